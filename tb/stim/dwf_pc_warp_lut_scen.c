/* tb/stim/dwf_pc_warp_lut_scen.c: directed scenarios of dwf_pc_warp_lut (SPEC 1.3, 1.12 DWF-1,
 * DWF-2).
 *
 * Each scenario starts from the reset state (the runner resets before cycle 0) and is a pure
 * function of the cycle number and the configuration; the expected values live in
 * tb/unit/test_dwf_pc_warp_lut.c. PCs are built from S = WT_PWL_SETS so that the toy
 * configuration gets the spec's literal PCs (S = 2: B=2, C=3, D=4, F=6) and every other geometry
 * gets PCs with the same set collisions (B, D, F in set 0, C in set 1). Every value is truncated
 * to its port width, so the inputs are legal in any configuration.
 */
#include <stddef.h>

#include "dwf_pc_warp_lut.h"
#include "wt_stim.h"

#define S WT_PWL_SETS
#define W WT_PWL_WAYS
#define E WT_PWL_ENTRIES

/* PC with tag multiple `k` in set `set`: k*S + set (PC_SHIFT = 0, SPEC 1.3). */
static uint32_t pc_ks(uint32_t k, uint32_t set) { return wt_trunc32(k * S + set, WT_PCW); }
/* Per-PC write data used by dwf2_evict and fill_all: one lane, and an index, both from k. */
static uint32_t occ_k(uint32_t k) { return UINT32_C(1) << (k % WT_NL); }
static uint32_t idx_k(uint32_t k) { return k % WT_POOL; }

static void port0(dwf_pc_warp_lut_in_t *in, uint32_t pc, bool we, uint32_t occ, uint32_t idx) {
  in->p0_pc = pc;
  in->p0_we = we;
  in->p0_wocc = wt_trunc32(occ, WT_NL);
  in->p0_widx = wt_trunc32(idx, WT_IDXW);
}

static void port1(dwf_pc_warp_lut_in_t *in, uint32_t pc, bool we, uint32_t occ, uint32_t idx) {
  in->p1_pc = pc;
  in->p1_we = we;
  in->p1_wocc = wt_trunc32(occ, WT_NL);
  in->p1_widx = wt_trunc32(idx, WT_IDXW);
}

static void inval(dwf_pc_warp_lut_in_t *in, uint32_t pc, uint32_t idx) {
  in->inv = true;
  in->inv_pc = pc;
  in->inv_idx = wt_trunc32(idx, WT_IDXW);
}

////////////////////////////////////////////////////////////////////////////////
// dwf1_lut: the PC-warp LUT ports of DWF-1 (SPEC 1.12), cycles c1..c7
////////////////////////////////////////////////////////////////////////////////

/* Tag multiples of the DWF-1 PCs: B = 1S, C = 1S+1, D = 2S, F = 3S. */
#define PC_B pc_ks(1u, 0u)
#define PC_C pc_ks(1u, 1u)
#define PC_D pc_ks(2u, 0u)
#define PC_F pc_ks(3u, 0u)

/* The write data is what the scheduler computes from the lookup (SPEC 1.7): hit and no lane
 * conflict -> OCC | REQ with the old IDX; hit and conflict (CNF = OCC & REQ != 0) -> OCC = CNF,
 * IDX = the newly popped index; miss -> OCC = REQ, IDX = the newly popped index. The new
 * indices are the allocator pops of DWF-1 (0, 1, 2, 3, 4, 5). Worked by hand from the table:
 *   c1  issue -          WUR0 B REQ 0x7 miss -> {0x7, 0}   WUR1 F REQ 0x8 miss -> {0x8, 1}
 *   c2  inval(B, 0)      WUR0 B REQ 0xC miss -> {0xC, 2}   WUR1 F REQ 0x3 hit OCC 0x8 -> {0xB, 1}
 *   c3  inval(B, 2)      WUR0 C REQ 0x1 miss -> {0x1, 3}   WUR1 D REQ 0x6 miss -> {0x6, 4}
 *   c4  inval(F, 1)      WUR0 C REQ 0x4 hit OCC 0x1 -> {0x5, 3}
 *                        WUR1 D REQ 0x8 hit OCC 0x6 -> {0xE, 4}
 *   c5  inval(D, 4)      WUR0 C REQ 0x9 hit OCC 0x5, CNF 0x1 -> {0x1, 5}   WUR1 -
 *   c6  inval(C, 3)      (entry kept: its IDX is 5)
 *   c7  inval(C, 5) */
