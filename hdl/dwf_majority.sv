// Majority scheduler: Majority Entry + Max-Heap + MHeap LUT with a per-step swap budget
// (SPEC 1.6 with the lead's [RES] on budgeted timing; D3 §4.4, Fig 4.5, §4.4.1-4.4.3, Tab 7.1).
//
// Verilog twin of rtl_c/dwf_majority.c; the header rtl_c/dwf_majority.h states the contract.
//
// One step is combinational (SPEC 0.3 allows chaining): phase 1 (POP when ME is drained, then
// ISSUE of ME's head warp, committed with the pool's answer iss_next_i/iss_nthd_i), phase 2
// (INSERT port 0, then port 1). Heap operations run in program order and share a budget of Swaps
// swaps per step; an op that runs out is left pending in {op_v, op_up, op_i} and the next step is
// busy (no POP, no ISSUE, heap updates stall).
//
// Op unit (function op_unit). Each heap operation is done by one op unit with all its swaps at
// once: the moving entry K travels along one root path (SIFT_UP: the ancestors of its slot;
// SIFT_DOWN: the chain of larger children, ties to the left), and every entry it passes moves one
// level the other way. Per level the unit compares K with the path entry (a compare per heap entry,
// selected by path membership), takes the leading run of swaps the one-swap loop of the C header
// would take, capped by the op's budget, and selects for each heap slot one of {itself, its parent,
// its larger child, K}: per-entry muxes, no copy of the array per swap. Because the loop compares K
// only with entries it has not touched yet, this is the same result swap for swap.
// Three op stages g_op[k] call the unit in program order, each on the heap the previous one left:
//   A (k = 0): the phase-1 POP's SIFT_DOWN from the root, or (in a busy step) the pending op;
//   B (k = 1): port 0's SIFT_UP;  C (k = 2): port 1's SIFT_UP.
// The two INSERT ports are one generate loop g_ins[p]; port p makes the inputs of stage p+1.
// The pending op continues in unit A: in a busy step nothing else touches the heap (POP and heap
// updates are off, ME hits do not touch it), so unit A can run it with the whole budget; in a step
// where an op ran out no budget is left for it.
// MHeap LUT back-pointers: every entry that lands in a new slot writes MH# = {1, slot} into the LUT
// way its LUT# names. A unit moves at most one entry per level, so its writes are one port per
// level plus K's; each stage applies its phase's writes (POP invalidate and POP move; the port's
// new way), then its unit's, so the MH#s go through the stages in program order. Distinct live
// heap entries have distinct LUT#s, so the order inside one unit never matters. The MH#s are held
// as bit planes (mhv_q: the V bits, mhi_q[t]: index bit t of every way), so a write port is a
// one-hot mask and a few vector operations; dbg_state_o still packs them per way, as the C field
// table does.
//
// Correspondence with the C model (rtl_c/dwf_majority.c), by name:
//   function op_unit                  op_unit(), same arguments (the path as one slot per level)
//   g_op[k]: o_* muxes, p_mh          op_apply() (in place); g_op[k] as a whole: op_stage()
//   g_op[k].b, .pend                  dwf_majority_step_t .b, .pend
//   phase 1 (pop, hs_1, last, opa_*,  p1(), same names; unit A is its op_stage() call
//     wpi_*, wpm_*, me_*_p, iss_*)
//   me_*_1                            dwf_majority_issue_commit()
//   g_ins[p] (me_hit, p_look, ok,     the port loop `for (p = 0; p < 2; p++)` of comb, calling
//     acc, heap, new_g, opi, tgt_wpt,   dwf_majority_ok() and insert(), same local names; units
//     app, wph, wpt, gcnt, lk, k_*)     B and C are insert()'s op_stage() call
//   g_ins[p].opv                      op_v between p1() and dwf_majority_end()
//   op_v_d                            dwf_majority_end()
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
  parameter TieSwap = `WT_TIE_SWAP,  // 1: SIFT_UP swaps on equal CNT (WT_TIE_SWAP)
  parameter Policy  = `WT_POLICY     // heap order: DMaj, DMin or DPC (WT_POLICY, WT_POL_*)
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
  localparam NthW   = `WT_IDX_W(Lanes + 1);    // WT_NTHW
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

  // The heap's order (SPEC 1.6, 1.8; C KEY_PC, MIN_HEAP, INS_DOWN, pri): the key is CNT (DMaj,
  // DMin) or PC (DPC); pri(a, b): key a goes before key b, a > b in DMaj's Max-Heap, a < b in the
  // min-heaps of DMin and DPC. Parameters, so each policy elaborates only its own comparators.
  // DMin: an INSERT that hits a group raises its key, which moves it down a min-heap, so the
  // INSERT ports' units sift down then (up only for a new group).
  localparam KeyPc   = (Policy == `WT_POL_DPC);
  localparam MinHeap = (Policy == `WT_POL_DPC) || (Policy == `WT_POL_DMIN);
  localparam InsDown = (Policy == `WT_POL_DMIN);
  localparam KeyW    = KeyPc ? PcW : `WT_IDX_W(Threads + 1);
  function automatic logic pri(input logic [KeyW-1:0] a, input logic [KeyW-1:0] b);
    pri = MinHeap ? (a < b) : (a > b);
  endfunction

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
  // One field of heap slot e after a stage (inside a loop over e): k if the slot takes K, else the
  // field i of its parent, of its larger child, or its own.
`define DWF_MAJ_MOVE(k, i) \
  (sel_k[e] ? (k) : sel_p[e] ? i[`DWF_MAJ_PAR(e)] \
   : sel_c[e] ? (pick_r[e] ? i[`DWF_MAJ_RCH(e)] : i[`DWF_MAJ_LCH(e)]) : i[e])

  // Coding notes (for Icarus, which replays the vector files). The heap is kept as one unpacked
  // array per field, read by words (a slice of a wide vector costs a read of the whole vector);
  // each op unit is one function call whose results are per-slot selects, and the next stage's
  // arrays are per-slot muxes on them, so a stage changes about once per evaluation of its unit.
  // Stages and ports reach each other by hierarchical names (g_op[k-1].o_pc, g_ins[p-1].hs_out):
  // one array or vector indexed by stage would depend on itself (Verilator UNOPTFLAT); a port
  // copies the heap it reads by words (hp_*), as Icarus reads a variable word of another scope's
  // array as z. No constant part-select is read inside an always_* process or the function
  // (Icarus 11 "sorry"): V bits are tested with shifts, fields narrowed with size casts.

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

  `WT_FF(me_pc_q,  me_pc_d)
  `WT_FF(me_cnt_q, me_cnt_d)
  `WT_FF(me_wph_q, me_wph_d)
  `WT_FF(me_wpt_q, me_wpt_d)
  `WT_FF(me_v_q,   me_v_d)
  `WT_FF(hs_q,     hs_d)
  `WT_FF(op_v_q,   op_v_d)
  `WT_FF(op_up_q,  op_up_d)
  `WT_FF(op_i_q,   op_i_d)

  for (genvar e = 0; e < Heap; e++) begin : g_h_q
    `WT_FF(h_pc_q[e],   h_pc_d[e])
    `WT_FF(h_cnt_q[e],  h_cnt_d[e])
    `WT_FF(h_wph_q[e],  h_wph_d[e])
    `WT_FF(h_wpt_q[e],  h_wpt_d[e])
    `WT_FF(h_lutn_q[e], h_lutn_d[e])
  end

  for (genvar e = 0; e < Ent; e++) begin : g_mhl_q
    `WT_FF(mhl_pc_q[e], mhl_pc_d[e])
  end

  `WT_FF(mhv_q, mhv_d)

  for (genvar t = 0; t < HeapW; t++) begin : g_mhi_q
    `WT_FF(mhi_q[t], mhi_d[t])
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

  ///////////////////////////////////
  // The op unit (see the header)  //
  ///////////////////////////////////

  // One heap operation with all its swaps at once, on the heap given by its CNTs and LUT#s (slot
  // e at [e*CntW +: CntW], [e*LutnW +: LutnW]): the compares, the path, the swaps the C loop would
  // do (the leading run of passes from K's level, capped by the budget), the selects of every
  // slot's next content, and the MHeap LUT writes. C: op_unit() in rtl_c/dwf_majority.c, same
  // argument names. Called once by each op stage g_op[k]. (A function, not a task with
  // outputs: Icarus 11 spins forever on an always_comb that calls such a task.)
  //
  // The unit's result, packed (the function returns one vector): field offsets.
  localparam USelK   = 0;                        // [Heap] slot e takes K
  localparam USelP   = USelK + Heap;             // [Heap] ... its parent's entry
  localparam USelC   = USelP + Heap;             // [Heap] ... its larger child's entry
  localparam UPickR  = USelC + Heap;             // [Heap] ... (the larger child is the right one)
  localparam UUsed   = UPickR + Heap;            // [LvlW] swaps done
  localparam UPend   = UUsed + LvlW;             // left pending (the budget ran out)
  localparam UEndi   = UPend + 1;                // [HeapW] K's final slot
  localparam UMwWe   = UEndi + HeapW;            // [Levels] level l: MH# write of the entry there
  localparam UMwSlot = UMwWe + Levels;           // [Levels*SlotW] its LUT slot, [l*SlotW +: SlotW]
  localparam UMwIdx  = UMwSlot + Levels * SlotW; // [Levels*HeapW] its new heap slot
  localparam UKwWe   = UMwIdx + Levels * HeapW;  // K's MH# write (slot k_lutn, index endi)
  localparam UnitW   = UKwWe + 1;

  function automatic logic [UnitW-1:0] op_unit(
    input logic                  act,       // the unit runs
    input logic                  up,        // SIFT_UP (else SIFT_DOWN)
    input logic                  can_down,  // the unit may sift down (unit A only)
    input logic [HeapW-1:0]      i,         // K's start slot (its content there is replaced)
    input logic [KeyW-1:0]       k_key,     // K, the moving entry: its key (CNT or PC)
    input logic [LutnW-1:0]      k_lutn,    // ... and its LUT#
    input logic [HsW-1:0]        n,         // heap size (SIFT_DOWN: children below it)
    input logic [BudW-1:0]       b,         // swaps it may do
    input logic [Heap*KeyW-1:0]  key,       // the heap it starts from: keys
    input logic [Heap*LutnW-1:0] lutn       // ... and LUT#s
  );
    logic [Heap-1:0]         sel_k, sel_p, sel_c, pick_r;  // the results (see the offsets)
    logic [LvlW-1:0]         used;
    logic                    pend;
    logic [HeapW-1:0]        endi;
    logic [Levels-1:0]       mw_we;
    logic [Levels*SlotW-1:0] mw_slot;
    logic [Levels*HeapW-1:0] mw_idx;
    logic                    kw_we;
    logic [Heap-1:0]         is_i;         // slot == i
    logic [Heap-1:0]         gtu;          // K would pass this entry going up
    logic [Heap-1:0]         gtd;          // this (live) entry would pass K going down
    logic [Heap-1:0]         pkr;          // this slot's larger child is its right one
    logic [2*Heap+1:0]       on_up, on_dn; // path membership (spare zero bits beyond the heap)
    logic [Heap-1:0]         on;
    logic                    sk, sp, sc;   // slot takes K / its parent / its larger child
    logic [Levels:0]         cond;         // per level: the path entry there lets K pass
    logic [LvlW-1:0]         d, f, fu, fd; // K's start level, final level (up, down)
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
    vk    = '0;
    vp    = '0;
    vc    = '0;
    if (act) begin
      // Per-slot compares and K's start level.
      for (int e = 0; e < Heap; e++) begin
        is_i[e] = (i == HeapW'(e));
        gtu[e]  = (TieSwap != 0) ? !pri(key[e*KeyW +: KeyW], k_key) : pri(k_key, key[e*KeyW +: KeyW]);
        gtd[e]  = can_down && (HsW'(e) < n) && pri(key[e*KeyW +: KeyW], k_key);
        pkr[e]  = can_down && (2 * e + 2 < Heap) && (HsW'(`DWF_MAJ_RCH(e)) < n)
                  && pri(key[`DWF_MAJ_RCH(e)*KeyW +: KeyW], key[`DWF_MAJ_LCH(e)*KeyW +: KeyW]);
        if (is_i[e]) begin
          d = `DWF_MAJ_LVL(e);
        end
      end
      // SIFT_UP path: i and its ancestors (children are visited before their parents).
      for (int e = Heap - 1; e >= 0; e--) begin
        on_up[e] = is_i[e] || on_up[2 * e + 1] || on_up[2 * e + 2];
      end
      // SIFT_DOWN path: i, then the larger child of each path entry.
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
      for (int e = 0; e < Heap; e++) begin
        sk = on[e] && (`DWF_MAJ_LVL(e) == f);
        sp = up && on[e] && (`DWF_MAJ_LVL(e) > f);
        sc = !up && on[e] && (`DWF_MAJ_LVL(e) < f);
        vk[e] = sk;
        vp[e] = sp;
        vc[e] = sc;
        // LUT# of the entry moving into slot e (none when it takes K or keeps its entry).
        if (sk) begin
          ei = HeapW'(e);
          ml = '0;
        end else if (sp) begin
          ml = lutn[`DWF_MAJ_PAR(e)*LutnW +: LutnW];
        end else if (sc && pkr[e]) begin
          ml = lutn[`DWF_MAJ_RCH(e)*LutnW +: LutnW];
        end else if (sc) begin
          ml = lutn[`DWF_MAJ_LCH(e)*LutnW +: LutnW];
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
    kw_we   = act && (f != d) && ((k_lutn >> SlotW) != '0);
    // Left pending: the next compare would still swap (so the budget ran out).
    pend    = act && (up ? ((f == '0) ? 1'b0 : cond[f - LvlW'(1)]) : cond[f + LvlW'(1)]);
    op_unit = {kw_we, mw_idx, mw_slot, mw_we, endi, pend, used, pick_r, sel_c, sel_p, sel_k};
  endfunction

  /////////////////////////////////////////////
  // Op stages: unit A, B (port 0), C (port 1) //
  /////////////////////////////////////////////

  // Stage k runs op unit k on the heap and MH#s stage k-1 left (stage 0: the registers) and
  // leaves its own: g_op[k].o_* (heap), o_mhv/o_mhi (MH# planes). g_op[2] is the next state.
  // Unit A (k = 0) runs the phase-1 POP's SIFT_DOWN or the pending op; unit k > 0 runs port
  // k-1's SIFT_UP (its inputs are made by g_ins[k-1] below). Before the unit, its stage applies
  // the MH# writes of its phase in program order (pw_*: phase 1's POP invalidate and POP move;
  // port k-1's new group's way). C: op_stage(), called by p1() (unit A) and insert() (B, C).
  for (genvar k = 0; k < 3; k++) begin : g_op
    logic             act;      // the unit runs
    logic             up;       // SIFT_UP (else SIFT_DOWN)
    logic [HeapW-1:0] i;        // K's start slot
    logic [PcW-1:0]   k_pc;     // K, the moving entry
    logic [CntW-1:0]  k_cnt;
    logic [WpW-1:0]   k_wph;
    logic [WpW-1:0]   k_wpt;
    logic [LutnW-1:0] k_lutn;
    logic [HsW-1:0]   n;        // heap size (unit A only)
    logic [BudW-1:0]  b;        // swaps it may do: what the earlier units left
    // The heap and MH# planes the stage starts from (V bits; index bit t at [t*Ent +: Ent]).
    (* mem2reg *) logic [PcW-1:0]   i_pc   [Heap];
    (* mem2reg *) logic [CntW-1:0]  i_cnt  [Heap];
    (* mem2reg *) logic [WpW-1:0]   i_wph  [Heap];
    (* mem2reg *) logic [WpW-1:0]   i_wpt  [Heap];
    (* mem2reg *) logic [LutnW-1:0] i_lutn [Heap];
    logic [Ent-1:0]                 i_mhv;
    logic [HeapW*Ent-1:0]           i_mhi;
    // MH# writes of the phase, before the unit: port q is we[q], {v[q], idx[q*HeapW +: HeapW]}
    // at slot [q*SlotW +: SlotW].
    logic [1:0]                     pw_we, pw_v;
    logic [2*SlotW-1:0]             pw_slot;
    logic [2*HeapW-1:0]             pw_idx;

    if (k == 0) begin : g_in
      assign act     = opa_act;
      assign up      = opa_up;
      assign i       = opa_i;
      assign k_pc    = h_pc_q[opa_src];
      assign k_cnt   = h_cnt_q[opa_src];
      assign k_wph   = h_wph_q[opa_src];
      assign k_wpt   = h_wpt_q[opa_src];
      assign k_lutn  = h_lutn_q[opa_src];
      assign n       = hs_1;
      assign b       = BudW'(Swaps);
      assign pw_we   = {wpm_we, wpi_we};
      assign pw_v    = 2'b10;
      assign pw_slot = {wpm_slot, wpi_slot};
      assign pw_idx  = '0;
      for (genvar e = 0; e < Heap; e++) begin : g_h
        assign i_pc[e]   = h_pc_q[e];
        assign i_cnt[e]  = h_cnt_q[e];
        assign i_wph[e]  = h_wph_q[e];
        assign i_wpt[e]  = h_wpt_q[e];
        assign i_lutn[e] = h_lutn_q[e];
      end
      assign i_mhv = mhv_q;
      always_comb begin : p_mhi_q
        logic [HeapW*Ent-1:0] ip;
        for (int t = 0; t < HeapW; t++) begin
          ip[t*Ent +: Ent] = mhi_q[t];
        end
        i_mhi = ip;
      end
    end else begin : g_in
      assign act     = g_ins[k-1].heap;
      assign up      = !InsDown || g_ins[k-1].new_g;
      assign i       = g_ins[k-1].opi;
      assign k_pc    = g_ins[k-1].k_pc;
      assign k_cnt   = g_ins[k-1].k_cnt;
      assign k_wph   = g_ins[k-1].k_wph;
      assign k_wpt   = g_ins[k-1].k_wpt;
      assign k_lutn  = g_ins[k-1].k_lutn;
      assign n       = InsDown ? g_ins[k-1].hs_out : '0;
      assign b       = BudW'(CmpW'(g_op[k-1].b) - CmpW'(g_op[k-1].used));  // no wrap
      assign pw_we   = {1'b0, g_ins[k-1].new_g};
      assign pw_v    = 2'b11;
      assign pw_slot = {SlotW'(0), g_ins[k-1].wn_slot};
      assign pw_idx  = {HeapW'(0), HeapW'(g_ins[k-1].hs_in)};
      for (genvar e = 0; e < Heap; e++) begin : g_h
        assign i_pc[e]   = g_op[k-1].o_pc[e];
        assign i_cnt[e]  = g_op[k-1].o_cnt[e];
        assign i_wph[e]  = g_op[k-1].o_wph[e];
        assign i_wpt[e]  = g_op[k-1].o_wpt[e];
        assign i_lutn[e] = g_op[k-1].o_lutn[e];
      end
      assign i_mhv = g_op[k-1].o_mhv;
      assign i_mhi = g_op[k-1].o_mhi;
    end

    // The unit (the function takes the keys and LUT#s as vectors, built once here, and returns its
    // results as one vector, unpacked here).
    logic [Heap*KeyW-1:0]    i_keyv;
    logic [KeyW-1:0]         k_key;
    logic [Heap*LutnW-1:0]   i_lutnv;
    logic [Heap-1:0]         sel_k, sel_p, sel_c, pick_r;
    logic [LvlW-1:0]         used;
    logic                    pend;
    logic [HeapW-1:0]        endi;
    logic [Levels-1:0]       mw_we;
    logic [Levels*SlotW-1:0] mw_slot;
    logic [Levels*HeapW-1:0] mw_idx;
    logic                    kw_we;
    always_comb begin : p_vec
      logic [Heap*KeyW-1:0]  cv;
      logic [Heap*LutnW-1:0] lv;
      for (int e = 0; e < Heap; e++) begin
        cv[e*KeyW +: KeyW]   = KeyPc ? KeyW'(i_pc[e]) : KeyW'(i_cnt[e]);
        lv[e*LutnW +: LutnW] = i_lutn[e];
      end
      i_keyv  = cv;
      i_lutnv = lv;
    end
    assign k_key   = KeyPc ? KeyW'(k_pc) : KeyW'(k_cnt);
    logic [UnitW-1:0]        u;
    assign u       = op_unit(act, up, (k == 0) || InsDown, i, k_key, k_lutn, n, b, i_keyv, i_lutnv);
    assign sel_k   = u[USelK +: Heap];
    assign sel_p   = u[USelP +: Heap];
    assign sel_c   = u[USelC +: Heap];
    assign pick_r  = u[UPickR +: Heap];
    assign used    = u[UUsed +: LvlW];
    assign pend    = u[UPend];
    assign endi    = u[UEndi +: HeapW];
    assign mw_we   = u[UMwWe +: Levels];
    assign mw_slot = u[UMwSlot +: Levels * SlotW];
    assign mw_idx  = u[UMwIdx +: Levels * HeapW];
    assign kw_we   = u[UKwWe];

    // The heap after the stage: slot e takes K, its parent, its larger child, or keeps its entry.
    (* mem2reg *) logic [PcW-1:0]   o_pc   [Heap];
    (* mem2reg *) logic [CntW-1:0]  o_cnt  [Heap];
    (* mem2reg *) logic [WpW-1:0]   o_wph  [Heap];
    (* mem2reg *) logic [WpW-1:0]   o_wpt  [Heap];
    (* mem2reg *) logic [LutnW-1:0] o_lutn [Heap];
    for (genvar e = 0; e < Heap; e++) begin : g_o
      assign o_pc[e]   = `DWF_MAJ_MOVE(k_pc,   i_pc);
      assign o_cnt[e]  = `DWF_MAJ_MOVE(k_cnt,  i_cnt);
      assign o_wph[e]  = `DWF_MAJ_MOVE(k_wph,  i_wph);
      assign o_wpt[e]  = `DWF_MAJ_MOVE(k_wpt,  i_wpt);
      assign o_lutn[e] = `DWF_MAJ_MOVE(k_lutn, i_lutn);
    end

    // The MH#s after the stage: the phase's writes, the unit's level writes, K's write, in this
    // order, on the bit planes: a write is a one-hot slot mask m, and every plane takes
    // (plane & ~m) | (value bit & m). The mask is the enable shifted (not a conditional shift):
    // Yosys's SAT-based resource sharing would otherwise try to share the shifters pairwise.
    logic [Ent-1:0]       o_mhv;
    logic [HeapW*Ent-1:0] o_mhi;
    always_comb begin : p_mh
      logic [Ent-1:0]       vp, m;
      logic [HeapW*Ent-1:0] ip;
      logic [HeapW-1:0]     x;
      vp = i_mhv;
      ip = i_mhi;
      for (int q = 0; q < 2; q++) begin
        m  = Ent'(pw_we[q]) << pw_slot[q*SlotW +: SlotW];
        vp = (vp & ~m) | ({Ent{pw_v[q]}} & m);
        x  = pw_idx[q*HeapW +: HeapW];
        for (int t = 0; t < HeapW; t++) begin
          ip[t*Ent +: Ent] = (ip[t*Ent +: Ent] & ~m) | ({Ent{x[t]}} & m);
        end
      end
      for (int l = 0; l < Levels; l++) begin
        m  = Ent'(mw_we[l]) << mw_slot[l*SlotW +: SlotW];
        vp = vp | m;
        x  = mw_idx[l*HeapW +: HeapW];
        for (int t = 0; t < HeapW; t++) begin
          ip[t*Ent +: Ent] = (ip[t*Ent +: Ent] & ~m) | ({Ent{x[t]}} & m);
        end
      end
      m  = Ent'(kw_we) << SlotW'(k_lutn);
      vp = vp | m;
      x  = endi;
      for (int t = 0; t < HeapW; t++) begin
        ip[t*Ent +: Ent] = (ip[t*Ent +: Ent] & ~m) | ({Ent{x[t]}} & m);
      end
      o_mhv = vp;
      o_mhi = ip;
    end
  end

  //////////////////////////////////////////
  // Phase 2: INSERT ports 0 (WUR0), 1    //
  //////////////////////////////////////////

  // Port p sees the state after phase 1 and the ports before it: the heap and MH#s g_op[p] left,
  // ME, HS and op_v as port p-1 (port 0: phase 1) left them, and port p-1's new tag. It makes
  // the inputs of unit p+1 (g_op[p+1]). C: dwf_majority_ok() and insert() for one port, called
  // in the port loop `for (p = 0; p < 2; p++)` of comb.
  for (genvar p = 0; p < 2; p++) begin : g_ins
    logic             ins;         // request
    logic [PcW-1:0]   pc;          // PC
    logic [NthW-1:0]  nthd;        // NTHD
    logic [IdxW-1:0]  wid;         // WID
    logic [CntW-1:0]  me_cnt_in;   // ME before the port
    logic [WpW-1:0]   me_wph_in;
    logic [WpW-1:0]   me_wpt_in;
    logic [HsW-1:0]   hs_in;       // HS before the port
    logic             opv;         // op_v at this port: busy, or an earlier op ran out
    logic             tw_we;       // port p-1's new group's MHeap LUT tag write
    logic [SlotW-1:0] tw_slot;
    logic [PcW-1:0]   tw_pc;
    if (p == 0) begin : g_in
      assign ins       = ins0_i;
      assign pc        = ins0_pc_i;
      assign nthd      = ins0_nthd_i;
      assign wid       = ins0_wid_i;
      assign me_cnt_in = me_cnt_1;
      assign me_wph_in = me_wph_1;
      assign me_wpt_in = me_wpt_1;
      assign hs_in     = hs_1;
      assign opv       = op_v_q || g_op[0].pend;
      assign tw_we     = 1'b0;
      assign tw_slot   = '0;
      assign tw_pc     = '0;
    end else begin : g_in
      assign ins       = ins1_i;
      assign pc        = ins1_pc_i;
      assign nthd      = ins1_nthd_i;
      assign wid       = ins1_wid_i;
      assign me_cnt_in = g_ins[p-1].me_cnt_out;
      assign me_wph_in = g_ins[p-1].me_wph_out;
      assign me_wpt_in = g_ins[p-1].me_wpt_out;
      assign hs_in     = g_ins[p-1].hs_out;
      assign opv       = g_ins[p-1].opv || g_op[p].pend;
      assign tw_we     = g_ins[p-1].new_g;
      assign tw_slot   = g_ins[p-1].wn_slot;
      assign tw_pc     = g_ins[p-1].pc;
    end

    logic [SetW-1:0]      set;       // MHeap LUT set
    logic                 me_hit;    // INSERT step 1: ME hit
    logic                 hit;       // MHeap LUT hit
    logic [HeapW-1:0]     hit_idx;   // its MH#.idx
    logic                 free;      // the set has an invalid way
    logic [WayW-1:0]      free_way;  // the lowest one
    logic [Ent-1:0]       lk_mhv;    // the MH#s the lookup sees
    logic [HeapW*Ent-1:0] lk_mhi;
    assign set    = pc[SetW-1:0];
    assign me_hit = me_v_p && (pc == me_pc_p);
    assign lk_mhv = g_op[p].o_mhv;
    assign lk_mhi = g_op[p].o_mhi;
    // The heap the port sees, copied by words: Icarus 11 reads a variable word of an array in
    // another generate scope (hp_cnt[opi]) as z.
    (* mem2reg *) logic [PcW-1:0]   hp_pc   [Heap];
    (* mem2reg *) logic [CntW-1:0]  hp_cnt  [Heap];
    (* mem2reg *) logic [WpW-1:0]   hp_wph  [Heap];
    (* mem2reg *) logic [WpW-1:0]   hp_wpt  [Heap];
    (* mem2reg *) logic [LutnW-1:0] hp_lutn [Heap];
    for (genvar e = 0; e < Heap; e++) begin : g_hp
      assign hp_pc[e]   = g_op[p].o_pc[e];
      assign hp_cnt[e]  = g_op[p].o_cnt[e];
      assign hp_wph[e]  = g_op[p].o_wph[e];
      assign hp_wpt[e]  = g_op[p].o_wpt[e];
      assign hp_lutn[e] = g_op[p].o_lutn[e];
    end

    // Lookup: the first valid way of the set with tag pc, and the lowest invalid way.
    // Independent of ins.
    always_comb begin : p_look
      logic             h, fr, vv;
      logic [HeapW-1:0] hi, vi;
      logic [WayW-1:0]  fw;
      logic [PcW-1:0]   tg;
      logic [SlotW-1:0] s;
      logic [Ent-1:0]   pl;
      h  = 1'b0;
      hi = '0;
      fr = 1'b0;
      fw = '0;
      for (int w = 0; w < Ways; w++) begin
        s  = {set, WayW'(w)};
        vv = lk_mhv[s];
        for (int t = 0; t < HeapW; t++) begin
          pl    = lk_mhi[t*Ent +: Ent];  // the plane, then the way's bit: Ent-bit shifters only
          vi[t] = pl[s];
        end
        tg = (tw_we && (tw_slot == s)) ? tw_pc : mhl_pc_q[s];
        if (!h && vv && (tg == pc)) begin
          h  = 1'b1;
          hi = vi;
        end
        if (!fr && !vv) begin
          fr = 1'b1;
          fw = WayW'(w);
        end
      end
      hit      = h;
      hit_idx  = hi;
      free     = fr;
      free_way = fw;
    end

    logic             ok;          // INSERT(pc) would be accepted
    logic             acc;         // accepted
    logic             heap;        // ... and modifies the heap
    logic             new_g;       // ... with a new group
    logic [HeapW-1:0] opi;         // the group's slot: unit p+1's start slot
    logic [CntW-1:0]  old_cnt;     // the hit group before the INSERT
    logic [WpW-1:0]   old_wph;
    logic [WpW-1:0]   old_wpt;
    logic [WpW-1:0]   tgt_wpt;     // WPT of the group LINK works on
    logic             app;         // LINK appends (pool write)
    logic [WpW-1:0]   wph, wpt;    // the group's WPH/WPT after LINK
    logic [CntW-1:0]  gcnt;        // the group's CNT before the INSERT
    logic             lk;          // LINK pool write
    logic [IdxW-1:0]  lk_idx;
    logic [SlotW-1:0] wn_slot;     // the new group's way
    logic [PcW-1:0]   k_pc;        // K of unit p+1
    logic [CntW-1:0]  k_cnt;
    logic [WpW-1:0]   k_wph;
    logic [WpW-1:0]   k_wpt;
    logic [LutnW-1:0] k_lutn;
    logic [HsW-1:0]   hs_out;      // HS after the port
    logic [CntW-1:0]  me_cnt_out;  // ME after the port
    logic [WpW-1:0]   me_wph_out;
    logic [WpW-1:0]   me_wpt_out;

    assign ok         = me_hit || (!opv && (hit || ((hs_in < HsW'(Heap)) && free)));
    assign acc        = ins && ok;
    assign heap       = acc && !me_hit;
    assign new_g      = heap && !hit;
    assign opi        = hit ? hit_idx : HeapW'(hs_in);
    assign old_cnt    = hp_cnt[opi];
    assign old_wph    = hp_wph[opi];
    assign old_wpt    = hp_wpt[opi];
    assign tgt_wpt    = me_hit ? me_wpt_in : old_wpt;
    assign app        = tgt_wpt[WpW-1] && (wid != tgt_wpt[IdxW-1:0]);
    assign wph        = !tgt_wpt[WpW-1] ? {1'b1, wid} : me_hit ? me_wph_in : old_wph;
    assign wpt        = (!tgt_wpt[WpW-1] || app) ? {1'b1, wid} : tgt_wpt;
    assign gcnt       = me_hit ? me_cnt_in : old_cnt;
    assign lk         = acc && !new_g && app;
    assign lk_idx     = lk ? tgt_wpt[IdxW-1:0] : '0;
    assign wn_slot    = {set, free_way};
    assign k_pc       = new_g ? pc : hp_pc[opi];
    assign k_cnt      = new_g ? CntW'(nthd) : gcnt + CntW'(nthd);
    assign k_wph      = new_g ? {1'b1, wid} : wph;
    assign k_wpt      = new_g ? {1'b1, wid} : wpt;
    assign k_lutn     = new_g ? {1'b1, wn_slot} : hp_lutn[opi];
    assign hs_out     = hs_in + HsW'(new_g);
    assign me_cnt_out = (acc && me_hit) ? gcnt + CntW'(nthd) : me_cnt_in;
    assign me_wph_out = (acc && me_hit) ? wph : me_wph_in;
    assign me_wpt_out = (acc && me_hit) ? wpt : me_wpt_in;
  end

  assign ins0_ok_o = g_ins[0].ok;
  assign lk0_o     = g_ins[0].lk;
  assign lk0_idx_o = g_ins[0].lk_idx;
  assign ins1_ok_o = g_ins[1].ok;
  assign lk1_o     = g_ins[1].lk;
  assign lk1_idx_o = g_ins[1].lk_idx;

  ////////////////
  // Next state //
  ////////////////

  // ME: only the PC/MEV of a POP, the issue commit and the ME hits change it.
  assign me_pc_d  = me_pc_p;
  assign me_v_d   = me_v_p;
  assign me_cnt_d = g_ins[1].me_cnt_out;
  assign me_wph_d = g_ins[1].me_wph_out;
  assign me_wpt_d = g_ins[1].me_wpt_out;
  assign hs_d     = g_ins[1].hs_out;

  // Heap and MH#s: what stage C left.
  for (genvar e = 0; e < Heap; e++) begin : g_h_d
    assign h_pc_d[e]   = g_op[2].o_pc[e];
    assign h_cnt_d[e]  = g_op[2].o_cnt[e];
    assign h_wph_d[e]  = g_op[2].o_wph[e];
    assign h_wpt_d[e]  = g_op[2].o_wpt[e];
    assign h_lutn_d[e] = g_op[2].o_lutn[e];
  end
  assign mhv_d = g_op[2].o_mhv;
  for (genvar t = 0; t < HeapW; t++) begin : g_mhi_d
    assign mhi_d[t] = g_op[2].o_mhi[t*Ent +: Ent];
  end

  // Swap engine: the op left pending this step, if any (at most one unit can be: a later unit
  // only runs when no earlier one is pending). A finished op changes only op_v. What unit C
  // leaves of the budget is not needed: an op pending after it has none left.
  logic [LvlW-1:0] unused_used;
  assign unused_used = g_op[2].used;
  assign op_v_d  = g_op[0].pend || g_op[1].pend || g_op[2].pend;
  assign op_up_d = g_op[0].pend ? g_op[0].up : g_op[1].pend ? g_op[1].up
                 : g_op[2].pend ? g_op[2].up : op_up_q;
  assign op_i_d  = g_op[0].pend ? g_op[0].endi : g_op[1].pend ? g_op[1].endi
                 : g_op[2].pend ? g_op[2].endi : op_i_q;

  // MHeap LUT tags: only a new group's way changes (port 1 after port 0).
  for (genvar e = 0; e < Ent; e++) begin : g_mhl_pc_d
    assign mhl_pc_d[e] = (g_ins[1].new_g && (g_ins[1].wn_slot == SlotW'(e))) ? g_ins[1].pc
                       : (g_ins[0].new_g && (g_ins[0].wn_slot == SlotW'(e))) ? g_ins[0].pc
                       : mhl_pc_q[e];
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
`undef DWF_MAJ_MOVE

endmodule
