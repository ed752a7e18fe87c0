/* experiments/wm/wm_table.c: reader of D2 Table 2 and its companions (contract in wm_table.h). */
#include "wm_table.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char *tool = "wm";

void wm_set_tool(const char *name) { tool = name; }

void wm_die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s: error: ", tool);
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  exit(1);
}

static char *dup_str(const char *s, size_t n) {
  char *d = malloc(n + 1u);
  if (d == NULL) {
    wm_die("out of memory");
  }
  memcpy(d, s, n);
  d[n] = '\0';
  return d;
}

/////////////////////////////////////
// Generic TSV                     //
/////////////////////////////////////

/* Splits `s` at tabs into at most `max` fields (dup'ed); returns the field count (max + 1 when
 * there are more). */
static unsigned split_tabs(const char *s, char **out, unsigned max) {
  unsigned n = 0;
  for (;;) {
    const char *e = strchr(s, '\t');
    const size_t len = e != NULL ? (size_t)(e - s) : strlen(s);
    if (n == max) {
      return max + 1u;
    }
    out[n++] = dup_str(s, len);
    if (e == NULL) {
      return n;
    }
    s = e + 1;
  }
}

void wm_tsv_read(wm_tsv_t *t, const char *path, const char *const *cols) {
  memset(t, 0, sizeof *t);
  t->path = path;
  t->cols = cols;
  while (cols[t->ncol] != NULL) {
    t->ncol++;
  }
  FILE *f = fopen(path, "r");
  if (f == NULL) {
    wm_die("%s: cannot open: %s", path, strerror(errno));
  }
  char buf[4096];
  unsigned ln = 0;
  bool header = false;
  while (fgets(buf, sizeof buf, f) != NULL) {
    ln++;
    size_t len = strlen(buf);
    if (len == sizeof buf - 1u && buf[len - 1u] != '\n' && !feof(f)) {
      wm_die("%s:%u: line longer than %zu characters", path, ln, sizeof buf - 2u);
    }
    while (len > 0u && (buf[len - 1u] == '\n' || buf[len - 1u] == '\r')) {
      buf[--len] = '\0';
    }
    if (len == 0u || buf[0] == '#') {
      continue;
    }
    char *fld[17];
    const unsigned nf = split_tabs(buf, fld, 16u);
    const unsigned have = nf > 16u ? 16u : nf;
    if (!header) {
      char expect[512] = "";
      for (unsigned c = 0; c < t->ncol; c++) {
        strncat(expect, c ? " " : "", sizeof expect - strlen(expect) - 1u);
        strncat(expect, cols[c], sizeof expect - strlen(expect) - 1u);
      }
      for (unsigned c = 0; c < t->ncol; c++) {
        if (c >= have || strcmp(fld[c], cols[c]) != 0) {
          wm_die(
              "%s:%u: header field %u is '%s', expected '%s' (the header is the tab-separated "
              "columns: %s)",
              path, ln, c + 1u, c < have ? fld[c] : "(missing)", cols[c], expect);
        }
      }
      if (nf != t->ncol) {
        wm_die("%s:%u: the header has %s%u fields, expected %u (%s)", path, ln, nf > 16u ? "more than " : "",
               have, t->ncol, expect);
      }
      for (unsigned c = 0; c < have; c++) {
        free(fld[c]);
      }
      header = true;
      continue;
    }
    if (nf < t->ncol) {
      wm_die("%s:%u: field %s (column %u) is missing: %u tab-separated fields, expected %u", path, ln,
             cols[nf], nf + 1u, nf, t->ncol);
    }
    if (nf > t->ncol) {
      wm_die("%s:%u: an extra field after %s (column %u): expected %u tab-separated fields", path, ln,
             cols[t->ncol - 1u], t->ncol + 1u, t->ncol);
    }
    if (t->nrows == sizeof t->line / sizeof t->line[0]) {
      wm_die("%s:%u: more than %zu rows", path, ln, sizeof t->line / sizeof t->line[0]);
    }
    for (unsigned c = 0; c < t->ncol; c++) {
      if (fld[c][0] == '\0') {
        wm_die("%s:%u: field %s (column %u) is empty", path, ln, cols[c], c + 1u);
      }
      t->cell[t->nrows][c] = fld[c];
    }
    t->line[t->nrows++] = ln;
  }
  if (ferror(f)) {
    wm_die("%s: read error", path);
  }
  fclose(f);
  if (!header) {
    wm_die("%s: no header line (expected: %s ...)", path, cols[0]);
  }
}

