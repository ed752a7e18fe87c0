/**
 * @file uv_irb.h
 * @brief Instruction reuse buffer with parity: the per-SM buffer of recent uniform instructions
 *        whose result is reused when the same instruction meets the same source values
 *        (SPEC 5.4; D4 §3.2, §3.3, §4; D0 §2.4.3-2.5).
 *
 * Verilog twin: hdl/uv_irb.sv. Configuration: IRB_ENTRIES, IRB_PPCW, IRB_PPC_LSB, UV_OPCW, UV_DW,
 * PCW (configs/knobs.def); derived WT_IRBW (entry index and LRU rank), WT_IRB_COVW (the bits the
 * parity covers), WT_IRB_POSW (a position over them) (params/uv_params.h).
 *
 * Entry e: {V, PPC (partial-PC tag), OPC, S0, S1, S2 (source values), D (result), LRU rank, PAR}.
 * Fully associative on (PPC, OPC): D4 "a hit in IRB means that both the partial PC and opcode
 * match". PPC = pc[IRB_PPC_LSB +: IRB_PPCW]. Shared by all warps of the SM; the parent accesses it
 * only for instructions detected as intra-warp uniform (SPEC 5.1), whose sources are scalars (an
 * unused source is presented, stored and compared as 0: the opcode fixes the arity).
 *
 * PAR is even parity: the XOR of every bit of {PPC, OPC, S0, S1, S2, D} (WT_IRB_COVW bits, 146 at
 * the baseline); V and the LRU rank are not covered (SPEC 5.4 [RES]). Those covered bits are
 * numbered LSB first in that order: position p < IRB_PPCW is PPC bit p, the next UV_OPCW are OPC,
 * then S0, S1, S2 and D, UV_DW each (the baseline's D bit 0 is position 10 + 8 + 3 x 32 = 114).
 *
 * LRU (SPEC 5.4 [RES]): a rank per entry, 0 = most recent, IRB_ENTRIES - 1 = least; always a
 * permutation. touch(e): every entry whose rank is below rank[e] increments, then rank[e] = 0.
 * victim = the entry whose rank is IRB_ENTRIES - 1. Invalid entries are never touched, so they are
 * always the oldest and are used first.
 *
 * One cycle, in this order (SPEC 0.3: each phase sees the writes of the one before):
 *  1. access, if `acc` (one per cycle: one issue per cycle), on the start-of-cycle state:
 *     hit = some valid entry holds (PPC, OPC); it is unique (an entry is allocated only on a miss
 *     of its (PPC, OPC)), `hit_e`. perr = hit && PAR[hit_e] != parity of its covered bits.
 *     reuse = hit && !perr && {S0, S1, S2} of the entry == {s0, s1, s2}: the instruction skips EX
 *     and takes `d` = D[hit_e]. Otherwise (`wr`) the instruction executes outside the IRB and its
 *     result `r` is written: a hit (mismatch or parity error) rewrites its entry, a miss takes the
 *     victim; entry `wr_e` <- {V 1, PPC, OPC, s0, s1, s2, r, PAR = parity of them}. Every access
 *     touches its entry (hit_e, or the victim on a miss), the reusing one too.
 *  2. fault injection, if `inj`, on the state after phase 1: bit `inj_bit` of the covered bits of
 *     entry `inj_e` is flipped (PAR, V and LRU unchanged), so a later access that hits the entry
 *     sees a parity error. The injection and the access may name the same entry: the access reads
 *     the start-of-cycle entry (the flip is not seen until the next cycle) and the flip lands on
 *     what the access wrote. `inj_drop`: the injection is refused and nothing changes when
 *     inj_bit >= IRB_COVW (no such bit), or when entry inj_e is valid and the flip (of a PPC or OPC
 *     bit) would give it the (PPC, OPC) of another valid entry: a CAM that answers one tag from two
 *     entries is outside this model (SPEC 5.4 "uniqueness by construction"). A tag flip that
 *     duplicates nothing is taken: the entry now answers another tag, and the access that hits it
 *     finds the parity error and rewrites it.
 *
 * Outputs are combinational from the start-of-cycle state and the inputs. While `acc` is 0: hit,
 * perr, reuse, wr are 0 and the state does not change in phase 1. A qualified output is 0 while
 * its valid is 0.
 *
 * Invariants (`check`, every cycle): the ranks are a permutation of 0 .. IRB_ENTRIES - 1; at most
 * one valid entry holds a given (PPC, OPC); no bit above any field's width.
 *
 * Reset: V = 0, every value field and PAR 0 (the parity of zeros), rank[e] = e.
 * MODEL bits: IRB_ENTRIES x (1 + IRB_PPCW + UV_OPCW + 4 x UV_DW + WT_IRBW + 1) = 8 x 151 = 1208 at
 * the baseline; PAPER 8 x 149 = 1192 (D4 §4), without the §3.3 parity bit and a valid bit (SPEC 8
 * U1).
 *
 * The Verilog twin ties the injection port off under SYNTHESIS (as it leaves out `dbg_state_o`):
 * the port models a soft error, not logic of the chip, so the bits report's area and timing are
 * the IRB's own. Every simulation (lock-step, replays, SystemC) runs it as this model does.
 *
 * Storage: flip-flops, no `mems` entry. The tags are a CAM (every entry compared each access), the
 * LRU ranks are all updated at once, and the whole array is 1208 bits (under SRAM_MIN_BITS).
 */
