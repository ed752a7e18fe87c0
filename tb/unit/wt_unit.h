/**
 * @file wt_unit.h
 * @brief The one Check driver of every unit test (tb/unit/test_*.c), generic over wt_block_t:
 *        quiet asserts, a step through the descriptor, width checks driven by the field tables,
 *        scenario and random runners over the block's stimulus (wt_stim_t), generic checks of a
 *        block's field tables, and main() built from a table the test file declares.
 *
 * A test file defines its cases as a table and its suite name; main() lives in wt_unit.c:
 *
 *   WT_UNIT_BLOCK(my_block)              // st_t, in_t, out_t, cycle(), idle(), scen(), ...
 *   ...
 *   WT_UNIT_SUITE("my_block") = {
 *       WT_TCASE("reset", 0),            // starts a TCase (timeout in s, 0 = Check's default)
 *       WT_TEST(test_reset_values),
 *       WT_LOOP(test_pointer_wrap, 0, 5),
 *       WT_SCEN_LOOP(test_scen_run, &my_block_stim),  // _i = every scenario
 *       WT_TABLE_CASES(my_block_block),  // the generic checks of the block's field tables
 *       WT_END,
 *   };
 *
 * The runner uses CK_NORMAL output, honours CK_FORK (tests declared with WT_TEST_SIGNAL need a
 * forked child and are left out under CK_FORK=no) and exits with EXIT_FAILURE when a test fails.
 */
#ifndef WT_UNIT_H
#define WT_UNIT_H

#include <check.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "wt_block.h"
#include "wt_stim.h"

////////////////////////////////////////////////////////////////////////////////
// Quiet asserts
////////////////////////////////////////////////////////////////////////////////

/* Per-cycle checks in long runs compare quietly and call the Check assertion (which prints both
 * values) only on a mismatch: a passing ck_assert writes a checkpoint into the fork pipe, which
 * would dominate a 20000-cycle run. */
#define EQ(a, b) \
  do { \
    if ((a) != (b)) { \
      ck_assert_uint_eq((a), (b)); \
    } \
  } while (0)
#define LT(a, b) \
  do { \
    if (!((a) < (b))) { \
      ck_assert_uint_lt((a), (b)); \
    } \
  } while (0)
#define LE(a, b) \
  do { \
    if (!((a) <= (b))) { \
      ck_assert_uint_le((a), (b)); \
    } \
  } while (0)
#define OK(x) \
  do { \
    if (!(x)) { \
      ck_assert(x); \
    } \
  } while (0)

////////////////////////////////////////////////////////////////////////////////
// Stepping and width checks through the descriptor
////////////////////////////////////////////////////////////////////////////////

/** One clock of block `b` (STYLE 3.4): comb from `s` into a scratch next state, then the copy
 *  into `s` (what every <b>_clock does). */
void wt_step(const wt_block_t *b, void *s, const void *in, void *out);

/** Every element of every field of `t` in the struct at `base` holds no bit at or above its
 *  width; a failure names `what`, the field and the element. */
void wt_check_fits(wt_fields_t t, const void *base, const char *what);

/** The packed images of two structs of table `t` are equal (ignores padding and bits outside
 *  the table). */
bool wt_same_packed(wt_fields_t t, const void *a, const void *b);

/** The scenario `name` of `st` (fails the test if there is none). */
const wt_scenario_t *wt_scen(const wt_stim_t *st, const char *name);

/** Inputs of scenario cycle `cyc` into `in` (zeroed first, `in_size` bytes); true = reset. */
bool wt_scen_in(const wt_scenario_t *sc, unsigned cyc, const void *s, void *in, size_t in_size);

/** The names a block's test file works with, for block `blk` (its blk##_block, blk##_stim and
 *  blk##_state_t / _in_t / _out_t): the types st_t, in_t, out_t, the stimulus declaration, and
 *    cycle(s, in, out)          one clock through the descriptor (wt_step), outputs zeroed first;
 *    idle()                     all-zero inputs;
 *    scen(name)                 the block's scenario `name` (fails the test if there is none);
 *    scen_n(name, cycles)       the same, which must be `cycles` cycles long;
 *    scen_in(sc, c, s, in)      the inputs of scenario cycle `c` (true = a reset cycle);
 *    scen_cycle(sc, c, s, out)  scenario cycle `c` (not a reset cycle) run by cycle().
 *  Unused ones cost nothing (static inline). */
