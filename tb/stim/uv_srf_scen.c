/* tb/stim/uv_srf_scen.c: directed scenarios of uv_srf (SPEC 5.3 UV-2 and UV-3).
 *
 * Each scenario starts from the reset state and is a pure function of the cycle and the
 * configuration, so the unit test (tb/unit/test_uv_srf.c, which holds the expected values: SPEC's
 * on uv_baseline, worked out by hand on uv_toy), the golden vectors and the lock-step harness
 * replay the same inputs. Masks: FULL = all NL lanes; DIV = the top quarter of the lanes (threads
 * 24-31 = 0xFF000000 at NL 32, SPEC's divergent step; 6-7 = 0xC0 at NL 8).
 */
#include "uv_srf.h"
#include "wt_stim.h"

#define NSR WT_SRF_REGS
#define FULL WT_MASK32(WT_NL)
#define DIV (FULL & ~WT_MASK32(WT_NL * 3u / 4u))

/* The instruction fields of a scenario cycle. */
static void instr(uv_srf_in_t *in, bool uniform, uint32_t dst, uint32_t src_v, uint32_t src0, uint32_t src1,
                  uint32_t act) {
  in->id_v = true;
  in->dst_v = true;
  in->dst = dst;
  in->uniform = uniform;
  in->src_v = src_v;
  in->src0 = src0;
  in->src1 = src1;
  in->act = act;
  in->full = FULL;
}

////////////////////////////////////////////////////////////////////////////////
// uv2: SPEC 5.3 UV-2, the UV-1 sequence on the SRF design
////////////////////////////////////////////////////////////////////////////////

/* VR1, VR2, VR3 are physical vector registers 1, 2, 3 (r1..r3 of warp 0). The scalar results of
 * SP0 arrive on the SRF write port a cycle or more after their instruction's ID, the issue-time
 * releases after the redefining instruction's ID:
 *   c0  #1 mov r1, #0            uniform, no register source: pops SR0, map[1] = {1, 0}
 *   c1  #2 mul r2, ctaid, ntid   uniform (special registers): pops SR1; SRF[0] <- 0 (#1's result)
 *   c2  SRF[1] <- 64 (#2's result: ctaid 2 x ntid 32)
 *   c3  #3 add r3, r2, %tid.x    regular: source VR2 -> SR1 (64); map[3] stays unmapped
 *   c4  #4 add r1, r1, #1        uniform: source VR1 -> SR0 (0); pops SR2, map[1] = {1, 2}; old SR0
 *   c5  SRF[2] <- 1 (#4's result); #4 issues: release SR0
 *   c6  #5 add r1, r1, #2, mask DIV   regular, divergent, dst mapped: COW VR1 <- SR2; map[1].V = 0; old SR2
 *   c7  #5 issues: release SR2
 *   c8  add r4, r1, r2 (regular): VR1 is no longer renamed, VR2 still reads SR1 (64) */
WT_SCEN_INPUT(uv_srf, uv2_in) {
  switch (cyc) {
    case 0: instr(in, true, 1, 0, 0, 0, FULL); break;
    case 1:
      instr(in, true, 2, 0, 0, 0, FULL);
      in->wr_v = true;
      in->wr_sr = 0;
      in->wr_val = 0;
      break;
    case 2:
      in->wr_v = true;
      in->wr_sr = 1;
      in->wr_val = 64;
      break;
    case 3: instr(in, false, 3, 1, 2, 0, FULL); break;
    case 4: instr(in, true, 1, 1, 1, 0, FULL); break;
    case 5:
      in->wr_v = true;
      in->wr_sr = 2;
      in->wr_val = 1;
      in->rel_v = true;
      in->rel_sr = 0;
      break;
    case 6: instr(in, false, 1, 1, 1, 0, DIV); break;
    case 7:
      in->rel_v = true;
      in->rel_sr = 2;
      break;
    default: instr(in, false, 4, 3, 1, 2, FULL); break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// uv3: SPEC 5.3 UV-3, every SR allocated: the structural-hazard fallback
////////////////////////////////////////////////////////////////////////////////

/* N = SRF_REGS (128 at the baseline, 8 on the toy; UV_VREGS > N in both):
 *   c0 .. N-1  uniform to VR c: pops SR c (the freelist empties)
 *   N          uniform to VR N (unmapped), freelist empty: fallback, no mapping (SPEC UV-3)
 *   N+1        uniform to VR 5 (mapped to SR5), freelist empty: fallback; as a regular write it
 *              unmaps VR5 and gives old SR5 (no COW: the mask is full)
 *   N+2        release SR5 and, in the same cycle, uniform to VR N: the release is popped at once
 *              (phase 2 before phase 4): map[N] = {1, 5}
 *   N+3        regular divergent write to VR0 (SR0): COW, unmap, old SR0
 *   N+4        release SR0; an instruction without a destination reads VR N (SR5) */
#define UV3_CYCLES (NSR + 5u)

WT_SCEN_INPUT(uv_srf, uv3_in) {
  if (cyc < NSR) {
    instr(in, true, cyc, 0, 0, 0, FULL);
  } else if (cyc == NSR) {
    instr(in, true, NSR, 0, 0, 0, FULL);
  } else if (cyc == NSR + 1u) {
    instr(in, true, 5, 0, 0, 0, FULL);
  } else if (cyc == NSR + 2u) {
    instr(in, true, NSR, 0, 0, 0, FULL);
    in->rel_v = true;
    in->rel_sr = 5;
  } else if (cyc == NSR + 3u) {
    instr(in, false, 0, 0, 0, 0, DIV);
  } else {
    instr(in, false, 0, 1, NSR, 0, FULL);
    in->dst_v = false;
    in->rel_v = true;
    in->rel_sr = 0;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"uv2",
     "SPEC 5.3 UV-2: pops SR0, SR1; VR2 -> SR1 broadcast; pop SR2 for VR1, release SR0 at issue -> "
     "freelist [3..N-1, 0]; divergent write: COW VR1 <- SR2, unmap, release SR2 -> [3..N-1, 0, 2]",
     9u, uv2_in},
    {"uv3",
     "SPEC 5.3 UV-3: every SR allocated, a uniform instruction falls back to regular and maps "
     "nothing; fallback over a mapped dst unmaps it; a release popped in its own cycle; COW",
     UV3_CYCLES, uv3_in},
};

const wt_scenarios_t uv_srf_scenarios = {scen, sizeof scen / sizeof scen[0]};
