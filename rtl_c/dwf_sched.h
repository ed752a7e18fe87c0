/**
 * @file dwf_sched.h
 * @brief The complete DWF scheduler: warp update registers + PC-warp LUT + warp allocator + warp
 *        pool + Majority scheduler, composed as one block (SPEC 1.7; D3 Fig 4.3).
 *
 * Verilog twin: hdl/dwf_sched.sv, which instantiates the five children's modules; this C model
 * contains the five children's states and calls their phase functions in the order below, so the
 * composition is the same code the children are verified with on their own.
 *
 * One scheduler cycle (SPEC 1.7), each phase seeing the writes of the one before (SPEC 0.3):
 *  1. issue:  Majority phase 1 (unless the heap is busy: a POP when ME has drained, then the
 *             ME's head warp). The pool reads that warp (PC, TIDs, lane mask, thread count, NEXT)
 *             and clears its TIDs; the Majority Entry advances; the index returns to the
 *             allocator; the PC-warp LUT invalidates the PC's entry if it still points there.
 *  2. insert: for WUR0 then WUR1 (when REQ != 0): PC-warp LUT lookup; CNF = REQ & OCC on a hit,
 *             new warp when CNF != 0 or on a miss; the WUR is accepted only when every resource
 *             it needs is there (an allocator index for a new warp, and Majority room: SPEC 1.6
 *             INSERT); else it stalls with no state change. Accepted: allocator pop, pool writes
 *             (Fig 4.4(b)), LUT update/alloc, INSERT(PC, NTHD, WID) with its LINK write to the
 *             pool's NEXT, and the WUR is drained.
 *     The Majority's swap engine finishes a pending heap operation with what is left of this
 *     cycle's swap budget (WT_SWAPS).
 *  3. load:   if both WURs are now empty, the incoming warp is loaded (SPEC 1.2 load rule).
 *
 * Outputs are the issued warp, the load handshake and the phase-2 outcome of each WUR.
 * dwf_sched_check() tests the SPEC 7.3 invariants; the harnesses call it every cycle and the RTL
 * checks the same under simulation.
 *
 * MODEL bits: the sum of the children's (58592 + 8 swap-engine bits for the baseline, SPEC 1.11).
 */
#ifndef DWF_SCHED_H
#define DWF_SCHED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dwf_dtime.h"
#include "dwf_majority.h"
#include "dwf_pdpri.h"
#include "dwf_pc_warp_lut.h"
#include "dwf_update_regs.h"
#include "dwf_warp_alloc.h"
#include "dwf_warp_pool.h"
#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"

