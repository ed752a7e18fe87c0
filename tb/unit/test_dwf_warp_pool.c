/* tb/unit/test_dwf_warp_pool.c: Check suite for the warp pool C model
 * (rtl_c/dwf_warp_pool.h; SPEC 1.5, DWF-1 of SPEC 1.12).
 *
 * Expected values come from the SPEC text or are worked out by hand: the DWF-1 table of SPEC 1.12
 * (contents of every pool entry and the issued stream, cycle by cycle), and the cycle plans of
 * tb/stim/dwf_warp_pool_scen.c, whose expected contents are written here as explicit edits of an
 * expected pool. The random and scenario runs also compare against a reference written here from
 * SPEC 1.5 in a different form (the final value of every slot chosen by phase priority: WUR1,
 * WUR0, clear, old value), sharing no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "dwf_warp_pool.h"
#include "wt_unit.h"

#define P WT_POOL
#define NL WT_NL
#define NONE WT_MASK32(WT_TIDW)
#define ALL WT_MASK32(WT_NL)
#define EVEN (UINT32_C(0x55555555) & ALL)
#define ODD (UINT32_C(0xaaaaaaaa) & ALL)
/* DWF-1 needs 4 lanes, 8 entries and TIDs 0..11 below the sentinel (SPEC 1.12). */
#define DWF1_OK (WT_NL >= 4 && WT_POOL >= 8 && WT_THREADS >= 12)
/* The new_warp and reset_clear plans: entries up to 7, lanes 0, 1, NL-1 distinct, TIDs of
 * generations 0..4 distinct and below the sentinel. */
#define PLAN_OK (WT_NL >= 4 && WT_POOL >= 8 && WT_THREADS >= 5 * WT_NL)
#define TOY (WT_NL == 4 && WT_POOL == 8 && WT_THREADS == 24 && WT_PCW == 24)
#define BASE (WT_NL == 32 && WT_POOL == 128 && WT_THREADS == 768 && WT_PCW == 24)

WT_UNIT_BLOCK(dwf_warp_pool)

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* One clock: comb then clock (STYLE 3.4). The state is large: keep the copies static. */
static st_t g_next;
/* NEXT {V = 1, idx}. */
static uint32_t nx(uint32_t i) { return (UINT32_C(1) << WT_IDXW) | i; }
/* Generation-g TID of lane l (the scenario plans' inputs). */
static uint32_t tg(uint32_t g, uint32_t l) { return g * NL + l; }

/* Write port k of `in` (the tids of lanes not in req are the sentinel). */
static void set_w(in_t *in, unsigned k, bool nw, uint32_t pc, uint32_t req, uint32_t cnf, uint32_t iold,
                  uint32_t inew, uint32_t gen) {
  uint32_t *tid = k ? in->w1_tid : in->w0_tid;
  *(k ? &in->w1 : &in->w0) = true;
  *(k ? &in->w1_new : &in->w0_new) = nw;
  *(k ? &in->w1_pc : &in->w0_pc) = pc;
  *(k ? &in->w1_req : &in->w0_req) = req;
  *(k ? &in->w1_cnf : &in->w0_cnf) = cnf;
  *(k ? &in->w1_iold : &in->w0_iold) = iold;
  *(k ? &in->w1_inew : &in->w0_inew) = inew;
  for (uint32_t l = 0; l < NL; l++) {
    tid[l] = ((req >> l) & 1u) ? tg(gen, l) : NONE;
  }
}

static void set_l(in_t *in, unsigned k, uint32_t idx, uint32_t next) {
  *(k ? &in->l1 : &in->l0) = true;
  *(k ? &in->l1_idx : &in->l0_idx) = idx;
  *(k ? &in->l1_next : &in->l0_next) = next;
}

/* The expected pool, kept by the tests as explicit edits (starts at the SPEC 1.5 reset values). */
static void exp_reset(st_t *e) {
  for (unsigned i = 0; i < P; i++) {
    for (unsigned l = 0; l < NL; l++) {
      e->tid[i][l] = NONE;
    }
    e->pc[i] = 0;
    e->next[i] = 0;
  }
}

/* Expected entry i: lanes of `lanes` hold generation g, others unchanged. */
__attribute__((unused)) static void exp_gen(st_t *e, unsigned i, uint32_t lanes, uint32_t g) {
  for (unsigned l = 0; l < NL; l++) {
    if ((lanes >> l) & 1u) {
      e->tid[i][l] = tg(g, l);
    }
  }
}

__attribute__((unused)) static void exp_empty(st_t *e, unsigned i) {
  for (unsigned l = 0; l < NL; l++) {
    e->tid[i][l] = NONE;
  }
}

static void check_same(const st_t *s, const st_t *e) {
  for (unsigned i = 0; i < P; i++) {
    for (unsigned l = 0; l < NL; l++) {
      EQ(s->tid[i][l], e->tid[i][l]);
    }
    EQ(s->pc[i], e->pc[i]);
    EQ(s->next[i], e->next[i]);
  }
}

static bool same_state(const st_t *a, const st_t *b) {
  /* All members are uint32_t: no padding. */
  return memcmp(a, b, sizeof *a) == 0;
}

/* Outputs of an issue read of entry i of the expected pool `e` (SPEC 1.5: mask = lanes whose TID
 * is not the sentinel, nthreads its popcount, counted here lane by lane). */
__attribute__((unused)) static void check_read(const out_t *o, const st_t *e, unsigned i) {
  uint32_t mask = 0;
  unsigned n = 0;
  for (unsigned l = 0; l < NL; l++) {
    EQ(o->iss_tid[l], e->tid[i][l]);
    if (e->tid[i][l] != NONE) {
      mask |= UINT32_C(1) << l;
      n++;
    }
  }
  EQ(o->iss_mask, mask);
  EQ(o->iss_nthd, n);
  EQ(o->iss_pc, e->pc[i]);
  EQ(o->iss_next, e->next[i]);
}

/* Bits above the declared width are zero in every state field (via the field table). */
static void check_widths(const st_t *s) { wt_check_fits(dwf_warp_pool_block.state, s, "state"); }

static void check_out_widths(const out_t *o) { wt_check_fits(dwf_warp_pool_block.out, o, "out"); }

////////////////////////////////////////////////////////////////////////////////
// Reference from SPEC 1.5 (final value of each slot by phase priority)
////////////////////////////////////////////////////////////////////////////////

static bool ref_lane_hits(bool we, uint32_t req, uint32_t cnf, uint32_t iold, uint32_t inew, unsigned i,
                          unsigned l) {
  if (!we || !((req >> l) & 1u)) {
    return false;
  }
  return (((cnf >> l) & 1u) ? inew : iold) == i;
}

