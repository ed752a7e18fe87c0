/* tb/unit/test_wt_block.c: Check suite for the generic packing of rtl_c/wt_block.c, applied to
 * scratch structs and to a synthetic block defined here (fields of widths 1, 7, 32, 33 and 64,
 * scalars and arrays, bool, uint32_t and uint64_t containers, a 1-bit field kept in a uint32_t).
 * It names no model block, so it builds in every configuration whatever BLOCKS holds; the
 * packing of the models' own tables is tested in their test files.
 *
 * The reference for bit placement is a bit-at-a-time writer in this file that follows the
 * layout rule of wt_block.h (fields in table order from bit 0, element 0 first, LSB first); it
 * shares no code with wt_block.c. Bit totals and digests are literals worked out by hand or with
 * a separate Python script (see the comments next to them). */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "wt_block.h"
#include "wt_stim.h"
#include "wt_unit.h"

/* The bit-at-a-time reference (wt_ref_bit, wt_ref_put in wt_unit.h) shares no code with
 * wt_block.c. */

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
        unsigned want = (b >= pos && b < pos + w) ? (unsigned)((v >> (b - pos)) & 1u) : wt_ref_bit(before, b);
        EQ(wt_ref_bit(words, b), want);
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

/* Grouped fields (WT_XFIELD_IN): a unit's array of child states, one field per child field,
 * packed instance by instance. Child {uint32_t a[2] (3 bits); bool f}; unit {bool x; child c[3]}:
 * table x, c.a (6 elements of 3 bits, grouped by 2), c.f (3 elements). Packed by hand: x at bit 0,
 * c[0].a[0], c[0].a[1], c[1].a[0], ... at bits 1, 4, 7, 10, 13, 16, then c[0..2].f at 19, 20, 21. */
typedef struct {
  uint32_t a[2];
  bool f;
} gchild_t;
typedef struct {
  bool x;
  gchild_t c[3];
} gunit_t;

START_TEST(test_field_grouped) {
  static const wt_field_t fs[3] = {
      WT_XFIELD(gunit_t, bool, x, 1, ""),
      WT_XFIELD_IN(gunit_t, c, 3, uint32_t, a, 3, ""),
      WT_XFIELD_IN(gunit_t, c, 3, bool, f, 1, ""),
  };
  ck_assert_str_eq(fs[1].name, "c.a");
  ck_assert_uint_eq(fs[1].count, 6u);
  ck_assert_uint_eq(fs[1].group, 2u);
  ck_assert_uint_eq(fs[1].gstride, sizeof(gchild_t));
  ck_assert_uint_eq(fs[2].count, 3u);
  ck_assert_uint_eq(wt_field_addr(&fs[1], 3), offsetof(gunit_t, c[1].a[1]));
  ck_assert_uint_eq(wt_field_addr(&fs[2], 2), offsetof(gunit_t, c[2].f));
  gunit_t u, v;
  memset(&u, 0, sizeof u);
  u.x = true;
  u.c[0].a[1] = 5; /* bits 4..6 */
  u.c[1].a[0] = 7; /* bits 7..9 */
  u.c[2].a[1] = 1; /* bit 16 */
  u.c[1].f = true; /* bit 20 */
  wt_fields_t t = {fs, 3};
  uint32_t w[1];
  ck_assert_uint_eq(wt_fields_bits(t), 22u);
  ck_assert(wt_pack(t, &u, w));
  ck_assert_uint_eq(w[0], 0x1u | (5u << 4) | (7u << 7) | (1u << 16) | (1u << 20));
  memset(&v, 0xff, sizeof v);
  v.x = false;
  for (unsigned i = 0; i < 3; i++) {
    v.c[i].f = false;
  }
  wt_unpack(t, w, &v);
  ck_assert(v.x);
  ck_assert_uint_eq(v.c[0].a[0], 0u);
  ck_assert_uint_eq(v.c[0].a[1], 5u);
  ck_assert_uint_eq(v.c[1].a[0], 7u);
  ck_assert_uint_eq(v.c[2].a[1], 1u);
  ck_assert(!v.c[0].f && v.c[1].f && !v.c[2].f);
  ck_assert_uint_eq(wt_field_read(&u, &fs[1], 2), 7u);
  wt_field_write(&u, &fs[1], 5, 6u);
  ck_assert_uint_eq(u.c[2].a[1], 6u);
  /* An element above its width is caught in a group too. */
  u.c[2].a[0] = 8;
  ck_assert(!wt_pack(t, &u, w));
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
// A synthetic block: its own structs, field tables, functions and descriptor
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  bool go;
  uint32_t a7;
  uint32_t w32;
  uint64_t q33;
  uint64_t q64;
  uint32_t arr[5];
} syn_in_t;

