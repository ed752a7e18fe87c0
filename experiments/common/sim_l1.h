/**
 * @file sim_l1.h
 * @brief The L1 and global-load latency model shared by the SM issue models of the closed-loop
 *        experiments (experiments/pe/pe_sm.c, experiments/ilp/ilp_sm.c).
 *
 * A set-associative cache of 128-byte lines (PE_LINE_WORDS words), LRU replacement, no bandwidth
 * limit: a global load of a warp touches the distinct lines of its active lanes' addresses; its
 * latency is the largest of its lines': a hit takes lat_hit, a hit on a line still being filled
 * waits for the fill (at least lat_hit), a miss takes lat_miss + uniform [0, lat_jitter] (an
 * xorshift generator seeded by the run's seed) and fills the line. With `off` every global load
 * takes exactly lat_miss (hand-worked runs). A line filled by a pre-load is marked `pre` until its
 * first use (P-mode's pre-load hits).
 */
#ifndef SIM_L1_H
#define SIM_L1_H

#include <stdbool.h>
#include <stdint.h>

typedef struct sim_l1_line {
  bool v, pre;
  uint32_t tag;
  uint64_t ready, lru;
} sim_l1_line_t;

/** Counters of the loads that went through the cache. */
typedef struct sim_l1_stats {
  uint64_t access;   /**< line accesses */
  uint64_t hits;     /**< hits (including lines still being filled) */
  uint64_t pre_hits; /**< hits on lines a pre-load brought in (first use) */
} sim_l1_stats_t;

typedef struct sim_l1 {
  unsigned sets, ways;
  unsigned lat_hit, lat_miss, lat_jitter;
  bool off;
  uint64_t rng;
  sim_l1_line_t *line; /**< [sets x ways] */
} sim_l1_t;

/** An empty cache; false if out of memory (sets and ways at least 1). */
bool sim_l1_init(sim_l1_t *c, unsigned sets, unsigned ways, unsigned lat_hit, unsigned lat_miss,
                 unsigned lat_jitter, bool off, uint64_t seed);
void sim_l1_free(sim_l1_t *c);
/** The line `ln`'s entry, or NULL. */
sim_l1_line_t *sim_l1_find(sim_l1_t *c, uint32_t ln);
/** Fills line `ln` (ready at cycle `ready`) into its set's invalid or least recently used way. */
sim_l1_line_t *sim_l1_fill(sim_l1_t *c, uint32_t ln, uint64_t now, uint64_t ready, bool pre);
/** A miss's latency: lat_miss + uniform [0, lat_jitter]. */
unsigned sim_l1_miss_lat(sim_l1_t *c);
/** The distinct lines of the addresses of the lanes in `m` (lanes 0 .. nl-1), into `ln`. */
unsigned sim_l1_lines(const uint32_t *addr, uint32_t m, unsigned nl, uint32_t *ln);
/** The latency of a global load of lines ln[0 .. n-1] issued at `now` (misses fill the cache). */
unsigned sim_l1_load(sim_l1_t *c, uint64_t now, const uint32_t *ln, unsigned n, sim_l1_stats_t *st);

#endif
