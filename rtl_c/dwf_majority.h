/**
 * @file dwf_majority.h
 * @brief Majority scheduler: Majority Entry + Max-Heap + MHeap LUT, with a per-step swap budget
 *        (SPEC 1.6 with the lead's [RES] on timing; D3 §4.4, Fig 4.5, §4.4.1-4.4.3, Tab 7.1).
 *
 * Verilog twin: hdl/dwf_majority.sv. Configuration: WT_HEAP (heap entries), WT_MHL_SETS x
 * WT_MHL_WAYS (MHeap LUT), WT_PCW, WT_THREADS (CNT width WT_CNTW), WT_POOL (WPH/WPT {V, idx} width
 * WT_WPW), WT_NL (NTHD width WT_NTHW), WT_TIE_SWAP (SIFT_UP swaps on equal CNT), WT_SWAPS (swaps
 * per step).
 *
 * Policy (D3 §4.3): issue every warp of the most common PC before choosing a new PC. State:
 *  - Majority Entry ME = {PC, CNT, WPH, WPT} and MEV (ME.PC valid): the group being issued.
 *  - Max-Heap H[0..HS-1], one entry per PC group {PC, CNT, WPH, WPT, LUT#}, ordered by CNT;
 *    0-based (parent(i) = (i-1)>>1, children 2i+1, 2i+2). Slots at or beyond HS keep their last
 *    contents (SPEC 0.3).
 *  - MHeap LUT: PC -> heap position, MHL_SETS x MHL_WAYS entries {PC (full tag), MH# = {V, heap
 *    idx}}, slot = set * WAYS + way, set = PC[MHL_SETW-1:0]; MH#.V is the entry valid bit. LUT# of
 *    a heap entry = {V, slot} is the back-pointer to the slot whose MH# points at it.
 *  - Swap engine {op_v, op_up, op_i}: the heap operation left pending when the step's budget ran
 *    out (op_up: SIFT_UP, else SIFT_DOWN; op_i: the moving entry's current index).
 * {V, idx} fields are INVALID when all-zero (SPEC 0.2); reset is all-zero everywhere.
 *
 * Heap operations (SPEC 1.6; [RES, revises SPEC 1.6 "Timing modes"]). A step has a budget of
 * `budget` swaps (WT_SWAPS in `comb`, UINT_MAX for the atomic Level-0 reference), step-local, not
 * state. Heap operations run in program order at the point they are issued (the phase-1 POP's
 * SIFT_DOWN, then each phase-2 INSERT's SIFT_UP) and share the budget. run(op) loops:
 *   if the op is finished -> op_v <- 0 (op_up/op_i keep their values); stop. Finished means:
 *     UP:   i == 0, or !(H[i].CNT > H[parent].CNT) (>= when WT_TIE_SWAP);
 *     DOWN: MAX-HEAPIFY picks m == i (m = i; left if left < HS and its CNT > H[m].CNT; right if
 *           right < HS and its CNT > H[m].CNT: ties keep the parent, then prefer the left child).
 *   if budget == 0 -> op_v <- 1, op_up <- UP, op_i <- i: the op is pending; stop.
 *   swap(H[i], H[j]) (j = parent or m, all five fields); then the back-pointer of the entry now at
 *   i, then of the entry now at j (each only when its LUT#.V): MHL[LUT#.idx].MH# <- {1, index};
 *   budget--; i <- j.
 * A compare that ends an operation is free, so an op whose next compare would not swap is never
 * left pending. With an unexhausted budget this is exactly the atomic algorithm of SPEC 1.6.
 * The model does run(op) as the RTL does, all of an op's swaps at once: op_unit() in the .c, the
 * twin of the RTL function op_unit, checked against this loop by a unit test. The continuation of a
 * pending op (step 3 below) runs in phase 1 in both twins (unit A): in a busy step nothing else
 * touches the heap, so the state is the same. Names correspond one to one: see the table at the
 * top of hdl/dwf_majority.sv.
 *
 * One step (`comb`), phases in order, each seeing the previous one's writes (SPEC 0.3):
 *  1. busy = op_v (at the start of the step). If !busy:
 *     POP if ME.CNT == 0 and HS > 0: ME <- {H[0].PC, CNT, WPH, WPT}, MEV <- 1; if H[0].LUT#.V,
 *       MHL[H[0].LUT#.idx].MH# <- INVALID; HS--; if HS > 0: H[0] <- H[HS] (all fields), its
 *       back-pointer (if LUT#.V) <- {1, 0}, run(DOWN from 0).
 *     ISSUE if ME.CNT > 0: `iss_v`, `iss_idx` = ME.WPH.idx, `iss_pc` = ME.PC. The pool answers
 *       combinationally with `iss_next` = pool[iss_idx].NEXT and `iss_nthd` = its thread count;
 *       commit: ME.WPH <- iss_next; ME.CNT <- ME.CNT - iss_nthd (mod 2^CNTW, as Verilog); if
 *       iss_idx == ME.WPT.idx, ME.WPT <- INVALID. ME.PC and MEV stay. (`iss_idx`/`iss_pc` are 0
 *       when !iss_v.)
 *  2. port k = 0, then 1: `ins<k>_ok` = (MEV && pc == ME.PC) || (!op_v && (MHL hit || (HS < HEAP
 *     && the PC's set has an invalid way))), on the state after the previous phases; it does not
 *     depend on `ins<k>` (nor on nthd/wid). If `ins<k>` && ok: INSERT(pc, nthd, wid):
 *       ME hit (MEV && pc == ME.PC, also when ME.CNT == 0): ME.CNT += nthd; LINK(ME, wid).
 *       MHL hit (first valid way of the set with tag pc), i = MH#.idx: H[i].CNT += nthd;
 *         LINK(H[i], wid); run(UP from i).
 *       miss: i = HS; HS++; H[i] <- {pc, nthd, {1,wid}, {1,wid}, {1, slot}} with slot = the
 *         set's lowest invalid way; MHL[slot] <- {pc, {1, i}}; run(UP from i).
 *     A request with ok = 0 is a stall: nothing changes (SPEC 0.3).
 *     LINK(G, wid): if G.WPT invalid: G.WPH = G.WPT = {1, wid}; else if wid != G.WPT.idx: the
 *     pool write pool[G.WPT.idx].NEXT <- {1, wid} (outputs `lk<k>` = 1, `lk<k>_idx` = G.WPT.idx)
 *     and G.WPT <- {1, wid}; else (merge into the tail warp) no change. `lk<k>_idx` is 0 when
 *     !lk<k>.
 *  3. end of step: if op_v, run(the pending op) with the remaining budget (the whole budget in a
 *     busy step; 0, i.e. no change, in a step where an op just ran out).
 * Consequences: a busy step neither pops nor issues; a phase-2 INSERT that would modify the heap
 * (MHL hit or new entry) stalls whenever op_v is set at that moment (busy at the start, or an
 * earlier op of this step ran out of budget); INSERTs that hit ME always proceed. With a budget
 * below the heap depth, heap updates can wait long: when every POP's SIFT_DOWN runs out and ME's
 * new group drains in one issue, each non-busy step pops and busies the heap again, so a new PC
 * gets in only once the heap is shallow enough (dwf3_heap_full under WT_SWAPS = 2).
 *
 * Reset: every field 0 (MEV = 0, all MH#/LUT#/WPH/WPT INVALID, HS = 0, op_v = 0).
 * MODEL bits: (PCW + CNTW + 2 WPW + 1) + HEAP (PCW + CNTW + 2 WPW + LUTNW) + HSW
 *   + MHL_ENTRIES (PCW + MHW) + 2 + HEAPW = 51 + 3719 + 3968 + 8 = 7746 for the baseline.
 * PAPER (D3 Tab 7.1): Max-Heap 3712, MHeap LUT 4992 (= 128 x 39; fields PC 24 + MH# 7 give 3968,
 * SPEC 8 X2); the Majority Entry, HS and the swap engine are not in Tab 7.1 (SPEC 8 X5, [RES]).
 */
