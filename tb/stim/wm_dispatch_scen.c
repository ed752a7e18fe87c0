/* tb/stim/wm_dispatch_scen.c: directed scenarios of wm_dispatch (SPEC 2.1, 2.2, 2.4, 2.5).
 *
 * The dispatcher stands alone, so each scenario also plays the workload buffer: its inputs
 * `wb_valid` and `wb_p` are, every cycle, the valid bit and P_TBId that wm_workload_buf would hold
 * if it were wired as in wm_sm (loaded by the dispatcher's `ld` with {disp_p, disp_l, disp_n,
 * ld_end}, issuing on `done_ok`, W1 rule). A scenario is a pure function of the cycle number, the
 * configuration and the state: the buffer at the start of cycle `cyc` is found by replaying the
 * scenario from reset (wb_at below; scenarios are short). This is more than the random stimulus
 * does (tb/stim/wm_dispatch_stim.c drives the valid bit only with a completion) and stays inside
 * its rules: a valid buffer always names a busy slot with fewer than W live warps.
 *
 * Launches and completions follow wm_sm's scenarios (tb/stim/wm_sm_scen.c): D2 Table 2 kernel
 * shapes, a launch only while the SM is idle except where a refusal is the point, completions only
 * in slots with a live warp. Every scenario is legal in every wm configuration; what each one does
 * there (a refused launch on wm_rf16k, no partial TB on wm_tb) is written out in the expected
 * values of tb/unit/test_wm_dispatch.c, from SPEC.
 */
#include <stddef.h>
#include <string.h>

#include "wm_dispatch.h"
#include "wm_shapes.h"
#include "wt_stim.h"

/* TBs per kernel where the SM is to stay full: more than any configuration holds at once. */
#define NTBS 100u

static void launch(wm_dispatch_in_t *in, const wm_shape_t *k, uint32_t l0, uint32_t ntbs) {
  WM_LAUNCH(in, k, l0, ntbs);
}

/* A completion in TB slot p if it has a live warp (else an idle cycle). */
static void complete(wm_dispatch_in_t *in, const wm_dispatch_state_t *s, uint32_t p) {
  if (p < WT_TB_SLOTS && s->live[p] != 0u) {
    in->done = true;
    in->done_p = p;
  }
}

/* A completion in the lowest slot with a live warp (drains the SM TB by TB). */
static void complete_lowest(wm_dispatch_in_t *in, const wm_dispatch_state_t *s) {
  for (uint32_t p = 0; p < WT_TB_SLOTS; p++) {
    if (s->live[p] != 0u) {
      complete(in, s, p);
      return;
    }
  }
}

////////////////////////////////////////////////////////////////////////////////
// Playing the workload buffer
////////////////////////////////////////////////////////////////////////////////

/* A scenario's own inputs (launch, completion, spatial_en) for cycle `cyc` and state `s`. */
typedef void (*plan_fn)(unsigned cyc, const wm_dispatch_state_t *s, wm_dispatch_in_t *in);

/* The buffer fields the dispatcher's inputs depend on. */
typedef struct {
  bool valid;
  uint32_t p, start, end;
} wb_t;

/* One cycle of the buffer as wm_sm wires it (wm_workload_buf.h): issue on a taken completion
 * (then `start == end ? valid <- 0 : start++`, W1), load on `ld` into a buffer that was invalid
 * at the start of the cycle. */
static void wb_cycle(wb_t *b, const wm_dispatch_out_t *o) {
  const bool was_valid = b->valid;
  if (o->done_ok && was_valid) {
    if (b->start == b->end) {
      b->valid = false;
    } else {
      b->start = (b->start + 1u) & WT_MASK32(WT_WIDW);
    }
  }
  if (o->ld && !was_valid) {
    b->valid = true;
    b->p = o->disp_p;
    b->start = o->disp_n & WT_MASK32(WT_WIDW);
    b->end = o->ld_end;
  }
}

/* The buffer at the start of cycle `cyc` of `plan`, replayed from reset. */
static wb_t wb_at(plan_fn plan, unsigned cyc) {
  wm_dispatch_state_t s;
  wm_dispatch_in_t in;
  wm_dispatch_out_t o;
  wb_t b = {false, 0u, 0u, 0u};
  wm_dispatch_reset(&s);
  for (unsigned c = 0; c < cyc; c++) {
    memset(&in, 0, sizeof in);
    plan(c, &s, &in);
    in.wb_valid = b.valid;
    in.wb_p = b.p;
    wm_dispatch_comb(&s, &in, &o, &s);
    wb_cycle(&b, &o);
  }
  return b;
}

/* The inputs of cycle `cyc`: the plan's, and the buffer's valid bit and P_TBId (the register's
 * value also while invalid, as wm_sm wires it). */
