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
 *
 * The file rules (syntax, bases, ranges, knob rules, cross-knob rules) live in lib/wt_cfg.c, the
 * one implementation shared with libwarptwin; this file writes the generated views.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wt_cfg.h"

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
  wt_cfg_opts_t opts = {NULL, NULL, NULL};
  if (argc >= 3 && strcmp(argv[1], "--base-dir") == 0) {
    opts.base_dir = argv[2];
    argv += 2;
    argc -= 2;
  }
  if (argc == 2 && strcmp(argv[1], "--knobs") == 0) {
    for (int i = 0; i < WT_NKNOBS; i++) {
      const wt_knob_def_t *k = &wt_knob_defs[i];
      printf("%s\t%s\t%ld\t%ld\t%ld\t%s\t%s\n", k->name, k->family, k->def, k->min, k->max,
             wt_knob_rule_name(k->rule), k->doc);
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
  static wt_cfg_t cfg;
  char err[8192];
  if (wt_cfg_load(&cfg, cfg_path, &opts, err, sizeof err) != 0) {
    fprintf(stderr, "%s\n", err);
    return 1;
  }
  const char *cfgname = cfg.name;

  if (show) {
    printf("configuration %s\n", cfgname);
    for (int i = 0; i < WT_NKNOBS; i++) {
      const wt_knob_def_t *k = &wt_knob_defs[i];
      if (cfg.line[i]) {
        printf("  %-7s %-12s = %-5ld  (%s:%d)\n", k->family, k->name, cfg.value[i], wt_cfg_src(&cfg, i), cfg.line[i]);
      } else {
        printf("  %-7s %-12s = %-5ld  (default)\n", k->family, k->name, cfg.value[i]);
      }
    }
    return 0;
  }

  /* The whole-configuration hash covers every knob by name and value (printed by the harnesses).
   * Vector files carry a per-block hash over the knobs that block reads (wt_block_hash). */
  uint64_t h = wt_cfg_hash(&cfg);

  buf_t ch = {0}, cv = {0};
  bprintf(&ch, "/* Generated by tools/cfggen from %s: do not edit. */\n", cfg_path);
  bprintf(&ch, "#ifndef WT_CONFIG_H\n#define WT_CONFIG_H\n");
  bprintf(&ch, "#define WT_CONFIG_NAME \"%s\"\n", cfgname);
  bprintf(&ch, "#define WT_CONFIG_HASH 0x%016llxULL\n", (unsigned long long)h);
  /* No name or path here: this include is a synthesis input, and synthesis is cached by content. */
  bprintf(&cv, "// Generated by tools/cfggen: do not edit.\n");
  bprintf(&cv, "`ifndef WT_CONFIG_SVH\n`define WT_CONFIG_SVH\n");
  bprintf(&cv, "`define WT_CONFIG_HASH 64'h%016llx\n", (unsigned long long)h);
  for (int i = 0; i < WT_NKNOBS; i++) {
    const wt_knob_def_t *k = &wt_knob_defs[i];
    bprintf(&ch, "/** [%s] %s */\n#define WT_%s %ld\n", k->family, k->doc, k->name, cfg.value[i]);
    bprintf(&cv, "// [%s] %s\n`define WT_%s %ld\n", k->family, k->doc, k->name, cfg.value[i]);
  }
  /* The knob list in declaration order, for vector headers and reports: X(name, value, family). */
  bprintf(&ch, "#define WT_CONFIG_KNOBS(X)");
  for (int i = 0; i < WT_NKNOBS; i++) {
    bprintf(&ch, " X(%s, WT_%s, %s)", wt_knob_defs[i].name, wt_knob_defs[i].name, wt_knob_defs[i].family);
  }
  bprintf(&ch, "\n#endif\n");
  bprintf(&cv, "`endif\n");
  write_if_changed(argv[2], "wt_config.h", ch.s);
  write_if_changed(argv[2], "wt_config.svh", cv.s);
  free(ch.s);
  free(cv.s);
  return 0;
}
