/* lib/wt_cfg.c: configuration files (contract in wt_cfg.h). The rules of tools/cfggen, moved
 * here unchanged with error returns instead of exit() and the line buffers per call. */
#include "wt_cfg.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const wt_knob_def_t wt_knob_defs[WT_NKNOBS] = {
#define WT_KNOB(fam, n, dv, lo, hi, r, d) {#fam, #n, dv, lo, hi, r, d},
#include "../configs/knobs.def"
#undef WT_KNOB
};

int wt_knob_find(const char *name) {
  for (int i = 0; i < WT_NKNOBS; i++) {
    if (strcmp(wt_knob_defs[i].name, name) == 0) {
      return i;
    }
  }
  return -1;
}

const char *wt_knob_rule_name(int r) {
  static const char *const names[] = {"none", "pow2", "even", "sentinel", "bool"};
  return r >= 0 && r < (int)(sizeof names / sizeof names[0]) ? names[r] : "?";
}

const char *wt_cfg_src(const wt_cfg_t *c, int k) {
  return c->src[k] >= 0 ? c->files[c->src[k]] : "configs/knobs.def";
}

/* One load: the configuration being built, its options and the error buffer. */
typedef struct ctx {
  wt_cfg_t *c;
  const wt_cfg_opts_t *o;
  char *err;
  size_t errlen;
} ctx_t;

/* Writes `FILE:LINE: error: ...` into the error buffer; returns -1. */
static int fail(ctx_t *x, const char *file, int line, const char *fmt, ...) {
  if (x->err == NULL || x->errlen == 0) {
    return -1;
  }
  int n = line > 0 ? snprintf(x->err, x->errlen, "%s:%d: error: ", file, line)
                   : snprintf(x->err, x->errlen, "%s: error: ", file);
  if (n >= 0 && (size_t)n < x->errlen) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(x->err + n, x->errlen - (size_t)n, fmt, ap);
    va_end(ap);
  }
  return -1;
}

static int clog2(long v) {
  int w = 0;
  while ((1L << w) < v) {
    w++;
  }
  return w;
}

/* Records `path` among the files read; returns its index. */
static int add_file(wt_cfg_t *c, const char *path) {
  int i = c->nfiles < WT_CFG_MAX_DEPTH + 1 ? c->nfiles++ : WT_CFG_MAX_DEPTH;
  snprintf(c->files[i], sizeof c->files[i], "%s", path);
  return i;
}

static int check_rule(ctx_t *x, int k) {
  const wt_knob_def_t *d = &wt_knob_defs[k];
  long v = x->c->value[k];
  const char *f = wt_cfg_src(x->c, k);
  int ln = x->c->line[k];
  if (v < d->min || v > d->max) {
    return fail(x, f, ln, "knob %s = %ld is out of range %ld..%ld (%s)", d->name, v, d->min, d->max, d->doc);
  }
  switch (d->rule) {
    case WT_R_POW2:
      if ((v & (v - 1)) != 0) {
        return fail(x, f, ln, "knob %s = %ld must be a power of two (%s)", d->name, v, d->doc);
      }
      break;
    case WT_R_EVEN:
      if (v % 2 != 0) {
        return fail(x, f, ln, "knob %s = %ld must be even (%s)", d->name, v, d->doc);
      }
      break;
    case WT_R_SENTINEL:
      if (v >= (1L << clog2(v))) {
        return fail(x, f, ln,
                    "knob %s = %ld leaves no spare code for the all-ones sentinel of its %d-bit index "
                    "(needs %s < 2^%d; %s)",
                    d->name, v, clog2(v), d->name, clog2(v), d->doc);
      }
      break;
    default: break;
  }
  return 0;
}

