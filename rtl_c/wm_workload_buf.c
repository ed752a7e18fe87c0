/* rtl_c/wm_workload_buf.c: C model of the WarpMan workload buffer (contract in wm_workload_buf.h). */
#include "wm_workload_buf.h"

#include <stddef.h>

void wm_workload_buf_reset(wm_workload_buf_state_t *s) {
  s->valid = false;
  s->end_wid = 0;
  s->start_wid = 0;
  s->l_tbid = 0;
  s->p_tbid = 0;
}

uint64_t wm_workload_buf_word(const wm_workload_buf_state_t *s) {
  return ((uint64_t)s->p_tbid << (WT_LTBW + 2 * WT_WIDW + 1)) | ((uint64_t)s->l_tbid << (2 * WT_WIDW + 1)) |
         ((uint64_t)s->start_wid << (WT_WIDW + 1)) | ((uint64_t)s->end_wid << 1) | (uint64_t)s->valid;
}

void wm_workload_buf_comb(const wm_workload_buf_state_t *s, const wm_workload_buf_in_t *in,
                          wm_workload_buf_out_t *out, wm_workload_buf_state_t *next) {
  WT_ASSERT_FITS(in->ld_p, WT_PTBW);
  WT_ASSERT_FITS(in->ld_l, WT_LTBW);
  WT_ASSERT_FITS(in->ld_start, WT_WIDW);
  WT_ASSERT_FITS(in->ld_end, WT_WIDW);
  const bool valid = s->valid;
  out->valid = valid;
  out->wb = wm_workload_buf_word(s);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Phase 1: issue the next buffered warp on a warp completion (W1: test, then increment). */
  out->iss_v = in->iss && valid;
  out->iss_p = out->iss_v ? s->p_tbid : 0u;
  out->iss_l = out->iss_v ? s->l_tbid : 0u;
  out->iss_wid = out->iss_v ? s->start_wid : 0u;
  if (out->iss_v) {
    if (s->start_wid == s->end_wid) {
      next->valid = false;
    } else {
      next->start_wid = (s->start_wid + 1u) & WT_MASK32(WT_WIDW);
    }
  }
  /* Phase 2: load a partial TB into an invalid buffer. */
  out->ld_drop = in->ld && valid;
  if (in->ld && !valid) {
    next->p_tbid = in->ld_p;
    next->l_tbid = in->ld_l;
    next->start_wid = in->ld_start;
    next->end_wid = in->ld_end;
    next->valid = true;
  }
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(wm_workload_buf, WM_WORKLOAD_BUF)

/* D2 §4.2 / §5: "per-SM 40-bit workload buffer" (SPEC 2.3: 3 + 26 + 5 + 5 + 1). The figure
 * applies to the baseline geometry (8 TB slots, 26-bit L_TBId, 32 warps per TB). */
#define BASE (WT_TB_SLOTS == 8 && WT_LTBW == 26 && WT_MAXW == 32)
const wt_block_t wm_workload_buf_block = WT_DESCRIPTOR(
    wm_workload_buf,
    .paper_ref = "D2 §4.2/§5: 40-bit workload buffer (P_TBId 3 + L_TBId 26 + start 5 + end 5 + valid 1)");
