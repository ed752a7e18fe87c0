/* tb/stim/dwf_sched_stim.c: legal random stimulus for the composed DWF scheduler.
 *
 * Legal means what a shader core's writeback can present (SPEC 1.2): lane l carries a thread
 * whose home lane is l (SPEC 1.1), and a thread is never presented while it is still inside the
 * scheduler (in a warp update register or a warp-pool entry), so every PC group's CNT stays within
 * THREADS. The next PCs come from a small per-run set (so warps merge, split on lane conflicts and
 * meet in the heap), sometimes with three or more targets in one warp (the >2-target stall).
 *
 * Not modelled here: re-presenting the lanes a load left behind (the stimulus sees the state, not
 * its previous input), and the threads' real control flow. The closed-loop traffic generator
 * (experiments/dwf/dwf_traffic.c) does both; this stimulus is for lock-step coverage of the hardware.
 * The bias phase sets the arrival rate and the PC spread: 0 sparse, 1 flooding with thin warps
 * over 200 PCs (pool-, heap- and MHeap-LUT-set-full stalls, deep heap sifts), 2 and 3 balanced
 * with few (2) or many (24) distinct PCs.
 * The reconvergence bit of a lane (in_rcv, read by DPdPri) is a static property of its next PC,
 * as a set of ipdoms is: here every PC whose (PC / 3) mod 4 is 0, a quarter of the run's PCs. It
 * draws nothing from the generator, so the other inputs are what they were before the bit.
 */
#include "dwf_sched.h"
#include "wt_stim.h"

#define TID_NONE DWF_WARP_POOL_TID_NONE /* the pool's empty-slot sentinel */
#define WARPS (WT_THREADS / WT_NL)      /* static warps whose every lane is a real thread */

static void random_in(wt_rng_t *rng, unsigned phase, const dwf_sched_state_t *s, dwf_sched_in_t *in) {
  static const uint32_t rate_pct[4] = {15, 95, 60, 60};
  static const uint32_t npcs[4] = {4, 200, 2, 24};
  if (!wt_rng_chance(rng, rate_pct[phase], 100)) {
    return;
  }
  /* Threads inside the scheduler now. */
  bool inside[1u << WT_TIDW] = {false};
  for (unsigned e = 0; e < WT_POOL; e++) {
    for (unsigned l = 0; l < WT_NL; l++) {
      inside[s->pool.tid[e][l]] = true;
    }
  }
  for (unsigned k = 0; k < 2; k++) {
    for (unsigned l = 0; l < WT_NL; l++) {
      if ((s->wur.req[k] >> l) & 1u) {
        inside[s->wur.tid[k][l]] = true;
      }
    }
  }
  /* Up to 3 distinct next PCs in most warps, sometimes more. */
  const unsigned targets = wt_rng_chance(rng, 1, 8) ? 3u + wt_rng_below(rng, 3) : 1u + wt_rng_below(rng, 2);
  uint32_t pcs[5];
  for (unsigned i = 0; i < targets; i++) {
    pcs[i] = 0x100u + wt_rng_below(rng, npcs[phase]) * 3u; /* spread over both LUTs' sets */
  }
  /* Lanes present: 1/4 .. 4/4 of them; flooding uses thin warps (more warps per thread). */
  const uint32_t density = phase == 1 ? 1u : 1u + wt_rng_below(rng, 4);
  for (unsigned l = 0; l < WT_NL; l++) {
    if (!wt_rng_chance(rng, density, 4)) {
      continue;
    }
    /* A thread of some static warp whose home lane is l and that is not inside. */
    uint32_t w0 = wt_rng_below(rng, WARPS);
    for (uint32_t i = 0; i < WARPS; i++) {
      uint32_t w = (w0 + i) % WARPS;
      uint32_t tid = w * WT_NL + (l ^ (WT_SWZ ? (w & 1u) : 0u));
      if (!inside[tid]) {
        in->in_valid |= 1u << l;
        in->in_tid[l] = tid;
        in->in_npc[l] = pcs[wt_rng_below(rng, targets)] & (uint32_t)((1ull << WT_PCW) - 1u);
        in->in_rcv |= (uint32_t)((in->in_npc[l] / 3u) % 4u == 0u) << l;
        break;
      }
    }
  }
}

WT_STIM(dwf_sched);
