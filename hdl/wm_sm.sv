// WarpMan SM unit: the dispatch logic with its counters (wm_dispatch) and the workload buffer
// (wm_workload_buf), driven by kernel launch and warp-completion events (SPEC 2.1-2.4; D2 §4,
// Fig 13 and 14).
//
// Verilog twin of rtl_c/wm_sm.c. It holds no registers of its own: it instantiates the two
// children and wires them as wm_sm_comb() does, in one cycle:
//   - the dispatcher reads the buffer's valid bit and P_TBId (its registers, start of the cycle);
//   - the buffer issues on the dispatcher's `done_ok` (a taken warp completion) and loads what the
//     dispatcher's partial dispatch tells it: {disp_p, disp_l, start = disp_n, end = ld_end}.
// So a completion first releases the warp, then either the buffer issues its next warp into the
// freed resources or, with the buffer invalid, the dispatcher runs once (SPEC 2.3 steps 1-3); at
// launch the dispatcher runs every cycle until it dispatches nothing (full, full, ..., partial).
//
// Under simulation the invariants of wm_sm_check() are checked at every clock out of reset: those
// of wm_dispatch_check() by the dispatcher itself (hdl/wm_dispatch.sv), the workload buffer's here
// (end of the file).
//
// dbg_state_o: its width and each child's place in it come from wm_sm_fields.svh and the
// children's <child>_fields.svh, generated from the C field tables (tools/wtgen --fields), so the
// layout is declared once, in the C headers' X-macro lists, and no offset is computed here.

`include "wt_config.svh"
`include "wt_params.svh"

