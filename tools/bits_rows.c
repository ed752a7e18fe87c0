/* tools/bits_rows.c: `bits rows`, one configuration's rows of the bits report (tools/bits.c):
 * every block's MODEL bits from its descriptor, and its synthesis figures from Yosys's
 * `stat -json` (read with libjansson), the Liberty cell areas (tools/liberty.c), OpenSTA's timing
 * and the SRAM model of its declared arrays (tools/sram_model.c). */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include <errno.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "liberty.h"
#include "sram_model.h"
#include "wt_block.h"
#include "wt_config.h"
#include "wt_stim.h"

const char *const row_cols[NCOLS] = {
#define COL_NAME(c) #c,
    ROW_COLS(COL_NAME)
#undef COL_NAME
};

void fmt_num(char *out, size_t cap, long long v) {
  if (v < 0) {
    snprintf(out, cap, "-");
  } else {
    snprintf(out, cap, "%lld", v);
  }
}

/////////////////////////////////////////////////////////////////////////////////////////////////
// Yosys `stat -json -top`: its "design" section, read with libjansson.
/////////////////////////////////////////////////////////////////////////////////////////////////

/* The "design" object of a `stat -json -top` output, with its cell count and cells by type
 * checked to be there. `*root` holds the document (json_decref it). */
static json_t *stat_design(const char *path, json_t **root, long long *cells) {
  json_error_t e;
  *root = json_load_file(path, 0, &e);
  if (!*root) {
    if (e.line < 0) { /* not opened */
      wt_die("%s: %s (run `make synth` first)", path, e.text);
    }
    wt_die_at(path, (unsigned long)e.line, (unsigned)e.column, "malformed JSON: %s", e.text);
  }
  json_t *d = json_object_get(*root, "design");
  json_t *n = d ? json_object_get(d, "num_cells") : NULL;
  if (!json_is_integer(n)) {
    wt_die("%s: no design cell count (\"design\"/\"num_cells\"): not a `stat -json -top` output", path);
  }
  *cells = json_integer_value(n);
  json_t *by = json_object_get(d, "num_cells_by_type");
  if (by && !json_is_object(by)) {
    wt_die("%s: \"design\"/\"num_cells_by_type\" is not an object", path);
  }
  return d;
}

/* A count of `num_cells_by_type` (a non-negative integer), or an error naming file and key. */
static long long by_type_count(const char *path, const char *type, json_t *v) {
  if (!json_is_integer(v) || json_integer_value(v) < 0) {
    wt_die("%s: \"design\"/\"num_cells_by_type\"/\"%s\": not a cell count", path, type);
  }
  return json_integer_value(v);
}

