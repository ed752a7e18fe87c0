/* tools/bits.c: the storage-bits report (SPEC 0.4; DESIGN.md "Reports").
 *
 *   bits rows   --synth-dir DIR --out FILE
 *   bits report --rows FILE [--rows FILE ...] --reasons FILE --notes FILE --outdir DIR [--strict]
 *
 * `rows` is built per configuration, linked against that configuration's libwt.a, so it sees the
 * block descriptors of that build. For every block of the registry (`wt_stims`, the Makefile's
 * BLOCKS order) it takes
 *   PAPER         the descriptor's `paper_bits` (the total the paper states), or "-";
 *   PAPER-FIELDS  the descriptor's `paper_field_bits` (entries x the widths the paper lists), or "-";
 *   MODEL         wt_fields_bits() of the state field table (every bit the C model and RTL hold);
 *   FFs           every fine flip-flop or latch cell in DIR/<block>.json (`stat -json` after the
 *                 full Yosys synth of synth/synth.tcl), one bit per cell;
 *   cells         the total cell count of the same stat;
 *   transistors   the last "Estimated number of transistors" of DIR/<block>.cmos.txt ("N+" when
 *                 Yosys could not price every cell),
 * prints one line per block and writes them as tab-separated rows to FILE (replacing it).
 *
 * `report` merges the rows files of every configuration, matches each FFs != MODEL against the
 * recorded reasons (one file per paper, synth/<paper>_ff_reasons.txt: `block config ffs model
 * reason...`; --reasons once per file), and writes
 * DIR/bits.md (for people: the block x config table, the MODEL field breakdown, the paper tables
 * of the notes file with their discrepancy notes), DIR/bits.csv and DIR/bits.json. It prints the
 * main Markdown table to stdout. With --strict it exits with status 1 when any FFs != MODEL has no
 * recorded reason (or a reason recorded for other numbers). A missing or unreadable input, a stat
 * without a cell count, or a cell whose bits cannot be counted (a $mem, a coarse cell, a submodule
 * instance) is an error in both modes: the report never shows a number it did not read.
 *
 * Notes files (synth/<paper>_paper_notes.txt, --notes once per file), fields separated by '|':
 *   note  | <id> | <title> | <text>
 *   table | <table id> | <config> | <heading>
 *   row   | <table id> | <block> | <row label> | <entries> | <listed fields> | <note ids> | <comment>
 */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_stim.h"

#define TXT 4096 /* capacity of a text cell */

static const char *prog_mode = "bits";

static void die(const char *fmt, ...) {
  va_list ap;
  fprintf(stderr, "%s: error: ", prog_mode);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  exit(1);
}

static void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    die("out of memory");
  }
  return p;
}

static void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p) {
    die("out of memory");
  }
  return p;
}

/* Copies `src` into `dst[cap]`; a text that does not fit is an error, never silently cut. */
static void copy(char *dst, size_t cap, const char *src, const char *what) {
  size_t n = strlen(src);
  if (n >= cap) {
    die("%s is too long (%zu characters, at most %zu)", what, n, cap - 1);
  }
  memcpy(dst, src, n + 1);
}

/* Appends formatted text to `dst[cap]`. */
static void append(char *dst, size_t cap, const char *fmt, ...) {
  size_t n = strlen(dst);
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(dst + n, cap - n, fmt, ap);
  va_end(ap);
  if (k < 0 || (size_t)k >= cap - n) {
    die("text too long while formatting \"%.40s...\"", dst);
  }
}

/* Reads a whole file (NUL-terminated); NULL with errno set if it cannot be opened. */
static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    return NULL;
  }
  size_t cap = 1 << 16, len = 0;
  char *buf = xmalloc(cap);
  for (;;) {
    size_t got = fread(buf + len, 1, cap - len - 1, f);
    len += got;
    if (len + 1 < cap) {
      if (ferror(f)) {
        die("cannot read %s", path);
      }
      break;
    }
    cap *= 2;
    buf = xrealloc(buf, cap);
  }
  fclose(f);
  buf[len] = '\0';
  return buf;
}

/* Splits `buf` in place into lines; returns the next line or NULL. `*cur` walks the buffer. */
static char *next_line(char **cur) {
  char *s = *cur;
  if (!s || !*s) {
    return NULL;
  }
  char *nl = strchr(s, '\n');
  if (nl) {
    *nl = '\0';
    *cur = nl + 1;
  } else {
    *cur = s + strlen(s);
  }
  size_t n = strlen(s);
  if (n && s[n - 1] == '\r') {
    s[n - 1] = '\0';
  }
  return s;
}

static char *trim(char *s) {
  while (isspace((unsigned char)*s)) {
    s++;
  }
  size_t n = strlen(s);
  while (n && isspace((unsigned char)s[n - 1])) {
    s[--n] = '\0';
  }
  return s;
}

/* The next record of a data file: the next line that is neither blank nor a `#` comment,
 * trimmed; `*ln` counts physical lines for messages. NULL at the end. */
static char *next_record(char **cur, int *ln) {
  char *line;
  while ((line = next_line(cur))) {
    ++*ln;
    line = trim(line);
    if (*line && line[0] != '#') {
      return line;
    }
  }
  return NULL;
}

/* Splits `s` in place at every `sep`; returns the number of fields (at most `max`). */
static int split(char *s, char sep, char **f, int max) {
  int n = 0;
  for (;;) {
    if (n == max) {
      return max + 1;
    }
    f[n++] = s;
    char *p = strchr(s, sep);
    if (!p) {
      return n;
    }
    *p = '\0';
    s = p + 1;
  }
}

static long long parse_ll(const char *s, const char *what) {
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  if (errno || end == s || *end) {
    die("%s: \"%s\" is not a number", what, s);
  }
  return v;
}

/* Writes `text` to `path` through a temporary and a rename. */
static void write_file(const char *path, const char *text) {
  char tmp[TXT];
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "w");
  if (!f) {
    die("cannot write %s: %s", tmp, strerror(errno));
  }
  fputs(text, f);
  if (fclose(f) != 0) {
    die("cannot write %s: %s", tmp, strerror(errno));
  }
  if (rename(tmp, path) != 0) {
    die("cannot rename %s to %s: %s", tmp, path, strerror(errno));
  }
}

/* A growing text buffer. */
typedef struct sbuf {
  char *s;
  size_t len, cap;
} sbuf_t;

