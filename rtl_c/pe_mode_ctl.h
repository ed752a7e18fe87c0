/**
 * @file pe_mode_ctl.h
 * @brief Warped-Preexecution mode bit vector and per-warp P-mode control of one SM (SPEC 3.3;
 *        D1 §5): mode[WARPS] (1 = P-mode) and, per warp, halt, episode_tag, the trigger sources
 *        trig_src[NSRC] = {V, reg} and the scratchpad flags smem_st_skipped and past_barrier.
 *
 * Verilog twin: hdl/pe_mode_ctl.sv. Configuration: WARPS, AREGW (configs/knobs.def), derived
 * WT_PE_WIDW (warp id), WT_NAREG (the "none" register, all ones), WT_TRIGW = 1 + AREGW and
 * NSRC = WT_PE_NSRC, the sources of an instruction (params/pe_params.h; SPEC 3.3: 3).
 *
 * Per SM: every port carries a warp id `*_wid`. A warp id >= WARPS names no warp (possible only
 * when WARPS is not a power of two: 48..63 at the baseline): its query reads 0, and every
 * operation on it is ignored (state unchanged, its outputs 0). A register index WT_NAREG ("none")
 * is ignored by every port.
 *
 * One step, in this normative order (each phase sees the writes of the ones before):
 *  1. Query (combinational, start-of-step state): `q_mode`, `q_halt`, `q_tag`, `q_smem_st`,
 *     `q_bar` of warp `q_wid` (for the P-mode issue classifier, SPEC 3.7), and `mode`, the whole
 *     WARPS-bit vector (for the scheduler: N-mode warps first).
 *  2. Writebacks, ports K = 0 then 1 (`wbK_v`, `wbK_wid`, `wbK_reg`, `wbK_p`, `wbK_tag`):
 *     `wbK_pm` (0 when !wbK_v) = for an N-mode writeback (p = 0) the warp's start-of-step mode;
 *     for a P-mode writeback (p = 1) mode && wbK_tag == episode_tag (the SPEC 3.2 p_wb guard).
 *     The scoreboard's writeback rules read it. `wbK_pm` does not depend on `wbK_reg`.
 *     An N-mode writeback (p = 0) of a warp in P-mode with wbK_reg != none clears trig_v[k] for
 *     every k with trig_v[k] && trig_reg[k] == wbK_reg. wbK_tag is ignored when p = 0; a P-mode
 *     writeback never changes state.
 *  3. Exit (SPEC 3.3 P->N exit [RES], every step, after the writebacks): every warp with mode = 1
 *     and no trig_v[k] left set: mode = 0, halt = 0. `exit_mask` = the warps leaving P-mode in
 *     this step. The flags and the tag are left as they are (the entry resets the flags).
 *     Why this is SPEC's rule "no valid trig_src[k] has N.pend & N.ll" (a reading of SPEC): the
 *     entry records trig_src exactly as the sources with N.pend & N.ll (step 4); while the warp is
 *     in P-mode no N-mode instruction of it issues (its N-mode fetch resumes only at the exit,
 *     SPEC 3.3), so N.pend and N.ll of a trigger register can only be cleared, and only by an N-mode writeback of that
 *     register (n_wb, SPEC 3.2; P-mode writebacks touch the P-SB only). Clearing trig_v[k] at
 *     exactly those writebacks therefore keeps trig_v[k] == N.pend[reg_k] & N.ll[reg_k] for every
 *     k valid at entry, and the exit condition is SPEC's.
 *  4. Entry (SPEC 3.3 N->P entry, this block's part: steps 1, 6, 7) (`ent_v`, `ent_wid`,
 *     `ent_src[NSRC]`, `ent_src_ll[NSRC]` = the N check's per-source N.pend & N.ll): let
 *     ll[k] = ent_src_ll[k] && ent_src[k] != none. Taken (`ent_ok`) iff the warp was in N-mode at
 *     the start of the step and some ll[k] is set; then mode = 1, halt = 0, tag ^= 1,
 *     smem_st = bar = 0, trig_v[k] = ll[k], trig_reg[k] = ll[k] ? ent_src[k] : 0 (a source that
 *     is not a trigger stores register 0, so the bits never depend on non-trigger sources).
 *     Ignored (state unchanged, ent_ok = 0): a warp already in P-mode at the start of the step
 *     (also one that exits in this step: it cannot have made an N-mode check in it), and an
 *     entry with no LL source, which the protocol never sends (SPEC 3.3 enters on raw_ll, which
 *     implies a source with N.pend & N.ll); taking it would enter P-mode with nothing to wait for.
 *  5. Halt and flags, on the mode after phases 3 and 4: `hlt_v`, `hlt_wid`: halt = 1 if mode = 1
 *     (SPEC 3.7: LL-dependent branch, or exit). `fl_v`, `fl_wid`, `fl_smem_st`, `fl_bar`:
 *     smem_st |= fl_smem_st, bar |= fl_bar, only if mode = 1 (SPEC 3.7 rule 0). Otherwise ignored.
 * Phases on different warps are independent. On one warp in one step: a halt or flag with an exit
 * is ignored (exit wins: mode = 0, halt = 0, flags unchanged); a halt or flag with an entry
 * applies to the new episode (the entry clears, then phase 5 sets: a trigger that is a branch on
 * its LL source halts at once, SPEC 3.7 rule 1); an entry and an exit never meet (one needs mode =
 * 0, the other mode = 1 at the start of the step).
 *
 * Invariants (`check` hook, proved from the rules; the state after every step):
 *  - N-mode (mode = 0) => halt = 0 and no trig_v[k]: reset clears all; only an entry sets trig_v
 *    and it sets mode; the exit clears mode and halt together and needs no trig_v; a halt is
 *    taken only with mode = 1 after phase 4, which phase 5 does not change.
 *  - P-mode (mode = 1) => some trig_v[k]: a taken entry sets one; a P-mode warp that loses its
 *    last trig_v in phase 2 exits in phase 3 of the same step.
 *  - trig_v[k] => trig_reg[k] != none: set only by an entry, with ent_src[k] != none; trig_reg
 *    changes only at an entry.
 * halt, tag, smem_st and bar are otherwise free: tag is the parity of the warp's entries, and the
 * flags of an N-mode warp keep the last episode's values until the next entry clears them.
 *
 * Reset: all zero (every warp in N-mode, tag 0: the first entry makes tag 1, SPEC 3.9 PM-1 #3).
 * MODEL bits: WARPS + WARPS x (1 + 1 + 3 x WT_TRIGW + 1 + 1) = 48 + 48 x 25 = 1248 at the
 * baseline (SPEC 3.3). PAPER: D1 §5.3 counts only the 48-bit mode vector (P5).
 */
