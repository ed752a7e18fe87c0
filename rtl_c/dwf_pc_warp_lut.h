/**
 * @file dwf_pc_warp_lut.h
 * @brief PC-warp LUT: set-associative map from a PC to the warp being formed for it
 *        (SPEC 1.3; D3 §4.2, Fig 4.3(b), footnote 13, Tab 7.1).
 *
 * Verilog twin: hdl/dwf_pc_warp_lut.sv. Configuration: WT_PWL_SETS x WT_PWL_WAYS entries, WT_PCW,
 * WT_NL (OCC width), WT_POOL (IDX width WT_IDXW).
 *
 * Entry = {V, PC (tag, full width), OCC (lanes already taken in the warp being formed), IDX
 * (warp-pool index of that warp)}. Entry e = set * WAYS + way, set = PC[PWL_SETW-1:0]
 * (PC_SHIFT = 0, SPEC 1.3 [RES]). Per set, a round-robin victim pointer RR.
 *
 * Ports: one invalidate port (phase 1) and two lookup/write ports (phases 2 and 3), the dual
 * ported LUT of footnote 13 plus the invalidate-on-issue access of SPEC 1.3 [RES]. One cycle:
 *  1. inval_if(inv_pc, inv_idx): if `inv` and inv_pc hits and that entry's IDX == inv_idx,
 *     V <- 0 (`inv_hit` = 1). Nothing else changes.
 *  2. port 0: lookup(p0_pc) -> `p0_hit`, `p0_way`, `p0_occ`, `p0_idx`. On a hit `p0_way` is the
 *     hit way and `p0_occ`/`p0_idx` its fields; on a miss `p0_way` is the way an allocation would
 *     take (the lowest invalid way, else RR[set]) and `p0_occ` = `p0_idx` = 0.
 *     If `p0_we`: hit -> update(OCC <- p0_wocc, IDX <- p0_widx); miss -> alloc(PC, p0_wocc,
 *     p0_widx) into `p0_way`: V <- 1, and if the set had no invalid way (eviction of the RR
 *     victim) RR[set] <- RR[set] + 1 mod WAYS. The evicted PC's warp simply can no longer be
 *     merged into (SPEC 1.3 [RES]).
 *  3. port 1: the same for p1_*, seeing port 0's write (WUR1 sees WUR0's writes, SPEC 1.3).
 * Lookup outputs are combinational from state and the earlier phases' inputs; they never depend
 * on their own port's write inputs, so a parent can compute the write from the lookup.
 *
 * Reset: all fields 0 (V = 0 everywhere, RR = 0).
 * MODEL bits: ENTRIES*(1 + PCW + NL + IDXW) + SETS*PWL_WAYW (4128 for the baseline; PAPER and
 * PAPER-FIELDS 4032 = 64 x (24 + 32 + 7), which omit V and RR: SPEC 8 X5).
 */
#ifndef DWF_PC_WARP_LUT_H
#define DWF_PC_WARP_LUT_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_PCW <= 32 && WT_NL <= 32 && WT_IDXW <= 32,
              "dwf_pc_warp_lut keeps PC, OCC and IDX in uint32_t");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define DWF_PC_WARP_LUT_IN_FIELDS(X) \
  X(bool, inv, WT_SCALAR, 1, "invalidate-on-issue request") \
  X(uint32_t, inv_pc, WT_SCALAR, WT_PCW, "PC of the issued warp") \
  X(uint32_t, inv_idx, WT_SCALAR, WT_IDXW, "pool index of the issued warp") \
  X(uint32_t, p0_pc, WT_SCALAR, WT_PCW, "port 0 lookup PC") \
  X(bool, p0_we, WT_SCALAR, 1, "port 0 write (update on hit, alloc on miss)") \
  X(uint32_t, p0_wocc, WT_SCALAR, WT_NL, "port 0 OCC to write") \
  X(uint32_t, p0_widx, WT_SCALAR, WT_IDXW, "port 0 IDX to write") \
  X(uint32_t, p1_pc, WT_SCALAR, WT_PCW, "port 1 lookup PC") \
  X(bool, p1_we, WT_SCALAR, 1, "port 1 write") \
  X(uint32_t, p1_wocc, WT_SCALAR, WT_NL, "port 1 OCC to write") \
  X(uint32_t, p1_widx, WT_SCALAR, WT_IDXW, "port 1 IDX to write")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(dwf_pc_warp_lut, DWF_PC_WARP_LUT)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define DWF_PC_WARP_LUT_OUT_FIELDS(X) \
  X(bool, inv_hit, WT_SCALAR, 1, WT_ALWAYS, "phase 1 invalidated an entry") \
  X(bool, p0_hit, WT_SCALAR, 1, WT_ALWAYS, "port 0 hit") \
  X(uint32_t, p0_way, WT_SCALAR, WT_PWL_WAYW, WT_ALWAYS, "port 0 hit or allocation way") \
  X(uint32_t, p0_occ, WT_SCALAR, WT_NL, WT_IF(p0_hit), "port 0 hit entry OCC") \
  X(uint32_t, p0_idx, WT_SCALAR, WT_IDXW, WT_IF(p0_hit), "port 0 hit entry IDX") \
  X(bool, p1_hit, WT_SCALAR, 1, WT_ALWAYS, "port 1 hit") \
  X(uint32_t, p1_way, WT_SCALAR, WT_PWL_WAYW, WT_ALWAYS, "port 1 hit or allocation way") \
  X(uint32_t, p1_occ, WT_SCALAR, WT_NL, WT_IF(p1_hit), "port 1 hit entry OCC") \
  X(uint32_t, p1_idx, WT_SCALAR, WT_IDXW, WT_IF(p1_hit), "port 1 hit entry IDX")
