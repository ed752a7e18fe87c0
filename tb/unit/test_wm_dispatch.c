/* tb/unit/test_wm_dispatch.c: Check suite for the WarpMan TB dispatch C model
 * (rtl_c/wm_dispatch.h; SPEC 2.1, 2.2, 2.3 step 1-3, 2.4, 2.5).
 *
 * Directed tests run the scenarios of tb/stim/wm_dispatch_scen.c (which play the workload buffer)
 * and compare the dispatches, the buffer loads and the counters with values worked out by hand
 * from SPEC 2.2 for each wm configuration (the arithmetic is in the comments): SPEC's own numbers
 * on wm_baseline (WM-1, WM-4) and wm_thresh (WM-6), hand-derived ones on wm_rf64k, wm_rf16k and
 * wm_tb. The check hook is tested on hand-made corrupted states. The scenario and random runs
 * compare every cycle with a reference written here from SPEC 2.2-2.4 and the header's [RES]
 * rules (it shares no code with the model) and call the check hook.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wm_dispatch.h"
#include "wm_workload_buf.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(wm_dispatch)

/* The five wm configurations (configs/wm_*.cfg): the SPEC 2.0 machine with one knob changed. */
#define GEOM \
  (WT_SCHED == 48 && WT_TB_SLOTS == 8 && WT_SMEM == 49152 && WT_MAXW == 32 && WT_LTBW == 26 && \
   WT_THRESH == 36)
#define CFG_BASE (GEOM && WT_REGS == 32768 && !WT_THRESH_EN && WT_WARP_LVL)
#define CFG_RF64K (GEOM && WT_REGS == 65536 && !WT_THRESH_EN && WT_WARP_LVL)
#define CFG_RF16K (GEOM && WT_REGS == 16384 && !WT_THRESH_EN && WT_WARP_LVL)
#define CFG_THRESH (GEOM && WT_REGS == 32768 && WT_THRESH_EN && WT_WARP_LVL)
#define CFG_TB (GEOM && WT_REGS == 32768 && !WT_THRESH_EN && !WT_WARP_LVL)

/* Helpers used by the directed tests of some configurations only. */
#define HELPER __attribute__((unused)) static

////////////////////////////////////////////////////////////////////////////////
// Invariants and the reference
////////////////////////////////////////////////////////////////////////////////

static void check_inv(const st_t *s, const char *what, unsigned c) {
  char msg[256];
  if (!wm_dispatch_block.check(s, msg, sizeof msg)) {
    ck_abort_msg("%s cycle %u: invariant: %s", what, c, msg);
  }
}

static uint32_t min3(uint32_t a, uint32_t b, uint32_t c) {
  const uint32_t m = a < b ? a : b;
  return m < c ? m : c;
}

/* Coverage of a run. */
typedef struct {
  unsigned full, partial, temp_partial, thr_limited, refused, launches, wb_issues, ovf_set, slot_keep,
      released, c;
} cov_t;

/* One cycle against SPEC 2.2-2.4 and wm_dispatch.h, state before `p`, after `n`. */
static void ref_check(const st_t *p, const in_t *in, const out_t *o, const st_t *n, cov_t *k) {
  const bool idle = p->tb_busy == 0u && p->tbs_left == 0u;
  const bool legal = in->k_w >= 1u && in->k_w <= WT_MAXW && in->k_w <= WT_SCHED && in->k_rw >= 1u &&
                     (uint64_t)in->k_w * in->k_rw <= WT_REGS && in->k_stb <= WT_SMEM;
  const bool lok = in->launch && idle && legal;
  EQ(o->idle, idle);
  EQ(o->launch_ok, lok);
  EQ(o->ltb_ovf, p->ltb_ovf);
  k->launches += lok;
  k->refused += in->launch && !lok;
  if (lok) {
    /* Phase 0 only: the descriptor and the kernel's registers; nothing else moves. */
    EQ(n->k_w, in->k_w);
    EQ(n->k_rw, in->k_rw);
    EQ(n->k_stb, in->k_stb);
    EQ(n->next_ltb, in->k_l0);
    EQ(n->tbs_left, in->k_ntbs);
    OK(n->launching && !n->frag_v && !n->ltb_wrap && !n->ltb_ovf);
    EQ(n->frag_regs, 0u);
    OK(!o->done_ok && !o->inv && !o->disp_v && !o->ld);
    EQ(n->free_sched, p->free_sched);
    EQ(n->free_regs, p->free_regs);
    EQ(n->tb_busy, p->tb_busy);
    return;
  }
  EQ(n->k_w, p->k_w);
  EQ(n->k_rw, p->k_rw);
  EQ(n->k_stb, p->k_stb);
  const uint32_t W = p->k_w, R = p->k_rw, S = p->k_stb;
  /* Phase 1: the completion releases a warp (WARP_LVL = 1) or, with the TB's last warp, the TB
   * (WARP_LVL = 0); the slot and shared memory come back with the last live warp unless the
   * buffer holds warps of the slot. */
  const uint32_t dp = in->done_p;
  const bool dok = in->done && dp < WT_TB_SLOTS && p->live[dp] != 0u;
  EQ(o->done_ok, dok);
  const bool wbv = WT_WARP_LVL && in->wb_valid;
  const bool last = dok && p->live[dp] == 1u;
  const bool slot_free = last && !(wbv && in->wb_p == dp);
  k->slot_keep += last && !slot_free;
  k->released += slot_free;
  const int64_t rel = WT_WARP_LVL ? (int64_t)dok : (slot_free ? (int64_t)W : 0);
  /* Phase 2: the buffer issues a warp into the released resources. */
  const int64_t iss = (dok && wbv) ? 1 : 0;
  k->wb_issues += (unsigned)iss;
  int64_t sched = (int64_t)p->free_sched + rel - iss;
  int64_t regs = (int64_t)p->free_regs + (rel - iss) * R;
  int64_t active = (int64_t)p->active_warps - rel + iss;
  int64_t tb = (int64_t)p->free_tb + slot_free;
  int64_t smem = (int64_t)p->free_smem + (slot_free ? S : 0u);
  uint64_t busy = p->tb_busy & ~(slot_free ? UINT64_C(1) << dp : 0u);
  uint32_t live[WT_TB_SLOTS];
  memcpy(live, p->live, sizeof live);
  if (dok) {
    live[dp]--;
  }
  if (iss) {
    LT(in->wb_p, WT_TB_SLOTS);
    live[in->wb_p % WT_TB_SLOTS]++;
  }
  /* Phase 3: one invocation, on the counters after phases 1 and 2. */
  const bool inv = !wbv && (p->launching || dok);
  EQ(o->inv, inv);
  bool full = false, part = false, fv = p->frag_v;
  uint32_t cnt = 0, fr = p->frag_regs;
  if (inv && p->tbs_left != 0u) {
    full = sched >= W && tb >= 1 && regs >= (int64_t)W * R && smem >= S;
    if (WT_WARP_LVL && !full && !fv) { /* 'temp' latch: the first failed full check */
      fv = true;
      fr = (uint32_t)regs;
    }
    const int64_t regs_e = in->spatial_en ? regs : (regs > fr ? regs - fr : 0);
    const bool thr = !WT_THRESH_EN || active < WT_THRESH;
    part = WT_WARP_LVL && !full && smem >= S && tb >= 1 && sched >= 1 && regs_e >= R && thr;
    if (full) {
      cnt = W;
    } else if (part) {
      const uint32_t t = WT_THRESH_EN ? WT_THRESH - (uint32_t)active : W;
      cnt = min3(W, (uint32_t)sched, min3((uint32_t)(regs_e / R), t, W));
      k->thr_limited += WT_THRESH_EN && cnt == t && cnt < (uint32_t)(regs_e / R) && cnt < (uint32_t)sched;
      k->temp_partial += !in->spatial_en;
    }
  }
  EQ(o->disp_v, full || part);
  EQ(o->disp_full, full);
  EQ(o->ld, part);
  uint32_t next_l = p->next_ltb, left = p->tbs_left;
  bool wrap = p->ltb_wrap, ovf = p->ltb_ovf;
  if (full || part) {
    k->full += full;
    k->partial += part;
    uint32_t q = 0;
    while (((busy >> q) & 1u) != 0u) {
      q++; /* the lowest free slot */
    }
    LT(q, WT_TB_SLOTS);
    OK(cnt >= 1u);
    if (part) {
      LT(cnt, W); /* SPEC 2.2: n_issue < W */
    }
    EQ(o->disp_p, q);
    EQ(o->disp_l, p->next_ltb);
    EQ(o->disp_n, cnt);
    EQ(o->ld_end, part ? W - 1u : 0u);
    sched -= cnt;
    regs -= (int64_t)cnt * R;
    active += cnt;
    tb -= 1;
    smem -= S;
    busy |= UINT64_C(1) << q;
    live[q] = cnt;
    /* W2: the TB after id all ones does not fit; the flag is sticky until the next launch. */
    ovf = ovf || wrap;
    k->ovf_set += wrap && !p->ltb_ovf;
    wrap = wrap || p->next_ltb == WT_MASK32(WT_LTBW);
    next_l = (p->next_ltb + 1u) & WT_MASK32(WT_LTBW);
    left--;
    if (WT_THRESH_EN && part) {
      LE(active, WT_THRESH); /* SPEC 2.4: warp-level allocation stops at THRESH */
    }
  } else {
    EQ(o->disp_p, 0u);
    EQ(o->disp_l, 0u);
    EQ(o->disp_n, 0u);
    EQ(o->ld_end, 0u);
  }
  EQ(n->free_sched, sched);
  EQ(n->free_regs, regs);
  EQ(n->active_warps, active);
  EQ(n->free_tb, tb);
  EQ(n->free_smem, smem);
  EQ(n->tb_busy, busy);
  for (unsigned q = 0; q < WT_TB_SLOTS; q++) {
    EQ(n->live[q], live[q]);
  }
  EQ(n->next_ltb, next_l);
  EQ(n->tbs_left, left);
  EQ(n->ltb_wrap, wrap);
  EQ(n->ltb_ovf, ovf);
  EQ(n->frag_v, fv);
  EQ(n->frag_regs, fr);
  /* The launch sequence ends at its first cycle without a dispatch. */
  EQ(n->launching, p->launching && (full || part));
}

