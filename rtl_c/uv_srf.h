/**
 * @file uv_srf.h
 * @brief The scalar register file (SRF) of the SRF-based uniform-vector design, with its renaming
 *        map and its freelist (SPEC 5.3; D4 §3.1.2, §4; D0 §2.4.2).
 *
 * Verilog twin: hdl/uv_srf.sv. Configuration: UV_VREGS physical vector registers (one map entry
 * each), SRF_REGS scalar registers (SRs), UV_DW bits per SR, NL lanes, COW_PAPER_RULE
 * (configs/knobs.def, family uv); derived WT_UVRW (vector register id), WT_SRW (SR id), WT_SRCW
 * (freelist count) in params/uv_params.h. Baseline: 512 map entries, 128 SRs of 32 bits.
 *
 * State (packed in this order):
 *   srf[SRF_REGS]      UV_DW   the scalar values (D4: "a SRF of 128 scalar registers")
 *   map[UV_VREGS]      SRW + 1 {V, sr}, V the MSB (SPEC 0.2): VR v is held by SR sr while V = 1.
 *                              Indexed by physical vector register, so warps never conflict.
 *   fl_slot[SRF_REGS]  SRW     the freelist FIFO (SPEC 5.3 [RES]) ...
 *   fl_head, fl_tail   SRW     ... its pop and push pointers ...
 *   fl_count           SRCW    ... and the free SRs it holds, 0..SRF_REGS.
 * MODEL = 128 x 32 + 512 x 8 + (128 x 7 + 7 + 7 + 8) = 4096 + 4096 + 918 = 9110 b at the
 * baseline. PAPER (D4 §4): SRF 4096, map 512 x 7 = 3584 (no "unmapped" encoding, U2), freelist
 * not given (U3).
 * Reset: every map entry {V 0, sr 0}; fl_slot[i] = i, head = tail = 0, count = SRF_REGS (every
 * SR free); every SR 0 (an SRAM would not reset; no SR is read before a uniform instruction
 * writes it).
 *
 * Ports, one ID-stage instruction per cycle (the later uv_unit's conventions):
 *  - the instruction: `id_v`; its register sources `src_v` (bit k: source k is a vector
 *    register) and `src0..2` (physical VR ids); its destination `dst_v`, `dst`; `uniform`, the
 *    detector's decision (SPEC 5.1, computed with src_uniform from the `srcK_m` outputs); its
 *    active mask `act` and the warp's launch (full) mask `full`.
 *  - `rel_v`, `rel_sr`: the issue-time release (SPEC 5.3 [RES] release timing: an SR this block
 *    gave out as `old_sr` is pushed when the redefining instruction issues; the pipeline holds
 *    the queue, the stand-alone structure takes `release(sr)` as an input).
 *  - `wr_v`, `wr_sr`, `wr_val`: the SRF write port (SP0's scalar result of a uniform instruction).
 *  - outputs per source k: `srcK_m` (renamed: the operand is SR `srcK_sr`, broadcast to all lanes
 *    for a regular instruction) and `srcK_val` = SRF[srcK_sr], the SRF read port.
 *  - `alloc`, `alloc_sr`: a uniform instruction is converted (executes on SP0 with its sources and
 *    its destination in the SRF); `fallback`: a uniform instruction found the freelist empty and
 *    executes as regular (SPEC 5.3 [RES] structural hazard); `cow`: insert the copy VRdst <- SR
 *    old_sr (all lanes) before the instruction; `old_v`, `old_sr`: the destination's mapping was
 *    valid and SR old_sr is to be released when this instruction issues; `old_val` = SRF[old_sr]
 *    (start of the cycle), the value the copy writes to every lane.
 *
 * One cycle, in order (SPEC 0.3: each phase sees the writes of the one before):
 *  1. Reads on the start-of-cycle state: srcK_m = id_v && src_v[k] && map[srcK].V, srcK_sr =
 *     map[srcK].sr, srcK_val = srf[srcK_sr] (an SR written this cycle reads its old value, as an
 *     SRAM read in the cycle of a write); old = map[dst].
 *  2. Release: if rel_v and count < SRF_REGS, fl_slot[tail] <- rel_sr, tail++, count++. A release
 *     into a full freelist cannot happen in a correct pipeline (every SR is free, mapped or queued
 *     for release); it is dropped.
 *  3. SRF write: if wr_v, srf[wr_sr] <- wr_val.
 *  4. ID operation (SPEC 5.3 steps 2-4), when id_v && dst_v (w = the instruction writes VR dst):
 *     - uniform and count > 0 (after phase 2): alloc: pop sr = fl_slot[head] (head++, count--),
 *       map[dst] <- {1, sr}. A release in the same cycle into an empty freelist is popped at once.
 *     - uniform and count == 0: fallback; the instruction is then regular (below).
 *     - regular (or fallback) with old.V: map[dst].V <- 0 (map[dst].sr keeps its value, SPEC 0.3),
 *       and cow = act != full && (COW_PAPER_RULE == 0 || dst is one of the valid sources): SPEC
 *       5.2/5.3 [RES] inserts the copy for any divergent write to a mapped register, D4's rule
 *       (COW_PAPER_RULE = 1) only when dst is also a source (U7).
 *     - old_v = old.V in every case (a uniform instruction that redefines a mapped VR releases its
 *       old SR as well, SPEC 5.3 step 2; dst == src, SPEC 5.3 step 4, needs nothing more: the
 *       sources read the old SR, which is released only at issue).
 *     With !id_v, !dst_v the map and the freelist's pop side are unchanged and the ID outputs 0.
 * Every output qualified by a valid (WT_IF) is 0 while it is 0.
 *
 * Invariant (SPEC 7.3, the `check` hook): no SR id is both free and mapped, none is in the
 * freelist twice or the target of two valid map entries, count <= SRF_REGS and tail = (head +
 * count) mod SRF_REGS. SPEC's "free + mapped + pending = 128" includes the releases the pipeline
 * still queues, which are not in this block's state: here free + mapped <= SRF_REGS, the rest
 * being the SRs given out as old_sr and not yet released.
 */
