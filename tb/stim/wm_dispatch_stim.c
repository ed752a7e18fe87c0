/* tb/stim/wm_dispatch_stim.c: legal random stimulus for wm_dispatch.
 *
 * The block stands alone here, so the stimulus plays the workload buffer. Launches and completions
 * are drawn as for wm_sm (tb/stim/wm_stim_kernel.h). The buffer's valid bit is driven only
 * together with a completion, naming the completing slot or another busy slot with fewer than W
 * live warps: the buffer then issues one warp into the resources just released, so every counter
 * stays in range and no slot is left busy without a live warp (wm_dispatch_check holds). Without
 * a completion the valid bit is 0, so the dispatcher runs whenever the launch sequence does.
 * Under TB-level management (WARP_LVL = 0) the buffer is never valid.
 */
#include "wm_dispatch.h"
#include "wm_stim_kernel.h"
#include "wt_stim.h"

static void random_in(wt_rng_t *rng, unsigned phase, const wm_dispatch_state_t *s, wm_dispatch_in_t *in) {
  static const uint32_t done_pct[4] = {30, 60, 90, 10};
  in->spatial_en = phase != 3u || wt_rng_chance(rng, 1, 64);
  const bool idle = s->tb_busy == 0u && s->tbs_left == 0u;
  if (idle && wt_rng_chance(rng, 1, 3)) {
    in->launch = true;
    wm_stim_kernel(rng, phase, &in->k_w, &in->k_rw, &in->k_stb, &in->k_l0, &in->k_ntbs);
    return;
  }
  const int p = wm_stim_live_slot(rng, s);
  if (p < 0 || !wt_rng_chance(rng, done_pct[phase], 100)) {
    in->wb_p = (uint32_t)wt_rng_bits(rng, WT_PTBW); /* junk under valid = 0 */
    return;
  }
  in->done = true;
  in->done_p = (uint32_t)p;
  if (WT_WARP_LVL && wt_rng_chance(rng, 1, 3)) {
    /* A buffered warp of the completing TB, or of another busy TB with room. */
    unsigned cand[WT_TB_SLOTS], nc = 0;
    for (unsigned q = 0; q < WT_TB_SLOTS; q++) {
      if (q == (unsigned)p || (s->live[q] != 0u && s->live[q] < s->k_w)) {
        cand[nc++] = q;
      }
    }
    in->wb_valid = true;
    in->wb_p = cand[wt_rng_below(rng, nc)];
  }
}

WT_STIM(wm_dispatch);
