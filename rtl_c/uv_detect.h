/**
 * @file uv_detect.h
 * @brief Intra-warp uniform detector (SPEC 5.1; D4 §3.1), at the ID stage of one SM.
 *
 * Verilog twin: hdl/uv_detect.sv. Combinational: no state, no clock, no reset. Declared once by an
 * empty state table (rtl_c/wt_block.h WT_NO_STATE): the module has no clk_i, rst_ni or
 * dbg_state_o, MODEL = 0 bits, 0 flip-flops. Configuration: WT_NL (mask width), WT_NUMSP (the
 * regular issue interval WT_UVII = NL / NUMSP); widths and codes in params/uv_params.h. A
 * configuration with NUMSP > NL, or an NL that NUMSP does not divide, is refused (C: `#error` and
 * `static_assert` at compile time; Verilog: `$fatal` at time 0): a warp then has no whole number
 * of SP passes.
 *
 * Inputs: one decoded instruction, as the ID stage sees it. For each of its WT_UV_NSRC source
 * operands s: `src_v[s]` (the operand exists), `src_kind[s]` (UV_KIND_REG, _IMM, _SREG),
 * `src_sreg[s]` (the special register's UV_SREG_* code, read only for kind SREG) and `src_ureg[s]`
 * (the register's uniform bit as its register design reports it, read only for kind REG: token[VRsrc]
 * in the token design, SPEC 5.2; map[VRsrc].V in the SRF design, SPEC 5.3; so the block serves
 * both). `has_dst` (the instruction writes a vector register), `cls` (UV_CLS_*), the warp's
 * `active_mask` and its launch mask `full_mask` (NL bits, bit i = lane i).
 *
 * The rule (SPEC 5.1), per source s and for the instruction:
 *   src_uniform[s] = !src_v[s]                                  (an absent operand constrains nothing)
 *                  | kind IMM
 *                  | kind SREG && the code is uniform           (NTID_*, NCTAID_*, CTAID_*, PARAM)
 *                  | kind REG && src_ureg[s]
 *   uniform_instr  = has_dst && cls == ALU && all src_uniform && active_mask == full_mask
 *   issue_interval = uniform_instr ? 1 : WT_UVII                (4 at NL 32, NUMSP 8; 2 at NUMSP 16)
 * Readings (SPEC 5.1 [RES]): full_mask is the warp's launch mask, not all ones, so the partial last
 * warp of a thread block (launch mask p"11110000...", 0x0000000F for 4 threads) is uniform when all
 * its launched threads are active; only ALU instructions can be uniform (branches and memory
 * instructions never are; a load's uniform result is the broadcast rule of SPEC 5.2, not this
 * block's). The masks are compared literally, bit for bit (an active lane outside the launch mask,
 * which no legal warp has, makes them differ).
 *
 * Codes (params/uv_params.h WT_UV_*, both languages):
 *   kind UV_KIND_*: REG 0, IMM 1, SREG 2; 3 is undefined and not uniform.
 *   special register UV_SREG_*: TID_X 0, TID_Y 1, TID_Z 2, LANEID 3 (per thread: not uniform);
 *     NTID_X 4, NTID_Y 5, NTID_Z 6, NCTAID_X 7, NCTAID_Y 8, NCTAID_Z 9, CTAID_X 10, CTAID_Y 11,
 *     CTAID_Z 12, PARAM 13 (a kernel parameter) (the same for every thread of a warp: uniform);
 *     14 and 15 are undefined and not uniform (a register the detector does not know is taken
 *     as per-thread, which is always correct and only forgoes the scalar issue).
 *   class UV_CLS_*: ALU 0, BRANCH 1, MEM 2 (loads, stores, atomics), OTHER 3 (barrier, exit, ...).
 * Every output always counts (no qualifier): the unit qualifies them with its own instruction
 * valid. Every input value has defined behaviour.
 *
 * SPEC 5.2's UV-1 as the detector sees it (NL 32, NUMSP 8, full_mask 0xFFFFFFFF):
 *   mov r1, #0                   IMM                                 -> uniform, interval 1
 *   mul r2, %ctaid.x, %ntid.x    SREG CTAID_X, SREG NTID_X           -> uniform, interval 1
 *   add r3, r2, %tid.x           REG token[VR2] = 1, SREG TID_X      -> regular, interval 4
 *
 * Hardware: per source a 4-bit code decode and a 4-input mux of the kind; a 3-input AND over the
 * sources, an NL-bit equality compare of the masks, and a 2-way mux of two constants.
 */
#ifndef UV_DETECT_H
#define UV_DETECT_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_NL <= 32, "uv_detect keeps a warp's masks in uint32_t");

