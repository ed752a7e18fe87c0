/* tb/unit/test_dwf_update_regs.c: Check suite for the warp update registers C model
 * (rtl_c/dwf_update_regs.h, SPEC 1.1, 1.2, DWF-SWZ, DWF-1 of SPEC 1.12).
 *
 * Expected values come from the SPEC text or are worked out by hand in the comments. The random
 * and scenario runs also compare against a reference written here from SPEC 1.2 as a list of PC
 * groups in order of first appearance (lane 0 upwards; the first two groups are loaded); it
 * shares no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "dwf_update_regs.h"
#include "wt_unit.h"

#define NL WT_NL
#define NONE DWF_UPDATE_REGS_TID_NONE
#define ALL WT_MASK32(WT_NL)
/* DWF-1 and DWF-SWZ are written for the toy configuration (SPEC 1.1, 1.12): NL 4, SWZ 0. */
#define TOY (WT_NL == 4 && WT_SWZ == 0)

WT_UNIT_BLOCK(dwf_update_regs)

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* The thread of static warp w in home lane l (SPEC 1.1 inverted, written from the formula). */
static uint32_t tid_of(uint32_t w, uint32_t l) {
  uint32_t swapped = (WT_SWZ && (w % 2u == 1u)) ? (l % 2u == 0u ? l + 1u : l - 1u) : l;
  return w * NL + swapped;
}

/* Presents lane l with thread tid(w, l) going to pc. */
static void put(in_t *in, uint32_t l, uint32_t w, uint32_t pc) {
  in->in_valid |= UINT32_C(1) << l;
  in->in_tid[l] = tid_of(w, l);
  in->in_npc[l] = pc;
}

static bool same_state(const st_t *a, const st_t *b) {
  return memcmp(a, b, sizeof *a) == 0; /* all members are uint32_t: no padding */
}

/* Checks WUR k: pc, req and every TID slot (`tids[l]`, NONE for empty slots). */
static void check_wur(const st_t *s, unsigned k, uint32_t pc, uint32_t req, const uint32_t *tids) {
  EQ(s->pc[k], pc);
  EQ(s->req[k], req);
  for (unsigned l = 0; l < NL; l++) {
    EQ(s->tid[k][l], tids[l]);
  }
}

/* The wur_* outputs equal the state they were computed from. */
static void check_wur_out(const out_t *o, const st_t *before) {
  for (unsigned k = 0; k < 2u; k++) {
    EQ(o->wur_pc[k], before->pc[k]);
    EQ(o->wur_req[k], before->req[k]);
    for (unsigned l = 0; l < NL; l++) {
      EQ(o->wur_tid[k * NL + l], before->tid[k][l]);
    }
  }
}

/* No bits above any field's width (via the field table and via the members); the two groups
 * never share a lane. */
static void check_widths(const st_t *s) {
  wt_check_fits(dwf_update_regs_block.state, s, "state");
  for (unsigned k = 0; k < 2u; k++) {
    EQ(s->pc[k] & ~WT_MASK32(WT_PCW), 0u);
    EQ(s->req[k] & ~ALL, 0u);
    for (unsigned l = 0; l < NL; l++) {
      EQ(s->tid[k][l] & ~WT_MASK32(WT_TIDW), 0u);
    }
  }
  EQ(s->req[0] & s->req[1], 0u);
}

/* Reference from SPEC 1.2: the valid lanes grouped by PC in order of first appearance. */
typedef struct {
  st_t s;
} ref_t;

static void ref_reset(ref_t *r) {
  for (unsigned k = 0; k < 2u; k++) {
    for (unsigned l = 0; l < NL; l++) {
      r->s.tid[k][l] = NONE;
    }
    r->s.pc[k] = 0;
    r->s.req[k] = 0;
  }
}

