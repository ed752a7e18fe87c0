/**
 * @file uv_unit.h
 * @brief The uniform-vector front end of one SM: the detector, one of the two register designs
 *        (the token file or the scalar register file with its renaming map and freelist, chosen
 *        by UV_DESIGN) and the instruction reuse buffer, as the ID and issue stages see them
 *        (SPEC 5.1-5.4, 7.3; D4 §3; D0 §2.4).
 *
 * Verilog twin: hdl/uv_unit.sv (instantiates hdl/uv_detect.sv, hdl/uv_token_file.sv or
 * hdl/uv_srf.sv, and hdl/uv_irb.sv). Configuration: the uv family (configs/knobs.def): UV_DESIGN
 * (0 token file, 1 SRF), UV_IQ (the queue below) and the children's knobs; derived WT_UVIQW,
 * WT_UVIQCW and WT_UVITW in params/uv_params.h.
 *
 * The pipeline around the unit: one instruction per cycle may enter ID (`id_*`; physical vector
 * register numbers already computed from the warp and the architectural register), is decoded
 * there (uniform or not, renamed sources, copy-on-write, the SR it gets) and waits in a queue of
 * UV_IQ entries until the pipeline issues it (`iss_v`); instructions issue in the order they
 * left ID ([RES]: D4 does not describe the front end's depth or order; one in-order queue is the
 * simplest one that has both an ID and an issue time). At issue the instruction reads its
 * operands (RR) and a scalar one accesses the IRB; its result is written at once. The unit owns
 * the rules that the stand-alone blocks leave to their parent:
 *  - release timing (SPEC 5.3 [RES]): the SR a redefining instruction frees (uv_srf `old_sr`) is
 *    held in its queue entry and pushed to the freelist when that instruction issues;
 *  - operand values (SRF design): a renamed source is read from the SRF at ID and carried to
 *    issue in the queue entry, as is the value a copy-on-write copies (uv_srf `old_val`). So ID
 *    holds an instruction (`id_rdy` = 0) while the queue holds a scalar instruction, not yet
 *    issued, whose destination it reads or writes: that SR's value is not written yet ([RES]: a
 *    conservative interlock on the physical vector register number);
 *  - the issue interval (SPEC 5.1): after an instruction issues, the next one may issue 1 cycle
 *    later if it executed as a scalar, NL / NUMSP if regular, and NL / NUMSP more when a
 *    copy-on-write copy (a regular move) went first;
 *  - the IRB is accessed only by instructions that execute as scalars (SPEC 5.4), at issue, one
 *    per cycle; their sources are the renamed SRs' values (SRF design) or the values the pipeline
 *    reads elsewhere (`iss_s`: VRF element N, an immediate, a special register; 0 when absent).
 * A uniform instruction that finds the freelist empty (SRF design, SPEC 5.3 UV-3) executes as a
 * regular one: no IRB access, the regular interval.
 *
 * Ports (inputs; everything is defined for any input value):
 *  - ID: `id_v`; per source k (WT_UV_NSRC): `src_v[k]` (exists), `src_kind[k]`, `src_sreg[k]`
 *    (uv_detect's codes), `src[k]` (physical vector register, kind REG); `has_dst`, `dst`, `cls`,
 *    the warp's active mask `act` and launch mask `full`.
 *  - issue: `iss_v` (the pipeline issues the queue's head; taken only while `iss_rdy`), the head's
 *    `iss_pc` and `iss_opc`, `iss_s[k]` (the values of its sources the unit does not hold), and
 *    `iss_r`, its EX result (used unless the IRB reuses).
 *  - `bwb_*`: a broadcast writeback (token design, SPEC 5.2 step 1; ignored by the SRF design).
 *    Protocol (the pipeline's scoreboard, outside this unit): it lands before any younger
 *    instruction that writes the same register passes ID (uv_token_file.h).
 *  - `inj*`: uv_irb's fault-injection port, passed through (a soft error, not logic of the chip).
 *
 * One cycle, in order (SPEC 0.3):
 *  1. Issue, from the start-of-cycle queue: iss_rdy = count != 0 && ii_cnt == 0; iss_take =
 *     iss_v && iss_rdy; head h. The IRB access (acc = iss_take && q_sc[h]) with s_k = q_m[h] bit k
 *     ? q_val[h][k] : iss_s[k]; iss_res = reuse ? D : iss_r. SRF design: the release of q_rsr[h]
 *     (if q_rel[h]) and the SRF write of iss_res to q_sr[h] (if q_sc[h]), uv_srf's phases 2 and 3.
 *  2. ID: id_rdy = count < UV_IQ && !(SRF design && a queued q_sc entry's q_dst equals a
 *     register source or the destination); id_take = id_v && id_rdy. The detector's src_ureg is
 *     the design's view of each register source (token[src] or map[src].V); the design child sees
 *     the instruction only if id_take (its `uniform` = the detector's uniform_instr). id_sc: it
 *     executes as a scalar (uniform, and in the SRF design an SR was allocated); id_ii = (id_sc ?
 *     1 : NL / NUMSP) + (id_cow ? NL / NUMSP : 0). A taken instruction is written at the queue's
 *     tail (head + count, start of the cycle).
 *  3. Queue and interval: head advances on iss_take; count += id_take - iss_take; ii_cnt = the
 *     issued instruction's interval - 1 on iss_take, else ii_cnt - 1 while > 0.
 * Outputs are combinational from the start-of-cycle state and the inputs; a qualified output is
 * 0 while its valid is 0.
 *
 * State (packed in this order): the design child (`tf` or `srf`), `irb`, then the queue: q_sc,
 * q_cow per entry; in the SRF design also q_dst, q_sr, q_rel, q_rsr, q_m (a bit per source),
 * q_val (entry e source k at element e * WT_UV_NSRC + k) and q_cval; then q_head, q_count and
 * ii_cnt. Entries outside head..head + count - 1 keep stale contents (no valid bit: the count
 * says which are live). Reset: the children's resets, the queue empty (head 0, count 0), every
 * entry 0, ii_cnt 0.
 *
 * Invariants (`check`, SPEC 7.3): the children's (uv_srf's, uv_irb's); count <= UV_IQ, ii_cnt <
 * 2 NL / NUMSP; SRF design: the SRs the freelist holds, those valid map entries hold and those the
 * live queue entries hold for release partition the SRF: none twice, and free + mapped + pending
 * = SRF_REGS (the equation SPEC 7.3 states, which uv_srf alone cannot check); and a live entry's
 * SR (q_sc) is mapped or pending release. "Every token register's scalar slot holds the uniform
 * value" needs the register values, which this unit does not hold: the closed loop with values
 * checks it.
 *
 * C and Verilog: the C model calls the design child's comb twice in the token design, first to
 * read its `src_token` outputs (which do not depend on its `uniform` input) for the detector, then
 * with the detector's decision; the Verilog twin wires that path once (uv_token_file's p_bcast
 * block keeps it free of a false loop).
 */
