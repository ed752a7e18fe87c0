/**
 * @file pe_reuse.h
 * @brief Warped-Preexecution N-mode reuse matcher (SPEC 3.8; D1 §5.2), per SM.
 *
 * Verilog twin: hdl/pe_reuse.sv. Combinational: no state, no clock, no reset. Declared once by an
 * empty state table (rtl_c/wt_block.h WT_NO_STATE): the module has no clk_i, rst_ni or
 * dbg_state_o, MODEL = 0 bits, 0 flip-flops. Configuration: none (it reads no knob).
 *
 * Two independent halves, each qualified by its own valid:
 *  - At fetch (`f_v`: an N-mode fetch of a warp this cycle), with the P-queue's head_match
 *    outputs for the fetch PC (`hm_match` = m, `hm_rdy` = rdy):
 *      m && rdy  -> f_reuse: the decoded instruction enters the IB from the P-queue (reuse = 1,
 *                   PHY = e.PHY); pop = f_reuse (PQ.pop);
 *      m && !rdy -> f_wait: the fetch stalls and is retried next cycle (SPEC 3.8 [RES]);
 *      !m        -> neither: a normal fetch (the instruction was skipped in P-mode).
 *  - At N-mode issue of a reuse instruction (`i_v`), with N.pend[dst] (`i_dst_pend`) and the R bit
 *    of N-RT[dst] before the write (`i_old_r`):
 *      i_dst_pend  -> i_wait: WAW, the issue waits (SPEC 3.8 [RES]);
 *      !i_dst_pend -> i_iss: N-RT.wr(dst, PHY); it completes at once (N.pend is not set);
 *                     i_rel = i_iss && i_old_r: the old mapping is released RELEASE_DELAY = 8
 *                     cycles later by the pipeline (SPEC 3.4).
 * Every output is 0 while its valid (f_v, i_v) is 0, and every output always counts (no
 * qualifier): the unit reads them as strobes. Every input value has defined behaviour.
 *
 * Hardware: six AND gates.
 */
#ifndef PE_REUSE_H
#define PE_REUSE_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define PE_REUSE_IN_FIELDS(X) \
  X(bool, f_v, WT_SCALAR, 1, "an N-mode fetch of a warp this cycle") \
  X(bool, hm_match, WT_SCALAR, 1, "PQ.head_match m for the fetch PC") \
  X(bool, hm_rdy, WT_SCALAR, 1, "PQ.head_match rdy (the head entry's RDY)") \
  X(bool, i_v, WT_SCALAR, 1, "a reuse instruction at N-mode issue") \
  X(bool, i_dst_pend, WT_SCALAR, 1, "N.pend[dst] of it") \
  X(bool, i_old_r, WT_SCALAR, 1, "N-RT[dst].R before the write")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(pe_reuse, PE_REUSE)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o". */
#define PE_REUSE_OUT_FIELDS(X) \
  X(bool, f_reuse, WT_SCALAR, 1, WT_ALWAYS, "m && rdy: the instruction comes from the P-queue") \
  X(bool, f_wait, WT_SCALAR, 1, WT_ALWAYS, "m && !rdy: the fetch stalls, retried next cycle") \
  X(bool, pop, WT_SCALAR, 1, WT_ALWAYS, "PQ.pop (= f_reuse)") \
  X(bool, i_iss, WT_SCALAR, 1, WT_ALWAYS, "!N.pend[dst]: N-RT.wr(dst, PHY), completes at once") \
  X(bool, i_wait, WT_SCALAR, 1, WT_ALWAYS, "N.pend[dst]: WAW wait") \
  X(bool, i_rel, WT_SCALAR, 1, WT_ALWAYS, "i_iss && old R: release the old mapping (deferred)")
/** Outputs, combinational from the inputs. */
WT_OUT_STRUCT(pe_reuse, PE_REUSE)

/** The matcher (the `always_comb` block): writes every field of `out` from `in`. */
void pe_reuse_eval(const pe_reuse_in_t *in, pe_reuse_out_t *out);

/** pe_reuse_comb (the descriptor's comb: calls pe_reuse_eval) and the descriptor pe_reuse_block,
 *  whose state table is empty (wt_block.h WT_NO_STATE). */
WT_BLOCK_FUNCS_NO_STATE(pe_reuse)

/** The knobs this block reads: none (wt_block.h; `make knobs-check` proves it). */
#define PE_REUSE_KNOBS(X)

#ifdef __cplusplus
}
#endif

#endif
