/**
 * @file dwf_dtime.h
 * @brief DTime selector: the warps of the pool in allocation order, a FIFO linked through the
 *        pool's NEXT (SPEC 1.8 DTime [RES]; D3 §4.3).
 *
 * Verilog twin: hdl/dwf_dtime.sv. Configuration: WT_POOL (index width WT_IDXW, {V, idx} width
 * WT_WPW).
 *
 * Policy (D3 §4.3): issue warps "in the order they arrive at the scheduler". SPEC 1.8 [RES]: a
 * FIFO of pool entries in allocation order; merging threads into an existing warp does not move
 * it. The list lives in the warp pool's scheduler-data field NEXT (SPEC 1.5), as the Majority's
 * group lists do; this block holds only its two ends:
 *  - HEAD {V, idx}: the oldest warp, issued next;
 *  - TAIL {V, idx}: the newest warp, whose NEXT a new warp is linked into.
 * {V, idx} fields are INVALID when all-zero (SPEC 0.2); reset is all-zero (empty FIFO).
 *
 * It is the Majority scheduler's place in dwf_sched under POLICY = DTime, with the same phases
 * (SPEC 1.7) and the same LINK write port to the pool; it never stalls an INSERT and is never
 * busy. One step (`comb`), phases in order, each seeing the previous one's writes (SPEC 0.3):
 *  1. ISSUE if HEAD.V: `iss_v`, `iss_idx` = HEAD.idx (0 when !iss_v). The pool answers with
 *     `iss_next` = pool[iss_idx].NEXT; commit: HEAD <- iss_next; if iss_idx == TAIL.idx, TAIL <-
 *     INVALID (the FIFO is empty; HEAD is then the tail's NEXT, INVALID in a legal run).
 *  2. port k = 0, then 1: if `ins<k>` (a new warp `ins<k>_wid` was allocated; a merge into an
 *     existing warp does not ask): if TAIL.V, the LINK write pool[TAIL.idx].NEXT <- {1, wid}
 *     (`lk<k>` = 1, `lk<k>_idx` = TAIL.idx), else HEAD <- {1, wid}; then TAIL <- {1, wid}.
 *     `lk<k>_idx` is 0 when !lk<k>.
 * MODEL bits: 2 WPW (16 on the baseline). PAPER: none (D3 gives no hardware for DTime); SPEC
 * 1.8's state column: head, tail 2 x 8 b.
 */
#ifndef DWF_DTIME_H
#define DWF_DTIME_H

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

static_assert(WT_WPW <= 32, "dwf_dtime keeps every field in uint32_t");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define DWF_DTIME_IN_FIELDS(X) \
  X(uint32_t, iss_next, WT_SCALAR, WT_WPW, "pool[iss_idx].NEXT {V, idx} (phase 1, read when iss_v)") \
  X(bool, ins0, WT_SCALAR, 1, "port 0: a new warp was allocated (phase 2)") \
  X(uint32_t, ins0_wid, WT_SCALAR, WT_IDXW, "port 0: its pool index") \
  X(bool, ins1, WT_SCALAR, 1, "port 1: a new warp was allocated (after port 0)") \
  X(uint32_t, ins1_wid, WT_SCALAR, WT_IDXW, "port 1: its pool index")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(dwf_dtime, DWF_DTIME)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define DWF_DTIME_OUT_FIELDS(X) \
  X(bool, iss_v, WT_SCALAR, 1, WT_ALWAYS, "a warp is issued") \
  X(uint32_t, iss_idx, WT_SCALAR, WT_IDXW, WT_IF(iss_v), "issued pool index (HEAD.idx)") \
  X(bool, lk0, WT_SCALAR, 1, WT_ALWAYS, "port 0 LINK pool write") \
  X(uint32_t, lk0_idx, WT_SCALAR, WT_IDXW, WT_IF(lk0), "port 0 LINK: pool entry whose NEXT <- {1, wid}") \
  X(bool, lk1, WT_SCALAR, 1, WT_ALWAYS, "port 1 LINK pool write") \
  X(uint32_t, lk1_idx, WT_SCALAR, WT_IDXW, WT_IF(lk1), "port 1 LINK: pool entry whose NEXT <- {1, wid}")
/** Outputs, combinational from state and inputs (see the phase order above). */
WT_OUT_STRUCT(dwf_dtime, DWF_DTIME)

/** The state fields in packing order, declared once (wt_block.h): the struct below, the field
 *  table in the .c, dwf_sched (which embeds it under POLICY = DTime) and the generated Verilog
 *  include dwf_dtime_fields.svh. X(type, field, dims, width, doc); the register of field f is f_q
 *  in the RTL. */
#define DWF_DTIME_STATE_FIELDS(X) \
  X(uint32_t, head, WT_SCALAR, WT_WPW, "HEAD {V, idx}: the oldest warp (SPEC 1.8 [RES])") \
  X(uint32_t, tail, WT_SCALAR, WT_WPW, "TAIL {V, idx}: the newest warp (SPEC 1.8 [RES])")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(dwf_dtime, DWF_DTIME)

/** dwf_dtime_reset (the `!rst_ni` branch: everything 0), dwf_dtime_comb, dwf_dtime_clock and the
 *  descriptor dwf_dtime_block (wt_block.h). */
WT_BLOCK_FUNCS(dwf_dtime)

/* Phase operations for dwf_sched, which interleaves them with the other blocks (SPEC 1.7); they
 * work in place on a next-state copy. comb = p1, issue_commit (if iss_v), insert port 0, port 1. */

/** Phase 1: `*iss_v` = HEAD.V, `*iss_idx` = HEAD.idx (0 when !iss_v). */
void dwf_dtime_p1(const dwf_dtime_state_t *s, bool *iss_v, uint32_t *iss_idx);
/** Phase 1 commit of an issue (only after p1 reported iss_v): HEAD <- next; TAIL <- INVALID if
 *  the issued index (the old HEAD.idx) == TAIL.idx. */
void dwf_dtime_issue_commit(dwf_dtime_state_t *s, uint32_t next);
/** Phase 2, one port: appends the new warp `wid`. `*lk`/`*lk_idx`: the LINK pool write
 *  pool[*lk_idx].NEXT <- {1, wid} (false/0 when the FIFO was empty). */
void dwf_dtime_insert(dwf_dtime_state_t *s, uint32_t wid, bool *lk, uint32_t *lk_idx);

/** Invariants visible inside this block: widths, and HEAD.V == TAIL.V (an empty FIFO has both
 *  ends invalid). The list itself needs the pool's NEXT and is checked by dwf_sched. */
bool dwf_dtime_check(const dwf_dtime_state_t *s, char *msg, size_t n);

/** The knobs this block reads (wt_block.h): only these enter its vector headers and its
 *  configuration hash; `make knobs-check` proves the list complete. */
#define DWF_DTIME_KNOBS(X) X(POOL)

#ifdef __cplusplus
}
#endif

#endif
