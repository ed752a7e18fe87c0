// Warped-Preexecution P-queue of one SM: a Pq-entry queue per warp of the pre-executed
// instructions and their renamed results (SPEC 3.6; D1 §5.1, §5.2, §5.3, Fig 9).
//
// Verilog twin of rtl_c/pe_pqueue.c.
//
// Per warp w: entries e[w*Pq + k], each its packed SPEC 3.6 word of EntW bits (37 at the
// baseline), MSB to LSB {V, OFF (OffW, signed PC - BASE), DST, SRC0, SRC1 (ARegW each), PHY, RDY};
// HEAD and TAIL (0..Pq, SPEC 3.6 [RES], P3); BASE (PcW bits). Each sub-field's offset and width
// come from wt_params.svh (`WT_PQE_<F>_OFF, _W), generated from the one list of params/pe_params.h
// (WT_PQE_FIELDS) that the C accessors (rtl_c/pe_pqueue.h pq_entry_*) come from too.
//
// One step, in this order (normative; every phase sees the writes of the ones before):
//  1. P-mode writebacks, ports K = 0, 1, on the start-of-step state (SPEC 3.6 wb [RES]):
//     `pwbK_v, pwbK_wid, pwbK_qidx, pwbK_phy`: if E[wid][qidx].V and E[wid][qidx].PHY == phy then
//     E[wid][qidx].RDY = 1. A late writeback of a discarded episode (V = 0, or a new entry with
//     another PHY) changes nothing. Both ports may name the same entry.
//  2. Discard (SPEC 3.6 [RES] discard), on the state after 1. `ent_v, ent_wid, ent_base` (P-mode
//     entry): discard the warp's queue, then reset(base): HEAD = TAIL = 0, every V = 0,
//     BASE = ent_base. `dis_v, dis_wid` (warp exit): discard only: every V = 0, HEAD, TAIL and
//     BASE unchanged. Every discarded entry with V = 1 sets bit PHY of `rel_mask` if its RDY = 1
//     (avail.release) and of `zmb_mask` if RDY = 0 (avail.mark_zombie); the masks OR both ports.
//     Both ports may name the same warp: its entries are discarded once and the reset applies.
//  3. Insert, on the state after 2. `can_ins` = ins_wid < WARPS && TAIL < PQ && in_range(diff),
//     diff = ins_pc - BASE, the exact signed PCW+1-bit difference, in range iff
//     -2^(PQOFFW-1) <= diff <= 2^(PQOFFW-1) - 1 (SPEC 3.6 range rule [RES]). It is an answer to
//     the query (`ins_wid`, `ins_pc`) and does not depend on `ins_v`. If `ins_v` and `can_ins`:
//     E[TAIL] = {1, diff[PQOFFW-1:0], ins_dst, ins_src0, ins_src1, ins_phy, 0}, TAIL++.
//     `ins_qidx` = TAIL (after 2), qualified by can_ins (0 while can_ins = 0). An insert while
//     !can_ins is ignored (the classifier skips the instruction, SPEC 3.7).
//  4. Head match, on the state after 3. `hm_match` = hm_wid < WARPS && HEAD < TAIL && E[HEAD].V
//     && (BASE + sext(E[HEAD].OFF)) mod 2^PCW == hm_pc; `hm_rdy`, `hm_dst`, `hm_phy`, `hm_src0`,
//     `hm_src1` are E[HEAD]'s RDY, DST, PHY, SRC0, SRC1, qualified by hm_match (0 while it is 0):
//     SPEC 3.6 head_match returns E[HEAD], and the reused instruction enters the instruction
//     buffer "along with the register ids" (SPEC 3.8), so the sources are read out too (and
//     their flip-flops have a reader: FFs = MODEL). `pop_v, pop_wid`: if
//     HEAD < TAIL then E[HEAD].V = 0, HEAD++ (else ignored; the matcher pops after a match, the
//     pop does not look at hm_*).
//
// Every input value has a defined effect: a warp id >= WARPS and a writeback index >= PQ name no
// entry and are ignored (an insert query for such a warp answers can_ins = 0, a head match 0).
//
// Structure: every entry computes its own next state through the four phases (e1: after the
// writebacks, q2: after the discard, e3: after the insert, e_d: after the pop) from one-hot
// per-warp, per-entry enables (per-entry muxes, no copy-then-indexed-write: TOOLCHAIN.md, Yosys).
// Each entry compares its PHY with the writeback ports' (the C model reads the named entry: pwb).
// Synthesis keeps every state bit (FFs = MODEL: SRC0/SRC1 are read by hm_src*). The discard masks
// decode the two discarded rows only (a row mux per port), and the insert query and the head match
// read one warp's pointers and one entry through a mux.
//
// Reset: every entry 0, HEAD = TAIL = 0, BASE = 0. Flip-flops only (no SRAM: rtl_c/pe_pqueue.h).
//
// dbg_state_o: its width and field offsets come from pe_pqueue_fields.svh, generated from the C
// field table (tools/wtgen --fields), so the layout is declared once, in rtl_c/pe_pqueue.h.

