/* tb/unit/test_dwf_pc_warp_lut.c: Check suite for the PC-warp LUT C model
 * (rtl_c/dwf_pc_warp_lut.h; SPEC 1.3, DWF-1 and DWF-2 of SPEC 1.12).
 *
 * Expected values come from the SPEC text or are worked out by hand. The DWF tests use the PCs of
 * tb/stim/dwf_pc_warp_lut_scen.c: B = S, C = S+1, D = 2S, F = 3S with S = PWL_SETS, which are the
 * spec's literal PCs 2, 3, 4, 6 in the toy configuration and have the same set collisions in
 * every other one, so the per-cycle (set, way, OCC, IDX) expectations hold in both
 * configurations; the literal PCs are checked where the configuration is the toy one. The random
 * and scenario runs also compare against a reference written here from SPEC 1.3 (per set, a list
 * of ways); it shares no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "dwf_pc_warp_lut.h"
#include "wt_unit.h"

#define S WT_PWL_SETS
#define W WT_PWL_WAYS
#define E WT_PWL_ENTRIES
/* DWF-1/DWF-2 are written for the toy configuration (SPEC 1.12). */
#define TOY_LUT (WT_PWL_SETS == 2 && WT_PWL_WAYS == 2 && WT_NL == 4 && WT_POOL == 8)

WT_UNIT_BLOCK(dwf_pc_warp_lut)

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

static void set_p0(in_t *in, uint32_t pc, bool we, uint32_t occ, uint32_t idx) {
  in->p0_pc = pc;
  in->p0_we = we;
  in->p0_wocc = occ;
  in->p0_widx = idx;
}

static void set_p1(in_t *in, uint32_t pc, bool we, uint32_t occ, uint32_t idx) {
  in->p1_pc = pc;
  in->p1_we = we;
  in->p1_wocc = occ;
  in->p1_widx = idx;
}

static void set_inv(in_t *in, uint32_t pc, uint32_t idx) {
  in->inv = true;
  in->inv_pc = pc;
  in->inv_idx = idx;
}

/* Allocates (or updates) `pc` through port 0 in one cycle. */
static void put(st_t *s, uint32_t pc, uint32_t occ, uint32_t idx) {
  in_t in = idle();
  out_t o;
  set_p0(&in, pc, true, occ, idx);
  cycle(s, &in, &o);
}

/* PC with tag multiple k in set `set` (PC_SHIFT = 0: set = PC[SETW-1:0]). */
static uint32_t pcs(uint32_t k, uint32_t set) { return wt_trunc32(k * S + set, WT_PCW); }
/* Per-PC write data of the dwf2_evict and fill_all scenarios. */
static uint32_t occ_k(uint32_t k) { return UINT32_C(1) << (k % WT_NL); }
static uint32_t idx_k(uint32_t k) { return k % WT_POOL; }

static unsigned ent(unsigned set, unsigned way) { return set * W + way; }

static void check_entry(const st_t *s, unsigned set, unsigned way, bool v, uint32_t pc, uint32_t occ,
                        uint32_t idx) {
  unsigned e = ent(set, way);
  EQ(s->v[e], v);
  EQ(s->pc[e], pc);
  EQ(s->occ[e], occ);
  EQ(s->idx[e], idx);
}

static void check_port(bool hit, uint32_t way, uint32_t occ, uint32_t idx, bool want_hit, uint32_t want_way,
                       uint32_t want_occ, uint32_t want_idx) {
  EQ(hit, want_hit);
  EQ(way, want_way);
  EQ(occ, want_occ);
  EQ(idx, want_idx);
}
#define CHECK_P0(o, h, w, oc, ix) check_port((o).p0_hit, (o).p0_way, (o).p0_occ, (o).p0_idx, h, w, oc, ix)
#define CHECK_P1(o, h, w, oc, ix) check_port((o).p1_hit, (o).p1_way, (o).p1_occ, (o).p1_idx, h, w, oc, ix)

static bool entry_zero(const st_t *s, unsigned e) {
  return !s->v[e] && s->pc[e] == 0u && s->occ[e] == 0u && s->idx[e] == 0u;
}

static bool all_zero(const st_t *s) {
  for (unsigned e = 0; e < E; e++) {
    if (!entry_zero(s, e)) {
      return false;
    }
  }
  for (unsigned k = 0; k < S; k++) {
    if (s->rr[k] != 0u) {
      return false;
    }
  }
  return true;
}

static bool same_state(const st_t *a, const st_t *b) {
  for (unsigned e = 0; e < E; e++) {
    if (a->v[e] != b->v[e] || a->pc[e] != b->pc[e] || a->occ[e] != b->occ[e] || a->idx[e] != b->idx[e]) {
      return false;
    }
  }
  for (unsigned k = 0; k < S; k++) {
    if (a->rr[k] != b->rr[k]) {
      return false;
    }
  }
  return true;
}

/* Bits above the declared width are zero in every state field, and the SPEC 1.3 invariants:
 * a valid entry sits in the set of its PC, and a set never holds the same PC twice. */
static void check_widths(const st_t *s) {
  for (unsigned e = 0; e < E; e++) {
    EQ(s->pc[e] & ~WT_MASK32(WT_PCW), 0u);
    EQ(s->occ[e] & ~WT_MASK32(WT_NL), 0u);
    EQ(s->idx[e] & ~WT_MASK32(WT_IDXW), 0u);
    /* bool holds 0 or 1 by construction */
  }
  for (unsigned k = 0; k < S; k++) {
    EQ(s->rr[k] & ~WT_MASK32(WT_PWL_WAYW), 0u);
  }
  for (unsigned k = 0; k < S; k++) {
    for (unsigned w = 0; w < W; w++) {
      unsigned e = ent(k, w);
      if (!s->v[e]) {
        continue;
      }
      EQ(s->pc[e] & (S - 1u), k);
      for (unsigned x = 0; x < w; x++) {
        OK(!(s->v[ent(k, x)] && s->pc[ent(k, x)] == s->pc[e]));
      }
    }
  }
}

////////////////////////////////////////////////////////////////////////////////
// Reference from SPEC 1.3
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  bool v;
  uint32_t pc, occ, idx;
} rent_t;

typedef struct {
  rent_t set[S][W];
  uint32_t rr[S];
} ref_t;

static void ref_reset(ref_t *r) { memset(r, 0, sizeof *r); }

/* inval_if(PC, IDX): if lookup(PC) hits and entry.IDX == IDX, V <- 0. */
static bool ref_inval(ref_t *r, uint32_t pc, uint32_t idx) {
  rent_t *ways = r->set[pc % S];
  for (unsigned w = 0; w < W; w++) {
    if (ways[w].v && ways[w].pc == pc) {
      if (ways[w].idx == idx) {
        ways[w].v = false;
        return true;
      }
      return false;
    }
  }
  return false;
}

/* lookup(PC), then update on a hit or alloc on a miss when `we`: the lowest invalid way without
 * touching RR, else the way RR[set], and RR[set] <- RR+1 mod WAYS. */
