/**
 * @file pe_scoreboard.h
 * @brief The scoreboard: dual-mode augmented scoreboard of one SM, every warp's N-mode scoreboard
 *        (pend + long-latency bits) and its P-mode copy (SPEC 3.1, 3.2; D1 §2, §5, Fig 8).
 *
 * Verilog twin: hdl/pe_scoreboard.sv. Configuration: WT_WARPS warps, WT_AREGW-bit register fields,
 * registers r0..r(WT_NAREG-1); index WT_NAREG (all ones: r63 at the baseline) is "none" and is
 * ignored by every port. Warp ids are WT_PE_WIDW bits; an id >= WARPS is ignored too. Each check
 * has NSRC = WT_PE_NSRC source ports (params/pe_params.h; SPEC 3.2: src[3]).
 *
 * State per warp w, one bit per register r (element w*NAREG + r of each field):
 *   N.pend, N.ll   the N-mode scoreboard. N.pend alone is the baseline scoreboard of SPEC 3.1
 *                  (a 63-bit pend vector per warp, D1 §2); N.ll is D1 §5's augmentation.
 *   P.pend, P.ll   the P-mode scoreboard, copied from the N-mode one at P-mode entry.
 * MODEL = 4 x NAREG = 252 b/warp; PAPER (D1 §5.3) = 126 b/warp, the P copy only (SPEC 8 P2).
 *
 * One step (SPEC 3.2: at most one N check/issue, one P check/update and two writebacks), in this
 * normative order, each phase seeing the writes of the ones before:
 *  1. writebacks, port 0 then port 1 (`wbK_v`, `wbK_wid`, `wbK_reg`, `wbK_p`, `wbK_ll`, `wbK_pm`):
 *     - N wb (`wbK_p` = 0, n_wb): N.pend[reg] = 0, N.ll[reg] = 0; and if `wbK_pm` ("the warp is in
 *       P-mode", from the mode controller) and !`wbK_ll` (short latency): P.pend[reg] = 0, P.ll
 *       untouched [RES]. A long-latency writeback never touches the P-SB.
 *     - P wb (`wbK_p` = 1, p_wb): if `wbK_pm` ("mode == P && tag == episode_tag"): P.pend[reg] = 0;
 *       a stale episode's writeback (pm = 0) is ignored. `wbK_ll` is not read.
 *  2. copy (`cp_v`, `cp_wid`): P.pend <- N.pend, P.ll <- N.ll of that warp (post-writeback values).
 *  3. checks, combinational on the state after 1 and 2 (always evaluated, no valid):
 *     - N check (`nck_wid`, `nck_src[NSRC]`, `nck_dst`): `n_raw_ll` = OR_s N.pend[s] & N.ll[s];
 *       `n_raw` = OR_s N.pend[s]; `n_waw` = N.pend[dst]; `n_src_ll[k]` = N.pend[src k] & N.ll[src k]
 *       (the trigger sources the mode controller records, SPEC 3.3 step 7).
 *     - P check (`pck_wid`, `pck_src[NSRC]`, `pck_dst`): `p_src_ll` = OR_s P.ll[s]; `p_src_pend` =
 *       OR_s P.pend[s]; `p_dst_pend` = P.pend[dst].
 *     A "none" source or destination contributes 0; a warp id >= WARPS gives all 0.
 *     The N check outputs do not depend on the copy (it writes only the P-SB), so the mode
 *     controller may drive `cp_v` from `n_raw_ll` in the same step (the one-step P entry of
 *     SPEC 3.3) without a combinational loop; the P check does see that copy.
 *  4. updates: N issue (`nis_v`, `nis_wid`, `nis_dst`, `nis_ll`): N.pend[dst] = 1, N.ll[dst] = ll.
 *     P update (`pup_v`, `pup_wid`, `pup_dst`, `pup_op`): op 0 = p_skip / p_preload: P.ll[dst] = 1;
 *     op 1 = p_issue: P.pend[dst] = 1, P.ll[dst] = 0 [RES].
 * Two ports that write the same bit in one step: the later one in this order wins. So a copy
 * overwrites a same-step writeback's P clear with the N values (after the N clear), and a P update
 * of the copied warp lands on top of the copy; an N issue after an N wb of the same register sets
 * it again. The two writebacks only clear, so their order changes nothing; the N issue writes only
 * the N-SB and the P update only the P-SB, so those two never meet.
 *
 * Ignored (state unchanged, defined behaviour): any port whose register is WT_NAREG (none) or whose
 * warp id is >= WARPS. The protocol (the mode controller, SPEC 3.3) further promises writebacks
 * only for registers with a pending issue, consistent LL flags, and P updates only while the warp
 * is in P-mode; the block does not rely on any of it.
 *
 * Invariant (check hook): N.ll is a subset of N.pend for every warp (n_issue sets both, n_wb clears
 * both, nothing else writes them). P.ll need not be a subset of P.pend: p_skip/p_preload set ll
 * only.
 *
 * Reset: all zero.
 */
