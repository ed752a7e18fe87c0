/**
 * @file wm_workload_buf.h
 * @brief WarpMan workload buffer: the one partial thread block an SM holds (SPEC 2.3; D2 §4.2,
 *        Fig 14; D0 Fig 31).
 *
 * Verilog twin: hdl/wm_workload_buf.sv. Configuration: TB_SLOTS, LTBW, MAXW (configs/knobs.def),
 * derived WT_PTBW, WT_WIDW, WT_WBW (params/wm_params.h).
 *
 * The buffer is the paper's 40 bits and nothing else: {P_TBId 3, L_TBId 26, start_wid 5,
 * end_wid 5, valid 1}, packed MSB to LSB in the Fig 14 order. The state fields below are declared
 * LSB first, so the packed state (`dbg_state_o`, vector files) *is* the SPEC 2.3 word: WM-1's
 * {P=5, L=5, start=2, end=7, valid=1} reads 0xA00000288F.
 *
 * One cycle, in order (SPEC 0.3, 2.3):
 *  1. issue: if `iss` (a warp of the SM completed) and valid: warp `start_wid` of TB `P_TBId` is
 *     issued (`iss_v`, `iss_p`, `iss_l`, `iss_wid`); then [RES, W1] `if start_wid == end_wid then
 *     valid <- 0 else start_wid <- start_wid + 1`: the fields are inclusive and equality is tested
 *     before the increment, so a buffer loaded with {start, end} issues exactly end - start + 1
 *     warps and 5-bit fields cover W = 32 (end_wid = 31).
 *  2. load: if `ld` (the dispatcher placed a partial TB) and the buffer was invalid at the start of
 *     the cycle: {P_TBId, L_TBId, start_wid, end_wid} <- the `ld_` inputs, valid <- 1. The
 *     dispatcher is never invoked while the buffer is valid (SPEC 2.2, at most one partial TB per
 *     SM), so a load into a valid buffer is a dispatcher bug; it is dropped and `ld_drop` says so.
 * The two never act in the same cycle: issue needs valid, load needs invalid.
 *
 * The L_TBId overflow flag of W2 is not here: the buffer only ever receives a 26-bit id. The id
 * that can overflow is the dispatcher's kernel counter next_L_TBId, and the flag lives beside it
 * (wm_dispatch `ltb_ovf`), which keeps this block the paper's 40 bits.
 *
 * Reset: all zero (invalid). MODEL bits: WBW = 40 at the baseline (PAPER 40, D2 §4.2 and §5).
 *
 * hdl/wm_workload_buf.sv writes each register's next state once (Icarus 11 loops on a comb signal
 * assigned twice in one evaluation): a taken load, else the test-then-increment, which is
 * the phase order above because the two never act in the same cycle.
 */
#ifndef WM_WORKLOAD_BUF_H
#define WM_WORKLOAD_BUF_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_LTBW <= 32 && WT_WBW <= 64,
              "wm_workload_buf keeps the id in uint32_t, the word in uint64_t");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define WM_WORKLOAD_BUF_IN_FIELDS(X) \
  X(bool, iss, WT_SCALAR, 1, "a warp of the SM completed: issue the next buffered warp (phase 1)") \
  X(bool, ld, WT_SCALAR, 1, "load a partial TB (phase 2; taken only into an invalid buffer)") \
  X(uint32_t, ld_p, WT_SCALAR, WT_PTBW, "P_TBId: the physical TB slot of the partial TB") \
  X(uint32_t, ld_l, WT_SCALAR, WT_LTBW, "L_TBId: its logical TB id") \
  X(uint32_t, ld_start, WT_SCALAR, WT_WIDW, "start_wid: its first unissued warp") \
  X(uint32_t, ld_end, WT_SCALAR, WT_WIDW, "end_wid: its last unissued warp (inclusive, W1)")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(wm_workload_buf, WM_WORKLOAD_BUF)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define WM_WORKLOAD_BUF_OUT_FIELDS(X) \
  X(bool, valid, WT_SCALAR, 1, WT_ALWAYS, "the buffer holds unissued warps (start of the cycle)") \
  X(uint64_t, wb, WT_SCALAR, WT_WBW, WT_ALWAYS, \
    "the buffer word {P_TBId, L_TBId, start_wid, end_wid, valid} (start of the cycle)") \
  X(bool, iss_v, WT_SCALAR, 1, WT_ALWAYS, "a buffered warp is issued this cycle") \
  X(uint32_t, iss_p, WT_SCALAR, WT_PTBW, WT_IF(iss_v), "its physical TB slot (0 when not iss_v)") \
  X(uint32_t, iss_l, WT_SCALAR, WT_LTBW, WT_IF(iss_v), "its logical TB id (0 when not iss_v)") \
  X(uint32_t, iss_wid, WT_SCALAR, WT_WIDW, WT_IF(iss_v), "its warp id within the TB (0 when not iss_v)") \
  X(bool, ld_drop, WT_SCALAR, 1, WT_ALWAYS, "a load arrived while the buffer was valid and was dropped")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(wm_workload_buf, WM_WORKLOAD_BUF)

/** The state fields in packing order, LSB first, declared once (wt_block.h): the packed state is
 *  the SPEC 2.3 word. X(type, field, dims, width, doc); the register of field f is f_q. */
#define WM_WORKLOAD_BUF_STATE_FIELDS(X) \
  X(bool, valid, WT_SCALAR, 1, "bit 0: unissued warps remain") \
  X(uint32_t, end_wid, WT_SCALAR, WT_WIDW, "bits 5:1: last unissued warp (inclusive)") \
  X(uint32_t, start_wid, WT_SCALAR, WT_WIDW, "bits 10:6: next warp to issue") \
  X(uint32_t, l_tbid, WT_SCALAR, WT_LTBW, "bits 36:11: logical TB id") \
  X(uint32_t, p_tbid, WT_SCALAR, WT_PTBW, "bits 39:37: physical TB slot")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(wm_workload_buf, WM_WORKLOAD_BUF)

/** wm_workload_buf_reset (the `!rst_ni` branch), wm_workload_buf_comb, wm_workload_buf_clock and
 *  the descriptor wm_workload_buf_block (wt_block.h). */
WT_BLOCK_FUNCS(wm_workload_buf)

/** The SPEC 2.3 word of a state: {P_TBId, L_TBId, start_wid, end_wid, valid}, MSB to LSB. */
uint64_t wm_workload_buf_word(const wm_workload_buf_state_t *s);

/** The knobs this block reads (wt_block.h); `make knobs-check` proves the list complete. */
#define WM_WORKLOAD_BUF_KNOBS(X) X(TB_SLOTS) X(LTBW) X(MAXW)

#ifdef __cplusplus
}
#endif

#endif