static void ref_cycle(const st_t *s, const in_t *in, out_t *o, st_t *n) {
  unsigned r = in->iss_idx;
  o->iss_mask = 0;
  o->iss_nthd = 0;
  for (unsigned l = 0; l < NL; l++) {
    o->iss_tid[l] = s->tid[r][l];
    if (s->tid[r][l] != NONE) {
      o->iss_mask |= UINT32_C(1) << l;
      o->iss_nthd++;
    }
  }
  o->iss_pc = s->pc[r];
  o->iss_next = s->next[r];
  for (unsigned i = 0; i < P; i++) {
    bool clr = in->iss && in->iss_idx == i;
    for (unsigned l = 0; l < NL; l++) {
      bool h1 = ref_lane_hits(in->w1, in->w1_req, in->w1_cnf, in->w1_iold, in->w1_inew, i, l);
      bool h0 = ref_lane_hits(in->w0, in->w0_req, in->w0_cnf, in->w0_iold, in->w0_inew, i, l);
      n->tid[i][l] = h1 ? in->w1_tid[l] : h0 ? in->w0_tid[l] : clr ? NONE : s->tid[i][l];
    }
    bool nw0 = in->w0 && in->w0_new && in->w0_inew == i;
    bool nw1 = in->w1 && in->w1_new && in->w1_inew == i;
    bool lk0 = in->l0 && in->l0_idx == i;
    bool lk1 = in->l1 && in->l1_idx == i;
    n->pc[i] = nw1 ? in->w1_pc : nw0 ? in->w0_pc : s->pc[i];
    n->next[i] = lk1 ? in->l1_next : nw1 ? 0u : lk0 ? in->l0_next : nw0 ? 0u : s->next[i];
  }
}

static void check_out_eq(const out_t *a, const out_t *b) {
  for (unsigned l = 0; l < NL; l++) {
    EQ(a->iss_tid[l], b->iss_tid[l]);
  }
  EQ(a->iss_mask, b->iss_mask);
  EQ(a->iss_nthd, b->iss_nthd);
  EQ(a->iss_pc, b->iss_pc);
  EQ(a->iss_next, b->iss_next);
}

/* Static scratch states (a baseline state is 17 KiB). */
static st_t g_s, g_e, g_r, g_prev;

/* The runs' per-cycle checks (wt_run_t hooks): legal inputs, the SPEC 1.5 reference (kept in
 * g_r), and coverage counters. */
typedef struct {
  bool random; /* the random stream's input rules (indices, CNF within REQ, CNF only on new) */
  unsigned full, empty, reuse, overlap, link_new;
} run_ctx_t;

WT_STATE_HOOK(run_reset, void, ctx, s) { dwf_warp_pool_reset(&g_r); }

WT_CYCLE_HOOK(run_cycle, run_ctx_t, k, prev, in, o, next) {
  out_t ro;
  OK(in->iss_idx < P);
  if (k->random) {
    OK(in->w0_iold < P && in->w0_inew < P && in->w1_iold < P && in->w1_inew < P);
    OK(in->l0_idx < P && in->l1_idx < P);
    OK((in->w0_cnf & ~in->w0_req) == 0u && (in->w1_cnf & ~in->w1_req) == 0u);
    EQ(in->w0_new || !in->w0 || in->w0_cnf == 0u, true);
  }
  ref_cycle(&g_r, in, &ro, &g_prev);
  g_r = g_prev;
  check_out_eq(o, &ro);
  OK(same_state(next, &g_r));
  k->full += o->iss_nthd == NL;
  k->empty += o->iss_nthd == 0u;
  k->reuse += in->iss && in->w0 && (in->w0_inew == in->iss_idx || in->w0_iold == in->iss_idx);
  k->overlap += in->w0 && in->w1 && (in->w0_req & in->w1_req) != 0u;
  k->link_new += in->w0 && in->w0_new && in->l0 && in->l0_idx == in->w0_inew;
}

