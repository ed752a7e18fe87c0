/* tb/stim/pe_avail_vec_stim.c: legal random stimulus for pe_avail_vec.
 *
 * Legal means (pe_avail_vec.h): zombie marks only of used registers (a discarded, not-ready
 * P-queue entry owns its register), releases only of used, non-zombie registers not marked in
 * the same step (a ready entry's register, or a deferred release of an N-RT mapping). Writeback
 * notifies name zombies (the discarded entry's writeback arriving) and any other register (the
 * writeback of a live entry: no effect), on both ports, sometimes the same one. A reserve (kernel
 * launch) comes rarely with a random mask; allocations name a random bank, and alloc_bank runs
 * over all WT_BANKW bits. The bias phase steers to a full vector (0), an empty one (1), balanced
 * traffic (2) and many zombies (3), so runs reach any_free = 0 and zombie-heavy states.
 */
#include "pe_avail_vec.h"
#include "wt_stim.h"

#define N WT_RREGS

/* A random index among the n set entries of `set` (n >= 1). */
static uint32_t pick(wt_rng_t *rng, const bool *set, uint32_t n) {
  uint32_t k = wt_rng_below(rng, n);
  for (uint32_t i = 0; i < N; i++) {
    if (set[i] && k-- == 0u) {
      return i;
    }
  }
  return 0u;
}

static void random_in(wt_rng_t *rng, unsigned phase, const pe_avail_vec_state_t *s, pe_avail_vec_in_t *in) {
  static const uint32_t alloc_pct[4] = {90, 15, 50, 60};
  static const uint32_t rel_pct[4] = {5, 60, 30, 20};
  static const uint32_t zmb_pct[4] = {3, 20, 10, 40};
  static const uint32_t wbz_pct[4] = {20, 50, 30, 15};

  /* Live registers: used and not a zombie (an owner may release or discard them). */
  bool live[N], zmb[N];
  uint32_t nlive = 0, nzmb = 0;
  for (uint32_t i = 0; i < N; i++) {
    live[i] = wt_vbit(s->used, PE_AVAIL_VEC_WW, i) && !wt_vbit(s->zombie, PE_AVAIL_VEC_WW, i);
    zmb[i] = wt_vbit(s->zombie, PE_AVAIL_VEC_WW, i);
    nlive += live[i];
    nzmb += zmb[i];
  }

  /* Phase 1: mark a few live registers zombie (a discard); rarely an already-zombie one again. */
  if (nlive > 0u && wt_rng_chance(rng, zmb_pct[phase], 100)) {
    const uint32_t k = 1u + wt_rng_below(rng, phase == 3u ? 4u : 2u);
    for (uint32_t j = 0; j < k && nlive > 0u; j++) {
      const uint32_t i = pick(rng, live, nlive);
      wt_vbit_set(in->zmb_mask, PE_AVAIL_VEC_WW, i, true);
      live[i] = false;
      nlive--;
    }
  }
  if (nzmb > 0u && wt_rng_chance(rng, 1, 16)) {
    wt_vbit_set(in->zmb_mask, PE_AVAIL_VEC_WW, pick(rng, zmb, nzmb), true);
  }

  /* Phase 2: writeback notifies, of zombies (also one just marked) or of any register. */
  for (unsigned port = 0; port < 2u; port++) {
    bool v = false;
    uint32_t idx = (uint32_t)wt_rng_bits(rng, WT_PHYW);
    if (nzmb > 0u && wt_rng_chance(rng, wbz_pct[phase], 100)) {
      v = true;
      idx = pick(rng, zmb, nzmb);
    } else if (wt_rng_chance(rng, 1, 4)) {
      v = true; /* a live entry's writeback, or the register just marked in phase 1 */
      for (uint32_t i = 0; i < N; i++) {
        if (wt_vbit(in->zmb_mask, PE_AVAIL_VEC_WW, i) && wt_rng_chance(rng, 1, 2)) {
          idx = i;
          break;
        }
      }
    }
    if (port == 0u) {
      in->wbn0_v = v;
      in->wbn0_idx = idx;
    } else {
      in->wbn1_v = v;
      in->wbn1_idx = wt_rng_chance(rng, 1, 8) ? in->wbn0_idx : idx;
    }
  }

  /* Phase 3: release live registers not marked this step; a burst in the drain phase. */
  if (nlive > 0u && wt_rng_chance(rng, rel_pct[phase], 100)) {
    const uint32_t k = phase == 1u && wt_rng_chance(rng, 1, 4) ? nlive : 1u + wt_rng_below(rng, 3);
    for (uint32_t j = 0; j < k && nlive > 0u; j++) {
      const uint32_t i = pick(rng, live, nlive);
      wt_vbit_set(in->rel_mask, PE_AVAIL_VEC_WW, i, true);
      live[i] = false;
      nlive--;
    }
  }

  /* Phase 4: a kernel launch, rarely; its mask anything from sparse to all ones. */
  if (wt_rng_chance(rng, 1, 256)) {
    in->rsv_v = true;
    const uint32_t dens = wt_rng_below(rng, 5); /* 0: none .. 4: all */
    for (uint32_t i = 0; i < N; i++) {
      wt_vbit_set(in->rsv_mask, PE_AVAIL_VEC_WW, i, dens == 4u || wt_rng_chance(rng, dens, 4));
    }
  } else if (wt_rng_chance(rng, 1, 64)) {
    for (uint32_t i = 0; i < N; i++) {
      wt_vbit_set(in->rsv_mask, PE_AVAIL_VEC_WW, i, wt_rng_chance(rng, 1, 2)); /* junk on an idle port */
    }
  }

  /* Phase 5: an allocation for a random bank (every WT_BANKW value). */
  in->alloc_v = wt_rng_chance(rng, alloc_pct[phase], 100);
  in->alloc_bank = (uint32_t)wt_rng_bits(rng, WT_BANKW);
}

WT_STIM(pe_avail_vec);
