/* tools/mapgen.c: the flat wrapper of a block's RTL that someone else wrote, from a port map.
 *
 *   mapgen --block B --map MAP -o WRAPPER.sv --svh NAMES.svh
 *   mapgen --block B --template        a map to start from: every port of B, its direction and width
 *
 * The map (format: vectors/FORMAT.md, "Replaying a file against your own RTL") names the user's
 * module and, for every port of block B's twin (clk_i, rst_ni, <field>_i, <field>_o), the user's
 * port that plays its part. WRAPPER.sv is a module `B_tw` with exactly the three flat ports of the
 * wrapper tools/wtgen.c generates (in_i, out_o, state_o; state_o is driven 0: the user's RTL has no
 * dbg_state_o), so tb/vec/vec_replay.sv drives it unchanged, compiled with VEC_MAPPED (outputs only,
 * the state digest not compared). It instantiates the user's module with the user's port names and
 * checks, at time 0, the width of every one of the user's ports against ours, naming the map file,
 * line and port. NAMES.svh, included by the testbench under VEC_MAPPED, gives the user's port of
 * each output column, so that a mismatch names both.
 *
 * The ports and their widths come from the block's descriptor (B_block, rtl_c/wt_block.h) of this
 * configuration: mapgen is built per configuration, like wtgen and vecgen, and names no block.
 * Errors in the map read `MAP:LINE: error: ...` naming the port; all of them are listed, the exit
 * status is 1 (2 for a usage error), and no output file is left (a previous one is removed).
 * Outputs are written to a temporary and renamed.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_stim.h"
#include "wt_util.h"

#define LINE_MAX_CHARS 4096 /* longest map line */
#define NAME_MAX_CHARS 128  /* longest identifier */

/////////////
// Ports   //
/////////////

/* One port of ours. */
enum { P_CLK, P_RST, P_IN, P_OUT };

typedef struct port {
  char name[NAME_MAX_CHARS + 3]; /* clk_i, rst_ni, <field>_i, <field>_o */
  int kind;
  unsigned long bits;
  unsigned long off; /* bit offset in in_i / out_o (P_IN, P_OUT) */
  const char *doc;
  const char *qual; /* P_OUT: the output (field) that qualifies it, or NULL */
  int line;         /* map line that maps it, 0 while unmapped */
  char theirs[NAME_MAX_CHARS + 1];
  bool inverted; /* rst_ni only: the user's reset is active high */
  bool rejected; /* a line for it was wrong (so "not mapped" is not said again) */
} port_t;

/* A `param` or `tie` line: a name of the user's and a Verilog expression; `open` has no expression. */
typedef struct assoc {
  char name[NAME_MAX_CHARS + 1];
  char *expr; /* allocated; NULL for `open` */
  int line;
} assoc_t;

typedef struct map {
  const char *path;
  const wt_block_t *b;
  port_t *p;
  unsigned np;
  char module[NAME_MAX_CHARS + 1];
  int module_line;   /* its line; negative when it was rejected or missing (then: the first line) */
  bool module_given; /* a module line was read (valid or not) */
  assoc_t *param, *tie, *open;
  unsigned nparam, ntie, nopen;
  unsigned errors;
} map_t;

/* Our ports in wrapper order: clock, reset, the input table, the output table (rtl_c/wt_block.h).
 * A block without state (wt_block_stateless) has neither clock nor reset to map. */
static void ports_of(map_t *m) {
  const wt_block_t *b = m->b;
  const unsigned nclk = wt_block_stateless(b) ? 0u : 2u;
  m->np = nclk + b->in.n + b->out.n;
  m->p = wt_xcalloc(m->np, sizeof *m->p);
  if (nclk != 0u) {
    snprintf(m->p[0].name, sizeof m->p[0].name, "clk_i");
    m->p[0].kind = P_CLK;
    m->p[0].bits = 1;
    m->p[0].doc = "clock (rising edge)";
    snprintf(m->p[1].name, sizeof m->p[1].name, "rst_ni");
    m->p[1].kind = P_RST;
    m->p[1].bits = 1;
    m->p[1].doc = "asynchronous reset, active low ('inverted' for an active-high reset of yours)";
  }
  unsigned k = nclk;
  for (int t = 0; t < 2; t++) {
    wt_fields_t f = t == 0 ? b->in : b->out;
    unsigned long off = 0;
    for (unsigned i = 0; i < f.n; i++, k++) {
      port_t *p = &m->p[k];
      snprintf(p->name, sizeof p->name, "%.*s%s", NAME_MAX_CHARS, f.f[i].name, t == 0 ? "_i" : "_o");
      p->kind = t == 0 ? P_IN : P_OUT;
      p->bits = (unsigned long)f.f[i].width * f.f[i].count;
      p->off = off;
      p->doc = f.f[i].doc;
      p->qual = t == 1 ? f.f[i].qual : NULL;
      off += p->bits;
    }
  }
}

