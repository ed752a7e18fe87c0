/**
 * @file pe_unit.h
 * @brief The P-mode unit of one SM (Warped-Preexecution, SPEC 3.0-3.10; D1 §5): the dual-mode
 *        scoreboard, the mode control, the rename tables, the availability vector and the P-queue
 *        composed, with the P-mode issue classifier and the N-mode reuse matcher as their glue.
 *
 * Verilog twin: hdl/pe_unit.sv (instantiates hdl/pe_scoreboard.sv, pe_mode_ctl.sv, pe_rename.sv,
 * pe_avail_vec.sv, pe_pqueue.sv, pe_classifier.sv and pe_reuse.sv). Configuration: the pe family
 * (WARPS, AREGW, RREGS, RBANKS, PQ, PQOFFW, PCW; configs/knobs.def).
 *
 * Inputs are the pipeline's events of one cycle; outputs are the unit's decisions. Per cycle:
 *  - `rsv_v`, `rsv_mask`: kernel launch: the compiler's registers of the rename pool are reserved.
 *  - `rel_v`, `rel_idx`: release a rename register the pipeline holds: the old mapping an N-mode
 *    instruction displaced (released at that instruction's writeback, SPEC 3.4 [RES]) or a reuse
 *    displaced (RELEASE_DELAY = 8 cycles after the reuse issued), a popped reuse instruction the
 *    pipeline flushed, or a reserved register at kernel end.
 *  - `dis_v`, `dis_wid`: a warp exits (in N-mode): its P-queue is discarded (SPEC 3.6) and every
 *    rename register its N-RT maps is released, its N-RT cleared (SPEC 3.10 [RES]: the slot can be
 *    reused by the next CTA without draining the rename pool).
 *  - two writeback ports `wbK_*`: an N-mode instruction (`wbK_p` = 0: register, long latency) or a
 *    pre-executed P-mode one (`wbK_p` = 1: register, the episode tag, P-queue index and rename
 *    index it carries).
 *  - the N-mode issue slot `n_*`: the oldest instruction of an N-mode warp, normal (sources,
 *    destination, global load) or a reuse from the P-queue (`n_reuse`, destination and PHY).
 *  - the P-mode issue slot `p_*`: the next instruction of a P-mode warp (class, sources,
 *    destination, PC, bank of the destination's home register).
 *  - the N-mode fetch `f_*`: the PC an N-mode warp fetches, for the reuse match (SPEC 3.8).
 *  - the SIMT stack port `st_*` (below).
 *
 * One cycle, wired as the children's in-cycle orders require (every child reads its start-of-cycle
 * registers and sees its own phases in its own order; a child's output used here does not depend
 * on the inputs derived from it):
 *  1. Mode control query (start of cycle): the P slot's warp mode, halt, tag and flags; the mode
 *     vector; each writeback's `pm` (N: the warp is in P-mode; P: and the tag is current).
 *     A slot counts only for a warp in the right mode: `n_ok` = n_v && n_wid < WARPS &&
 *     !mode[n_wid]; `p_ok` = p_v && mode[p_wid] && !halt[p_wid]; `f_ok` = f_v && !mode[f_wid].
 *     So the P slot's warp is never the N slot's or the fetch's.
 *  2. Scoreboard writebacks (port 0, 1), then the N check of the N slot (after the writebacks).
 *     A normal N instruction with `raw_ll` and `pm_en` asks for P-mode entry; the mode control
 *     takes it (`n_ent`) if some source is still pending long latency (SPEC 3.3 N->P entry);
 *     without `pm_en` it stalls. Otherwise `raw` or `waw` stall it, or it issues (`n_iss`):
 *     N.pend[dst] = 1, N.ll[dst] = n_gld, and N-RT.clr(dst); the old mapping (`n_old_r`,
 *     `n_old_phy`) is now held by the pipeline until it releases it. A reuse instruction waits
 *     while N.pend[dst] (WAW, SPEC 3.8 [RES]), else issues: N-RT.wr(dst, n_rphy), no pend.
 *  3. Entry (n_ent): scoreboard copy_n2p, P-RT <- N-RT, the mode control's entry, and the
 *     P-queue's discard and reset(BASE = n_pc). The trigger is issued later, in P-mode.
 *  4. P check of the P slot (after the copy), the P-queue's can_insert(p_pc) after the discards,
 *     and the availability vector's any_free after zombie marks, writeback notifies, releases (the
 *     release port, the P-queue discards and the exit's N-RT mappings) and reserve; the classifier (SPEC 3.7) decides `p_act`. PREEXEC: alloc(p_bank) -> `p_phy`,
 *     P-RT.wr(dst, p_phy), p_issue(dst), PQ.insert -> `p_qidx`; the instruction carries
 *     (p_qidx, p_phy, p_tag) to its writeback. SKIP with a dst mark, PRELOAD: P.ll[dst] = 1. HALT:
 *     the warp's halt bit. A skipped scratchpad store or barrier sets the warp's flag.
 *  5. Fetch: the P-queue's head match for (f_wid, f_pc), on the queue after this cycle's
 *     entries and inserts; the reuse matcher (SPEC 3.8): match and RDY -> `f_reuse` (the entry's
 *     dst, PHY and sources go to the instruction buffer; the head pops), match without RDY ->
 *     `f_wait` (retry next cycle), else a normal fetch.
 *  6. Writebacks of P-mode instructions set the entry's RDY (guarded by V and PHY) and free a
 *     zombie; the mode control leaves P-mode for every warp whose trigger sources have all
 *     returned (`exit_mask`): its SIMT stack is restored (N-mode resumes at the trigger's PC) and
 *     the pipeline flushes P-mode instructions from its instruction buffer.
 *  7. The SIMT stacks (below): the entering warp's is copied, the exiting warps' restored.
 *
 * The SIMT stacks: one pdom_stack (rtl_c/pdom_stack.h, SPEC 1.10) per warp, `st[w]`. Its main
 * stack is the one the warp fetches from (N-SIMT in N-mode, P-SIMT in P-mode) and its shadow is
 * D1's copy (768 b per warp at 32 lanes, 32-bit PCs, 8 entries). The pipeline starts a warp's
 * stack (`st_init`) and updates it with every resolved instruction (`st_upd`: next PC per lane,
 * reconvergence and fall-through PCs) through the `st_*` port, and reads the TOS of warp `st_wid`
 * (`st_pc`, `st_mask`) and every warp's sticky overflow flag (`st_ovf`: its main stack dropped a
 * push, which runs lanes wrongly; D1's 8 entries are not a bound, SPEC 3.10, so a pipeline traps
 * on it); the unit drives the copy port: `cp` (shadow <- main: the N-SIMT saved,
 * SPEC 3.3 step 3) with a warp's entry, `rs` (main <- shadow: N-mode resumes at the trigger's PC)
 * with its exit. pdom_stack's order applies per warp: init, update, copy, restore. The stacks are
 * storage indexed by warp, as a chip builds them: only warp st_wid's stack is initialised or
 * updated in a cycle, so one update datapath (pdom_stack's phases 1 and 2: C pdom_stack_init and
 * pdom_stack_update, Verilog one pdom_stack_upd) serves every warp and its result is written back
 * to that warp's row; the copy and the restore move whole rows. A stack with none of its ports
 * active holds its state.
 *
 * Own state beyond the children (MODEL only, not in D1 §5.3): `rsv` (reserved at launch) and
 * `held` (held by the pipeline: a popped reuse not yet issued, or a displaced mapping not yet
 * released). They make SPEC 7.3's register-ownership invariant checkable: `held` is set by a pop
 * (the entry's PHY) and by an issue that displaces an N-RT mapping with R = 1 (its old PHY),
 * cleared by a reuse issue (n_rphy moves into N-RT) and by a release; `rsv` is set by a reserve and
 * cleared by a release.
 *
 * pe_unit_check() (every cycle in C; asserted in RTL simulation): every child's check, and
 *  - SPEC 7.3 §3: for every rename index i, the number of its owners (valid P-queue entries of
 *    any warp with PHY i, N-RT entries with R = 1 and PHY i, zombie[i], rsv[i], held[i]) is 1 if
 *    used[i] and 0 otherwise: every allocated register has exactly one owner;
 *  - a valid trigger source of a warp is still pending long latency in its N-scoreboard.
 *
 * Protocol (what legal stimulus does; anything else has a defined effect but may break the
 * invariants): an N-mode writeback only for a pending register with its N.ll; a P-mode writeback
 * only for an issued PREEXEC (its register, tag, qidx, PHY) or a zombie's late writeback; a reuse
 * issue only with the dst and PHY its fetch popped; a release only of a held or reserved register;
 * a reserve only of free registers; PREEXEC classes (ALU, SFU, SMEM_LD) have a destination; an
 * exiting warp has nothing in the N slot in its exit cycle (its last instruction, EXIT, issued
 * before).
 */
