/* tb/stim/uv_srf_stim.c: legal random stimulus for uv_srf.
 *
 * Legal means what a pipeline around the block does (uv_srf.h):
 *  - a release returns an SR the pipeline owns: one the block gave out as old_sr and that was not
 *    released since. The generator has no memory of its own, but in a legal run those SRs are
 *    exactly the ones neither in the freelist nor the target of a valid map entry (an SR leaves
 *    the freelist only into a map entry, and a map entry only through old_sr), so it picks one of
 *    them from the state: the issue-time release queue, in any order (each warp issues in order,
 *    warps interleave);
 *  - `uniform` only with act == full (the detector's rule, SPEC 5.1) and a destination.
 * Everything else is free: sources and destinations (mostly from a window of 1.5 x SRF_REGS VRs, so
 * that redefinitions, renamed sources and dst == src are frequent and the freelist can empty),
 * partial launch masks, divergent masks, SRF writes to any SR, junk on idle ports. The bias phase
 * steers towards an empty freelist (0: mostly uniform, few releases), a full one (1: mostly
 * regular, half of them redefining a mapped VR, many releases) and balanced traffic (2, 3).
 */
#include <string.h>

#include "uv_srf.h"
#include "wt_stim.h"

#define NSR WT_SRF_REGS
#define NVR WT_UV_VREGS
#define HOT (NSR + NSR / 2u < NVR ? NSR + NSR / 2u : NVR)

/* A vector register: from the hot window 15 times in 16, else any. */
static uint32_t pick_vr(wt_rng_t *rng) {
  return wt_rng_chance(rng, 15, 16) ? wt_rng_below(rng, HOT) : wt_rng_below(rng, NVR);
}

static void random_in(wt_rng_t *rng, unsigned phase, const uv_srf_state_t *s, uv_srf_in_t *in) {
  static const uint32_t uni_pct[4] = {85, 5, 50, 65};
  static const uint32_t rel_pct[4] = {10, 85, 45, 60};
  /* The SRs the pipeline holds for release: neither free nor mapped. */
  bool held[NSR];
  memset(held, 1, sizeof held);
  for (uint32_t i = 0, p = s->fl_head; i < s->fl_count; i++, p = (p + 1u) % NSR) {
    held[s->fl_slot[p]] = false;
  }
  uint32_t nmapped = 0;
  for (uint32_t v = 0; v < NVR; v++) {
    if ((s->map[v] & UV_SRF_MAP_V) != 0u) {
      held[s->map[v] & WT_MASK32(WT_SRW)] = false;
      nmapped++;
    }
  }
  uint32_t nheld = 0;
  for (uint32_t i = 0; i < NSR; i++) {
    nheld += held[i] ? 1u : 0u;
  }
  if (nheld != 0u && wt_rng_chance(rng, rel_pct[phase], 100)) {
    uint32_t k = wt_rng_below(rng, nheld);
    for (uint32_t i = 0; i < NSR; i++) {
      if (held[i] && k-- == 0u) {
        in->rel_v = true;
        in->rel_sr = i;
        break;
      }
    }
  } else if (wt_rng_chance(rng, 1, 8)) {
    in->rel_sr = wt_rng_below(rng, NSR); /* idle port with junk data */
  }
  /* The instruction. */
  const uint32_t all = WT_MASK32(WT_NL);
  in->full = wt_rng_chance(rng, 7, 8) ? all : (uint32_t)wt_rng_bits(rng, WT_NL) | 1u;
  in->act = wt_rng_chance(rng, 3, 4) ? in->full : (uint32_t)wt_rng_bits(rng, WT_NL) & in->full;
  in->id_v = wt_rng_chance(rng, 7, 8);
  in->dst_v = wt_rng_chance(rng, 7, 8);
  in->dst = pick_vr(rng);
  if (phase == 1u && nmapped != 0u && wt_rng_chance(rng, 1, 2)) {
    /* Towards a full freelist: redefine a mapped VR (the k-th), which unmaps it. */
    uint32_t k = wt_rng_below(rng, nmapped);
    for (uint32_t v = 0; v < NVR; v++) {
      if ((s->map[v] & UV_SRF_MAP_V) != 0u && k-- == 0u) {
        in->dst = v;
        break;
      }
    }
  }
  in->src_v = (uint32_t)wt_rng_bits(rng, UV_SRF_NSRC);
  in->src0 = wt_rng_chance(rng, 1, 4) ? in->dst : pick_vr(rng);
  in->src1 = pick_vr(rng);
  in->src2 = pick_vr(rng);
  in->uniform = in->dst_v && in->act == in->full && wt_rng_chance(rng, uni_pct[phase], 100);
  /* SP0's result: any SR, any value. */
  in->wr_v = wt_rng_chance(rng, 1, 2);
  if (in->wr_v || wt_rng_chance(rng, 1, 8)) {
    in->wr_sr = wt_rng_below(rng, NSR);
    in->wr_val = (uint32_t)wt_rng_bits(rng, WT_UV_DW);
  }
}

WT_STIM(uv_srf);
