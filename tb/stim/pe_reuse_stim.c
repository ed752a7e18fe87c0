/* tb/stim/pe_reuse_stim.c: random stimulus for pe_reuse.
 *
 * Every input value is legal (a combinational decision over 6 input bits, pe_reuse.h); the fetch
 * and issue halves are drawn independently. Legal protocol also drives hm_match / hm_rdy and the
 * issue operands while their valid is 0 (the P-queue's head_match is combinational and always
 * driven), so they are random then too. The bias phase steers towards fetches that match (0),
 * matches not ready (1), issues with a pending dst (2) and idle valids (3).
 */
#include "pe_reuse.h"
#include "wt_stim.h"

static void random_in(wt_rng_t *rng, unsigned phase, pe_reuse_in_t *in) {
  static const uint32_t v_pct[4] = {80, 80, 80, 20};
  static const uint32_t m_pct[4] = {80, 70, 40, 50};
  static const uint32_t rdy_pct[4] = {80, 20, 50, 50};
  static const uint32_t pend_pct[4] = {30, 30, 80, 50};
  in->f_v = wt_rng_chance(rng, v_pct[phase], 100);
  in->hm_match = wt_rng_chance(rng, m_pct[phase], 100);
  in->hm_rdy = wt_rng_chance(rng, rdy_pct[phase], 100);
  in->i_v = wt_rng_chance(rng, v_pct[phase], 100);
  in->i_dst_pend = wt_rng_chance(rng, pend_pct[phase], 100);
  in->i_old_r = wt_rng_chance(rng, 1, 2);
}

WT_STIM_NO_STATE(pe_reuse);
