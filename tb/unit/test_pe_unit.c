/* tb/unit/test_pe_unit.c: Check suite for the P-mode unit C model (rtl_c/pe_unit.h; SPEC 3.9
 * PM-1, PM-2, PM-3, PM-7 end to end, SPEC 3.10's exit release and stack overflow output, SPEC 7.3's
 * invariants on random legal traffic).
 *
 * Expected values are SPEC's: the PM-1 table event by event (scoreboard bits, mode, tag, trigger,
 * BASE, allocated indices 1, 0, 2, the entry words 0x1020108502, 0x1020108503, 0x1040404200,
 * 0x1040404201, 0x1FE020BF04, 0x1FE020BF05 in the SPEC 3.6 geometry, the reuses and the end state
 * used = {0, 1, 2}, N-RT r1 -> 1, r2 -> 2, r4 -> 0, HEAD = TAIL = 3), PM-2's and PM-3's actions,
 * PM-7's zombie; a warp's exit frees its renamed registers (2 and 3, allocated again after the
 * restart); four nested divergent branches overflow D1's 8-entry stack. The entry words are checked field by field in every configuration and as SPEC's
 * literals where the geometry is SPEC's (BASE_GEOM).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "pe_unit.h"
#include "wt_unit.h"

extern const wt_stim_t pe_unit_stim;

typedef pe_unit_state_t st_t;
typedef pe_unit_in_t in_t;
typedef pe_unit_out_t out_t;

#define BASE_GEOM (WT_AREGW == 6 && WT_PHYW == 7 && WT_PQOFFW == 10 && WT_PCW == 32)
#define NONE WT_NAREG

/* An entry's signed OFF (SPEC 3.6); the sub-fields are read with rtl_c/pe_pqueue.h's accessors,
 * whose layout test_pe_pqueue checks against SPEC's words (and check_entry below, where the
 * geometry is SPEC's). */
static int64_t e_off(uint64_t e) {
  const int64_t o = pq_entry_off(e);
  return o >= ((int64_t)1 << (WT_PQOFFW - 1)) ? o - ((int64_t)1 << WT_PQOFFW) : o;
}

/* Entry check: SPEC's field values; the literal word where the geometry is SPEC's. */
static void check_entry(uint64_t e, bool v, int64_t off, uint32_t dst, uint32_t s0, uint32_t s1, uint32_t phy,
                        bool rdy, uint64_t spec_word) {
  ck_assert_uint_eq(pq_entry_v(e), v);
  ck_assert_int_eq(e_off(e), off);
  ck_assert_uint_eq(pq_entry_dst(e), dst);
  ck_assert_uint_eq(pq_entry_src0(e), s0);
  ck_assert_uint_eq(pq_entry_src1(e), s1);
  ck_assert_uint_eq(pq_entry_phy(e), phy);
  ck_assert_uint_eq(pq_entry_rdy(e), rdy);
#if BASE_GEOM
  ck_assert_uint_eq(e, spec_word);
#else
  (void)spec_word;
#endif
}

static bool used(const st_t *s, uint32_t i) { return wt_vbit(s->av.used, PE_AVAIL_VEC_WW, i); }
static bool zombie(const st_t *s, uint32_t i) { return wt_vbit(s->av.zombie, PE_AVAIL_VEC_WW, i); }
static unsigned n_used(const st_t *s) {
  unsigned n = 0;
  for (uint32_t i = 0; i < WT_RREGS; i++) {
    n += used(s, i);
  }
  return n;
}

static const wt_scenario_t *scen(const char *name) { return wt_scen(&pe_unit_stim, name); }

/* One scenario cycle: inputs, step, invariants. */
static void scen_cycle(const wt_scenario_t *sc, unsigned c, st_t *s, out_t *o) {
  in_t in;
  char msg[256];
  ck_assert(!wt_scen_in(sc, c, s, &in, sizeof in));
  memset(o, 0, sizeof *o);
  wt_step(&pe_unit_block, s, &in, o);
  if (!pe_unit_check(s, msg, sizeof msg)) {
    ck_abort_msg("%s cycle %u: invariant: %s", sc->name, c, msg);
  }
}

