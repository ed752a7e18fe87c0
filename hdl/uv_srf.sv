// The scalar register file (SRF) of the SRF-based uniform-vector design, with its renaming map
// and its freelist (SPEC 5.3; D4 §3.1.2, §4; D0 §2.4.2).
//
// Verilog twin of rtl_c/uv_srf.c; the contract (ports, state, the readings) is rtl_c/uv_srf.h.
//
// State: SrfRegs scalar registers srf_q of Dw bits; a renaming map entry map_q[v] = {V, sr} per
// physical vector register v (V the MSB: VR v is held by SR sr); the freelist, a FIFO of SR ids
// fl_slot_q with pointers fl_head_q, fl_tail_q and the occupancy fl_count_q.
// Reset: every map entry 0 (not mapped), fl_slot[i] = i, head = tail = 0, count = SrfRegs (every
// SR free), every SR 0.
//
// One cycle, in order (each phase sees the writes of the one before):
//   (1) reads on the start-of-cycle state: srcK_m_o = id_v_i && src_v_i[k] && map[srcK].V,
//       srcK_sr_o = map[srcK].sr, srcK_val_o = srf[srcK_sr_o] (the old value of an SR written this
//       cycle); old = map[dst_i];
//   (2) release: rel_v_i pushes rel_sr_i at the tail (dropped into a full freelist);
//   (3) SRF write: wr_v_i writes wr_val_i into SR wr_sr_i;
//   (4) the ID operation of an instruction with a destination (id_v_i && dst_v_i): a uniform one
//       pops the head SR if the freelist (after phase 2: a release into an empty list is popped at
//       once) is not empty and maps dst to it (alloc_o), else it falls back to regular
//       (fallback_o); a regular (or fallen-back) one unmaps a mapped dst (V <- 0, sr kept), with
//       cow_o when its active mask is not the full mask (CowPaper = 1: and dst is also a source).
//       old_v_o / old_sr_o give the old mapping's SR, released by the pipeline at issue.
// Example (UV-2, baseline): from reset, a uniform instruction to VR1 pops SR0 (alloc_sr_o = 0,
// map[1] = {1, 0}); a uniform one to VR2 pops SR1; a uniform redefinition of VR1 pops SR2 and gives
// old_sr_o = 0, whose release later leaves the freelist [3..127, 0].
//
// Storage: map and SRF are arrays with one write each (the destination's entry; SP0's SR), whose
// decoders are the per-entry compares; 4 map reads (3 sources and the destination) and 3 SRF reads
// through the sources' map reads. The freelist writes one slot (the tail) and reads one (the head,
// with the release forwarded when it lands there).
//
// dbg_state_o: its width and field offsets come from uv_srf_fields.svh, generated from the C field
// table (tools/wtgen --fields); p_fields_match stops a simulation at time 0 if the parameters
// differ from it.

