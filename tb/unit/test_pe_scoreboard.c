/* tb/unit/test_pe_scoreboard.c: Check suite for the dual-mode augmented scoreboard C model
 * (rtl_c/pe_scoreboard.h; SPEC 3.1, 3.2, 3.9 PM-1).
 *
 * Expected values are SPEC's: the PM-1 table's scoreboard effects (P-SB {r0:(1,1), r2:(1,0)} after
 * the copy, and so on), written as hand masks over r0..r7 (bit r = register r) per cycle. The
 * scenario and random runs also compare every cycle against a reference written here from the
 * SPEC 3.2 port table, on per-warp bit masks (no code shared with the model), and run the check
 * hook.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "pe_scoreboard.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(pe_scoreboard)

#define NONE ((uint32_t)WT_NAREG)
#define TOP ((uint32_t)WT_NAREG - 1u)

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* The low 8 registers of a vector as a mask (bit r = r_r). */
static uint32_t low8(const bool v[WT_NAREG]) {
  uint32_t m = 0;
  for (uint32_t r = 0; r < 8u && r < WT_NAREG; r++) {
    m |= (uint32_t)v[r] << r;
  }
  return m;
}

/* Number of set bits of warp w's vector v at registers >= 8. */
static unsigned high_bits(const bool v[WT_NAREG]) {
  unsigned n = 0;
  for (uint32_t r = 8; r < WT_NAREG; r++) {
    n += v[r];
  }
  return n;
}

/* Warp w holds exactly the masks (over r0..r7, nothing above). */
static void expect_warp(const st_t *s, uint32_t w, uint32_t np, uint32_t nl, uint32_t pp, uint32_t pl) {
  ck_assert_uint_eq(low8(s->n_pend[w]), np);
  ck_assert_uint_eq(low8(s->n_ll[w]), nl);
  ck_assert_uint_eq(low8(s->p_pend[w]), pp);
  ck_assert_uint_eq(low8(s->p_ll[w]), pl);
  ck_assert_uint_eq(
      high_bits(s->n_pend[w]) + high_bits(s->n_ll[w]) + high_bits(s->p_pend[w]) + high_bits(s->p_ll[w]), 0u);
}

/* Every warp other than a and b (b may equal a) is all zero. */
static void expect_others_zero(const st_t *s, uint32_t a, uint32_t b) {
  for (uint32_t w = 0; w < WT_WARPS; w++) {
    if (w == a || w == b) {
      continue;
    }
    for (uint32_t r = 0; r < WT_NAREG; r++) {
      EQ(s->n_pend[w][r] | s->n_ll[w][r] | s->p_pend[w][r] | s->p_ll[w][r], 0);
    }
  }
}

static void expect_n(const out_t *o, bool raw_ll, bool raw, bool waw, bool l0, bool l1, bool l2) {
  ck_assert_uint_eq(o->n_raw_ll, raw_ll);
  ck_assert_uint_eq(o->n_raw, raw);
  ck_assert_uint_eq(o->n_waw, waw);
  ck_assert_uint_eq(o->n_src_ll[0], l0);
  ck_assert_uint_eq(o->n_src_ll[1], l1);
  ck_assert_uint_eq(o->n_src_ll[2], l2);
}

static void expect_p(const out_t *o, bool src_ll, bool src_pend, bool dst_pend) {
  ck_assert_uint_eq(o->p_src_ll, src_ll);
  ck_assert_uint_eq(o->p_src_pend, src_pend);
  ck_assert_uint_eq(o->p_dst_pend, dst_pend);
}

static void expect_ok(const st_t *s) {
  char msg[160];
  ck_assert_msg(pe_scoreboard_check(s, msg, sizeof msg), "%s", msg);
}

////////////////////////////////////////////////////////////////////////////////
// Reference from SPEC 3.2, on per-warp masks
////////////////////////////////////////////////////////////////////////////////

#define RW 4u /* 4 x 64 = 256 >= NAREG for AREGW <= 8 */
typedef struct {
  uint64_t np[WT_WARPS][RW], nl[WT_WARPS][RW], pp[WT_WARPS][RW], pl[WT_WARPS][RW];
  unsigned copies, trig, nwb_pm_short, nwb_pm_long, pwb, pwb_stale, same_wb, pskip, pissue, nissue_ll, waw,
      none_ports;
} ref_t;

