/* tools/bits_report.c: `bits report` (tools/bits.c): every configuration's rows, the recorded
 * reasons and the papers' notes merged into bits.md, bits.csv and bits.json. PAPER and
 * PAPER-FIELDS come from the notes files' rows, nothing else. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "sram_model.h"

typedef struct row {
  char block[128], config[128];
  long long paper, paper_fields, model, ffs, latches, cells, lib_ffs, mem_bits;
  long long per; /* 1, or a per-instance part row: paper, paper_fields, model, ffs are per 1/per */
  /* Standard-cell figures (-1: none, a part row): um^2, kGE, ns, MHz. */
  double area, kge, crit_ns, fmax, mem_ff, sram, chip;
  char crit_path[TXT], mems[TXT];
  char paper_ref[TXT], fields[TXT], ff_types[TXT];
  /* Derived in the report. */
  int part;                     /* a paper structure inside a block: "block/part", no FFs of its own */
  int unsynth;                  /* a block row without a synthesis (bits rows --model-only) */
  const char *verdict;          /* "ok", "explained", "MISMATCH" or "part" */
  char reason[TXT];             /* recorded reason, or why the row is a mismatch */
  char note[TXT];               /* Markdown note cell */
  const struct prow *paper_src; /* the notes row PAPER and PAPER-FIELDS come from, or NULL */
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
  /* The report rows ("block" or "block/part", ';'-separated) in the table's configuration whose
   * PAPER and PAPER-FIELDS these are; `block` is the first, the one the table shows. */
  char blocks[TXT];
  long long paper;        /* PAPER: the bits the paper states, or -1 */
  long long paper_fields; /* PAPER-FIELDS: entries x the widths the paper lists, or -1 */
  double stated_mm2;      /* the paper's area for the row at the table's node, or -1 */
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
  return strcmp(s, "-") == 0 ? -1 : wt_parse_ll(s, what);
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
    wt_die("%s: '%s' is not a non-negative number (stale file? rerun `make bits`)", what, s);
  }
  return v;
}

static void read_rows(const char *path) {
  char *text = wt_slurp(path, NULL);
  if (!text) {
    wt_die("%s: %s (run `make bits`, which writes it per configuration)", path, strerror(errno));
  }
  char *cur = text, *line;
  int ln = 0, got = 0;
  while ((line = wt_next_record(&cur, &ln))) {
    char *f[NCOLS + 1], what[TXT];
    int n = wt_split(line, '\t', f, NCOLS);
    if (n != NCOLS) {
      wt_die("%s:%d: %d columns, expected %d (stale file? rerun `make bits`)", path, ln, n, NCOLS);
    }
    row_t *r = GROW(rows, nrows);
    snprintf(what, sizeof what, "%s:%d", path, ln);
    wt_copy(r->block, sizeof r->block, f[C_block], what);
    wt_copy(r->config, sizeof r->config, f[C_config], what);
    r->paper = r->paper_fields = -1; /* the notes' (paper_figures) */
    r->model = wt_parse_ll(f[C_model], what);
    /* A part row ("block/part") has no synthesis numbers of its own: "-" (-1). */
    r->part = strchr(f[C_block], '/') != NULL;
    r->per = wt_parse_ll(f[C_per], what);
    if (r->per < 1 || (!r->part && r->per != 1)) {
      wt_die("%s: per %lld (a block row has 1, a part row at least 1)", what, r->per);
    }
    /* A block row of `bits rows --model-only` (the main job) has no synthesis: FFs "-", and
     * so every synthesis, area, timing and memory column. */
    r->unsynth = !r->part && strcmp(f[C_ffs], "-") == 0;
    int dash = r->part || r->unsynth;
    r->ffs = dash ? opt_num(f[C_ffs], what) : wt_parse_ll(f[C_ffs], what);
    r->latches = dash ? opt_num(f[C_latches], what) : wt_parse_ll(f[C_latches], what);
    r->cells = dash ? opt_num(f[C_cells], what) : wt_parse_ll(f[C_cells], what);
    r->lib_ffs = dash ? opt_num(f[C_lib_ffs], what) : wt_parse_ll(f[C_lib_ffs], what);
    r->area = opt_real(f[C_area_um2], dash, what);
    r->kge = opt_real(f[C_kge], dash, what);
    r->crit_ns = opt_real(f[C_crit_ns], dash, what);
    r->fmax = opt_real(f[C_fmax_mhz], dash, what);
    wt_copy(r->crit_path, sizeof r->crit_path, f[C_crit_path], what);
    /* A per-instance part row has no memory figures. */
    r->mem_bits = r->per > 1 || r->unsynth || (r->part && strcmp(f[C_mem_bits], "-") == 0)
                      ? opt_num(f[C_mem_bits], what)
                      : wt_parse_ll(f[C_mem_bits], what);
    r->mem_ff = opt_real(f[C_mem_ff_um2], dash, what);
    r->sram = opt_real(f[C_sram_um2], dash, what);
    r->chip = opt_real(f[C_chip_um2], dash, what);
    wt_copy(r->mems, sizeof r->mems, f[C_mems], what);
    wt_copy(r->paper_ref, sizeof r->paper_ref, f[C_paper_ref], what);
    wt_copy(r->fields, sizeof r->fields, f[C_fields], what);
    wt_copy(r->ff_types, sizeof r->ff_types, f[C_ff_types], what);
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
    wt_die("%s: no rows", path);
  }
}

