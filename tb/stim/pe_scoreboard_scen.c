/* tb/stim/pe_scoreboard_scen.c: directed scenarios of pe_scoreboard (SPEC 3.2, 3.9 PM-1).
 *
 * Each scenario starts from the reset state and is a pure function of the cycle number and the
 * configuration; the expected values are SPEC's and live in tb/unit/test_pe_scoreboard.c. The
 * mode controller's part (the pm flags, when to copy) is driven as SPEC 3.3 would drive it.
 * Registers are small (r0..r7, legal for AREGW >= 4, every pe configuration) except where a
 * scenario names the top register NAREG - 1 or "none" NAREG; warps are 0, 1 and WARPS - 1.
 * Ports left idle carry zeros, i.e. register r0 of warp 0: an idle check is "check r0,r0,r0"
 * whose outputs the unit tests ignore.
 */
#include <stddef.h>

#include "pe_scoreboard.h"
#include "wt_stim.h"

typedef pe_scoreboard_in_t in_t;

#define NONE ((uint32_t)WT_NAREG)

/* Writeback on port k (0 or 1). */
static void wb(in_t *in, unsigned k, uint32_t wid, uint32_t reg, bool p, bool ll, bool pm) {
  if (k == 0u) {
    in->wb0_v = true;
    in->wb0_wid = wid;
    in->wb0_reg = reg;
    in->wb0_p = p;
    in->wb0_ll = ll;
    in->wb0_pm = pm;
  } else {
    in->wb1_v = true;
    in->wb1_wid = wid;
    in->wb1_reg = reg;
    in->wb1_p = p;
    in->wb1_ll = ll;
    in->wb1_pm = pm;
  }
}
static void copy(in_t *in, uint32_t wid) {
  in->cp_v = true;
  in->cp_wid = wid;
}
static void nck(in_t *in, uint32_t wid, uint32_t s0, uint32_t s1, uint32_t s2, uint32_t dst) {
  in->nck_wid = wid;
  in->nck_src[0] = s0;
  in->nck_src[1] = s1;
  in->nck_src[2] = s2;
  in->nck_dst = dst;
}
static void pck(in_t *in, uint32_t wid, uint32_t s0, uint32_t s1, uint32_t s2, uint32_t dst) {
  in->pck_wid = wid;
  in->pck_src[0] = s0;
  in->pck_src[1] = s1;
  in->pck_src[2] = s2;
  in->pck_dst = dst;
}
static void nis(in_t *in, uint32_t wid, uint32_t dst, bool ll) {
  in->nis_v = true;
  in->nis_wid = wid;
  in->nis_dst = dst;
  in->nis_ll = ll;
}
static void pup(in_t *in, uint32_t wid, uint32_t dst, bool op) {
  in->pup_v = true;
  in->pup_wid = wid;
  in->pup_dst = dst;
  in->pup_op = op;
}
#define SKIP false /* pup op 0: p_skip / p_preload */
#define ISSUE true /* pup op 1: p_issue */

////////////////////////////////////////////////////////////////////////////////
// pm1: SPEC 3.9 PM-1 (D1 Fig 5) as the scoreboard sees it, warp 0
////////////////////////////////////////////////////////////////////////////////

/* One SPEC event per cycle (event numbers of the PM-1 table):
 *  c0  #1  N issue 0x80 ld.global r0 (LL)
 *  c1  #2  N issue 0x88 add r2
 *  c2  #3  N check 0x90 mul r3 <- r0, r2: raw_ll; the P entry's copy_n2p in the same step
 *  c3  #4  P check mul r3 <- r0, r2 (src_ll) -> p_skip r3
 *  c4  #5  N wb r2 (short, warp in P-mode: pm = 1)
 *  c5  #6  P check sub r1 <- r2, r5 -> p_issue r1
 *  c6  #7  P wb r1 (current episode: pm = 1)
 *  c7  #8  P check set.lt r4 <- r1, r2 -> p_issue r4
 *  c8  #9  P wb r4
 *  c9  #10 P check @r4 br (src r4, no dst)
 *  c10 #11 P check ld.global r0 <- [r1] -> p_preload r0
 *  c11 #12 P check add r2 <- r2 -> p_issue r2
 *  c12 #13 P wb r2 (SPEC 3.7 "P-mode writeback ... p_wb(dst, tag)")
 *  c13 #14 P check mul r3 <- r0, r2 (src_ll) -> p_skip r3
 *  c14 #15 N wb r0 (long latency, pm = 1: the trigger returns)
 *  c15 #16 N check mul r3 <- r0, r2 (N-mode again) */
