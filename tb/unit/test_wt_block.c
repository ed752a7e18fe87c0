/* tb/unit/test_wt_block.c: Check suite for the generic packing of rtl_c/wt_block.c, applied to
 * the field tables of dwf_warp_alloc and dwf_pc_warp_lut.
 *
 * The reference for bit placement is a bit-at-a-time writer in this file that follows the
 * layout rule of wt_block.h (fields in table order from bit 0, element 0 first, LSB first); it
 * shares no code with wt_block.c. Bit totals and digests are literals worked out by hand or with
 * a separate Python script (see the comments next to them). */
#include <check.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dwf_pc_warp_lut.h"
#include "dwf_warp_alloc.h"
#include "wt_block.h"
#include "wt_stim.h"

#define TOY_CFG (WT_NL == 4 && WT_PCW == 24 && WT_POOL == 8 && WT_PWL_SETS == 2 && WT_PWL_WAYS == 2)
#define BASE_CFG \
  (WT_NL == 32 && WT_PCW == 24 && WT_POOL == 128 && WT_PWL_SETS == 16 && WT_PWL_WAYS == 4)

/* Per-bit checks in long loops: compare quietly and call the Check assertion (which prints both
 * values) only on a mismatch; a passing ck_assert writes a checkpoint into the fork pipe. */
#define EQ(a, b)                   \
  do {                             \
    if ((a) != (b)) {              \
      ck_assert_uint_eq((a), (b)); \
    }                              \
  } while (0)

////////////////////////////////////////////////////////////////////////////////
// Bit-at-a-time reference (independent of wt_block.c)
////////////////////////////////////////////////////////////////////////////////

static unsigned ref_bit(const uint32_t *w, unsigned long pos) {
  return (unsigned)((w[pos / 32u] >> (pos % 32u)) & 1u);
}

static void ref_set(uint32_t *w, unsigned long pos, unsigned b) {
  uint32_t m = UINT32_C(1) << (pos % 32u);
  w[pos / 32u] = b ? (w[pos / 32u] | m) : (w[pos / 32u] & ~m);
}

/* Appends `width` bits of `v` at `*pos`, LSB first. */
static void ref_put(uint32_t *w, unsigned long *pos, uint64_t v, unsigned width) {
  for (unsigned b = 0; b < width; b++) {
    ref_set(w, (*pos)++, (unsigned)((v >> b) & 1u));
  }
}

////////////////////////////////////////////////////////////////////////////////
// wt_bits_put / wt_bits_get
////////////////////////////////////////////////////////////////////////////////

#define BW 6 /* words in the scratch vectors: 192 bits */

/* Widths 1..64 (loop index), every start position 0..127, on a zeroed and on a patterned
 * background: the written bits read back, and no other bit changes. */
START_TEST(test_bits_put_get_width) {
  unsigned w = (unsigned)_i;
  wt_rng_t rng = wt_rng_seed(1u, "bits_put_get");
  for (unsigned bg = 0; bg < 2; bg++) {
    for (unsigned long pos = 0; pos < 128u; pos++) {
      uint32_t words[BW], before[BW];
      for (unsigned k = 0; k < BW; k++) {
        words[k] = bg ? (uint32_t)wt_rng_bits(&rng, 32) : 0u;
        before[k] = words[k];
      }
      uint64_t v = wt_rng_bits(&rng, w);
      if (pos % 7u == 0u) {
        v = WT_MASK64(w); /* all ones: the worst case for neighbours */
      }
      wt_bits_put(words, pos, w, v);
      EQ(wt_bits_get(words, pos, w), v);
      for (unsigned long b = 0; b < 32u * BW; b++) {
        unsigned want =
            (b >= pos && b < pos + w) ? (unsigned)((v >> (b - pos)) & 1u) : ref_bit(before, b);
        EQ(ref_bit(words, b), want);
      }
    }
  }
}
END_TEST

/* Hand-made cases across word boundaries. */
START_TEST(test_bits_literal) {
  uint32_t w[4] = {0, 0, 0, 0};
  wt_bits_put(w, 30, 4, 0xfu); /* bits 30..33: word0 bits 31:30, word1 bits 1:0 */
  ck_assert_uint_eq(w[0], 0xc0000000u);
  ck_assert_uint_eq(w[1], 0x3u);
  ck_assert_uint_eq(wt_bits_get(w, 30, 4), 0xfu);
  ck_assert_uint_eq(wt_bits_get(w, 31, 2), 0x3u);
  ck_assert_uint_eq(wt_bits_get(w, 29, 6), 0x1eu);
  wt_bits_put(w, 32, 32, 0xdeadbeefu); /* exactly word 1 */
  ck_assert_uint_eq(w[0], 0xc0000000u);
  ck_assert_uint_eq(w[1], 0xdeadbeefu);
  ck_assert_uint_eq(w[2], 0u);
  memset(w, 0, sizeof w);
  /* 64 bits at 60: word1 bits 31:28 = 0xf (low nibble 0xf of ...cdef), word2 = 0x789abcde,
   * word3 bits 27:0 = 0x0123456 (v >> 36). */
  wt_bits_put(w, 60, 64, UINT64_C(0x0123456789abcdef));
  ck_assert_uint_eq(w[0], 0u);
  ck_assert_uint_eq(w[1], 0xf0000000u);
  ck_assert_uint_eq(w[2], 0x789abcdeu);
  ck_assert_uint_eq(w[3], 0x00123456u);
  ck_assert_uint_eq(wt_bits_get(w, 60, 64), UINT64_C(0x0123456789abcdef));
  ck_assert_uint_eq(wt_bits_get(w, 64, 32), 0x789abcdeu);
  /* Overwrite one bit inside: only that bit changes. */
  wt_bits_put(w, 64, 1, 1u);
  ck_assert_uint_eq(w[2], 0x789abcdfu);
  wt_bits_put(w, 95, 1, 0u);
  ck_assert_uint_eq(w[2], 0x789abcdfu);
  wt_bits_put(w, 91, 1, 0u);
  ck_assert_uint_eq(w[2], 0x709abcdfu);
}
END_TEST

