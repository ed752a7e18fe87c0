/**
 * @file wt_cfg.h
 * @brief Configuration files (configs/<name>.cfg): parse, resolve bases, validate.
 *
 * The one implementation of the rules of a configuration file, used by tools/cfggen.c (which
 * writes a build's wt_config.{h,svh}) and by libwarptwin (warptwin_create with a .cfg path). It
 * never exits and keeps no global mutable state: every result lives in the caller's wt_cfg_t.
 *
 * A file holds `base = <name>` (optional, at most once, anywhere in the file) and `KNOB = value`
 * lines; '#' starts a comment. It starts from its base, or without one from the paper-baseline
 * defaults of configs/knobs.def, and sets only what differs. Every value is then checked against
 * its knob's range and rule, then the cross-knob rules run (wt_cfg.c, check_cross). A base is
 * looked up as `<dir>/<name>.cfg`, where dir is wt_cfg_opts_t.base_dir or, without one, the
 * directory of the file naming it; if that file does not exist and a `base_fn` is given, the
 * base is asked from it (libwarptwin: its compiled-in configurations).
 *
 * Errors read `FILE:LINE: error: ...` (or `FILE: error: ...` without a line) and name the knob;
 * for an inherited value FILE:LINE is the base file's line that set it.
 */
#ifndef WT_CFG_H
#define WT_CFG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Knob rules (the `rule` column of configs/knobs.def). */
enum { WT_R_NONE, WT_R_POW2, WT_R_EVEN, WT_R_SENTINEL, WT_R_BOOL };

/** One knob of configs/knobs.def. */
typedef struct wt_knob_def {
  const char *family;
  const char *name;
  long def, min, max; /**< paper-baseline default, inclusive range */
  int rule;           /**< WT_R_* */
  const char *doc;
} wt_knob_def_t;

/** The number of knobs of configs/knobs.def. */
#define WT_KNOB(fam, n, dv, lo, hi, r, d) +1
enum {
  WT_NKNOBS = 0
#include "../configs/knobs.def"
};
#undef WT_KNOB

/** Every knob of configs/knobs.def, in its order. */
extern const wt_knob_def_t wt_knob_defs[WT_NKNOBS];

/** Index of the knob called `name` in wt_knob_defs, or -1. */
int wt_knob_find(const char *name);

/** A knob rule's name as `cfggen --knobs` prints it ("pow2", ...). */
const char *wt_knob_rule_name(int rule);

#define WT_CFG_MAX_DEPTH 16
#define WT_CFG_PATH 4096

/** A resolved configuration: every knob's value and where it was set. */
typedef struct wt_cfg {
  char name[256];        /**< the file name without directory and .cfg */
  long value[WT_NKNOBS]; /**< in wt_knob_defs order */
  int src[WT_NKNOBS];    /**< index into files[] of what set the value, -1: the default */
  int line[WT_NKNOBS];   /**< its line there, 0 for a default or a base given by base_fn */
  char files[WT_CFG_MAX_DEPTH + 1][WT_CFG_PATH]; /**< the files read (and base_fn's names) */
  int nfiles;
} wt_cfg_t;

/** Asks for a base configuration that is not a file: returns 1 and writes every knob's value
 *  (WT_NKNOBS, wt_knob_defs order) and a description ("compiled-in configuration dwf_toy") if
 *  `name` is known, else 0. */
typedef int (*wt_cfg_base_fn)(void *ctx, const char *name, long *values, char *what, size_t len);

/** How bases are found (NULL: beside the file, no fallback). */
typedef struct wt_cfg_opts {
  const char *base_dir;   /**< look every base up as base_dir/<name>.cfg; NULL: beside its file */
  wt_cfg_base_fn base_fn; /**< asked when that file does not exist; NULL: none */
  void *base_ctx;         /**< its context */
} wt_cfg_opts_t;

/** Reads, resolves and validates configuration file `path` into `c`. Returns 0, or -1 with the
 *  error (`FILE:LINE: error: ...`, no newline) in `err` (`errlen` bytes; may be NULL/0). */
int wt_cfg_load(wt_cfg_t *c, const char *path, const wt_cfg_opts_t *opts, char *err, size_t errlen);

/** Where knob `k`'s value came from, for messages: its file, or "configs/knobs.def". */
const char *wt_cfg_src(const wt_cfg_t *c, int k);

/** The whole-configuration hash: 64-bit FNV-1a over "NAME=value;" of every knob. */
uint64_t wt_cfg_hash(const wt_cfg_t *c);

#ifdef __cplusplus
}
#endif

#endif
