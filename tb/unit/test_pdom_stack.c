/* tb/unit/test_pdom_stack.c: Check suite for the PDOM reconvergence stack C model
 * (rtl_c/pdom_stack.h, SPEC 1.10, directed test PDOM-1).
 *
 * Expected values come from the SPEC text (PDOM-1's table and utilisation) or are worked out by
 * hand in the comments. The scenario and random runs also compare against a reference written
 * here from SPEC 1.10 (targets sorted with qsort, an explicit list of pushes); it shares no code
 * with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pdom_stack.h"
#include "wt_unit.h"

#define NL WT_NL
#define D WT_PDOM_D
#define ALL WT_MASK32(WT_NL)
#define NONE PDOM_STACK_PC_NONE
/* The depth bound of SPEC 1.10 [CHK]: 2*NL - 1 live entries. With D at least that, ovf never
 * sets (both shipped configurations: D = 2*NL). */
#define BOUND (2u * NL - 1u)
#define NO_OVF (WT_PDOM_D >= 2 * WT_NL - 1)

WT_UNIT_BLOCK(pdom_stack)

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* Every lane goes to pc. */
static void all_to(in_t *in, uint32_t pc) {
  in->upd = true;
  for (unsigned l = 0; l < NL; l++) {
    in->npc[l] = pc;
  }
}

/* Lanes of m go to a, the others to b. */
static void split(in_t *in, uint32_t m, uint32_t a, uint32_t b, uint32_t rpc, uint32_t fpc) {
  in->upd = true;
  for (unsigned l = 0; l < NL; l++) {
    in->npc[l] = ((m >> l) & 1u) ? a : b;
  }
  in->rpc = rpc;
  in->fpc = fpc;
}

/* States are compared through the packed field table (the struct has padding after the bools). */
static bool same_state(const st_t *a, const st_t *b) { return wt_same_packed(pdom_stack_block.state, a, b); }

/* No bits above any field's width; 1 <= depth <= D in both copies. */
static void check_widths(const st_t *s) {
  wt_check_fits(pdom_stack_block.state, s, "state");
  OK(s->depth >= 1u && s->depth <= D);
  OK(s->s_depth >= 1u && s->s_depth <= D);
}

/* One stack entry, for expected contents. */
typedef struct {
  uint32_t npc, rpc, mask;
} ent_t;

/* The live entries bottom -> top equal `want[0..n-1]`, depth = n, and fetch is the top. */
static void check_stack(const st_t *s, const ent_t *want, unsigned n) {
  ck_assert_uint_eq(s->depth, n);
  for (unsigned e = 0; e < n; e++) {
    ck_assert_uint_eq(s->npc[e], want[e].npc);
    ck_assert_uint_eq(s->rpc[e], want[e].rpc);
    ck_assert_uint_eq(s->mask[e], want[e].mask);
  }
  ck_assert_uint_eq(pdom_stack_fetch_pc(s), want[n - 1u].npc);
  ck_assert_uint_eq(pdom_stack_active_mask(s), want[n - 1u].mask);
}

/* Reference from SPEC 1.10: an array of entries, a depth, a flag, and a shadow of the same. It
 * runs either rule set (`compact`: SPEC 1.10's compact depth rules (a) and (b)) with any capacity
 * `cap` <= REF_D: the model's (D, WT_PDOM_COMPACT) to check the model, or the other rule set, or
 * REF_D entries (never overflows: the 2*NL - 1 bound) to compare the two rule sets. */
#define REF_D (WT_PDOM_D > 2 * WT_NL ? WT_PDOM_D : 2 * WT_NL)
typedef struct {
  ent_t e[REF_D], se[REF_D];
  unsigned depth, sdepth, cap;
  bool ovf, sovf, compact;
  unsigned replaced, skipped; /* coverage: updates where rule (a) / (b) applied */
  unsigned pops;              /* the reconvergence pops of the last update */
} ref_t;

static void ref_reset_as(ref_t *r, bool compact, unsigned cap) {
  memset(r, 0, sizeof *r);
  r->e[0].rpc = NONE;
  r->e[0].mask = ALL;
  r->depth = 1;
  memcpy(r->se, r->e, sizeof r->e);
  r->sdepth = 1;
  r->compact = compact;
  r->cap = cap;
}

/* The model's own rule set and capacity. */
static void ref_reset(ref_t *r) { ref_reset_as(r, WT_PDOM_COMPACT != 0, D); }

static int desc_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? 1 : x > y ? -1 : 0;
}

/* SPEC 1.10 steps 1-4 (update), with the compact rules when r->compact. */
static void ref_update(ref_t *r, const uint32_t *npc, uint32_t rpc, uint32_t fpc) {
  ent_t *tos = &r->e[r->depth - 1u];
  r->pops = 0;
  if (tos->mask == 0u) {
    return;
  }
  /* The distinct PCs, sorted high to low. */
  uint32_t pcs[WT_NL];
  unsigned n = 0;
  for (unsigned l = 0; l < NL; l++) {
    if ((tos->mask >> l) & 1u) {
      bool dup = false;
      for (unsigned i = 0; i < n; i++) {
        dup = dup || pcs[i] == npc[l];
      }
      if (!dup) {
        pcs[n++] = npc[l];
      }
    }
  }
  qsort(pcs, n, sizeof pcs[0], desc_u32);
  if (n == 1u) {
    tos->npc = pcs[0];
  } else {
    const uint32_t m = tos->mask;
    if (r->compact && r->depth > 1u && rpc == tos->rpc) {
      r->depth--; /* (a): TOS is replaced; the entry below already waits at rpc */
      r->replaced++;
    } else {
      tos->npc = rpc;
    }
    if (n == 2u && pcs[0] == fpc) { /* fall-through first */
      pcs[0] = pcs[1];
      pcs[1] = fpc;
    }
    if (n == 2u && pcs[1] == fpc) {
      pcs[1] = pcs[0];
      pcs[0] = fpc;
    }
    for (unsigned i = 0; i < n; i++) {
      if (r->compact && pcs[i] == rpc) {
        r->skipped++; /* (b): those lanes wait in the entry whose NPC is rpc */
        continue;
      }
      uint32_t lanes = 0;
      for (unsigned l = 0; l < NL; l++) {
        if (((m >> l) & 1u) && npc[l] == pcs[i]) {
          lanes |= UINT32_C(1) << l;
        }
      }
      if (r->depth < r->cap) {
        r->e[r->depth++] = (ent_t){pcs[i], rpc, lanes};
      } else {
        r->ovf = true;
      }
    }
  }
  while (r->depth > 1u && r->e[r->depth - 1u].npc == r->e[r->depth - 1u].rpc) {
    r->depth--;
    r->pops++;
  }
}

static void ref_cycle(ref_t *r, const in_t *in, out_t *o) {
  o->fetch_pc = r->e[r->depth - 1u].npc;
  o->active_mask = r->e[r->depth - 1u].mask;
  o->ovf = r->ovf;
  if (in->init) {
    r->depth = 1;
    r->e[0] = (ent_t){in->init_pc, NONE, in->init_mask};
    r->ovf = false;
  }
  if (in->upd) {
    ref_update(r, in->npc, in->rpc, in->fpc);
  }
  if (in->cp) {
    memcpy(r->se, r->e, sizeof r->e);
    r->sdepth = r->depth;
    r->sovf = r->ovf;
  }
  if (in->rs) {
    memcpy(r->e, r->se, sizeof r->e);
    r->depth = r->sdepth;
    r->ovf = r->sovf;
  }
}

