/* tb/unit/test_uv_irb.c: Check suite for the instruction reuse buffer C model (rtl_c/uv_irb.h;
 * SPEC 5.4, directed test IRB-1).
 *
 * Expected values are SPEC's (IRB-1: PAR = 1, victims e7, e6, e5, the ranks after each step) and
 * hand-computed literals, the arithmetic in the comments. Parities count ones: 0x123 has 4
 * (bits 8, 5, 1, 0), 0x124 3, 0x12 2, 0x13 3, 0x150 3, 0x151 4, 5 2, 6 2, 7 3, 8 1, 9 2. The
 * directed tests are written for the two configurations the suite runs on, uv_baseline (8 entries,
 * PPC_LSB 3, 32-bit values) and uv_toy (4 entries, PPC_LSB 0, 8-bit values), each under its #if.
 * The scenario and random runs also compare every cycle against a reference written here from
 * SPEC 5.4 that shares no code with the model: the LRU as a recency list, the parity bit by bit.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "uv_irb.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(uv_irb)

#define E WT_IRB_ENTRIES
/* The two geometries the directed tests spell out. */
#define BASE \
  (WT_IRB_ENTRIES == 8 && WT_IRB_PPCW == 10 && WT_IRB_PPC_LSB == 3 && WT_UV_OPCW == 8 && WT_UV_DW == 32)
#define TOY \
  (WT_IRB_ENTRIES == 4 && WT_IRB_PPCW == 10 && WT_IRB_PPC_LSB == 0 && WT_UV_OPCW == 8 && WT_UV_DW == 8)

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* The outputs of one cycle. */
static void check_out(const out_t *o, bool hit, uint32_t hit_e, bool perr, bool reuse, uint32_t d, bool wr,
                      uint32_t wr_e, bool drop) {
  ck_assert_uint_eq(o->hit, hit);
  ck_assert_uint_eq(o->hit_e, hit_e);
  ck_assert_uint_eq(o->perr, perr);
  ck_assert_uint_eq(o->reuse, reuse);
  ck_assert_uint_eq(o->d, d);
  ck_assert_uint_eq(o->wr, wr);
  ck_assert_uint_eq(o->wr_e, wr_e);
  ck_assert_uint_eq(o->inj_drop, drop);
}

/* Entry e holds {v, ppc, opc, s0, s1, s2, d, par}. */
static void check_entry(const st_t *s, uint32_t e, bool v, uint32_t ppc, uint32_t opc, uint32_t s0,
                        uint32_t s1, uint32_t s2, uint32_t d, bool par) {
  ck_assert_uint_eq(s->v[e], v);
  ck_assert_uint_eq(s->ppc[e], ppc);
  ck_assert_uint_eq(s->opc[e], opc);
  ck_assert_uint_eq(s->s0[e], s0);
  ck_assert_uint_eq(s->s1[e], s1);
  ck_assert_uint_eq(s->s2[e], s2);
  ck_assert_uint_eq(s->d[e], d);
  ck_assert_uint_eq(s->par[e], par);
}

/* The ranks of entries 0..E-1 are `want`. */
static void check_ranks(const st_t *s, const uint32_t *want) {
  for (uint32_t e = 0; e < E; e++) {
    ck_assert_uint_eq(s->lru[e], want[e]);
  }
}

/* The number of valid entries. */
static inline unsigned n_valid(const st_t *s) {
  unsigned n = 0;
  for (uint32_t e = 0; e < E; e++) n += s->v[e];
  return n;
}

////////////////////////////////////////////////////////////////////////////////
// Reference from SPEC 5.4: recency list, bit-by-bit parity
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  bool v[E], par[E];
  uint32_t ppc[E], opc[E], s0[E], s1[E], s2[E], d[E];
  uint32_t pc[E];    /* the full PC that wrote the entry (aliases) */
  uint32_t order[E]; /* order[k] = the entry of rank k: order[0] most recent */
  unsigned hits, reuses, perrs, evicts, drops, flips, tag_flips, aliases, mismatches;
} ref_t;

/* The covered fields of entry e in position order, and their widths. */
static const unsigned ref_w[6] = {WT_IRB_PPCW, WT_UV_OPCW, WT_UV_DW, WT_UV_DW, WT_UV_DW, WT_UV_DW};
static unsigned ref_fields(ref_t *k, uint32_t e, uint32_t **f) {
  f[0] = &k->ppc[e];
  f[1] = &k->opc[e];
  f[2] = &k->s0[e];
  f[3] = &k->s1[e];
  f[4] = &k->s2[e];
  f[5] = &k->d[e];
  return 6u;
}

/* Even parity of entry e's covered bits, one bit at a time. */
static bool ref_parity(ref_t *k, uint32_t e) {
  uint32_t *f[6];
  unsigned p = 0;
  for (unsigned i = 0; i < ref_fields(k, e, f); i++) {
    for (unsigned b = 0; b < ref_w[i]; b++) p ^= (*f[i] >> b) & 1u;
  }
  return p != 0u;
}

