// Warped-Preexecution N-mode reuse matcher (SPEC 3.8; D1 §5.2), per SM.
//
// Verilog twin of rtl_c/pe_reuse.c (statement by statement: the same names, in the same order).
//
// Combinational: no state, no clock, no reset. Declared once by an empty state table in
// rtl_c/pe_reuse.c (rtl_c/wt_block.h WT_NO_STATE): this module has no clk_i, rst_ni or
// dbg_state_o, MODEL = 0 bits, 0 flip-flops. Configuration: none (it reads no knob).
//
// Two independent halves, each qualified by its own valid:
//  - At fetch (`f_v`: an N-mode fetch of a warp this cycle), with the P-queue's head_match
//    outputs for the fetch PC (`hm_match` = m, `hm_rdy` = rdy):
//      m && rdy  -> f_reuse: the decoded instruction enters the IB from the P-queue (reuse = 1,
//                   PHY = e.PHY); pop = f_reuse (PQ.pop);
//      m && !rdy -> f_wait: the fetch stalls and is retried next cycle (SPEC 3.8 [RES]);
//      !m        -> neither: a normal fetch (the instruction was skipped in P-mode).
//  - At N-mode issue of a reuse instruction (`i_v`), with N.pend[dst] (`i_dst_pend`) and the R bit
//    of N-RT[dst] before the write (`i_old_r`):
//      i_dst_pend  -> i_wait: WAW, the issue waits (SPEC 3.8 [RES]);
//      !i_dst_pend -> i_iss: N-RT.wr(dst, PHY); it completes at once (N.pend is not set);
//                     i_rel = i_iss && i_old_r: the old mapping is released RELEASE_DELAY = 8
//                     cycles later by the pipeline (SPEC 3.4).
// Every output is 0 while its valid (f_v, i_v) is 0, and every output always counts (no
// qualifier): the unit reads them as strobes. Every input value has defined behaviour.
//
// Hardware: six AND gates.

module pe_reuse (
  // At fetch.
  input  logic f_v_i,         // an N-mode fetch of a warp this cycle
  input  logic hm_match_i,    // PQ.head_match m for the fetch PC
  input  logic hm_rdy_i,      // PQ.head_match rdy
  // At issue of a reuse instruction.
  input  logic i_v_i,         // a reuse instruction at N-mode issue
  input  logic i_dst_pend_i,  // N.pend[dst]
  input  logic i_old_r_i,     // N-RT[dst].R before the write

  output logic f_reuse_o,     // m && rdy: from the P-queue
  output logic f_wait_o,      // m && !rdy: the fetch stalls
  output logic pop_o,         // PQ.pop (= f_reuse)
  output logic i_iss_o,       // N-RT.wr(dst, PHY)
  output logic i_wait_o,      // WAW wait
  output logic i_rel_o        // release the old mapping (deferred)
);

  logic f_m;  // a fetch whose PC the P-queue's head matches

  always_comb begin : p_reuse
    // At fetch: the P-queue's head matches the fetch PC.
    f_m       = f_v_i && hm_match_i;
    f_reuse_o = f_m && hm_rdy_i;
    f_wait_o  = f_m && !hm_rdy_i;
    pop_o     = f_reuse_o;
    // At issue of a reuse instruction: WAW on N.pend[dst].
    i_iss_o   = i_v_i && !i_dst_pend_i;
    i_wait_o  = i_v_i && i_dst_pend_i;
    i_rel_o   = i_iss_o && i_old_r_i;
  end

endmodule
