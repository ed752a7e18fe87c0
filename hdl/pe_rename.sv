// N-mode and P-mode rename tables of one SM (SPEC 3.4; D1 §5.1, §5.2, §5.3).
//
// Verilog twin of rtl_c/pe_rename.c.
//
// Per warp w, two tables N-RT[w] and P-RT[w], each Nareg entries {R (renamed bit), PHY (rename
// index)}, indexed by the architected register number; register Nareg (all ones) is "none".
//
// One step, in this order (normative; rtl_c/pe_rename.h says the same):
//  1. Reads, combinational on the start-of-step state. N read port: for k = 0..NSrc,
//     {nrd_r_o[k], nrd_phy_o[k]} = N-RT[nrd_wid_i][nrd_reg_i[k]]; P read port the same on P-RT.
//     SPEC 3.4: 3 source reads plus 1 destination read per table per step: NSrc + 1 ports,
//     NSrc = `WT_PE_NSRC (params/pe_params.h); by convention k = 0..NSrc-1 are the sources and
//     k = NSrc the destination, whose read gives the old mapping (released by the
//     pipeline if R was 1, SPEC 3.4 [RES]). A read of register Nareg (none) or of a warp id >=
//     Warps gives R = 0, PHY = 0. Exit read (SPEC 3.10 [RES]): xrel_mask_o has bit PHY set for
//     every entry of N-RT[xit_wid_i] with R = 1 and PHY < Rregs, if xit_v_i (0 otherwise, and for
//     a warp id >= Warps).
//  2. Copy and exit clear, both from the start-of-step N-RT: if cp_v_i, P-RT[cp_wid_i] <-
//     N-RT[cp_wid_i] (P-mode entry, SPEC 3.3 step 4 [RES]); if xit_v_i, every entry of
//     N-RT[xit_wid_i] is clr'd (R <- 0, PHY kept), at the warp's exit.
//  3. Writes, after the copy and the clear (an N write to the exiting warp lands on top). N write: if nwr_v_i, on N-RT[nwr_wid_i][nwr_reg_i]: nwr_set_i = 1 is
//     wr(r, PHY): R <- 1, PHY <- nwr_phy_i; nwr_set_i = 0 is clr(r): R <- 0 and PHY is kept (only
//     the R bit is written). P write pwr_*: the same on P-RT; a P write to the warp being copied in
//     the same step lands on top of the copy. The two writes touch different tables.
// Ignored (state unchanged): a write to register Nareg (none), and a copy, exit or write whose warp id
// is >= Warps (ids 48..63 at the baseline). Every PhyW-bit PHY is accepted and stored.
//
// Reset: every entry of both tables {R = 0, PHY = 0}.
//
// Storage: one row per warp and table, R bits packed (bit r = register r) and PHYs packed (bits
// r*PhyW +: PhyW = register r), the layout of the state field elements w*Nareg + r. Each write
// port has one decoder (its entry as a one-hot and a PHY-bit mask), shared by every row; a row
// takes a port only when the port names its warp, so every entry has its own write enable (row
// select AND decoded entry) and Yosys infers enable flip-flops. The exit reads one row (the
// exiting warp's, through a row mux) and decodes its PHYs once.
//
// dbg_state_o: its width and field offsets come from pe_rename_fields.svh, generated from the C
// field table (tools/wtgen --fields); p_fields_match stops a simulation at time 0 if the
// parameters differ from it.

