// The scoreboard: dual-mode augmented scoreboard of one SM, every warp's N-mode scoreboard (pend +
// long-latency bits) and its P-mode copy (SPEC 3.1, 3.2; D1 §2, §5, Fig 8).
//
// Verilog twin of rtl_c/pe_scoreboard.c.
//
// Registers r0..r(NAreg-1), NAreg = 2^AregW - 1; index NAreg (all ones: r63 at the baseline) is
// "none" and is ignored by every port; so is a warp id >= Warps. State per warp w, one NAreg-bit
// vector each, r0 at bit 0. Each check has NSrc = `WT_PE_NSRC source ports (SPEC 3.2: src[3]).
//   N.pend, N.ll   the N-mode scoreboard. N.pend alone is the baseline scoreboard of SPEC 3.1
//                  (a 63-bit pend vector per warp, D1 §2); N.ll is D1 §5's augmentation.
//   P.pend, P.ll   the P-mode scoreboard, copied from the N-mode one at P-mode entry.
// MODEL = 4 x NAreg = 252 b/warp; PAPER (D1 §5.3) = 126 b/warp, the P copy only (SPEC 8 P2).
//
// One step (SPEC 3.2: at most one N check/issue, one P check/update and two writebacks), in this
// normative order, each phase seeing the writes of the ones before:
//  1. writebacks, port 0 then port 1 (`wbK_v`, `wbK_wid`, `wbK_reg`, `wbK_p`, `wbK_ll`, `wbK_pm`):
//     - N wb (`wbK_p` = 0, n_wb): N.pend[reg] = 0, N.ll[reg] = 0; and if `wbK_pm` ("the warp is in
//       P-mode", from the mode controller) and !`wbK_ll` (short latency): P.pend[reg] = 0, P.ll
//       untouched [RES]. A long-latency writeback never touches the P-SB.
//     - P wb (`wbK_p` = 1, p_wb): if `wbK_pm` ("mode == P && tag == episode_tag"): P.pend[reg] = 0;
//       a stale episode's writeback (pm = 0) is ignored. `wbK_ll` is not read.
//  2. copy (`cp_v`, `cp_wid`): P.pend <- N.pend, P.ll <- N.ll of that warp (post-writeback values).
//  3. checks, combinational on the state after 1 and 2 (always evaluated, no valid):
//     - N check (`nck_wid`, `nck_src[NSRC]`, `nck_dst`): `n_raw_ll` = OR_s N.pend[s] & N.ll[s];
//       `n_raw` = OR_s N.pend[s]; `n_waw` = N.pend[dst]; `n_src_ll[k]` = N.pend[src k] & N.ll[src k]
//       (the trigger sources the mode controller records, SPEC 3.3 step 7).
//     - P check (`pck_wid`, `pck_src[NSRC]`, `pck_dst`): `p_src_ll` = OR_s P.ll[s]; `p_src_pend` =
//       OR_s P.pend[s]; `p_dst_pend` = P.pend[dst].
//     A "none" source or destination contributes 0; a warp id >= WARPS gives all 0.
//     The N check outputs do not depend on the copy (it writes only the P-SB), so the mode
//     controller may drive `cp_v` from `n_raw_ll` in the same step (the one-step P entry of
//     SPEC 3.3) without a combinational loop; the P check does see that copy.
//  4. updates: N issue (`nis_v`, `nis_wid`, `nis_dst`, `nis_ll`): N.pend[dst] = 1, N.ll[dst] = ll.
//     P update (`pup_v`, `pup_wid`, `pup_dst`, `pup_op`): op 0 = p_skip / p_preload: P.ll[dst] = 1;
//     op 1 = p_issue: P.pend[dst] = 1, P.ll[dst] = 0 [RES].
// Two ports that write the same bit in one step: the later one in this order wins. So a copy
// overwrites a same-step writeback's P clear with the N values (after the N clear), and a P update
// of the copied warp lands on top of the copy; an N issue after an N wb of the same register sets
// it again. The two writebacks only clear, so their order changes nothing; the N issue writes only
// the N-SB and the P update only the P-SB, so those two never meet.
//
// Structure: each port's register is decoded once into a one-hot NAreg-bit vector (a shift: the
// "none" index shifts the 1 out, so it decodes to 0); each warp ANDs it with its warp select, so
// every bit has one-hot clear/set enables. The state after phases 1 and 2 of every warp is a flat
// vector (warp w at [w*NAreg +: NAreg]) that the two checks multiplex by warp id.
//
// Invariant (C check hook): N.ll is a subset of N.pend for every warp.
// Reset: all zero.
//
// dbg_state_o: its width and field offsets come from pe_scoreboard_fields.svh, generated from the
// C field table (tools/wtgen --fields): each field is Warps x NAreg 1-bit elements, element
// w*NAreg + r = register r of warp w, so warp w's vector sits at OFF + w*NAreg.

