/* tb/unit/wt_unit.c: the shared unit-test driver (see wt_unit.h). It names no block: everything
 * goes through the block descriptor (wt_block_t), its field tables and its stimulus (wt_stim_t). */
#include "wt_unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

////////////////////////////////////////////////////////////////////////////////
// Scratch buffers (grown on demand, kept for the life of the test process)
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  unsigned char *p;
  size_t cap;
} buf_t;

static void *buf(buf_t *b, size_t n) {
  n = n != 0u ? n : 1u; /* a valid pointer even for a block without state (state_size 0) */
  if (n > b->cap) {
    unsigned char *q = realloc(b->p, n);
    ck_assert_ptr_nonnull(q);
    b->p = q;
    b->cap = n;
  }
  return b->p;
}

/* g_run_next is the runners' own next state, so a hook may call wt_step (which uses g_next). */
static buf_t g_next, g_run_next, g_in, g_in2, g_out, g_out2, g_wa, g_wb, g_wa_state, g_wb_state, g_rows_state,
    g_pack;

////////////////////////////////////////////////////////////////////////////////
// Stepping and width checks
////////////////////////////////////////////////////////////////////////////////

void wt_step(const wt_block_t *b, void *s, const void *in, void *out) {
  void *next = buf(&g_next, b->state_size);
  b->comb(s, in, out, next);
  memcpy(s, next, b->state_size);
}

void wt_check_fits(wt_fields_t t, const void *base, const char *what) {
  for (unsigned i = 0; i < t.n; i++) {
    const wt_field_t *f = &t.f[i];
    const uint64_t over = ~WT_MASK64(f->width);
    for (unsigned e = 0; e < f->count; e++) {
      const uint64_t v = wt_field_read(base, f, e);
      if ((v & over) != 0u) {
        ck_abort_msg("%s.%s[%u] = 0x%llx does not fit its %u bits", what, f->name, e, (unsigned long long)v,
                     f->width);
      }
    }
  }
}

bool wt_same_packed(wt_fields_t t, const void *a, const void *b) {
  const size_t n = WT_WORDS(wt_fields_bits(t)) * sizeof(uint32_t) + sizeof(uint32_t);
  uint32_t *wa = buf(&g_wa, n), *wb = buf(&g_wb, n);
  memset(wa, 0, n);
  memset(wb, 0, n);
  OK(wt_pack(t, a, wa));
  OK(wt_pack(t, b, wb));
  return memcmp(wa, wb, n) == 0;
}

const wt_scenario_t *wt_scen(const wt_stim_t *st, const char *name) {
  const wt_scenario_t *sc = wt_scenario_find(st, name);
  ck_assert_msg(sc != NULL, "%s: no scenario '%s'", st->block->name, name);
  return sc;
}

bool wt_scen_in(const wt_scenario_t *sc, unsigned cyc, const void *s, void *in, size_t in_size) {
  memset(in, 0, in_size);
  return sc->input(cyc, s, in);
}

void wt_check_comb_in_place(const wt_block_t *b, const void *s, const void *in, void *out, void *next) {
  void *before = buf(&g_wa_state, b->state_size), *t = buf(&g_wb_state, b->state_size);
  void *o2 = buf(&g_out2, b->out_size);
  memcpy(before, s, b->state_size);
  memcpy(t, s, b->state_size);
  memset(o2, 0, b->out_size);
  b->comb(s, in, out, next);
  ck_assert_msg(wt_same_packed(b->state, s, before), "%s: comb changed its state", b->name);
  b->comb(t, in, o2, t);
  ck_assert_msg(wt_same_packed(b->state, next, t), "%s: the in-place next state differs", b->name);
  ck_assert_msg(wt_same_packed(b->out, out, o2), "%s: the in-place outputs differ", b->name);
}

void wt_check_scen_names(const wt_stim_t *st, const wt_block_t *b, const char *const *names) {
  for (const char *const *n = names; *n != NULL; n++) {
    ck_assert_ptr_nonnull(wt_scen(st, *n));
  }
  ck_assert_ptr_eq(st->block, b);
}

void wt_check_reached(const wt_reach_t *r, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    ck_assert_msg(r[i].got > r[i].over, "corner not reached: %s = %llu, want > %llu", r[i].what, r[i].got,
                  r[i].over);
  }
}

