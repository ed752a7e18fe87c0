// PDOM SIMT reconvergence stack of one warp, with a shadow copy (SPEC 1.10; D3 §3.2, Fig 3.1,
// Tab 3.1; D1 §5).
//
// Verilog twin of rtl_c/pdom_stack.c.
//
// Two modules: `pdom_stack` (the registers, the copy port and the state view) and
// `pdom_stack_upd` (phases 1 and 2 and the outputs, combinational from one stack's state: C
// pdom_stack_init, pdom_stack_update, pdom_stack_fetch_pc and pdom_stack_active_mask). A unit
// that keeps many warps' stacks as storage indexed by warp (pe_unit) instantiates one
// pdom_stack_upd for the warp its port names, as a chip shares one update datapath.
//
// Depth entries {NPC, RPC, MASK}; entries 0..depth-1 are live and TOS = entry depth-1. One cycle
// runs four phases in order, each seeing the writes of the one before: (1) init: depth <- 1,
// entry 0 <- {init_pc, PC_NONE, init_mask}, ovf <- 0; (2) update: U = the distinct next PCs of
// the TOS.MASK lanes; one PC sets TOS.NPC; two or more set TOS.NPC <- rpc and push one entry
// per PC (fall-through first and taken last when |U| = 2 and one PC is `fpc_i`, else descending
// PC order), a push at depth D sets the sticky ovf and is dropped; then the pops cascade while
// depth > 1 and TOS.NPC == TOS.RPC; (3) copy: shadow <- main; (4) restore: main <- shadow.
// Outputs come from the state at the start of the cycle.
//
// Compact depth rules (SPEC 1.10, Compact = WT_PDOM_COMPACT = 1): on a divergence, (a) if depth > 1
// and rpc_i == TOS.RPC, TOS is popped (`replace`: the pushes start at TOS) instead of TOS.NPC <-
// rpc_i; (b) the path whose PC equals rpc_i is not pushed (`skip`: its lanes rank nowhere and take
// no entry); the push order is decided on all of U, so with |U| = 2 the one remaining path has
// rank 0. At most one PC of U equals rpc_i, so at least one path is pushed.
//
// The divergent push writes all its entries at once: each lane's PC gets a rank in push order
// (the number of distinct PCs pushed before it), entry e >= base takes rank e - base (base = the
// depth, or depth - 1 when compact rule (a) replaces TOS), and the by-rank PCs and masks reach
// their entries through a barrel shifter by base (log2 stages of constant shifts), not through a
// variable-index write per PC.
//
// Reset: depth = 1, entry 0 = {0, PC_NONE, all lanes}, every other entry 0, ovf = 0; the shadow
// the same.
//
// Synthesis: the RPC of entry 0 and of its shadow copy is never read (the bottom entry never pops
// and is only ever written with PC_NONE), so Yosys removes those 2*PcW flip-flops: FFs = MODEL -
// 2*PcW (synth/ff_reasons.txt). `ovf_o` exists so that the sticky flag has a reader.
//
// dbg_state_o: its width and field offsets come from pdom_stack_fields.svh, generated from the C
// field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/pdom_stack.h. The
// include describes the configuration's geometry: a simulation whose parameters differ from it
// stops at time 0 (p_fields_match).

