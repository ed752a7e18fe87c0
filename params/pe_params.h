/* params/pe_params.h: widths derived from the Warped-Preexecution knobs by the SPEC 3.x rules (D1).
 *
 * One file per knob family (configs/knobs.def); each is the single source of its derived widths.
 * Grammar and checks: see params/common_params.h (`make params-check` compares C and Verilog).
 */
#ifndef WT_PE_PARAMS_H
#define WT_PE_PARAMS_H

/* Warp id, 0..WARPS-1 (SPEC 3.0: 6 bits for 48 warps). */
#define WT_PE_WIDW WT_IDX_W(WT_WARPS)

/* Architected registers r0..r(NAREG-1); index NAREG (all ones) is "none" (SPEC 3.2: 63, r63). */
#define WT_NAREG (WT_POW2(WT_AREGW) - 1)

/* Rename index i of the rename pool, PHY (SPEC 3.0: 7 bits for 128). */
#define WT_PHYW WT_IDX_W(WT_RREGS)

/* First physical register of the rename pool: phys = PHYS_BASE + i (SPEC 3.0, P1: 896). */
#define WT_PHYS_BASE (1024 - WT_RREGS)

/* P-queue entry index qidx, 0..PQ-1 (3 bits for 8). */
#define WT_PQIW WT_IDX_W(WT_PQ)

/* P-queue HEAD and TAIL, 0..PQ, saturating at PQ (SPEC 3.6 [RES], P3: 4 bits for 8). */
#define WT_PQPW WT_IDX_W(WT_PQ + 1)

/* P-queue entry {V, OFF, DST, SRC0, SRC1, PHY, RDY}, MSB to LSB (SPEC 3.6): its sub-fields,
 * declared once as X(name, width), LSB first (each at the bit after the one before). C:
 * rtl_c/pe_pqueue.h makes the accessors pq_entry_<name>(e), pq_entry_set_<name>(e, x) and
 * PQ_ENTRY_OFF(name), PQ_ENTRY_W(name); Verilog: tools/h2svh.sh writes WT_PQE_<NAME>_W and
 * WT_PQE_<NAME>_OFF (bit offset) into wt_params.svh. */
#define WT_PQE_FIELDS(X) X(rdy, 1) X(phy, WT_PHYW) X(src1, WT_AREGW) X(src0, WT_AREGW) X(dst, WT_AREGW) X(off, WT_PQOFFW) X(v, 1)

/* P-queue entry width: the sum of its sub-fields (SPEC 3.6: 37 bits). */
#define WT_PQEW WT_FIELDS_W(WT_PQE_FIELDS)

/* Sources of an instruction, declared once for both languages: the scoreboard's check ports, the
 * rename tables' source reads and the mode control's trigger sources (SPEC 3.2 src[3], 3.3). */
#define WT_PE_NSRC 3

/* Trigger source {V, reg} (SPEC 3.3: 7 bits). */
#define WT_TRIGW (1 + WT_AREGW)

/* Register-file bank of a rename index, bank(i) = i mod RBANKS (SPEC 3.5 [RES], P10: 2 bits for 4). */
#define WT_BANKW WT_IDX_W(WT_RBANKS)

/* P-mode issue classifier: instruction class code (SPEC 3.7: 10 classes 0..9, 10..15 act as EXIT). */
#define WT_PECLSW 4

/* P-mode issue classifier: action code (SPEC 3.7: 6 actions, PE_ACT_* in rtl_c/pe_classifier.h). */
#define WT_PEACTW 3

/* The classifier's codes, declared once for both languages (rtl_c/pe_classifier.h PE_CLS_* and
 * PE_ACT_*, hdl/pe_classifier.sv and hdl/pe_unit.sv localparams): instruction classes (SPEC 3.7;
 * 10..15 are undefined and act as EXIT) and actions. */
#define WT_PE_CLS_ALU 0
#define WT_PE_CLS_SFU 1
#define WT_PE_CLS_SMEM_LD 2
#define WT_PE_CLS_SMEM_ST 3
#define WT_PE_CLS_GLD 4
#define WT_PE_CLS_GST 5
#define WT_PE_CLS_ATOM 6
#define WT_PE_CLS_BAR 7
#define WT_PE_CLS_BRANCH 8
#define WT_PE_CLS_EXIT 9
#define WT_PE_ACT_SKIP 0
#define WT_PE_ACT_HALT 1
#define WT_PE_ACT_STALL 2
#define WT_PE_ACT_EXEC_BRANCH 3
#define WT_PE_ACT_PRELOAD 4
#define WT_PE_ACT_PREEXEC 5

#endif