typedef struct {
  bool ok;
  uint32_t sum7;
  uint64_t q33;
} syn_out_t;

typedef struct {
  bool v;
  uint32_t r7[4];
  uint32_t acc;
  uint64_t t33;
  uint64_t t64;
  uint32_t one[3]; /* 1-bit elements in uint32_t (a configuration-dependent width) */
  bool flags[5];
} syn_state_t;

static const wt_field_t syn_in_fields[] = {
    WT_FIELD(syn_in_t, go, 1, 1, "step"),
    WT_FIELD(syn_in_t, a7, 7, 1, "7-bit addend"),
    WT_FIELD(syn_in_t, w32, 32, 1, "32-bit addend"),
    WT_FIELD(syn_in_t, q33, 33, 1, "33-bit addend"),
    WT_FIELD(syn_in_t, q64, 64, 1, "64-bit xor"),
    WT_FIELD(syn_in_t, arr, 7, 5, "per-entry addends"),
};
static const wt_field_t syn_out_fields[] = {
    WT_FIELD(syn_out_t, ok, 1, 1, "state valid"),
    WT_FIELD(syn_out_t, sum7, 7, 1, "r7[0] + a7"),
    WT_FIELD(syn_out_t, q33, 33, 1, "t33"),
};
static const wt_field_t syn_state_fields[] = {
    WT_FIELD(syn_state_t, v, 1, 1, "valid"),
    WT_FIELD(syn_state_t, r7, 7, 4, "7-bit registers"),
    WT_FIELD(syn_state_t, acc, 32, 1, "accumulator"),
    WT_FIELD(syn_state_t, t33, 33, 1, "33-bit accumulator"),
    WT_FIELD(syn_state_t, t64, 64, 1, "64-bit register"),
    WT_FIELD(syn_state_t, one, 1, 3, "1-bit fields in uint32_t"),
    WT_FIELD(syn_state_t, flags, 1, 5, "flags"),
};

/* Reset: r7 = {1,2,3,4}, acc = 0xdeadbeef, t33 = 2^32 + 1, t64 = 0x0123456789abcdef,
 * one = {1,0,1}, flags = {0,0,0,0,1}, v = 0. */
static void syn_reset(void *sv) {
  syn_state_t *s = sv;
  memset(s, 0, sizeof *s);
  for (unsigned i = 0; i < 4u; i++) {
    s->r7[i] = i + 1u;
  }
  s->acc = 0xdeadbeefu;
  s->t33 = UINT64_C(0x100000001);
  s->t64 = UINT64_C(0x0123456789abcdef);
  s->one[0] = 1u;
  s->one[2] = 1u;
  s->flags[4] = true;
}

/* One step: outputs from the state; with `go`, r7[i] += a7 + arr[i] (7 bits), acc += w32,
 * t33 += q33 (33 bits), t64 ^= q64, one[i] = a7 bit i, flags[i] = arr[i] bit 0, v = 1. */
static void syn_comb(const void *sv, const void *inv, void *outv, void *nextv) {
  const syn_in_t *in = inv;
  syn_out_t *o = outv;
  syn_state_t *n = nextv;
  if (n != sv) {
    *n = *(const syn_state_t *)sv;
  }
  o->ok = n->v;
  o->sum7 = wt_trunc32(n->r7[0] + in->a7, 7);
  o->q33 = n->t33;
  if (in->go) {
    for (unsigned i = 0; i < 4u; i++) {
      n->r7[i] = wt_trunc32(n->r7[i] + in->a7 + in->arr[i], 7);
    }
    n->acc += in->w32;
    n->t33 = wt_trunc64(n->t33 + in->q33, 33);
    n->t64 ^= in->q64;
    for (unsigned i = 0; i < 3u; i++) {
      n->one[i] = (in->a7 >> i) & 1u;
    }
    for (unsigned i = 0; i < 5u; i++) {
      n->flags[i] = (in->arr[i] & 1u) != 0u;
    }
    n->v = true;
  }
}

