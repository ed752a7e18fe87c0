/* tb/unit/test_uv_unit.c: Check suite for the uniform-vector front end (rtl_c/uv_unit.h): SPEC
 * 5.2 UV-1 (token design) and 5.3 UV-2 (SRF design) through the unit, 5.4 IRB-1 through the unit,
 * the queue, the interlock and the release at issue.
 *
 * Expected values: SPEC's numbers as literals where SPEC gives them (the flags, the intervals, the
 * freelists, the IRB outcomes), the rest worked out by hand in the comments for each of the four
 * test configurations (uv_baseline and uv_toy: token design; uv_base_srf and uv_toy_srf: SRF
 * design). The random runs check, every cycle, the invariants (uv_unit_check) and a reference of
 * the queue's count, the issue countdown and the ready signals written here from uv_unit.h.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "uv_unit.h"
#include "wt_unit.h"

#define NL WT_NL
#define II WT_UVII
#define E WT_IRB_ENTRIES
#define TOK (WT_UV_DESIGN == 0)
#define BASE_CFG (WT_NL == 32 && WT_NUMSP == 8 && WT_UV_VREGS == 512 && WT_SRF_REGS == 128 && WT_UV_DW == 32)
#define TOY_CFG (WT_NL == 8 && WT_NUMSP == 2 && WT_UV_VREGS == 32 && WT_SRF_REGS == 8 && WT_UV_DW == 8)

WT_UNIT_BLOCK(uv_unit)

static void check_ok(const st_t *s) {
  char msg[200];
  if (!uv_unit_check(s, msg, sizeof msg)) {
    ck_abort_msg("invariant: %s", msg);
  }
}

/* The ID outputs of a taken instruction. */
static void check_id(const out_t *o, bool uni, bool sc, bool cow, uint32_t bc, uint32_t ii) {
  ck_assert(o->id_take);
  ck_assert_uint_eq(o->id_uni, uni);
  ck_assert_uint_eq(o->id_sc, sc);
  ck_assert_uint_eq(o->id_cow, cow);
  ck_assert_uint_eq(o->id_bc, bc);
  ck_assert_uint_eq(o->id_ii, ii);
}

/* The issue outputs of an issued instruction. */
static void check_iss(const out_t *o, bool sc, bool cow, bool hit, bool reuse, uint32_t res) {
  ck_assert(o->iss_take);
  ck_assert_uint_eq(o->iss_sc, sc);
  ck_assert_uint_eq(o->iss_cow, cow);
  ck_assert_uint_eq(o->iss_hit, hit);
  ck_assert_uint_eq(o->iss_reuse, reuse);
  ck_assert_uint_eq(o->iss_res, res);
}

#if !TOK
/* The freelist from its head. */
static void check_fl(const st_t *s, const uint32_t *want, unsigned n) {
  ck_assert_uint_eq(s->srf.fl_count, n);
  for (unsigned i = 0; i < n; i++) {
    ck_assert_uint_eq(s->srf.fl_slot[(s->srf.fl_head + i) % WT_SRF_REGS], want[i]);
  }
}
/* [first .. SRF_REGS - 1] followed by `tail`. */
static void check_fl_run(const st_t *s, uint32_t first, const uint32_t *tail, unsigned n) {
  uint32_t want[WT_SRF_REGS];
  unsigned k = 0;
  for (uint32_t i = first; i < WT_SRF_REGS; i++) {
    want[k++] = i;
  }
  for (unsigned i = 0; i < n; i++) {
    want[k++] = tail[i];
  }
  check_fl(s, want, k);
}
#define MAPPED(sr) ((UINT32_C(1) << WT_SRW) | (uint32_t)(sr))
#else
static bool token(const st_t *s, uint32_t v) {
  return ((s->tf.token[v / UV_TOKEN_FILE_WW] >> (v % UV_TOKEN_FILE_WW)) & 1u) != 0u;
}
#endif

