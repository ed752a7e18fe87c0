/* tb/stim/dwf_warp_pool_scen.c: directed scenarios of dwf_warp_pool (SPEC 1.5, 1.12 DWF-1).
 *
 * Each scenario starts from the reset state (the runner resets before cycle 0) and is a pure
 * function of the cycle number and the configuration; the expected values live in
 * tb/unit/test_dwf_warp_pool.c. Every value is truncated to its port width and every index is
 * formed modulo POOL, so the inputs are legal in any configuration; the spec's literal values
 * (DWF-1: 4 lanes, 8 entries, TIDs up to 11) need NL >= 4, POOL >= 8 and THREADS >= 12, which the
 * unit tests require before checking them. The pool does not check home lanes (SPEC 1.1), so with
 * NL > 4 the DWF-1 warps simply occupy lanes 0..3. TID slots outside a port's REQ carry the
 * sentinel, as the WUR does (SPEC 1.2), except where a test says otherwise.
 */
#include <stddef.h>

#include "dwf_warp_pool.h"
#include "wt_stim.h"

#define NONE DWF_WARP_POOL_TID_NONE
#define ALL WT_MASK32(WT_NL)
/* Even and odd lanes. */
#define EVEN (UINT32_C(0x55555555) & ALL)
#define ODD (UINT32_C(0xaaaaaaaa) & ALL)

static uint32_t ix(uint32_t i) { return i % WT_POOL; }
/* NEXT value {V = 1, idx}. */
static uint32_t nx(uint32_t i) { return (UINT32_C(1) << WT_IDXW) | ix(i); }
static uint32_t pcv(uint32_t pc) { return wt_trunc32(pc, WT_PCW); }
/* TID of generation g in lane l (distinct per (g, l) while g*NL + l < THREADS). */
static uint32_t tg(uint32_t g, uint32_t l) { return wt_trunc32(g * WT_NL + l, WT_TIDW); }

/* Write port k (0 = WUR0, 1 = WUR1): every lane's TID is the sentinel until set with tid(). */
static void port(dwf_warp_pool_in_t *in, unsigned k, bool new_warp, uint32_t pc, uint32_t req, uint32_t cnf,
                 uint32_t iold, uint32_t inew) {
  bool *we = k ? &in->w1 : &in->w0;
  bool *nw = k ? &in->w1_new : &in->w0_new;
  uint32_t *tid = k ? in->w1_tid : in->w0_tid;
  *we = true;
  *nw = new_warp;
  *(k ? &in->w1_pc : &in->w0_pc) = pcv(pc);
  *(k ? &in->w1_req : &in->w0_req) = req & ALL;
  *(k ? &in->w1_cnf : &in->w0_cnf) = cnf & ALL;
  *(k ? &in->w1_iold : &in->w0_iold) = ix(iold);
  *(k ? &in->w1_inew : &in->w0_inew) = ix(inew);
  for (uint32_t l = 0; l < WT_NL; l++) {
    tid[l] = NONE;
  }
}

/* Lane l of port k carries `t` (ignored for lanes >= NL). */
static void tid(dwf_warp_pool_in_t *in, unsigned k, uint32_t l, uint32_t t) {
  if (l < WT_NL) {
    (k ? in->w1_tid : in->w0_tid)[l] = wt_trunc32(t, WT_TIDW);
  }
}

/* Lanes of `req` on port k carry generation g. */
static void tids_gen(dwf_warp_pool_in_t *in, unsigned k, uint32_t req, uint32_t g) {
  for (uint32_t l = 0; l < WT_NL; l++) {
    if ((req >> l) & 1u) {
      tid(in, k, l, tg(g, l));
    }
  }
}

static void set_link(dwf_warp_pool_in_t *in, unsigned k, uint32_t idx, uint32_t next) {
  *(k ? &in->l1 : &in->l0) = true;
  *(k ? &in->l1_idx : &in->l0_idx) = ix(idx);
  *(k ? &in->l1_next : &in->l0_next) = wt_trunc32(next, WT_WPW);
}

static void issue(dwf_warp_pool_in_t *in, bool clear, uint32_t idx) {
  in->iss = clear;
  in->iss_idx = ix(idx);
}