void wt_check_quals(wt_fields_t t, const wt_want_qual_t *want, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    const int k = wt_field_index(t, want[i].field);
    ck_assert_msg(k >= 0, "no field %s", want[i].field);
    const char *q = t.f[k].qual;
    if (want[i].qual == NULL) {
      ck_assert_msg(q == NULL, "%s is qualified by %s, want always valid", want[i].field, q);
    } else {
      ck_assert_msg(q != NULL && strcmp(q, want[i].qual) == 0, "%s is qualified by %s, want %s",
                    want[i].field, q ? q : "(none)", want[i].qual);
    }
  }
}

void wt_check_offsets(wt_fields_t t, const unsigned long *want, unsigned n) {
  ck_assert_uint_le(n, t.n);
  for (unsigned i = 0; i < n; i++) {
    ck_assert_msg(wt_field_offset(t, i) == want[i], "field %u (%s) at bit %lu, want %lu", i, t.f[i].name,
                  (unsigned long)wt_field_offset(t, i), want[i]);
  }
}

////////////////////////////////////////////////////////////////////////////////
// Runners
////////////////////////////////////////////////////////////////////////////////

/* The step of a run: comb into the scratch next state, the test's per-cycle hook with the state
 * before and after, the width checks, then the copy. */
static void run_step(const wt_run_t *r, const void *in, unsigned long c) {
  const wt_block_t *b = r->st->block;
  void *next = buf(&g_run_next, b->state_size);
  void *out = buf(&g_out, b->out_size);
  memset(out, 0, b->out_size);
  b->comb(r->s, in, out, next);
  if (r->cycle) {
    r->cycle(r->ctx, r->s, in, out, next);
  }
  if (!r->no_fits && (r->fits_every == 0u || c % r->fits_every == 0u)) {
    wt_check_fits(b->state, next, "state");
    wt_check_fits(b->out, out, "out");
  }
  memcpy(r->s, next, b->state_size);
}

static void run_reset(const wt_run_t *r) {
  r->st->block->reset(r->s);
  if (r->reset) {
    r->reset(r->ctx, r->s);
  }
}

/* One cycle of a run: a reset cycle resets the state; otherwise the inputs must fit their widths
 * and the step runs; then the `every` hook. */
static void run_cycle(const wt_run_t *r, bool rst, const void *in, unsigned long c) {
  if (rst) {
    run_reset(r);
  } else {
    wt_check_fits(r->st->block->in, in, "in");
    run_step(r, in, c);
  }
  if (r->every) {
    r->every(r->ctx, r->s);
  }
}

void wt_run_scenario(const wt_run_t *r, const wt_scenario_t *sc) {
  const wt_block_t *b = r->st->block;
  void *in = buf(&g_in, b->in_size), *in2 = buf(&g_in2, b->in_size);
  run_reset(r);
  for (unsigned c = 0; c < sc->cycles; c++) {
    const bool rst = wt_scen_in(sc, c, r->s, in, b->in_size);
    if (wt_scen_in(sc, c, r->s, in2, b->in_size) != rst) {
      ck_abort_msg("%s/%s cycle %u: the reset flag is not deterministic", b->name, sc->name, c);
    }
    if (!wt_same_packed(b->in, in, in2)) {
      ck_abort_msg("%s/%s cycle %u: the inputs are not deterministic", b->name, sc->name, c);
    }
    run_cycle(r, rst, in, c);
  }
}

void wt_run_scenario_i(const wt_run_t *r, int i) {
  const wt_scenarios_t *l = r->st->scen;
  if (i < 0 || (unsigned)i >= l->n) {
    return;
  }
  wt_run_scenario(r, &l->s[i]);
}

void wt_check_scen_rows_list(const wt_stim_t *st, const wt_scen_rows_t *want, unsigned n) {
  const wt_scenarios_t *l = st->scen;
  ck_assert_uint_eq(l->n, n);
  for (unsigned k = 0; k < l->n; k++) {
    ck_assert_str_eq(l->s[k].name, want[k].name);
    ck_assert_uint_eq(l->s[k].cycles, want[k].n);
  }
}

typedef struct {
  const wt_scen_rows_t *want;
  wt_row_check_t *check;
  unsigned cyc;
} rows_ctx_t;

static void rows_cycle(void *ctx, const void *prev, const void *in, const void *out, const void *next) {
  rows_ctx_t *c = ctx;
  (void)prev;
  (void)next;
  ck_assert_uint_lt(c->cyc, c->want->n);
  c->check(c->want->name, c->want->rows, c->cyc, in, out);
  c->cyc++;
}