`include "wt_config.svh"
`include "wt_params.svh"
`include "pe_scoreboard_fields.svh"  // generated: dbg_state_o layout from the C field table

module pe_scoreboard #(
  parameter Warps = `WT_WARPS,  // warps per SM; warp ids are clog2(Warps) bits (WT_WARPS)
  parameter AregW = `WT_AREGW   // register field width; r(2^AregW - 1) = none (WT_AREGW)
) (
  input  logic                           clk_i,         // clock
  input  logic                           rst_ni,        // asynchronous reset, active low

  // Phase 1, C `wb0_*`, `wb1_*`: writebacks, port 0 then port 1.
  input  logic                           wb0_v_i,       // writeback 0 valid
  input  logic [`WT_IDX_W(Warps)-1:0]    wb0_wid_i,     // its warp
  input  logic [AregW-1:0]               wb0_reg_i,     // its register (all ones = none)
  input  logic                           wb0_p_i,       // 1 = p_wb, 0 = n_wb
  input  logic                           wb0_ll_i,      // n_wb: long latency
  input  logic                           wb0_pm_i,      // n_wb: in P-mode; p_wb: current episode
  input  logic                           wb1_v_i,       // writeback 1 valid
  input  logic [`WT_IDX_W(Warps)-1:0]    wb1_wid_i,     // its warp
  input  logic [AregW-1:0]               wb1_reg_i,     // its register (all ones = none)
  input  logic                           wb1_p_i,       // 1 = p_wb, 0 = n_wb
  input  logic                           wb1_ll_i,      // n_wb: long latency
  input  logic                           wb1_pm_i,      // n_wb: in P-mode; p_wb: current episode

  // Phase 2, C `cp_v`, `cp_wid`: copy_n2p.
  input  logic                           cp_v_i,        // copy
  input  logic [`WT_IDX_W(Warps)-1:0]    cp_wid_i,      // its warp

  // Phase 3, C `nck_*`, `pck_*`: the checks (source k at [k*AregW +: AregW]).
  input  logic [`WT_IDX_W(Warps)-1:0]    nck_wid_i,     // N check warp
  input  logic [`WT_PE_NSRC*AregW-1:0]   nck_src_i,     // N check sources
  input  logic [AregW-1:0]               nck_dst_i,     // N check destination
  input  logic [`WT_IDX_W(Warps)-1:0]    pck_wid_i,     // P check warp
  input  logic [`WT_PE_NSRC*AregW-1:0]   pck_src_i,     // P check sources
  input  logic [AregW-1:0]               pck_dst_i,     // P check destination

  // Phase 4, C `nis_*`, `pup_*`: the updates.
  input  logic                           nis_v_i,       // N issue
  input  logic [`WT_IDX_W(Warps)-1:0]    nis_wid_i,     // its warp
  input  logic [AregW-1:0]               nis_dst_i,     // its destination
  input  logic                           nis_ll_i,      // long latency (global load)
  input  logic                           pup_v_i,       // P update
  input  logic [`WT_IDX_W(Warps)-1:0]    pup_wid_i,     // its warp
  input  logic [AregW-1:0]               pup_dst_i,     // its destination
  input  logic                           pup_op_i,      // 0 = p_skip/p_preload, 1 = p_issue

  // Phase 3 results, C `n_raw_ll`, `n_raw`, `n_waw`, `n_src_ll`, `p_src_ll`, `p_src_pend`,
  // `p_dst_pend`.
  output logic                           n_raw_ll_o,    // a source pending and long latency
  output logic                           n_raw_o,       // a source pending
  output logic                           n_waw_o,       // the destination pending
  output logic [`WT_PE_NSRC-1:0]         n_src_ll_o,    // source k pending and long latency
  output logic                           p_src_ll_o,    // a source long latency (P-SB)
  output logic                           p_src_pend_o,  // a source pending (P-SB)
  output logic                           p_dst_pend_o   // the destination pending (P-SB)

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: n_pend, n_ll, p_pend, p_ll, each warp-major.
  output logic [`PE_SCOREBOARD_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/pe_params.h formulas).
  localparam WidW  = `WT_IDX_W(Warps);   // WT_PE_WIDW
  localparam NAreg = (1 << AregW) - 1;   // WT_NAREG: registers r0..r(NAreg-1); NAreg = none
  localparam AllW  = Warps * NAreg;      // one flat vector of every warp
  localparam NSrc  = `WT_PE_NSRC;        // sources of each check (params/pe_params.h)

  ///////////////
  // Registers //
  ///////////////

  // Yosys: the arrays are registers, not RAMs (async reset); (* mem2reg *) says so.
  (* mem2reg *) logic [NAreg-1:0] n_pend_q [Warps];  // N.pend (baseline scoreboard, SPEC 3.1)
  (* mem2reg *) logic [NAreg-1:0] n_ll_q   [Warps];  // N.ll (augmentation, SPEC 3.2)
  (* mem2reg *) logic [NAreg-1:0] p_pend_q [Warps];  // P.pend
  (* mem2reg *) logic [NAreg-1:0] p_ll_q   [Warps];  // P.ll

  //////////////////////////////
  // Register decode (shared) //
  //////////////////////////////

  // One-hot of each port's register; the "none" index NAreg shifts the 1 out of the NAreg bits.
  logic [NAreg-1:0] wb0_dec, wb1_dec, nis_dec, pup_dec;
  assign wb0_dec = NAreg'(1) << wb0_reg_i;
  assign wb1_dec = NAreg'(1) << wb1_reg_i;
  assign nis_dec = NAreg'(1) << nis_dst_i;
  assign pup_dec = NAreg'(1) << pup_dst_i;

  // Which scoreboards a writeback clears: n_wb clears the N bits, and P.pend if pm && !ll; p_wb
  // clears P.pend if pm.
  logic wb0_nclr, wb0_pclr, wb1_nclr, wb1_pclr;
  assign wb0_nclr = wb0_v_i && !wb0_p_i;
  assign wb0_pclr = wb0_v_i && (wb0_p_i ? wb0_pm_i : (wb0_pm_i && !wb0_ll_i));
  assign wb1_nclr = wb1_v_i && !wb1_p_i;
  assign wb1_pclr = wb1_v_i && (wb1_p_i ? wb1_pm_i : (wb1_pm_i && !wb1_ll_i));

  // The state of every warp after phases 1 (writebacks) and 2 (copy): what the checks read.
  logic [AllW-1:0] n_pend_b, n_ll_b, p_pend_b, p_ll_b;

  ////////////////////////////////////////
  // Per warp: phases 1, 2 and 4, next  //
  ////////////////////////////////////////

  for (genvar w = 0; w < Warps; w++) begin : g_warp
    logic [NAreg-1:0] n_clr, p_clr;     // phase 1: bits the two writebacks clear
    logic             cp;               // phase 2: copy_n2p of this warp
    logic [NAreg-1:0] nis_oh, pup_oh;   // phase 4: bits the N issue / P update write
    logic [NAreg-1:0] n_pend_d, n_ll_d, p_pend_d, p_ll_d;

    // Phase 1: pe_scoreboard_wb, port 0 and port 1 (both only clear).
    assign n_clr = ({NAreg{wb0_nclr && wb0_wid_i == WidW'(w)}} & wb0_dec)
                 | ({NAreg{wb1_nclr && wb1_wid_i == WidW'(w)}} & wb1_dec);
    assign p_clr = ({NAreg{wb0_pclr && wb0_wid_i == WidW'(w)}} & wb0_dec)
                 | ({NAreg{wb1_pclr && wb1_wid_i == WidW'(w)}} & wb1_dec);
    // Phase 2: pe_scoreboard_copy (P <- N after the writebacks).
    assign cp = cp_v_i && cp_wid_i == WidW'(w);
    assign n_pend_b[w*NAreg +: NAreg] = n_pend_q[w] & ~n_clr;
    assign n_ll_b[w*NAreg +: NAreg]   = n_ll_q[w] & ~n_clr;
    assign p_pend_b[w*NAreg +: NAreg] = cp ? (n_pend_q[w] & ~n_clr) : (p_pend_q[w] & ~p_clr);
    assign p_ll_b[w*NAreg +: NAreg]   = cp ? (n_ll_q[w] & ~n_clr) : p_ll_q[w];

    // Phase 4: pe_scoreboard_n_issue (pend = 1, ll = nis_ll) and pe_scoreboard_p_update (op 0:
    // ll = 1; op 1: pend = 1, ll = 0).
    assign nis_oh   = {NAreg{nis_v_i && nis_wid_i == WidW'(w)}} & nis_dec;
    assign pup_oh   = {NAreg{pup_v_i && pup_wid_i == WidW'(w)}} & pup_dec;
    assign n_pend_d = n_pend_b[w*NAreg +: NAreg] | nis_oh;
    assign n_ll_d   = nis_ll_i ? (n_ll_b[w*NAreg +: NAreg] | nis_oh)
                               : (n_ll_b[w*NAreg +: NAreg] & ~nis_oh);
    assign p_pend_d = pup_op_i ? (p_pend_b[w*NAreg +: NAreg] | pup_oh)
                               : p_pend_b[w*NAreg +: NAreg];
    assign p_ll_d   = pup_op_i ? (p_ll_b[w*NAreg +: NAreg] & ~pup_oh)
                               : (p_ll_b[w*NAreg +: NAreg] | pup_oh);

    `WT_FF(n_pend_q[w], n_pend_d)
    `WT_FF(n_ll_q[w],   n_ll_d)
    `WT_FF(p_pend_q[w], p_pend_d)
    `WT_FF(p_ll_q[w],   p_ll_d)
  end

  ///////////////////////////////////////////
  // Phase 3: pe_scoreboard_check_ports    //
  ///////////////////////////////////////////

  // The checked warp's vectors after phases 1 and 2 (0 for a warp id >= Warps). Accumulators are
  // block-local and each module-level signal is assigned once per evaluation (Icarus 11). The N
  // check and the P check are separate blocks: the N check does not read the copy (phase 2), so
  // a unit may drive `cp_v` from `n_raw_ll` (pe_unit) without a loop through one block
  // (Verilator orders blocks, not bits).
  logic [NAreg-1:0] nck_pend, nck_ll, pck_pend, pck_ll;

  always_comb begin : p_nck_mux
    logic [NAreg-1:0] np, nl;
    np = '0;
    nl = '0;
    for (int w = 0; w < Warps; w++) begin
      if (nck_wid_i == WidW'(w)) begin
        np = n_pend_b[w*NAreg +: NAreg];
        nl = n_ll_b[w*NAreg +: NAreg];
      end
    end
    nck_pend = np;
    nck_ll   = nl;
  end

  always_comb begin : p_pck_mux
    logic [NAreg-1:0] pp, pl;
    pp = '0;
    pl = '0;
    for (int w = 0; w < Warps; w++) begin
      if (pck_wid_i == WidW'(w)) begin
        pp = p_pend_b[w*NAreg +: NAreg];
        pl = p_ll_b[w*NAreg +: NAreg];
      end
    end
    pck_pend = pp;
    pck_ll   = pl;
  end

  // N check; "none" (index NAreg) reads 0.
  always_comb begin : p_ncheck
    logic [AregW-1:0] src;
    logic [NSrc-1:0] sll;
    logic raw_ll, raw, pend, ll;
    raw_ll = 1'b0;
    raw    = 1'b0;
    for (int k = 0; k < NSrc; k++) begin
      src    = nck_src_i[k*AregW +: AregW];
      pend   = (src != AregW'(NAreg)) && nck_pend[src];
      ll     = (src != AregW'(NAreg)) && nck_ll[src];
      sll[k] = pend && ll;
      raw_ll = raw_ll || (pend && ll);
      raw    = raw || pend;
    end
    n_src_ll_o = sll;
    n_raw_ll_o = raw_ll;
    n_raw_o    = raw;
    n_waw_o    = (nck_dst_i != AregW'(NAreg)) && nck_pend[nck_dst_i];
  end

  // P check.
  always_comb begin : p_pcheck
    logic [AregW-1:0] src;
    logic src_ll, src_pend;
    src_ll   = 1'b0;
    src_pend = 1'b0;
    for (int k = 0; k < NSrc; k++) begin
      src      = pck_src_i[k*AregW +: AregW];
      src_ll   = src_ll || ((src != AregW'(NAreg)) && pck_ll[src]);
      src_pend = src_pend || ((src != AregW'(NAreg)) && pck_pend[src]);
    end
    p_src_ll_o   = src_ll;
    p_src_pend_o = src_pend;
    p_dst_pend_o = (pck_dst_i != AregW'(NAreg)) && pck_pend[pck_dst_i];
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`PE_SCOREBOARD_N_PEND_N != AllW || `PE_SCOREBOARD_N_PEND_W != 1
        || `PE_SCOREBOARD_N_LL_N != AllW || `PE_SCOREBOARD_P_PEND_N != AllW
        || `PE_SCOREBOARD_P_LL_N != AllW) begin
      $fatal(1, "pe_scoreboard: parameters differ from pe_scoreboard_fields.svh");
    end
  end

  // One block with a loop; every bit is assigned exactly once.
  always_comb begin : p_dbg_state
    for (int w = 0; w < Warps; w++) begin
      dbg_state_o[`PE_SCOREBOARD_N_PEND_OFF + w*NAreg +: NAreg] = n_pend_q[w];
      dbg_state_o[`PE_SCOREBOARD_N_LL_OFF + w*NAreg +: NAreg]   = n_ll_q[w];
      dbg_state_o[`PE_SCOREBOARD_P_PEND_OFF + w*NAreg +: NAreg] = p_pend_q[w];
      dbg_state_o[`PE_SCOREBOARD_P_LL_OFF + w*NAreg +: NAreg]   = p_ll_q[w];
    end
  end
`endif

endmodule
