/* tb/unit/test_dwf_lane_conflict.c: Check suite for the register-file lane-conflict counter C
 * model (rtl_c/dwf_lane_conflict.h; SPEC 1.9, 1.1).
 *
 * Expected values: SPEC 1.9's example with its literal numbers (NL 4, no swizzle), and the
 * scenarios of tb/stim/dwf_lane_conflict_scen.c worked out by hand per configuration (the toy
 * configuration, NL 4, THREADS 24, SWZ 0, with either LC_MINUS1; the baseline, NL 32, THREADS 768,
 * SWZ 1). The random run compares every cycle with a reference written here from SPEC 1.9's text
 * (a histogram of the home lanes of the valid slots, then a linear scan for its largest bin),
 * which shares no code with the model (neither its home_lane nor its max tree).
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "dwf_lane_conflict.h"
#include "wt_unit.h"

extern const wt_stim_t dwf_lane_conflict_stim;

typedef dwf_lane_conflict_in_t in_t;
typedef dwf_lane_conflict_out_t out_t;

#define NL WT_NL
#define ALL WT_MASK32(WT_NL)
/* The configurations with hand-worked scenario values. */
#define TOY (WT_NL == 4 && WT_THREADS == 24 && WT_SWZ == 0)
#define BASE (WT_NL == 32 && WT_THREADS == 768 && WT_SWZ == 1 && WT_LC_MINUS1 == 0)

static out_t eval(const in_t *in) {
  out_t out;
  memset(&out, 0xA5, sizeof out); /* every field must be written */
  dwf_lane_conflict_eval(in, &out);
  return out;
}

/* The reference: SPEC 1.1's home lane written out, SPEC 1.9's per-bank count and its rule. */
static void reference(const in_t *in, uint32_t *maxcnt, uint32_t *stall) {
  unsigned hist[32] = {0};
  for (unsigned s = 0; s < NL; s++) {
    if ((in->valid & (1u << s)) != 0u) {
      const uint32_t t = in->tid[s];
      uint32_t lane = t % NL;
      if (WT_SWZ && (t / NL) % 2u == 1u) {
        lane = lane % 2u == 0u ? lane + 1u : lane - 1u; /* swizzled: even and odd lanes swapped */
      }
      hist[lane % NL]++;
    }
  }
  uint32_t m = 0;
  for (unsigned b = 0; b < NL; b++) {
    if (hist[b] > m) {
      m = hist[b];
    }
  }
  *maxcnt = m;
  *stall = m <= 1u ? 0u : WT_LC_MINUS1 ? m - 1u : m;
}

////////////////////////////////////////////////////////////////////////////////
// SPEC 1.9's example, literal numbers
////////////////////////////////////////////////////////////////////////////////

/* NL = 4, no swizzle: tids {0, 4, 8, 1} -> banks {0, 0, 0, 1} -> maxcnt 3 -> stall 3 (2 with
 * LC_MINUS1); tids {0, 1, 2, 3} -> maxcnt 1 -> no stall. */
START_TEST(test_spec19) {
  if (!(WT_NL == 4 && WT_SWZ == 0)) {
    return; /* SPEC's example is written for NL 4 without swizzling (dwf_toy, dwf_lc1) */
  }
  in_t in;
  memset(&in, 0, sizeof in);
  in.valid = 0xFu;
  in.tid[0] = 0;
  in.tid[1] = 4;
  in.tid[2] = 8;
  in.tid[3] = 1;
  out_t o = eval(&in);
  ck_assert_uint_eq(o.maxcnt, 3u);
  ck_assert_uint_eq(o.stall, WT_LC_MINUS1 ? 2u : 3u);
  for (uint32_t s = 0; s < 4u; s++) {
    in.tid[s] = s;
  }
  o = eval(&in);
  ck_assert_uint_eq(o.maxcnt, 1u);
  ck_assert_uint_eq(o.stall, 0u);
}
END_TEST

/* Edge cases on any configuration: no valid slot; one; all NL slots on one TID's bank; every slot
 * empty but full of conflicting junk. */
