// Warp update registers WUR0 and WUR1 with the load rule (SPEC 1.1, 1.2; D3 §4.1, §4.2,
// Fig 4.3(a), Tab 7.1).
//
// Verilog twin of rtl_c/dwf_update_regs.c.
//
// Two registers {TID per lane, PC, REQ}; a register is valid iff REQ != 0. One cycle runs two
// phases in order: (1) drain: `drainK_i` (the scheduler's phase 2 accepted WURk) clears REQk;
// (2) load: if both REQs are 0 after the drain and some lane is presented, the incoming warp is
// split by the SPEC 1.2 [RES] rule: PC0 = npc of the lowest valid lane, REQ0 = the valid lanes
// with that npc; PC1 = npc of the lowest valid lane left, REQ1 = the valid lanes with that npc;
// lanes with a third PC are not taken (`in_accept_o` = 0, the requester presents them again).
// Both registers are written on every load, TID slots outside REQ with the all-ones sentinel.
// `lane_err_o` flags presented lanes whose TID has another home lane (SPEC 1.1; the lanes are
// still loaded). `wur_*_o` are the register contents at the start of the cycle.
//
// Reset: every TID slot = sentinel, PC = 0, REQ = 0.
//
// dbg_state_o: its width and field offsets come from dwf_update_regs_fields.svh, generated from the
// C field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/dwf_update_regs.h.
// The include describes the configuration's geometry: a simulation whose parameters differ from it
// stops at time 0 (p_fields_match).

