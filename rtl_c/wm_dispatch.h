/**
 * @file wm_dispatch.h
 * @brief WarpMan TB dispatch: the SM resource counters and the TB-level and warp-level dispatch
 *        checks (SPEC 2.1, 2.2, 2.4; D2 §4.1, Fig 13; D0 Fig 30).
 *
 * Verilog twin: hdl/wm_dispatch.sv. Configuration: SCHED, TB_SLOTS, REGS, SMEM, MAXW, LTBW,
 * THRESH, THRESH_EN, WARP_LVL (configs/knobs.def); widths from params/wm_params.h.
 *
 * The block holds what the check logic reads: the SM's free scheduler entries, TB slots (count and
 * busy bitmap), registers and shared memory, the active-warp count, the live warps of each TB slot,
 * and the running kernel's descriptor {W, R_w, S_TB, next_L_TBId, tbs_left}. The workload buffer
 * is a separate block (wm_workload_buf); this one reads its valid bit and P_TBId and tells it what
 * to load. wm_sm wires the two together.
 *
 * One cycle, in order (SPEC 0.3):
 *  0. launch: `launch_ok` = `launch` while the SM is idle (no TB slot busy, no TB left) and the
 *     descriptor is legal: 1 <= W <= MAXW, 1 <= R_w, and one whole TB fits an empty SM (W <= SCHED,
 *     W*R_w <= REGS, S_TB <= SMEM) [RES: the runtime rejects a kernel whose TB can never run]. It
 *     loads the descriptor, next_L_TBId <- `k_l0`, tbs_left <- `k_ntbs`, clears the overflow and
 *     fragment latches and starts the launch sequence (`launching`); nothing else happens in a
 *     launch cycle.
 *  1. release: `done_ok` = `done` for a slot with a live warp (a completion of a slot without one
 *     cannot happen and is ignored). WARP_LVL=1 (SPEC 2.3 step 1): free_regs += R_w, free_sched++,
 *     active_warps--, live[p]--; if live[p] is now 0 and the workload buffer does not hold warps of
 *     p (not `wb_valid && wb_p == p`): free_tb++, free_smem += S_TB, tb_busy[p] <- 0 [RES, revised:
 *     a partial TB's slot is released once]. WARP_LVL=0 (the TB-level baseline): live[p]--, and
 *     only when it reaches 0 the whole TB's W*R_w registers, W entries, slot and S_TB are released.
 *  2. buffer issue (WARP_LVL=1): if `done_ok && wb_valid` the buffer issues warp start_wid of TB
 *     wb_p: free_regs -= R_w, free_sched--, active_warps++, live[wb_p]++ (the resources were
 *     released in step 1; SPEC 2.3 step 2).
 *  3. dispatch (SPEC 2.2): `inv` = the buffer is invalid and not a launch cycle, and either the
 *     launch sequence runs or a warp completion was taken (`done_ok`; an ignored completion is
 *     no completion). If tbs_left > 0, on the counters after steps 1 and 2:
 *       full_ok    = free_sched >= W && free_tb >= 1 && free_regs >= W*R_w && free_smem >= S_TB
 *       [RES 'temp' latch] the first invocation of a kernel where !full_ok latches frag_regs <-
 *       free_regs (WARP_LVL=1 only).
 *       regs_e     = free_regs, or in 'temp' mode (!spatial_en) max(free_regs - frag_regs, 0)
 *       partial_ok = WARP_LVL && !full_ok && free_smem >= S_TB && free_tb >= 1 && free_sched >= 1
 *                    && regs_e >= R_w && (!THRESH_EN || active_warps < THRESH)
 *       n_issue    = min(W, free_sched, floor(regs_e / R_w), THRESH_EN ? THRESH - active_warps : W)
 *     A full TB takes the lowest free slot p: free_tb--, free_smem -= S_TB, free_regs -= W*R_w,
 *     free_sched -= W, active_warps += W, live[p] <- W, tb_busy[p] <- 1. A partial TB does the same
 *     with n_issue warps and loads the buffer ({p, L, n_issue, W-1}: `ld`, `ld_end`). Either takes
 *     L = next_L_TBId (`disp_l`): next_L_TBId++, tbs_left--. [RES, W2] next_L_TBId is LTBW bits;
 *     an increment from all ones wraps to 0 and sets `ltb_wrap`; a dispatch while `ltb_wrap` is
 *     set dispatches a TB whose id does not fit and sets the sticky `ltb_ovf`.
 *     The launch sequence ends (`launching` <- 0) at the first cycle of it that dispatches nothing.
 *
 * 'temp' and 'temp+spatial' (SPEC 2.4): `spatial_en` = 1 is WarpMan's 'temp+spatial'; 0 is 'temp':
 * warp-level release and dispatch from the resources released by completed warps, never from the
 * fragment left when the last full TB fitted. [RES, differs from SPEC 2.2's literal formula, which
 * gates partial_ok with SPATIAL_EN and would make 'temp' dispatch no partial TB at all.] Only the
 * registers are latched, as SPEC 2.4 says, yet the scheduler entries of the fragment (D2 §3.1 names
 * the warp scheduler among the fragmented resources) stay unused too: from the latch on, free_regs
 * and free_sched move together (R_w and 1 per warp, W*R_w and W per TB), so free_regs - frag_regs
 * = R_w * (free_sched - the entries free at the latch), and floor(regs_e / R_w) never exceeds the
 * entries released since. A second latch for the entries would hold nothing new.
 *
 * Reset: every counter full (free_sched = SCHED, free_tb = TB_SLOTS, free_regs = REGS, free_smem =
 * SMEM), everything else zero.
 *
 * Where hdl/wm_dispatch.sv cannot read word for word like wm_dispatch.c (same results):
 *  - `regs_e / k_rw` is evaluated here only with a TB left to dispatch, i.e. after a launch, so
 *    R_w >= 1; the RTL evaluates the division every cycle, and before the first launch k_rw is 0
 *    (x / 0 is x on Icarus), so its divisor is `rw_div` = k_rw, or 1 while k_rw is 0;
 *  - the `while` loop for the lowest free slot is the RTL function `lowest_free` (a priority
 *    encoder: the lowest slot whose busy bit is 0, else the last slot);
 *  - `n->x` at each phase is a signal of its own in the RTL (`x_p1`, `x_p2`, then `x_d`), each
 *    assigned once (Icarus 11 loops on a comb signal that changes twice in one evaluation);
 *  - comparisons of different widths are made on 32-bit casts and W*R_w has WT_TBREGW bits, as
 *    the uint32_t arithmetic here; `M(x, w)` is the RTL's register width (truncation commutes with
 *    + - *), and each min of n_issue is at most W, so it is held in WT_WCW bits.
 * wm_dispatch_check() is also an RTL checker under simulation (p_invariants, every clock out of
 * reset, $fatal naming the invariant).
 */
