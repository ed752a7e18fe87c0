/**
 * @file sram_model.h
 * @brief An analytic area model of multiported SRAM arrays, calibrated on the CACTI 4.2 areas of
 *        D3 (Table 7.1 areas, Table 7.2 parameters, 90 nm), and the reader of its data file.
 *
 * The model (synth/sram_model.md has the reasoning, the sources and the errors): one bank of
 * `rows` x `cols` cells with P = rwp + rp + wp + serp ports is a rectangle
 *
 *   A_bank = (rows * h(P) + P * alpha) * (cols * w(P) + P * beta)          [um^2, 90 nm]
 *   h(P)   = H1 + 2 t (P - 1)           w(P) = W1 + 2 t (rwp + rp + wp - 1) + t * serp
 *
 * H1 x W1 = 1.39428 x 0.69714 um is CACTI 4.2's single-port 6T cell (120 F^2, aspect 2:1, F = 90
 * nm), not fitted. Every port beyond the first adds two wire tracks of pitch t to the cell's
 * height and width (CACTI 4.2's rule; a single-ended read port adds one track to the width);
 * alpha is the height per port of the column periphery (precharge, sense amplifier, write
 * driver), beta the width per port of the row periphery (decoder, wordline driver). t, alpha and
 * beta are the three fitted constants (wt_sram_consts_90). The area of `banks` identical banks is
 * banks x A_bank. Other nodes: area scales with the square of the feature size (wt_area_scale).
 *
 * Nothing here mutates a global; the reader returns an error string instead of exiting.
 */
#ifndef WT_SRAM_MODEL_H
#define WT_SRAM_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The node the constants are calibrated at (D3 used CACTI 4.2 at 90 nm). */
#define WT_SRAM_NODE_NM 90.0
/** CACTI 4.2's single-port 6T cell at 90 nm: width 7.746 F and height 15.492 F (120 F^2). */
#define WT_SRAM_CELL_W1_UM 0.69714
#define WT_SRAM_CELL_H1_UM 1.39428
/** CACTI 4.2's wire track at 90 nm (3.2 F): each port beyond the first adds two, in its model. */
#define WT_SRAM_CACTI_TRACK_UM 0.288

/** One array: `banks` identical banks of `rows` x `cols` bits (cols = bits per row per bank, tag
 *  bits included for caches) and their ports (read/write, read, write, single-ended read). */
typedef struct {
  const char *name;
  unsigned rows, cols, banks, rwp, rp, wp, serp;
} wt_sram_geom_t;

/** The fitted constants, all at 90 nm: the port track pitch and the per-port periphery. */
typedef struct {
  double t_um;     /**< pitch of one wire track added per port (two tracks per port) */
  double alpha_um; /**< height per port of the column periphery strip */
  double beta_um;  /**< width per port of the row periphery strip */
} wt_sram_consts_t;

/** The committed constants: `make sram-fit` refits them on synth/dwf_sram_tab72.txt (the unit
 *  test fails when they are not that fit). */
extern const wt_sram_consts_t wt_sram_consts_90;

/** Model of a D3 Table 7.2 row (CACTI's "Cache" or "SRAM"). */
typedef enum { WT_SRAM_KIND_SRAM, WT_SRAM_KIND_CACHE } wt_sram_kind_t;

/** D3 Table 7.2-style parameters of one array. For SRAM, assoc is 1 and tag_bits 0. */
typedef struct {
  const char *name;
  wt_sram_kind_t kind;
  unsigned size_b, line_b, assoc, banks, rwp, rp, wp, serp, tag_bits;
} wt_sram_t72_t;

/** "" when `g` is a valid geometry (rows, cols, banks >= 1, at least one rwp/rp/wp port), else
 *  why not (a static string). */
const char *wt_sram_geom_problem(const wt_sram_geom_t *g);

/** Geometry of Table 7.2 parameters `p`: rows = sets = size / (line x assoc) (must divide),
 *  cols = assoc x (8 line + tag bits), banks and ports copied. 0 on success; -1 with the reason in
 *  `err` (`errlen` bytes) otherwise. `g->name` is `p->name`. */
int wt_sram_geom_from_t72(const wt_sram_t72_t *p, wt_sram_geom_t *g, char *err, size_t errlen);

/** Area in um^2 at 90 nm of `g` with constants `k` (the form above); -1.0 for an invalid
 *  geometry (wt_sram_geom_problem). */
double wt_sram_area90_k_um2(const wt_sram_geom_t *g, const wt_sram_consts_t *k);

