/* tb/unit/test_pe_classifier.c: Check suite for the P-mode issue classifier C model
 * (rtl_c/pe_classifier.h; SPEC 3.7, 3.9 PM-1..PM-5).
 *
 * Expected values come from SPEC 3.7's text: each directed row's action is written out beside it,
 * and the exhaustive check compares all 2^11 inputs with a decision table written here as a
 * literal priority list of SPEC's rules (class sets and required flags, first match wins), which
 * shares no code with the model's if-chain.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "pe_classifier.h"
#include "wt_unit.h"

extern const wt_stim_t pe_classifier_stim;

typedef pe_classifier_in_t in_t;
typedef pe_classifier_out_t out_t;

/* Short names of the codes (SPEC 3.7). */
enum { ALU, SFU, SLD, SST, GLD, GST, ATM, BAR, BRA, EXT };
enum { SKIP, HALT, STALL, EXBR, PRELOAD, PREEXEC };

/* Flag bits of an input (as tb/stim/pe_classifier_scen.c's rows: class in bits 3..0). */
#define LL (1u << 4)
#define SP (1u << 5)
#define DP (1u << 6)
#define SM (1u << 7)
#define BA (1u << 8)
#define CI (1u << 9)
#define AF (1u << 10)
#define GO (CI | AF) /* an in-range PC, a non-full queue, a free register */

static in_t in_of(uint32_t r) {
  in_t in;
  memset(&in, 0, sizeof in);
  in.cls = r & 0xFu;
  in.src_ll = (r & LL) != 0u;
  in.src_pend = (r & SP) != 0u;
  in.dst_pend = (r & DP) != 0u;
  in.smem_st = (r & SM) != 0u;
  in.bar = (r & BA) != 0u;
  in.can_ins = (r & CI) != 0u;
  in.any_free = (r & AF) != 0u;
  return in;
}

static out_t eval(uint32_t r) {
  const in_t in = in_of(r);
  out_t out;
  memset(&out, 0xA5, sizeof out); /* every field must be written */
  pe_classifier_eval(&in, &out);
  return out;
}

/* An expected output: action, mark_ll, set_smem_st, set_bar. */
typedef struct {
  unsigned act;
  bool ll, sst, sbar;
} want_t;
/* D_x: an initializer; W_x: the same as a value. */
#define D_SKIP \
  { SKIP, 0, 0, 0 }
#define D_SKIPLL \
  { SKIP, 1, 0, 0 }
#define D_HALT \
  { HALT, 0, 0, 0 }
#define D_STALL \
  { STALL, 0, 0, 0 }
#define D_EXBR \
  { EXBR, 0, 0, 0 }
#define D_PRELOAD \
  { PRELOAD, 1, 0, 0 }
#define D_PREEXEC \
  { PREEXEC, 0, 0, 0 }
#define D_SST \
  { SKIP, 0, 1, 0 }
#define D_SBAR \
  { SKIP, 0, 0, 1 }
#define W_SKIP ((want_t)D_SKIP)
#define W_SKIPLL ((want_t)D_SKIPLL)
#define W_HALT ((want_t)D_HALT)
#define W_STALL ((want_t)D_STALL)
#define W_EXBR ((want_t)D_EXBR)
#define W_PRELOAD ((want_t)D_PRELOAD)
#define W_PREEXEC ((want_t)D_PREEXEC)
#define W_SST ((want_t)D_SST)
#define W_SBAR ((want_t)D_SBAR)

static void check_out(const out_t *o, want_t w, uint32_t r) {
  ck_assert_msg(o->act == w.act && o->mark_ll == w.ll && o->set_smem_st == w.sst && o->set_bar == w.sbar,
                "input 0x%03x (cls %u): got act %u ll %d sst %d bar %d, want act %u ll %d sst %d bar %d",
                (unsigned)r, (unsigned)(r & 0xFu), (unsigned)o->act, (int)o->mark_ll, (int)o->set_smem_st,
                (int)o->set_bar, w.act, (int)w.ll, (int)w.sst, (int)w.sbar);
}

static void expect(uint32_t r, want_t w) {
  const out_t o = eval(r);
  check_out(&o, w, r);
}

////////////////////////////////////////////////////////////////////////////////
// The reference: SPEC 3.7's rules as a literal priority list
////////////////////////////////////////////////////////////////////////////////