static bool rget(const uint64_t v[RW], uint32_t r) { return (v[r / 64u] >> (r % 64u)) & 1u; }
static void rset(uint64_t v[RW], uint32_t r, bool b) {
  if (b) {
    v[r / 64u] |= UINT64_C(1) << (r % 64u);
  } else {
    v[r / 64u] &= ~(UINT64_C(1) << (r % 64u));
  }
}
static bool real(uint32_t w, uint32_t r) { return w < WT_WARPS && r != NONE; }

static void ref_wb(ref_t *f, bool v, uint32_t w, uint32_t r, bool p, bool ll, bool pm) {
  if (!v || !real(w, r)) {
    f->none_ports += v;
    return;
  }
  if (p) {
    f->pwb++;
    f->pwb_stale += !pm;
    if (pm) {
      rset(f->pp[w], r, false);
    }
  } else {
    rset(f->np[w], r, false);
    rset(f->nl[w], r, false);
    if (pm) {
      f->nwb_pm_short += !ll;
      f->nwb_pm_long += ll;
    }
    if (pm && !ll) {
      rset(f->pp[w], r, false);
    }
  }
}

/* One SPEC 3.2 step: writebacks -> copy -> checks -> updates. */
static void ref_cycle(ref_t *f, const in_t *in, out_t *o) {
  memset(o, 0, sizeof *o);
  ref_wb(f, in->wb0_v, in->wb0_wid, in->wb0_reg, in->wb0_p, in->wb0_ll, in->wb0_pm);
  ref_wb(f, in->wb1_v, in->wb1_wid, in->wb1_reg, in->wb1_p, in->wb1_ll, in->wb1_pm);
  f->same_wb += in->wb0_v && in->wb1_v && in->wb0_wid == in->wb1_wid && in->wb0_reg == in->wb1_reg;
  if (in->cp_v && in->cp_wid < WT_WARPS) {
    memcpy(f->pp[in->cp_wid], f->np[in->cp_wid], sizeof f->pp[0]);
    memcpy(f->pl[in->cp_wid], f->nl[in->cp_wid], sizeof f->pl[0]);
    f->copies++;
  }
  const uint32_t nw = in->nck_wid, pw = in->pck_wid;
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    const uint32_t r = in->nck_src[k];
    const bool pend = real(nw, r) && rget(f->np[nw], r);
    const bool ll = real(nw, r) && rget(f->nl[nw], r);
    o->n_src_ll[k] = pend && ll;
    o->n_raw_ll |= pend && ll;
    o->n_raw |= pend;
    const uint32_t q = in->pck_src[k];
    o->p_src_ll |= real(pw, q) && rget(f->pl[pw], q);
    o->p_src_pend |= real(pw, q) && rget(f->pp[pw], q);
  }
  o->n_waw = real(nw, in->nck_dst) && rget(f->np[nw], in->nck_dst);
  o->p_dst_pend = real(pw, in->pck_dst) && rget(f->pp[pw], in->pck_dst);
  f->trig += in->cp_v && o->n_raw_ll;
  f->none_ports += (in->nis_v && in->nis_dst == NONE) + (in->pup_v && in->pup_dst == NONE);
  f->waw += o->n_waw;
  if (in->nis_v && real(in->nis_wid, in->nis_dst)) {
    rset(f->np[in->nis_wid], in->nis_dst, true);
    rset(f->nl[in->nis_wid], in->nis_dst, in->nis_ll);
    f->nissue_ll += in->nis_ll;
  }
  if (in->pup_v && real(in->pup_wid, in->pup_dst)) {
    if (in->pup_op) {
      rset(f->pp[in->pup_wid], in->pup_dst, true);
      rset(f->pl[in->pup_wid], in->pup_dst, false);
      f->pissue++;
    } else {
      rset(f->pl[in->pup_wid], in->pup_dst, true);
      f->pskip++;
    }
  }
}

static void same_state(const ref_t *f, const st_t *s) {
  for (uint32_t w = 0; w < WT_WARPS; w++) {
    for (uint32_t r = 0; r < WT_NAREG; r++) {
      EQ(s->n_pend[w][r], rget(f->np[w], r));
      EQ(s->n_ll[w][r], rget(f->nl[w], r));
      EQ(s->p_pend[w][r], rget(f->pp[w], r));
      EQ(s->p_ll[w][r], rget(f->pl[w], r));
    }
  }
}

