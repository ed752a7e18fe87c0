/**
 * @file pe_pqueue.h
 * @brief Warped-Preexecution P-queue of one SM: a PQ-entry queue per warp of the pre-executed
 *        instructions and their renamed results (SPEC 3.6; D1 §5.1, §5.2, §5.3, Fig 9).
 *
 * Verilog twin: hdl/pe_pqueue.sv. Configuration: WARPS, AREGW, RREGS, PQ, PQOFFW, PCW
 * (configs/knobs.def), derived WT_PE_WIDW, WT_PHYW, WT_PQIW, WT_PQPW, WT_PQEW (params/pe_params.h).
 *
 * Per warp w: entries E[w][0..PQ-1], each held as its packed SPEC 3.6 word of WT_PQEW bits (37 at
 * the baseline), MSB to LSB {V, OFF (PQOFFW, signed PC - BASE), DST, SRC0, SRC1 (AREGW each),
 * PHY (WT_PHYW), RDY}; HEAD and TAIL (WT_PQPW bits, 0..PQ: SPEC 3.6 [RES], P3); BASE (PCW bits).
 * The state field `e` is the array of these words, so the packed state shows every entry as its
 * SPEC word: PM-1's E0 reads 0x1020108502, then 0x1020108503 after its writeback.
 *
 * One step, in this order (normative; every phase sees the writes of the ones before):
 *  1. P-mode writebacks, ports K = 0, 1, on the start-of-step state (SPEC 3.6 wb [RES]):
 *     `pwbK_v, pwbK_wid, pwbK_qidx, pwbK_phy`: if E[wid][qidx].V and E[wid][qidx].PHY == phy then
 *     E[wid][qidx].RDY = 1. A late writeback of a discarded episode (V = 0, or a new entry with
 *     another PHY) changes nothing. Both ports may name the same entry.
 *  2. Discard (SPEC 3.6 [RES] discard), on the state after 1. `ent_v, ent_wid, ent_base` (P-mode
 *     entry): discard the warp's queue, then reset(base): HEAD = TAIL = 0, every V = 0,
 *     BASE = ent_base. `dis_v, dis_wid` (warp exit): discard only: every V = 0, HEAD, TAIL and
 *     BASE unchanged. Every discarded entry with V = 1 sets bit PHY of `rel_mask` if its RDY = 1
 *     (avail.release) and of `zmb_mask` if RDY = 0 (avail.mark_zombie); the masks OR both ports.
 *     Both ports may name the same warp: its entries are discarded once and the reset applies.
 *  3. Insert, on the state after 2. `can_ins` = ins_wid < WARPS && TAIL < PQ && in_range(diff),
 *     diff = ins_pc - BASE, the exact signed PCW+1-bit difference, in range iff
 *     -2^(PQOFFW-1) <= diff <= 2^(PQOFFW-1) - 1 (SPEC 3.6 range rule [RES]). It is an answer to
 *     the query (`ins_wid`, `ins_pc`) and does not depend on `ins_v`. If `ins_v` and `can_ins`:
 *     E[TAIL] = {1, diff[PQOFFW-1:0], ins_dst, ins_src0, ins_src1, ins_phy, 0}, TAIL++.
 *     `ins_qidx` = TAIL (after 2), qualified by can_ins (0 while can_ins = 0). An insert while
 *     !can_ins is ignored (the classifier skips the instruction, SPEC 3.7).
 *  4. Head match, on the state after 3. `hm_match` = hm_wid < WARPS && HEAD < TAIL && E[HEAD].V
 *     && (BASE + sext(E[HEAD].OFF)) mod 2^PCW == hm_pc; `hm_rdy`, `hm_dst`, `hm_phy`, `hm_src0`,
 *     `hm_src1` are E[HEAD]'s RDY, DST, PHY, SRC0, SRC1, qualified by hm_match (0 while it is 0):
 *     SPEC 3.6 head_match returns E[HEAD], and the reused instruction enters the instruction
 *     buffer "along with the register ids" (SPEC 3.8), so the sources are read out too (and
 *     their flip-flops have a reader: FFs = MODEL). `pop_v, pop_wid`: if
 *     HEAD < TAIL then E[HEAD].V = 0, HEAD++ (else ignored; the matcher pops after a match, the
 *     pop does not look at hm_*).
 *
 * Every input value has a defined effect: a warp id >= WARPS and a writeback index >= PQ name no
 * entry and are ignored (an insert query for such a warp answers can_ins = 0, a head match 0).
 * Register fields are stored as given (the all-ones "none" index is a legal source value).
 *
 * Invariants (`check`, every cycle): HEAD <= TAIL <= PQ per warp; every entry at an index >= TAIL
 * or < HEAD has V = 0; no bit above any field's width.
 *
 * Reset: every entry 0, HEAD = TAIL = 0, BASE = 0.
 * MODEL bits: WARPS x (PQ x PQEW + 2 x PQPW + PCW) = 48 x 336 = 16128 at the baseline; PAPER
 * 48 x 334 = 16032 (D1 §5.3: 3-bit HEAD and TAIL; SPEC 8 P3).
 *
 * Storage: flip-flops, no `mems` entry. Each warp's queue is one small array of PQ x PQEW = 296
 * bits at the baseline (under SRAM_MIN_BITS = 512), and discard/reset clear every V bit of a warp
 * in one step, a flash clear an SRAM array does not offer; every warp's queue is read and written
 * by up to five ports per step (2 writebacks, insert, head read, pop).
 */