`include "wt_config.svh"
`include "wt_params.svh"
`include "pe_rename_fields.svh"  // generated: dbg_state_o layout from the C field table

module pe_rename #(
  parameter Warps = `WT_WARPS,  // warps per SM; a warp id is clog2(Warps) bits (WT_WARPS)
  parameter AregW = `WT_AREGW,  // architected register number width; all ones = none (WT_AREGW)
  parameter Rregs = `WT_RREGS   // rename registers; PHY is clog2(Rregs) bits (WT_RREGS)
) (
  input  logic                                clk_i,      // clock
  input  logic                                rst_ni,     // asynchronous reset, active low

  // Step 1, C `nrd_wid`, `nrd_reg[PE_RENAME_RD]`: N-RT read port (register k at bits k*AregW).
  input  logic [`WT_IDX_W(Warps)-1:0]         nrd_wid_i,  // warp
  input  logic [(`WT_PE_NSRC+1)*AregW-1:0]    nrd_reg_i,  // the sources, then the destination
  // Step 1, C `prd_wid`, `prd_reg[PE_RENAME_RD]`: P-RT read port.
  input  logic [`WT_IDX_W(Warps)-1:0]         prd_wid_i,  // warp
  input  logic [(`WT_PE_NSRC+1)*AregW-1:0]    prd_reg_i,  // the sources, then the destination

  // Step 2, C `cp_v`, `cp_wid`: copy P-RT <- N-RT of one warp.
  input  logic                                cp_v_i,     // copy (P-mode entry)
  input  logic [`WT_IDX_W(Warps)-1:0]         cp_wid_i,   // warp
  // Steps 1 and 2, C `xit_v`, `xit_wid`: a warp's exit releases and clears its N-RT.
  input  logic                                xit_v_i,    // warp exit (SPEC 3.10)
  input  logic [`WT_IDX_W(Warps)-1:0]         xit_wid_i,  // warp

  // Step 3, C `nwr_*`: N-RT write.
  input  logic                                nwr_v_i,    // write
  input  logic [`WT_IDX_W(Warps)-1:0]         nwr_wid_i,  // warp
  input  logic [AregW-1:0]                    nwr_reg_i,  // register (all ones: ignored)
  input  logic                                nwr_set_i,  // 1 = wr (R, PHY), 0 = clr (R only)
  input  logic [`WT_IDX_W(Rregs)-1:0]         nwr_phy_i,  // rename index (wr only)
  // Step 3, C `pwr_*`: P-RT write (over the copy).
  input  logic                                pwr_v_i,    // write
  input  logic [`WT_IDX_W(Warps)-1:0]         pwr_wid_i,  // warp
  input  logic [AregW-1:0]                    pwr_reg_i,  // register (all ones: ignored)
  input  logic                                pwr_set_i,  // 1 = wr (R, PHY), 0 = clr (R only)
  input  logic [`WT_IDX_W(Rregs)-1:0]         pwr_phy_i,  // rename index (wr only)

  // Step 1 results, C `nrd_r`, `nrd_phy`, `prd_r`, `prd_phy` (start of step), one per read port.
  output logic [`WT_PE_NSRC:0]                nrd_r_o,    // R of N-RT[nrd_wid][nrd_reg[k]]
  output logic [(`WT_PE_NSRC+1)*`WT_IDX_W(Rregs)-1:0] nrd_phy_o,  // PHY of it (register k at k*PhyW)
  output logic [`WT_PE_NSRC:0]                prd_r_o,    // R of P-RT[prd_wid][prd_reg[k]]
  output logic [(`WT_PE_NSRC+1)*`WT_IDX_W(Rregs)-1:0] prd_phy_o,  // PHY of it
  // Step 1, C `xrel_mask`: the exit read (start of step).
  output logic [Rregs-1:0]                    xrel_mask_o // bit PHY of each N-RT[xit_wid] entry with R = 1

`ifndef SYNTHESIS
  ,
  // Packed state in the C packing order: n_r, n_phy, p_r, p_phy, each element w*Nareg + r.
  output logic [`PE_RENAME_STATE_W-1:0]       dbg_state_o