#define C(x) (1u << (x))
#define C_EXIT (C(EXT) | 0xFC00u) /* EXIT and the undefined codes 10..15 */
#define C_ALL 0xFFFFu
#define C_ALUS (C(ALU) | C(SFU) | C(SLD))

typedef struct {
  uint32_t classes; /* bit c: applies to class code c */
  uint32_t set;     /* flag bits that must be 1 */
  uint32_t clear;   /* flag bits that must be 0 */
  want_t w;
  const char *rule;
} rule_t;

static const rule_t rules[] = {
    {C(SST), 0, 0, D_SST, "0: SMEM_ST -> SKIP, smem_st_skipped"},
    {C(GST), 0, 0, D_SKIP, "0: GST -> SKIP"},
    {C(ATM), 0, 0, D_SKIPLL, "0: ATOM -> SKIP + p_skip"},
    {C(BAR), 0, 0, D_SBAR, "0: BAR -> SKIP, past_barrier"},
    {C(BRA), LL, 0, D_HALT, "1: src_ll, BRANCH -> HALT"},
    {C_ALL, LL, 0, D_SKIPLL, "1: src_ll -> SKIP + p_skip"},
    {C_ALL, SP, 0, D_STALL, "2: src_pend -> STALL"},
    {C_ALUS, DP, 0, D_STALL, "2: dst_pend with ALU/SFU/SMEM_LD -> STALL"},
    {C_EXIT, 0, 0, D_HALT, "3: EXIT -> HALT"},
    {C(BRA), 0, 0, D_EXBR, "3: BRANCH -> EXEC_BRANCH"},
    {C(GLD), 0, 0, D_PRELOAD, "3: GLD -> PRELOAD + p_preload"},
    {C(SLD), SM, 0, D_SKIPLL, "3: SMEM_LD with smem_st_skipped -> SKIP + p_skip"},
    {C(SLD), BA, 0, D_SKIPLL, "3: SMEM_LD with past_barrier -> SKIP + p_skip"},
    {C_ALUS, 0, CI, D_SKIPLL, "3: !can_insert -> SKIP + p_skip"},
    {C_ALUS, 0, AF, D_STALL, "3: !any_free -> STALL"},
    {C_ALUS, 0, 0, D_PREEXEC, "3: PREEXEC"},
};

static const rule_t *ref(uint32_t r) {
  for (unsigned k = 0; k < sizeof rules / sizeof rules[0]; k++) {
    const rule_t *u = &rules[k];
    if ((u->classes >> (r & 0xFu) & 1u) != 0u && (r & u->set) == u->set && (r & u->clear) == 0u) {
      return u;
    }
  }
  return NULL;
}

