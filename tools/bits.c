/* tools/bits.c: the storage-bits, area and timing report (SPEC 0.4; DESIGN.md "Reports").
 *
 *   bits rows   --synth-dir DIR --liberty FILE --ge-cell CELL --sram-min-bits N --node-nm NM
 *               [--unsynth "BLOCK..."] --out FILE
 *   bits rows   --model-only --out FILE
 *   bits report --rows FILE [--rows FILE ...] --reasons FILE --notes FILE --built "BLOCK..."
 *               --node-nm NM [--sram-table FILE] --outdir DIR [--strict [--allow-unsynthesized]]
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
 *   lib_ffs, area_um2, kge
 *                 from DIR/<block>.lib.json (the netlist mapped to the Liberty library): its
 *                 storage cells (cells with an `ff` or `latch` group; must equal FFs), the sum of
 *                 the cells' Liberty areas, and that area over the GE cell's (the 2-input NAND);
 *   crit_ns, fmax_mhz, crit_path
 *                 OpenSTA's critical path from DIR/<block>.sta.txt (synth/sta.tcl), its inverse,
 *                 and its start and end points;
 *   mem_bits, mem_ff_um2, sram_um2, chip_um2, mems
 *                 the memory split: the block's declared arrays (`mems`, rtl_c/wt_block.h) of at
 *                 least N bits, their flip-flop area, their SRAM estimate (tools/sram_model.c) at
 *                 NM, and the block's area with the estimate in place of the flip-flops;
 * for a unit, each child instance's figures from the child's own files in DIR. With --model-only
 * (the main job, which synthesizes nothing) only PAPER, PAPER-FIELDS and MODEL are filled; every
 * other column is "-" and the report marks the row "not synthesized" (--strict refuses it, unless
 * --allow-unsynthesized: `make test`, whose `bits` job leaves the syntheses of the papers'
 * TEST_FULL_SYNTH to `make test-full`); --unsynth does the same for the blocks it names. It prints one line
 * per block and writes them as tab-separated rows to FILE (replacing it), with a header line.
 * A block's `parts` (rtl_c/wt_block.h, wt_part_t) add a "block/part" row each: MODEL from the
 * part's fields, no synthesis figures of its own. A part with `per` N > 1 (column `per`) states one
 * instance of N (per warp, per entry): MODEL = its fields' bits / N (exactly), PAPER and
 * PAPER-FIELDS per instance, FFs = the block's FFs / N when the part lists every state field, else
 * "-"; its memory columns are "-". Every other row has per 1.
 *
 * `report` merges the rows files of every configuration, matches each FFs != MODEL against the
 * recorded reasons (one file per paper, synth/<paper>_ff_reasons.txt: `block config ffs model
 * reason...`; --reasons once per file), and writes DIR/bits.md (for people: the block x config
 * table, the area/timing/memory table, the SRAM model against the paper's parameters, the MODEL
 * field breakdown, the paper tables of the notes files with their discrepancy notes),
 * DIR/bits.csv and DIR/bits.json. It prints the main Markdown table to stdout. With --strict it
 * exits with status 1 when any FFs != MODEL has no recorded reason (or a reason recorded for other
 * numbers). A missing or unreadable input, a stat without a cell count, a cell whose bits cannot be
 * counted (a $mem, a coarse cell, a submodule instance) or priced (not in the library) is an error
 * in both modes: the report never shows a number it did not read.
 *
 * Notes files (synth/<paper>_paper_notes.txt, --notes once per file), fields separated by '|':
 *   note  | <id> | <title> | <text>
 *   table | <table id> | <config> | <heading> | <paper's node nm or -> | <where the node comes from>
 *   row   | <table id> | <block> | <row label> | <entries> | <listed fields> | <stated bits or -> |
 *           <stated mm² or -> | <note ids> | <comment>
 * A row's stated bits are given only for a block not built yet (--built does not list it); a built
 * block's come from its descriptor.
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
#include "sram_model.h"

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

/* Whether `word` is one of the blank-separated words of `list`. */
static int word_in(const char *list, const char *word) {
  size_t n = strlen(word);
  for (const char *p = list; n && (p = strstr(p, word)) != NULL; p += n) {
    if ((p == list || p[-1] == ' ') && (p[n] == '\0' || p[n] == ' ')) {
      return 1;
    }
  }
  return 0;
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

/////////////////////////////////////////////////////////////////////////////////////////////////
// Standard cells: the Liberty library's cell areas, the mapped netlist's cells, OpenSTA's timing.
/////////////////////////////////////////////////////////////////////////////////////////////////

#define GROW(arr, n) ((arr) = xrealloc((arr), ((n) + 1) * sizeof *(arr)), memset(&(arr)[n], 0, sizeof *(arr)), &(arr)[(n)++])

typedef struct libcell {
  char name[64];
  double area; /* um^2 */
  int seq;     /* has an `ff` or `latch` group: one storage bit */
} libcell_t;

static libcell_t *lcells;
static unsigned nlcells;
static double ge_area; /* area of the gate-equivalent cell (--ge-cell) */

/* `word` at `p` as a whole word (not part of an identifier) followed by optional blanks and `c`;
 * returns the position after `c`, or NULL. */
static const char *word_then(const char *text, const char *p, const char *word, char c) {
  size_t n = strlen(word);
  if (strncmp(p, word, n) != 0) {
    return NULL;
  }
  if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_')) {
    return NULL;
  }
  const char *q = p + n;
  while (*q == ' ' || *q == '\t') {
    q++;
  }
  return *q == c ? q + 1 : NULL;
}

/* The cells of a Liberty file: `cell (NAME) {` groups, each with its `area : N;` and whether it
 * holds an `ff (` or `latch (` group. This reads the cell-level attributes the report needs, not the
 * whole Liberty grammar; a cell without an area is an error. */
static void read_liberty(const char *path, const char *ge_cell) {
  char *text = slurp(path);
  if (!text) {
    die("%s: %s (tools/deps.sh installs qflow-tech-osu018)", path, strerror(errno));
  }
  libcell_t *cur = NULL;
  for (const char *p = text; *p; p++) {
    const char *q;
    if ((q = word_then(text, p, "cell", '('))) {
      while (*q == ' ' || *q == '"') {
        q++;
      }
      size_t n = strcspn(q, " \")\"");
      if (n == 0 || n >= sizeof cur->name) {
        die("%s: unreadable cell name near offset %ld", path, (long)(q - text));
      }
      cur = GROW(lcells, nlcells);
      memcpy(cur->name, q, n);
      cur->name[n] = '\0';
      cur->area = -1;
      p = q + n;
    } else if (cur && cur->area < 0 && (q = word_then(text, p, "area", ':'))) {
      char *end;
      cur->area = strtod(q, &end);
      if (end == q || cur->area < 0) {
        die("%s: cell %s: unreadable area", path, cur->name);
      }
      p = end - 1;
    } else if (cur && (word_then(text, p, "ff", '(') || word_then(text, p, "latch", '('))) {
      cur->seq = 1;
    }
  }
  free(text);
  if (!nlcells) {
    die("%s: no `cell (...)` groups: not a Liberty file", path);
  }
  for (unsigned i = 0; i < nlcells; i++) {
    if (lcells[i].area < 0) {
      die("%s: cell %s has no area", path, lcells[i].name);
    }
    if (strcmp(lcells[i].name, ge_cell) == 0) {
      ge_area = lcells[i].area;
    }
  }
  if (ge_area <= 0) {
    die("%s: no gate-equivalent cell '%s' with an area (--ge-cell)", path, ge_cell);
  }
}

