/* tb/stim/dwf_dtime_scen.c: directed scenarios of dwf_dtime (SPEC 1.8 DTime).
 *
 * Each scenario starts from reset and is a pure function of the cycle number; the expected values
 * live in tb/unit/test_dwf_dtime.c. The pool's NEXT answers are scripted as dwf_sched's pool
 * would give them for the links the scenario makes.
 */
#include <stddef.h>

#include "dwf_dtime.h"
#include "wt_stim.h"

#define V (UINT32_C(1) << WT_IDXW)

////////////////////////////////////////////////////////////////////////////////
// fifo: appends through both ports, issues in allocation order, empties and refills.
//   c0: new warps 3 (port 0), 5 (port 1): HEAD 3, TAIL 5, LINK 3 -> 5.
//   c1: issue 3 (NEXT {1,5}); new 1: LINK 5 -> 1.   c2: issue 5 (NEXT {1,1}).
//   c3: issue 1 (the tail: NEXT INVALID, empty); new 2 in the same cycle: HEAD = TAIL = 2.
//   c4: issue 2 (empty); new 6 and 0: LINK 6 -> 0.  c5: issue 6 (NEXT {1,0}).  c6: issue 0.
//   c7: idle, empty.
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  uint32_t next;
  bool ins0;
  uint32_t wid0;
  bool ins1;
  uint32_t wid1;
} row_t;

static const row_t fifo_rows[8] = {
    {0u, true, 3u, true, 5u},       /* c0 */
    {V | 5u, true, 1u, false, 0u},  /* c1 */
    {V | 1u, false, 0u, false, 0u}, /* c2 */
    {0u, true, 2u, false, 0u},      /* c3 */
    {0u, true, 6u, true, 0u},       /* c4 */
    {V | 0u, false, 0u, false, 0u}, /* c5 */
    {0u, false, 0u, false, 0u},     /* c6 */
    {0u, false, 0u, false, 0u},     /* c7 */
};

WT_SCEN_INPUT(dwf_dtime, fifo_in) {
  const row_t *r = &fifo_rows[cyc];
  in->iss_next = r->next;
  in->ins0 = r->ins0;
  in->ins0_wid = r->wid0;
  in->ins1 = r->ins1;
  in->ins1_wid = r->wid1;
  return false;
}

static const wt_scenario_t scen[] = {
    {"fifo", "SPEC 1.8 DTime: appends on both ports, issue in allocation order, empty and refill", 8u,
     fifo_in},
};

const wt_scenarios_t dwf_dtime_scenarios = {scen, sizeof scen / sizeof scen[0]};
