/* tb/unit/test_uv_detect.c: Check suite for the intra-warp uniform detector C model
 * (rtl_c/uv_detect.h; SPEC 5.1, 5.2 UV-1).
 *
 * Expected values come from SPEC 5.1's text, written here by hand: each directed row's outputs
 * are written out beside it; the operand checks compare every operand encoding with a table of
 * SPEC's uniform special registers written as literal bits; the regular issue interval is SPEC's
 * number per configuration (4 at NL 32 / NUMSP 8, 2 at NUMSP 16, 4 at the toy's 8 lanes on 2
 * SPs), not the model's WT_UVII.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "uv_detect.h"
#include "wt_unit.h"

extern const wt_stim_t uv_detect_stim;

typedef uv_detect_in_t in_t;
typedef uv_detect_out_t out_t;

/* Short names of the codes (SPEC 5.1 [RES], params/uv_params.h). */
enum { REG, IMM, SREG, KIND3 };
enum { ALU, BRA, MEM, OTH };

/* SPEC 5.1: a regular instruction issues every WS / NumSP cycles. */
static uint32_t regular_ii(void) {
  static const struct { unsigned nl, numsp, ii; } spec[] = {{32, 8, 4}, {32, 16, 2}, {8, 2, 4}};
  for (unsigned k = 0; k < sizeof spec / sizeof spec[0]; k++) {
    if (spec[k].nl == WT_NL && spec[k].numsp == WT_NUMSP) {
      return spec[k].ii;
    }
  }
  ck_abort_msg("no issue interval from SPEC written here for NL %u, NUMSP %u", (unsigned)WT_NL,
               (unsigned)WT_NUMSP);
  return 0;
}

/* Uniform special registers, bit c for code c (SPEC 5.1 [RES]): ntid.x/y/z 4..6, nctaid.x/y/z
 * 7..9, ctaid.x/y/z 10..12, a kernel parameter 13; not tid.x/y/z 0..2, laneid 3, nor 14, 15. */
#define SREG_UNIFORM 0x3FF0u

/* An instruction's inputs with every source an immediate, ALU, a destination, a full warp. */
static in_t base_in(void) {
  in_t in;
  memset(&in, 0, sizeof in);
  for (unsigned s = 0; s < WT_UV_NSRC; s++) {
    in.src_v[s] = true;
    in.src_kind[s] = IMM;
  }
  in.has_dst = true;
  in.cls = ALU;
  in.active_mask = WT_MASK32(WT_NL);
  in.full_mask = WT_MASK32(WT_NL);
  return in;
}

static out_t eval(const in_t *in) {
  out_t out;
  memset(&out, 0xA5, sizeof out); /* every field must be written */
  uv_detect_eval(in, &out);
  return out;
}

/* Source uniform bits of an output, bit s = source s. */
static unsigned src_bits(const out_t *o) {
  unsigned b = 0;
  for (unsigned s = 0; s < WT_UV_NSRC; s++) {
    b |= (o->src_uniform[s] ? 1u : 0u) << s;
  }
  return b;
}

static void check_out(const out_t *o, unsigned want_src, bool want_u, const char *what) {
  const uint32_t want_ii = want_u ? 1u : regular_ii();
  ck_assert_msg(src_bits(o) == want_src && o->uniform_instr == want_u && o->issue_interval == want_ii,
                "%s: got src_uniform %u uniform_instr %d issue_interval %u, want %u %d %u", what, src_bits(o),
                (int)o->uniform_instr, (unsigned)o->issue_interval, want_src, (int)want_u, (unsigned)want_ii);
}