`include "wt_config.svh"
`include "wt_params.svh"
`include "uv_srf_fields.svh"  // generated: dbg_state_o layout from the C field table

module uv_srf #(
  parameter VRegs    = `WT_UV_VREGS,       // physical vector registers = map entries (WT_UV_VREGS)
  parameter SrfRegs  = `WT_SRF_REGS,       // scalar registers, a power of two (WT_SRF_REGS)
  parameter Nl       = `WT_NL,             // lanes: the width of the masks (WT_NL)
  parameter Dw       = `WT_UV_DW,          // bits per scalar register (WT_UV_DW)
  parameter CowPaper = `WT_COW_PAPER_RULE  // 1: D4's copy-on-write rule (dst also a source)
) (
  input  logic                              clk_i,        // clock
  input  logic                              rst_ni,       // asynchronous reset, active low

  // Phases 1 and 4, C `id_v`, `src_v`, `src0..2`, `dst_v`, `dst`, `uniform`, `act`, `full`.
  input  logic                              id_v_i,       // an instruction is in ID
  input  logic [2:0]                        src_v_i,      // bit k: source k is a vector register
  input  logic [`WT_IDX_W(VRegs)-1:0]       src0_i,       // source 0 (physical VR)
  input  logic [`WT_IDX_W(VRegs)-1:0]       src1_i,       // source 1
  input  logic [`WT_IDX_W(VRegs)-1:0]       src2_i,       // source 2
  input  logic                              dst_v_i,      // it writes a vector register
  input  logic [`WT_IDX_W(VRegs)-1:0]       dst_i,        // its destination (physical VR)
  input  logic                              uniform_i,    // the detector's decision
  input  logic [Nl-1:0]                     act_i,        // its active mask
  input  logic [Nl-1:0]                     full_i,       // the warp's launch (full) mask

  // Phase 2, C `rel_v`, `rel_sr`: the issue-time release.
  input  logic                              rel_v_i,      // release an SR
  input  logic [`WT_IDX_W(SrfRegs)-1:0]     rel_sr_i,     // the SR (one given out as old_sr_o)

  // Phase 3, C `wr_v`, `wr_sr`, `wr_val`: the SRF write port (SP0's result).
  input  logic                              wr_v_i,       // write
  input  logic [`WT_IDX_W(SrfRegs)-1:0]     wr_sr_i,      // the SR
  input  logic [Dw-1:0]                     wr_val_i,     // the value

  // Phase 1 results, C `srcK_m`, `srcK_sr`, `srcK_val` (0 while srcK_m_o is 0).
  output logic                              src0_m_o,     // source 0 is renamed
  output logic [`WT_IDX_W(SrfRegs)-1:0]     src0_sr_o,    // its SR
  output logic [Dw-1:0]                     src0_val_o,   // its value (start of cycle)
  output logic                              src1_m_o,     // source 1 is renamed
  output logic [`WT_IDX_W(SrfRegs)-1:0]     src1_sr_o,    // its SR
  output logic [Dw-1:0]                     src1_val_o,   // its value
  output logic                              src2_m_o,     // source 2 is renamed
  output logic [`WT_IDX_W(SrfRegs)-1:0]     src2_sr_o,    // its SR
  output logic [Dw-1:0]                     src2_val_o,   // its value

  // Phase 4 results, C `alloc`, `alloc_sr`, `fallback`, `cow`, `old_v`, `old_sr`, `old_val`.
  output logic                              alloc_o,      // a uniform instruction got an SR
  output logic [`WT_IDX_W(SrfRegs)-1:0]     alloc_sr_o,   // the SR popped (0 while !alloc_o)
  output logic                              fallback_o,   // uniform, no free SR: run as regular
  output logic                              cow_o,        // insert VRdst <- SR old_sr_o first
  output logic                              old_v_o,      // dst was mapped: release old_sr_o
  output logic [`WT_IDX_W(SrfRegs)-1:0]     old_sr_o,     // its SR (0 while !old_v_o)
  output logic [Dw-1:0]                     old_val_o     // SRF[old_sr_o], start of cycle (0 while !old_v_o)

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: srf[0..SrfRegs-1], map[0..VRegs-1],
  // fl_slot[0..SrfRegs-1], fl_head, fl_tail, fl_count.
  output logic [`UV_SRF_STATE_W-1:0]        dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/uv_params.h formulas).
  localparam VrW  = `WT_IDX_W(VRegs);        // WT_UVRW: vector register id
  localparam SrW  = `WT_IDX_W(SrfRegs);      // WT_SRW: SR id and freelist pointer
  localparam CntW = `WT_IDX_W(SrfRegs + 1);  // WT_SRCW: freelist count, 0..SrfRegs
  localparam MapW = SrW + 1;                 // a map entry {V, sr}
  localparam logic [CntW-1:0] FullCnt = CntW'(SrfRegs);

  ///////////////
  // Registers //
  ///////////////

  // Yosys: the arrays are registers, not RAMs (async reset); (* mem2reg *) says so.
  (* mem2reg *) logic [Dw-1:0]   srf_q     [SrfRegs];  // the scalar registers
  (* mem2reg *) logic [Dw-1:0]   srf_d     [SrfRegs];
  (* mem2reg *) logic [MapW-1:0] map_q     [VRegs];    // renaming map {V, sr} per VR
  (* mem2reg *) logic [MapW-1:0] map_d     [VRegs];
  (* mem2reg *) logic [SrW-1:0]  fl_slot_q [SrfRegs];  // freelist FIFO storage
  (* mem2reg *) logic [SrW-1:0]  fl_slot_d [SrfRegs];
  logic [SrW-1:0]  fl_head_q, fl_head_d;    // next slot to pop
  logic [SrW-1:0]  fl_tail_q, fl_tail_d;    // next slot to push
  logic [CntW-1:0] fl_count_q, fl_count_d;  // free SRs held, 0..SrfRegs

  for (genvar i = 0; i < SrfRegs; i++) begin : g_sr_ff
    `WT_FF(srf_q[i], srf_d[i])
    `WT_FF_RST(fl_slot_q[i], fl_slot_d[i], SrW'(i))
  end
  for (genvar v = 0; v < VRegs; v++) begin : g_map_ff
    `WT_FF(map_q[v], map_d[v])
  end
  `WT_FF(fl_head_q, fl_head_d)
  `WT_FF(fl_tail_q, fl_tail_d)
  `WT_FF_RST(fl_count_q, fl_count_d, FullCnt)

  ///////////////////////////////////////////
  // Phase 1: reads (start of the cycle)   //
  ///////////////////////////////////////////

  // C read_src() per source. Continuous assignments: Icarus 11 cannot take a constant
  // part-select inside a process.
  logic [3*VrW-1:0] srcs;                // source k at [k*VrW +: VrW]
  logic [2:0]       src_m;               // C `srcK_m`
  (* mem2reg *) logic [SrW-1:0] src_sr  [3];  // C `srcK_sr` (Yosys: wires, not a memory)
  (* mem2reg *) logic [Dw-1:0]  src_val [3];  // C `srcK_val`
  assign srcs = {src2_i, src1_i, src0_i};
  for (genvar k = 0; k < 3; k++) begin : g_src
    logic [MapW-1:0] e;   // C `e`: map[srcK]
    logic            m;   // C `*m`: renamed
    logic [SrW-1:0]  sr;  // C `*sr`: its SR
    assign e          = map_q[srcs[k*VrW +: VrW]];
    assign m          = id_v_i && src_v_i[k] && e[SrW];
    assign sr         = m ? e[SrW-1:0] : '0;
    assign src_m[k]   = m;
    assign src_sr[k]  = sr;
    assign src_val[k] = m ? srf_q[sr] : '0;
  end
  assign src0_m_o   = src_m[0];
  assign src0_sr_o  = src_sr[0];
  assign src0_val_o = src_val[0];
  assign src1_m_o   = src_m[1];
  assign src1_sr_o  = src_sr[1];
  assign src1_val_o = src_val[1];
  assign src2_m_o   = src_m[2];
  assign src2_sr_o  = src_sr[2];
  assign src2_val_o = src_val[2];

  logic [MapW-1:0] old;      // C `old`: map[dst] at the start of the cycle
  logic            dst_src;  // C `dst_src`: dst is also a valid source (D4's COW condition)
  assign old     = map_q[dst_i];
  assign dst_src = (src_v_i[0] && (src0_i == dst_i)) || (src_v_i[1] && (src1_i == dst_i))
                || (src_v_i[2] && (src2_i == dst_i));

  /////////////////////////
  // Phase 2: release    //
  /////////////////////////

  logic            rel_ok;     // C `rel_ok`: the release is taken (freelist not full)
  logic [CntW-1:0] count_rel;  // fl_count after phase 2
  logic [SrW-1:0]  slot_head;  // fl_slot[head] after phase 2 (the release forwarded)
  assign rel_ok    = rel_v_i && (fl_count_q != FullCnt);
  assign fl_tail_d = rel_ok ? fl_tail_q + SrW'(1) : fl_tail_q;
  assign count_rel = rel_ok ? fl_count_q + CntW'(1) : fl_count_q;
  assign slot_head = (rel_ok && (fl_tail_q == fl_head_q)) ? rel_sr_i : fl_slot_q[fl_head_q];
  for (genvar i = 0; i < SrfRegs; i++) begin : g_slot_d
    assign fl_slot_d[i] = (rel_ok && (fl_tail_q == SrW'(i))) ? rel_sr_i : fl_slot_q[i];
  end

  /////////////////////////
  // Phase 3: SRF write  //
  /////////////////////////

  for (genvar i = 0; i < SrfRegs; i++) begin : g_srf_d
    assign srf_d[i] = (wr_v_i && (wr_sr_i == SrW'(i))) ? wr_val_i : srf_q[i];
  end

  ///////////////////////////////
  // Phase 4: the ID operation //
  ///////////////////////////////

  logic w;         // C `w`: the instruction writes VR dst
  logic fl_any;    // C `fl_any`: a free SR after phase 2
  logic map_we;    // map[dst] is written: alloc, or unmap of a mapped dst
  logic [MapW-1:0] map_wd;  // what it gets: {1, alloc_sr} or {0, old.sr}
  assign w          = id_v_i && dst_v_i;
  assign old_v_o    = w && old[SrW];
  assign fl_any     = (count_rel != '0);
  assign alloc_o    = w && uniform_i && fl_any;
  assign alloc_sr_o = alloc_o ? slot_head : '0;
  assign fallback_o = w && uniform_i && !fl_any;
  assign cow_o      = old_v_o && !alloc_o && (act_i != full_i) && ((CowPaper == 0) || dst_src);
  assign old_sr_o   = old_v_o ? old[SrW-1:0] : '0;
  assign old_val_o  = old_v_o ? srf_q[old[SrW-1:0]] : '0;
  assign fl_head_d  = alloc_o ? fl_head_q + SrW'(1) : fl_head_q;
  assign fl_count_d = alloc_o ? count_rel - CntW'(1) : count_rel;
  assign map_we     = alloc_o || old_v_o;
  assign map_wd     = alloc_o ? {1'b1, slot_head} : {1'b0, old[SrW-1:0]};
  for (genvar v = 0; v < VRegs; v++) begin : g_map_d
    assign map_d[v] = (map_we && (dst_i == VrW'(v))) ? map_wd : map_q[v];
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  initial begin : p_fields_match
    if (`UV_SRF_SRF_N != SrfRegs || `UV_SRF_SRF_W != Dw
        || `UV_SRF_MAP_N != VRegs || `UV_SRF_MAP_W != MapW
        || `UV_SRF_FL_SLOT_N != SrfRegs || `UV_SRF_FL_SLOT_W != SrW
        || `UV_SRF_FL_HEAD_W != SrW || `UV_SRF_FL_TAIL_W != SrW || `UV_SRF_FL_COUNT_W != CntW
        || VrW != `WT_UVRW || SrW != `WT_SRW || CntW != `WT_SRCW || SrfRegs != (1 << SrW)) begin
      $fatal(1, "uv_srf: parameters differ from uv_srf_fields.svh or wt_params.svh");
    end
  end

  // One block with loops (Verilator: no chain of wide concatenations).
  always_comb begin : p_dbg_state
    for (int i = 0; i < SrfRegs; i++) begin
      dbg_state_o[`UV_SRF_SRF_OFF + i*Dw +: Dw]         = srf_q[i];
      dbg_state_o[`UV_SRF_FL_SLOT_OFF + i*SrW +: SrW]   = fl_slot_q[i];
    end
    for (int v = 0; v < VRegs; v++) begin
      dbg_state_o[`UV_SRF_MAP_OFF + v*MapW +: MapW]     = map_q[v];
    end
    dbg_state_o[`UV_SRF_FL_HEAD_OFF +: SrW]             = fl_head_q;
    dbg_state_o[`UV_SRF_FL_TAIL_OFF +: SrW]             = fl_tail_q;
    dbg_state_o[`UV_SRF_FL_COUNT_OFF +: CntW]           = fl_count_q;
  end
`endif

endmodule
