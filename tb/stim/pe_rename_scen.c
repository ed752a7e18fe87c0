/* tb/stim/pe_rename_scen.c: directed scenarios of pe_rename (SPEC 3.4, 3.3 step 4, 3.9 PM-1).
 *
 * Each scenario starts from the reset state (both tables empty) and is a pure function of the
 * cycle number and the configuration. The ports are driven as the pipeline would drive them: read
 * port k = 0..2 for the sources, k = 3 for the destination (PE_RENAME_RD_DST), a P write for a
 * pre-executed instruction (SPEC 3.7), an N wr for a reuse (SPEC 3.8) and an N clr for an N-mode
 * instruction that writes its destination normally (SPEC 3.4). Unused read ports read register
 * NAREG (none). The expected values are SPEC's and live in tb/unit/test_pe_rename.c.
 *
 * Register numbers are below 15 and rename indices below 16, so every scenario is legal in every
 * pe configuration (pe_small: 15 registers, 16 rename registers, 4 warps); the "none" register is
 * WT_NAREG (63 at the baseline, 15 on pe_small) and the last warp WT_WARPS - 1.
 */
#include <stddef.h>

#include "pe_rename.h"
#include "wt_stim.h"

#define NONE WT_NAREG
#define LAST_WARP (WT_WARPS - 1u)

/* Every read port reads "none" unless the cycle says otherwise. */
static void idle(pe_rename_in_t *in) {
  for (unsigned k = 0; k < PE_RENAME_RD; k++) {
    in->nrd_reg[k] = NONE;
    in->prd_reg[k] = NONE;
  }
}

/* N read of warp `w`: sources s0, s1, s2 and destination d (NONE where absent). */
static void nrd(pe_rename_in_t *in, uint32_t w, uint32_t s0, uint32_t s1, uint32_t s2, uint32_t d) {
  in->nrd_wid = w;
  in->nrd_reg[0] = s0;
  in->nrd_reg[1] = s1;
  in->nrd_reg[2] = s2;
  in->nrd_reg[PE_RENAME_RD_DST] = d;
}

/* P read of warp `w`, as nrd. */
static void prd(pe_rename_in_t *in, uint32_t w, uint32_t s0, uint32_t s1, uint32_t s2, uint32_t d) {
  in->prd_wid = w;
  in->prd_reg[0] = s0;
  in->prd_reg[1] = s1;
  in->prd_reg[2] = s2;
  in->prd_reg[PE_RENAME_RD_DST] = d;
}

/* N-RT write of warp `w`, register `r`: set = 1 wr(r, phy), set = 0 clr(r) (phy on the port). */
static void nwr(pe_rename_in_t *in, uint32_t w, uint32_t r, bool set, uint32_t phy) {
  in->nwr_v = true;
  in->nwr_wid = w;
  in->nwr_reg = r;
  in->nwr_set = set;
  in->nwr_phy = phy;
}

/* P-RT write, as nwr. */
static void pwr(pe_rename_in_t *in, uint32_t w, uint32_t r, bool set, uint32_t phy) {
  in->pwr_v = true;
  in->pwr_wid = w;
  in->pwr_reg = r;
  in->pwr_set = set;
  in->pwr_phy = phy;
}

/* Copy P-RT[w] <- N-RT[w]. */
static void cp(pe_rename_in_t *in, uint32_t w) {
  in->cp_v = true;
  in->cp_wid = w;
}

/* Warp w exits: release and clear its N-RT. */
static void xit(pe_rename_in_t *in, uint32_t w) {
  in->xit_v = true;
  in->xit_wid = w;
}

////////////////////////////////////////////////////////////////////////////////
// pm1: SPEC 3.9 PM-1 (D1 Fig 5) as the rename tables of warp 0 see it
////////////////////////////////////////////////////////////////////////////////