/* WT_FIELD records the element size of the member it names (wt_block.h `esize`). */
typedef struct {
  bool b;
  uint32_t u[5];
  uint64_t q;
  bool bb[7];
} es_t;

START_TEST(test_field_esize) {
  static const wt_field_t fs[4] = {
      WT_FIELD(es_t, b, 1, 1, ""),
      WT_FIELD(es_t, u, 1, 5, "a 1-bit field kept in uint32_t"),
      WT_FIELD(es_t, q, 40, 1, ""),
      WT_FIELD(es_t, bb, 1, 7, ""),
  };
  ck_assert_uint_eq(fs[0].esize, sizeof(bool));
  ck_assert_uint_eq(fs[1].esize, sizeof(uint32_t));
  ck_assert_uint_eq(fs[2].esize, sizeof(uint64_t));
  ck_assert_uint_eq(fs[3].esize, sizeof(bool));
  ck_assert_uint_eq(fs[1].offset, offsetof(es_t, u));
  ck_assert_uint_eq(fs[3].count, 7u);
  /* Packing through the recorded sizes: b at bit 0, u[0..4] at bits 1..5, q at 6..45, bb at
   * 46..52. By hand: b = 1, u = {1,0,1,1,0} -> bits 1,3,4; q = 0x8000000001 -> bits 6 and 45;
   * bb[6] = 1 -> bit 52. Word 0 = 0x1 | 0x2 | 0x8 | 0x10 | 0x40 = 0x5b; word 1 = bit 13 (45-32)
   * | bit 20 (52-32) = 0x00102000. */
  es_t x, y;
  memset(&x, 0, sizeof x);
  x.b = true;
  x.u[0] = 1;
  x.u[2] = 1;
  x.u[3] = 1;
  x.q = UINT64_C(0x8000000001);
  x.bb[6] = true;
  wt_fields_t t = {fs, 4};
  uint32_t w[2];
  ck_assert_uint_eq(wt_fields_bits(t), 53u);
  ck_assert(wt_pack(t, &x, w));
  ck_assert_uint_eq(w[0], 0x5bu);
  ck_assert_uint_eq(w[1], 0x00102000u);
  memset(&y, 0xff, sizeof y);
  wt_unpack(t, w, &y);
  ck_assert_uint_eq(y.b, 1u);
  ck_assert_uint_eq(y.u[0], 1u);
  ck_assert_uint_eq(y.u[1], 0u); /* the whole uint32_t is written */
  ck_assert_uint_eq(y.u[4], 0u);
  ck_assert_uint_eq(y.q, UINT64_C(0x8000000001));
  ck_assert_uint_eq(y.bb[5], 0u);
  ck_assert_uint_eq(y.bb[6], 1u);
  /* A 1-bit field in a uint32_t holding 2 breaks its width: reported, and packed as 0. */
  x.u[2] = 2;
  ck_assert(!wt_pack(t, &x, w));
  ck_assert_uint_eq(w[0], 0x53u);
}
END_TEST

/* wt_field_read / wt_field_write on each container type, including a 33..64-bit field, which
 * the DWF blocks do not use yet. */
typedef struct {
  bool b[3];
  uint32_t u[2];
  uint64_t q[2];
} rw_t;

