/* tb/unit/test_uv_srf.c: Check suite for the scalar register file with its renaming map and
 * freelist (rtl_c/uv_srf.h, SPEC 5.3, UV-2 and UV-3).
 *
 * Expected values: on uv_baseline (128 SRs, 7-bit SR ids, map entry {V, sr} = 8 b) SPEC 5.3's
 * numbers as literals; on uv_toy (8 SRs, 3-bit ids, 4-bit entries) the same steps worked out by
 * hand in the comments. The scenario and random runs also compare, every cycle, against a
 * reference written here from SPEC 5.3 with the freelist as a plain list (append on release,
 * remove the front on pop) and the map as two arrays; it shares no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "uv_srf.h"
#include "wt_unit.h"

#define NSR WT_SRF_REGS
#define NVR WT_UV_VREGS
#define BASE_CFG (WT_SRF_REGS == 128 && WT_UV_VREGS == 512 && WT_UV_DW == 32 && WT_NL == 32)
#define TOY_CFG (WT_SRF_REGS == 8 && WT_UV_VREGS == 32 && WT_UV_DW == 8 && WT_NL == 8)

WT_UNIT_BLOCK(uv_srf)

/* A map entry {V = 1, sr}, written here from SPEC 0.2 (V the MSB above the SRW-bit id). */
#define MAPPED(sr) ((UINT32_C(1) << WT_SRW) | (uint32_t)(sr))

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* The freelist from its head: count and every element. */
static void check_fl(const st_t *s, const uint32_t *want, unsigned n) {
  EQ(s->fl_count, n);
  for (unsigned i = 0; i < n; i++) {
    EQ(s->fl_slot[(s->fl_head + i) % NSR], want[i]);
  }
}

/* Freelist [first..NSR-1] followed by `tail` (n of them). */
static void check_fl_run(const st_t *s, uint32_t first, const uint32_t *tail, unsigned n) {
  uint32_t want[NSR];
  unsigned k = 0;
  for (uint32_t i = first; i < NSR; i++) {
    want[k++] = i;
  }
  for (unsigned i = 0; i < n; i++) {
    want[k++] = tail[i];
  }
  check_fl(s, want, k);
}

static void check_ok(const st_t *s) {
  char msg[200];
  if (!uv_srf_check(s, msg, sizeof msg)) {
    ck_abort_msg("invariant: %s", msg);
  }
}

