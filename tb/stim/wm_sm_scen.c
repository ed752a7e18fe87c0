/* tb/stim/wm_sm_scen.c: directed scenarios of wm_sm (SPEC 2.5 WM-1 .. WM-7).
 *
 * Each scenario starts from the reset state and launches D2 Table 2 kernel shapes (registers per
 * warp R_TB / W, shared memory per TB from Table 2; the TB count is more than fits, so the launch
 * sequence fills the SM: full, full, ..., then possibly one partial). The expected values are
 * SPEC's and live in tb/unit/test_wm_sm.c. WM-6 is the ST scenario on configuration wm_thresh.
 * Every scenario is legal in every wm configuration: a kernel a configuration cannot hold is
 * refused at launch (ST on wm_rf16k, D2 §6.4), completions only name slots with a live warp.
 */
#include <stddef.h>

#include "wm_shapes.h"
#include "wm_sm.h"
#include "wt_stim.h"

/* TBs per kernel: more than any configuration holds at once. */
#define NTBS 100u

static void launch(wm_sm_in_t *in, const wm_shape_t *k, uint32_t l0) { WM_LAUNCH(in, k, l0, NTBS); }

/* A completion in TB slot p if it has a live warp (else an idle cycle). */
static void complete(wm_sm_in_t *in, const wm_sm_state_t *s, uint32_t p) {
  if (p < WT_TB_SLOTS && s->dsp.live[p] != 0u) {
    in->done = true;
    in->done_p = p;
  }
}

////////////////////////////////////////////////////////////////////////////////
// WM-1: MM, the D2 §4 worked example
////////////////////////////////////////////////////////////////////////////////

/* c0 launch; c1..c5 full TBs 0..4; c6 partial TB 5 (2 warps), WB = 0xA00000288F; c7 the launch
 * sequence ends (WB valid: no invocation); c8..c13 six completions in TB slot 0, each issuing the
 * next buffered warp (start 3 .. 7, then valid <- 0); c14 a seventh completion in slot 0: the
 * dispatcher places partial TB 6 with 1 warp, WB = {6, 6, 1, 7, 1}; c15 idle. */
