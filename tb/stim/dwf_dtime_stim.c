/* tb/stim/dwf_dtime_stim.c: legal random stimulus for dwf_dtime.
 *
 * Legal means: the pool's NEXT of an issued warp is valid unless the warp is the tail (a warp
 * gets a successor only when a newer one is linked after it), so iss_next is {1, random index}
 * when HEAD != TAIL and INVALID when HEAD == TAIL. New warps carry random indices (the block
 * keeps no record of them). The bias phase steers towards an empty FIFO (0), a long one (1) or
 * balanced traffic (2, 3).
 */
#include "dwf_dtime.h"
#include "wt_stim.h"

static void random_in(wt_rng_t *rng, unsigned phase, const dwf_dtime_state_t *s, dwf_dtime_in_t *in) {
  static const uint32_t ins_pct[4] = {15, 70, 45, 30};
  const uint32_t v = UINT32_C(1) << WT_IDXW;
  const bool nonempty = (s->head & v) != 0u;
  if (nonempty && (s->head & (v - 1u)) != (s->tail & (v - 1u))) {
    in->iss_next = v | (uint32_t)wt_rng_below(rng, WT_POOL);
  } else if (!nonempty && wt_rng_chance(rng, 1, 8)) {
    in->iss_next = (uint32_t)wt_rng_bits(rng, WT_WPW); /* not read: junk */
  }
  in->ins0 = wt_rng_chance(rng, ins_pct[phase], 100);
  in->ins0_wid = (uint32_t)wt_rng_below(rng, WT_POOL);
  in->ins1 = wt_rng_chance(rng, ins_pct[phase], 100);
  in->ins1_wid = (uint32_t)wt_rng_below(rng, WT_POOL);
}

WT_STIM(dwf_dtime);
