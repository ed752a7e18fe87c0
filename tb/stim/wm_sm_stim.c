/* tb/stim/wm_sm_stim.c: legal random stimulus for wm_sm.
 *
 * Legal means: a launch only while the SM is idle (a random kernel, sometimes one the launch
 * check refuses: tb/stim/wm_stim_kernel.h); a warp completion only in a TB slot with a live warp,
 * the slot drawn at random among them (warps finish in random order across and within TBs).
 * Completions come with a probability set by the bias phase, so runs see SMs that fill up and
 * stall, drain, and relaunch. `spatial_en` ('temp+spatial' vs 'temp') changes rarely, as the SM
 * dueling would set it once per interval.
 */
#include "wm_sm.h"
#include "wm_stim_kernel.h"
#include "wt_stim.h"

static void random_in(wt_rng_t *rng, unsigned phase, const wm_sm_state_t *s, wm_sm_in_t *in) {
  static const uint32_t done_pct[4] = {30, 60, 90, 10};
  in->spatial_en = phase != 3u || wt_rng_chance(rng, 1, 64);
  const bool idle = s->dsp.tb_busy == 0u && s->dsp.tbs_left == 0u;
  if (idle && wt_rng_chance(rng, 1, 3)) {
    in->launch = true;
    wm_stim_kernel(rng, phase, &in->k_w, &in->k_rw, &in->k_stb, &in->k_l0, &in->k_ntbs);
    return;
  }
  const int p = wm_stim_live_slot(rng, &s->dsp);
  if (p >= 0 && wt_rng_chance(rng, done_pct[phase], 100)) {
    in->done = true;
    in->done_p = (uint32_t)p;
  } else if (wt_rng_chance(rng, 1, 8)) {
    in->done_p = (uint32_t)wt_rng_bits(rng, WT_PTBW); /* idle port with junk */
  }
}

WT_STIM(wm_sm);
