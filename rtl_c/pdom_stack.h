/**
 * @file pdom_stack.h
 * @brief PDOM SIMT reconvergence stack of one warp, with a shadow copy (SPEC 1.10; D3 §3.2,
 *        Fig 3.1, Tab 3.1; D1 §5).
 *
 * Verilog twin: hdl/pdom_stack.sv. Configuration: WT_PCW, WT_NL (mask width), WT_PDOM_D (D
 * entries), WT_PDOM_COMPACT (SPEC 1.10's compact depth rules: 1 in the D1 configurations, 0 in
 * the DWF baselines), derived WT_PDOM_DW (depth counter, holds 1..D).
 *
 * Entry = {NPC (next PC), RPC (reconvergence PC; PC_NONE = all-ones of PCW for the bottom
 * entry), MASK (lanes)}. Entries 0..depth-1 are live, TOS = entry depth-1, 1 <= depth <= D.
 * Entries at and above `depth` keep stale contents (SPEC 0.3): a pop only decrements `depth`.
 * `ovf` is a sticky overflow flag (a push at depth D was dropped). The shadow copy {s_npc, s_rpc,
 * s_mask, s_depth, s_ovf} is SPEC 1.10's copy port `copy_to(shadow)` (D1 keeps the stack of a
 * warp that enters P-mode and returns to it).
 *
 * One cycle runs these phases in order, each seeing the writes of the one before (SPEC 0.3):
 *  1. init (`init`, `init_pc`, `init_mask`): start a warp: depth <- 1, entry 0 <- {init_pc,
 *     PC_NONE, init_mask}, ovf <- 0. Other entries keep their stale contents.
 *  2. update (`upd`, `npc[NL]`, `rpc`, `fpc`), SPEC 1.10 steps 1-4, for a warp instruction that
 *     resolved its next PC: `npc[l]` is lane l's next PC (only lanes in TOS.MASK count), `rpc`
 *     the branch's reconvergence PC (its immediate post-dominator), `fpc` its fall-through PC.
 *     U = the distinct npc values of the TOS.MASK lanes. If TOS.MASK = 0, nothing happens.
 *       |U| == 1: TOS.NPC <- that PC.
 *       |U| >= 2: TOS.NPC <- rpc, then one push per PC p of U: {NPC p, RPC rpc, MASK the
 *                 TOS.MASK lanes with npc == p}, in this order [RES, refining SPEC 1.10]: if
 *                 |U| == 2 and one PC equals `fpc`, the fpc entry first and the other (taken)
 *                 entry last, so the taken path runs first (Fig 3.1(d)); otherwise (an indirect
 *                 branch, or two targets neither of which is the fall-through) in descending
 *                 PC order, so the lowest PC ends on top. A push at depth == D sets `ovf` and
 *                 is dropped (so are the later pushes of the same update).
 *                 With WT_PDOM_COMPACT = 1 (SPEC 1.10 compact depth rules), two changes:
 *                 (a) if depth > 1 && rpc == TOS.RPC, TOS is popped (depth--) instead of
 *                     TOS.NPC <- rpc (the entry below already waits at rpc);
 *                 (b) the path whose PC equals rpc is not pushed (so it neither takes an entry
 *                     nor sets `ovf`); the other paths are pushed in the order above (the order
 *                     is decided on all of U; |U| == 2 with one path skipped leaves one push).
 *                 Since at most one PC of U equals rpc, at least one path is pushed, and the
 *                 first push lands where the popped TOS was (it always fits).
 *     Then the reconvergence pops cascade: while depth > 1 && TOS.NPC == TOS.RPC: depth--.
 *  3. copy (`cp`): shadow <- main (every entry, depth, ovf), after this cycle's update.
 *  4. restore (`rs`): main <- shadow (every entry, depth, ovf), applied last; with `cp` in the
 *     same cycle it restores what was just copied (main unchanged).
 * Outputs, combinational from the state at the start of the cycle (what fetch sees this cycle):
 * `fetch_pc` = TOS.NPC, `active_mask` = TOS.MASK, and `ovf` (the sticky flag, so that synthesis
 * keeps it: a flag nothing reads would be optimised away).
 *
 * Depth bound: an update partitions TOS.MASK among its pushes, so nesting needs at least one lane
 * more per level and the depth never exceeds 2*NL - 1 (SPEC 1.10 [CHK], D3's 2N bound; the
 * compact pushes partition a subset of TOS.MASK, replacing TOS or above it, so it holds for both
 * rule sets; the random unit runs check it). With
 * D >= 2*NL - 1 (both shipped configurations: D = 2*NL) `ovf` can never be set; only a smaller D
 * (D1's D = 8 with 32 lanes) overflows.
 *
 * Reset: depth = 1, entry 0 = {0, PC_NONE, all lanes}, every other entry 0, ovf = 0; the shadow
 * the same as the main stack.
 * MODEL bits: 2*(D*(2*PCW + NL) + PDOM_DW + 1) (10256 for the DWF baseline, D = 64). PAPER: D1's
 * 768 b/warp = 8 x (32 + 32 + 32) applies to PCW 32, NL 32, D 8 only; PAPER-FIELDS is D*(2*PCW +
 * NL) for the main stack. The `parts` split the stack and the shadow copy. Synthesized
 * flip-flops are MODEL - 2*PCW: the RPC of entry 0 (and of its shadow copy) only ever holds
 * PC_NONE and is never read, since the bottom entry never pops, so Yosys removes it.
 *
 * C-level use (one state per warp, e.g. closed-loop traffic): pdom_stack_init() when the warp
 * starts, pdom_stack_update() for every instruction of the warp (npc of every lane; rpc and fpc
 * are only used when the lanes diverge), pdom_stack_fetch_pc() / pdom_stack_active_mask() for
 * what to fetch next, pdom_stack_copy() / pdom_stack_restore() for the shadow copy. Each is
 * exactly the corresponding phase of comb().
 */