void wm_tsv_free(wm_tsv_t *t) {
  for (unsigned r = 0; r < t->nrows; r++) {
    for (unsigned c = 0; c < t->ncol; c++) {
      free(t->cell[r][c]);
    }
  }
  t->nrows = 0;
}

#define WHERE(t, r, c) (t)->path, (t)->line[r], (t)->cols[c], (c) + 1u

uint32_t wm_tsv_uint(const wm_tsv_t *t, unsigned r, unsigned c, uint32_t lo, uint32_t hi) {
  const char *s = t->cell[r][c];
  char *e;
  errno = 0;
  const unsigned long long x = strtoull(s, &e, 10);
  if (s[0] < '0' || s[0] > '9' || *e != '\0' || errno != 0 || x < lo || x > hi) {
    wm_die("%s:%u: field %s (column %u): expected an integer %lu..%lu, got '%s'", WHERE(t, r, c),
           (unsigned long)lo, (unsigned long)hi, s);
  }
  return (uint32_t)x;
}

double wm_tsv_dec(const wm_tsv_t *t, unsigned r, unsigned c, bool dash_ok) {
  const char *s = t->cell[r][c];
  if (dash_ok && strcmp(s, "-") == 0) {
    return -1.0;
  }
  char *e;
  errno = 0;
  const double x = strtod(s, &e);
  if (s[0] < '0' || s[0] > '9' || *e != '\0' || errno != 0 || !isfinite(x)) {
    wm_die("%s:%u: field %s (column %u): expected a non-negative decimal number%s, got '%s'", WHERE(t, r, c),
           dash_ok ? " or -" : "", s);
  }
  return x;
}

const char *wm_tsv_text(const wm_tsv_t *t, unsigned r, unsigned c, size_t max, const char *const *oneof) {
  const char *s = t->cell[r][c];
  if (strlen(s) >= max) {
    wm_die("%s:%u: field %s (column %u): longer than %zu characters: '%s'", WHERE(t, r, c), max - 1u, s);
  }
  if (oneof != NULL) {
    for (unsigned i = 0; oneof[i] != NULL; i++) {
      if (strcmp(s, oneof[i]) == 0) {
        return s;
      }
    }
    char list[256] = "";
    for (unsigned i = 0; oneof[i] != NULL; i++) {
      strncat(list, i ? ", " : "", sizeof list - strlen(list) - 1u);
      strncat(list, oneof[i], sizeof list - strlen(list) - 1u);
    }
    wm_die("%s:%u: field %s (column %u): expected one of %s, got '%s'", WHERE(t, r, c), list, s);
  }
  return s;
}

/////////////////////////////////////
// Table 2                         //
/////////////////////////////////////

static const char *const table_cols[] = {"benchmark",  "abbr",        "smem_per_tb", "warps_per_tb",
                                         "tbs_per_sm", "regs_per_tb", "ipc",         NULL};
static const char *const fix_cols[] = {"abbr", "field", "printed", "corrected", "id", "resolution", NULL};
static const char *const sec_cols[] = {"abbr", "limit", "unused_pct", "id", "note", NULL};
static const char *const field_names[WM_NF + 1] = {"smem_per_tb", "warps_per_tb", "tbs_per_sm", "regs_per_tb",
                                                   NULL};
static const char *const limits[] = {"regs", "threads", "both", NULL};

const char *wm_field_name(int f) { return field_names[f]; }

const wm_bench_t *wm_find(const wm_benches_t *bs, const char *abbr) {
  for (unsigned i = 0; i < bs->n; i++) {
    if (strcmp(bs->b[i].abbr, abbr) == 0) {
      return &bs->b[i];
    }
  }
  return NULL;
}

/* Ranges: shared memory up to 1 MB, W 1..64 (MAXW's knob range), TBs 1..64, R_TB 1..2^20. */
static const uint32_t f_lo[WM_NF] = {0, 1, 1, 1};
static const uint32_t f_hi[WM_NF] = {1u << 20, 64, 64, 1u << 20};

