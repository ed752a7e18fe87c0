/* tb/stim/pe_avail_vec_scen.c: directed scenarios of pe_avail_vec (SPEC 3.5, 3.9 PM-1, PM-6, PM-7).
 *
 * Each scenario starts from the reset state (the runner resets before cycle 0) and is a pure
 * function of the cycle number and the configuration. The expected values are SPEC's and live in
 * tb/unit/test_pe_avail_vec.c. The numbers in the comments hold in every pe configuration: they
 * need RBANKS = 4 (every pe configuration has it) and RREGS >= 16 (pe_small 16, the baseline 128);
 * an index that depends on RREGS is written with N = RREGS.
 */
#include <stddef.h>

#include "pe_avail_vec.h"
#include "wt_stim.h"

#define N WT_RREGS

/* Sets register i of a mask (dropped when i >= RREGS, in a configuration smaller than the
 * scenarios assume). */
static void set(uint32_t *mask, uint32_t i) {
  if (i < N) {
    wt_vbit_set(mask, PE_AVAIL_VEC_WW, i, true);
  }
}

static void alloc(pe_avail_vec_in_t *in, uint32_t bank) {
  in->alloc_v = true;
  in->alloc_bank = bank & WT_MASK32(WT_BANKW);
}

static void wbn(pe_avail_vec_in_t *in, unsigned port, uint32_t idx) {
  if (port == 0u) {
    in->wbn0_v = true;
    in->wbn0_idx = idx & WT_MASK32(WT_PHYW);
  } else {
    in->wbn1_v = true;
    in->wbn1_idx = idx & WT_MASK32(WT_PHYW);
  }
}

////////////////////////////////////////////////////////////////////////////////
// pm1_alloc: PM-1's three allocations (SPEC 3.9 events 6, 8, 12)
////////////////////////////////////////////////////////////////////////////////

/* From used = all 0: c0 alloc(bank 1) -> 1 (sub r1, event 6); c1 alloc(bank 0) -> 0 (set.lt r4,
 * event 8); c2 alloc(bank 2) -> 2 (add r2, event 12); c3 idle: used = {0, 1, 2} (PM-1 end state). */
