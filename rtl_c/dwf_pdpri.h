/**
 * @file dwf_pdpri.h
 * @brief DPdPri selector: per-thread post-dominator counters and a per-warp key, the warp with the
 *        smallest key issued first (SPEC 1.8 DPdPri [RES]; D3 §4.3).
 *
 * Verilog twin: hdl/dwf_pdpri.sv. Configuration: WT_THREADS (PDC entries, TID width WT_TIDW),
 * WT_POOL (key entries, WT_IDXW), WT_NL (lanes), WT_PCW.
 *
 * Policy (D3 §4.3): "issue priority is set lower for warps that have gone beyond more
 * post-dominators". SPEC 1.8 [RES]:
 *  - PDC[t], 8 b saturating per thread: incremented at writeback when the thread's next PC is a
 *    reconvergence point (the incoming warp carries one bit per lane, `wb_rcv`, from the static
 *    set of ipdoms);
 *  - a warp's key = the minimum PDC over its threads, set when the warp is created and lowered
 *    by a merge (KEY[idx], 8 b per pool entry);
 *  - issue the waiting warp with the smallest key; on a tie the smaller PC, then the lower index.
 * State: PDC[THREADS], and per pool entry KEY, KPC (the warp's PC) and WV (the entry holds a
 * warp waiting for issue).
 * [RES, this block] The selection compares {KEY, PC} of every waiting warp in one cycle, so both
 * sit here in flip-flops beside it: the pool's PC bank is a memory with one read port (D3 Tab
 * 7.2) and cannot feed a 128-way compare, so KPC is a copy of each warp's PC (written when the
 * warp is created), and KEY is not in the pool's scheduler-data field as SPEC 1.8 proposes (that
 * field keeps its NEXT width, 4 b on the toy configuration, too narrow for an 8-bit key, and is
 * unused under DPdPri). WV is what the lists of the other policies say implicitly.
 *
 * One step (`comb`), phases in order, each seeing the previous one's writes (SPEC 0.3):
 *  1. ISSUE: the waiting entry (WV) with the smallest {KEY, PC, index}: `iss_v`, `iss_idx` (0
 *     when !iss_v); WV[iss_idx] <- 0.
 *  2. port k = 0, then 1, if `ins<k>`: the WUR's lanes are those whose `ins<k>_tid` is not the
 *     sentinel; as in the pool's write (SPEC 1.5, Fig 4.4(b)) the lanes of `ins<k>_cnf` go to the
 *     new warp `ins<k>_inew` and the others to the hit warp `ins<k>_iold`. With k_new and k_old
 *     the minimum PDC over each set (255 if empty): if cnf != 0, KEY[inew] <- k_new, KPC[inew] <-
 *     `ins<k>_pc`, WV[inew] <- 1; if the other set is not empty, KEY[iold] <- min(KEY[iold],
 *     k_old) (a merge).
 *  3. writeback: for every lane with `wb_v` and `wb_rcv`: PDC[wb_tid] <- min(PDC + 1, 255).
 *     (An incoming thread sits in one lane: distinct lanes carry distinct threads.)
 * Reset: all zero (every PDC 0, no waiting warp).
 * MODEL bits: THREADS x 8 + POOL x (8 + PCW + 1) = 6144 + 4224 = 10368 on the baseline. PAPER:
 * none (D3 gives no hardware for DPdPri; SPEC 1.8: PDC table 768 x 8 = 6144 b + key per entry).
 */
#ifndef DWF_PDPRI_H
#define DWF_PDPRI_H

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

/** PDC and KEY width (SPEC 1.8: 8 b saturating) and their saturation value. */
#define DWF_PDPRI_PDCW 8
#define DWF_PDPRI_MAX WT_MASK32(DWF_PDPRI_PDCW)

