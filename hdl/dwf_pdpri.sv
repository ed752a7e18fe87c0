// DPdPri selector: per-thread post-dominator counters and a per-warp key, the warp with the
// smallest key issued first (SPEC 1.8 DPdPri [RES]; D3 §4.3).
//
// Verilog twin of rtl_c/dwf_pdpri.c; the header rtl_c/dwf_pdpri.h states the contract.
//
// State: PDC[Threads] (8 b saturating, indexed by thread id), and per pool entry KEY (8 b, the
// warp's minimum PDC), KPC (its PC, for the tie rule) and WV (it holds a warp waiting for issue). One step is combinational, in the
// phase order of SPEC 1.7: (1) ISSUE: the waiting entry with the smallest {KEY, PC, index}, found
// by a scan in index order (p_sel); (2) port 0, then port 1: a new warp's KEY is the minimum PDC
// of its CNF lanes' threads, and the other lanes lower the hit warp's KEY to theirs (g_ins[p]); (3) writeback: PDC[tid] + 1, saturating,
// for every taken lane whose next PC is a reconvergence point (p_wb).
//
// Correspondence with the C model (rtl_c/dwf_pdpri.c), by name:
//   p_sel (f, bi, bk, bp), wv_1    dwf_pdpri_p1()
//   g_ins[p] (k_new, k_old,         dwf_pdpri_insert()
//     any_old, key_out, kpc_out,
//     wv_out)
//   p_wb (inc), pdc_d              dwf_pdpri_wb()
//
// Reset: every register 0.
//
// dbg_state_o: its width and field offsets come from dwf_pdpri_fields.svh, generated from the C
// field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/dwf_pdpri.h.

