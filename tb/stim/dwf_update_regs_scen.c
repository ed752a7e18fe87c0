/* tb/stim/dwf_update_regs_scen.c: directed scenarios of dwf_update_regs (SPEC 1.1, 1.2, 1.12
 * DWF-1).
 *
 * Each scenario starts from the reset state (the runner resets before cycle 0) and is a pure
 * function of the cycle number and the configuration; the expected values live in
 * tb/unit/test_dwf_update_regs.c. The scenarios use lanes 0..3 (NL >= 4 in every shipped
 * configuration; masks are truncated to NL). Threads are named by static warp and home lane,
 * tid(w, l) = w*NL + (l XOR swz(w)) (SPEC 1.1), so the toy configuration (NL 4, SWZ 0) gets the
 * spec's literal TIDs (warp x = tids 0..3, y = 4..7, z = 8..11) and every other configuration
 * threads with the same home lanes.
 */
#include <stddef.h>

#include "dwf_update_regs.h"
#include "wt_stim.h"

#define LANES_MASK WT_MASK32(WT_NL)

static uint32_t tid_of(uint32_t w, uint32_t l) {
  return wt_trunc32(w * WT_NL + (l ^ (WT_SWZ ? (w & 1u) : 0u)), WT_TIDW);
}

/* Presents lane l (< NL) with thread tid(w, l) going to `pc`. */
static void lane(dwf_update_regs_in_t *in, uint32_t l, uint32_t w, uint32_t pc) {
  if (l < WT_NL) {
    in->in_valid |= UINT32_C(1) << l;
    in->in_tid[l] = tid_of(w, l);
    in->in_npc[l] = wt_trunc32(pc, WT_PCW);
  }
}

////////////////////////////////////////////////////////////////////////////////
// dwf1_load: the incoming warps of DWF-1 (SPEC 1.12) through the load rule
////////////////////////////////////////////////////////////////////////////////

/* PCs of DWF-1 and its static warps x, y, z. */
#define PC_B 2u
#define PC_C 3u
#define PC_D 4u
#define PC_F 6u
#define W_X 0u
#define W_Y 1u
#define W_Z 2u

/* The contents "presented in phase 2 of cycle n" are loaded in phase 3 of cycle n-1 (SPEC 1.12),
 * and every WUR is accepted in the cycle it is presented (DWF-1 never stalls), so scenario cycle
 * n (= DWF-1 cycle n) drains the WURs loaded in cycle n-1 and presents the warp of cycle n+1:
 *   c0  -              present x: lanes 0,1,2 -> B, lane 3 -> F   load (B,0x7) / (F,0x8)
 *   c1  drain 0, 1     present y: lanes 0,1 -> F, lanes 2,3 -> B   load (F,0x3) / (B,0xC)
 *                      (the reverse of the table's WUR0/WUR1: lowest valid lane first, SPEC 1.12)
 *   c2  drain 0, 1     present x lane 0 -> C, lanes 1,2 -> D       load (C,0x1) / (D,0x6)
 *   c3  drain 0, 1     present y lane 2 -> C, lane 3 -> D          load (C,0x4) / (D,0x8)
 *   c4  drain 0, 1     present z lanes 0,3 -> C                    load (C,0x9) / -
 *   c5  drain 0        nothing presented
 *   c6, c7             idle */
#define DWF1_CYCLES 8u

