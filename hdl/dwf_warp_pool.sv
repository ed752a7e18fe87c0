// Warp pool: the TIDs, PC and scheduler data of every warp being formed or waiting to issue
// (SPEC 1.5; D3 §4.2, §4.2.1, Fig 4.4, Tab 7.1/7.2).
//
// Verilog twin of rtl_c/dwf_warp_pool.c.
//
// Pool entries {TID[0..Lanes-1], PC, NEXT}, banked as in D3 §4.2.1: TID bank l is lane l of every
// entry, the PC/scheduler-data bank holds PC and NEXT (the Majority "Next" pointer {V, idx}, V in
// the MSB, 0 = INVALID). A TID of all ones is an empty slot. One cycle runs five phases in order,
// each seeing the writes of the one before:
//   (1) issue: `iss_*_o` show entry `iss_idx_i` as it is at the start of the cycle (always, also
//       when `iss_i` = 0); if `iss_i`, every TID of that entry becomes empty (clear-on-free; PC
//       and NEXT keep their values);
//   (2) WUR0 write port: each lane l of `w0_req_i` writes `w0_tid_i[l]` into entry
//       `w0_cnf_i[l] ? w0_inew_i : w0_iold_i` (the per-bank address mux of Fig 4.4(b)); if
//       `w0_new_i`, PC of `w0_inew_i` <- `w0_pc_i` and its NEXT <- INVALID;
//   (3) link 0: NEXT of `l0_idx_i` <- `l0_next_i`;
//   (4) WUR1 write port, as (2); (5) link 1, as (3).
// Where two phases write one field the later one wins. The outputs depend only on the registers
// and `iss_idx_i`. Every TID slot, PC and NEXT has its own one-hot write enables (per entry, per
// lane, per port), so Yosys infers enable flip-flops; the issue read is one Pool:1 mux per field.
//
// Reset: every TID all ones (empty), every PC 0, every NEXT 0 (INVALID).
//
// dbg_state_o: its width and field offsets come from dwf_warp_pool_fields.svh, generated from the C
// field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/dwf_warp_pool.h. The
// include describes the configuration's geometry: a simulation whose parameters differ from it
// stops at time 0 (p_fields_match).