#ifndef PE_MODE_CTL_H
#define PE_MODE_CTL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_PE_WIDW <= 32 && WT_AREGW <= 32, "pe_mode_ctl keeps ids and registers in uint32_t");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define PE_MODE_CTL_IN_FIELDS(X) \
  X(uint32_t, q_wid, WT_SCALAR, WT_PE_WIDW, "phase 1: the warp the P-mode issue classifier queries") \
  X(bool, wb0_v, WT_SCALAR, 1, "phase 2: writeback port 0 valid") \
  X(uint32_t, wb0_wid, WT_SCALAR, WT_PE_WIDW, "writeback port 0: warp") \
  X(uint32_t, wb0_reg, WT_SCALAR, WT_AREGW, "writeback port 0: architected destination (none = all ones)") \
  X(bool, wb0_p, WT_SCALAR, 1, "writeback port 0: 1 = a P-mode instruction, 0 = an N-mode one") \
  X(bool, wb0_tag, WT_SCALAR, 1, "writeback port 0: the episode tag a P-mode instruction carries") \
  X(bool, wb1_v, WT_SCALAR, 1, "phase 2: writeback port 1 valid") \
  X(uint32_t, wb1_wid, WT_SCALAR, WT_PE_WIDW, "writeback port 1: warp") \
  X(uint32_t, wb1_reg, WT_SCALAR, WT_AREGW, "writeback port 1: architected destination (none = all ones)") \
  X(bool, wb1_p, WT_SCALAR, 1, "writeback port 1: 1 = a P-mode instruction, 0 = an N-mode one") \
  X(bool, wb1_tag, WT_SCALAR, 1, "writeback port 1: the episode tag a P-mode instruction carries") \
  X(bool, ent_v, WT_SCALAR, 1, "phase 4: the N check of warp ent_wid found raw_ll (P-mode entry)") \
  X(uint32_t, ent_wid, WT_SCALAR, WT_PE_WIDW, "entry: warp") \
  X(uint32_t, ent_src, [WT_PE_NSRC], WT_AREGW, "entry: the trigger's sources (none = all ones)") \
  X(bool, ent_src_ll, [WT_PE_NSRC], 1, "entry: N.pend & N.ll of each source (scoreboard n_check)") \
  X(bool, hlt_v, WT_SCALAR, 1, "phase 5: the classifier halts warp hlt_wid (HALT, SPEC 3.7)") \
  X(uint32_t, hlt_wid, WT_SCALAR, WT_PE_WIDW, "halt: warp") \
  X(bool, fl_v, WT_SCALAR, 1, "phase 5: the classifier sets flags of warp fl_wid (SPEC 3.7 rule 0)") \
  X(uint32_t, fl_wid, WT_SCALAR, WT_PE_WIDW, "flags: warp") \
  X(bool, fl_smem_st, WT_SCALAR, 1, "flags: a scratchpad store was skipped (smem_st_skipped |= 1)") \
  X(bool, fl_bar, WT_SCALAR, 1, "flags: a barrier was skipped (past_barrier |= 1)")
