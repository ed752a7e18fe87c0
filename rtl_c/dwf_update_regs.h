/**
 * @file dwf_update_regs.h
 * @brief Warp update registers WUR0 and WUR1 with the load rule (SPEC 1.1, 1.2; D3 §4.1, §4.2,
 *        Fig 4.3(a), Tab 7.1).
 *
 * Verilog twin: hdl/dwf_update_regs.sv, same signal names. The C differs in form where speed asks
 * for it (whole-warp lane masks in vectorizable loops instead of per-lane gated comparators, ctz
 * for the lowest lane, no hold copy in place): the list and the reasons head dwf_update_regs.c.
 * Configuration: WT_NL (lanes, REQ width), WT_THREADS (TID width WT_TIDW, sentinel all-ones),
 * WT_PCW, WT_SWZ (thread swizzling of the home lanes).
 *
 * A WUR holds one PC group of an incoming warp: `tid[l]` per lane (sentinel all-ones where the
 * lane is not requested), the `pc` and the lanes `req` it needs. A WUR is valid iff req != 0; no
 * separate valid bit exists (SPEC 1.2). NTHD = popcount(req) is combinational (the parent's).
 *
 * Home lane (SPEC 1.1 [RES]): lane(tid) = (tid mod NL) XOR (SWZ ? (tid div NL) & 1 : 0), see
 * dwf_home_lane(). Lane l of the incoming warp holds the thread whose home lane is l.
 *
 * One cycle runs these phases in order, each seeing the writes of the one before (SPEC 0.3):
 *  1. drain: `drain0` / `drain1`: the scheduler's phase 2 accepted WURk (SPEC 1.7), req[k] <- 0.
 *            Nothing else changes (TID slots and PC keep their stale contents, SPEC 0.3).
 *  2. load:  only if req[0] == 0 && req[1] == 0 (after the drain) and in_valid != 0, the SPEC 1.2
 *            [RES] rule: PC0 = in_npc of the lowest valid lane, REQ0 = the valid lanes with npc ==
 *            PC0; PC1 = in_npc of the lowest valid lane not in REQ0 (if any), REQ1 = the valid
 *            lanes with npc == PC1. Lanes with a third or later PC are not taken. Both WURs are
 *            written on every load: tid[k][l] = REQk[l] ? in_tid[l] : sentinel; pc[k] = PCk (0
 *            when WUR1 gets no lanes); req[k] = REQk.
 * Outputs (combinational):
 *  - `in_taken`: the lanes loaded this cycle (0 when no load happens);
 *  - `in_accept` = (in_valid & ~in_taken) == 0: every presented lane was consumed. Otherwise the
 *    requester presents the rest again on a later cycle: the ">2 targets" stall of SPEC 1.2 (and
 *    the plain "registers still full" case);
 *  - `lane_err`: presented lanes (in_valid) whose in_tid has another home lane (the SPEC 1.2
 *    assertion as a checker output; such lanes are still loaded). Computed every cycle, whether
 *    or not a load happens;
 *  - `wur_pc`, `wur_req`, `wur_tid`: the register contents at the start of the cycle (before the
 *    drain), which the scheduler's phase 2 reads. wur_tid[k*NL + l] = tid[k][l].
 * Inputs of lanes outside in_valid are ignored.
 *
 * Reset: tid = sentinel everywhere, pc = 0, req = 0.
 * MODEL bits: 2*(NL*TIDW + PCW + NL) (752 for the baseline = PAPER = PAPER-FIELDS, D3 Tab 7.1
 * "Warp Update Register x2").
 */
#ifndef DWF_UPDATE_REGS_H
#define DWF_UPDATE_REGS_H

#include <stdbool.h>
#include <stdint.h>

#include "dwf_lane.h" /* dwf_home_lane(): SPEC 1.1, shared with dwf_lane_conflict */
#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_PCW <= 32 && WT_NL <= 32 && WT_TIDW < 32,
              "dwf_update_regs keeps PC, REQ and TID in uint32_t");

