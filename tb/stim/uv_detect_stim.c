/* tb/stim/uv_detect_stim.c: random stimulus for uv_detect.
 *
 * Legal inputs: a warp's launch mask holds threads 0..k-1 (k = NL, or the 1..NL-1 threads of a
 * thread block's partial last warp), and its active mask is a non-empty subset of it. Every other
 * input value is legal (uv_detect.h): any kind (3 included), any code, any class; an absent
 * source, and the fields its kind does not read, carry junk. Random masks alone would rarely make
 * an instruction uniform, so the bias phase shapes the instruction: 0 mostly uniform (uniform
 * operands, ALU, a destination, every launched thread active); 1 anything legal; 2 the same bias
 * as 0 on partial last warps; 3 an instruction uniform in every respect but at most one (a
 * per-thread operand at a random position, a branch / memory / other class, no destination, or a
 * divergent mask), which is what tells each condition of SPEC 5.1 apart.
 */
#include "uv_detect.h"
#include "wt_stim.h"

/* The special registers that are not uniform (SPEC 5.1 [RES]) and the undefined codes. */
static const uint32_t per_thread_sreg[] = {UV_SREG_TID_X,  UV_SREG_TID_Y, UV_SREG_TID_Z,
                                           UV_SREG_LANEID, 14u,           15u};
#define N_PER_THREAD ((uint32_t)(sizeof per_thread_sreg / sizeof per_thread_sreg[0]))

/* Source s: present, with junk in the fields its kind does not read. */
static void junk_op(wt_rng_t *rng, uv_detect_in_t *in, unsigned s) {
  in->src_v[s] = true;
  in->src_kind[s] = (uint32_t)wt_rng_bits(rng, WT_UVKINDW);
  in->src_sreg[s] = (uint32_t)wt_rng_bits(rng, WT_UVSREGW);
  in->src_ureg[s] = wt_rng_chance(rng, 1, 2);
}

/* Source s: a uniform operand (an immediate, a uniform special register, a register whose uniform
 * bit is 1). */
static void uniform_op(wt_rng_t *rng, uv_detect_in_t *in, unsigned s) {
  junk_op(rng, in, s);
  switch (wt_rng_below(rng, 3)) {
    case 0: in->src_kind[s] = UV_KIND_IMM; break;
    case 1:
      in->src_kind[s] = UV_KIND_SREG;
      in->src_sreg[s] = UV_SREG_NTID_X + wt_rng_below(rng, UV_SREG_PARAM - UV_SREG_NTID_X + 1u);
      break;
    default:
      in->src_kind[s] = UV_KIND_REG;
      in->src_ureg[s] = true;
      break;
  }
}

/* Source s: an operand that is not uniform (a per-thread or undefined special register, a
 * register holding a vector, the undefined kind 3). */
static void vector_op(wt_rng_t *rng, uv_detect_in_t *in, unsigned s) {
  junk_op(rng, in, s);
  switch (wt_rng_below(rng, 3)) {
    case 0:
      in->src_kind[s] = UV_KIND_SREG;
      in->src_sreg[s] = per_thread_sreg[wt_rng_below(rng, N_PER_THREAD)];
      break;
    case 1:
      in->src_kind[s] = UV_KIND_REG;
      in->src_ureg[s] = false;
      break;
    default: in->src_kind[s] = 3u; break;
  }
}

/* A launch mask: every lane with probability full_pct %, else the partial last warp of a thread
 * block, threads 0..k-1 with 1 <= k < NL (2 <= k when `two`). */
static uint32_t launch_mask(wt_rng_t *rng, uint32_t full_pct, bool two) {
  const uint32_t lo = two ? 2u : 1u;
  if (WT_NL <= lo || wt_rng_chance(rng, full_pct, 100)) {
    return WT_MASK32(WT_NL);
  }
  return WT_MASK32(lo + wt_rng_below(rng, WT_NL - lo));
}

/* A divergent active mask: a non-empty subset of `launch`, not all of it when `launch` has two
 * threads or more. */
static uint32_t divergent(wt_rng_t *rng, uint32_t launch) {
  uint32_t a = (uint32_t)wt_rng_bits(rng, WT_NL) & launch;
  if (a == launch) {
    a &= a - 1u; /* drop the lowest thread */
  }
  return a != 0u ? a : launch & (~launch + 1u); /* at least the lowest thread */
}

static void random_in(wt_rng_t *rng, unsigned phase, uv_detect_in_t *in) {
  if (phase == 3u) {
    /* Uniform in every respect, then at most one condition broken. */
    const uint32_t launch = launch_mask(rng, 50, true);
    for (unsigned s = 0; s < WT_UV_NSRC; s++) {
      if (wt_rng_chance(rng, 3, 4)) {
        uniform_op(rng, in, s);
      } else {
        junk_op(rng, in, s);
        in->src_v[s] = false;
      }
    }
    in->has_dst = true;
    in->cls = UV_CLS_ALU;
    in->active_mask = launch;
    in->full_mask = launch;
    switch (wt_rng_below(rng, 5)) {
      case 0: vector_op(rng, in, wt_rng_below(rng, WT_UV_NSRC)); break;
      case 1:
        in->cls = UV_CLS_BRANCH + wt_rng_below(rng, 3); /* BRANCH, MEM, OTHER */
        break;
      case 2: in->has_dst = false; break;
      case 3: in->active_mask = divergent(rng, launch); break;
      default: break; /* uniform */
    }
    return;
  }
  /* Phases 0 and 2 lean towards uniform instructions (2 on partial warps); 1 is anything legal
   * (its operands are junk_op's: any kind, code and uniform bit). */
  static const uint32_t uop_pct[3] = {90, 0, 90};
  static const uint32_t alu_pct[3] = {85, 25, 85};
  static const uint32_t dst_pct[3] = {90, 50, 90};
  static const uint32_t conv_pct[3] = {85, 50, 85};
  static const uint32_t full_pct[3] = {60, 50, 10};
  const uint32_t launch = launch_mask(rng, full_pct[phase], false);
  for (unsigned s = 0; s < WT_UV_NSRC; s++) {
    if (wt_rng_chance(rng, 1, 4)) {
      junk_op(rng, in, s);
      in->src_v[s] = false;
    } else if (phase == 1u) {
      junk_op(rng, in, s);
    } else if (wt_rng_chance(rng, uop_pct[phase], 100)) {
      uniform_op(rng, in, s);
    } else {
      vector_op(rng, in, s);
    }
  }
  in->has_dst = wt_rng_chance(rng, dst_pct[phase], 100);
  in->cls = wt_rng_chance(rng, alu_pct[phase], 100) ? UV_CLS_ALU : (uint32_t)wt_rng_bits(rng, WT_UVCLSW);
  in->full_mask = launch;
  in->active_mask = wt_rng_chance(rng, conv_pct[phase], 100) ? launch : divergent(rng, launch);
}

WT_STIM_NO_STATE(uv_detect);
