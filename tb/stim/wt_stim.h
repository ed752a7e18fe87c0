/**
 * @file wt_stim.h
 * @brief Stimulus for any block: a seeded RNG, constrained-random legal inputs, and named
 *        directed scenarios. One definition serves the Check unit tests, the lock-step harness
 *        (tb/cosim/cosim.cpp) and the vector generator (tools/vecgen.c).
 */
#ifndef WT_STIM_H
#define WT_STIM_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"

#ifdef __cplusplus
extern "C" {
#endif

/** xorshift64* generator; never zero. */
typedef struct wt_rng {
  uint64_t s;
} wt_rng_t;

/** Seeds from a master seed and a name (block or test name), so every test's stream is fixed by
 *  (master seed, name) and printed as such. */
wt_rng_t wt_rng_seed(uint64_t master, const char *name);
uint64_t wt_rng_next(wt_rng_t *r);
/** Uniform in [0, n), n >= 1. */
uint32_t wt_rng_below(wt_rng_t *r, uint32_t n);
/** `w` random bits (w <= 64). */
uint64_t wt_rng_bits(wt_rng_t *r, unsigned w);
/** True with probability num/den. */
bool wt_rng_chance(wt_rng_t *r, uint32_t num, uint32_t den);

/** A directed scenario: inputs per cycle, expected values live in the unit tests (from SPEC). */
typedef struct wt_scenario {
  const char *name; /**< short name: vectors/<block>/<config>/<name>.vec */
  const char *doc;  /**< what it exercises and where in SPEC it comes from */
  unsigned cycles;  /**< number of cycles */
  /** Fills `in` (zeroed by the caller) for cycle `cyc` given the current state; returns true to
   *  hold reset during this cycle instead. */
  bool (*input)(unsigned cyc, const void *state, void *in);
} wt_scenario_t;

/** The directed scenarios of one block (defined in tb/stim/<block>_scen.c). */
typedef struct wt_scenarios {
  const wt_scenario_t *s;
  unsigned n;
} wt_scenarios_t;

/** Stimulus of one block. */
typedef struct wt_stim {
  const wt_block_t *block;
  /** Legal constrained-random inputs for the current state (`in` zeroed by the caller). `phase`
   *  is a slowly changing bias (0..3) the generator may use to reach empty/full corners. */
  void (*random)(wt_rng_t *rng, unsigned phase, const void *state, void *in);
  const wt_scenarios_t *scen; /**< directed scenarios */
} wt_stim_t;

/** Defines blk##_stim, the stimulus of block `blk`: its descriptor blk##_block, its scenario list
 *  blk##_scenarios (tb/stim/<blk>_scen.c) and the file's constrained-random generator, defined
 *  before it with the block's types as
 *    static void random_in(wt_rng_t *rng, unsigned phase, const blk##_state_t *s, blk##_in_t *in)
 *  WT_STIM_NO_STATE is the same for a generator that does not look at the state:
 *    static void random_in(wt_rng_t *rng, unsigned phase, blk##_in_t *in) */
#define WT_STIM(blk) \
  static void blk##_random(wt_rng_t *rng, unsigned phase, const void *state, void *in) { \
    random_in(rng, phase, (const blk##_state_t *)state, (blk##_in_t *)in); \
  } \
  extern const wt_scenarios_t blk##_scenarios; \
  const wt_stim_t blk##_stim = {&blk##_block, blk##_random, &blk##_scenarios}
#define WT_STIM_NO_STATE(blk) \
  static void blk##_random(wt_rng_t *rng, unsigned phase, const void *state, void *in) { \
    (void)state; \
    random_in(rng, phase, (blk##_in_t *)in); \
  } \
  extern const wt_scenarios_t blk##_scenarios; \
  const wt_stim_t blk##_stim = {&blk##_block, blk##_random, &blk##_scenarios}

/** Defines the input function `name` of a directed scenario of block `blk` (wt_scenario_t.input)
 *  with the block's types. The body that follows sees the cycle `cyc`, the state `s`
 *  (const blk##_state_t *) and the zeroed inputs `in` (blk##_in_t *), and returns true to hold
 *  reset during the cycle:
 *    WT_SCEN_INPUT(my_block, dwf1_in) { if (cyc == 0u) { in->x = 1u; } return false; } */
#define WT_SCEN_INPUT(blk, name) \
  static bool name##_typed(unsigned cyc, const blk##_state_t *s, blk##_in_t *in); \
  static bool name(unsigned cyc, const void *state, void *in) { \
    return name##_typed(cyc, (const blk##_state_t *)state, (blk##_in_t *)in); \
  } \
  static bool name##_typed(unsigned cyc, __attribute__((unused)) const blk##_state_t *s, blk##_in_t *in)

/** Defines the input function name##_in of a scenario of a block without state that plays the
 *  rows of the array `name`, one per cycle, through the file's
 *    static void apply(const uint32_t *rows, unsigned n, unsigned cyc, <blk>_in_t *in) */
#define WT_SCEN_ROWS_INPUT(name) \
  static bool name##_in(unsigned cyc, const void *state, void *in) { \
    (void)state; \
    apply(name, (unsigned)(sizeof(name) / sizeof((name)[0])), cyc, in); \
    return false; \
  }

/** Random-run stimulus state: bias phase and reset schedule. */
typedef struct wt_stim_run {
  wt_rng_t rng;
  unsigned phase;
  unsigned phase_left;
} wt_stim_run_t;

/** Starts a random run of block `st` for master seed `seed`. */
void wt_stim_run_init(wt_stim_run_t *run, const wt_stim_t *st, uint64_t seed);
/** One random cycle: returns true for a reset cycle (about 1 in 2048 cycles, in the middle of runs),
 *  else fills `in` with legal inputs for `state`. */
bool wt_stim_run_cycle(wt_stim_run_t *run, const wt_stim_t *st, const void *state, void *in);

/** Every block with stimulus, in the order of the Makefile's BLOCKS list (generated registry). */
extern const wt_stim_t *const wt_stims[];
extern const unsigned wt_n_stims;
/** Looks a block up by name; NULL if unknown. */
const wt_stim_t *wt_stim_find(const char *block);
/** Looks a scenario of `st` up by name; NULL if unknown. */
const wt_scenario_t *wt_scenario_find(const wt_stim_t *st, const char *name);

#ifdef __cplusplus
}
#endif

#endif
