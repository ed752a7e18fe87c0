/* tb/stim/dwf_update_regs_stim.c: legal random stimulus for dwf_update_regs.
 *
 * An incoming warp is what writeback hands the scheduler: each valid lane l holds a thread whose
 * home lane is l. Threads come from random static warps w < THREADS/NL (tid = w*NL + (l XOR
 * swz(w)), SPEC 1.1), mostly one warp per cycle, sometimes mixed (DWF warps mix static warps);
 * about one lane in 40 gets a random TID instead, to exercise `lane_err`. Next PCs come from a
 * small per-cycle target set of 1, 2, 3 or 4 PCs drawn from a few fixed PCs, so the load rule
 * meets 1 and 2 groups and the ">2 targets" case. Lanes outside in_valid carry junk or zeros.
 * A drain is the scheduler accepting a valid WUR (rarely a drain of an empty one, which is a
 * no-op). The bias phase decides how often WURs drain: 0 drains almost always (loads every
 * cycle), 1 rarely (the registers stay full and presented warps wait), 2 and 3 mix.
 */
#include "dwf_update_regs.h"
#include "wt_stim.h"

/* Static warps of the configuration (at least 1). */
#define NWARPS (WT_THREADS / WT_NL > 0 ? WT_THREADS / WT_NL : 1)

/* The thread of static warp `w` whose home lane is `l` (SPEC 1.1 inverted). */
static uint32_t tid_of(uint32_t w, uint32_t l) {
  return wt_trunc32(w * WT_NL + (l ^ (WT_SWZ ? (w & 1u) : 0u)), WT_TIDW);
}

/* A few fixed PCs: near neighbours, a far one and the all-ones PC. */
static uint32_t fixed_pc(uint32_t i) {
  static const uint32_t pcs[6] = {0x10u, 0x11u, 0x2u, 0x400u, 0x7u, 0xFFFFFFFFu};
  return wt_trunc32(pcs[i % 6u], WT_PCW);
}

static void random_in(wt_rng_t *rng, unsigned phase, const dwf_update_regs_state_t *s,
                      dwf_update_regs_in_t *in) {
  static const uint32_t drain_pct[4] = {90, 8, 50, 70};
  static const uint32_t present_pct[4] = {85, 90, 60, 75};
  /* Phase 1 (drain): the scheduler accepts a valid WUR with the phase's probability. */
  in->drain0 = s->req[0] != 0u ? wt_rng_chance(rng, drain_pct[phase], 100) : wt_rng_chance(rng, 1, 16);
  in->drain1 = s->req[1] != 0u ? wt_rng_chance(rng, drain_pct[phase], 100) : wt_rng_chance(rng, 1, 16);
  /* Phase 2 (load): the incoming warp. */
  if (!wt_rng_chance(rng, present_pct[phase], 100)) {
    if (wt_rng_chance(rng, 1, 4)) { /* idle lanes with junk data */
      for (unsigned l = 0; l < WT_NL; l++) {
        in->in_tid[l] = (uint32_t)wt_rng_bits(rng, WT_TIDW);
        in->in_npc[l] = (uint32_t)wt_rng_bits(rng, WT_PCW);
      }
    }
    return;
  }
  uint32_t valid = wt_rng_chance(rng, 1, 3) ? WT_MASK32(WT_NL) : (uint32_t)wt_rng_bits(rng, WT_NL);
  in->in_valid = valid;
  /* Targets: 1 (40%), 2 (35%), 3 (15%) or 4 (10%) PCs, from the fixed PCs or random. */
  uint32_t r = wt_rng_below(rng, 100), nt = r < 40 ? 1u : r < 75 ? 2u : r < 90 ? 3u : 4u;
  uint32_t tgt[4];
  for (unsigned i = 0; i < nt; i++) {
    tgt[i] = wt_rng_chance(rng, 7, 8) ? fixed_pc(wt_rng_below(rng, 6)) : (uint32_t)wt_rng_bits(rng, WT_PCW);
  }
  const uint32_t w = wt_rng_below(rng, NWARPS);
  const bool mixed = wt_rng_chance(rng, 1, 4);
  const bool junk = wt_rng_chance(rng, 1, 2);
  for (unsigned l = 0; l < WT_NL; l++) {
    if (!((valid >> l) & 1u)) {
      in->in_tid[l] = junk ? (uint32_t)wt_rng_bits(rng, WT_TIDW) : 0u;
      in->in_npc[l] = junk ? (uint32_t)wt_rng_bits(rng, WT_PCW) : 0u;
      continue;
    }
    if (wt_rng_chance(rng, 1, 40)) {
      in->in_tid[l] = (uint32_t)wt_rng_bits(rng, WT_TIDW); /* maybe a wrong home lane */
    } else {
      in->in_tid[l] = tid_of(mixed ? wt_rng_below(rng, NWARPS) : w, l);
    }
    in->in_npc[l] = tgt[wt_rng_below(rng, nt)];
  }
}

WT_STIM(dwf_update_regs);