#ifndef WM_DISPATCH_H
#define WM_DISPATCH_H

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

static_assert(WT_TB_SLOTS <= 64 && WT_NTBW <= 32 && WT_TBREGW <= 32,
              "wm_dispatch keeps tb_busy in at most 64 bits and counters in uint32_t");

/** The container of `tb_busy` (TB_SLOTS bits): the one wt_block.h prescribes for the width, as for
 *  every field (uint32_t up to 32 bits, uint64_t for 33..64). */
#if WT_TB_SLOTS > 32
typedef uint64_t wm_busy_t;
#else
typedef uint32_t wm_busy_t;
#endif

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i". */
#define WM_DISPATCH_IN_FIELDS(X) \
  X(bool, launch, WT_SCALAR, 1, "kernel launch with the descriptor below (phase 0)") \
  X(uint32_t, k_w, WT_SCALAR, WT_WCW, "W: warps per TB") \
  X(uint32_t, k_rw, WT_SCALAR, WT_REGW, "R_w: registers per warp") \
  X(uint32_t, k_stb, WT_SCALAR, WT_SMEMW, "S_TB: shared memory per TB in bytes") \
  X(uint32_t, k_l0, WT_SCALAR, WT_LTBW, "logical id of the kernel's first TB on this SM") \
  X(uint32_t, k_ntbs, WT_SCALAR, WT_NTBW, "TBs of the kernel this SM runs") \
  X(bool, done, WT_SCALAR, 1, "a warp completed (phase 1)") \
  X(uint32_t, done_p, WT_SCALAR, WT_PTBW, "its physical TB slot") \
  X(bool, wb_valid, WT_SCALAR, 1, "the workload buffer holds unissued warps (its valid bit)") \
  X(uint32_t, wb_p, WT_SCALAR, WT_PTBW, "the buffer's P_TBId") \
  X(bool, spatial_en, WT_SCALAR, 1, "1: 'temp+spatial'; 0: 'temp' (the dueling input, SPEC 2.4)")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(wm_dispatch, WM_DISPATCH)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define WM_DISPATCH_OUT_FIELDS(X) \
  X(bool, idle, WT_SCALAR, 1, WT_ALWAYS, \
    "no TB slot busy and no TB left (start of the cycle): a launch is taken") \
  X(bool, launch_ok, WT_SCALAR, 1, WT_ALWAYS, "the launch is taken") \
  X(bool, done_ok, WT_SCALAR, 1, WT_ALWAYS, "the completion is taken (its slot had a live warp)") \
  X(bool, inv, WT_SCALAR, 1, WT_ALWAYS, "the dispatcher is invoked this cycle") \
  X(bool, disp_v, WT_SCALAR, 1, WT_ALWAYS, "a TB is dispatched") \
  X(bool, disp_full, WT_SCALAR, 1, WT_IF(disp_v), "it is a full TB (else partial)") \
  X(uint32_t, disp_p, WT_SCALAR, WT_PTBW, WT_IF(disp_v), "its physical TB slot (0 when not disp_v)") \
  X(uint32_t, disp_l, WT_SCALAR, WT_LTBW, WT_IF(disp_v), "its logical TB id (0 when not disp_v)") \
  X(uint32_t, disp_n, WT_SCALAR, WT_WCW, WT_IF(disp_v), \
    "warps issued now: W, or n_issue (0 when not disp_v)") \
  X(bool, ld, WT_SCALAR, 1, WT_ALWAYS, \
    "load the workload buffer: {disp_p, disp_l, start = disp_n, end = ld_end}") \
  X(uint32_t, ld_end, WT_SCALAR, WT_WIDW, WT_IF(ld), "end_wid = W - 1 of the partial TB (0 when not ld)") \
  X(bool, ltb_ovf, WT_SCALAR, 1, WT_ALWAYS, \
    "a TB id overflowed LTBW bits in this kernel (start of the cycle, W2)")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(wm_dispatch, WM_DISPATCH)

