/**
 * @file dwf_lane_conflict.h
 * @brief Register-file lane-conflict counter of DWF without lane-aware scheduling (SPEC 1.9; D3
 *        §5.1.1 "Register Read", §4.1, Fig 4.2(b)/(c)).
 *
 * Verilog twin: hdl/dwf_lane_conflict.sv (the same names, the same loops in the same order).
 * Combinational: no state, no clock, no reset. Declared once by an empty state table (rtl_c/wt_block.h
 * WT_NO_STATE): the module has no clk_i, rst_ni or dbg_state_o, MODEL = 0 bits, 0 flip-flops.
 * Configuration: WT_NL (slots, banks), WT_THREADS (TID width WT_TIDW), WT_SWZ (home lanes),
 * WT_LC_MINUS1 (the stall reading); width WT_LCW = clog2(NL + 1) of the counts (params/dwf_params.h).
 *
 * Inputs: the issued warp, `valid` (its slots holding a thread) and `tid[s]` per slot s. Without
 * lane-aware scheduling a slot may hold any thread, so two threads of a warp may keep their
 * registers in the same bank. A slot outside `valid` is ignored, whatever its TID.
 *
 * The count (SPEC 1.9): bank(tid) = lane(tid) mod NBANK with NBANK = NL [RES], lane(tid) the home
 * lane of SPEC 1.1 ((tid mod NL) XOR (SWZ ? (tid div NL) & 1 : 0), always < NL, so
 * the mod is the identity); cnt[b] = the valid slots whose thread's bank is b; maxcnt = max over
 * the banks of cnt[b] (0 when no slot is valid).
 * The stall (D3: "stalls when the count for any of the bank exceeds one. The stage then stalls for
 * a number of cycles equal to the maximum count"):
 *   LC_MINUS1 = 0 (normative, literal): stall = maxcnt > 1 ? maxcnt     : 0
 *   LC_MINUS1 = 1 (the other reading):  stall = maxcnt > 1 ? maxcnt - 1 : 0
 * SPEC 1.9's example (NL 4, SWZ 0): tids {0, 4, 8, 1} are in banks {0, 0, 0, 1}: maxcnt 3, stall 3
 * (2 with LC_MINUS1); tids {0, 1, 2, 3}: maxcnt 1, stall 0.
 * Outputs: `maxcnt`, `stall` (WT_LCW bits each, 0..NL). Every output always counts (no qualifier).
 * Every input value has defined behaviour (a TID beyond THREADS has a home lane too).
 *
 * Hardware, as a chip builds it: per slot a home-lane unit (bit selects and one XOR when NL is a
 * power of two) and a one-hot bank decoder gated by the slot's valid bit; per bank a counter, the
 * population count of its column of the NL x NL decode matrix; a max tree of depth clog2(NL) over
 * the NL counts (pairwise, distance 1, 2, 4, ...); a compare and a decrement for the stall.
 */
#ifndef DWF_LANE_CONFLICT_H
#define DWF_LANE_CONFLICT_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_NL <= 32 && WT_TIDW < 32, "dwf_lane_conflict keeps the slot mask and TIDs in uint32_t");
static_assert(WT_NL % 2 == 0, "the swizzled home lane (SPEC 1.1) needs an even NL");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define DWF_LANE_CONFLICT_IN_FIELDS(X) \
  X(uint32_t, valid, WT_SCALAR, WT_NL, "issued warp: slots holding a thread") \
  X(uint32_t, tid, [WT_NL], WT_TIDW, "issued warp: thread id per slot (any home lane)")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(dwf_lane_conflict, DWF_LANE_CONFLICT)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o". */
#define DWF_LANE_CONFLICT_OUT_FIELDS(X) \
  X(uint32_t, maxcnt, WT_SCALAR, WT_LCW, WT_ALWAYS, "most valid threads in one register bank") \
  X(uint32_t, stall, WT_SCALAR, WT_LCW, WT_ALWAYS, "register-read stall cycles (SPEC 1.9, LC_MINUS1)")
/** Outputs, combinational from the inputs. */
WT_OUT_STRUCT(dwf_lane_conflict, DWF_LANE_CONFLICT)

/** The count and the stall (the `always_comb` blocks): writes every field of `out` from `in`. */
void dwf_lane_conflict_eval(const dwf_lane_conflict_in_t *in, dwf_lane_conflict_out_t *out);

/** dwf_lane_conflict_comb (the descriptor's comb: calls dwf_lane_conflict_eval) and the descriptor
 *  dwf_lane_conflict_block, whose state table is empty (wt_block.h WT_NO_STATE). */
WT_BLOCK_FUNCS_NO_STATE(dwf_lane_conflict)

/** The knobs this block reads (wt_block.h; `make knobs-check` proves it). */
#define DWF_LANE_CONFLICT_KNOBS(X) X(NL) X(THREADS) X(SWZ) X(LC_MINUS1)

#ifdef __cplusplus
}
#endif

#endif