////////////////////////////////////////////////////////////////////////////////
// Scenario records
////////////////////////////////////////////////////////////////////////////////

#define MAXC 80u

/* A scenario run from reset: inputs, outputs and the state after each cycle. */
typedef struct {
  unsigned n;
  in_t in[MAXC];
  out_t o[MAXC];
  st_t s[MAXC];
} rec_t;

/* Runs scenario `name` from reset, with the reference and the invariants every cycle. */
HELPER rec_t *record(const char *name) {
  const wt_scenario_t *sc = scen(name);
  ck_assert_uint_le(sc->cycles, MAXC);
  rec_t *r = calloc(1, sizeof *r);
  ck_assert_ptr_nonnull(r);
  st_t s, prev;
  cov_t k;
  memset(&k, 0, sizeof k);
  wm_dispatch_reset(&s);
  r->n = sc->cycles;
  for (unsigned c = 0; c < sc->cycles; c++) {
    ck_assert(!wt_scen_in(sc, c, &s, &r->in[c], sizeof r->in[c]));
    prev = s;
    wt_step(&wm_dispatch_block, &s, &r->in[c], &r->o[c]);
    ref_check(&prev, &r->in[c], &r->o[c], &s, &k);
    check_inv(&s, name, c);
    r->s[c] = s;
  }
  return r;
}

/* The counters after cycle `c`. */
HELPER void cnt(const rec_t *r, unsigned c, uint32_t sched, uint32_t tb, uint32_t regs, uint32_t smem,
                uint32_t active, uint64_t busy) {
  const st_t *s = &r->s[c];
  ck_assert_msg(s->free_sched == sched && s->free_tb == tb && s->free_regs == regs && s->free_smem == smem &&
                    s->active_warps == active && s->tb_busy == busy,
                "after cycle %u: expected free_sched %u, free_tb %u, free_regs %u, free_smem %u, "
                "active %u, busy 0x%llx; got %u, %u, %u, %u, %u, 0x%llx",
                c, sched, tb, regs, smem, active, (unsigned long long)busy, s->free_sched, s->free_tb,
                s->free_regs, s->free_smem, s->active_warps, (unsigned long long)s->tb_busy);
}

/* Cycle `c` dispatched a TB {full, p, l, n}; a partial one loads the buffer with end = ld_end. */
HELPER void disp(const rec_t *r, unsigned c, bool full, uint32_t p, uint32_t l, uint32_t n, uint32_t ld_end) {
  const out_t *o = &r->o[c];
  ck_assert_msg(o->inv && o->disp_v && o->disp_full == full && o->disp_p == p && o->disp_l == l &&
                    o->disp_n == n && o->ld == !full && o->ld_end == (full ? 0u : ld_end),
                "cycle %u: expected %s TB {P %u, L %u, n %u, end %u}; got inv %d disp_v %d full %d "
                "{P %u, L %u, n %u} ld %d end %u",
                c, full ? "full" : "partial", p, l, n, ld_end, o->inv, o->disp_v, o->disp_full, o->disp_p,
                o->disp_l, o->disp_n, o->ld, o->ld_end);
}

/* Cycle `c` dispatched nothing; `inv`: whether the dispatcher was invoked. */
HELPER void nodisp(const rec_t *r, unsigned c, bool inv) {
  const out_t *o = &r->o[c];
  ck_assert_msg(!o->disp_v && !o->ld && o->inv == inv,
                "cycle %u: expected no dispatch (inv %d); got inv %d disp_v %d {P %u, L %u, n %u}", c, inv,
                o->inv, o->disp_v, o->disp_p, o->disp_l, o->disp_n);
}

/* The played buffer at cycle `c` (the scenario's wb inputs). */
HELPER void wbin(const rec_t *r, unsigned c, bool valid, uint32_t p) {
  ck_assert_msg(r->in[c].wb_valid == valid && (!valid || r->in[c].wb_p == p),
                "cycle %u: expected the buffer %s slot %u; got valid %d P %u", c,
                valid ? "valid with" : "invalid", p, r->in[c].wb_valid, r->in[c].wb_p);
}

