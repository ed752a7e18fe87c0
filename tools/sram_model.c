/* tools/sram_model.c: the SRAM area model, its data-file reader, its fit and the paper table
 * (tools/sram_model.h; synth/sram_model.md documents the model and its errors). */
#include "sram_model.h"
#include "wt_util.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* `make sram-fit` prints the fit of synth/dwf_sram_tab72.txt; these are its values rounded to
 * three significant digits (the unit test checks they are within 0.5% of the fit). */
const wt_sram_consts_t wt_sram_consts_90 = {
    .t_um = 0.515,
    .alpha_um = 35.7,
    .beta_um = 57.5,
};

////////////////////////////////////////////////////////////////////////////////
// The model
////////////////////////////////////////////////////////////////////////////////

const char *wt_sram_geom_problem(const wt_sram_geom_t *g) {
  if (g->rows == 0u) {
    return "no rows";
  }
  if (g->cols == 0u) {
    return "no columns";
  }
  if (g->banks == 0u) {
    return "no banks";
  }
  if (g->rwp + g->rp + g->wp == 0u) {
    return "no read/write, read or write port";
  }
  return "";
}

static void fmt_err(char *err, size_t errlen, const char *fmt, ...) {
  if (err == NULL || errlen == 0u) {
    return;
  }
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err, errlen, fmt, ap);
  va_end(ap);
}

int wt_sram_geom_from_t72(const wt_sram_t72_t *p, wt_sram_geom_t *g, char *err, size_t errlen) {
  memset(g, 0, sizeof *g);
  g->name = p->name;
  unsigned assoc = p->kind == WT_SRAM_KIND_CACHE ? p->assoc : 1u;
  unsigned tag = p->kind == WT_SRAM_KIND_CACHE ? p->tag_bits : 0u;
  if (p->line_b == 0u || assoc == 0u) {
    fmt_err(err, errlen, "%s: line size and associativity must be >= 1", p->name);
    return -1;
  }
  unsigned long long set_b = (unsigned long long)p->line_b * assoc;
  if (p->size_b == 0u || p->size_b % set_b != 0u) {
    fmt_err(err, errlen, "%s: size %u B is not a whole number (>= 1) of sets of %llu B", p->name, p->size_b,
            set_b);
    return -1;
  }
  unsigned long long cols = (unsigned long long)assoc * (8ull * p->line_b + tag);
  if (cols > UINT32_MAX) {
    fmt_err(err, errlen, "%s: %llu columns is too many", p->name, cols);
    return -1;
  }
  g->rows = (unsigned)(p->size_b / set_b);
  g->cols = (unsigned)cols;
  g->banks = p->banks;
  g->rwp = p->rwp;
  g->rp = p->rp;
  g->wp = p->wp;
  g->serp = p->serp;
  const char *why = wt_sram_geom_problem(g);
  if (*why != '\0') {
    fmt_err(err, errlen, "%s: %s", p->name, why);
    return -1;
  }
  return 0;
}

double wt_sram_area90_k_um2(const wt_sram_geom_t *g, const wt_sram_consts_t *k) {
  if (*wt_sram_geom_problem(g) != '\0') {
    return -1.0;
  }
  double nd = (double)g->rwp + g->rp + g->wp; /* differential ports: two bitlines each */
  double p = nd + g->serp;
  double h = WT_SRAM_CELL_H1_UM + 2.0 * k->t_um * (p - 1.0);
  double w = WT_SRAM_CELL_W1_UM + 2.0 * k->t_um * (nd - 1.0) + k->t_um * g->serp;
  return (double)g->banks * (g->rows * h + p * k->alpha_um) * (g->cols * w + p * k->beta_um);
}

double wt_area_scale(double area, double from_nm, double to_nm) {
  if (!(from_nm > 0.0) || !(to_nm > 0.0) || !(area >= 0.0)) {
    return -1.0;
  }
  double s = to_nm / from_nm;
  return area * s * s;
}

double wt_sram_area_um2(const wt_sram_geom_t *g, double node_nm) {
  double a = wt_sram_area90_k_um2(g, &wt_sram_consts_90);
  return a < 0.0 ? -1.0 : wt_area_scale(a, WT_SRAM_NODE_NM, node_nm);
}

////////////////////////////////////////////////////////////////////////////////
// The data file
////////////////////////////////////////////////////////////////////////////////

#define NFIELDS 18
#define LINE_CAP 1024
/* Largest whole number accepted in a field (keeps every product of the geometry in range). */
#define MAX_UINT_FIELD 1000000000ull

