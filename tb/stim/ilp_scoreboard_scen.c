/* tb/stim/ilp_scoreboard_scen.c: directed scenarios of ilp_scoreboard (SPEC 4.1 SB-1 .. SB-6).
 *
 * Each scenario starts from the reset state and is a function of the cycle number and the
 * configuration. The scoreboard is driven as the SM would drive it: one warp presents the
 * instruction the test issues (`iv`), with `is_en` = 1 and `is_prio` = 0; writebacks name
 * entries the test knows from SPEC's walk-through. Physical tags P1, P2, ... are 1, 2, ...;
 * FULL is every lane (0xFFFFFFFF at NL 32), LOW the low half (0x0000FFFF), HIGH the high half
 * (0xFFFF0000); thread t's written value is a per-scenario base + t (masked to DW). The expected
 * values are SPEC's and live in tb/unit/test_ilp_scoreboard.c.
 *
 * Every scenario is legal in every ilp configuration (at least 4 entries, 4 warps): SB-5 fills
 * all E entries from warps 0..2 whatever E is.
 */
#include <stddef.h>

#include "ilp_scoreboard.h"
#include "wt_stim.h"

typedef ilp_scoreboard_in_t in_t;

#define FULL WT_MASK32(WT_NL)
#define LOW (FULL & WT_MASK32(WT_NL / 2u))
#define HIGH (FULL & ~LOW)
#define LOW8 (FULL & WT_MASK32(WT_NL / 4u))
#define LOW_HI8 (LOW & ~LOW8)

/* Warp w presents instruction {cls, dst (or none: dv = 0), src0 (or none), mask}. */
static void insn(in_t *in, uint32_t w, uint32_t cls, bool dv, uint32_t dst, bool sv, uint32_t src,
                 uint32_t mask) {
  in->iv[w] = true;
  in->icls[w] = cls;
  in->idv[w] = dv;
  in->idst[w] = dv ? dst : 0u;
  in->isv[w] = sv ? 1u : 0u;
  in->isrc0[w] = sv ? src : 0u;
  in->imask[w] = mask;
  in->is_en = true;
}

/* A tracked writeback of entry e, threads `mask`, values base + t. */
static void wb(in_t *in, uint32_t e, uint32_t mask, uint32_t base) {
  in->wb_v = true;
  in->wb_e = e;
  in->wb_mask = mask;
  for (unsigned t = 0; t < WT_NL; t++) {
    in->wb_data[t] = (mask >> t) & 1u ? (base + t) & WT_MASK32(WT_SB_DW) : 0u;
  }
}

////////////////////////////////////////////////////////////////////////////////
// sb1: D0's example (SPEC 4.1 SB-1)
////////////////////////////////////////////////////////////////////////////////

/* Warp 0: c0 A: load P1 (-> e0); c1 B: add P2 (-> e1); c2 B writes back all threads (0x100 + t);
 * c3 C: load P3, P2 (hits e1, complete: issues, -> e2); c4 D: add P4, P1 (hits e0: not ready);
 * c5 (t0) A's low half (0x200 + t), D still not ready; c6 (t1) A's high half: e0 completes,
 * commits, D issues into e0; c7 (t2) e1 commits; c8 D's writeback (0x300 + t), e2 is the head and
 * incomplete; c9 C's writeback (0x400 + t): e2 commits; c10 e0 (D) commits. */
