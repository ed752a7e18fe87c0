/**
 * @file pe_rename.h
 * @brief N-mode and P-mode rename tables of one SM (SPEC 3.4; D1 §5.1, §5.2, §5.3).
 *
 * Verilog twin: hdl/pe_rename.sv. Configuration: WARPS warps (warp id WT_PE_WIDW bits), AREGW-bit
 * architected register numbers (r0..r(NAREG-1), index WT_NAREG = all ones = "none"), RREGS rename
 * registers (PHY = rename index, WT_PHYW bits; the physical register is WT_PHYS_BASE + PHY).
 *
 * Per warp w, two tables N-RT[w] and P-RT[w], each NAREG entries {R (renamed bit), PHY}, indexed
 * by the architected register number (63 x 8 = 504 b per table, 1008 b per warp at the baseline).
 * A source whose R is 1 is read from the rename register PHY, else from its architected location
 * (D1 §5.1). N-RT is written by N-mode reuse (wr) and by N-mode instructions that write their
 * destination normally (clr); P-RT by P-mode pre-execution (wr) and by the copy at P-mode entry.
 *
 * One step, in this order (normative; hdl/pe_rename.sv says the same):
 *  1. Reads, combinational on the start-of-step state. N read port: for k = 0..PE_RENAME_RD-1,
 *     (`nrd_r[k]`, `nrd_phy[k]`) = N-RT[nrd_wid][nrd_reg[k]]; P read port the same on P-RT with
 *     `prd_wid`, `prd_reg[k]`. SPEC 3.4: 3 source reads plus 1 destination read per table per
 *     step; by convention k = 0..WT_PE_NSRC-1 are the sources and k = PE_RENAME_RD_DST =
 *     WT_PE_NSRC the destination, whose read gives the old mapping (a reuse or an overwrite
 *     releases the old PHY if R was 1, SPEC 3.4 [RES]; the release itself is the pipeline's,
 *     SPEC 3.5). The ports are identical. A read of register WT_NAREG (none) or of a warp id
 *     >= WARPS gives R = 0, PHY = 0.
 *     Exit read (SPEC 3.10 [RES], a warp's exit releases its N-RT mappings): `xrel_mask` has bit
 *     PHY set for every entry of N-RT[xit_wid] with R = 1 and PHY < RREGS, if `xit_v` (0
 *     otherwise, and for a warp id >= WARPS); the unit releases them in the availability vector.
 *  2. Copy and exit clear, both from the start-of-step N-RT: if `cp_v`, P-RT[cp_wid] <- N-RT[cp_wid]
 *     (every entry, R and PHY), at P-mode entry (SPEC 3.3 step 4 [RES]); if `xit_v`, every entry
 *     of N-RT[xit_wid] is clr'd (R <- 0, PHY kept), at the warp's exit.
 *  3. Writes, after the copy and the clear (an N write to the exiting warp lands on top). N write: if `nwr_v`, on entry N-RT[nwr_wid][nwr_reg]:
 *       `nwr_set` = 1: wr(r, PHY): R <- 1, PHY <- nwr_phy;
 *       `nwr_set` = 0: clr(r): R <- 0 and PHY is kept (only the R bit is written; `nwr_phy` is
 *                      not used). A clr'd entry is read R = 0 with its last PHY.
 *     P write `pwr_*`: the same on P-RT; a P write to the warp being copied in the same step
 *     lands on top of the copy (that entry ends with the write, every other entry with N-RT's).
 *     The N and P writes touch different tables, so their order is immaterial.
 * Ignored inputs (state unchanged; every input value has a defined behaviour): a write to
 * register WT_NAREG (none), and a copy, exit or write whose warp id is >= WARPS (possible only when
 * WARPS is not a power of two, e.g. ids 48..63 at the baseline). The protocol (SPEC 3.4, 3.7,
 * 3.8) writes rename indices below RREGS; every WT_PHYW-bit PHY is accepted and stored.
 *
 * No invariant beyond the field widths (which the harnesses check on every packed state): R = 0
 * with any PHY is a legal entry (a clr keeps PHY), and any PHY may be mapped by any number of
 * registers of the tables (release and reuse are the pipeline's), so there is no `check` hook.
 *
 * Reset: every entry of both tables {R = 0, PHY = 0} (both RTs empty, SPEC 3.9 PM-1 setup).
 * MODEL bits: 2 x WARPS x NAREG x (1 + PHYW) = 1008 x 48 = 48384 at the baseline; PAPER the same
 * (D1 §5.3: 1008 b per warp).
 */
#ifndef PE_RENAME_H
#define PE_RENAME_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_PHYW <= 32 && WT_AREGW <= 32 && WT_PE_WIDW <= 32,
              "pe_rename keeps PHY, register numbers and warp ids in uint32_t");

/** Read ports per table: the WT_PE_NSRC sources and 1 destination (SPEC 3.4). */
#define PE_RENAME_RD (WT_PE_NSRC + 1)
/** The read port that reads the destination, after the sources (by convention; the ports are
 *  identical). */