static const char *const field_names[NFIELDS] = {
    "role",   "Table 7.1 row", "D3 mm2", "copies", "Structure", "Model", "Size B",    "Line B",    "Assoc",
    "#Banks", "Tech. Node",    "#RWP",   "#RP",    "#WP",       "#SERP", "#Bits Out", "#Tag Bits", "Type",
};

/* Field numbers (1-based, as in the file's header and the messages). */
enum {
  F_ROLE = 1,
  F_GROUP,
  F_D3,
  F_COPIES,
  F_NAME,
  F_MODEL,
  F_SIZE,
  F_LINE,
  F_ASSOC,
  F_BANKS,
  F_TECH,
  F_RWP,
  F_RP,
  F_WP,
  F_SERP,
  F_BITSOUT,
  F_TAG,
  F_TYPE
};

typedef struct {
  const char *path;
  unsigned line;
  char *err;
  size_t errlen;
} loc_t;

/* "path:line: field N (name): message"; field 0 = no field. Returns -1. */
static int loc_err(const loc_t *l, int field, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (field > 0) {
    fmt_err(l->err, l->errlen, "%s:%u: field %d (%s): %s", l->path, l->line, field, field_names[field - 1],
            msg);
  } else {
    fmt_err(l->err, l->errlen, "%s:%u: %s", l->path, l->line, msg);
  }
  return -1;
}

static bool is_na(const char *s) { return strcmp(s, "N/A") == 0; }

static int parse_uint(const loc_t *l, int field, const char *s, unsigned *v) {
  unsigned long long x = 0;
  if (*s == '\0') {
    return loc_err(l, field, "empty, expected a whole number");
  }
  for (const char *p = s; *p != '\0'; p++) {
    if (!isdigit((unsigned char)*p)) {
      return loc_err(l, field, "\"%s\" is not a whole number", s);
    }
    x = x * 10u + (unsigned)(*p - '0');
    if (x > MAX_UINT_FIELD) {
      return loc_err(l, field, "\"%s\" is too large (at most %llu)", s, MAX_UINT_FIELD);
    }
  }
  *v = (unsigned)x;
  return 0;
}

/* A whole number or N/A (`na` then, `*v` = 0). */
static int parse_uint_na(const loc_t *l, int field, const char *s, unsigned *v, bool *na) {
  *na = is_na(s);
  if (*na) {
    *v = 0u;
    return 0;
  }
  return parse_uint(l, field, s, v);
}

/* A positive decimal number followed by `suffix` (may be ""), blanks allowed before it. */
static int parse_pos(const loc_t *l, int field, const char *s, const char *suffix, double *v) {
  char *end = NULL;
  errno = 0;
  double x = (*s == '\0' || isspace((unsigned char)*s)) ? 0.0 : strtod(s, &end);
  if (end == NULL || end == s || errno != 0) {
    return loc_err(l, field, "\"%s\" is not a number%s%s", s, *suffix ? " followed by " : "", suffix);
  }
  while (isspace((unsigned char)*end)) {
    end++;
  }
  if (strcmp(end, suffix) != 0) {
    return loc_err(l, field, "\"%s\" is not a number%s%s", s, *suffix ? " followed by " : "", suffix);
  }
  if (!isfinite(x) || !(x > 0.0)) {
    return loc_err(l, field, "\"%s\" must be a positive number", s);
  }
  *v = x;
  return 0;
}

static int copy_text(const loc_t *l, int field, const char *s, char *dst) {
  if (*s == '\0') {
    return loc_err(l, field, "empty");
  }
  if (strlen(s) >= WT_SRAM_TXT) {
    return loc_err(l, field, "longer than %d characters", WT_SRAM_TXT - 1);
  }
  strcpy(dst, s);
  return 0;
}