/* Operand kinds, WT_UVKINDW bits (params/uv_params.h); 3 is undefined (not uniform). */
#define UV_KIND_REG ((uint32_t)WT_UV_KIND_REG)
#define UV_KIND_IMM ((uint32_t)WT_UV_KIND_IMM)
#define UV_KIND_SREG ((uint32_t)WT_UV_KIND_SREG)

/* Special registers, WT_UVSREGW bits (SPEC 5.1 [RES]); 14 and 15 are undefined (not uniform). */
#define UV_SREG_TID_X ((uint32_t)WT_UV_SREG_TID_X)
#define UV_SREG_TID_Y ((uint32_t)WT_UV_SREG_TID_Y)
#define UV_SREG_TID_Z ((uint32_t)WT_UV_SREG_TID_Z)
#define UV_SREG_LANEID ((uint32_t)WT_UV_SREG_LANEID)
#define UV_SREG_NTID_X ((uint32_t)WT_UV_SREG_NTID_X)
#define UV_SREG_NTID_Y ((uint32_t)WT_UV_SREG_NTID_Y)
#define UV_SREG_NTID_Z ((uint32_t)WT_UV_SREG_NTID_Z)
#define UV_SREG_NCTAID_X ((uint32_t)WT_UV_SREG_NCTAID_X)
#define UV_SREG_NCTAID_Y ((uint32_t)WT_UV_SREG_NCTAID_Y)
#define UV_SREG_NCTAID_Z ((uint32_t)WT_UV_SREG_NCTAID_Z)
#define UV_SREG_CTAID_X ((uint32_t)WT_UV_SREG_CTAID_X)
#define UV_SREG_CTAID_Y ((uint32_t)WT_UV_SREG_CTAID_Y)
#define UV_SREG_CTAID_Z ((uint32_t)WT_UV_SREG_CTAID_Z)
#define UV_SREG_PARAM ((uint32_t)WT_UV_SREG_PARAM)

/* Instruction classes, WT_UVCLSW bits (SPEC 5.1 [RES]). */
#define UV_CLS_ALU ((uint32_t)WT_UV_CLS_ALU)
#define UV_CLS_BRANCH ((uint32_t)WT_UV_CLS_BRANCH)
#define UV_CLS_MEM ((uint32_t)WT_UV_CLS_MEM)
#define UV_CLS_OTHER ((uint32_t)WT_UV_CLS_OTHER)

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define UV_DETECT_IN_FIELDS(X) \
  X(bool, src_v, [WT_UV_NSRC], 1, "source s exists (0: counts as uniform)") \
  X(uint32_t, src_kind, [WT_UV_NSRC], WT_UVKINDW, "source s kind UV_KIND_* (3 undefined: not uniform)") \
  X(uint32_t, src_sreg, [WT_UV_NSRC], WT_UVSREGW, "source s special register UV_SREG_* (kind SREG)") \
  X(bool, src_ureg, [WT_UV_NSRC], 1, \
    "source s register uniform bit: token[VRsrc] or map[VRsrc].V (kind REG)") \
  X(bool, has_dst, WT_SCALAR, 1, "the instruction writes a vector register") \
  X(uint32_t, cls, WT_SCALAR, WT_UVCLSW, "instruction class UV_CLS_*") \
  X(uint32_t, active_mask, WT_SCALAR, WT_NL, "the warp's active mask (bit i = lane i)") \
  X(uint32_t, full_mask, WT_SCALAR, WT_NL, "the warp's launch mask (SPEC 5.1 [RES] full_mask)")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(uv_detect, UV_DETECT)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o". */
#define UV_DETECT_OUT_FIELDS(X) \
  X(bool, src_uniform, [WT_UV_NSRC], 1, WT_ALWAYS, "source s is a uniform vector (1 when absent)") \
  X(bool, uniform_instr, WT_SCALAR, 1, WT_ALWAYS, "an intra-warp uniform vector instruction") \
  X(uint32_t, issue_interval, WT_SCALAR, WT_UVIIW, WT_ALWAYS, \
    "cycles to the warp's next issue: 1 or NL/NUMSP")
/** Outputs, combinational from the inputs. */
WT_OUT_STRUCT(uv_detect, UV_DETECT)

/** The detector (the `always_comb` block): writes every field of `out` from `in`. */
void uv_detect_eval(const uv_detect_in_t *in, uv_detect_out_t *out);

/** uv_detect_comb (the descriptor's comb: calls uv_detect_eval) and the descriptor uv_detect_block,
 *  whose state table is empty (wt_block.h WT_NO_STATE). */
WT_BLOCK_FUNCS_NO_STATE(uv_detect)

/** The knobs this block reads (wt_block.h; `make knobs-check` proves it). */
#define UV_DETECT_KNOBS(X) X(NL) X(NUMSP)

#ifdef __cplusplus
}
#endif

#endif
