/* tb/unit/test_wm_sm.c: Check suite for the WarpMan SM unit C model (rtl_c/wm_sm.h; SPEC 2.1-2.5,
 * the directed tests WM-1 .. WM-7 and the W2 id wrap).
 *
 * Each SPEC 2.5 directed test runs its scenario of tb/stim/wm_sm_scen.c and compares the
 * dispatches, the issued buffered warps, the counters and the 40-bit buffer word with SPEC's
 * numbers on wm_baseline (WM-1 .. WM-5, WM-7) and wm_thresh (WM-6), and with values worked out by
 * hand from SPEC 2.2-2.4 on wm_rf64k, wm_rf16k and wm_tb (arithmetic in the comments). Buffer
 * words are SPEC 2.3 packings {P 39:37, L 36:11, start 10:6, end 5:1, valid 0} written as
 * literals. The check hook is tested on corrupted states; random runs call it every cycle in
 * every configuration, with properties of the composition written here from SPEC.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wm_sm.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(wm_sm)

/* The five wm configurations (configs/wm_*.cfg): the SPEC 2.0 machine with one knob changed. */
#define GEOM \
  (WT_SCHED == 48 && WT_TB_SLOTS == 8 && WT_SMEM == 49152 && WT_MAXW == 32 && WT_LTBW == 26 && \
   WT_THRESH == 36)
#define CFG_BASE (GEOM && WT_REGS == 32768 && !WT_THRESH_EN && WT_WARP_LVL)
#define CFG_RF64K (GEOM && WT_REGS == 65536 && !WT_THRESH_EN && WT_WARP_LVL)
#define CFG_RF16K (GEOM && WT_REGS == 16384 && !WT_THRESH_EN && WT_WARP_LVL)
#define CFG_THRESH (GEOM && WT_REGS == 32768 && WT_THRESH_EN && WT_WARP_LVL)
#define CFG_TB (GEOM && WT_REGS == 32768 && !WT_THRESH_EN && !WT_WARP_LVL)
#define TOP 0x3FFFFFFu /* L_TBId all ones */

#define HELPER __attribute__((unused)) static

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

static void check_inv(const st_t *s, const char *what, unsigned c) {
  char msg[256];
  if (!wm_sm_block.check(s, msg, sizeof msg)) {
    ck_abort_msg("%s cycle %u: invariant: %s", what, c, msg);
  }
}

/* The SPEC 2.3 word of a buffer state, packed here (positions from the SPEC 2.3 table). */
static uint64_t word(const wm_workload_buf_state_t *b) {
  return ((uint64_t)b->p_tbid << (1u + 2u * WT_WIDW + WT_LTBW)) |
         ((uint64_t)b->l_tbid << (1u + 2u * WT_WIDW)) | ((uint64_t)b->start_wid << (1u + WT_WIDW)) |
         ((uint64_t)b->end_wid << 1u) | (uint64_t)b->valid;
}

#define MAXC 330u

/* A scenario run from reset: inputs, outputs and the state after each cycle. */
typedef struct {
  unsigned n;
  in_t in[MAXC];
  out_t o[MAXC];
  st_t s[MAXC];
} rec_t;

/* Runs scenario `name` from reset with the invariants every cycle. */
static rec_t *record(const char *name) {
  const wt_scenario_t *sc = scen(name);
  ck_assert_uint_le(sc->cycles, MAXC);
  rec_t *r = calloc(1, sizeof *r);
  ck_assert_ptr_nonnull(r);
  st_t s;
  wm_sm_reset(&s);
  r->n = sc->cycles;
  for (unsigned c = 0; c < sc->cycles; c++) {
    ck_assert(!wt_scen_in(sc, c, &s, &r->in[c], sizeof r->in[c]));
    wt_step(&wm_sm_block, &s, &r->in[c], &r->o[c]);
    check_inv(&s, name, c);
    r->s[c] = s;
  }
  return r;
}

/* The counters after cycle `c`. */
HELPER void cnt(const rec_t *r, unsigned c, uint32_t sched, uint32_t tb, uint32_t regs, uint32_t smem) {
  const wm_dispatch_state_t *d = &r->s[c].dsp;
  ck_assert_msg(d->free_sched == sched && d->free_tb == tb && d->free_regs == regs && d->free_smem == smem,
                "after cycle %u: expected free_sched %u, free_tb %u, free_regs %u, free_smem %u; "
                "got %u, %u, %u, %u",
                c, sched, tb, regs, smem, d->free_sched, d->free_tb, d->free_regs, d->free_smem);
}

/* The buffer word after cycle `c` (and on the `wb` output of cycle c + 1). */
HELPER void wbw(const rec_t *r, unsigned c, uint64_t w) {
  ck_assert_msg(word(&r->s[c].wb) == w, "after cycle %u: expected WB 0x%010llx, got 0x%010llx", c,
                (unsigned long long)w, (unsigned long long)word(&r->s[c].wb));
  ck_assert_uint_eq(wm_workload_buf_word(&r->s[c].wb), w);
  if (c + 1u < r->n) {
    ck_assert_uint_eq(r->o[c + 1u].wb, w);
  }
}

/* Cycle `c` dispatched a TB {full, P, L, n}. */
HELPER void disp(const rec_t *r, unsigned c, bool full, uint32_t p, uint32_t l, uint32_t n) {
  const out_t *o = &r->o[c];
  ck_assert_msg(o->disp_v && o->disp_full == full && o->disp_p == p && o->disp_l == l && o->disp_n == n,
                "cycle %u: expected %s TB {P %u, L %u, n %u}; got disp_v %d full %d {P %u, L %u, "
                "n %u}",
                c, full ? "full" : "partial", p, l, n, o->disp_v, o->disp_full, o->disp_p, o->disp_l,
                o->disp_n);
}

HELPER void nodisp(const rec_t *r, unsigned c) {
  ck_assert_msg(!r->o[c].disp_v, "cycle %u: unexpected dispatch {P %u, L %u, n %u}", c, r->o[c].disp_p,
                r->o[c].disp_l, r->o[c].disp_n);
}

