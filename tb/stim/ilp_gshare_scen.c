/* tb/stim/ilp_gshare_scen.c: directed scenarios of ilp_gshare (SPEC 4.2; D0 §4.4.3).
 *
 * Each scenario starts from the reset state (every counter 00 = weakly not-taken, every GHR 0)
 * and is a pure function of the cycle number: the pipeline's side is written out by hand, a
 * resolve carrying the index and the prediction its branch got (the values the unit test expects
 * on p_idx and p_gs), one unresolved branch per warp. The expected values are SPEC's rules worked
 * by hand and live in tb/unit/test_ilp_gshare.c. Values are masked to their ports, so each
 * scenario is legal in every configuration; the numbers in the comments are the baseline's
 * (512 counters: 9-bit index and history; 32 warps).
 */
#include <stddef.h>

#include "ilp_gshare.h"
#include "wt_stim.h"

#define PCM WT_MASK32(WT_PCW)
#define IDXM WT_MASK32(WT_GSIW)

static void predict(ilp_gshare_in_t *in, uint32_t w, uint32_t pc, uint32_t tgt) {
  in->pv = true;
  in->pw = w & WT_MASK32(WT_ILPWW);
  in->ppc = pc & PCM;
  in->ptgt = tgt & PCM;
}

static void resolve(ilp_gshare_in_t *in, uint32_t w, uint32_t idx, bool pred, bool taken, bool div) {
  in->uv = true;
  in->uw = w & WT_MASK32(WT_ILPWW);
  in->uidx = idx & IDXM;
  in->upred = pred;
  in->utaken = taken;
  in->udiv = div;
}

////////////////////////////////////////////////////////////////////////////////
// loop_train: a loop branch trained from reset
////////////////////////////////////////////////////////////////////////////////

/* Warp 0 runs a loop whose branch at PC 0x040 jumps back to 0x030 (static: taken): iteration
 * k = 0..12 is predicted at cycle 2k and resolved (non-divergent) at 2k + 1, taken for k < 12,
 * not taken at k = 12 (the loop exits). Before iteration k the history holds k taken outcomes,
 * GHR = 2^min(k, 9) - 1, so iterations 0..9 each read a fresh counter 0x040 ^ GHR (00: predicted
 * not taken, a misprediction that makes it 10) and the history saturates at 0x1FF: iterations 10
 * and 11 read counter 0x1BF again (10, then 11: predicted taken) and the exit mispredicts (11 ->
 * 10). Cycle 26: warp 1, history 0, predicts the same branch from counter 0x040, which warp 0
 * trained at iteration 0 (shared by every warp). */
