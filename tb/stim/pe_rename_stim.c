/* tb/stim/pe_rename_stim.c: legal random stimulus for pe_rename.
 *
 * Legal streams (SPEC 3.4, 3.7, 3.8): warp ids below WARPS, written rename indices below RREGS,
 * reads of any register including none (NAREG). The pipeline renames through P-RT while the warp is
 * in P-mode and through N-RT otherwise; the tables themselves accept any mix, so every port is
 * driven independently: N and P reads every cycle, N and P writes (wr or clr), copies and warp
 * exits at random.
 * A write to "none" (ignored by design) comes rarely.
 *
 * The phase biases the streams so that reads, copies and writes meet: phase 0 uses 2 warps and 4
 * registers (dense reuse, copies over written tables, P writes on the warp being copied), phase 1
 * 4 registers of every warp, phase 2 every warp and register with many copies, phase 3 every warp
 * and register with writes only (the tables fill up).
 */
#include "pe_rename.h"
#include "wt_stim.h"

static uint32_t pick_warp(wt_rng_t *rng, unsigned phase) {
  const uint32_t n = phase == 0u && WT_WARPS > 2u ? 2u : (uint32_t)WT_WARPS;
  return wt_rng_below(rng, n);
}

/* A register: none with probability none_pct %, else below 4 in phases 0 and 1 (4 < NAREG in every
 * configuration: AREGW >= 3), else any of r0..r(NAREG-1). */
static uint32_t pick_reg(wt_rng_t *rng, unsigned phase, uint32_t none_pct) {
  if (wt_rng_chance(rng, none_pct, 100u)) {
    return WT_NAREG;
  }
  return wt_rng_below(rng, phase <= 1u ? 4u : (uint32_t)WT_NAREG);
}

static void random_in(wt_rng_t *rng, unsigned phase, pe_rename_in_t *in) {
  static const uint32_t cp_pct[4] = {10, 5, 20, 0};
  static const uint32_t wr_pct[4] = {60, 60, 40, 90};
  static const uint32_t set_pct[4] = {75, 60, 70, 90};
  in->nrd_wid = pick_warp(rng, phase);
  in->prd_wid = pick_warp(rng, phase);
  for (unsigned k = 0; k < PE_RENAME_RD; k++) {
    in->nrd_reg[k] = pick_reg(rng, phase, 15u);
    in->prd_reg[k] = pick_reg(rng, phase, 15u);
  }
  in->cp_v = wt_rng_chance(rng, cp_pct[phase], 100u);
  in->cp_wid = pick_warp(rng, phase);
  in->nwr_v = wt_rng_chance(rng, wr_pct[phase], 100u);
  in->nwr_wid = pick_warp(rng, phase);
  in->nwr_reg = pick_reg(rng, phase, 3u);
  in->nwr_set = wt_rng_chance(rng, set_pct[phase], 100u);
  in->nwr_phy = wt_rng_below(rng, WT_RREGS);
  in->pwr_v = wt_rng_chance(rng, wr_pct[phase], 100u);
  /* A P write often targets the warp being copied (the first pre-executed instruction of an
   * episode can rename in the step of the copy). */
  in->pwr_wid = in->cp_v && wt_rng_chance(rng, 1u, 2u) ? in->cp_wid : pick_warp(rng, phase);
  in->pwr_reg = pick_reg(rng, phase, 3u);
  in->pwr_set = wt_rng_chance(rng, set_pct[phase], 100u);
  in->pwr_phy = wt_rng_below(rng, WT_RREGS);
  /* A warp exits now and then (its N-RT is released and cleared); often the warp being written
   * or copied in the same step. */
  static const uint32_t xit_pct[4] = {4, 2, 3, 1};
  in->xit_v = wt_rng_chance(rng, xit_pct[phase], 100u);
  in->xit_wid = wt_rng_chance(rng, 1u, 3u) ? in->nwr_wid : pick_warp(rng, phase);
}

WT_STIM_NO_STATE(pe_rename);
