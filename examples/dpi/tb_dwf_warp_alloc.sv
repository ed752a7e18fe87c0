// examples/dpi/tb_dwf_warp_alloc.sv: the DPI-C reference model of dwf_warp_alloc beside a DUT.
//
// The DUT is the project's own Verilog twin (hdl/dwf_warp_alloc.sv) built for the configuration
// of build/<config>/gen; any RTL with the same ports would do. dwf_warp_alloc_ref (generated:
// <prefix>/share/warptwin/dpi/<config>/dwf_warp_alloc_dpi.sv) gets the same clock, reset and
// inputs, and the DUT's outputs, and compares them at every rising edge. The stimulus is legal
// constrained-random: pops at random (a pop of an empty FIFO is a stall), and a push only of an
// index that was popped and not pushed back (SPEC 1.4: every index is free or in use). A
// synchronous reset in the middle and a short asynchronous reset pulse between two edges check
// the model follows both.
//
// Plusargs: +cycles=N (default 3000). Ends with `PASS: N cycles compared, 0 errors` and $finish,
// or `FAIL: ...` and $fatal: the number of compared cycles must be N (Verilator 5.006 can
// optimise a testbench's failure away: build with -fno-life, and check that line).
module tb_dwf_warp_alloc;

  // The DUT's geometry: its configuration's knob (build/<config>/gen/wt_config.svh), passed to
  // the model too, which refuses to start if the library's configuration has another value.
  localparam int Pool = `WT_POOL;
  localparam int IdxW = dwf_warp_alloc_dpi_pkg::W_PUSH_IDX;

  logic            clk, rst_n;
  logic            push, pop0, pop1;
  logic [IdxW-1:0] push_idx;
  logic            pop0_valid, pop1_valid;
  logic [IdxW-1:0] pop0_idx, pop1_idx;
  logic [`DWF_WARP_ALLOC_STATE_W-1:0] unused_dbg_state;
  logic            unused_exp_pop0_valid, unused_exp_pop1_valid;
  logic [IdxW-1:0] unused_exp_pop0_idx, unused_exp_pop1_idx;
  logic [31:0]     compared, errors;

  dwf_warp_alloc #(.Pool(Pool)) u_dut (
    .clk_i       (clk),
    .rst_ni      (rst_n),
    .push_i      (push),
    .push_idx_i  (push_idx),
    .pop0_i      (pop0),
    .pop1_i      (pop1),
    .pop0_valid_o(pop0_valid),
    .pop0_idx_o  (pop0_idx),
    .pop1_valid_o(pop1_valid),
    .pop1_idx_o  (pop1_idx),
    .dbg_state_o (unused_dbg_state)
  );

  dwf_warp_alloc_ref #(.POOL(Pool)) u_ref (
    .clk_i           (clk),
    .rst_ni          (rst_n),
    .push_i          (push),
    .push_idx_i      (push_idx),
    .pop0_i          (pop0),
    .pop1_i          (pop1),
    .dut_pop0_valid_o(pop0_valid),
    .dut_pop0_idx_o  (pop0_idx),
    .dut_pop1_valid_o(pop1_valid),
    .dut_pop1_idx_o  (pop1_idx),
    .exp_pop0_valid_o(unused_exp_pop0_valid),
    .exp_pop0_idx_o  (unused_exp_pop0_idx),
    .exp_pop1_valid_o(unused_exp_pop1_valid),
    .exp_pop1_idx_o  (unused_exp_pop1_idx),
    .compared_o      (compared),
    .errors_o        (errors)
  );

  ///////////////////////
  // Clock and stimulus //
  ///////////////////////

  int unsigned cycles;
  int unsigned edges;           // rising edges so far
  int unsigned empty;           // of them, with the FIFO empty (pop0_valid 0: pop0_idx don't-care)
  logic            in_reset;    // rst_n is low (the bookkeeping below reads this, not the net)
  logic [IdxW-1:0] in_use[$];   // popped, not pushed back: the only legal push indices

  initial begin
    clk = 1'b0;
    forever #5 clk = ~clk;
  end

  // Inputs change on the falling edge, away from the rising edge both the DUT and the model use.
  always @(negedge clk) begin
    pop0 <= 1'($urandom_range(0, 1));
    pop1 <= 1'($urandom_range(0, 3) == 0);
    if (in_use.size() > 0 && $urandom_range(0, 2) != 0) begin
      int unsigned k;
      k = $urandom_range(0, in_use.size() - 1);
      push <= 1'b1;
      push_idx <= in_use[k];
      in_use.delete(k);
    end else begin
      push <= 1'b0;
      push_idx <= IdxW'($urandom_range(0, Pool - 1));  // ignored without push
    end
  end

  // The indices the DUT hands out, read before the edge; a reset frees every index.
  always @(posedge clk) begin
    if (!pop0_valid) empty <= empty + 1;
    if (in_reset) begin
      in_use.delete();
    end else begin
      if (pop0 && pop0_valid) in_use.push_back(pop0_idx);
      if (pop1 && pop1_valid) in_use.push_back(pop1_idx);
    end
    edges <= edges + 1;
  end

  // The resets.
  initial begin
    if (!$value$plusargs("cycles=%d", cycles)) cycles = 3000;
    edges = 0;
    empty = 0;
    rst_n = 1'b1;
    in_reset = 1'b0;
    push = 1'b0;
    push_idx = '0;
    pop0 = 1'b0;
    pop1 = 1'b0;
    // The asynchronous reset falls before the first edge (its fall starts the model) and is
    // released on a falling edge after two reset cycles.
    #1 rst_n = 1'b0;
    in_reset = 1'b1;
    repeat (2) @(negedge clk);
    rst_n = 1'b1;
    in_reset = 1'b0;
    // Two reset cycles in the middle.
    wait (edges == 1000);
    @(negedge clk);
    rst_n = 1'b0;
    in_reset = 1'b1;
    repeat (2) @(negedge clk);
    rst_n = 1'b1;
    in_reset = 1'b0;
    // A short asynchronous pulse between two edges, later: DUT and model reset at once.
    wait (edges == 2000);
    #2 rst_n = 1'b0;
    in_use.delete();
    #1 rst_n = 1'b1;
  end

  // The end of the run: every rising edge compared, no error.
  initial begin
    wait (cycles > 0 && edges == cycles);
    #1;
    $display("%0d cycles with the FIFO empty", empty);
    if (errors == 0 && compared == cycles) begin
      $display("PASS: %0d cycles compared, 0 errors", compared);
      $finish;
    end else begin
      $fatal(1, "FAIL: %0d cycles compared (expected %0d), %0d errors", compared, cycles, errors);
    end
  end

endmodule
