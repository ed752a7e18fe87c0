// Warped-Preexecution physical register availability vector, per SM (SPEC 3.5; D1 §5.1, §5.3
// "register availability vector").
//
// Verilog twin of rtl_c/pe_avail_vec.c (statement by statement: each vector statement here is the
// same statement on the C model's 32-bit words there, same names, same order).
//
// State: `used[i]` (1 = in use or reserved; D1's 128 bits) and `zombie[i]` (SPEC 3.5/3.6 [RES]: the
// register of a discarded P-queue entry whose P-mode writeback is still in flight; it is freed
// when that writeback arrives). MODEL = 2 x RREGS = 256 b at the baseline, PAPER 128.
//
// One step, in this order (normative: chosen so that an entry discarded in the same step as its
// P-mode writeback never leaks a register); each phase sees the writes of the one before:
//  1. mark_zombie: zombie |= zmb_mask & used. (The P-queue's discard of not-ready entries.)
//     Marking a free register is illegal by protocol (a zombie is still allocated) and ignored.
//  2. wb_notify, port 0 then port 1 (P-mode writebacks): if wbnK_v && zombie[wbnK_idx]:
//     zombie[idx] = 0, used[idx] = 0. A notify of a non-zombie register does nothing (SPEC 3.5).
//  3. release: used &= ~(rel_mask & ~zombie). (The discard of ready entries and the pipeline's
//     deferred releases, SPEC 3.4 [RES].) Releasing a zombie is illegal by protocol (no owner
//     holds it: the discard gave it up) and ignored; its writeback frees it.
//  4. reserve (kernel launch, SPEC 3.5 compiler-used registers): if rsv_v: used |= rsv_mask.
//  5. On the state after 1-4: any_free = ~&used; the allocation lookup gives alloc_ok and
//     alloc_idx = the lowest free i with i mod RBANKS == alloc_bank; if none, the lowest free i
//     overall; if none at all, alloc_ok = 0 (alloc_idx = 0, don't-care). bank(i) = i mod RBANKS is
//     SPEC 3.5's [RES] (P10). alloc_ok/alloc_idx are the lookup and are driven whether or not
//     alloc_v is set (alloc_ok == any_free); only the state update needs alloc_v: if alloc_v &&
//     alloc_ok: used[alloc_idx] = 1. An alloc_v with nothing free changes nothing (the requester
//     stalls). An alloc_bank >= RBANKS (possible only when RBANKS = 1) matches no register and
//     takes the overall lowest, which for one bank is the same register.
//
// Because of the two ignore rules, zombie is a subset of used after every step from any input
// (the C `check` hook: zombie & ~used == 0).
//
// Hardware: the lookup is two plain priority encoders over RREGS bits, one over the free
// registers of the requested bank (free & the bank's stride pattern shifted by alloc_bank) and one
// over all free registers, then a 2:1 select. Each encoder isolates the lowest set bit,
// low = x & (~x + 1) (a carry chain, log depth as a prefix adder), and encodes the one-hot result
// with one OR tree per index bit (idx[b] = |(low & {i : bit b of i})); hit = |x. The C model
// does the same on its words (a bounded loop with the carry between words, one over the index
// bits), statement by statement.
//
// Reset: used = zombie = 0 (every register free; the kernel launch reserves the compiler's).
//
// dbg_state_o: its width and field offsets come from pe_avail_vec_fields.svh, generated from the C
// field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/pe_avail_vec.h.

