/* tools/vecgen.c: write, check and describe warptwin vector files (vectors/FORMAT.md).
 *
 *   vecgen --block B --seed S --cycles N -o FILE   random run of block B from master seed S
 *   vecgen --block B --scenario NAME -o FILE       directed scenario NAME of block B
 *   vecgen --check FILE [--block B] [-q]           strict check against this build: format,
 *                                                  configuration, columns, and a re-run of the C
 *                                                  model on the file's inputs
 *   vecgen --block B --svh OUT.svh                 the include of tb/vec/vec_replay.sv for B
 *   vecgen --list [--block B]                      the blocks, or the scenarios of block B
 *
 * vecgen is built once per configuration (build/<config>/bin/vecgen) and only knows that one:
 * every file it writes names the configuration, its hash and every knob, and --check rejects a
 * file of any other configuration. The stimulus is exactly that of the lock-step harness
 * (tb/cosim/cosim.cpp): cycle 0 is a reset cycle with all inputs 0; then the scenario's or the
 * random run's inputs, generated from the C state of the cycle. So a file and the lock-step run
 * of the same seed or scenario see the same cycles.
 *
 * Output files are written to FILE.tmp and renamed, so an error never leaves a partial file.
 * Errors in a vector file read `FILE:LINE:COLUMN: error: ...` and name the column or header key;
 * exit status 1 for any error, 2 for a usage error.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_stim.h"
#include "wt_util.h"

/////////////////////////////////////////////
// Format constants (vectors/FORMAT.md)    //
/////////////////////////////////////////////

#define VEC_MAGIC "WTVEC"
#define VEC_VERSION 2
#define VEC_DIGEST "fnv1a64_w32"
#define CYC_DIGITS 8          /* decimal digits of the cycle column */
#define MAX_CYCLES 99999999UL /* what CYC_DIGITS can number */
#define DIGEST_DIGITS 16      /* hex digits of the digest column */

/* Header line kinds: compared exactly, or parsed (source, cycles). */
enum { H_EXACT, H_SOURCE, H_CYCLES };

typedef struct hline {
  int kind;
  char key[160];  /* what a message calls the line: "block", "knob NL", "in column 3" */
  char text[256]; /* the exact line (for H_SOURCE/H_CYCLES the line this run writes) */
  char svh[256];  /* for the replay include: a SystemVerilog expression giving the line, "" = text */
} hline_t;

/* One column of a data line: the cycle number, a value column, a separator or the digest. */
enum { T_CYCLE, T_IN, T_SEP, T_OUT, T_DIGEST };

typedef struct tok {
  int kind;
  const char *name;  /* field name ("rst_ni" for the reset column) */
  unsigned bits;     /* value bits (width * count) */
  unsigned digits;   /* characters of the column */
  unsigned long off; /* bit offset in the packed in/out vector; rst_ni has none */
  int field;         /* index in the field table, -1 for rst_ni and the others */
} tok_t;

typedef struct layout {
  const wt_block_t *b;
  tok_t *t;
  unsigned n;
  unsigned long inbits, outbits, stbits;
  unsigned inw, outw, stw; /* 32-bit words */
} layout_t;

static unsigned hex_digits(unsigned long bits) { return (unsigned)((bits + 3u) / 4u); }

/* Every allocation is chained from `g_blocks` and freed at exit (also after an error exit), so
 * a sanitizer run reports no leaks without freeing along every path. */
typedef union block {
  union block *next;
  max_align_t align;
} block_t;
static block_t *g_blocks;

static void free_all(void) {
  while (g_blocks) {
    block_t *n = g_blocks->next;
    free(g_blocks);
    g_blocks = n;
  }
}

static void *xcalloc(size_t n, size_t sz) {
  n = n ? n : 1;
  sz = sz ? sz : 1;
  block_t *b = n > (SIZE_MAX - sizeof(block_t)) / sz ? NULL : calloc(1, sizeof(block_t) + n * sz);
  if (!b) {
    wt_die("out of memory");
  }
  b->next = g_blocks;
  g_blocks = b;
  return b + 1;
}

static layout_t make_layout(const wt_block_t *b) {
  layout_t L;
  memset(&L, 0, sizeof L);
  L.b = b;
  L.inbits = wt_fields_bits(b->in);
  L.outbits = wt_fields_bits(b->out);
  L.stbits = wt_fields_bits(b->state);
  L.inw = WT_WORDS(L.inbits);
  L.outw = WT_WORDS(L.outbits);
  /* The state_o port and the digest: at least one word, a block without state digesting one zero
   * word (wt_port_bits, rtl_c/wt_block.h). */
  L.stw = WT_WORDS(wt_port_bits(b->state));
  L.t = xcalloc(b->in.n + b->out.n + 5u, sizeof(tok_t));
  tok_t *t = L.t;
  t[L.n++] = (tok_t){T_CYCLE, "cycle", 0, CYC_DIGITS, 0, -1};
  t[L.n++] = (tok_t){T_IN, "rst_ni", 1, 1, 0, -1};
  for (unsigned i = 0; i < b->in.n; i++) {
    unsigned bits = b->in.f[i].width * b->in.f[i].count;
    t[L.n++] = (tok_t){T_IN, b->in.f[i].name, bits, hex_digits(bits), wt_field_offset(b->in, i), (int)i};
  }
  t[L.n++] = (tok_t){T_SEP, "|", 0, 1, 0, -1};
  for (unsigned i = 0; i < b->out.n; i++) {
    unsigned bits = b->out.f[i].width * b->out.f[i].count;
    t[L.n++] = (tok_t){T_OUT, b->out.f[i].name, bits, hex_digits(bits), wt_field_offset(b->out, i), (int)i};
  }
  t[L.n++] = (tok_t){T_SEP, "|", 0, 1, 0, -1};
  t[L.n++] = (tok_t){T_DIGEST, "digest", 64, DIGEST_DIGITS, 0, -1};
  return L;
}

/* What a message calls a column: "input 'push_idx'", "output 'pop0_idx'", "cycle", ... */
static const char *tok_desc(const tok_t *t, char *buf, size_t n) {
  switch (t->kind) {
    case T_IN: snprintf(buf, n, "input '%s'", t->name); break;
    case T_OUT: snprintf(buf, n, "output '%s'", t->name); break;
    case T_SEP: snprintf(buf, n, "separator '|'"); break;
    case T_DIGEST: snprintf(buf, n, "state digest"); break;
    default: snprintf(buf, n, "cycle number"); break;
  }
  return buf;
}

//////////////////////
// Header           //
//////////////////////

typedef wt_knob_val_t knob_t;

/* Every knob of the configuration, in configs/knobs.def order. A file of block `b` lists only the
 * knobs `b` reads (wt_block_t.knobs), in this order, and its config_hash covers only those. */
