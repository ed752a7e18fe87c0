/* tb/stim/dwf_majority_stim.c: legal random stimulus for dwf_majority.
 *
 * The block stands alone here, so the stimulus plays the warp pool and the WURs. It runs the
 * model's own phase functions on a copy of the state (phase 1, then port 0, then port 1) so that
 * every input it draws is legal for the state the block will see at that point:
 *  - Pool answers of an issue are consistent with the issued group: if ME.WPH == ME.WPT (the last
 *    warp) it holds all the group's threads (iss_nthd = ME.CNT, iss_next = INVALID); otherwise the
 *    issued warp holds 1..min(NL, CNT-1) threads and NEXT is either the tail (then the tail keeps
 *    1..NL threads) or another warp of the list (then at least 2 threads stay).
 *  - A warp never holds more than NL threads: an INSERT merges into its group's tail warp (WID ==
 *    WPT.idx) only when the whole group plus NTHD fits in NL threads; otherwise WID differs from
 *    the tail. So ME.CNT == 0 <-> ME.WPH invalid holds, as in the composed scheduler.
 *  - Threads in flight (ME.CNT + every live heap CNT) never exceed THREADS, so no CNT wraps; with
 *    fewer than 3 pool entries a group never exceeds 2 NL threads (a list of at most 2 warps).
 * PCs come from a small per-phase working set so that ME hits, MHL hits, new groups, full MHeap
 * LUT sets and a full heap all happen: phase 0 mostly hits (groups drain), phase 1 new PCs in two
 * sets only (sets fill and stall), phase 2 new PCs over every set with few threads each (the heap
 * fills and stalls), phase 3 mixes. Idle ports and unused pool answers carry junk.
 */
#include "dwf_majority.h"
#include "wt_stim.h"

typedef dwf_majority_state_t st_t;

#define WP_V (UINT32_C(1) << WT_IDXW)
#define WP_IDX WT_MASK32(WT_IDXW)

static uint32_t min_u(uint32_t a, uint32_t b) { return a < b ? a : b; }

/* A PC of set `set` with tag `tag` (set = PC[MHL_SETW-1:0]). */
static uint32_t pc_of(uint32_t tag, uint32_t set) { return wt_trunc32(tag * WT_MHL_SETS + set, WT_PCW); }

static uint32_t pick_pc(wt_rng_t *rng, unsigned phase, const st_t *c) {
  if (wt_rng_chance(rng, 1, 32)) {
    return (uint32_t)wt_rng_bits(rng, WT_PCW);
  }
  static const uint32_t hit_pct[4] = {85, 15, 10, 45};
  if (wt_rng_chance(rng, hit_pct[phase], 100)) {
    /* ME's PC or a live group's PC. */
    if (c->me_v && (c->hs == 0u || wt_rng_chance(rng, 1, 3))) {
      return c->me_pc;
    }
    if (c->hs > 0u) {
      return c->h_pc[wt_rng_below(rng, c->hs)];
    }
  }
  switch (phase) {
    case 1: /* two sets, more tags than ways */
      return pc_of(wt_rng_below(rng, WT_MHL_WAYS + 3u), wt_rng_below(rng, 2u) % WT_MHL_SETS);
    case 2: /* every set, enough tags to exceed the heap */
      return pc_of(wt_rng_below(rng, WT_HEAP / WT_MHL_SETS + 3u), wt_rng_below(rng, WT_MHL_SETS));
    default: return pc_of(wt_rng_below(rng, WT_MHL_WAYS + 1u), wt_rng_below(rng, WT_MHL_SETS));
  }
}

/* Pool answer for the issue of ME's head warp (c = the state after phase 1's POP). */
static void issue_reply(wt_rng_t *rng, const st_t *c, uint32_t *next, uint32_t *nthd) {
  const uint32_t cnt = c->me_cnt, w = c->me_wph & WP_IDX, tail = c->me_wpt & WP_IDX;
  if (w == tail || cnt < 2u) {
    *next = 0u;
    *nthd = min_u(cnt, WT_NL);
    return;
  }
  /* Two or more warps: NEXT = the tail (A) or another warp (B). */
  const bool a_ok = cnt <= 2u * WT_NL;
  const bool b_ok = cnt >= 3u && WT_POOL >= 3u;
  if (!a_ok && !b_ok) {
    /* Not reachable with the port rules below; answer something legal-looking, never hang. */
    *nthd = min_u(WT_NL, cnt - 1u);
    *next = WP_V | tail;
  } else if (a_ok && (!b_ok || wt_rng_chance(rng, 1, 2))) {
    const uint32_t lo = cnt > WT_NL ? cnt - WT_NL : 1u, hi = min_u(WT_NL, cnt - 1u);
    *nthd = lo + wt_rng_below(rng, hi - lo + 1u);
    *next = WP_V | tail;
  } else {
    *nthd = 1u + wt_rng_below(rng, min_u(WT_NL, cnt - 2u));
    uint32_t x;
    do {
      x = wt_rng_below(rng, WT_POOL);
    } while (x == w || x == tail);
    *next = WP_V | x;
  }
}

