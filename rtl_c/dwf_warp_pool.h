/**
 * @file dwf_warp_pool.h
 * @brief Warp pool: the TIDs, PC and scheduler data of every warp being formed or waiting to issue
 *        (SPEC 1.5; D3 §4.2, §4.2.1, Fig 4.4, Tab 7.1/7.2).
 *
 * Verilog twin: hdl/dwf_warp_pool.sv. Configuration: WT_POOL entries (index width WT_IDXW),
 * WT_NL lanes, WT_TIDW-bit thread ids (all-ones = empty slot, SPEC 0.2), WT_PCW, and the scheduler
 * data NEXT of WT_WPW = IDXW + 1 bits.
 *
 * Entry i = {TID[0..NL-1], PC, NEXT}. The storage is banked as in D3 §4.2.1: TID bank l holds
 * TID[l] of every entry (here `tid[*][l]`), and one PC/scheduler-data bank holds PC and NEXT.
 * NEXT is the Majority scheduler's "Next" pointer {V, idx} (SPEC 0.2: V is the MSB, all-zero =
 * INVALID) that chains the warps of one PC group (SPEC 1.6 LINK). A lane is occupied iff its TID
 * is not the all-ones sentinel: no per-lane valid bits (SPEC 1.5 [RES]).
 *
 * One cycle runs these phases in order, each seeing the writes of the one before (SPEC 0.3):
 *  1. issue read + clear-on-free: `iss_pc`, `iss_next`, `iss_tid[l]` are entry `iss_idx` as it
 *     is at the start of the cycle, `iss_mask` = {l : iss_tid[l] != sentinel}, `iss_nthd` =
 *     popcount(iss_mask). The outputs are always driven from `iss_idx`, also when `iss` = 0.
 *     If `iss`: TID[l] of entry iss_idx <- sentinel for every lane (SPEC 1.5 [RES]); PC and NEXT
 *     keep their values (SPEC 0.3 stale contents; SPEC 1.12 c6-c7: "pool3.NEXT still holds
 *     {1,5}").
 *  2. WUR0 write port (Fig 4.4(b) CNF / new-warp logic; the parent decides new/cnf/iold/inew):
 *     if `w0`: for each lane l in `w0_req`: dest = w0_cnf[l] ? w0_inew : w0_iold,
 *     TID[l] of entry dest <- w0_tid[l]. Lanes outside `w0_req` are not written (their `w0_tid`
 *     and `w0_cnf` bits are ignored). If `w0` and `w0_new`: PC of entry w0_inew <- w0_pc and NEXT
 *     <- 0 (INVALID): SPEC 1.5 "PCbank[IDX_new] = {PC, NEXT=INVALID}".
 *  3. link 0 (the Majority's LINK for WUR0's INSERT): if `l0`: NEXT of entry l0_idx <- l0_next.
 *  4. WUR1 write port `w1*`, as 2 (it sees 2 and 3: where both ports write one TID slot, WUR1's
 *     value stays).
 *  5. link 1 `l1*`, as 3.
 * The outputs depend only on the state and `iss_idx`, never on the write or link inputs.
 *
 * Legal inputs: every index the model reads or writes is below POOL: `iss_idx` always (it is read
 * even when `iss` = 0), `wK_inew` when `wK` and (`wK_new` or a lane of wK_req & wK_cnf),
 * `wK_iold` when `wK` and a lane of wK_req & ~wK_cnf, `lK_idx` when `lK`. (Both configurations
 * have a power-of-two POOL, where every IDXW-bit index is legal.) Everything else is legal: the
 * two write ports may name overlapping lanes of one entry (phase order decides), `wK_new` with
 * wK_cnf = 0 writes only PC/NEXT of wK_inew, and so on. The scheduler (SPEC 1.7) uses a subset:
 * cnf is a subset of req, new_warp = (cnf != 0) on a LUT hit and cnf = req on a miss, WUR0 and
 * WUR1 hold disjoint lanes (one incoming warp split by PC, SPEC 1.2), and a new index is a free
 * (hence cleared) entry.
 *
 * Bank port budget per scheduler cycle (D3 §4.2.1, Tab 7.2: each TID bank 1R/1W, the PC/SD bank
 * 1R/2W, all clocked 4x per scheduler cycle, SPEC 1.0):
 *  - TID bank l: 1 read (issue), 1 clear write (issue), and at most one write per WUR port: a
 *    port writes lane l of exactly one entry (dest is one of iold/inew, chosen by CNF[l]), so an
 *    incoming warp never needs two writes to one bank ("an incoming warp never contains two
 *    threads with the same home lane"). At most 3 writes.
 *  - PC/SD bank: 1 read (issue), at most 2 {PC, NEXT} writes (one new warp per WUR port) and at
 *    most 2 NEXT writes (one link per INSERT). At most 4 writes.
 * tb/unit/test_dwf_warp_pool.c checks these counts phase by phase.
 *
 * Reset: every TID = sentinel (all ones), every PC = 0, every NEXT = 0 (INVALID).
 * MODEL bits: POOL * (NL*TIDW + PCW + WPW) = 128 * (320 + 24 + 8) = 45056 for the baseline.
 * PAPER (D3 Tab 7.1 as stated) 44928 = 128 x 351; PAPER-FIELDS 45312 = 128 x (320 + 24 + 10),
 * with the 10-bit "Scheduler Data" as listed (SPEC 8 X1: the stated total implies a 7-bit field,
 * the text an 8-bit {V, idx} Next pointer, which MODEL uses).
 */
