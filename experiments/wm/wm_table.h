/**
 * @file wm_table.h
 * @brief D2 Table 2 as data: the reader of experiments/wm/table2.tsv, SPEC's corrections
 *        (table2_fix.tsv) and D2 section 3.1's statements (d2_sec31.tsv), shared by the Table 2
 *        report (wm_table2.c) and the utilisation experiment (wm_util.c).
 *
 * The files are tab-separated: lines starting with `#` and blank lines are ignored, the first other
 * line is the header and must name exactly the columns the reader expects, in order. Every error
 * (missing file, wrong header, wrong number of fields, a field that does not parse or is out of
 * range, a duplicate benchmark, a correction whose `printed` value is not the table's) prints
 * `<tool>: error: <file>:<line>: field <name> (column <k>): ...` on stderr and exits with status 1;
 * the tools write nothing before every input has been read.
 *
 * A kernel shape (`wm_shape_t`) is what the SM model is launched with: W, R_w, S_TB. R_w is
 * R_TB / W; where Table 2's R_TB is not a multiple of W (W3, W4, W10 as printed) the model runs
 * R_w = ceil(R_TB / W), because a warp holds whole registers (rounding down would let the TBs use
 * fewer registers than the table says), and `rw_exact` is false.
 */
#ifndef WM_TABLE_H
#define WM_TABLE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/** Most benchmarks a table may hold. */
#define WM_MAXB 64

/** The numeric Table 2 columns a correction may replace. */
enum { WM_F_SMEM, WM_F_W, WM_F_TBS, WM_F_RTB, WM_NF };

/** One Table 2 row with its correction and D2 3.1's statements. */
typedef struct wm_bench {
  char name[64];      /**< benchmark, as printed */
  char abbr[8];       /**< D2's abbreviation */
  unsigned line;      /**< its line in table2.tsv */
  uint32_t v[WM_NF];  /**< smem_per_tb, warps_per_tb, tbs_per_sm, regs_per_tb as printed */
  double ipc;         /**< IPC as printed */
  char ipc_s[16];     /**< IPC, the printed text */
  bool has_fix;       /**< SPEC corrects one of its values */
  int fix_field;      /**< which (WM_F_*) */
  uint32_t fix_value; /**< the corrected value */
  char fix_id[8];     /**< SPEC's discrepancy id, e.g. W3 */
  char fix_why[400];  /**< the resolution, one line */
  bool has_sec;       /**< d2_sec31.tsv has a row for it */
  char limit[8];      /**< D2 3.1: regs, threads or both */
  double unused_pct;  /**< D2 3.1: registers never used, percent; < 0: none given */
  char unused_s[8];   /**< the same, as printed */
  char sec_id[8];     /**< SPEC id of a 3.1 statement about it, "-" for none */
  char sec_note[600]; /**< what that is, "-" for none */
} wm_bench_t;

typedef struct wm_benches {
  wm_bench_t b[WM_MAXB];
  unsigned n;
} wm_benches_t;

/** The shape the SM model is launched with. */
typedef struct wm_shape {
  uint32_t w;    /**< warps per TB */
  uint32_t rtb;  /**< registers per TB (the table's) */
  uint32_t rw;   /**< registers per warp: ceil(rtb / w) */
  uint32_t stb;  /**< shared memory per TB, bytes */
  bool rw_exact; /**< rtb is a multiple of w */
} wm_shape_t;

/** Names the tool in error messages ("wm_table2", "wm_util"). */
void wm_set_tool(const char *name);

/** `<tool>: error: ...` on stderr, then exit(1). */
void wm_die(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2), noreturn))
#endif
    ;

/** Reads table2.tsv, the corrections (`fix`, may be NULL) and D2 3.1 (`sec31`, may be NULL). */
void wm_load(wm_benches_t *bs, const char *table, const char *fix, const char *sec31);

/** The benchmark with abbreviation `abbr`, or NULL. */
const wm_bench_t *wm_find(const wm_benches_t *bs, const char *abbr);

/** The value of field `f` of `b`, corrected by SPEC if `corrected` and it has a correction. */
uint32_t wm_value(const wm_bench_t *b, int f, bool corrected);

/** The launch shape of `b`, as printed or with SPEC's correction. */
wm_shape_t wm_shape(const wm_bench_t *b, bool corrected);

/** Column name of field `f` (the table2.tsv header). */
const char *wm_field_name(int f);

/** D2's run-time claims (d2_claims.tsv). */
typedef struct wm_claim {
  char kernel[8], metric[8], mode[8], where[16];
  double value;
  char value_s[16];
} wm_claim_t;
typedef struct wm_claims {
  wm_claim_t c[64];
  unsigned n;
} wm_claims_t;

/** Reads d2_claims.tsv; a kernel must be a benchmark of `bs`, "mean" or "GM_reg". */
void wm_load_claims(wm_claims_t *cl, const wm_benches_t *bs, const char *path);
/** The claim (kernel, metric, mode), or NULL. */
const wm_claim_t *wm_claim(const wm_claims_t *cl, const char *kernel, const char *metric, const char *mode);

/** A generic TSV table: header checked against `cols`; cells as text. */
typedef struct wm_tsv {
  const char *path;
  unsigned ncol;
  const char *const *cols;
  unsigned nrows;
  unsigned line[256];
  char *cell[256][16];
} wm_tsv_t;

/** Reads `path` with exactly the columns `cols` (NULL-terminated, at most 16). */
void wm_tsv_read(wm_tsv_t *t, const char *path, const char *const *cols);
void wm_tsv_free(wm_tsv_t *t);
/** Cell (r, c) as an integer in lo..hi, or a decimal (optionally "-" for none: returns -1.0). */
uint32_t wm_tsv_uint(const wm_tsv_t *t, unsigned r, unsigned c, uint32_t lo, uint32_t hi);
double wm_tsv_dec(const wm_tsv_t *t, unsigned r, unsigned c, bool dash_ok);
/** Cell (r, c) as text of at most `max` - 1 characters, one of `oneof` (NULL-terminated) if given.
 */
const char *wm_tsv_text(const wm_tsv_t *t, unsigned r, unsigned c, size_t max, const char *const *oneof);

#endif
