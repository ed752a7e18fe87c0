/* tb/stim/wm_workload_buf_stim.c: legal random stimulus for wm_workload_buf.
 *
 * The dispatcher only loads an invalid buffer, with start_wid <= end_wid (a partial TB issues
 * warps 0..start-1 itself, so start >= 1, and end = W - 1). Loads come often in phase 0 and 2 and
 * rarely in phase 1 (long drains: end - start up to the 5-bit maximum); one load in 64 arrives
 * while the buffer is valid (a dispatcher bug the block must drop and flag). Completions (`iss`)
 * come at random; ids are random over all LTBW bits, including all ones.
 */
#include "wm_workload_buf.h"
#include "wt_stim.h"

static void random_in(wt_rng_t *rng, unsigned phase, const wm_workload_buf_state_t *s,
                      wm_workload_buf_in_t *in) {
  static const uint32_t ld_pct[4] = {60, 5, 90, 30};
  static const uint32_t iss_pct[4] = {50, 80, 30, 60};
  in->iss = wt_rng_chance(rng, iss_pct[phase], 100);
  const bool ld = s->valid ? wt_rng_chance(rng, 1, 64) : wt_rng_chance(rng, ld_pct[phase], 100);
  if (ld || wt_rng_chance(rng, 1, 8)) { /* a load, or junk on an idle port */
    in->ld = ld;
    in->ld_p = (uint32_t)wt_rng_bits(rng, WT_PTBW);
    in->ld_l = wt_rng_chance(rng, 1, 8) ? WT_MASK32(WT_LTBW) : (uint32_t)wt_rng_bits(rng, WT_LTBW);
    const uint32_t end = wt_rng_below(rng, WT_MAXW);
    in->ld_end = end;
    in->ld_start = end == 0u ? 0u : 1u + wt_rng_below(rng, end);
  }
}

WT_STIM(wm_workload_buf);