void wm_load(wm_benches_t *bs, const char *table, const char *fix, const char *sec31) {
  memset(bs, 0, sizeof *bs);
  wm_tsv_t t;
  wm_tsv_read(&t, table, table_cols);
  if (t.nrows == 0u) {
    wm_die("%s: no benchmark rows", table);
  }
  if (t.nrows > WM_MAXB) {
    wm_die("%s:%u: more than %u benchmarks", table, t.line[WM_MAXB], WM_MAXB);
  }
  for (unsigned r = 0; r < t.nrows; r++) {
    wm_bench_t *b = &bs->b[bs->n];
    snprintf(b->name, sizeof b->name, "%s", wm_tsv_text(&t, r, 0, sizeof b->name, NULL));
    snprintf(b->abbr, sizeof b->abbr, "%s", wm_tsv_text(&t, r, 1, sizeof b->abbr, NULL));
    for (const char *p = b->abbr; *p != '\0'; p++) {
      if (!((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9'))) {
        wm_die("%s:%u: field abbr (column 2): expected capital letters and digits, got '%s'", table,
               t.line[r], b->abbr);
      }
    }
    if (wm_find(bs, b->abbr) != NULL) {
      wm_die("%s:%u: field abbr (column 2): benchmark %s appears twice (first on line %u)", table, t.line[r],
             b->abbr, wm_find(bs, b->abbr)->line);
    }
    b->line = t.line[r];
    for (int f = 0; f < WM_NF; f++) {
      b->v[f] = wm_tsv_uint(&t, r, 2u + (unsigned)f, f_lo[f], f_hi[f]);
    }
    b->ipc = wm_tsv_dec(&t, r, 6, false);
    snprintf(b->ipc_s, sizeof b->ipc_s, "%s", wm_tsv_text(&t, r, 6, sizeof b->ipc_s, NULL));
    b->unused_pct = -1.0;
    snprintf(b->limit, sizeof b->limit, "-");
    snprintf(b->unused_s, sizeof b->unused_s, "-");
    snprintf(b->sec_id, sizeof b->sec_id, "-");
    snprintf(b->sec_note, sizeof b->sec_note, "-");
    bs->n++;
  }
  wm_tsv_free(&t);

  if (fix != NULL) {
    wm_tsv_read(&t, fix, fix_cols);
    for (unsigned r = 0; r < t.nrows; r++) {
      const char *abbr = wm_tsv_text(&t, r, 0, 8, NULL);
      wm_bench_t *b = (wm_bench_t *)wm_find(bs, abbr);
      if (b == NULL) {
        wm_die("%s:%u: field abbr (column 1): no benchmark '%s' in %s", fix, t.line[r], abbr, table);
      }
      if (b->has_fix) {
        wm_die("%s:%u: field abbr (column 1): a second correction of %s (one per benchmark)", fix, t.line[r],
               abbr);
      }
      const char *fn = wm_tsv_text(&t, r, 1, 32, field_names);
      int f = 0;
      while (strcmp(field_names[f], fn) != 0) {
        f++;
      }
      const uint32_t printed = wm_tsv_uint(&t, r, 2, f_lo[f], f_hi[f]);
      if (printed != b->v[f]) {
        wm_die("%s:%u: field printed (column 3): %u, but %s:%u prints %s = %u for %s", fix, t.line[r],
               printed, table, b->line, fn, b->v[f], abbr);
      }
      b->fix_value = wm_tsv_uint(&t, r, 3, f_lo[f], f_hi[f]);
      b->fix_field = f;
      b->has_fix = true;
      snprintf(b->fix_id, sizeof b->fix_id, "%s", wm_tsv_text(&t, r, 4, sizeof b->fix_id, NULL));
      snprintf(b->fix_why, sizeof b->fix_why, "%s", wm_tsv_text(&t, r, 5, sizeof b->fix_why, NULL));
    }
    wm_tsv_free(&t);
  }

  if (sec31 != NULL) {
    wm_tsv_read(&t, sec31, sec_cols);
    for (unsigned r = 0; r < t.nrows; r++) {
      const char *abbr = wm_tsv_text(&t, r, 0, 8, NULL);
      wm_bench_t *b = (wm_bench_t *)wm_find(bs, abbr);
      if (b == NULL) {
        wm_die("%s:%u: field abbr (column 1): no benchmark '%s' in %s", sec31, t.line[r], abbr, table);
      }
      if (b->has_sec) {
        wm_die("%s:%u: field abbr (column 1): %s appears twice", sec31, t.line[r], abbr);
      }
      b->has_sec = true;
      snprintf(b->limit, sizeof b->limit, "%s", wm_tsv_text(&t, r, 1, sizeof b->limit, limits));
      b->unused_pct = wm_tsv_dec(&t, r, 2, true);
      if (b->unused_pct > 100.0) {
        wm_die("%s:%u: field unused_pct (column 3): %s is more than 100 percent", sec31, t.line[r],
               t.cell[r][2]);
      }
      snprintf(b->unused_s, sizeof b->unused_s, "%s", wm_tsv_text(&t, r, 2, sizeof b->unused_s, NULL));
      snprintf(b->sec_id, sizeof b->sec_id, "%s", wm_tsv_text(&t, r, 3, sizeof b->sec_id, NULL));
      snprintf(b->sec_note, sizeof b->sec_note, "%s", wm_tsv_text(&t, r, 4, sizeof b->sec_note, NULL));
    }
    wm_tsv_free(&t);
  }
}

uint32_t wm_value(const wm_bench_t *b, int f, bool corrected) {
  return corrected && b->has_fix && b->fix_field == f ? b->fix_value : b->v[f];
}

wm_shape_t wm_shape(const wm_bench_t *b, bool corrected) {
  wm_shape_t s;
  s.w = wm_value(b, WM_F_W, corrected);
  s.rtb = wm_value(b, WM_F_RTB, corrected);
  s.stb = wm_value(b, WM_F_SMEM, corrected);
  s.rw = (s.rtb + s.w - 1u) / s.w;
  s.rw_exact = s.rtb % s.w == 0u;
  return s;
}

/////////////////////////////////////
// D2's run-time claims            //
/////////////////////////////////////

static const char *const claim_cols[] = {"kernel", "metric", "mode", "value", "where", NULL};
static const char *const metrics[] = {"speedup", "rtru", "unused", NULL};
static const char *const modes[] = {"tb", "temp", "ts", "heur", NULL};

void wm_load_claims(wm_claims_t *cl, const wm_benches_t *bs, const char *path) {
  memset(cl, 0, sizeof *cl);
  wm_tsv_t t;
  wm_tsv_read(&t, path, claim_cols);
  if (t.nrows > sizeof cl->c / sizeof cl->c[0]) {
    wm_die("%s: more than %zu claims", path, sizeof cl->c / sizeof cl->c[0]);
  }
  for (unsigned r = 0; r < t.nrows; r++) {
    wm_claim_t *c = &cl->c[cl->n];
    snprintf(c->kernel, sizeof c->kernel, "%s", wm_tsv_text(&t, r, 0, sizeof c->kernel, NULL));
    if (wm_find(bs, c->kernel) == NULL && strcmp(c->kernel, "mean") != 0 &&
        strcmp(c->kernel, "GM_reg") != 0) {
      wm_die(
          "%s:%u: field kernel (column 1): '%s' is neither a Table 2 benchmark nor mean or "
          "GM_reg",
          path, t.line[r], c->kernel);
    }
    snprintf(c->metric, sizeof c->metric, "%s", wm_tsv_text(&t, r, 1, sizeof c->metric, metrics));
    snprintf(c->mode, sizeof c->mode, "%s", wm_tsv_text(&t, r, 2, sizeof c->mode, modes));
    c->value = wm_tsv_dec(&t, r, 3, false);
    snprintf(c->value_s, sizeof c->value_s, "%s", wm_tsv_text(&t, r, 3, sizeof c->value_s, NULL));
    snprintf(c->where, sizeof c->where, "%s", wm_tsv_text(&t, r, 4, sizeof c->where, NULL));
    if (wm_claim(cl, c->kernel, c->metric, c->mode) != NULL) {
      wm_die("%s:%u: the claim %s %s %s appears twice", path, t.line[r], c->kernel, c->metric, c->mode);
    }
    cl->n++;
  }
  wm_tsv_free(&t);
}

const wm_claim_t *wm_claim(const wm_claims_t *cl, const char *kernel, const char *metric, const char *mode) {
  for (unsigned i = 0; i < cl->n; i++) {
    const wm_claim_t *c = &cl->c[i];
    if (strcmp(c->kernel, kernel) == 0 && strcmp(c->metric, metric) == 0 && strcmp(c->mode, mode) == 0) {
      return c;
    }
  }
  return NULL;
}
