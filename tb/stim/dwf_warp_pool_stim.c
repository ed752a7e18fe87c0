/* tb/stim/dwf_warp_pool_stim.c: legal random stimulus for dwf_warp_pool.
 *
 * Every index the pool uses is below POOL (the only constraint of the block, dwf_warp_pool.h).
 * Within that, the stimulus looks like a scheduler driving the pool (SPEC 1.5, 1.7):
 *  - issue: `iss_idx` mostly names an entry that holds threads (the Majority issues formed warps),
 *    sometimes any entry; `iss` itself is random (the outputs are checked either way).
 *  - write ports: `req` is a non-empty lane set (sparse or dense); one of three Fig 4.4(b) cases:
 *    LUT miss (new warp, cnf = req), hit without conflict (no new warp, cnf = 0), hit with a
 *    conflict (new warp, cnf a non-empty subset of req). So cnf is always a subset of req. The
 *    new index is mostly an empty entry (a free index from the allocator is cleared), the old one
 *    mostly an entry holding threads. TIDs of requested lanes are real threads (< THREADS); the
 *    other lanes carry junk, sentinel included, which the pool must ignore.
 *  - WUR0 and WUR1 lanes: disjoint in 7 of 8 cycles where both write (what the scheduler does:
 *    both WURs come from one incoming warp split by PC, SPEC 1.2); overlapping otherwise, which is
 *    a legal input of the block and checks that WUR1's write lands over WUR0's (phase order).
 *  - links: random entry and random NEXT {V, idx} (valid or not).
 * The bias phase steers towards draining (0: issue often, write rarely), filling (1), or a mix
 * (2, 3), so runs see both an empty and a crowded pool.
 */
#include "dwf_warp_pool.h"
#include "wt_stim.h"

/* Which entries hold at least one thread (computed once per cycle). */
static void occupied(const dwf_warp_pool_state_t *s, bool occ[WT_POOL]) {
  for (uint32_t i = 0; i < WT_POOL; i++) {
    bool o = false;
    for (uint32_t l = 0; l < WT_NL; l++) {
      o = o || s->tid[i][l] != DWF_WARP_POOL_TID_NONE;
    }
    occ[i] = o;
  }
}

/* A random entry that holds threads (`full`) or is empty (!full); any entry if there is none. */
static uint32_t pick_entry(wt_rng_t *rng, const bool occ[WT_POOL], bool full) {
  uint32_t start = wt_rng_below(rng, WT_POOL);
  for (uint32_t k = 0; k < WT_POOL; k++) {
    uint32_t i = (start + k) % WT_POOL;
    if (occ[i] == full) {
      return i;
    }
  }
  return start;
}

/* A non-empty random lane set: dense, sparse or a single lane. */
static uint32_t pick_lanes(wt_rng_t *rng) {
  uint32_t all = WT_MASK32(WT_NL);
  uint32_t m;
  switch (wt_rng_below(rng, 4)) {
    case 0: m = (uint32_t)wt_rng_bits(rng, WT_NL) | (uint32_t)wt_rng_bits(rng, WT_NL); break;
    case 1: m = (uint32_t)wt_rng_bits(rng, WT_NL) & (uint32_t)wt_rng_bits(rng, WT_NL); break;
    case 2: m = UINT32_C(1) << wt_rng_below(rng, WT_NL); break;
    default: m = wt_rng_chance(rng, 1, 4) ? all : (uint32_t)wt_rng_bits(rng, WT_NL); break;
  }
  m &= all;
  return m != 0u ? m : UINT32_C(1) << wt_rng_below(rng, WT_NL);
}

typedef struct {
  bool *we, *new_warp;
  uint32_t *pc, *req, *cnf, *iold, *inew, *tid;
} port_t;

static void random_port(wt_rng_t *rng, const bool occ[WT_POOL], port_t p, uint32_t req) {
  *p.we = true;
  *p.req = req;
  *p.pc = (uint32_t)wt_rng_bits(rng, WT_PCW);
  switch (wt_rng_below(rng, 3)) {
    case 0: /* LUT miss: every lane to a new warp */
      *p.new_warp = true;
      *p.cnf = req;
      break;
    case 1: /* hit, no conflict: merge into the old warp */
      *p.new_warp = false;
      *p.cnf = 0;
      break;
    default: { /* hit with a conflict: a non-empty subset of req to the new warp */
      uint32_t c = req & (uint32_t)wt_rng_bits(rng, WT_NL);
      *p.new_warp = true;
      *p.cnf = c != 0u ? c : req & (~req + 1u); /* else the lowest lane of req */
      break;
    }
  }
  *p.inew = wt_rng_chance(rng, 3, 4) ? pick_entry(rng, occ, false) : wt_rng_below(rng, WT_POOL);
  *p.iold = wt_rng_chance(rng, 3, 4) ? pick_entry(rng, occ, true) : wt_rng_below(rng, WT_POOL);
  for (uint32_t l = 0; l < WT_NL; l++) {
    if ((req >> l) & 1u) {
      p.tid[l] = wt_rng_below(rng, WT_THREADS);
    } else {
      p.tid[l] = wt_rng_chance(rng, 1, 2) ? DWF_WARP_POOL_TID_NONE : (uint32_t)wt_rng_bits(rng, WT_TIDW);
    }
  }
}

