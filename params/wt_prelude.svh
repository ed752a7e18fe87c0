// params/wt_prelude.svh: the Verilog twins of the helpers in params/wt_prelude.h, and the
// register macros that only the Verilog needs.
`ifndef WT_PRELUDE_SVH
`define WT_PRELUDE_SVH
// ceil(log2(n)), 0 for n = 1.
`define WT_CLOG2(n) $clog2(n)
// Width of an index over n items: clog2(n), but at least 1 bit.
`define WT_IDX_W(n) (((n) <= 2) ? 1 : $clog2(n))
// 2^k for 0 <= k <= 30.
`define WT_POW2(k) (1 << (k))

// A register with the project's reset, declared once: clock clk_i, reset rst_ni (asynchronous,
// active low). q takes d at every rising edge of clk_i, and rst_val while rst_ni is low.
`define WT_FF_RST(q, d, rst_val) \
  always_ff @(posedge clk_i or negedge rst_ni) begin \
    if (!rst_ni) begin \
      q <= rst_val; \
    end else begin \
      q <= d; \
    end \
  end
// The same register, reset to all zeros.
`define WT_FF(q, d) `WT_FF_RST(q, d, '0)
`endif
