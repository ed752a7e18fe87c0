/* tb/stim/dwf_pdpri_stim.c: legal random stimulus for dwf_pdpri.
 *
 * Legal means: a new warp takes an entry that holds no waiting warp and a merge names one that
 * does (the pool's allocator and PC-warp LUT guarantee both in dwf_sched); the two ports name
 * different entries; a WUR's and the writeback's TIDs are distinct threads or the sentinel. PCs
 * are drawn from a few values so that key ties reach the PC and index rules. The bias phase
 * steers towards few (0), many (1) or mixed (2, 3) waiting warps, and raises the share of
 * reconvergence bits so that PDCs also saturate.
 */
#include "dwf_pdpri.h"
#include "wt_stim.h"

#define TID_NONE WT_MASK32(WT_TIDW)

/* TIDs for the NL lanes: lane l holds thread l + NL * k (distinct per lane) or the sentinel. */
static void tids(wt_rng_t *rng, uint32_t *t, unsigned pct) {
  for (unsigned l = 0; l < WT_NL; l++) {
    const uint32_t k = wt_rng_below(rng, WT_THREADS / WT_NL);
    t[l] = wt_rng_chance(rng, pct, 100) ? l + WT_NL * k : TID_NONE;
  }
}

static void random_in(wt_rng_t *rng, unsigned phase, const dwf_pdpri_state_t *s, dwf_pdpri_in_t *in) {
  static const uint32_t new_pct[4] = {25, 80, 50, 40};
  in->ins0_pc = wt_rng_below(rng, 4u);
  in->ins1_pc = wt_rng_below(rng, 4u);
  /* Per port: a new warp into an entry that holds no waiting warp (its CNF lanes, or every lane
   * on a miss) and the other lanes merged into a waiting one, as the pool writes them. */
  bool taken[WT_POOL] = {false};
  bool *ins[2] = {&in->ins0, &in->ins1};
  uint32_t *cnf[2] = {&in->ins0_cnf, &in->ins1_cnf};
  uint32_t *inew[2] = {&in->ins0_inew, &in->ins1_inew};
  uint32_t *iold[2] = {&in->ins0_iold, &in->ins1_iold};
  uint32_t *tid[2] = {in->ins0_tid, in->ins1_tid};
  for (unsigned p = 0; p < 2u; p++) {
    tids(rng, tid[p], 60);
    uint32_t req = 0;
    for (unsigned l = 0; l < WT_NL; l++) {
      req |= (uint32_t)(tid[p][l] != TID_NONE) << l;
    }
    const uint32_t en = wt_rng_below(rng, WT_POOL), eo = wt_rng_below(rng, WT_POOL);
    const bool can_new = !taken[en] && !s->wv[en] && wt_rng_chance(rng, new_pct[phase], 100);
    const bool can_old = !taken[eo] && s->wv[eo] && eo != en;
    if (req == 0u || !wt_rng_chance(rng, 3, 4) || (!can_new && !can_old)) {
      continue;
    }
    *ins[p] = true;
    if (can_new) {
      *cnf[p] = can_old ? req & (uint32_t)wt_rng_bits(rng, WT_NL) : req;
      *inew[p] = en;
      taken[en] = true;
    }
    if (can_old) {
      *iold[p] = eo;
      taken[eo] = true;
      if (!can_new) {
        *cnf[p] = 0u;
      }
    }
  }
  tids(rng, in->wb_tid, 90);
  for (unsigned l = 0; l < WT_NL; l++) {
    if (in->wb_tid[l] != TID_NONE) {
      in->wb_v |= 1u << l;
    }
    if (wt_rng_chance(rng, phase == 1 ? 100u : 50u, 100)) {
      in->wb_rcv |= 1u << l;
    }
  }
}

WT_STIM(dwf_pdpri);
