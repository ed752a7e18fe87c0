// tb/vec/vec_replay.sv: replay one vector file (vectors/FORMAT.md) against a block's RTL.
//
// One testbench for every block: the block comes from `vec_block.svh`, written by
// `vecgen --block B --svh` (tools/vecgen.c) into the build's include path, which names the flat
// wrapper `B_tw` (tools/wtgen.c) and declares one variable per column of B's vector files. Plain
// SystemVerilog accepted unchanged by Icarus 11 (-g2012) and Verilator 5.006 (--binary --timing
// -fno-life). Usage: `vvp -n replay.vvp +vec=FILE` or `replay +vec=FILE`.
//
// The file is read as it is (no converted copy). The header must be the one this build writes:
// magic and version, block, configuration name, config hash and every knob (compared with the
// RTL's own wt_config.svh), source, cycles, state bits, digest and every column. Each data line
// is checked column by column (single spaces, widths, hex digits, separators, nothing after the
// digest), then read with $sscanf into the column variables; its cycle number must be the next
// one and each value must fit its bits. Then, per line:
//   1. with clk_i low, drive rst_ni and in_i, settle, compare every output with the line;
//   2. rising edge, then compare the 64-bit FNV-1a digest of state_o with the line's digest.
// The first error or mismatch prints `FILE:LINE[:COLUMN]: ...` and ends with $fatal(1) (vvp
// exits 0 after $finish even on failure). A pass needs exactly as many compared lines as the
// header's `cycles` and the `end` line, so a truncated file, or a loop that compares nothing,
// cannot pass. The last line printed is always `N passed, N failed`.
//
// Two compile-time modes (vectors/FORMAT.md, "Replaying a file against your own RTL"):
//   VEC_OUTPUTS_ONLY  step 2 is skipped: the state digest is not compared (its column is still
//                     read and checked like every other), for RTL without `dbg_state_o`; the PASS
//                     line says "outputs only".
//   VEC_MAPPED        the wrapper `B_tw` is the one tools/mapgen.c writes from a port map around
//                     the user's own module (state_o is 0); implies VEC_OUTPUTS_ONLY. The include
//                     `vec_map.svh` (also from mapgen) names the user's port of each output, and a
//                     mismatch names both ports and the map line.

`include "wt_config.svh"

`ifdef VEC_MAPPED
`ifndef VEC_OUTPUTS_ONLY
`define VEC_OUTPUTS_ONLY
`endif
`endif

module vec_replay;

  // The block: VEC_* parameters, column variables, `VEC_TW, `VEC_FMT, `VEC_ARGS, `VEC_IN_I, ...
  `include "vec_block.svh"
`ifdef VEC_MAPPED
  // The user's port of each output column, the map file and the user's module (tools/mapgen.c).
  `include "vec_map.svh"
`endif

  ////////////////////
  // Device under test
  ////////////////////

  logic                   clk_i = 1'b0;
  logic                   rst_ni = 1'b1;  // high first, so the first reset line gives a negedge
  logic [VEC_IN_W-1:0]    in_i = '0;
  logic [VEC_OUT_W-1:0]   out_o;
  logic [VEC_STATE_W-1:0] state_o;

  `VEC_TW u_tw (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .in_i   (in_i),
    .out_o  (out_o),
    .state_o(state_o)
  );

  ///////////////
  // Reading
  ///////////////

  string                   path;          // +vec=PATH
  integer                  fd;
  int                      lnum;          // number of the line last read (1-based)
  string                   line;          // that line without its newline
  bit                      has_nl;        // it ended with a newline
  bit                      at_eof;        // no line could be read
  bit                      too_long;      // the line did not fit `raw` (read on for the rest)
  // $fgets buffer (Icarus reads into a reg only), whole 32-character chunks: see raw_str.
  localparam int RAW_CHUNKS = (VEC_LINE_MAX + 31) / 32;
  localparam int RAW_MAX = 32 * RAW_CHUNKS;  // characters one $fgets reads at most
  reg [256*RAW_CHUNKS-1:0] raw;
  int                      col [VEC_NTOK];  // 1-based column where each data column starts
  int                      cycles;        // header `cycles`
  int                      compared;      // lines whose outputs and digest were compared
`ifndef VEC_OUTPUTS_ONLY
  logic [63:0]             digest_got;
