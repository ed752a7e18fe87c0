/* rtl_c/wm_dispatch.c: C model of the WarpMan TB dispatch logic (contract in wm_dispatch.h). */
#include "wm_dispatch.h"

#include <stdio.h>

void wm_dispatch_reset(wm_dispatch_state_t *s) {
  s->free_sched = WT_SCHED;
  s->free_tb = WT_TB_SLOTS;
  s->tb_busy = 0;
  s->free_regs = WT_REGS;
  s->free_smem = WT_SMEM;
  s->active_warps = 0;
  for (unsigned p = 0; p < WT_TB_SLOTS; p++) {
    s->live[p] = 0;
  }
  s->k_w = 0;
  s->k_rw = 0;
  s->k_stb = 0;
  s->next_ltb = 0;
  s->ltb_wrap = false;
  s->ltb_ovf = false;
  s->tbs_left = 0;
  s->launching = false;
  s->frag_v = false;
  s->frag_regs = 0;
}

/* Truncation to a field's width, where the Verilog register truncates (legal stimulus never
 * needs it: wm_dispatch_check proves the counters stay in range). */
#define M(x, w) ((uint32_t)(x)&WT_MASK32(w))

/* a - b, or 0 when b > a (the 'temp' mode's usable resources). */
static uint32_t sat_sub(uint32_t a, uint32_t b) { return a > b ? a - b : 0u; }
static uint32_t min_u(uint32_t a, uint32_t b) { return a < b ? a : b; }

void wm_dispatch_comb(const wm_dispatch_state_t *s, const wm_dispatch_in_t *in, wm_dispatch_out_t *out,
                      wm_dispatch_state_t *next) {
  WT_ASSERT_FITS(in->k_w, WT_WCW);
  WT_ASSERT_FITS(in->k_rw, WT_REGW);
  WT_ASSERT_FITS(in->k_stb, WT_SMEMW);
  WT_ASSERT_FITS(in->k_l0, WT_LTBW);
  WT_ASSERT_FITS(in->k_ntbs, WT_NTBW);
  WT_ASSERT_FITS(in->done_p, WT_PTBW);
  WT_ASSERT_FITS(in->wb_p, WT_PTBW);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  wm_dispatch_state_t *n = next;
  /* Start-of-cycle values the phases below read after `n` changes. */
  const bool launching = s->launching;
  const uint32_t k_w = s->k_w, k_rw = s->k_rw, k_stb = s->k_stb;
  out->idle = s->tb_busy == 0u && s->tbs_left == 0u;
  out->ltb_ovf = s->ltb_ovf;

  /* Phase 0: launch. */
  const bool legal = in->k_w >= 1u && in->k_w <= WT_MAXW && in->k_w <= WT_SCHED && in->k_rw >= 1u &&
                     in->k_w * in->k_rw <= WT_REGS && in->k_stb <= WT_SMEM;
  out->launch_ok = in->launch && out->idle && legal;
  if (out->launch_ok) {
    n->k_w = in->k_w;
    n->k_rw = in->k_rw;
    n->k_stb = in->k_stb;
    n->next_ltb = in->k_l0;
    n->ltb_wrap = false;
    n->ltb_ovf = false;
    n->tbs_left = in->k_ntbs;
    n->launching = true;
    n->frag_v = false;
    n->frag_regs = 0;
  }

  /* Phase 1: release the completed warp. */
  const uint32_t dp = in->done_p;
  out->done_ok = !out->launch_ok && in->done && dp < WT_TB_SLOTS && s->live[dp] != 0u;
  const bool wbv = WT_WARP_LVL && in->wb_valid;
  if (out->done_ok) {
    n->live[dp] = M(n->live[dp] - 1u, WT_WCW);
    if (WT_WARP_LVL) {
      n->free_regs = M(n->free_regs + k_rw, WT_REGW);
      n->free_sched = M(n->free_sched + 1u, WT_SCHW);
      n->active_warps = M(n->active_warps - 1u, WT_SCHW);
    }
    if (n->live[dp] == 0u && !(wbv && in->wb_p == dp)) {
      if (!WT_WARP_LVL) {
        n->free_regs = M(n->free_regs + k_w * k_rw, WT_REGW);
        n->free_sched = M(n->free_sched + k_w, WT_SCHW);
        n->active_warps = M(n->active_warps - k_w, WT_SCHW);
      }
      n->free_tb = M(n->free_tb + 1u, WT_TBCW);
      n->free_smem = M(n->free_smem + k_stb, WT_SMEMW);
      n->tb_busy = n->tb_busy & ~(UINT64_C(1) << dp);
    }
  }

  /* Phase 2: the workload buffer issues its next warp into the released resources. */
  if (out->done_ok && wbv && in->wb_p < WT_TB_SLOTS) {
    n->free_regs = M(n->free_regs - k_rw, WT_REGW);
    n->free_sched = M(n->free_sched - 1u, WT_SCHW);
    n->active_warps = M(n->active_warps + 1u, WT_SCHW);
    n->live[in->wb_p] = M(n->live[in->wb_p] + 1u, WT_WCW);
  }

  /* Phase 3: the dispatcher, on the counters after phases 1 and 2. */
  out->inv = !out->launch_ok && !wbv && (launching || out->done_ok);
  out->disp_v = false;
  out->disp_full = false;
  out->disp_p = 0;
  out->disp_l = 0;
  out->disp_n = 0;
  out->ld = false;
  out->ld_end = 0;
  if (out->inv && s->tbs_left != 0u) {
    const bool full_ok =
        n->free_sched >= k_w && n->free_tb >= 1u && n->free_regs >= k_w * k_rw && n->free_smem >= k_stb;
    if (WT_WARP_LVL && !full_ok && !s->frag_v) {
      n->frag_v = true;
      n->frag_regs = n->free_regs;
    }
    const uint32_t regs_e = in->spatial_en ? n->free_regs : sat_sub(n->free_regs, n->frag_regs);
    const bool thr_ok = !WT_THRESH_EN || n->active_warps < WT_THRESH;
    const bool partial_ok = WT_WARP_LVL && !full_ok && n->free_smem >= k_stb && n->free_tb >= 1u &&
                            n->free_sched >= 1u && regs_e >= k_rw && thr_ok;
    if (full_ok || partial_ok) {
      uint32_t cnt = k_w;
      if (!full_ok) {
        cnt = min_u(min_u(k_w, n->free_sched), regs_e / k_rw);
        if (WT_THRESH_EN) {
          cnt = min_u(cnt, WT_THRESH - n->active_warps);
        }
      }
      uint32_t p = 0;
      while (p < WT_TB_SLOTS - 1u && ((n->tb_busy >> p) & 1u) != 0u) {
        p++; /* the lowest free slot (free_tb >= 1 guarantees one) */
      }
      out->disp_v = true;
      out->disp_full = full_ok;
      out->disp_p = p;
      out->disp_l = n->next_ltb;
      out->disp_n = cnt;
      out->ld = !full_ok;
      out->ld_end = full_ok ? 0u : M(k_w - 1u, WT_WIDW);
      n->free_tb = M(n->free_tb - 1u, WT_TBCW);
      n->free_smem = M(n->free_smem - k_stb, WT_SMEMW);
      n->free_regs = M(n->free_regs - cnt * k_rw, WT_REGW);
      n->free_sched = M(n->free_sched - cnt, WT_SCHW);
      n->active_warps = M(n->active_warps + cnt, WT_SCHW);
      n->live[p] = cnt;
      n->tb_busy = n->tb_busy | (UINT64_C(1) << p);
      /* W2: ids are LTBW bits; the TB after all ones does not fit. */
      if (n->ltb_wrap) {
        n->ltb_ovf = true;
      }
      if (n->next_ltb == WT_MASK32(WT_LTBW)) {
        n->ltb_wrap = true;
      }
      n->next_ltb = M(n->next_ltb + 1u, WT_LTBW);
      n->tbs_left = M(n->tbs_left - 1u, WT_NTBW);
    }
  }
  /* The launch sequence ends at its first cycle without a dispatch. */
  if (launching && !out->launch_ok && !out->disp_v) {
    n->launching = false;
  }
}