static void sb_add(sbuf_t *b, const char *fmt, ...) {
  va_list ap;
  for (;;) {
    size_t room = b->cap - b->len;
    va_start(ap, fmt);
    int k = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? room : 0, fmt, ap);
    va_end(ap);
    if (k < 0) {
      die("formatting failed");
    }
    if (b->s && (size_t)k < room) {
      b->len += (size_t)k;
      return;
    }
    b->cap = (b->cap + (size_t)k + 1) * 2;
    b->s = xrealloc(b->s, b->cap);
    b->s[b->len] = '\0';
  }
}

/////////////////////////////////////////////////////////////////////////////////////////////////
// Yosys `stat -json`: a small JSON reader that reports every scalar with its key path.
/////////////////////////////////////////////////////////////////////////////////////////////////

typedef void (*json_cb)(void *ctx, const char *path, const char *val);

typedef struct json {
  const char *p;
  const char *file;
} json_t;

static void json_ws(json_t *j) {
  while (isspace((unsigned char)*j->p)) {
    j->p++;
  }
}

static void json_fail(json_t *j, const char *what) {
  die("%s: malformed JSON (%s) near \"%.30s\"", j->file, what, j->p);
}

static void json_string(json_t *j, char *out, size_t cap) {
  size_t n = 0;
  if (*j->p != '"') {
    json_fail(j, "expected a string");
  }
  j->p++;
  while (*j->p != '"') {
    char c = *j->p++;
    if (c == '\0') {
      json_fail(j, "unterminated string");
    }
    if (c == '\\') {
      c = *j->p++;
      switch (c) {
      case 'n': c = '\n'; break;
      case 't': c = '\t'; break;
      case 'r': c = '\r'; break;
      case 'b': c = '\b'; break;
      case 'f': c = '\f'; break;
      case 'u': /* not produced by Yosys for cell names: keep the escape as text */
        c = '?';
        for (int k = 0; k < 4 && *j->p; k++) {
          j->p++;
        }
        break;
      case '\0': json_fail(j, "unterminated escape"); break;
      default: break; /* \" \\ \/ */
      }
    }
    if (n + 1 >= cap) {
      json_fail(j, "string too long");
    }
    out[n++] = c;
  }
  j->p++;
  out[n] = '\0';
}

static void json_value(json_t *j, char *path, size_t pcap, json_cb cb, void *ctx, int depth) {
  char tok[TXT];
  if (depth > 32) {
    json_fail(j, "nested too deeply");
  }
  json_ws(j);
  size_t plen = strlen(path);
  if (*j->p == '{' || *j->p == '[') {
    int obj = *j->p == '{';
    unsigned idx = 0;
    j->p++;
    json_ws(j);
    if (*j->p == (obj ? '}' : ']')) {
      j->p++;
      return;
    }
    for (;;) {
      json_ws(j);
      if (obj) {
        json_string(j, tok, sizeof tok);
        json_ws(j);
        if (*j->p++ != ':') {
          json_fail(j, "expected ':'");
        }
      } else {
        snprintf(tok, sizeof tok, "%u", idx++);
      }
      if (plen + 1 + strlen(tok) + 1 > pcap) {
        json_fail(j, "key path too long");
      }
      path[plen] = '/';
      strcpy(path + plen + 1, tok);
      json_value(j, path, pcap, cb, ctx, depth + 1);
      path[plen] = '\0';
      json_ws(j);
      if (*j->p == ',') {
        j->p++;
        continue;
      }
      if (*j->p++ != (obj ? '}' : ']')) {
        json_fail(j, obj ? "expected ',' or '}'" : "expected ',' or ']'");
      }
      return;
    }
  }
  if (*j->p == '"') {
    json_string(j, tok, sizeof tok);
    cb(ctx, path, tok);
    return;
  }
  size_t n = 0;
  while (*j->p && (isalnum((unsigned char)*j->p) || strchr("+-.", *j->p))) {
    if (n + 1 >= sizeof tok) {
      json_fail(j, "token too long");
    }
    tok[n++] = *j->p++;
  }
  if (n == 0) {
    json_fail(j, "expected a value");
  }
  tok[n] = '\0';
  cb(ctx, path, tok);
}

/////////////////////////////////////////////////////////////////////////////////////////////////
// Rows: one block of this configuration.
/////////////////////////////////////////////////////////////////////////////////////////////////

/* What the synthesized design holds, from the "design" section of `stat -json -top`. */
typedef struct synth_stat {
  const char *file;
  long long cells;     /* design/num_cells, -1 until seen */
  long long memories;  /* design/num_memories */
  long long ffs;       /* fine flip-flop and latch cells */
  long long latches;   /* of which latches */
  long long typed;     /* sum over num_cells_by_type */
  char ff_types[TXT];  /* "type=count;..." of the storage cells */
  char kids[TXT];      /* "module=count;..." instances of other blocks (a unit's children) */
} synth_stat_t;

/* A fine (techmapped) storage cell: one bit each. Yosys's simcells: $_FF_, $_DFF_*, $_DFFE_*,
 * $_DFFSR_*, $_DFFSRE_*, $_SDFF_*, $_SDFFE_*, $_SDFFCE_*, $_ALDFF_*, $_ALDFFE_*, $_DLATCH_*,
 * $_DLATCHSR_*, $_SR_*. Returns 0 (logic), 1 (flip-flop) or 2 (latch). */
static int storage_kind(const char *type) {
  static const char *const ff[] = {"$_FF_", "$_DFF", "$_SDFF", "$_ALDFF"};
  static const char *const latch[] = {"$_DLATCH", "$_SR_"};
  for (size_t i = 0; i < sizeof ff / sizeof ff[0]; i++) {
    if (strncmp(type, ff[i], strlen(ff[i])) == 0) {
      return 1;
    }
  }
  for (size_t i = 0; i < sizeof latch / sizeof latch[0]; i++) {
    if (strncmp(type, latch[i], strlen(latch[i])) == 0) {
      return 2;
    }
  }
  return 0;
}

static void stat_cb(void *ctx, const char *path, const char *val) {
  synth_stat_t *st = ctx;
  static const char by_type[] = "/design/num_cells_by_type/";
  if (strcmp(path, "/design/num_cells") == 0) {
    st->cells = parse_ll(val, st->file);
  } else if (strcmp(path, "/design/num_memories") == 0) {
    st->memories = parse_ll(val, st->file);
  } else if (strncmp(path, by_type, sizeof by_type - 1) == 0) {
    const char *type = path + sizeof by_type - 1;
    long long n = parse_ll(val, st->file);
    st->typed += n;
    if (type[0] != '$') {
      /* An instance of another block: read_stat() adds that block's own synthesis. */
      append(st->kids, sizeof st->kids, "%s%s=%lld", st->kids[0] ? ";" : "", type, n);
      return;
    }
    if (type[1] != '_') {
      die("%s: %lld coarse cell(s) '%s' left after the full synth (a $mem or an unmapped "
          "register would hide bits); see synth/synth.tcl", st->file, n, type);
    }
    int kind = storage_kind(type);
    if (kind) {
      st->ffs += n;
      st->latches += kind == 2 ? n : 0;
      append(st->ff_types, sizeof st->ff_types, "%s%s=%lld", st->ff_types[0] ? ";" : "", type, n);
    }
  }
}

