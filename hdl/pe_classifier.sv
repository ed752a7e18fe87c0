// Warped-Preexecution P-mode issue classifier (SPEC 3.7; D1 §5.1 skip rules), per SM.
//
// Verilog twin of rtl_c/pe_classifier.c (statement by statement: the same names, the same
// priority chain in the same order).
//
// Combinational: no state, no clock, no reset. Declared once by an empty state table in
// rtl_c/pe_classifier.c (rtl_c/wt_block.h WT_NO_STATE): this module has no clk_i, rst_ni or
// dbg_state_o, MODEL = 0 bits, 0 flip-flops. Configuration: none (it reads no knob); widths
// WT_PECLSW (class) and WT_PEACTW (action) in params/pe_params.h.
//
// Inputs: the instruction's class `cls`; the P-mode scoreboard check of it (`src_ll`: a source is
// long-latency, P.ll; `src_pend`: a source is pending; `dst_pend`: its destination is pending);
// the episode flags of SPEC 3.3 (`smem_st`: smem_st_skipped, `bar`: past_barrier); the P-queue's
// `can_ins` (PQ.can_insert(pc): offset in range and TAIL < PQ) and the availability vector's
// `any_free`.
//
// Class codes PE_CLS_*: ALU 0, SFU 1, SMEM_LD 2, SMEM_ST 3, GLD 4, GST 5, ATOM 6, BAR 7,
// BRANCH 8, EXIT 9. Codes 10..15 are undefined by SPEC and are EXIT in every rule (HALT: the
// unit stops pre-executing an instruction it does not know; with src_ll they are SKIP + mark_ll,
// like EXIT).
// Action codes PE_ACT_*: SKIP 0, HALT 1, STALL 2, EXEC_BRANCH 3, PRELOAD 4, PREEXEC 5.
//
// The decision, in this exact priority (SPEC 3.7 [RES]); the first rule that applies wins:
//  0. Unconditionally skipped classes: SMEM_ST -> SKIP, set_smem_st; GST -> SKIP; ATOM -> SKIP +
//     mark_ll; BAR -> SKIP, set_bar.
//  1. src_ll: BRANCH -> HALT; any other class -> SKIP + mark_ll.
//  2. src_pend, or dst_pend with class ALU, SFU or SMEM_LD -> STALL (a pre-load writes no
//     register, so dst_pend does not stall GLD).
//  3. EXIT (and 10..15) -> HALT; BRANCH -> EXEC_BRANCH; GLD -> PRELOAD + mark_ll; SMEM_LD with
//     smem_st || bar -> SKIP + mark_ll; then ALU / SFU / SMEM_LD: !can_ins -> SKIP + mark_ll,
//     else !any_free -> STALL, else PREEXEC.
// Outputs: `act`; `mark_ll` (the unit drives the scoreboard's p_update op 0 for the dst: P.ll[dst]
// = 1, p_skip or p_preload); `set_smem_st`, `set_bar` (the SPEC 3.3 flags to set). Every output
// always counts (no qualifier). Every input value has defined behaviour.
//
// Hardware: a priority chain of 4-bit class compares, a handful of gates.

`include "wt_config.svh"
`include "wt_params.svh"