#ifndef DWF_MAJORITY_H
#define DWF_MAJORITY_H

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

static_assert(WT_PCW <= 32 && WT_CNTW <= 32 && WT_WPW <= 32 && WT_LUTNW <= 32,
              "dwf_majority keeps every field in uint32_t");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define DWF_MAJORITY_IN_FIELDS(X) \
  X(uint32_t, iss_next, WT_SCALAR, WT_WPW, "pool[iss_idx].NEXT {V, idx} (phase 1, read when iss_v)") \
  X(uint32_t, iss_nthd, WT_SCALAR, WT_NTHW, "threads of pool[iss_idx] (read when iss_v)") \
  X(bool, ins0, WT_SCALAR, 1, "INSERT request, port 0 (phase 2)") \
  X(uint32_t, ins0_pc, WT_SCALAR, WT_PCW, "port 0 PC") \
  X(uint32_t, ins0_nthd, WT_SCALAR, WT_NTHW, "port 0 NTHD") \
  X(uint32_t, ins0_wid, WT_SCALAR, WT_IDXW, "port 0 WID") \
  X(bool, ins1, WT_SCALAR, 1, "INSERT request, port 1 (after port 0)") \
  X(uint32_t, ins1_pc, WT_SCALAR, WT_PCW, "port 1 PC") \
  X(uint32_t, ins1_nthd, WT_SCALAR, WT_NTHW, "port 1 NTHD") \
  X(uint32_t, ins1_wid, WT_SCALAR, WT_IDXW, "port 1 WID")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(dwf_majority, DWF_MAJORITY)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define DWF_MAJORITY_OUT_FIELDS(X) \
  X(bool, busy, WT_SCALAR, 1, WT_ALWAYS, "a heap op was pending at the start of the step") \
  X(bool, iss_v, WT_SCALAR, 1, WT_ALWAYS, "a warp is issued") \
  X(uint32_t, iss_idx, WT_SCALAR, WT_IDXW, WT_IF(iss_v), "issued pool index (ME.WPH.idx)") \
  X(uint32_t, iss_pc, WT_SCALAR, WT_PCW, WT_IF(iss_v), "issued PC (ME.PC)") \
  X(bool, ins0_ok, WT_SCALAR, 1, WT_ALWAYS, "port 0 INSERT would be accepted") \
  X(bool, lk0, WT_SCALAR, 1, WT_ALWAYS, "port 0 LINK pool write") \
  X(uint32_t, lk0_idx, WT_SCALAR, WT_IDXW, WT_IF(lk0), "port 0 LINK: pool entry whose NEXT <- {1, wid}") \
  X(bool, ins1_ok, WT_SCALAR, 1, WT_ALWAYS, "port 1 INSERT would be accepted") \
  X(bool, lk1, WT_SCALAR, 1, WT_ALWAYS, "port 1 LINK pool write") \
  X(uint32_t, lk1_idx, WT_SCALAR, WT_IDXW, WT_IF(lk1), "port 1 LINK: pool entry whose NEXT <- {1, wid}")
