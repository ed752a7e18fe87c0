// Majority scheduler: Majority Entry + Max-Heap + MHeap LUT with a per-step swap budget
// (SPEC 1.6 with the lead's [RES] on budgeted timing; D3 §4.4, Fig 4.5, §4.4.1-4.4.3, Tab 7.1).
//
// Verilog twin of rtl_c/dwf_majority.c; the header rtl_c/dwf_majority.h states the contract.
//
// One step is combinational (SPEC 0.3 allows chaining): phase 1 (POP when ME is drained, then
// ISSUE of ME's head warp, committed with the pool's answer iss_next_i/iss_nthd_i), phase 2
// (INSERT port 0, then port 1), end of step (the pending heap op continues). Heap operations run in
// program order and share a budget of Swaps swaps per step; an op that runs out is left pending in
// {op_v, op_up, op_i} and the next step is busy (no POP, no ISSUE, heap updates stall).
//
// Swap engine. The C model swaps one level at a time. Here each heap operation is one "op unit"
// that does all its swaps at once: the moving entry K travels along one root path (SIFT_UP: the
// ancestors of its slot; SIFT_DOWN: the chain of larger children, ties to the left), and every
// entry it passes moves one level the other way. Per level the unit compares K with the path entry
// (a compare per heap entry, selected by path membership), takes the leading run of swaps the C
// loop would take, capped by the op's budget, and then writes each heap slot with one of {itself,
// its parent, its larger child, K}: per-entry muxes, no copy of the array per swap. Because the C
// loop compares K only with entries it has not touched yet, this is the same result swap for swap.
// Three op units run in program order, each on the array the previous one produced:
//   A: the phase-1 POP's SIFT_DOWN from the root, or (in a busy step) the pending op;
//   B: port 0's SIFT_UP;  C: port 1's SIFT_UP.
// The end-of-step continuation needs no unit of its own: in a busy step nothing else touches the
// heap (POP and heap updates are off, ME hits do not touch it), so unit A runs the pending op with
// the whole budget and the heap after phase 2 equals the heap after the continuation; in a step
// where an op ran out no budget is left for it.
// MHeap LUT back-pointers: every entry that lands in a new slot writes MH# = {1, slot} into the LUT
// way its LUT# names. A unit moves at most one entry per level, so its writes are one port per
// level plus K's; the LUT's next state applies every write port in program order (POP invalidate,
// POP move, unit A, port 0's new way, unit B, port 1's new way, unit C). Distinct live heap entries
// have distinct LUT#s, so the order inside one unit never matters. The MH#s are held as bit planes
// (mhv_q: the V bits, mhi_q[t]: index bit t of every way), so a write port is a one-hot mask and a
// few vector operations; dbg_state_o still packs them per way, as the C field table does.
//
// Yosys removes the WPH valid bits (ME's and every heap entry's): nothing reads them (ISSUE tests
// CNT, SPEC 1.6, and a list head only travels from a heap entry to ME), so FFs = MODEL - HEAP - 1.
//
// Reset: every register 0 (ME invalid, HS 0, every MH#/LUT#/WPH/WPT INVALID, no pending op).
//
// dbg_state_o: its width and field offsets come from dwf_majority_fields.svh, generated from the C
// field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/dwf_majority.h. The
// include describes the configuration's geometry: a simulation whose parameters differ from it
// stops at time 0 (p_fields_match).

`include "wt_config.svh"
`include "wt_params.svh"
`include "dwf_majority_fields.svh"  // generated: dbg_state_o layout from the C field table

module dwf_majority #(
  parameter Heap    = `WT_HEAP,      // Max-Heap entries (WT_HEAP)
  parameter Sets    = `WT_MHL_SETS,  // MHeap LUT sets, a power of two (WT_MHL_SETS)
  parameter Ways    = `WT_MHL_WAYS,  // MHeap LUT ways, a power of two (WT_MHL_WAYS)
  parameter PcW     = `WT_PCW,       // PC width (WT_PCW)
  parameter Threads = `WT_THREADS,   // threads per core; CNT width clog2(Threads+1) (WT_THREADS)
  parameter Lanes   = `WT_NL,        // lanes per warp; NTHD width clog2(Lanes+1) (WT_NL)
  parameter Pool    = `WT_POOL,      // warp-pool entries; WID width clog2(Pool) (WT_POOL)
  parameter Swaps   = `WT_SWAPS,     // heap swaps per step (WT_SWAPS)
  parameter TieSwap = `WT_TIE_SWAP   // 1: SIFT_UP swaps on equal CNT (WT_TIE_SWAP)
) (
  input  logic                            clk_i,        // clock
  input  logic                            rst_ni,       // asynchronous reset, active low

  // Phase 1, C `iss_next`, `iss_nthd`: the pool's answer for the issued warp (read when iss_v_o).
  input  logic [`WT_IDX_W(Pool):0]        iss_next_i,   // pool[iss_idx_o].NEXT {V, idx}
  input  logic [`WT_IDX_W(Lanes + 1)-1:0] iss_nthd_i,   // its thread count

  // Phase 2, C `ins0*`: INSERT port 0 (WUR0).
  input  logic                            ins0_i,       // request (commit when ins0_ok_o)
  input  logic [PcW-1:0]                  ins0_pc_i,    // PC
  input  logic [`WT_IDX_W(Lanes + 1)-1:0] ins0_nthd_i,  // NTHD
  input  logic [`WT_IDX_W(Pool)-1:0]      ins0_wid_i,   // WID

  // Phase 2, C `ins1*`: INSERT port 1 (WUR1), after port 0.
  input  logic                            ins1_i,
  input  logic [PcW-1:0]                  ins1_pc_i,
  input  logic [`WT_IDX_W(Lanes + 1)-1:0] ins1_nthd_i,
  input  logic [`WT_IDX_W(Pool)-1:0]      ins1_wid_i,

  // Phase 1, C `busy`, `iss_v`, `iss_idx`, `iss_pc`.
  output logic                            busy_o,       // a heap op was pending at the start
  output logic                            iss_v_o,      // a warp is issued
  output logic [`WT_IDX_W(Pool)-1:0]      iss_idx_o,    // ME.WPH.idx (0 if !iss_v_o)
  output logic [PcW-1:0]                  iss_pc_o,     // ME.PC (0 if !iss_v_o)

  // Port 0, C `ins0_ok`, `lk0`, `lk0_idx` (ok does not depend on ins0_i, nthd or wid).
  output logic                            ins0_ok_o,    // INSERT(ins0_pc_i) would be accepted
  output logic                            lk0_o,        // LINK pool write
  output logic [`WT_IDX_W(Pool)-1:0]      lk0_idx_o,    // pool[lk0_idx_o].NEXT <- {1, ins0_wid_i}

  // Port 1, C `ins1_ok`, `lk1`, `lk1_idx` (after port 0).
  output logic                            ins1_ok_o,
  output logic                            lk1_o,
  output logic [`WT_IDX_W(Pool)-1:0]      lk1_idx_o

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: me_pc, me_cnt, me_wph, me_wpt, me_v, h_pc[], h_cnt[],
  // h_wph[], h_wpt[], h_lutn[], hs, mhl_pc[], mhl_mh[], op_v, op_up, op_i (bit 0 = me_pc[0]).
  output logic [`DWF_MAJORITY_STATE_W-1:0]       dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/wt_params.h formulas).
  localparam IdxW   = `WT_IDX_W(Pool);         // WT_IDXW
  localparam WpW    = IdxW + 1;                // WT_WPW: {V, idx}
  localparam CntW   = `WT_IDX_W(Threads + 1);  // WT_CNTW
  localparam HeapW  = `WT_IDX_W(Heap);         // WT_HEAPW: heap index
  localparam HsW    = `WT_IDX_W(Heap + 1);     // WT_HSW: 0..Heap
  localparam MhW    = HeapW + 1;               // WT_MHW: MH# {V, heap idx}
  localparam Ent    = Sets * Ways;             // WT_MHL_ENTRIES
  localparam SetW   = `WT_CLOG2(Sets);         // WT_MHL_SETW
  localparam WayW   = `WT_CLOG2(Ways);         // WT_MHL_WAYW
  localparam SlotW  = `WT_IDX_W(Ent);          // LUT slot index (= SetW + WayW)
  localparam LutnW  = SlotW + 1;               // WT_LUTNW: LUT# {V, slot}
  // Heap levels (slot i is at level floor(log2(i+1))), level numbers 0..Levels (one spare), the
  // budget 0..Swaps, and a width that holds both for comparisons.
  localparam Levels = $clog2(Heap + 1);
  localparam LvlW   = `WT_IDX_W(Levels + 1);
  localparam BudW   = `WT_IDX_W(Swaps + 1);
  localparam CmpW   = (LvlW > BudW) ? LvlW : BudW;

  // The level floor(log2(e + 1)) of every heap slot e, at [e*LvlW +: LvlW]: a constant table, so
  // that the loops below index it instead of computing a logarithm per slot.
  function automatic logic [Heap*LvlW-1:0] lvl_table();
    logic [Heap*LvlW-1:0] t;
    t = '0;
    for (int e = 0; e < Heap; e++) begin
      for (int k = 1; k < 31; k++) begin
        if (((e + 1) >> k) != 0) begin
          t[e*LvlW +: LvlW] = LvlW'(k);
        end
      end
    end
    lvl_table = t;
  endfunction
  localparam logic [Heap*LvlW-1:0] LvlTab = lvl_table();
`define DWF_MAJ_LVL(e) LvlTab[(e)*LvlW +: LvlW]
  // Parent and children of slot e, clamped to e where they do not exist (only ever read when
  // they do; the clamp keeps every index in range for every tool).