static void read_reasons(const char *path) {
  char *text = wt_slurp(path, NULL);
  if (!text) {
    wt_die("%s: %s", path, strerror(errno));
  }
  char *cur = text, *line;
  int ln = 0;
  while ((line = wt_next_record(&cur, &ln))) {
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
        wt_die("%s: expected `block config ffs model reason...`", what);
      }
      *rest++ = '\0';
    }
    rest = wt_trim(rest);
    if (!*rest) {
      wt_die("%s: no reason text after `%s %s %s %s`", what, tok[0], tok[1], tok[2], tok[3]);
    }
    reason_t *r = GROW(reasons, nreasons);
    wt_copy(r->block, sizeof r->block, tok[0], what);
    wt_copy(r->config, sizeof r->config, tok[1], what);
    r->ffs = wt_parse_ll(tok[2], what);
    r->model = wt_parse_ll(tok[3], what);
    wt_copy(r->text, sizeof r->text, rest, what);
    r->file = path;
    r->line = ln;
  }
  free(text);
}

static void read_notes(const char *path) {
  char *text = wt_slurp(path, NULL);
  if (!text) {
    wt_die("%s: %s", path, strerror(errno));
  }
  char *cur = text, *line;
  int ln = 0;
  while ((line = wt_next_record(&cur, &ln))) {
    char *f[12], what[TXT];
    int n = wt_split(line, '|', f, 11);
    snprintf(what, sizeof what, "%s:%d", path, ln);
    for (int k = 0; k < n && k < 11; k++) {
      f[k] = wt_trim(f[k]);
    }
    if (strcmp(f[0], "note") == 0 && n == 4) {
      note_t *o = GROW(notes, nnotes);
      wt_copy(o->id, sizeof o->id, f[1], what);
      wt_copy(o->title, sizeof o->title, f[2], what);
      wt_copy(o->text, sizeof o->text, f[3], what);
    } else if (strcmp(f[0], "table") == 0 && n == 6) {
      ptable_t *t = GROW(tables, ntables);
      wt_copy(t->id, sizeof t->id, f[1], what);
      wt_copy(t->config, sizeof t->config, f[2], what);
      wt_copy(t->heading, sizeof t->heading, f[3], what);
      snprintf(what, sizeof what, "%s:%d: node (nm)", path, ln);
      t->node_nm = strcmp(f[4], "-") == 0 ? -1 : (double)wt_parse_ll(f[4], what);
      wt_copy(t->node_src, sizeof t->node_src, f[5], what);
    } else if (strcmp(f[0], "row") == 0 && n == 11) {
      prow_t *p = GROW(prows, nprows);
      wt_copy(p->table, sizeof p->table, f[1], what);
      wt_copy(p->blocks, sizeof p->blocks, f[2], what);
      wt_copy(p->block, sizeof p->block, f[2], what);
      p->block[strcspn(p->block, ";")] = '\0';
      wt_trim(p->block);
      if (!p->block[0]) {
        wt_die("%s: no block", what);
      }
      wt_copy(p->label, sizeof p->label, f[3], what);
      wt_copy(p->entries, sizeof p->entries, f[4], what);
      wt_copy(p->fields, sizeof p->fields, f[5], what);
      char w2[TXT];
      snprintf(w2, sizeof w2, "%s:%d: PAPER", path, ln);
      p->paper = opt_num(f[6], w2);
      snprintf(w2, sizeof w2, "%s:%d: PAPER-FIELDS", path, ln);
      p->paper_fields = opt_num(f[7], w2);
      snprintf(w2, sizeof w2, "%s:%d: stated mm²", path, ln);
      p->stated_mm2 = opt_real(f[8], 1, w2);
      wt_copy(p->notes, sizeof p->notes, f[9], what);
      wt_copy(p->comment, sizeof p->comment, f[10], what);
      p->file = path;
      p->line = ln;
    } else {
      wt_die(
          "%s: expected `note|id|title|text`, `table|id|config|heading|node nm|node source` or "
          "`row|table|blocks|label|entries|fields|PAPER|PAPER-FIELDS|stated mm²|note ids|comment`",
          what);
    }
  }
  free(text);
  for (unsigned i = 0; i < nprows; i++) {
    int found = 0;
    for (unsigned t = 0; t < ntables; t++) {
      found |= strcmp(prows[i].table, tables[t].id) == 0;
    }
    if (!found) {
      wt_die("%s: row '%s' names table '%s', which has no `table` line", path, prows[i].label,
             prows[i].table);
    }
    char ids[TXT], *save = ids, *id;
    wt_copy(ids, sizeof ids, prows[i].notes, "note ids");
    while ((id = strtok(save, " ,"))) {
      save = NULL;
      int ok = 0;
      for (unsigned k = 0; k < nnotes; k++) {
        ok |= strcmp(notes[k].id, id) == 0;
      }
      if (!ok) {
        wt_die("%s: row '%s' cites note '%s', which has no `note` line", path, prows[i].label, id);
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
    wt_copy(ids, sizeof ids, prows[i].notes, "note ids");
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
        wt_append(out, cap, "%s%s", out[0] ? ", " : "", id);
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
    wt_append(r->note, sizeof r->note, "one instance of %lld: MODEL = the fields' bits / %lld; ", r->per,
              r->per);
    if (r->ffs >= 0) {
      wt_append(r->note, sizeof r->note, "FFs = the block's FFs / %lld", r->per);
    } else {
      wt_append(r->note, sizeof r->note, "FFs counted on the block's row");
    }
  } else if (r->part) {
    r->verdict = "part";
    wt_append(r->note, sizeof r->note, "paper structure inside the block; FFs counted on its row");
  } else if (r->unsynth) {
    r->verdict = "not synthesized";
    wt_append(r->note, sizeof r->note, "not synthesized in this run (`make bits`: FFs, area, timing)");
  } else if (r->ffs == r->model) {
    r->verdict = "ok";
    wt_append(r->note, sizeof r->note, "FFs = MODEL");
    if (match) {
      fprintf(stderr,
              "bits: note: %s:%d records a reason for %s %s, whose FFs "
              "now equal MODEL; the line can go\n",
              match->file, match->line, r->block, r->config);
    }
  } else if (match && match->ffs == r->ffs && match->model == r->model) {
    r->verdict = "explained";
    wt_copy(r->reason, sizeof r->reason, match->text, "reason");
    wt_append(r->note, sizeof r->note, "FFs %s MODEL by %+lld: %s", "≠", r->ffs - r->model, match->text);
  } else {
    r->verdict = "MISMATCH";
    if (match) {
      snprintf(buf, sizeof buf,
               "stale reason (%s:%d is for FFs %lld, MODEL "
               "%lld)",
               match->file, match->line, match->ffs, match->model);
    } else {
      snprintf(buf, sizeof buf, "no reason recorded in the paper's synth/<paper>_ff_reasons.txt");
    }
    wt_copy(r->reason, sizeof r->reason, buf, "reason");
    wt_append(r->note, sizeof r->note, "**FFs ≠ MODEL by %+lld: %s**", r->ffs - r->model, buf);
  }
  if (r->paper_fields >= 0 && r->model != r->paper_fields) {
    wt_append(r->note, sizeof r->note, "; MODEL − PAPER-FIELDS = %+lld", r->model - r->paper_fields);
  }
  if (r->paper >= 0 && r->paper_fields >= 0 && r->paper != r->paper_fields) {
    wt_append(r->note, sizeof r->note, "; PAPER − PAPER-FIELDS = %+lld", r->paper - r->paper_fields);
  }
  if (r->latches > 0) {
    wt_append(r->note, sizeof r->note, "; %lld latch bit(s)", r->latches);
  }
  row_note_ids(r, buf, sizeof buf);
  if (buf[0]) {
    wt_append(r->note, sizeof r->note, "; SPEC 8: %s", buf);
  }
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

static void md_main_table(wt_sbuf_t *b) {
  wt_sb_add(b,
            "| block | config | PAPER | PAPER-FIELDS | MODEL | FFs | µm² | kGE | critical path ns | "
            "note |\n");
  wt_sb_add(b, "|---|---|---:|---:|---:|---:|---:|---:|---:|---|\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    wt_sb_add(b, "| %s | %s | %s | %s | %lld | %s | %s | %s | %s | %s |\n", wt_md_cell(r->block),
              wt_md_cell(r->config), num(r->paper), num(r->paper_fields), r->model, num(r->ffs),
              real(r->area, 0), real(r->kge, 1), real(r->crit_ns, 2), wt_md_cell(r->note));
  }
}

/* Block rows only: the standard-cell figures and the memory split. */
static void md_area_table(wt_sbuf_t *b) {
  unsigned synthesized = 0;
  for (unsigned i = 0; i < nrows; i++) {
    synthesized += !rows[i].part && !rows[i].unsynth;
  }
  if (!synthesized) {
    wt_sb_add(b,
              "No block was synthesized in this run (the main job's storage bits): `make bits` "
              "synthesizes every block and writes this table.\n");
    return;
  }
  wt_sb_add(b,
            "| block | config | FFs | mapped FFs | cells | µm² | kGE | critical path ns | Fmax MHz | "
            "critical path | SRAM bits | their FF µm² | SRAM µm² | as a chip µm² | arrays |\n");
  wt_sb_add(b, "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---|\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    if (r->part || r->unsynth) {
      continue;
    }
    wt_sb_add(b, "| %s | %s | %lld | %lld | %lld | %s | %s | %s | %s | %s | %lld | %s | %s | %s | %s |\n",
              wt_md_cell(r->block), wt_md_cell(r->config), r->ffs, r->lib_ffs, r->cells, real(r->area, 0),
              real(r->kge, 2), real(r->crit_ns, 3), real(r->fmax, 1), wt_md_cell(r->crit_path), r->mem_bits,
              real(r->mem_ff, 0), real(r->sram, 0), real(r->chip, 0), wt_md_cell(r->mems));
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
  wt_copy(buf, sizeof buf, s, what);
  while ((item = strtok(save, ";"))) {
    save = NULL;
    char name[128];
    long long c, w;
    int used = 0;
    if (sscanf(item, "%127s %lld %lld%n", name, &c, &w, &used) != 3 || item[used] != '\0') {
      wt_die("%s: bad field '%s'", what, item);
    }
    if (n == max) {
      wt_die("%s: more than %u fields", what, max);
    }
    wt_copy(out[n].name, sizeof out[n].name, name, what);
    out[n].count = c;
    out[n].width = w;
    n++;
  }
  return n;
}

static void md_fields(wt_sbuf_t *b) {
  wt_sb_add(b, "| block | config | MODEL = Σ name count×width (/ instances) | MODEL |\n|---|---|---|---:|\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    field3_t f[256];
    unsigned n = parse_fields(r->fields, f, 256, r->block);
    wt_sb_add(b, "| %s | %s | ", wt_md_cell(r->block), wt_md_cell(r->config));
    long long sum = 0;
    wt_sb_add(b, "%s", r->per > 1 ? "(" : "");
    for (unsigned k = 0; k < n; k++) {
      wt_sb_add(b, "%s`%s` %lld×%lld", k ? " + " : "", wt_md_cell(f[k].name), f[k].count, f[k].width);
      sum += f[k].count * f[k].width;
    }
    if (r->per > 1) {
      wt_sb_add(b, ") / %lld", r->per);
    }
    if (sum != r->model * r->per) {
      wt_die("%s %s: fields add up to %lld, not MODEL %lld x per %lld", r->block, r->config, sum, r->model,
             r->per);
    }
    wt_sb_add(b, " | %lld |\n", r->model);
  }
}

/* The blocks this project has built (every paper's, --built): a paper row whose block is not one
 * of them is shown as "not built" with the paper's stated bits. */
static char built_blocks[4 * TXT];
static double lib_node_nm = 180; /* the Liberty library's node, for the scaling line */

static int is_built(const char *block) {
  char name[128];
  wt_copy(name, sizeof name, block, "block");
  char *slash = strchr(name, '/');
  if (slash) {
    *slash = '\0';
  }
  return wt_word_in(built_blocks, name);
}

/* Each paper row's figures onto the report rows it names in its table's configuration: a built
 * block named there must have its row, and a report row takes its PAPER and PAPER-FIELDS from at
 * most one paper row (the figures are written once). A block not built yet has no row: the
 * table shows its figures as "(not built)". */
static void paper_figures(void) {
  for (unsigned i = 0; i < nprows; i++) {
    const prow_t *p = &prows[i];
    const ptable_t *t = find_table(p->table);
    char list[TXT], *save = list, *name;
    wt_copy(list, sizeof list, p->blocks, "blocks");
    while ((name = strtok_r(save, ";", &save))) {
      name = wt_trim(name);
      if (!is_built(name)) {
        continue;
      }
      row_t *r = (row_t *)find_row(name, t->config);
      if (!r) {
        wt_die_at(p->file, (unsigned long)p->line, 0,
                  "paper row '%s': block %s is built but has "
                  "no row in configuration %s (is %s in the report?)",
                  p->label, name, t->config, t->config);
      }
      if (r->paper_src) {
        wt_die_at(p->file, (unsigned long)p->line, 0,
                  "paper row '%s' gives the figures of %s in "
                  "%s, which %s:%d (row '%s') gives already",
                  p->label, name, t->config, r->paper_src->file, r->paper_src->line, r->paper_src->label);
      }
      r->paper = p->paper;
      r->paper_fields = p->paper_fields;
      r->paper_src = p;
    }
  }
}

/* "X4 X5" -> "X4, X5", and the ids added to `cited` (" X4  X5 "). */
static void cite(const char *ids_in, char *list, size_t lcap, char *cited, size_t ccap) {
  char ids[TXT], *save = ids, *id;
  wt_copy(ids, sizeof ids, ids_in, "note ids");
  list[0] = '\0';
  while ((id = strtok(save, " ,"))) {
    save = NULL;
    wt_append(list, lcap, "%s%s", list[0] ? ", " : "", id);
    char pad[80];
    snprintf(pad, sizeof pad, " %s ", id);
    if (!strstr(cited, pad)) {
      wt_append(cited, ccap, "%s", pad);
    }
  }
}

static void md_tables(wt_sbuf_t *b) {
  for (unsigned t = 0; t < ntables; t++) {
    const ptable_t *tb = &tables[t];
    char cited[TXT] = "";
    double scale = tb->node_nm > 0 ? (lib_node_nm / tb->node_nm) * (lib_node_nm / tb->node_nm) : -1;
    wt_sb_add(b, "\n## %s, configuration %s\n\n", tb->heading, tb->config);
    wt_sb_add(b,
              "| row | entries | listed fields | block | PAPER (stated) | PAPER-FIELDS | MODEL | "
              "FFs | µm² (%.2f µm cells) | SRAM est. µm² | paper mm² (%s nm) | paper mm² at %.2f µm | "
              "notes |\n|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n",
              lib_node_nm / 1000, tb->node_nm > 0 ? real(tb->node_nm, 0) : "?", lib_node_nm / 1000);
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
        wt_sb_add(b, "| %s | %s | %s | %s | %s | %s | %lld | %s | %s | %s | %s | %s | %s |\n",
                  wt_md_cell(p->label), wt_md_cell(p->entries), wt_md_cell(p->fields), wt_md_cell(p->block),
                  num(p->paper), num(p->paper_fields), r->model, num(r->ffs), real(r->area, 0),
                  real(r->sram, 0), pmm, smm, list);
      } else {
        wt_sb_add(b, "| %s | %s | %s | %s (not built) | %s | %s | - | - | - | - | %s | %s | %s |\n",
                  wt_md_cell(p->label), wt_md_cell(p->entries), wt_md_cell(p->fields), wt_md_cell(p->block),
                  num(p->paper), num(p->paper_fields), pmm, smm, list);
      }
    }
    wt_sb_add(b, "\n");
    if (scale > 0) {
      wt_sb_add(b,
                "Node: %s. To compare with the µm² columns, the paper's areas are scaled by "
                "(%.0f / %.0f)² = %.2f (area ∝ feature size², ideal scaling). Real scaling is "
                "worse for wires and SRAM cells and the paper's figures are CACTI or McPAT "
                "estimates, so read the ratio to within a factor of about 2. µm² is the "
                "standard-cell area of this project's flip-flop design; SRAM est. is the same "
                "bits as SRAM (tools/sram_model.c, synth/sram_model.md).\n\n",
                wt_md_cell(tb->node_src), lib_node_nm, tb->node_nm, scale);
    }
    for (unsigned i = 0; i < nprows; i++) {
      if (strcmp(prows[i].table, tb->id) == 0 && prows[i].comment[0]) {
        wt_sb_add(b, "- %s: %s\n", prows[i].label, prows[i].comment);
      }
    }
    if (cited[0]) {
      wt_sb_add(b, "\nDiscrepancy notes (SPEC 8):\n\n");
      for (unsigned k = 0; k < nnotes; k++) {
        char pad[80];
        snprintf(pad, sizeof pad, " %s ", notes[k].id);
        if (strstr(cited, pad)) {
          wt_sb_add(b, "- **%s** (%s): %s\n", notes[k].id, notes[k].title, notes[k].text);
        }
      }
    }
  }
}