static const knob_t knobs[] = {
#define VEC_KNOB(n, v, fam) {#n, (long long)(v)},
    WT_CONFIG_KNOBS(VEC_KNOB)
#undef VEC_KNOB
};
enum { NKNOBS = sizeof knobs / sizeof knobs[0] };

/* The knobs block `b` declares must exist in the configuration (a misspelt declaration would
 * otherwise silently leave a knob out of its headers). */
static void check_block_knobs(const wt_block_t *b) {
  for (const char *const *k = b->knobs; k && *k; k++) {
    bool found = false;
    for (unsigned i = 0; i < NKNOBS; i++) found = found || strcmp(knobs[i].name, *k) == 0;
    if (!found) {
      wt_die("block %s declares knob %s, which configs/knobs.def does not have", b->name, *k);
    }
  }
}

/* The per-block configuration hash: 64-bit FNV-1a over "NAME=value;" of each knob the block reads,
 * in knobs.def order. The replay testbench computes the same from wt_config.svh (vec_knob_hash). */
static uint64_t block_hash(const wt_block_t *b) { return wt_block_hash(b, knobs, NKNOBS); }

static void hadd(hline_t *h, unsigned *n, int kind, const char *key, const char *svh, const char *fmt, ...) {
  va_list ap;
  hline_t *l = &h[(*n)++];
  memset(l, 0, sizeof *l);
  l->kind = kind;
  snprintf(l->key, sizeof l->key, "%s", key);
  snprintf(l->svh, sizeof l->svh, "%s", svh ? svh : "");
  va_start(ap, fmt);
  vsnprintf(l->text, sizeof l->text, fmt, ap);
  va_end(ap);
}

static void add_columns(hline_t *h, unsigned *n, const char *dir, wt_fields_t t, unsigned *col) {
  for (unsigned i = 0; i < t.n; i++) {
    char key[160];
    snprintf(key, sizeof key, "%s column %u", dir, ++*col);
    const wt_field_t *f = &t.f[i];
    char shape[32] = "", qual[80] = "";
    if (f->count != 1) snprintf(shape, sizeof shape, " %ux%u", f->count, f->width);
    /* An output that a valid qualifies (wt_field_t.qual): " if <valid>". */
    if (f->qual != NULL) snprintf(qual, sizeof qual, " if %s", f->qual);
    hadd(h, n, H_EXACT, key, NULL, "%s %s %u%s%s", dir, f->name, f->width * f->count, shape, qual);
  }
}

/* The header lines of a file of block `b` (source and cycles as given, for writing). Returns the
 * number of lines; `h` must hold 16 + knobs + columns entries. */
static unsigned make_header(const wt_block_t *b, const char *source, unsigned long cycles, hline_t *h) {
  unsigned n = 0;
  char key[64], svh[256];
  hadd(h, &n, H_EXACT, VEC_MAGIC " (format version)", NULL, "%s %d", VEC_MAGIC, VEC_VERSION);
  hadd(h, &n, H_EXACT, "block", NULL, "block %s", b->name);
  hadd(h, &n, H_EXACT, "config", NULL, "config %s", WT_CONFIG_NAME);
  check_block_knobs(b);
  hadd(h, &n, H_EXACT, "config_hash", "$sformatf(\"config_hash %016h\", vec_knob_hash())",
       "config_hash %016" PRIx64, block_hash(b));
  for (unsigned k = 0; k < NKNOBS; k++) {
    if (!wt_block_reads(b, knobs[k].name)) continue;
    snprintf(key, sizeof key, "knob %s", knobs[k].name);
    snprintf(svh, sizeof svh, "$sformatf(\"knob %s %%0d\", `WT_%s)", knobs[k].name, knobs[k].name);
    hadd(h, &n, H_EXACT, key, svh, "knob %s %lld", knobs[k].name, knobs[k].value);
  }
  hadd(h, &n, H_SOURCE, "source", NULL, "source %s", source);
  hadd(h, &n, H_CYCLES, "cycles", NULL, "cycles %lu", cycles);
  hadd(h, &n, H_EXACT, "state_bits", NULL, "state_bits %lu", wt_fields_bits(b->state));
  hadd(h, &n, H_EXACT, "digest", NULL, "digest %s", VEC_DIGEST);
  hadd(h, &n, H_EXACT, "in column 1", NULL, "in rst_ni 1");
  unsigned col = 1;
  add_columns(h, &n, "in", b->in, &col);
  col = 0;
  add_columns(h, &n, "out", b->out, &col);
  return n;
}

static hline_t *alloc_header(const wt_block_t *b) {
  return xcalloc(16u + NKNOBS + b->in.n + b->out.n, sizeof(hline_t));
}

/* The column legend comment written just before `data`. */
static void write_legend(FILE *f, const layout_t *L) {
  fputs("# cycle", f);
  for (unsigned i = 1; i < L->n; i++) {
    fprintf(f, " %s", L->t[i].name);
  }
  fputc('\n', f);
}

///////////////////////
// Running the model //
///////////////////////

typedef struct model {
  const layout_t *L;
  unsigned char *s, *next, *in, *out;
  uint32_t *pin, *pout, *pst;
} model_t;

static model_t model_new(const layout_t *L) {
  model_t m;
  const wt_block_t *b = L->b;
  m.L = L;
  m.s = xcalloc(1, b->state_size);
  m.next = xcalloc(1, b->state_size);
  m.in = xcalloc(1, b->in_size);
  m.out = xcalloc(1, b->out_size);
  m.pin = xcalloc(L->inw + 2u, sizeof(uint32_t));
  m.pout = xcalloc(L->outw + 2u, sizeof(uint32_t));
  m.pst = xcalloc(L->stw + 2u, sizeof(uint32_t));
  b->reset(m.s);
  return m;
}

/* One cycle exactly as tb/cosim/cosim.cpp applies it, from the packed inputs in m->pin. Leaves the
 * packed outputs in m->pout and returns the digest of the state after the edge. */
static uint64_t model_step(model_t *m, bool rst) {
  const wt_block_t *b = m->L->b;
  memset(m->in, 0, b->in_size);
  wt_unpack(b->in, m->pin, m->in);
  if (rst) {
    b->reset(m->s);
  }
  b->comb(m->s, m->in, m->out, m->next);
  if (rst) {
    b->reset(m->s);
  } else {
    unsigned char *t = m->s;
    m->s = m->next;
    m->next = t;
  }
  if (!wt_pack(b->out, m->out, m->pout) || !wt_pack(b->state, m->s, m->pst)) {
    /* A C model bug, not a file error: an output or register holds bits above its width. */
    wt_die(
        "the C model of %s broke a width invariant (an output or state field holds bits above "
        "its width): fix the model",
        b->name);
  }
  return wt_digest(m->pst, m->L->stw);
}