/* Parses the fields `f` of one data line into `r` (previous rows `t` for the group checks). */
static int parse_row(const loc_t *l, char **f, const wt_sram_tab_t *t, wt_sram_row_t *r) {
  memset(r, 0, sizeof *r);
  r->line = l->line;
  if (strcmp(f[0], "fit") == 0) {
    r->role = WT_SRAM_ROLE_FIT;
  } else if (strcmp(f[0], "check") == 0) {
    r->role = WT_SRAM_ROLE_CHECK;
  } else if (strcmp(f[0], "asis") == 0) {
    r->role = WT_SRAM_ROLE_ASIS;
  } else {
    return loc_err(l, F_ROLE, "\"%s\" is not fit, check or asis", f[0]);
  }
  if (copy_text(l, F_GROUP, f[F_GROUP - 1], r->group) != 0 ||
      parse_pos(l, F_D3, f[F_D3 - 1], "", &r->d3_mm2) != 0) {
    return -1;
  }
  for (size_t i = 0; i < t->n; i++) {
    const wt_sram_row_t *o = &t->rows[i];
    if (strcmp(o->group, r->group) != 0) {
      continue;
    }
    if (o->role != r->role) {
      return loc_err(l, F_ROLE, "\"%s\" has another role on line %u", r->group, o->line);
    }
    if (r->role == WT_SRAM_ROLE_ASIS) {
      return loc_err(l, F_GROUP, "\"%s\" already has its line (%u); an asis row has one", r->group, o->line);
    }
    if (o->d3_mm2 != r->d3_mm2) {
      return loc_err(l, F_D3, "\"%s\" has %g mm2 on line %u", r->group, o->d3_mm2, o->line);
    }
  }
  if (r->role == WT_SRAM_ROLE_ASIS) {
    for (int i = F_COPIES; i <= NFIELDS; i++) {
      if (strcmp(f[i - 1], "-") != 0) {
        return loc_err(l, i, "\"%s\": an asis row has '-' from field %d on", f[i - 1], F_COPIES);
      }
    }
    return 0;
  }

  wt_sram_t72_t *p = &r->p;
  unsigned banks = 0, copies = 0;
  bool na = false;
  if (parse_uint(l, F_COPIES, f[F_COPIES - 1], &copies) != 0 ||
      copy_text(l, F_NAME, f[F_NAME - 1], r->name) != 0) {
    return -1;
  }
  if (copies == 0u) {
    return loc_err(l, F_COPIES, "must be at least 1");
  }
  if (strcmp(f[F_MODEL - 1], "Cache") == 0) {
    p->kind = WT_SRAM_KIND_CACHE;
  } else if (strcmp(f[F_MODEL - 1], "SRAM") == 0) {
    p->kind = WT_SRAM_KIND_SRAM;
  } else {
    return loc_err(l, F_MODEL, "\"%s\" is not Cache or SRAM", f[F_MODEL - 1]);
  }
  bool cache = p->kind == WT_SRAM_KIND_CACHE;
  if (parse_uint(l, F_SIZE, f[F_SIZE - 1], &p->size_b) != 0 ||
      parse_uint(l, F_LINE, f[F_LINE - 1], &p->line_b) != 0 ||
      parse_uint_na(l, F_ASSOC, f[F_ASSOC - 1], &p->assoc, &na) != 0) {
    return -1;
  }
  if (cache ? (na || p->assoc == 0u) : (!na && p->assoc != 1u)) {
    return loc_err(l, F_ASSOC, "\"%s\": %s needs %s", f[F_ASSOC - 1], cache ? "a Cache" : "an SRAM",
                   cache ? "an associativity >= 1" : "N/A or 1");
  }
  p->assoc = cache ? p->assoc : 1u;
  if (parse_uint_na(l, F_BANKS, f[F_BANKS - 1], &banks, &na) != 0) {
    return -1;
  }
  banks = na ? 1u : banks;
  if (banks == 0u) {
    return loc_err(l, F_BANKS, "must be at least 1 (or N/A)");
  }
  p->banks = copies * banks;
  r->copies = copies;
  if (parse_pos(l, F_TECH, f[F_TECH - 1], "nm", &r->node_nm) != 0 ||
      parse_uint(l, F_RWP, f[F_RWP - 1], &p->rwp) != 0 || parse_uint(l, F_RP, f[F_RP - 1], &p->rp) != 0 ||
      parse_uint(l, F_WP, f[F_WP - 1], &p->wp) != 0 || parse_uint(l, F_SERP, f[F_SERP - 1], &p->serp) != 0 ||
      parse_uint_na(l, F_BITSOUT, f[F_BITSOUT - 1], &r->bits_out, &na) != 0 ||
      parse_uint_na(l, F_TAG, f[F_TAG - 1], &p->tag_bits, &na) != 0) {
    return -1;
  }
  if (p->rwp + p->rp + p->wp == 0u) {
    return loc_err(l, F_RWP, "no read/write, read or write port (#RWP, #RP, #WP all 0)");
  }
  if (cache ? na : (!na && p->tag_bits != 0u)) {
    return loc_err(l, F_TAG, "\"%s\": %s needs %s", f[F_TAG - 1], cache ? "a Cache" : "an SRAM",
                   cache ? "a number of tag bits" : "N/A or 0");
  }
  if (p->line_b == 0u) {
    return loc_err(l, F_LINE, "must be at least 1");
  }
  unsigned long long set_b = (unsigned long long)p->line_b * p->assoc;
  if (p->size_b == 0u || p->size_b % set_b != 0u) {
    return loc_err(l, F_SIZE, "%u B is not a whole number (>= 1) of sets of line x assoc = %llu B", p->size_b,
                   set_b);
  }
  if (copy_text(l, F_TYPE, f[F_TYPE - 1], r->type) != 0) {
    return -1;
  }
  char why[256];
  p->name = r->name; /* re-pointed after the last realloc (wt_sram_tab_read) */
  if (wt_sram_geom_from_t72(p, &r->g, why, sizeof why) != 0) {
    return loc_err(l, 0, "%s", why);
  }
  return 0;
}

