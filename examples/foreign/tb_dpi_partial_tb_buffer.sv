// examples/foreign/tb_dpi_partial_tb_buffer.sv: the foreign workload buffer (partial_tb_buffer.sv,
// its own ports and structure: a count of warps left instead of start_wid, no state output) beside
// the DPI-C reference model of wm_workload_buf.
//
// Legal random stimulus as the dispatcher gives it (tb/stim/wm_workload_buf_stim.c): a load only
// into an empty buffer, except one in 64 into a full one (a dispatcher bug the block must drop and
// flag), with start <= end; completions at random; TB ids over all their bits, all ones included.
// Inputs change on the falling edge. The model compares at every rising edge, iss_p/iss_l/iss_wid
// only while iss_v is 1 (the foreign RTL shows the pending TB there). Build with -DPLANT_BUG to
// plant the example's bug; tb/byo/test_byo_dpi.sh runs both. Plusargs: +cycles=N (default 3000).
`include "wt_config.svh"  // the configuration the DUT and the model are built for

module tb_dpi_partial_tb_buffer;

  localparam int SlotW = wm_workload_buf_dpi_pkg::W_LD_P;
  localparam int TbW   = wm_workload_buf_dpi_pkg::W_LD_L;
  localparam int WidW  = wm_workload_buf_dpi_pkg::W_LD_START;
  localparam int WordW = wm_workload_buf_dpi_pkg::W_WB;
  localparam int MaxW  = `WT_MAXW;

  logic             clk, rst_n;
  logic             done, place;
  logic [SlotW-1:0] place_slot;
  logic [TbW-1:0]   place_tb;
  logic [WidW-1:0]  place_first, place_last;
  logic             pending, issue, overrun;
  logic [WordW-1:0] word;
  logic [SlotW-1:0] issue_slot;
  logic [TbW-1:0]   issue_tb;
  logic [WidW-1:0]  issue_warp;
  logic             unused_exp_valid, unused_exp_iss_v, unused_exp_ld_drop;
  logic [WordW-1:0] unused_exp_wb;
  logic [SlotW-1:0] unused_exp_iss_p;
  logic [TbW-1:0]   unused_exp_iss_l;
  logic [WidW-1:0]  unused_exp_iss_wid;
  logic [31:0]      compared, errors;

  partial_tb_buffer #(.SLOT_W(SlotW), .TB_W(TbW), .WID_W(WidW)) u_dut (
    .clk        (clk),
    .rst_n      (rst_n),
    .done       (done),
    .place      (place),
    .place_slot (place_slot),
    .place_tb   (place_tb),
    .place_first(place_first),
    .place_last (place_last),
    .pending    (pending),
    .word       (word),
    .issue      (issue),
    .issue_slot (issue_slot),
    .issue_tb   (issue_tb),
    .issue_warp (issue_warp),
    .overrun    (overrun)
  );

  wm_workload_buf_ref #(.TB_SLOTS(`WT_TB_SLOTS), .MAXW(`WT_MAXW), .LTBW(`WT_LTBW)) u_ref (
    .clk_i        (clk),
    .rst_ni       (rst_n),
    .iss_i        (done),
    .ld_i         (place),
    .ld_p_i       (place_slot),
    .ld_l_i       (place_tb),
    .ld_start_i   (place_first),
    .ld_end_i     (place_last),
    .dut_valid_o  (pending),
    .dut_wb_o     (word),
    .dut_iss_v_o  (issue),
    .dut_iss_p_o  (issue_slot),
    .dut_iss_l_o  (issue_tb),
    .dut_iss_wid_o(issue_warp),
    .dut_ld_drop_o(overrun),
    .exp_valid_o  (unused_exp_valid),
    .exp_wb_o     (unused_exp_wb),
    .exp_iss_v_o  (unused_exp_iss_v),
    .exp_iss_p_o  (unused_exp_iss_p),
    .exp_iss_l_o  (unused_exp_iss_l),
    .exp_iss_wid_o(unused_exp_iss_wid),
    .exp_ld_drop_o(unused_exp_ld_drop),
    .compared_o   (compared),
    .errors_o     (errors)
  );

  int unsigned cycles, edges, idle_issue;

  initial begin
    clk = 1'b0;
    forever #5 clk = ~clk;
  end

  // The stimulus, on the falling edge; `pending` is the buffer's valid at the start of the cycle.
  always @(negedge clk) begin
    logic [WidW-1:0] last;
    done <= 1'($urandom_range(0, 1));
    place <= pending ? ($urandom_range(0, 63) == 0) : ($urandom_range(0, 2) == 0);
    place_slot <= SlotW'($urandom);
    place_tb <= ($urandom_range(0, 7) == 0) ? '1 : TbW'({$urandom, $urandom});
    last = WidW'($urandom_range(0, MaxW - 1));
    place_last <= last;
    place_first <= (last == 0) ? '0 : WidW'($urandom_range(1, int'(last)));
  end

  // Cycles on which iss_p/iss_l/iss_wid are don't-care (no issue): the foreign RTL differs there.
  always @(posedge clk) begin
    if (!issue && pending) idle_issue <= idle_issue + 1;
    edges <= edges + 1;
  end

  initial begin
    if (!$value$plusargs("cycles=%d", cycles)) cycles = 3000;
    edges = 0;
    idle_issue = 0;
    rst_n = 1'b1;
    {done, place, place_slot, place_tb, place_first, place_last} = '0;
    #1 rst_n = 1'b0;
    repeat (2) @(negedge clk);
    rst_n = 1'b1;
    wait (edges == 1500);
    @(negedge clk);
    rst_n = 1'b0;
    @(negedge clk);
    rst_n = 1'b1;
  end

  initial begin
    wait (cycles > 0 && edges == cycles);
    #1;
    $display("%0d cycles with a TB pending and no issue", idle_issue);
    if (errors == 0 && compared == cycles) begin
      $display("PASS: %0d cycles compared, 0 errors", compared);
      $finish;
    end else begin
      $fatal(1, "FAIL: %0d cycles compared (expected %0d), %0d errors", compared, cycles, errors);
    end
  end

endmodule
