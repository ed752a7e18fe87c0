// warp_free_list.sv: a free list of warp ids for a dynamic-warp-formation scheduler.
//
// Written from the warp allocator's behaviour (warptwin SPEC 1.4 and rtl_c/dwf_warp_alloc.h) as an
// outside user would: its own port names, an active-high reset, no state output, and its own
// structure. The ids sit in a shift register, oldest at position 0, with a thermometer of
// occupied positions instead of head/tail pointers and a count. Each cycle:
//   1. a returned id (`ret_valid`, `ret_id`) goes to the first free position, unless all DEPTH
//      positions are occupied (then it is dropped: it cannot happen in a correct scheduler);
//   2. requester A sees the oldest id (`a_ok`, `a_id`) and takes it with `take_a`;
//   3. requester B sees the oldest id left after A (`b_ok`, `b_id`) and takes it with `take_b`;
//   then the register shifts down by the number of ids taken.
// An id returned in a cycle is visible to A and B in that same cycle. `a_id`/`b_id` show whatever
// position 0/1 holds, also while `a_ok`/`b_ok` is low (they are meaningful only with their ok).
// Reset (asynchronous, active high): every id 0..DEPTH-1 free, in order.
//
// `define PLANT_BUG: an off-by-one in the full test (a return is dropped when DEPTH-1 ids are
// held), to show that the mapped vector replay catches it.

module warp_free_list #(
  parameter DEPTH = 8,                               // number of warp ids
  parameter IDW   = (DEPTH > 2) ? $clog2(DEPTH) : 1  // id width
) (
  input  wire           clk,
  input  wire           rst,        // asynchronous, active high
  input  wire           ret_valid,  // an id comes back
  input  wire [IDW-1:0] ret_id,
  input  wire           take_a,     // requester A takes its id
  input  wire           take_b,     // requester B takes its id (after A)
  output wire           a_ok,       // an id is there for A
  output wire [IDW-1:0] a_id,
  output wire           b_ok,       // an id is there for B
  output wire [IDW-1:0] b_id
);

  reg  [DEPTH*IDW-1:0] ids_q;   // position i at [i*IDW +: IDW], oldest at 0
  reg  [DEPTH-1:0]     held_q;  // thermometer: position i holds an id

  // 1. The return: one-hot position it is written to.
`ifdef PLANT_BUG
  wire                 room = ~held_q[DEPTH-2];
`else
  wire                 room = ~held_q[DEPTH-1];
`endif
  wire [DEPTH-1:0]     put;
  wire [DEPTH*IDW-1:0] ids_r;
  wire [DEPTH*IDW-1:0] first_ids;  // reset contents 0, 1, 2, ...
  genvar i;
  generate
    for (i = 0; i < DEPTH; i = i + 1) begin : g_pos
      if (i == 0) begin : g_first
        assign put[i] = ret_valid & room & ~held_q[0];
      end else begin : g_rest
        assign put[i] = ret_valid & room & held_q[i-1] & ~held_q[i];
      end
      assign ids_r[i*IDW +: IDW] = put[i] ? ret_id : ids_q[i*IDW +: IDW];
      assign first_ids[i*IDW +: IDW] = IDW'(i);
    end
  endgenerate

  // Two empty positions above the top, so that A and B can look past the end.
  wire [(DEPTH+2)*IDW-1:0] ids_x  = {{(2*IDW){1'b0}}, ids_r};
  wire [DEPTH+1:0]         held_x = {2'b00, held_q | put};

  // 2. and 3. The two requesters.
  wire a_go, b_go;
  assign a_ok = held_x[0];
  assign a_id = ids_x[0 +: IDW];
  assign a_go = take_a & a_ok;
  assign b_ok = a_go ? held_x[1] : held_x[0];
  assign b_id = a_go ? ids_x[IDW +: IDW] : ids_x[0 +: IDW];
  assign b_go = take_b & b_ok;

  // Shift out what was taken.
  wire [DEPTH*IDW-1:0] ids_d  = (a_go & b_go) ? ids_x[2*IDW +: DEPTH*IDW] :
                                (a_go | b_go) ? ids_x[IDW +: DEPTH*IDW] : ids_x[0 +: DEPTH*IDW];
  wire [DEPTH-1:0]     held_d = (a_go & b_go) ? held_x[2 +: DEPTH] :
                                (a_go | b_go) ? held_x[1 +: DEPTH] : held_x[0 +: DEPTH];

  always @(posedge clk or posedge rst) begin
    if (rst) begin
      ids_q  <= first_ids;
      held_q <= {DEPTH{1'b1}};
    end else begin
      ids_q  <= ids_d;
      held_q <= held_d;
    end
  end

endmodule
