/* rtl_c/wm_sm.c: C model of the WarpMan SM unit (contract in wm_sm.h). */
#include "wm_sm.h"

#include <stdio.h>

void wm_sm_reset(wm_sm_state_t *s) {
  wm_dispatch_reset(&s->dsp);
  wm_workload_buf_reset(&s->wb);
}

void wm_sm_comb(const wm_sm_state_t *s, const wm_sm_in_t *in, wm_sm_out_t *out, wm_sm_state_t *next) {
  /* The dispatcher reads the buffer's registers (start of the cycle). */
  const wm_dispatch_in_t din = {
      .launch = in->launch,
      .k_w = in->k_w,
      .k_rw = in->k_rw,
      .k_stb = in->k_stb,
      .k_l0 = in->k_l0,
      .k_ntbs = in->k_ntbs,
      .done = in->done,
      .done_p = in->done_p,
      .wb_valid = s->wb.valid,
      .wb_p = s->wb.p_tbid,
      .spatial_en = in->spatial_en,
  };
  wm_dispatch_out_t dout;
  /* The buffer's inputs come from the dispatcher's outputs: compute them before `next` changes
   * the dispatcher's state (in-place steps). */
  const wm_workload_buf_state_t wb_now = s->wb;
  wm_dispatch_comb(&s->dsp, &din, &dout, &next->dsp);
  const wm_workload_buf_in_t bin = {
      .iss = dout.done_ok,
      .ld = dout.ld,
      .ld_p = dout.disp_p,
      .ld_l = dout.disp_l,
      .ld_start = dout.disp_n & WT_MASK32(WT_WIDW),
      .ld_end = dout.ld_end,
  };
  wm_workload_buf_out_t bout;
  wm_workload_buf_comb(&wb_now, &bin, &bout, &next->wb);

  out->idle = dout.idle;
  out->launch_ok = dout.launch_ok;
  out->done_ok = dout.done_ok;
  out->disp_v = dout.disp_v;
  out->disp_full = dout.disp_full;
  out->disp_p = dout.disp_p;
  out->disp_l = dout.disp_l;
  out->disp_n = dout.disp_n;
  out->iss_v = bout.iss_v;
  out->iss_p = bout.iss_p;
  out->iss_l = bout.iss_l;
  out->iss_wid = bout.iss_wid;
  out->wb = bout.wb;
  out->ltb_ovf = dout.ltb_ovf;
}

bool wm_sm_check(const wm_sm_state_t *s, char *msg, size_t n) {
  if (!wm_dispatch_check(&s->dsp, msg, n)) {
    return false;
  }
  const wm_workload_buf_state_t *b = &s->wb;
  const wm_dispatch_state_t *d = &s->dsp;
  if (!b->valid) {
    return true;
  }
  if (!WT_WARP_LVL) {
    snprintf(msg, n, "the workload buffer is valid under TB-level management (WARP_LVL = 0)");
    return false;
  }
  if (b->p_tbid >= WT_TB_SLOTS || ((d->tb_busy >> b->p_tbid) & 1u) == 0u) {
    snprintf(msg, n, "the workload buffer holds warps of TB slot %u, which is not busy", (unsigned)b->p_tbid);
    return false;
  }
  if (b->start_wid > b->end_wid || b->end_wid + 1u != d->k_w) {
    snprintf(msg, n, "workload buffer start_wid = %u, end_wid = %u, but W = %u (start <= end = W-1)",
             (unsigned)b->start_wid, (unsigned)b->end_wid, (unsigned)d->k_w);
    return false;
  }
  const uint32_t waiting = b->end_wid - b->start_wid + 1u;
  if (d->live[b->p_tbid] + waiting > d->k_w) {
    snprintf(msg, n, "TB slot %u: %u live warps and %u buffered exceed W = %u", (unsigned)b->p_tbid,
             (unsigned)d->live[b->p_tbid], (unsigned)waiting, (unsigned)d->k_w);
    return false;
  }
  return true;
}

/* ---- Field tables ---- */

WT_IO_TABLES(wm_sm, WM_SM)
#define ST_T wm_sm_state_t
#define F_DSP(T, f, dims, w, d) WT_XFIELD(ST_T, T, dsp.f, w, d),
#define F_WB(T, f, dims, w, d) WT_XFIELD(ST_T, T, wb.f, w, d),
static const wt_field_t state_fields[] = {WM_DISPATCH_STATE_FIELDS(F_DSP) WM_WORKLOAD_BUF_STATE_FIELDS(F_WB)};

/* The paper's rows: the workload buffer (D2's only new storage) and the counters the check logic
 * reads (SPEC 2.1, existing TB-level hardware: no figure in D2). */
#define N_WB(T, f, dims, w, d) "wb." #f,
static const char *const wb_f[] = {WM_WORKLOAD_BUF_STATE_FIELDS(N_WB) NULL};
static const char *const cnt_f[] = {"dsp.free_sched", "dsp.free_tb",      "dsp.tb_busy", "dsp.free_regs",
                                    "dsp.free_smem",  "dsp.active_warps", NULL};
static const char *const tb_f[] = {"dsp.live", NULL};
static const char *const kd_f[] = {
    "dsp.k_w",     "dsp.k_rw",     "dsp.k_stb",     "dsp.next_ltb", "dsp.ltb_wrap",
    "dsp.ltb_ovf", "dsp.tbs_left", "dsp.launching", "dsp.frag_v",   "dsp.frag_regs",
    NULL};
static const wt_part_t parts[] = {
    {"Workload buffer", wb_f, "D2 §4.2/§5: 40 bits = P_TBId 3 + L_TBId 26 + start 5 + end 5 + valid 1",
     WT_WHOLE},
    {"SM resource counters", cnt_f, "SPEC 2.1 (existing TB-level hardware; D2 gives no figure)", WT_WHOLE},
    {"live warps per TB slot", tb_f, "[RES] what release needs (SPEC 2.3 step 1)", WT_WHOLE},
    {"kernel descriptor and dispatch state", kd_f,
     "SPEC 2.1 descriptor; [RES] W2 flags, launch sequence, 'temp' latch", WT_WHOLE},
};

WT_ADAPTERS(wm_sm, WM_SM)
WT_CHECK_ADAPTER(wm_sm)

const wt_block_t wm_sm_block = WT_DESCRIPTOR(
    wm_sm, .check = check_v,
    .paper_ref = "D2 §4-§5: 40-bit workload buffer + check logic on existing counters", WT_PARTS(parts));
