/* tb/unit/test_wm_workload_buf.c: Check suite for the WarpMan workload buffer C model
 * (rtl_c/wm_workload_buf.h; SPEC 2.3, the buffer words of SPEC 2.5 WM-1 .. WM-6).
 *
 * Expected values are SPEC's 40-bit words and hand-packed literals ({P_TBId 39:37, L_TBId 36:11,
 * start_wid 10:6, end_wid 5:1, valid 0}; the arithmetic is in the comments). They are written for
 * the baseline geometry (8 TB slots, 26-bit L_TBId, 32 warps per TB), which every wm configuration
 * has (BASE_GEOM). The scenario and random runs also compare every cycle against a reference
 * written here from SPEC 2.3 that works on the packed word itself, sharing no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "wm_workload_buf.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(wm_workload_buf)

/* The SPEC 2.3 geometry: P_TBId 3, L_TBId 26, start/end 5 bits, 40 bits in all. */
#define BASE_GEOM (WT_TB_SLOTS == 8 && WT_LTBW == 26 && WT_MAXW == 32)
#define ONES_L 0x3FFFFFFu /* L_TBId all ones (26 bits) */

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

static in_t mk_ld(uint32_t p, uint32_t l, uint32_t start, uint32_t end) {
  in_t in;
  memset(&in, 0, sizeof in);
  in.ld = true;
  in.ld_p = p;
  in.ld_l = l;
  in.ld_start = start;
  in.ld_end = end;
  return in;
}

static in_t mk_iss(void) {
  in_t in;
  memset(&in, 0, sizeof in);
  in.iss = true;
  return in;
}

/* The buffer word as the state's packed image (dbg_state_o): the state table is the word. */
static uint64_t packed(const st_t *s) {
  uint32_t w[3] = {0, 0, 0xdeadbeefu};
  ck_assert(wt_pack(wm_workload_buf_block.state, s, w));
  ck_assert_uint_eq(w[2], 0xdeadbeefu); /* two words at most */
  return (uint64_t)w[0] | ((uint64_t)w[1] << 32);
}

/* The state holds `word` (SPEC 2.3 packing): through the word function and the packed state. */
static void check_word(const st_t *s, uint64_t word) {
  ck_assert_uint_eq(wm_workload_buf_word(s), word);
  ck_assert_uint_eq(packed(s), word);
}

/* The outputs of a cycle: the start-of-cycle word and valid bit, the issue, the drop flag. */
static void check_out(const out_t *o, uint64_t wb, bool iss_v, uint32_t p, uint32_t l, uint32_t wid,
                      bool drop) {
  ck_assert_uint_eq(o->wb, wb);
  ck_assert_uint_eq(o->valid, wb & 1u);
  ck_assert_uint_eq(o->iss_v, iss_v);
  ck_assert_uint_eq(o->iss_p, p);
  ck_assert_uint_eq(o->iss_l, l);
  ck_assert_uint_eq(o->iss_wid, wid);
  ck_assert_uint_eq(o->ld_drop, drop);
}

////////////////////////////////////////////////////////////////////////////////
// Reference from SPEC 2.3, on the packed word
////////////////////////////////////////////////////////////////////////////////

/* Field positions of the SPEC 2.3 table, LSB up: valid, end_wid, start_wid, L_TBId, P_TBId. */
#define POS_END 1u
#define POS_START (1u + WT_WIDW)
#define POS_L (1u + 2u * WT_WIDW)
#define POS_P (1u + 2u * WT_WIDW + WT_LTBW)
#define GET(x, pos, w) ((uint32_t)(((x) >> (pos)) & WT_MASK64(w)))

typedef struct {
  uint64_t word;
  unsigned loads, drops, issues, drains, top_wid, ones_l;
} ref_t;

/* One cycle: outputs from the word at the start of the cycle; an issue on `iss` with valid, then
 * W1 (start == end ? valid <- 0 : start + 1); a load only into a buffer invalid at the start. */
