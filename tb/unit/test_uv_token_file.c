/* tb/unit/test_uv_token_file.c: Check suite for the token file C model (rtl_c/uv_token_file.h;
 * SPEC 5.2, directed test UV-1).
 *
 * Expected values are literals: SPEC's UV-1 numbers at the baseline geometry (32 lanes, 8 SPs, 512
 * vector registers: uv_baseline, and uv_cowpaper with D4's copy-on-write rule), and the same
 * sequences worked out by hand for uv_toy (8 lanes, 2 SPs, N = 8 - 2 = 6, issue interval 8 / 2 =
 * 4, 32 vector registers). The scenario and random runs also compare every cycle against a
 * reference written here from SPEC 5.2 on a plain array of tokens, sharing no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "uv_token_file.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(uv_token_file)

#define NSRC UV_TOKEN_FILE_NSRC
#define BASE_GEOM (WT_NL == 32 && WT_NUMSP == 8 && WT_UV_VREGS == 512)
#define TOY_GEOM (WT_NL == 8 && WT_NUMSP == 2 && WT_UV_VREGS == 32)

/* The masks of the scenarios (tb/stim/uv_token_file_scen.c) as literals, and the element mask of a
 * uniform instruction, 1 << N:
 *                      baseline: N = 32 - 8 = 24        uv_toy: N = 8 - 2 = 6 */
#if BASE_GEOM
#define E_N 0x01000000u     /* element 24 */
#define E_FULL 0xFFFFFFFFu  /* 32 lanes */
#define E_LAST 0xFF000000u  /* threads 24-31 (SPEC UV-1 step 5) */
#define E_FIRST 0x000000FFu /* threads 0-7 (SPEC UV-1 step 6) */
#define E_PART 0x000FFFFFu  /* a last warp of 20 threads */
#define E_0F 0x0F0F0F0Fu
#define II_REG 4u /* 32 / 8 (SPEC UV-1: 4-cycle issue) */
#define VMAX 511u
#elif TOY_GEOM
#define E_N 0x40u     /* element 6 */
#define E_FULL 0xFFu  /* 8 lanes */
#define E_LAST 0xC0u  /* threads 6-7, the last SP batch */
#define E_FIRST 0x03u /* threads 0-1, the first SP batch */
#define E_PART 0x1Fu  /* a last warp of 5 threads */
#define E_0F 0x0Fu
#define II_REG 4u /* 8 / 2 */
#define VMAX 31u
#endif
#define KNOWN_GEOM (BASE_GEOM || TOY_GEOM)

/* Outcomes that depend on the copy-on-write rule (SPEC 5.2, U7): 1 under the normative rule, 0
 * under D4's (COW_PAPER_RULE = 1, uv_cowpaper). */
#define COW_NORM_ONLY (WT_COW_PAPER_RULE ? 0u : 1u)

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* The outputs of a cycle: src_token and src_bcast as 3-bit masks (bit k = source k), cow, emask,
 * ii. */
static void check_out(const out_t *o, unsigned tok, unsigned bc, bool cow, uint32_t emask, uint32_t ii) {
  for (unsigned k = 0; k < NSRC; k++) {
    ck_assert_uint_eq(o->src_token[k], (tok >> k) & 1u);
    ck_assert_uint_eq(o->src_bcast[k], (bc >> k) & 1u);
  }
  ck_assert_uint_eq(o->cow, cow);
  ck_assert_uint_eq(o->emask, emask);
  ck_assert_uint_eq(o->ii, ii);
}

/* Every token is 0 except those of the `n` registers listed (at most 8). */
static void check_tokens(const st_t *s, unsigned n, const uint32_t *set) {
  for (uint32_t v = 0; v < WT_UV_VREGS; v++) {
    bool want = false;
    for (unsigned i = 0; i < n; i++) {
      want = want || set[i] == v;
    }
    if (uv_token_file_token(s, v) != want) {
      ck_abort_msg("token[%u] is %d, expected %d", (unsigned)v, (int)uv_token_file_token(s, v), (int)want);
    }
  }
}
#define TOKENS(s, ...) \
  do { \
    const uint32_t set_[] = {__VA_ARGS__}; \
    check_tokens((s), WT_NWANT(set_), set_); \
  } while (0)
#define NO_TOKENS(s) check_tokens((s), 0u, NULL)

