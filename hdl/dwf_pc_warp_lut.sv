// PC-warp LUT: set-associative map from a PC to the warp being formed for it
// (SPEC 1.3; D3 §4.2, Fig 4.3(b), footnote 13, Tab 7.1).
//
// Verilog twin of rtl_c/dwf_pc_warp_lut.c.
//
// Sets x Ways entries {V, PC tag (full width), OCC, IDX}; entry e = set * Ways + way with
// set = PC[SetW-1:0], and a round-robin victim pointer RR per set. One cycle runs three phases in
// order, each seeing the writes of the one before: (1) invalidate-on-issue clears V of the entry
// that holds `inv_pc_i` if its IDX equals `inv_idx_i`; (2) port 0 looks `p0_pc_i` up (hit way and
// fields, or on a miss the way an allocation takes: the lowest invalid way, else RR[set]) and, if
// `p0_we_i`, updates OCC/IDX on a hit or allocates on a miss (advancing RR when it evicts);
// (3) port 1 does the same, seeing port 0's write. A port's lookup outputs never depend on its
// own write inputs, so a parent may compute the write from the lookup: each phase has its own
// `always_comb` blocks and stage signals, and reads of an earlier phase's write use bypass muxes.
//
// Reset: all fields 0 (every V = 0, every RR = 0).
//
// dbg_state_o: its width and field offsets come from dwf_pc_warp_lut_fields.svh, generated from the
// C field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/dwf_pc_warp_lut.h.
// The include describes the configuration's geometry: a simulation whose parameters differ from it
// stops at time 0 (p_fields_match).