/* Junk on an idle port (the pool must ignore it): random values in width, indices below POOL. */
static void junk_port(wt_rng_t *rng, port_t p) {
  *p.new_warp = wt_rng_chance(rng, 1, 2);
  *p.pc = (uint32_t)wt_rng_bits(rng, WT_PCW);
  *p.req = (uint32_t)wt_rng_bits(rng, WT_NL);
  *p.cnf = *p.req & (uint32_t)wt_rng_bits(rng, WT_NL);
  *p.iold = wt_rng_below(rng, WT_POOL);
  *p.inew = wt_rng_below(rng, WT_POOL);
  for (uint32_t l = 0; l < WT_NL; l++) {
    p.tid[l] = (uint32_t)wt_rng_bits(rng, WT_TIDW);
  }
}

static void random_in(wt_rng_t *rng, unsigned phase, const dwf_warp_pool_state_t *s, dwf_warp_pool_in_t *in) {
  static const uint32_t iss_pct[4] = {85, 15, 45, 30};
  static const uint32_t wr_pct[4] = {20, 85, 50, 65};
  static const uint32_t link_pct[4] = {20, 50, 35, 50};
  port_t p0 = {&in->w0,     &in->w0_new,  &in->w0_pc,   &in->w0_req,
               &in->w0_cnf, &in->w0_iold, &in->w0_inew, in->w0_tid};
  port_t p1 = {&in->w1,     &in->w1_new,  &in->w1_pc,   &in->w1_req,
               &in->w1_cnf, &in->w1_iold, &in->w1_inew, in->w1_tid};

  bool occ[WT_POOL];
  occupied(s, occ);
  in->iss = wt_rng_chance(rng, iss_pct[phase], 100);
  in->iss_idx = wt_rng_chance(rng, 3, 4) ? pick_entry(rng, occ, true) : wt_rng_below(rng, WT_POOL);

  bool wr0 = wt_rng_chance(rng, wr_pct[phase], 100);
  bool wr1 = wt_rng_chance(rng, wr_pct[phase], 100);
  uint32_t req0 = pick_lanes(rng);
  uint32_t req1 = pick_lanes(rng);
  if (wr0 && wr1 && !wt_rng_chance(rng, 1, 8)) {
    /* Disjoint lanes, as one incoming warp split by PC: WUR1 keeps lanes WUR0 does not have. */
    req1 &= ~req0;
    wr1 = req1 != 0u;
  }
  if (wr0) {
    random_port(rng, occ, p0, req0);
  } else if (wt_rng_chance(rng, 1, 4)) {
    junk_port(rng, p0);
  }
  if (wr1) {
    random_port(rng, occ, p1, req1);
  } else if (wt_rng_chance(rng, 1, 4)) {
    junk_port(rng, p1);
  }
  /* Links: NEXT of a random entry (mostly one holding threads) to a random {V, idx}. */
  in->l0 = wt_rng_chance(rng, link_pct[phase], 100);
  /* Sometimes the entry WUR0 just created (a link after a new warp on one entry). */
  in->l0_idx = wt_rng_chance(rng, 1, 8)   ? in->w0_inew
               : wt_rng_chance(rng, 3, 4) ? pick_entry(rng, occ, true)
                                          : wt_rng_below(rng, WT_POOL);
  in->l0_next = (uint32_t)wt_rng_bits(rng, WT_WPW);
  in->l1 = wt_rng_chance(rng, link_pct[phase], 100);
  /* Sometimes the entry WUR0 just created or link 0 just wrote (phase order corners). */
  in->l1_idx = wt_rng_chance(rng, 1, 8)   ? (wt_rng_chance(rng, 1, 2) ? in->w0_inew : in->l0_idx)
               : wt_rng_chance(rng, 3, 4) ? pick_entry(rng, occ, true)
                                          : wt_rng_below(rng, WT_POOL);
  in->l1_next = (uint32_t)wt_rng_bits(rng, WT_WPW);
}

WT_STIM(dwf_warp_pool);