WT_STATE_HOOK(run_reset, ref_t, f, s) {
  memset(f->np, 0, sizeof f->np);
  memset(f->nl, 0, sizeof f->nl);
  memset(f->pp, 0, sizeof f->pp);
  memset(f->pl, 0, sizeof f->pl);
  same_state(f, s);
}

WT_CYCLE_HOOK(run_cycle, ref_t, f, prev, in, o, next) {
  out_t ro;
  char msg[160];
  ref_cycle(f, in, &ro);
  EQ(o->n_raw_ll, ro.n_raw_ll);
  EQ(o->n_raw, ro.n_raw);
  EQ(o->n_waw, ro.n_waw);
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    EQ(o->n_src_ll[k], ro.n_src_ll[k]);
  }
  EQ(o->p_src_ll, ro.p_src_ll);
  EQ(o->p_src_pend, ro.p_src_pend);
  EQ(o->p_dst_pend, ro.p_dst_pend);
  same_state(f, next);
  if (!pe_scoreboard_check(next, msg, sizeof msg)) {
    ck_abort_msg("check hook: %s", msg);
  }
}

static wt_run_t run_of(void) {
  static ref_t r;
  static st_t s;
  return WT_RUN(&pe_scoreboard_stim, &s, &r, .reset = run_reset, .cycle = run_cycle);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_reset_values) {
  static st_t s;
  out_t o;
  in_t in;
  memset(&s, 1, sizeof s); /* every bool true: reset must write every field */
  pe_scoreboard_reset(&s);
  for (uint32_t w = 0; w < WT_WARPS; w++) {
    expect_warp(&s, w, 0, 0, 0, 0);
  }
  expect_ok(&s);
  /* Idle inputs: every check reads r0 of warp 0, all clear. */
  memset(&in, 0, sizeof in);
  cycle(&s, &in, &o);
  expect_n(&o, 0, 0, 0, 0, 0, 0);
  expect_p(&o, 0, 0, 0);
  expect_others_zero(&s, 0, 0);
  expect_warp(&s, 0, 0, 0, 0, 0);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: PM-1 and the SPEC 3.2 rules
////////////////////////////////////////////////////////////////////////////////

/* SPEC 3.9 PM-1, warp 0, one event per cycle (tb/stim/pe_scoreboard_scen.c pm1). Masks: bit r =
 * register r. After each cycle {N.pend, N.ll, P.pend, P.ll}: */
static const uint32_t pm1_after[16][4] = {
    {0x01, 0x01, 0x00, 0x00}, /* #1  N.pend/ll[r0] = 1 */
    {0x05, 0x01, 0x00, 0x00}, /* #2  N.pend[r2] = 1 */
    {0x05, 0x01, 0x05, 0x01}, /* #3  copy: P-SB = {r0:(1,1), r2:(1,0)} */
    {0x05, 0x01, 0x05, 0x09}, /* #4  skip mul: P.ll[r3] = 1 */
    {0x01, 0x01, 0x01, 0x09}, /* #5  N wb r2 short, P-mode: N.pend[r2] = 0 and P.pend[r2] = 0 */
    {0x01, 0x01, 0x03, 0x09}, /* #6  p_issue r1 */
    {0x01, 0x01, 0x01, 0x09}, /* #7  P wb r1 */
    {0x01, 0x01, 0x11, 0x09}, /* #8  p_issue r4 */
    {0x01, 0x01, 0x01, 0x09}, /* #9  P wb r4 */
    {0x01, 0x01, 0x01, 0x09}, /* #10 branch: no change */
    {0x01, 0x01, 0x01, 0x09}, /* #11 preload r0: P.ll[r0] = 1 (already set) */
    {0x01, 0x01, 0x05, 0x09}, /* #12 p_issue r2 (P.ll[r2] = 0, already 0) */
    {0x01, 0x01, 0x01, 0x09}, /* #13 P wb r2 */
    {0x01, 0x01, 0x01, 0x09}, /* #14 skip mul again: P.ll[r3] = 1 (already set) */
    {0x00, 0x00, 0x01, 0x09}, /* #15 N wb r0 long: N cleared; P untouched (P.ll[r0] stays 1) */
    {0x00, 0x00, 0x01, 0x09}, /* #16 N check only */
};

START_TEST(test_pm1) {
  const wt_scenario_t *sc = scen_n("pm1", 16u);
  static st_t s;
  out_t o;
  pe_scoreboard_reset(&s);
  for (unsigned c = 0; c < 16u; c++) {
    scen_cycle(sc, c, &s, &o);
    expect_warp(&s, 0, pm1_after[c][0], pm1_after[c][1], pm1_after[c][2], pm1_after[c][3]);
    expect_others_zero(&s, 0, 0);
    expect_ok(&s);
    switch (c) {
      case 2: expect_n(&o, 1, 1, 0, 1, 0, 0); break;  /* #3 mul r3 <- r0, r2: raw_ll (r0) */
      case 3: expect_p(&o, 1, 1, 0); break;           /* #4 mul: r0 LL -> SKIP */
      case 5: expect_p(&o, 0, 0, 0); break;           /* #6 sub r1 <- r2, r5: PREEXEC */
      case 7: expect_p(&o, 0, 0, 0); break;           /* #8 set.lt r4 <- r1, r2 */
      case 9: expect_p(&o, 0, 0, 0); break;           /* #10 br on r4: not LL, ready */
      case 10: expect_p(&o, 0, 0, 1); break;          /* #11 ld r0 <- [r1]; r0 copied pending */
      case 11: expect_p(&o, 0, 0, 0); break;          /* #12 add r2 <- r2 */
      case 13: expect_p(&o, 1, 1, 0); break;          /* #14 mul: r0 LL -> SKIP */
      case 15: expect_n(&o, 0, 0, 0, 0, 0, 0); break; /* #16 mul issues normally */
      default: break;
    }
  }
}
END_TEST

/* A long-latency wb never touches the P-SB; a short one only while in P-mode (scen ll_wb). */
START_TEST(test_ll_wb) {
  const wt_scenario_t *sc = scen("ll_wb");
  static const uint32_t after[8][4] = {
      {0x20, 0x20, 0x00, 0x00}, {0x60, 0x20, 0x00, 0x00}, {0x60, 0x20, 0x60, 0x20}, {0x60, 0x20, 0x60, 0x20},
      {0x40, 0x00, 0x60, 0x20}, {0x40, 0x00, 0x60, 0x20}, {0x00, 0x00, 0x60, 0x20}, {0x00, 0x00, 0x60, 0x20},
  };
  static st_t s;
  out_t o;
  pe_scoreboard_reset(&s);
  for (unsigned c = 0; c < 8u; c++) {
    scen_cycle(sc, c, &s, &o);
    expect_warp(&s, 1, after[c][0], after[c][1], after[c][2], after[c][3]);
    expect_others_zero(&s, 1, 1);
    expect_ok(&s);
    if (c == 2u) {
      expect_n(&o, 1, 1, 0, 1, 0, 0);
    } else if (c == 5u) {
      expect_p(&o, 1, 1, 0);
    } else if (c == 7u) {
      expect_p(&o, 0, 1, 0);
    }
  }
}
END_TEST

/* p_wb with pm = 0 (stale episode) is ignored (scen stale_pwb). */
START_TEST(test_stale_pwb) {
  const wt_scenario_t *sc = scen("stale_pwb");
  static const uint32_t pp[5] = {0x80, 0x80, 0x00, 0x80, 0x00};
  static const bool dst[5] = {0, 1, 0, 0, 0};
  static st_t s;
  out_t o;
  pe_scoreboard_reset(&s);
  for (unsigned c = 0; c < 5u; c++) {
    scen_cycle(sc, c, &s, &o);
    expect_warp(&s, 0, 0, 0, pp[c], 0);
    if (c != 0u && c != 3u) {
      expect_p(&o, 0, 0, dst[c]);
    }
  }
}
END_TEST

/* The WAW check (scen waw). */
START_TEST(test_waw) {
  const wt_scenario_t *sc = scen("waw");
  static st_t s;
  out_t o;
  pe_scoreboard_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  expect_warp(&s, 0, 0x08, 0, 0, 0);
  scen_cycle(sc, 1, &s, &o);
  expect_n(&o, 0, 0, 1, 0, 0, 0);
  scen_cycle(sc, 2, &s, &o);
  expect_n(&o, 0, 1, 0, 0, 0, 0);
  scen_cycle(sc, 3, &s, &o);
  expect_n(&o, 0, 0, 0, 0, 0, 0);
  expect_warp(&s, 0, 0, 0, 0, 0);
  scen_cycle(sc, 4, &s, &o);
  expect_warp(&s, 0, 0x08, 0x08, 0, 0);
  scen_cycle(sc, 5, &s, &o);
  expect_n(&o, 1, 1, 1, 0, 1, 0);
}
END_TEST

/* Register NAREG ("none") is ignored by every port (scen none_reg); TOP = NAREG - 1 is real. */
START_TEST(test_none_reg) {
  const wt_scenario_t *sc = scen("none_reg");
  static st_t s;
  out_t o;
  pe_scoreboard_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  expect_warp(&s, 0, 0, 0, 0, 0);
  scen_cycle(sc, 1, &s, &o);
  for (unsigned c = 1; c < 6u; c++) {
    if (c > 1u) {
      scen_cycle(sc, c, &s, &o);
    }
    ck_assert_uint_eq(low8(s.n_pend[0]) | low8(s.n_ll[0]) | low8(s.p_pend[0]) | low8(s.p_ll[0]), 0u);
    ck_assert(s.n_pend[0][TOP] && s.n_ll[0][TOP] && s.p_ll[0][TOP]);
    ck_assert_uint_eq(s.p_pend[0][TOP], c >= 2u); /* copied at c2 */
    ck_assert_uint_eq(
        high_bits(s.n_pend[0]) + high_bits(s.n_ll[0]) + high_bits(s.p_pend[0]) + high_bits(s.p_ll[0]),
        TOP >= 8u ? 3u + (c >= 2u) : 0u);
    expect_others_zero(&s, 0, 0);
    switch (c) {
      case 2:
        expect_n(&o, 0, 0, 0, 0, 0, 0);
        expect_p(&o, 0, 0, 0);
        break;
      case 3: expect_n(&o, 1, 1, 0, 1, 1, 1); break;
      case 4: expect_p(&o, 1, 1, 0); break;
      case 5: expect_n(&o, 0, 0, 1, 0, 0, 0); break;
      default: break;
    }
  }
}
END_TEST

/* Two ports on one bit in one step: the later in the order wins (scen order). */
START_TEST(test_order) {
  if (WT_WARPS < 2u) {
    return;
  }
  const wt_scenario_t *sc = scen("order");
  const uint32_t w = WT_WARPS - 1u;
  static const uint32_t after[9][4] = {
      {0x02, 0x02, 0x00, 0x00}, /* N issue r1 LL */
      {0x06, 0x02, 0x00, 0x00}, /* N issue r2 */
      {0x02, 0x02, 0x00, 0x00}, /* two wbs of r2 */
      {0x02, 0x00, 0x00, 0x00}, /* LL wb r1 then N issue r1 short: issue wins */
      {0x06, 0x04, 0x00, 0x00}, /* N issue r2 LL */
      {0x04, 0x04, 0x04, 0x00}, /* wb r1, copy {r2:(1,1)}, then p_issue r2: (1,0) */
      {0x04, 0x04, 0x00, 0x04}, /* P wb r2, then p_skip r2 */
      {0x00, 0x00, 0x04, 0x00}, /* P wb r2, LL N wb r2, then p_issue r2 */
      {0x00, 0x00, 0x00, 0x00}, /* copy of an empty N-SB */
  };
  static st_t s;
  out_t o;
  pe_scoreboard_reset(&s);
  for (unsigned c = 0; c < 9u; c++) {
    scen_cycle(sc, c, &s, &o);
    expect_warp(&s, w, after[c][0], after[c][1], after[c][2], after[c][3]);
    expect_others_zero(&s, w, 0);
    expect_warp(&s, 0, c == 8u ? 0x04 : 0, c == 8u ? 0x04 : 0, 0, 0);
    expect_ok(&s);
    if (c == 5u) {
      expect_p(&o, 1, 1, 1); /* the check sees the copy, not the update */
    }
  }
}
END_TEST

/* Warp ids >= WARPS are ignored by every port and read as all-zero by the checks. */
START_TEST(test_bad_wid) {
  if ((uint32_t)WT_WARPS == (1u << WT_PE_WIDW)) {
    return; /* every id is a warp */
  }
  static st_t s, before;
  in_t in;
  out_t o;
  const uint32_t bad = WT_WARPS;
  pe_scoreboard_reset(&s);
  /* Some state in every warp: N r1 LL, r2 short, P copy. */
  for (uint32_t w = 0; w < WT_WARPS; w++) {
    s.n_pend[w][1] = s.n_ll[w][1] = s.n_pend[w][2] = true;
    s.p_pend[w][1] = s.p_ll[w][1] = s.p_pend[w][2] = true;
  }
  before = s;
  memset(&in, 0, sizeof in);
  in.wb0_v = in.wb1_v = in.cp_v = in.nis_v = in.pup_v = true;
  in.wb0_wid = in.wb1_wid = in.cp_wid = in.nck_wid = in.pck_wid = in.nis_wid = in.pup_wid = bad;
  in.wb0_reg = 1;
  in.wb1_reg = 2;
  in.wb1_p = true;
  in.wb0_pm = in.wb1_pm = true;
  in.nck_src[0] = in.pck_src[0] = 1;
  in.nck_src[1] = in.pck_src[1] = 2;
  in.nck_dst = in.pck_dst = 2;
  in.nis_dst = in.pup_dst = 3;
  in.nis_ll = true;
  cycle(&s, &in, &o);
  ck_assert(memcmp(&s, &before, sizeof s) == 0);
  expect_n(&o, 0, 0, 0, 0, 0, 0);
  expect_p(&o, 0, 0, 0);
  /* And the same inputs on warp 0 do act (the inputs are not otherwise inert). */
  in.wb0_wid = in.wb1_wid = in.cp_wid = in.nck_wid = in.pck_wid = in.nis_wid = in.pup_wid = 0;
  in.cp_v = false;
  cycle(&s, &in, &o);
  /* Warp 0: the N wb r1 (short, pm) clears N r1 and P.pend[r1], the P wb r2 (pm) P.pend[r2];
   * then the N check sees r2 pending (raw, waw), the P check r1 LL and nothing pending. */
  expect_n(&o, 0, 1, 1, 0, 0, 0);
  expect_p(&o, 1, 0, 0);
}
END_TEST

/* Scenario bad_wid where the id is not a warp (pe_baseline: 48): warp 0 ends {N.pend r1 r2,
 * N.ll r1} copied to P, nothing else anywhere; the c5 checks of the id read 0. */
START_TEST(test_bad_wid_scen) {
  if ((uint32_t)WT_WARPS == (1u << WT_PE_WIDW)) {
    return;
  }
  const wt_scenario_t *sc = scen("bad_wid");
  static st_t s;
  out_t o;
  pe_scoreboard_reset(&s);
  for (unsigned c = 0; c < sc->cycles; c++) {
    scen_cycle(sc, c, &s, &o);
  }
  expect_n(&o, 0, 0, 0, 0, 0, 0);
  expect_p(&o, 0, 0, 0);
  expect_warp(&s, 0, 0x06, 0x02, 0x06, 0x02);
  expect_others_zero(&s, 0, 0);
}
END_TEST

/* The check hook: N.ll without N.pend is reported; P.ll without P.pend is legal. */
START_TEST(test_check_hook) {
  static st_t s;
  char msg[160];
  pe_scoreboard_reset(&s);
  s.p_ll[0][3] = true; /* a skip: ll only */
  ck_assert(pe_scoreboard_check(&s, msg, sizeof msg));
  s.n_pend[WT_WARPS - 1u][TOP] = true;
  s.n_ll[WT_WARPS - 1u][TOP] = true;
  ck_assert(pe_scoreboard_check(&s, msg, sizeof msg));
  s.n_pend[WT_WARPS - 1u][TOP] = false;
  ck_assert(!pe_scoreboard_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "N.ll"));
  ck_assert(pe_scoreboard_block.check != NULL);
  ck_assert(!pe_scoreboard_block.check(&s, msg, sizeof msg));
}
END_TEST

