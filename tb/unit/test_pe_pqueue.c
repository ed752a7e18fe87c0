/* tb/unit/test_pe_pqueue.c: Check suite for the Warped-Preexecution P-queue C model
 * (rtl_c/pe_pqueue.h; SPEC 3.6, the P-queue side of SPEC 3.9 PM-1, PM-4, PM-5, PM-7).
 *
 * Expected values are SPEC's: the PM-1 entry words 0x1020108502 ... 0x1FE020BF05 as literals in
 * the SPEC 3.6 geometry (6-bit registers, 7-bit PHY, 10-bit offset: 37-bit entries, BASE_GEOM),
 * and elsewhere the same field values packed by this file's own packer (ref_word, written from
 * the SPEC 3.6 table, sharing no code with the model). PM-4's PCs are SPEC's at the baseline
 * (BASE +- 2^(PQOFFW-1)), PM-5's counts follow the configuration's PQ. The scenario and random
 * runs also compare every step against a reference written here from SPEC 3.6 that keeps each
 * entry as separate fields, not as a word.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "pe_pqueue.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(pe_pqueue)

/* The SPEC 3.6 geometry: 37-bit entries {1, 10, 6, 6, 6, 7, 1}, 32-bit PCs. */
#define BASE_GEOM (WT_AREGW == 6 && WT_PHYW == 7 && WT_PQOFFW == 10 && WT_PCW == 32)
#define HALF (INT64_C(1) << (WT_PQOFFW - 1))
#define NONE WT_NAREG

////////////////////////////////////////////////////////////////////////////////
// Reference from SPEC 3.6: entries as fields
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  bool v, rdy;
  int64_t off; /* signed byte offset */
  uint32_t dst, src0, src1, phy;
} rent_t;

typedef struct {
  rent_t e[WT_WARPS][WT_PQ];
  uint32_t head[WT_WARPS], tail[WT_WARPS], base[WT_WARPS];
  /* coverage */
  unsigned ins_taken, ins_full, ins_range, matches, match_rdy, pops, rel, zmb, stale_wb, wb_set, fulls,
      drains;
} ref_t;

/* SPEC 3.6 packing, MSB -> LSB: V | OFF | DST | SRC0 | SRC1 | PHY | RDY, built field by field
 * from the top (each field shifted in below the ones before). The test's own encoder, written
 * from SPEC and not from the sub-field list (params/pe_params.h WT_PQE_FIELDS) that the model's
 * accessors come from, so it checks that list; every other entry word here is built by it. */
static uint64_t ref_word(bool v, int64_t off, uint32_t dst, uint32_t src0, uint32_t src1, uint32_t phy,
                         bool rdy) {
  uint64_t x = v;
  x = (x << WT_PQOFFW) | ((uint64_t)off & WT_MASK64(WT_PQOFFW));
  x = (x << WT_AREGW) | dst;
  x = (x << WT_AREGW) | src0;
  x = (x << WT_AREGW) | src1;
  x = (x << WT_PHYW) | phy;
  x = (x << 1) | rdy;
  return x;
}

static uint64_t ref_ew(const rent_t *e) {
  return ref_word(e->v, e->off, e->dst, e->src0, e->src1, e->phy, e->rdy);
}

static void ref_reset(ref_t *r) {
  memset(r->e, 0, sizeof r->e);
  memset(r->head, 0, sizeof r->head);
  memset(r->tail, 0, sizeof r->tail);
  memset(r->base, 0, sizeof r->base);
}

static void ref_wb(ref_t *r, bool v, uint32_t w, uint32_t q, uint32_t phy) {
  if (v && w < WT_WARPS && q < WT_PQ) {
    rent_t *e = &r->e[w][q];
    if (e->v && e->phy == phy) {
      r->wb_set += !e->rdy;
      e->rdy = true;
    } else {
      r->stale_wb++;
    }
  }
}

static void ref_discard(ref_t *r, uint32_t w, out_t *o) {
  for (unsigned k = 0; k < WT_PQ; k++) {
    rent_t *e = &r->e[w][k];
    if (e->v) {
      if (e->rdy) {
        o->rel_mask[e->phy] = true;
        r->rel++;
      } else {
        o->zmb_mask[e->phy] = true;
        r->zmb++;
      }
      e->v = false;
    }
  }
}

/* One step in the pe_pqueue.h order: writebacks, discard/reset, insert, head match and pop. */
static void ref_step(ref_t *r, const in_t *in, out_t *o) {
  memset(o, 0, sizeof *o);
  ref_wb(r, in->pwb0_v, in->pwb0_wid, in->pwb0_qidx, in->pwb0_phy);
  ref_wb(r, in->pwb1_v, in->pwb1_wid, in->pwb1_qidx, in->pwb1_phy);
  if (in->ent_v && in->ent_wid < WT_WARPS) {
    ref_discard(r, in->ent_wid, o);
  }
  if (in->dis_v && in->dis_wid < WT_WARPS) {
    ref_discard(r, in->dis_wid, o);
  }
  if (in->ent_v && in->ent_wid < WT_WARPS) {
    r->head[in->ent_wid] = r->tail[in->ent_wid] = 0;
    r->base[in->ent_wid] = in->ent_base;
  }
  if (in->ins_wid < WT_WARPS) {
    const uint32_t w = in->ins_wid;
    const int64_t diff = (int64_t)in->ins_pc - (int64_t)r->base[w];
    const bool range = -HALF <= diff && diff < HALF;
    o->can_ins = r->tail[w] < WT_PQ && range;
    if (o->can_ins) {
      o->ins_qidx = r->tail[w];
      if (in->ins_v) {
        rent_t *e = &r->e[w][r->tail[w]++];
        e->v = true;
        e->rdy = false;
        e->off = diff;
        e->dst = in->ins_dst;
        e->src0 = in->ins_src0;
        e->src1 = in->ins_src1;
        e->phy = in->ins_phy;
        r->ins_taken++;
        r->fulls += r->tail[w] == WT_PQ;
      }
    } else if (in->ins_v) {
      r->ins_full += r->tail[w] == WT_PQ;
      r->ins_range += !range;
    }
  }
  if (in->hm_wid < WT_WARPS) {
    const uint32_t w = in->hm_wid;
    if (r->head[w] < r->tail[w]) {
      const rent_t *e = &r->e[w][r->head[w]];
      const uint64_t pc = ((uint64_t)r->base[w] + (uint64_t)e->off) & WT_MASK64(WT_PCW);
      if (e->v && pc == in->hm_pc) {
        o->hm_match = true;
        o->hm_rdy = e->rdy;
        o->hm_dst = e->dst;
        o->hm_phy = e->phy;
        o->hm_src0 = e->src0;
        o->hm_src1 = e->src1;
        r->matches++;
        r->match_rdy += e->rdy;
      }
    }
  }
  if (in->pop_v && in->pop_wid < WT_WARPS && r->head[in->pop_wid] < r->tail[in->pop_wid]) {
    r->e[in->pop_wid][r->head[in->pop_wid]++].v = false;
    r->pops++;
    r->drains += r->head[in->pop_wid] == r->tail[in->pop_wid];
  }
}