static void json_num(wt_sbuf_t *b, long long v) {
  if (v < 0) {
    wt_sb_add(b, "null");
  } else {
    wt_sb_add(b, "%lld", v);
  }
}

static void json_real(wt_sbuf_t *b, double v) {
  if (v < 0) {
    wt_sb_add(b, "null");
  } else {
    wt_sb_add(b, "%.4f", v);
  }
}

static void write_json(const char *path) {
  wt_sbuf_t b = {0};
  wt_sb_add(&b, "{\n  \"format\": \"warptwin-bits-1\",\n  \"rows\": [");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    wt_sb_add(&b, "%s\n    {\"block\": ", i ? "," : "");
    wt_sb_json_str(&b, r->block);
    wt_sb_add(&b, ", \"config\": ");
    wt_sb_json_str(&b, r->config);
    wt_sb_add(&b, ", \"paper\": ");
    json_num(&b, r->paper);
    wt_sb_add(&b, ", \"paper_fields\": ");
    json_num(&b, r->paper_fields);
    wt_sb_add(&b, ", \"model\": %lld, \"per\": %lld, \"ffs\": ", r->model, r->per);
    json_num(&b, r->ffs);
    wt_sb_add(&b, ", \"latches\": ");
    json_num(&b, r->latches);
    wt_sb_add(&b, ", \"cells\": ");
    json_num(&b, r->cells);
    wt_sb_add(&b, ", \"lib_ffs\": ");
    json_num(&b, r->lib_ffs);
    wt_sb_add(&b, ", \"area_um2\": ");
    json_real(&b, r->area);
    wt_sb_add(&b, ", \"kge\": ");
    json_real(&b, r->kge);
    wt_sb_add(&b, ", \"crit_ns\": ");
    json_real(&b, r->crit_ns);
    wt_sb_add(&b, ", \"fmax_mhz\": ");
    json_real(&b, r->fmax);
    wt_sb_add(&b, ", \"crit_path\": ");
    wt_sb_json_str(&b, r->crit_path);
    wt_sb_add(&b, ",\n     \"mem_bits\": ");
    json_num(&b, r->mem_bits);
    wt_sb_add(&b, ", \"mem_ff_um2\": ");
    json_real(&b, r->mem_ff);
    wt_sb_add(&b, ", \"sram_um2\": ");
    json_real(&b, r->sram);
    wt_sb_add(&b, ", \"chip_um2\": ");
    json_real(&b, r->chip);
    wt_sb_add(&b, ", \"mems\": ");
    wt_sb_json_str(&b, r->mems);
    wt_sb_add(&b, ", \"verdict\": ");
    wt_sb_json_str(&b, r->verdict);
    wt_sb_add(&b, ", \"reason\": ");
    wt_sb_json_str(&b, r->reason);
    wt_sb_add(&b, ", \"paper_ref\": ");
    wt_sb_json_str(&b, r->paper_ref);
    wt_sb_add(&b, ",\n     \"fields\": [");
    field3_t f[256];
    unsigned n = parse_fields(r->fields, f, 256, r->block);
    for (unsigned k = 0; k < n; k++) {
      wt_sb_add(&b, "%s{\"name\": ", k ? ", " : "");
      wt_sb_json_str(&b, f[k].name);
      wt_sb_add(&b, ", \"count\": %lld, \"width\": %lld}", f[k].count, f[k].width);
    }
    wt_sb_add(&b, "],\n     \"ff_types\": {");
    char types[TXT], *save = types, *item;
    wt_copy(types, sizeof types, r->part ? "" : r->ff_types, "ff_types");
    int first = 1;
    while ((item = strtok(save, ";"))) {
      save = NULL;
      char *eq = strrchr(item, '=');
      if (!eq) {
        wt_die("%s %s: bad ff_types item '%s'", r->block, r->config, item);
      }
      *eq = '\0';
      wt_sb_add(&b, "%s", first ? "" : ", ");
      wt_sb_json_str(&b, item);
      wt_sb_add(&b, ": %s", eq + 1);
      first = 0;
    }
    wt_sb_add(&b, "}}");
  }
  wt_sb_add(&b, "\n  ],\n  \"tables\": [");
  for (unsigned t = 0; t < ntables; t++) {
    wt_sb_add(&b, "%s\n    {\"table\": ", t ? "," : "");
    wt_sb_json_str(&b, tables[t].id);
    wt_sb_add(&b, ", \"config\": ");
    wt_sb_json_str(&b, tables[t].config);
    wt_sb_add(&b, ", \"heading\": ");
    wt_sb_json_str(&b, tables[t].heading);
    wt_sb_add(&b, ", \"node_nm\": ");
    json_real(&b, tables[t].node_nm);
    wt_sb_add(&b, ", \"rows\": [");
    int first = 1;
    for (unsigned i = 0; i < nprows; i++) {
      const prow_t *p = &prows[i];
      if (strcmp(p->table, tables[t].id) != 0) {
        continue;
      }
      const row_t *r = is_built(p->block) ? find_row(p->block, tables[t].config) : NULL;
      wt_sb_add(&b, "%s\n      {\"row\": ", first ? "" : ",");
      first = 0;
      wt_sb_json_str(&b, p->label);
      wt_sb_add(&b, ", \"entries\": ");
      wt_sb_json_str(&b, p->entries);
      wt_sb_add(&b, ", \"listed_fields\": ");
      wt_sb_json_str(&b, p->fields);
      wt_sb_add(&b, ", \"block\": ");
      wt_sb_json_str(&b, p->block);
      wt_sb_add(&b, ", \"built\": %s, \"paper\": ", r ? "true" : "false");
      json_num(&b, p->paper);
      wt_sb_add(&b, ", \"paper_mm2\": ");
      json_real(&b, p->stated_mm2);
      wt_sb_add(&b, ", \"area_um2\": ");
      json_real(&b, r ? r->area : -1);
      wt_sb_add(&b, ", \"sram_um2\": ");
      json_real(&b, r ? r->sram : -1);
      wt_sb_add(&b, ", \"paper_fields\": ");
      json_num(&b, p->paper_fields);
      wt_sb_add(&b, ", \"model\": ");
      json_num(&b, r ? r->model : -1);
      wt_sb_add(&b, ", \"ffs\": ");
      json_num(&b, r ? r->ffs : -1);
      wt_sb_add(&b, ", \"notes\": [");
      char ids[TXT], *save = ids, *id;
      wt_copy(ids, sizeof ids, p->notes, "note ids");
      int fn = 1;
      while ((id = strtok(save, " ,"))) {
        save = NULL;
        wt_sb_add(&b, "%s", fn ? "" : ", ");
        wt_sb_json_str(&b, id);
        fn = 0;
      }
      wt_sb_add(&b, "], \"comment\": ");
      wt_sb_json_str(&b, p->comment);
      wt_sb_add(&b, "}");
    }
    wt_sb_add(&b, "]}");
  }
  wt_sb_add(&b, "\n  ],\n  \"notes\": {");
  for (unsigned k = 0; k < nnotes; k++) {
    wt_sb_add(&b, "%s\n    ", k ? "," : "");
    wt_sb_json_str(&b, notes[k].id);
    wt_sb_add(&b, ": {\"title\": ");
    wt_sb_json_str(&b, notes[k].title);
    wt_sb_add(&b, ", \"text\": ");
    wt_sb_json_str(&b, notes[k].text);
    wt_sb_add(&b, "}");
  }
  wt_sb_add(&b, "\n  }\n}\n");
  wt_write_file(path, b.s);
  free(b.s);
}

