/* tools/bits.h: what the two halves of the bits tool share (tools/bits.c): the rows file's
 * columns, written by `bits rows` (tools/bits_rows.c) and read by `bits report`
 * (tools/bits_report.c). */
#ifndef WT_BITS_H
#define WT_BITS_H

#include <stddef.h>

#include "wt_util.h"

#define TXT 4096 /* capacity of a text cell */

/* Appends a zeroed element to the growing array `arr` of `n` elements; yields its address. */
#define GROW(arr, n) \
  ((arr) = wt_xrealloc((arr), ((n) + 1) * sizeof *(arr)), memset(&(arr)[n], 0, sizeof *(arr)), &(arr)[(n)++])

/* The rows file's columns, in file order, declared once: the header, the writer (`rows`, one cell
 * per column by name, "-" where a row has no value) and the reader (`report`) all use them. */
// One line per group of columns: clang-format would rewrap the macro differently on every pass.
// clang-format off
#define ROW_COLS(X) \
  X(block) X(config) X(model) X(per) X(ffs) X(latches) X(cells) X(lib_ffs) X(area_um2) X(kge) \
  X(crit_ns) X(fmax_mhz) X(crit_path) X(mem_bits) X(mem_ff_um2) X(sram_um2) X(chip_um2) X(mems) \
  X(paper_ref) X(fields) X(ff_types)
// clang-format on
#define COL_ENUM(c) C_##c,
enum { ROW_COLS(COL_ENUM) NCOLS };
extern const char *const row_cols[NCOLS];

/* `v` in decimal, or "-" when it is negative (no figure). */
void fmt_num(char *out, size_t cap, long long v);

int bits_rows(int argc, char **argv);
int bits_report(int argc, char **argv);

#endif