START_TEST(test_edges) {
  in_t in;
  memset(&in, 0, sizeof in);
  out_t o = eval(&in);
  ck_assert_uint_eq(o.maxcnt, 0u);
  ck_assert_uint_eq(o.stall, 0u);
  in.valid = 1u << (NL - 1u);
  o = eval(&in);
  ck_assert_uint_eq(o.maxcnt, 1u);
  ck_assert_uint_eq(o.stall, 0u);
  in.valid = ALL; /* the same TID (0, bank 0) in every slot: NL threads in bank 0 */
  o = eval(&in);
  ck_assert_uint_eq(o.maxcnt, NL);
  ck_assert_uint_eq(o.stall, WT_LC_MINUS1 ? NL - 1u : NL);
  in.valid = 0; /* ignored slots never count */
  o = eval(&in);
  ck_assert_uint_eq(o.maxcnt, 0u);
  /* Two threads in one bank: the smallest conflict, stall 2 (1 with LC_MINUS1). */
  in.valid = 0x3u;
  in.tid[0] = 0;
  in.tid[1] = 2u * NL; /* static warp 2: even, no swizzle: home lane 0 */
  o = eval(&in);
  ck_assert_uint_eq(o.maxcnt, 2u);
  ck_assert_uint_eq(o.stall, WT_LC_MINUS1 ? 1u : 2u);
}
END_TEST

/* The comb ignores its state pointers (none: WT_NO_STATE) and calls dwf_lane_conflict_eval. */
START_TEST(test_stateless) {
  const wt_block_t *b = &dwf_lane_conflict_block;
  ck_assert_str_eq(b->name, "dwf_lane_conflict");
  ck_assert(wt_block_stateless(b));
  ck_assert_uint_eq(b->state_size, 0u);
  ck_assert_uint_eq(wt_fields_bits(b->state), 0u);
  ck_assert_uint_eq(wt_port_bits(b->state), 1u);
  ck_assert(b->check == NULL);
  ck_assert_uint_eq(wt_fields_bits(b->in), NL + NL * WT_TIDW);
  ck_assert_uint_eq(wt_fields_bits(b->out), 2u * WT_LCW);
  in_t in;
  memset(&in, 0, sizeof in);
  in.valid = ALL;
  out_t o1, o2;
  memset(&o1, 0, sizeof o1);
  memset(&o2, 0xFF, sizeof o2);
  b->reset(NULL);
  b->comb(NULL, &in, &o1, NULL);
  dwf_lane_conflict_comb(NULL, &in, &o2, NULL);
  ck_assert(wt_same_packed(b->out, &o1, &o2));
}
END_TEST

