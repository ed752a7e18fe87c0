/* params/wt_prelude.h: width helpers that params/wt_params.h may call, as C constant expressions.
 * params/wt_prelude.svh defines the same names for Verilog; `make params-check` proves the two
 * agree for every argument 1..4096.
 */
#ifndef WT_PRELUDE_H
#define WT_PRELUDE_H

/** ceil(log2(n)) for 1 <= n <= 2^20 (0 for n = 1), as a constant expression. */
#define WT_CLOG2(n)                                                                             \
  ((n) <= 1 ? 0 : (n) <= 2 ? 1 : (n) <= 4 ? 2 : (n) <= 8 ? 3 : (n) <= 16 ? 4 : (n) <= 32 ? 5    \
   : (n) <= 64 ? 6 : (n) <= 128 ? 7 : (n) <= 256 ? 8 : (n) <= 512 ? 9 : (n) <= 1024 ? 10        \
   : (n) <= 2048 ? 11 : (n) <= 4096 ? 12 : (n) <= 8192 ? 13 : (n) <= 16384 ? 14                 \
   : (n) <= 32768 ? 15 : (n) <= 65536 ? 16 : (n) <= 131072 ? 17 : (n) <= 262144 ? 18          \
   : (n) <= 524288 ? 19 : 20)

/** Width of an index over n items: clog2(n), but at least 1 bit (PULP's idx_width). */
#define WT_IDX_W(n) ((n) <= 2 ? 1 : WT_CLOG2(n))

/** 2^k for 0 <= k <= 30 (an all-ones code of k bits is WT_POW2(k) - 1). */
#define WT_POW2(k) (1 << (k))

/** Total width of a sub-field list `#define WT_<L>_FIELDS(X) X(name, width) ...`: (0 + (w1) + ...).
 *  C only: tools/h2svh.sh writes the same sum for Verilog (it has no X-macros), and `make
 *  params-check` compares every width defined with it. */
#define WT_FIELDS_W(list) (0 list(WT_FIELDS_W_ADD_))
#define WT_FIELDS_W_ADD_(name, w) + (w)

#endif
