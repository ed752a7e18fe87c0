// The P-mode unit of one SM (Warped-Preexecution, SPEC 3.0-3.10; D1 §5): the dual-mode
// scoreboard, the mode control, the rename tables, the availability vector and the P-queue
// composed, with the P-mode issue classifier and the N-mode reuse matcher as their glue.
//
// Verilog twin of rtl_c/pe_unit.c; the ports, the cycle and the protocol are described in
// rtl_c/pe_unit.h. Where the C model evaluates a child on its start-of-cycle state before the
// child's real step (to read an output that the unit needs to make that child's own inputs), this
// module reads the child's output port: the C scratch evaluation is that port. The C names of
// those results map to ports here:
//   mc_q (mode control query)       u_mc.q_*_o, mode_o, wbK_pm_o
//   sb_n, sb_p (N and P checks)     u_sb.n_*_o and u_sb.p_*_o (the N check does not see the copy,
//                                   the P check does: SPEC 3.2 order in hdl/pe_scoreboard.sv)
//   rn_r (rename reads)             u_rn.nrd_*_o, prd_*_o, xrel_mask_o (the exit's N-RT PHYs)
//   pq_q (P-queue query)            u_pq.rel_mask_o, zmb_mask_o, can_ins_o, ins_qidx_o, hm_*_o
//   av_q (availability)             u_av.any_free_o, alloc_idx_o
//   cl, ru                          u_cls, u_ru outputs
// The head match is read after this cycle's insert (pe_pqueue order) and the C scratch reads it
// without the insert: they agree because the insert is for the P slot's warp (in P-mode) and the
// fetch's for an N-mode warp (f_ok), never the same warp.
//
// The SIMT stacks (rtl_c/pe_unit.h): storage indexed by warp (a row per warp of each pdom_stack
// field) and one pdom_stack_upd (hdl/pdom_stack.sv, pdom_stack's phases 1 and 2) for the warp
// of the stack port, as the C model calls pdom_stack_init/pdom_stack_update on that warp only.
// st_ovf_o shows each warp's sticky overflow flag (SPEC 3.10).
//
// A warp's exit (dis_v_i) discards its P-queue and releases every rename register its N-RT maps:
// u_rn's exit read (xrel_mask_o) joins the release mask of the availability vector, and u_rn
// clears the warp's N-RT (SPEC 3.10 [RES]).
//
// The mode control's ent_ok_o equals the unit's entry request (an N-mode warp, raw_ll, so some
// source is pending long latency): the unit drives the copies from its own request and checks
// the equality under simulation (C: pe_unit_check does not see outputs, so pe_unit_comb asserts).
//
// Under simulation the invariants of pe_unit_check() are checked at every clock out of reset on
// the registers (children's by hierarchical reference): the children check their own; this
// module checks that a valid trigger source is pending long latency, and SPEC 7.3's ownership
// rule (every used rename register has exactly one owner among valid P-queue entries, N-RT
// entries with R = 1, zombies, reserved and held registers; a free one none).
// That checker is a build option: WT_NO_RTL_INVARIANTS leaves it out. The lock-step build defines
// it (there the C model runs the same pe_unit_check() every cycle on a state proven equal to this
// one, and the checker's loops over every warp's P-queue and N-RT cost more than the rest of the
// unit); the vector replays, Icarus, the DPI-C and foreign-RTL paths keep it.
//
// dbg_state_o: the children's states in the order of rtl_c/pe_unit.c's table (sb, mc, rn, av,
// pq, then the SIMT stacks field by field over the warps), then the unit's own rsv and held;
// widths and offsets from pe_unit_fields.svh.