static void ref_cycle(ref_t *r, const in_t *in, out_t *o) {
  const uint64_t w = r->word;
  const bool valid = (w & 1u) != 0u;
  memset(o, 0, sizeof *o);
  o->valid = valid;
  o->wb = w;
  if (in->iss && valid) {
    const uint32_t start = GET(w, POS_START, WT_WIDW), end = GET(w, POS_END, WT_WIDW);
    o->iss_v = true;
    o->iss_p = GET(w, POS_P, WT_PTBW);
    o->iss_l = GET(w, POS_L, WT_LTBW);
    o->iss_wid = start;
    r->issues++;
    r->top_wid += start == WT_MAXW - 1u;
    r->ones_l += o->iss_l == WT_MASK32(WT_LTBW);
    if (start == end) {
      r->word &= ~UINT64_C(1);
      r->drains++;
    } else {
      r->word += UINT64_C(1) << POS_START;
    }
  }
  o->ld_drop = in->ld && valid;
  r->drops += o->ld_drop;
  if (in->ld && !valid) {
    r->word = ((uint64_t)in->ld_p << POS_P) | ((uint64_t)in->ld_l << POS_L) |
              ((uint64_t)in->ld_start << POS_START) | ((uint64_t)in->ld_end << POS_END) | 1u;
    r->loads++;
  }
}

WT_STATE_HOOK(run_reset, ref_t, k, s) { k->word = 0; /* reset: all zero */ }

WT_CYCLE_HOOK(run_cycle, ref_t, r, prev, in, o, next) {
  out_t ro;
  ref_cycle(r, in, &ro);
  EQ(o->valid, ro.valid);
  EQ(o->wb, ro.wb);
  EQ(o->iss_v, ro.iss_v);
  EQ(o->iss_p, ro.iss_p);
  EQ(o->iss_l, ro.iss_l);
  EQ(o->iss_wid, ro.iss_wid);
  EQ(o->ld_drop, ro.ld_drop);
  EQ(wm_workload_buf_word(next), r->word);
  EQ(packed(next), r->word);
  EQ(r->word >> WT_WBW, 0u); /* nothing above the 40 bits */
}

