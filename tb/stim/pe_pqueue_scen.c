/* tb/stim/pe_pqueue_scen.c: directed scenarios of pe_pqueue (SPEC 3.6, 3.9 PM-1, PM-4, PM-5,
 * PM-7).
 *
 * Each scenario starts from the reset state (the runner resets before cycle 0) and is a pure
 * function of the cycle number and the configuration. The expected values are SPEC's and live in
 * tb/unit/test_pe_pqueue.c. Every value is masked to its port width, so each scenario is legal in
 * every pe configuration; the numbers in the comments are the baseline's (48 warps, 6-bit
 * registers, 7-bit PHY, 8 entries, 10-bit offsets, 32-bit PCs). PM-4's PCs are BASE + HALF,
 * BASE + HALF - 8 and BASE - HALF with HALF = 2^(PQOFFW-1) (512 at the baseline: SPEC's 0x1200,
 * 0x11F8, 0x0E00), and PM-5 inserts PQ + 1 instructions (9 at the baseline), so both follow the
 * configuration.
 */
#include <stddef.h>

#include "pe_pqueue.h"
#include "wt_stim.h"

#define HALF (UINT32_C(1) << (WT_PQOFFW - 1))
#define PCM(x) ((uint32_t)(x)&WT_MASK32(WT_PCW))

/* Warp ids of the scenarios (every pe configuration has at least 4 warps... or 1: wrap). */
#define WID(w) ((uint32_t)(w) % WT_WARPS)

static void ent(pe_pqueue_in_t *in, uint32_t w, uint32_t base) {
  in->ent_v = true;
  in->ent_wid = WID(w);
  in->ent_base = PCM(base);
}

static void ins(pe_pqueue_in_t *in, uint32_t w, uint32_t pc, uint32_t dst, uint32_t src0, uint32_t src1,
                uint32_t phy) {
  in->ins_wid = WID(w);
  in->ins_pc = PCM(pc);
  in->ins_v = true;
  in->ins_dst = dst & WT_MASK32(WT_AREGW);
  in->ins_src0 = src0 & WT_MASK32(WT_AREGW);
  in->ins_src1 = src1 & WT_MASK32(WT_AREGW);
  in->ins_phy = phy & WT_MASK32(WT_PHYW);
}

static void wb0(pe_pqueue_in_t *in, uint32_t w, uint32_t qidx, uint32_t phy) {
  in->pwb0_v = true;
  in->pwb0_wid = WID(w);
  in->pwb0_qidx = qidx & WT_MASK32(WT_PQIW);
  in->pwb0_phy = phy & WT_MASK32(WT_PHYW);
}

static void wb1(pe_pqueue_in_t *in, uint32_t w, uint32_t qidx, uint32_t phy) {
  in->pwb1_v = true;
  in->pwb1_wid = WID(w);
  in->pwb1_qidx = qidx & WT_MASK32(WT_PQIW);
  in->pwb1_phy = phy & WT_MASK32(WT_PHYW);
}

static void hm(pe_pqueue_in_t *in, uint32_t w, uint32_t pc, bool pop) {
  in->hm_wid = WID(w);
  in->hm_pc = PCM(pc);
  in->pop_v = pop;
  in->pop_wid = WID(w);
}

////////////////////////////////////////////////////////////////////////////////
// pm1: SPEC 3.9 PM-1 (D1 Fig 5) as the P-queue sees it
////////////////////////////////////////////////////////////////////////////////

/* Warp 0. c0 event 3: reset(BASE = 0x90). c1 event 6: insert(0x98, sub r1 <- r2, r5, phy 1):
 * E0 = 0x1020108502; c2 event 7: wb(0, 1): 0x1020108503. c3 event 8: insert(0xA0, set.lt r4 <-
 * r1, r2, phy 0): E1 = 0x1040404200; c4 event 9: wb(1, 0): 0x1040404201. c5 event 12: insert(0x88,
 * add r2 <- r2, none, phy 2): E2 = 0x1FE020BF04; c6 event 13: wb(2, 2): 0x1FE020BF05; TAIL = 3.
 * N-mode fetches, events 16-21: c7 0x90 no match; c8 0x98 match, RDY, pop (HEAD 1); c9 0xA0
 * match, pop (HEAD 2); c10 0xA8 no; c11 0x80 no; c12 0x88 match, pop: HEAD = TAIL = 3, every V 0.
 * c13 idle. */