/////////////////////////////////////////////////////////////////////////////////////////////////
// Rows: one block of this configuration.
/////////////////////////////////////////////////////////////////////////////////////////////////
/* What the synthesized design holds, from the "design" section of `stat -json -top`. */
typedef struct synth_stat {
  const char *file;
  long long cells;    /* design/num_cells, -1 until seen */
  long long memories; /* design/num_memories */
  long long ffs;      /* fine flip-flop and latch cells */
  long long latches;  /* of which latches */
  long long typed;    /* sum over num_cells_by_type */
  char ff_types[TXT]; /* "type=count;..." of the storage cells */
  char kids[TXT];     /* "module=count;..." instances of other blocks (a unit's children) */
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

/* What the synthesized design holds. A unit's child instances each count the flip-flops and cells
 * of the child's own synthesis in the same directory (DIR/<child>.json); the instance cell itself
 * is not a cell. */
static void read_stat(const char *path, synth_stat_t *st) {
  memset(st, 0, sizeof *st);
  st->file = path;
  json_t *root;
  json_t *d = stat_design(path, &root, &st->cells);
  json_t *mem = json_object_get(d, "num_memories");
  st->memories = json_is_integer(mem) ? json_integer_value(mem) : -1;
  if (st->memories != 0) {
    wt_die("%s: %lld memories left after synth; their bits would be missing from the count", path,
           st->memories);
  }
  const char *type;
  json_t *v;
  json_object_foreach(json_object_get(d, "num_cells_by_type"), type, v) {
    long long n = by_type_count(path, type, v);
    st->typed += n;
    if (type[0] != '$') {
      /* An instance of another block: added below from that block's own synthesis. */
      wt_append(st->kids, sizeof st->kids, "%s%s=%lld", st->kids[0] ? ";" : "", type, n);
      continue;
    }
    if (type[1] != '_') {
      wt_die(
          "%s: %lld coarse cell(s) '%s' left after the full synth (a $mem or an unmapped "
          "register would hide bits); see synth/synth.tcl",
          path, n, type);
    }
    int kind = storage_kind(type);
    if (kind) {
      st->ffs += n;
      st->latches += kind == 2 ? n : 0;
      wt_append(st->ff_types, sizeof st->ff_types, "%s%s=%lld", st->ff_types[0] ? ";" : "", type, n);
    }
  }
  json_decref(root);
  if (st->typed != st->cells) {
    wt_die("%s: cells by type add up to %lld, not num_cells %lld", path, st->typed, st->cells);
  }
  char kids[TXT], *save = kids, *item;
  wt_copy(kids, sizeof kids, st->kids, path);
  while ((item = strtok_r(save, ";", &save))) {
    char *eq = strchr(item, '=');
    *eq = '\0';
    long long n = wt_parse_ll(eq + 1, path);
    char cpath[TXT];
    wt_copy(cpath, sizeof cpath, path, path);
    char *slash = strrchr(cpath, '/');
    snprintf(slash ? slash + 1 : cpath, sizeof cpath - (size_t)(slash ? slash + 1 - cpath : 0), "%s.json",
             item);
    synth_stat_t c;
    read_stat(cpath, &c);
    st->ffs += n * c.ffs;
    st->latches += n * c.latches;
    st->cells += n * c.cells - n;
    wt_append(st->ff_types, sizeof st->ff_types, "%s%s (%lld instance%s)=%lld", st->ff_types[0] ? ";" : "",
              item, n, n == 1 ? "" : "s", n * c.ffs);
  }
}

/////////////////////////////////////////////////////////////////////////////////////////////////
// Standard cells: the mapped netlist's cells priced by the Liberty library, OpenSTA's timing.
/////////////////////////////////////////////////////////////////////////////////////////////////

static double ge_area; /* area of the gate-equivalent cell (--ge-cell) */

/* The mapped netlist of a block: library cells priced, a unit's children added per instance. */
typedef struct lib_stat {
  double area, seq_area; /* um^2: all cells, the storage cells */
  long long cells, seq;  /* library cells, storage cells (flip-flops and latches) */
} lib_stat_t;

static void read_lib_stat(const char *dir, const char *block, lib_stat_t *ls) {
  char path[TXT];
  snprintf(path, sizeof path, "%s/%s.lib.json", dir, block);
  memset(ls, 0, sizeof *ls);
  json_t *root;
  long long cells;
  json_t *d = stat_design(path, &root, &cells);
  const char *type;
  json_t *v;
  json_object_foreach(json_object_get(d, "num_cells_by_type"), type, v) {
    long long n = by_type_count(path, type, v);
    const lib_cell_t *c = liberty_cell(type);
    if (c) {
      ls->area += (double)n * c->area;
      ls->cells += n;
      if (c->seq) {
        ls->seq += n;
        ls->seq_area += (double)n * c->area;
      }
    } else if (type[0] == '$') {
      wt_die("%s: %lld cell(s) '%s' left unmapped to the Liberty library (synth/synth.tcl)", path, n, type);
    } else {
      /* An instance of another block (a unit's child): its own mapped netlist, per instance. */
      lib_stat_t k;
      read_lib_stat(dir, type, &k);
      ls->area += (double)n * k.area;
      ls->seq_area += (double)n * k.seq_area;
      ls->cells += n * k.cells;
      ls->seq += n * k.seq;
    }
  }
  json_decref(root);
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
    wt_die("%s: no \"%s\" line (not a synth/sta.tcl report)", file, key);
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
  const char *kind = strstr(rest, "flip-flop")      ? "flip-flop"
                     : strstr(rest, "(input port")  ? "input"
                     : strstr(rest, "(output port") ? "output"
                                                    : "pin";
  snprintf(out, cap, "%s %.*s", kind, (int)n, p);
}

static void read_timing(const char *dir, const char *block, timing_t *t) {
  char path[TXT];
  snprintf(path, sizeof path, "%s/%s.sta.txt", dir, block);
  char *text = wt_slurp(path, NULL);
  if (!text) {
    wt_die("%s: %s (run `make synth` first)", path, strerror(errno));
  }
  const char *w = strstr(text, "WT_TIMING ");
  const char *c = w ? strstr(w, "critical_ns=") : NULL;
  if (!c) {
    wt_die("%s: no `WT_TIMING ... critical_ns=` line (not a synth/sta.tcl report)", path);
  }
  char *end;
  t->crit_ns = strtod(c + strlen("critical_ns="), &end);
  if (end == c + strlen("critical_ns=") || t->crit_ns < 0) {
    wt_die("%s: unreadable critical_ns", path);
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
  long long bits;  /* bits in arrays at or above the threshold */
  double sram_um2; /* their SRAM estimate at report_node_nm */
  char list[TXT];  /* "name rows x cols x banks, rp/wp = um2;..." */
} mem_sum_t;

static const wt_field_t *state_field(const wt_block_t *b, const char *name) {
  for (unsigned f = 0; f < b->state.n; f++) {
    if (strcmp(b->state.f[f].name, name) == 0) {
      return &b->state.f[f];
    }
  }
  wt_die("%s: memory names state field '%s', which the block does not have", b->name, name);
  return NULL;
}

/* One declared array's geometry; 0 when it is below the threshold. */
static int mem_geom(const wt_block_t *b, const wt_mem_t *m, wt_sram_geom_t *g, long long *bits) {
  long long entries = -1, width = 0;
  for (const char *const *q = m->fields; *q; q++) {
    const wt_field_t *f = state_field(b, *q);
    if (entries >= 0 && f->count != entries) {
      wt_die("%s: memory '%s': field '%s' has %u elements, the others %lld", b->name, m->name, *q, f->count,
             entries);
    }
    entries = f->count;
    width += f->width;
  }
  if (entries < 0 || m->banks == 0 || m->ways == 0 || entries % ((long long)m->banks * m->ways)) {
    wt_die("%s: memory '%s': %lld entries do not split into %u bank(s) of %u way(s)", b->name, m->name,
           entries, m->banks, m->ways);
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
  wt_die("no block '%s' in this configuration's registry", name);
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
static void mem_add(const char *dir, const wt_block_t *b, const char *const *only, const char *kids,
                    long long times, mem_sum_t *ms) {
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
    wt_append(ms->list, sizeof ms->list, "%s%s %ux%u b x%u %uR%uW %.0f um2", ms->list[0] ? "; " : "", m->name,
              g.rows, g.cols, g.banks, g.rp, g.wp, a);
    if (times > 1) {
      wt_append(ms->list, sizeof ms->list, " (x%lld)", times);
    }
  }
  char buf[TXT], *save = buf, *item;
  wt_copy(buf, sizeof buf, kids ? kids : "", "children");
  while ((item = strtok_r(save, ";", &save))) {
    char *eq = strchr(item, '=');
    *eq = '\0';
    long long n = wt_parse_ll(eq + 1, "children");
    char path[TXT];
    snprintf(path, sizeof path, "%s/%s.json", dir, item);
    synth_stat_t cs;
    read_stat(path, &cs);
    mem_add(dir, find_block(item), NULL, cs.kids, times * n, ms);
  }
}

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
    wt_die("column %s: value too long", row_cols[col]);
  }
  for (char *q = r->cell[col]; *q; q++) { /* one tab-separated cell */
    if (*q == '\t' || *q == '\n' || *q == '\r') {
      *q = ' ';
    }
  }
}

static void row_emit(wt_sbuf_t *tsv, const row_out_t *r) {
  for (unsigned c = 0; c < NCOLS; c++) {
    wt_sb_add(tsv, "%s%s", c ? "\t" : "", r->cell[c][0] ? r->cell[c] : "-");
  }
  wt_sb_add(tsv, "\n");
}

/* The "block/part" rows of block b after its own row. dir: the synthesis directory (NULL: no
 * synthesis, memory columns "-"); ffs: the block's flip-flops (-1: not synthesized). */
static void emit_parts(wt_sbuf_t *tsv, const wt_block_t *b, long long model, const char *dir, long long ffs) {
  static row_out_t ro;
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
          wt_die("%s: part '%s' lists field '%s' twice", b->name, pt->name, *q);
        }
      }
      wt_append(pfields, sizeof pfields, "%s%s %u %u", pfields[0] ? ";" : "", *q, f->count, f->width);
      pm += (long long)f->count * f->width;
    }
    if (pm % per != 0) {
      wt_die("%s: part '%s' per %u: its fields hold %lld bits, not a multiple of %u", b->name, pt->name, per,
             pm, per);
    }
    /* Synthesis columns stay "-": they are counted on the block's row. */
    row_init(&ro);
    row_set(&ro, C_block, "%s/%s", b->name, pt->name);
    row_set(&ro, C_config, "%s", WT_CONFIG_NAME);
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
    wt_die("%s: its parts hold %lld bits, the block %lld: every state field must be in one part", b->name,
           parts_model, model);
  }
}