void wt_run_scen_rows(const wt_stim_t *st, const wt_scen_rows_t *want, wt_row_check_t *check) {
  static unsigned char dummy; /* the state of a block without one */
  void *s = st->block->state_size != 0u ? buf(&g_rows_state, st->block->state_size) : &dummy;
  rows_ctx_t c = {want, check, 0};
  wt_run_t run = {st, s, &c, NULL, rows_cycle, NULL, 0, false};
  wt_run_scenario(&run, wt_scen(st, want->name));
  ck_assert_uint_eq(c.cyc, want->n);
}

void wt_run_random(const wt_run_t *r, uint64_t seed, unsigned cycles) {
  const wt_block_t *b = r->st->block;
  void *in = buf(&g_in, b->in_size);
  wt_stim_run_t run;
  wt_stim_run_init(&run, r->st, seed);
  run_reset(r);
  for (unsigned c = 0; c < cycles; c++) {
    memset(in, 0, b->in_size);
    run_cycle(r, wt_stim_run_cycle(&run, r->st, r->s, in), in, c);
  }
}

////////////////////////////////////////////////////////////////////////////////
// Field-table checks
////////////////////////////////////////////////////////////////////////////////

wt_fields_t wt_block_table(const wt_block_t *b, unsigned t, size_t *size, const char **what) {
  static const char *const names[3] = {"in", "out", "state"};
  ck_assert_uint_lt(t, 3u);
  if (size) {
    *size = t == 0u ? b->in_size : t == 1u ? b->out_size : b->state_size;
  }
  if (what) {
    *what = names[t];
  }
  return t == 0u ? b->in : t == 1u ? b->out : b->state;
}

/* The container wt_block.h allows for a width: bool only for 1 bit, uint32_t up to 32 bits (also
 * a 1-bit field whose width is configuration-dependent), uint64_t for 33..64. */
static void check_container(const wt_field_t *f) {
  if (f->width > 32u) {
    ck_assert_uint_eq(f->esize, sizeof(uint64_t));
  } else if (f->width > 1u) {
    ck_assert_uint_eq(f->esize, sizeof(uint32_t));
  } else {
    ck_assert(f->esize == sizeof(bool) || f->esize == sizeof(uint32_t));
  }
  ck_assert_uint_ge(f->width, 1u);
  ck_assert_uint_le(f->width, 64u);
  ck_assert_ptr_nonnull(f->doc);
}

void wt_check_table_want(wt_fields_t t, const wt_want_field_t *want, unsigned n) {
  ck_assert_uint_eq(t.n, n);
  for (unsigned i = 0; i < t.n; i++) {
    ck_assert_str_eq(t.f[i].name, want[i].name);
    ck_assert_uint_eq(t.f[i].width, want[i].width);
    ck_assert_uint_eq(t.f[i].count, want[i].count);
    ck_assert_uint_eq(t.f[i].offset, want[i].offset);
    /* The element size is the declared member's. */
    ck_assert_uint_eq(t.f[i].esize * t.f[i].count, want[i].size);
    check_container(&t.f[i]);
  }
}

void wt_check_tables_want(const wt_block_t *b, unsigned t, const wt_want_field_t *in, unsigned nin,
                          const wt_want_field_t *out, unsigned nout, const wt_want_field_t *st,
                          unsigned nst) {
  wt_fields_t tab = wt_block_table(b, t, NULL, NULL);
  if (t == 0) {
    wt_check_table_want(tab, in, nin);
  } else if (t == 1) {
    wt_check_table_want(tab, out, nout);
  } else {
    wt_check_table_want(tab, st, nst);
  }
}

void wt_check_table_rules(const wt_block_t *b, unsigned ti) {
  size_t size;
  wt_fields_t t = wt_block_table(b, ti, &size, NULL);
  /* Every element inside the struct, naturally aligned, and no byte in two elements (a grouped
   * field's elements interleave with its siblings', so the check is per element). */
  unsigned char *own = calloc(size + 1u, 1);
  ck_assert_ptr_nonnull(own);
  for (unsigned i = 0; i < t.n; i++) {
    const wt_field_t *f = &t.f[i];
    check_container(f);
    if (f->group != 0u) {
      ck_assert_uint_eq(f->count % f->group, 0u);
      ck_assert_uint_ge(f->gstride, f->group * f->esize);
    }
    for (unsigned e = 0; e < f->count; e++) {
      const size_t lo = wt_field_addr(f, e);
      ck_assert_uint_le(lo + f->esize, size);
      ck_assert_uint_eq(lo % f->esize, 0u); /* naturally aligned container */
      for (size_t k = lo; k < lo + f->esize; k++) {
        ck_assert_msg(own[k] == 0u, "%s[%u] overlaps another field", f->name, e);
        own[k] = 1u;
      }
    }
  }
  free(own);
}