// The state layouts, generated from the C field tables (tools/wtgen --fields): wm_sm's own (its
// children's states in the order of rtl_c/wm_sm.c's table: dsp, then wb) and each child's width.
`include "wm_sm_fields.svh"
`include "wm_dispatch_fields.svh"
`include "wm_workload_buf_fields.svh"

module wm_sm (
  input  logic                      clk_i,         // clock
  input  logic                      rst_ni,        // asynchronous reset, active low

  // Kernel launch (C `launch`, `k_*`), taken while idle_o if the descriptor is legal.
  input  logic                      launch_i,      // launch with the descriptor below
  input  logic [`WT_WCW-1:0]        k_w_i,         // W: warps per TB
  input  logic [`WT_REGW-1:0]       k_rw_i,        // R_w: registers per warp
  input  logic [`WT_SMEMW-1:0]      k_stb_i,       // S_TB: shared memory per TB in bytes
  input  logic [`WT_LTBW-1:0]       k_l0_i,        // logical id of the kernel's first TB
  input  logic [`WT_NTBW-1:0]       k_ntbs_i,      // TBs of the kernel this SM runs

  // Warp completion (C `done`, `done_p`) and the dueling input (C `spatial_en`, SPEC 2.4).
  input  logic                      done_i,        // a warp completed
  input  logic [`WT_PTBW-1:0]       done_p_i,      // its physical TB slot
  input  logic                      spatial_en_i,  // 1: 'temp+spatial'; 0: 'temp'

  // C `idle`, `launch_ok`, `done_ok`.
  output logic                      idle_o,        // no TB resident and none left
  output logic                      launch_ok_o,   // the launch is taken
  output logic                      done_ok_o,     // the completion is taken

  // Dispatched TB (C `disp_*`; 0 when not disp_v_o).
  output logic                      disp_v_o,      // a TB is dispatched
  output logic                      disp_full_o,   // a full TB (else partial, into the buffer)
  output logic [`WT_PTBW-1:0]       disp_p_o,      // its physical TB slot
  output logic [`WT_LTBW-1:0]       disp_l_o,      // its logical TB id
  output logic [`WT_WCW-1:0]        disp_n_o,      // warps 0..disp_n-1 of it are issued now

  // Warp issued from the workload buffer (C `iss_*`; 0 when not iss_v_o).
  output logic                      iss_v_o,       // the buffer issues a warp
  output logic [`WT_PTBW-1:0]       iss_p_o,       // its physical TB slot
  output logic [`WT_LTBW-1:0]       iss_l_o,       // its logical TB id
  output logic [`WT_WIDW-1:0]       iss_wid_o,     // its warp id

  // C `wb`, `ltb_ovf` (start of the cycle).
  output logic [`WT_WBW-1:0]        wb_o,          // the workload buffer word (SPEC 2.3 packing)
  output logic                      ltb_ovf_o      // a TB id overflowed LTBW bits (W2)

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: the dispatcher's state (bit 0), then the buffer's.
  output logic [`WM_SM_STATE_W-1:0] dbg_state_o
`endif
);

  localparam PtbW = `WT_PTBW;
  localparam WidW = `WT_WIDW;
  localparam WbW  = `WT_WBW;

`ifndef SYNTHESIS
  // Each child's packed state at the offset of its first field in wm_sm's table.
  logic [`WM_DISPATCH_STATE_W-1:0]     dsp_dbg;
  logic [`WM_WORKLOAD_BUF_STATE_W-1:0] wb_dbg;
  assign dbg_state_o[`WM_SM_DSP_FREE_SCHED_OFF +: `WM_DISPATCH_STATE_W] = dsp_dbg;
  assign dbg_state_o[`WM_SM_WB_VALID_OFF +: `WM_WORKLOAD_BUF_STATE_W]   = wb_dbg;
  // The children's states tile wm_sm's: each starts where the one before ends.
  initial begin : p_fields_match
    if (`WM_SM_DSP_FREE_SCHED_OFF != 0
        || `WM_SM_WB_VALID_OFF != `WM_SM_DSP_FREE_SCHED_OFF + `WM_DISPATCH_STATE_W
        || `WM_SM_STATE_W != `WM_SM_WB_VALID_OFF + `WM_WORKLOAD_BUF_STATE_W) begin
      $fatal(1, "wm_sm: the children's states do not tile wm_sm_fields.svh");
    end
  end
`endif

  ////////////////////////////
  // Wiring                 //
  ////////////////////////////

  // The buffer's registers as the dispatcher reads them (C `din.wb_valid`, `din.wb_p`): its valid
  // bit, and P_TBId, the top PtbW bits of the SPEC 2.3 word.
  logic            wb_valid;
  logic [PtbW-1:0] wb_p;
  assign wb_p = wb_o[WbW-1 -: PtbW];

  // The dispatcher's answers the buffer takes (C `bin`): a taken completion issues its next warp;
  // a partial dispatch loads {disp_p, disp_l, start = disp_n, end = ld_end}.
  logic            dsp_ld;      // C `dout.ld`
  logic [WidW-1:0] dsp_ld_end;  // C `dout.ld_end`
  logic [WidW-1:0] ld_start;    // C `dout.disp_n & WT_MASK32(WT_WIDW)` (n_issue < W <= MaxW)
  assign ld_start = disp_n_o[WidW-1:0];

  ////////////////////////////
  // The children           //
  ////////////////////////////

  wm_dispatch u_dsp (
    .clk_i, .rst_ni,
    .launch_i,
    .k_w_i,
    .k_rw_i,
    .k_stb_i,
    .k_l0_i,
    .k_ntbs_i,
    .done_i,
    .done_p_i,
    .wb_valid_i   (wb_valid),
    .wb_p_i       (wb_p),
    .spatial_en_i,
    .idle_o,
    .launch_ok_o,
    .done_ok_o,
    /* verilator lint_off PINCONNECTEMPTY */  // the unit has no invocation output
    .inv_o        (),
    /* verilator lint_on PINCONNECTEMPTY */
    .disp_v_o,
    .disp_full_o,
    .disp_p_o,
    .disp_l_o,
    .disp_n_o,
    .ld_o         (dsp_ld),
    .ld_end_o     (dsp_ld_end),
    .ltb_ovf_o
`ifndef SYNTHESIS
    , .dbg_state_o (dsp_dbg)
`endif
  );

  wm_workload_buf u_wb (
    .clk_i, .rst_ni,
    .iss_i        (done_ok_o),
    .ld_i         (dsp_ld),
    .ld_p_i       (disp_p_o),
    .ld_l_i       (disp_l_o),
    .ld_start_i   (ld_start),
    .ld_end_i     (dsp_ld_end),
    .valid_o      (wb_valid),
    .wb_o,
    .iss_v_o,
    .iss_p_o,
    .iss_l_o,
    .iss_wid_o,
    /* verilator lint_off PINCONNECTEMPTY */  // the dispatcher is never invoked while the buffer
    .ld_drop_o    ()                          // is valid (`inv`), so no load is ever dropped
    /* verilator lint_on PINCONNECTEMPTY */
`ifndef SYNTHESIS
    , .dbg_state_o (wb_dbg)
`endif
  );

`ifndef SYNTHESIS
`ifndef WT_NO_RTL_INVARIANTS  // left out of lock-step: the C model checks the same (Makefile VFLAGS)
  /////////////////////////////////////////
  // Invariants under simulation         //
  /////////////////////////////////////////

  // The workload-buffer checks of wm_sm_check() in C (the counter checks of wm_dispatch_check()
  // run in u_dsp), on the children's registers (hierarchical references), at every rising edge out
  // of reset, i.e. on the state of each cycle, on Verilator and Icarus alike. For a valid buffer:
  //  - management is warp-level (the TB-level baseline never buffers a partial TB);
  //  - its slot is a busy TB slot;
  //  - start_wid <= end_wid = W - 1;
  //  - its slot's live warps plus its unissued warps are at most W.
  // Only registers are checked (like the C hook, on the state of the cycle): a check of this
  // cycle's combinational signals would stop a lock-step run inside the rising edge's eval(),
  // before the harness reports the output mismatch that such a bug causes first. A violation
  // stops the simulation with $fatal, naming the invariant and the values.
  localparam TbSlots = `WT_TB_SLOTS;
  localparam WcW     = `WT_WCW;

  // A checker, not logic: blocking assignments at the edge, and reset read synchronously.
  /* verilator lint_off BLKSEQ */
  /* verilator lint_off SYNCASYNCNET */
  always @(posedge clk_i) begin : p_invariants
    if (rst_ni) begin
      logic [WcW:0] live_b, waiting;
      if (u_wb.valid_q) begin
        if (`WT_WARP_LVL == 0) begin
          $fatal(1, "wm_sm invariant: the workload buffer is valid under TB-level management");
        end
        if (32'(u_wb.p_tbid_q) >= TbSlots || !u_dsp.tb_busy_q[u_wb.p_tbid_q]) begin
          $fatal(1, "wm_sm invariant: the workload buffer holds warps of TB slot %0d, not busy",
                 u_wb.p_tbid_q);
        end
        if (u_wb.start_wid_q > u_wb.end_wid_q
            || 32'(u_wb.end_wid_q) + 32'd1 != 32'(u_dsp.k_w_q)) begin
          $fatal(1, "wm_sm invariant: buffer start %0d, end %0d, W %0d: not start <= end = W-1",
                 u_wb.start_wid_q, u_wb.end_wid_q, u_dsp.k_w_q);
        end
        live_b  = (WcW + 1)'(u_dsp.live_q[u_wb.p_tbid_q]);
        waiting = (WcW + 1)'(u_wb.end_wid_q) - (WcW + 1)'(u_wb.start_wid_q) + (WcW + 1)'(1);
        if (live_b + waiting > (WcW + 1)'(u_dsp.k_w_q)) begin
          $fatal(1, "wm_sm invariant: TB slot %0d: %0d live warps and %0d buffered exceed W = %0d",
                 u_wb.p_tbid_q, live_b, waiting, u_dsp.k_w_q);
        end
      end
    end
  end
  /* verilator lint_on SYNCASYNCNET */
  /* verilator lint_on BLKSEQ */
`endif  // WT_NO_RTL_INVARIANTS
`endif

endmodule