WT_SCEN_INPUT(pe_avail_vec, pm1_alloc_in) {
  switch (cyc) {
    case 0: alloc(in, 1u); break;
    case 1: alloc(in, 0u); break;
    case 2: alloc(in, 2u); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pm6_fallback: PM-6, same-bank first, then the lowest free overall (SPEC 3.9)
////////////////////////////////////////////////////////////////////////////////

/* c0 reserve every i with i mod 4 == 1 (1, 5, 9, ...); c1 alloc(bank 1) -> 0, the lowest free
 * overall (bank 1 is full); c2 release {0, 5}: every i mod 4 == 1 used but 5; c3 alloc(bank 1) ->
 * 5; c4 alloc(bank 1) -> 0 again (bank 1 full again); c5 the lookup alone (alloc_v = 0) for bank 1
 * -> 2, the lowest free overall, and nothing changes; c6 idle. */
WT_SCEN_INPUT(pe_avail_vec, pm6_fallback_in) {
  switch (cyc) {
    case 0:
      in->rsv_v = true;
      for (uint32_t i = 0; i < N; i++) {
        wt_vbit_set(in->rsv_mask, PE_AVAIL_VEC_WW, i, i % 4u == 1u);
      }
      break;
    case 1: alloc(in, 1u); break;
    case 2:
      set(in->rel_mask, 0);
      set(in->rel_mask, 5);
      break;
    case 3:
    case 4: alloc(in, 1u); break;
    case 5: in->alloc_bank = 1u; break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pm7_zombie: PM-7's availability half, discard then the late writeback (SPEC 3.9, 3.6)
////////////////////////////////////////////////////////////////////////////////

/* c0 alloc(bank 3) -> 3; c1 alloc(bank 3) -> 7; c2 mark_zombie {3} (its entry discarded with
 * RDY = 0): used {3, 7}, zombie {3}; c3 wb_notify(7) on port 0, a live register: nothing; c4
 * wb_notify(3) on port 1: zombie 3 freed, used {7}; c5 wb_notify(3) again: nothing (no longer a
 * zombie); c6 alloc(bank 3) -> 3 again; c7 idle. */
WT_SCEN_INPUT(pe_avail_vec, pm7_zombie_in) {
  switch (cyc) {
    case 0:
    case 1:
    case 6: alloc(in, 3u); break;
    case 2: set(in->zmb_mask, 3); break;
    case 3: wbn(in, 0u, 7u); break;
    case 4: wbn(in, 1u, 3u); break;
    case 5: wbn(in, 0u, 3u); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// reserve_launch: compiler-used registers excluded from renaming (SPEC 3.5 reserve)
////////////////////////////////////////////////////////////////////////////////

/* c0 reserve the lower half 0 .. N/2 - 1 (the compiler used them); c1 alloc(bank 0) -> N/2; c2
 * alloc(bank 1) -> N/2 + 1; c3 reserve {N/2 + 2} with alloc(bank 2) in the same step: the reserve
 * (phase 4) comes first, so the allocation takes N/2 + 6; c4 idle. */
WT_SCEN_INPUT(pe_avail_vec, reserve_launch_in) {
  switch (cyc) {
    case 0:
      in->rsv_v = true;
      for (uint32_t i = 0; i < N / 2u; i++) {
        set(in->rsv_mask, i);
      }
      break;
    case 1: alloc(in, 0u); break;
    case 2: alloc(in, 1u); break;
    case 3:
      in->rsv_v = true;
      set(in->rsv_mask, N / 2u + 2u);
      alloc(in, 2u);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// all_used: any_free = 0 stalls the allocation with no state change (SPEC 3.5)
////////////////////////////////////////////////////////////////////////////////

/* c0 reserve all; c1 alloc(bank 0): any_free = 0, alloc_ok = 0, nothing changes; c2 release {5}
 * with alloc(bank 0) in the same step: the release (phase 3) comes first, bank 0 has nothing, so
 * the fallback takes 5; c3 alloc(bank 2): alloc_ok = 0 again; c4 a reserve without rsv_v: ignored
 * (its mask is junk), and a release {N - 1}; c5 alloc(bank 3) -> N - 1; c6 idle. */
WT_SCEN_INPUT(pe_avail_vec, all_used_in) {
  switch (cyc) {
    case 0:
      in->rsv_v = true;
      for (uint32_t i = 0; i < N; i++) {
        set(in->rsv_mask, i);
      }
      break;
    case 1: alloc(in, 0u); break;
    case 2:
      set(in->rel_mask, 5);
      alloc(in, 0u);
      break;
    case 3: alloc(in, 2u); break;
    case 4:
      set(in->rel_mask, N - 1u);
      for (uint32_t i = 0; i < N; i++) {
        set(in->rsv_mask, i);
      }
      break;
    case 5: alloc(in, 3u); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// zmb_wb_same: discard and the P-mode writeback in the same step (order 1 before 2)
////////////////////////////////////////////////////////////////////////////////

/* c0 alloc(bank 1) -> 1; c1 mark_zombie {1} and wb_notify(1) on port 0: phase 1 marks, phase 2
 * frees: used = zombie = 0; c2 alloc(bank 1) -> 1; c3 the same on port 1: freed; c4 alloc(bank 1)
 * -> 1; c5 mark_zombie {1} with wb_notify(1) on both ports: freed once (port 1 finds no zombie);
 * c6 alloc(bank 1) -> 1 and alloc is the last phase, so c7 mark_zombie {1} with wb_notify(1) and
 * alloc(bank 1) in one step frees 1 and allocates it again: used {1}, zombie {}; c8 idle. */
WT_SCEN_INPUT(pe_avail_vec, zmb_wb_same_in) {
  switch (cyc) {
    case 0:
    case 2:
    case 4:
    case 6: alloc(in, 1u); break;
    case 1:
      set(in->zmb_mask, 1);
      wbn(in, 0u, 1u);
      break;
    case 3:
      set(in->zmb_mask, 1);
      wbn(in, 1u, 1u);
      break;
    case 5:
      set(in->zmb_mask, 1);
      wbn(in, 0u, 1u);
      wbn(in, 1u, 1u);
      break;
    case 7:
      set(in->zmb_mask, 1);
      wbn(in, 0u, 1u);
      alloc(in, 1u);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// ignore: the two protocol errors are ignored (pe_avail_vec.h phases 1 and 3)
////////////////////////////////////////////////////////////////////////////////

/* c0 mark_zombie {2} of a free register: ignored (zombie stays 0); c1 alloc(bank 2) -> 2; c2
 * mark_zombie {2}; c3 release {2} of the zombie: ignored (used {2}, zombie {2}); c4 wb_notify(2)
 * frees it; c5 idle. */
WT_SCEN_INPUT(pe_avail_vec, ignore_in) {
  switch (cyc) {
    case 0:
    case 2: set(in->zmb_mask, 2); break;
    case 1: alloc(in, 2u); break;
    case 3: set(in->rel_mask, 2); break;
    case 4: wbn(in, 0u, 2u); break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"pm1_alloc",
     "SPEC 3.9 PM-1 events 6, 8, 12: alloc(bank 1) -> 1, alloc(bank 0) -> 0, alloc(bank 2) -> 2; "
     "end used = {0, 1, 2}",
     4u, pm1_alloc_in},
    {"pm6_fallback",
     "SPEC 3.9 PM-6: bank 1 full -> alloc(bank 1) takes 0, the lowest free overall; with 5 freed "
     "instead it takes 5; the lookup is driven without alloc_v",
     7u, pm6_fallback_in},
    {"pm7_zombie",
     "SPEC 3.9 PM-7 / 3.6 discard: mark_zombie(3) then wb_notify(3) frees it; wb_notify of a "
     "non-zombie does nothing",
     8u, pm7_zombie_in},
    {"reserve_launch",
     "SPEC 3.5 reserve: compiler-used registers (the lower half) are never allocated; reserve "
     "(phase 4) precedes alloc (phase 5)",
     5u, reserve_launch_in},
    {"all_used",
     "SPEC 3.5 any_free = 0 -> alloc_ok = 0, no state change; a release in the allocation's step "
     "is seen (phase 3 before 5)",
     7u, all_used_in},
    {"zmb_wb_same",
     "pe_avail_vec.h order: mark_zombie (1) before wb_notify (2), on either port, so a discard in "
     "the step of its writeback frees the register",
     9u, zmb_wb_same_in},
    {"ignore",
     "pe_avail_vec.h protocol errors: mark_zombie of a free register and release of a zombie are "
     "ignored",
     6u, ignore_in},
};

const wt_scenarios_t pe_avail_vec_scenarios = {scen, sizeof scen / sizeof scen[0]};