#ifndef DWF_WARP_POOL_H
#define DWF_WARP_POOL_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_NL <= 32 && WT_PCW <= 32 && WT_TIDW <= 32 && WT_WPW <= 32,
              "dwf_warp_pool keeps lane masks, PCs, TIDs and NEXT in uint32_t");

/** The empty-slot TID (all ones, SPEC 0.2). */
#define DWF_WARP_POOL_TID_NONE WT_MASK32(WT_TIDW)

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define DWF_WARP_POOL_IN_FIELDS(X) \
  X(bool, iss, WT_SCALAR, 1, "issue: clear the TIDs of entry iss_idx (phase 1)") \
  X(uint32_t, iss_idx, WT_SCALAR, WT_IDXW, "entry read by the issue port (always) and cleared") \
  X(bool, w0, WT_SCALAR, 1, "WUR0 write (phase 2)") \
  X(bool, w0_new, WT_SCALAR, 1, "WUR0 new warp: PC/NEXT of w0_inew") \
  X(uint32_t, w0_pc, WT_SCALAR, WT_PCW, "WUR0 PC of the new warp") \
  X(uint32_t, w0_req, WT_SCALAR, WT_NL, "WUR0 lanes to write") \
  X(uint32_t, w0_cnf, WT_SCALAR, WT_NL, "WUR0 lanes that go to the new index") \
  X(uint32_t, w0_iold, WT_SCALAR, WT_IDXW, "WUR0 old (merge) index") \
  X(uint32_t, w0_inew, WT_SCALAR, WT_IDXW, "WUR0 new index") \
  X(uint32_t, w0_tid, [WT_NL], WT_TIDW, "WUR0 TID per lane") \
  X(bool, l0, WT_SCALAR, 1, "link 0: write NEXT (phase 3)") \
  X(uint32_t, l0_idx, WT_SCALAR, WT_IDXW, "link 0 entry") \
  X(uint32_t, l0_next, WT_SCALAR, WT_WPW, "link 0 NEXT value {V, idx}") \
  X(bool, w1, WT_SCALAR, 1, "WUR1 write (phase 4)") \
  X(bool, w1_new, WT_SCALAR, 1, "WUR1 new warp: PC/NEXT of w1_inew") \
  X(uint32_t, w1_pc, WT_SCALAR, WT_PCW, "WUR1 PC of the new warp") \
  X(uint32_t, w1_req, WT_SCALAR, WT_NL, "WUR1 lanes to write") \
  X(uint32_t, w1_cnf, WT_SCALAR, WT_NL, "WUR1 lanes that go to the new index") \
  X(uint32_t, w1_iold, WT_SCALAR, WT_IDXW, "WUR1 old (merge) index") \
  X(uint32_t, w1_inew, WT_SCALAR, WT_IDXW, "WUR1 new index") \
  X(uint32_t, w1_tid, [WT_NL], WT_TIDW, "WUR1 TID per lane") \
  X(bool, l1, WT_SCALAR, 1, "link 1: write NEXT (phase 5)") \
  X(uint32_t, l1_idx, WT_SCALAR, WT_IDXW, "link 1 entry") \
  X(uint32_t, l1_next, WT_SCALAR, WT_WPW, "link 1 NEXT value {V, idx}")