#define WT_UNIT_BLOCK(blk) \
  typedef blk##_state_t st_t; \
  typedef blk##_in_t in_t; \
  typedef blk##_out_t out_t; \
  extern const wt_stim_t blk##_stim; \
  static inline void cycle(st_t *s, const in_t *in, out_t *out) { \
    memset(out, 0, sizeof *out); \
    wt_step(&blk##_block, s, in, out); \
  } \
  static inline in_t idle(void) { \
    in_t in; \
    memset(&in, 0, sizeof in); \
    return in; \
  } \
  static inline const wt_scenario_t *scen(const char *name) { return wt_scen(&blk##_stim, name); } \
  static inline const wt_scenario_t *scen_n(const char *name, unsigned cycles) { \
    const wt_scenario_t *sc = scen(name); \
    ck_assert_uint_eq(sc->cycles, cycles); \
    return sc; \
  } \
  static inline bool scen_in(const wt_scenario_t *sc, unsigned c, const st_t *s, in_t *in) { \
    return wt_scen_in(sc, c, s, in, sizeof *in); \
  } \
  static inline void scen_cycle(const wt_scenario_t *sc, unsigned c, st_t *s, out_t *out) { \
    in_t in; \
    ck_assert(!scen_in(sc, c, s, &in)); \
    cycle(s, &in, out); \
  }

/** comb of block `b` from state `s` is pure and may run in place: the two-buffer step into
 *  `out` / `next` leaves `s` as it was, and the in-place step (next == s) on a copy of `s` gives
 *  the same packed state and outputs. `out` and `next` hold the two-buffer step's results. */
void wt_check_comb_in_place(const wt_block_t *b, const void *s, const void *in, void *out, void *next);

/** Every scenario of the NULL-terminated `names` is in the list of `st`, and `st` drives block
 *  `b`. */
void wt_check_scen_names(const wt_stim_t *st, const wt_block_t *b, const char *const *names);
#define WT_SCEN_NAMES(...) ((const char *const[]){__VA_ARGS__, NULL})
/** Defines test_scen_list: block `blk`'s stimulus (blk##_stim) drives blk##_block and has the
 *  scenarios named (wt_check_scen_names). */
#define WT_SCEN_LIST_TEST(blk, ...) \
  START_TEST(test_scen_list) { wt_check_scen_names(&blk##_stim, &blk##_block, WT_SCEN_NAMES(__VA_ARGS__)); } \
  END_TEST

/** A counter a run must have taken above `over` (a corner reached); WT_REACH names it by its
 *  expression. */
typedef struct wt_reach {
  const char *what;
  unsigned long long got, over;
} wt_reach_t;
#define WT_REACH(v, n) \
  { #v, (unsigned long long)(v), (n) }
/** Every counter of the list is above its bound (ck_assert_uint_gt each, naming the counter). */
void wt_check_reached(const wt_reach_t *r, unsigned n);
#define WT_CHECK_REACHED(...) \
  do { \
    const wt_reach_t wt_reach_[] = {__VA_ARGS__}; \
    wt_check_reached(wt_reach_, WT_NWANT(wt_reach_)); \
  } while (0)

/** Output qualifiers: field `field` of `t` is qualified by `qual` (NULL: always valid). */
typedef struct wt_want_qual {
  const char *field, *qual;
} wt_want_qual_t;
void wt_check_quals(wt_fields_t t, const wt_want_qual_t *want, unsigned n);
#define WT_CHECK_QUALS(t, ...) \
  do { \
    const wt_want_qual_t wt_q_[] = {__VA_ARGS__}; \
    wt_check_quals((t), wt_q_, WT_NWANT(wt_q_)); \
  } while (0)

/** wt_field_offset of fields 0, 1, ... of `t` are the listed literal bit positions. */
void wt_check_offsets(wt_fields_t t, const unsigned long *want, unsigned n);
#define WT_CHECK_OFFSETS(t, ...) \
  do { \
    const unsigned long wt_off_[] = {__VA_ARGS__}; \
    wt_check_offsets((t), wt_off_, WT_NWANT(wt_off_)); \
  } while (0)

////////////////////////////////////////////////////////////////////////////////
// Scenario and random runners
////////////////////////////////////////////////////////////////////////////////

/** A run of one block from reset with block-specific checks as callbacks (all optional). */
typedef struct wt_run {
  const wt_stim_t *st;
  void *s;   /**< the block state (the caller's buffer: large states can be static) */
  void *ctx; /**< the test's own data: a reference model, coverage counters */
  /** After the state was reset (at the start and on every reset cycle). */
  void (*reset)(void *ctx, const void *s);
  /** After a stepped cycle: the state before (`prev`), the inputs, the outputs and the state
   *  after (`next`). */
  void (*cycle)(void *ctx, const void *prev, const void *in, const void *out, const void *next);
  /** After every cycle, reset cycles included: the state after it. */
  void (*every)(void *ctx, const void *s);
  /** Period of the generic state and output width checks (wt_check_fits); 0 = every cycle. */
  unsigned fits_every;
  /** 1 = no generic state/output width checks (the test does its own). */
  bool no_fits;
} wt_run_t;

/** Runs scenario `sc` from reset. Every cycle: the inputs are deterministic (a second call gives
 *  the same reset flag and the same packed inputs) and fit their widths; a reset cycle resets the
 *  state; otherwise the step, `cycle`, and the width checks of state and outputs; then `every`. */
void wt_run_scenario(const wt_run_t *r, const wt_scenario_t *sc);
/** The loop-test form: scenario `i` of the block's list (nothing if there is none). */
void wt_run_scenario_i(const wt_run_t *r, int i);

/** A run of stimulus `stim` over the state `state` with the test's context `c` zeroed first; the
 *  hooks and options follow as designated initialisers (.reset = ..., .cycle = ...). */
#define WT_RUN(stim, state, c, ...) \
  ((wt_run_t){.st = (stim), .s = (state), .ctx = wt_zeroed((c), sizeof *(c)), __VA_ARGS__})
static inline void *wt_zeroed(void *p, size_t n) {
  memset(p, 0, n);
  return p;
}

/** Typed wt_run_t hooks over the block's st_t, in_t and out_t (WT_UNIT_BLOCK) and the test's
 *  context type `ctx_t` (void when the hook does not look into it). Each defines the untyped hook
 *  `name` for WT_RUN (.reset, .every: WT_STATE_HOOK; .cycle: WT_CYCLE_HOOK) and opens the body of
 *  its typed twin with the parameters named as given; unused ones need no (void):
 *    WT_STATE_HOOK(run_reset, my_ctx_t, k, s) { ref_reset(&k->r); }
 *    WT_CYCLE_HOOK(run_cycle, my_ctx_t, k, prev, in, out, next) { ... } */
#define WT_STATE_HOOK(name, ctx_t, k, s) \
  static void name##_typed(ctx_t *k, const st_t *s); \
  static void name(void *k, const void *s) { name##_typed(k, s); } \
  static void name##_typed(__attribute__((unused)) ctx_t *k, __attribute__((unused)) const st_t *s)
#define WT_CYCLE_HOOK(name, ctx_t, k, prev, in, out, next) \
  static void name##_typed(ctx_t *k, const st_t *prev, const in_t *in, const out_t *out, const st_t *next); \
  static void name(void *k, const void *prev, const void *in, const void *out, const void *next) { \
    name##_typed(k, prev, in, out, next); \
  } \
  static void name##_typed(__attribute__((unused)) ctx_t *k, __attribute__((unused)) const st_t *prev, \
                           __attribute__((unused)) const in_t *in, __attribute__((unused)) const out_t *out, \
                           __attribute__((unused)) const st_t *next)

/** Defines test_scen_run (every scenario, WT_SCEN_CASES) and test_random (seed = loop index,
 *  WT_RANDOM_CASES) over the run `make_run()` returns (a wt_run_t whose context it zeroed): the
 *  scenario run, or `cycles` constrained-random cycles followed by `reached(run.ctx)`, the
 *  test's check of the corners the random run must have reached. */
#define WT_RUN_TESTS(make_run, cycles, reached) \
  START_TEST(test_scen_run) { \
    wt_run_t run_ = make_run(); \
    wt_run_scenario_i(&run_, _i); \
  } \
  END_TEST \
  START_TEST(test_random) { \
    wt_run_t run_ = make_run(); \
    wt_run_random(&run_, (uint64_t)_i, (cycles)); \
    reached(run_.ctx); \
  } \
  END_TEST

/** The expected rows of one scenario of a block checked cycle by cycle against a table (a
 *  combinational block): scenario `name`, `n` cycles, row c of `rows` for cycle c. */
typedef struct wt_scen_rows {
  const char *name;
  const void *rows;
  unsigned n;
} wt_scen_rows_t;
#define WT_SCEN_ROWS(name, rows) \
  { (name), (rows), (unsigned)(sizeof(rows) / sizeof((rows)[0])) }
/** The test's check of scenario cycle `c`: its inputs and outputs against row c of `rows`. */
typedef void wt_row_check_t(const char *scen, const void *rows, unsigned c, const void *in, const void *out);
/** The scenario list of `st` is `want` (`n` entries): the same names in the same order, each
 *  with its number of rows as its cycle count. */
void wt_check_scen_rows_list(const wt_stim_t *st, const wt_scen_rows_t *want, unsigned n);
/** Runs scenario want->name of `st` (wt_run_scenario, the state a dummy for a block without
 *  one) and calls `check` on every cycle; every row must have been checked. */
void wt_run_scen_rows(const wt_stim_t *st, const wt_scen_rows_t *want, wt_row_check_t *check);
/** Defines test_scen_list and test_scen_run (loop over `want`, an array of wt_scen_rows_t) with
 *  the checks above; WT_SCEN_ROWS_CASES lists them in a "scen" TCase. */
#define WT_SCEN_ROWS_TESTS(stim, want, check) \
  START_TEST(test_scen_list) { wt_check_scen_rows_list(&(stim), (want), WT_NWANT(want)); } \
  END_TEST \
  START_TEST(test_scen_run) { wt_run_scen_rows(&(stim), &(want)[_i], (check)); } \
  END_TEST
#define WT_SCEN_ROWS_CASES(want) \
  WT_TCASE("scen", 0), WT_TEST(test_scen_list), WT_LOOP(test_scen_run, 0, (int)WT_NWANT(want))

/** Constrained-random run of `cycles` cycles for master seed `seed` (wt_stim_run_*): a reset
 *  cycle resets the state, otherwise the inputs must fit their widths, then the step, `cycle` and
 *  the width checks; then `every`. */
void wt_run_random(const wt_run_t *r, uint64_t seed, unsigned cycles);

////////////////////////////////////////////////////////////////////////////////
// Generic checks of a block's field tables
////////////////////////////////////////////////////////////////////////////////

/** Table `t` (0 = in, 1 = out, 2 = state) of block `b`, its struct size and name. */
wt_fields_t wt_block_table(const wt_block_t *b, unsigned t, size_t *size, const char **what);

/** What a table must say, field by field (name, width, count, offsetof, sizeof the member). */
typedef struct wt_want_field {
  const char *name;
  unsigned width, count;
  size_t offset, size;
} wt_want_field_t;
#define WT_WANT(T, f, w, n) \
  { #f, (w), (n), offsetof(T, f), sizeof(((T *)0)->f) }
#define WT_NWANT(a) ((unsigned)(sizeof(a) / sizeof((a)[0])))

/** The table lists `want` in order with its widths, counts, offsets and member sizes, and each
 *  container is one wt_block.h allows for the width. */
void wt_check_table_want(wt_fields_t t, const wt_want_field_t *want, unsigned n);
/** The same for table `t` (0 = in, 1 = out, 2 = state; a loop test's index) of block `b`, each
 *  table against its own list. */
void wt_check_tables_want(const wt_block_t *b, unsigned t, const wt_want_field_t *in, unsigned nin,
                          const wt_want_field_t *out, unsigned nout, const wt_want_field_t *st, unsigned nst);
/** The generic table rules (table `t` of `b`): widths 1..64, containers fit the width, regions
 *  inside the struct, aligned and disjoint, doc strings present. */
void wt_check_table_rules(const wt_block_t *b, unsigned t);
/** wt_fields_bits is the sum of width x count and wt_field_offset the running sum. */
void wt_check_table_offsets(const wt_block_t *b, unsigned t);
/** wt_locate at the first and last bit of every element, and past the end. */
void wt_check_table_locate(const wt_block_t *b, unsigned t);
/** Round trip of table `t` with random contents for `seed`: pack, unpack into a differently
 *  initialised struct, pack again; element values, the bit layout (checked bit by bit with a
 *  reference independent of wt_block.c) and both packings agree; zero fill above the last bit. */
void wt_check_table_round_trip(const wt_block_t *b, unsigned t, uint64_t seed);

/** Defines test_table_matches_header: table _i (0 = in, 1 = out, 2 = state) of block `blk` lists
 *  what `in_want`, `out_want`, `state_want` (wt_want_field_t arrays) say; WT_TABLE_WANT_CASES
 *  lists it after the generic table cases. */
#define WT_TABLE_WANT_TEST(blk, in_want, out_want, state_want) \
  START_TEST(test_table_matches_header) { \
    wt_check_tables_want(&(blk), (unsigned)_i, (in_want), WT_NWANT(in_want), (out_want), WT_NWANT(out_want), \
                         (state_want), WT_NWANT(state_want)); \
  } \
  END_TEST

/** Table `t` packs the struct at `s` into exactly the words `want` (a reference layout written
 *  without wt_block.c), with zeros above the last bit and nothing written past the last word. */
void wt_check_packs_to(wt_fields_t t, const void *s, const uint32_t *want);

/** Random contents for table `t` at `base`, each element within its width. */
void wt_fill_random(wt_fields_t t, void *base, wt_rng_t *rng);
/** The struct of `size` bytes at `base` zeroed, then filled by wt_fill_random from the stream of
 *  (master seed `seed`, `name`). */
void wt_fill_seeded(wt_fields_t t, void *base, size_t size, uint64_t seed, const char *name);

/** Bit `pos` of a packed vector (the reference bit reader, independent of wt_block.c). */
static inline unsigned wt_ref_bit(const uint32_t *w, unsigned long pos) {
  return (unsigned)((w[pos / 32u] >> (pos % 32u)) & 1u);
}
/** Appends `width` bits of `v` at `*pos`, LSB first, one bit at a time (reference writer). */
void wt_ref_put(uint32_t *w, unsigned long *pos, uint64_t v, unsigned width);

////////////////////////////////////////////////////////////////////////////////
// The test table and main()
////////////////////////////////////////////////////////////////////////////////

typedef enum {
  WT_K_END,
  WT_K_TCASE,
  WT_K_TEST,
  WT_K_LOOP,
  WT_K_SCEN,
  WT_K_SIGNAL,
  WT_K_TABLES
} wt_unit_kind_t;

typedef struct wt_unit_test {
  wt_unit_kind_t kind;
  const char *tcase;      /**< WT_K_TCASE: its name */
  const TTest *const *fn; /**< the test (address of START_TEST's pointer) */
  int start, end;         /**< loop range; WT_K_TCASE: timeout (end), WT_K_SIGNAL: signal */
  const wt_stim_t *st;    /**< WT_K_SCEN: _i over its scenarios */
  const unsigned *end_p;  /**< WT_K_LOOP: end read at run time when not NULL */
  const wt_block_t *blk;  /**< WT_K_TABLES: the block whose tables are checked */
} wt_unit_test_t;

#define WT_TCASE(name, timeout) \
  { WT_K_TCASE, (name), NULL, 0, (timeout), NULL, NULL, NULL }
#define WT_TEST(fn) \
  { WT_K_TEST, NULL, &(fn), 0, 1, NULL, NULL, NULL }
#define WT_LOOP(fn, s, e) \
  { WT_K_LOOP, NULL, &(fn), (s), (e), NULL, NULL, NULL }
/** Loop from `s` to the run-time value `*end_p` (e.g. &wt_n_stims). */
#define WT_LOOP_TO(fn, s, end_p) \
  { WT_K_LOOP, NULL, &(fn), (s), 0, NULL, (end_p), NULL }
#define WT_SCEN_LOOP(fn, st) \
  { WT_K_SCEN, NULL, &(fn), 0, 0, (st), NULL, NULL }
/** A test that must raise `sig`; it needs a forked child, so it is left out under CK_FORK=no. */
#define WT_TEST_SIGNAL(fn, sig) \
  { WT_K_SIGNAL, NULL, &(fn), 0, (sig), NULL, NULL, NULL }
/** The usual tail cases: test_scen_list and test_scen_run over every scenario of `stim` in a
 *  "scen" TCase; test_random for seeds 1 .. `seeds` in a "random" TCase of `timeout` s. */
#define WT_SCEN_CASES(stim) WT_TCASE("scen", 0), WT_TEST(test_scen_list), WT_SCEN_LOOP(test_scen_run, (stim))
#define WT_RANDOM_CASES(timeout, seeds) WT_TCASE("random", (timeout)), WT_LOOP(test_random, 1, (seeds) + 1)
/** A "tables" TCase with the generic checks of block `blk`'s in/out/state field tables (the
 *  driver's own tests): the rules, offsets and wt_locate of each table, and 8 round trips of each
 *  (wt_check_table_*). One per suite. */
#define WT_TABLE_CASES(blk) \
  { WT_K_TABLES, "tables", NULL, 0, 0, NULL, NULL, &(blk) }
/** WT_TABLE_CASES and the loop of test_table_matches_header (WT_TABLE_WANT_TEST). */
#define WT_TABLE_WANT_CASES(blk) WT_TABLE_CASES(blk), WT_LOOP(test_table_matches_header, 0, 3)
#define WT_END \
  { WT_K_END, NULL, NULL, 0, 0, NULL, NULL, NULL }

/** Defined by each test file. */
extern const char wt_unit_name[];
extern const wt_unit_test_t wt_unit_tests[];

/** Defines both: WT_UNIT_SUITE("my_block") = { WT_TCASE(...), ..., WT_END }; */
#define WT_UNIT_SUITE(name) \
  const char wt_unit_name[] = name; \
  const wt_unit_test_t wt_unit_tests[]

#endif
