// tb/cfg/params_check.sv: Verilog side of `make params-check` (see params_check.c); the list of
// widths is generated from the params headers (build/<config>/gen/wt_params_list.svh).
`include "wt_config.svh"
`include "wt_params.svh"
module params_check;
  integer n, k;
  initial begin
`include "wt_params_list.svh"
    for (n = 1; n <= 4096; n = n + 1) begin
      $display("n %0d clog2 %0d idx_w %0d", n, `WT_CLOG2(n), `WT_IDX_W(n));
    end
    for (k = 12; k <= 20; k = k + 1) begin
      for (n = (1 << k) - 1; n <= (1 << k) + ((k < 20) ? 1 : 0); n = n + 1) begin
        $display("n %0d clog2 %0d idx_w %0d", n, `WT_CLOG2(n), `WT_IDX_W(n));
      end
    end
    for (k = 0; k <= 30; k = k + 1) begin
      $display("k %0d pow2 %0d", k, `WT_POW2(k));
    end
    $finish;
  end
endmodule