`include "wt_config.svh"
`include "wt_params.svh"
`include "dwf_pc_warp_lut_fields.svh"  // generated: dbg_state_o layout from the C field table

module dwf_pc_warp_lut #(
  parameter Sets  = `WT_PWL_SETS,  // sets, a power of two >= 2 (WT_PWL_SETS)
  parameter Ways  = `WT_PWL_WAYS,  // ways per set, a power of two >= 2 (WT_PWL_WAYS)
  parameter PcW   = `WT_PCW,       // PC (tag) width (WT_PCW)
  parameter Lanes = `WT_NL,        // lanes per warp = OCC width (WT_NL)
  parameter Pool  = `WT_POOL       // warp-pool entries; IDX width is clog2(Pool) (WT_POOL)
) (
  input  logic                          clk_i,      // clock
  input  logic                          rst_ni,     // asynchronous reset, active low

  // Phase 1, C `inv`, `inv_pc`, `inv_idx`: invalidate-on-issue.
  input  logic                          inv_i,      // invalidate request
  input  logic [PcW-1:0]                inv_pc_i,   // PC of the issued warp
  input  logic [`WT_IDX_W(Pool)-1:0]    inv_idx_i,  // pool index of the issued warp

  // Phase 2, C `p0_pc`, `p0_we`, `p0_wocc`, `p0_widx`: port 0 (WUR0) lookup and write.
  input  logic [PcW-1:0]                p0_pc_i,    // lookup PC
  input  logic                          p0_we_i,    // write: update on hit, allocate on miss
  input  logic [Lanes-1:0]              p0_wocc_i,  // OCC to write
  input  logic [`WT_IDX_W(Pool)-1:0]    p0_widx_i,  // IDX to write

  // Phase 3, C `p1_pc`, `p1_we`, `p1_wocc`, `p1_widx`: port 1 (WUR1), after port 0's write.
  input  logic [PcW-1:0]                p1_pc_i,    // lookup PC
  input  logic                          p1_we_i,    // write: update on hit, allocate on miss
  input  logic [Lanes-1:0]              p1_wocc_i,  // OCC to write
  input  logic [`WT_IDX_W(Pool)-1:0]    p1_widx_i,  // IDX to write

  // Phase 1 result, C `inv_hit`.
  output logic                          inv_hit_o,  // an entry was invalidated

  // Port 0 lookup, C `p0_hit`, `p0_way`, `p0_occ`, `p0_idx` (after phase 1).
  output logic                          p0_hit_o,   // the PC is in the LUT
  output logic [`WT_CLOG2(Ways)-1:0]    p0_way_o,   // hit way, else the way an allocation takes
  output logic [Lanes-1:0]              p0_occ_o,   // OCC of the hit entry (0 on a miss)
  output logic [`WT_IDX_W(Pool)-1:0]    p0_idx_o,   // IDX of the hit entry (0 on a miss)

  // Port 1 lookup, C `p1_hit`, `p1_way`, `p1_occ`, `p1_idx` (after port 0's write).
  output logic                          p1_hit_o,   // the PC is in the LUT
  output logic [`WT_CLOG2(Ways)-1:0]    p1_way_o,   // hit way, else the way an allocation takes
  output logic [Lanes-1:0]              p1_occ_o,   // OCC of the hit entry (0 on a miss)
  output logic [`WT_IDX_W(Pool)-1:0]    p1_idx_o    // IDX of the hit entry (0 on a miss)

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: v[0..E-1], pc[], occ[], idx[], rr[0..Sets-1].
  output logic [`DWF_PC_WARP_LUT_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/wt_params.h formulas).
  localparam Entries = Sets * Ways;          // WT_PWL_ENTRIES
  localparam SetW    = `WT_CLOG2(Sets);      // WT_PWL_SETW
  localparam WayW    = `WT_CLOG2(Ways);      // WT_PWL_WAYW
  localparam IdxW    = `WT_IDX_W(Pool);      // WT_IDXW
  localparam EntW    = SetW + WayW;          // entry index {set, way}

  ///////////////
  // Registers //
  ///////////////

  // Entry e = {set, way} (set * Ways + way), so an entry index is {set, way} of EntW bits. The V
  // bits are one packed vector (cheap masks); the wide fields are arrays, one word per entry.
  // Yosys: the arrays are registers, not RAMs (async reset); (* mem2reg *) says so and avoids its
  // "Replacing memory with list of registers" warning.
  logic [Entries-1:0]          v_q, v_d;        // entry valid, bit e = entry e
  (* mem2reg *) logic [PcW-1:0]   pc_q  [Entries];  // PC tag (full PC)
  (* mem2reg *) logic [PcW-1:0]   pc_d  [Entries];
  (* mem2reg *) logic [Lanes-1:0] occ_q [Entries];  // lanes already taken in the warp
  (* mem2reg *) logic [Lanes-1:0] occ_d [Entries];
  (* mem2reg *) logic [IdxW-1:0]  idx_q [Entries];  // warp-pool index of that warp
  (* mem2reg *) logic [IdxW-1:0]  idx_d [Entries];
  (* mem2reg *) logic [WayW-1:0]  rr_q  [Sets];     // round-robin victim way per set
  (* mem2reg *) logic [WayW-1:0]  rr_d  [Sets];

  // Reset: everything 0, as dwf_pc_warp_lut_reset(). V = 0 alone would empty the LUT; the other
  // fields are reset too so that the full-state comparison is defined from the first cycle.
  `WT_FF(v_q, v_d)

  for (genvar e = 0; e < Entries; e++) begin : g_entry_q
    `WT_FF(pc_q[e],  pc_d[e])
    `WT_FF(occ_q[e], occ_d[e])
    `WT_FF(idx_q[e], idx_d[e])
  end

  for (genvar s = 0; s < Sets; s++) begin : g_set_q
    `WT_FF(rr_q[s], rr_d[s])
  end

  // Set of each PC (PC_SHIFT = 0). Kept out of the always blocks: Icarus 11 cannot take a
  // constant part-select inside an always_* process.
  logic [SetW-1:0] inv_set, p0_set, p1_set;
  assign inv_set = inv_pc_i[SetW-1:0];
  assign p0_set  = p0_pc_i[SetW-1:0];
  assign p1_set  = p1_pc_i[SetW-1:0];

  //////////////////////////////////
  // Phase 1: invalidate-on-issue //
  //////////////////////////////////

  logic [Entries-1:0] v_inv;    // V after phase 1

  // Icarus 11 rule for every comb block here: a signal another block reads is assigned exactly
  // once per evaluation; loop accumulators are block-local. (Icarus loops forever when a signal
  // read elsewhere changes twice within one evaluation, e.g. a default then an override.)
  always_comb begin : p_inval
    logic               hit;
    logic [WayW-1:0]    way;
    logic [Entries-1:0] clr;
    hit = 1'b0;
    way = '0;
    // Lookup on the current state. First match wins, as in the C lookup (a correct LUT never holds
    // one PC twice in a set; the priority keeps the RTL equal to the model regardless).
    for (int w = 0; w < Ways; w++) begin
      if (!hit && v_q[{inv_set, WayW'(w)}] && (pc_q[{inv_set, WayW'(w)}] == inv_pc_i)) begin
        hit = 1'b1;
        way = WayW'(w);
      end
    end
    // Invalidate only if the entry still belongs to the issued warp (same IDX).
    inv_hit_o = inv_i && hit && (idx_q[{inv_set, way}] == inv_idx_i);
    clr       = '0;
    clr[{inv_set, way}] = inv_hit_o;
    v_inv     = v_q & ~clr;
  end

  /////////////////////////////
  // Phase 2: port 0 (WUR0)  //
  /////////////////////////////

  logic            p0_evict;  // port 0 misses in a set with no invalid way

  // Lookup on the state after phase 1 (only V changed there). Independent of the p0 write inputs.
  always_comb begin : p_look0
    logic             hit, inv_found;
    logic [WayW-1:0]  hit_way, inv_way;
    logic [Lanes-1:0] occ;
    logic [IdxW-1:0]  idx;
    hit       = 1'b0;
    hit_way   = '0;
    occ       = '0;
    idx       = '0;
    inv_found = 1'b0;
    inv_way   = '0;
    // One pass over the set's ways finds the first valid way whose tag matches and the first
    // invalid way (where a miss allocates). PC, OCC and IDX are unchanged by phase 1.
    for (int w = 0; w < Ways; w++) begin
      if (!hit && v_inv[{p0_set, WayW'(w)}] && (pc_q[{p0_set, WayW'(w)}] == p0_pc_i)) begin
        hit     = 1'b1;
        hit_way = WayW'(w);
        occ     = occ_q[{p0_set, WayW'(w)}];
        idx     = idx_q[{p0_set, WayW'(w)}];
      end
      if (!inv_found && !v_inv[{p0_set, WayW'(w)}]) begin
        inv_found = 1'b1;
        inv_way   = WayW'(w);
      end
    end
    // A miss in a full set takes (evicts) the RR victim.
    p0_hit_o = hit;
    p0_way_o = hit ? hit_way : inv_found ? inv_way : rr_q[p0_set];
    p0_occ_o = occ;
    p0_idx_o = idx;
    p0_evict = !hit && !inv_found;
  end

  logic [EntW-1:0]    p0_ent;  // entry port 0 writes if `p0_we_i`: {p0_set, p0_way_o}
  logic [Entries-1:0] p0_wr;   // entry written by port 0 (one-hot or zero)
  logic               p0_adv;  // port 0 evicts: RR[p0_set] advances
  logic [Entries-1:0] v_p0;    // V after phase 2

  // Write: a hit keeps V and the tag, a miss sets both; either way the entry ends valid with tag
  // `p0_pc_i`, so V and PC are written on every write.
  always_comb begin : p_write0
    logic [Entries-1:0] wr;
    p0_ent     = {p0_set, p0_way_o};
    wr         = '0;
    wr[p0_ent] = p0_we_i;
    p0_wr      = wr;
    p0_adv = p0_we_i && p0_evict;
    v_p0   = v_inv | p0_wr;
  end

  /////////////////////////////
  // Phase 3: port 1 (WUR1)  //
  /////////////////////////////

  logic p1_evict;  // port 1 misses in a set with no invalid way

  // Lookup on the state after phase 2: entry fields bypass port 0's write, RR bypasses its
  // advance. Independent of the p1 write inputs.
  always_comb begin : p_look1
    logic             hit, inv_found, fwd;
    logic [WayW-1:0]  hit_way, inv_way, rr;
    logic [PcW-1:0]   pc;
    logic [Lanes-1:0] occ;
    logic [IdxW-1:0]  idx;
    hit       = 1'b0;
    hit_way   = '0;
    occ       = '0;
    idx       = '0;
    inv_found = 1'b0;
    inv_way   = '0;
    for (int w = 0; w < Ways; w++) begin
      // Bypass: the way port 0 wrote this cycle holds port 0's PC, OCC and IDX.
      fwd = p0_wr[{p1_set, WayW'(w)}];
      pc  = fwd ? p0_pc_i : pc_q[{p1_set, WayW'(w)}];
      if (!hit && v_p0[{p1_set, WayW'(w)}] && (pc == p1_pc_i)) begin
        hit     = 1'b1;
        hit_way = WayW'(w);
        occ     = fwd ? p0_wocc_i : occ_q[{p1_set, WayW'(w)}];
        idx     = fwd ? p0_widx_i : idx_q[{p1_set, WayW'(w)}];
      end
      if (!inv_found && !v_p0[{p1_set, WayW'(w)}]) begin
        inv_found = 1'b1;
        inv_way   = WayW'(w);
      end
    end
    // RR after phase 2: an eviction by port 0 in the same set has already advanced it.
    rr       = (p0_adv && (p0_set == p1_set)) ? rr_q[p1_set] + WayW'(1) : rr_q[p1_set];
    p1_hit_o = hit;
    p1_way_o = hit ? hit_way : inv_found ? inv_way : rr;
    p1_occ_o = occ;
    p1_idx_o = idx;
    p1_evict = !hit && !inv_found;
  end

  logic [EntW-1:0]    p1_ent;  // entry port 1 writes if `p1_we_i`: {p1_set, p1_way_o}
  logic [Entries-1:0] p1_wr;   // entry written by port 1 (one-hot or zero)
  logic               p1_adv;  // port 1 evicts: RR[p1_set] advances

  always_comb begin : p_write1
    logic [Entries-1:0] wr;
    p1_ent     = {p1_set, p1_way_o};
    wr         = '0;
    wr[p1_ent] = p1_we_i;
    p1_wr      = wr;
    p1_adv = p1_we_i && p1_evict;
    v_d    = v_p0 | p1_wr;
  end

  ////////////////
  // Next state //
  ////////////////

  // Entry fields: one mux per entry on the one-hot write enables; port 1's write lands over port
  // 0's when both write one entry. Per-entry enables let Yosys infer enable flops; a copy of all
  // entries followed by two indexed writes simulates about 2x faster under Verilator but
  // synthesizes to plain flops with hold muxes (43k instead of 30k cells for the baseline).
  for (genvar e = 0; e < Entries; e++) begin : g_entry_d
    assign pc_d[e]  = p1_wr[e] ? p1_pc_i   : p0_wr[e] ? p0_pc_i   : pc_q[e];
    assign occ_d[e] = p1_wr[e] ? p1_wocc_i : p0_wr[e] ? p0_wocc_i : occ_q[e];
    assign idx_d[e] = p1_wr[e] ? p1_widx_i : p0_wr[e] ? p0_widx_i : idx_q[e];
  end

  // RR: both ports may evict in one set in one cycle; it then advances twice (mod Ways).
  always_comb begin : p_rr_d
    for (int s = 0; s < Sets; s++) begin
      rr_d[s] = rr_q[s];
    end
    if (p0_adv) begin
      rr_d[p0_set] = rr_d[p0_set] + WayW'(1);
    end
    if (p1_adv) begin
      rr_d[p1_set] = rr_d[p1_set] + WayW'(1);
    end
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`DWF_PC_WARP_LUT_V_N != Entries || `DWF_PC_WARP_LUT_PC_W != PcW
        || `DWF_PC_WARP_LUT_OCC_W != Lanes || `DWF_PC_WARP_LUT_IDX_W != IdxW
        || `DWF_PC_WARP_LUT_RR_N != Sets || `DWF_PC_WARP_LUT_RR_W != WayW) begin
      $fatal(1, "dwf_pc_warp_lut: parameters differ from dwf_pc_warp_lut_fields.svh");
    end
  end

  // One block with loops, not one `assign` per slice: Verilator would merge those into a chain of
  // wide concatenations (quadratic in the state width) that dominated the simulation time. The
  // bound is `Sets * Ways` because Icarus 11 warns ("must use the index in the condition") when
  // it is the `Entries` localparam.
  always_comb begin : p_dbg_state
    dbg_state_o = '0;
    dbg_state_o[`DWF_PC_WARP_LUT_V_OFF +: Entries] = v_q;
    for (int e = 0; e < Sets * Ways; e++) begin
      dbg_state_o[`DWF_PC_WARP_LUT_PC_OFF + e*PcW +: PcW]      = pc_q[e];
      dbg_state_o[`DWF_PC_WARP_LUT_OCC_OFF + e*Lanes +: Lanes] = occ_q[e];
      dbg_state_o[`DWF_PC_WARP_LUT_IDX_OFF + e*IdxW +: IdxW]   = idx_q[e];
    end
    for (int s = 0; s < Sets; s++) begin
      dbg_state_o[`DWF_PC_WARP_LUT_RR_OFF + s*WayW +: WayW] = rr_q[s];
    end
  end
`endif

endmodule
