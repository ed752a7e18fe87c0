/* tb/stim/wm_workload_buf_scen.c: directed scenarios of wm_workload_buf (SPEC 2.3, 2.5).
 *
 * Each scenario starts from the reset state (the runner resets before cycle 0) and is a pure
 * function of the cycle number and the configuration. The buffer is driven as the dispatcher and
 * the SM would drive it (wm_sm.h): a load carries a partial TB {P_TBId, L_TBId,
 * start_wid = n_issue, end_wid = W - 1}, an issue request `iss` is a warp completion. Loads into
 * a valid buffer (a dispatcher bug the block drops and flags) appear only in `ld_drop`. The
 * expected values are SPEC's and live in tb/unit/test_wm_workload_buf.c.
 *
 * Every value is masked to its port width, so each scenario is legal in every wm configuration;
 * the numbers in the comments are the baseline's (8 TB slots, 26-bit L_TBId, 32 warps per TB),
 * which every wm configuration has.
 */
#include <stddef.h>

#include "wm_workload_buf.h"
#include "wt_stim.h"

/* Loads the partial TB {p, l, start, end} (each masked to its port). */
static void load(wm_workload_buf_in_t *in, uint32_t p, uint32_t l, uint32_t start, uint32_t end) {
  in->ld = true;
  in->ld_p = p & WT_MASK32(WT_PTBW);
  in->ld_l = l & WT_MASK32(WT_LTBW);
  in->ld_start = start & WT_MASK32(WT_WIDW);
  in->ld_end = end & WT_MASK32(WT_WIDW);
}

////////////////////////////////////////////////////////////////////////////////
// wm1_seq: the buffer's part of WM-1 (SPEC 2.5, D2 §4 worked example)
////////////////////////////////////////////////////////////////////////////////

/* c0 load TB5's remainder {P=5, L=5, start=2, end=7} (0xA00000288F); c1..c6 six warp completions
 * issue warps 2..7 (start 3 .. 7, then valid <- 0 with start == end = 7: W1); c7 a completion
 * with the buffer invalid (nothing to issue) and, in the same cycle, the dispatcher's partial TB6
 * {6, 6, 1, 7} (0xC00000304F); c8 the next completion issues TB6's warp 1; c9 idle. */
WT_SCEN_INPUT(wm_workload_buf, wm1_seq_in) {
  if (cyc == 0u) {
    load(in, 5u, 5u, 2u, 7u);
  } else if (cyc <= 6u || cyc == 8u) {
    in->iss = true;
  } else if (cyc == 7u) {
    in->iss = true;
    load(in, 6u, 6u, 1u, 7u);
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// end31_st: end_wid at its 5-bit maximum (SPEC 2.5 WM-4, W1)
////////////////////////////////////////////////////////////////////////////////

/* c0 load ST's remainder {P=1, L=1, start=16, end=31} (0x2000000C3F: W = MAXW = 32, n_issue =
 * 16); c1..c16 sixteen completions issue warps 16..31; at the 16th start == end = 31, so valid
 * <- 0 and start stays 31 (no increment past the 5-bit maximum); c17, c18 completions with the
 * buffer invalid issue nothing; c19 idle. */
#define END31_CYCLES 20u
WT_SCEN_INPUT(wm_workload_buf, end31_st_in) {
  if (cyc == 0u) {
    load(in, 1u, 1u, WT_MAXW / 2u, WT_MAXW - 1u);
  } else if (cyc <= 18u) {
    in->iss = true;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// ld_drop: loads while the buffer is valid are dropped (wm_workload_buf.h phase 2)
////////////////////////////////////////////////////////////////////////////////

/* c0 load WM-3's remainder {2, 2, 4, 5} (0x400000110B); c1 a second load {7, 123, 1, 3} while
 * valid: dropped, ld_drop; c2 a completion and a load: warp 4 issues (start 5), the load is
 * dropped; c3 a completion and WM-5's load {2, 2, 12, 15}: warp 5 issues with start == end, so
 * valid <- 0, but the load is still dropped (the buffer was valid at the start of the cycle);
 * c4 the same load again, now taken (0x400000131F); c5 idle. */
WT_SCEN_INPUT(wm_workload_buf, ld_drop_in) {
  switch (cyc) {
    case 0: load(in, 2u, 2u, 4u, 5u); break;
    case 1: load(in, 7u, 123u, 1u, 3u); break;
    case 2:
      in->iss = true;
      load(in, 7u, 123u, 1u, 3u);
      break;
    case 3:
      in->iss = true;
      load(in, 2u, 2u, 12u, 15u);
      break;
    case 4: load(in, 2u, 2u, 12u, 15u); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// ltb_ones: every field at its maximum, and a one-warp remainder
////////////////////////////////////////////////////////////////////////////////

/* c0 load {P = TB_SLOTS - 1 = 7, L = 2^LTBW - 1 (all ones), start = MAXW - 2 = 30, end = MAXW - 1
 * = 31}: the word is all ones but bit 6 (0xFFFFFFFFBF); c1 issue warp 30 of L all ones (start 31:
 * the word is all 40 bits set, 0xFFFFFFFFFF); c2 issue warp 31, valid <- 0 (0xFFFFFFFFFE); c3 load
 * {0, 0, 1, 1}: one unissued warp (0x0000000043); c4 issue warp 1, valid <- 0 (0x42): a buffer
 * loaded with start == end issues exactly one warp (W1); c5 idle. */
WT_SCEN_INPUT(wm_workload_buf, ltb_ones_in) {
  switch (cyc) {
    case 0: load(in, WT_TB_SLOTS - 1u, WT_MASK32(WT_LTBW), WT_MAXW - 2u, WT_MAXW - 1u); break;
    case 1:
    case 2:
    case 4: in->iss = true; break;
    case 3: load(in, 0u, 0u, 1u, 1u); break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"wm1_seq",
     "SPEC 2.5 WM-1 (D2 §4): load {5,5,2,7} = 0xA00000288F, six completions issue warps 2..7 "
     "(start 3..7, then valid <- 0, W1), then TB6's load {6,6,1,7} = 0xC00000304F",
     10u, wm1_seq_in},
    {"end31_st",
     "SPEC 2.5 WM-4 (ST) and 2.3 W1: load {1,1,16,31} = 0x2000000C3F, sixteen issues (warps "
     "16..31), equality tested before the increment, so end_wid = 31 drains without wrapping",
     END31_CYCLES, end31_st_in},
    {"ld_drop",
     "wm_workload_buf.h phase 2 (SPEC 2.2: at most one partial TB per SM): loads into a valid "
     "buffer are dropped with ld_drop, also in the cycle whose issue empties it",
     6u, ld_drop_in},
    {"ltb_ones",
     "SPEC 2.3 field limits: P_TBId 7, L_TBId 2^26 - 1 (all ones), end_wid 31 give the all-ones "
     "40-bit word; a load with start == end issues exactly one warp (W1)",
     6u, ltb_ones_in},
};

const wt_scenarios_t wm_workload_buf_scenarios = {scen, sizeof scen / sizeof scen[0]};
