/* tb/unit/test_dwf_sched.c: Check suite for the composed DWF scheduler (rtl_c/dwf_sched.h,
 * SPEC 1.7, 1.12 DWF-1, DWF-2, DWF-3, 7.3).
 *
 * The expected values are SPEC 1.12's tables, worked through by hand in the comments; pointers
 * are written in their {V, idx} encoding (SPEC 0.2) with the helpers P() (pool index), MH()
 * (heap index) and LN() (MHeap LUT slot). Directed tests apply to the configuration they were
 * written for (toy, dwf3_pool2, dwf3_heap1) and are compiled only there; the random runs check
 * the SPEC 7.3 invariants (dwf_sched_check) every cycle in every configuration.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dwf_sched.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(dwf_sched)

#define TID_NONE DWF_WARP_POOL_TID_NONE /* the pool's empty-slot sentinel */
#define P(i) ((1u << WT_IDXW) | (i))
#define MH(i) ((1u << (WT_MHW - 1)) | (i))
#define LN(i) ((1u << (WT_LUTNW - 1)) | (i))
#define NONE TID_NONE

#define TOY_GEO \
  (WT_NL == 4 && WT_POOL == 8 && WT_HEAP == 4 && WT_PWL_SETS == 2 && WT_PWL_WAYS == 2 && WT_MHL_SETS == 2 && \
   WT_MHL_WAYS == 2 && WT_SWZ == 0 && WT_TIE_SWAP == 0)
#define TOY (TOY_GEO && WT_POLICY == WT_POL_DMAJ)
#define POOL2 (WT_NL == 4 && WT_POOL == 2 && WT_HEAP == 4)
#define HEAP1 (WT_NL == 4 && WT_POOL == 8 && WT_HEAP == 1)

/* The directed helpers are used by the tests of some configurations only. */
#define HELPER __attribute__((unused)) static

static st_t *new_state(void) {
  st_t *s = malloc(sizeof *s);
  ck_assert_ptr_nonnull(s);
  dwf_sched_reset(s);
  return s;
}

/* The SPEC 7.3 invariants. */
static void check_inv(const st_t *s) {
  char msg[256];
  if (!dwf_sched_check(s, msg, sizeof msg)) {
    ck_abort_msg("SPEC 7.3 invariant: %s", msg);
  }
}

/* One clock (comb into a second buffer, then the copy), with the invariants checked after it. */
static void step(st_t *s, const in_t *in, out_t *out) {
  memset(out, 0, sizeof *out);
  wt_step(&dwf_sched_block, s, in, out);
  check_inv(s);
}

/* Runs cycle `cyc` of a scenario. */
HELPER void scen_step(const wt_scenario_t *sc, unsigned cyc, st_t *s, out_t *out) {
  in_t in;
  ck_assert(!wt_scen_in(sc, cyc, s, &in, sizeof in));
  step(s, &in, out);
}

/* The allocator's free list, front first, into `l`; returns its length. */
HELPER unsigned fifo(const st_t *s, uint32_t *l) {
  for (uint32_t i = 0, q = s->alloc.head; i < s->alloc.count; i++) {
    l[i] = s->alloc.slot[q];
    q = q == WT_POOL - 1u ? 0u : q + 1u;
  }
  return s->alloc.count;
}

HELPER void check_fifo(const st_t *s, const uint32_t *want, unsigned n) {
  uint32_t got[WT_POOL];
  ck_assert_uint_eq(fifo(s, got), n);
  for (unsigned i = 0; i < n; i++) {
    ck_assert_msg(got[i] == want[i], "free list position %u: expected %u, got %u", i, want[i], got[i]);
  }
}

HELPER void check_pool(const st_t *s, unsigned e, uint32_t pc, uint32_t t0, uint32_t t1, uint32_t t2,
                       uint32_t t3) {
  const uint32_t want[4] = {t0, t1, t2, t3};
  ck_assert_msg(s->pool.pc[e] == pc, "pool%u PC: expected %u, got %u", e, pc, s->pool.pc[e]);
  for (unsigned l = 0; l < 4; l++) {
    ck_assert_msg(s->pool.tid[e][l] == want[l], "pool%u lane %u: expected TID 0x%x, got 0x%x", e, l, want[l],
                  s->pool.tid[e][l]);
  }
}

