/* experiments/common/sim_l1.c: the L1 and global-load latency model of the SM issue models
 * (sim_l1.h). */
#include "sim_l1.h"

#include <stdlib.h>

#include "pe_isa.h" /* PE_LINE_WORDS */

bool sim_l1_init(sim_l1_t *c, unsigned sets, unsigned ways, unsigned lat_hit, unsigned lat_miss,
                 unsigned lat_jitter, bool off, uint64_t seed) {
  *c = (sim_l1_t){sets, ways, lat_hit, lat_miss, lat_jitter, off, seed * 0x9E3779B97F4A7C15ull + 1u, NULL};
  c->line = calloc((size_t)sets * ways, sizeof *c->line);
  return c->line != NULL;
}

void sim_l1_free(sim_l1_t *c) {
  free(c->line);
  c->line = NULL;
}

static uint64_t rnd(sim_l1_t *c) {
  c->rng ^= c->rng >> 12;
  c->rng ^= c->rng << 25;
  c->rng ^= c->rng >> 27;
  return c->rng * 0x2545F4914F6CDD1Dull;
}

sim_l1_line_t *sim_l1_find(sim_l1_t *c, uint32_t ln) {
  sim_l1_line_t *set = &c->line[(ln % c->sets) * c->ways];
  for (unsigned i = 0; i < c->ways; i++) {
    if (set[i].v && set[i].tag == ln) return &set[i];
  }
  return NULL;
}

sim_l1_line_t *sim_l1_fill(sim_l1_t *c, uint32_t ln, uint64_t now, uint64_t ready, bool pre) {
  sim_l1_line_t *set = &c->line[(ln % c->sets) * c->ways], *v = &set[0];
  for (unsigned i = 0; i < c->ways; i++) {
    if (!set[i].v) {
      v = &set[i];
      break;
    }
    if (set[i].lru < v->lru) v = &set[i];
  }
  *v = (sim_l1_line_t){true, pre, ln, ready, now};
  return v;
}

unsigned sim_l1_miss_lat(sim_l1_t *c) {
  return c->lat_miss + (c->lat_jitter ? (unsigned)(rnd(c) % (c->lat_jitter + 1u)) : 0u);
}

unsigned sim_l1_lines(const uint32_t *addr, uint32_t m, unsigned nl, uint32_t *ln) {
  unsigned n = 0;
  for (unsigned l = 0; l < nl; l++) {
    if (!((m >> l) & 1u)) continue;
    const uint32_t x = addr[l] / PE_LINE_WORDS;
    bool seen = false;
    for (unsigned j = 0; j < n; j++) seen = seen || ln[j] == x;
    if (!seen) ln[n++] = x;
  }
  return n;
}

unsigned sim_l1_load(sim_l1_t *c, uint64_t now, const uint32_t *ln, unsigned n, sim_l1_stats_t *st) {
  if (c->off) return c->lat_miss;
  unsigned lat = c->lat_hit;
  for (unsigned j = 0; j < n; j++) {
    st->access++;
    sim_l1_line_t *e = sim_l1_find(c, ln[j]);
    unsigned t;
    if (e) {
      st->hits++;
      if (e->pre) {
        st->pre_hits++;
        e->pre = false;
      }
      t = e->ready > now ? (unsigned)(e->ready - now) : 0u;
      e->lru = now;
    } else {
      t = sim_l1_miss_lat(c);
      sim_l1_fill(c, ln[j], now, now + t, false);
    }
    if (t > lat) lat = t;
  }
  return lat;
}