/* The state and output width checks run every `fits_every` cycles (every cycle in scenarios). */
static wt_run_t run_of(run_ctx_t *k, unsigned fits_every) {
  return WT_RUN(&dwf_warp_pool_stim, &g_s, k, .reset = run_reset, .cycle = run_cycle,
                .fits_every = fits_every);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* SPEC 1.5 Reset: all TIDs = 0x3FF (all ones) and all NEXT = INVALID (0); PC 0 (model). */
START_TEST(test_reset_values) {
  st_t *s = &g_s;
  memset(s, 0x5a, sizeof *s); /* reset must write every field */
  dwf_warp_pool_reset(s);
  for (unsigned i = 0; i < P; i++) {
    for (unsigned l = 0; l < NL; l++) {
      ck_assert_uint_eq(s->tid[i][l], NONE);
    }
    ck_assert_uint_eq(s->pc[i], 0u);
    ck_assert_uint_eq(s->next[i], 0u);
  }
#if BASE
  ck_assert_uint_eq(s->tid[127][31], 0x3FFu); /* SPEC 0.2 literal */
#elif TOY
  ck_assert_uint_eq(s->tid[7][3], 0x1Fu);
#endif
  check_widths(s);
}
END_TEST

/* After reset every entry reads empty: mask 0, nthreads 0, TIDs sentinel, PC 0, NEXT INVALID
 * (loop index picks the entry: 0, 1, middle, last). */
START_TEST(test_reset_read) {
  static const unsigned pick[4] = {0, 1, P / 2, P - 1};
  st_t *s = &g_s;
  out_t o;
  dwf_warp_pool_reset(s);
  in_t in = idle();
  in.iss_idx = pick[_i];
  cycle(s, &in, &o);
  for (unsigned l = 0; l < NL; l++) {
    ck_assert_uint_eq(o.iss_tid[l], NONE);
  }
  ck_assert_uint_eq(o.iss_mask, 0u);
  ck_assert_uint_eq(o.iss_nthd, 0u);
  ck_assert_uint_eq(o.iss_pc, 0u);
  ck_assert_uint_eq(o.iss_next, 0u);
  exp_reset(&g_e);
  check_same(s, &g_e);
}
END_TEST

/* Reset from a used pool restores the reset values (SPEC 7.4 mid-run reset). */
START_TEST(test_reset_from_dirty) {
  st_t *s = &g_s;
  out_t o;
  dwf_warp_pool_reset(s);
  in_t in = idle();
  set_w(&in, 0, true, 0x5u, ALL, ALL, 0, P - 1u, 0);
  set_l(&in, 0, 0, nx(1));
  cycle(s, &in, &o);
  ck_assert_uint_eq(s->pc[P - 1u], 0x5u);
  ck_assert_uint_eq(s->next[0], nx(1));
  dwf_warp_pool_reset(s);
  exp_reset(&g_e);
  check_same(s, &g_e);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// core (entries up to 7, lanes 0..3 and TID generations 0..4: PLAN_OK)
////////////////////////////////////////////////////////////////////////////////

#if PLAN_OK
/* A miss (new warp, CNF = REQ): the lanes of REQ go to inew, PC[inew] <- PC, NEXT[inew] <- 0;
 * lanes outside REQ stay empty; no other entry changes (iold unused). */
START_TEST(test_write_new) {
  st_t *s = &g_s, *e = &g_e;
  out_t o;
  dwf_warp_pool_reset(s);
  exp_reset(e);
  in_t in = idle();
  set_l(&in, 0, 0, nx(3)); /* NEXT[0] = {1,3} first, through link 0 */
  cycle(s, &in, &o);
  e->next[0] = nx(3);
  in = idle();
  set_w(&in, 0, true, 0x123u, 0x5u, 0x5u, 1u, 0u, 1);
  cycle(s, &in, &o);
  e->pc[0] = 0x123u;
  e->next[0] = 0; /* INVALID */
  e->tid[0][0] = tg(1, 0);
  e->tid[0][2] = tg(1, 2);
  check_same(s, e);
}
END_TEST

/* A merge (hit, CNF = 0, no new warp): lanes go to iold; PC and NEXT of iold and of inew keep
 * their values. */
START_TEST(test_write_merge) {
  st_t *s = &g_s, *e = &g_e;
  out_t o;
  dwf_warp_pool_reset(s);
  exp_reset(e);
  in_t in = idle();
  set_w(&in, 0, true, 0x7u, 0x1u, 0x1u, 0u, 2u, 0); /* new warp 2: lane 0 */
  set_l(&in, 1, 3u, nx(4));                         /* stale NEXT at 3 (the merge's inew) */
  cycle(s, &in, &o);
  e->pc[2] = 0x7u;
  e->tid[2][0] = tg(0, 0);
  e->next[3] = nx(4);
  check_same(s, e);
  in = idle();
  set_w(&in, 1, false, 0x9u, 0x2u, 0x0u, 2u, 3u, 1); /* merge lane 1 into 2; inew 3 unused */
  cycle(s, &in, &o);
  e->tid[2][1] = tg(1, 1);
  check_same(s, e);
}
END_TEST

/* CNF splits REQ (SPEC 1.5 Fig 4.4(b)): dest = CNF[l] ? inew : iold, per lane (loop index:
 * CNF = even lanes, odd lanes, lane 0 only, all lanes but lane 0). */
START_TEST(test_cnf_split) {
  const uint32_t cnfs[4] = {EVEN, ODD, 0x1u, ALL & ~0x1u};
  uint32_t cnf = cnfs[_i];
  st_t *s = &g_s, *e = &g_e;
  out_t o;
  dwf_warp_pool_reset(s);
  exp_reset(e);
  in_t in = idle();
  set_w(&in, 0, true, 0xAu, ALL, cnf, P - 1u, 1u, 2);
  cycle(s, &in, &o);
  for (unsigned l = 0; l < NL; l++) {
    unsigned dest = ((cnf >> l) & 1u) ? 1u : P - 1u;
    e->tid[dest][l] = tg(2, l);
  }
  e->pc[1] = 0xAu;
  check_same(s, e);
}
END_TEST

/* Lanes outside REQ are never written, whatever their TID and CNF inputs carry (also CNF bits
 * outside REQ, which the scheduler never drives). */
START_TEST(test_req_only) {
  st_t *s = &g_s, *e = &g_e;
  out_t o;
  dwf_warp_pool_reset(s);
  exp_reset(e);
  in_t in = idle();
  set_w(&in, 0, false, 0u, 0x2u, ALL, 3u, 4u, 1);
  for (unsigned l = 0; l < NL; l++) {
    in.w0_tid[l] = l == 1u ? 7u : 0u; /* junk TID 0 on every other lane */
  }
  cycle(s, &in, &o);
  e->tid[4][1] = 7u; /* CNF[1] = 1: lane 1 to inew 4 */
  check_same(s, e);
  /* A port without `w0` writes nothing at all. */
  in.w0 = false;
  in.w0_new = true;
  g_prev = *s;
  cycle(s, &in, &o);
  ck_assert(same_state(s, &g_prev));
}
END_TEST

/* Issue read without `iss`: outputs only, no state change. With `iss`: the TIDs are cleared,
 * PC and NEXT stay (SPEC 1.5 clear-on-free; SPEC 1.12 "pool3.NEXT still holds {1,5}"). */
START_TEST(test_read_and_clear) {
  st_t *s = &g_s, *e = &g_e;
  out_t o;
  dwf_warp_pool_reset(s);
  exp_reset(e);
  in_t in = idle();
  set_w(&in, 0, true, 0x42u, 0xDu & ALL, 0xDu & ALL, 0u, 2u, 3);
  set_l(&in, 1, 2u, nx(6));
  cycle(s, &in, &o);
  exp_gen(e, 2, 0xDu & ALL, 3);
  e->pc[2] = 0x42u;
  e->next[2] = nx(6);
  check_same(s, e);
  in = idle();
  in.iss_idx = 2;
  cycle(s, &in, &o);
  check_read(&o, e, 2);
  ck_assert_uint_eq(o.iss_mask, 0xDu & ALL);
  ck_assert_uint_eq(o.iss_nthd, NL >= 4 ? 3u : 1u);
  ck_assert_uint_eq(o.iss_pc, 0x42u);
  ck_assert_uint_eq(o.iss_next, nx(6));
  check_same(s, e);
  in.iss = true;
  cycle(s, &in, &o);
  check_read(&o, e, 2);
  ck_assert_uint_eq(o.iss_tid[0], tg(3, 0));
  exp_empty(e, 2);
  check_same(s, e);
  ck_assert_uint_eq(s->pc[2], 0x42u);
  ck_assert_uint_eq(s->next[2], nx(6));
  /* Issuing the now empty entry: mask 0, nthreads 0, PC and NEXT still there, no change. */
  cycle(s, &in, &o);
  ck_assert_uint_eq(o.iss_mask, 0u);
  ck_assert_uint_eq(o.iss_nthd, 0u);
  ck_assert_uint_eq(o.iss_pc, 0x42u);
  ck_assert_uint_eq(o.iss_next, nx(6));
  check_same(s, e);
}
END_TEST

/* A full entry reads mask = all lanes, nthreads = NL (the widest iss_nthd value). */
START_TEST(test_full_entry) {
  st_t *s = &g_s;
  out_t o;
  dwf_warp_pool_reset(s);
  in_t in = idle();
  set_w(&in, 0, true, 1u, ALL, ALL, 0, P - 1u, 4);
  cycle(s, &in, &o);
  in = idle();
  in.iss = true;
  in.iss_idx = P - 1u;
  cycle(s, &in, &o);
  ck_assert_uint_eq(o.iss_mask, ALL);
  ck_assert_uint_eq(o.iss_nthd, NL);
  for (unsigned l = 0; l < NL; l++) {
    ck_assert_uint_eq(o.iss_tid[l], tg(4, l));
  }
  check_out_widths(&o);
  for (unsigned l = 0; l < NL; l++) {
    ck_assert_uint_eq(s->tid[P - 1u][l], NONE);
  }
}
END_TEST

/* Phase order (SPEC 0.3, dwf_warp_pool.h): clear then WUR0 on one entry (reuse in the cycle it is
 * freed); WUR1 over WUR0 on one slot; link 0 after WUR0's new warp; WUR1's new warp after link 0;
 * link 1 after WUR1's new warp. The issue outputs are the start-of-cycle contents. */
START_TEST(test_phase_order) {
  st_t *s = &g_s, *e = &g_e;
  out_t o;
  dwf_warp_pool_reset(s);
  exp_reset(e);
  in_t in = idle();
  set_w(&in, 0, true, 0x10u, ALL, ALL, 0, 1u, 0); /* entry 1 full, g0 */
  cycle(s, &in, &o);
  exp_gen(e, 1, ALL, 0);
  e->pc[1] = 0x10u;
  check_same(s, e);

  in = idle();
  in.iss = true;
  in.iss_idx = 1;
  set_w(&in, 0, true, 0x20u, EVEN, EVEN, 0, 1u, 1);   /* clear 1, then new warp 1, even g1 */
  set_l(&in, 0, 1u, nx(2));                           /* link 0 after the new warp: NEXT {1,2} */
  set_w(&in, 1, false, 0x30u, 0x1u, 0x0u, 1u, 5u, 2); /* WUR1 merges lane 0 over WUR0's g1 */
  cycle(s, &in, &o);
  check_read(&o, e, 1); /* start of cycle: full g0 */
  exp_empty(e, 1);
  exp_gen(e, 1, EVEN, 1);
  e->tid[1][0] = tg(2, 0);
  e->pc[1] = 0x20u;
  e->next[1] = nx(2);
  check_same(s, e);

  in = idle();
  in.iss_idx = 1;
  set_l(&in, 0, 3u, nx(4));                          /* link 0 to 3 ... */
  set_w(&in, 1, true, 0x40u, 0x2u, 0x2u, 0u, 3u, 3); /* ... then WUR1 new warp 3: NEXT 0 */
  set_l(&in, 1, 1u, nx(5));
  cycle(s, &in, &o);
  check_read(&o, e, 1);
  e->tid[3][1] = tg(3, 1);
  e->pc[3] = 0x40u;
  e->next[3] = 0;
  e->next[1] = nx(5);
  check_same(s, e);

  in = idle();
  set_w(&in, 1, true, 0x50u, 0x4u, 0x4u, 0u, 6u, 4); /* WUR1 new warp 6 ... */
  set_l(&in, 1, 6u, nx(7));                          /* ... and link 1 after it: {1,7} */
  set_w(&in, 0, true, 0x60u, 0x4u, 0x4u, 0u, 6u, 0); /* WUR0's write to 6 is overwritten */
  cycle(s, &in, &o);
  e->tid[6][2] = tg(4, 2);
  e->pc[6] = 0x50u;
  e->next[6] = nx(7);
  check_same(s, e);
}
END_TEST

/* The issue outputs do not depend on the write and link inputs (loop index varies them). */
START_TEST(test_outputs_independent_of_writes) {
  st_t *s = &g_s;
  out_t o0, o1;
  dwf_warp_pool_reset(s);
  in_t in = idle();
  set_w(&in, 0, true, 0x3u, ALL, EVEN, 2u, 3u, 1);
  cycle(s, &in, &o0);
  in = idle();
  in.iss_idx = 2;
  dwf_warp_pool_comb(s, &in, &o0, &g_next);
  in.iss = (_i & 1) != 0;
  set_w(&in, 0, true, 0x8u, ALL, (_i & 2) ? ALL : 0u, 2u, 2u, 3);
  set_w(&in, 1, (_i & 2) != 0, 0x9u, ALL, ALL, 2u, 2u, 4);
  set_l(&in, 0, 2u, nx(1));
  set_l(&in, 1, 2u, nx(0));
  dwf_warp_pool_comb(s, &in, &o1, &g_next);
  check_out_eq(&o0, &o1);
}
END_TEST

#endif /* PLAN_OK */

/* comb in place (next == s) ends in the same state as the two-buffer step, and comb is the
 * phase functions in order (what the parent dwf_sched calls). */
START_TEST(test_inplace_and_phases) {
  wt_stim_run_t run;
  static st_t a, b, c;
  in_t in;
  out_t oa, ob, oc;
  wt_stim_run_init(&run, &dwf_warp_pool_stim, 7);
  dwf_warp_pool_reset(&a);
  b = a;
  c = a;
  for (unsigned k = 0; k < 300; k++) {
    if (wt_stim_run_cycle(&run, &dwf_warp_pool_stim, &a, &in)) {
      continue;
    }
    dwf_warp_pool_comb(&a, &in, &oa, &g_next);
    dwf_warp_pool_clock(&a, &g_next);
    dwf_warp_pool_comb(&b, &in, &ob, &b);
    dwf_warp_pool_issue(&c, in.iss_idx, in.iss, &oc.iss_pc, &oc.iss_next, oc.iss_tid, &oc.iss_mask,
                        &oc.iss_nthd);
    if (in.w0) {
      dwf_warp_pool_write(&c, in.w0_new, in.w0_pc, in.w0_req, in.w0_cnf, in.w0_iold, in.w0_inew, in.w0_tid);
    }
    if (in.l0) {
      dwf_warp_pool_link(&c, in.l0_idx, in.l0_next);
    }
    if (in.w1) {
      dwf_warp_pool_write(&c, in.w1_new, in.w1_pc, in.w1_req, in.w1_cnf, in.w1_iold, in.w1_inew, in.w1_tid);
    }
    if (in.l1) {
      dwf_warp_pool_link(&c, in.l1_idx, in.l1_next);
    }
    check_out_eq(&oa, &ob);
    check_out_eq(&oa, &oc);
    OK(same_state(&a, &b));
    OK(same_state(&a, &c));
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner: bank port budget
////////////////////////////////////////////////////////////////////////////////

/* Marker contents: every slot holds a value the phase under test never writes there, so every
 * write shows up as a change. TIDs: `tm` (0 for the clear, which writes the sentinel; THREADS for
 * a WUR port, whose requested lanes carry real threads < THREADS). PC: ~pc of the port. NEXT:
 * `nm` (all ones for a WUR port, which writes 0; the link value ^ 1 for a link). */
static void marker(st_t *m, uint32_t tm, uint32_t pcm, uint32_t nm) {
  for (unsigned i = 0; i < P; i++) {
    for (unsigned l = 0; l < NL; l++) {
      m->tid[i][l] = tm;
    }
    m->pc[i] = pcm;
    m->next[i] = nm;
  }
}

/* Writes per TID bank and to the PC/SD bank made by one phase, counted as changed slots. */
static void count_writes(const st_t *before, const st_t *after, unsigned bank[NL], unsigned *pcsd,
                         unsigned *pcw, unsigned *nextw) {
  *pcsd = *pcw = *nextw = 0;
  for (unsigned l = 0; l < NL; l++) {
    bank[l] = 0;
  }
  for (unsigned i = 0; i < P; i++) {
    for (unsigned l = 0; l < NL; l++) {
      bank[l] += before->tid[i][l] != after->tid[i][l];
    }
    *pcw += before->pc[i] != after->pc[i];
    *nextw += before->next[i] != after->next[i];
    *pcsd += before->pc[i] != after->pc[i] || before->next[i] != after->next[i];
  }
}

/* D3 §4.2.1 / SPEC 1.5 banking (dwf_warp_pool.h "Bank port budget"), on the random stimulus:
 * per cycle each TID bank takes <= 1 clear and <= 1 write per WUR port (3 in all), the PC/SD bank
 * <= 1 {PC, NEXT} write per WUR port and <= 1 NEXT write per link (4 in all). */
START_TEST(test_bank_budget) {
  wt_stim_run_t run;
  static st_t m, a;
  in_t in;
  out_t o;
  unsigned bank[NL], tot[NL], pcsd, pcw, nextw, pcsd_tot, pc_tot, news = 0;
  wt_stim_run_init(&run, &dwf_warp_pool_stim, 11);
  dwf_warp_pool_reset(&g_s);
  for (unsigned k = 0; k < 2000; k++) {
    if (wt_stim_run_cycle(&run, &dwf_warp_pool_stim, &g_s, &in)) {
      dwf_warp_pool_reset(&g_s);
      continue;
    }
    for (unsigned l = 0; l < NL; l++) {
      tot[l] = 0;
    }
    pcsd_tot = pc_tot = 0;
    /* Phase 1: issue. */
    marker(&m, 0u, 0u, 1u);
    a = m;
    dwf_warp_pool_issue(&a, in.iss_idx, in.iss, &o.iss_pc, &o.iss_next, o.iss_tid, &o.iss_mask, &o.iss_nthd);
    count_writes(&m, &a, bank, &pcsd, &pcw, &nextw);
    for (unsigned l = 0; l < NL; l++) {
      EQ(bank[l], in.iss ? 1u : 0u);
      tot[l] += bank[l];
    }
    EQ(pcsd, 0u);
    /* Phases 2 and 4: WUR write ports (NEXT marker all ones: a new warp writes 0). */
    for (unsigned k2 = 0; k2 < 2; k2++) {
      bool we = k2 ? in.w1 : in.w0;
      if (!we) {
        continue;
      }
      uint32_t pc = k2 ? in.w1_pc : in.w0_pc, req = k2 ? in.w1_req : in.w0_req;
      bool nw = k2 ? in.w1_new : in.w0_new;
      marker(&m, WT_THREADS, ~pc & WT_MASK32(WT_PCW), WT_MASK32(WT_WPW));
      a = m;
      if (k2) {
        dwf_warp_pool_write(&a, in.w1_new, in.w1_pc, in.w1_req, in.w1_cnf, in.w1_iold, in.w1_inew, in.w1_tid);
      } else {
        dwf_warp_pool_write(&a, in.w0_new, in.w0_pc, in.w0_req, in.w0_cnf, in.w0_iold, in.w0_inew, in.w0_tid);
      }
      count_writes(&m, &a, bank, &pcsd, &pcw, &nextw);
      for (unsigned l = 0; l < NL; l++) {
        EQ(bank[l], (req >> l) & 1u); /* exactly one write to each requested lane's bank */
        tot[l] += bank[l];
      }
      EQ(pcsd, nw ? 1u : 0u);
      EQ(pcw, nw ? 1u : 0u);
      EQ(nextw, nw ? 1u : 0u);
      pcsd_tot += pcsd;
      pc_tot += pcw;
      news += nw;
    }
    /* Phases 3 and 5: links. */
    for (unsigned k2 = 0; k2 < 2; k2++) {
      if (!(k2 ? in.l1 : in.l0)) {
        continue;
      }
      uint32_t v = k2 ? in.l1_next : in.l0_next;
      marker(&m, 0u, 0u, v ^ 1u);
      a = m;
      dwf_warp_pool_link(&a, k2 ? in.l1_idx : in.l0_idx, v);
      count_writes(&m, &a, bank, &pcsd, &pcw, &nextw);
      for (unsigned l = 0; l < NL; l++) {
        EQ(bank[l], 0u);
      }
      EQ(pcsd, 1u);
      EQ(pcw, 0u);
      pcsd_tot += pcsd;
    }
    for (unsigned l = 0; l < NL; l++) {
      LE(tot[l], 3u);
    }
    LE(pc_tot, 2u);
    LE(pcsd_tot, 4u);
    cycle(&g_s, &in, &o);
  }
  ck_assert_uint_gt(news, 0u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: DWF-1 (SPEC 1.12)
////////////////////////////////////////////////////////////////////////////////

#if DWF1_OK
#define X 0xFFu /* empty slot in the tables below */
#define B 2u
#define C 3u
#define D 4u
#define F 6u
#define V5 0x100u /* NEXT {1,5} in the tables below */

/* An entry of the DWF-1 tables: PC, NEXT (0 or V5), TIDs of lanes 0..3. */
typedef struct {
  uint32_t pc, next, t[4];
} d1_ent_t;

/* Pool entries 0..7 after phase 2 of c1..c7 (SPEC 1.12 "Expected state after phase 2 of each
 * cycle"; c6-c7 "as in the table": the issue clears the TIDs only, so entries keep their PC and
 * pool3 its NEXT {1,5}). Entries 6 and 7 are never used: reset contents. */
static const d1_ent_t d1_pool[7][8] = {
    /* c1: pool0 = {B,[0,1,2,-]}, pool1 = {F,[-,-,-,3]} */
    {{B, 0, {0, 1, 2, X}},
     {F, 0, {X, X, X, 3}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}}},
    /* c2: 0 issued and cleared; pool2 = {B,[-,-,6,7]}; pool1 = {F,[4,5,-,3]} */
    {{B, 0, {X, X, X, X}},
     {F, 0, {4, 5, X, 3}},
     {B, 0, {X, X, 6, 7}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}}},
    /* c3: 2 issued; pool3 = {C,[0,-,-,-]} (new, IDX3), pool4 = {D,[-,1,2,-]} (new, IDX4) */
    {{B, 0, {X, X, X, X}},
     {F, 0, {4, 5, X, 3}},
     {B, 0, {X, X, X, X}},
     {C, 0, {0, X, X, X}},
     {D, 0, {X, 1, 2, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}}},
    /* c4: 1 issued; pool3 = {C,[0,-,6,-]}, pool4 = {D,[-,1,2,7]} */
    {{B, 0, {X, X, X, X}},
     {F, 0, {X, X, X, X}},
     {B, 0, {X, X, X, X}},
     {C, 0, {0, X, 6, X}},
     {D, 0, {X, 1, 2, 7}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}}},
    /* c5: 4 issued; pool5 = {C,[8,-,-,-]}, pool3 = {C,[0,-,6,11]}, pool3.NEXT = {1,5} */
    {{B, 0, {X, X, X, X}},
     {F, 0, {X, X, X, X}},
     {B, 0, {X, X, X, X}},
     {C, V5, {0, X, 6, 11}},
     {D, 0, {X, X, X, X}},
     {C, 0, {8, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}}},
    /* c6: 3 issued: TIDs cleared, NEXT {1,5} kept */
    {{B, 0, {X, X, X, X}},
     {F, 0, {X, X, X, X}},
     {B, 0, {X, X, X, X}},
     {C, V5, {X, X, X, X}},
     {D, 0, {X, X, X, X}},
     {C, 0, {8, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}}},
    /* c7: 5 issued: every TID slot empty; "pool3.NEXT still holds {1,5}" */
    {{B, 0, {X, X, X, X}},
     {F, 0, {X, X, X, X}},
     {B, 0, {X, X, X, X}},
     {C, V5, {X, X, X, X}},
     {D, 0, {X, X, X, X}},
     {C, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}},
     {0, 0, {X, X, X, X}}},
};

/* The issue of each cycle (SPEC 1.12 phase-1 column and "Issued stream"): c1 issues nothing (the
 * read port shows entry 0 at reset); then idx0 (B,0x7,3), idx2 (B,0xC,2), idx1 (F,0xB,3),
 * idx4 (D,0xE,3), idx3 (C,0xD,3) with NEXT {1,5}, idx5 (C,0x1,1). */
static const struct {
  bool iss;
  uint32_t idx, pc, next, mask, nthd, t[4];
} d1_issue[7] = {
    {false, 0, 0, 0, 0x0, 0, {X, X, X, X}}, {true, 0, B, 0, 0x7, 3, {0, 1, 2, X}},
    {true, 2, B, 0, 0xC, 2, {X, X, 6, 7}},  {true, 1, F, 0, 0xB, 3, {4, 5, X, 3}},
    {true, 4, D, 0, 0xE, 3, {X, 1, 2, 7}},  {true, 3, C, V5, 0xD, 3, {0, X, 6, 11}},
    {true, 5, C, 0, 0x1, 1, {8, X, X, X}},
};

static uint32_t d1_tid(uint32_t t) { return t == X ? NONE : t; }
static uint32_t d1_next(uint32_t n) { return n == V5 ? nx(5) : n; }

START_TEST(test_dwf1) {
  const wt_scenario_t *sc = scen_n("dwf1_pool", 7u);
  st_t *s = &g_s;
  out_t o;
  in_t in;
  unsigned slots = 0;
  dwf_warp_pool_reset(s);
  for (unsigned c = 0; c < 7u; c++) {
    ck_assert(!scen_in(sc, c, s, &in));
    ck_assert_uint_eq(in.iss, d1_issue[c].iss);
    ck_assert_uint_eq(in.iss_idx, d1_issue[c].idx);
    cycle(s, &in, &o);
    check_widths(s);
    check_out_widths(&o);
    /* Issue outputs (start-of-cycle contents of the issued entry). */
    ck_assert_uint_eq(o.iss_pc, d1_issue[c].pc);
    ck_assert_uint_eq(o.iss_next, d1_next(d1_issue[c].next));
    ck_assert_uint_eq(o.iss_mask, d1_issue[c].mask);
    ck_assert_uint_eq(o.iss_nthd, d1_issue[c].nthd);
    for (unsigned l = 0; l < NL; l++) {
      ck_assert_uint_eq(o.iss_tid[l], l < 4u ? d1_tid(d1_issue[c].t[l]) : NONE);
    }
    slots += d1_issue[c].iss ? o.iss_nthd : 0u;
    /* Every entry (entries >= 8 and lanes >= 4 keep their reset contents). */
    for (unsigned i = 0; i < P; i++) {
      const d1_ent_t *x = i < 8u ? &d1_pool[c][i] : NULL;
      ck_assert_uint_eq(s->pc[i], x ? x->pc : 0u);
      ck_assert_uint_eq(s->next[i], x ? d1_next(x->next) : 0u);
      for (unsigned l = 0; l < NL; l++) {
        ck_assert_uint_eq(s->tid[i][l], x && l < 4u ? d1_tid(x->t[l]) : NONE);
      }
    }
  }
  ck_assert_uint_eq(slots, 15u); /* "15 thread-slots in 6 issues" */
}
END_TEST

/* The scenario drives DWF-1's pool writes: new warps at the popped indices 0,1 / 2 / 3,4 / - / 5,
 * merges at 1 / 3,4, the c5 CNF split (REQ 0x9, CNF 0x1, iold 3, inew 5) and link pool3.NEXT. */
START_TEST(test_dwf1_inputs) {
  const wt_scenario_t *sc = scen("dwf1_pool");
  static const struct {
    bool w0, n0, w1, n1, l0;
    uint32_t req0, cnf0, req1, cnf1;
  } row[7] = {
      {true, true, true, true, false, 0x7, 0x7, 0x8, 0x8},
      {true, true, true, false, false, 0xC, 0xC, 0x3, 0x0},
      {true, true, true, true, false, 0x1, 0x1, 0x6, 0x6},
      {true, false, true, false, false, 0x4, 0x0, 0x8, 0x0},
      {true, true, false, false, true, 0x9, 0x1, 0, 0},
      {false, false, false, false, false, 0, 0, 0, 0},
      {false, false, false, false, false, 0, 0, 0, 0},
  };
  in_t in;
  for (unsigned c = 0; c < 7u; c++) {
    ck_assert(!scen_in(sc, c, &g_s, &in));
    ck_assert_uint_eq(in.w0, row[c].w0);
    ck_assert_uint_eq(in.w1, row[c].w1);
    ck_assert_uint_eq(in.l0, row[c].l0);
    ck_assert_uint_eq(in.l1, 0u);
    if (in.w0) {
      ck_assert_uint_eq(in.w0_new, row[c].n0);
      ck_assert_uint_eq(in.w0_req, row[c].req0);
      ck_assert_uint_eq(in.w0_cnf, row[c].cnf0);
    }
    if (in.w1) {
      ck_assert_uint_eq(in.w1_new, row[c].n1);
      ck_assert_uint_eq(in.w1_req, row[c].req1);
      ck_assert_uint_eq(in.w1_cnf, row[c].cnf1);
    }
  }
  scen_in(sc, 4, &g_s, &in); /* c5 */
  ck_assert_uint_eq(in.w0_iold, 3u);
  ck_assert_uint_eq(in.w0_inew, 5u);
  ck_assert_uint_eq(in.w0_tid[0], 8u);
  ck_assert_uint_eq(in.w0_tid[3], 11u);
  ck_assert_uint_eq(in.l0_idx, 3u);
  ck_assert_uint_eq(in.l0_next, nx(5));
}
END_TEST

#if TOY
/* Literal encodings of the toy configuration (SPEC 1.12): TID sentinel 0x1F, {1,5} = 0xD. */
START_TEST(test_dwf1_literal) {
  const wt_scenario_t *sc = scen("dwf1_pool");
  st_t *s = &g_s;
  out_t o;
  in_t in;
  dwf_warp_pool_reset(s);
  for (unsigned c = 0; c < 7u; c++) {
    scen_in(sc, c, s, &in);
    cycle(s, &in, &o);
    if (c == 4u) {
      ck_assert_uint_eq(s->next[3], 0xDu);
      ck_assert_uint_eq(s->tid[3][1], 0x1Fu);
    }
    if (c == 5u) {
      ck_assert_uint_eq(o.iss_next, 0xDu);
      ck_assert_uint_eq(o.iss_tid[1], 0x1Fu);
    }
  }
  ck_assert_uint_eq(s->next[3], 0xDu);
}
END_TEST
#elif BASE
/* Baseline encodings: sentinel 0x3FF, {1,5} = 0x85 (WPW 8). */
START_TEST(test_dwf1_literal) {
  const wt_scenario_t *sc = scen("dwf1_pool");
  st_t *s = &g_s;
  out_t o;
  in_t in;
  dwf_warp_pool_reset(s);
  for (unsigned c = 0; c < 7u; c++) {
    scen_in(sc, c, s, &in);
    cycle(s, &in, &o);
  }
  ck_assert_uint_eq(s->next[3], 0x85u);
  ck_assert_uint_eq(s->tid[3][3], 0x3FFu);
}
END_TEST
#endif
#undef X
#undef B
#undef C
#undef D
#undef F
#endif /* DWF1_OK */

////////////////////////////////////////////////////////////////////////////////
// scen: new_warp and reset_clear, cycle by cycle (plans in tb/stim/dwf_warp_pool_scen.c)
////////////////////////////////////////////////////////////////////////////////

#if PLAN_OK
/* new_warp: the expected pool after each cycle and the read of each cycle (entry, and whether
 * it is the start-of-cycle contents of the expected pool before the cycle's edits). */
START_TEST(test_new_warp) {
  const wt_scenario_t *sc = scen_n("new_warp", 9u);
  const uint32_t last = UINT32_C(1) << (NL - 1u);
  const uint32_t PA = 0x11, PC = 0x33, PE = 0x55, PF = 0x66, PG = 0x77;
  static const unsigned rd[9] = {1, 1, 2, 4, 2, 4, 5, 4, 3};
  st_t *s = &g_s, *e = &g_e;
  out_t o;
  in_t in;
  dwf_warp_pool_reset(s);
  exp_reset(e);
  for (unsigned c = 0; c < 9u; c++) {
    ck_assert(!scen_in(sc, c, s, &in));
    ck_assert_uint_eq(in.iss_idx, rd[c]);
    cycle(s, &in, &o);
    check_read(&o, e, rd[c]); /* start-of-cycle contents */
    switch (c) {
      case 0: /* new 1 {PA}, even g0; NEXT[1] = {1,6} after the new warp; NEXT[3] = {1,7} */
        ck_assert_uint_eq(o.iss_mask, 0u);
        exp_gen(e, 1, EVEN, 0);
        e->pc[1] = PA;
        e->next[1] = nx(6);
        e->next[3] = nx(7);
        break;
      case 1: /* CNF = even: even g1 -> 2 (new {PC}), odd g1 -> 1 (PA, {1,6} kept) */
        ck_assert_uint_eq(o.iss_mask, EVEN);
        ck_assert_uint_eq(o.iss_nthd, NL / 2u);
        exp_gen(e, 1, ODD, 1);
        exp_gen(e, 2, EVEN, 1);
        e->pc[2] = PC;
        e->next[2] = 0;
        break;
      case 2: /* merge odd g2 into 2 (3 untouched); link 0 then WUR1 new 4 {PE}: NEXT[4] = 0 */
        ck_assert_uint_eq(o.iss_pc, PC);
        exp_gen(e, 2, ODD, 2);
        exp_gen(e, 4, EVEN, 3);
        e->pc[4] = PE;
        e->next[4] = 0;
        break;
      case 3: /* lane 0 g4 -> 5 {PF}, lane NL-1 g4 -> 4, NEXT[4] = {1,5}; 6 {PG} lane 1 g4;
                 NEXT[5] = {1,6} */
        ck_assert_uint_eq(o.iss_mask, EVEN);
        exp_gen(e, 5, 0x1u, 4);
        exp_gen(e, 4, last, 4);
        e->pc[5] = PF;
        e->next[5] = nx(6);
        e->next[4] = nx(5);
        exp_gen(e, 6, 0x2u, 4);
        e->pc[6] = PG;
        e->next[6] = 0;
        break;
      case 4: /* read 2: full */
        ck_assert_uint_eq(o.iss_mask, ALL);
        ck_assert_uint_eq(o.iss_nthd, NL);
        ck_assert_uint_eq(o.iss_tid[0], tg(1, 0));
        ck_assert_uint_eq(o.iss_tid[1], tg(2, 1));
        break;
      case 5: /* issue+clear 4 */
        ck_assert_uint_eq(o.iss_mask, EVEN | last);
        ck_assert_uint_eq(o.iss_nthd, NL / 2u + 1u);
        ck_assert_uint_eq(o.iss_pc, PE);
        ck_assert_uint_eq(o.iss_next, nx(5));
        exp_empty(e, 4);
        break;
      case 6: /* issue+clear 5 */
        ck_assert_uint_eq(o.iss_mask, 0x1u);
        ck_assert_uint_eq(o.iss_nthd, 1u);
        ck_assert_uint_eq(o.iss_tid[0], tg(4, 0));
        ck_assert_uint_eq(o.iss_pc, PF);
        ck_assert_uint_eq(o.iss_next, nx(6));
        exp_empty(e, 5);
        break;
      case 7: /* read 4: empty, PC and NEXT kept */
        ck_assert_uint_eq(o.iss_mask, 0u);
        ck_assert_uint_eq(o.iss_pc, PE);
        ck_assert_uint_eq(o.iss_next, nx(5));
        break;
      default: /* read 3: the merge of cycle 2 left it alone */
        ck_assert_uint_eq(o.iss_mask, 0u);
        ck_assert_uint_eq(o.iss_pc, 0u);
        ck_assert_uint_eq(o.iss_next, nx(7));
        break;
    }
    check_same(s, e);
  }
}
END_TEST

START_TEST(test_reset_clear) {
  const wt_scenario_t *sc = scen_n("reset_clear", 10u);
  const uint32_t PA = 0x21, PB = 0x42, PC = 0x63, PD = 0x84;
  const unsigned L = P - 1u;
  static const unsigned rd[10] = {0, 0, 0, 0, 0, 1, 0, 1, 0, 0};
  st_t *s = &g_s, *e = &g_e;
  out_t o;
  in_t in;
  dwf_warp_pool_reset(s);
  exp_reset(e);
  for (unsigned c = 0; c < 10u; c++) {
    bool rst = scen_in(sc, c, s, &in);
    ck_assert_uint_eq(rst, c == 6u);
    if (rst) {
      dwf_warp_pool_reset(s);
      exp_reset(e);
      check_same(s, e);
      continue;
    }
    unsigned r = c >= 8u ? L : rd[c];
    ck_assert_uint_eq(in.iss_idx, r);
    g_prev = *s;
    cycle(s, &in, &o);
    check_read(&o, e, r);
    switch (c) {
      case 0:
        ck_assert_uint_eq(o.iss_mask, 0u);
        exp_gen(e, 0, ALL, 0);
        e->pc[0] = PA;
        e->next[0] = nx(1);
        break;
      case 1:
        ck_assert_uint_eq(o.iss_nthd, NL);
        exp_gen(e, 1, ALL, 1);
        e->pc[1] = PB;
        e->next[1] = nx(2);
        break;
      case 2: /* read without clear: no change */
        ck_assert_uint_eq(o.iss_nthd, NL);
        ck_assert(same_state(s, &g_prev));
        break;
      case 3: /* clear-on-free: TIDs only */
        ck_assert_uint_eq(o.iss_mask, ALL);
        ck_assert_uint_eq(o.iss_pc, PA);
        ck_assert_uint_eq(o.iss_next, nx(1));
        exp_empty(e, 0);
        break;
      case 4: /* clear of an empty entry */
        ck_assert_uint_eq(o.iss_mask, 0u);
        ck_assert_uint_eq(o.iss_nthd, 0u);
        ck_assert_uint_eq(o.iss_pc, PA);
        ck_assert_uint_eq(o.iss_next, nx(1));
        ck_assert(same_state(s, &g_prev));
        break;
      case 5: /* clear 1 and reuse it in the same cycle */
        ck_assert_uint_eq(o.iss_mask, ALL);
        ck_assert_uint_eq(o.iss_pc, PB);
        ck_assert_uint_eq(o.iss_next, nx(2));
        exp_empty(e, 1);
        exp_gen(e, 1, EVEN, 2);
        exp_gen(e, 1, ODD, 3);
        e->pc[1] = PC;
        e->next[1] = 0;
        break;
      case 7: /* after the reset */
        ck_assert_uint_eq(o.iss_mask, 0u);
        ck_assert_uint_eq(o.iss_pc, 0u);
        ck_assert_uint_eq(o.iss_next, 0u);
        break;
      case 8: /* last entry: empty at the start of the cycle, then full */
        ck_assert_uint_eq(o.iss_mask, 0u);
        exp_gen(e, L, ALL, 4);
        e->pc[L] = PD;
        break;
      default: /* issue+clear the last entry */
        ck_assert_uint_eq(o.iss_mask, ALL);
        ck_assert_uint_eq(o.iss_nthd, NL);
        ck_assert_uint_eq(o.iss_pc, PD);
        ck_assert_uint_eq(o.iss_next, 0u);
        exp_empty(e, L);
        break;
    }
    check_same(s, e);
  }
}
END_TEST
#endif /* PLAN_OK */

/* The generic checks of every block's scenario list are in tb/unit/test_wt_stim.c. */
WT_SCEN_LIST_TEST(dwf_warp_pool, "dwf1_pool", "new_warp", "reset_clear")

/* Every scenario (loop index): inputs in width and indices below POOL, deterministic inputs,
 * widths after every cycle, outputs and state equal to the SPEC 1.5 reference. */
START_TEST(test_scen_run) {
  run_ctx_t k;
  wt_run_t r = run_of(&k, 0);
  wt_run_scenario_i(&r, _i);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// random
////////////////////////////////////////////////////////////////////////////////

#define RAND_CYCLES 20000u

/* Constrained-random run with the block's stimulus (loop index = master seed): legal inputs,
 * widths, and agreement with the SPEC 1.5 reference after every cycle; the run must reach full
 * and empty reads, a clear and a write of one entry in one cycle, overlapping WUR lanes, and a
 * link after a new warp on one entry. */
START_TEST(test_random) {
  run_ctx_t k;
  wt_run_t r = run_of(&k, 64);
  k.random = true;
  wt_run_random(&r, (uint64_t)_i, RAND_CYCLES);
  WT_CHECK_REACHED(WT_REACH(k.full, 0u), WT_REACH(k.empty, 0u), WT_REACH(k.reuse, 0u),
                   WT_REACH(k.overlap, 0u), WT_REACH(k.link_new, 0u));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// bits
////////////////////////////////////////////////////////////////////////////////

/* MODEL = POOL * (NL*TIDW + PCW + WPW); PAPER 44928 and PAPER-FIELDS 45312 for the baseline
 * (SPEC 1.5, 1.11, 8 X1); PAPER-FIELDS = POOL * (NL*TIDW + PCW + 10) elsewhere. */
START_TEST(test_bits) {
  const wt_block_t *b = &dwf_warp_pool_block;
  ck_assert_uint_eq(wt_fields_bits(b->state), (unsigned long)P * (NL * WT_TIDW + WT_PCW + WT_IDXW + 1u));
#if BASE
  ck_assert_uint_eq(wt_fields_bits(b->state), 45056u);
#else
#endif
#if TOY
  ck_assert_uint_eq(wt_fields_bits(b->state), 384u); /* 8 x (4*5 + 24 + 4) */
#endif
  ck_assert_uint_eq(b->state.f[0].count, P * NL);
  ck_assert_uint_eq(b->out.n, 5u);
}
END_TEST

WT_UNIT_SUITE("dwf_warp_pool") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),
    WT_LOOP(test_reset_read, 0, 4),
    WT_TEST(test_reset_from_dirty),

    WT_TCASE("core", 0),
#if PLAN_OK
    WT_TEST(test_write_new),
    WT_TEST(test_write_merge),
    WT_LOOP(test_cnf_split, 0, 4),
    WT_TEST(test_req_only),
    WT_TEST(test_read_and_clear),
    WT_TEST(test_full_entry),
    WT_TEST(test_phase_order),
    WT_LOOP(test_outputs_independent_of_writes, 0, 4),
#endif
    WT_TEST(test_inplace_and_phases),
    WT_TEST(test_bits),

    WT_TCASE("corner", 60),
    WT_TEST(test_bank_budget),

    WT_TCASE("spec", 0),
#if DWF1_OK
    WT_TEST(test_dwf1),
    WT_TEST(test_dwf1_inputs),
#if TOY || BASE
    WT_TEST(test_dwf1_literal),
#endif
#endif
#if PLAN_OK
    WT_TEST(test_new_warp),
    WT_TEST(test_reset_clear),
#endif

    WT_SCEN_CASES(&dwf_warp_pool_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_CASES(dwf_warp_pool_block),
    WT_END,
};