#if !DWF_SCHED_DTIME && !DWF_SCHED_PDPRI
HELPER void check_heap(const st_t *s, unsigned i, uint32_t pc, uint32_t cnt, uint32_t wph, uint32_t wpt,
                       uint32_t lutn) {
  const dwf_majority_state_t *m = &s->maj;
  ck_assert_msg(m->h_pc[i] == pc && m->h_cnt[i] == cnt && m->h_wph[i] == wph && m->h_wpt[i] == wpt &&
                    m->h_lutn[i] == lutn,
                "H[%u]: expected {PC %u, CNT %u, WPH 0x%x, WPT 0x%x, LUT# 0x%x}, got {%u, %u, 0x%x, "
                "0x%x, 0x%x}",
                i, pc, cnt, wph, wpt, lutn, m->h_pc[i], m->h_cnt[i], m->h_wph[i], m->h_wpt[i], m->h_lutn[i]);
}

HELPER void check_me(const st_t *s, uint32_t pc, uint32_t cnt, uint32_t wph, uint32_t wpt) {
  const dwf_majority_state_t *m = &s->maj;
  ck_assert_msg(m->me_v && m->me_pc == pc && m->me_cnt == cnt && m->me_wph == wph && m->me_wpt == wpt,
                "ME: expected {PC %u, CNT %u, WPH 0x%x, WPT 0x%x}, got {v %d, %u, %u, 0x%x, 0x%x}", pc, cnt,
                wph, wpt, m->me_v, m->me_pc, m->me_cnt, m->me_wph, m->me_wpt);
}
#endif