static void ref_port(ref_t *r, uint32_t pc, bool we, uint32_t wocc, uint32_t widx, bool *hit, uint32_t *way,
                     uint32_t *occ, uint32_t *idx) {
  uint32_t k = pc % S;
  rent_t *ways = r->set[k];
  for (unsigned w = 0; w < W; w++) {
    if (ways[w].v && ways[w].pc == pc) {
      *hit = true;
      *way = w;
      *occ = ways[w].occ;
      *idx = ways[w].idx;
      if (we) {
        ways[w].occ = wocc;
        ways[w].idx = widx;
      }
      return;
    }
  }
  *hit = false;
  *occ = 0;
  *idx = 0;
  unsigned w = 0;
  while (w < W && ways[w].v) {
    w++;
  }
  bool evict = w == W;
  *way = evict ? r->rr[k] : w;
  if (we) {
    rent_t n = {true, pc, wocc, widx};
    ways[*way] = n;
    if (evict) {
      r->rr[k] = (r->rr[k] + 1u) % W;
    }
  }
}

static void ref_cycle(ref_t *r, const in_t *in, out_t *o) {
  o->inv_hit = in->inv && ref_inval(r, in->inv_pc, in->inv_idx);
  ref_port(r, in->p0_pc, in->p0_we, in->p0_wocc, in->p0_widx, &o->p0_hit, &o->p0_way, &o->p0_occ, &o->p0_idx);
  ref_port(r, in->p1_pc, in->p1_we, in->p1_wocc, in->p1_widx, &o->p1_hit, &o->p1_way, &o->p1_occ, &o->p1_idx);
}

static void check_vs_ref(const st_t *s, const out_t *o, const ref_t *r, const out_t *ro) {
  EQ(o->inv_hit, ro->inv_hit);
  check_port(o->p0_hit, o->p0_way, o->p0_occ, o->p0_idx, ro->p0_hit, ro->p0_way, ro->p0_occ, ro->p0_idx);
  check_port(o->p1_hit, o->p1_way, o->p1_occ, o->p1_idx, ro->p1_hit, ro->p1_way, ro->p1_occ, ro->p1_idx);
  for (unsigned k = 0; k < S; k++) {
    for (unsigned w = 0; w < W; w++) {
      const rent_t *x = &r->set[k][w];
      check_entry(s, k, w, x->v, x->pc, x->occ, x->idx);
    }
    EQ(s->rr[k], r->rr[k]);
  }
}

/* The runs' per-cycle checks (wt_run_t hooks): the SPEC 1.3 reference, widths and invariants,
 * and coverage counters. */
typedef struct {
  ref_t r;
  unsigned hits, evicts, invs;
} run_ctx_t;

WT_STATE_HOOK(run_reset, run_ctx_t, k, s) {
  ref_reset(&k->r);
  OK(all_zero(s));
}

WT_CYCLE_HOOK(run_cycle, run_ctx_t, k, prev, in, o, next) {
  out_t ro;
  ref_cycle(&k->r, in, &ro);
  check_vs_ref(next, o, &k->r, &ro);
  k->hits += o->p0_hit + o->p1_hit;
  k->invs += o->inv_hit;
  k->evicts += memcmp(((const st_t *)prev)->rr, ((const st_t *)next)->rr, sizeof(uint32_t) * S) != 0;
}

WT_STATE_HOOK(run_every, void, ctx, s) { check_widths(s); }

static wt_run_t run_of(void) {
  static st_t s;
  static run_ctx_t k;
  return WT_RUN(&dwf_pc_warp_lut_stim, &s, &k, .reset = run_reset, .cycle = run_cycle, .every = run_every);
}

/* Fills set `k` with tag multiples 1..W (way w = pcs(w+1, k)), OCC occ_k, IDX idx_k. */
static void fill_set(st_t *s, unsigned k) {
  for (unsigned w = 0; w < W; w++) {
    put(s, pcs(w + 1u, k), occ_k(w + 1u), idx_k(w + 1u));
  }
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* SPEC 1.3 / 7.4 reset: all V = 0, RR = 0 (the model also zeroes PC, OCC, IDX). */
START_TEST(test_reset_values) {
  st_t s;
  memset(&s, 0x5a, sizeof s);
  dwf_pc_warp_lut_reset(&s);
  ck_assert(all_zero(&s));
  /* From a used state as well. */
  fill_set(&s, 0);
  put(&s, pcs(W + 1u, 0), 0x1u, 0x1u);
  ck_assert(!all_zero(&s));
  dwf_pc_warp_lut_reset(&s);
  ck_assert(all_zero(&s));
}
END_TEST

/* After reset every lookup misses with way 0 and zero OCC/IDX; an invalidation finds nothing. */
START_TEST(test_reset_lookup) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  in_t in = idle();
  set_inv(&in, 0, 0);
  set_p0(&in, 0, false, 0, 0);
  set_p1(&in, pcs(1, S - 1u), false, 0, 0);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.inv_hit, 0u); /* PC 0 with IDX 0 matches the reset contents but V = 0 */
  CHECK_P0(o, false, 0u, 0u, 0u);
  CHECK_P1(o, false, 0u, 0u, 0u);
  ck_assert(all_zero(&s));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// core
////////////////////////////////////////////////////////////////////////////////

/* alloc into an empty set takes way 0 of set PC[SETW-1:0] (loop index = set). */
START_TEST(test_alloc_miss) {
  unsigned k = (unsigned)_i;
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  in_t in = idle();
  uint32_t pc = pcs(5, k);
  set_p0(&in, pc, true, 0x3u, 0x2u);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 0u, 0u, 0u);
  check_entry(&s, k, 0, true, pc, 0x3u, 0x2u);
  for (unsigned e = 0; e < E; e++) {
    if (e != ent(k, 0)) {
      ck_assert(entry_zero(&s, e));
    }
  }
  ck_assert_uint_eq(s.rr[k], 0u);
}
END_TEST

/* update on a hit: OCC and IDX change, PC and V do not, RR does not. */
START_TEST(test_hit_update) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  uint32_t pc = pcs(3, 1 % S);
  put(&s, pc, 0x1u, 0x3u);
  in_t in = idle();
  set_p0(&in, pc, true, 0x5u, 0x4u);
  cycle(&s, &in, &o);
  CHECK_P0(o, true, 0u, 0x1u, 0x3u);
  check_entry(&s, 1 % S, 0, true, pc, 0x5u, 0x4u);
  ck_assert_uint_eq(s.rr[1 % S], 0u);
}
END_TEST

/* A lookup without a write changes nothing, on a hit and on a miss. */
START_TEST(test_lookup_only) {
  st_t s, before;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  fill_set(&s, 0);
  before = s;
  in_t in = idle();
  set_p0(&in, pcs(1, 0), false, 0x7u, 0x7u);
  set_p1(&in, pcs(W + 1u, 0), false, 0x7u, 0x7u);
  cycle(&s, &in, &o);
  CHECK_P0(o, true, 0u, occ_k(1), idx_k(1));
  CHECK_P1(o, false, 0u, 0u, 0u); /* full set: the way an alloc would take is RR[0] = 0 */
  ck_assert(same_state(&s, &before));
}
END_TEST

/* Port 1 sees port 0's write (SPEC 1.3 per-cycle order). Same PC, miss: port 0 allocates,
 * port 1 hits that entry with port 0's data and updates it. */
