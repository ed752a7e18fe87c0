/**
 * @file wm_sm.h
 * @brief WarpMan SM unit: the dispatch logic with its counters (wm_dispatch) and the workload
 *        buffer (wm_workload_buf), driven by kernel launch and warp-completion events (SPEC 2.1-2.4;
 *        D2 §4, Fig 13 and 14).
 *
 * Verilog twin: hdl/wm_sm.sv (instantiates hdl/wm_dispatch.sv and hdl/wm_workload_buf.sv).
 *
 * Wiring, one cycle: the dispatcher reads the buffer's valid bit and P_TBId (registers, start of
 * the cycle); the buffer issues on the dispatcher's `done_ok` (a taken warp completion) and loads
 * what the dispatcher's partial dispatch tells it ({disp_p, disp_l, start = disp_n, end = ld_end}).
 * So a completion first releases the warp, then either the buffer issues its next warp into the
 * freed resources or, with the buffer invalid, the dispatcher runs once (SPEC 2.3 steps 1-3); at
 * launch the dispatcher runs every cycle until it dispatches nothing (full, full, ..., partial).
 *
 * wm_sm_check() is the unit's invariant hook (every cycle in the C harnesses; the RTL asserts the
 * same under simulation): wm_dispatch_check, and for a valid buffer: its slot is busy, start_wid <=
 * end_wid = W - 1 and its slot's live warps plus its unissued warps are at most W; the buffer is
 * never valid under TB-level management. With the buffer being one entry, that is "at most one
 * partial TB per SM"; the counter sums prove no over- or underflow and that every TB's slot and
 * shared memory are released exactly once.
 *
 * hdl/wm_sm.sv: the buffer has no P_TBId port, so the dispatcher's `wb_p` is the top WT_PTBW bits
 * of its `wb_o` word (SPEC 2.3: P_TBId is bits 39:37); `ld_start` is the low WT_WIDW bits of
 * `disp_n`. The RTL checks wm_dispatch_check() in wm_dispatch.sv and the buffer's part of
 * wm_sm_check() in wm_sm.sv, on the registers at every clock out of reset, under simulation.
 */
#ifndef WM_SM_H
#define WM_SM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wm_dispatch.h"
#include "wm_workload_buf.h"

#ifdef __cplusplus
extern "C" {
#endif

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define WM_SM_IN_FIELDS(X) \
  X(bool, launch, WT_SCALAR, 1, "kernel launch with the descriptor below") \
  X(uint32_t, k_w, WT_SCALAR, WT_WCW, "W: warps per TB") \
  X(uint32_t, k_rw, WT_SCALAR, WT_REGW, "R_w: registers per warp") \
  X(uint32_t, k_stb, WT_SCALAR, WT_SMEMW, "S_TB: shared memory per TB in bytes") \
  X(uint32_t, k_l0, WT_SCALAR, WT_LTBW, "logical id of the kernel's first TB on this SM") \
  X(uint32_t, k_ntbs, WT_SCALAR, WT_NTBW, "TBs of the kernel this SM runs") \
  X(bool, done, WT_SCALAR, 1, "a warp completed") \
  X(uint32_t, done_p, WT_SCALAR, WT_PTBW, "its physical TB slot") \
  X(bool, spatial_en, WT_SCALAR, 1, "1: 'temp+spatial'; 0: 'temp' (the dueling input, SPEC 2.4)")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(wm_sm, WM_SM)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define WM_SM_OUT_FIELDS(X) \
  X(bool, idle, WT_SCALAR, 1, WT_ALWAYS, "no TB resident and none left: a launch is taken") \
  X(bool, launch_ok, WT_SCALAR, 1, WT_ALWAYS, "the launch is taken") \
  X(bool, done_ok, WT_SCALAR, 1, WT_ALWAYS, "the completion is taken") \
  X(bool, disp_v, WT_SCALAR, 1, WT_ALWAYS, "a TB is dispatched") \
  X(bool, disp_full, WT_SCALAR, 1, WT_IF(disp_v), "it is a full TB (else partial, into the buffer)") \
  X(uint32_t, disp_p, WT_SCALAR, WT_PTBW, WT_IF(disp_v), "its physical TB slot") \
  X(uint32_t, disp_l, WT_SCALAR, WT_LTBW, WT_IF(disp_v), "its logical TB id") \
  X(uint32_t, disp_n, WT_SCALAR, WT_WCW, WT_IF(disp_v), "warps 0..disp_n-1 of it are issued now") \
  X(bool, iss_v, WT_SCALAR, 1, WT_ALWAYS, "the buffer issues a warp") \
  X(uint32_t, iss_p, WT_SCALAR, WT_PTBW, WT_IF(iss_v), "its physical TB slot") \
  X(uint32_t, iss_l, WT_SCALAR, WT_LTBW, WT_IF(iss_v), "its logical TB id") \
  X(uint32_t, iss_wid, WT_SCALAR, WT_WIDW, WT_IF(iss_v), "its warp id") \
  X(uint64_t, wb, WT_SCALAR, WT_WBW, WT_ALWAYS, \
    "the workload buffer word (start of the cycle, SPEC 2.3 packing)") \
  X(bool, ltb_ovf, WT_SCALAR, 1, WT_ALWAYS, "a TB id overflowed LTBW bits in this kernel (W2)")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(wm_sm, WM_SM)

/** Architectural state: the children's, in this order (packed into `dbg_state_o`). */
typedef struct wm_sm_state {
  wm_dispatch_state_t dsp;
  wm_workload_buf_state_t wb;
} wm_sm_state_t;

/** wm_sm_reset (the `!rst_ni` branch), wm_sm_comb, wm_sm_clock and the descriptor wm_sm_block
 *  (wt_block.h). */
WT_BLOCK_FUNCS(wm_sm)

/** The unit's invariants (see above); false with the invariant's name and detail in `msg`. */
bool wm_sm_check(const wm_sm_state_t *s, char *msg, size_t n);

/** The knobs this unit reads: its children's (wt_block.h). */
#define WM_SM_KNOBS(X) WM_DISPATCH_KNOBS(X) WM_WORKLOAD_BUF_KNOBS(X)

#ifdef __cplusplus
}
#endif

#endif
