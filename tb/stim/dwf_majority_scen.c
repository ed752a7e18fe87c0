/* tb/stim/dwf_majority_scen.c: directed scenarios of dwf_majority (SPEC 1.6, 1.12 DWF-1..DWF-4).
 *
 * Each scenario starts from the reset state (the runner resets before cycle 0) and is a pure
 * function of the cycle number, the configuration and the current state; the expected values live
 * in tb/unit/test_dwf_majority.c. PCs are built from S = WT_MHL_SETS (pc_ks(k, set) = k*S + set)
 * so that the toy configuration gets the spec's literal PCs (S = 2: B=2, C=3, D=4, F=6, and the
 * DWF-2 repro's 2, 4, 10, 8) and every other geometry gets PCs with the same set collisions.
 *
 * The block stands alone, so the scenario also plays the warp pool: `iss_next`/`iss_nthd` answer
 * the issue of ME's head warp. DWF-1 scripts them from SPEC 1.12. The other scenarios build every
 * list from consecutive pool indices with one thread per warp except the tail, so the answer
 * follows from the state (reply()): the head is the tail -> {INVALID, all of ME.CNT}; otherwise
 * -> {{1, head+1}, 1 thread}.
 *
 * Common prologue build(L) (dwf2_mhl, dwf3_heap_full, dwf4_budget): for L cycles both ports insert
 * PC M = pc_ks(1, 1) with 1 thread and pool indices 2c, 2c+1. Cycle 0 makes M a heap group of two
 * warps, cycle 1 pops it into ME, and from then on ME issues one warp per cycle and gains two, so
 * ME holds L+1 warps after the prologue and issues one per cycle until it drains in cycle 2L.
 * Heap groups made after the prologue get CNTs that fall strictly with the depth of the slot they
 * land in, so no SIFT_UP swaps under either tie rule until the scenario wants one.
 */
#include <stddef.h>

#include "dwf_majority.h"
#include "wt_stim.h"

typedef dwf_majority_state_t st_t;
typedef dwf_majority_in_t in_t;

#define S WT_MHL_SETS
#define W WT_MHL_WAYS
#define H WT_HEAP
#define WP_V (UINT32_C(1) << WT_IDXW)
#define WP_IDX WT_MASK32(WT_IDXW)

/* PC with tag multiple `k` in MHeap LUT set `set`. */
static uint32_t pc_ks(uint32_t k, uint32_t set) { return wt_trunc32(k * S + set, WT_PCW); }
static uint32_t wid_of(uint32_t k) { return k % WT_POOL; }
static uint32_t nthd_of(uint32_t n) { return n < 1u ? 1u : n > WT_NL ? WT_NL : n; }
/* Depth of heap slot i: floor(log2(i + 1)). */
static uint32_t depth(uint32_t i) {
  uint32_t d = 0;
  while ((i + 1u) >> (d + 1u) != 0u) {
    d++;
  }
  return d;
}

static void port0(in_t *in, uint32_t pc, uint32_t nthd, uint32_t wid) {
  in->ins0 = true;
  in->ins0_pc = pc;
  in->ins0_nthd = nthd;
  in->ins0_wid = wid_of(wid);
}
static void port1(in_t *in, uint32_t pc, uint32_t nthd, uint32_t wid) {
  in->ins1 = true;
  in->ins1_pc = pc;
  in->ins1_nthd = nthd;
  in->ins1_wid = wid_of(wid);
}

/* The pool's answer for this cycle's issue, if any (see the file comment). */
static void reply(const st_t *s, in_t *in) {
  if (s->op_v) {
    return; /* busy: no issue */
  }
  uint32_t cnt = s->me_cnt, wph = s->me_wph, wpt = s->me_wpt;
  if (cnt == 0u && s->hs > 0u) { /* phase 1 pops H[0] first */
    cnt = s->h_cnt[0];
    wph = s->h_wph[0];
    wpt = s->h_wpt[0];
  }
  if (cnt == 0u) {
    return;
  }
  if ((wph & WP_IDX) == (wpt & WP_IDX)) {
    in->iss_next = 0u;
    in->iss_nthd = nthd_of(cnt);
  } else {
    in->iss_next = WP_V | wid_of((wph & WP_IDX) + 1u);
    in->iss_nthd = 1u;
  }
}

/* Prologue cycle c < L: both ports insert M. */
#define PC_M pc_ks(1u, 1u % S)
static void build(unsigned c, in_t *in) {
  port0(in, PC_M, 1u, 2u * c);
  port1(in, PC_M, 1u, 2u * c + 1u);
}