START_TEST(test_field_read_write) {
  static const wt_field_t fs[3] = {
      WT_FIELD(rw_t, b, 1, 3, "bools"),
      WT_FIELD(rw_t, u, 20, 2, "words"),
      WT_FIELD(rw_t, q, 40, 2, "double words"),
  };
  rw_t x;
  memset(&x, 0, sizeof x);
  wt_field_write(&x, &fs[0], 2, 1u);
  wt_field_write(&x, &fs[1], 1, 0xabcdeu);
  wt_field_write(&x, &fs[2], 1, UINT64_C(0xfedcba9876));
  ck_assert_uint_eq(x.b[0], 0u);
  ck_assert_uint_eq(x.b[2], 1u);
  ck_assert_uint_eq(x.u[0], 0u);
  ck_assert_uint_eq(x.u[1], 0xabcdeu);
  ck_assert_uint_eq(x.q[0], 0u);
  ck_assert_uint_eq(x.q[1], UINT64_C(0xfedcba9876));
  x.b[1] = true;
  x.u[0] = 0x12345u;
  x.q[0] = UINT64_C(0x8000000001);
  ck_assert_uint_eq(wt_field_read(&x, &fs[0], 1), 1u);
  ck_assert_uint_eq(wt_field_read(&x, &fs[0], 0), 0u);
  ck_assert_uint_eq(wt_field_read(&x, &fs[1], 0), 0x12345u);
  ck_assert_uint_eq(wt_field_read(&x, &fs[2], 0), UINT64_C(0x8000000001));
  /* Packed: b 3 bits, u 2 x 20 at bit 3, q 2 x 40 at bit 43 -> 123 bits, 4 words. */
  wt_fields_t t = {fs, 3};
  ck_assert_uint_eq(wt_fields_bits(t), 123u);
  uint32_t w[4];
  ck_assert(wt_pack(t, &x, w));
  ck_assert_uint_eq(wt_bits_get(w, 0, 3), 0x6u);
  ck_assert_uint_eq(wt_bits_get(w, 3, 20), 0x12345u);
  ck_assert_uint_eq(wt_bits_get(w, 23, 20), 0xabcdeu);
  ck_assert_uint_eq(wt_bits_get(w, 43, 40), UINT64_C(0x8000000001));
  ck_assert_uint_eq(wt_bits_get(w, 83, 40), UINT64_C(0xfedcba9876));
  /* By hand: word 0 = b (0b110) | 0x12345 << 3 | low 9 bits of 0xabcde (0x0de) << 23
   *        = 0x6 | 0x91a28 | 0x6f000000 = 0x6f091a2e. */
  ck_assert_uint_eq(w[0], 0x6f091a2eu);
  rw_t y;
  memset(&y, 0, sizeof y);
  wt_unpack(t, w, &y);
  ck_assert_uint_eq(y.b[1], 1u);
  ck_assert_uint_eq(y.b[2], 1u);
  ck_assert_uint_eq(y.u[0], 0x12345u);
  ck_assert_uint_eq(y.u[1], 0xabcdeu);
  ck_assert_uint_eq(y.q[0], UINT64_C(0x8000000001));
  ck_assert_uint_eq(y.q[1], UINT64_C(0xfedcba9876));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// The blocks' field tables
////////////////////////////////////////////////////////////////////////////////

/* What each table must say, from the block headers (name, width, count, offsetof, and the size
 * of the member as declared in the struct). */
typedef struct {
  const char *name;
  unsigned width, count;
  size_t offset, size;
} want_field_t;

#define WF(T, f, w, n) \
  { #f, (w), (n), offsetof(T, f), sizeof(((T *)0)->f) }

static const want_field_t alloc_in_want[] = {
    WF(dwf_warp_alloc_in_t, push, 1, 1),
    WF(dwf_warp_alloc_in_t, push_idx, WT_IDXW, 1),
    WF(dwf_warp_alloc_in_t, pop0, 1, 1),
    WF(dwf_warp_alloc_in_t, pop1, 1, 1),
};
static const want_field_t alloc_out_want[] = {
    WF(dwf_warp_alloc_out_t, pop0_valid, 1, 1),
    WF(dwf_warp_alloc_out_t, pop0_idx, WT_IDXW, 1),
    WF(dwf_warp_alloc_out_t, pop1_valid, 1, 1),
    WF(dwf_warp_alloc_out_t, pop1_idx, WT_IDXW, 1),
};
static const want_field_t alloc_state_want[] = {
    WF(dwf_warp_alloc_state_t, slot, WT_IDXW, WT_POOL),
    WF(dwf_warp_alloc_state_t, head, WT_IDXW, 1),
    WF(dwf_warp_alloc_state_t, tail, WT_IDXW, 1),
    WF(dwf_warp_alloc_state_t, count, WT_ALLOC_CNTW, 1),
};
static const want_field_t lut_in_want[] = {
    WF(dwf_pc_warp_lut_in_t, inv, 1, 1),           WF(dwf_pc_warp_lut_in_t, inv_pc, WT_PCW, 1),
    WF(dwf_pc_warp_lut_in_t, inv_idx, WT_IDXW, 1), WF(dwf_pc_warp_lut_in_t, p0_pc, WT_PCW, 1),
    WF(dwf_pc_warp_lut_in_t, p0_we, 1, 1),         WF(dwf_pc_warp_lut_in_t, p0_wocc, WT_NL, 1),
    WF(dwf_pc_warp_lut_in_t, p0_widx, WT_IDXW, 1), WF(dwf_pc_warp_lut_in_t, p1_pc, WT_PCW, 1),
    WF(dwf_pc_warp_lut_in_t, p1_we, 1, 1),         WF(dwf_pc_warp_lut_in_t, p1_wocc, WT_NL, 1),
    WF(dwf_pc_warp_lut_in_t, p1_widx, WT_IDXW, 1),
};
static const want_field_t lut_out_want[] = {
    WF(dwf_pc_warp_lut_out_t, inv_hit, 1, 1),          WF(dwf_pc_warp_lut_out_t, p0_hit, 1, 1),
    WF(dwf_pc_warp_lut_out_t, p0_way, WT_PWL_WAYW, 1), WF(dwf_pc_warp_lut_out_t, p0_occ, WT_NL, 1),
    WF(dwf_pc_warp_lut_out_t, p0_idx, WT_IDXW, 1),     WF(dwf_pc_warp_lut_out_t, p1_hit, 1, 1),
    WF(dwf_pc_warp_lut_out_t, p1_way, WT_PWL_WAYW, 1), WF(dwf_pc_warp_lut_out_t, p1_occ, WT_NL, 1),
    WF(dwf_pc_warp_lut_out_t, p1_idx, WT_IDXW, 1),
};
static const want_field_t lut_state_want[] = {
    WF(dwf_pc_warp_lut_state_t, v, 1, WT_PWL_ENTRIES),
    WF(dwf_pc_warp_lut_state_t, pc, WT_PCW, WT_PWL_ENTRIES),
    WF(dwf_pc_warp_lut_state_t, occ, WT_NL, WT_PWL_ENTRIES),
    WF(dwf_pc_warp_lut_state_t, idx, WT_IDXW, WT_PWL_ENTRIES),
    WF(dwf_pc_warp_lut_state_t, rr, WT_PWL_WAYW, WT_PWL_SETS),
};

/* One table under test: the table, the struct size, and what it must say. */
typedef struct {
  const char *what;
  wt_fields_t t;
  size_t size;
  const want_field_t *want;
  unsigned n_want;
} table_case_t;

#define NW(a) (sizeof(a) / sizeof((a)[0]))

static table_case_t table_case(unsigned i) {
  const wt_block_t *a = &dwf_warp_alloc_block, *l = &dwf_pc_warp_lut_block;
  table_case_t c[6] = {
      {"alloc.in", a->in, a->in_size, alloc_in_want, NW(alloc_in_want)},
      {"alloc.out", a->out, a->out_size, alloc_out_want, NW(alloc_out_want)},
      {"alloc.state", a->state, a->state_size, alloc_state_want, NW(alloc_state_want)},
      {"lut.in", l->in, l->in_size, lut_in_want, NW(lut_in_want)},
      {"lut.out", l->out, l->out_size, lut_out_want, NW(lut_out_want)},
      {"lut.state", l->state, l->state_size, lut_state_want, NW(lut_state_want)},
  };
  return c[i];
}
#define N_TABLES 6

/* The tables list the header's fields, in the header's order, with the header's widths. */
START_TEST(test_table_matches_header) {
  table_case_t c = table_case((unsigned)_i);
  ck_assert_uint_eq(c.t.n, c.n_want);
  for (unsigned i = 0; i < c.t.n; i++) {
    ck_assert_str_eq(c.t.f[i].name, c.want[i].name);
    ck_assert_uint_eq(c.t.f[i].width, c.want[i].width);
    ck_assert_uint_eq(c.t.f[i].count, c.want[i].count);
    ck_assert_uint_eq(c.t.f[i].offset, c.want[i].offset);
    /* The element size is the declared member's, and a container wt_block.h allows for the
     * width: bool only for 1 bit, uint32_t up to 32 bits (also a 1-bit field whose width is
     * configuration-dependent), uint64_t for 33..64. */
    ck_assert_uint_eq(c.t.f[i].esize * c.t.f[i].count, c.want[i].size);
    if (c.t.f[i].width > 32u) {
      ck_assert_uint_eq(c.t.f[i].esize, sizeof(uint64_t));
    } else if (c.t.f[i].width > 1u) {
      ck_assert_uint_eq(c.t.f[i].esize, sizeof(uint32_t));
    } else {
      ck_assert(c.t.f[i].esize == sizeof(bool) || c.t.f[i].esize == sizeof(uint32_t));
    }
    ck_assert_uint_ge(c.t.f[i].width, 1u);
    ck_assert_uint_le(c.t.f[i].width, 64u);
    ck_assert_ptr_nonnull(c.t.f[i].doc);
  }
}
END_TEST

/* Every field's container region lies inside its struct, and no two regions overlap. */
START_TEST(test_regions) {
  table_case_t c = table_case((unsigned)_i);
  for (unsigned i = 0; i < c.t.n; i++) {
    const wt_field_t *f = &c.t.f[i];
    size_t csz = f->esize;
    size_t lo = f->offset, hi = f->offset + f->count * csz;
    ck_assert_uint_le(hi, c.size);
    ck_assert_uint_eq(lo % csz, 0u); /* naturally aligned container */
    for (unsigned j = 0; j < c.t.n; j++) {
      if (j == i) {
        continue;
      }
      const wt_field_t *g = &c.t.f[j];
      size_t gsz = g->esize;
      size_t glo = g->offset, ghi = g->offset + g->count * gsz;
      ck_assert(hi <= glo || ghi <= lo);
    }
  }
}
END_TEST

/* wt_fields_bits is the sum of width x count, and wt_field_offset the running sum. */
START_TEST(test_bits_sum_offsets) {
  table_case_t c = table_case((unsigned)_i);
  unsigned long sum = 0;
  for (unsigned i = 0; i < c.t.n; i++) {
    ck_assert_uint_eq(wt_field_offset(c.t, i), sum);
    sum += (unsigned long)c.want[i].width * c.want[i].count;
  }
  ck_assert_uint_eq(wt_fields_bits(c.t), sum);
}
END_TEST

/* wt_locate at the first and last bit of each field and of each element boundary, and past the
 * end. Offsets are the running sums of the header widths (checked above against literals for
 * the state tables). */
START_TEST(test_locate) {
  table_case_t c = table_case((unsigned)_i);
  unsigned long off = 0;
  unsigned elem = 12345u;
  for (unsigned i = 0; i < c.t.n; i++) {
    unsigned w = c.want[i].width, n = c.want[i].count;
    unsigned long span = (unsigned long)w * n;
    ck_assert_ptr_eq(wt_locate(c.t, off, &elem), &c.t.f[i]);
    ck_assert_uint_eq(elem, 0u);
    ck_assert_ptr_eq(wt_locate(c.t, off + span - 1u, &elem), &c.t.f[i]);
    ck_assert_uint_eq(elem, n - 1u);
    /* First and last bit of a middle element. */
    unsigned mid = n / 2u;
    ck_assert_ptr_eq(wt_locate(c.t, off + (unsigned long)mid * w, &elem), &c.t.f[i]);
    ck_assert_uint_eq(elem, mid);
    ck_assert_ptr_eq(wt_locate(c.t, off + (unsigned long)mid * w + w - 1u, &elem), &c.t.f[i]);
    ck_assert_uint_eq(elem, mid);
    off += span;
  }
  ck_assert_ptr_null(wt_locate(c.t, off, &elem));
  ck_assert_ptr_null(wt_locate(c.t, off + 1000u, &elem));
}
END_TEST

/* State offsets against literal positions (SPEC 1.3 / 1.4 MODEL layout). */
START_TEST(test_state_offsets_literal) {
  wt_fields_t a = dwf_warp_alloc_block.state, l = dwf_pc_warp_lut_block.state;
#if TOY_CFG
  /* slot 8 x 3 = 24 bits, head at 24, tail at 27, count at 30 (4 bits) -> 34. */
  ck_assert_uint_eq(wt_field_offset(a, 1), 24u);
  ck_assert_uint_eq(wt_field_offset(a, 2), 27u);
  ck_assert_uint_eq(wt_field_offset(a, 3), 30u);
  /* v 4, pc 4 x 24 = 96 at 4, occ 4 x 4 at 100, idx 4 x 3 at 116, rr 2 x 1 at 128 -> 130. */
  ck_assert_uint_eq(wt_field_offset(l, 1), 4u);
  ck_assert_uint_eq(wt_field_offset(l, 2), 100u);
  ck_assert_uint_eq(wt_field_offset(l, 3), 116u);
  ck_assert_uint_eq(wt_field_offset(l, 4), 128u);
#elif BASE_CFG
  /* slot 128 x 7 = 896, head at 896, tail at 903, count at 910 (8 bits) -> 918. */
  ck_assert_uint_eq(wt_field_offset(a, 1), 896u);
  ck_assert_uint_eq(wt_field_offset(a, 2), 903u);
  ck_assert_uint_eq(wt_field_offset(a, 3), 910u);
  /* v 64, pc 64 x 24 = 1536 at 64, occ 64 x 32 = 2048 at 1600, idx 64 x 7 = 448 at 3648,
   * rr 16 x 2 at 4096 -> 4128. */
  ck_assert_uint_eq(wt_field_offset(l, 1), 64u);
  ck_assert_uint_eq(wt_field_offset(l, 2), 1600u);
  ck_assert_uint_eq(wt_field_offset(l, 3), 3648u);
  ck_assert_uint_eq(wt_field_offset(l, 4), 4096u);
#endif
  ck_assert_uint_eq(wt_field_offset(a, 0), 0u);
  ck_assert_uint_eq(wt_field_offset(l, 0), 0u);
}
END_TEST

/* MODEL bits (SPEC 0.5, 1.3, 1.4) and the paper figures of the descriptors. */
START_TEST(test_model_bits) {
  unsigned long a = wt_fields_bits(dwf_warp_alloc_block.state);
  unsigned long l = wt_fields_bits(dwf_pc_warp_lut_block.state);
  /* Generic MODEL formulas from SPEC 1.3 / 1.4. */
  ck_assert_uint_eq(a, (unsigned long)WT_POOL * WT_IDXW + 2u * WT_IDXW + WT_ALLOC_CNTW);
  ck_assert_uint_eq(l, (unsigned long)WT_PWL_ENTRIES * (1u + WT_PCW + WT_NL + WT_IDXW) +
                           (unsigned long)WT_PWL_SETS * WT_PWL_WAYW);
#if BASE_CFG
  /* SPEC 0.5 table: PC-warp LUT MODEL 4128, allocator MODEL 918; PAPER 4032 and 896. */
  ck_assert_uint_eq(l, 4128u);
  ck_assert_uint_eq(a, 918u);
  ck_assert_int_eq(dwf_pc_warp_lut_block.paper_bits, 4032);
  ck_assert_int_eq(dwf_pc_warp_lut_block.paper_field_bits, 4032);
  ck_assert_int_eq(dwf_warp_alloc_block.paper_bits, 896);
  ck_assert_int_eq(dwf_warp_alloc_block.paper_field_bits, 896);
#elif TOY_CFG
  /* Toy: LUT 4 x (1 + 24 + 4 + 3) + 2 x 1 = 130; allocator 8 x 3 + 3 + 3 + 4 = 34. No paper
   * figure for a non-baseline geometry; PAPER-FIELDS 4 x (24 + 4 + 3) = 124 and 8 x 3 = 24. */
  ck_assert_uint_eq(l, 130u);
  ck_assert_uint_eq(a, 34u);
  ck_assert_int_eq(dwf_pc_warp_lut_block.paper_bits, -1);
  ck_assert_int_eq(dwf_pc_warp_lut_block.paper_field_bits, 124);
  ck_assert_int_eq(dwf_warp_alloc_block.paper_bits, -1);
  ck_assert_int_eq(dwf_warp_alloc_block.paper_field_bits, 24);
#endif
  ck_assert_str_eq(dwf_warp_alloc_block.name, "dwf_warp_alloc");
  ck_assert_str_eq(dwf_pc_warp_lut_block.name, "dwf_pc_warp_lut");
  ck_assert_uint_eq(dwf_warp_alloc_block.state_size, sizeof(dwf_warp_alloc_state_t));
  ck_assert_uint_eq(dwf_pc_warp_lut_block.state_size, sizeof(dwf_pc_warp_lut_state_t));
  ck_assert_uint_eq(dwf_warp_alloc_block.in_size, sizeof(dwf_warp_alloc_in_t));
  ck_assert_uint_eq(dwf_pc_warp_lut_block.out_size, sizeof(dwf_pc_warp_lut_out_t));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Pack / unpack
////////////////////////////////////////////////////////////////////////////////

#define MAXW 160 /* words: enough for the baseline LUT state (129 words) */

/* Random contents for any table, each element within its width (written through the checked
 * table, so the containers are the header's types). */
static void fill_random(wt_fields_t t, void *base, wt_rng_t *rng) {
  for (unsigned i = 0; i < t.n; i++) {
    for (unsigned e = 0; e < t.f[i].count; e++) {
      wt_field_write(base, &t.f[i], e, wt_rng_bits(rng, t.f[i].width));
    }
  }
}

/* Reference packing of the allocator state, straight from the struct members. */
static void ref_pack_alloc(const dwf_warp_alloc_state_t *s, uint32_t *w) {
  unsigned long pos = 0;
  memset(w, 0, MAXW * sizeof *w);
  for (unsigned i = 0; i < WT_POOL; i++) {
    ref_put(w, &pos, s->slot[i], WT_IDXW);
  }
  ref_put(w, &pos, s->head, WT_IDXW);
  ref_put(w, &pos, s->tail, WT_IDXW);
  ref_put(w, &pos, s->count, WT_ALLOC_CNTW);
}

static void ref_pack_lut(const dwf_pc_warp_lut_state_t *s, uint32_t *w) {
  unsigned long pos = 0;
  memset(w, 0, MAXW * sizeof *w);
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    ref_put(w, &pos, s->v[e], 1);
  }
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    ref_put(w, &pos, s->pc[e], WT_PCW);
  }
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    ref_put(w, &pos, s->occ[e], WT_NL);
  }
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    ref_put(w, &pos, s->idx[e], WT_IDXW);
  }
  for (unsigned k = 0; k < WT_PWL_SETS; k++) {
    ref_put(w, &pos, s->rr[k], WT_PWL_WAYW);
  }
}