static const wt_block_t syn_block = {
    .name = "wt_syn",
    .in = WT_TABLE(syn_in_fields),
    .out = WT_TABLE(syn_out_fields),
    .state = WT_TABLE(syn_state_fields),
    .in_size = sizeof(syn_in_t),
    .out_size = sizeof(syn_out_t),
    .state_size = sizeof(syn_state_t),
    .reset = syn_reset,
    .comb = syn_comb,
    .check = NULL,
    .paper_ref = "synthetic",
    .parts = NULL,
    .nparts = 0,
    .knobs = NULL, /* reads no knob */
};

////////////////////////////////////////////////////////////////////////////////
// The synthetic block's field tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t syn_in_want[] = {
    WT_WANT(syn_in_t, go, 1, 1),   WT_WANT(syn_in_t, a7, 7, 1),   WT_WANT(syn_in_t, w32, 32, 1),
    WT_WANT(syn_in_t, q33, 33, 1), WT_WANT(syn_in_t, q64, 64, 1), WT_WANT(syn_in_t, arr, 7, 5),
};
static const wt_want_field_t syn_out_want[] = {
    WT_WANT(syn_out_t, ok, 1, 1),
    WT_WANT(syn_out_t, sum7, 7, 1),
    WT_WANT(syn_out_t, q33, 33, 1),
};
static const wt_want_field_t syn_state_want[] = {
    WT_WANT(syn_state_t, v, 1, 1),     WT_WANT(syn_state_t, r7, 7, 4),   WT_WANT(syn_state_t, acc, 32, 1),
    WT_WANT(syn_state_t, t33, 33, 1),  WT_WANT(syn_state_t, t64, 64, 1), WT_WANT(syn_state_t, one, 1, 3),
    WT_WANT(syn_state_t, flags, 1, 5),
};

/* WT_FIELD recorded the declared members (loop index: in, out, state). */
START_TEST(test_table_matches_header) {
  wt_check_tables_want(&syn_block, (unsigned)_i, syn_in_want, WT_NWANT(syn_in_want), syn_out_want,
                       WT_NWANT(syn_out_want), syn_state_want, WT_NWANT(syn_state_want));
  ck_assert_uint_eq(syn_block.state.f[5].esize, sizeof(uint32_t)); /* 1 bit in uint32_t */
  ck_assert_uint_eq(syn_block.state.f[6].esize, sizeof(bool));
  ck_assert_uint_eq(syn_block.state.f[3].esize, sizeof(uint64_t)); /* 33 bits */
}
END_TEST

/* wt_part_bits: a part's MODEL as the bits report shows it. r7 is 4 x 7 = 28 bits, flags 5 x 1:
 * whole 28 + 5 = 33; per 4 instances of r7 (one register) 7; per 3 of r7 not exact (-1); an
 * unknown field -1; per 0 counts as whole. */
START_TEST(test_part_bits) {
  static const char *const r7_f[] = {"r7", NULL};
  static const char *const two_f[] = {"r7", "flags", NULL};
  static const char *const bad_f[] = {"r7", "nope", NULL};
  static const wt_part_t whole = {"two", two_f, "", WT_WHOLE};
  static const wt_part_t zero = {"two", two_f, "", 0};
  static const wt_part_t per4 = {"one r7", r7_f, "", WT_PER(4)};
  static const wt_part_t per3 = {"a third", r7_f, "", WT_PER(3)};
  static const wt_part_t bad = {"bad", bad_f, "", WT_WHOLE};
  ck_assert_int_eq(wt_part_bits(&syn_block, &whole), 33);
  ck_assert_int_eq(wt_part_bits(&syn_block, &zero), 33);
  ck_assert_int_eq(wt_part_bits(&syn_block, &per4), 7);
  ck_assert_int_eq(wt_part_bits(&syn_block, &per3), -1);
  ck_assert_int_eq(wt_part_bits(&syn_block, &bad), -1);
}
END_TEST