`include "wt_config.svh"
`include "wt_params.svh"
`include "dwf_pdpri_fields.svh"  // generated: dbg_state_o layout from the C field table

module dwf_pdpri #(
  parameter Threads = `WT_THREADS,  // threads per core: PDC entries; TID width clog2(Threads)
  parameter Pool    = `WT_POOL,     // warp-pool entries: KEY entries (WT_POOL)
  parameter Lanes   = `WT_NL,       // lanes per warp (WT_NL)
  parameter PcW     = `WT_PCW       // PC width (WT_PCW)
) (
  input  logic                                    clk_i,       // clock
  input  logic                                    rst_ni,      // asynchronous reset, active low

  // Phase 2, C `ins0*`, `ins1*`: an accepted WUR per port, port 1 after port 0.
  input  logic                                    ins0_i,      // WUR0 accepted
  input  logic [Lanes-1:0]                        ins0_cnf_i,  // lanes into the new warp (0: none)
  input  logic [`WT_IDX_W(Pool)-1:0]              ins0_inew_i, // the new warp's pool index
  input  logic [`WT_IDX_W(Pool)-1:0]              ins0_iold_i, // the hit warp: the other lanes
  input  logic [PcW-1:0]                          ins0_pc_i,   // the WUR's PC
  input  logic [Lanes*`WT_IDX_W(Threads)-1:0]     ins0_tid_i,  // its TIDs, lane l at [l*TidW +: TidW]
  input  logic                                    ins1_i,
  input  logic [Lanes-1:0]                        ins1_cnf_i,
  input  logic [`WT_IDX_W(Pool)-1:0]              ins1_inew_i,
  input  logic [`WT_IDX_W(Pool)-1:0]              ins1_iold_i,
  input  logic [PcW-1:0]                          ins1_pc_i,
  input  logic [Lanes*`WT_IDX_W(Threads)-1:0]     ins1_tid_i,

  // Phase 3, C `wb_v`, `wb_tid`, `wb_rcv`: the incoming warp's taken lanes.
  input  logic [Lanes-1:0]                        wb_v_i,      // lanes taken
  input  logic [Lanes*`WT_IDX_W(Threads)-1:0]     wb_tid_i,    // their TIDs
  input  logic [Lanes-1:0]                        wb_rcv_i,    // next PC is a reconvergence point

  // Phase 1, C `iss_v`, `iss_idx`.
  output logic                                    iss_v_o,     // a warp is issued
  output logic [`WT_IDX_W(Pool)-1:0]              iss_idx_o    // its pool index (0 if none)

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: pdc[], key[], kpc[], wv[] (bit 0 = pdc[0][0]).
  output logic [`DWF_PDPRI_STATE_W-1:0]           dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/wt_params.h formulas).
  localparam IdxW = `WT_IDX_W(Pool);     // WT_IDXW
  localparam TidW = `WT_IDX_W(Threads);  // WT_TIDW
  localparam PdcW = 8;                   // DWF_PDPRI_PDCW
  localparam logic [PdcW-1:0] PdcMax = '1;
  localparam logic [TidW-1:0] TidNone = '1;

  ///////////////
  // Registers //
  ///////////////

  (* mem2reg *) logic [PdcW-1:0] pdc_q [Threads];  // PDC per thread
  (* mem2reg *) logic [PdcW-1:0] pdc_d [Threads];
  (* mem2reg *) logic [PdcW-1:0] key_q [Pool];     // KEY per pool entry
  (* mem2reg *) logic [PdcW-1:0] key_d [Pool];
  (* mem2reg *) logic [PcW-1:0]  kpc_q [Pool];     // KPC per pool entry
  (* mem2reg *) logic [PcW-1:0]  kpc_d [Pool];
  logic [Pool-1:0]               wv_q, wv_d;       // WV per pool entry

  for (genvar t = 0; t < Threads; t++) begin : g_pdc
    `WT_FF(pdc_q[t], pdc_d[t])
  end
  for (genvar e = 0; e < Pool; e++) begin : g_key
    `WT_FF(key_q[e], key_d[e])
    `WT_FF(kpc_q[e], kpc_d[e])
  end
  `WT_FF(wv_q, wv_d)

  //////////////////////
  // Phase 1: ISSUE   //
  //////////////////////

  logic [Pool-1:0] wv_1;  // WV after the issue
  always_comb begin : p_sel
    logic            f;
    logic [IdxW-1:0] bi;
    logic [PdcW-1:0] bk;
    logic [PcW-1:0]  bp;
    f  = 1'b0;
    bi = '0;
    bk = '0;
    bp = '0;
    for (int e = 0; e < Pool; e++) begin
      if (wv_q[e] && (!f || (key_q[e] < bk)
                      || ((key_q[e] == bk) && (kpc_q[e] < bp)))) begin
        f  = 1'b1;
        bi = IdxW'(e);
        bk = key_q[e];
        bp = kpc_q[e];
      end
    end
    iss_v_o   = f;
    iss_idx_o = bi;
    wv_1      = wv_q & ~(Pool'(f) << bi);
  end

  //////////////////////////////////////////
  // Phase 2: INSERT ports 0, 1           //
  //////////////////////////////////////////

  for (genvar p = 0; p < 2; p++) begin : g_ins
    logic                  ins;
    logic [Lanes-1:0]      cnf;          // lanes into the new warp
    logic [IdxW-1:0]       inew, iold;
    logic [PcW-1:0]        pc;
    logic [Lanes*TidW-1:0] tid;
    logic [PdcW-1:0]       k_new, k_old; // the minimum PDC of each set of lanes
    logic                  any_old;      // some lane merges into the hit warp
    logic [Pool-1:0]       wv_in, wv_out;
    (* mem2reg *) logic [PdcW-1:0] key_in  [Pool];
    (* mem2reg *) logic [PdcW-1:0] key_out [Pool];
    (* mem2reg *) logic [PcW-1:0]  kpc_in  [Pool];
    (* mem2reg *) logic [PcW-1:0]  kpc_out [Pool];
    if (p == 0) begin : g_in
      assign ins    = ins0_i;
      assign cnf    = ins0_cnf_i;
      assign inew   = ins0_inew_i;
      assign iold   = ins0_iold_i;
      assign pc     = ins0_pc_i;
      assign tid    = ins0_tid_i;
      assign wv_in  = wv_1;
      for (genvar e = 0; e < Pool; e++) begin : g_k
        assign key_in[e] = key_q[e];
        assign kpc_in[e] = kpc_q[e];
      end
    end else begin : g_in
      assign ins    = ins1_i;
      assign cnf    = ins1_cnf_i;
      assign inew   = ins1_inew_i;
      assign iold   = ins1_iold_i;
      assign pc     = ins1_pc_i;
      assign tid    = ins1_tid_i;
      assign wv_in  = g_ins[p-1].wv_out;
      for (genvar e = 0; e < Pool; e++) begin : g_k
        assign key_in[e] = g_ins[p-1].key_out[e];
        assign kpc_in[e] = g_ins[p-1].kpc_out[e];
      end
    end
    always_comb begin : p_kin
      logic [PdcW-1:0] mn, mo, c;
      logic [TidW-1:0] t;
      logic            ao;
      mn = PdcMax;
      mo = PdcMax;
      ao = 1'b0;
      for (int l = 0; l < Lanes; l++) begin
        t = tid[l*TidW +: TidW];
        c = pdc_q[t];
        if ((t != TidNone) && (32'(t) < Threads)) begin
          if (cnf[l]) begin
            mn = (c < mn) ? c : mn;
          end else begin
            mo = (c < mo) ? c : mo;
            ao = 1'b1;
          end
        end
      end
      k_new   = mn;
      k_old   = mo;
      any_old = ao;
    end
    for (genvar e = 0; e < Pool; e++) begin : g_ko
      assign key_out[e] = (ins && (cnf != '0) && (inew == IdxW'(e))) ? k_new
                        : (ins && any_old && (iold == IdxW'(e)) && (k_old < key_in[e])) ? k_old
                        : key_in[e];
      assign kpc_out[e] = (ins && (cnf != '0) && (inew == IdxW'(e))) ? pc : kpc_in[e];
    end
    assign wv_out = wv_in | (Pool'(ins && (cnf != '0)) << inew);
  end

  for (genvar e = 0; e < Pool; e++) begin : g_key_d
    assign key_d[e] = g_ins[1].key_out[e];
    assign kpc_d[e] = g_ins[1].kpc_out[e];
  end
  assign wv_d = g_ins[1].wv_out;

  //////////////////////////
  // Phase 3: writeback   //
  //////////////////////////

  logic [Threads-1:0] inc;  // PDC[t] counts up
  always_comb begin : p_wb
    logic [Threads-1:0] v;
    logic [TidW-1:0]    t;
    v = '0;
    for (int l = 0; l < Lanes; l++) begin
      t = wb_tid_i[l*TidW +: TidW];
      if (wb_v_i[l] && wb_rcv_i[l] && (32'(t) < Threads)) begin
        v[t] = 1'b1;
      end
    end
    inc = v;
  end
  for (genvar t = 0; t < Threads; t++) begin : g_pdc_d
    assign pdc_d[t] = (inc[t] && (pdc_q[t] != PdcMax)) ? pdc_q[t] + PdcW'(1) : pdc_q[t];
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  initial begin : p_fields_match
    if (`DWF_PDPRI_PDC_N != Threads || `DWF_PDPRI_PDC_W != PdcW || `DWF_PDPRI_KEY_N != Pool
        || `DWF_PDPRI_KEY_W != PdcW || `DWF_PDPRI_KPC_W != PcW || `DWF_PDPRI_WV_N != Pool) begin
      $fatal(1, "dwf_pdpri: parameters differ from dwf_pdpri_fields.svh");
    end
  end

  for (genvar t = 0; t < Threads; t++) begin : g_dbg_pdc
    assign dbg_state_o[`DWF_PDPRI_PDC_OFF + t*PdcW +: PdcW] = pdc_q[t];
  end
  for (genvar e = 0; e < Pool; e++) begin : g_dbg_key
    assign dbg_state_o[`DWF_PDPRI_KEY_OFF + e*PdcW +: PdcW] = key_q[e];
    assign dbg_state_o[`DWF_PDPRI_KPC_OFF + e*PcW +: PcW]   = kpc_q[e];
    assign dbg_state_o[`DWF_PDPRI_WV_OFF + e] = wv_q[e];
  end
`endif

endmodule