`define DWF_MAJ_PAR(e) (((e) > 0) ? ((e) - 1) / 2 : 0)
`define DWF_MAJ_LCH(e) ((2 * (e) + 1 < Heap) ? 2 * (e) + 1 : (e))
`define DWF_MAJ_RCH(e) ((2 * (e) + 2 < Heap) ? 2 * (e) + 2 : (e))

  // Coding notes (for Icarus, which replays the vector files). The heap is kept as one unpacked
  // array per field, read by words (a slice of a wide vector costs a read of the whole vector);
  // each op unit is one process whose results are per-slot selects, and the next stage's arrays
  // are per-slot muxes on them, so a stage changes about once per evaluation of its unit. No
  // constant part-select is read inside an always_* process (Icarus 11 "sorry"): V bits are tested
  // with shifts, fields narrowed with size casts.

  ///////////////
  // Registers //
  ///////////////

  logic [PcW-1:0]   me_pc_q, me_pc_d;     // ME.PC
  logic [CntW-1:0]  me_cnt_q, me_cnt_d;   // ME.CNT
  logic [WpW-1:0]   me_wph_q, me_wph_d;   // ME.WPH {V, idx}
  logic [WpW-1:0]   me_wpt_q, me_wpt_d;   // ME.WPT {V, idx}
  logic             me_v_q, me_v_d;       // MEV
  // Heap entries, one array per field. Yosys: the arrays are registers, not RAMs (async reset);
  // (* mem2reg *) says so (here and on every array of wires below).
  (* mem2reg *) logic [PcW-1:0]   h_pc_q   [Heap];  // group PC
  (* mem2reg *) logic [PcW-1:0]   h_pc_d   [Heap];
  (* mem2reg *) logic [CntW-1:0]  h_cnt_q  [Heap];  // threads in the group
  (* mem2reg *) logic [CntW-1:0]  h_cnt_d  [Heap];
  (* mem2reg *) logic [WpW-1:0]   h_wph_q  [Heap];  // list head {V, idx}
  (* mem2reg *) logic [WpW-1:0]   h_wph_d  [Heap];
  (* mem2reg *) logic [WpW-1:0]   h_wpt_q  [Heap];  // list tail {V, idx}
  (* mem2reg *) logic [WpW-1:0]   h_wpt_d  [Heap];
  (* mem2reg *) logic [LutnW-1:0] h_lutn_q [Heap];  // LUT# {V, MHL slot}
  (* mem2reg *) logic [LutnW-1:0] h_lutn_d [Heap];
  logic [HsW-1:0]   hs_q, hs_d;           // HS
  (* mem2reg *) logic [PcW-1:0]   mhl_pc_q [Ent];   // MHeap LUT tag
  (* mem2reg *) logic [PcW-1:0]   mhl_pc_d [Ent];
  // MH# {V, heap idx} of slot e as bit planes: V in mhv_q[e], index bit t in mhi_q[t][e] (the
  // write ports then cost a few vector operations each, see p_mh_d).
  logic [Ent-1:0]                 mhv_q, mhv_d;
  (* mem2reg *) logic [Ent-1:0]   mhi_q [HeapW];
  (* mem2reg *) logic [Ent-1:0]   mhi_d [HeapW];
  logic             op_v_q, op_v_d;       // a heap op is pending
  logic             op_up_q, op_up_d;     // ... a SIFT_UP
  logic [HeapW-1:0] op_i_q, op_i_d;       // ... at this slot

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      me_pc_q  <= '0;
      me_cnt_q <= '0;
      me_wph_q <= '0;
      me_wpt_q <= '0;
      me_v_q   <= 1'b0;
      hs_q     <= '0;
      op_v_q   <= 1'b0;
      op_up_q  <= 1'b0;
      op_i_q   <= '0;
    end else begin
      me_pc_q  <= me_pc_d;
      me_cnt_q <= me_cnt_d;
      me_wph_q <= me_wph_d;
      me_wpt_q <= me_wpt_d;
      me_v_q   <= me_v_d;
      hs_q     <= hs_d;
      op_v_q   <= op_v_d;
      op_up_q  <= op_up_d;
      op_i_q   <= op_i_d;
    end
  end

  for (genvar e = 0; e < Heap; e++) begin : g_h_q
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        h_pc_q[e]   <= '0;
        h_cnt_q[e]  <= '0;
        h_wph_q[e]  <= '0;
        h_wpt_q[e]  <= '0;
        h_lutn_q[e] <= '0;
      end else begin
        h_pc_q[e]   <= h_pc_d[e];
        h_cnt_q[e]  <= h_cnt_d[e];
        h_wph_q[e]  <= h_wph_d[e];
        h_wpt_q[e]  <= h_wpt_d[e];
        h_lutn_q[e] <= h_lutn_d[e];
      end
    end
  end

  for (genvar e = 0; e < Ent; e++) begin : g_mhl_q
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        mhl_pc_q[e] <= '0;
      end else begin
        mhl_pc_q[e] <= mhl_pc_d[e];
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mhv_q <= '0;
    end else begin
      mhv_q <= mhv_d;
    end
  end

  for (genvar t = 0; t < HeapW; t++) begin : g_mhi_q
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        mhi_q[t] <= '0;
      end else begin
        mhi_q[t] <= mhi_d[t];
      end
    end
  end

  //////////////////////////////
  // Phase 1: POP and ISSUE   //
  //////////////////////////////

  logic             pop;        // POP this step: !busy, ME drained, heap not empty
  logic [HsW-1:0]   hs_1;       // HS after phase 1
  logic [HeapW-1:0] last;       // slot HS-1: the entry a POP moves to the root
  logic [PcW-1:0]   me_pc_p;    // ME after the POP
  logic [CntW-1:0]  me_cnt_p;
  logic [WpW-1:0]   me_wph_p;
  logic [WpW-1:0]   me_wpt_p;
  logic             me_v_p;
  logic [CntW-1:0]  me_cnt_1;   // ME after the issue commit
  logic [WpW-1:0]   me_wph_1;
  logic [WpW-1:0]   me_wpt_1;

  assign busy_o   = op_v_q;
  assign pop      = !op_v_q && (me_cnt_q == '0) && (hs_q != '0);
  assign hs_1     = pop ? hs_q - HsW'(1) : hs_q;
  assign last     = HeapW'(hs_q - HsW'(1));
  assign me_pc_p  = pop ? h_pc_q[0]  : me_pc_q;
  assign me_cnt_p = pop ? h_cnt_q[0] : me_cnt_q;
  assign me_wph_p = pop ? h_wph_q[0] : me_wph_q;
  assign me_wpt_p = pop ? h_wpt_q[0] : me_wpt_q;
  assign me_v_p   = pop || me_v_q;

  // ISSUE of ME's head warp; the commit uses the pool's answer.
  assign iss_v_o   = !op_v_q && (me_cnt_p != '0);
  assign iss_idx_o = iss_v_o ? me_wph_p[IdxW-1:0] : '0;
  assign iss_pc_o  = iss_v_o ? me_pc_p : '0;
  assign me_wph_1  = iss_v_o ? iss_next_i : me_wph_p;
  assign me_cnt_1  = iss_v_o ? me_cnt_p - CntW'(iss_nthd_i) : me_cnt_p;
  assign me_wpt_1  = (iss_v_o && (me_wph_p[IdxW-1:0] == me_wpt_p[IdxW-1:0])) ? '0 : me_wpt_p;

  // Unit A's inputs: the POP's SIFT_DOWN of H[HS-1] from the root, or the pending op.
  logic             opa_act, opa_up;
  logic [HeapW-1:0] opa_i, opa_src;
  assign opa_act = op_v_q || (pop && (hs_1 != '0));
  assign opa_up  = op_v_q && op_up_q;
  assign opa_i   = op_v_q ? op_i_q : '0;
  assign opa_src = op_v_q ? op_i_q : last;

  // MHeap LUT writes of the POP: invalidate the popped group's way, re-point the moved entry's.
  logic             wpi_we, wpm_we;
  logic [SlotW-1:0] wpi_slot, wpm_slot;
  assign wpi_we   = pop && h_lutn_q[0][LutnW-1];
  assign wpi_slot = h_lutn_q[0][SlotW-1:0];
  assign wpm_we   = pop && (hs_1 != '0) && h_lutn_q[last][LutnW-1];
  assign wpm_slot = h_lutn_q[last][SlotW-1:0];

  ///////////////////////////////////////////
  // Op units A, B, C (see the header)     //
  ///////////////////////////////////////////

  // Heap after unit A (phase 1), B (port 0), C (port 1 = the next state).
  (* mem2reg *) logic [PcW-1:0]   s1_pc   [Heap];
  (* mem2reg *) logic [CntW-1:0]  s1_cnt  [Heap];
  (* mem2reg *) logic [WpW-1:0]   s1_wph  [Heap];
  (* mem2reg *) logic [WpW-1:0]   s1_wpt  [Heap];
  (* mem2reg *) logic [LutnW-1:0] s1_lutn [Heap];
  (* mem2reg *) logic [PcW-1:0]   s2_pc   [Heap];
  (* mem2reg *) logic [CntW-1:0]  s2_cnt  [Heap];
  (* mem2reg *) logic [WpW-1:0]   s2_wph  [Heap];
  (* mem2reg *) logic [WpW-1:0]   s2_wpt  [Heap];
  (* mem2reg *) logic [LutnW-1:0] s2_lutn [Heap];
  // Per unit: K (the moving entry), budget in, swaps used, pending, K's final slot, MHeap LUT
  // writes (one per level and K's). Separate names per unit so that no signal depends on itself
  // (Verilator UNOPTFLAT).
  logic [PcW-1:0]   ka_pc, kb_pc, kc_pc;
  logic [CntW-1:0]  ka_cnt, kb_cnt, kc_cnt;
  logic [WpW-1:0]   ka_wph, kb_wph, kc_wph;
  logic [WpW-1:0]   ka_wpt, kb_wpt, kc_wpt;
  logic [LutnW-1:0] ka_lutn, kb_lutn, kc_lutn;
  logic [BudW-1:0]  bud_a, bud_b, bud_c;
  logic [LvlW-1:0]  opa_used, opb_used, opc_used;
  logic             opa_pend, opb_pend, opc_pend;
  logic [HeapW-1:0] opa_end, opb_end, opc_end;
  // Level l's write: we[l], slot [l*SlotW +: SlotW], index [l*HeapW +: HeapW].
  logic [Levels-1:0]       mwa_we, mwb_we, mwc_we;
  logic [Levels*SlotW-1:0] mwa_slot, mwb_slot, mwc_slot;
  logic [Levels*HeapW-1:0] mwa_idx, mwb_idx, mwc_idx;
  logic             kwa_we, kwb_we, kwc_we;
  logic [SlotW-1:0] kwa_slot, kwb_slot, kwc_slot;
  logic [HeapW-1:0] kwa_idx, kwb_idx, kwc_idx;
  // Units B and C (their inputs are made with phase 2 below).
  logic             opb_act, opc_act;
  logic [HeapW-1:0] opb_i, opc_i;

  assign ka_pc   = h_pc_q[opa_src];
  assign ka_cnt  = h_cnt_q[opa_src];
  assign ka_wph  = h_wph_q[opa_src];
  assign ka_wpt  = h_wpt_q[opa_src];
  assign ka_lutn = h_lutn_q[opa_src];
  assign bud_a = BudW'(Swaps);
  assign bud_b = BudW'(CmpW'(bud_a) - CmpW'(opa_used));  // used <= budget: no wrap
  assign bud_c = BudW'(CmpW'(bud_b) - CmpW'(opb_used));
  // What unit C leaves is not needed: an op pending after unit C has no budget left.
  logic [LvlW-1:0] unused_opc_used;
  assign unused_opc_used = opc_used;

  for (genvar k = 0; k < 3; k++) begin : g_op
    localparam CanDown = (k == 0);  // only unit A may sift down

    // The heap the unit starts from.
    (* mem2reg *) logic [PcW-1:0]   i_pc   [Heap];
    (* mem2reg *) logic [CntW-1:0]  i_cnt  [Heap];
    (* mem2reg *) logic [WpW-1:0]   i_wph  [Heap];
    (* mem2reg *) logic [WpW-1:0]   i_wpt  [Heap];
    (* mem2reg *) logic [LutnW-1:0] i_lutn [Heap];
    // The unit's result as per-slot selects: slot e takes K (sel_k), its parent (sel_p), its
    // larger child (sel_c; the right one if pick_r), or keeps its entry; the next stage's arrays
    // are these muxes (g_io).
    logic [Heap-1:0]       sel_k, sel_p, sel_c, pick_r;
    logic             act;      // the unit runs
    logic             up;       // SIFT_UP (else SIFT_DOWN)
    logic [HeapW-1:0] i;        // K's start slot (its content there is replaced by K)
    logic [PcW-1:0]   k_pc;     // K
    logic [CntW-1:0]  k_cnt;
    logic [WpW-1:0]   k_wph;
    logic [WpW-1:0]   k_wpt;
    logic [LutnW-1:0] k_lutn;
    logic [HsW-1:0]   n;        // heap size (children must be below it; unit A only)
    logic [BudW-1:0]  b;        // swaps it may do

    // Connections of unit k (one branch per unit, each signal assigned once).
    if (k == 0) begin : g_io
      assign act    = opa_act;
      assign up     = opa_up;
      assign i      = opa_i;
      assign k_pc   = ka_pc;
      assign k_cnt  = ka_cnt;
      assign k_wph  = ka_wph;
      assign k_wpt  = ka_wpt;
      assign k_lutn = ka_lutn;
      assign n      = hs_1;
      assign b      = bud_a;
      for (genvar e = 0; e < Heap; e++) begin : g_h
        assign i_pc[e]    = h_pc_q[e];
        assign i_cnt[e]   = h_cnt_q[e];
        assign i_wph[e]   = h_wph_q[e];
        assign i_wpt[e]   = h_wpt_q[e];
        assign i_lutn[e]  = h_lutn_q[e];
        assign s1_pc[e] = sel_k[e] ? k_pc : sel_p[e] ? i_pc[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_pc[`DWF_MAJ_RCH(e)] : i_pc[`DWF_MAJ_LCH(e)])
                     : i_pc[e];
        assign s1_cnt[e] = sel_k[e] ? k_cnt : sel_p[e] ? i_cnt[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_cnt[`DWF_MAJ_RCH(e)] : i_cnt[`DWF_MAJ_LCH(e)])
                     : i_cnt[e];
        assign s1_wph[e] = sel_k[e] ? k_wph : sel_p[e] ? i_wph[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_wph[`DWF_MAJ_RCH(e)] : i_wph[`DWF_MAJ_LCH(e)])
                     : i_wph[e];
        assign s1_wpt[e] = sel_k[e] ? k_wpt : sel_p[e] ? i_wpt[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_wpt[`DWF_MAJ_RCH(e)] : i_wpt[`DWF_MAJ_LCH(e)])
                     : i_wpt[e];
        assign s1_lutn[e] = sel_k[e] ? k_lutn : sel_p[e] ? i_lutn[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_lutn[`DWF_MAJ_RCH(e)] : i_lutn[`DWF_MAJ_LCH(e)])
                     : i_lutn[e];
      end
    end else if (k == 1) begin : g_io
      assign act    = opb_act;
      assign up     = 1'b1;
      assign i      = opb_i;
      assign k_pc   = kb_pc;
      assign k_cnt  = kb_cnt;
      assign k_wph  = kb_wph;
      assign k_wpt  = kb_wpt;
      assign k_lutn = kb_lutn;
      assign n      = '0;
      assign b      = bud_b;
      for (genvar e = 0; e < Heap; e++) begin : g_h
        assign i_pc[e]    = s1_pc[e];
        assign i_cnt[e]   = s1_cnt[e];
        assign i_wph[e]   = s1_wph[e];
        assign i_wpt[e]   = s1_wpt[e];
        assign i_lutn[e]  = s1_lutn[e];
        assign s2_pc[e] = sel_k[e] ? k_pc : sel_p[e] ? i_pc[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_pc[`DWF_MAJ_RCH(e)] : i_pc[`DWF_MAJ_LCH(e)])
                     : i_pc[e];
        assign s2_cnt[e] = sel_k[e] ? k_cnt : sel_p[e] ? i_cnt[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_cnt[`DWF_MAJ_RCH(e)] : i_cnt[`DWF_MAJ_LCH(e)])
                     : i_cnt[e];
        assign s2_wph[e] = sel_k[e] ? k_wph : sel_p[e] ? i_wph[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_wph[`DWF_MAJ_RCH(e)] : i_wph[`DWF_MAJ_LCH(e)])
                     : i_wph[e];
        assign s2_wpt[e] = sel_k[e] ? k_wpt : sel_p[e] ? i_wpt[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_wpt[`DWF_MAJ_RCH(e)] : i_wpt[`DWF_MAJ_LCH(e)])
                     : i_wpt[e];
        assign s2_lutn[e] = sel_k[e] ? k_lutn : sel_p[e] ? i_lutn[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_lutn[`DWF_MAJ_RCH(e)] : i_lutn[`DWF_MAJ_LCH(e)])
                     : i_lutn[e];
      end
    end else begin : g_io
      assign act    = opc_act;
      assign up     = 1'b1;
      assign i      = opc_i;
      assign k_pc   = kc_pc;
      assign k_cnt  = kc_cnt;
      assign k_wph  = kc_wph;
      assign k_wpt  = kc_wpt;
      assign k_lutn = kc_lutn;
      assign n      = '0;
      assign b      = bud_c;
      for (genvar e = 0; e < Heap; e++) begin : g_h
        assign i_pc[e]     = s2_pc[e];
        assign i_cnt[e]    = s2_cnt[e];
        assign i_wph[e]    = s2_wph[e];
        assign i_wpt[e]    = s2_wpt[e];
        assign i_lutn[e]   = s2_lutn[e];
        assign h_pc_d[e] = sel_k[e] ? k_pc : sel_p[e] ? i_pc[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_pc[`DWF_MAJ_RCH(e)] : i_pc[`DWF_MAJ_LCH(e)])
                     : i_pc[e];
        assign h_cnt_d[e] = sel_k[e] ? k_cnt : sel_p[e] ? i_cnt[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_cnt[`DWF_MAJ_RCH(e)] : i_cnt[`DWF_MAJ_LCH(e)])
                     : i_cnt[e];
        assign h_wph_d[e] = sel_k[e] ? k_wph : sel_p[e] ? i_wph[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_wph[`DWF_MAJ_RCH(e)] : i_wph[`DWF_MAJ_LCH(e)])
                     : i_wph[e];
        assign h_wpt_d[e] = sel_k[e] ? k_wpt : sel_p[e] ? i_wpt[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_wpt[`DWF_MAJ_RCH(e)] : i_wpt[`DWF_MAJ_LCH(e)])
                     : i_wpt[e];
        assign h_lutn_d[e] = sel_k[e] ? k_lutn : sel_p[e] ? i_lutn[`DWF_MAJ_PAR(e)]
                     : sel_c[e] ? (pick_r[e] ? i_lutn[`DWF_MAJ_RCH(e)] : i_lutn[`DWF_MAJ_LCH(e)])
                     : i_lutn[e];
      end
    end
    if (!CanDown) begin : g_up_only
      logic unused_n;
      assign unused_n = ^n;
    end

    logic [LvlW-1:0]         used;   // swaps done
    logic                    pend;   // left pending
    logic [HeapW-1:0]        endi;   // K's final slot
    logic                    moved;  // K left its start slot
    logic [Levels-1:0]       mw_we;
    logic [Levels*SlotW-1:0] mw_slot;
    logic [Levels*HeapW-1:0] mw_idx;
    logic                    kw_we;

    // The whole unit: compares, the path, the swaps the C loop would do (the leading run of passes
    // from K's level, capped by the budget), the next content of every slot, and the LUT writes.
    always_comb begin : p_unit
      logic [Heap-1:0]         is_i;         // slot == i
      logic [Heap-1:0]         gtu;          // K would pass this entry going up
      logic [Heap-1:0]         gtd;          // this (live) entry would pass K going down
      logic [Heap-1:0]         pkr;          // this slot's larger child is its right one
      logic [2*Heap+1:0]       on_up, on_dn; // path membership (spare zero bits beyond the heap)
      logic [Heap-1:0]         on;
      logic                    sk, sp, sc;   // slot takes K / its parent / its larger child
      logic [Levels:0]         cond;         // per level: the path entry there lets K pass
      logic [LvlW-1:0]         d, f, fu, fd;
      logic                    r;
      logic [HeapW-1:0]        ei;
      logic [LutnW-1:0]        ml;           // LUT# of the entry moving into a slot
      logic [Levels-1:0]       we;
      logic [Levels*SlotW-1:0] sl;
      logic [Levels*HeapW-1:0] ix;
      logic [Heap-1:0]         vk, vp, vc;   // the selects being built
      // Defaults (every local is assigned on every path: no latches). An idle unit stops here
      // (every select 0: the next stage keeps every entry), which keeps it cheap to simulate.
      is_i  = '0;
      gtu   = '0;
      gtd   = '0;
      pkr   = '0;
      on_up = '0;
      on_dn = '0;
      on    = '0;
      cond  = '0;
      d     = '0;
      f     = '0;
      fu    = '0;
      fd    = '0;
      r     = 1'b0;
      ei    = '0;
      ml    = '0;
      sk    = 1'b0;
      sp    = 1'b0;
      sc    = 1'b0;
      we    = '0;
      sl    = '0;
      ix    = '0;
      vk     = '0;
      vp     = '0;
      vc     = '0;
      if (act) begin
        // Per-slot compares and K's start level.
        d = '0;
        for (int e = 0; e < Heap; e++) begin
          is_i[e] = (i == HeapW'(e));
          gtu[e]  = (TieSwap != 0) ? (k_cnt >= i_cnt[e]) : (k_cnt > i_cnt[e]);
          gtd[e]  = (CanDown != 0) && (HsW'(e) < n) && (i_cnt[e] > k_cnt);
          pkr[e]  = (CanDown != 0) && (2 * e + 2 < Heap) && (HsW'(`DWF_MAJ_RCH(e)) < n)
                    && (i_cnt[`DWF_MAJ_RCH(e)] > i_cnt[`DWF_MAJ_LCH(e)]);
          if (is_i[e]) begin
            d = `DWF_MAJ_LVL(e);
          end
        end
        // SIFT_UP path: i and its ancestors (children are visited before their parents).
        on_up = '0;
        for (int e = Heap - 1; e >= 0; e--) begin
          on_up[e] = is_i[e] || on_up[2 * e + 1] || on_up[2 * e + 2];
        end
        // SIFT_DOWN path: i, then the larger child of each path entry.
        on_dn = '0;
        for (int e = 0; e < Heap; e++) begin
          if (e == 0) begin
            on_dn[e] = is_i[e];
          end else if (e % 2 == 0) begin
            on_dn[e] = is_i[e] || (on_dn[`DWF_MAJ_PAR(e)] && pkr[`DWF_MAJ_PAR(e)]);
          end else begin
            on_dn[e] = is_i[e] || (on_dn[`DWF_MAJ_PAR(e)] && !pkr[`DWF_MAJ_PAR(e)]);
          end
        end
        // Per level: does the path entry at that level let K pass?
        cond = '0;
        for (int e = 0; e < Heap; e++) begin
          on[e] = up ? on_up[e] : on_dn[e];
          if (on[e] && !is_i[e] && (up ? gtu[e] : gtd[e])) begin
            cond[`DWF_MAJ_LVL(e)] = 1'b1;
          end
        end
        // K's final level: the leading run of passes, capped by the budget.
        fu = d;
        r  = 1'b1;
        for (int l = Levels - 1; l >= 0; l--) begin
          if (LvlW'(l) < d) begin
            r = r && cond[l] && (CmpW'(d) - CmpW'(l) <= CmpW'(b));
            if (r) begin
              fu = LvlW'(l);
            end
          end
        end
        fd = d;
        r  = 1'b1;
        for (int l = 0; l < Levels; l++) begin
          if (LvlW'(l) > d) begin
            r = r && cond[l] && (CmpW'(l) - CmpW'(d) <= CmpW'(b));
            if (r) begin
              fd = LvlW'(l);
            end
          end
        end
        f = up ? fu : fd;
        // Selects: K lands at level f; the path entries it passed move one level towards i. The
        // LUT write of a level is the entry that moved into the path slot there.
        ei = '0;
        we = '0;
        sl = '0;
        ix = '0;
        for (int e = 0; e < Heap; e++) begin
          sk = act && on[e] && (`DWF_MAJ_LVL(e) == f);
          sp = act && up && on[e] && (`DWF_MAJ_LVL(e) > f);
          sc = act && !up && on[e] && (`DWF_MAJ_LVL(e) < f);
          vk[e] = sk;
          vp[e] = sp;
          vc[e] = sc;
          // LUT# of the entry moving into slot e (none when it takes K or keeps its entry).
          if (sk) begin
            ei = HeapW'(e);
            ml = '0;
          end else if (sp) begin
            ml = i_lutn[`DWF_MAJ_PAR(e)];
          end else if (sc && pkr[e]) begin
            ml = i_lutn[`DWF_MAJ_RCH(e)];
          end else if (sc) begin
            ml = i_lutn[`DWF_MAJ_LCH(e)];
          end else begin
            ml = '0;
          end
          if ((ml >> SlotW) != '0) begin
            we[`DWF_MAJ_LVL(e)]                  = 1'b1;
            sl[`DWF_MAJ_LVL(e) * SlotW +: SlotW] = SlotW'(ml);
            ix[`DWF_MAJ_LVL(e) * HeapW +: HeapW] = HeapW'(e);
          end
        end
      end
      sel_k   = vk;
      sel_p   = vp;
      sel_c   = vc;
      pick_r  = pkr;
      endi    = ei;
      mw_we   = we;
      mw_slot = sl;
      mw_idx  = ix;
      used    = !act ? '0 : up ? d - f : f - d;
      moved   = act && (f != d);
      kw_we   = act && (f != d) && ((k_lutn >> SlotW) != '0);
      // Left pending: the next compare would still swap (so the budget ran out).
      pend    = act && (up ? ((f == '0) ? 1'b0 : cond[f - LvlW'(1)]) : cond[f + LvlW'(1)]);
    end

    // Results of unit k.
    if (k == 0) begin : g_res
      assign opa_used = used;
      assign opa_pend = pend;
      assign opa_end  = endi;
      assign mwa_we   = mw_we;
      assign mwa_slot = mw_slot;
      assign mwa_idx  = mw_idx;
      assign kwa_we   = kw_we;
      assign kwa_slot = k_lutn[SlotW-1:0];
      assign kwa_idx  = endi;
    end else if (k == 1) begin : g_res
      assign opb_used = used;
      assign opb_pend = pend;
      assign opb_end  = endi;
      assign mwb_we   = mw_we;
      assign mwb_slot = mw_slot;
      assign mwb_idx  = mw_idx;
      assign kwb_we   = kw_we;
      assign kwb_slot = k_lutn[SlotW-1:0];
      assign kwb_idx  = endi;
    end else begin : g_res
      assign opc_used = used;
      assign opc_pend = pend;
      assign opc_end  = endi;
      assign mwc_we   = mw_we;
      assign mwc_slot = mw_slot;
      assign mwc_idx  = mw_idx;
      assign kwc_we   = kw_we;
      assign kwc_slot = k_lutn[SlotW-1:0];
      assign kwc_idx  = endi;
    end
    logic unused_moved;
    assign unused_moved = moved;
  end

  ///////////////////////////////////////
  // MHeap LUT write ports, per phase  //
  ///////////////////////////////////////

  // Every MH# write of the step, in program order, as three lists (one per phase, so that a
  // lookup reads only the lists before it). Port p: we[p], value {v[p], idx[p*HeapW +: HeapW]},
  // slot [p*SlotW +: SlotW]; port 0 is the first.
  //   w1 (phase 1): POP invalidate, POP move (MH# 0), unit A's levels, unit A's K.
  //   w2 (port 0):  the new group's way (MH# HS), unit B's levels, unit B's K.
  //   w3 (port 1):  the same for port 1 and unit C.
  localparam NP1 = Levels + 3;
  localparam NP2 = Levels + 2;
  logic [NP1-1:0]       w1_we, w1_v;
  logic [NP1*SlotW-1:0] w1_slot;
  logic [NP1*HeapW-1:0] w1_idx;
  logic [NP2-1:0]       w2_we, w3_we;
  logic [NP2*SlotW-1:0] w2_slot, w3_slot;
  logic [NP2*HeapW-1:0] w2_idx, w3_idx;
  logic                 new0, new1;     // port k makes a new group
  logic [SlotW-1:0]     wn0_slot, wn1_slot;
  logic [HsW-1:0]       hs_2;

  assign w1_we   = {kwa_we, mwa_we, wpm_we, wpi_we};
  assign w1_v    = {{(Levels + 2){1'b1}}, 1'b0};
  assign w1_slot = {kwa_slot, mwa_slot, wpm_slot, wpi_slot};
  assign w1_idx  = {kwa_idx, mwa_idx, {(2 * HeapW){1'b0}}};
  assign w2_we   = {kwb_we, mwb_we, new0};
  assign w2_slot = {kwb_slot, mwb_slot, wn0_slot};
  assign w2_idx  = {kwb_idx, mwb_idx, HeapW'(hs_1)};
  assign w3_we   = {kwc_we, mwc_we, new1};
  assign w3_slot = {kwc_slot, mwc_slot, wn1_slot};
  assign w3_idx  = {kwc_idx, mwc_idx, HeapW'(hs_2)};

  /////////////////////////////
  // Phase 2: port 0 (WUR0)  //
  /////////////////////////////

  logic [SetW-1:0] set0, set1;
  assign set0 = ins0_pc_i[SetW-1:0];
  assign set1 = ins1_pc_i[SetW-1:0];

  logic             opv_1;      // op_v after phase 1
  logic             me_hit0;    // INSERT step 1: ME hit
  logic             hit0;       // MHeap LUT hit (state after phase 1)
  logic [HeapW-1:0] hit0_idx;   // its MH#.idx
  logic             free0;      // the set has an invalid way
  logic [WayW-1:0]  free0_way;  // the lowest one

  assign opv_1   = op_v_q || opa_pend;
  assign me_hit0 = me_v_p && (ins0_pc_i == me_pc_p);

  // Lookup on the MHeap LUT after phase 1: the w1 writes applied to the set's ways in program
  // order. Independent of ins0_i.
  always_comb begin : p_look0
    logic             h, fr, vv;
    logic [HeapW-1:0] hi, vi;
    logic [WayW-1:0]  fw;
    logic [SlotW-1:0] s;
    h  = 1'b0;
    hi = '0;
    fr = 1'b0;
    fw = '0;
    for (int w = 0; w < Ways; w++) begin
      s  = {set0, WayW'(w)};
      vv = mhv_q[s];
      for (int t = 0; t < HeapW; t++) begin
        vi[t] = mhi_q[t][s];
      end
      for (int p = 0; p < Levels + 3; p++) begin
        if (w1_we[p] && (w1_slot[p*SlotW +: SlotW] == s)) begin
          vv = w1_v[p];
          vi = w1_idx[p*HeapW +: HeapW];
        end
      end
      if (!h && vv && (mhl_pc_q[s] == ins0_pc_i)) begin
        h  = 1'b1;
        hi = vi;
      end
      if (!fr && !vv) begin
        fr = 1'b1;
        fw = WayW'(w);
      end
    end
    hit0      = h;
    hit0_idx  = hi;
    free0     = fr;
    free0_way = fw;
  end

  assign ins0_ok_o = me_hit0 || (!opv_1 && (hit0 || ((hs_1 < HsW'(Heap)) && free0)));

  logic             acc0, heap0;          // accepted; modifies the heap
  logic [WpW-1:0]   old0_wph, old0_wpt;   // the hit group before the INSERT
  logic [CntW-1:0]  old0_cnt;
  logic [WpW-1:0]   tgt0_wpt;             // WPT of the group LINK works on
  logic             app0;                 // LINK appends (pool write)
  logic [WpW-1:0]   wph0, wpt0;           // the group's WPH/WPT after LINK
  logic [CntW-1:0]  gcnt0;                // the group's CNT before the INSERT

  assign acc0      = ins0_i && ins0_ok_o;
  assign heap0     = acc0 && !me_hit0;
  assign new0      = heap0 && !hit0;
  assign opb_i     = hit0 ? hit0_idx : HeapW'(hs_1);
  assign old0_cnt  = s1_cnt[opb_i];
  assign old0_wph  = s1_wph[opb_i];
  assign old0_wpt  = s1_wpt[opb_i];
  assign tgt0_wpt  = me_hit0 ? me_wpt_1 : old0_wpt;
  assign app0      = tgt0_wpt[WpW-1] && (ins0_wid_i != tgt0_wpt[IdxW-1:0]);
  assign wph0      = !tgt0_wpt[WpW-1] ? {1'b1, ins0_wid_i}
                   : me_hit0 ? me_wph_1 : old0_wph;
  assign wpt0      = (!tgt0_wpt[WpW-1] || app0) ? {1'b1, ins0_wid_i} : tgt0_wpt;
  assign gcnt0     = me_hit0 ? me_cnt_1 : old0_cnt;
  assign lk0_o     = acc0 && !new0 && app0;
  assign lk0_idx_o = lk0_o ? tgt0_wpt[IdxW-1:0] : '0;
  assign wn0_slot  = {set0, free0_way};
  assign opb_act   = heap0;
  assign kb_pc     = new0 ? ins0_pc_i : s1_pc[opb_i];
  assign kb_cnt    = new0 ? CntW'(ins0_nthd_i) : gcnt0 + CntW'(ins0_nthd_i);
  assign kb_wph    = new0 ? {1'b1, ins0_wid_i} : wph0;
  assign kb_wpt    = new0 ? {1'b1, ins0_wid_i} : wpt0;
  assign kb_lutn   = new0 ? {1'b1, wn0_slot} : s1_lutn[opb_i];
  assign hs_2      = hs_1 + HsW'(new0);

  // ME after port 0.
  logic [CntW-1:0] me_cnt_2;
  logic [WpW-1:0]  me_wph_2, me_wpt_2;
  assign me_cnt_2 = (acc0 && me_hit0) ? gcnt0 + CntW'(ins0_nthd_i) : me_cnt_1;
  assign me_wph_2 = (acc0 && me_hit0) ? wph0 : me_wph_1;
  assign me_wpt_2 = (acc0 && me_hit0) ? wpt0 : me_wpt_1;

  /////////////////////////////
  // Phase 2: port 1 (WUR1)  //
  /////////////////////////////

  logic             opv_2;
  logic             me_hit1, hit1, free1;
  logic [HeapW-1:0] hit1_idx;
  logic [WayW-1:0]  free1_way;

  assign opv_2   = opv_1 || opb_pend;
  assign me_hit1 = me_v_p && (ins1_pc_i == me_pc_p);

  // Lookup after port 0: the w1 and w2 writes, and port 0's new tag.
  always_comb begin : p_look1
    logic             h, fr, vv;
    logic [HeapW-1:0] hi, vi;
    logic [WayW-1:0]  fw;
    logic [PcW-1:0]   pc;
    logic [SlotW-1:0] s;
    h  = 1'b0;
    hi = '0;
    fr = 1'b0;
    fw = '0;
    for (int w = 0; w < Ways; w++) begin
      s  = {set1, WayW'(w)};
      vv = mhv_q[s];
      for (int t = 0; t < HeapW; t++) begin
        vi[t] = mhi_q[t][s];
      end
      pc = (new0 && (wn0_slot == s)) ? ins0_pc_i : mhl_pc_q[s];
      for (int p = 0; p < Levels + 3; p++) begin
        if (w1_we[p] && (w1_slot[p*SlotW +: SlotW] == s)) begin
          vv = w1_v[p];
          vi = w1_idx[p*HeapW +: HeapW];
        end
      end
      for (int p = 0; p < Levels + 2; p++) begin
        if (w2_we[p] && (w2_slot[p*SlotW +: SlotW] == s)) begin
          vv = 1'b1;
          vi = w2_idx[p*HeapW +: HeapW];
        end
      end
      if (!h && vv && (pc == ins1_pc_i)) begin
        h  = 1'b1;
        hi = vi;
      end
      if (!fr && !vv) begin
        fr = 1'b1;
        fw = WayW'(w);
      end
    end
    hit1      = h;
    hit1_idx  = hi;
    free1     = fr;
    free1_way = fw;
  end

  assign ins1_ok_o = me_hit1 || (!opv_2 && (hit1 || ((hs_2 < HsW'(Heap)) && free1)));

  logic             acc1, heap1;
  logic [WpW-1:0]   old1_wph, old1_wpt;   // the hit group before the INSERT
  logic [CntW-1:0]  old1_cnt;
  logic [WpW-1:0]   tgt1_wpt;
  logic             app1;
  logic [WpW-1:0]   wph1, wpt1;
  logic [CntW-1:0]  gcnt1;

  assign acc1      = ins1_i && ins1_ok_o;
  assign heap1     = acc1 && !me_hit1;
  assign new1      = heap1 && !hit1;
  assign opc_i     = hit1 ? hit1_idx : HeapW'(hs_2);
  assign old1_cnt  = s2_cnt[opc_i];
  assign old1_wph  = s2_wph[opc_i];
  assign old1_wpt  = s2_wpt[opc_i];
  assign tgt1_wpt  = me_hit1 ? me_wpt_2 : old1_wpt;
  assign app1      = tgt1_wpt[WpW-1] && (ins1_wid_i != tgt1_wpt[IdxW-1:0]);
  assign wph1      = !tgt1_wpt[WpW-1] ? {1'b1, ins1_wid_i}
                   : me_hit1 ? me_wph_2 : old1_wph;
  assign wpt1      = (!tgt1_wpt[WpW-1] || app1) ? {1'b1, ins1_wid_i} : tgt1_wpt;
  assign gcnt1     = me_hit1 ? me_cnt_2 : old1_cnt;
  assign lk1_o     = acc1 && !new1 && app1;
  assign lk1_idx_o = lk1_o ? tgt1_wpt[IdxW-1:0] : '0;
  assign wn1_slot  = {set1, free1_way};
  assign opc_act   = heap1;
  assign kc_pc     = new1 ? ins1_pc_i : s2_pc[opc_i];
  assign kc_cnt    = new1 ? CntW'(ins1_nthd_i) : gcnt1 + CntW'(ins1_nthd_i);
  assign kc_wph    = new1 ? {1'b1, ins1_wid_i} : wph1;
  assign kc_wpt    = new1 ? {1'b1, ins1_wid_i} : wpt1;
  assign kc_lutn   = new1 ? {1'b1, wn1_slot} : s2_lutn[opc_i];

  ////////////////
  // Next state //
  ////////////////

  // ME: only the PC/MEV of a POP, the issue commit and the ME hits change it.
  assign me_pc_d  = me_pc_p;
  assign me_v_d   = me_v_p;
  assign me_cnt_d = (acc1 && me_hit1) ? gcnt1 + CntW'(ins1_nthd_i) : me_cnt_2;
  assign me_wph_d = (acc1 && me_hit1) ? wph1 : me_wph_2;
  assign me_wpt_d = (acc1 && me_hit1) ? wpt1 : me_wpt_2;
  assign hs_d     = hs_2 + HsW'(new1);

  // Swap engine: the op left pending this step, if any (at most one unit can be: a later unit
  // only runs when no earlier one is pending). A finished op changes only op_v.
  assign op_v_d  = opa_pend || opb_pend || opc_pend;
  assign op_up_d = opa_pend ? opa_up : (opb_pend || opc_pend) ? 1'b1 : op_up_q;
  assign op_i_d  = opa_pend ? opa_end : opb_pend ? opb_end : opc_pend ? opc_end : op_i_q;

  // MHeap LUT tags: only a new group's way changes.
  for (genvar e = 0; e < Ent; e++) begin : g_mhl_pc_d
    assign mhl_pc_d[e] = (new1 && (wn1_slot == SlotW'(e))) ? ins1_pc_i
                       : (new0 && (wn0_slot == SlotW'(e))) ? ins0_pc_i : mhl_pc_q[e];
  end

  // MH#: every write port in program order, on the bit planes: a port is a one-hot slot mask m,
  // and every plane takes (plane & ~m) | (value bit & m): per slot a mux per port and per bit.
  // The mask is the port's enable shifted (not a conditional shift): Yosys's SAT-based resource
  // sharing would otherwise try to share the 3 * Levels + 7 shifters pairwise (half an hour).
  always_comb begin : p_mh_d
    logic [Ent-1:0]       vp, m;
    logic [HeapW*Ent-1:0] ip;
    logic [HeapW-1:0]     x;
    m  = '0;
    x  = '0;
    vp = mhv_q;
    for (int t = 0; t < HeapW; t++) begin
      ip[t*Ent +: Ent] = mhi_q[t];
    end
    for (int p = 0; p < Levels + 3; p++) begin
      m  = Ent'(w1_we[p]) << w1_slot[p*SlotW +: SlotW];
      vp = (vp & ~m) | ({Ent{w1_v[p]}} & m);
      x  = w1_idx[p*HeapW +: HeapW];
      for (int t = 0; t < HeapW; t++) begin
        ip[t*Ent +: Ent] = (ip[t*Ent +: Ent] & ~m) | ({Ent{x[t]}} & m);
      end
    end
    for (int p = 0; p < Levels + 2; p++) begin
      m  = Ent'(w2_we[p]) << w2_slot[p*SlotW +: SlotW];
      vp = vp | m;
      x  = w2_idx[p*HeapW +: HeapW];
      for (int t = 0; t < HeapW; t++) begin
        ip[t*Ent +: Ent] = (ip[t*Ent +: Ent] & ~m) | ({Ent{x[t]}} & m);
      end
    end
    for (int p = 0; p < Levels + 2; p++) begin
      m  = Ent'(w3_we[p]) << w3_slot[p*SlotW +: SlotW];
      vp = vp | m;
      x  = w3_idx[p*HeapW +: HeapW];
      for (int t = 0; t < HeapW; t++) begin
        ip[t*Ent +: Ent] = (ip[t*Ent +: Ent] & ~m) | ({Ent{x[t]}} & m);
      end
    end
    mhv_d = vp;
    for (int t = 0; t < HeapW; t++) begin
      mhi_d[t] = ip[t*Ent +: Ent];
    end
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`DWF_MAJORITY_ME_PC_W != PcW || `DWF_MAJORITY_ME_CNT_W != CntW
        || `DWF_MAJORITY_ME_WPH_W != WpW || `DWF_MAJORITY_H_PC_N != Heap
        || `DWF_MAJORITY_H_LUTN_W != LutnW || `DWF_MAJORITY_HS_W != HsW
        || `DWF_MAJORITY_MHL_PC_N != Ent || `DWF_MAJORITY_MHL_MH_W != MhW
        || `DWF_MAJORITY_OP_I_W != HeapW) begin
      $fatal(1, "dwf_majority: parameters differ from dwf_majority_fields.svh");
    end
  end


  // One block with loops (see dwf_pc_warp_lut.sv for why not one assign per slice), built in a
  // local vector and written to the port once: the port then changes once per evaluation.
  always_comb begin : p_dbg_state
    logic [`DWF_MAJORITY_STATE_W-1:0] t;
    t = '0;
    t[`DWF_MAJORITY_ME_PC_OFF +: PcW] = me_pc_q;
    t[`DWF_MAJORITY_ME_CNT_OFF +: CntW] = me_cnt_q;
    t[`DWF_MAJORITY_ME_WPH_OFF +: WpW]  = me_wph_q;
    t[`DWF_MAJORITY_ME_WPT_OFF +: WpW]  = me_wpt_q;
    t[`DWF_MAJORITY_ME_V_OFF]           = me_v_q;
    for (int e = 0; e < Heap; e++) begin
      t[`DWF_MAJORITY_H_PC_OFF + e*PcW +: PcW]      = h_pc_q[e];
      t[`DWF_MAJORITY_H_CNT_OFF + e*CntW +: CntW]   = h_cnt_q[e];
      t[`DWF_MAJORITY_H_WPH_OFF + e*WpW +: WpW]     = h_wph_q[e];
      t[`DWF_MAJORITY_H_WPT_OFF + e*WpW +: WpW]     = h_wpt_q[e];
      t[`DWF_MAJORITY_H_LUTN_OFF + e*LutnW +: LutnW] = h_lutn_q[e];
    end
    t[`DWF_MAJORITY_HS_OFF +: HsW] = hs_q;
    for (int e = 0; e < Sets * Ways; e++) begin
      t[`DWF_MAJORITY_MHL_PC_OFF + e*PcW +: PcW] = mhl_pc_q[e];
      t[`DWF_MAJORITY_MHL_MH_OFF + e*MhW + HeapW] = mhv_q[e];
      for (int b = 0; b < HeapW; b++) begin
        t[`DWF_MAJORITY_MHL_MH_OFF + e*MhW + b] = mhi_q[b][e];
      end
    end
    t[`DWF_MAJORITY_OP_V_OFF]            = op_v_q;
    t[`DWF_MAJORITY_OP_UP_OFF]           = op_up_q;
    t[`DWF_MAJORITY_OP_I_OFF +: HeapW]   = op_i_q;
    dbg_state_o = t;
  end

  ////////////////
  // Assertions //
  ////////////////

  // SPEC 7.3, the part visible here: every live heap entry's back-pointer (the C model's
  // dwf_majority_check() checks the rest).
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      // nothing to check in reset
    end else begin
      for (int e = 0; e < Heap; e++) begin
        logic [HeapW-1:0] ix;
        for (int b = 0; b < HeapW; b++) begin
          ix[b] = mhi_q[b][SlotW'(h_lutn_q[e])];
        end
        if ((HsW'(e) < hs_q) && (((h_lutn_q[e] >> SlotW) == '0)
            || !mhv_q[SlotW'(h_lutn_q[e])] || (ix != HeapW'(e)))) begin
          $error("dwf_majority: MHL[H[%0d].LUT#] does not point back", e);
        end
      end
    end
  end
`endif

`undef DWF_MAJ_LVL
`undef DWF_MAJ_PAR
`undef DWF_MAJ_LCH
`undef DWF_MAJ_RCH

endmodule