`include "wt_config.svh"
`include "wt_params.svh"
`include "pdom_stack_fields.svh"  // generated: dbg_state_o layout from the C field table

module pdom_stack #(
  parameter PcW   = `WT_PCW,     // PC width (WT_PCW)
  parameter Lanes = `WT_NL,      // lanes per warp = MASK width (WT_NL)
  parameter Depth = `WT_PDOM_D,  // stack entries D >= 2 (WT_PDOM_D)
  parameter Compact = `WT_PDOM_COMPACT  // 1: SPEC 1.10 compact depth rules (WT_PDOM_COMPACT)
) (
  input  logic                          clk_i,          // clock
  input  logic                          rst_ni,         // asynchronous reset, active low

  // Phase 1, C `init`, `init_pc`, `init_mask`: start a warp.
  input  logic                          init_i,         // depth <- 1, entry 0 <- {pc, NONE, mask}
  input  logic [PcW-1:0]                init_pc_i,      // its first PC
  input  logic [Lanes-1:0]              init_mask_i,    // its lanes

  // Phase 2, C `upd`, `npc`, `rpc`, `fpc`: the TOS instruction resolved its next PCs.
  input  logic                          upd_i,          // update (SPEC 1.10 steps 1-4)
  input  logic [Lanes*PcW-1:0]          npc_i,          // next PC of lane l at [l*PcW +: PcW]
  input  logic [PcW-1:0]                rpc_i,          // the branch's reconvergence PC
  input  logic [PcW-1:0]                fpc_i,          // the branch's fall-through PC

  // Phases 3 and 4, C `cp`, `rs`: the copy port.
  input  logic                          cp_i,           // shadow <- main
  input  logic                          rs_i,           // main <- shadow, after the copy

  // C `fetch_pc`, `active_mask`, `ovf`: from the state at the start of the cycle.
  output logic [PcW-1:0]                fetch_pc_o,     // TOS.NPC
  output logic [Lanes-1:0]              active_mask_o,  // TOS.MASK
  output logic                          ovf_o           // sticky overflow flag

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: npc[0..D-1], rpc[], mask[], depth, ovf, then the same
  // five fields of the shadow copy.
  output logic [`PDOM_STACK_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/wt_params.h formulas).
  localparam DepW = `WT_IDX_W(Depth + 1);          // WT_PDOM_DW: depth counter, holds 1..Depth

  localparam logic [PcW-1:0]   PcNone = '1;  // PC_NONE (SPEC 0.2)

  ///////////////
  // Registers //
  ///////////////

  // Yosys: the arrays are registers, not RAMs (async reset); (* mem2reg *) says so.
  (* mem2reg *) logic [PcW-1:0]   npc_q    [Depth];  // next PC per entry
  (* mem2reg *) logic [PcW-1:0]   npc_d    [Depth];
  (* mem2reg *) logic [PcW-1:0]   rpc_q    [Depth];  // reconvergence PC per entry
  (* mem2reg *) logic [PcW-1:0]   rpc_d    [Depth];
  (* mem2reg *) logic [Lanes-1:0] mask_q   [Depth];  // active lanes per entry
  (* mem2reg *) logic [Lanes-1:0] mask_d   [Depth];
  (* mem2reg *) logic [PcW-1:0]   s_npc_q  [Depth];  // shadow copy
  (* mem2reg *) logic [PcW-1:0]   s_npc_d  [Depth];
  (* mem2reg *) logic [PcW-1:0]   s_rpc_q  [Depth];
  (* mem2reg *) logic [PcW-1:0]   s_rpc_d  [Depth];
  (* mem2reg *) logic [Lanes-1:0] s_mask_q [Depth];
  (* mem2reg *) logic [Lanes-1:0] s_mask_d [Depth];
  logic [DepW-1:0] depth_q, depth_d, s_depth_q, s_depth_d;  // live entries, 1..Depth
  logic            ovf_q, ovf_d, s_ovf_q, s_ovf_d;          // sticky overflow

  // Reset: entry 0 = {0, PC_NONE, all lanes}, the others 0; the shadow the same.
  for (genvar e = 0; e < Depth; e++) begin : g_entry_q
    `WT_FF(npc_q[e], npc_d[e])
    `WT_FF_RST(rpc_q[e],  rpc_d[e],  (e == 0) ? PcNone : '0)
    `WT_FF_RST(mask_q[e], mask_d[e], (e == 0) ? '1 : '0)
    `WT_FF(s_npc_q[e], s_npc_d[e])
    `WT_FF_RST(s_rpc_q[e],  s_rpc_d[e],  (e == 0) ? PcNone : '0)
    `WT_FF_RST(s_mask_q[e], s_mask_d[e], (e == 0) ? '1 : '0)
  end

  `WT_FF_RST(depth_q, depth_d, DepW'(1))
  `WT_FF(ovf_q, ovf_d)
  `WT_FF_RST(s_depth_q, s_depth_d, DepW'(1))
  `WT_FF(s_ovf_q, s_ovf_d)

  ///////////////////////////////////////////////
  // Outputs, phases 1 and 2 (pdom_stack_upd)  //
  ///////////////////////////////////////////////

  localparam StkW = Depth*PcW;    // one stack's NPCs (or RPCs), entry e at [e*PcW]
  localparam MskW = Depth*Lanes;  // one stack's masks

  logic [StkW-1:0] q_npc, q_rpc, npc2_v, rpc2_v;
  logic [MskW-1:0] q_mask, mask2_v;
  logic [DepW-1:0] depth2;  // depth after phases 1 and 2
  logic            ovf2;    // ovf after phases 1 and 2
  // The main stack after phases 1 and 2 (a push, the TOS write or the init write, else unchanged).
  (* mem2reg *) logic [PcW-1:0]   npc2  [Depth];
  (* mem2reg *) logic [PcW-1:0]   rpc2  [Depth];
  (* mem2reg *) logic [Lanes-1:0] mask2 [Depth];
  for (genvar e = 0; e < Depth; e++) begin : g_entry_v
    assign q_npc[e*PcW +: PcW]      = npc_q[e];
    assign q_rpc[e*PcW +: PcW]      = rpc_q[e];
    assign q_mask[e*Lanes +: Lanes] = mask_q[e];
    assign npc2[e]  = npc2_v[e*PcW +: PcW];
    assign rpc2[e]  = rpc2_v[e*PcW +: PcW];
    assign mask2[e] = mask2_v[e*Lanes +: Lanes];
  end

  pdom_stack_upd #(.PcW(PcW), .Lanes(Lanes), .Depth(Depth), .Compact(Compact)) u_upd (
    .q_npc_i       (q_npc),
    .q_rpc_i       (q_rpc),
    .q_mask_i      (q_mask),
    .q_depth_i     (depth_q),
    .q_ovf_i       (ovf_q),
    .init_i, .init_pc_i, .init_mask_i,
    .upd_i, .npc_i, .rpc_i, .fpc_i,
    .fetch_pc_o,
    .active_mask_o,
    .npc2_o        (npc2_v),
    .rpc2_o        (rpc2_v),
    .mask2_o       (mask2_v),
    .depth2_o      (depth2),
    .ovf2_o        (ovf2)
  );
  assign ovf_o = ovf_q;

  /////////////////////////////////
  // Phases 3 and 4: copy port   //
  /////////////////////////////////

  logic restore;  // main <- shadow (a restore with a copy in the same cycle changes nothing)
  assign restore = rs_i && !cp_i;

  // Per-entry muxes on the enables (Yosys infers enable flip-flops).
  for (genvar e = 0; e < Depth; e++) begin : g_entry_d
    assign npc_d[e]    = restore ? s_npc_q[e]  : npc2[e];
    assign rpc_d[e]    = restore ? s_rpc_q[e]  : rpc2[e];
    assign mask_d[e]   = restore ? s_mask_q[e] : mask2[e];
    assign s_npc_d[e]  = cp_i ? npc2[e]  : s_npc_q[e];
    assign s_rpc_d[e]  = cp_i ? rpc2[e]  : s_rpc_q[e];
    assign s_mask_d[e] = cp_i ? mask2[e] : s_mask_q[e];
  end

  always_comb begin : p_copy
    depth_d   = restore ? s_depth_q : depth2;
    ovf_d     = restore ? s_ovf_q : ovf2;
    s_depth_d = cp_i ? depth2 : s_depth_q;
    s_ovf_d   = cp_i ? ovf2 : s_ovf_q;
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`PDOM_STACK_NPC_N != Depth || `PDOM_STACK_NPC_W != PcW || `PDOM_STACK_MASK_W != Lanes
        || `PDOM_STACK_DEPTH_W != DepW) begin
      $fatal(1, "pdom_stack: parameters differ from pdom_stack_fields.svh");
    end
  end


  // Every bit is written exactly once (no '0 default: Verilator rejects a replication of more
  // than 8k bits, and the baseline state has 10256).
  always_comb begin : p_dbg_state
    for (int e = 0; e < Depth; e++) begin
      dbg_state_o[`PDOM_STACK_NPC_OFF + e*PcW +: PcW] = npc_q[e];
      dbg_state_o[`PDOM_STACK_RPC_OFF + e*PcW +: PcW]     = rpc_q[e];
      dbg_state_o[`PDOM_STACK_MASK_OFF + e*Lanes +: Lanes] = mask_q[e];
      dbg_state_o[`PDOM_STACK_S_NPC_OFF + e*PcW +: PcW]    = s_npc_q[e];
      dbg_state_o[`PDOM_STACK_S_RPC_OFF + e*PcW +: PcW]    = s_rpc_q[e];
      dbg_state_o[`PDOM_STACK_S_MASK_OFF + e*Lanes +: Lanes] = s_mask_q[e];
    end
    dbg_state_o[`PDOM_STACK_DEPTH_OFF +: DepW]  = depth_q;
    dbg_state_o[`PDOM_STACK_OVF_OFF]          = ovf_q;
    dbg_state_o[`PDOM_STACK_S_DEPTH_OFF +: DepW] = s_depth_q;
    dbg_state_o[`PDOM_STACK_S_OVF_OFF]         = s_ovf_q;
  end
`endif

endmodule

// Phases 1 and 2 of one stack and its outputs, combinational (C pdom_stack_init,
// pdom_stack_update, pdom_stack_fetch_pc, pdom_stack_active_mask): from the stack's state at the
// start of the cycle (q_*_i, packed entry by entry, entry e at [e*PcW] or [e*Lanes]) and the
// port's inputs, the stack after the init and the update. Its users keep the registers and the
// copy port (pdom_stack: one warp's; pe_unit: every warp's, indexed by warp). It lives in this
// file because it is this block's logic (one block, one file), hence the lint waiver.
/* verilator lint_off DECLFILENAME */
module pdom_stack_upd #(
  parameter PcW   = `WT_PCW,     // PC width (WT_PCW)
  parameter Lanes = `WT_NL,      // lanes per warp = MASK width (WT_NL)
  parameter Depth = `WT_PDOM_D,  // stack entries D >= 2 (WT_PDOM_D)
  parameter Compact = `WT_PDOM_COMPACT  // 1: SPEC 1.10 compact depth rules (WT_PDOM_COMPACT)
) (
  // The stack at the start of the cycle.
  input  logic [Depth*PcW-1:0]            q_npc_i,        // NPC of entry e at [e*PcW +: PcW]
  input  logic [Depth*PcW-1:0]            q_rpc_i,        // RPC of entry e
  input  logic [Depth*Lanes-1:0]          q_mask_i,       // MASK of entry e at [e*Lanes +: Lanes]
  input  logic [`WT_IDX_W(Depth + 1)-1:0] q_depth_i,      // live entries, 1..Depth
  input  logic                            q_ovf_i,        // sticky overflow

  // Phase 1, C `init`, `init_pc`, `init_mask`: start a warp.
  input  logic                          init_i,         // depth <- 1, entry 0 <- {pc, NONE, mask}
  input  logic [PcW-1:0]                init_pc_i,      // its first PC
  input  logic [Lanes-1:0]              init_mask_i,    // its lanes

  // Phase 2, C `upd`, `npc`, `rpc`, `fpc`: the TOS instruction resolved its next PCs.
  input  logic                          upd_i,          // update (SPEC 1.10 steps 1-4)
  input  logic [Lanes*PcW-1:0]          npc_i,          // next PC of lane l at [l*PcW +: PcW]
  input  logic [PcW-1:0]                rpc_i,          // the branch's reconvergence PC
  input  logic [PcW-1:0]                fpc_i,          // the branch's fall-through PC

  // C `fetch_pc`, `active_mask`: from the state at the start of the cycle.
  output logic [PcW-1:0]                fetch_pc_o,     // TOS.NPC
  output logic [Lanes-1:0]              active_mask_o,  // TOS.MASK

  // The stack after phases 1 and 2 (packed as q_*_i).
  output logic [Depth*PcW-1:0]            npc2_o,
  output logic [Depth*PcW-1:0]            rpc2_o,
  output logic [Depth*Lanes-1:0]          mask2_o,
  output logic [`WT_IDX_W(Depth + 1)-1:0] depth2_o,
  output logic                            ovf2_o
);

  // Dependent parameters, do not override (params/wt_params.h formulas).
  localparam DepW = `WT_IDX_W(Depth + 1);          // WT_PDOM_DW: depth counter, holds 1..Depth
  localparam EntW = `WT_IDX_W(Depth);              // entry index
  localparam RkW  = `WT_IDX_W(Lanes);              // rank of a PC among U, 0..Lanes-1
  localparam NuW  = `WT_IDX_W(Lanes + 1);          // |U|, 0..Lanes
  localparam SumW = `WT_IDX_W(Depth + Lanes + 1);  // depth + |U|, up to Depth + Lanes
  localparam EntryW = PcW + Lanes;                 // a pushed {NPC, MASK} (RPC is rpc_i)
  localparam NRank  = (Lanes < Depth) ? Lanes : Depth;  // ranks that can land in an entry

  localparam logic [PcW-1:0]   PcNone = '1;  // PC_NONE (SPEC 0.2)
  localparam logic [DepW-1:0]  DepMax = DepW'(Depth);
  /* verilator lint_on DECLFILENAME */

  // The stack's entries as arrays (the names of pdom_stack's registers).
  (* mem2reg *) logic [PcW-1:0]   npc_q  [Depth];
  (* mem2reg *) logic [PcW-1:0]   rpc_q  [Depth];
  (* mem2reg *) logic [Lanes-1:0] mask_q [Depth];
  logic [DepW-1:0] depth_q;
  logic            ovf_q;
  for (genvar e = 0; e < Depth; e++) begin : g_entry
    assign npc_q[e]  = q_npc_i[e*PcW +: PcW];
    assign rpc_q[e]  = q_rpc_i[e*PcW +: PcW];
    assign mask_q[e] = q_mask_i[e*Lanes +: Lanes];
  end
  assign depth_q = q_depth_i;
  assign ovf_q   = q_ovf_i;

  // The combinational logic is two blocks in phase order (front, back; the user's copy port is
  // the third), each writing every signal another block reads exactly once, at its end (Icarus
  // 11 re-runs a block for every change of a signal it reads; a chain of small loop blocks cost
  // it 3 runs of the expensive one per cycle, and the loops are what Icarus is slow at).

  logic [DepW-1:0]         depth1;  // depth after phase 1
  logic                    ovf1;    // ovf after phase 1
  logic [EntW-1:0]         tos1;    // TOS index after phase 1
  logic [NuW-1:0]          n_u;     // |U|: distinct next PCs among the counting lanes
  logic [NuW-1:0]          n_p;     // pushes: |U| less the skipped rpc path (compact rule (b))
  logic                    replace; // compact rule (a): TOS is popped, the pushes start at TOS
  logic [DepW-1:0]         base;    // the entry of the first push: depth1, or depth1-1 (replace)
  logic [PcW-1:0]          pcr0;    // the PC of rank 0 (the one PC when |U| = 1)
  logic [Depth*EntryW-1:0] pushv;   // entry e = the {PC, MASK} a push would write there

  // Outputs from the state at the start of the cycle; phase 1 (init); then, for the update:
  //  1. pairwise compares eq/lt of the lanes' next PCs, one per pair l < j (the other triangle
  //     is derived: lt[j][l] = !lt[l][j] && !eq[l][j]); row l = bits [l*Lanes +: Lanes];
  //  2. `fst`: the lowest counting lane of each PC of U, |U| = popcount(fst);
  //  3. rank of each lane's PC in push order: with |U| = 2 and one PC = fpc_i, the fpc entry
  //     first (rank 0) and the taken one last (rank 1); otherwise descending PC order, rank =
  //     the number of distinct PCs above it (popcount of fst & lt row); kept bit-sliced (one
  //     Lanes-bit vector per rank bit) so that step 4 selects a rank's lanes with vector ANDs;
  //  4. by rank k: the PC and lanes of the k-th push, as entry k = {PC, MASK} of a Depth-entry
  //     vector (ranks at or above Depth can never land in an entry);
  //  5. barrel shift by `base` entries (stage s shifts by 2^s entries when base[s] is set), so
  //     entry e holds rank e - base; ranks shifted past Depth are the dropped pushes.
  //  With Compact, between 2 and 3: `skip` = the counting lanes going to rpc_i on a divergence
  //  (rule (b)), `pact` = the lanes that push, np = the pushes; `replace` (rule (a)) moves `base`
  //  down to TOS. Step 3's descending rank counts only pushed PCs (fst & pact); with two_f and a
  //  skipped path the remaining one gets rank 0.
  always_comb begin : p_front
    logic [EntW-1:0]         tq;
    logic [Lanes-1:0]        act;       // lanes that count: TOS.MASK when updating, else none
    logic [PcW-1:0]          pl, pj;
    logic [Lanes*Lanes-1:0]  eq, lt;    // [l*Lanes+j]: npc[l] == npc[j], npc[l] < npc[j]
    logic [Lanes-1:0]        fst, fpm, rpm, low, m, sel, skip, pact;
    logic [NuW-1:0]          n, np;
    logic [PcW-1:0]          trpc;      // TOS.RPC after phase 1 (only read when depth1 > 1)
    logic                    two_f, rep;
    logic [DepW-1:0]         bs;
    logic [RkW*Lanes-1:0]    rb;        // rank bit b of lane l at [b*Lanes + l]
    logic [RkW-1:0]          r;
    logic [PcW-1:0]          p, p0;
    logic [Depth*EntryW-1:0] v;
    // Outputs.
    tq            = EntW'(depth_q - DepW'(1));
    fetch_pc_o    = npc_q[tq];
    active_mask_o = mask_q[tq];
    // Phase 1.
    depth1 = init_i ? DepW'(1) : depth_q;
    ovf1   = init_i ? 1'b0 : ovf_q;
    tos1   = init_i ? '0 : tq;
    act    = !upd_i ? '0 : init_i ? init_mask_i : mask_q[tq];
    // 1. Compares.
    for (int l = 0; l < Lanes; l++) begin
      pl     = npc_i[l*PcW +: PcW];
      fpm[l] = (pl == fpc_i);
      rpm[l] = (pl == rpc_i);
      eq[l*Lanes + l] = 1'b1;
      lt[l*Lanes + l] = 1'b0;
      for (int j = 0; j < Lanes; j++) begin
        pj = npc_i[j*PcW +: PcW];
        if (l < j) begin
          eq[l*Lanes + j] = (pl == pj);
          lt[l*Lanes + j] = (pl < pj);
          eq[j*Lanes + l] = eq[l*Lanes + j];
          lt[j*Lanes + l] = !lt[l*Lanes + j] && !eq[l*Lanes + j];
        end
      end
    end
    // 2. U.
    for (int l = 0; l < Lanes; l++) begin
      low    = Lanes'((64'd1 << l) - 64'd1);
      fst[l] = act[l] && ((act & low & eq[l*Lanes +: Lanes]) == '0);
    end
    n = NuW'($countones(fst));
    // Compact rules: (b) the lanes going to rpc_i push nothing on a divergence; (a) TOS is
    // replaced when depth1 > 1 and rpc_i == TOS.RPC (entry 0's RPC is never read: depth1 > 1).
    skip = ((Compact != 0) && (n >= NuW'(2))) ? (act & rpm) : '0;
    pact = act & ~skip;
    np   = NuW'($countones(fst & pact));
    trpc = '0;
    for (int e = 1; e < Depth; e++) begin
      if (tos1 == EntW'(e)) begin
        trpc = rpc_q[e];
      end
    end
    rep = (Compact != 0) && (n >= NuW'(2)) && (depth1 > DepW'(1)) && (rpc_i == trpc);
    bs  = rep ? depth1 - DepW'(1) : depth1;
    // 3. Ranks, kept bit-sliced: rb[b*Lanes + l] = bit b of lane l's rank.
    two_f = (n == NuW'(2)) && ((act & fpm) != '0);
    for (int l = 0; l < Lanes; l++) begin
      r = two_f ? ((fpm[l] || (skip != '0)) ? '0 : RkW'(1))
                : RkW'($countones(fst & pact & lt[l*Lanes +: Lanes]));
      for (int b = 0; b < RkW; b++) begin
        rb[b*Lanes + l] = r[b];
      end
    end
    // 4. By rank: m = the counting lanes whose rank bits spell k; the PC from its first lane
    //    (the lanes of one rank share one PC). No lane has a rank >= |U|, so those k are empty;
    //    the PC loop is skipped for them (simulation speed; the logic is the same).
    v  = '0;
    p0 = '0;
    for (int k = 0; k < NRank; k++) begin
      m = pact;
      for (int b = 0; b < RkW; b++) begin
        m = m & (((k >> b) & 1) != 0 ? rb[b*Lanes +: Lanes] : ~rb[b*Lanes +: Lanes]);
      end
      sel = m & fst;
      p   = '0;
      if (sel != '0) begin
        for (int l = 0; l < Lanes; l++) begin
          if (sel[l]) begin
            p = p | npc_i[l*PcW +: PcW];
          end
        end
      end
      v[k*EntryW +: EntryW] = {p, m};
      if (k == 0) begin
        p0 = p;
      end
    end
    // 5. Barrel shift.
    for (int s = 0; s < DepW; s++) begin
      if (bs[s]) begin
        v = v << ((1 << s) * EntryW);
      end
    end
    n_u     = n;
    n_p     = np;
    replace = rep;
    base    = bs;
    pcr0    = p0;
    pushv   = v;
  end

  /////////////////////////////////////////////////
  // Phase 2: the update's writes and the pops   //
  /////////////////////////////////////////////////

  // |U| >= 2 (div): TOS.NPC <- rpc (unless `replace`: TOS popped) and pushes into entries base
  // .. base+n_p-1 (n_p = |U| unless compact rule (b) skips a path), those below Depth; |U| = 1:
  // TOS.NPC <- the PC (rank 0). Then, while depth > 1 and TOS.NPC == TOS.RPC, pop: the result
  // is one above the highest entry e in 1 .. depth-1 that does not pop (or 1), an ascending loop
  // where the last hit wins. Only an update with counting lanes pops.
  always_comb begin : p_back
    logic            div, tos_wr, push_we, tos_we, init_we;
    logic [SumW-1:0] push_end;
    logic [DepW-1:0] dp, d;
    logic [PcW-1:0]  tnpc, n2, r2;
    div      = n_u >= NuW'(2);
    tos_wr   = n_u != '0;
    tnpc     = div ? rpc_i : pcr0;
    push_end = SumW'(base) + SumW'(n_p);
    dp       = !div ? depth1 : (push_end > SumW'(Depth)) ? DepMax : DepW'(push_end);
    ovf2_o   = ovf1 || (div && (push_end > SumW'(Depth)));
    d        = DepW'(1);
    for (int e = 0; e < Depth; e++) begin
      push_we  = div && (DepW'(e) >= base) && (SumW'(e) < push_end);
      tos_we   = tos_wr && !replace && (tos1 == EntW'(e));
      init_we  = init_i && (e == 0);
      n2       = push_we ? pushv[e*EntryW + Lanes +: PcW]
               : tos_we  ? tnpc
               : init_we ? init_pc_i : npc_q[e];
      r2       = push_we ? rpc_i : init_we ? PcNone : rpc_q[e];
      npc2_o[e*PcW +: PcW]      = n2;
      rpc2_o[e*PcW +: PcW]      = r2;
      mask2_o[e*Lanes +: Lanes] = push_we ? pushv[e*EntryW +: Lanes] : init_we ? init_mask_i : mask_q[e];
      if ((e > 0) && (DepW'(e) < dp) && (n2 != r2)) begin
        d = DepW'(e + 1);
      end
    end
    depth2_o = tos_wr ? d : dp;
  end

endmodule
