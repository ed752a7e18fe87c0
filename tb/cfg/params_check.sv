// tb/cfg/params_check.sv: Verilog side of `make params-check` (see params_check.c).
`include "wt_config.svh"
`include "wt_params.svh"
module params_check;
  integer n;
  initial begin
    $display("IDXW %0d", `WT_IDXW);
    $display("TIDW %0d", `WT_TIDW);
    $display("CNTW %0d", `WT_CNTW);
    $display("PWL_ENTRIES %0d", `WT_PWL_ENTRIES);
    $display("PWL_SETW %0d", `WT_PWL_SETW);
    $display("PWL_WAYW %0d", `WT_PWL_WAYW);
    $display("ALLOC_CNTW %0d", `WT_ALLOC_CNTW);
    $display("WPW %0d", `WT_WPW);
    $display("HEAPW %0d", `WT_HEAPW);
    $display("HSW %0d", `WT_HSW);
    $display("MHW %0d", `WT_MHW);
    $display("MHL_ENTRIES %0d", `WT_MHL_ENTRIES);
    $display("MHL_SETW %0d", `WT_MHL_SETW);
    $display("MHL_WAYW %0d", `WT_MHL_WAYW);
    $display("LUTNW %0d", `WT_LUTNW);
    $display("NTHW %0d", `WT_NTHW);
    $display("PDOM_DW %0d", `WT_PDOM_DW);
    for (n = 1; n <= 4096; n = n + 1) begin
      $display("n %0d clog2 %0d idx_w %0d", n, `WT_CLOG2(n), `WT_IDX_W(n));
    end
    $finish;
  end
endmodule
