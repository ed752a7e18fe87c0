// tb/byo/extra_ports.sv: the foreign allocator (examples/foreign/warp_free_list.sv) with a port of
// each direction that block dwf_warp_alloc does not have: a `flush` input (a second reset) and a
// debug output. tb/byo/extra_ports.map ties the one and leaves the other open; tb/byo/test_byo.sh
// replays it on both simulators.
module extra_ports #(
  parameter DEPTH = 8,
  parameter IDW   = 3
) (
  input  wire           clk,
  input  wire           rst,
  input  wire           flush,      // tied to 0 by the map
  input  wire           ret_valid,
  input  wire [IDW-1:0] ret_id,
  input  wire           take_a,
  input  wire           take_b,
  output wire           a_ok,
  output wire [IDW-1:0] a_id,
  output wire           b_ok,
  output wire [IDW-1:0] b_id,
  output wire [3:0]     dbg_nibble  // left open by the map
);
  assign dbg_nibble = {a_ok, b_ok, take_a, take_b};
  warp_free_list #(.DEPTH(DEPTH), .IDW(IDW)) u_list (
    .clk(clk), .rst(rst | flush), .ret_valid(ret_valid), .ret_id(ret_id), .take_a(take_a),
    .take_b(take_b), .a_ok(a_ok), .a_id(a_id), .b_ok(b_ok), .b_id(b_id)
  );
endmodule
