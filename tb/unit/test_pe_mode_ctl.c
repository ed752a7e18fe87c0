/* tb/unit/test_pe_mode_ctl.c: Check suite for the P-mode control C model (rtl_c/pe_mode_ctl.h;
 * SPEC 3.3, 3.7, 3.9 PM-1..PM-3).
 *
 * Expected values are SPEC's: PM-1's events (entry at event 3 with trig_src = {r0} and tag 1, the
 * N wb r2 at event 5 that does not end P-mode, the P wbs of events 7 and 9 with the episode tag,
 * the trigger's writeback at event 15 that exits), PM-2's flags and PM-3's halt. The scenario and
 * random runs also compare every step against a reference written here from SPEC 3.3 and the
 * phase order of pe_mode_ctl.h, which runs the phases one after another on a per-warp record
 * (trigger sources as a list of pending registers), sharing no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "pe_mode_ctl.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(pe_mode_ctl)

#define NONE WT_NAREG
#define BASE_GEOM (WT_WARPS == 48 && WT_AREGW == 6)

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* The trigger sources of warp w as a bit mask (bit k = trig_v[k]). */
static unsigned trig_mask(const st_t *s, unsigned w) {
  unsigned m = 0;
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    m |= (unsigned)s->trig_v[w][k] << k;
  }
  return m;
}

/* The state of warp w: mode, halt, tag, trigger mask, the three trigger registers, the flags. */
static void warp_is(const st_t *s, unsigned w, bool mode, bool halt, bool tag, unsigned trig, uint32_t r0,
                    uint32_t r1, uint32_t r2, bool smem_st, bool bar) {
  ck_assert_uint_eq(s->mode[w], mode);
  ck_assert_uint_eq(s->halt[w], halt);
  ck_assert_uint_eq(s->tag[w], tag);
  ck_assert_uint_eq(trig_mask(s, w), trig);
  ck_assert_uint_eq(s->trig_reg[w][0], r0);
  ck_assert_uint_eq(s->trig_reg[w][1], r1);
  ck_assert_uint_eq(s->trig_reg[w][2], r2);
  ck_assert_uint_eq(s->smem_st[w], smem_st);
  ck_assert_uint_eq(s->bar[w], bar);
}

/* Every warp other than those in mask `busy` is in its reset state. */
static void others_reset(const st_t *s, uint64_t busy) {
  for (unsigned w = 0; w < WT_WARPS; w++) {
    if (!((busy >> w) & 1u)) {
      warp_is(s, w, false, false, false, 0u, 0u, 0u, 0u, false, false);
    }
  }
}

/* The mode vector and exit mask outputs as masks. */
static uint64_t mask_of(const bool *v) {
  uint64_t m = 0;
  for (unsigned w = 0; w < WT_WARPS; w++) {
    m |= (uint64_t)v[w] << w;
  }
  return m;
}

/* Outputs: the query of warp 0 {mode, halt, tag, smem_st, bar}, wb0_pm, wb1_pm, exit mask,
 * ent_ok, and the mode vector. */
static void out_is(const out_t *o, bool qm, bool qh, bool qt, bool qs, bool qb, bool pm0, bool pm1,
                   uint64_t exit_mask, bool ent_ok, uint64_t mode) {
  ck_assert_uint_eq(o->q_mode, qm);
  ck_assert_uint_eq(o->q_halt, qh);
  ck_assert_uint_eq(o->q_tag, qt);
  ck_assert_uint_eq(o->q_smem_st, qs);
  ck_assert_uint_eq(o->q_bar, qb);
  ck_assert_uint_eq(o->wb0_pm, pm0);
  ck_assert_uint_eq(o->wb1_pm, pm1);
  ck_assert_uint_eq(mask_of(o->exit_mask), exit_mask);
  ck_assert_uint_eq(o->ent_ok, ent_ok);
  ck_assert_uint_eq(mask_of(o->mode), mode);
}

static void check_ok(const st_t *s) {
  char msg[160];
  ck_assert_msg(pe_mode_ctl_check(s, msg, sizeof msg), "%s", msg);
}

////////////////////////////////////////////////////////////////////////////////
// Reference from SPEC 3.3 and the phase order of pe_mode_ctl.h
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  bool p, halt, tag, sm, bar;
  unsigned npend;              /* trigger registers still pending, in entry order */
  uint32_t pend[WT_PE_NSRC];   /* their registers */
  uint32_t slot[WT_PE_NSRC];   /* trig_reg as stored: source k's register if it was a trigger, else 0 */
  unsigned slot_k[WT_PE_NSRC]; /* for pend[i]: its source index k */
} rw_t;

typedef struct {
  rw_t w[WT_WARPS];
  unsigned entries, exits, two_exits, halts, flags, stale_p, wb_clears, big_p;
} ref_t;

