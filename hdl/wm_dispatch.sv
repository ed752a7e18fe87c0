// WarpMan TB dispatch: the SM resource counters and the TB-level and warp-level dispatch checks
// (SPEC 2.1, 2.2, 2.4; D2 §4.1, Fig 13; D0 Fig 30).
//
// Verilog twin of rtl_c/wm_dispatch.c (the contract, with every [RES], is in rtl_c/wm_dispatch.h).
//
// The block holds what the check logic reads: free scheduler entries, TB slots (count and busy
// bitmap), registers and shared memory, the active-warp count, the live warps of each TB slot, and
// the running kernel's descriptor. The workload buffer is a separate block (wm_workload_buf): this
// one reads its valid bit and P_TBId and tells it what to load. One cycle runs four phases in
// order, chained combinationally, each seeing the counters the one before left (SPEC 0.3):
//   (0) launch: an idle SM takes a legal kernel descriptor; nothing else happens in that cycle;
//   (1) release the completed warp (WarpLvl) or, at its TB's last warp, the whole TB (TB level);
//   (2) the workload buffer issues its next warp into the released resources;
//   (3) the dispatcher (full TB, else partial TB into the buffer) on the counters after (1), (2).
// A counter therefore has up to four values in a cycle: `<c>_q`, `<c>_p1` (after phase 1),
// `<c>_p2` (after phase 2) and `<c>_d` (after phase 3), the C's `n-><c>` at those points. Each is
// assigned exactly once (Icarus 11 loops forever on a comb signal that changes twice in one
// evaluation).
//
// Where this file cannot read like the C, word for word:
//  - the C divides `regs_e / k_rw` only when a TB is left to dispatch, which implies a launch and
//    so R_w >= 1; the division here is always evaluated, and before the first launch k_rw_q is 0
//    (x / 0 is x on Icarus), so the divisor is `k_rw_q`, or 1 while it is 0 (`rw_div`); the
//    quotient is used only when the C computes it, where the two divisors are equal;
//  - the C's `while` loop for the lowest free TB slot is the function `lowest_free` (a priority
//    encoder, same result: the lowest slot whose busy bit is 0, else the last slot);
//  - the C compares in uint32_t; here comparisons of different widths are done on 32-bit casts
//    (`32'(x)`) and the full-TB product W*R_w has its own width WT_TBREGW, so no comparison
//    truncates; sums and differences are computed at the register's width (truncation commutes
//    with + - *, so that is the C's `M(x, w)` at the assignment).
//
// Reset: every counter full (free_sched = Sched, free_tb = TbSlots, free_regs = Regs, free_smem =
// Smem), everything else zero.
//
// Under simulation the counter invariants of wm_dispatch_check() are checked at every clock out of
// reset (end of the file).
//
// dbg_state_o: its width and field offsets come from wm_dispatch_fields.svh, generated from the C
// field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/wm_dispatch.h.