/** Inputs, sampled every step. */
WT_IN_STRUCT(pe_mode_ctl, PE_MODE_CTL)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define PE_MODE_CTL_OUT_FIELDS(X) \
  X(bool, q_mode, WT_SCALAR, 1, WT_ALWAYS, "mode of warp q_wid (start of step; 0 for no warp)") \
  X(bool, q_halt, WT_SCALAR, 1, WT_ALWAYS, "halt of warp q_wid") \
  X(bool, q_tag, WT_SCALAR, 1, WT_ALWAYS, "episode_tag of warp q_wid") \
  X(bool, q_smem_st, WT_SCALAR, 1, WT_ALWAYS, "smem_st_skipped of warp q_wid") \
  X(bool, q_bar, WT_SCALAR, 1, WT_ALWAYS, "past_barrier of warp q_wid") \
  X(bool, mode, [WT_WARPS], 1, WT_ALWAYS, "the mode bit vector (start of step; bit w = warp w, 1 = P-mode)") \
  X(bool, wb0_pm, WT_SCALAR, 1, WT_ALWAYS, \
    "writeback port 0: N: the warp is in P-mode; P: in P-mode with the current tag") \
  X(bool, wb1_pm, WT_SCALAR, 1, WT_ALWAYS, "writeback port 1: as wb0_pm") \
  X(bool, exit_mask, [WT_WARPS], 1, WT_ALWAYS, "the warps leaving P-mode in this step (phase 3)") \
  X(bool, ent_ok, WT_SCALAR, 1, WT_ALWAYS, "the entry is taken (phase 4)")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(pe_mode_ctl, PE_MODE_CTL)

/** The state fields in packing order, LSB first (wt_block.h); the register of field f is f_q.
 *  trig_v and trig_reg are [warp][k], row-major: element 3w + k. */
#define PE_MODE_CTL_STATE_FIELDS(X) \
  X(bool, mode, [WT_WARPS], 1, "mode bit vector, 1 = P-mode (D1: 48 bits)") \
  X(bool, halt, [WT_WARPS], 1, "P-mode halted (LL-dependent branch or exit), waits for the N-switch [RES]") \
  X(bool, tag, [WT_WARPS], 1, "episode_tag: toggles at each entry [RES]") \
  X(bool, trig_v, [WT_WARPS][WT_PE_NSRC], 1, \
    "trig_src[k].V: source k of the trigger still has N.pend & N.ll [RES]") \
  X(uint32_t, trig_reg, [WT_WARPS][WT_PE_NSRC], WT_AREGW, \
    "trig_src[k].reg (0 when not a trigger at entry) [RES]") \
  X(bool, smem_st, [WT_WARPS], 1, "smem_st_skipped: a scratchpad store was skipped this episode [RES]") \
  X(bool, bar, [WT_WARPS], 1, "past_barrier: a barrier was skipped this episode [RES]")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(pe_mode_ctl, PE_MODE_CTL)

/** pe_mode_ctl_reset (the `!rst_ni` branch), pe_mode_ctl_comb, pe_mode_ctl_clock and the descriptor
 *  pe_mode_ctl_block (wt_block.h). Reset: all zero. */
WT_BLOCK_FUNCS(pe_mode_ctl)

/** The invariants above; false and a message in `msg` on a violation. */
bool pe_mode_ctl_check(const pe_mode_ctl_state_t *s, char *msg, size_t len);

/** The knobs this block reads (wt_block.h); `make knobs-check` proves the list complete. */
#define PE_MODE_CTL_KNOBS(X) X(WARPS) X(AREGW)

#ifdef __cplusplus
}
#endif

#endif
