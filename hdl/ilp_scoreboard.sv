// The many-thread-aware shared scoreboard of one SM (SPEC 4.1; D0 §4.4.2, Fig 39(a)(b), Fig 40):
// outstanding instructions of every warp, their results, in-order commit per warp.
//
// Verilog twin of rtl_c/ilp_scoreboard.c (contract and readings in rtl_c/ilp_scoreboard.h).
//
// State (SPEC 4.1 names): the tag CAM TAG, NM, VLD per entry; the data store COMP, ACTIVE,
// STATUS, DATA[NL], NEXT per entry; per warp HEAD, TAIL, INBOARD, INSTORE, RDY_OVR. MODEL 9112 b
// at the baseline. Stale contents stay (SPEC 0.3): a commit clears only VLD.
//
// RDY_OVR polarity [reading, the same as the C header's]: RDY_OVR = 1 means "the warp's ready bit
// is reset until its untracked instruction writes back"; the untracked issue sets it, the
// untracked writeback (uwb) clears it, so the all-zero reset is "no override". SPEC 4.1's step 1
// and step 4c name opposite polarities; this is the reading whose reset value is neutral.
// Untracked STORE [reading]: no entry, INSTORE stays 0, RDY_OVR = 1 until its writeback.
//
// One step, in SPEC 4.1's order (combinational chaining, each phase on the previous one's result):
//  1. writeback: DATA[wb_e][t] = wb_data[t] and STATUS[wb_e] |= wb_mask (t in wb_mask); uwb
//     clears RDY_OVR[uwb_w]                                     -> status_b, data_b, ovr_b
//  2. completion: COMP[wb_e] = (ACTIVE == STATUS)               -> comp_b
//  3. commit: the lowest warp w with INBOARD and COMP[HEAD[w]]: VLD[h] = 0, INSTORE = 0, HEAD =
//     NEXT[h] or INBOARD = 0                                    -> vld_c, head_c, inboard_c, instore_c
//  4. ready of every warp (sources, WAW superset rule, structure, RDY_OVR, memory ordering)
//  5. issue of the first ready warp at or after is_prio; allocation of the lowest free entry, NM
//     clear of the WAW hit, linking, INSTORE; or RDY_OVR for an untracked issue.
//
// Structure: what every warp needs each cycle is per warp (the scheduler needs every ready bit,
// and the commit candidate COMP[HEAD[w]]): its CAM searches (3 sources + destination against all
// entries) and its ready bit. Everything after the issue choice exists once, multiplexed by the
// issued warp (its class, destination, mask, the one-hot hits of its sources and destination) and
// by the committing warp (its HEAD). A CAM hit is taken as the lowest matching entry (the C
// model's search order); the NM invariant makes it the only one.
//
// Where C and Verilog differ in form: the C loops over warps and entries; here the per-entry and
// per-warp next states are written once each (Icarus 11 loops on a signal assigned twice in one
// evaluation), so each phase's result is its own signal (`_b` after phases 1-2, `_c` after 3).
//
// Invariants (C check hook): lists HEAD..TAIL through NEXT of VLD entries, disjoint, covering every
// VLD entry; VLD & NM tags unique; INSTORE -> INBOARD; RDY_OVR -> !INBOARD; COMP == (ACTIVE ==
// STATUS) for VLD entries. Reset: all zero.
//
// dbg_state_o: its width and field offsets come from ilp_scoreboard_fields.svh, generated from the
// C field table (tools/wtgen --fields).