static void ref_cycle(ref_t *r, const in_t *in, out_t *o) {
  memset(o, 0, sizeof *o);
  for (unsigned k = 0; k < 2u; k++) {
    o->wur_pc[k] = r->s.pc[k];
    o->wur_req[k] = r->s.req[k];
    for (unsigned l = 0; l < NL; l++) {
      o->wur_tid[k * NL + l] = r->s.tid[k][l];
    }
  }
  for (unsigned l = 0; l < NL; l++) {
    if ((in->in_valid >> l) & 1u) {
      uint32_t t = in->in_tid[l];
      uint32_t home = ((t % NL) ^ (WT_SWZ ? (t / NL) % 2u : 0u));
      if (home != l) {
        o->lane_err |= UINT32_C(1) << l;
      }
    }
  }
  if (in->drain0) {
    r->s.req[0] = 0;
  }
  if (in->drain1) {
    r->s.req[1] = 0;
  }
  if (r->s.req[0] == 0u && r->s.req[1] == 0u && in->in_valid != 0u) {
    uint32_t gpc[WT_NL], greq[WT_NL];
    unsigned ng = 0;
    for (unsigned l = 0; l < NL; l++) {
      if (!((in->in_valid >> l) & 1u)) {
        continue;
      }
      unsigned g = 0;
      while (g < ng && gpc[g] != in->in_npc[l]) {
        g++;
      }
      if (g == ng) {
        gpc[ng] = in->in_npc[l];
        greq[ng] = 0;
        ng++;
      }
      greq[g] |= UINT32_C(1) << l;
    }
    for (unsigned k = 0; k < 2u; k++) {
      r->s.pc[k] = k < ng ? gpc[k] : 0u;
      r->s.req[k] = k < ng ? greq[k] : 0u;
      for (unsigned l = 0; l < NL; l++) {
        r->s.tid[k][l] = ((r->s.req[k] >> l) & 1u) ? in->in_tid[l] : NONE;
      }
      o->in_taken |= r->s.req[k];
    }
  }
  o->in_accept = (in->in_valid & ~o->in_taken) == 0u;
}

static void check_vs_ref(const st_t *s, const out_t *o, const ref_t *r, const out_t *ro) {
  EQ(o->in_taken, ro->in_taken);
  EQ(o->in_accept, ro->in_accept);
  EQ(o->lane_err, ro->lane_err);
  for (unsigned k = 0; k < 2u; k++) {
    EQ(o->wur_pc[k], ro->wur_pc[k]);
    EQ(o->wur_req[k], ro->wur_req[k]);
  }
  for (unsigned i = 0; i < 2u * NL; i++) {
    EQ(o->wur_tid[i], ro->wur_tid[i]);
  }
  OK(same_state(s, &r->s));
}

/* The runs' per-cycle checks (wt_run_t hooks): the SPEC 1.2 reference, widths, and coverage. */
typedef struct {
  ref_t r;
  unsigned one, two, more, held, errs;
} run_ctx_t;

WT_STATE_HOOK(run_reset, run_ctx_t, k, s) { ref_reset(&k->r); }

WT_CYCLE_HOOK(run_cycle, run_ctx_t, k, prev, in, o, next) {
  out_t ro;
  ref_cycle(&k->r, in, &ro);
  check_vs_ref(next, o, &k->r, &ro);
  if (o->in_taken != 0u) {
    k->one += next->req[1] == 0u;
    k->two += next->req[1] != 0u;
    k->more += !o->in_accept;
  } else {
    k->held += in->in_valid != 0u;
  }
  k->errs += o->lane_err != 0u;
}

WT_STATE_HOOK(run_every, void, ctx, s) { check_widths(s); }