/* Flips covered position `pos` of entry e (walking the fields in position order). */
static void ref_flip(ref_t *k, uint32_t e, uint32_t pos) {
  uint32_t *f[6];
  ref_fields(k, e, f);
  for (unsigned i = 0; i < 6u; i++) {
    if (pos < ref_w[i]) {
      *f[i] ^= UINT32_C(1) << pos;
      return;
    }
    pos -= ref_w[i];
  }
  ck_abort_msg("ref_flip: position past the covered bits");
}

static uint32_t ref_rank(const ref_t *k, uint32_t e) {
  for (uint32_t r = 0; r < E; r++) {
    if (k->order[r] == e) return r;
  }
  ck_abort_msg("ref_rank: entry %u is on no rank", (unsigned)e);
  return 0;
}

/* touch(e): e moves to the front of the recency list. */
static void ref_touch(ref_t *k, uint32_t e) {
  for (uint32_t r = ref_rank(k, e); r > 0u; r--) k->order[r] = k->order[r - 1u];
  k->order[0] = e;
}

WT_STATE_HOOK(run_reset, ref_t, k, s) {
  memset(k->v, 0, sizeof k->v);
  memset(k->par, 0, sizeof k->par);
  for (uint32_t e = 0; e < E; e++) {
    k->ppc[e] = k->opc[e] = k->s0[e] = k->s1[e] = k->s2[e] = k->d[e] = k->pc[e] = 0;
    k->order[e] = e; /* SPEC 5.4: reset, entry i has rank i */
  }
}

WT_CYCLE_HOOK(run_cycle, ref_t, k, prev, in, o, next) {
  /* Phase 1: the access. */
  const uint32_t ppc = (uint32_t)(((uint64_t)in->pc >> WT_IRB_PPC_LSB) & WT_MASK64(WT_IRB_PPCW));
  unsigned n = 0;
  uint32_t he = 0;
  for (uint32_t e = 0; e < E; e++) {
    if (k->v[e] && k->ppc[e] == ppc && k->opc[e] == in->opc) {
      he = e;
      n++;
    }
  }
  LE(n, 1u);
  const bool hit = in->acc && n == 1u;
  const bool perr = hit && k->par[he] != ref_parity(k, he);
  const bool same = hit && k->s0[he] == in->s0 && k->s1[he] == in->s1 && k->s2[he] == in->s2;
  const bool reuse = hit && !perr && same;
  const bool wr = in->acc && !reuse;
  const uint32_t te = hit ? he : k->order[E - 1u];
  EQ(o->hit, hit);
  EQ(o->hit_e, hit ? he : 0u);
  EQ(o->perr, perr);
  EQ(o->reuse, reuse);
  EQ(o->d, reuse ? k->d[he] : 0u);
  EQ(o->wr, wr);
  EQ(o->wr_e, wr ? te : 0u);
  k->hits += hit;
  k->perrs += perr;
  k->mismatches += hit && !perr && !same;
  if (reuse) {
    EQ(o->d, in->r); /* a reused D is the result EX would give (the stimulus's ALU is a function) */
    k->reuses++;
    k->aliases += k->pc[he] != in->pc;
  }
  if (wr) {
    k->evicts += !hit && k->v[te];
    k->v[te] = true;
    k->ppc[te] = ppc;
    k->opc[te] = in->opc;
    k->s0[te] = in->s0;
    k->s1[te] = in->s1;
    k->s2[te] = in->s2;
    k->d[te] = in->r;
    k->pc[te] = in->pc;
    k->par[te] = ref_parity(k, te);
  }
  if (in->acc) {
    ref_touch(k, te);
  }
  /* Phase 2: the injection, refused past the covered bits or when a valid entry's flipped tag is
   * another valid entry's. */
  bool drop = false;
  if (in->inj) {
    const uint32_t ie = in->inj_e;
    drop = in->inj_bit >= WT_IRB_COVW;
    if (!drop) {
      ref_t t = *k;
      ref_flip(&t, ie, in->inj_bit);
      for (uint32_t f = 0; f < E; f++) {
        drop = drop || (k->v[ie] && f != ie && k->v[f] && k->ppc[f] == t.ppc[ie] && k->opc[f] == t.opc[ie]);
      }
      if (!drop) {
        ref_flip(k, ie, in->inj_bit);
        k->flips++;
        k->tag_flips += in->inj_bit < WT_IRB_PPCW + WT_UV_OPCW;
      }
    }
    k->drops += drop;
  }
  EQ(o->inj_drop, drop);
  /* The whole state. */
  for (uint32_t e = 0; e < E; e++) {
    EQ(next->v[e], k->v[e]);
    EQ(next->ppc[e], k->ppc[e]);
    EQ(next->opc[e], k->opc[e]);
    EQ(next->s0[e], k->s0[e]);
    EQ(next->s1[e], k->s1[e]);
    EQ(next->s2[e], k->s2[e]);
    EQ(next->d[e], k->d[e]);
    EQ(next->par[e], k->par[e]);
    EQ(next->lru[e], ref_rank(k, e));
  }
  char msg[256];
  OK(uv_irb_check(next, msg, sizeof msg));
}

