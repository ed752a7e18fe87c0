/**
 * @file ilp_scoreboard.h
 * @brief The many-thread-aware shared scoreboard of one SM (SPEC 4.1; D0 §4.4.2, Fig 39(a)(b),
 *        Fig 40): outstanding instructions of every warp, their results, in-order commit per warp.
 *
 * Verilog twin: hdl/ilp_scoreboard.sv. Configuration: W = ILP_WARPS warps, E = SB_ENTRIES entries,
 * SB_TAGS physical vector registers, NL lanes, SB_DW data bits per thread (configs/knobs.def);
 * derived K = WT_SBKW (entry index), TAGW = WT_SBTAGW, WW = WT_ILPWW (params/ilp_params.h).
 *
 * State (SPEC 4.1 names, packed in this order):
 *   tag CAM, per entry e:  TAG (TAGW), NM (1: 0 masks the entry from searches), VLD (1: allocated)
 *   data store, per entry: COMP (1), ACTIVE (NL), STATUS (NL), DATA[NL] (DW each), NEXT (K)
 *   per warp w:            HEAD (K), TAIL (K), INBOARD (1), INSTORE (1), RDY_OVR (1)
 * MODEL = E x (TAGW + 2) + E x (1 + 2 NL + NL DW + K) + W x (2K + 3): 88 + 8736 + 288 = 9112 b at
 * the baseline (SPEC 4.1). Stale contents stay (SPEC 0.3): freeing an entry clears only VLD;
 * allocation writes TAG, NM, VLD, ACTIVE, STATUS, COMP (and NEXT of the old tail), never DATA or
 * the new entry's NEXT.
 *
 * Instruction classes (input `icls`): 0 ALU (with a destination if `idv`, else none), 1 LOAD
 * (destination if `idv`), 2 STORE (no register destination: `idv` and `idst` only fill TAG),
 * 3 CTRL (branch, barrier: no destination, no entry). An instruction *needs an entry* iff it is a
 * STORE or an ALU/LOAD with `idv` (SPEC 4.1 step 5 [RES]: no other instruction allocates).
 *
 * RDY_OVR polarity [reading of SPEC 4.1]: SPEC writes RDY_OVR as "the ready reset until writeback"
 * state, but its step 1 ("set RDY_OVR[w]=0" at the untracked writeback) and step 4c ("RDY_OVR==0
 * -> not ready") contradict each other, and step 5 leaves the value unsaid. The model reads
 * RDY_OVR = 1 as "the warp's ready bit is reset until its untracked instruction writes back": the
 * untracked issue sets it, the untracked writeback (`uwb_v`, `uwb_w`) clears it, and RDY_OVR = 1
 * makes the warp not ready. So the all-zero reset means "no override".
 *
 * Untracked STORE [reading]: a store needs INBOARD[w] = 0 anyway; if no entry is free it issues
 * untracked like any other instruction: no entry, INSTORE stays 0, RDY_OVR[w] = 1 until its
 * writeback (`uwb`: the SM's acknowledgement that the store was performed). While RDY_OVR is set
 * the warp issues nothing, so a younger load cannot pass the store; the store never appears as a
 * commit (`cm_st`), the SM performs it directly.
 *
 * One step = one SM cycle, in SPEC 4.1's order, each phase seeing the writes of the ones before:
 *  1. writeback: if `wb_v`: DATA[wb_e][t] = wb_data[t] and STATUS[wb_e] |= wb_mask for t in
 *     wb_mask (the protocol names an allocated entry and threads of its ACTIVE mask; the block
 *     writes whatever it is given). If `uwb_v` and `uwb_w` < W: RDY_OVR[uwb_w] = 0.
 *  2. completion: COMP[wb_e] = (ACTIVE[wb_e] == STATUS[wb_e]), D0's "inverted XOR", on the entry
 *     just written (the only one whose ACTIVE or STATUS changed since it was last computed: the
 *     allocation sets COMP = (ACTIVE == 0) = (ACTIVE == STATUS)). So COMP == (ACTIVE == STATUS)
 *     holds for every allocated entry at every step boundary.
 *  3. commit (one per cycle, lowest warp id first [RES]): the lowest w with INBOARD[w] and
 *     COMP[HEAD[w]] commits h = HEAD[w]: `cm_v`, `cm_w` = w, `cm_tag` = TAG[h], `cm_mask` =
 *     ACTIVE[h], `cm_data` = DATA[h], `cm_st` = INSTORE[w] (while INSTORE[w] the store is HEAD[w]);
 *     VLD[h] = 0; INSTORE[w] = 0; if HEAD[w] == TAIL[w] then INBOARD[w] = 0 else HEAD[w] =
 *     NEXT[h].
 *  4. ready (every warp, on the state after phase 3): `rdy[w]` = `iv[w]` and
 *     a. no valid source k (bit k of `isv[w]`) hits an entry (VLD & NM & TAG == src) with COMP 0;
 *     b. WAW: a destination (ALU or LOAD with `idv`) hitting entry o (VLD & NM & TAG == idst) is
 *        ready only if (ACTIVE[o] & ~imask) == 0 (the superset rule);
 *     c. structure: an instruction that needs an entry while none is free is ready (untracked)
 *        only if INBOARD[w] = 0; RDY_OVR[w] = 1 -> not ready (any class);
 *     d. memory: a STORE only if INBOARD[w] = 0; a LOAD not while INSTORE[w].
 *     (Barriers are the SM's: it presents no instruction, `iv` = 0, until the TB has arrived.)
 *  5. issue: if `is_en`, the first ready warp at or after `is_prio` (the lowest ready w >= is_prio,
 *     else the lowest ready w) issues: `is_v`, `is_w`. If it needs an entry and one is free
 *     (after phase 3), it is tracked (`is_trk`): e = the lowest free entry (`is_e`), VLD = 1,
 *     TAG = idst, NM = (it has a register destination), ACTIVE = imask, STATUS = 0,
 *     COMP = (imask == 0); the WAW hit o, if any, gets NM[o] = 0; linking: if INBOARD[w] = 0 then
 *     HEAD = TAIL = e, INBOARD = 1, else NEXT[TAIL[w]] = e, TAIL[w] = e; a STORE sets INSTORE.
 *     If it needs an entry and none is free, it issues untracked: RDY_OVR[w] = 1. An instruction
 *     that needs no entry changes no state (`is_trk` = 0 for both). The forwarded operands
 *     `op_hit[k]`, `op_mask[k]` = ACTIVE, `op_data[k]` = DATA of the entry source k hits (COMP 1,
 *     since the warp was ready; zeros when no hit): threads in op_mask take op_data, the others
 *     the register file (SPEC 4.1 step 4a [RES]).
 * Per-warp logic evaluated every cycle: the ready check of phase 4 (the scheduler needs every
 * warp's ready bit) and the commit candidate COMP[HEAD[w]]. The issue-side updates exist once,
 * multiplexed by the issued warp.
 *
 * Invariants (check hook): each warp's list is a chain HEAD..TAIL through NEXT of VLD entries
 * whose length is the warp's number of entries; the lists are disjoint and every VLD entry is on
 * one (a free entry is on none); VLD & NM tags are unique; INBOARD = 0 -> the warp owns no entry;
 * INSTORE -> INBOARD; RDY_OVR -> INBOARD = 0; COMP == (ACTIVE == STATUS) for every VLD entry
 * (a free entry keeps its stale COMP; reset leaves COMP 0 with ACTIVE == STATUS == 0).
 *
 * Reset: all zero (no entry, no list, no override).
 */