/* Packed word `w` of the state (dbg_state_o bits 32w+31..32w). */
static uint32_t packed_word(const st_t *s, unsigned w) {
  uint32_t words[WT_WORDS(WT_UV_VREGS) + 1u];
  words[WT_WORDS(WT_UV_VREGS)] = 0xdeadbeefu;
  ck_assert(wt_pack(uv_token_file_block.state, s, words));
  ck_assert_uint_eq(words[WT_WORDS(WT_UV_VREGS)], 0xdeadbeefu);
  return words[w];
}

static in_t mk_instr(int dst, bool uniform, uint32_t active, uint32_t full) {
  in_t in = idle();
  in.valid = true;
  in.has_dst = dst >= 0;
  in.dst = dst >= 0 ? (uint32_t)dst : 0u;
  in.uniform = uniform;
  in.active = active;
  in.full = full;
  return in;
}

////////////////////////////////////////////////////////////////////////////////
// Reference from SPEC 5.2, on a plain array of tokens
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  bool tok[WT_UV_VREGS];
  unsigned long uniforms, bcasts, cows, cows_norm_only, cows_paper, bwb_sets, bwb_resets, same_reg, max_id,
      part_launch;
} ref_t;

/* One cycle: the outputs from the tokens at the start; then the broadcast writeback (token =
 * active == full), then the instruction's write (token = uniform). */
static void ref_cycle(ref_t *r, const in_t *in, out_t *o) {
  memset(o, 0, sizeof *o);
  bool dst_is_src = false;
  for (unsigned k = 0; k < NSRC; k++) {
    o->src_token[k] = in->valid && in->src_v[k] && r->tok[in->src[k]];
    o->src_bcast[k] = o->src_token[k] && !in->uniform;
    r->bcasts += o->src_bcast[k];
    dst_is_src = dst_is_src || (in->src_v[k] && in->src[k] == in->dst);
  }
  const bool wr = in->valid && in->has_dst;
  const bool cow_norm = wr && in->active != in->full && r->tok[in->dst];
  const bool cow_paper = cow_norm && dst_is_src;
  o->cow = WT_COW_PAPER_RULE ? cow_paper : cow_norm;
  o->emask = !wr ? 0u : in->uniform ? UINT32_C(1) << (WT_NL - WT_NUMSP) : in->active;
  o->ii = !in->valid ? 0u : in->uniform ? 1u : WT_NL / WT_NUMSP;
  r->uniforms += in->valid && in->uniform;
  r->cows += o->cow;
  r->cows_norm_only += cow_norm && !cow_paper;
  r->cows_paper += cow_paper;
  r->max_id += wr && in->dst == WT_UV_VREGS - 1u;
  r->part_launch += wr && in->uniform && in->full != WT_MASK32(WT_NL);
  if (in->bwb_v) {
    r->tok[in->bwb_dst] = in->bwb_active == in->bwb_full;
    r->bwb_sets += in->bwb_active == in->bwb_full;
    r->bwb_resets += in->bwb_active != in->bwb_full;
    r->same_reg += wr && in->bwb_dst == in->dst;
  }
  if (wr) {
    r->tok[in->dst] = in->uniform;
  }
}

WT_STATE_HOOK(run_reset, ref_t, k, s) { memset(k->tok, 0, sizeof k->tok); /* reset: every token 0 */ }

WT_CYCLE_HOOK(run_cycle, ref_t, r, prev, in, o, next) {
  out_t ro;
  ref_cycle(r, in, &ro);
  for (unsigned k = 0; k < NSRC; k++) {
    EQ(o->src_token[k], ro.src_token[k]);
    EQ(o->src_bcast[k], ro.src_bcast[k]);
  }
  EQ(o->cow, ro.cow);
  EQ(o->emask, ro.emask);
  EQ(o->ii, ro.ii);
  for (uint32_t v = 0; v < WT_UV_VREGS; v++) {
    EQ(uv_token_file_token(next, v), r->tok[v]);
  }
}