#ifndef UV_UNIT_H
#define UV_UNIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "uv_detect.h"
#include "uv_irb.h"
#include "uv_srf.h"
#include "uv_token_file.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_UV_DESIGN == 0 || WT_UV_DESIGN == 1, "uv_unit: UV_DESIGN is 0 (token file) or 1 (SRF)");

#define UV_UNIT_NSRC WT_UV_NSRC

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define UV_UNIT_IN_FIELDS(X) \
  X(bool, id_v, WT_SCALAR, 1, "an instruction is at ID") \
  X(bool, src_v, [UV_UNIT_NSRC], 1, "source k exists") \
  X(uint32_t, src_kind, [UV_UNIT_NSRC], WT_UVKINDW, "source k's kind (UV_KIND_*)") \
  X(uint32_t, src_sreg, [UV_UNIT_NSRC], WT_UVSREGW, "source k's special register (UV_SREG_*, kind SREG)") \
  X(uint32_t, src, [UV_UNIT_NSRC], WT_UVRW, "source k's physical vector register (kind REG)") \
  X(bool, has_dst, WT_SCALAR, 1, "the instruction writes a vector register") \
  X(uint32_t, dst, WT_SCALAR, WT_UVRW, "its physical vector register") \
  X(uint32_t, cls, WT_SCALAR, WT_UVCLSW, "its class (UV_CLS_*)") \
  X(uint32_t, act, WT_SCALAR, WT_NL, "the warp's active mask") \
  X(uint32_t, full, WT_SCALAR, WT_NL, "the warp's launch (full) mask") \
  X(bool, iss_v, WT_SCALAR, 1, "the pipeline issues the queue's head (taken while iss_rdy)") \
  X(uint32_t, iss_pc, WT_SCALAR, WT_PCW, "the head's PC (the IRB's tag)") \
  X(uint32_t, iss_opc, WT_SCALAR, WT_UV_OPCW, "the head's opcode") \
  X(uint32_t, iss_s, [UV_UNIT_NSRC], WT_UV_DW, "source k's value where the unit holds none (0: absent)") \
  X(uint32_t, iss_r, WT_SCALAR, WT_UV_DW, "the head's EX result (used unless the IRB reuses)") \
  X(bool, bwb_v, WT_SCALAR, 1, "a broadcast writeback (token design)") \
  X(uint32_t, bwb_dst, WT_SCALAR, WT_UVRW, "its physical vector register") \
  X(uint32_t, bwb_act, WT_SCALAR, WT_NL, "its active mask") \
  X(uint32_t, bwb_full, WT_SCALAR, WT_NL, "its warp's launch mask") \
  X(bool, inj, WT_SCALAR, 1, "IRB fault injection (uv_irb)") \
  X(uint32_t, inj_e, WT_SCALAR, WT_IRBW, "the entry") \
  X(uint32_t, inj_bit, WT_SCALAR, WT_IRB_POSW, "the covered bit")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(uv_unit, UV_UNIT)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define UV_UNIT_OUT_FIELDS(X) \
  X(bool, id_rdy, WT_SCALAR, 1, WT_ALWAYS, \
    "ID takes an instruction this cycle (queue not full, no interlock)") \
  X(bool, id_take, WT_SCALAR, 1, WT_ALWAYS, "it does: id_v && id_rdy") \
  X(bool, id_uni, WT_SCALAR, 1, WT_IF(id_take), "the detector's uniform_instr (SPEC 5.1)") \
  X(bool, id_sc, WT_SCALAR, 1, WT_IF(id_take), "it executes as a scalar on SP0") \
  X(bool, id_fb, WT_SCALAR, 1, WT_IF(id_take), "uniform, but no SR was free: regular (SRF design)") \
  X(bool, id_cow, WT_SCALAR, 1, WT_IF(id_take), "a copy-on-write copy goes before it") \
  X(uint32_t, id_bc, WT_SCALAR, UV_UNIT_NSRC, WT_IF(id_take), \
    "bit k: a regular instruction reads source k's scalar broadcast to all lanes") \
  X(uint32_t, id_ii, WT_SCALAR, WT_UVITW, WT_IF(id_take), "its issue interval, the copy's included") \
  X(bool, iss_rdy, WT_SCALAR, 1, WT_ALWAYS, "the queue's head may issue") \
  X(bool, iss_take, WT_SCALAR, 1, WT_ALWAYS, "it does: iss_v && iss_rdy") \
  X(bool, iss_sc, WT_SCALAR, 1, WT_IF(iss_take), "it executes as a scalar (accesses the IRB)") \
  X(bool, iss_cow, WT_SCALAR, 1, WT_IF(iss_take), "a copy-on-write copy goes first") \
  X(uint32_t, iss_cval, WT_SCALAR, WT_UV_DW, WT_IF(iss_take), \
    "SRF design: the SR value a copy writes to every lane (0 without a copy; token design: 0, it reads VRdst.N)") \
  X(uint32_t, iss_m, WT_SCALAR, UV_UNIT_NSRC, WT_IF(iss_take), \
    "bit k: source k is a renamed SR (SRF design)") \
  X(uint32_t, iss_val, [UV_UNIT_NSRC], WT_UV_DW, WT_IF(iss_take), "its value (0 unless renamed)") \
  X(bool, iss_hit, WT_SCALAR, 1, WT_ALWAYS, "the IRB access hits") \
  X(bool, iss_perr, WT_SCALAR, 1, WT_ALWAYS, "the hit entry fails its parity check") \
  X(bool, iss_reuse, WT_SCALAR, 1, WT_ALWAYS, "the IRB's result is reused: EX is skipped") \
  X(uint32_t, iss_res, WT_SCALAR, WT_UV_DW, WT_IF(iss_take), \
    "the scalar result written: D on reuse, else iss_r (0 unless iss_sc)") \
  X(bool, inj_drop, WT_SCALAR, 1, WT_ALWAYS, "the IRB refused the injection")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(uv_unit, UV_UNIT)