////////////////////////////////////////////////////////////////////////////////
// dwf1_maj: the Majority side of DWF-1 (SPEC 1.12), cycles c1..c7
////////////////////////////////////////////////////////////////////////////////

/* PCs of DWF-1: B = 1S, C = 1S+1, D = 2S, F = 3S. The INSERT per WUR is (PC, NTHD =
 * popcount(REQ), WID = the new warp if one was made, else the LUT's IDX), from SPEC 1.12:
 *   c1  B 0x7 new warp 0 -> (B,3,0)        F 0x8 new warp 1 -> (F,1,1)
 *   c2  B 0xC new warp 2 -> (B,2,2)        F 0x3 merges into 1 -> (F,2,1)
 *   c3  C 0x1 new warp 3 -> (C,1,3)        D 0x6 new warp 4 -> (D,2,4)
 *   c4  C 0x4 merges into 3 -> (C,1,3)     D 0x8 merges into 4 -> (D,1,4)
 *   c5  C 0x9 conflict, new warp 5 -> (C,2,5)
 * and the pool's answer for the issued warp (NEXT, thread count):
 *   c2 idx0 (INVALID, 3)  c3 idx2 (INVALID, 2)  c4 idx1 (INVALID, 3: tids 4,5,3)
 *   c5 idx4 (INVALID, 3)  c6 idx3 ({1,5}, 3: LINKed in c5)  c7 idx5 (INVALID, 1) */
#define PC_B pc_ks(1u, 0u)
#define PC_C pc_ks(1u, 1u % S)
#define PC_D pc_ks(2u, 0u)
#define PC_F pc_ks(3u, 0u)

