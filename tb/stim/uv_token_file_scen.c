/* tb/stim/uv_token_file_scen.c: directed scenarios of uv_token_file (SPEC 5.2).
 *
 * Each scenario starts from the reset state (every token 0) and is a pure function of the cycle
 * number and the configuration: one ID-stage instruction per cycle, as the decoder and the
 * detector would present it (`uniform` is the detector's SPEC 5.1 decision), and the broadcast
 * writeback port. The masks are built from the geometry, so every scenario is legal in every uv
 * configuration:
 *   FULL  all NL lanes                      uv_baseline 0xFFFFFFFF   uv_toy 0xFF
 *   LAST  lanes N..NL-1 (the last SP batch)             0xFF000000          0xC0
 *   FIRST lanes 0..NUMSP-1 (the first SP batch)         0x000000FF          0x03
 *   PART  a partial last warp of 5 NL / 8 threads       0x000FFFFF          0x1F
 * At the baseline these are SPEC's UV-1 masks (threads 24-31, threads 0-7). The expected values
 * are SPEC's (uv_baseline, uv_cowpaper) and worked out by hand (uv_toy), in
 * tb/unit/test_uv_token_file.c.
 */
#include <stddef.h>

#include "uv_token_file.h"
#include "wt_stim.h"

#define FULL WT_MASK32(WT_NL)
#define LAST (FULL & ~WT_MASK32(WT_UVN))
#define FIRST WT_MASK32(WT_NUMSP)
#define PART WT_MASK32(WT_NL * 5u / 8u)
#define VMAX (WT_UV_VREGS - 1u)

/* The ID-stage instruction: destination `dst` (none if < 0), the detector's `uniform`, the masks
 * `active` and `full`, and no sources (add them with src()). */
static void instr(uv_token_file_in_t *in, int dst, bool uniform, uint32_t active, uint32_t full) {
  in->valid = true;
  in->has_dst = dst >= 0;
  in->dst = dst >= 0 ? (uint32_t)dst : 0u;
  in->uniform = uniform;
  in->active = active;
  in->full = full;
}

/* Source k is the vector register `vr`. */
static void src(uv_token_file_in_t *in, unsigned k, uint32_t vr) {
  in->src_v[k] = true;
  in->src[k] = vr;
}

/* A broadcast writeback to `vr` under `active` in a warp launched with `full`. */
static void bwb(uv_token_file_in_t *in, uint32_t vr, uint32_t active, uint32_t full) {
  in->bwb_v = true;
  in->bwb_dst = vr;
  in->bwb_active = active;
  in->bwb_full = full;
}

////////////////////////////////////////////////////////////////////////////////
// uv1: SPEC 5.2 directed test UV-1
////////////////////////////////////////////////////////////////////////////////

/* c0 `mov r1, #0` (uniform); c1 `mul r2, %ctaid.x, %ntid.x` (uniform: specials, no register
 * source); c2 `add r3, r2, %tid.x` (regular: tid); c3 `add r1, r1, #1` (uniform); c4 `add r1, r1,
 * #2` under LAST (threads 24-31); c5 `mov r2, #5` under FIRST (threads 0-7); c6 idle. Warp 0's
 * registers: r_i is VR i. */
