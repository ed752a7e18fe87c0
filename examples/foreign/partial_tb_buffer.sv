// partial_tb_buffer.sv: the one partially dispatched thread block of an SM, for warp-level
// resource management (WarpMan).
//
// Written from the workload buffer's behaviour (warptwin SPEC 2.3 and rtl_c/wm_workload_buf.h) as
// an outside user would: its own port names, no state output, and its own structure. Instead of
// the next warp id it keeps how many warps are left after the next one (`left_q`); the next warp
// is `last_q - left_q`. The buffer word (`word`) is still the paper's {P_TBId, L_TBId, start_wid,
// end_wid, valid}, MSB to LSB, because other logic reads it.
//   * `done` (a warp of the SM finished) while a TB is pending issues its next warp (`issue`,
//     `issue_slot`, `issue_tb`, `issue_warp`); the last one (`left_q` = 0, i.e. start = end: the
//     bounds are inclusive) empties the buffer.
//   * `place` loads a partial TB: slot, logical id and its first and last unissued warps; taken
//     only into an empty buffer, otherwise dropped and `overrun` says so.
// The `issue_*` values are meaningful only while `issue` is high (they show the pending TB anyway).
// Reset (asynchronous, active low): empty, every field 0.
//
// `define PLANT_BUG: the logical TB id register loses its top bit (a dropped field bit), to show
// that the mapped vector replay catches it.

module partial_tb_buffer #(
  parameter SLOT_W = 3,   // physical TB slot id
  parameter TB_W   = 26,  // logical TB id
  parameter WID_W  = 5    // warp id within a TB
) (
  input  wire                             clk,
  input  wire                             rst_n,        // asynchronous, active low
  input  wire                             done,         // a warp of this SM completed
  input  wire                             place,        // load a partial TB
  input  wire [SLOT_W-1:0]                place_slot,
  input  wire [TB_W-1:0]                  place_tb,
  input  wire [WID_W-1:0]                 place_first,  // first warp not yet issued
  input  wire [WID_W-1:0]                 place_last,   // last warp not yet issued (inclusive)
  output wire                             pending,      // a partial TB is buffered
  output wire [SLOT_W+TB_W+2*WID_W:0]     word,         // {slot, tb, next warp, last warp, pending}
  output wire                             issue,        // a buffered warp is issued now
  output wire [SLOT_W-1:0]                issue_slot,
  output wire [TB_W-1:0]                  issue_tb,
  output wire [WID_W-1:0]                 issue_warp,
  output wire                             overrun       // `place` while a TB is pending: dropped
);

  reg  [SLOT_W-1:0] slot_q;
  reg  [TB_W-1:0]   tb_q;
  reg  [WID_W-1:0]  last_q;  // the last warp to issue
  reg  [WID_W-1:0]  left_q;  // warps left after the next one
  reg               live_q;  // a TB is pending

  wire [WID_W-1:0] next_warp = last_q - left_q;
  wire             load      = place & ~live_q;

  assign pending    = live_q;
  assign word       = {slot_q, tb_q, next_warp, last_q, live_q};
  assign issue      = done & live_q;
  assign issue_slot = slot_q;
  assign issue_tb   = tb_q;
  assign issue_warp = next_warp;
  assign overrun    = place & live_q;

`ifdef PLANT_BUG
  wire [TB_W-1:0] tb_in = {1'b0, place_tb[TB_W-2:0]};
`else
  wire [TB_W-1:0] tb_in = place_tb;
`endif

  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) begin
      slot_q <= '0;
      tb_q   <= '0;
      last_q <= '0;
      left_q <= '0;
      live_q <= 1'b0;
    end else if (load) begin
      slot_q <= place_slot;
      tb_q   <= tb_in;
      last_q <= place_last;
      left_q <= place_last - place_first;
      live_q <= 1'b1;
    end else if (issue) begin
      if (left_q == '0) live_q <= 1'b0;
      else left_q <= left_q - 1'b1;
    end
  end

endmodule