START_TEST(test_port1_sees_port0_same_pc) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  uint32_t pc = pcs(2, 0);
  in_t in = idle();
  set_p0(&in, pc, true, 0x1u, 0x2u);
  set_p1(&in, pc, true, 0x3u, 0x2u);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 0u, 0u, 0u);
  CHECK_P1(o, true, 0u, 0x1u, 0x2u);
  check_entry(&s, 0, 0, true, pc, 0x3u, 0x2u);
  ck_assert(entry_zero(&s, ent(0, 1)));
}
END_TEST

/* Different PCs of one set in the same cycle: port 1 allocates the next way. */
START_TEST(test_port1_sees_port0_next_way) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  in_t in = idle();
  set_p0(&in, pcs(1, 0), true, 0x1u, 0x1u);
  set_p1(&in, pcs(2, 0), true, 0x2u, 0x2u);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 0u, 0u, 0u);
  CHECK_P1(o, false, 1u, 0u, 0u);
  check_entry(&s, 0, 0, true, pcs(1, 0), 0x1u, 0x1u);
  check_entry(&s, 0, 1, true, pcs(2, 0), 0x2u, 0x2u);
}
END_TEST

/* The tag is the full PC (SPEC 1.3, Tab 7.2 "#Tag bits 24"): PCs that differ only in the top
 * bit share a set but do not hit each other. */
START_TEST(test_full_tag) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  uint32_t a = pcs(1, 0), b = a | (UINT32_C(1) << (WT_PCW - 1u));
  put(&s, a, 0x1u, 0x1u);
  in_t in = idle();
  set_p0(&in, b, false, 0, 0);
  set_p1(&in, a, false, 0, 0);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 1u, 0u, 0u);
  CHECK_P1(o, true, 0u, 0x1u, 0x1u);
  /* The top PC bit is stored. */
  put(&s, b, 0x2u, 0x2u);
  check_entry(&s, 0, 1, true, b, 0x2u, 0x2u);
}
END_TEST

/* inval_if with the matching IDX clears V only; PC, OCC, IDX stay (SPEC 0.3 stale contents). */
START_TEST(test_inval_match) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  uint32_t pc = pcs(4, S - 1u);
  put(&s, pc, 0x6u, 0x5u);
  in_t in = idle();
  set_inv(&in, pc, 0x5u);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.inv_hit, 1u);
  check_entry(&s, S - 1u, 0, false, pc, 0x6u, 0x5u);
  ck_assert_uint_eq(s.rr[S - 1u], 0u);
}
END_TEST

/* Phase order: inval_if before the ports. A port presenting the invalidated PC in the same cycle
 * misses, and its alloc reuses the freed way (DWF-1 c2). */
START_TEST(test_inval_then_port) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  uint32_t pc = pcs(1, 0);
  put(&s, pc, 0x7u, 0x0u);
  in_t in = idle();
  set_inv(&in, pc, 0x0u);
  set_p0(&in, pc, true, 0xCu, 0x2u);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.inv_hit, 1u);
  CHECK_P0(o, false, 0u, 0u, 0u);
  check_entry(&s, 0, 0, true, pc, 0xCu, 0x2u);
}
END_TEST

/* comb is pure: two calls give the same result and leave `s` alone. */
START_TEST(test_comb_pure) {
  st_t s, copy, n1, n2;
  out_t o1, o2;
  dwf_pc_warp_lut_reset(&s);
  fill_set(&s, 0);
  copy = s;
  in_t in = idle();
  set_inv(&in, pcs(1, 0), idx_k(1));
  set_p0(&in, pcs(W + 1u, 0), true, 0x1u, 0x1u);
  set_p1(&in, pcs(W + 2u, 0), true, 0x2u, 0x2u);
  dwf_pc_warp_lut_comb(&s, &in, &o1, &n1);
  dwf_pc_warp_lut_comb(&s, &in, &o2, &n2);
  ck_assert(same_state(&s, &copy));
  ck_assert(same_state(&n1, &n2));
  ck_assert_uint_eq(o1.inv_hit, o2.inv_hit);
  CHECK_P0(o1, o2.p0_hit, o2.p0_way, o2.p0_occ, o2.p0_idx);
  CHECK_P1(o1, o2.p1_hit, o2.p1_way, o2.p1_occ, o2.p1_idx);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner
////////////////////////////////////////////////////////////////////////////////

/* A set with an invalid way: alloc takes the lowest invalid way and RR does not move (loop index
 * = the way freed). With two ways free, the lower one is taken first. */
START_TEST(test_lowest_invalid_way) {
  unsigned k = (unsigned)_i;
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  fill_set(&s, 0);
  in_t in = idle();
  set_inv(&in, pcs(k + 1u, 0), idx_k(k + 1u));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.inv_hit, 1u);
  in = idle();
  set_p0(&in, pcs(W + 1u, 0), true, 0x1u, 0x1u);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, k, 0u, 0u);
  check_entry(&s, 0, k, true, pcs(W + 1u, 0), 0x1u, 0x1u);
  ck_assert_uint_eq(s.rr[0], 0u);
  /* Free ways k and (k+1) mod W: port 0 takes the lower, port 1 the other. */
  unsigned k2 = (k + 1u) % W;
  in = idle();
  set_inv(&in, pcs(W + 1u, 0), 0x1u);
  cycle(&s, &in, &o);
  in = idle();
  set_inv(&in, pcs(k2 + 1u, 0), idx_k(k2 + 1u));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.inv_hit, 1u);
  unsigned lo = k < k2 ? k : k2, hi = k < k2 ? k2 : k;
  in = idle();
  set_p0(&in, pcs(W + 2u, 0), true, 0x2u, 0x2u);
  set_p1(&in, pcs(W + 3u, 0), true, 0x3u, 0x3u);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, lo, 0u, 0u);
  CHECK_P1(o, false, hi, 0u, 0u);
  ck_assert_uint_eq(s.rr[0], 0u);
}
END_TEST

/* Full set: each miss evicts way RR and RR <- RR+1 mod W; over 2W+1 evictions RR wraps twice
 * and ends at 1. The miss outputs are zero except the way. */
START_TEST(test_rr_evict_wrap) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  fill_set(&s, 0);
  ck_assert_uint_eq(s.rr[0], 0u);
  for (unsigned j = 0; j < 2u * W + 1u; j++) {
    in_t in = idle();
    uint32_t pc = pcs(W + 1u + j, 0);
    set_p0(&in, pc, true, 0x1u, j % WT_POOL);
    cycle(&s, &in, &o);
    CHECK_P0(o, false, j % W, 0u, 0u);
    check_entry(&s, 0, j % W, true, pc, 0x1u, j % WT_POOL);
    ck_assert_uint_eq(s.rr[0], (j + 1u) % W);
  }
  ck_assert_uint_eq(s.rr[0], 1u);
  for (unsigned k = 1; k < S; k++) {
    ck_assert_uint_eq(s.rr[k], 0u);
  }
}
END_TEST

/* RR moves only on an eviction: not on hits, not on allocations into invalid ways, not on a
 * missing lookup without a write, not on invalidations. */
