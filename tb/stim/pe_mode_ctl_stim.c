/* tb/stim/pe_mode_ctl_stim.c: legal random stimulus for pe_mode_ctl.
 *
 * Legal means what the pipeline around the block sends (pe_mode_ctl.h):
 *  - an entry only for a warp in N-mode, with at least one source that is LL (N.pend & N.ll) and
 *    not none; the other sources are random registers (none included) with random LL bits only
 *    where the register is real;
 *  - N-mode writebacks of the trigger registers of P-mode warps, each port picking one at random
 *    in a step with a bias-dependent chance (so every trigger returns after a random delay);
 *    N-mode writebacks of random registers (none included) of random warps; P-mode writebacks of
 *    random warps carrying the warp's current tag or the stale one;
 *  - halts and flags only for warps in P-mode at the start of the step.
 * The bias phase steers towards many warps in P-mode (0: entries often, triggers return rarely),
 * few (1: the reverse) or a balance (2, 3). Idle ports carry junk. Warp ids are always < WARPS.
 */
#include "pe_mode_ctl.h"
#include "wt_stim.h"

#define NSRC WT_PE_NSRC

/* A random warp whose mode is `p`, or -1 if there is none. */
static int pick_warp(wt_rng_t *rng, const pe_mode_ctl_state_t *s, bool p) {
  unsigned n = 0;
  for (unsigned w = 0; w < WT_WARPS; w++) {
    n += s->mode[w] == p;
  }
  if (n == 0u) {
    return -1;
  }
  uint32_t k = wt_rng_below(rng, n);
  for (unsigned w = 0; w < WT_WARPS; w++) {
    if (s->mode[w] == p && k-- == 0u) {
      return (int)w;
    }
  }
  return -1;
}

/* A random register, none (all ones) one time in eight. */
static uint32_t any_reg(wt_rng_t *rng) {
  return wt_rng_chance(rng, 1, 8) ? WT_NAREG : wt_rng_below(rng, WT_NAREG);
}

/* One writeback port: a trigger register of a P-mode warp (pct_trig %), else an N-mode writeback
 * of any register of any warp, or a P-mode writeback with the current or the stale tag. */
static void wb_port(wt_rng_t *rng, unsigned phase, const pe_mode_ctl_state_t *s, bool *v, uint32_t *wid,
                    uint32_t *reg, bool *p, bool *tag) {
  static const uint32_t trig_pct[4] = {8, 60, 25, 35};
  static const uint32_t other_pct[4] = {30, 30, 50, 15};
  const int pw = pick_warp(rng, s, true);
  if (pw >= 0 && wt_rng_chance(rng, trig_pct[phase], 100)) {
    /* A P-mode warp always has a trigger source (pe_mode_ctl.h invariants); the walk is bounded
     * all the same, so a corrupted state (cosim --test-corrupt) cannot hang the generator. */
    uint32_t k = wt_rng_below(rng, NSRC);
    for (unsigned i = 0; i < NSRC && !s->trig_v[pw][k]; i++) {
      k = (k + 1u) % NSRC;
    }
    *v = true;
    *wid = (uint32_t)pw;
    *reg = s->trig_reg[pw][k];
    *p = false;
    *tag = wt_rng_chance(rng, 1, 2); /* ignored for an N-mode writeback */
    return;
  }
  const bool go = wt_rng_chance(rng, other_pct[phase], 100);
  if (go || wt_rng_chance(rng, 1, 4)) { /* a writeback, or junk on an idle port */
    *v = go;
    *wid = wt_rng_below(rng, WT_WARPS);
    *reg = any_reg(rng);
    *p = wt_rng_chance(rng, 1, 2);
    *tag = wt_rng_chance(rng, 3, 4) ? s->tag[*wid] : !s->tag[*wid]; /* mostly the current one */
  }
}

static void random_in(wt_rng_t *rng, unsigned phase, const pe_mode_ctl_state_t *s, pe_mode_ctl_in_t *in) {
  static const uint32_t ent_pct[4] = {60, 8, 30, 45};
  static const uint32_t hlt_pct[4] = {10, 20, 5, 30};
  static const uint32_t fl_pct[4] = {10, 20, 5, 30};

  in->q_wid = wt_rng_below(rng, WT_WARPS);
  wb_port(rng, phase, s, &in->wb0_v, &in->wb0_wid, &in->wb0_reg, &in->wb0_p, &in->wb0_tag);
  wb_port(rng, phase, s, &in->wb1_v, &in->wb1_wid, &in->wb1_reg, &in->wb1_p, &in->wb1_tag);

  /* Entry: an N-mode warp; sources random, the LL bit only on real registers, one LL forced. */
  const int nw = pick_warp(rng, s, false);
  const bool ent = nw >= 0 && wt_rng_chance(rng, ent_pct[phase], 100);
  if (ent || wt_rng_chance(rng, 1, 8)) {
    in->ent_v = ent;
    in->ent_wid = nw >= 0 ? (uint32_t)nw : wt_rng_below(rng, WT_WARPS);
    bool any = false;
    for (unsigned k = 0; k < NSRC; k++) {
      in->ent_src[k] = any_reg(rng);
      in->ent_src_ll[k] = in->ent_src[k] != WT_NAREG && wt_rng_chance(rng, 1, 2);
      any = any || in->ent_src_ll[k];
    }
    if (!any) {
      const uint32_t k = wt_rng_below(rng, NSRC);
      in->ent_src[k] = wt_rng_below(rng, WT_NAREG);
      in->ent_src_ll[k] = true;
    }
  }

  /* Halt and flags: a P-mode warp. */
  const int hw = pick_warp(rng, s, true);
  if (hw >= 0 && wt_rng_chance(rng, hlt_pct[phase], 100)) {
    in->hlt_v = true;
    in->hlt_wid = (uint32_t)hw;
  } else if (wt_rng_chance(rng, 1, 8)) {
    in->hlt_wid = wt_rng_below(rng, WT_WARPS);
  }
  const int fw = pick_warp(rng, s, true);
  const bool fl = fw >= 0 && wt_rng_chance(rng, fl_pct[phase], 100);
  if (fl || wt_rng_chance(rng, 1, 8)) {
    in->fl_v = fl;
    in->fl_wid = fw >= 0 ? (uint32_t)fw : wt_rng_below(rng, WT_WARPS);
    in->fl_smem_st = wt_rng_chance(rng, 1, 2);
    in->fl_bar = wt_rng_chance(rng, 1, 2);
  }
}

WT_STIM(pe_mode_ctl);
