/**
 * @file warptwin_dpi.h
 * @brief libwarptwin's DPI-C functions: the C side of the generated `<block>_dpi_pkg` packages.
 *
 * One signature per C name for every block (IEEE 1800 allows one per imported name), so every
 * block's package imports the same functions; a port is named by its index (the package's
 * `P_<PORT>` constants, generated from the block's tables by tools/dpigen) and every element is at
 * most 64 bits. The types are those Verilator and svdpi.h give the SystemVerilog types:
 *
 *   chandle -> void *, string -> const char *, int -> int, longint unsigned -> unsigned long long
 *
 * A handle always exists (NULL only when out of memory): a failed creation returns a handle whose
 * warptwin_dpi_error() is not empty, and every later call on it fails. Errors are kept in the
 * handle, never printed; warptwin_dpi_set/get report theirs through the next step's result.
 */
#ifndef WARPTWIN_DPI_H
#define WARPTWIN_DPI_H

#ifdef __cplusplus
extern "C" {
#endif

/** Creates block `block` in configuration `cfg` (a compiled-in name or a .cfg path, as
 *  warptwin_create). `hash` is the SystemVerilog side's configuration hash of the block (16 hex
 *  digits, computed from the knob values its RTL is built with); a different hash than the
 *  library's refuses the instance (configuration drift). "" skips the comparison. */
void *warptwin_dpi_create(const char *block, const char *cfg, const char *hash);
/** The last error ("" if none). */
const char *warptwin_dpi_error(void *h);
/** The instance's configuration as text (warptwin_config_text, without its last newline). */
const char *warptwin_dpi_config_text(void *h);
/** The library's index of port `name` after checking it has direction `dir` (0 in, 1 out),
 *  `width` and `count` (the package's constants); -1 on any difference (see the error). */
int warptwin_dpi_port(void *h, const char *name, int dir, int width, int count);
/** Sets element `elem` of input `port` for the next step (an error shows in its result). */
void warptwin_dpi_set(void *h, int port, int elem, unsigned long long v);
/** Element `elem` of port `port` after the last step (0 on an error, shown in the next result). */
unsigned long long warptwin_dpi_get(void *h, int port, int elem);
/** One cycle with rst_ni high, then the block's invariants: 0, 1 for a violated invariant, -1 for
 *  an error (a set or get since the last step, or a failed instance). */
int warptwin_dpi_step(void *h);
/** One cycle with rst_ni low (a reset cycle), then the invariants; as warptwin_dpi_step. */
int warptwin_dpi_reset(void *h);
/** The asynchronous reset between edges: the state takes its reset values, no cycle. */
int warptwin_dpi_reset_async(void *h);
/** Frees the handle (NULL is ignored). */
void warptwin_dpi_destroy(void *h);

#ifdef __cplusplus
}
#endif

#endif
