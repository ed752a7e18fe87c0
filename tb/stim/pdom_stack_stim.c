/* tb/stim/pdom_stack_stim.c: random stimulus for pdom_stack.
 *
 * Not a structured program walk, but plausible traffic for one warp: each update gives every
 * lane a next PC from a small per-cycle set of targets, chosen as one of
 *   - reconverge: every lane goes to TOS.RPC (the TOS pops, and the pops may cascade);
 *   - sequential: one target (TOS.NPC + 1, or a PC from a small fixed set);
 *   - branch: two targets, taken and fall-through, the TOS lanes split at random; `fpc` is
 *     usually the fall-through target, sometimes neither (descending order); the reconvergence
 *     PC is usually fresh, sometimes TOS.RPC (nested branches reconverging at one PC: cascades;
 *     with PDOM_COMPACT, rule (a) replaces TOS) or one of the targets (an if without else; with
 *     PDOM_COMPACT, rule (b) does not push that path);
 *   - indirect: 3 or 4 targets.
 * Lanes outside TOS.MASK get junk PCs (they must not count). `init` restarts the warp (mostly
 * with every lane, sometimes a random or empty mask), `cp` and `rs` exercise the copy port (also
 * together and with an update). The bias phase shifts the mix: 0 shallow (reconverge, init), 1
 * deep (branches, so the stack reaches its 2*NL-1 bound), 2 and 3 mixed with more copy traffic.
 * A push at depth D (the `ovf` path) needs D < 2*NL-1 (pdom_stack.h), so it happens only in such
 * configurations.
 */
#include "pdom_stack.h"
#include "wt_stim.h"

/* A small PC set, so that targets, reconvergence PCs and stale entries often coincide. */
static uint32_t small_pc(wt_rng_t *rng) { return wt_trunc32(0x40u + wt_rng_below(rng, 12), WT_PCW); }

static uint32_t any_pc(wt_rng_t *rng) {
  return wt_rng_chance(rng, 1, 8) ? (uint32_t)wt_rng_bits(rng, WT_PCW) : small_pc(rng);
}

static void random_in(wt_rng_t *rng, unsigned phase, const pdom_stack_state_t *s, pdom_stack_in_t *in) {
  static const uint32_t init_pct[4] = {6, 1, 3, 2};
  /* Percentages of reconverge / sequential / branch (the rest: indirect) per phase. */
  static const uint32_t rec_pct[4] = {45, 10, 25, 30};
  static const uint32_t seq_pct[4] = {25, 15, 25, 25};
  static const uint32_t br_pct[4] = {25, 60, 35, 30};
  static const uint32_t cp_pct[4] = {3, 2, 10, 6};
  static const uint32_t rs_pct[4] = {2, 1, 8, 6};
  const uint32_t tos = s->depth - 1u;
  const uint32_t tos_rpc = s->rpc[tos], tos_npc = s->npc[tos], tos_mask = s->mask[tos];

  if (wt_rng_chance(rng, init_pct[phase], 100)) {
    in->init = true;
    in->init_pc = any_pc(rng);
    uint32_t r = wt_rng_below(rng, 16);
    in->init_mask = r < 12 ? WT_MASK32(WT_NL) : r < 15 ? (uint32_t)wt_rng_bits(rng, WT_NL) : 0u;
  } else if (wt_rng_chance(rng, 1, 8)) {
    in->init_pc = (uint32_t)wt_rng_bits(rng, WT_PCW); /* idle port with junk data */
    in->init_mask = (uint32_t)wt_rng_bits(rng, WT_NL);
  }

  in->upd = wt_rng_chance(rng, 3, 4);
  /* The lanes that will count: TOS.MASK after a same-cycle init. */
  const uint32_t m = in->init ? in->init_mask : tos_mask;
  uint32_t tgt[4];
  unsigned nt;
  uint32_t kind = wt_rng_below(rng, 100);
  in->rpc = any_pc(rng);
  in->fpc = any_pc(rng);
  if (kind < rec_pct[phase] && !in->init) {
    nt = 1;
    tgt[0] = tos_rpc;
  } else if (kind < rec_pct[phase] + seq_pct[phase]) {
    nt = 1;
    tgt[0] = wt_rng_chance(rng, 1, 2) ? wt_trunc32(tos_npc + 1u, WT_PCW) : small_pc(rng);
  } else if (kind < rec_pct[phase] + seq_pct[phase] + br_pct[phase]) {
    nt = 2;
    tgt[0] = any_pc(rng); /* taken */
    tgt[1] = any_pc(rng); /* fall-through */
    uint32_t r = wt_rng_below(rng, 16);
    in->fpc = r < 13 ? tgt[1] : any_pc(rng);
    r = wt_rng_below(rng, 16);
    in->rpc = r < 9 ? any_pc(rng) : r < 13 ? tos_rpc : tgt[r % 2u];
  } else {
    nt = 3u + wt_rng_below(rng, 2);
    for (unsigned i = 0; i < nt; i++) {
      tgt[i] = any_pc(rng);
    }
    in->rpc = wt_rng_chance(rng, 1, 4) ? tos_rpc : any_pc(rng);
  }
  for (unsigned l = 0; l < WT_NL; l++) {
    in->npc[l] = ((m >> l) & 1u) ? tgt[wt_rng_below(rng, nt)] : (uint32_t)wt_rng_bits(rng, WT_PCW);
  }
  /* Usually every target really occurs: give the first lanes of the mask one target each. */
  if (nt > 1u && wt_rng_chance(rng, 3, 4)) {
    unsigned i = 0;
    for (unsigned l = 0; l < WT_NL && i < nt; l++) {
      if ((m >> l) & 1u) {
        in->npc[l] = tgt[i++];
      }
    }
  }
  in->cp = wt_rng_chance(rng, cp_pct[phase], 100);
  in->rs = wt_rng_chance(rng, rs_pct[phase], 100);
}

WT_STIM(pdom_stack);
