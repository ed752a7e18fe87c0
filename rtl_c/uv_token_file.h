/**
 * @file uv_token_file.h
 * @brief Token-based design of uniform vector registers: one token bit per physical vector
 *        register, the copy-on-write rule and the element mask of an instruction (SPEC 5.2; D4
 *        §3.1.1; D0 §2.4.1).
 *
 * Verilog twin: hdl/uv_token_file.sv. Configuration: NL lanes (the warp size WS), NUMSP SPs,
 * UV_VREGS physical vector registers, COW_PAPER_RULE (configs/knobs.def); derived WT_UVRW (vector
 * register id), WT_UVN (the scalar element N = NL - NUMSP), WT_UVII (NL / NUMSP) and WT_UVIIW (the
 * issue interval's width) in params/uv_params.h. NUMSP > NL is refused (SPEC 5.0).
 *
 * State: token[v], 1 bit per physical vector register v (SPEC 5.2: 512 b at the baseline; D4 does
 * not give the size, discrepancy U4). token[v] = 1: VRv is a uniform vector whose scalar value
 * sits in element N = NL - NUMSP alone (24 at the baseline); the other elements are stale.
 * Reset: all 0 (no register is uniform).
 *
 * One ID-stage instruction per cycle (`valid`): up to three sources, each a physical vector
 * register `src[k]` if `src_v[k]` (0: an immediate, a special register or no operand), a
 * destination `dst` if `has_dst`, the detector's decision `uniform` (SPEC 5.1 uniform_instr, an
 * input: the detector ORs this block's `src_token` into its src_uniform), the warp's active mask
 * and its launch mask `full` (SPEC 5.1 [RES]). Outputs, from the tokens at the start of the cycle:
 *  - src_token[k] = valid && src_v[k] && token[src[k]]: source k is a uniform vector (SPEC 5.1).
 *  - src_bcast[k] = !uniform && src_token[k]: a regular instruction reads VRsrc.N
 *    broadcast to all lanes through the broadcast bus and a MUX (D4 Fig 4). A uniform instruction
 *    reads element N on SP0, whose lane holds it (N = 0 mod NUMSP), so it needs no broadcast.
 *  - cow: insert the copy VRdst[all NL lanes] <- VRdst.N before the instruction (SPEC 5.2):
 *      COW_PAPER_RULE = 0 (normative, U7 [RES]): valid && has_dst && active != full && token[dst]
 *      COW_PAPER_RULE = 1 (D4's rule): the same && dst equals a source register (src_v[k] &&
 *                         src[k] == dst; that source is then uniform, since token[dst] = 1).
 *    The copy writes every element (an all-ones NL-bit mask, a constant: no output); it is one
 *    more regular instruction, issued before this one.
 *  - emask: the elements of VRdst the instruction writes, 0 if it writes none (!valid or
 *    !has_dst): a uniform instruction writes element N only (1 << N, computed on SP0); a regular
 *    one its active lanes (after a COW too: the copy wrote the others).
 *  - ii: the instruction's issue interval in cycles (SPEC 5.1): 1 if uniform, NL / NUMSP if
 *    regular, 0 if !valid. SPEC 5.1 makes it an output of the detector; it is also here because
 *    SPEC's UV-1 lists it with the token outcomes (uv_unit takes one of the two, they are equal).
 *
 * Token updates, in this order within a cycle (each after the reads above):
 *  1. broadcast writeback (`bwb_v`: a value from the broadcast path, a same-address shared or
 *     global load, written to `bwb_dst` under `bwb_active`; `bwb_full` is its warp's launch mask):
 *     token[bwb_dst] = (bwb_active == bwb_full). D4 sets the token for any broadcast value; SPEC
 *     5.2 [RES] sets it only for a full mask, and a partial one resets it: the write leaves the
 *     inactive lanes with their own (older, different) values, so the register is no longer one
 *     value in element N.
 *  2. the ID-stage instruction, if valid && has_dst: token[dst] = uniform. A uniform instruction
 *     sets it; a regular one resets it (after a COW too: the copy made every element private).
 * When both name the same register, the instruction (step 2) wins: it is younger in program order
 * than the instruction whose value is being written back, so its write is the one that stays.
 *
 * Protocol (the pipeline's, not checked here): `uniform` = 1 only with active == full and every
 * source uniform (SPEC 5.1); the block uses `uniform` as given. The tokens are read at ID: an
 * instruction must not pass ID while an older write to one of its registers is still in flight
 * (a broadcast writeback landing after a younger instruction passed ID would overwrite its token).
 *
 * Not modelled: the reliability variant of D4 §3.3 (two copies at N and N + 1, SPEC 5.2); emask
 * would be 3 << N there. There is no invariant to check: every token pattern is reachable.
 *
 * Hardware: the token file is UV_VREGS flip-flops with four read ports (three sources and the
 * destination, each a UV_VREGS:1 multiplexer) and two one-hot write ports. The C model keeps it in
 * NW words of WW bits (register v is bit v % WW of word v / WW, so the packed state has register v
 * at bit v) and does each vector statement of the Verilog on the words, in the same order.
 */