START_TEST(test_rr_only_on_evict) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  fill_set(&s, 0);
  put(&s, pcs(W + 1u, 0), 0x1u, 0x1u); /* evicts way 0, RR 1 */
  ck_assert_uint_eq(s.rr[0], 1u % W);
  put(&s, pcs(W + 1u, 0), 0x3u, 0x1u); /* hit */
  ck_assert_uint_eq(s.rr[0], 1u % W);
  in_t in = idle();
  set_p0(&in, pcs(W + 9u, 0), false, 0, 0); /* miss, no write */
  set_p1(&in, pcs(W + 9u, 0), false, 0, 0);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 1u % W, 0u, 0u);
  CHECK_P1(o, false, 1u % W, 0u, 0u);
  ck_assert_uint_eq(s.rr[0], 1u % W);
  in = idle();
  set_inv(&in, pcs(W + 1u, 0), 0x1u); /* frees way 0 */
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.inv_hit, 1u);
  ck_assert_uint_eq(s.rr[0], 1u % W);
  put(&s, pcs(W + 2u, 0), 0x1u, 0x2u); /* fills way 0 */
  check_entry(&s, 0, 0, true, pcs(W + 2u, 0), 0x1u, 0x2u);
  ck_assert_uint_eq(s.rr[0], 1u % W);
}
END_TEST

/* Both ports evict in one cycle: port 0 takes way RR, port 1 the next (it sees RR advanced). */
START_TEST(test_both_ports_evict) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  fill_set(&s, 0);
  in_t in = idle();
  set_p0(&in, pcs(W + 1u, 0), true, 0x1u, 0x1u);
  set_p1(&in, pcs(W + 2u, 0), true, 0x2u, 0x2u);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 0u, 0u, 0u);
  CHECK_P1(o, false, 1u, 0u, 0u);
  check_entry(&s, 0, 0, true, pcs(W + 1u, 0), 0x1u, 0x1u);
  check_entry(&s, 0, 1, true, pcs(W + 2u, 0), 0x2u, 0x2u);
  ck_assert_uint_eq(s.rr[0], 2u % W);
}
END_TEST

/* Same PC on both ports, missing in a full set: port 0 evicts way RR, port 1 hits that entry. */
START_TEST(test_same_pc_evict) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  fill_set(&s, S - 1u);
  uint32_t pc = pcs(W + 1u, S - 1u);
  in_t in = idle();
  set_p0(&in, pc, true, 0x1u, 0x6u);
  set_p1(&in, pc, true, 0x3u, 0x6u);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 0u, 0u, 0u);
  CHECK_P1(o, true, 0u, 0x1u, 0x6u);
  check_entry(&s, S - 1u, 0, true, pc, 0x3u, 0x6u);
  ck_assert_uint_eq(s.rr[S - 1u], 1u % W);
}
END_TEST

/* inval_if with a wrong IDX, with an absent PC, or with inv = 0 does nothing (inv_hit = 0). Loop
 * index: 0 wrong IDX, 1 absent PC, 2 inv = 0. */
START_TEST(test_inval_no_effect) {
  st_t s, before;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  fill_set(&s, 0);
  before = s;
  in_t in = idle();
  uint32_t pc = pcs(2, 0);
  switch (_i) {
    case 0: set_inv(&in, pc, idx_k(2) ^ 1u); break;
    case 1: set_inv(&in, pcs(W + 1u, 0), idx_k(2)); break;
    default:
      set_inv(&in, pc, idx_k(2));
      in.inv = false;
      break;
  }
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.inv_hit, 0u);
  ck_assert(same_state(&s, &before));
}
END_TEST

/* Miss outputs are zero except the way, even when the set's entries hold non-zero data. */
START_TEST(test_miss_outputs_zero) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  for (unsigned w = 0; w < W; w++) {
    put(&s, pcs(w + 1u, 0), WT_MASK32(WT_NL), WT_MASK32(WT_IDXW));
  }
  put(&s, pcs(W + 1u, 0), WT_MASK32(WT_NL), WT_MASK32(WT_IDXW)); /* RR[0] = 1 */
  in_t in = idle();
  set_p0(&in, pcs(W + 2u, 0), false, 0, 0);
  set_p1(&in, pcs(W + 3u, 0), false, 0, 0);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 1u % W, 0u, 0u);
  CHECK_P1(o, false, 1u % W, 0u, 0u);
}
END_TEST