/* Allocator state: pack equals the reference layout, the unused top bits are zero, and unpack
 * restores every member. Loop index = seed. */
START_TEST(test_pack_alloc_state) {
  wt_rng_t rng = wt_rng_seed((uint64_t)_i, "pack_alloc_state");
  dwf_warp_alloc_state_t s, u;
  memset(&s, 0, sizeof s);
  fill_random(dwf_warp_alloc_block.state, &s, &rng);
  uint32_t got[MAXW], want[MAXW];
  unsigned long nbits = wt_fields_bits(dwf_warp_alloc_block.state);
  unsigned nw = WT_WORDS(nbits);
  memset(got, 0xff, sizeof got);
  ck_assert(wt_pack(dwf_warp_alloc_block.state, &s, got)); /* all fields in width */
  ref_pack_alloc(&s, want);
  for (unsigned k = 0; k < nw; k++) {
    EQ(got[k], want[k]);
  }
  for (unsigned long b = nbits; b < 32u * nw; b++) {
    EQ(ref_bit(got, b), 0u); /* zero fill above the last field */
  }
  EQ(got[nw], 0xffffffffu); /* nothing written past the last word */
  memset(&u, 0, sizeof u);
  wt_unpack(dwf_warp_alloc_block.state, got, &u);
  for (unsigned i = 0; i < WT_POOL; i++) {
    EQ(u.slot[i], s.slot[i]);
  }
  EQ(u.head, s.head);
  EQ(u.tail, s.tail);
  EQ(u.count, s.count);
}
END_TEST