static void read_stat(const char *path, synth_stat_t *st) {
  memset(st, 0, sizeof *st);
  st->file = path;
  st->cells = -1;
  st->memories = -1;
  char *text = slurp(path);
  if (!text) {
    die("%s: %s (run `make synth` first)", path, strerror(errno));
  }
  json_t j = {text, path};
  char keypath[TXT] = "";
  json_value(&j, keypath, sizeof keypath, stat_cb, st, 0);
  free(text);
  if (st->cells < 0) {
    die("%s: no design cell count (\"design\"/\"num_cells\"): not a `stat -json -top` output",
        path);
  }
  if (st->memories != 0) {
    die("%s: %lld memories left after synth; their bits would be missing from the count", path,
        st->memories);
  }
  if (st->typed != st->cells) {
    die("%s: cells by type add up to %lld, not num_cells %lld", path, st->typed, st->cells);
  }
  /* A unit's child instances: each counts the flip-flops and cells of the child's own synthesis
   * in the same directory (DIR/<child>.json); the instance cell itself is not a cell. */
  char kids[TXT], *save = kids, *item;
  copy(kids, sizeof kids, st->kids, path);
  while ((item = strtok_r(save, ";", &save))) {
    char *eq = strchr(item, '=');
    *eq = '\0';
    long long n = parse_ll(eq + 1, path);
    char cpath[TXT];
    copy(cpath, sizeof cpath, path, path);
    char *slash = strrchr(cpath, '/');
    snprintf(slash ? slash + 1 : cpath, sizeof cpath - (size_t)(slash ? slash + 1 - cpath : 0),
             "%s.json", item);
    synth_stat_t c;
    read_stat(cpath, &c);
    st->ffs += n * c.ffs;
    st->latches += n * c.latches;
    st->cells += n * c.cells - n;
    append(st->ff_types, sizeof st->ff_types, "%s%s (%lld instance%s)=%lld",
           st->ff_types[0] ? ";" : "", item, n, n == 1 ? "" : "s", n * c.ffs);
  }
}

/* The last "Estimated number of transistors: N[+]" of a `stat -tech cmos` log. */
static void read_cmos(const char *path, char *out, size_t cap) {
  static const char key[] = "Estimated number of transistors:";
  char *text = slurp(path);
  if (!text) {
    die("%s: %s (run `make synth` first)", path, strerror(errno));
  }
  const char *last = NULL;
  for (const char *p = strstr(text, key); p; p = strstr(p + 1, key)) {
    last = p;
  }
  if (!last) {
    die("%s: no \"%s\" line", path, key);
  }
  const char *p = last + sizeof key - 1;
  while (*p == ' ' || *p == '\t') {
    p++;
  }
  size_t n = 0;
  while (isdigit((unsigned char)p[n]) || p[n] == '+') {
    n++;
  }
  if (n == 0 || !isdigit((unsigned char)p[0]) || n >= cap) {
    die("%s: unreadable transistor estimate \"%.20s\"", path, p);
  }
  memcpy(out, p, n);
  out[n] = '\0';
  free(text);
}

static void fmt_num(char *out, size_t cap, long long v) {
  if (v < 0) {
    snprintf(out, cap, "-");
  } else {
    snprintf(out, cap, "%lld", v);
  }
}

/* Row columns, in file order. */
static const char *const row_cols[] = {"block",  "config",      "paper",     "paper_fields",
                                       "model",  "ffs",         "latches",   "cells",
                                       "transistors", "paper_ref", "fields", "ff_types"};
enum { NCOLS = sizeof row_cols / sizeof row_cols[0] };

/* Makes `s` safe for one tab-separated cell. */
static void tsv_clean(char *s) {
  for (; *s; s++) {
    if (*s == '\t' || *s == '\n' || *s == '\r') {
      *s = ' ';
    }
  }
}

/* A unit's transistor estimate: its own plus each child instance's ("N+" stays a lower bound). */
static void add_kid_cmos(const char *dir, const char *kids_list, char *cmos, size_t cap) {
  char kids[TXT], *save = kids, *item;
  copy(kids, sizeof kids, kids_list, "children");
  long long t = atoll(cmos);
  /* The unit's own estimate is "+" because its child instances are unpriced blackboxes. */
  int lower = kids_list[0] == '\0' && strchr(cmos, '+') != NULL;
  while ((item = strtok_r(save, ";", &save))) {
    char *eq = strchr(item, '=');
    *eq = '\0';
    long long n = parse_ll(eq + 1, "children");
    char path[TXT], c[64], sub[TXT];
    snprintf(path, sizeof path, "%s/%s.cmos.txt", dir, item);
    read_cmos(path, c, sizeof c);
    synth_stat_t cs;
    snprintf(path, sizeof path, "%s/%s.json", dir, item);
    read_stat(path, &cs);
    copy(sub, sizeof sub, c, "transistors");
    add_kid_cmos(dir, cs.kids, sub, sizeof sub);
    t += n * atoll(sub);
    lower |= strchr(sub, '+') != NULL;
  }
  snprintf(cmos, cap, "%lld%s", t, lower ? "+" : "");
}