#ifndef PE_UNIT_H
#define PE_UNIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pe_avail_vec.h"
#include "pe_classifier.h"
#include "pe_mode_ctl.h"
#include "pe_pqueue.h"
#include "pe_rename.h"
#include "pe_reuse.h"
#include "pe_scoreboard.h"
#include "pdom_stack.h"

#ifdef __cplusplus
extern "C" {
#endif

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define PE_UNIT_IN_FIELDS(X) \
  X(bool, pm_en, WT_SCALAR, 1, "P-mode enabled (SPEC 3.3 entry condition)") \
  X(bool, rsv_v, WT_SCALAR, 1, "kernel launch: reserve the compiler's rename registers") \
  X(uint32_t, rsv_mask, [PE_AVAIL_VEC_NW], PE_AVAIL_VEC_WW, \
    "the registers to reserve (bit i = rename index i)") \
  X(bool, rel_v, WT_SCALAR, 1, "release a register the pipeline holds (deferred release)") \
  X(uint32_t, rel_idx, WT_SCALAR, WT_PHYW, "its rename index") \
  X(bool, dis_v, WT_SCALAR, 1, "a warp exits: discard its P-queue") \
  X(uint32_t, dis_wid, WT_SCALAR, WT_PE_WIDW, "the exiting warp") \
  X(bool, wb0_v, WT_SCALAR, 1, "writeback port 0") \
  X(uint32_t, wb0_wid, WT_SCALAR, WT_PE_WIDW, "writeback 0: warp") \
  X(uint32_t, wb0_reg, WT_SCALAR, WT_AREGW, "writeback 0: architected destination") \
  X(bool, wb0_p, WT_SCALAR, 1, "writeback 0: a pre-executed P-mode instruction (else N-mode)") \
  X(bool, wb0_ll, WT_SCALAR, 1, "writeback 0: N-mode long latency (a global load)") \
  X(bool, wb0_tag, WT_SCALAR, 1, "writeback 0: P-mode: the episode tag it carries") \
  X(uint32_t, wb0_qidx, WT_SCALAR, WT_PQIW, "writeback 0: P-mode: its P-queue entry") \
  X(uint32_t, wb0_phy, WT_SCALAR, WT_PHYW, "writeback 0: P-mode: its rename index") \
  X(bool, wb1_v, WT_SCALAR, 1, "writeback port 1 (after port 0)") \
  X(uint32_t, wb1_wid, WT_SCALAR, WT_PE_WIDW, "writeback 1: warp") \
  X(uint32_t, wb1_reg, WT_SCALAR, WT_AREGW, "writeback 1: architected destination") \
  X(bool, wb1_p, WT_SCALAR, 1, "writeback 1: a pre-executed P-mode instruction (else N-mode)") \
  X(bool, wb1_ll, WT_SCALAR, 1, "writeback 1: N-mode long latency (a global load)") \
  X(bool, wb1_tag, WT_SCALAR, 1, "writeback 1: P-mode: the episode tag it carries") \
  X(uint32_t, wb1_qidx, WT_SCALAR, WT_PQIW, "writeback 1: P-mode: its P-queue entry") \
  X(uint32_t, wb1_phy, WT_SCALAR, WT_PHYW, "writeback 1: P-mode: its rename index") \
  X(bool, n_v, WT_SCALAR, 1, "N-mode issue slot: an instruction of an N-mode warp") \
  X(uint32_t, n_wid, WT_SCALAR, WT_PE_WIDW, "N slot: warp") \
  X(uint32_t, n_pc, WT_SCALAR, WT_PCW, "N slot: PC (the P-queue BASE if it triggers P-mode)") \
  X(uint32_t, n_src, [WT_PE_NSRC], WT_AREGW, "N slot: sources (all ones = none)") \
  X(uint32_t, n_dst, WT_SCALAR, WT_AREGW, "N slot: destination (all ones = none)") \
  X(bool, n_gld, WT_SCALAR, 1, "N slot: a global load (long latency)") \
  X(bool, n_reuse, WT_SCALAR, 1, "N slot: a reuse instruction from the P-queue (dst, rphy)") \
  X(uint32_t, n_rphy, WT_SCALAR, WT_PHYW, "N slot: the reuse's rename index") \
  X(bool, p_v, WT_SCALAR, 1, "P-mode issue slot: an instruction of a P-mode warp") \
  X(uint32_t, p_wid, WT_SCALAR, WT_PE_WIDW, "P slot: warp") \
  X(uint32_t, p_pc, WT_SCALAR, WT_PCW, "P slot: PC") \
  X(uint32_t, p_cls, WT_SCALAR, WT_PECLSW, "P slot: class (PE_CLS_*, SPEC 3.7)") \
  X(uint32_t, p_src, [WT_PE_NSRC], WT_AREGW, "P slot: sources (all ones = none)") \
  X(uint32_t, p_dst, WT_SCALAR, WT_AREGW, "P slot: destination (all ones = none)") \
  X(uint32_t, p_bank, WT_SCALAR, WT_BANKW, "P slot: bank of the destination's home register") \
  X(bool, f_v, WT_SCALAR, 1, "N-mode fetch of a warp (reuse match)") \
  X(uint32_t, f_wid, WT_SCALAR, WT_PE_WIDW, "fetch: warp") \
  X(uint32_t, f_pc, WT_SCALAR, WT_PCW, "fetch: PC") \
  X(uint32_t, st_wid, WT_SCALAR, WT_PE_WIDW, "SIMT stack port: warp (its TOS is read out)") \
  X(bool, st_init, WT_SCALAR, 1, "SIMT stack: start the warp (pdom_stack init)") \
  X(uint32_t, st_init_pc, WT_SCALAR, WT_PCW, "its first PC") \
  X(uint32_t, st_init_mask, WT_SCALAR, WT_NL, "its lanes") \
  X(bool, st_upd, WT_SCALAR, 1, \
    "SIMT stack: an instruction of the warp resolved its next PCs (pdom_stack upd)") \
  X(uint32_t, st_npc, [WT_NL], WT_PCW, "next PC per lane") \
  X(uint32_t, st_rpc, WT_SCALAR, WT_PCW, "the branch's reconvergence PC") \
  X(uint32_t, st_fpc, WT_SCALAR, WT_PCW, "the branch's fall-through PC")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(pe_unit, PE_UNIT)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define PE_UNIT_OUT_FIELDS(X) \
  X(bool, mode, [WT_WARPS], 1, WT_ALWAYS, "the mode bit vector (start of cycle; 1 = P-mode)") \
  X(bool, exit_mask, [WT_WARPS], 1, WT_ALWAYS, \
    "warps leaving P-mode this cycle (their SIMT stacks are restored)") \
  X(bool, any_free, WT_SCALAR, 1, WT_ALWAYS, "a rename register is free (P-mode warps selectable)") \
  X(bool, n_ok, WT_SCALAR, 1, WT_ALWAYS, "the N slot names an N-mode warp") \
  X(bool, n_iss, WT_SCALAR, 1, WT_ALWAYS, "the N slot's instruction issues (normal or reuse)") \
  X(bool, n_ent, WT_SCALAR, 1, WT_ALWAYS, "it triggers P-mode entry (its SIMT stack is copied)") \
  X(bool, n_src_r, [WT_PE_NSRC], 1, WT_IF(n_iss), "N-RT R of each source (read the rename register)") \
  X(uint32_t, n_src_phy, [WT_PE_NSRC], WT_PHYW, WT_IF(n_iss), "N-RT PHY of each source") \
  X(bool, n_old_r, WT_SCALAR, 1, WT_IF(n_iss), \
    "the destination's displaced mapping: now held, release it later") \
  X(uint32_t, n_old_phy, WT_SCALAR, WT_PHYW, WT_IF(n_iss), "its rename index") \
  X(bool, p_ok, WT_SCALAR, 1, WT_ALWAYS, "the P slot names a P-mode warp that is not halted") \
  X(uint32_t, p_act, WT_SCALAR, WT_PEACTW, WT_IF(p_ok), "the classifier's action (PE_ACT_*, SPEC 3.7)") \
  X(bool, p_tag, WT_SCALAR, 1, WT_IF(p_ok), "the warp's episode tag (carried to the writeback)") \
  X(bool, p_src_r, [WT_PE_NSRC], 1, WT_IF(p_ok), "P-RT R of each source") \
  X(uint32_t, p_src_phy, [WT_PE_NSRC], WT_PHYW, WT_IF(p_ok), "P-RT PHY of each source") \
  X(bool, p_pre, WT_SCALAR, 1, WT_ALWAYS, "the P slot's instruction is pre-executed (PREEXEC)") \
  X(uint32_t, p_phy, WT_SCALAR, WT_PHYW, WT_IF(p_pre), "its rename index (phys WT_PHYS_BASE + p_phy)") \
  X(uint32_t, p_qidx, WT_SCALAR, WT_PQIW, WT_IF(p_pre), "its P-queue entry") \
  X(bool, f_reuse, WT_SCALAR, 1, WT_ALWAYS, "the fetch takes the P-queue head: a reuse instruction") \
  X(bool, f_wait, WT_SCALAR, 1, WT_ALWAYS, "the head matches but is not ready: retry the fetch") \
  X(uint32_t, f_dst, WT_SCALAR, WT_AREGW, WT_IF(f_reuse), "the reuse's destination") \
  X(uint32_t, f_phy, WT_SCALAR, WT_PHYW, WT_IF(f_reuse), "the reuse's rename index") \
  X(uint32_t, f_src0, WT_SCALAR, WT_AREGW, WT_IF(f_reuse), "the reuse's source 0") \
  X(uint32_t, f_src1, WT_SCALAR, WT_AREGW, WT_IF(f_reuse), "the reuse's source 1") \
  X(uint32_t, st_pc, WT_SCALAR, WT_PCW, WT_ALWAYS, \
    "SIMT TOS PC of warp st_wid (start of cycle; the P-SIMT's in P-mode)") \
  X(uint32_t, st_mask, WT_SCALAR, WT_NL, WT_ALWAYS, "SIMT TOS mask of warp st_wid (start of cycle)") \
  X(bool, st_ovf, [WT_WARPS], 1, WT_ALWAYS, \
    "each warp's SIMT stack overflowed: a push was dropped (sticky, start of cycle; SPEC 3.10)")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(pe_unit, PE_UNIT)

/** X(type, field, dims, width, doc): the unit's own registers (packed after the children's). */
#define PE_UNIT_OWN_FIELDS(X) \
  X(uint32_t, rsv, [PE_AVAIL_VEC_NW], PE_AVAIL_VEC_WW, \
    "reserved at kernel launch [MODEL: the ownership invariant]") \
  X(uint32_t, held, [PE_AVAIL_VEC_NW], PE_AVAIL_VEC_WW, \
    "held by the pipeline: popped reuse or displaced mapping [MODEL]")

/** Architectural state: the children's, in this order, then the unit's own (dbg_state_o). */
typedef struct pe_unit_state {
  pe_scoreboard_state_t sb;
  pe_mode_ctl_state_t mc;
  pe_rename_state_t rn;
  pe_avail_vec_state_t av;
  pe_pqueue_state_t pq;
  pdom_stack_state_t st[WT_WARPS]; /**< per warp: the SIMT stack (main) and its P-mode copy (shadow) */
  PE_UNIT_OWN_FIELDS(WT_MEMBER)
} pe_unit_state_t;

/** pe_unit_reset (the `!rst_ni` branch), pe_unit_comb, pe_unit_clock and the descriptor
 *  pe_unit_block (wt_block.h). */
WT_BLOCK_FUNCS(pe_unit)

/** The unit's invariants (see above); false with the invariant's name and detail in `msg`. */
bool pe_unit_check(const pe_unit_state_t *s, char *msg, size_t n);

/** The knobs this unit reads: its children's (wt_block.h). */
#define PE_UNIT_KNOBS(X) \
  PE_SCOREBOARD_KNOBS(X) \
  PE_MODE_CTL_KNOBS(X) PE_RENAME_KNOBS(X) PE_AVAIL_VEC_KNOBS(X) PE_PQUEUE_KNOBS(X) PDOM_STACK_KNOBS(X)

#ifdef __cplusplus
}
#endif

#endif