static port_t *find_port(map_t *m, const char *name) {
  for (unsigned i = 0; i < m->np; i++)
    if (strcmp(m->p[i].name, name) == 0) return &m->p[i];
  return NULL;
}

static const char *dir_name(const port_t *p) { return p->kind == P_OUT ? "output" : "input"; }

/////////////
// Errors  //
/////////////

static void err(map_t *m, int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  wt_verror_at(m->path, (unsigned long)line, 0, fmt, ap);
  va_end(ap);
  m->errors++;
}

//////////////
// Parsing  //
//////////////

static bool is_ident(const char *s) {
  if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_')) return false;
  for (s++; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_' ||
          *s == '$'))
      return false;
  return true;
}

/* Checks a name of the user's (a port, a parameter); reports and returns false if it is not a
 * plain Verilog identifier. */
static bool check_ident(map_t *m, int line, const char *what, const char *s) {
  if (strlen(s) > NAME_MAX_CHARS) {
    err(m, line, "%s '%.40s...' is longer than %d characters", what, s, NAME_MAX_CHARS);
    return false;
  }
  if (!is_ident(s)) {
    err(m, line,
        "%s '%s' is not a Verilog identifier (letters, digits, '_' and '$', not starting with a digit)", what,
        s);
    return false;
  }
  return true;
}

/* A Verilog expression of a `param` or `tie` line: not empty, no ';', no comment, balanced
 * parentheses and brackets. The simulators check the rest. */
static bool check_expr(map_t *m, int line, const char *name, const char *e) {
  int depth[2] = {0, 0};
  if (!*e) {
    err(m, line, "'%s' has no value", name);
    return false;
  }
  for (const char *c = e; *c; c++) {
    if (*c == ';' || (c[0] == '/' && (c[1] == '/' || c[1] == '*'))) {
      err(m, line, "value of '%s' holds '%.*s': a value is one Verilog expression", name, *c == ';' ? 1 : 2,
          c);
      return false;
    }
    if (*c == '(' || *c == '[') depth[*c == '[']++;
    if (*c == ')' || *c == ']') {
      if (--depth[*c == ']'] < 0) break;
    }
  }
  if (depth[0] != 0 || depth[1] != 0) {
    err(m, line, "value of '%s' has unbalanced parentheses or brackets: '%s'", name, e);
    return false;
  }
  return true;
}

/* What a line did with a name of the user's: "mapped to 'pop0_i'", "tied", "left open". */
static void use_phrase(char *out, size_t len, const char *as) {
  if (strcmp(as, "tie") == 0)
    snprintf(out, len, "tied");
  else if (strcmp(as, "open") == 0)
    snprintf(out, len, "left open");
  else
    snprintf(out, len, "mapped to '%s'", as);
}

/* Where a name of the user's was used first (a port line, a tie or an open), or 0; `*as` is the
 * port of ours, "tie" or "open". */
static int their_use(const map_t *m, const char *name, const char **as) {
  for (unsigned i = 0; i < m->np; i++)
    if (m->p[i].line && strcmp(m->p[i].theirs, name) == 0) {
      *as = m->p[i].name;
      return m->p[i].line;
    }
  for (unsigned i = 0; i < m->ntie; i++)
    if (strcmp(m->tie[i].name, name) == 0) {
      *as = "tie";
      return m->tie[i].line;
    }
  for (unsigned i = 0; i < m->nopen; i++)
    if (strcmp(m->open[i].name, name) == 0) {
      *as = "open";
      return m->open[i].line;
    }
  return 0;
}

