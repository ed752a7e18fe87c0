// Intra-warp uniform detector (SPEC 5.1; D4 §3.1), at the ID stage of one SM.
//
// Verilog twin of rtl_c/uv_detect.c (statement by statement: the same names, the same loop over
// the sources); the contract, the codes and the readings are in rtl_c/uv_detect.h.
//
// Combinational: no state, no clock, no reset. Declared once by an empty state table in
// rtl_c/uv_detect.c (rtl_c/wt_block.h WT_NO_STATE): this module has no clk_i, rst_ni or
// dbg_state_o, MODEL = 0 bits, 0 flip-flops. Configuration: WT_NL (mask width), WT_NUMSP (the
// regular issue interval WT_UVII = NL / NUMSP); widths and codes in params/uv_params.h. NUMSP > NL,
// or an NL that NUMSP does not divide, stops the simulation at time 0 (p_config_check).
//
// Per source s:  src_uniform[s] = !src_v[s] | IMM | (SREG & the code is uniform) | (REG & ureg)
// The instruction: uniform_instr = has_dst & cls == ALU & all src_uniform & active == full (the
// launch mask, SPEC 5.1 [RES]); issue_interval = uniform_instr ? 1 : NL / NUMSP.
// Example (NL 32, NUMSP 8): `mul r2, %ctaid.x, %ntid.x` with active = full = 32'hFFFFFFFF:
// src_uniform 3'b111 (the third source absent), uniform_instr 1, issue_interval 1;
// `add r3, r2, %tid.x`: src_uniform 3'b101, uniform_instr 0, issue_interval 4.
//
// Hardware: per source a code decode and a kind mux; an AND over the sources, an NL-bit equality
// compare and a mux of two constants.

`include "wt_config.svh"
`include "wt_params.svh"

module uv_detect (
  // Source s at bit s, or at [s*W +: W] (C `src_v`, `src_kind`, `src_sreg`, `src_ureg`).
  input  logic [`WT_UV_NSRC-1:0]             src_v_i,           // source s exists
  input  logic [`WT_UV_NSRC*`WT_UVKINDW-1:0] src_kind_i,        // kind UV_KIND_*
  input  logic [`WT_UV_NSRC*`WT_UVSREGW-1:0] src_sreg_i,        // special register UV_SREG_*
  input  logic [`WT_UV_NSRC-1:0]             src_ureg_i,        // token[VRsrc] or map[VRsrc].V
  // The instruction and its warp (C `has_dst`, `cls`, `active_mask`, `full_mask`).
  input  logic                               has_dst_i,         // writes a vector register
  input  logic [`WT_UVCLSW-1:0]              cls_i,             // class UV_CLS_*
  input  logic [`WT_NL-1:0]                  active_mask_i,     // active lanes
  input  logic [`WT_NL-1:0]                  full_mask_i,       // launched lanes

  // C `src_uniform`, `uniform_instr`, `issue_interval`.
  output logic [`WT_UV_NSRC-1:0]             src_uniform_o,     // source s is uniform
  output logic                               uniform_instr_o,   // intra-warp uniform instruction
  output logic [`WT_UVIIW-1:0]               issue_interval_o   // 1, or NL / NUMSP
);

  localparam NSrc  = `WT_UV_NSRC;  // sources per instruction
  localparam KindW = `WT_UVKINDW;  // operand kind
  localparam SregW = `WT_UVSREGW;  // special register code
  localparam ClsW  = `WT_UVCLSW;   // instruction class
  localparam IiW   = `WT_UVIIW;    // issue interval

  // Codes (params/uv_params.h WT_UV_*, C UV_*).
  localparam logic [KindW-1:0] KindReg     = KindW'(`WT_UV_KIND_REG);
  localparam logic [KindW-1:0] KindImm     = KindW'(`WT_UV_KIND_IMM);
  localparam logic [KindW-1:0] KindSreg    = KindW'(`WT_UV_KIND_SREG);
  localparam logic [SregW-1:0] SregNtidX   = SregW'(`WT_UV_SREG_NTID_X);
  localparam logic [SregW-1:0] SregNtidY   = SregW'(`WT_UV_SREG_NTID_Y);
  localparam logic [SregW-1:0] SregNtidZ   = SregW'(`WT_UV_SREG_NTID_Z);
  localparam logic [SregW-1:0] SregNctaidX = SregW'(`WT_UV_SREG_NCTAID_X);
  localparam logic [SregW-1:0] SregNctaidY = SregW'(`WT_UV_SREG_NCTAID_Y);
  localparam logic [SregW-1:0] SregNctaidZ = SregW'(`WT_UV_SREG_NCTAID_Z);
  localparam logic [SregW-1:0] SregCtaidX  = SregW'(`WT_UV_SREG_CTAID_X);
  localparam logic [SregW-1:0] SregCtaidY  = SregW'(`WT_UV_SREG_CTAID_Y);
  localparam logic [SregW-1:0] SregCtaidZ  = SregW'(`WT_UV_SREG_CTAID_Z);
  localparam logic [SregW-1:0] SregParam   = SregW'(`WT_UV_SREG_PARAM);
  localparam logic [ClsW-1:0]  ClsAlu      = ClsW'(`WT_UV_CLS_ALU);

`ifndef SYNTHESIS
  // SPEC 5.0: a warp runs in NL / NUMSP whole passes (C: the #error lines of rtl_c/uv_detect.c).
  initial begin : p_config_check
    if (`WT_NUMSP > `WT_NL || (`WT_NL % `WT_NUMSP) != 0) begin
      $fatal(1, "uv_detect: NUMSP %0d with NL %0d: NUMSP must divide NL and be at most NL (SPEC 5.0)",
             `WT_NUMSP, `WT_NL);
    end
  end
`endif

  // Whether a special register holds the same value for every thread of a warp (SPEC 5.1 [RES]):
  // ntid.*, nctaid.*, ctaid.* and a kernel parameter; not tid.*, laneid or the codes 14, 15.
  function automatic logic sreg_uniform(input logic [SregW-1:0] code);
    case (code)
      SregNtidX, SregNtidY, SregNtidZ, SregNctaidX, SregNctaidY, SregNctaidZ, SregCtaidX,
      SregCtaidY, SregCtaidZ, SregParam: sreg_uniform = 1'b1;
      default:                           sreg_uniform = 1'b0;
    endcase
  endfunction

  logic all_u;    // every source is uniform
  logic full;     // the warp runs all its launched threads
  logic uniform;  // an intra-warp uniform vector instruction

  // Per source, the uniform condition of its kind; an absent source constrains nothing.
  always_comb begin : p_src
    all_u = 1'b1;
    for (int s = 0; s < NSrc; s++) begin
      logic kind_u;
      logic src_u;
      case (src_kind_i[s*KindW +: KindW])
        KindReg:  kind_u = src_ureg_i[s];
        KindImm:  kind_u = 1'b1;
        KindSreg: kind_u = sreg_uniform(src_sreg_i[s*SregW +: SregW]);
        default:  kind_u = 1'b0;  // kind 3 (undefined): not uniform
      endcase
      src_u            = !src_v_i[s] || kind_u;
      src_uniform_o[s] = src_u;
      all_u            = all_u && src_u;
    end
  end

  // SPEC 5.1's rule, full_mask being the launch mask ([RES]).
  always_comb begin : p_instr
    full             = (active_mask_i == full_mask_i);
    uniform          = has_dst_i && (cls_i == ClsAlu) && all_u && full;
    uniform_instr_o  = uniform;
    issue_interval_o = uniform ? IiW'(1) : IiW'(`WT_UVII);
  end

endmodule