/* One cycle per PM-1 event that touches the tables:
 *  c0  #3  P entry: copy P-RT[0] <- N-RT[0] (both empty).
 *  c1  #6  P 0x98 sub r1 <- r2, r5: P read {r2, r5, -, r1}; alloc idx 1: P wr r1 -> 1.
 *  c2  #8  P 0xA0 set.lt r4 <- r1, r2: P read {r1, r2, -, r4} (r1 from phys 897, r2 architected);
 *          alloc idx 0: P wr r4 -> 0.
 *  c3  #11 P 0x80 ld.global r0, [r1] (pre-load): P read {r1, -, -, r0}: the address from phys 897.
 *  c4  #12 P 0x88 add r2 <- r2: P read {r2, -, -, r2}; alloc idx 2: P wr r2 -> 2.
 *  c5  #16 N 0x90 mul r3 <- r0, r2 (normal): N read {r0, r2, -, r3} (N-RT empty); N clr r3.
 *  c6  #17 N 0x98 reuse of E0 {DST r1, PHY 1}: N read {r2, r5, -, r1} (old r1: R = 0); N wr r1 -> 1.
 *  c7  #18 N 0xA0 reuse of E1 {DST r4, PHY 0}: N read {r1, r2, -, r4}; N wr r4 -> 0.
 *  c8  #19 N 0xA8 @r4 br (normal): N read {r4, -, -, -}: r4 from phys 896.
 *  c9  #20 N 0x80 ld.global r0, [r1] (normal): N read {r1, -, -, r0}: r1 from phys 897; N clr r0.
 *  c10 #21 N 0x88 reuse of E2 {DST r2, PHY 2}: N read {r2, -, -, r2}; N wr r2 -> 2.
 *  c11 end state: N read {r1, r2, r4, r0} and P read {r1, r2, r4, r3}. */