/* Reports a port of the user's used a second time (`now`: a port of ours, "tie" or "open"); returns
 * true if it was. */
static bool their_twice(map_t *m, int line, const char *name, const char *now) {
  const char *as = NULL;
  int first = their_use(m, name, &as);
  if (!first) return false;
  char a[NAME_MAX_CHARS + 16], b[NAME_MAX_CHARS + 16];
  use_phrase(a, sizeof a, now);
  use_phrase(b, sizeof b, as);
  err(m, line, "port '%s' of module %s is used twice: %s here, %s on line %d", name, m->module, a, b, first);
  return true;
}

/* The text after the first `skip` tokens of `s` (blank-separated), trailing blanks removed. */
static void rest_after(const char *s, int skip, char *out, size_t len) {
  const char *c = s;
  for (int k = 0; k < skip; k++) {
    while (*c == ' ' || *c == '\t') c++;
    while (*c && *c != ' ' && *c != '\t') c++;
  }
  while (*c == ' ' || *c == '\t') c++;
  snprintf(out, len, "%s", c);
  size_t n = strlen(out);
  while (n > 0 && (out[n - 1] == ' ' || out[n - 1] == '\t')) out[--n] = '\0';
}

/* An unknown port of ours: the message lists ours and suggests the likely one. */
static void unknown_port(map_t *m, int line, const char *name) {
  char hint[NAME_MAX_CHARS + 64] = "";
  if (strcmp(name, "dbg_state_o") == 0) {
    err(m, line,
        "'dbg_state_o' is not mapped: a mapped replay compares the outputs only, your module needs no state "
        "output (remove the line)");
    return;
  }
  for (unsigned i = 0; i < m->np; i++) {
    size_t n = strlen(name);
    if (strncmp(m->p[i].name, name, n) == 0 &&
        (strcmp(m->p[i].name + n, "_i") == 0 || strcmp(m->p[i].name + n, "_o") == 0 ||
         strcmp(m->p[i].name + n, "_ni") == 0))
      snprintf(hint, sizeof hint, " (did you mean '%s'?)", m->p[i].name);
  }
  fprintf(stderr, "%s:%d: error: '%s' is not a port of block %s%s; its ports:", m->path, line, name,
          m->b->name, hint);
  for (unsigned i = 0; i < m->np; i++) fprintf(stderr, " %s", m->p[i].name);
  fputc('\n', stderr);
  m->errors++;
}