int bits_rows(int argc, char **argv) {
  static const char usage[] =
      "usage: bits rows --synth-dir DIR --liberty FILE --ge-cell CELL "
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
      sram_min_bits = wt_parse_ll(argv[++i], "--sram-min-bits");
    } else if (strcmp(argv[i], "--node-nm") == 0 && i + 1 < argc) {
      report_node_nm = (double)wt_parse_ll(argv[++i], "--node-nm");
    } else {
      wt_die("unknown argument '%s' (%s)", argv[i], usage);
    }
  }
  if (model_only ? (dir || lib || ge || !out || unsynth[0])
                 : (!dir || !out || !lib || !ge || sram_min_bits < 0 || report_node_nm <= 0)) {
    wt_die("%s", usage);
  }
  if (!model_only) {
    ge_area = liberty_read(lib, ge);
  }
  wt_sbuf_t tsv = {0};
  wt_sb_add(&tsv, "#");
  for (unsigned c = 0; c < NCOLS; c++) {
    wt_sb_add(&tsv, "%s%s", c ? "\t" : "", row_cols[c]);
  }
  wt_sb_add(&tsv, "\n");
  for (unsigned i = 0; i < wt_n_stims; i++) {
    const wt_block_t *b = wt_stims[i]->block;
    char path[TXT], fields[TXT] = "";
    long long model = (long long)wt_fields_bits(b->state);
    for (unsigned f = 0; f < b->state.n; f++) {
      wt_append(fields, sizeof fields, "%s%s %u %u", f ? ";" : "", b->state.f[f].name, b->state.f[f].count,
                b->state.f[f].width);
    }
    static row_out_t ro;
    row_init(&ro);
    row_set(&ro, C_block, "%s", b->name);
    row_set(&ro, C_config, "%s", WT_CONFIG_NAME);
    row_set(&ro, C_model, "%lld", model);
    row_set(&ro, C_per, "1");
    row_set(&ro, C_paper_ref, "%s", b->paper_ref ? b->paper_ref : "");
    row_set(&ro, C_fields, "%s", fields);
    if (model_only || wt_word_in(unsynth, b->name)) {
      /* The storage bits without a synthesis (the main job; a block of --unsynth): every
       * synthesis, area, timing and memory column "-"; the report says it was not synthesized. */
      row_emit(&tsv, &ro);
      printf("bits [%s] %-18s MODEL %6lld  (not synthesized)\n", WT_CONFIG_NAME, b->name, model);
      emit_parts(&tsv, b, model, NULL, -1);
      continue;
    }
    synth_stat_t st;
    snprintf(path, sizeof path, "%s/%s.json", dir, b->name);
    read_stat(path, &st);
    lib_stat_t ls;
    read_lib_stat(dir, b->name, &ls);
    if (ls.seq != st.ffs) {
      wt_die(
          "%s/%s.lib.json: %lld storage cells after mapping to %s, but the synthesis has %lld "
          "flip-flops and latches: the mapping lost or added state",
          dir, b->name, ls.seq, lib, st.ffs);
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
    printf(
        "bits [%s] %-18s MODEL %6lld  FFs %6lld  %10.0f um2  "
        "%7.2f kGE  %6.3f ns  %s\n",
        WT_CONFIG_NAME, b->name, model, st.ffs, ls.area, ls.area / ge_area / 1000.0, tm.crit_ns,
        st.ffs == model ? "FFs = MODEL" : "FFs != MODEL");
    emit_parts(&tsv, b, model, dir, st.ffs);
  }
  wt_write_file(out, tsv.s);
  free(tsv.s);
  return 0;
}