#ifndef ILP_SCOREBOARD_H
#define ILP_SCOREBOARD_H

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

/** Source operands per instruction (SPEC 4.1 step 4a; D0's three-source instructions). */
#define ILP_SB_NSRC 3
/** Instruction classes (input `icls`). */
enum { ILP_CLS_ALU = 0, ILP_CLS_LOAD = 1, ILP_CLS_STORE = 2, ILP_CLS_CTRL = 3 };

static_assert(WT_NL <= 32 && WT_SB_DW <= 32 && WT_SBTAGW <= 32,
              "ilp_scoreboard keeps masks, data and tags in uint32_t");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define ILP_SCOREBOARD_IN_FIELDS(X) \
  X(bool, wb_v, WT_SCALAR, 1, "tracked writeback (phase 1)") \
  X(uint32_t, wb_e, WT_SCALAR, WT_SBKW, "its entry") \
  X(uint32_t, wb_mask, WT_SCALAR, WT_NL, "its threads (a subset of the entry's ACTIVE)") \
  X(uint32_t, wb_data, [WT_NL], WT_SB_DW, "its values, thread t at element t") \
  X(bool, uwb_v, WT_SCALAR, 1, "writeback of an untracked instruction (phase 1: ends RDY_OVR)") \
  X(uint32_t, uwb_w, WT_SCALAR, WT_ILPWW, "its warp") \
  X(bool, iv, [WT_ILP_WARPS], 1, "warp w's decoded next instruction is present") \
  X(uint32_t, icls, [WT_ILP_WARPS], 2, "its class: 0 ALU, 1 LOAD, 2 STORE, 3 CTRL") \
  X(uint32_t, isv, [WT_ILP_WARPS], ILP_SB_NSRC, "its source valid bits, bit k = source k") \
  X(uint32_t, isrc0, [WT_ILP_WARPS], WT_SBTAGW, "its source 0 (physical vector register)") \
  X(uint32_t, isrc1, [WT_ILP_WARPS], WT_SBTAGW, "its source 1") \
  X(uint32_t, isrc2, [WT_ILP_WARPS], WT_SBTAGW, "its source 2") \
  X(bool, idv, [WT_ILP_WARPS], 1, "it has a destination (ALU, LOAD)") \
  X(uint32_t, idst, [WT_ILP_WARPS], WT_SBTAGW, "its destination (physical vector register)") \
  X(uint32_t, imask, [WT_ILP_WARPS], WT_NL, "its active mask A") \
  X(bool, is_en, WT_SCALAR, 1, "the pipeline accepts one issue this cycle (phase 5)") \
  X(uint32_t, is_prio, WT_SCALAR, WT_ILPWW, "round-robin pointer: the first ready warp at or after it issues")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(ilp_scoreboard, ILP_SCOREBOARD)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o". */