WT_SCEN_INPUT(wm_sm, wm1_in) {
  in->spatial_en = true;
  if (cyc == 0u) {
    launch(in, &wm_shapes[WM_MM], 0u);
  } else if (cyc >= 8u && cyc <= 14u) {
    complete(in, s, 0u);
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// WM-2 .. WM-5 (and WM-6): fill, then one completion
////////////////////////////////////////////////////////////////////////////////

/* c0 launch; the launch sequence fills the SM by c5 at most (at most 4 full TBs + 1 partial at the
 * baseline, and it stops at its first empty invocation); c10 one completion in slot 0 (the buffer,
 * if valid, issues its next warp); c11 idle. */
#define FILL_CYCLES 12u
static bool fill_in(const wm_shape_t *k, unsigned cyc, const void *state, void *in_v) {
  wm_sm_in_t *in = in_v;
  in->spatial_en = true;
  if (cyc == 0u) {
    launch(in, k, 0u);
  } else if (cyc == 10u) {
    complete(in, state, 0u);
  }
  return false;
}
static bool wm2_in(unsigned c, const void *s, void *in) { return fill_in(&wm_shapes[WM_HS], c, s, in); }
static bool wm3_in(unsigned c, const void *s, void *in) { return fill_in(&wm_shapes[WM_RAY], c, s, in); }
static bool wm4_in(unsigned c, const void *s, void *in) { return fill_in(&wm_shapes[WM_ST], c, s, in); }
static bool wm5_in(unsigned c, const void *s, void *in) { return fill_in(&wm_shapes[WM_RS], c, s, in); }

////////////////////////////////////////////////////////////////////////////////
// WM-7: thread-limited kernels, one after another
////////////////////////////////////////////////////////////////////////////////

/* Five kernels (SN, SR, BT, HG, MC), one window of WM7_WIN cycles each: window cycle 0 launches
 * (3 or 4 TBs, exactly what fits; ids from 1000 * (k + 1)), cycles 1..8 run the launch sequence
 * (48 warps fill the scheduler, free_sched = 0, no partial TB), then one completion per cycle in
 * the lowest slot with a live warp until the SM is idle again. */
#define WM7_WIN 64u
static const wm_shape_id_t wm7_k[5] = {WM_SN, WM_SR, WM_BT, WM_HG, WM_MC};
static const uint32_t wm7_ntbs[5] = {3, 3, 3, 3, 4};

WT_SCEN_INPUT(wm_sm, wm7_in) {
  const unsigned k = cyc / WM7_WIN, c = cyc % WM7_WIN;
  in->spatial_en = true;
  if (c == 0u) {
    launch(in, &wm_shapes[wm7_k[k]], 1000u * (k + 1u));
    in->k_ntbs = wm7_ntbs[k];
  } else if (c > 8u) {
    for (uint32_t p = 0; p < WT_TB_SLOTS; p++) {
      if (s->dsp.live[p] != 0u) {
        complete(in, s, p);
        break;
      }
    }
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// W2: logical TB ids at the 26-bit limit
////////////////////////////////////////////////////////////////////////////////

/* RAY (2 TBs fit at the baseline) from id 2^LTBW - 2, 6 TBs: the full TBs take ids all-ones - 1
 * and all-ones; the partial TB takes the wrapped id 0 and sets ltb_ovf (its id, 2^LTBW, does not
 * fit: W2). c8..c23 complete warps of slots 0 and 1 alternately: buffered warps issue, then more
 * TBs with wrapped ids dispatch; the flag stays set until the next launch. */
WT_SCEN_INPUT(wm_sm, ltb_in) {
  in->spatial_en = true;
  if (cyc == 0u) {
    launch(in, &wm_shapes[WM_RAY], WT_MASK32(WT_LTBW) - 1u);
    in->k_ntbs = 6u;
  } else if (cyc >= 8u) {
    complete(in, s, cyc % 2u);
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"wm1_mm",
     "SPEC 2.5 WM-1 (MM, D2 §4): 5 full TBs, partial TB 5 with 2 warps, WB 0xA00000288F; six "
     "completions issue warps 2..7; the seventh dispatches partial TB 6 with 1 warp {6,6,1,7,1}",
     16u, wm1_in},
    {"wm2_hs", "SPEC 2.5 WM-2 (HS): 3 full TBs, n = 5, WB 0x600000194F", FILL_CYCLES, wm2_in},
    {"wm3_ray", "SPEC 2.5 WM-3 (RAY): 2 full TBs, n = 4, WB 0x400000110B", FILL_CYCLES, wm3_in},
    {"wm4_st",
     "SPEC 2.5 WM-4 (ST): 1 full TB, n = 16 (scheduler-limited), WB 0x2000000C3F (end_wid 31); "
     "WM-6 on wm_thresh: n = 36 - 32 = 4",
     FILL_CYCLES, wm4_in},
    {"wm5_rs", "SPEC 2.5 WM-5 (RS): 2 full TBs, n = 12, WB 0x400000131F", FILL_CYCLES, wm5_in},
    {"wm7_thread_limited",
     "SPEC 2.5 WM-7: SN, SR, BT, HG, MC fill all 48 scheduler entries with full TBs; free_sched = "
     "0, so no partial TB; each kernel drains before the next launches",
     5u * WM7_WIN, wm7_in},
    {"w2_ltb_wrap",
     "SPEC 2.3 W2: RAY from logical id 2^26 - 2: the third TB's id wraps to 0 and sets ltb_ovf", 24u, ltb_in},
};

const wt_scenarios_t wm_sm_scenarios = {scen, sizeof scen / sizeof scen[0]};