static void check_vs_ref(const st_t *s, const out_t *o, const ref_t *r, const out_t *ro) {
  EQ(o->fetch_pc, ro->fetch_pc);
  EQ(o->active_mask, ro->active_mask);
  EQ(o->ovf, ro->ovf);
  EQ(s->depth, r->depth);
  EQ(s->ovf, r->ovf);
  EQ(s->s_depth, r->sdepth);
  EQ(s->s_ovf, r->sovf);
  for (unsigned e = 0; e < D; e++) {
    EQ(s->npc[e], r->e[e].npc);
    EQ(s->rpc[e], r->e[e].rpc);
    EQ(s->mask[e], r->e[e].mask);
    EQ(s->s_npc[e], r->se[e].npc);
    EQ(s->s_rpc[e], r->se[e].rpc);
    EQ(s->s_mask[e], r->se[e].mask);
  }
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* pdom_stack.h: depth 1, entry 0 = {0, PC_NONE, all lanes}, the rest 0; the shadow the same. */
START_TEST(test_reset_values) {
  st_t s;
  memset(&s, 0xa5, sizeof s);
  pdom_stack_reset(&s);
  ck_assert_uint_eq(s.depth, 1u);
  ck_assert_uint_eq(s.ovf, 0u);
  ck_assert_uint_eq(s.npc[0], 0u);
  ck_assert_uint_eq(s.rpc[0], (uint32_t)((UINT64_C(1) << WT_PCW) - 1u));
#if WT_PCW == 24
  ck_assert_uint_eq(s.rpc[0], 0xFFFFFFu);
#endif
  ck_assert_uint_eq(s.mask[0], ALL);
  for (unsigned e = 1; e < D; e++) {
    ck_assert_uint_eq(s.npc[e], 0u);
    ck_assert_uint_eq(s.rpc[e], 0u);
    ck_assert_uint_eq(s.mask[e], 0u);
  }
  for (unsigned e = 0; e < D; e++) {
    ck_assert_uint_eq(s.s_npc[e], s.npc[e]);
    ck_assert_uint_eq(s.s_rpc[e], s.rpc[e]);
    ck_assert_uint_eq(s.s_mask[e], s.mask[e]);
  }
  ck_assert_uint_eq(s.s_depth, 1u);
  ck_assert_uint_eq(s.s_ovf, 0u);
  check_widths(&s);
  /* Outputs in the first cycle: fetch PC 0, all lanes. */
  out_t o;
  in_t in = idle();
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.fetch_pc, 0u);
  ck_assert_uint_eq(o.active_mask, ALL);
  ck_assert_uint_eq(o.ovf, 0u);
}
END_TEST

/* MODEL = 2*(D*(2*PCW + NL) + PDOM_DW + 1): 10256 for the baseline (D 64, PCW 24, NL 32,
 * PDOM_DW 7), 842 for the toy (D 8, NL 4, PDOM_DW 4). PAPER: only D1's geometry. */
START_TEST(test_model_bits) {
  ck_assert_uint_eq(wt_fields_bits(pdom_stack_block.state), 2u * (D * (2u * WT_PCW + NL) + WT_PDOM_DW + 1u));
  ck_assert_uint_eq(pdom_stack_block.nparts, 2u);
#if WT_PDOM_D == 64 && WT_PCW == 24 && WT_NL == 32
  ck_assert_uint_eq(wt_fields_bits(pdom_stack_block.state), 10256u);
#elif WT_PDOM_D == 8 && WT_PCW == 24 && WT_NL == 4
  ck_assert_uint_eq(wt_fields_bits(pdom_stack_block.state), 842u);
#elif WT_PDOM_D == 8 && WT_PCW == 32 && WT_NL == 32
  /* The shadow copy is D1 §5.3's SIMT copy: 768 b per warp (SPEC 3.6 Storage [CHK]). */
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// core
////////////////////////////////////////////////////////////////////////////////

/* init: depth 1, entry 0 = {pc, NONE, mask}, ovf 0; entries above keep stale contents. */
START_TEST(test_init) {
  st_t s;
  out_t o;
  pdom_stack_reset(&s);
  in_t in = idle();
  split(&in, 0x1u, 0x30u, 0x20u, 0x40u, 0x20u);
  cycle(&s, &in, &o); /* depth 3 */
  ck_assert_uint_eq(s.depth, 3u);
  st_t before = s;
  in = idle();
  in.init = true;
  in.init_pc = 0x123u;
  in.init_mask = 0x3u;
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.fetch_pc, 0x30u); /* outputs: the state before */
  ck_assert_uint_eq(o.active_mask, 0x1u);
  const ent_t want[1] = {{0x123u, NONE, 0x3u}};
  check_stack(&s, want, 1);
  for (unsigned e = 1; e < 3u; e++) {
    ck_assert_uint_eq(s.npc[e], before.npc[e]);
    ck_assert_uint_eq(s.rpc[e], before.rpc[e]);
    ck_assert_uint_eq(s.mask[e], before.mask[e]);
  }
}
END_TEST

/* |U| = 1: TOS.NPC <- the PC, nothing pushed; lanes outside TOS.MASK do not count. */
START_TEST(test_single_target) {
  st_t s;
  out_t o;
  pdom_stack_reset(&s);
  in_t in = idle();
  in.init = true;
  in.init_pc = 0x10u;
  in.init_mask = 0x5u;
  all_to(&in, 0x11u);
  in.npc[1] = 0x99u; /* not in the mask */
  in.rpc = 0x55u;
  cycle(&s, &in, &o); /* init then update in one cycle: the update sees the new TOS */
  const ent_t want[1] = {{0x11u, NONE, 0x5u}};
  check_stack(&s, want, 1);
  ck_assert_uint_eq(pdom_stack_update(&s, in.npc, 0x55u, 0u), 1u);
}
END_TEST

/* |U| = 2 with the fall-through among them: fpc entry first, the taken one on top, TOS.NPC <-
 * rpc. Loop index 0: the taken PC is the larger; 1: the smaller (same result either way). */
START_TEST(test_fallthrough_order) {
  st_t s;
  out_t o;
  pdom_stack_reset(&s);
  const uint32_t t = _i == 0 ? 0x80u : 0x08u, f = 0x40u;
  in_t in = idle();
  split(&in, 0x2u, t, f, 0x60u, f); /* lane 1 takes the branch */
  cycle(&s, &in, &o);
  const ent_t want[3] = {{0x60u, NONE, ALL}, {f, 0x60u, ALL & ~0x2u}, {t, 0x60u, 0x2u}};
  check_stack(&s, want, 3);
  ck_assert_uint_eq(s.ovf, 0u);
}
END_TEST

/* |U| = 2 and neither is fpc, or |U| >= 3 (indirect): descending PC order, lowest on top. */
START_TEST(test_descending_order) {
  st_t s;
  out_t o;
  pdom_stack_reset(&s);
  in_t in = idle();
  split(&in, 0x1u, 0x20u, 0x50u, 0x70u, 0x99u);
  cycle(&s, &in, &o);
  const ent_t want2[3] = {{0x70u, NONE, ALL}, {0x50u, 0x70u, ALL & ~0x1u}, {0x20u, 0x70u, 0x1u}};
  check_stack(&s, want2, 3);
#if WT_NL >= 4
  /* Init with lanes 1..NL-1 and, in the same cycle, three targets: lane 1 -> 0x30, lane 2 ->
   * 0x10, lanes 3.. -> 0x60 (lane 0, not in the mask, -> 0x10). fpc 0x10 is a target, but
   * |U| = 3, so the order is descending: 0x60, 0x30, then 0x10 on top. */
  pdom_stack_reset(&s);
  in = idle();
  in.init = true;
  in.init_pc = 0x5u;
  in.init_mask = ALL & ~0x1u;
  in.upd = true;
  for (unsigned l = 0; l < NL; l++) {
    in.npc[l] = l == 1u ? 0x30u : (l == 2u || l == 0u) ? 0x10u : 0x60u;
  }
  in.rpc = 0x70u;
  in.fpc = 0x10u;
  cycle(&s, &in, &o);
  const ent_t want3[4] = {
      {0x70u, NONE, ALL & ~0x1u}, {0x60u, 0x70u, ALL & ~0x7u}, {0x30u, 0x70u, 0x2u}, {0x10u, 0x70u, 0x4u}};
  check_stack(&s, want3, 4);
#endif
}
END_TEST

/* An empty TOS.MASK: the update does nothing at all (no PC write, no pop). */
START_TEST(test_empty_mask) {
  st_t s, before;
  out_t o;
  pdom_stack_reset(&s);
  in_t in = idle();
  in.init = true;
  in.init_mask = 0u;
  in.init_pc = 0x33u;
  cycle(&s, &in, &o);
  before = s;
  in = idle();
  split(&in, 0x1u, 0x1u, 0x2u, 0x3u, 0x1u);
  cycle(&s, &in, &o);
  ck_assert(same_state(&s, &before));
  ck_assert_uint_eq(pdom_stack_update(&s, in.npc, 0x3u, 0x1u), 0u);
  ck_assert_uint_eq(o.fetch_pc, 0x33u);
  ck_assert_uint_eq(o.active_mask, 0u);
}
END_TEST