static const libcell_t *find_lcell(const char *name) {
  for (unsigned i = 0; i < nlcells; i++) {
    if (strcmp(lcells[i].name, name) == 0) {
      return &lcells[i];
    }
  }
  return NULL;
}

/* The mapped netlist of a block: library cells priced, a unit's children added per instance. */
typedef struct lib_stat {
  const char *file, *dir;
  double area, seq_area; /* um^2: all cells, the storage cells */
  long long cells, seq;  /* library cells, storage cells (flip-flops and latches) */
  int seen;
} lib_stat_t;

static void read_lib_stat(const char *dir, const char *block, lib_stat_t *ls);

static void lib_cb(void *ctx, const char *path, const char *val) {
  lib_stat_t *ls = ctx;
  static const char by_type[] = "/design/num_cells_by_type/";
  if (strcmp(path, "/design/num_cells") == 0) {
    ls->seen = 1;
    return;
  }
  if (strncmp(path, by_type, sizeof by_type - 1) != 0) {
    return;
  }
  const char *type = path + sizeof by_type - 1;
  long long n = parse_ll(val, ls->file);
  const libcell_t *c = find_lcell(type);
  if (c) {
    ls->area += (double)n * c->area;
    ls->cells += n;
    if (c->seq) {
      ls->seq += n;
      ls->seq_area += (double)n * c->area;
    }
  } else if (type[0] == '$') {
    die("%s: %lld cell(s) '%s' left unmapped to the Liberty library (synth/synth.tcl)", ls->file,
        n, type);
  } else {
    /* An instance of another block (a unit's child): its own mapped netlist, per instance. */
    lib_stat_t k;
    read_lib_stat(ls->dir, type, &k);
    ls->area += (double)n * k.area;
    ls->seq_area += (double)n * k.seq_area;
    ls->cells += n * k.cells;
    ls->seq += n * k.seq;
  }
}

static void read_lib_stat(const char *dir, const char *block, lib_stat_t *ls) {
  char path[TXT];
  snprintf(path, sizeof path, "%s/%s.lib.json", dir, block);
  memset(ls, 0, sizeof *ls);
  ls->file = path;
  ls->dir = dir;
  char *text = slurp(path);
  if (!text) {
    die("%s: %s (run `make synth` first)", path, strerror(errno));
  }
  json_t j = {text, path};
  char keypath[TXT] = "";
  json_value(&j, keypath, sizeof keypath, lib_cb, ls, 0);
  free(text);
  if (!ls->seen) {
    die("%s: no design cell count: not a `stat -json -top` output", path);
  }
  ls->file = NULL;
}

/* OpenSTA's result for a block (synth/sta.tcl): the critical path and its end points. */
typedef struct timing {
  double crit_ns; /* 0: no timed path */
  char path[TXT]; /* "from -> to" */
} timing_t;

/* "Startpoint: _123_ (rising edge-triggered flip-flop clocked by clk)" -> "flip-flop _123_". */
static void sta_point(const char *text, const char *key, const char *file, char *out, size_t cap) {
  const char *p = strstr(text, key);
  if (!p) {
    die("%s: no \"%s\" line (not a synth/sta.tcl report)", file, key);
  }
  p += strlen(key);
  while (*p == ' ') {
    p++;
  }
  size_t n = strcspn(p, " \n");
  /* The rest of the line, "(rising edge-triggered flip-flop clocked by clk)" or "(input port
   * ...)", names the kind of point. */
  char rest[TXT];
  snprintf(rest, sizeof rest, "%.*s", (int)strcspn(p + n, "\n"), p + n);
  const char *kind = strstr(rest, "flip-flop")       ? "flip-flop"
                     : strstr(rest, "(input port")  ? "input"
                     : strstr(rest, "(output port") ? "output"
                                                    : "pin";
  snprintf(out, cap, "%s %.*s", kind, (int)n, p);
}

static void read_timing(const char *dir, const char *block, timing_t *t) {
  char path[TXT];
  snprintf(path, sizeof path, "%s/%s.sta.txt", dir, block);
  char *text = slurp(path);
  if (!text) {
    die("%s: %s (run `make synth` first)", path, strerror(errno));
  }
  const char *w = strstr(text, "WT_TIMING ");
  const char *c = w ? strstr(w, "critical_ns=") : NULL;
  if (!c) {
    die("%s: no `WT_TIMING ... critical_ns=` line (not a synth/sta.tcl report)", path);
  }
  char *end;
  t->crit_ns = strtod(c + strlen("critical_ns="), &end);
  if (end == c + strlen("critical_ns=") || t->crit_ns < 0) {
    die("%s: unreadable critical_ns", path);
  }
  t->path[0] = '\0';
  if (t->crit_ns > 0) {
    char from[TXT / 4], to[TXT / 4];
    sta_point(text, "Startpoint:", path, from, sizeof from);
    sta_point(text, "Endpoint:", path, to, sizeof to);
    snprintf(t->path, sizeof t->path, "%s -> %s", from, to);
  }
  free(text);
}

/////////////////////////////////////////////////////////////////////////////////////////////////
// Memory split: the arrays a chip would build as SRAM (wt_mem_t), priced by tools/sram_model.c.
/////////////////////////////////////////////////////////////////////////////////////////////////

static long long sram_min_bits = -1; /* --sram-min-bits: smaller arrays stay flip-flops */
static double report_node_nm = 180;  /* the library's feature size, for the SRAM model */

typedef struct mem_sum {
  long long bits;    /* bits in arrays at or above the threshold */
  double sram_um2;   /* their SRAM estimate at report_node_nm */
  char list[TXT];    /* "name rows x cols x banks, rp/wp = um2;..." */
} mem_sum_t;

static const wt_field_t *state_field(const wt_block_t *b, const char *name) {
  for (unsigned f = 0; f < b->state.n; f++) {
    if (strcmp(b->state.f[f].name, name) == 0) {
      return &b->state.f[f];
    }
  }
  die("%s: memory names state field '%s', which the block does not have", b->name, name);
  return NULL;
}