static wt_run_t run_of(void) {
  static st_t s;
  static run_ctx_t k;
  return WT_RUN(&dwf_update_regs_stim, &s, &k, .reset = run_reset, .cycle = run_cycle, .every = run_every);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* SPEC 1.2 / dwf_update_regs.h: every TID slot = sentinel (0x3FF for 10-bit TIDs), pc = req = 0. */
START_TEST(test_reset_values) {
  st_t s;
  memset(&s, 0xa5, sizeof s); /* reset must write every field */
  dwf_update_regs_reset(&s);
  for (unsigned k = 0; k < 2u; k++) {
    ck_assert_uint_eq(s.pc[k], 0u);
    ck_assert_uint_eq(s.req[k], 0u);
    for (unsigned l = 0; l < NL; l++) {
      ck_assert_uint_eq(s.tid[k][l], (1u << WT_TIDW) - 1u);
    }
  }
#if WT_TIDW == 10
  ck_assert_uint_eq(s.tid[1][NL - 1u], 0x3FFu); /* SPEC 0.2 literal */
#elif WT_TIDW == 5
  ck_assert_uint_eq(s.tid[1][NL - 1u], 0x1Fu); /* toy: THREADS 24 */
#endif
  check_widths(&s);
}
END_TEST

/* MODEL bits = 2*(NL*TIDW + PCW + NL): 752 for the baseline (SPEC 1.2 [CHK], D3 Tab 7.1). */
START_TEST(test_model_bits) {
  ck_assert_uint_eq(wt_fields_bits(dwf_update_regs_block.state), 2u * (NL * WT_TIDW + WT_PCW + NL));
#if WT_NL == 32 && WT_TIDW == 10 && WT_PCW == 24
  ck_assert_uint_eq(wt_fields_bits(dwf_update_regs_block.state), 752u);
#elif TOY
  ck_assert_uint_eq(wt_fields_bits(dwf_update_regs_block.state), 2u * (4u * 5u + 24u + 4u));
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// swz: DWF-SWZ (SPEC 1.1)
////////////////////////////////////////////////////////////////////////////////

#if WT_NL == 4
/* SPEC 1.1 DWF-SWZ, NL = 4, tids 0..7: SWZ=1 lanes 0,1,2,3,1,0,3,2; SWZ=0 lanes 0,1,2,3,0,1,2,3.
 * The even tids {0,2,4,6} land on {0,2,1,3} with SWZ=1 (no conflict: one 4-thread warp) and on
 * {0,2,0,2} with SWZ=0 (at least two warps). */
START_TEST(test_dwf_swz_toy) {
  static const uint32_t swz1[8] = {0, 1, 2, 3, 1, 0, 3, 2};
  static const uint32_t swz0[8] = {0, 1, 2, 3, 0, 1, 2, 3};
  for (uint32_t t = 0; t < 8u; t++) {
    ck_assert_uint_eq(dwf_home_lane(t, 1), swz1[t]);
    ck_assert_uint_eq(dwf_home_lane(t, 0), swz0[t]);
  }
  uint32_t lanes1 = 0, lanes0 = 0;
  unsigned conflicts0 = 0;
  for (uint32_t t = 0; t < 8u; t += 2u) {
    lanes1 |= 1u << dwf_home_lane(t, 1);
    conflicts0 += (lanes0 >> dwf_home_lane(t, 0)) & 1u;
    lanes0 |= 1u << dwf_home_lane(t, 0);
  }
  ck_assert_uint_eq(lanes1, 0xFu); /* one full warp */
  ck_assert_uint_eq(lanes0, 0x5u); /* lanes {0,2} only */
  ck_assert_uint_eq(conflicts0, 2u);
}
END_TEST
#endif

#if WT_NL == 32
/* SPEC 1.1 examples, SWZ=1 and NL=32: tid 0 -> lane 0, 32 -> 1, 33 -> 0, 63 -> 30. */
START_TEST(test_dwf_swz_baseline) {
  ck_assert_uint_eq(dwf_home_lane(0, 1), 0u);
  ck_assert_uint_eq(dwf_home_lane(32, 1), 1u);
  ck_assert_uint_eq(dwf_home_lane(33, 1), 0u);
  ck_assert_uint_eq(dwf_home_lane(63, 1), 30u);
  ck_assert_uint_eq(dwf_home_lane(63, 0), 31u);
  ck_assert_uint_eq(dwf_home_lane(767, 1), 30u); /* static warp 23 (odd), tid mod 32 = 31 */
}
END_TEST
#endif

/* Any configuration: the threads of one static warp occupy every lane exactly once (so a
 * created warp is full), with and without swizzling; odd warps swap even and odd lanes. */
START_TEST(test_home_lane_bijective) {
  for (unsigned swz = 0; swz < 2u; swz++) {
    for (uint32_t w = 0; w < 4u; w++) {
      uint32_t seen = 0;
      for (uint32_t i = 0; i < NL; i++) {
        uint32_t l = dwf_home_lane(w * NL + i, swz);
        ck_assert_uint_lt(l, NL);
        seen |= UINT32_C(1) << l;
        ck_assert_uint_eq(l, (swz && (w & 1u)) ? (i ^ 1u) : i);
      }
      ck_assert_uint_eq(seen, ALL);
    }
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// core
////////////////////////////////////////////////////////////////////////////////

/* One PC for the whole warp: WUR0 gets every lane, WUR1 is written empty (PC 0, sentinels). */
START_TEST(test_load_one_pc) {
  st_t s;
  out_t o;
  dwf_update_regs_reset(&s);
  in_t in = idle();
  for (uint32_t l = 0; l < NL; l++) {
    put(&in, l, 1u, 0x55u);
  }
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.in_taken, ALL);
  ck_assert_uint_eq(o.in_accept, 1u);
  ck_assert_uint_eq(o.lane_err, 0u);
  uint32_t t0[WT_NL], t1[WT_NL];
  for (uint32_t l = 0; l < NL; l++) {
    t0[l] = tid_of(1u, l);
    t1[l] = NONE;
  }
  check_wur(&s, 0, 0x55u, ALL, t0);
  check_wur(&s, 1, 0u, 0u, t1);
}
END_TEST

/* Two PCs, the lowest valid lane not lane 0: PC0 is lane 1's PC even though it is the larger
 * PC; lane 0 is not valid and its data is ignored. */
START_TEST(test_load_two_pcs_order) {
  st_t s;
  out_t o;
  dwf_update_regs_reset(&s);
  in_t in = idle();
  in.in_tid[0] = 0x1u; /* not valid: junk */
  in.in_npc[0] = 0x1u;
  put(&in, 1, 0u, 0x90u);
  put(&in, 2, 0u, 0x10u);
  put(&in, 3, 0u, 0x90u);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.in_taken, 0xEu);
  ck_assert_uint_eq(o.in_accept, 1u);
  uint32_t t0[WT_NL], t1[WT_NL];
  for (uint32_t l = 0; l < NL; l++) {
    t0[l] = t1[l] = NONE;
  }
  t0[1] = tid_of(0u, 1u);
  t0[3] = tid_of(0u, 3u);
  t1[2] = tid_of(0u, 2u);
  check_wur(&s, 0, 0x90u, 0xAu, t0);
  check_wur(&s, 1, 0x10u, 0x4u, t1);
}
END_TEST

/* Nothing presented: no load, in_accept 1, no change (stale contents stay). */
START_TEST(test_no_valid_no_load) {
  st_t s, before;
  out_t o;
  dwf_update_regs_reset(&s);
  before = s;
  in_t in = idle();
  in.in_tid[0] = 0x3u;
  in.in_npc[0] = 0x77u;
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.in_taken, 0u);
  ck_assert_uint_eq(o.in_accept, 1u);
  ck_assert(same_state(&s, &before));
}
END_TEST

/* Loop index: which WUR stays full (0, 1, or both = 2). No load happens while either is valid;
 * the presented lanes are not accepted; the state does not change. */
START_TEST(test_full_no_load) {
  st_t s, before;
  out_t o;
  dwf_update_regs_reset(&s);
  in_t in = idle();
  put(&in, 0, 0u, 0x1u);
  put(&in, 1, 0u, 0x2u);
  cycle(&s, &in, &o); /* WUR0 (1, lane 0), WUR1 (2, lane 1) */
  ck_assert_uint_eq(s.req[0], 0x1u);
  ck_assert_uint_eq(s.req[1], 0x2u);
  before = s;
  in = idle();
  put(&in, 0, 2u, 0x9u);
  in.drain0 = _i == 1;
  in.drain1 = _i == 0;
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.in_taken, 0u);
  ck_assert_uint_eq(o.in_accept, 0u);
  before.req[0] = _i == 1 ? 0u : before.req[0];
  before.req[1] = _i == 0 ? 0u : before.req[1];
  ck_assert(same_state(&s, &before));
}
END_TEST