/* The bottom entry never pops, even when its NPC equals its RPC (PC_NONE). */
START_TEST(test_bottom_never_pops) {
  st_t s;
  out_t o;
  pdom_stack_reset(&s);
  in_t in = idle();
  all_to(&in, NONE);
  cycle(&s, &in, &o);
  const ent_t want[1] = {{NONE, NONE, ALL}};
  check_stack(&s, want, 1);
}
END_TEST

/* Overflow on a constructed state (the only way to reach it when D >= 2*NL - 1): depth D-1 and
 * a TOS with every lane. A 3-target update (lane 0 -> 0x20, lane 1 -> 0x30, lanes 2.. -> 0x40)
 * pushes the highest PC (first in descending order) into entry D-1 and drops the other two,
 * setting ovf; entry D-2's NPC becomes rpc 0x50. A second divergence at depth D (lane 2 -> 0x61,
 * lanes 3.. -> 0x62, rpc 0x50) writes TOS.NPC <- 0x50 and drops both pushes; the TOS then has
 * NPC = RPC = 0x50 and pops in the same update (literal rules; the compact rules replace TOS,
 * see below). ovf stays until init. */
START_TEST(test_overflow_drop) {
#if WT_NL >= 4
  st_t s;
  out_t o;
  pdom_stack_reset(&s);
  s.depth = D - 1u;
  s.npc[D - 2u] = 0x11u;
  s.rpc[D - 2u] = 0x99u;
  s.mask[D - 2u] = ALL;
  s.npc[D - 1u] = 0xAAu; /* stale */
  in_t in = idle();
  in.upd = true;
  for (unsigned l = 0; l < NL; l++) {
    in.npc[l] = l == 0u ? 0x20u : l == 1u ? 0x30u : 0x40u;
  }
  in.rpc = 0x50u;
  in.fpc = 0x30u;
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.ovf, 0u);
  ck_assert_uint_eq(s.ovf, 1u);
  ck_assert_uint_eq(s.depth, D);
  ck_assert_uint_eq(s.npc[D - 2u], 0x50u);
  ck_assert_uint_eq(s.npc[D - 1u], 0x40u);
  ck_assert_uint_eq(s.rpc[D - 1u], 0x50u);
  ck_assert_uint_eq(s.mask[D - 1u], ALL & ~0x3u);
  in = idle();
  split(&in, 0x4u, 0x61u, 0x62u, 0x50u, 0x62u);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.ovf, 1u);
  ck_assert_uint_eq(s.ovf, 1u);
#if WT_PDOM_COMPACT
  /* Compact rule (a): rpc 0x50 == TOS.RPC at depth D > 1, so TOS is popped instead; the
   * fall-through 0x62 (lanes 3..) is pushed into entry D-1, and the taken 0x61 (lane 2) finds
   * depth D and is dropped. No pop: 0x62 != 0x50. */
  ck_assert_uint_eq(s.depth, D);
  ck_assert_uint_eq(s.npc[D - 1u], 0x62u);
  ck_assert_uint_eq(s.rpc[D - 1u], 0x50u);
  ck_assert_uint_eq(s.mask[D - 1u], ALL & ~0x7u);
  ck_assert_uint_eq(s.npc[D - 2u], 0x50u);
  ck_assert_uint_eq(pdom_stack_fetch_pc(&s), 0x62u);
  ck_assert_uint_eq(pdom_stack_active_mask(&s), ALL & ~0x7u);
#else
  ck_assert_uint_eq(s.depth, D - 1u);
  ck_assert_uint_eq(s.npc[D - 1u], 0x50u); /* written, then popped */
  ck_assert_uint_eq(s.mask[D - 1u], ALL & ~0x3u);
  ck_assert_uint_eq(pdom_stack_fetch_pc(&s), 0x50u);
  ck_assert_uint_eq(pdom_stack_active_mask(&s), ALL);
#endif
  in = idle();
  in.init = true;
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.ovf, 1u);
  ck_assert_uint_eq(s.ovf, 0u);
  ck_assert_uint_eq(s.depth, 1u);
#endif
}
END_TEST

/* Copy then restore through the phase functions, and cp + rs in one comb cycle. */
START_TEST(test_copy_restore) {
  st_t s, copy;
  out_t o;
  pdom_stack_reset(&s);
  in_t in = idle();
  split(&in, 0x1u, 0x30u, 0x20u, 0x40u, 0x20u);
  cycle(&s, &in, &o);
  pdom_stack_copy(&s);
  copy = s;
  all_to(&in, 0x40u);
  (void)pdom_stack_update(&s, in.npc, 0u, 0u); /* pop */
  ck_assert_uint_eq(s.depth, 2u);
  pdom_stack_restore(&s);
  ck_assert(same_state(&s, &copy));
  /* cp + rs with an update: the update survives (copy, then restore of the copy). */
  in = idle();
  all_to(&in, 0x31u);
  in.cp = true;
  in.rs = true;
  cycle(&s, &in, &o);
  ck_assert_uint_eq(s.depth, 3u);
  ck_assert_uint_eq(s.npc[2], 0x31u);
  ck_assert_uint_eq(s.s_npc[2], 0x31u);
}
END_TEST

