/* tb/stim/pe_scoreboard_stim.c: legal random stimulus for pe_scoreboard.
 *
 * The mode controller is not in this block, so the stimulus reads the warp's mode off the
 * scoreboard itself: warp w is taken to be in P-mode while some register is N.pend & N.ll (a
 * long-latency load is outstanding) and also P.ll (the P copy was made while it was): that is
 * the state a copy_n2p at an LL trigger leaves, and the last LL writeback ends it (SPEC 3.3 exit).
 * Per warp the streams are then legal:
 *  - N issue only while the warp is in N-mode, to a register that is not pending (the WAW check),
 *    LL with probability 1/4 (a global load);
 *  - N writebacks only for a pending register, with its own LL flag, pm = the warp's mode;
 *  - P writebacks only for a P.pend register; pm = 1 in P-mode (1 in 8 stale, pm = 0), pm = 0
 *    after the exit (late writebacks of a finished episode);
 *  - a copy only for a warp in N-mode with an LL load outstanding, together with the N check of
 *    a consumer of that register (the trigger, SPEC 3.3);
 *  - P updates only for a warp in P-mode (or copied in this step): p_issue to a register not
 *    P-pending, else p_skip / p_preload;
 *  - checks of any warp and any registers.
 * Registers come mostly from r0..r7 (collisions), sometimes from all of r0..r(NAREG-1), and 1 in
 * 32 is "none". Warps come from a phase-dependent working set (phase 0: warps 0..3, 1: all, 2:
 * warp 0, 3: warps 0 and WARPS-1). One writeback in 16 on port 1 repeats port 0's warp and
 * register (the two-writebacks-to-one-register corner).
 */
#include "pe_scoreboard.h"
#include "wt_stim.h"

typedef pe_scoreboard_state_t st_t;
typedef pe_scoreboard_in_t in_t;

static bool in_p_mode(const st_t *s, uint32_t w) {
  for (uint32_t r = 0; r < WT_NAREG; r++) {
    if (s->n_pend[w][r] && s->n_ll[w][r] && s->p_ll[w][r]) {
      return true;
    }
  }
  return false;
}

static uint32_t pick_warp(wt_rng_t *rng, unsigned phase) {
  switch (phase) {
    case 0: return wt_rng_below(rng, WT_WARPS < 4 ? WT_WARPS : 4);
    case 2: return 0u;
    case 3: return wt_rng_chance(rng, 1, 2) ? 0u : WT_WARPS - 1u;
    default: return wt_rng_below(rng, WT_WARPS);
  }
}

static uint32_t pick_reg(wt_rng_t *rng) {
  if (wt_rng_chance(rng, 1, 32)) {
    return WT_NAREG; /* none */
  }
  if (wt_rng_chance(rng, 1, 8)) {
    return wt_rng_below(rng, WT_NAREG);
  }
  return wt_rng_below(rng, WT_NAREG < 8 ? WT_NAREG : 8);
}

/* A random register r of warp w with v[w][r] set, else NAREG. */
static uint32_t pick_set(wt_rng_t *rng, const bool v[WT_NAREG]) {
  uint32_t idx[WT_NAREG];
  uint32_t n = 0;
  for (uint32_t r = 0; r < WT_NAREG; r++) {
    if (v[r]) {
      idx[n++] = r;
    }
  }
  return n == 0u ? WT_NAREG : idx[wt_rng_below(rng, n)];
}

/* A random register of warp w that is N.pend & N.ll, else NAREG. */
static uint32_t pick_ll(wt_rng_t *rng, const st_t *s, uint32_t w) {
  bool v[WT_NAREG];
  for (uint32_t r = 0; r < WT_NAREG; r++) {
    v[r] = s->n_pend[w][r] && s->n_ll[w][r];
  }
  return pick_set(rng, v);
}

/* One writeback for warp w into the fields of port k; false if the warp has nothing to write. */
static bool pick_wb(wt_rng_t *rng, const st_t *s, uint32_t w, bool *p, uint32_t *reg, bool *ll, bool *pm) {
  const bool mode = in_p_mode(s, w);
  const uint32_t nr = pick_set(rng, s->n_pend[w]);
  const uint32_t pr = pick_set(rng, s->p_pend[w]);
  if (nr != WT_NAREG && (pr == WT_NAREG || wt_rng_chance(rng, 1, 2))) {
    *p = false;
    *reg = nr;
    *ll = s->n_ll[w][nr];
    *pm = mode;
    return true;
  }
  if (pr != WT_NAREG) {
    *p = true;
    *reg = pr;
    *ll = wt_rng_chance(rng, 1, 4); /* not read by a p_wb */
    *pm = mode && !wt_rng_chance(rng, 1, 8);
    return true;
  }
  return false;
}