static void ref_compare(const ref_t *r, const st_t *s) {
  for (unsigned w = 0; w < WT_WARPS; w++) {
    EQ(s->head[w], r->head[w]);
    EQ(s->tail[w], r->tail[w]);
    EQ(s->base[w], r->base[w]);
    for (unsigned k = 0; k < WT_PQ; k++) {
      EQ((uint64_t)s->e[w][k], ref_ew(&r->e[w][k]));
    }
  }
}

static void out_compare(const out_t *o, const out_t *ro) {
  for (unsigned i = 0; i < WT_RREGS; i++) {
    EQ(o->rel_mask[i], ro->rel_mask[i]);
    EQ(o->zmb_mask[i], ro->zmb_mask[i]);
  }
  EQ(o->can_ins, ro->can_ins);
  EQ(o->ins_qidx, ro->ins_qidx);
  EQ(o->hm_match, ro->hm_match);
  EQ(o->hm_rdy, ro->hm_rdy);
  EQ(o->hm_dst, ro->hm_dst);
  EQ(o->hm_phy, ro->hm_phy);
  EQ(o->hm_src0, ro->hm_src0);
  EQ(o->hm_src1, ro->hm_src1);
}

WT_STATE_HOOK(run_reset, void, ctx, s) { ref_reset(ctx); }

WT_CYCLE_HOOK(run_cycle, ref_t, r, prev, in, out, next) {
  out_t ro;
  char msg[256];
  ref_step(r, in, &ro);
  out_compare(out, &ro);
  ref_compare(r, next);
  if (!pe_pqueue_check(next, msg, sizeof msg)) {
    ck_abort_msg("invariant: %s", msg);
  }
}

static wt_run_t run_of(void) {
  static ref_t r;
  static st_t s;
  return WT_RUN(&pe_pqueue_stim, &s, &r, .reset = run_reset, .cycle = run_cycle);
}

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* The set bits of a mask output, as a list "i j k". */
static unsigned mask_bits(const bool *m, uint32_t *list, unsigned max) {
  unsigned n = 0;
  for (uint32_t i = 0; i < WT_RREGS; i++) {
    if (m[i] && n < max) {
      list[n++] = i;
    }
  }
  return n;
}

static void check_no_masks(const out_t *o) {
  uint32_t l[4];
  ck_assert_uint_eq(mask_bits(o->rel_mask, l, 4), 0u);
  ck_assert_uint_eq(mask_bits(o->zmb_mask, l, 4), 0u);
}

static void check_hm(const out_t *o, bool match, bool rdy, uint32_t dst, uint32_t phy) {
  if (!match) {
    ck_assert_uint_eq(o->hm_src0 | o->hm_src1, 0u);
  }
  ck_assert_uint_eq(o->hm_match, match);
  ck_assert_uint_eq(o->hm_rdy, rdy);
  ck_assert_uint_eq(o->hm_dst, dst);
  ck_assert_uint_eq(o->hm_phy, phy);
}