////////////////////////////////////////////////////////////////////////////////
// PM-1
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_pm1) {
  static st_t s;
  out_t o;
  const wt_scenario_t *sc = scen("pm1");
  pe_unit_reset(&s);
  /* 1: N issue 0x80 GLD r0: N.pend[r0] = N.ll[r0] = 1. */
  scen_cycle(sc, 0, &s, &o);
  ck_assert(o.n_ok && o.n_iss && !o.n_ent);
  ck_assert(s.sb.n_pend[0][0] && s.sb.n_ll[0][0]);
  /* 2: N issue 0x88 add r2: N.pend[r2] = 1. */
  scen_cycle(sc, 1, &s, &o);
  ck_assert(o.n_iss);
  ck_assert(s.sb.n_pend[0][2] && !s.sb.n_ll[0][2]);
  /* 3: N check 0x90 mul r3 <- r0, r2: raw_ll -> P entry: mode 1, tag 1, P-SB <- {r0: (1, 1),
   * r2: (1, 0)}, P-RT empty, BASE 0x90, trig_src = {r0}. */
  scen_cycle(sc, 2, &s, &o);
  ck_assert(!o.n_iss && o.n_ent);
  ck_assert_uint_eq(o.st_pc, 0x90u);          /* the N-SIMT TOS: the trigger */
  ck_assert_uint_eq(s.st[0].s_npc[0], 0x90u); /* P-SIMT <- N-SIMT (SPEC 3.3 step 3) */
  ck_assert_uint_eq(s.st[0].s_depth, 1u);
  ck_assert(s.mc.mode[0] && s.mc.tag[0] && !s.mc.halt[0]);
  ck_assert(s.sb.p_pend[0][0] && s.sb.p_ll[0][0] && s.sb.p_pend[0][2] && !s.sb.p_ll[0][2]);
  ck_assert_uint_eq(s.pq.base[0], 0x90u);
  ck_assert_uint_eq(s.pq.head[0], 0u);
  ck_assert_uint_eq(s.pq.tail[0], 0u);
  ck_assert(s.mc.trig_v[0][0] && !s.mc.trig_v[0][1] && !s.mc.trig_v[0][2]);
  ck_assert_uint_eq(s.mc.trig_reg[0][0], 0u);
  for (uint32_t r = 0; r < WT_NAREG; r++) {
    ck_assert(!s.rn.p_r[0][r]);
  }
  /* 4: P 0x90 mul: src r0 LL -> SKIP; P.ll[r3] = 1. */
  scen_cycle(sc, 3, &s, &o);
  ck_assert(o.p_ok && !o.p_pre);
  ck_assert_uint_eq(o.p_act, PE_ACT_SKIP);
  ck_assert(s.sb.p_ll[0][3]);
  /* 5: N wb r2 (short): N.pend[r2] = 0 and P.pend[r2] = 0. */
  scen_cycle(sc, 4, &s, &o);
  ck_assert(!s.sb.n_pend[0][2] && !s.sb.p_pend[0][2]);
  /* 6: P 0x98 sub r1 <- r2, r5: PREEXEC, alloc(bank 1) -> 1; P-RT[r1] = {1, 1}; P.pend[r1];
   * E0 = {1, +8, 1, 2, 5, 1, 0} = 0x1020108502; TAIL 1. */
  scen_cycle(sc, 5, &s, &o);
  ck_assert(o.p_pre);
  ck_assert_uint_eq(o.p_act, PE_ACT_PREEXEC);
  ck_assert_uint_eq(o.p_phy, 1u);
  ck_assert_uint_eq(o.p_qidx, 0u);
  ck_assert(o.p_tag);
  ck_assert(s.rn.p_r[0][1]);
  ck_assert_uint_eq(s.rn.p_phy[0][1], 1u);
  ck_assert(s.sb.p_pend[0][1]);
  check_entry(s.pq.e[0][0], true, 8, 1, 2, 5, 1, false, UINT64_C(0x1020108502));
  ck_assert_uint_eq(s.pq.tail[0], 1u);
  /* 7: P wb (0, 1): P.pend[r1] = 0; E0.RDY = 1 -> 0x1020108503. */
  scen_cycle(sc, 6, &s, &o);
  ck_assert(!s.sb.p_pend[0][1]);
  check_entry(s.pq.e[0][0], true, 8, 1, 2, 5, 1, true, UINT64_C(0x1020108503));
  /* 8: P 0xA0 set.lt r4 <- r1, r2: r1 read from phys 897 (P-RT), r2 architected; alloc(bank 0)
   * -> 0; E1 = {1, +0x10, 4, 1, 2, 0, 0} = 0x1040404200; TAIL 2. */
  scen_cycle(sc, 7, &s, &o);
  ck_assert(o.p_pre);
  ck_assert(o.p_src_r[0] && !o.p_src_r[1]);
  ck_assert_uint_eq(o.p_src_phy[0], 1u);
  ck_assert_uint_eq(WT_PHYS_BASE + o.p_src_phy[0], WT_RREGS == 128 ? 897u : WT_PHYS_BASE + 1u);
  ck_assert_uint_eq(o.p_phy, 0u);
  ck_assert_uint_eq(o.p_qidx, 1u);
  ck_assert(s.rn.p_r[0][4]);
  ck_assert_uint_eq(s.rn.p_phy[0][4], 0u);
  check_entry(s.pq.e[0][1], true, 0x10, 4, 1, 2, 0, false, UINT64_C(0x1040404200));
  ck_assert_uint_eq(s.pq.tail[0], 2u);
  /* 9: P wb (1, 0): P.pend[r4] = 0; E1 -> 0x1040404201. */
  scen_cycle(sc, 8, &s, &o);
  ck_assert(!s.sb.p_pend[0][4]);
  check_entry(s.pq.e[0][1], true, 0x10, 4, 1, 2, 0, true, UINT64_C(0x1040404201));
  /* 10: P 0xA8 br (r4 ready, not LL): EXEC_BRANCH, no entry. */
  scen_cycle(sc, 9, &s, &o);
  ck_assert_uint_eq(o.p_act, PE_ACT_EXEC_BRANCH);
  ck_assert(!o.p_pre);
  ck_assert_uint_eq(s.pq.tail[0], 2u);
  /* 11: P 0x80 GLD r0, [r1]: PRELOAD, address from phys 897; P.ll[r0] = 1. The P-SIMT is at
   * 0x80 (event 10: taken), the saved N-SIMT still at 0x90. */
  scen_cycle(sc, 10, &s, &o);
  ck_assert_uint_eq(o.st_pc, 0x80u);
  ck_assert_uint_eq(s.st[0].s_npc[0], 0x90u);
  ck_assert_uint_eq(o.p_act, PE_ACT_PRELOAD);
  ck_assert(o.p_src_r[0]);
  ck_assert_uint_eq(o.p_src_phy[0], 1u);
  ck_assert(s.sb.p_ll[0][0]);
  ck_assert_uint_eq(s.pq.tail[0], 2u);
  /* 12: P 0x88 add r2 <- r2: OFF = -8 in range; alloc(bank 2) -> 2; P-RT[r2] = {1, 2};
   * E2 = {1, -8, 2, 2, 63, 2, 0} = 0x1FE020BF04; TAIL 3. */
  scen_cycle(sc, 11, &s, &o);
  ck_assert(o.p_pre);
  ck_assert_uint_eq(o.p_phy, 2u);
  ck_assert_uint_eq(o.p_qidx, 2u);
  ck_assert(s.rn.p_r[0][2]);
  ck_assert_uint_eq(s.rn.p_phy[0][2], 2u);
  check_entry(s.pq.e[0][2], true, -8, 2, 2, NONE, 2, false, UINT64_C(0x1FE020BF04));
  ck_assert_uint_eq(s.pq.tail[0], 3u);
  /* 13: P wb (2, 2): E2 -> 0x1FE020BF05. */
  scen_cycle(sc, 12, &s, &o);
  check_entry(s.pq.e[0][2], true, -8, 2, 2, NONE, 2, true, UINT64_C(0x1FE020BF05));
  /* 14: P 0x90 mul: r0 LL -> SKIP; P.ll[r3] = 1. */
  scen_cycle(sc, 13, &s, &o);
  ck_assert_uint_eq(o.p_act, PE_ACT_SKIP);
  ck_assert(s.sb.p_ll[0][3]);
  /* 15: N wb r0 (long latency, the trigger): N.pend/ll[r0] = 0; trig cleared -> mode 0. */
  scen_cycle(sc, 14, &s, &o);
  ck_assert(o.exit_mask[0]);
  ck_assert(!s.mc.mode[0] && !s.mc.halt[0]);
  ck_assert(!s.sb.n_pend[0][0] && !s.sb.n_ll[0][0]);
  /* 16: N fetch 0x90 (the restored N-SIMT: fetch resumes at the trigger): head E0 is at 0x98 ->
   * normal; the mul reads r0 and r2 architected. */
  scen_cycle(sc, 15, &s, &o);
  ck_assert_uint_eq(o.st_pc, 0x90u);
  ck_assert(!o.f_reuse && !o.f_wait);
  ck_assert(o.n_iss);
  ck_assert(!o.n_src_r[0] && !o.n_src_r[1]);
  /* 17: N fetch 0x98: match, RDY -> reuse, pop (HEAD 1). */
  scen_cycle(sc, 16, &s, &o);
  ck_assert(o.f_reuse);
  ck_assert_uint_eq(o.f_dst, 1u);
  ck_assert_uint_eq(o.f_phy, 1u);
  ck_assert_uint_eq(s.pq.head[0], 1u);
  /* ... its issue: N-RT[r1] = {1, 1}; 18: N fetch 0xA0: match E1 -> reuse, HEAD 2. */
  scen_cycle(sc, 17, &s, &o);
  ck_assert(o.n_iss && !o.n_old_r);
  ck_assert(s.rn.n_r[0][1]);
  ck_assert_uint_eq(s.rn.n_phy[0][1], 1u);
  ck_assert(o.f_reuse);
  ck_assert_uint_eq(o.f_dst, 4u);
  ck_assert_uint_eq(o.f_phy, 0u);
  ck_assert_uint_eq(s.pq.head[0], 2u);
  /* ... its issue: N-RT[r4] = {1, 0}; 19: N fetch 0xA8: E2 is at 0x88 -> no match. */
  scen_cycle(sc, 18, &s, &o);
  ck_assert(s.rn.n_r[0][4]);
  ck_assert_uint_eq(s.rn.n_phy[0][4], 0u);
  ck_assert(!o.f_reuse && !o.f_wait);
  /* ... the branch issues and reads r4 from phys 896; 20: N fetch 0x80: no match. */
  scen_cycle(sc, 19, &s, &o);
  ck_assert(o.n_iss);
  ck_assert(o.n_src_r[0]);
  ck_assert_uint_eq(o.n_src_phy[0], 0u);
  ck_assert(!o.f_reuse && !o.f_wait);
  /* ... the load issues, r1 from phys 897; N.pend/ll[r0] = 1; 21: N fetch 0x88: match E2 ->
   * reuse; HEAD = 3 = TAIL. */
  scen_cycle(sc, 20, &s, &o);
  ck_assert(o.n_iss && o.n_src_r[0]);
  ck_assert_uint_eq(o.n_src_phy[0], 1u);
  ck_assert(s.sb.n_pend[0][0] && s.sb.n_ll[0][0]);
  ck_assert(o.f_reuse);
  ck_assert_uint_eq(o.f_phy, 2u);
  ck_assert_uint_eq(s.pq.head[0], 3u);
  ck_assert_uint_eq(s.pq.tail[0], 3u);
  /* ... its issue: N-RT[r2] = {1, 2}. */
  scen_cycle(sc, 21, &s, &o);
  ck_assert(o.n_iss);
  scen_cycle(sc, 22, &s, &o);
  /* End state: used = {0, 1, 2}; N-RT r1 -> 1, r2 -> 2, r4 -> 0; HEAD = TAIL = 3, all V = 0. */
  ck_assert_uint_eq(n_used(&s), 3u);
  ck_assert(used(&s, 0) && used(&s, 1) && used(&s, 2));
  ck_assert(s.rn.n_r[0][1] && s.rn.n_r[0][2] && s.rn.n_r[0][4]);
  ck_assert_uint_eq(s.rn.n_phy[0][1], 1u);
  ck_assert_uint_eq(s.rn.n_phy[0][2], 2u);
  ck_assert_uint_eq(s.rn.n_phy[0][4], 0u);
  ck_assert(!s.rn.n_r[0][0] && !s.rn.n_r[0][3]);
  ck_assert_uint_eq(s.st[0].npc[s.st[0].depth - 1u], 0x90u); /* the second iteration's mul next */
  ck_assert_uint_eq(s.pq.head[0], 3u);
  ck_assert_uint_eq(s.pq.tail[0], 3u);
  for (unsigned k = 0; k < WT_PQ; k++) {
    ck_assert(!pq_entry_v(s.pq.e[0][k]));
  }
  for (unsigned w = 0; w < PE_AVAIL_VEC_NW; w++) {
    ck_assert_uint_eq(s.held[w], 0u);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// PM-2, PM-3, PM-7
////////////////////////////////////////////////////////////////////////////////

/* PM-2: st.shared; ld.shared r7 -> SKIPPED, r7 LL. bar; ld.shared r7 -> the same. ld.shared r7
 * alone -> PREEXEC. */
START_TEST(test_pm2) {
  static st_t s;
  out_t o;
  const wt_scenario_t *sc = scen("pm2");
  pe_unit_reset(&s);
  for (unsigned c = 0; c < 6u; c++) {
    scen_cycle(sc, c, &s, &o);
    ck_assert(c % 2u == 0u ? o.n_iss : o.n_ent);
  }
  const uint32_t w1 = 1u % WT_WARPS, w2 = 2u % WT_WARPS, w3 = 3u % WT_WARPS;
  ck_assert(s.mc.mode[w1] && s.mc.mode[w2] && s.mc.mode[w3]);
  scen_cycle(sc, 6, &s, &o); /* st.shared */
  ck_assert_uint_eq(o.p_act, PE_ACT_SKIP);
  ck_assert(s.mc.smem_st[w1]);
  scen_cycle(sc, 7, &s, &o); /* ld.shared r7 */
  ck_assert_uint_eq(o.p_act, PE_ACT_SKIP);
  ck_assert(!o.p_pre);
  ck_assert(s.sb.p_ll[w1][7]);
  scen_cycle(sc, 8, &s, &o); /* bar */
  ck_assert_uint_eq(o.p_act, PE_ACT_SKIP);
  ck_assert(s.mc.bar[w2]);
  scen_cycle(sc, 9, &s, &o); /* ld.shared r7 */
  ck_assert_uint_eq(o.p_act, PE_ACT_SKIP);
  ck_assert(s.sb.p_ll[w2][7]);
  scen_cycle(sc, 10, &s, &o); /* ld.shared r7, neither before it */
  if (WT_WARPS >= 4u) {
    ck_assert_uint_eq(o.p_act, PE_ACT_PREEXEC);
    ck_assert(o.p_pre);
    ck_assert(!s.sb.p_ll[w3][7] && s.sb.p_pend[w3][7]);
  }
}
END_TEST

/* PM-3: @r3 br after a skipped mul r3 -> HALT; no further P-mode issue until the N-switch. */
START_TEST(test_pm3) {
  static st_t s;
  out_t o;
  const wt_scenario_t *sc = scen("pm3");
  const uint32_t w = 1u % WT_WARPS;
  pe_unit_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  scen_cycle(sc, 1, &s, &o);
  ck_assert(o.n_ent);
  scen_cycle(sc, 2, &s, &o);
  ck_assert_uint_eq(o.p_act, PE_ACT_SKIP);
  ck_assert(s.sb.p_ll[w][3]);
  scen_cycle(sc, 3, &s, &o);
  ck_assert(o.p_ok);
  ck_assert_uint_eq(o.p_act, PE_ACT_HALT);
  ck_assert(s.mc.halt[w] && s.mc.mode[w]);
  scen_cycle(sc, 4, &s, &o);
  ck_assert(!o.p_ok && !o.p_pre);
  ck_assert(!s.sb.p_pend[w][5] && !s.sb.p_ll[w][5]);
  scen_cycle(sc, 5, &s, &o);
  ck_assert(o.exit_mask[w]);
  ck_assert(!s.mc.halt[w] && !s.mc.mode[w]);
  scen_cycle(sc, 6, &s, &o);
  ck_assert(!o.p_ok);
}
END_TEST

/* PM-7: a new entry while E[k].RDY = 0 marks its PHY zombie; the late writeback frees it and does
 * not set RDY of the new episode's entry k (its PHY differs). */
START_TEST(test_pm7) {
  static st_t s;
  out_t o;
  const wt_scenario_t *sc = scen("pm7");
  pe_unit_reset(&s);
  for (unsigned c = 0; c <= 3u; c++) {
    scen_cycle(sc, c, &s, &o);
  }
  ck_assert_uint_eq(pq_entry_phy(s.pq.e[0][0]), 2u);
  ck_assert(!pq_entry_rdy(s.pq.e[0][0]));
  scen_cycle(sc, 4, &s, &o); /* exit */
  ck_assert(!s.mc.mode[0]);
  scen_cycle(sc, 5, &s, &o);
  scen_cycle(sc, 6, &s, &o); /* entry 2: E0 discarded with RDY 0 */
  ck_assert(o.n_ent);
  ck_assert(!s.mc.tag[0]);
  ck_assert(zombie(&s, 2) && used(&s, 2));
  ck_assert(!pq_entry_v(s.pq.e[0][0]));
  scen_cycle(sc, 7, &s, &o);
  scen_cycle(sc, 8, &s, &o); /* index 2 in use: bank 2 gives 6 */
  ck_assert(o.p_pre);
  ck_assert_uint_eq(o.p_phy, 6u);
  ck_assert_uint_eq(pq_entry_phy(s.pq.e[0][0]), 6u);
  scen_cycle(sc, 9, &s, &o); /* the late writeback of episode 1 */
  ck_assert(!zombie(&s, 2) && !used(&s, 2));
  ck_assert(!pq_entry_rdy(s.pq.e[0][0]));
  ck_assert(s.sb.p_pend[0][2]);
  scen_cycle(sc, 10, &s, &o); /* episode 2's writeback */
  ck_assert(pq_entry_rdy(s.pq.e[0][0]));
  ck_assert(!s.sb.p_pend[0][2]);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// SPEC 3.10: exit releases the N-RT mappings; the stack overflow is an output
////////////////////////////////////////////////////////////////////////////////

/* No N-RT entry of warp w has R = 1. */
static bool nrt_clear(const st_t *s, uint32_t w) {
  for (uint32_t r = 0; r < WT_NAREG; r++) {
    if (s->rn.n_r[w][r]) {
      return false;
    }
  }
  return true;
}

/* SPEC 3.10 [RES]: the warp exits with N-RT r2 -> 2, r3 -> 3; both are released, its N-RT is
 * cleared, and the restarted slot's second episode allocates 2 and 3 again. */
START_TEST(test_exit_restart) {
  static st_t s;
  out_t o;
  const wt_scenario_t *sc = scen("exit_restart");
  ck_assert_uint_eq(sc->cycles, 25u);
  pe_unit_reset(&s);
  for (unsigned ep = 0; ep < 2u; ep++) {
    const unsigned b = 12u * ep;
    for (unsigned c = b; c <= b + 2u; c++) {
      scen_cycle(sc, c, &s, &o);
    }
    ck_assert(s.mc.mode[0]);
    ck_assert_uint_eq(s.mc.tag[0], ep == 0u ? 1u : 0u);
    scen_cycle(sc, b + 3u, &s, &o);
    ck_assert(o.p_pre);
    ck_assert_uint_eq(o.p_phy, 2u);
    scen_cycle(sc, b + 4u, &s, &o);
    ck_assert(o.p_pre);
    ck_assert_uint_eq(o.p_phy, 3u);
    ck_assert_uint_eq(n_used(&s), 2u);
    scen_cycle(sc, b + 5u, &s, &o);
    scen_cycle(sc, b + 6u, &s, &o);
    ck_assert(pq_entry_rdy(s.pq.e[0][0]) && pq_entry_rdy(s.pq.e[0][1]));
    scen_cycle(sc, b + 7u, &s, &o); /* the load returns: N-mode */
    ck_assert(o.exit_mask[0]);
    scen_cycle(sc, b + 8u, &s, &o);
    ck_assert(o.n_iss && o.f_reuse);
    ck_assert_uint_eq(o.f_phy, 2u);
    scen_cycle(sc, b + 9u, &s, &o);
    ck_assert(o.n_iss && o.f_reuse);
    ck_assert_uint_eq(o.f_phy, 3u);
    scen_cycle(sc, b + 10u, &s, &o);
    ck_assert(o.n_iss);
    ck_assert(s.rn.n_r[0][2] && s.rn.n_phy[0][2] == 2u);
    ck_assert(s.rn.n_r[0][3] && s.rn.n_phy[0][3] == 3u);
    ck_assert(used(&s, 2) && used(&s, 3));
    ck_assert_uint_eq(n_used(&s), 2u);
    scen_cycle(sc, b + 11u, &s, &o); /* the exit */
    ck_assert_uint_eq(n_used(&s), 0u);
    ck_assert(nrt_clear(&s, 0));
    ck_assert(!pq_entry_v(s.pq.e[0][0]) && !pq_entry_v(s.pq.e[0][1]));
  }
  scen_cycle(sc, 24, &s, &o);
  ck_assert_uint_eq(n_used(&s), 0u);
}
END_TEST

/* SPEC 3.10: nested divergence past D sets the warp's sticky overflow output: depth 9 at D1's
 * geometry (four levels, 32 lanes, D = 8), depth 5 at pe_small's (two levels, 4 lanes, D = 4). */
START_TEST(test_ovf) {
  static st_t s;
  out_t o;
  const wt_scenario_t *sc = scen("ovf");
  const uint32_t w = 1u % WT_WARPS;
#if WT_NL == 32 && WT_PDOM_D == 8 && WT_PDOM_COMPACT
  static const unsigned depth[5] = {1, 3, 5, 7, 8}; /* after c0..c4 */
  const unsigned ovf_at = 4u;                       /* the level that overflows */
  const uint32_t pc_after = 0x408u, mask_after = 0xCu;
#elif WT_NL == 4 && WT_PDOM_D == 4 && WT_PDOM_COMPACT
  static const unsigned depth[5] = {1, 3, 4, 4, 4};
  const unsigned ovf_at = 2u;
  const uint32_t pc_after = 0x408u, mask_after = 0x2u; /* lane 0's taken path was dropped */
#else
  ck_abort_msg("test_ovf: no expected depths for this geometry");
  static const unsigned depth[5] = {0};
  const unsigned ovf_at = 0u;
  const uint32_t pc_after = 0u, mask_after = 0u;
#endif
  ck_assert_uint_eq(sc->cycles, 7u);
  pe_unit_reset(&s);
  for (unsigned c = 0; c <= 4u; c++) {
    scen_cycle(sc, c, &s, &o);
    ck_assert_uint_eq(o.st_ovf[w], c > ovf_at); /* the output shows the start of the cycle */
    ck_assert_uint_eq(s.st[w].depth, depth[c]);
    ck_assert_uint_eq(s.st[w].ovf, c >= ovf_at);
  }
  scen_cycle(sc, 5, &s, &o);
  for (uint32_t v = 0; v < WT_WARPS; v++) {
    ck_assert_uint_eq(o.st_ovf[v], v == w);
  }
  ck_assert_uint_eq(o.st_pc, pc_after);
  ck_assert_uint_eq(o.st_mask, mask_after);
  scen_cycle(sc, 6, &s, &o);
  ck_assert(o.st_ovf[w]);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Protocol corners
////////////////////////////////////////////////////////////////////////////////

/* Without pm_en a raw_ll check stalls; a slot of a warp in the wrong mode is not taken; a reuse
 * waits while N.pend[dst] (WAW). */
START_TEST(test_slots) {
  static st_t s;
  out_t o;
  in_t in;
  pe_unit_reset(&s);
  memset(&in, 0, sizeof in);
  in.n_v = true;
  in.n_dst = 0;
  in.n_src[0] = in.n_src[1] = in.n_src[2] = NONE;
  in.n_gld = true;
  wt_step(&pe_unit_block, &s, &in, &o); /* ld.global r0 */
  ck_assert(o.n_iss);
  in.n_gld = false;
  in.n_src[0] = 0;
  in.n_dst = 1;
  wt_step(&pe_unit_block, &s, &in, &o); /* consumer, pm_en = 0: stall */
  ck_assert(o.n_ok && !o.n_iss && !o.n_ent);
  ck_assert(!s.mc.mode[0]);
  in.n_src[0] = NONE;
  in.n_dst = 0;
  in.n_reuse = true;
  in.n_rphy = 3;
  wt_step(&pe_unit_block, &s, &in, &o); /* a reuse writing r0 waits: N.pend[r0] */
  ck_assert(!o.n_iss);
  ck_assert(!s.rn.n_r[0][0]);
  memset(&in, 0, sizeof in);
  in.p_v = true; /* warp 0 is in N-mode: the P slot is not taken */
  in.p_cls = PE_CLS_ALU;
  in.p_dst = 2;
  wt_step(&pe_unit_block, &s, &in, &o);
  ck_assert(!o.p_ok && !o.p_pre);
  ck_assert_uint_eq(n_used(&s), 0u);
}
END_TEST

/* The invariant hook catches a register with two owners and one with none. */
START_TEST(test_check_hook) {
  static st_t s;
  char msg[256];
  pe_unit_reset(&s);
  ck_assert(pe_unit_check(&s, msg, sizeof msg));
  s.av.used[0] |= 1u << 3; /* used, no owner */
  ck_assert(!pe_unit_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "rename register 3"));
  s.held[0] |= 1u << 3; /* one owner */
  ck_assert(pe_unit_check(&s, msg, sizeof msg));
  s.rn.n_r[0][5] = true; /* a second owner */
  s.rn.n_phy[0][5] = 3;
  ck_assert(!pe_unit_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "2 owners"));
  pe_unit_reset(&s);
  s.mc.mode[0] = true; /* P-mode with a trigger that is not pending */
  s.mc.trig_v[0][0] = true;
  s.mc.trig_reg[0][0] = 4;
  ck_assert(!pe_unit_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "trigger source"));
}
END_TEST

/* comb in place equals the two-buffer step (on a state reached by random traffic). */
START_TEST(test_comb_in_place) {
  static st_t s, n1;
  out_t o1;
  in_t in;
  wt_stim_run_t run;
  wt_stim_run_init(&run, &pe_unit_stim, 7);
  pe_unit_reset(&s);
  for (unsigned c = 0; c < 3000u; c++) {
    memset(&in, 0, sizeof in);
    if (wt_stim_run_cycle(&run, &pe_unit_stim, &s, &in)) {
      pe_unit_reset(&s);
      continue;
    }
    wt_check_comb_in_place(&pe_unit_block, &s, &in, &o1, &n1);
    s = n1;
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the invariants every cycle, and the corners reached
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  unsigned ent, exits, pre, skip, halt, stall, preload, branch, reuse, fwait, rel, zmb_free, nstall, resets,
      xit, xit_rel, ovf;
} cov_t;

WT_STATE_HOOK(run_reset, cov_t, c, s) { c->resets++; }

WT_CYCLE_HOOK(run_cycle, cov_t, c, p, in, o, n) {
  char msg[256];
  if (!pe_unit_check(n, msg, sizeof msg)) {
    ck_abort_msg("invariant: %s", msg);
  }
  c->ent += o->n_ent;
  c->nstall += o->n_ok && !o->n_iss && !o->n_ent;
  for (unsigned w = 0; w < WT_WARPS; w++) {
    c->exits += o->exit_mask[w];
  }
  if (o->p_ok) {
    c->pre += o->p_act == PE_ACT_PREEXEC;
    c->skip += o->p_act == PE_ACT_SKIP;
    c->halt += o->p_act == PE_ACT_HALT;
    c->stall += o->p_act == PE_ACT_STALL;
    c->preload += o->p_act == PE_ACT_PRELOAD;
    c->branch += o->p_act == PE_ACT_EXEC_BRANCH;
  }
  c->reuse += o->f_reuse;
  c->fwait += o->f_wait;
  c->rel += in->rel_v;
  /* A warp's exit: the registers its N-RT mapped are free afterwards (SPEC 3.10). */
  if (in->dis_v && in->dis_wid < WT_WARPS) {
    c->xit++;
    for (uint32_t r = 0; r < WT_NAREG; r++) {
      if (p->rn.n_r[in->dis_wid][r]) {
        c->xit_rel++;
        const uint32_t phy = p->rn.n_phy[in->dis_wid][r];
        ck_assert_msg(!used(n, phy) || (o->p_pre && o->p_phy == phy), "exit of warp %u left index %u used",
                      in->dis_wid, phy);
      }
    }
    ck_assert(nrt_clear(n, in->dis_wid));
  }
  for (unsigned w = 0; w < WT_WARPS; w++) {
    c->ovf += o->st_ovf[w];
  }
  for (uint32_t i = 0; i < WT_RREGS; i++) {
    c->zmb_free += zombie(p, i) && !zombie(n, i);
  }
}

static wt_run_t run_of(void) {
  static cov_t c;
  static st_t s;
  return WT_RUN(&pe_unit_stim, &s, &c, .reset = run_reset, .cycle = run_cycle, .fits_every = 64);
}

WT_SCEN_LIST_TEST(pe_unit, "pm1", "pm2", "pm3", "pm7", "exit_restart", "ovf")

/* Random legal traffic (loop index = seed): SPEC 7.3's invariants every cycle, and every action
 * of the unit reached. */
static void reached(const cov_t *c) {
  WT_CHECK_REACHED(WT_REACH(c->ent, 100u), WT_REACH(c->exits, 100u), WT_REACH(c->pre, 500u),
                   WT_REACH(c->skip, 500u), WT_REACH(c->halt, 20u), WT_REACH(c->stall, 50u),
                   WT_REACH(c->preload, 50u), WT_REACH(c->branch, 50u), WT_REACH(c->reuse, 100u),
                   WT_REACH(c->fwait, 10u), WT_REACH(c->rel, 100u), WT_REACH(c->zmb_free, 10u),
                   WT_REACH(c->nstall, 100u), WT_REACH(c->xit, 40u), WT_REACH(c->xit_rel, 15u));
  ck_assert_uint_gt(c->ovf,
                    1000u); /* warp-cycles with a stack overflowed (pdom_stack's stimulus nests deep) */
}

WT_RUN_TESTS(run_of, 40000u, reached)

////////////////////////////////////////////////////////////////////////////////
// tables
////////////////////////////////////////////////////////////////////////////////

/* The qualifiers: the N slot's reads by n_iss, the P slot's by p_ok / p_pre, the reuse's by
 * f_reuse. */
START_TEST(test_qualifiers) {
  const wt_fields_t t = pe_unit_block.out;
  char msg[128];
  ck_assert(wt_block_validate(&pe_unit_block, msg, sizeof msg));
  WT_CHECK_QUALS(t, {"n_src_phy", "n_iss"}, {"n_old_phy", "n_iss"}, {"p_act", "p_ok"}, {"p_phy", "p_pre"},
                 {"p_qidx", "p_pre"}, {"f_phy", "f_reuse"}, {"n_iss", NULL}, {"exit_mask", NULL});
}
END_TEST

/* The state is the children's, one pdom_stack per warp, then rsv and held: MODEL = the children's
 * MODEL + WARPS x pdom_stack's + 2 x RREGS. At the baseline: 12096 + 1248 + 48384 + 256 + 16128
 * (SPEC 3.2-3.6 MODEL) + 48 x (2 x 8 x 96 + 2 x (4 + 1)) (the stack, its copy, depth and ovf) +
 * 256. */
START_TEST(test_layout_bits) {
  const unsigned long kids =
      wt_fields_bits(pe_scoreboard_block.state) + wt_fields_bits(pe_mode_ctl_block.state) +
      wt_fields_bits(pe_rename_block.state) + wt_fields_bits(pe_avail_vec_block.state) +
      wt_fields_bits(pe_pqueue_block.state) + WT_WARPS * wt_fields_bits(pdom_stack_block.state);
  ck_assert_uint_eq(wt_fields_bits(pe_unit_block.state), kids + 2u * WT_RREGS);
  if (WT_WARPS == 48 && WT_RREGS == 128 && WT_PQ == 8 && WT_NL == 32 && WT_PDOM_D == 8 && BASE_GEOM) {
    ck_assert_uint_eq(wt_fields_bits(pe_unit_block.state),
                      12096u + 1248u + 48384u + 256u + 16128u + 48u * (2u * 8u * 96u + 2u * 5u) + 256u);
  }
  /* Warp 1's stack depth in the packed state: the grouped field "st.depth", element 1. */
  if (WT_WARPS >= 2u) {
    static st_t s;
    static uint32_t words[WT_WORDS(200000)];
    const wt_fields_t t = pe_unit_block.state;
    const int fi = wt_field_index(t, "st.depth");
    ck_assert_int_ge(fi, 0);
    pe_unit_reset(&s);
    s.st[1].depth = 3;
    memset(words, 0, sizeof words);
    ck_assert(wt_pack(t, &s, words));
    ck_assert_uint_eq(wt_bits_get(words, wt_field_offset(t, (unsigned)fi) + WT_PDOM_DW, WT_PDOM_DW), 3u);
    ck_assert_uint_eq(wt_bits_get(words, wt_field_offset(t, (unsigned)fi), WT_PDOM_DW), 1u);
    ck_assert_uint_eq(wt_field_read(&s, &t.f[fi], 1), 3u);
  }
}
END_TEST

/* A SIMT stack with no port active holds its state (the C model steps only active stacks). */
START_TEST(test_simt_idle_holds) {
  static st_t s;
  pdom_stack_state_t n;
  pdom_stack_in_t in;
  pdom_stack_out_t o;
  wt_stim_run_t run;
  static pe_unit_in_t ui;
  static pe_unit_out_t uo;
  wt_stim_run_init(&run, &pe_unit_stim, 11);
  pe_unit_reset(&s);
  for (unsigned c = 0; c < 4000u; c++) {
    memset(&ui, 0, sizeof ui);
    if (wt_stim_run_cycle(&run, &pe_unit_stim, &s, &ui)) {
      pe_unit_reset(&s);
      continue;
    }
    wt_step(&pe_unit_block, &s, &ui, &uo);
    memset(&in, 0, sizeof in);
    for (unsigned w = 0; w < WT_WARPS; w++) {
      pdom_stack_comb(&s.st[w], &in, &o, &n);
      ck_assert(wt_same_packed(pdom_stack_block.state, &s.st[w], &n));
    }
  }
}
END_TEST

WT_UNIT_SUITE("pe_unit") = {
    WT_TCASE("spec", 0),
    WT_TEST(test_pm1),
    WT_TEST(test_pm2),
    WT_TEST(test_pm3),
    WT_TEST(test_pm7),
    WT_TEST(test_exit_restart),
    WT_TEST(test_ovf),

    WT_TCASE("corner", 0),
    WT_TEST(test_slots),
    WT_TEST(test_check_hook),
    WT_TEST(test_comb_in_place),
    WT_TEST(test_simt_idle_holds),

    WT_SCEN_CASES(&pe_unit_stim),

    WT_RANDOM_CASES(600, 3),

    WT_TABLE_CASES(pe_unit_block),
    WT_TEST(test_qualifiers),
    WT_TEST(test_layout_bits),
    WT_END,
};