`include "wt_config.svh"
`include "wt_params.svh"
`include "pe_pqueue_fields.svh"  // generated: dbg_state_o layout from the C field table

module pe_pqueue #(
  parameter PcW   = `WT_PCW,    // PC width (WT_PCW)
  parameter Warps = `WT_WARPS,  // warps per SM (WT_WARPS)
  parameter ARegW = `WT_AREGW,  // architected register field width (WT_AREGW)
  parameter RRegs = `WT_RREGS,  // rename registers per SM = mask width (WT_RREGS)
  parameter Pq    = `WT_PQ,     // P-queue entries per warp (WT_PQ)
  parameter OffW  = `WT_PQOFFW  // signed PC offset width (WT_PQOFFW)
) (
  input  logic                          clk_i,         // clock
  input  logic                          rst_ni,        // asynchronous reset, active low

  // Phase 1, C `pwb0_*`, `pwb1_*`: the two P-mode writeback ports.
  input  logic                          pwb0_v_i,      // writeback, port 0
  input  logic [`WT_IDX_W(Warps)-1:0]   pwb0_wid_i,    // its warp
  input  logic [`WT_IDX_W(Pq)-1:0]      pwb0_qidx_i,   // its P-queue entry
  input  logic [`WT_IDX_W(RRegs)-1:0]   pwb0_phy_i,    // its rename index
  input  logic                          pwb1_v_i,      // writeback, port 1
  input  logic [`WT_IDX_W(Warps)-1:0]   pwb1_wid_i,    // its warp
  input  logic [`WT_IDX_W(Pq)-1:0]      pwb1_qidx_i,   // its P-queue entry
  input  logic [`WT_IDX_W(RRegs)-1:0]   pwb1_phy_i,    // its rename index

  // Phase 2, C `ent_*`, `dis_*`: P-mode entry (discard + reset(base)), warp exit (discard).
  input  logic                          ent_v_i,       // P-mode entry
  input  logic [`WT_IDX_W(Warps)-1:0]   ent_wid_i,     // the entering warp
  input  logic [PcW-1:0]                ent_base_i,    // its new BASE (the trigger PC)
  input  logic                          dis_v_i,       // warp exit
  input  logic [`WT_IDX_W(Warps)-1:0]   dis_wid_i,     // the exiting warp

  // Phase 3, C `ins_*`: the insert query and the insert.
  input  logic [`WT_IDX_W(Warps)-1:0]   ins_wid_i,     // query: warp
  input  logic [PcW-1:0]                ins_pc_i,      // query: PC
  input  logic                          ins_v_i,       // insert (taken only if can_ins)
  input  logic [ARegW-1:0]              ins_dst_i,     // architected destination
  input  logic [ARegW-1:0]              ins_src0_i,    // architected source 0
  input  logic [ARegW-1:0]              ins_src1_i,    // architected source 1
  input  logic [`WT_IDX_W(RRegs)-1:0]   ins_phy_i,     // rename index of the destination

  // Phase 4, C `hm_*`, `pop_*`: head match and pop.
  input  logic [`WT_IDX_W(Warps)-1:0]   hm_wid_i,      // head match: warp
  input  logic [PcW-1:0]                hm_pc_i,       // head match: N-mode fetch PC
  input  logic                          pop_v_i,       // pop the head entry
  input  logic [`WT_IDX_W(Warps)-1:0]   pop_wid_i,     // its warp

  // C `rel_mask`, `zmb_mask` (phase 2), `can_ins`, `ins_qidx` (phase 3), `hm_*` (phase 4).
  output logic [RRegs-1:0]              rel_mask_o,    // rename indices to release
  output logic [RRegs-1:0]              zmb_mask_o,    // rename indices to mark zombie
  output logic                          can_ins_o,     // TAIL < PQ and PC in range
  output logic [`WT_IDX_W(Pq)-1:0]      ins_qidx_o,    // TAIL (0 when not can_ins)
  output logic                          hm_match_o,    // the head entry matches hm_pc
  output logic                          hm_rdy_o,      // its RDY (0 when no match)
  output logic [ARegW-1:0]              hm_dst_o,      // its DST (0 when no match)
  output logic [`WT_IDX_W(RRegs)-1:0]   hm_phy_o,      // its PHY (0 when no match)
  output logic [ARegW-1:0]              hm_src0_o,     // its SRC0 (0 when no match)
  output logic [ARegW-1:0]              hm_src1_o      // its SRC1 (0 when no match)

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: e[0..Warps*Pq-1], head[], tail[], base[].
  output logic [`PE_PQUEUE_STATE_W-1:0] dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/pe_params.h formulas).
  localparam WidW = `WT_IDX_W(Warps);          // WT_PE_WIDW: warp id
  localparam PhyW = `WT_IDX_W(RRegs);          // WT_PHYW: rename index
  localparam QiW  = `WT_IDX_W(Pq);             // WT_PQIW: entry index
  localparam PtrW = `WT_IDX_W(Pq + 1);         // WT_PQPW: HEAD, TAIL (0..Pq)
  localparam EntW = `WT_PQEW;                  // entry word (params/pe_params.h WT_PQE_FIELDS)
  localparam N    = Warps * Pq;                // entries per SM
  localparam NIxW = `WT_IDX_W(N);              // flat entry index w*Pq + k
  // Entry word bit offsets (SPEC 3.6 packing, LSB up), generated from the sub-field list; the
  // widths match the parameters (checked below, p_fields_match).
  localparam PosRdy  = `WT_PQE_RDY_OFF;
  localparam PosPhy  = `WT_PQE_PHY_OFF;
  localparam PosSrc1 = `WT_PQE_SRC1_OFF;
  localparam PosSrc0 = `WT_PQE_SRC0_OFF;
  localparam PosDst  = `WT_PQE_DST_OFF;
  localparam PosOff  = `WT_PQE_OFF_OFF;
  localparam PosV    = `WT_PQE_V_OFF;

  ///////////////
  // Registers //
  ///////////////

  // Yosys: the arrays are registers, not RAMs (async reset); say so to avoid its mem2reg warning.
  (* mem2reg *) logic [EntW-1:0] e_q [N];     // entries, e[w*Pq + k]
  (* mem2reg *) logic [EntW-1:0] e_d [N];
  (* mem2reg *) logic [PtrW-1:0] head_q [Warps];  // HEAD per warp
  (* mem2reg *) logic [PtrW-1:0] head_d [Warps];
  (* mem2reg *) logic [PtrW-1:0] tail_q [Warps];  // TAIL per warp
  (* mem2reg *) logic [PtrW-1:0] tail_d [Warps];
  (* mem2reg *) logic [PcW-1:0]  base_q [Warps];  // BASE per warp
  (* mem2reg *) logic [PcW-1:0]  base_d [Warps];

  for (genvar i = 0; i < N; i++) begin : g_e_ff
    `WT_FF(e_q[i], e_d[i])
  end

  for (genvar w = 0; w < Warps; w++) begin : g_w_ff
    `WT_FF(head_q[w], head_d[w])
    `WT_FF(tail_q[w], tail_d[w])
    `WT_FF(base_q[w], base_d[w])
  end

  // The phase stages of the state: entries after phases 1 and 3 (e_d is after 4); pointers and
  // BASE after phase 2 (the entry reset) and TAIL after phase 3.
  (* mem2reg *) logic [EntW-1:0] e1 [N];
  (* mem2reg *) logic [EntW-1:0] e3 [N];
  (* mem2reg *) logic [PtrW-1:0] head2 [Warps];
  (* mem2reg *) logic [PtrW-1:0] tail2 [Warps];
  (* mem2reg *) logic [PcW-1:0]  base2 [Warps];
  (* mem2reg *) logic [PtrW-1:0] tail3 [Warps];

  ///////////////////////////////////////
  // Per-warp selections and enables   //
  ///////////////////////////////////////

  // Phase 3: the insert query reads the warp's TAIL and BASE after phase 2.
  logic            ins_ok;     // ins_wid names a warp
  logic [PtrW-1:0] ins_tail2;  // its TAIL after phase 2
  logic [PcW-1:0]  ins_base2;  // its BASE after phase 2
  logic [PcW:0]    diff;       // ins_pc - BASE, exact, signed PcW+1 bits
  logic            in_range;   // -2^(OffW-1) <= diff <= 2^(OffW-1) - 1
  logic            ins_take;   // the insert is taken
  logic [EntW-1:0] ins_word;   // the inserted entry

  assign ins_ok    = (32'(ins_wid_i) < Warps);
  assign ins_tail2 = ins_ok ? tail2[ins_wid_i] : '0;
  assign ins_base2 = ins_ok ? base2[ins_wid_i] : '0;
  assign diff      = {1'b0, ins_pc_i} - {1'b0, ins_base2};
  // In range iff bits PcW..OffW-1 of diff are all equal (the value sign-extends from OffW bits).
  assign in_range  = (diff[PcW:OffW-1] == '0) || (diff[PcW:OffW-1] == '1);
  assign can_ins_o = ins_ok && (ins_tail2 < PtrW'(Pq)) && in_range;
  assign ins_qidx_o = can_ins_o ? QiW'(ins_tail2) : '0;
  assign ins_take  = ins_v_i && can_ins_o;
  assign ins_word  = (EntW'(1'b1) << PosV) | (EntW'(diff[OffW-1:0]) << PosOff)
                   | (EntW'(ins_dst_i) << PosDst) | (EntW'(ins_src0_i) << PosSrc0)
                   | (EntW'(ins_src1_i) << PosSrc1) | (EntW'(ins_phy_i) << PosPhy);  // RDY = 0

  // Phase 4: the head match and the pop read one warp's pointers after phase 3.
  logic            hm_ok;      // hm_wid names a warp
  logic [PtrW-1:0] hm_head;    // its HEAD (after phase 2: phase 3 does not move it)
  logic [PtrW-1:0] hm_tail;    // its TAIL after phase 3
  logic            hm_has;     // HEAD < TAIL
  logic [EntW-1:0] hq;         // E[HEAD] after phase 3 (0 when the queue is empty)
  logic [PcW-1:0]  off_sext;   // its OFF sign-extended to PcW bits
  logic [PcW-1:0]  head_pc;    // BASE + sext(OFF) mod 2^PcW
  logic            pop_ok;     // pop_wid names a warp
  logic [PtrW-1:0] pop_head;   // its HEAD
  logic [PtrW-1:0] pop_tail;   // its TAIL after phase 3
  logic            pop_take;   // the pop is taken

  assign hm_ok    = (32'(hm_wid_i) < Warps);
  assign hm_head  = hm_ok ? head2[hm_wid_i] : '0;
  assign hm_tail  = hm_ok ? tail3[hm_wid_i] : '0;
  assign hm_has   = hm_head < hm_tail;
  assign hq       = hm_has ? e3[NIxW'(hm_wid_i) * NIxW'(Pq) + NIxW'(hm_head)] : '0;
  assign off_sext = {{(PcW-OffW){hq[PosOff+OffW-1]}}, hq[PosOff +: OffW]};
  assign head_pc  = (hm_ok ? base2[hm_wid_i] : '0) + off_sext;
  assign hm_match_o = hm_has && hq[PosV] && (head_pc == hm_pc_i);
  assign hm_rdy_o = hm_match_o && hq[PosRdy];
  assign hm_dst_o = hm_match_o ? hq[PosDst +: ARegW] : '0;
  assign hm_phy_o = hm_match_o ? hq[PosPhy +: PhyW] : '0;
  assign hm_src0_o = hm_match_o ? hq[PosSrc0 +: ARegW] : '0;
  assign hm_src1_o = hm_match_o ? hq[PosSrc1 +: ARegW] : '0;

  assign pop_ok   = (32'(pop_wid_i) < Warps);
  assign pop_head = pop_ok ? head2[pop_wid_i] : '0;
  assign pop_tail = pop_ok ? tail3[pop_wid_i] : '0;
  assign pop_take = pop_v_i && (pop_head < pop_tail);

  //////////////////////////////////
  // Per-warp next state          //
  //////////////////////////////////

  // Per warp: the enables of its row and its pointers and BASE through the phases.
  (* mem2reg *) logic ent_w  [Warps];  // phase 2: P-mode entry of this warp
  (* mem2reg *) logic disc_w [Warps];  // phase 2: this warp's queue is discarded
  (* mem2reg *) logic ins_w  [Warps];  // phase 3: the insert goes to this warp
  (* mem2reg *) logic pop_w  [Warps];  // phase 4: the pop goes to this warp
  for (genvar w = 0; w < Warps; w++) begin : g_w
    assign ent_w[w]  = ent_v_i && (ent_wid_i == WidW'(w));
    assign disc_w[w] = ent_w[w] || (dis_v_i && (dis_wid_i == WidW'(w)));
    assign ins_w[w]  = ins_take && (ins_wid_i == WidW'(w));
    assign pop_w[w]  = pop_take && (pop_wid_i == WidW'(w));
    // Phase 2: reset(base) on entry.
    assign head2[w] = ent_w[w] ? '0 : head_q[w];
    assign tail2[w] = ent_w[w] ? '0 : tail_q[w];
    assign base2[w] = ent_w[w] ? ent_base_i : base_q[w];
    // Phase 3: TAIL++ on an insert; phase 4: HEAD++ on a pop.
    assign tail3[w]  = ins_w[w] ? tail2[w] + PtrW'(1) : tail2[w];
    assign tail_d[w] = tail3[w];
    assign head_d[w] = pop_w[w] ? head2[w] + PtrW'(1) : head2[w];
    assign base_d[w] = base2[w];
  end

  // Per entry (warp w, index k): the four phases through its row's enables. Loops, not a
  // generate: the same per-entry muxes for synthesis, and Verilator keeps them loops instead of
  // emitting every entry's logic (three times: input change, clock edge and settle). Each phase
  // whose result a later input may depend on through a parent has a block of its own: the
  // discard masks read phase 1 and pe_unit allocates the inserted PHY from the released
  // registers; the head match reads phase 3 and pe_unit's reuse matcher decides the pop.
  // Bits are set and cleared with masks (Icarus 11 cannot take a constant part-select in an
  // always_comb).
  localparam logic [EntW-1:0] RdyBit = EntW'(1) << PosRdy;  // RDY (C: pq_entry_set_rdy)
  localparam logic [EntW-1:0] VBit   = EntW'(1) << PosV;    // V (C: pq_entry_set_v)
  always_comb begin : p_wb
    // Phase 1: a writeback port names the entry, which is valid and holds the port's PHY: RDY is
    // set. Each entry compares its own PHY (PhyW bits: cheaper than reading the named entry's
    // EntW bits through a mux per port, as the C model's pwb does).
    logic [EntW-1:0] q;  // the entry at the start of the step
    logic wb_hit;
    for (int w = 0; w < Warps; w++) begin
      for (int k = 0; k < Pq; k++) begin
        q = e_q[w*Pq + k];
        wb_hit = ((q & VBit) != '0)
            && ((pwb0_v_i && (pwb0_wid_i == WidW'(w)) && (pwb0_qidx_i == QiW'(k))
                 && (PhyW'(q >> PosPhy) == pwb0_phy_i))
             || (pwb1_v_i && (pwb1_wid_i == WidW'(w)) && (pwb1_qidx_i == QiW'(k))
                 && (PhyW'(q >> PosPhy) == pwb1_phy_i)));
        e1[w*Pq + k] = wb_hit ? (q | RdyBit) : q;
      end
    end
  end
  always_comb begin : p_entries
    logic [EntW-1:0] q2;  // after phase 2: V = 0 on a discard
    for (int w = 0; w < Warps; w++) begin
      for (int k = 0; k < Pq; k++) begin
        q2 = disc_w[w] ? (e1[w*Pq + k] & ~VBit) : e1[w*Pq + k];
        // Phase 3: the insert writes E[TAIL].
        e3[w*Pq + k] = (ins_w[w] && (tail2[w] == PtrW'(k))) ? ins_word : q2;
      end
    end
  end
  always_comb begin : p_pop
    // Phase 4: the pop clears E[HEAD].V (a block of its own: the pop may depend on the head
    // match through a parent, the reuse matcher of pe_unit).
    for (int w = 0; w < Warps; w++) begin
      for (int k = 0; k < Pq; k++) begin
        e_d[w*Pq + k] = (pop_w[w] && (head2[w] == PtrW'(k))) ? (e3[w*Pq + k] & ~VBit) : e3[w*Pq + k];
      end
    end
  end

  ////////////////////////////////////
  // Phase 2: the discard masks     //
  ////////////////////////////////////

  // Each port reads its warp's row after phase 1 and decodes the PHY of every valid entry.
  logic ent_ok;  // the entry port discards a warp
  logic dis_ok;  // the exit port discards a warp
  assign ent_ok = ent_v_i && (32'(ent_wid_i) < Warps);
  assign dis_ok = dis_v_i && (32'(dis_wid_i) < Warps);

  (* mem2reg *) logic [RRegs-1:0] rel_k [Pq];  // release bits from entry k of the two rows
  (* mem2reg *) logic [RRegs-1:0] zmb_k [Pq];  // zombie bits from entry k of the two rows
  for (genvar k = 0; k < Pq; k++) begin : g_mask
    logic [EntW-1:0] er;  // entry k of the entering warp, after phase 1 (0 when none)
    logic [EntW-1:0] dr;  // entry k of the exiting warp, after phase 1 (0 when none)
    assign er = ent_ok ? e1[NIxW'(ent_wid_i) * NIxW'(Pq) + NIxW'(k)] : '0;
    assign dr = dis_ok ? e1[NIxW'(dis_wid_i) * NIxW'(Pq) + NIxW'(k)] : '0;
    assign rel_k[k] = ((er[PosV] && er[PosRdy]) ? (RRegs'(1) << er[PosPhy +: PhyW]) : '0)
                    | ((dr[PosV] && dr[PosRdy]) ? (RRegs'(1) << dr[PosPhy +: PhyW]) : '0);
    assign zmb_k[k] = ((er[PosV] && !er[PosRdy]) ? (RRegs'(1) << er[PosPhy +: PhyW]) : '0)
                    | ((dr[PosV] && !dr[PosRdy]) ? (RRegs'(1) << dr[PosPhy +: PhyW]) : '0);
  end

  always_comb begin : p_masks
    logic [RRegs-1:0] rel_acc;  // block-local accumulators (Icarus 11: one write per signal)
    logic [RRegs-1:0] zmb_acc;
    rel_acc = '0;
    zmb_acc = '0;
    for (int k = 0; k < Pq; k++) begin
      rel_acc = rel_acc | rel_k[k];
      zmb_acc = zmb_acc | zmb_k[k];
    end
    rel_mask_o = rel_acc;
    zmb_mask_o = zmb_acc;
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  // The layout comes from the generated include (the C field table, declared once); it describes
  // the configuration's geometry, so parameters overridden away from their knobs are an error.
  initial begin : p_fields_match
    if (`PE_PQUEUE_E_N != N || `PE_PQUEUE_E_W != EntW
        || `WT_PQE_OFF_W != OffW || `WT_PQE_DST_W != ARegW || `WT_PQE_SRC0_W != ARegW
        || `WT_PQE_SRC1_W != ARegW || `WT_PQE_PHY_W != PhyW || `WT_PQE_RDY_W != 1
        || `WT_PQE_V_W != 1
        || `PE_PQUEUE_HEAD_N != Warps || `PE_PQUEUE_HEAD_W != PtrW
        || `PE_PQUEUE_TAIL_N != Warps || `PE_PQUEUE_TAIL_W != PtrW
        || `PE_PQUEUE_BASE_N != Warps || `PE_PQUEUE_BASE_W != PcW) begin
      $fatal(1, "pe_pqueue: parameters differ from pe_pqueue_fields.svh or wt_params.svh");
    end
  end

  // One block with loops, not one `assign` per slice: Verilator would merge those into a chain of
  // wide concatenations (quadratic in the state width; as in dwf_pc_warp_lut). The bound is
  // `Warps * Pq`, not the localparam N (Icarus 11 warns on a localparam bound).
  // Every bit is written (the fields tile the state), so there is no all-zero default (Verilator
  // rejects a replication of more than 8k bits).
  always_comb begin : p_dbg_state
    for (int i = 0; i < Warps * Pq; i++) begin
      dbg_state_o[`PE_PQUEUE_E_OFF + i*EntW +: EntW] = e_q[i];
    end
    for (int w = 0; w < Warps; w++) begin
      dbg_state_o[`PE_PQUEUE_HEAD_OFF + w*PtrW +: PtrW] = head_q[w];
      dbg_state_o[`PE_PQUEUE_TAIL_OFF + w*PtrW +: PtrW] = tail_q[w];
      dbg_state_o[`PE_PQUEUE_BASE_OFF + w*PcW +: PcW]   = base_q[w];
    end
  end
`endif

endmodule