static wt_run_t run_of(void) {
  static st_t s;
  static ref_t r;
  return WT_RUN(&wm_workload_buf_stim, &s, &r, .reset = run_reset, .cycle = run_cycle);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* Reset: all zero, invalid (wm_workload_buf.h). */
START_TEST(test_reset_values) {
  st_t s;
  out_t o;
  memset(&s, 0xa5, sizeof s); /* reset must write every field */
  wm_workload_buf_reset(&s);
  ck_assert(!s.valid);
  ck_assert_uint_eq(s.end_wid, 0u);
  ck_assert_uint_eq(s.start_wid, 0u);
  ck_assert_uint_eq(s.l_tbid, 0u);
  ck_assert_uint_eq(s.p_tbid, 0u);
  check_word(&s, 0u);
  /* The first cycle with idle inputs: nothing out, nothing changes. */
  in_t in = idle();
  cycle(&s, &in, &o);
  check_out(&o, 0u, false, 0u, 0u, 0u, false);
  check_word(&s, 0u);
  /* A completion on the empty buffer issues nothing. */
  in = mk_iss();
  cycle(&s, &in, &o);
  check_out(&o, 0u, false, 0u, 0u, 0u, false);
  check_word(&s, 0u);
}
END_TEST

/* Reset from a loaded buffer clears every field, the stale ones too. */
START_TEST(test_reset_from_loaded) {
  st_t s;
  out_t o;
  wm_workload_buf_reset(&s);
  in_t in = mk_ld(5u, 5u, 2u, 7u);
  cycle(&s, &in, &o);
  ck_assert(s.valid);
  wm_workload_buf_reset(&s);
  check_word(&s, 0u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: the SPEC 2.5 words and the WM-1 / WM-4 sequences
////////////////////////////////////////////////////////////////////////////////

/* The word of a state, against the words SPEC 2.5 prints (and the ones derived there):
 *   WM-1  {5, 5, 2, 7, 1}:  5<<37 | 5<<11 | 2<<6 | 7<<1 | 1
 *                          = 0xA000000000 + 0x2800 + 0x80 + 0xE + 1 = 0xA00000288F
 *   WM-1' {6, 6, 1, 7, 1}:  0xC000000000 + 0x3000 + 0x40 + 0xE + 1 = 0xC00000304F
 *   WM-2  {3, 3, 5, 7, 1}:  0x6000000000 + 0x1800 + 0x140 + 0xE + 1 = 0x600000194F
 *   WM-3  {2, 2, 4, 5, 1}:  0x4000000000 + 0x1000 + 0x100 + 0xA + 1 = 0x400000110B
 *   WM-4  {1, 1, 16, 31, 1}: 0x2000000000 + 0x800 + 0x400 + 0x3E + 1 = 0x2000000C3F
 *   WM-5  {2, 2, 12, 15, 1}: 0x4000000000 + 0x1000 + 0x300 + 0x1E + 1 = 0x400000131F
 *   WM-6  {1, 1, 4, 31, 1}:  0x2000000000 + 0x800 + 0x100 + 0x3E + 1 = 0x200000093F
 * Each is also the packed state (the state table lists the fields LSB first). */
typedef struct {
  uint32_t p, l, start, end;
  bool valid;
  uint64_t word;
} word_case_t;
static const word_case_t spec_words[] = {
    {5, 5, 2, 7, true, UINT64_C(0xA00000288F)},
    {6, 6, 1, 7, true, UINT64_C(0xC00000304F)},
    {3, 3, 5, 7, true, UINT64_C(0x600000194F)},
    {2, 2, 4, 5, true, UINT64_C(0x400000110B)},
    {1, 1, 16, 31, true, UINT64_C(0x2000000C3F)},
    {2, 2, 12, 15, true, UINT64_C(0x400000131F)},
    {1, 1, 4, 31, true, UINT64_C(0x200000093F)},
    /* SPEC's binary for WM-1: 101 00000000000000000000000101 00010 00111 1. */
    {5, 5, 2, 7, false, UINT64_C(0xA00000288E)}, /* stale fields stay when invalid */
    {7, ONES_L, 31, 31, true, UINT64_C(0xFFFFFFFFFF)},
};

START_TEST(test_spec_words) {
#if BASE_GEOM
  const word_case_t *c = &spec_words[_i];
  st_t s;
  s.p_tbid = c->p;
  s.l_tbid = c->l;
  s.start_wid = c->start;
  s.end_wid = c->end;
  s.valid = c->valid;
  check_word(&s, c->word);
  /* And a load of those fields produces it. */
  st_t t;
  out_t o;
  wm_workload_buf_reset(&t);
  in_t in = mk_ld(c->p, c->l, c->start, c->end);
  cycle(&t, &in, &o);
  ck_assert_uint_eq(wm_workload_buf_word(&t), c->word | 1u);
#endif
}
END_TEST

/* WM-1's buffer (SPEC 2.5): load {5,5,2,7}; six completions issue warps 2..7 of TB 5 (start
 * 3..7, the word grows by 1<<6 = 0x40 each time), the sixth with start == end = 7, so valid <- 0
 * (W1) and the fields stay: {5,5,7,7,0} = 0xA000000000 + 0x2800 + 0x1C0 + 0xE = 0xA0000029CE.
 * Then a completion meets the invalid buffer (no issue) while TB 6 {6,6,1,7} is loaded
 * (0xC00000304F), and the next completion issues its warp 1 (start 2: 0xC00000308F). */
START_TEST(test_wm1_seq) {
#if BASE_GEOM
  const wt_scenario_t *sc = scen_n("wm1_seq", 10u);
  static const uint64_t after[6] = {0xA0000028CF, 0xA00000290F, 0xA00000294F,
                                    0xA00000298F, 0xA0000029CF, 0xA0000029CE};
  st_t s;
  out_t o;
  wm_workload_buf_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_out(&o, 0u, false, 0u, 0u, 0u, false);
  check_word(&s, UINT64_C(0xA00000288F));
  uint64_t before = UINT64_C(0xA00000288F);
  for (unsigned c = 1; c <= 6u; c++) {
    scen_cycle(sc, c, &s, &o);
    check_out(&o, before, true, 5u, 5u, c + 1u, false); /* warps 2..7 */
    check_word(&s, after[c - 1u]);
    before = after[c - 1u];
  }
  ck_assert(!s.valid);
  ck_assert_uint_eq(s.start_wid, 7u);
  scen_cycle(sc, 7, &s, &o);
  check_out(&o, UINT64_C(0xA0000029CE), false, 0u, 0u, 0u, false);
  check_word(&s, UINT64_C(0xC00000304F));
  scen_cycle(sc, 8, &s, &o);
  check_out(&o, UINT64_C(0xC00000304F), true, 6u, 6u, 1u, false);
  check_word(&s, UINT64_C(0xC00000308F));
  scen_cycle(sc, 9, &s, &o);
  check_out(&o, UINT64_C(0xC00000308F), false, 0u, 0u, 0u, false);
  check_word(&s, UINT64_C(0xC00000308F));
#endif
}
END_TEST

/* WM-4's buffer (SPEC 2.5, W1): {1,1,16,31} = 0x2000000C3F issues warps 16..31 on sixteen
 * completions; after the k-th (k < 16) start = 16 + k, the word 0x2000000C3F + k * 0x40; the 16th
 * issues warp 31 with start == end: valid <- 0, start stays 31 (no 5-bit wrap to 0):
 * 0x2000000000 + 0x800 + (31<<6 = 0x7C0) + 0x3E = 0x2000000FFE. Two more completions issue
 * nothing: exactly W - n_issue = 32 - 16 = 16 warps. */
START_TEST(test_end31_st) {
#if BASE_GEOM
  const wt_scenario_t *sc = scen_n("end31_st", 20u);
  st_t s;
  out_t o;
  unsigned issued = 0;
  wm_workload_buf_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_word(&s, UINT64_C(0x2000000C3F));
  for (unsigned k = 1; k <= 16u; k++) {
    const uint64_t before = UINT64_C(0x2000000C3F) + (uint64_t)(k - 1u) * 0x40u;
    scen_cycle(sc, k, &s, &o);
    check_out(&o, before, true, 1u, 1u, 15u + k, false);
    issued += o.iss_v;
    if (k < 16u) {
      check_word(&s, before + 0x40u);
    }
  }
  check_word(&s, UINT64_C(0x2000000FFE));
  for (unsigned c = 17; c < sc->cycles; c++) {
    scen_cycle(sc, c, &s, &o);
    check_out(&o, UINT64_C(0x2000000FFE), false, 0u, 0u, 0u, false);
    issued += o.iss_v;
  }
  check_word(&s, UINT64_C(0x2000000FFE));
  ck_assert_uint_eq(issued, 16u);
#endif
}
END_TEST

/* W1 (SPEC 2.3): a buffer loaded with {start, end} issues exactly end - start + 1 warps, start,
 * start + 1, ..., end, in that order, then goes invalid (loop index = row). The counts are the
 * directed tests' W - n_issue: WM-1 8 - 2 = 6, WM-1' 8 - 1 = 7, WM-2 8 - 5 = 3, WM-3 6 - 4 = 2,
 * WM-4 32 - 16 = 16, WM-5 16 - 12 = 4, WM-6 32 - 4 = 28; and the extremes 1 (start == end = 31),
 * 31 (start 1, end 31: W = 32, n_issue = 1). */
static const uint32_t w1_rows[][3] = {
    {2, 7, 6},   {1, 7, 7},   {5, 7, 3},   {4, 5, 2},   {16, 31, 16},
    {12, 15, 4}, {4, 31, 28}, {31, 31, 1}, {1, 31, 31},
};

START_TEST(test_w1_counts) {
  const uint32_t start = w1_rows[_i][0], end = w1_rows[_i][1], want = w1_rows[_i][2];
  if (end >= WT_MAXW) {
    return;
  }
  st_t s;
  out_t o;
  wm_workload_buf_reset(&s);
  in_t in = mk_ld(3u, 77u, start, end);
  cycle(&s, &in, &o);
  unsigned n = 0;
  for (unsigned k = 0; k < 40u; k++) {
    in = mk_iss();
    cycle(&s, &in, &o);
    if (o.iss_v) {
      ck_assert_uint_eq(o.iss_wid, start + n);
      ck_assert_uint_eq(o.iss_p, 3u);
      ck_assert_uint_eq(o.iss_l, 77u);
      n++;
    }
  }
  ck_assert_uint_eq(n, want);
  ck_assert(!s.valid);
  ck_assert_uint_eq(s.start_wid, end);
  ck_assert_uint_eq(s.end_wid, end);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner
////////////////////////////////////////////////////////////////////////////////

/* ld_drop (wm_workload_buf.h phase 2): c0 {2,2,4,5} = 0x400000110B; c1 a load while valid is
 * dropped (ld_drop, no change); c2 a completion issues warp 4 (start 5: 0x400000114B) and the
 * load is dropped; c3 a completion issues warp 5 with start == end (valid <- 0: 0x400000114A) and
 * the load is still dropped (valid at the start of the cycle); c4 the load is taken: WM-5's
 * {2,2,12,15} = 0x400000131F. */
START_TEST(test_ld_drop) {
#if BASE_GEOM
  const wt_scenario_t *sc = scen_n("ld_drop", 6u);
  st_t s;
  out_t o;
  wm_workload_buf_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_out(&o, 0u, false, 0u, 0u, 0u, false);
  check_word(&s, UINT64_C(0x400000110B));
  scen_cycle(sc, 1, &s, &o);
  check_out(&o, UINT64_C(0x400000110B), false, 0u, 0u, 0u, true);
  check_word(&s, UINT64_C(0x400000110B));
  scen_cycle(sc, 2, &s, &o);
  check_out(&o, UINT64_C(0x400000110B), true, 2u, 2u, 4u, true);
  check_word(&s, UINT64_C(0x400000114B));
  scen_cycle(sc, 3, &s, &o);
  check_out(&o, UINT64_C(0x400000114B), true, 2u, 2u, 5u, true);
  check_word(&s, UINT64_C(0x400000114A));
  scen_cycle(sc, 4, &s, &o);
  check_out(&o, UINT64_C(0x400000114A), false, 0u, 0u, 0u, false);
  check_word(&s, UINT64_C(0x400000131F));
  scen_cycle(sc, 5, &s, &o);
  check_out(&o, UINT64_C(0x400000131F), false, 0u, 0u, 0u, false);
#endif
}
END_TEST

/* ltb_ones: {7, 2^26 - 1, 30, 31} is all ones but bit 6 (start 30 = 11110b): 0xFFFFFFFFBF; the
 * issue of warp 30 (L all ones on iss_l) makes it all 40 bits, 0xFFFFFFFFFF; the issue of warp
 * 31 clears valid: 0xFFFFFFFFFE. Then {0, 0, 1, 1} = 1<<6 | 1<<1 | 1 = 0x43 issues one warp
 * (W1: start == end at load) and reads 0x42. */
START_TEST(test_ltb_ones) {
#if BASE_GEOM
  const wt_scenario_t *sc = scen("ltb_ones");
  st_t s;
  out_t o;
  wm_workload_buf_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_word(&s, UINT64_C(0xFFFFFFFFBF));
  scen_cycle(sc, 1, &s, &o);
  check_out(&o, UINT64_C(0xFFFFFFFFBF), true, 7u, ONES_L, 30u, false);
  check_word(&s, UINT64_C(0xFFFFFFFFFF));
  scen_cycle(sc, 2, &s, &o);
  check_out(&o, UINT64_C(0xFFFFFFFFFF), true, 7u, ONES_L, 31u, false);
  check_word(&s, UINT64_C(0xFFFFFFFFFE));
  scen_cycle(sc, 3, &s, &o);
  check_out(&o, UINT64_C(0xFFFFFFFFFE), false, 0u, 0u, 0u, false);
  check_word(&s, UINT64_C(0x43));
  scen_cycle(sc, 4, &s, &o);
  check_out(&o, UINT64_C(0x43), true, 0u, 0u, 1u, false);
  check_word(&s, UINT64_C(0x42));
  scen_cycle(sc, 5, &s, &o);
  check_out(&o, UINT64_C(0x42), false, 0u, 0u, 0u, false);
#endif
}
END_TEST

/* The issue fields are 0 whenever nothing is issued, even with a valid buffer and junk on the
 * load port (a load into a valid buffer is dropped, not merged). */
START_TEST(test_iss_fields_zero) {
  st_t s, before;
  out_t o;
  wm_workload_buf_reset(&s);
  in_t in = mk_ld(6u, 1234u, 3u, 9u);
  cycle(&s, &in, &o);
  before = s;
  in = mk_ld(1u, 1u, 1u, 1u);
  in.ld = false; /* junk on an idle port */
  cycle(&s, &in, &o);
  ck_assert(o.valid && !o.iss_v && !o.ld_drop);
  ck_assert_uint_eq(o.iss_p | o.iss_l | o.iss_wid, 0u);
  ck_assert(wt_same_packed(wm_workload_buf_block.state, &s, &before));
}
END_TEST

/* comb is pure, and the in-place step (next == s) equals the two-buffer step
 * (wt_check_comb_in_place). */
START_TEST(test_comb_in_place) {
  st_t s, n1;
  out_t o1;
  wm_workload_buf_reset(&s);
  in_t in = mk_ld(5u, 5u, 2u, 7u);
  cycle(&s, &in, &o1);
  in = mk_iss();
  in.ld = true; /* dropped */
  wt_check_comb_in_place(&wm_workload_buf_block, &s, &in, &o1, &n1);
  ck_assert_uint_eq(o1.iss_wid, 2u);
  ck_assert_uint_eq(n1.start_wid, 3u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the SPEC 2.3 reference every cycle
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_LIST_TEST(wm_workload_buf, "wm1_seq", "end31_st", "ld_drop", "ltb_ones")

/* test_scen_run: every scenario (loop index): deterministic inputs in width, the reference every
 * cycle, state and outputs in width.
 * test_random: constrained random (loop index = seed): the reference every cycle, no bit above any
 * field's width in state or outputs (the runner's width checks), and the corners reached: loads,
 * dropped loads, drained buffers, warp MAXW - 1 issued, L_TBId all ones issued. */
static void reached(const ref_t *r) {
  WT_CHECK_REACHED(WT_REACH(r->loads, 1000u), WT_REACH(r->drops, 10u), WT_REACH(r->drains, 1000u),
                   WT_REACH(r->top_wid, 10u), WT_REACH(r->ones_l, 10u));
}

WT_RUN_TESTS(run_of, 50000u, reached)

////////////////////////////////////////////////////////////////////////////////
// tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t in_want[] = {
    WT_WANT(in_t, iss, 1, 1),
    WT_WANT(in_t, ld, 1, 1),
    WT_WANT(in_t, ld_p, WT_PTBW, 1),
    WT_WANT(in_t, ld_l, WT_LTBW, 1),
    WT_WANT(in_t, ld_start, WT_WIDW, 1),
    WT_WANT(in_t, ld_end, WT_WIDW, 1),
};
static const wt_want_field_t out_want[] = {
    WT_WANT(out_t, valid, 1, 1),       WT_WANT(out_t, wb, WT_WBW, 1),     WT_WANT(out_t, iss_v, 1, 1),
    WT_WANT(out_t, iss_p, WT_PTBW, 1), WT_WANT(out_t, iss_l, WT_LTBW, 1), WT_WANT(out_t, iss_wid, WT_WIDW, 1),
    WT_WANT(out_t, ld_drop, 1, 1),
};
static const wt_want_field_t state_want[] = {
    WT_WANT(st_t, valid, 1, 1),           WT_WANT(st_t, end_wid, WT_WIDW, 1),
    WT_WANT(st_t, start_wid, WT_WIDW, 1), WT_WANT(st_t, l_tbid, WT_LTBW, 1),
    WT_WANT(st_t, p_tbid, WT_PTBW, 1),
};

/* The SPEC 2.3 layout: valid 0, end_wid 5:1, start_wid 10:6, L_TBId 36:11, P_TBId 39:37; MODEL
 * bits 40 = PAPER 40 (D2 §4.2/§5: 3 + 26 + 5 + 5 + 1). */
START_TEST(test_layout_bits) {
  wt_fields_t t = wm_workload_buf_block.state;
#if BASE_GEOM
  ck_assert_uint_eq(wt_field_offset(t, 0), 0u);
  ck_assert_uint_eq(wt_field_offset(t, 1), 1u);
  ck_assert_uint_eq(wt_field_offset(t, 2), 6u);
  ck_assert_uint_eq(wt_field_offset(t, 3), 11u);
  ck_assert_uint_eq(wt_field_offset(t, 4), 37u);
  ck_assert_uint_eq(wt_fields_bits(t), 40u);
  ck_assert_uint_eq(WT_WBW, 40u);
#endif
  ck_assert_uint_eq(wt_fields_bits(t), WT_WBW);
  ck_assert(wm_workload_buf_block.check == NULL);
  ck_assert_str_eq(wm_workload_buf_block.name, "wm_workload_buf");
}
END_TEST

WT_TABLE_WANT_TEST(wm_workload_buf_block, in_want, out_want, state_want)

WT_UNIT_SUITE("wm_workload_buf") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),
    WT_TEST(test_reset_from_loaded),

    WT_TCASE("spec", 0),
    WT_LOOP(test_spec_words, 0, (int)(sizeof spec_words / sizeof spec_words[0])),
    WT_TEST(test_wm1_seq),
    WT_TEST(test_end31_st),
    WT_LOOP(test_w1_counts, 0, (int)(sizeof w1_rows / sizeof w1_rows[0])),

    WT_TCASE("corner", 0),
    WT_TEST(test_ld_drop),
    WT_TEST(test_ltb_ones),
    WT_TEST(test_iss_fields_zero),
    WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&wm_workload_buf_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_WANT_CASES(wm_workload_buf_block),
    WT_TEST(test_layout_bits),
    WT_END,
};