/* Writes `digits` lowercase hex digits of `bits` bits at `off` of `words`. */
static void put_hex(FILE *f, const uint32_t *words, unsigned long off, unsigned bits) {
  for (unsigned d = hex_digits(bits); d-- > 0;) {
    unsigned take = bits - 4u * d < 4u ? bits - 4u * d : 4u;
    fputc("0123456789abcdef"[wt_bits_get(words, off + 4u * d, take)], f);
  }
}

static void write_data_line(FILE *f, const layout_t *L, unsigned long cyc, bool rst, const uint32_t *pin,
                            const uint32_t *pout, uint64_t dig) {
  fprintf(f, "%0*lu", CYC_DIGITS, cyc);
  for (unsigned i = 1; i < L->n; i++) {
    const tok_t *t = &L->t[i];
    fputc(' ', f);
    if (t->kind == T_SEP) {
      fputc('|', f);
    } else if (t->kind == T_DIGEST) {
      fprintf(f, "%016" PRIx64, dig);
    } else if (t->field < 0) {
      fputc(rst ? '0' : '1', f);
    } else {
      put_hex(f, t->kind == T_IN ? pin : pout, t->off, t->bits);
    }
  }
  fputc('\n', f);
}

///////////////////////
// Writing files     //
///////////////////////

/* The file through a temporary (wt_tmp_open): an error is fatal and leaves nothing behind. */
static FILE *open_tmp(const char *out, char *tmp, size_t n) {
  FILE *f = wt_tmp_open(out, tmp, n);
  if (!f) {
    exit(1);
  }
  return f;
}

static void close_rename(FILE *f, const char *tmp, const char *out) {
  if (wt_tmp_close(f, tmp, out) != 0) {
    exit(1);
  }
}

static int generate(const wt_stim_t *st, const wt_scenario_t *sc, uint64_t seed, unsigned long cycles,
                    const char *out) {
  const wt_block_t *b = st->block;
  layout_t L = make_layout(b);
  char source[160];
  if (sc) {
    cycles = (unsigned long)sc->cycles + 1u; /* the reset cycle, then the scenario's cycles */
    snprintf(source, sizeof source, "scenario %s", sc->name);
  } else {
    snprintf(source, sizeof source, "seed %" PRIu64, seed);
  }
  if (cycles > MAX_CYCLES) {
    fprintf(stderr, "vecgen: error: %lu cycles: a file holds at most %lu\n", cycles, MAX_CYCLES);
    return 1;
  }
  hline_t *h = alloc_header(b);
  unsigned nh = make_header(b, source, cycles, h);
  char tmp[4096];
  FILE *f = open_tmp(out, tmp, sizeof tmp);
  fprintf(f, "%s\n", h[0].text);
  fprintf(f,
          "# warptwin test vectors (format: vectors/FORMAT.md). One data line per clock cycle:\n"
          "# cycle, inputs (rst_ni first), '|', expected outputs, '|', digest of the state after\n"
          "# the rising edge. Generated by tools/vecgen from the C model: do not edit.\n");
  for (unsigned i = 1; i < nh; i++) {
    fprintf(f, "%s\n", h[i].text);
  }
  write_legend(f, &L);
  fputs("data\n", f);

  model_t m = model_new(&L);
  wt_stim_run_t run;
  wt_stim_run_init(&run, st, seed);
  unsigned char *in = xcalloc(1, b->in_size);
  for (unsigned long cyc = 0; cyc < cycles; cyc++) {
    bool rst;
    memset(in, 0, b->in_size);
    if (cyc == 0) {
      rst = true; /* every run starts with a reset cycle, inputs 0 */
    } else if (sc) {
      rst = sc->input((unsigned)(cyc - 1u), m.s, in);
    } else {
      rst = wt_stim_run_cycle(&run, st, m.s, in);
    }
    wt_pack(b->in, in, m.pin);
    uint64_t dig = model_step(&m, rst); /* reads m.pin, leaves it as it was */
    write_data_line(f, &L, cyc, rst, m.pin, m.pout, dig);
    /* The block's invariants on the C state after the edge (wt_block_t.check), as cosim does. */
    char msg[512];
    if (b->check && !b->check(m.s, msg, sizeof msg)) {
      fprintf(stderr, "vecgen: error: %s: cycle %lu: invariant %s: %s\n", out, cyc, b->name, msg);
      if (sc) {
        fprintf(stderr, "  reproduce: vecgen --block %s --scenario %s -o %s\n", b->name, sc->name, out);
      } else {
        fprintf(stderr, "  reproduce: vecgen --block %s --seed %" PRIu64 " --cycles %lu -o %s\n", b->name,
                seed, cyc + 1u, out);
      }
      fclose(f);
      remove(tmp);
      return 1;
    }
  }
  fputs("end\n", f);
  close_rename(f, tmp, out);
  return 0;
}

///////////////////////
// Checking files    //
///////////////////////

static const char *g_file;   /* file being checked */
static unsigned long g_line; /* its current line (for the abort handler) */

_Noreturn static void fail(unsigned long line, unsigned col, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  wt_verror_at(g_file, line, col, fmt, ap);
  va_end(ap);
  exit(1);
}

static void on_abort(int sig) {
  (void)sig;
  fprintf(stderr,
          "%s:%lu: error: the C model stopped on an assertion at this line's inputs (inputs "
          "outside the block's contract?)\n",
          g_file, g_line);
  _Exit(1);
}

/* A file split into lines: text without the newline, and whether the newline was there. */
typedef struct lines {
  char **s;
  size_t *len;
  bool *nl;
  unsigned long n;
} lines_t;

static lines_t read_lines(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "%s: error: cannot open: %s\n", path, strerror(errno));
    exit(1);
  }
  size_t cap = 1 << 16, len = 0;
  char *buf = xcalloc(cap, 1);
  size_t got;
  while ((got = fread(buf + len, 1, cap - len, f)) > 0) {
    len += got;
    if (len == cap) {
      char *nb = xcalloc(2 * cap, 1);
      memcpy(nb, buf, len);
      buf = nb;
      cap *= 2;
    }
  }
  if (ferror(f)) {
    fprintf(stderr, "%s: error: cannot read: %s\n", path, strerror(errno));
    exit(1);
  }
  fclose(f);
  lines_t L;
  unsigned long n = 0;
  for (size_t i = 0; i < len; i++) {
    n += buf[i] == '\n';
  }
  n += len > 0 && buf[len - 1] != '\n';
  L.n = n;
  L.s = xcalloc(n, sizeof(char *));
  L.len = xcalloc(n, sizeof(size_t));
  L.nl = xcalloc(n, sizeof(bool));
  size_t start = 0;
  unsigned long k = 0;
  for (size_t i = 0; i <= len && k < n; i++) {
    if (i == len || buf[i] == '\n') {
      L.s[k] = buf + start;
      L.len[k] = i - start;
      L.nl[k] = i < len;
      if (i < len) {
        buf[i] = '\0';
      }
      k++;
      start = i + 1;
    }
  }
  if (len > 0 && buf[len - 1] != '\n') {
    /* the unterminated last line: make it a C string */
    char *c = xcalloc(L.len[n - 1] + 1, 1);
    memcpy(c, L.s[n - 1], L.len[n - 1]);
    L.s[n - 1] = c;
  }
  return L;
}

