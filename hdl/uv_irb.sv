// Instruction reuse buffer with parity (SPEC 5.4; D4 §3.2, §3.3, §4; D0 §2.4.3-2.5).
//
// Verilog twin of rtl_c/uv_irb.c; the contract (fields, phase order, the injection port's rules)
// is rtl_c/uv_irb.h.
//
// Entries x {V, PPC, OPC, S0, S1, S2, D, LRU rank, PAR}, fully associative on (PPC, OPC). One
// cycle: (1) the access looks (pc_i[PpcLsb +: PpcW], opc_i) up in every entry at once; a hit with
// good parity and equal sources reuses D, anything else writes {pc, opc, s0, s1, s2, r} and their
// parity into the hit entry or the victim (rank Entries-1), and the entry is touched; (2) a fault
// injection then flips one covered bit of an entry, unless it names no covered bit or would give
// a valid entry another valid entry's (PPC, OPC).
//
// Worked example, SPEC IRB-1 step 1 at the baseline (PpcLsb = 3): from reset, acc_i with
// pc_i = 0x918 (PPC 0x123), opc_i = 0x12, sources 5, 1, 0, r_i = 6: hit_o = 0, wr_o = 1,
// wr_e_o = 7 (rank 7); entry 7 <- {V 1, 0x123, 0x12, 5, 1, 0, 6, PAR 1} (4 + 2 + 2 + 1 + 0 + 2 = 11
// ones), ranks e7 = 0, e0..e6 = 1..7.
//
// The hit entry's fields are read with an AND-OR of the one-hot match (the hit is unique), and the
// victim likewise from the one entry with rank Entries-1; the C model reads them by the index that
// the same OR gives.
//
// Where it differs from the C model: under SYNTHESIS the fault-injection port (phase 2) is tied
// off (inj_drop_o = 0, nothing flipped), as dbg_state_o is left out: it models a soft error, not
// logic of the chip, and the bits report prices the IRB alone. Simulation runs it as the C does.
//
// Reset: V = 0, value fields and PAR 0, rank of entry e = e.
//
// dbg_state_o: its width and field offsets come from uv_irb_fields.svh, generated from the C field
// table (tools/wtgen --fields): v[], ppc[], opc[], s0[], s1[], s2[], d[], lru[], par[].

