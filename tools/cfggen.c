/* tools/cfggen.c: resolve and validate one named configuration and write its generated views.
 *
 *   cfggen configs/<name>.cfg <outdir>     write <outdir>/wt_config.{h,svh}
 *   cfggen --show configs/<name>.cfg       print every knob, its value and where it was set
 *   cfggen --knobs                         print the knob table of configs/knobs.def, a line each:
 *                                          name family default min max rule doc (tab-separated)
 *   cfggen --base-dir DIR ...              resolve every `base = <name>` as DIR/<name>.cfg (a
 *                                          configuration written outside configs/, e.g. a sweep's
 *                                          derived one in build/sweep/, names its base in configs/)
 *
 * A configuration file holds `base = <name>` (optional, at most once) and `KNOB = value` lines;
 * comments start with '#'. It starts from its base (<base>.cfg in the same directory, or in the
 * --base-dir directory, resolved the same way) or, without one, from the paper-baseline defaults of
 * configs/knobs.def, and sets only what differs. Every resulting value is checked against its
 * knob's range and rule, then the cross-knob rules run. The outputs are
 *   <outdir>/wt_config.h    C:       #define WT_<NAME> <value>, WT_CONFIG_KNOBS(X)
 *   <outdir>/wt_config.svh  Verilog: `define WT_<NAME> <value> (no configuration name or path: two
 *                           configurations with the same values give the same text, so synthesis,
 *                           cached by the content of its inputs, is shared between them)
 * written to temporaries and renamed, and replaced only when their text changes; a failed run
 * leaves nothing behind. Errors name the file, the line and the knob (for an inherited value, the
 * line of the base file that set it) and exit with status 1.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { WT_R_NONE, WT_R_POW2, WT_R_EVEN, WT_R_SENTINEL, WT_R_BOOL };

typedef struct {
  const char *family;
  const char *name;
  long def, min, max;
  int rule;
  const char *doc;
  long value;
  char from[4096]; /* file that set the value ("" = knobs.def default) */
  int line;        /* its line there */
} knob_t;

static knob_t knobs[] = {
#define WT_KNOB(fam, n, dv, lo, hi, r, d) {#fam, #n, dv, lo, hi, r, d, dv, "", 0},
#include "../configs/knobs.def"
#undef WT_KNOB
};
enum { NKNOBS = sizeof knobs / sizeof knobs[0] };

/* Where `base = <name>` is looked up (--base-dir); NULL: beside the file that names it. */
static const char *base_dir;

/* A knob's rule as --knobs prints it. */
static const char *rule_name(int r) {
  static const char *const names[] = {"none", "pow2", "even", "sentinel", "bool"};
  return r >= 0 && r < (int)(sizeof names / sizeof names[0]) ? names[r] : "?";
}

