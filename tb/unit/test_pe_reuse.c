/* tb/unit/test_pe_reuse.c: Check suite for the N-mode reuse matcher C model (rtl_c/pe_reuse.h;
 * SPEC 3.8, 3.9 PM-1 events 16..21).
 *
 * Expected values come from SPEC 3.8's text: the directed rows' outputs are written out beside
 * them, and the exhaustive check compares all 2^6 inputs with a truth table written here from
 * SPEC's cases (m && rdy: reuse + pop; m && !rdy: wait; !m: normal; issue: WAW wait or N-RT.wr
 * with the release of an old R = 1 mapping), sharing no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "pe_reuse.h"
#include "wt_unit.h"

extern const wt_stim_t pe_reuse_stim;

typedef pe_reuse_in_t in_t;
typedef pe_reuse_out_t out_t;

#define FV (1u << 0)
#define HM (1u << 1)
#define HR (1u << 2)
#define IV (1u << 3)
#define IP (1u << 4)
#define IR (1u << 5)

/* Output bits: f_reuse, f_wait, pop, i_iss, i_wait, i_rel. */
#define O_REUSE (1u << 0)
#define O_FWAIT (1u << 1)
#define O_POP (1u << 2)
#define O_ISS (1u << 3)
#define O_IWAIT (1u << 4)
#define O_REL (1u << 5)
#define REUSE (O_REUSE | O_POP)

static in_t in_of(uint32_t r) {
  in_t in;
  memset(&in, 0, sizeof in);
  in.f_v = (r & FV) != 0u;
  in.hm_match = (r & HM) != 0u;
  in.hm_rdy = (r & HR) != 0u;
  in.i_v = (r & IV) != 0u;
  in.i_dst_pend = (r & IP) != 0u;
  in.i_old_r = (r & IR) != 0u;
  return in;
}

static uint32_t bits_of(const out_t *o) {
  return (o->f_reuse ? O_REUSE : 0u) | (o->f_wait ? O_FWAIT : 0u) | (o->pop ? O_POP : 0u) |
         (o->i_iss ? O_ISS : 0u) | (o->i_wait ? O_IWAIT : 0u) | (o->i_rel ? O_REL : 0u);
}

static uint32_t eval(uint32_t r) {
  const in_t in = in_of(r);
  out_t o;
  memset(&o, 0xA5, sizeof o);
  pe_reuse_eval(&in, &o);
  return bits_of(&o);
}

/* SPEC 3.8 as a truth table over the two halves. */
static uint32_t ref(uint32_t r) {
  uint32_t o = 0;
  switch (r & (FV | HM | HR)) {
    case FV | HM | HR: o |= O_REUSE | O_POP; break; /* m && rdy: from the P-queue, PQ.pop */
    case FV | HM: o |= O_FWAIT; break;              /* m && !rdy: stall, retried */
    default: break;                                 /* no fetch, or !m: normal fetch */
  }
  switch (r & (IV | IP | IR)) {
    case IV: o |= O_ISS; break;              /* N-RT.wr, old mapping not renamed */
    case IV | IR: o |= O_ISS | O_REL; break; /* N-RT.wr, deferred release of the old one */
    case IV | IP:
    case IV | IP | IR: o |= O_IWAIT; break; /* WAW: wait while N.pend[dst] */
    default: break;                         /* no reuse instruction at issue */
  }
  return o;
}

START_TEST(test_exhaustive) {
  for (uint32_t r = 0; r < 64u; r++) {
    ck_assert_msg(eval(r) == ref(r), "input 0x%02x: got 0x%02x, want 0x%02x", (unsigned)r, (unsigned)eval(r),
                  (unsigned)ref(r));
  }
}
END_TEST

START_TEST(test_fetch) {
  ck_assert_uint_eq(eval(FV | HM | HR), REUSE);
  ck_assert_uint_eq(eval(FV | HM), O_FWAIT);
  ck_assert_uint_eq(eval(FV), 0u);
  ck_assert_uint_eq(eval(FV | HR), 0u); /* !m: normal, whatever the head's RDY */
  ck_assert_uint_eq(eval(HM | HR), 0u); /* no fetch: nothing, even on a match */
  ck_assert_uint_eq(eval(HM), 0u);
}
END_TEST

START_TEST(test_issue) {
  ck_assert_uint_eq(eval(IV), O_ISS);
  ck_assert_uint_eq(eval(IV | IR), O_ISS | O_REL);
  ck_assert_uint_eq(eval(IV | IP), O_IWAIT);
  ck_assert_uint_eq(eval(IV | IP | IR), O_IWAIT); /* no release while waiting */
  ck_assert_uint_eq(eval(IP | IR), 0u);           /* no issue: nothing */
  ck_assert_uint_eq(eval(IR), 0u);
  /* The halves are independent. */
  ck_assert_uint_eq(eval(FV | HM | HR | IV | IR), REUSE | O_ISS | O_REL);
  ck_assert_uint_eq(eval(FV | HM | IV | IP), O_FWAIT | O_IWAIT);
}
END_TEST