#ifndef PE_PQUEUE_H
#define PE_PQUEUE_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_PQEW <= 64 && WT_PCW <= 32, "pe_pqueue keeps entries in uint64_t, PCs in uint32_t");
static_assert(WT_PQOFFW <= WT_PCW, "pe_pqueue: the offset is sign-extended to the PC width");

/** The container of an entry word (wt_block.h: 2..32 bits in uint32_t, 33..64 in uint64_t). */
#if WT_PQEW > 32
typedef uint64_t pe_pqueue_ent_t;
#else
typedef uint32_t pe_pqueue_ent_t;
#endif

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define PE_PQUEUE_IN_FIELDS(X) \
  X(bool, pwb0_v, WT_SCALAR, 1, "P-mode writeback, port 0 (phase 1)") \
  X(uint32_t, pwb0_wid, WT_SCALAR, WT_PE_WIDW, "its warp") \
  X(uint32_t, pwb0_qidx, WT_SCALAR, WT_PQIW, "its P-queue entry") \
  X(uint32_t, pwb0_phy, WT_SCALAR, WT_PHYW, "its rename index: RDY is set only if the entry holds it") \
  X(bool, pwb1_v, WT_SCALAR, 1, "P-mode writeback, port 1 (phase 1)") \
  X(uint32_t, pwb1_wid, WT_SCALAR, WT_PE_WIDW, "its warp") \
  X(uint32_t, pwb1_qidx, WT_SCALAR, WT_PQIW, "its P-queue entry") \
  X(uint32_t, pwb1_phy, WT_SCALAR, WT_PHYW, "its rename index") \
  X(bool, ent_v, WT_SCALAR, 1, "P-mode entry: discard, then reset(base) (phase 2)") \
  X(uint32_t, ent_wid, WT_SCALAR, WT_PE_WIDW, "the entering warp") \
  X(uint32_t, ent_base, WT_SCALAR, WT_PCW, "the new BASE: the trigger instruction's PC") \
  X(bool, dis_v, WT_SCALAR, 1, "warp exit: discard only (phase 2)") \
  X(uint32_t, dis_wid, WT_SCALAR, WT_PE_WIDW, "the exiting warp") \
  X(uint32_t, ins_wid, WT_SCALAR, WT_PE_WIDW, "insert query: warp (phase 3)") \
  X(uint32_t, ins_pc, WT_SCALAR, WT_PCW, "insert query: PC of the pre-executed instruction") \
  X(bool, ins_v, WT_SCALAR, 1, "insert (taken only if can_ins)") \
  X(uint32_t, ins_dst, WT_SCALAR, WT_AREGW, "architected destination") \
  X(uint32_t, ins_src0, WT_SCALAR, WT_AREGW, "architected source 0 (all ones = none)") \
  X(uint32_t, ins_src1, WT_SCALAR, WT_AREGW, "architected source 1 (all ones = none)") \
  X(uint32_t, ins_phy, WT_SCALAR, WT_PHYW, "rename index allocated for the destination") \
  X(uint32_t, hm_wid, WT_SCALAR, WT_PE_WIDW, "head match: warp (phase 4)") \
  X(uint32_t, hm_pc, WT_SCALAR, WT_PCW, "head match: the N-mode fetch PC") \
  X(bool, pop_v, WT_SCALAR, 1, "pop the head entry (phase 4, after the match)") \
  X(uint32_t, pop_wid, WT_SCALAR, WT_PE_WIDW, "its warp")
/** Inputs, sampled every step. */
WT_IN_STRUCT(pe_pqueue, PE_PQUEUE)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define PE_PQUEUE_OUT_FIELDS(X) \
  X(bool, rel_mask, [WT_RREGS], 1, WT_ALWAYS, \
    "phase 2: rename indices to release (discarded entries with RDY = 1)") \
  X(bool, zmb_mask, [WT_RREGS], 1, WT_ALWAYS, \
    "phase 2: rename indices to mark zombie (discarded entries with RDY = 0)") \
  X(bool, can_ins, WT_SCALAR, 1, WT_ALWAYS, "phase 3: TAIL < PQ and ins_pc - BASE in range") \
  X(uint32_t, ins_qidx, WT_SCALAR, WT_PQIW, WT_IF(can_ins), \
    "phase 3: the entry an insert takes (TAIL; 0 when not can_ins)") \
  X(bool, hm_match, WT_SCALAR, 1, WT_ALWAYS, "phase 4: the head entry is valid and its PC is hm_pc") \
  X(bool, hm_rdy, WT_SCALAR, 1, WT_IF(hm_match), "its Reuse.Rdy (0 when no match)") \
  X(uint32_t, hm_dst, WT_SCALAR, WT_AREGW, WT_IF(hm_match), "its architected destination (0 when no match)") \
  X(uint32_t, hm_phy, WT_SCALAR, WT_PHYW, WT_IF(hm_match), "its rename index (0 when no match)") \
  X(uint32_t, hm_src0, WT_SCALAR, WT_AREGW, WT_IF(hm_match), "its architected source 0 (0 when no match)") \
  X(uint32_t, hm_src1, WT_SCALAR, WT_AREGW, WT_IF(hm_match), "its architected source 1 (0 when no match)")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(pe_pqueue, PE_PQUEUE)