#ifndef UV_SRF_H
#define UV_SRF_H

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

static_assert(WT_NL <= 32 && WT_UV_DW <= 32 && WT_UVRW <= 32 && WT_SRW < 32,
              "uv_srf keeps masks, values and ids in uint32_t");

/** Register sources of an instruction (SPEC 5.1: up to 3). */
#define UV_SRF_NSRC 3
/** Width of a map entry {V, sr}: the SR id and its valid bit (U2). */
#define UV_SRF_MAPW (WT_SRW + 1)
/** The V bit of a map entry. */
#define UV_SRF_MAP_V (UINT32_C(1) << WT_SRW)

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define UV_SRF_IN_FIELDS(X) \
  X(bool, id_v, WT_SCALAR, 1, "an instruction is in ID (phases 1 and 4)") \
  X(uint32_t, src_v, WT_SCALAR, UV_SRF_NSRC, "bit k: source k is a vector register") \
  X(uint32_t, src0, WT_SCALAR, WT_UVRW, "source 0 (physical vector register)") \
  X(uint32_t, src1, WT_SCALAR, WT_UVRW, "source 1") \
  X(uint32_t, src2, WT_SCALAR, WT_UVRW, "source 2") \
  X(bool, dst_v, WT_SCALAR, 1, "it writes a vector register") \
  X(uint32_t, dst, WT_SCALAR, WT_UVRW, "its destination (physical vector register)") \
  X(bool, uniform, WT_SCALAR, 1, "the detector's decision: a uniform instruction (SPEC 5.1)") \
  X(uint32_t, act, WT_SCALAR, WT_NL, "its active mask") \
  X(uint32_t, full, WT_SCALAR, WT_NL, "the warp's launch (full) mask") \
  X(bool, rel_v, WT_SCALAR, 1, "issue-time release of an SR (phase 2)") \
  X(uint32_t, rel_sr, WT_SCALAR, WT_SRW, "the SR released (one given out as old_sr)") \
  X(bool, wr_v, WT_SCALAR, 1, "SRF write: SP0's scalar result (phase 3)") \
  X(uint32_t, wr_sr, WT_SCALAR, WT_SRW, "the SR written") \
  X(uint32_t, wr_val, WT_SCALAR, WT_UV_DW, "the value")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(uv_srf, UV_SRF)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define UV_SRF_OUT_FIELDS(X) \
  X(bool, src0_m, WT_SCALAR, 1, WT_ALWAYS, "source 0 is renamed: map[src0].V (phase 1)") \
  X(uint32_t, src0_sr, WT_SCALAR, WT_SRW, WT_IF(src0_m), "its SR") \
  X(uint32_t, src0_val, WT_SCALAR, WT_UV_DW, WT_IF(src0_m), "its value, SRF[src0_sr] (start of cycle)") \
  X(bool, src1_m, WT_SCALAR, 1, WT_ALWAYS, "source 1 is renamed") \
  X(uint32_t, src1_sr, WT_SCALAR, WT_SRW, WT_IF(src1_m), "its SR") \
  X(uint32_t, src1_val, WT_SCALAR, WT_UV_DW, WT_IF(src1_m), "its value") \
  X(bool, src2_m, WT_SCALAR, 1, WT_ALWAYS, "source 2 is renamed") \
  X(uint32_t, src2_sr, WT_SCALAR, WT_SRW, WT_IF(src2_m), "its SR") \
  X(uint32_t, src2_val, WT_SCALAR, WT_UV_DW, WT_IF(src2_m), "its value") \
  X(bool, alloc, WT_SCALAR, 1, WT_ALWAYS, "a uniform instruction got an SR for its destination (phase 4)") \
  X(uint32_t, alloc_sr, WT_SCALAR, WT_SRW, WT_IF(alloc), "the SR popped: map[dst] <- {1, alloc_sr}") \
  X(bool, fallback, WT_SCALAR, 1, WT_ALWAYS, "a uniform instruction found no free SR: execute as regular") \
  X(bool, cow, WT_SCALAR, 1, WT_ALWAYS, "copy-on-write: insert VRdst <- SR old_sr (all lanes) first") \
  X(bool, old_v, WT_SCALAR, 1, WT_ALWAYS, "the destination was mapped: release old_sr at issue") \
  X(uint32_t, old_sr, WT_SCALAR, WT_SRW, WT_IF(old_v), "its SR") \
  X(uint32_t, old_val, WT_SCALAR, WT_UV_DW, WT_IF(old_v), \
    "SRF[old_sr] at the start of the cycle: the value a copy-on-write writes to every lane")