START_TEST(test_stateless) {
  const wt_block_t *b = &pe_reuse_block;
  ck_assert_str_eq(b->name, "pe_reuse");
  ck_assert(wt_block_stateless(b));
  ck_assert_uint_eq(b->state.n, 0u);
  ck_assert_uint_eq(b->state_size, 0u);
  ck_assert_uint_eq(wt_port_bits(b->state), 1u);
  ck_assert(b->check == NULL);
  ck_assert_ptr_null(b->knobs[0]);
  ck_assert_uint_eq(wt_fields_bits(b->in), 6u);
  ck_assert_uint_eq(wt_fields_bits(b->out), 6u);
  for (uint32_t r = 0; r < 64u; r++) {
    const in_t in = in_of(r);
    out_t o;
    memset(&o, 0xFF, sizeof o);
    b->reset(NULL);
    b->comb(NULL, &in, &o, NULL);
    ck_assert_uint_eq(bits_of(&o), ref(r));
    memset(&o, 0, sizeof o);
    pe_reuse_comb(NULL, &in, &o, NULL);
    ck_assert_uint_eq(bits_of(&o), ref(r));
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Scenarios (the rows of tb/stim/pe_reuse_scen.c, SPEC's outputs per row)
////////////////////////////////////////////////////////////////////////////////

/* PM-1 #16 normal; #17 reuse + pop; #18 reuse + pop and the issue of sub r1 (R 0); #19, #20
 * normal; #21 reuse + pop; then the issue of add r2 (R 0); idle. */
static const uint32_t pm1_w[] = {0u, REUSE, REUSE | O_ISS, 0u, 0u, REUSE, O_ISS, 0u};
/* wait, wait + WAW wait, reuse + WAW wait, issue + release, nothing (no f_v), nothing (no i_v),
 * reuse + issue + release; idle. */
static const uint32_t waits_w[] = {
    O_FWAIT, O_FWAIT | O_IWAIT, REUSE | O_IWAIT, O_ISS | O_REL, 0u, 0u, REUSE | O_ISS | O_REL, 0u};
#define SW(n) WT_SCEN_ROWS(#n, n##_w)
static const wt_scen_rows_t scen_want[] = {SW(pm1), SW(waits)};

static void check_row(const char *scen, const void *rows, unsigned c, const void *in, const void *out) {
  const uint32_t w = ((const uint32_t *)rows)[c];
  (void)in;
  ck_assert_msg(bits_of(out) == w, "%s cycle %u: got 0x%02x, want 0x%02x", scen, c, (unsigned)bits_of(out),
                (unsigned)w);
}

WT_SCEN_ROWS_TESTS(pe_reuse_stim, scen_want, check_row)

////////////////////////////////////////////////////////////////////////////////
// Random: the truth table every cycle, every input combination reached
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  unsigned hits[64];
} rctx_t;

static void on_rand(void *ctx, const void *prev, const void *in, const void *out, const void *next) {
  rctx_t *c = ctx;
  (void)prev;
  (void)next;
  const in_t *i = in;
  const uint32_t r = (i->f_v ? FV : 0u) | (i->hm_match ? HM : 0u) | (i->hm_rdy ? HR : 0u) |
                     (i->i_v ? IV : 0u) | (i->i_dst_pend ? IP : 0u) | (i->i_old_r ? IR : 0u);
  c->hits[r]++;
  if (bits_of(out) != ref(r)) {
    ck_abort_msg("random input 0x%02x: got 0x%02x, want 0x%02x", (unsigned)r, (unsigned)bits_of(out),
                 (unsigned)ref(r));
  }
}

START_TEST(test_random) {
  unsigned char dummy = 0;
  rctx_t c;
  memset(&c, 0, sizeof c);
  wt_run_t run = {&pe_reuse_stim, &dummy, &c, NULL, on_rand, NULL, 0, false};
  wt_run_random(&run, (uint64_t)_i, 20000u);
  for (unsigned r = 0; r < 64u; r++) {
    ck_assert_msg(c.hits[r] > 10u, "random: input 0x%02x reached %u times", r, c.hits[r]);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t want_in[] = {
    WT_WANT(in_t, f_v, 1, 1), WT_WANT(in_t, hm_match, 1, 1),   WT_WANT(in_t, hm_rdy, 1, 1),
    WT_WANT(in_t, i_v, 1, 1), WT_WANT(in_t, i_dst_pend, 1, 1), WT_WANT(in_t, i_old_r, 1, 1),
};
static const wt_want_field_t want_out[] = {
    WT_WANT(out_t, f_reuse, 1, 1), WT_WANT(out_t, f_wait, 1, 1), WT_WANT(out_t, pop, 1, 1),
    WT_WANT(out_t, i_iss, 1, 1),   WT_WANT(out_t, i_wait, 1, 1), WT_WANT(out_t, i_rel, 1, 1),
};

START_TEST(test_table_matches_header) {
  wt_check_tables_want(&pe_reuse_block, (unsigned)_i, want_in, WT_NWANT(want_in), want_out,
                       WT_NWANT(want_out), NULL, 0);
}
END_TEST

WT_UNIT_SUITE("pe_reuse") = {
    WT_TCASE("rules", 0),
    WT_TEST(test_exhaustive),
    WT_TEST(test_fetch),
    WT_TEST(test_issue),
    WT_TEST(test_stateless),

    WT_SCEN_ROWS_CASES(scen_want),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_CASES(pe_reuse_block),
    WT_LOOP(test_table_matches_header, 0, 3),
    WT_END,
};