static void parse_line(map_t *m, int line, char *text) {
  char *tok[4];
  int n = 0;
  char copy[LINE_MAX_CHARS + 2];
  snprintf(copy, sizeof copy, "%s", text);
  for (char *c = strtok(text, " \t"); c; c = strtok(NULL, " \t")) {
    if (n < 4) tok[n] = c;
    n++;
  }
  if (n == 0) return;
  if (strcmp(tok[0], "module") == 0) {
    if (m->module_given) {
      err(m, line, "a second 'module' line (the first is on line %d)", abs(m->module_line));
      return;
    }
    m->module_given = true;
    /* A rejected module line still counts as the module line (no "missing 'module'" after it). */
    m->module_line = -line;
    snprintf(m->module, sizeof m->module, "?");
    if (n != 2) {
      err(m, line, "expected 'module <your module name>', got %d word(s) after 'module'", n - 1);
      return;
    }
    if (!check_ident(m, line, "module name", tok[1])) return;
    char tw[NAME_MAX_CHARS + 8];
    snprintf(tw, sizeof tw, "%s_tw", m->b->name);
    if (strcmp(tok[1], tw) == 0 || strcmp(tok[1], "vec_replay") == 0) {
      err(m, line, "module name '%s' is taken by the replay testbench (rename your module)", tok[1]);
      return;
    }
    snprintf(m->module, sizeof m->module, "%s", tok[1]);
    m->module_line = line;
    return;
  }
  if (!m->module_line) {
    err(m, line, "missing 'module <your module name>' line: it must come before any other line (got '%s')",
        tok[0]);
    /* Go on with an unnamed module, to report the other errors too. */
    snprintf(m->module, sizeof m->module, "?");
    m->module_line = -line;
  }
  if (strcmp(tok[0], "param") == 0 || strcmp(tok[0], "tie") == 0) {
    bool param = tok[0][0] == 'p';
    if (n < 3) {
      err(m, line, "expected '%s <%s> <Verilog expression>'", tok[0],
          param ? "your parameter" : "your input port");
      return;
    }
    if (!check_ident(m, line, param ? "parameter name" : "port name", tok[1])) return;
    assoc_t *a = param ? &m->param[m->nparam] : &m->tie[m->ntie];
    char expr[LINE_MAX_CHARS + 2];
    rest_after(copy, 2, expr, sizeof expr);
    if (!check_expr(m, line, tok[1], expr)) return;
    if (param) {
      for (unsigned i = 0; i < m->nparam; i++)
        if (strcmp(m->param[i].name, tok[1]) == 0) {
          err(m, line, "parameter '%s' is set twice (first on line %d)", tok[1], m->param[i].line);
          return;
        }
    } else if (their_twice(m, line, tok[1], "tie")) {
      return;
    }
    snprintf(a->name, sizeof a->name, "%s", tok[1]);
    a->expr = wt_xcalloc(strlen(expr) + 1, 1);
    memcpy(a->expr, expr, strlen(expr));
    a->line = line;
    if (param)
      m->nparam++;
    else
      m->ntie++;
    return;
  }
  if (strcmp(tok[0], "open") == 0) {
    if (n != 2) {
      err(m, line, "expected 'open <your output port>' (an output of yours that block %s does not have)",
          m->b->name);
      return;
    }
    if (!check_ident(m, line, "port name", tok[1]) || their_twice(m, line, tok[1], "open")) return;
    assoc_t *a = &m->open[m->nopen++];
    snprintf(a->name, sizeof a->name, "%s", tok[1]);
    a->line = line;
    return;
  }
  /* A port line: <our port> <your port> [inverted]. */
  port_t *p = find_port(m, tok[0]);
  if (!p) {
    if (n == 2 || n == 3)
      unknown_port(m, line, tok[0]);
    else
      err(m, line, "expected '<our port> <your port>' or 'rst_ni <your port> inverted', got '%s'", copy);
    return;
  }
  if (n < 2 || n > 3) {
    p->rejected = true;
    err(m, line, "port '%s': expected '%s <your port>'%s, got %d word(s)", p->name, p->name,
        p->kind == P_RST ? " or 'rst_ni <your port> inverted'" : "", n);
    return;
  }
  if (n == 3) {
    if (strcmp(tok[2], "inverted") != 0) {
      p->rejected = true;
      err(m, line, "port '%s': unexpected '%s' after your port (the only marker is 'inverted', for rst_ni)",
          p->name, tok[2]);
      return;
    }
    if (p->kind != P_RST) {
      p->rejected = true;
      err(m, line, "port '%s': only rst_ni can be 'inverted' (an active-high reset of yours)", p->name);
      return;
    }
  }
  if (p->line) {
    err(m, line, "port '%s' is mapped twice (first on line %d, to '%s')", p->name, p->line, p->theirs);
    return;
  }
  if (!check_ident(m, line, "port name", tok[1]) || their_twice(m, line, tok[1], p->name)) {
    p->rejected = true;
    return;
  }
  snprintf(p->theirs, sizeof p->theirs, "%s", tok[1]);
  p->inverted = n == 3;
  p->line = line;
}