/* The ID outputs that are not renamed sources all 0 except the listed ones. */
static void check_id(const out_t *o, bool alloc, uint32_t alloc_sr, bool fallback, bool cow, bool old_v,
                     uint32_t old_sr) {
  ck_assert_uint_eq(o->alloc, alloc);
  ck_assert_uint_eq(o->alloc_sr, alloc_sr);
  ck_assert_uint_eq(o->fallback, fallback);
  ck_assert_uint_eq(o->cow, cow);
  ck_assert_uint_eq(o->old_v, old_v);
  ck_assert_uint_eq(o->old_sr, old_sr);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* SPEC 5.3 Reset: map all V = 0; freelist slot[i] = i, count = SRF_REGS, head = tail = 0. */
START_TEST(test_reset_values) {
  st_t s;
  memset(&s, 0xa5, sizeof s); /* reset must write every field */
  uv_srf_reset(&s);
  for (unsigned v = 0; v < NVR; v++) {
    ck_assert_uint_eq(s.map[v], 0u);
  }
  for (unsigned i = 0; i < NSR; i++) {
    ck_assert_uint_eq(s.fl_slot[i], i);
    ck_assert_uint_eq(s.srf[i], 0u);
  }
  ck_assert_uint_eq(s.fl_head, 0u);
  ck_assert_uint_eq(s.fl_tail, 0u);
#if BASE_CFG
  ck_assert_uint_eq(s.fl_count, 128u);
  ck_assert_uint_eq(s.fl_slot[127], 127u);
#elif TOY_CFG
  ck_assert_uint_eq(s.fl_count, 8u);
  ck_assert_uint_eq(s.fl_slot[7], 7u);
#endif
  ck_assert_uint_eq(s.fl_count, NSR);
  check_ok(&s);
}
END_TEST

/* MODEL bits (SPEC 5.3): baseline 128 x 32 + 512 x 8 + 128 x 7 + 7 + 7 + 8 = 4096 + 4096 + 918 =
 * 9110; toy 8 x 8 + 32 x 4 + 8 x 3 + 3 + 3 + 4 = 64 + 128 + 34 = 226. */
START_TEST(test_model_bits) {
  const unsigned long bits = wt_fields_bits(uv_srf_block.state);
#if BASE_CFG
  ck_assert_uint_eq(bits, 9110u);
#elif TOY_CFG
  ck_assert_uint_eq(bits, 226u);
#endif
  ck_assert_uint_eq(bits, NSR * WT_UV_DW + NVR * (WT_SRW + 1u) + NSR * WT_SRW + 2u * WT_SRW + WT_SRCW);
  ck_assert_uint_eq(uv_srf_block.nparts, 3u);
  ck_assert_uint_eq((unsigned long)wt_part_bits(&uv_srf_block, &uv_srf_block.parts[0]), NSR * WT_UV_DW);
  ck_assert_uint_eq((unsigned long)wt_part_bits(&uv_srf_block, &uv_srf_block.parts[1]), NVR * (WT_SRW + 1u));
#if BASE_CFG
  ck_assert_uint_eq(wt_part_bits(&uv_srf_block, &uv_srf_block.parts[2]), 918);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: UV-2 and UV-3 with SPEC's values
////////////////////////////////////////////////////////////////////////////////

/* UV-2 (SPEC 5.3; inputs in tb/stim/uv_srf_scen.c). Baseline: map[VR1] = {1,0} = 0x80 ... the
 * freelist [3..127, 0] after SR0's release and [3..127, 0, 2] after SR2's. Toy (8 SRs, entries
 * {V, 3-bit sr}): the same SR ids, map[VR1] = {1,0} = 0x8, {1,2} = 0xA, then {0,2} = 0x2; the
 * freelist [3,4,5,6,7,0] (count 6, tail 1) and [3,4,5,6,7,0,2] (count 7, tail 2). */
START_TEST(test_uv2) {
  const wt_scenario_t *sc = scen_n("uv2", 9u);
  st_t s;
  out_t o;
  uv_srf_reset(&s);
  /* #1 mov r1, #0: pop SR0, map[VR1] = {1, 0}. */
  scen_cycle(sc, 0, &s, &o);
  check_id(&o, true, 0, false, false, false, 0);
  ck_assert_uint_eq(s.map[1], MAPPED(0));
  /* #2 mul r2: pop SR1, map[VR2] = {1, 1}; SRF[0] = 0. */
  scen_cycle(sc, 1, &s, &o);
  check_id(&o, true, 1, false, false, false, 0);
  ck_assert_uint_eq(s.map[2], MAPPED(1));
  ck_assert_uint_eq(s.srf[0], 0u);
  /* SRF[1] = 64 (ctaid 2 x ntid 32). */
  scen_cycle(sc, 2, &s, &o);
  check_id(&o, false, 0, false, false, false, 0);
  ck_assert_uint_eq(s.srf[1], 64u);
  /* #3 add r3, r2, %tid.x: regular; source VR2 -> SR1 broadcast; map[VR3] unchanged (V = 0). */
  scen_cycle(sc, 3, &s, &o);
  ck_assert(o.src0_m);
  ck_assert_uint_eq(o.src0_sr, 1u);
  ck_assert_uint_eq(o.src0_val, 64u);
  ck_assert(!o.src1_m && !o.src2_m);
  check_id(&o, false, 0, false, false, false, 0);
  ck_assert_uint_eq(s.map[3], 0u);
  /* #4 add r1, r1, #1: uniform; reads SR0 (0); pops SR2, map[VR1] = {1, 2}; old SR0 released at
   * issue. */
  scen_cycle(sc, 4, &s, &o);
  ck_assert(o.src0_m);
  ck_assert_uint_eq(o.src0_sr, 0u);
  ck_assert_uint_eq(o.src0_val, 0u);
  check_id(&o, true, 2, false, false, true, 0);
  ck_assert_uint_eq(s.map[1], MAPPED(2));
  /* SRF[2] = SRF[0] + 1; #4 issues: release SR0 -> freelist [3..127, 0]. */
  scen_cycle(sc, 5, &s, &o);
  ck_assert_uint_eq(s.srf[2], 1u);
  static const uint32_t t0[] = {0};
  check_fl_run(&s, 3, t0, 1);
  ck_assert_uint_eq(s.fl_head, 3u);
  ck_assert_uint_eq(s.fl_tail, 1u);
#if BASE_CFG
  ck_assert_uint_eq(s.fl_count, 126u);
  ck_assert_uint_eq(s.map[1], 0x82u);
#elif TOY_CFG
  static const uint32_t toy5[] = {3, 4, 5, 6, 7, 0};
  check_fl(&s, toy5, 6);
  ck_assert_uint_eq(s.map[1], 0xAu);
#endif
  /* #5 add r1, r1, #2 on threads 24-31: COW VR1 <- SR2, map[VR1].V = 0, old SR2. */
  scen_cycle(sc, 6, &s, &o);
  ck_assert(o.src0_m);
  ck_assert_uint_eq(o.src0_sr, 2u);
  ck_assert_uint_eq(o.src0_val, 1u);
  check_id(&o, false, 0, false, true, true, 2);
  ck_assert_uint_eq(o.old_val, 1u); /* the copy writes SR2's value, 1, to every lane of VR1 */
  ck_assert_uint_eq(s.map[1], 2u);  /* {V 0, sr 2}: only V changes (SPEC 0.3) */
  /* #5 issues: push SR2 -> [3..127, 0, 2]. */
  scen_cycle(sc, 7, &s, &o);
  static const uint32_t t02[] = {0, 2};
  check_fl_run(&s, 3, t02, 2);
  ck_assert_uint_eq(s.fl_tail, 2u);
#if BASE_CFG
  ck_assert_uint_eq(s.fl_count, 127u);
  ck_assert_uint_eq(s.fl_slot[0], 0u);
  ck_assert_uint_eq(s.fl_slot[1], 2u);
#elif TOY_CFG
  static const uint32_t toy7[] = {3, 4, 5, 6, 7, 0, 2};
  check_fl(&s, toy7, 7);
#endif
  /* A later reader: VR1 is in the VRF again, VR2 still SR1 (64). */
  scen_cycle(sc, 8, &s, &o);
  ck_assert(!o.src0_m);
  ck_assert(o.src1_m);
  ck_assert_uint_eq(o.src1_sr, 1u);
  ck_assert_uint_eq(o.src1_val, 64u);
  check_id(&o, false, 0, false, false, false, 0);
  ck_assert_uint_eq(s.map[2], MAPPED(1));
  check_ok(&s);
}
END_TEST

/* UV-3 (SPEC 5.3): with all SRs allocated a uniform instruction executes as regular and maps
 * nothing. Baseline: 128 pops give VR c -> SR c (map[127] = 0xFF), the freelist empty with head
 * and tail wrapped to 0. Toy: 8 pops, map[7] = {1,7} = 0xF, head = tail = 0. Then (N = 128 / 8):
 * VR N falls back (map[N] stays 0); VR5 falls back and is unmapped (old SR5, map[5] = {0,5});
 * SR5's release is popped in its own cycle for VR N (map[N] = {1,5}: 0x85 / 0xD; slot 0 = 5, head
 * = tail = 1); the divergent write to VR0 copies SR0 (SPEC's rule) and unmaps it; SR0's release
 * leaves count 1, slot 1 = 0, tail 2; VR N reads SR5. */
START_TEST(test_uv3) {
  const wt_scenario_t *sc = scen_n("uv3", NSR + 5u);
  st_t s;
  out_t o;
  uv_srf_reset(&s);
  for (unsigned c = 0; c < NSR; c++) {
    scen_cycle(sc, c, &s, &o);
    check_id(&o, true, c, false, false, false, 0);
    ck_assert_uint_eq(s.map[c], MAPPED(c));
  }
  ck_assert_uint_eq(s.fl_count, 0u);
  ck_assert_uint_eq(s.fl_head, 0u);
  ck_assert_uint_eq(s.fl_tail, 0u);
#if BASE_CFG
  ck_assert_uint_eq(s.map[127], 0xFFu);
#elif TOY_CFG
  ck_assert_uint_eq(s.map[7], 0xFu);
#endif
  st_t before = s;
  /* Uniform to VR N, no SR free: fallback, no mapping, nothing changes. */
  scen_cycle(sc, NSR, &s, &o);
  check_id(&o, false, 0, true, false, false, 0);
  ck_assert(wt_same_packed(uv_srf_block.state, &s, &before));
  /* Uniform to VR5 (SR5), no SR free: fallback, then a regular write: unmapped, old SR5, no COW. */
  scen_cycle(sc, NSR + 1u, &s, &o);
  check_id(&o, false, 0, true, false, true, 5);
  ck_assert_uint_eq(s.map[5], 5u);
  ck_assert_uint_eq(s.fl_count, 0u);
  /* Release SR5 and a uniform to VR N in one cycle: popped at once. */
  scen_cycle(sc, NSR + 2u, &s, &o);
  check_id(&o, true, 5, false, false, false, 0);
  ck_assert_uint_eq(s.map[NSR], MAPPED(5));
#if BASE_CFG
  ck_assert_uint_eq(s.map[128], 0x85u);
#elif TOY_CFG
  ck_assert_uint_eq(s.map[8], 0xDu);
#endif
  ck_assert_uint_eq(s.fl_count, 0u);
  ck_assert_uint_eq(s.fl_slot[0], 5u);
  ck_assert_uint_eq(s.fl_head, 1u);
  ck_assert_uint_eq(s.fl_tail, 1u);
  /* Divergent regular write to VR0 (SR0) that reads no vector register: COW under SPEC's rule,
   * none under D4's (COW_PAPER_RULE = 1, U7); unmapped, old SR0 under both. */
  scen_cycle(sc, NSR + 3u, &s, &o);
#if WT_COW_PAPER_RULE
  check_id(&o, false, 0, false, false, true, 0);
#else
  check_id(&o, false, 0, false, true, true, 0);
#endif
  ck_assert_uint_eq(s.map[0], 0u);
  /* Release SR0; a reader of VR N gets SR5. */
  scen_cycle(sc, NSR + 4u, &s, &o);
  check_id(&o, false, 0, false, false, false, 0);
  ck_assert(o.src0_m);
  ck_assert_uint_eq(o.src0_sr, 5u);
  static const uint32_t one0[] = {0};
  check_fl(&s, one0, 1);
  ck_assert_uint_eq(s.fl_slot[1], 0u);
  ck_assert_uint_eq(s.fl_tail, 2u);
  check_ok(&s);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner: rules outside SPEC's tables
////////////////////////////////////////////////////////////////////////////////

static in_t mk_id(bool uniform, uint32_t dst, uint32_t src_v, uint32_t src0, uint32_t act) {
  in_t in = idle();
  in.id_v = true;
  in.dst_v = true;
  in.uniform = uniform;
  in.dst = dst;
  in.src_v = src_v;
  in.src0 = src0;
  in.act = act;
  in.full = WT_MASK32(WT_NL);
  return in;
}

/* COW rule (SPEC 5.2/5.3 [RES], U7): a divergent write to mapped VR3 that does not read VR3 copies
 * under SPEC's rule (COW_PAPER_RULE = 0), not under D4's (= 1); one that reads VR3 copies under
 * both. A divergent write to an unmapped VR copies under neither. */
START_TEST(test_cow_rule) {
  st_t s;
  out_t o;
  uv_srf_reset(&s);
  in_t in = mk_id(true, 3, 0, 0, WT_MASK32(WT_NL));
  cycle(&s, &in, &o); /* VR3 -> SR0 */
  st_t s0 = s;
  in = mk_id(false, 3, 1, 4, 1u); /* reads VR4, writes VR3 on lane 0 */
  cycle(&s, &in, &o);
#if WT_COW_PAPER_RULE
  check_id(&o, false, 0, false, false, true, 0);
#else
  check_id(&o, false, 0, false, true, true, 0);
#endif
  ck_assert_uint_eq(s.map[3], 0u);
  s = s0;
  in = mk_id(false, 3, 2, 4, 1u);
  in.src1 = 3; /* reads VR3 through source 1 */
  cycle(&s, &in, &o);
  check_id(&o, false, 0, false, true, true, 0);
  in = mk_id(false, 3, 1, 3, 1u); /* VR3 is unmapped now */
  cycle(&s, &in, &o);
  check_id(&o, false, 0, false, false, false, 0);
}
END_TEST

/* Idle ports and a release into a full freelist change nothing; an instruction without a
 * destination (or not valid) touches neither map nor freelist. */
START_TEST(test_idle_and_dropped) {
  st_t s, r;
  out_t o;
  uv_srf_reset(&s);
  r = s;
  in_t in = idle();
  in.rel_v = true;
  in.rel_sr = 3;
  in.uniform = true;
  in.dst = 1;
  in.dst_v = true; /* but id_v = 0 */
  cycle(&s, &in, &o);
  check_id(&o, false, 0, false, false, false, 0);
  ck_assert(wt_same_packed(uv_srf_block.state, &s, &r));
  in = mk_id(true, 1, 0, 0, WT_MASK32(WT_NL));
  in.dst_v = false;
  cycle(&s, &in, &o);
  check_id(&o, false, 0, false, false, false, 0);
  ck_assert(wt_same_packed(uv_srf_block.state, &s, &r));
}
END_TEST

/* A source's SRF read in the cycle of a write to its SR returns the old value; the next cycle
 * the new one. */
START_TEST(test_read_during_write) {
  st_t s;
  out_t o;
  uv_srf_reset(&s);
  in_t in = mk_id(true, 7, 0, 0, WT_MASK32(WT_NL));
  cycle(&s, &in, &o); /* VR7 -> SR0 */
  in = mk_id(false, 9, 1, 7, WT_MASK32(WT_NL));
  in.wr_v = true;
  in.wr_sr = 0;
  in.wr_val = 5;
  in.dst_v = false;
  cycle(&s, &in, &o);
  ck_assert(o.src0_m);
  ck_assert_uint_eq(o.src0_val, 0u);
  in.wr_v = false;
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.src0_val, 5u);
}
END_TEST

/* The comb is pure and runs in place (wt_block.h). */
START_TEST(test_comb_in_place) {
  st_t s, n;
  out_t o;
  uv_srf_reset(&s);
  in_t in = mk_id(true, 1, 1, 1, WT_MASK32(WT_NL));
  in.rel_v = true;
  in.rel_sr = 2;
  wt_check_comb_in_place(&uv_srf_block, &s, &in, &o, &n);
  ck_assert(o.alloc);
  ck_assert_uint_eq(o.alloc_sr, 0u);
}
END_TEST

/* The invariant hook catches each broken rule (its names in the message). */
START_TEST(test_check_catches) {
  char msg[200];
  st_t s;
  uv_srf_reset(&s);
  s.map[4] = MAPPED(3); /* SR3 mapped and free */
  ck_assert(!uv_srf_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "mapped by VR 4 and free"));
  uv_srf_reset(&s);
  s.fl_head = 2;
  s.fl_count = NSR - 2u; /* SRs 0 and 1 out of the list ... */
  s.fl_tail = 0;
  s.map[1] = MAPPED(0);
  s.map[2] = MAPPED(0); /* ... and SR0 mapped twice */
  ck_assert(!uv_srf_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "two valid map entries"));
  uv_srf_reset(&s);
  s.fl_slot[1] = 0; /* SR0 free twice */
  ck_assert(!uv_srf_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "freelist twice"));
  uv_srf_reset(&s);
  s.fl_tail = 1;
  ck_assert(!uv_srf_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "tail"));
  uv_srf_reset(&s);
  s.fl_count = NSR + 1u;
  ck_assert(!uv_srf_check(&s, msg, sizeof msg));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the SPEC 5.3 reference every cycle
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  bool mv[NVR];
  uint32_t msr[NVR];
  uint32_t fl[NSR];
  unsigned n;
  unsigned long pushes, pops;
  uint32_t srf[NSR];
  /* coverage */
  unsigned long allocs, fallbacks, cows, olds, empties, fulls, bypass, renamed, rels;
} ref_t;

