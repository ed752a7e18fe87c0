// params/wt_prelude.svh: the Verilog twins of the helpers in params/wt_prelude.h.
`ifndef WT_PRELUDE_SVH
`define WT_PRELUDE_SVH
// ceil(log2(n)), 0 for n = 1.
`define WT_CLOG2(n) $clog2(n)
// Width of an index over n items: clog2(n), but at least 1 bit.
`define WT_IDX_W(n) (((n) <= 2) ? 1 : $clog2(n))
// 2^k for 0 <= k <= 30.
`define WT_POW2(k) (1 << (k))
`endif
