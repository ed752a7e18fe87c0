// WarpMan workload buffer: the one partial thread block an SM holds (SPEC 2.3; D2 §4.2, Fig 14;
// D0 Fig 31).
//
// Verilog twin of rtl_c/wm_workload_buf.c.
//
// The buffer is the paper's 40 bits and nothing else: {P_TBId, L_TBId, start_wid, end_wid, valid},
// MSB to LSB in the Fig 14 order. One cycle runs two phases in order (SPEC 0.3, 2.3):
//   (1) issue: on `iss_i` (a warp of the SM completed) a valid buffer issues warp start_wid of TB
//       P_TBId; then [RES, W1] the fields are inclusive and equality is tested before the
//       increment: `if start_wid == end_wid then valid <- 0 else start_wid <- start_wid + 1`;
//   (2) load: on `ld_i` into a buffer that was invalid at the start of the cycle, the partial TB's
//       fields are loaded and valid <- 1. A load into a valid buffer is a dispatcher bug (the
//       dispatcher is never invoked while the buffer is valid): it is dropped and `ld_drop_o` says
//       so.
// The phases never act in the same cycle (issue needs valid, load needs invalid), so every
// register has one next-state expression with the load first, then the issue.
//
// Reset: all zero (invalid).
//
// dbg_state_o: its width and field offsets come from wm_workload_buf_fields.svh, generated from the
// C field table (tools/wtgen --fields). The C declares the fields LSB first (valid, end_wid,
// start_wid, l_tbid, p_tbid), so the packed state *is* the SPEC 2.3 word `wb_o`; p_fields_match
// stops a simulation at time 0 if the generated layout is anything else.