`endif
);

  // Dependent parameters, do not override (params/pe_params.h formulas).
  localparam WidW  = `WT_IDX_W(Warps);       // WT_PE_WIDW
  localparam Nareg = `WT_POW2(AregW) - 1;    // WT_NAREG: registers r0..r(Nareg-1); Nareg = none
  localparam PhyW  = `WT_IDX_W(Rregs);       // WT_PHYW
  localparam RowW  = Nareg * PhyW;           // the PHYs of one table of one warp
  localparam NSrc  = `WT_PE_NSRC;            // read ports per table: NSrc sources, then the dst
  localparam logic [Nareg-1:0] OneHot0 = Nareg'(1);  // register 0's write enable (<< r: register r's)

  ///////////////
  // Registers //
  ///////////////

  // Row w of each table: R bits (bit r = register r) and PHYs (bits r*PhyW +: PhyW). Yosys: the
  // arrays are registers, not RAMs (async reset); (* mem2reg *) says so.
  (* mem2reg *) logic [Nareg-1:0] n_r_q   [Warps];  // N-RT renamed bits
  (* mem2reg *) logic [RowW-1:0]  n_phy_q [Warps];  // N-RT rename indices
  (* mem2reg *) logic [Nareg-1:0] p_r_q   [Warps];  // P-RT renamed bits
  (* mem2reg *) logic [RowW-1:0]  p_phy_q [Warps];  // P-RT rename indices

  // wid_ok[i]: warp id i names a warp of the SM (i < Warps; ids Warps..2^WidW-1 exist when Warps
  // is not a power of two, 48..63 at the baseline).
  logic [`WT_POW2(WidW)-1:0] wid_ok;
  for (genvar i = 0; i < `WT_POW2(WidW); i++) begin : g_wid_ok
    assign wid_ok[i] = (i < Warps) ? 1'b1 : 1'b0;
  end

  ///////////////////////////////////
  // Step 1: reads (start of step) //
  ///////////////////////////////////

  // C entry_ok(): the entry exists (a warp of the SM, not the none register). Icarus 11 rule for
  // every comb block here: a signal another block reads is assigned once per evaluation; loop
  // accumulators are block-local.
  always_comb begin : p_read
    logic [NSrc:0]            nr, pr;
    logic [(NSrc+1)*PhyW-1:0] nphy, pphy;
    logic [AregW-1:0]  nreg, preg;
    logic              nok, pok;
    logic [Nareg-1:0]  nrow_r, prow_r;
    logic [RowW-1:0]   nrow_phy, prow_phy;
    nrow_r   = wid_ok[nrd_wid_i] ? n_r_q[nrd_wid_i] : '0;
    nrow_phy = wid_ok[nrd_wid_i] ? n_phy_q[nrd_wid_i] : '0;
    prow_r   = wid_ok[prd_wid_i] ? p_r_q[prd_wid_i] : '0;
    prow_phy = wid_ok[prd_wid_i] ? p_phy_q[prd_wid_i] : '0;
    for (int k = 0; k <= NSrc; k++) begin
      nreg = nrd_reg_i[k*AregW +: AregW];
      preg = prd_reg_i[k*AregW +: AregW];
      nok  = wid_ok[nrd_wid_i] && (nreg != AregW'(Nareg));
      pok  = wid_ok[prd_wid_i] && (preg != AregW'(Nareg));
      nr[k]                = nok && nrow_r[nreg];
      nphy[k*PhyW +: PhyW] = nok ? nrow_phy[nreg*PhyW +: PhyW] : '0;
      pr[k]                = pok && prow_r[preg];
      pphy[k*PhyW +: PhyW] = pok ? prow_phy[preg*PhyW +: PhyW] : '0;
    end
    nrd_r_o   = nr;
    nrd_phy_o = nphy;
    prd_r_o   = pr;
    prd_phy_o = pphy;
  end

  // The exit read: the exiting warp's N-RT row through one row mux, each entry with R = 1 decoding
  // its PHY into the mask (a PHY >= Rregs is shifted out: no register).
  always_comb begin : p_xrel
    logic [Nareg-1:0] xr;
    logic [RowW-1:0]  xp;
    logic [Rregs-1:0] m;
    xr = (xit_v_i && wid_ok[xit_wid_i]) ? n_r_q[xit_wid_i] : '0;
    xp = wid_ok[xit_wid_i] ? n_phy_q[xit_wid_i] : '0;
    m  = '0;
    for (int r = 0; r < `WT_POW2(AregW) - 1; r++) begin
      m = m | (xr[r] ? (Rregs'(1) << xp[r*PhyW +: PhyW]) : '0);
    end
    xrel_mask_o = m;
  end

  ////////////////////////////////////////////////////////
  // Steps 2 and 3: copy and exit clear, then the writes //
  ////////////////////////////////////////////////////////

  // The write decoders exist once per port, not once per warp: the entry a write hits as a
  // one-hot of R bits (register Nareg, none, shifts the bit out: no entry) and as a mask of its
  // PHY bits (wr only: clr keeps the PHY), and the written PHY in every entry's position. A row
  // then applies its port only when the port names its warp (a warp id >= Warps names none), with
  // vector operations: per entry, R <- set and PHY <- phy where the one-hot has its bit. Yosys
  // turns the row select and the mask into enable flip-flops (select AND decoded entry).
  logic [Nareg-1:0] ndec, pdec;           // step 3: the entry of the N / P write
  logic [RowW-1:0]  nmsk, pmsk;           // its PHY bits (wr only)
  logic [RowW-1:0]  nphy_x, pphy_x;       // the written PHY at every entry
  always_comb begin : p_dec
    logic [Nareg-1:0] nd, pd;
    logic [RowW-1:0]  nm, pm, nx, px;
    nd = OneHot0 << nwr_reg_i;
    pd = OneHot0 << pwr_reg_i;
    for (int r = 0; r < `WT_POW2(AregW) - 1; r++) begin
      nm[r*PhyW +: PhyW] = {PhyW{nd[r] && nwr_set_i}};
      pm[r*PhyW +: PhyW] = {PhyW{pd[r] && pwr_set_i}};
      nx[r*PhyW +: PhyW] = nwr_phy_i;
      px[r*PhyW +: PhyW] = pwr_phy_i;
    end
    ndec   = nd;
    pdec   = pd;
    nmsk   = nm;
    pmsk   = pm;
    nphy_x = nx;
    pphy_x = px;
  end

  for (genvar w = 0; w < Warps; w++) begin : g_warp
    logic             cp;           // step 2: copy P-RT[w] <- N-RT[w]
    logic             xc;           // step 2: the exit clears N-RT[w] (R only)
    logic [Nareg-1:0] n_r_b;        // N-RT R bits after the clear
    logic             nw, pw;       // step 3: the N / P write is for this warp
    logic [Nareg-1:0] p_r_b;        // P-RT after the copy
    logic [RowW-1:0]  p_phy_b;
    logic [Nareg-1:0] n_r_d, p_r_d;
    logic [RowW-1:0]  n_phy_d, p_phy_d;
    assign cp = cp_v_i && (cp_wid_i == WidW'(w));
    assign xc = xit_v_i && (xit_wid_i == WidW'(w));
    assign nw = nwr_v_i && (nwr_wid_i == WidW'(w));
    assign pw = pwr_v_i && (pwr_wid_i == WidW'(w));
    // Step 2 (P-RT from the start-of-step N-RT; the exit clears N-RT's R bits), then step 3: wr
    // writes R and PHY, clr only R.
    assign p_r_b   = cp ? n_r_q[w] : p_r_q[w];
    assign p_phy_b = cp ? n_phy_q[w] : p_phy_q[w];
    assign n_r_b   = xc ? '0 : n_r_q[w];
    assign n_r_d   = nw ? ((n_r_b & ~ndec) | (ndec & {Nareg{nwr_set_i}})) : n_r_b;
    assign n_phy_d = nw ? ((n_phy_q[w] & ~nmsk) | (nphy_x & nmsk)) : n_phy_q[w];
    assign p_r_d   = pw ? ((p_r_b & ~pdec) | (pdec & {Nareg{pwr_set_i}})) : p_r_b;
    assign p_phy_d = pw ? ((p_phy_b & ~pmsk) | (pphy_x & pmsk)) : p_phy_b;
    `WT_FF(n_r_q[w],   n_r_d)
    `WT_FF(n_phy_q[w], n_phy_d)
    `WT_FF(p_r_q[w],   p_r_d)
    `WT_FF(p_phy_q[w], p_phy_d)
  end

`ifndef SYNTHESIS
  ///////////////////////
  // Debug state view  //
  ///////////////////////

  initial begin : p_fields_match
    if (`PE_RENAME_N_R_N != Warps * Nareg || `PE_RENAME_N_R_W != 1
        || `PE_RENAME_N_PHY_N != Warps * Nareg || `PE_RENAME_N_PHY_W != PhyW
        || `PE_RENAME_P_R_N != Warps * Nareg || `PE_RENAME_P_R_W != 1
        || `PE_RENAME_P_PHY_N != Warps * Nareg || `PE_RENAME_P_PHY_W != PhyW
        || WidW != `WT_PE_WIDW || Nareg != `WT_NAREG || PhyW != `WT_PHYW) begin
      $fatal(1, "pe_rename: parameters differ from pe_rename_fields.svh or wt_params.svh");
    end
  end

  // One block with a loop (Verilator: no chain of wide concatenations). Element w*Nareg + r of a
  // field is register r of warp w, so row w is one slice per field.
  always_comb begin : p_dbg_state
    for (int w = 0; w < Warps; w++) begin
      dbg_state_o[`PE_RENAME_N_R_OFF + w*Nareg +: Nareg]  = n_r_q[w];
      dbg_state_o[`PE_RENAME_N_PHY_OFF + w*RowW +: RowW]  = n_phy_q[w];
      dbg_state_o[`PE_RENAME_P_R_OFF + w*Nareg +: Nareg]  = p_r_q[w];
      dbg_state_o[`PE_RENAME_P_PHY_OFF + w*RowW +: RowW]  = p_phy_q[w];
    end
  end
`endif

endmodule