#define LOOP_PC 0x040u
#define LOOP_TGT 0x030u
#define LOOP_ITERS 13u
WT_SCEN_INPUT(ilp_gshare, loop_train_in) {
  const unsigned k = cyc / 2u;
  if (k < LOOP_ITERS) {
    const unsigned h = k < WT_GSIW ? k : WT_GSIW; /* taken outcomes in the history */
    const uint32_t ghr = WT_MASK32(h);
    if (cyc % 2u == 0u) {
      predict(in, 0u, LOOP_PC, LOOP_TGT);
    } else {
      resolve(in, 0u, LOOP_PC ^ ghr, k > WT_GSIW, k + 1u < LOOP_ITERS, false);
    }
  } else if (cyc == 2u * LOOP_ITERS) {
    predict(in, 1u, LOOP_PC, LOOP_TGT);
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// div_share: divergent branches, shared counters, the static rule, the phase order
////////////////////////////////////////////////////////////////////////////////

/* Warps 3, 5 and 7 at the forward branch PC 0x100 (history 0 reads counter 0x100):
 *  c0  w3 predicts (target 0x180, forward): idx 0x100, gshare 0, static 0.
 *  c1  w3 resolves taken, not divergent: mispredicted (u_mis); counter 0x100 00 -> 10, GHR[3] 1.
 *      Same step, w5 predicts PC 0x100 (target 0x080, backward: static 1): it reads counter 0x100
 *      as it was at the start of the step, 00: gshare 0 (predict before resolve).
 *  c2  w3 predicts again (target 0x180): idx 0x100 ^ 1 = 0x101, gshare 0.
 *  c3  w3 resolves divergent (some threads taken), predicted 0: no misprediction; counter 0x101
 *      moves toward the prediction, 00 -> 01 (strongly not taken), GHR[3] records 0: 2.
 *  c4  w5 resolves taken, not divergent, predicted 0: u_mis; counter 0x100 10 -> 11, GHR[5] 1.
 *  c5  w7 predicts PC 0x100 with target 0x100 (itself: static 0): counter 0x100 = 11, trained by
 *      warps 3 and 5: gshare 1.
 *  c6  w7 resolves divergent, predicted 1, utaken 0: counter 0x100 stays 11 (saturated toward
 *      the prediction), GHR[7] records the prediction: 1. No misprediction.
 *  c7  w3 predicts PC 0x100, target 0x0FF (backward by one: static 1): idx 0x100 ^ 2 = 0x102,
 *      gshare 0.
 *  c8  w3 resolves not taken, not divergent, predicted 0: correct; counter 0x102 00 -> 01, GHR[3]
 *      4.
 *  c9  w3 predicts PC 0x104 (target 0x200, forward): idx 0x104 ^ 4 = 0x100, aliasing the other
 *      branch's counter: 11, gshare 1.
 *  c10 w3 resolves not taken, predicted 1: u_mis; counter 0x100 11 -> 10, GHR[3] 8.
 *  c11 idle. */
WT_SCEN_INPUT(ilp_gshare, div_share_in) {
  switch (cyc) {
    case 0: predict(in, 3u, 0x100u, 0x180u); break;
    case 1:
      resolve(in, 3u, 0x100u, false, true, false);
      predict(in, 5u, 0x100u, 0x080u);
      break;
    case 2: predict(in, 3u, 0x100u, 0x180u); break;
    case 3: resolve(in, 3u, 0x101u, false, true, true); break;
    case 4: resolve(in, 5u, 0x100u, false, true, false); break;
    case 5: predict(in, 7u, 0x100u, 0x100u); break;
    case 6: resolve(in, 7u, 0x100u, true, false, true); break;
    case 7: predict(in, 3u, 0x100u, 0x0FFu); break;
    case 8: resolve(in, 3u, 0x102u, false, false, false); break;
    case 9: predict(in, 3u, 0x104u, 0x200u); break;
    case 10: resolve(in, 3u, 0x100u, true, false, false); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// ctr_walk: one counter through all four states
////////////////////////////////////////////////////////////////////////////////

/* Warp 2 resolves branches at counter 0x055 (no predictions), non-divergent, with these outcomes
 * (1 = taken) and the prediction each would have read: T T T N N N N T T. The counter goes 00 ->
 * 10 -> 11 -> 11 -> 10 -> 00 -> 01 -> 01 -> 00 -> 10 (saturating at both ends) and GHR[2] records
 * every outcome: 1, 3, 7, 0xE, 0x1C, 0x38, 0x70, 0xE1, 0x1C3. Cycle 9 is idle. */
static const bool walk_taken[9] = {true, true, true, false, false, false, false, true, true};
static const bool walk_pred[9] = {false, true, true, true, true, false, false, false, false};
WT_SCEN_INPUT(ilp_gshare, ctr_walk_in) {
  if (cyc < 9u) {
    resolve(in, 2u, 0x055u, walk_pred[cyc], walk_taken[cyc], false);
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"loop_train",
     "SPEC 4.2: a loop branch (PC 0x040 -> 0x030) of warp 0 trained from reset: 10 fresh counters "
     "while the history fills, then counter 0x1BF 10 -> 11, the exit mispredicts; warp 1 shares "
     "counter 0x040; static predicts the backward branch taken",
     2u * LOOP_ITERS + 2u, loop_train_in},
    {"div_share",
     "SPEC 4.2 [RES]: divergent branches move the counter toward the prediction and record it in "
     "the GHR; counters shared by warps 3, 5, 7; predict before resolve in one step; static on "
     "backward, forward and self targets; u_mis on non-divergent mispredictions",
     12u, div_share_in},
    {"ctr_walk",
     "SPEC 4.2: one 2-bit counter through all four states ({dir, strong}: 00 -> 10 -> 11 -> 11 -> "
     "10 -> 00 -> 01 -> 01 -> 00 -> 10), the GHR recording every outcome",
     10u, ctr_walk_in},
};

const wt_scenarios_t ilp_gshare_scenarios = {scen, sizeof scen / sizeof scen[0]};