static int mode_rows(int argc, char **argv) {
  const char *dir = NULL, *out = NULL;
  for (int i = 0; i < argc; i++) {
    if (strcmp(argv[i], "--synth-dir") == 0 && i + 1 < argc) {
      dir = argv[++i];
    } else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
      out = argv[++i];
    } else {
      die("unknown argument '%s' (usage: bits rows --synth-dir DIR --out FILE)", argv[i]);
    }
  }
  if (!dir || !out) {
    die("usage: bits rows --synth-dir DIR --out FILE");
  }
  sbuf_t tsv = {0};
  sb_add(&tsv, "#");
  for (unsigned c = 0; c < NCOLS; c++) {
    sb_add(&tsv, "%s%s", c ? "\t" : "", row_cols[c]);
  }
  sb_add(&tsv, "\n");
  for (unsigned i = 0; i < wt_n_stims; i++) {
    const wt_block_t *b = wt_stims[i]->block;
    char path[TXT], cmos[64], fields[TXT] = "", ref[TXT], pb[32], pfb[32];
    synth_stat_t st;
    snprintf(path, sizeof path, "%s/%s.json", dir, b->name);
    read_stat(path, &st);
    snprintf(path, sizeof path, "%s/%s.cmos.txt", dir, b->name);
    read_cmos(path, cmos, sizeof cmos);
    add_kid_cmos(dir, st.kids, cmos, sizeof cmos);
    for (unsigned f = 0; f < b->state.n; f++) {
      append(fields, sizeof fields, "%s%s %u %u", f ? ";" : "", b->state.f[f].name,
             b->state.f[f].count, b->state.f[f].width);
    }
    copy(ref, sizeof ref, b->paper_ref ? b->paper_ref : "", "paper_ref");
    tsv_clean(ref);
    long long model = (long long)wt_fields_bits(b->state);
    fmt_num(pb, sizeof pb, b->paper_bits);
    fmt_num(pfb, sizeof pfb, b->paper_field_bits);
    sb_add(&tsv, "%s\t%s\t%s\t%s\t%lld\t%lld\t%lld\t%lld\t%s\t%s\t%s\t%s\n", b->name,
           WT_CONFIG_NAME, pb, pfb, model, st.ffs, st.latches, st.cells, cmos, ref, fields,
           st.ff_types);
    printf("bits [%s] %-18s PAPER %6s  PAPER-FIELDS %6s  MODEL %6lld  FFs %6lld  cells %7lld  "
           "transistors %8s  %s\n",
           WT_CONFIG_NAME, b->name, pb, pfb, model, st.ffs, st.cells, cmos,
           st.ffs == model ? "FFs = MODEL" : "FFs != MODEL");
    /* One row per paper structure inside the block ("block/part"): MODEL from its fields; its
     * flip-flops are counted on the block's row (Yosys flattens the block). */
    long long parts_model = 0;
    for (unsigned p = 0; p < b->nparts; p++) {
      const wt_part_t *pt = &b->parts[p];
      char pfields[TXT] = "", pname[TXT];
      long long pm = 0;
      for (const char *const *q = pt->fields; *q; q++) {
        unsigned f = 0;
        while (f < b->state.n && strcmp(b->state.f[f].name, *q) != 0) {
          f++;
        }
        if (f == b->state.n) {
          die("%s: part '%s' names state field '%s', which the block does not have", b->name,
              pt->name, *q);
        }
        append(pfields, sizeof pfields, "%s%s %u %u", pfields[0] ? ";" : "", *q,
               b->state.f[f].count, b->state.f[f].width);
        pm += (long long)b->state.f[f].count * b->state.f[f].width;
      }
      parts_model += pm;
      snprintf(pname, sizeof pname, "%s/%s", b->name, pt->name);
      copy(ref, sizeof ref, pt->paper_ref ? pt->paper_ref : "", "paper_ref");
      tsv_clean(ref);
      tsv_clean(pname);
      fmt_num(pb, sizeof pb, pt->paper_bits);
      fmt_num(pfb, sizeof pfb, pt->paper_field_bits);
      sb_add(&tsv, "%s\t%s\t%s\t%s\t%lld\t-\t-\t-\t-\t%s\t%s\t-\n", pname, WT_CONFIG_NAME, pb,
             pfb, pm, ref, pfields);
    }
    if (b->nparts && parts_model != model) {
      die("%s: its parts hold %lld bits, the block %lld: every state field must be in one part",
          b->name, parts_model, model);
    }
  }
  write_file(out, tsv.s);
  free(tsv.s);
  return 0;
}

/////////////////////////////////////////////////////////////////////////////////////////////////
// Report: every configuration's rows, the recorded reasons and the paper notes.
/////////////////////////////////////////////////////////////////////////////////////////////////

typedef struct row {
  char block[128], config[128];
  long long paper, paper_fields, model, ffs, latches, cells;
  char transistors[64];
  char paper_ref[TXT], fields[TXT], ff_types[TXT];
  /* Derived in the report. */
  int part;            /* a paper structure inside a block: "block/part", no FFs of its own */
  const char *verdict; /* "ok", "explained", "MISMATCH" or "part" */
  char reason[TXT];    /* recorded reason, or why the row is a mismatch */
  char note[TXT];      /* Markdown note cell */
} row_t;

typedef struct reason {
  char block[128], config[128];
  long long ffs, model;
  char text[TXT];
  const char *file; /* the reasons file it comes from */
  int line, used;
} reason_t;

typedef struct note {
  char id[64], title[TXT], text[TXT];
} note_t;

typedef struct ptable {
  char id[256], config[128], heading[TXT];
} ptable_t;

typedef struct prow {
  char table[256], block[128], label[TXT], entries[64], fields[TXT], notes[TXT], comment[TXT];
} prow_t;

static row_t *rows;
static unsigned nrows;
static reason_t *reasons;
static unsigned nreasons;
static note_t *notes;
static unsigned nnotes;
static ptable_t *tables;
static unsigned ntables;
static prow_t *prows;
static unsigned nprows;

#define GROW(arr, n) ((arr) = xrealloc((arr), ((n) + 1) * sizeof *(arr)), memset(&(arr)[n], 0, sizeof *(arr)), &(arr)[(n)++])

static long long opt_num(const char *s, const char *what) {
  return strcmp(s, "-") == 0 ? -1 : parse_ll(s, what);
}

static void read_rows(const char *path) {
  char *text = slurp(path);
  if (!text) {
    die("%s: %s (run `make bits`, which writes it per configuration)", path, strerror(errno));
  }
  char *cur = text, *line;
  int ln = 0, got = 0;
  while ((line = next_record(&cur, &ln))) {
    char *f[NCOLS + 1], what[TXT];
    int n = split(line, '\t', f, NCOLS);
    if (n != NCOLS) {
      die("%s:%d: %d columns, expected %d (stale file? rerun `make bits`)", path, ln, n, NCOLS);
    }
    row_t *r = GROW(rows, nrows);
    snprintf(what, sizeof what, "%s:%d", path, ln);
    copy(r->block, sizeof r->block, f[0], what);
    copy(r->config, sizeof r->config, f[1], what);
    r->paper = opt_num(f[2], what);
    r->paper_fields = opt_num(f[3], what);
    r->model = parse_ll(f[4], what);
    /* A part row ("block/part") has no synthesis numbers of its own: "-" (-1). */
    r->part = strchr(f[0], '/') != NULL;
    r->ffs = r->part ? opt_num(f[5], what) : parse_ll(f[5], what);
    r->latches = r->part ? opt_num(f[6], what) : parse_ll(f[6], what);
    r->cells = r->part ? opt_num(f[7], what) : parse_ll(f[7], what);
    copy(r->transistors, sizeof r->transistors, f[8], what);
    copy(r->paper_ref, sizeof r->paper_ref, f[9], what);
    copy(r->fields, sizeof r->fields, f[10], what);
    copy(r->ff_types, sizeof r->ff_types, f[11], what);
    got++;
  }
  free(text);
  if (!got) {
    die("%s: no rows", path);
  }
}