static void check_ptrs(const st_t *s, uint32_t w, uint32_t head, uint32_t tail, uint32_t base) {
  ck_assert_uint_eq(s->head[w], head);
  ck_assert_uint_eq(s->tail[w], tail);
  ck_assert_uint_eq(s->base[w], base);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_reset_values) {
  static st_t s;
  out_t o;
  char msg[128];
  memset(&s, 0xa5, sizeof s);
  pe_pqueue_reset(&s);
  for (unsigned w = 0; w < WT_WARPS; w++) {
    check_ptrs(&s, w, 0, 0, 0);
    for (unsigned k = 0; k < WT_PQ; k++) {
      ck_assert_uint_eq(s.e[w][k], 0u);
    }
  }
  ck_assert(pe_pqueue_check(&s, msg, sizeof msg));
  in_t in = idle();
  cycle(&s, &in, &o);
  check_no_masks(&o);
  ck_assert(o.can_ins); /* warp 0, pc 0 - BASE 0 = 0: in range, TAIL 0 */
  ck_assert_uint_eq(o.ins_qidx, 0u);
  check_hm(&o, false, false, 0, 0);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: PM-1, PM-4, PM-5, PM-7
////////////////////////////////////////////////////////////////////////////////

/* The PM-1 words (SPEC 3.9) against this file's packer, in the SPEC 3.6 geometry:
 *   E0 {1, +8, 1, 2, 5, 1, 0}: 1<<36 | 8<<26 | 1<<20 | 2<<14 | 5<<8 | 1<<1
 *      = 0x1000000000 + 0x20000000 + 0x100000 + 0x8000 + 0x500 + 0x2 = 0x1020108502
 *   E1 {1, +16, 4, 1, 2, 0, 0}: 0x1000000000 + 0x40000000 + 0x400000 + 0x4000 + 0x200 = 0x1040404200
 *   E2 {1, -8 = 0x3F8, 2, 2, 63, 2, 0}: 0x1000000000 + 0xFE0000000 + 0x200000 + 0x8000 + 0x3F00
 *      + 0x4 = 0x1FE020BF04 */
START_TEST(test_pm1_words) {
#if BASE_GEOM
  ck_assert_uint_eq(ref_word(true, 8, 1, 2, 5, 1, false), UINT64_C(0x1020108502));
  ck_assert_uint_eq(ref_word(true, 16, 4, 1, 2, 0, false), UINT64_C(0x1040404200));
  ck_assert_uint_eq(ref_word(true, -8, 2, 2, 63, 2, false), UINT64_C(0x1FE020BF04));
  ck_assert_uint_eq(pe_pqueue_word(true, 8, 1, 2, 5, 1, false), UINT64_C(0x1020108502));
  ck_assert_uint_eq(pe_pqueue_word(true, 0x3F8, 2, 2, 63, 2, true), UINT64_C(0x1FE020BF05));
  ck_assert_uint_eq(WT_PQEW, 37u);
#endif
}
END_TEST

/* The entry accessors (rtl_c/pe_pqueue.h, from params/pe_params.h WT_PQE_FIELDS) against this
 * file's packer, in any geometry: each sub-field reads back, and replacing one keeps the rest. */
START_TEST(test_entry_accessors) {
  const uint32_t phy = WT_RREGS - 1u;
  const uint64_t x = ref_word(true, -3, 1, 2, NONE, phy, true);
  ck_assert_uint_eq(pq_entry_v(x), 1u);
  ck_assert_uint_eq(pq_entry_off(x), (uint32_t)-3 & WT_MASK32(WT_PQOFFW));
  ck_assert_uint_eq(pq_entry_dst(x), 1u);
  ck_assert_uint_eq(pq_entry_src0(x), 2u);
  ck_assert_uint_eq(pq_entry_src1(x), NONE);
  ck_assert_uint_eq(pq_entry_phy(x), phy);
  ck_assert_uint_eq(pq_entry_rdy(x), 1u);
  ck_assert_uint_eq(pq_entry_set_v(x, 0u), ref_word(false, -3, 1, 2, NONE, phy, true));
  ck_assert_uint_eq(pq_entry_set_off(x, 5u), ref_word(true, 5, 1, 2, NONE, phy, true));
  ck_assert_uint_eq(pq_entry_set_dst(x, 3u), ref_word(true, -3, 3, 2, NONE, phy, true));
  ck_assert_uint_eq(pq_entry_set_src0(x, NONE), ref_word(true, -3, 1, NONE, NONE, phy, true));
  ck_assert_uint_eq(pq_entry_set_src1(x, 0u), ref_word(true, -3, 1, 2, 0, phy, true));
  ck_assert_uint_eq(pq_entry_set_phy(x, 0u), ref_word(true, -3, 1, 2, NONE, 0, true));
  ck_assert_uint_eq(pq_entry_set_rdy(x, 0u), ref_word(true, -3, 1, 2, NONE, phy, false));
  /* A value wider than its sub-field is cut to it: 2^AREGW + 3 is 3. */
  ck_assert_uint_eq(pq_entry_set_dst(x, (UINT64_C(1) << WT_AREGW) + 3u),
                    ref_word(true, -3, 3, 2, NONE, phy, true));
  ck_assert_uint_eq(PQ_ENTRY_OFF(rdy), 0u);
  ck_assert_uint_eq(PQ_ENTRY_W(phy), WT_PHYW);
  ck_assert_uint_eq(PQ_ENTRY_W(off), WT_PQOFFW);
  ck_assert_uint_eq(PQ_ENTRY_OFF(v) + PQ_ENTRY_W(v), WT_PQEW);
}
END_TEST

/* The entry word of SPEC field values in this geometry: the PM-1 literal where BASE_GEOM. */
#if BASE_GEOM
#define PMW(lit, v, off, d, s0, s1, p, r) UINT64_C(lit)
#else
#define PMW(lit, v, off, d, s0, s1, p, r) ref_word((v), (off), (d), (s0), (s1), (p), (r))
#endif

/* PM-1 (SPEC 3.9), warp 0: c0 reset(0x90); c1 E0 = 0x1020108502; c2 its wb: 0x1020108503; c3 E1 =
 * 0x1040404200; c4 0x1040404201; c5 E2 = 0x1FE020BF04, TAIL 3; c6 0x1FE020BF05. Head matches:
 * c7 0x90 no (E0 is at 0x98); c8 0x98 match, RDY, dst 1, phy 1, pop: HEAD 1; c9 0xA0 match, dst
 * 4, phy 0: HEAD 2; c10 0xA8 no; c11 0x80 no; c12 0x88 match, dst 2, phy 2: HEAD = TAIL = 3, all
 * V = 0 (0x0020108503, 0x0040404201, 0x0FE020BF05 at the baseline). */
START_TEST(test_pm1) {
  const wt_scenario_t *sc = scen("pm1");
  static st_t s;
  out_t o;
  const uint64_t e0 = PMW(0x1020108502, true, 8, 1, 2, 5, 1, false);
  const uint64_t e1 = PMW(0x1040404200, true, 16, 4, 1, 2, 0, false);
  const uint64_t e2 = PMW(0x1FE020BF04, true, -8, 2, 2, NONE, 2, false);
  const uint64_t e0_wb = PMW(0x1020108503, true, 8, 1, 2, 5, 1, true); /* after its writeback */
  const uint64_t e1_wb = PMW(0x1040404201, true, 16, 4, 1, 2, 0, true);
  const uint64_t e2_wb = PMW(0x1FE020BF05, true, -8, 2, 2, NONE, 2, true);
  pe_pqueue_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_ptrs(&s, 0, 0, 0, 0x90);
  scen_cycle(sc, 1, &s, &o);
  ck_assert(o.can_ins);
  ck_assert_uint_eq(o.ins_qidx, 0u);
  ck_assert_uint_eq(s.e[0][0], e0);
  scen_cycle(sc, 2, &s, &o);
  ck_assert_uint_eq(s.e[0][0], e0_wb);
  scen_cycle(sc, 3, &s, &o);
  ck_assert_uint_eq(o.ins_qidx, 1u);
  ck_assert_uint_eq(s.e[0][1], e1);
  scen_cycle(sc, 4, &s, &o);
  ck_assert_uint_eq(s.e[0][1], e1_wb);
  scen_cycle(sc, 5, &s, &o);
  ck_assert_uint_eq(o.ins_qidx, 2u);
  ck_assert_uint_eq(s.e[0][2], e2);
  check_ptrs(&s, 0, 0, 3, 0x90);
  scen_cycle(sc, 6, &s, &o);
  ck_assert_uint_eq(s.e[0][2], e2_wb);
#if BASE_GEOM
  ck_assert_uint_eq(s.e[0][0], UINT64_C(0x1020108503));
  ck_assert_uint_eq(s.e[0][1], UINT64_C(0x1040404201));
  ck_assert_uint_eq(s.e[0][2], UINT64_C(0x1FE020BF05));
#endif
  scen_cycle(sc, 7, &s, &o); /* 0x90 */
  check_hm(&o, false, false, 0, 0);
  scen_cycle(sc, 8, &s, &o); /* 0x98 */
  check_hm(&o, true, true, 1, 1);
  ck_assert_uint_eq(o.hm_src0, 2u); /* sub r1 <- r2, r5 */
  ck_assert_uint_eq(o.hm_src1, 5u);
  check_ptrs(&s, 0, 1, 3, 0x90);
  scen_cycle(sc, 9, &s, &o); /* 0xA0 */
  check_hm(&o, true, true, 4, 0);
  check_ptrs(&s, 0, 2, 3, 0x90);
  scen_cycle(sc, 10, &s, &o); /* 0xA8 */
  check_hm(&o, false, false, 0, 0);
  scen_cycle(sc, 11, &s, &o); /* 0x80 */
  check_hm(&o, false, false, 0, 0);
  scen_cycle(sc, 12, &s, &o); /* 0x88 */
  check_hm(&o, true, true, 2, 2);
  ck_assert_uint_eq(o.hm_src0, 2u); /* add r2 <- r2, #1: SRC1 none */
  ck_assert_uint_eq(o.hm_src1, NONE);
  check_ptrs(&s, 0, 3, 3, 0x90);
  ck_assert_uint_eq(s.e[0][0], PMW(0x0020108503, false, 8, 1, 2, 5, 1, true));
  ck_assert_uint_eq(s.e[0][1], PMW(0x0040404201, false, 16, 4, 1, 2, 0, true));
  ck_assert_uint_eq(s.e[0][2], PMW(0x0FE020BF05, false, -8, 2, 2, NONE, 2, true));
  scen_cycle(sc, 13, &s, &o);
  check_no_masks(&o);
  check_hm(&o, false, false, 0, 0);
}
END_TEST

/* PM-4 (SPEC 3.9), warp 1, BASE 0x1000: 0x1200 (+512) can_ins = 0; 0x11F8 (+504) taken, OFF
 * 0x1F8; 0x0E00 (-512) taken, OFF 0x200 (-512 in 10 bits); 0x0DF8 (-520) refused. The head
 * matches find them at BASE + sext(OFF): 0x11F8, then 0x0E00. Then BASE 0xFFFFFFF8 (32-bit PCs):
 * 0x8 (BASE + 16 mod 2^32) is out of range (the exact difference is -0xFFFFFFF0), 0xFFFFFFF0 (-8)
 * is taken and found. In other geometries: HALF = 2^(PQOFFW-1) instead of 512. */
START_TEST(test_pm4) {
  const wt_scenario_t *sc = scen("pm4");
  static st_t s;
  out_t o;
  const uint32_t w = 1u % WT_WARPS;
  const uint32_t h = (uint32_t)HALF;
  pe_pqueue_reset(&s);
#if BASE_GEOM
  ck_assert_uint_eq(0x1000u + h, 0x1200u);
  ck_assert_uint_eq(0x1000u + h - 8u, 0x11F8u);
  ck_assert_uint_eq(0x1000u - h, 0x0E00u);
#endif
  scen_cycle(sc, 0, &s, &o);
  check_ptrs(&s, w, 0, 0, 0x1000);
  scen_cycle(sc, 1, &s, &o); /* +HALF */
  ck_assert(!o.can_ins);
  ck_assert_uint_eq(o.ins_qidx, 0u);
  check_ptrs(&s, w, 0, 0, 0x1000);
  ck_assert_uint_eq(s.e[w][0], 0u);
  scen_cycle(sc, 2, &s, &o); /* +HALF - 8 */
  ck_assert(o.can_ins);
  ck_assert_uint_eq(s.e[w][0], ref_word(true, h - 8u, 3, 1, 2, 4, false));
  scen_cycle(sc, 3, &s, &o); /* -HALF */
  ck_assert(o.can_ins);
  ck_assert_uint_eq(o.ins_qidx, 1u);
  ck_assert_uint_eq(s.e[w][1], ref_word(true, -(int64_t)h, 5, 3, NONE, 5, false));
#if BASE_GEOM
  ck_assert_uint_eq(pq_entry_off(s.e[w][0]), 0x1F8u);
  ck_assert_uint_eq(pq_entry_off(s.e[w][1]), 0x200u);
#endif
  scen_cycle(sc, 4, &s, &o); /* -HALF - 8 */
  ck_assert(!o.can_ins);
  check_ptrs(&s, w, 0, 2, 0x1000);
  scen_cycle(sc, 5, &s, &o);
  check_hm(&o, true, false, 3, 4);
  scen_cycle(sc, 6, &s, &o);
  check_hm(&o, true, false, 5, 5);
  check_ptrs(&s, w, 2, 2, 0x1000);
  scen_cycle(sc, 7, &s, &o); /* BASE at the top */
  const uint32_t top = WT_MASK32(WT_PCW) - 7u;
  check_ptrs(&s, w, 0, 0, top);
  scen_cycle(sc, 8, &s, &o); /* top + 16 wraps: out of range */
  ck_assert(!o.can_ins);
  scen_cycle(sc, 9, &s, &o); /* top - 8 */
  ck_assert(o.can_ins);
  ck_assert_uint_eq(s.e[w][0], ref_word(true, -8, 2, 2, 2, 2, false));
  scen_cycle(sc, 10, &s, &o);
  check_hm(&o, true, false, 2, 2);
  check_ptrs(&s, w, 1, 1, top);
}
END_TEST

/* PM-5 (SPEC 3.9) for this configuration's PQ: PQ + 1 independent inserts, qidx 0..PQ-1 taken,
 * the (PQ+1)th refused with TAIL = PQ (the 9th at the baseline's 8); the writebacks of entries 0
 * and PQ-1; PQ matches drain the queue (RDY only on those two); a pop of the empty queue is
 * ignored. */
START_TEST(test_pm5) {
  const wt_scenario_t *sc = scen("pm5");
  static st_t s;
  out_t o;
  const uint32_t w = 2u % WT_WARPS;
  const uint32_t step = (8u * WT_PQ < (uint32_t)HALF) ? 8u : 1u;
  ck_assert_uint_eq(sc->cycles, 2u * WT_PQ + 5u);
  pe_pqueue_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  for (uint32_t i = 0; i < WT_PQ; i++) {
    scen_cycle(sc, 1u + i, &s, &o);
    ck_assert(o.can_ins);
    ck_assert_uint_eq(o.ins_qidx, i);
    ck_assert_uint_eq(s.tail[w], i + 1u);
    ck_assert_uint_eq(s.e[w][i], ref_word(true, (int64_t)(step * i), i & WT_MASK32(WT_AREGW), NONE, NONE,
                                          i & WT_MASK32(WT_PHYW), false));
  }
  scen_cycle(sc, WT_PQ + 1u, &s, &o); /* the (PQ+1)th */
  ck_assert(!o.can_ins);
  ck_assert_uint_eq(o.ins_qidx, 0u);
  check_ptrs(&s, w, 0, WT_PQ, 0x2000);
#if BASE_GEOM
  if (WT_PQ == 8) {
    ck_assert_uint_eq(s.tail[w], 8u); /* SPEC: "the 9th is SKIPPED, since TAIL=8" */
  }
#endif
  scen_cycle(sc, WT_PQ + 2u, &s, &o);
  ck_assert_uint_eq(pq_entry_rdy(s.e[w][0]), 1u);
  ck_assert_uint_eq(pq_entry_rdy(s.e[w][WT_PQ - 1u]), 1u);
  for (uint32_t i = 0; i < WT_PQ; i++) {
    scen_cycle(sc, WT_PQ + 3u + i, &s, &o);
    check_hm(&o, true, i == 0u || i == WT_PQ - 1u, i & WT_MASK32(WT_AREGW), i & WT_MASK32(WT_PHYW));
    ck_assert_uint_eq(s.head[w], i + 1u);
  }
  scen_cycle(sc, 2u * WT_PQ + 3u, &s, &o);
  check_hm(&o, false, false, 0, 0);
  check_ptrs(&s, w, WT_PQ, WT_PQ, 0x2000);
  scen_cycle(sc, 2u * WT_PQ + 4u, &s, &o);
  ck_assert(!o.can_ins); /* still full: TAIL = PQ until the next reset */
}
END_TEST

/* PM-7 (SPEC 3.9), warp 3: E0 (phy 7, RDY 0) and E1 (phy 9, RDY 1) discarded by a new P-mode
 * entry: zmb_mask = {7}, rel_mask = {9}; the new episode's E0 holds phy 11, and the late writeback
 * (0, 7) leaves its RDY 0; (0, 11) sets it. A writeback in the step of a warp exit comes first, so
 * its entry goes to rel_mask; the exit keeps HEAD and TAIL. */
START_TEST(test_pm7) {
  const wt_scenario_t *sc = scen("pm7");
  static st_t s;
  out_t o;
  uint32_t l[4];
  const uint32_t w = 3u % WT_WARPS;
  pe_pqueue_reset(&s);
  for (unsigned c = 0; c < 4u; c++) {
    scen_cycle(sc, c, &s, &o);
    check_no_masks(&o);
  }
  ck_assert_uint_eq(s.e[w][0], ref_word(true, 8, 5, 1, 2, 7, false));
  ck_assert_uint_eq(s.e[w][1], ref_word(true, 16, 6, 5, NONE, 9, true));
  scen_cycle(sc, 4, &s, &o); /* new episode */
  ck_assert_uint_eq(mask_bits(o.zmb_mask, l, 4), 1u);
  ck_assert_uint_eq(l[0], 7u);
  ck_assert_uint_eq(mask_bits(o.rel_mask, l, 4), 1u);
  ck_assert_uint_eq(l[0], 9u);
  check_ptrs(&s, w, 0, 0, 0x500);
  ck_assert_uint_eq(s.e[w][0], ref_word(false, 8, 5, 1, 2, 7, false));
  ck_assert_uint_eq(s.e[w][1], ref_word(false, 16, 6, 5, NONE, 9, true));
  scen_cycle(sc, 5, &s, &o);
  ck_assert_uint_eq(s.e[w][0], ref_word(true, 8, 5, 1, 2, 11, false));
  scen_cycle(sc, 6, &s, &o); /* late wb (0, 7) */
  ck_assert_uint_eq(s.e[w][0], ref_word(true, 8, 5, 1, 2, 11, false));
  scen_cycle(sc, 7, &s, &o); /* wb (0, 11) */
  ck_assert_uint_eq(s.e[w][0], ref_word(true, 8, 5, 1, 2, 11, true));
  scen_cycle(sc, 8, &s, &o);
  check_hm(&o, true, true, 5, 11);
  scen_cycle(sc, 9, &s, &o);
  check_ptrs(&s, w, 1, 2, 0x500);
  scen_cycle(sc, 10, &s, &o); /* wb (1, 12), stale (0, 11), exit */
  ck_assert_uint_eq(mask_bits(o.rel_mask, l, 4), 1u);
  ck_assert_uint_eq(l[0], 12u);
  ck_assert_uint_eq(mask_bits(o.zmb_mask, l, 4), 0u);
  check_ptrs(&s, w, 1, 2, 0x500);
  ck_assert_uint_eq(s.e[w][1], ref_word(false, 16, 6, 5, NONE, 12, true));
  ck_assert_uint_eq(s.e[w][0], ref_word(false, 8, 5, 1, 2, 11, true));
  scen_cycle(sc, 11, &s, &o);
  check_hm(&o, false, false, 0, 0);
  ck_assert_uint_eq(s.head[w], 2u); /* the pop still moves HEAD past the invalid entry */
  scen_cycle(sc, 12, &s, &o);
  ck_assert_uint_eq(o.ins_qidx, 2u);
  check_ptrs(&s, w, 2, 3, 0x500);
}
END_TEST

/* same_step (pe_pqueue.h order): reset, insert and head match of warp 1 in one step; the old E0
 * (phy 3) goes to zmb_mask; a writeback in the step of its entry's insert does nothing; entry
 * and exit of warp 0 in one step discard it once (rel {4}) and reset it, and the insert of that
 * step sees the new BASE. */
START_TEST(test_same_step) {
  if (WT_WARPS < 2u) {
    return;
  }
  const wt_scenario_t *sc = scen("same_step");
  static st_t s;
  out_t o;
  uint32_t l[4];
  pe_pqueue_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_ptrs(&s, 0, 0, 0, 0x100);
  check_ptrs(&s, 1, 0, 1, 0);
  ck_assert_uint_eq(s.e[1][0], ref_word(true, 8, 1, 2, 3, 3, false));
  scen_cycle(sc, 1, &s, &o);
  ck_assert_uint_eq(mask_bits(o.zmb_mask, l, 4), 1u);
  ck_assert_uint_eq(l[0], 3u);
  ck_assert(o.can_ins);
  ck_assert_uint_eq(o.ins_qidx, 0u);
  check_hm(&o, true, false, 2, 5);
  check_ptrs(&s, 1, 1, 1, 0x200);
  ck_assert_uint_eq(s.e[1][0], ref_word(false, 8, 2, 3, 4, 5, false));
  scen_cycle(sc, 2, &s, &o);
  ck_assert_uint_eq(s.e[0][0], ref_word(true, 8, 4, 4, 4, 4, false));
  scen_cycle(sc, 3, &s, &o);
  ck_assert_uint_eq(s.e[0][0], ref_word(true, 8, 4, 4, 4, 4, true));
  scen_cycle(sc, 4, &s, &o);
  ck_assert_uint_eq(mask_bits(o.rel_mask, l, 4), 1u);
  ck_assert_uint_eq(l[0], 4u);
  ck_assert_uint_eq(mask_bits(o.zmb_mask, l, 4), 0u);
  ck_assert(o.can_ins);
  check_ptrs(&s, 0, 0, 1, 0x100);
  ck_assert_uint_eq(s.e[0][0], ref_word(true, HALF - 1, 1, 1, 1, 6, false));
  scen_cycle(sc, 5, &s, &o);
  ck_assert_uint_eq(mask_bits(o.zmb_mask, l, 4), 1u);
  ck_assert_uint_eq(l[0], 6u);
  check_ptrs(&s, 0, 0, 0, 0x300);
  check_ptrs(&s, 1, 1, 1, 0x200);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner: ignored operations, the check hook, in-place step
////////////////////////////////////////////////////////////////////////////////

/* Warp ids >= WARPS (the all-ones id at the baseline's 48 warps) name no warp: every port leaves
 * the state unchanged, can_ins = 0, no match. */
START_TEST(test_bad_wid_ignored) {
#if WT_WARPS < (1 << WT_PE_WIDW)
  static st_t s, before;
  out_t o;
  const uint32_t bad = WT_MASK32(WT_PE_WIDW);
  pe_pqueue_reset(&s);
  in_t in = idle();
  in.ent_v = true;
  in.ent_base = 0x40;
  cycle(&s, &in, &o);
  in = idle();
  in.ins_v = true;
  in.ins_pc = 0x48;
  in.ins_phy = 1;
  cycle(&s, &in, &o);
  before = s;
  in = idle();
  in.pwb0_v = in.pwb1_v = true;
  in.pwb0_wid = in.pwb1_wid = bad;
  in.pwb0_phy = in.pwb1_phy = 1;
  in.ent_v = true;
  in.ent_wid = bad;
  in.ent_base = 0x48;
  in.dis_v = true;
  in.dis_wid = bad;
  in.ins_wid = bad;
  in.ins_pc = 0x48;
  in.ins_v = true;
  in.hm_wid = bad;
  in.hm_pc = 0x48;
  in.pop_v = true;
  in.pop_wid = bad;
  cycle(&s, &in, &o);
  check_no_masks(&o);
  ck_assert(!o.can_ins);
  check_hm(&o, false, false, 0, 0);
  ck_assert(wt_same_packed(pe_pqueue_block.state, &s, &before));
#endif
}
END_TEST

/* A pop or head match of an empty queue, an insert while !can_ins (range or TAIL = PQ), and a
 * writeback of an invalid entry change nothing. */
START_TEST(test_illegal_ignored) {
  static st_t s, before;
  out_t o;
  pe_pqueue_reset(&s);
  before = s;
  in_t in = idle();
  in.pop_v = true;
  in.hm_pc = 0;
  in.pwb0_v = true;           /* entry 0 of warp 0: V = 0 */
  in.ins_pc = (uint32_t)HALF; /* out of range at BASE 0 */
  in.ins_v = true;
  cycle(&s, &in, &o);
  ck_assert(!o.can_ins);
  check_hm(&o, false, false, 0, 0);
  ck_assert(wt_same_packed(pe_pqueue_block.state, &s, &before));
  /* Fill warp 0, then one more insert in range: refused, nothing changes. */
  for (uint32_t i = 0; i < WT_PQ; i++) {
    in = idle();
    in.ins_v = true;
    in.ins_phy = i & WT_MASK32(WT_PHYW);
    cycle(&s, &in, &o);
    ck_assert(o.can_ins);
  }
  before = s;
  in = idle();
  in.ins_v = true;
  cycle(&s, &in, &o);
  ck_assert(!o.can_ins);
  ck_assert(wt_same_packed(pe_pqueue_block.state, &s, &before));
}
END_TEST

/* The check hook names each broken invariant. */
START_TEST(test_check_hook) {
  static st_t s;
  char msg[256];
  pe_pqueue_reset(&s);
  ck_assert(pe_pqueue_check(&s, msg, sizeof msg));
  ck_assert(pe_pqueue_block.check != NULL);
  s.head[0] = 1; /* HEAD > TAIL */
  ck_assert(!pe_pqueue_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "HEAD <= TAIL"));
  pe_pqueue_reset(&s);
  s.tail[WT_WARPS - 1u] = WT_PQ + 1u; /* TAIL > PQ (fits PQPW only if PQ + 1 < 2^PQPW) */
  ck_assert(!pe_pqueue_check(&s, msg, sizeof msg));
  pe_pqueue_reset(&s);
  s.e[0][WT_PQ - 1u] = (pe_pqueue_ent_t)ref_word(true, 0, 0, 0, 0, 0, false); /* V above TAIL */
  ck_assert(!pe_pqueue_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "V = 0"));
  pe_pqueue_reset(&s);
  s.head[0] = s.tail[0] = 1;
  s.e[0][0] = (pe_pqueue_ent_t)ref_word(true, 0, 0, 0, 0, 0, false); /* V below HEAD */
  ck_assert(!pe_pqueue_check(&s, msg, sizeof msg));
  pe_pqueue_reset(&s);
#if WT_PQEW < 64 && (WT_PQEW < 32 || WT_PQEW > 32)
  s.e[0][0] = (pe_pqueue_ent_t)(UINT64_C(1) << WT_PQEW); /* a bit above the width */
  ck_assert(!pe_pqueue_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "width"));
