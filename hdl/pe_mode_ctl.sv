// Warped-Preexecution mode bit vector and per-warp P-mode control of one SM (SPEC 3.3; D1 §5):
// mode[WARPS] (1 = P-mode) and, per warp, halt, episode_tag, the trigger sources trig_src[NSrc] =
// {V, reg} (NSrc = `WT_PE_NSRC, SPEC 3.3: 3) and the scratchpad flags smem_st_skipped and
// past_barrier.
//
// Verilog twin of rtl_c/pe_mode_ctl.c (the contract, with the reading of SPEC, is
// rtl_c/pe_mode_ctl.h). A warp id >= Warps names no warp: its query reads 0 and every operation
// on it is ignored. Register index all ones ("none") is ignored by every port.
//
// One step, in this normative order (each phase sees the writes of the ones before):
//  1. Query (combinational, start-of-step state): q_mode/q_halt/q_tag/q_smem_st/q_bar of warp
//     q_wid (the P-mode issue classifier, SPEC 3.7) and mode_o, the whole mode vector (scheduler).
//  2. Writebacks, ports K = 0 then 1: wbK_pm_o (0 when !wbK_v) = for an N-mode writeback (p = 0)
//     the warp's start-of-step mode; for a P-mode one mode && wbK_tag == episode_tag (SPEC 3.2
//     p_wb guard); it does not depend on wbK_reg. An N-mode writeback of a warp in P-mode with
//     wbK_reg != none clears trig_v[k] for every k with trig_v[k] && trig_reg[k] == wbK_reg.
//  3. Exit (SPEC 3.3 P->N exit [RES], after the writebacks): every warp with mode = 1 and no
//     trig_v[k] left: mode = 0, halt = 0; exit_mask_o = those warps. This is SPEC's "no valid
//     trig_src[k] has N.pend & N.ll": the entry records exactly the sources with N.pend & N.ll,
//     no N-mode instruction of a P-mode warp issues, and only an N-mode writeback of the register
//     clears those bits, so tracking the writebacks is exact (the argument in full: the C header).
//  4. Entry (SPEC 3.3 N->P entry, steps 1, 6, 7): ll[k] = ent_src_ll[k] && ent_src[k] != none;
//     taken (ent_ok_o) iff the warp was in N-mode at the start of the step and some ll[k]: mode =
//     1, halt = 0, tag ^= 1, smem_st = bar = 0, trig_v[k] = ll[k], trig_reg[k] = ll[k] ?
//     ent_src[k] : 0. Ignored: a warp in P-mode at the start of the step, or no LL source (never
//     sent: raw_ll implies one).
//  5. Halt and flags, on the mode after phases 3 and 4: hlt: halt = 1 if mode = 1 (SPEC 3.7);
//     fl: smem_st |= fl_smem_st, bar |= fl_bar, only if mode = 1 (SPEC 3.7 rule 0).
// Different warps are independent. On one warp in one step: a halt or flag with an exit is ignored
// (exit wins, halt = 0); with an entry it applies to the new episode; an entry and an exit never
// meet.
//
// As a chip builds it: the trigger-source comparison of a writeback exists once per port, on the
// port's warp (wbK_row, wbK_clrk); each warp's row only applies it through its select. Every
// next-state bit is one continuous assign in the per-warp generate body g_warp (the C loop body,
// same local names, same order), so no signal is assigned twice in an evaluation (Icarus 11) and
// each register has a one-hot enable (Yosys infers enable flip-flops). The C model takes a short
// path for a warp no port names (the same equations with every select 0); the RTL has no such
// path: every row evaluates its equations.
//
// Reset: all zero.
//
// dbg_state_o: its width and field offsets come from pe_mode_ctl_fields.svh, generated from the C
// field table (tools/wtgen --fields): mode, halt, tag, trig_v (element 3w + k), trig_reg (element
// 3w + k), smem_st, bar, each element LSB first.