/* Checks that a line is printable text (names the column of the first bad byte). */
static void check_text(const lines_t *F, unsigned long i) {
  for (size_t c = 0; c < F->len[i]; c++) {
    unsigned char ch = (unsigned char)F->s[i][c];
    if (ch == '\r') {
      fail(i + 1, (unsigned)c + 1, "carriage return: lines end with a single '\\n'");
    }
    if (ch < 0x20 || ch > 0x7e) {
      fail(i + 1, (unsigned)c + 1, "byte 0x%02x is not printable ASCII", ch);
    }
  }
}

/* Compares header line `got` (file line `ln`) with the expected line `h`. */
static void check_header_line(const hline_t *h, const char *got, unsigned long ln) {
  if (strcmp(h->text, got) == 0) {
    return;
  }
  /* Same key: name the value. The key's words are the line's first words ("knob NL 4"). */
  size_t kw = 0; /* length of the key part of the expected text */
  unsigned words = strncmp(h->text, "knob ", 5) == 0 ? 2 : 1;
  for (unsigned w = 0; w < words; w++) {
    while (h->text[kw] && h->text[kw] != ' ') kw++;
    if (w + 1 < words && h->text[kw] == ' ') kw++;
  }
  if (strncmp(h->text, got, kw) == 0 && got[kw] == ' ') {
    const char *why = "";
    if (strcmp(h->key, "config") == 0 || strcmp(h->key, "config_hash") == 0 ||
        strncmp(h->key, "knob ", 5) == 0) {
      why = " (the file is for another configuration)";
    } else if (strcmp(h->key, "block") == 0) {
      why = " (a file of another block)";
    }
    fail(ln, (unsigned)kw + 2, "header '%s' is '%s', this build has '%s'%s", h->key, got + kw + 1,
         h->text + kw + 1, why);
  }
  fail(ln, 1, "expected header line '%s' (%s) here, got '%s'", h->text, h->key, got);
}

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

/* Parses a decimal number of at most 8 digits with nothing else; -1 if it is not one. */
static long parse_count(const char *s) {
  if (!*s || strlen(s) > 8) return -1;
  long v = 0;
  for (; *s; s++) {
    if (!isdigit((unsigned char)*s)) return -1;
    v = v * 10 + (*s - '0');
  }
  return v;
}

static bool is_name(const char *s) {
  if (!*s) return false;
  for (; *s; s++) {
    if (!isalnum((unsigned char)*s) && *s != '_' && *s != '-' && *s != '.') return false;
  }
  return true;
}