WT_SCEN_INPUT(dwf_majority, dwf1_maj_in) {
  /* Every answer but c6's is reply()'s (one-warp groups; lists of consecutive indices). c6 issues
   * warp 3 of C's list 3 -> 5 with 3 threads: answered from the script when ME is in that state
   * (in a geometry where DWF-1 runs differently, e.g. HEAP 1, the rule answers instead). */
  reply(s, in);
  if (cyc == 5u && s->me_cnt == 0u && s->hs > 0u && s->h_cnt[0] == 4u && wid_of(3u) != wid_of(5u) &&
      s->h_wph[0] == (WP_V | wid_of(3u)) && s->h_wpt[0] == (WP_V | wid_of(5u))) {
    in->iss_next = WP_V | wid_of(5u);
    in->iss_nthd = 3u;
  }
  switch (cyc) {
    case 0:
      port0(in, PC_B, 3u, 0u);
      port1(in, PC_F, 1u, 1u);
      break;
    case 1:
      port0(in, PC_B, 2u, 2u);
      port1(in, PC_F, 2u, 1u);
      break;
    case 2:
      port0(in, PC_C, 1u, 3u);
      port1(in, PC_D, 2u, 4u);
      break;
    case 3:
      port0(in, PC_C, 1u, 3u);
      port1(in, PC_D, 1u, 4u);
      break;
    case 4: port0(in, PC_C, 2u, 5u); break;
    default: /* c6, c7: issue only */ break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// dwf2_mhl: MHeap LUT set full -> stall (SPEC 1.6 [RES, revised], 1.12 DWF-2)
////////////////////////////////////////////////////////////////////////////////

/* Part A, L = W/2 + 2:
 *   [0, L)              build(L): ME gets M's L+1 warps.
 *   [L, L + W/2)        fill set 0 with W groups G(j) = pc_ks(j+2, 0), NTHD NL - j (falling with
 *                       the slot), pool index 2L + j: the set is full, HS = W.
 *   [L + W/2, 2L + 1)   3 cycles: port 0 presents X = pc_ks(W+2, 0), a new PC of set 0 (1
 *                       thread, index 2L + W): ins0_ok = 0, a stall, no change.
 *   2L + 1              ME drained in cycle 2L, so phase 1 pops G(0), whose way (set 0, way 0)
 *                       becomes invalid: X is accepted in this first cycle after the POP.
 *   2L + 2              idle (G(1) is popped).
 *   2L + 3              reset.
 * Part B, the repro of SPEC 1.12 (toy PCs 2, 4, 10, 8 = tags 1, 2, 5, 4 of set 0), as the
 * composed scheduler drives it (WUR (PC, REQ) -> (PC, NTHD, WID)):
 *   b0 (c1)  (2,0x9) -> (P1,2,0)   (4,0x6) -> (P2,2,1)
 *   b1 (c2)  (2,0xD) -> (P1,3,2)   (10,0x2) -> (P5,1,3)
 *   b2 (c3)  (8,0x1) -> (P4,1,4)   (10,0xE) -> (P5,3,4)   [toy: 8 misses a full set: stall]
 *   b3 (c4)  (8,0x1) again -> (P4,1,5): accepted after c4's POP of 10 freed a way of set 0
 *   b4..b6   idle: ME and the heap drain. */
#define A_L (W / 2u + 2u)
#define B0 (2u * A_L + 4u)
#define MHL_CYCLES (B0 + 7u)

static uint32_t pb(uint32_t tag) { return pc_ks(tag, 0u); }

WT_SCEN_INPUT(dwf_majority, dwf2_mhl_in) {
  const unsigned L = A_L;
  if (cyc == 2u * L + 3u) {
    return true;
  }
  reply(s, in);
  if (cyc < L) {
    build(cyc, in);
  } else if (cyc < L + W / 2u) {
    const uint32_t j = 2u * (cyc - L);
    port0(in, pc_ks(j + 2u, 0u), nthd_of(WT_NL - j), 2u * L + j);
    port1(in, pc_ks(j + 3u, 0u), nthd_of(WT_NL - j - 1u), 2u * L + j + 1u);
  } else if (cyc <= 2u * L + 1u) {
    port0(in, pc_ks(W + 2u, 0u), 1u, 2u * L + W);
  } else if (cyc >= B0) {
    switch (cyc - B0) {
      case 0:
        port0(in, pb(1u), 2u, 0u);
        port1(in, pb(2u), 2u, 1u);
        break;
      case 1:
        port0(in, pb(1u), 3u, 2u);
        port1(in, pb(5u), 1u, 3u);
        break;
      case 2:
        port0(in, pb(4u), 1u, 4u);
        port1(in, pb(5u), 3u, 4u);
        break;
      case 3: port0(in, pb(4u), 1u, 5u); break;
      default: break;
    }
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// dwf3_heap_full: heap full -> stall until a POP (SPEC 1.6, 1.12 DWF-3 HEAP case)
////////////////////////////////////////////////////////////////////////////////

/* F = ceil(H/2), L = F + 2. Q(j) = pc_ks(2 + j/S, j%S) spreads the groups over the sets; Q(j)
 * lands in slot j with NTHD Dmax + 2 - depth(j) (Dmax = depth(H-1)) and pool index 2L + j.
 *   [0, L)            build(L).
 *   [L, L + F)        fill the heap: Q(2(c-L)) on port 0, Q(2(c-L)+1) on port 1. HS = HEAP.
 *   [L + F, 2L + 1)   3 cycles: port 0 presents X = pc_ks(3 + (H-1)/S, 0), a new PC in the set
 *                     of the root Q(0): the heap is full, ins0_ok = 0, a stall. In the first of
 *                     them port 1 adds a thread to Q(H-1) (merged into its tail warp): an MHL hit
 *                     is accepted while the heap is full.
 *   2L + 1            phase 1 pops Q(0): one heap slot and Q(0)'s way are free, X is accepted.
 *                     If the POP's SIFT_DOWN does not fit the swap budget, X (a heap update)
 *                     stalls while the heap is busy; as every group here is one warp, ME drains in
 *                     one issue and each non-busy step pops (and busies the heap) again, so X waits
 *                     until the heap is nearly empty: port 0 presents X until X has a group.
 *   then              10 + 4 HEAP cycles (the heap drains). */
#define HF_F ((H + 1u) / 2u)
#define HF_L (HF_F + 2u)
#define HF_CYCLES (2u * HF_L + 12u + 4u * H)

/* Whether PC `pc` has a group (ME's or a live heap entry's). */
static bool has_group(const st_t *s, uint32_t pc) {
  if (s->me_v && s->me_pc == pc) {
    return true;
  }
  for (uint32_t i = 0; i < s->hs && i < H; i++) {
    if (s->h_pc[i] == pc) {
      return true;
    }
  }
  return false;
}

static uint32_t q_pc(uint32_t j) { return pc_ks(2u + j / S, j % S); }
static uint32_t q_nthd(uint32_t j, uint32_t dmax) { return nthd_of(dmax + 2u - depth(j)); }

WT_SCEN_INPUT(dwf_majority, dwf3_heap_full_in) {
  const unsigned L = HF_L, F = HF_F;
  const uint32_t dmax = depth(H - 1u);
  reply(s, in);
  if (cyc < L) {
    build(cyc, in);
  } else if (cyc < L + F) {
    const uint32_t j = 2u * (cyc - L);
    port0(in, q_pc(j), q_nthd(j, dmax), 2u * L + j);
    if (j + 1u < H) {
      port1(in, q_pc(j + 1u), q_nthd(j + 1u, dmax), 2u * L + j + 1u);
    }
  } else {
    const uint32_t x = pc_ks(3u + (H - 1u) / S, 0u);
    if (cyc <= 2u * L + 1u || !has_group(s, x)) {
      port0(in, x, 1u, 2u * L + H);
    }
    if (cyc == L + F) {
      port1(in, q_pc(H - 1u), 1u, 2u * L + H - 1u);
    }
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// dwf4_budget: Level-1 budget (SPEC 1.12 DWF-4; expected values for WT_SWAPS == 2, HEAP 64)
////////////////////////////////////////////////////////////////////////////////

/* F = ceil((H-1)/2), L = F + 1, t = L + F; Q(j) as in dwf3_heap_full with Dmax = depth(H-2).
 *   [0, L)       build(L).
 *   [L, t)       fill slots 0..H-2 with Q(0..H-2): HS = HEAP - 1, ME still holds warps.
 *   t            port 0 inserts Q(H-1) with NL threads: slot H-1 (depth 6 for HEAP 64), a CNT
 *                above every ancestor, so SIFT_UP walks to the root: with 2 swaps per step
 *                63->31->15 in t, 15->7->3 in t+1, 3->1->0 in t+2.
 *   t+1, t+2     port 0 adds a thread to Q(0) (merge into its tail warp): a heap update, which
 *                stalls while the heap is busy; port 1 inserts M (ME hit, next pool index): it
 *                proceeds. (Port 0 asks only while Q(0)'s warp stays within NL threads.)
 *   t+3          port 0 presents Q(0)'s update again: accepted; ME issues again.
 *   t+4          idle. */
#define B4_F (H / 2u)
#define B4_L (B4_F + 1u)
#define B4_T (B4_L + B4_F)
#define B4_CYCLES (B4_T + 5u)

WT_SCEN_INPUT(dwf_majority, dwf4_budget_in) {
  const unsigned L = B4_L, t = B4_T;
  const uint32_t dmax = depth(H >= 2u ? H - 2u : 0u);
  reply(s, in);
  if (cyc < L) {
    build(cyc, in);
  } else if (cyc < t) {
    const uint32_t j = 2u * (cyc - L);
    port0(in, q_pc(j), q_nthd(j, dmax), 2u * L + j);
    if (j + 2u < H) {
      port1(in, q_pc(j + 1u), q_nthd(j + 1u, dmax), 2u * L + j + 1u);
    }
  } else if (cyc == t) {
    port0(in, q_pc(H - 1u), WT_NL, 2u * L + H - 1u);
  } else if (cyc <= t + 3u) {
    /* A thread for Q(0)'s only warp (a merge), as long as the warp stays within NL threads (in a
     * configuration where the heap is never busy the earlier requests are accepted). */
    for (uint32_t i = 0; i < s->hs; i++) {
      if (s->h_pc[i] == q_pc(0u) && s->h_cnt[i] + 1u <= WT_NL) {
        port0(in, q_pc(0u), 1u, s->h_wpt[i] & WP_IDX);
      }
    }
    if (cyc <= t + 2u) {
      port1(in, PC_M, 1u, (s->me_wpt & WP_IDX) + 1u);
    }
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"dwf1_maj",
     "SPEC 1.12 DWF-1 c1..c7, Majority side: INSERT stream of the WURs and the pool's answers; "
     "POP, ISSUE, ME hits, MHL hits, new groups, LINK, SIFT_UP/SIFT_DOWN compares",
     7u, dwf1_maj_in},
    {"dwf2_mhl",
     "SPEC 1.6 [RES] / 1.12 DWF-2: a new PC in a full MHeap LUT set stalls until a POP frees a "
     "way; then reset and the c1..c3 repro (2,0x9)/(4,0x6), (2,0xD)/(10,0x2), (8,0x1)/(10,0xE)",
     MHL_CYCLES, dwf2_mhl_in},
    {"dwf3_heap_full",
     "SPEC 1.6 / 1.12 DWF-3: the heap fills (HEAP groups), a new PC stalls while MHL hits "
     "proceed, and is accepted in the cycle phase 1 pops the root",
     HF_CYCLES, dwf3_heap_full_in},
    {"dwf4_budget",
     "SPEC 1.12 DWF-4: HS = HEAP-1, a deep INSERT sifts to the root; with WT_SWAPS = 2 the heap "
     "is busy for two steps (no issue, heap updates stall, ME hits proceed)",
     B4_CYCLES, dwf4_budget_in},
};

const wt_scenarios_t dwf_majority_scenarios = {scen, sizeof scen / sizeof scen[0]};