WT_SCEN_INPUT(uv_token_file, uv1_in) {
  switch (cyc) {
    case 0: instr(in, 1, true, FULL, FULL); break;
    case 1: instr(in, 2, true, FULL, FULL); break;
    case 2:
      instr(in, 3, false, FULL, FULL);
      src(in, 0, 2u);
      break;
    case 3:
      instr(in, 1, true, FULL, FULL);
      src(in, 0, 1u);
      break;
    case 4:
      instr(in, 1, false, LAST, FULL);
      src(in, 0, 1u);
      break;
    case 5: instr(in, 2, false, FIRST, FULL); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// bwb: the broadcast writeback port and the in-cycle order
////////////////////////////////////////////////////////////////////////////////

/* c0 broadcast VR5 under FULL (set) and a uniform `mov r7, #1`; c1 a partial broadcast to VR7
 * (FIRST: reset) and a regular `add r6, r5, %tid.x` (VR5 broadcast); c2 a partial last warp (PART
 * launched): a broadcast to VR8 under PART == its full mask (set, SPEC 5.1 [RES]) and a uniform
 * `mov r9, #3` under PART; c3 a full broadcast to VR10 and a regular write of r10 in the same
 * cycle (the instruction wins: 0); c4 a partial broadcast to VR11 and a uniform write of r11
 * (the instruction wins: 1); c5 a full broadcast to VR12 while a regular instruction reads VR12
 * (the read sees the start of the cycle: 0); c6 a regular `r13 = f(r12, r5, r11)` (all three
 * broadcast); c7 idle. */
WT_SCEN_INPUT(uv_token_file, bwb_in) {
  switch (cyc) {
    case 0:
      bwb(in, 5u, FULL, FULL);
      instr(in, 7, true, FULL, FULL);
      break;
    case 1:
      bwb(in, 7u, FIRST, FULL);
      instr(in, 6, false, FULL, FULL);
      src(in, 0, 5u);
      break;
    case 2:
      bwb(in, 8u, PART, PART);
      instr(in, 9, true, PART, PART);
      break;
    case 3:
      bwb(in, 10u, FULL, FULL);
      instr(in, 10, false, FULL, FULL);
      break;
    case 4:
      bwb(in, 11u, FIRST, FULL);
      instr(in, 11, true, FULL, FULL);
      break;
    case 5:
      bwb(in, 12u, FULL, FULL);
      instr(in, 14, false, FULL, FULL);
      src(in, 0, 12u);
      break;
    case 6:
      instr(in, 13, false, FULL, FULL);
      src(in, 0, 12u);
      src(in, 1, 5u);
      src(in, 2, 11u);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// cow_rules: the normative copy-on-write rule against D4's
////////////////////////////////////////////////////////////////////////////////

/* c0 uniform `mov r1` and a full broadcast to VR2; c1 uniform `mov r3` and a full broadcast to
 * VR4; c2 `r1 = r5 + r6` under FIRST (dst is no source: the normative rule copies, D4's does not)
 * and a full broadcast to VR9; c3 a regular write of r2 under LAST whose source slot 0 names VR2
 * with its valid bit 0 (an immediate: D4's rule does not copy); c4 `r3 = f(r5, r6, r3)` under
 * 0x0F0F0F0F (dst is source 2: both rules copy); c5 `r4 = r4 + %tid.x` under FULL (no copy: not
 * divergent); c6 `r1 = r1 + %tid.x` under FIRST (token[1] is 0 now: no copy); c7 a store reading
 * r9 under LAST (no destination: no copy, no update; its dst field names VR9); c8 no instruction,
 * junk on the ID port; c9 idle. */
WT_SCEN_INPUT(uv_token_file, cow_rules_in) {
  switch (cyc) {
    case 0:
      instr(in, 1, true, FULL, FULL);
      bwb(in, 2u, FULL, FULL);
      break;
    case 1:
      instr(in, 3, true, FULL, FULL);
      bwb(in, 4u, FULL, FULL);
      break;
    case 2:
      instr(in, 1, false, FIRST, FULL);
      src(in, 0, 5u);
      src(in, 1, 6u);
      bwb(in, 9u, FULL, FULL);
      break;
    case 3:
      instr(in, 2, false, LAST, FULL);
      in->src[0] = 2u;
      src(in, 1, 7u);
      break;
    case 4:
      instr(in, 3, false, UINT32_C(0x0F0F0F0F) & FULL, FULL);
      src(in, 0, 5u);
      src(in, 1, 6u);
      src(in, 2, 3u);
      break;
    case 5:
      instr(in, 4, false, FULL, FULL);
      src(in, 0, 4u);
      break;
    case 6:
      instr(in, 1, false, FIRST, FULL);
      src(in, 0, 1u);
      break;
    case 7:
      instr(in, -1, false, LAST, FULL);
      in->dst = 9u;
      src(in, 0, 9u);
      break;
    case 8:
      instr(in, 9, false, FIRST, FULL);
      src(in, 0, 9u);
      in->valid = false;
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// vr_edges: the lowest and the highest vector register
////////////////////////////////////////////////////////////////////////////////

/* c0 a uniform write of VR(UV_VREGS-1) and a full broadcast to VR0; c1 a regular instruction
 * under LAST reading {VRmax, VR0, VRmax} and writing VR0 (dst is source 1: both rules copy); c2 a
 * uniform `VRmax = f(VRmax)` and a partial broadcast to VRmax in the same cycle (the instruction
 * wins: 1); c3 the partial broadcast to VRmax alone (reset); c4 idle. */
WT_SCEN_INPUT(uv_token_file, vr_edges_in) {
  switch (cyc) {
    case 0:
      instr(in, (int)VMAX, true, FULL, FULL);
      bwb(in, 0u, FULL, FULL);
      break;
    case 1:
      instr(in, 0, false, LAST, FULL);
      src(in, 0, VMAX);
      src(in, 1, 0u);
      src(in, 2, VMAX);
      break;
    case 2:
      instr(in, (int)VMAX, true, FULL, FULL);
      src(in, 0, VMAX);
      bwb(in, VMAX, LAST, FULL);
      break;
    case 3: bwb(in, VMAX, LAST, FULL); break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"uv1",
     "SPEC 5.2 UV-1 (D4 §3.1.1): token[1] = 1, token[2] = 1, token[3] = 0 with VR2 broadcast, 1- and "
     "4-cycle issue, the copy-on-write of step 5 (0xFF000000) and of step 6 (0x000000FF: only under the "
     "normative rule, U7)",
     7u, uv1_in},
    {"bwb",
     "SPEC 5.2 broadcast writeback [RES]: set under a full (launch) mask, reset under a partial one; "
     "the ID-stage instruction wins on the same register; reads see the start of the cycle",
     8u, bwb_in},
    {"cow_rules",
     "SPEC 5.2 copy-on-write, U7: dst not a source, a source slot that is no register, dst as "
     "source 2, a full mask, a token of 0, no destination, no instruction",
     10u, cow_rules_in},
    {"vr_edges", "SPEC 5.2 at the register ids 0 and UV_VREGS - 1: tokens, broadcasts and the copy-on-write",
     5u, vr_edges_in},
};

const wt_scenarios_t uv_token_file_scenarios = {scen, sizeof scen / sizeof scen[0]};
