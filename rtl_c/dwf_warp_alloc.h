/**
 * @file dwf_warp_alloc.h
 * @brief Warp allocator: the FIFO free-list of warp-pool indices (SPEC 1.4; D3 §4.2, Tab 7.1).
 *
 * Verilog twin: hdl/dwf_warp_alloc.sv. Configuration: WT_POOL (entries), derived WT_IDXW and
 * WT_ALLOC_CNTW (params/wt_params.h).
 *
 * "Once issued, the warp pool entry used by the warp is returned to the warp allocator." The
 * paper gives only the storage (POOL x IDX); the FIFO organisation is SPEC 1.4 [RES].
 *
 * One cycle runs these phases in order, each seeing the writes of the one before (SPEC 0.3):
 *  1. push:   if `push` and count < POOL: slot[tail] <- push_idx, tail++, count++.
 *             A push into a full FIFO cannot happen in a correct scheduler (every index is either
 *             free or in use); it is dropped, leaving the state unchanged.
 *  2. port 0: `pop0_valid` = count > 0, `pop0_idx` = slot[head] (0 when not valid). If `pop0`
 *             and pop0_valid: head++, count--. A `pop0` with count = 0 is a stall: no change.
 *  3. port 1: the same with `pop1`, after port 0.
 * Pointers wrap at POOL (POOL need not be a power of two). A pop in the cycle of a push into an
 * empty FIFO returns the pushed index (phase 2 sees phase 1). `popK_valid`/`popK_idx` depend
 * combinationally on `push`, `push_idx` and (for port 1) `pop0`, never on `popK` itself, so a
 * requester may decide whether to pop from them.
 *
 * Reset: slot[i] = i, head = tail = 0, count = POOL.
 * MODEL bits: POOL*IDXW + 2*IDXW + ALLOC_CNTW (918 for the baseline; PAPER 896).
 */
#ifndef DWF_WARP_ALLOC_H
#define DWF_WARP_ALLOC_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_IDXW <= 32 && WT_ALLOC_CNTW <= 32, "dwf_warp_alloc keeps indices in uint32_t");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define DWF_WARP_ALLOC_IN_FIELDS(X) \
  X(bool, push, WT_SCALAR, 1, "return an index to the free list (phase 1)") \
  X(uint32_t, push_idx, WT_SCALAR, WT_IDXW, "index returned") \
  X(bool, pop0, WT_SCALAR, 1, "pop through port 0 (phase 2)") \
  X(bool, pop1, WT_SCALAR, 1, "pop through port 1 (phase 3)")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(dwf_warp_alloc, DWF_WARP_ALLOC)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define DWF_WARP_ALLOC_OUT_FIELDS(X) \
  X(bool, pop0_valid, WT_SCALAR, 1, WT_ALWAYS, "index available to port 0") \
  X(uint32_t, pop0_idx, WT_SCALAR, WT_IDXW, WT_IF(pop0_valid), "index port 0 gets") \
  X(bool, pop1_valid, WT_SCALAR, 1, WT_ALWAYS, "index available to port 1") \
  X(uint32_t, pop1_idx, WT_SCALAR, WT_IDXW, WT_IF(pop1_valid), "index port 1 gets")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(dwf_warp_alloc, DWF_WARP_ALLOC)

/** The state fields in packing order, declared once (wt_block.h): the struct below, the field
 *  table in the .c, parents that embed this state (dwf_sched) and the generated Verilog include
 *  dwf_warp_alloc_fields.svh all come from this list. X(type, field, dims, width, doc); the
 *  register of field f is f_q in the RTL. */
#define DWF_WARP_ALLOC_STATE_FIELDS(X) \
  X(uint32_t, slot, [WT_POOL], WT_IDXW, "FIFO storage (PAPER: 'IDX (7-bit)' x 128)") \
  X(uint32_t, head, WT_SCALAR, WT_IDXW, "pop pointer [RES]") \
  X(uint32_t, tail, WT_SCALAR, WT_IDXW, "push pointer [RES]") \
  X(uint32_t, count, WT_SCALAR, WT_ALLOC_CNTW, "free indices held, 0..POOL [RES]")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(dwf_warp_alloc, DWF_WARP_ALLOC)

/** dwf_warp_alloc_reset (the `!rst_ni` branch), dwf_warp_alloc_comb, dwf_warp_alloc_clock and the
 *  descriptor dwf_warp_alloc_block (wt_block.h). */
WT_BLOCK_FUNCS(dwf_warp_alloc)

/* Phase operations, for parents that interleave them with other blocks (SPEC 1.7). They work in
 * place on a next-state copy. */

/** Phase 1: push `idx` unless the FIFO is full; returns whether it was taken. */
bool dwf_warp_alloc_push(dwf_warp_alloc_state_t *s, uint32_t idx);
/** What a pop would return now: `*idx` = slot[head] if count > 0 (else 0); returns count > 0. */
bool dwf_warp_alloc_peek(const dwf_warp_alloc_state_t *s, uint32_t *idx);
/** Pops one index if count > 0; returns whether it did. */
bool dwf_warp_alloc_pop(dwf_warp_alloc_state_t *s);

/** The knobs this block reads (wt_block.h): only these enter its vector headers and its
 *  configuration hash; `make knobs-check` proves the list complete. */
#define DWF_WARP_ALLOC_KNOBS(X) X(POOL)

#ifdef __cplusplus
}
#endif

#endif