#ifndef PDOM_STACK_H
#define PDOM_STACK_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_PCW <= 32 && WT_NL <= 32 && WT_PDOM_DW <= 32,
              "pdom_stack keeps PCs, masks and the depth in uint32_t");

/** The reconvergence PC "-" of the bottom entry: all-ones of WT_PCW bits (SPEC 0.2). */
#define PDOM_STACK_PC_NONE WT_MASK32(WT_PCW)

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define PDOM_STACK_IN_FIELDS(X) \
  X(bool, init, WT_SCALAR, 1, "start a warp (phase 1)") \
  X(uint32_t, init_pc, WT_SCALAR, WT_PCW, "its first PC") \
  X(uint32_t, init_mask, WT_SCALAR, WT_NL, "its lanes") \
  X(bool, upd, WT_SCALAR, 1, "an instruction resolved its next PCs (phase 2)") \
  X(uint32_t, npc, [WT_NL], WT_PCW, "next PC per lane (TOS.MASK lanes count)") \
  X(uint32_t, rpc, WT_SCALAR, WT_PCW, "the branch's reconvergence PC") \
  X(uint32_t, fpc, WT_SCALAR, WT_PCW, "the branch's fall-through PC") \
  X(bool, cp, WT_SCALAR, 1, "shadow <- main (phase 3)") \
  X(bool, rs, WT_SCALAR, 1, "main <- shadow (phase 4)")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(pdom_stack, PDOM_STACK)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define PDOM_STACK_OUT_FIELDS(X) \
  X(uint32_t, fetch_pc, WT_SCALAR, WT_PCW, WT_ALWAYS, "TOS.NPC") \
  X(uint32_t, active_mask, WT_SCALAR, WT_NL, WT_ALWAYS, "TOS.MASK") \
  X(bool, ovf, WT_SCALAR, 1, WT_ALWAYS, "sticky overflow flag")
/** Outputs, combinational from the state at the start of the cycle. */
WT_OUT_STRUCT(pdom_stack, PDOM_STACK)

/** The state fields in packing order, declared once (wt_block.h): the struct below, the field
 *  table in the .c, parents that embed this state (dwf_sched) and the generated Verilog include
 *  pdom_stack_fields.svh all come from this list. X(type, field, dims, width, doc); the register
 *  of field f is f_q in the RTL. */
#define PDOM_STACK_STATE_FIELDS(X) \
  X(uint32_t, npc, [WT_PDOM_D], WT_PCW, "next PC per entry (PAPER: NPC)") \
  X(uint32_t, rpc, [WT_PDOM_D], WT_PCW, "reconvergence PC per entry, PC_NONE = all-ones (PAPER: RPC)") \
  X(uint32_t, mask, [WT_PDOM_D], WT_NL, "active lanes per entry (PAPER: MASK)") \
  X(uint32_t, depth, WT_SCALAR, WT_PDOM_DW, "live entries 1..D, TOS = depth-1 [not in D1's 768 b]") \
  X(bool, ovf, WT_SCALAR, 1, "sticky overflow: a push at depth D was dropped [RES]") \
  X(uint32_t, s_npc, [WT_PDOM_D], WT_PCW, "shadow copy: NPC") \
  X(uint32_t, s_rpc, [WT_PDOM_D], WT_PCW, "shadow copy: RPC") \
  X(uint32_t, s_mask, [WT_PDOM_D], WT_NL, "shadow copy: MASK") \
  X(uint32_t, s_depth, WT_SCALAR, WT_PDOM_DW, "shadow copy: depth") \
  X(bool, s_ovf, WT_SCALAR, 1, "shadow copy: ovf")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(pdom_stack, PDOM_STACK)

/** pdom_stack_reset (the `!rst_ni` branch), pdom_stack_comb, pdom_stack_clock and the descriptor
 *  pdom_stack_block (wt_block.h). */
WT_BLOCK_FUNCS(pdom_stack)

/* Phase operations (in place), for C-level users that keep one stack per warp. */

/** TOS.NPC: the PC to fetch. */
static inline uint32_t pdom_stack_fetch_pc(const pdom_stack_state_t *s) { return s->npc[s->depth - 1u]; }
/** TOS.MASK: the lanes that execute it. */
static inline uint32_t pdom_stack_active_mask(const pdom_stack_state_t *s) { return s->mask[s->depth - 1u]; }
/** Phase 1: start a warp at `pc` with lanes `mask`. */
void pdom_stack_init(pdom_stack_state_t *s, uint32_t pc, uint32_t mask);
/** Phase 2: the instruction at TOS resolved: `npc[WT_NL]` per lane, reconvergence PC `rpc`,
 *  fall-through PC `fpc`. Returns |U| (0 when TOS.MASK is empty and nothing happened; >= 2 when
 *  the lanes diverged). */
unsigned pdom_stack_update(pdom_stack_state_t *s, const uint32_t *npc, uint32_t rpc, uint32_t fpc);
/** Phase 3: shadow <- main. */
void pdom_stack_copy(pdom_stack_state_t *s);
/** Phase 4: main <- shadow. */
void pdom_stack_restore(pdom_stack_state_t *s);

/** The knobs this block reads (wt_block.h): only these enter its vector headers and its
 *  configuration hash; `make knobs-check` proves the list complete. */
#define PDOM_STACK_KNOBS(X) X(NL) X(PCW) X(PDOM_D) X(PDOM_COMPACT)

#ifdef __cplusplus
}
#endif

#endif
