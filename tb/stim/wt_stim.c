/* tb/stim/wt_stim.c: RNG and random-run driver shared by every block (see wt_stim.h). */
#include "wt_stim.h"

#include <string.h>

wt_rng_t wt_rng_seed(uint64_t master, const char *name) {
  uint64_t h = UINT64_C(0xcbf29ce484222325) ^ master;
  for (const char *p = name; *p; p++) {
    h = (h ^ (unsigned char)*p) * UINT64_C(0x100000001b3);
  }
  /* splitmix64 finaliser so that nearby seeds give unrelated streams */
  h += UINT64_C(0x9e3779b97f4a7c15);
  h = (h ^ (h >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  h = (h ^ (h >> 27)) * UINT64_C(0x94d049bb133111eb);
  h ^= h >> 31;
  wt_rng_t r = {h ? h : 1u};
  return r;
}

uint64_t wt_rng_next(wt_rng_t *r) {
  uint64_t x = r->s;
  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  r->s = x;
  return x * UINT64_C(0x2545f4914f6cdd1d);
}

uint32_t wt_rng_below(wt_rng_t *r, uint32_t n) { return (uint32_t)((wt_rng_next(r) >> 32) % n); }

uint64_t wt_rng_bits(wt_rng_t *r, unsigned w) {
  uint64_t v = wt_rng_next(r);
  return w >= 64 ? v : (v & ((UINT64_C(1) << w) - 1u));
}

bool wt_rng_chance(wt_rng_t *r, uint32_t num, uint32_t den) { return wt_rng_below(r, den) < num; }

void wt_stim_run_init(wt_stim_run_t *run, const wt_stim_t *st, uint64_t seed) {
  run->rng = wt_rng_seed(seed, st->block->name);
  run->phase = 0;
  run->phase_left = 0;
}

bool wt_stim_run_cycle(wt_stim_run_t *run, const wt_stim_t *st, const void *state, void *in) {
  memset(in, 0, st->block->in_size);
  if (run->phase_left == 0) {
    run->phase = wt_rng_below(&run->rng, 4);
    run->phase_left = 16 + wt_rng_below(&run->rng, 512);
  }
  run->phase_left--;
  if (wt_rng_below(&run->rng, 2048) == 0) {
    return true;
  }
  st->random(&run->rng, run->phase, state, in);
  return false;
}

const wt_stim_t *wt_stim_find(const char *block) {
  for (unsigned i = 0; i < wt_n_stims; i++) {
    if (strcmp(wt_stims[i]->block->name, block) == 0) {
      return wt_stims[i];
    }
  }
  return NULL;
}

const wt_scenario_t *wt_scenario_find(const wt_stim_t *st, const char *name) {
  for (unsigned i = 0; i < st->scen->n; i++) {
    if (strcmp(st->scen->s[i].name, name) == 0) {
      return &st->scen->s[i];
    }
  }
  return NULL;
}