/* The count width: 0..NL (SPEC 1.0's 32 lanes: 6 bits; the toy's 4: 3 bits). */
START_TEST(test_width) {
  if (WT_NL == 32) {
    ck_assert_uint_eq(WT_LCW, 6u);
  } else if (WT_NL == 4) {
    ck_assert_uint_eq(WT_LCW, 3u);
  }
  ck_assert_uint_ge(1u << WT_LCW, NL + 1u);
  ck_assert_uint_lt(1u << (WT_LCW - 1u), NL + 1u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Scenarios (tb/stim/dwf_lane_conflict_scen.c), by hand per configuration
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  uint32_t maxcnt, stall;
} want_t;

/* LC(m): the stall of maxcnt m > 1 under this configuration's reading. */
#define LC(m) \
  { (m), WT_LC_MINUS1 ? (m)-1u : (m) }
#define NOST(m) \
  { (m), 0u }

#if TOY
/* spec19: {0,4,8,1} banks {0,0,0,1}; {0,1,2,3} one each; idle. */
static const want_t spec19_w[] = {LC(3u), NOST(1u), NOST(0u)};
/* one_bank: tids {0,4,8,12} all bank 0 (4 of the 6 static warps fit 4 slots); slot 0 only; pairs
 * {0,4} bank 0, {1,5} bank 1; idle. */
static const want_t one_bank_w[] = {LC(4u), NOST(1u), LC(2u), NOST(0u)};
/* swizzle (SWZ 0): {0,2,4,6} in banks {0,2,0,2}. */
static const want_t swizzle_w[] = {LC(2u), NOST(0u)};
#elif BASE
/* spec19: {0,4,8,1} are in lanes {0,4,8,1} (static warp 0: no swizzle XOR); {0,1,2,3}; idle. */
static const want_t spec19_w[] = {NOST(1u), NOST(1u), NOST(0u)};
/* one_bank: the 24 static warps' lane-0 threads in slots 0..23; slot 0 only; pairs; idle. */
static const want_t one_bank_w[] = {LC(24u), NOST(1u), LC(2u), NOST(0u)};
/* swizzle (SWZ 1): tids 32 + 2s of static warp 1 live in the odd lanes: one per bank. */
static const want_t swizzle_w[] = {NOST(1u), NOST(0u)};
#endif
/* lane_aware: each thread in its home lane, on every configuration; idle. */
static const want_t lane_aware_w[] = {NOST(1u), NOST(1u), NOST(0u)};

static void check_row(const char *scen, const void *rows, unsigned c, const void *vin, const void *vout) {
  const in_t *in = vin;
  const out_t *o = vout;
  uint32_t rm, rs;
  reference(in, &rm, &rs);
  ck_assert_msg(o->maxcnt == rm && o->stall == rs, "%s cycle %u: maxcnt %u stall %u, reference %u %u", scen,
                c, (unsigned)o->maxcnt, (unsigned)o->stall, (unsigned)rm, (unsigned)rs);
  if (rows != NULL) {
    const want_t *w = &((const want_t *)rows)[c];
    ck_assert_msg(o->maxcnt == w->maxcnt && o->stall == w->stall,
                  "%s cycle %u: maxcnt %u stall %u, by hand %u %u", scen, c, (unsigned)o->maxcnt,
                  (unsigned)o->stall, (unsigned)w->maxcnt, (unsigned)w->stall);
  }
}

#if TOY || BASE
#define SW(n) WT_SCEN_ROWS(#n, n##_w)
#else
/* No hand values on this configuration: the reference only (rows NULL, lengths written here). */
#define SW(n) \
  { #n, NULL, n##_n }
enum { spec19_n = 3, one_bank_n = 4, swizzle_n = 2 };
#endif
static const wt_scen_rows_t scen_want[] = {SW(spec19), SW(one_bank), WT_SCEN_ROWS("lane_aware", lane_aware_w),
                                           SW(swizzle)};

WT_SCEN_ROWS_TESTS(dwf_lane_conflict_stim, scen_want, check_row)

////////////////////////////////////////////////////////////////////////////////
// Random: the reference every cycle; conflicts and stalls reached
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  unsigned zero, one, many, full;
} rctx_t;

static void on_rand(void *ctx, const void *prev, const void *in, const void *out, const void *next) {
  rctx_t *c = ctx;
  (void)prev;
  (void)next;
  const out_t *o = out;
  check_row("random", NULL, 0, in, out);
  c->zero += o->maxcnt == 0u;
  c->one += o->maxcnt == 1u;
  c->many += o->maxcnt > 1u;
  c->full += o->maxcnt == NL;
}

START_TEST(test_random) {
  unsigned char dummy = 0;
  rctx_t c;
  memset(&c, 0, sizeof c);
  wt_run_t run = {&dwf_lane_conflict_stim, &dummy, &c, NULL, on_rand, NULL, 0, false};
  wt_run_random(&run, (uint64_t)_i, 20000u);
  ck_assert_msg(c.one > 100u && c.many > 100u && c.full > 0u, "random: maxcnt 0 %u, 1 %u, >1 %u, NL %u",
                c.zero, c.one, c.many, c.full);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t want_in[] = {
    WT_WANT(in_t, valid, WT_NL, 1),
    WT_WANT(in_t, tid, WT_TIDW, WT_NL),
};
static const wt_want_field_t want_out[] = {
    WT_WANT(out_t, maxcnt, WT_LCW, 1),
    WT_WANT(out_t, stall, WT_LCW, 1),
};

START_TEST(test_table_matches_header) {
  wt_check_tables_want(&dwf_lane_conflict_block, (unsigned)_i, want_in, WT_NWANT(want_in), want_out,
                       WT_NWANT(want_out), NULL, 0);
}
END_TEST

WT_UNIT_SUITE("dwf_lane_conflict") = {
    WT_TCASE("spec", 0),
    WT_TEST(test_spec19),
    WT_TEST(test_edges),
    WT_TEST(test_stateless),
    WT_TEST(test_width),

    WT_SCEN_ROWS_CASES(scen_want),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_CASES(dwf_lane_conflict_block),
    WT_LOOP(test_table_matches_header, 0, 3),
    WT_END,
};
