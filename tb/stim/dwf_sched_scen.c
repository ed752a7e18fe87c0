/* tb/stim/dwf_sched_scen.c: directed scenarios of the composed DWF scheduler (SPEC 1.12).
 *
 * Each scenario starts from reset and is a pure function of the cycle number and the
 * configuration; the expected values live in tb/unit/test_dwf_sched.c. The incoming warps are
 * driven through `in` (SPEC 1.12, "Driving DWF-1 through in"): the warp that SPEC presents in
 * phase 2 of cycle n is loaded in phase 3 of step n-1, so step k of a scenario = SPEC cycle ck
 * and step 0 only loads c1's registers.
 *
 * PCs are built from S = the number of LUT sets, so the toy configuration gets the spec's literal
 * PCs (S = 2: B=2, C=3, D=4, F=6) and the baseline gets PCs with the same set collisions in both
 * LUTs. Thread t of static warp w sits in its home lane (SPEC 1.1): tid = w*NL + (l ^ swz(w)).
 */
#include <stddef.h>

#include "dwf_sched.h"
#include "wt_stim.h"

static_assert(WT_PWL_SETS == WT_MHL_SETS, "the scenarios assume equal set counts in both LUTs");
#define S WT_PWL_SETS
static uint32_t pc_ks(uint32_t k, uint32_t set) { return wt_trunc32(k * S + set, WT_PCW); }
#define PC_B pc_ks(1u, 0u)
#define PC_C pc_ks(1u, 1u)
#define PC_D pc_ks(2u, 0u)
#define PC_F pc_ks(3u, 0u)

/* Thread in lane l of static warp w (wrapping at the configuration's thread count). */
static uint32_t tid_wl(uint32_t w, uint32_t l) {
  w %= WT_THREADS / WT_NL;
  return w * WT_NL + (l ^ (WT_SWZ ? (w & 1u) : 0u));
}

/* Presents lane l (of static warp w) going to pc. */
static void lane(dwf_sched_in_t *in, uint32_t w, uint32_t l, uint32_t pc) {
  in->in_valid |= 1u << l;
  in->in_tid[l] = tid_wl(w, l);
  in->in_npc[l] = pc;
}

