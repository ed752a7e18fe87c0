/* tb/stim/dwf_lane_conflict_stim.c: random stimulus for dwf_lane_conflict.
 *
 * Every input value is legal (a combinational count, dwf_lane_conflict.h): any TID in any slot,
 * any valid mask; slots outside `valid` carry junk. The bias phase picks the shape of the issued
 * warp: 0 random TIDs of the whole TID range (the sentinel and codes beyond THREADS included); 1 a
 * lane-aware warp (slot s holds a thread whose home lane is s: maxcnt <= 1, no stall); 2 threads of
 * one or two banks only (heavy conflicts; a quarter of these warps use one bank, maxcnt up to NL);
 * 3 a warp formed without lane awareness (threads of random static warps and home lanes, mostly
 * all slots valid).
 */
#include "dwf_lane_conflict.h"
#include "wt_stim.h"

/* Static warps of the configuration (at least 1). */
#define NWARPS (WT_THREADS / WT_NL > 0 ? WT_THREADS / WT_NL : 1)

/* The thread of static warp `w` whose home lane (bank) is `l` (SPEC 1.1 inverted). */
static uint32_t tid_of(uint32_t w, uint32_t l) {
  return wt_trunc32(w * WT_NL + (l ^ (WT_SWZ ? (w & 1u) : 0u)), WT_TIDW);
}

static void random_in(wt_rng_t *rng, unsigned phase, dwf_lane_conflict_in_t *in) {
  const bool full = phase == 3u ? wt_rng_chance(rng, 3, 4) : wt_rng_chance(rng, 1, 3);
  in->valid = full ? WT_MASK32(WT_NL) : (uint32_t)wt_rng_bits(rng, WT_NL);
  const uint32_t b0 = wt_rng_below(rng, WT_NL), b1 = wt_rng_below(rng, WT_NL);
  const bool mono = wt_rng_chance(rng, 1, 4); /* phase 2: every thread in bank b0 */
  for (unsigned s = 0; s < WT_NL; s++) {
    if (!((in->valid >> s) & 1u) && wt_rng_chance(rng, 1, 2)) {
      in->tid[s] = (uint32_t)wt_rng_bits(rng, WT_TIDW); /* junk in an empty slot */
      continue;
    }
    const uint32_t w = wt_rng_below(rng, NWARPS);
    switch (phase) {
      case 0: in->tid[s] = (uint32_t)wt_rng_bits(rng, WT_TIDW); break;
      case 1: in->tid[s] = tid_of(w, s); break;
      case 2: in->tid[s] = tid_of(w, mono || wt_rng_chance(rng, 3, 4) ? b0 : b1); break;
      default: in->tid[s] = tid_of(w, wt_rng_below(rng, WT_NL)); break;
    }
  }
}

WT_STIM_NO_STATE(dwf_lane_conflict);