static void ref_reset(ref_t *r) { memset(r->w, 0, sizeof r->w); }

static bool real_warp(uint32_t wid) { return wid < WT_WARPS; }

/* Phase 2 for one port: outputs from the start-of-step copy `s0`, clears on `r`. */
static bool ref_wb(ref_t *r, const rw_t *s0, bool v, uint32_t wid, uint32_t reg, bool p, bool tag) {
  if (!v || !real_warp(wid)) {
    return false;
  }
  const rw_t *a = &s0[wid];
  const bool pm = p ? (a->p && tag == a->tag) : a->p;
  r->stale_p += p && a->p && tag != a->tag;
  if (!p && a->p && reg != NONE) {
    rw_t *b = &r->w[wid];
    unsigned n = 0;
    for (unsigned i = 0; i < b->npend; i++) {
      if (b->pend[i] != reg) {
        b->pend[n] = b->pend[i];
        b->slot_k[n] = b->slot_k[i];
        n++;
      }
    }
    r->wb_clears += n != b->npend;
    b->npend = n;
  }
  return pm;
}

static void ref_cycle(ref_t *r, const in_t *in, out_t *o) {
  static rw_t s0[WT_WARPS];
  memcpy(s0, r->w, sizeof s0);
  memset(o, 0, sizeof *o);
  /* 1. Query. */
  if (real_warp(in->q_wid)) {
    const rw_t *a = &s0[in->q_wid];
    o->q_mode = a->p;
    o->q_halt = a->halt;
    o->q_tag = a->tag;
    o->q_smem_st = a->sm;
    o->q_bar = a->bar;
  }
  for (unsigned w = 0; w < WT_WARPS; w++) {
    o->mode[w] = s0[w].p;
  }
  /* 2. Writebacks, port 0 then port 1. */
  o->wb0_pm = ref_wb(r, s0, in->wb0_v, in->wb0_wid, in->wb0_reg, in->wb0_p, in->wb0_tag);
  o->wb1_pm = ref_wb(r, s0, in->wb1_v, in->wb1_wid, in->wb1_reg, in->wb1_p, in->wb1_tag);
  /* 3. Exit: a P-mode warp with no pending trigger. */
  unsigned nexit = 0;
  for (unsigned w = 0; w < WT_WARPS; w++) {
    rw_t *b = &r->w[w];
    if (b->p && b->npend == 0u) {
      b->p = false;
      b->halt = false;
      o->exit_mask[w] = true;
      nexit++;
    }
  }
  r->exits += nexit;
  r->two_exits += nexit >= 2u;
  /* 4. Entry: an N-mode warp (start of step) with an LL source. */
  if (in->ent_v && real_warp(in->ent_wid) && !s0[in->ent_wid].p) {
    rw_t e;
    memset(&e, 0, sizeof e);
    for (unsigned k = 0; k < WT_PE_NSRC; k++) {
      if (in->ent_src_ll[k] && in->ent_src[k] != NONE) {
        e.pend[e.npend] = in->ent_src[k];
        e.slot_k[e.npend] = k;
        e.npend++;
        e.slot[k] = in->ent_src[k];
      }
    }
    if (e.npend > 0u) {
      rw_t *b = &r->w[in->ent_wid];
      e.p = true;
      e.tag = !b->tag;
      *b = e;
      o->ent_ok = true;
      r->entries++;
    }
  }
  /* 5. Halt and flags, on the mode now. */
  if (in->hlt_v && real_warp(in->hlt_wid) && r->w[in->hlt_wid].p) {
    r->w[in->hlt_wid].halt = true;
    r->halts++;
  }
  if (in->fl_v && real_warp(in->fl_wid) && r->w[in->fl_wid].p) {
    r->w[in->fl_wid].sm |= in->fl_smem_st;
    r->w[in->fl_wid].bar |= in->fl_bar;
    r->flags++;
  }
}

/* The model's state equals the reference's. */
static void ref_same(const ref_t *r, const st_t *s) {
  for (unsigned w = 0; w < WT_WARPS; w++) {
    const rw_t *a = &r->w[w];
    EQ(s->mode[w], a->p);
    EQ(s->halt[w], a->halt);
    EQ(s->tag[w], a->tag);
    EQ(s->smem_st[w], a->sm);
    EQ(s->bar[w], a->bar);
    unsigned m = 0;
    for (unsigned i = 0; i < a->npend; i++) {
      m |= 1u << a->slot_k[i];
    }
    EQ(trig_mask(s, w), m);
    for (unsigned k = 0; k < WT_PE_NSRC; k++) {
      EQ(s->trig_reg[w][k], a->slot[k]);
    }
  }
}

WT_STATE_HOOK(run_reset, void, ctx, s) {
  ref_reset(ctx);
  ref_same(ctx, s);
}