/* Reads and checks the whole map; returns the number of errors. */
static unsigned parse_map(map_t *m) {
  FILE *f = fopen(m->path, "r");
  if (!f) {
    fprintf(stderr, "%s: error: cannot open: %s\n", m->path, strerror(errno));
    return ++m->errors;
  }
  /* Each line holds at most one param, tie or open: the number of lines bounds them. */
  unsigned nlines = 1;
  for (int c; (c = fgetc(f)) != EOF;) nlines += c == '\n';
  rewind(f);
  m->param = wt_xcalloc(nlines, sizeof *m->param);
  m->tie = wt_xcalloc(nlines, sizeof *m->tie);
  m->open = wt_xcalloc(nlines, sizeof *m->open);
  char buf[LINE_MAX_CHARS + 2];
  int line = 0, last = 0;
  while (fgets(buf, sizeof buf, f)) {
    line++;
    size_t n = strlen(buf);
    if (n > 0 && buf[n - 1] == '\n')
      buf[--n] = '\0';
    else if (!feof(f)) {
      err(m, line, "line longer than %d characters", LINE_MAX_CHARS);
      for (int c; (c = fgetc(f)) != EOF && c != '\n';) {}
      continue;
    }
    if (n > 0 && buf[n - 1] == '\r') buf[--n] = '\0'; /* a DOS line ending */
    if (strlen(buf) != n) {
      err(m, line, "the line holds a NUL byte");
      continue;
    }
    char *hash = strchr(buf, '#');
    if (hash) *hash = '\0';
    bool bad = false;
    for (char *c = buf; *c; c++)
      if ((*c < ' ' || *c > '~') && *c != '\t') {
        err(m, line, "character 0x%02x at column %d is not printable ASCII", (unsigned char)*c,
            (int)(c - buf) + 1);
        bad = true;
        break;
      }
    if (bad) continue;
    if (strspn(buf, " \t") != strlen(buf)) last = line;
    parse_line(m, line, buf);
  }
  fclose(f);
  if (!m->module_line) {
    err(m, line > 0 ? line : 1, "no 'module <your module name>' line (the map %s)",
        last ? "names no module" : "is empty");
    return m->errors;
  }
  /* Every port of ours is required; reported at the module line. */
  int at = abs(m->module_line);
  for (unsigned i = 0; i < m->np; i++)
    if (!m->p[i].line && !m->p[i].rejected)
      err(m, at, "port '%s' (%s, %lu bit%s: %s) of block %s is not mapped: every port must be", m->p[i].name,
          dir_name(&m->p[i]), m->p[i].bits, m->p[i].bits == 1 ? "" : "s", m->p[i].doc, m->b->name);
  return m->errors;
}

//////////////
// Writing  //
//////////////

/* `s` as a Verilog string literal body. */
static void vstr(FILE *f, const char *s) {
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') fputc('\\', f);
    fputc(*s, f);
  }
}

