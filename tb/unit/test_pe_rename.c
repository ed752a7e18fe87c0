/* tb/unit/test_pe_rename.c: Check suite for the N-mode and P-mode rename tables C model
 * (rtl_c/pe_rename.h; SPEC 3.4, 3.3 step 4, 3.9 PM-1).
 *
 * Expected values are SPEC's: PM-1's mappings (P-RT r1 -> 1 = phys 897, r4 -> 0 = phys 896,
 * r2 -> 2 = phys 898; the same in N-RT after the reuses), and hand-written values of the other
 * directed scenarios (tb/stim/pe_rename_scen.c) derived from the SPEC 3.4 port rules. The scenario
 * and random runs also compare every step against a reference written here from SPEC 3.4 that
 * shares no code with the model (entries as {R, PHY} bytes).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pe_rename.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(pe_rename)

#define NONE WT_NAREG
#define LAST_WARP (WT_WARPS - 1u)
/* The D1 geometry: 63 registers, 7-bit PHY (pe_baseline). */
#define D1_GEOM (WT_NAREG == 63 && WT_PHYW == 7 && WT_WARPS == 48)

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* A read result {R, PHY} as one number: R << 8 | PHY. */
#define M(r, phy) ((uint32_t)(r) << 8 | (uint32_t)(phy))
#define Z M(0, 0)

static in_t mk_idle(void) {
  in_t in;
  memset(&in, 0, sizeof in);
  for (unsigned k = 0; k < PE_RENAME_RD; k++) {
    in.nrd_reg[k] = NONE;
    in.prd_reg[k] = NONE;
  }
  return in;
}

/* The four N (t = 0) or P (t = 1) read results of `o`. */
static void check_rd(const out_t *o, unsigned t, uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
  const uint32_t want[PE_RENAME_RD] = {a, b, c, d};
  for (unsigned k = 0; k < PE_RENAME_RD; k++) {
    const uint32_t got = t == 0u ? M(o->nrd_r[k], o->nrd_phy[k]) : M(o->prd_r[k], o->prd_phy[k]);
    ck_assert_msg(got == want[k], "%s read %u: {R %u, PHY %u}, want {R %u, PHY %u}", t == 0u ? "N" : "P", k,
                  got >> 8, got & 0xffu, want[k] >> 8, want[k] & 0xffu);
  }
}
#define CHECK_N(o, a, b, c, d) check_rd((o), 0u, (a), (b), (c), (d))
#define CHECK_P(o, a, b, c, d) check_rd((o), 1u, (a), (b), (c), (d))
#define NO_READS(o) \
  do { \
    CHECK_N((o), Z, Z, Z, Z); \
    CHECK_P((o), Z, Z, Z, Z); \
  } while (0)

/* Entry (w, r) of N-RT (t = 0) or P-RT (t = 1) as M(R, PHY). */
static uint32_t ent(const st_t *s, unsigned t, uint32_t w, uint32_t r) {
  return t == 0u ? M(s->n_r[w][r], s->n_phy[w][r]) : M(s->p_r[w][r], s->p_phy[w][r]);
}

/* Table t of every warp holds the listed mappings {w, r, M} and Z everywhere else. */
typedef struct {
  uint32_t w, r, m;
} map_t;
static void check_table(const st_t *s, unsigned t, const map_t *maps, unsigned n) {
  for (uint32_t w = 0; w < WT_WARPS; w++) {
    for (uint32_t r = 0; r < WT_NAREG; r++) {
      uint32_t want = Z;
      for (unsigned i = 0; i < n; i++) {
        if (maps[i].w == w && maps[i].r == r) {
          want = maps[i].m;
        }
      }
      const uint32_t got = ent(s, t, w, r);
      if (got != want) {
        ck_abort_msg("%s-RT[w%u][r%u] = {R %u, PHY %u}, want {R %u, PHY %u}", t ? "P" : "N", w, r, got >> 8,
                     got & 0xffu, want >> 8, want & 0xffu);
      }
    }
  }
}

