/* tb/stim/pe_reuse_scen.c: directed scenarios of pe_reuse (SPEC 3.8, 3.9 PM-1 events 16..21).
 *
 * The block has no state: each scenario is a list of input rows, one per cycle (then one idle
 * cycle), a pure function of the cycle number. A row ORs the flags below. The expected values
 * are SPEC's and live in tb/unit/test_pe_reuse.c, row by row.
 */
#include <stddef.h>

#include "pe_reuse.h"
#include "wt_stim.h"

#define FV (1u << 0) /* f_v */
#define HM (1u << 1) /* hm_match */
#define HR (1u << 2) /* hm_rdy */
#define IV (1u << 3) /* i_v */
#define IP (1u << 4) /* i_dst_pend */
#define IR (1u << 5) /* i_old_r */

static void apply(const uint32_t *rows, unsigned n, unsigned cyc, pe_reuse_in_t *in) {
  if (cyc >= n) {
    return; /* the idle cycle */
  }
  const uint32_t r = rows[cyc];
  in->f_v = (r & FV) != 0u;
  in->hm_match = (r & HM) != 0u;
  in->hm_rdy = (r & HR) != 0u;
  in->i_v = (r & IV) != 0u;
  in->i_dst_pend = (r & IP) != 0u;
  in->i_old_r = (r & IR) != 0u;
}

/* PM-1 events 16..21, fetch then (for the reused ones) issue the next cycle: #16 fetch 0x90, head
 * E0 is 0x98: no match (hm_rdy of E0 is 1): normal; #17 fetch 0x98: match, RDY: reuse + pop; issue
 * of sub r1 (N.pend[r1] 0, N-RT[r1] empty: R 0): N-RT.wr, no release; #18 fetch 0xA0: match E1,
 * RDY: reuse + pop, with the issue of set.lt r4 (R 0) the same cycle; #19 fetch 0xA8: head E2 is
 * 0x88: no match; #20 fetch 0x80: no match; #21 fetch 0x88: match E2, RDY: reuse + pop; its issue
 * (add r2, N.pend[r2] 0, R 0): N-RT.wr. */
static const uint32_t pm1[] = {FV | HR, FV | HM | HR, FV | HM | HR | IV, FV | HR, FV | HR, FV | HM | HR, IV};
/* The waits: a fetch that matches a not-ready head waits (retried) until RDY: wait, wait, reuse;
 * an issue with N.pend[dst] waits (WAW) until the writeback, then issues and releases the old
 * mapping (R 1); a match without f_v does nothing; an issue without i_v does nothing. */
static const uint32_t waits[] = {
    FV | HM, FV | HM | IV | IP | IR, FV | HM | HR | IV | IP | IR, IV | IR, HM | HR,
    IP | IR, FV | HM | HR | IV | IR};

#define N(a) ((unsigned)(sizeof(a) / sizeof((a)[0])))
WT_SCEN_ROWS_INPUT(pm1)
WT_SCEN_ROWS_INPUT(waits)

static const wt_scenario_t list[] = {
    {"pm1", "PM-1 (SPEC 3.9) events 16..21: fetches 0x90..0x88, reuse of 0x98, 0xA0, 0x88", N(pm1) + 1u,
     pm1_in},
    {"waits", "SPEC 3.8 [RES]: fetch waits on a not-ready head, issue waits on N.pend[dst]", N(waits) + 1u,
     waits_in},
};

const wt_scenarios_t pe_reuse_scenarios = {list, N(list)};
