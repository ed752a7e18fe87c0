/* tools/blif2v.c: a mapped netlist in Yosys BLIF to the structural Verilog OpenSTA reads.
 *
 *   blif2v IN.blif OUT.v
 *
 * synth/synth.tcl writes the Liberty-mapped netlist with `write_blif -cname` and converts it here:
 * Yosys 0.23's `write_verilog` spends most of its time rebuilding a keyword table for every port
 * name it prints (33 of 210 s on the baseline rename tables; fixed in later Yosys), and OpenSTA's
 * reader needs the internal buses split first (`splitnets`, `opt_clean -purge`: 19 s more). BLIF is
 * written in 2 s and is already one net per bit.
 *
 * Input: the first .model (the top; Yosys writes no other for a flattened design whose children are
 * blackboxes), with .inputs, .outputs, .subckt CELL PIN=NET ... (a library cell or a child block),
 * .cname NAME (the instance name of the .subckt before it), .names A B / "1 1" (B = A),
 * .names N / "1" (N = 1), .names N without a row (N = 0), and .end. Anything else (a .latch, a
 * .names with logic, a second driver) is an error naming the line.
 *
 * Output: one module with the top's ports as buses (`name[i]` bits of one name become
 * [max:0]; every bit from 0 to max must be there), every other net a wire, one instance per
 * .subckt with its pins grouped the same way (a child's bus port is a concatenation, MSB first),
 * and one assign per .names. Yosys's internal names ($...) become _<n>_ (nets and instances share
 * one counter, as write_verilog's do), public names are kept (escaped when not a plain
 * identifier). $false, $true and $undef are 1'b0, 1'b1 and 1'b0.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wt_util.h"

static const char *in_path;
static unsigned long line_no;

/* An error in the input: "FILE:LINE: error: ...", exit status 1. */
WT_PRINTF(1, 2) _Noreturn static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  wt_verror_at(in_path ? in_path : "-", line_no, 0, fmt, ap);
  va_end(ap);
  exit(1);
}

/* Nets by name: an open-addressing table of indices into `nets`. */
typedef struct net {
  char *name;  /* the BLIF name */
  char *vname; /* its Verilog spelling */
  int port;    /* 1: a bit of a top port (spelt as a bit-select or a scalar port) */
} net_t;
static net_t *nets;
static size_t nnets, capnets;
static size_t *slots;
static size_t nslots;
static unsigned long counter; /* _<n>_ names */

static uint64_t hash_str(const char *s) {
  uint64_t h = 1469598103934665603ull;
  for (; *s; s++) {
    h = (h ^ (unsigned char)*s) * 1099511628211ull;
  }
  return h;
}

static void rehash(void) {
  size_t n = nslots ? nslots * 2 : 1024;
  size_t *t = wt_xrealloc(NULL, n * sizeof *t);
  for (size_t i = 0; i < n; i++) {
    t[i] = SIZE_MAX;
  }
  for (size_t k = 0; k < nnets; k++) {
    size_t i = hash_str(nets[k].name) & (n - 1);
    while (t[i] != SIZE_MAX) {
      i = (i + 1) & (n - 1);
    }
    t[i] = k;
  }
  free(slots);
  slots = t;
  nslots = n;
}

/* A plain Verilog identifier: a letter or '_', then letters, digits, '_' or '$'. */
static int plain_ident(const char *s) {
  if (!(isalpha((unsigned char)*s) || *s == '_')) {
    return 0;
  }
  for (s++; *s; s++) {
    if (!(isalnum((unsigned char)*s) || *s == '_' || *s == '$')) {
      return 0;
    }
  }
  return 1;
}

static char *spell(const char *name) {
  char buf[64];
  if (name[0] == '$') {
    snprintf(buf, sizeof buf, "_%lu_", counter++);
    return wt_xstrdup(buf);
  }
  if (plain_ident(name)) {
    return wt_xstrdup(name);
  }
  size_t n = strlen(name);
  char *o = wt_xrealloc(NULL, n + 3);
  o[0] = '\\';
  memcpy(o + 1, name, n);
  o[n + 1] = ' ';
  o[n + 2] = '\0';
  return o;
}

static size_t net_id(const char *name) {
  if (2 * (nnets + 1) > nslots) {
    rehash();
  }
  size_t i = hash_str(name) & (nslots - 1);
  while (slots[i] != SIZE_MAX) {
    if (strcmp(nets[slots[i]].name, name) == 0) {
      return slots[i];
    }
    i = (i + 1) & (nslots - 1);
  }
  if (nnets == capnets) {
    capnets = capnets ? capnets * 2 : 4096;
    nets = wt_xrealloc(nets, capnets * sizeof *nets);
  }
  nets[nnets] = (net_t){wt_xstrdup(name), NULL, 0};
  slots[i] = nnets;
  return nnets++;
}