static int check_file(const char *path, const char *want_block, bool quiet) {
  g_file = path;
  lines_t F = read_lines(path);
  unsigned long i = 0; /* current line index */

  /* Header: the magic first, then `block` (which selects the tables), skipping comments. */
  if (F.n == 0) fail(1, 0, "empty file (expected '%s %d')", VEC_MAGIC, VEC_VERSION);
  check_text(&F, 0);
  char magic[32];
  snprintf(magic, sizeof magic, "%s %d", VEC_MAGIC, VEC_VERSION);
  if (strcmp(F.s[0], magic) != 0) {
    if (strncmp(F.s[0], VEC_MAGIC " ", 6) == 0) {
      fail(1, 7, "header 'WTVEC (format version)' is '%s', this reader supports version %d", F.s[0] + 6,
           VEC_VERSION);
    }
    fail(1, 1, "not a warptwin vector file: the first line must be '%s', got '%s'", magic, F.s[0]);
  }
  unsigned long j = 1;
  while (j < F.n && F.s[j][0] == '#') j++;
  if (j >= F.n) fail(j, 0, "file ends inside the header (no 'block' line)");
  check_text(&F, j);
  if (strncmp(F.s[j], "block ", 6) != 0) {
    fail(j + 1, 1, "expected header line 'block NAME' here, got '%s'", F.s[j]);
  }
  const char *bname = F.s[j] + 6;
  const wt_stim_t *st = wt_stim_find(bname);
  if (want_block && strcmp(want_block, bname) != 0) {
    fail(j + 1, 7, "header 'block' is '%s', expected block '%s' (a file of another block)", bname,
         want_block);
  }
  if (!st) {
    char have[512] = "";
    for (unsigned k = 0; k < wt_n_stims; k++) {
      strncat(have, k ? ", " : "", sizeof have - strlen(have) - 1);
      strncat(have, wt_stims[k]->block->name, sizeof have - strlen(have) - 1);
    }
    fail(j + 1, 7, "header 'block' is '%s': no such block in this build (have: %s)", bname, have);
  }
  const wt_block_t *b = st->block;
  layout_t L = make_layout(b);
  hline_t *h = alloc_header(b);
  unsigned nh = make_header(b, "-", 0, h);
  long cycles = -1;
  i = 1;
  for (unsigned k = 1; k < nh; k++) {
    while (i < F.n && F.s[i][0] == '#') i++;
    if (i >= F.n) fail(F.n, 0, "file ends inside the header (missing '%s')", h[k].key);
    check_text(&F, i);
    if (!F.nl[i]) fail(i + 1, (unsigned)F.len[i] + 1, "file ends inside the header (line not terminated)");
    const char *got = F.s[i];
    if (h[k].kind == H_SOURCE) {
      if (strncmp(got, "source ", 7) != 0) {
        fail(i + 1, 1, "expected header line 'source seed N' or 'source scenario NAME' here, got '%s'", got);
      }
      const char *v = got + 7;
      bool ok = false;
      if (strncmp(v, "seed ", 5) == 0) {
        const char *d = v + 5;
        ok = *d != '\0' && strlen(d) <= 20;
        for (const char *p = d; *p; p++) ok = ok && isdigit((unsigned char)*p);
      } else if (strncmp(v, "scenario ", 9) == 0) {
        ok = is_name(v + 9);
      }
      if (!ok) fail(i + 1, 8, "header 'source' must be 'seed N' (decimal) or 'scenario NAME', got '%s'", v);
    } else if (h[k].kind == H_CYCLES) {
      if (strncmp(got, "cycles ", 7) != 0) {
        fail(i + 1, 1, "expected header line 'cycles N' here (missing 'cycles'), got '%s'", got);
      }
      cycles = parse_count(got + 7);
      if (cycles < 1) {
        fail(i + 1, 8, "header 'cycles' must be a decimal count from 1 to %lu, got '%s'", MAX_CYCLES,
             got + 7);
      }
    } else {
      check_header_line(&h[k], got, i + 1);
    }
    i++;
  }
  while (i < F.n && F.s[i][0] == '#') i++;
  if (i >= F.n) fail(F.n, 0, "file ends inside the header (missing 'data')");
  check_text(&F, i);
  if (strcmp(F.s[i], "data") != 0) {
    if (strncmp(F.s[i], "in ", 3) == 0 || strncmp(F.s[i], "out ", 4) == 0) {
      fail(i + 1, 1, "extra column '%s': this build's block %s has no such column", F.s[i], b->name);
    }
    fail(i + 1, 1, "expected 'data' after the header, got '%s'", F.s[i]);
  }
  if (!F.nl[i]) fail(i + 1, 5, "file ends after 'data' (line not terminated)");
  i++;

  /* Data lines. */
  signal(SIGABRT, on_abort);
  model_t m = model_new(&L);
  uint32_t *fout = xcalloc(L.outw + 2u, sizeof(uint32_t));
  unsigned *col = xcalloc(L.n, sizeof(unsigned));
  unsigned long first = i + 1;
  char desc[160];
  for (long cyc = 0; cyc < cycles; cyc++, i++) {
    unsigned long ln = i + 1;
    g_line = ln;
    if (i >= F.n) {
      fail(F.n, 0, "file ends after %ld data lines, the header says cycles %ld (truncated)", cyc, cycles);
    }
    const char *s = F.s[i];
    size_t len = F.len[i];
    if (strcmp(s, "end") == 0) {
      fail(ln, 1, "'end' after %ld data lines, the header says cycles %ld (truncated)", cyc, cycles);
    }
    check_text(&F, i);
    /* Split into columns: single spaces, each column exactly its width. */
    size_t p = 0;
    bool rst = false;
    uint64_t dig = 0;
    long cnum = 0;
    memset(m.pin, 0, (L.inw + 2u) * sizeof(uint32_t));
    memset(fout, 0, (L.outw + 2u) * sizeof(uint32_t));
    for (unsigned k = 0; k < L.n; k++) {
      const tok_t *t = &L.t[k];
      tok_desc(t, desc, sizeof desc);
      if (k > 0) {
        if (p >= len) {
          fail(ln, (unsigned)p + 1, "line ends before column %u (%s): %u of %u columns (too few columns%s)",
               k + 1, desc, k, L.n, F.nl[i] ? "" : "; the last line is cut");
        }
        if (s[p] != ' ') fail(ln, (unsigned)p + 1, "expected one space before column %u (%s)", k + 1, desc);
        p++;
      }
      size_t start = p;
      while (p < len && s[p] != ' ') p++;
      size_t tl = p - start;
      col[k] = (unsigned)start + 1;
      if (tl == 0) fail(ln, col[k], "column %u (%s) is empty (two spaces?)", k + 1, desc);
      if (t->kind == T_SEP) {
        if (tl != 1 || s[start] != '|') {
          fail(ln, col[k],
               "expected the separator '|' as column %u, got '%.*s' (too many %s columns, or a "
               "missing separator)",
               k + 1, (int)tl, s + start, k < L.n - 3 ? "input" : "output");
        }
        continue;
      }
      if (tl == 1 && s[start] == '|') {
        fail(ln, col[k], "found the separator '|' where column %u (%s) belongs (too few %s columns)", k + 1,
             desc, t->kind == T_IN ? "input" : "output");
      }
      for (size_t c = 0; c < tl; c++) {
        char ch = s[start + c];
        bool ok = t->kind == T_CYCLE ? isdigit((unsigned char)ch) : hexval(ch) >= 0;
        if (!ok) {
          fail(ln, (unsigned)(start + c) + 1, "column %u (%s): '%c' is not a %s digit", k + 1, desc, ch,
               t->kind == T_CYCLE ? "decimal" : "lowercase hex");
        }
      }
      if (tl != t->digits) {
        if (tl > t->digits && t->kind != T_CYCLE) {
          fail(ln, col[k], "column %u (%s): value '%.*s' is wider than the column (%u bits: %u hex digits)",
               k + 1, desc, (int)tl, s + start, t->bits, t->digits);
        }
        fail(ln, col[k], "column %u (%s) has %zu digits, expected %u (columns are zero-padded to full width)",
             k + 1, desc, tl, t->digits);
      }
      if (t->kind == T_CYCLE) {
        cnum = strtol(s + start, NULL, 10);
        continue;
      }
      /* The top digit holds only the bits above 4*(digits-1). */
      unsigned topbits = t->bits - 4u * (t->digits - 1u);
      if (hexval(s[start]) >> topbits) {
        fail(ln, col[k], "column %u (%s): value '%.*s' does not fit its %u bits", k + 1, desc, (int)tl,
             s + start, t->bits);
      }
      if (t->kind == T_DIGEST) {
        for (size_t c = 0; c < tl; c++) dig = (dig << 4) | (uint64_t)hexval(s[start + c]);
        continue;
      }
      if (t->field < 0) {
        rst = s[start] == '0';
        continue;
      }
      uint32_t *w = t->kind == T_IN ? m.pin : fout;
      for (unsigned d = 0; d < t->digits; d++) {
        unsigned take = t->bits - 4u * d < 4u ? t->bits - 4u * d : 4u;
        wt_bits_put(w, t->off + 4u * d, take, (uint64_t)hexval(s[start + tl - 1 - d]));
      }
    }
    if (p < len) {
      fail(ln, (unsigned)p + 1, "text after the state digest: '%s' (too many columns: a line has %u)", s + p,
           L.n);
    }
    if (!F.nl[i]) fail(ln, (unsigned)len + 1, "the last line is not terminated (file cut?)");
    if (cnum != cyc) {
      fail(ln, 1, "cycle number %ld, expected %ld (a missing, repeated or out-of-order line)", cnum, cyc);
    }
    if (cyc == 0 && !rst) {
      fail(ln, col[1], "the first data line must be a reset cycle (rst_ni = 0)");
    }
    /* Re-run the C model and compare. */
    uint64_t mdig = model_step(&m, rst);
    for (unsigned k = 0; k < L.n; k++) {
      const tok_t *t = &L.t[k];
      if (t->kind != T_OUT) continue;
      uint64_t fv = 0, mv = 0;
      for (unsigned long bit = 0; bit < t->bits; bit += 64) {
        unsigned w = t->bits - bit < 64 ? (unsigned)(t->bits - bit) : 64u;
        fv = wt_bits_get(fout, t->off + bit, w);
        mv = wt_bits_get(m.pout, t->off + bit, w);
        if (fv != mv) {
          fail(ln, col[k],
               "cycle %ld: output '%s': the file expects %" PRIx64 ", the C model gives %" PRIx64
               "%s (expected value edited, or a model change: see make vectors)",
               cyc, t->name, fv, mv, t->bits > 64 ? " (in a 64-bit slice)" : "");
        }
      }
    }
    if (mdig != dig) {
      fail(ln, col[L.n - 1],
           "cycle %ld: state digest: the file expects %016" PRIx64 ", the C model gives %016" PRIx64, cyc,
           dig, mdig);
    }
  }
  if (i >= F.n) fail(F.n, 0, "missing the 'end' line after %ld data lines (truncated)", cycles);
  check_text(&F, i);
  if (strcmp(F.s[i], "end") != 0) {
    if (F.len[i] > 0 && isdigit((unsigned char)F.s[i][0])) {
      fail(i + 1, 1, "more data lines than the header's cycles %ld (expected 'end')", cycles);
    }
    fail(i + 1, 1, "expected 'end' after %ld data lines, got '%s'", cycles, F.s[i]);
  }
  if (!F.nl[i]) fail(i + 1, 4, "the 'end' line is not terminated");
  if (i + 1 < F.n) fail(i + 2, 1, "text after the 'end' line");
  if (!quiet) {
    printf("vecgen: %s: ok, block %s [%s], %ld lines (%lu..%lu) match the C model\n", path, b->name,
           WT_CONFIG_NAME, cycles, first, first + (unsigned long)cycles - 1u);
  }
  return 0;
}

