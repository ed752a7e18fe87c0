/* tools/liberty.h: the cell-level attributes of a Liberty (.lib) file that the bits report needs:
 * every cell's name, area and whether it stores a bit. Not the whole Liberty grammar (Debian
 * packages no C Liberty reader). */
#ifndef WT_LIBERTY_H
#define WT_LIBERTY_H

typedef struct lib_cell {
  char name[64];
  double area; /* um^2 */
  int seq;     /* has an `ff` or `latch` group: one storage bit */
} lib_cell_t;

/** Reads the `cell (NAME) { ... area : N; ... }` groups of `path`; a file without cells, a cell
 *  without an area or an unreadable one is fatal. Returns the gate-equivalent cell's area
 *  (`ge_cell`, which must be there). */
double liberty_read(const char *path, const char *ge_cell);
/** The cell named `name`, or NULL. */
const lib_cell_t *liberty_cell(const char *name);

#endif