#endif
}
END_TEST

/* comb is pure, and the in-place step (next == s) equals the two-buffer step
 * (wt_check_comb_in_place). */
START_TEST(test_comb_in_place) {
  static st_t s, n1;
  out_t o1;
  pe_pqueue_reset(&s);
  in_t in = idle();
  in.ent_v = true;
  in.ent_base = 0x90;
  in.ins_pc = 0x98;
  in.ins_v = true;
  in.ins_phy = 1;
  in.hm_pc = 0x98; /* matches the entry inserted in the same step; no pop */
  cycle(&s, &in, &o1);
  ck_assert(o1.hm_match);
  in.pop_v = true;
  in.ent_v = false;
  in.ins_pc = 0xA0;
  in.pwb0_v = true;
  in.pwb0_phy = 1;
  in.dis_v = true;
  wt_check_comb_in_place(&pe_pqueue_block, &s, &in, &o1, &n1);
  ck_assert(o1.rel_mask[1]); /* wb before the exit: released */
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the SPEC 3.6 reference every step
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_LIST_TEST(pe_pqueue, "pm1", "pm4", "pm5", "pm7", "same_step", "ignored")

/* Constrained random (loop index = seed): the reference every step, the invariants, and the
 * corners reached: full queues and refused inserts (full and range), drained queues, matches with
 * and without RDY, pops, releases and zombies, stale writebacks. */
static void reached(const ref_t *r) {
  WT_CHECK_REACHED(WT_REACH(r->ins_taken, 1000u), WT_REACH(r->fulls, 10u), WT_REACH(r->ins_full, 10u),
                   WT_REACH(r->ins_range, 100u), WT_REACH(r->matches, 100u), WT_REACH(r->match_rdy, 100u),
                   WT_REACH(r->matches - r->match_rdy, 10u), WT_REACH(r->pops, 100u),
                   WT_REACH(r->drains, 10u), WT_REACH(r->rel, 100u), WT_REACH(r->zmb, 100u),
                   WT_REACH(r->stale_wb, 100u), WT_REACH(r->wb_set, 100u));
}

WT_RUN_TESTS(run_of, 30000u, reached)

////////////////////////////////////////////////////////////////////////////////
// tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t in_want[] = {
    WT_WANT(in_t, pwb0_v, 1, 1),
    WT_WANT(in_t, pwb0_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, pwb0_qidx, WT_PQIW, 1),
    WT_WANT(in_t, pwb0_phy, WT_PHYW, 1),
    WT_WANT(in_t, pwb1_v, 1, 1),
    WT_WANT(in_t, pwb1_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, pwb1_qidx, WT_PQIW, 1),
    WT_WANT(in_t, pwb1_phy, WT_PHYW, 1),
    WT_WANT(in_t, ent_v, 1, 1),
    WT_WANT(in_t, ent_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, ent_base, WT_PCW, 1),
    WT_WANT(in_t, dis_v, 1, 1),
    WT_WANT(in_t, dis_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, ins_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, ins_pc, WT_PCW, 1),
    WT_WANT(in_t, ins_v, 1, 1),
    WT_WANT(in_t, ins_dst, WT_AREGW, 1),
    WT_WANT(in_t, ins_src0, WT_AREGW, 1),
    WT_WANT(in_t, ins_src1, WT_AREGW, 1),
    WT_WANT(in_t, ins_phy, WT_PHYW, 1),
    WT_WANT(in_t, hm_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, hm_pc, WT_PCW, 1),
    WT_WANT(in_t, pop_v, 1, 1),
    WT_WANT(in_t, pop_wid, WT_PE_WIDW, 1),
};
static const wt_want_field_t out_want[] = {
    WT_WANT(out_t, rel_mask, 1, WT_RREGS), WT_WANT(out_t, zmb_mask, 1, WT_RREGS),
    WT_WANT(out_t, can_ins, 1, 1),         WT_WANT(out_t, ins_qidx, WT_PQIW, 1),
    WT_WANT(out_t, hm_match, 1, 1),        WT_WANT(out_t, hm_rdy, 1, 1),
    WT_WANT(out_t, hm_dst, WT_AREGW, 1),   WT_WANT(out_t, hm_phy, WT_PHYW, 1),
    WT_WANT(out_t, hm_src0, WT_AREGW, 1),  WT_WANT(out_t, hm_src1, WT_AREGW, 1),
};
static const wt_want_field_t state_want[] = {
    WT_WANT(st_t, e, WT_PQEW, WT_WARPS *WT_PQ),
    WT_WANT(st_t, head, WT_PQPW, WT_WARPS),
    WT_WANT(st_t, tail, WT_PQPW, WT_WARPS),
    WT_WANT(st_t, base, WT_PCW, WT_WARPS),
};