/* In-place comb (next == s) ends where the copy form ends. */
START_TEST(test_comb_in_place) {
  static st_t a, b, n;
  wt_stim_run_t run;
  pe_scoreboard_reset(&a);
  b = a;
  wt_stim_run_init(&run, &pe_scoreboard_stim, 7);
  for (unsigned c = 0; c < 2000u; c++) {
    in_t in;
    out_t oa, ob;
    memset(&in, 0, sizeof in);
    if (wt_stim_run_cycle(&run, &pe_scoreboard_stim, &a, &in)) {
      pe_scoreboard_reset(&a);
      pe_scoreboard_reset(&b);
      continue;
    }
    pe_scoreboard_comb(&a, &in, &oa, &n);
    pe_scoreboard_clock(&a, &n);
    pe_scoreboard_comb(&b, &in, &ob, &b);
    ck_assert(memcmp(&a, &b, sizeof a) == 0);
    ck_assert(memcmp(&oa, &ob, sizeof oa) == 0);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the SPEC 3.2 reference every cycle
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_LIST_TEST(pe_scoreboard, "pm1", "ll_wb", "stale_pwb", "waw", "none_reg", "order", "bad_wid")

START_TEST(test_scen_run) {
  wt_run_t run = run_of();
  wt_run_scenario_i(&run, _i);
}
END_TEST

#define RAND_CYCLES 40000u

/* Constrained random (loop index = seed): the reference and the check hook every cycle, and the
 * corners reached. */
START_TEST(test_random) {
  wt_run_t run = run_of();
  run.fits_every = 64u;
  wt_run_random(&run, (uint64_t)_i, RAND_CYCLES);
  const ref_t *f = run.ctx;
  WT_CHECK_REACHED(WT_REACH(f->copies, 200u), WT_REACH(f->trig, 200u), WT_REACH(f->nwb_pm_short, 50u),
                   WT_REACH(f->nwb_pm_long, 50u), WT_REACH(f->pwb, 500u), WT_REACH(f->pwb_stale, 50u),
                   WT_REACH(f->same_wb, 50u), WT_REACH(f->pskip, 500u), WT_REACH(f->pissue, 500u),
                   WT_REACH(f->nissue_ll, 500u), WT_REACH(f->waw, 500u), WT_REACH(f->none_ports, 50u));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// tables and bits
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t state_want[] = {
    WT_WANT(st_t, n_pend, 1, WT_WARPS *WT_NAREG),
    WT_WANT(st_t, n_ll, 1, WT_WARPS *WT_NAREG),
    WT_WANT(st_t, p_pend, 1, WT_WARPS *WT_NAREG),
    WT_WANT(st_t, p_ll, 1, WT_WARPS *WT_NAREG),
};

START_TEST(test_state_table) {
  wt_check_table_want(pe_scoreboard_block.state, state_want, WT_NWANT(state_want));
}
END_TEST

/* SPEC 3.2: MODEL 252 b/warp; D1 §5.3 126 b/warp (P copy only, P2): x 48 warps = 6048 / 12096. */
START_TEST(test_bits) {
  const wt_block_t *b = &pe_scoreboard_block;
  ck_assert_uint_eq(wt_fields_bits(b->state), (unsigned long)WT_WARPS * 4u * WT_NAREG);
  if (WT_WARPS == 48 && WT_NAREG == 63) {
    ck_assert_uint_eq(wt_fields_bits(b->state), 12096u);
    /* Per warp (D1 §5.3's unit): P copy PAPER 126 = MODEL; N.ll augmentation MODEL 63 (P2). */
    ck_assert_int_eq(wt_part_bits(b, &b->parts[3]), 126);
    ck_assert_int_eq(wt_part_bits(b, &b->parts[4]), 63);
  }
  ck_assert_uint_eq(b->nparts, 5u);
  ck_assert_uint_eq(b->parts[3].per, WT_WARPS);
  ck_assert_uint_eq(b->parts[4].per, WT_WARPS);
  ck_assert_int_eq(wt_part_bits(b, &b->parts[3]), 2 * WT_NAREG);
  ck_assert_str_eq(b->parts[1].fields[0], "n_ll");
  ck_assert_str_eq(b->parts[2].fields[0], "n_pend");
}
END_TEST

WT_UNIT_SUITE("pe_scoreboard") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),

    WT_TCASE("spec", 0),
    WT_TEST(test_pm1),
    WT_TEST(test_ll_wb),
    WT_TEST(test_stale_pwb),
    WT_TEST(test_waw),
    WT_TEST(test_none_reg),
    WT_TEST(test_order),

    WT_TCASE("corner", 0),
    WT_TEST(test_bad_wid),
    WT_TEST(test_bad_wid_scen),
    WT_TEST(test_check_hook),
    WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&pe_scoreboard_stim),

    WT_RANDOM_CASES(300, 3),

    WT_TABLE_CASES(pe_scoreboard_block),
    WT_TEST(test_state_table),
    WT_TEST(test_bits),
    WT_END,
};