`include "wt_config.svh"
`include "wt_params.svh"
`include "wm_dispatch_fields.svh"  // generated: dbg_state_o layout from the C field table

module wm_dispatch #(
  parameter Sched    = `WT_SCHED,      // warp-scheduler entries per SM (WT_SCHED)
  parameter TbSlots  = `WT_TB_SLOTS,   // TB slots per SM (WT_TB_SLOTS)
  parameter Regs     = `WT_REGS,       // registers per SM (WT_REGS)
  parameter Smem     = `WT_SMEM,       // shared memory per SM in bytes (WT_SMEM)
  parameter MaxW     = `WT_MAXW,       // warps per TB at most (WT_MAXW)
  parameter LtbW     = `WT_LTBW,       // logical TB id width (WT_LTBW)
  parameter Thresh   = `WT_THRESH,     // static threshold on concurrent warps (WT_THRESH)
  parameter ThreshEn = `WT_THRESH_EN,  // 1: apply the static threshold (WT_THRESH_EN)
  parameter WarpLvl  = `WT_WARP_LVL    // 1: warp-level management; 0: TB level (WT_WARP_LVL)
) (
  input  logic                                clk_i,         // clock
  input  logic                                rst_ni,        // asynchronous reset, active low

  // Phase 0, C `launch`, `k_*`: kernel launch with its descriptor.
  input  logic                                launch_i,      // launch (taken if idle_o and legal)
  input  logic [`WT_IDX_W(MaxW + 1)-1:0]      k_w_i,         // W: warps per TB
  input  logic [`WT_IDX_W(Regs + 1)-1:0]      k_rw_i,        // R_w: registers per warp
  input  logic [`WT_IDX_W(Smem + 1)-1:0]      k_stb_i,       // S_TB: shared memory per TB
  input  logic [LtbW-1:0]                     k_l0_i,        // logical id of the first TB
  input  logic [LtbW:0]                       k_ntbs_i,      // TBs of the kernel this SM runs

  // Phase 1, C `done`, `done_p`: a warp completed.
  input  logic                                done_i,        // completion
  input  logic [`WT_IDX_W(TbSlots)-1:0]       done_p_i,      // its physical TB slot

  // Phase 2, C `wb_valid`, `wb_p`: the workload buffer's registers (start of the cycle).
  input  logic                                wb_valid_i,    // the buffer holds unissued warps
  input  logic [`WT_IDX_W(TbSlots)-1:0]       wb_p_i,        // its P_TBId

  // Phase 3, C `spatial_en`: the dueling input (SPEC 2.4).
  input  logic                                spatial_en_i,  // 1: 'temp+spatial'; 0: 'temp'

  // C `idle`, `launch_ok`, `done_ok`, `inv`.
  output logic                                idle_o,        // no slot busy, no TB left (start)
  output logic                                launch_ok_o,   // the launch is taken
  output logic                                done_ok_o,     // the completion is taken
  output logic                                inv_o,         // the dispatcher is invoked

  // Phase 3 result, C `disp_*`, `ld`, `ld_end` (0 when nothing is dispatched).
  output logic                                disp_v_o,      // a TB is dispatched
  output logic                                disp_full_o,   // a full TB (else partial)
  output logic [`WT_IDX_W(TbSlots)-1:0]       disp_p_o,      // its physical TB slot
  output logic [LtbW-1:0]                     disp_l_o,      // its logical TB id
  output logic [`WT_IDX_W(MaxW + 1)-1:0]      disp_n_o,      // warps issued now: W or n_issue
  output logic                                ld_o,          // load the buffer (partial TB)
  output logic [`WT_IDX_W(MaxW)-1:0]          ld_end_o,      // its end_wid = W - 1

  // C `ltb_ovf` (start of the cycle, W2).
  output logic                                ltb_ovf_o      // a TB id overflowed LtbW bits

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order (bit 0 = free_sched): the counters, live[0..TbSlots-1],
  // the kernel descriptor, the W2 flags, the launch sequence and the 'temp' latch.
  output logic [`WM_DISPATCH_STATE_W-1:0]     dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/wm_params.h formulas).
  localparam SchW   = `WT_IDX_W(Sched + 1);    // WT_SCHW: free_sched, active_warps
  localparam TbcW   = `WT_IDX_W(TbSlots + 1);  // WT_TBCW: free_tb
  localparam PtbW   = `WT_IDX_W(TbSlots);      // WT_PTBW: a TB slot number
  localparam RegW   = `WT_IDX_W(Regs + 1);     // WT_REGW: free_regs, R_w
  localparam SmemW  = `WT_IDX_W(Smem + 1);     // WT_SMEMW: free_smem, S_TB
  localparam WcW    = `WT_IDX_W(MaxW + 1);     // WT_WCW: W, live warps of a slot
  localparam WidW   = `WT_IDX_W(MaxW);         // WT_WIDW: a warp id
  localparam NtbW   = LtbW + 1;                // WT_NTBW: tbs_left
  localparam TbRegW = RegW + WcW;              // WT_TBREGW: W * R_w

  ///////////////
  // Registers //
  ///////////////

  logic [SchW-1:0]    free_sched_q, free_sched_d;      // free warp-scheduler entries
  logic [TbcW-1:0]    free_tb_q, free_tb_d;            // free TB slots
  logic [TbSlots-1:0] tb_busy_q, tb_busy_d;            // busy physical TB slots
  logic [RegW-1:0]    free_regs_q, free_regs_d;        // free registers
  logic [SmemW-1:0]   free_smem_q, free_smem_d;        // free shared memory (bytes)
  logic [SchW-1:0]    active_warps_q, active_warps_d;  // warps holding resources
  // Yosys: registers, not a RAM (async reset); say so to avoid its mem2reg warning.
  (* mem2reg *) logic [WcW-1:0] live_q [TbSlots];      // per slot: its warps holding resources
  (* mem2reg *) logic [WcW-1:0] live_d [TbSlots];
  logic [WcW-1:0]     k_w_q, k_w_d;                    // kernel: W
  logic [RegW-1:0]    k_rw_q, k_rw_d;                  // kernel: R_w
  logic [SmemW-1:0]   k_stb_q, k_stb_d;                // kernel: S_TB
  logic [LtbW-1:0]    next_ltb_q, next_ltb_d;          // kernel: next_L_TBId
  logic               ltb_wrap_q, ltb_wrap_d;          // next_L_TBId wrapped past all ones (W2)
  logic               ltb_ovf_q, ltb_ovf_d;            // a TB got an id that does not fit (W2)
  logic [NtbW-1:0]    tbs_left_q, tbs_left_d;          // kernel: TBs left to dispatch
  logic               launching_q, launching_d;        // the launch sequence runs
  logic               frag_v_q, frag_v_d;              // the 'temp' fragment is latched
  logic [RegW-1:0]    frag_regs_q, frag_regs_d;        // 'temp': free registers then

  for (genvar i = 0; i < TbSlots; i++) begin : g_live_q
    `WT_FF(live_q[i], live_d[i])
  end

  `WT_FF_RST(free_sched_q, free_sched_d, SchW'(Sched))
  `WT_FF_RST(free_tb_q,    free_tb_d,    TbcW'(TbSlots))
  `WT_FF(tb_busy_q, tb_busy_d)
  `WT_FF_RST(free_regs_q, free_regs_d, RegW'(Regs))
  `WT_FF_RST(free_smem_q, free_smem_d, SmemW'(Smem))
  `WT_FF(active_warps_q, active_warps_d)
  `WT_FF(k_w_q,          k_w_d)
  `WT_FF(k_rw_q,         k_rw_d)
  `WT_FF(k_stb_q,        k_stb_d)
  `WT_FF(next_ltb_q,     next_ltb_d)
  `WT_FF(ltb_wrap_q,     ltb_wrap_d)
  `WT_FF(ltb_ovf_q,      ltb_ovf_d)
  `WT_FF(tbs_left_q,     tbs_left_d)
  `WT_FF(launching_q,    launching_d)
  `WT_FF(frag_v_q,       frag_v_d)
  `WT_FF(frag_regs_q,    frag_regs_d)

  // The registers of one TB of the running kernel, W * R_w (never truncated: WT_TBREGW bits).
  logic [TbRegW-1:0] tb_regs;
  assign tb_regs = TbRegW'(k_w_q) * TbRegW'(k_rw_q);

  // Start-of-cycle outputs: C `out->idle`, `out->ltb_ovf`.
  assign idle_o    = (tb_busy_q == '0) && (tbs_left_q == '0);
  assign ltb_ovf_o = ltb_ovf_q;

  //////////////////////
  // Phase 0: launch  //
  //////////////////////

  logic legal;  // the descriptor is one whose TB fits an empty SM [RES]

  always_comb begin : p_launch
    legal = (32'(k_w_i) >= 32'd1) && (32'(k_w_i) <= MaxW) && (32'(k_w_i) <= Sched)
            && (32'(k_rw_i) >= 32'd1) && (32'(k_w_i) * 32'(k_rw_i) <= Regs)
            && (32'(k_stb_i) <= Smem);
    launch_ok_o = launch_i && idle_o && legal;
  end

  ///////////////////////
  // Phase 1: release  //
  ///////////////////////

  logic           wbv;         // C `wbv`: the buffer is valid (never under TB-level management)
  logic [WcW-1:0] live_dp;     // live[done_p] (start of the cycle)
  logic [WcW-1:0] live_dp_p1;  // live[done_p] after the release, C `n->live[dp]`
  logic           rel_warp;    // WarpLvl: the completed warp's registers and entry are freed
  logic           rel_tb;      // the TB's last warp is gone and none waits in the buffer
  logic           rel_tbres;   // TB level: rel_tb frees the TB's W*R_w registers and W entries

  logic [SchW-1:0]    free_sched_p1;
  logic [TbcW-1:0]    free_tb_p1;
  logic [TbSlots-1:0] tb_busy_p1;
  logic [RegW-1:0]    free_regs_p1;
  logic [SmemW-1:0]   free_smem_p1;
  logic [SchW-1:0]    active_warps_p1;

  always_comb begin : p_release
    wbv        = (WarpLvl != 0) && wb_valid_i;
    // A slot number past the last slot reads no array word (C `dp < WT_TB_SLOTS` first).
    live_dp    = (32'(done_p_i) < TbSlots) ? live_q[done_p_i] : '0;
    done_ok_o  = !launch_ok_o && done_i && (live_dp != '0);
    live_dp_p1 = live_dp - WcW'(1);
    rel_warp   = done_ok_o && (WarpLvl != 0);
    rel_tb     = done_ok_o && (live_dp_p1 == '0) && !(wbv && (wb_p_i == done_p_i));
    rel_tbres  = rel_tb && (WarpLvl == 0);
    free_regs_p1    = rel_warp ? free_regs_q + k_rw_q
                    : rel_tbres ? free_regs_q + RegW'(tb_regs) : free_regs_q;
    free_sched_p1   = rel_warp ? free_sched_q + SchW'(1)
                    : rel_tbres ? free_sched_q + SchW'(k_w_q) : free_sched_q;
    active_warps_p1 = rel_warp ? active_warps_q - SchW'(1)
                    : rel_tbres ? active_warps_q - SchW'(k_w_q) : active_warps_q;
    free_tb_p1      = rel_tb ? free_tb_q + TbcW'(1) : free_tb_q;
    free_smem_p1    = rel_tb ? free_smem_q + k_stb_q : free_smem_q;
    tb_busy_p1      = rel_tb ? tb_busy_q & ~(TbSlots'(1) << done_p_i) : tb_busy_q;
  end

  //////////////////////////////
  // Phase 2: buffer issue    //
  //////////////////////////////

  logic wbi;  // the buffer issues warp start_wid of TB wb_p into the released resources

  logic [SchW-1:0] free_sched_p2;
  logic [RegW-1:0] free_regs_p2;
  logic [SchW-1:0] active_warps_p2;

  always_comb begin : p_wb_issue
    wbi             = done_ok_o && wbv && (32'(wb_p_i) < TbSlots);
    free_regs_p2    = wbi ? free_regs_p1 - k_rw_q : free_regs_p1;
    free_sched_p2   = wbi ? free_sched_p1 - SchW'(1) : free_sched_p1;
    active_warps_p2 = wbi ? active_warps_p1 + SchW'(1) : active_warps_p1;
  end

  //////////////////////////
  // Phase 3: dispatch    //
  //////////////////////////

  // The lowest free TB slot, else the last one (C: `while (p < TB_SLOTS - 1 && busy[p]) p++`;
  // free_tb >= 1 guarantees a free one whenever a TB is dispatched).
  function automatic logic [PtbW-1:0] lowest_free(input logic [TbSlots-1:0] busy);
    logic [PtbW-1:0] p;
    p = PtbW'(TbSlots - 1);
    for (int i = TbSlots - 2; i >= 0; i--) begin
      if (!busy[i]) begin
        p = PtbW'(i);
      end
    end
    lowest_free = p;  // Yosys 0.23 rejects `return`
  endfunction

  // min_u of the C (uint32_t).
  function automatic logic [31:0] min_u(input logic [31:0] a, input logic [31:0] b);
    min_u = (a < b) ? a : b;
  endfunction

  logic              inv_go;         // invoked with a TB left (C `inv && s->tbs_left != 0`)
  logic              full_ok;        // a whole TB fits (SPEC 2.2, TB-level check)
  logic              frag_latch;     // 'temp' latch: the kernel's first invocation without a fit
  logic [RegW-1:0]   frag_regs_p3;   // C `n->frag_regs` after the latch
  logic [RegW-1:0]   regs_e;         // usable registers ('temp': those above the fragment)
  logic              thr_ok;         // the static threshold allows warp-level allocation
  logic              partial_ok;     // a partial TB fits (SPEC 2.2, warp-level check)

  always_comb begin : p_dispatch
    inv_o   = !launch_ok_o && !wbv && (launching_q || done_ok_o);
    inv_go  = inv_o && (tbs_left_q != '0);
    full_ok = (32'(free_sched_p2) >= 32'(k_w_q)) && (free_tb_p1 >= TbcW'(1))
              && (TbRegW'(free_regs_p2) >= tb_regs) && (free_smem_p1 >= k_stb_q);
    frag_latch    = inv_go && (WarpLvl != 0) && !full_ok && !frag_v_q;
    frag_regs_p3  = frag_latch ? free_regs_p2 : frag_regs_q;
    // sat_sub(a, b) of the C: a - b, or 0 when b > a.
    regs_e  = spatial_en_i ? free_regs_p2
            : (free_regs_p2 > frag_regs_p3) ? free_regs_p2 - frag_regs_p3 : '0;
    thr_ok  = (ThreshEn == 0) || (32'(active_warps_p2) < Thresh);
    partial_ok = (WarpLvl != 0) && !full_ok && (free_smem_p1 >= k_stb_q)
                 && (free_tb_p1 >= TbcW'(1)) && (free_sched_p2 >= SchW'(1)) && (regs_e >= k_rw_q)
                 && thr_ok;
    disp_v_o = inv_go && (full_ok || partial_ok);
  end

  logic [RegW-1:0]   rw_div;    // R_w as a divisor: 1 while k_rw_q is 0, before any launch
  logic [RegW-1:0]   regs_rw;   // floor(regs_e / R_w)
  logic [31:0]       thr_room;  // Thresh - active_warps (used only when thr_ok holds)
  // Each min below is at most W, so it fits WcW bits: the casts drop only zeros.
  logic [WcW-1:0]    cnt_ws;    // min(W, free_sched)
  logic [WcW-1:0]    cnt_wsr;   // min(W, free_sched, floor(regs_e / R_w))
  logic [WcW-1:0]    cnt_thr;   // ... and thr_room when ThreshEn: n_issue
  logic [WcW-1:0]    cnt;       // C `cnt`: warps issued now, W or n_issue
  logic [PtbW-1:0]   slot;      // C `p`: the lowest free TB slot
  logic [RegW-1:0]   cnt_regs;  // cnt * R_w at free_regs' width (truncation commutes with *)

  // n_issue = min(W, free_sched, floor(regs_e / R_w), ThreshEn ? Thresh - active_warps : W).
  always_comb begin : p_n_issue
    rw_div   = (k_rw_q == '0) ? RegW'(1) : k_rw_q;
    regs_rw  = regs_e / rw_div;
    thr_room = 32'(Thresh) - 32'(active_warps_p2);
    cnt_ws   = WcW'(min_u(32'(k_w_q), 32'(free_sched_p2)));
    cnt_wsr  = WcW'(min_u(32'(cnt_ws), 32'(regs_rw)));
    cnt_thr  = (ThreshEn != 0) ? WcW'(min_u(32'(cnt_wsr), thr_room)) : cnt_wsr;
    cnt      = full_ok ? k_w_q : cnt_thr;
    slot     = lowest_free(tb_busy_p1);
    cnt_regs = RegW'(cnt) * k_rw_q;
  end

  always_comb begin : p_disp_out
    disp_full_o = disp_v_o && full_ok;
    disp_p_o    = disp_v_o ? slot : '0;
    disp_l_o    = disp_v_o ? next_ltb_q : '0;
    disp_n_o    = disp_v_o ? cnt : '0;
    ld_o        = disp_v_o && !full_ok;
    ld_end_o    = ld_o ? WidW'(k_w_q - WcW'(1)) : '0;
  end

  ////////////////////
  // Next state     //
  ////////////////////

  // The counters after a dispatch (phase 3) of the values phases 1 and 2 left.
  always_comb begin : p_next_counters
    free_tb_d      = disp_v_o ? free_tb_p1 - TbcW'(1) : free_tb_p1;
    free_smem_d    = disp_v_o ? free_smem_p1 - k_stb_q : free_smem_p1;
    free_regs_d    = disp_v_o ? free_regs_p2 - cnt_regs : free_regs_p2;
    free_sched_d   = disp_v_o ? free_sched_p2 - SchW'(cnt) : free_sched_p2;
    active_warps_d = disp_v_o ? active_warps_p2 + SchW'(cnt) : active_warps_p2;
    tb_busy_d      = disp_v_o ? tb_busy_p1 | (TbSlots'(1) << slot) : tb_busy_p1;
  end

  // live[i]: phase 1 takes the completed warp, phase 2 adds the buffer's warp, phase 3 sets the
  // dispatched TB's count (one assign per slot; the stage values are local to the slot's scope).
  for (genvar i = 0; i < TbSlots; i++) begin : g_live
    logic [WcW-1:0] p1;  // C `n->live[i]` after phase 1
    logic [WcW-1:0] p2;  // ... after phase 2
    assign p1 = (done_ok_o && (done_p_i == PtbW'(i))) ? live_q[i] - WcW'(1) : live_q[i];
    assign p2 = (wbi && (wb_p_i == PtbW'(i))) ? p1 + WcW'(1) : p1;
    assign live_d[i] = (disp_v_o && (slot == PtbW'(i))) ? cnt : p2;
  end

  // The kernel descriptor and flags: a launch (phase 0) loads them; otherwise a dispatch takes the
  // next logical TB id (W2: the id after all ones wraps to 0 and a later dispatch flags it).
  always_comb begin : p_next_kernel
    k_w_d         = launch_ok_o ? k_w_i : k_w_q;
    k_rw_d        = launch_ok_o ? k_rw_i : k_rw_q;
    k_stb_d       = launch_ok_o ? k_stb_i : k_stb_q;
    next_ltb_d    = launch_ok_o ? k_l0_i : disp_v_o ? next_ltb_q + LtbW'(1) : next_ltb_q;
    ltb_wrap_d    = launch_ok_o ? 1'b0 : (disp_v_o && (next_ltb_q == '1)) ? 1'b1 : ltb_wrap_q;
    ltb_ovf_d     = launch_ok_o ? 1'b0 : (disp_v_o && ltb_wrap_q) ? 1'b1 : ltb_ovf_q;
    tbs_left_d    = launch_ok_o ? k_ntbs_i : disp_v_o ? tbs_left_q - NtbW'(1) : tbs_left_q;
    // The launch sequence ends at its first cycle without a dispatch.
    launching_d   = launch_ok_o ? 1'b1 : (launching_q && !disp_v_o) ? 1'b0 : launching_q;
    frag_v_d      = launch_ok_o ? 1'b0 : frag_latch ? 1'b1 : frag_v_q;
    frag_regs_d   = launch_ok_o ? '0 : frag_regs_p3;
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`WM_DISPATCH_FREE_SCHED_W != SchW || `WM_DISPATCH_FREE_TB_W != TbcW
        || `WM_DISPATCH_TB_BUSY_W != TbSlots || `WM_DISPATCH_FREE_REGS_W != RegW
        || `WM_DISPATCH_FREE_SMEM_W != SmemW || `WM_DISPATCH_ACTIVE_WARPS_W != SchW
        || `WM_DISPATCH_LIVE_N != TbSlots || `WM_DISPATCH_LIVE_W != WcW
        || `WM_DISPATCH_K_W_W != WcW || `WM_DISPATCH_K_RW_W != RegW
        || `WM_DISPATCH_K_STB_W != SmemW || `WM_DISPATCH_NEXT_LTB_W != LtbW
        || `WM_DISPATCH_TBS_LEFT_W != NtbW || `WM_DISPATCH_FRAG_REGS_W != RegW
        || SchW != `WT_SCHW || TbcW != `WT_TBCW || PtbW != `WT_PTBW || RegW != `WT_REGW
        || SmemW != `WT_SMEMW || WcW != `WT_WCW || WidW != `WT_WIDW || NtbW != `WT_NTBW
        || TbRegW != `WT_TBREGW) begin
      $fatal(1, "wm_dispatch: parameters differ from wm_dispatch_fields.svh / wt_params.svh");
    end
  end

  assign dbg_state_o[`WM_DISPATCH_FREE_SCHED_OFF +: SchW]    = free_sched_q;
  assign dbg_state_o[`WM_DISPATCH_FREE_TB_OFF +: TbcW]       = free_tb_q;
  assign dbg_state_o[`WM_DISPATCH_TB_BUSY_OFF +: TbSlots]    = tb_busy_q;
  assign dbg_state_o[`WM_DISPATCH_FREE_REGS_OFF +: RegW]     = free_regs_q;
  assign dbg_state_o[`WM_DISPATCH_FREE_SMEM_OFF +: SmemW]    = free_smem_q;
  assign dbg_state_o[`WM_DISPATCH_ACTIVE_WARPS_OFF +: SchW]  = active_warps_q;
  for (genvar i = 0; i < TbSlots; i++) begin : g_dbg_live
    assign dbg_state_o[`WM_DISPATCH_LIVE_OFF + i*WcW +: WcW] = live_q[i];
  end
  assign dbg_state_o[`WM_DISPATCH_K_W_OFF +: WcW]            = k_w_q;
  assign dbg_state_o[`WM_DISPATCH_K_RW_OFF +: RegW]          = k_rw_q;
  assign dbg_state_o[`WM_DISPATCH_K_STB_OFF +: SmemW]        = k_stb_q;
  assign dbg_state_o[`WM_DISPATCH_NEXT_LTB_OFF +: LtbW]      = next_ltb_q;
  assign dbg_state_o[`WM_DISPATCH_LTB_WRAP_OFF]              = ltb_wrap_q;
  assign dbg_state_o[`WM_DISPATCH_LTB_OVF_OFF]               = ltb_ovf_q;
  assign dbg_state_o[`WM_DISPATCH_TBS_LEFT_OFF +: NtbW]      = tbs_left_q;
  assign dbg_state_o[`WM_DISPATCH_LAUNCHING_OFF]             = launching_q;
  assign dbg_state_o[`WM_DISPATCH_FRAG_V_OFF]                = frag_v_q;
  assign dbg_state_o[`WM_DISPATCH_FRAG_REGS_OFF +: RegW]     = frag_regs_q;

`ifndef WT_NO_RTL_INVARIANTS  // left out of lock-step: the C model checks the same (Makefile VFLAGS)
  /////////////////////////////////////////////
  // Invariants under simulation (SPEC 2.1-3) //
  /////////////////////////////////////////////

  // The checks of wm_dispatch_check() in C, on the registers, at every rising edge out of reset
  // (i.e. on the state of each cycle), on Verilator and Icarus alike. A violation stops the
  // simulation with $fatal, naming the invariant and the values:
  //  - free_tb equals the slots of tb_busy that are free;
  //  - a slot is busy exactly while it has a live warp, and has at most W live warps;
  //  - the warps holding resources (WarpLvl: every live warp; TB level: W per busy TB) are
  //    active_warps, and with free_sched they make Sched entries;
  //  - with free_regs they hold Regs registers (R_w each), and the busy TBs with free_smem hold
  //    Smem bytes (S_TB each): no counter over- or underflowed, and every TB's slot and shared
  //    memory were released exactly once.
  // A checker, not logic: blocking assignments at the edge, and reset read synchronously.
  /* verilator lint_off BLKSEQ */
  /* verilator lint_off SYNCASYNCNET */
  always @(posedge clk_i) begin : p_invariants
    if (rst_ni) begin
      longint unsigned busy, live_sum, held;
      busy = 64'($countones(tb_busy_q));
      if (64'(free_tb_q) != 64'(TbSlots) - busy) begin
        $fatal(1, "wm_dispatch invariant: free_tb = %0d but %0d of %0d slots are busy",
               free_tb_q, busy, TbSlots);
      end
      live_sum = 0;
      for (int p = 0; p < TbSlots; p++) begin
        if (tb_busy_q[p] != (live_q[p] != '0)) begin
          $fatal(1, "wm_dispatch invariant: slot %0d: busy = %0d but live = %0d (busy <=> live)",
                 p, tb_busy_q[p], live_q[p]);
        end
        if (live_q[p] > k_w_q) begin
          $fatal(1, "wm_dispatch invariant: slot %0d: live = %0d exceeds W = %0d", p, live_q[p],
                 k_w_q);
        end
        live_sum = live_sum + 64'(live_q[p]);
      end
      held = (WarpLvl != 0) ? live_sum : busy * 64'(k_w_q);
      if (64'(active_warps_q) != held || 64'(free_sched_q) + held != 64'(Sched)) begin
        $fatal(1, "wm_dispatch invariant: active_warps = %0d, free_sched = %0d, %0d warps hold %0d",
               active_warps_q, free_sched_q, held, Sched);
      end
      if (64'(free_regs_q) + held * 64'(k_rw_q) != 64'(Regs)) begin
        $fatal(1, "wm_dispatch invariant: free_regs = %0d, but %0d warps hold %0d each of %0d",
               free_regs_q, held, k_rw_q, Regs);
      end
      if (64'(free_smem_q) + busy * 64'(k_stb_q) != 64'(Smem)) begin
        $fatal(1, "wm_dispatch invariant: free_smem = %0d, but %0d busy TBs hold %0d each of %0d",
               free_smem_q, busy, k_stb_q, Smem);
      end
    end
  end
  /* verilator lint_on SYNCASYNCNET */
  /* verilator lint_on BLKSEQ */
`endif  // WT_NO_RTL_INVARIANTS
`endif

endmodule