/* Rules that involve two knobs; the message names both. */
static int check_cross(ctx_t *x) {
  const wt_cfg_t *c = x->c;
  int pcw = wt_knob_find("PCW");
  int sets[] = {wt_knob_find("PWL_SETS"), wt_knob_find("MHL_SETS")};
  for (int i = 0; i < 2; i++) {
    int s = sets[i];
    if (clog2(c->value[s]) > c->value[pcw]) {
      return fail(x, wt_cfg_src(c, s), c->line[s], "knob %s = %ld needs %d set-index bits but PCW = %ld",
                  wt_knob_defs[s].name, c->value[s], clog2(c->value[s]), c->value[pcw]);
    }
  }
  int thr = wt_knob_find("THRESH"), sch = wt_knob_find("SCHED");
  if (c->value[thr] > c->value[sch]) {
    /* Name the line that made them clash: THRESH's if a file set it, else SCHED's. */
    int at = c->line[thr] ? thr : sch;
    return fail(x, wt_cfg_src(c, at), c->line[at],
                "knob THRESH = %ld exceeds the scheduler entries (SCHED = %ld)", c->value[thr],
                c->value[sch]);
  }
  int nl = wt_knob_find("NL"), th = wt_knob_find("THREADS");
  if (c->value[th] < c->value[nl]) {
    return fail(x, wt_cfg_src(c, th), c->line[th], "knob THREADS = %ld is smaller than one warp (NL = %ld)",
                c->value[th], c->value[nl]);
  }
  int rr = wt_knob_find("RREGS"), rb = wt_knob_find("RBANKS");
  if (c->value[rb] > c->value[rr]) {
    int at = c->line[rb] ? rb : rr;
    return fail(x, wt_cfg_src(c, at), c->line[at],
                "knob RBANKS = %ld exceeds the rename registers (RREGS = %ld)", c->value[rb], c->value[rr]);
  }
  return 0;
}

/* Lines are read whole first: the base must be applied before this file's own values, wherever in
 * the file the `base` line stands. */
enum { MAXL = 512, LINEW = 256 };

/* Reads configuration `path` (named `name`), its bases first. `chain` holds the names of the files
 * that led here (for the cycle message), `depth` of them. */
static int load(ctx_t *x, const char *path, const char *name, char (*chain)[256], int depth) {
  wt_cfg_t *c = x->c;
  for (int i = 0; i < depth; i++) {
    if (strcmp(chain[i], name) == 0) {
      char msg[2048] = "";
      for (int j = i; j < depth; j++) {
        strncat(msg, chain[j], sizeof msg - strlen(msg) - 1);
        strncat(msg, " -> ", sizeof msg - strlen(msg) - 1);
      }
      strncat(msg, name, sizeof msg - strlen(msg) - 1);
      return fail(x, path, 0, "cycle of base configurations: %s", msg);
    }
  }
  if (depth >= WT_CFG_MAX_DEPTH) {
    return fail(x, path, 0, "base configurations nest more than %d deep", WT_CFG_MAX_DEPTH);
  }
  snprintf(chain[depth], 256, "%s", name);
  FILE *f = fopen(path, "r");
  if (!f) {
    return fail(x, path, 0, "cannot open: %s", strerror(errno));
  }
  char(*L)[LINEW] = calloc(MAXL, LINEW);
  if (!L) {
    fclose(f);
    return fail(x, path, 0, "out of memory");
  }
  int rc = 0, nl = 0, base_line = 0;
  char base[256] = "";
  char buf[1024];
  while (rc == 0 && fgets(buf, sizeof buf, f)) {
    nl++;
    if (nl > MAXL) {
      rc = fail(x, path, nl, "more than %d lines", MAXL);
      break;
    }
    if (!strchr(buf, '\n') && !feof(f)) {
      rc = fail(x, path, nl, "line too long");
      break;
    }
    char *h = strchr(buf, '#');
    if (h) {
      *h = '\0';
    }
    if (strlen(buf) >= LINEW) {
      rc = fail(x, path, nl, "line too long");
      break;
    }
    strcpy(L[nl - 1], buf);
  }
  fclose(f);

  /* Pass 1: syntax of every line, and the base. */
  for (int ln = 1; rc == 0 && ln <= nl; ln++) {
    char *p = L[ln - 1];
    while (isspace((unsigned char)*p)) p++;
    if (*p == '\0') continue;
    char key[64];
    int n = 0;
    while ((isalnum((unsigned char)*p) || *p == '_') && n < 63) key[n++] = *p++;
    key[n] = '\0';
    while (isspace((unsigned char)*p)) p++;
    if (n == 0 || *p != '=') {
      rc = fail(x, path, ln, "expected `KNOB = value` or `base = <configuration>`");
      break;
    }
    if (strcmp(key, "base") == 0) {
      if (base_line) {
        rc = fail(x, path, ln, "base set twice (first on line %d)", base_line);
        break;
      }
      p++;
      while (isspace((unsigned char)*p)) p++;
      n = 0;
      while ((isalnum((unsigned char)*p) || *p == '_') && n < 200) base[n++] = *p++;
      base[n] = '\0';
      while (isspace((unsigned char)*p)) p++;
      if (n == 0 || *p != '\0') {
        rc = fail(x, path, ln, "base: expected a configuration name (letters, digits, '_')");
        break;
      }
      base_line = ln;
    }
  }
  if (rc == 0 && base_line) {
    char bpath[WT_CFG_PATH + 300];
    if (x->o && x->o->base_dir) {
      snprintf(bpath, sizeof bpath, "%s/%s.cfg", x->o->base_dir, base);
    } else {
      const char *slash = strrchr(path, '/');
      int dl = slash ? (int)(slash - path) + 1 : 0;
      snprintf(bpath, sizeof bpath, "%.*s%s.cfg", dl, path, base);
    }
    FILE *t = fopen(bpath, "r");
    if (t) {
      fclose(t);
      rc = load(x, bpath, base, chain, depth + 1);
    } else {
      long vals[WT_NKNOBS];
      char what[300];
      if (x->o && x->o->base_fn && x->o->base_fn(x->o->base_ctx, base, vals, what, sizeof what)) {
        int fi = add_file(c, what);
        for (int k = 0; k < WT_NKNOBS; k++) {
          c->value[k] = vals[k];
          c->src[k] = fi;
          c->line[k] = 0;
        }
      } else if (x->o && x->o->base_fn) {
        rc = fail(x, path, base_line,
                  "unknown base configuration %s (no %s and no compiled-in configuration %s)", base, bpath,
                  base);
      } else {
        rc = fail(x, path, base_line, "unknown base configuration %s (no %s)", base, bpath);
      }
    }
  }

  /* Pass 2: this file's values, over the base's. */
  int fi = rc == 0 ? add_file(c, path) : -1;
  int set_here[WT_NKNOBS];
  memset(set_here, 0, sizeof set_here);
  for (int ln = 1; rc == 0 && ln <= nl; ln++) {
    char *p = L[ln - 1];
    while (isspace((unsigned char)*p)) p++;
    if (*p == '\0') continue;
    char key[64];
    int n = 0;
    while ((isalnum((unsigned char)*p) || *p == '_') && n < 63) key[n++] = *p++;
    key[n] = '\0';
    if (strcmp(key, "base") == 0) continue;
    while (isspace((unsigned char)*p)) p++;
    p++; /* '=' (checked in pass 1) */
    int k = wt_knob_find(key);
    if (k < 0) {
      rc = fail(x, path, ln, "unknown knob %s (the knobs are listed in configs/knobs.def)", key);
      break;
    }
    if (set_here[k]) {
      rc = fail(x, path, ln, "knob %s set twice (first on line %d)", key, set_here[k]);
      break;
    }
    char *end;
    errno = 0;
    long v = strtol(p, &end, 10);
    while (isspace((unsigned char)*end)) end++;
    if (end == p || *end != '\0' || errno) {
      rc = fail(x, path, ln, "knob %s: value is not a decimal integer", key);
      break;
    }
    set_here[k] = ln;
    c->value[k] = v;
    c->src[k] = fi;
    c->line[k] = ln;
  }
  free(L);
  return rc;
}

