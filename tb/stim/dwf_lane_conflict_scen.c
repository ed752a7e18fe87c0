/* tb/stim/dwf_lane_conflict_scen.c: directed scenarios of dwf_lane_conflict (SPEC 1.9, 1.1).
 *
 * The block has no state: each scenario is a pure function of the cycle. The expected values are
 * worked out by hand in tb/unit/test_dwf_lane_conflict.c, per configuration. Every scenario ends
 * with an idle cycle (no slot valid: maxcnt 0, no stall). Slots beyond those named are empty.
 */
#include <stddef.h>

#include "dwf_lane_conflict.h"
#include "wt_stim.h"

/* Static warps of the configuration (at least 1). */
#define NWARPS (WT_THREADS / WT_NL > 0 ? WT_THREADS / WT_NL : 1)

/* The thread of static warp `w` whose home lane (bank) is `l` (SPEC 1.1 inverted). */
static uint32_t tid_of(uint32_t w, uint32_t l) {
  return wt_trunc32(w * WT_NL + (l ^ (WT_SWZ ? (w & 1u) : 0u)), WT_TIDW);
}

/* Slots 0..n-1 hold tids[0..n-1] (n <= NL), all valid. */
static void put(dwf_lane_conflict_in_t *in, const uint32_t *tids, unsigned n) {
  for (unsigned s = 0; s < n && s < WT_NL; s++) {
    in->tid[s] = wt_trunc32(tids[s], WT_TIDW);
    in->valid |= 1u << s;
  }
}

/* SPEC 1.9's example, written for NL 4 without swizzling: tids {0, 4, 8, 1} in one warp (banks
 * {0, 0, 0, 1}: maxcnt 3, stall 3, or 2 with LC_MINUS1), then tids {0, 1, 2, 3} (maxcnt 1, no
 * stall). On another configuration the same TIDs have other home lanes. */
static bool spec19_in(unsigned cyc, const void *state, void *vin) {
  static const uint32_t a[4] = {0, 4, 8, 1}, b[4] = {0, 1, 2, 3};
  dwf_lane_conflict_in_t *in = vin;
  (void)state;
  if (cyc == 0u) {
    put(in, a, 4);
  } else if (cyc == 1u) {
    put(in, b, 4);
  }
  return false;
}

/* Bank 0 only: slot s holds static warp s's thread of home lane 0, for every slot below NL and the
 * static warp count (maxcnt = that many). Then the same TIDs with only slot 0 valid (the other
 * slots' bank-0 threads must not count: maxcnt 1). Then every slot valid, slots 2k and 2k + 1
 * holding the bank-k threads of static warps 0 and 1 (maxcnt 2). */
static bool one_bank_in(unsigned cyc, const void *state, void *vin) {
  dwf_lane_conflict_in_t *in = vin;
  (void)state;
  if (cyc <= 1u) {
    for (unsigned s = 0; s < WT_NL; s++) {
      in->tid[s] = tid_of(s, 0);
      in->valid |= (cyc == 0u ? s < NWARPS : s == 0u) ? 1u << s : 0u;
    }
  } else if (cyc == 2u) {
    for (unsigned s = 0; s < WT_NL; s++) {
      in->tid[s] = tid_of(s % 2u, s / 2u);
    }
    in->valid = WT_MASK32(WT_NL);
  }
  return false;
}

/* Lane-aware warps: static warp 1 in its home lanes, then a warp merged from static warps 0 and 1
 * (even banks from warp 0, odd banks from warp 1), each thread in its home lane: maxcnt 1. */
static bool lane_aware_in(unsigned cyc, const void *state, void *vin) {
  dwf_lane_conflict_in_t *in = vin;
  (void)state;
  if (cyc <= 1u) {
    for (unsigned s = 0; s < WT_NL; s++) {
      in->tid[s] = tid_of(cyc == 0u ? 1u : s % 2u, s);
    }
    in->valid = WT_MASK32(WT_NL);
  }
  return false;
}

/* The even threads of static warps 0 and 1 packed into one warp (slot s < NL/2: tid 2s; slot
 * NL/2 + s: tid NL + 2s), as a warp formed without lane awareness after an even/odd branch
 * (SPEC 1.1 DWF-SWZ): without swizzling both halves are in the even banks (maxcnt 2); with
 * swizzling warp 1's even threads live in the odd banks (maxcnt 1). */
static bool swizzle_in(unsigned cyc, const void *state, void *vin) {
  dwf_lane_conflict_in_t *in = vin;
  (void)state;
  if (cyc == 0u) {
    for (unsigned s = 0; s < WT_NL / 2u; s++) {
      in->tid[s] = wt_trunc32(2u * s, WT_TIDW);
      in->tid[WT_NL / 2u + s] = wt_trunc32(WT_NL + 2u * s, WT_TIDW);
    }
    in->valid = WT_MASK32(WT_NL);
  }
  return false;
}

static const wt_scenario_t list[] = {
    {"spec19", "SPEC 1.9 example: tids {0,4,8,1} (banks {0,0,0,1} at NL 4, SWZ 0), then {0,1,2,3}", 3u,
     spec19_in},
    {"one_bank", "every valid thread in bank 0; the same with one slot valid; two threads per bank", 4u,
     one_bank_in},
    {"lane_aware", "lane-aware warps (each thread in its home lane): no conflict", 3u, lane_aware_in},
    {"swizzle", "even threads of static warps 0 and 1 in one warp: 2 per bank unless swizzled", 2u,
     swizzle_in},
};

const wt_scenarios_t dwf_lane_conflict_scenarios = {list, sizeof list / sizeof list[0]};