#ifndef UV_TOKEN_FILE_H
#define UV_TOKEN_FILE_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Source operands of an instruction (UV_COMMON: up to three). */
#define UV_TOKEN_FILE_NSRC 3

static_assert(WT_NL <= 32 && WT_UVRW <= 32, "uv_token_file keeps lane masks and register ids in uint32_t");

/** The token file is NW words of WW bits (WW = min(UV_VREGS, 32)): register v is bit v % WW of
 *  word v / WW (wt_vbit, rtl_c/wt_bits.h), so the packed state has register v at bit v. */
#define UV_TOKEN_FILE_WW (WT_UV_VREGS < 32 ? WT_UV_VREGS : 32)
#define UV_TOKEN_FILE_NW (WT_UV_VREGS / UV_TOKEN_FILE_WW)

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i".
 *  Array fields are packed element 0 first: source k of src is bits [k*UVRW +: UVRW]. */
#define UV_TOKEN_FILE_IN_FIELDS(X) \
  X(bool, valid, WT_SCALAR, 1, "an instruction is at ID this cycle") \
  X(bool, src_v, [UV_TOKEN_FILE_NSRC], 1, \
    "source k is a vector register (0: immediate, special register, none)") \
  X(uint32_t, src, [UV_TOKEN_FILE_NSRC], WT_UVRW, "source k's physical vector register") \
  X(bool, has_dst, WT_SCALAR, 1, "the instruction writes a destination vector register") \
  X(uint32_t, dst, WT_SCALAR, WT_UVRW, "its physical vector register") \
  X(bool, uniform, WT_SCALAR, 1, "the detector's decision, uniform_instr (SPEC 5.1)") \
  X(uint32_t, active, WT_SCALAR, WT_NL, "the warp's active mask") \
  X(uint32_t, full, WT_SCALAR, WT_NL, "the warp's launch (full) mask (SPEC 5.1 [RES])") \
  X(bool, bwb_v, WT_SCALAR, 1, "a writeback from the broadcast path (step 1)") \
  X(uint32_t, bwb_dst, WT_SCALAR, WT_UVRW, "its physical vector register") \
  X(uint32_t, bwb_active, WT_SCALAR, WT_NL, "its active mask") \
  X(uint32_t, bwb_full, WT_SCALAR, WT_NL, "its warp's launch (full) mask")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(uv_token_file, UV_TOKEN_FILE)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o". Every output is defined in every cycle: all 0 while `valid` is 0. */
#define UV_TOKEN_FILE_OUT_FIELDS(X) \
  X(bool, src_token, [UV_TOKEN_FILE_NSRC], 1, WT_ALWAYS, \
    "source k is a register whose token is 1 (uniform)") \
  X(bool, src_bcast, [UV_TOKEN_FILE_NSRC], 1, WT_ALWAYS, \
    "a regular instruction reads source k's element N broadcast to all lanes") \
  X(bool, cow, WT_SCALAR, 1, WT_ALWAYS, \
    "insert the copy VRdst[all lanes] <- VRdst.N before the instruction") \
  X(uint32_t, emask, WT_SCALAR, WT_NL, WT_ALWAYS, \
    "the elements of VRdst the instruction writes: 1 << N if uniform, else active (0: none)") \
  X(uint32_t, ii, WT_SCALAR, WT_UVIIW, WT_ALWAYS, \
    "issue interval: 1 if uniform, NL / NUMSP if regular (0: none)")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(uv_token_file, UV_TOKEN_FILE)

/** The state fields in packing order (wt_block.h): register v's token is bit v. X(type, field,
 *  dims, width, doc); the register of field f is f_q. */
#define UV_TOKEN_FILE_STATE_FIELDS(X) \
  X(uint32_t, token, [UV_TOKEN_FILE_NW], UV_TOKEN_FILE_WW, \
    "token[v]: VRv is uniform, its value in element N (SPEC 5.2; size not in D4, U4)")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(uv_token_file, UV_TOKEN_FILE)

/** uv_token_file_reset (the `!rst_ni` branch: every token 0), uv_token_file_comb,
 *  uv_token_file_clock and the descriptor uv_token_file_block (wt_block.h). */
WT_BLOCK_FUNCS(uv_token_file)

/** Register v's token in state `s` (v < UV_VREGS). */
static inline bool uv_token_file_token(const uv_token_file_state_t *s, uint32_t v) {
  return wt_vbit(s->token, UV_TOKEN_FILE_WW, v);
}

/** The knobs this block reads (wt_block.h); `make knobs-check` proves the list complete. */
#define UV_TOKEN_FILE_KNOBS(X) X(NL) X(NUMSP) X(UV_VREGS) X(COW_PAPER_RULE)

#ifdef __cplusplus
}
#endif

#endif