/* Full TBs 0..n-1 (ids l0.., W warps) dispatched at cycles c0 .. c0+n-1 into slots 0..n-1. */
HELPER void fulls(const rec_t *r, unsigned c0, unsigned n, uint32_t l0, uint32_t w) {
  for (unsigned i = 0; i < n; i++) {
    disp(r, c0 + i, true, i, l0 + i, w, 0u);
  }
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* Reset: every counter full, everything else zero (wm_dispatch.h). SPEC 2.0: 48 entries, 8 TB
 * slots, 32768 registers (16384 / 65536 on the D2 §6.4 variants), 49152 bytes. */
START_TEST(test_reset) {
  st_t s;
  memset(&s, 0xa5, sizeof s);
  wm_dispatch_reset(&s);
#if GEOM
  ck_assert_uint_eq(s.free_sched, 48u);
  ck_assert_uint_eq(s.free_tb, 8u);
  ck_assert_uint_eq(s.free_smem, 49152u);
#endif
#if CFG_RF64K
  ck_assert_uint_eq(s.free_regs, 65536u);
#elif CFG_RF16K
  ck_assert_uint_eq(s.free_regs, 16384u);
#elif GEOM
  ck_assert_uint_eq(s.free_regs, 32768u);
#endif
  ck_assert_uint_eq(s.tb_busy, 0u);
  ck_assert_uint_eq(s.active_warps, 0u);
  for (unsigned p = 0; p < WT_TB_SLOTS; p++) {
    ck_assert_uint_eq(s.live[p], 0u);
  }
  ck_assert(s.k_w == 0u && s.k_rw == 0u && s.k_stb == 0u && s.next_ltb == 0u && s.tbs_left == 0u);
  ck_assert(!s.ltb_wrap && !s.ltb_ovf && !s.launching && !s.frag_v);
  ck_assert(s.frag_regs == 0u);
  check_inv(&s, "reset", 0);
  /* Idle: a completion without a live warp is not taken, nothing is dispatched. */
  in_t in;
  out_t o;
  memset(&in, 0, sizeof in);
  in.done = true;
  in.done_p = 3u;
  st_t before = s;
  wt_step(&wm_dispatch_block, &s, &in, &o);
  ck_assert(o.idle && !o.launch_ok && !o.done_ok && !o.disp_v && !o.ltb_ovf);
  ck_assert(wt_same_packed(wm_dispatch_block.state, &s, &before));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// The check hook on corrupted states (each invariant of wm_dispatch_check)
////////////////////////////////////////////////////////////////////////////////

/* A consistent hand-made state: a kernel {W 4, R_w 100, S_TB 1000} with one TB of 4 live warps in
 * slot 0 (SPEC 2.1 counters: 4 entries, 400 registers, 1000 bytes, 1 slot in use). */
static void mk_state(st_t *s) {
  wm_dispatch_reset(s);
  s->k_w = 4u;
  s->k_rw = 100u;
  s->k_stb = 1000u;
  s->tb_busy = 1u;
  s->live[0] = 4u;
  s->free_tb = WT_TB_SLOTS - 1u;
  s->free_sched = WT_SCHED - 4u;
  s->active_warps = 4u;
  s->free_regs = WT_REGS - 400u;
  s->free_smem = WT_SMEM - 1000u;
}

static void expect_fail(const st_t *s, const char *want) {
  char msg[256];
  ck_assert(!wm_dispatch_block.check(s, msg, sizeof msg));
  ck_assert_str_eq(msg, want);
}

START_TEST(test_check_hook) {
  ck_assert(wm_dispatch_block.check != NULL);
  st_t s;
  char want[256], msg[256];
  mk_state(&s);
  ck_assert_msg(wm_dispatch_block.check(&s, msg, sizeof msg), "%s", msg);
  /* free_tb disagrees with the busy bitmap. */
  s.free_tb++;
  snprintf(want, sizeof want, "free_tb = %u but 1 of %u slots are busy", WT_TB_SLOTS, WT_TB_SLOTS);
  expect_fail(&s, want);
  /* A busy slot without a live warp (and free_tb following the bitmap). */
  mk_state(&s);
  s.tb_busy |= 2u;
  s.free_tb--;
  expect_fail(&s, "slot 1: busy = 1 but live = 0 (a slot is busy exactly while it has a live warp)");
  /* Live warps in a slot that is not busy. */
  mk_state(&s);
  s.live[1] = 3u;
  expect_fail(&s, "slot 1: busy = 0 but live = 3 (a slot is busy exactly while it has a live warp)");
  /* More live warps than W. */
  mk_state(&s);
  s.live[0] = 5u;
  expect_fail(&s, "slot 0: live = 5 exceeds W = 4");
  /* active_warps off by one, then free_sched off by one. */
  mk_state(&s);
  s.active_warps = 5u;
  snprintf(want, sizeof want, "active_warps = 5, free_sched = %u, but 4 warps hold resources of %u",
           WT_SCHED - 4u, WT_SCHED);
  expect_fail(&s, want);
  mk_state(&s);
  s.free_sched++;
  snprintf(want, sizeof want, "active_warps = 4, free_sched = %u, but 4 warps hold resources of %u",
           WT_SCHED - 3u, WT_SCHED);
  expect_fail(&s, want);
  /* A register leak (underflow by one). */
  mk_state(&s);
  s.free_regs--;
  snprintf(want, sizeof want, "free_regs = %u, but 4 warps hold 100 registers each of %u", WT_REGS - 401u,
           WT_REGS);
  expect_fail(&s, want);
  /* Shared memory released twice. */
  mk_state(&s);
  s.free_smem += 1000u;
  snprintf(want, sizeof want, "free_smem = %u, but 1 busy TBs hold 1000 bytes each of %u", WT_SMEM, WT_SMEM);
  expect_fail(&s, want);
  /* A TB with 2 of its 4 warps live, counters per live warp: consistent under warp-level
   * management; under TB-level management a busy TB holds all W warps' resources. */
  mk_state(&s);
  s.live[0] = 2u;
  s.free_sched = WT_SCHED - 2u;
  s.active_warps = 2u;
  s.free_regs = WT_REGS - 200u;
#if WT_WARP_LVL
  ck_assert_msg(wm_dispatch_block.check(&s, msg, sizeof msg), "%s", msg);
#else
  snprintf(want, sizeof want, "active_warps = 2, free_sched = %u, but 4 warps hold resources of %u",
           WT_SCHED - 2u, WT_SCHED);
  expect_fail(&s, want);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// WM-1 (SPEC 2.5): MM, W = 8, R_w = 768 (6144 / 8), S_TB = 2048
////////////////////////////////////////////////////////////////////////////////

/* Scenario wm1_mm: c0 launch, c8..c14 completions in slot 0. Per configuration:
 *
 * wm_baseline (SPEC 2.5 WM-1): c1..c5 full TBs 0..4 -> free_regs 32768 - 5*6144 = 2048,
 *   free_sched 48 - 40 = 8, free_tb 3, free_smem 49152 - 5*2048 = 38912 (38 KB); c6 the full
 *   check fails (6144 > 2048): partial TB 5 in slot 5, n = min(8, 8, 2048/768 = 2) = 2, the
 *   buffer gets {5, 5, 2, 7} -> free_regs 512, free_sched 6, free_tb 2, free_smem 36864 (36 KB);
 *   c7 the buffer is valid: no invocation; c8..c13 each completion releases 768 registers that
 *   the buffer's next warp takes (free_regs stays 512); c14 the buffer is drained: free_regs
 *   512 + 768 = 1280 -> partial TB 6 in slot 6, n = min(8, 7, 1) = 1, {6, 6, 1, 7}.
 * wm_rf64k: 6 full TBs (48 / 8 entries) -> free_regs 65536 - 36864 = 28672, free_sched 0; c7
 *   nothing (free_sched 0); c8 a completion frees 1 entry: partial TB 6, n = min(8, 1, 38) = 1;
 *   c9..c14 the buffer issues TB 6's warps 1..6.
 * wm_rf16k: 2 full TBs -> free_regs 16384 - 12288 = 4096, free_sched 32; c3 partial TB 2, n =
 *   min(8, 32, 5) = 5 -> free_regs 256; c8..c10 the buffer issues warps 5..7; c11 free_regs
 *   256 + 768 = 1024: partial TB 3, n = min(8, 28, 1) = 1; c12..c14 its warps 1..3.
 * wm_thresh: 5 full TBs, active 40 >= 36: no partial at launch nor at c8..c11 (active 39, 38,
 *   37, 36 after the release); c12 active 35: free_regs 2048 + 5*768 = 5888, free_sched 13,
 *   n = min(8, 13, 7, 36 - 35 = 1) = 1, TB 5 in slot 5; c13, c14 its warps 1, 2.
 * wm_tb: 5 full TBs, never a partial one; the completions free nothing (slot 0 keeps 1 live
 *   warp): the counters stay at 2048 / 8 / 3 / 38912. */
START_TEST(test_wm1) {
  rec_t *r = record("wm1_mm");
  ck_assert(r->o[0].launch_ok && r->o[0].idle);
  ck_assert(r->s[0].k_w == 8u && r->s[0].k_rw == 768u && r->s[0].k_stb == 2048u);
  ck_assert(r->s[0].launching && r->s[0].tbs_left == 100u);
#if CFG_BASE
  fulls(r, 1, 5, 0, 8);
  cnt(r, 5, 8, 3, 2048, 38912, 40, 0x1F);
  disp(r, 6, false, 5, 5, 2, 7);
  cnt(r, 6, 6, 2, 512, 36864, 42, 0x3F);
  ck_assert(r->s[6].frag_v && r->s[6].frag_regs == 2048u);
  wbin(r, 7, true, 5);
  nodisp(r, 7, false); /* "a further invocation dispatches nothing (WB valid)" */
  ck_assert(!r->s[7].launching);
  for (unsigned c = 8; c <= 13u; c++) {
    wbin(r, c, true, 5);
    ck_assert(r->o[c].done_ok);
    nodisp(r, c, false);
    cnt(r, c, 6, 2, 512, 36864, 42, 0x3F);
    ck_assert_uint_eq(r->s[c].live[0], 8u - (c - 7u));
    ck_assert_uint_eq(r->s[c].live[5], 2u + (c - 7u));
  }
  wbin(r, 14, false, 5);
  disp(r, 14, false, 6, 6, 1, 7);
  cnt(r, 14, 6, 1, 512, 34816, 42, 0x7F);
  wbin(r, 15, true, 6);
  ck_assert_uint_eq(r->s[15].tbs_left, 100u - 7u);
  ck_assert_uint_eq(r->s[15].next_ltb, 7u);
#elif CFG_RF64K
  fulls(r, 1, 6, 0, 8);
  cnt(r, 6, 0, 2, 28672, 36864, 48, 0x3F);
  nodisp(r, 7, true);
  ck_assert(r->s[7].frag_v && r->s[7].frag_regs == 28672u);
  ck_assert(!r->s[7].launching);
  disp(r, 8, false, 6, 6, 1, 7);
  cnt(r, 8, 0, 1, 28672, 34816, 48, 0x7F);
  for (unsigned c = 9; c <= 14u; c++) {
    wbin(r, c, true, 6);
    nodisp(r, c, false);
    cnt(r, c, 0, 1, 28672, 34816, 48, 0x7F);
  }
  ck_assert_uint_eq(r->s[14].live[6], 7u);
  wbin(r, 15, true, 6);
#elif CFG_RF16K
  fulls(r, 1, 2, 0, 8);
  cnt(r, 2, 32, 6, 4096, 45056, 16, 0x3);
  disp(r, 3, false, 2, 2, 5, 7);
  cnt(r, 3, 27, 5, 256, 43008, 21, 0x7);
  nodisp(r, 4, false);
  for (unsigned c = 8; c <= 10u; c++) {
    wbin(r, c, true, 2);
    nodisp(r, c, false);
    cnt(r, c, 27, 5, 256, 43008, 21, 0x7);
  }
  wbin(r, 11, false, 2);
  disp(r, 11, false, 3, 3, 1, 7);
  cnt(r, 11, 27, 4, 256, 40960, 21, 0xF);
  for (unsigned c = 12; c <= 14u; c++) {
    wbin(r, c, true, 3);
    nodisp(r, c, false);
  }
  ck_assert_uint_eq(r->s[14].live[3], 4u);
  ck_assert_uint_eq(r->s[14].live[2], 8u);
#elif CFG_THRESH
  fulls(r, 1, 5, 0, 8);
  cnt(r, 5, 8, 3, 2048, 38912, 40, 0x1F);
  nodisp(r, 6, true);
  ck_assert(!r->s[6].launching);
  for (unsigned c = 8; c <= 11u; c++) {
    nodisp(r, c, true);
    ck_assert_uint_eq(r->s[c].active_warps, 47u - c); /* 39, 38, 37, 36 */
  }
  disp(r, 12, false, 5, 5, 1, 7);
  cnt(r, 12, 12, 2, 5120, 36864, 36, 0x3F);
  for (unsigned c = 13; c <= 14u; c++) {
    wbin(r, c, true, 5);
    nodisp(r, c, false);
    cnt(r, c, 12, 2, 5120, 36864, 36, 0x3F);
  }
#elif CFG_TB
  fulls(r, 1, 5, 0, 8);
  nodisp(r, 6, true);
  ck_assert(!r->s[6].frag_v); /* no 'temp' latch under TB-level management */
  for (unsigned c = 8; c <= 14u; c++) {
    wbin(r, c, false, 0);
    ck_assert(r->o[c].done_ok);
    nodisp(r, c, true);
    cnt(r, c, 8, 3, 2048, 38912, 40, 0x1F);
  }
  ck_assert_uint_eq(r->s[14].live[0], 1u);
#endif
  free(r);
}
END_TEST

/* SPEC 2.3 step 1 [RES, revised], at the dispatcher: WM-1 after c14 (wm_baseline: TB 6 in slot 6
 * with 1 live warp, buffered warps 1..7). A completion in slot 6 while the buffer (wb_p = 6)
 * holds its warps: live[6] 1 -> 0 -> 1 (the buffer's warp), the slot and its 2048 bytes stay
 * (free_tb 1, free_smem 34816, busy 0x7F). The same completion with the buffer drained releases
 * the slot (free_tb 2, free_smem 36864) and, with 1280 registers and 7 entries, the dispatcher
 * places partial TB 7 (n = min(8, 7, 1) = 1) in slot 6 again. */
START_TEST(test_partial_keeps_slot) {
#if CFG_BASE
  rec_t *r = record("wm1_mm");
  st_t s = r->s[14], t = r->s[14];
  in_t in;
  out_t o;
  memset(&in, 0, sizeof in);
  in.spatial_en = true;
  in.done = true;
  in.done_p = 6u;
  in.wb_valid = true;
  in.wb_p = 6u;
  wt_step(&wm_dispatch_block, &s, &in, &o);
  check_inv(&s, "keeps slot", 0);
  ck_assert(o.done_ok && !o.inv && !o.disp_v);
  ck_assert(s.live[6] == 1u && s.tb_busy == 0x7Fu && s.free_tb == 1u && s.free_smem == 34816u);
  ck_assert(s.free_regs == 512u && s.free_sched == 6u && s.active_warps == 42u);
  in.wb_valid = false;
  wt_step(&wm_dispatch_block, &t, &in, &o);
  check_inv(&t, "releases slot", 0);
  ck_assert(o.done_ok && o.inv && o.disp_v && !o.disp_full && o.disp_p == 6u && o.disp_l == 7u &&
            o.disp_n == 1u && o.ld && o.ld_end == 7u);
  ck_assert(t.live[6] == 1u && t.tb_busy == 0x7Fu && t.free_tb == 1u && t.free_smem == 34816u);
  free(r);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// WM-4 / WM-6 (SPEC 2.5): ST, W = 32, R_w = 544 (17408 / 32), S_TB = 0
////////////////////////////////////////////////////////////////////////////////

/* Scenario wm4_st: c0 launch, c4..c20 seventeen completions in slot 0.
 * wm_baseline (WM-4): c1 full TB 0 -> free_sched 16, free_regs 32768 - 17408 = 15360; c2 partial
 *   TB 1, n = min(32, 16, 15360/544 = 28) = 16, load {1, 1, 16, 31} -> free_regs 15360 - 8704 =
 *   6656, free_sched 0; c4..c19 the buffer issues warps 16..31 (end_wid 31); c20 drained: the
 *   release gives free_sched 1, free_regs 7200: partial TB 2, n = min(32, 1, 13) = 1, {2,2,1,31}.
 * wm_rf64k: the same TBs (scheduler-limited): free_regs 65536 - 17408 = 48128, n = min(32, 16,
 *   88) = 16 -> 39424; c20 n = min(32, 1, 73) = 1.
 * wm_rf16k: 17408 > 16384 registers: the launch is refused, nothing happens.
 * wm_thresh (WM-6): active 32 after TB 0: n = min(32, 16, 28, 36 - 32 = 4) = 4, load {1,1,4,31}
 *   -> free_regs 15360 - 2176 = 13184, free_sched 12, active 36; the 17 completions let the
 *   buffer issue warps 4..20 (28 buffered, still valid): no invocation.
 * wm_tb: TB 0 only; 17 completions leave 15 of its warps live and free nothing. */
START_TEST(test_wm4) {
  rec_t *r = record("wm4_st");
#if CFG_BASE || CFG_RF64K
  const uint32_t regs = CFG_BASE ? 6656u : 39424u;
  disp(r, 1, true, 0, 0, 32, 0);
  disp(r, 2, false, 1, 1, 16, 31);
  cnt(r, 2, 0, 6, regs, 49152, 48, 0x3);
  nodisp(r, 3, false);
  for (unsigned c = 4; c <= 19u; c++) {
    wbin(r, c, true, 1);
    nodisp(r, c, false);
    cnt(r, c, 0, 6, regs, 49152, 48, 0x3);
  }
  ck_assert_uint_eq(r->s[19].live[1], 32u);
  ck_assert_uint_eq(r->s[19].live[0], 16u);
  wbin(r, 20, false, 1);
  disp(r, 20, false, 2, 2, 1, 31);
  cnt(r, 20, 0, 5, regs, 49152, 48, 0x7);
  wbin(r, 21, true, 2);
#elif CFG_RF16K
  ck_assert(r->o[0].idle && !r->o[0].launch_ok);
  for (unsigned c = 0; c < r->n; c++) {
    ck_assert(r->o[c].idle && !r->o[c].done_ok && !r->o[c].disp_v);
    cnt(r, c, 48, 8, 16384, 49152, 0, 0);
    ck_assert_uint_eq(r->s[c].k_w, 0u);
  }
#elif CFG_THRESH
  disp(r, 1, true, 0, 0, 32, 0);
  disp(r, 2, false, 1, 1, 4, 31);
  cnt(r, 2, 12, 6, 13184, 49152, 36, 0x3);
  for (unsigned c = 4; c <= 20u; c++) {
    wbin(r, c, true, 1);
    nodisp(r, c, false);
    cnt(r, c, 12, 6, 13184, 49152, 36, 0x3);
  }
  ck_assert_uint_eq(r->s[20].live[1], 21u);
  wbin(r, 21, true, 1);
#elif CFG_TB
  disp(r, 1, true, 0, 0, 32, 0);
  nodisp(r, 2, true);
  for (unsigned c = 4; c <= 20u; c++) {
    nodisp(r, c, true);
    cnt(r, c, 16, 7, 15360, 49152, 32, 0x1);
  }
  ck_assert_uint_eq(r->s[20].live[0], 15u);
#endif
  free(r);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// tb_release: TB-level release (wm_tb) and warp-level release of the same drain
////////////////////////////////////////////////////////////////////////////////

/* Scenario tb_release: MM with 7 TBs, from c8 one completion per cycle in the lowest live slot.
 * wm_tb: c1..c5 full TBs 0..4; c8..c14 slot 0 loses 7 warps, nothing is freed (free_regs 2048,
 *   free_sched 8, active 40 at TB granularity); c15 its last warp: 6144 registers, 8 entries,
 *   the slot and 2048 bytes come back (8192 / 16 / 4 / 40960) and full TB 5 takes the lowest
 *   free slot, 0 (back to 2048 / 8 / 3 / 38912); c23 the same with TB 6; c31 slot 0 drains with
 *   no TB left (8192 / 16 / 4 / 40960, busy 0x1E); c39, c47, c55, c63 slots 1..4 (each +6144,
 *   +8, +1, +2048) -> the reset counters, idle at c64.
 * wm_baseline: c6 partial TB 5 {5,5,2,7}; c8..c13 its warps 2..7; c14 partial TB 6 {6,6,1,7}
 *   (n = min(8, 7, 1280/768 = 1)); c15 slot 0's last warp: the buffer holds slot 6's warps, so
 *   slot 0 and its 2048 bytes are released (free_tb 2, free_smem 36864) while TB 6's warp 1 is
 *   issued; c16..c21 its warps 2..7 (from slot 1's completions); c23 slot 1 released; the SM
 *   drains by c63.
 * Every configuration: 56 warps complete at c8..c63 (one per cycle, never a cycle without a live
 *   warp), so the SM is idle at c64 and RAY's launch at c66 is taken: c67 full TB {0, 100, 6}. */
START_TEST(test_tb_release) {
  rec_t *r = record("tb_release");
#if CFG_TB
  fulls(r, 1, 5, 0, 8);
  nodisp(r, 6, true);
  for (unsigned c = 8; c <= 14u; c++) {
    nodisp(r, c, true);
    cnt(r, c, 8, 3, 2048, 38912, 40, 0x1F);
  }
  disp(r, 15, true, 0, 5, 8, 0);
  cnt(r, 15, 8, 3, 2048, 38912, 40, 0x1F);
  for (unsigned c = 16; c <= 22u; c++) {
    nodisp(r, c, true);
    cnt(r, c, 8, 3, 2048, 38912, 40, 0x1F);
  }
  disp(r, 23, true, 0, 6, 8, 0);
  ck_assert_uint_eq(r->s[23].tbs_left, 0u);
  cnt(r, 30, 8, 3, 2048, 38912, 40, 0x1F);
  nodisp(r, 31, true);
  cnt(r, 31, 16, 4, 8192, 40960, 32, 0x1E);
  cnt(r, 38, 16, 4, 8192, 40960, 32, 0x1E);
  cnt(r, 39, 24, 5, 14336, 43008, 24, 0x1C);
  cnt(r, 47, 32, 6, 20480, 45056, 16, 0x18);
  cnt(r, 55, 40, 7, 26624, 47104, 8, 0x10);
  cnt(r, 62, 40, 7, 26624, 47104, 8, 0x10);
  cnt(r, 63, 48, 8, 32768, 49152, 0, 0);
#elif CFG_BASE
  fulls(r, 1, 5, 0, 8);
  disp(r, 6, false, 5, 5, 2, 7);
  disp(r, 14, false, 6, 6, 1, 7);
  cnt(r, 14, 6, 1, 512, 34816, 42, 0x7F);
  wbin(r, 15, true, 6);
  ck_assert(r->o[15].done_ok && r->in[15].done_p == 0u);
  cnt(r, 15, 6, 2, 512, 36864, 42, 0x7E);
  ck_assert_uint_eq(r->s[15].live[6], 2u);
  for (unsigned c = 16; c <= 21u; c++) {
    wbin(r, c, true, 6);
    ck_assert_uint_eq(r->in[c].done_p, 1u);
  }
  wbin(r, 22, false, 6);
  nodisp(r, 22, true); /* no TB left */
  cnt(r, 22, 7, 2, 1280, 36864, 41, 0x7E);
  cnt(r, 23, 8, 3, 2048, 38912, 40, 0x7C);
  cnt(r, 63, 48, 8, 32768, 49152, 0, 0);
#endif
#if GEOM
  /* Every configuration. */
  ck_assert_uint_ne(r->s[62].tb_busy, 0u);
  ck_assert_uint_eq(r->s[63].tb_busy, 0u);
  ck_assert_uint_eq(r->s[63].tbs_left, 0u);
  ck_assert(r->o[64].idle && !r->o[64].done_ok);
  unsigned tbs = 0, done = 0;
  for (unsigned c = 0; c < 66u; c++) {
    if (r->o[c].disp_v) {
      ck_assert_uint_eq(r->o[c].disp_l, tbs); /* ids 0..6 in order, once each */
      tbs++;
    }
    done += r->o[c].done_ok;
  }
  ck_assert_uint_eq(tbs, 7u);
  ck_assert_uint_eq(done, 56u);
  ck_assert(r->o[66].launch_ok);
  disp(r, 67, true, 0, 100, 6, 0);
  cnt(r, 67, 42, 7, WT_REGS - 12288u, 49152, 6, 0x1);
  nodisp(r, 68, true);
  ck_assert(!r->s[68].launching && !r->o[69].idle);
#endif
  free(r);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// launch_refuse
////////////////////////////////////////////////////////////////////////////////

/* Scenario launch_refuse (plan in tb/stim/wm_dispatch_scen.c). c0..c4 illegal descriptors on the
 * idle SM: refused, the state stays the reset state. c5 MM (2 TBs, ids 10, 11) taken. c6 a
 * launch while the launch sequence runs (no slot busy, 2 TBs left): refused, TB 10 dispatched;
 * c7, c8 refused while busy, the descriptor stays MM's. c25 ST: taken where 17408 registers fit,
 * refused on wm_rf16k (D2 §6.4). c60 a kernel of 0 TBs: taken, the SM stays idle, so c61's launch
 * is taken too (ids from 30) and c62 dispatches TB 30. */
START_TEST(test_launch_refuse) {
  rec_t *r = record("launch_refuse");
  st_t rst;
  wm_dispatch_reset(&rst);
  for (unsigned c = 0; c <= 4u; c++) {
    ck_assert(r->in[c].launch && r->o[c].idle && !r->o[c].launch_ok);
    ck_assert(wt_same_packed(wm_dispatch_block.state, &r->s[c], &rst));
  }
  ck_assert(r->o[5].launch_ok);
  ck_assert(r->s[5].next_ltb == 10u && r->s[5].tbs_left == 2u && r->s[5].k_w == 8u);
  for (unsigned c = 6; c <= 8u; c++) {
    ck_assert(r->in[c].launch && !r->o[c].idle && !r->o[c].launch_ok);
    ck_assert(r->s[c].k_w == 8u && r->s[c].k_rw == 768u && r->s[c].k_stb == 2048u);
  }
  disp(r, 6, true, 0, 10, 8, 0);
  disp(r, 7, true, 1, 11, 8, 0);
  nodisp(r, 8, true);
  ck_assert(!r->s[8].launching);
  ck_assert_uint_ne(r->s[23].tb_busy, 0u);
  ck_assert(r->o[25].idle);
#if CFG_RF16K
  ck_assert(!r->o[25].launch_ok);
  for (unsigned c = 26; c < 60u; c++) {
    ck_assert(r->o[c].idle && !r->o[c].disp_v);
  }
#elif GEOM
  ck_assert(r->o[25].launch_ok);
  disp(r, 26, true, 0, 20, 32, 0);
  nodisp(r, 27, true);
  cnt(r, 27, 16, 7, WT_REGS - 17408u, 49152, 32, 0x1);
  ck_assert_uint_ne(r->s[58].tb_busy, 0u);
#endif
  ck_assert(r->o[60].idle && r->o[60].launch_ok);
  ck_assert(r->s[60].tbs_left == 0u && r->s[60].next_ltb == 50u);
  ck_assert(r->o[61].idle && r->o[61].launch_ok && !r->o[61].inv);
  ck_assert_uint_eq(r->s[61].next_ltb, 30u);
  disp(r, 62, true, 0, 30, 8, 0);
  nodisp(r, 63, true);
  free(r);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// 'temp' vs 'temp+spatial' (SPEC 2.4)
////////////////////////////////////////////////////////////////////////////////

/* Scenario temp_mm: wm1_mm's plan with spatial_en = 0, completions c8..c15 in slot 0, c16 in
 * slot 1. The fragment latched at the first failed full check is never used; only resources
 * released by completed warps are.
 * wm_baseline: c6 full check fails: frag_regs 2048 (8 entries free), no partial (2048 - 2048 = 0
 *   usable; 'temp+spatial' placed TB 5 with 2 warps here); c8 free_regs 2816, free_sched 9 ->
 *   usable 768 (one warp, the one released): n = min(8, 9, 768 / 768) = 1 warp, {5,5,1,7};
 *   c9..c15 its warps 1..7; c15 slot 0 empties and is released (free_tb 3, free_smem 38912, busy 0x3E); c16 slot
 *   1's completion: partial TB 6 with 1 warp in slot 0, {0,6,1,7} -> 2048 / 8 / 2 / 36864.
 * wm_rf16k: c3 frag 4096 / 32, no partial ('temp+spatial': 5 warps); c8 partial TB 2, 1 warp;
 *   c16 partial TB 3 in slot 0, 1 warp.
 * wm_rf64k: the fragment has no scheduler entry (0 free at the latch), so both modes agree: c8 TB 6
 *   with 1 warp, c16 TB 7 in slot 0 with 1 warp.
 * wm_thresh: c12 (active 35, 13 entries free) usable registers 5888 - 2048 = 3840, n =
 *   min(8, 13, 3840 / 768 = 5, 36 - 35 = 1) = 1: TB 5; its warps 1..4 issue at c13..c16.
 * wm_tb: no latch; c15 TB 5 (full) into slot 0 when slot 0's last warp completes. */
START_TEST(test_temp) {
  rec_t *r = record("temp_mm");
  for (unsigned c = 0; c < r->n; c++) {
    ck_assert(!r->in[c].spatial_en);
  }
#if CFG_BASE
  fulls(r, 1, 5, 0, 8);
  nodisp(r, 6, true);
  ck_assert(r->s[6].frag_v && r->s[6].frag_regs == 2048u);
  ck_assert(!r->s[6].launching);
  disp(r, 8, false, 5, 5, 1, 7);
  cnt(r, 8, 8, 2, 2048, 36864, 40, 0x3F);
  for (unsigned c = 9; c <= 15u; c++) {
    wbin(r, c, true, 5);
    nodisp(r, c, false);
  }
  cnt(r, 15, 8, 3, 2048, 38912, 40, 0x3E);
  wbin(r, 16, false, 5);
  disp(r, 16, false, 0, 6, 1, 7);
  cnt(r, 16, 8, 2, 2048, 36864, 40, 0x3F);
  wbin(r, 17, true, 0);
#elif CFG_RF16K
  fulls(r, 1, 2, 0, 8);
  nodisp(r, 3, true);
  ck_assert(r->s[3].frag_v && r->s[3].frag_regs == 4096u);
  disp(r, 8, false, 2, 2, 1, 7);
  cnt(r, 8, 32, 5, 4096, 43008, 16, 0x7);
  cnt(r, 15, 32, 6, 4096, 45056, 16, 0x6);
  disp(r, 16, false, 0, 3, 1, 7);
  cnt(r, 16, 32, 5, 4096, 43008, 16, 0x7);
#elif CFG_RF64K
  fulls(r, 1, 6, 0, 8);
  nodisp(r, 7, true);
  ck_assert(r->s[7].frag_v && r->s[7].frag_regs == 28672u);
  disp(r, 8, false, 6, 6, 1, 7);
  cnt(r, 8, 0, 1, 28672, 34816, 48, 0x7F);
  cnt(r, 15, 0, 2, 28672, 36864, 48, 0x7E);
  disp(r, 16, false, 0, 7, 1, 7);
  cnt(r, 16, 0, 1, 28672, 34816, 48, 0x7F);
#elif CFG_THRESH
  fulls(r, 1, 5, 0, 8);
  nodisp(r, 6, true);
  for (unsigned c = 8; c <= 11u; c++) {
    nodisp(r, c, true);
  }
  disp(r, 12, false, 5, 5, 1, 7);
  cnt(r, 12, 12, 2, 5120, 36864, 36, 0x3F);
  cnt(r, 15, 12, 3, 5120, 38912, 36, 0x3E);
  wbin(r, 16, true, 5);
  nodisp(r, 16, false);
  cnt(r, 16, 12, 3, 5120, 38912, 36, 0x3E);
#elif CFG_TB
  fulls(r, 1, 5, 0, 8);
  ck_assert(!r->s[6].frag_v);
  disp(r, 15, true, 0, 5, 8, 0);
  nodisp(r, 16, true);
  cnt(r, 16, 8, 3, 2048, 38912, 40, 0x1F);
#endif
  free(r);
}
END_TEST

/* The same cycle in both modes: the state after WM-1's five full TBs, one invocation. With
 * 'temp+spatial' the fragment (2048 registers = 2 warps of 768) takes partial TB 5; with 'temp'
 * it is latched and not used. Then, in 'temp', after one completion (768 registers, 1 entry
 * released) n = 1, while 'temp+spatial' would have given n = min(8, 9, 2816/768 = 3) = 3.
 * (wm_baseline and wm_thresh geometry with the threshold off: wm_baseline only.) */
START_TEST(test_temp_vs_spatial) {
#if CFG_BASE
  rec_t *r = record("wm1_mm");
  st_t s = r->s[5], t = r->s[5];
  in_t in;
  out_t o;
  memset(&in, 0, sizeof in);
  in.spatial_en = true;
  wt_step(&wm_dispatch_block, &s, &in, &o);
  ck_assert(o.inv && o.disp_v && !o.disp_full && o.disp_p == 5u && o.disp_n == 2u);
  in.spatial_en = false;
  wt_step(&wm_dispatch_block, &t, &in, &o);
  ck_assert(o.inv && !o.disp_v);
  ck_assert(t.frag_v && t.frag_regs == 2048u);
  /* One completion in slot 0, in each mode, from the 'temp' state. */
  st_t u = t;
  in.done = true;
  in.done_p = 0u;
  wt_step(&wm_dispatch_block, &t, &in, &o);
  ck_assert(o.disp_v && !o.disp_full && o.disp_n == 1u && o.disp_p == 5u);
  in.spatial_en = true;
  wt_step(&wm_dispatch_block, &u, &in, &o);
  ck_assert(o.disp_v && !o.disp_full && o.disp_n == 3u && o.disp_p == 5u);
  free(r);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// W2: ids at the top of LTBW bits
////////////////////////////////////////////////////////////////////////////////

/* Kernels of one-warp TBs (W 1, R_w 1, S_TB 0: every TB is full and dispatched at once, in
 * every configuration) from id 2^26 - 2 = 0x3FFFFFE, driven directly. With 3 TBs: c1 TB
 * 0x3FFFFFE; c2 TB 0x3FFFFFF, which fits (ltb_wrap, no overflow); c3 TB "2^26", dispatched with
 * id 0: ltb_ovf is set (visible on the output from c4), stays set, and only the next launch
 * clears it. With 2 TBs the kernel ends at all ones and never overflows. */
static void w2_launch(st_t *s, uint32_t l0, uint32_t ntbs, out_t *o) {
  in_t in;
  memset(&in, 0, sizeof in);
  in.launch = true;
  in.k_w = 1u;
  in.k_rw = 1u;
  in.k_l0 = l0;
  in.k_ntbs = ntbs;
  in.spatial_en = true;
  wt_step(&wm_dispatch_block, s, &in, o);
}

START_TEST(test_w2) {
  const uint32_t top = WT_MASK32(WT_LTBW);
  st_t s;
  in_t idle;
  out_t o;
  memset(&idle, 0, sizeof idle);
  idle.spatial_en = true;
  for (uint32_t ntbs = 2; ntbs <= 3u; ntbs++) {
    wm_dispatch_reset(&s);
    w2_launch(&s, top - 1u, ntbs, &o);
    ck_assert(o.launch_ok);
    wt_step(&wm_dispatch_block, &s, &idle, &o); /* c1 */
    ck_assert(o.disp_v && o.disp_l == top - 1u && !o.ltb_ovf);
    ck_assert(!s.ltb_wrap && !s.ltb_ovf);
    wt_step(&wm_dispatch_block, &s, &idle, &o); /* c2: all ones fits */
    ck_assert(o.disp_v && o.disp_l == top && !o.ltb_ovf);
    ck_assert(s.ltb_wrap && !s.ltb_ovf);
    ck_assert_uint_eq(s.next_ltb, 0u);
    wt_step(&wm_dispatch_block, &s, &idle, &o); /* c3 */
    ck_assert(!o.ltb_ovf);
    if (ntbs == 2u) {
      ck_assert(!o.disp_v && !s.ltb_ovf);
    } else {
      ck_assert(o.disp_v && o.disp_l == 0u && o.disp_p == 2u); /* the id 2^26 wraps to 0 */
      ck_assert(s.ltb_ovf);
    }
    for (unsigned c = 4; c < 8u; c++) {
      wt_step(&wm_dispatch_block, &s, &idle, &o);
      ck_assert_uint_eq(o.ltb_ovf, ntbs == 3u);
      ck_assert(!o.disp_v);
    }
  }
  /* Drain (one completion per cycle, lowest slot first), then a launch clears the flag. */
  for (unsigned c = 0; c < 3u; c++) {
    in_t in = idle;
    in.done = true;
    in.done_p = c;
    wt_step(&wm_dispatch_block, &s, &in, &o);
    ck_assert(o.done_ok && o.ltb_ovf);
  }
  ck_assert(o.ltb_ovf && s.ltb_ovf && s.tb_busy == 0u && s.tbs_left == 0u);
  w2_launch(&s, 5u, 1u, &o);
  ck_assert(o.launch_ok && o.ltb_ovf); /* start of the cycle */
  ck_assert(!s.ltb_ovf && !s.ltb_wrap);
  wt_step(&wm_dispatch_block, &s, &idle, &o);
  ck_assert(!o.ltb_ovf && o.disp_v && o.disp_l == 5u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen: every scenario, the reference, the played buffer against the real one
////////////////////////////////////////////////////////////////////////////////

/* The scenario run's hooks: the reference, the invariants, and a real wm_workload_buf wired as
 * in wm_sm whose valid bit and P_TBId must be the scenario's wb inputs every cycle. */
typedef struct {
  cov_t k;
  wm_workload_buf_state_t b;
} scen_ctx_t;

WT_STATE_HOOK(scen_reset, scen_ctx_t, k, s) { wm_workload_buf_reset(&k->b); }

WT_CYCLE_HOOK(scen_hook, scen_ctx_t, x, prev, in, o, next) {
  if (in->wb_valid != x->b.valid || in->wb_p != x->b.p_tbid) {
    ck_abort_msg(
        "cycle %u: the scenario plays the buffer as valid %d P %u, the buffer holds "
        "valid %d P %u",
        x->k.c, in->wb_valid, in->wb_p, x->b.valid, x->b.p_tbid);
  }
  ref_check(prev, in, o, next, &x->k);
  check_inv(next, "scenario", x->k.c);
  const wm_workload_buf_in_t bin = {o->done_ok, o->ld, o->disp_p, o->disp_l, o->disp_n & WT_MASK32(WT_WIDW),
                                    o->ld_end};
  wm_workload_buf_out_t bout;
  wm_workload_buf_comb(&x->b, &bin, &bout, &x->b);
  OK(!bout.ld_drop);
  x->k.c++;
}

WT_SCEN_LIST_TEST(wm_dispatch, "wm1_mm", "wm4_st", "tb_release", "launch_refuse", "temp_mm")

START_TEST(test_scen_run) {
  st_t s;
  scen_ctx_t x;
  memset(&x, 0, sizeof x);
  wt_run_t r = {&wm_dispatch_stim, &s, &x, scen_reset, scen_hook, NULL, 0, false};
  wt_run_scenario_i(&r, _i);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// random
////////////////////////////////////////////////////////////////////////////////

WT_CYCLE_HOOK(rand_cycle, cov_t, k, prev, in, out, next) {
  ref_check(prev, in, out, next, k);
  check_inv(next, "random", k->c);
  k->c++;
}

#define RAND_CYCLES 100000u

/* Constrained random (loop index = seed): the reference and the check hook every cycle, no bit
 * above any field's width in state and outputs (the runner's checks, every cycle), and the cases
 * reached: full and partial TBs, 'temp' partials, refused launches, buffer issues, slots kept by
 * the buffer, W2 overflows, threshold-limited partials on wm_thresh. */
START_TEST(test_random) {
  st_t s;
  cov_t k;
  memset(&k, 0, sizeof k);
  wt_run_t r = {&wm_dispatch_stim, &s, &k, NULL, rand_cycle, NULL, 0, false};
  wt_run_random(&r, (uint64_t)_i, RAND_CYCLES);
  WT_CHECK_REACHED(WT_REACH(k.full, 1000u), WT_REACH(k.launches, 100u), WT_REACH(k.refused, 10u),
                   WT_REACH(k.released, 1000u), WT_REACH(k.ovf_set, 0u));
#if WT_WARP_LVL
  WT_CHECK_REACHED(WT_REACH(k.partial, 100u), WT_REACH(k.temp_partial, 0u), WT_REACH(k.wb_issues, 1000u),
                   WT_REACH(k.slot_keep, 0u));
#else
  ck_assert_uint_eq(k.partial, 0u);
  ck_assert_uint_eq(k.wb_issues, 0u);
#endif
#if WT_THRESH_EN
  ck_assert_uint_gt(k.thr_limited, 0u);
#endif
  printf(
      "wm_dispatch random seed %d [%s]: %u full, %u partial (%u 'temp', %u at the threshold), "
      "%u launches, %u refused, %u buffer issues, %u overflows\n",
      _i, WT_CONFIG_NAME, k.full, k.partial, k.temp_partial, k.thr_limited, k.launches, k.refused,
      k.wb_issues, k.ovf_set);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// tables
////////////////////////////////////////////////////////////////////////////////

/* SPEC 2.1 widths at the baseline: free_sched and active_warps 6, free_tb 4, tb_busy 8,
 * free_regs 16 (15 at 16k, 17 at 64k), free_smem 16; W 6, start/end 5, L_TBId 26. */
START_TEST(test_widths) {
#if GEOM
  ck_assert_uint_eq(WT_SCHW, 6u);
  ck_assert_uint_eq(WT_TBCW, 4u);
  ck_assert_uint_eq(WT_PTBW, 3u);
  ck_assert_uint_eq(WT_SMEMW, 16u);
  ck_assert_uint_eq(WT_WCW, 6u);
  ck_assert_uint_eq(WT_WIDW, 5u);
  ck_assert_uint_eq(WT_NTBW, 27u);
#if CFG_RF64K
  ck_assert_uint_eq(WT_REGW, 17u);
#elif CFG_RF16K
  ck_assert_uint_eq(WT_REGW, 15u);
#else
  ck_assert_uint_eq(WT_REGW, 16u);
  /* PAPER-FIELDS: the SPEC 2.1 counter table, 6 + 4 + 8 + 16 + 16 + 6 = 56. */
#endif
#endif
  ck_assert_str_eq(wm_dispatch_block.name, "wm_dispatch");
}
END_TEST

WT_UNIT_SUITE("wm_dispatch") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset),
    WT_TEST(test_check_hook),

    WT_TCASE("spec", 60),
    WT_TEST(test_wm1),
    WT_TEST(test_partial_keeps_slot),
    WT_TEST(test_wm4),
    WT_TEST(test_tb_release),
    WT_TEST(test_launch_refuse),
    WT_TEST(test_temp),
    WT_TEST(test_temp_vs_spatial),
    WT_TEST(test_w2),

    WT_TCASE("scen", 60),
    WT_TEST(test_scen_list),
    WT_SCEN_LOOP(test_scen_run, &wm_dispatch_stim),

    WT_RANDOM_CASES(300, 3),

    WT_TABLE_CASES(wm_dispatch_block),
    WT_TEST(test_widths),
    WT_END,
};