/* A drain clears only REQ (SPEC 0.3: PC and TIDs keep their stale contents); draining an empty
 * WUR is a no-op. */
START_TEST(test_drain_only_req) {
  st_t s, before;
  out_t o;
  dwf_update_regs_reset(&s);
  in_t in = idle();
  put(&in, 0, 0u, 0x1u);
  put(&in, 1, 0u, 0x2u);
  cycle(&s, &in, &o);
  before = s;
  in = idle();
  in.drain0 = true;
  in.drain1 = true;
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.wur_req[0], 0x1u); /* outputs show the start of the cycle */
  ck_assert_uint_eq(o.wur_req[1], 0x2u);
  before.req[0] = 0;
  before.req[1] = 0;
  ck_assert(same_state(&s, &before));
  cycle(&s, &in, &o);
  ck_assert(same_state(&s, &before));
}
END_TEST

/* Drain and load in one cycle: the load sees the drained registers (phase 2 after phase 1). */
START_TEST(test_drain_then_load) {
  st_t s;
  out_t o;
  dwf_update_regs_reset(&s);
  in_t in = idle();
  put(&in, 0, 0u, 0x1u);
  cycle(&s, &in, &o);
  in = idle();
  in.drain0 = true;
  put(&in, 1, 3u, 0x5u);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.in_taken, 0x2u);
  ck_assert_uint_eq(o.in_accept, 1u);
  ck_assert_uint_eq(o.wur_pc[0], 0x1u);
  ck_assert_uint_eq(s.pc[0], 0x5u);
  ck_assert_uint_eq(s.req[0], 0x2u);
  ck_assert_uint_eq(s.tid[0][0], NONE);
  ck_assert_uint_eq(s.tid[0][1], tid_of(3u, 1u));
}
END_TEST

