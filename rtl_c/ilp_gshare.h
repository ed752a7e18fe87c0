/**
 * @file ilp_gshare.h
 * @brief The gshare and static branch predictors of one SM (SPEC 4.2 "Branch prediction"; D0
 *        §4.4.3): GS_ENTRIES 2-bit counters shared by every warp, indexed by PC XOR the warp's
 *        global history register (GHR), one GHR per warp, and the static backward-taken rule.
 *
 * Verilog twin: hdl/ilp_gshare.sv. Configuration: GS_ENTRIES, ILP_WARPS (configs/knobs.def, family
 * ilp), PCW (common), derived WT_GSIW = log2(GS_ENTRIES), the index and history width, and
 * WT_ILPWW, the warp id width (params/ilp_params.h). Baseline: 512 counters (SPEC 4.2 [RES]: D0's
 * "1k-bit gshare predictor (shared by all warps in an SM)"), 9-bit index, 32 warps, 24-bit
 * instruction-granular PCs (SPEC 0.2: consecutive instructions differ by 1, so PC[GSIW-1:0] is
 * SPEC 4.2's `PC_insn[8:0]`; a byte-addressed pipeline drops the offset bits before the port).
 *
 * Counter encoding {dir, strong}: `dir` is the predicted direction (1 = taken) and `strong` the
 * second bit of the 2-bit saturating counter, so that all zero is weakly not-taken:
 *
 *   counter (0 strongly not-taken .. 3 strongly taken)   0 SNT   1 WNT   2 WT   3 ST
 *   stored {dir, strong}                                 01      00      10     11
 *
 * Moving toward direction d (the counter's +1 / -1, saturating: ST stays ST, SNT stays SNT):
 * `strong <- (d == dir); dir <- strong ? dir : d` (with the old `strong` on the right: a strong
 * counter weakens, a weak one takes d). The prediction is `dir`. The two bits are kept as two
 * planes, dir[GS_ENTRIES] and strong[GS_ENTRIES], rows of one array (the row of counter i is
 * {dir[i], strong[i]}): the Verilog then reads and writes each plane with whole-vector operations.
 * Reset: every counter 00 (weakly not-taken: one taken outcome makes it predict taken) and every
 * GHR 0.
 *
 * Ports (decided here; SPEC 4.2 gives only the rules):
 *  - predict (IF/ID, one branch per step): `pv`, warp `pw`, the branch's PC `ppc` and its target
 *    `ptgt` (D0: no BTB, the target is computed during the 4-cycle IF) ->
 *    `p_gs` = dir[p_idx] (gshare: 1 = taken), `p_st` = ptgt < ppc (static:
 *    backward taken, forward not taken; a branch to itself, ptgt == ppc, is not taken, SPEC's
 *    `target < pc` read literally), and `p_idx` = PC[GSIW-1:0] XOR GHR[pw], the counter used.
 *    All three are 0 while `pv` is 0. The pipeline uses one of the two predictions (the gshare
 *    and the static machine are D0's two alternatives); both are offered.
 *  - resolve (the branch's outcome is known, EX4 or EX8): `uv`, warp `uw`, `uidx` = the `p_idx`
 *    its prediction read, `upred` = the `p_gs` it was predicted with, `utaken` = the outcome of a
 *    non-divergent branch, `udiv` = the branch diverged (its threads went both ways; `utaken` is
 *    then ignored). The recorded direction is d = udiv ? upred : utaken: a divergent branch is
 *    "immune to mispredictions" and updates the predictor "as if it makes a correct prediction"
 *    (D0; SPEC 4.2 [RES]: the counter moves toward the predicted direction and the GHR records the
 *    predicted direction); a non-divergent branch trains toward its outcome. counter[uidx] moves
 *    toward d and GHR[uw] <- {GHR[uw][GSIW-2:0], d} (the newest outcome in bit 0).
 *    `u_mis` = a non-divergent branch whose gshare prediction was wrong (upred != utaken): the
 *    pipeline nullifies that warp's younger instructions only (SPEC 4.2).
 *  The index and the prediction travel with the branch (its pipeline latch holds p_idx and p_gs,
 *  as it holds its PC), so the update writes the counter that made the prediction even if another
 *  warp changed it in between.
 *
 * When the GHR is written [RES]: at resolve, not speculatively at predict. A branch that depends
 * on a long-latency operation is never predicted (its warp is stalled, D0), and a non-divergent
 * misprediction nullifies the warp's younger instructions, so the protocol keeps at most one
 * unresolved branch per warp: a warp's next branch is predicted at the earliest in the step after
 * its previous branch resolved. Its prediction then sees every older outcome of its warp, and no
 * history needs repairing after a misprediction. (A prediction in the resolving step itself reads
 * the history without that outcome: legal, only less informed.)
 *
 * One step, in this order (normative; SPEC 0.3):
 *  1. Predict, combinational on the start-of-step state: the outputs `p_*` above.
 *  2. Resolve: `u_mis`, then the counter write and the GHR shift.
 * A prediction therefore reads a counter as it was before a same-step update of it (no bypass:
 * an SRAM read in the cycle of a write to its row returns the old row).
 * A warp id >= ILP_WARPS (possible only when ILP_WARPS is not a power of two) names no warp: a
 * resolve of it is ignored (state unchanged, u_mis 0), a prediction for it reads GHR 0. Every
 * index and every counter value is legal, so there is no `check` hook.
 *
 * MODEL bits: 2 x GS_ENTRIES + GSIW x ILP_WARPS = 1024 + 288 = 1312 at the baseline. PAPER: the
 * 1024-bit counter table ("1k-bit gshare"); D0 does not count a history register (SPEC 4.2 keeps
 * one per warp: a single history interleaved from every warp's branches would be meaningless).
 */
