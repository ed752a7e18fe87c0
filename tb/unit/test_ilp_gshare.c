/* tb/unit/test_ilp_gshare.c: Check suite for the gshare and static branch predictor C model
 * (rtl_c/ilp_gshare.h; SPEC 4.2, D0 §4.4.3).
 *
 * Expected values are SPEC 4.2's rules worked by hand: the counter sequences, the histories, the
 * indices and both predictions are literals with the arithmetic in the comments, for the baseline
 * geometry (512 counters: 9-bit index and history; 32 warps), which every ilp configuration has
 * (BASE_GEOM). The counters are written in their stored encoding {dir, strong} (the two state
 * planes dir[i], strong[i]): 00 weakly not-taken (reset), 01 strongly not-taken, 10 weakly taken,
 * 11 strongly taken. The scenario and
 * random runs also compare every cycle against a reference written here from SPEC 4.2 that keeps
 * each counter as the textbook saturating count 0..3 and each history as a list of outcomes,
 * sharing no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "ilp_gshare.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(ilp_gshare)

/* The SPEC 4.2 geometry: 512 counters (9-bit index and history), 32 warps. */
#define BASE_GEOM (WT_GS_ENTRIES == 512 && WT_ILP_WARPS == 32 && WT_PCW >= 10)

/* Stored counter values ({dir, strong}). */
#define WNT 0u /* weakly not-taken: reset */
#define SNT 1u /* strongly not-taken */
#define WT 2u  /* weakly taken */
#define ST 3u  /* strongly taken */

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

static in_t mk_predict(uint32_t w, uint32_t pc, uint32_t tgt) {
  in_t in = idle();
  in.pv = true;
  in.pw = w;
  in.ppc = pc;
  in.ptgt = tgt;
  return in;
}

static in_t mk_resolve(uint32_t w, uint32_t idx, bool pred, bool taken, bool div) {
  in_t in = idle();
  in.uv = true;
  in.uw = w;
  in.uidx = idx;
  in.upred = pred;
  in.utaken = taken;
  in.udiv = div;
  return in;
}

/* The outputs of a step. */
static void check_out(const out_t *o, uint32_t idx, bool gs, bool st, bool mis) {
  ck_assert_uint_eq(o->p_idx, idx);
  ck_assert_uint_eq(o->p_gs, gs);
  ck_assert_uint_eq(o->p_st, st);
  ck_assert_uint_eq(o->u_mis, mis);
}

/* Counter i as its stored 2 bits {dir, strong}. */
static uint32_t ctr(const st_t *s, uint32_t i) { return (uint32_t)s->dir[i] << 1 | (uint32_t)s->strong[i]; }

#if BASE_GEOM
/* Scenario `name` (`n` cycles long) from reset in `s`. */
static const wt_scenario_t *scen_from_reset(const char *name, unsigned n, st_t *s) {
  ilp_gshare_reset(s);
  return scen_n(name, n);
}

#endif

/* Number of counters that are not WNT, and of histories that are not 0. */
static unsigned ctr_set(const st_t *s) {
  unsigned n = 0;
  for (unsigned i = 0; i < WT_GS_ENTRIES; i++) {
    n += ctr(s, i) != WNT;
  }
  return n;
}
static unsigned ghr_set(const st_t *s) {
  unsigned n = 0;
  for (unsigned w = 0; w < WT_ILP_WARPS; w++) {
    n += s->ghr[w] != 0u;
  }
  return n;
}

////////////////////////////////////////////////////////////////////////////////
// Reference from SPEC 4.2
////////////////////////////////////////////////////////////////////////////////

/* The textbook 2-bit saturating counter 0..3 (0 strongly not-taken .. 3 strongly taken; predicts
 * taken iff >= 2) and its stored encoding (ilp_gshare.h's table). */
static const uint32_t enc[4] = {SNT, WNT, WT, ST};

