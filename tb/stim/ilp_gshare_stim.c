/* tb/stim/ilp_gshare_stim.c: legal random stimulus for ilp_gshare.
 *
 * The pipeline the predictor sits in (ilp_gshare.h): at most one unresolved branch per warp, so a
 * resolving branch's warp still has the history its prediction read, and the branch carries the
 * index and the prediction it got. The generator has no memory of its own, so a resolve is
 * built as the resolve of a branch of warp `uw` at a PC `upc` predicted in an earlier step: uidx =
 * upc ^ GHR[uw] and upred = dir of that counter, read from the state; one in 16 carries the other
 * direction (another warp moved the counter between the prediction and the resolve). The warp
 * predicting in the same step is another one. PCs come mostly from a few hot branches (shared and
 * aliased counters train and saturate) and sometimes from anywhere; targets are backward,
 * forward (wrapping at the PC width) or the branch itself. The phase biases the outcomes: mostly taken, mostly not taken,
 * even, and many divergent branches. Warp ids >= ILP_WARPS (ignored ports) appear only when
 * ILP_WARPS is not a power of two.
 */
#include "ilp_gshare.h"
#include "wt_stim.h"

/* A branch PC: one of 8 hot PCs 3 times in 4, else any PC. */
static uint32_t pick_pc(wt_rng_t *rng) {
  if (wt_rng_chance(rng, 3, 4)) {
    return (wt_rng_below(rng, 8) * UINT32_C(0x9E3779B1) >> 7) & WT_MASK32(WT_PCW);
  }
  return (uint32_t)wt_rng_bits(rng, WT_PCW);
}

/* A warp id: one of the SM's, or (1 in 32) any id of the port's width. */
static uint32_t pick_warp(wt_rng_t *rng) {
  return wt_rng_chance(rng, 1, 32) ? (uint32_t)wt_rng_bits(rng, WT_ILPWW) : wt_rng_below(rng, WT_ILP_WARPS);
}

static void random_in(wt_rng_t *rng, unsigned phase, const ilp_gshare_state_t *s, ilp_gshare_in_t *in) {
  static const uint32_t taken_pct[4] = {90, 10, 50, 50};
  static const uint32_t div_pct[4] = {10, 10, 15, 50};
  in->uv = wt_rng_chance(rng, 1, 2);
  if (in->uv || wt_rng_chance(rng, 1, 8)) { /* a resolve, or junk on an idle port */
    in->uw = pick_warp(rng);
    const uint32_t ghr = in->uw < WT_ILP_WARPS ? s->ghr[in->uw] : 0u;
    in->uidx = (pick_pc(rng) ^ ghr) & WT_MASK32(WT_GSIW);
    in->upred = s->dir[in->uidx] != wt_rng_chance(rng, 1, 16);
    in->utaken = wt_rng_chance(rng, taken_pct[phase], 100);
    in->udiv = wt_rng_chance(rng, div_pct[phase], 100);
  }
  in->pv = wt_rng_chance(rng, 3, 5);
  if (in->pv || wt_rng_chance(rng, 1, 8)) {
    in->pw = pick_warp(rng);
    if (in->uv && in->pw == in->uw) { /* the resolving warp predicts from the next step on */
      in->pv = false;
    }
    in->ppc = pick_pc(rng);
    const uint32_t k = wt_rng_below(rng, 8);
    in->ptgt = k < 3u   ? (in->ppc - 1u - wt_rng_below(rng, 64)) & WT_MASK32(WT_PCW) /* backward */
               : k < 6u ? (in->ppc + 1u + wt_rng_below(rng, 64)) & WT_MASK32(WT_PCW) /* forward */
               : k < 7u ? in->ppc                                                    /* itself */
                        : (uint32_t)wt_rng_bits(rng, WT_PCW);
  }
}

WT_STIM(ilp_gshare);