WT_SCEN_INPUT(ilp_scoreboard, sb1_in) {
  switch (cyc) {
    case 0: insn(in, 0, ILP_CLS_LOAD, true, 1, false, 0, FULL); break;
    case 1: insn(in, 0, ILP_CLS_ALU, true, 2, false, 0, FULL); break;
    case 2: wb(in, 1, FULL, 0x100); break;
    case 3: insn(in, 0, ILP_CLS_LOAD, true, 3, true, 2, FULL); break;
    case 4: insn(in, 0, ILP_CLS_ALU, true, 4, true, 1, FULL); break;
    case 5:
      wb(in, 0, LOW, 0x200);
      insn(in, 0, ILP_CLS_ALU, true, 4, true, 1, FULL);
      break;
    case 6:
      wb(in, 0, HIGH, 0x200);
      insn(in, 0, ILP_CLS_ALU, true, 4, true, 1, FULL);
      break;
    case 8: wb(in, 0, FULL, 0x300); break;
    case 9: wb(in, 2, FULL, 0x400); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// sb2: NM (SPEC 4.1 SB-2)
////////////////////////////////////////////////////////////////////////////////

/* Warp 0: c0 A: load P1 FULL (-> e0); c1 B: add P1 FULL (WAW superset: issues -> e1, NM[e0] = 0);
 * c2 B writes back (0x500 + t); c3 C: add -, P1 hits only e1 (complete): ready, forwards e1's
 * data, no entry; c4 A writes back (0x600 + t): e0 commits; c5 e1 commits; c6 idle. */
WT_SCEN_INPUT(ilp_scoreboard, sb2_in) {
  switch (cyc) {
    case 0: insn(in, 0, ILP_CLS_LOAD, true, 1, false, 0, FULL); break;
    case 1: insn(in, 0, ILP_CLS_ALU, true, 1, false, 0, FULL); break;
    case 2: wb(in, 1, FULL, 0x500); break;
    case 3: insn(in, 0, ILP_CLS_ALU, false, 0, true, 1, FULL); break;
    case 4: wb(in, 0, FULL, 0x600); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// sb3: WAW subset (SPEC 4.1 SB-3)
////////////////////////////////////////////////////////////////////////////////

/* Warp 0: c0 A: load P1 FULL (-> e0); c1 B: add P1 under LOW: FULL & ~LOW != 0, not ready; c2 A
 * writes back: e0 commits, B (no hit now) issues into e0; c3 B writes back LOW: commits.
 * Reverse, warp 1: c4 A': load P5 under LOW (-> e0); c5 B': add P5 FULL: LOW & ~FULL = 0, issues
 * (-> e1, NM[e0] = 0); c6 A' writes back LOW: commits; c7 B' writes back: commits; c8 idle. */
WT_SCEN_INPUT(ilp_scoreboard, sb3_in) {
  switch (cyc) {
    case 0: insn(in, 0, ILP_CLS_LOAD, true, 1, false, 0, FULL); break;
    case 1: insn(in, 0, ILP_CLS_ALU, true, 1, false, 0, LOW); break;
    case 2:
      wb(in, 0, FULL, 0x700);
      insn(in, 0, ILP_CLS_ALU, true, 1, false, 0, LOW);
      break;
    case 3: wb(in, 0, LOW, 0x800); break;
    case 4: insn(in, 1, ILP_CLS_LOAD, true, 5, false, 0, LOW); break;
    case 5: insn(in, 1, ILP_CLS_ALU, true, 5, false, 0, FULL); break;
    case 6: wb(in, 0, LOW, 0x900); break;
    case 7: wb(in, 1, FULL, 0xA00); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// sb4: completion is ACTIVE XNOR STATUS (SPEC 4.1 SB-4)
////////////////////////////////////////////////////////////////////////////////

/* Warp 0: c0 load P1 FULL (-> e0, the head that holds the others back); c1 add P2 under LOW (->
 * e1); c2 add P3 under LOW (-> e2); c3 add P4 under mask 0 (-> e3: COMP = 1 at once); c4 e1
 * writes back LOW: COMP[e1] = 1; c5 e2 writes back 0x000000FF: COMP[e2] = 0; c6 e0 writes back:
 * commits; c7 e1 commits; c8 e2 writes back 0x0000FF00: completes and commits; c9 e3 commits (an
 * empty mask); c10 idle. */
WT_SCEN_INPUT(ilp_scoreboard, sb4_in) {
  switch (cyc) {
    case 0: insn(in, 0, ILP_CLS_LOAD, true, 1, false, 0, FULL); break;
    case 1: insn(in, 0, ILP_CLS_ALU, true, 2, false, 0, LOW); break;
    case 2: insn(in, 0, ILP_CLS_ALU, true, 3, false, 0, LOW); break;
    case 3: insn(in, 0, ILP_CLS_ALU, true, 4, false, 0, 0u); break;
    case 4: wb(in, 1, LOW, 0xB00); break;
    case 5: wb(in, 2, LOW8, 0xC00); break;
    case 6: wb(in, 0, FULL, 0xD00); break;
    case 8: wb(in, 2, LOW_HI8, 0xE00); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// sb5: structural hazard, untracked issue (SPEC 4.1 SB-5)
////////////////////////////////////////////////////////////////////////////////

/* c0 .. c(E-1): warp c mod 3 issues add P(16 + c) FULL into entry c: warps 0..2 hold all E
 * entries. cE: warp 3 (INBOARD = 0) presents add P40: untracked issue, RDY_OVR[3] = 1; warp 0
 * presents add P41 in the same cycle: full and on board, not ready. cE+1: entry 0 (warp 0's head)
 * writes back and commits, one entry is free; warp 3 presents add P42: not ready (RDY_OVR).
 * cE+2: warp 3's untracked writeback (uwb) ends the override; add P42 issues, tracked, into
 * entry 0. cE+3 idle. */
#define SB5_CYCLES (WT_SB_ENTRIES + 4u)
WT_SCEN_INPUT(ilp_scoreboard, sb5_in) {
  const unsigned e = WT_SB_ENTRIES;
  if (cyc < e) {
    insn(in, cyc % 3u, ILP_CLS_ALU, true, 16u + cyc, false, 0, FULL);
  } else if (cyc == e) {
    insn(in, 3, ILP_CLS_ALU, true, 40, false, 0, FULL);
    insn(in, 0, ILP_CLS_ALU, true, 41, false, 0, FULL);
  } else if (cyc == e + 1u) {
    wb(in, 0, FULL, 0xF00);
    insn(in, 3, ILP_CLS_ALU, true, 42, false, 0, FULL);
  } else if (cyc == e + 2u) {
    in->uwb_v = true;
    in->uwb_w = 3;
    insn(in, 3, ILP_CLS_ALU, true, 42, false, 0, FULL);
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// sb6: store ordering (SPEC 4.1 SB-6)
////////////////////////////////////////////////////////////////////////////////

/* Warp 0: c0 add P1 (-> e0); c1 add P2 (-> e1); c2 store (source P7) presented: 2 outstanding,
 * not ready; c3 e0 writes back and commits, the store still not ready; c4 e1 writes back and
 * commits (INBOARD = 0): the store issues into e0, NM = 0, INSTORE = 1; c5 load P3: not ready
 * (INSTORE); c6 add P4: ready (-> e1); c7 the store's writeback (its completion): it commits
 * (a store), INSTORE = 0, and the load P3 issues (-> e0); c8 idle. */
WT_SCEN_INPUT(ilp_scoreboard, sb6_in) {
  switch (cyc) {
    case 0: insn(in, 0, ILP_CLS_ALU, true, 1, false, 0, FULL); break;
    case 1: insn(in, 0, ILP_CLS_ALU, true, 2, false, 0, FULL); break;
    case 2: insn(in, 0, ILP_CLS_STORE, false, 0, true, 7, FULL); break;
    case 3:
      wb(in, 0, FULL, 0x1000);
      insn(in, 0, ILP_CLS_STORE, false, 0, true, 7, FULL);
      break;
    case 4:
      wb(in, 1, FULL, 0x1100);
      insn(in, 0, ILP_CLS_STORE, false, 0, true, 7, FULL);
      break;
    case 5: insn(in, 0, ILP_CLS_LOAD, true, 3, false, 0, FULL); break;
    case 6: insn(in, 0, ILP_CLS_ALU, true, 4, false, 0, FULL); break;
    case 7:
      wb(in, 0, FULL, 0x1200);
      insn(in, 0, ILP_CLS_LOAD, true, 3, false, 0, FULL);
      break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"sb1",
     "SPEC 4.1 SB-1 (D0 §4.4.2 example): A load P1, B add P2, C load P3,P2 (forwarded from e1), "
     "D add P4,P1 stalls until A's two halves complete; one commit per cycle; D reuses e0",
     11u, sb1_in},
    {"sb2",
     "SPEC 4.1 SB-2: a second definition of P1 clears the older entry's NM; a reader of P1 hits "
     "only the younger entry",
     7u, sb2_in},
    {"sb3",
     "SPEC 4.1 SB-3: WAW under a subset mask stalls until the older definition commits; under a "
     "superset it issues",
     9u, sb3_in},
    {"sb4",
     "SPEC 4.1 SB-4: COMP = ACTIVE XNOR STATUS: LOW/LOW complete, LOW/0x000000FF not, ACTIVE 0 "
     "complete at allocation",
     11u, sb4_in},
    {"sb5",
     "SPEC 4.1 SB-5: warps 0..2 hold every entry; warp 3 (INBOARD 0) issues untracked and stays "
     "not ready (RDY_OVR) until its writeback",
     SB5_CYCLES, sb5_in},
    {"sb6",
     "SPEC 4.1 SB-6: a store waits until its warp has no entry, blocks the warp's loads (INSTORE) "
     "but not its ALU instructions, and clears INSTORE at its commit",
     9u, sb6_in},
};

const wt_scenarios_t ilp_scoreboard_scenarios = {scen, sizeof scen / sizeof scen[0]};