WT_SCEN_INPUT(dwf_pc_warp_lut, dwf1_lut_in) {
  switch (cyc) {
    case 0: /* c1 */
      port0(in, PC_B, true, 0x7u, 0u);
      port1(in, PC_F, true, 0x8u, 1u);
      break;
    case 1: /* c2 */
      inval(in, PC_B, 0u);
      port0(in, PC_B, true, 0xCu, 2u);
      port1(in, PC_F, true, 0xBu, 1u);
      break;
    case 2: /* c3 */
      inval(in, PC_B, 2u);
      port0(in, PC_C, true, 0x1u, 3u);
      port1(in, PC_D, true, 0x6u, 4u);
      break;
    case 3: /* c4 */
      inval(in, PC_F, 1u);
      port0(in, PC_C, true, 0x5u, 3u);
      port1(in, PC_D, true, 0xEu, 4u);
      break;
    case 4: /* c5 */
      inval(in, PC_D, 4u);
      port0(in, PC_C, true, 0x1u, 5u);
      break;
    case 5: /* c6 */ inval(in, PC_C, 3u); break;
    default: /* c7 */ inval(in, PC_C, 5u); break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// dwf2_evict: round-robin eviction in a full set (SPEC 1.12 DWF-2, PC-warp LUT part)
////////////////////////////////////////////////////////////////////////////////

/* P(k) = k*S is in set 0 (toy: 2, 4, 6, ...); Q(k) = k*S + 1 is in set 1. Each PC P(k) is
 * written with OCC occ_k(k) and IDX idx_k(k). Cycle plan (W ways):
 *   [0, W/2)        fill set 0: port 0 allocates P(2c+1), port 1 P(2c+2) (port 1 takes the next
 *                   way because it sees port 0's allocation). Set 0 way w = P(w+1), RR[0] = 0.
 *   W/2             port 0 presents P(W+1) (toy: PC 6): eviction 0, victim way RR[0] = 0,
 *                   RR[0] <- 1. Port 1 looks up PC 0 without writing: miss, way = RR[0] = 1.
 *   W/2+1+i         (i < W) both ports evict: port 0 P(W+2+2i), port 1 P(W+3+2i). Eviction j
 *                   writes P(W+1+j) into way j mod W; after 2W+1 evictions RR[0] has wrapped
 *                   twice and is 1.
 *   W/2+W+1         hit: port 0 updates P(3W+1) (way 0) with OCC | 0x2; port 1 looks up P(2W+2)
 *                   (way 1). RR unchanged.
 *   W/2+W+2         inval(P(3W+1)) frees way 0; port 0 allocates P(3W+2) into the lowest invalid
 *                   way 0, no eviction, RR[0] stays 1.
 *   W/2+W+3         inval(P(3W)) frees way W-1; port 0 allocates P(3W+3) into way W-1, RR[0]
 *                   stays 1.
 *   W/2+W+4+c       (c < W/2) fill set 1 with Q(2c+1), Q(2c+2).
 *   2W+4            port 0 presents Q(W+1): evicts set 1 way 0, RR[1] <- 1, RR[0] unchanged. */
#define EV_CYCLES (2u * W + 5u)

static void ev_port0(dwf_pc_warp_lut_in_t *in, uint32_t k, uint32_t set) {
  port0(in, pc_ks(k, set), true, occ_k(k), idx_k(k));
}
static void ev_port1(dwf_pc_warp_lut_in_t *in, uint32_t k, uint32_t set) {
  port1(in, pc_ks(k, set), true, occ_k(k), idx_k(k));
}

WT_SCEN_INPUT(dwf_pc_warp_lut, dwf2_evict_in) {
  const uint32_t h = W / 2u;
  if (cyc < h) {
    ev_port0(in, 2u * cyc + 1u, 0u);
    ev_port1(in, 2u * cyc + 2u, 0u);
  } else if (cyc == h) {
    ev_port0(in, W + 1u, 0u);
  } else if (cyc < h + 1u + W) {
    uint32_t i = cyc - (h + 1u);
    ev_port0(in, W + 2u + 2u * i, 0u);
    ev_port1(in, W + 3u + 2u * i, 0u);
  } else if (cyc == h + W + 1u) {
    port0(in, pc_ks(3u * W + 1u, 0u), true, occ_k(3u * W + 1u) | 0x2u, idx_k(3u * W + 1u));
    port1(in, pc_ks(2u * W + 2u, 0u), false, 0u, 0u);
  } else if (cyc == h + W + 2u) {
    inval(in, pc_ks(3u * W + 1u, 0u), idx_k(3u * W + 1u));
    ev_port0(in, 3u * W + 2u, 0u);
  } else if (cyc == h + W + 3u) {
    inval(in, pc_ks(3u * W, 0u), idx_k(3u * W));
    ev_port0(in, 3u * W + 3u, 0u);
  } else if (cyc < h + W + 4u + h) {
    uint32_t c = cyc - (h + W + 4u);
    ev_port0(in, 2u * c + 1u, 1u);
    ev_port1(in, 2u * c + 2u, 1u);
  } else {
    ev_port0(in, W + 1u, 1u);
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// fill_all: every set and way, same-PC ports, then invalidation (with near misses) and reset
////////////////////////////////////////////////////////////////////////////////

/* Entry e = set*W + way holds PC_e = (way+1)*S + set, OCC occ_k(e), IDX idx_k(e). Cycle plan:
 *   [0, E/2)        port 0 allocates entry 2c, port 1 entry 2c+1 (same set, ways w and w+1).
 *   E/2             both ports present PC_0 (a hit) and write: port 0 OCC all-ones, port 1 sees
 *                   that write and writes OCC 0x2; IDX stays idx_k(0).
 *   E/2+1           both ports present X = (W+1)*S + 1, new in full set 1: port 0 misses and
 *                   evicts way RR[1] = 0 (entry W) with {OCC 0x1, IDX idx_k(E)}, RR[1] <- 1;
 *                   port 1 hits the entry port 0 just wrote and writes OCC 0x3.
 *   E/2+2+2e        inval_if that must not invalidate entry e: the right PC with a wrong IDX
 *                   (even e) or a PC of the same set that is not present, (W+2)*S + set, with
 *                   the right IDX (odd e). Both ports look the entry's PC up: hit.
 *   E/2+3+2e        inval_if(PC, IDX) of entry e: invalidates. Both ports look it up: miss.
 *   E/2+2+2E        reset (stale PC/OCC/IDX of invalid entries are cleared).
 *   E/2+3+2E        port 0 allocates PC_0, port 1 PC_1 again: entries 0 and 1. */
#define FA_X pc_ks(W + 1u, 1u)
#define FA_INV0 (E / 2u + 2u)
#define FA_RST (FA_INV0 + 2u * E)
#define FA_CYCLES (FA_RST + 2u)

static uint32_t fa_pc(uint32_t e) { return pc_ks(e % W + 1u, e / W); }
/* Current PC and IDX of entry e once the two same-PC cycles have run. */
static uint32_t fa_cur_pc(uint32_t e) { return e == W ? FA_X : fa_pc(e); }
static uint32_t fa_cur_idx(uint32_t e) { return e == W ? idx_k(E) : idx_k(e); }

WT_SCEN_INPUT(dwf_pc_warp_lut, fill_all_in) {
  if (cyc < E / 2u) {
    port0(in, fa_pc(2u * cyc), true, occ_k(2u * cyc), idx_k(2u * cyc));
    port1(in, fa_pc(2u * cyc + 1u), true, occ_k(2u * cyc + 1u), idx_k(2u * cyc + 1u));
  } else if (cyc == E / 2u) {
    port0(in, fa_pc(0u), true, WT_MASK32(WT_NL), idx_k(0u));
    port1(in, fa_pc(0u), true, 0x2u, idx_k(0u));
  } else if (cyc == E / 2u + 1u) {
    port0(in, FA_X, true, 0x1u, idx_k(E));
    port1(in, FA_X, true, 0x3u, idx_k(E));
  } else if (cyc < FA_RST) {
    uint32_t e = (cyc - FA_INV0) / 2u;
    bool real = ((cyc - FA_INV0) % 2u) == 1u;
    uint32_t pc = fa_cur_pc(e);
    if (real) {
      inval(in, pc, fa_cur_idx(e));
    } else if (e % 2u == 0u) {
      inval(in, pc, fa_cur_idx(e) ^ 1u);
    } else {
      inval(in, pc_ks(W + 2u, e / W), fa_cur_idx(e));
    }
    port0(in, pc, false, 0u, 0u);
    port1(in, pc, false, 0u, 0u);
  } else if (cyc == FA_RST) {
    return true;
  } else {
    port0(in, fa_pc(0u), true, occ_k(0u), idx_k(0u));
    port1(in, fa_pc(1u), true, occ_k(1u), idx_k(1u));
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"dwf1_lut",
     "SPEC 1.12 DWF-1 c1..c7, PC-warp LUT ports: inval_if of the issued warp, then WUR0 and WUR1 "
     "lookups and the scheduler's writes (merge, conflict -> new warp, miss -> alloc)",
     7u, dwf1_lut_in},
    {"dwf2_evict",
     "SPEC 1.12 DWF-2 (PC-warp LUT part) and 1.3 alloc: set 0 filled with P(1..W), P(W+1) evicts "
     "way RR[0]=0 and RR[0] becomes 1; 2W+1 evictions wrap RR; invalid ways preferred, RR per set",
     EV_CYCLES, dwf2_evict_in},
    {"fill_all",
     "SPEC 1.3: fill every set and way, same PC on both ports (hit and miss), inval_if with a "
     "wrong IDX or absent PC (no effect) and with the right IDX, then reset and refill",
     FA_CYCLES, fill_all_in},
};

const wt_scenarios_t dwf_pc_warp_lut_scenarios = {scen, sizeof scen / sizeof scen[0]};