/* Every one of the 2^11 inputs against the reference, and every rule is reached. */
START_TEST(test_exhaustive) {
  unsigned hits[sizeof rules / sizeof rules[0]] = {0};
  for (uint32_t r = 0; r < (1u << 11); r++) {
    const rule_t *u = ref(r);
    ck_assert_msg(u != NULL, "input 0x%03x matches no SPEC rule", (unsigned)r);
    hits[u - rules]++;
    const out_t o = eval(r);
    if (o.act != u->w.act || o.mark_ll != u->w.ll || o.set_smem_st != u->w.sst || o.set_bar != u->w.sbar) {
      ck_abort_msg("input 0x%03x: rule %s", (unsigned)r, u->rule);
    }
  }
  for (unsigned k = 0; k < sizeof rules / sizeof rules[0]; k++) {
    ck_assert_msg(hits[k] > 0u, "rule %s never applies", rules[k].rule);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Each rule and each priority conflict (SPEC 3.7)
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_rule0) {
  /* Regardless of operand state and flags. */
  expect(SST, W_SST);
  expect(SST | LL | SP | DP | SM | BA | GO, W_SST);
  expect(GST, W_SKIP);
  expect(GST | LL | SP | DP | SM | BA | GO, W_SKIP);
  expect(ATM, W_SKIPLL);
  expect(ATM | LL | SP | DP | GO, W_SKIPLL);
  expect(BAR, W_SBAR);
  expect(BAR | LL, W_SBAR); /* BAR with src_ll -> SKIP, not HALT */
  expect(BAR | SP | DP | SM | BA | GO, W_SBAR);
}
END_TEST

START_TEST(test_rule1) {
  expect(BRA | LL, W_HALT);
  expect(BRA | LL | SP | GO, W_HALT); /* BRANCH with src_ll and src_pend -> HALT */
  expect(ALU | LL | GO, W_SKIPLL);
  expect(SFU | LL | SP | DP | GO, W_SKIPLL);
  expect(SLD | LL | GO, W_SKIPLL);
  expect(GLD | LL | GO, W_SKIPLL);
  expect(EXT | LL, W_SKIPLL);
}
END_TEST

START_TEST(test_rule2) {
  expect(ALU | SP | GO, W_STALL);
  expect(ALU | DP | GO, W_STALL);
  expect(SFU | DP | GO, W_STALL);
  expect(SLD | DP | GO, W_STALL);      /* SMEM_LD with dst_pend -> STALL */
  expect(SLD | DP | SM | CI, W_STALL); /* 2 before 3's smem_st skip */
  expect(GLD | DP | GO, W_PRELOAD);    /* GLD with dst_pend -> PRELOAD, not STALL */
  expect(GLD | SP | GO, W_STALL);
  expect(BRA | DP, W_EXBR);
  expect(BRA | SP, W_STALL);
  expect(EXT | DP, W_HALT);
  expect(EXT | SP, W_STALL);
}
END_TEST

START_TEST(test_rule3) {
  expect(EXT, W_HALT);
  expect(EXT | GO | SM | BA, W_HALT);
  expect(BRA, W_EXBR);
  expect(GLD, W_PRELOAD);
  expect(GLD | SM | BA, W_PRELOAD);
  expect(SLD | SM | GO, W_SKIPLL);
  expect(SLD | BA | CI, W_SKIPLL); /* SMEM_LD with bar and can_ins -> SKIP + mark_ll */
  expect(SLD | GO, W_PREEXEC);
  expect(ALU | SM | BA | GO, W_PREEXEC); /* the flags concern scratchpad loads only */
  expect(ALU, W_SKIPLL);                 /* !can_ins and !any_free -> SKIP: range/full first */
  expect(ALU | AF, W_SKIPLL);
  expect(ALU | CI, W_STALL);
  expect(SFU | CI, W_STALL);
  expect(ALU | GO, W_PREEXEC);
  expect(SFU | GO, W_PREEXEC);
}
END_TEST

/* Codes 10..15 are EXIT in every rule (pe_classifier.h). */
START_TEST(test_undefined) {
  for (uint32_t c = 10; c < 16; c++) {
    expect(c, W_HALT);
    expect(c | GO | SM | BA | DP, W_HALT);
    expect(c | LL, W_SKIPLL);
    expect(c | SP, W_STALL);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// SPEC 3.9's tests at classifier level
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_pm2) {
  /* st.shared (SKIP, sets smem_st_skipped), then ld.shared r7: SKIP + LL. */
  expect(SST | GO, W_SST);
  expect(SLD | SM | GO, W_SKIPLL);
  /* bar (SKIP, sets past_barrier), then ld.shared r7: SKIP + LL. */
  expect(BAR | GO, W_SBAR);
  expect(SLD | BA | GO, W_SKIPLL);
  /* ld.shared r7 with neither before it: PREEXEC. */
  expect(SLD | GO, W_PREEXEC);
}
END_TEST

START_TEST(test_pm3) {
  expect(ALU | LL | GO, W_SKIPLL); /* mul r3 <- r0 (LL): skipped, r3 LL */
  expect(BRA | LL | GO, W_HALT);   /* @r3 br: HALT */
}
END_TEST

START_TEST(test_pm4_pm5) {
  /* PM-4: ALU at +512 (out of range): SKIP + LL; at +504 and -512: PREEXEC. */
  expect(ALU | AF, W_SKIPLL);
  expect(ALU | CI | AF, W_PREEXEC);
  /* PM-5: the 9th independent ALU finds TAIL = 8 (can_ins 0): SKIP + LL. */
  expect(ALU | AF, W_SKIPLL);
}
END_TEST

/* The comb ignores its state pointers (none: WT_NO_STATE) and calls pe_classifier_eval. */
START_TEST(test_stateless) {
  const wt_block_t *b = &pe_classifier_block;
  ck_assert_str_eq(b->name, "pe_classifier");
  ck_assert(wt_block_stateless(b));
  ck_assert_uint_eq(b->state.n, 0u);
  ck_assert_uint_eq(b->state_size, 0u);
  ck_assert_uint_eq(wt_fields_bits(b->state), 0u);
  ck_assert_uint_eq(wt_port_bits(b->state), 1u);
  ck_assert(b->check == NULL);
  ck_assert_ptr_null(b->knobs[0]);
  ck_assert_uint_eq(wt_fields_bits(b->in), 11u);
  ck_assert_uint_eq(wt_fields_bits(b->out), 6u);
  for (uint32_t r = 0; r < (1u << 11); r += 37u) {
    const in_t in = in_of(r);
    out_t o1, o2;
    memset(&o1, 0, sizeof o1);
    memset(&o2, 0xFF, sizeof o2);
    b->reset(NULL);
    b->comb(NULL, &in, &o1, NULL);
    pe_classifier_comb(NULL, &in, &o2, NULL);
    ck_assert(wt_same_packed(b->out, &o1, &o2));
    const out_t o3 = eval(r);
    ck_assert(wt_same_packed(b->out, &o1, &o3));
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Scenarios (the rows of tb/stim/pe_classifier_scen.c, SPEC's action per row)
////////////////////////////////////////////////////////////////////////////////

/* One entry per row, then the idle cycle (all 0: ALU, can_ins 0 -> SKIP + LL). */
static const want_t pm1_w[] = {D_SKIPLL,  D_PREEXEC, D_PREEXEC, D_EXBR,
                               D_PRELOAD, D_PREEXEC, D_SKIPLL,  D_SKIPLL};
static const want_t pm2_w[] = {D_SST, D_SKIPLL, D_SBAR, D_SKIPLL, D_PREEXEC, D_SKIPLL, D_SKIPLL};
static const want_t pm3_w[] = {D_SKIPLL, D_HALT, D_HALT, D_SKIPLL};
static const want_t pm4_w[] = {D_SKIPLL, D_PREEXEC, D_PREEXEC, D_SKIPLL, D_SKIPLL, D_SKIPLL};
static const want_t pm5_w[] = {D_PREEXEC, D_PREEXEC, D_PREEXEC, D_PREEXEC, D_PREEXEC, D_PREEXEC,
                               D_PREEXEC, D_PREEXEC, D_SKIPLL,  D_SKIPLL,  D_SKIPLL};
static const want_t prio_w[] = {D_SBAR,  D_SKIPLL, D_SKIP,   D_SST,   D_HALT,   D_PRELOAD,
                                D_STALL, D_STALL,  D_SKIPLL, D_STALL, D_SKIPLL, D_STALL,
                                D_STALL, D_EXBR,   D_HALT,   D_STALL, D_SKIPLL, D_SKIPLL};
static const want_t undef_w[] = {D_HALT, D_SKIPLL, D_STALL, D_HALT, D_HALT, D_HALT, D_SKIPLL};
#define SW(n) WT_SCEN_ROWS(#n, n##_w)
static const wt_scen_rows_t scen_want[] = {SW(pm1), SW(pm2), SW(pm3), SW(pm4), SW(pm5), SW(prio), SW(undef)};

static void check_row(const char *scen, const void *rows, unsigned c, const void *in, const void *out) {
  const in_t *i = in;
  (void)scen;
  const uint32_t r = i->cls | (i->src_ll ? LL : 0u) | (i->src_pend ? SP : 0u) | (i->dst_pend ? DP : 0u) |
                     (i->smem_st ? SM : 0u) | (i->bar ? BA : 0u) | (i->can_ins ? CI : 0u) |
                     (i->any_free ? AF : 0u);
  check_out(out, ((const want_t *)rows)[c], r);
}

WT_SCEN_ROWS_TESTS(pe_classifier_stim, scen_want, check_row)

////////////////////////////////////////////////////////////////////////////////
// Random: the reference every cycle, and every rule reached
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  unsigned hits[sizeof rules / sizeof rules[0]];
} rctx_t;

static void on_rand(void *ctx, const void *prev, const void *in, const void *out, const void *next) {
  rctx_t *c = ctx;
  (void)prev;
  (void)next;
  const in_t *i = in;
  const uint32_t r = i->cls | (i->src_ll ? LL : 0u) | (i->src_pend ? SP : 0u) | (i->dst_pend ? DP : 0u) |
                     (i->smem_st ? SM : 0u) | (i->bar ? BA : 0u) | (i->can_ins ? CI : 0u) |
                     (i->any_free ? AF : 0u);
  const rule_t *u = ref(r);
  ck_assert_ptr_nonnull(u);
  c->hits[u - rules]++;
  const out_t *o = out;
  if (o->act != u->w.act || o->mark_ll != u->w.ll || o->set_smem_st != u->w.sst || o->set_bar != u->w.sbar) {
    check_out(o, u->w, r);
  }
}

START_TEST(test_random) {
  unsigned char dummy = 0;
  rctx_t c;
  memset(&c, 0, sizeof c);
  wt_run_t run = {&pe_classifier_stim, &dummy, &c, NULL, on_rand, NULL, 0, false};
  wt_run_random(&run, (uint64_t)_i, 20000u);
  for (unsigned k = 0; k < sizeof rules / sizeof rules[0]; k++) {
    ck_assert_msg(c.hits[k] > 10u, "random: rule %s reached %u times", rules[k].rule, c.hits[k]);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t want_in[] = {
    WT_WANT(in_t, cls, WT_PECLSW, 1), WT_WANT(in_t, src_ll, 1, 1),   WT_WANT(in_t, src_pend, 1, 1),
    WT_WANT(in_t, dst_pend, 1, 1),    WT_WANT(in_t, smem_st, 1, 1),  WT_WANT(in_t, bar, 1, 1),
    WT_WANT(in_t, can_ins, 1, 1),     WT_WANT(in_t, any_free, 1, 1),
};
static const wt_want_field_t want_out[] = {
    WT_WANT(out_t, act, WT_PEACTW, 1),
    WT_WANT(out_t, mark_ll, 1, 1),
    WT_WANT(out_t, set_smem_st, 1, 1),
    WT_WANT(out_t, set_bar, 1, 1),
};

START_TEST(test_table_matches_header) {
  wt_check_tables_want(&pe_classifier_block, (unsigned)_i, want_in, WT_NWANT(want_in), want_out,
                       WT_NWANT(want_out), NULL, 0);
}
END_TEST

START_TEST(test_codes) {
  ck_assert_uint_eq(WT_PECLSW, 4u);
  ck_assert_uint_eq(WT_PEACTW, 3u);
  ck_assert_uint_eq(PE_CLS_ALU, 0u);
  ck_assert_uint_eq(PE_CLS_SFU, 1u);
  ck_assert_uint_eq(PE_CLS_SMEM_LD, 2u);
  ck_assert_uint_eq(PE_CLS_SMEM_ST, 3u);
  ck_assert_uint_eq(PE_CLS_GLD, 4u);
  ck_assert_uint_eq(PE_CLS_GST, 5u);
  ck_assert_uint_eq(PE_CLS_ATOM, 6u);
  ck_assert_uint_eq(PE_CLS_BAR, 7u);
  ck_assert_uint_eq(PE_CLS_BRANCH, 8u);
  ck_assert_uint_eq(PE_CLS_EXIT, 9u);
  ck_assert_uint_eq(PE_ACT_SKIP, 0u);
  ck_assert_uint_eq(PE_ACT_HALT, 1u);
  ck_assert_uint_eq(PE_ACT_STALL, 2u);
  ck_assert_uint_eq(PE_ACT_EXEC_BRANCH, 3u);
  ck_assert_uint_eq(PE_ACT_PRELOAD, 4u);
  ck_assert_uint_eq(PE_ACT_PREEXEC, 5u);
}
END_TEST

WT_UNIT_SUITE("pe_classifier") = {
    WT_TCASE("rules", 0),
    WT_TEST(test_rule0),
    WT_TEST(test_rule1),
    WT_TEST(test_rule2),
    WT_TEST(test_rule3),
    WT_TEST(test_undefined),
    WT_TEST(test_exhaustive),
    WT_TEST(test_stateless),
    WT_TEST(test_codes),

    WT_TCASE("spec", 0),
    WT_TEST(test_pm2),
    WT_TEST(test_pm3),
    WT_TEST(test_pm4_pm5),

    WT_SCEN_ROWS_CASES(scen_want),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_CASES(pe_classifier_block),
    WT_LOOP(test_table_matches_header, 0, 3),
    WT_END,
};