/** Outputs, combinational from state and inputs (see the phase order above). */
WT_OUT_STRUCT(dwf_majority, DWF_MAJORITY)

/** The state fields in packing order, declared once (wt_block.h): the struct below, the field
 *  table in the .c, parents that embed this state (dwf_sched) and the generated Verilog include
 *  dwf_majority_fields.svh all come from this list. X(type, field, dims, width, doc); the
 *  register of field f is f_q in the RTL, except MH#: mhv_q[e] (V) and mhi_q[t][e] (idx bit t),
 *  bit planes. */
#define DWF_MAJORITY_STATE_FIELDS(X) \
  X(uint32_t, me_pc, WT_SCALAR, WT_PCW, "Majority Entry PC [not in Tab 7.1: SPEC 8 X5]") \
  X(uint32_t, me_cnt, WT_SCALAR, WT_CNTW, "Majority Entry CNT: threads left in the group") \
  X(uint32_t, me_wph, WT_SCALAR, WT_WPW, "Majority Entry WPH {V, idx}: next warp to issue") \
  X(uint32_t, me_wpt, WT_SCALAR, WT_WPW, "Majority Entry WPT {V, idx}: tail warp") \
  X(bool, me_v, WT_SCALAR, 1, "MEV: Majority Entry PC valid [RES]") \
  X(uint32_t, h_pc, [WT_HEAP], WT_PCW, "Max-Heap PC (PAPER: PC 24-bit)") \
  X(uint32_t, h_cnt, [WT_HEAP], WT_CNTW, "Max-Heap CNT (PAPER: CNT 10-bit)") \
  X(uint32_t, h_wph, [WT_HEAP], WT_WPW, "Max-Heap WPH {V, idx} (PAPER: WPH 8-bit)") \
  X(uint32_t, h_wpt, [WT_HEAP], WT_WPW, "Max-Heap WPT {V, idx} (PAPER: WPT 8-bit)") \
  X(uint32_t, h_lutn, [WT_HEAP], WT_LUTNW, "Max-Heap LUT# {V, MHL slot} (PAPER: LUT# 8-bit)") \
  X(uint32_t, hs, WT_SCALAR, WT_HSW, "heap size HS, 0..HEAP [not in Tab 7.1: SPEC 8 X5]") \
  X(uint32_t, mhl_pc, [WT_MHL_ENTRIES], WT_PCW, "MHeap LUT PC tag (PAPER: PC 24-bit)") \
  X(uint32_t, mhl_mh, [WT_MHL_ENTRIES], WT_MHW, "MHeap LUT MH# {V, heap idx} (PAPER: MH# 7-bit)") \
  X(bool, op_v, WT_SCALAR, 1, "swap engine: a heap op is pending [RES]") \
  X(bool, op_up, WT_SCALAR, 1, "swap engine: the pending op is a SIFT_UP [RES]") \
  X(uint32_t, op_i, WT_SCALAR, WT_HEAPW, "swap engine: the pending op's current index [RES]")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(dwf_majority, DWF_MAJORITY)

