/* tb/stim/uv_irb_scen.c: directed scenarios of uv_irb (SPEC 5.4).
 *
 * Each scenario starts from the reset state (the runner resets before cycle 0) and is a pure
 * function of the cycle number and the configuration. The expected values are SPEC's (IRB-1) or
 * worked out by hand below, and live in tb/unit/test_uv_irb.c.
 *
 * SPEC's tests use IRB_PPC_LSB = 0; a configuration whose partial PC starts higher (the baseline:
 * bit 3, byte PCs of 8-byte instructions) gets SPEC's PCs shifted left by IRB_PPC_LSB, so its
 * partial PCs are SPEC's (0x123 << 3 = 0x918). Every value is 8 bits at most (the toy's UV_DW),
 * every partial PC 10 bits, so each scenario is legal in every uv configuration. Entry numbers are
 * written for IRB_ENTRIES = E: the first miss from reset takes entry E - 1 (rank E - 1).
 */
#include <stddef.h>

#include "uv_irb.h"
#include "wt_stim.h"

#define E WT_IRB_ENTRIES
#define ADD 0x12u /* SPEC IRB-1's opcode of `add` */
#define SUB 0x13u /* [RES] SPEC names `sub` without a value: the next opcode */
/* Covered-bit positions (uv_irb.h: PPC, OPC, S0, S1, S2, D, LSB first). */
#define POS_PPC(b) (b)
#define POS_OPC(b) (WT_IRB_PPCW + (b))
#define POS_S(k, b) (WT_IRB_PPCW + WT_UV_OPCW + (k)*WT_UV_DW + (b))
#define POS_D(b) POS_S(3u, (b))

/* An access of the instruction at the partial PC `ppc` (its PC: ppc << IRB_PPC_LSB). */
static void acc(uv_irb_in_t *in, uint32_t ppc, uint32_t opc, uint32_t s0, uint32_t s1, uint32_t s2,
                uint32_t r) {
  in->acc = true;
  in->pc = (uint32_t)(((uint64_t)ppc << WT_IRB_PPC_LSB) & WT_MASK64(WT_PCW));
  in->opc = opc & WT_MASK32(WT_UV_OPCW);
  in->s0 = s0 & WT_MASK32(WT_UV_DW);
  in->s1 = s1 & WT_MASK32(WT_UV_DW);
  in->s2 = s2 & WT_MASK32(WT_UV_DW);
  in->r = r & WT_MASK32(WT_UV_DW);
}

/* A fault: flip covered bit `pos` of entry `e` after the cycle's access. */
static void inj(uv_irb_in_t *in, uint32_t e, uint32_t pos) {
  in->inj = true;
  in->inj_e = e;
  in->inj_bit = pos;
}

////////////////////////////////////////////////////////////////////////////////
// irb1: SPEC 5.4 directed test IRB-1
////////////////////////////////////////////////////////////////////////////////

/* `add r1, r1, #1` at PC 0x123 (sources {r1, 1, 0}, opcode ADD 0x12), by warps W0..W3:
 * c0 step 1 W0, r1 = 5: miss, executes 6, victim e(E-1) <- {0x123, 0x12, 5, 1, 0, 6}, PAR 1;
 * c1 step 2 W1, r1 = 5: hit, sources equal: REUSE, D = 6;
 * c2 step 3 W2, r1 = 7: hit, mismatch: executes 8, e(E-1) <- {7, 1, 0, 8}, PAR 1;
 * c3 the fault "beforehand" of step 4: bit 0 of e(E-1).D flipped (D 8 -> 9), no access;
 * c4 step 4 W3, r1 = 7: parity error: executes 8, rewrites the entry (D 8, PAR 1);
 * c5 step 5, PC 0x124, same opcode, r1 = 7: miss, victim = the rank E-1 entry, e(E-2);
 * c6 step 6, the alias PC 0x523 (PPC 0x123: 0x523 mod 2^10), r1 = 7: hit e(E-1), REUSE, D = 8;
 * c7 step 7, PC 0x123 with SUB, r1 = 7 (result 6): miss (opcode mismatch), victim e(E-3).
 * SPEC's table is for E = 8 (victims e7, e6, e5); the alias is 0x123 + 2^IRB_PPCW. */