WT_SCEN_INPUT(dwf_update_regs, dwf1_load_in) {
  in->drain0 = cyc >= 1u && cyc <= 5u;
  in->drain1 = cyc >= 1u && cyc <= 4u;
  switch (cyc) {
    case 0:
      lane(in, 0, W_X, PC_B);
      lane(in, 1, W_X, PC_B);
      lane(in, 2, W_X, PC_B);
      lane(in, 3, W_X, PC_F);
      break;
    case 1:
      lane(in, 0, W_Y, PC_F);
      lane(in, 1, W_Y, PC_F);
      lane(in, 2, W_Y, PC_B);
      lane(in, 3, W_Y, PC_B);
      break;
    case 2:
      lane(in, 0, W_X, PC_C);
      lane(in, 1, W_X, PC_D);
      lane(in, 2, W_X, PC_D);
      break;
    case 3:
      lane(in, 2, W_Y, PC_C);
      lane(in, 3, W_Y, PC_D);
      break;
    case 4:
      lane(in, 0, W_Z, PC_C);
      lane(in, 3, W_Z, PC_C);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// three_pcs: incoming warps with 3 and 4 distinct PCs (the ">2 targets" stall, SPEC 1.2)
////////////////////////////////////////////////////////////////////////////////

/* PCs, deliberately not in lane order: X = 0x30, Y = 0x10, Z = 0x20, W = 0x40. Warp A = static
 * warp 3, warp B = static warp 4.
 *   c0  -             present A: lane 0 -> Z, 1 -> X, 2 -> Z, 3 -> Y
 *                     load (Z,0x5) / (X,0x2); taken 0x7, accept 0 (lane 3 has a third PC)
 *   c1  -             re-present lane 3 (Y); both WURs full: no load, taken 0, accept 0. The
 *                     other lanes keep A's data but are not valid (ignored).
 *   c2  drain 0       re-present lane 3; WUR1 still full: no load, accept 0
 *   c3  drain 1       re-present lane 3; both empty after the drain: load (Y,0x8) / (0,0);
 *                     taken 0x8, accept 1
 *   c4  drain 0       present B: lane 0 -> W, 1 -> X, 2 -> Y, 3 -> Z
 *                     load (W,0x1) / (X,0x2); taken 0x3, accept 0
 *   c5  drain 0, 1    re-present lanes 2 (Y), 3 (Z): load (Y,0x4) / (Z,0x8); accept 1
 *   c6  drain 0, 1    idle: both registers empty */
#define PC_X 0x30u
#define PC_Y 0x10u
#define PC_Z 0x20u
#define PC_W 0x40u
#define W_A 3u
#define W_B 4u
#define THREE_CYCLES 7u

WT_SCEN_INPUT(dwf_update_regs, three_pcs_in) {
  static const bool d0[THREE_CYCLES] = {false, false, true, false, true, true, true};
  static const bool d1[THREE_CYCLES] = {false, false, false, true, false, true, true};
  in->drain0 = d0[cyc];
  in->drain1 = d1[cyc];
  if (cyc <= 3u) {
    lane(in, 0, W_A, PC_Z);
    lane(in, 1, W_A, PC_X);
    lane(in, 2, W_A, PC_Z);
    lane(in, 3, W_A, PC_Y);
    if (cyc >= 1u) {
      in->in_valid &= 0x8u; /* the rest: lane 3 */
    }
  } else if (cyc <= 5u) {
    lane(in, 0, W_B, PC_W);
    lane(in, 1, W_B, PC_X);
    lane(in, 2, W_B, PC_Y);
    lane(in, 3, W_B, PC_Z);
    if (cyc == 5u) {
      in->in_valid &= 0xCu; /* the rest: lanes 2, 3 */
    }
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// home_lane: the lane_err checker (SPEC 1.1, 1.2), junk in idle lanes, reset
////////////////////////////////////////////////////////////////////////////////

/* Every cycle drains both registers, so every presented warp is loaded.
 *   c0  static warp 1 (odd: swizzled when SWZ = 1) in its home lanes 0..3: no lane_err
 *   c1  the same threads in lanes l = tid mod NL (the unswizzled placement): with SWZ = 1 every
 *       lane is wrong (lane_err 0xF), with SWZ = 0 none is; the lanes are loaded anyway
 *   c2  lane 0 valid with the sentinel TID (home lane (2^TIDW-1) mod NL XOR ..., not 0 in the
 *       shipped configurations), lane 1 valid with tid(2, 1); lanes 2, 3 not valid with TIDs of
 *       wrong home lanes (ignored: lane_err 0x1)
 *   c3  reset (stale TIDs return to the sentinel)
 *   c4  static warp 0 in lanes 0..3, one PC: loaded into WUR0 only */
#define HL_CYCLES 5u

WT_SCEN_INPUT(dwf_update_regs, home_lane_in) {
  in->drain0 = true;
  in->drain1 = true;
  switch (cyc) {
    case 0:
      for (uint32_t l = 0; l < 4u; l++) {
        lane(in, l, 1u, 0x100u + (l & 1u));
      }
      break;
    case 1:
      for (uint32_t l = 0; l < 4u && l < WT_NL; l++) {
        in->in_valid |= UINT32_C(1) << l;
        in->in_tid[l] = wt_trunc32(WT_NL + l, WT_TIDW); /* static warp 1, no swizzle */
        in->in_npc[l] = 0x200u;
      }
      break;
    case 2:
      in->in_valid = 0x3u;
      in->in_tid[0] = DWF_UPDATE_REGS_TID_NONE;
      in->in_npc[0] = 0x300u;
      in->in_tid[1] = tid_of(2u, 1u);
      in->in_npc[1] = 0x300u;
      if (WT_NL >= 4) {
        in->in_tid[2] = tid_of(0u, 3u);
        in->in_npc[2] = 0x301u;
        in->in_tid[3] = tid_of(0u, 2u);
        in->in_npc[3] = 0x302u;
      }
      break;
    case 3: return true;
    default:
      for (uint32_t l = 0; l < 4u; l++) {
        lane(in, l, 0u, 0x400u);
      }
      break;
  }
  in->in_valid &= LANES_MASK;
  return false;
}

static const wt_scenario_t scen[] = {
    {"dwf1_load",
     "SPEC 1.12 DWF-1 driven through `in`: the incoming warps of c1..c5 presented one cycle early "
     "and loaded by the SPEC 1.2 rule (c2 loads WUR0=(F,0x3), WUR1=(B,0xC)), drains as accepted",
     DWF1_CYCLES, dwf1_load_in},
    {"three_pcs",
     "SPEC 1.2 >2 targets: warps with 3 and 4 distinct PCs, in_accept 0 and in_taken, the rest "
     "re-presented while the WURs are full and after one drain, then loaded and accepted",
     THREE_CYCLES, three_pcs_in},
    {"home_lane",
     "SPEC 1.1/1.2 home-lane checker: swizzled warp in its home lanes, the unswizzled placement, "
     "a sentinel TID, junk in idle lanes ignored; reset in the middle",
     HL_CYCLES, home_lane_in},
};

const wt_scenarios_t dwf_update_regs_scenarios = {scen, sizeof scen / sizeof scen[0]};