START_TEST(test_pack_lut_state) {
  wt_rng_t rng = wt_rng_seed((uint64_t)_i, "pack_lut_state");
  dwf_pc_warp_lut_state_t s, u;
  memset(&s, 0, sizeof s);
  fill_random(dwf_pc_warp_lut_block.state, &s, &rng);
  uint32_t got[MAXW], want[MAXW];
  unsigned long nbits = wt_fields_bits(dwf_pc_warp_lut_block.state);
  unsigned nw = WT_WORDS(nbits);
  memset(got, 0xff, sizeof got);
  ck_assert(wt_pack(dwf_pc_warp_lut_block.state, &s, got));
  ref_pack_lut(&s, want);
  for (unsigned k = 0; k < nw; k++) {
    EQ(got[k], want[k]);
  }
  for (unsigned long b = nbits; b < 32u * nw; b++) {
    EQ(ref_bit(got, b), 0u);
  }
  EQ(got[nw], 0xffffffffu);
  memset(&u, 0, sizeof u);
  wt_unpack(dwf_pc_warp_lut_block.state, got, &u);
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    EQ(u.v[e], s.v[e]);
    EQ(u.pc[e], s.pc[e]);
    EQ(u.occ[e], s.occ[e]);
    EQ(u.idx[e], s.idx[e]);
  }
  for (unsigned k = 0; k < WT_PWL_SETS; k++) {
    EQ(u.rr[k], s.rr[k]);
  }
}
END_TEST