WT_SCEN_INPUT(pe_scoreboard, pm1_in) {
  switch (cyc) {
    case 0: nis(in, 0, 0, true); break;
    case 1: nis(in, 0, 2, false); break;
    case 2:
      nck(in, 0, 0, 2, NONE, 3);
      copy(in, 0);
      break;
    case 3:
      pck(in, 0, 0, 2, NONE, 3);
      pup(in, 0, 3, SKIP);
      break;
    case 4: wb(in, 0, 0, 2, false, false, true); break;
    case 5:
      pck(in, 0, 2, 5, NONE, 1);
      pup(in, 0, 1, ISSUE);
      break;
    case 6: wb(in, 0, 0, 1, true, false, true); break;
    case 7:
      pck(in, 0, 1, 2, NONE, 4);
      pup(in, 0, 4, ISSUE);
      break;
    case 8: wb(in, 0, 0, 4, true, false, true); break;
    case 9: pck(in, 0, 4, NONE, NONE, NONE); break;
    case 10:
      pck(in, 0, 1, NONE, NONE, 0);
      pup(in, 0, 0, SKIP);
      break;
    case 11:
      pck(in, 0, 2, NONE, NONE, 2);
      pup(in, 0, 2, ISSUE);
      break;
    case 12: wb(in, 0, 0, 2, true, false, true); break;
    case 13:
      pck(in, 0, 0, 2, NONE, 3);
      pup(in, 0, 3, SKIP);
      break;
    case 14: wb(in, 0, 0, 0, false, true, true); break;
    case 15: nck(in, 0, 0, 2, NONE, 3); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// ll_wb: a long-latency writeback never touches the P-SB (SPEC 3.2 [RES])
////////////////////////////////////////////////////////////////////////////////

/* Warp 1:
 *  c0 N issue ld.global r5 (LL); N issue is one port, so c1 N issue add r6 (short)
 *  c2 N check mul r7 <- r5 (raw_ll, n_src_ll = {1,0,0}) and copy: P = {r5:(1,1), r6:(1,0)}
 *  c3 P: a younger skipped instruction redefines r5: p_skip r5 (P.ll[r5] = 1 again)
 *  c4 N wb r5, long latency, pm = 1: N.pend/ll[r5] = 0; P.pend[r5] = P.ll[r5] = 1 stay
 *  c5 P check src r5: src_ll = 1, src_pend = 1 (the P-SB keeps P-mode's own view)
 *  c6 N wb r6, short, but pm = 0 (the warp has left P-mode): P.pend[r6] stays 1
 *  c7 P check src r6: src_pend = 1, src_ll = 0. */
WT_SCEN_INPUT(pe_scoreboard, ll_wb_in) {
  switch (cyc) {
    case 0: nis(in, 1, 5, true); break;
    case 1: nis(in, 1, 6, false); break;
    case 2:
      nck(in, 1, 5, NONE, NONE, 7);
      copy(in, 1);
      break;
    case 3: pup(in, 1, 5, SKIP); break;
    case 4: wb(in, 0, 1, 5, false, true, true); break;
    case 5: pck(in, 1, 5, NONE, NONE, NONE); break;
    case 6: wb(in, 1, 1, 6, false, false, false); break;
    case 7: pck(in, 1, 6, NONE, NONE, NONE); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// stale_pwb: a p_wb of a stale episode (pm = 0) is ignored (SPEC 3.2 p_wb, 3.3 P->N exit)
////////////////////////////////////////////////////////////////////////////////

/* Warp 0:
 *  c0 p_issue r7 (P.pend[r7] = 1)
 *  c1 P wb r7 with pm = 0 (a late writeback of an earlier episode): ignored;
 *     P check dst r7 in the same step: dst_pend = 1
 *  c2 P wb r7 with pm = 1, on port 1: cleared; P check dst r7: dst_pend = 0
 *  c3 p_issue r7; c4 P wb r7 on port 0 with pm = 0 and port 1 pm = 1 in the same step: cleared. */
WT_SCEN_INPUT(pe_scoreboard, stale_pwb_in) {
  switch (cyc) {
    case 0: pup(in, 0, 7, ISSUE); break;
    case 1:
      wb(in, 0, 0, 7, true, false, false);
      pck(in, 0, NONE, NONE, NONE, 7);
      break;
    case 2:
      wb(in, 1, 0, 7, true, false, true);
      pck(in, 0, NONE, NONE, NONE, 7);
      break;
    case 3: pup(in, 0, 7, ISSUE); break;
    case 4:
      wb(in, 0, 0, 7, true, false, false);
      wb(in, 1, 0, 7, true, false, true);
      pck(in, 0, NONE, NONE, NONE, 7);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// waw: the destination check (SPEC 3.1 [RES]: also check pend[dst], as GPGPU-Sim does)
////////////////////////////////////////////////////////////////////////////////

/* Warp 0:
 *  c0 N issue add r3 (short)
 *  c1 N check r4 <- r1, r2 with dst r3: waw = 1, raw = 0
 *  c2 N check dst r4: waw = 0; sources r3, r3, r3: raw = 1, raw_ll = 0
 *  c3 N wb r3 and N check dst r3 in the same step: waw = 0 (writebacks come first)
 *  c4 N issue ld.global r3 (LL): c5 N check dst r3: waw = 1 and src r3: raw_ll = 1. */
WT_SCEN_INPUT(pe_scoreboard, waw_in) {
  switch (cyc) {
    case 0: nis(in, 0, 3, false); break;
    case 1: nck(in, 0, 1, 2, NONE, 3); break;
    case 2: nck(in, 0, 3, 3, 3, 4); break;
    case 3:
      wb(in, 0, 0, 3, false, false, false);
      nck(in, 0, NONE, NONE, NONE, 3);
      break;
    case 4: nis(in, 0, 3, true); break;
    case 5: nck(in, 0, NONE, 3, NONE, 3); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// none_reg: register NAREG ("none", r63 at the baseline) is ignored by every port
////////////////////////////////////////////////////////////////////////////////

/* Warp 0:
 *  c0 N issue none (LL) and P update p_issue none: nothing changes
 *  c1 N issue the top register r(NAREG-1) (LL); P skip r(NAREG-1)
 *  c2 copy; N check none,none,none -> none: all 0; P check the same: all 0
 *  c3 N check r(NAREG-1) x3 -> dst none: raw = raw_ll = 1, n_src_ll = {1,1,1}, waw = 0
 *  c4 N wb none (short, pm) on port 0 and P wb none (pm) on port 1: nothing changes;
 *     P check src r(NAREG-1), dst none: src_ll = 1, src_pend = 1, dst_pend = 0
 *  c5 P skip none, N issue none (short): nothing; N check dst r(NAREG-1): waw = 1. */
WT_SCEN_INPUT(pe_scoreboard, none_reg_in) {
  const uint32_t top = NONE - 1u;
  switch (cyc) {
    case 0:
      nis(in, 0, NONE, true);
      pup(in, 0, NONE, ISSUE);
      break;
    case 1:
      nis(in, 0, top, true);
      pup(in, 0, top, SKIP);
      break;
    case 2:
      copy(in, 0);
      nck(in, 0, NONE, NONE, NONE, NONE);
      pck(in, 0, NONE, NONE, NONE, NONE);
      break;
    case 3: nck(in, 0, top, top, top, NONE); break;
    case 4:
      wb(in, 0, 0, NONE, false, false, true);
      wb(in, 1, 0, NONE, true, false, true);
      pck(in, 0, top, NONE, NONE, NONE);
      break;
    case 5:
      pup(in, 0, NONE, SKIP);
      nis(in, 0, NONE, false);
      nck(in, 0, NONE, NONE, NONE, top);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// order: two ports on one bit in one step (the later one in the order wins)
////////////////////////////////////////////////////////////////////////////////

/* Warp WARPS-1 (the last warp), then warp 0 beside it:
 *  c0 N issue r1 (LL); c1 N issue r2 (short)
 *  c2 both writebacks to r2 (an N wb short pm=0 on port 0 and the same on port 1): N.pend[r2] = 0
 *  c3 N wb r1 (LL) and N issue r1 (short) in the same step: the issue wins: pend 1, ll 0
 *  c4 N issue r2 (LL); c5 copy with an N wb r1 (short, pm=1) in the same step: P <- N after
 *     the wb: P = {r2:(1,1)}; and a p_issue r2 of the same warp in the same step: on top of the
 *     copy: P.pend[r2] = 1, P.ll[r2] = 0; P check src r2 sees the copy (src_ll = 1)
 *  c6 P wb r2 (pm) and p_skip r2 in the same step: pend 0, ll 1
 *  c7 P wb r2 (pm) on port 0 and N wb r2 (LL, pm) on port 1, with p_issue r2: pend 1, ll 0; the
 *     N bits of r2 clear
 *  c8 warp 0: N issue r2 (LL) while warp WARPS-1 takes a copy: warp 0 untouched by the copy. */
WT_SCEN_INPUT(pe_scoreboard, order_in) {
  const uint32_t w = WT_WARPS - 1u;
  switch (cyc) {
    case 0: nis(in, w, 1, true); break;
    case 1: nis(in, w, 2, false); break;
    case 2:
      wb(in, 0, w, 2, false, false, false);
      wb(in, 1, w, 2, false, false, false);
      break;
    case 3:
      wb(in, 0, w, 1, false, true, false);
      nis(in, w, 1, false);
      break;
    case 4: nis(in, w, 2, true); break;
    case 5:
      wb(in, 1, w, 1, false, false, true);
      copy(in, w);
      pck(in, w, 2, NONE, NONE, 2);
      pup(in, w, 2, ISSUE);
      break;
    case 6:
      wb(in, 0, w, 2, true, false, true);
      pup(in, w, 2, SKIP);
      break;
    case 7:
      wb(in, 0, w, 2, true, false, true);
      wb(in, 1, w, 2, false, true, true);
      pup(in, w, 2, ISSUE);
      break;
    case 8:
      nis(in, 0, 2, true);
      copy(in, w);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// bad_wid: warp ids >= WARPS are ignored by every port (pe_scoreboard.h)
////////////////////////////////////////////////////////////////////////////////

/* The id is WARPS where the warp-id field can hold it (pe_baseline: 48 of 6 bits); where every
 * id is a warp (pe_small: 4 of 2 bits) it is the last warp and the scenario is an ordinary one.
 *  c0, c1 N issue r1 (LL) of warp 0, then of the id; c2, c3 N issue r2 of warp 0, then of the id,
 *  with warp 0's copy in c3; c4 copy of the id
 *  c5 every port at the id: writebacks of r1 (N, short, pm) and r2 (P, pm), copy, checks of r1,
 *     r2, N issue r3 (LL), P update p_issue r3: an absent warp changes nothing, checks read 0. */
WT_SCEN_INPUT(pe_scoreboard, bad_wid_in) {
  const uint32_t id = WT_WARPS < (1u << WT_PE_WIDW) ? WT_WARPS : WT_WARPS - 1u;
  switch (cyc) {
    case 0: nis(in, 0, 1, true); break;
    case 1: nis(in, id, 1, true); break;
    case 2: nis(in, 0, 2, false); break;
    case 3:
      nis(in, id, 2, false);
      copy(in, 0);
      break;
    case 4: copy(in, id); break;
    case 5:
      wb(in, 0, id, 1, false, false, true);
      wb(in, 1, id, 2, true, false, true);
      copy(in, id);
      nck(in, id, 1, 2, NONE, 2);
      pck(in, id, 1, 2, NONE, 2);
      nis(in, id, 3, true);
      pup(in, id, 3, ISSUE);
      break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"pm1",
     "SPEC 3.9 PM-1 (D1 Fig 5), warp 0, as the scoreboard sees it: LL trigger, copy, skip, "
     "short N wb clearing P.pend, p_issue/p_wb, preload, LL wb leaving the P-SB alone",
     16u, pm1_in},
    {"ll_wb",
     "SPEC 3.2 [RES]: a long-latency N wb never touches the P-SB; a short one clears P.pend only "
     "while the warp is in P-mode",
     8u, ll_wb_in},
    {"stale_pwb", "SPEC 3.2 p_wb: ignored unless mode==P && tag==episode_tag (pm)", 5u, stale_pwb_in},
    {"waw", "SPEC 3.1 [RES]: N check of pend[dst] (WAW); writebacks precede the checks", 6u, waw_in},
    {"none_reg", "SPEC 3.2: register NAREG (r63) means none and is ignored by every port", 6u, none_reg_in},
    {"order", "SPEC 3.2 order writebacks -> copy -> checks -> updates: two ports on one bit, the later wins",
     9u, order_in},
    {"bad_wid", "pe_scoreboard.h: a warp id >= WARPS is ignored by every port (pe_baseline: 48)", 6u,
     bad_wid_in},
};

const wt_scenarios_t pe_scoreboard_scenarios = {scen, sizeof scen / sizeof scen[0]};