static void die(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  if (line > 0) {
    fprintf(stderr, "%s:%d: error: ", file, line);
  } else {
    fprintf(stderr, "%s: error: ", file);
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

/* Where a knob's value came from, for messages: its file, or knobs.def. */
static const char *src_file(const knob_t *k) { return k->line ? k->from : "configs/knobs.def"; }

static void check_rule(const knob_t *k) {
  long v = k->value;
  const char *f = src_file(k);
  if (v < k->min || v > k->max) {
    die(f, k->line, "knob %s = %ld is out of range %ld..%ld (%s)", k->name, v, k->min, k->max, k->doc);
  }
  switch (k->rule) {
    case WT_R_POW2:
      if ((v & (v - 1)) != 0) {
        die(f, k->line, "knob %s = %ld must be a power of two (%s)", k->name, v, k->doc);
      }
      break;
    case WT_R_EVEN:
      if (v % 2 != 0) {
        die(f, k->line, "knob %s = %ld must be even (%s)", k->name, v, k->doc);
      }
      break;
    case WT_R_SENTINEL:
      if (v >= (1L << clog2(v))) {
        die(f, k->line,
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
      die(src_file(sets[i]), sets[i]->line, "knob %s = %ld needs %d set-index bits but PCW = %ld",
          sets[i]->name, sets[i]->value, clog2(sets[i]->value), pcw->value);
    }
  }
  const knob_t *thr = find("THRESH"), *sch = find("SCHED");
  if (thr->value > sch->value) {
    /* Name the line that made them clash: THRESH's if a file set it, else SCHED's. */
    const knob_t *at = thr->line ? thr : sch;
    die(src_file(at), at->line, "knob THRESH = %ld exceeds the scheduler entries (SCHED = %ld)",
        thr->value, sch->value);
  }
  const knob_t *nl = find("NL"), *th = find("THREADS");
  if (th->value < nl->value) {
    die(src_file(th), th->line, "knob THREADS = %ld is smaller than one warp (NL = %ld)", th->value,
        nl->value);
  }
}

/* Reads configuration `path` (named `name`), its bases first. `chain` holds the names of the files
 * that led here (for the cycle message), `depth` of them. */
#define MAX_DEPTH 16
static void load(const char *path, const char *name, const char **chain, int depth) {
  for (int i = 0; i < depth; i++) {
    if (strcmp(chain[i], name) == 0) {
      char msg[2048] = "";
      for (int j = i; j < depth; j++) {
        strncat(msg, chain[j], sizeof msg - strlen(msg) - 1);
        strncat(msg, " -> ", sizeof msg - strlen(msg) - 1);
      }
      strncat(msg, name, sizeof msg - strlen(msg) - 1);
      die(path, 0, "cycle of base configurations: %s", msg);
    }
  }
  if (depth >= MAX_DEPTH) {
    die(path, 0, "base configurations nest more than %d deep", MAX_DEPTH);
  }
  chain[depth] = name;
  FILE *f = fopen(path, "r");
  if (!f) {
    die(path, 0, "cannot open: %s", strerror(errno));
  }
  /* Lines are read whole first: the base must be applied before this file's own values, wherever
   * in the file the `base` line stands. */
  enum { MAXL = 512 };
  static char lines[MAX_DEPTH][MAXL][256];
  char(*L)[256] = lines[depth];
  int nl = 0, base_line = 0;
  char base[256] = "";
  char buf[1024];
  while (fgets(buf, sizeof buf, f)) {
    nl++;
    if (nl > MAXL) {
      die(path, nl, "more than %d lines", MAXL);
    }
    if (!strchr(buf, '\n') && !feof(f)) {
      die(path, nl, "line too long");
    }
    char *c = strchr(buf, '#');
    if (c) {
      *c = '\0';
    }
    if (strlen(buf) >= sizeof L[0]) {
      die(path, nl, "line too long");
    }
    strcpy(L[nl - 1], buf);
  }
  fclose(f);

  /* Pass 1: syntax of every line, and the base. */
  for (int ln = 1; ln <= nl; ln++) {
    char *p = L[ln - 1];
    while (isspace((unsigned char)*p)) p++;
    if (*p == '\0') continue;
    char key[64];
    int n = 0;
    while ((isalnum((unsigned char)*p) || *p == '_') && n < 63) key[n++] = *p++;
    key[n] = '\0';
    while (isspace((unsigned char)*p)) p++;
    if (n == 0 || *p != '=') {
      die(path, ln, "expected `KNOB = value` or `base = <configuration>`");
    }
    if (strcmp(key, "base") == 0) {
      if (base_line) {
        die(path, ln, "base set twice (first on line %d)", base_line);
      }
      p++;
      while (isspace((unsigned char)*p)) p++;
      n = 0;
      while ((isalnum((unsigned char)*p) || *p == '_') && n < 200) base[n++] = *p++;
      base[n] = '\0';
      while (isspace((unsigned char)*p)) p++;
      if (n == 0 || *p != '\0') {
        die(path, ln, "base: expected a configuration name (letters, digits, '_')");
      }
      base_line = ln;
    }
  }
  if (base_line) {
    char bpath[4096];
    if (base_dir) {
      snprintf(bpath, sizeof bpath, "%s/%s.cfg", base_dir, base);
    } else {
      const char *slash = strrchr(path, '/');
      int dl = slash ? (int)(slash - path) + 1 : 0;
      snprintf(bpath, sizeof bpath, "%.*s%s.cfg", dl, path, base);
    }
    FILE *t = fopen(bpath, "r");
    if (!t) {
      die(path, base_line, "unknown base configuration %s (no %s)", base, bpath);
    }
    fclose(t);
    load(bpath, base, chain, depth + 1);
  }

  /* Pass 2: this file's values, over the base's. */
  int set_here[NKNOBS];
  memset(set_here, 0, sizeof set_here);
  for (int ln = 1; ln <= nl; ln++) {
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
    knob_t *k = find(key);
    if (!k) {
      die(path, ln, "unknown knob %s (the knobs are listed in configs/knobs.def)", key);
    }
    int ki = (int)(k - knobs);
    if (set_here[ki]) {
      die(path, ln, "knob %s set twice (first on line %d)", key, set_here[ki]);
    }
    char *end;
    errno = 0;
    long v = strtol(p, &end, 10);
    while (isspace((unsigned char)*end)) end++;
    if (end == p || *end != '\0' || errno) {
      die(path, ln, "knob %s: value is not a decimal integer", key);
    }
    set_here[ki] = ln;
    k->value = v;
    snprintf(k->from, sizeof k->from, "%s", path);
    k->line = ln;
  }
}

static uint64_t fnv1a(uint64_t h, const char *s) {
  for (; *s; s++) {
    h ^= (unsigned char)*s;
    h *= 0x100000001b3ULL;
  }
  return h;
}

/* Writes `text` to <dir>/<name> unless it already holds exactly that text. */
static void write_if_changed(const char *dir, const char *name, const char *text) {
  char dst[4096], tmp[4300];
  snprintf(dst, sizeof dst, "%s/%s", dir, name);
  FILE *o = fopen(dst, "r");
  if (o) {
    size_t len = strlen(text);
    char *old = malloc(len + 2);
    size_t got = old ? fread(old, 1, len + 1, o) : 0;
    fclose(o);
    int same = old && got == len && memcmp(old, text, len) == 0;
    free(old);
    if (same) return;
  }
  /* A per-process temporary: parallel jobs of one configuration may run this at the same time. */
  snprintf(tmp, sizeof tmp, "%s.tmp%ld", dst, (long)getpid());
  FILE *f = fopen(tmp, "w");
  if (!f) {
    fprintf(stderr, "cfggen: cannot write %s: %s\n", tmp, strerror(errno));
    exit(1);
  }
  if (fputs(text, f) < 0 || fclose(f) != 0 || rename(tmp, dst) != 0) {
    fprintf(stderr, "cfggen: cannot write %s: %s\n", dst, strerror(errno));
    remove(tmp);
    exit(1);
  }
}

/* A growing text buffer. */
typedef struct {
  char *s;
  size_t n, cap;
} buf_t;
static void bprintf(buf_t *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int need = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (b->n + (size_t)need + 1 > b->cap) {
    b->cap = (b->n + (size_t)need + 1) * 2;
    b->s = realloc(b->s, b->cap);
    if (!b->s) {
      fprintf(stderr, "cfggen: out of memory\n");
      exit(1);
    }
  }
  va_start(ap, fmt);
  vsnprintf(b->s + b->n, (size_t)need + 1, fmt, ap);
  va_end(ap);
  b->n += (size_t)need;
}

int main(int argc, char **argv) {
  if (argc >= 3 && strcmp(argv[1], "--base-dir") == 0) {
    base_dir = argv[2];
    argv += 2;
    argc -= 2;
  }
  if (argc == 2 && strcmp(argv[1], "--knobs") == 0) {
    for (int i = 0; i < NKNOBS; i++) {
      const knob_t *k = &knobs[i];
      printf("%s\t%s\t%ld\t%ld\t%ld\t%s\t%s\n", k->name, k->family, k->def, k->min, k->max,
             rule_name(k->rule), k->doc);
    }
    return 0;
  }
  int show = argc == 3 && strcmp(argv[1], "--show") == 0;
  if (argc != 3) {
    fprintf(stderr,
            "usage: cfggen [--base-dir DIR] configs/<name>.cfg <outdir>\n"
            "       cfggen [--base-dir DIR] --show configs/<name>.cfg\n"
            "       cfggen --knobs\n");
    return 2;
  }
  const char *cfg_path = show ? argv[2] : argv[1];
  /* Configuration name = file name without directory and .cfg. */
  char cfgname[256];
  const char *bn = strrchr(cfg_path, '/');
  bn = bn ? bn + 1 : cfg_path;
  snprintf(cfgname, sizeof cfgname, "%s", bn);
  char *dot = strstr(cfgname, ".cfg");
  if (!dot || dot[4] != '\0') {
    die(cfg_path, 0, "a configuration file must be named <name>.cfg");
  }
  *dot = '\0';

  const char *chain[MAX_DEPTH + 1];
  load(cfg_path, cfgname, chain, 0);
  for (int i = 0; i < NKNOBS; i++) {
    check_rule(&knobs[i]);
  }
  check_cross();

  if (show) {
    printf("configuration %s\n", cfgname);
    for (int i = 0; i < NKNOBS; i++) {
      const knob_t *k = &knobs[i];
      if (k->line) {
        printf("  %-7s %-9s = %-5ld  (%s:%d)\n", k->family, k->name, k->value, k->from, k->line);
      } else {
        printf("  %-7s %-9s = %-5ld  (default)\n", k->family, k->name, k->value);
      }
    }
    return 0;
  }

  /* The whole-configuration hash covers every knob by name and value (printed by the harnesses).
   * Vector files carry a per-block hash over the knobs that block reads (tools/vecgen.c). */
  uint64_t h = 0xcbf29ce484222325ULL;
  for (int i = 0; i < NKNOBS; i++) {
    char kv[128];
    snprintf(kv, sizeof kv, "%s=%ld;", knobs[i].name, knobs[i].value);
    h = fnv1a(h, kv);
  }

  buf_t ch = {0}, cv = {0};
  bprintf(&ch, "/* Generated by tools/cfggen from %s: do not edit. */\n", cfg_path);
  bprintf(&ch, "#ifndef WT_CONFIG_H\n#define WT_CONFIG_H\n");
  bprintf(&ch, "#define WT_CONFIG_NAME \"%s\"\n", cfgname);
  bprintf(&ch, "#define WT_CONFIG_HASH 0x%016llxULL\n", (unsigned long long)h);
  /* No name or path here: this include is a synthesis input, and synthesis is cached by content. */
  bprintf(&cv, "// Generated by tools/cfggen: do not edit.\n");
  bprintf(&cv, "`ifndef WT_CONFIG_SVH\n`define WT_CONFIG_SVH\n");
  bprintf(&cv, "`define WT_CONFIG_HASH 64'h%016llx\n", (unsigned long long)h);
  for (int i = 0; i < NKNOBS; i++) {
    bprintf(&ch, "/** [%s] %s */\n#define WT_%s %ld\n", knobs[i].family, knobs[i].doc, knobs[i].name,
            knobs[i].value);
    bprintf(&cv, "// [%s] %s\n`define WT_%s %ld\n", knobs[i].family, knobs[i].doc, knobs[i].name,
            knobs[i].value);
  }
  /* The knob list in declaration order, for vector headers and reports: X(name, value, family). */
  bprintf(&ch, "#define WT_CONFIG_KNOBS(X)");
  for (int i = 0; i < NKNOBS; i++) {
    bprintf(&ch, " X(%s, WT_%s, %s)", knobs[i].name, knobs[i].name, knobs[i].family);
  }
  bprintf(&ch, "\n#endif\n");
  bprintf(&cv, "`endif\n");
  write_if_changed(argv[2], "wt_config.h", ch.s);
  write_if_changed(argv[2], "wt_config.svh", cv.s);
  free(ch.s);
  free(cv.s);
  return 0;
}