WT_CYCLE_HOOK(run_cycle, ref_t, r, prev, in, o, next) {
  out_t ro;
  ref_cycle(r, in, &ro);
  EQ(o->q_mode, ro.q_mode);
  EQ(o->q_halt, ro.q_halt);
  EQ(o->q_tag, ro.q_tag);
  EQ(o->q_smem_st, ro.q_smem_st);
  EQ(o->q_bar, ro.q_bar);
  EQ(mask_of(o->mode), mask_of(ro.mode));
  EQ(o->wb0_pm, ro.wb0_pm);
  EQ(o->wb1_pm, ro.wb1_pm);
  EQ(mask_of(o->exit_mask), mask_of(ro.exit_mask));
  EQ(o->ent_ok, ro.ent_ok);
  ref_same(r, next);
  char msg[160];
  if (!pe_mode_ctl_check(next, msg, sizeof msg)) {
    ck_abort_msg("invariant: %s", msg);
  }
  unsigned np = 0;
  for (unsigned w = 0; w < WT_WARPS; w++) {
    np += r->w[w].p;
  }
  r->big_p += np >= (WT_WARPS + 1u) / 2u;
}

static wt_run_t run_of(void) {
  static st_t s;
  static ref_t r;
  return WT_RUN(&pe_mode_ctl_stim, &s, &r, .reset = run_reset, .cycle = run_cycle);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* Reset: every warp in N-mode, tag 0, no trigger, no flag (pe_mode_ctl.h). */
START_TEST(test_reset_values) {
  static st_t s;
  out_t o;
  memset(&s, 0xa5, sizeof s); /* reset must write every field */
  pe_mode_ctl_reset(&s);
  others_reset(&s, 0u);
  check_ok(&s);
  in_t in = idle();
  cycle(&s, &in, &o);
  out_is(&o, false, false, false, false, false, false, false, 0u, false, 0u);
  others_reset(&s, 0u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: PM-1, PM-2, PM-3 (SPEC 3.9)
////////////////////////////////////////////////////////////////////////////////

/* PM-1 (SPEC 3.9) as the mode controller sees it, warp 0.
 *  c0 event 3: entry, sources (r0 LL, r2 not LL, none): mode = 1, tag = 1 (0 ^ 1),
 *     trig_src = {r0}: trig_v = {1, 0, 0}, trig_reg = {0 (r0), 0 (not a trigger), 0}; ent_ok.
 *  c2 event 5: N wb r2: wb0_pm = 1 (warp in P-mode: the scoreboard also clears P.pend[r2]),
 *     trig unchanged, no exit.
 *  c3 event 7: P wb with tag 1 = the episode tag: wb0_pm = 1 (P.pend[r1] = 0).
 *  c4 a P wb with tag 0 (stale): wb1_pm = 0.  c5 event 9: P wb, tag 1, port 1: wb1_pm = 1.
 *  c6 event 15: N wb r0, the trigger: wb0_pm = 1 (mode at the start of the step), exit in the
 *     same step: exit_mask bit 0; after it mode = 0.
 *  c8 a P-mode instruction in flight completes after the exit: wb0_pm = 0 ("their p_wb is
 *     ignored because of the mode check", SPEC 3.3).
 *  c9 second entry (r0 LL, r2, none): tag 1 ^ 1 = 0.  c10 P wb tag 0: current (pm 1); tag 1: stale
 *     (pm 0). */
START_TEST(test_pm1) {
  const wt_scenario_t *sc = scen_n("pm1", 12u);
  static st_t s;
  out_t o;
  pe_mode_ctl_reset(&s);
  scen_cycle(sc, 0, &s, &o); /* event 3 */
  out_is(&o, false, false, false, false, false, false, false, 0u, true, 0u);
  warp_is(&s, 0, true, false, true, 0x1u, 0u, 0u, 0u, false, false);
  others_reset(&s, 1u);
  scen_cycle(sc, 1, &s, &o); /* event 4: nothing for the controller */
  out_is(&o, true, false, true, false, false, false, false, 0u, false, 1u);
  warp_is(&s, 0, true, false, true, 0x1u, 0u, 0u, 0u, false, false);
  scen_cycle(sc, 2, &s, &o); /* event 5: N wb r2 */
  out_is(&o, true, false, true, false, false, true, false, 0u, false, 1u);
  warp_is(&s, 0, true, false, true, 0x1u, 0u, 0u, 0u, false, false);
  scen_cycle(sc, 3, &s, &o); /* event 7: P wb, tag 1 */
  out_is(&o, true, false, true, false, false, true, false, 0u, false, 1u);
  scen_cycle(sc, 4, &s, &o); /* stale P wb, tag 0 */
  out_is(&o, true, false, true, false, false, false, false, 0u, false, 1u);
  scen_cycle(sc, 5, &s, &o); /* event 9: P wb, tag 1, port 1 */
  out_is(&o, true, false, true, false, false, false, true, 0u, false, 1u);
  warp_is(&s, 0, true, false, true, 0x1u, 0u, 0u, 0u, false, false);
  scen_cycle(sc, 6, &s, &o); /* event 15: N wb r0 -> exit */
  out_is(&o, true, false, true, false, false, true, false, 1u, false, 1u);
  warp_is(&s, 0, false, false, true, 0x0u, 0u, 0u, 0u, false, false);
  scen_cycle(sc, 7, &s, &o);
  out_is(&o, false, false, true, false, false, false, false, 0u, false, 0u);
  scen_cycle(sc, 8, &s, &o); /* late P wb after the exit */
  out_is(&o, false, false, true, false, false, false, false, 0u, false, 0u);
  scen_cycle(sc, 9, &s, &o); /* second entry: tag back to 0 */
  out_is(&o, false, false, true, false, false, false, false, 0u, true, 0u);
  warp_is(&s, 0, true, false, false, 0x1u, 0u, 0u, 0u, false, false);
  scen_cycle(sc, 10, &s, &o);
  out_is(&o, true, false, false, false, false, true, false, 0u, false, 1u);
  scen_cycle(sc, 11, &s, &o);
  out_is(&o, true, false, false, false, false, false, false, 0u, false, 1u);
  warp_is(&s, 0, true, false, false, 0x1u, 0u, 0u, 0u, false, false);
  others_reset(&s, 1u);
}
END_TEST

/* PM-2 (SPEC 3.9, 3.7 rule 0): a skipped st.shared sets smem_st_skipped, a skipped bar sets
 * past_barrier (then ld.shared r7 is skipped); the exit keeps them, flags in N-mode are ignored;
 * the next entry clears both (then ld.shared r7 pre-executes); both at once set both.
 *  c0 entry (r1 LL): trig {r1}: trig_reg {1, 0, 0}, tag 1. */
START_TEST(test_pm2) {
  const wt_scenario_t *sc = scen_n("pm2", 10u);
  static st_t s;
  out_t o;
  pe_mode_ctl_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  warp_is(&s, 0, true, false, true, 0x1u, 1u, 0u, 0u, false, false);
  scen_cycle(sc, 1, &s, &o); /* st.shared skipped */
  warp_is(&s, 0, true, false, true, 0x1u, 1u, 0u, 0u, true, false);
  scen_cycle(sc, 2, &s, &o); /* bar skipped */
  out_is(&o, true, false, true, true, false, false, false, 0u, false, 1u);
  warp_is(&s, 0, true, false, true, 0x1u, 1u, 0u, 0u, true, true);
  scen_cycle(sc, 3, &s, &o); /* the classifier sees both flags */
  out_is(&o, true, false, true, true, true, false, false, 0u, false, 1u);
  scen_cycle(sc, 4, &s, &o); /* N wb r1: exit, the flags stay */
  out_is(&o, true, false, true, true, true, true, false, 1u, false, 1u);
  warp_is(&s, 0, false, false, true, 0x0u, 1u, 0u, 0u, true, true);
  check_ok(&s);
  scen_cycle(sc, 5, &s, &o); /* flags in N-mode: ignored */
  warp_is(&s, 0, false, false, true, 0x0u, 1u, 0u, 0u, true, true);
  scen_cycle(sc, 6, &s, &o); /* next entry clears them */
  out_is(&o, false, false, true, true, true, false, false, 0u, true, 0u);
  warp_is(&s, 0, true, false, false, 0x1u, 1u, 0u, 0u, false, false);
  scen_cycle(sc, 7, &s, &o);
  out_is(&o, true, false, false, false, false, false, false, 0u, false, 1u);
  scen_cycle(sc, 8, &s, &o); /* both at once */
  warp_is(&s, 0, true, false, false, 0x1u, 1u, 0u, 0u, true, true);
  scen_cycle(sc, 9, &s, &o);
  out_is(&o, true, false, false, true, true, false, false, 0u, false, 1u);
  others_reset(&s, 1u);
}
END_TEST

/* PM-3 (SPEC 3.9, 3.7): `@r3 br` after the skipped mul r3 halts the warp; the halt holds (no
 * further P-mode issue) until the N-switch, which clears it; a halt in N-mode is ignored. */
START_TEST(test_pm3) {
  const wt_scenario_t *sc = scen_n("pm3", 8u);
  static st_t s;
  out_t o;
  pe_mode_ctl_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  warp_is(&s, 0, true, false, true, 0x1u, 0u, 0u, 0u, false, false);
  scen_cycle(sc, 1, &s, &o);
  scen_cycle(sc, 2, &s, &o); /* HALT */
  warp_is(&s, 0, true, true, true, 0x1u, 0u, 0u, 0u, false, false);
  scen_cycle(sc, 3, &s, &o);
  out_is(&o, true, true, true, false, false, false, false, 0u, false, 1u);
  scen_cycle(sc, 4, &s, &o); /* HALT again: no change */
  warp_is(&s, 0, true, true, true, 0x1u, 0u, 0u, 0u, false, false);
  scen_cycle(sc, 5, &s, &o); /* N wb r0: exit clears halt */
  out_is(&o, true, true, true, false, false, true, false, 1u, false, 1u);
  warp_is(&s, 0, false, false, true, 0x0u, 0u, 0u, 0u, false, false);
  scen_cycle(sc, 6, &s, &o); /* halt in N-mode: ignored */
  warp_is(&s, 0, false, false, true, 0x0u, 0u, 0u, 0u, false, false);
  scen_cycle(sc, 7, &s, &o);
  out_is(&o, false, false, true, false, false, false, false, 0u, false, 0u);
  check_ok(&s);
}
END_TEST

/* Several trigger sources (SPEC 3.3 exit [RES]: exit when *no* valid trig_src is pending):
 *  c0 (r1 LL, r2 LL, r3 not LL): trig_v {1, 1, 0}, trig_reg {1, 2, 0};
 *  c1 N wb r1: {0, 1, 0}, no exit; c2 N wb r3: no change; c3 N wb r2: exit;
 *  c4 (r5 LL, r6 LL, none): {1, 1, 0}, {5, 6, 0}, tag 0; c5 wbs r5 and r6 in one step: exit;
 *  c6 (r7, r7, r7 all LL): {1, 1, 1}, {7, 7, 7}, tag 1; c7 N wb r7 clears all three: exit. */
START_TEST(test_multi) {
  const wt_scenario_t *sc = scen_n("multi", 9u);
  static st_t s;
  out_t o;
  pe_mode_ctl_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  warp_is(&s, 0, true, false, true, 0x3u, 1u, 2u, 0u, false, false);
  scen_cycle(sc, 1, &s, &o);
  ck_assert_uint_eq(mask_of(o.exit_mask), 0u);
  warp_is(&s, 0, true, false, true, 0x2u, 1u, 2u, 0u, false, false);
  scen_cycle(sc, 2, &s, &o);
  ck_assert_uint_eq(mask_of(o.exit_mask), 0u);
  ck_assert(o.wb1_pm);
  warp_is(&s, 0, true, false, true, 0x2u, 1u, 2u, 0u, false, false);
  scen_cycle(sc, 3, &s, &o);
  ck_assert_uint_eq(mask_of(o.exit_mask), 1u);
  warp_is(&s, 0, false, false, true, 0x0u, 1u, 2u, 0u, false, false);
  scen_cycle(sc, 4, &s, &o);
  warp_is(&s, 0, true, false, false, 0x3u, 5u, 6u, 0u, false, false);
  scen_cycle(sc, 5, &s, &o);
  ck_assert(o.wb0_pm && o.wb1_pm);
  ck_assert_uint_eq(mask_of(o.exit_mask), 1u);
  warp_is(&s, 0, false, false, false, 0x0u, 5u, 6u, 0u, false, false);
  scen_cycle(sc, 6, &s, &o);
  warp_is(&s, 0, true, false, true, 0x7u, 7u, 7u, 7u, false, false);
  scen_cycle(sc, 7, &s, &o);
  ck_assert_uint_eq(mask_of(o.exit_mask), 1u);
  warp_is(&s, 0, false, false, true, 0x0u, 7u, 7u, 7u, false, false);
  scen_cycle(sc, 8, &s, &o);
  ck_assert_uint_eq(mask_of(o.mode), 0u);
  others_reset(&s, 1u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner: same-step interactions, ignored operations, the check hook
////////////////////////////////////////////////////////////////////////////////

/* same_step (pe_mode_ctl.h): c0 w0 enters (r1); c1 w1 enters (r2), w0 halts and sets smem_st;
 * c2 w0's trigger returns with a halt and a bar flag for w0 (exit wins: halt 0, bar 0, smem_st
 * kept), w2 enters (r3); c3 entry of w1 (in P-mode): ignored; c4 entry of w0 without LL: ignored;
 * c5 entry of w0 with LL only on none sources: ignored; c6 a P wb of w1's r2 and an N wb of w2 to
 * none clear nothing; c7 both trigger writebacks: exit_mask {1, 2}. */
START_TEST(test_same_step) {
  const wt_scenario_t *sc = scen_n("same_step", 9u);
  static st_t s;
  out_t o;
  pe_mode_ctl_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  scen_cycle(sc, 1, &s, &o);
  ck_assert(o.ent_ok);
  warp_is(&s, 0, true, true, true, 0x1u, 1u, 0u, 0u, true, false);
  warp_is(&s, 1, true, false, true, 0x1u, 2u, 0u, 0u, false, false);
  scen_cycle(sc, 2, &s, &o);
  ck_assert(o.ent_ok);
  ck_assert_uint_eq(mask_of(o.exit_mask), 1u);
  warp_is(&s, 0, false, false, true, 0x0u, 1u, 0u, 0u, true, false);
  warp_is(&s, 2, true, false, true, 0x1u, 3u, 0u, 0u, false, false);
  scen_cycle(sc, 3, &s, &o);
  ck_assert(!o.ent_ok);
  warp_is(&s, 1, true, false, true, 0x1u, 2u, 0u, 0u, false, false);
  scen_cycle(sc, 4, &s, &o);
  ck_assert(!o.ent_ok);
  warp_is(&s, 0, false, false, true, 0x0u, 1u, 0u, 0u, true, false);
  scen_cycle(sc, 5, &s, &o);
  ck_assert(!o.ent_ok);
  warp_is(&s, 0, false, false, true, 0x0u, 1u, 0u, 0u, true, false);
  scen_cycle(sc, 6, &s, &o);
  ck_assert(o.wb0_pm && o.wb1_pm); /* P wb with w1's tag 1; N wb of a P-mode warp */
  ck_assert_uint_eq(mask_of(o.exit_mask), 0u);
  ck_assert_uint_eq(mask_of(o.mode), 0x6u);
  scen_cycle(sc, 7, &s, &o);
  ck_assert_uint_eq(mask_of(o.exit_mask), 0x6u);
  warp_is(&s, 1, false, false, true, 0x0u, 2u, 0u, 0u, false, false);
  warp_is(&s, 2, false, false, true, 0x0u, 3u, 0u, 0u, false, false);
  scen_cycle(sc, 8, &s, &o);
  ck_assert_uint_eq(mask_of(o.mode), 0u);
  others_reset(&s, 0x7u);
}
END_TEST

/* same_step2: a halt and a bar flag in the entry step apply to the new episode (halt 1, bar 1);
 * the exit clears halt, keeps bar. */
START_TEST(test_same_step2) {
  const wt_scenario_t *sc = scen("same_step2");
  static st_t s;
  out_t o;
  pe_mode_ctl_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  ck_assert(o.ent_ok);
  warp_is(&s, 2, true, true, true, 0x1u, 3u, 0u, 0u, false, true);
  scen_cycle(sc, 1, &s, &o);
  ck_assert_uint_eq(mask_of(o.exit_mask), 0x4u);
  warp_is(&s, 2, false, false, true, 0x0u, 3u, 0u, 0u, false, true);
  others_reset(&s, 0x4u);
}
END_TEST

/* bad_ids: ids >= WARPS (the baseline's 48..63) are ignored and read 0. */
START_TEST(test_bad_ids) {
  const wt_scenario_t *sc = scen("bad_ids");
  static st_t s;
  out_t o;
  pe_mode_ctl_reset(&s);
  if (WT_WARPS == (1u << WT_PE_WIDW)) {
    for (unsigned c = 0; c < sc->cycles; c++) {
      scen_cycle(sc, c, &s, &o);
    }
    others_reset(&s, 0u); /* idle */
    return;
  }
  scen_cycle(sc, 0, &s, &o);
  ck_assert(!o.ent_ok);
  others_reset(&s, 0u);
  scen_cycle(sc, 1, &s, &o);
  ck_assert(o.ent_ok);
  ck_assert(!o.q_mode && !o.q_tag);
  scen_cycle(sc, 2, &s, &o);
  ck_assert(!o.wb0_pm && !o.wb1_pm);
  warp_is(&s, 0, true, false, true, 0x1u, 1u, 0u, 0u, false, false);
  scen_cycle(sc, 3, &s, &o);
  ck_assert(!o.q_mode && !o.q_tag);
  scen_cycle(sc, 4, &s, &o);
  ck_assert_uint_eq(mask_of(o.exit_mask), 1u);
  scen_cycle(sc, 5, &s, &o);
  others_reset(&s, 1u);
}
END_TEST

/* Junk on idle ports changes nothing; the query of every warp reads its own bits. */
START_TEST(test_idle_junk) {
  static st_t s, before;
  out_t o;
  pe_mode_ctl_reset(&s);
  in_t in = idle();
  in.ent_v = true;
  in.ent_wid = 1u;
  in.ent_src[0] = 3u;
  in.ent_src_ll[0] = true;
  cycle(&s, &in, &o);
  before = s;
  in = idle();
  in.wb0_wid = 1u;
  in.wb0_reg = 3u;
  in.wb1_wid = 1u;
  in.wb1_reg = 3u;
  in.ent_wid = 0u;
  in.ent_src[1] = 2u;
  in.ent_src_ll[1] = true;
  in.hlt_wid = 1u;
  in.fl_wid = 1u;
  in.fl_smem_st = true;
  in.fl_bar = true;
  in.q_wid = 1u;
  cycle(&s, &in, &o);
  ck_assert(wt_same_packed(pe_mode_ctl_block.state, &s, &before));
  out_is(&o, true, false, true, false, false, false, false, 0u, false, 0x2u);
}
END_TEST

/* The check hook flags each broken invariant and passes the states the rules reach. */
START_TEST(test_check_hook) {
  static st_t s;
  char msg[160];
  pe_mode_ctl_reset(&s);
  ck_assert(pe_mode_ctl_check(&s, msg, sizeof msg));
  s.halt[1] = true; /* N-mode with halt */
  ck_assert(!pe_mode_ctl_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "warp 1"));
  pe_mode_ctl_reset(&s);
  s.trig_v[0][2] = true; /* N-mode with a trigger */
  s.trig_reg[0][2] = 5u;
  ck_assert(!pe_mode_ctl_check(&s, msg, sizeof msg));
  s.mode[0] = true; /* now a legal P-mode warp */
  ck_assert(pe_mode_ctl_check(&s, msg, sizeof msg));
  s.halt[0] = true;
  s.smem_st[0] = true;
  ck_assert(pe_mode_ctl_check(&s, msg, sizeof msg));
  s.trig_reg[0][2] = NONE; /* a valid trigger on none */
  ck_assert(!pe_mode_ctl_check(&s, msg, sizeof msg));
  pe_mode_ctl_reset(&s);
  s.mode[WT_WARPS - 1u] = true; /* P-mode with no trigger */
  ck_assert(!pe_mode_ctl_check(&s, msg, sizeof msg));
  pe_mode_ctl_reset(&s);
  s.tag[0] = true; /* tag and flags are free in N-mode */
  s.bar[0] = true;
  s.trig_reg[0][1] = 4u;
  ck_assert(pe_mode_ctl_check(&s, msg, sizeof msg));
  ck_assert(pe_mode_ctl_block.check != NULL);
}
END_TEST

/* comb is pure, and the in-place step (next == s) equals the two-buffer step
 * (wt_check_comb_in_place). */
START_TEST(test_comb_in_place) {
  static st_t s, n1;
  out_t o1;
  pe_mode_ctl_reset(&s);
  in_t in = idle();
  in.ent_v = true;
  in.ent_src[0] = 1u;
  in.ent_src_ll[0] = true;
  cycle(&s, &in, &o1);
  in = idle();
  in.wb0_v = true; /* the trigger returns: exit */
  in.wb0_reg = 1u;
  in.ent_v = true; /* an entry of warp 1 in the same step */
  in.ent_wid = 1u % WT_WARPS;
  in.ent_src[2] = 2u;
  in.ent_src_ll[2] = true;
  wt_check_comb_in_place(&pe_mode_ctl_block, &s, &in, &o1, &n1);
  ck_assert(o1.exit_mask[0]);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the reference every step
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_LIST_TEST(pe_mode_ctl, "pm1", "pm2", "pm3", "multi", "same_step", "same_step2", "bad_ids")

/* Constrained random (loop index = seed): the reference and the invariants every step, and the
 * corners reached: entries, exits, two exits in one step, halts, flags, stale P wbs, trigger
 * clears that leave P-mode, at least half the warps in P-mode. */
static void reached(const ref_t *r) {
  WT_CHECK_REACHED(WT_REACH(r->entries, 1000u), WT_REACH(r->exits, 1000u), WT_REACH(r->two_exits, 10u),
                   WT_REACH(r->halts, 1000u), WT_REACH(r->flags, 1000u), WT_REACH(r->stale_p, 100u),
                   WT_REACH(r->wb_clears, 1000u), WT_REACH(r->big_p, 100u));
}

WT_RUN_TESTS(run_of, 40000u, reached)

////////////////////////////////////////////////////////////////////////////////
// tables
////////////////////////////////////////////////////////////////////////////////

#define W WT_PE_WIDW
#define R WT_AREGW
#define N WT_WARPS
static const wt_want_field_t in_want[] = {
    WT_WANT(in_t, q_wid, W, 1),   WT_WANT(in_t, wb0_v, 1, 1),      WT_WANT(in_t, wb0_wid, W, 1),
    WT_WANT(in_t, wb0_reg, R, 1), WT_WANT(in_t, wb0_p, 1, 1),      WT_WANT(in_t, wb0_tag, 1, 1),
    WT_WANT(in_t, wb1_v, 1, 1),   WT_WANT(in_t, wb1_wid, W, 1),    WT_WANT(in_t, wb1_reg, R, 1),
    WT_WANT(in_t, wb1_p, 1, 1),   WT_WANT(in_t, wb1_tag, 1, 1),    WT_WANT(in_t, ent_v, 1, 1),
    WT_WANT(in_t, ent_wid, W, 1), WT_WANT(in_t, ent_src, R, 3),    WT_WANT(in_t, ent_src_ll, 1, 3),
    WT_WANT(in_t, hlt_v, 1, 1),   WT_WANT(in_t, hlt_wid, W, 1),    WT_WANT(in_t, fl_v, 1, 1),
    WT_WANT(in_t, fl_wid, W, 1),  WT_WANT(in_t, fl_smem_st, 1, 1), WT_WANT(in_t, fl_bar, 1, 1),
};
static const wt_want_field_t out_want[] = {
    WT_WANT(out_t, q_mode, 1, 1),    WT_WANT(out_t, q_halt, 1, 1), WT_WANT(out_t, q_tag, 1, 1),
    WT_WANT(out_t, q_smem_st, 1, 1), WT_WANT(out_t, q_bar, 1, 1),  WT_WANT(out_t, mode, 1, N),
    WT_WANT(out_t, wb0_pm, 1, 1),    WT_WANT(out_t, wb1_pm, 1, 1), WT_WANT(out_t, exit_mask, 1, N),
    WT_WANT(out_t, ent_ok, 1, 1),
};
static const wt_want_field_t state_want[] = {
    WT_WANT(st_t, mode, 1, N),       WT_WANT(st_t, halt, 1, N),         WT_WANT(st_t, tag, 1, N),
    WT_WANT(st_t, trig_v, 1, 3 * N), WT_WANT(st_t, trig_reg, R, 3 * N), WT_WANT(st_t, smem_st, 1, N),
    WT_WANT(st_t, bar, 1, N),
};

/* SPEC 3.3: MODEL = WARPS + WARPS x (1 + 1 + 3 x 7 + 1 + 1) = 48 + 48 x 25 = 1248 at the baseline;
 * PAPER = the 48-bit mode vector (D1 §5.3); the parts are the mode vector (48 / 48) and the
 * per-warp control (paper 0, MODEL 1200 = 48 x 25: P5). trig_src[k] = {V, reg} = WT_TRIGW = 7. */
START_TEST(test_layout_bits) {
  wt_fields_t t = pe_mode_ctl_block.state;
  ck_assert_uint_eq(wt_fields_bits(t), WT_WARPS * (1u + 1u + 1u + 3u * WT_TRIGW + 1u + 1u));
#if BASE_GEOM
  ck_assert_uint_eq(WT_TRIGW, 7u);
  ck_assert_uint_eq(wt_fields_bits(t), 1248u);
  ck_assert_uint_eq(wt_field_offset(t, 0), 0u);    /* mode */
  ck_assert_uint_eq(wt_field_offset(t, 1), 48u);   /* halt */
  ck_assert_uint_eq(wt_field_offset(t, 2), 96u);   /* tag */
  ck_assert_uint_eq(wt_field_offset(t, 3), 144u);  /* trig_v: 144 b */
  ck_assert_uint_eq(wt_field_offset(t, 4), 288u);  /* trig_reg: 864 b */
  ck_assert_uint_eq(wt_field_offset(t, 5), 1152u); /* smem_st */
  ck_assert_uint_eq(wt_field_offset(t, 6), 1200u); /* bar */
  ck_assert_uint_eq(pe_mode_ctl_block.nparts, 3u);
  /* Per warp: mode 1 + 25 control bits = 26 (SPEC 3.3); D1 states none per warp (P5). */
  ck_assert_uint_eq(pe_mode_ctl_block.parts[2].per, 48u);
  ck_assert_int_eq(wt_part_bits(&pe_mode_ctl_block, &pe_mode_ctl_block.parts[2]), 26);
#endif
  ck_assert_str_eq(pe_mode_ctl_block.name, "pe_mode_ctl");
  ck_assert(pe_mode_ctl_block.check != NULL);
}
END_TEST

WT_TABLE_WANT_TEST(pe_mode_ctl_block, in_want, out_want, state_want)

WT_UNIT_SUITE("pe_mode_ctl") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),

    WT_TCASE("spec", 0),
    WT_TEST(test_pm1),
    WT_TEST(test_pm2),
    WT_TEST(test_pm3),
    WT_TEST(test_multi),

    WT_TCASE("corner", 0),
    WT_TEST(test_same_step),
    WT_TEST(test_same_step2),
    WT_TEST(test_bad_ids),
    WT_TEST(test_idle_junk),
    WT_TEST(test_check_hook),
    WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&pe_mode_ctl_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_WANT_CASES(pe_mode_ctl_block),
    WT_TEST(test_layout_bits),
    WT_END,
};