typedef struct {
  unsigned cnt[WT_GS_ENTRIES];      /* 0..3 */
  bool hist[WT_ILP_WARPS][WT_GSIW]; /* hist[w][0] = the newest outcome */
  unsigned long mis, div_against, sat_t, sat_nt, p_gs, p_st, shared, hist_idx;
  uint32_t last_w[WT_GS_ENTRIES]; /* the warp that last trained a counter, + 1 */
} ref_t;

static uint32_t ref_ghr(const ref_t *r, uint32_t w) {
  uint32_t g = 0;
  for (unsigned b = 0; b < WT_GSIW; b++) {
    g |= (uint32_t)r->hist[w][b] << b;
  }
  return g;
}

static void ref_cycle(ref_t *r, const in_t *in, out_t *o) {
  memset(o, 0, sizeof *o);
  if (in->pv) {
    const uint32_t ghr = in->pw < WT_ILP_WARPS ? ref_ghr(r, in->pw) : 0u;
    o->p_idx = (in->ppc % WT_GS_ENTRIES) ^ ghr; /* PC[8:0] XOR GHR[8:0] */
    o->p_gs = r->cnt[o->p_idx] >= 2u;
    o->p_st = in->ptgt < in->ppc;
    r->p_gs += o->p_gs;
    r->p_st += o->p_st;
    r->shared += in->pw < WT_ILP_WARPS && r->last_w[o->p_idx] != 0u && r->last_w[o->p_idx] != in->pw + 1u;
    r->hist_idx += ghr != 0u;
  }
  if (in->uv && in->uw < WT_ILP_WARPS) {
    const bool d = in->udiv ? in->upred : in->utaken;
    o->u_mis = !in->udiv && in->upred != in->utaken;
    r->mis += o->u_mis;
    r->div_against += in->udiv && in->upred != in->utaken;
    unsigned *c = &r->cnt[in->uidx];
    r->sat_t += d && *c == 3u;
    r->sat_nt += !d && *c == 0u;
    *c = d ? (*c < 3u ? *c + 1u : 3u) : (*c > 0u ? *c - 1u : 0u);
    r->last_w[in->uidx] = in->uw + 1u;
    memmove(&r->hist[in->uw][1], &r->hist[in->uw][0], (WT_GSIW - 1u) * sizeof(bool));
    r->hist[in->uw][0] = d;
  }
}

static void ref_reset(ref_t *r) {
  for (unsigned i = 0; i < WT_GS_ENTRIES; i++) {
    r->cnt[i] = 1u; /* weakly not-taken */
  }
  memset(r->hist, 0, sizeof r->hist);
}

WT_STATE_HOOK(run_reset, ref_t, k, s) { ref_reset(k); }

WT_CYCLE_HOOK(run_cycle, ref_t, r, prev, in, o, next) {
  out_t ro;
  ref_cycle(r, in, &ro);
  EQ(o->p_gs, ro.p_gs);
  EQ(o->p_st, ro.p_st);
  EQ(o->p_idx, ro.p_idx);
  EQ(o->u_mis, ro.u_mis);
  for (unsigned i = 0; i < WT_GS_ENTRIES; i++) {
    EQ(ctr(next, i), enc[r->cnt[i]]);
  }
  for (unsigned w = 0; w < WT_ILP_WARPS; w++) {
    EQ(next->ghr[w], ref_ghr(r, w));
  }
}