/* One declared array's geometry; 0 when it is below the threshold. */
static int mem_geom(const wt_block_t *b, const wt_mem_t *m, wt_sram_geom_t *g, long long *bits) {
  long long entries = -1, width = 0;
  for (const char *const *q = m->fields; *q; q++) {
    const wt_field_t *f = state_field(b, *q);
    if (entries >= 0 && f->count != entries) {
      die("%s: memory '%s': field '%s' has %u elements, the others %lld", b->name, m->name, *q,
          f->count, entries);
    }
    entries = f->count;
    width += f->width;
  }
  if (entries < 0 || m->banks == 0 || m->ways == 0 || entries % ((long long)m->banks * m->ways)) {
    die("%s: memory '%s': %lld entries do not split into %u bank(s) of %u way(s)", b->name,
        m->name, entries, m->banks, m->ways);
  }
  *bits = entries * width;
  memset(g, 0, sizeof *g);
  g->name = m->name;
  g->rows = (unsigned)(entries / m->banks / m->ways);
  g->cols = (unsigned)(width * m->ways);
  g->banks = m->banks;
  g->rp = m->rp;
  g->wp = m->wp;
  return *bits >= sram_min_bits;
}

static const wt_block_t *find_block(const char *name) {
  for (unsigned i = 0; i < wt_n_stims; i++) {
    if (strcmp(wt_stims[i]->block->name, name) == 0) {
      return wt_stims[i]->block;
    }
  }
  die("no block '%s' in this configuration's registry", name);
  return NULL;
}

/* Whether every field of array `m` is one of `only` (a NULL-terminated list). */
static int mem_within(const wt_mem_t *m, const char *const *only) {
  for (const char *const *q = m->fields; *q; q++) {
    int in = 0;
    for (const char *const *o = only; *o; o++) {
      in |= strcmp(*o, *q) == 0;
    }
    if (!in) {
      return 0;
    }
  }
  return 1;
}

/* Adds the arrays of block `b` (those whose fields are all in `only`, or all when NULL), `times`
 * instances, and those of its children (a unit: `kids` = "module=count;..." from its synthesis in
 * `dir`). */
static void mem_add(const char *dir, const wt_block_t *b, const char *const *only,
                    const char *kids, long long times, mem_sum_t *ms) {
  for (unsigned i = 0; i < b->nmems; i++) {
    const wt_mem_t *m = &b->mems[i];
    wt_sram_geom_t g;
    long long bits;
    if ((only && !mem_within(m, only)) || !mem_geom(b, m, &g, &bits)) {
      continue;
    }
    /* The array's organisation: fold its rows into wider rows (a column mux of 2, 4, ...) where
     * that is smaller, as CACTI picks the organisation of least cost. A tall, narrow array (a
     * TID bank: 128 rows of 10 b) otherwise pays its row periphery for very few bits. */
    double a = wt_sram_area_um2(&g, report_node_nm);
    for (unsigned f = 2; g.rows % f == 0 && g.rows / f >= 1 && f <= 64; f *= 2) {
      wt_sram_geom_t h = g;
      h.rows = g.rows / f;
      h.cols = g.cols * f;
      double ah = wt_sram_area_um2(&h, report_node_nm);
      if (ah >= 0 && ah < a) {
        a = ah;
        g = h;
      }
    }
    ms->bits += times * bits;
    ms->sram_um2 += (double)times * a;
    append(ms->list, sizeof ms->list, "%s%s %ux%u b x%u %uR%uW %.0f um2", ms->list[0] ? "; " : "",
           m->name, g.rows, g.cols, g.banks, g.rp, g.wp, a);
    if (times > 1) {
      append(ms->list, sizeof ms->list, " (x%lld)", times);
    }
  }
  char buf[TXT], *save = buf, *item;
  copy(buf, sizeof buf, kids ? kids : "", "children");
  while ((item = strtok_r(save, ";", &save))) {
    char *eq = strchr(item, '=');
    *eq = '\0';
    long long n = parse_ll(eq + 1, "children");
    char path[TXT];
    snprintf(path, sizeof path, "%s/%s.json", dir, item);
    synth_stat_t cs;
    read_stat(path, &cs);
    mem_add(dir, find_block(item), NULL, cs.kids, times * n, ms);
  }
}

static void fmt_num(char *out, size_t cap, long long v) {
  if (v < 0) {
    snprintf(out, cap, "-");
  } else {
    snprintf(out, cap, "%lld", v);
  }
}

/* The rows file's columns, in file order, declared once: the header, the writer (`rows`, one cell
 * per column by name, "-" where a row has no value) and the reader (`report`) all use them. */
#define ROW_COLS(X) \
  X(block) X(config) X(paper) X(paper_fields) X(model) X(per) X(ffs) X(latches) X(cells) X(lib_ffs) \
  X(area_um2) X(kge) X(crit_ns) X(fmax_mhz) X(crit_path) X(mem_bits) X(mem_ff_um2) X(sram_um2) \
  X(chip_um2) X(mems) X(paper_ref) X(fields) X(ff_types)
#define COL_NAME(c) #c,
#define COL_ENUM(c) C_##c,
static const char *const row_cols[] = {ROW_COLS(COL_NAME)};
enum { ROW_COLS(COL_ENUM) NCOLS };

/* One row being written: a cell per column, "-" until set. */
typedef struct row_out {
  char cell[NCOLS][TXT];
} row_out_t;

static void row_init(row_out_t *r) {
  for (unsigned c = 0; c < NCOLS; c++) {
    snprintf(r->cell[c], TXT, "-");
  }
}

static void row_set(row_out_t *r, int col, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(r->cell[col], TXT, fmt, ap);
  va_end(ap);
  if (n < 0 || n >= TXT) {
    die("column %s: value too long", row_cols[col]);
  }
  for (char *q = r->cell[col]; *q; q++) { /* one tab-separated cell */
    if (*q == '\t' || *q == '\n' || *q == '\r') {
      *q = ' ';
    }
  }
}

static void row_emit(sbuf_t *tsv, const row_out_t *r) {
  for (unsigned c = 0; c < NCOLS; c++) {
    sb_add(tsv, "%s%s", c ? "\t" : "", r->cell[c][0] ? r->cell[c] : "-");
  }
  sb_add(tsv, "\n");
}

/* The "block/part" rows of block b after its own row. dir: the synthesis directory (NULL: no
 * synthesis, memory columns "-"); ffs: the block's flip-flops (-1: not synthesized). */