void wt_sram_tab_free(wt_sram_tab_t *t) {
  free(t->rows);
  t->rows = NULL;
  t->n = 0;
}

int wt_sram_tab_read(const char *path, wt_sram_tab_t *t, char *err, size_t errlen) {
  t->rows = NULL;
  t->n = 0;
  loc_t l = {path, 0, err, errlen};
  FILE *fp = fopen(path, "r");
  if (fp == NULL) {
    fmt_err(err, errlen, "%s: %s", path, strerror(errno));
    return -1;
  }
  size_t cap = 0;
  char buf[LINE_CAP];
  int rc = 0;
  while (fgets(buf, sizeof buf, fp) != NULL) {
    l.line++;
    size_t len = strlen(buf);
    if (len == sizeof buf - 1u && buf[len - 1u] != '\n' && !feof(fp)) {
      rc = loc_err(&l, 0, "line longer than %d characters", LINE_CAP - 2);
      break;
    }
    char *hash = strchr(buf, '#');
    if (hash != NULL) {
      *hash = '\0';
    }
    char *s = wt_trim(buf);
    if (*s == '\0') {
      continue;
    }
    char *f[NFIELDS];
    int n = 0;
    for (char *p = s;; n++) {
      char *bar = strchr(p, '|');
      if (bar != NULL) {
        *bar = '\0';
      }
      if (n < NFIELDS) {
        f[n] = wt_trim(p);
      }
      if (bar == NULL) {
        n++;
        break;
      }
      p = bar + 1;
    }
    if (n != NFIELDS) {
      rc = loc_err(&l, 0, "%d fields, expected %d (separated by '|')", n, NFIELDS);
      break;
    }
    if (t->n == cap) {
      cap = cap ? 2u * cap : 16u;
      wt_sram_row_t *nr = realloc(t->rows, cap * sizeof *nr);
      if (nr == NULL) {
        rc = loc_err(&l, 0, "out of memory");
        break;
      }
      t->rows = nr;
    }
    if (parse_row(&l, f, t, &t->rows[t->n]) != 0) {
      rc = -1;
      break;
    }
    t->n++;
  }
  if (rc == 0 && ferror(fp)) {
    fmt_err(err, errlen, "%s: read error", path);
    rc = -1;
  }
  fclose(fp);
  if (rc == 0 && t->n == 0u) {
    fmt_err(err, errlen, "%s: no data lines", path);
    rc = -1;
  }
  if (rc != 0) {
    wt_sram_tab_free(t);
    return -1;
  }
  for (size_t i = 0; i < t->n; i++) {
    t->rows[i].p.name = t->rows[i].name;
    t->rows[i].g.name = t->rows[i].name;
  }
  return 0;
}

double wt_sram_row_mm2(const wt_sram_row_t *r, const wt_sram_consts_t *k) {
  if (r->role == WT_SRAM_ROLE_ASIS) {
    return r->d3_mm2;
  }
  double a = wt_sram_area90_k_um2(&r->g, k);
  return a < 0.0 ? -1.0 : wt_area_scale(a, WT_SRAM_NODE_NM, r->node_nm) * 1e-6;
}

////////////////////////////////////////////////////////////////////////////////
// The fit
////////////////////////////////////////////////////////////////////////////////

bool wt_sram_group_first(const wt_sram_tab_t *t, size_t i) {
  for (size_t j = 0; j < i; j++) {
    if (strcmp(t->rows[j].group, t->rows[i].group) == 0) {
      return false;
    }
  }
  return true;
}

double wt_sram_group_mm2(const wt_sram_tab_t *t, size_t i, const wt_sram_consts_t *k) {
  double s = 0.0;
  for (size_t j = i; j < t->n; j++) {
    if (strcmp(t->rows[j].group, t->rows[i].group) == 0) {
      s += wt_sram_row_mm2(&t->rows[j], k);
    }
  }
  return s;
}