////////////////////////////////////////////////////////////////////////////////
// reset, bits
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_reset_values) {
  st_t s;
  memset(&s, 0xa5, sizeof s); /* reset must write every field */
  uv_unit_reset(&s);
  ck_assert_uint_eq(s.q_head, 0u);
  ck_assert_uint_eq(s.q_count, 0u);
  ck_assert_uint_eq(s.ii_cnt, 0u);
  for (unsigned e = 0; e < WT_UV_IQ; e++) {
    ck_assert(!s.q_sc[e] && !s.q_cow[e]);
  }
  for (unsigned e = 0; e < E; e++) {
    ck_assert(!s.irb.v[e]);
    ck_assert_uint_eq(s.irb.lru[e], e);
  }
#if TOK
  for (unsigned v = 0; v < WT_UV_VREGS; v++) {
    ck_assert(!token(&s, v));
  }
#else
  check_fl_run(&s, 0, NULL, 0);
  for (unsigned e = 0; e < WT_UV_IQ; e++) {
    ck_assert(!s.q_rel[e]);
  }
#endif
  check_ok(&s);
}
END_TEST

/* MODEL bits: the children's and the queue. Queue (UV_IQ 2): q_sc 2, q_cow 2, q_head 1, q_count 2,
 * ii_cnt clog2(2 NL/NUMSP + 1) = 4 (baseline 1..8, toy 1..8): 11 b; the SRF design adds per entry
 * q_dst UVRW, q_sr and q_rsr SRW, q_rel 1, q_m 3, q_val 3 x DW, q_cval DW.
 *   uv_baseline: 512 (tokens) + 1208 (IRB) + 11 = 1731.
 *   uv_toy: 32 + 4 x (1 + 10 + 8 + 4 x 8 + 2 + 1) = 216, + 11 = 259.
 *   uv_base_srf: 9110 + 1208 + 11 + 2 x (9 + 7 + 1 + 7 + 3 + 96 + 32) = 10329 + 310 = 10639.
 *   uv_toy_srf: 226 + 216 + 11 + 2 x (5 + 3 + 1 + 3 + 3 + 24 + 8) = 453 + 94 = 547. */