/* Threads in flight: ME plus every live heap group. */
static uint32_t threads(const st_t *c) {
  uint32_t t = c->me_cnt;
  for (uint32_t i = 0; i < c->hs; i++) {
    t += c->h_cnt[i];
  }
  return t;
}

/* Draws one port's request on the copy `c` (its PC from `pick`, see random_in) and applies it
 * there when it is accepted. */
static void port(wt_rng_t *rng, unsigned phase, const st_t *pick, st_t *c, dwf_majority_step_t *st, bool *ins,
                 uint32_t *pc, uint32_t *nthd, uint32_t *wid) {
  static const uint32_t ins_pct[4] = {70, 90, 95, 80};
  *pc = pick_pc(rng, phase, pick);
  const uint32_t room = WT_THREADS - min_u(threads(c), WT_THREADS);
  const uint32_t nmax = phase == 2 ? min_u(WT_NL, 3u) : WT_NL;
  *nthd = 1u + wt_rng_below(rng, nmax);
  *ins = room >= 1u && wt_rng_chance(rng, ins_pct[phase], 100);
  if (*nthd > room) {
    *nthd = room > 0u ? room : 1u;
  }
  /* The group this INSERT would join (ME, a heap group, or none), for the WID rule. */
  uint32_t cnt = 0, wph = 0, wpt = 0;
  if (c->me_v && *pc == c->me_pc) {
    cnt = c->me_cnt;
    wph = c->me_wph;
    wpt = c->me_wpt;
  } else {
    const uint32_t base = (*pc & (WT_MHL_SETS - 1u)) * WT_MHL_WAYS;
    for (uint32_t w = 0; w < WT_MHL_WAYS; w++) {
      const uint32_t mh = c->mhl_mh[base + w];
      if ((mh >> WT_HEAPW) != 0u && c->mhl_pc[base + w] == *pc) {
        const uint32_t i = mh & WT_MASK32(WT_HEAPW);
        cnt = c->h_cnt[i];
        wph = c->h_wph[i];
        wpt = c->h_wpt[i];
        break;
      }
    }
  }
  /* With fewer than 3 pool entries a list has at most 2 warps: keep a group within 2 NL threads
   * (issue_reply() then always has a legal answer), and never append a third warp. */
  const bool two = (wpt & WP_V) != 0u && (wph & WP_IDX) != (wpt & WP_IDX);
  const bool merge_ok = (wpt & WP_V) != 0u && cnt + *nthd <= WT_NL;
  if (WT_POOL < 3u && (cnt + *nthd > 2u * WT_NL || (two && !merge_ok))) {
    *ins = false;
  }
  if (merge_ok && (wt_rng_chance(rng, 1, 3) || (WT_POOL < 3u && two))) {
    *wid = wpt & WP_IDX; /* merge into the tail warp */
  } else {
    /* A new warp: not the group's tail, nor its head (a pool entry in use is never handed out
     * again, so head == tail only for a one-warp list). */
    unsigned tries = 0;
    do {
      *wid = wt_rng_below(rng, WT_POOL);
    } while ((wpt & WP_V) != 0u && (*wid == (wpt & WP_IDX) || *wid == (wph & WP_IDX)) && ++tries < 64u);
  }
  if (*ins) {
    bool lk;
    uint32_t lk_idx;
    (void)dwf_majority_insert(c, st, *pc, *nthd, *wid, &lk, &lk_idx);
  }
}

static void random_in(wt_rng_t *rng, unsigned phase, const st_t *state, dwf_majority_in_t *in) {
  st_t c = *(const st_t *)state;
  dwf_majority_step_t st = {WT_SWAPS, false};
  bool busy, iss_v;
  uint32_t iss_idx, iss_pc;
  dwf_majority_p1(&c, &st, &busy, &iss_v, &iss_idx, &iss_pc);
  if (iss_v) {
    issue_reply(rng, &c, &in->iss_next, &in->iss_nthd);
    dwf_majority_issue_commit(&c, in->iss_next, in->iss_nthd);
  } else if (wt_rng_chance(rng, 1, 4)) {
    in->iss_next = (uint32_t)wt_rng_bits(rng, WT_WPW); /* ignored: junk */
    in->iss_nthd = (uint32_t)wt_rng_bits(rng, WT_NTHW);
  }
  /* The PCs are drawn from `pick`: the state the ports see, except in a busy step, where the
   * pending op has already moved heap entries in phase 1 (unit A) but the stimulus draws from
   * the heap order at the start of the step, as it did when the op ran at the end of the step
   * (the recorded vector files depend on it; a busy step changes neither ME.PC, MEV nor HS). */
  const st_t *pick = busy ? (const st_t *)state : &c;
  port(rng, phase, pick, &c, &st, &in->ins0, &in->ins0_pc, &in->ins0_nthd, &in->ins0_wid);
  port(rng, phase, pick, &c, &st, &in->ins1, &in->ins1_pc, &in->ins1_nthd, &in->ins1_wid);
}

WT_STIM(dwf_majority);