#ifndef PE_SCOREBOARD_H
#define PE_SCOREBOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_AREGW <= 32 && WT_PE_WIDW <= 32, "pe_scoreboard keeps register and warp ids in uint32_t");

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define PE_SCOREBOARD_IN_FIELDS(X) \
  X(bool, wb0_v, WT_SCALAR, 1, "writeback port 0 valid (phase 1)") \
  X(uint32_t, wb0_wid, WT_SCALAR, WT_PE_WIDW, "writeback 0 warp") \
  X(uint32_t, wb0_reg, WT_SCALAR, WT_AREGW, "writeback 0 register (NAREG = none)") \
  X(bool, wb0_p, WT_SCALAR, 1, "writeback 0 of a P-mode instruction (p_wb), else n_wb") \
  X(bool, wb0_ll, WT_SCALAR, 1, "writeback 0 long latency (n_wb only)") \
  X(bool, wb0_pm, WT_SCALAR, 1, "writeback 0: n_wb: warp in P-mode; p_wb: mode==P && tag==episode_tag") \
  X(bool, wb1_v, WT_SCALAR, 1, "writeback port 1 valid (phase 1, after port 0)") \
  X(uint32_t, wb1_wid, WT_SCALAR, WT_PE_WIDW, "writeback 1 warp") \
  X(uint32_t, wb1_reg, WT_SCALAR, WT_AREGW, "writeback 1 register (NAREG = none)") \
  X(bool, wb1_p, WT_SCALAR, 1, "writeback 1 of a P-mode instruction (p_wb), else n_wb") \
  X(bool, wb1_ll, WT_SCALAR, 1, "writeback 1 long latency (n_wb only)") \
  X(bool, wb1_pm, WT_SCALAR, 1, "writeback 1: n_wb: warp in P-mode; p_wb: mode==P && tag==episode_tag") \
  X(bool, cp_v, WT_SCALAR, 1, "copy_n2p (phase 2)") \
  X(uint32_t, cp_wid, WT_SCALAR, WT_PE_WIDW, "copy warp") \
  X(uint32_t, nck_wid, WT_SCALAR, WT_PE_WIDW, "N check warp (phase 3)") \
  X(uint32_t, nck_src, [WT_PE_NSRC], WT_AREGW, "N check sources (NAREG = none)") \
  X(uint32_t, nck_dst, WT_SCALAR, WT_AREGW, "N check destination (NAREG = none)") \
  X(uint32_t, pck_wid, WT_SCALAR, WT_PE_WIDW, "P check warp (phase 3)") \
  X(uint32_t, pck_src, [WT_PE_NSRC], WT_AREGW, "P check sources (NAREG = none)") \
  X(uint32_t, pck_dst, WT_SCALAR, WT_AREGW, "P check destination (NAREG = none)") \
  X(bool, nis_v, WT_SCALAR, 1, "N issue (phase 4)") \
  X(uint32_t, nis_wid, WT_SCALAR, WT_PE_WIDW, "N issue warp") \
  X(uint32_t, nis_dst, WT_SCALAR, WT_AREGW, "N issue destination (NAREG = none)") \
  X(bool, nis_ll, WT_SCALAR, 1, "N issue long latency (global load)") \
  X(bool, pup_v, WT_SCALAR, 1, "P update (phase 4)") \
  X(uint32_t, pup_wid, WT_SCALAR, WT_PE_WIDW, "P update warp") \
  X(uint32_t, pup_dst, WT_SCALAR, WT_AREGW, "P update destination (NAREG = none)") \
  X(bool, pup_op, WT_SCALAR, 1, "P update op: 0 = p_skip/p_preload (ll=1), 1 = p_issue (pend=1, ll=0)")