`include "wt_config.svh"
`include "wt_params.svh"
`include "ilp_scoreboard_fields.svh"  // generated: dbg_state_o layout from the C field table

module ilp_scoreboard #(
  parameter Warps   = `WT_ILP_WARPS,   // warps sharing the scoreboard (WT_ILP_WARPS)
  parameter Entries = `WT_SB_ENTRIES,  // scoreboard entries, a power of two (WT_SB_ENTRIES)
  parameter TagW    = `WT_SBTAGW,      // physical vector register tag (WT_SBTAGW)
  parameter Nl      = `WT_NL,          // lanes per warp (WT_NL)
  parameter Dw      = `WT_SB_DW        // data bits per thread (WT_SB_DW)
) (
  input  logic                         clk_i,       // clock
  input  logic                         rst_ni,      // asynchronous reset, active low

  // Phase 1, C `wb_*`, `uwb_*`: writebacks.
  input  logic                         wb_v_i,      // tracked writeback
  input  logic [`WT_IDX_W(Entries)-1:0] wb_e_i,     // its entry
  input  logic [Nl-1:0]                wb_mask_i,   // its threads
  input  logic [Nl*Dw-1:0]             wb_data_i,   // its values, thread t at [t*Dw +: Dw]
  input  logic                         uwb_v_i,     // untracked writeback
  input  logic [`WT_IDX_W(Warps)-1:0]  uwb_w_i,     // its warp

  // Phase 4, C `iv` .. `imask`: every warp's decoded instruction (warp w at [w*width +: width]).
  input  logic [Warps-1:0]             iv_i,        // present
  input  logic [Warps*2-1:0]           icls_i,      // class: 0 ALU, 1 LOAD, 2 STORE, 3 CTRL
  input  logic [Warps*3-1:0]           isv_i,       // source valid bits
  input  logic [Warps*TagW-1:0]        isrc0_i,     // source 0
  input  logic [Warps*TagW-1:0]        isrc1_i,     // source 1
  input  logic [Warps*TagW-1:0]        isrc2_i,     // source 2
  input  logic [Warps-1:0]             idv_i,       // destination valid
  input  logic [Warps*TagW-1:0]        idst_i,      // destination
  input  logic [Warps*Nl-1:0]          imask_i,     // active mask

  // Phase 5, C `is_en`, `is_prio`.
  input  logic                         is_en_i,     // one issue accepted
  input  logic [`WT_IDX_W(Warps)-1:0]  is_prio_i,   // round-robin pointer

  // Outputs, C `rdy` .. `cm_st`.
  output logic [Warps-1:0]             rdy_o,       // warp w ready (phase 4)
  output logic                         is_v_o,      // a warp issues
  output logic [`WT_IDX_W(Warps)-1:0]  is_w_o,      // the issued warp
  output logic                         is_trk_o,    // it got an entry
  output logic [`WT_IDX_W(Entries)-1:0] is_e_o,     // the entry
  output logic [2:0]                   op_hit_o,    // source k hits an entry
  output logic [3*Nl-1:0]              op_mask_o,   // its ACTIVE, source k at [k*Nl +: Nl]
  output logic [3*Nl*Dw-1:0]           op_data_o,   // its DATA, source k thread t at [(k*Nl+t)*Dw]
  output logic                         cm_v_o,      // a commit (phase 3)
  output logic [`WT_IDX_W(Warps)-1:0]  cm_w_o,      // its warp
  output logic [TagW-1:0]              cm_tag_o,    // TAG
  output logic [Nl-1:0]                cm_mask_o,   // ACTIVE
  output logic [Nl*Dw-1:0]             cm_data_o,   // DATA
  output logic                         cm_st_o      // a store

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order (ilp_scoreboard_fields.svh).
  output logic [`ILP_SCOREBOARD_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/ilp_params.h formulas).
  localparam K  = `WT_IDX_W(Entries);  // WT_SBKW
  localparam WW = `WT_IDX_W(Warps);    // WT_ILPWW
  localparam Rw = Nl * Dw;             // one entry's DATA row

  localparam logic [1:0] ClsAlu = 2'd0, ClsLoad = 2'd1, ClsStore = 2'd2;

  ///////////////
  // Registers //
  ///////////////

  // Yosys: the arrays are registers here (async reset); (* mem2reg *) says so. The bits report
  // prices DATA as the SRAM a chip would build (the descriptor's `mems`).
  (* mem2reg *) logic [TagW-1:0] tag_q    [Entries];  // TAG (CAM)
  logic [Entries-1:0]            nm_q;                // NM (CAM)
  logic [Entries-1:0]            vld_q;               // VLD (CAM)
  logic [Entries-1:0]            comp_q;              // COMP
  (* mem2reg *) logic [Nl-1:0]   active_q [Entries];  // ACTIVE
  (* mem2reg *) logic [Nl-1:0]   status_q [Entries];  // STATUS
  (* mem2reg *) logic [Rw-1:0]   data_q   [Entries];  // DATA, thread t at [t*Dw +: Dw]
  (* mem2reg *) logic [K-1:0]    next_q   [Entries];  // NEXT
  (* mem2reg *) logic [K-1:0]    head_q   [Warps];    // HEAD
  (* mem2reg *) logic [K-1:0]    tail_q   [Warps];    // TAIL
  logic [Warps-1:0]              inboard_q;           // INBOARD
  logic [Warps-1:0]              instore_q;           // INSTORE
  logic [Warps-1:0]              rdy_ovr_q;           // RDY_OVR (1 = ready reset)

  //////////////////////////////////////
  // Phases 1 and 2: writeback, COMP  //
  //////////////////////////////////////

  // The writeback's thread mask expanded to the DATA row (each thread's Dw bits).
  logic [Rw-1:0] wb_row_mask;
  always_comb begin : p_wb_row_mask
    for (int t = 0; t < Nl; t++) begin
      wb_row_mask[t*Dw +: Dw] = {Dw{wb_mask_i[t]}};
    end
  end

  logic [Nl-1:0]      status_b [Entries];  // STATUS after phase 1
  logic [Rw-1:0]      data_b   [Entries];  // DATA after phase 1
  logic [Entries-1:0] comp_b;              // COMP after phase 2
  logic [Warps-1:0]   ovr_b;               // RDY_OVR after phase 1

  for (genvar e = 0; e < Entries; e++) begin : g_wb
    logic sel;
    assign sel         = wb_v_i && (wb_e_i == K'(e));
    assign status_b[e] = sel ? (status_q[e] | wb_mask_i) : status_q[e];
    assign data_b[e]   = sel ? ((data_q[e] & ~wb_row_mask) | (wb_data_i & wb_row_mask)) : data_q[e];
    assign comp_b[e]   = sel ? (active_q[e] == status_b[e]) : comp_q[e];
  end

  for (genvar w = 0; w < Warps; w++) begin : g_uwb
    assign ovr_b[w] = rdy_ovr_q[w] && !(uwb_v_i && (uwb_w_i == WW'(w)));
  end

  //////////////////////
  // Phase 3: commit  //
  //////////////////////

  // Every warp's commit candidate: on board with a complete head.
  logic [Warps-1:0] cm_cand;
  for (genvar w = 0; w < Warps; w++) begin : g_cand
    assign cm_cand[w] = inboard_q[w] && comp_b[head_q[w]];
  end

  // The lowest candidate, its head h (multiplexed once).
  logic          cm_v;
  logic [WW-1:0] cm_w;
  logic [K-1:0]  cm_h;
  always_comb begin : p_cm_pick
    logic [WW-1:0] w_sel;
    w_sel = '0;
    for (int w = Warps - 1; w >= 0; w--) begin
      if (cm_cand[w]) begin
        w_sel = WW'(w);
      end
    end
    cm_v = cm_cand != '0;
    cm_w = w_sel;
    cm_h = head_q[w_sel];
  end

  logic             cm_last;  // the head is the tail: the warp leaves the board
  assign cm_last = cm_h == tail_q[cm_w];

  assign cm_v_o    = cm_v;
  assign cm_w_o    = cm_v ? cm_w : '0;
  assign cm_tag_o  = cm_v ? tag_q[cm_h] : '0;
  assign cm_mask_o = cm_v ? active_q[cm_h] : '0;
  assign cm_data_o = cm_v ? data_b[cm_h] : '0;
  assign cm_st_o   = cm_v && instore_q[cm_w];

  // The state after phase 3.
  logic [Entries-1:0] vld_c;
  logic [K-1:0]       head_c [Warps];
  logic [Warps-1:0]   inboard_c, instore_c;

  for (genvar e = 0; e < Entries; e++) begin : g_cm_vld
    assign vld_c[e] = vld_q[e] && !(cm_v && (cm_h == K'(e)));
  end
  for (genvar w = 0; w < Warps; w++) begin : g_cm_warp
    logic sel;
    assign sel          = cm_v && (cm_w == WW'(w));
    assign inboard_c[w] = inboard_q[w] && !(sel && cm_last);
    assign instore_c[w] = instore_q[w] && !sel;
    assign head_c[w]    = (sel && !cm_last) ? next_q[cm_h] : head_q[w];
  end

  // The lowest free entry after phase 3 (fe_v = 0: full).
  logic         fe_v;
  logic [K-1:0] fe;
  always_comb begin : p_free
    logic [K-1:0] f;
    f = '0;
    for (int e = Entries - 1; e >= 0; e--) begin
      if (!vld_c[e]) begin
        f = K'(e);
      end
    end
    fe_v = vld_c != '1;
    fe   = f;
  end

  ///////////////////////////////////
  // Phase 4: ready, every warp    //
  ///////////////////////////////////

  // The lowest set bit of v, as a one-hot vector.
  function automatic logic [Entries-1:0] lowest(input logic [Entries-1:0] v);
    lowest = v & (~v + Entries'(1));
  endfunction

  // Per warp: the one-hot CAM hits of its sources (0 when the source is not valid) and of its
  // destination (0 without a register destination), and its ready bit.
  logic [Entries-1:0] src_oh [Warps][3];
  logic [Entries-1:0] waw_oh [Warps];
  logic [Warps-1:0]   has_dst, needs;

  for (genvar w = 0; w < Warps; w++) begin : g_ready
    logic [1:0]         cls;
    logic [TagW-1:0]    src [3];
    logic [TagW-1:0]    dst;
    logic [Nl-1:0]      amask;
    logic [2:0]         stall_src;
    logic [Entries-1:0] waw_wide;  // entries whose ACTIVE is not within A
    logic               stall_waw;

    assign cls    = icls_i[w*2 +: 2];
    assign src[0] = isrc0_i[w*TagW +: TagW];
    assign src[1] = isrc1_i[w*TagW +: TagW];
    assign src[2] = isrc2_i[w*TagW +: TagW];
    assign dst    = idst_i[w*TagW +: TagW];
    assign amask  = imask_i[w*Nl +: Nl];

    assign has_dst[w] = idv_i[w] && (cls == ClsAlu || cls == ClsLoad);
    assign needs[w]   = has_dst[w] || cls == ClsStore;

    for (genvar k = 0; k < 3; k++) begin : g_src
      logic [Entries-1:0] hit;
      for (genvar e = 0; e < Entries; e++) begin : g_cam
        assign hit[e] = isv_i[w*3 + k] && vld_c[e] && nm_q[e] && (tag_q[e] == src[k]);
      end
      assign src_oh[w][k] = lowest(hit);
      assign stall_src[k] = (src_oh[w][k] & ~comp_b) != '0;  // a hit not complete
    end

    logic [Entries-1:0] dhit;
    for (genvar e = 0; e < Entries; e++) begin : g_dcam
      assign dhit[e]     = has_dst[w] && vld_c[e] && nm_q[e] && (tag_q[e] == dst);
      assign waw_wide[e] = (active_q[e] & ~amask) != '0;
    end
    assign waw_oh[w] = lowest(dhit);
    assign stall_waw = (waw_oh[w] & waw_wide) != '0;  // the superset rule fails

    assign rdy_o[w] = iv_i[w] && (stall_src == '0) && !stall_waw
                   && !(needs[w] && !fe_v && inboard_c[w]) && !ovr_b[w]
                   && !(cls == ClsStore && inboard_c[w]) && !(cls == ClsLoad && instore_c[w]);
  end

  ///////////////////////////////////////////
  // Phase 5: issue (once, by the warp)    //
  ///////////////////////////////////////////

  // The first ready warp at or after is_prio, else the lowest ready warp.
  logic          is_v;
  logic [WW-1:0] is_w;
  always_comb begin : p_is_pick
    logic [WW-1:0] lo, hi;
    logic          hi_v;
    lo   = '0;
    hi   = '0;
    hi_v = 1'b0;
    for (int w = Warps - 1; w >= 0; w--) begin
      if (rdy_o[w]) begin
        lo = WW'(w);
        if (WW'(w) >= is_prio_i) begin
          hi   = WW'(w);
          hi_v = 1'b1;
        end
      end
    end
    is_v = is_en_i && (rdy_o != '0);
    is_w = hi_v ? hi : lo;
  end

  // The issued warp's instruction and hits, multiplexed once.
  logic               i_dst_v, i_need, i_store, i_onboard;
  logic [TagW-1:0]    i_dst;
  logic [Nl-1:0]      i_mask;
  logic [Entries-1:0] i_waw;
  logic [Entries-1:0] i_src [3];
  logic [K-1:0]       i_tail;
  assign i_dst_v   = has_dst[is_w];
  assign i_need    = needs[is_w];
  assign i_store   = icls_i[is_w*2 +: 2] == ClsStore;
  assign i_onboard = inboard_c[is_w];
  assign i_dst     = idst_i[is_w*TagW +: TagW];
  assign i_mask    = imask_i[is_w*Nl +: Nl];
  assign i_waw     = waw_oh[is_w];
  assign i_tail    = tail_q[is_w];
  assign i_src[0]  = src_oh[is_w][0];
  assign i_src[1]  = src_oh[is_w][1];
  assign i_src[2]  = src_oh[is_w][2];

  logic trk, untrk;  // tracked: an entry is allocated; untracked: full, RDY_OVR set
  assign trk   = is_v && i_need && fe_v;
  assign untrk = is_v && i_need && !fe_v;

  assign is_v_o   = is_v;
  assign is_w_o   = is_v ? is_w : '0;
  assign is_trk_o = trk;
  assign is_e_o   = trk ? fe : '0;

  // The forwarded operands: ACTIVE and DATA of the entry source k hits (0 without a hit).
  always_comb begin : p_forward
    logic [Nl-1:0] m;
    logic [Rw-1:0] d;
    for (int k = 0; k < 3; k++) begin
      m = '0;
      d = '0;
      for (int e = 0; e < Entries; e++) begin
        if (is_v && i_src[k][e]) begin
          m = m | active_q[e];
          d = d | data_b[e];
        end
      end
      op_hit_o[k]             = is_v && (i_src[k] != '0);
      op_mask_o[k*Nl +: Nl]   = m;
      op_data_o[k*Rw +: Rw]   = d;
    end
  end

  ////////////////////
  // Next state     //
  ////////////////////

  for (genvar e = 0; e < Entries; e++) begin : g_entry
    logic alloc, link;
    logic [TagW-1:0] tag_d;
    logic            nm_d, vld_d, comp_d;
    logic [Nl-1:0]   active_d, status_d;
    logic [K-1:0]    next_d;

    assign alloc    = trk && (fe == K'(e));
    assign link     = trk && i_onboard && (i_tail == K'(e));
    assign tag_d    = alloc ? i_dst : tag_q[e];
    assign nm_d     = alloc ? i_dst_v : (nm_q[e] && !(trk && i_waw[e]));
    assign vld_d    = vld_c[e] || alloc;
    assign comp_d   = alloc ? (i_mask == '0) : comp_b[e];
    assign active_d = alloc ? i_mask : active_q[e];
    assign status_d = alloc ? '0 : status_b[e];
    assign next_d   = link ? fe : next_q[e];

    `WT_FF(tag_q[e],    tag_d)
    `WT_FF(nm_q[e],     nm_d)
    `WT_FF(vld_q[e],    vld_d)
    `WT_FF(comp_q[e],   comp_d)
    `WT_FF(active_q[e], active_d)
    `WT_FF(status_q[e], status_d)
    `WT_FF(data_q[e],   data_b[e])
    `WT_FF(next_q[e],   next_d)
  end

  for (genvar w = 0; w < Warps; w++) begin : g_warp
    logic         sel;
    logic [K-1:0] head_d, tail_d;
    logic         inboard_d, instore_d, rdy_ovr_d;

    assign sel       = is_v && (is_w == WW'(w));
    assign head_d    = (sel && trk && !inboard_c[w]) ? fe : head_c[w];
    assign tail_d    = (sel && trk) ? fe : tail_q[w];
    assign inboard_d = inboard_c[w] || (sel && trk);
    assign instore_d = instore_c[w] || (sel && trk && i_store);
    assign rdy_ovr_d = ovr_b[w] || (sel && untrk);

    `WT_FF(head_q[w],    head_d)
    `WT_FF(tail_q[w],    tail_d)
    `WT_FF(inboard_q[w], inboard_d)
    `WT_FF(instore_q[w], instore_d)
    `WT_FF(rdy_ovr_q[w], rdy_ovr_d)
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  initial begin : p_fields_match
    if (`ILP_SCOREBOARD_TAG_N != Entries || `ILP_SCOREBOARD_TAG_W != TagW
        || `ILP_SCOREBOARD_DATA_N != Entries * Nl || `ILP_SCOREBOARD_DATA_W != Dw
        || `ILP_SCOREBOARD_HEAD_N != Warps || `ILP_SCOREBOARD_HEAD_W != K) begin
      $fatal(1, "ilp_scoreboard: parameters differ from ilp_scoreboard_fields.svh");
    end
  end

  // One block with loops; every bit is assigned exactly once.
  always_comb begin : p_dbg_state
    for (int e = 0; e < Entries; e++) begin
      dbg_state_o[`ILP_SCOREBOARD_TAG_OFF + e*TagW +: TagW] = tag_q[e];
      dbg_state_o[`ILP_SCOREBOARD_NM_OFF + e]              = nm_q[e];
      dbg_state_o[`ILP_SCOREBOARD_VLD_OFF + e]             = vld_q[e];
      dbg_state_o[`ILP_SCOREBOARD_COMP_OFF + e]            = comp_q[e];
      dbg_state_o[`ILP_SCOREBOARD_ACTIVE_OFF + e*Nl +: Nl] = active_q[e];
      dbg_state_o[`ILP_SCOREBOARD_STATUS_OFF + e*Nl +: Nl] = status_q[e];
      dbg_state_o[`ILP_SCOREBOARD_DATA_OFF + e*Rw +: Rw]   = data_q[e];
      dbg_state_o[`ILP_SCOREBOARD_NEXT_OFF + e*K +: K]     = next_q[e];
    end
    for (int w = 0; w < Warps; w++) begin
      dbg_state_o[`ILP_SCOREBOARD_HEAD_OFF + w*K +: K]  = head_q[w];
      dbg_state_o[`ILP_SCOREBOARD_TAIL_OFF + w*K +: K]  = tail_q[w];
      dbg_state_o[`ILP_SCOREBOARD_INBOARD_OFF + w]      = inboard_q[w];
      dbg_state_o[`ILP_SCOREBOARD_INSTORE_OFF + w]      = instore_q[w];
      dbg_state_o[`ILP_SCOREBOARD_RDY_OVR_OFF + w]      = rdy_ovr_q[w];
    end
  end
`endif

endmodule
