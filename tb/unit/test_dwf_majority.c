/* tb/unit/test_dwf_majority.c: Check suite for the Majority scheduler C model
 * (rtl_c/dwf_majority.h; SPEC 1.6 with the [RES] on budgeted timing, DWF-1..DWF-4 of SPEC 1.12).
 *
 * Expected values come from the SPEC text or are worked out by hand in the comments. The DWF
 * tests use the PCs of tb/stim/dwf_majority_scen.c (pc_ks(k, set) = k * MHL_SETS + set): the
 * spec's literal PCs in the toy configuration and the same set collisions elsewhere, so most
 * per-cycle expectations hold in both configurations (MHeap LUT slots are written as
 * set * WAYS + way); the literal values are checked where the configuration is the toy one.
 * Heaps for the directed swap-engine tests are built by hand (put()), with the MHeap LUT filled to
 * match, and every test checks the block's invariants (dwf_majority_check) after every step.
 */
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "dwf_majority.h"
#include "wt_unit.h"

#define S WT_MHL_SETS
#define W WT_MHL_WAYS
#define H WT_HEAP
#define NSLOT WT_MHL_ENTRIES
/* DWF-1..DWF-3 are written for the toy configuration (SPEC 1.12) under Majority (POLICY DMaj). */
#define TOY \
  (WT_NL == 4 && WT_POOL == 8 && WT_HEAP == 4 && WT_MHL_SETS == 2 && WT_MHL_WAYS == 2 && \
   WT_POLICY == WT_POL_DMAJ)
/* The hand-built tests use pool indices up to 7, heaps of up to 4 groups in two sets, and up to
 * 4 threads per INSERT; the test configurations with a 2-entry pool or a 1-entry heap (dwf3_*)
 * skip them and run the scenario, random and reference tests only. */
#define HAND (WT_POOL >= 8 && WT_HEAP >= 4 && WT_NL >= 4 && WT_POLICY == WT_POL_DMAJ)
#define NEED_HAND() \
  do { \
    if (!HAND) { \
      return; \
    } \
  } while (0)
/* The baseline geometry (SPEC 1.0), for DWF-4 and the literal bit counts. */
#define BASE \
  (WT_HEAP == 64 && WT_MHL_SETS == 16 && WT_MHL_WAYS == 8 && WT_NL == 32 && WT_POOL == 128 && \
   WT_THREADS == 768 && WT_PCW == 24 && WT_POLICY == WT_POL_DMAJ)

WT_UNIT_BLOCK(dwf_majority)

/* {V, idx} encodings (SPEC 0.2). */
static uint32_t wp(uint32_t idx) { return (UINT32_C(1) << WT_IDXW) | idx; }
static uint32_t mh(uint32_t i) { return (UINT32_C(1) << WT_HEAPW) | i; }
static uint32_t ln(uint32_t slot) { return (UINT32_C(1) << (WT_LUTNW - 1u)) | slot; }
static uint32_t slot_of(uint32_t set, uint32_t way) { return set * W + way; }
static uint32_t pc_ks(uint32_t k, uint32_t set) { return wt_trunc32(k * S + set, WT_PCW); }

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

static void inv(const st_t *s) {
  char msg[256];
  if (!dwf_majority_check(s, msg, sizeof msg)) {
    ck_abort_msg("invariant: %s", msg);
  }
}

/* Packed state, for comparisons that ignore struct padding. */
static bool same_state(const st_t *a, const st_t *b) {
  return wt_same_packed(dwf_majority_block.state, a, b);
}

static bool same_out(const out_t *a, const out_t *b) {
  return a->busy == b->busy && a->iss_v == b->iss_v && a->iss_idx == b->iss_idx && a->iss_pc == b->iss_pc &&
         a->ins0_ok == b->ins0_ok && a->lk0 == b->lk0 && a->lk0_idx == b->lk0_idx &&
         a->ins1_ok == b->ins1_ok && a->lk1 == b->lk1 && a->lk1_idx == b->lk1_idx;
}

/* One clock with a given budget (comb then clock). */
static void cycle_b(st_t *s, const in_t *in, out_t *out, unsigned budget) {
  st_t next;
  dwf_majority_comb_budget(s, in, out, &next, budget);
  dwf_majority_clock(s, &next);
}
static void set_ins0(in_t *in, uint32_t pc, uint32_t nthd, uint32_t wid) {
  in->ins0 = true;
  in->ins0_pc = pc;
  in->ins0_nthd = nthd;
  in->ins0_wid = wid;
}
static void set_ins1(in_t *in, uint32_t pc, uint32_t nthd, uint32_t wid) {
  in->ins1 = true;
  in->ins1_pc = pc;
  in->ins1_nthd = nthd;
  in->ins1_wid = wid;
}

/* Writes heap entry i = {pc, cnt, WPH = WPT = {1, wid}} and gives it the lowest invalid way of
 * its MHeap LUT set (as INSERT would); HS becomes at least i + 1. */
static void put(st_t *s, uint32_t i, uint32_t pc, uint32_t cnt, uint32_t wid) {
  const uint32_t set = pc % S;
  uint32_t way = 0;
  while (way < W && (s->mhl_mh[slot_of(set, way)] >> WT_HEAPW) != 0u) {
    way++;
  }
  ck_assert_uint_lt(way, W);
  const uint32_t e = slot_of(set, way);
  s->h_pc[i] = pc;
  s->h_cnt[i] = cnt;
  s->h_wph[i] = wp(wid);
  s->h_wpt[i] = wp(wid);
  s->h_lutn[i] = ln(e);
  s->mhl_pc[e] = pc;
  s->mhl_mh[e] = mh(i);
  if (s->hs < i + 1u) {
    s->hs = i + 1u;
  }
}

/* Gives ME `cnt` threads of PC `pc` in a list of pool indices wid, wid+1, ..., wid+5 (mod POOL);
 * me_reply() answers the issue of its head with one thread and NEXT = head + 1. */
static void put_me(st_t *s, uint32_t pc, uint32_t cnt, uint32_t wid) {
  s->me_v = true;
  s->me_pc = pc;
  s->me_cnt = cnt;
  s->me_wph = wp(wid % WT_POOL);
  s->me_wpt = wp((wid + 5u) % WT_POOL);
}
static void me_reply(const st_t *s, in_t *in) {
  in->iss_next = wp(((s->me_wph & WT_MASK32(WT_IDXW)) + 1u) % WT_POOL);
  in->iss_nthd = 1u;
}

/* Heap entry i holds the group of PC `pc` with `cnt` threads and its back-pointer is right. */
static void check_at(const st_t *s, uint32_t i, uint32_t pc, uint32_t cnt) {
  EQ(s->h_pc[i], pc);
  EQ(s->h_cnt[i], cnt);
  OK((s->h_lutn[i] >> (WT_LUTNW - 1u)) != 0u);
  EQ(s->mhl_mh[s->h_lutn[i] & WT_MASK32(WT_LUTNW - 1u)], mh(i));
}

/* A full heap entry. */
static void check_h(const st_t *s, uint32_t i, uint32_t pc, uint32_t cnt, uint32_t wph, uint32_t wpt,
                    uint32_t lutn) {
  EQ(s->h_pc[i], pc);
  EQ(s->h_cnt[i], cnt);
  EQ(s->h_wph[i], wph);
  EQ(s->h_wpt[i], wpt);
  EQ(s->h_lutn[i], lutn);
}

static void check_me(const st_t *s, bool v, uint32_t pc, uint32_t cnt, uint32_t wph, uint32_t wpt) {
  EQ(s->me_v, v);
  EQ(s->me_pc, pc);
  EQ(s->me_cnt, cnt);
  EQ(s->me_wph, wph);
  EQ(s->me_wpt, wpt);
}

/* Depth of heap slot i, floor(log2(i + 1)). */
static unsigned depth(unsigned i) {
  unsigned d = 0;
  while (((i + 1u) >> (d + 1u)) != 0u) {
    d++;
  }
  return d;
}

////////////////////////////////////////////////////////////////////////////////
// reset and storage
////////////////////////////////////////////////////////////////////////////////

/* SPEC 7.4 / 1.6: everything 0 (every valid bit 0 = INVALID, HS 0, no pending op). */
START_TEST(test_reset_values) {
  st_t s;
  memset(&s, 0xa5, sizeof s); /* reset must write every field */
  dwf_majority_reset(&s);
  st_t z;
  memset(&z, 0, sizeof z);
  ck_assert(same_state(&s, &z));
  ck_assert_uint_eq(s.me_v, 0u);
  ck_assert_uint_eq(s.hs, 0u);
  ck_assert_uint_eq(s.op_v, 0u);
  for (unsigned e = 0; e < NSLOT; e++) {
    ck_assert_uint_eq(s.mhl_mh[e], 0u);
  }
  inv(&s);
}
END_TEST

/* MODEL bits (SPEC 1.6 table, 0.5): ME 51 + Max-Heap 3712 + HS 7 + MHeap LUT 3968 + swap engine
 * 8 = 7746 for the baseline. Toy: ME 24+5+4+4+1 = 38, heap 4 x (24+5+4+4+3) = 160, HS 3, MHL
 * 4 x (24+3) = 108, engine 1+1+2 = 4: 313. Paper figures from D3 Tab 7.1 (SPEC 8 X2). */