`include "wt_config.svh"
`include "wt_params.svh"
`include "pe_avail_vec_fields.svh"  // generated: dbg_state_o layout from the C field table

module pe_avail_vec #(
  parameter RRegs  = `WT_RREGS,  // rename registers (WT_RREGS)
  parameter RBanks = `WT_RBANKS  // register-file banks, bank(i) = i mod RBanks (WT_RBANKS)
) (
  input  logic                          clk_i,         // clock
  input  logic                          rst_ni,        // asynchronous reset, active low

  // Phase 1, C `zmb_mask`: mark_zombie (bit i = register i).
  input  logic [RRegs-1:0]              zmb_mask_i,    // zombie |= mask (used registers only)

  // Phase 2, C `wbn0_*`, `wbn1_*`: P-mode writeback notifies, port 0 then port 1.
  input  logic                          wbn0_v_i,      // a P-mode writeback on port 0
  input  logic [`WT_IDX_W(RRegs)-1:0]   wbn0_idx_i,    // its rename index (freed if a zombie)
  input  logic                          wbn1_v_i,      // a P-mode writeback on port 1
  input  logic [`WT_IDX_W(RRegs)-1:0]   wbn1_idx_i,    // its rename index (freed if a zombie)

  // Phase 3, C `rel_mask`: release (bit i = register i).
  input  logic [RRegs-1:0]              rel_mask_i,    // used &= ~mask (zombies excluded)

  // Phase 4, C `rsv_v`, `rsv_mask`: reserve at kernel launch.
  input  logic                          rsv_v_i,       // reserve this step
  input  logic [RRegs-1:0]              rsv_mask_i,    // compiler-used registers: used |= mask

  // Phase 5, C `alloc_v`, `alloc_bank`: allocation.
  input  logic                          alloc_v_i,     // take alloc_idx_o if alloc_ok_o
  input  logic [`WT_IDX_W(RBanks)-1:0]  alloc_bank_i,  // bank of the original destination

  // Phase 5 lookup, C `any_free`, `alloc_ok`, `alloc_idx` (driven whether or not alloc_v_i).
  output logic                          any_free_o,    // ~&used after phases 1-4
  output logic                          alloc_ok_o,    // a free register was found
  output logic [`WT_IDX_W(RRegs)-1:0]   alloc_idx_o    // lowest free in the bank, else lowest free

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: used (bit i = register i), then zombie (bit RRegs + i).
  output logic [`PE_AVAIL_VEC_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/pe_params.h formulas).
  localparam PhyW  = `WT_IDX_W(RRegs);   // WT_PHYW: rename index

  ///////////////
  // Registers //
  ///////////////

  logic [RRegs-1:0] used_q, used_d;      // 1 = in use or reserved
  logic [RRegs-1:0] zombie_q, zombie_d;  // 1 = freed by its in-flight writeback

  `WT_FF(used_q,   used_d)
  `WT_FF(zombie_q, zombie_d)

  ///////////////
  // Constants //
  ///////////////

  // Bit i set iff i mod RBanks == 0: the bank-0 registers (bank b: shifted left by b).
  function automatic logic [RRegs-1:0] bank_pat();
    logic [RRegs-1:0] m;
    for (int i = 0; i < RRegs; i++) begin
      m[i] = (i % RBanks) == 0;
    end
    bank_pat = m;  // (Yosys 0.23 has no `return`)
  endfunction

  // Bit i set iff bit b of the index i is set: the OR tree of index bit b.
  function automatic logic [RRegs-1:0] idx_mask(input int b);
    logic [RRegs-1:0] m;
    for (int i = 0; i < RRegs; i++) begin
      m[i] = ((i >> b) & 1) == 1;
    end
    idx_mask = m;
  endfunction

  localparam logic [RRegs-1:0] BankPat = bank_pat();

  //////////////////
  // Phases 1 - 4 //
  //////////////////

  logic [RRegs-1:0] bank_sel;    // the requested bank's registers
  logic [RRegs-1:0] zombie_p1;   // after phase 1
  logic [RRegs-1:0] wbn0_hit;    // port 0 frees this zombie
  logic [RRegs-1:0] zombie_p2a;  // after port 0
  logic [RRegs-1:0] wbn1_hit;    // port 1 frees this zombie
  logic [RRegs-1:0] zombie_p2;   // after phase 2
  logic [RRegs-1:0] used_p2;     // after phase 2
  logic [RRegs-1:0] used_p3;     // after phase 3
  logic [RRegs-1:0] used_p4;     // after phase 4
  logic [RRegs-1:0] free_r;      // free after phases 1-4
  logic [RRegs-1:0] bank_free;   // free and in the requested bank

  always_comb begin : p_update
    // The requested bank's registers: BankPat << alloc_bank, none for a bank >= RBanks.
    bank_sel   = (32'(alloc_bank_i) < RBanks) ? (BankPat << alloc_bank_i) : '0;
    // Phase 1: mark_zombie (a free register cannot become a zombie: ignored).
    zombie_p1  = zombie_q | (zmb_mask_i & used_q);
    // Phase 2: wb_notify, port 0 then port 1: a zombie's writeback frees it.
    wbn0_hit   = (RRegs'(wbn0_v_i) << wbn0_idx_i) & zombie_p1;
    zombie_p2a = zombie_p1 & ~wbn0_hit;
    wbn1_hit   = (RRegs'(wbn1_v_i) << wbn1_idx_i) & zombie_p2a;
    zombie_p2  = zombie_p2a & ~wbn1_hit;
    used_p2    = used_q & ~wbn0_hit & ~wbn1_hit;
    // Phase 3: release (a zombie is not released: ignored, its writeback frees it).
    used_p3    = used_p2 & ~(rel_mask_i & ~zombie_p2);
    // Phase 4: reserve at kernel launch.
    used_p4    = used_p3 | (rsv_v_i ? rsv_mask_i : '0);
    // Phase 5: the lookup on the state after phases 1-4.
    free_r     = ~used_p4;
    bank_free  = free_r & bank_sel;
  end

  /////////////
  // Phase 5 //
  /////////////

  // Two priority encoders: the requested bank's free registers, and all free registers. Each
  // isolates the lowest set bit, low = x & (~x + 1), and encodes it, idx[b] = |(low & IdxMask[b]).
  logic [RRegs-1:0] blow, alow;  // the lowest set bit of bank_free, free_r (0 if none)
  logic [PhyW-1:0]  bidx, aidx;  // its index (0 if none)
  logic             bhit, ahit;  // bank_free, free_r not empty

  always_comb begin : p_low
    blow = bank_free & (~bank_free + RRegs'(1));
    alow = free_r & (~free_r + RRegs'(1));
    bhit = |bank_free;
    ahit = |free_r;
  end

  for (genvar b = 0; b < PhyW; b++) begin : g_enc
    localparam logic [RRegs-1:0] IdxMask = idx_mask(b);
    assign bidx[b] = |(blow & IdxMask);
    assign aidx[b] = |(alow & IdxMask);
  end

  always_comb begin : p_alloc
    any_free_o  = ahit;
    alloc_ok_o  = ahit;
    alloc_idx_o = bhit ? bidx : aidx;
  end

  // Next state: the allocation takes alloc_idx only with alloc_v.
  always_comb begin : p_next
    used_d   = used_p4 | (RRegs'(alloc_v_i && alloc_ok_o) << alloc_idx_o);
    zombie_d = zombie_p2;
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`PE_AVAIL_VEC_USED_N * `PE_AVAIL_VEC_USED_W != RRegs
        || `PE_AVAIL_VEC_ZOMBIE_N * `PE_AVAIL_VEC_ZOMBIE_W != RRegs) begin
      $fatal(1, "pe_avail_vec: parameters differ from pe_avail_vec_fields.svh");
    end
  end

  assign dbg_state_o[`PE_AVAIL_VEC_USED_OFF +: RRegs]   = used_q;
  assign dbg_state_o[`PE_AVAIL_VEC_ZOMBIE_OFF +: RRegs] = zombie_q;
`endif

endmodule
