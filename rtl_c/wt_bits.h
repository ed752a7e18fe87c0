/**
 * @file wt_bits.h
 * @brief Bit helpers shared by every C model: masks, truncation, field access, popcount.
 *
 * The only place these helpers are defined (tb/unit/test_wt_bits.c tests them). Every helper is
 * defined for widths up to and including the container width, without undefined shifts, in the
 * manner of Verilator's `VL_MASK_I`.
 */
#ifndef WT_BITS_H
#define WT_BITS_H

#include <assert.h>
#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Mask of the low `w` bits of a 32-bit word, 0 <= w <= 32. Note: with -fsanitize=undefined, gcc
 *  does not accept WT_MASK32(32) / WT_MASK64(64) in a static_assert (the branch not taken shifts
 *  by the full width); use them at run time or below the full width there. */
#define WT_MASK32(w) ((w) >= 32 ? UINT32_C(0xffffffff) : ((UINT32_C(1) << (w)) - 1u))
/** Mask of the low `w` bits of a 64-bit word, 0 <= w <= 64. */
#define WT_MASK64(w) ((w) >= 64 ? UINT64_C(0xffffffffffffffff) : ((UINT64_C(1) << (w)) - 1u))
/** Number of 32-bit words holding `w` bits (Verilator's VlWide word count). */
#define WT_WORDS(w) (((w) + 31u) / 32u)

/** Asserts (debug builds) that `x` has no bits at or above `w`: the model's width invariant. */
#define WT_ASSERT_FITS(x, w) assert(((uint64_t)(x) & ~WT_MASK64(w)) == 0u)

/** Truncates `x` to `w` bits, as a Verilog assignment to a `w`-bit target does. */
static inline uint32_t wt_trunc32(uint32_t x, unsigned w) { return x & WT_MASK32(w); }
/** 64-bit variant of wt_trunc32(). */
static inline uint64_t wt_trunc64(uint64_t x, unsigned w) { return x & WT_MASK64(w); }

/** x[msb:lsb] (Verilog slice order), msb < 32. */
static inline uint32_t wt_field_get32(uint32_t x, unsigned msb, unsigned lsb) {
  return (x >> lsb) & WT_MASK32(msb - lsb + 1u);
}

/** Bit i of a bit vector held in 32-bit words of `ww` bits each (word i / ww, bit i % ww), as the
 *  models keep a wide mask (e.g. the RREGS-bit rename-register vectors), 1 <= ww <= 32. */
static inline bool wt_vbit(const uint32_t *v, unsigned ww, uint32_t i) {
  return ((v[i / ww] >> (i % ww)) & 1u) != 0u;
}
/** Sets bit i of such a vector to `b`. */
static inline void wt_vbit_set(uint32_t *v, unsigned ww, uint32_t i, bool b) {
  const uint32_t m = UINT32_C(1) << (i % ww);
  v[i / ww] = b ? (v[i / ww] | m) : (v[i / ww] & ~m);
}

/** Number of set bits of a 32-bit word. */
static inline unsigned wt_popcount32(uint32_t x) { return (unsigned)__builtin_popcount(x); }

/** Index of the lowest set bit; `x` must be non-zero. */
static inline unsigned wt_ctz32(uint32_t x) { return (unsigned)__builtin_ctz(x); }

#ifdef __cplusplus
}
#endif

#endif