/** The state fields in packing order, LSB first, declared once (wt_block.h). X(type, field,
 *  dims, width, doc); the register of field f is f_q. Entry e[w][k] is the SPEC 3.6 word. */
#define PE_PQUEUE_STATE_FIELDS(X) \
  X(pe_pqueue_ent_t, e, [WT_WARPS][WT_PQ], WT_PQEW, \
    "entries {V, OFF, DST, SRC0, SRC1, PHY, RDY} per warp (PAPER: 8 x 37 b)") \
  X(uint32_t, head, [WT_WARPS], WT_PQPW, "HEAD per warp, 0..PQ (PAPER: 3 b; P3)") \
  X(uint32_t, tail, [WT_WARPS], WT_PQPW, "TAIL per warp, 0..PQ, saturating at PQ (PAPER: 3 b; P3)") \
  X(uint32_t, base, [WT_WARPS], WT_PCW, "BASE per warp: the trigger PC (PAPER: 32 b)")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(pe_pqueue, PE_PQUEUE)

/* The entry word's sub-fields, from their one list (params/pe_params.h WT_PQE_FIELDS, LSB first):
 * PQ_ENTRY_OFF(f) is sub-field f's bit offset, PQ_ENTRY_W(f) its width. The enum counts the bits:
 * each offset is the one after the previous sub-field's last bit. */
#define PQ_ENTRY_ENUM_(f, w) pq_entry_off_##f##_, pq_entry_last_##f##_ = pq_entry_off_##f##_ + (w)-1,
enum { WT_PQE_FIELDS(PQ_ENTRY_ENUM_) pq_entry_bits_ };
#undef PQ_ENTRY_ENUM_
#define PQ_ENTRY_OFF(f) ((unsigned)pq_entry_off_##f##_)
#define PQ_ENTRY_W(f) ((unsigned)(pq_entry_last_##f##_ - pq_entry_off_##f##_ + 1))
static_assert(pq_entry_bits_ == WT_PQEW, "pe_pqueue: the entry's sub-fields fill WT_PQEW");

/** Per sub-field f of an entry word: pq_entry_f(e) reads it, pq_entry_set_f(e, x) is `e` with it
 *  replaced by `x` (masked to its width). The only code that decodes an entry's bits. */
#define PQ_ENTRY_ACCESS_(f, w) \
  static inline uint32_t pq_entry_##f(uint64_t e) { \
    return (uint32_t)((e >> PQ_ENTRY_OFF(f)) & WT_MASK64(PQ_ENTRY_W(f))); \
  } \
  static inline pe_pqueue_ent_t pq_entry_set_##f(uint64_t e, uint64_t x) { \
    const uint64_t m = WT_MASK64(PQ_ENTRY_W(f)) << PQ_ENTRY_OFF(f); \
    return (pe_pqueue_ent_t)((e & ~m) | ((x << PQ_ENTRY_OFF(f)) & m)); \
  }
WT_PQE_FIELDS(PQ_ENTRY_ACCESS_)
#undef PQ_ENTRY_ACCESS_

/** The entry word {v, off, dst, src0, src1, phy, rdy} (each masked to its width). */
pe_pqueue_ent_t pe_pqueue_word(bool v, uint32_t off, uint32_t dst, uint32_t src0, uint32_t src1, uint32_t phy,
                               bool rdy);

/** pe_pqueue_reset (the `!rst_ni` branch), pe_pqueue_comb, pe_pqueue_clock and the descriptor
 *  pe_pqueue_block (wt_block.h). */
WT_BLOCK_FUNCS(pe_pqueue)

/** The invariants above; false and a message in `msg` on a violation. */
bool pe_pqueue_check(const pe_pqueue_state_t *s, char *msg, size_t len);

/** The knobs this block reads (wt_block.h); `make knobs-check` proves the list complete. */
#define PE_PQUEUE_KNOBS(X) X(PCW) X(WARPS) X(AREGW) X(RREGS) X(PQ) X(PQOFFW)

#ifdef __cplusplus
}
#endif

#endif
