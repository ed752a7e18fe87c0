/* tb/unit/test_wt_bits.c: Check suite for rtl_c/wt_bits.h (masks, truncation, field access,
 * popcount, ctz, vector bits). Every expected value is a literal worked out by hand. */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>

#include "wt_bits.h"
#include "wt_unit.h"

////////////////////////////////////////////////////////////////////////////////
// Masks
////////////////////////////////////////////////////////////////////////////////

/* Widths 0, 1, 31, 32, 33, 63, 64 and the expected masks. WT_MASK32 saturates at 32. */
static const struct {
  unsigned w;
  uint32_t m32;
  uint64_t m64;
} masks[] = {
    {0, 0x0u, UINT64_C(0x0)},
    {1, 0x1u, UINT64_C(0x1)},
    {31, 0x7fffffffu, UINT64_C(0x7fffffff)},
    {32, 0xffffffffu, UINT64_C(0xffffffff)},
    {33, 0xffffffffu, UINT64_C(0x1ffffffff)},
    {63, 0xffffffffu, UINT64_C(0x7fffffffffffffff)},
    {64, 0xffffffffu, UINT64_C(0xffffffffffffffff)},
};
#define N_MASKS (sizeof masks / sizeof masks[0])

START_TEST(test_mask_widths) {
  /* `w` is a run-time value here, so the macros are exercised as the models use them. */
  unsigned w = masks[_i].w;
  ck_assert_uint_eq(WT_MASK64(w), masks[_i].m64);
  if (w <= 32) {
    ck_assert_uint_eq(WT_MASK32(w), masks[_i].m32);
  }
}
END_TEST

START_TEST(test_mask_const) {
  /* The same macros in constant expressions (static_assert), below the container width. At the
   * saturating widths (WT_MASK32(32), WT_MASK64(64)) gcc 12 with -fsanitize=undefined does not
   * accept the macros as integer constant expressions (the unselected arm shifts by the
   * container width), so those are checked at run time only (test_mask_widths). */
  static_assert(WT_MASK32(0) == 0u, "mask32 0");
  static_assert(WT_MASK32(31) == 0x7fffffffu, "mask32 31");
  static_assert(WT_MASK64(63) == UINT64_C(0x7fffffffffffffff), "mask64 63");
  ck_assert_uint_eq(WT_MASK32(7), 0x7fu);
  ck_assert_uint_eq(WT_MASK64(40), UINT64_C(0xffffffffff));
}
END_TEST

START_TEST(test_mask_every_width) {
  /* Every width 0..64: popcount of the mask is the width and the mask is contiguous from bit 0. */
  unsigned w = (unsigned)_i;
  uint64_t m = WT_MASK64(w);
  unsigned n = 0;
  for (unsigned b = 0; b < 64; b++) {
    ck_assert_uint_eq((m >> b) & 1u, b < w ? 1u : 0u);
    n += (unsigned)((m >> b) & 1u);
  }
  ck_assert_uint_eq(n, w);
  if (w <= 32) {
    ck_assert_uint_eq(WT_MASK32(w), (uint32_t)m);
  }
}
END_TEST

