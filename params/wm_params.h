/* params/wm_params.h: widths derived from the WarpMan knobs by the SPEC 2.x rules (D2).
 *
 * One file per knob family (configs/knobs.def); each is the single source of its derived widths.
 * Grammar and checks: see params/common_params.h (`make params-check` compares C and Verilog).
 */
#ifndef WT_WM_PARAMS_H
#define WT_WM_PARAMS_H

/* Scheduler-entry counters free_sched and active_warps, 0..SCHED (SPEC 2.1: 6 bits for 48). */
#define WT_SCHW WT_IDX_W(WT_SCHED + 1)

/* Free TB-slot counter free_tb, 0..TB_SLOTS (SPEC 2.1: 4 bits for 8). */
#define WT_TBCW WT_IDX_W(WT_TB_SLOTS + 1)

/* Physical TB slot number P_TBId (SPEC 2.3: 3 bits for 8 slots). */
#define WT_PTBW WT_IDX_W(WT_TB_SLOTS)

/* Register counter free_regs and registers per warp R_w, 0..REGS (SPEC 2.1: 16 bits for 32768). */
#define WT_REGW WT_IDX_W(WT_REGS + 1)

/* Shared-memory counter free_smem and S_TB in bytes, 0..SMEM (SPEC 2.1: 16 bits for 49152). */
#define WT_SMEMW WT_IDX_W(WT_SMEM + 1)

/* Warps per TB W and per-slot live-warp counts, 0..MAXW (SPEC 2.1: 6 bits for 32). */
#define WT_WCW WT_IDX_W(WT_MAXW + 1)

/* Warp id within a TB, start_wid and end_wid (SPEC 2.3: 5 bits for 32). */
#define WT_WIDW WT_IDX_W(WT_MAXW)

/* TBs left to dispatch: 0..2^LTBW, every logical TB id of a kernel (SPEC 2.1 tbs_left). */
#define WT_NTBW (WT_LTBW + 1)

/* W * R_w, the registers of one TB (the full check's product; 22 bits at the baseline). */
#define WT_TBREGW (WT_REGW + WT_WCW)

/* The workload buffer {P_TBId, L_TBId, start_wid, end_wid, valid} (SPEC 2.3: 40 bits). */
#define WT_WBW (WT_PTBW + WT_LTBW + 2 * WT_WIDW + 1)

#endif
