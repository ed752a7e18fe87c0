/* tb/stim/dwf_pdpri_scen.c: directed scenarios of dwf_pdpri (SPEC 1.8 DPdPri).
 *
 * Each scenario starts from reset and is a pure function of the cycle number; the expected values
 * live in tb/unit/test_dwf_pdpri.c.
 */
#include <stddef.h>

#include "dwf_pdpri.h"
#include "wt_stim.h"

#define NONE WT_MASK32(WT_TIDW)

////////////////////////////////////////////////////////////////////////////////
// keys: PDC counts, a warp's key on creation and merge, and the three selection rules.
//   c0: writeback of threads 0, 1 (reconvergence) and 2 (not): PDC 1, 1, 0.
//   c1: new warp 2 = {0, 1}: key 1; new warp 1 = {2}: key 0; writeback of 0 (rcv): PDC[0] 2.
//   c2: issue 1 (key 0); new warp 0 = {0}: key 2; merge {3} (PDC 0) into 2: key 0.
//   c3: issue 2 (key 0).  c4: issue 0.
//   c5: new warps 3 = {4}, 5 = {5}, both key 0, PCs 7 and 6.  c6: issue 5 (smaller PC).
//   c7: issue 3; new warps 6 = {8}, 7 = {9}, key 0, PC 7 both.  c8: issue 6 (lower index).
//   c9: issue 7.
////////////////////////////////////////////////////////////////////////////////

static void wur(uint32_t *tid, uint32_t t0, uint32_t t1) {
  for (unsigned l = 0; l < WT_NL; l++) {
    tid[l] = NONE;
  }
  tid[0] = t0;
  tid[1] = t1;
}

WT_SCEN_INPUT(dwf_pdpri, keys_in) {
  /* The PC of each new warp: 5, except warps 3, 6, 7 (PC 7) and 5 (PC 6). */
  in->ins0_pc = 5u;
  in->ins1_pc = 5u;
  wur(in->ins0_tid, NONE, NONE);
  wur(in->ins1_tid, NONE, NONE);
  wur(in->wb_tid, NONE, NONE);
  switch (cyc) {
    case 0:
      wur(in->wb_tid, 0u, 1u);
      in->wb_tid[2] = 2u;
      in->wb_v = 0x7u;
      in->wb_rcv = 0x3u;
      break;
    case 1:
      in->ins0 = true, in->ins0_cnf = WT_MASK32(WT_NL), in->ins0_inew = 2u, wur(in->ins0_tid, 0u, 1u);
      in->ins1 = true, in->ins1_cnf = WT_MASK32(WT_NL), in->ins1_inew = 1u, wur(in->ins1_tid, NONE, 2u);
      wur(in->wb_tid, 0u, NONE);
      in->wb_v = 0x1u;
      in->wb_rcv = 0x1u;
      break;
    case 2:
      in->ins0 = true, in->ins0_cnf = WT_MASK32(WT_NL), in->ins0_inew = 0u, wur(in->ins0_tid, 0u, NONE);
      in->ins1 = true, in->ins1_cnf = 0u, in->ins1_iold = 2u, wur(in->ins1_tid, NONE, 3u);
      break;
    case 5:
      in->ins0 = true, in->ins0_cnf = WT_MASK32(WT_NL), in->ins0_inew = 3u, wur(in->ins0_tid, 4u, NONE),
      in->ins0_pc = 7u;
      in->ins1 = true, in->ins1_cnf = WT_MASK32(WT_NL), in->ins1_inew = 5u, wur(in->ins1_tid, 5u, NONE),
      in->ins1_pc = 6u;
      break;
    case 7:
      in->ins0 = true, in->ins0_cnf = WT_MASK32(WT_NL), in->ins0_inew = 6u, wur(in->ins0_tid, 8u, NONE),
      in->ins0_pc = 7u;
      in->ins1 = true, in->ins1_cnf = WT_MASK32(WT_NL), in->ins1_inew = 7u, wur(in->ins1_tid, 9u, NONE),
      in->ins1_pc = 7u;
      break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"keys", "SPEC 1.8 DPdPri: PDC counts, keys on creation and merge, key / PC / index selection", 10u,
     keys_in},
};

const wt_scenarios_t dwf_pdpri_scenarios = {scen, sizeof scen / sizeof scen[0]};