/** Outputs, combinational from state and inputs (see the phase order above). */
WT_OUT_STRUCT(dwf_pc_warp_lut, DWF_PC_WARP_LUT)

/** The state fields in packing order, declared once (wt_block.h): the struct below, the field
 *  table in the .c, parents that embed this state (dwf_sched) and the generated Verilog include
 *  dwf_pc_warp_lut_fields.svh all come from this list. X(type, field, dims, width, doc); the
 *  register of field f is f_q in the RTL. */
#define DWF_PC_WARP_LUT_STATE_FIELDS(X) \
  X(bool, v, [WT_PWL_ENTRIES], 1, "entry valid [RES, not in Tab 7.1]") \
  X(uint32_t, pc, [WT_PWL_ENTRIES], WT_PCW, "PC tag (PAPER: PC 24-bit)") \
  X(uint32_t, occ, [WT_PWL_ENTRIES], WT_NL, "occupied lanes (PAPER: OCC 32-bit)") \
  X(uint32_t, idx, [WT_PWL_ENTRIES], WT_IDXW, "warp-pool index (PAPER: IDX 7-bit)") \
  X(uint32_t, rr, [WT_PWL_SETS], WT_PWL_WAYW, "round-robin victim way per set [RES]")

/** Architectural state (packed in this order into `dbg_state_o`). Entry e = set*WAYS + way. */
WT_STATE_STRUCT(dwf_pc_warp_lut, DWF_PC_WARP_LUT)

/** Result of a lookup (one port). */
typedef struct dwf_pc_warp_lut_look {
  bool hit;     /**< PC present */
  uint32_t set; /**< set of the PC */
  uint32_t way; /**< hit way, else the allocation way */
  bool evict;   /**< miss in a set with no invalid way (allocation evicts `way`) */
  uint32_t occ; /**< hit entry's OCC, 0 on miss */
  uint32_t idx; /**< hit entry's IDX, 0 on miss */
} dwf_pc_warp_lut_look_t;

/** dwf_pc_warp_lut_reset (the `!rst_ni` branch), dwf_pc_warp_lut_comb, dwf_pc_warp_lut_clock and
 *  the descriptor dwf_pc_warp_lut_block (wt_block.h). */
WT_BLOCK_FUNCS(dwf_pc_warp_lut)

/* Phase operations for parents that interleave them with other blocks (SPEC 1.7). */

/** Phase 1 inval_if(pc, idx), in place; returns whether an entry was invalidated. */
bool dwf_pc_warp_lut_inval(dwf_pc_warp_lut_state_t *s, uint32_t pc, uint32_t idx);
/** lookup(pc) on the current contents. */
void dwf_pc_warp_lut_lookup(const dwf_pc_warp_lut_state_t *s, uint32_t pc, dwf_pc_warp_lut_look_t *r);
/** Write after lookup `r` of `pc`: update on hit, alloc (and RR advance on eviction) on miss. */
void dwf_pc_warp_lut_write(dwf_pc_warp_lut_state_t *s, uint32_t pc, const dwf_pc_warp_lut_look_t *r,
                           uint32_t occ, uint32_t idx);

/** The knobs this block reads (wt_block.h): only these enter its vector headers and its
 *  configuration hash; `make knobs-check` proves the list complete. */
#define DWF_PC_WARP_LUT_KNOBS(X) X(NL) X(PCW) X(POOL) X(PWL_SETS) X(PWL_WAYS)

#ifdef __cplusplus
}
#endif

#endif
