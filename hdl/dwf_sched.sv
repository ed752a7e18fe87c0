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
//
// dbg_state_o: its width and each child's place in it come from dwf_sched_fields.svh and the
// children's <child>_fields.svh, generated from the C field tables (tools/wtgen --fields), so
// the layout is declared once, in the C headers' X-macro lists, and no offset is computed here.

`include "wt_config.svh"
`include "wt_params.svh"

// The state layouts, generated from the C field tables (tools/wtgen --fields): dwf_sched's own
// (its children's states in the order of rtl_c/dwf_sched.c's table) and each child's width.
`include "dwf_sched_fields.svh"
`include "dwf_update_regs_fields.svh"
`include "dwf_pc_warp_lut_fields.svh"
`include "dwf_warp_alloc_fields.svh"
`include "dwf_warp_pool_fields.svh"
`include "dwf_majority_fields.svh"
`include "dwf_dtime_fields.svh"
`include "dwf_pdpri_fields.svh"

// The selector's place in dwf_sched's state (SPEC 1.8: the Majority scheduler, the DTime FIFO or
// the DPdPri keys, by POLICY): the generated layout names the one the C model embeds.
`ifdef DWF_SCHED_MAJ_ME_PC_OFF
`define DWF_SCHED_SEL_OFF `DWF_SCHED_MAJ_ME_PC_OFF
`define DWF_SCHED_SEL_W `DWF_MAJORITY_STATE_W
`elsif DWF_SCHED_DTIME_HEAD_OFF
`define DWF_SCHED_SEL_OFF `DWF_SCHED_DTIME_HEAD_OFF
`define DWF_SCHED_SEL_W `DWF_DTIME_STATE_W
`else
`define DWF_SCHED_SEL_OFF `DWF_SCHED_PDP_PDC_OFF
`define DWF_SCHED_SEL_W `DWF_PDPRI_STATE_W
`endif