/** The state fields in packing order, declared once (wt_block.h). X(type, field, dims, width,
 *  doc); the register of field f is f_q in the RTL. */
#define WM_DISPATCH_STATE_FIELDS(X) \
  X(uint32_t, free_sched, WT_SCALAR, WT_SCHW, "free warp-scheduler entries (SPEC 2.1)") \
  X(uint32_t, free_tb, WT_SCALAR, WT_TBCW, "free TB slots (SPEC 2.1)") \
  X(wm_busy_t, tb_busy, WT_SCALAR, WT_TB_SLOTS, "bitmap of busy physical TB slots (SPEC 2.1)") \
  X(uint32_t, free_regs, WT_SCALAR, WT_REGW, "free registers (SPEC 2.1)") \
  X(uint32_t, free_smem, WT_SCALAR, WT_SMEMW, "free shared memory in bytes (SPEC 2.1)") \
  X(uint32_t, active_warps, WT_SCALAR, WT_SCHW, "warps holding resources (SPEC 2.1)") \
  X(uint32_t, live, [WT_TB_SLOTS], WT_WCW, "per TB slot: its warps holding resources [RES]") \
  X(uint32_t, k_w, WT_SCALAR, WT_WCW, "kernel: W, warps per TB (SPEC 2.1)") \
  X(uint32_t, k_rw, WT_SCALAR, WT_REGW, "kernel: R_w, registers per warp (SPEC 2.1)") \
  X(uint32_t, k_stb, WT_SCALAR, WT_SMEMW, "kernel: S_TB, shared memory per TB (SPEC 2.1)") \
  X(uint32_t, next_ltb, WT_SCALAR, WT_LTBW, "kernel: next_L_TBId (SPEC 2.1)") \
  X(bool, ltb_wrap, WT_SCALAR, 1, "next_L_TBId wrapped past all ones (W2) [RES]") \
  X(bool, ltb_ovf, WT_SCALAR, 1, "a TB was dispatched with an id that does not fit (W2, sticky) [RES]") \
  X(uint32_t, tbs_left, WT_SCALAR, WT_NTBW, "kernel: TBs left to dispatch (SPEC 2.1)") \
  X(bool, launching, WT_SCALAR, 1, "the launch sequence runs: invoke every cycle (SPEC 2.2) [RES]") \
  X(bool, frag_v, WT_SCALAR, 1, "the 'temp' fragment is latched (SPEC 2.4)") \
  X(uint32_t, frag_regs, WT_SCALAR, WT_REGW, \
    "'temp': free registers when a full TB first did not fit (SPEC 2.4)")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(wm_dispatch, WM_DISPATCH)

/** wm_dispatch_reset (the `!rst_ni` branch), wm_dispatch_comb, wm_dispatch_clock and the descriptor
 *  wm_dispatch_block (wt_block.h). */
WT_BLOCK_FUNCS(wm_dispatch)

/** The counter invariants (SPEC 2.1-2.3), for the harnesses and wm_sm_check: free_tb equals the
 *  free slots of tb_busy; a slot is busy exactly when it has a live warp; live[p] <= W; registers,
 *  scheduler entries, active warps and shared memory in use equal the sums over live warps and busy
 *  TBs (WARP_LVL=1: per live warp; 0: per busy TB), so none over- or underflowed and each TB's slot
 *  and shared memory were released exactly once. */
bool wm_dispatch_check(const wm_dispatch_state_t *s, char *msg, size_t n);

/** The knobs this block reads (wt_block.h); `make knobs-check` proves the list complete. */
#define WM_DISPATCH_KNOBS(X) \
  X(SCHED) X(TB_SLOTS) X(REGS) X(SMEM) X(MAXW) X(LTBW) X(THRESH) X(THRESH_EN) X(WARP_LVL)

#ifdef __cplusplus
}
#endif

#endif