/* comb reads only its arguments; in place (next == s) gives the same state and outputs. */
START_TEST(test_comb_pure) {
  st_t s, copy, n1, n2;
  out_t o1, o2, o3;
  pdom_stack_reset(&s);
  in_t in = idle();
  split(&in, 0x1u, 0x30u, 0x20u, 0x40u, 0x20u);
  in.cp = true;
  copy = s;
  pdom_stack_comb(&s, &in, &o1, &n1);
  pdom_stack_comb(&s, &in, &o2, &n2);
  ck_assert(same_state(&s, &copy));
  ck_assert(same_state(&n1, &n2));
  pdom_stack_comb(&s, &in, &o3, &s);
  ck_assert(same_state(&s, &n1));
  ck_assert_uint_eq(o1.fetch_pc, o3.fetch_pc);
  ck_assert_uint_eq(o1.active_mask, o3.active_mask);
  ck_assert_uint_eq(o1.ovf, o3.ovf);
  ck_assert_uint_eq(o2.fetch_pc, o3.fetch_pc);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: PDOM-1 (SPEC 1.10)
////////////////////////////////////////////////////////////////////////////////

/* PDOM-1 needs 4 lanes and 5 entries. */
#define PDOM1_OK (WT_NL == 4 && WT_PDOM_D >= 5)

#if PDOM1_OK
/* The scenario's PCs (tb/stim/pdom_stack_scen.c): A..G. */
#define A_ 0x010u
#define B_ 0x050u
#define C_ 0x060u
#define D_ 0x030u
#define E_ 0x040u
#define F_ 0x020u
#define G_ 0x070u

/* SPEC 1.10 PDOM-1 table: the stack after each step (bottom -> top) and the fetch (PC, mask). */
static const ent_t pdom1_st[7][5] = {
    {{A_, NONE, 0xF}},                                                             /* 0 */
    {{G_, NONE, 0xF}, {F_, G_, 0x8}, {B_, G_, 0x7}},                               /* 1 */
    {{G_, NONE, 0xF}, {F_, G_, 0x8}, {E_, G_, 0x7}, {D_, E_, 0x6}, {C_, E_, 0x1}}, /* 2 */
    {{G_, NONE, 0xF}, {F_, G_, 0x8}, {E_, G_, 0x7}, {D_, E_, 0x6}},                /* 3 */
    {{G_, NONE, 0xF}, {F_, G_, 0x8}, {E_, G_, 0x7}},                               /* 4 */
    {{G_, NONE, 0xF}, {F_, G_, 0x8}},                                              /* 5 */
    {{G_, NONE, 0xF}},                                                             /* 6 */
};
static const unsigned pdom1_depth[7] = {1, 3, 5, 4, 3, 2, 1};
static const uint32_t pdom1_fetch_pc[7] = {A_, B_, C_, D_, E_, F_, G_};
static const uint32_t pdom1_fetch_mask[7] = {0xF, 0x7, 0x1, 0x6, 0x7, 0x8, 0xF};

START_TEST(test_pdom1) {
  const wt_scenario_t *sc = scen_n("pdom1", 8u);
  st_t s;
  out_t o;
  in_t in;
  unsigned slots = 0, issued = 0;
  pdom_stack_reset(&s);
  for (unsigned c = 0; c < 8u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    check_widths(&s);
    ck_assert_uint_eq(s.ovf, 0u);
    if (c >= 1u) { /* fetch in cycle c = the stack after step c-1 */
      ck_assert_uint_eq(o.fetch_pc, pdom1_fetch_pc[c - 1u]);
      ck_assert_uint_eq(o.active_mask, pdom1_fetch_mask[c - 1u]);
      slots += (unsigned)__builtin_popcount(o.active_mask);
      issued++;
    }
    if (c < 7u) {
      check_stack(&s, pdom1_st[c], pdom1_depth[c]);
      ck_assert_uint_eq(pdom_stack_fetch_pc(&s), pdom1_fetch_pc[c]);
      ck_assert_uint_eq(pdom_stack_active_mask(&s), pdom1_fetch_mask[c]);
    }
  }
  /* Issue order A, B, C, D, E, F, G; SIMD utilisation (4+3+1+2+3+1+4)/(7x4) = 18/28 = 64.3%. */
  ck_assert_uint_eq(issued, 7u);
  ck_assert_uint_eq(slots, 18u);
  ck_assert_uint_eq(issued * NL, 28u);
  ck_assert_uint_eq((slots * 1000u + issued * NL / 2u) / (issued * NL), 643u);
  check_stack(&s, pdom1_st[6], 1);
}
END_TEST

/* PDOM-1 with A..G in address order, through the phase functions (the fall-through rule and the
 * descending rule agree here; the scenario above separates them). */
START_TEST(test_pdom1_alpha) {
  const uint32_t a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7;
  st_t s;
  pdom_stack_reset(&s);
  pdom_stack_init(&s, a, 0xFu);
  uint32_t npc[4] = {b, b, b, f};
  ck_assert_uint_eq(pdom_stack_update(&s, npc, g, f), 2u);
  const ent_t w1[3] = {{g, NONE, 0xF}, {f, g, 0x8}, {b, g, 0x7}};
  check_stack(&s, w1, 3);
  uint32_t npc2[4] = {c, d, d, 0x77u};
  ck_assert_uint_eq(pdom_stack_update(&s, npc2, e, d), 2u);
  const ent_t w2[5] = {{g, NONE, 0xF}, {f, g, 0x8}, {e, g, 0x7}, {d, e, 0x6}, {c, e, 0x1}};
  check_stack(&s, w2, 5);
  uint32_t to_e[4] = {e, e, e, e}, to_g[4] = {g, g, g, g};
  const uint32_t want_pc[4] = {d, e, f, g}, want_mask[4] = {0x6, 0x7, 0x8, 0xF};
  for (unsigned k = 0; k < 4u; k++) {
    ck_assert_uint_eq(pdom_stack_update(&s, k < 2u ? to_e : to_g, 0u, 0u), 1u);
    ck_assert_uint_eq(pdom_stack_fetch_pc(&s), want_pc[k]);
    ck_assert_uint_eq(pdom_stack_active_mask(&s), want_mask[k]);
    ck_assert_uint_eq(s.depth, 4u - k);
  }
}
END_TEST

/* cascade scenario (plan in tb/stim/pdom_stack_scen.c), R = 0x90, X = ALL & ~0x3. With the compact
 * rules (worked out from SPEC 1.10 (a), (b)): c2's rpc R equals TOS.RPC, so TOS {T,R,0x3} is
 * replaced by {0x22,R,0x2}, {0x21,R,0x1} (depth 4, and c4 pops one entry); c6 and c8 do not push
 * the path going to the rpc (0xB0, 0xC0: depth 2); c9's rpc 0xC0 equals TOS.RPC, so {0xD0,0xC0,X}
 * is replaced by {0xE2,0xC0,0x8}, {0xE1,0xC0,0x4} (depth 3). */
START_TEST(test_cascade) {
  const uint32_t R = 0x90u, X = 0xCu;
#if WT_PDOM_COMPACT
  const ent_t c0[1] = {{0x10, NONE, 0xF}};
  const ent_t c1[3] = {{R, NONE, 0xF}, {0x30, R, X}, {0x20, R, 0x3}};
  const ent_t c2[4] = {{R, NONE, 0xF}, {0x30, R, X}, {0x22, R, 0x2}, {0x21, R, 0x1}};
  const ent_t c3[3] = {{R, NONE, 0xF}, {0x30, R, X}, {0x22, R, 0x2}};
  const ent_t c4[2] = {{R, NONE, 0xF}, {0x30, R, X}};
  const ent_t c5[1] = {{R, NONE, 0xF}};
  const ent_t c6[2] = {{0xB0, NONE, 0xF}, {0xA0, 0xB0, 0x3}};
  const ent_t c7[1] = {{0xB0, NONE, 0xF}};
  const ent_t c8[2] = {{0xC0, NONE, 0xF}, {0xD0, 0xC0, X}};
  const ent_t c9[3] = {{0xC0, NONE, 0xF}, {0xE2, 0xC0, 0x8}, {0xE1, 0xC0, 0x4}};
  const ent_t c10[1] = {{0xF0, NONE, 0x0}};
  static const unsigned depth[13] = {1, 3, 4, 3, 2, 1, 2, 1, 2, 3, 1, 1, 1};
#else
  const ent_t c0[1] = {{0x10, NONE, 0xF}};
  const ent_t c1[3] = {{R, NONE, 0xF}, {0x30, R, X}, {0x20, R, 0x3}};
  const ent_t c2[5] = {{R, NONE, 0xF}, {0x30, R, X}, {R, R, 0x3}, {0x22, R, 0x2}, {0x21, R, 0x1}};
  const ent_t c3[4] = {{R, NONE, 0xF}, {0x30, R, X}, {R, R, 0x3}, {0x22, R, 0x2}};
  const ent_t c4[2] = {{R, NONE, 0xF}, {0x30, R, X}};
  const ent_t c5[1] = {{R, NONE, 0xF}};
  const ent_t c6[3] = {{0xB0, NONE, 0xF}, {0xB0, 0xB0, X}, {0xA0, 0xB0, 0x3}};
  const ent_t c7[1] = {{0xB0, NONE, 0xF}};
  const ent_t c8[2] = {{0xC0, NONE, 0xF}, {0xD0, 0xC0, X}};
  const ent_t c9[4] = {{0xC0, NONE, 0xF}, {0xC0, 0xC0, X}, {0xE2, 0xC0, 0x8}, {0xE1, 0xC0, 0x4}};
  const ent_t c10[1] = {{0xF0, NONE, 0x0}};
  static const unsigned depth[13] = {1, 3, 5, 4, 2, 1, 3, 1, 2, 4, 1, 1, 1};
#endif
  const ent_t *const want[13] = {c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c10, c10};
  const wt_scenario_t *sc = scen_n("cascade", 13u);
  st_t s;
  out_t o;
  in_t in;
  pdom_stack_reset(&s);
  for (unsigned c = 0; c < 13u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    check_widths(&s);
    check_stack(&s, want[c], depth[c]);
  }
  /* Literal: the entry popped at once in c8 was written (stale): {0xC0, 0xC0, 0x3} in entry 2,
   * then overwritten by c9's push of 0xE2. Compact: c9's pushes start at entry 1. */
  ck_assert_uint_eq(s.npc[2], WT_PDOM_COMPACT ? 0xE1u : 0xE2u);
}
END_TEST
#endif

/* overflow scenario (plan in tb/stim/pdom_stack_scen.c), N = NL: F_i = 0x100+i, T_i = 0x200+i,
 * R_i = 0x300+i, Q(l) = 0x500 + ((N-1)*l mod N). */
START_TEST(test_overflow_scen) {
  const wt_scenario_t *sc = scen("overflow");
  const unsigned n = NL;
  ck_assert_uint_eq(sc->cycles, 4u * n + 1u);
  st_t s;
  out_t o;
  in_t in;
  unsigned max_depth = 0, c = 0;
  pdom_stack_reset(&s);
  /* c0: init at P0 with every lane. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(s.depth, 1u);
  /* Nesting. */
  for (unsigned i = 0; i + 1u < n; i++, c++) {
    unsigned before = s.depth;
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    check_widths(&s);
    max_depth = s.depth > max_depth ? s.depth : max_depth;
#if NO_OVF
    /* Level i: entries 2i+1 = {F_i, R_i, lane i}, 2i+2 = {T_i, R_i, lanes i+1..}; entry 2i
     * (the previous TOS) now waits at R_i. */
    (void)before;
    ck_assert_uint_eq(s.depth, 3u + 2u * i);
    ck_assert_uint_eq(s.ovf, 0u);
    ck_assert_uint_eq(s.npc[2u * i], 0x300u + i);
    ck_assert_uint_eq(s.rpc[2u * i], i == 0u ? NONE : 0x300u + i - 1u);
    ck_assert_uint_eq(s.npc[2u * i + 1u], 0x100u + i);
    ck_assert_uint_eq(s.rpc[2u * i + 1u], 0x300u + i);
    ck_assert_uint_eq(s.mask[2u * i + 1u], 1u << i);
    ck_assert_uint_eq(s.npc[2u * i + 2u], 0x200u + i);
    ck_assert_uint_eq(s.mask[2u * i + 2u], ALL & ~WT_MASK32(i + 1u));
#else
    /* A push at depth D sets ovf: ovf is set iff some push of this or an earlier level did
     * not fit; the depth never exceeds D. */
    ck_assert_uint_le(s.depth, D);
    if (before + 2u > D && pdom_stack_active_mask(&s) != 0u && s.ovf == 0u) {
      ck_assert_msg(0, "level %u at depth %u: expected ovf", i, before);
    }
#endif
  }
#if NO_OVF
  ck_assert_uint_eq(max_depth, BOUND); /* the SPEC 1.10 bound 2N-1, reached */
#else
  ck_assert_uint_eq(s.ovf, 1u);
  ck_assert_uint_eq(max_depth, D);
#endif
  /* Unwinding: every update pops exactly one entry, back to depth 1. */
  for (; c <= 3u * n - 3u; c++) {
    unsigned before = s.depth;
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    ck_assert_uint_eq(s.depth, before > 1u ? before - 1u : 1u);
  }
  ck_assert_uint_eq(s.depth, 1u);
  ck_assert_uint_eq(o.ovf, NO_OVF ? 0u : 1u);
  /* Init clears ovf. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(s.ovf, 0u);
  /* The NL-way indirect branch: descending PCs from entry 1 up, so entry 1+k holds the k-th
   * largest Q: 0x500 + N-1-k (lane k+1's), and the top (lane 0's 0x500) when it fits. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  const unsigned fit = (1u + n <= D) ? n : D - 1u;
  ck_assert_uint_eq(s.depth, 1u + fit);
  ck_assert_uint_eq(s.ovf, 1u + n > D);
  ck_assert_uint_eq(s.npc[0], 0x300u + n);
  for (unsigned k = 0; k < fit; k++) {
    ck_assert_uint_eq(s.npc[1u + k], 0x500u + n - 1u - k);
    ck_assert_uint_eq(s.rpc[1u + k], 0x300u + n);
    ck_assert_uint_eq(s.mask[1u + k], k + 1u < n ? 1u << (k + 1u) : 1u);
  }
  /* Unwinding again, then init. */
  for (; c < 4u * n; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
  }
  ck_assert_uint_eq(s.depth, 1u);
  if (fit == n) { /* every pop reconverged at R_N; with a dropped push the last update sent the
                     bottom entry to its RPC (PC_NONE) */
    ck_assert_uint_eq(pdom_stack_fetch_pc(&s), 0x300u + n);
  }
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(c, sc->cycles);
  ck_assert_uint_eq(s.ovf, 0u);
  ck_assert_uint_eq(s.depth, 1u);
}
END_TEST

/* copy scenario (plan in tb/stim/pdom_stack_scen.c). */
START_TEST(test_copy_scen) {
  const uint32_t X = ALL & ~0x1u;
  const wt_scenario_t *sc = scen_n("copy", 13u);
  st_t s, shadow3, reset;
  out_t o;
  in_t in;
  pdom_stack_reset(&s);
  reset = s;
  unsigned c = 0;
  for (; c < 2u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
  }
  const ent_t d3[3] = {{0x40, NONE, ALL}, {0x20, 0x40, X}, {0x30, 0x40, 0x1}};
  check_stack(&s, d3, 3);
  /* c2: cp. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  check_stack(&s, d3, 3);
  ck_assert_uint_eq(s.s_depth, 3u);
  ck_assert_uint_eq(s.s_npc[2], 0x30u);
  shadow3 = s;
  /* c3, c4: TOS to 0x31, then reconverges: depth 2. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(s.npc[2], 0x31u);
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(s.depth, 2u);
  ck_assert_uint_eq(s.npc[2], 0x40u);
  ck_assert_uint_eq(s.s_npc[2], 0x30u); /* the shadow is untouched */
  /* c5: rs restores the copy of c2 exactly. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert(same_state(&s, &shadow3));
  ck_assert_uint_eq(o.fetch_pc, 0x20u); /* outputs: the state before the restore */
  /* c6: init + cp: the shadow gets the new stack. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  const ent_t i80[1] = {{0x80, NONE, 0x1}};
  check_stack(&s, i80, 1);
  ck_assert_uint_eq(s.s_depth, 1u);
  ck_assert_uint_eq(s.s_npc[0], 0x80u);
  ck_assert_uint_eq(s.s_npc[2], 0x30u); /* stale entries are copied as they are */
  /* c7: update + rs: the restore (last) undoes the update. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  check_stack(&s, i80, 1);
  /* c8: update + cp + rs: main = shadow = the updated stack. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  const ent_t i82[1] = {{0x82, NONE, 0x1}};
  check_stack(&s, i82, 1);
  ck_assert_uint_eq(s.s_npc[0], 0x82u);
  /* c9 init at 0x90, c10 rs back to 0x82. */
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert_uint_eq(pdom_stack_fetch_pc(&s), 0x90u);
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  check_stack(&s, i82, 1);
  /* c11 reset, c12 rs: the reset shadow restores the reset state. */
  ck_assert(scen_in(sc, c++, &s, &in));
  pdom_stack_reset(&s);
  ck_assert(!scen_in(sc, c++, &s, &in));
  cycle(&s, &in, &o);
  ck_assert(same_state(&s, &reset));
  ck_assert_uint_eq(c, sc->cycles);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// compact depth rules (SPEC 1.10)
////////////////////////////////////////////////////////////////////////////////

/* Both rule sets run here: the model in the configuration's (WT_PDOM_COMPACT, D), the SPEC 1.10
 * reference (ref_update) in either, with D entries or with REF_D (never overflows). */
typedef struct {
  bool model; /* the C model, else the reference */
  st_t s;
  ref_t r;
} stk_t;

static void stk_init(stk_t *k, bool model, bool compact, unsigned cap, uint32_t pc, uint32_t mask) {
  k->model = model;
  pdom_stack_reset(&k->s);
  pdom_stack_init(&k->s, pc, mask);
  ref_reset_as(&k->r, compact, cap);
  k->r.e[0] = (ent_t){pc, NONE, mask};
}
static uint32_t stk_pc(const stk_t *k) {
  return k->model ? pdom_stack_fetch_pc(&k->s) : k->r.e[k->r.depth - 1u].npc;
}
static uint32_t stk_mask(const stk_t *k) {
  return k->model ? pdom_stack_active_mask(&k->s) : k->r.e[k->r.depth - 1u].mask;
}
static unsigned stk_depth(const stk_t *k) { return k->model ? k->s.depth : k->r.depth; }
static bool stk_ovf(const stk_t *k) { return k->model ? k->s.ovf : k->r.ovf; }
static void stk_update(stk_t *k, const uint32_t *npc, uint32_t rpc, uint32_t fpc) {
  if (k->model) {
    (void)pdom_stack_update(&k->s, npc, rpc, fpc);
  } else {
    ref_update(&k->r, npc, rpc, fpc);
  }
}

/* SPEC 1.10's minimal case and its 5-trip-count sibling: `0: op; 1: @cnt bra 0 (rpc 2); 2: exit`,
 * lane l (of the first nl lanes) runs the body l+1 times. Worked out from SPEC 1.10 steps 1-5:
 *   literal: each divergent branch at 1 (some lanes exit to 2, the others go back to 0) rewrites
 *     TOS to 2 and pushes {2, 2, exiting lanes} then {0, 2, the others}: +2 entries, and the last
 *     lane's exit sends TOS to 2, which pops the whole pile at once: depth after the updates 1, 3,
 *     3, 5, 5, 7, 7, ..., 1 (max 2*nl - 1: 7 for 4 lanes, 9 for 5);
 *   compact: the first divergence pushes only {0, 2, the others} (rule (b)), each later one
 *     replaces it (rule (a)): 1, 2, 2, ..., 1 (max 2).
 * Fetch (both): (0, m), (1, m), (0, m minus lane 0), (1, same), ..., (2, m). With D = 8 the
 * literal rules overflow from 5 lanes on (SPEC: "a do-while whose lanes have 5 distinct trip counts
 * overflows"); the push dropped at depth 8 is the taken {0, 2, lane 4}, so lane 4 loses its last
 * trip and the stack falls straight to (2, m). */
static void dowhile_run(stk_t *k, unsigned nl, unsigned *steps, uint32_t *pcs, uint32_t *masks,
                        unsigned *depths) {
  const uint32_t m = WT_MASK32(nl);
  unsigned trips[WT_NL] = {0};
  uint32_t npc[WT_NL];
  stk_init(k, k->model, k->r.compact, k->r.cap, 0u, m);
  unsigned n = 0;
  while (stk_pc(k) != 2u && n < 4u * nl) {
    const uint32_t pc = stk_pc(k), am = stk_mask(k);
    pcs[n] = pc;
    masks[n] = am;
    for (unsigned l = 0; l < NL; l++) {
      if (pc == 0u) {
        npc[l] = 1u;
      } else if ((am >> l) & 1u) {
        trips[l]++;
        npc[l] = trips[l] < l + 1u ? 0u : 2u;
      } else {
        npc[l] = 0x7Fu; /* not in TOS.MASK: must not count */
      }
    }
    stk_update(k, npc, 2u, 2u);
    depths[n++] = stk_depth(k);
  }
  pcs[n] = stk_pc(k);
  masks[n] = stk_mask(k);
  *steps = n;
}

/* The expected run for nl lanes: 2*nl updates, fetch (2, m) after them. */
static void dowhile_check(const stk_t *k, unsigned nl, bool compact, unsigned steps, const uint32_t *pcs,
                          const uint32_t *masks, const unsigned *depths) {
  const uint32_t m = WT_MASK32(nl);
  ck_assert_uint_eq(steps, 2u * nl);
  unsigned max = 0;
  for (unsigned i = 0; i < steps; i++) {
    const unsigned it = i / 2u; /* lanes 0 .. it-1 have exited */
    ck_assert_uint_eq(pcs[i], i % 2u);
    ck_assert_uint_eq(masks[i], m & ~WT_MASK32(it));
    const unsigned want = i + 1u == steps ? 1u
                          : i % 2u == 0u  ? (it == 0u  ? 1u
                                             : compact ? 2u
                                                       : 2u * it + 1u)
                                          : (compact ? 2u : 2u * it + 3u);
    ck_assert_uint_eq(depths[i], want);
    max = depths[i] > max ? depths[i] : max;
  }
  ck_assert_uint_eq(pcs[steps], 2u);
  ck_assert_uint_eq(masks[steps], m);
  ck_assert_uint_eq(max, compact ? 2u : 2u * nl - 1u);
  ck_assert(!stk_ovf(k));
}

/* SPEC 1.10 minimal case (lanes 0..3, trip counts 1, 2, 3, 4): literal depth 7, compact 2, with
 * the same fetch sequence; both reference rule sets, and the model in the configuration's. */
START_TEST(test_compact_minimal) {
#if WT_NL >= 4
  stk_t k;
  unsigned steps, depths[16];
  uint32_t pcs[17], masks[17];
  for (unsigned c = 0; c < 2u; c++) {
    k.model = false;
    k.r.compact = c != 0u;
    k.r.cap = REF_D;
    dowhile_run(&k, 4, &steps, pcs, masks, depths);
    dowhile_check(&k, 4, c != 0u, steps, pcs, masks, depths);
  }
  k.model = true;
  k.r.compact = WT_PDOM_COMPACT != 0;
  k.r.cap = D;
  dowhile_run(&k, 4, &steps, pcs, masks, depths); /* D >= 8 > 7 in every configuration */
  dowhile_check(&k, 4, WT_PDOM_COMPACT != 0, steps, pcs, masks, depths);
#endif
}
END_TEST

/* The same loop with 5 distinct trip counts (lanes 0..4): literal depth 9, compact 2. With
 * D < 9 (D1's D = 8) the literal model overflows and lane 4 loses its last trip; the compact
 * model stays at depth 2. */
START_TEST(test_compact_five_trips) {
#if WT_NL >= 5
  stk_t k;
  unsigned steps, depths[20];
  uint32_t pcs[21], masks[21];
  for (unsigned c = 0; c < 2u; c++) {
    k.model = false;
    k.r.compact = c != 0u;
    k.r.cap = REF_D;
    dowhile_run(&k, 5, &steps, pcs, masks, depths);
    dowhile_check(&k, 5, c != 0u, steps, pcs, masks, depths);
  }
  k.model = true;
  k.r.compact = WT_PDOM_COMPACT != 0;
  k.r.cap = D;
  dowhile_run(&k, 5, &steps, pcs, masks, depths);
  if (WT_PDOM_COMPACT || D >= 9u) {
    dowhile_check(&k, 5, WT_PDOM_COMPACT != 0, steps, pcs, masks, depths);
  } else {
    /* Literal, D = 8: updates 0..6 as without a limit (depth 7 after update 5); update 7 (lane 3
     * exits) pushes {2, 2, lane 3} into entry 7 and drops {0, 2, lane 4}, then every entry pops. */
    ck_assert_uint_eq(D, 8u);
    ck_assert_uint_eq(steps, 8u);
    ck_assert_uint_eq(depths[5], 7u);
    ck_assert_uint_eq(depths[7], 1u);
    ck_assert_uint_eq(pcs[8], 2u);
    ck_assert_uint_eq(masks[8], 0x1Fu);
    ck_assert(stk_ovf(&k));
  }
#endif
}
END_TEST

/* Random structured programs: statements are ops, if (a branch over the then-block to the join,
 * which is the reconvergence PC), if/else (a branch to the else-block; the then-block ends with a
 * jump to the join), do-while (a preheader that draws each lane's trip count, the body, a
 * backward branch whose fall-through is the reconvergence PC) and while (a preheader, a test that
 * sends the lanes whose trips are done to the exit, the reconvergence PC, the body and a jump back
 * to the test); nesting up to 3. Each lane's outcomes are a function of the seed, the lane and the
 * number of instructions the lane has executed, so a lane's path does not depend on the rule set
 * (only the interleaving could). */
enum { I_OP, I_IF, I_JMP, I_PRE, I_DOWHILE, I_WTEST, I_WJMP, I_EXIT };
#define P_MAX 160u
#define LOOPS_MAX 24u
#define TRIP_MAX 6u
#define NEST_MAX 3u
#define PC0 0x40u /* PCs 0x40 + index: away from 0 and from PC_NONE */
typedef struct {
  uint8_t kind, loop, bias; /* bias: I_IF taken when hash % 4 < bias (0..4) */
  uint32_t tgt, rpc;        /* indices */
} ins_t;
typedef struct {
  ins_t p[P_MAX];
  unsigned n, loops;
} prog_t;

/* Appends a statement list at nesting `lvl`; stops early when the program fills up. */
static void gen_list(prog_t *g, wt_rng_t *rng, unsigned lvl) {
  const unsigned k = 1u + wt_rng_below(rng, 3);
  for (unsigned i = 0; i < k && g->n + 12u < P_MAX; i++) {
    const uint32_t kind = lvl >= NEST_MAX ? 0u : wt_rng_below(rng, 6);
    const uint8_t bias = (uint8_t)wt_rng_below(rng, 5);
    if (kind <= 1u) { /* 1-2 ops */
      const unsigned n = 1u + wt_rng_below(rng, 2);
      for (unsigned j = 0; j < n; j++) {
        g->p[g->n++] = (ins_t){I_OP, 0, 0, 0, 0};
      }
    } else if (kind == 2u) { /* if: @p bra J (rpc J); then; J: */
      const unsigned b = g->n++;
      gen_list(g, rng, lvl + 1u);
      g->p[b] = (ins_t){I_IF, 0, bias, g->n, g->n};
      g->p[g->n++] = (ins_t){I_OP, 0, 0, 0, 0}; /* J */
    } else if (kind == 3u) {                    /* if/else: @p bra E (rpc J); then; jmp J; E: else; J: */
      const unsigned b = g->n++;
      gen_list(g, rng, lvl + 1u);
      const unsigned j = g->n++;
      const unsigned e = g->n;
      gen_list(g, rng, lvl + 1u);
      g->p[j] = (ins_t){I_JMP, 0, 0, g->n, g->n};
      g->p[b] = (ins_t){I_IF, 0, bias, e, g->n};
      g->p[g->n++] = (ins_t){I_OP, 0, 0, 0, 0};      /* J */
    } else if (kind == 4u && g->loops < LOOPS_MAX) { /* do-while: pre; H: body; @c bra H */
      const uint8_t L = (uint8_t)g->loops++;
      g->p[g->n++] = (ins_t){I_PRE, L, 1, 0, 0};
      const unsigned h = g->n;
      gen_list(g, rng, lvl + 1u);
      g->p[g->n] = (ins_t){I_DOWHILE, L, 0, h, g->n + 1u};
      g->n++;
    } else if (g->loops < LOOPS_MAX) { /* while: pre; T: @done bra X (rpc X); body; jmp T; X: */
      const uint8_t L = (uint8_t)g->loops++;
      g->p[g->n++] = (ins_t){I_PRE, L, 0, 0, 0};
      const unsigned t = g->n++;
      gen_list(g, rng, lvl + 1u);
      g->p[g->n++] = (ins_t){I_WJMP, L, 0, t, t};
      g->p[t] = (ins_t){I_WTEST, L, 0, g->n, g->n};
    }
  }
}

static void gen_prog(prog_t *g, wt_rng_t *rng) {
  g->n = 0;
  g->loops = 0;
  while (g->n < 4u) { /* at least one statement besides the exit */
    gen_list(g, rng, 0);
  }
  g->p[g->n++] = (ins_t){I_EXIT, 0, 0, 0, 0};
}

/* A warp running a program on one stack. */
typedef struct {
  stk_t k;
  uint32_t icnt[WT_NL];
  uint8_t iter[WT_NL][LOOPS_MAX], trip[WT_NL][LOOPS_MAX];
  unsigned max_depth;
} warp_t;

static uint32_t lane_hash(uint64_t seed, unsigned lane, uint32_t icnt) {
  uint64_t x = seed * 0x9E3779B97F4A7C15ull + lane * 0xBF58476D1CE4E5B9ull + icnt;
  x ^= x >> 31;
  x *= 0x94D049BB133111EBull;
  x ^= x >> 29;
  return (uint32_t)x;
}

/* One step: the TOS instruction for its lanes, then the stack update. Returns false at the exit. */
static bool warp_step(warp_t *w, const prog_t *g, uint64_t seed) {
  const uint32_t pc = stk_pc(&w->k), am = stk_mask(&w->k);
  OK(pc >= PC0 && pc - PC0 < g->n);
  const ins_t *in = &g->p[pc - PC0];
  if (in->kind == I_EXIT) {
    return false;
  }
  const unsigned i = pc - PC0, L = in->loop;
  uint32_t npc[WT_NL];
  for (unsigned l = 0; l < NL; l++) {
    if (!((am >> l) & 1u)) {
      npc[l] = lane_hash(seed, l, 0xFFFFu) & WT_MASK32(WT_PCW); /* junk: must not count */
      continue;
    }
    const uint32_t h = lane_hash(seed, l, w->icnt[l]++);
    unsigned nx = i + 1u;
    switch (in->kind) {
      case I_IF: nx = h % 4u < in->bias ? in->tgt : i + 1u; break;
      case I_JMP: nx = in->tgt; break;
      case I_PRE: /* do-while: 1..TRIP_MAX trips; while: 0..TRIP_MAX-1 */
        w->iter[l][L] = 0;
        w->trip[l][L] = (uint8_t)(in->bias + h % TRIP_MAX);
        break;
      case I_DOWHILE:
        w->iter[l][L]++;
        nx = w->iter[l][L] < w->trip[l][L] ? in->tgt : i + 1u;
        break;
      case I_WTEST: nx = w->iter[l][L] >= w->trip[l][L] ? in->tgt : i + 1u; break;
      case I_WJMP:
        w->iter[l][L]++;
        nx = in->tgt;
        break;
      default: break;
    }
    npc[l] = PC0 + nx;
  }
  stk_update(&w->k, npc, PC0 + in->rpc, PC0 + i + 1u);
  const unsigned d = stk_depth(&w->k);
  w->max_depth = d > w->max_depth ? d : w->max_depth;
  return true;
}

static void warp_init(warp_t *w, bool model, bool compact, unsigned cap, uint32_t mask) {
  memset(w, 0, sizeof *w);
  stk_init(&w->k, model, compact, cap, PC0, mask);
  w->max_depth = 1;
}

#define ST_TRACES 1000u
#define ST_STEPS 20000u /* a program's run is far shorter: a run that reaches this is a failure */

/* Per loop index (seed): ST_TRACES random structured programs on a warp of NL lanes (all lanes, or
 * a random subset). The SPEC 1.10 [CHK]: the literal and the compact rule sets (references, REF_D
 * entries) issue the same (fetch PC, active mask) at every step, both end at the exit with every
 * lane at depth 1, and compact is never deeper. The model, in the configuration's rule set and D,
 * matches the reference with the same rule set and D at every step; when it did not overflow its
 * issue sequence is the one above. With the compact rules (NEST_MAX 3: at most 1 + 2*3 = 7
 * entries) no program overflows D = 8, while the literal rules exceed D on some. */
START_TEST(test_compact_structured) {
  static warp_t lit, cmp, mdl, ref;
  static uint32_t seq_pc[ST_STEPS], seq_mask[ST_STEPS];
  static prog_t g;
  wt_rng_t rng = wt_rng_seed((uint64_t)_i, "pdom_stack_structured");
  unsigned max_lit = 0, max_cmp = 0, max_mdl = 0, lit_over_d = 0, mdl_ovf = 0, longest = 0;
  unsigned replaced = 0, skipped = 0;
  for (unsigned t = 0; t < ST_TRACES; t++) {
    gen_prog(&g, &rng);
    const uint64_t seed = wt_rng_next(&rng);
    uint32_t mask = wt_rng_chance(&rng, 3, 4) ? ALL : (uint32_t)wt_rng_bits(&rng, WT_NL);
    mask = mask == 0u ? 1u : mask;
    /* The two rule sets, unbounded, in lock step. */
    warp_init(&lit, false, false, REF_D, mask);
    warp_init(&cmp, false, true, REF_D, mask);
    unsigned n = 0;
    for (;;) {
      EQ(stk_pc(&lit.k), stk_pc(&cmp.k));
      EQ(stk_mask(&lit.k), stk_mask(&cmp.k));
      LT(n, ST_STEPS);
      seq_pc[n] = stk_pc(&lit.k);
      seq_mask[n] = stk_mask(&lit.k);
      n++;
      const bool a = warp_step(&lit, &g, seed), b = warp_step(&cmp, &g, seed);
      EQ(a, b);
      if (!a) {
        break;
      }
    }
    EQ(lit.k.r.depth, 1u);
    EQ(cmp.k.r.depth, 1u);
    EQ(stk_mask(&lit.k), mask);
    OK(!lit.k.r.ovf && !cmp.k.r.ovf);
    LE(cmp.max_depth, lit.max_depth);
    LE(lit.max_depth, BOUND);
    replaced += cmp.k.r.replaced;
    skipped += cmp.k.r.skipped;
    /* The model and its same-rule reference with D entries, in lock step, against the sequence. */
    warp_init(&mdl, true, WT_PDOM_COMPACT != 0, D, mask);
    warp_init(&ref, false, WT_PDOM_COMPACT != 0, D, mask);
    unsigned m = 0;
    for (;;) {
      EQ(stk_pc(&mdl.k), stk_pc(&ref.k));
      EQ(stk_mask(&mdl.k), stk_mask(&ref.k));
      EQ(stk_depth(&mdl.k), stk_depth(&ref.k));
      EQ(stk_ovf(&mdl.k), stk_ovf(&ref.k));
      if (!stk_ovf(&mdl.k)) {
        LT(m, n);
        EQ(stk_pc(&mdl.k), seq_pc[m]);
        EQ(stk_mask(&mdl.k), seq_mask[m]);
      }
      LT(m, ST_STEPS);
      m++;
      const bool a = warp_step(&mdl, &g, seed), b = warp_step(&ref, &g, seed);
      EQ(a, b);
      if (!a) {
        break;
      }
    }
    if (!stk_ovf(&mdl.k)) {
      EQ(m, n);
      EQ(mdl.max_depth, WT_PDOM_COMPACT ? cmp.max_depth : lit.max_depth);
    }
    if (WT_PDOM_COMPACT) {
      LE(cmp.max_depth, 1u + 2u * NEST_MAX);
      if (D >= 1u + 2u * NEST_MAX) {
        OK(!stk_ovf(&mdl.k)); /* the compact bound fits D (every configuration but pe_small's
                               * D = 4, where an overflow is defined behaviour, checked above) */
      }
    }
    max_lit = lit.max_depth > max_lit ? lit.max_depth : max_lit;
    max_cmp = cmp.max_depth > max_cmp ? cmp.max_depth : max_cmp;
    max_mdl = mdl.max_depth > max_mdl ? mdl.max_depth : max_mdl;
    lit_over_d += lit.max_depth > D;
    mdl_ovf += stk_ovf(&mdl.k);
    longest = n > longest ? n : longest;
  }
  /* The generator must reach both compact rules, and (8 lanes or more) depths a D of 8 does not
   * hold with the literal rules. */
  ck_assert_uint_gt(replaced, 0u);
  ck_assert_uint_gt(skipped, 0u);
  if (NL >= 8u) {
    ck_assert_uint_gt(max_lit, 8u);
  }
  printf(
      "pdom_stack structured seed %d [%s, NL %u, D %u, %s]: %u programs, longest %u steps; max "
      "depth literal %u, compact %u, model %u; literal > D in %u, model ovf in %u\n",
      _i, WT_CONFIG_NAME, NL, D, WT_PDOM_COMPACT ? "compact" : "literal", ST_TRACES, longest, max_lit,
      max_cmp, max_mdl, lit_over_d, mdl_ovf);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen + random
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_LIST_TEST(pdom_stack, "pdom1", "overflow", "copy", "cascade")

/* The runs' per-cycle checks (wt_run_t hooks): the SPEC 1.10 reference, widths, the depth bound,
 * and coverage counters (each update classified on a copy of the state before it, with the phase
 * functions). */
typedef struct {
  ref_t r;
  unsigned div2, div3, cascades, cps, rss, inits, max_depth, ovfs, replaced, skipped;
} run_ctx_t;

WT_STATE_HOOK(run_reset, run_ctx_t, k, s) { ref_reset(&k->r); }

WT_CYCLE_HOOK(run_cycle, run_ctx_t, k, prev, in, out, next) {
  out_t ro;
  st_t t = *(const st_t *)prev;
  if (in->init) {
    pdom_stack_init(&t, in->init_pc, in->init_mask);
  }
  const unsigned rp = k->r.replaced, sk = k->r.skipped;
  unsigned nu = in->upd ? pdom_stack_update(&t, in->npc, in->rpc, in->fpc) : 0u;
  k->div2 += nu == 2u;
  k->div3 += nu >= 3u;
  k->cps += in->cp;
  k->rss += in->rs && !in->cp;
  k->inits += in->init;
  k->r.pops = 0;
  ref_cycle(&k->r, in, &ro);
  /* Compact rules (a) and (b) and cascaded pops (two or more), counted by the reference. */
  k->replaced += k->r.replaced - rp;
  k->skipped += k->r.skipped - sk;
  k->cascades += k->r.pops >= 2u;
  check_vs_ref(next, out, &k->r, &ro);
}

WT_STATE_HOOK(run_every, run_ctx_t, k, s) {
  check_widths(s);
  OK(s->depth <= BOUND);
  OK(!NO_OVF || !s->ovf);
  /* Compact rules: an entry is rewritten to wait at rpc only when rpc != its RPC (else rule (a)
   * replaces it) and no path to rpc is pushed (rule (b)), so no live entry below TOS ever has
   * NPC == RPC, and the step-4 pops never cascade (a single-target update pops at most once). */
  if (WT_PDOM_COMPACT) {
    for (unsigned e = 1; e + 1u < s->depth; e++) {
      OK(s->npc[e] != s->rpc[e]);
    }
  }
  k->max_depth = s->depth > k->max_depth ? s->depth : k->max_depth;
  k->ovfs += s->ovf;
}

static wt_run_t run_of(void) {
  static st_t s;
  static run_ctx_t k;
  return WT_RUN(&pdom_stack_stim, &s, &k, .reset = run_reset, .cycle = run_cycle, .every = run_every);
}

/* test_scen_run: every scenario (loop index): inputs in width and deterministic, the reference
 * agrees every cycle, and the depth stays within the SPEC 1.10 bound.
 * test_random: constrained-random run (loop index = master seed): widths, reference agreement, the
 * SPEC 1.10 depth bound (and no ovf when D >= 2*NL-1), and coverage: divergence with 2 and >= 3
 * targets, cascaded pops (literal rules; the compact rules never cascade, see run_every, and must
 * reach both of their rules instead), copies, restores, a stack of depth 5 (or D) and, when D <
 * 2*NL-1, overflow. */
static void reached(const run_ctx_t *k) {
  ck_assert_uint_gt(k->div2, 0u);
  ck_assert_uint_gt(k->div3, 0u);
  if (WT_PDOM_COMPACT) {
    ck_assert_uint_eq(k->cascades, 0u); /* see run_every */
  } else {
    ck_assert_uint_gt(k->cascades, 0u);
  }
  WT_CHECK_REACHED(WT_REACH(k->cps, 0u), WT_REACH(k->rss, 0u), WT_REACH(k->inits, 0u));
  ck_assert_uint_ge(k->max_depth, D < 5u ? D : 5u);
  if (!NO_OVF) {
    ck_assert_uint_gt(k->ovfs, 0u); /* a configuration with D < 2*NL-1 reaches the ovf path */
  }
  if (WT_PDOM_COMPACT) { /* the stimulus reaches both compact rules */
    ck_assert_uint_gt(k->replaced, 0u);
    ck_assert_uint_gt(k->skipped, 0u);
  }
}

WT_RUN_TESTS(run_of, 20000u, reached)

WT_UNIT_SUITE("pdom_stack") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),
    WT_TEST(test_model_bits),

    WT_TCASE("core", 0),
    WT_TEST(test_init),
    WT_TEST(test_single_target),
    WT_LOOP(test_fallthrough_order, 0, 2),
    WT_TEST(test_descending_order),
    WT_TEST(test_empty_mask),
    WT_TEST(test_bottom_never_pops),
    WT_TEST(test_overflow_drop),
    WT_TEST(test_copy_restore),
    WT_TEST(test_comb_pure),

    WT_TCASE("spec", 0),
#if PDOM1_OK
    WT_TEST(test_pdom1),
    WT_TEST(test_pdom1_alpha),
    WT_TEST(test_cascade),
#endif
    WT_TEST(test_overflow_scen),
    WT_TEST(test_copy_scen),

    WT_TCASE("compact", 60),
    WT_TEST(test_compact_minimal),
    WT_TEST(test_compact_five_trips),
    WT_LOOP(test_compact_structured, 1, 5),

    WT_SCEN_CASES(&pdom_stack_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_CASES(pdom_stack_block),
    WT_END,
};