#define ILP_SCOREBOARD_OUT_FIELDS(X) \
  X(bool, rdy, [WT_ILP_WARPS], 1, WT_ALWAYS, "warp w's instruction is ready (phase 4)") \
  X(bool, is_v, WT_SCALAR, 1, WT_ALWAYS, "a warp issues (phase 5)") \
  X(uint32_t, is_w, WT_SCALAR, WT_ILPWW, WT_IF(is_v), "the issued warp") \
  X(bool, is_trk, WT_SCALAR, 1, WT_IF(is_v), "it was given an entry (0: untracked or needs none)") \
  X(uint32_t, is_e, WT_SCALAR, WT_SBKW, WT_IF(is_v), "the allocated entry (0 when not tracked)") \
  X(bool, op_hit, [ILP_SB_NSRC], 1, WT_IF(is_v), "source k of the issued instruction hits an entry") \
  X(uint32_t, op_mask, [ILP_SB_NSRC], WT_NL, WT_IF(is_v), "ACTIVE of that entry (0: no hit)") \
  X(uint32_t, op_data, [ILP_SB_NSRC][WT_NL], WT_SB_DW, WT_IF(is_v), "DATA of that entry (0: no hit)") \
  X(bool, cm_v, WT_SCALAR, 1, WT_ALWAYS, "a warp's head commits (phase 3)") \
  X(uint32_t, cm_w, WT_SCALAR, WT_ILPWW, WT_IF(cm_v), "the committing warp") \
  X(uint32_t, cm_tag, WT_SCALAR, WT_SBTAGW, WT_IF(cm_v), "the register-file vector register (TAG)") \
  X(uint32_t, cm_mask, WT_SCALAR, WT_NL, WT_IF(cm_v), "the threads written (ACTIVE)") \
  X(uint32_t, cm_data, [WT_NL], WT_SB_DW, WT_IF(cm_v), "the values (DATA)") \
  X(bool, cm_st, WT_SCALAR, 1, WT_IF(cm_v), "the committed entry is a store")
/** Outputs. */
WT_OUT_STRUCT(ilp_scoreboard, ILP_SCOREBOARD)

/** The state fields in packing order (SPEC 4.1 names), declared once (wt_block.h); the register
 *  of field f is f_q. */
#define ILP_SCOREBOARD_STATE_FIELDS(X) \
  X(uint32_t, tag, [WT_SB_ENTRIES], WT_SBTAGW, "TAG: destination physical vector register (CAM)") \
  X(bool, nm, [WT_SB_ENTRIES], 1, "NM: 1 = the entry takes part in dependence searches (CAM)") \
  X(bool, vld, [WT_SB_ENTRIES], 1, "VLD: allocated [RES] (CAM)") \
  X(bool, comp, [WT_SB_ENTRIES], 1, "COMP: ACTIVE == STATUS (data store)") \
  X(uint32_t, active, [WT_SB_ENTRIES], WT_NL, "ACTIVE: the instruction's active mask (data store)") \
  X(uint32_t, status, [WT_SB_ENTRIES], WT_NL, "STATUS: threads written back (data store)") \
  X(uint32_t, data, [WT_SB_ENTRIES][WT_NL], WT_SB_DW, "DATA: the results, thread t at [e][t] (data store)") \
  X(uint32_t, next, [WT_SB_ENTRIES], WT_SBKW, "NEXT: the warp's next younger entry (data store)") \
  X(uint32_t, head, [WT_ILP_WARPS], WT_SBKW, "HEAD: the warp's oldest entry") \
  X(uint32_t, tail, [WT_ILP_WARPS], WT_SBKW, "TAIL: the warp's youngest entry") \
  X(bool, inboard, [WT_ILP_WARPS], 1, "INBOARD: the warp has entries") \
  X(bool, instore, [WT_ILP_WARPS], 1, "INSTORE: the warp's head is an uncommitted store") \
  X(bool, rdy_ovr, [WT_ILP_WARPS], 1, "RDY_OVR: 1 = ready reset until the untracked writeback [RES]")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(ilp_scoreboard, ILP_SCOREBOARD)

/** ilp_scoreboard_reset (all zero), ilp_scoreboard_comb, ilp_scoreboard_clock and the descriptor
 *  ilp_scoreboard_block (wt_block.h). */
WT_BLOCK_FUNCS(ilp_scoreboard)

/** Invariants (the descriptor's `check`), as listed above. */
bool ilp_scoreboard_check(const ilp_scoreboard_state_t *s, char *msg, size_t n);

/** The knobs this block reads (wt_block.h); `make knobs-check` proves the list complete. */
#define ILP_SCOREBOARD_KNOBS(X) X(ILP_WARPS) X(SB_ENTRIES) X(SB_TAGS) X(SB_DW) X(NL)

#ifdef __cplusplus
}
#endif

#endif