START_TEST(test_words) {
  ck_assert_uint_eq(WT_WORDS(0u), 0u);
  ck_assert_uint_eq(WT_WORDS(1u), 1u);
  ck_assert_uint_eq(WT_WORDS(31u), 1u);
  ck_assert_uint_eq(WT_WORDS(32u), 1u);
  ck_assert_uint_eq(WT_WORDS(33u), 2u);
  ck_assert_uint_eq(WT_WORDS(64u), 2u);
  ck_assert_uint_eq(WT_WORDS(65u), 3u);
  ck_assert_uint_eq(WT_WORDS(918u), 29u);   /* allocator state, baseline */
  ck_assert_uint_eq(WT_WORDS(4128u), 129u); /* PC-warp LUT state, baseline */
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Truncation and field access
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_trunc) {
  ck_assert_uint_eq(wt_trunc32(0xdeadbeefu, 0), 0u);
  ck_assert_uint_eq(wt_trunc32(0xdeadbeefu, 1), 1u);
  ck_assert_uint_eq(wt_trunc32(0xdeadbeefu, 4), 0xfu);
  ck_assert_uint_eq(wt_trunc32(0xdeadbeefu, 12), 0xeefu);
  ck_assert_uint_eq(wt_trunc32(0xdeadbeefu, 31), 0x5eadbeefu);
  ck_assert_uint_eq(wt_trunc32(0xdeadbeefu, 32), 0xdeadbeefu);
  /* Wrap of a counter: 7 + 1 in 3 bits is 0; 127 + 1 in 7 bits is 0. */
  ck_assert_uint_eq(wt_trunc32(7u + 1u, 3), 0u);
  ck_assert_uint_eq(wt_trunc32(127u + 1u, 7), 0u);
  ck_assert_uint_eq(wt_trunc32(0u - 1u, 5), 0x1fu);
  ck_assert_uint_eq(wt_trunc64(UINT64_C(0x0123456789abcdef), 0), 0u);
  ck_assert_uint_eq(wt_trunc64(UINT64_C(0x0123456789abcdef), 1), 1u);
  ck_assert_uint_eq(wt_trunc64(UINT64_C(0x0123456789abcdef), 32), UINT64_C(0x89abcdef));
  ck_assert_uint_eq(wt_trunc64(UINT64_C(0x0123456789abcdef), 33), UINT64_C(0x189abcdef));
  ck_assert_uint_eq(wt_trunc64(UINT64_C(0xf123456789abcdef), 63), UINT64_C(0x7123456789abcdef));
  ck_assert_uint_eq(wt_trunc64(UINT64_C(0xf123456789abcdef), 64), UINT64_C(0xf123456789abcdef));
}
END_TEST

START_TEST(test_field_get32) {
  const uint32_t x = 0xdeadbeefu;
  ck_assert_uint_eq(wt_field_get32(x, 31, 0), 0xdeadbeefu);
  ck_assert_uint_eq(wt_field_get32(x, 0, 0), 1u);
  ck_assert_uint_eq(wt_field_get32(x, 4, 4), 0u);
  ck_assert_uint_eq(wt_field_get32(x, 31, 31), 1u);
  ck_assert_uint_eq(wt_field_get32(x, 7, 0), 0xefu);
  ck_assert_uint_eq(wt_field_get32(x, 15, 8), 0xbeu);
  ck_assert_uint_eq(wt_field_get32(x, 31, 16), 0xdeadu);
  ck_assert_uint_eq(wt_field_get32(x, 19, 12), 0xdbu);
  ck_assert_uint_eq(wt_field_get32(x, 31, 1), 0x6f56df77u);
  ck_assert_uint_eq(wt_field_get32(x, 30, 0), 0x5eadbeefu);
  /* DWF-1 style {V, idx} field: 0x5 = {1, 01} in 3 bits: V = bit 2, idx = bits 1:0. */
  ck_assert_uint_eq(wt_field_get32(0x5u, 2, 2), 1u);
  ck_assert_uint_eq(wt_field_get32(0x5u, 1, 0), 1u);
}
END_TEST

START_TEST(test_vbit) {
  /* 16-bit words (RREGS = 16: one word; here three): bit i is word i / 16, bit i % 16. */
  uint32_t v[3] = {0x8001u, 0x0000u, 0x0004u};
  ck_assert(wt_vbit(v, 16, 0) && wt_vbit(v, 16, 15) && wt_vbit(v, 16, 34));
  ck_assert(!wt_vbit(v, 16, 1) && !wt_vbit(v, 16, 16) && !wt_vbit(v, 16, 31) && !wt_vbit(v, 16, 32));
  wt_vbit_set(v, 16, 17, true);
  wt_vbit_set(v, 16, 15, false);
  wt_vbit_set(v, 16, 0, true);   /* already set */
  wt_vbit_set(v, 16, 33, false); /* already clear */
  ck_assert_uint_eq(v[0], 0x0001u);
  ck_assert_uint_eq(v[1], 0x0002u);
  ck_assert_uint_eq(v[2], 0x0004u);
  /* 32-bit words: bit 63 is word 1's top bit. */
  uint32_t w[2] = {0u, 0u};
  wt_vbit_set(w, 32, 63, true);
  ck_assert_uint_eq(w[1], 0x80000000u);
  ck_assert(wt_vbit(w, 32, 63) && !wt_vbit(w, 32, 31));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// popcount and ctz
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_popcount) {
  ck_assert_uint_eq(wt_popcount32(0u), 0u);
  ck_assert_uint_eq(wt_popcount32(1u), 1u);
  ck_assert_uint_eq(wt_popcount32(0x80000000u), 1u);
  ck_assert_uint_eq(wt_popcount32(0x80000001u), 2u);
  ck_assert_uint_eq(wt_popcount32(0xffffffffu), 32u);
  ck_assert_uint_eq(wt_popcount32(0x7fffffffu), 31u);
  ck_assert_uint_eq(wt_popcount32(0xdeadbeefu), 24u);
  /* DWF-1 masks (SPEC 0.2): 0x7 = p"1110" -> 3 threads, 0xB -> 3, 0xD -> 3, 0x1 -> 1. */
  ck_assert_uint_eq(wt_popcount32(0x7u), 3u);
  ck_assert_uint_eq(wt_popcount32(0xBu), 3u);
  ck_assert_uint_eq(wt_popcount32(0xDu), 3u);
  ck_assert_uint_eq(wt_popcount32(0xCu), 2u);
}
END_TEST