static void write_wrapper(FILE *f, const map_t *m) {
  const wt_block_t *b = m->b;
  unsigned long inw = wt_fields_bits(b->in), outw = wt_fields_bits(b->out), stw = wt_port_bits(b->state);
  fprintf(f, "// Generated by tools/mapgen from %s for configuration %s: do not edit.\n", m->path,
          WT_CONFIG_NAME);
  fprintf(f,
          "// Your module %s as block %s, behind the three flat ports of the wrapper\n"
          "// tools/wtgen.c generates: in_i and out_o carry %s's C input and output tables packed\n"
          "// in table order (field 0 at bit 0); state_o is driven 0 (your module has no dbg_state_o: a\n"
          "// mapped replay compares outputs only, vectors/FORMAT.md). Each connection names the map line\n"
          "// that made it. The width of every port of yours is checked against ours at time 0.\n"
          "`include \"wt_config.svh\"  // for the values of `param` and `tie` lines\n"
          "`include \"wt_params.svh\"\n\n",
          m->module, b->name, b->name);
  fprintf(f,
          "module %s_tw (\n"
          "  input  logic clk_i,\n"
          "  input  logic rst_ni,\n"
          "  input  logic [%lu:0] in_i,     // %lu input bits\n"
          "  output logic [%lu:0] out_o,    // %lu output bits\n"
          "  output logic [%lu:0] state_o   // %lu state bits: 0, no state digest\n"
          ");\n\n"
          "  assign state_o = '0;\n\n",
          b->name, inw - 1, inw, outw - 1, outw, stw - 1, wt_fields_bits(b->state));
  if (wt_block_stateless(b)) {
    fputs(
        "  logic unused_clk_rst;\n"
        "  assign unused_clk_rst = clk_i ^ rst_ni;  // a block without state has no clock or reset\n\n",
        f);
  }
  fputs(
      "  // Widths are checked at time 0 with the map line (check_widths): a mismatch must reach it.\n"
      "  /* verilator lint_off WIDTH */\n",
      f);
  if (m->nopen) fputs("  /* verilator lint_off PINCONNECTEMPTY */\n", f);
  fprintf(f, "  %s", m->module);
  if (m->nparam) {
    fputs(" #(\n", f);
    for (unsigned i = 0; i < m->nparam; i++)
      fprintf(f, "    .%s(%s)%s  // %s:%d: param\n", m->param[i].name, m->param[i].expr,
              i + 1 < m->nparam ? "," : "", m->path, m->param[i].line);
    fputs("  )", f);
  }
  fputs(" u_dut (\n", f);
  unsigned total = m->np + m->ntie + m->nopen, k = 0;
  for (unsigned i = 0; i < m->np; i++, k++) {
    const port_t *p = &m->p[i];
    char conn[128];
    switch (p->kind) {
      case P_CLK: snprintf(conn, sizeof conn, "clk_i"); break;
      case P_RST: snprintf(conn, sizeof conn, "%s", p->inverted ? "~rst_ni" : "rst_ni"); break;
      case P_IN: snprintf(conn, sizeof conn, "in_i[%lu +: %lu]", p->off, p->bits); break;
      default: snprintf(conn, sizeof conn, "out_o[%lu +: %lu]", p->off, p->bits); break;
    }
    fprintf(f, "    .%s(%s)%s  // %s:%d: %s%s\n", p->theirs, conn, k + 1 < total ? "," : "", m->path, p->line,
            p->name, p->inverted ? " (inverted: your reset is active high)" : "");
  }
  for (unsigned i = 0; i < m->ntie; i++, k++)
    fprintf(f, "    .%s(%s)%s  // %s:%d: tie\n", m->tie[i].name, m->tie[i].expr, k + 1 < total ? "," : "",
            m->path, m->tie[i].line);
  for (unsigned i = 0; i < m->nopen; i++, k++)
    fprintf(f, "    .%s()%s  // %s:%d: open\n", m->open[i].name, k + 1 < total ? "," : "", m->path,
            m->open[i].line);
  fputs("  );\n", f);
  if (m->nopen) fputs("  /* verilator lint_on PINCONNECTEMPTY */\n", f);
  fputs("  /* verilator lint_on WIDTH */\n\n", f);

  fputs(
      "  // \"1 bit\", \"N bits\".\n"
      "  function automatic string bits_str(input int n);\n"
      "    if (n == 1) return \"1 bit\";\n"
      "    return $sformatf(\"%0d bits\", n);\n"
      "  endfunction\n\n",
      f);
  fputs(
      "  // Every port of yours must be as wide as ours (before the first line is replayed).\n"
      "  initial begin : check_widths\n"
      "    int bad;\n"
      "    bad = 0;\n",
      f);
  for (unsigned i = 0; i < m->np; i++) {
    const port_t *p = &m->p[i];
    fprintf(f, "    if ($bits(u_dut.%s) != %lu) begin\n", p->theirs, p->bits);
    fprintf(
        f,
        "      $display(\"%%s:%%0d: error: port '%s' is mapped to '%s', which is %%s in module %s; %s is %lu "
        "bit%s\",\n               \"",
        p->name, p->theirs, m->module, p->name, p->bits, p->bits == 1 ? "" : "s");
    vstr(f, m->path);
    fprintf(f, "\", %d, bits_str($bits(u_dut.%s)));\n", p->line, p->theirs);
    fputs("      bad++;\n    end\n", f);
  }
  fputs(
      "    if (bad != 0) begin\n"
      "      $display(\"%s: %0d port(s) of module %s differ in width from block %s's (configuration %s)\",\n"
      "               \"",
      f);
  vstr(f, m->path);
  fprintf(f, "\", bad, \"%s\", \"%s\", \"%s\");\n", m->module, b->name, WT_CONFIG_NAME);
  fputs(
      "      $display(\"0 passed, 1 failed\");\n"
      "      $fatal(1, \"mapped wrapper: port widths differ\");\n"
      "    end\n"
      "  end\n\n"
      "endmodule\n",
      f);
}

