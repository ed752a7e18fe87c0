// Token-based design of uniform vector registers (SPEC 5.2; D4 §3.1.1; D0 §2.4.1): one token bit
// per physical vector register, the copy-on-write rule and the element mask of an instruction.
//
// Verilog twin of rtl_c/uv_token_file.c (statement by statement: each vector statement here is the
// same statement on the C model's 32-bit words there, same names, same order). The contract is
// rtl_c/uv_token_file.h.
//
// Every read sees the tokens at the start of the cycle. Then two writes, in this order: the
// broadcast writeback sets token[bwb_dst] under a full mask and resets it under a partial one
// (SPEC 5.2 [RES]); the ID-stage instruction sets token[dst] if uniform and resets it if regular,
// and wins on the same register (it is the younger write). Example (UV-1 step 5, 32 lanes, 8 SPs):
// token[1] = 1, `add r1, r1, #2` under active 0xFF000000: cow_o = 1 (either rule), emask_o =
// 0xFF000000, src_bcast_o[0] = 1, ii_o = 4, and token[1] <- 0.
//
// Reset: every token 0. A configuration with NUMSP > NL is refused at elaboration (SPEC 5.0).
//
// dbg_state_o: its width and field offsets come from uv_token_file_fields.svh, generated from the
// C field table (tools/wtgen --fields); register v's token is bit v.

