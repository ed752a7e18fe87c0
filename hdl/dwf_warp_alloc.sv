// Warp allocator: the FIFO free-list of warp-pool indices (SPEC 1.4; D3 §4.2, Tab 7.1).
//
// Verilog twin of rtl_c/dwf_warp_alloc.c.
//
// A Pool-deep FIFO holds the warp-pool indices that are free. One cycle runs three phases in
// order, each seeing the writes of the one before: (1) a push returns an index (dropped when the
// FIFO is full); (2) port 0 peeks at the head and pops it if `pop0_i`; (3) port 1 does the same
// after port 0. A pop in the cycle of a push into an empty FIFO returns the pushed index, and a
// pop of an empty FIFO is a stall. Pointers wrap at Pool, which need not be a power of two.
// `popK_valid_o`/`popK_idx_o` never depend on `popK_i`, so a requester may decide from them;
// each phase therefore has its own `always_comb` block and its own stage signals.
//
// Reset: slot[i] = i (every index free), head = tail = 0, count = Pool.
//
// dbg_state_o: its width and field offsets come from dwf_warp_alloc_fields.svh, generated from the
// C field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/dwf_warp_alloc.h.
// The include describes the configuration's geometry: a simulation whose parameters differ from it
// stops at time 0 (p_fields_match).