static void write_csv(const char *path) {
  wt_sbuf_t b = {0};
  wt_sb_add(&b,
            "block,config,paper,paper_fields,model,per,ffs,latches,cells,lib_ffs,area_um2,kge,crit_ns,"
            "fmax_mhz,crit_path,mem_bits,mem_ff_um2,sram_um2,chip_um2,verdict,reason,paper_ref,"
            "mems,fields,ff_types\n");
  for (unsigned i = 0; i < nrows; i++) {
    const row_t *r = &rows[i];
    wt_sb_csv(&b, r->block, 0);
    wt_sb_csv(&b, r->config, 0);
    wt_sb_csv(&b, r->paper < 0 ? "" : num(r->paper), 0);
    wt_sb_csv(&b, r->paper_fields < 0 ? "" : num(r->paper_fields), 0);
    wt_sb_csv(&b, num(r->model), 0);
    wt_sb_csv(&b, num(r->per), 0);
    wt_sb_csv(&b, r->ffs < 0 ? "" : num(r->ffs), 0);
    wt_sb_csv(&b, r->latches < 0 ? "" : num(r->latches), 0);
    wt_sb_csv(&b, r->cells < 0 ? "" : num(r->cells), 0);
    wt_sb_csv(&b, r->lib_ffs < 0 ? "" : num(r->lib_ffs), 0);
    wt_sb_csv(&b, r->area < 0 ? "" : real(r->area, 0), 0);
    wt_sb_csv(&b, r->kge < 0 ? "" : real(r->kge, 3), 0);
    wt_sb_csv(&b, r->crit_ns < 0 ? "" : real(r->crit_ns, 3), 0);
    wt_sb_csv(&b, r->fmax < 0 ? "" : real(r->fmax, 1), 0);
    wt_sb_csv(&b, strcmp(r->crit_path, "-") == 0 ? "" : r->crit_path, 0);
    wt_sb_csv(&b, r->mem_bits < 0 ? "" : num(r->mem_bits), 0);
    wt_sb_csv(&b, r->mem_ff < 0 ? "" : real(r->mem_ff, 0), 0);
    wt_sb_csv(&b, r->sram < 0 ? "" : real(r->sram, 0), 0);
    wt_sb_csv(&b, r->chip < 0 ? "" : real(r->chip, 0), 0);
    wt_sb_csv(&b, r->verdict, 0);
    wt_sb_csv(&b, r->reason, 0);
    wt_sb_csv(&b, r->paper_ref, 0);
    wt_sb_csv(&b, strcmp(r->mems, "-") == 0 ? "" : r->mems, 0);
    wt_sb_csv(&b, r->fields, 0);
    wt_sb_csv(&b, r->ff_types, 1);
  }
  wt_write_file(path, b.s);
  free(b.s);
}