static wt_run_t run_of(void) {
  static st_t s;
  static ref_t r;
  return WT_RUN(&uv_irb_stim, &s, &r, .reset = run_reset, .cycle = run_cycle);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* Reset (SPEC 5.4): V = 0, entry i has rank i; the value fields and PAR 0. An idle cycle changes
 * nothing and says nothing. */
START_TEST(test_reset_values) {
  st_t s;
  out_t o;
  memset(&s, 0xa5, sizeof s); /* reset must write every field */
  uv_irb_reset(&s);
  static const uint32_t rank0[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  ck_assert_uint_le(E, 16u);
  check_ranks(&s, rank0);
  for (uint32_t e = 0; e < E; e++) check_entry(&s, e, false, 0, 0, 0, 0, 0, 0, false);
  const st_t before = s;
  in_t in = idle();
  cycle(&s, &in, &o);
  check_out(&o, false, 0, false, false, 0, false, 0, false);
  ck_assert(wt_same_packed(uv_irb_block.state, &s, &before));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: IRB-1 and the parity values
////////////////////////////////////////////////////////////////////////////////

/* The parity of SPEC IRB-1's entries (SPEC 5.4: PAR = 1 after steps 1 and 3):
 *   {0x123, 0x12, 5, 1, 0, 6}: 4 + 2 + 2 + 1 + 0 + 2 = 11 ones -> 1 (step 1)
 *   {0x123, 0x12, 7, 1, 0, 8}: 4 + 2 + 3 + 1 + 0 + 1 = 11 -> 1 (steps 3 and 4)
 *   {0x123, 0x12, 7, 1, 0, 9}: 12 -> 0 (the flipped D of step 4: PAR 1 no longer matches)
 *   {0x124, 0x12, 7, 1, 0, 8}: 3 + 2 + 3 + 1 + 0 + 1 = 10 -> 0 (step 5)
 *   {0x123, 0x13, 7, 1, 0, 6}: 4 + 3 + 3 + 1 + 0 + 2 = 13 -> 1 (step 7, SUB = 0x13)
 *   all zero -> 0; {0x3FF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF} (toy all ones): 50 -> 0. */
START_TEST(test_parity_values) {
  ck_assert(uv_irb_parity(0x123, 0x12, 5, 1, 0, 6));
  ck_assert(uv_irb_parity(0x123, 0x12, 7, 1, 0, 8));
  ck_assert(!uv_irb_parity(0x123, 0x12, 7, 1, 0, 9));
  ck_assert(!uv_irb_parity(0x124, 0x12, 7, 1, 0, 8));
  ck_assert(uv_irb_parity(0x123, 0x13, 7, 1, 0, 6));
  ck_assert(!uv_irb_parity(0, 0, 0, 0, 0, 0));
  ck_assert(!uv_irb_parity(0x3FF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF));
  ck_assert(uv_irb_parity(0, 0, 0, 0, 0, 0x80000000u));
}
END_TEST

/* SPEC 5.4 IRB-1, one row per scenario cycle: the outputs, then one entry and every rank after
 * the cycle. The PC of the access is SPEC's, shifted left by PPC_LSB (8 for the alias 0x523 too). */
typedef struct {
  uint32_t pc; /* the access's PC (0: no access) */
  bool hit;
  uint32_t hit_e;
  bool perr, reuse;
  uint32_t d;
  bool wr;
  uint32_t wr_e;
  uint32_t e, ppc, opc, s0, s1, s2, dv; /* entry e after the cycle (valid) */
  bool par;
  uint32_t rank[8]; /* entries 0..E-1 after the cycle */
} irb1_row_t;

#if BASE
/* uv_baseline (8 entries; PPC_LSB 3: 0x123 -> 0x918, 0x124 -> 0x920, the alias 0x523 -> 0x2918):
 *   c0 step 1: miss, victim e7 (rank 7) <- {V1, 0x123, 0x12, 5, 1, 0, D 6, PAR 1};
 *      ranks e7 = 0, e0..e6 = 1..7
 *   c1 step 2: hit e7, REUSE, D = 6 (ranks unchanged: e7 was rank 0)
 *   c2 step 3: hit e7, mismatch -> executes 8: e7 <- {7, 1, 0, 8}, PAR 1
 *   c3 bit 0 of e7.D flipped: D = 9, PAR still 1
 *   c4 step 4: parity error -> executes 8, rewrites e7 (D 8, PAR 1)
 *   c5 step 5: 0x124 misses, victim e6 (rank 7) <- {0x124, 0x12, 7, 1, 0, 8, PAR 0};
 *      ranks e6 = 0, e7 = 1, e0..e5 = 2..7
 *   c6 step 6: the alias hits e7 and reuses D = 8; ranks e7 = 0, e6 = 1, e0..e5 = 2..7 (SPEC)
 *   c7 step 7: SUB misses, victim e5 (rank 7) <- {0x123, 0x13, 7, 1, 0, 6, PAR 1};
 *      ranks e5 = 0, e7 = 1, e6 = 2, e0..e4 = 3..7 */
#define IRB1_NAME "irb1"
static const irb1_row_t irb1_rows[8] = {
    {0x918, 0, 0, 0, 0, 0, 1, 7, 7, 0x123, 0x12, 5, 1, 0, 6, 1, {1, 2, 3, 4, 5, 6, 7, 0}},
    {0x918, 1, 7, 0, 1, 6, 0, 0, 7, 0x123, 0x12, 5, 1, 0, 6, 1, {1, 2, 3, 4, 5, 6, 7, 0}},
    {0x918, 1, 7, 0, 0, 0, 1, 7, 7, 0x123, 0x12, 7, 1, 0, 8, 1, {1, 2, 3, 4, 5, 6, 7, 0}},
    {0, 0, 0, 0, 0, 0, 0, 0, 7, 0x123, 0x12, 7, 1, 0, 9, 1, {1, 2, 3, 4, 5, 6, 7, 0}},
    {0x918, 1, 7, 1, 0, 0, 1, 7, 7, 0x123, 0x12, 7, 1, 0, 8, 1, {1, 2, 3, 4, 5, 6, 7, 0}},
    {0x920, 0, 0, 0, 0, 0, 1, 6, 6, 0x124, 0x12, 7, 1, 0, 8, 0, {2, 3, 4, 5, 6, 7, 0, 1}},
    {0x2918, 1, 7, 0, 1, 8, 0, 0, 7, 0x123, 0x12, 7, 1, 0, 8, 1, {2, 3, 4, 5, 6, 7, 1, 0}},
    {0x918, 0, 0, 0, 0, 0, 1, 5, 5, 0x123, 0x13, 7, 1, 0, 6, 1, {3, 4, 5, 6, 7, 0, 2, 1}},
};
#elif TOY
/* IRB-1's accesses on uv_toy (4 entries, PPC_LSB 0: the PCs are SPEC's, 0x123, 0x124, 0x523),
 * worked out by hand from SPEC 5.4's LRU rule (reset ranks e0..e3 = 0..3):
 *   c0 miss, victim e3 (rank 3) <- {0x123, 0x12, 5, 1, 0, 6, PAR 1}; ranks {1, 2, 3, 0}
 *   c1 hit e3, REUSE D = 6; c2 hit e3, mismatch, e3 <- {7, 1, 0, 8}, PAR 1
 *   c3 e3.D bit 0 flipped: 9; c4 parity error, e3 rewritten (D 8, PAR 1); ranks {1, 2, 3, 0}
 *   c5 0x124 misses, victim e2 (rank 3); touch(e2): ranks below 3 move down: {2, 3, 0, 1}
 *   c6 the alias hits e3, REUSE D = 8; touch(e3), rank 1: e2 0 -> 1: {2, 3, 1, 0}
 *   c7 SUB misses, victim e1 (rank 3) <- {0x123, 0x13, 7, 1, 0, 6, PAR 1}; {3, 0, 2, 1} */
#define IRB1_NAME "irb1_e4"
static const irb1_row_t irb1_rows[8] = {
    {0x123, 0, 0, 0, 0, 0, 1, 3, 3, 0x123, 0x12, 5, 1, 0, 6, 1, {1, 2, 3, 0}},
    {0x123, 1, 3, 0, 1, 6, 0, 0, 3, 0x123, 0x12, 5, 1, 0, 6, 1, {1, 2, 3, 0}},
    {0x123, 1, 3, 0, 0, 0, 1, 3, 3, 0x123, 0x12, 7, 1, 0, 8, 1, {1, 2, 3, 0}},
    {0, 0, 0, 0, 0, 0, 0, 0, 3, 0x123, 0x12, 7, 1, 0, 9, 1, {1, 2, 3, 0}},
    {0x123, 1, 3, 1, 0, 0, 1, 3, 3, 0x123, 0x12, 7, 1, 0, 8, 1, {1, 2, 3, 0}},
    {0x124, 0, 0, 0, 0, 0, 1, 2, 2, 0x124, 0x12, 7, 1, 0, 8, 0, {2, 3, 0, 1}},
    {0x523, 1, 3, 0, 1, 8, 0, 0, 3, 0x123, 0x12, 7, 1, 0, 8, 1, {2, 3, 1, 0}},
    {0x123, 0, 0, 0, 0, 0, 1, 1, 1, 0x123, 0x13, 7, 1, 0, 6, 1, {3, 0, 2, 1}},
};
#endif

#if BASE || TOY
/* Cycle _i of IRB-1 from reset: the rows before it, then its own checks. */
START_TEST(test_irb1) {
  const wt_scenario_t *sc = scen_n(IRB1_NAME, 8u);
  st_t s;
  out_t o;
  in_t in;
  uv_irb_reset(&s);
  for (int c = 0; c <= _i; c++) {
    const irb1_row_t *w = &irb1_rows[c];
    ck_assert(!scen_in(sc, (unsigned)c, &s, &in));
    ck_assert_uint_eq(in.acc, w->pc != 0u);
    ck_assert_uint_eq(in.pc, w->pc);
    scen_cycle(sc, (unsigned)c, &s, &o);
    check_out(&o, w->hit, w->hit_e, w->perr, w->reuse, w->d, w->wr, w->wr_e, false);
    check_entry(&s, w->e, true, w->ppc, w->opc, w->s0, w->s1, w->s2, w->dv, w->par);
    check_ranks(&s, w->rank);
  }
  /* After step 7: e(E-1) still holds step 4's rewrite, three entries are valid. */
  if (_i == 7) {
    check_entry(&s, E - 1u, true, 0x123, 0x12, 7, 1, 0, 8, true);
    ck_assert_uint_eq(n_valid(&s), 3u);
  }
}
END_TEST
#endif

////////////////////////////////////////////////////////////////////////////////
// corner: LRU fill, injection order, zero and ones
////////////////////////////////////////////////////////////////////////////////

#if BASE || TOY
/* fill_lru: the misses at 0x200 + k take the rank E-1 entry each time: e7, e6, ..., e0 (e3 .. e0
 * on the toy); then the ranks are 0..E-1 again (each fill moved every other entry down one). Entry
 * {0x200 + k, 0x12, k, 1, 0, k + 1} has (1 + ones(k)) + 2 + ones(k) + 1 + 0 + ones(k + 1) ones, so
 * PAR = ones(k + 1) mod 2: k = 0..7 -> 1, 1, 0, 1, 0, 0, 1, 1. The hit of 0x200 (in e(E-1), rank
 * E-1) reuses D = 0 + 1 = 1; e(E-1) -> rank 0, e_i -> i + 1. 0x200 + E evicts rank E-1 = e(E-2)
 * (PC 0x201): e(E-2) 0, e(E-1) 1, e_i -> i + 2. 0x201 misses and evicts e(E-3) (rank (E-3) + 2):
 * e(E-3) 0, e(E-2) 1, e(E-1) 2, e_i -> i + 3. Final ranks: {3, 4, 5, 6, 7, 0, 1, 2} on 8 entries,
 * {3, 0, 1, 2} on 4. */
START_TEST(test_fill_lru) {
  static const bool par[8] = {1, 1, 0, 1, 0, 0, 1, 1};
#if BASE
  static const uint32_t fills[8] = {7, 6, 5, 4, 3, 2, 1, 0};
  static const uint32_t filled[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  static const uint32_t last[8] = {3, 4, 5, 6, 7, 0, 1, 2};
  static const uint32_t hit = 7, ev1 = 6, ev2 = 5;
#else
  static const uint32_t fills[4] = {3, 2, 1, 0};
  static const uint32_t filled[4] = {0, 1, 2, 3};
  static const uint32_t last[4] = {3, 0, 1, 2};
  static const uint32_t hit = 3, ev1 = 2, ev2 = 1;
#endif
  const wt_scenario_t *sc = scen_n("fill_lru", E + 3u);
  st_t s;
  out_t o;
  uv_irb_reset(&s);
  for (unsigned c = 0; c < E; c++) {
    scen_cycle(sc, c, &s, &o);
    check_out(&o, false, 0, false, false, 0, true, fills[c], false);
    check_entry(&s, fills[c], true, 0x200u + c, 0x12, c, 1, 0, c + 1u, par[c]);
  }
  check_ranks(&s, filled);
  scen_cycle(sc, E, &s, &o);
  check_out(&o, true, hit, false, true, 1, false, 0, false);
  scen_cycle(sc, E + 1u, &s, &o);
  check_out(&o, false, 0, false, false, 0, true, ev1, false);
  scen_cycle(sc, E + 2u, &s, &o);
  check_out(&o, false, 0, false, false, 0, true, ev2, false);
  check_entry(&s, ev2, true, 0x201, 0x12, 1, 1, 0, 2, true);
  check_ranks(&s, last);
}
END_TEST
#endif

#if BASE || TOY
/* inj_order (A = 0x150: 3 ones, B = 0x151: 4; `add` {1, 2, 3} -> 6; E-1 = EL, E-2 = E2):
 *   c0 A misses into EL: {0x150, 0x12, 1, 2, 3, 6}, 3 + 2 + 1 + 1 + 2 + 2 = 11 ones, PAR 1; the
 *      same cycle's fault flips D bit 0 of what it wrote: D 7
 *   c1 A: parity error (D 7: 12 ones vs PAR 1), rewrite (D 6, PAR 1); the fault flips S0 bit 1: 3
 *   c2 A: parity error, rewrite (S0 1)
 *   c3 A: REUSE D = 6, read before the same cycle's fault, which then flips S1 bit 0: 3
 *   c4 A: parity error, rewrite (S1 2)
 *   c5 B misses into E2 (rank E-1): {0x151, 0x12, 1, 2, 3, 6}: 12 ones, PAR 0
 *   c6 fault on E2's PPC bit 0: 0x150 with 0x12 is EL's tag: refused, nothing changes
 *   c7 fault on E2's OPC bit 0: E2 holds (0x151, 0x13), PAR still 0
 *   c8 B with ADD misses: the LRU entry (ranks e(E-2) 0, e(E-1) 1, e_i i + 2): e5 on 8 entries, e1
 *      on 4 <- {0x151, 0x12, 1, 2, 3, 6}
 *   c9 B with SUB {1, 2, 3} -> 4 hits E2: {0x151, 0x13, 1, 2, 3, 6} has 13 ones vs PAR 0: parity
 *      error, rewrite {0x151, 0x13, 1, 2, 3, 4}: 12 ones, PAR 0
 *   c10 fault at position IRB_COVW (146 / 50, inj_bit holds up to 255 / 63): refused
 *   c11 fault on e0's PPC bit 3 (e0 invalid): taken, PPC 0 -> 8, V stays 0
 *   c12 A: REUSE D = 6 from EL. */
START_TEST(test_inj_order) {
  const uint32_t el = E - 1u, e2 = E - 2u, v8 = BASE ? 5u : 1u;
  const wt_scenario_t *sc = scen_n("inj_order", 13u);
  st_t s;
  out_t o;
  uv_irb_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_out(&o, false, 0, false, false, 0, true, el, false);
  check_entry(&s, el, true, 0x150, 0x12, 1, 2, 3, 7, true);
  scen_cycle(sc, 1, &s, &o);
  check_out(&o, true, el, true, false, 0, true, el, false);
  check_entry(&s, el, true, 0x150, 0x12, 3, 2, 3, 6, true);
  scen_cycle(sc, 2, &s, &o);
  check_out(&o, true, el, true, false, 0, true, el, false);
  check_entry(&s, el, true, 0x150, 0x12, 1, 2, 3, 6, true);
  scen_cycle(sc, 3, &s, &o);
  check_out(&o, true, el, false, true, 6, false, 0, false);
  check_entry(&s, el, true, 0x150, 0x12, 1, 3, 3, 6, true);
  scen_cycle(sc, 4, &s, &o);
  check_out(&o, true, el, true, false, 0, true, el, false);
  check_entry(&s, el, true, 0x150, 0x12, 1, 2, 3, 6, true);
  scen_cycle(sc, 5, &s, &o);
  check_out(&o, false, 0, false, false, 0, true, e2, false);
  check_entry(&s, e2, true, 0x151, 0x12, 1, 2, 3, 6, false);
  const st_t before = s;
  scen_cycle(sc, 6, &s, &o);
  check_out(&o, false, 0, false, false, 0, false, 0, true);
  ck_assert(wt_same_packed(uv_irb_block.state, &s, &before));
  scen_cycle(sc, 7, &s, &o);
  check_out(&o, false, 0, false, false, 0, false, 0, false);
  check_entry(&s, e2, true, 0x151, 0x13, 1, 2, 3, 6, false);
  scen_cycle(sc, 8, &s, &o);
  check_out(&o, false, 0, false, false, 0, true, v8, false);
  check_entry(&s, v8, true, 0x151, 0x12, 1, 2, 3, 6, false);
  scen_cycle(sc, 9, &s, &o);
  check_out(&o, true, e2, true, false, 0, true, e2, false);
  check_entry(&s, e2, true, 0x151, 0x13, 1, 2, 3, 4, false);
  scen_cycle(sc, 10, &s, &o);
  check_out(&o, false, 0, false, false, 0, false, 0, true);
  scen_cycle(sc, 11, &s, &o);
  check_out(&o, false, 0, false, false, 0, false, 0, false);
  check_entry(&s, 0, false, 8, 0, 0, 0, 0, 0, false);
  scen_cycle(sc, 12, &s, &o);
  check_out(&o, true, el, false, true, 6, false, 0, false);
  ck_assert_uint_eq(n_valid(&s), 3u);
}
END_TEST
#endif

#if BASE || TOY
/* zero_ones (ONES: the value width all ones, 0xFFFFFFFF or 0xFF):
 *   c0 (0, 0, {0, 0, 0}) -> 0 misses: every reset entry holds tag 0 but V = 0; EL <- all zero,
 *      PAR 0
 *   c1 the same hits EL and reuses D = 0
 *   c2 all ones misses into E2: {0x3FF, 0xFF, ONES x 4}: 10 + 8 + 4 x 32 = 146 (toy 50) ones, PAR 0
 *   c3 the same reuses D = ONES
 *   c4 S2 = 0, result 0: mismatch, E2 <- {0x3FF, 0xFF, ONES, ONES, 0, 0}: 18 + 2 x DW ones, PAR 0
 *   c5 fault at the last covered bit: E2.D = 0x80000000 (toy 0x80)
 *   c6 c4 again: parity error, rewrite (D 0). */
START_TEST(test_zero_ones) {
  const uint32_t el = E - 1u, e2 = E - 2u;
  const uint32_t ones = BASE ? 0xFFFFFFFFu : 0xFFu, msb = BASE ? 0x80000000u : 0x80u;
  const wt_scenario_t *sc = scen_n("zero_ones", 7u);
  st_t s;
  out_t o;
  uv_irb_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_out(&o, false, 0, false, false, 0, true, el, false);
  check_entry(&s, el, true, 0, 0, 0, 0, 0, 0, false);
  ck_assert_uint_eq(n_valid(&s), 1u);
  scen_cycle(sc, 1, &s, &o);
  check_out(&o, true, el, false, true, 0, false, 0, false);
  scen_cycle(sc, 2, &s, &o);
  check_out(&o, false, 0, false, false, 0, true, e2, false);
  check_entry(&s, e2, true, 0x3FF, 0xFF, ones, ones, ones, ones, false);
  scen_cycle(sc, 3, &s, &o);
  check_out(&o, true, e2, false, true, ones, false, 0, false);
  scen_cycle(sc, 4, &s, &o);
  check_out(&o, true, e2, false, false, 0, true, e2, false);
  check_entry(&s, e2, true, 0x3FF, 0xFF, ones, ones, 0, 0, false);
  scen_cycle(sc, 5, &s, &o);
  check_out(&o, false, 0, false, false, 0, false, 0, false);
  check_entry(&s, e2, true, 0x3FF, 0xFF, ones, ones, 0, msb, false);
  scen_cycle(sc, 6, &s, &o);
  check_out(&o, true, e2, true, false, 0, true, e2, false);
  check_entry(&s, e2, true, 0x3FF, 0xFF, ones, ones, 0, 0, false);
}
END_TEST
#endif

/* The invariant hook: ranks a permutation, one valid entry per (PPC, OPC), widths. */
START_TEST(test_check_hook) {
  st_t s;
  char msg[256];
  ck_assert(uv_irb_block.check != NULL);
  uv_irb_reset(&s);
  ck_assert(uv_irb_check(&s, msg, sizeof msg));
  s.lru[0] = 1u; /* rank 1 twice, rank 0 nowhere */
  ck_assert(!uv_irb_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "permutation"));
  uv_irb_reset(&s);
  s.v[0] = s.v[1] = true; /* both hold tag (0, 0) */
  ck_assert(!uv_irb_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "one (PPC, OPC)"));
  s.opc[1] = 1u; /* another opcode: distinct */
  ck_assert(uv_irb_check(&s, msg, sizeof msg));
  s.opc[1] = 0u;
  s.v[1] = false; /* an invalid entry may hold a valid one's tag */
  ck_assert(uv_irb_check(&s, msg, sizeof msg));
#if WT_IRB_PPCW < 32
  uv_irb_reset(&s);
  s.ppc[E - 1u] = UINT32_C(1) << WT_IRB_PPCW; /* a bit above the width */
  ck_assert(!uv_irb_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "ppc"));
#endif
}
END_TEST

/* comb is pure and runs in place (wt_check_comb_in_place), here with an access and an injection
 * into the same entry: the miss writes e(E-1), the fault flips its D bit 0 afterwards. */
START_TEST(test_comb_in_place) {
  st_t s, n1;
  out_t o1;
  uv_irb_reset(&s);
  in_t in = idle();
  in.acc = true;
  in.pc = 0x40u << WT_IRB_PPC_LSB;
  in.opc = 0x12u;
  in.s0 = 3u;
  in.r = 4u;
  in.inj = true;
  in.inj_e = E - 1u;
  in.inj_bit = WT_IRB_PPCW + WT_UV_OPCW + 3u * WT_UV_DW; /* D bit 0 */
  wt_check_comb_in_place(&uv_irb_block, &s, &in, &o1, &n1);
  ck_assert_uint_eq(o1.wr_e, E - 1u);
  ck_assert_uint_eq(n1.d[E - 1u], 5u); /* 4 with bit 0 flipped */
  ck_assert_uint_eq(n1.lru[E - 1u], 0u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the SPEC 5.4 reference every cycle
////////////////////////////////////////////////////////////////////////////////

#if WT_IRB_ENTRIES == 8
WT_SCEN_LIST_TEST(uv_irb, "irb1", "fill_lru", "inj_order", "zero_ones")
#elif WT_IRB_ENTRIES == 4
WT_SCEN_LIST_TEST(uv_irb, "irb1_e4", "fill_lru", "inj_order", "zero_ones")
#else
WT_SCEN_LIST_TEST(uv_irb, "irb1_sized", "fill_lru", "inj_order", "zero_ones")
#endif

/* test_scen_run: every scenario (loop index) against the reference every cycle.
 * test_random: constrained random (loop index = seed): the reference every cycle, every reused D
 * equal to the stimulus's ALU result, and the corners reached: hits, reuses, mismatches, parity
 * errors, evictions of valid entries, alias reuses, taken flips (tag flips among them), refused
 * injections. */
static void reached(const ref_t *r) {
  WT_CHECK_REACHED(WT_REACH(r->hits, 1000u), WT_REACH(r->reuses, 1000u), WT_REACH(r->mismatches, 100u),
                   WT_REACH(r->perrs, 100u), WT_REACH(r->evicts, 1000u), WT_REACH(r->aliases, 50u),
                   WT_REACH(r->flips, 500u), WT_REACH(r->tag_flips, 100u), WT_REACH(r->drops, 50u));
}

WT_RUN_TESTS(run_of, 50000u, reached)

////////////////////////////////////////////////////////////////////////////////
// tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t in_want[] = {
    WT_WANT(in_t, acc, 1, 1),          WT_WANT(in_t, pc, WT_PCW, 1),
    WT_WANT(in_t, opc, WT_UV_OPCW, 1), WT_WANT(in_t, s0, WT_UV_DW, 1),
    WT_WANT(in_t, s1, WT_UV_DW, 1),    WT_WANT(in_t, s2, WT_UV_DW, 1),
    WT_WANT(in_t, r, WT_UV_DW, 1),     WT_WANT(in_t, inj, 1, 1),
    WT_WANT(in_t, inj_e, WT_IRBW, 1),  WT_WANT(in_t, inj_bit, WT_IRB_POSW, 1),
};
static const wt_want_field_t out_want[] = {
    WT_WANT(out_t, hit, 1, 1),        WT_WANT(out_t, hit_e, WT_IRBW, 1), WT_WANT(out_t, perr, 1, 1),
    WT_WANT(out_t, reuse, 1, 1),      WT_WANT(out_t, d, WT_UV_DW, 1),    WT_WANT(out_t, wr, 1, 1),
    WT_WANT(out_t, wr_e, WT_IRBW, 1), WT_WANT(out_t, inj_drop, 1, 1),
};
static const wt_want_field_t state_want[] = {
    WT_WANT(st_t, v, 1, E),         WT_WANT(st_t, ppc, WT_IRB_PPCW, E), WT_WANT(st_t, opc, WT_UV_OPCW, E),
    WT_WANT(st_t, s0, WT_UV_DW, E), WT_WANT(st_t, s1, WT_UV_DW, E),     WT_WANT(st_t, s2, WT_UV_DW, E),
    WT_WANT(st_t, d, WT_UV_DW, E),  WT_WANT(st_t, lru, WT_IRBW, E),     WT_WANT(st_t, par, 1, E),
};

START_TEST(test_qualifiers) {
  const wt_fields_t t = uv_irb_block.out;
  char msg[128];
  ck_assert(wt_block_validate(&uv_irb_block, msg, sizeof msg));
  WT_CHECK_QUALS(t, {"hit", NULL}, {"hit_e", "hit"}, {"perr", NULL}, {"reuse", NULL}, {"d", "reuse"},
                 {"wr", NULL}, {"wr_e", "wr"}, {"inj_drop", NULL});
}
END_TEST

/* MODEL bits (SPEC 5.4, U1): 8 x (1 + 10 + 8 + 4 x 32 + 3 + 1) = 8 x 151 = 1208 at the baseline,
 * PAPER 8 x 149 = 1192; fields v 0, ppc 8, opc 8 + 80 = 88, s0 88 + 64 = 152, s1 152 + 256 = 408,
 * s2 664, d 920, lru 1176, par 1176 + 24 = 1200. The toy: 4 x (1 + 10 + 8 + 4 x 8 + 2 + 1) = 4 x 54
 * = 216; v 0, ppc 4, opc 44, s0 76, s1 108, s2 140, d 172, lru 204, par 212. The covered bits:
 * 146 (8-bit positions) and 50 (6-bit). */
START_TEST(test_layout_bits) {
  const wt_fields_t t = uv_irb_block.state;
#if BASE
  WT_CHECK_OFFSETS(t, 0u, 8u, 88u, 152u, 408u, 664u, 920u, 1176u, 1200u);
  ck_assert_uint_eq(wt_fields_bits(t), 1208u);
  ck_assert_uint_eq(WT_IRB_COVW, 146u);
  ck_assert_uint_eq(WT_IRB_POSW, 8u);
  ck_assert_uint_eq(WT_IRBW, 3u);
#elif TOY
  WT_CHECK_OFFSETS(t, 0u, 4u, 44u, 76u, 108u, 140u, 172u, 204u, 212u);
  ck_assert_uint_eq(wt_fields_bits(t), 216u);
  ck_assert_uint_eq(WT_IRB_COVW, 50u);
  ck_assert_uint_eq(WT_IRB_POSW, 6u);
  ck_assert_uint_eq(WT_IRBW, 2u);
#endif
  /* Every geometry: E x (V + PPC + OPC + 4 values + rank + PAR). */
  ck_assert_uint_eq(wt_fields_bits(t), E * (1u + WT_IRB_PPCW + WT_UV_OPCW + 4u * WT_UV_DW + WT_IRBW + 1u));
  ck_assert_str_eq(uv_irb_block.name, "uv_irb");
  ck_assert(uv_irb_block.mems == NULL);
}
END_TEST

WT_TABLE_WANT_TEST(uv_irb_block, in_want, out_want, state_want)

WT_UNIT_SUITE("uv_irb") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),

    WT_TCASE("spec", 0),
    WT_TEST(test_parity_values),
#if BASE || TOY
    WT_LOOP(test_irb1, 0, 8),
#endif

    WT_TCASE("corner", 0),
#if BASE || TOY
    WT_TEST(test_fill_lru),
    WT_TEST(test_inj_order),
    WT_TEST(test_zero_ones),
#endif
    WT_TEST(test_check_hook),
    WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&uv_irb_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_WANT_CASES(uv_irb_block),
    WT_TEST(test_qualifiers),
    WT_TEST(test_layout_bits),
    WT_END,
};