/* An eviction in one set leaves every other set alone (loop index = set). */
START_TEST(test_evict_other_sets) {
  unsigned k = (unsigned)_i;
  st_t s, before;
  dwf_pc_warp_lut_reset(&s);
  for (unsigned j = 0; j < S; j++) {
    fill_set(&s, j);
  }
  before = s;
  put(&s, pcs(W + 1u, k), 0x1u, 0x1u);
  for (unsigned j = 0; j < S; j++) {
    for (unsigned w = 0; w < W; w++) {
      unsigned e = ent(j, w);
      if (j == k && w == 0u) {
        check_entry(&s, j, w, true, pcs(W + 1u, k), 0x1u, 0x1u);
      } else {
        check_entry(&s, j, w, before.v[e], before.pc[e], before.occ[e], before.idx[e]);
      }
    }
    ck_assert_uint_eq(s.rr[j], j == k ? 1u % W : 0u);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: DWF-1 and DWF-2 (SPEC 1.12)
////////////////////////////////////////////////////////////////////////////////

#define PC_B (1u * S)
#define PC_C (1u * S + 1u)
#define PC_D (2u * S)
#define PC_F (3u * S)

/* Expected LUT entries after phase 2 of each DWF-1 cycle (set, way, V, PC, OCC, IDX); every
 * other entry stays all-zero and RR stays 0 (DWF-1 never evicts). From SPEC 1.12:
 *   c1  set0 way0 {B, 0x7, 0}, way1 {F, 0x8, 1}
 *   c2  B invalidated, then reallocated in way0 {B, 0xC, 2}; F hits, OCC 0x8|0x3 = 0xB
 *   c3  B (idx2) invalidated; set1 w0 {C, 0x1, 3}; set0 w0 {D, 0x6, 4}
 *   c4  F (idx1) invalidated (stale {F,0xB,1} kept); C OCC 0x1|0x4 = 0x5; D OCC 0x6|0x8 = 0xE
 *   c5  D (idx4) invalidated; C conflicts (CNF 0x9&0x5 = 0x1): PWL C <- {OCC 0x1, IDX 5}
 *   c6  inval(C, 3): kept, its IDX is 5
 *   c7  inval(C, 5): invalidated; the PWL is all invalid. */
typedef struct {
  unsigned set, way;
  bool v;
  uint32_t pc, occ, idx;
} exp_ent_t;

/* A port's expected outputs: hit, way, OCC, IDX. */
typedef struct {
  bool hit;
  uint32_t way, occ, idx;
} exp_port_t;

typedef struct {
  unsigned n;
  exp_ent_t e[3];
  bool inv_hit;
  exp_port_t p0, p1;
} exp_cyc_t;

/* clang-format off */
static const exp_cyc_t dwf1_exp[7] = {
    /* c1: both miss; WUR1 takes way 1 after WUR0's allocation. */
    {2, {{0, 0, true, PC_B, 0x7, 0}, {0, 1, true, PC_F, 0x8, 1}},
     false, {false, 0, 0, 0}, {false, 1, 0, 0}},
    /* c2: B misses (way0 invalidated in phase 1); F hits OCC 0x8 IDX 1. */
    {2, {{0, 0, true, PC_B, 0xC, 2}, {0, 1, true, PC_F, 0xB, 1}},
     true, {false, 0, 0, 0}, {true, 1, 0x8, 1}},
    /* c3: C misses in empty set 1; D misses and takes the invalid way 0. */
    {3, {{0, 0, true, PC_D, 0x6, 4}, {0, 1, true, PC_F, 0xB, 1}, {1, 0, true, PC_C, 0x1, 3}},
     true, {false, 0, 0, 0}, {false, 0, 0, 0}},
    /* c4: C hits OCC 0x1 IDX 3; D hits OCC 0x6 IDX 4. */
    {3, {{0, 0, true, PC_D, 0xE, 4}, {0, 1, false, PC_F, 0xB, 1}, {1, 0, true, PC_C, 0x5, 3}},
     true, {true, 0, 0x1, 3}, {true, 0, 0x6, 4}},
    /* c5: C hits OCC 0x5 IDX 3; port 1 idle (PC 0, set 0 now empty: miss, way 0). */
    {3, {{0, 0, false, PC_D, 0xE, 4}, {0, 1, false, PC_F, 0xB, 1}, {1, 0, true, PC_C, 0x1, 5}},
     true, {true, 0, 0x5, 3}, {false, 0, 0, 0}},
    /* c6: inval(C, 3) does not match IDX 5. */
    {3, {{0, 0, false, PC_D, 0xE, 4}, {0, 1, false, PC_F, 0xB, 1}, {1, 0, true, PC_C, 0x1, 5}},
     false, {false, 0, 0, 0}, {false, 0, 0, 0}},
    /* c7: inval(C, 5). */
    {3, {{0, 0, false, PC_D, 0xE, 4}, {0, 1, false, PC_F, 0xB, 1}, {1, 0, false, PC_C, 0x1, 5}},
     true, {false, 0, 0, 0}, {false, 0, 0, 0}},
};
/* clang-format on */

START_TEST(test_dwf1) {
  const wt_scenario_t *sc = scen_n("dwf1_lut", 7u);
#if TOY_LUT
  /* SPEC 1.12: B=2, C=3, D=4, F=6; set = PC & 1. */
  ck_assert_uint_eq(PC_B, 2u);
  ck_assert_uint_eq(PC_C, 3u);
  ck_assert_uint_eq(PC_D, 4u);
  ck_assert_uint_eq(PC_F, 6u);
#endif
  st_t s;
  out_t o;
  in_t in;
  dwf_pc_warp_lut_reset(&s);
  for (unsigned c = 0; c < 7u; c++) {
    const exp_cyc_t *x = &dwf1_exp[c];
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    check_widths(&s);
    ck_assert_uint_eq(o.inv_hit, x->inv_hit);
    CHECK_P0(o, x->p0.hit, x->p0.way, x->p0.occ, x->p0.idx);
    CHECK_P1(o, x->p1.hit, x->p1.way, x->p1.occ, x->p1.idx);
    bool listed[E];
    memset(listed, 0, sizeof listed);
    for (unsigned i = 0; i < x->n; i++) {
      const exp_ent_t *y = &x->e[i];
      check_entry(&s, y->set, y->way, y->v, y->pc, y->occ, y->idx);
      listed[ent(y->set, y->way)] = true;
    }
    for (unsigned e = 0; e < E; e++) {
      if (!listed[e]) {
        ck_assert(entry_zero(&s, e));
      }
    }
    for (unsigned k = 0; k < S; k++) {
      ck_assert_uint_eq(s.rr[k], 0u);
    }
  }
  /* c7: "PWL all invalid". */
  for (unsigned e = 0; e < E; e++) {
    ck_assert_uint_eq(s.v[e], 0u);
  }
}
END_TEST

/* The scenario's write data is the scheduler's (SPEC 1.12, 1.7): checked against the literal
 * REQ of each WUR and the allocator's new index. */
START_TEST(test_dwf1_inputs) {
  const wt_scenario_t *sc = scen("dwf1_lut");
  static const struct {
    bool inv;
    uint32_t inv_pc, inv_idx;
    bool we0;
    uint32_t pc0, occ0, idx0;
    bool we1;
    uint32_t pc1, occ1, idx1;
  } want[7] = {
      {false, 0, 0, true, PC_B, 0x7, 0, true, PC_F, 0x8, 1},   /* miss: OCC=REQ, new IDX */
      {true, PC_B, 0, true, PC_B, 0xC, 2, true, PC_F, 0xB, 1}, /* F: OCC|REQ, old IDX */
      {true, PC_B, 2, true, PC_C, 0x1, 3, true, PC_D, 0x6, 4},
      {true, PC_F, 1, true, PC_C, 0x5, 3, true, PC_D, 0xE, 4},
      {true, PC_D, 4, true, PC_C, 0x1, 5, false, 0, 0, 0}, /* C conflict: OCC=CNF, new IDX */
      {true, PC_C, 3, false, 0, 0, 0, false, 0, 0, 0},
      {true, PC_C, 5, false, 0, 0, 0, false, 0, 0, 0},
  };
  st_t s;
  in_t in;
  dwf_pc_warp_lut_reset(&s);
  for (unsigned c = 0; c < 7u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    ck_assert_uint_eq(in.inv, want[c].inv);
    if (in.inv) {
      ck_assert_uint_eq(in.inv_pc, want[c].inv_pc);
      ck_assert_uint_eq(in.inv_idx, want[c].inv_idx);
    }
    ck_assert_uint_eq(in.p0_we, want[c].we0);
    ck_assert_uint_eq(in.p1_we, want[c].we1);
    if (in.p0_we) {
      ck_assert_uint_eq(in.p0_pc, want[c].pc0);
      ck_assert_uint_eq(in.p0_wocc, want[c].occ0);
      ck_assert_uint_eq(in.p0_widx, want[c].idx0);
    }
    if (in.p1_we) {
      ck_assert_uint_eq(in.p1_pc, want[c].pc1);
      ck_assert_uint_eq(in.p1_wocc, want[c].occ1);
      ck_assert_uint_eq(in.p1_widx, want[c].idx1);
    }
  }
}
END_TEST

/* DWF-2 (SPEC 1.12), PC-warp LUT part, directly: set 0 holds PCs 2 and 4 (toy; generally
 * S, 2S, ..., W*S), presenting PC 6 (W+1)*S evicts way RR[0] = 0 and RR[0] becomes 1. */
START_TEST(test_dwf2_direct) {
  st_t s;
  out_t o;
  dwf_pc_warp_lut_reset(&s);
  fill_set(&s, 0);
#if TOY_LUT
  ck_assert_uint_eq(s.pc[ent(0, 0)], 2u);
  ck_assert_uint_eq(s.pc[ent(0, 1)], 4u);
#endif
  for (unsigned w = 0; w < W; w++) {
    ck_assert_uint_eq(s.v[ent(0, w)], 1u);
  }
  in_t in = idle();
  set_p0(&in, pcs(W + 1u, 0), true, 0x1u, 0x3u);
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 0u, 0u, 0u); /* victim = way RR[0] = 0 */
  ck_assert_uint_eq(s.rr[0], 1u);
  check_entry(&s, 0, 0, true, pcs(W + 1u, 0), 0x1u, 0x3u);
#if TOY_LUT
  ck_assert_uint_eq(s.pc[ent(0, 0)], 6u);
  ck_assert_uint_eq(s.pc[ent(0, 1)], 4u);
#endif
}
END_TEST

/* The dwf2_evict scenario, cycle by cycle (plan in tb/stim/dwf_pc_warp_lut_scen.c). */
START_TEST(test_dwf2_evict) {
  const wt_scenario_t *sc = scen("dwf2_evict");
  const unsigned h = W / 2u;
  ck_assert_uint_eq(sc->cycles, 2u * W + 5u);
  st_t s;
  out_t o;
  in_t in;
  unsigned c = 0;
  dwf_pc_warp_lut_reset(&s);
  /* Fill set 0. */
  for (; c < h; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    CHECK_P0(o, false, 2u * c, 0u, 0u);
    CHECK_P1(o, false, 2u * c + 1u, 0u, 0u);
  }
  for (unsigned w = 0; w < W; w++) {
    check_entry(&s, 0, w, true, pcs(w + 1u, 0), occ_k(w + 1u), idx_k(w + 1u));
  }
  ck_assert_uint_eq(s.rr[0], 0u);
  /* The DWF-2 step: P(W+1) evicts way 0, RR[0] <- 1; port 1 (no write) sees RR = 1. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 0u, 0u, 0u);
  CHECK_P1(o, false, 1u % W, 0u, 0u);
  ck_assert_uint_eq(s.rr[0], 1u);
  check_entry(&s, 0, 0, true, pcs(W + 1u, 0), occ_k(W + 1u), idx_k(W + 1u));
#if TOY_LUT
  ck_assert_uint_eq(s.pc[ent(0, 0)], 6u); /* PC 2 evicted */
  ck_assert_uint_eq(s.pc[ent(0, 1)], 4u);
#endif
  /* 2W more evictions, two per cycle: eviction j writes P(W+1+j) into way j mod W. */
  for (unsigned i = 0; i < W; i++, c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    unsigned j0 = 1u + 2u * i, j1 = 2u + 2u * i;
    CHECK_P0(o, false, j0 % W, 0u, 0u);
    CHECK_P1(o, false, j1 % W, 0u, 0u);
    check_entry(&s, 0, j0 % W, true, pcs(W + 1u + j0, 0), occ_k(W + 1u + j0), idx_k(W + 1u + j0));
    check_entry(&s, 0, j1 % W, true, pcs(W + 1u + j1, 0), occ_k(W + 1u + j1), idx_k(W + 1u + j1));
    ck_assert_uint_eq(s.rr[0], (j1 + 1u) % W);
  }
  ck_assert_uint_eq(s.rr[0], 1u); /* 2W+1 evictions: wrapped twice */
  /* Hit: no RR change. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  CHECK_P0(o, true, 0u, occ_k(3u * W + 1u), idx_k(3u * W + 1u));
  CHECK_P1(o, true, 1u, occ_k(2u * W + 2u), idx_k(2u * W + 2u));
  check_entry(&s, 0, 0, true, pcs(3u * W + 1u, 0), occ_k(3u * W + 1u) | 0x2u, idx_k(3u * W + 1u));
  ck_assert_uint_eq(s.rr[0], 1u);
  /* Invalidate way 0, allocate into it: no eviction. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.inv_hit, 1u);
  CHECK_P0(o, false, 0u, 0u, 0u);
  check_entry(&s, 0, 0, true, pcs(3u * W + 2u, 0), occ_k(3u * W + 2u), idx_k(3u * W + 2u));
  ck_assert_uint_eq(s.rr[0], 1u);
  /* Invalidate way W-1, allocate into it. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.inv_hit, 1u);
  CHECK_P0(o, false, W - 1u, 0u, 0u);
  check_entry(&s, 0, W - 1u, true, pcs(3u * W + 3u, 0), occ_k(3u * W + 3u), idx_k(3u * W + 3u));
  ck_assert_uint_eq(s.rr[0], 1u);
  /* Set 1: fill, then one eviction. */
  for (unsigned f = 0; f < h; f++, c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
  }
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 0u, 0u, 0u);
  ck_assert_uint_eq(c, sc->cycles);
  const unsigned s1 = 1u % S;
  check_entry(&s, s1, 0, true, pcs(W + 1u, s1), occ_k(W + 1u), idx_k(W + 1u));
  for (unsigned w = 1; w < W; w++) {
    check_entry(&s, s1, w, true, pcs(w + 1u, s1), occ_k(w + 1u), idx_k(w + 1u));
  }
  ck_assert_uint_eq(s.rr[s1], 1u);
  ck_assert_uint_eq(s.rr[0], 1u);
  for (unsigned w = 1; w + 1u < W; w++) {
    check_entry(&s, 0, w, true, pcs(2u * W + 1u + w, 0), occ_k(2u * W + 1u + w), idx_k(2u * W + 1u + w));
  }
#if TOY_LUT
  /* Toy end state: set 0 = {16, 18}, set 1 = {7, 5}, RR = {1, 1}. */
  ck_assert_uint_eq(s.pc[0], 16u);
  ck_assert_uint_eq(s.pc[1], 18u);
  ck_assert_uint_eq(s.pc[2], 7u);
  ck_assert_uint_eq(s.pc[3], 5u);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen: every directed scenario, and the expectations of fill_all
////////////////////////////////////////////////////////////////////////////////

/* The generic checks of every block's scenario list are in tb/unit/test_wt_stim.c. */
WT_SCEN_LIST_TEST(dwf_pc_warp_lut, "dwf1_lut", "dwf2_evict", "fill_all")

/* fill_all, cycle by cycle (plan in tb/stim/dwf_pc_warp_lut_scen.c). Entry e = (set, way) holds
 * PC (way+1)*S + set, OCC occ_k(e), IDX idx_k(e). */
static uint32_t fa_pc(unsigned e) { return pcs(e % W + 1u, e / W); }

START_TEST(test_fill_all) {
  const wt_scenario_t *sc = scen("fill_all");
  const uint32_t X = pcs(W + 1u, 1u % S);
  ck_assert_uint_eq(sc->cycles, E / 2u + 2u + 2u * E + 2u);
  st_t s, prev;
  out_t o;
  in_t in;
  unsigned c = 0;
  dwf_pc_warp_lut_reset(&s);
  for (; c < E / 2u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    CHECK_P0(o, false, (2u * c) % W, 0u, 0u);
    CHECK_P1(o, false, (2u * c + 1u) % W, 0u, 0u);
  }
  for (unsigned e = 0; e < E; e++) {
    check_entry(&s, e / W, e % W, true, fa_pc(e), occ_k(e), idx_k(e));
  }
  for (unsigned k = 0; k < S; k++) {
    ck_assert_uint_eq(s.rr[k], 0u); /* no eviction while filling */
  }
  /* Same PC on both ports, hit: port 1 sees port 0's OCC. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  CHECK_P0(o, true, 0u, occ_k(0), idx_k(0));
  CHECK_P1(o, true, 0u, WT_MASK32(WT_NL), idx_k(0));
  check_entry(&s, 0, 0, true, fa_pc(0), 0x2u, idx_k(0));
  /* Same new PC on both ports in full set 1: port 0 evicts way 0, port 1 hits it. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  CHECK_P0(o, false, 0u, 0u, 0u);
  CHECK_P1(o, true, 0u, 0x1u, idx_k(E));
  check_entry(&s, 1u % S, 0, true, X, 0x3u, idx_k(E));
  ck_assert_uint_eq(s.rr[1u % S], 1u);
  /* Invalidation, two cycles per entry. */
  for (unsigned e = 0; e < E; e++) {
    uint32_t pc = e == W ? X : fa_pc(e);
    uint32_t occ = e == 0u ? 0x2u : e == W ? 0x3u : occ_k(e);
    uint32_t idx = e == W ? idx_k(E) : idx_k(e);
    prev = s;
    ck_assert(!scen_in(sc, c++, &s, &in));
    cycle(&s, &in, &o);
    ck_assert_uint_eq(o.inv_hit, 0u); /* wrong IDX (even e) or absent PC (odd e) */
    ck_assert(same_state(&s, &prev));
    CHECK_P0(o, true, e % W, occ, idx);
    CHECK_P1(o, true, e % W, occ, idx);
    ck_assert(!scen_in(sc, c++, &s, &in));
    cycle(&s, &in, &o);
    ck_assert_uint_eq(o.inv_hit, 1u);
    CHECK_P0(o, false, 0u, 0u, 0u); /* ways 0..e%W of the set are now invalid */
    CHECK_P1(o, false, 0u, 0u, 0u);
    check_entry(&s, e / W, e % W, false, pc, occ, idx); /* stale fields kept */
  }
  for (unsigned e = 0; e < E; e++) {
    ck_assert_uint_eq(s.v[e], 0u);
  }
  ck_assert_uint_eq(s.rr[1u % S], 1u); /* invalidation does not touch RR */
  /* Reset, then two allocations. */
  ck_assert(scen_in(sc, c++, &s, &in));
  dwf_pc_warp_lut_reset(&s);
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(c, sc->cycles);
  CHECK_P0(o, false, 0u, 0u, 0u);
  CHECK_P1(o, false, 1u, 0u, 0u);
  check_entry(&s, 0, 0, true, fa_pc(0), occ_k(0), idx_k(0));
  check_entry(&s, 0, 1, true, fa_pc(1), occ_k(1), idx_k(1));
  for (unsigned e = 2; e < E; e++) {
    ck_assert(entry_zero(&s, e));
  }
  for (unsigned k = 0; k < S; k++) {
    ck_assert_uint_eq(s.rr[k], 0u);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// random
////////////////////////////////////////////////////////////////////////////////

/* test_scen_run: every scenario (loop index): inputs in width and deterministic; after every cycle,
 * widths, invariants and agreement with the SPEC 1.3 reference.
 * test_random: constrained-random run with the block's stimulus (loop index = master seed): after
 * every cycle, no bits above any field's width, the invariants, and agreement with the SPEC 1.3
 * reference. The run must reach hits, evictions and invalidations. */
static void reached(const run_ctx_t *k) {
  WT_CHECK_REACHED(WT_REACH(k->hits, 0u), WT_REACH(k->invs, 0u), WT_REACH(k->evicts, 0u));
}

WT_RUN_TESTS(run_of, 20000u, reached)

////////////////////////////////////////////////////////////////////////////////
// tables: the LUT's field tables, packing and digests (moved from test_wt_block.c, which now
// tests the generic packing on a synthetic block)
////////////////////////////////////////////////////////////////////////////////

#define TOY_CFG (WT_NL == 4 && WT_PCW == 24 && WT_POOL == 8 && WT_PWL_SETS == 2 && WT_PWL_WAYS == 2)
#define BASE_CFG (WT_NL == 32 && WT_PCW == 24 && WT_POOL == 128 && WT_PWL_SETS == 16 && WT_PWL_WAYS == 4)

/* What each table must say, from the block header. */
static const wt_want_field_t lut_in_want[] = {
    WT_WANT(in_t, inv, 1, 1),           WT_WANT(in_t, inv_pc, WT_PCW, 1),
    WT_WANT(in_t, inv_idx, WT_IDXW, 1), WT_WANT(in_t, p0_pc, WT_PCW, 1),
    WT_WANT(in_t, p0_we, 1, 1),         WT_WANT(in_t, p0_wocc, WT_NL, 1),
    WT_WANT(in_t, p0_widx, WT_IDXW, 1), WT_WANT(in_t, p1_pc, WT_PCW, 1),
    WT_WANT(in_t, p1_we, 1, 1),         WT_WANT(in_t, p1_wocc, WT_NL, 1),
    WT_WANT(in_t, p1_widx, WT_IDXW, 1),
};
static const wt_want_field_t lut_out_want[] = {
    WT_WANT(out_t, inv_hit, 1, 1),          WT_WANT(out_t, p0_hit, 1, 1),
    WT_WANT(out_t, p0_way, WT_PWL_WAYW, 1), WT_WANT(out_t, p0_occ, WT_NL, 1),
    WT_WANT(out_t, p0_idx, WT_IDXW, 1),     WT_WANT(out_t, p1_hit, 1, 1),
    WT_WANT(out_t, p1_way, WT_PWL_WAYW, 1), WT_WANT(out_t, p1_occ, WT_NL, 1),
    WT_WANT(out_t, p1_idx, WT_IDXW, 1),
};
static const wt_want_field_t lut_state_want[] = {
    WT_WANT(st_t, v, 1, WT_PWL_ENTRIES),         WT_WANT(st_t, pc, WT_PCW, WT_PWL_ENTRIES),
    WT_WANT(st_t, occ, WT_NL, WT_PWL_ENTRIES),   WT_WANT(st_t, idx, WT_IDXW, WT_PWL_ENTRIES),
    WT_WANT(st_t, rr, WT_PWL_WAYW, WT_PWL_SETS),
};

/* State offsets against literal positions (SPEC 1.3 MODEL layout). */
START_TEST(test_state_offsets_literal) {
  wt_fields_t l = dwf_pc_warp_lut_block.state;
#if TOY_CFG
  /* v 4, pc 4 x 24 = 96 at 4, occ 4 x 4 at 100, idx 4 x 3 at 116, rr 2 x 1 at 128 -> 130. */
  ck_assert_uint_eq(wt_field_offset(l, 1), 4u);
  ck_assert_uint_eq(wt_field_offset(l, 2), 100u);
  ck_assert_uint_eq(wt_field_offset(l, 3), 116u);
  ck_assert_uint_eq(wt_field_offset(l, 4), 128u);
#elif BASE_CFG
  /* v 64, pc 64 x 24 = 1536 at 64, occ 64 x 32 = 2048 at 1600, idx 64 x 7 = 448 at 3648,
   * rr 16 x 2 at 4096 -> 4128. */
  ck_assert_uint_eq(wt_field_offset(l, 1), 64u);
  ck_assert_uint_eq(wt_field_offset(l, 2), 1600u);
  ck_assert_uint_eq(wt_field_offset(l, 3), 3648u);
  ck_assert_uint_eq(wt_field_offset(l, 4), 4096u);
#endif
  ck_assert_uint_eq(wt_field_offset(l, 0), 0u);
}
END_TEST

/* MODEL bits (SPEC 0.5, 1.3) and the paper figures of the descriptor. */
START_TEST(test_model_bits) {
  unsigned long l = wt_fields_bits(dwf_pc_warp_lut_block.state);
  ck_assert_uint_eq(l, (unsigned long)WT_PWL_ENTRIES * (1u + WT_PCW + WT_NL + WT_IDXW) +
                           (unsigned long)WT_PWL_SETS * WT_PWL_WAYW);
#if BASE_CFG
  /* SPEC 0.5 table: PC-warp LUT MODEL 4128; PAPER 4032. */
  ck_assert_uint_eq(l, 4128u);
#elif TOY_CFG
  /* Toy: 4 x (1 + 24 + 4 + 3) + 2 x 1 = 130. No paper figure for a non-baseline geometry;
   * PAPER-FIELDS 4 x (24 + 4 + 3) = 124. */
  ck_assert_uint_eq(l, 130u);
#endif
  ck_assert_str_eq(dwf_pc_warp_lut_block.name, "dwf_pc_warp_lut");
  ck_assert_uint_eq(dwf_pc_warp_lut_block.state_size, sizeof(st_t));
  ck_assert_uint_eq(dwf_pc_warp_lut_block.out_size, sizeof(out_t));
}
END_TEST

#define MAXW 160 /* words: enough for the baseline LUT state (129 words) */

/* Reference packing of the LUT state, straight from the struct members. */
static void ref_pack_lut(const st_t *s, uint32_t *w) {
  unsigned long pos = 0;
  memset(w, 0, MAXW * sizeof *w);
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    wt_ref_put(w, &pos, s->v[e], 1);
  }
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    wt_ref_put(w, &pos, s->pc[e], WT_PCW);
  }
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    wt_ref_put(w, &pos, s->occ[e], WT_NL);
  }
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    wt_ref_put(w, &pos, s->idx[e], WT_IDXW);
  }
  for (unsigned k = 0; k < WT_PWL_SETS; k++) {
    wt_ref_put(w, &pos, s->rr[k], WT_PWL_WAYW);
  }
}

