/* tb/stim/dwf_pc_warp_lut_stim.c: random stimulus for dwf_pc_warp_lut.
 *
 * Every input combination is legal for the LUT on its own. To make hits, merges, evictions and
 * invalidations frequent, PCs come mostly from a small working set that maps onto a few sets
 * (more distinct tags per set than ways), invalidations mostly name a valid entry with its own
 * IDX, and both ports sometimes present the same PC. Phase 0 invalidates heavily (sets drain),
 * phase 1 rarely (sets fill and evict), phases 2 and 3 mix.
 */
#include "dwf_pc_warp_lut.h"
#include "wt_stim.h"

static uint32_t pick_pc(wt_rng_t *rng) {
  if (wt_rng_chance(rng, 1, 16)) {
    return (uint32_t)wt_rng_bits(rng, WT_PCW);
  }
  /* Working set: 3 sets x (WAYS + 2) tags each. */
  uint32_t set = wt_rng_below(rng, WT_PWL_SETS < 3 ? WT_PWL_SETS : 3);
  uint32_t tag = wt_rng_below(rng, WT_PWL_WAYS + 2u);
  return wt_trunc32(tag * WT_PWL_SETS + set, WT_PCW);
}

static void random_in(wt_rng_t *rng, unsigned phase, const dwf_pc_warp_lut_state_t *s,
                      dwf_pc_warp_lut_in_t *in) {
  static const uint32_t inv_pct[4] = {80, 5, 35, 50};
  if (wt_rng_chance(rng, inv_pct[phase], 100)) {
    in->inv = true;
    uint32_t e = wt_rng_below(rng, WT_PWL_ENTRIES);
    in->inv_pc = s->v[e] && !wt_rng_chance(rng, 1, 8) ? s->pc[e] : pick_pc(rng);
    in->inv_idx = s->v[e] && !wt_rng_chance(rng, 1, 8) ? s->idx[e] : (uint32_t)wt_rng_bits(rng, WT_IDXW);
  } else if (wt_rng_chance(rng, 1, 4)) {
    in->inv_pc = (uint32_t)wt_rng_bits(rng, WT_PCW); /* idle port with junk data */
    in->inv_idx = (uint32_t)wt_rng_bits(rng, WT_IDXW);
  }
  in->p0_pc = pick_pc(rng);
  in->p1_pc = wt_rng_chance(rng, 1, 8) ? in->p0_pc : pick_pc(rng);
  in->p0_we = wt_rng_chance(rng, 3, 4);
  in->p1_we = wt_rng_chance(rng, 3, 4);
  in->p0_wocc = (uint32_t)wt_rng_bits(rng, WT_NL);
  in->p1_wocc = (uint32_t)wt_rng_bits(rng, WT_NL);
  in->p0_widx = (uint32_t)wt_rng_bits(rng, WT_IDXW);
  in->p1_widx = (uint32_t)wt_rng_bits(rng, WT_IDXW);
}

WT_STIM(dwf_pc_warp_lut);