////////////////////////////////////////////////////////////////////////////////
// dwf1_pool: the warp-pool ports of DWF-1 (SPEC 1.12), cycles c1..c7
////////////////////////////////////////////////////////////////////////////////

/* PCs of DWF-1. */
#define PC_B 2u
#define PC_C 3u
#define PC_D 4u
#define PC_F 6u

/* Worked by hand from the DWF-1 table (SPEC 1.12); the parent's decisions (SPEC 1.5 Fig 4.4(b),
 * 1.6 INSERT/LINK) per cycle. Unused index inputs carry what the scheduler would drive: the
 * LUT's IDX 0 on a miss (iold) and the allocator's head on a merge (inew).
 *   c1  -                  WUR0 B 0x7 miss -> new 0: pool0 {B,[0,1,2,-]}
 *                          WUR1 F 0x8 miss -> new 1: pool1 {F,[-,-,-,3]}
 *   c2  issue+clear 0      WUR0 B 0xC miss -> new 2: pool2 {B,[-,-,6,7]} (ME's list was emptied
 *                          by the issue: no link)
 *                          WUR1 F 0x3 hit OCC 0x8, CNF 0 -> merge into 1 (inew = head 3)
 *   c3  issue+clear 2      WUR0 C 0x1 miss -> new 3; WUR1 D 0x6 miss -> new 4
 *   c4  issue+clear 1      WUR0 C 0x4 hit OCC 0x1 -> merge into 3; WUR1 D 0x8 hit OCC 0x6 ->
 *                          merge into 4 (inew = head 5 for both)
 *   c5  issue+clear 4      WUR0 C 0x9 hit OCC 0x5, CNF 0x1 -> new 5: lane 0 (tid 8) to 5, lane 3
 *                          (tid 11) to 3; link 0: INSERT(C, 2, 5), WID 5 != WPT 3 ->
 *                          pool3.NEXT <- {1,5}
 *   c6  issue+clear 3      -
 *   c7  issue+clear 5      - */
