// Register-file lane-conflict counter of DWF without lane-aware scheduling (SPEC 1.9; D3 §5.1.1
// "Register Read", §4.1, Fig 4.2(b)/(c)).
//
// Verilog twin of rtl_c/dwf_lane_conflict.c (statement by statement: the same names, the same
// loops in the same order).
//
// Combinational: no state, no clock, no reset. Declared once by an empty state table in
// rtl_c/dwf_lane_conflict.c (rtl_c/wt_block.h WT_NO_STATE): this module has no clk_i, rst_ni or
// dbg_state_o, MODEL = 0 bits, 0 flip-flops. Configuration: WT_NL (slots, banks), WT_THREADS (TID
// width), WT_SWZ (home lanes), WT_LC_MINUS1 (the stall reading); count width WT_LCW.
//
// Inputs: the issued warp, `valid_i` (its slots holding a thread) and `tid_i` per slot. A slot
// outside valid_i is ignored, whatever its TID.
//
// The count (SPEC 1.9): bank(tid) = lane(tid) mod NBANK, NBANK = NL [RES], lane(tid) the home lane
// of SPEC 1.1 ((tid mod NL) XOR (SWZ ? (tid div NL) & 1 : 0), always < NL); cnt[b] = the valid
// slots whose thread's bank is b; maxcnt = the largest cnt (0 when no slot is valid).
// The stall: maxcnt > 1 ? maxcnt : 0 (literal D3), or maxcnt - 1 with LC_MINUS1 = 1.
// SPEC 1.9's example (NL 4, SWZ 0): tids {0, 4, 8, 1}: banks {0, 0, 0, 1}, maxcnt 3, stall 3 (2);
// tids {0, 1, 2, 3}: maxcnt 1, stall 0.
//
// Hardware: per slot a home-lane unit and a one-hot bank decoder gated by the valid bit; per bank
// a counter (the population count of its column of the decode matrix); a max tree of depth
// clog2(NL), pairwise at distance 1, 2, 4, ...; a compare and a decrement for the stall.

`include "wt_config.svh"
`include "wt_params.svh"

module dwf_lane_conflict #(
  parameter Lanes    = `WT_NL,         // slots per warp = register banks (WT_NL)
  parameter Threads  = `WT_THREADS,    // threads; TID width is clog2(Threads) (WT_THREADS)
  parameter Swz      = `WT_SWZ,        // thread swizzling of the home lanes, 0 or 1 (WT_SWZ)
  parameter LcMinus1 = `WT_LC_MINUS1   // stall reading: 0 maxcnt, 1 maxcnt - 1 (WT_LC_MINUS1)
) (
  // The issued warp, C `valid`, `tid`.
  input  logic [Lanes-1:0]                     valid_i,   // slots holding a thread
  input  logic [Lanes*`WT_IDX_W(Threads)-1:0]  tid_i,     // TID of slot s at [s*TidW +: TidW]

  // C `maxcnt`, `stall`.
  output logic [`WT_IDX_W(Lanes + 1)-1:0]      maxcnt_o,  // most valid threads in one bank
  output logic [`WT_IDX_W(Lanes + 1)-1:0]      stall_o    // register-read stall cycles
);

  // Dependent parameters, do not override (params/wt_params.h formulas).
  localparam TidW  = `WT_IDX_W(Threads);    // WT_TIDW
  localparam LaneW = `WT_IDX_W(Lanes);      // lane (bank) index width
  localparam CntW  = `WT_IDX_W(Lanes + 1);  // WT_LCW

  // Home lane of a thread (SPEC 1.1 [RES]), as home_lane() in rtl_c/dwf_lane_conflict.c.
  function automatic logic [LaneW-1:0] home_lane(input logic [TidW-1:0] tid);
    logic [31:0] t;
    t = 32'(tid);
    home_lane = LaneW'(t % Lanes) ^ ((Swz != 0) ? LaneW'((t / Lanes) & 32'd1) : LaneW'(0));
  endfunction

  logic [LaneW-1:0] bank [Lanes];  // bank of each slot's thread
  logic [CntW-1:0]  cnt  [Lanes];  // valid slots per bank
  logic [CntW-1:0]  maxcnt;        // the max tree's result

  // Per slot, the bank of its thread: lane(tid) mod NBANK, NBANK = NL (SPEC 1.9 [RES]).
  always_comb begin : p_bank
    for (int s = 0; s < Lanes; s++) begin
      bank[s] = LaneW'(32'(home_lane(tid_i[s*TidW +: TidW])) % Lanes);
    end
  end

  // Per bank, the valid slots decoded to it (a column of the one-hot decode matrix).
  always_comb begin : p_count
    for (int b = 0; b < Lanes; b++) begin
      logic [CntW-1:0] c;
      c = '0;
      for (int s = 0; s < Lanes; s++) begin
        logic hit;
        hit = valid_i[s] && (bank[s] == LaneW'(b));
        c   = c + CntW'(hit);
      end
      cnt[b] = c;
    end
  end

  // The max tree, level i pairing entries at distance d = 2^i (b a multiple of 2d): after
  // clog2(Lanes) levels mx[0] is the maximum.
  always_comb begin : p_max
    logic [CntW-1:0] mx [Lanes];
    for (int b = 0; b < Lanes; b++) begin
      mx[b] = cnt[b];
    end
    for (int i = 0; i < LaneW; i++) begin
      for (int b = 0; b < Lanes; b++) begin
        if ((b % (2 << i)) == 0 && b + (1 << i) < Lanes) begin
          mx[b] = (mx[b + (1 << i)] > mx[b]) ? mx[b + (1 << i)] : mx[b];
        end
      end
    end
    maxcnt = mx[0];
  end

  // D3's rule, literal (maxcnt) or the LC_MINUS1 reading (maxcnt - 1), only above 1.
  always_comb begin : p_stall
    maxcnt_o = maxcnt;
    stall_o  = (maxcnt > CntW'(1)) ? ((LcMinus1 != 0) ? maxcnt - CntW'(1) : maxcnt) : '0;
  end

endmodule