`include "wt_config.svh"
`include "wt_params.svh"
`include "wm_workload_buf_fields.svh"  // generated: dbg_state_o layout from the C field table

module wm_workload_buf #(
  parameter TbSlots = `WT_TB_SLOTS,  // TB slots per SM; P_TBId is clog2(TbSlots) bits (WT_TB_SLOTS)
  parameter LtbW    = `WT_LTBW,      // logical TB id width L_TBId (WT_LTBW)
  parameter MaxW    = `WT_MAXW       // warps per TB at most; wids are clog2(MaxW) bits (WT_MAXW)
) (
  input  logic                                clk_i,       // clock
  input  logic                                rst_ni,      // asynchronous reset, active low

  // Phase 1, C `iss`: a warp of the SM completed.
  input  logic                                iss_i,       // issue the next buffered warp

  // Phase 2, C `ld`, `ld_p`, `ld_l`, `ld_start`, `ld_end`: the dispatcher placed a partial TB.
  input  logic                                ld_i,        // load (taken into an invalid buffer)
  input  logic [`WT_IDX_W(TbSlots)-1:0]       ld_p_i,      // P_TBId: its physical TB slot
  input  logic [LtbW-1:0]                     ld_l_i,      // L_TBId: its logical TB id
  input  logic [`WT_IDX_W(MaxW)-1:0]          ld_start_i,  // start_wid: its first unissued warp
  input  logic [`WT_IDX_W(MaxW)-1:0]          ld_end_i,    // end_wid: its last unissued warp (W1)

  // C `valid`, `wb`: the buffer at the start of the cycle.
  output logic                                valid_o,     // unissued warps remain
  output logic [`WT_IDX_W(TbSlots) + LtbW + 2*`WT_IDX_W(MaxW):0] wb_o,  // the SPEC 2.3 word

  // Phase 1 result, C `iss_v`, `iss_p`, `iss_l`, `iss_wid` (0 when not iss_v_o).
  output logic                                iss_v_o,     // a buffered warp is issued
  output logic [`WT_IDX_W(TbSlots)-1:0]       iss_p_o,     // its physical TB slot
  output logic [LtbW-1:0]                     iss_l_o,     // its logical TB id
  output logic [`WT_IDX_W(MaxW)-1:0]          iss_wid_o,   // its warp id within the TB

  // Phase 2 result, C `ld_drop`.
  output logic                                ld_drop_o    // a load into a valid buffer, dropped

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order, LSB first: valid, end_wid, start_wid, l_tbid, p_tbid;
  // that is the SPEC 2.3 word (equal to wb_o).
  output logic [`WM_WORKLOAD_BUF_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/wm_params.h formulas).
  localparam PtbW = `WT_IDX_W(TbSlots);          // WT_PTBW: P_TBId
  localparam WidW = `WT_IDX_W(MaxW);             // WT_WIDW: start_wid, end_wid
  localparam WbW  = PtbW + LtbW + 2 * WidW + 1;  // WT_WBW: the whole buffer

  ///////////////
  // Registers //
  ///////////////

  logic            valid_q, valid_d;          // bit 0: unissued warps remain
  logic [WidW-1:0] end_wid_q, end_wid_d;      // last unissued warp (inclusive)
  logic [WidW-1:0] start_wid_q, start_wid_d;  // next warp to issue
  logic [LtbW-1:0] l_tbid_q, l_tbid_d;        // logical TB id
  logic [PtbW-1:0] p_tbid_q, p_tbid_d;        // physical TB slot

  `WT_FF(valid_q,     valid_d)
  `WT_FF(end_wid_q,   end_wid_d)
  `WT_FF(start_wid_q, start_wid_d)
  `WT_FF(l_tbid_q,    l_tbid_d)
  `WT_FF(p_tbid_q,    p_tbid_d)

  // The start-of-cycle view: C `out->valid`, `out->wb` (wm_workload_buf_word, MSB to LSB).
  assign valid_o = valid_q;
  assign wb_o    = {p_tbid_q, l_tbid_q, start_wid_q, end_wid_q, valid_q};

  //////////////////////
  // Phase 1: issue   //
  //////////////////////

  logic iss_last;  // the issued warp is the buffer's last (W1: start_wid == end_wid, before +1)

  always_comb begin : p_issue
    iss_v_o   = iss_i && valid_q;
    iss_p_o   = iss_v_o ? p_tbid_q : '0;
    iss_l_o   = iss_v_o ? l_tbid_q : '0;
    iss_wid_o = iss_v_o ? start_wid_q : '0;
    iss_last  = (start_wid_q == end_wid_q);
  end

  //////////////////////
  // Phase 2: load    //
  //////////////////////

  logic ld_take;  // C `in->ld && !valid`: the load is taken

  always_comb begin : p_load
    ld_drop_o = ld_i && valid_q;
    ld_take   = ld_i && !valid_q;
  end

  // Next state: a taken load (phase 2) overrides; otherwise the issue's test-then-increment.
  // Each variable is assigned once (Icarus 11 loops on a comb variable that changes twice).
  always_comb begin : p_next
    valid_d     = ld_take ? 1'b1 : (iss_v_o && iss_last) ? 1'b0 : valid_q;
    start_wid_d = ld_take ? ld_start_i
                : (iss_v_o && !iss_last) ? start_wid_q + WidW'(1) : start_wid_q;
    end_wid_d   = ld_take ? ld_end_i : end_wid_q;
    l_tbid_d    = ld_take ? ld_l_i : l_tbid_q;
    p_tbid_d    = ld_take ? ld_p_i : p_tbid_q;
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it must be
  // the configuration's geometry and, field by field, the SPEC 2.3 word (valid at bit 0).
  initial begin : p_fields_match
    if (`WM_WORKLOAD_BUF_VALID_W != 1 || `WM_WORKLOAD_BUF_END_WID_W != WidW
        || `WM_WORKLOAD_BUF_START_WID_W != WidW || `WM_WORKLOAD_BUF_L_TBID_W != LtbW
        || `WM_WORKLOAD_BUF_P_TBID_W != PtbW || `WM_WORKLOAD_BUF_STATE_W != WbW
        || PtbW != `WT_PTBW || WidW != `WT_WIDW || WbW != `WT_WBW) begin
      $fatal(1, "wm_workload_buf: parameters differ from its _fields.svh or wt_params.svh");
    end
    if (`WM_WORKLOAD_BUF_VALID_OFF != 0 || `WM_WORKLOAD_BUF_END_WID_OFF != 1
        || `WM_WORKLOAD_BUF_START_WID_OFF != 1 + WidW
        || `WM_WORKLOAD_BUF_L_TBID_OFF != 1 + 2 * WidW
        || `WM_WORKLOAD_BUF_P_TBID_OFF != 1 + 2 * WidW + LtbW) begin
      $fatal(1, "wm_workload_buf: the C state order is not the SPEC 2.3 word (valid at bit 0)");
    end
  end

  assign dbg_state_o[`WM_WORKLOAD_BUF_VALID_OFF]               = valid_q;
  assign dbg_state_o[`WM_WORKLOAD_BUF_END_WID_OFF +: WidW]     = end_wid_q;
  assign dbg_state_o[`WM_WORKLOAD_BUF_START_WID_OFF +: WidW]   = start_wid_q;
  assign dbg_state_o[`WM_WORKLOAD_BUF_L_TBID_OFF +: LtbW]      = l_tbid_q;
  assign dbg_state_o[`WM_WORKLOAD_BUF_P_TBID_OFF +: PtbW]      = p_tbid_q;
`endif

endmodule