typedef struct {
  const wt_sram_tab_t *t;
  const char *skip;
} fit_ctx_t;

static wt_sram_consts_t consts_of(const double *x) {
  wt_sram_consts_t k = {exp(x[0]), exp(x[1]), exp(x[2])};
  return k;
}

/* Sum over the fitted Table 7.1 rows of ln(model / D3)^2, at ln-constants x. */
static double fit_cost(const fit_ctx_t *c, const double *x, size_t *nrows) {
  wt_sram_consts_t k = consts_of(x);
  double s = 0.0;
  size_t n = 0;
  for (size_t i = 0; i < c->t->n; i++) {
    const wt_sram_row_t *r = &c->t->rows[i];
    if (r->role != WT_SRAM_ROLE_FIT || !wt_sram_group_first(c->t, i) ||
        (c->skip != NULL && strcmp(r->group, c->skip) == 0)) {
      continue;
    }
    double e = log(wt_sram_group_mm2(c->t, i, &k) / r->d3_mm2);
    s += e * e;
    n++;
  }
  if (nrows != NULL) {
    *nrows = n;
  }
  return s;
}

#define NK 3

/* Nelder-Mead (reflection 1, expansion 2, contraction 1/2, shrink 1/2) from x, `iters` steps. */
static double nelder_mead(const fit_ctx_t *c, double *x, double step, int iters) {
  double p[NK + 1][NK], f[NK + 1];
  for (int i = 0; i <= NK; i++) {
    for (int j = 0; j < NK; j++) {
      p[i][j] = x[j] + (i == j + 1 ? step : 0.0);
    }
    f[i] = fit_cost(c, p[i], NULL);
  }
  for (int it = 0; it < iters; it++) {
    int hi = 0, lo = 0;
    for (int i = 1; i <= NK; i++) {
      hi = f[i] > f[hi] ? i : hi;
      lo = f[i] < f[lo] ? i : lo;
    }
    int nh = lo;
    for (int i = 0; i <= NK; i++) {
      nh = (i != hi && f[i] > f[nh]) ? i : nh;
    }
    double cen[NK] = {0}, xr[NK], xt[NK];
    for (int i = 0; i <= NK; i++) {
      for (int j = 0; i != hi && j < NK; j++) {
        cen[j] += p[i][j] / NK;
      }
    }
    for (int j = 0; j < NK; j++) {
      xr[j] = cen[j] + (cen[j] - p[hi][j]);
    }
    double fr = fit_cost(c, xr, NULL);
    if (fr < f[lo]) {
      for (int j = 0; j < NK; j++) {
        xt[j] = cen[j] + 2.0 * (cen[j] - p[hi][j]);
      }
      double fe = fit_cost(c, xt, NULL);
      memcpy(p[hi], fe < fr ? xt : xr, sizeof xr);
      f[hi] = fe < fr ? fe : fr;
    } else if (fr < f[nh]) {
      memcpy(p[hi], xr, sizeof xr);
      f[hi] = fr;
    } else {
      for (int j = 0; j < NK; j++) {
        xt[j] = cen[j] + 0.5 * (p[hi][j] - cen[j]);
      }
      double fc = fit_cost(c, xt, NULL);
      if (fc < f[hi]) {
        memcpy(p[hi], xt, sizeof xt);
        f[hi] = fc;
      } else {
        for (int i = 0; i <= NK; i++) {
          for (int j = 0; i != lo && j < NK; j++) {
            p[i][j] = p[lo][j] + 0.5 * (p[i][j] - p[lo][j]);
          }
          f[i] = i != lo ? fit_cost(c, p[i], NULL) : f[i];
        }
      }
    }
  }
  int lo = 0;
  for (int i = 1; i <= NK; i++) {
    lo = f[i] < f[lo] ? i : lo;
  }
  memcpy(x, p[lo], sizeof p[lo]);
  return f[lo];
}

size_t wt_sram_fit(const wt_sram_tab_t *t, const char *skip, wt_sram_consts_t *k, double *rss) {
  fit_ctx_t c = {t, skip};
  /* Start: CACTI 4.2's track (3.2 F at 90 nm) and 20 um strips; restarts with smaller simplices
   * polish the minimum (a fresh simplex escapes a collapsed one). */
  double x[NK] = {log(WT_SRAM_CACTI_TRACK_UM), log(20.0), log(20.0)};
  double f = 0.0;
  static const double steps[] = {1.0, 0.3, 0.1, 0.03, 0.01};
  for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
    f = nelder_mead(&c, x, steps[i], 600);
  }
  size_t n = 0;
  (void)fit_cost(&c, x, &n);
  *k = consts_of(x);
  if (rss != NULL) {
    *rss = f;
  }
  return n;
}