WT_SCEN_INPUT(pe_pqueue, pm1_in) {
  switch (cyc) {
    case 0: ent(in, 0, 0x90); break;
    case 1: ins(in, 0, 0x98, 1, 2, 5, 1); break;
    case 2: wb0(in, 0, 0, 1); break;
    case 3: ins(in, 0, 0xA0, 4, 1, 2, 0); break;
    case 4: wb1(in, 0, 1, 0); break;
    case 5: ins(in, 0, 0x88, 2, 2, WT_NAREG, 2); break;
    case 6: wb0(in, 0, 2, 2); break;
    case 7: hm(in, 0, 0x90, false); break;
    case 8: hm(in, 0, 0x98, true); break;
    case 9: hm(in, 0, 0xA0, true); break;
    case 10: hm(in, 0, 0xA8, false); break;
    case 11: hm(in, 0, 0x80, false); break;
    case 12: hm(in, 0, 0x88, true); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pm4: SPEC 3.9 PM-4, the offset range
////////////////////////////////////////////////////////////////////////////////

/* Warp 1. c0 reset(BASE = 0x1000). c1 insert at BASE + HALF (0x1200, +512): can_ins = 0, ignored.
 * c2 at BASE + HALF - 8 (0x11F8, +504): taken, E0 (OFF 0x1F8). c3 at BASE - HALF (0x0E00, -512):
 * taken, E1 (OFF 0x200). c4 at BASE - HALF - 8 (0x0DF8, -520): refused. c5 head match 0x11F8,
 * pop; c6 head match 0x0E00 (BASE + sext(0x200) = 0x1000 - 512), pop. c7 BASE at the top of the PC
 * space (0xFFFFFFF8 at 32 bits): an insert at BASE + 16 wraps (0x8 in PCW bits) and is out of
 * range (the exact difference is -(2^PCW - 16)), an insert at BASE - 8 is taken; c8 head match
 * at BASE - 8. */
#define PM4_B 0x1000u
#define PM4_TOP (WT_MASK32(WT_PCW) - 7u)
WT_SCEN_INPUT(pe_pqueue, pm4_in) {
  switch (cyc) {
    case 0: ent(in, 1, PM4_B); break;
    case 1: ins(in, 1, PM4_B + HALF, 3, 1, 2, 3); break;
    case 2: ins(in, 1, PM4_B + HALF - 8u, 3, 1, 2, 4); break;
    case 3: ins(in, 1, PM4_B - HALF, 5, 3, WT_NAREG, 5); break;
    case 4: ins(in, 1, PM4_B - HALF - 8u, 6, 0, 0, 6); break;
    case 5: hm(in, 1, PM4_B + HALF - 8u, true); break;
    case 6: hm(in, 1, PM4_B - HALF, true); break;
    case 7: ent(in, 1, PM4_TOP); break;
    case 8: ins(in, 1, PM4_TOP + 16u, 1, 1, 1, 1); break;
    case 9: ins(in, 1, PM4_TOP - 8u, 2, 2, 2, 2); break;
    case 10: hm(in, 1, PM4_TOP - 8u, true); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pm5: SPEC 3.9 PM-5, the full queue (parametric in PQ)
////////////////////////////////////////////////////////////////////////////////

/* Warp 2. c0 reset(BASE = 0x2000). c1..c(PQ+1): PQ + 1 independent ALU instructions at
 * BASE + STEP5 * i (STEP5 = 8 when PQ + 1 of them fit the offset range, else 1), dst i, phy i:
 * the first PQ are taken (qidx 0..PQ-1), the (PQ+1)th is refused (can_ins = 0: TAIL = PQ).
 * c(PQ+2): writebacks of entries 0 and PQ-1. Then PQ head matches with pops at the entries' PCs
 * drain the queue (HEAD = TAIL = PQ), a pop of the empty queue is ignored, and a last insert is
 * still refused (TAIL = PQ until the next reset: the queue is not circular). */
#define STEP5 ((8u * WT_PQ < HALF) ? 8u : 1u)
#define PM5_B 0x2000u
#define PM5_CYCLES (2u * WT_PQ + 5u)
WT_SCEN_INPUT(pe_pqueue, pm5_in) {
  if (cyc == 0u) {
    ent(in, 2, PM5_B);
  } else if (cyc <= WT_PQ + 1u) {
    const uint32_t i = cyc - 1u;
    ins(in, 2, PM5_B + STEP5 * i, i, WT_NAREG, WT_NAREG, i);
  } else if (cyc == WT_PQ + 2u) {
    wb0(in, 2, 0, 0);
    wb1(in, 2, WT_PQ - 1u, WT_PQ - 1u);
  } else if (cyc <= 2u * WT_PQ + 2u) {
    const uint32_t i = cyc - (WT_PQ + 3u);
    hm(in, 2, PM5_B + STEP5 * i, true);
  } else if (cyc == 2u * WT_PQ + 3u) {
    hm(in, 2, PM5_B, true); /* empty: no match, the pop is ignored */
  } else {
    ins(in, 2, PM5_B, 1, 1, 1, 1); /* drained but TAIL = PQ: still refused */
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pm7: SPEC 3.9 PM-7, discard and zombie
////////////////////////////////////////////////////////////////////////////////

/* Warp 3. c0 reset(BASE = 0x400). c1 insert(0x408, r5, phy 7): E0; c2 insert(0x410, r6, phy 9):
 * E1; c3 wb(1, 9): E1.RDY = 1. c4 a new P-mode entry, reset(BASE = 0x500): E0 (RDY 0) puts 7 in
 * zmb_mask, E1 (RDY 1) puts 9 in rel_mask; every V = 0, HEAD = TAIL = 0. c5 insert(0x508, r5, phy
 * 11): the new episode's E0. c6 the late writeback of the old E0 (qidx 0, phy 7): PHY differs, RDY
 * stays 0. c7 wb(0, 11): RDY = 1. c8 head match 0x508, RDY, pop. c9 insert(0x510, r6, phy 12): E1.
 * c10 writeback port 0 (1, 12) and a stale port 1 (0, 11: V = 0 since the pop) in the step of a
 * warp exit: the writeback comes first, so 12 goes to rel_mask; V = 0, HEAD = 1, TAIL = 2 stay.
 * c11 head match 0x510: no match (V = 0). c12 insert(0x518, phy 13) goes to E2 (TAIL is kept). */
WT_SCEN_INPUT(pe_pqueue, pm7_in) {
  switch (cyc) {
    case 0: ent(in, 3, 0x400); break;
    case 1: ins(in, 3, 0x408, 5, 1, 2, 7); break;
    case 2: ins(in, 3, 0x410, 6, 5, WT_NAREG, 9); break;
    case 3: wb0(in, 3, 1, 9); break;
    case 4: ent(in, 3, 0x500); break;
    case 5: ins(in, 3, 0x508, 5, 1, 2, 11); break;
    case 6: wb1(in, 3, 0, 7); break;
    case 7: wb0(in, 3, 0, 11); break;
    case 8: hm(in, 3, 0x508, true); break;
    case 9: ins(in, 3, 0x510, 6, 5, WT_NAREG, 12); break;
    case 10:
      wb0(in, 3, 1, 12);
      wb1(in, 3, 0, 11);
      in->dis_v = true;
      in->dis_wid = WID(3);
      break;
    case 11: hm(in, 3, 0x510, true); break;
    case 12: ins(in, 3, 0x518, 7, 7, 7, 13); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// same_step: every phase in one step, and two warps at once
////////////////////////////////////////////////////////////////////////////////

/* c0 reset warp 0 (BASE 0x100) and warp 1 (BASE 0x200) over two steps: c0 warp 0 with an insert
 * into warp 1 (still BASE 0: 0x8 in range, E0 of warp 1). c1 reset(warp 1, 0x200) and, in the
 * same step, an insert into warp 1 at 0x208 (phase 3 sees the reset: qidx 0, OFF +8) and a head
 * match of warp 1 at 0x208 with a pop (phase 4 sees the insert: match, RDY 0); the old E0 (phy 3,
 * RDY 0) goes to zmb_mask. c2 insert warp 0 at 0x108 (phy 4) with a writeback of it in the same
 * step (phase 1 comes first: no entry yet, RDY stays 0). c3 both writeback ports at warp 0's E0
 * (phy 4): RDY. c4 P-mode entry of warp 0 and exit of warp 0 in one step (discarded once: 4 in
 * rel_mask; reset applies), with an insert into warp 0 at 0x100 + HALF - 1 (in range at the new
 * BASE 0x100: taken). c5 exit of warp 1 and entry of warp 0 at once. */
WT_SCEN_INPUT(pe_pqueue, same_step_in) {
  switch (cyc) {
    case 0:
      ent(in, 0, 0x100);
      ins(in, 1, 0x8, 1, 2, 3, 3);
      break;
    case 1:
      ent(in, 1, 0x200);
      ins(in, 1, 0x208, 2, 3, 4, 5);
      hm(in, 1, 0x208, true);
      break;
    case 2:
      ins(in, 0, 0x108, 4, 4, 4, 4);
      wb0(in, 0, 0, 4);
      break;
    case 3:
      wb0(in, 0, 0, 4);
      wb1(in, 0, 0, 4);
      break;
    case 4:
      ent(in, 0, 0x100);
      in->dis_v = true;
      in->dis_wid = WID(0);
      ins(in, 0, 0x100 + HALF - 1u, 1, 1, 1, 6);
      break;
    case 5:
      ent(in, 0, 0x300);
      in->dis_v = true;
      in->dis_wid = WID(1);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// ignored: illegal operations leave the state unchanged
////////////////////////////////////////////////////////////////////////////////

/* Every port with the all-ones warp id (no warp at the baseline's 48 warps, the last warp where
 * WARPS is a power of two), a pop and a head match of an empty queue, a writeback of an empty
 * entry, an insert out of range with TAIL < PQ. */
WT_SCEN_INPUT(pe_pqueue, ignored_in) {
  const uint32_t ones = WT_MASK32(WT_PE_WIDW);
  switch (cyc) {
    case 0: ent(in, 0, 0x40); break;
    case 1:
      in->ent_v = true;
      in->ent_wid = ones;
      in->ent_base = 0x1234u & WT_MASK32(WT_PCW);
      break;
    case 2:
      in->pwb0_v = true;
      in->pwb0_wid = ones;
      in->pwb1_v = true; /* warp 0 entry 0: V = 0 */
      in->ins_wid = ones;
      in->ins_pc = 0x1234u & WT_MASK32(WT_PCW);
      in->ins_v = true;
      in->hm_wid = ones;
      in->pop_v = true;
      in->pop_wid = ones;
      break;
    case 3:
      hm(in, 0, 0x40, true);                    /* empty queue */
      ins(in, 0, 0x40 + 2u * HALF, 1, 1, 1, 1); /* out of range */
      break;
    case 4:
      in->dis_v = true;
      in->dis_wid = ones;
      break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"pm1",
     "SPEC 3.9 PM-1 (D1 Fig 5) as the P-queue sees it: reset(0x90), inserts 0x98/0xA0/0x88 = "
     "0x1020108502/0x1040404200/0x1FE020BF04 and their writebacks, head matches of events 16-21",
     14u, pm1_in},
    {"pm4",
     "SPEC 3.9 PM-4: BASE 0x1000, +512 refused, +504 and -512 taken (signed OFF), head matches "
     "through sext(OFF); BASE at the top of the PC space (exact difference, no wrap)",
     12u, pm4_in},
    {"pm5",
     "SPEC 3.9 PM-5 parametric in PQ: PQ + 1 independent inserts, the last refused (TAIL = PQ), "
     "then the queue drained by head matches and pops",
     PM5_CYCLES, pm5_in},
    {"pm7",
     "SPEC 3.9 PM-7: a new episode discards RDY = 0 entries to zmb_mask and RDY = 1 ones to "
     "rel_mask; a late writeback with the old PHY does not set RDY; writeback before exit",
     14u, pm7_in},
    {"same_step",
     "pe_pqueue.h in-cycle order: reset then insert then head match in one step, writeback "
     "before insert, entry and exit of one warp in one step, two warps at once",
     7u, same_step_in},
    {"ignored",
     "pe_pqueue.h: warp ids >= WARPS, pops and matches of an empty queue, stale writebacks and "
     "out-of-range inserts are ignored",
     6u, ignored_in},
};

const wt_scenarios_t pe_pqueue_scenarios = {scen, sizeof scen / sizeof scen[0]};