/** The unit's own state fields (the queue), in packing order after the children's. */
#if WT_UV_DESIGN == 0
#define UV_UNIT_Q_FIELDS(X) \
  X(bool, q_sc, [WT_UV_IQ], 1, "queue: executes as a scalar") \
  X(bool, q_cow, [WT_UV_IQ], 1, "queue: a copy-on-write copy goes first")
#else
#define UV_UNIT_Q_FIELDS(X) \
  X(bool, q_sc, [WT_UV_IQ], 1, "queue: executes as a scalar (writes SR q_sr)") \
  X(bool, q_cow, [WT_UV_IQ], 1, "queue: a copy-on-write copy goes first") \
  X(uint32_t, q_dst, [WT_UV_IQ], WT_UVRW, "queue: the destination (the interlock's tag)") \
  X(uint32_t, q_sr, [WT_UV_IQ], WT_SRW, "queue: the SR allocated to it") \
  X(bool, q_rel, [WT_UV_IQ], 1, "queue: an SR to release at issue") \
  X(uint32_t, q_rsr, [WT_UV_IQ], WT_SRW, "queue: that SR") \
  X(uint32_t, q_m, [WT_UV_IQ], UV_UNIT_NSRC, "queue: bit k, source k is a renamed SR") \
  X(uint32_t, q_val, [WT_UV_IQ * UV_UNIT_NSRC], WT_UV_DW, "queue: the renamed sources' values") \
  X(uint32_t, q_cval, [WT_UV_IQ], WT_UV_DW, "queue: the value the copy-on-write copies")