/** dwf_majority_reset (the `!rst_ni` branch: everything 0), dwf_majority_comb (with the swap
 *  budget WT_SWAPS), dwf_majority_clock and the descriptor dwf_majority_block (wt_block.h). */
WT_BLOCK_FUNCS(dwf_majority)

/** `comb` with an explicit swap budget per step: dwf_majority_comb() is this with WT_SWAPS;
 *  UINT_MAX gives the atomic (Level-0) algorithmic reference, which never leaves an op pending
 *  (C only; the RTL implements WT_SWAPS). */
void dwf_majority_comb_budget(const dwf_majority_state_t *s, const dwf_majority_in_t *in,
                              dwf_majority_out_t *out, dwf_majority_state_t *next, unsigned budget);

/** Test hook: dwf_majority_comb_budget() with the SIFT_UP tie rule given explicitly instead of
 *  WT_TIE_SWAP (false: swap on '>', the [RES] default; true: on '>=', D3's literal reading). */
void dwf_majority_comb_tie(const dwf_majority_state_t *s, const dwf_majority_in_t *in,
                           dwf_majority_out_t *out, dwf_majority_state_t *next, unsigned budget,
                           bool tie_swap);

/* Phase operations for parents that interleave them with other blocks (SPEC 1.7). They work in
 * place on a next-state copy and share one dwf_majority_step_t per step (start it at
 * {WT_SWAPS, false}). comb = p1, issue_commit (if iss_v), ok/insert for port 0, then port 1,
 * then end. SIFT_UP ties follow WT_TIE_SWAP. Between p1 and end, op_v is the RTL's `opv`: an op
 * was pending at the start of the step or one of this step ran out, so heap updates stall; end
 * sets it to the next state's op_v. */

/** Step-local values of the phase operations (not state): `b`, the swaps the step has left for
 *  its next heap op (RTL g_op[k].b), and `pend`, an op of the step ran out of budget (RTL
 *  g_op[0].pend || g_op[1].pend || g_op[2].pend, the next op_v). */
typedef struct dwf_majority_step {
  unsigned b;
  bool pend;
} dwf_majority_step_t;