////////////////////////////////////////////////////////////////////////////////
// The paper table
////////////////////////////////////////////////////////////////////////////////

/* "2R 1W" style port list of `g`. */
static void ports_text(const wt_sram_geom_t *g, char *s, size_t n) {
  const unsigned cnt[4] = {g->rwp, g->rp, g->wp, g->serp};
  static const char *const tag[4] = {"RW", "R", "W", "SER"};
  size_t l = 0;
  s[0] = '\0';
  for (int i = 0; i < 4; i++) {
    if (cnt[i] != 0u && l < n) {
      l += (size_t)snprintf(s + l, n - l, "%s%u%s", l ? " " : "", cnt[i], tag[i]);
    }
  }
}

/* Appends the parameters and the geometry of every line of the group starting at i. */
static void group_text(const wt_sram_tab_t *t, size_t i, char *par, char *geo, size_t n) {
  par[0] = geo[0] = '\0';
  for (size_t j = i; j < t->n; j++) {
    const wt_sram_row_t *r = &t->rows[j];
    if (strcmp(r->group, t->rows[i].group) != 0) {
      continue;
    }
    char ports[64], one[256], copies[32] = "";
    ports_text(&r->g, ports, sizeof ports);
    if (r->p.banks > 1u) {
      snprintf(copies, sizeof copies, "%u x ", r->p.banks);
    }
    if (r->p.kind == WT_SRAM_KIND_CACHE) {
      snprintf(one, sizeof one, "%s%sCache %u B, %u B lines, %u-way, %u tag b, %s", *par ? "; " : "", copies,
               r->p.size_b, r->p.line_b, r->p.assoc, r->p.tag_bits, ports);
    } else {
      snprintf(one, sizeof one, "%s%sSRAM %u B, %u B lines, %s", *par ? "; " : "", copies, r->p.size_b,
               r->p.line_b, ports);
    }
    strncat(par, one, n - strlen(par) - 1u);
    snprintf(one, sizeof one, "%s%s%u x %u, P = %u", *geo ? "; " : "", copies, r->g.rows, r->g.cols,
             r->g.rwp + r->g.rp + r->g.wp + r->g.serp);
    strncat(geo, one, n - strlen(geo) - 1u);
  }
}

static double pct(double model, double ref) { return 100.0 * (model / ref - 1.0); }

/* True when every line of the group of line j is at least line i in rows, columns and every
 * port count: then any area that grows with rows, columns and ports prices each of j's banks at
 * least as high as one bank of i. */
static bool group_dominates(const wt_sram_tab_t *t, size_t j, const wt_sram_geom_t *a) {
  for (size_t q = j; q < t->n; q++) {
    const wt_sram_geom_t *b = &t->rows[q].g;
    if (strcmp(t->rows[q].group, t->rows[j].group) == 0 &&
        (b->rows < a->rows || b->cols < a->cols || b->rwp < a->rwp || b->rp < a->rp || b->wp < a->wp ||
         b->serp < a->serp)) {
      return false;
    }
  }
  return true;
}

/* Total banks of the group of line j. */
static unsigned group_banks(const wt_sram_tab_t *t, size_t j) {
  unsigned n = 0;
  for (size_t q = j; q < t->n; q++) {
    n += strcmp(t->rows[q].group, t->rows[j].group) == 0 ? t->rows[q].g.banks : 0u;
  }
  return n;
}

/* For every pair of fitted Table 7.1 rows where row i is one bank, row j's banks all dominate
 * it (group_dominates) and yet D3's area of j is below banks(j) x D3's area of i, writes the
 * smallest error any monotone model must make on the pair: with x the area of i, the errors are
 * x / D3_i and >= n x / D3_j; the best x = sqrt(D3_i D3_j / n) gives sqrt(D3_j / (n D3_i)) - 1 on
 * i and sqrt(n D3_i / D3_j) - 1 on j. */