/* lane_err: presented lanes only, computed whether or not a load happens, and the lane is
 * loaded anyway (SPEC 1.2 assertion as a checker output). */
START_TEST(test_lane_err) {
  st_t s;
  out_t o;
  dwf_update_regs_reset(&s);
  in_t in = idle();
  put(&in, 0, 0u, 0x1u);
  put(&in, 1, 0u, 0x1u);
  in.in_tid[1] = tid_of(0u, 2u); /* home lane 2 in lane 1 */
  in.in_tid[2] = tid_of(0u, 3u); /* not valid: ignored */
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.lane_err, 0x2u);
  ck_assert_uint_eq(o.in_taken, 0x3u);
  ck_assert_uint_eq(s.tid[0][1], tid_of(0u, 2u));
  /* Registers full: no load, lane_err still reported. */
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.in_taken, 0u);
  ck_assert_uint_eq(o.lane_err, 0x2u);
  ck_assert_uint_eq(dwf_update_regs_lane_err(in.in_valid, in.in_tid), 0x2u);
}
END_TEST

/* comb reads only its arguments; in place (next == s) ends in the same state and outputs. */
START_TEST(test_comb_pure) {
  st_t s, copy, n1, n2;
  out_t o1, o2, o3;
  dwf_update_regs_reset(&s);
  in_t in = idle();
  put(&in, 0, 0u, 0x1u);
  put(&in, 1, 0u, 0x2u);
  put(&in, 2, 0u, 0x3u);
  cycle(&s, &in, &o1);
  in.drain0 = true;
  in.drain1 = true;
  in.in_valid = 0x4u;
  copy = s;
  memset(&o1, 0, sizeof o1); /* the struct has padding after `in_accept`: compare whole structs */
  memset(&o2, 0, sizeof o2);
  memset(&o3, 0, sizeof o3);
  dwf_update_regs_comb(&s, &in, &o1, &n1);
  dwf_update_regs_comb(&s, &in, &o2, &n2);
  ck_assert(same_state(&s, &copy));
  ck_assert(same_state(&n1, &n2));
  ck_assert_mem_eq(&o1, &o2, sizeof o1);
  dwf_update_regs_comb(&s, &in, &o3, &s);
  ck_assert(same_state(&s, &n1));
  ck_assert_mem_eq(&o1, &o3, sizeof o1);
}
END_TEST