WT_STATE_HOOK(run_reset, ref_t, r, s) {
  memset(r->mv, 0, sizeof r->mv);
  memset(r->msr, 0, sizeof r->msr);
  memset(r->srf, 0, sizeof r->srf);
  for (unsigned i = 0; i < NSR; i++) {
    r->fl[i] = i;
  }
  r->n = NSR;
  r->pushes = 0;
  r->pops = 0;
}

static void ref_src(const ref_t *r, bool v, uint32_t vr, const out_t *o, unsigned k) {
  const bool m = v && r->mv[vr];
  const bool om[3] = {o->src0_m, o->src1_m, o->src2_m};
  const uint32_t osr[3] = {o->src0_sr, o->src1_sr, o->src2_sr};
  const uint32_t oval[3] = {o->src0_val, o->src1_val, o->src2_val};
  EQ(om[k], m);
  if (m) {
    EQ(osr[k], r->msr[vr]);
    EQ(oval[k], r->srf[r->msr[vr]]);
  }
}

WT_CYCLE_HOOK(run_cycle, ref_t, r, prev, in, o, next) {
  const uint32_t srcs[3] = {in->src0, in->src1, in->src2};
  bool dst_src = false;
  for (unsigned k = 0; k < 3u; k++) {
    const bool v = (in->src_v >> k & 1u) != 0u;
    ref_src(r, in->id_v && v, srcs[k], o, k);
    dst_src = dst_src || (v && srcs[k] == in->dst);
    r->renamed += in->id_v && v && r->mv[srcs[k]];
  }
  const bool w = in->id_v && in->dst_v;
  const uint32_t old_val = r->srf[r->msr[in->dst]]; /* before this cycle's write */
  const bool old_v = w && r->mv[in->dst];
  /* The release (legal: the SR is held by the pipeline, neither free nor mapped). */
  if (in->rel_v) {
    for (unsigned i = 0; i < r->n; i++) {
      OK(r->fl[i] != in->rel_sr);
    }
    for (unsigned v = 0; v < NVR; v++) {
      OK(!(r->mv[v] && r->msr[v] == in->rel_sr));
    }
    LT(r->n, NSR + 1u);
    if (r->n < NSR) {
      r->bypass += r->n == 0u && w && in->uniform;
      r->fl[r->n++] = in->rel_sr;
      r->pushes++;
      r->rels++;
    }
  }
  if (in->wr_v) {
    r->srf[in->wr_sr] = in->wr_val;
  }
  const bool alloc = w && in->uniform && r->n > 0u;
  EQ(o->alloc, alloc);
  EQ(o->fallback, w && in->uniform && r->n == 0u);
  EQ(o->old_v, old_v);
  if (old_v) {
    EQ(o->old_sr, r->msr[in->dst]);
    EQ(o->old_val, old_val);
  }
  EQ(o->cow, old_v && !alloc && in->act != in->full && (WT_COW_PAPER_RULE == 0 || dst_src));
  if (alloc) {
    EQ(o->alloc_sr, r->fl[0]);
    r->mv[in->dst] = true;
    r->msr[in->dst] = r->fl[0];
    memmove(&r->fl[0], &r->fl[1], (r->n - 1u) * sizeof r->fl[0]);
    r->n--;
    r->pops++;
  } else if (old_v) {
    r->mv[in->dst] = false;
  }
  r->allocs += alloc;
  r->fallbacks += o->fallback;
  r->cows += o->cow;
  r->olds += old_v;
  /* The state against the reference. */
  EQ(next->fl_count, r->n);
  EQ(next->fl_head, r->pops % NSR);
  EQ(next->fl_tail, r->pushes % NSR);
  for (unsigned i = 0; i < r->n; i++) {
    EQ(next->fl_slot[(next->fl_head + i) % NSR], r->fl[i]);
  }
  for (unsigned v = 0; v < NVR; v++) {
    EQ(next->map[v], (r->mv[v] ? UINT32_C(1) << WT_SRW : 0u) | r->msr[v]);
  }
  for (unsigned i = 0; i < NSR; i++) {
    EQ(next->srf[i], r->srf[i]);
  }
  r->empties += r->n == 0u;
  r->fulls += r->n == NSR;
  (void)prev;
}