/** The empty TID slot: all-ones of WT_TIDW bits (SPEC 0.2). */
#define DWF_UPDATE_REGS_TID_NONE ((uint32_t)((UINT32_C(1) << WT_TIDW) - 1u))

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define DWF_UPDATE_REGS_IN_FIELDS(X) \
  X(bool, drain0, WT_SCALAR, 1, "WUR0 accepted by phase 2: req[0] <- 0") \
  X(bool, drain1, WT_SCALAR, 1, "WUR1 accepted by phase 2: req[1] <- 0") \
  X(uint32_t, in_valid, WT_SCALAR, WT_NL, "incoming warp: lanes presented") \
  X(uint32_t, in_tid, [WT_NL], WT_TIDW, "incoming warp: thread id per lane") \
  X(uint32_t, in_npc, [WT_NL], WT_PCW, "incoming warp: next PC per lane")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(dwf_update_regs, DWF_UPDATE_REGS)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define DWF_UPDATE_REGS_OUT_FIELDS(X) \
  X(uint32_t, in_taken, WT_SCALAR, WT_NL, WT_ALWAYS, "lanes loaded this cycle") \
  X(bool, in_accept, WT_SCALAR, 1, WT_ALWAYS, "every presented lane was loaded") \
  X(uint32_t, lane_err, WT_SCALAR, WT_NL, WT_ALWAYS, "presented lanes whose TID has another home lane") \
  X(uint32_t, wur_pc, [2], WT_PCW, WT_ALWAYS, "WURk PC at the start of the cycle") \
  X(uint32_t, wur_req, [2], WT_NL, WT_ALWAYS, "WURk REQ at the start of the cycle") \
  X(uint32_t, wur_tid, [2 * WT_NL], WT_TIDW, WT_ALWAYS, "WURk TID of lane l (k*NL + l), cycle start")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(dwf_update_regs, DWF_UPDATE_REGS)

/** The state fields in packing order, declared once (wt_block.h): the struct below, the field
 *  table in the .c, parents that embed this state (dwf_sched) and the generated Verilog include
 *  dwf_update_regs_fields.svh all come from this list. X(type, field, dims, width, doc); the
 *  register of field f is f_q in the RTL. */
#define DWF_UPDATE_REGS_STATE_FIELDS(X) \
  X(uint32_t, tid, [2][WT_NL], WT_TIDW, "TID per lane, sentinel if not requested (PAPER: TID 10-bit x 32)") \
  X(uint32_t, pc, [2], WT_PCW, "PC of the group (PAPER: PC 24-bit)") \
  X(uint32_t, req, [2], WT_NL, "requested lanes, WUR valid iff != 0 (PAPER: REQ 32-bit)")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(dwf_update_regs, DWF_UPDATE_REGS)

/** dwf_update_regs_reset (the `!rst_ni` branch), dwf_update_regs_comb, dwf_update_regs_clock and
 *  the descriptor dwf_update_regs_block (wt_block.h). */
WT_BLOCK_FUNCS(dwf_update_regs)

/* Phase operations, for parents that interleave them with other blocks (SPEC 1.7). They work in
 * place on a next-state copy. */

/** Phase 1: req[0] <- 0 if `d0`, req[1] <- 0 if `d1`. */
void dwf_update_regs_drain(dwf_update_regs_state_t *s, bool d0, bool d1);
/** Phase 2: the load rule above for the incoming warp (`valid` mask, `tid[WT_NL]`,
 *  `npc[WT_NL]`, neither inside `*s`); returns in_taken (0 when the registers are not both empty
 *  or valid == 0). */
uint32_t dwf_update_regs_load(dwf_update_regs_state_t *s, uint32_t valid, const uint32_t *tid,
                              const uint32_t *npc);
/** The checker output: lanes of `valid` whose `tid` has another home lane (WT_SWZ). */
uint32_t dwf_update_regs_lane_err(uint32_t valid, const uint32_t *tid);

/** The knobs this block reads (wt_block.h): only these enter its vector headers and its
 *  configuration hash; `make knobs-check` proves the list complete. */
#define DWF_UPDATE_REGS_KNOBS(X) X(NL) X(PCW) X(THREADS) X(SWZ)

#ifdef __cplusplus
}
#endif

#endif