////////////////////////////////////
// The replay testbench include   //
////////////////////////////////////

/* Emits `function automatic string NAME(input int i)` returning one of `n` strings. */
static void svh_str_fn(FILE *f, const char *name, const char *const *v, unsigned n) {
  fprintf(f, "function automatic string %s(input int i);\n  case (i)\n", name);
  for (unsigned k = 0; k < n; k++) fprintf(f, "    %u: return %s;\n", k, v[k]);
  fprintf(f, "    default: return \"?\";\n  endcase\nendfunction\n");
}

static void svh_int_fn(FILE *f, const char *name, const unsigned *v, unsigned n) {
  fprintf(f, "function automatic int %s(input int i);\n  case (i)\n", name);
  for (unsigned k = 0; k < n; k++) fprintf(f, "    %u: return %u;\n", k, v[k]);
  fprintf(f, "    default: return 0;\n  endcase\nendfunction\n");
}

static char *dupf(const char *fmt, ...) {
  va_list ap;
  char buf[512];
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  char *p = xcalloc(strlen(buf) + 1, 1);
  memcpy(p, buf, strlen(buf) + 1);
  return p;
}

static const char *kind_str(int kind) {
  switch (kind) {
    case T_CYCLE: return "cycle";
    case T_IN: return "in";
    case T_OUT: return "out";
    case T_SEP: return "sep";
    default: return "digest";
  }
}