static const char *sram_tables[8]; /* --sram-table: paper SRAM parameter files (tools/sram_model.c) */
static unsigned nsram_tables;

int bits_report(int argc, char **argv) {
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
      wt_copy(built_blocks, sizeof built_blocks, argv[++i], "--built");
    } else if (strcmp(argv[i], "--node-nm") == 0 && i + 1 < argc) {
      lib_node_nm = (double)wt_parse_ll(argv[++i], "--node-nm");
    } else if (strcmp(argv[i], "--sram-table") == 0 && i + 1 < argc) {
      if (nsram_tables == sizeof sram_tables / sizeof sram_tables[0]) {
        wt_die("more than %zu --sram-table files", sizeof sram_tables / sizeof sram_tables[0]);
      }
      sram_tables[nsram_tables++] = argv[++i];
    } else {
      wt_die("unknown argument '%s'", argv[i]);
    }
  }
  if (!nrowfiles || !reasons_path || !notes_path || !outdir || !built_blocks[0] || lib_node_nm <= 0) {
    wt_die(
        "usage: bits report --rows FILE... --reasons FILE --notes FILE --built \"BLOCK...\" "
        "--node-nm NM [--sram-table FILE] --outdir DIR [--strict [--allow-unsynthesized]]");
  }
  if (allow_unsynth && !strict) {
    wt_die("--allow-unsynthesized qualifies --strict and needs it");
  }
  for (unsigned i = 0; i < nrows; i++) {
    for (unsigned k = 0; k < i; k++) {
      if (strcmp(rows[i].block, rows[k].block) == 0 && strcmp(rows[i].config, rows[k].config) == 0) {
        wt_die("block %s config %s appears in two rows files", rows[i].block, rows[i].config);
      }
    }
  }
  paper_figures();
  unsigned bad = 0, explained = 0, unsynth = 0, blocks = 0;
  for (unsigned i = 0; i < nrows; i++) {
    judge(&rows[i]);
    bad += strcmp(rows[i].verdict, "MISMATCH") == 0;
    explained += strcmp(rows[i].verdict, "explained") == 0;
    unsynth += rows[i].unsynth;
    blocks += !rows[i].part;
  }
  if (strict && unsynth && !allow_unsynth) {
    wt_die(
        "--strict: %u block row(s) without a synthesis (`bits rows --model-only` or --unsynth); "
        "the FFs = MODEL check needs every block synthesized",
        unsynth);
  }
  for (unsigned k = 0; k < nreasons; k++) {
    if (!reasons[k].used) {
      fprintf(stderr, "bits: note: %s:%d (%s %s) matches no block x config of this report\n", reasons[k].file,
              reasons[k].line, reasons[k].block, reasons[k].config);
    }
  }

  wt_sbuf_t table = {0}, doc = {0};
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

  wt_sb_add(&doc, "# Storage bits, area and timing: paper, model, flip-flops and standard cells\n\n");
  wt_sb_add(&doc,
            "PAPER: the total the paper states. PAPER-FIELDS: entries × the field widths the "
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
  wt_sb_add(&doc, "%s", table.s);
  wt_sb_add(&doc, "\n%s\n", verdict);
  wt_sb_add(&doc, "\n## Area, timing and the memory split\n\n");
  wt_sb_add(&doc,
            "mapped FFs: storage cells of the Liberty-mapped netlist (always = FFs; `bits rows` "
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
      wt_die("open_memstream: %s", strerror(errno));
    }
    int rc = wt_sram_paper_table(f, sram_tables[k], err, sizeof err);
    fclose(f);
    if (rc != 0) {
      wt_die("%s", err);
    }
    wt_sb_add(&doc, "\n%s", mem);
    free(mem);
  }
  wt_sb_add(&doc, "\n## MODEL, field by field (name count×width)\n\n");
  md_fields(&doc);
  md_tables(&doc);

  char path[TXT];
  snprintf(path, sizeof path, "%s/bits.md", outdir);
  wt_write_file(path, doc.s);
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
        fprintf(stderr, "bits: %s %s: FFs %lld != MODEL %lld: %s\n", rows[i].block, rows[i].config,
                rows[i].ffs, rows[i].model, rows[i].reason);
      }
    }
    if (strict) {
      fprintf(stderr,
              "bits: BITS_STRICT: %u block x config row(s) with FFs != MODEL and no "
              "recorded reason (add one to the paper's reasons file, e.g. %s, if the difference is "
              "intended)\n",
              bad, reasons_path);
      return 1;
    }
  }
  return 0;
}