static wt_run_t run_of(void) {
  static st_t s;
  static ref_t r;
  return WT_RUN(&ilp_gshare_stim, &s, &r, .reset = run_reset, .cycle = run_cycle);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* Reset: every counter 00 (weakly not-taken), every GHR 0; a prediction from reset is gshare not
 * taken with idx = PC[8:0] (0x1234 & 0x1FF = 0x034), static by the target. */
START_TEST(test_reset_values) {
  st_t s;
  memset(&s, 0xa5, sizeof s); /* reset must write every field */
  ilp_gshare_reset(&s);
  ck_assert_uint_eq(ctr_set(&s), 0u);
  ck_assert_uint_eq(ghr_set(&s), 0u);
#if BASE_GEOM
  out_t o;
  in_t in = mk_predict(31u, 0x1234u, 0x1000u);
  cycle(&s, &in, &o);
  check_out(&o, 0x034u, false, true, false);
  in = mk_predict(0u, 0x1234u, 0x2000u);
  cycle(&s, &in, &o);
  check_out(&o, 0x034u, false, false, false);
#endif
  ck_assert_uint_eq(ctr_set(&s), 0u); /* predictions change nothing */
  ck_assert_uint_eq(ghr_set(&s), 0u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: the directed scenarios, worked by hand
////////////////////////////////////////////////////////////////////////////////

/* loop_train (tb/stim/ilp_gshare_scen.c): iteration k of warp 0's loop branch PC 0x040 -> 0x030.
 * GHR before it = 2^min(k, 9) - 1, idx = 0x040 ^ GHR:
 *   k   0     1     2     3     4     5     6     7     8     9     10    11    12 (exit)
 *   GHR 0x000 0x001 0x003 0x007 0x00F 0x01F 0x03F 0x07F 0x0FF 0x1FF 0x1FF 0x1FF 0x1FF
 *   idx 0x040 0x041 0x043 0x047 0x04F 0x05F 0x07F 0x03F 0x0BF 0x1BF 0x1BF 0x1BF 0x1BF
 *   ctr 00    00    00    00    00    00    00    00    00    00    10    11    11   (read)
 *   p_gs 0 for k <= 9 (mispredicted, u_mis), 1 for k = 10, 11 (correct), 1 at the exit (u_mis)
 *   after: 10 for k <= 9, 11 at k = 10 and 11, 10 at the exit; GHR 0x1FE after the exit.
 * p_st = 1 every time (0x030 < 0x040). Cycle 26: warp 1 (GHR 0) reads counter 0x040 = 10, trained
 * by warp 0: p_gs 1. */
#if BASE_GEOM
static const uint32_t loop_idx[13] = {0x040, 0x041, 0x043, 0x047, 0x04F, 0x05F, 0x07F,
                                      0x03F, 0x0BF, 0x1BF, 0x1BF, 0x1BF, 0x1BF};
static const uint32_t loop_ghr_after[13] = {0x001, 0x003, 0x007, 0x00F, 0x01F, 0x03F, 0x07F,
                                            0x0FF, 0x1FF, 0x1FF, 0x1FF, 0x1FF, 0x1FE};
static const uint32_t loop_ctr_after[13] = {WT, WT, WT, WT, WT, WT, WT, WT, WT, WT, ST, ST, WT};

#endif

START_TEST(test_loop_train) {
#if BASE_GEOM
  st_t s;
  out_t o;
  const wt_scenario_t *sc = scen_from_reset("loop_train", 28u, &s);
  for (unsigned k = 0; k < 13u; k++) {
    const bool gs = k >= 10u;
    scen_cycle(sc, 2u * k, &s, &o);
    check_out(&o, loop_idx[k], gs, true, false);
    scen_cycle(sc, 2u * k + 1u, &s, &o);
    check_out(&o, 0u, false, false, k <= 9u || k == 12u);
    ck_assert_uint_eq(ctr(&s, loop_idx[k]), loop_ctr_after[k]);
    ck_assert_uint_eq(s.ghr[0], loop_ghr_after[k]);
  }
  ck_assert_uint_eq(ctr_set(&s), 10u); /* ten counters trained, all WT at the end */
  for (unsigned k = 0; k < 10u; k++) {
    ck_assert_uint_eq(ctr(&s, loop_idx[k]), WT);
  }
  ck_assert_uint_eq(ghr_set(&s), 1u);
  scen_cycle(sc, 26u, &s, &o);
  check_out(&o, 0x040u, true, true, false);
  scen_cycle(sc, 27u, &s, &o);
  check_out(&o, 0u, false, false, false);
  ck_assert_uint_eq(s.ghr[1], 0u);
#endif
}
END_TEST

/* div_share (tb/stim/ilp_gshare_scen.c): per cycle p_idx, p_gs, p_st, u_mis, and the counter and
 * history the resolve wrote:
 *   c0  w3 predicts 0x100 -> 0x180: idx 0x100, gs 0 (00), st 0 (forward)
 *   c1  w3 resolves T (pred 0): u_mis; ctr[0x100] 00 -> 10, GHR[3] 0 -> 1;
 *       w5 predicts 0x100 -> 0x080: idx 0x100, gs 0 (the start-of-step 00), st 1
 *   c2  w3 predicts 0x100 -> 0x180: idx 0x100 ^ 1 = 0x101, gs 0, st 0
 *   c3  w3 resolves divergent (pred 0, utaken 1): no u_mis; ctr[0x101] 00 -> 01, GHR[3] 1 -> 2
 *   c4  w5 resolves T (pred 0): u_mis; ctr[0x100] 10 -> 11, GHR[5] 0 -> 1
 *   c5  w7 predicts 0x100 -> 0x100: idx 0x100, gs 1 (11), st 0 (target == PC)
 *   c6  w7 resolves divergent (pred 1, utaken 0): no u_mis; ctr[0x100] 11 stays, GHR[7] 0 -> 1
 *   c7  w3 predicts 0x100 -> 0x0FF: idx 0x100 ^ 2 = 0x102, gs 0, st 1
 *   c8  w3 resolves N (pred 0): correct; ctr[0x102] 00 -> 01, GHR[3] 2 -> 4
 *   c9  w3 predicts 0x104 -> 0x200: idx 0x104 ^ 4 = 0x100 (aliased), gs 1 (11), st 0
 *   c10 w3 resolves N (pred 1): u_mis; ctr[0x100] 11 -> 10, GHR[3] 4 -> 8
 *   c11 idle */
#if BASE_GEOM
typedef struct {
  uint32_t idx;
  bool gs, st, mis;
  uint32_t ctr_i, ctr_v, ghr_w, ghr_v; /* after the step: ctr[ctr_i] = ctr_v, ghr[ghr_w] = ghr_v */
} div_row_t;
static const div_row_t div_rows[12] = {
    {0x100, 0, 0, 0, 0x100, WNT, 3, 0}, {0x100, 0, 1, 1, 0x100, WT, 3, 1},
    {0x101, 0, 0, 0, 0x101, WNT, 3, 1}, {0x000, 0, 0, 0, 0x101, SNT, 3, 2},
    {0x000, 0, 0, 1, 0x100, ST, 5, 1},  {0x100, 1, 0, 0, 0x100, ST, 7, 0},
    {0x000, 0, 0, 0, 0x100, ST, 7, 1},  {0x102, 0, 1, 0, 0x102, WNT, 3, 2},
    {0x000, 0, 0, 0, 0x102, SNT, 3, 4}, {0x100, 1, 0, 0, 0x100, ST, 3, 4},
    {0x000, 0, 0, 1, 0x100, WT, 3, 8},  {0x000, 0, 0, 0, 0x100, WT, 3, 8},
};

#endif

START_TEST(test_div_share) {
#if BASE_GEOM
  st_t s;
  out_t o;
  const wt_scenario_t *sc = scen_from_reset("div_share", 12u, &s);
  for (unsigned c = 0; c < 12u; c++) {
    const div_row_t *r = &div_rows[c];
    scen_cycle(sc, c, &s, &o);
    check_out(&o, r->idx, r->gs, r->st, r->mis);
    ck_assert_uint_eq(ctr(&s, r->ctr_i), r->ctr_v);
    ck_assert_uint_eq(s.ghr[r->ghr_w], r->ghr_v);
  }
  /* The end: counters 0x100 WT, 0x101 SNT, 0x102 SNT; GHR[3] 8, GHR[5] 1, GHR[7] 1. */
  ck_assert_uint_eq(ctr_set(&s), 3u);
  ck_assert_uint_eq(ghr_set(&s), 3u);
  ck_assert_uint_eq(s.ghr[5], 1u);
  ck_assert_uint_eq(s.ghr[7], 1u);
  ck_assert_uint_eq(ctr(&s, 0x101), SNT);
#endif
}
END_TEST

/* ctr_walk (tb/stim/ilp_gshare_scen.c): counter 0x055 and GHR[2] under T T T N N N N T T:
 * 00 -> 10 -> 11 -> 11 -> 10 -> 00 -> 01 -> 01 -> 00 -> 10; GHR 1, 3, 7, 0xE, 0x1C, 0x38, 0x70,
 * 0xE1 (0x70 << 1 | 1), 0x1C3 (0xE1 << 1 | 1). u_mis where the carried prediction (the counter's
 * dir before the step: 0 1 1 1 1 0 0 0 0) differs from the outcome: cycles 0, 3, 4, 7, 8. */
#if BASE_GEOM
static const uint32_t walk_ctr[9] = {WT, ST, ST, WT, WNT, SNT, SNT, WNT, WT};
static const uint32_t walk_ghr[9] = {0x001, 0x003, 0x007, 0x00E, 0x01C, 0x038, 0x070, 0x0E1, 0x1C3};
static const bool walk_mis[9] = {1, 0, 0, 1, 1, 0, 0, 1, 1};

#endif

START_TEST(test_ctr_walk) {
#if BASE_GEOM
  st_t s;
  out_t o;
  const wt_scenario_t *sc = scen_from_reset("ctr_walk", 10u, &s);
  for (unsigned c = 0; c < 9u; c++) {
    scen_cycle(sc, c, &s, &o);
    check_out(&o, 0u, false, false, walk_mis[c]);
    ck_assert_uint_eq(ctr(&s, 0x055), walk_ctr[c]);
    ck_assert_uint_eq(s.ghr[2], walk_ghr[c]);
    ck_assert_uint_eq(ctr_set(&s), walk_ctr[c] != WNT);
  }
  scen_cycle(sc, 9u, &s, &o);
  check_out(&o, 0u, false, false, false);
  ck_assert_uint_eq(ctr(&s, 0x055), WT);
#endif
}
END_TEST

/* The static predictor (SPEC 4.2: taken iff target < pc), rows {pc, target, taken}: backward,
 * forward, the branch itself (not taken: `<` is strict), the ends of the 24-bit range. */
static const uint32_t static_rows[][3] = {
    {0x040, 0x030, 1},       {0x040, 0x03F, 1},       {0x040, 0x041, 0},    {0x040, 0x040, 0},
    {0x000, 0x000, 0},       {0x000, 0x001, 0},       {0xFFFFFF, 0x000, 1}, {0x000, 0xFFFFFF, 0},
    {0xFFFFFF, 0xFFFFFE, 1}, {0xFFFFFE, 0xFFFFFF, 0},
};

START_TEST(test_static) {
#if BASE_GEOM && WT_PCW == 24
  st_t s;
  out_t o;
  ilp_gshare_reset(&s);
  in_t in = mk_predict(9u, static_rows[_i][0], static_rows[_i][1]);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.p_st, static_rows[_i][2]);
  ck_assert_uint_eq(o.p_idx, static_rows[_i][0] & 0x1FFu); /* GHR 0: idx = PC[8:0] */
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner
////////////////////////////////////////////////////////////////////////////////

/* Idle ports: junk on an idle predict port gives all-zero outputs; an idle resolve port writes
 * nothing, whatever it carries. */
START_TEST(test_idle_ports) {
  st_t s, before;
  out_t o;
  ilp_gshare_reset(&s);
  in_t in = mk_resolve(1u, 5u, false, true, false);
  cycle(&s, &in, &o);
  before = s;
  in = mk_predict(1u, 5u, 0u);
  in.pv = false;
  in.uw = 1u;
  in.uidx = 5u;
  in.utaken = true; /* uv = 0 */
  cycle(&s, &in, &o);
  check_out(&o, 0u, false, false, false);
  ck_assert(wt_same_packed(ilp_gshare_block.state, &s, &before));
}
END_TEST

/* A history is GSIW bits: after 9 taken outcomes GHR = 0x1FF, a 10th keeps 0x1FF (the oldest
 * outcome drops out), a not-taken then gives 0x1FE, 9 more not-takens 0. */
START_TEST(test_ghr_width) {
#if BASE_GEOM
  st_t s;
  out_t o;
  ilp_gshare_reset(&s);
  for (unsigned k = 0; k < 10u; k++) {
    in_t in = mk_resolve(30u, 0u, true, true, false);
    cycle(&s, &in, &o);
  }
  ck_assert_uint_eq(s.ghr[30], 0x1FFu);
  in_t in = mk_resolve(30u, 0u, true, false, false);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(s.ghr[30], 0x1FEu);
  for (unsigned k = 0; k < 9u; k++) {
    cycle(&s, &in, &o);
  }
  ck_assert_uint_eq(s.ghr[30], 0u);
  ck_assert_uint_eq(ctr(&s, 0), SNT);
  ck_assert_uint_eq(ghr_set(&s), 0u);
#endif
}
END_TEST

/* Warp ids >= ILP_WARPS name no warp (only when ILP_WARPS is not a power of two): a prediction
 * reads GHR 0, a resolve is ignored (no u_mis, state unchanged). */
START_TEST(test_no_warp) {
#if WT_ILP_WARPS < WT_POW2(WT_ILPWW)
  st_t s, before;
  out_t o;
  ilp_gshare_reset(&s);
  in_t in = mk_resolve(0u, 3u, false, true, false);
  cycle(&s, &in, &o);
  before = s;
  in = mk_resolve(WT_ILP_WARPS, 3u, false, true, false);
  in.pv = true;
  in.pw = WT_ILP_WARPS;
  in.ppc = 3u;
  cycle(&s, &in, &o);
  check_out(&o, 3u, true, true, false); /* ctr[3] = WT from warp 0; target 0 < PC 3 */
  ck_assert(wt_same_packed(ilp_gshare_block.state, &s, &before));
#endif
}
END_TEST

/* comb is pure, and the in-place step (next == s) equals the two-buffer step
 * (wt_check_comb_in_place): a predict and a resolve of the same counter in one step. */
START_TEST(test_comb_in_place) {
  st_t s, n1;
  out_t o1;
  ilp_gshare_reset(&s);
  in_t in = mk_resolve(0u, 7u, false, true, false);
  in.pv = true;
  in.pw = 1u;
  in.ppc = 7u;
  wt_check_comb_in_place(&ilp_gshare_block, &s, &in, &o1, &n1);
  ck_assert_uint_eq(o1.p_idx, 7u);
  ck_assert(!o1.p_gs); /* the start-of-step counter */
  ck_assert(o1.u_mis);
  ck_assert_uint_eq(ctr(&n1, 7), WT);
  ck_assert_uint_eq(n1.ghr[0], 1u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the SPEC 4.2 reference every cycle
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_LIST_TEST(ilp_gshare, "loop_train", "div_share", "ctr_walk")

/* test_scen_run: every scenario (loop index) against the reference every cycle.
 * test_random: constrained random (loop index = seed): the reference every cycle and the corners
 * reached: mispredictions, divergent branches resolved against their outcome, saturation at both
 * ends, gshare and static taken predictions, counters read by another warp than the one that
 * trained them, predictions whose history changed the index. */
static void reached(const ref_t *r) {
  WT_CHECK_REACHED(WT_REACH(r->mis, 1000u), WT_REACH(r->div_against, 200u), WT_REACH(r->sat_t, 1000u),
                   WT_REACH(r->sat_nt, 1000u), WT_REACH(r->p_gs, 1000u), WT_REACH(r->p_st, 1000u),
                   WT_REACH(r->shared, 1000u), WT_REACH(r->hist_idx, 1000u));
}

WT_RUN_TESTS(run_of, 40000u, reached)

////////////////////////////////////////////////////////////////////////////////
// tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t in_want[] = {
    WT_WANT(in_t, pv, 1, 1),         WT_WANT(in_t, pw, WT_ILPWW, 1), WT_WANT(in_t, ppc, WT_PCW, 1),
    WT_WANT(in_t, ptgt, WT_PCW, 1),  WT_WANT(in_t, uv, 1, 1),        WT_WANT(in_t, uw, WT_ILPWW, 1),
    WT_WANT(in_t, uidx, WT_GSIW, 1), WT_WANT(in_t, upred, 1, 1),     WT_WANT(in_t, utaken, 1, 1),
    WT_WANT(in_t, udiv, 1, 1),
};
static const wt_want_field_t out_want[] = {
    WT_WANT(out_t, p_gs, 1, 1),
    WT_WANT(out_t, p_st, 1, 1),
    WT_WANT(out_t, p_idx, WT_GSIW, 1),
    WT_WANT(out_t, u_mis, 1, 1),
};
static const wt_want_field_t state_want[] = {
    WT_WANT(st_t, dir, 1, WT_GS_ENTRIES),
    WT_WANT(st_t, strong, 1, WT_GS_ENTRIES),
    WT_WANT(st_t, ghr, WT_GSIW, WT_ILP_WARPS),
};

/* The layout: dir at 0 (512 b), strong at 512 (512 b), ghr at 1024 (32 x 9 = 288 b); MODEL 1312,
 * of which the counters (dir + strong) are D0's 1k bits. No invariant hook (every state is legal). */
START_TEST(test_layout_bits) {
  wt_fields_t t = ilp_gshare_block.state;
#if BASE_GEOM
  WT_CHECK_OFFSETS(t, 0u, 512u, 1024u);
  ck_assert_uint_eq(wt_fields_bits(t), 1312u);
  ck_assert_uint_eq(WT_GSIW, 9u);
  ck_assert_uint_eq(WT_ILPWW, 5u);
#endif
  ck_assert_uint_eq(wt_fields_bits(t), 2u * WT_GS_ENTRIES + WT_GSIW * WT_ILP_WARPS);
  ck_assert(ilp_gshare_block.check == NULL);
  ck_assert_str_eq(ilp_gshare_block.name, "ilp_gshare");
  ck_assert_uint_eq(ilp_gshare_block.nparts, 2u);
  ck_assert_uint_eq(ilp_gshare_block.nmems, 1u);
}
END_TEST

WT_TABLE_WANT_TEST(ilp_gshare_block, in_want, out_want, state_want)

WT_UNIT_SUITE("ilp_gshare") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),

    WT_TCASE("spec", 0),
    WT_TEST(test_loop_train),
    WT_TEST(test_div_share),
    WT_TEST(test_ctr_walk),
    WT_LOOP(test_static, 0, (int)(sizeof static_rows / sizeof static_rows[0])),

    WT_TCASE("corner", 0),
    WT_TEST(test_idle_ports),
    WT_TEST(test_ghr_width),
    WT_TEST(test_no_warp),
    WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&ilp_gshare_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_WANT_CASES(ilp_gshare_block),
    WT_TEST(test_layout_bits),
    WT_END,
};