static bool play(plan_fn plan, unsigned cyc, const void *state, void *in_v) {
  wm_dispatch_in_t *in = in_v;
  const wb_t b = wb_at(plan, cyc);
  plan(cyc, state, in);
  in->wb_valid = b.valid;
  in->wb_p = b.p;
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// wm1_mm: WM-1 (SPEC 2.5, D2 §4), the dispatcher's side
////////////////////////////////////////////////////////////////////////////////

/* The plan of wm_sm's wm1_mm: c0 launch MM; c1..c5 full TBs 0..4; c6 partial TB 5 (2 warps; the
 * buffer is loaded with {5, 5, 2, 7}); c7 the launch sequence ends without an invocation (buffer
 * valid); c8..c13 six completions in slot 0, each releasing a warp whose resources the buffer's
 * next warp takes; c14 a seventh completion with the buffer drained: the dispatcher places
 * partial TB 6 with 1 warp ({6, 6, 1, 7}); c15 idle. */
static void wm1_plan(unsigned cyc, const wm_dispatch_state_t *s, wm_dispatch_in_t *in) {
  in->spatial_en = true;
  if (cyc == 0u) {
    launch(in, &wm_shapes[WM_MM], 0u, NTBS);
  } else if (cyc >= 8u && cyc <= 14u) {
    complete(in, s, 0u);
  }
}
static bool wm1_in(unsigned c, const void *s, void *in) { return play(wm1_plan, c, s, in); }

////////////////////////////////////////////////////////////////////////////////
// wm4_st: WM-4 (WM-6 on wm_thresh), the buffer drained through end_wid = 31
////////////////////////////////////////////////////////////////////////////////

/* c0 launch ST (W = 32); c1 full TB 0; c2 partial TB 1 with 16 warps (scheduler-limited; 4 under
 * the threshold, WM-6); c3 the launch sequence ends; c4..c20 seventeen completions in slot 0:
 * the first sixteen let the buffer issue its warps (16..31 at the baseline), the seventeenth
 * finds it drained and invokes the dispatcher; c21 idle. */
#define WM4_CYCLES 22u
static void wm4_plan(unsigned cyc, const wm_dispatch_state_t *s, wm_dispatch_in_t *in) {
  in->spatial_en = true;
  if (cyc == 0u) {
    launch(in, &wm_shapes[WM_ST], 0u, NTBS);
  } else if (cyc >= 4u && cyc <= 20u) {
    complete(in, s, 0u);
  }
}
static bool wm4_in(unsigned c, const void *s, void *in) { return play(wm4_plan, c, s, in); }

////////////////////////////////////////////////////////////////////////////////
// tb_release: a kernel drained warp by warp (TB-level release on wm_tb)
////////////////////////////////////////////////////////////////////////////////

/* c0 launch MM with 7 TBs; the launch sequence fills the SM; from c8 one completion per cycle in
 * the lowest slot with a live warp, until all 56 warps finished (c63 in every configuration:
 * a last live warp's completion always lets the buffer issue or the dispatcher place a TB, so
 * some warp is live until the kernel is done); c66 launch RAY (1 TB, ids from 100) on the idle
 * SM. Under TB-level management (wm_tb) a TB's registers, entries, slot and shared memory come
 * back only with its last warp (c15), and the next full TB takes the lowest free slot, slot 0. */
#define TBR_CYCLES 70u
static void tbr_plan(unsigned cyc, const wm_dispatch_state_t *s, wm_dispatch_in_t *in) {
  in->spatial_en = true;
  if (cyc == 0u) {
    launch(in, &wm_shapes[WM_MM], 0u, 7u);
  } else if (cyc == 66u) {
    launch(in, &wm_shapes[WM_RAY], 100u, 1u);
  } else if (cyc >= 8u) {
    complete_lowest(in, s);
  }
}
static bool tbr_in(unsigned c, const void *s, void *in) { return play(tbr_plan, c, s, in); }

////////////////////////////////////////////////////////////////////////////////
// launch_refuse: launches that must not be taken
////////////////////////////////////////////////////////////////////////////////

/* Illegal descriptors on the idle SM (wm_dispatch.h phase 0), each refused:
 *   c0 W = 0; c1 R_w = 0; c2 W = MAXW + 1; c3 a TB of more registers than the SM has (W = MAXW,
 *   R_w = REGS/MAXW + 1: 32 x 1025 = 32800 > 32768 at the baseline); c4 S_TB = SMEM + 1.
 * A kernel, then launches while the SM is not idle:
 *   c5 launch MM, 2 TBs, ids from 10 (taken everywhere); c6 launch RAY while the launch sequence
 *   runs (no slot busy yet, but TBs left): refused, and TB 10 is dispatched; c7, c8 launch RAY
 *   again while busy: refused (TB 11 at c7, nothing at c8); c9..c24 the 16 warps complete
 *   (lowest slot first).
 * A TB that does not fit an empty SM of this configuration, then a kernel without TBs:
 *   c25 launch ST, 1 TB, ids from 20: taken where 17408 registers fit (refused on wm_rf16k,
 *   D2 §6.4); c26 TB 20; c28..c59 its 32 warps complete; c60 launch MM with 0 TBs: taken, the SM
 *   stays idle; c61 launch MM, 1 TB, ids from 30: taken (still idle); c62 TB 30; c63 idle. */
#define REF_CYCLES 64u
static void ref_plan(unsigned cyc, const wm_dispatch_state_t *s, wm_dispatch_in_t *in) {
  /* Masked to the port widths (no wm configuration needs it: MAXW + 1 = 33 fits 6 bits, SMEM + 1
   * = 49153 fits 16). */
  static const wm_shape_t no_w = {0, 768, 2048};
  static const wm_shape_t no_rw = {8, 0, 2048};
  static const wm_shape_t wide = {(WT_MAXW + 1u) & WT_MASK32(WT_WCW), 1, 0};
  static const wm_shape_t big = {WT_MAXW, WT_REGS / WT_MAXW + 1u, 0};
  static const wm_shape_t smem = {8, 768, (WT_SMEM + 1u) & WT_MASK32(WT_SMEMW)};
  in->spatial_en = true;
  switch (cyc) {
    case 0: launch(in, &no_w, 0u, 1u); break;
    case 1: launch(in, &no_rw, 0u, 1u); break;
    case 2: launch(in, &wide, 0u, 1u); break;
    case 3: launch(in, &big, 0u, 1u); break;
    case 4: launch(in, &smem, 0u, 1u); break;
    case 5: launch(in, &wm_shapes[WM_MM], 10u, 2u); break;
    case 6:
    case 7:
    case 8: launch(in, &wm_shapes[WM_RAY], 40u, 1u); break;
    case 25: launch(in, &wm_shapes[WM_ST], 20u, 1u); break;
    case 60: launch(in, &wm_shapes[WM_MM], 50u, 0u); break;
    case 61: launch(in, &wm_shapes[WM_MM], 30u, 1u); break;
    default:
      if ((cyc >= 9u && cyc <= 24u) || (cyc >= 28u && cyc <= 59u)) {
        complete_lowest(in, s);
      }
      break;
  }
}
static bool ref_in(unsigned c, const void *s, void *in) { return play(ref_plan, c, s, in); }

////////////////////////////////////////////////////////////////////////////////
// temp_mm: 'temp' mode (spatial_en = 0) on MM
////////////////////////////////////////////////////////////////////////////////

/* wm1_mm with spatial_en = 0 throughout (SPEC 2.4 'temp', wm_dispatch.h): c1..c5 full TBs 0..4;
 * c6 the full check fails for the first time: the fragment (2048 registers, 8 entries at the
 * baseline) is latched and not used, so no partial TB, and the launch sequence ends; c8 a
 * completion in slot 0 frees one warp's 768 registers and 1 entry: a partial TB 5 with 1 warp
 * ({5, 5, 1, 7}); c9..c15 seven more completions in slot 0 issue its warps 1..7 (slot 0 empties
 * at c15 and is released: the buffer holds TB 5's warps, not slot 0's); c16 a completion in slot
 * 1: partial TB 6 with 1 warp in the lowest free slot, slot 0 ({0, 6, 1, 7}); c17 idle. */
#define TEMP_CYCLES 18u
static void temp_plan(unsigned cyc, const wm_dispatch_state_t *s, wm_dispatch_in_t *in) {
  in->spatial_en = false;
  if (cyc == 0u) {
    launch(in, &wm_shapes[WM_MM], 0u, NTBS);
  } else if (cyc >= 8u && cyc <= 15u) {
    complete(in, s, 0u);
  } else if (cyc == 16u) {
    complete(in, s, 1u);
  }
}
static bool temp_in(unsigned c, const void *s, void *in) { return play(temp_plan, c, s, in); }

static const wt_scenario_t scen[] = {
    {"wm1_mm",
     "SPEC 2.5 WM-1 (MM, D2 §4) at the dispatcher: 5 full TBs, partial TB 5 with 2 warps "
     "(ld {5,5,2,7}), six completions refilled by the buffer, the seventh dispatches TB 6 with 1 "
     "warp (ld {6,6,1,7})",
     16u, wm1_in},
    {"wm4_st",
     "SPEC 2.5 WM-4 (ST; WM-6 on wm_thresh): 1 full TB, partial with 16 warps (4 under the "
     "threshold), the buffer drained to end_wid 31, then one more dispatch",
     WM4_CYCLES, wm4_in},
    {"tb_release",
     "SPEC 2.2 dispatch actions and 2.3 release (TB-level on wm_tb: a TB's resources return with "
     "its last warp, the next TB takes the lowest free slot); MM with 7 TBs drained, relaunch",
     TBR_CYCLES, tbr_in},
    {"launch_refuse",
     "wm_dispatch.h phase 0: illegal descriptors, launches while not idle, a TB that does not fit "
     "an empty SM (ST on wm_rf16k, D2 §6.4), a kernel without TBs",
     REF_CYCLES, ref_in},
    {"temp_mm",
     "SPEC 2.4 'temp' (spatial_en = 0): the fragment latched at the first failed full check is "
     "not used; partial TBs only from resources released by completed warps",
     TEMP_CYCLES, temp_in},
};

const wt_scenarios_t wm_dispatch_scenarios = {scen, sizeof scen / sizeof scen[0]};