/* Round trip of every table (inputs and outputs too): pack, unpack into a differently
 * initialised struct, pack again; element values and both packings agree. Loop index =
 * table x 8 + seed. */
START_TEST(test_round_trip_tables) {
  table_case_t c = table_case((unsigned)_i / 8u);
  wt_rng_t rng = wt_rng_seed((uint64_t)_i % 8u, c.what);
  static unsigned char a[sizeof(dwf_pc_warp_lut_state_t) + sizeof(dwf_warp_alloc_state_t)];
  static unsigned char b[sizeof a];
  ck_assert_uint_le(c.size, sizeof a);
  memset(a, 0, sizeof a);
  memset(b, 0, sizeof b);
  fill_random(c.t, a, &rng);
  uint32_t w1[MAXW], w2[MAXW];
  ck_assert(wt_pack(c.t, a, w1));
  wt_unpack(c.t, w1, b);
  ck_assert(wt_pack(c.t, b, w2));
  unsigned long off = 0;
  for (unsigned i = 0; i < c.t.n; i++) {
    for (unsigned e = 0; e < c.t.f[i].count; e++) {
      uint64_t v = wt_field_read(a, &c.t.f[i], e);
      EQ(wt_field_read(b, &c.t.f[i], e), v);
      /* And the element sits where the layout rule puts it. */
      uint64_t r = 0;
      for (unsigned k = 0; k < c.t.f[i].width; k++) {
        r |= (uint64_t)ref_bit(w1, off + k) << k;
      }
      EQ(r, v);
      off += c.t.f[i].width;
    }
  }
  for (unsigned k = 0; k < WT_WORDS(off); k++) {
    EQ(w1[k], w2[k]);
  }
}
END_TEST

