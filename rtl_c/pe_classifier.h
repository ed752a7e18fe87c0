/**
 * @file pe_classifier.h
 * @brief Warped-Preexecution P-mode issue classifier (SPEC 3.7; D1 §5.1 skip rules), per SM.
 *
 * Verilog twin: hdl/pe_classifier.sv. Combinational: no state, no clock, no reset. Declared once
 * by an empty state table (rtl_c/wt_block.h WT_NO_STATE): the module has no clk_i, rst_ni or
 * dbg_state_o, MODEL = 0 bits, 0 flip-flops. Configuration: none (it reads no knob); widths
 * WT_PECLSW (class) and WT_PEACTW (action) in params/pe_params.h.
 *
 * Inputs: the instruction's class `cls`; the P-mode scoreboard check of it (`src_ll`: a source is
 * long-latency, P.ll; `src_pend`: a source is pending; `dst_pend`: its destination is pending);
 * the episode flags of SPEC 3.3 (`smem_st`: smem_st_skipped, `bar`: past_barrier); the P-queue's
 * `can_ins` (PQ.can_insert(pc): offset in range and TAIL < PQ) and the availability vector's
 * `any_free`.
 *
 * Class codes PE_CLS_*: ALU 0, SFU 1, SMEM_LD 2, SMEM_ST 3, GLD 4, GST 5, ATOM 6, BAR 7,
 * BRANCH 8, EXIT 9. Codes 10..15 are undefined by SPEC and are EXIT in every rule (HALT: the
 * unit stops pre-executing an instruction it does not know; with src_ll they are SKIP + mark_ll,
 * like EXIT).
 * Action codes PE_ACT_*: SKIP 0, HALT 1, STALL 2, EXEC_BRANCH 3, PRELOAD 4, PREEXEC 5.
 *
 * The decision, in this exact priority (SPEC 3.7 [RES]); the first rule that applies wins:
 *  0. Unconditionally skipped classes: SMEM_ST -> SKIP, set_smem_st; GST -> SKIP; ATOM -> SKIP +
 *     mark_ll; BAR -> SKIP, set_bar.
 *  1. src_ll: BRANCH -> HALT; any other class -> SKIP + mark_ll.
 *  2. src_pend, or dst_pend with class ALU, SFU or SMEM_LD -> STALL (a pre-load writes no
 *     register, so dst_pend does not stall GLD).
 *  3. EXIT (and 10..15) -> HALT; BRANCH -> EXEC_BRANCH; GLD -> PRELOAD + mark_ll; SMEM_LD with
 *     smem_st || bar -> SKIP + mark_ll; then ALU / SFU / SMEM_LD: !can_ins -> SKIP + mark_ll,
 *     else !any_free -> STALL, else PREEXEC.
 * Outputs: `act`; `mark_ll` (the unit drives the scoreboard's p_update op 0 for the dst: P.ll[dst]
 * = 1, p_skip or p_preload); `set_smem_st`, `set_bar` (the SPEC 3.3 flags to set). Every output
 * always counts (no qualifier). Every input value has defined behaviour.
 *
 * Hardware: a priority chain of 4-bit class compares, a handful of gates.
 */
#ifndef PE_CLASSIFIER_H
#define PE_CLASSIFIER_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Instruction classes (SPEC 3.7), WT_PECLSW bits; 10..15 undefined, treated as EXIT. The values
 * are params/pe_params.h's (both languages read them). */
#define PE_CLS_ALU ((uint32_t)WT_PE_CLS_ALU)
#define PE_CLS_SFU ((uint32_t)WT_PE_CLS_SFU)
#define PE_CLS_SMEM_LD ((uint32_t)WT_PE_CLS_SMEM_LD)
#define PE_CLS_SMEM_ST ((uint32_t)WT_PE_CLS_SMEM_ST)
#define PE_CLS_GLD ((uint32_t)WT_PE_CLS_GLD)
#define PE_CLS_GST ((uint32_t)WT_PE_CLS_GST)
#define PE_CLS_ATOM ((uint32_t)WT_PE_CLS_ATOM)
#define PE_CLS_BAR ((uint32_t)WT_PE_CLS_BAR)
#define PE_CLS_BRANCH ((uint32_t)WT_PE_CLS_BRANCH)
#define PE_CLS_EXIT ((uint32_t)WT_PE_CLS_EXIT)

/* Actions (SPEC 3.7), WT_PEACTW bits. */
#define PE_ACT_SKIP ((uint32_t)WT_PE_ACT_SKIP)
#define PE_ACT_HALT ((uint32_t)WT_PE_ACT_HALT)
#define PE_ACT_STALL ((uint32_t)WT_PE_ACT_STALL)
#define PE_ACT_EXEC_BRANCH ((uint32_t)WT_PE_ACT_EXEC_BRANCH)
#define PE_ACT_PRELOAD ((uint32_t)WT_PE_ACT_PRELOAD)
#define PE_ACT_PREEXEC ((uint32_t)WT_PE_ACT_PREEXEC)

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define PE_CLASSIFIER_IN_FIELDS(X) \
  X(uint32_t, cls, WT_SCALAR, WT_PECLSW, "instruction class PE_CLS_* (10..15 act as EXIT)") \
  X(bool, src_ll, WT_SCALAR, 1, "P check: a source is long-latency (P.ll)") \
  X(bool, src_pend, WT_SCALAR, 1, "P check: a source is pending") \
  X(bool, dst_pend, WT_SCALAR, 1, "P check: the destination is pending") \
  X(bool, smem_st, WT_SCALAR, 1, "flag smem_st_skipped (SPEC 3.3)") \
  X(bool, bar, WT_SCALAR, 1, "flag past_barrier (SPEC 3.3)") \
  X(bool, can_ins, WT_SCALAR, 1, "PQ.can_insert(pc): offset in range and the queue not full") \
  X(bool, any_free, WT_SCALAR, 1, "avail.any_free: a rename register is free")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(pe_classifier, PE_CLASSIFIER)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o". */
#define PE_CLASSIFIER_OUT_FIELDS(X) \
  X(uint32_t, act, WT_SCALAR, WT_PEACTW, WT_ALWAYS, "action PE_ACT_*") \
  X(bool, mark_ll, WT_SCALAR, 1, WT_ALWAYS, "P.ll[dst] = 1 (p_skip or p_preload: p_update op 0)") \
  X(bool, set_smem_st, WT_SCALAR, 1, WT_ALWAYS, "set smem_st_skipped (a skipped SMEM_ST)") \
  X(bool, set_bar, WT_SCALAR, 1, WT_ALWAYS, "set past_barrier (a skipped BAR)")
/** Outputs, combinational from the inputs. */
WT_OUT_STRUCT(pe_classifier, PE_CLASSIFIER)

/** The decision (the `always_comb` block): writes every field of `out` from `in`. */
void pe_classifier_eval(const pe_classifier_in_t *in, pe_classifier_out_t *out);

/** pe_classifier_comb (the descriptor's comb: calls pe_classifier_eval) and the descriptor
 *  pe_classifier_block, whose state table is empty (wt_block.h WT_NO_STATE). */
WT_BLOCK_FUNCS_NO_STATE(pe_classifier)

/** The knobs this block reads: none (wt_block.h; `make knobs-check` proves it). */
#define PE_CLASSIFIER_KNOBS(X)

#ifdef __cplusplus
}
#endif

#endif