/** Outputs, combinational from the start-of-cycle state and the inputs. */
WT_OUT_STRUCT(uv_srf, UV_SRF)

/** The state fields in packing order, declared once (wt_block.h). X(type, field, dims, width,
 *  doc); the register of field f is f_q. */
#define UV_SRF_STATE_FIELDS(X) \
  X(uint32_t, srf, [WT_SRF_REGS], WT_UV_DW, "the scalar registers (D4: 128 x 32 b)") \
  X(uint32_t, map, [WT_UV_VREGS], UV_SRF_MAPW, "renaming map {V, sr} per physical VR (D4: 512 entries)") \
  X(uint32_t, fl_slot, [WT_SRF_REGS], WT_SRW, "freelist FIFO storage [RES, U3]") \
  X(uint32_t, fl_head, WT_SCALAR, WT_SRW, "freelist pop pointer") \
  X(uint32_t, fl_tail, WT_SCALAR, WT_SRW, "freelist push pointer") \
  X(uint32_t, fl_count, WT_SCALAR, WT_SRCW, "free SRs held, 0..SRF_REGS")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(uv_srf, UV_SRF)

/** uv_srf_reset (the `!rst_ni` branch), uv_srf_comb, uv_srf_clock and the descriptor uv_srf_block
 *  (wt_block.h). */
WT_BLOCK_FUNCS(uv_srf)

/** The invariant above on a state: false, with the broken rule in `msg` (`n` bytes). */
bool uv_srf_check(const uv_srf_state_t *s, char *msg, size_t n);

/** The knobs this block reads (wt_block.h); `make knobs-check` proves the list complete. */
#define UV_SRF_KNOBS(X) X(NL) X(UV_VREGS) X(SRF_REGS) X(UV_DW) X(COW_PAPER_RULE)

#ifdef __cplusplus
}
#endif

#endif