static void write_names(FILE *f, const map_t *m) {
  fprintf(f,
          "// Generated by tools/mapgen from %s for block %s, configuration %s: do not edit.\n"
          "// Included by tb/vec/vec_replay.sv under VEC_MAPPED: the port of your module that drives each\n"
          "// output column, for the mismatch messages.\n",
          m->path, m->b->name, WT_CONFIG_NAME);
  fputs("`define VEC_MAP_FILE \"", f);
  vstr(f, m->path);
  fprintf(f, "\"\n`define VEC_MAP_MODULE \"%s\"\n", m->module);
  fputs(
      "// Output column i (0-based among outputs, the C output table's order): ours, yours, map line.\n"
      "function automatic string vec_map_out(input int i);\n"
      "  case (i)\n",
      f);
  unsigned k = 0;
  for (unsigned i = 0; i < m->np; i++) {
    const port_t *p = &m->p[i];
    if (p->kind != P_OUT) continue;
    fprintf(f, "    %u: return \"our %s, your %s.%s; ", k++, p->name, m->module, p->theirs);
    vstr(f, m->path);
    fprintf(f, ":%d\";\n", p->line);
  }
  fputs("    default: return \"?\";\n  endcase\nendfunction\n", f);
}

/* Writes `out` through a temporary with `fn`; returns false (and leaves nothing) on failure. */
static bool write_file(const char *out, const map_t *m, void (*fn)(FILE *, const map_t *)) {
  char tmp[4096];
  FILE *f = wt_tmp_open(out, tmp, sizeof tmp);
  if (!f) {
    return false;
  }
  fn(f, m);
  return wt_tmp_close(f, tmp, out) == 0;
}

static void print_template(const map_t *m) {
  printf(
      "# Port map of block %s (configuration %s) onto your RTL: vectors/FORMAT.md,\n"
      "# \"Replaying a file against your own RTL\". Replace each right-hand name with your port's.\n"
      "module your_%s\n"
      "# param YOUR_PARAM `WT_...     (values may use the build's wt_config.svh / wt_params.svh macros)\n",
      m->b->name, WT_CONFIG_NAME, m->b->name);
  for (unsigned i = 0; i < m->np; i++) {
    const port_t *p = &m->p[i];
    printf("%-16s %-16s # %s, %lu bit%s: %s", p->name, p->name, dir_name(p), p->bits, p->bits == 1 ? "" : "s",
           p->doc);
    if (p->qual) printf(" [compared only while %s_o is 1]", p->qual);
    putchar('\n');
  }
}

static int usage(void) {
  fprintf(stderr,
          "usage: mapgen --block B --map MAP -o WRAPPER.sv --svh NAMES.svh\n"
          "       mapgen --block B --template\n");
  return 2;
}

int main(int argc, char **argv) {
  wt_set_prog("mapgen");
  const char *block = NULL, *mapf = NULL, *out = NULL, *svh = NULL;
  bool tmpl = false;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--template") == 0)
      tmpl = true;
    else if (i + 1 < argc && strcmp(argv[i], "--block") == 0)
      block = argv[++i];
    else if (i + 1 < argc && strcmp(argv[i], "--map") == 0)
      mapf = argv[++i];
    else if (i + 1 < argc && strcmp(argv[i], "-o") == 0)
      out = argv[++i];
    else if (i + 1 < argc && strcmp(argv[i], "--svh") == 0)
      svh = argv[++i];
    else
      return usage();
  }
  if (!block || (tmpl ? (mapf || out || svh) : (!mapf || !out || !svh))) return usage();
  /* No stale output survives a failed run. */
  if (out) remove(out);
  if (svh) remove(svh);
  const wt_stim_t *st = wt_stim_find(block);
  if (!st) {
    fprintf(stderr, "mapgen: unknown block '%s' (configuration %s)\n", block, WT_CONFIG_NAME);
    return 1;
  }
  map_t m = {.path = mapf, .b = st->block};
  ports_of(&m);
  int rc = 0;
  if (tmpl) {
    print_template(&m);
  } else if (parse_map(&m) != 0) {
    fprintf(stderr, "%s: %u error(s); no wrapper written\n", mapf, m.errors);
    rc = 1;
  } else if (!write_file(out, &m, write_wrapper) || !write_file(svh, &m, write_names)) {
    remove(out);
    rc = 1;
  }
  free(m.p);
  for (unsigned i = 0; i < m.nparam; i++) free(m.param[i].expr);
  for (unsigned i = 0; i < m.ntie; i++) free(m.tie[i].expr);
  free(m.param);
  free(m.tie);
  free(m.open);
  return rc;
}
