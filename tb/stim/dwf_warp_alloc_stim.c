/* tb/stim/dwf_warp_alloc_stim.c: legal random stimulus for dwf_warp_alloc.
 *
 * Legal means: a push returns an index that is currently allocated (not in the free list), as
 * the scheduler only frees the pool entry of a warp it issued. Pops are unconstrained (a pop of
 * an empty FIFO is a legal stall). The bias phase steers towards empty (0), full (1) or
 * balanced traffic (2, 3), so runs reach both corners repeatedly.
 */
#include "dwf_warp_alloc.h"
#include "wt_stim.h"

static void random_in(wt_rng_t *rng, unsigned phase, const dwf_warp_alloc_state_t *s,
                      dwf_warp_alloc_in_t *in) {
  static const uint32_t push_pct[4] = {15, 85, 50, 35};
  static const uint32_t pop_pct[4] = {70, 15, 40, 30};
  if (s->count < WT_POOL && wt_rng_chance(rng, push_pct[phase], 100)) {
    /* Pick the k-th allocated index: walk the complement of the free list. */
    bool is_free[WT_POOL] = {false};
    for (uint32_t i = 0, p = s->head; i < s->count; i++, p = (p + 1u) % WT_POOL) {
      is_free[s->slot[p]] = true;
    }
    uint32_t k = wt_rng_below(rng, WT_POOL - s->count);
    for (uint32_t i = 0; i < WT_POOL; i++) {
      if (!is_free[i] && k-- == 0) {
        in->push = true;
        in->push_idx = i;
        break;
      }
    }
  } else if (wt_rng_chance(rng, 1, 8)) {
    in->push_idx = (uint32_t)wt_rng_bits(rng, WT_IDXW); /* idle port with junk data */
  }
  in->pop0 = wt_rng_chance(rng, pop_pct[phase], 100);
  in->pop1 = wt_rng_chance(rng, pop_pct[phase], 100);
}

WT_STIM(dwf_warp_alloc);