#ifndef UV_IRB_H
#define UV_IRB_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_PCW <= 32 && WT_UV_DW <= 32 && WT_IRB_PPCW <= 32 && WT_UV_OPCW <= 32,
              "uv_irb keeps PCs, values, tags and opcodes in uint32_t");
static_assert(WT_IRB_PPC_LSB + WT_IRB_PPCW <= WT_PCW,
              "uv_irb: the partial PC pc[IRB_PPC_LSB +: IRB_PPCW] must lie inside the PCW-bit PC");
static_assert(WT_IRB_ENTRIES <= 64, "uv_irb: the rank check keeps a 64-bit set of the ranks");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define UV_IRB_IN_FIELDS(X) \
  X(bool, acc, WT_SCALAR, 1, "a uniform instruction accesses the IRB (phase 1; one per cycle)") \
  X(uint32_t, pc, WT_SCALAR, WT_PCW, "its PC; PPC = pc[IRB_PPC_LSB +: IRB_PPCW]") \
  X(uint32_t, opc, WT_SCALAR, WT_UV_OPCW, "its opcode") \
  X(uint32_t, s0, WT_SCALAR, WT_UV_DW, "its source value 0 (0 when unused)") \
  X(uint32_t, s1, WT_SCALAR, WT_UV_DW, "its source value 1 (0 when unused)") \
  X(uint32_t, s2, WT_SCALAR, WT_UV_DW, "its source value 2 (0 when unused)") \
  X(uint32_t, r, WT_SCALAR, WT_UV_DW, "its result from EX, written when the access does not reuse") \
  X(bool, inj, WT_SCALAR, 1, "fault injection: flip one stored bit after phase 1 (phase 2)") \
  X(uint32_t, inj_e, WT_SCALAR, WT_IRBW, "the entry to flip a bit of") \
  X(uint32_t, inj_bit, WT_SCALAR, WT_IRB_POSW, "the covered bit to flip: PPC, OPC, S0, S1, S2, D, LSB first")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(uv_irb, UV_IRB)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define UV_IRB_OUT_FIELDS(X) \
  X(bool, hit, WT_SCALAR, 1, WT_ALWAYS, "the access hits: a valid entry holds its (PPC, OPC)") \
  X(uint32_t, hit_e, WT_SCALAR, WT_IRBW, WT_IF(hit), "the hit entry (0 when no hit)") \
  X(bool, perr, WT_SCALAR, 1, WT_ALWAYS, "the hit entry fails its parity check (0 when no hit)") \
  X(bool, reuse, WT_SCALAR, 1, WT_ALWAYS, "hit, no parity error, sources equal: EX is skipped") \
  X(uint32_t, d, WT_SCALAR, WT_UV_DW, WT_IF(reuse), "the reused result D (0 when not reuse)") \
  X(bool, wr, WT_SCALAR, 1, WT_ALWAYS, "the access executes and writes its entry (acc && !reuse)") \
  X(uint32_t, wr_e, WT_SCALAR, WT_IRBW, WT_IF(wr), \
    "the entry written: the hit entry, or the victim on a miss (0 when not wr)") \
  X(bool, inj_drop, WT_SCALAR, 1, WT_ALWAYS, "the injection is refused (no such bit, or a duplicate tag)")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(uv_irb, UV_IRB)