/** Inputs, sampled every cycle (phase order as above). */
WT_IN_STRUCT(pe_scoreboard, PE_SCOREBOARD)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o". All combinational from the state after phases 1 and 2 and the check inputs. */
#define PE_SCOREBOARD_OUT_FIELDS(X) \
  X(bool, n_raw_ll, WT_SCALAR, 1, WT_ALWAYS, \
    "N check: a source is pending and long latency (P-mode trigger)") \
  X(bool, n_raw, WT_SCALAR, 1, WT_ALWAYS, "N check: a source is pending") \
  X(bool, n_waw, WT_SCALAR, 1, WT_ALWAYS, "N check: the destination is pending") \
  X(bool, n_src_ll, [WT_PE_NSRC], 1, WT_ALWAYS, "N check: source k pending and long latency") \
  X(bool, p_src_ll, WT_SCALAR, 1, WT_ALWAYS, "P check: a source is long latency") \
  X(bool, p_src_pend, WT_SCALAR, 1, WT_ALWAYS, "P check: a source is pending") \
  X(bool, p_dst_pend, WT_SCALAR, 1, WT_ALWAYS, "P check: the destination is pending")
/** Outputs. */
WT_OUT_STRUCT(pe_scoreboard, PE_SCOREBOARD)

/** The state fields in packing order, declared once (wt_block.h); element w*NAREG + r is register
 *  r of warp w, so warp w's vector is NAREG consecutive bits, r0 lowest. The register of field f
 *  is f_q in the RTL (one NAREG-bit vector per warp). */
#define PE_SCOREBOARD_STATE_FIELDS(X) \
  X(bool, n_pend, [WT_WARPS][WT_NAREG], 1, \
    "N.pend: the baseline scoreboard (SPEC 3.1), not counted in D1 §5.3") \
  X(bool, n_ll, [WT_WARPS][WT_NAREG], 1, \
    "N.ll: long-latency augmentation of the N-SB (SPEC 3.2; not counted in D1 §5.3, P2)") \
  X(bool, p_pend, [WT_WARPS][WT_NAREG], 1, "P.pend: P-mode scoreboard pending bits (D1 §5.3: 63 b/warp)") \
  X(bool, p_ll, [WT_WARPS][WT_NAREG], 1, "P.ll: P-mode scoreboard long-latency bits (D1 §5.3: 63 b/warp)")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(pe_scoreboard, PE_SCOREBOARD)

/** pe_scoreboard_reset (the `!rst_ni` branch), pe_scoreboard_comb, pe_scoreboard_clock and the
 *  descriptor pe_scoreboard_block (wt_block.h). Reset: all zero. */
WT_BLOCK_FUNCS(pe_scoreboard)

/* Phase operations for parents that interleave them with other blocks. They work in place; each
 * ignores a warp id >= WARPS and the register WT_NAREG (none). */

/** Phase 1, one writeback port: n_wb (p = 0) or p_wb (p = 1), as in the header. */
void pe_scoreboard_wb(pe_scoreboard_state_t *s, uint32_t wid, uint32_t reg, bool p, bool ll, bool pm);
/** Phase 2: copy_n2p of warp `wid`. */
void pe_scoreboard_copy(pe_scoreboard_state_t *s, uint32_t wid);
/** Phase 3: the N check and the P check into `out` (every output field). */
void pe_scoreboard_check_ports(const pe_scoreboard_state_t *s, const pe_scoreboard_in_t *in,
                               pe_scoreboard_out_t *out);
/** Phase 4: n_issue(dst, ll) of warp `wid`. */
void pe_scoreboard_n_issue(pe_scoreboard_state_t *s, uint32_t wid, uint32_t dst, bool ll);
/** Phase 4: P update of warp `wid`: op 0 = p_skip / p_preload, op 1 = p_issue. */
void pe_scoreboard_p_update(pe_scoreboard_state_t *s, uint32_t wid, uint32_t dst, bool op);

/** Invariants (the descriptor's `check`): N.ll subset of N.pend, every bit within its width. */
bool pe_scoreboard_check(const pe_scoreboard_state_t *s, char *msg, size_t n);

/** The knobs this block reads (wt_block.h): only these enter its vector headers and its
 *  configuration hash; `make knobs-check` proves the list complete. */
#define PE_SCOREBOARD_KNOBS(X) X(AREGW) X(WARPS)

#ifdef __cplusplus
}
#endif

#endif