static void read_reasons(const char *path) {
  char *text = slurp(path);
  if (!text) {
    die("%s: %s", path, strerror(errno));
  }
  char *cur = text, *line;
  int ln = 0;
  while ((line = next_record(&cur, &ln))) {
    char what[TXT], *tok[4], *rest = line;
    snprintf(what, sizeof what, "%s:%d", path, ln);
    for (int k = 0; k < 4; k++) {
      while (isspace((unsigned char)*rest)) {
        rest++;
      }
      tok[k] = rest;
      while (*rest && !isspace((unsigned char)*rest)) {
        rest++;
      }
      if (!*rest) {
        die("%s: expected `block config ffs model reason...`", what);
      }
      *rest++ = '\0';
    }
    rest = trim(rest);
    if (!*rest) {
      die("%s: no reason text after `%s %s %s %s`", what, tok[0], tok[1], tok[2], tok[3]);
    }
    reason_t *r = GROW(reasons, nreasons);
    copy(r->block, sizeof r->block, tok[0], what);
    copy(r->config, sizeof r->config, tok[1], what);
    r->ffs = parse_ll(tok[2], what);
    r->model = parse_ll(tok[3], what);
    copy(r->text, sizeof r->text, rest, what);
    r->file = path;
    r->line = ln;
  }
  free(text);
}

static void read_notes(const char *path) {
  char *text = slurp(path);
  if (!text) {
    die("%s: %s", path, strerror(errno));
  }
  char *cur = text, *line;
  int ln = 0;
  while ((line = next_record(&cur, &ln))) {
    char *f[9], what[TXT];
    int n = split(line, '|', f, 8);
    snprintf(what, sizeof what, "%s:%d", path, ln);
    for (int k = 0; k < n && k < 8; k++) {
      f[k] = trim(f[k]);
    }
    if (strcmp(f[0], "note") == 0 && n == 4) {
      note_t *o = GROW(notes, nnotes);
      copy(o->id, sizeof o->id, f[1], what);
      copy(o->title, sizeof o->title, f[2], what);
      copy(o->text, sizeof o->text, f[3], what);
    } else if (strcmp(f[0], "table") == 0 && n == 4) {
      ptable_t *t = GROW(tables, ntables);
      copy(t->id, sizeof t->id, f[1], what);
      copy(t->config, sizeof t->config, f[2], what);
      copy(t->heading, sizeof t->heading, f[3], what);
    } else if (strcmp(f[0], "row") == 0 && n == 8) {
      prow_t *p = GROW(prows, nprows);
      copy(p->table, sizeof p->table, f[1], what);
      copy(p->block, sizeof p->block, f[2], what);
      copy(p->label, sizeof p->label, f[3], what);
      copy(p->entries, sizeof p->entries, f[4], what);
      copy(p->fields, sizeof p->fields, f[5], what);
      copy(p->notes, sizeof p->notes, f[6], what);
      copy(p->comment, sizeof p->comment, f[7], what);
    } else {
      die("%s: expected `note|id|title|text`, `table|id|config|heading` or "
          "`row|table|block|label|entries|fields|notes|comment`", what);
    }
  }
  free(text);
  for (unsigned i = 0; i < nprows; i++) {
    int found = 0;
    for (unsigned t = 0; t < ntables; t++) {
      found |= strcmp(prows[i].table, tables[t].id) == 0;
    }
    if (!found) {
      die("%s: row '%s' names table '%s', which has no `table` line", path, prows[i].label,
          prows[i].table);
    }
    char ids[TXT], *save = ids, *id;
    copy(ids, sizeof ids, prows[i].notes, "note ids");
    while ((id = strtok(save, " ,"))) {
      save = NULL;
      int ok = 0;
      for (unsigned k = 0; k < nnotes; k++) {
        ok |= strcmp(notes[k].id, id) == 0;
      }
      if (!ok) {
        die("%s: row '%s' cites note '%s', which has no `note` line", path, prows[i].label, id);
      }
    }
  }
}

static const ptable_t *find_table(const char *id) {
  for (unsigned t = 0; t < ntables; t++) {
    if (strcmp(tables[t].id, id) == 0) {
      return &tables[t];
    }
  }
  return NULL;
}

static const row_t *find_row(const char *block, const char *config) {
  for (unsigned i = 0; i < nrows; i++) {
    if (strcmp(rows[i].block, block) == 0 && strcmp(rows[i].config, config) == 0) {
      return &rows[i];
    }
  }
  return NULL;
}

/* Note ids of the paper rows that describe `r` (its block in the table's configuration). */
static void row_note_ids(const row_t *r, char *out, size_t cap) {
  out[0] = '\0';
  for (unsigned i = 0; i < nprows; i++) {
    const ptable_t *t = find_table(prows[i].table);
    if (strcmp(prows[i].block, r->block) != 0 || strcmp(t->config, r->config) != 0) {
      continue;
    }
    char ids[TXT], *save = ids, *id;
    copy(ids, sizeof ids, prows[i].notes, "note ids");
    while ((id = strtok(save, " ,"))) {
      save = NULL;
      /* Whole-id match: " X4  X5 " holds " X4 " but not " X". */
      char pad[80], have[TXT + 4];
      snprintf(pad, sizeof pad, " %s ", id);
      snprintf(have, sizeof have, " %s ", out);
      for (char *c = have; *c; c++) {
        *c = *c == ',' ? ' ' : *c;
      }
      if (!strstr(have, pad)) {
        append(out, cap, "%s%s", out[0] ? ", " : "", id);
      }
    }
  }
}