`include "wt_config.svh"
`include "wt_params.svh"
`include "dwf_update_regs_fields.svh"  // generated: dbg_state_o layout from the C field table

module dwf_update_regs #(
  parameter Lanes   = `WT_NL,       // lanes per warp = REQ width, even (WT_NL)
  parameter Threads = `WT_THREADS,  // threads; TID width is clog2(Threads) (WT_THREADS)
  parameter PcW     = `WT_PCW,      // PC width (WT_PCW)
  parameter Swz     = `WT_SWZ       // thread swizzling of the home lanes, 0 or 1 (WT_SWZ)
) (
  input  logic                                   clk_i,        // clock
  input  logic                                   rst_ni,       // asynchronous reset, active low

  // Phase 1, C `drain0`, `drain1`: the scheduler's phase 2 accepted WUR0 / WUR1.
  input  logic                                   drain0_i,     // REQ0 <- 0
  input  logic                                   drain1_i,     // REQ1 <- 0

  // Phase 2, C `in_valid`, `in_tid`, `in_npc`: the incoming warp, lane l = home lane l.
  input  logic [Lanes-1:0]                       in_valid_i,   // lanes presented
  input  logic [Lanes*`WT_IDX_W(Threads)-1:0]    in_tid_i,     // TID of lane l at [l*TidW +: TidW]
  input  logic [Lanes*PcW-1:0]                   in_npc_i,     // next PC of lane l, [l*PcW +: PcW]

  // Load handshake, C `in_taken`, `in_accept`, and the home-lane checker, C `lane_err`.
  output logic [Lanes-1:0]                       in_taken_o,   // lanes loaded this cycle
  output logic                                   in_accept_o,  // every presented lane was loaded
  output logic [Lanes-1:0]                       lane_err_o,   // presented lanes, wrong home lane

  // Register contents at the start of the cycle, C `wur_pc`, `wur_req`, `wur_tid`.
  output logic [2*PcW-1:0]                       wur_pc_o,     // PCk at [k*PcW +: PcW]
  output logic [2*Lanes-1:0]                     wur_req_o,    // REQk at [k*Lanes +: Lanes]
  output logic [2*Lanes*`WT_IDX_W(Threads)-1:0]  wur_tid_o     // TID of WURk lane l, slot k*Lanes+l

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: tid[0..2*Lanes-1] (WUR0 first), pc[0..1], req[0..1].
  output logic [`DWF_UPDATE_REGS_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/wt_params.h formulas).
  localparam TidW  = `WT_IDX_W(Threads);  // WT_TIDW
  localparam LaneW = `WT_IDX_W(Lanes);    // lane index width
  localparam Slots = 2 * Lanes;           // TID slots of both registers

  // The empty TID slot (SPEC 0.2).
  localparam logic [TidW-1:0] TidNone = '1;

  // Home lane of a thread (SPEC 1.1 [RES]): (tid mod Lanes) XOR (Swz ? (tid div Lanes) & 1 : 0),
  // as dwf_home_lane() in the C header. Lanes is even, so the XOR stays below Lanes. A power-of-two
  // Lanes makes the divide and modulo bit selects.
  function automatic logic [LaneW-1:0] home_lane(input logic [TidW-1:0] tid);
    logic [31:0] t;
    t = 32'(tid);
    home_lane = LaneW'(t % Lanes) ^ ((Swz != 0) ? LaneW'((t / Lanes) & 32'd1) : LaneW'(0));
  endfunction

  ///////////////
  // Registers //
  ///////////////

  // Yosys: the arrays are registers, not RAMs (async reset); (* mem2reg *) says so.
  (* mem2reg *) logic [TidW-1:0] tid_q [Slots];  // TID per slot k*Lanes + l
  (* mem2reg *) logic [TidW-1:0] tid_d [Slots];
  (* mem2reg *) logic [PcW-1:0]   pc_q  [2];     // PC of each register
  (* mem2reg *) logic [PcW-1:0]   pc_d  [2];
  (* mem2reg *) logic [Lanes-1:0] req_q [2];     // requested lanes; valid iff != 0
  (* mem2reg *) logic [Lanes-1:0] req_d [2];

  for (genvar i = 0; i < Slots; i++) begin : g_tid_q
    `WT_FF_RST(tid_q[i], tid_d[i], TidNone)
  end

  for (genvar k = 0; k < 2; k++) begin : g_reg_q
    `WT_FF(pc_q[k],  pc_d[k])
    `WT_FF(req_q[k], req_d[k])
  end

  // Incoming lanes as arrays (flat ports: lane l at [l*W +: W]).
  (* mem2reg *) logic [TidW-1:0] in_tid [Lanes];
  (* mem2reg *) logic [PcW-1:0]  in_npc [Lanes];
  for (genvar l = 0; l < Lanes; l++) begin : g_in
    assign in_tid[l] = in_tid_i[l*TidW +: TidW];
    assign in_npc[l] = in_npc_i[l*PcW +: PcW];
  end

  //////////////////////////////////
  // Outputs: contents, checker   //
  //////////////////////////////////

  for (genvar k = 0; k < 2; k++) begin : g_wur_o
    assign wur_pc_o[k*PcW +: PcW]      = pc_q[k];
    assign wur_req_o[k*Lanes +: Lanes] = req_q[k];
  end
  for (genvar i = 0; i < Slots; i++) begin : g_wur_tid_o
    assign wur_tid_o[i*TidW +: TidW] = tid_q[i];
  end

  // SPEC 1.2: "assert lane(in_tid[l]) == l", reported per presented lane.
  always_comb begin : p_lane_err
    logic [Lanes-1:0] err;
    for (int l = 0; l < Lanes; l++) begin
      err[l] = in_valid_i[l] && (home_lane(in_tid[l]) != LaneW'(l));
    end
    lane_err_o = err;
  end

  //////////////////////
  // Phase 1: drain   //
  //////////////////////

  logic [Lanes-1:0] req0_dr, req1_dr;  // REQs after the drain
  logic             load;              // phase 2 loads the incoming warp

  always_comb begin : p_drain
    req0_dr = drain0_i ? '0 : req_q[0];
    req1_dr = drain1_i ? '0 : req_q[1];
    load    = (req0_dr == '0) && (req1_dr == '0) && (in_valid_i != '0);
  end

  //////////////////////
  // Phase 2: load    //
  //////////////////////

  logic [PcW-1:0]   pc0, pc1;    // PCs of the two groups (pc1 = 0 when no lane is left)
  logic [Lanes-1:0] grp0, grp1;  // lanes of each group, whether or not the load happens

  // The lowest lane wins: the loops run from the top lane down, so the last hit is the lowest.
  // Every variable other blocks read is assigned once; accumulators are block-local (Icarus 11).
  always_comb begin : p_split
    logic [PcW-1:0]   p0, p1;
    logic [Lanes-1:0] m0, m1, rest;
    p0 = '0;
    for (int l = Lanes - 1; l >= 0; l--) begin
      if (in_valid_i[l]) begin
        p0 = in_npc[l];
      end
    end
    for (int l = 0; l < Lanes; l++) begin
      m0[l] = in_valid_i[l] && (in_npc[l] == p0);
    end
    rest = in_valid_i & ~m0;
    p1   = '0;
    for (int l = Lanes - 1; l >= 0; l--) begin
      if (rest[l]) begin
        p1 = in_npc[l];
      end
    end
    for (int l = 0; l < Lanes; l++) begin
      m1[l] = rest[l] && (in_npc[l] == p1);
    end
    pc0  = p0;
    pc1  = p1;
    grp0 = m0;
    grp1 = m1;
  end

  always_comb begin : p_load
    in_taken_o  = load ? (grp0 | grp1) : '0;
    in_accept_o = (in_valid_i & ~in_taken_o) == '0;
    pc_d[0]     = load ? pc0 : pc_q[0];
    pc_d[1]     = load ? pc1 : pc_q[1];
    req_d[0]    = load ? grp0 : req0_dr;
    req_d[1]    = load ? grp1 : req1_dr;
  end

  // TID slots: one mux per slot on the load enable (Yosys infers enable flip-flops).
  for (genvar l = 0; l < Lanes; l++) begin : g_tid_d
    assign tid_d[l]         = !load ? tid_q[l]         : grp0[l] ? in_tid[l] : TidNone;
    assign tid_d[Lanes + l] = !load ? tid_q[Lanes + l] : grp1[l] ? in_tid[l] : TidNone;
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`DWF_UPDATE_REGS_TID_N != Slots || `DWF_UPDATE_REGS_TID_W != TidW
        || `DWF_UPDATE_REGS_PC_W != PcW || `DWF_UPDATE_REGS_REQ_W != Lanes) begin
      $fatal(1, "dwf_update_regs: parameters differ from dwf_update_regs_fields.svh");
    end
  end

  always_comb begin : p_dbg_state
    dbg_state_o = '0;
    for (int i = 0; i < 2 * Lanes; i++) begin
      dbg_state_o[`DWF_UPDATE_REGS_TID_OFF + i*TidW +: TidW] = tid_q[i];
    end
    for (int k = 0; k < 2; k++) begin
      dbg_state_o[`DWF_UPDATE_REGS_PC_OFF + k*PcW +: PcW]      = pc_q[k];
      dbg_state_o[`DWF_UPDATE_REGS_REQ_OFF + k*Lanes +: Lanes] = req_q[k];
    end
  end
`endif

endmodule