static int write_svh(const wt_stim_t *st, const char *out) {
  const wt_block_t *b = st->block;
  layout_t L = make_layout(b);
  hline_t *h = alloc_header(b);
  unsigned nh = make_header(b, "-", 0, h);
  char tmp[4096];
  FILE *f = open_tmp(out, tmp, sizeof tmp);
  /* Longest line the reader must hold: a data line, the legend or a header line, plus slack so
   * that an over-long line is seen as such. */
  unsigned long dlen = 0, leg = 7;
  for (unsigned k = 0; k < L.n; k++) {
    dlen += L.t[k].digits + (k ? 1u : 0u);
    if (k) leg += 1u + strlen(L.t[k].name);
  }
  unsigned long maxlen = dlen > leg ? dlen : leg;
  for (unsigned k = 0; k < nh; k++) maxlen = strlen(h[k].text) > maxlen ? strlen(h[k].text) : maxlen;
  maxlen += 256;

  fprintf(f,
          "// Generated by tools/vecgen --svh for block %s, configuration %s: do not edit.\n"
          "// Included inside module vec_replay (tb/vec/vec_replay.sv): the block's vector-file\n"
          "// columns (vectors/FORMAT.md), one variable per column, and the code that depends on them.\n"
          "`define VEC_TW %s_tw\n"
          "localparam int VEC_IN_W = %lu;          // in_i bits (rst_ni is separate)\n"
          "localparam int VEC_OUT_W = %lu;         // out_o bits\n"
          "localparam int VEC_STATE_W = %lu;       // state_o bits\n"
          "localparam int VEC_STATE_WORDS = %u;    // 32-bit words digested\n"
          "localparam int VEC_NTOK = %u;           // columns of a data line\n"
          "localparam int VEC_NHDR = %u;           // header lines before 'data' (comments aside)\n"
          "localparam int VEC_LINE_MAX = %lu;      // characters a line may have (with slack)\n"
          "`define VEC_BLOCK_NAME \"%s\"\n"
          "`define VEC_CONFIG_NAME \"%s\"\n\n",
          b->name, WT_CONFIG_NAME, b->name, L.inbits, L.outbits, wt_port_bits(b->state), L.stw, L.n, nh,
          maxlen, b->name, WT_CONFIG_NAME);

  /* Column variables: 4 bits per hex digit, so a too-large top digit is still seen. */
  fprintf(f, "// One variable per column; $sscanf fills them with `VEC_FMT / `VEC_ARGS.\n");
  char **args = xcalloc(L.n, sizeof(char *));
  unsigned nsep = 0;
  for (unsigned k = 0; k < L.n; k++) {
    const tok_t *t = &L.t[k];
    if (t->kind == T_CYCLE) {
      fprintf(f, "logic [31:0] vec_cyc;\n");
      args[k] = dupf("vec_cyc");
    } else if (t->kind == T_SEP) {
      fprintf(f, "string vec_sep%u;\n", nsep);
      args[k] = dupf("vec_sep%u", nsep++);
    } else if (t->kind == T_DIGEST) {
      fprintf(f, "logic [63:0] vec_digest_exp;\n");
      args[k] = dupf("vec_digest_exp");
    } else {
      fprintf(f, "logic [%u:0] vec_%s_%s;  // %u bits\n", 4u * t->digits - 1u, kind_str(t->kind), t->name,
              t->bits);
      args[k] = dupf("vec_%s_%s", kind_str(t->kind), t->name);
    }
  }
  fprintf(f, "`define VEC_FMT \"");
  for (unsigned k = 0; k < L.n; k++) {
    const tok_t *t = &L.t[k];
    fprintf(f, "%s%s", k ? " " : "", t->kind == T_CYCLE ? "%d" : t->kind == T_SEP ? "%s" : "%h");
  }
  fprintf(f, "\"\n`define VEC_ARGS");
  for (unsigned k = 0; k < L.n; k++) fprintf(f, "%s %s", k ? "," : "", args[k]);
  fprintf(f, "\n\n");

  /* Column tables. */
  const char **names = xcalloc(L.n, sizeof(char *));
  unsigned *kinds = xcalloc(L.n, sizeof(unsigned));
  unsigned *digits = xcalloc(L.n, sizeof(unsigned));
  unsigned *bits = xcalloc(L.n, sizeof(unsigned));
  for (unsigned k = 0; k < L.n; k++) {
    char d[160];
    names[k] = dupf("\"%s\"", tok_desc(&L.t[k], d, sizeof d));
    kinds[k] = (unsigned)L.t[k].kind;
    digits[k] = L.t[k].digits;
    bits[k] = L.t[k].bits;
  }
  fprintf(f,
          "// Column k: what messages call it, its kind (0 cycle, 1 in, 2 '|', 3 out, 4 digest),\n"
          "// its characters and its bits.\n");
  svh_str_fn(f, "vec_col_desc", names, L.n);
  svh_int_fn(f, "vec_col_kind", kinds, L.n);
  svh_int_fn(f, "vec_col_digits", digits, L.n);
  svh_int_fn(f, "vec_col_bits", bits, L.n);

  /* Header. */
  const char **hl = xcalloc(nh, sizeof(char *));
  const char **hk = xcalloc(nh, sizeof(char *));
  unsigned *hkind = xcalloc(nh, sizeof(unsigned));
  unsigned *hkeylen = xcalloc(nh, sizeof(unsigned));
  for (unsigned k = 0; k < nh; k++) {
    hl[k] = h[k].svh[0] ? h[k].svh : dupf("\"%s\"", h[k].text);
    hk[k] = dupf("\"%s\"", h[k].key);
    hkind[k] = (unsigned)h[k].kind;
    /* characters of the line before its value: "knob NL" for knobs, else the first word */
    const char *sp = strchr(h[k].text, ' ');
    if (strncmp(h[k].text, "knob ", 5) == 0) sp = strchr(h[k].text + 5, ' ');
    hkeylen[k] = sp ? (unsigned)(sp - h[k].text) : (unsigned)strlen(h[k].text);
  }
  /* The per-block hash, recomputed in Verilog from wt_config.svh's values (not from this file's). */
  fprintf(f,
          "\n// The block's configuration hash: FNV-1a 64 over \"NAME=value;\" of each knob it reads, the\n"
          "// values taken from wt_config.svh (the C side: wt_block_hash in rtl_c/wt_block.c).\n"
          "function automatic logic [63:0] vec_knob_hash();\n  string s;\n  logic [63:0] h;\n  s = \"\";\n");
  for (unsigned k = 0; k < NKNOBS; k++) {
    if (wt_block_reads(b, knobs[k].name)) {
      fprintf(f, "  s = {s, $sformatf(\"%s=%%0d;\", `WT_%s)};\n", knobs[k].name, knobs[k].name);
    }
  }
  fprintf(f,
          "  h = 64'hcbf29ce484222325;\n  for (int i = 0; i < s.len(); i++) begin\n"
          "    h = h ^ {56'd0, s[i]};\n    h = h * 64'h100000001b3;\n  end\n  return h;\nendfunction\n");
  fprintf(f,
          "\n// Header line i: the exact text this build expects (knobs and hash from wt_config.svh),\n"
          "// what messages call it, its kind (0 exact, 1 source, 2 cycles) and the length of its key.\n");
  svh_str_fn(f, "vec_hdr_text", hl, nh);
  svh_str_fn(f, "vec_hdr_key", hk, nh);
  svh_int_fn(f, "vec_hdr_kind", hkind, nh);
  svh_int_fn(f, "vec_hdr_keylen", hkeylen, nh);

  /* Width checks, packing and comparison. */
  fprintf(f,
          "\n// First value column whose value does not fit its bits, or -1.\n"
          "function automatic int vec_first_unfit();\n");
  for (unsigned k = 0; k < L.n; k++) {
    const tok_t *t = &L.t[k];
    if ((t->kind == T_IN || t->kind == T_OUT) && 4u * t->digits > t->bits) {
      fprintf(f, "  if (|%s[%u:%u]) return %u;\n", args[k], 4u * t->digits - 1u, t->bits, k);
    }
  }
  fprintf(f, "  return -1;\nendfunction\n");
  fprintf(
      f, "\n// rst_ni and in_i of the line (in_i: field 0 at bit 0).\n`define VEC_RST_NI vec_in_rst_ni[0]\n");
  fprintf(f, "`define VEC_IN_I {");
  bool firstc = true;
  for (unsigned k = L.n; k-- > 0;) {
    const tok_t *t = &L.t[k];
    if (t->kind == T_IN && t->field >= 0) {
      fprintf(f, "%s%s[%u:0]", firstc ? "" : ", ", args[k], t->bits - 1u);
      firstc = false;
    }
  }
  fprintf(f, "}\n");
  fprintf(f,
          "\n// First output column (0-based among outputs) where `got` differs from the line, or -1.\n"
          "function automatic int vec_out_first_diff(input logic [VEC_OUT_W-1:0] got);\n");
  unsigned o = 0;
  for (unsigned k = 0; k < L.n; k++) {
    const tok_t *t = &L.t[k];
    if (t->kind == T_OUT) {
      /* A qualified output counts only while its valid's expected value is 1 (wt_out_counts). */
      const char *q = b->out.f[t->field].qual;
      char cond[200] = "";
      if (q != NULL) {
        int qf = wt_field_index(b->out, q);
        for (unsigned j = 0; j < L.n; j++) {
          if (L.t[j].kind == T_OUT && L.t[j].field == qf) snprintf(cond, sizeof cond, "%s[0] && ", args[j]);
        }
      }
      fprintf(f, "  if (%sgot[%lu +: %u] !== %s[%u:0]) return %u;\n", cond, t->off, t->bits, args[k],
              t->bits - 1u, o++);
    }
  }
  fprintf(f, "  return -1;\nendfunction\n");
  fprintf(f, "// Output column i's name, expected value and value in `got`, as hex.\n");
  const char **on = xcalloc(b->out.n + 1u, sizeof(char *));
  const char **oe = xcalloc(b->out.n + 1u, sizeof(char *));
  const char **og = xcalloc(b->out.n + 1u, sizeof(char *));
  o = 0;
  for (unsigned k = 0; k < L.n; k++) {
    const tok_t *t = &L.t[k];
    if (t->kind == T_OUT) {
      on[o] = dupf("\"%s\"", t->name);
      oe[o] = dupf("$sformatf(\"%%h\", %s[%u:0])", args[k], t->bits - 1u);
      og[o] = dupf("$sformatf(\"%%h\", got[%lu +: %u])", t->off, t->bits);
      o++;
    }
  }
  svh_str_fn(f, "vec_out_name", on, o);
  svh_str_fn(f, "vec_out_exp", oe, o);
  fprintf(
      f,
      "function automatic string vec_out_got(input int i, input logic [VEC_OUT_W-1:0] got);\n  case (i)\n");
  for (unsigned k = 0; k < o; k++) fprintf(f, "    %u: return %s;\n", k, og[k]);
  fprintf(f, "    default: return \"?\";\n  endcase\nendfunction\n");
  fprintf(
      f,
      "// The separators $sscanf read (the column scan has already checked them).\n"
      "function automatic bit vec_seps_ok();\n  return vec_sep0 == \"|\" && vec_sep1 == \"|\";\nendfunction\n");
  close_rename(f, tmp, out);
  return 0;
}

