/* tb/stim/dwf_warp_alloc_scen.c: directed scenarios of dwf_warp_alloc (SPEC 1.4, 1.12 DWF-1).
 *
 * Each scenario starts from the reset state (the runner resets before cycle 0) and is a pure
 * function of the cycle number and the configuration, so the same inputs are replayed by the unit
 * test (tb/unit/test_dwf_warp_alloc.c, which holds the expected values), the golden vectors and
 * the lock-step harness. Every scenario is legal in every configuration: indices are formed
 * modulo WT_POOL, and a push returns an index that is currently allocated, except for the two
 * deliberate pushes into a full FIFO of `drain_refill` (dropped, SPEC 1.4 / dwf_warp_alloc.h).
 */
#include <stddef.h>

#include "dwf_warp_alloc.h"
#include "wt_stim.h"

/* N = POOL, the FIFO depth. */
#define N WT_POOL

////////////////////////////////////////////////////////////////////////////////
// dwf1_alloc: the allocator ports of DWF-1 (SPEC 1.12), cycles c1..c7
////////////////////////////////////////////////////////////////////////////////

/* Per cycle: push (the warp issued in phase 1 returns its index), pops of WUR0 and WUR1 (a new
 * warp is needed on a PC-warp LUT miss or a lane conflict). From the DWF-1 table:
 *   c1 pops 0 (B) and 1 (F); c2 push 0, pop 2 (B misses; F merges); c3 push 2, pops 3 (C) and
 *   4 (D); c4 push 1 (C and D merge); c5 push 4, pop 5 (C conflicts); c6 push 3; c7 push 5. */
typedef struct {
  bool push;
  uint32_t push_idx;
  bool pop0, pop1;
} alloc_row_t;

static const alloc_row_t dwf1_rows[7] = {
    {false, 0, true, true},  /* c1 */
    {true, 0, true, false},  /* c2 */
    {true, 2, true, true},   /* c3 */
    {true, 1, false, false}, /* c4 */
    {true, 4, true, false},  /* c5 */
    {true, 3, false, false}, /* c6 */
    {true, 5, false, false}, /* c7 */
};

WT_SCEN_INPUT(dwf_warp_alloc, dwf1_alloc_in) {
  const alloc_row_t *r = &dwf1_rows[cyc];
  in->push = r->push;
  in->push_idx = r->push_idx % N; /* the literal indices fit any pool of 6 or more entries */
  in->pop0 = r->pop0;
  in->pop1 = r->pop1;
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// drain_refill: empty and full corners
////////////////////////////////////////////////////////////////////////////////

/* Cycle plan (D = ceil(N/2)):
 *   [0, D)          pop0 + pop1: drain (for odd N the last pop1 stalls); push_idx carries junk
 *                   with push = 0.
 *   D, D+1          pop0 + pop1 on the empty FIFO: both stall, no state change.
 *   D+2             push N-1 + pop0 + pop1 on the empty FIFO: pop0 returns N-1 (bypass), pop1
 *                   stalls on the now empty FIFO (both ports popping the last entry).
 *   [D+3, D+3+N)    push N-1, N-2, ..., 0 (one per cycle): refill to full.
 *   D+3+N           push N/2 into the full FIFO: dropped.
 *   D+4+N           push N/2 + pop0 on the full FIFO: the push is dropped (phase 1 sees full),
 *                   the pop takes N-1.
 *   D+5+N           push N-1: full again. */
#define DR_D ((N + 1u) / 2u)
#define DR_CYCLES (DR_D + 6u + N)

WT_SCEN_INPUT(dwf_warp_alloc, drain_refill_in) {
  if (cyc < DR_D + 2u) {
    in->pop0 = true;
    in->pop1 = true;
    in->push_idx = cyc % N; /* idle push port with junk data */
  } else if (cyc == DR_D + 2u) {
    in->push = true;
    in->push_idx = N - 1u;
    in->pop0 = true;
    in->pop1 = true;
  } else if (cyc < DR_D + 3u + N) {
    in->push = true;
    in->push_idx = N - 1u - (cyc - (DR_D + 3u));
  } else if (cyc == DR_D + 3u + N) {
    in->push = true;
    in->push_idx = N / 2u;
  } else if (cyc == DR_D + 4u + N) {
    in->push = true;
    in->push_idx = N / 2u;
    in->pop0 = true;
  } else {
    in->push = true;
    in->push_idx = N - 1u;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// wrap: steady traffic so head and tail wrap several times; reset in the middle
////////////////////////////////////////////////////////////////////////////////

/* Two segments separated by one reset cycle. In each segment, local cycle 0 pops through both
 * ports (indices 0 and 1 are now in use); local cycle c >= 1 pushes (c-1) mod N (the index popped
 * two pops earlier, so it is in use) and pops once, through port 1 on odd c and port 0 on even c.
 * The pop stream is 0, 1, 2, ..., N-1, 0, 1, ...: after local cycle c >= 1, head = (c+2) mod N,
 * tail = c mod N, count = N-2. Segment A runs 3N+3 cycles (head wraps three times), segment B
 * 2N+5 cycles from the reset state. */
#define WR_A (3u * N + 3u)
#define WR_B (2u * N + 5u)
#define WR_CYCLES (WR_A + 1u + WR_B)

WT_SCEN_INPUT(dwf_warp_alloc, wrap_in) {
  if (cyc == WR_A) {
    return true;
  }
  unsigned c = cyc < WR_A ? cyc : cyc - WR_A - 1u;
  if (c == 0u) {
    in->pop0 = true;
    in->pop1 = true;
    in->push_idx = N - 1u; /* idle push port with junk data */
  } else {
    in->push = true;
    in->push_idx = (c - 1u) % N;
    in->pop0 = (c % 2u) == 0u;
    in->pop1 = (c % 2u) == 1u;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"dwf1_alloc",
     "SPEC 1.12 DWF-1 c1..c7, allocator ports: pops 0,1 / push 0 pop 2 / push 2 pops 3,4 / push 1 "
     "/ push 4 pop 5 / push 3 / push 5; toy end state [6,7,0,2,1,4,3,5], count 8",
     7u, dwf1_alloc_in},
    {"drain_refill",
     "SPEC 1.4 corners: drain through both ports, pops stalling on empty, push+pop bypass on "
     "empty, refill in reverse order, pushes into a full FIFO dropped (also with a pop)",
     DR_CYCLES, drain_refill_in},
    {"wrap",
     "SPEC 1.4 pointer wrap: one push and one pop per cycle (alternating ports) so head and tail "
     "wrap several times; reset in the middle (SPEC 7.4), then the same traffic again",
     WR_CYCLES, wrap_in},
};

const wt_scenarios_t dwf_warp_alloc_scenarios = {scen, sizeof scen / sizeof scen[0]};