WT_SCEN_INPUT(dwf_warp_pool, dwf1_pool_in) {
  switch (cyc) {
    case 0: /* c1 */
      issue(in, false, 0u);
      port(in, 0, true, PC_B, 0x7u, 0x7u, 0u, 0u);
      tid(in, 0, 0, 0u);
      tid(in, 0, 1, 1u);
      tid(in, 0, 2, 2u);
      port(in, 1, true, PC_F, 0x8u, 0x8u, 0u, 1u);
      tid(in, 1, 3, 3u);
      break;
    case 1: /* c2 */
      issue(in, true, 0u);
      port(in, 0, true, PC_B, 0xCu, 0xCu, 0u, 2u);
      tid(in, 0, 2, 6u);
      tid(in, 0, 3, 7u);
      port(in, 1, false, PC_F, 0x3u, 0x0u, 1u, 3u);
      tid(in, 1, 0, 4u);
      tid(in, 1, 1, 5u);
      break;
    case 2: /* c3 */
      issue(in, true, 2u);
      port(in, 0, true, PC_C, 0x1u, 0x1u, 0u, 3u);
      tid(in, 0, 0, 0u);
      port(in, 1, true, PC_D, 0x6u, 0x6u, 0u, 4u);
      tid(in, 1, 1, 1u);
      tid(in, 1, 2, 2u);
      break;
    case 3: /* c4 */
      issue(in, true, 1u);
      port(in, 0, false, PC_C, 0x4u, 0x0u, 3u, 5u);
      tid(in, 0, 2, 6u);
      port(in, 1, false, PC_D, 0x8u, 0x0u, 4u, 5u);
      tid(in, 1, 3, 7u);
      break;
    case 4: /* c5 */
      issue(in, true, 4u);
      port(in, 0, true, PC_C, 0x9u, 0x1u, 3u, 5u);
      tid(in, 0, 0, 8u);
      tid(in, 0, 3, 11u);
      set_link(in, 0, 3u, nx(5u));
      break;
    case 5: /* c6 */ issue(in, true, 3u); break;
    default: /* c7 */ issue(in, true, 5u); break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// new_warp: CNF splits the lanes of one WUR between the old and the new index
////////////////////////////////////////////////////////////////////////////////

/* PCs of the groups (truncated to PCW). */
#define NW_PA 0x11u
#define NW_PC 0x33u
#define NW_PD 0x44u
#define NW_PE 0x55u
#define NW_PF 0x66u
#define NW_PG 0x77u

/* Generation g TIDs (tg) on the lanes of each write. Entries 1..6; cycle plan:
 *   0  WUR0 miss: new 1 {PA}, even lanes g0. Link 0: NEXT[1] <- {1,6} (after the new-warp write
 *      cleared it). Link 1: NEXT[3] <- {1,7} (a stale NEXT the merge of cycle 2 must keep).
 *   1  WUR0 hit with conflict (Fig 4.4(b), SPEC 1.12 c5 generalised): REQ all lanes, CNF = even
 *      lanes (occupied in 1), iold 1, inew 2, PC PC, g1: even lanes -> 2, odd lanes -> 1.
 *      Entry 1 becomes full, keeps PC PA and NEXT {1,6}; entry 2 = {PC, NEXT 0, even g1}.
 *   2  WUR0 hit without conflict: merge odd lanes g2 into 2 (new = 0, inew 3 and PC PD must be
 *      ignored: entry 3 keeps PC 0 and NEXT {1,7}).
 *      Link 0: NEXT[4] <- {1,1}; then WUR1 miss: new 4 {PE}, even lanes g3, iold 2 (unused: every
 *      lane is in CNF) -> NEXT[4] = 0 again (WUR1 after link 0).
 *   3  WUR0 hit with conflict on one lane: REQ = lane 0 and lane NL-1, CNF = lane 0, iold 4,
 *      inew 5, PC PF, g4: lane 0 -> 5, lane NL-1 (odd, empty in 4) -> 4. Link 0: NEXT[4] <- {1,5}
 *      (the LINK of INSERT(PF..), as DWF-1 c5). WUR1 miss: new 6 {PG}, lane 1, g4; link 1:
 *      NEXT[5] <- {1,6}.
 *   4  read 2 without clearing: all lanes (even g1, odd g2), PC PC, NEXT 0.
 *   5  issue+clear 4: even lanes g3 and lane NL-1 g4, PC PE, NEXT {1,5}.
 *   6  issue+clear 5: lane 0 g4, PC PF, NEXT {1,6}.
 *   7  read 4: empty, PC PE and NEXT {1,5} kept.
 *   8  read 3: empty, PC 0, NEXT {1,7}. */
#define NW_CYCLES 9u

WT_SCEN_INPUT(dwf_warp_pool, new_warp_in) {
  const uint32_t last = UINT32_C(1) << (WT_NL - 1u);
  switch (cyc) {
    case 0:
      issue(in, false, 1u);
      port(in, 0, true, NW_PA, EVEN, EVEN, 0u, 1u);
      tids_gen(in, 0, EVEN, 0u);
      set_link(in, 0, 1u, nx(6u));
      set_link(in, 1, 3u, nx(7u));
      break;
    case 1:
      issue(in, false, 1u);
      port(in, 0, true, NW_PC, ALL, EVEN, 1u, 2u);
      tids_gen(in, 0, ALL, 1u);
      break;
    case 2:
      issue(in, false, 2u);
      port(in, 0, false, NW_PD, ODD, 0u, 2u, 3u);
      tids_gen(in, 0, ODD, 2u);
      set_link(in, 0, 4u, nx(1u));
      port(in, 1, true, NW_PE, EVEN, EVEN, 2u, 4u);
      tids_gen(in, 1, EVEN, 3u);
      break;
    case 3:
      issue(in, false, 4u);
      port(in, 0, true, NW_PF, 1u | last, 1u, 4u, 5u);
      tids_gen(in, 0, 1u | last, 4u);
      set_link(in, 0, 4u, nx(5u));
      port(in, 1, true, NW_PG, 2u, 2u, 0u, 6u);
      tids_gen(in, 1, 2u, 4u);
      set_link(in, 1, 5u, nx(6u));
      break;
    case 4: issue(in, false, 2u); break;
    case 5: issue(in, true, 4u); break;
    case 6: issue(in, true, 5u); break;
    case 7: issue(in, false, 4u); break;
    default: issue(in, false, 3u); break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// reset_clear: issue reads, clear-on-free, clear and reuse in one cycle, reset
////////////////////////////////////////////////////////////////////////////////

#define RC_PA 0x21u
#define RC_PB 0x42u
#define RC_PC 0x63u
#define RC_PD 0x84u

/* Cycle plan (L = POOL-1):
 *   0  WUR0 miss: new 0 {PA}, all lanes g0; link 0: NEXT[0] <- {1,1}. Read 0: reset contents.
 *   1  WUR0 miss: new 1 {PB}, all lanes g1; link 0: NEXT[1] <- {1,2}. Read 0 (no clear): full.
 *   2  read 0 without clearing: the same; no state change.
 *   3  issue+clear 0: outputs the full entry; afterwards every TID of 0 is empty, PC PA and NEXT
 *      {1,1} stay (SPEC 1.5 clear-on-free rewrites only the TIDs).
 *   4  issue+clear 0 again: empty (mask 0, nthreads 0), PC PA, NEXT {1,1}; no state change.
 *   5  issue+clear 1 and, in the same cycle, reuse 1 (the allocator hands a pushed index straight
 *      back when it was empty, SPEC 1.4): WUR0 miss new 1 {PC}, even lanes g2; WUR1 merge odd
 *      lanes g3 into 1. The outputs are entry 1 before the cycle (full g1, PB, {1,2}); afterwards
 *      1 = {PC, NEXT 0, even g2, odd g3}.
 *   6  reset (mid-run, SPEC 7.4).
 *   7  read 1: reset contents (empty, PC 0, NEXT 0).
 *   8  WUR0 miss: new L {PD}, all lanes g4; read L: still empty at the start of the cycle.
 *   9  issue+clear L: full (nthreads = NL), PC PD, NEXT 0. */
#define RC_RST 6u
#define RC_CYCLES 10u

WT_SCEN_INPUT(dwf_warp_pool, reset_clear_in) {
  const uint32_t last = WT_POOL - 1u;
  switch (cyc) {
    case 0:
      issue(in, false, 0u);
      port(in, 0, true, RC_PA, ALL, ALL, 0u, 0u);
      tids_gen(in, 0, ALL, 0u);
      set_link(in, 0, 0u, nx(1u));
      break;
    case 1:
      issue(in, false, 0u);
      port(in, 0, true, RC_PB, ALL, ALL, 0u, 1u);
      tids_gen(in, 0, ALL, 1u);
      set_link(in, 0, 1u, nx(2u));
      break;
    case 2: issue(in, false, 0u); break;
    case 3:
    case 4: issue(in, true, 0u); break;
    case 5:
      issue(in, true, 1u);
      port(in, 0, true, RC_PC, EVEN, EVEN, 0u, 1u);
      tids_gen(in, 0, EVEN, 2u);
      port(in, 1, false, RC_PD, ODD, 0u, 1u, 2u);
      tids_gen(in, 1, ODD, 3u);
      break;
    case RC_RST: return true;
    case 7: issue(in, false, 1u); break;
    case 8:
      issue(in, false, last);
      port(in, 0, true, RC_PD, ALL, ALL, 0u, last);
      tids_gen(in, 0, ALL, 4u);
      break;
    default: issue(in, true, last); break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"dwf1_pool",
     "SPEC 1.12 DWF-1 c1..c7, warp-pool ports: issue reads (B,0x7,3) (B,0xC,2) (F,0xB,3) "
     "(D,0xE,3) (C,0xD,3) (C,0x1,1) with clear-on-free, the WUR writes (new warps, merges, the c5 "
     "CNF split) and the c5 link pool3.NEXT = {1,5}, which survives the clear",
     7u, dwf1_pool_in},
    {"new_warp",
     "SPEC 1.5 Fig 4.4(b): CNF splits a WUR's lanes between the old and the new index; a new warp "
     "writes PC and NEXT = INVALID only at the new index; a merge writes neither; phase order of "
     "write, link 0, WUR1 write, link 1 on NEXT",
     NW_CYCLES, new_warp_in},
    {"reset_clear",
     "SPEC 1.5 issue read and clear-on-free (TIDs only; PC and NEXT kept), read without clear, "
     "clear of an empty entry, clear and reuse of one entry in one cycle, mid-run reset, the last "
     "entry",
     RC_CYCLES, reset_clear_in},
};

const wt_scenarios_t dwf_warp_pool_scenarios = {scen, sizeof scen / sizeof scen[0]};