static void judge(row_t *r) {
  const reason_t *match = NULL;
  for (unsigned k = 0; k < nreasons; k++) {
    if (strcmp(reasons[k].block, r->block) == 0 && strcmp(reasons[k].config, r->config) == 0) {
      match = &reasons[k];
      reasons[k].used = 1;
    }
  }
  char buf[TXT];
  r->note[0] = '\0';
  if (r->part) {
    r->verdict = "part";
    append(r->note, sizeof r->note, "paper structure inside the block; FFs counted on its row");
  } else if (r->ffs == r->model) {
    r->verdict = "ok";
    append(r->note, sizeof r->note, "FFs = MODEL");
    if (match) {
      fprintf(stderr, "bits: note: %s:%d records a reason for %s %s, whose FFs "
              "now equal MODEL; the line can go\n", match->file, match->line, r->block, r->config);
    }
  } else if (match && match->ffs == r->ffs && match->model == r->model) {
    r->verdict = "explained";
    copy(r->reason, sizeof r->reason, match->text, "reason");
    append(r->note, sizeof r->note, "FFs %s MODEL by %+lld: %s", "≠", r->ffs - r->model,
           match->text);
  } else {
    r->verdict = "MISMATCH";
    if (match) {
      snprintf(buf, sizeof buf, "stale reason (%s:%d is for FFs %lld, MODEL "
               "%lld)", match->file, match->line, match->ffs, match->model);
    } else {
      snprintf(buf, sizeof buf, "no reason recorded in the paper's synth/<paper>_ff_reasons.txt");
    }
    copy(r->reason, sizeof r->reason, buf, "reason");
    append(r->note, sizeof r->note, "**FFs ≠ MODEL by %+lld: %s**", r->ffs - r->model, buf);
  }
  if (r->paper_fields >= 0 && r->model != r->paper_fields) {
    append(r->note, sizeof r->note, "; MODEL − PAPER-FIELDS = %+lld", r->model - r->paper_fields);
  }
  if (r->paper >= 0 && r->paper_fields >= 0 && r->paper != r->paper_fields) {
    append(r->note, sizeof r->note, "; PAPER − PAPER-FIELDS = %+lld", r->paper - r->paper_fields);
  }
  if (r->latches > 0) {
    append(r->note, sizeof r->note, "; %lld latch bit(s)", r->latches);
  }
  if (strchr(r->transistors, '+')) {
    append(r->note, sizeof r->note, "; transistors a lower bound (unpriced cells)");
  }
  row_note_ids(r, buf, sizeof buf);
  if (buf[0]) {
    append(r->note, sizeof r->note, "; SPEC 8: %s", buf);
  }
}

/* Markdown cell text: '|' escaped, newlines flattened. */
static const char *md(const char *s) {
  static char bufs[8][2 * TXT];
  static unsigned which;
  char *o = bufs[which++ % 8];
  size_t n = 0;
  for (; *s && n + 2 < 2 * TXT; s++) {
    if (*s == '|') {
      o[n++] = '\\';
    }
    o[n++] = (*s == '\n') ? ' ' : *s;
  }
  o[n] = '\0';
  return o;
}

static const char *num(long long v) {
  static char bufs[8][32];
  static unsigned which;
  char *o = bufs[which++ % 8];
  fmt_num(o, 32, v);
  return o;
}

static void md_main_table(sbuf_t *b) {
  sb_add(b, "| block | config | PAPER | PAPER-FIELDS | MODEL | FFs | cells | transistors | note |\n");
  sb_add(b, "|---|---|---:|---:|---:|---:|---:|---:|---|\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    sb_add(b, "| %s | %s | %s | %s | %lld | %s | %s | %s | %s |\n", md(r->block),
           md(r->config), num(r->paper), num(r->paper_fields), r->model, num(r->ffs),
           num(r->cells), md(r->transistors), md(r->note));
  }
}

/* "v 64 1;pc 64 24" -> callback per field. */
typedef struct field3 {
  char name[128];
  long long count, width;
} field3_t;

static unsigned parse_fields(const char *s, field3_t *out, unsigned max, const char *what) {
  char buf[TXT], *save = buf, *item;
  unsigned n = 0;
  copy(buf, sizeof buf, s, what);
  while ((item = strtok(save, ";"))) {
    save = NULL;
    char name[128];
    long long c, w;
    int used = 0;
    if (sscanf(item, "%127s %lld %lld%n", name, &c, &w, &used) != 3 || item[used] != '\0') {
      die("%s: bad field '%s'", what, item);
    }
    if (n == max) {
      die("%s: more than %u fields", what, max);
    }
    copy(out[n].name, sizeof out[n].name, name, what);
    out[n].count = c;
    out[n].width = w;
    n++;
  }
  return n;
}

static void md_fields(sbuf_t *b) {
  sb_add(b, "| block | config | MODEL = Σ name count×width | MODEL |\n|---|---|---|---:|\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    field3_t f[256];
    unsigned n = parse_fields(r->fields, f, 256, r->block);
    sb_add(b, "| %s | %s | ", md(r->block), md(r->config));
    long long sum = 0;
    for (unsigned k = 0; k < n; k++) {
      sb_add(b, "%s`%s` %lld×%lld", k ? " + " : "", md(f[k].name), f[k].count, f[k].width);
      sum += f[k].count * f[k].width;
    }
    if (sum != r->model) {
      die("%s %s: fields add up to %lld, not MODEL %lld", r->block, r->config, sum, r->model);
    }
    sb_add(b, " | %lld |\n", r->model);
  }
}

static void md_tables(sbuf_t *b) {
  for (unsigned t = 0; t < ntables; t++) {
    const ptable_t *tb = &tables[t];
    char cited[TXT] = "";
    sb_add(b, "\n## %s, configuration %s\n\n", tb->heading, tb->config);
    sb_add(b, "| row | entries | listed fields | block | PAPER (stated) | PAPER-FIELDS | MODEL | "
              "FFs | notes |\n|---|---:|---|---|---:|---:|---:|---:|---|\n");
    for (unsigned i = 0; i < nprows; i++) {
      const prow_t *p = &prows[i];
      if (strcmp(p->table, tb->id) != 0) {
        continue;
      }
      const row_t *r = find_row(p->block, tb->config);
      char ids[TXT], *save = ids, *id, list[TXT] = "";
      copy(ids, sizeof ids, p->notes, "note ids");
      while ((id = strtok(save, " ,"))) {
        save = NULL;
        append(list, sizeof list, "%s%s", list[0] ? ", " : "", id);
        char pad[80];
        snprintf(pad, sizeof pad, " %s ", id);
        if (!strstr(cited, pad)) {
          append(cited, sizeof cited, "%s", pad);
        }
      }
      if (r) {
        sb_add(b, "| %s | %s | %s | %s | %s | %s | %lld | %s | %s |\n", md(p->label),
               md(p->entries), md(p->fields), md(p->block), num(r->paper), num(r->paper_fields),
               r->model, num(r->ffs), list);
      } else {
        sb_add(b, "| %s | %s | %s | %s (not built) | - | - | - | - | %s |\n", md(p->label),
               md(p->entries), md(p->fields), md(p->block), list);
      }
    }
    sb_add(b, "\n");
    for (unsigned i = 0; i < nprows; i++) {
      if (strcmp(prows[i].table, tb->id) == 0 && prows[i].comment[0]) {
        sb_add(b, "- %s: %s\n", prows[i].label, prows[i].comment);
      }
    }
    if (cited[0]) {
      sb_add(b, "\nDiscrepancy notes (SPEC 8):\n\n");
      for (unsigned k = 0; k < nnotes; k++) {
        char pad[80];
        snprintf(pad, sizeof pad, " %s ", notes[k].id);
        if (strstr(cited, pad)) {
          sb_add(b, "- **%s** (%s): %s\n", notes[k].id, notes[k].title, notes[k].text);
        }
      }
    }
  }
}

