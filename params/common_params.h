/* params/common_params.h: widths derived from the shared knobs (lanes, PC width, SIMT stack depth).
 *
 * One file per knob family (configs/knobs.def); each is the single source of its derived widths.
 * C includes them all through the generated build/<config>/gen/wt_params.h; tools/h2svh.sh turns
 * them into build/<config>/gen/wt_params.svh for Verilog, so both languages compute each width
 * from the same formula over the same knob values (build/<config>/gen/wt_config.{h,svh}).
 * Grammar (kept by h2svh.sh): comments, blank lines, and `#define WT_NAME expression` lines whose
 * expressions use only WT_ names, decimal literals, + - * / ( ) and the WT_prelude helpers; and
 * sub-field lists of a packed word, one line `#define WT_<L>_FIELDS(X) X(name, width) ...` (LSB
 * first), whose total width is WT_FIELDS_W(WT_<L>_FIELDS) and for which h2svh.sh writes each
 * sub-field's `WT_<L>_<NAME>_W` and `WT_<L>_<NAME>_OFF` (C code derives its own from the list).
 * `make params-check` compares every width defined here as C and Verilog compute it.
 */
#ifndef WT_COMMON_PARAMS_H
#define WT_COMMON_PARAMS_H

/* Threads of one warp, 0..NL (NTHD = popcount(REQ), SPEC 1.2: 6 bits for 32 lanes). */
#define WT_NTHW WT_IDX_W(WT_NL + 1)

/* PDOM stack depth counter, 0..PDOM_D (SPEC 1.10: 4 bits for D = 8). */
#define WT_PDOM_DW WT_IDX_W(WT_PDOM_D + 1)

#endif
