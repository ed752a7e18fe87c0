/* tb/stim/uv_irb_stim.c: legal random stimulus for uv_irb.
 *
 * The accesses are uniform instructions as the RR stage presents them (SPEC 5.4): a PC, an opcode,
 * the source values (an opcode uses opc % 4 of them, the others are 0) and the result EX computes,
 * r = alu(opc, s0, s1, s2), a fixed function of the opcode and the sources, as a real ALU's is:
 * so a reused D is always the result EX would have given (tb/unit/test_uv_irb.c checks it).
 *
 * To produce hits, aliases and mismatches, the partial PCs come from a small pool around 0x120
 * (pool size by phase: half the entries, twice the entries, the entries, the entries plus two),
 * the PCs carry junk below IRB_PPC_LSB and, one time in eight, above the partial PC (an alias:
 * same PPC, another PC); the opcodes from four; the sources from the first 2, 6, 3 or 6 (by phase)
 * of six values (0, 1, 2, 5, 7, all ones), in phase 3 half of them at random (mismatches). One access in five cycles is absent, with junk on
 * the access port.
 *
 * A fault is injected about one cycle in ten (one in three in phase 2): mostly at a random covered
 * bit, often at a tag bit (PPC or OPC: neighbouring partial PCs make some flips duplicate another
 * entry's tag, which the block refuses), and one time in eight at any position (past the covered
 * bits where there are such positions: refused). A fault goes only into an entry whose parity is
 * still good, so no entry ever holds two flips: parity detects every single error, and a reused D
 * is never a corrupted one.
 */
#include "uv_irb.h"
#include "wt_stim.h"

#define OPS 4u
#define VALS 6u

/* A fixed function of an instruction and its sources: the ALU the accesses stand for. */
static uint32_t alu(uint32_t opc, uint32_t s0, uint32_t s1, uint32_t s2) {
  const uint32_t x = s0 * 3u + s1 * 5u + s2 * 7u + opc * 0x9E37u;
  return (x ^ (x >> 7) ^ (opc << 3)) & WT_MASK32(WT_UV_DW);
}

static uint32_t value(wt_rng_t *rng, unsigned phase) {
  static const uint32_t vals[VALS] = {0u, 1u, 2u, 5u, 7u, 0xFFFFFFFFu};
  static const uint32_t nvals[4] = {2u, VALS, 3u, VALS};
  if (phase == 3u && wt_rng_chance(rng, 1, 2)) {
    return (uint32_t)wt_rng_bits(rng, WT_UV_DW);
  }
  return vals[wt_rng_below(rng, nvals[phase])] & WT_MASK32(WT_UV_DW);
}

static void random_in(wt_rng_t *rng, unsigned phase, const uv_irb_state_t *s, uv_irb_in_t *in) {
  static const uint32_t ops[OPS] = {0x12u, 0x13u, 0x05u, 0x3Au};
  const uint32_t pool[4] = {WT_IRB_ENTRIES / 2u, 2u * WT_IRB_ENTRIES, WT_IRB_ENTRIES, WT_IRB_ENTRIES + 2u};
  in->acc = wt_rng_chance(rng, 4, 5);
  const uint32_t ppc = (0x120u + wt_rng_below(rng, pool[phase])) & WT_MASK32(WT_IRB_PPCW);
  uint64_t pc = ((uint64_t)ppc << WT_IRB_PPC_LSB) | wt_rng_bits(rng, WT_IRB_PPC_LSB);
  if (wt_rng_chance(rng, 1, 8)) { /* an alias: other bits above the partial PC */
    pc |= wt_rng_bits(rng, 32) << (WT_IRB_PPC_LSB + WT_IRB_PPCW);
  }
  in->pc = (uint32_t)(pc & WT_MASK64(WT_PCW));
  in->opc = ops[wt_rng_below(rng, OPS)] & WT_MASK32(WT_UV_OPCW);
  const uint32_t arity = in->opc % 4u;
  in->s0 = arity > 0u ? value(rng, phase) : 0u;
  in->s1 = arity > 1u ? value(rng, phase) : 0u;
  in->s2 = arity > 2u ? value(rng, phase) : 0u;
  in->r = alu(in->opc, in->s0, in->s1, in->s2);

  in->inj_e = wt_rng_below(rng, WT_IRB_ENTRIES);
  const uint32_t sel = wt_rng_below(rng, 8);
  in->inj_bit = sel == 0u   ? (uint32_t)wt_rng_bits(rng, WT_IRB_POSW)
                : sel <= 3u ? wt_rng_below(rng, WT_IRB_PPCW + WT_UV_OPCW)
                            : wt_rng_below(rng, WT_IRB_COVW);
  const uint32_t e = in->inj_e;
  const bool good = s->par[e] == uv_irb_parity(s->ppc[e], s->opc[e], s->s0[e], s->s1[e], s->s2[e], s->d[e]);
  /* The access may rewrite entry e this cycle before the flip: then its parity is good again. */
  in->inj = good && wt_rng_chance(rng, 1, phase == 2u ? 3u : 10u);
}

WT_STIM(uv_irb);