#endif
#define UV_UNIT_CTL_FIELDS(X) \
  X(uint32_t, q_head, WT_SCALAR, WT_UVIQW, "queue: the head (next to issue)") \
  X(uint32_t, q_count, WT_SCALAR, WT_UVIQCW, "queue: live entries, 0..UV_IQ") \
  X(uint32_t, ii_cnt, WT_SCALAR, WT_UVITW, "cycles until the next issue")

/** Architectural state: the children's, then the unit's own (packed into `dbg_state_o`). */
typedef struct uv_unit_state {
#if WT_UV_DESIGN == 0
  uv_token_file_state_t tf;
#else
  uv_srf_state_t srf;
#endif
  uv_irb_state_t irb;
  UV_UNIT_Q_FIELDS(WT_MEMBER)
  UV_UNIT_CTL_FIELDS(WT_MEMBER)
} uv_unit_state_t;

/** uv_unit_reset (the `!rst_ni` branch), uv_unit_comb, uv_unit_clock and the descriptor
 *  uv_unit_block (wt_block.h). */
WT_BLOCK_FUNCS(uv_unit)

/** The invariants above; false with the broken rule in `msg` (`n` bytes). */
bool uv_unit_check(const uv_unit_state_t *s, char *msg, size_t n);

/** The knobs this unit reads: its own and its children's (wt_block.h). */
#define UV_UNIT_KNOBS(X) \
  X(UV_DESIGN) X(UV_IQ) UV_DETECT_KNOBS(X) UV_TOKEN_FILE_KNOBS(X) UV_SRF_KNOBS(X) UV_IRB_KNOBS(X)

#ifdef __cplusplus
}
#endif

#endif