#ifndef ILP_GSHARE_H
#define ILP_GSHARE_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_PCW <= 32 && WT_GSIW <= 32 && WT_ILPWW <= 32,
              "ilp_gshare keeps PCs, indices and warp ids in uint32_t");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define ILP_GSHARE_IN_FIELDS(X) \
  X(bool, pv, WT_SCALAR, 1, "predict a branch (phase 1)") \
  X(uint32_t, pw, WT_SCALAR, WT_ILPWW, "predict: its warp") \
  X(uint32_t, ppc, WT_SCALAR, WT_PCW, "predict: its PC (instruction-granular)") \
  X(uint32_t, ptgt, WT_SCALAR, WT_PCW, "predict: its target (computed in IF)") \
  X(bool, uv, WT_SCALAR, 1, "resolve a branch: update the predictor (phase 2)") \
  X(uint32_t, uw, WT_SCALAR, WT_ILPWW, "resolve: its warp") \
  X(uint32_t, uidx, WT_SCALAR, WT_GSIW, "resolve: the counter its prediction read (p_idx)") \
  X(bool, upred, WT_SCALAR, 1, "resolve: its gshare prediction (p_gs), 1 = taken") \
  X(bool, utaken, WT_SCALAR, 1, "resolve: its outcome, 1 = taken (ignored when udiv)") \
  X(bool, udiv, WT_SCALAR, 1, "resolve: it diverged (recorded as upred, SPEC 4.2 [RES])")
/** Inputs, sampled every step. */
WT_IN_STRUCT(ilp_gshare, ILP_GSHARE)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o". Each is 0 while its port is idle. */
#define ILP_GSHARE_OUT_FIELDS(X) \
  X(bool, p_gs, WT_SCALAR, 1, WT_ALWAYS, "gshare prediction: dir[p_idx], 1 = taken (start of step)") \
  X(bool, p_st, WT_SCALAR, 1, WT_ALWAYS, "static prediction: ptgt < ppc, backward taken") \
  X(uint32_t, p_idx, WT_SCALAR, WT_GSIW, WT_ALWAYS, \
    "the counter used: PC[GSIW-1:0] XOR GHR[pw] (start of step)") \
  X(bool, u_mis, WT_SCALAR, 1, WT_ALWAYS, \
    "resolve: non-divergent and upred != utaken (nullify the warp's younger)")
/** Outputs, combinational from the start-of-step state and the inputs. */
WT_OUT_STRUCT(ilp_gshare, ILP_GSHARE)

/** The state fields in packing order, declared once (wt_block.h). X(type, field, dims, width,
 *  doc); the register of field f is f_q. */
#define ILP_GSHARE_STATE_FIELDS(X) \
  X(bool, dir, [WT_GS_ENTRIES], 1, \
    "counter bit 1: the predicted direction, 1 = taken (shared by every warp)") \
  X(bool, strong, [WT_GS_ENTRIES], 1, \
    "counter bit 0: saturated toward dir ({dir, strong} = 00: weakly not-taken)") \
  X(uint32_t, ghr, [WT_ILP_WARPS], WT_GSIW, "global history per warp, newest outcome in bit 0")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(ilp_gshare, ILP_GSHARE)

/** ilp_gshare_reset (the `!rst_ni` branch: every counter 00, every GHR 0), ilp_gshare_comb,
 *  ilp_gshare_clock and the descriptor ilp_gshare_block (wt_block.h). */
WT_BLOCK_FUNCS(ilp_gshare)

/** The knobs this block reads (wt_block.h); `make knobs-check` proves the list complete. */
#define ILP_GSHARE_KNOBS(X) X(ILP_WARPS) X(GS_ENTRIES) X(PCW)

#ifdef __cplusplus
}
#endif

#endif
