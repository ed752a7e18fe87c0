// tb/lib/tb_dpi_drift.sv: the DPI-C model told other knob values than the library's configuration
// must refuse to start (tb/lib/test_install.sh): POOL = 16 against dwf_toy's POOL = 8.
module tb_dpi_drift;
  logic            clk = 1'b0, rst_n = 1'b0;
  logic [2:0]      idx = '0;
  logic            unused_v0, unused_v1, unused_d0, unused_d1;
  logic [2:0]      unused_di0, unused_di1;
  logic [2:0]      unused_i0, unused_i1;
  logic [31:0]     unused_compared, unused_errors;
  logic [`DWF_WARP_ALLOC_STATE_W-1:0] unused_dbg_state;

  // The DUT is only here so that the file list is the example's; its parameter is the toy's.
  dwf_warp_alloc u_dut (.clk_i(clk), .rst_ni(rst_n), .push_i(1'b0), .push_idx_i(idx), .pop0_i(1'b0),
                        .pop1_i(1'b0), .pop0_valid_o(unused_d0), .pop0_idx_o(unused_di0),
                        .pop1_valid_o(unused_d1), .pop1_idx_o(unused_di1),
                        .dbg_state_o(unused_dbg_state));

  dwf_warp_alloc_ref #(.POOL(16)) u_ref (
    .clk_i(clk), .rst_ni(rst_n), .push_i(1'b0), .push_idx_i(idx), .pop0_i(1'b0), .pop1_i(1'b0),
    .dut_pop0_valid_o(1'b0), .dut_pop0_idx_o(idx), .dut_pop1_valid_o(1'b0), .dut_pop1_idx_o(idx),
    .exp_pop0_valid_o(unused_v0), .exp_pop0_idx_o(unused_i0), .exp_pop1_valid_o(unused_v1),
    .exp_pop1_idx_o(unused_i1), .compared_o(unused_compared), .errors_o(unused_errors));

  initial begin
    #10;
    $display("FAIL: the model started");
    $finish;
  end
endmodule