int wt_cfg_load(wt_cfg_t *c, const char *path, const wt_cfg_opts_t *opts, char *err, size_t errlen) {
  ctx_t x = {c, opts, err, errlen};
  if (err && errlen) {
    err[0] = '\0';
  }
  memset(c, 0, sizeof *c);
  for (int k = 0; k < WT_NKNOBS; k++) {
    c->value[k] = wt_knob_defs[k].def;
    c->src[k] = -1;
  }
  /* Configuration name = file name without directory and .cfg. */
  const char *bn = strrchr(path, '/');
  bn = bn ? bn + 1 : path;
  size_t n = strlen(bn);
  if (n <= 4 || strcmp(bn + n - 4, ".cfg") != 0 || n - 4 >= sizeof c->name) {
    return fail(&x, path, 0, "a configuration file must be named <name>.cfg");
  }
  memcpy(c->name, bn, n - 4);
  c->name[n - 4] = '\0';
  char(*chain)[256] = calloc(WT_CFG_MAX_DEPTH + 1, 256);
  if (!chain) {
    return fail(&x, path, 0, "out of memory");
  }
  int rc = load(&x, path, c->name, chain, 0);
  free(chain);
  for (int k = 0; rc == 0 && k < WT_NKNOBS; k++) {
    rc = check_rule(&x, k);
  }
  return rc == 0 ? check_cross(&x) : rc;
}

uint64_t wt_cfg_hash(const wt_cfg_t *c) {
  uint64_t h = UINT64_C(0xcbf29ce484222325);
  for (int i = 0; i < WT_NKNOBS; i++) {
    char kv[128];
    snprintf(kv, sizeof kv, "%s=%ld;", wt_knob_defs[i].name, c->value[i]);
    for (const char *s = kv; *s; s++) {
      h ^= (unsigned char)*s;
      h *= UINT64_C(0x100000001b3);
    }
  }
  return h;
}
