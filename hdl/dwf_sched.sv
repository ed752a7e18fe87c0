// The complete DWF scheduler: warp update registers + PC-warp LUT + warp allocator + warp pool +
// Majority scheduler (SPEC 1.7; D3 Fig 4.3).
//
// Verilog twin of rtl_c/dwf_sched.c. It holds no registers of its own: it instantiates the five
// children and wires their phase ports in the order of one scheduler cycle (SPEC 0.3: the phases
// are chained combinationally, each seeing the writes of the one before):
//   (1) issue: the Majority selects a warp (unless the heap is busy); the pool reads it and clears
//       its TIDs; the Majority Entry advances with the pool's NEXT and thread count; the index is
//       pushed to the allocator; the PC-warp LUT invalidates the PC's entry if it points there.
//   (2) insert, WUR0 then WUR1: LUT lookup; CNF = REQ & OCC on a hit (every lane on a miss); a
//       new warp needs an allocator index; the Majority says whether INSERT(PC) has room. Only
//       when everything is there is the WUR accepted: allocator pop, pool writes, LUT write,
//       INSERT and its LINK write into the pool's NEXT, and the register drains. Otherwise it
//       stalls with no state change. Each child's port-1 side sees its port-0 writes.
//   (3) load: the update registers take the incoming warp if both are empty now.
// Under simulation, the SPEC 7.3 invariants are checked after every clock (see the end).

`include "wt_config.svh"
`include "wt_params.svh"