START_TEST(test_popcount_single_bits) {
  unsigned b = (unsigned)_i;
  ck_assert_uint_eq(wt_popcount32(UINT32_C(1) << b), 1u);
  ck_assert_uint_eq(wt_popcount32(~(UINT32_C(1) << b)), 31u);
  ck_assert_uint_eq(wt_popcount32(WT_MASK32(b)), b);
}
END_TEST

START_TEST(test_ctz) {
  ck_assert_uint_eq(wt_ctz32(1u), 0u);
  ck_assert_uint_eq(wt_ctz32(0x80000000u), 31u);
  ck_assert_uint_eq(wt_ctz32(0x8u), 3u);
  ck_assert_uint_eq(wt_ctz32(0x6u), 1u);
  ck_assert_uint_eq(wt_ctz32(0xffffffffu), 0u);
  ck_assert_uint_eq(wt_ctz32(0xdeadbee0u), 5u);
  ck_assert_uint_eq(wt_ctz32(0x00010000u), 16u);
}
END_TEST

START_TEST(test_ctz_single_bits) {
  unsigned b = (unsigned)_i;
  ck_assert_uint_eq(wt_ctz32(UINT32_C(1) << b), b);
  /* Upper bits do not matter. */
  ck_assert_uint_eq(wt_ctz32(0xffffffffu << b), b);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// WT_ASSERT_FITS (only where assert is active and tests run in forked children)
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_fits_ok) {
  WT_ASSERT_FITS(0x7u, 3);
  WT_ASSERT_FITS(0u, 0);
  WT_ASSERT_FITS(UINT64_C(0xffffffffffffffff), 64);
  WT_ASSERT_FITS(0xffffffffu, 32);
  ck_assert_uint_eq(1u, 1u);
}
END_TEST

#ifndef NDEBUG
START_TEST(test_fits_fail) {
  volatile uint32_t x = 0x8u;
  /* Keep the expected assertion message out of the log (this runs in a forked child). */
  ck_assert_ptr_nonnull(freopen("/dev/null", "w", stderr));
  WT_ASSERT_FITS(x, 3); /* 0x8 needs 4 bits: the assert fires (SIGABRT) */
}
END_TEST
#endif

WT_UNIT_SUITE("wt_bits") = {
    WT_TCASE("mask", 0),
    WT_LOOP(test_mask_widths, 0, (int)N_MASKS),
    WT_TEST(test_mask_const),
    WT_LOOP(test_mask_every_width, 0, 65),
    WT_TEST(test_words),
    WT_TCASE("field", 0),
    WT_TEST(test_trunc),
    WT_TEST(test_field_get32),
    WT_TEST(test_vbit),
    WT_TCASE("count", 0),
    WT_TEST(test_popcount),
    WT_LOOP(test_popcount_single_bits, 0, 32),
    WT_TEST(test_ctz),
    WT_LOOP(test_ctz_single_bits, 0, 32),
    WT_TCASE("fits", 0),
    WT_TEST(test_fits_ok),
/* The failing assert needs a forked child to survive the abort. */
#ifndef NDEBUG
    WT_TEST_SIGNAL(test_fits_fail, SIGABRT),
#endif
    WT_END,
};