void wt_check_table_offsets(const wt_block_t *b, unsigned ti) {
  wt_fields_t t = wt_block_table(b, ti, NULL, NULL);
  unsigned long sum = 0;
  for (unsigned i = 0; i < t.n; i++) {
    ck_assert_uint_eq(wt_field_offset(t, i), sum);
    sum += (unsigned long)t.f[i].width * t.f[i].count;
  }
  ck_assert_uint_eq(wt_fields_bits(t), sum);
}

void wt_check_table_locate(const wt_block_t *b, unsigned ti) {
  wt_fields_t t = wt_block_table(b, ti, NULL, NULL);
  unsigned long off = 0;
  for (unsigned i = 0; i < t.n; i++) {
    for (unsigned e = 0; e < t.f[i].count; e++) {
      unsigned got_e = 0;
      unsigned long first = off + (unsigned long)e * t.f[i].width;
      unsigned long last = first + t.f[i].width - 1u;
      if (wt_locate(t, first, &got_e) != &t.f[i] || got_e != e) {
        ck_abort_msg("locate(%lu): expected %s[%u]", first, t.f[i].name, e);
      }
      if (wt_locate(t, last, &got_e) != &t.f[i] || got_e != e) {
        ck_abort_msg("locate(%lu): expected %s[%u]", last, t.f[i].name, e);
      }
    }
    off += (unsigned long)t.f[i].width * t.f[i].count;
  }
  unsigned dummy = 0;
  ck_assert_ptr_null(wt_locate(t, off, &dummy));
  ck_assert_ptr_null(wt_locate(t, off + 1000u, &dummy));
}

void wt_fill_random(wt_fields_t t, void *base, wt_rng_t *rng) {
  for (unsigned i = 0; i < t.n; i++) {
    for (unsigned e = 0; e < t.f[i].count; e++) {
      wt_field_write(base, &t.f[i], e, wt_rng_bits(rng, t.f[i].width));
    }
  }
}

void wt_fill_seeded(wt_fields_t t, void *base, size_t size, uint64_t seed, const char *name) {
  wt_rng_t rng = wt_rng_seed(seed, name);
  memset(base, 0, size);
  wt_fill_random(t, base, &rng);
}

void wt_ref_put(uint32_t *w, unsigned long *pos, uint64_t v, unsigned width) {
  for (unsigned b = 0; b < width; b++) {
    uint32_t m = UINT32_C(1) << (*pos % 32u);
    w[*pos / 32u] = ((v >> b) & 1u) ? (w[*pos / 32u] | m) : (w[*pos / 32u] & ~m);
    (*pos)++;
  }
}

void wt_check_packs_to(wt_fields_t t, const void *s, const uint32_t *want) {
  const unsigned long nbits = wt_fields_bits(t);
  const unsigned nw = WT_WORDS(nbits);
  uint32_t *got = buf(&g_pack, (nw + 1u) * sizeof *got);
  memset(got, 0xff, (nw + 1u) * sizeof *got);
  OK(wt_pack(t, s, got)); /* every field in width */
  for (unsigned k = 0; k < nw; k++) {
    EQ(got[k], want[k]);
  }
  for (unsigned long b = nbits; b < 32u * nw; b++) {
    EQ(wt_ref_bit(got, b), 0u); /* zero fill above the last field */
  }
  EQ(got[nw], 0xffffffffu); /* nothing written past the last word */
}