`include "wt_config.svh"
`include "wt_params.svh"
`include "uv_token_file_fields.svh"  // generated: dbg_state_o layout from the C field table

module uv_token_file #(
  parameter Nl           = `WT_NL,             // lanes per warp, WS (WT_NL)
  parameter NumSp        = `WT_NUMSP,          // SPs per SM (WT_NUMSP)
  parameter UvRegs       = `WT_UV_VREGS,       // physical vector registers (WT_UV_VREGS)
  parameter CowPaperRule = `WT_COW_PAPER_RULE  // 1: D4's copy-on-write rule (WT_COW_PAPER_RULE)
) (
  input  logic                          clk_i,         // clock
  input  logic                          rst_ni,        // asynchronous reset, active low

  // The ID-stage instruction, C `valid` .. `full` (source k at [k*UvrW +: UvrW]).
  input  logic                          valid_i,       // an instruction at ID
  input  logic [2:0]                    src_v_i,       // source k is a vector register
  input  logic [3*`WT_IDX_W(UvRegs)-1:0] src_i,        // source k's physical vector register
  input  logic                          has_dst_i,     // it writes a destination
  input  logic [`WT_IDX_W(UvRegs)-1:0]  dst_i,         // the destination's physical vector register
  input  logic                          uniform_i,     // the detector's uniform_instr
  input  logic [Nl-1:0]                 active_i,      // the warp's active mask
  input  logic [Nl-1:0]                 full_i,        // its launch (full) mask

  // Step 1, C `bwb_*`: a writeback from the broadcast path.
  input  logic                          bwb_v_i,       // a broadcast writeback
  input  logic [`WT_IDX_W(UvRegs)-1:0]  bwb_dst_i,     // its physical vector register
  input  logic [Nl-1:0]                 bwb_active_i,  // its active mask
  input  logic [Nl-1:0]                 bwb_full_i,    // its warp's launch mask

  // C `src_token` .. `ii`, from the tokens at the start of the cycle.
  output logic [2:0]                    src_token_o,   // source k's token (uniform)
  output logic [2:0]                    src_bcast_o,   // a regular instruction reads VRsrc.N broadcast
  output logic                          cow_o,         // insert VRdst[all] <- VRdst.N first
  output logic [Nl-1:0]                 emask_o,       // the elements of VRdst written (0: none)
  output logic [`WT_IDX_W(Nl/NumSp+1)-1:0] ii_o        // issue interval (0: none)

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: token[v] at bit v.
  output logic [`UV_TOKEN_FILE_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/uv_params.h formulas).
  localparam UvrW = `WT_IDX_W(UvRegs);    // WT_UVRW: vector register id
  localparam UvN  = Nl - NumSp;           // WT_UVN: the scalar element N
  localparam UvIi = Nl / NumSp;           // WT_UVII: a regular instruction's issue interval
  localparam IiW  = `WT_IDX_W(UvIi + 1);  // WT_UVIIW

  ///////////////
  // Registers //
  ///////////////

  logic [UvRegs-1:0] token_q, token_d;  // token[v]: VRv is uniform, its value in element N

  `WT_FF(token_q, token_d)

  ///////////
  // Reads //
  ///////////

  logic paper_hit;  // dst equals a source register (D4's copy-on-write condition)
  logic dst_token;  // token[dst]
  logic wr;         // the instruction writes its destination
  logic partial;    // active != full

  always_comb begin : p_read
    paper_hit = 1'b0;
    for (int k = 0; k < 3; k++) begin
      src_token_o[k] = valid_i && src_v_i[k] && token_q[src_i[k*UvrW +: UvrW]];
      paper_hit      = paper_hit || (src_v_i[k] && (src_i[k*UvrW +: UvrW] == dst_i));
    end
    dst_token = token_q[dst_i];
    wr        = valid_i && has_dst_i;
    partial   = active_i != full_i;
  end

  // The broadcast reads, in a block of their own: a parent (uv_unit) feeds src_token_o through
  // the detector back into uniform_i, a path that exists for these outputs only.
  always_comb begin : p_bcast
    for (int k = 0; k < 3; k++) begin
      src_bcast_o[k] = !uniform_i && src_token_o[k];
    end
  end

  // Copy-on-write (SPEC 5.2): the normative rule, or with CowPaperRule D4's (dst is a source); the
  // element mask (uniform: element N on SP0; regular: the active lanes); the issue interval.
  always_comb begin : p_out
    cow_o   = wr && partial && dst_token && ((CowPaperRule == 0) || paper_hit);
    emask_o = !wr ? '0 : uniform_i ? (Nl'(1) << UvN) : active_i;
    ii_o    = !valid_i ? '0 : uniform_i ? IiW'(1) : IiW'(UvIi);
  end

  ///////////////////
  // Token updates //
  ///////////////////

  logic              bwb_set;   // the broadcast writeback covers its full mask
  logic [UvRegs-1:0] bwb_1h;    // its register, one-hot
  logic [UvRegs-1:0] token_p1;  // after step 1
  logic [UvRegs-1:0] id_1h;     // the instruction's destination, one-hot

  // 1. the broadcast writeback (set only under its full mask); 2. the ID-stage instruction (set if
  // uniform, else reset), which wins on the same register.
  always_comb begin : p_next
    bwb_set  = bwb_active_i == bwb_full_i;
    bwb_1h   = UvRegs'(bwb_v_i) << bwb_dst_i;
    token_p1 = bwb_set ? (token_q | bwb_1h) : (token_q & ~bwb_1h);
    id_1h    = UvRegs'(wr) << dst_i;
    token_d  = uniform_i ? (token_p1 | id_1h) : (token_p1 & ~id_1h);
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // SPEC 5.0: NUMSP > NL has no element N; the layout must be the configuration's geometry.
  initial begin : p_config_ok
    if (NumSp > Nl) begin
      $fatal(1, "uv_token_file: NUMSP %0d > NL %0d is meaningless (SPEC 5.0)", NumSp, Nl);
    end
    if (`UV_TOKEN_FILE_TOKEN_N * `UV_TOKEN_FILE_TOKEN_W != UvRegs || UvrW != `WT_UVRW
        || UvN != `WT_UVN || UvIi != `WT_UVII || IiW != `WT_UVIIW) begin
      $fatal(1, "uv_token_file: parameters differ from uv_token_file_fields.svh or wt_params.svh");
    end
  end

  assign dbg_state_o[`UV_TOKEN_FILE_TOKEN_OFF +: UvRegs] = token_q;
`endif

endmodule