/* The phase functions the scheduler calls: drain then load, returning in_taken. */
START_TEST(test_phase_functions) {
  st_t s;
  dwf_update_regs_reset(&s);
  uint32_t tid[WT_NL], npc[WT_NL];
  for (uint32_t l = 0; l < NL; l++) {
    tid[l] = tid_of(2u, l);
    npc[l] = l % 3u; /* PCs 0,1,2,0,1,2,...: three groups when NL >= 3 */
  }
  uint32_t g0 = 0, g1 = 0;
  for (uint32_t l = 0; l < NL; l++) {
    g0 |= (uint32_t)(l % 3u == 0u) << l;
    g1 |= (uint32_t)(l % 3u == 1u) << l;
  }
  ck_assert_uint_eq(dwf_update_regs_load(&s, ALL, tid, npc), g0 | g1);
  ck_assert_uint_eq(s.pc[0], 0u);
  ck_assert_uint_eq(s.pc[1], 1u);
  ck_assert_uint_eq(dwf_update_regs_load(&s, ALL, tid, npc), 0u); /* full */
  dwf_update_regs_drain(&s, true, false);
  ck_assert_uint_eq(dwf_update_regs_load(&s, ALL, tid, npc), 0u); /* WUR1 still full */
  dwf_update_regs_drain(&s, false, true);
  uint32_t rest = ALL & ~(g0 | g1);
  ck_assert_uint_eq(dwf_update_regs_load(&s, rest, tid, npc), rest);
  ck_assert_uint_eq(s.pc[0], rest != 0u ? 2u : 0u);
  ck_assert_uint_eq(s.req[1], 0u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: DWF-1 through `in` (SPEC 1.12), three_pcs, home_lane
////////////////////////////////////////////////////////////////////////////////

/* Expected WUR contents after each scenario cycle c0..c7 of dwf1_load (SPEC 1.12 DWF-1: the
 * contents presented in phase 2 of cycle n+1, via the load rule). Lane l of row k: static warp
 * w[k][l] (tid(w, l)) or -1 for the sentinel. Toy literals in the comments (tid = 4w + l):
 *   after c0: WUR0 (B, 0x7, 0 1 2 -), WUR1 (F, 0x8, - - - 3)
 *   after c1: WUR0 (F, 0x3, 4 5 - -), WUR1 (B, 0xC, - - 6 7)  <- the reversed order of SPEC 1.12
 *   after c2: WUR0 (C, 0x1, 0 - - -), WUR1 (D, 0x6, - 1 2 -)
 *   after c3: WUR0 (C, 0x4, - - 6 -), WUR1 (D, 0x8, - - - 7)
 *   after c4: WUR0 (C, 0x9, 8 - - 11), WUR1 (0, 0, - - - -)
 *   after c5..c7: REQ0 = 0 (drained), everything else as after c4 */
typedef struct {
  uint32_t pc[2], req[2];
  int w[2][4];
} wur_row_t;

#define B_ 2u
#define C_ 3u
#define D_ 4u
#define F_ 6u
static const wur_row_t dwf1_rows[8] = {
    {{B_, F_}, {0x7, 0x8}, {{0, 0, 0, -1}, {-1, -1, -1, 0}}},
    {{F_, B_}, {0x3, 0xC}, {{1, 1, -1, -1}, {-1, -1, 1, 1}}},
    {{C_, D_}, {0x1, 0x6}, {{0, -1, -1, -1}, {-1, 0, 0, -1}}},
    {{C_, D_}, {0x4, 0x8}, {{-1, -1, 1, -1}, {-1, -1, -1, 1}}},
    {{C_, 0}, {0x9, 0x0}, {{2, -1, -1, 2}, {-1, -1, -1, -1}}},
    {{C_, 0}, {0x0, 0x0}, {{2, -1, -1, 2}, {-1, -1, -1, -1}}},
    {{C_, 0}, {0x0, 0x0}, {{2, -1, -1, 2}, {-1, -1, -1, -1}}},
    {{C_, 0}, {0x0, 0x0}, {{2, -1, -1, 2}, {-1, -1, -1, -1}}},
};
static const uint32_t dwf1_taken[8] = {0xF, 0xF, 0x7, 0xC, 0x9, 0, 0, 0};

static void row_tids(const wur_row_t *r, unsigned k, uint32_t *tids) {
  for (uint32_t l = 0; l < NL; l++) {
    tids[l] = (l < 4u && r->w[k][l] >= 0) ? tid_of((uint32_t)r->w[k][l], l) : NONE;
  }
}

#if WT_NL >= 4
START_TEST(test_dwf1_load) {
  const wt_scenario_t *sc = scen_n("dwf1_load", 8u);
  st_t s, before;
  out_t o;
  in_t in;
  dwf_update_regs_reset(&s);
  for (unsigned c = 0; c < 8u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    before = s;
    cycle(&s, &in, &o);
    check_wur_out(&o, &before);
    check_widths(&s);
    ck_assert_uint_eq(o.in_taken, dwf1_taken[c]);
    ck_assert_uint_eq(o.in_accept, 1u);
    ck_assert_uint_eq(o.lane_err, 0u);
    /* The scheduler drains exactly the valid WURs (DWF-1 never stalls). */
    ck_assert_uint_eq(in.drain0, before.req[0] != 0u);
    ck_assert_uint_eq(in.drain1, before.req[1] != 0u);
    uint32_t tids[WT_NL];
    for (unsigned k = 0; k < 2u; k++) {
      row_tids(&dwf1_rows[c], k, tids);
      check_wur(&s, k, dwf1_rows[c].pc[k], dwf1_rows[c].req[k], tids);
    }
  }
}
END_TEST
#endif

#if TOY
/* The literal TIDs of DWF-1 (SPEC 1.12, toy), including the note that the load rule gives
 * WUR0=(F,0x3) and WUR1=(B,0xC) in cycle 2 (the contents presented in phase 2 of cycle 2). */
START_TEST(test_dwf1_literal) {
  static const uint32_t lit[5][2][4] = {
      {{0, 1, 2, NONE}, {NONE, NONE, NONE, 3}},        {{4, 5, NONE, NONE}, {NONE, NONE, 6, 7}},
      {{0, NONE, NONE, NONE}, {NONE, 1, 2, NONE}},     {{NONE, NONE, 6, NONE}, {NONE, NONE, NONE, 7}},
      {{8, NONE, NONE, 11}, {NONE, NONE, NONE, NONE}},
  };
  const wt_scenario_t *sc = scen("dwf1_load");
  st_t s;
  out_t o;
  in_t in;
  dwf_update_regs_reset(&s);
  for (unsigned c = 0; c < 5u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    for (unsigned k = 0; k < 2u; k++) {
      ck_assert_mem_eq(s.tid[k], lit[c][k], sizeof lit[c][k]);
    }
  }
  ck_assert_uint_eq(s.pc[0], 3u); /* C */
  ck_assert_uint_eq(s.req[0], 0x9u);
  ck_assert_uint_eq(s.pc[1], 0u);
}
END_TEST

START_TEST(test_dwf1_cycle2_reversed) {
  const wt_scenario_t *sc = scen("dwf1_load");
  st_t s;
  out_t o;
  in_t in;
  dwf_update_regs_reset(&s);
  for (unsigned c = 0; c < 3u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    if (c == 2u) {                        /* outputs of DWF-1 cycle 2 = what its phase 2 reads */
      ck_assert_uint_eq(o.wur_pc[0], 6u); /* F */
      ck_assert_uint_eq(o.wur_req[0], 0x3u);
      ck_assert_uint_eq(o.wur_pc[1], 2u); /* B */
      ck_assert_uint_eq(o.wur_req[1], 0xCu);
    }
  }
}
END_TEST
#endif

#if WT_NL >= 4
/* three_pcs (plan in tb/stim/dwf_update_regs_scen.c): X = 0x30, Y = 0x10, Z = 0x20, W = 0x40;
 * warp A = static warp 3, B = static warp 4. Per cycle: in_taken, in_accept, and the WURs after
 * the cycle (w = static warp of the slot's TID, -1 sentinel). */
START_TEST(test_three_pcs) {
  static const uint32_t taken[7] = {0x7, 0, 0, 0x8, 0x3, 0xC, 0};
  static const bool accept[7] = {false, false, false, true, false, true, true};
  static const wur_row_t rows[7] = {
      {{0x20, 0x30}, {0x5, 0x2}, {{3, -1, 3, -1}, {-1, 3, -1, -1}}},  /* c0: (Z,0x5) (X,0x2) */
      {{0x20, 0x30}, {0x5, 0x2}, {{3, -1, 3, -1}, {-1, 3, -1, -1}}},  /* c1: held */
      {{0x20, 0x30}, {0x0, 0x2}, {{3, -1, 3, -1}, {-1, 3, -1, -1}}},  /* c2: WUR0 drained */
      {{0x10, 0}, {0x8, 0x0}, {{-1, -1, -1, 3}, {-1, -1, -1, -1}}},   /* c3: (Y,0x8) */
      {{0x40, 0x30}, {0x1, 0x2}, {{4, -1, -1, -1}, {-1, 4, -1, -1}}}, /* c4: (W,0x1) (X,0x2) */
      {{0x10, 0x20}, {0x4, 0x8}, {{-1, -1, 4, -1}, {-1, -1, -1, 4}}}, /* c5: (Y,0x4) (Z,0x8) */
      {{0x10, 0x20}, {0x0, 0x0}, {{-1, -1, 4, -1}, {-1, -1, -1, 4}}}, /* c6: drained */
  };
  const wt_scenario_t *sc = scen_n("three_pcs", 7u);
  st_t s, before;
  out_t o;
  in_t in;
  dwf_update_regs_reset(&s);
  for (unsigned c = 0; c < 7u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    before = s;
    cycle(&s, &in, &o);
    check_wur_out(&o, &before);
    check_widths(&s);
    ck_assert_uint_eq(o.in_taken, taken[c]);
    ck_assert_uint_eq(o.in_accept, accept[c]);
    ck_assert_uint_eq(o.lane_err, 0u);
    /* Not accepted: the lanes left over are presented again in the next cycle. */
    if (!accept[c]) {
      static const uint32_t rest[7] = {0x8, 0x8, 0x8, 0, 0xC, 0, 0};
      ck_assert(!scen_in(sc, c + 1u, &s, &in));
      ck_assert_uint_eq(in.in_valid, rest[c]);
    }
    uint32_t tids[WT_NL];
    for (unsigned k = 0; k < 2u; k++) {
      row_tids(&rows[c], k, tids);
      check_wur(&s, k, rows[c].pc[k], rows[c].req[k], tids);
    }
  }
}
END_TEST

/* home_lane scenario: c0 no error; c1 every lane wrong iff SWZ (tid NL+l has home lane l^1 with
 * swizzling); c2 the sentinel TID in lane 0 is flagged (its home lane is not 0 in any shipped
 * configuration: toy 31 mod 4 = 3; baseline 1023 -> 31 ^ 1 = 30), the idle lanes 2, 3 are not;
 * c3 reset; c4 warp 0 loaded into WUR0 only, every other slot back at the sentinel. */
START_TEST(test_home_lane_scen) {
  const wt_scenario_t *sc = scen_n("home_lane", 5u);
  st_t s;
  out_t o;
  in_t in;
  dwf_update_regs_reset(&s);
  ck_assert(!scen_in(sc, 0, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.lane_err, 0u);
  ck_assert_uint_eq(o.in_taken, 0xFu);
  ck_assert_uint_eq(s.req[0] | s.req[1], 0xFu); /* PCs 0x100, 0x101 alternate */
  ck_assert_uint_eq(s.req[0], 0x5u);
  ck_assert(!scen_in(sc, 1, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.lane_err, WT_SWZ ? 0xFu : 0x0u);
  ck_assert_uint_eq(o.in_taken, 0xFu);
  ck_assert_uint_eq(s.tid[0][0], NL + 0u); /* loaded anyway */
  ck_assert(!scen_in(sc, 2, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.lane_err, 0x1u);
  ck_assert_uint_eq(o.in_taken, 0x3u);
  ck_assert_uint_eq(s.tid[0][0], NONE); /* a sentinel TID loaded as presented */
  ck_assert_uint_eq(s.req[0], 0x3u);
  ck_assert(scen_in(sc, 3, &s, &in));
  dwf_update_regs_reset(&s);
  ck_assert(!scen_in(sc, 4, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.in_taken, 0xFu);
  for (uint32_t l = 0; l < NL; l++) {
    ck_assert_uint_eq(s.tid[0][l], l < 4u ? tid_of(0u, l) : NONE);
    ck_assert_uint_eq(s.tid[1][l], NONE);
  }
  ck_assert_uint_eq(s.pc[0], 0x400u);
  ck_assert_uint_eq(s.req[1], 0u);
}
END_TEST
#endif

////////////////////////////////////////////////////////////////////////////////
// scen + random
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_LIST_TEST(dwf_update_regs, "dwf1_load", "three_pcs", "home_lane")

/* test_scen_run: every scenario (loop index): inputs in width and deterministic, outputs and state
 * equal to the SPEC 1.2 reference after every cycle.
 * test_random: constrained-random run (loop index = master seed): widths, reference agreement, and
 * the run must reach loads of one and two groups, the >2-targets stall, held registers and
 * lane_err. */
static void reached(const run_ctx_t *k) {
  WT_CHECK_REACHED(WT_REACH(k->one, 0u), WT_REACH(k->two, 0u), WT_REACH(k->more, 0u), WT_REACH(k->held, 0u),
                   WT_REACH(k->errs, 0u));
}

WT_RUN_TESTS(run_of, 20000u, reached)

WT_UNIT_SUITE("dwf_update_regs") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),
    WT_TEST(test_model_bits),

    WT_TCASE("swz", 0),
#if WT_NL == 4
    WT_TEST(test_dwf_swz_toy),
#endif
#if WT_NL == 32
    WT_TEST(test_dwf_swz_baseline),
#endif
    WT_TEST(test_home_lane_bijective),

    WT_TCASE("core", 0),
    WT_TEST(test_load_one_pc),
    WT_TEST(test_load_two_pcs_order),
    WT_TEST(test_no_valid_no_load),
    WT_LOOP(test_full_no_load, 0, 3),
    WT_TEST(test_drain_only_req),
    WT_TEST(test_drain_then_load),
    WT_TEST(test_lane_err),
    WT_TEST(test_comb_pure),
    WT_TEST(test_phase_functions),

    WT_TCASE("spec", 0),
#if WT_NL >= 4
    WT_TEST(test_dwf1_load),
    WT_TEST(test_three_pcs),
    WT_TEST(test_home_lane_scen),
#endif
#if TOY
    WT_TEST(test_dwf1_literal),
    WT_TEST(test_dwf1_cycle2_reversed),
#endif

    WT_SCEN_CASES(&dwf_update_regs_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_CASES(dwf_update_regs_block),
    WT_END,
};