WT_SCEN_INPUT(pe_rename, pm1_in) {
  idle(in);
  switch (cyc) {
    case 0: cp(in, 0u); break;
    case 1:
      prd(in, 0u, 2u, 5u, NONE, 1u);
      pwr(in, 0u, 1u, true, 1u);
      break;
    case 2:
      prd(in, 0u, 1u, 2u, NONE, 4u);
      pwr(in, 0u, 4u, true, 0u);
      break;
    case 3: prd(in, 0u, 1u, NONE, NONE, 0u); break;
    case 4:
      prd(in, 0u, 2u, NONE, NONE, 2u);
      pwr(in, 0u, 2u, true, 2u);
      break;
    case 5:
      nrd(in, 0u, 0u, 2u, NONE, 3u);
      nwr(in, 0u, 3u, false, 0u);
      break;
    case 6:
      nrd(in, 0u, 2u, 5u, NONE, 1u);
      nwr(in, 0u, 1u, true, 1u);
      break;
    case 7:
      nrd(in, 0u, 1u, 2u, NONE, 4u);
      nwr(in, 0u, 4u, true, 0u);
      break;
    case 8: nrd(in, 0u, 4u, NONE, NONE, NONE); break;
    case 9:
      nrd(in, 0u, 1u, NONE, NONE, 0u);
      nwr(in, 0u, 0u, false, 0u);
      break;
    case 10:
      nrd(in, 0u, 2u, NONE, NONE, 2u);
      nwr(in, 0u, 2u, true, 2u);
      break;
    case 11:
      nrd(in, 0u, 1u, 2u, 4u, 0u);
      prd(in, 0u, 1u, 2u, 4u, 3u);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// copy_reuse: the copy brings N-RT's reused mappings into P-RT (SPEC 3.3 step 4 [RES])
////////////////////////////////////////////////////////////////////////////////

/* c0 an earlier episode's P wr r5 -> 7; c1, c2 N-mode reuses N wr r1 -> 1, r2 -> 2;
 * c3 P entry: copy, with in the same step a P wr r3 -> 3 (lands on top of the copy) and an N wr
 *    r6 -> 6 (after the copy: not copied); P read {r5, r1, -, -} still sees the old P-RT;
 * c4 P read {r1, r2, r5, r3}: {1,1}, {1,2}, R = 0 (the copy replaced the stale r5), {1,3};
 *    N read {r6, -, -, -}: {1,6};
 * c5 P read {r6, -, -, -}: R = 0; c6 a second copy now brings r6 -> 6 and drops r3;
 * c7 P read {r6, r3, r1, -}: {1,6}, R = 0, {1,1}. */
WT_SCEN_INPUT(pe_rename, copy_reuse_in) {
  idle(in);
  switch (cyc) {
    case 0: pwr(in, 0u, 5u, true, 7u); break;
    case 1: nwr(in, 0u, 1u, true, 1u); break;
    case 2: nwr(in, 0u, 2u, true, 2u); break;
    case 3:
      cp(in, 0u);
      pwr(in, 0u, 3u, true, 3u);
      nwr(in, 0u, 6u, true, 6u);
      prd(in, 0u, 5u, 1u, NONE, NONE);
      break;
    case 4:
      prd(in, 0u, 1u, 2u, 5u, 3u);
      nrd(in, 0u, 6u, NONE, NONE, NONE);
      break;
    case 5: prd(in, 0u, 6u, NONE, NONE, NONE); break;
    case 6: cp(in, 0u); break;
    case 7: prd(in, 0u, 6u, 3u, 1u, NONE); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// clr_keep: clr writes only R; PHY is kept (SPEC 3.4 clr)
////////////////////////////////////////////////////////////////////////////////

/* c0 N wr r7 -> 5, P wr r7 -> 9; c1 N clr r7 and P clr r7 with 3 on the PHY ports (unused); the
 * reads of the step still see {1,5} and {1,9}; c2 reads {0,5} and {0,9}; c3 copy: P-RT r7 becomes
 * {0,5}; c4 P read {0,5}; N wr r7 -> 12; c5 N read {1,12}. */
WT_SCEN_INPUT(pe_rename, clr_keep_in) {
  idle(in);
  switch (cyc) {
    case 0:
      nwr(in, 0u, 7u, true, 5u);
      pwr(in, 0u, 7u, true, 9u);
      break;
    case 1:
      nwr(in, 0u, 7u, false, 3u);
      pwr(in, 0u, 7u, false, 3u);
      nrd(in, 0u, 7u, NONE, NONE, NONE);
      prd(in, 0u, 7u, NONE, NONE, NONE);
      break;
    case 2:
      nrd(in, 0u, 7u, NONE, NONE, NONE);
      prd(in, 0u, 7u, NONE, NONE, NONE);
      break;
    case 3: cp(in, 0u); break;
    case 4:
      prd(in, 0u, 7u, NONE, NONE, NONE);
      nwr(in, 0u, 7u, true, 12u);
      break;
    case 5: nrd(in, 0u, 7u, NONE, NONE, NONE); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// dst_old: the destination read gives the old mapping in the step that overwrites it
////////////////////////////////////////////////////////////////////////////////

/* c0 N wr r4 -> 3 (a reuse); c1 another reuse of r4: N read dst r4 = {1,3} (old PHY 3 to release,
 * SPEC 3.4 [RES]) and N wr r4 -> 6; c2 a normal N-mode writer of r4: dst read {1,6} (6 to release)
 * and N clr r4; c3 dst read {0,6}: nothing to release. The same on P-RT: c0 P wr r4 -> 1, c1 dst
 * read {1,1} and P wr r4 -> 2, c2 dst read {1,2}. */
WT_SCEN_INPUT(pe_rename, dst_old_in) {
  idle(in);
  switch (cyc) {
    case 0:
      nwr(in, 0u, 4u, true, 3u);
      pwr(in, 0u, 4u, true, 1u);
      break;
    case 1:
      nrd(in, 0u, NONE, NONE, NONE, 4u);
      prd(in, 0u, NONE, NONE, NONE, 4u);
      nwr(in, 0u, 4u, true, 6u);
      pwr(in, 0u, 4u, true, 2u);
      break;
    case 2:
      nrd(in, 0u, NONE, NONE, NONE, 4u);
      prd(in, 0u, NONE, NONE, NONE, 4u);
      nwr(in, 0u, 4u, false, 0u);
      break;
    case 3: nrd(in, 0u, NONE, NONE, NONE, 4u); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// two_warps: warps do not interfere (warp 0 and the last warp)
////////////////////////////////////////////////////////////////////////////////

/* L = WARPS - 1. c0 N wr (0, r1 -> 4), P wr (L, r1 -> 5); c1 N wr (L, r1 -> 6), copy warp 0 (P-RT[0]
 * r1 <- {1,4}; P-RT[L] keeps {1,5}); c2 N read (0, r1) = {1,4}, P read (L, r1) = {1,5}; c3 N read
 * (L, r1) = {1,6}, P read (0, r1) = {1,4}; c4 copy warp L: P-RT[L] r1 <- {1,6}, and P wr (0, r1
 * clr); c5 P read (L, r1) = {1,6}, N read (0, r1) = {1,4}; c6 P read (0, r1) = {0,4}. */
WT_SCEN_INPUT(pe_rename, two_warps_in) {
  idle(in);
  switch (cyc) {
    case 0:
      nwr(in, 0u, 1u, true, 4u);
      pwr(in, LAST_WARP, 1u, true, 5u);
      break;
    case 1:
      nwr(in, LAST_WARP, 1u, true, 6u);
      cp(in, 0u);
      break;
    case 2:
      nrd(in, 0u, 1u, NONE, NONE, NONE);
      prd(in, LAST_WARP, 1u, NONE, NONE, NONE);
      break;
    case 3:
      nrd(in, LAST_WARP, 1u, NONE, NONE, NONE);
      prd(in, 0u, 1u, NONE, NONE, NONE);
      break;
    case 4:
      cp(in, LAST_WARP);
      pwr(in, 0u, 1u, false, 0u);
      break;
    case 5:
      prd(in, LAST_WARP, 1u, NONE, NONE, NONE);
      nrd(in, 0u, 1u, NONE, NONE, NONE);
      break;
    case 6: prd(in, 0u, 1u, NONE, NONE, NONE); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// none: register NAREG (and a warp id >= WARPS) is ignored by every port
////////////////////////////////////////////////////////////////////////////////

/* N = NAREG (63 at the baseline). c0 N wr (0, N -> 5), P wr (0, N -> 6): ignored; reads of N give
 * {0,0}; c1 N read {r0, N-1, N, N}, P the same: all {0,0} (the writes hit no entry); c2 N wr r0 -> 9,
 * P wr r(N-1) -> 10; c3 N clr N, P clr N: ignored; c4 N read {r0, N, -, -} = {1,9}, {0,0}; P read
 * {r(N-1), N} = {1,10}, {0,0}. When WARPS is below 2^WIDW (48 of 64 at the baseline) c5 also drives
 * warp id W = WARPS on every port: N wr (W, r0 -> 1), P wr (W, r0 -> 1), copy W, N and P reads of W:
 * ignored and {0,0}; c6 the reads of warp 0 show nothing changed. */
#define OUT_WARP (WT_WARPS < WT_POW2(WT_PE_WIDW))
WT_SCEN_INPUT(pe_rename, none_in) {
  idle(in);
  switch (cyc) {
    case 0:
      nwr(in, 0u, NONE, true, 5u);
      pwr(in, 0u, NONE, true, 6u);
      break;
    case 1:
      nrd(in, 0u, 0u, NONE - 1u, NONE, NONE);
      prd(in, 0u, 0u, NONE - 1u, NONE, NONE);
      break;
    case 2:
      nwr(in, 0u, 0u, true, 9u);
      pwr(in, 0u, NONE - 1u, true, 10u);
      break;
    case 3:
      nwr(in, 0u, NONE, false, 0u);
      pwr(in, 0u, NONE, false, 0u);
      break;
    case 4:
      nrd(in, 0u, 0u, NONE, NONE, NONE);
      prd(in, 0u, NONE - 1u, NONE, NONE, NONE);
      break;
    case 5:
      if (OUT_WARP) {
        const uint32_t w = (uint32_t)WT_WARPS & WT_MASK32(WT_PE_WIDW);
        nwr(in, w, 0u, true, 1u);
        pwr(in, w, 0u, true, 1u);
        cp(in, w);
        nrd(in, w, 0u, NONE - 1u, NONE, NONE);
        prd(in, w, 0u, NONE - 1u, NONE, NONE);
      }
      break;
    case 6:
      nrd(in, 0u, 0u, NONE - 1u, NONE, NONE);
      prd(in, 0u, 0u, NONE - 1u, NONE, NONE);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// exit: SPEC 3.10 [RES], a warp's exit releases its N-RT mappings
////////////////////////////////////////////////////////////////////////////////

/* Warp 1 (warp 0 at one warp): c0 N wr r0 -> 3 and P wr r0 -> 8; c1 N wr r2 -> 5; c2 N wr r4 -> 7;
 * c3 N clr r4 (R = 0, PHY 7 kept); c4 exit of warp 1 (xrel_mask = {3, 5}: R = 1 only) with, in the
 * same step, an N read of r0, r2, r4 (the start of the step), a copy (P-RT gets the start-of-step
 * N-RT) and an N wr r6 -> 9 (on top of the clear); c5 N read r0, r2, r4, r6 {0,3} {0,5} {0,7}
 * {1,9}, P read r0, r2 {1,3} {1,5}, and the exit of warp 0, whose N-RT is empty (mask 0); c6 exit
 * of warp 1 again (mask {9}); c7 N read r6 {0,9}; c8 the exit of a warp id >= WARPS where one
 * exists: mask 0, nothing changes. */
#define XW (WT_WARPS > 1u ? 1u : 0u)
WT_SCEN_INPUT(pe_rename, exit_in) {
  idle(in);
  switch (cyc) {
    case 0:
      nwr(in, XW, 0u, true, 3u);
      pwr(in, XW, 0u, true, 8u);
      break;
    case 1: nwr(in, XW, 2u, true, 5u); break;
    case 2: nwr(in, XW, 4u, true, 7u); break;
    case 3: nwr(in, XW, 4u, false, 0u); break;
    case 4:
      xit(in, XW);
      nrd(in, XW, 0u, 2u, 4u, NONE);
      cp(in, XW);
      nwr(in, XW, 6u, true, 9u);
      break;
    case 5:
      nrd(in, XW, 0u, 2u, 4u, 6u);
      prd(in, XW, 0u, 2u, NONE, NONE);
      if (XW != 0u) {
        xit(in, 0u);
      }
      break;
    case 6: xit(in, XW); break;
    case 7: nrd(in, XW, 6u, NONE, NONE, NONE); break;
    case 8:
      if (OUT_WARP) {
        xit(in, (uint32_t)WT_WARPS & WT_MASK32(WT_PE_WIDW));
      }
      break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"pm1",
     "SPEC 3.9 PM-1 (D1 Fig 5), warp 0: copy at entry, P wr r1->1, r4->0, r2->2, P reads of r1 "
     "(phys 897), N reuse wr r1->1, r4->0, r2->2, N reads of r4 (phys 896) and r1; end N-RT r1->1, "
     "r2->2, r4->0",
     12u, pm1_in},
    {"copy_reuse",
     "SPEC 3.3 step 4 [RES]: the copy at P entry brings N-RT's reused mappings into P-RT, replaces "
     "a stale P-RT mapping, a same-step P write lands on top and a same-step N write is not copied",
     8u, copy_reuse_in},
    {"clr_keep", "SPEC 3.4 clr(r): R <- 0 with PHY kept, on both tables; a copy carries it", 6u, clr_keep_in},
    {"dst_old",
     "SPEC 3.4 [RES]: the destination read gives the old mapping in the step of a reuse (wr) or "
     "normal (clr) overwrite",
     4u, dst_old_in},
    {"two_warps", "per-warp tables: writes and copies of warp 0 and warp WARPS-1 do not interfere", 7u,
     two_warps_in},
    {"none",
     "register NAREG (none) is ignored by every port and reads {0,0}; so is a warp id >= WARPS "
     "where one exists",
     7u, none_in},
    {"exit",
     "SPEC 3.10 [RES]: a warp's exit releases every PHY its N-RT maps with R = 1 (start of step) and "
     "clears its N-RT (PHY kept); a same-step copy takes the start-of-step table, a same-step N write "
     "lands on top",
     9u, exit_in},
};

const wt_scenarios_t pe_rename_scenarios = {scen, sizeof scen / sizeof scen[0]};