static void consistency(FILE *md, const wt_sram_tab_t *t) {
  for (size_t i = 0; i < t->n; i++) {
    const wt_sram_row_t *a = &t->rows[i];
    if (a->role != WT_SRAM_ROLE_FIT || !wt_sram_group_first(t, i) || a->g.banks != 1u ||
        group_banks(t, i) != 1u) {
      continue;
    }
    for (size_t j = 0; j < t->n; j++) {
      const wt_sram_row_t *b = &t->rows[j];
      if (j == i || b->role != WT_SRAM_ROLE_FIT || !wt_sram_group_first(t, j) ||
          !group_dominates(t, j, &a->g)) {
        continue;
      }
      double n = group_banks(t, j);
      if (b->d3_mm2 >= n * a->d3_mm2) {
        continue;
      }
      fprintf(md,
              "D3's own areas are inconsistent here: every bank of the %s is at least the %s in "
              "rows, columns and ports, so any model whose area grows with them prices the %s at "
              "least %.0f × the %s (%.4f mm²), while D3 gives %.4f mm². No such model can do "
              "better than %+.0f%% on the %s and %+.0f%% on the %s at once.\n\n",
              b->group, a->group, b->group, n, a->group, n * a->d3_mm2, b->d3_mm2,
              pct(sqrt(b->d3_mm2 / n), sqrt(a->d3_mm2)), a->group, pct(sqrt(n * a->d3_mm2), sqrt(b->d3_mm2)),
              b->group);
    }
  }
}