module pe_classifier (
  // The instruction and its P-mode scoreboard check.
  input  logic [`WT_PECLSW-1:0] cls_i,          // class PE_CLS_* (10..15 act as EXIT)
  input  logic                  src_ll_i,       // a source is long-latency (P.ll)
  input  logic                  src_pend_i,     // a source is pending
  input  logic                  dst_pend_i,     // the destination is pending
  // The episode flags (SPEC 3.3), the P-queue and the availability vector.
  input  logic                  smem_st_i,      // smem_st_skipped
  input  logic                  bar_i,          // past_barrier
  input  logic                  can_ins_i,      // PQ.can_insert(pc)
  input  logic                  any_free_i,     // avail.any_free

  output logic [`WT_PEACTW-1:0] act_o,          // action PE_ACT_*
  output logic                  mark_ll_o,      // P.ll[dst] = 1 (p_skip or p_preload)
  output logic                  set_smem_st_o,  // set smem_st_skipped
  output logic                  set_bar_o       // set past_barrier
);

  // Class codes (params/pe_params.h WT_PE_CLS_*, C PE_CLS_*).
  localparam logic [`WT_PECLSW-1:0] ClsAlu    = `WT_PECLSW'(`WT_PE_CLS_ALU);
  localparam logic [`WT_PECLSW-1:0] ClsSfu    = `WT_PECLSW'(`WT_PE_CLS_SFU);
  localparam logic [`WT_PECLSW-1:0] ClsSmemLd = `WT_PECLSW'(`WT_PE_CLS_SMEM_LD);
  localparam logic [`WT_PECLSW-1:0] ClsSmemSt = `WT_PECLSW'(`WT_PE_CLS_SMEM_ST);
  localparam logic [`WT_PECLSW-1:0] ClsGld    = `WT_PECLSW'(`WT_PE_CLS_GLD);
  localparam logic [`WT_PECLSW-1:0] ClsGst    = `WT_PECLSW'(`WT_PE_CLS_GST);
  localparam logic [`WT_PECLSW-1:0] ClsAtom   = `WT_PECLSW'(`WT_PE_CLS_ATOM);
  localparam logic [`WT_PECLSW-1:0] ClsBar    = `WT_PECLSW'(`WT_PE_CLS_BAR);
  localparam logic [`WT_PECLSW-1:0] ClsBranch = `WT_PECLSW'(`WT_PE_CLS_BRANCH);
  localparam logic [`WT_PECLSW-1:0] ClsExit   = `WT_PECLSW'(`WT_PE_CLS_EXIT);

  // Action codes (params/pe_params.h WT_PE_ACT_*, C PE_ACT_*).
  localparam logic [`WT_PEACTW-1:0] ActSkip       = `WT_PEACTW'(`WT_PE_ACT_SKIP);
  localparam logic [`WT_PEACTW-1:0] ActHalt       = `WT_PEACTW'(`WT_PE_ACT_HALT);
  localparam logic [`WT_PEACTW-1:0] ActStall      = `WT_PEACTW'(`WT_PE_ACT_STALL);
  localparam logic [`WT_PEACTW-1:0] ActExecBranch = `WT_PEACTW'(`WT_PE_ACT_EXEC_BRANCH);
  localparam logic [`WT_PEACTW-1:0] ActPreload    = `WT_PEACTW'(`WT_PE_ACT_PRELOAD);
  localparam logic [`WT_PEACTW-1:0] ActPreexec    = `WT_PEACTW'(`WT_PE_ACT_PREEXEC);

  logic [`WT_PECLSW-1:0] c;         // the class, 10..15 as EXIT
  logic                  alu_like;  // ALU, SFU or SMEM_LD

  always_comb begin : p_classify
    // Codes 10..15 are undefined by SPEC: EXIT in every rule.
    c = (cls_i > ClsExit) ? ClsExit : cls_i;
    // The classes that write a register through the P-queue (ALU, SFU, SMEM_LD).
    alu_like = (c == ClsAlu) || (c == ClsSfu) || (c == ClsSmemLd);
    act_o         = ActSkip;
    mark_ll_o     = 1'b0;
    set_smem_st_o = 1'b0;
    set_bar_o     = 1'b0;
    if (c == ClsSmemSt) begin  // 0. unconditionally skipped classes
      act_o         = ActSkip;
      set_smem_st_o = 1'b1;
    end else if (c == ClsGst) begin
      act_o = ActSkip;
    end else if (c == ClsAtom) begin
      act_o     = ActSkip;
      mark_ll_o = 1'b1;
    end else if (c == ClsBar) begin
      act_o     = ActSkip;
      set_bar_o = 1'b1;
    end else if (src_ll_i) begin  // 1. a long-latency source
      if (c == ClsBranch) begin
        act_o = ActHalt;
      end else begin
        act_o     = ActSkip;
        mark_ll_o = 1'b1;
      end
    end else if (src_pend_i || (dst_pend_i && alu_like)) begin  // 2. short-latency dependence
      act_o = ActStall;
    end else if (c == ClsExit) begin  // 3. by class
      act_o = ActHalt;
    end else if (c == ClsBranch) begin
      act_o = ActExecBranch;
    end else if (c == ClsGld) begin
      act_o     = ActPreload;
      mark_ll_o = 1'b1;
    end else if (c == ClsSmemLd && (smem_st_i || bar_i)) begin
      act_o     = ActSkip;
      mark_ll_o = 1'b1;
    end else if (!can_ins_i) begin  // ALU / SFU / SMEM_LD from here on
      act_o     = ActSkip;
      mark_ll_o = 1'b1;
    end else if (!any_free_i) begin
      act_o = ActStall;
    end else begin
      act_o = ActPreexec;
    end
  end

endmodule