///////////////
// main      //
///////////////

_Noreturn static void usage(void) {
  fprintf(stderr,
          "usage: vecgen --block B --seed S --cycles N -o FILE   random run (configuration %s)\n"
          "       vecgen --block B --scenario NAME -o FILE       directed scenario\n"
          "       vecgen --check FILE [--block B] [-q]           strict check against this build\n"
          "       vecgen --block B --svh OUT.svh                 include of tb/vec/vec_replay.sv\n"
          "       vecgen --list [--block B]                      blocks, or scenarios of block B\n"
          "       vecgen --knobs --block B                       the knobs block B reads\n",
          WT_CONFIG_NAME);
  exit(2);
}

static uint64_t parse_u64(const char *flag, const char *v, uint64_t max) {
  char *end;
  errno = 0;
  if (!isdigit((unsigned char)*v)) {
    fprintf(stderr, "vecgen: %s needs a decimal number, got '%s'\n", flag, v);
    exit(2);
  }
  unsigned long long x = strtoull(v, &end, 10);
  if (*end != '\0' || errno || x > max) {
    fprintf(stderr, "vecgen: %s needs a decimal number up to %" PRIu64 ", got '%s'\n", flag, max, v);
    exit(2);
  }
  return x;
}

static const char *option_value(int argc, char **argv, int *i) {
  if (*i + 1 >= argc) {
    fprintf(stderr, "vecgen: %s needs a value\n", argv[*i]);
    usage();
  }
  return argv[++*i];
}

int main(int argc, char **argv) {
  wt_set_prog("vecgen");
  atexit(free_all);
  const char *block = NULL, *scenario = NULL, *out = NULL, *check = NULL, *svh = NULL;
  uint64_t seed = 0, cycles = 0;
  bool have_seed = false, have_cycles = false, list = false, quiet = false, knobs_mode = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
#define VAL() option_value(argc, argv, &i)
    if (strcmp(a, "--block") == 0)
      block = VAL();
    else if (strcmp(a, "--seed") == 0) {
      seed = parse_u64(a, VAL(), UINT64_MAX);
      have_seed = true;
    } else if (strcmp(a, "--cycles") == 0) {
      cycles = parse_u64(a, VAL(), MAX_CYCLES);
      have_cycles = true;
    } else if (strcmp(a, "--scenario") == 0)
      scenario = VAL();
    else if (strcmp(a, "-o") == 0)
      out = VAL();
    else if (strcmp(a, "--check") == 0)
      check = VAL();
    else if (strcmp(a, "--svh") == 0)
      svh = VAL();
    else if (strcmp(a, "--list") == 0)
      list = true;
    else if (strcmp(a, "--knobs") == 0)
      knobs_mode = true;
    else if (strcmp(a, "-q") == 0)
      quiet = true;
    else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
      usage();
    else {
      fprintf(stderr, "vecgen: unknown argument '%s'\n", a);
      usage();
    }
#undef VAL
  }
  int modes = (check != NULL) + (svh != NULL) + list + knobs_mode + (out != NULL);
  if (modes != 1) {
    fprintf(stderr, "vecgen: give exactly one of --check, --svh, --list, --knobs, -o\n");
    usage();
  }
  /* A qualifier naming no earlier 1-bit output would make every checker compare the wrong bits. */
  for (unsigned k = 0; k < wt_n_stims; k++) {
    char why[256];
    if (!wt_block_validate(wt_stims[k]->block, why, sizeof why)) {
      fprintf(stderr, "vecgen: error: %s (rtl_c/%s.h)\n", why, wt_stims[k]->block->name);
      return 1;
    }
  }
  const wt_stim_t *st = NULL;
  if (block) {
    st = wt_stim_find(block);
    if (!st) {
      fprintf(stderr, "vecgen: error: unknown block '%s' (have:", block);
      for (unsigned k = 0; k < wt_n_stims; k++) fprintf(stderr, " %s", wt_stims[k]->block->name);
      fprintf(stderr, ")\n");
      return 2;
    }
  }
  if (check) {
    if (scenario || have_seed || have_cycles) usage();
    return check_file(check, block, quiet);
  }
  if (list) {
    if (st) {
      for (unsigned k = 0; k < st->scen->n; k++) printf("%s\n", st->scen->s[k].name);
    } else {
      for (unsigned k = 0; k < wt_n_stims; k++) printf("%s\n", wt_stims[k]->block->name);
    }
    return 0;
  }
  if (!st) {
    fprintf(stderr, "vecgen: --block is required\n");
    usage();
  }
  if (knobs_mode) {
    check_block_knobs(st->block);
    for (unsigned k = 0; k < NKNOBS; k++) {
      if (wt_block_reads(st->block, knobs[k].name)) printf("%s\n", knobs[k].name);
    }
    return 0;
  }
  if (svh) {
    if (scenario || have_seed || have_cycles) usage();
    return write_svh(st, svh);
  }
  if (scenario) {
    if (have_seed || have_cycles) {
      fprintf(stderr, "vecgen: --scenario takes neither --seed nor --cycles\n");
      usage();
    }
    const wt_scenario_t *sc = wt_scenario_find(st, scenario);
    if (!sc) {
      fprintf(stderr, "vecgen: error: block %s has no scenario '%s' (have:", st->block->name, scenario);
      for (unsigned k = 0; k < st->scen->n; k++) fprintf(stderr, " %s", st->scen->s[k].name);
      fprintf(stderr, ")\n");
      return 2;
    }
    return generate(st, sc, 0, 0, out);
  }
  if (!have_seed || !have_cycles || cycles == 0) {
    fprintf(stderr, "vecgen: a random file needs --seed S and --cycles N (N >= 1)\n");
    usage();
  }
  return generate(st, NULL, seed, (unsigned long)cycles, out);
}