////////////////////////////////////////////////////////////////////////////////
// The codes and the regular issue interval
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_codes) {
  /* SPEC 5.1 [RES]'s codes as uv_detect.h documents them. */
  static const struct {
    const char *name;
    uint32_t got, want;
  } codes[] = {
      {"NSRC", WT_UV_NSRC, 3},           {"KINDW", WT_UVKINDW, 2},
      {"SREGW", WT_UVSREGW, 4},          {"CLSW", WT_UVCLSW, 2},
      {"REG", UV_KIND_REG, 0},           {"IMM", UV_KIND_IMM, 1},
      {"SREG", UV_KIND_SREG, 2},         {"TID_X", UV_SREG_TID_X, 0},
      {"TID_Y", UV_SREG_TID_Y, 1},       {"TID_Z", UV_SREG_TID_Z, 2},
      {"LANEID", UV_SREG_LANEID, 3},     {"NTID_X", UV_SREG_NTID_X, 4},
      {"NTID_Y", UV_SREG_NTID_Y, 5},     {"NTID_Z", UV_SREG_NTID_Z, 6},
      {"NCTAID_X", UV_SREG_NCTAID_X, 7}, {"NCTAID_Y", UV_SREG_NCTAID_Y, 8},
      {"NCTAID_Z", UV_SREG_NCTAID_Z, 9}, {"CTAID_X", UV_SREG_CTAID_X, 10},
      {"CTAID_Y", UV_SREG_CTAID_Y, 11},  {"CTAID_Z", UV_SREG_CTAID_Z, 12},
      {"PARAM", UV_SREG_PARAM, 13},      {"ALU", UV_CLS_ALU, 0},
      {"BRANCH", UV_CLS_BRANCH, 1},      {"MEM", UV_CLS_MEM, 2},
      {"OTHER", UV_CLS_OTHER, 3},
  };
  for (unsigned k = 0; k < sizeof codes / sizeof codes[0]; k++) {
    ck_assert_msg(codes[k].got == codes[k].want, "%s is %u, want %u", codes[k].name, (unsigned)codes[k].got,
                  (unsigned)codes[k].want);
  }
}
END_TEST

/* SPEC 5.1's intervals: 1 for a uniform instruction, WS / NumSP otherwise; the output's width
 * holds the regular one (3 bits for 4, 2 bits for 2). */
START_TEST(test_intervals) {
  const uint32_t ii = regular_ii();
  ck_assert_uint_eq(WT_UVII, ii);
  ck_assert_uint_le(ii, WT_MASK32(WT_UVIIW));
  ck_assert_uint_eq(WT_UVIIW, ii == 4u ? 3u : 2u);
  in_t in = base_in();
  out_t o = eval(&in);
  ck_assert_uint_eq(o.issue_interval, 1u);
  in.has_dst = false;
  o = eval(&in);
  ck_assert_uint_eq(o.issue_interval, ii);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Operands: every encoding at every position (SPEC 5.1 [RES])
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_operands) {
  unsigned n_u = 0;
  for (unsigned s = 0; s < WT_UV_NSRC; s++) {
    for (unsigned e = 0; e < 256u; e++) {
      const bool v = (e & 1u) != 0u, ureg = (e & 2u) != 0u;
      const unsigned kind = (e >> 2) & 3u, code = e >> 4;
      in_t in = base_in();
      in.src_v[s] = v;
      in.src_kind[s] = kind;
      in.src_sreg[s] = code;
      in.src_ureg[s] = ureg;
      /* SPEC 5.1: an immediate, a uniform special register, a register with its uniform bit;
       * the undefined kind 3 is not uniform; an absent operand constrains nothing. */
      bool u;
      switch (kind) {
        case REG: u = ureg; break;
        case IMM: u = true; break;
        case SREG: u = ((SREG_UNIFORM >> code) & 1u) != 0u; break;
        default: u = false; break;
      }
      u = u || !v;
      n_u += u ? 1u : 0u;
      const out_t o = eval(&in);
      char what[96];
      snprintf(what, sizeof what, "source %u v %d kind %u code %u ureg %d", s, (int)v, kind, code, (int)ureg);
      check_out(&o, u ? 7u : 7u & ~(1u << s), u, what);
    }
  }
  /* Per position: 128 absent, 16 REG with the bit (x 16 codes), 32 IMM, 10 uniform SREG codes (x 2
   * uniform bits). */
  ck_assert_uint_eq(n_u, 3u * (128u + 16u + 32u + 20u));
}
END_TEST

