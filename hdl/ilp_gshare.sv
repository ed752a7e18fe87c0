// The gshare and static branch predictors of one SM (SPEC 4.2; D0 §4.4.3).
//
// Verilog twin of rtl_c/ilp_gshare.c; the contract (ports, counter encoding, why the history is
// written at resolve) is rtl_c/ilp_gshare.h.
//
// GsEntries 2-bit counters {dir, strong} shared by every warp (00 = weakly not-taken, the reset
// value), kept as two bit planes dir_q and strong_q, and one GsiW-bit history (GHR) per warp. One
// step, in order:
//   (1) predict, on the start-of-step state: p_idx_o = ppc_i[GsiW-1:0] ^ GHR[pw_i], p_gs_o =
//       dir_q[p_idx_o], p_st_o = (ptgt_i < ppc_i); all 0 while pv_i is 0;
//   (2) resolve: d = udiv_i ? upred_i : utaken_i (a divergent branch records its prediction);
//       counter uidx_i moves one step toward d (strong <- d == dir; dir <- strong ? dir : d),
//       GHR[uw_i] <- {GHR[uw_i], d} (newest in bit 0); u_mis_o = a non-divergent branch whose
//       prediction was wrong.
// Example (baseline, from reset): warp 0 predicts PC 0x040: p_idx_o = 0x040, p_gs_o = 0 (00);
// it resolves taken: counter[0x040] = 10 (weakly taken), GHR[0] = 1, u_mis_o = 1; its next
// prediction at 0x040 reads counter[0x041].
//
// Storage: the counters are GsEntries rows {dir, strong}, indexed by the counter index, with one
// write (the resolve's row, one decoder) and two reads (predict, resolve); they are held as two
// GsEntries-bit planes, so each write is a whole-plane select by the decoded row (a loop or a
// generate over 512 rows of one wide vector ran a hundred times slower under Verilator, a
// variable part-select write cost Yosys a 1024-bit shifter). The histories are an array indexed
// by warp with one write (the resolved warp's row) and two reads. A warp id >= IlpWarps (when
// IlpWarps is not a power of two) reads history 0 and writes nothing.
//
// dbg_state_o: its width and field offsets come from ilp_gshare_fields.svh, generated from the C
// field table (tools/wtgen --fields); p_fields_match stops a simulation at time 0 if the
// parameters differ from it.