static void emit_parts(sbuf_t *tsv, const wt_block_t *b, long long model, const char *dir,
                       long long ffs) {
  static row_out_t ro;
  char pb[32], pfb[32];
  /* One row per paper structure inside the block ("block/part"): MODEL from its fields; its
   * flip-flops, cells and area are counted on the block's row (Yosys flattens the block); its
   * memory bits and SRAM estimate are those of the arrays inside it. A per-instance part (per N >
   * 1) is a view outside the partition: MODEL = its fields' bits / N, FFs = the block's / N when
   * it lists the whole state, no memory figures. */
  long long parts_model = 0;
  unsigned nwhole = 0;
  for (unsigned p = 0; p < b->nparts; p++) {
    const wt_part_t *pt = &b->parts[p];
    unsigned per = pt->per ? pt->per : WT_WHOLE;
    char pfields[TXT] = "";
    long long pm = 0;
    for (const char *const *q = pt->fields; *q; q++) {
      const wt_field_t *f = state_field(b, *q);
      for (const char *const *o = pt->fields; o != q; o++) {
        if (strcmp(*o, *q) == 0) {
          die("%s: part '%s' lists field '%s' twice", b->name, pt->name, *q);
        }
      }
      append(pfields, sizeof pfields, "%s%s %u %u", pfields[0] ? ";" : "", *q, f->count,
             f->width);
      pm += (long long)f->count * f->width;
    }
    if (pm % per != 0) {
      die("%s: part '%s' per %u: its fields hold %lld bits, not a multiple of %u", b->name,
          pt->name, per, pm, per);
    }
    fmt_num(pb, sizeof pb, pt->paper_bits);
    fmt_num(pfb, sizeof pfb, pt->paper_field_bits);
    /* Synthesis columns stay "-": they are counted on the block's row. */
    row_init(&ro);
    row_set(&ro, C_block, "%s/%s", b->name, pt->name);
    row_set(&ro, C_config, "%s", WT_CONFIG_NAME);
    row_set(&ro, C_paper, "%s", pb);
    row_set(&ro, C_paper_fields, "%s", pfb);
    row_set(&ro, C_model, "%lld", pm / per);
    row_set(&ro, C_per, "%u", per);
    row_set(&ro, C_paper_ref, "%s", pt->paper_ref ? pt->paper_ref : "");
    row_set(&ro, C_fields, "%s", pfields);
    if (per == WT_WHOLE) {
      nwhole++;
      parts_model += pm;
      if (dir) {
        mem_sum_t pms = {0};
        mem_add(dir, b, pt->fields, NULL, 1, &pms);
        row_set(&ro, C_mem_bits, "%lld", pms.bits);
        /* A unit declares no arrays (its children do, on their own rows): "-", not 0. */
        if (b->nmems) {
          row_set(&ro, C_sram_um2, "%.0f", pms.sram_um2);
        }
        row_set(&ro, C_mems, "%s", pms.list);
      }
    } else if (ffs >= 0 && pm == model && ffs % per == 0) {
      /* Distinct fields of the block holding all its bits: the whole state, one instance. */
      row_set(&ro, C_ffs, "%lld", ffs / per);
    }
    row_emit(tsv, &ro);
  }
  if (nwhole && parts_model != model) {
    die("%s: its parts hold %lld bits, the block %lld: every state field must be in one part",
        b->name, parts_model, model);
  }
}

static int mode_rows(int argc, char **argv) {
  static const char usage[] = "usage: bits rows --synth-dir DIR --liberty FILE --ge-cell CELL "
                              "--sram-min-bits N --node-nm NM [--unsynth \"BLOCK...\"] --out FILE, or "
                              "bits rows --model-only --out FILE";
  const char *dir = NULL, *out = NULL, *lib = NULL, *ge = NULL, *unsynth = "";
  int model_only = 0;
  for (int i = 0; i < argc; i++) {
    if (strcmp(argv[i], "--model-only") == 0) {
      model_only = 1;
    } else if (strcmp(argv[i], "--unsynth") == 0 && i + 1 < argc) {
      unsynth = argv[++i];
    } else if (strcmp(argv[i], "--synth-dir") == 0 && i + 1 < argc) {
      dir = argv[++i];
    } else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
      out = argv[++i];
    } else if (strcmp(argv[i], "--liberty") == 0 && i + 1 < argc) {
      lib = argv[++i];
    } else if (strcmp(argv[i], "--ge-cell") == 0 && i + 1 < argc) {
      ge = argv[++i];
    } else if (strcmp(argv[i], "--sram-min-bits") == 0 && i + 1 < argc) {
      sram_min_bits = parse_ll(argv[++i], "--sram-min-bits");
    } else if (strcmp(argv[i], "--node-nm") == 0 && i + 1 < argc) {
      report_node_nm = (double)parse_ll(argv[++i], "--node-nm");
    } else {
      die("unknown argument '%s' (%s)", argv[i], usage);
    }
  }
  if (model_only ? (dir || lib || ge || !out || unsynth[0])
                 : (!dir || !out || !lib || !ge || sram_min_bits < 0 || report_node_nm <= 0)) {
    die("%s", usage);
  }
  if (!model_only) {
    read_liberty(lib, ge);
  }
  sbuf_t tsv = {0};
  sb_add(&tsv, "#");
  for (unsigned c = 0; c < NCOLS; c++) {
    sb_add(&tsv, "%s%s", c ? "\t" : "", row_cols[c]);
  }
  sb_add(&tsv, "\n");
  for (unsigned i = 0; i < wt_n_stims; i++) {
    const wt_block_t *b = wt_stims[i]->block;
    char path[TXT], fields[TXT] = "", pb[32], pfb[32];
    long long model = (long long)wt_fields_bits(b->state);
    for (unsigned f = 0; f < b->state.n; f++) {
      append(fields, sizeof fields, "%s%s %u %u", f ? ";" : "", b->state.f[f].name,
             b->state.f[f].count, b->state.f[f].width);
    }
    fmt_num(pb, sizeof pb, b->paper_bits);
    fmt_num(pfb, sizeof pfb, b->paper_field_bits);
    static row_out_t ro;
    row_init(&ro);
    row_set(&ro, C_block, "%s", b->name);
    row_set(&ro, C_config, "%s", WT_CONFIG_NAME);
    row_set(&ro, C_paper, "%s", pb);
    row_set(&ro, C_paper_fields, "%s", pfb);
    row_set(&ro, C_model, "%lld", model);
    row_set(&ro, C_per, "1");
    row_set(&ro, C_paper_ref, "%s", b->paper_ref ? b->paper_ref : "");
    row_set(&ro, C_fields, "%s", fields);
    if (model_only || word_in(unsynth, b->name)) {
      /* The storage bits without a synthesis (the main job; a block of --unsynth): every
       * synthesis, area, timing and memory column "-"; the report says it was not synthesized. */
      row_emit(&tsv, &ro);
      printf("bits [%s] %-18s PAPER %6s  PAPER-FIELDS %6s  MODEL %6lld  (not synthesized)\n",
             WT_CONFIG_NAME, b->name, pb, pfb, model);
      emit_parts(&tsv, b, model, NULL, -1);
      continue;
    }
    synth_stat_t st;
    snprintf(path, sizeof path, "%s/%s.json", dir, b->name);
    read_stat(path, &st);
    lib_stat_t ls;
    read_lib_stat(dir, b->name, &ls);
    if (ls.seq != st.ffs) {
      die("%s/%s.lib.json: %lld storage cells after mapping to %s, but the synthesis has %lld "
          "flip-flops and latches: the mapping lost or added state", dir, b->name, ls.seq, lib,
          st.ffs);
    }
    timing_t tm;
    read_timing(dir, b->name, &tm);
    mem_sum_t ms = {0};
    mem_add(dir, b, NULL, st.kids, 1, &ms);
    /* The flip-flop area of the memory bits: each bit one storage cell of this block's mapping
     * (their mean area); "as a chip would build it" swaps that for the SRAM estimate. The arrays'
     * read and write logic stays counted, so it is an upper bound. */
    double ff_cell = ls.seq ? ls.seq_area / (double)ls.seq : 0;
    double mem_ff = (double)ms.bits * ff_cell;
    double chip = ls.area - mem_ff + ms.sram_um2;
    row_set(&ro, C_ffs, "%lld", st.ffs);
    row_set(&ro, C_latches, "%lld", st.latches);
    row_set(&ro, C_cells, "%lld", st.cells);
    row_set(&ro, C_lib_ffs, "%lld", ls.seq);
    row_set(&ro, C_area_um2, "%.0f", ls.area);
    row_set(&ro, C_kge, "%.2f", ls.area / ge_area / 1000.0);
    row_set(&ro, C_crit_ns, "%.3f", tm.crit_ns);
    row_set(&ro, C_fmax_mhz, "%.1f", tm.crit_ns > 0 ? 1000.0 / tm.crit_ns : 0.0);
    row_set(&ro, C_crit_path, "%s", tm.path);
    row_set(&ro, C_mem_bits, "%lld", ms.bits);
    row_set(&ro, C_mem_ff_um2, "%.0f", mem_ff);
    row_set(&ro, C_sram_um2, "%.0f", ms.sram_um2);
    row_set(&ro, C_chip_um2, "%.0f", chip);
    row_set(&ro, C_mems, "%s", ms.list);
    row_set(&ro, C_ff_types, "%s", st.ff_types);
    row_emit(&tsv, &ro);
    printf("bits [%s] %-18s PAPER %6s  PAPER-FIELDS %6s  MODEL %6lld  FFs %6lld  %10.0f um2  "
           "%7.2f kGE  %6.3f ns  %s\n",
           WT_CONFIG_NAME, b->name, pb, pfb, model, st.ffs, ls.area, ls.area / ge_area / 1000.0,
           tm.crit_ns, st.ffs == model ? "FFs = MODEL" : "FFs != MODEL");
    emit_parts(&tsv, b, model, dir, st.ffs);
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
  long long paper, paper_fields, model, ffs, latches, cells, lib_ffs, mem_bits;
  long long per; /* 1, or a per-instance part row: paper, paper_fields, model, ffs are per 1/per */
  /* Standard-cell figures (-1: none, a part row): um^2, kGE, ns, MHz. */
  double area, kge, crit_ns, fmax, mem_ff, sram, chip;
  char crit_path[TXT], mems[TXT];
  char paper_ref[TXT], fields[TXT], ff_types[TXT];
  /* Derived in the report. */
  int part;            /* a paper structure inside a block: "block/part", no FFs of its own */
  int unsynth;         /* a block row without a synthesis (bits rows --model-only) */
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
  double node_nm; /* the paper's technology node, or -1 */
  char node_src[TXT];
} ptable_t;

