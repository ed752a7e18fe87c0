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
  return ((uint64_t)s->p_tbid << (WT_LTBW + 2 * WT_WIDW + 1)) |
         ((uint64_t)s->l_tbid << (2 * WT_WIDW + 1)) | ((uint64_t)s->start_wid << (WT_WIDW + 1)) |
         ((uint64_t)s->end_wid << 1) | (uint64_t)s->valid;
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

#define IN_T wm_workload_buf_in_t
#define F(T, f, dims, w, d) WT_XFIELD(IN_T, T, f, w, d),
static const wt_field_t in_fields[] = {WM_WORKLOAD_BUF_IN_FIELDS(F)};
#undef F
#define OUT_T wm_workload_buf_out_t
#define F(T, f, dims, w, q, d) WT_OXFIELD(OUT_T, T, f, w, q, d),
static const wt_field_t out_fields[] = {WM_WORKLOAD_BUF_OUT_FIELDS(F)};
#undef F
#define ST_T wm_workload_buf_state_t
#define F(T, f, dims, w, d) WT_XFIELD(ST_T, T, f, w, d),
static const wt_field_t state_fields[] = {WM_WORKLOAD_BUF_STATE_FIELDS(F)};
#undef F

static void reset_v(void *s) { wm_workload_buf_reset(s); }
static void comb_v(const void *s, const void *in, void *out, void *next) {
  wm_workload_buf_comb(s, in, out, next);
}

static const char *const knobs[] = {WM_WORKLOAD_BUF_KNOBS(WT_KNOB_NAME) NULL};

const wt_block_t wm_workload_buf_block = {
    .name = "wm_workload_buf",
    .in = WT_TABLE(in_fields),
    .out = WT_TABLE(out_fields),
    .state = WT_TABLE(state_fields),
    .in_size = sizeof(IN_T),
    .out_size = sizeof(OUT_T),
    .state_size = sizeof(ST_T),
    .reset = reset_v,
    .comb = comb_v,
    .check = NULL,
    .paper_ref = "D2 §4.2/§5: 40-bit workload buffer (P_TBId 3 + L_TBId 26 + start 5 + end 5 + valid 1)",
    .parts = NULL,
    .nparts = 0,
    .knobs = knobs,
};