START_TEST(test_model_bits) {
  const unsigned long bits = wt_fields_bits(uv_unit_block.state);
#if BASE_CFG && TOK
  ck_assert_uint_eq(bits, 1731u);
#elif TOY_CFG && TOK
  ck_assert_uint_eq(bits, 259u);
#elif BASE_CFG
  ck_assert_uint_eq(bits, 10639u);
#elif TOY_CFG
  ck_assert_uint_eq(bits, 547u);
#else
  ck_assert_uint_gt(bits, 0u);
#endif
  const unsigned long child =
      TOK ? wt_fields_bits(uv_token_file_block.state) : wt_fields_bits(uv_srf_block.state);
  ck_assert_uint_eq(
      bits - child - wt_fields_bits(uv_irb_block.state),
      2u * WT_UV_IQ + WT_UVIQW + WT_UVIQCW + WT_UVITW +
          (TOK ? 0u
               : WT_UV_IQ * (WT_UVRW + 2u * WT_SRW + 1u + UV_UNIT_NSRC + (UV_UNIT_NSRC + 1u) * WT_UV_DW)));
  ck_assert_uint_eq(uv_unit_block.nparts, TOK ? 3u : 5u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: UV-1 / UV-2 and IRB-1 through the unit
////////////////////////////////////////////////////////////////////////////////

/* UV-1 (token design) and UV-2 (SRF design); inputs in tb/stim/uv_unit_scen.c. Intervals: 1, 1,
 * NL/NUMSP = 4 (baseline and toy), 1, 4 + 4 = 8, 8. */
START_TEST(test_uv1) {
  const wt_scenario_t *sc = scen_n("uv1", 19u);
  st_t s;
  out_t o;
  uv_unit_reset(&s);
  /* c0 #1 mov r1, #0: uniform, 1-cycle issue; token[1] = 1 / pops SR0, map[VR1] = {1, 0}. */
  scen_cycle(sc, 0, &s, &o);
  check_id(&o, true, true, false, 0, 1);
  ck_assert(!o.iss_take);
#if TOK
  ck_assert(token(&s, 1));
#else
  ck_assert_uint_eq(s.srf.map[1], MAPPED(0));
#endif
  /* c1 #1 issues (IRB miss, result 0); #2 mul r2, %ctaid.x, %ntid.x: uniform. */
  scen_cycle(sc, 1, &s, &o);
  check_iss(&o, true, false, false, false, 0);
  check_id(&o, true, true, false, 0, 1);
#if TOK
  ck_assert(token(&s, 2));
#else
  ck_assert_uint_eq(s.srf.map[2], MAPPED(1));
  ck_assert_uint_eq(s.srf.srf[0], 0u);
#endif
  /* c2 #2 issues: ctaid x ntid = 64. */
  scen_cycle(sc, 2, &s, &o);
  check_iss(&o, true, false, false, false, 64);
  ck_assert(!o.id_take);
  /* c3 #3 add r3, r2, %tid.x: regular (tid), VR2 read broadcast to all lanes, 4-cycle issue;
   * token[3] = 0 / map[VR3] unchanged. */
  scen_cycle(sc, 3, &s, &o);
  check_id(&o, false, false, false, 1, 4);
#if TOK
  ck_assert(!token(&s, 3));
#else
  ck_assert_uint_eq(s.srf.srf[1], 64u);
  ck_assert_uint_eq(s.srf.map[3], 0u);
#endif
  /* c4 #3 issues: no IRB access; SRF design: its source VR2 is SR1, 64, from the queue. */
  scen_cycle(sc, 4, &s, &o);
  check_iss(&o, false, false, false, false, 0);
#if TOK
  ck_assert_uint_eq(o.iss_m, 0u);
#else
  ck_assert_uint_eq(o.iss_m, 1u);
  ck_assert_uint_eq(o.iss_val[0], 64u);
#endif
  ck_assert_uint_eq(s.ii_cnt, 3u);
  /* c5, c6: the 4-cycle interval runs out; nothing queued. */
  scen_cycle(sc, 5, &s, &o);
  ck_assert(!o.iss_rdy);
  scen_cycle(sc, 6, &s, &o);
  ck_assert_uint_eq(s.ii_cnt, 1u);
  /* c7 #4 add r1, r1, #1: uniform; token stays 1 / pops SR2, map[VR1] = {1, 2}, old SR0 held. */
  scen_cycle(sc, 7, &s, &o);
  check_id(&o, true, true, false, 0, 1);
#if TOK
  ck_assert(token(&s, 1));
#else
  ck_assert_uint_eq(s.srf.map[1], MAPPED(2));
  ck_assert(s.q_rel[s.q_head] && s.q_rsr[s.q_head] == 0u);
  check_fl_run(&s, 3, NULL, 0); /* SR0 not released yet: [3..N-1] */
#endif
  /* c8 #4 issues: VR1.N + 1 = 1 (IRB miss). SRF design: SR0 released now -> [3..N-1, 0]; SR2 = 1. */
  scen_cycle(sc, 8, &s, &o);
  check_iss(&o, true, false, false, false, 1);
#if !TOK
  static const uint32_t t0[] = {0};
  check_fl_run(&s, 3, t0, 1);
  ck_assert_uint_eq(s.srf.srf[2], 1u);
#endif
  /* c9 #5 add r1, r1, #2 on threads 24-31: COW VR1[all] <- 1 first, then a regular instruction that
   * reads VR1 broadcast: interval 4 + 4; token[1] = 0 / map[VR1].V = 0, old SR2 held. */
  scen_cycle(sc, 9, &s, &o);
  check_id(&o, false, false, true, 1, 8);
#if TOK
  ck_assert(!token(&s, 1));
#else
  ck_assert_uint_eq(s.srf.map[1], 2u);
#endif
  /* c10 #5 issues with its copy; SRF design: the copy writes SR2's 1, SR2 released -> [3..N-1, 0, 2]. */
  scen_cycle(sc, 10, &s, &o);
  check_iss(&o, false, true, false, false, 0);
#if TOK
  ck_assert_uint_eq(o.iss_cval, 0u);
#else
  ck_assert_uint_eq(o.iss_cval, 1u);
  static const uint32_t t02[] = {0, 2};
  check_fl_run(&s, 3, t02, 2);
#endif
  ck_assert_uint_eq(s.ii_cnt, 7u);
  for (unsigned c = 11; c < 17u; c++) {
    scen_cycle(sc, c, &s, &o);
    ck_assert(!o.iss_rdy && !o.id_take);
  }
  /* c17 #6 mov r2, #5 on threads 0-7: SPEC's rule copies VR2 (uniform, 64) first; D4's rule
   * (COW_PAPER_RULE = 1) does not, and VR2.8..23, .25..31 would keep stale values. */
  scen_cycle(sc, 17, &s, &o);
#if WT_COW_PAPER_RULE
  check_id(&o, false, false, false, 0, 4);
#else
  check_id(&o, false, false, true, 0, 8);
#endif
  /* c18 #6 issues; SRF design: the copy writes SR1's 64; SR1 released -> [3..N-1, 0, 2, 1]. */
  scen_cycle(sc, 18, &s, &o);
  check_iss(&o, false, !WT_COW_PAPER_RULE, false, false, 0);
#if !TOK
  ck_assert_uint_eq(o.iss_cval, 64u);
  static const uint32_t t021[] = {0, 2, 1};
  check_fl_run(&s, 3, t021, 3);
  ck_assert_uint_eq(s.srf.map[2], 1u);
#else
  ck_assert(!token(&s, 2));
#endif
  ck_assert_uint_eq(s.q_count, 0u);
}
END_TEST

/* IRB-1 through the unit (SPEC 5.4; E entries: SPEC's e7, e6, e5 are e(E-1), e(E-2), e(E-3)). */
START_TEST(test_irb1) {
  const wt_scenario_t *sc = scen_n("irb1", 9u);
  st_t s;
  out_t o;
  uv_unit_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_id(&o, true, true, false, 0, 1);
  /* Step 1, W0 r1 = 5: miss, executes 6; e(E-1) <- {PPC 0x123, OPC 0x12, 5, 1, 0, 6}, PAR 1. */
  scen_cycle(sc, 1, &s, &o);
  check_iss(&o, true, false, false, false, 6);
  ck_assert(s.irb.v[E - 1u]);
  ck_assert_uint_eq(s.irb.ppc[E - 1u], 0x123u);
  ck_assert_uint_eq(s.irb.d[E - 1u], 6u);
  ck_assert(s.irb.par[E - 1u]);
  ck_assert_uint_eq(s.irb.lru[E - 1u], 0u);
  /* Step 2, W1 r1 = 5: hit, sources equal: REUSE, D = 6, EX skipped. */
  scen_cycle(sc, 2, &s, &o);
  check_iss(&o, true, false, true, true, 6);
  /* Step 3, W2 r1 = 7: hit, mismatch: executes 8; e(E-1) <- {7, 1, 0, 8}, PAR 1. */
  scen_cycle(sc, 3, &s, &o);
  check_iss(&o, true, false, true, false, 8);
  ck_assert_uint_eq(s.irb.s0[E - 1u], 7u);
  ck_assert(s.irb.par[E - 1u]);
  /* The fault: bit 0 of e(E-1).D flipped (8 -> 9). */
  scen_cycle(sc, 4, &s, &o);
  ck_assert(!o.inj_drop);
  ck_assert_uint_eq(s.irb.d[E - 1u], 9u);
  /* Step 4, W3 r1 = 7: parity error: executes 8 and rewrites the entry. */
  scen_cycle(sc, 5, &s, &o);
  check_iss(&o, true, false, true, false, 8);
  ck_assert(o.iss_perr);
  ck_assert_uint_eq(s.irb.d[E - 1u], 8u);
  ck_assert(s.irb.par[E - 1u]);
  /* Step 5, PC 0x124: miss; the victim is the rank E-1 entry, e(E-2). */
  scen_cycle(sc, 6, &s, &o);
  check_iss(&o, true, false, false, false, 8);
  ck_assert(s.irb.v[E - 2u]);
  ck_assert_uint_eq(s.irb.ppc[E - 2u], 0x124u);
  /* Step 6, the alias PC (PPC 0x123): hit e(E-1), sources match: REUSE, D = 8. */
  scen_cycle(sc, 7, &s, &o);
  check_iss(&o, true, false, true, true, 8);
  /* Step 7, SUB at 0x123: miss (opcode); ranks e(E-1) 0, e(E-2) 1, the rest 2..E-1: victim e(E-3). */
  scen_cycle(sc, 8, &s, &o);
  check_iss(&o, true, false, false, false, 6);
  ck_assert(s.irb.v[E - 3u]);
  ck_assert_uint_eq(s.irb.opc[E - 3u], 0x13u);
  check_ok(&s);
}
END_TEST

/* The queue (tb/stim/uv_unit_scen.c "queue"): A mov r1, #7; B add r2, r1, #1 offered c1..c3;
 * C mov r1, #3 at c5. */
START_TEST(test_queue) {
  const wt_scenario_t *sc = scen_n("queue", 8u);
  st_t s;
  out_t o;
  uv_unit_reset(&s);
  scen_cycle(sc, 0, &s, &o); /* A enters */
  check_id(&o, true, true, false, 0, 1);
  scen_cycle(sc, 1, &s, &o); /* B offered */
#if TOK
  check_id(&o, true, true, false, 0, 1); /* VR1's token is 1: B is uniform */
  ck_assert_uint_eq(s.q_count, 2u);
#else
  ck_assert(!o.id_rdy && !o.id_take); /* the interlock: A, queued, has not written SR0 */
  ck_assert_uint_eq(s.q_count, 1u);
#endif
  scen_cycle(sc, 2, &s, &o); /* A issues; B offered again */
  check_iss(&o, true, false, false, false, 7);
  ck_assert(!o.id_rdy && !o.id_take); /* token: the queue was full; SRF: A was still queued */
  scen_cycle(sc, 3, &s, &o);          /* B taken in both */
  check_id(&o, true, true, false, 0, 1);
#if !TOK
  ck_assert_uint_eq(s.q_m[s.q_head], 1u);
  ck_assert_uint_eq(s.q_val[s.q_head * UV_UNIT_NSRC], 7u); /* SR0, written at c2 */
#endif
  scen_cycle(sc, 4, &s, &o); /* B issues: 7 + 1 (IRB miss) */
  check_iss(&o, true, false, false, false, 8);
#if !TOK
  ck_assert_uint_eq(o.iss_m, 1u);
  ck_assert_uint_eq(o.iss_val[0], 7u);
  ck_assert_uint_eq(s.srf.srf[1], 8u);
#endif
  scen_cycle(sc, 5, &s, &o); /* C enters: redefines VR1 */
  check_id(&o, true, true, false, 0, 1);
#if !TOK
  /* SR0 (VR1's) is held for release in C's entry: free + mapped + pending = SRF_REGS. */
  ck_assert_uint_eq(s.srf.map[1], MAPPED(2));
  ck_assert(s.q_rel[s.q_head] && s.q_rsr[s.q_head] == 0u);
  ck_assert_uint_eq(s.srf.fl_count, WT_SRF_REGS - 3u);
  check_ok(&s);
#endif
  scen_cycle(sc, 6, &s, &o);
#if TOK
  check_iss(&o, true, false, true, true, 8); /* the second B: the IRB reuses B's result */
#else
  check_iss(&o, true, false, false, false, 3); /* C: SR0 released now */
  ck_assert_uint_eq(s.srf.fl_count, WT_SRF_REGS - 2u);
  ck_assert_uint_eq(s.srf.fl_slot[(s.srf.fl_head + s.srf.fl_count - 1u) % WT_SRF_REGS], 0u);
#endif
  scen_cycle(sc, 7, &s, &o);
#if TOK
  check_iss(&o, true, false, false, false, 3); /* C */
#else
  ck_assert(!o.iss_rdy);
#endif
  ck_assert_uint_eq(s.q_count, 0u);
  check_ok(&s);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner
////////////////////////////////////////////////////////////////////////////////

/* The invariant hook reports a broken state. */
START_TEST(test_check_catches) {
  st_t s;
  char msg[200];
  uv_unit_reset(&s);
  s.q_count = WT_UV_IQ + 1u;
  ck_assert(!uv_unit_check(&s, msg, sizeof msg));
  uv_unit_reset(&s);
  s.ii_cnt = 2u * II;
  ck_assert(!uv_unit_check(&s, msg, sizeof msg));
#if !TOK
  /* An SR pending release that is also free. */
  uv_unit_reset(&s);
  s.q_count = 1u;
  s.q_rel[0] = true;
  s.q_rsr[0] = 3u;
  ck_assert(!uv_unit_check(&s, msg, sizeof msg));
  /* An SR lost: neither free, mapped nor pending. */
  uv_unit_reset(&s);
  s.srf.fl_count = WT_SRF_REGS - 1u;
  s.srf.fl_tail = (s.srf.fl_head + s.srf.fl_count) & WT_MASK32(WT_SRW);
  ck_assert(!uv_unit_check(&s, msg, sizeof msg));
#endif
}
END_TEST

/* comb is pure and may run in place. */
START_TEST(test_comb_in_place) {
  const wt_scenario_t *sc = scen("uv1");
  st_t s, next;
  out_t o;
  in_t in;
  uv_unit_reset(&s);
  for (unsigned c = 0; c < 12u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    wt_check_comb_in_place(&uv_unit_block, &s, &in, &o, &next);
    s = next;
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// random, with a reference of the queue and the interval
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  uint32_t count, ii; /* the queue's count and the countdown */
  unsigned takes, issues, scalars, reuses, cows, fulls, stalls, fallbacks, perrs;
} ref_t;

/* A reset (also in the middle of a random run) empties the queue; the counters go on. */
WT_STATE_HOOK(run_reset, ref_t, r, s) {
  r->count = 0;
  r->ii = 0;
}

WT_CYCLE_HOOK(run_cycle, ref_t, r, prev, in, o, next) {
  EQ(o->iss_rdy, r->count != 0u && r->ii == 0u);
  EQ(o->iss_take, in->iss_v && o->iss_rdy);
  if (TOK) {
    EQ(o->id_rdy, r->count < WT_UV_IQ);
  } else {
    OK(!o->id_rdy || r->count < WT_UV_IQ);
    r->stalls += in->id_v && r->count < WT_UV_IQ && !o->id_rdy;
  }
  EQ(o->id_take, in->id_v && o->id_rdy);
  if (o->id_take) {
    EQ(o->id_ii, (o->id_sc ? 1u : II) + (o->id_cow ? II : 0u));
    OK(!o->id_sc || o->id_uni);
    OK(!o->id_fb || (o->id_uni && !o->id_sc));
  } else {
    EQ(o->id_uni || o->id_sc || o->id_fb || o->id_cow || o->id_bc != 0u || o->id_ii != 0u, false);
  }
  if (o->iss_take) {
    const uint32_t h = prev->q_head;
    EQ(o->iss_sc, prev->q_sc[h]);
    EQ(o->iss_cow, prev->q_cow[h]);
    r->ii = (prev->q_sc[h] ? 1u : II) + (prev->q_cow[h] ? II : 0u) - 1u;
  } else if (r->ii != 0u) {
    r->ii--;
  }
  OK(!o->iss_hit || o->iss_sc);
  OK(!o->iss_reuse || (o->iss_hit && !o->iss_perr));
  r->count = r->count + (o->id_take ? 1u : 0u) - (o->iss_take ? 1u : 0u);
  EQ(next->q_count, r->count);
  EQ(next->ii_cnt, r->ii);
  r->takes += o->id_take;
  r->issues += o->iss_take;
  r->scalars += o->iss_sc;
  r->reuses += o->iss_reuse;
  r->cows += o->iss_cow;
  r->fulls += r->count == WT_UV_IQ;
  r->fallbacks += o->id_take && o->id_fb;
  r->perrs += o->iss_perr;
}

WT_STATE_HOOK(run_every, ref_t, r, s) { check_ok(s); }

static wt_run_t run_of(void) {
  static st_t s;
  static ref_t r;
  return WT_RUN(&uv_unit_stim, &s, &r, .reset = run_reset, .cycle = run_cycle, .every = run_every);
}

WT_SCEN_LIST_TEST(uv_unit, "uv1", "irb1", "queue")

/* The corners a random run reaches: instructions taken and issued, scalar ones, IRB reuses and
 * parity errors, copies, a full queue; the SRF design's interlock stalls and fallbacks. */
#define COMMON_REACH \
  WT_REACH(r->takes, 5000u), WT_REACH(r->issues, 5000u), WT_REACH(r->scalars, 500u), \
      WT_REACH(r->reuses, 50u), WT_REACH(r->cows, 50u), WT_REACH(r->fulls, 500u), WT_REACH(r->perrs, 5u)
static void reached(const ref_t *r) {
#if TOK
  WT_CHECK_REACHED(COMMON_REACH);
#elif TOY_CFG
  WT_CHECK_REACHED(COMMON_REACH, WT_REACH(r->stalls, 100u), WT_REACH(r->fallbacks, 10u));
#else
  /* A full SRF (fallbacks) is reached on the toy's 8 SRs; the baseline's 128 rarely fill here. */
  WT_CHECK_REACHED(COMMON_REACH, WT_REACH(r->stalls, 100u));
#endif
}

WT_RUN_TESTS(run_of, 40000u, reached)

/* The qualified outputs are don't-care exactly while their valid is 0. */
START_TEST(test_quals) {
  WT_CHECK_QUALS(uv_unit_block.out, {"id_rdy", NULL}, {"id_take", NULL}, {"id_uni", "id_take"},
                 {"id_sc", "id_take"}, {"id_fb", "id_take"}, {"id_cow", "id_take"}, {"id_bc", "id_take"},
                 {"id_ii", "id_take"}, {"iss_rdy", NULL}, {"iss_take", NULL}, {"iss_sc", "iss_take"},
                 {"iss_cow", "iss_take"}, {"iss_cval", "iss_take"}, {"iss_m", "iss_take"},
                 {"iss_val", "iss_take"}, {"iss_hit", NULL}, {"iss_perr", NULL}, {"iss_reuse", NULL},
                 {"iss_res", "iss_take"}, {"inj_drop", NULL});
}
END_TEST

WT_UNIT_SUITE("uv_unit") = {
    WT_TCASE("reset", 0),          WT_TEST(test_reset_values),  WT_TEST(test_model_bits),

    WT_TCASE("spec", 0),           WT_TEST(test_uv1),           WT_TEST(test_irb1),
    WT_TEST(test_queue),

    WT_TCASE("corner", 0),         WT_TEST(test_check_catches), WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&uv_unit_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_CASES(uv_unit_block), WT_TEST(test_quals),         WT_END,
};