typedef struct prow {
  char table[256], block[128], label[TXT], entries[64], fields[TXT], notes[TXT], comment[TXT];
  long long stated;  /* the paper's bits for a block not built yet, else -1 (the descriptor's) */
  double stated_mm2; /* the paper's area for the row at the table's node, or -1 */
  const char *file;
  int line;
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


static long long opt_num(const char *s, const char *what) {
  return strcmp(s, "-") == 0 ? -1 : parse_ll(s, what);
}

/* A real number cell; "-" (-1) only where `dash_ok`. */
static double opt_real(const char *s, int dash_ok, const char *what) {
  if (dash_ok && strcmp(s, "-") == 0) {
    return -1;
  }
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (end == s || *end || errno || v < 0) {
    die("%s: '%s' is not a non-negative number (stale file? rerun `make bits`)", what, s);
  }
  return v;
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
    copy(r->block, sizeof r->block, f[C_block], what);
    copy(r->config, sizeof r->config, f[C_config], what);
    r->paper = opt_num(f[C_paper], what);
    r->paper_fields = opt_num(f[C_paper_fields], what);
    r->model = parse_ll(f[C_model], what);
    /* A part row ("block/part") has no synthesis numbers of its own: "-" (-1). */
    r->part = strchr(f[C_block], '/') != NULL;
    r->per = parse_ll(f[C_per], what);
    if (r->per < 1 || (!r->part && r->per != 1)) {
      die("%s: per %lld (a block row has 1, a part row at least 1)", what, r->per);
    }
    /* A block row of `bits rows --model-only` (the main job) has no synthesis: FFs "-", and
     * so every synthesis, area, timing and memory column. */
    r->unsynth = !r->part && strcmp(f[C_ffs], "-") == 0;
    int dash = r->part || r->unsynth;
    r->ffs = dash ? opt_num(f[C_ffs], what) : parse_ll(f[C_ffs], what);
    r->latches = dash ? opt_num(f[C_latches], what) : parse_ll(f[C_latches], what);
    r->cells = dash ? opt_num(f[C_cells], what) : parse_ll(f[C_cells], what);
    r->lib_ffs = dash ? opt_num(f[C_lib_ffs], what) : parse_ll(f[C_lib_ffs], what);
    r->area = opt_real(f[C_area_um2], dash, what);
    r->kge = opt_real(f[C_kge], dash, what);
    r->crit_ns = opt_real(f[C_crit_ns], dash, what);
    r->fmax = opt_real(f[C_fmax_mhz], dash, what);
    copy(r->crit_path, sizeof r->crit_path, f[C_crit_path], what);
    /* A per-instance part row has no memory figures. */
    r->mem_bits = r->per > 1 || r->unsynth || (r->part && strcmp(f[C_mem_bits], "-") == 0)
                      ? opt_num(f[C_mem_bits], what) : parse_ll(f[C_mem_bits], what);
    r->mem_ff = opt_real(f[C_mem_ff_um2], dash, what);
    r->sram = opt_real(f[C_sram_um2], dash, what);
    r->chip = opt_real(f[C_chip_um2], dash, what);
    copy(r->mems, sizeof r->mems, f[C_mems], what);
    copy(r->paper_ref, sizeof r->paper_ref, f[C_paper_ref], what);
    copy(r->fields, sizeof r->fields, f[C_fields], what);
    copy(r->ff_types, sizeof r->ff_types, f[C_ff_types], what);
    /* A block without state (rtl_c/wt_block.h WT_NO_STATE) has no fields and no flip-flops: the
     * rows file writes the empty lists as "-". */
    if (strcmp(r->fields, "-") == 0) {
      r->fields[0] = '\0';
    }
    if (strcmp(r->ff_types, "-") == 0) {
      r->ff_types[0] = '\0';
    }
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
    char *f[11], what[TXT];
    int n = split(line, '|', f, 10);
    snprintf(what, sizeof what, "%s:%d", path, ln);
    for (int k = 0; k < n && k < 10; k++) {
      f[k] = trim(f[k]);
    }
    if (strcmp(f[0], "note") == 0 && n == 4) {
      note_t *o = GROW(notes, nnotes);
      copy(o->id, sizeof o->id, f[1], what);
      copy(o->title, sizeof o->title, f[2], what);
      copy(o->text, sizeof o->text, f[3], what);
    } else if (strcmp(f[0], "table") == 0 && n == 6) {
      ptable_t *t = GROW(tables, ntables);
      copy(t->id, sizeof t->id, f[1], what);
      copy(t->config, sizeof t->config, f[2], what);
      copy(t->heading, sizeof t->heading, f[3], what);
      snprintf(what, sizeof what, "%s:%d: node (nm)", path, ln);
      t->node_nm = strcmp(f[4], "-") == 0 ? -1 : (double)parse_ll(f[4], what);
      copy(t->node_src, sizeof t->node_src, f[5], what);
    } else if (strcmp(f[0], "row") == 0 && n == 10) {
      prow_t *p = GROW(prows, nprows);
      copy(p->table, sizeof p->table, f[1], what);
      copy(p->block, sizeof p->block, f[2], what);
      copy(p->label, sizeof p->label, f[3], what);
      copy(p->entries, sizeof p->entries, f[4], what);
      copy(p->fields, sizeof p->fields, f[5], what);
      char w2[TXT];
      snprintf(w2, sizeof w2, "%s:%d: stated bits", path, ln);
      p->stated = opt_num(f[6], w2);
      snprintf(w2, sizeof w2, "%s:%d: stated mm²", path, ln);
      p->stated_mm2 = opt_real(f[7], 1, w2);
      copy(p->notes, sizeof p->notes, f[8], what);
      copy(p->comment, sizeof p->comment, f[9], what);
      p->file = path;
      p->line = ln;
    } else {
      die("%s: expected `note|id|title|text`, `table|id|config|heading|node nm|node source` or "
          "`row|table|block|label|entries|fields|stated bits|stated mm²|note ids|comment`", what);
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
  if (r->part && r->per > 1) {
    r->verdict = "part";
    append(r->note, sizeof r->note, "one instance of %lld: MODEL = the fields' bits / %lld; ",
           r->per, r->per);
    if (r->ffs >= 0) {
      append(r->note, sizeof r->note, "FFs = the block's FFs / %lld", r->per);
    } else {
      append(r->note, sizeof r->note, "FFs counted on the block's row");
    }
  } else if (r->part) {
    r->verdict = "part";
    append(r->note, sizeof r->note, "paper structure inside the block; FFs counted on its row");
  } else if (r->unsynth) {
    r->verdict = "not synthesized";
    append(r->note, sizeof r->note, "not synthesized in this run (`make bits`: FFs, area, timing)");
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

/* A real figure with `prec` decimals, or "-" when absent (< 0). */
static const char *real(double v, int prec) {
  static char bufs[16][48];
  static unsigned which;
  char *o = bufs[which++ % 16];
  if (v < 0) {
    snprintf(o, 48, "-");
  } else {
    snprintf(o, 48, "%.*f", prec, v);
  }
  return o;
}

static void md_main_table(sbuf_t *b) {
  sb_add(b, "| block | config | PAPER | PAPER-FIELDS | MODEL | FFs | µm² | kGE | critical path ns | "
            "note |\n");
  sb_add(b, "|---|---|---:|---:|---:|---:|---:|---:|---:|---|\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    sb_add(b, "| %s | %s | %s | %s | %lld | %s | %s | %s | %s | %s |\n", md(r->block),
           md(r->config), num(r->paper), num(r->paper_fields), r->model, num(r->ffs),
           real(r->area, 0), real(r->kge, 1), real(r->crit_ns, 2), md(r->note));
  }
}

/* Block rows only: the standard-cell figures and the memory split. */
static void md_area_table(sbuf_t *b) {
  unsigned synthesized = 0;
  for (unsigned i = 0; i < nrows; i++) {
    synthesized += !rows[i].part && !rows[i].unsynth;
  }
  if (!synthesized) {
    sb_add(b, "No block was synthesized in this run (the main job's storage bits): `make bits` "
              "synthesizes every block and writes this table.\n");
    return;
  }
  sb_add(b, "| block | config | FFs | mapped FFs | cells | µm² | kGE | critical path ns | Fmax MHz | "
            "critical path | SRAM bits | their FF µm² | SRAM µm² | as a chip µm² | arrays |\n");
  sb_add(b, "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---|\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    if (r->part || r->unsynth) {
      continue;
    }
    sb_add(b, "| %s | %s | %lld | %lld | %lld | %s | %s | %s | %s | %s | %lld | %s | %s | %s | %s |\n",
           md(r->block), md(r->config), r->ffs, r->lib_ffs, r->cells, real(r->area, 0),
           real(r->kge, 2), real(r->crit_ns, 3), real(r->fmax, 1), md(r->crit_path), r->mem_bits,
           real(r->mem_ff, 0), real(r->sram, 0), real(r->chip, 0), md(r->mems));
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
  sb_add(b, "| block | config | MODEL = Σ name count×width (/ instances) | MODEL |\n|---|---|---|---:|\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    field3_t f[256];
    unsigned n = parse_fields(r->fields, f, 256, r->block);
    sb_add(b, "| %s | %s | ", md(r->block), md(r->config));
    long long sum = 0;
    sb_add(b, "%s", r->per > 1 ? "(" : "");
    for (unsigned k = 0; k < n; k++) {
      sb_add(b, "%s`%s` %lld×%lld", k ? " + " : "", md(f[k].name), f[k].count, f[k].width);
      sum += f[k].count * f[k].width;
    }
    if (r->per > 1) {
      sb_add(b, ") / %lld", r->per);
    }
    if (sum != r->model * r->per) {
      die("%s %s: fields add up to %lld, not MODEL %lld x per %lld", r->block, r->config, sum,
          r->model, r->per);
    }
    sb_add(b, " | %lld |\n", r->model);
  }
}

/* The blocks this project has built (every paper's, --built): a paper row whose block is not one
 * of them is shown as "not built" with the paper's stated bits. */
static char built_blocks[4 * TXT];
static double lib_node_nm = 180; /* the Liberty library's node, for the scaling line */

static int is_built(const char *block) {
  char name[128];
  copy(name, sizeof name, block, "block");
  char *slash = strchr(name, '/');
  if (slash) {
    *slash = '\0';
  }
  return word_in(built_blocks, name);
}

/* Each paper row against this report: a built block must have its row in the table's
 * configuration and takes its PAPER from its descriptor; a row not built gives the stated bits. */
static void check_prows(void) {
  for (unsigned i = 0; i < nprows; i++) {
    const prow_t *p = &prows[i];
    const ptable_t *t = find_table(p->table);
    if (is_built(p->block)) {
      if (!find_row(p->block, t->config)) {
        die("%s:%d: paper row '%s': block %s is built but has no row in configuration %s (is %s "
            "in the report?)", p->file, p->line, p->label, p->block, t->config, t->config);
      }
      if (p->stated >= 0) {
        die("%s:%d: paper row '%s': %s is built, so its stated bits come from its descriptor "
            "(rtl_c/, .paper_bits); write \"-\" here", p->file, p->line, p->label, p->block);
      }
    }
  }
}

/* "X4 X5" -> "X4, X5", and the ids added to `cited` (" X4  X5 "). */
static void cite(const char *ids_in, char *list, size_t lcap, char *cited, size_t ccap) {
  char ids[TXT], *save = ids, *id;
  copy(ids, sizeof ids, ids_in, "note ids");
  list[0] = '\0';
  while ((id = strtok(save, " ,"))) {
    save = NULL;
    append(list, lcap, "%s%s", list[0] ? ", " : "", id);
    char pad[80];
    snprintf(pad, sizeof pad, " %s ", id);
    if (!strstr(cited, pad)) {
      append(cited, ccap, "%s", pad);
    }
  }
}

static void md_tables(sbuf_t *b) {
  for (unsigned t = 0; t < ntables; t++) {
    const ptable_t *tb = &tables[t];
    char cited[TXT] = "";
    double scale = tb->node_nm > 0 ? (lib_node_nm / tb->node_nm) * (lib_node_nm / tb->node_nm) : -1;
    sb_add(b, "\n## %s, configuration %s\n\n", tb->heading, tb->config);
    sb_add(b, "| row | entries | listed fields | block | PAPER (stated) | PAPER-FIELDS | MODEL | "
              "FFs | µm² (%.2f µm cells) | SRAM est. µm² | paper mm² (%s nm) | paper mm² at %.2f µm | "
              "notes |\n|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n",
              lib_node_nm / 1000, tb->node_nm > 0 ? real(tb->node_nm, 0) : "?",
              lib_node_nm / 1000);
    for (unsigned i = 0; i < nprows; i++) {
      const prow_t *p = &prows[i];
      if (strcmp(p->table, tb->id) != 0) {
        continue;
      }
      char list[TXT];
      cite(p->notes, list, sizeof list, cited, sizeof cited);
      const char *pmm = real(p->stated_mm2, 4);
      const char *smm = p->stated_mm2 >= 0 && scale > 0 ? real(p->stated_mm2 * scale, 3) : "-";
      const row_t *r = is_built(p->block) ? find_row(p->block, tb->config) : NULL;
      if (r) {
        sb_add(b, "| %s | %s | %s | %s | %s | %s | %lld | %s | %s | %s | %s | %s | %s |\n",
               md(p->label), md(p->entries), md(p->fields), md(p->block), num(r->paper),
               num(r->paper_fields), r->model, num(r->ffs), real(r->area, 0), real(r->sram, 0),
               pmm, smm, list);
      } else {
        sb_add(b, "| %s | %s | %s | %s (not built) | %s | - | - | - | - | - | %s | %s | %s |\n",
               md(p->label), md(p->entries), md(p->fields), md(p->block), num(p->stated), pmm,
               smm, list);
      }
    }
    sb_add(b, "\n");
    if (scale > 0) {
      sb_add(b, "Node: %s. To compare with the µm² columns, the paper's areas are scaled by "
                "(%.0f / %.0f)² = %.2f (area ∝ feature size², ideal scaling). Real scaling is "
                "worse for wires and SRAM cells and the paper's figures are CACTI or McPAT "
                "estimates, so read the ratio to within a factor of about 2. µm² is the "
                "standard-cell area of this project's flip-flop design; SRAM est. is the same "
                "bits as SRAM (tools/sram_model.c, synth/sram_model.md).\n\n",
             md(tb->node_src), lib_node_nm, tb->node_nm, scale);
    }
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

static void json_real(sbuf_t *b, double v) {
  if (v < 0) {
    sb_add(b, "null");
  } else {
    sb_add(b, "%.4f", v);
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
    sb_add(&b, ", \"model\": %lld, \"per\": %lld, \"ffs\": ", r->model, r->per);
    json_num(&b, r->ffs);
    sb_add(&b, ", \"latches\": ");
    json_num(&b, r->latches);
    sb_add(&b, ", \"cells\": ");
    json_num(&b, r->cells);
    sb_add(&b, ", \"lib_ffs\": ");
    json_num(&b, r->lib_ffs);
    sb_add(&b, ", \"area_um2\": ");
    json_real(&b, r->area);
    sb_add(&b, ", \"kge\": ");
    json_real(&b, r->kge);
    sb_add(&b, ", \"crit_ns\": ");
    json_real(&b, r->crit_ns);
    sb_add(&b, ", \"fmax_mhz\": ");
    json_real(&b, r->fmax);
    sb_add(&b, ", \"crit_path\": ");
    json_str(&b, r->crit_path);
    sb_add(&b, ",\n     \"mem_bits\": ");
    json_num(&b, r->mem_bits);
    sb_add(&b, ", \"mem_ff_um2\": ");
    json_real(&b, r->mem_ff);
    sb_add(&b, ", \"sram_um2\": ");
    json_real(&b, r->sram);
    sb_add(&b, ", \"chip_um2\": ");
    json_real(&b, r->chip);
    sb_add(&b, ", \"mems\": ");
    json_str(&b, r->mems);
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
    sb_add(&b, ", \"node_nm\": ");
    json_real(&b, tables[t].node_nm);
    sb_add(&b, ", \"rows\": [");
    int first = 1;
    for (unsigned i = 0; i < nprows; i++) {
      const prow_t *p = &prows[i];
      if (strcmp(p->table, tables[t].id) != 0) {
        continue;
      }
      const row_t *r = is_built(p->block) ? find_row(p->block, tables[t].config) : NULL;
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
      json_num(&b, r ? r->paper : p->stated);
      sb_add(&b, ", \"paper_mm2\": ");
      json_real(&b, p->stated_mm2);
      sb_add(&b, ", \"area_um2\": ");
      json_real(&b, r ? r->area : -1);
      sb_add(&b, ", \"sram_um2\": ");
      json_real(&b, r ? r->sram : -1);
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
  sb_add(&b, "block,config,paper,paper_fields,model,per,ffs,latches,cells,lib_ffs,area_um2,kge,crit_ns,"
             "fmax_mhz,crit_path,mem_bits,mem_ff_um2,sram_um2,chip_um2,verdict,reason,paper_ref,"
             "mems,fields,ff_types\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    csv_cell(&b, r->block, 0);
    csv_cell(&b, r->config, 0);
    csv_cell(&b, r->paper < 0 ? "" : num(r->paper), 0);
    csv_cell(&b, r->paper_fields < 0 ? "" : num(r->paper_fields), 0);
    csv_cell(&b, num(r->model), 0);
    csv_cell(&b, num(r->per), 0);
    csv_cell(&b, r->ffs < 0 ? "" : num(r->ffs), 0);
    csv_cell(&b, r->latches < 0 ? "" : num(r->latches), 0);
    csv_cell(&b, r->cells < 0 ? "" : num(r->cells), 0);
    csv_cell(&b, r->lib_ffs < 0 ? "" : num(r->lib_ffs), 0);
    csv_cell(&b, r->area < 0 ? "" : real(r->area, 0), 0);
    csv_cell(&b, r->kge < 0 ? "" : real(r->kge, 3), 0);
    csv_cell(&b, r->crit_ns < 0 ? "" : real(r->crit_ns, 3), 0);
    csv_cell(&b, r->fmax < 0 ? "" : real(r->fmax, 1), 0);
    csv_cell(&b, strcmp(r->crit_path, "-") == 0 ? "" : r->crit_path, 0);
    csv_cell(&b, r->mem_bits < 0 ? "" : num(r->mem_bits), 0);
    csv_cell(&b, r->mem_ff < 0 ? "" : real(r->mem_ff, 0), 0);
    csv_cell(&b, r->sram < 0 ? "" : real(r->sram, 0), 0);
    csv_cell(&b, r->chip < 0 ? "" : real(r->chip, 0), 0);
    csv_cell(&b, r->verdict, 0);
    csv_cell(&b, r->reason, 0);
    csv_cell(&b, r->paper_ref, 0);
    csv_cell(&b, strcmp(r->mems, "-") == 0 ? "" : r->mems, 0);
    csv_cell(&b, r->fields, 0);
    csv_cell(&b, r->ff_types, 1);
  }
  write_file(path, b.s);
  free(b.s);
}

static const char *sram_tables[8]; /* --sram-table: paper SRAM parameter files (tools/sram_model.c) */
static unsigned nsram_tables;

static int mode_report(int argc, char **argv) {
  const char *reasons_path = NULL, *notes_path = NULL, *outdir = NULL;
  int strict = 0, allow_unsynth = 0, nrowfiles = 0;
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
    } else if (strcmp(argv[i], "--allow-unsynthesized") == 0) {
      allow_unsynth = 1;
    } else if (strcmp(argv[i], "--built") == 0 && i + 1 < argc) {
      copy(built_blocks, sizeof built_blocks, argv[++i], "--built");
    } else if (strcmp(argv[i], "--node-nm") == 0 && i + 1 < argc) {
      lib_node_nm = (double)parse_ll(argv[++i], "--node-nm");
    } else if (strcmp(argv[i], "--sram-table") == 0 && i + 1 < argc) {
      if (nsram_tables == sizeof sram_tables / sizeof sram_tables[0]) {
        die("more than %zu --sram-table files", sizeof sram_tables / sizeof sram_tables[0]);
      }
      sram_tables[nsram_tables++] = argv[++i];
    } else {
      die("unknown argument '%s'", argv[i]);
    }
  }
  if (!nrowfiles || !reasons_path || !notes_path || !outdir || !built_blocks[0] || lib_node_nm <= 0) {
    die("usage: bits report --rows FILE... --reasons FILE --notes FILE --built \"BLOCK...\" "
        "--node-nm NM [--sram-table FILE] --outdir DIR [--strict [--allow-unsynthesized]]");
  }
  if (allow_unsynth && !strict) {
    die("--allow-unsynthesized qualifies --strict and needs it");
  }
  check_prows();
  for (unsigned i = 0; i < nrows; i++) {
    for (unsigned k = 0; k < i; k++) {
      if (strcmp(rows[i].block, rows[k].block) == 0 && strcmp(rows[i].config, rows[k].config) == 0) {
        die("block %s config %s appears in two rows files", rows[i].block, rows[i].config);
      }
    }
  }
  unsigned bad = 0, explained = 0, unsynth = 0, blocks = 0;
  for (unsigned i = 0; i < nrows; i++) {
    judge(&rows[i]);
    bad += strcmp(rows[i].verdict, "MISMATCH") == 0;
    explained += strcmp(rows[i].verdict, "explained") == 0;
    unsynth += rows[i].unsynth;
    blocks += !rows[i].part;
  }
  if (strict && unsynth && !allow_unsynth) {
    die("--strict: %u block row(s) without a synthesis (`bits rows --model-only` or --unsynth); "
        "the FFs = MODEL check needs every block synthesized", unsynth);
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
  if (unsynth == blocks) {
    snprintf(verdict, sizeof verdict,
             "%u block x config row(s), none synthesized in this run: `make bits` synthesizes "
             "every block (Yosys, the standard cells, OpenSTA) and fills FFs, area and timing.",
             blocks);
  } else {
    snprintf(verdict, sizeof verdict,
             "%u block x config row(s): %u with FFs = MODEL, %u explained in the reasons files, "
             "%u unexplained%s.",
             blocks, blocks - bad - explained - unsynth, explained, bad,
             unsynth ? ", the others not synthesized in this run" : "");
  }

  sb_add(&doc, "# Storage bits, area and timing: paper, model, flip-flops and standard cells\n\n");
  sb_add(&doc, "PAPER: the total the paper states. PAPER-FIELDS: entries × the field widths the "
               "paper lists. MODEL: every state bit the C model and its Verilog twin hold "
               "(SPEC 0.4), from the state field table. FFs: flip-flop and latch bits Yosys 0.23 "
               "synthesizes (`synth -flatten`, synth/synth.tcl; every fine storage cell is one "
               "bit). µm²: cell area after mapping to the OSU %.2f µm standard cells "
               "(`dfflibmap`, `abc` with buffering and sizing), no wires. kGE: µm² / the "
               "2-input NAND's area / 1000. Critical path: OpenSTA on the mapped netlist, ideal "
               "clock, inputs and outputs timed as registers, no wire load (synth/sta.tcl). "
               "\"-\": the paper gives no figure for this configuration, or a paper structure "
               "inside a block (its cells are on the block's row). A `block/part` row whose "
               "note says \"one instance of N\" states one warp or one entry of a block that "
               "holds N of them: PAPER, PAPER-FIELDS and MODEL per instance (MODEL = the "
               "fields' bits / N, exactly), FFs = the block's FFs / N when the row covers the "
               "block's whole state, else \"-\".\n\n",
         lib_node_nm / 1000);
  sb_add(&doc, "%s", table.s);
  sb_add(&doc, "\n%s\n", verdict);
  sb_add(&doc, "\n## Area, timing and the memory split\n\n");
  sb_add(&doc, "mapped FFs: storage cells of the Liberty-mapped netlist (always = FFs; `bits rows` "
               "fails otherwise). SRAM bits: the bits of the arrays a chip would build as SRAM "
               "(each block's `mems` declaration in rtl_c/, with the paper's ports; arrays under "
               "SRAM_MIN_BITS stay flip-flops). their FF µm²: those bits × the mean area of the "
               "block's mapped flip-flops. SRAM µm²: the same arrays in tools/sram_model.c's "
               "SRAM model at %.2f µm (synth/sram_model.md). as a chip µm²: µm² − their FF µm² + "
               "SRAM µm² (the arrays' read and write logic stays counted: an upper bound). A "
               "unit's figures include its children's.\n\n",
         lib_node_nm / 1000);
  md_area_table(&doc);
  for (unsigned k = 0; k < nsram_tables; k++) {
    char err[TXT];
    char *mem = NULL;
    size_t mlen = 0;
    FILE *f = open_memstream(&mem, &mlen);
    if (!f) {
      die("open_memstream: %s", strerror(errno));
    }
    int rc = wt_sram_paper_table(f, sram_tables[k], err, sizeof err);
    fclose(f);
    if (rc != 0) {
      die("%s", err);
    }
    sb_add(&doc, "\n%s", mem);
    free(mem);
  }
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

  printf("\n== Storage bits, area and timing (%s/bits.md; CSV and JSON beside it)\n%s\n%s\n", outdir, table.s,
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
          "       bits rows   --model-only --out FILE\n"
          "       bits report --rows FILE [--rows FILE...] --reasons FILE --notes FILE "
          "--outdir DIR [--strict]\n");
  return 2;
}