/* The Verilog expression of a net. */
static const char *net_v(size_t id) {
  net_t *n = &nets[id];
  if (!n->vname) {
    if (strcmp(n->name, "$false") == 0 || strcmp(n->name, "$undef") == 0) {
      n->vname = wt_xstrdup("1'b0");
    } else if (strcmp(n->name, "$true") == 0) {
      n->vname = wt_xstrdup("1'b1");
    } else {
      n->vname = spell(n->name);
    }
  }
  return n->vname;
}

/* "base[12]" -> base, 12; "base" -> base, -1. */
static long split_bit(const char *s, char *base, size_t cap) {
  size_t n = strlen(s);
  long idx = -1;
  if (n > 3 && s[n - 1] == ']') {
    const char *lb = strrchr(s, '[');
    if (lb && lb != s && lb[1] != ']') {
      char *end;
      errno = 0;
      long v = strtol(lb + 1, &end, 10);
      if (!errno && end == s + n - 1 && v >= 0 && isdigit((unsigned char)lb[1])) {
        idx = v;
        n = (size_t)(lb - s);
      }
    }
  }
  if (n + 1 > cap) {
    die("name too long: %.60s...", s);
  }
  memcpy(base, s, n);
  base[n] = '\0';
  return idx;
}

/* Bits grouped by base name, in first-seen order: ports of the top and pins of an instance. */
typedef struct group {
  char *base;
  long max;     /* highest index, -1 for a scalar */
  size_t *bits; /* net of bit i (SIZE_MAX: not seen) */
  size_t nbits; /* allocated */
} group_t;
typedef struct groups {
  group_t *g;
  size_t n, cap;
} groups_t;

static void groups_add(groups_t *gs, const char *name, size_t net, const char *what) {
  char base[4096];
  long idx = split_bit(name, base, sizeof base);
  group_t *g = NULL;
  for (size_t i = 0; i < gs->n; i++) {
    if (strcmp(gs->g[i].base, base) == 0) {
      g = &gs->g[i];
      break;
    }
  }
  if (!g) {
    if (gs->n == gs->cap) {
      gs->cap = gs->cap ? gs->cap * 2 : 16;
      gs->g = wt_xrealloc(gs->g, gs->cap * sizeof *gs->g);
    }
    g = &gs->g[gs->n++];
    *g = (group_t){wt_xstrdup(base), idx, NULL, 0};
  } else if ((g->max < 0) != (idx < 0)) {
    die("%s '%s' is both a scalar and a bus", what, base);
  }
  size_t slot = idx < 0 ? 0 : (size_t)idx;
  if (slot >= g->nbits) {
    size_t n = g->nbits ? g->nbits : 8;
    while (n <= slot) {
      n *= 2;
    }
    g->bits = wt_xrealloc(g->bits, n * sizeof *g->bits);
    for (size_t i = g->nbits; i < n; i++) {
      g->bits[i] = SIZE_MAX;
    }
    g->nbits = n;
  }
  if (g->bits[slot] != SIZE_MAX) {
    die("%s '%s' bit %ld given twice", what, base, idx);
  }
  g->bits[slot] = net;
  if (idx > g->max) {
    g->max = idx;
  }
}

static void groups_check(const groups_t *gs, const char *what) {
  for (size_t i = 0; i < gs->n; i++) {
    const group_t *g = &gs->g[i];
    for (long b = 0; b <= (g->max < 0 ? 0 : g->max); b++) {
      if (g->bits[b] == SIZE_MAX) {
        die("%s '%s': bit %ld of [%ld:0] is missing", what, g->base, b, g->max);
      }
    }
  }
}

static void groups_free(groups_t *gs) {
  for (size_t i = 0; i < gs->n; i++) {
    free(gs->g[i].base);
    free(gs->g[i].bits);
  }
  gs->n = 0;
}

/* One logical BLIF line (a trailing backslash continues it), comments removed. */
static char *read_line(FILE *f, char **buf, size_t *cap) {
  size_t n = 0;
  for (;;) {
    int c = fgetc(f);
    if (c == EOF) {
      if (n == 0) {
        return NULL;
      }
      break;
    }
    if (n + 2 > *cap) {
      *cap = *cap ? *cap * 2 : 1 << 16;
      *buf = wt_xrealloc(*buf, *cap);
    }
    if (c == '\n') {
      line_no++;
      if (n > 0 && (*buf)[n - 1] == '\\') {
        n--;
        continue;
      }
      break;
    }
    (*buf)[n++] = (char)c;
  }
  (*buf)[n] = '\0';
  char *h = strchr(*buf, '#');
  if (h) {
    *h = '\0';
  }
  return *buf;
}