module dwf_sched (
  input  logic                         clk_i,        // clock
  input  logic                         rst_ni,       // asynchronous reset, active low

  // Incoming warp from writeback (C `in_valid`, `in_tid`, `in_npc`, `in_rcv`): lane l at
  // [l*W +: W].
  input  logic [`WT_NL-1:0]            in_valid_i,   // lanes presented
  input  logic [`WT_NL*`WT_TIDW-1:0]   in_tid_i,     // thread id per lane
  input  logic [`WT_NL*`WT_PCW-1:0]    in_npc_i,     // next PC per lane
  input  logic [`WT_NL-1:0]            in_rcv_i,     // next PC is a reconvergence point (DPdPri)

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
  output logic [`DWF_SCHED_STATE_W-1:0] dbg_state_o
`endif
);

  localparam int Lanes = `WT_NL;
  localparam int TidW  = `WT_TIDW;
  localparam int PcW   = `WT_PCW;
  localparam int IdxW  = `WT_IDXW;

`ifndef SYNTHESIS
  // Each child's packed state at the offset of its first field in dwf_sched's table.
  logic [`DWF_UPDATE_REGS_STATE_W-1:0] wur_dbg;
  logic [`DWF_PC_WARP_LUT_STATE_W-1:0] lut_dbg;
  logic [`DWF_WARP_ALLOC_STATE_W-1:0]  alloc_dbg;
  logic [`DWF_WARP_POOL_STATE_W-1:0]   pool_dbg;
  logic [`DWF_SCHED_SEL_W-1:0]        sel_dbg;
  assign dbg_state_o[`DWF_SCHED_WUR_TID_OFF +: `DWF_UPDATE_REGS_STATE_W]   = wur_dbg;
  assign dbg_state_o[`DWF_SCHED_LUT_V_OFF +: `DWF_PC_WARP_LUT_STATE_W]     = lut_dbg;
  assign dbg_state_o[`DWF_SCHED_ALLOC_SLOT_OFF +: `DWF_WARP_ALLOC_STATE_W] = alloc_dbg;
  assign dbg_state_o[`DWF_SCHED_POOL_TID_OFF +: `DWF_WARP_POOL_STATE_W]    = pool_dbg;
  assign dbg_state_o[`DWF_SCHED_SEL_OFF +: `DWF_SCHED_SEL_W]               = sel_dbg;
  // The children's states tile dwf_sched's: each starts where the one before ends.
  initial begin : p_fields_match
    if (`DWF_SCHED_LUT_V_OFF != `DWF_SCHED_WUR_TID_OFF + `DWF_UPDATE_REGS_STATE_W
        || `DWF_SCHED_ALLOC_SLOT_OFF != `DWF_SCHED_LUT_V_OFF + `DWF_PC_WARP_LUT_STATE_W
        || `DWF_SCHED_POOL_TID_OFF != `DWF_SCHED_ALLOC_SLOT_OFF + `DWF_WARP_ALLOC_STATE_W
        || `DWF_SCHED_SEL_OFF != `DWF_SCHED_POOL_TID_OFF + `DWF_WARP_POOL_STATE_W
        || `DWF_SCHED_STATE_W != `DWF_SCHED_SEL_OFF + `DWF_SCHED_SEL_W) begin
      $fatal(1, "dwf_sched: the children's states do not tile dwf_sched_fields.svh");
    end
  end
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
  // The issued PC comes from the pool's PC bank, like the TIDs (it equals ME.PC, checked below
  // under simulation); taking ME.PC would leave the PC bank unread.
  assign iss_pc_o   = maj_iss_v ? pool_pc : '0;
  // The PC the PC-warp LUT invalidates: ME.PC (C ipc); DTime and DPdPri keep no PC and take the
  // pool's.
  logic [PcW-1:0]    inv_pc;
  assign inv_pc     = ((`WT_POLICY == `WT_POL_DTIME) || (`WT_POLICY == `WT_POL_DPDPRI))
                    ? (maj_iss_v ? pool_pc : '0) : maj_iss_pc;
  assign iss_nthd_o = pool_nthd;

  ////////////////////////////
  // Phase 2: insert        //
  ////////////////////////////

  // Update-register contents at the start of the cycle.
  logic [2*PcW-1:0]        wur_pc;
  logic [2*Lanes-1:0]      wur_req;
  logic [2*Lanes*TidW-1:0] wur_tid;

  // Per WUR k (g_wur[k]): lookup result, CNF/new-warp decision, resources, acceptance and write
  // data. Port 1's signals are separate variables from port 0's: port 1 depends on port 0.
  for (genvar k = 0; k < 2; k++) begin : g_wur
    logic              lut_hit;    // PC-warp LUT hit
    logic [Lanes-1:0]  lut_occ;    // OCC of the hit entry
    logic [IdxW-1:0]   lut_idx;    // IDX of the hit entry
    logic              alloc_v;    // an allocator index is available to this port
    logic [IdxW-1:0]   alloc_idx;  // the index it would get
    logic              maj_ok;     // INSERT(PC) has room in the Majority scheduler
    logic              lk;         // INSERT's LINK writes pool[lk_idx].NEXT
    logic [IdxW-1:0]   lk_idx;
    logic [Lanes-1:0]  req, cnf, wocc;
    logic              new_warp, acc;
    logic [IdxW-1:0]   iold, inew, wid;
    logic [`WT_NTHW-1:0] nthd;

    assign req = wur_req[k*Lanes +: Lanes];
    always_comb begin : p_decide
      // Fig 4.4(b): conflicting lanes go to a new warp; a miss sends every lane there.
      cnf      = lut_hit ? (req & lut_occ) : req;
      new_warp = (cnf != '0);
      acc      = (req != '0) && maj_ok && (!new_warp || alloc_v);
      iold     = lut_hit ? lut_idx : '0;
      inew     = new_warp ? alloc_idx : '0;
      wid      = new_warp ? inew : iold;
      // LUT: merge (OCC | REQ, IDX kept), new warp (OCC = CNF, IDX = new), miss (OCC = REQ).
      wocc     = new_warp ? cnf : (lut_occ | req);
      nthd     = `WT_NTHW'($countones(req));
    end
  end

  assign acc0_o   = g_wur[0].acc;
  assign acc1_o   = g_wur[1].acc;
  assign stall0_o = (g_wur[0].req != '0) && !g_wur[0].acc;
  assign stall1_o = (g_wur[1].req != '0) && !g_wur[1].acc;

  ////////////////////////////
  // The children           //
  ////////////////////////////

  dwf_update_regs u_wur (
    .clk_i, .rst_ni,
    .drain0_i    (g_wur[0].acc),
    .drain1_i    (g_wur[1].acc),
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
    .inv_pc_i    (inv_pc),
    .inv_idx_i   (maj_iss_idx),
    .p0_pc_i     (wur_pc[0 +: PcW]),
    .p0_we_i     (g_wur[0].acc),
    .p0_wocc_i   (g_wur[0].wocc),
    .p0_widx_i   (g_wur[0].wid),
    .p1_pc_i     (wur_pc[PcW +: PcW]),
    .p1_we_i     (g_wur[1].acc),
    .p1_wocc_i   (g_wur[1].wocc),
    .p1_widx_i   (g_wur[1].wid),
    /* verilator lint_off PINCONNECTEMPTY */  // the scheduler needs no hit flag or way numbers
    .inv_hit_o   (),
    .p0_hit_o    (g_wur[0].lut_hit),
    .p0_way_o    (),
    .p0_occ_o    (g_wur[0].lut_occ),
    .p0_idx_o    (g_wur[0].lut_idx),
    .p1_hit_o    (g_wur[1].lut_hit),
    .p1_way_o    (),
    /* verilator lint_on PINCONNECTEMPTY */
    .p1_occ_o    (g_wur[1].lut_occ),
    .p1_idx_o    (g_wur[1].lut_idx)
`ifndef SYNTHESIS
    , .dbg_state_o (lut_dbg)
`endif
  );

  dwf_warp_alloc u_alloc (
    .clk_i, .rst_ni,
    .push_i      (maj_iss_v),
    .push_idx_i  (maj_iss_idx),
    .pop0_i      (g_wur[0].acc && g_wur[0].new_warp),
    .pop1_i      (g_wur[1].acc && g_wur[1].new_warp),
    .pop0_valid_o(g_wur[0].alloc_v),
    .pop0_idx_o  (g_wur[0].alloc_idx),
    .pop1_valid_o(g_wur[1].alloc_v),
    .pop1_idx_o  (g_wur[1].alloc_idx)
`ifndef SYNTHESIS
    , .dbg_state_o (alloc_dbg)
`endif
  );

  dwf_warp_pool u_pool (
    .clk_i, .rst_ni,
    .iss_i       (maj_iss_v),
    .iss_idx_i   (maj_iss_idx),
    .w0_i        (g_wur[0].acc),
    .w0_new_i    (g_wur[0].new_warp),
    .w0_pc_i     (wur_pc[0 +: PcW]),
    .w0_req_i    (g_wur[0].req),
    .w0_cnf_i    (g_wur[0].cnf),
    .w0_iold_i   (g_wur[0].iold),
    .w0_inew_i   (g_wur[0].inew),
    .w0_tid_i    (wur_tid[0 +: Lanes*TidW]),
    .l0_i        (g_wur[0].lk),
    .l0_idx_i    (g_wur[0].lk_idx),
    .l0_next_i   ({1'b1, g_wur[0].wid}),
    .w1_i        (g_wur[1].acc),
    .w1_new_i    (g_wur[1].new_warp),
    .w1_pc_i     (wur_pc[PcW +: PcW]),
    .w1_req_i    (g_wur[1].req),
    .w1_cnf_i    (g_wur[1].cnf),
    .w1_iold_i   (g_wur[1].iold),
    .w1_inew_i   (g_wur[1].inew),
    .w1_tid_i    (wur_tid[Lanes*TidW +: Lanes*TidW]),
    .l1_i        (g_wur[1].lk),
    .l1_idx_i    (g_wur[1].lk_idx),
    .l1_next_i   ({1'b1, g_wur[1].wid}),
    .iss_pc_o    (pool_pc),
    .iss_next_o  (pool_next),
    .iss_tid_o,
    .iss_mask_o,
    .iss_nthd_o  (pool_nthd)
`ifndef SYNTHESIS
    , .dbg_state_o (pool_dbg)
`endif
  );

  // The selector (SPEC 1.8), by POLICY (C: sel_* in rtl_c/dwf_sched.c): the Majority scheduler's
  // heap in its DMaj, DMin or DPC order, or the DTime FIFO, which never stalls an INSERT, is never
  // busy, keeps no PC and links only a new warp.
  if (`WT_POLICY == `WT_POL_DTIME) begin : g_dt
    assign maj_iss_pc       = '0;
    assign busy_o           = 1'b0;
    assign g_wur[0].maj_ok  = 1'b1;
    assign g_wur[1].maj_ok  = 1'b1;
    logic unused_nthd;  // the thread counts are the Majority's (CNT); DTime does not count
    assign unused_nthd = ^{g_wur[0].nthd, g_wur[1].nthd, in_rcv_i};
    dwf_dtime u_dt (
      .clk_i, .rst_ni,
      .iss_next_i  (pool_next),
      .ins0_i      (g_wur[0].acc && g_wur[0].new_warp),
      .ins0_wid_i  (g_wur[0].wid),
      .ins1_i      (g_wur[1].acc && g_wur[1].new_warp),
      .ins1_wid_i  (g_wur[1].wid),
      .iss_v_o     (maj_iss_v),
      .iss_idx_o   (maj_iss_idx),
      .lk0_o       (g_wur[0].lk),
      .lk0_idx_o   (g_wur[0].lk_idx),
      .lk1_o       (g_wur[1].lk),
      .lk1_idx_o   (g_wur[1].lk_idx)
`ifndef SYNTHESIS
      , .dbg_state_o (sel_dbg)
`endif
    );
  end else if (`WT_POLICY == `WT_POL_DPDPRI) begin : g_pd
    assign maj_iss_pc       = '0;
    assign busy_o           = 1'b0;
    assign g_wur[0].maj_ok  = 1'b1;
    assign g_wur[1].maj_ok  = 1'b1;
    assign g_wur[0].lk      = 1'b0;  // no lists: the pool's NEXT is not used
    assign g_wur[0].lk_idx  = '0;
    assign g_wur[1].lk      = 1'b0;
    assign g_wur[1].lk_idx  = '0;
    logic unused_pd;  // thread counts (the Majority's CNT) and the pool's NEXT are not used
    assign unused_pd = ^{g_wur[0].nthd, g_wur[1].nthd, pool_next};
    // Keys follow the pool's write: CNF lanes into the new warp, the others into the hit warp;
    // the threads loaded in phase 3 pass writeback (PDC).
    dwf_pdpri u_pd (
      .clk_i, .rst_ni,
      .ins0_i      (g_wur[0].acc),
      .ins0_cnf_i  (g_wur[0].new_warp ? g_wur[0].cnf : '0),
      .ins0_inew_i (g_wur[0].inew),
      .ins0_iold_i (g_wur[0].iold),
      .ins0_pc_i   (wur_pc[0 +: PcW]),
      .ins0_tid_i  (wur_tid[0 +: Lanes*TidW]),
      .ins1_i      (g_wur[1].acc),
      .ins1_cnf_i  (g_wur[1].new_warp ? g_wur[1].cnf : '0),
      .ins1_inew_i (g_wur[1].inew),
      .ins1_iold_i (g_wur[1].iold),
      .ins1_pc_i   (wur_pc[PcW +: PcW]),
      .ins1_tid_i  (wur_tid[Lanes*TidW +: Lanes*TidW]),
      .wb_v_i      (in_taken_o),
      .wb_tid_i    (in_tid_i),
      .wb_rcv_i    (in_rcv_i),
      .iss_v_o     (maj_iss_v),
      .iss_idx_o   (maj_iss_idx)
`ifndef SYNTHESIS
      , .dbg_state_o (sel_dbg)
`endif
    );
  end else begin : g_maj
    logic unused_rcv;  // the reconvergence bits are DPdPri's
    assign unused_rcv = ^in_rcv_i;
    dwf_majority u_maj (
      .clk_i, .rst_ni,
      .iss_next_i  (pool_next),
      .iss_nthd_i  (pool_nthd),
      .ins0_i      (g_wur[0].acc),
      .ins0_pc_i   (wur_pc[0 +: PcW]),
      .ins0_nthd_i (g_wur[0].nthd),
      .ins0_wid_i  (g_wur[0].wid),
      .ins1_i      (g_wur[1].acc),
      .ins1_pc_i   (wur_pc[PcW +: PcW]),
      .ins1_nthd_i (g_wur[1].nthd),
      .ins1_wid_i  (g_wur[1].wid),
      .iss_v_o     (maj_iss_v),
      .iss_idx_o   (maj_iss_idx),
      .iss_pc_o    (maj_iss_pc),
      .busy_o,
      .ins0_ok_o   (g_wur[0].maj_ok),
      .ins1_ok_o   (g_wur[1].maj_ok),
      .lk0_o       (g_wur[0].lk),
      .lk0_idx_o   (g_wur[0].lk_idx),
      .lk1_o       (g_wur[1].lk),
      .lk1_idx_o   (g_wur[1].lk_idx)
`ifndef SYNTHESIS
      , .dbg_state_o (sel_dbg)
`endif
    );
  end

`ifndef SYNTHESIS
`ifndef WT_NO_RTL_INVARIANTS  // left out of lock-step: the C model checks the same (Makefile VFLAGS)
  ////////////////////////////////////////////
  // Invariants under simulation (SPEC 7.3) //
  ////////////////////////////////////////////

  // The same checks as dwf_sched_check() in C, on the children's registers (hierarchical
  // references to their `_q` arrays: an element read costs its own width, where a part-select of
  // the packed `dbg_state_o` made Icarus copy the whole vector each time, TOOLCHAIN.md), at every
  // rising edge out of reset, i.e. on the state of each cycle:
  //  - every pool entry is on exactly one of: the allocator's free list, ME's list, one heap
  //    group's list; free entries hold no threads; lists end at their WPT;
  //  - ME.CNT and every heap CNT equal the threads of their warps, all with the list's PC;
  //  - heap property (except the edge a pending swap-engine op is repairing) and MHeap LUT
  //    back-pointers MHL[H[i].LUT#].MH# == {1, i};
  //  - a valid PC-warp LUT entry points at a listed warp with its PC and OCC == its lane mask;
  //  - the issued warp's pool PC is ME.PC.
  // A violation stops the simulation with $fatal, naming the structure and the values.
  localparam int NL = `WT_NL, POOL = `WT_POOL, PWLE = `WT_PWL_ENTRIES, WPW = `WT_WPW;
`ifdef DWF_SCHED_MAJ_ME_PC_OFF
  localparam int LUTNW = `WT_LUTNW, HEAPW = `WT_HEAPW;
`endif
  localparam logic [TidW-1:0] TidNone = '1;

  // A checker, not logic: blocking assignments at the edge, and reset read synchronously.
  /* verilator lint_off BLKSEQ */
  /* verilator lint_off SYNCASYNCNET */
  function automatic int unsigned pool_threads(input logic [IdxW-1:0] e);
    int unsigned t = 0;
    logic [NL*TidW-1:0] row;
    row = u_pool.tid_q[e];
    for (int l = 0; l < NL; l++) begin
      t += (row[l * TidW +: TidW] != TidNone) ? 1 : 0;
    end
    return t;
  endfunction

  function automatic logic [NL-1:0] pool_mask(input logic [IdxW-1:0] e);
    logic [NL-1:0] m;
    logic [NL*TidW-1:0] row;
    row = u_pool.tid_q[e];
    for (int l = 0; l < NL; l++) begin
      m[l] = row[l * TidW +: TidW] != TidNone;
    end
    return m;
  endfunction

  int owner [POOL];  // -3 free, -2 ME, 0..HEAP-1 heap group, -1 nowhere

  // The heap's order under the policy (C dwf_majority.c pri, h_key): H[a]'s key goes before
  // H[b]'s (CNT, or PC under DPC; larger first under DMaj, smaller under DMin and DPC).
`ifdef DWF_SCHED_MAJ_ME_PC_OFF
  function automatic bit heap_before(input logic [HEAPW-1:0] a, input logic [HEAPW-1:0] b);
    longint unsigned ka, kb;
    ka = (`WT_POLICY == `WT_POL_DPC) ? longint'(g_maj.u_maj.h_pc_q[a])
                                     : longint'(g_maj.u_maj.h_cnt_q[a]);
    kb = (`WT_POLICY == `WT_POL_DPC) ? longint'(g_maj.u_maj.h_pc_q[b])
                                     : longint'(g_maj.u_maj.h_cnt_q[b]);
    return (`WT_POLICY == `WT_POL_DMAJ) ? (ka > kb) : (ka < kb);
  endfunction
`endif

  // Walks one list (owner code `who`), checking ownership, PCs, the tail and CNT.
  // A PC group (`grouped`: every list but DTime's) also has one PC and CNT threads.
  task automatic walk(input int who, input bit grouped, input logic [PcW-1:0] pc,
                      input int unsigned cnt, input logic [WPW-1:0] wph, input logic [WPW-1:0] wpt);
    int unsigned threads = 0;
    int e;
    bit done;
    logic [WPW-1:0] nx;
    if (!wph[WPW-1] || !wpt[WPW-1]) begin
      if (wph[WPW-1] || wpt[WPW-1] || cnt != 0) begin
        $fatal(1, "dwf_sched invariant: list %0d: CNT %0d with WPH 'h%0h WPT 'h%0h", who, cnt,
               wph, wpt);
      end
    end else begin
      e = int'(wph[WPW-2:0]);
      done = 0;
      for (int steps = 0; !done; steps++) begin
        if (steps == POOL) begin
          $fatal(1, "dwf_sched invariant: list %0d does not end at WPT %0d", who, wpt[WPW-2:0]);
        end
        if (owner[e] != -1) begin
          $fatal(1, "dwf_sched invariant: pool entry %0d on list %0d and on list %0d", e, who,
                 owner[e]);
        end
        owner[e] = who;
        if (grouped && u_pool.pc_q[e] != pc) begin
          $fatal(1, "dwf_sched invariant: pool entry %0d has PC 'h%0h, list %0d has PC 'h%0h", e,
                 u_pool.pc_q[e], who, pc);
        end
        threads += pool_threads(IdxW'(e));
        nx = u_pool.next_q[e];
        if (e == int'(wpt[WPW-2:0])) begin
          done = 1;
        end else if (!nx[WPW-1]) begin
          $fatal(1, "dwf_sched invariant: list %0d ends at entry %0d before WPT", who, e);
        end else begin
          e = int'(nx[WPW-2:0]);
        end
      end
      if (grouped && threads != cnt) begin
        $fatal(1, "dwf_sched invariant: list %0d: CNT %0d but its warps hold %0d threads", who,
               cnt, threads);
      end
    end
  endtask

  always @(posedge clk_i) begin : p_invariants
    if (rst_ni) begin
      int q, slot;
      logic [NL-1:0] req;
      for (int i = 0; i < POOL; i++) owner[i] = -1;
      q = int'(u_alloc.head_q);
      for (int i = 0; i < int'(u_alloc.count_q); i++) begin
        slot = int'(u_alloc.slot_q[q]);
        if (owner[slot] != -1 || pool_threads(IdxW'(slot)) != 0) begin
          $fatal(1, "dwf_sched invariant: free index %0d listed twice or holding threads", slot);
        end
        owner[slot] = -3;
        q = (q == POOL - 1) ? 0 : q + 1;
      end
`ifdef DWF_SCHED_MAJ_ME_PC_OFF  // the Majority scheduler (DMaj, DMin, DPC)
      begin : p_maj
        int p;
        logic [LUTNW-1:0] ln;
        logic [HEAPW-1:0] ix;
        if (maj_iss_v && (pool_pc != maj_iss_pc)) begin
          $fatal(1, "dwf_sched invariant: issued pool entry %0d has PC 'h%0h, ME.PC 'h%0h",
                 maj_iss_idx, pool_pc, maj_iss_pc);
        end
        walk(-2, 1, g_maj.u_maj.me_pc_q, int'(g_maj.u_maj.me_cnt_q), g_maj.u_maj.me_wph_q,
             g_maj.u_maj.me_wpt_q);
        for (int i = 0; i < int'(g_maj.u_maj.hs_q); i++) begin
          walk(i, 1, g_maj.u_maj.h_pc_q[i], int'(g_maj.u_maj.h_cnt_q[i]), g_maj.u_maj.h_wph_q[i],
               g_maj.u_maj.h_wpt_q[i]);
          ln = g_maj.u_maj.h_lutn_q[i];
          slot = int'(ln[LUTNW-2:0]);
          for (int t = 0; t < HEAPW; t++) begin
            ix[t] = g_maj.u_maj.mhi_q[t][slot];
          end
          if (!ln[LUTNW-1] || !g_maj.u_maj.mhv_q[slot] || ix != HEAPW'(i)) begin
            $fatal(1, "dwf_sched invariant: H[%0d].LUT# 'h%0h does not point back", i, ln);
          end
          p = (i - 1) / 2;
          if (i > 0 && heap_before(HEAPW'(i), HEAPW'(p))
              && !(g_maj.u_maj.op_v_q
                   && ((g_maj.u_maj.op_up_q && int'(g_maj.u_maj.op_i_q) == i)
                       || (!g_maj.u_maj.op_up_q && int'(g_maj.u_maj.op_i_q) == p)))) begin
            $fatal(1, "dwf_sched invariant: heap property: H[%0d] goes before its parent H[%0d]",
                   i, p);
          end
        end
      end
`elsif DWF_SCHED_DTIME_HEAD_OFF  // the DTime FIFO: one list from HEAD to TAIL, ends valid together
      if (g_dt.u_dt.head_q[WPW-1] != g_dt.u_dt.tail_q[WPW-1]) begin
        $fatal(1, "dwf_sched invariant: DTime HEAD 'h%0h and TAIL 'h%0h differ in validity",
               g_dt.u_dt.head_q, g_dt.u_dt.tail_q);
      end
      walk(-2, 0, '0, 0, g_dt.u_dt.head_q, g_dt.u_dt.tail_q);
`else  // DPdPri: a waiting entry is in use, holds its PC copy, its key is its threads' minimum PDC
      for (int e = 0; e < POOL; e++) begin
        if (g_pd.u_pd.wv_q[e]) begin : p_pd
          int unsigned k;
          logic [NL*TidW-1:0] row;
          if (owner[e] != -1) begin
            $fatal(1, "dwf_sched invariant: DPdPri: pool entry %0d waits for issue and is free", e);
          end
          owner[e] = -2;
          k = 255;
          row = u_pool.tid_q[e];
          for (int l = 0; l < NL; l++) begin
            if (row[l * TidW +: TidW] != TidNone
                && int'(g_pd.u_pd.pdc_q[row[l * TidW +: TidW]]) < k) begin
              k = int'(g_pd.u_pd.pdc_q[row[l * TidW +: TidW]]);
            end
          end
          if (int'(g_pd.u_pd.key_q[e]) != k || g_pd.u_pd.kpc_q[e] != u_pool.pc_q[e]) begin
            $fatal(1, "dwf_sched invariant: DPdPri: entry %0d key %0d, its threads' minimum PDC %0d",
                   e, g_pd.u_pd.key_q[e], k);
          end
        end
      end
`endif
      for (int i = 0; i < POOL; i++) begin
        if (owner[i] == -1) begin
          $fatal(1, "dwf_sched invariant: pool entry %0d is neither free nor listed", i);
        end
      end
      for (int e = 0; e < PWLE; e++) begin
        if (u_lut.v_q[e]) begin
          slot = int'(u_lut.idx_q[e]);
          if (owner[slot] == -3 || u_pool.pc_q[slot] != u_lut.pc_q[e]
              || pool_mask(IdxW'(slot)) != u_lut.occ_q[e]) begin
            $fatal(1, "dwf_sched invariant: PC-warp LUT entry %0d does not match pool entry %0d",
                   e, slot);
          end
        end
      end
      for (int k = 0; k < 2; k++) begin
        req = u_wur.req_q[k];
        for (int l = 0; l < NL; l++) begin
          if (req != '0 && req[l] != (u_wur.tid_q[k * NL + l] != TidNone)) begin
            $fatal(1, "dwf_sched invariant: WUR%0d lane %0d: TID slot does not match REQ", k, l);
          end
        end
      end
    end
  end
  /* verilator lint_on SYNCASYNCNET */
  /* verilator lint_on BLKSEQ */
`endif  // WT_NO_RTL_INVARIANTS
`endif

endmodule