/* Offsets and totals against literals worked out by hand. State: v 1 at 0, r7 4 x 7 at 1, acc at
 * 29, t33 at 61, t64 at 94, one 3 x 1 at 158, flags 5 x 1 at 161 -> 166 bits, 6 words. In: go 0,
 * a7 1, w32 8, q33 40, q64 73, arr 5 x 7 at 137 -> 172. Out: ok 0, sum7 1, q33 8 -> 41. */
START_TEST(test_offsets_literal) {
  static const unsigned long st_off[7] = {0, 1, 29, 61, 94, 158, 161};
  static const unsigned long in_off[6] = {0, 1, 8, 40, 73, 137};
  static const unsigned long out_off[3] = {0, 1, 8};
  for (unsigned i = 0; i < 7u; i++) {
    ck_assert_uint_eq(wt_field_offset(syn_block.state, i), st_off[i]);
  }
  for (unsigned i = 0; i < 6u; i++) {
    ck_assert_uint_eq(wt_field_offset(syn_block.in, i), in_off[i]);
  }
  for (unsigned i = 0; i < 3u; i++) {
    ck_assert_uint_eq(wt_field_offset(syn_block.out, i), out_off[i]);
  }
  ck_assert_uint_eq(wt_fields_bits(syn_block.state), 166u);
  ck_assert_uint_eq(wt_fields_bits(syn_block.in), 172u);
  ck_assert_uint_eq(wt_fields_bits(syn_block.out), 41u);
  ck_assert_uint_eq(WT_WORDS(wt_fields_bits(syn_block.state)), 6u);
  unsigned e = 99u;
  ck_assert_ptr_eq(wt_locate(syn_block.state, 28, &e), &syn_block.state.f[1]);
  ck_assert_uint_eq(e, 3u);
  ck_assert_ptr_eq(wt_locate(syn_block.state, 93, &e), &syn_block.state.f[3]);
  ck_assert_uint_eq(e, 0u);
  ck_assert_ptr_eq(wt_locate(syn_block.state, 160, &e), &syn_block.state.f[5]);
  ck_assert_uint_eq(e, 2u);
  ck_assert_ptr_eq(wt_locate(syn_block.state, 165, &e), &syn_block.state.f[6]);
  ck_assert_uint_eq(e, 4u);
  ck_assert_ptr_null(wt_locate(syn_block.state, 166, &e));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Pack / unpack on the synthetic block
////////////////////////////////////////////////////////////////////////////////

#define MAXW 8 /* words: the synthetic state is 6 */

/* Reference packing of the synthetic state, straight from the struct members. */
static void ref_pack_syn(const syn_state_t *s, uint32_t *w) {
  unsigned long pos = 0;
  memset(w, 0, MAXW * sizeof *w);
  wt_ref_put(w, &pos, s->v, 1);
  for (unsigned i = 0; i < 4u; i++) {
    wt_ref_put(w, &pos, s->r7[i], 7);
  }
  wt_ref_put(w, &pos, s->acc, 32);
  wt_ref_put(w, &pos, s->t33, 33);
  wt_ref_put(w, &pos, s->t64, 64);
  for (unsigned i = 0; i < 3u; i++) {
    wt_ref_put(w, &pos, s->one[i], 1);
  }
  for (unsigned i = 0; i < 5u; i++) {
    wt_ref_put(w, &pos, s->flags[i], 1);
  }
}

/* Pack equals the reference layout, the unused top bits are zero, nothing is written past the
 * last word, and unpack restores every member. Loop index = seed. */
START_TEST(test_pack_state) {
  syn_state_t s, u;
  wt_fill_seeded(syn_block.state, &s, sizeof s, (uint64_t)_i, "pack_syn_state");
  uint32_t want[MAXW];
  ref_pack_syn(&s, want);
  wt_check_packs_to(syn_block.state, &s, want);
  memset(&u, 0xff, sizeof u);
  wt_unpack(syn_block.state, want, &u);
  EQ(u.v, s.v);
  for (unsigned i = 0; i < 4u; i++) {
    EQ(u.r7[i], s.r7[i]);
  }
  EQ(u.acc, s.acc);
  EQ(u.t33, s.t33);
  EQ(u.t64, s.t64);
  for (unsigned i = 0; i < 3u; i++) {
    EQ(u.one[i], s.one[i]);
  }
  for (unsigned i = 0; i < 5u; i++) {
    EQ(u.flags[i], s.flags[i]);
  }
}
END_TEST

/* wt_pack reports an element with bits at or above its width (a broken width invariant) and
 * leaves those bits out: the packing equals that of the in-width value. Covers a uint32_t field
 * (r7, bit 7 set), a 1-bit field in a uint32_t (2), a uint64_t field (t33, bit 33 set) and, on a
 * scratch table, full-width fields, which can never be over. */
START_TEST(test_pack_over_width) {
  uint32_t w1[MAXW], w2[MAXW];
  syn_state_t a;
  syn_reset(&a);
  wt_fields_t t = syn_block.state;
  const unsigned nw = WT_WORDS(wt_fields_bits(t));
  ck_assert(wt_pack(t, &a, w1));
  a.r7[2] |= 0x80u; /* one bit too wide */
  ck_assert(!wt_pack(t, &a, w2));
  ck_assert_mem_eq(w1, w2, nw * sizeof w1[0]);
  syn_reset(&a);
  a.one[1] = 2u; /* a 1-bit field holding 2: packs as 0 */
  ck_assert(!wt_pack(t, &a, w2));
  ck_assert_mem_eq(w1, w2, nw * sizeof w1[0]);
  syn_reset(&a);
  a.t33 |= UINT64_C(1) << 33;
  ck_assert(!wt_pack(t, &a, w2));
  ck_assert_mem_eq(w1, w2, nw * sizeof w1[0]);
  syn_reset(&a);
  a.t64 = UINT64_C(0xffffffffffffffff); /* full width: never over */
  a.acc = 0xffffffffu;
  ck_assert(wt_pack(t, &a, w2));

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
  syn_state_t s;
  memset(&s, 0, sizeof s);
  const wt_field_t *f = syn_block.state.f;
  wt_field_write(&s, &f[0], 0, 1u);
  wt_field_write(&s, &f[1], 3, 0x55u);
  wt_field_write(&s, &f[2], 0, 0xcafef00du);
  wt_field_write(&s, &f[3], 0, UINT64_C(0x1fedcba98));
  wt_field_write(&s, &f[4], 0, UINT64_C(0x8000000000000001));
  wt_field_write(&s, &f[5], 2, 1u);
  wt_field_write(&s, &f[6], 4, 1u);
  ck_assert_uint_eq(s.v, 1u);
  ck_assert_uint_eq(s.r7[3], 0x55u);
  ck_assert_uint_eq(s.r7[0], 0u);
  ck_assert_uint_eq(s.acc, 0xcafef00du);
  ck_assert_uint_eq(s.t33, UINT64_C(0x1fedcba98));
  ck_assert_uint_eq(s.t64, UINT64_C(0x8000000000000001));
  ck_assert_uint_eq(s.one[2], 1u);
  ck_assert_uint_eq(s.one[1], 0u);
  ck_assert_uint_eq(s.flags[4], 1u);
  ck_assert_uint_eq(s.flags[3], 0u);
  s.r7[1] = 0x2au;
  s.flags[0] = true;
  ck_assert_uint_eq(wt_field_read(&s, &f[1], 1), 0x2au);
  ck_assert_uint_eq(wt_field_read(&s, &f[6], 0), 1u);
  ck_assert_uint_eq(wt_field_read(&s, &f[4], 0), UINT64_C(0x8000000000000001));
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

/* Digest of the synthetic reset state: packed from the layout and hashed as above by a separate
 * Python script. Word 0 by hand: r7 {1,2,3,4} at bits 1, 8, 15, 22 = 0x01018202, and the low 3
 * bits of acc (0b111) at bits 31:29 -> 0xe1018202. */
START_TEST(test_digest_state) {
  uint32_t w[MAXW];
  syn_state_t s;
  syn_reset(&s);
  ck_assert(wt_pack(syn_block.state, &s, w));
  static const uint32_t want[6] = {0xe1018202u, 0x3bd5b7ddu, 0xe0000000u, 0xe26af37bu, 0x4048d159u, 0x21u};
  ck_assert_mem_eq(w, want, sizeof want);
  ck_assert_uint_eq(wt_digest(w, 6), UINT64_C(0x252b05457434e773));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// The driver's descriptor step and width check on the synthetic block
////////////////////////////////////////////////////////////////////////////////

/* wt_step is comb then the copy: two steps from reset, values worked out from syn_comb. */
START_TEST(test_step) {
  syn_state_t s;
  syn_in_t in;
  syn_out_t o;
  syn_reset(&s);
  memset(&in, 0, sizeof in);
  in.go = true;
  in.a7 = 0x7fu;
  in.w32 = 0x21524111u; /* 0xdeadbeef + 0x21524111 = 2^32: wraps to 0 */
  in.q33 = UINT64_C(0x1ffffffff);
  in.q64 = UINT64_C(0x0123456789abcdef);
  in.arr[0] = 1u;
  in.arr[4] = 1u;
  wt_step(&syn_block, &s, &in, &o);
  ck_assert_uint_eq(o.ok, 0u);
  ck_assert_uint_eq(o.sum7, 0x00u); /* 1 + 0x7f = 0x80 -> 0 in 7 bits */
  ck_assert_uint_eq(o.q33, UINT64_C(0x100000001));
  ck_assert_uint_eq(s.r7[0], 0x01u); /* 1 + 0x7f + 1 = 0x81 */
  ck_assert_uint_eq(s.r7[1], 0x01u); /* 2 + 0x7f = 0x81 */
  ck_assert_uint_eq(s.acc, 0u);
  ck_assert_uint_eq(s.t33, UINT64_C(0x100000000)); /* 0x100000001 + 0x1ffffffff mod 2^33 */
  ck_assert_uint_eq(s.t64, 0u);
  ck_assert_uint_eq(s.one[0] + s.one[1] + s.one[2], 3u);
  ck_assert(s.flags[0] && !s.flags[1] && s.flags[4] && s.v);
  wt_check_fits(syn_block.state, &s, "state");
  in.go = false;
  wt_step(&syn_block, &s, &in, &o);
  ck_assert_uint_eq(o.ok, 1u);
  ck_assert_uint_eq(o.q33, UINT64_C(0x100000000));
  ck_assert_uint_eq(s.r7[0], 0x01u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Output qualifiers (wt_field_t.qual): validation and the compare mask
////////////////////////////////////////////////////////////////////////////////

/* v@0, d@1..5 (if v), w@6, e[2]@7..14 (if w), z@15..17: 18 bits, one word. */
typedef struct {
  bool v;
  uint32_t d;
  bool w;
  uint32_t e[2];
  uint32_t z;
} q_out_t;
#define Q_OUT_FIELDS(X) \
  X(bool, v, WT_SCALAR, 1, WT_ALWAYS, "valid") \
  X(uint32_t, d, WT_SCALAR, 5, WT_IF(v), "data") \
  X(bool, w, WT_SCALAR, 1, WT_ALWAYS, "valid 2") \
  X(uint32_t, e, [2], 4, WT_IF(w), "array data") \
  X(uint32_t, z, WT_SCALAR, 3, WT_ALWAYS, "always")
#define F(T, f, dims, w, q, d) WT_OXFIELD(q_out_t, T, f, w, q, d),
static const wt_field_t q_out_fields[] = {Q_OUT_FIELDS(F)};
#undef F
static const wt_fields_t q_out = WT_TABLE(q_out_fields);

/* The mask by hand from the bit positions above. */
START_TEST(test_out_care_literal) {
  static const struct {
    uint32_t exp, care;
  } cases[] = {
      {0x00000000u, 0xffff8041u}, /* v = 0, w = 0: d (bits 1..5) and e (7..14) masked */
      {0x00000001u, 0xffff807fu}, /* v = 1: d counts */
      {0x00000040u, 0xffffffc1u}, /* w = 1: e counts, d masked */
      {0x0003ffffu, 0xffffffffu}, /* both: everything counts */
  };
  for (unsigned k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    uint32_t care = 0;
    wt_out_care(q_out, &cases[k].exp, &care);
    ck_assert_msg(care == cases[k].care, "case %u: care 0x%08x, expected 0x%08x", k, care, cases[k].care);
  }
  uint32_t exp = 0x40u;
  ck_assert(wt_out_counts(q_out, 0, &exp) && !wt_out_counts(q_out, 1, &exp));
  ck_assert(wt_out_counts(q_out, 3, &exp) && wt_out_counts(q_out, 4, &exp));
}
END_TEST

/* Every way a qualifier can be wrong is refused with the output and the reason. */
START_TEST(test_validate_rejects) {
  static const struct {
    const char *qual_of_d; /* d's qualifier; d is field 1 */
    const char *why;
  } cases[] = {
      {"nope", "'d' is qualified by 'nope', which is not an output of the block"},
      {"w", "'d' is qualified by 'w', which is not listed before it"},
      {"z", "'d' is qualified by 'z', which is not listed before it"},
  };
  for (unsigned k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    wt_field_t f[5];
    memcpy(f, q_out_fields, sizeof f);
    f[1].qual = cases[k].qual_of_d;
    wt_block_t b = {.name = "qblk", .out = {f, 5}};
    char msg[200];
    ck_assert(!wt_block_validate(&b, msg, sizeof msg));
    ck_assert_msg(strstr(msg, cases[k].why) != NULL && strncmp(msg, "qblk: output ", 13) == 0, "got '%s'",
                  msg);
  }
  wt_field_t f[5];
  memcpy(f, q_out_fields, sizeof f);
  f[4].qual = "d"; /* 5 bits wide */
  wt_block_t b = {.name = "qblk", .out = {f, 5}};
  char msg[200];
  ck_assert(!wt_block_validate(&b, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "'z' is qualified by 'd', which is not a 1-bit scalar output"));
  memcpy(f, q_out_fields, sizeof f);
  f[4].qual = "e"; /* an array */
  ck_assert(!wt_block_validate(&b, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "which is not a 1-bit scalar output"));
  memcpy(f, q_out_fields, sizeof f);
  f[2].qual = "v"; /* w qualified: then e's qualifier is itself qualified */
  ck_assert(!wt_block_validate(&b, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "'e' is qualified by 'w', which is itself qualified"));
  memcpy(f, q_out_fields, sizeof f);
  ck_assert(wt_block_validate(&b, msg, sizeof msg));
}
END_TEST

/* Every block this configuration builds declares valid qualifiers. */
START_TEST(test_registered_blocks_validate) {
  ck_assert_uint_ge(wt_n_stims, 1u);
  for (unsigned k = 0; k < wt_n_stims; k++) {
    char msg[256];
    ck_assert_msg(wt_block_validate(wt_stims[k]->block, msg, sizeof msg), "%s", msg);
  }
}
END_TEST

WT_UNIT_SUITE("wt_block") = {
    WT_TCASE("bits", 0),
    WT_LOOP(test_bits_put_get_width, 1, 65),
    WT_TEST(test_bits_literal),
    WT_TEST(test_field_esize),
    WT_TEST(test_field_read_write),
    WT_TEST(test_field_grouped),

    WT_TABLE_CASES(syn_block),
    WT_LOOP(test_table_matches_header, 0, 3),
    WT_TEST(test_offsets_literal),
    WT_TEST(test_part_bits),

    WT_TCASE("pack", 0),
    WT_LOOP(test_pack_state, 0, 8),
    WT_TEST(test_pack_over_width),
    WT_TEST(test_field_access_members),

    WT_TCASE("digest", 0),
    WT_TEST(test_digest_literal),
    WT_TEST(test_digest_state),

    WT_TCASE("driver", 0),
    WT_TEST(test_step),

    WT_TCASE("qualifiers", 0),
    WT_TEST(test_out_care_literal),
    WT_TEST(test_validate_rejects),
    WT_TEST(test_registered_blocks_validate),
    WT_END,
};