/** Inputs, sampled every cycle (phase order as above). */
WT_IN_STRUCT(dwf_warp_pool, DWF_WARP_POOL)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define DWF_WARP_POOL_OUT_FIELDS(X) \
  X(uint32_t, iss_pc, WT_SCALAR, WT_PCW, WT_ALWAYS, "PC of entry iss_idx") \
  X(uint32_t, iss_next, WT_SCALAR, WT_WPW, WT_ALWAYS, "NEXT of entry iss_idx") \
  X(uint32_t, iss_tid, [WT_NL], WT_TIDW, WT_ALWAYS, "TIDs of entry iss_idx") \
  X(uint32_t, iss_mask, WT_SCALAR, WT_NL, WT_ALWAYS, "lanes of entry iss_idx holding a thread") \
  X(uint32_t, iss_nthd, WT_SCALAR, WT_NTHW, WT_ALWAYS, "threads of entry iss_idx")
/** Outputs: entry `iss_idx` at the start of the cycle (combinational from state and iss_idx). */
WT_OUT_STRUCT(dwf_warp_pool, DWF_WARP_POOL)

/** The state fields in packing order, declared once (wt_block.h): the struct below, the field
 *  table in the .c, parents that embed this state (dwf_sched) and the generated Verilog include
 *  dwf_warp_pool_fields.svh all come from this list. X(type, field, dims, width, doc); the
 *  register of field f is f_q in the RTL. */
#define DWF_WARP_POOL_STATE_FIELDS(X) \
  X(uint32_t, tid, [WT_POOL][WT_NL], WT_TIDW, \
    "TID banks, entry-major (PAPER: TID 10-bit x 32), all-ones = empty") \
  X(uint32_t, pc, [WT_POOL], WT_PCW, "PC (PAPER: PC 24-bit)") \
  X(uint32_t, next, [WT_POOL], WT_WPW, "Majority Next {V, idx} (PAPER: Scheduler Data 10-bit; SPEC 8 X1)")

/** Architectural state (packed in this order into `dbg_state_o`; tid entry-major: element
 *  i*NL + l is TID[l] of entry i). */
WT_STATE_STRUCT(dwf_warp_pool, DWF_WARP_POOL)

/** dwf_warp_pool_reset (the `!rst_ni` branch), dwf_warp_pool_comb, dwf_warp_pool_clock and the
 *  descriptor dwf_warp_pool_block (wt_block.h). */
WT_BLOCK_FUNCS(dwf_warp_pool)

/* Phase operations for parents that interleave them with other blocks (SPEC 1.7). They work in
 * place on a next-state copy. */

/** Phase 1: reads entry `idx` (< POOL) into `pc`, `next`, `tid`, `mask`, `nthd`, then, if
 *  `clear`, sets its TIDs to the sentinel (PC and NEXT keep their values). */
void dwf_warp_pool_issue(dwf_warp_pool_state_t *s, uint32_t idx, bool clear, uint32_t *pc, uint32_t *next,
                         uint32_t tid[WT_NL], uint32_t *mask, uint32_t *nthd);
/** Phases 2 / 4: one WUR write port (called only when the port writes). For each lane l in
 *  `req`: TID[l] of entry (cnf[l] ? inew : iold) <- tid[l]; if `new_warp`: PC[inew] <- pc,
 *  NEXT[inew] <- 0 (INVALID). */
void dwf_warp_pool_write(dwf_warp_pool_state_t *s, bool new_warp, uint32_t pc, uint32_t req, uint32_t cnf,
                         uint32_t iold, uint32_t inew, const uint32_t tid[WT_NL]);
/** Phases 3 / 5: NEXT[idx] <- next (the Majority's LINK). */
void dwf_warp_pool_link(dwf_warp_pool_state_t *s, uint32_t idx, uint32_t next);

/** The knobs this block reads (wt_block.h): only these enter its vector headers and its
 *  configuration hash; `make knobs-check` proves the list complete. */
#define DWF_WARP_POOL_KNOBS(X) X(NL) X(PCW) X(POOL) X(THREADS)

#ifdef __cplusplus
}
#endif

#endif