`include "wt_config.svh"
`include "wt_params.svh"
`include "pe_mode_ctl_fields.svh"  // generated: dbg_state_o layout from the C field table

module pe_mode_ctl #(
  parameter Warps = `WT_WARPS,  // warps per SM = the mode vector's width (WT_WARPS)
  parameter AregW = `WT_AREGW   // architected register field width; all ones = none (WT_AREGW)
) (
  input  logic                            clk_i,         // clock
  input  logic                            rst_ni,        // asynchronous reset, active low

  // Phase 1, C `q_wid`: the warp the P-mode issue classifier queries.
  input  logic [`WT_IDX_W(Warps)-1:0]     q_wid_i,       // queried warp

  // Phase 2, C `wb0_*`, `wb1_*`: two writeback ports.
  input  logic                            wb0_v_i,       // port 0 valid
  input  logic [`WT_IDX_W(Warps)-1:0]     wb0_wid_i,     // port 0 warp
  input  logic [AregW-1:0]                wb0_reg_i,     // port 0 destination (none = all ones)
  input  logic                            wb0_p_i,       // port 0: 1 = P-mode instruction
  input  logic                            wb0_tag_i,     // port 0: its episode tag
  input  logic                            wb1_v_i,       // port 1 valid
  input  logic [`WT_IDX_W(Warps)-1:0]     wb1_wid_i,     // port 1 warp
  input  logic [AregW-1:0]                wb1_reg_i,     // port 1 destination (none = all ones)
  input  logic                            wb1_p_i,       // port 1: 1 = P-mode instruction
  input  logic                            wb1_tag_i,     // port 1: its episode tag

  // Phase 4, C `ent_*`: the N check of warp ent_wid found raw_ll.
  input  logic                            ent_v_i,       // entry request
  input  logic [`WT_IDX_W(Warps)-1:0]     ent_wid_i,     // entry warp
  input  logic [`WT_PE_NSRC*AregW-1:0]    ent_src_i,     // source k at [k*AregW +: AregW]
  input  logic [`WT_PE_NSRC-1:0]          ent_src_ll_i,  // N.pend & N.ll of source k at [k]

  // Phase 5, C `hlt_*`, `fl_*`: the classifier's halt and flags.
  input  logic                            hlt_v_i,       // halt request
  input  logic [`WT_IDX_W(Warps)-1:0]     hlt_wid_i,     // halt warp
  input  logic                            fl_v_i,        // flag request
  input  logic [`WT_IDX_W(Warps)-1:0]     fl_wid_i,      // flag warp
  input  logic                            fl_smem_st_i,  // a scratchpad store was skipped
  input  logic                            fl_bar_i,      // a barrier was skipped

  // Phase 1, C `q_*`, `mode` (start of step).
  output logic                            q_mode_o,      // mode of warp q_wid
  output logic                            q_halt_o,      // halt of warp q_wid
  output logic                            q_tag_o,       // episode_tag of warp q_wid
  output logic                            q_smem_st_o,   // smem_st_skipped of warp q_wid
  output logic                            q_bar_o,       // past_barrier of warp q_wid
  output logic [Warps-1:0]                mode_o,        // the mode bit vector, bit w = warp w

  // Phase 2, C `wb0_pm`, `wb1_pm`.
  output logic                            wb0_pm_o,      // port 0 counts as a P-mode writeback
  output logic                            wb1_pm_o,      // port 1 counts as a P-mode writeback

  // Phase 3, C `exit_mask`; phase 4, C `ent_ok`.
  output logic [Warps-1:0]                exit_mask_o,   // warps leaving P-mode in this step
  output logic                            ent_ok_o       // the entry is taken

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order (pe_mode_ctl_fields.svh).
  output logic [`PE_MODE_CTL_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/pe_params.h formulas).
  localparam WidW = `WT_IDX_W(Warps);  // WT_PE_WIDW: warp id
  localparam NSrc = `WT_PE_NSRC;       // trigger sources per warp (params/pe_params.h)
  localparam logic [AregW-1:0] NaReg = {AregW{1'b1}};  // WT_NAREG: "none"

  ///////////////
  // Registers //
  ///////////////

  logic [Warps-1:0]            mode_q, mode_d;          // 1 = P-mode
  logic [Warps-1:0]            halt_q, halt_d;          // P-mode halted
  logic [Warps-1:0]            tag_q, tag_d;            // episode_tag
  logic [NSrc*Warps-1:0]       trig_v_q, trig_v_d;      // trig_src[k].V of warp w at [w*NSrc + k]
  logic [NSrc*Warps*AregW-1:0] trig_reg_q, trig_reg_d;  // trig_src[k].reg at [(w*NSrc + k)*AregW]
  logic [Warps-1:0]            smem_st_q, smem_st_d;    // smem_st_skipped
  logic [Warps-1:0]            bar_q, bar_d;            // past_barrier

  `WT_FF(mode_q,     mode_d)
  `WT_FF(halt_q,     halt_d)
  `WT_FF(tag_q,      tag_d)
  `WT_FF(trig_v_q,   trig_v_d)
  `WT_FF(trig_reg_q, trig_reg_d)
  `WT_FF(smem_st_q,  smem_st_d)
  `WT_FF(bar_q,      bar_d)

  /////////////////////////////////////
  // Warp-id decodes (one-hot or 0)  //
  /////////////////////////////////////

  // A warp id >= Warps matches no warp, so every read through it is 0.
  logic [Warps-1:0] q_sel, wb0_sel, wb1_sel, ent_sel, hlt_sel, fl_sel;
  for (genvar w = 0; w < Warps; w++) begin : g_sel
    assign q_sel[w]   = (q_wid_i == WidW'(w));
    assign wb0_sel[w] = (wb0_wid_i == WidW'(w));
    assign wb1_sel[w] = (wb1_wid_i == WidW'(w));
    assign ent_sel[w] = (ent_wid_i == WidW'(w));
    assign hlt_sel[w] = (hlt_wid_i == WidW'(w));
    assign fl_sel[w]  = (fl_wid_i == WidW'(w));
  end

  //////////////////////
  // Phase 1: query   //
  //////////////////////

  assign q_mode_o    = |(mode_q & q_sel);
  assign q_halt_o    = |(halt_q & q_sel);
  assign q_tag_o     = |(tag_q & q_sel);
  assign q_smem_st_o = |(smem_st_q & q_sel);
  assign q_bar_o     = |(bar_q & q_sel);
  assign mode_o      = mode_q;

  /////////////////////////////////////////
  // Phase 2 decodes (start of step)     //
  /////////////////////////////////////////

  logic wb0_mode, wb0_tagq, wb0_clr;  // port 0: warp's mode, warp's tag, clears triggers
  logic wb1_mode, wb1_tagq, wb1_clr;  // port 1: the same

  assign wb0_mode = wb0_v_i && |(mode_q & wb0_sel);
  assign wb0_tagq = wb0_v_i && |(tag_q & wb0_sel);
  assign wb0_pm_o = wb0_mode && (!wb0_p_i || (wb0_tag_i == wb0_tagq));
  assign wb0_clr  = wb0_v_i && !wb0_p_i && (wb0_reg_i != NaReg);
  assign wb1_mode = wb1_v_i && |(mode_q & wb1_sel);
  assign wb1_tagq = wb1_v_i && |(tag_q & wb1_sel);
  assign wb1_pm_o = wb1_mode && (!wb1_p_i || (wb1_tag_i == wb1_tagq));
  assign wb1_clr  = wb1_v_i && !wb1_p_i && (wb1_reg_i != NaReg);

  // One trigger-clear datapath per port, on the port's warp (the only warp whose trigger sources
  // it can clear): the trig_reg row of warp wbK_wid is read through the one-hot select and each
  // source compared with wbK_reg. The rows below apply the result through their selects.
  logic                  wb0_hit, wb1_hit;    // the port clears its warp's matching triggers
  logic [NSrc*AregW-1:0] wb0_row, wb1_row;    // trig_reg of the port's warp (0: no warp)
  logic [NSrc-1:0]       wb0_clrk, wb1_clrk;  // source k of the port's warp is cleared

  assign wb0_hit = wb0_clr && wb0_mode;
  assign wb1_hit = wb1_clr && wb1_mode;
  always_comb begin : p_wb_row
    wb0_row = '0;
    wb1_row = '0;
    for (int w = 0; w < Warps; w++) begin
      wb0_row = wb0_row | (trig_reg_q[w*NSrc*AregW +: NSrc*AregW] & {(NSrc * AregW) {wb0_sel[w]}});
      wb1_row = wb1_row | (trig_reg_q[w*NSrc*AregW +: NSrc*AregW] & {(NSrc * AregW) {wb1_sel[w]}});
    end
  end
  for (genvar k = 0; k < NSrc; k++) begin : g_clrk
    assign wb0_clrk[k] = wb0_hit && (wb0_row[k*AregW +: AregW] == wb0_reg_i);
    assign wb1_clrk[k] = wb1_hit && (wb1_row[k*AregW +: AregW] == wb1_reg_i);
  end

  /////////////////////////////////////////
  // Phase 4 decode (start of step)      //
  /////////////////////////////////////////

  logic [NSrc-1:0] ll;  // source k is an LL source (ent_src_ll and not none)
  for (genvar k = 0; k < NSrc; k++) begin : g_ll
    assign ll[k] = ent_src_ll_i[k] && (ent_src_i[k*AregW +: AregW] != NaReg);
  end
  assign ent_ok_o = ent_v_i && (|ent_sel) && !(|(mode_q & ent_sel)) && (|ll);

  ////////////////////////////////////
  // Phases 2-5, per warp           //
  ////////////////////////////////////

  for (genvar w = 0; w < Warps; w++) begin : g_warp
    logic            mode_w;    // start-of-step mode
    logic [NSrc-1:0] trig_wb;   // trig_v after phase 2
    logic            ex;        // phase 3: exit
    logic            en;        // phase 4: entry
    logic            mode_nx;   // mode after phases 3 and 4
    logic            hl;        // phase 5: halt taken
    logic            fl;        // phase 5: flags taken

    assign mode_w  = mode_q[w];
    // Phase 2: the ports' clears reach the warp they name.
    for (genvar k = 0; k < NSrc; k++) begin : g_trig
      assign trig_wb[k] = trig_v_q[w*NSrc + k] && !((wb0_sel[w] && wb0_clrk[k]) || (wb1_sel[w] && wb1_clrk[k]));
    end
    // Phase 3: exit when no trigger source is left.
    assign ex             = mode_w && !(|trig_wb);
    assign exit_mask_o[w] = ex;
    // Phase 4: entry (taken only from N-mode at the start of the step, so never with ex).
    assign en      = ent_ok_o && ent_sel[w];
    assign mode_nx = en || (mode_w && !ex);
    // Phase 5: halt and flags on the mode after phases 3 and 4.
    assign hl = hlt_v_i && hlt_sel[w] && mode_nx;
    assign fl = fl_v_i && fl_sel[w] && mode_nx;
    assign halt_d[w]    = hl || (!en && !ex && halt_q[w]);
    assign tag_d[w]     = tag_q[w] ^ en;
    assign smem_st_d[w] = (fl && fl_smem_st_i) || (!en && smem_st_q[w]);
    assign bar_d[w]     = (fl && fl_bar_i) || (!en && bar_q[w]);
    for (genvar k = 0; k < NSrc; k++) begin : g_trig_d
      assign trig_v_d[w*NSrc + k] = en ? ll[k] : trig_wb[k];
      assign trig_reg_d[(w*NSrc + k)*AregW +: AregW] =
          en ? (ll[k] ? ent_src_i[k*AregW +: AregW] : '0) : trig_reg_q[(w*NSrc + k)*AregW +: AregW];
    end
    assign mode_d[w] = mode_nx;
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`PE_MODE_CTL_MODE_N != Warps || `PE_MODE_CTL_TRIG_V_N != NSrc * Warps
        || `PE_MODE_CTL_TRIG_REG_N != NSrc * Warps || `PE_MODE_CTL_TRIG_REG_W != AregW) begin
      $fatal(1, "pe_mode_ctl: parameters differ from pe_mode_ctl_fields.svh");
    end
  end

  assign dbg_state_o[`PE_MODE_CTL_MODE_OFF +: Warps]                  = mode_q;
  assign dbg_state_o[`PE_MODE_CTL_HALT_OFF +: Warps]                  = halt_q;
  assign dbg_state_o[`PE_MODE_CTL_TAG_OFF +: Warps]                   = tag_q;
  assign dbg_state_o[`PE_MODE_CTL_TRIG_V_OFF +: NSrc*Warps]           = trig_v_q;
  assign dbg_state_o[`PE_MODE_CTL_TRIG_REG_OFF +: NSrc*Warps*AregW]   = trig_reg_q;
  assign dbg_state_o[`PE_MODE_CTL_SMEM_ST_OFF +: Warps]               = smem_st_q;
  assign dbg_state_o[`PE_MODE_CTL_BAR_OFF +: Warps]                   = bar_q;
`endif

endmodule