/** Area in um^2 of `g` at node `node_nm`: the model at 90 nm with wt_sram_consts_90, scaled by
 *  wt_area_scale. -1.0 for an invalid geometry or a node <= 0. */
double wt_sram_area_um2(const wt_sram_geom_t *g, double node_nm);

/** Area `area` at node `from_nm` moved to node `to_nm`: area x (to_nm / from_nm)^2 (a layout
 *  shrinks linearly with the feature size, CACTI 4.2's own scaling; 90 -> 180 nm is x4). -1.0
 *  when a node is <= 0 or the area is negative. */
double wt_area_scale(double area, double from_nm, double to_nm);

////////////////////////////////////////////////////////////////////////////////
// The data file (synth/dwf_sram_tab72.txt)
////////////////////////////////////////////////////////////////////////////////

/** Role of a data line: calibration data, an out-of-sample check, or a Table 7.1 row that is not
 *  an SRAM (registers) and enters the totals as the paper states it. */
typedef enum { WT_SRAM_ROLE_FIT, WT_SRAM_ROLE_CHECK, WT_SRAM_ROLE_ASIS } wt_sram_role_t;

#define WT_SRAM_TXT 80 /* capacity of a text field (79 characters) */

/** One line of the data file. */
typedef struct {
  unsigned line; /**< line number in the file */
  wt_sram_role_t role;
  char group[WT_SRAM_TXT]; /**< the Table 7.1 row it belongs to */
  double d3_mm2;           /**< D3's area of that whole Table 7.1 row */
  unsigned copies;         /**< identical copies of this Table 7.2 line in the group */
  char name[WT_SRAM_TXT];  /**< Table 7.2 "Structure" */
  char type[WT_SRAM_TXT];  /**< Table 7.2 "Type" (not used by the model) */
  double node_nm;          /**< Table 7.2 "Tech. Node" */
  unsigned bits_out;       /**< Table 7.2 "#Bits Out", 0 for N/A (not used by the model) */
  wt_sram_t72_t p;         /**< Table 7.2 parameters; p.banks = copies x #Banks */
  wt_sram_geom_t g;        /**< the geometry of `p` (ASIS: zero) */
} wt_sram_row_t;

typedef struct {
  wt_sram_row_t *rows;
  size_t n;
} wt_sram_tab_t;

/** Reads the data file `path` into `t` (free with wt_sram_tab_free). 0 on success; -1 with a
 *  message naming the file, the line and the field in `err` otherwise (`t` is then empty). */
int wt_sram_tab_read(const char *path, wt_sram_tab_t *t, char *err, size_t errlen);
void wt_sram_tab_free(wt_sram_tab_t *t);

/** Model area of row `r` in mm^2 with constants `k` (at the row's node). */
double wt_sram_row_mm2(const wt_sram_row_t *r, const wt_sram_consts_t *k);

/** True when line `i` of `t` is the first line of its Table 7.1 row (its group). */
bool wt_sram_group_first(const wt_sram_tab_t *t, size_t i);
/** Model area (mm^2) with constants `k` of the Table 7.1 row of line `i`: the sum of its lines
 *  from `i` on (pass the first line). */
double wt_sram_group_mm2(const wt_sram_tab_t *t, size_t i, const wt_sram_consts_t *k);

/** Least-squares fit in log space (minimises the sum of ln(model / D3)^2 over the Table 7.1 rows
 *  of role FIT, each row the sum of its lines) of the three constants, leaving out the Table 7.1
 *  row `skip` (its group name; NULL = none). Nelder-Mead over ln t, ln alpha, ln beta from a fixed
 *  start, so the result is deterministic and every constant positive. Returns the number of rows
 *  fitted; the residual sum of squares in `*rss` when not NULL. */
size_t wt_sram_fit(const wt_sram_tab_t *t, const char *skip, wt_sram_consts_t *k, double *rss);

/** Writes the Markdown section "D3 Table 7.2 parameters through the SRAM model vs D3 Table 7.1
 *  (CACTI 4.2, 90 nm)" for data file `path` to `md`: per Table 7.1 row its parameters, D3's and
 *  the model's areas, the relative error and the leave-one-out error; the totals; the
 *  out-of-sample checks; a paragraph with the form, constants, source, errors and the
 *  node-scaling rule; and, for every pair of fitted rows whose D3 areas no area growing with
 *  rows, columns and ports can match, the smallest error such a model must make. Everything is
 *  computed live from the file. 0 on success; -1 with the message in `err` otherwise (a bad
 *  data file, a write error). */
int wt_sram_paper_table(FILE *md, const char *path, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