/* LUT state: pack equals the reference layout, the unused top bits are zero, and unpack
 * restores every member. Loop index = seed. */
START_TEST(test_pack_lut_state) {
  st_t s, u;
  wt_fill_seeded(dwf_pc_warp_lut_block.state, &s, sizeof s, (uint64_t)_i, "pack_lut_state");
  uint32_t want[MAXW];
  ck_assert_uint_lt(WT_WORDS(wt_fields_bits(dwf_pc_warp_lut_block.state)), MAXW);
  ref_pack_lut(&s, want);
  wt_check_packs_to(dwf_pc_warp_lut_block.state, &s, want);
  memset(&u, 0, sizeof u);
  wt_unpack(dwf_pc_warp_lut_block.state, want, &u);
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    EQ(u.v[e], s.v[e]);
    EQ(u.pc[e], s.pc[e]);
    EQ(u.occ[e], s.occ[e]);
    EQ(u.idx[e], s.idx[e]);
  }
  for (unsigned k = 0; k < WT_PWL_SETS; k++) {
    EQ(u.rr[k], s.rr[k]);
  }
}
END_TEST

/* wt_field_read / wt_field_write against the members they name. */
START_TEST(test_field_access_members) {
  st_t s;
  memset(&s, 0, sizeof s);
  const wt_field_t *f = dwf_pc_warp_lut_block.state.f;
  wt_field_write(&s, &f[0], WT_PWL_ENTRIES - 1u, 1u);
  wt_field_write(&s, &f[1], 1, 0xabcdefu & WT_MASK32(WT_PCW));
  wt_field_write(&s, &f[2], WT_PWL_ENTRIES - 1u, 0x5u);
  wt_field_write(&s, &f[3], 0, 0x3u);
  wt_field_write(&s, &f[4], WT_PWL_SETS - 1u, 1u);
  ck_assert_uint_eq(s.v[WT_PWL_ENTRIES - 1u], 1u);
  ck_assert_uint_eq(s.v[0], 0u);
  ck_assert_uint_eq(s.pc[1], 0xabcdefu & WT_MASK32(WT_PCW));
  ck_assert_uint_eq(s.pc[0], 0u);
  ck_assert_uint_eq(s.occ[WT_PWL_ENTRIES - 1u], 0x5u);
  ck_assert_uint_eq(s.idx[0], 0x3u);
  ck_assert_uint_eq(s.rr[WT_PWL_SETS - 1u], 1u);
  ck_assert_uint_eq(s.rr[0], 0u);
  s.idx[1] = 0x2u;
  s.v[2] = true;
  ck_assert_uint_eq(wt_field_read(&s, &f[3], 1), 0x2u);
  ck_assert_uint_eq(wt_field_read(&s, &f[0], 2), 1u);
}
END_TEST