static void csv_cell(sbuf_t *b, const char *s, int last) {
  if (strpbrk(s, ",\"\n")) {
    sb_add(b, "\"");
    for (; *s; s++) {
      sb_add(b, *s == '"' ? "\"\"" : "%c", *s);
    }
    sb_add(b, "\"");
  } else {
    sb_add(b, "%s", s);
  }
  sb_add(b, last ? "\n" : ",");
}

static void json_str(sbuf_t *b, const char *s) {
  sb_add(b, "\"");
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') {
      sb_add(b, "\\%c", c);
    } else if (c < 0x20) {
      sb_add(b, "\\u%04x", c);
    } else {
      sb_add(b, "%c", c);
    }
  }
  sb_add(b, "\"");
}

static void json_num(sbuf_t *b, long long v) {
  if (v < 0) {
    sb_add(b, "null");
  } else {
    sb_add(b, "%lld", v);
  }
}

static void write_json(const char *path) {
  sbuf_t b = {0};
  sb_add(&b, "{\n  \"format\": \"warptwin-bits-1\",\n  \"rows\": [");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    sb_add(&b, "%s\n    {\"block\": ", i ? "," : "");
    json_str(&b, r->block);
    sb_add(&b, ", \"config\": ");
    json_str(&b, r->config);
    sb_add(&b, ", \"paper\": ");
    json_num(&b, r->paper);
    sb_add(&b, ", \"paper_fields\": ");
    json_num(&b, r->paper_fields);
    sb_add(&b, ", \"model\": %lld, \"ffs\": ", r->model);
    json_num(&b, r->ffs);
    sb_add(&b, ", \"latches\": ");
    json_num(&b, r->latches);
    sb_add(&b, ", \"cells\": ");
    json_num(&b, r->cells);
    sb_add(&b, ", \"transistors\": %lld, \"transistors_lower_bound\": %s", atoll(r->transistors),
           strchr(r->transistors, '+') ? "true" : "false");
    sb_add(&b, ", \"verdict\": ");
    json_str(&b, r->verdict);
    sb_add(&b, ", \"reason\": ");
    json_str(&b, r->reason);
    sb_add(&b, ", \"paper_ref\": ");
    json_str(&b, r->paper_ref);
    sb_add(&b, ",\n     \"fields\": [");
    field3_t f[256];
    unsigned n = parse_fields(r->fields, f, 256, r->block);
    for (unsigned k = 0; k < n; k++) {
      sb_add(&b, "%s{\"name\": ", k ? ", " : "");
      json_str(&b, f[k].name);
      sb_add(&b, ", \"count\": %lld, \"width\": %lld}", f[k].count, f[k].width);
    }
    sb_add(&b, "],\n     \"ff_types\": {");
    char types[TXT], *save = types, *item;
    copy(types, sizeof types, r->part ? "" : r->ff_types, "ff_types");
    int first = 1;
    while ((item = strtok(save, ";"))) {
      save = NULL;
      char *eq = strrchr(item, '=');
      if (!eq) {
        die("%s %s: bad ff_types item '%s'", r->block, r->config, item);
      }
      *eq = '\0';
      sb_add(&b, "%s", first ? "" : ", ");
      json_str(&b, item);
      sb_add(&b, ": %s", eq + 1);
      first = 0;
    }
    sb_add(&b, "}}");
  }
  sb_add(&b, "\n  ],\n  \"tables\": [");
  for (unsigned t = 0; t < ntables; t++) {
    sb_add(&b, "%s\n    {\"table\": ", t ? "," : "");
    json_str(&b, tables[t].id);
    sb_add(&b, ", \"config\": ");
    json_str(&b, tables[t].config);
    sb_add(&b, ", \"heading\": ");
    json_str(&b, tables[t].heading);
    sb_add(&b, ", \"rows\": [");
    int first = 1;
    for (unsigned i = 0; i < nprows; i++) {
      const prow_t *p = &prows[i];
      if (strcmp(p->table, tables[t].id) != 0) {
        continue;
      }
      const row_t *r = find_row(p->block, tables[t].config);
      sb_add(&b, "%s\n      {\"row\": ", first ? "" : ",");
      first = 0;
      json_str(&b, p->label);
      sb_add(&b, ", \"entries\": ");
      json_str(&b, p->entries);
      sb_add(&b, ", \"listed_fields\": ");
      json_str(&b, p->fields);
      sb_add(&b, ", \"block\": ");
      json_str(&b, p->block);
      sb_add(&b, ", \"built\": %s, \"paper\": ", r ? "true" : "false");
      json_num(&b, r ? r->paper : -1);
      sb_add(&b, ", \"paper_fields\": ");
      json_num(&b, r ? r->paper_fields : -1);
      sb_add(&b, ", \"model\": ");
      json_num(&b, r ? r->model : -1);
      sb_add(&b, ", \"ffs\": ");
      json_num(&b, r ? r->ffs : -1);
      sb_add(&b, ", \"notes\": [");
      char ids[TXT], *save = ids, *id;
      copy(ids, sizeof ids, p->notes, "note ids");
      int fn = 1;
      while ((id = strtok(save, " ,"))) {
        save = NULL;
        sb_add(&b, "%s", fn ? "" : ", ");
        json_str(&b, id);
        fn = 0;
      }
      sb_add(&b, "], \"comment\": ");
      json_str(&b, p->comment);
      sb_add(&b, "}");
    }
    sb_add(&b, "]}");
  }
  sb_add(&b, "\n  ],\n  \"notes\": {");
  for (unsigned k = 0; k < nnotes; k++) {
    sb_add(&b, "%s\n    ", k ? "," : "");
    json_str(&b, notes[k].id);
    sb_add(&b, ": {\"title\": ");
    json_str(&b, notes[k].title);
    sb_add(&b, ", \"text\": ");
    json_str(&b, notes[k].text);
    sb_add(&b, "}");
  }
  sb_add(&b, "\n  }\n}\n");
  write_file(path, b.s);
  free(b.s);
}