/** The state fields in packing order, LSB first, declared once (wt_block.h). X(type, field, dims,
 *  width, doc); the register of field f is f_q. Element e of each field belongs to entry e. */
#define UV_IRB_STATE_FIELDS(X) \
  X(bool, v, [WT_IRB_ENTRIES], 1, "entry valid [RES, not in D4]") \
  X(uint32_t, ppc, [WT_IRB_ENTRIES], WT_IRB_PPCW, "partial-PC tag (PAPER: 10 b)") \
  X(uint32_t, opc, [WT_IRB_ENTRIES], WT_UV_OPCW, "opcode, part of the match (PAPER: 8 b)") \
  X(uint32_t, s0, [WT_IRB_ENTRIES], WT_UV_DW, "source value 0 (PAPER: 32 b)") \
  X(uint32_t, s1, [WT_IRB_ENTRIES], WT_UV_DW, "source value 1 (PAPER: 32 b)") \
  X(uint32_t, s2, [WT_IRB_ENTRIES], WT_UV_DW, "source value 2 (PAPER: 32 b)") \
  X(uint32_t, d, [WT_IRB_ENTRIES], WT_UV_DW, "result value (PAPER: 32 b)") \
  X(uint32_t, lru, [WT_IRB_ENTRIES], WT_IRBW, "LRU rank, 0 = most recent (PAPER: 3 b)") \
  X(bool, par, [WT_IRB_ENTRIES], 1, "even parity of PPC, OPC, S0, S1, S2, D (D4 §3.3; not in the 1192 b: U1)")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(uv_irb, UV_IRB)

/** uv_irb_reset (the `!rst_ni` branch), uv_irb_comb, uv_irb_clock and the descriptor uv_irb_block
 *  (wt_block.h). */
WT_BLOCK_FUNCS(uv_irb)

/** The partial PC of `pc`: pc[IRB_PPC_LSB +: IRB_PPCW]. */
static inline uint32_t uv_irb_ppc(uint32_t pc) {
  return (uint32_t)(((uint64_t)pc >> WT_IRB_PPC_LSB) & WT_MASK64(WT_IRB_PPCW));
}

/** The even parity of an entry's covered bits: the XOR of every bit of ppc, opc, s0, s1, s2, d. */
bool uv_irb_parity(uint32_t ppc, uint32_t opc, uint32_t s0, uint32_t s1, uint32_t s2, uint32_t d);

/** The invariants above; false and a message in `msg` on a violation. */
bool uv_irb_check(const uv_irb_state_t *s, char *msg, size_t len);

/** The knobs this block reads (wt_block.h); `make knobs-check` proves the list complete. */
#define UV_IRB_KNOBS(X) X(PCW) X(IRB_ENTRIES) X(IRB_PPCW) X(IRB_PPC_LSB) X(UV_OPCW) X(UV_DW)

#ifdef __cplusplus
}
#endif

#endif