`include "wt_config.svh"
`include "wt_params.svh"
`include "ilp_gshare_fields.svh"  // generated: dbg_state_o layout from the C field table

module ilp_gshare #(
  parameter IlpWarps  = `WT_ILP_WARPS,   // warps sharing the predictor; ids clog2(IlpWarps) bits
  parameter GsEntries = `WT_GS_ENTRIES,  // 2-bit counters (a power of two); index clog2 bits
  parameter PcW       = `WT_PCW          // PC width (instruction-granular PCs)
) (
  input  logic                             clk_i,     // clock
  input  logic                             rst_ni,    // asynchronous reset, active low

  // Phase 1, C `pv`, `pw`, `ppc`, `ptgt`: predict a branch.
  input  logic                             pv_i,      // predict
  input  logic [`WT_IDX_W(IlpWarps)-1:0]   pw_i,      // its warp
  input  logic [PcW-1:0]                   ppc_i,     // its PC
  input  logic [PcW-1:0]                   ptgt_i,    // its target

  // Phase 2, C `uv`, `uw`, `uidx`, `upred`, `utaken`, `udiv`: resolve a branch.
  input  logic                             uv_i,      // resolve (update)
  input  logic [`WT_IDX_W(IlpWarps)-1:0]   uw_i,      // its warp
  input  logic [`WT_IDX_W(GsEntries)-1:0]  uidx_i,    // the counter its prediction read (p_idx)
  input  logic                             upred_i,   // its gshare prediction (p_gs)
  input  logic                             utaken_i,  // its outcome (ignored when divergent)
  input  logic                             udiv_i,    // it diverged: record upred_i

  // Phase 1 results, C `p_gs`, `p_st`, `p_idx` (start of step; 0 while pv_i is 0).
  output logic                             p_gs_o,    // gshare: 1 = taken
  output logic                             p_st_o,    // static: target < PC
  output logic [`WT_IDX_W(GsEntries)-1:0]  p_idx_o,   // the counter used
  // Phase 2 result, C `u_mis`.
  output logic                             u_mis_o    // non-divergent misprediction

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: dir[0..GsEntries-1], strong[0..GsEntries-1], then
  // ghr[0..IlpWarps-1].
  output logic [`ILP_GSHARE_STATE_W-1:0]   dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/ilp_params.h formulas).
  localparam WwW  = `WT_IDX_W(IlpWarps);   // WT_ILPWW: warp id
  localparam GsiW = `WT_IDX_W(GsEntries);  // WT_GSIW: counter index and history

  ///////////////
  // Registers //
  ///////////////

  // Yosys: the history array is registers, not a RAM (async reset); (* mem2reg *) says so.
  logic [GsEntries-1:0]          dir_q, dir_d;        // counter bit 1: predicted direction
  logic [GsEntries-1:0]          strong_q, strong_d;  // counter bit 0: saturated toward dir
  (* mem2reg *) logic [GsiW-1:0] ghr_q [IlpWarps];    // history per warp
  (* mem2reg *) logic [GsiW-1:0] ghr_d [IlpWarps];

  `WT_FF(dir_q,    dir_d)
  `WT_FF(strong_q, strong_d)
  for (genvar w = 0; w < IlpWarps; w++) begin : g_ghr
    `WT_FF(ghr_q[w], ghr_d[w])
  end

  // wid_ok[i]: warp id i names a warp of the SM (i < IlpWarps).
  logic [`WT_POW2(WwW)-1:0] wid_ok;
  for (genvar i = 0; i < `WT_POW2(WwW); i++) begin : g_wid_ok
    assign wid_ok[i] = (i < IlpWarps) ? 1'b1 : 1'b0;
  end

  ///////////////////////////////////////
  // Phase 1: predict (start of step)  //
  ///////////////////////////////////////

  // Continuous assignments: Icarus 11 cannot take a constant part-select inside a process.
  logic [GsiW-1:0] pghr;  // C `pghr`: GHR[pw_i], 0 for no warp
  logic [GsiW-1:0] pidx;  // C `pidx`: PC[GsiW-1:0] ^ GHR[pw_i]
  assign pghr    = wid_ok[pw_i] ? ghr_q[pw_i] : '0;
  assign pidx    = GsiW'(ppc_i) ^ pghr;
  assign p_gs_o  = pv_i && dir_q[pidx];
  assign p_st_o  = pv_i && (ptgt_i < ppc_i);
  assign p_idx_o = pv_i ? pidx : '0;

  ////////////////////////
  // Phase 2: resolve   //
  ////////////////////////

  logic            uok;      // C `uok`: a resolve of a warp of the SM
  logic            ud;       // C `d`: the direction recorded
  logic            udir;     // dir_q[uidx_i] at the start of the step
  logic            ustrong;  // strong_q[uidx_i] at the start of the step
  logic            ndir;     // the counter one step toward ud: a strong counter weakens,
  logic            nstrong;  //   a weak one takes ud
  logic [GsiW-1:0] ughr0;    // GHR[uw_i] at the start of the step
  logic [GsiW-1:0] ughr;     // it shifted: {GHR, ud}, newest in bit 0
  assign uok     = uv_i && wid_ok[uw_i];
  assign ud      = udiv_i ? upred_i : utaken_i;
  assign u_mis_o = uok && !udiv_i && (upred_i != utaken_i);
  assign udir    = dir_q[uidx_i];
  assign ustrong = strong_q[uidx_i];
  assign nstrong = (ud == udir);
  assign ndir    = ustrong ? udir : ud;
  assign ughr0   = wid_ok[uw_i] ? ghr_q[uw_i] : '0;
  assign ughr    = GsiW'({ughr0, ud});

  // The writes: one decoder per array, then per row only its enable and its mux.
  logic [GsEntries-1:0] ctr_we;  // the resolve's counter row
  assign ctr_we   = uok ? (GsEntries'(1) << uidx_i) : '0;
  assign dir_d    = (dir_q & ~ctr_we) | ({GsEntries{ndir}} & ctr_we);
  assign strong_d = (strong_q & ~ctr_we) | ({GsEntries{nstrong}} & ctr_we);
  logic [IlpWarps-1:0] ghr_we;  // the resolve's warp row
  assign ghr_we = uok ? (IlpWarps'(1) << uw_i) : '0;
  for (genvar w = 0; w < IlpWarps; w++) begin : g_ghr_d
    assign ghr_d[w] = ghr_we[w] ? ughr : ghr_q[w];
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  initial begin : p_fields_match
    if (`ILP_GSHARE_DIR_N != GsEntries || `ILP_GSHARE_DIR_W != 1
        || `ILP_GSHARE_STRONG_N != GsEntries || `ILP_GSHARE_STRONG_W != 1
        || `ILP_GSHARE_GHR_N != IlpWarps || `ILP_GSHARE_GHR_W != GsiW
        || WwW != `WT_ILPWW || GsiW != `WT_GSIW) begin
      $fatal(1, "ilp_gshare: parameters differ from ilp_gshare_fields.svh or wt_params.svh");
    end
  end

  // One block (Verilator: no chain of wide concatenations).
  always_comb begin : p_dbg_state
    dbg_state_o[`ILP_GSHARE_DIR_OFF +: GsEntries]    = dir_q;
    dbg_state_o[`ILP_GSHARE_STRONG_OFF +: GsEntries] = strong_q;
    for (int w = 0; w < IlpWarps; w++) begin
      dbg_state_o[`ILP_GSHARE_GHR_OFF + w*GsiW +: GsiW] = ghr_q[w];
    end
  end
`endif

endmodule
