/* tb/unit/test_wt_stim.c: checks of the stimulus registry that hold for every block, so a new
 * block gets them by being listed in BLOCKS: the registry finds each block by name; each scenario
 * has a unique snake_case name usable as a file name, a doc string and a positive length; the
 * RNG is deterministic per (seed, name) and different across names. */
#include <string.h>

#include "wt_unit.h"

static bool snake_case(const char *n) {
  if (!(*n >= 'a' && *n <= 'z')) {
    return false;
  }
  for (; *n; n++) {
    if (!((*n >= 'a' && *n <= 'z') || (*n >= '0' && *n <= '9') || *n == '_')) {
      return false;
    }
  }
  return true;
}

START_TEST(test_registry) {
  /* A test configuration may build a single block (make test-configs). */
  ck_assert_uint_ge(wt_n_stims, 1u);
  for (unsigned b = 0; b < wt_n_stims; b++) {
    const wt_stim_t *st = wt_stims[b];
    ck_assert_ptr_nonnull(st->block);
    ck_assert_ptr_eq(wt_stim_find(st->block->name), st);
    ck_assert(st->random != NULL);
    for (unsigned j = 0; j < b; j++) {
      ck_assert_str_ne(st->block->name, wt_stims[j]->block->name);
    }
  }
  ck_assert_ptr_null(wt_stim_find("no_such_block"));
}
END_TEST

START_TEST(test_scenarios) {
  const wt_stim_t *st = wt_stims[_i];
  const wt_scenarios_t *l = st->scen;
  ck_assert_uint_ge(l->n, 1u);
  for (unsigned i = 0; i < l->n; i++) {
    ck_assert_msg(snake_case(l->s[i].name), "%s: scenario name '%s' is not snake_case", st->block->name,
                  l->s[i].name);
    ck_assert_uint_le(strlen(l->s[i].name), 24u);
    ck_assert_ptr_nonnull(l->s[i].doc);
    ck_assert_uint_gt(strlen(l->s[i].doc), 0u);
    ck_assert_uint_gt(l->s[i].cycles, 0u);
    ck_assert_ptr_eq(wt_scenario_find(st, l->s[i].name), &l->s[i]);
    for (unsigned j = 0; j < i; j++) {
      ck_assert_str_ne(l->s[i].name, l->s[j].name);
    }
  }
  ck_assert_ptr_null(wt_scenario_find(st, "no_such_scenario"));
}
END_TEST

START_TEST(test_rng) {
  wt_rng_t a = wt_rng_seed(1, "x"), b = wt_rng_seed(1, "x"), c = wt_rng_seed(1, "y");
  ck_assert_uint_ne(a.s, 0u);
  ck_assert_uint_eq(a.s, b.s);
  ck_assert_uint_ne(a.s, c.s);
  for (int i = 0; i < 1000; i++) {
    ck_assert_uint_lt(wt_rng_below(&a, 7), 7u);
    ck_assert_uint_eq(wt_rng_bits(&b, 5) >> 5, 0u);
  }
}
END_TEST

WT_UNIT_SUITE("wt_stim") = {
    WT_TCASE("registry", 0),
    WT_TEST(test_registry),
    WT_LOOP_TO(test_scenarios, 0, &wt_n_stims),
    WT_TEST(test_rng),
    WT_END,
};