static wt_run_t run_of(void) {
  static st_t s;
  static ref_t r;
  return WT_RUN(&uv_token_file_stim, &s, &r, .reset = run_reset, .cycle = run_cycle);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* Reset: every token 0 (uv_token_file.h); an idle cycle drives every output 0 and changes nothing. */
START_TEST(test_reset_values) {
  st_t s;
  out_t o;
  memset(&s, 0xa5, sizeof s); /* reset must write every word */
  uv_token_file_reset(&s);
  NO_TOKENS(&s);
  for (unsigned w = 0; w < WT_WORDS(WT_UV_VREGS); w++) {
    ck_assert_uint_eq(packed_word(&s, w), 0u);
  }
  in_t in = idle();
  cycle(&s, &in, &o);
  check_out(&o, 0u, 0u, false, 0u, 0u);
  NO_TOKENS(&s);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: SPEC 5.2 UV-1, row by row
////////////////////////////////////////////////////////////////////////////////

#if KNOWN_GEOM
/* The expected outcome of one scenario cycle: src_token and src_bcast as 3-bit masks (bit k =
 * source k), cow, emask, ii, then the registers whose token is 1 after the cycle (all others 0),
 * and optionally one packed state word (`pk`: word `pw` is `pv`). */
typedef struct {
  unsigned tok, bc, cow;
  uint32_t emask, ii;
  unsigned n;
  uint32_t set[6];
  bool pk;
  unsigned pw;
  uint32_t pv;
} row_t;

/* Runs scenario `name` from reset, one row per cycle. */
static void run_rows(const char *name, const row_t *rows, unsigned n) {
  const wt_scenario_t *sc = scen_n(name, n);
  st_t s;
  out_t o;
  uv_token_file_reset(&s);
  for (unsigned c = 0; c < n; c++) {
    const row_t *r = &rows[c];
    scen_cycle(sc, c, &s, &o);
    check_out(&o, r->tok, r->bc, r->cow != 0u, r->emask, r->ii);
    check_tokens(&s, r->n, r->set);
    if (r->pk) {
      ck_assert_uint_eq(packed_word(&s, r->pw), r->pv);
    }
  }
}
#define ROWS(name, rows) run_rows((name), (rows), WT_NWANT(rows))

/* UV-1 (SPEC 5.2), r_i = VR i:
 *   1 `mov r1, #0`, full: uniform; VR1.N written (emask 1 << 24 = 0x01000000); token[1] = 1
 *     (packed 0x2); 1-cycle issue.
 *   2 `mul r2, %ctaid.x, %ntid.x`, full: uniform; token[2] = 1 (0x6).
 *   3 `add r3, r2, %tid.x`, full: regular (tid); VR2.24 broadcast (src_token, src_bcast of
 *     source 0); 32 lanes (0xFFFFFFFF); token[3] = 0; 4-cycle issue.
 *   4 `add r1, r1, #1`, full: uniform; emask 0x01000000 (VR1.24 = 1); token[1] stays 1 (no
 *     broadcast: uniform).
 *   5 `add r1, r1, #2`, 0xFF000000: COW (VR1.0..31 <- VR1.24), token[1] = 0, then lanes 24-31
 *     (emask 0xFF000000); VR1 read broadcast; 4-cycle issue. Tokens: {2} = 0x4.
 *   6 `mov r2, #5`, 0x000000FF: normative rule: COW first (token[2] = 1, divergent); D4's rule
 *     (uv_cowpaper): no COW (dst is no source). emask 0x000000FF; token[2] = 0 either way.
 * uv_toy, by hand: N = 6 (emask 0x40), 8 lanes (0xFF), threads 6-7 = 0xC0, threads 0-1 = 0x03,
 * issue interval 8 / 2 = 4; the same tokens (VR1..3 exist among 32). */
static const row_t uv1_rows[] = {
    {0, 0, 0, E_N, 1, 1, {1}, true, 0, 0x2u},
    {0, 0, 0, E_N, 1, 2, {1, 2}, true, 0, 0x6u},
    {1, 1, 0, E_FULL, II_REG, 2, {1, 2}, false, 0, 0},
    {1, 0, 0, E_N, 1, 2, {1, 2}, false, 0, 0},
    {1, 1, 1, E_LAST, II_REG, 1, {2}, true, 0, 0x4u},
    {0, 0, COW_NORM_ONLY, E_FIRST, II_REG, 0, {0}, true, 0, 0u},
    {0, 0, 0, 0, 0, 0, {0}, false, 0, 0},
};
#endif

START_TEST(test_uv1) {
#if KNOWN_GEOM
  ROWS("uv1", uv1_rows);
#endif
}
END_TEST

/* UV-1 steps 5 and 6 at the baseline with SPEC's literal masks, from a state built by steps 1-2
 * (token[1] = token[2] = 1), through the block's step alone: both rules copy at step 5 (dst r1 is
 * the uniform source); at step 6 only the normative rule does. */
START_TEST(test_uv1_cow_spec_masks) {
#if BASE_GEOM
  st_t s;
  out_t o;
  uv_token_file_reset(&s);
  in_t in = mk_instr(1, true, 0xFFFFFFFFu, 0xFFFFFFFFu);
  cycle(&s, &in, &o);
  in = mk_instr(2, true, 0xFFFFFFFFu, 0xFFFFFFFFu);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.emask, 0x01000000u);
  TOKENS(&s, 1u, 2u);
  in = mk_instr(1, false, 0xFF000000u, 0xFFFFFFFFu);
  in.src_v[0] = true;
  in.src[0] = 1u;
  cycle(&s, &in, &o);
  check_out(&o, 1u, 1u, true, 0xFF000000u, 4u);
  TOKENS(&s, 2u);
  in = mk_instr(2, false, 0x000000FFu, 0xFFFFFFFFu);
  cycle(&s, &in, &o);
  check_out(&o, 0u, 0u, COW_NORM_ONLY, 0x000000FFu, 4u);
  NO_TOKENS(&s);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner: the broadcast writeback, the copy-on-write rules, the register ids
////////////////////////////////////////////////////////////////////////////////

/* bwb (SPEC 5.2 [RES]): c0 full broadcast VR5 and uniform r7: {5, 7}; c1 partial broadcast VR7
 * (threads 0-7) resets it, the regular read of VR5 broadcasts: {5}; c2 a warp of 20 (toy: 5)
 * threads: broadcast VR8 under its launch mask sets it, a uniform r9 writes element N = 24 (toy 6)
 * anyway: {5, 8, 9}; c3 full broadcast VR10 and a regular write of r10: the instruction wins, 0;
 * c4 partial broadcast VR11 and a uniform write of r11: the instruction wins, 1: {5, 8, 9, 11};
 * c5 full broadcast VR12 read by a regular instruction in the same cycle: read 0, then set; c6
 * sources VR12, VR5, VR11 all broadcast. */
#if KNOWN_GEOM
static const row_t bwb_rows[] = {
    {0, 0, 0, E_N, 1, 2, {5, 7}, false, 0, 0},
    {1, 1, 0, E_FULL, II_REG, 1, {5}, false, 0, 0},
    {0, 0, 0, E_N, 1, 3, {5, 8, 9}, false, 0, 0},
    {0, 0, 0, E_FULL, II_REG, 3, {5, 8, 9}, false, 0, 0},
    {0, 0, 0, E_N, 1, 4, {5, 8, 9, 11}, false, 0, 0},
    /* 5, 8, 9, 11, 12 = 0x20 + 0x100 + 0x200 + 0x800 + 0x1000 */
    {0, 0, 0, E_FULL, II_REG, 5, {5, 8, 9, 11, 12}, true, 0, 0x1B20u},
    {7, 7, 0, E_FULL, II_REG, 5, {5, 8, 9, 11, 12}, false, 0, 0},
    {0, 0, 0, 0, 0, 5, {5, 8, 9, 11, 12}, false, 0, 0},
};
#endif

START_TEST(test_bwb) {
#if KNOWN_GEOM
  ROWS("bwb", bwb_rows);
#endif
}
END_TEST

/* A partial broadcast writeback in a partial last warp: active 20 threads of a warp launched with
 * 24 is partial (reset); the same 20 threads under a launch mask of 20 are full (set). Baseline
 * literals. */
START_TEST(test_bwb_launch_mask) {
#if BASE_GEOM
  st_t s;
  out_t o;
  uv_token_file_reset(&s);
  in_t in = idle();
  in.bwb_v = true;
  in.bwb_dst = 300u;
  in.bwb_active = 0x000FFFFFu;
  in.bwb_full = 0x000FFFFFu;
  cycle(&s, &in, &o);
  check_out(&o, 0u, 0u, false, 0u, 0u);
  TOKENS(&s, 300u);
  /* 300 = 9 * 32 + 12: word 9, bit 12 */
  ck_assert_uint_eq(packed_word(&s, 9), 0x1000u);
  in.bwb_full = 0x00FFFFFFu;
  cycle(&s, &in, &o);
  NO_TOKENS(&s);
#endif
}
END_TEST

/* cow_rules (SPEC 5.2, U7): c0-c1 tokens {1, 2, 3, 4}; c2 `r1 = r5 + r6` under threads 0-7 and a
 * broadcast VR9: the normative rule copies (token[1] = 1, divergent), D4's does not (r1 is no
 * source): {2, 3, 4, 9}; c3 dst r2 under threads 24-31 with source slot 0 naming VR2 but no
 * register (valid 0): normative copies, D4's not: {3, 4, 9}; c4 `r3 = f(r5, r6, r3)` under
 * 0x0F0F0F0F: both copy, source 2 broadcast: {4, 9}; c5 `r4 = r4 + %tid.x`, full: no copy, r4
 * broadcast: {9}; c6 `r1 = r1 + %tid.x` under threads 0-7 with token[1] = 0: no copy; c7 a store
 * reading r9 (dst field VR9, no destination): broadcast, no copy, emask 0, token[9] stays; c8
 * junk with valid 0: every output 0, nothing changes. */
#if KNOWN_GEOM
static const row_t cow_rules_rows[] = {
    {0, 0, 0, E_N, 1, 2, {1, 2}, false, 0, 0},
    {0, 0, 0, E_N, 1, 4, {1, 2, 3, 4}, false, 0, 0},
    {0, 0, COW_NORM_ONLY, E_FIRST, II_REG, 4, {2, 3, 4, 9}, false, 0, 0},
    {0, 0, COW_NORM_ONLY, E_LAST, II_REG, 3, {3, 4, 9}, false, 0, 0},
    {4, 4, 1, E_0F, II_REG, 2, {4, 9}, false, 0, 0},
    {1, 1, 0, E_FULL, II_REG, 1, {9}, false, 0, 0},
    {0, 0, 0, E_FIRST, II_REG, 1, {9}, false, 0, 0},
    {1, 1, 0, 0, II_REG, 1, {9}, false, 0, 0},
    {0, 0, 0, 0, 0, 1, {9}, false, 0, 0},
    {0, 0, 0, 0, 0, 1, {9}, false, 0, 0},
};
#endif

START_TEST(test_cow_rules) {
#if KNOWN_GEOM
  ROWS("cow_rules", cow_rules_rows);
#endif
}
END_TEST

/* vr_edges: VR0 and VRmax (511; toy 31). c0 uniform VRmax, full broadcast VR0: {0, max}, packed:
 * baseline word 0 = 0x1 and word 15 = 0x80000000, toy word 0 = 0x80000001; c1 a regular
 * instruction under the last SP batch reads {max, 0, max} and writes VR0 (source 1): all three
 * broadcast, both rules copy: {max}; c2 uniform VRmax = f(VRmax) beside a partial broadcast to
 * VRmax: the instruction wins; c3 the partial broadcast alone resets it. */
#if BASE_GEOM
#define VR_EDGES_WORD 15, 0x80000000u /* register 511: word 15, bit 31 */
#elif TOY_GEOM
#define VR_EDGES_WORD 0, 0x80000001u /* registers 0 and 31 in word 0 */
#endif
#if KNOWN_GEOM
static const row_t vr_edges_rows[] = {
    {0, 0, 0, E_N, 1, 2, {0, VMAX}, true, VR_EDGES_WORD},
    {7, 7, 1, E_LAST, II_REG, 1, {VMAX}, false, 0, 0},
    {1, 0, 0, E_N, 1, 1, {VMAX}, false, 0, 0},
    {0, 0, 0, 0, 0, 0, {0}, false, 0, 0},
    {0, 0, 0, 0, 0, 0, {0}, false, 0, 0},
};
#endif

START_TEST(test_vr_edges) {
#if KNOWN_GEOM
  ROWS("vr_edges", vr_edges_rows);
#endif
}
END_TEST

/* comb is pure, and the in-place step (next == s) equals the two-buffer step. */
START_TEST(test_comb_in_place) {
  st_t s, n1;
  out_t o1;
  uv_token_file_reset(&s);
  in_t in = mk_instr(3, true, WT_MASK32(WT_NL), WT_MASK32(WT_NL));
  out_t o;
  cycle(&s, &in, &o);
  in = mk_instr(3, false, 1u, WT_MASK32(WT_NL));
  in.src_v[1] = true;
  in.src[1] = 3u;
  in.bwb_v = true;
  in.bwb_dst = 4u;
  in.bwb_active = in.bwb_full = 1u;
  wt_check_comb_in_place(&uv_token_file_block, &s, &in, &o1, &n1);
  ck_assert(o1.cow && o1.src_bcast[1]);
  ck_assert(!uv_token_file_token(&n1, 3u) && uv_token_file_token(&n1, 4u));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the SPEC 5.2 reference every cycle
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_LIST_TEST(uv_token_file, "uv1", "bwb", "cow_rules", "vr_edges")

/* test_scen_run: every scenario (loop index), the reference every cycle. test_random: constrained
 * random (loop index = seed), the reference every cycle, and the corners reached: uniform
 * instructions, broadcast reads, copies under the configuration's rule, copies only the normative
 * rule makes and those both make, broadcast writebacks that set and that reset, a writeback and an
 * instruction on the same register, writes of the highest register, uniform instructions of a
 * partial last warp. */
static void reached(const ref_t *r) {
  WT_CHECK_REACHED(WT_REACH(r->uniforms, 500u), WT_REACH(r->bcasts, 500u), WT_REACH(r->cows, 100u),
                   WT_REACH(r->cows_norm_only, 50u), WT_REACH(r->cows_paper, 50u),
                   WT_REACH(r->bwb_sets, 200u), WT_REACH(r->bwb_resets, 200u), WT_REACH(r->same_reg, 50u),
                   WT_REACH(r->max_id, 50u), WT_REACH(r->part_launch, 20u));
}

WT_RUN_TESTS(run_of, 20000u, reached)

////////////////////////////////////////////////////////////////////////////////
// tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t in_want[] = {
    WT_WANT(in_t, valid, 1, 1),          WT_WANT(in_t, src_v, 1, 3),
    WT_WANT(in_t, src, WT_UVRW, 3),      WT_WANT(in_t, has_dst, 1, 1),
    WT_WANT(in_t, dst, WT_UVRW, 1),      WT_WANT(in_t, uniform, 1, 1),
    WT_WANT(in_t, active, WT_NL, 1),     WT_WANT(in_t, full, WT_NL, 1),
    WT_WANT(in_t, bwb_v, 1, 1),          WT_WANT(in_t, bwb_dst, WT_UVRW, 1),
    WT_WANT(in_t, bwb_active, WT_NL, 1), WT_WANT(in_t, bwb_full, WT_NL, 1),
};
static const wt_want_field_t out_want[] = {
    WT_WANT(out_t, src_token, 1, 3), WT_WANT(out_t, src_bcast, 1, 3), WT_WANT(out_t, cow, 1, 1),
    WT_WANT(out_t, emask, WT_NL, 1), WT_WANT(out_t, ii, WT_UVIIW, 1),
};
static const wt_want_field_t state_want[] = {
    WT_WANT(st_t, token, UV_TOKEN_FILE_WW, UV_TOKEN_FILE_NW),
};

/* MODEL = UV_VREGS bits, 1 per vector register: 512 at the baseline (SPEC 5.2, U4), 32 on the toy;
 * the baseline's ids are 9 bits (SPEC 5.0) and its issue interval 3 bits (0..4). */
START_TEST(test_layout_bits) {
  wt_fields_t t = uv_token_file_block.state;
#if BASE_GEOM
  ck_assert_uint_eq(wt_fields_bits(t), 512u);
  ck_assert_uint_eq(WT_UVRW, 9u);
  ck_assert_uint_eq(WT_UVIIW, 3u);
  ck_assert_uint_eq(t.f[0].count, 16u);
#elif TOY_GEOM
  ck_assert_uint_eq(wt_fields_bits(t), 32u);
  ck_assert_uint_eq(WT_UVRW, 5u);
  ck_assert_uint_eq(t.f[0].count, 1u);
#endif
  ck_assert_uint_eq(wt_fields_bits(t), WT_UV_VREGS);
  ck_assert(uv_token_file_block.check == NULL);
  ck_assert_str_eq(uv_token_file_block.name, "uv_token_file");
}
END_TEST

WT_TABLE_WANT_TEST(uv_token_file_block, in_want, out_want, state_want)

WT_UNIT_SUITE("uv_token_file") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),

    WT_TCASE("spec", 0),
    WT_TEST(test_uv1),
    WT_TEST(test_uv1_cow_spec_masks),

    WT_TCASE("corner", 0),
    WT_TEST(test_bwb),
    WT_TEST(test_bwb_launch_mask),
    WT_TEST(test_cow_rules),
    WT_TEST(test_vr_edges),
    WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&uv_token_file_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_WANT_CASES(uv_token_file_block),
    WT_TEST(test_layout_bits),
    WT_END,
};
