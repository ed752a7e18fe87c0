/* tb/stim/pe_pqueue_stim.c: legal random stimulus for pe_pqueue.
 *
 * Legal streams per warp, as the P-mode pipeline drives the queue (SPEC 3.3, 3.6-3.8): P-mode
 * entries (discard + reset at a trigger PC), warp exits (discard), inserts at PCs around BASE
 * (inside the offset range and just outside it, at instruction PCs and at odd byte offsets),
 * writebacks of inserted entries with their PHY and stale ones (an entry of an older episode, or
 * a wrong PHY), head matches at the head entry's PC, at another entry's PC or at a random PC, and
 * pops after a head match (now and then a pop of an empty queue, which is ignored). Most traffic
 * goes to a few warps so queues fill up (TAIL = PQ) and drain (HEAD = TAIL); the bias phase
 * steers towards filling (0), draining (1), discards (2) or a balance (3). Warp ids stay below
 * WARPS (the unit tests drive the others).
 */
#include "pe_pqueue.h"
#include "wt_stim.h"

#define HALF (INT64_C(1) << (WT_PQOFFW - 1))

/* A warp: one of the first four most of the time, any warp now and then. */
static uint32_t pick_warp(wt_rng_t *rng) {
  const uint32_t few = WT_WARPS < 4u ? WT_WARPS : 4u;
  return wt_rng_chance(rng, 7, 8) ? wt_rng_below(rng, few) : wt_rng_below(rng, WT_WARPS);
}

/* The PC of entry word q of a warp with base b. */
static uint32_t entry_pc(uint32_t b, uint64_t q) {
  const uint32_t off = pq_entry_off(q);
  const int64_t soff = (off & (UINT32_C(1) << (WT_PQOFFW - 1))) ? (int64_t)off - 2 * HALF : off;
  return (uint32_t)(((int64_t)b + soff) & (int64_t)WT_MASK64(WT_PCW));
}

static void random_in(wt_rng_t *rng, unsigned phase, const pe_pqueue_state_t *s, pe_pqueue_in_t *in) {
  static const uint32_t ins_pct[4] = {80, 20, 50, 50};
  static const uint32_t hm_pct[4] = {30, 85, 50, 60};
  static const uint32_t ent_den[4] = {64, 64, 6, 24};
  static const uint32_t wb_pct[4] = {50, 70, 40, 60};

  /* Phase 1: writebacks, mostly of inserted entries without RDY, with their PHY. */
  for (unsigned port = 0; port < 2u; port++) {
    if (!wt_rng_chance(rng, wb_pct[phase], 100)) {
      continue;
    }
    const uint32_t w = pick_warp(rng);
    uint32_t k = wt_rng_below(rng, WT_PQ);
    uint32_t phy = pq_entry_phy(s->e[w][k]);
    if (s->tail[w] > s->head[w] && wt_rng_chance(rng, 3, 4)) {
      k = s->head[w] + wt_rng_below(rng, s->tail[w] - s->head[w]); /* a live entry */
      phy = pq_entry_phy(s->e[w][k]);
    } else if (wt_rng_chance(rng, 1, 2)) {
      phy = (uint32_t)wt_rng_bits(rng, WT_PHYW); /* stale: a wrong PHY */
    } /* else: any entry with its PHY, valid or of an older episode */
    if (port == 0u) {
      in->pwb0_v = true;
      in->pwb0_wid = w;
      in->pwb0_qidx = k;
      in->pwb0_phy = phy;
    } else {
      in->pwb1_v = true;
      in->pwb1_wid = w;
      in->pwb1_qidx = k;
      in->pwb1_phy = phy;
    }
  }

  /* Phase 2: P-mode entries and warp exits. */
  if (wt_rng_chance(rng, 1, ent_den[phase])) {
    in->ent_v = true;
    in->ent_wid = pick_warp(rng);
    in->ent_base = wt_rng_chance(rng, 1, 16) ? (uint32_t)wt_rng_bits(rng, WT_PCW)
                                             : (uint32_t)(wt_rng_bits(rng, 10) << 3);
  }
  if (wt_rng_chance(rng, 1, ent_den[phase] * 4u)) {
    in->dis_v = true;
    in->dis_wid = pick_warp(rng);
  }

  /* Phase 3: an insert query, around BASE: in range, at the range edges, just outside. */
  {
    const uint32_t w = pick_warp(rng);
    int64_t off;
    switch (wt_rng_below(rng, 8)) {
      case 0: off = -HALF - (int64_t)wt_rng_below(rng, 16); break;
      case 1: off = HALF - 8 + (int64_t)wt_rng_below(rng, 16); break;
      case 2: off = -HALF + (int64_t)wt_rng_below(rng, 8); break;
      case 3: off = (int64_t)wt_rng_below(rng, 2u * (uint32_t)HALF) - HALF; break;
      default: off = ((int64_t)wt_rng_below(rng, (uint32_t)HALF / 4u + 1u) - (HALF / 8)) * 8; break;
    }
    in->ins_wid = w;
    in->ins_pc = (uint32_t)(((int64_t)s->base[w] + off) & (int64_t)WT_MASK64(WT_PCW));
    in->ins_v = wt_rng_chance(rng, ins_pct[phase], 100);
    in->ins_dst = (uint32_t)wt_rng_bits(rng, WT_AREGW);
    in->ins_src0 = (uint32_t)wt_rng_bits(rng, WT_AREGW);
    in->ins_src1 = wt_rng_chance(rng, 1, 4) ? WT_NAREG : (uint32_t)wt_rng_bits(rng, WT_AREGW);
    in->ins_phy = (uint32_t)wt_rng_bits(rng, WT_PHYW);
  }

  /* Phase 4: a head match at the head's PC, another entry's PC or a random one; a pop after a
   * match at the head's PC (seen from the start-of-step state), rarely a pop of any warp. */
  if (wt_rng_chance(rng, hm_pct[phase], 100)) {
    const uint32_t w = pick_warp(rng);
    const uint32_t h = s->head[w] < WT_PQ ? s->head[w] : 0u;
    in->hm_wid = w;
    switch (wt_rng_below(rng, 4)) {
      case 0:
      case 1: in->hm_pc = entry_pc(s->base[w], s->e[w][h]); break;
      case 2: in->hm_pc = entry_pc(s->base[w], s->e[w][wt_rng_below(rng, WT_PQ)]); break;
      default: in->hm_pc = (uint32_t)wt_rng_bits(rng, WT_PCW); break;
    }
    const bool head_live = s->head[w] < s->tail[w] && pq_entry_v(s->e[w][h]) != 0u;
    if (head_live && in->hm_pc == entry_pc(s->base[w], s->e[w][h]) && pq_entry_rdy(s->e[w][h]) != 0u &&
        wt_rng_chance(rng, 7, 8)) {
      in->pop_v = true;
      in->pop_wid = w;
    }
  } else {
    in->hm_wid = (uint32_t)wt_rng_bits(rng, WT_PE_WIDW) % WT_WARPS; /* idle port with junk */
    in->hm_pc = (uint32_t)wt_rng_bits(rng, WT_PCW);
  }
  if (!in->pop_v && wt_rng_chance(rng, 1, 32)) {
    in->pop_v = true;
    in->pop_wid = pick_warp(rng);
  }
}

WT_STIM(pe_pqueue);