WT_SCEN_INPUT(uv_irb, irb1_in) {
  const uint32_t alias = 0x123u + (UINT32_C(1) << WT_IRB_PPCW);
  switch (cyc) {
    case 0:
    case 1: acc(in, 0x123u, ADD, 5u, 1u, 0u, 6u); break;
    case 2:
    case 4: acc(in, 0x123u, ADD, 7u, 1u, 0u, 8u); break;
    case 3: inj(in, E - 1u, POS_D(0u)); break;
    case 5: acc(in, 0x124u, ADD, 7u, 1u, 0u, 8u); break;
    case 6: acc(in, alias, ADD, 7u, 1u, 0u, 8u); break;
    case 7: acc(in, 0x123u, SUB, 7u, 1u, 0u, 6u); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// fill_lru: misses fill the buffer in rank order, a hit reorders it
////////////////////////////////////////////////////////////////////////////////

/* c0..c(E-1): E misses at partial PCs 0x200 + k (sources {k, 1, 0}, result k + 1) take entries
 * E-1, E-2, ..., 0 (each the rank E-1 entry; invalid entries are the oldest); after them the ranks
 * are 0..E-1 again, entry i holding 0x200 + E-1-i. cE: 0x200 again hits e(E-1) and reuses D = 1;
 * c(E+1): the new PC 0x200 + E misses and evicts the LRU entry, e(E-2) (PC 0x201); c(E+2): 0x201
 * misses and evicts the next LRU entry (e(E-3), or for E = 2, e1). */
#define FILL_CYCLES (WT_IRB_ENTRIES + 3u)
WT_SCEN_INPUT(uv_irb, fill_lru_in) {
  const uint32_t k = cyc < E ? cyc : cyc == E ? 0u : cyc == E + 1u ? E : 1u;
  acc(in, 0x200u + k, ADD, k, 1u, 0u, k + 1u);
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// inj_order: the injection after the access, tag flips, refused injections
////////////////////////////////////////////////////////////////////////////////

/* A = partial PC 0x150, B = 0x151 (B's PPC bit 0 flipped is A); `add` {1, 2, 3} -> 6.
 * c0 A misses into e(E-1); the same cycle's fault flips D bit 0 of what it wrote (6 -> 7);
 * c1 A hits e(E-1) with a parity error and rewrites it (D 6); the fault flips S0 bit 1 of the
 *    rewritten entry (1 -> 3);
 * c2 A: parity error again, rewrite (S0 1);
 * c3 A hits and reuses D = 6 from the start-of-cycle entry; the fault then flips S1 bit 0 (2 -> 3);
 * c4 A: parity error, rewrite;
 * c5 B misses into e(E-2);
 * c6 fault: PPC bit 0 of e(E-2) would make it (A, ADD), which e(E-1) holds: refused (inj_drop);
 * c7 fault: OPC bit 0 of e(E-2): it now holds (B, SUB) with a parity error (taken);
 * c8 B with ADD misses (e(E-2) answers SUB now) and takes the LRU entry;
 * c9 B with SUB {1, 2, 3} -> 4 hits e(E-2), parity error, rewrite;
 * c10 fault at position IRB_COVW (no such bit: refused), when the position fits inj_bit;
 * c11 fault: PPC bit 3 of e0 (invalid for E >= 4: a stale bit, taken);
 * c12 A hits e(E-1) and reuses D = 6 (E >= 4). */
#define A 0x150u
#define B 0x151u
WT_SCEN_INPUT(uv_irb, inj_order_in) {
  switch (cyc) {
    case 0:
      acc(in, A, ADD, 1u, 2u, 3u, 6u);
      inj(in, E - 1u, POS_D(0u));
      break;
    case 1:
      acc(in, A, ADD, 1u, 2u, 3u, 6u);
      inj(in, E - 1u, POS_S(0u, 1u));
      break;
    case 3:
      acc(in, A, ADD, 1u, 2u, 3u, 6u);
      inj(in, E - 1u, POS_S(1u, 0u));
      break;
    case 2:
    case 4:
    case 12: acc(in, A, ADD, 1u, 2u, 3u, 6u); break;
    case 5:
    case 8: acc(in, B, ADD, 1u, 2u, 3u, 6u); break;
    case 6: inj(in, E - 2u, POS_PPC(0u)); break;
    case 7: inj(in, E - 2u, POS_OPC(0u)); break;
    case 9: acc(in, B, SUB, 1u, 2u, 3u, 4u); break;
    case 10:
      if (WT_IRB_COVW < (UINT32_C(1) << WT_IRB_POSW)) {
        inj(in, 0u, WT_IRB_COVW);
      }
      break;
    case 11: inj(in, 0u, POS_PPC(3u)); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// zero_ones: the all-zero and all-ones entries
////////////////////////////////////////////////////////////////////////////////

/* c0 (PPC 0, OPC 0, {0, 0, 0}) -> 0 misses although every reset entry holds tag 0 (V = 0), and
 *    e(E-1) <- all zero, PAR 0;
 * c1 the same hits e(E-1) and reuses D = 0;
 * c2 everything all ones (PC, opcode, sources, result) misses into e(E-2); PAR is the parity of
 *    IRB_COVW ones: 0 for 146 (baseline) and 50 (toy);
 * c3 the same hits e(E-2) and reuses D = all ones;
 * c4 all ones with S2 = 0, result 0: mismatch, rewrite;
 * c5 fault at the last covered bit (D's MSB) of e(E-2);
 * c6 c4 again: parity error, rewrite. */
WT_SCEN_INPUT(uv_irb, zero_ones_in) {
  const uint32_t ones = 0xFFFFFFFFu;
  switch (cyc) {
    case 0:
    case 1: acc(in, 0u, 0u, 0u, 0u, 0u, 0u); break;
    case 2:
    case 3:
      acc(in, ones, ones, ones, ones, ones, ones);
      in->pc = WT_MASK32(WT_PCW);
      break;
    case 4:
    case 6:
      acc(in, ones, ones, ones, ones, 0u, 0u);
      in->pc = WT_MASK32(WT_PCW);
      break;
    case 5: inj(in, E - 2u, WT_IRB_COVW - 1u); break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
#if WT_IRB_ENTRIES == 8
    {"irb1",
     "SPEC 5.4 IRB-1 (8 entries): miss into e7 with PAR 1, reuse, mismatch, a flipped D bit caught by "
     "parity, victims e6 and e5, the alias PPC 0x123 reuses",
     8u, irb1_in},
#elif WT_IRB_ENTRIES == 4
    {"irb1_e4",
     "SPEC 5.4 IRB-1 on 4 entries: the same accesses; victims e3, e2, e1, the ranks worked out in "
     "tb/unit/test_uv_irb.c",
     8u, irb1_in},
#else
    {"irb1_sized",
     "SPEC 5.4 IRB-1's accesses on another IRB size: the first miss takes e(E-1), the fault flips its D bit 0",
     8u, irb1_in},
#endif
    {"fill_lru",
     "SPEC 5.4 LRU: misses take the entries in rank order E-1 .. 0 (invalid first), a hit moves its entry "
     "to rank 0, the next misses evict the LRU entries",
     FILL_CYCLES, fill_lru_in},
    {"inj_order",
     "uv_irb.h phase 2: a fault lands after the cycle's access (on what it wrote; a same-cycle reuse reads "
     "the old bits); a tag flip duplicating a valid tag or past the covered bits is refused",
     13u, inj_order_in},
    {"zero_ones",
     "SPEC 5.4 field limits: the all-zero entry (reset tags do not hit: V = 0) and the all-ones entry "
     "(PAR 0), a fault at the last covered bit",
     7u, zero_ones_in},
};

const wt_scenarios_t uv_irb_scenarios = {scen, sizeof scen / sizeof scen[0]};
