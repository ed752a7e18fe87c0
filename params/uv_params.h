/* params/uv_params.h: widths derived from the uniform-vector knobs by the SPEC 5.x rules (D4).
 *
 * One file per knob family (configs/knobs.def); each is the single source of its derived widths.
 * Grammar and checks: see params/common_params.h (`make params-check` compares C and Verilog).
 */
#ifndef WT_UV_PARAMS_H
#define WT_UV_PARAMS_H

/* Physical vector register id: a token bit's and a renaming-map entry's index (SPEC 5.0: 9 bits
 * for 512). */
#define WT_UVRW WT_IDX_W(WT_UV_VREGS)

/* Scalar register id (SPEC 5.3: 7 bits for 128). */
#define WT_SRW WT_IDX_W(WT_SRF_REGS)

/* Freelist count, 0..SRF_REGS (SPEC 5.3 [RES]: 8 bits for 128). */
#define WT_SRCW WT_IDX_W(WT_SRF_REGS + 1)

/* IRB entry index and LRU rank (SPEC 5.4: 3 bits for 8 entries). */
#define WT_IRBW WT_IDX_W(WT_IRB_ENTRIES)

/* Bits of an IRB entry that its parity bit covers, {PPC, OPC, S0, S1, S2, D} (SPEC 5.4: 146 = 10 +
 * 8 + 4 x 32). */
#define WT_IRB_COVW (WT_IRB_PPCW + WT_UV_OPCW + 4 * WT_UV_DW)

/* A bit position over those covered bits: the IRB's fault-injection port (8 bits for 146). */
#define WT_IRB_POSW WT_IDX_W(WT_IRB_COVW)

/* The element of a uniform vector register that holds its scalar, N = WS - NumSP (SPEC 5.2: 24
 * for 32 lanes and 8 SPs). Meaningful only where NUMSP <= NL (every uv configuration): the uv
 * blocks refuse a configuration without it. */
#define WT_UVN (WT_NL - WT_NUMSP)

/* Issue interval of a regular instruction, WS / NumSP cycles (SPEC 5.1: 4). */
#define WT_UVII (WT_NL / WT_NUMSP)

/* Source operands of an instruction at the uniform detector (SPEC 5.1; D4's IRB keeps S0, S1, S2),
 * declared once for both languages. */
#define WT_UV_NSRC 3

/* Issue interval of an instruction at the uniform detector, 1..UVII cycles (SPEC 5.1: 3 bits for
 * 1..4). */
#define WT_UVIIW WT_IDX_W(WT_UVII + 1)

/* uv_unit's queue between ID and issue (UV_IQ entries, a power of two): an entry's index and the
 * queue's count, 0..UV_IQ (1 and 2 bits for 2 entries). */
#define WT_UVIQW WT_IDX_W(WT_UV_IQ)
#define WT_UVIQCW WT_IDX_W(WT_UV_IQ + 1)

/* uv_unit's issue interval of an instruction, with the copy a copy-on-write inserts before it:
 * 1..2 x UVII cycles (4 bits for 1..8 at the baseline); its countdown fits the same width. */
#define WT_UVITW WT_IDX_W(2 * WT_UVII + 1)

/* The uniform detector's codes, declared once for both languages (rtl_c/uv_detect.h UV_KIND_*,
 * UV_SREG_*, UV_CLS_*; hdl/uv_detect.sv localparams). A source operand's kind, WT_UVKINDW bits
 * (3 is undefined: not uniform). */
#define WT_UVKINDW 2
#define WT_UV_KIND_REG 0
#define WT_UV_KIND_IMM 1
#define WT_UV_KIND_SREG 2

/* A special register's code, WT_UVSREGW bits (SPEC 5.1 [RES]): tid.x/y/z and laneid depend on
 * the thread; ntid.*, nctaid.*, ctaid.* and a kernel parameter do not (uniform); 14 and 15 are
 * undefined: not uniform. */
#define WT_UVSREGW 4
#define WT_UV_SREG_TID_X 0
#define WT_UV_SREG_TID_Y 1
#define WT_UV_SREG_TID_Z 2
#define WT_UV_SREG_LANEID 3
#define WT_UV_SREG_NTID_X 4
#define WT_UV_SREG_NTID_Y 5
#define WT_UV_SREG_NTID_Z 6
#define WT_UV_SREG_NCTAID_X 7
#define WT_UV_SREG_NCTAID_Y 8
#define WT_UV_SREG_NCTAID_Z 9
#define WT_UV_SREG_CTAID_X 10
#define WT_UV_SREG_CTAID_Y 11
#define WT_UV_SREG_CTAID_Z 12
#define WT_UV_SREG_PARAM 13

/* An instruction's class, WT_UVCLSW bits (SPEC 5.1 [RES]: only an ALU instruction can be uniform;
 * branches and memory instructions never are). */
#define WT_UVCLSW 2
#define WT_UV_CLS_ALU 0
#define WT_UV_CLS_BRANCH 1
#define WT_UV_CLS_MEM 2
#define WT_UV_CLS_OTHER 3

#endif
