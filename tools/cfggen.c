/* tools/cfggen.c: validate one named configuration and write its generated views.
 *
 *   cfggen configs/<name>.cfg <outdir>
 *
 * Reads `NAME = value` lines (comments start with '#'), checks every knob of configs/knobs.def
 * is set exactly once and within its range and rule, checks the cross-knob rules, then writes
 *   <outdir>/wt_config.h    C:       #define WT_<NAME> <value>
 *   <outdir>/wt_config.svh  Verilog: `define WT_<NAME> <value>
 * Both files are written to temporaries and renamed, so a failed run leaves nothing behind.
 * Errors name the file, the line and the knob, and exit with status 1.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WT_R_NONE, WT_R_POW2, WT_R_EVEN, WT_R_SENTINEL, WT_R_BOOL };

typedef struct {
  const char *name;
  long min, max;
  int rule;
  const char *doc;
  long value;
  int line; /* 0 = not set yet */
} knob_t;

static knob_t knobs[] = {
#define WT_KNOB(n, lo, hi, r, d) {#n, lo, hi, r, d, 0, 0},
#include "../configs/knobs.def"
#undef WT_KNOB
};
enum { NKNOBS = sizeof knobs / sizeof knobs[0] };

static const char *cfg_path;

static void die(int line, const char *fmt, ...) {
  va_list ap;
  if (line > 0) {
    fprintf(stderr, "%s:%d: error: ", cfg_path, line);
  } else {
    fprintf(stderr, "%s: error: ", cfg_path);
  }
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  exit(1);
}

static int clog2(long v) {
  int w = 0;
  while ((1L << w) < v) {
    w++;
  }
  return w;
}

static knob_t *find(const char *name) {
  for (int i = 0; i < NKNOBS; i++) {
    if (strcmp(knobs[i].name, name) == 0) {
      return &knobs[i];
    }
  }
  return NULL;
}

static void check_rule(const knob_t *k) {
  long v = k->value;
  if (v < k->min || v > k->max) {
    die(k->line, "knob %s = %ld is out of range %ld..%ld (%s)", k->name, v, k->min, k->max, k->doc);
  }
  switch (k->rule) {
    case WT_R_POW2:
      if ((v & (v - 1)) != 0) {
        die(k->line, "knob %s = %ld must be a power of two (%s)", k->name, v, k->doc);
      }
      break;
    case WT_R_EVEN:
      if (v % 2 != 0) {
        die(k->line, "knob %s = %ld must be even (%s)", k->name, v, k->doc);
      }
      break;
    case WT_R_SENTINEL:
      if (v >= (1L << clog2(v))) {
        die(k->line,
            "knob %s = %ld leaves no spare code for the all-ones sentinel of its %d-bit index "
            "(needs %s < 2^%d; %s)",
            k->name, v, clog2(v), k->name, clog2(v), k->doc);
      }
      break;
    default:
      break;
  }
}

/* Rules that involve two knobs; the message names both. */
static void check_cross(void) {
  const knob_t *pcw = find("PCW");
  const knob_t *sets[] = {find("PWL_SETS"), find("MHL_SETS")};
  for (int i = 0; i < 2; i++) {
    if (clog2(sets[i]->value) > pcw->value) {
      die(sets[i]->line, "knob %s = %ld needs %d set-index bits but PCW = %ld", sets[i]->name,
          sets[i]->value, clog2(sets[i]->value), pcw->value);
    }
  }
  const knob_t *nl = find("NL"), *th = find("THREADS");
  if (th->value < nl->value) {
    die(th->line, "knob THREADS = %ld is smaller than one warp (NL = %ld)", th->value, nl->value);
  }
}

static uint64_t fnv1a(uint64_t h, const char *s) {
  for (; *s; s++) {
    h ^= (unsigned char)*s;
    h *= 0x100000001b3ULL;
  }
  return h;
}

static FILE *open_tmp(const char *dir, const char *name, char *tmp, size_t n) {
  snprintf(tmp, n, "%s/%s.tmp", dir, name);
  FILE *f = fopen(tmp, "w");
  if (!f) {
    fprintf(stderr, "cfggen: cannot write %s: %s\n", tmp, strerror(errno));
    exit(1);
  }
  return f;
}