/* Cycle `c` issued buffered warp `wid` of TB {P, L}; wid < 0: nothing issued. */
HELPER void iss(const rec_t *r, unsigned c, int wid, uint32_t p, uint32_t l) {
  const out_t *o = &r->o[c];
  if (wid < 0) {
    ck_assert_msg(!o->iss_v && o->iss_p == 0u && o->iss_l == 0u && o->iss_wid == 0u,
                  "cycle %u: unexpected issue of warp %u", c, o->iss_wid);
    return;
  }
  ck_assert_msg(o->iss_v && o->iss_wid == (uint32_t)wid && o->iss_p == p && o->iss_l == l,
                "cycle %u: expected the issue of warp %d of TB {P %u, L %u}; got v %d warp %u {P "
                "%u, L %u}",
                c, wid, p, l, o->iss_v, o->iss_wid, o->iss_p, o->iss_l);
}

/* Full TBs at cycles c0.., into slots 0.., ids l0.., W warps each. */
HELPER void fulls(const rec_t *r, unsigned c0, unsigned n, uint32_t l0, uint32_t w) {
  for (unsigned i = 0; i < n; i++) {
    disp(r, c0 + i, true, i, l0 + i, w);
  }
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_reset) {
  st_t s;
  memset(&s, 0xa5, sizeof s);
  wm_sm_reset(&s);
  check_inv(&s, "reset", 0);
  ck_assert_uint_eq(word(&s.wb), 0u);
  ck_assert_uint_eq(s.dsp.free_sched, WT_SCHED);
  ck_assert_uint_eq(s.dsp.free_tb, WT_TB_SLOTS);
  ck_assert_uint_eq(s.dsp.free_regs, WT_REGS);
  ck_assert_uint_eq(s.dsp.free_smem, WT_SMEM);
#if GEOM
  ck_assert_uint_eq(s.dsp.free_sched, 48u);
  ck_assert_uint_eq(s.dsp.free_smem, 49152u);
#endif
  in_t in;
  out_t o;
  memset(&in, 0, sizeof in);
  wt_step(&wm_sm_block, &s, &in, &o);
  ck_assert(o.idle && !o.launch_ok && !o.done_ok && !o.disp_v && !o.iss_v && !o.ltb_ovf);
  ck_assert_uint_eq(o.wb, 0u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// The check hook on corrupted states (the unit's invariants, wm_sm.h)
////////////////////////////////////////////////////////////////////////////////

/* A consistent partial TB: kernel {W 4, R_w 100, S_TB 1000}, slot 2 with warps 0..1 live and
 * warps 2..3 in the buffer {2, 9, 2, 3, 1}. */
static void mk_state(st_t *s) {
  wm_sm_reset(s);
  wm_dispatch_state_t *d = &s->dsp;
  d->k_w = 4u;
  d->k_rw = 100u;
  d->k_stb = 1000u;
  d->tb_busy = 1u << 2;
  d->live[2] = 2u;
  d->free_tb = WT_TB_SLOTS - 1u;
  d->free_sched = WT_SCHED - 2u;
  d->active_warps = 2u;
  d->free_regs = WT_REGS - 200u;
  d->free_smem = WT_SMEM - 1000u;
  s->wb.valid = true;
  s->wb.p_tbid = 2u;
  s->wb.l_tbid = 9u;
  s->wb.start_wid = 2u;
  s->wb.end_wid = 3u;
}

static void expect_fail(const st_t *s, const char *want) {
  char msg[256];
  ck_assert(!wm_sm_block.check(s, msg, sizeof msg));
  ck_assert_str_eq(msg, want);
}

START_TEST(test_check_hook) {
  ck_assert(wm_sm_block.check != NULL);
  st_t s;
  char msg[256];
  mk_state(&s);
#if WT_WARP_LVL
  ck_assert_msg(wm_sm_block.check(&s, msg, sizeof msg), "%s", msg);
  /* The buffer names a slot that is not busy. */
  s.wb.p_tbid = 3u;
  expect_fail(&s, "the workload buffer holds warps of TB slot 3, which is not busy");
  /* start_wid past end_wid. */
  mk_state(&s);
  s.wb.start_wid = 3u;
  s.wb.end_wid = 2u;
  expect_fail(&s, "workload buffer start_wid = 3, end_wid = 2, but W = 4 (start <= end = W-1)");
  /* end_wid is not W - 1. */
  mk_state(&s);
  s.wb.end_wid = 2u;
  expect_fail(&s, "workload buffer start_wid = 2, end_wid = 2, but W = 4 (start <= end = W-1)");
  /* Live and buffered warps exceed W (one warp counted twice). */
  mk_state(&s);
  s.wb.start_wid = 1u;
  expect_fail(&s, "TB slot 2: 2 live warps and 3 buffered exceed W = 4");
  /* An invalid buffer is not checked (stale fields are legal: SPEC 0.3). */
  mk_state(&s);
  s.wb.valid = false;
  s.wb.p_tbid = 5u;
  s.wb.start_wid = 7u;
  ck_assert_msg(wm_sm_block.check(&s, msg, sizeof msg), "%s", msg);
#else
  /* Under TB-level management the counters of a busy TB hold all W warps; a buffer is never
   * valid. */
  mk_state(&s);
  s.dsp.free_sched = WT_SCHED - 4u;
  s.dsp.active_warps = 4u;
  s.dsp.free_regs = WT_REGS - 400u;
  expect_fail(&s, "the workload buffer is valid under TB-level management (WARP_LVL = 0)");
  s.wb.valid = false;
  ck_assert_msg(wm_sm_block.check(&s, msg, sizeof msg), "%s", msg);
#endif
  /* The dispatcher's invariants come first. */
  mk_state(&s);
  s.dsp.free_tb = 0u;
  char want[128];
  snprintf(want, sizeof want, "free_tb = 0 but 1 of %u slots are busy", WT_TB_SLOTS);
  expect_fail(&s, want);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// WM-1 (SPEC 2.5): MM, W 8, R_w 768, S_TB 2048
////////////////////////////////////////////////////////////////////////////////

/* Scenario wm1_mm: c0 launch, c8..c14 completions in slot 0.
 * wm_baseline (SPEC 2.5 WM-1): after 5 full TBs free_regs 32768 - 30720 = 2048, free_sched 8,
 *   free_tb 3, free_smem 48 - 10 = 38 KB (38912); c6 partial TB 5 (6144 > 2048; n = min(8, 8, 2)
 *   = 2) -> free_regs 512, free_sched 6, free_tb 2, free_smem 36 KB (36864), WB {5,5,2,7,1} =
 *   0xA00000288F; c7 nothing (WB valid); c8..c13 the six completions issue warps 2..7 (start 3..7,
 *   words +0x40 each, then valid <- 0: {5,5,7,7,0} = 0xA0000029CE), free_regs stays 512; c14 free
 *   regs 512 + 768 = 1280: partial TB 6 with n = min(8, 7, 1) = 1 -> WB {6,6,1,7,1} =
 *   0xC00000304F, free_regs 512, free_tb 1, free_smem 34816.
 * wm_rf64k: 6 full TBs (free_sched 0, free_regs 65536 - 36864 = 28672); c8 partial TB 6 with 1
 *   warp (0xC00000304F); c9..c14 warps 1..6 -> {6,6,7,7,1} = 0xC0000031CF.
 * wm_rf16k: 2 full TBs (4096 free); c3 partial TB 2, n = min(8, 32, 5) = 5: {2,2,5,7,1} =
 *   0x400000114F, free_regs 256; c8..c10 warps 5..7 -> {2,2,7,7,0} = 0x40000011CE; c11 free_regs
 *   1024: TB 3 with n = 1: {3,3,1,7,1} = 0x600000184F; c12..c14 warps 1..3 -> 0x600000190F.
 * wm_thresh: no partial while active >= 36; c12 (active 35): TB 5 with n = min(8, 13, 7, 1) = 1:
 *   {5,5,1,7,1} = 0xA00000284F; c13, c14 warps 1, 2 -> 0xA0000028CF.
 * wm_tb: 5 full TBs; the buffer stays 0; the completions free nothing. */
START_TEST(test_wm1) {
  rec_t *r = record("wm1_mm");
  ck_assert(r->o[0].launch_ok);
#if CFG_BASE
  fulls(r, 1, 5, 0, 8);
  cnt(r, 5, 8, 3, 2048, 38912);
  ck_assert_uint_eq(r->s[5].dsp.free_smem, 38u * 1024u);
  disp(r, 6, false, 5, 5, 2);
  cnt(r, 6, 6, 2, 512, 36864);
  ck_assert_uint_eq(r->s[6].dsp.free_smem, 36u * 1024u);
  wbw(r, 6, UINT64_C(0xA00000288F));
  nodisp(r, 7);
  static const uint64_t after[6] = {0xA0000028CF, 0xA00000290F, 0xA00000294F,
                                    0xA00000298F, 0xA0000029CF, 0xA0000029CE};
  for (unsigned c = 8; c <= 13u; c++) {
    iss(r, c, (int)c - 6, 5, 5);
    nodisp(r, c);
    ck_assert_uint_eq(r->s[c].dsp.free_regs, 512u);
    wbw(r, c, after[c - 8u]);
  }
  iss(r, 14, -1, 0, 0);
  disp(r, 14, false, 6, 6, 1);
  wbw(r, 14, UINT64_C(0xC00000304F));
  cnt(r, 14, 6, 1, 512, 34816);
  ck_assert(r->s[14].wb.p_tbid == 6u && r->s[14].wb.l_tbid == 6u && r->s[14].wb.start_wid == 1u &&
            r->s[14].wb.end_wid == 7u && r->s[14].wb.valid);
  /* "P=6 assumes TB slots 0..5 are still busy": slot 0 keeps 1 live warp. */
  ck_assert_uint_eq(r->s[14].dsp.live[0], 1u);
  ck_assert_uint_eq(r->s[14].dsp.tb_busy, 0x7Fu);
#elif CFG_RF64K
  fulls(r, 1, 6, 0, 8);
  cnt(r, 6, 0, 2, 28672, 36864);
  nodisp(r, 7);
  wbw(r, 7, 0);
  disp(r, 8, false, 6, 6, 1);
  wbw(r, 8, UINT64_C(0xC00000304F));
  for (unsigned c = 9; c <= 14u; c++) {
    iss(r, c, (int)c - 8, 6, 6);
    ck_assert_uint_eq(r->s[c].dsp.free_regs, 28672u);
  }
  wbw(r, 14, UINT64_C(0xC0000031CF));
#elif CFG_RF16K
  fulls(r, 1, 2, 0, 8);
  cnt(r, 2, 32, 6, 4096, 45056);
  disp(r, 3, false, 2, 2, 5);
  wbw(r, 3, UINT64_C(0x400000114F));
  cnt(r, 3, 27, 5, 256, 43008);
  for (unsigned c = 8; c <= 10u; c++) {
    iss(r, c, (int)c - 3, 2, 2);
  }
  wbw(r, 10, UINT64_C(0x40000011CE));
  disp(r, 11, false, 3, 3, 1);
  wbw(r, 11, UINT64_C(0x600000184F));
  cnt(r, 11, 27, 4, 256, 40960);
  for (unsigned c = 12; c <= 14u; c++) {
    iss(r, c, (int)c - 11, 3, 3);
  }
  wbw(r, 14, UINT64_C(0x600000190F));
#elif CFG_THRESH
  fulls(r, 1, 5, 0, 8);
  for (unsigned c = 6; c <= 11u; c++) {
    nodisp(r, c);
    wbw(r, c, 0);
  }
  disp(r, 12, false, 5, 5, 1);
  wbw(r, 12, UINT64_C(0xA00000284F));
  ck_assert_uint_eq(r->s[12].dsp.active_warps, 36u);
  iss(r, 13, 1, 5, 5);
  iss(r, 14, 2, 5, 5);
  wbw(r, 14, UINT64_C(0xA0000028CF));
  ck_assert_uint_eq(r->s[14].dsp.active_warps, 36u);
#elif CFG_TB
  fulls(r, 1, 5, 0, 8);
  for (unsigned c = 6; c < r->n; c++) {
    nodisp(r, c);
    iss(r, c, -1, 0, 0);
    wbw(r, c, 0);
    cnt(r, c, 8, 3, 2048, 38912);
  }
#endif
  free(r);
}
END_TEST

/* SPEC 2.3 step 1 [RES, revised]: a partial TB whose issued warps all finish while warps of it
 * still wait in the buffer keeps its slot and shared memory. wm_baseline, from WM-1's end (after
 * c14: TB 6 in slot 6 with 1 live warp, WB {6,6,1,7,1}; free_regs 512, free_sched 6, free_tb 1,
 * free_smem 34816): seven completions in slot 6 each find live[6] = 1 -> 0, keep the slot (the
 * buffer holds TB 6's warps) and issue warps 1..7 into it (live[6] back to 1; counters
 * unchanged; WB {6,6,7,7,0} = 0xC0000031CE after the seventh). The eighth finds the buffer
 * drained: slot 6 is released (free_tb 2, free_smem 36864) and the dispatcher, with 512 + 768 =
 * 1280 registers and 7 entries, places partial TB 7 with n = min(8, 7, 1) = 1 in the lowest free
 * slot, 6 again: {6,7,1,7,1} = 0xC000000000 + 0x3800 + 0x40 + 0xE + 1 = 0xC00000384F. */
START_TEST(test_partial_keeps_slot) {
#if CFG_BASE
  rec_t *r = record("wm1_mm");
  st_t s = r->s[14];
  in_t in;
  out_t o;
  memset(&in, 0, sizeof in);
  in.spatial_en = true;
  in.done = true;
  in.done_p = 6u;
  for (unsigned k = 1; k <= 7u; k++) {
    ck_assert_uint_eq(s.dsp.live[6], 1u);
    wt_step(&wm_sm_block, &s, &in, &o);
    check_inv(&s, "keeps slot", k);
    ck_assert(o.done_ok && o.iss_v && o.iss_wid == k && o.iss_p == 6u && !o.disp_v);
    ck_assert_uint_eq(s.dsp.live[6], 1u);
    ck_assert_uint_eq(s.dsp.tb_busy, 0x7Fu);
    ck_assert(s.dsp.free_tb == 1u && s.dsp.free_smem == 34816u && s.dsp.free_regs == 512u &&
              s.dsp.free_sched == 6u);
  }
  ck_assert_uint_eq(word(&s.wb), UINT64_C(0xC0000031CE));
  wt_step(&wm_sm_block, &s, &in, &o);
  check_inv(&s, "keeps slot", 8);
  ck_assert(o.done_ok && !o.iss_v && o.disp_v && !o.disp_full);
  ck_assert(o.disp_p == 6u && o.disp_l == 7u && o.disp_n == 1u);
  ck_assert_uint_eq(word(&s.wb), UINT64_C(0xC00000384F));
  ck_assert(s.dsp.free_tb == 1u && s.dsp.free_smem == 34816u && s.dsp.free_regs == 512u);
  free(r);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// WM-2 .. WM-6 (SPEC 2.5): fill, then one completion in slot 0 at c10
////////////////////////////////////////////////////////////////////////////////

/* One row per scenario: the full TBs at c1.. (W warps each), the free registers and entries after
 * them (SPEC's numbers), the partial TB of the launch sequence (n = 0: none), the counters and
 * the buffer after the launch sequence, and c10: the buffered warp issued (-1: none), a partial
 * TB dispatched then (n, 0: none), the buffer after it. */
typedef struct {
  const char *scen;
  uint32_t w, rw;
  unsigned fulls;
  uint32_t pre_regs, pre_sched;
  uint32_t part_n;
  uint32_t regs, sched;
  uint64_t wb;
  int c10_wid;
  uint32_t c10_n;
  uint64_t wb10;
} fill_t;

/* wm_baseline (SPEC 2.5) and wm_thresh (WM-6 and its analogues):
 *   WM-2 HS (W 8, R_w 1120): 3 full, free_regs 32768 - 26880 = 5888, free_sched 24; n = min(8, 24,
 *     5) = 5: WB {3,3,5,7,1} = 0x600000194F; then 5888 - 5*1120 = 288 registers, 19 entries; c10
 *     warp 5 issues: {3,3,6,7,1} = 0x600000198F. Threshold: active 24, n = min(5, 36 - 24) = 5.
 *   WM-3 RAY (W 6, R_w 2048): 2 full, 8192 free, 36 entries; n = 4: {2,2,4,5,1} = 0x400000110B;
 *     0 registers, 32 entries; c10 warp 4: 0x400000114B. Threshold: active 12, unchanged.
 *   WM-4 ST (W 32, R_w 544): 1 full, 15360 free (28 warps), 16 entries; n = min(32, 16, 28) = 16:
 *     {1,1,16,31,1} = 0x2000000C3F; 15360 - 8704 = 6656 registers, 0 entries; c10 warp 16:
 *     0x2000000C7F. WM-6: n = min(16, 28, 36 - 32 = 4) = 4: {1,1,4,31,1} = 0x200000093F, 15360 -
 *     2176 = 13184 registers, 12 entries; c10 warp 4: 0x200000097F.
 *   WM-5 RS (W 16, R_w 736): 2 full, 9216 free, 16 entries; n = 12: {2,2,12,15,1} = 0x400000131F;
 *     9216 - 8832 = 384 registers, 4 entries; c10 warp 12: 0x400000135F. Threshold: active 32,
 *     n = min(12, 4) = 4: {2,2,4,15,1} = 0x400000111F, 9216 - 2944 = 6272, 12 entries; c10:
 *     0x400000115F.
 * wm_rf64k (65536 registers):
 *   HS: 6 full (48 entries), 65536 - 53760 = 11776 free, no partial (free_sched 0); c10 frees 1
 *     entry: partial TB 6 with n = min(8, 1, 11) = 1: {6,6,1,7,1} = 0xC00000304F.
 *   RAY: 5 full, 4096 free, 18 entries; n = min(6, 18, 2) = 2: {5,5,2,5,1} = 0xA00000288B; 0
 *     registers, 16 entries; c10 warp 2: 0xA0000028CB.
 *   ST: 1 full, 48128 free, 16 entries; n = min(32, 16, 88) = 16: 0x2000000C3F; 39424 registers.
 *   RS: 3 full (48 entries), 65536 - 35328 = 30208 free; c10: TB 3 with 1 warp: {3,3,1,15,1} =
 *     0x600000185F.
 * wm_rf16k (16384 registers):
 *   HS: 1 full, 7424 free, 40 entries; n = min(8, 40, 6) = 6: {1,1,6,7,1} = 0x200000098F; 704
 *     registers, 34 entries; c10 warp 6: 0x20000009CF.
 *   RAY: 1 full, 4096 free, 42 entries; n = 2: {1,1,2,5,1} = 0x200000088B; 0, 40; c10:
 *     0x20000008CB.
 *   ST: 17408 > 16384: the launch is refused (D2 §6.4); nothing runs.
 *   RS: 1 full, 4608 free, 32 entries; n = min(16, 32, 6) = 6: {1,1,6,15,1} = 0x200000099F; 192,
 *     26; c10 warp 6: 0x20000009DF.
 * wm_tb: the full TBs only; the buffer stays 0; c10's completion frees nothing. */
static const fill_t fills[] = {
#if CFG_BASE
    {"wm2_hs", 8, 1120, 3, 5888, 24, 5, 288, 19, 0x600000194F, 5, 0, 0x600000198F},
    {"wm3_ray", 6, 2048, 2, 8192, 36, 4, 0, 32, 0x400000110B, 4, 0, 0x400000114B},
    {"wm4_st", 32, 544, 1, 15360, 16, 16, 6656, 0, 0x2000000C3F, 16, 0, 0x2000000C7F},
    {"wm5_rs", 16, 736, 2, 9216, 16, 12, 384, 4, 0x400000131F, 12, 0, 0x400000135F},
#elif CFG_THRESH
    {"wm2_hs", 8, 1120, 3, 5888, 24, 5, 288, 19, 0x600000194F, 5, 0, 0x600000198F},
    {"wm3_ray", 6, 2048, 2, 8192, 36, 4, 0, 32, 0x400000110B, 4, 0, 0x400000114B},
    {"wm4_st", 32, 544, 1, 15360, 16, 4, 13184, 12, 0x200000093F, 4, 0, 0x200000097F},
    {"wm5_rs", 16, 736, 2, 9216, 16, 4, 6272, 12, 0x400000111F, 4, 0, 0x400000115F},
#elif CFG_RF64K
    {"wm2_hs", 8, 1120, 6, 11776, 0, 0, 11776, 0, 0, -1, 1, 0xC00000304F},
    {"wm3_ray", 6, 2048, 5, 4096, 18, 2, 0, 16, 0xA00000288B, 2, 0, 0xA0000028CB},
    {"wm4_st", 32, 544, 1, 48128, 16, 16, 39424, 0, 0x2000000C3F, 16, 0, 0x2000000C7F},
    {"wm5_rs", 16, 736, 3, 30208, 0, 0, 30208, 0, 0, -1, 1, 0x600000185F},
#elif CFG_RF16K
    {"wm2_hs", 8, 1120, 1, 7424, 40, 6, 704, 34, 0x200000098F, 6, 0, 0x20000009CF},
    {"wm3_ray", 6, 2048, 1, 4096, 42, 2, 0, 40, 0x200000088B, 2, 0, 0x20000008CB},
    {"wm4_st", 32, 544, 0, 16384, 48, 0, 16384, 48, 0, -1, 0, 0},
    {"wm5_rs", 16, 736, 1, 4608, 32, 6, 192, 26, 0x200000099F, 6, 0, 0x20000009DF},
#elif CFG_TB
    {"wm2_hs", 8, 1120, 3, 5888, 24, 0, 5888, 24, 0, -1, 0, 0},
    {"wm3_ray", 6, 2048, 2, 8192, 36, 0, 8192, 36, 0, -1, 0, 0},
    {"wm4_st", 32, 544, 1, 15360, 16, 0, 15360, 16, 0, -1, 0, 0},
    {"wm5_rs", 16, 736, 2, 9216, 16, 0, 9216, 16, 0, -1, 0, 0},
#endif
    {NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0},
};

START_TEST(test_fill) {
  const fill_t *f = &fills[_i];
  if (f->scen == NULL) {
    return;
  }
  rec_t *r = record(f->scen);
  ck_assert_uint_eq(r->o[0].launch_ok, f->fulls > 0u);
  fulls(r, 1, f->fulls, 0, f->w);
  const unsigned cf = f->fulls; /* the cycle of the last full TB */
  ck_assert_uint_eq(r->s[cf].dsp.free_regs, f->pre_regs);
  ck_assert_uint_eq(r->s[cf].dsp.free_sched, f->pre_sched);
  unsigned c = cf + 1u;
  if (f->part_n != 0u) {
    disp(r, c, false, f->fulls, f->fulls, f->part_n);
    ck_assert_uint_lt(f->part_n, f->w);
    c++;
  }
  for (; c < 10u; c++) {
    nodisp(r, c);
  }
  ck_assert_uint_eq(r->s[9].dsp.free_regs, f->regs);
  ck_assert_uint_eq(r->s[9].dsp.free_sched, f->sched);
  ck_assert(!r->s[9].dsp.launching);
  wbw(r, 9, f->wb);
  /* c10: one completion in slot 0. */
  ck_assert_uint_eq(r->o[10].done_ok, f->fulls > 0u);
  iss(r, 10, f->c10_wid, f->fulls, f->fulls);
  if (f->c10_n != 0u) {
    disp(r, 10, false, f->fulls, f->fulls, f->c10_n);
  } else {
    nodisp(r, 10);
  }
  wbw(r, 10, f->wb10);
  /* Buffered issues and single releases never move the counters: the released warp's entry and
   * registers are taken again. */
  if (f->c10_wid >= 0) {
    ck_assert_uint_eq(r->s[10].dsp.free_regs, f->regs);
    ck_assert_uint_eq(r->s[10].dsp.free_sched, f->sched);
  }
  free(r);
}
END_TEST

/* WM-4's end_wid = 31 buffer, drained: the scenario's buffer after the launch, then 16 more
 * completions (c10's included) in slot 0 issue warps 16..31 and clear valid (W1); the 17th
 * dispatches a partial TB 2 with 1 warp (free_sched 1 after the release): {2,2,1,31,1} =
 * 0x4000000000 + 0x1000 + 0x40 + 0x3E + 1 = 0x400000107F. wm_baseline and wm_rf64k (n = 16). */
START_TEST(test_wm4_drain) {
#if CFG_BASE || CFG_RF64K
  const wt_scenario_t *sc = scen("wm4_st");
  st_t s;
  in_t in;
  out_t o;
  wm_sm_reset(&s);
  for (unsigned c = 0; c < 10u; c++) {
    ck_assert(!wt_scen_in(sc, c, &s, &in, sizeof in));
    wt_step(&wm_sm_block, &s, &in, &o);
  }
  ck_assert_uint_eq(word(&s.wb), UINT64_C(0x2000000C3F));
  memset(&in, 0, sizeof in);
  in.spatial_en = true;
  in.done = true;
  in.done_p = 0u;
  for (unsigned k = 0; k < 16u; k++) {
    wt_step(&wm_sm_block, &s, &in, &o);
    ck_assert(o.iss_v && o.iss_wid == 16u + k && o.iss_p == 1u && !o.disp_v);
    check_inv(&s, "wm4 drain", k);
  }
  ck_assert(!s.wb.valid);
  ck_assert_uint_eq(word(&s.wb), UINT64_C(0x2000000FFE)); /* {1,1,31,31,0} */
  ck_assert_uint_eq(s.dsp.live[1], 32u);
  wt_step(&wm_sm_block, &s, &in, &o);
  ck_assert(!o.iss_v && o.disp_v && !o.disp_full && o.disp_n == 1u && o.disp_p == 2u);
  ck_assert_uint_eq(word(&s.wb), UINT64_C(0x400000107F));
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// WM-7 (SPEC 2.5): thread-limited kernels
////////////////////////////////////////////////////////////////////////////////

/* Scenario wm7_thread_limited: kernels SN (W 16, R_w 544), SR (16, 160), BT (16, 352), HG (16,
 * 640), MC (12, 640), one 64-cycle window each, 3, 3, 3, 3 and 4 TBs: 48 warps fill all 48
 * entries with full TBs, free_sched = 0, so partial_ok = 0: the invocation after the last full
 * TB dispatches nothing, and no partial TB is ever dispatched (every configuration but
 * wm_rf16k: the registers never bind first, 4 x 7680 = 30720 <= 32768).
 * wm_rf16k (16384 registers): the kernels are register-limited instead, except SR:
 *   SN: 1 full (8704), 7680 free, 32 entries: n = min(16, 32, 14) = 14, TB 1001 in slot 1;
 *   SR: 3 full (3 x 2560 = 7680), free_sched 0: thread-limited;
 *   BT: 2 full (11264), 5120 free, 16 entries: n = min(16, 16, 14) = 14, TB 3002 in slot 2;
 *   HG: 1 full (10240), 6144 free: n = min(16, 32, 9) = 9, TB 4001 in slot 1;
 *   MC: 2 full (15360), 1024 free: n = min(12, 24, 1) = 1, TB 5002 in slot 2.
 * Every kernel drains within its window (48 completions, one per cycle from window cycle 9). */
START_TEST(test_wm7) {
  rec_t *r = record("wm7_thread_limited");
  static const uint32_t w[5] = {16, 16, 16, 16, 12}, ntbs[5] = {3, 3, 3, 3, 4};
  (void)ntbs; /* wm_rf16k: see nfull, npart */
#if CFG_RF16K
  static const unsigned nfull[5] = {1, 3, 2, 1, 2}; /* full TBs of the launch sequence */
  static const uint32_t npart[5] = {14, 0, 14, 9, 1};
#endif
  for (unsigned k = 0; k < 5u; k++) {
    const unsigned c0 = 64u * k;
    const uint32_t l0 = 1000u * (k + 1u);
    ck_assert(r->o[c0].idle && r->o[c0].launch_ok);
#if CFG_RF16K
    fulls(r, c0 + 1u, nfull[k], l0, w[k]);
    if (npart[k] != 0u) {
      disp(r, c0 + 1u + nfull[k], false, nfull[k], l0 + nfull[k], npart[k]);
    } else {
      nodisp(r, c0 + 1u + nfull[k]);
      ck_assert_uint_eq(r->s[c0 + nfull[k]].dsp.free_sched, 0u);
    }
#elif GEOM
    fulls(r, c0 + 1u, ntbs[k], l0, w[k]);
    nodisp(r, c0 + 1u + ntbs[k]);
    ck_assert_uint_eq(r->s[c0 + ntbs[k]].dsp.free_sched, 0u);
    ck_assert_uint_eq(r->s[c0 + ntbs[k]].dsp.active_warps, 48u);
    ck_assert_uint_eq(r->s[c0 + ntbs[k]].dsp.tbs_left, 0u);
    for (unsigned c = c0; c < c0 + 64u; c++) {
      ck_assert(!r->o[c].disp_v || r->o[c].disp_full); /* nothing dispatched partially */
      ck_assert(!r->s[c].wb.valid);
    }
#endif
    /* Drained by the end of the window. */
    ck_assert_uint_eq(r->s[c0 + 63u].dsp.tb_busy, 0u);
    ck_assert_uint_eq(r->s[c0 + 63u].dsp.tbs_left, 0u);
    ck_assert_uint_eq(r->s[c0 + 63u].dsp.free_sched, WT_SCHED);
    ck_assert_uint_eq(r->s[c0 + 63u].dsp.free_regs, WT_REGS);
  }
  free(r);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// W2 (SPEC 2.3): L_TBId at the 26-bit limit
////////////////////////////////////////////////////////////////////////////////

/* Scenario w2_ltb_wrap: RAY (W 6) from id 2^26 - 2, 6 TBs, completions alternating in slots 0 and
 * 1 from c8. The TBs with ids 0x3FFFFFE and 0x3FFFFFF fit; the next one gets id 0 (2^26 wrapped)
 * and sets ltb_ovf, which the output shows from the next cycle on and which stays set.
 * Where that TB comes (hand-derived):
 *   wm_baseline, wm_thresh: c3, the partial TB of WM-3 (n = 4): WB {2,0,4,5,1} = 0x400000010B;
 *   wm_rf64k: c3, the third of 5 full TBs;
 *   wm_rf16k: 1 full TB, partial TB 0x3FFFFFF (2 warps, at c2); the buffer issues its warps 2..5 at
 *     c8..c11; c12 a release of 2048 registers: TB 0 with 1 warp in slot 2;
 *   wm_tb: 2 full TBs; slot 0's sixth completion (c8, 10, .., 18) frees it: full TB 0 at c18. */
START_TEST(test_w2) {
  rec_t *r = record("w2_ltb_wrap");
  unsigned at = 0;
#if CFG_BASE || CFG_THRESH
  at = 3;
  disp(r, 3, false, 2, 0, 4);
  wbw(r, 3, UINT64_C(0x400000010B));
#elif CFG_RF64K
  at = 3;
  disp(r, 3, true, 2, 0, 6);
#elif CFG_RF16K
  at = 12;
  disp(r, 2, false, 1, TOP, 2);
  ck_assert(!r->s[2].dsp.ltb_ovf && r->s[2].dsp.ltb_wrap); /* all ones fits */
  disp(r, 12, false, 2, 0, 1);
#elif CFG_TB
  at = 18;
  disp(r, 18, true, 0, 0, 6);
#endif
#if GEOM
  ck_assert_uint_eq(r->o[1].disp_l, TOP - 1u);
  ck_assert_uint_eq(r->o[2].disp_l, TOP);
  unsigned first0 = 0;
  for (unsigned c = 1; c < r->n; c++) {
    if (r->o[c].disp_v && r->o[c].disp_l == 0u) {
      first0 = c;
      break;
    }
  }
  ck_assert_uint_eq(first0, at);
  for (unsigned c = 0; c < r->n; c++) {
    ck_assert_uint_eq(r->o[c].ltb_ovf, c > at); /* start of the cycle */
    ck_assert_uint_eq(r->s[c].dsp.ltb_ovf, c >= at);
  }
  /* Drain, then a launch clears it. */
  st_t s = r->s[r->n - 1u];
  in_t in;
  out_t o;
  for (unsigned c = 0; c < 200u && (s.dsp.tb_busy != 0u || s.dsp.tbs_left != 0u); c++) {
    memset(&in, 0, sizeof in);
    in.spatial_en = true;
    for (unsigned p = 0; p < WT_TB_SLOTS; p++) {
      if (s.dsp.live[p] != 0u) {
        in.done = true;
        in.done_p = p;
        break;
      }
    }
    wt_step(&wm_sm_block, &s, &in, &o);
    ck_assert(o.ltb_ovf);
  }
  ck_assert(s.dsp.tb_busy == 0u && s.dsp.tbs_left == 0u && s.dsp.ltb_ovf);
  memset(&in, 0, sizeof in);
  in.launch = true;
  in.k_w = 8u;
  in.k_rw = 768u;
  in.k_stb = 2048u;
  in.k_l0 = 7u;
  in.k_ntbs = 1u;
  in.spatial_en = true;
  wt_step(&wm_sm_block, &s, &in, &o);
  ck_assert(o.launch_ok && o.ltb_ovf);
  memset(&in, 0, sizeof in);
  wt_step(&wm_sm_block, &s, &in, &o);
  ck_assert(!o.ltb_ovf && o.disp_v && o.disp_l == 7u);
#endif
  free(r);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// 'temp' vs 'temp+spatial' (SPEC 2.4)
////////////////////////////////////////////////////////////////////////////////

/* MM launched in each mode, then one completion in slot 0.
 * wm_baseline: 'temp+spatial' places WM-1's partial TB 5 with 2 warps (0xA00000288F; free_regs
 *   512), the completion issues warp 2 (0xA0000028CF); 'temp' latches the 2048-register fragment,
 *   places nothing (WB 0, free_regs 2048), and the completion's 768 registers and 1 entry give a
 *   partial TB 5 with 1 warp: {5,5,1,7,1} = 0xA00000284F, free_regs 2048.
 * wm_rf16k: 'temp+spatial' {2,2,5,7,1} = 0x400000114F (free_regs 256), then warp 5 issues
 *   (0x400000118F); 'temp' nothing (free_regs 4096), then {2,2,1,7,1} = 0x400000104F. */
START_TEST(test_temp_vs_spatial) {
#if CFG_BASE || CFG_RF16K
  const uint64_t sp_fill = CFG_BASE ? 0xA00000288F : 0x400000114F;
  const uint64_t sp_done = CFG_BASE ? 0xA0000028CF : 0x400000118F;
  const uint64_t tp_done = CFG_BASE ? 0xA00000284F : 0x400000104F;
  const uint32_t sp_regs = CFG_BASE ? 512u : 256u, tp_regs = CFG_BASE ? 2048u : 4096u;
  for (int spatial = 0; spatial <= 1; spatial++) {
    st_t s;
    in_t in;
    out_t o;
    wm_sm_reset(&s);
    memset(&in, 0, sizeof in);
    in.launch = true;
    in.k_w = 8u;
    in.k_rw = 768u;
    in.k_stb = 2048u;
    in.k_ntbs = 100u;
    in.spatial_en = spatial;
    wt_step(&wm_sm_block, &s, &in, &o);
    memset(&in, 0, sizeof in);
    in.spatial_en = spatial;
    for (unsigned c = 1; c < 10u; c++) {
      wt_step(&wm_sm_block, &s, &in, &o);
      check_inv(&s, "temp", c);
    }
    ck_assert_uint_eq(word(&s.wb), (spatial ? sp_fill : 0u));
    ck_assert_uint_eq(s.dsp.free_regs, (spatial ? sp_regs : tp_regs));
    ck_assert(s.dsp.frag_v && s.dsp.frag_regs == tp_regs);
    in.done = true;
    in.done_p = 0u;
    wt_step(&wm_sm_block, &s, &in, &o);
    check_inv(&s, "temp", 10);
    ck_assert_uint_eq(o.iss_v, spatial);
    ck_assert_uint_eq(o.disp_v, !spatial);
    ck_assert_uint_eq(word(&s.wb), (spatial ? sp_done : tp_done));
    ck_assert_uint_eq(s.dsp.free_regs, (spatial ? sp_regs : tp_regs));
  }
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the check hook every cycle, properties of the composition
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  st_t *t; /* the in-place twin */
  unsigned c, partial, issues, drains, ovf, refused, thr;
} run_ctx_t;

WT_STATE_HOOK(run_reset, run_ctx_t, k, s) { wm_sm_reset(k->t); }

/* Per cycle: the invariants; the buffer's word on `wb`; an issue exactly on a taken completion
 * with the buffer valid (its warp start_wid of its TB); a partial TB loads the invalid buffer with
 * {P, L, n, W - 1}; partial TBs have 1 <= n < W, full ones W; the threshold (SPEC 2.4); TB-level
 * management never fills the buffer; the in-place step equals the two-buffer step. */
WT_CYCLE_HOOK(run_cycle, run_ctx_t, k, p, in, o, n) {
  check_inv(n, "run", k->c);
  EQ(o->wb, word(&p->wb));
  EQ(o->ltb_ovf, p->dsp.ltb_ovf);
  EQ(o->iss_v, o->done_ok && p->wb.valid);
  if (o->iss_v) {
    EQ(o->iss_p, p->wb.p_tbid);
    EQ(o->iss_l, p->wb.l_tbid);
    EQ(o->iss_wid, p->wb.start_wid);
    k->issues++;
    k->drains += !n->wb.valid;
    OK(!o->disp_v); /* the dispatcher is not invoked while the buffer is valid */
    if (WT_THRESH_EN) {
      LE(n->dsp.active_warps, p->dsp.active_warps);
    }
  }
  if (o->disp_v && !o->disp_full) {
    OK(WT_WARP_LVL && !p->wb.valid && n->wb.valid);
    EQ(n->wb.p_tbid, o->disp_p);
    EQ(n->wb.l_tbid, o->disp_l);
    EQ(n->wb.start_wid, o->disp_n);
    EQ(n->wb.end_wid, n->dsp.k_w - 1u);
    OK(o->disp_n >= 1u);
    LT(o->disp_n, n->dsp.k_w);
    if (WT_THRESH_EN) {
      LE(n->dsp.active_warps, WT_THRESH);
      k->thr += n->dsp.active_warps == WT_THRESH;
    }
    k->partial++;
  } else if (o->disp_v) {
    EQ(o->disp_n, n->dsp.k_w);
  }
  if (!WT_WARP_LVL) {
    EQ(word(&n->wb), 0u);
  }
  k->ovf += n->dsp.ltb_ovf && !p->dsp.ltb_ovf;
  k->refused += in->launch && !o->launch_ok;
  /* In place. */
  out_t o2;
  memset(&o2, 0, sizeof o2);
  wm_sm_comb(k->t, in, &o2, k->t);
  if (!wt_same_packed(wm_sm_block.state, n, k->t) || !wt_same_packed(wm_sm_block.out, o, &o2)) {
    ck_abort_msg("cycle %u: the in-place step differs from the two-buffer step", k->c);
  }
  k->c++;
}

START_TEST(test_scen_list) {
  static const char *const names[] = {
      "wm1_mm", "wm2_hs", "wm3_ray", "wm4_st", "wm5_rs", "wm7_thread_limited", "w2_ltb_wrap"};
  for (unsigned i = 0; i < 7u; i++) {
    ck_assert_ptr_nonnull(scen(names[i]));
  }
  ck_assert_ptr_eq(wm_sm_stim.block, &wm_sm_block);
}
END_TEST

START_TEST(test_scen_run) {
  st_t s, t;
  run_ctx_t k;
  memset(&k, 0, sizeof k);
  k.t = &t;
  wt_run_t r = {&wm_sm_stim, &s, &k, run_reset, run_cycle, NULL, 0, false};
  wt_run_scenario_i(&r, _i);
}
END_TEST

#define RAND_CYCLES 100000u

/* Constrained random (loop index = seed), every configuration: the check hook and the properties
 * every cycle, no bit above any field's width in state and outputs every cycle (the runner), and
 * the cases reached. */
START_TEST(test_random) {
  st_t s, t;
  run_ctx_t k;
  memset(&k, 0, sizeof k);
  k.t = &t;
  wt_run_t r = {&wm_sm_stim, &s, &k, run_reset, run_cycle, NULL, 0, false};
  wt_run_random(&r, (uint64_t)_i, RAND_CYCLES);
  ck_assert_uint_gt(k.refused, 10u);
  ck_assert_uint_gt(k.ovf, 0u);
#if WT_WARP_LVL
  WT_CHECK_REACHED(WT_REACH(k.partial, 100u), WT_REACH(k.issues, 1000u), WT_REACH(k.drains, 100u));
#else
  ck_assert_uint_eq(k.partial, 0u);
  ck_assert_uint_eq(k.issues, 0u);
#endif
#if WT_THRESH_EN
  ck_assert_uint_gt(k.thr, 0u);
#endif
  printf(
      "wm_sm random seed %d [%s]: %u partial TBs (%u up to the threshold), %u buffered "
      "issues, %u drains, %u overflows, %u refused launches\n",
      _i, WT_CONFIG_NAME, k.partial, k.thr, k.issues, k.drains, k.ovf, k.refused);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// tables and bits
////////////////////////////////////////////////////////////////////////////////

/* The paper's row: the workload buffer, 40 bits (D2 §4.2/§5), part of the unit's state. */
START_TEST(test_parts) {
  ck_assert_uint_eq(wm_sm_block.nparts, 4u);
  ck_assert_str_eq(wm_sm_block.parts[0].name, "Workload buffer");
#if GEOM
#endif
  /* The unit's state is its children's. */
  ck_assert_uint_eq(wt_fields_bits(wm_sm_block.state),
                    wt_fields_bits(wm_dispatch_block.state) + wt_fields_bits(wm_workload_buf_block.state));
}
END_TEST

WT_UNIT_SUITE("wm_sm") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset),
    WT_TEST(test_check_hook),

    WT_TCASE("spec", 60),
    WT_TEST(test_wm1),
    WT_TEST(test_partial_keeps_slot),
    WT_LOOP(test_fill, 0, (int)(sizeof fills / sizeof fills[0])),
    WT_TEST(test_wm4_drain),
    WT_TEST(test_wm7),
    WT_TEST(test_w2),
    WT_TEST(test_temp_vs_spatial),

    WT_TCASE("scen", 60),
    WT_TEST(test_scen_list),
    WT_SCEN_LOOP(test_scen_run, &wm_sm_stim),

    WT_RANDOM_CASES(300, 3),

    WT_TABLE_CASES(wm_sm_block),
    WT_TEST(test_parts),
    WT_END,
};