WT_STATE_HOOK(run_every, ref_t, r, s) { check_ok(s); }

static wt_run_t run_of(void) {
  static st_t s;
  static ref_t r;
  return WT_RUN(&uv_srf_stim, &s, &r, .reset = run_reset, .cycle = run_cycle, .every = run_every);
}

WT_SCEN_LIST_TEST(uv_srf, "uv2", "uv3")

/* Every corner reached by a random run: conversions, fallbacks (empty freelist), a full freelist,
 * copy-on-write, redefinitions of mapped VRs, renamed sources, releases, and a release popped in
 * its own cycle. */
static void reached(const ref_t *r) {
  WT_CHECK_REACHED(WT_REACH(r->allocs, 1000u), WT_REACH(r->fallbacks, 100u), WT_REACH(r->empties, 100u),
                   WT_REACH(r->fulls, 100u), WT_REACH(r->cows, 100u), WT_REACH(r->olds, 1000u),
                   WT_REACH(r->renamed, 1000u), WT_REACH(r->rels, 1000u), WT_REACH(r->bypass, 0u));
}

WT_RUN_TESTS(run_of, 40000u, reached)

////////////////////////////////////////////////////////////////////////////////
// tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t in_want[] = {
    WT_WANT(in_t, id_v, 1, 1),       WT_WANT(in_t, src_v, 3, 1),      WT_WANT(in_t, src0, WT_UVRW, 1),
    WT_WANT(in_t, src1, WT_UVRW, 1), WT_WANT(in_t, src2, WT_UVRW, 1), WT_WANT(in_t, dst_v, 1, 1),
    WT_WANT(in_t, dst, WT_UVRW, 1),  WT_WANT(in_t, uniform, 1, 1),    WT_WANT(in_t, act, WT_NL, 1),
    WT_WANT(in_t, full, WT_NL, 1),   WT_WANT(in_t, rel_v, 1, 1),      WT_WANT(in_t, rel_sr, WT_SRW, 1),
    WT_WANT(in_t, wr_v, 1, 1),       WT_WANT(in_t, wr_sr, WT_SRW, 1), WT_WANT(in_t, wr_val, WT_UV_DW, 1),
};
static const wt_want_field_t out_want[] = {
    WT_WANT(out_t, src0_m, 1, 1),
    WT_WANT(out_t, src0_sr, WT_SRW, 1),
    WT_WANT(out_t, src0_val, WT_UV_DW, 1),
    WT_WANT(out_t, src1_m, 1, 1),
    WT_WANT(out_t, src1_sr, WT_SRW, 1),
    WT_WANT(out_t, src1_val, WT_UV_DW, 1),
    WT_WANT(out_t, src2_m, 1, 1),
    WT_WANT(out_t, src2_sr, WT_SRW, 1),
    WT_WANT(out_t, src2_val, WT_UV_DW, 1),
    WT_WANT(out_t, alloc, 1, 1),
    WT_WANT(out_t, alloc_sr, WT_SRW, 1),
    WT_WANT(out_t, fallback, 1, 1),
    WT_WANT(out_t, cow, 1, 1),
    WT_WANT(out_t, old_v, 1, 1),
    WT_WANT(out_t, old_sr, WT_SRW, 1),
    WT_WANT(out_t, old_val, WT_UV_DW, 1),
};
static const wt_want_field_t state_want[] = {
    WT_WANT(st_t, srf, WT_UV_DW, NSR),   WT_WANT(st_t, map, WT_SRW + 1u, NVR),
    WT_WANT(st_t, fl_slot, WT_SRW, NSR), WT_WANT(st_t, fl_head, WT_SRW, 1),
    WT_WANT(st_t, fl_tail, WT_SRW, 1),   WT_WANT(st_t, fl_count, WT_SRCW, 1),
};
WT_TABLE_WANT_TEST(uv_srf_block, in_want, out_want, state_want)