static void commit(FILE *f, const char *tmp, const char *dir, const char *name) {
  char dst[4096];
  snprintf(dst, sizeof dst, "%s/%s", dir, name);
  if (fclose(f) != 0 || rename(tmp, dst) != 0) {
    fprintf(stderr, "cfggen: cannot write %s: %s\n", dst, strerror(errno));
    remove(tmp);
    exit(1);
  }
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: cfggen configs/<name>.cfg <outdir>\n");
    return 2;
  }
  cfg_path = argv[1];
  FILE *f = fopen(cfg_path, "r");
  if (!f) {
    fprintf(stderr, "%s: error: cannot open: %s\n", cfg_path, strerror(errno));
    return 1;
  }
  /* Configuration name = file name without directory and .cfg. */
  char cfgname[256];
  const char *base = strrchr(cfg_path, '/');
  base = base ? base + 1 : cfg_path;
  snprintf(cfgname, sizeof cfgname, "%s", base);
  char *dot = strstr(cfgname, ".cfg");
  if (!dot || dot[4] != '\0') {
    die(0, "a configuration file must be named <name>.cfg");
  }
  *dot = '\0';

  char buf[1024];
  int line = 0;
  while (fgets(buf, sizeof buf, f)) {
    line++;
    if (!strchr(buf, '\n') && !feof(f)) {
      die(line, "line too long");
    }
    char *hash = strchr(buf, '#');
    if (hash) {
      *hash = '\0';
    }
    char *p = buf;
    while (isspace((unsigned char)*p)) {
      p++;
    }
    if (*p == '\0') {
      continue;
    }
    char name[64];
    int n = 0;
    while ((isalnum((unsigned char)*p) || *p == '_') && n < 63) {
      name[n++] = *p++;
    }
    name[n] = '\0';
    while (isspace((unsigned char)*p)) {
      p++;
    }
    if (n == 0 || *p != '=') {
      die(line, "expected `NAME = value`");
    }
    p++;
    knob_t *k = find(name);
    if (!k) {
      die(line, "unknown knob %s (the knobs are listed in configs/knobs.def)", name);
    }
    if (k->line) {
      die(line, "knob %s set twice (first on line %d)", name, k->line);
    }
    char *end;
    errno = 0;
    long v = strtol(p, &end, 10);
    while (isspace((unsigned char)*end)) {
      end++;
    }
    if (end == p || *end != '\0' || errno) {
      die(line, "knob %s: value is not a decimal integer", name);
    }
    k->value = v;
    k->line = line;
  }
  fclose(f);
  for (int i = 0; i < NKNOBS; i++) {
    if (!knobs[i].line) {
      die(0, "knob %s is not set (%s)", knobs[i].name, knobs[i].doc);
    }
    check_rule(&knobs[i]);
  }
  check_cross();

  /* The configuration hash covers every knob by name and value; vector files record it. */
  uint64_t h = 0xcbf29ce484222325ULL;
  for (int i = 0; i < NKNOBS; i++) {
    char kv[128];
    snprintf(kv, sizeof kv, "%s=%ld;", knobs[i].name, knobs[i].value);
    h = fnv1a(h, kv);
  }

  char tmp_h[4096], tmp_v[4096];
  FILE *ch = open_tmp(argv[2], "wt_config.h", tmp_h, sizeof tmp_h);
  FILE *cv = open_tmp(argv[2], "wt_config.svh", tmp_v, sizeof tmp_v);
  fprintf(ch, "/* Generated by tools/cfggen from %s: do not edit. */\n", cfg_path);
  fprintf(ch, "#ifndef WT_CONFIG_H\n#define WT_CONFIG_H\n");
  fprintf(ch, "#define WT_CONFIG_NAME \"%s\"\n", cfgname);
  fprintf(ch, "#define WT_CONFIG_HASH 0x%016llxULL\n", (unsigned long long)h);
  fprintf(cv, "// Generated by tools/cfggen from %s: do not edit.\n", cfg_path);
  fprintf(cv, "`ifndef WT_CONFIG_SVH\n`define WT_CONFIG_SVH\n");
  fprintf(cv, "`define WT_CONFIG_HASH 64'h%016llx\n", (unsigned long long)h);
  for (int i = 0; i < NKNOBS; i++) {
    fprintf(ch, "/** %s */\n#define WT_%s %ld\n", knobs[i].doc, knobs[i].name, knobs[i].value);
    fprintf(cv, "// %s\n`define WT_%s %ld\n", knobs[i].doc, knobs[i].name, knobs[i].value);
  }
  /* The knob list in declaration order, for vector headers and reports. */
  fprintf(ch, "#define WT_CONFIG_KNOBS(X)");
  for (int i = 0; i < NKNOBS; i++) {
    fprintf(ch, " X(%s, WT_%s)", knobs[i].name, knobs[i].name);
  }
  fprintf(ch, "\n#endif\n");
  fprintf(cv, "`endif\n");
  commit(ch, tmp_h, argv[2], "wt_config.h");
  commit(cv, tmp_v, argv[2], "wt_config.svh");
  return 0;
}