// The children's state widths (the sums of their C field tables), for `dbg_state_o`.
`define DWF_SCHED_WUR_BITS   (2*`WT_NL*`WT_TIDW + 2*`WT_PCW + 2*`WT_NL)
`define DWF_SCHED_LUT_BITS   (`WT_PWL_ENTRIES*(1 + `WT_PCW + `WT_NL + `WT_IDXW) + `WT_PWL_SETS*`WT_PWL_WAYW)
`define DWF_SCHED_ALLOC_BITS (`WT_POOL*`WT_IDXW + 2*`WT_IDXW + `WT_ALLOC_CNTW)
`define DWF_SCHED_POOL_BITS  (`WT_POOL*(`WT_NL*`WT_TIDW + `WT_PCW + `WT_WPW))
`define DWF_SCHED_MAJ_BITS   ((`WT_PCW + `WT_CNTW + 2*`WT_WPW + 1) \
  + `WT_HEAP*(`WT_PCW + `WT_CNTW + 2*`WT_WPW + `WT_LUTNW) + `WT_HSW \
  + `WT_MHL_ENTRIES*(`WT_PCW + `WT_MHW) + 2 + `WT_HEAPW)

module dwf_sched (
  input  logic                         clk_i,        // clock
  input  logic                         rst_ni,       // asynchronous reset, active low

  // Incoming warp from writeback (C `in_valid`, `in_tid`, `in_npc`): lane l at [l*W +: W].
  input  logic [`WT_NL-1:0]            in_valid_i,   // lanes presented
  input  logic [`WT_NL*`WT_TIDW-1:0]   in_tid_i,     // thread id per lane
  input  logic [`WT_NL*`WT_PCW-1:0]    in_npc_i,     // next PC per lane

  // Issued warp (C `iss_*`).
  output logic                         iss_v_o,      // a warp is issued
  output logic [`WT_IDXW-1:0]          iss_idx_o,    // its pool index
  output logic [`WT_PCW-1:0]           iss_pc_o,     // its PC
  output logic [`WT_NL-1:0]            iss_mask_o,   // its lanes
  output logic [`WT_NTHW-1:0]          iss_nthd_o,   // popcount(iss_mask_o)
  output logic [`WT_NL*`WT_TIDW-1:0]   iss_tid_o,    // its TIDs (sentinel in empty lanes)
  output logic                         busy_o,       // Max-Heap busy: no issue this cycle

  // Phase-2 outcome per update register (C `acc0`, `acc1`, `stall0`, `stall1`).
  output logic                         acc0_o,       // WUR0 accepted
  output logic                         acc1_o,       // WUR1 accepted
  output logic                         stall0_o,     // WUR0 held a warp and stalled
  output logic                         stall1_o,     // WUR1 held a warp and stalled

  // Load handshake (C `in_taken`, `in_accept`, `lane_err`).
  output logic [`WT_NL-1:0]            in_taken_o,   // lanes loaded this cycle
  output logic                         in_accept_o,  // every presented lane was loaded
  output logic [`WT_NL-1:0]            lane_err_o    // presented lanes off their home lane

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: the children's states, WUR first (bit 0), then the
  // PC-warp LUT, the allocator, the pool and the Majority scheduler.
  output logic [`DWF_SCHED_WUR_BITS + `DWF_SCHED_LUT_BITS + `DWF_SCHED_ALLOC_BITS
                + `DWF_SCHED_POOL_BITS + `DWF_SCHED_MAJ_BITS-1:0] dbg_state_o
`endif
);

  localparam int Lanes = `WT_NL;
  localparam int TidW  = `WT_TIDW;
  localparam int PcW   = `WT_PCW;
  localparam int IdxW  = `WT_IDXW;

`ifndef SYNTHESIS
  logic [`DWF_SCHED_WUR_BITS-1:0]   wur_dbg;
  logic [`DWF_SCHED_LUT_BITS-1:0]   lut_dbg;
  logic [`DWF_SCHED_ALLOC_BITS-1:0] alloc_dbg;
  logic [`DWF_SCHED_POOL_BITS-1:0]  pool_dbg;
  logic [`DWF_SCHED_MAJ_BITS-1:0]   maj_dbg;
  assign dbg_state_o = {maj_dbg, pool_dbg, alloc_dbg, lut_dbg, wur_dbg};
`endif

  ////////////////////////////
  // Phase 1: issue         //
  ////////////////////////////

  logic              maj_iss_v;   // the Majority issues ME's head warp
  logic [IdxW-1:0]   maj_iss_idx; // its pool index
  logic [PcW-1:0]    maj_iss_pc;  // its PC (ME.PC)
  logic [IdxW:0]     pool_next;   // pool[idx].NEXT, for the Majority Entry
  logic [`WT_NTHW-1:0] pool_nthd; // threads in pool[idx]
  logic [PcW-1:0]    pool_pc;     // pool[idx].PC (equals ME.PC for an issued warp)

  assign iss_v_o    = maj_iss_v;
  assign iss_idx_o  = maj_iss_idx;
  assign iss_pc_o   = maj_iss_pc;
  assign iss_nthd_o = pool_nthd;

  ////////////////////////////
  // Phase 2: insert        //
  ////////////////////////////

  // Update-register contents at the start of the cycle.
  logic [2*PcW-1:0]        wur_pc;
  logic [2*Lanes-1:0]      wur_req;
  logic [2*Lanes*TidW-1:0] wur_tid;

  // Per WUR k: lookup result, CNF/new-warp decision, resources, acceptance and write data.
  logic [1:0]            lut_hit;       // PC-warp LUT hit
  logic [Lanes-1:0]      lut_occ [2];   // OCC of the hit entry
  logic [IdxW-1:0]       lut_idx [2];   // IDX of the hit entry
  logic [1:0]            alloc_v;       // an allocator index is available to port k
  logic [IdxW-1:0]       alloc_idx [2]; // the index port k would get
  logic [1:0]            maj_ok;        // INSERT(PC_k) has room in the Majority scheduler
  logic [1:0]            lk;            // INSERT's LINK writes pool[lk_idx].NEXT
  logic [IdxW-1:0]       lk_idx [2];
  logic [Lanes-1:0]      req [2], cnf [2], wocc [2];
  logic [1:0]            new_warp, acc;
  logic [IdxW-1:0]       iold [2], inew [2], wid [2];
  logic [`WT_NTHW-1:0]   nthd [2];

  for (genvar k = 0; k < 2; k++) begin : g_wur
    always_comb begin : p_decide
      req[k]      = wur_req[k*Lanes +: Lanes];
      // Fig 4.4(b): conflicting lanes go to a new warp; a miss sends every lane there.
      cnf[k]      = lut_hit[k] ? (req[k] & lut_occ[k]) : req[k];
      new_warp[k] = (cnf[k] != '0);
      acc[k]      = (req[k] != '0) && maj_ok[k] && (!new_warp[k] || alloc_v[k]);
      iold[k]     = lut_hit[k] ? lut_idx[k] : '0;
      inew[k]     = new_warp[k] ? alloc_idx[k] : '0;
      wid[k]      = new_warp[k] ? inew[k] : iold[k];
      // LUT: merge (OCC | REQ, IDX kept), new warp (OCC = CNF, IDX = new), miss (OCC = REQ).
      wocc[k]     = new_warp[k] ? cnf[k] : (lut_occ[k] | req[k]);
      nthd[k]     = `WT_NTHW'($countones(req[k]));
    end
  end

  assign acc0_o   = acc[0];
  assign acc1_o   = acc[1];
  assign stall0_o = (req[0] != '0) && !acc[0];
  assign stall1_o = (req[1] != '0) && !acc[1];

  ////////////////////////////
  // The children           //
  ////////////////////////////

  dwf_update_regs u_wur (
    .clk_i, .rst_ni,
    .drain0_i    (acc[0]),
    .drain1_i    (acc[1]),
    .in_valid_i,
    .in_tid_i,
    .in_npc_i,
    .in_taken_o,
    .in_accept_o,
    .lane_err_o,
    .wur_pc_o    (wur_pc),
    .wur_req_o   (wur_req),
    .wur_tid_o   (wur_tid)
`ifndef SYNTHESIS
    , .dbg_state_o (wur_dbg)
`endif
  );

  dwf_pc_warp_lut u_lut (
    .clk_i, .rst_ni,
    .inv_i       (maj_iss_v),
    .inv_pc_i    (maj_iss_pc),
    .inv_idx_i   (maj_iss_idx),
    .p0_pc_i     (wur_pc[0 +: PcW]),
    .p0_we_i     (acc[0]),
    .p0_wocc_i   (wocc[0]),
    .p0_widx_i   (wid[0]),
    .p1_pc_i     (wur_pc[PcW +: PcW]),
    .p1_we_i     (acc[1]),
    .p1_wocc_i   (wocc[1]),
    .p1_widx_i   (wid[1]),
    .inv_hit_o   (),
    .p0_hit_o    (lut_hit[0]),
    .p0_way_o    (),
    .p0_occ_o    (lut_occ[0]),
    .p0_idx_o    (lut_idx[0]),
    .p1_hit_o    (lut_hit[1]),
    .p1_way_o    (),
    .p1_occ_o    (lut_occ[1]),
    .p1_idx_o    (lut_idx[1])
`ifndef SYNTHESIS
    , .dbg_state_o (lut_dbg)
`endif
  );

  dwf_warp_alloc u_alloc (
    .clk_i, .rst_ni,
    .push_i      (maj_iss_v),
    .push_idx_i  (maj_iss_idx),
    .pop0_i      (acc[0] && new_warp[0]),
    .pop1_i      (acc[1] && new_warp[1]),
    .pop0_valid_o(alloc_v[0]),
    .pop0_idx_o  (alloc_idx[0]),
    .pop1_valid_o(alloc_v[1]),
    .pop1_idx_o  (alloc_idx[1])
`ifndef SYNTHESIS
    , .dbg_state_o (alloc_dbg)
`endif
  );

  dwf_warp_pool u_pool (
    .clk_i, .rst_ni,
    .iss_i       (maj_iss_v),
    .iss_idx_i   (maj_iss_idx),
    .w0_i        (acc[0]),
    .w0_new_i    (new_warp[0]),
    .w0_pc_i     (wur_pc[0 +: PcW]),
    .w0_req_i    (req[0]),
    .w0_cnf_i    (cnf[0]),
    .w0_iold_i   (iold[0]),
    .w0_inew_i   (inew[0]),
    .w0_tid_i    (wur_tid[0 +: Lanes*TidW]),
    .l0_i        (lk[0]),
    .l0_idx_i    (lk_idx[0]),
    .l0_next_i   ({1'b1, wid[0]}),
    .w1_i        (acc[1]),
    .w1_new_i    (new_warp[1]),
    .w1_pc_i     (wur_pc[PcW +: PcW]),
    .w1_req_i    (req[1]),
    .w1_cnf_i    (cnf[1]),
    .w1_iold_i   (iold[1]),
    .w1_inew_i   (inew[1]),
    .w1_tid_i    (wur_tid[Lanes*TidW +: Lanes*TidW]),
    .l1_i        (lk[1]),
    .l1_idx_i    (lk_idx[1]),
    .l1_next_i   ({1'b1, wid[1]}),
    .iss_pc_o    (pool_pc),
    .iss_next_o  (pool_next),
    .iss_tid_o,
    .iss_mask_o,
    .iss_nthd_o  (pool_nthd)
`ifndef SYNTHESIS
    , .dbg_state_o (pool_dbg)
`endif
  );

  dwf_majority u_maj (
    .clk_i, .rst_ni,
    .iss_next_i  (pool_next),
    .iss_nthd_i  (pool_nthd),
    .ins0_i      (acc[0]),
    .ins0_pc_i   (wur_pc[0 +: PcW]),
    .ins0_nthd_i (nthd[0]),
    .ins0_wid_i  (wid[0]),
    .ins1_i      (acc[1]),
    .ins1_pc_i   (wur_pc[PcW +: PcW]),
    .ins1_nthd_i (nthd[1]),
    .ins1_wid_i  (wid[1]),
    .iss_v_o     (maj_iss_v),
    .iss_idx_o   (maj_iss_idx),
    .iss_pc_o    (maj_iss_pc),
    .busy_o,
    .ins0_ok_o   (maj_ok[0]),
    .ins1_ok_o   (maj_ok[1]),
    .lk0_o       (lk[0]),
    .lk0_idx_o   (lk_idx[0]),
    .lk1_o       (lk[1]),
    .lk1_idx_o   (lk_idx[1])
`ifndef SYNTHESIS
    , .dbg_state_o (maj_dbg)
`endif
  );

`ifndef SYNTHESIS
  ////////////////////////////////////////////
  // Invariants under simulation (SPEC 7.3) //
  ////////////////////////////////////////////

  // The pool's PC of an issued warp is the Majority Entry's PC (the warp is on ME's list).
  always_ff @(posedge clk_i) begin
    if (rst_ni && maj_iss_v && (pool_pc != maj_iss_pc)) begin
      $error("dwf_sched: issued pool entry %0d has PC 'h%0h, ME.PC is 'h%0h", maj_iss_idx, pool_pc,
             maj_iss_pc);
    end
  end
`endif

endmodule