////////////////////////////////////////////////////////////////////////////////
// dwf1: the 7-cycle walk-through (SPEC 1.12 DWF-1). x = warp 0, y = warp 1, z = warp 2.
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_INPUT(dwf_sched, dwf1_in) {
  switch (cyc) {
    case 0: /* loaded for c1: x lanes 0-2 -> B, lane 3 -> F */
      lane(in, 0, 0, PC_B), lane(in, 0, 1, PC_B), lane(in, 0, 2, PC_B), lane(in, 0, 3, PC_F);
      break;
    case 1: /* for c2: y lanes 0,1 -> F, lanes 2,3 -> B (loads WUR0 = F, WUR1 = B) */
      lane(in, 1, 0, PC_F), lane(in, 1, 1, PC_F), lane(in, 1, 2, PC_B), lane(in, 1, 3, PC_B);
      break;
    case 2: /* for c3: x back from idx0: lane 0 -> C, lanes 1,2 -> D */
      lane(in, 0, 0, PC_C), lane(in, 0, 1, PC_D), lane(in, 0, 2, PC_D);
      break;
    case 3: /* for c4: y's lanes 2,3 back from idx2: lane 2 -> C, lane 3 -> D */
      lane(in, 1, 2, PC_C), lane(in, 1, 3, PC_D);
      break;
    case 4: /* for c5: z's tids in lanes 0 and 3 -> C */ lane(in, 2, 0, PC_C), lane(in, 2, 3, PC_C); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// dwf2_mhl: a full MHeap LUT set stalls a WUR until a POP frees a way (SPEC 1.12 DWF-2, and the
// repro that broke the earlier eviction rule): c1 (2,0x9)/(4,0x6); c2 (2,0xD)/(10,0x2);
// c3 (8,0x1)/(10,0xE). Even PCs share set 0 of both LUTs (toy: 2 ways).
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_INPUT(dwf_sched, dwf2_mhl_in) {
  const uint32_t p2 = pc_ks(1u, 0u), p4 = pc_ks(2u, 0u), p8 = pc_ks(4u, 0u), p10 = pc_ks(5u, 0u);
  switch (cyc) {
    case 0: lane(in, 0, 0, p2), lane(in, 0, 1, p4), lane(in, 0, 2, p4), lane(in, 0, 3, p2); break;
    case 1: lane(in, 1, 0, p2), lane(in, 1, 1, p10), lane(in, 1, 2, p2), lane(in, 1, 3, p2); break;
    case 2: lane(in, 2, 0, p8), lane(in, 2, 1, p10), lane(in, 2, 2, p10), lane(in, 2, 3, p10); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// dwf3: resource stalls (SPEC 1.12 DWF-3); the expected values apply to the test configurations
// dwf3_pool2 (POOL 2: allocator empty) and dwf3_heap1 (HEAP 1: heap full).
//   c1: WUR0 = (a, 0x1), WUR1 = (b, 0x2);  c2: WUR0 = (c, 0x4), WUR1 = (d, 0x8).
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_INPUT(dwf_sched, dwf3_in) {
  switch (cyc) {
    case 0: lane(in, 0, 0, pc_ks(1u, 0u)), lane(in, 0, 1, pc_ks(1u, 1u)); break;
    case 1: /* presented until both registers are empty (the WUR1 stall of POOL 2 holds it) */
      lane(in, 0, 2, pc_ks(2u, 0u)), lane(in, 0, 3, pc_ks(2u, 1u));
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pol: the scheduling policies (SPEC 1.8). A group of PC P gets one new single-thread warp per
// cycle (lane 0 of static warps 0..3), so the first group popped stays in the Majority Entry (ME
// hits) while three more groups arrive one warp each: X (PC 3 on the toy, 2 threads, oldest),
// Y (PC 5, 3 threads), Z (PC 4, 1 thread, newest). When P drains (c6) the policy picks among X,
// Y, Z: DMaj Y X Z, DMin Z X Y, DPC X Z Y; DTime issues every warp in arrival order. Z's next PC
// is a reconvergence point (in_rcv), so under DPdPri its thread's PDC is 1 and Z's key 1, every
// other key 0: P's warps (smallest PC), then X, Y, Z. The expected streams are in
// tb/unit/test_dwf_sched.c (test_pol).
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_INPUT(dwf_sched, pol_in) {
  const uint32_t p = pc_ks(1u, 0u), x = pc_ks(1u, 1u), z = pc_ks(2u, 0u), y = pc_ks(2u, 1u);
  switch (cyc) {
    case 0: lane(in, 0, 0, p); break;
    case 1: lane(in, 1, 0, p), lane(in, 0, 1, x), lane(in, 0, 2, x); break;
    case 2: lane(in, 2, 0, p), lane(in, 1, 1, y), lane(in, 1, 2, y), lane(in, 1, 3, y); break;
    case 3: lane(in, 3, 0, p), lane(in, 2, 1, z), in->in_rcv = 1u << 1; break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"dwf1", "DWF-1 (SPEC 1.12): the 7-cycle walk-through driven through the load rule", 10, dwf1_in},
    {"dwf2_mhl", "DWF-2 (SPEC 1.12): full MHeap LUT set stalls until a POP frees a way", 8, dwf2_mhl_in},
    {"dwf3", "DWF-3 (SPEC 1.12): allocator-empty (POOL 2) and heap-full (HEAP 1) stalls", 6, dwf3_in},
    {"pol", "SPEC 1.8: three PC groups of 2, 3, 1 threads queued behind a draining group", 10, pol_in},
};

const wt_scenarios_t dwf_sched_scenarios = {scen, sizeof scen / sizeof scen[0]};