/* The tables are big at the baseline (30 kB): one static state per test. */
static st_t g_s, g_t, g_n;

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* Reset: both tables empty, every entry {0, 0} (SPEC 3.9 PM-1 setup: "both RTs empty"). */
START_TEST(test_reset_values) {
  st_t *s = &g_s;
  out_t o;
  memset(s, 0xa5, sizeof *s); /* reset must write every field */
  pe_rename_reset(s);
  check_table(s, 0u, NULL, 0u);
  check_table(s, 1u, NULL, 0u);
  in_t in = mk_idle();
  in.nrd_reg[0] = 0u;
  in.nrd_reg[1] = NONE - 1u;
  in.prd_wid = LAST_WARP;
  in.prd_reg[2] = 1u;
  cycle(s, &in, &o);
  NO_READS(&o);
  check_table(s, 0u, NULL, 0u);
  check_table(s, 1u, NULL, 0u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: SPEC 3.9 PM-1 and the SPEC 3.4 port rules
////////////////////////////////////////////////////////////////////////////////

/* PM-1 (SPEC 3.9), warp 0, one step per event (tb/stim/pe_rename_scen.c pm1). */
START_TEST(test_pm1) {
  const wt_scenario_t *sc = scen("pm1");
  st_t *s = &g_s;
  out_t o;
  ck_assert_uint_eq(sc->cycles, 12u);
  pe_rename_reset(s);
  /* #3: P entry, P-RT <- N-RT (empty). */
  scen_cycle(sc, 0, s, &o);
  NO_READS(&o);
  check_table(s, 1u, NULL, 0u);
  /* #6: sub r1 <- r2, r5: nothing renamed yet; alloc idx 1 -> P-RT[r1] = {1,1}. */
  scen_cycle(sc, 1, s, &o);
  CHECK_P(&o, Z, Z, Z, Z);
  CHECK_N(&o, Z, Z, Z, Z);
  ck_assert_uint_eq(ent(s, 1u, 0u, 1u), M(1, 1));
  /* #8: set.lt r4 <- r1, r2: r1 from phys 896 + 1 = 897, r2 architected (R = 0); dst r4 had no
   * mapping; alloc idx 0 -> P-RT[r4] = {1,0}. */
  scen_cycle(sc, 2, s, &o);
  CHECK_P(&o, M(1, 1), Z, Z, Z);
  ck_assert_uint_eq(WT_PHYS_BASE + o.prd_phy[0], D1_GEOM ? 897u : WT_PHYS_BASE + 1u);
  ck_assert_uint_eq(ent(s, 1u, 0u, 4u), M(1, 0));
  /* #11: pre-load ld r0, [r1]: the address from phys 897. */
  scen_cycle(sc, 3, s, &o);
  CHECK_P(&o, M(1, 1), Z, Z, Z);
  /* #12: add r2 <- r2: r2 architected; alloc idx 2 -> P-RT[r2] = {1,2}. */
  scen_cycle(sc, 4, s, &o);
  CHECK_P(&o, Z, Z, Z, Z);
  ck_assert_uint_eq(ent(s, 1u, 0u, 2u), M(1, 2));
  {
    const map_t p[] = {{0, 1, M(1, 1)}, {0, 4, M(1, 0)}, {0, 2, M(1, 2)}};
    check_table(s, 1u, p, 3u);
    check_table(s, 0u, NULL, 0u); /* P-mode never touches N-RT */
  }
  /* #16: mul r3 <- r0, r2 in N-mode: N-RT empty, r0 and r2 architected; clr r3. */
  scen_cycle(sc, 5, s, &o);
  CHECK_N(&o, Z, Z, Z, Z);
  CHECK_P(&o, Z, Z, Z, Z);
  /* #17: reuse of sub (E0, PHY 1): dst r1 had no mapping (nothing to release); N-RT[r1] = {1,1}. */
  scen_cycle(sc, 6, s, &o);
  CHECK_N(&o, Z, Z, Z, Z);
  ck_assert_uint_eq(ent(s, 0u, 0u, 1u), M(1, 1));
  /* #18: reuse of set.lt (E1, PHY 0): its sources are N-RT's at the step: r1 {1,1} (just adopted);
   * N-RT[r4] = {1,0}. */
  scen_cycle(sc, 7, s, &o);
  CHECK_N(&o, M(1, 1), Z, Z, Z);
  ck_assert_uint_eq(ent(s, 0u, 0u, 4u), M(1, 0));
  /* #19: br reads r4 from phys 896. */
  scen_cycle(sc, 8, s, &o);
  CHECK_N(&o, M(1, 0), Z, Z, Z);
  ck_assert_uint_eq(WT_PHYS_BASE + o.nrd_phy[0], D1_GEOM ? 896u : WT_PHYS_BASE);
  /* #20: ld r0, [r1]: r1 from phys 897; r0 had no mapping; clr r0. */
  scen_cycle(sc, 9, s, &o);
  CHECK_N(&o, M(1, 1), Z, Z, Z);
  ck_assert_uint_eq(WT_PHYS_BASE + o.nrd_phy[0], D1_GEOM ? 897u : WT_PHYS_BASE + 1u);
  /* #21: reuse of add (E2, PHY 2): r2 architected until now; N-RT[r2] = {1,2}. */
  scen_cycle(sc, 10, s, &o);
  CHECK_N(&o, Z, Z, Z, Z);
  /* End state: N-RT r1 -> 1, r2 -> 2, r4 -> 0, others R = 0 (SPEC 3.9); P-RT the episode's. */
  scen_cycle(sc, 11, s, &o);
  CHECK_N(&o, M(1, 1), M(1, 2), M(1, 0), Z);
  CHECK_P(&o, M(1, 1), M(1, 2), M(1, 0), Z);
  {
    const map_t n[] = {{0, 1, M(1, 1)}, {0, 2, M(1, 2)}, {0, 4, M(1, 0)}};
    check_table(s, 0u, n, 3u);
    check_table(s, 1u, n, 3u);
  }
}
END_TEST

/* SPEC 3.3 step 4 [RES]: the copy brings N-RT's reused mappings into P-RT. */
START_TEST(test_copy_reuse) {
  const wt_scenario_t *sc = scen("copy_reuse");
  st_t *s = &g_s;
  out_t o;
  ck_assert_uint_eq(sc->cycles, 8u);
  pe_rename_reset(s);
  scen_cycle(sc, 0, s, &o); /* P wr r5 -> 7 (an earlier episode) */
  scen_cycle(sc, 1, s, &o); /* N wr r1 -> 1 (reuse) */
  scen_cycle(sc, 2, s, &o); /* N wr r2 -> 2 (reuse) */
  {
    const map_t n[] = {{0, 1, M(1, 1)}, {0, 2, M(1, 2)}};
    const map_t p[] = {{0, 5, M(1, 7)}};
    check_table(s, 0u, n, 2u);
    check_table(s, 1u, p, 1u);
  }
  /* Copy + P wr r3 -> 3 + N wr r6 -> 6; the reads see the start of the step. */
  scen_cycle(sc, 3, s, &o);
  CHECK_P(&o, M(1, 7), Z, Z, Z);
  {
    const map_t n[] = {{0, 1, M(1, 1)}, {0, 2, M(1, 2)}, {0, 6, M(1, 6)}};
    const map_t p[] = {{0, 1, M(1, 1)}, {0, 2, M(1, 2)}, {0, 3, M(1, 3)}};
    check_table(s, 0u, n, 3u);
    check_table(s, 1u, p, 3u); /* r5's stale mapping is gone: N-RT[r5] = {0,0} was copied */
  }
  scen_cycle(sc, 4, s, &o);
  CHECK_P(&o, M(1, 1), M(1, 2), Z, M(1, 3));
  CHECK_N(&o, M(1, 6), Z, Z, Z);
  scen_cycle(sc, 5, s, &o);
  CHECK_P(&o, Z, Z, Z, Z);  /* the same-step N write was not copied */
  scen_cycle(sc, 6, s, &o); /* second copy */
  scen_cycle(sc, 7, s, &o);
  CHECK_P(&o, M(1, 6), Z, M(1, 1), Z);
}
END_TEST

/* SPEC 3.4 clr(r): R <- 0 and PHY kept, on both tables. */
START_TEST(test_clr_keep) {
  const wt_scenario_t *sc = scen("clr_keep");
  st_t *s = &g_s;
  out_t o;
  ck_assert_uint_eq(sc->cycles, 6u);
  pe_rename_reset(s);
  scen_cycle(sc, 0, s, &o);
  ck_assert_uint_eq(ent(s, 0u, 0u, 7u), M(1, 5));
  ck_assert_uint_eq(ent(s, 1u, 0u, 7u), M(1, 9));
  scen_cycle(sc, 1, s, &o); /* clr on both, PHY port 3 unused */
  CHECK_N(&o, M(1, 5), Z, Z, Z);
  CHECK_P(&o, M(1, 9), Z, Z, Z);
  ck_assert_uint_eq(ent(s, 0u, 0u, 7u), M(0, 5));
  ck_assert_uint_eq(ent(s, 1u, 0u, 7u), M(0, 9));
  scen_cycle(sc, 2, s, &o);
  CHECK_N(&o, M(0, 5), Z, Z, Z);
  CHECK_P(&o, M(0, 9), Z, Z, Z);
  scen_cycle(sc, 3, s, &o); /* copy carries {0,5} */
  scen_cycle(sc, 4, s, &o);
  CHECK_P(&o, M(0, 5), Z, Z, Z);
  scen_cycle(sc, 5, s, &o);
  CHECK_N(&o, M(1, 12), Z, Z, Z);
  {
    const map_t n[] = {{0, 7, M(1, 12)}};
    const map_t p[] = {{0, 7, M(0, 5)}};
    check_table(s, 0u, n, 1u);
    check_table(s, 1u, p, 1u);
  }
}
END_TEST

/* SPEC 3.4 [RES]: the destination read gives the old mapping in the step that overwrites it. */
START_TEST(test_dst_old) {
  const wt_scenario_t *sc = scen("dst_old");
  st_t *s = &g_s;
  out_t o;
  pe_rename_reset(s);
  scen_cycle(sc, 0, s, &o);
  scen_cycle(sc, 1, s, &o); /* reuse overwrite: old PHY 3 (N), 1 (P) */
  CHECK_N(&o, Z, Z, Z, M(1, 3));
  CHECK_P(&o, Z, Z, Z, M(1, 1));
  ck_assert_uint_eq(ent(s, 0u, 0u, 4u), M(1, 6));
  ck_assert_uint_eq(ent(s, 1u, 0u, 4u), M(1, 2));
  scen_cycle(sc, 2, s, &o); /* normal overwrite (clr): old PHY 6 */
  CHECK_N(&o, Z, Z, Z, M(1, 6));
  CHECK_P(&o, Z, Z, Z, M(1, 2));
  scen_cycle(sc, 3, s, &o); /* R = 0: nothing to release */
  CHECK_N(&o, Z, Z, Z, M(0, 6));
}
END_TEST

/* Per-warp tables: warp 0 and warp WARPS-1 do not interfere. */
START_TEST(test_two_warps) {
  const wt_scenario_t *sc = scen("two_warps");
  st_t *s = &g_s;
  out_t o;
  pe_rename_reset(s);
  scen_cycle(sc, 0, s, &o);
  scen_cycle(sc, 1, s, &o);
  {
    const map_t n[] = {{0, 1, M(1, 4)}, {LAST_WARP, 1, M(1, 6)}};
    const map_t p[] = {{0, 1, M(1, 4)}, {LAST_WARP, 1, M(1, 5)}};
    check_table(s, 0u, n, 2u);
    check_table(s, 1u, p, 2u);
  }
  scen_cycle(sc, 2, s, &o);
  CHECK_N(&o, M(1, 4), Z, Z, Z);
  CHECK_P(&o, M(1, 5), Z, Z, Z);
  scen_cycle(sc, 3, s, &o);
  CHECK_N(&o, M(1, 6), Z, Z, Z);
  CHECK_P(&o, M(1, 4), Z, Z, Z);
  scen_cycle(sc, 4, s, &o); /* copy warp L, clr P-RT[0][r1] */
  scen_cycle(sc, 5, s, &o);
  CHECK_P(&o, M(1, 6), Z, Z, Z);
  CHECK_N(&o, M(1, 4), Z, Z, Z);
  scen_cycle(sc, 6, s, &o);
  CHECK_P(&o, M(0, 4), Z, Z, Z);
}
END_TEST

/* Register NAREG (none) is ignored by every port; so is a warp id >= WARPS. */
START_TEST(test_none) {
  const wt_scenario_t *sc = scen("none");
  st_t *s = &g_s;
  out_t o;
  pe_rename_reset(s);
  scen_cycle(sc, 0, s, &o);
  check_table(s, 0u, NULL, 0u);
  check_table(s, 1u, NULL, 0u);
  scen_cycle(sc, 1, s, &o);
  NO_READS(&o);
  scen_cycle(sc, 2, s, &o);
  scen_cycle(sc, 3, s, &o); /* clr of none: ignored */
  scen_cycle(sc, 4, s, &o);
  CHECK_N(&o, M(1, 9), Z, Z, Z);
  CHECK_P(&o, M(1, 10), Z, Z, Z);
  scen_cycle(sc, 5, s, &o); /* warp id WARPS (where it exists): ignored, reads {0,0} */
  NO_READS(&o);
  scen_cycle(sc, 6, s, &o);
  CHECK_N(&o, M(1, 9), Z, Z, Z);
  CHECK_P(&o, Z, M(1, 10), Z, Z);
  const map_t n[] = {{0, 0, M(1, 9)}};
  const map_t p[] = {{0, NONE - 1u, M(1, 10)}};
  check_table(s, 0u, n, 1u);
  check_table(s, 1u, p, 1u);
}
END_TEST

/* Every warp id >= WARPS (none on pe_small) is ignored by the copy and both writes, and reads
 * {0,0} on both ports, also when the register is mapped in warp 0. */
START_TEST(test_out_warps) {
  st_t *s = &g_s;
  out_t o;
  pe_rename_reset(s);
  in_t in = mk_idle();
  in.nwr_v = true;
  in.nwr_reg = 3u;
  in.nwr_set = true;
  in.nwr_phy = 1u;
  in.pwr_v = true;
  in.pwr_reg = 3u;
  in.pwr_set = true;
  in.pwr_phy = 2u;
  cycle(s, &in, &o);
  for (uint32_t w = WT_WARPS; w < WT_POW2(WT_PE_WIDW); w++) {
    in = mk_idle();
    in.nrd_wid = in.prd_wid = in.cp_wid = in.nwr_wid = in.pwr_wid = w;
    in.nrd_reg[0] = in.prd_reg[0] = 3u;
    in.cp_v = in.nwr_v = in.pwr_v = true;
    in.nwr_reg = in.pwr_reg = 3u;
    in.nwr_set = in.pwr_set = true;
    in.nwr_phy = in.pwr_phy = 5u;
    cycle(s, &in, &o);
    NO_READS(&o);
  }
  const map_t n[] = {{0, 3, M(1, 1)}};
  const map_t p[] = {{0, 3, M(1, 2)}};
  check_table(s, 0u, n, 1u);
  check_table(s, 1u, p, 1u);
}
END_TEST

/* A P write to the warp being copied lands on top of the copy; both writes of one step to one
 * register of one warp (N wr, P clr) act on their own tables. */
START_TEST(test_copy_then_write) {
  st_t *s = &g_s;
  out_t o;
  pe_rename_reset(s);
  in_t in = mk_idle();
  in.nwr_v = true;
  in.nwr_wid = 1u;
  in.nwr_reg = 2u;
  in.nwr_set = true;
  in.nwr_phy = 11u;
  cycle(s, &in, &o); /* N-RT[1][r2] = {1,11} */
  in = mk_idle();
  in.cp_v = true;
  in.cp_wid = 1u;
  in.pwr_v = true;
  in.pwr_wid = 1u;
  in.pwr_reg = 2u;
  in.pwr_set = false; /* clr over the copied {1,11}: {0,11} */
  in.nwr_v = true;
  in.nwr_wid = 1u;
  in.nwr_reg = 2u;
  in.nwr_set = true;
  in.nwr_phy = 13u;
  cycle(s, &in, &o);
  const map_t n[] = {{1, 2, M(1, 13)}};
  const map_t p[] = {{1, 2, M(0, 11)}};
  check_table(s, 0u, n, 1u);
  check_table(s, 1u, p, 1u);
}
END_TEST

/* The step in place (next == s) ends where the two-buffer step ends, with the same outputs: the
 * reads see the start of the step although the copy and the writes change `next`. */
START_TEST(test_comb_in_place) {
  out_t o1, o2;
  pe_rename_reset(&g_s);
  in_t in = mk_idle();
  in.nwr_v = true;
  in.nwr_reg = 1u;
  in.nwr_set = true;
  in.nwr_phy = 3u;
  cycle(&g_s, &in, &o1);
  g_t = g_s;
  in = mk_idle();
  in.cp_v = true;
  in.nrd_reg[PE_RENAME_RD_DST] = 1u;
  in.prd_reg[0] = 1u;
  in.nwr_v = true;
  in.nwr_reg = 1u;
  in.nwr_set = true;
  in.nwr_phy = 4u;
  in.pwr_v = true;
  in.pwr_reg = 5u;
  in.pwr_set = true;
  in.pwr_phy = 6u;
  memset(&o1, 0, sizeof o1);
  memset(&o2, 0, sizeof o2);
  pe_rename_comb(&g_s, &in, &o1, &g_n);
  ck_assert(wt_same_packed(pe_rename_block.state, &g_s, &g_t));
  pe_rename_comb(&g_t, &in, &o2, &g_t);
  ck_assert(wt_same_packed(pe_rename_block.state, &g_n, &g_t));
  ck_assert(wt_same_packed(pe_rename_block.out, &o1, &o2));
  CHECK_N(&o1, Z, Z, Z, M(1, 3));
  CHECK_P(&o1, Z, Z, Z, Z);
  const map_t n[] = {{0, 1, M(1, 4)}};
  const map_t p[] = {{0, 1, M(1, 3)}, {0, 5, M(1, 6)}};
  check_table(&g_t, 0u, n, 1u);
  check_table(&g_t, 1u, p, 2u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the SPEC 3.4 reference every step
////////////////////////////////////////////////////////////////////////////////

/* Reference: entry = R << 7 | PHY in a byte (PHYW <= 7 in every pe configuration). */
static_assert(WT_PHYW <= 7, "the reference packs {R, PHY} into a byte");
typedef struct {
  uint8_t t[2][WT_WARPS][WT_NAREG];
  unsigned long copies, wr, clr, hits, dst_old, none_rd, cp_wr, xits, xrel, xit_wr;
} ref_t;
static ref_t g_ref;

static uint32_t ref_rd(const ref_t *r, unsigned t, uint32_t w, uint32_t reg) {
  if (w >= WT_WARPS || reg >= WT_NAREG) {
    return Z;
  }
  const uint8_t e = r->t[t][w][reg];
  return M(e >> 7, e & 0x7fu);
}

static void ref_wr(ref_t *r, unsigned t, bool v, uint32_t w, uint32_t reg, bool set, uint32_t phy) {
  if (!v || w >= WT_WARPS || reg >= WT_NAREG) {
    return;
  }
  uint8_t *e = &r->t[t][w][reg];
  if (set) {
    *e = (uint8_t)(0x80u | phy);
    r->wr++;
  } else {
    *e &= 0x7fu;
    r->clr++;
  }
}

WT_STATE_HOOK(run_reset, ref_t, k, s) { memset(k->t, 0, sizeof k->t); }

static void compare_all(const ref_t *r, const st_t *s) {
  for (unsigned t = 0; t < 2u; t++) {
    for (uint32_t w = 0; w < WT_WARPS; w++) {
      for (uint32_t reg = 0; reg < WT_NAREG; reg++) {
        EQ(ent(s, t, w, reg), ref_rd(r, t, w, reg));
      }
    }
  }
}

WT_CYCLE_HOOK(run_cycle, ref_t, r, prev, in, o, next) {
  /* Step 1: reads. */
  for (unsigned k = 0; k < PE_RENAME_RD; k++) {
    const uint32_t n = ref_rd(r, 0u, in->nrd_wid, in->nrd_reg[k]);
    const uint32_t p = ref_rd(r, 1u, in->prd_wid, in->prd_reg[k]);
    EQ(M(o->nrd_r[k], o->nrd_phy[k]), n);
    EQ(M(o->prd_r[k], o->prd_phy[k]), p);
    r->hits += (n >> 8) + (p >> 8);
    r->none_rd += (in->nrd_reg[k] == NONE) + (in->prd_reg[k] == NONE);
    if (k == PE_RENAME_RD_DST) {
      r->dst_old += (n >> 8) && in->nwr_v && in->nwr_wid == in->nrd_wid && in->nwr_reg == in->nrd_reg[k];
    }
  }
  /* Step 1, the exit read: the PHYs of the exiting warp's N-RT entries with R = 1. */
  {
    bool want[WT_RREGS] = {false};
    if (in->xit_v && in->xit_wid < WT_WARPS) {
      for (uint32_t reg = 0; reg < WT_NAREG; reg++) {
        const uint8_t e = r->t[0][in->xit_wid][reg];
        if ((e >> 7) != 0u) {
          want[e & 0x7fu] = true;
        }
      }
    }
    for (uint32_t i = 0; i < WT_RREGS; i++) {
      EQ(o->xrel_mask[i], want[i]);
      r->xrel += want[i];
    }
  }
  /* Step 2: copy, then the exit's clear (R only); step 3: writes. */
  if (in->cp_v && in->cp_wid < WT_WARPS) {
    memcpy(r->t[1][in->cp_wid], r->t[0][in->cp_wid], sizeof r->t[1][0]);
    r->copies++;
    r->cp_wr += in->pwr_v && in->pwr_wid == in->cp_wid && in->pwr_reg != NONE;
  }
  if (in->xit_v && in->xit_wid < WT_WARPS) {
    for (uint32_t reg = 0; reg < WT_NAREG; reg++) {
      r->t[0][in->xit_wid][reg] &= 0x7fu;
    }
    r->xits++;
    r->xit_wr += in->nwr_v && in->nwr_wid == in->xit_wid && in->nwr_reg != NONE;
  }
  ref_wr(r, 0u, in->nwr_v, in->nwr_wid, in->nwr_reg, in->nwr_set, in->nwr_phy);
  ref_wr(r, 1u, in->pwr_v, in->pwr_wid, in->pwr_reg, in->pwr_set, in->pwr_phy);
  /* The whole tables after a copy and every 64 steps; the written entries every step. */
  const st_t *s = next;
  if (in->cp_v || in->xit_v || (r->copies + r->wr + r->clr) % 64u == 0u) {
    compare_all(r, s);
  }
  if (in->nwr_v && in->nwr_wid < WT_WARPS && in->nwr_reg < WT_NAREG) {
    EQ(ent(s, 0u, in->nwr_wid, in->nwr_reg), ref_rd(r, 0u, in->nwr_wid, in->nwr_reg));
  }
  if (in->pwr_v && in->pwr_wid < WT_WARPS && in->pwr_reg < WT_NAREG) {
    EQ(ent(s, 1u, in->pwr_wid, in->pwr_reg), ref_rd(r, 1u, in->pwr_wid, in->pwr_reg));
  }
}

static wt_run_t run_of(st_t *s, ref_t *r) {
  return WT_RUN(&pe_rename_stim, s, r, .reset = run_reset, .cycle = run_cycle, .fits_every = 64u);
}

/* The release mask of `o` has exactly the bits of `phys` (n of them). */
static void check_xrel(const out_t *o, const uint32_t *phys, unsigned n) {
  for (uint32_t i = 0; i < WT_RREGS; i++) {
    bool want = false;
    for (unsigned j = 0; j < n; j++) {
      want = want || phys[j] == i;
    }
    ck_assert_msg(o->xrel_mask[i] == want, "xrel_mask[%u] = %d, want %d", i, o->xrel_mask[i], want);
  }
}

/* SPEC 3.10 [RES]: a warp's exit releases its N-RT mappings and clears its N-RT. */
START_TEST(test_exit) {
  const wt_scenario_t *sc = scen("exit");
  const uint32_t w = WT_WARPS > 1u ? 1u : 0u;
  st_t *s = &g_s;
  out_t o;
  ck_assert_uint_eq(sc->cycles, 9u);
  pe_rename_reset(s);
  for (unsigned c = 0; c < 4u; c++) {
    scen_cycle(sc, c, s, &o);
    check_xrel(&o, NULL, 0u);
  }
  {
    const map_t n[] = {{w, 0, M(1, 3)}, {w, 2, M(1, 5)}, {w, 4, M(0, 7)}};
    const map_t p[] = {{w, 0, M(1, 8)}};
    check_table(s, 0u, n, 3u);
    check_table(s, 1u, p, 1u);
  }
  scen_cycle(sc, 4, s, &o); /* the exit, with a read, a copy and an N write of the same warp */
  {
    const uint32_t rel[] = {3u, 5u};
    check_xrel(&o, rel, 2u);
  }
  CHECK_N(&o, M(1, 3), M(1, 5), M(0, 7), Z);
  {
    const map_t n[] = {{w, 0, M(0, 3)}, {w, 2, M(0, 5)}, {w, 4, M(0, 7)}, {w, 6, M(1, 9)}};
    const map_t p[] = {{w, 0, M(1, 3)}, {w, 2, M(1, 5)}, {w, 4, M(0, 7)}};
    check_table(s, 0u, n, 4u);
    check_table(s, 1u, p, 3u);
  }
  scen_cycle(sc, 5, s, &o); /* the exit of warp 0: its N-RT is empty */
  CHECK_N(&o, M(0, 3), M(0, 5), M(0, 7), M(1, 9));
  CHECK_P(&o, M(1, 3), M(1, 5), Z, Z);
  check_xrel(&o, NULL, 0u);
  scen_cycle(sc, 6, s, &o);
  {
    const uint32_t rel[] = {9u};
    check_xrel(&o, rel, 1u);
  }
  scen_cycle(sc, 7, s, &o);
  CHECK_N(&o, M(0, 9), Z, Z, Z);
  scen_cycle(sc, 8, s, &o); /* a warp id >= WARPS: nothing */
  check_xrel(&o, NULL, 0u);
  {
    const map_t n[] = {{w, 0, M(0, 3)}, {w, 2, M(0, 5)}, {w, 4, M(0, 7)}, {w, 6, M(0, 9)}};
    check_table(s, 0u, n, 4u);
  }
}
END_TEST

WT_SCEN_LIST_TEST(pe_rename, "pm1", "copy_reuse", "clr_keep", "dst_old", "two_warps", "none", "exit")

START_TEST(test_scen_run) {
  wt_run_t run = run_of(&g_s, &g_ref);
  wt_run_scenario_i(&run, _i);
  compare_all(&g_ref, &g_s);
}
END_TEST

#define RAND_CYCLES 50000u

/* Constrained random (loop index = seed): the reference every step, and the corners reached:
 * copies, wr and clr, renamed reads, dst reads of an entry overwritten in the same step, reads of
 * none, P writes over a same-step copy. */
START_TEST(test_random) {
  wt_run_t run = run_of(&g_s, &g_ref);
  wt_run_random(&run, (uint64_t)_i, RAND_CYCLES);
  compare_all(&g_ref, &g_s);
  WT_CHECK_REACHED(WT_REACH(g_ref.copies, 1000u), WT_REACH(g_ref.wr, 10000u), WT_REACH(g_ref.clr, 3000u),
                   WT_REACH(g_ref.hits, 10000u), WT_REACH(g_ref.dst_old, 100u),
                   WT_REACH(g_ref.none_rd, 10000u), WT_REACH(g_ref.cp_wr, 100u), WT_REACH(g_ref.xits, 500u),
                   WT_REACH(g_ref.xrel, 1000u), WT_REACH(g_ref.xit_wr, 100u));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// tables and bits
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t in_want[] = {
    WT_WANT(in_t, nrd_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, nrd_reg, WT_AREGW, 4),
    WT_WANT(in_t, prd_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, prd_reg, WT_AREGW, 4),
    WT_WANT(in_t, cp_v, 1, 1),
    WT_WANT(in_t, cp_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, xit_v, 1, 1),
    WT_WANT(in_t, xit_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, nwr_v, 1, 1),
    WT_WANT(in_t, nwr_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, nwr_reg, WT_AREGW, 1),
    WT_WANT(in_t, nwr_set, 1, 1),
    WT_WANT(in_t, nwr_phy, WT_PHYW, 1),
    WT_WANT(in_t, pwr_v, 1, 1),
    WT_WANT(in_t, pwr_wid, WT_PE_WIDW, 1),
    WT_WANT(in_t, pwr_reg, WT_AREGW, 1),
    WT_WANT(in_t, pwr_set, 1, 1),
    WT_WANT(in_t, pwr_phy, WT_PHYW, 1),
};
static const wt_want_field_t out_want[] = {
    WT_WANT(out_t, nrd_r, 1, 4),         WT_WANT(out_t, nrd_phy, WT_PHYW, 4),    WT_WANT(out_t, prd_r, 1, 4),
    WT_WANT(out_t, prd_phy, WT_PHYW, 4), WT_WANT(out_t, xrel_mask, 1, WT_RREGS),
};
static const wt_want_field_t state_want[] = {
    WT_WANT(st_t, n_r, 1, WT_WARPS *WT_NAREG),
    WT_WANT(st_t, n_phy, WT_PHYW, WT_WARPS *WT_NAREG),
    WT_WANT(st_t, p_r, 1, WT_WARPS *WT_NAREG),
    WT_WANT(st_t, p_phy, WT_PHYW, WT_WARPS *WT_NAREG),
};

/* Element w*NAREG + r of a field is register r of warp w (the RTL's row layout). */
START_TEST(test_layout) {
  wt_fields_t t = pe_rename_block.state;
  uint32_t *w = calloc(WT_WORDS(wt_fields_bits(t)), sizeof *w);
  ck_assert_ptr_nonnull(w);
  pe_rename_reset(&g_s);
  g_s.n_phy[LAST_WARP][2] = 5u;
  g_s.p_r[1][0] = true;
  ck_assert(wt_pack(t, &g_s, w));
  const unsigned long e = (unsigned long)LAST_WARP * WT_NAREG + 2u;
  ck_assert_uint_eq(wt_bits_get(w, wt_field_offset(t, 1) + e * WT_PHYW, WT_PHYW), 5u);
  ck_assert_uint_eq(wt_bits_get(w, wt_field_offset(t, 2) + WT_NAREG, 1), 1u);
  free(w);
}
END_TEST

/* MODEL = PAPER = 1008 b per warp x 48 = 48384 at the baseline (D1 §5.3, SPEC 3.4 [CHK]); the
 * parts are 504 b per warp each; the SRAM arrays are one per table (WARPS x 63 x 8) with 4 RP and
 * 1 WP. */
START_TEST(test_bits) {
  const wt_block_t *b = &pe_rename_block;
  ck_assert_uint_eq(wt_fields_bits(b->state), 2u * WT_WARPS * WT_NAREG * (1u + WT_PHYW));
#if D1_GEOM
  ck_assert_uint_eq(wt_fields_bits(b->state), 48384u);
  /* Per warp: 63 x 8 x 2 = 1008 (SPEC 3.4 [CHK]), PAPER = MODEL. */
  ck_assert_int_eq(wt_part_bits(b, &b->parts[2]), 1008);
#else
#endif
  ck_assert_uint_eq(b->nparts, 3u);
  ck_assert_uint_eq(b->parts[2].per, WT_WARPS);
  ck_assert_uint_eq(b->nmems, 2u);
  for (unsigned i = 0; i < b->nmems; i++) {
    ck_assert_uint_eq(b->mems[i].banks, 1u);
    ck_assert_uint_eq(b->mems[i].ways, 1u);
    ck_assert_uint_eq(b->mems[i].rp, 4u);
    ck_assert_uint_eq(b->mems[i].wp, 1u);
  }
  ck_assert(b->check == NULL);
  ck_assert_str_eq(b->name, "pe_rename");
}
END_TEST

WT_TABLE_WANT_TEST(pe_rename_block, in_want, out_want, state_want)

WT_UNIT_SUITE("pe_rename") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),

    WT_TCASE("spec", 0),
    WT_TEST(test_pm1),
    WT_TEST(test_copy_reuse),
    WT_TEST(test_clr_keep),
    WT_TEST(test_dst_old),
    WT_TEST(test_two_warps),
    WT_TEST(test_exit),

    WT_TCASE("corner", 0),
    WT_TEST(test_none),
    WT_TEST(test_out_warps),
    WT_TEST(test_copy_then_write),
    WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&pe_rename_stim),

    WT_RANDOM_CASES(300, 3),

    WT_TCASE("header", 0),
    WT_LOOP(test_table_matches_header, 0, 3),
    WT_TEST(test_layout),
    WT_TEST(test_bits),

    WT_TABLE_CASES(pe_rename_block),
    WT_END,
};
