/* tb/stim/uv_token_file_stim.c: legal random stimulus for uv_token_file.
 *
 * The ID-stage instruction is what a warp's decoder presents: a launch (full) mask that is all NL
 * lanes or the lanes 0..k-1 of a partial last warp, an active mask inside it (often equal, often
 * one SP batch: the first NUMSP lanes or the last, N..NL-1, as in UV-1), up to three sources and a
 * destination, and the detector's decision `uniform`, legal by SPEC 5.1: only with a destination,
 * active == full and every register source's token set (then 4 in 5: the others stand for a
 * non-ALU instruction or a thread-dependent special register). The broadcast writeback comes in
 * one cycle in five, with a full or a partial mask, one in four times to the instruction's
 * destination (the in-cycle order). Registers come from a few low ids and the highest one in
 * phases 0, 2 and 3 (tokens meet their readers and writers) and from all ids in phase 1; a
 * destination repeats a source one time in four (D4's copy-on-write condition), sometimes one
 * whose valid bit is 0. Ports that carry nothing hold junk one time in four.
 */
#include "uv_token_file.h"
#include "wt_stim.h"

#define NSRC UV_TOKEN_FILE_NSRC
#define FULL WT_MASK32(WT_NL)

/* A physical vector register: phases 0, 2, 3 from a small set (8 low ids or the highest), phase 1
 * from all ids. */
static uint32_t pick_vr(wt_rng_t *rng, unsigned phase) {
  if (phase == 1u) {
    return wt_rng_below(rng, WT_UV_VREGS);
  }
  if (wt_rng_chance(rng, 1, 9)) {
    return WT_UV_VREGS - 1u;
  }
  return wt_rng_below(rng, WT_UV_VREGS < 8 ? WT_UV_VREGS : 8u);
}

/* A launch mask: all NL lanes (4 in 5), else a partial last warp, lanes 0..k-1 with 1 <= k < NL. */
static uint32_t pick_full(wt_rng_t *rng) {
  if (wt_rng_chance(rng, 4, 5)) {
    return FULL;
  }
  return WT_MASK32(1u + wt_rng_below(rng, WT_NL - 1u));
}

/* An active mask inside `full`, not empty: equal to it (`eq_pct` %), one SP batch (the first
 * NUMSP lanes or the last, N..NL-1), or a random subset. */
static uint32_t pick_active(wt_rng_t *rng, uint32_t full, uint32_t eq_pct) {
  if (wt_rng_chance(rng, eq_pct, 100)) {
    return full;
  }
  uint32_t a;
  switch (wt_rng_below(rng, 3)) {
    case 0: a = WT_MASK32(WT_NUMSP) & full; break;
    case 1: a = FULL & ~WT_MASK32(WT_UVN) & full; break;
    default: a = (uint32_t)wt_rng_bits(rng, WT_NL) & full; break;
  }
  return a != 0u ? a : full & (~full + 1u); /* never empty: lane 0 of the warp */
}

static void random_in(wt_rng_t *rng, unsigned phase, const uv_token_file_state_t *s, uv_token_file_in_t *in) {
  /* Per phase: % of active == full (uniform-rich, divergent, broadcast-rich, mixed), % of
   * broadcast writebacks. */
  static const uint32_t eq_pct[4] = {80, 30, 60, 55};
  static const uint32_t bwb_pct[4] = {10, 15, 45, 20};
  const bool valid = wt_rng_chance(rng, 9, 10);
  if (valid || wt_rng_chance(rng, 1, 4)) { /* an instruction, or junk on an idle port */
    in->valid = valid;
    const uint32_t full = pick_full(rng);
    in->full = full;
    in->active = pick_active(rng, full, eq_pct[phase]);
    bool all_tok = true; /* every register source is uniform */
    for (uint32_t k = 0; k < NSRC; k++) {
      in->src_v[k] = wt_rng_chance(rng, 3, 5);
      if (in->src_v[k] || wt_rng_chance(rng, 1, 4)) {
        in->src[k] = pick_vr(rng, phase);
      }
      all_tok = all_tok && (!in->src_v[k] || uv_token_file_token(s, in->src[k]));
    }
    in->has_dst = wt_rng_chance(rng, 6, 7);
    if (in->has_dst || wt_rng_chance(rng, 1, 4)) {
      in->dst = wt_rng_chance(rng, 1, 4) ? in->src[wt_rng_below(rng, NSRC)] : pick_vr(rng, phase);
    }
    in->uniform = in->has_dst && in->active == full && all_tok && wt_rng_chance(rng, 4, 5);
  }
  if (wt_rng_chance(rng, bwb_pct[phase], 100)) {
    in->bwb_v = true;
    in->bwb_dst = in->has_dst && wt_rng_chance(rng, 1, 4) ? in->dst : pick_vr(rng, phase);
    in->bwb_full = pick_full(rng);
    in->bwb_active = pick_active(rng, in->bwb_full, 60u);
  } else if (wt_rng_chance(rng, 1, 4)) { /* junk on the idle writeback port */
    in->bwb_dst = pick_vr(rng, phase);
    in->bwb_full = pick_full(rng);
    in->bwb_active = pick_active(rng, in->bwb_full, 50u);
  }
}

WT_STIM(uv_token_file);
