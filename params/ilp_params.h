/* params/ilp_params.h: widths derived from the ILP knobs by the SPEC 4.x rules (D0 chapter 4).
 *
 * One file per knob family (configs/knobs.def); each is the single source of its derived widths.
 * Grammar and checks: see params/common_params.h (`make params-check` compares C and Verilog).
 */
#ifndef WT_ILP_PARAMS_H
#define WT_ILP_PARAMS_H

/* Scoreboard entry index K: HEAD, TAIL, NEXT and the writeback entry (SPEC 4.1: 3 bits for 8). */
#define WT_SBKW WT_IDX_W(WT_SB_ENTRIES)

/* Physical vector register tag (SPEC 4.1: 9 bits for 512). */
#define WT_SBTAGW WT_IDX_W(WT_SB_TAGS)

/* Warp id of the ILP structures (5 bits for 32 warps). */
#define WT_ILPWW WT_IDX_W(WT_ILP_WARPS)

/* gshare index and per-warp global history width (SPEC 4.2: 9 bits for 512 counters). */
#define WT_GSIW WT_IDX_W(WT_GS_ENTRIES)

#endif