static void random_in(wt_rng_t *rng, unsigned phase, const st_t *s, in_t *in) {
  static const uint32_t wb_pct[4] = {60, 40, 50, 70};
  static const uint32_t is_pct[4] = {60, 70, 50, 40};
  /* Phase 1: writebacks. */
  for (unsigned k = 0; k < 2u; k++) {
    uint32_t w = pick_warp(rng, phase), reg = 0;
    bool p = false, ll = false, pm = false;
    bool v = wt_rng_chance(rng, wb_pct[phase], 100) && pick_wb(rng, s, w, &p, &reg, &ll, &pm);
    if (k == 1u && in->wb0_v && wt_rng_chance(rng, 1, 16)) {
      v = true; /* the same warp and register as port 0 (an N and a P wb, or the same twice) */
      w = in->wb0_wid;
      reg = in->wb0_reg;
      p = wt_rng_chance(rng, 1, 2) ? in->wb0_p : !in->wb0_p;
      ll = p ? false : s->n_ll[w][reg];
      pm = in_p_mode(s, w);
    }
    if (!v && wt_rng_chance(rng, 1, 8)) {
      /* Junk on an idle port. */
      w = (uint32_t)wt_rng_below(rng, WT_WARPS);
      reg = pick_reg(rng);
      p = wt_rng_chance(rng, 1, 2);
      ll = wt_rng_chance(rng, 1, 2);
      pm = wt_rng_chance(rng, 1, 2);
    }
    if (k == 0u) {
      in->wb0_v = v, in->wb0_wid = w, in->wb0_reg = reg, in->wb0_p = p, in->wb0_ll = ll;
      in->wb0_pm = pm;
    } else {
      in->wb1_v = v, in->wb1_wid = w, in->wb1_reg = reg, in->wb1_p = p, in->wb1_ll = ll;
      in->wb1_pm = pm;
    }
  }
  /* Phase 2 and the N check: a trigger (copy + the consumer's check), else a plain check. */
  const uint32_t cw = pick_warp(rng, phase);
  const uint32_t trig = pick_ll(rng, s, cw);
  in->nck_wid = cw;
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    in->nck_src[k] = wt_rng_chance(rng, 1, 3) ? pick_set(rng, s->n_pend[cw]) : pick_reg(rng);
  }
  in->nck_dst = pick_reg(rng);
  if (trig != WT_NAREG && !in_p_mode(s, cw) && wt_rng_chance(rng, 1, 3)) {
    in->cp_v = true;
    in->nck_src[wt_rng_below(rng, WT_PE_NSRC)] = trig;
  }
  in->cp_wid = in->cp_v ? cw : (uint32_t)wt_rng_bits(rng, WT_PE_WIDW) % WT_WARPS;
  /* P check. */
  const uint32_t pw = in->cp_v && wt_rng_chance(rng, 1, 2) ? cw : pick_warp(rng, phase);
  in->pck_wid = pw;
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    in->pck_src[k] = wt_rng_chance(rng, 1, 3) ? pick_set(rng, s->p_ll[pw]) : pick_reg(rng);
  }
  in->pck_dst = pick_reg(rng);
  /* Phase 4: N issue in N-mode, not to the warp triggering now, to a non-pending register. */
  const uint32_t iw = pick_warp(rng, phase);
  const uint32_t idst = pick_reg(rng);
  in->nis_wid = iw;
  in->nis_dst = idst;
  in->nis_ll = wt_rng_chance(rng, 1, 4);
  in->nis_v = wt_rng_chance(rng, is_pct[phase], 100) && !in_p_mode(s, iw) && !(in->cp_v && iw == cw) &&
              (idst == WT_NAREG || !s->n_pend[iw][idst]);
  /* P update in P-mode (or just copied). */
  const uint32_t uw = in->cp_v && wt_rng_chance(rng, 1, 2) ? cw : pick_warp(rng, phase);
  const uint32_t udst = pick_reg(rng);
  in->pup_wid = uw;
  in->pup_dst = udst;
  in->pup_op = (udst == WT_NAREG || !s->p_pend[uw][udst]) && wt_rng_chance(rng, 1, 2);
  in->pup_v = (in_p_mode(s, uw) || (in->cp_v && uw == cw)) && wt_rng_chance(rng, 3, 4);
}

WT_STIM(pe_scoreboard);