`include "wt_config.svh"
`include "wt_params.svh"
`include "dwf_warp_alloc_fields.svh"  // generated: dbg_state_o layout from the C field table

module dwf_warp_alloc #(
  parameter Pool = `WT_POOL  // warp-pool entries = FIFO depth (WT_POOL)
) (
  input  logic                          clk_i,         // clock
  input  logic                          rst_ni,        // asynchronous reset, active low

  // Phase 1, C `push`, `push_idx`: return an index to the free list.
  input  logic                          push_i,        // push `push_idx_i` (dropped when full)
  input  logic [`WT_IDX_W(Pool)-1:0]    push_idx_i,    // index returned

  // Phases 2 and 3, C `pop0`, `pop1`: take the head index through port 0, then port 1.
  input  logic                          pop0_i,        // pop through port 0 (stall if empty)
  input  logic                          pop1_i,        // pop through port 1, after port 0

  // Port 0, C `pop0_valid`, `pop0_idx`: what a port 0 pop gets (after the push).
  output logic                          pop0_valid_o,  // an index is available to port 0
  output logic [`WT_IDX_W(Pool)-1:0]    pop0_idx_o,    // index port 0 gets (0 if not valid)

  // Port 1, C `pop1_valid`, `pop1_idx`: what a port 1 pop gets (after port 0's pop).
  output logic                          pop1_valid_o,  // an index is available to port 1
  output logic [`WT_IDX_W(Pool)-1:0]    pop1_idx_o     // index port 1 gets (0 if not valid)

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: slot[0..Pool-1], head, tail, count (bit 0 = slot[0]).
  output logic [`DWF_WARP_ALLOC_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/wt_params.h formulas).
  localparam IdxW = `WT_IDX_W(Pool);      // WT_IDXW: index (and pointer) width
  localparam CntW = `WT_IDX_W(Pool + 1);  // WT_ALLOC_CNTW: holds 0..Pool

  // Pointer value at which an increment wraps to 0, and the count of a full FIFO.
  localparam logic [IdxW-1:0] LastPtr = IdxW'(Pool - 1);
  localparam logic [CntW-1:0] FullCnt = CntW'(Pool);

  ///////////////
  // Registers //
  ///////////////

  // Yosys: the arrays are registers, not RAMs (async reset); say so to avoid its mem2reg warning.
  (* mem2reg *) logic [IdxW-1:0] slot_q [Pool];  // FIFO storage: the free indices
  (* mem2reg *) logic [IdxW-1:0] slot_d [Pool];
  logic [IdxW-1:0] head_q, head_d;    // next slot to pop
  logic [IdxW-1:0] tail_q, tail_d;    // next slot to push
  logic [CntW-1:0] count_q, count_d;  // free indices held, 0..Pool

  for (genvar i = 0; i < Pool; i++) begin : g_slot
    `WT_FF_RST(slot_q[i], slot_d[i], IdxW'(i))
  end

  `WT_FF(head_q, head_d)
  `WT_FF(tail_q, tail_d)
  `WT_FF_RST(count_q, count_d, FullCnt)

  /////////////////////
  // Phase 1: push   //
  /////////////////////

  logic            push_ok;       // the push is taken (FIFO not full)
  logic [CntW-1:0] count_push;    // count after phase 1
  logic [IdxW-1:0] head_inc;      // head_q + 1 mod Pool
  logic [IdxW-1:0] slot_head;     // slot[head_q] after phase 1 (push forwarded)
  logic [IdxW-1:0] slot_head_inc; // slot[head_inc] after phase 1 (push forwarded)

  always_comb begin : p_push
    push_ok    = push_i && (count_q != FullCnt);
    // Each variable is assigned once per evaluation (no default-then-override): Icarus 11 loops
    // forever on a comb variable that changes twice in one evaluation while other blocks read it.
    tail_d     = !push_ok ? tail_q : (tail_q == LastPtr) ? '0 : tail_q + IdxW'(1);
    count_push = push_ok ? count_q + CntW'(1) : count_q;
    // The slot written this cycle is slot[tail_q]: forward it to the two reads that may see it.
    head_inc      = (head_q == LastPtr) ? '0 : head_q + IdxW'(1);
    slot_head     = (push_ok && (tail_q == head_q)) ? push_idx_i : slot_q[head_q];
    slot_head_inc = (push_ok && (tail_q == head_inc)) ? push_idx_i : slot_q[head_inc];
  end

  // Storage next state: only slot[tail_q] can change, and only on a taken push. One `assign` per
  // slot: Verilator does not unroll a 128-iteration loop, and the rolled loop simulated slower.
  for (genvar i = 0; i < Pool; i++) begin : g_slot_d
    assign slot_d[i] = (push_ok && (tail_q == IdxW'(i))) ? push_idx_i : slot_q[i];
  end

  /////////////////////
  // Phase 2: port 0 //
  /////////////////////

  // Peek: independent of `pop0_i`.
  always_comb begin : p_peek0
    pop0_valid_o = (count_push != '0);
    pop0_idx_o   = pop0_valid_o ? slot_head : '0;
  end

  logic            pop0_take;   // port 0 pops this cycle
  logic [IdxW-1:0] head_pop0;   // head after phase 2
  logic [CntW-1:0] count_pop0;  // count after phase 2

  always_comb begin : p_pop0
    pop0_take  = pop0_i && pop0_valid_o;
    head_pop0  = pop0_take ? head_inc : head_q;
    count_pop0 = pop0_take ? count_push - CntW'(1) : count_push;
  end

  /////////////////////
  // Phase 3: port 1 //
  /////////////////////

  // Peek after port 0: independent of `pop1_i`. The head is head_q or head_q + 1.
  always_comb begin : p_peek1
    pop1_valid_o = (count_pop0 != '0);
    pop1_idx_o   = !pop1_valid_o ? '0 : pop0_take ? slot_head_inc : slot_head;
  end

  always_comb begin : p_pop1
    head_d  = !(pop1_i && pop1_valid_o) ? head_pop0
            : (head_pop0 == LastPtr) ? '0 : head_pop0 + IdxW'(1);
    count_d = (pop1_i && pop1_valid_o) ? count_pop0 - CntW'(1) : count_pop0;
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`DWF_WARP_ALLOC_SLOT_N != Pool || `DWF_WARP_ALLOC_SLOT_W != IdxW
        || `DWF_WARP_ALLOC_HEAD_W != IdxW || `DWF_WARP_ALLOC_TAIL_W != IdxW
        || `DWF_WARP_ALLOC_COUNT_W != CntW) begin
      $fatal(1, "dwf_warp_alloc: parameters differ from dwf_warp_alloc_fields.svh");
    end
  end

  for (genvar i = 0; i < Pool; i++) begin : g_dbg_slot
    assign dbg_state_o[`DWF_WARP_ALLOC_SLOT_OFF + i*IdxW +: IdxW] = slot_q[i];
  end
  assign dbg_state_o[`DWF_WARP_ALLOC_HEAD_OFF +: IdxW]  = head_q;
  assign dbg_state_o[`DWF_WARP_ALLOC_TAIL_OFF +: IdxW]  = tail_q;
  assign dbg_state_o[`DWF_WARP_ALLOC_COUNT_OFF +: CntW] = count_q;
`endif

endmodule