int wt_sram_paper_table(FILE *md, const char *path, char *err, size_t errlen) {
  wt_sram_tab_t t;
  if (wt_sram_tab_read(path, &t, err, errlen) != 0) {
    return -1;
  }
  const wt_sram_consts_t *k = &wt_sram_consts_90;
  wt_sram_consts_t kf;
  size_t nfit = wt_sram_fit(&t, NULL, &kf, NULL);
  if (nfit < 2u) {
    wt_sram_tab_free(&t);
    fmt_err(err, errlen, "%s: %zu fit rows, at least 2 needed (leave-one-out)", path, nfit);
    return -1;
  }

  fprintf(md,
          "### D3 Table 7.2 parameters through the SRAM model vs D3 Table 7.1 "
          "(CACTI 4.2, 90 nm)\n\n");
  fprintf(md,
          "Data: `%s`. Model: `tools/sram_model.c` (documented in "
          "`synth/sram_model.md`). Leave-one-out: the row predicted by a fit on the other "
          "%zu rows.\n\n",
          path, nfit - 1u);
  fprintf(md,
          "| Table 7.1 row | Table 7.2 parameters | rows x cols (bits), ports | D3 mm² | "
          "model mm² | error | leave-one-out mm² | LOO error |\n");
  fprintf(md, "|---|---|---|---:|---:|---:|---:|---:|\n");
  char par[1024], geo[1024];
  double d3_fit = 0.0, m_fit = 0.0, loo_fit = 0.0, d3_all = 0.0, m_all = 0.0, loo_all = 0.0;
  double sse = 0.0, sse_loo = 0.0, lo = HUGE_VAL, hi = -HUGE_VAL, lo_l = HUGE_VAL, hi_l = -HUGE_VAL;
  for (size_t i = 0; i < t.n; i++) {
    const wt_sram_row_t *r = &t.rows[i];
    if (!wt_sram_group_first(&t, i) || r->role == WT_SRAM_ROLE_CHECK) {
      continue;
    }
    if (r->role == WT_SRAM_ROLE_ASIS) {
      fprintf(md,
              "| %s | registers, not an SRAM (no Table 7.2 line) | - | %.4f | %.4f (D3's) | - "
              "| - | - |\n",
              r->group, r->d3_mm2, r->d3_mm2);
      d3_all += r->d3_mm2;
      m_all += r->d3_mm2;
      loo_all += r->d3_mm2;
      continue;
    }
    wt_sram_consts_t kl;
    (void)wt_sram_fit(&t, r->group, &kl, NULL);
    double m = wt_sram_group_mm2(&t, i, k), ml = wt_sram_group_mm2(&t, i, &kl);
    double e = pct(m, r->d3_mm2), el = pct(ml, r->d3_mm2);
    group_text(&t, i, par, geo, sizeof par);
    fprintf(md, "| %s | %s | %s | %.4f | %.4f | %+.1f%% | %.4f | %+.1f%% |\n", r->group, par, geo, r->d3_mm2,
            m, e, ml, el);
    d3_fit += r->d3_mm2;
    m_fit += m;
    loo_fit += ml;
    sse += log(m / r->d3_mm2) * log(m / r->d3_mm2);
    sse_loo += log(ml / r->d3_mm2) * log(ml / r->d3_mm2);
    lo = fmin(lo, e);
    hi = fmax(hi, e);
    lo_l = fmin(lo_l, el);
    hi_l = fmax(hi_l, el);
  }
  d3_all += d3_fit;
  m_all += m_fit;
  loo_all += loo_fit;
  fprintf(md, "| **Total, SRAM rows** | | | %.4f | %.4f | %+.1f%% | %.4f | %+.1f%% |\n", d3_fit, m_fit,
          pct(m_fit, d3_fit), loo_fit, pct(loo_fit, d3_fit));
  fprintf(md, "| **Total, Table 7.1** | | | **%.4f** | **%.4f** | **%+.1f%%** | %.4f | %+.1f%% |\n\n", d3_all,
          m_all, pct(m_all, d3_all), loo_all, pct(loo_all, d3_all));

  bool checks = false;
  for (size_t i = 0; i < t.n; i++) {
    const wt_sram_row_t *r = &t.rows[i];
    if (r->role != WT_SRAM_ROLE_CHECK || !wt_sram_group_first(&t, i)) {
      continue;
    }
    if (!checks) {
      fprintf(md, "Out of sample (other CACTI 4.2 areas D3 states, never fitted):\n\n");
      fprintf(md,
              "| D3 array | parameters | rows x cols (bits), ports | D3 mm² | model mm² | "
              "error |\n|---|---|---|---:|---:|---:|\n");
      checks = true;
    }
    double m = wt_sram_group_mm2(&t, i, k);
    group_text(&t, i, par, geo, sizeof par);
    fprintf(md, "| %s | %s | %s | %.4f | %.4f | %+.1f%% |\n", r->group, par, geo, r->d3_mm2, m,
            pct(m, r->d3_mm2));
  }
  if (checks) {
    fprintf(md, "\n");
  }

  bool stale = fabs(kf.t_um / k->t_um - 1.0) > 0.005 || fabs(kf.alpha_um / k->alpha_um - 1.0) > 0.005 ||
               fabs(kf.beta_um / k->beta_um - 1.0) > 0.005;
  fprintf(md,
          "Model: one bank is the rectangle (rows·h(P) + P·α) × (cols·w(P) + P·β) µm² at 90 nm, "
          "h(P) = %.5f + 2t(P−1), w(P) = %.5f + 2t(P_RW+P_R+P_W−1) + t·P_SER µm, P its ports; a "
          "row is the sum over its Table 7.2 lines of copies × #Banks × one bank, with rows = "
          "sets and cols = ways × (8·line + tag bits). The single-port cell (120 F², 2:1, "
          "F = 90 nm) and the two wire tracks per extra port are CACTI 4.2's (Tarjan, Thoziyoor, "
          "Jouppi, HPL-2006-86; the (w+p)(h+p) growth of a multiported cell as in Rixner et al., "
          "HPCA 2000); α is the height per port of the column periphery (precharge, sense, "
          "write), β the width per port of the row periphery (decoders, drivers). "
          "Fitted on the %zu SRAM rows (least squares of ln(model/D3), Nelder-Mead): "
          "t = %.3f µm, α = %.1f µm, β = %.1f µm (committed; a refit on this file gives %.4f, "
          "%.2f, %.2f); t comes out %.1f × CACTI's %.3f µm track, so it carries per-port costs "
          "beyond wires.%s "
          "In sample the errors run from %+.1f%% to %+.1f%% (RMS of ln(model/D3) %.2f), the SRAM "
          "total is off by %+.1f%%; leave-one-out from %+.1f%% to %+.1f%% (RMS %.2f). Three "
          "constants on %zu points that are not consistent among themselves (below) make a rough "
          "model, with no CACTI subarray optimisation: good for magnitudes and ratios, not a "
          "substitute for CACTI. Other nodes: area × (node / 90 nm)² (`wt_area_scale`; × 4 at "
          "180 nm).\n\n",
          WT_SRAM_CELL_H1_UM, WT_SRAM_CELL_W1_UM, nfit, k->t_um, k->alpha_um, k->beta_um, kf.t_um,
          kf.alpha_um, kf.beta_um, k->t_um / WT_SRAM_CACTI_TRACK_UM, WT_SRAM_CACTI_TRACK_UM,
          stale ? " **The committed constants are not the fit of this file: run `make sram-fit` "
                  "and update wt_sram_consts_90.**"
                : "",
          lo, hi, sqrt(sse / (double)nfit), pct(m_fit, d3_fit), lo_l, hi_l, sqrt(sse_loo / (double)nfit),
          nfit);
  consistency(md, &t);
  wt_sram_tab_free(&t);
  if (ferror(md)) {
    fmt_err(err, errlen, "write error on the Markdown output");
    return -1;
  }
  return 0;
}