HELPER void check_issue(const out_t *o, uint32_t idx, uint32_t pc, uint32_t mask, uint32_t nthd) {
  ck_assert_msg(
      o->iss_v && o->iss_idx == idx && o->iss_pc == pc && o->iss_mask == mask && o->iss_nthd == nthd,
      "issue: expected idx %u PC %u mask 0x%x nthd %u, got v %d idx %u PC %u mask 0x%x "
      "nthd %u",
      idx, pc, mask, nthd, o->iss_v, o->iss_idx, o->iss_pc, o->iss_mask, o->iss_nthd);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_reset) {
  st_t *s = new_state();
  char msg[256];
  ck_assert_msg(dwf_sched_check(s, msg, sizeof msg), "%s", msg);
  uint32_t want[WT_POOL];
  for (unsigned i = 0; i < WT_POOL; i++) {
    want[i] = i;
  }
  check_fifo(s, want, WT_POOL);
#if DWF_SCHED_DTIME
  ck_assert_uint_eq(s->dtime.head | s->dtime.tail, 0);
#elif DWF_SCHED_PDPRI
  for (unsigned e = 0; e < WT_POOL; e++) {
    ck_assert(!s->pdp.wv[e]);
  }
#else
  ck_assert_uint_eq(s->maj.hs, 0);
  ck_assert(!s->maj.me_v);
#endif
  ck_assert_uint_eq(s->wur.req[0] | s->wur.req[1], 0);
  /* Nothing to issue, nothing loaded without input. */
  in_t in;
  out_t o;
  memset(&in, 0, sizeof in);
  step(s, &in, &o);
  ck_assert(!o.iss_v && !o.acc0 && !o.acc1 && !o.stall0 && !o.stall1 && o.in_accept);
  free(s);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// The invariant hook of the block contract (wt_block_t.check), on corrupted states
////////////////////////////////////////////////////////////////////////////////

/* The hook the harnesses call must be dwf_sched_check: it accepts the reset state and names the
 * broken invariant of a corrupted one. */
START_TEST(test_check_hook) {
  bool (*check)(const void *, char *, size_t) = dwf_sched_block.check;
  ck_assert(check != NULL);
  st_t *s = new_state();
  char msg[256];
  ck_assert_msg(check(s, msg, sizeof msg), "%s", msg);
  /* The allocator loses its free indices: pool entry 0 is then nowhere. */
  s->alloc.count = 0;
  ck_assert(!check(s, msg, sizeof msg));
  ck_assert_str_eq(msg, "pool entry 0 is neither free nor on a scheduler list");
  /* A free pool entry holding a thread. */
  dwf_sched_reset(s);
  s->pool.tid[0][1] = 5;
  ck_assert(!check(s, msg, sizeof msg));
  ck_assert_str_eq(msg, "pool entry 0 is free but holds 1 threads");
  /* A WUR whose REQ names a lane without a TID. */
  dwf_sched_reset(s);
  s->wur.req[1] = 1;
  ck_assert(!check(s, msg, sizeof msg));
  snprintf(msg + 128, 128, "WUR1: lane 0 TID 0x%x but REQ 0x1", (unsigned)TID_NONE);
  ck_assert_str_eq(msg, msg + 128);
  dwf_sched_reset(s);
#if DWF_SCHED_DTIME
  /* The selector's own invariants come first (dwf_dtime_check): a HEAD without a TAIL. */
  s->dtime.head = P(0);
  ck_assert(!check(s, msg, sizeof msg));
  snprintf(msg + 128, 128, "DTime HEAD 0x%x and TAIL 0x0 differ in validity", (unsigned)P(0));
  ck_assert_str_eq(msg, msg + 128);
#elif DWF_SCHED_PDPRI
  /* DPdPri: a free entry marked waiting for issue. */
  s->pdp.wv[0] = true;
  ck_assert(!check(s, msg, sizeof msg));
  ck_assert_str_eq(msg, "DPdPri: pool entry 0 waits for issue and is free");
#else
  /* The Majority's own invariants come first (dwf_majority_check): a heap size with no group. */
  s->maj.hs = 1;
  ck_assert(!check(s, msg, sizeof msg));
#endif
  free(s);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// DWF-1 (toy): SPEC 1.12, state after every cycle. B=2, C=3, D=4, F=6.
////////////////////////////////////////////////////////////////////////////////

#if TOY
START_TEST(test_dwf1) {
  const wt_scenario_t *sc = scen("dwf1");
  st_t *s = new_state();
  out_t o;
  const dwf_majority_state_t *m = &s->maj;
  const dwf_pc_warp_lut_state_t *L = &s->lut;

  /* Step 0 loads c1's registers: WUR0 = (B, 0x7, tids 0,1,2), WUR1 = (F, 0x8, tid 3). */
  scen_step(sc, 0, s, &o);
  ck_assert(!o.iss_v && o.in_accept && o.in_taken == 0xF);
  ck_assert_uint_eq(s->wur.pc[0], 2);
  ck_assert_uint_eq(s->wur.req[0], 0x7);
  ck_assert_uint_eq(s->wur.pc[1], 6);
  ck_assert_uint_eq(s->wur.req[1], 0x8);

  /* c1: pops 0 and 1; PWL set0 {B,0x7,0} {F,0x8,1}; MHL set0 {B,MH#0} {F,MH#1};
   * H = [{B,3,0,0,LUT#0}, {F,1,1,1,LUT#1}]. Loads y: WUR0 = (F,0x3), WUR1 = (B,0xC). */
  scen_step(sc, 1, s, &o);
  ck_assert(!o.iss_v && o.acc0 && o.acc1);
  check_fifo(s, (const uint32_t[]){2, 3, 4, 5, 6, 7}, 6);
  ck_assert(L->v[0] && L->pc[0] == 2 && L->occ[0] == 0x7 && L->idx[0] == 0);
  ck_assert(L->v[1] && L->pc[1] == 6 && L->occ[1] == 0x8 && L->idx[1] == 1);
  check_pool(s, 0, 2, 0, 1, 2, NONE);
  check_pool(s, 1, 6, NONE, NONE, NONE, 3);
  ck_assert(m->mhl_pc[0] == 2 && m->mhl_mh[0] == MH(0));
  ck_assert(m->mhl_pc[1] == 6 && m->mhl_mh[1] == MH(1));
  ck_assert_uint_eq(m->hs, 2);
  check_heap(s, 0, 2, 3, P(0), P(0), LN(0));
  check_heap(s, 1, 6, 1, P(1), P(1), LN(1));
  ck_assert(s->wur.pc[0] == 6 && s->wur.req[0] == 0x3 && s->wur.pc[1] == 2 && s->wur.req[1] == 0xC);

  /* c2: POP B -> ME {B,3,0,0}; issue idx0 (B, 0x7, tids 0,1,2); PWL B invalidated; MHL slot 0
   * invalidated, H[0] <- F with MHL[1].MH# <- 0. Free 0, pop 2. F merges into idx1 (OCC 0xB),
   * H[0].CNT = 3; B misses the PWL -> way0 {B,0xC,2}, pool2 = {B,[-,-,6,7]}, hits ME: CNT 2,
   * WPH = WPT = 2. */
  scen_step(sc, 2, s, &o);
  check_issue(&o, 0, 2, 0x7, 3);
  ck_assert(o.iss_tid[0] == 0 && o.iss_tid[1] == 1 && o.iss_tid[2] == 2 && o.iss_tid[3] == NONE);
  ck_assert(o.acc0 && o.acc1);
  check_fifo(s, (const uint32_t[]){3, 4, 5, 6, 7, 0}, 6);
  check_me(s, 2, 2, P(2), P(2));
  ck_assert_uint_eq(m->hs, 1);
  check_heap(s, 0, 6, 3, P(1), P(1), LN(1));
  ck_assert(m->mhl_mh[0] == 0 && m->mhl_mh[1] == MH(0));
  check_pool(s, 1, 6, 4, 5, NONE, 3);
  check_pool(s, 2, 2, NONE, NONE, 6, 7);
  ck_assert(L->v[0] && L->pc[0] == 2 && L->occ[0] == 0xC && L->idx[0] == 2);
  ck_assert(L->v[1] && L->occ[1] == 0xB && L->idx[1] == 1);
  check_pool(s, 0, 2, NONE, NONE, NONE, NONE); /* clear-on-free */

  /* c3: issue idx2 (B, 0xC); free 2; pops 3 (C) and 4 (D). PWL set1 w0 {C,0x1,3}, set0 w0
   * {D,0x6,4}; MHL set1 w0 {C,MH#1}, set0 w0 {D,MH#2}; H = [{F,3},{C,1,3,3,LUT#2},
   * {D,2,4,4,LUT#0}]. */
  scen_step(sc, 3, s, &o);
  check_issue(&o, 2, 2, 0xC, 2);
  ck_assert(o.acc0 && o.acc1);
  check_fifo(s, (const uint32_t[]){5, 6, 7, 0, 2}, 5);
  ck_assert(L->v[2] && L->pc[2] == 3 && L->occ[2] == 0x1 && L->idx[2] == 3);
  ck_assert(L->v[0] && L->pc[0] == 4 && L->occ[0] == 0x6 && L->idx[0] == 4);
  ck_assert(m->mhl_pc[2] == 3 && m->mhl_mh[2] == MH(1));
  ck_assert(m->mhl_pc[0] == 4 && m->mhl_mh[0] == MH(2));
  ck_assert_uint_eq(m->hs, 3);
  check_heap(s, 0, 6, 3, P(1), P(1), LN(1));
  check_heap(s, 1, 3, 1, P(3), P(3), LN(2));
  check_heap(s, 2, 4, 2, P(4), P(4), LN(0));
  ck_assert_uint_eq(m->me_cnt, 0);

  /* c4: POP F -> ME {F,3,1,1}; H[0] <- D, heap [D2, C1]; issue idx1 (F, 0xB, tids 4,5,-,3);
   * free 1. C merges into idx3 (OCC 0x5), H[1].CNT 2, no swap on the tie; D merges into idx4
   * (OCC 0xE), H[0].CNT 3. */
  scen_step(sc, 4, s, &o);
  check_issue(&o, 1, 6, 0xB, 3);
  ck_assert(o.iss_tid[0] == 4 && o.iss_tid[1] == 5 && o.iss_tid[2] == NONE && o.iss_tid[3] == 3);
  check_me(s, 6, 0, 0, 0);
  check_fifo(s, (const uint32_t[]){5, 6, 7, 0, 2, 1}, 6);
  ck_assert_uint_eq(m->hs, 2);
  check_heap(s, 0, 4, 3, P(4), P(4), LN(0));
  check_heap(s, 1, 3, 2, P(3), P(3), LN(2));
  check_pool(s, 3, 3, 0, NONE, 6, NONE);
  check_pool(s, 4, 4, NONE, 1, 2, 7);
  ck_assert(L->occ[2] == 0x5 && L->occ[0] == 0xE && !L->v[1]);

  /* c5: POP D -> ME {D,3,4,4}, heap [C2]; issue idx4 (D, 0xE, tids -,1,2,7); free 4, pop 5.
   * C (REQ 0x9) conflicts with OCC 0x5 on lane 0: new warp 5 = {C,[8,-,-,-]}, tid 11 to idx3;
   * PWL C <- {0x1, 5}; H[0].CNT 4, pool3.NEXT = {1,5}, WPT 5. */
  scen_step(sc, 5, s, &o);
  check_issue(&o, 4, 4, 0xE, 3);
  ck_assert(o.acc0 && !o.acc1 && !o.stall1);
  check_fifo(s, (const uint32_t[]){6, 7, 0, 2, 1, 4}, 6);
  check_pool(s, 5, 3, 8, NONE, NONE, NONE);
  check_pool(s, 3, 3, 0, NONE, 6, 11);
  ck_assert_uint_eq(s->pool.next[3], P(5));
  ck_assert(L->v[2] && L->occ[2] == 0x1 && L->idx[2] == 5);
  ck_assert_uint_eq(m->hs, 1);
  check_heap(s, 0, 3, 4, P(3), P(5), LN(2));

  /* c6: POP C -> ME {C,4,3,5}; issue idx3 (C, 0xD, tids 0,-,6,11): ME.WPH 5, CNT 1; free 3; the
   * PWL C entry is kept (its IDX is 5). */
  scen_step(sc, 6, s, &o);
  check_issue(&o, 3, 3, 0xD, 3);
  ck_assert(o.iss_tid[0] == 0 && o.iss_tid[1] == NONE && o.iss_tid[2] == 6 && o.iss_tid[3] == 11);
  check_me(s, 3, 1, P(5), P(5));
  ck_assert_uint_eq(m->hs, 0);
  ck_assert(L->v[2] && L->idx[2] == 5);

  /* c7: issue idx5 (C, 0x1, tid 8); ME.CNT 0, WPH/WPT invalid; free 5; PWL C invalidated. */
  scen_step(sc, 7, s, &o);
  check_issue(&o, 5, 3, 0x1, 1);
  check_me(s, 3, 0, 0, 0);
  check_fifo(s, (const uint32_t[]){6, 7, 0, 2, 1, 4, 3, 5}, 8);
  for (unsigned e = 0; e < WT_POOL; e++) {
    check_pool(s, e, s->pool.pc[e], NONE, NONE, NONE, NONE);
  }
  ck_assert_uint_eq(s->pool.next[3], P(5)); /* clear-on-free rewrites only the TIDs */
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    ck_assert(!L->v[e]);
  }
  for (unsigned e = 0; e < WT_MHL_ENTRIES; e++) {
    ck_assert_uint_eq(m->mhl_mh[e], 0);
  }
  /* Nothing more to issue. */
  scen_step(sc, 8, s, &o);
  ck_assert(!o.iss_v);
  free(s);
}
END_TEST

/* DWF-2 (toy): MHeap LUT set 0 full -> WUR0 (PC 8) stalls at c3, accepted at c4 after POP. */
START_TEST(test_dwf2_mhl) {
  const wt_scenario_t *sc = scen("dwf2_mhl");
  st_t *s = new_state();
  out_t o;
  scen_step(sc, 0, s, &o);
  /* c1: (2,0x9) and (4,0x6) fill MHL set 0; heap [2:2, 4:2]. */
  scen_step(sc, 1, s, &o);
  ck_assert(o.acc0 && o.acc1);
  ck_assert(s->maj.mhl_mh[0] == MH(0) && s->maj.mhl_mh[1] == MH(1));
  /* c2: POP 2 frees its way; (2,0xD) hits ME (CNT 0 after the issue), (10,0x2) takes the way. */
  scen_step(sc, 2, s, &o);
  check_issue(&o, 0, 2, 0x9, 2);
  ck_assert(o.acc0 && o.acc1);
  check_me(s, 2, 3, P(2), P(2));
  /* c3: (8,0x1) misses a full set 0 {4, 10} -> stall; (10,0xE) conflicts on lane 1 -> new warp,
   * H: 10 now 4 threads, sifts above 4. Nothing loads (WUR0 is still full). */
  scen_step(sc, 3, s, &o);
  check_issue(&o, 2, 2, 0xD, 3);
  ck_assert(o.stall0 && !o.acc0 && o.acc1);
  ck_assert_uint_eq(s->wur.req[0], 0x1);
  check_heap(s, 0, 10, 4, P(3), P(4), s->maj.h_lutn[0]);
  /* c4: POP 10 frees its way: WUR0 (8) is accepted. */
  scen_step(sc, 4, s, &o);
  ck_assert(o.acc0 && !o.stall0);
  ck_assert_uint_eq(s->maj.me_pc, 10);
  for (unsigned c = 5; c < sc->cycles; c++) {
    scen_step(sc, c, s, &o);
  }
  free(s);
}
END_TEST
#endif

#if POOL2
/* DWF-3, POOL = 2: WUR1 (d) stalls on the empty allocator at c2, accepted at c3. a=2, b=3, c=4,
 * d=5. */
START_TEST(test_dwf3_pool2) {
  const wt_scenario_t *sc = scen("dwf3");
  st_t *s = new_state();
  out_t o;
  scen_step(sc, 0, s, &o);
  scen_step(sc, 1, s, &o); /* c1: pops 0 and 1, the pool is full; heap [a1, b1], no tie swap */
  ck_assert(o.acc0 && o.acc1);
  ck_assert_uint_eq(s->alloc.count, 0);
  check_heap(s, 0, 2, 1, P(0), P(0), s->maj.h_lutn[0]);
  check_heap(s, 1, 3, 1, P(1), P(1), s->maj.h_lutn[1]);
  ck_assert(s->wur.pc[0] == 4 && s->wur.pc[1] == 5); /* c2's registers loaded */
  scen_step(sc, 2, s, &o); /* c2: issue idx0 (a); c pops 0; d stalls, retained, no load */
  check_issue(&o, 0, 2, 0x1, 1);
  ck_assert(o.acc0 && o.stall1 && !o.acc1);
  ck_assert(s->wur.req[1] == 0x8 && s->wur.pc[1] == 5);
  ck_assert_uint_eq(s->alloc.count, 0);
  scen_step(sc, 3, s, &o); /* c3: POP b, issue idx1; d pops 1 */
  check_issue(&o, 1, 3, 0x2, 1);
  ck_assert(o.acc1 && !o.stall1);
  check_pool(s, 1, 5, NONE, NONE, NONE, s->wur.tid[1][3]);
  free(s);
}
END_TEST
#endif

#if HEAP1
/* DWF-3, HEAP = 1: WUR1 (b) stalls on the full heap at c1, accepted at c2. */
START_TEST(test_dwf3_heap1) {
  const wt_scenario_t *sc = scen("dwf3");
  st_t *s = new_state();
  out_t o;
  scen_step(sc, 0, s, &o);
  scen_step(sc, 1, s, &o);
  ck_assert(o.acc0 && o.stall1 && !o.acc1);
  ck_assert(!o.in_accept && o.in_taken == 0); /* the next warp waits: WUR1 is not empty */
  ck_assert_uint_eq(s->maj.hs, 1);
  ck_assert_uint_eq(s->alloc.count, WT_POOL - 1u); /* the stalled WUR popped nothing */
  scen_step(sc, 2, s, &o);
  check_issue(&o, 0, 2, 0x1, 1);
  ck_assert(o.acc1);
  ck_assert_uint_eq(s->maj.hs, 1);
  ck_assert_uint_eq(s->maj.h_pc[0], 3);
  free(s);
}
END_TEST
#endif

////////////////////////////////////////////////////////////////////////////////
// random: invariants every cycle; in-place stepping equals two-buffer stepping
////////////////////////////////////////////////////////////////////////////////

/* The random run's hooks: the invariants, the in-place step on a second state `t` compared with
 * the two-buffer step, and coverage counters. */
typedef struct {
  st_t *t;
  unsigned c, issued, stalls, busy, taken_lt;
} run_ctx_t;

WT_STATE_HOOK(run_reset, run_ctx_t, k, s) { dwf_sched_reset(k->t); }

WT_CYCLE_HOOK(run_cycle, run_ctx_t, k, prev, in, o, next) {
  out_t o2;
  check_inv(next);
  memset(&o2, 0, sizeof o2);
  dwf_sched_comb(k->t, in, &o2, k->t); /* in place */
  if (memcmp(next, k->t, sizeof *k->t) != 0 || memcmp(o, &o2, sizeof o2) != 0) {
    ck_abort_msg("cycle %u: in-place step differs from the two-buffer step", k->c);
  }
  k->issued += o->iss_v;
  k->stalls += o->stall0 + o->stall1;
  k->busy += o->busy;
  k->taken_lt += !o->in_accept;
}

WT_STATE_HOOK(run_every, run_ctx_t, k, s) { k->c++; }

/* pol (SPEC 1.8), on the toy geometry under every policy. Steps 2-5 issue P's four warps (pool
 * indices 0, 1, 3, 5; PC 2, lane 0) while X (idx 2: PC 3, lanes 1-2), Y (idx 4: PC 5, lanes 1-3)
 * and Z (idx 6: PC 4, lane 1) queue, inserted in steps 2, 3, 4 (allocator [0..7]: P pops 0, then
 * P and the other group of each step pop 1 2, 3 4, 5 6). Steps 6-8 by hand, per policy:
 *  DMaj: heap [X2] -> [Y3, X2] -> [Y3, X2, Z1]; POP Y, Z to the root sifts below X2: X, then Z.
 *  DMin: [X2] -> [X2, Y3] -> Z1 sifts up past X2: [Z1, Y3, X2]; POP Z, X to the root stays
 *        above Y3: X, then Y.
 *  DPC:  keys 3, 5, 4: [X, Y, Z] with no swap; POP X, Z to the root stays above Y: Z, then Y.
 *  DPdPri: keys P 0, X 0, Y 0, Z 1 (its thread passed a reconvergence point); every step the
 *        waiting warp with the smallest {key, PC, index}: P's (PC 2) while they come, then X
 *        (PC 3), Y (PC 5), Z (key 1).
 *  DTime: no Majority Entry: every warp in allocation order, P's and the others' interleaved
 *        (0 P, 1 P, 2 X, 3 P, 4 Y, 5 P, 6 Z); P's warp 3 is not merged into (its lane 0 is taken),
 *        so the indices are the same. */
typedef struct {
  uint32_t idx, pc, mask, nthd;
} iss_t;
#define I_P(i) \
  { i, 2u, 0x1u, 1u }
#define I_X \
  { 2u, 3u, 0x6u, 2u }
#define I_Y \
  { 4u, 5u, 0xEu, 3u }
#define I_Z \
  { 6u, 4u, 0x2u, 1u }
#if WT_POLICY == WT_POL_DTIME
#define POL_TAIL I_P(0), I_P(1), I_X, I_P(3), I_Y, I_P(5), I_Z
#else
#define POL_HEAD I_P(0), I_P(1), I_P(3), I_P(5)
#if WT_POLICY == WT_POL_DMIN
#define POL_TAIL POL_HEAD, I_Z, I_X, I_Y
#elif WT_POLICY == WT_POL_DPDPRI
#define POL_TAIL POL_HEAD, I_X, I_Y, I_Z
#elif WT_POLICY == WT_POL_DPC
#define POL_TAIL POL_HEAD, I_X, I_Z, I_Y
#else
#define POL_TAIL POL_HEAD, I_Y, I_X, I_Z
#endif
#endif
HELPER void check_pol(void) {
  static const iss_t want[] = {POL_TAIL};
  const wt_scenario_t *sc = scen("pol");
  st_t *s = new_state();
  out_t o;
  for (unsigned cyc = 0; cyc < 10; cyc++) {
    scen_step(sc, cyc, s, &o);
    ck_assert_msg(!o.stall0 && !o.stall1, "step %u: a WUR stalled", cyc);
    if (cyc < 2 || cyc > 8) {
      ck_assert_msg(!o.iss_v, "step %u: issued idx %u", cyc, o.iss_idx);
    } else {
      const iss_t *w = &want[cyc - 2];
      ck_assert_msg(o.iss_v, "step %u: nothing issued", cyc);
      check_issue(&o, w->idx, w->pc, w->mask, w->nthd);
    }
  }
  free(s);
}

#if TOY_GEO
START_TEST(test_pol) { check_pol(); }
END_TEST
#endif

START_TEST(test_random) {
  st_t *s = new_state();
  run_ctx_t k;
  memset(&k, 0, sizeof k);
  k.t = new_state();
  /* The state is large: the generic width checks every 64 cycles. */
  wt_run_t r = {&dwf_sched_stim, s, &k, run_reset, run_cycle, run_every, 64, false};
  wt_run_random(&r, (uint64_t)_i, 40000);
  /* The stimulus must reach the interesting cases, or the run proves little. */
#if DWF_SCHED_DTIME || DWF_SCHED_PDPRI
  /* DTime and DPdPri stall a WUR only when the allocator is empty, which rarely happens: no stall
   * is required. */
  WT_CHECK_REACHED(WT_REACH(k.issued, 1000), WT_REACH(k.taken_lt, 0));
#else
  WT_CHECK_REACHED(WT_REACH(k.issued, 1000), WT_REACH(k.stalls, 0), WT_REACH(k.taken_lt, 0));
#endif
  printf(
      "dwf_sched random seed %d [%s]: %u issues, %u WUR stalls, %u busy cycles, %u partial "
      "loads in 40000 cycles\n",
      _i, WT_CONFIG_NAME, k.issued, k.stalls, k.busy, k.taken_lt);
  free(s);
  free(k.t);
}
END_TEST

/* Every scenario (loop index), in every configuration: inputs deterministic and in width, the
 * SPEC 7.3 invariants after every cycle (the directed tests above check the values). */
WT_STATE_HOOK(run_inv, void, ctx, s) { check_inv(s); }

START_TEST(test_scen_run) {
  st_t *s = new_state();
  wt_run_t r = {&dwf_sched_stim, s, NULL, NULL, NULL, run_inv, 0, false};
  wt_run_scenario_i(&r, _i);
  free(s);
}
END_TEST

/* SPEC 1.7 [RES, 2026-11-23]: with iss_v = 0 the issue outputs PC, TIDs, lane mask, thread count
 * and index are don't-care; every other output always counts. */
START_TEST(test_issue_outputs_qualified) {
  static const char *const qualified[] = {"iss_idx", "iss_pc", "iss_mask", "iss_nthd", "iss_tid"};
  wt_fields_t o = dwf_sched_block.out;
  unsigned n = 0;
  for (unsigned i = 0; i < o.n; i++) {
    bool want = false;
    for (unsigned k = 0; k < 5; k++) want |= strcmp(o.f[i].name, qualified[k]) == 0;
    if (want) {
      ck_assert_msg(o.f[i].qual != NULL && strcmp(o.f[i].qual, "iss_v") == 0, "%s not qualified by iss_v",
                    o.f[i].name);
      n++;
    } else {
      ck_assert_msg(o.f[i].qual == NULL, "%s is qualified", o.f[i].name);
    }
  }
  ck_assert_uint_eq(n, 5u);
}
END_TEST

WT_UNIT_SUITE("dwf_sched") = {
    WT_TCASE("directed", 60),
    WT_TEST(test_issue_outputs_qualified),
    WT_TEST(test_reset),
    WT_TEST(test_check_hook),
#if TOY
    WT_TEST(test_dwf1),
    WT_TEST(test_dwf2_mhl),
#endif
#if TOY_GEO
    WT_TEST(test_pol),
#endif
#if POOL2
    WT_TEST(test_dwf3_pool2),
#endif
#if HEAP1
    WT_TEST(test_dwf3_heap1),
#endif
    WT_TCASE("scen", 60),
    WT_SCEN_LOOP(test_scen_run, &dwf_sched_stim),

    WT_RANDOM_CASES(300, 2),

    WT_TABLE_CASES(dwf_sched_block),
    WT_END,
};
