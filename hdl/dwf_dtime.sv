// DTime selector: the warps of the pool in allocation order, a FIFO linked through the pool's NEXT
// (SPEC 1.8 DTime [RES]; D3 §4.3).
//
// Verilog twin of rtl_c/dwf_dtime.c; the header rtl_c/dwf_dtime.h states the contract.
//
// Two registers, HEAD and TAIL ({V, idx}); the list between them is the pool's NEXT field, which
// the parent (dwf_sched) reads for the issued warp (iss_next_i) and writes through the LINK ports
// (lk<k>_o). One step is combinational, in the phase order of SPEC 1.7: (1) ISSUE of HEAD,
// committed with the pool's NEXT; (2) port 0, then port 1, each appending a newly allocated warp
// (a merge into an existing warp does not ask, so it keeps its place).
//
// Correspondence with the C model (rtl_c/dwf_dtime.c), by name:
//   iss_v_o, iss_idx_o        dwf_dtime_p1()
//   head_1, tail_1            dwf_dtime_issue_commit()
//   g_ins[p] (lk, lk_idx,     dwf_dtime_insert(), called in the port loop of comb
//     head_out, tail_out)
//
// Reset: HEAD and TAIL INVALID (0).
//
// dbg_state_o: its width and field offsets come from dwf_dtime_fields.svh, generated from the C
// field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/dwf_dtime.h.

`include "wt_config.svh"
`include "wt_params.svh"
`include "dwf_dtime_fields.svh"  // generated: dbg_state_o layout from the C field table

module dwf_dtime #(
  parameter Pool = `WT_POOL  // warp-pool entries; index width clog2(Pool) (WT_POOL)
) (
  input  logic                          clk_i,       // clock
  input  logic                          rst_ni,      // asynchronous reset, active low

  // Phase 1, C `iss_next`: the pool's answer for the issued warp (read when iss_v_o).
  input  logic [`WT_IDX_W(Pool):0]      iss_next_i,  // pool[iss_idx_o].NEXT {V, idx}

  // Phase 2, C `ins0`, `ins0_wid`, `ins1`, `ins1_wid`: a new warp per port, port 1 after port 0.
  input  logic                          ins0_i,      // port 0 allocated a new warp
  input  logic [`WT_IDX_W(Pool)-1:0]    ins0_wid_i,  // its pool index
  input  logic                          ins1_i,
  input  logic [`WT_IDX_W(Pool)-1:0]    ins1_wid_i,

  // Phase 1, C `iss_v`, `iss_idx`.
  output logic                          iss_v_o,     // a warp is issued
  output logic [`WT_IDX_W(Pool)-1:0]    iss_idx_o,   // HEAD.idx (0 if !iss_v_o)

  // Phase 2, C `lk0`, `lk0_idx`, `lk1`, `lk1_idx`: the LINK pool writes.
  output logic                          lk0_o,       // pool[lk0_idx_o].NEXT <- {1, ins0_wid_i}
  output logic [`WT_IDX_W(Pool)-1:0]    lk0_idx_o,
  output logic                          lk1_o,       // pool[lk1_idx_o].NEXT <- {1, ins1_wid_i}
  output logic [`WT_IDX_W(Pool)-1:0]    lk1_idx_o

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: head, tail (bit 0 = head[0]).
  output logic [`DWF_DTIME_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/wt_params.h formulas).
  localparam IdxW = `WT_IDX_W(Pool);  // WT_IDXW
  localparam WpW  = IdxW + 1;         // WT_WPW: {V, idx}

  ///////////////
  // Registers //
  ///////////////

  logic [WpW-1:0] head_q, head_d;  // HEAD: the oldest warp
  logic [WpW-1:0] tail_q, tail_d;  // TAIL: the newest warp

  `WT_FF(head_q, head_d)
  `WT_FF(tail_q, tail_d)

  //////////////////////
  // Phase 1: ISSUE   //
  //////////////////////

  logic [WpW-1:0] head_1, tail_1;  // after the issue commit

  assign iss_v_o   = head_q[WpW-1];
  assign iss_idx_o = iss_v_o ? head_q[IdxW-1:0] : '0;
  assign head_1    = iss_v_o ? iss_next_i : head_q;
  assign tail_1    = (iss_v_o && (head_q[IdxW-1:0] == tail_q[IdxW-1:0])) ? '0 : tail_q;

  //////////////////////////////////////////
  // Phase 2: INSERT ports 0, 1           //
  //////////////////////////////////////////

  for (genvar p = 0; p < 2; p++) begin : g_ins
    logic            ins;       // a new warp
    logic [IdxW-1:0] wid;       // its index
    logic [WpW-1:0]  head_in;   // HEAD, TAIL before the port
    logic [WpW-1:0]  tail_in;
    logic            lk;        // LINK pool write (the FIFO was not empty)
    logic [IdxW-1:0] lk_idx;
    logic [WpW-1:0]  head_out;  // HEAD, TAIL after the port
    logic [WpW-1:0]  tail_out;
    if (p == 0) begin : g_in
      assign ins     = ins0_i;
      assign wid     = ins0_wid_i;
      assign head_in = head_1;
      assign tail_in = tail_1;
    end else begin : g_in
      assign ins     = ins1_i;
      assign wid     = ins1_wid_i;
      assign head_in = g_ins[p-1].head_out;
      assign tail_in = g_ins[p-1].tail_out;
    end
    assign lk       = ins && tail_in[WpW-1];
    assign lk_idx   = lk ? tail_in[IdxW-1:0] : '0;
    assign head_out = (ins && !tail_in[WpW-1]) ? {1'b1, wid} : head_in;
    assign tail_out = ins ? {1'b1, wid} : tail_in;
  end

  assign lk0_o     = g_ins[0].lk;
  assign lk0_idx_o = g_ins[0].lk_idx;
  assign lk1_o     = g_ins[1].lk;
  assign lk1_idx_o = g_ins[1].lk_idx;

  assign head_d = g_ins[1].head_out;
  assign tail_d = g_ins[1].tail_out;

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  initial begin : p_fields_match
    if (`DWF_DTIME_HEAD_W != WpW || `DWF_DTIME_TAIL_W != WpW) begin
      $fatal(1, "dwf_dtime: parameters differ from dwf_dtime_fields.svh");
    end
  end

  assign dbg_state_o[`DWF_DTIME_HEAD_OFF +: WpW] = head_q;
  assign dbg_state_o[`DWF_DTIME_TAIL_OFF +: WpW] = tail_q;
`endif

endmodule