/* Digest of the reset state (SPEC 1.3: all zero), packed and hashed (FNV-1a-64 over the words)
 * by a Python script. */
START_TEST(test_digest_states) {
  uint32_t w[MAXW];
  st_t l;
  dwf_pc_warp_lut_reset(&l);
  unsigned nl = WT_WORDS(wt_fields_bits(dwf_pc_warp_lut_block.state));
  ck_assert(wt_pack(dwf_pc_warp_lut_block.state, &l, w));
#if TOY_CFG
  ck_assert_uint_eq(nl, 5u);
  ck_assert_uint_eq(wt_digest(w, nl), UINT64_C(0xe4bc4fd9252be94f));
#elif BASE_CFG
  ck_assert_uint_eq(nl, 129u);
  ck_assert_uint_eq(wt_digest(w, nl), UINT64_C(0x0227ee4e5846f5df));
#else
  (void)nl;
#endif
}
END_TEST

WT_TABLE_WANT_TEST(dwf_pc_warp_lut_block, lut_in_want, lut_out_want, lut_state_want)

WT_UNIT_SUITE("dwf_pc_warp_lut") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),
    WT_TEST(test_reset_lookup),

    WT_TCASE("core", 0),
    WT_LOOP(test_alloc_miss, 0, S),
    WT_TEST(test_hit_update),
    WT_TEST(test_lookup_only),
    WT_TEST(test_port1_sees_port0_same_pc),
    WT_TEST(test_port1_sees_port0_next_way),
    WT_TEST(test_full_tag),
    WT_TEST(test_inval_match),
    WT_TEST(test_inval_then_port),
    WT_TEST(test_comb_pure),

    WT_TCASE("corner", 0),
    WT_LOOP(test_lowest_invalid_way, 0, W),
    WT_TEST(test_rr_evict_wrap),
    WT_TEST(test_rr_only_on_evict),
    WT_TEST(test_both_ports_evict),
    WT_TEST(test_same_pc_evict),
    WT_LOOP(test_inval_no_effect, 0, 3),
    WT_TEST(test_miss_outputs_zero),
    WT_LOOP(test_evict_other_sets, 0, S),

    WT_TCASE("spec", 0),
    WT_TEST(test_dwf1),
    WT_TEST(test_dwf1_inputs),
    WT_TEST(test_dwf2_direct),
    WT_TEST(test_dwf2_evict),

    WT_SCEN_CASES(&dwf_pc_warp_lut_stim),
    WT_TEST(test_fill_all),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_WANT_CASES(dwf_pc_warp_lut_block),
    WT_TEST(test_state_offsets_literal),
    WT_TEST(test_model_bits),
    WT_LOOP(test_pack_lut_state, 0, 8),
    WT_TEST(test_field_access_members),
    WT_TEST(test_digest_states),
    WT_END,
};