void wt_check_table_round_trip(const wt_block_t *b, unsigned ti, uint64_t seed) {
  size_t size;
  const char *what;
  wt_fields_t t = wt_block_table(b, ti, &size, &what);
  char name[96];
  snprintf(name, sizeof name, "%s.%s", b->name, what);
  wt_rng_t rng = wt_rng_seed(seed, name);
  unsigned char *a = calloc(1, size), *c = calloc(1, size);
  const unsigned long nbits = wt_fields_bits(t);
  const unsigned nw = WT_WORDS(nbits);
  uint32_t *w1 = malloc((nw + 1u) * sizeof *w1), *w2 = malloc((nw + 1u) * sizeof *w2);
  ck_assert(a != NULL && c != NULL && w1 != NULL && w2 != NULL);
  memset(w1, 0xff, (nw + 1u) * sizeof *w1);
  wt_fill_random(t, a, &rng);
  ck_assert(wt_pack(t, a, w1));
  wt_unpack(t, w1, c);
  ck_assert(wt_pack(t, c, w2));
  unsigned long off = 0;
  for (unsigned i = 0; i < t.n; i++) {
    for (unsigned e = 0; e < t.f[i].count; e++) {
      uint64_t v = wt_field_read(a, &t.f[i], e);
      EQ(wt_field_read(c, &t.f[i], e), v);
      /* And the element sits where the layout rule puts it. */
      uint64_t r = 0;
      for (unsigned k = 0; k < t.f[i].width; k++) {
        r |= (uint64_t)wt_ref_bit(w1, off + k) << k;
      }
      EQ(r, v);
      off += t.f[i].width;
    }
  }
  for (unsigned k = 0; k < nw; k++) {
    EQ(w1[k], w2[k]);
  }
  for (unsigned long k = nbits; k < 32u * nw; k++) {
    EQ(wt_ref_bit(w1, k), 0u); /* zero fill above the last field */
  }
  EQ(w1[nw], 0xffffffffu); /* nothing written past the last word */
  free(a);
  free(c);
  free(w1);
  free(w2);
}

////////////////////////////////////////////////////////////////////////////////
// The generic table cases (WT_TABLE_CASES) and main
////////////////////////////////////////////////////////////////////////////////

/* The block of the suite's WT_TABLE_CASES (set before the tests run, so a forked child has it). */
static const wt_block_t *g_table_block;

START_TEST(test_table_rules) { wt_check_table_rules(g_table_block, (unsigned)_i); }
END_TEST
START_TEST(test_table_offsets) { wt_check_table_offsets(g_table_block, (unsigned)_i); }
END_TEST
START_TEST(test_table_locate) { wt_check_table_locate(g_table_block, (unsigned)_i); }
END_TEST
START_TEST(test_table_round_trip) {
  wt_check_table_round_trip(g_table_block, (unsigned)_i / 8u, (uint64_t)_i % 8u);
}
END_TEST

static void add_table_cases(TCase *tc, const wt_block_t *b) {
  if (g_table_block != NULL && g_table_block != b) {
    fprintf(stderr, "%s: WT_TABLE_CASES of two blocks (%s, %s); one per suite\n", wt_unit_name,
            g_table_block->name, b->name);
    exit(EXIT_FAILURE);
  }
  g_table_block = b;
  tcase_add_loop_test(tc, test_table_rules, 0, 3);
  tcase_add_loop_test(tc, test_table_offsets, 0, 3);
  tcase_add_loop_test(tc, test_table_locate, 0, 3);
  tcase_add_loop_test(tc, test_table_round_trip, 0, 24);
}

static Suite *build_suite(bool forking) {
  Suite *su = suite_create(wt_unit_name);
  TCase *tc = NULL;
  for (const wt_unit_test_t *t = wt_unit_tests; t->kind != WT_K_END; t++) {
    if (t->kind == WT_K_TCASE || t->kind == WT_K_TABLES) {
      tc = tcase_create(t->tcase);
      if (t->end > 0) {
        tcase_set_timeout(tc, t->end);
      }
      suite_add_tcase(su, tc);
      if (t->kind == WT_K_TABLES) {
        add_table_cases(tc, t->blk);
      }
      continue;
    }
    if (tc == NULL) { /* tests before any WT_TCASE go to a case named after the suite */
      tc = tcase_create(wt_unit_name);
      suite_add_tcase(su, tc);
    }
    switch (t->kind) {
      case WT_K_TEST: tcase_add_test(tc, *t->fn); break;
      case WT_K_LOOP: tcase_add_loop_test(tc, *t->fn, t->start, t->end_p ? (int)*t->end_p : t->end); break;
      case WT_K_SCEN: tcase_add_loop_test(tc, *t->fn, 0, (int)t->st->scen->n); break;
      case WT_K_SIGNAL:
        if (forking) {
          tcase_add_test_raise_signal(tc, *t->fn, t->end);
        }
        break;
      default: break;
    }
  }
  return su;
}

int main(void) {
  SRunner *sr = srunner_create(NULL);
  srunner_add_suite(sr, build_suite(srunner_fork_status(sr) == CK_FORK));
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
