/* tb/stim/ilp_scoreboard_stim.c: legal random stimulus for ilp_scoreboard.
 *
 * The SM around the scoreboard is not in this block, so the stimulus reads the scoreboard's state
 * to stay legal (SPEC 4.1):
 *  - a tracked writeback names an allocated entry (VLD) that is not complete yet and writes
 *    threads of ACTIVE not written yet: all of them, or one of two halves (the low or the high
 *    bits of the remaining mask), so results arrive in two partial masks; the entry is any
 *    allocated one, so writebacks come out of order within and across warps;
 *  - an untracked writeback (`uwb`) only for a warp with an untracked instruction outstanding
 *    (RDY_OVR = 1);
 *  - every warp presents a decoded instruction with probability depending on the phase: ALU
 *    (with or without a destination), LOAD, STORE or CTRL, with partial active masks (full,
 *    half, random, or empty: ACTIVE 0 completes at allocation), up to three sources. A warp's
 *    registers are the physical tags w x R + r, R = SB_TAGS / ILP_WARPS, r < min(R, 4): the
 *    register mapping keeps warps apart (SPEC 4.1: no warp id is stored) and four registers per
 *    warp make RAW and WAW hits frequent.
 * Phases: 0 many instructions and few writebacks (the board fills: structural stalls, untracked
 * issue), 1 few instructions and many writebacks (drain), 2 balanced, 3 memory-heavy (stores and
 * loads: INSTORE ordering) with few warps.
 */
#include "ilp_scoreboard.h"
#include "wt_stim.h"

typedef ilp_scoreboard_state_t st_t;
typedef ilp_scoreboard_in_t in_t;

#define REGS_PER_WARP (WT_SB_TAGS / WT_ILP_WARPS)
#define REGS_USED (REGS_PER_WARP < 4 ? REGS_PER_WARP : 4)
static_assert(REGS_PER_WARP >= 1, "the stimulus gives every warp its own physical registers");

static uint32_t reg_of(wt_rng_t *rng, uint32_t w) {
  return (uint32_t)(w * REGS_PER_WARP + wt_rng_below(rng, REGS_USED));
}

/* The low half of the set bits of m (at least one bit), or the rest. */
static uint32_t half_of(uint32_t m, bool low) {
  const unsigned n = (unsigned)__builtin_popcount(m);
  uint32_t lo = 0u, x = m;
  for (unsigned i = 0; i < (n + 1u) / 2u; i++) {
    lo |= x & -x;
    x &= x - 1u;
  }
  return low ? lo : m & ~lo;
}

static uint32_t random_mask(wt_rng_t *rng) {
  const uint32_t full = WT_MASK32(WT_NL);
  switch (wt_rng_below(rng, 8)) {
    case 0: return 0u;
    case 1: return full & WT_MASK32(WT_NL / 2u);
    case 2: return full & ~WT_MASK32(WT_NL / 2u);
    case 3:
    case 4: return (uint32_t)wt_rng_bits(rng, WT_NL);
    default: return full;
  }
}

static void tracked_wb(wt_rng_t *rng, const st_t *s, in_t *in) {
  uint32_t cand[WT_SB_ENTRIES], n = 0;
  for (uint32_t e = 0; e < WT_SB_ENTRIES; e++) {
    if (s->vld[e] && s->active[e] != s->status[e]) {
      cand[n++] = e;
    }
  }
  if (n == 0u) {
    return;
  }
  const uint32_t e = cand[wt_rng_below(rng, n)];
  const uint32_t rest = s->active[e] & ~s->status[e];
  in->wb_v = true;
  in->wb_e = e;
  in->wb_mask = wt_rng_chance(rng, 1, 2) ? rest : half_of(rest, wt_rng_chance(rng, 1, 2));
  for (unsigned t = 0; t < WT_NL; t++) {
    in->wb_data[t] = (uint32_t)wt_rng_bits(rng, WT_SB_DW);
  }
}

static void untracked_wb(wt_rng_t *rng, const st_t *s, in_t *in) {
  uint32_t cand[WT_ILP_WARPS], n = 0;
  for (uint32_t w = 0; w < WT_ILP_WARPS; w++) {
    if (s->rdy_ovr[w]) {
      cand[n++] = w;
    }
  }
  if (n != 0u) {
    in->uwb_v = true;
    in->uwb_w = cand[wt_rng_below(rng, n)];
  }
}

static void instruction(wt_rng_t *rng, unsigned phase, uint32_t w, in_t *in) {
  static const uint32_t st_pct[4] = {8, 8, 8, 30};
  static const uint32_t ld_pct[4] = {25, 25, 25, 40};
  const uint32_t r = wt_rng_below(rng, 100);
  uint32_t cls = r < st_pct[phase]                   ? ILP_CLS_STORE
                 : r < st_pct[phase] + ld_pct[phase] ? ILP_CLS_LOAD
                 : r < 90u                           ? ILP_CLS_ALU
                                                     : ILP_CLS_CTRL;
  in->iv[w] = true;
  in->icls[w] = cls;
  in->isv[w] = (uint32_t)wt_rng_bits(rng, ILP_SB_NSRC);
  in->isrc0[w] = reg_of(rng, w);
  in->isrc1[w] = reg_of(rng, w);
  in->isrc2[w] = reg_of(rng, w);
  in->idv[w] =
      (cls == ILP_CLS_ALU && wt_rng_chance(rng, 7, 8)) || (cls == ILP_CLS_LOAD && wt_rng_chance(rng, 15, 16));
  in->idst[w] = in->idv[w] || wt_rng_chance(rng, 1, 4) ? reg_of(rng, w) : 0u;
  in->imask[w] = random_mask(rng);
}

static void random_in(wt_rng_t *rng, unsigned phase, const st_t *s, in_t *in) {
  static const uint32_t iv_pct[4] = {60, 10, 30, 40};
  static const uint32_t wb_pct[4] = {25, 90, 60, 60};
  /* Phase 3 keeps a few warps busy: warps 0..3 (memory ordering within a warp). */
  const uint32_t nw = phase == 3u && WT_ILP_WARPS > 4 ? 4u : WT_ILP_WARPS;
  if (wt_rng_chance(rng, wb_pct[phase], 100)) {
    tracked_wb(rng, s, in);
  }
  if (wt_rng_chance(rng, 1, 3)) {
    untracked_wb(rng, s, in);
  }
  for (uint32_t w = 0; w < nw; w++) {
    if (wt_rng_chance(rng, iv_pct[phase], 100)) {
      instruction(rng, phase, w, in);
    }
  }
  in->is_en = wt_rng_chance(rng, 7, 8);
  in->is_prio = (uint32_t)wt_rng_below(rng, WT_ILP_WARPS);
}

WT_STIM(ilp_scoreboard);