/* The qualified outputs are don't-care exactly while their valid is 0. */
START_TEST(test_quals) {
  WT_CHECK_QUALS(uv_srf_block.out, {"src0_m", NULL}, {"src0_sr", "src0_m"}, {"src0_val", "src0_m"},
                 {"src1_m", NULL}, {"src1_sr", "src1_m"}, {"src1_val", "src1_m"}, {"src2_m", NULL},
                 {"src2_sr", "src2_m"}, {"src2_val", "src2_m"}, {"alloc", NULL}, {"alloc_sr", "alloc"},
                 {"fallback", NULL}, {"cow", NULL}, {"old_v", NULL}, {"old_sr", "old_v"},
                 {"old_val", "old_v"});
}
END_TEST

WT_UNIT_SUITE("uv_srf") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),
    WT_TEST(test_model_bits),

    WT_TCASE("spec", 0),
    WT_TEST(test_uv2),
    WT_TEST(test_uv3),

    WT_TCASE("corner", 0),
    WT_TEST(test_cow_rule),
    WT_TEST(test_idle_and_dropped),
    WT_TEST(test_read_during_write),
    WT_TEST(test_comb_in_place),
    WT_TEST(test_check_catches),

    WT_SCEN_CASES(&uv_srf_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_WANT_CASES(uv_srf_block),
    WT_TEST(test_quals),
    WT_END,
};
