// Uniform-vector front end of one SM: the detector, the token file or the scalar register file
// (UV_DESIGN) and the instruction reuse buffer, between ID and issue (SPEC 5.1-5.4, 7.3; D4 §3).
//
// Verilog twin of rtl_c/uv_unit.c; the contract (ports, the three phases of a cycle, the queue,
// the interlock, the release at issue, the issue interval, the invariants) is in rtl_c/uv_unit.h.
// Children: uv_detect (u_det), uv_token_file (u_tf) or uv_srf (u_srf), uv_irb (u_irb).
//
// The design is chosen by the generated field include: uv_unit_fields.svh has the token file's
// field (UV_UNIT_TF_TOKEN_OFF) in a UV_DESIGN = 0 configuration and the SRF's otherwise, so the
// design-specific code sits under `ifdef on it, and p_fields_match stops a simulation at time 0 if
// that disagrees with WT_UV_DESIGN. The C model reads the token file's source outputs by a first
// call with `uniform` 0; here the wire is direct (uv_token_file keeps src_bcast_o, the only output
// that reads uniform_i besides the decision ones, in a block of its own: no false loop).
//
// Reset: the children's; the queue empty, every entry 0, the countdown 0.

`include "wt_config.svh"
`include "wt_params.svh"
`include "uv_unit_fields.svh"        // generated: dbg_state_o layout from the C field table
`include "uv_irb_fields.svh"         // the children's layouts (their STATE_W)
`include "uv_token_file_fields.svh"
`include "uv_srf_fields.svh"

module uv_unit (
  input  logic                                clk_i,       // clock
  input  logic                                rst_ni,      // asynchronous reset, active low

  // ID, C `id_v` .. `full` (source k at bit k, or at [k*W +: W]).
  input  logic                                id_v_i,      // an instruction is at ID
  input  logic [`WT_UV_NSRC-1:0]              src_v_i,     // source k exists
  input  logic [`WT_UV_NSRC*`WT_UVKINDW-1:0]  src_kind_i,  // its kind (UV_KIND_*)
  input  logic [`WT_UV_NSRC*`WT_UVSREGW-1:0]  src_sreg_i,  // its special register (kind SREG)
  input  logic [`WT_UV_NSRC*`WT_UVRW-1:0]     src_i,       // its physical vector register (kind REG)
  input  logic                                has_dst_i,   // it writes a vector register
  input  logic [`WT_UVRW-1:0]                 dst_i,       // its physical vector register
  input  logic [`WT_UVCLSW-1:0]               cls_i,       // its class (UV_CLS_*)
  input  logic [`WT_NL-1:0]                   act_i,       // the warp's active mask
  input  logic [`WT_NL-1:0]                   full_i,      // its launch (full) mask

  // Issue, C `iss_v` .. `iss_r`.
  input  logic                                iss_v_i,     // the pipeline issues the head
  input  logic [`WT_PCW-1:0]                  iss_pc_i,    // its PC
  input  logic [`WT_UV_OPCW-1:0]              iss_opc_i,   // its opcode
  input  logic [`WT_UV_NSRC*`WT_UV_DW-1:0]    iss_s_i,     // source values the unit does not hold
  input  logic [`WT_UV_DW-1:0]                iss_r_i,     // its EX result

  // Broadcast writeback (token design), C `bwb_*`.
  input  logic                                bwb_v_i,     // a broadcast writeback
  input  logic [`WT_UVRW-1:0]                 bwb_dst_i,   // its physical vector register
  input  logic [`WT_NL-1:0]                   bwb_act_i,   // its active mask
  input  logic [`WT_NL-1:0]                   bwb_full_i,  // its warp's launch mask

  // IRB fault injection, C `inj`, `inj_e`, `inj_bit`.
  input  logic                                inj_i,       // flip one stored bit
  input  logic [`WT_IRBW-1:0]                 inj_e_i,     // of this entry
  input  logic [`WT_IRB_POSW-1:0]             inj_bit_i,   // this covered bit

  // ID results, C `id_rdy` .. `id_ii` (0 while !id_take_o).
  output logic                                id_rdy_o,    // ID takes an instruction
  output logic                                id_take_o,   // it does
  output logic                                id_uni_o,    // uniform_instr
  output logic                                id_sc_o,     // executes as a scalar
  output logic                                id_fb_o,     // uniform, no SR free (SRF design)
  output logic                                id_cow_o,    // a copy goes first
  output logic [`WT_UV_NSRC-1:0]              id_bc_o,     // source k read broadcast
  output logic [`WT_UVITW-1:0]                id_ii_o,     // its issue interval

  // Issue results, C `iss_rdy` .. `inj_drop`.
  output logic                                iss_rdy_o,   // the head may issue
  output logic                                iss_take_o,  // it does
  output logic                                iss_sc_o,    // as a scalar (IRB access)
  output logic                                iss_cow_o,   // a copy goes first
  output logic [`WT_UV_DW-1:0]                iss_cval_o,  // the SR value it copies (SRF design)
  output logic [`WT_UV_NSRC-1:0]              iss_m_o,     // source k is a renamed SR
  output logic [`WT_UV_NSRC*`WT_UV_DW-1:0]    iss_val_o,   // its value
  output logic                                iss_hit_o,   // the IRB hits
  output logic                                iss_perr_o,  // parity error
  output logic                                iss_reuse_o, // reuse: EX skipped
  output logic [`WT_UV_DW-1:0]                iss_res_o,   // the scalar result written
  output logic                                inj_drop_o   // the IRB refused the injection

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: the design child, the IRB, the queue, q_head, q_count,
  // ii_cnt (uv_unit_fields.svh).
  output logic [`UV_UNIT_STATE_W-1:0]         dbg_state_o
`endif
);

  // Dependent parameters (params/uv_params.h formulas).
  localparam Ns   = `WT_UV_NSRC;  // sources
  localparam Iq   = `WT_UV_IQ;    // queue entries
  localparam IqW  = `WT_UVIQW;    // queue index
  localparam IqcW = `WT_UVIQCW;   // queue count
  localparam ItW  = `WT_UVITW;    // issue interval and countdown
  localparam Ii   = `WT_UVII;     // NL / NUMSP
  localparam Dw   = `WT_UV_DW;    // scalar value
  localparam KW   = `WT_UVKINDW;  // operand kind
`ifndef UV_UNIT_TF_TOKEN_OFF
  localparam VrW  = `WT_UVRW;     // physical vector register id (SRF design)
  localparam SrW  = `WT_SRW;      // SR id (SRF design)
`endif

`ifndef SYNTHESIS
  // The children's packed states (the debug view at the end).
  logic [`UV_IRB_STATE_W-1:0] irb_dbg;