#define PE_RENAME_RD_DST WT_PE_NSRC

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define PE_RENAME_IN_FIELDS(X) \
  X(uint32_t, nrd_wid, WT_SCALAR, WT_PE_WIDW, "N read port: warp (step 1)") \
  X(uint32_t, nrd_reg, [PE_RENAME_RD], WT_AREGW, \
    "N read port: registers, 3 sources then the destination (NAREG = none)") \
  X(uint32_t, prd_wid, WT_SCALAR, WT_PE_WIDW, "P read port: warp (step 1)") \
  X(uint32_t, prd_reg, [PE_RENAME_RD], WT_AREGW, \
    "P read port: registers, 3 sources then the destination (NAREG = none)") \
  X(bool, cp_v, WT_SCALAR, 1, "copy P-RT[cp_wid] <- N-RT[cp_wid] (step 2, P-mode entry)") \
  X(uint32_t, cp_wid, WT_SCALAR, WT_PE_WIDW, "copy: warp") \
  X(bool, xit_v, WT_SCALAR, 1, "warp exit: release and clear N-RT[xit_wid] (steps 1 and 2)") \
  X(uint32_t, xit_wid, WT_SCALAR, WT_PE_WIDW, "exit: warp") \
  X(bool, nwr_v, WT_SCALAR, 1, "N-RT write (step 3)") \
  X(uint32_t, nwr_wid, WT_SCALAR, WT_PE_WIDW, "N-RT write: warp") \
  X(uint32_t, nwr_reg, WT_SCALAR, WT_AREGW, "N-RT write: register (NAREG = none: ignored)") \
  X(bool, nwr_set, WT_SCALAR, 1, "N-RT write: 1 = wr (R <- 1, PHY <- nwr_phy), 0 = clr (R <- 0, PHY kept)") \
  X(uint32_t, nwr_phy, WT_SCALAR, WT_PHYW, "N-RT write: rename index (wr only)") \
  X(bool, pwr_v, WT_SCALAR, 1, "P-RT write (step 3, after the copy)") \
  X(uint32_t, pwr_wid, WT_SCALAR, WT_PE_WIDW, "P-RT write: warp") \
  X(uint32_t, pwr_reg, WT_SCALAR, WT_AREGW, "P-RT write: register (NAREG = none: ignored)") \
  X(bool, pwr_set, WT_SCALAR, 1, "P-RT write: 1 = wr (R <- 1, PHY <- pwr_phy), 0 = clr (R <- 0, PHY kept)") \
  X(uint32_t, pwr_phy, WT_SCALAR, WT_PHYW, "P-RT write: rename index (wr only)")
/** Inputs, sampled every step. */
WT_IN_STRUCT(pe_rename, PE_RENAME)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). R qualifies nothing:
 *  an entry with R = 0 keeps a meaningful PHY (the last mapping, after a clr). */
#define PE_RENAME_OUT_FIELDS(X) \
  X(bool, nrd_r, [PE_RENAME_RD], 1, WT_ALWAYS, "N-RT[nrd_wid][nrd_reg[k]].R (start of step; 0 for none)") \
  X(uint32_t, nrd_phy, [PE_RENAME_RD], WT_PHYW, WT_ALWAYS, \
    "N-RT[nrd_wid][nrd_reg[k]].PHY (start of step; 0 for none)") \
  X(bool, prd_r, [PE_RENAME_RD], 1, WT_ALWAYS, "P-RT[prd_wid][prd_reg[k]].R (start of step; 0 for none)") \
  X(uint32_t, prd_phy, [PE_RENAME_RD], WT_PHYW, WT_ALWAYS, \
    "P-RT[prd_wid][prd_reg[k]].PHY (start of step; 0 for none)") \
  X(bool, xrel_mask, [WT_RREGS], 1, WT_ALWAYS, \
    "exit: bit PHY for every N-RT[xit_wid] entry with R = 1 (start of step; 0 without xit_v)")
/** Outputs, combinational from the start-of-step state and the read inputs only. */
WT_OUT_STRUCT(pe_rename, PE_RENAME)

/** The state fields in packing order, declared once (wt_block.h): the struct below, the field
 *  table in the .c and the generated Verilog include pe_rename_fields.svh come from this list.
 *  X(type, field, dims, width, doc); element w*NAREG + r is register r of warp w. */
#define PE_RENAME_STATE_FIELDS(X) \
  X(bool, n_r, [WT_WARPS][WT_NAREG], 1, "N-RT renamed bit R per warp and register") \
  X(uint32_t, n_phy, [WT_WARPS][WT_NAREG], WT_PHYW, "N-RT rename index PHY per warp and register") \
  X(bool, p_r, [WT_WARPS][WT_NAREG], 1, "P-RT renamed bit R per warp and register") \
  X(uint32_t, p_phy, [WT_WARPS][WT_NAREG], WT_PHYW, "P-RT rename index PHY per warp and register")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(pe_rename, PE_RENAME)

/** pe_rename_reset (the `!rst_ni` branch), pe_rename_comb, pe_rename_clock and the descriptor
 *  pe_rename_block (wt_block.h). Reset: every entry {R = 0, PHY = 0}. */
WT_BLOCK_FUNCS(pe_rename)

/** Step 1 alone: the eight reads and the exit read on state `s` (the outputs of pe_rename_comb; a unit that needs
 *  them before it knows the writes calls this first, as its Verilog reads the output ports). */
void pe_rename_read(const pe_rename_state_t *s, const pe_rename_in_t *in, pe_rename_out_t *out);

/** The knobs this block reads (wt_block.h). */
#define PE_RENAME_KNOBS(X) X(WARPS) X(AREGW) X(RREGS)

#ifdef __cplusplus
}
#endif

#endif