`include "wt_config.svh"
`include "wt_params.svh"
`include "uv_irb_fields.svh"  // generated: dbg_state_o layout from the C field table

module uv_irb #(
  parameter Entries = `WT_IRB_ENTRIES,  // entries, a power of two >= 2 (WT_IRB_ENTRIES)
  parameter PcW     = `WT_PCW,          // PC width (WT_PCW)
  parameter PpcW    = `WT_IRB_PPCW,     // partial-PC tag width (WT_IRB_PPCW)
  parameter PpcLsb  = `WT_IRB_PPC_LSB,  // lowest PC bit of the tag (WT_IRB_PPC_LSB)
  parameter OpcW    = `WT_UV_OPCW,      // opcode width (WT_UV_OPCW)
  parameter DW      = `WT_UV_DW         // value width: sources and result (WT_UV_DW)
) (
  input  logic                                    clk_i,       // clock
  input  logic                                    rst_ni,      // asynchronous reset, active low

  // Phase 1, C `acc`, `pc`, `opc`, `s0`, `s1`, `s2`, `r`: the access of a uniform instruction.
  input  logic                                    acc_i,       // an access this cycle
  input  logic [PcW-1:0]                          pc_i,        // its PC
  input  logic [OpcW-1:0]                         opc_i,       // its opcode
  input  logic [DW-1:0]                           s0_i,        // source value 0 (0 when unused)
  input  logic [DW-1:0]                           s1_i,        // source value 1 (0 when unused)
  input  logic [DW-1:0]                           s2_i,        // source value 2 (0 when unused)
  input  logic [DW-1:0]                           r_i,         // its EX result, written unless reused

  // Phase 2, C `inj`, `inj_e`, `inj_bit`: fault injection after the access.
  input  logic                                    inj_i,       // flip one stored bit
  input  logic [`WT_IDX_W(Entries)-1:0]           inj_e_i,     // of this entry
  input  logic [`WT_IDX_W(PpcW+OpcW+4*DW)-1:0]    inj_bit_i,   // this covered bit (PPC first)

  // Phase 1 results, C `hit`, `hit_e`, `perr`, `reuse`, `d`, `wr`, `wr_e`.
  output logic                                    hit_o,       // a valid entry holds (PPC, OPC)
  output logic [`WT_IDX_W(Entries)-1:0]           hit_e_o,     // that entry (0 when no hit)
  output logic                                    perr_o,      // it fails its parity check
  output logic                                    reuse_o,     // hit, good parity, equal sources
  output logic [DW-1:0]                           d_o,         // the reused D (0 when no reuse)
  output logic                                    wr_o,        // the access writes an entry
  output logic [`WT_IDX_W(Entries)-1:0]           wr_e_o,      // hit entry or victim (0 when !wr)

  // Phase 2 result, C `inj_drop`.
  output logic                                    inj_drop_o   // the injection is refused

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: v[], ppc[], opc[], s0[], s1[], s2[], d[], lru[], par[].
  output logic [`UV_IRB_STATE_W-1:0]              dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/uv_params.h formulas).
  localparam IdxW = `WT_IDX_W(Entries);  // WT_IRBW: entry index and LRU rank
  localparam TagW = PpcW + OpcW;         // the match: {OPC, PPC}
  localparam CovW = TagW + 4 * DW;       // WT_IRB_COVW: the bits PAR covers
  localparam PosW = `WT_IDX_W(CovW);     // WT_IRB_POSW: a position over them
  localparam Last = Entries - 1;         // the rank of the victim

  ///////////////
  // Registers //
  ///////////////

  // Yosys: the arrays are registers, not RAMs (async reset); (* mem2reg *) says so.
  logic [Entries-1:0]              v_q, v_d;      // entry valid, bit e = entry e
  (* mem2reg *) logic [PpcW-1:0]   ppc_q [Entries];  // partial-PC tag
  (* mem2reg *) logic [PpcW-1:0]   ppc_d [Entries];
  (* mem2reg *) logic [OpcW-1:0]   opc_q [Entries];  // opcode
  (* mem2reg *) logic [OpcW-1:0]   opc_d [Entries];
  (* mem2reg *) logic [DW-1:0]     s0_q  [Entries];  // source values
  (* mem2reg *) logic [DW-1:0]     s0_d  [Entries];
  (* mem2reg *) logic [DW-1:0]     s1_q  [Entries];
  (* mem2reg *) logic [DW-1:0]     s1_d  [Entries];
  (* mem2reg *) logic [DW-1:0]     s2_q  [Entries];
  (* mem2reg *) logic [DW-1:0]     s2_d  [Entries];
  (* mem2reg *) logic [DW-1:0]     d_q   [Entries];  // result value
  (* mem2reg *) logic [DW-1:0]     d_d   [Entries];
  (* mem2reg *) logic [IdxW-1:0]   lru_q [Entries];  // LRU rank, 0 = most recent
  (* mem2reg *) logic [IdxW-1:0]   lru_d [Entries];
  logic [Entries-1:0]              par_q, par_d;  // even parity of the covered bits, bit e = entry e

  `WT_FF(v_q, v_d)
  `WT_FF(par_q, par_d)

  for (genvar e = 0; e < Entries; e++) begin : g_entry_q
    `WT_FF(ppc_q[e], ppc_d[e])
    `WT_FF(opc_q[e], opc_d[e])
    `WT_FF(s0_q[e],  s0_d[e])
    `WT_FF(s1_q[e],  s1_d[e])
    `WT_FF(s2_q[e],  s2_d[e])
    `WT_FF(d_q[e],   d_d[e])
    `WT_FF_RST(lru_q[e], lru_d[e], IdxW'(e))
  end

  // The covered bits of each entry, {D, S2, S1, S0, OPC, PPC}: position p is bit p (uv_irb.h).
  (* mem2reg *) logic [CovW-1:0] cov_q [Entries];
  for (genvar e = 0; e < Entries; e++) begin : g_cov
    assign cov_q[e] = {d_q[e], s2_q[e], s1_q[e], s0_q[e], opc_q[e], ppc_q[e]};
  end

  //////////////////////
  // Phase 1: access  //
  //////////////////////

  // C `ppc_in`: the partial PC (kept out of the always blocks: Icarus 11 takes no constant
  // part-select inside one). The PC bits outside it are not read.
  logic [PpcW-1:0] ppc_in;
  assign ppc_in = pc_i[PpcLsb +: PpcW];
  logic unused_pc;
  assign unused_pc = ^pc_i;

  logic [Entries-1:0] hitv;  // C `hitv`: entry e holds (ppc_in, opc_i)
  for (genvar e = 0; e < Entries; e++) begin : g_match
    assign hitv[e] = v_q[e] && (ppc_q[e] == ppc_in) && (opc_q[e] == opc_i);
  end

  logic [IdxW-1:0] hit_e;    // C `hit_e`: OR of the matching indices (one at most)
  logic [IdxW-1:0] victim;   // C `victim`: the entry of rank Entries-1
  logic [CovW-1:0] hit_cov;  // the hit entry's covered bits (0 without a hit)
  logic            hit_par;  // the hit entry's PAR (0 without a hit)

  // Icarus 11 rule: a signal another block reads is assigned once per evaluation; the loop
  // accumulators are block-local.
  always_comb begin : p_lookup
    logic [IdxW-1:0] he, vi;
    logic [CovW-1:0] hc;
    logic            hp;
    he = '0;
    vi = '0;
    hc = '0;
    hp = 1'b0;
    for (int e = 0; e < Entries; e++) begin
      if (hitv[e]) begin
        he = he | IdxW'(e);
        hc = hc | cov_q[e];
        hp = hp | par_q[e];
      end
      if (lru_q[e] == IdxW'(Last)) begin
        vi = vi | IdxW'(e);
      end
    end
    hit_e   = he;
    victim  = vi;
    hit_cov = hc;
    hit_par = hp;
  end

  logic            same;   // C `same`: the hit entry's {S2, S1, S0} are the access's
  logic [IdxW-1:0] te;     // C `te`: the entry this access touches (and writes, unless reuse)
  logic [CovW-1:0] cov_w;  // what a write stores: {r, s2, s1, s0, opc, ppc}
  logic            par_w;  // and its parity

  assign hit_o    = acc_i && (hitv != '0);
  assign hit_e_o  = hit_o ? hit_e : '0;
  assign perr_o   = hit_o && (hit_par != ^hit_cov);
  assign same     = (hit_cov[TagW +: 3*DW] == {s2_i, s1_i, s0_i});
  assign reuse_o  = hit_o && !perr_o && same;
  assign d_o      = reuse_o ? hit_cov[TagW + 3*DW +: DW] : '0;
  assign wr_o     = acc_i && !reuse_o;
  assign te       = hit_o ? hit_e : victim;
  assign wr_e_o   = wr_o ? te : '0;
  assign cov_w    = {r_i, s2_i, s1_i, s0_i, opc_i, ppc_in};
  assign par_w    = ^cov_w;

  // touch(te): C `rt`, the touched entry's rank; every entry ranked below it moves down one.
  logic [IdxW-1:0] rt;
  assign rt = lru_q[te];
  for (genvar e = 0; e < Entries; e++) begin : g_lru
    assign lru_d[e] = !acc_i ? lru_q[e]
                    : (te == IdxW'(e)) ? '0
                    : (lru_q[e] < rt) ? lru_q[e] + IdxW'(1) : lru_q[e];
  end

  // The state after phase 1: the write of entry te.
  logic [Entries-1:0]            we;    // entry e is written by the access
  logic [Entries-1:0]            v1;    // V after phase 1
  (* mem2reg *) logic [CovW-1:0] cov1 [Entries];  // covered bits after phase 1
  (* mem2reg *) logic [TagW-1:0] tag1 [Entries];  // {OPC, PPC} after phase 1
  for (genvar e = 0; e < Entries; e++) begin : g_write
    assign we[e]   = wr_o && (te == IdxW'(e));
    assign v1[e]   = v_q[e] || we[e];
    assign par_d[e] = we[e] ? par_w : par_q[e];
    assign cov1[e] = we[e] ? cov_w : cov_q[e];
    assign tag1[e] = we[e] ? {opc_i, ppc_in} : {opc_q[e], ppc_q[e]};
  end
  assign v_d = v1;

  ////////////////////////////////
  // Phase 2: fault injection   //
  ////////////////////////////////

  logic [CovW-1:0]    fmask;     // the flipped position, one-hot (0 past CovW)
  logic [TagW-1:0]    inj_tag;   // C `inj_ppc`, `inj_opc`: entry inj_e's tag after the flip
  logic [Entries-1:0] dup;       // C `dup`: another valid entry already holds inj_tag
  logic               inj_take;  // the flip happens

  assign fmask   = CovW'(1) << inj_bit_i;
  assign inj_tag = tag1[inj_e_i] ^ fmask[TagW-1:0];
  for (genvar f = 0; f < Entries; f++) begin : g_dup
    assign dup[f] = v1[f] && (inj_e_i != IdxW'(f)) && (tag1[f] == inj_tag);
  end
`ifndef SYNTHESIS
  assign inj_drop_o = inj_i && ((32'(inj_bit_i) >= 32'(CovW)) || (v1[inj_e_i] && (dup != '0)));
  assign inj_take   = inj_i && !inj_drop_o;
`else
  // The port stands for a soft error, which a chip does not build: synthesis (Yosys defines
  // SYNTHESIS) leaves it out, so the area and timing are the IRB's own. At the baseline the port
  // (a one-hot flip per covered bit of every entry and a second tag compare) would add 30% to the
  // area and 2.3 ns to the critical path.
  assign inj_drop_o = 1'b0;
  assign inj_take   = 1'b0;
`endif

  ////////////////
  // Next state //
  ////////////////

  for (genvar e = 0; e < Entries; e++) begin : g_entry_d
    logic [CovW-1:0] c_d;  // entry e's covered bits at the end of the cycle
    assign c_d       = (inj_take && (inj_e_i == IdxW'(e))) ? (cov1[e] ^ fmask) : cov1[e];
    assign ppc_d[e]  = c_d[0 +: PpcW];
    assign opc_d[e]  = c_d[PpcW +: OpcW];
    assign s0_d[e]   = c_d[TagW +: DW];
    assign s1_d[e]   = c_d[TagW + DW +: DW];
    assign s2_d[e]   = c_d[TagW + 2*DW +: DW];
    assign d_d[e]    = c_d[TagW + 3*DW +: DW];
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`UV_IRB_V_N != Entries || `UV_IRB_PPC_W != PpcW || `UV_IRB_OPC_W != OpcW
        || `UV_IRB_S0_W != DW || `UV_IRB_D_W != DW || `UV_IRB_LRU_W != IdxW
        || PosW != `WT_IRB_POSW || CovW != `WT_IRB_COVW) begin
      $fatal(1, "uv_irb: parameters differ from uv_irb_fields.svh or wt_params.svh");
    end
    if (PpcLsb + PpcW > PcW) begin
      $fatal(1, "uv_irb: the partial PC pc[PpcLsb +: PpcW] must lie inside the PcW-bit PC");
    end
  end

  // One block with loops (Verilator merges slice assigns into wide concatenation chains).
  always_comb begin : p_dbg_state
    dbg_state_o = '0;
    dbg_state_o[`UV_IRB_V_OFF +: Entries]   = v_q;
    dbg_state_o[`UV_IRB_PAR_OFF +: Entries] = par_q;
    for (int e = 0; e < Entries; e++) begin
      dbg_state_o[`UV_IRB_PPC_OFF + e*PpcW +: PpcW] = ppc_q[e];
      dbg_state_o[`UV_IRB_OPC_OFF + e*OpcW +: OpcW] = opc_q[e];
      dbg_state_o[`UV_IRB_S0_OFF + e*DW +: DW]      = s0_q[e];
      dbg_state_o[`UV_IRB_S1_OFF + e*DW +: DW]      = s1_q[e];
      dbg_state_o[`UV_IRB_S2_OFF + e*DW +: DW]      = s2_q[e];
      dbg_state_o[`UV_IRB_D_OFF + e*DW +: DW]       = d_q[e];
      dbg_state_o[`UV_IRB_LRU_OFF + e*IdxW +: IdxW] = lru_q[e];
    end
  end
`endif

endmodule