START_TEST(test_storage) {
  const unsigned long bits = wt_fields_bits(dwf_majority_block.state);
  const unsigned long want = (WT_PCW + WT_CNTW + 2u * WT_WPW + 1u) +
                             (unsigned long)H * (WT_PCW + WT_CNTW + 2u * WT_WPW + WT_LUTNW) + WT_HSW +
                             (unsigned long)NSLOT * (WT_PCW + WT_MHW) + 2u + WT_HEAPW;
  ck_assert_uint_eq(bits, want);
#if BASE
  ck_assert_uint_eq(bits, 7746u);
  ck_assert_uint_eq(dwf_majority_block.nparts, 4u);
#elif TOY
  ck_assert_uint_eq(bits, 313u);
#endif
  /* The parts cover every state field exactly once, and their MODEL bits add up. */
  const wt_fields_t t = dwf_majority_block.state;
  unsigned seen = 0;
  unsigned long sum = 0;
  for (unsigned p = 0; p < dwf_majority_block.nparts; p++) {
    for (const char *const *f = dwf_majority_block.parts[p].fields; *f; f++) {
      unsigned k = 0;
      while (k < t.n && strcmp(t.f[k].name, *f) != 0) {
        k++;
      }
      ck_assert_uint_lt(k, t.n);
      seen++;
      sum += (unsigned long)t.f[k].width * t.f[k].count;
    }
  }
  ck_assert_uint_eq(seen, t.n);
  ck_assert_uint_eq(sum, bits);
#if BASE
  ck_assert_uint_eq(WT_PCW + WT_CNTW + 2u * WT_WPW + 1u, 51u); /* SPEC 1.6 ME row */
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// core: INSERT, LINK, POP, ISSUE
////////////////////////////////////////////////////////////////////////////////

/* INSERT into an empty block: miss, new group at slot HS = 0, way 0 of its set (SPEC 1.6 step 2
 * "miss"); nothing is issued (ME.CNT = 0, HS = 0 in phase 1). */
START_TEST(test_insert_new) {
  NEED_HAND();
  st_t s;
  out_t o;
  dwf_majority_reset(&s);
  const uint32_t pc = pc_ks(3u, 1u % S);
  in_t in = idle();
  set_ins0(&in, pc, 2u, 5u);
  cycle(&s, &in, &o);
  ck_assert(!o.busy && !o.iss_v && o.ins0_ok && !o.lk0);
  ck_assert_uint_eq(o.iss_idx, 0u);
  ck_assert_uint_eq(o.iss_pc, 0u);
  ck_assert_uint_eq(s.hs, 1u);
  check_h(&s, 0, pc, 2u, wp(5u), wp(5u), ln(slot_of(1u % S, 0)));
  ck_assert_uint_eq(s.mhl_pc[slot_of(1u % S, 0)], pc);
  ck_assert_uint_eq(s.mhl_mh[slot_of(1u % S, 0)], mh(0));
  check_me(&s, false, 0, 0, 0, 0);
  inv(&s);
}
END_TEST

/* The next step pops it (ME.CNT == 0, HS > 0) and issues its head warp in the same phase; the
 * pool's answer is committed: WPH <- NEXT, CNT -= nthreads, WPT <- INVALID when the issued warp
 * was the tail (SPEC 1.6 ISSUE 3). */
START_TEST(test_pop_issue) {
  NEED_HAND();
  st_t s;
  out_t o;
  dwf_majority_reset(&s);
  const uint32_t pc = pc_ks(2u, 0u);
  in_t in = idle();
  set_ins0(&in, pc, 2u, 5u);
  set_ins1(&in, pc, 3u, 6u); /* port 1 hits the group port 0 made: LINK appends warp 6 */
  cycle(&s, &in, &o);
  ck_assert(o.ins1_ok && o.lk1);
  ck_assert_uint_eq(o.lk1_idx, 5u);
  check_h(&s, 0, pc, 5u, wp(5u), wp(6u), ln(slot_of(0, 0)));
  in = idle();
  in.iss_next = wp(6u);
  in.iss_nthd = 2u;
  cycle(&s, &in, &o);
  ck_assert(o.iss_v && !o.busy);
  ck_assert_uint_eq(o.iss_idx, 5u);
  ck_assert_uint_eq(o.iss_pc, pc);
  check_me(&s, true, pc, 3u, wp(6u), wp(6u));
  ck_assert_uint_eq(s.hs, 0u);
  ck_assert_uint_eq(s.mhl_mh[slot_of(0, 0)], 0u);            /* POP invalidated the group's way */
  ck_assert_uint_eq(s.mhl_pc[slot_of(0, 0)], pc);            /* only MH# changes (SPEC 0.3) */
  check_h(&s, 0, pc, 5u, wp(5u), wp(6u), ln(slot_of(0, 0))); /* stale slot keeps its contents */
  inv(&s);
  /* Last warp: WPH <- INVALID from the pool, WPT invalidated, CNT 0; PC and MEV stay. */
  in.iss_next = 0u;
  in.iss_nthd = 3u;
  cycle(&s, &in, &o);
  ck_assert(o.iss_v);
  ck_assert_uint_eq(o.iss_idx, 6u);
  check_me(&s, true, pc, 0u, 0u, 0u);
  inv(&s);
  /* Nothing left: no issue, and the (junk) pool answer is ignored. */
  in.iss_next = wp(1u);
  in.iss_nthd = 1u;
  cycle(&s, &in, &o);
  ck_assert(!o.iss_v);
  check_me(&s, true, pc, 0u, 0u, 0u);
}
END_TEST

/* INSERT step 1 and LINK (SPEC 1.6): ME hit even with ME.CNT == 0 (WPT invalid -> WPH = WPT =
 * WID); a different WID appends (pool write, WPT <- WID); the tail's WID merges (no change). ME
 * hits proceed while the heap is busy. */
START_TEST(test_me_hit_link) {
  NEED_HAND();
  st_t s;
  out_t o;
  dwf_majority_reset(&s);
  const uint32_t pc = pc_ks(1u, 0u);
  s.me_v = true;
  s.me_pc = pc;
  in_t in = idle();
  set_ins0(&in, pc, 2u, 3u);
  set_ins1(&in, pc, 1u, 3u); /* same WID: merge */
  cycle(&s, &in, &o);
  ck_assert(o.ins0_ok && !o.lk0 && o.ins1_ok && !o.lk1);
  ck_assert(o.iss_v == false); /* CNT was 0 in phase 1 and HS = 0 */
  check_me(&s, true, pc, 3u, wp(3u), wp(3u));
  ck_assert_uint_eq(s.hs, 0u);
  in = idle();
  in.iss_next = 0u;
  in.iss_nthd = 3u; /* warp 3 issues (CNT 3 -> 0) before phase 2 */
  set_ins0(&in, pc, 1u, 4u);
  set_ins1(&in, pc, 2u, 5u);
  cycle(&s, &in, &o);
  ck_assert(o.iss_v);
  ck_assert_uint_eq(o.iss_idx, 3u);
  ck_assert(!o.lk0); /* WPT invalid after the issue: WPH = WPT = 4 */
  ck_assert(o.lk1);  /* 5 != 4: append */
  ck_assert_uint_eq(o.lk1_idx, 4u);
  check_me(&s, true, pc, 3u, wp(4u), wp(5u));
  /* Busy heap: an ME hit still proceeds. */
  s.op_v = true;
  put(&s, 0, pc_ks(5u, 0u), 1u, 7u);
  s.op_up = true;
  s.op_i = 0;
  in = idle();
  set_ins0(&in, pc, 1u, 6u);
  set_ins1(&in, pc_ks(5u, 0u), 1u, 7u); /* heap hit: stalls while busy */
  cycle(&s, &in, &o);
  ck_assert(o.busy && !o.iss_v);
  ck_assert(o.ins0_ok && o.lk0);
  ck_assert_uint_eq(o.lk0_idx, 5u);
  ck_assert(!o.ins1_ok && !o.lk1);
  check_me(&s, true, pc, 4u, wp(4u), wp(6u));
  ck_assert_uint_eq(s.h_cnt[0], 1u);
  ck_assert_uint_eq(s.op_v, 0u); /* the op at the root finished at the end of the step */
}
END_TEST

/* SIFT_UP after an MHL hit (SPEC 1.6, strict '>'): heap [4, 2, 3, 1]; +4 threads on slot 3
 * (CNT 5) swaps 3<->1 (5 > 2), then 1<->0 (5 > 4): [5, 4, 3, 2]; back-pointers follow. */
START_TEST(test_sift_up) {
  NEED_HAND();
  st_t s;
  out_t o;
  dwf_majority_reset(&s);
  if (H < 4u || WT_NL < 4u) {
    return;
  }
  const uint32_t pc[4] = {pc_ks(1, 0), pc_ks(2, 0), pc_ks(1, 1u % S), pc_ks(2, 1u % S)};
  const uint32_t cnt[4] = {4, 2, 3, 1};
  for (uint32_t i = 0; i < 4u; i++) {
    put(&s, i, pc[i], cnt[i], i);
  }
  put_me(&s, pc_ks(9, 0), 4u, 6u); /* ME busy issuing: no POP */
  inv(&s);
  in_t in = idle();
  me_reply(&s, &in);
  set_ins0(&in, pc[3], 4u, 3u); /* merge into its tail warp */
  cycle(&s, &in, &o);
  ck_assert(o.ins0_ok && !o.lk0 && o.iss_v);
  check_at(&s, 0, pc[3], 5u);
  check_at(&s, 1, pc[0], 4u);
  check_at(&s, 2, pc[2], 3u);
  check_at(&s, 3, pc[1], 2u);
  ck_assert_uint_eq(s.op_v, 0u);
  inv(&s);
}
END_TEST

/* POP + SIFT_DOWN (Cormen MAX-HEAPIFY, ties keep the parent then prefer the left child): heap
 * [4, 2, 3, 1]: POP 4, H[0] <- 1, children 2 and 3: 3 wins (right) -> [3, 2, 1]. */
START_TEST(test_pop_sift_down) {
  NEED_HAND();
  st_t s;
  out_t o;
  dwf_majority_reset(&s);
  const uint32_t pc[4] = {pc_ks(1, 0), pc_ks(2, 0), pc_ks(1, 1u % S), pc_ks(2, 1u % S)};
  const uint32_t cnt[4] = {4, 2, 3, 1};
  if (H < 4u || WT_NL < 4u) {
    return;
  }
  for (uint32_t i = 0; i < 4u; i++) {
    put(&s, i, pc[i], cnt[i], i);
  }
  in_t in = idle();
  in.iss_next = 0u;
  in.iss_nthd = 4u;
  cycle(&s, &in, &o);
  ck_assert(o.iss_v);
  ck_assert_uint_eq(o.iss_pc, pc[0]);
  ck_assert_uint_eq(o.iss_idx, 0u);
  ck_assert_uint_eq(s.hs, 3u);
  check_at(&s, 0, pc[2], 3u);
  check_at(&s, 1, pc[1], 2u);
  check_at(&s, 2, pc[3], 1u);
  check_h(&s, 3, pc[3], 1u, wp(3u), wp(3u), s.h_lutn[2]); /* stale copy stays at slot 3 */
  ck_assert_uint_eq(s.mhl_mh[slot_of(0, 0)], 0u);         /* the popped PC's way */
  check_me(&s, true, pc[0], 0u, 0u, 0u);
  inv(&s);
}
END_TEST

/* SIFT_DOWN ties (loop index): children equal -> left; a child equal to the moved entry -> no
 * swap. Heap [4, a, b, 1] after POP: H[0] <- 1, children a, b.
 *   0: a = b = 2 -> swap with the left child: [2(a), 1, 2(b)].
 *   1: a = b = 1 -> no swap (ties keep the parent).
 *   2: a = 1, b = 2 -> right: [2(b), 1(a), 1]. */
START_TEST(test_sift_down_ties) {
  NEED_HAND();
  static const uint32_t ab[3][2] = {{2, 2}, {1, 1}, {1, 2}};
  st_t s;
  out_t o;
  dwf_majority_reset(&s);
  if (H < 4u || WT_NL < 4u) {
    return;
  }
  const uint32_t pc[4] = {pc_ks(1, 0), pc_ks(2, 0), pc_ks(1, 1u % S), pc_ks(2, 1u % S)};
  const uint32_t cnt[4] = {4, ab[_i][0], ab[_i][1], 1};
  for (uint32_t i = 0; i < 4u; i++) {
    put(&s, i, pc[i], cnt[i], i);
  }
  in_t in = idle();
  in.iss_nthd = 4u;
  cycle(&s, &in, &o);
  switch (_i) {
    case 0:
      check_at(&s, 0, pc[1], 2u);
      check_at(&s, 1, pc[3], 1u);
      check_at(&s, 2, pc[2], 2u);
      break;
    case 1:
      check_at(&s, 0, pc[3], 1u);
      check_at(&s, 1, pc[1], 1u);
      check_at(&s, 2, pc[2], 1u);
      break;
    default:
      check_at(&s, 0, pc[2], 2u);
      check_at(&s, 1, pc[1], 1u);
      check_at(&s, 2, pc[3], 1u);
      break;
  }
  inv(&s);
}
END_TEST

/* Port 1 sees port 0 (SPEC 0.3): the same new PC on both ports makes one group (port 1 hits the
 * way port 0 just filled); a PC port 0 just filled the set with stalls on port 1. */
START_TEST(test_port1_sees_port0) {
  NEED_HAND();
  st_t s;
  out_t o;
  dwf_majority_reset(&s);
  const uint32_t pc = pc_ks(4u, 0u);
  in_t in = idle();
  set_ins0(&in, pc, 1u, 1u);
  set_ins1(&in, pc, 2u, 2u);
  cycle(&s, &in, &o);
  ck_assert(o.ins0_ok && o.ins1_ok && o.lk1);
  ck_assert_uint_eq(o.lk1_idx, 1u);
  ck_assert_uint_eq(s.hs, 1u);
  check_h(&s, 0, pc, 3u, wp(1u), wp(2u), ln(slot_of(0, 0)));
  /* Fill set 0 but one way, then the last way goes to port 0 and port 1 stalls. */
  dwf_majority_reset(&s);
  put_me(&s, pc_ks(99u, 1u % S), 30u, 0u);
  for (uint32_t w = 0; w + 1u < W && w + 1u < H; w++) {
    put(&s, w, pc_ks(10u + w, 0u), 10u, w);
  }
  if (W + 1u > H) {
    return;
  }
  st_t before = s;
  in = idle();
  me_reply(&s, &in);
  set_ins0(&in, pc_ks(30u, 0u), 1u, 1u);
  set_ins1(&in, pc_ks(31u, 0u), 1u, 2u);
  cycle(&s, &in, &o);
  ck_assert(o.ins0_ok && !o.ins1_ok);
  ck_assert_uint_eq(s.hs, before.hs + 1u);
  ck_assert_uint_eq(s.mhl_pc[slot_of(0, W - 1u)], pc_ks(30u, 0u));
  inv(&s);
}
END_TEST

/* `ins<k>_ok` does not depend on ins<k>, nthd or wid (the parent combines it with the allocator
 * check, then drives ins<k>); port 0's outputs do not depend on port 1's inputs. Loop index: the
 * four (ins0, ins1) combinations. */
START_TEST(test_ok_independent) {
  NEED_HAND();
  st_t s;
  dwf_majority_reset(&s);
  put_me(&s, pc_ks(1, 0), 3u, 2u);
  put(&s, 0, pc_ks(2, 0), 5u, 3u);
  put(&s, 1, pc_ks(3, 0), 4u, 4u);
  in_t base = idle();
  base.iss_next = wp(7u);
  base.iss_nthd = 1u;
  base.ins0_pc = pc_ks(3, 0);
  base.ins0_nthd = 1u;
  base.ins0_wid = 5u;
  base.ins1_pc = pc_ks(4, 1u % S);
  base.ins1_nthd = 2u;
  base.ins1_wid = 6u;
  in_t in = base;
  in.ins0 = (_i & 1) != 0;
  in.ins1 = (_i & 2) != 0;
  out_t o0, o;
  st_t n0, n;
  dwf_majority_comb(&s, &base, &o0, &n0);
  dwf_majority_comb(&s, &in, &o, &n);
  ck_assert_uint_eq(o.ins0_ok, o0.ins0_ok);
  ck_assert_uint_eq(o.iss_v, o0.iss_v);
  ck_assert_uint_eq(o.busy, o0.busy);
  if (!in.ins0) {
    ck_assert_uint_eq(o.ins1_ok, o0.ins1_ok);
  }
  /* nthd and wid do not matter to ok either. */
  in.ins0_nthd = 4u;
  in.ins0_wid = 0u;
  dwf_majority_comb(&s, &in, &o0, &n0);
  ck_assert_uint_eq(o0.ins0_ok, o.ins0_ok);
}
END_TEST

/* comb is pure, and stepping in place (next == s) gives the two-buffer result. */
START_TEST(test_comb_pure) {
  NEED_HAND();
  st_t s, copy, n1, n2;
  out_t o1, o2;
  dwf_majority_reset(&s);
  put(&s, 0, pc_ks(2, 0), 5u, 3u);
  put(&s, 1, pc_ks(3, 0), 4u, 4u);
  copy = s;
  in_t in = idle();
  in.iss_next = wp(1u);
  in.iss_nthd = 2u;
  set_ins0(&in, pc_ks(3, 0), 3u, 1u);
  set_ins1(&in, pc_ks(5, 1u % S), 2u, 2u);
  dwf_majority_comb(&s, &in, &o1, &n1);
  dwf_majority_comb(&s, &in, &o2, &n2);
  ck_assert(same_state(&s, &copy));
  ck_assert(same_state(&n1, &n2));
  ck_assert(same_out(&o1, &o2));
  dwf_majority_comb(&s, &in, &o2, &s);
  ck_assert(same_state(&s, &n1));
  ck_assert(same_out(&o1, &o2));
}
END_TEST

/* ME.CNT -= nthd wraps mod 2^CNTW, as the Verilog subtraction (a broken pool answer, not a
 * reachable state: the invariant check must catch it). */
START_TEST(test_cnt_wrap) {
  NEED_HAND();
  st_t s;
  out_t o;
  dwf_majority_reset(&s);
  put_me(&s, pc_ks(1, 0), 1u, 2u);
  in_t in = idle();
  in.iss_next = wp(3u);
  in.iss_nthd = 2u;
  cycle(&s, &in, &o);
  ck_assert_uint_eq(s.me_cnt, WT_MASK32(WT_CNTW));
}
END_TEST

/* Stalls (SPEC 0.3): heap full, or MHeap LUT set full, -> ok = 0 and a request leaves the state
 * unchanged; an MHL hit is accepted in both cases. */
START_TEST(test_stalls) {
  NEED_HAND();
  st_t s, before;
  out_t o;
  /* Heap full: HEAP groups over every set. */
  dwf_majority_reset(&s);
  put_me(&s, pc_ks(99u, 1u % S), 30u, 0u);
  for (uint32_t i = 0; i < H; i++) {
    put(&s, i, pc_ks(2u + i / S, i % S), 1u, i % WT_POOL);
  }
  inv(&s);
  before = s;
  in_t in = idle();
  me_reply(&s, &in);
  set_ins0(&in, pc_ks(50u, 0u), 1u, 7u);
  cycle(&s, &in, &o);
  ck_assert(o.iss_v && !o.ins0_ok);
  s.me_cnt = before.me_cnt; /* undo the issue: nothing else may differ */
  s.me_wph = before.me_wph;
  ck_assert(same_state(&s, &before));
  /* An MHL hit is accepted while the heap is full. */
  in = idle();
  me_reply(&s, &in);
  set_ins0(&in, pc_ks(2u, 0u), 1u, 0u);
  cycle(&s, &in, &o);
  ck_assert(o.ins0_ok);
  inv(&s);
  /* Set 0 full with HS < HEAP. */
  if (W >= H) {
    return;
  }
  dwf_majority_reset(&s);
  put_me(&s, pc_ks(99u, 1u % S), 30u, 0u);
  for (uint32_t w = 0; w < W; w++) {
    put(&s, w, pc_ks(2u + w, 0u), 1u, w);
  }
  before = s;
  in = idle();
  me_reply(&s, &in);
  set_ins0(&in, pc_ks(50u, 0u), 1u, 5u);
  set_ins1(&in, pc_ks(51u, 1u % S), 1u, 6u); /* another set: accepted */
  cycle(&s, &in, &o);
  ck_assert(!o.ins0_ok && o.ins1_ok);
  ck_assert_uint_eq(s.hs, W + 1u);
  inv(&s);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// swap engine: budget, pending ops, busy steps ([RES] revising SPEC 1.6 "Timing modes")
////////////////////////////////////////////////////////////////////////////////

/* Chain heap: slots 0, 1, 3, 7, ... (the left spine) with CNTs n+1, n, n-1, ..., and leaves
 * filled in between with CNT 1; a new entry at the deepest left slot with a CNT above all
 * climbs the spine. Returns the number of swaps that needs (the depth of that slot). */
static unsigned spine(st_t *s, unsigned levels, uint32_t *slot) {
  const uint32_t n = (1u << levels) - 1u; /* slots 0 .. n-1 filled */
  for (uint32_t i = 0; i < n; i++) {
    put(s, i, pc_ks(2u + i / S, i % S), 20u - depth(i), i % WT_POOL);
  }
  *slot = n;
  return depth(n);
}

/* Budget exactly the swaps needed: not pending (the finishing compare is free). Budget one
 * less: pending with op_i at the reached slot; the next step is busy (no POP/ISSUE, heap updates
 * stall, ME hits proceed) and finishes the op at its end with the full budget. */
START_TEST(test_budget_pending) {
  NEED_HAND();
  const unsigned levels = H >= 16u ? 4u : H >= 8u ? 3u : 2u;
  if ((1u << levels) > H || levels * 2u > NSLOT || WT_NL < 21u) {
    return;
  }
  st_t s0;
  dwf_majority_reset(&s0);
  put_me(&s0, pc_ks(99u, 1u % S), 30u, 0u);
  uint32_t slot;
  const unsigned need = spine(&s0, levels, &slot);
  ck_assert_uint_eq(need, levels);
  const uint32_t znew = pc_ks(60u, slot % S);
  in_t in = idle();
  me_reply(&s0, &in);
  set_ins0(&in, znew, 21u, 5u);
  out_t o;
  /* Exactly enough. */
  st_t s = s0;
  cycle_b(&s, &in, &o, need);
  ck_assert(o.ins0_ok && o.iss_v && !o.busy);
  ck_assert_uint_eq(s.op_v, 0u);
  check_at(&s, 0, znew, 21u);
  inv(&s);
  /* One short: pending at slot 1 (the root's left child). */
  s = s0;
  cycle_b(&s, &in, &o, need - 1u);
  ck_assert_uint_eq(s.op_v, 1u);
  ck_assert_uint_eq(s.op_up, 1u);
  ck_assert_uint_eq(s.op_i, 1u);
  check_at(&s, 1, znew, 21u);
  inv(&s); /* the heap property holds except on the edge being repaired */
  /* Busy step: no issue; heap update stalls; ME hit proceeds; op finished at the end. */
  in = idle();
  me_reply(&s, &in);                         /* ignored: busy */
  set_ins0(&in, pc_ks(2u, 0u), 1u, 0u);      /* heap hit */
  set_ins1(&in, pc_ks(99u, 1u % S), 1u, 9u); /* ME hit */
  const uint32_t me_cnt = s.me_cnt;
  cycle_b(&s, &in, &o, need - 1u);
  ck_assert(o.busy && !o.iss_v && !o.ins0_ok && o.ins1_ok && o.lk1);
  ck_assert_uint_eq(s.me_cnt, me_cnt + 1u);
  ck_assert_uint_eq(s.op_v, 0u);
  ck_assert_uint_eq(s.op_i, 1u); /* a finished op keeps op_up/op_i (only op_v changes) */
  check_at(&s, 0, znew, 21u);
  inv(&s);
  /* Budget 0 for an op that needs no swap: not pending either. */
  s = s0;
  in = idle();
  me_reply(&s, &in);
  set_ins0(&in, pc_ks(61u, slot % S), 1u, 5u);
  cycle_b(&s, &in, &o, 0u);
  ck_assert(o.ins0_ok);
  ck_assert_uint_eq(s.op_v, 0u);
}
END_TEST

/* An op that ran out stalls every later heap update of the same step (op_v set mid-step), while
 * ME hits proceed; with budget 0 left the end-of-step continuation changes nothing. Heap
 * [4, 3, 2]: +3 on slot 2 (CNT 5 > 4) needs one swap; budget 0 leaves it pending at 2. */
START_TEST(test_budget_midstep) {
  NEED_HAND();
  if (H < 3u || WT_NL < 3u) {
    return;
  }
  st_t s;
  out_t o;
  dwf_majority_reset(&s);
  put_me(&s, pc_ks(99u, 1u % S), 20u, 0u);
  put(&s, 0, pc_ks(2u, 0u), 4u, 1u);
  put(&s, 1, pc_ks(2u, 1u % S), 3u, 2u);
  put(&s, 2, pc_ks(3u, 0u), 2u, 3u);
  in_t in = idle();
  me_reply(&s, &in);
  set_ins0(&in, pc_ks(3u, 0u), 3u, 3u);     /* slot 2: 5 > 4: one swap, budget 0 -> pending */
  set_ins1(&in, pc_ks(2u, 1u % S), 1u, 2u); /* heap hit: stalls (op_v set by port 0) */
  cycle_b(&s, &in, &o, 0u);
  ck_assert(o.ins0_ok && !o.ins1_ok && o.iss_v && !o.busy);
  ck_assert_uint_eq(s.op_v, 1u);
  ck_assert_uint_eq(s.op_up, 1u);
  ck_assert_uint_eq(s.op_i, 2u);
  ck_assert_uint_eq(s.h_cnt[2], 5u);
  ck_assert_uint_eq(s.h_cnt[1], 3u);
  inv(&s);
  /* An ME hit in the busy step proceeds; the op finishes at its end with budget 1. */
  in = idle();
  set_ins0(&in, pc_ks(99u, 1u % S), 1u, 6u);
  cycle_b(&s, &in, &o, 1u);
  ck_assert(o.busy && !o.iss_v && o.ins0_ok);
  ck_assert_uint_eq(s.op_v, 0u);
  check_at(&s, 0, pc_ks(3u, 0u), 5u);
  check_at(&s, 2, pc_ks(2u, 0u), 4u);
  inv(&s);
}
END_TEST

/* A pending SIFT_DOWN (POP with budget 0): the POP and the issue still happen in that step (busy
 * is op_v at the start), the next step is busy. Heap [4, 3, 2]: POP 4, H[0] <- 2, child 3. */
START_TEST(test_budget_pop_pending) {
  NEED_HAND();
  if (H < 3u || WT_NL < 4u) {
    return;
  }
  st_t s;
  out_t o;
  dwf_majority_reset(&s);
  put(&s, 0, pc_ks(2u, 0u), 4u, 1u);
  put(&s, 1, pc_ks(2u, 1u % S), 3u, 2u);
  put(&s, 2, pc_ks(3u, 0u), 2u, 3u);
  in_t in = idle();
  in.iss_next = 0u;
  in.iss_nthd = 4u;
  cycle_b(&s, &in, &o, 0u);
  ck_assert(o.iss_v && !o.busy);
  ck_assert_uint_eq(s.op_v, 1u);
  ck_assert_uint_eq(s.op_up, 0u);
  ck_assert_uint_eq(s.op_i, 0u);
  check_at(&s, 0, pc_ks(3u, 0u), 2u);
  check_at(&s, 1, pc_ks(2u, 1u % S), 3u);
  inv(&s);
  /* Busy: ME is drained but there is no POP; the continuation swaps 0 <-> 1. */
  in = idle();
  cycle_b(&s, &in, &o, 1u);
  ck_assert(o.busy && !o.iss_v);
  ck_assert_uint_eq(s.op_v, 0u);
  check_at(&s, 0, pc_ks(2u, 1u % S), 3u);
  check_at(&s, 1, pc_ks(3u, 0u), 2u);
  ck_assert_uint_eq(s.me_cnt, 0u);
  inv(&s);
}
END_TEST

/* TIE_SWAP (SPEC 1.6, 8 X6) through the test hook: heap [5, 4]; +1 thread on slot 1 (CNT 5):
 * strict '>' keeps it, '>=' swaps. The DWF-1 c4 note: "(With TIE_SWAP=1 it would swap; the final
 * heap would be the same here.)". */
START_TEST(test_tie_swap) {
  NEED_HAND();
  if (H < 2u) {
    return;
  }
  for (int tie = 0; tie < 2; tie++) {
    st_t s, next;
    out_t o;
    dwf_majority_reset(&s);
    put_me(&s, pc_ks(99u, 1u % S), 30u, 0u);
    put(&s, 0, pc_ks(2u, 0u), 5u, 1u);
    put(&s, 1, pc_ks(3u, 0u), 4u, 2u);
    in_t in = idle();
    me_reply(&s, &in);
    set_ins0(&in, pc_ks(3u, 0u), 1u, 2u);
    dwf_majority_comb_tie(&s, &in, &o, &next, WT_SWAPS, tie != 0);
    if (tie) {
      check_at(&next, 0, pc_ks(3u, 0u), 5u);
      check_at(&next, 1, pc_ks(2u, 0u), 5u);
    } else {
      check_at(&next, 0, pc_ks(2u, 0u), 5u);
      check_at(&next, 1, pc_ks(3u, 0u), 5u);
    }
    inv(&next);
  }
  /* The default comb follows the knob. */
  st_t s, a, b;
  out_t o;
  dwf_majority_reset(&s);
  put(&s, 0, pc_ks(2u, 0u), 5u, 1u);
  put(&s, 1, pc_ks(3u, 0u), 4u, 2u);
  put_me(&s, pc_ks(99u, 1u % S), 30u, 0u);
  in_t in = idle();
  me_reply(&s, &in);
  set_ins0(&in, pc_ks(3u, 0u), 1u, 2u);
  dwf_majority_comb(&s, &in, &o, &a);
  dwf_majority_comb_tie(&s, &in, &o, &b, WT_SWAPS, WT_TIE_SWAP != 0);
  ck_assert(same_state(&a, &b));
#if WT_TIE_SWAP
  ck_assert_uint_eq(a.h_pc[0], pc_ks(3u, 0u));
#else
  ck_assert_uint_eq(a.h_pc[0], pc_ks(2u, 0u));
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: DWF-1, DWF-2, DWF-3, DWF-4 (SPEC 1.12)
////////////////////////////////////////////////////////////////////////////////

#define PC_B pc_ks(1u, 0u)
#define PC_C pc_ks(1u, 1u % S)
#define PC_D pc_ks(2u, 0u)
#define PC_F pc_ks(3u, 0u)
/* MHeap LUT slots of DWF-1: B, F, D take set 0 ways 0, 1, 0 (after B's is freed); C set 1 way 0. */
#define SL0 slot_of(0u, 0u)
#define SL1 slot_of(0u, 1u)
#define SLC slot_of(1u % S, 0u)

/* Expected state after each DWF-1 cycle, from the SPEC 1.12 walk-through (worked out in
 * tb/stim/dwf_majority_scen.c and here):
 *   c1 H = [{B,3,0,0,LUT# 0}, {F,1,1,1,LUT# 1}], HS 2; MHL set0 w0 {B, MH# 0}, w1 {F, MH# 1}.
 *   c2 POP B: MHL w0 invalid, H[0] <- F with MHL w1 MH# 0; issue idx0 (3 threads, NEXT -):
 *      ME CNT 0, WPH/WPT invalid. WUR0 B hits ME: CNT 2, WPH = WPT = 2. WUR1 F hits MH# 0: CNT
 *      3, WID 1 == WPT: no link. H[1] keeps the stale F.
 *   c3 issue idx2 (B, 2 threads): ME {B,0,-,-}. C: new group at H[1], set1 w0; D: new group
 *      at H[2], set0 w0 (lowest invalid); SIFT_UP(2): 3 > 2, stop.
 *   c4 POP F: MHL w1 invalid, H[0] <- D (MH# 0), MAX-HEAPIFY keeps D2 over C1; issue idx1 (F,
 *      3 threads). C hits: H[1].CNT 2 (2 > 2 false: no swap); D hits: H[0].CNT 3.
 *   c5 POP D: H[0] <- C (MH# 0); issue idx4 (D, 3). C: CNT 4, WID 5 != WPT 3: pool3.NEXT <- 5
 *      (lk0, idx 3), WPT 5.
 *   c6 POP C: HS 0, MHL all invalid; issue idx3 (C): NEXT {1,5}, 3 threads: ME {C,1,5,5}.
 *   c7 issue idx5 (C, 1 thread): ME {C,0,-,-}. */
typedef struct {
  uint32_t pc, cnt, wph, wpt, lutn;
} ent_t;
typedef struct {
  bool iss_v;
  uint32_t iss_idx, iss_pc;
  bool lk0;
  uint32_t lk0_idx;
  bool me_v;
  uint32_t me_pc, me_cnt, me_wph, me_wpt;
  uint32_t hs;
  ent_t h[3];
  uint32_t mh0, mh1, mhc; /* MH# of slots SL0, SL1, SLC */
  uint32_t pc0, pc1, pcc; /* their tags */
} dwf1_t;

static void check_dwf1(const st_t *s, const out_t *o, const dwf1_t *x) {
  EQ(o->busy, 0u);
  EQ(o->iss_v, x->iss_v);
  EQ(o->iss_idx, x->iss_idx);
  EQ(o->iss_pc, x->iss_pc);
  EQ(o->ins0_ok, 1u);
  EQ(o->ins1_ok, 1u);
  EQ(o->lk0, x->lk0);
  EQ(o->lk0_idx, x->lk0_idx);
  EQ(o->lk1, 0u);
  EQ(o->lk1_idx, 0u);
  check_me(s, x->me_v, x->me_pc, x->me_cnt, x->me_wph, x->me_wpt);
  EQ(s->hs, x->hs);
  for (uint32_t i = 0; i < 3u; i++) {
    check_h(s, i, x->h[i].pc, x->h[i].cnt, x->h[i].wph, x->h[i].wpt, x->h[i].lutn);
  }
  for (uint32_t i = 3; i < H; i++) {
    check_h(s, i, 0, 0, 0, 0, 0);
  }
  for (uint32_t e = 0; e < NSLOT; e++) {
    if (e == SL0) {
      EQ(s->mhl_pc[e], x->pc0);
      EQ(s->mhl_mh[e], x->mh0);
    } else if (e == SL1) {
      EQ(s->mhl_pc[e], x->pc1);
      EQ(s->mhl_mh[e], x->mh1);
    } else if (e == SLC) {
      EQ(s->mhl_pc[e], x->pcc);
      EQ(s->mhl_mh[e], x->mhc);
    } else {
      EQ(s->mhl_pc[e], 0u);
      EQ(s->mhl_mh[e], 0u);
    }
  }
  EQ(s->op_v, 0u);
  inv(s);
}

START_TEST(test_dwf1) {
  NEED_HAND();
  const wt_scenario_t *sc = scen_n("dwf1_maj", 7u);
#if TOY
  ck_assert_uint_eq(PC_B, 2u);
  ck_assert_uint_eq(PC_C, 3u);
  ck_assert_uint_eq(PC_D, 4u);
  ck_assert_uint_eq(PC_F, 6u);
  ck_assert_uint_eq(SL0, 0u);
  ck_assert_uint_eq(SL1, 1u);
  ck_assert_uint_eq(SLC, 2u);
#endif
  const ent_t eB = {PC_B, 3, wp(0), wp(0), ln(SL0)};
  const ent_t eF1 = {PC_F, 1, wp(1), wp(1), ln(SL1)};
  const ent_t eF3 = {PC_F, 3, wp(1), wp(1), ln(SL1)};
  const ent_t eC1 = {PC_C, 1, wp(3), wp(3), ln(SLC)};
  const ent_t eC2 = {PC_C, 2, wp(3), wp(3), ln(SLC)};
  const ent_t eC4 = {PC_C, 4, wp(3), wp(5), ln(SLC)};
  const ent_t eD2 = {PC_D, 2, wp(4), wp(4), ln(SL0)};
  const ent_t eD3 = {PC_D, 3, wp(4), wp(4), ln(SL0)};
  /* clang-format off */
  const dwf1_t x[7] = {
      /* c1 */ {false, 0, 0, false, 0, false, 0, 0, 0, 0, 2, {eB, eF1, {0, 0, 0, 0, 0}},
                mh(0), mh(1), 0, PC_B, PC_F, 0},
      /* c2 */ {true, 0, PC_B, false, 0, true, PC_B, 2, wp(2), wp(2), 1, {eF3, eF1, {0, 0, 0, 0, 0}},
                0, mh(0), 0, PC_B, PC_F, 0},
      /* c3 */ {true, 2, PC_B, false, 0, true, PC_B, 0, 0, 0, 3, {eF3, eC1, eD2},
                mh(2), mh(0), mh(1), PC_D, PC_F, PC_C},
      /* c4 */ {true, 1, PC_F, false, 0, true, PC_F, 0, 0, 0, 2, {eD3, eC2, eD2},
                mh(0), 0, mh(1), PC_D, PC_F, PC_C},
      /* c5 */ {true, 4, PC_D, true, 3, true, PC_D, 0, 0, 0, 1, {eC4, eC2, eD2},
                0, 0, mh(0), PC_D, PC_F, PC_C},
      /* c6 */ {true, 3, PC_C, false, 0, true, PC_C, 1, wp(5), wp(5), 0, {eC4, eC2, eD2},
                0, 0, 0, PC_D, PC_F, PC_C},
      /* c7 */ {true, 5, PC_C, false, 0, true, PC_C, 0, 0, 0, 0, {eC4, eC2, eD2},
                0, 0, 0, PC_D, PC_F, PC_C},
  };
  /* clang-format on */
  st_t s;
  out_t o;
  in_t in;
  dwf_majority_reset(&s);
  for (unsigned c = 0; c < 7u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    check_dwf1(&s, &o, &x[c]);
  }
  /* Issued stream (SPEC 1.12): B, B, F, D, C, C; HS 0 and the MHeap LUT all invalid. */
  for (uint32_t e = 0; e < NSLOT; e++) {
    ck_assert_uint_eq(s.mhl_mh[e] >> WT_HEAPW, 0u);
  }
}
END_TEST

/* The scenario's inputs are the SPEC 1.12 INSERT stream and pool answers. */
START_TEST(test_dwf1_inputs) {
  NEED_HAND();
  const wt_scenario_t *sc = scen("dwf1_maj");
  static const struct {
    bool i0;
    uint32_t pc0, n0, w0;
    bool i1;
    uint32_t pc1, n1, w1;
  } want[7] = {
      {true, 1, 3, 0, true, 3, 1, 1},  /* B REQ 0x7 new 0 / F 0x8 new 1 (PCs as tag multiples) */
      {true, 1, 2, 2, true, 3, 2, 1},  /* B 0xC new 2 / F 0x3 -> warp 1 */
      {true, 0, 1, 3, true, 2, 2, 4},  /* C 0x1 new 3 / D 0x6 new 4 (pc0 0 = C, see below) */
      {true, 0, 1, 3, true, 2, 1, 4},  /* C 0x4 -> 3 / D 0x8 -> 4 */
      {true, 0, 2, 5, false, 0, 0, 0}, /* C 0x9 conflict: new 5 */
      {false, 0, 0, 0, false, 0, 0, 0}, {false, 0, 0, 0, false, 0, 0, 0},
  };
  static const uint32_t nthd[7] = {0, 3, 2, 3, 3, 3, 1};
  st_t s;
  in_t in;
  dwf_majority_reset(&s);
  for (unsigned c = 0; c < 7u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    ck_assert_uint_eq(in.ins0, want[c].i0);
    ck_assert_uint_eq(in.ins1, want[c].i1);
    if (in.ins0) {
      ck_assert_uint_eq(in.ins0_pc, want[c].pc0 == 0u ? PC_C : pc_ks(want[c].pc0, 0u));
      ck_assert_uint_eq(in.ins0_nthd, want[c].n0);
      ck_assert_uint_eq(in.ins0_wid, want[c].w0);
    }
    if (in.ins1) {
      ck_assert_uint_eq(in.ins1_pc, pc_ks(want[c].pc1, 0u));
      ck_assert_uint_eq(in.ins1_nthd, want[c].n1);
      ck_assert_uint_eq(in.ins1_wid, want[c].w1);
    }
    if (c >= 1u) {
      ck_assert_uint_eq(in.iss_nthd, nthd[c]);
      ck_assert_uint_eq(in.iss_next, c == 5u ? wp(5u) : 0u);
    }
    out_t o;
    cycle(&s, &in, &o);
  }
}
END_TEST

/* dwf2_mhl (SPEC 1.12 DWF-2, MHeap LUT part; plan in tb/stim/dwf_majority_scen.c). Part A: a new
 * PC of a full set stalls (ok 0, no change but the issue) until the cycle after ME drains, when
 * the POP of the root (a set-0 group) frees way 0 and the PC is accepted into it. Part B: the
 * repro, with the invariants checked every cycle and (toy) the values worked out from SPEC 1.12:
 *   b0 H = [{2,2,0,0,LUT#0}, {4,2,1,1,LUT#1}]; set 0 full.
 *   b1 POP 2, issue idx0; (2,3,2) hits ME: {2,3,2,2}; H[0] <- 4 (MH# 0); (10,1,3) takes the
 *      freed way 0: H[1] = {10,1,3,3,LUT#0}.
 *   b2 issue idx2 (ME CNT 0); (8,1,4) misses the full set 0: stall; (10,3,4) hits H[1]: CNT 4,
 *      pool3.NEXT <- 4 (lk1 idx 3), WPT 4, SIFT_UP: 4 > 2: H = [{10,4,3,4,LUT#0}, {4,2,..}].
 *   b3 POP 10 (way 0 freed, H[0] <- 4), issue idx3 (NEXT {1,4}, 1 thread): ME {10,3,4,4};
 *      (8,1,5) is accepted into way 0: H[1] = {8,1,5,5,LUT#0}; set 0 full again (port 1 idle:
 *      ins1_ok 0).
 *   b4 issue idx4 (3 threads): ME CNT 0.  b5 POP 4, issue idx1.  b6 POP 8, issue idx5: HS 0. */
START_TEST(test_dwf2_mhl) {
  NEED_HAND();
  if (W >= H) {
    return; /* the set must fill before the heap */
  }
  const wt_scenario_t *sc = scen("dwf2_mhl");
  const unsigned L = W / 2u + 2u, B0 = 2u * L + 4u;
  ck_assert_uint_eq(sc->cycles, B0 + 7u);
  st_t s, before;
  out_t o;
  in_t in;
  dwf_majority_reset(&s);
  unsigned c = 0;
  for (; c < L + W / 2u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    inv(&s);
  }
  /* Set 0 holds W groups G(j) = pc_ks(j+2, 0), slot j, CNT NL - j. */
  ck_assert_uint_eq(s.hs, W);
  for (uint32_t j = 0; j < W; j++) {
    check_at(&s, j, pc_ks(j + 2u, 0u), WT_NL - j);
    ck_assert_uint_eq(s.h_lutn[j], ln(slot_of(0, j)));
  }
  const uint32_t X = pc_ks(W + 2u, 0u);
  for (; c < 2u * L + 1u; c++) {
    before = s;
    ck_assert(!scen_in(sc, c, &s, &in));
    ck_assert(in.ins0 && in.ins0_pc == X);
    cycle(&s, &in, &o);
    ck_assert(o.iss_v && !o.ins0_ok);
    /* Only the issue changed ME; the heap and the MHeap LUT are untouched. */
    st_t t = s;
    t.me_cnt = before.me_cnt;
    t.me_wph = before.me_wph;
    t.me_wpt = before.me_wpt;
    ck_assert(same_state(&t, &before));
    inv(&s);
  }
  ck_assert_uint_eq(s.me_cnt, 0u); /* ME drained in cycle 2L */
  /* 2L+1: POP G(0) frees way 0; X is accepted into it at slot W-1. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert(o.iss_v && o.ins0_ok);
  ck_assert_uint_eq(s.me_pc, pc_ks(2u, 0u));
  ck_assert_uint_eq(s.hs, W);
  ck_assert_uint_eq(s.mhl_pc[slot_of(0, 0)], X);
  ck_assert_uint_eq(s.h_lutn[s.mhl_mh[slot_of(0, 0)] & WT_MASK32(WT_HEAPW)], ln(slot_of(0, 0)));
  inv(&s);
#if TOY
  /* Toy: H = [G1 {6, 3, 7, 7, LUT#1}, X {8, 1, 0, 0, LUT#0}], ME = {4, 0, -, -} after issuing
   * idx6 (4 threads). */
  check_h(&s, 0, 6u, 3u, wp(7u), wp(7u), ln(1u));
  check_h(&s, 1, 8u, 1u, wp(0u), wp(0u), ln(0u));
  check_me(&s, true, 4u, 0u, 0u, 0u);
  ck_assert_uint_eq(o.iss_idx, 6u);
#endif
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  inv(&s);
  ck_assert(scen_in(sc, c++, &s, &in)); /* reset */
  dwf_majority_reset(&s);
  ck_assert_uint_eq(c, B0);
  for (unsigned b = 0; b < 7u; b++, c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    inv(&s);
#if TOY
    switch (b) {
      case 0:
        ck_assert(!o.iss_v && o.ins0_ok && o.ins1_ok);
        check_h(&s, 0, 2u, 2u, wp(0u), wp(0u), ln(0u));
        check_h(&s, 1, 4u, 2u, wp(1u), wp(1u), ln(1u));
        break;
      case 1:
        ck_assert(o.iss_v && o.iss_idx == 0u && o.iss_pc == 2u && o.ins0_ok && o.ins1_ok);
        check_me(&s, true, 2u, 3u, wp(2u), wp(2u));
        check_h(&s, 0, 4u, 2u, wp(1u), wp(1u), ln(1u));
        check_h(&s, 1, 10u, 1u, wp(3u), wp(3u), ln(0u));
        ck_assert_uint_eq(s.mhl_pc[0], 10u);
        ck_assert_uint_eq(s.mhl_mh[0], mh(1u));
        ck_assert_uint_eq(s.mhl_mh[1], mh(0u));
        break;
      case 2:
        ck_assert(o.iss_v && o.iss_idx == 2u);
        ck_assert(!o.ins0_ok); /* 8 misses the full set 0: stall */
        ck_assert(o.ins1_ok && o.lk1 && o.lk1_idx == 3u);
        check_me(&s, true, 2u, 0u, 0u, 0u);
        check_h(&s, 0, 10u, 4u, wp(3u), wp(4u), ln(0u));
        check_h(&s, 1, 4u, 2u, wp(1u), wp(1u), ln(1u));
        ck_assert_uint_eq(s.mhl_mh[0], mh(0u));
        ck_assert_uint_eq(s.mhl_mh[1], mh(1u));
        ck_assert_uint_eq(s.hs, 2u);
        break;
      case 3:
        ck_assert(o.iss_v && o.iss_idx == 3u && o.iss_pc == 10u);
        ck_assert(o.ins0_ok && !o.ins1_ok);
        check_me(&s, true, 10u, 3u, wp(4u), wp(4u));
        check_h(&s, 0, 4u, 2u, wp(1u), wp(1u), ln(1u));
        check_h(&s, 1, 8u, 1u, wp(5u), wp(5u), ln(0u));
        ck_assert_uint_eq(s.mhl_pc[0], 8u);
        ck_assert_uint_eq(s.mhl_mh[0], mh(1u));
        ck_assert_uint_eq(s.mhl_mh[1], mh(0u));
        break;
      case 4:
        ck_assert(o.iss_v && o.iss_idx == 4u);
        check_me(&s, true, 10u, 0u, 0u, 0u);
        break;
      case 5:
        ck_assert(o.iss_v && o.iss_idx == 1u && o.iss_pc == 4u);
        check_h(&s, 0, 8u, 1u, wp(5u), wp(5u), ln(0u));
        ck_assert_uint_eq(s.hs, 1u);
        break;
      default:
        ck_assert(o.iss_v && o.iss_idx == 5u && o.iss_pc == 8u);
        check_me(&s, true, 8u, 0u, 0u, 0u);
        ck_assert_uint_eq(s.hs, 0u);
        for (uint32_t e = 0; e < NSLOT; e++) {
          ck_assert_uint_eq(s.mhl_mh[e], 0u);
        }
        break;
    }
#endif
  }
  ck_assert_uint_eq(c, sc->cycles);
}
END_TEST

/* dwf3_heap_full (SPEC 1.6 / 1.12 DWF-3, HEAP case): after the fill HS = HEAP; the new PC X
 * stalls (ok 0) for 3 cycles while an MHL hit on port 1 is accepted; in cycle 2L+1 the root's
 * POP frees a heap slot and its way and X is accepted there (later if the POP's SIFT_DOWN does
 * not fit the swap budget). Toy: the heap is [4, 3, 3, 2]
 * (Q(j) = pc_ks(2 + j/2, j%2) = 4, 5, 6, 7), the hit makes Q(3) 3 (a tie with its parent 3:
 * no swap); the POP moves Q(3) to the root (children 3, 3: no swap) and X = 8 lands in slot 3. */
START_TEST(test_dwf3_heap_full) {
  NEED_HAND();
  const wt_scenario_t *sc = scen("dwf3_heap_full");
  const unsigned F = (H + 1u) / 2u, L = F + 2u;
  ck_assert_uint_eq(sc->cycles, 2u * L + 12u + 4u * H);
  st_t s, before;
  out_t o;
  in_t in;
  unsigned c = 0;
  dwf_majority_reset(&s);
  const unsigned dmax = depth(H - 1u);
  for (; c < L + F; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    inv(&s);
  }
  ck_assert_uint_eq(s.hs, H);
  for (uint32_t j = 0; j < H; j++) {
    uint32_t n = dmax + 2u - depth(j);
    check_at(&s, j, pc_ks(2u + j / S, j % S), n > WT_NL ? WT_NL : n);
  }
  const uint32_t X = pc_ks(3u + (H - 1u) / S, 0u);
  for (; c < 2u * L + 1u; c++) {
    before = s;
    ck_assert(!scen_in(sc, c, &s, &in));
    ck_assert(in.ins0 && in.ins0_pc == X);
    cycle(&s, &in, &o);
    ck_assert(o.iss_v && !o.ins0_ok);
    ck_assert_uint_eq(s.hs, H);
    if (c == L + F) {
      ck_assert(in.ins1 && o.ins1_ok && !o.lk1); /* hit, merged into the tail warp */
      ck_assert_uint_eq(s.h_cnt[H - 1u], before.h_cnt[H - 1u] + 1u);
    }
    inv(&s);
  }
  /* 2L+1: phase 1 pops Q(0), which frees a heap slot and its way. When the POP's SIFT_DOWN fits
   * the budget (depth(H-2) swaps at most) X is accepted in this cycle; otherwise the heap stays
   * busy and X (a heap update) stalls until it is repaired (WT_SWAPS < depth, e.g. dwf4_swap2). */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert(o.iss_v);
  ck_assert_uint_eq(s.me_pc, pc_ks(2u, 0u)); /* Q(0) popped */
  if (WT_SWAPS >= depth(H >= 2u ? H - 2u : 0u)) {
    ck_assert(o.ins0_ok);
    ck_assert_uint_eq(s.hs, H);
  } else {
    while (!o.ins0_ok) {
      ck_assert(s.op_v || o.busy); /* stalled only while the heap is being repaired */
      ck_assert_uint_lt(c, sc->cycles);
      ck_assert(!scen_in(sc, c++, &s, &in));
      cycle(&s, &in, &o);
      inv(&s);
    }
  }
  inv(&s);
#if TOY
  check_at(&s, 0, 7u, 3u);
  check_at(&s, 1, 5u, 3u);
  check_at(&s, 2, 6u, 3u);
  check_at(&s, 3, 8u, 1u);
  ck_assert_uint_eq(s.h_lutn[3], ln(0u)); /* Q(0)'s way 0 of set 0 */
#endif
  for (; c < sc->cycles; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    inv(&s);
  }
}
END_TEST

/* DWF-4 (SPEC 1.12) with `budget` swaps per step on the dwf4_budget scenario. HEAP 64 and budget
 * 2: the insert at t lands in slot 63 (depth 6) and climbs 63->31->15 in t, 15->7->3 in t+1,
 * 3->1->0 in t+2; the heap is busy at the start of t+1 and t+2: no issue, the heap update on
 * port 0 stalls, the ME hit on port 1 proceeds; issue resumes at t+3 where port 0's update is
 * accepted. Before t the heap holds Q(j) in slot j (no swaps while filling), so each step moves
 * the slots of the path down one level: after t, H[63] = Q(31), H[31] = Q(15), H[15] = Z. */
static void run_dwf4(unsigned budget, bool via_comb) {
  NEED_HAND();
  const wt_scenario_t *sc = scen("dwf4_budget");
  const unsigned F = H / 2u, L = F + 1u, t = L + F;
  ck_assert_uint_eq(sc->cycles, t + 5u);
  st_t s;
  out_t o;
  in_t in;
  dwf_majority_reset(&s);
  unsigned c = 0;
  for (; c < t; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    if (via_comb) {
      cycle(&s, &in, &o);
    } else {
      cycle_b(&s, &in, &o, budget);
    }
    ck_assert(!o.busy && o.iss_v == (c >= 1u));
    ck_assert_uint_eq(s.op_v, 0u);
    inv(&s);
  }
  ck_assert_uint_eq(s.hs, H - 1u);
  const uint32_t Z = pc_ks(2u + (H - 1u) / S, (H - 1u) % S);
  uint32_t q[H]; /* PCs of the slots before t */
  for (uint32_t j = 0; j < H; j++) {
    q[j] = j + 1u < H ? s.h_pc[j] : Z;
    if (j + 1u < H) {
      ck_assert_uint_eq(q[j], pc_ks(2u + j / S, j % S));
    }
  }
#if WT_HEAP == 64
  if (budget == 2u) {
    static const uint32_t path[7] = {63, 31, 15, 7, 3, 1, 0};
    for (unsigned k = 0; k < 4u; k++, c++) {
      ck_assert(!scen_in(sc, c, &s, &in));
      if (via_comb) {
        cycle(&s, &in, &o);
      } else {
        cycle_b(&s, &in, &o, budget);
      }
      inv(&s);
      const unsigned moved = k < 3u ? 2u * (k + 1u) : 6u; /* swaps done so far */
      /* Z sits at path[moved]; path[m] for 1 <= m <= moved holds the old path[m-1]... */
      check_at(&s, path[moved], Z, WT_NL);
      for (unsigned m = 0; m < moved; m++) {
        check_at(&s, path[m], q[path[m + 1u]], s.h_cnt[path[m]]);
      }
      switch (k) {
        case 0: /* t */
          ck_assert(!o.busy && o.iss_v && o.ins0_ok);
          ck_assert(s.op_v && s.op_up && s.op_i == 15u);
          break;
        case 1: /* t+1 */
        case 2: /* t+2 */
          ck_assert(o.busy && !o.iss_v);
          ck_assert(in.ins0 && !o.ins0_ok); /* heap update stalls */
          ck_assert(in.ins1 && o.ins1_ok);  /* ME hit proceeds */
          if (k == 1u) {
            ck_assert(s.op_v && s.op_up && s.op_i == 3u);
          } else {
            ck_assert(!s.op_v && s.op_i == 3u); /* done: only op_v cleared */
          }
          break;
        default: /* t+3 */
          ck_assert(!o.busy && o.iss_v && o.ins0_ok);
          ck_assert_uint_eq(s.h_pc[1], q[0]);
          ck_assert_uint_eq(s.h_cnt[1], (uint32_t)(depth(H - 2u) + 2u) + 1u);
          break;
      }
    }
    return;
  }
#endif
  /* Any other budget/geometry: the scenario runs with the invariants intact. */
  for (; c < sc->cycles; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    if (via_comb) {
      cycle(&s, &in, &o);
    } else {
      cycle_b(&s, &in, &o, budget);
    }
    inv(&s);
  }
}

START_TEST(test_dwf4_budget2) { run_dwf4(2u, false); }
END_TEST

/* The scenario through the configured comb: DWF-4's values when WT_SWAPS == 2 (the lead's
 * dwf4_swap2 configuration), else the atomic picture (done within step t: never busy). */
START_TEST(test_dwf4_comb) {
  NEED_HAND();
#if WT_SWAPS == 2
  run_dwf4(2u, true);
#else
  const wt_scenario_t *sc = scen("dwf4_budget");
  st_t s;
  out_t o;
  in_t in;
  dwf_majority_reset(&s);
  for (unsigned c = 0; c < sc->cycles; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    inv(&s);
    ck_assert(!o.busy);
    ck_assert(!in.ins0 || o.ins0_ok);
    ck_assert_uint_eq(o.iss_v, c >= 1u);
    if (c == H / 2u + 1u + H / 2u) { /* t: Z climbed to the root within the step */
      ck_assert_uint_eq(s.h_pc[0], pc_ks(2u + (H - 1u) / S, (H - 1u) % S));
      ck_assert_uint_eq(s.h_cnt[0], WT_NL);
    }
  }
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen: every directed scenario
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_LIST_TEST(dwf_majority, "dwf1_maj", "dwf2_mhl", "dwf3_heap_full", "dwf4_budget")

/* The invariants after every cycle (a wt_run_t hook). */
WT_STATE_HOOK(run_inv, void, ctx, s) { inv(s); }

/* Every scenario (loop index): inputs in width and deterministic; invariants after every cycle. */
START_TEST(test_scen_run) {
  st_t s;
  wt_run_t r = {&dwf_majority_stim, &s, NULL, NULL, NULL, run_inv, 0, false};
  wt_run_scenario_i(&r, _i);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// random: invariants, coverage, atomic versus budgeted
////////////////////////////////////////////////////////////////////////////////

#define RAND_CYCLES 20000u

/* Counts what a step did, from its inputs, outputs and the states around it. */
typedef struct {
  unsigned long me_hits, mhl_hits, news, stalls_full, stalls_set, stalls_busy, pops, issues, links, pends,
      busy_steps, resets;
} cov_t;

static void count(cov_t *k, const st_t *s, const in_t *in, const out_t *o) {
  k->issues += o->iss_v;
  k->busy_steps += o->busy;
  k->links += o->lk0 + o->lk1;
  k->pops += !s->op_v && s->me_cnt == 0u && s->hs > 0u;
  for (int p = 0; p < 2; p++) {
    const bool req = p ? in->ins1 : in->ins0;
    const bool ok = p ? o->ins1_ok : o->ins0_ok;
    const uint32_t pc = p ? in->ins1_pc : in->ins0_pc;
    if (!req) {
      continue;
    }
    if (!ok) {
      /* Classify on the state before the step (an approximation for port 1 / after a POP). */
      bool hit = false, free_way = false;
      for (uint32_t w = 0; w < W; w++) {
        const uint32_t e = slot_of(pc % S, w);
        const bool v = (s->mhl_mh[e] >> WT_HEAPW) != 0u;
        hit |= v && s->mhl_pc[e] == pc;
        free_way |= !v;
      }
      if (s->op_v || o->busy) {
        k->stalls_busy++;
      } else if (!free_way && !hit) {
        k->stalls_set++;
      } else {
        k->stalls_full++;
      }
    } else if (s->me_v && pc == s->me_pc) {
      k->me_hits++;
    } else {
      k->news++; /* new group or MHL hit: split below by HS */
    }
  }
}

/* Constrained-random run (loop index = master seed): widths and invariants after every cycle;
 * the run must reach ME hits, heap groups, LINKs, POPs, and every kind of stall. */
/* The random run's hooks: coverage of each step and of the states reached, invariants. */
typedef struct {
  cov_t k;
  unsigned long full_heap, full_set;
} run_ctx_t;

WT_CYCLE_HOOK(run_cycle, run_ctx_t, x, prev, in, out, next) {
  count(&x->k, prev, in, out);
  x->k.pends += ((const st_t *)next)->op_v && !prev->op_v;
}

WT_STATE_HOOK(run_every, run_ctx_t, x, s) {
  x->full_heap += s->hs == H;
  for (uint32_t set = 0; set < S; set++) {
    bool all = true;
    for (uint32_t w = 0; w < W; w++) {
      all &= (s->mhl_mh[slot_of(set, w)] >> WT_HEAPW) != 0u;
    }
    x->full_set += all;
  }
  inv(s);
}

START_TEST(test_random) {
  st_t s;
  run_ctx_t x;
  memset(&x, 0, sizeof x);
  wt_run_t r = {&dwf_majority_stim, &s, &x, NULL, run_cycle, run_every, 0, false};
  wt_run_random(&r, (uint64_t)_i, RAND_CYCLES);
  WT_CHECK_REACHED(WT_REACH(x.k.me_hits, 0u), WT_REACH(x.k.news, 0u), WT_REACH(x.k.links, 0u),
                   WT_REACH(x.k.pops, 0u), WT_REACH(x.k.issues, 0u), WT_REACH(x.full_heap, 0u));
  if (W < H) {
    ck_assert_uint_gt(x.full_set, 0u);
  }
  ck_assert_uint_gt(x.k.stalls_set + x.k.stalls_full, 0u);
}
END_TEST

/* Atomic (budget UINT_MAX) versus budgeted (WT_SWAPS) on the same random legal stream
 * (stimulus drawn from the budgeted model's state). (a) While the budgeted model has never been
 * left pending since the two were last in the same state, both give identical outputs (the same
 * warps issued in the same order) and identical states. (b) When the budgeted model is left
 * pending, its next step is busy: the atomic model issues there and the budgeted one does not
 * (it issues later); the first such cycle is reported. After a divergence the atomic model is
 * re-synchronised to the budgeted state the next time that has no pending op. Loop index =
 * seed; baseline: 10^5 cycles per seed. */
#define AVB_CYCLES (BASE ? 100000u : 20000u)

START_TEST(test_atomic_vs_budget) {
  wt_stim_run_t run;
  st_t sb, sa;
  in_t in;
  out_t ob, oa;
  unsigned long compared = 0, diverged = 0;
  long first_late = -1;
  bool synced = true;
  wt_stim_run_init(&run, &dwf_majority_stim, (uint64_t)_i);
  dwf_majority_reset(&sb);
  dwf_majority_reset(&sa);
  for (unsigned c = 0; c < AVB_CYCLES; c++) {
    if (wt_stim_run_cycle(&run, &dwf_majority_stim, &sb, &in)) {
      dwf_majority_reset(&sb);
      dwf_majority_reset(&sa);
      synced = true;
      continue;
    }
    st_t nb, na;
    dwf_majority_comb_budget(&sb, &in, &ob, &nb, WT_SWAPS);
    dwf_majority_comb_budget(&sa, &in, &oa, &na, UINT_MAX);
    OK(!na.op_v); /* the atomic reference never leaves an op pending */
    if (synced) {
      if (nb.op_v) {
        synced = false; /* (b) starts: the budgeted model ran out in this step */
        diverged++;
      } else {
        compared++; /* never ran out in this step: it was the atomic step */
        OK(same_out(&ob, &oa));
        OK(same_state(&nb, &na));
      }
    } else if (first_late < 0 && oa.iss_v && !ob.iss_v) {
      OK(ob.busy);
      first_late = (long)c;
      fprintf(stderr,
              "test_atomic_vs_budget [%s] seed %d: budgeted model (SWAPS %u) first issues later "
              "than the atomic one at cycle %u (busy; atomic issues idx %u PC 0x%x)\n",
              WT_CONFIG_NAME, _i, (unsigned)WT_SWAPS, c, (unsigned)oa.iss_idx, (unsigned)oa.iss_pc);
    }
    sb = nb;
    sa = na;
    inv(&sb);
    if (synced) {
      inv(&sa); /* out of sync, the atomic model gets answers meant for the other one */
    }
    if (!synced && !sb.op_v) {
      sa = sb; /* re-synchronise */
      synced = true;
    }
  }
  ck_assert_uint_gt(compared, AVB_CYCLES / 10u);
#if BASE
  /* The baseline (8 swaps, up to 5 + 6 + 6 needed in one step) must run out sometimes. */
  ck_assert_uint_gt(diverged, 0u);
  ck_assert_int_ge(first_late, 0);
#endif
}
END_TEST

/* A stream that does exhaust the budget, found deterministically: DWF-4 with budget 2 against
 * the atomic model; the budgeted model's first late issue is at t+1. */
START_TEST(test_budget_issues_later) {
  const wt_scenario_t *sc = scen("dwf4_budget");
  st_t sb, sa;
  out_t ob, oa;
  in_t in;
  dwf_majority_reset(&sb);
  dwf_majority_reset(&sa);
  long first = -1;
  const unsigned t = H / 2u + 1u + H / 2u;
  for (unsigned c = 0; c < sc->cycles && first < 0; c++) {
    ck_assert(!scen_in(sc, c, &sb, &in));
    cycle_b(&sb, &in, &ob, 2u);
    cycle_b(&sa, &in, &oa, UINT_MAX);
    if (oa.iss_v != ob.iss_v) {
      first = (long)c;
      ck_assert(oa.iss_v && !ob.iss_v && ob.busy);
    }
  }
  if (depth(H - 1u) > 2u) {
    ck_assert_int_eq(first, (long)t + 1);
  }
}
END_TEST

/* Toy (HEAP 4, SWAPS 8): never pending; at most 5 swaps in a step (POP: 1, each INSERT: 2). */
START_TEST(test_toy_never_pends) {
#if TOY
  wt_stim_run_t run;
  st_t s;
  in_t in;
  unsigned max_used = 0;
  wt_stim_run_init(&run, &dwf_majority_stim, (uint64_t)_i);
  dwf_majority_reset(&s);
  for (unsigned c = 0; c < RAND_CYCLES; c++) {
    if (wt_stim_run_cycle(&run, &dwf_majority_stim, &s, &in)) {
      dwf_majority_reset(&s);
      continue;
    }
    /* The step through the phase functions, counting the swaps. */
    dwf_majority_step_t b = {WT_SWAPS, false};
    bool busy, iss_v, lk;
    uint32_t idx, pc, lk_idx;
    dwf_majority_p1(&s, &b, &busy, &iss_v, &idx, &pc);
    if (iss_v) {
      dwf_majority_issue_commit(&s, in.iss_next, in.iss_nthd);
    }
    if (in.ins0) {
      (void)dwf_majority_insert(&s, &b, in.ins0_pc, in.ins0_nthd, in.ins0_wid, &lk, &lk_idx);
    }
    if (in.ins1) {
      (void)dwf_majority_insert(&s, &b, in.ins1_pc, in.ins1_nthd, in.ins1_wid, &lk, &lk_idx);
    }
    dwf_majority_end(&s, &b);
    const unsigned used = WT_SWAPS - b.b;
    if (used > max_used) {
      max_used = used;
    }
    OK(used <= 5u);
    OK(!s.op_v && !busy);
    inv(&s);
  }
  ck_assert_uint_gt(max_used, 0u);
#endif
}
END_TEST

/* The phase functions compose to comb (what dwf_sched relies on). */
START_TEST(test_phases_compose) {
  wt_stim_run_t run;
  st_t s, p;
  in_t in;
  out_t o;
  wt_stim_run_init(&run, &dwf_majority_stim, 77u);
  dwf_majority_reset(&s);
  for (unsigned c = 0; c < 5000u; c++) {
    if (wt_stim_run_cycle(&run, &dwf_majority_stim, &s, &in)) {
      dwf_majority_reset(&s);
      continue;
    }
    p = s;
    dwf_majority_step_t b = {WT_SWAPS, false};
    bool busy, iss_v, lk0 = false, lk1 = false;
    uint32_t idx, pc, lk0_idx = 0, lk1_idx = 0;
    dwf_majority_p1(&p, &b, &busy, &iss_v, &idx, &pc);
    if (iss_v) {
      dwf_majority_issue_commit(&p, in.iss_next, in.iss_nthd);
    }
    const bool ok0 = dwf_majority_ok(&p, in.ins0_pc);
    if (in.ins0) {
      OK(dwf_majority_insert(&p, &b, in.ins0_pc, in.ins0_nthd, in.ins0_wid, &lk0, &lk0_idx) == ok0);
    }
    const bool ok1 = dwf_majority_ok(&p, in.ins1_pc);
    if (in.ins1) {
      OK(dwf_majority_insert(&p, &b, in.ins1_pc, in.ins1_nthd, in.ins1_wid, &lk1, &lk1_idx) == ok1);
    }
    dwf_majority_end(&p, &b);
    cycle(&s, &in, &o);
    OK(same_state(&s, &p));
    OK(o.busy == busy && o.iss_v == iss_v && o.iss_idx == idx && o.iss_pc == pc);
    OK(o.ins0_ok == ok0 && o.ins1_ok == ok1 && o.lk0 == lk0 && o.lk1 == lk1);
    OK(o.lk0_idx == lk0_idx && o.lk1_idx == lk1_idx);
  }
}
END_TEST

/* ---- The op unit against the one-swap-at-a-time loop ---- */

/* The model's heap op before the op unit (rtl_c/dwf_majority.c up to the change that made the
 * C model mirror the RTL's op unit), kept as the reference: run(op) of the header comment, one
 * swap per iteration. */
static void ref_swap(st_t *s, uint32_t a, uint32_t b) {
  uint32_t t;
#define SWAP_FIELD(f) (t = s->f[a], s->f[a] = s->f[b], s->f[b] = t)
  SWAP_FIELD(h_pc);
  SWAP_FIELD(h_cnt);
  SWAP_FIELD(h_wph);
  SWAP_FIELD(h_wpt);
  SWAP_FIELD(h_lutn);
#undef SWAP_FIELD
}

static void ref_backptr(st_t *s, uint32_t i) {
  const uint32_t lv = UINT32_C(1) << (WT_LUTNW - 1u);
  if ((s->h_lutn[i] & lv) != 0u) {
    s->mhl_mh[s->h_lutn[i] & (lv - 1u)] = mh(i);
  }
}

static void ref_run(st_t *s, unsigned *budget, bool up, uint32_t i, bool tie) {
  for (;;) {
    uint32_t j;
    if (i >= WT_HEAP) {
      break;
    }
    if (up) {
      if (i == 0u) {
        break;
      }
      j = (i - 1u) >> 1;
      if (!(tie ? s->h_cnt[i] >= s->h_cnt[j] : s->h_cnt[i] > s->h_cnt[j])) {
        break;
      }
    } else {
      uint32_t l = 2u * i + 1u, r = 2u * i + 2u;
      j = i;
      if (l < s->hs && l < WT_HEAP && s->h_cnt[l] > s->h_cnt[j]) {
        j = l;
      }
      if (r < s->hs && r < WT_HEAP && s->h_cnt[r] > s->h_cnt[j]) {
        j = r;
      }
      if (j == i) {
        break;
      }
    }
    if (*budget == 0u) {
      s->op_v = true;
      s->op_up = up;
      s->op_i = i;
      return;
    }
    ref_swap(s, i, j);
    ref_backptr(s, i);
    ref_backptr(s, j);
    (*budget)--;
    i = j;
  }
  s->op_v = false;
}

/* dwf_majority_op (the op unit and what its stage writes) equals the loop, state and budget, on
 * random arrays (not only heaps: neither needs the heap property), every start slot, both
 * directions and tie rules, budgets from 0 past the heap depth and unbounded. LUT#s are distinct
 * where valid, as in the model (the order of the MH# writes inside one op then does not matter). */
START_TEST(test_op_unit_vs_loop) {
  wt_rng_t rng = wt_rng_seed((uint64_t)_i, "op_unit");
  const unsigned cmax = 1u + (unsigned)_i * 3u; /* few CNT values: many ties */
  unsigned n_pend = 0, n_swaps = 0;
  for (unsigned c = 0; c < 20000u; c++) {
    st_t s;
    dwf_majority_reset(&s);
    s.hs = 1u + wt_rng_below(&rng, H);
    for (uint32_t e = 0; e < H; e++) {
      s.h_pc[e] = (uint32_t)wt_rng_bits(&rng, WT_PCW);
      s.h_cnt[e] = wt_rng_below(&rng, cmax + 1u);
      s.h_wph[e] = (uint32_t)wt_rng_bits(&rng, WT_WPW);
      s.h_wpt[e] = (uint32_t)wt_rng_bits(&rng, WT_WPW);
      s.h_lutn[e] = (e < NSLOT && wt_rng_chance(&rng, 3, 4)) ? ln((e * 5u + c) % NSLOT) : 0u;
    }
    for (uint32_t e = 0; e < NSLOT; e++) {
      s.mhl_pc[e] = (uint32_t)wt_rng_bits(&rng, WT_PCW);
      s.mhl_mh[e] = (uint32_t)wt_rng_bits(&rng, WT_MHW);
    }
    s.op_up = wt_rng_chance(&rng, 1, 2);
    s.op_i = (uint32_t)wt_rng_bits(&rng, WT_HEAPW);
    const bool up = wt_rng_chance(&rng, 1, 2), tie = wt_rng_chance(&rng, 1, 2);
    const uint32_t i = wt_rng_below(&rng, s.hs);
    unsigned b0 = wt_rng_chance(&rng, 1, 8) ? UINT_MAX : wt_rng_below(&rng, 8u);
    st_t r = s, m = s;
    unsigned br = b0, bm = b0;
    ref_run(&r, &br, up, i, tie);
    dwf_majority_op(&m, &bm, up, i, tie);
    ck_assert_msg(same_state(&r, &m) && br == bm,
                  "op unit != loop: case %u, up %d, tie %d, i %u, hs %u, budget %u", c, up, tie, (unsigned)i,
                  (unsigned)s.hs, b0);
    n_pend += r.op_v ? 1u : 0u;
    n_swaps += b0 == UINT_MAX ? 0u : b0 - br;
  }
  if (H > 2u) {
    ck_assert_uint_gt(n_pend, 0u);
    ck_assert_uint_gt(n_swaps, 0u);
  }
}
END_TEST

WT_UNIT_SUITE("dwf_majority") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),
    WT_TEST(test_storage),

    WT_TCASE("core", 0),
    WT_TEST(test_insert_new),
    WT_TEST(test_pop_issue),
    WT_TEST(test_me_hit_link),
    WT_TEST(test_sift_up),
    WT_TEST(test_pop_sift_down),
    WT_LOOP(test_sift_down_ties, 0, 3),
    WT_TEST(test_port1_sees_port0),
    WT_LOOP(test_ok_independent, 0, 4),
    WT_TEST(test_comb_pure),
    WT_TEST(test_cnt_wrap),
    WT_TEST(test_stalls),

    WT_TCASE("budget", 0),
    WT_TEST(test_budget_pending),
    WT_TEST(test_budget_midstep),
    WT_TEST(test_budget_pop_pending),
    WT_TEST(test_tie_swap),
    WT_LOOP(test_op_unit_vs_loop, 0, 3),

    WT_TCASE("spec", 0),
    WT_TEST(test_dwf1),
    WT_TEST(test_dwf1_inputs),
    WT_TEST(test_dwf2_mhl),
    WT_TEST(test_dwf3_heap_full),
    WT_TEST(test_dwf4_budget2),
    WT_TEST(test_dwf4_comb),

    WT_SCEN_CASES(&dwf_majority_stim),

    WT_RANDOM_CASES(300, 3),
    WT_LOOP(test_atomic_vs_budget, 1, 4),
    WT_TEST(test_budget_issues_later),
    WT_LOOP(test_toy_never_pends, 1, 3),
    WT_TEST(test_phases_compose),

    WT_TABLE_CASES(dwf_majority_block),
    WT_END,
};