/* wt_pack reports an element with bits at or above its width (a broken width invariant) and
 * leaves those bits out: the packing equals that of the in-width value. Covers a uint32_t field
 * (allocator head, bit IDXW set), a uint64_t field (40-bit, bit 40 set) and full-width fields,
 * which can never be over. */
START_TEST(test_pack_over_width) {
  uint32_t w1[MAXW], w2[MAXW];
  dwf_warp_alloc_state_t a;
  dwf_warp_alloc_reset(&a);
  wt_fields_t t = dwf_warp_alloc_block.state;
  unsigned nw = WT_WORDS(wt_fields_bits(t));
  ck_assert(wt_pack(t, &a, w1));
  a.head = UINT32_C(1) << WT_IDXW; /* one bit too wide */
  ck_assert(!wt_pack(t, &a, w2));
  ck_assert_mem_eq(w1, w2, nw * sizeof w1[0]); /* head packs as 0, like the reset state */
  a.head = 0;
  a.slot[WT_POOL - 1u] |= 0x80000000u; /* top bit of the container */
  ck_assert(!wt_pack(t, &a, w2));
  ck_assert_mem_eq(w1, w2, nw * sizeof w1[0]);

  static const wt_field_t fs[2] = {
      WT_FIELD(rw_t, u, 32, 2, "full-width words"),
      WT_FIELD(rw_t, q, 40, 2, "double words"),
  };
  wt_fields_t u = {fs, 2};
  rw_t x;
  memset(&x, 0, sizeof x);
  x.u[0] = 0xffffffffu;
  x.q[1] = UINT64_C(0xffffffffff);
  ck_assert(wt_pack(u, &x, w1));
  x.q[1] |= UINT64_C(1) << 40;
  ck_assert(!wt_pack(u, &x, w2));
  ck_assert_mem_eq(w1, w2, WT_WORDS(144u) * sizeof w1[0]);
  /* 64 + 40 + 40 = 144 bits: q[1] at bits 143:104 = all ones -> word 3 bits 31:8, word 4
   * bits 15:0. */
  ck_assert_uint_eq(w1[0], 0xffffffffu);
  ck_assert_uint_eq(w1[1], 0u);
  ck_assert_uint_eq(w1[2], 0u);
  ck_assert_uint_eq(w1[3], 0xffffff00u);
  ck_assert_uint_eq(w1[4], 0x0000ffffu);
}
END_TEST