/** Phase 1: `*busy` = op_v. If busy, the pending op continues (unit A) under `st->b`; else POP
 *  when ME.CNT == 0 and HS > 0 (its SIFT_DOWN is unit A, may be left pending), then `*iss_v` =
 *  ME.CNT > 0 with `*iss_idx` = ME.WPH.idx and `*iss_pc` = ME.PC (both 0 when !iss_v). Does not
 *  consume the issued warp: call dwf_majority_issue_commit() with the pool's answer when
 *  `*iss_v`. */
void dwf_majority_p1(dwf_majority_state_t *s, dwf_majority_step_t *st, bool *busy, bool *iss_v,
                     uint32_t *iss_idx, uint32_t *iss_pc);
/** Phase 1 commit of an issue (only after p1 reported iss_v): ME.WPH <- next; ME.CNT -= nthd
 *  (mod 2^CNTW); ME.WPT <- INVALID if the issued index (the old WPH.idx) == ME.WPT.idx. */
void dwf_majority_issue_commit(dwf_majority_state_t *s, uint32_t next, uint32_t nthd);
/** Whether INSERT(pc) would be accepted now (`ins<k>_ok`). */
bool dwf_majority_ok(const dwf_majority_state_t *s, uint32_t pc);
/** INSERT(pc, nthd, wid) if dwf_majority_ok(s, pc), else nothing (a stall); returns whether it
 *  was accepted. `*lk`/`*lk_idx`: the LINK pool write pool[*lk_idx].NEXT <- {1, wid} (false/0
 *  when none). A heap-modifying INSERT's SIFT_UP runs under `st->b`. */
bool dwf_majority_insert(dwf_majority_state_t *s, dwf_majority_step_t *st, uint32_t pc, uint32_t nthd,
                         uint32_t wid, bool *lk, uint32_t *lk_idx);
/** End of step: op_v <- `st->pend`. */
void dwf_majority_end(dwf_majority_state_t *s, const dwf_majority_step_t *st);

/** Test hook: one heap op as the op unit does it, K = H[i], SIFT_UP (`up`) or SIFT_DOWN over
 *  [0, HS), under `*budget` (decremented by the swaps done): the contract of run(op) in the
 *  comment at the top (op_v <- whether it was left pending; op_up/op_i set only then). */
void dwf_majority_op(dwf_majority_state_t *s, unsigned *budget, bool up, uint32_t i, bool tie);

/** The SPEC 7.3 invariants visible inside this block. Returns true when they all hold; otherwise
 *  writes the first violation into `msg` (n bytes). Checked:
 *   - widths: no bits above any field's width; HS <= HEAP; op_v -> op_i < HS;
 *   - heap property H[parent(i)].CNT >= H[i].CNT for 0 < i < HS, except the one edge a pending op
 *     is still repairing (op_up: (parent(op_i), op_i); !op_up: (op_i, its children));
 *   - every live heap entry (i < HS): CNT > 0, WPH and WPT valid, LUT# valid and
 *     MHL[LUT#.idx].MH# == {1, i};
 *   - every valid MHL entry sits in the set of its PC and points at a live heap entry with the
 *     same PC whose LUT# points back; hence exactly HS valid MHL entries;
 *   - one heap group per PC, and none with PC == ME.PC while MEV;
 *   - ME: ME.CNT == 0 <-> ME.WPH invalid; WPH.V == WPT.V; !MEV -> ME.CNT == 0.
 *  The CNT sums of SPEC 7.3 need the warp pool and are checked by dwf_sched. */
bool dwf_majority_check(const dwf_majority_state_t *s, char *msg, size_t n);

/** The knobs this block reads (wt_block.h): only these enter its vector headers and its
 *  configuration hash; `make knobs-check` proves the list complete. */
#define DWF_MAJORITY_KNOBS(X) \
  X(NL) X(PCW) X(THREADS) X(POOL) X(HEAP) X(MHL_SETS) X(MHL_WAYS) X(TIE_SWAP) X(SWAPS) X(POLICY)

#ifdef __cplusplus
}
#endif

#endif