`include "wt_config.svh"
`include "wt_params.svh"
`include "dwf_warp_pool_fields.svh"  // generated: dbg_state_o layout from the C field table

module dwf_warp_pool #(
  parameter Pool    = `WT_POOL,     // entries; index width clog2(Pool) (WT_POOL)
  parameter Lanes   = `WT_NL,       // lanes per warp = TID banks (WT_NL)
  parameter Threads = `WT_THREADS,  // threads per core; TID width clog2(Threads) (WT_THREADS)
  parameter PcW     = `WT_PCW       // PC width (WT_PCW)
) (
  input  logic                                       clk_i,      // clock
  input  logic                                       rst_ni,     // asynchronous reset, active low

  // Phase 1, C `iss`, `iss_idx`: issue read and clear-on-free.
  input  logic                                       iss_i,      // clear the TIDs of iss_idx_i
  input  logic [`WT_IDX_W(Pool)-1:0]                 iss_idx_i,  // entry read (always) and cleared

  // Phase 2, C `w0*`: WUR0 write port (Fig 4.4(b)).
  input  logic                                       w0_i,       // write
  input  logic                                       w0_new_i,   // new warp: PC/NEXT of w0_inew_i
  input  logic [PcW-1:0]                             w0_pc_i,    // PC of the new warp
  input  logic [Lanes-1:0]                           w0_req_i,   // lanes to write
  input  logic [Lanes-1:0]                           w0_cnf_i,   // lanes that go to w0_inew_i
  input  logic [`WT_IDX_W(Pool)-1:0]                 w0_iold_i,  // entry of the other lanes
  input  logic [`WT_IDX_W(Pool)-1:0]                 w0_inew_i,  // new entry
  input  logic [Lanes*`WT_IDX_W(Threads)-1:0]        w0_tid_i,   // TID per lane, lane 0 at bit 0

  // Phase 3, C `l0*`: link 0 (Majority LINK of WUR0's INSERT).
  input  logic                                       l0_i,       // write NEXT
  input  logic [`WT_IDX_W(Pool)-1:0]                 l0_idx_i,   // entry
  input  logic [`WT_IDX_W(Pool):0]                   l0_next_i,  // NEXT value {V, idx}

  // Phase 4, C `w1*`: WUR1 write port, after WUR0 and link 0.
  input  logic                                       w1_i,       // write
  input  logic                                       w1_new_i,   // new warp: PC/NEXT of w1_inew_i
  input  logic [PcW-1:0]                             w1_pc_i,    // PC of the new warp
  input  logic [Lanes-1:0]                           w1_req_i,   // lanes to write
  input  logic [Lanes-1:0]                           w1_cnf_i,   // lanes that go to w1_inew_i
  input  logic [`WT_IDX_W(Pool)-1:0]                 w1_iold_i,  // entry of the other lanes
  input  logic [`WT_IDX_W(Pool)-1:0]                 w1_inew_i,  // new entry
  input  logic [Lanes*`WT_IDX_W(Threads)-1:0]        w1_tid_i,   // TID per lane, lane 0 at bit 0

  // Phase 5, C `l1*`: link 1 (Majority LINK of WUR1's INSERT).
  input  logic                                       l1_i,       // write NEXT
  input  logic [`WT_IDX_W(Pool)-1:0]                 l1_idx_i,   // entry
  input  logic [`WT_IDX_W(Pool):0]                   l1_next_i,  // NEXT value {V, idx}

  // Issue read, C `iss_pc`, `iss_next`, `iss_tid`, `iss_mask`, `iss_nthd`: entry iss_idx_i at the
  // start of the cycle.
  output logic [PcW-1:0]                             iss_pc_o,   // PC
  output logic [`WT_IDX_W(Pool):0]                   iss_next_o, // NEXT {V, idx}
  output logic [Lanes*`WT_IDX_W(Threads)-1:0]        iss_tid_o,  // TIDs, lane 0 at bit 0
  output logic [Lanes-1:0]                           iss_mask_o, // lanes whose TID is not empty
  output logic [`WT_IDX_W(Lanes + 1)-1:0]            iss_nthd_o  // popcount(iss_mask_o)

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: tid (entry-major: entry i lane l at element i*Lanes+l),
  // pc[0..Pool-1], next[0..Pool-1].
  output logic [`DWF_WARP_POOL_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/wt_params.h formulas).
  localparam IdxW = `WT_IDX_W(Pool);       // WT_IDXW
  localparam TidW = `WT_IDX_W(Threads);    // WT_TIDW
  localparam NxW  = IdxW + 1;              // WT_WPW: NEXT {V, idx}
  localparam NthW = `WT_IDX_W(Lanes + 1);  // WT_NTHW: 0..Lanes
  localparam RowW = Lanes * TidW;          // the TIDs of one entry (one slot per bank)

  // The empty-slot TID (all ones, SPEC 0.2).
  localparam logic [TidW-1:0] TidNone = '1;

  ///////////////
  // Registers //
  ///////////////

  // One row per entry, lane l at [l*TidW +: TidW]: the row is entry i's slice of the Lanes TID
  // banks, and also its slice of `dbg_state_o`. Yosys: the arrays are registers, not RAMs (async
  // reset); (* mem2reg *) says so and avoids its "Replacing memory with list of registers" warning.
  (* mem2reg *) logic [RowW-1:0] tid_q  [Pool];  // TID banks (bank l = lane l of every row)
  (* mem2reg *) logic [PcW-1:0]  pc_q   [Pool];  // PC (PC/SD bank)
  (* mem2reg *) logic [NxW-1:0]  next_q [Pool];  // Majority NEXT {V, idx} (PC/SD bank)

  ////////////////////////////
  // Phase 1: issue read    //
  ////////////////////////////

  // Pool:1 read of the start-of-cycle contents; independent of every write input. Accumulators
  // are block-local and every output is assigned once per evaluation (Icarus 11 loops forever on
  // a signal that another block reads and that changes twice within one evaluation).
  always_comb begin : p_issue
    logic [RowW-1:0]  row;
    logic [Lanes-1:0] mask;
    logic [NthW-1:0]  n;
    row = tid_q[iss_idx_i];
    n   = '0;
    for (int l = 0; l < Lanes; l++) begin
      mask[l] = (row[l*TidW +: TidW] != TidNone);
      n       = n + NthW'(mask[l]);
    end
    iss_tid_o  = row;
    iss_mask_o = mask;
    iss_nthd_o = n;
    iss_pc_o   = pc_q[iss_idx_i];
    iss_next_o = next_q[iss_idx_i];
  end

  //////////////////////////////////////
  // Per entry: write enables, next   //
  //////////////////////////////////////

  (* mem2reg *) logic [RowW-1:0] tid_d  [Pool];
  (* mem2reg *) logic [PcW-1:0]  pc_d   [Pool];
  (* mem2reg *) logic [NxW-1:0]  next_d [Pool];

  // Every entry's next state, as a loop over the entries, not a generate: the same per-entry
  // decoders and muxes for synthesis, and Verilator keeps them a loop instead of emitting every
  // entry's logic (three times: input change, clock edge and settle; the baseline's 128 entries
  // were 20 MB of C++).
  always_comb begin : p_entries
    logic             old0, new0, old1, new1;
    logic             clr;       // phase 1: clear-on-free of this entry
    logic [Lanes-1:0] we0, we1;  // phases 2 / 4: lanes WUR0 / WUR1 write into this entry
    logic             nw0, nw1;  // phases 2 / 4: new warp at this entry (PC, NEXT <- INVALID)
    logic             lk0, lk1;  // phases 3 / 5: link writes this entry's NEXT
    logic [RowW-1:0]  row;
    for (int i = 0; i < Pool; i++) begin
      // One-hot decode of every address at this entry. A lane of a write port goes to exactly
      // one entry (inew where CNF is set, else iold), so each TID bank takes at most one write
      // per port.
      old0 = (w0_iold_i == IdxW'(i));
      new0 = (w0_inew_i == IdxW'(i));
      old1 = (w1_iold_i == IdxW'(i));
      new1 = (w1_inew_i == IdxW'(i));
      clr  = iss_i && (iss_idx_i == IdxW'(i));
      we0  = {Lanes{w0_i}} & w0_req_i & ((w0_cnf_i & {Lanes{new0}}) | (~w0_cnf_i & {Lanes{old0}}));
      we1  = {Lanes{w1_i}} & w1_req_i & ((w1_cnf_i & {Lanes{new1}}) | (~w1_cnf_i & {Lanes{old1}}));
      nw0  = w0_i && w0_new_i && new0;
      nw1  = w1_i && w1_new_i && new1;
      lk0  = l0_i && (l0_idx_i == IdxW'(i));
      lk1  = l1_i && (l1_idx_i == IdxW'(i));
      // TIDs: per lane, the latest phase that writes it wins: WUR1, WUR0, the clear, else hold.
      // The lane muxes sit under one "row written" test: at most five entries are written per
      // cycle, so simulators skip the lane loop of every other entry (a plain row copy). Yosys
      // folds the row mux and the lane muxes into one enable per lane (the hold path is Q).
      if ((we0 | we1) != '0 || clr) begin
        for (int l = 0; l < Lanes; l++) begin
          row[l*TidW +: TidW] = we1[l] ? w1_tid_i[l*TidW +: TidW]
                              : we0[l] ? w0_tid_i[l*TidW +: TidW]
                              : clr    ? TidNone
                              :          tid_q[i][l*TidW +: TidW];
        end
      end else begin
        row = tid_q[i];
      end
      tid_d[i] = row;
      // PC: written by a new warp only. NEXT: phase order link 1, WUR1 new, link 0, WUR0 new.
      pc_d[i]   = nw1 ? w1_pc_i : nw0 ? w0_pc_i : pc_q[i];
      next_d[i] = lk1 ? l1_next_i : nw1 ? '0 : lk0 ? l0_next_i : nw0 ? '0 : next_q[i];
    end
  end

  for (genvar i = 0; i < Pool; i++) begin : g_entry_ff
    `WT_FF_RST(tid_q[i], tid_d[i], '1)
    `WT_FF(pc_q[i],   pc_d[i])
    `WT_FF(next_q[i], next_d[i])
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  // TID element i*Lanes + l is lane l of entry i, so entry i's row is at TID_OFF + i*RowW.
  initial begin : p_fields_match
    if (`DWF_WARP_POOL_TID_N != Pool * Lanes || `DWF_WARP_POOL_TID_W != TidW
        || `DWF_WARP_POOL_PC_N != Pool || `DWF_WARP_POOL_PC_W != PcW
        || `DWF_WARP_POOL_NEXT_W != NxW) begin
      $fatal(1, "dwf_warp_pool: parameters differ from dwf_warp_pool_fields.svh");
    end
  end

  // One block with a loop, not one `assign` per slice (Verilator would chain wide concatenations).
  // Every bit is assigned exactly once.
  always_comb begin : p_dbg_state
    for (int i = 0; i < Pool; i++) begin
      dbg_state_o[`DWF_WARP_POOL_TID_OFF + i*RowW +: RowW]  = tid_q[i];
      dbg_state_o[`DWF_WARP_POOL_PC_OFF + i*PcW +: PcW]     = pc_q[i];
      dbg_state_o[`DWF_WARP_POOL_NEXT_OFF + i*NxW +: NxW]   = next_q[i];
    end
  end
`endif

endmodule