static_assert(WT_PCW <= 32 && WT_TIDW <= 32, "dwf_pdpri keeps every field in uint32_t");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define DWF_PDPRI_IN_FIELDS(X) \
  X(bool, ins0, WT_SCALAR, 1, "port 0: a WUR was accepted (phase 2)") \
  X(uint32_t, ins0_cnf, WT_SCALAR, WT_NL, "port 0: lanes into the new warp (CNF; 0: none)") \
  X(uint32_t, ins0_inew, WT_SCALAR, WT_IDXW, "port 0: the new warp's pool index") \
  X(uint32_t, ins0_iold, WT_SCALAR, WT_IDXW, "port 0: the hit warp, which takes the other lanes") \
  X(uint32_t, ins0_pc, WT_SCALAR, WT_PCW, "port 0: the WUR's PC") \
  X(uint32_t, ins0_tid, [WT_NL], WT_TIDW, "port 0: the WUR's TIDs (sentinel in empty lanes)") \
  X(bool, ins1, WT_SCALAR, 1, "port 1: a WUR was accepted (after port 0)") \
  X(uint32_t, ins1_cnf, WT_SCALAR, WT_NL, "port 1: lanes into the new warp (CNF; 0: none)") \
  X(uint32_t, ins1_inew, WT_SCALAR, WT_IDXW, "port 1: the new warp's pool index") \
  X(uint32_t, ins1_iold, WT_SCALAR, WT_IDXW, "port 1: the hit warp, which takes the other lanes") \
  X(uint32_t, ins1_pc, WT_SCALAR, WT_PCW, "port 1: the WUR's PC") \
  X(uint32_t, ins1_tid, [WT_NL], WT_TIDW, "port 1: the WUR's TIDs (sentinel in empty lanes)") \
  X(uint32_t, wb_v, WT_SCALAR, WT_NL, "writeback lanes taken (phase 3)") \
  X(uint32_t, wb_tid, [WT_NL], WT_TIDW, "writeback TID per lane") \
  X(uint32_t, wb_rcv, WT_SCALAR, WT_NL, "writeback: the lane's next PC is a reconvergence point")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(dwf_pdpri, DWF_PDPRI)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h). */
#define DWF_PDPRI_OUT_FIELDS(X) \
  X(bool, iss_v, WT_SCALAR, 1, WT_ALWAYS, "a warp is issued") \
  X(uint32_t, iss_idx, WT_SCALAR, WT_IDXW, WT_IF(iss_v), "issued pool index")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(dwf_pdpri, DWF_PDPRI)

/** The state fields in packing order, declared once (wt_block.h). X(type, field, dims, width,
 *  doc); the register of field f is f_q in the RTL. */
#define DWF_PDPRI_STATE_FIELDS(X) \
  X(uint32_t, pdc, [WT_THREADS], DWF_PDPRI_PDCW, \
    "PDC: reconvergence points passed per thread (SPEC 1.8 [RES])") \
  X(uint32_t, key, [WT_POOL], DWF_PDPRI_PDCW, "KEY: the warp's minimum PDC (SPEC 1.8 [RES])") \
  X(uint32_t, kpc, [WT_POOL], WT_PCW, "KPC: the warp's PC, for the tie rule [RES]") \
  X(bool, wv, [WT_POOL], 1, "WV: the entry holds a warp waiting for issue [RES]")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(dwf_pdpri, DWF_PDPRI)

/** dwf_pdpri_reset, dwf_pdpri_comb, dwf_pdpri_clock and the descriptor dwf_pdpri_block. */
WT_BLOCK_FUNCS(dwf_pdpri)

/* Phase operations for dwf_sched (SPEC 1.7), in place on a next-state copy. */

/** Phase 1: select and take the warp to issue (WV[*iss_idx] <- 0 when *iss_v). */
void dwf_pdpri_p1(dwf_pdpri_state_t *s, bool *iss_v, uint32_t *iss_idx);
/** Phase 2, one port: a WUR with PC `pc` and TIDs `tid` accepted, lanes `cnf` into the new warp
 *  `inew`, the others merged into `iold`. */
void dwf_pdpri_insert(dwf_pdpri_state_t *s, uint32_t cnf, uint32_t inew, uint32_t iold, uint32_t pc,
                      const uint32_t *tid);
/** Phase 3: the writeback increments. */
void dwf_pdpri_wb(dwf_pdpri_state_t *s, uint32_t wb_v, const uint32_t *wb_tid, uint32_t wb_rcv);

/** Widths only (KEY against the members' PDCs needs the pool: dwf_sched checks it). */
bool dwf_pdpri_check(const dwf_pdpri_state_t *s, char *msg, size_t n);

/** The knobs this block reads (wt_block.h). */
#define DWF_PDPRI_KNOBS(X) X(NL) X(PCW) X(THREADS) X(POOL)

#ifdef __cplusplus
}
#endif

#endif