/* wt_field_read / wt_field_write against the members they name. */
START_TEST(test_field_access_members) {
  dwf_pc_warp_lut_state_t s;
  memset(&s, 0, sizeof s);
  const wt_field_t *f = dwf_pc_warp_lut_block.state.f;
  wt_field_write(&s, &f[0], WT_PWL_ENTRIES - 1u, 1u);
  wt_field_write(&s, &f[1], 1, 0xabcdefu & WT_MASK32(WT_PCW));
  wt_field_write(&s, &f[2], WT_PWL_ENTRIES - 1u, 0x5u);
  wt_field_write(&s, &f[3], 0, 0x3u);
  wt_field_write(&s, &f[4], WT_PWL_SETS - 1u, 1u);
  ck_assert_uint_eq(s.v[WT_PWL_ENTRIES - 1u], 1u);
  ck_assert_uint_eq(s.v[0], 0u);
  ck_assert_uint_eq(s.pc[1], 0xabcdefu & WT_MASK32(WT_PCW));
  ck_assert_uint_eq(s.pc[0], 0u);
  ck_assert_uint_eq(s.occ[WT_PWL_ENTRIES - 1u], 0x5u);
  ck_assert_uint_eq(s.idx[0], 0x3u);
  ck_assert_uint_eq(s.rr[WT_PWL_SETS - 1u], 1u);
  ck_assert_uint_eq(s.rr[0], 0u);
  s.idx[1] = 0x2u;
  s.v[2] = true;
  ck_assert_uint_eq(wt_field_read(&s, &f[3], 1), 0x2u);
  ck_assert_uint_eq(wt_field_read(&s, &f[0], 2), 1u);

  dwf_warp_alloc_state_t a;
  memset(&a, 0, sizeof a);
  const wt_field_t *g = dwf_warp_alloc_block.state.f;
  wt_field_write(&a, &g[0], WT_POOL - 1u, WT_POOL - 1u);
  wt_field_write(&a, &g[3], 0, WT_POOL);
  ck_assert_uint_eq(a.slot[WT_POOL - 1u], WT_POOL - 1u);
  ck_assert_uint_eq(a.count, WT_POOL);
  ck_assert_uint_eq(wt_field_read(&a, &g[0], WT_POOL - 1u), WT_POOL - 1u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Digest
////////////////////////////////////////////////////////////////////////////////

/* 64-bit FNV-1a over 32-bit words, expected values computed with an independent Python script
 * (h = 0xcbf29ce484222325; for w in words: h = ((h ^ w) * 0x100000001b3) mod 2^64). The one-word
 * {0} case is also the published FNV-1a-64 of a single zero byte. */
START_TEST(test_digest_literal) {
  const uint32_t w0[1] = {0u};
  const uint32_t w123[3] = {1u, 2u, 3u};
  const uint32_t wff[2] = {0xffffffffu, 0x12345678u};
  ck_assert_uint_eq(wt_digest(w0, 0), UINT64_C(0xcbf29ce484222325));
  ck_assert_uint_eq(wt_digest(w0, 1), UINT64_C(0xaf63bd4c8601b7df));
  ck_assert_uint_eq(wt_digest(w123, 3), UINT64_C(0xd0aa6218672cf5ab));
  ck_assert_uint_eq(wt_digest(wff, 2), UINT64_C(0xcd19361128595562));
}
END_TEST

/* Digests of the reset states (SPEC 1.3: all zero; SPEC 1.4: slot[i] = i, head = tail = 0,
 * count = POOL) and of the toy allocator after DWF-1 (slot = [0,2,1,4,3,5,6,7], head = tail = 6,
 * count 8), packed by the Python script from the field layout and hashed as above. */
START_TEST(test_digest_states) {
  uint32_t w[MAXW];
  dwf_warp_alloc_state_t a;
  dwf_pc_warp_lut_state_t l;
  dwf_warp_alloc_reset(&a);
  dwf_pc_warp_lut_reset(&l);
  unsigned na = WT_WORDS(wt_fields_bits(dwf_warp_alloc_block.state));
  unsigned nl = WT_WORDS(wt_fields_bits(dwf_pc_warp_lut_block.state));
  ck_assert(wt_pack(dwf_warp_alloc_block.state, &a, w));
#if TOY_CFG
  ck_assert_uint_eq(na, 2u);
  ck_assert_uint_eq(w[0], 0x00fac688u); /* 0..7 in 3-bit slots (octal 76543210) */
  ck_assert_uint_eq(w[1], 0x2u);        /* count 8 at bits 33:30 */
  ck_assert_uint_eq(wt_digest(w, na), UINT64_C(0x214cb81765bf2c4f));
  a.slot[0] = 0;
  a.slot[1] = 2;
  a.slot[2] = 1;
  a.slot[3] = 4;
  a.slot[4] = 3;
  a.slot[5] = 5;
  a.head = 6;
  a.tail = 6;
  ck_assert(wt_pack(dwf_warp_alloc_block.state, &a, w));
  ck_assert_uint_eq(w[0], 0x36fab850u);
  ck_assert_uint_eq(wt_digest(w, na), UINT64_C(0x2512ece7ed73a157));
  ck_assert(wt_pack(dwf_pc_warp_lut_block.state, &l, w));
  ck_assert_uint_eq(nl, 5u);
  ck_assert_uint_eq(wt_digest(w, nl), UINT64_C(0xe4bc4fd9252be94f));
#elif BASE_CFG
  ck_assert_uint_eq(na, 29u);
  ck_assert_uint_eq(w[0], 0x40608080u); /* slots 0..3 (7 bits each), low 4 bits of slot 4 */
  ck_assert_uint_eq(w[1], 0x880e1828u);
  ck_assert_uint_eq(wt_digest(w, na), UINT64_C(0x13a989be78acd921));
  ck_assert(wt_pack(dwf_pc_warp_lut_block.state, &l, w));
  ck_assert_uint_eq(nl, 129u);
  ck_assert_uint_eq(wt_digest(w, nl), UINT64_C(0x0227ee4e5846f5df));
#else
  (void)na;
  (void)nl;
#endif
}
END_TEST

static Suite *wt_block_suite(void) {
  Suite *s = suite_create("wt_block");
  TCase *tc = tcase_create("bits");
  tcase_add_loop_test(tc, test_bits_put_get_width, 1, 65);
  tcase_add_test(tc, test_bits_literal);
  tcase_add_test(tc, test_field_esize);
  tcase_add_test(tc, test_field_read_write);
  suite_add_tcase(s, tc);
  tc = tcase_create("tables");
  tcase_add_loop_test(tc, test_table_matches_header, 0, N_TABLES);
  tcase_add_loop_test(tc, test_regions, 0, N_TABLES);
  tcase_add_loop_test(tc, test_bits_sum_offsets, 0, N_TABLES);
  tcase_add_loop_test(tc, test_locate, 0, N_TABLES);
  tcase_add_test(tc, test_state_offsets_literal);
  tcase_add_test(tc, test_model_bits);
  suite_add_tcase(s, tc);
  tc = tcase_create("pack");
  tcase_add_loop_test(tc, test_pack_alloc_state, 0, 8);
  tcase_add_loop_test(tc, test_pack_lut_state, 0, 8);
  tcase_add_loop_test(tc, test_round_trip_tables, 0, N_TABLES * 8);
  tcase_add_test(tc, test_pack_over_width);
  tcase_add_test(tc, test_field_access_members);
  suite_add_tcase(s, tc);
  tc = tcase_create("digest");
  tcase_add_test(tc, test_digest_literal);
  tcase_add_test(tc, test_digest_states);
  suite_add_tcase(s, tc);
  return s;
}

int main(void) {
  SRunner *sr = srunner_create(wt_block_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