static void write_csv(const char *path) {
  sbuf_t b = {0};
  sb_add(&b, "block,config,paper,paper_fields,model,ffs,latches,cells,transistors,"
             "transistors_lower_bound,verdict,reason,paper_ref,fields,ff_types\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    char t[64];
    csv_cell(&b, r->block, 0);
    csv_cell(&b, r->config, 0);
    csv_cell(&b, r->paper < 0 ? "" : num(r->paper), 0);
    csv_cell(&b, r->paper_fields < 0 ? "" : num(r->paper_fields), 0);
    csv_cell(&b, num(r->model), 0);
    csv_cell(&b, r->ffs < 0 ? "" : num(r->ffs), 0);
    csv_cell(&b, r->latches < 0 ? "" : num(r->latches), 0);
    csv_cell(&b, r->cells < 0 ? "" : num(r->cells), 0);
    snprintf(t, sizeof t, "%lld", atoll(r->transistors));
    csv_cell(&b, t, 0);
    csv_cell(&b, strchr(r->transistors, '+') ? "1" : "0", 0);
    csv_cell(&b, r->verdict, 0);
    csv_cell(&b, r->reason, 0);
    csv_cell(&b, r->paper_ref, 0);
    csv_cell(&b, r->fields, 0);
    csv_cell(&b, r->ff_types, 1);
  }
  write_file(path, b.s);
  free(b.s);
}

static int mode_report(int argc, char **argv) {
  const char *reasons_path = NULL, *notes_path = NULL, *outdir = NULL;
  int strict = 0, nrowfiles = 0;
  for (int i = 0; i < argc; i++) {
    if (strcmp(argv[i], "--rows") == 0 && i + 1 < argc) {
      read_rows(argv[++i]);
      nrowfiles++;
    } else if (strcmp(argv[i], "--reasons") == 0 && i + 1 < argc) {
      reasons_path = argv[++i]; /* one file per paper: each flag adds its lines */
      read_reasons(reasons_path);
    } else if (strcmp(argv[i], "--notes") == 0 && i + 1 < argc) {
      notes_path = argv[++i];
      read_notes(notes_path);
    } else if (strcmp(argv[i], "--outdir") == 0 && i + 1 < argc) {
      outdir = argv[++i];
    } else if (strcmp(argv[i], "--strict") == 0) {
      strict = 1;
    } else {
      die("unknown argument '%s'", argv[i]);
    }
  }
  if (!nrowfiles || !reasons_path || !notes_path || !outdir) {
    die("usage: bits report --rows FILE... --reasons FILE --notes FILE --outdir DIR [--strict]");
  }
  for (unsigned i = 0; i < nrows; i++) {
    for (unsigned k = 0; k < i; k++) {
      if (strcmp(rows[i].block, rows[k].block) == 0 && strcmp(rows[i].config, rows[k].config) == 0) {
        die("block %s config %s appears in two rows files", rows[i].block, rows[i].config);
      }
    }
  }
  unsigned bad = 0, explained = 0;
  for (unsigned i = 0; i < nrows; i++) {
    judge(&rows[i]);
    bad += strcmp(rows[i].verdict, "MISMATCH") == 0;
    explained += strcmp(rows[i].verdict, "explained") == 0;
  }
  for (unsigned k = 0; k < nreasons; k++) {
    if (!reasons[k].used) {
      fprintf(stderr, "bits: note: %s:%d (%s %s) matches no block x config of this report\n",
              reasons[k].file, reasons[k].line, reasons[k].block, reasons[k].config);
    }
  }

  sbuf_t table = {0}, doc = {0};
  md_main_table(&table);
  char verdict[TXT];
  snprintf(verdict, sizeof verdict,
           "%u block x config row(s): %u with FFs = MODEL, %u explained in the reasons files, "
           "%u unexplained.",
           nrows, nrows - bad - explained, explained, bad);

  sb_add(&doc, "# Storage bits: paper, model and synthesized flip-flops\n\n");
  sb_add(&doc, "PAPER: the total the paper states. PAPER-FIELDS: entries × the field widths the "
               "paper lists. MODEL: every state bit the C model and its Verilog twin hold "
               "(SPEC 0.4), from the state field table. FFs: flip-flop and latch bits Yosys 0.23 "
               "synthesizes (`synth -flatten`, synth/synth.tcl; every fine storage cell is one "
               "bit). cells: all cells after synth. transistors: Yosys `stat -tech cmos` with "
               "enables lowered to muxes and async resets priced as plain flip-flops (an area "
               "trend, not a sign-off). \"-\": the paper gives no figure for this "
               "configuration.\n\n");
  sb_add(&doc, "%s", table.s);
  sb_add(&doc, "\n%s\n", verdict);
  sb_add(&doc, "\n## MODEL, field by field (name count×width)\n\n");
  md_fields(&doc);
  md_tables(&doc);

  char path[TXT];
  snprintf(path, sizeof path, "%s/bits.md", outdir);
  write_file(path, doc.s);
  snprintf(path, sizeof path, "%s/bits.csv", outdir);
  write_csv(path);
  snprintf(path, sizeof path, "%s/bits.json", outdir);
  write_json(path);

  printf("\n== Storage bits (%s/bits.md; CSV and JSON beside it)\n%s\n%s\n", outdir, table.s,
         verdict);
  fflush(stdout);
  free(table.s);
  free(doc.s);
  if (bad) {
    for (unsigned i = 0; i < nrows; i++) {
      if (strcmp(rows[i].verdict, "MISMATCH") == 0) {
        fprintf(stderr, "bits: %s %s: FFs %lld != MODEL %lld: %s\n", rows[i].block,
                rows[i].config, rows[i].ffs, rows[i].model, rows[i].reason);
      }
    }
    if (strict) {
      fprintf(stderr, "bits: BITS_STRICT: %u block x config row(s) with FFs != MODEL and no "
              "recorded reason (add one to the paper's reasons file, e.g. %s, if the difference is "
              "intended)\n", bad, reasons_path);
      return 1;
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "rows") == 0) {
    prog_mode = "bits rows";
    return mode_rows(argc - 2, argv + 2);
  }
  if (argc >= 2 && strcmp(argv[1], "report") == 0) {
    prog_mode = "bits report";
    return mode_report(argc - 2, argv + 2);
  }
  fprintf(stderr,
          "usage: bits rows   --synth-dir DIR --out FILE\n"
          "       bits report --rows FILE [--rows FILE...] --reasons FILE --notes FILE "
          "--outdir DIR [--strict]\n");
  return 2;
}