/* SPEC 5.1 [RES]'s special registers one by one at source 1: the uniform ones, and the ones that are not. */
START_TEST(test_sreg_list) {
  static const struct {
    unsigned code;
    bool u;
  } spec[] = {
      {UV_SREG_NTID_X, 1},
      {UV_SREG_NTID_Y, 1},
      {UV_SREG_NTID_Z, 1},
      {UV_SREG_NCTAID_X, 1},
      {UV_SREG_NCTAID_Y, 1},
      {UV_SREG_NCTAID_Z, 1},
      {UV_SREG_CTAID_X, 1},
      {UV_SREG_CTAID_Y, 1},
      {UV_SREG_CTAID_Z, 1},
      {UV_SREG_PARAM, 1},
      {UV_SREG_TID_X, 0},
      {UV_SREG_TID_Y, 0},
      {UV_SREG_TID_Z, 0},
      {UV_SREG_LANEID, 0},
      {14u, 0},
      {15u, 0},
  };
  for (unsigned k = 0; k < sizeof spec / sizeof spec[0]; k++) {
    in_t in = base_in();
    in.src_kind[1] = SREG;
    in.src_sreg[1] = spec[k].code;
    const out_t o = eval(&in);
    char what[48];
    snprintf(what, sizeof what, "special register code %u", spec[k].code);
    check_out(&o, spec[k].u ? 7u : 5u, spec[k].u, what);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// The instruction: class x destination x sources x masks (SPEC 5.1)
////////////////////////////////////////////////////////////////////////////////

/* Mask relations: the active mask against the launch mask. */
enum { CONV_FULL, CONV_PART, DIV_FULL, DIV_PART, OUTSIDE, N_MASKS };

static void set_masks(in_t *in, unsigned m) {
  const uint32_t all = WT_MASK32(WT_NL), part = WT_MASK32(WT_NL - 1u);
  switch (m) {
    case CONV_FULL: in->active_mask = all, in->full_mask = all; break;
    case CONV_PART: in->active_mask = part, in->full_mask = part; break;
    case DIV_FULL: in->active_mask = all & ~2u, in->full_mask = all; break;
    case DIV_PART: in->active_mask = 1u, in->full_mask = part; break;
    default: in->active_mask = all, in->full_mask = part; break; /* a lane outside the launch */
  }
}

START_TEST(test_instr) {
  unsigned n_u = 0;
  for (unsigned cls = 0; cls < 4u; cls++) {
    for (unsigned dst = 0; dst < 2u; dst++) {
      for (unsigned pat = 0; pat < 8u; pat++) { /* bit s: source s uniform (IMM) or not (a vector) */
        for (unsigned m = 0; m < N_MASKS; m++) {
          in_t in = base_in();
          in.cls = cls;
          in.has_dst = dst != 0u;
          for (unsigned s = 0; s < WT_UV_NSRC; s++) {
            in.src_kind[s] = ((pat >> s) & 1u) != 0u ? IMM : REG; /* REG with the uniform bit 0 */
          }
          set_masks(&in, m);
          const bool u = cls == ALU && dst == 1u && pat == 7u && (m == CONV_FULL || m == CONV_PART);
          n_u += u ? 1u : 0u;
          const out_t o = eval(&in);
          char what[80];
          snprintf(what, sizeof what, "class %u has_dst %u sources %u masks %u", cls, dst, pat, m);
          check_out(&o, pat, u, what);
        }
      }
    }
  }
  ck_assert_uint_eq(n_u, 2u); /* a converged full warp and a converged partial warp */
}
END_TEST

/* SPEC 5.1 [RES]: full_mask is the launch mask. Every partial last warp of 1..NL-1 threads is
 * uniform when all its threads are active, and not when one of them is not. */
START_TEST(test_partial_warps) {
  for (unsigned k = 1; k < WT_NL; k++) {
    in_t in = base_in();
    in.full_mask = WT_MASK32(k);
    in.active_mask = WT_MASK32(k);
    out_t o = eval(&in);
    check_out(&o, 7u, true, "partial warp, every launched thread active");
    in.active_mask = WT_MASK32(k) & ~(1u << (k - 1u));
    o = eval(&in);
    check_out(&o, 7u, false, "partial warp, its last thread inactive");
    in.active_mask = WT_MASK32(k + 1u);
    o = eval(&in);
    check_out(&o, 7u, false, "partial warp, a lane beyond it active");
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// The descriptor
////////////////////////////////////////////////////////////////////////////////

/* No state (WT_NO_STATE), the knobs NL and NUMSP; the comb ignores its state pointers and calls
 * uv_detect_eval. */
START_TEST(test_stateless) {
  const wt_block_t *b = &uv_detect_block;
  ck_assert(wt_block_stateless(b) && b->state_size == 0u && b->check == NULL);
  ck_assert(wt_block_reads(b, "NL"));
  ck_assert(wt_block_reads(b, "NUMSP"));
  ck_assert_ptr_null(b->knobs[2]);
  /* 3 x (1 + 2 + 4 + 1) + 1 + 2 + 2 x NL inputs; 3 + 1 + the interval's outputs. */
  ck_assert_uint_eq(wt_fields_bits(b->in), 27u + 2u * WT_NL);
  ck_assert_uint_eq(wt_fields_bits(b->out), 4u + WT_UVIIW);
  wt_rng_t rng = wt_rng_seed(1, "uv_detect stateless");
  for (unsigned k = 0; k < 200u; k++) {
    in_t in;
    memset(&in, 0, sizeof in);
    wt_fill_random(b->in, &in, &rng);
    const out_t want = eval(&in);
    out_t got;
    memset(&got, 0xFF, sizeof got);
    b->comb(NULL, &in, &got, NULL); /* the descriptor's comb, no state */
    ck_assert(wt_same_packed(b->out, &got, &want));
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Scenarios (the rows of tb/stim/uv_detect_scen.c, SPEC's outputs per row)
////////////////////////////////////////////////////////////////////////////////

/* An expected row: the source uniform bits (bit s = source s) and uniform_instr; the interval is
 * 1 when uniform, else regular_ii(). */
typedef struct {
  unsigned src;
  bool u;
} want_t;
#define U(b) \
  { (b), true }
#define R(b) \
  { (b), false }

/* UV-1: mov r1, #0 uniform 1 cycle; mul r2, %ctaid.x, %ntid.x uniform; add r3, r2, %tid.x regular
 * (the tid source); add r1, r1, #1 uniform; #5 (threads 24-31) and #6 (threads 0-7) regular; the
 * idle cycle (no destination) regular. */
static const want_t uv1_w[] = {U(7), U(7), R(5), U(7), R(7), R(7), R(7)};
/* The partial last warp: #1, #2 uniform; #3 regular (tid); #4 with thread 0 inactive regular; #1
 * on a full warp uniform; a lane outside the launch mask regular; part of a full warp regular. */
static const want_t partial_w[] = {U(7), U(7), R(5), R(7), U(7), R(7), R(7), R(7)};
/* Only the ALU instruction with a destination is uniform. */
static const want_t cls_w[] = {R(7), R(7), R(7), R(7), R(7), R(7), R(7), R(7), U(7), R(7)};
/* Divergent masks regular; every lane active uniform. */
static const want_t diverge_w[] = {R(7), R(7), R(7), R(7), U(7), R(7)};
/* Codes 0..15 at source code mod 3: tid.x/y/z, laneid regular; ntid.*, nctaid.*, ctaid.*, param
 * uniform; 14, 15 regular. Then a vector at source 0, 1, 2, all three; kind 3 at source 1; absent
 * junk uniform; a special register's uniform bit and a register's code ignored; an immediate's
 * code ignored. */
static const want_t operands_w[] = {R(6), R(5), R(3), R(6), U(7), U(7), U(7), U(7), U(7),
                                    U(7), U(7), U(7), U(7), U(7), R(3), R(6), R(6), R(5),
                                    R(3), R(0), R(5), U(7), R(6), R(6), U(7), R(7)};
#define SW(n) WT_SCEN_ROWS(#n, n##_w)
static const wt_scen_rows_t scen_want[] = {SW(uv1), SW(partial), SW(cls), SW(diverge), SW(operands)};

static void check_row(const char *scen, const void *rows, unsigned c, const void *in, const void *out) {
  const in_t *i = in;
  const want_t w = ((const want_t *)rows)[c];
  char what[160];
  snprintf(what, sizeof what, "%s row %u (kinds %u %u %u, has_dst %d, cls %u, active 0x%x, full 0x%x)", scen,
           c, (unsigned)i->src_kind[0], (unsigned)i->src_kind[1], (unsigned)i->src_kind[2], (int)i->has_dst,
           (unsigned)i->cls, (unsigned)i->active_mask, (unsigned)i->full_mask);
  check_out(out, w.src, w.u, what);
}

WT_SCEN_ROWS_TESTS(uv_detect_stim, scen_want, check_row)

/* SPEC 5.2's UV-1 written out with its own numbers (NL 32, NUMSP 8, full 0xFFFFFFFF), each
 * instruction built here field by field: uniform with a 1-cycle issue, or regular with 4. */
START_TEST(test_uv1_spec) {
  if (WT_NL != 32u || WT_NUMSP != 8u) {
    return;
  }
  static const struct {
    const char *instr;
    unsigned kind[3], code[3], ureg[3], v[3];
    uint32_t active;
    unsigned src, u, ii;
  } uv1[] = {
      {"#1 mov r1, #0", {IMM}, {0}, {0}, {1, 0, 0}, 0xFFFFFFFFu, 7, 1, 1},
      {"#2 mul r2, %ctaid.x, %ntid.x", {SREG, SREG}, {10, 4}, {0}, {1, 1, 0}, 0xFFFFFFFFu, 7, 1, 1},
      {"#3 add r3, r2, %tid.x", {REG, SREG}, {0, 0}, {1, 0}, {1, 1, 0}, 0xFFFFFFFFu, 5, 0, 4},
      {"#4 add r1, r1, #1", {REG, IMM}, {0}, {1, 0}, {1, 1, 0}, 0xFFFFFFFFu, 7, 1, 1},
      {"#5 add r1, r1, #2", {REG, IMM}, {0}, {1, 0}, {1, 1, 0}, 0xFF000000u, 7, 0, 4},
      {"#6 mov r2, #5", {IMM}, {0}, {0}, {1, 0, 0}, 0x000000FFu, 7, 0, 4},
  };
  for (unsigned k = 0; k < sizeof uv1 / sizeof uv1[0]; k++) {
    in_t in;
    memset(&in, 0, sizeof in);
    for (unsigned s = 0; s < 3u; s++) {
      in.src_v[s] = uv1[k].v[s] != 0u;
      in.src_kind[s] = uv1[k].kind[s];
      in.src_sreg[s] = uv1[k].code[s];
      in.src_ureg[s] = uv1[k].ureg[s] != 0u;
    }
    in.has_dst = true;
    in.cls = ALU;
    in.active_mask = uv1[k].active;
    in.full_mask = 0xFFFFFFFFu;
    const out_t o = eval(&in);
    ck_assert_msg(
        src_bits(&o) == uv1[k].src && o.uniform_instr == (uv1[k].u != 0u) && o.issue_interval == uv1[k].ii,
        "UV-1 %s: got src_uniform %u uniform_instr %d issue_interval %u", uv1[k].instr, src_bits(&o),
        (int)o.uniform_instr, (unsigned)o.issue_interval);
  }
}
END_TEST

/* UV-1 #5 and #6 at the baseline are SPEC's own masks. */
START_TEST(test_uv1_masks) {
  if (WT_NL != 32u || WT_NUMSP != 8u) {
    return;
  }
  const wt_scenario_t *sc = wt_scen(&uv_detect_stim, "uv1");
  in_t in;
  ck_assert(!wt_scen_in(sc, 4, NULL, &in, sizeof in));
  ck_assert_uint_eq(in.active_mask, 0xFF000000u);
  ck_assert_uint_eq(in.full_mask, 0xFFFFFFFFu);
  ck_assert(!wt_scen_in(sc, 5, NULL, &in, sizeof in));
  ck_assert_uint_eq(in.active_mask, 0x000000FFu);
  const wt_scenario_t *pw = wt_scen(&uv_detect_stim, "partial");
  ck_assert(!wt_scen_in(pw, 0, NULL, &in, sizeof in));
  ck_assert_uint_eq(in.full_mask, 0x0001FFFFu); /* 17 threads */
  ck_assert_uint_eq(in.active_mask, 0x0001FFFFu);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Random: SPEC's rule every cycle, and uniform instructions reached often
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  unsigned long cycles, uniform, uniform_part, only_src, only_cls, only_dst, only_div, tid_only;
} rctx_t;

static void on_rand(void *ctx, const void *prev, const void *in, const void *out, const void *next) {
  rctx_t *c = ctx;
  (void)prev;
  (void)next;
  const in_t *i = in;
  const out_t *o = out;
  /* Legal stimulus: a launch mask of threads 0..k-1, a non-empty active subset of it. */
  const uint32_t f = i->full_mask;
  OK(f != 0u && (f & (f + 1u)) == 0u);
  OK(i->active_mask != 0u && (i->active_mask & ~f) == 0u);
  unsigned src = 0;
  bool tid = false;
  for (unsigned s = 0; s < WT_UV_NSRC; s++) {
    bool u;
    switch (i->src_kind[s]) {
      case REG: u = i->src_ureg[s]; break;
      case IMM: u = true; break;
      case SREG: u = ((SREG_UNIFORM >> i->src_sreg[s]) & 1u) != 0u; break;
      default: u = false; break;
    }
    u = u || !i->src_v[s];
    src |= (u ? 1u : 0u) << s;
    tid = tid || (i->src_v[s] && i->src_kind[s] == SREG && i->src_sreg[s] <= UV_SREG_TID_Z);
  }
  const bool srcs = src == 7u, alu = i->cls == ALU, conv = i->active_mask == f;
  const bool u = srcs && alu && i->has_dst && conv;
  if (src_bits(o) != src || o->uniform_instr != u || o->issue_interval != (u ? 1u : regular_ii())) {
    char what[64];
    snprintf(what, sizeof what, "random cycle %lu", c->cycles);
    check_out(o, src, u, what);
  }
  c->cycles++;
  c->uniform += u;
  c->uniform_part += u && f != WT_MASK32(WT_NL);
  /* Exactly one of SPEC 5.1's four conditions fails. */
  const unsigned fails = !srcs + !alu + !i->has_dst + !conv;
  c->only_src += fails == 1u && !srcs;
  c->tid_only += fails == 1u && !srcs && tid;
  c->only_cls += fails == 1u && !alu;
  c->only_dst += fails == 1u && !i->has_dst;
  c->only_div += fails == 1u && !conv;
}

START_TEST(test_random) {
  unsigned char dummy = 0;
  rctx_t c;
  memset(&c, 0, sizeof c);
  wt_run_t run = {&uv_detect_stim, &dummy, &c, NULL, on_rand, NULL, 0, false};
  wt_run_random(&run, (uint64_t)_i, 20000u);
  /* Uniform instructions often (not by chance), on partial warps too, and each condition failing
   * alone (the tid case is the mutant's). */
  WT_CHECK_REACHED(WT_REACH(c.uniform, c.cycles / 5u), WT_REACH(c.uniform_part, c.cycles / 50u),
                   WT_REACH(c.only_src, 200), WT_REACH(c.tid_only, 50), WT_REACH(c.only_cls, 200),
                   WT_REACH(c.only_dst, 200), WT_REACH(c.only_div, 200));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t want_in[] = {
    WT_WANT(in_t, src_v, 1, 3),           WT_WANT(in_t, src_kind, 2, 3),      WT_WANT(in_t, src_sreg, 4, 3),
    WT_WANT(in_t, src_ureg, 1, 3),        WT_WANT(in_t, has_dst, 1, 1),       WT_WANT(in_t, cls, 2, 1),
    WT_WANT(in_t, active_mask, WT_NL, 1), WT_WANT(in_t, full_mask, WT_NL, 1),
};
static const wt_want_field_t want_out[] = {
    WT_WANT(out_t, src_uniform, 1, 3),
    WT_WANT(out_t, uniform_instr, 1, 1),
    WT_WANT(out_t, issue_interval, WT_UVIIW, 1),
};

START_TEST(test_table_matches_header) {
  wt_check_tables_want(&uv_detect_block, (unsigned)_i, want_in, WT_NWANT(want_in), want_out,
                       WT_NWANT(want_out), NULL, 0);
}
END_TEST

START_TEST(test_quals) {
  WT_CHECK_QUALS(uv_detect_block.out, {"src_uniform", NULL}, {"uniform_instr", NULL},
                 {"issue_interval", NULL});
}
END_TEST

WT_UNIT_SUITE("uv_detect") = {
    WT_TCASE("rules", 0),
    WT_TEST(test_codes),
    WT_TEST(test_intervals),
    WT_TEST(test_operands),
    WT_TEST(test_sreg_list),
    WT_TEST(test_instr),
    WT_TEST(test_partial_warps),
    WT_TEST(test_stateless),

    WT_SCEN_ROWS_CASES(scen_want),
    WT_TEST(test_uv1_spec),
    WT_TEST(test_uv1_masks),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_CASES(uv_detect_block),
    WT_LOOP(test_table_matches_header, 0, 3),
    WT_TEST(test_quals),
    WT_END,
};