`else
  // Not compared: the wrapper of an RTL without dbg_state_o drives 0 here (the digest column is
  // still read and checked for its syntax).
  logic                    unused_state;
  assign unused_state = ^{state_o, vec_digest_exp, 32'(VEC_STATE_WORDS)};
`endif

  // Prints an error at the current line and column (0: none) and stops with a failure.
  task automatic fail_at(input int column, input string msg);
    int l;
    l = lnum > 0 ? lnum : 1;
    if (column > 0) $display("%s:%0d:%0d: error: %s", path, l, column, msg);
    else $display("%s:%0d: error: %s", path, l, msg);
    $display("0 passed, 1 failed");
    $fatal(1, "vec_replay: %s rejected", path);
  endtask

  // Prints a mismatch at the current line and stops with a failure.
  task automatic mismatch(input string msg);
    $display("%s:%0d: mismatch at cycle %0d: %s", path, lnum, vec_cyc, msg);
    $display("  line %0d: %s", lnum, line);
    $display("0 passed, 1 failed");
    $fatal(1, "vec_replay: %s failed", path);
  endtask

  // The `n` characters $fgets left in `raw` (right-aligned) as a string. Converted 32 characters
  // at a time: Verilator 5.006 crashes converting a packed value of more than 256 characters.
  function automatic string raw_str(input int n);
    string       s;
    logic [255:0] c;
    s = "";
    for (int k = (n + 31) / 32 - 1; k >= 0; k--) begin
      c = raw[256*k+:256];
      s = {s, string'(c)};
    end
    return s;
  endfunction

  // Reads the next line into `line` (newline removed); sets at_eof when there is none. A line
  // longer than `raw` sets too_long and leaves its rest for the next $fgets. A block whose vector
  // line is over 1024 characters (ilp_scoreboard: 32 warps' instructions and the DATA rows) makes
  // `raw` wider than Verilator's 8k-bit replication warning: the fill is meant.
  /* verilator lint_off WIDTHCONCAT */
  task automatic get_line_raw;
    int n;
    raw = '0;
    n = $fgets(raw, fd);
    at_eof = n == 0;
    has_nl = 1'b0;
    too_long = 1'b0;
    line = "";
    if (!at_eof) begin
      line = raw_str(n);
      if (line.len() != n) fail_at(0, "the line holds a NUL byte");
      if (line[n-1] == 8'h0a) begin
        has_nl = 1'b1;
        if (n > 1) line = line.substr(0, n - 2);
        else line = "";
      end else begin
        too_long = !$feof(fd);
      end
    end
  endtask
  /* verilator lint_on WIDTHCONCAT */

  // The next line; a line longer than any this block's files have is an error.
  task automatic get_line;
    get_line_raw();
    if (!at_eof) lnum++;
    if (too_long) fail_at(RAW_MAX, $sformatf("line longer than %0d characters", RAW_MAX - 1));
  endtask

  // Like get_line, skipping comment lines (`#` first), which may be of any length.
  task automatic get_line_nc;
    get_line_raw();
    if (!at_eof) lnum++;
    while (!at_eof && line.len() > 0 && line[0] == "#") begin
      while (!at_eof && too_long) get_line_raw();  // the rest of a long comment
      get_line_raw();
      if (!at_eof) lnum++;
    end
    if (too_long) fail_at(RAW_MAX, $sformatf("line longer than %0d characters", RAW_MAX - 1));
  endtask

  // a if c, else b (a ?: of two string literals would give a space-padded bit vector).
  function automatic string pick(input bit c, input string a, input string b);
    if (c) return a;
    return b;
  endfunction

  function automatic bit is_dec(input byte c);
    return c >= "0" && c <= "9";
  endfunction

  function automatic bit is_hex(input byte c);
    return (c >= "0" && c <= "9") || (c >= "a" && c <= "f");
  endfunction

  // The value of `s` if it is 1 to 8 decimal digits, else -1.
  function automatic int dec8(input string s);
    int v;
    v = s.len() > 0 && s.len() <= 8 ? 0 : -1;
    for (int i = 0; i < s.len(); i++) begin
      if (v >= 0 && is_dec(s[i])) v = v * 10 + (int'(s[i]) - 48);
      else v = -1;
    end
    return v;
  endfunction

  ////////////
  // Header
  ////////////

  task automatic read_header;
    string exp, key, v;
    int    kl;
    get_line();
    if (at_eof) fail_at(0, $sformatf("empty file (expected '%s')", vec_hdr_text(0)));
    for (int h = 0; h < VEC_NHDR; h++) begin
      if (h > 0) get_line_nc();
      exp = vec_hdr_text(h);
      key = vec_hdr_key(h);
      if (at_eof) fail_at(0, $sformatf("file ends inside the header (missing '%s')", key));
      if (!has_nl) fail_at(line.len() + 1, "file ends inside the header (line not terminated)");
      if (vec_hdr_kind(h) == 1) begin
        if (line.len() < 8 || line.substr(0, 6) != "source ")
          fail_at(1, $sformatf("expected header line 'source seed N' or 'source scenario NAME' here, got '%s'",
                               line));
      end else if (vec_hdr_kind(h) == 2) begin
        if (line.len() < 8 || line.substr(0, 6) != "cycles ")
          fail_at(1, $sformatf("expected header line 'cycles N' here (missing 'cycles'), got '%s'", line));
        v = line.substr(7, line.len() - 1);
        cycles = dec8(v);
        if (cycles < 1)
          fail_at(8, $sformatf("header 'cycles' must be a decimal count from 1 to 99999999, got '%s'", v));
      end else if (line != exp) begin
        kl = vec_hdr_keylen(h);
        if (line.len() > kl + 1 && line.substr(0, kl - 1) == exp.substr(0, kl - 1) && line[kl] == " ") begin
          v = "";
          if (key == "block") v = " (a file of another block)";
          if (key == "config" || key == "config_hash" || key.substr(0, 4) == "knob ")
            v = " (the file is for another configuration)";
          fail_at(kl + 2, $sformatf("header '%s' is '%s', the built RTL has '%s'%s", key,
                                    line.substr(kl + 1, line.len() - 1), exp.substr(kl + 1, exp.len() - 1), v));
        end
        fail_at(1, $sformatf("expected header line '%s' (%s) here, got '%s'", exp, key, line));
      end
    end
    get_line_nc();
    if (at_eof) fail_at(0, "file ends inside the header (missing 'data')");
    if (line != "data") begin
      if (line.len() > 3 && (line.substr(0, 2) == "in " || line.substr(0, 3) == "out "))
        fail_at(1, $sformatf("extra column '%s': block %s has no such column", line, `VEC_BLOCK_NAME));
      fail_at(1, $sformatf("expected 'data' after the header, got '%s'", line));
    end
  endtask

  ///////////////////////
  // Data line columns
  ///////////////////////

  // Splits `line` at single spaces and checks every column's characters and width; fills col[].
  // A column's description (vec_col_desc) is looked up only for an error message: on every line
  // of every column it would cost more than the checks themselves under Icarus.
  task automatic scan_columns;
    int    p, len, start, tl, kind;
    p = 0;
    len = line.len();
    for (int k = 0; k < VEC_NTOK; k++) begin
      kind = vec_col_kind(k);
      if (k > 0) begin
        if (p >= len)
          fail_at(p + 1, $sformatf("line ends before column %0d (%s): %0d of %0d columns (too few columns%s)",
                                   k + 1, vec_col_desc(k), k, VEC_NTOK, pick(has_nl, "", "; the last line is cut")));
        if (line[p] != " ") fail_at(p + 1, $sformatf("expected one space before column %0d (%s)", k + 1, vec_col_desc(k)));
        p++;
      end
      start = p;
      while (p < len && line[p] != " ") p++;
      tl = p - start;
      col[k] = start + 1;
      if (tl == 0) fail_at(col[k], $sformatf("column %0d (%s) is empty (two spaces?)", k + 1, vec_col_desc(k)));
      if (kind == 2) begin
        if (tl != 1 || line[start] != "|")
          fail_at(col[k], $sformatf("expected the separator '|' as column %0d, got '%s' (too many %s columns, or a missing separator)",
                                    k + 1, line.substr(start, p - 1), pick(k < VEC_NTOK - 3, "input", "output")));
      end else if (tl == 1 && line[start] == "|") begin
        fail_at(col[k], $sformatf("found the separator '|' where column %0d (%s) belongs (too few %s columns)", k + 1,
                                  vec_col_desc(k), pick(kind == 1, "input", "output")));
      end else begin
        for (int c = start; c < p; c++) begin
          if (kind == 0 ? !is_dec(line[c]) : !is_hex(line[c]))
            fail_at(c + 1, $sformatf("column %0d (%s): '%s' is not a %s digit", k + 1, vec_col_desc(k), line.substr(c, c),
                                     pick(kind == 0, "decimal", "lowercase hex")));
        end
        if (tl != vec_col_digits(k)) begin
          if (tl > vec_col_digits(k) && kind != 0)
            fail_at(col[k], $sformatf("column %0d (%s): value '%s' is wider than the column (%0d bits: %0d hex digits)",
                                      k + 1, vec_col_desc(k), line.substr(start, p - 1), vec_col_bits(k), vec_col_digits(k)));
          fail_at(col[k], $sformatf("column %0d (%s) has %0d digits, expected %0d (columns are zero-padded to full width)",
                                    k + 1, vec_col_desc(k), tl, vec_col_digits(k)));
        end
      end
    end
    if (p < len)
      fail_at(p + 1, $sformatf("text after the state digest: '%s' (too many columns: a line has %0d)",
                               line.substr(p, len - 1), VEC_NTOK));
    if (!has_nl) fail_at(len + 1, "the last line is not terminated (file cut?)");
  endtask

`ifndef VEC_OUTPUTS_ONLY
  // The digest of the state: 64-bit FNV-1a over 32-bit words, word 0 = state_o[31:0], the top word
  // zero-filled (rtl_c/wt_block.c wt_digest), taken by task get_digest after the rising edge.
  localparam int STATE_PAD_W = 32 * VEC_STATE_WORDS;
`ifdef VERILATOR
  // Under Verilator: each word read from the packed state directly.
  /* verilator lint_off WIDTHCONCAT */
  task automatic get_digest(output logic [63:0] h);
    logic [STATE_PAD_W-1:0] w;
    w = '0;
    w[VEC_STATE_W-1:0] = state_o;
    h = 64'hcbf29ce484222325;
    for (int i = 0; i < VEC_STATE_WORDS; i++) h = (h ^ {32'h0, w[32*i+:32]}) * 64'h100000001b3;
  endtask
  /* verilator lint_on WIDTHCONCAT */
`else
  // Icarus compiles a variable part-select of a packed vector (`w[32*i+:32]`) as a load of the
  // whole vector, every step: a third of the replay time of the baseline P-mode unit (152576 state
  // bits, 4768 words). Here the words are nets cut at constant positions from a copy of state_o
  // taken once per line (state_snap), so each step reads one 32-bit word. Nets cut from state_o
  // itself would be cut again at every change of the state while the RTL settles (twice the time
  // per line on the baseline DWF unit). Verilator unrolls no generate loop of over 1024 steps,
  // hence the two versions.
  logic [VEC_STATE_W-1:0] state_snap;
  wire  [STATE_PAD_W-1:0] state_pad = {{(STATE_PAD_W - VEC_STATE_W) {1'b0}}, state_snap};
  wire  [31:0]            state_word[VEC_STATE_WORDS];
  for (genvar gw = 0; gw < VEC_STATE_WORDS; gw++) begin : g_state_word
    assign state_word[gw] = state_pad[32*gw+:32];
  end
  task automatic get_digest(output logic [63:0] h);
    state_snap = state_o;
    #1;  // the words follow the copy (time steps between edges change nothing else)
    h = 64'hcbf29ce484222325;
    for (int i = 0; i < VEC_STATE_WORDS; i++) h = (h ^ {32'h0, state_word[i]}) * 64'h100000001b3;
  endtask
`endif
`endif

  ///////////
  // Main
  ///////////

  initial begin : main
    int n, d, u;
    lnum = 0;
    compared = 0;
    cycles = 0;
    if (!$value$plusargs("vec=%s", path)) begin
      $display("vec_replay: error: no vector file given (+vec=PATH)");
      $display("0 passed, 1 failed");
      $fatal(1, "vec_replay: no +vec");
    end
    fd = $fopen(path, "r");
    if (fd == 0) begin
      $display("%s: error: cannot open", path);
      $display("0 passed, 1 failed");
      $fatal(1, "vec_replay: cannot open %s", path);
    end
    read_header();
    #1;
    for (int cyc = 0; cyc < cycles; cyc++) begin
      get_line();
      if (at_eof)
        fail_at(0, $sformatf("file ends after %0d data lines, the header says cycles %0d (truncated)", cyc, cycles));
      if (line == "end")
        fail_at(1, $sformatf("'end' after %0d data lines, the header says cycles %0d (truncated)", cyc, cycles));
      scan_columns();
      n = $sscanf(line, `VEC_FMT, `VEC_ARGS);
      if (n != VEC_NTOK || !vec_seps_ok())
        fail_at(1, $sformatf("$sscanf read %0d of %0d columns", n, VEC_NTOK));
      if (vec_cyc != 32'(cyc))
        fail_at(1, $sformatf("cycle number %0d, expected %0d (a missing, repeated or out-of-order line)", vec_cyc, cyc));
      if (cyc == 0 && `VEC_RST_NI !== 1'b0)
        fail_at(col[1], "the first data line must be a reset cycle (rst_ni = 0)");
      u = vec_first_unfit();
      if (u >= 0)
        fail_at(col[u], $sformatf("column %0d (%s): value does not fit its %0d bits", u + 1, vec_col_desc(u),
                                  vec_col_bits(u)));
      // 1. Inputs with the clock low, settle, compare the outputs.
      rst_ni = `VEC_RST_NI;
      in_i = `VEC_IN_I;
      #1;
      d = vec_out_first_diff(out_o);
`ifdef VEC_MAPPED
      if (d >= 0)
        mismatch($sformatf("output %s (%s): expected %s got %s", vec_out_name(d), vec_map_out(d), vec_out_exp(d),
                           vec_out_got(d, out_o)));
`else
      if (d >= 0)
        mismatch($sformatf("output %s: expected %s got %s", vec_out_name(d), vec_out_exp(d), vec_out_got(d, out_o)));
`endif
      // 2. Rising edge, then the state digest (not in outputs-only mode).
      clk_i = 1'b1;
      #1;
`ifndef VEC_OUTPUTS_ONLY
      get_digest(digest_got);
      if (digest_got !== vec_digest_exp)
        mismatch($sformatf("state digest (after the rising edge): expected %016h got %016h", vec_digest_exp,
                           digest_got));
`endif
      compared = compared + 1;
      clk_i = 1'b0;
      #1;
    end
    get_line();
    if (at_eof) fail_at(0, $sformatf("missing the 'end' line after %0d data lines (truncated)", cycles));
    if (line != "end") begin
      if (line.len() > 0 && is_dec(line[0]))
        fail_at(1, $sformatf("more data lines than the header's cycles %0d (expected 'end')", cycles));
      fail_at(1, $sformatf("expected 'end' after %0d data lines, got '%s'", cycles, line));
    end
    if (!has_nl) fail_at(4, "the 'end' line is not terminated");
    get_line();
    if (!at_eof) fail_at(1, "text after the 'end' line");
    $fclose(fd);
    // A pass needs every announced line compared, and at least one.
    if (compared != cycles || compared == 0)
      fail_at(0, $sformatf("compared %0d lines, the header says %0d", compared, cycles));
`ifdef VEC_MAPPED
    $display("PASS %s: %0d lines compared (block %s, config %s; outputs only, state digest not compared; your module %s through %s)",
             path, compared, `VEC_BLOCK_NAME, `VEC_CONFIG_NAME, `VEC_MAP_MODULE, `VEC_MAP_FILE);
`elsif VEC_OUTPUTS_ONLY
    $display("PASS %s: %0d lines compared (block %s, config %s; outputs only, state digest not compared)", path,
             compared, `VEC_BLOCK_NAME, `VEC_CONFIG_NAME);
`else
    $display("PASS %s: %0d lines compared (block %s, config %s)", path, compared, `VEC_BLOCK_NAME,
             `VEC_CONFIG_NAME);
`endif
    $display("1 passed, 0 failed");
    $finish;
  end

endmodule
