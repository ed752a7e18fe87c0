/* params/dwf_params.h: widths derived from the DWF knobs by the SPEC 1.x rules (D3).
 *
 * One file per knob family (configs/knobs.def); each is the single source of its derived widths.
 * C includes them all through the generated build/<config>/gen/wt_params.h; tools/h2svh.sh turns
 * them into build/<config>/gen/wt_params.svh for Verilog, so both languages compute each width
 * from the same formula over the same knob values (build/<config>/gen/wt_config.{h,svh}).
 * Grammar (kept by h2svh.sh): comments, blank lines, and `#define WT_NAME expression` lines whose
 * expressions use only WT_ names, decimal literals, + - * / ( ) and the WT_prelude helpers.
 * `make params-check` compares every width defined here as C and Verilog compute it.
 */
#ifndef WT_DWF_PARAMS_H
#define WT_DWF_PARAMS_H

/* Pool index width IDXW = clog2(POOL) (SPEC 1.0: 7 for 128 entries). */
#define WT_IDXW WT_IDX_W(WT_POOL)

/* Thread id width TIDW = clog2(THREADS); the all-ones code is the empty-slot sentinel. */
#define WT_TIDW WT_IDX_W(WT_THREADS)

/* Thread count width CNTW = clog2(THREADS + 1) (holds "all threads have the same PC"). */
#define WT_CNTW WT_IDX_W(WT_THREADS + 1)

/* PC-warp LUT: entries, set-index and way-index widths (SPEC 1.3). */
#define WT_PWL_ENTRIES (WT_PWL_SETS * WT_PWL_WAYS)
#define WT_PWL_SETW WT_CLOG2(WT_PWL_SETS)
#define WT_PWL_WAYW WT_CLOG2(WT_PWL_WAYS)

/* Warp allocator occupancy counter width: holds 0..POOL (SPEC 1.4: 8 bits for 128). */
#define WT_ALLOC_CNTW WT_IDX_W(WT_POOL + 1)

/* Index-with-valid fields {V, idx} (WPH, WPT, Next: SPEC 0.2). */
#define WT_WPW (WT_IDXW + 1)

/* Majority scheduler (SPEC 1.6): heap index, heap-size counter (0..HEAP), MH# = {V, heap idx},
 * MHeap LUT entries/set/way widths and LUT# = {V, LUT slot}. */
#define WT_HEAPW WT_IDX_W(WT_HEAP)
#define WT_HSW WT_IDX_W(WT_HEAP + 1)
#define WT_MHW (WT_HEAPW + 1)
#define WT_MHL_ENTRIES (WT_MHL_SETS * WT_MHL_WAYS)
#define WT_MHL_SETW WT_CLOG2(WT_MHL_SETS)
#define WT_MHL_WAYW WT_CLOG2(WT_MHL_WAYS)
#define WT_LUTNW (WT_IDX_W(WT_MHL_ENTRIES) + 1)

/* Lane-conflict counter (SPEC 1.9): a per-bank thread count and the stall, 0..NL. */
#define WT_LCW WT_IDX_W(WT_NL + 1)

/* Scheduling policy codes, the values of the POLICY knob (SPEC 1.6, 1.8; D3 4.3). */
#define WT_POL_DMAJ 0
#define WT_POL_DTIME 1
#define WT_POL_DPC 2
#define WT_POL_DMIN 3
#define WT_POL_DPDPRI 4

#endif