`include "wt_config.svh"
`include "wt_params.svh"
`include "pe_unit_fields.svh"
`include "pe_scoreboard_fields.svh"
`include "pe_mode_ctl_fields.svh"
`include "pe_rename_fields.svh"
`include "pe_avail_vec_fields.svh"
`include "pe_pqueue_fields.svh"
`include "pdom_stack_fields.svh"

module pe_unit (
  input  logic                                   clk_i,        // clock
  input  logic                                   rst_ni,       // asynchronous reset, active low

  input  logic                                   pm_en_i,      // P-mode enabled
  input  logic                                   rsv_v_i,      // kernel launch: reserve
  input  logic [`WT_RREGS-1:0]                   rsv_mask_i,   // the registers to reserve
  input  logic                                   rel_v_i,      // release a held register
  input  logic [`WT_PHYW-1:0]                    rel_idx_i,    // its rename index
  input  logic                                   dis_v_i,      // a warp exits (P-queue, N-RT)
  input  logic [`WT_PE_WIDW-1:0]                 dis_wid_i,    // the exiting warp

  input  logic                                   wb0_v_i,      // writeback port 0
  input  logic [`WT_PE_WIDW-1:0]                 wb0_wid_i,    // warp
  input  logic [`WT_AREGW-1:0]                   wb0_reg_i,    // destination
  input  logic                                   wb0_p_i,      // a pre-executed instruction
  input  logic                                   wb0_ll_i,     // N-mode long latency
  input  logic                                   wb0_tag_i,    // P-mode: episode tag
  input  logic [`WT_PQIW-1:0]                    wb0_qidx_i,   // P-mode: P-queue entry
  input  logic [`WT_PHYW-1:0]                    wb0_phy_i,    // P-mode: rename index
  input  logic                                   wb1_v_i,      // writeback port 1
  input  logic [`WT_PE_WIDW-1:0]                 wb1_wid_i,    // warp
  input  logic [`WT_AREGW-1:0]                   wb1_reg_i,    // destination
  input  logic                                   wb1_p_i,      // a pre-executed instruction
  input  logic                                   wb1_ll_i,     // N-mode long latency
  input  logic                                   wb1_tag_i,    // P-mode: episode tag
  input  logic [`WT_PQIW-1:0]                    wb1_qidx_i,   // P-mode: P-queue entry
  input  logic [`WT_PHYW-1:0]                    wb1_phy_i,    // P-mode: rename index

  input  logic                                   n_v_i,        // N-mode issue slot
  input  logic [`WT_PE_WIDW-1:0]                 n_wid_i,      // warp
  input  logic [`WT_PCW-1:0]                     n_pc_i,       // PC
  input  logic [`WT_PE_NSRC*`WT_AREGW-1:0]       n_src_i,      // sources, k at [k*AregW]
  input  logic [`WT_AREGW-1:0]                   n_dst_i,      // destination
  input  logic                                   n_gld_i,      // a global load
  input  logic                                   n_reuse_i,    // a reuse instruction
  input  logic [`WT_PHYW-1:0]                    n_rphy_i,     // its rename index

  input  logic                                   p_v_i,        // P-mode issue slot
  input  logic [`WT_PE_WIDW-1:0]                 p_wid_i,      // warp
  input  logic [`WT_PCW-1:0]                     p_pc_i,       // PC
  input  logic [`WT_PECLSW-1:0]                  p_cls_i,      // class
  input  logic [`WT_PE_NSRC*`WT_AREGW-1:0]       p_src_i,      // sources
  input  logic [`WT_AREGW-1:0]                   p_dst_i,      // destination
  input  logic [`WT_BANKW-1:0]                   p_bank_i,     // bank of the dst's home register

  input  logic                                   f_v_i,        // N-mode fetch
  input  logic [`WT_PE_WIDW-1:0]                 f_wid_i,      // warp
  input  logic [`WT_PCW-1:0]                     f_pc_i,       // PC

  input  logic [`WT_PE_WIDW-1:0]                 st_wid_i,     // SIMT stack port: warp
  input  logic                                   st_init_i,    // start the warp
  input  logic [`WT_PCW-1:0]                     st_init_pc_i, // its first PC
  input  logic [`WT_NL-1:0]                      st_init_mask_i, // its lanes
  input  logic                                   st_upd_i,     // an instruction resolved its PCs
  input  logic [`WT_NL*`WT_PCW-1:0]              st_npc_i,     // next PC of lane l at [l*PcW]
  input  logic [`WT_PCW-1:0]                     st_rpc_i,     // reconvergence PC
  input  logic [`WT_PCW-1:0]                     st_fpc_i,     // fall-through PC

  output logic [`WT_WARPS-1:0]                   mode_o,       // mode bit vector (start of cycle)
  output logic [`WT_WARPS-1:0]                   exit_mask_o,  // warps leaving P-mode
  output logic                                   any_free_o,   // a rename register is free
  output logic                                   n_ok_o,       // the N slot names an N-mode warp
  output logic                                   n_iss_o,      // it issues
  output logic                                   n_ent_o,      // it triggers P-mode entry
  output logic [`WT_PE_NSRC-1:0]                 n_src_r_o,    // N-RT R per source
  output logic [`WT_PE_NSRC*`WT_PHYW-1:0]        n_src_phy_o,  // N-RT PHY per source
  output logic                                   n_old_r_o,    // the displaced mapping
  output logic [`WT_PHYW-1:0]                    n_old_phy_o,  // its rename index
  output logic                                   p_ok_o,       // the P slot counts
  output logic [`WT_PEACTW-1:0]                  p_act_o,      // the classifier's action
  output logic                                   p_tag_o,      // the warp's episode tag
  output logic [`WT_PE_NSRC-1:0]                 p_src_r_o,    // P-RT R per source
  output logic [`WT_PE_NSRC*`WT_PHYW-1:0]        p_src_phy_o,  // P-RT PHY per source
  output logic                                   p_pre_o,      // pre-executed
  output logic [`WT_PHYW-1:0]                    p_phy_o,      // its rename index
  output logic [`WT_PQIW-1:0]                    p_qidx_o,     // its P-queue entry
  output logic                                   f_reuse_o,    // the fetch takes the head
  output logic                                   f_wait_o,     // head not ready: retry
  output logic [`WT_AREGW-1:0]                   f_dst_o,      // the reuse's destination
  output logic [`WT_PHYW-1:0]                    f_phy_o,      // its rename index
  output logic [`WT_AREGW-1:0]                   f_src0_o,     // its source 0
  output logic [`WT_AREGW-1:0]                   f_src1_o,     // its source 1
  output logic [`WT_PCW-1:0]                     st_pc_o,      // SIMT TOS PC of warp st_wid
  output logic [`WT_NL-1:0]                      st_mask_o,    // SIMT TOS mask of warp st_wid
  output logic [`WT_WARPS-1:0]                   st_ovf_o      // each warp's stack overflowed (sticky)

`ifndef SYNTHESIS
  ,
  output logic [`PE_UNIT_STATE_W-1:0]            dbg_state_o   // packed state (C order)
`endif
);

  localparam Warps = `WT_WARPS;
  localparam AregW = `WT_AREGW;
  localparam NSrc  = `WT_PE_NSRC;             // sources of an instruction (params/pe_params.h)
  localparam NAreg = (1 << AregW) - 1;         // WT_NAREG: the "none" register
  localparam PhyW  = `WT_PHYW;
  localparam RRegs = `WT_RREGS;
  localparam ActW  = `WT_PEACTW;
  localparam ActHalt    = `WT_PE_ACT_HALT;     // PE_ACT_HALT (params/pe_params.h, declared once)
  localparam ActPreexec = `WT_PE_ACT_PREEXEC;  // PE_ACT_PREEXEC

  ////////////////////////////////////////
  // 1. Mode control query, slot checks //
  ////////////////////////////////////////

  logic wb0_pm, wb1_pm;                   // C mc_q.wbK_pm
  logic q_mode, q_halt, q_tag, q_smem_st, q_bar;  // C mc_q.q_* (warp p_wid)
  logic ent_ok;                           // C mc_o.ent_ok
  logic n_ok, p_ok, f_ok;

  assign n_ok = n_v_i && (32'(n_wid_i) < Warps) && !mode_o[n_wid_i];
  assign p_ok = p_v_i && q_mode && !q_halt;
  assign f_ok = f_v_i && (32'(f_wid_i) < Warps) && !mode_o[f_wid_i];

  ////////////////////////////////////////
  // 2.-3. Scoreboard checks, N decision //
  ////////////////////////////////////////

  logic       n_raw_ll, n_raw, n_waw;     // C sb_n
  logic [NSrc-1:0] n_src_ll;
  logic       p_src_ll, p_src_pend, p_dst_pend;  // C sb_p
  logic [NSrc*AregW-1:0] nck_src;         // a reuse reads no source: its check is the dst (WAW)
  assign nck_src = n_reuse_i ? {NSrc{AregW'(NAreg)}} : n_src_i;

  logic [NSrc:0]            nrd_r, prd_r;  // C rn_r: the sources, then the destination (at NSrc)
  logic [(NSrc+1)*PhyW-1:0] nrd_phy, prd_phy;

  logic n_nrm, ent, nrm_iss;
  assign n_nrm   = n_ok && !n_reuse_i;
  assign ent     = n_nrm && pm_en_i && n_raw_ll;
  assign nrm_iss = n_nrm && !n_raw && !n_waw;

  ////////////////////////////////////////////////
  // 4. P-queue query, availability, classifier //
  ////////////////////////////////////////////////

  logic [RRegs-1:0] pq_rel, pq_zmb;       // C pq_q.rel_mask, zmb_mask
  logic             can_ins;
  logic [`WT_PQIW-1:0] ins_qidx;
  logic             hm_match, hm_rdy;
  logic [AregW-1:0] hm_dst, hm_src0, hm_src1;
  logic [PhyW-1:0]  hm_phy;
  logic             av_any_free, av_alloc_ok;
  logic [PhyW-1:0]  alloc_idx;
  logic [RRegs-1:0] rn_xrel;               // C rn_r.xrel_mask: the exit's N-RT mappings
  logic [RRegs-1:0] rel_1h, rel_mask;
  assign rel_1h   = rel_v_i ? (RRegs'(1) << rel_idx_i) : '0;
  assign rel_mask = pq_rel | rn_xrel | rel_1h;

  logic [`WT_PEACTW-1:0] act;             // C cl
  logic       mark_ll, set_smem_st, set_bar;
  logic       pre;
  assign pre = p_ok && (act == ActW'(ActPreexec));

  logic f_reuse, f_wait, pop, i_iss, i_wait, i_rel;  // C ru
  logic n_iss;
  assign n_iss = nrm_iss || i_iss;

  /////////////////////
  // The children    //
  /////////////////////

`ifndef SYNTHESIS
  logic [`PE_SCOREBOARD_STATE_W-1:0] sb_dbg;
  logic [`PE_MODE_CTL_STATE_W-1:0]   mc_dbg;
  logic [`PE_RENAME_STATE_W-1:0]     rn_dbg;
  logic [`PE_AVAIL_VEC_STATE_W-1:0]  av_dbg;
  logic [`PE_PQUEUE_STATE_W-1:0]     pq_dbg;
`endif

  pe_scoreboard u_sb (
    .clk_i, .rst_ni,
    .wb0_v_i, .wb0_wid_i, .wb0_reg_i, .wb0_p_i, .wb0_ll_i,
    .wb0_pm_i     (wb0_pm),
    .wb1_v_i, .wb1_wid_i, .wb1_reg_i, .wb1_p_i, .wb1_ll_i,
    .wb1_pm_i     (wb1_pm),
    .cp_v_i       (ent),
    .cp_wid_i     (n_wid_i),
    .nck_wid_i    (n_wid_i),
    .nck_src_i    (nck_src),
    .nck_dst_i    (n_dst_i),
    .pck_wid_i    (p_wid_i),
    .pck_src_i    (p_src_i),
    .pck_dst_i    (p_dst_i),
    .nis_v_i      (nrm_iss),
    .nis_wid_i    (n_wid_i),
    .nis_dst_i    (n_dst_i),
    .nis_ll_i     (n_gld_i),
    .pup_v_i      (p_ok && (mark_ll || pre)),
    .pup_wid_i    (p_wid_i),
    .pup_dst_i    (p_dst_i),
    .pup_op_i     (pre),
    .n_raw_ll_o   (n_raw_ll),
    .n_raw_o      (n_raw),
    .n_waw_o      (n_waw),
    .n_src_ll_o   (n_src_ll),
    .p_src_ll_o   (p_src_ll),
    .p_src_pend_o (p_src_pend),
    .p_dst_pend_o (p_dst_pend)
`ifndef SYNTHESIS
    , .dbg_state_o (sb_dbg)
`endif
  );

  pe_mode_ctl u_mc (
    .clk_i, .rst_ni,
    .q_wid_i      (p_wid_i),
    .wb0_v_i, .wb0_wid_i, .wb0_reg_i, .wb0_p_i, .wb0_tag_i,
    .wb1_v_i, .wb1_wid_i, .wb1_reg_i, .wb1_p_i, .wb1_tag_i,
    .ent_v_i      (ent),
    .ent_wid_i    (n_wid_i),
    .ent_src_i    (n_src_i),
    .ent_src_ll_i (n_src_ll),
    .hlt_v_i      (p_ok && (act == ActW'(ActHalt))),
    .hlt_wid_i    (p_wid_i),
    .fl_v_i       (p_ok && (set_smem_st || set_bar)),
    .fl_wid_i     (p_wid_i),
    .fl_smem_st_i (set_smem_st),
    .fl_bar_i     (set_bar),
    .q_mode_o     (q_mode),
    .q_halt_o     (q_halt),
    .q_tag_o      (q_tag),
    .q_smem_st_o  (q_smem_st),
    .q_bar_o      (q_bar),
    .mode_o,
    .wb0_pm_o     (wb0_pm),
    .wb1_pm_o     (wb1_pm),
    .exit_mask_o,
    .ent_ok_o     (ent_ok)
`ifndef SYNTHESIS
    , .dbg_state_o (mc_dbg)
`endif
  );

  pe_rename u_rn (
    .clk_i, .rst_ni,
    .nrd_wid_i    (n_wid_i),
    .nrd_reg_i    ({n_dst_i, n_src_i}),
    .prd_wid_i    (p_wid_i),
    .prd_reg_i    ({AregW'(NAreg), p_src_i}),  // the P-RT dst is overwritten, not released
    .cp_v_i       (ent),
    .cp_wid_i     (n_wid_i),
    .xit_v_i      (dis_v_i),    // a warp's exit releases its N-RT mappings (SPEC 3.10)
    .xit_wid_i    (dis_wid_i),
    .nwr_v_i      (n_iss),
    .nwr_wid_i    (n_wid_i),
    .nwr_reg_i    (n_dst_i),
    .nwr_set_i    (n_reuse_i),
    .nwr_phy_i    (n_rphy_i),
    .pwr_v_i      (pre),
    .pwr_wid_i    (p_wid_i),
    .pwr_reg_i    (p_dst_i),
    .pwr_set_i    (1'b1),
    .pwr_phy_i    (alloc_idx),
    .nrd_r_o      (nrd_r),
    .nrd_phy_o    (nrd_phy),
    .prd_r_o      (prd_r),
    .prd_phy_o    (prd_phy),
    .xrel_mask_o  (rn_xrel)
`ifndef SYNTHESIS
    , .dbg_state_o (rn_dbg)
`endif
  );

  pe_pqueue u_pq (
    .clk_i, .rst_ni,
    .pwb0_v_i     (wb0_v_i && wb0_p_i),
    .pwb0_wid_i   (wb0_wid_i),
    .pwb0_qidx_i  (wb0_qidx_i),
    .pwb0_phy_i   (wb0_phy_i),
    .pwb1_v_i     (wb1_v_i && wb1_p_i),
    .pwb1_wid_i   (wb1_wid_i),
    .pwb1_qidx_i  (wb1_qidx_i),
    .pwb1_phy_i   (wb1_phy_i),
    .ent_v_i      (ent),
    .ent_wid_i    (n_wid_i),
    .ent_base_i   (n_pc_i),
    .dis_v_i, .dis_wid_i,
    .ins_wid_i    (p_wid_i),
    .ins_pc_i     (p_pc_i),
    .ins_v_i      (pre),
    .ins_dst_i    (p_dst_i),
    .ins_src0_i   (p_src_i[0*AregW +: AregW]),
    .ins_src1_i   (p_src_i[1*AregW +: AregW]),
    .ins_phy_i    (alloc_idx),
    .hm_wid_i     (f_wid_i),
    .hm_pc_i      (f_pc_i),
    .pop_v_i      (pop),
    .pop_wid_i    (f_wid_i),
    .rel_mask_o   (pq_rel),
    .zmb_mask_o   (pq_zmb),
    .can_ins_o    (can_ins),
    .ins_qidx_o   (ins_qidx),
    .hm_match_o   (hm_match),
    .hm_rdy_o     (hm_rdy),
    .hm_dst_o     (hm_dst),
    .hm_phy_o     (hm_phy),
    .hm_src0_o    (hm_src0),
    .hm_src1_o    (hm_src1)
`ifndef SYNTHESIS
    , .dbg_state_o (pq_dbg)
`endif
  );

  pe_avail_vec u_av (
    .clk_i, .rst_ni,
    .zmb_mask_i   (pq_zmb),
    .wbn0_v_i     (wb0_v_i && wb0_p_i),
    .wbn0_idx_i   (wb0_phy_i),
    .wbn1_v_i     (wb1_v_i && wb1_p_i),
    .wbn1_idx_i   (wb1_phy_i),
    .rel_mask_i   (rel_mask),
    .rsv_v_i, .rsv_mask_i,
    .alloc_v_i    (pre),
    .alloc_bank_i (p_bank_i),
    .any_free_o   (av_any_free),
    .alloc_ok_o   (av_alloc_ok),
    .alloc_idx_o  (alloc_idx)
`ifndef SYNTHESIS
    , .dbg_state_o (av_dbg)
`endif
  );

  pe_classifier u_cls (
    .cls_i         (p_cls_i),
    .src_ll_i      (p_src_ll),
    .src_pend_i    (p_src_pend),
    .dst_pend_i    (p_dst_pend),
    .smem_st_i     (q_smem_st),
    .bar_i         (q_bar),
    .can_ins_i     (can_ins),
    .any_free_i    (av_any_free),
    .act_o         (act),
    .mark_ll_o     (mark_ll),
    .set_smem_st_o (set_smem_st),
    .set_bar_o     (set_bar)
  );

  pe_reuse u_ru (
    .f_v_i         (f_ok),
    .hm_match_i    (hm_match),
    .hm_rdy_i      (hm_rdy),
    .i_v_i         (n_ok && n_reuse_i),
    .i_dst_pend_i  (n_waw),
    .i_old_r_i     (nrd_r[NSrc]),
    .f_reuse_o     (f_reuse),
    .f_wait_o      (f_wait),
    .pop_o         (pop),
    .i_iss_o       (i_iss),
    .i_wait_o      (i_wait),
    .i_rel_o       (i_rel)
  );

  ///////////////////////////////////////
  // 6. The unit's own registers       //
  ///////////////////////////////////////

  // held: set by a pop (the entry's PHY) and by an issue that displaces an N-RT mapping with
  // R = 1 (its old PHY); cleared by a reuse issue (n_rphy) and by a release; a set wins.
  // rsv: a release, then the reserve.
  logic [RRegs-1:0] rsv_q, rsv_d, held_q, held_d;
  logic             old_held;
  assign old_held = n_iss && nrd_r[NSrc] && (n_dst_i != AregW'(NAreg));
  assign held_d = (held_q & ~(rel_1h | (i_iss ? (RRegs'(1) << n_rphy_i) : '0)))
                | (pop ? (RRegs'(1) << hm_phy) : '0)
                | (old_held ? (RRegs'(1) << nrd_phy[NSrc*PhyW +: PhyW]) : '0);
  assign rsv_d  = (rsv_q & ~rel_1h) | (rsv_v_i ? rsv_mask_i : '0);

  `WT_FF(rsv_q,  rsv_d)
  `WT_FF(held_q, held_d)

  /////////////////////////////////////////////////////////////////////
  // 7. The SIMT stacks: storage indexed by warp, one update datapath //
  /////////////////////////////////////////////////////////////////////

  // Row w of these arrays is warp w's pdom_stack state (rtl_c/pdom_stack.h), entries packed as
  // pdom_stack_upd takes them (entry e at [e*PcW] or [e*Lanes]). The port's warp (st_wid) is read
  // out and goes through the one pdom_stack_upd (phases 1 and 2); its row is written back. The
  // entering warp's row is copied to its shadow row (after the update when it is also the port's
  // warp), each exiting warp's shadow row is restored (not the copying warp's: restoring what was
  // just copied changes nothing). st_pc_o/st_mask_o: the TOS of warp st_wid (start of cycle).
  localparam PcW   = `WT_PCW;
  localparam Lanes = `WT_NL;
  localparam Depth = `WT_PDOM_D;
  localparam DepW  = `WT_PDOM_DW;
  localparam WidW  = `WT_PE_WIDW;
  localparam StkW  = Depth*PcW;    // a stack's NPCs (or RPCs)
  localparam MskW  = Depth*Lanes;  // a stack's masks
  // Reset (pdom_stack's): entry 0 = {0, PC_NONE, all lanes}, every other entry 0, depth 1.
  localparam logic [StkW-1:0] RpcRst  = StkW'({PcW{1'b1}});
  localparam logic [MskW-1:0] MaskRst = MskW'({Lanes{1'b1}});

  (* mem2reg *) logic [StkW-1:0] st_npc_q    [Warps];  // main stack (N-SIMT, P-SIMT in P-mode)
  (* mem2reg *) logic [StkW-1:0] st_rpc_q    [Warps];
  (* mem2reg *) logic [MskW-1:0] st_mask_q   [Warps];
  (* mem2reg *) logic [DepW-1:0] st_depth_q  [Warps];
  (* mem2reg *) logic            st_ovf_q    [Warps];
  (* mem2reg *) logic [StkW-1:0] st_s_npc_q  [Warps];  // shadow copy (D1's P-mode SIMT copy)
  (* mem2reg *) logic [StkW-1:0] st_s_rpc_q  [Warps];
  (* mem2reg *) logic [MskW-1:0] st_s_mask_q [Warps];
  (* mem2reg *) logic [DepW-1:0] st_s_depth_q[Warps];
  (* mem2reg *) logic            st_s_ovf_q  [Warps];

  logic            st_in;   // st_wid names a warp
  logic [WidW-1:0] st_w;    // the row the datapath reads (0 when st_wid names none)
  assign st_in = (32'(st_wid_i) < Warps);
  assign st_w  = st_in ? st_wid_i : '0;

  logic [PcW-1:0]   st_pc;    // C st_pc, st_mask
  logic [Lanes-1:0] st_mask;
  logic [StkW-1:0]  npc2, rpc2;   // warp st_w's stack after phases 1 and 2
  logic [MskW-1:0]  mask2;
  logic [DepW-1:0]  depth2;
  logic             ovf2;
  pdom_stack_upd u_st (
    .q_npc_i       (st_npc_q[st_w]),
    .q_rpc_i       (st_rpc_q[st_w]),
    .q_mask_i      (st_mask_q[st_w]),
    .q_depth_i     (st_depth_q[st_w]),
    .q_ovf_i       (st_ovf_q[st_w]),
    .init_i        (st_init_i),
    .init_pc_i     (st_init_pc_i),
    .init_mask_i   (st_init_mask_i),
    .upd_i         (st_upd_i),
    .npc_i         (st_npc_i),
    .rpc_i         (st_rpc_i),
    .fpc_i         (st_fpc_i),
    .fetch_pc_o    (st_pc),
    .active_mask_o (st_mask),
    .npc2_o        (npc2),
    .rpc2_o        (rpc2),
    .mask2_o       (mask2),
    .depth2_o      (depth2),
    .ovf2_o        (ovf2)
  );
  assign st_pc_o   = st_in ? st_pc : '0;
  assign st_mask_o = st_in ? st_mask : '0;
  for (genvar w = 0; w < Warps; w++) begin : g_ovf
    assign st_ovf_o[w] = st_ovf_q[w];  // the main stack's sticky overflow, start of cycle
  end

  // Per warp: the row's write enables (the port's write-back, the copy, the restore).
  for (genvar w = 0; w < Warps; w++) begin : g_st
    logic port_w, cp_w, rs_w;
    assign port_w = st_in && (st_wid_i == WidW'(w)) && (st_init_i || st_upd_i);
    assign cp_w   = ent && (n_wid_i == WidW'(w));
    assign rs_w   = exit_mask_o[w] && !cp_w;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        st_npc_q[w]     <= '0;
        st_rpc_q[w]     <= RpcRst;
        st_mask_q[w]    <= MaskRst;
        st_depth_q[w]   <= DepW'(1);
        st_ovf_q[w]     <= 1'b0;
        st_s_npc_q[w]   <= '0;
        st_s_rpc_q[w]   <= RpcRst;
        st_s_mask_q[w]  <= MaskRst;
        st_s_depth_q[w] <= DepW'(1);
        st_s_ovf_q[w]   <= 1'b0;
      end else begin
        if (rs_w) begin
          st_npc_q[w]   <= st_s_npc_q[w];
          st_rpc_q[w]   <= st_s_rpc_q[w];
          st_mask_q[w]  <= st_s_mask_q[w];
          st_depth_q[w] <= st_s_depth_q[w];
          st_ovf_q[w]   <= st_s_ovf_q[w];
        end else if (port_w) begin
          st_npc_q[w]   <= npc2;
          st_rpc_q[w]   <= rpc2;
          st_mask_q[w]  <= mask2;
          st_depth_q[w] <= depth2;
          st_ovf_q[w]   <= ovf2;
        end
        if (cp_w) begin
          st_s_npc_q[w]   <= port_w ? npc2   : st_npc_q[w];
          st_s_rpc_q[w]   <= port_w ? rpc2   : st_rpc_q[w];
          st_s_mask_q[w]  <= port_w ? mask2  : st_mask_q[w];
          st_s_depth_q[w] <= port_w ? depth2 : st_depth_q[w];
          st_s_ovf_q[w]   <= port_w ? ovf2   : st_ovf_q[w];
        end
      end
    end
  end

  /////////////
  // Outputs //
  /////////////

  assign any_free_o  = av_any_free;
  assign n_ok_o      = n_ok;
  assign n_iss_o     = n_iss;
  assign n_ent_o     = ent;
  assign n_src_r_o   = nrd_r[NSrc-1:0];
  assign n_src_phy_o = nrd_phy[NSrc*PhyW-1:0];
  assign n_old_r_o   = nrd_r[NSrc];
  assign n_old_phy_o = nrd_phy[NSrc*PhyW +: PhyW];
  assign p_ok_o      = p_ok;
  assign p_act_o     = act;
  assign p_tag_o     = q_tag;
  assign p_src_r_o   = prd_r[NSrc-1:0];
  assign p_src_phy_o = prd_phy[NSrc*PhyW-1:0];
  assign p_pre_o     = pre;
  assign p_phy_o     = pre ? alloc_idx : '0;
  assign p_qidx_o    = pre ? ins_qidx : '0;
  assign f_reuse_o   = f_reuse;
  assign f_wait_o    = f_wait;
  assign f_dst_o     = f_reuse ? hm_dst : '0;
  assign f_phy_o     = f_reuse ? hm_phy : '0;
  assign f_src0_o    = f_reuse ? hm_src0 : '0;
  assign f_src1_o    = f_reuse ? hm_src1 : '0;

  // Read only by the checks below (i_wait: the pipeline retries; i_rel = the displaced mapping,
  // which the unit takes from the rename read; alloc_ok = any_free), or not at all (the P-RT's
  // destination read port, which reads "none").
  logic unused;
  assign unused = ^{i_wait, i_rel, av_alloc_ok, ent_ok, prd_r[NSrc], prd_phy[NSrc*PhyW +: PhyW]};

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // One block with loops (Verilator 5.006 compiles many slice assignments into one wide vector
  // as chains of wide concatenations, quadratic in the width; a loop stays linear). The stacks:
  // field F of warp w at PE_UNIT_ST_F_OFF + w x (its bits per warp), the C table's grouped field
  // "st.F" (rtl_c/wt_block.h WT_XFIELD_IN).
  always_comb begin : p_dbg_state
    dbg_state_o[`PE_UNIT_SB_N_PEND_OFF +: `PE_SCOREBOARD_STATE_W] = sb_dbg;
    dbg_state_o[`PE_UNIT_MC_MODE_OFF +: `PE_MODE_CTL_STATE_W]     = mc_dbg;
    dbg_state_o[`PE_UNIT_RN_N_R_OFF +: `PE_RENAME_STATE_W]        = rn_dbg;
    dbg_state_o[`PE_UNIT_AV_USED_OFF +: `PE_AVAIL_VEC_STATE_W]    = av_dbg;
    dbg_state_o[`PE_UNIT_PQ_E_OFF +: `PE_PQUEUE_STATE_W]          = pq_dbg;
    for (int w = 0; w < Warps; w++) begin
      dbg_state_o[`PE_UNIT_ST_NPC_OFF + w*StkW +: StkW]       = st_npc_q[w];
      dbg_state_o[`PE_UNIT_ST_RPC_OFF + w*StkW +: StkW]       = st_rpc_q[w];
      dbg_state_o[`PE_UNIT_ST_MASK_OFF + w*MskW +: MskW]      = st_mask_q[w];
      dbg_state_o[`PE_UNIT_ST_DEPTH_OFF + w*DepW +: DepW]     = st_depth_q[w];
      dbg_state_o[`PE_UNIT_ST_OVF_OFF + w]                    = st_ovf_q[w];
      dbg_state_o[`PE_UNIT_ST_S_NPC_OFF + w*StkW +: StkW]     = st_s_npc_q[w];
      dbg_state_o[`PE_UNIT_ST_S_RPC_OFF + w*StkW +: StkW]     = st_s_rpc_q[w];
      dbg_state_o[`PE_UNIT_ST_S_MASK_OFF + w*MskW +: MskW]    = st_s_mask_q[w];
      dbg_state_o[`PE_UNIT_ST_S_DEPTH_OFF + w*DepW +: DepW]   = st_s_depth_q[w];
      dbg_state_o[`PE_UNIT_ST_S_OVF_OFF + w]                  = st_s_ovf_q[w];
    end
    dbg_state_o[`PE_UNIT_RSV_OFF +: RRegs]  = rsv_q;
    dbg_state_o[`PE_UNIT_HELD_OFF +: RRegs] = held_q;
  end
  // The children's states and the own fields tile pe_unit's, each where the one before ends.
  initial begin : p_fields_match
    if (`PE_UNIT_SB_N_PEND_OFF != 0
        || `PE_UNIT_MC_MODE_OFF != `PE_UNIT_SB_N_PEND_OFF + `PE_SCOREBOARD_STATE_W
        || `PE_UNIT_RN_N_R_OFF != `PE_UNIT_MC_MODE_OFF + `PE_MODE_CTL_STATE_W
        || `PE_UNIT_AV_USED_OFF != `PE_UNIT_RN_N_R_OFF + `PE_RENAME_STATE_W
        || `PE_UNIT_PQ_E_OFF != `PE_UNIT_AV_USED_OFF + `PE_AVAIL_VEC_STATE_W
        || `PE_UNIT_ST_NPC_OFF != `PE_UNIT_PQ_E_OFF + `PE_PQUEUE_STATE_W
        || `PE_UNIT_RSV_OFF != `PE_UNIT_ST_NPC_OFF + Warps * `PDOM_STACK_STATE_W
        || `PDOM_STACK_STATE_W != `PDOM_STACK_NPC_N*`PDOM_STACK_NPC_W + `PDOM_STACK_RPC_N*`PDOM_STACK_RPC_W
             + `PDOM_STACK_MASK_N*`PDOM_STACK_MASK_W + `PDOM_STACK_DEPTH_W + `PDOM_STACK_OVF_W
             + `PDOM_STACK_S_NPC_N*`PDOM_STACK_S_NPC_W + `PDOM_STACK_S_RPC_N*`PDOM_STACK_S_RPC_W
             + `PDOM_STACK_S_MASK_N*`PDOM_STACK_S_MASK_W + `PDOM_STACK_S_DEPTH_W + `PDOM_STACK_S_OVF_W
        || `PE_UNIT_ST_NPC_N * `PE_UNIT_ST_NPC_W != Warps * StkW
        || `PE_UNIT_ST_MASK_N * `PE_UNIT_ST_MASK_W != Warps * MskW
        || `PE_UNIT_ST_DEPTH_W != DepW
        || `PE_UNIT_HELD_OFF != `PE_UNIT_RSV_OFF + RRegs
        || `PE_UNIT_STATE_W != `PE_UNIT_HELD_OFF + RRegs) begin
      $fatal(1, "pe_unit: the children's states do not tile pe_unit_fields.svh");
    end
  end

  /////////////////////////////////////////
  // Invariants under simulation         //
  /////////////////////////////////////////

  // pe_unit_check() on the registers of each cycle, at every rising edge out of reset (a check of
  // this cycle's combinational signals would stop a lock-step run inside eval(), before the
  // harness reports the output mismatch that a bug causes first). The entry equality is on this
  // cycle's signals but cannot fail before an output does (n_ent_o is an output).
`ifndef WT_NO_RTL_INVARIANTS
  localparam Pq    = `WT_PQ;

  /* verilator lint_off BLKSEQ */
  /* verilator lint_off SYNCASYNCNET */
  always @(posedge clk_i) begin : p_invariants
    if (rst_ni) begin
      int unsigned owners [RRegs];
      int unsigned o;
      logic [AregW-1:0] r;
      logic [PhyW-1:0] ph;
      if (ent_ok != ent) begin
        $fatal(1, "pe_unit: the mode control's ent_ok %0d differs from the entry request %0d",
               ent_ok, ent);
      end
      for (int w = 0; w < Warps; w++) begin
        for (int k = 0; k < NSrc; k++) begin
          r = u_mc.trig_reg_q[(w*NSrc + k)*AregW +: AregW];
          if (u_mc.trig_v_q[w*NSrc + k]
              && !(r != AregW'(NAreg) && u_sb.n_pend_q[w][r] && u_sb.n_ll_q[w][r])) begin
            $fatal(1, "pe_unit invariant: warp %0d: trigger source %0d (r%0d) is valid but not pending long latency",
                   w, k, r);
          end
        end
      end
      for (int i = 0; i < RRegs; i++) owners[i] = 0;
      for (int w = 0; w < Warps; w++) begin
        for (int k = 0; k < Pq; k++) begin
          if (u_pq.e_q[w*Pq + k][`WT_PQE_V_OFF]) begin
            ph = u_pq.e_q[w*Pq + k][`WT_PQE_PHY_OFF +: PhyW];
            owners[ph] = owners[ph] + 1;
          end
        end
        for (int rr = 0; rr < NAreg; rr++) begin
          if (u_rn.n_r_q[w][rr]) begin
            ph = u_rn.n_phy_q[w][rr*PhyW +: PhyW];
            owners[ph] = owners[ph] + 1;
          end
        end
      end
      for (int i = 0; i < RRegs; i++) begin
        o = owners[i] + 32'(u_av.zombie_q[i]) + 32'(rsv_q[i]) + 32'(held_q[i]);
        if (o != 32'(u_av.used_q[i])) begin
          $fatal(1, "pe_unit invariant: rename register %0d: used = %0d but %0d owners (P-queue/N-RT %0d, zombie %0d, reserved %0d, held %0d); SPEC 7.3: exactly one owner while used, none while free",
                 i, u_av.used_q[i], o, owners[i], u_av.zombie_q[i], rsv_q[i], held_q[i]);
        end
      end
    end
  end
  /* verilator lint_on SYNCASYNCNET */
  /* verilator lint_on BLKSEQ */
`endif  // WT_NO_RTL_INVARIANTS
`endif

endmodule