`ifdef UV_UNIT_TF_TOKEN_OFF
  logic [`UV_TOKEN_FILE_STATE_W-1:0] tf_dbg;
`else
  logic [`UV_SRF_STATE_W-1:0] srf_dbg;
`endif
`endif

  // The issue interval of an instruction (C interval()).
  function automatic logic [ItW-1:0] interval(input logic f_sc, input logic f_cow);
    interval = (f_sc ? ItW'(1) : ItW'(Ii)) + (f_cow ? ItW'(Ii) : ItW'(0));
  endfunction

  ///////////////
  // Registers //
  ///////////////

  (* mem2reg *) logic q_sc_q  [Iq];  // executes as a scalar
  (* mem2reg *) logic q_cow_q [Iq];  // a copy goes first
  logic [IqW-1:0]  q_head_q;         // the head
  logic [IqcW-1:0] q_count_q;        // live entries
  logic [ItW-1:0]  ii_cnt_q;         // cycles until the next issue

  logic [IqW-1:0] h;  // C `h`: the head at the start of the cycle
  assign h = q_head_q;

  /////////////////////////////
  // Phase 1: issue          //
  /////////////////////////////

  logic sc_h;  // C `sc_h`: the issued instruction executes as a scalar
  assign iss_rdy_o  = (q_count_q != '0) && (ii_cnt_q == '0);
  assign iss_take_o = iss_v_i && iss_rdy_o;
  assign sc_h       = iss_take_o && q_sc_q[h];
  assign iss_sc_o   = sc_h;
  assign iss_cow_o  = iss_take_o && q_cow_q[h];

  // The IRB's sources: a renamed source's value from the queue, any other from the pipeline.
  // Continuous assignments at constant positions (Icarus 11: see the debug state view).
  (* mem2reg *) logic [Dw-1:0] sv [Ns];  // C `sv`
  for (genvar k = 0; k < Ns; k++) begin : g_sv
    assign sv[k] = iss_m_o[k] ? iss_val_o[k*Dw +: Dw] : iss_s_i[k*Dw +: Dw];
  end

  logic          irb_hit, irb_reuse;
  logic [Dw-1:0] irb_d;
  uv_irb u_irb (
    .clk_i, .rst_ni,
    .acc_i      (sc_h),
    .pc_i       (iss_pc_i),
    .opc_i      (iss_opc_i),
    .s0_i       (sv[0]),
    .s1_i       (sv[1]),
    .s2_i       (sv[2]),
    .r_i        (iss_r_i),
    .inj_i,
    .inj_e_i,
    .inj_bit_i,
    .hit_o      (irb_hit),
    /* verilator lint_off PINCONNECTEMPTY */  // the unit reports hit, reuse and the result
    .hit_e_o    (),
    /* verilator lint_on PINCONNECTEMPTY */
    .perr_o     (iss_perr_o),
    .reuse_o    (irb_reuse),
    .d_o        (irb_d),
    /* verilator lint_off PINCONNECTEMPTY */
    .wr_o       (),
    .wr_e_o     (),
    /* verilator lint_on PINCONNECTEMPTY */
    .inj_drop_o
`ifndef SYNTHESIS
    , .dbg_state_o (irb_dbg)
`endif
  );
  assign iss_hit_o   = irb_hit;
  assign iss_reuse_o = irb_reuse;
  assign iss_res_o   = !sc_h ? '0 : irb_reuse ? irb_d : iss_r_i;

  /////////////////////////////
  // Phase 2: ID             //
  /////////////////////////////

  // Register sources as the register design sees them (kind REG), C `reg_v`.
  logic [Ns-1:0] reg_v;
  for (genvar k = 0; k < Ns; k++) begin : g_reg_v
    assign reg_v[k] = src_v_i[k] && (src_kind_i[k*KW +: KW] == KW'(`WT_UV_KIND_REG));
  end

  logic          raw;   // C `raw`: the interlock (SRF design)
  logic          take;  // C `take`
  logic [Ns-1:0] ureg;  // C `ureg`: the design's view of each register source
  logic          uni;   // C `uni`
  logic          sc, fb, cow;
  logic [Ns-1:0] bc;
  assign id_rdy_o  = (q_count_q != IqcW'(Iq)) && !raw;
  assign id_take_o = id_v_i && id_rdy_o;
  assign take      = id_take_o;

  logic det_uni;
  uv_detect u_det (
    .src_v_i,
    .src_kind_i,
    .src_sreg_i,
    .src_ureg_i       (ureg),
    .has_dst_i,
    .cls_i,
    .active_mask_i    (act_i),
    .full_mask_i      (full_i),
    /* verilator lint_off PINCONNECTEMPTY */  // the unit computes its own interval
    .src_uniform_o    (),
    .issue_interval_o (),
    /* verilator lint_on PINCONNECTEMPTY */
    .uniform_instr_o  (det_uni)
  );
  assign uni = take && det_uni;

`ifdef UV_UNIT_TF_TOKEN_OFF
  // Token design: no interlock; nothing renamed.
  assign raw = 1'b0;
  logic [Ns-1:0] tf_token, tf_bcast;
  uv_token_file u_tf (
    .clk_i, .rst_ni,
    .valid_i      (take),
    .src_v_i      (reg_v),
    .src_i,
    .has_dst_i,
    .dst_i,
    .uniform_i    (uni),
    .active_i     (act_i),
    .full_i,
    .bwb_v_i,
    .bwb_dst_i,
    .bwb_active_i (bwb_act_i),
    .bwb_full_i,
    .src_token_o  (tf_token),
    .src_bcast_o  (tf_bcast),
    .cow_o        (cow),
    /* verilator lint_off PINCONNECTEMPTY */  // the unit computes its own interval
    .emask_o      (),
    .ii_o         ()
    /* verilator lint_on PINCONNECTEMPTY */
`ifndef SYNTHESIS
    , .dbg_state_o (tf_dbg)
`endif
  );
  assign ureg = tf_token;
  assign sc   = uni;
  assign fb   = 1'b0;
  assign bc   = tf_bcast;
  assign iss_cval_o = '0;
  assign iss_m_o    = '0;
  assign iss_val_o  = '0;
`else
  // SRF design.
  (* mem2reg *) logic [VrW-1:0] q_dst_q  [Iq];     // the destination (interlock tag)
  (* mem2reg *) logic [SrW-1:0] q_sr_q   [Iq];     // the SR allocated
  (* mem2reg *) logic           q_rel_q  [Iq];     // an SR to release at issue
  (* mem2reg *) logic [SrW-1:0] q_rsr_q  [Iq];     // that SR
  (* mem2reg *) logic [Ns-1:0]  q_m_q    [Iq];     // renamed sources
  (* mem2reg *) logic [Dw-1:0]  q_val_q  [Iq*Ns];  // their values, entry e source k at e*Ns + k
  (* mem2reg *) logic [Dw-1:0]  q_cval_q [Iq];     // the value a copy-on-write copies

  assign iss_cval_o = iss_cow_o ? q_cval_q[h] : '0;
  assign iss_m_o    = iss_take_o ? q_m_q[h] : '0;
  for (genvar k = 0; k < Ns; k++) begin : g_iss_val
    assign iss_val_o[k*Dw +: Dw] = iss_m_o[k] ? q_val_q[32'(h) * Ns + k] : '0;
  end

  // The interlock: a live queued scalar instruction whose destination this one reads or writes.
  always_comb begin : p_raw
    logic [IqW-1:0] e;
    logic           live;
    raw = 1'b0;
    for (int i = 0; i < Iq; i++) begin
      e    = h + IqW'(i);
      live = (IqcW'(i) < q_count_q) && q_sc_q[e];
      for (int k = 0; k < Ns; k++) begin
        raw = raw || (live && reg_v[k] && (src_i[k*VrW +: VrW] == q_dst_q[e]));
      end
      raw = raw || (live && has_dst_i && (dst_i == q_dst_q[e]));
    end
  end

  logic           srf_alloc, srf_old_v;
  logic [SrW-1:0] srf_alloc_sr, srf_old_sr;
  logic [Dw-1:0]  srf_old_val;
  logic [Ns-1:0]  m;                   // C `m`: renamed sources
  (* mem2reg *) logic [Dw-1:0] src_val [Ns];        // their values (C `rout.srcK_val`)
  uv_srf u_srf (
    .clk_i, .rst_ni,
    .id_v_i      (take),
    .src_v_i     (reg_v),
    .src0_i      (src_i[0*VrW +: VrW]),
    .src1_i      (src_i[1*VrW +: VrW]),
    .src2_i      (src_i[2*VrW +: VrW]),
    .dst_v_i     (has_dst_i),
    .dst_i,
    .uniform_i   (uni),
    .act_i,
    .full_i,
    .rel_v_i     (iss_take_o && q_rel_q[h]),
    .rel_sr_i    (q_rsr_q[h]),
    .wr_v_i      (sc_h),
    .wr_sr_i     (q_sr_q[h]),
    .wr_val_i    (iss_res_o),
    .src0_m_o    (m[0]),
    /* verilator lint_off PINCONNECTEMPTY */  // the queue keeps the values, not the SR ids
    .src0_sr_o   (),
    .src1_sr_o   (),
    .src2_sr_o   (),
    /* verilator lint_on PINCONNECTEMPTY */
    .src0_val_o  (src_val[0]),
    .src1_m_o    (m[1]),
    .src1_val_o  (src_val[1]),
    .src2_m_o    (m[2]),
    .src2_val_o  (src_val[2]),
    .alloc_o     (srf_alloc),
    .alloc_sr_o  (srf_alloc_sr),
    .fallback_o  (fb),
    .cow_o       (cow),
    .old_v_o     (srf_old_v),
    .old_sr_o    (srf_old_sr),
    .old_val_o   (srf_old_val)
`ifndef SYNTHESIS
    , .dbg_state_o (srf_dbg)
`endif
  );
  assign ureg = m;
  assign sc   = srf_alloc;
  assign bc   = sc ? '0 : m;
  logic unused_bwb;  // the broadcast rule is the token design's (SPEC 5.2)
  assign unused_bwb = ^{bwb_v_i, bwb_dst_i, bwb_act_i, bwb_full_i};
`endif

  assign id_uni_o = uni;
  assign id_sc_o  = sc;
  assign id_fb_o  = fb;
  assign id_cow_o = cow;
  assign id_bc_o  = bc;
  assign id_ii_o  = take ? interval(sc, cow) : '0;

  ///////////////////////////////////////////
  // Phase 3: the queue and the interval   //
  ///////////////////////////////////////////

  logic [IqW-1:0] t;  // C `t`: the tail (start of the cycle)
  assign t = h + IqW'(q_count_q);

  (* mem2reg *) logic q_sc_d  [Iq];
  (* mem2reg *) logic q_cow_d [Iq];
  always_comb begin : p_q
    for (int e = 0; e < Iq; e++) begin
      q_sc_d[e]  = (take && (t == IqW'(e))) ? sc  : q_sc_q[e];
      q_cow_d[e] = (take && (t == IqW'(e))) ? cow : q_cow_q[e];
    end
  end
  for (genvar e = 0; e < Iq; e++) begin : g_q_ff
    `WT_FF(q_sc_q[e],  q_sc_d[e])
    `WT_FF(q_cow_q[e], q_cow_d[e])
  end

`ifndef UV_UNIT_TF_TOKEN_OFF
  (* mem2reg *) logic [VrW-1:0] q_dst_d  [Iq];
  (* mem2reg *) logic [SrW-1:0] q_sr_d   [Iq];
  (* mem2reg *) logic           q_rel_d  [Iq];
  (* mem2reg *) logic [SrW-1:0] q_rsr_d  [Iq];
  (* mem2reg *) logic [Ns-1:0]  q_m_d    [Iq];
  (* mem2reg *) logic [Dw-1:0]  q_val_d  [Iq*Ns];
  (* mem2reg *) logic [Dw-1:0]  q_cval_d [Iq];
  always_comb begin : p_q_srf
    logic w;
    for (int e = 0; e < Iq; e++) begin
      w = take && (t == IqW'(e));
      q_dst_d[e]  = w ? dst_i        : q_dst_q[e];
      q_sr_d[e]   = w ? srf_alloc_sr : q_sr_q[e];
      q_rel_d[e]  = w ? srf_old_v    : q_rel_q[e];
      q_rsr_d[e]  = w ? srf_old_sr   : q_rsr_q[e];
      q_m_d[e]    = w ? m            : q_m_q[e];
      for (int k = 0; k < Ns; k++) begin
        q_val_d[e*Ns + k] = w ? src_val[k] : q_val_q[e*Ns + k];
      end
      q_cval_d[e] = w ? srf_old_val  : q_cval_q[e];
    end
  end
  for (genvar e = 0; e < Iq; e++) begin : g_q_srf_ff
    `WT_FF(q_dst_q[e],  q_dst_d[e])
    `WT_FF(q_sr_q[e],   q_sr_d[e])
    `WT_FF(q_rel_q[e],  q_rel_d[e])
    `WT_FF(q_rsr_q[e],  q_rsr_d[e])
    `WT_FF(q_m_q[e],    q_m_d[e])
    `WT_FF(q_cval_q[e], q_cval_d[e])
  end
  for (genvar i = 0; i < Iq*Ns; i++) begin : g_q_val_ff
    `WT_FF(q_val_q[i], q_val_d[i])
  end
`endif

  logic [IqW-1:0]  q_head_d;
  logic [IqcW-1:0] q_count_d;
  logic [ItW-1:0]  ii_cnt_d;
  assign q_head_d  = iss_take_o ? h + IqW'(1) : h;
  assign q_count_d = q_count_q + IqcW'(take) - IqcW'(iss_take_o);
  assign ii_cnt_d  = iss_take_o ? interval(q_sc_q[h], q_cow_q[h]) - ItW'(1)
                   : (ii_cnt_q != '0) ? ii_cnt_q - ItW'(1) : '0;
  `WT_FF(q_head_q,  q_head_d)
  `WT_FF(q_count_q, q_count_d)
  `WT_FF(ii_cnt_q,  ii_cnt_d)

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

`ifdef UV_UNIT_TF_TOKEN_OFF
  initial begin : p_fields_match
    if (`WT_UV_DESIGN != 0 || `UV_UNIT_TF_TOKEN_OFF != 0
        || `UV_UNIT_IRB_V_OFF != `UV_TOKEN_FILE_STATE_W
        || `UV_UNIT_Q_SC_OFF != `UV_UNIT_IRB_V_OFF + `UV_IRB_STATE_W
        || `UV_UNIT_Q_SC_N != Iq || `UV_UNIT_Q_HEAD_W != IqW || `UV_UNIT_Q_COUNT_W != IqcW
        || `UV_UNIT_II_CNT_W != ItW) begin
      $fatal(1, "uv_unit: the design or the children's states do not tile uv_unit_fields.svh");
    end
  end
`else
  initial begin : p_fields_match
    if (`WT_UV_DESIGN != 1 || `UV_UNIT_SRF_SRF_OFF != 0
        || `UV_UNIT_IRB_V_OFF != `UV_SRF_STATE_W
        || `UV_UNIT_Q_SC_OFF != `UV_UNIT_IRB_V_OFF + `UV_IRB_STATE_W
        || `UV_UNIT_Q_SC_N != Iq || `UV_UNIT_Q_VAL_N != Iq * Ns || `UV_UNIT_Q_VAL_W != Dw
        || `UV_UNIT_Q_SR_W != SrW || `UV_UNIT_Q_DST_W != VrW
        || `UV_UNIT_Q_HEAD_W != IqW || `UV_UNIT_Q_COUNT_W != IqcW || `UV_UNIT_II_CNT_W != ItW) begin
      $fatal(1, "uv_unit: the design or the children's states do not tile uv_unit_fields.svh");
    end
  end
`endif

  // Continuous assignments at constant positions, one per field element: Icarus 11 never settled
  // an always_comb that wrote these fields by variable part-selects in a loop (the replay hung).
`ifdef UV_UNIT_TF_TOKEN_OFF
  assign dbg_state_o[`UV_UNIT_TF_TOKEN_OFF +: `UV_TOKEN_FILE_STATE_W] = tf_dbg;
`else
  assign dbg_state_o[`UV_UNIT_SRF_SRF_OFF +: `UV_SRF_STATE_W] = srf_dbg;
`endif
  assign dbg_state_o[`UV_UNIT_IRB_V_OFF +: `UV_IRB_STATE_W] = irb_dbg;
  for (genvar e = 0; e < Iq; e++) begin : g_dbg_q
    assign dbg_state_o[`UV_UNIT_Q_SC_OFF + e]  = q_sc_q[e];
    assign dbg_state_o[`UV_UNIT_Q_COW_OFF + e] = q_cow_q[e];
`ifndef UV_UNIT_TF_TOKEN_OFF
    assign dbg_state_o[`UV_UNIT_Q_DST_OFF + e*VrW +: VrW] = q_dst_q[e];
    assign dbg_state_o[`UV_UNIT_Q_SR_OFF + e*SrW +: SrW]  = q_sr_q[e];
    assign dbg_state_o[`UV_UNIT_Q_REL_OFF + e]            = q_rel_q[e];
    assign dbg_state_o[`UV_UNIT_Q_RSR_OFF + e*SrW +: SrW] = q_rsr_q[e];
    assign dbg_state_o[`UV_UNIT_Q_M_OFF + e*Ns +: Ns]     = q_m_q[e];
    assign dbg_state_o[`UV_UNIT_Q_CVAL_OFF + e*Dw +: Dw]  = q_cval_q[e];
`endif
  end
`ifndef UV_UNIT_TF_TOKEN_OFF
  for (genvar i = 0; i < Iq*Ns; i++) begin : g_dbg_val
    assign dbg_state_o[`UV_UNIT_Q_VAL_OFF + i*Dw +: Dw] = q_val_q[i];
  end
`endif
  assign dbg_state_o[`UV_UNIT_Q_HEAD_OFF +: IqW]   = q_head_q;
  assign dbg_state_o[`UV_UNIT_Q_COUNT_OFF +: IqcW] = q_count_q;
  assign dbg_state_o[`UV_UNIT_II_CNT_OFF +: ItW]   = ii_cnt_q;
`endif

endmodule