#ifdef __cplusplus
extern "C" {
#endif

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define DWF_SCHED_IN_FIELDS(X) \
  X(uint32_t, in_valid, WT_SCALAR, WT_NL, "incoming lanes presented") \
  X(uint32_t, in_tid, [WT_NL], WT_TIDW, "thread id per lane (home lane = lane)") \
  X(uint32_t, in_npc, [WT_NL], WT_PCW, "next PC per lane") \
  X(uint32_t, in_rcv, WT_SCALAR, WT_NL, "lanes whose next PC is a reconvergence point (DPdPri, SPEC 1.8)")
/** Inputs: the incoming warp from writeback (SPEC 1.2), lane l = the thread whose home lane is l. */
WT_IN_STRUCT(dwf_sched, DWF_SCHED)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define DWF_SCHED_OUT_FIELDS(X) \
  X(bool, iss_v, WT_SCALAR, 1, WT_ALWAYS, "a warp is issued") \
  X(uint32_t, iss_idx, WT_SCALAR, WT_IDXW, WT_IF(iss_v), "issued pool index") \
  X(uint32_t, iss_pc, WT_SCALAR, WT_PCW, WT_IF(iss_v), "issued PC") \
  X(uint32_t, iss_mask, WT_SCALAR, WT_NL, WT_IF(iss_v), "issued lanes") \
  X(uint32_t, iss_nthd, WT_SCALAR, WT_NTHW, WT_IF(iss_v), "issued thread count") \
  X(uint32_t, iss_tid, [WT_NL], WT_TIDW, WT_IF(iss_v), "issued TIDs (sentinel in empty lanes)") \
  X(bool, busy, WT_SCALAR, 1, WT_ALWAYS, "Max-Heap busy: issue suppressed") \
  X(bool, acc0, WT_SCALAR, 1, WT_ALWAYS, "WUR0 accepted in phase 2") \
  X(bool, acc1, WT_SCALAR, 1, WT_ALWAYS, "WUR1 accepted in phase 2") \
  X(bool, stall0, WT_SCALAR, 1, WT_ALWAYS, "WUR0 stalled on a missing resource") \
  X(bool, stall1, WT_SCALAR, 1, WT_ALWAYS, "WUR1 stalled on a missing resource") \
  X(uint32_t, in_taken, WT_SCALAR, WT_NL, WT_ALWAYS, "incoming lanes loaded") \
  X(bool, in_accept, WT_SCALAR, 1, WT_ALWAYS, "every presented lane was loaded") \
  X(uint32_t, lane_err, WT_SCALAR, WT_NL, WT_ALWAYS, "presented lanes off their home lane")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(dwf_sched, DWF_SCHED)

/** The selector (SPEC 1.8), chosen by WT_POLICY when the block is built: the Majority
 *  scheduler's heap in its DMaj, DMin or DPC order (dwf_majority), the DTime FIFO (dwf_dtime) or
 *  the DPdPri keys (dwf_pdpri). The RTL instantiates the same one (hdl/dwf_sched.sv: the generate
 *  blocks g_maj, g_dt, g_pd). `in_rcv` is read only under DPdPri. */
#define DWF_SCHED_DTIME (WT_POLICY == WT_POL_DTIME)
#define DWF_SCHED_PDPRI (WT_POLICY == WT_POL_DPDPRI)

/** Architectural state: the children's states (packed in this order into `dbg_state_o`). */
typedef struct dwf_sched_state {
  dwf_update_regs_state_t wur;
  dwf_pc_warp_lut_state_t lut;
  dwf_warp_alloc_state_t alloc;
  dwf_warp_pool_state_t pool;
#if DWF_SCHED_DTIME
  dwf_dtime_state_t dtime;
#elif DWF_SCHED_PDPRI
  dwf_pdpri_state_t pdp;
#else
  dwf_majority_state_t maj;
#endif
} dwf_sched_state_t;

/** dwf_sched_reset (every child's reset), dwf_sched_comb (one scheduler cycle, phases above),
 *  dwf_sched_clock and the descriptor dwf_sched_block (wt_block.h); `parts` are the rows of D3
 *  Table 7.1. */
WT_BLOCK_FUNCS(dwf_sched)

/** SPEC 7.3 invariants of the composed scheduler. Returns true when they hold; otherwise writes
 *  the first violation into msg (n bytes) and returns false:
 *  - every pool index is on exactly one of: the allocator's free list, the Majority Entry's warp
 *    list, one heap group's warp list; lists are acyclic and end at their WPT;
 *  - ME.CNT and each heap entry's CNT equal the threads (TIDs != sentinel) in their lists, and
 *    every warp of a list has the list's PC; free entries hold no threads;
 *  - the Majority's own invariants (heap property, MHeap LUT back-pointers: dwf_majority_check);
 *  - every valid PC-warp LUT entry points at a listed warp with its PC, and its OCC equals that
 *    warp's lane mask;
 *  - a non-empty WUR's TID slots hold threads exactly in its REQ lanes. */
bool dwf_sched_check(const dwf_sched_state_t *s, char *msg, size_t n);

/** The knobs this block reads (wt_block.h): those of its five children, which it only composes.
 *  Only these enter its vector headers and configuration hash; `make knobs-check` proves the
 *  list complete. */
#define DWF_SCHED_KNOBS(X) \
  DWF_UPDATE_REGS_KNOBS(X) \
  DWF_PC_WARP_LUT_KNOBS(X) DWF_WARP_ALLOC_KNOBS(X) DWF_WARP_POOL_KNOBS(X) DWF_MAJORITY_KNOBS(X)

#ifdef __cplusplus
}
#endif

#endif