static unsigned popcount64(uint64_t x) {
  unsigned c = 0;
  for (; x != 0u; x &= x - 1u) {
    c++;
  }
  return c;
}

bool wm_dispatch_check(const wm_dispatch_state_t *s, char *msg, size_t n) {
  const unsigned busy = popcount64(s->tb_busy);
  if (s->free_tb != WT_TB_SLOTS - busy) {
    snprintf(msg, n, "free_tb = %u but %u of %u slots are busy", (unsigned)s->free_tb, busy,
             (unsigned)WT_TB_SLOTS);
    return false;
  }
  uint64_t live_sum = 0;
  for (unsigned p = 0; p < WT_TB_SLOTS; p++) {
    const bool b = ((s->tb_busy >> p) & 1u) != 0u;
    if (b != (s->live[p] != 0u)) {
      snprintf(msg, n, "slot %u: busy = %d but live = %u (a slot is busy exactly while it has a live warp)",
               p, b, (unsigned)s->live[p]);
      return false;
    }
    if (s->live[p] > s->k_w) {
      snprintf(msg, n, "slot %u: live = %u exceeds W = %u", p, (unsigned)s->live[p], (unsigned)s->k_w);
      return false;
    }
    live_sum += s->live[p];
  }
  /* Warps holding resources: every live warp (WARP_LVL=1), or all W warps of a busy TB (0). */
  const uint64_t held = WT_WARP_LVL ? live_sum : (uint64_t)busy * s->k_w;
  if ((uint64_t)s->active_warps != held || (uint64_t)s->free_sched + held != WT_SCHED) {
    snprintf(msg, n, "active_warps = %u, free_sched = %u, but %llu warps hold resources of %u",
             (unsigned)s->active_warps, (unsigned)s->free_sched, (unsigned long long)held,
             (unsigned)WT_SCHED);
    return false;
  }
  if ((uint64_t)s->free_regs + held * s->k_rw != WT_REGS) {
    snprintf(msg, n, "free_regs = %u, but %llu warps hold %u registers each of %u", (unsigned)s->free_regs,
             (unsigned long long)held, (unsigned)s->k_rw, (unsigned)WT_REGS);
    return false;
  }
  if ((uint64_t)s->free_smem + (uint64_t)busy * s->k_stb != WT_SMEM) {
    snprintf(msg, n, "free_smem = %u, but %u busy TBs hold %u bytes each of %u", (unsigned)s->free_smem, busy,
             (unsigned)s->k_stb, (unsigned)WT_SMEM);
    return false;
  }
  return true;
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(wm_dispatch, WM_DISPATCH)
WT_CHECK_ADAPTER(wm_dispatch)

/* D2 gives no storage figure for the check logic: it reads counters the TB-level dispatcher
 * already has (SPEC 2.1), and the kernel descriptor lives in the dispatcher. PAPER-FIELDS is
 * SPEC 2.1's counter table: free_sched 6 + free_tb 4 + tb_busy 8 + free_regs 16 + free_smem 16 +
 * active_warps 6 at the baseline. */
const wt_block_t wm_dispatch_block =
    WT_DESCRIPTOR(wm_dispatch, .check = check_v,
                  .paper_ref = "SPEC 2.1 counters (existing TB-level hardware; D2 gives no figure)");
