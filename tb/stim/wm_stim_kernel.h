/* tb/stim/wm_stim_kernel.h: random legal WarpMan kernels and completions, shared by the random
 * stimulus of wm_dispatch and wm_sm (one definition of what a legal kernel and a legal warp
 * completion are).
 *
 * A kernel: W warps per TB (1..min(MAXW, SCHED)), R_w registers per warp with W*R_w <= REGS, S_TB
 * bytes of shared memory <= SMEM, a first logical TB id and a TB count. Shapes are drawn so that
 * every limit binds somewhere: phase 0 draws the D2 Table 2 shapes scaled to the configuration
 * (register-limited with a fragment), phase 1 big TBs (few fit; scheduler-limited), phase 2 many
 * small TBs (TB slots and shared memory bind), phase 3 anything. One kernel in 16 starts its ids
 * within a few TBs of 2^LTBW, so the W2 wrap and overflow flag are reached; one in 16 is illegal
 * (the launch must be refused), one in 32 has no TB at all.
 */
#ifndef WM_STIM_KERNEL_H
#define WM_STIM_KERNEL_H

#include <stdint.h>

#include "wm_dispatch.h"
#include "wt_stim.h"

static inline uint32_t wm_stim_min(uint32_t a, uint32_t b) { return a < b ? a : b; }

/** Fills the launch descriptor of a random kernel for bias `phase`. */
static inline void wm_stim_kernel(wt_rng_t *rng, unsigned phase, uint32_t *w, uint32_t *rw, uint32_t *stb,
                                  uint32_t *l0, uint32_t *ntbs) {
  const uint32_t wmax = wm_stim_min(WT_MAXW, WT_SCHED);
  uint32_t kw, tbs_fit;
  switch (phase) {
    case 0: /* a TB takes 1/2..1/8 of the registers, with a remainder */
      kw = 1u + wt_rng_below(rng, wm_stim_min(wmax, 16u));
      tbs_fit = 2u + wt_rng_below(rng, 7u);
      break;
    case 1: /* big TBs: one or two fit */
      kw = wmax / 2u + 1u + wt_rng_below(rng, wmax - wmax / 2u);
      tbs_fit = 1u + wt_rng_below(rng, 2u);
      break;
    case 2: /* small TBs: slots and shared memory bind */
      kw = 1u + wt_rng_below(rng, wm_stim_min(wmax, 4u));
      tbs_fit = 8u + wt_rng_below(rng, 24u);
      break;
    default:
      kw = 1u + wt_rng_below(rng, wmax);
      tbs_fit = 1u + wt_rng_below(rng, 16u);
      break;
  }
  /* R_w so that about tbs_fit TBs fit in the register file, plus or minus a little. */
  uint32_t r = WT_REGS / (kw * tbs_fit);
  r = r + wt_rng_below(rng, r / 4u + 1u);
  if (r < 1u) {
    r = 1u;
  }
  if (kw * r > WT_REGS) {
    r = WT_REGS / kw;
  }
  *w = kw;
  *rw = r;
  *stb = WT_SMEM == 0u ? 0u : wt_rng_below(rng, WT_SMEM / (phase == 2u ? 2u : 6u) + 1u);
  *ntbs = wt_rng_chance(rng, 1, 32) ? 0u : 1u + wt_rng_below(rng, 40u);
  if (wt_rng_chance(rng, 1, 16)) { /* ids near the top of LTBW bits (W2) */
    const uint32_t top = (uint32_t)WT_MASK32(WT_LTBW);
    *l0 = top - wm_stim_min(top, wt_rng_below(rng, 8u));
  } else {
    *l0 = (uint32_t)wt_rng_bits(rng, WT_LTBW);
  }
  if (wt_rng_chance(rng, 1, 16)) { /* illegal: refused by the launch check */
    switch (wt_rng_below(rng, 3u)) {
      case 0: *w = 0; break;
      case 1: *rw = 0; break;
      default: *rw = WT_REGS / kw + 1u; break;
    }
    if (*rw > WT_MASK32(WT_REGW)) {
      *rw = WT_MASK32(WT_REGW);
    }
  }
}

/** A random TB slot with a live warp (the only slots a warp can complete in), or -1 if none. */
static inline int wm_stim_live_slot(wt_rng_t *rng, const wm_dispatch_state_t *d) {
  unsigned cand[WT_TB_SLOTS], nc = 0;
  for (unsigned p = 0; p < WT_TB_SLOTS; p++) {
    if (d->live[p] != 0u) {
      cand[nc++] = p;
    }
  }
  return nc == 0u ? -1 : (int)cand[wt_rng_below(rng, nc)];
}

#endif