/* The qualifiers: ins_qidx by can_ins, hm_rdy/dst/phy by hm_match, the rest always. */
START_TEST(test_qualifiers) {
  const wt_fields_t t = pe_pqueue_block.out;
  char msg[128];
  ck_assert(wt_block_validate(&pe_pqueue_block, msg, sizeof msg));
  WT_CHECK_QUALS(t, {"ins_qidx", "can_ins"}, {"hm_rdy", "hm_match"}, {"hm_dst", "hm_match"},
                 {"hm_phy", "hm_match"}, {"hm_src0", "hm_match"}, {"hm_src1", "hm_match"}, {"rel_mask", NULL},
                 {"can_ins", NULL}, {"hm_match", NULL});
}
END_TEST

/* The packed state shows entry (w, k) as its SPEC word at bit (w * PQ + k) * PQEW, then HEAD,
 * TAIL and BASE per warp. MODEL = WARPS x (PQ x PQEW + 2 x PQPW + PCW): 48 x 336 = 16128 at the
 * baseline; PAPER 48 x 334 = 16032 (D1 §5.3), PAPER-FIELDS the same; the parts split it into
 * entries 48 x 296 and pointers 48 x 38 (MODEL 48 x 40). */
START_TEST(test_layout_bits) {
  wt_fields_t t = pe_pqueue_block.state;
  const unsigned long ebits = (unsigned long)WT_WARPS * WT_PQ * WT_PQEW;
  ck_assert_uint_eq(wt_field_offset(t, 1), ebits);
  ck_assert_uint_eq(wt_field_offset(t, 2), ebits + WT_WARPS * WT_PQPW);
  ck_assert_uint_eq(wt_field_offset(t, 3), ebits + 2u * WT_WARPS * WT_PQPW);
  ck_assert_uint_eq(wt_fields_bits(t), (unsigned long)WT_WARPS * (WT_PQ * WT_PQEW + 2u * WT_PQPW + WT_PCW));
  /* Entry (1, 2) at its place in the packed state. */
  if (WT_WARPS >= 2u && WT_PQ >= 3u) {
    static st_t s;
    static uint32_t words[WT_WORDS(WT_WARPS * (WT_PQ * WT_PQEW + 2 * WT_PQPW + WT_PCW))];
    pe_pqueue_reset(&s);
    const uint64_t x = ref_word(true, -8, 2, 2, NONE, 2, true);
    s.e[1][2] = (pe_pqueue_ent_t)x;
    memset(words, 0, sizeof words);
    ck_assert(wt_pack(t, &s, words));
    ck_assert_uint_eq(wt_bits_get(words, (1u * WT_PQ + 2u) * WT_PQEW, WT_PQEW), x);
  }
  ck_assert_int_eq(pe_pqueue_block.nparts, 4);
  ck_assert_uint_eq(pe_pqueue_block.parts[2].per, WT_WARPS * WT_PQ);
  ck_assert_uint_eq(pe_pqueue_block.parts[3].per, WT_WARPS);
  ck_assert_int_eq(pe_pqueue_block.nmems, 0);
#if BASE_GEOM
  if (WT_PQ == 8 && WT_WARPS == 48) {
    ck_assert_uint_eq(wt_fields_bits(t), 16128u);
    ck_assert_uint_eq(wt_fields_bits(t), 48u * 336u);
    /* D1 §5.3 / SPEC 3.6: an entry 37 b (PAPER = MODEL); a warp's queue PAPER 334, MODEL 336
     * (4-bit HEAD and TAIL, P3). */
    ck_assert_int_eq(wt_part_bits(&pe_pqueue_block, &pe_pqueue_block.parts[2]), 37);
    ck_assert_int_eq(wt_part_bits(&pe_pqueue_block, &pe_pqueue_block.parts[3]), 336);
  }
#endif
  ck_assert_str_eq(pe_pqueue_block.name, "pe_pqueue");
}
END_TEST

WT_TABLE_WANT_TEST(pe_pqueue_block, in_want, out_want, state_want)

WT_UNIT_SUITE("pe_pqueue") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),

    WT_TCASE("spec", 0),
    WT_TEST(test_pm1_words),
    WT_TEST(test_entry_accessors),
    WT_TEST(test_pm1),
    WT_TEST(test_pm4),
    WT_TEST(test_pm5),
    WT_TEST(test_pm7),
    WT_TEST(test_same_step),

    WT_TCASE("corner", 0),
    WT_TEST(test_bad_wid_ignored),
    WT_TEST(test_illegal_ignored),
    WT_TEST(test_check_hook),
    WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&pe_pqueue_stim),

    WT_RANDOM_CASES(300, 2),

    WT_TABLE_WANT_CASES(pe_pqueue_block),
    WT_TEST(test_qualifiers),
    WT_TEST(test_layout_bits),
    WT_END,
};