#define MAXTOK 100000
static char *tok[MAXTOK];
static int tokenize(char *s) {
  int n = 0;
  for (char *p = strtok(s, " \t\r"); p; p = strtok(NULL, " \t\r")) {
    if (n == MAXTOK) {
      die("more than %d words on one line", MAXTOK);
    }
    tok[n++] = p;
  }
  return n;
}

int main(int argc, char **argv) {
  wt_set_prog("blif2v");
  if (argc != 3) {
    fprintf(stderr, "usage: blif2v IN.blif OUT.v\n");
    return 2;
  }
  in_path = argv[1];
  FILE *f = fopen(in_path, "r");
  if (!f) {
    fprintf(stderr, "blif2v: %s: %s\n", in_path, strerror(errno));
    return 1;
  }
  char *buf = NULL, *model = NULL;
  size_t cap = 0;
  groups_t ins = {0}, outs = {0}, pins = {0};
  wt_sbuf_t body = {0};
  char *pending = NULL; /* the last .subckt's text without its instance name */
  char *pending_cell = NULL;
  int pending_names = 0; /* 1: inside a .names; its outputs come on the following lines */
  size_t names_in = 0, names_out = 0;
  int names_nin = 0, names_rows = 0;
  unsigned long names_line = 0;
  int ended = 0;

#define FLUSH_SUBCKT(name) \
  do { \
    if (pending_cell) { \
      char *nm_ = (name) ? spell(name) : spell("$inst"); \
      wt_sb_add(&body, "  %s %s (%s);\n", pending_cell, nm_, pending); \
      free(nm_); \
      free(pending_cell); \
      free(pending); \
      pending_cell = pending = NULL; \
    } \
  } while (0)
#define FLUSH_NAMES() \
  do { \
    if (pending_names) { \
      if (net_v(names_out)[0] == '1') { \
        /* $false, $true, $undef themselves: constants already */ \
      } else if (names_nin == 0) { \
        wt_sb_add(&body, "  assign %s = %s;\n", net_v(names_out), names_rows ? "1'b1" : "1'b0"); \
      } else if (names_rows != 1) { \
        line_no = names_line; \
        die(".names buffer without its single '1 1' row"); \
      } else { \
        wt_sb_add(&body, "  assign %s = %s;\n", net_v(names_out), net_v(names_in)); \
      } \
      pending_names = 0; \
    } \
  } while (0)

  char *line;
  while ((line = read_line(f, &buf, &cap))) {
    int n = tokenize(line);
    if (n == 0) {
      continue;
    }
    if (ended) {
      if (strcmp(tok[0], ".model") == 0) {
        break; /* a later model (a blackbox's): not part of the top */
      }
      die("'%s' after .end", tok[0]);
    }
    if (tok[0][0] != '.') {
      if (!pending_names) {
        die("a cover row '%s' outside a .names", tok[0]);
      }
      if ((names_nin == 0 && (n != 1 || strcmp(tok[0], "1") != 0)) ||
          (names_nin == 1 && (n != 2 || strcmp(tok[0], "1") != 0 || strcmp(tok[1], "1") != 0))) {
        die(".names with logic (row '%s%s%s'): only buffers and constants are expected after "
            "mapping",
            tok[0], n > 1 ? " " : "", n > 1 ? tok[1] : "");
      }
      names_rows++;
      continue;
    }
    if (strcmp(tok[0], ".cname") == 0) {
      if (!pending_cell || n != 2) {
        die(".cname without a .subckt before it, or without one name");
      }
      FLUSH_SUBCKT(tok[1]);
      continue;
    }
    FLUSH_SUBCKT(NULL);
    FLUSH_NAMES();
    if (strcmp(tok[0], ".model") == 0) {
      if (model || n != 2) {
        die(model ? "a second .model before .end" : ".model without one name");
      }
      model = wt_xstrdup(tok[1]);
    } else if (!model) {
      die("'%s' before .model", tok[0]);
    } else if (strcmp(tok[0], ".inputs") == 0 || strcmp(tok[0], ".outputs") == 0) {
      groups_t *gs = tok[0][1] == 'i' ? &ins : &outs;
      for (int i = 1; i < n; i++) {
        size_t id = net_id(tok[i]);
        char base[4096];
        split_bit(tok[i], base, sizeof base);
        if (!plain_ident(base)) {
          die("port '%s' is not a plain Verilog identifier", base);
        }
        if (nets[id].vname) {
          die("port bit '%s' used before its .inputs or .outputs, or listed twice", tok[i]);
        }
        /* A port bit is spelt as its bus's bit-select (or the scalar port's name): its name. */
        nets[id].port = 1;
        nets[id].vname = wt_xstrdup(tok[i]);
        groups_add(gs, tok[i], id, tok[0][1] == 'i' ? "input" : "output");
      }
    } else if (strcmp(tok[0], ".names") == 0) {
      if (n < 2 || n > 3) {
        die(".names with %d inputs: only buffers and constants are expected after mapping", n - 2);
      }
      pending_names = 1;
      names_nin = n - 2;
      names_rows = 0;
      names_line = line_no;
      names_in = n == 3 ? net_id(tok[1]) : 0;
      names_out = net_id(tok[n - 1]);
    } else if (strcmp(tok[0], ".subckt") == 0) {
      if (n < 2) {
        die(".subckt without a cell");
      }
      groups_free(&pins);
      for (int i = 2; i < n; i++) {
        char *eq = strchr(tok[i], '=');
        if (!eq || eq == tok[i] || !eq[1]) {
          die(".subckt %s: '%s' is not PIN=NET", tok[1], tok[i]);
        }
        *eq = '\0';
        groups_add(&pins, tok[i], net_id(eq + 1), "pin");
      }
      groups_check(&pins, "pin");
      wt_sbuf_t conn = {0};
      for (size_t g = 0; g < pins.n; g++) {
        const group_t *p = &pins.g[g];
        wt_sb_add(&conn, "%s.%s(", g ? ", " : "", p->base);
        if (p->max < 0) {
          wt_sb_add(&conn, "%s", net_v(p->bits[0]));
        } else {
          wt_sb_add(&conn, "{");
          for (long b = p->max; b >= 0; b--) {
            wt_sb_add(&conn, "%s%s", b == p->max ? "" : ", ", net_v(p->bits[b]));
          }
          wt_sb_add(&conn, "}");
        }
        wt_sb_add(&conn, ")");
      }
      pending_cell = plain_ident(tok[1]) ? wt_xstrdup(tok[1]) : spell(tok[1]);
      pending = conn.s ? conn.s : wt_xstrdup("");
    } else if (strcmp(tok[0], ".end") == 0) {
      ended = 1;
    } else {
      die("unexpected '%s' (this converter reads Yosys's write_blif of a mapped netlist)", tok[0]);
    }
  }
  FLUSH_SUBCKT(NULL);
  FLUSH_NAMES();
  if (ferror(f)) {
    die("read error: %s", strerror(errno));
  }
  fclose(f);
  if (!model) {
    die("no .model");
  }
  if (!ended) {
    die("no .end: the file is cut short");
  }
  groups_check(&ins, "input");
  groups_check(&outs, "output");

  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s.tmp", argv[2]);
  FILE *o = fopen(tmp, "w");
  if (!o) {
    fprintf(stderr, "blif2v: %s: %s\n", tmp, strerror(errno));
    return 1;
  }
  fprintf(o, "// Written by tools/blif2v from %s (Yosys write_blif): do not edit.\n", in_path);
  fprintf(o, "module %s (", model);
  int first = 1;
  for (int pass = 0; pass < 2; pass++) {
    groups_t *gs = pass ? &outs : &ins;
    for (size_t g = 0; g < gs->n; g++) {
      fprintf(o, "%s%s", first ? "" : ", ", gs->g[g].base);
      first = 0;
    }
  }
  fprintf(o, ");\n");
  for (int pass = 0; pass < 2; pass++) {
    groups_t *gs = pass ? &outs : &ins;
    for (size_t g = 0; g < gs->n; g++) {
      if (gs->g[g].max < 0) {
        fprintf(o, "  %s %s;\n", pass ? "output" : "input", gs->g[g].base);
      } else {
        fprintf(o, "  %s [%ld:0] %s;\n", pass ? "output" : "input", gs->g[g].max, gs->g[g].base);
      }
    }
  }
  for (size_t k = 0; k < nnets; k++) {
    const char *v = net_v(k);
    if (!nets[k].port && v[0] != '1') {
      fprintf(o, "  wire %s;\n", v);
    }
  }
  if (body.s) {
    fputs(body.s, o);
  }
  fprintf(o, "endmodule\n");
  if (fclose(o) != 0 || rename(tmp, argv[2]) != 0) {
    fprintf(stderr, "blif2v: %s: %s\n", argv[2], strerror(errno));
    remove(tmp);
    return 1;
  }
  return 0;
}
