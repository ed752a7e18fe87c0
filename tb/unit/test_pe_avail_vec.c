/* tb/unit/test_pe_avail_vec.c: Check suite for the register availability vector C model
 * (rtl_c/pe_avail_vec.h; SPEC 3.5, 3.6 discard, 3.9 PM-1, PM-6, PM-7).
 *
 * Expected values are SPEC's numbers (PM-1: 1, 0, 2 and used = {0, 1, 2}; PM-6: 0, then 5; PM-7:
 * the zombie freed by its writeback) and hand-derived sets written out in the comments; they need
 * RBANKS = 4 and RREGS >= 16, which every pe configuration has (GEOM). The scenario and random runs
 * also compare every cycle against a reference written here from SPEC 3.5 and the header's phase
 * list, on 64-bit words and with ascending searches, sharing no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "pe_avail_vec.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(pe_avail_vec)

#define N WT_RREGS
#define GEOM (WT_RBANKS == 4 && WT_RREGS >= 16)
#define NW ((N + 63u) / 64u)
#define VW (N < 32u ? N : 32u) /* the model's words: min(RREGS, 32) bits */
#define END UINT32_MAX         /* ends an index list */

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

static in_t mk_alloc(uint32_t bank) {
  in_t in = idle();
  in.alloc_v = true;
  in.alloc_bank = bank;
  return in;
}

/* `v` holds exactly the indices of `list` (END-terminated). */
static void check_set(const uint32_t *v, const uint32_t *list) {
  bool want[N];
  memset(want, 0, sizeof want);
  for (const uint32_t *p = list; *p != END; p++) {
    ck_assert_uint_lt(*p, N);
    want[*p] = true;
  }
  for (uint32_t i = 0; i < N; i++) {
    if (wt_vbit(v, PE_AVAIL_VEC_WW, i) != want[i]) {
      ck_assert_msg(false, "bit %u is %d, want %d", (unsigned)i, (int)wt_vbit(v, PE_AVAIL_VEC_WW, i),
                    (int)want[i]);
    }
  }
}
#define SET(...) ((const uint32_t[]){__VA_ARGS__, END})
#define NONE ((const uint32_t[]){END})

/* The state: used and zombie as listed, and the check hook holds. */
static void check_state(const st_t *s, const uint32_t *used, const uint32_t *zombie) {
  char msg[160];
  check_set(s->used, used);
  check_set(s->zombie, zombie);
  ck_assert_msg(pe_avail_vec_check(s, msg, sizeof msg), "%s", msg);
}

static void check_out(const out_t *o, bool any_free, bool ok, uint32_t idx) {
  ck_assert_uint_eq(o->any_free, any_free);
  ck_assert_uint_eq(o->alloc_ok, ok);
  ck_assert_uint_eq(o->alloc_idx, idx);
}

#if GEOM
/* The used set { i : i mod 4 == r, lo <= i < N } plus `extra` (END-terminated), as a list. */
static void stride_list(uint32_t *out, uint32_t r, uint32_t lo, const uint32_t *extra) {
  unsigned k = 0;
  for (uint32_t i = lo; i < N; i++) {
    if (i % 4u == r) {
      out[k++] = i;
    }
  }
  for (const uint32_t *p = extra; *p != END; p++) {
    out[k++] = *p;
  }
  out[k] = END;
}
#endif

////////////////////////////////////////////////////////////////////////////////
// Reference from SPEC 3.5 and the header's phase list, on 64-bit words
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  uint64_t used[NW], zombie[NW];
  unsigned allocs, fallbacks, stalls, zfrees, full, zombies_max, rsv;
} ref_t;

static bool rb(const uint64_t *w, uint32_t i) { return ((w[i / 64u] >> (i % 64u)) & 1u) != 0u; }
static void rs(uint64_t *w, uint32_t i, bool v) {
  const uint64_t m = UINT64_C(1) << (i % 64u);
  w[i / 64u] = v ? (w[i / 64u] | m) : (w[i / 64u] & ~m);
}

static void ref_cycle(ref_t *r, const in_t *in, out_t *o) {
  /* 1. mark_zombie of used registers. */
  for (uint32_t i = 0; i < N; i++) {
    if (wt_vbit(in->zmb_mask, PE_AVAIL_VEC_WW, i) && rb(r->used, i)) {
      rs(r->zombie, i, true);
    }
  }
  /* 2. wb_notify, port 0 then port 1. */
  const bool v[2] = {in->wbn0_v, in->wbn1_v};
  const uint32_t idx[2] = {in->wbn0_idx, in->wbn1_idx};
  for (unsigned k = 0; k < 2u; k++) {
    if (v[k] && rb(r->zombie, idx[k])) {
      rs(r->zombie, idx[k], false);
      rs(r->used, idx[k], false);
      r->zfrees++;
    }
  }
  /* 3. release of non-zombies. */
  for (uint32_t i = 0; i < N; i++) {
    if (wt_vbit(in->rel_mask, PE_AVAIL_VEC_WW, i) && !rb(r->zombie, i)) {
      rs(r->used, i, false);
    }
  }
  /* 4. reserve. */
  if (in->rsv_v) {
    r->rsv++;
    for (uint32_t i = 0; i < N; i++) {
      if (wt_vbit(in->rsv_mask, PE_AVAIL_VEC_WW, i)) {
        rs(r->used, i, true);
      }
    }
  }
  /* 5. lookup: ascending search in the bank, then overall. */
  memset(o, 0, sizeof *o);
  bool found = false;
  for (uint32_t i = 0; i < N && !found; i++) {
    if (!rb(r->used, i) && i % WT_RBANKS == in->alloc_bank) {
      found = true;
      o->alloc_idx = i;
    }
  }
  const bool in_bank = found;
  for (uint32_t i = 0; i < N && !found; i++) {
    if (!rb(r->used, i)) {
      found = true;
      o->alloc_idx = i;
    }
  }
  o->any_free = found;
  o->alloc_ok = found;
  if (in->alloc_v) {
    if (found) {
      rs(r->used, o->alloc_idx, true);
      r->allocs++;
      r->fallbacks += !in_bank;
    } else {
      r->stalls++;
    }
  }
  unsigned nz = 0, nu = 0;
  for (uint32_t i = 0; i < N; i++) {
    nz += rb(r->zombie, i);
    nu += rb(r->used, i);
  }
  r->full += nu == N;
  if (nz > r->zombies_max) {
    r->zombies_max = nz;
  }
}

WT_STATE_HOOK(run_reset, ref_t, r, s) {
  memset(r->used, 0, sizeof r->used);
  memset(r->zombie, 0, sizeof r->zombie);
}

WT_CYCLE_HOOK(run_cycle, ref_t, r, prev, in, o, n) {
  out_t ro;
  char msg[160];
  ref_cycle(r, in, &ro);
  EQ(o->any_free, ro.any_free);
  EQ(o->alloc_ok, ro.alloc_ok);
  EQ(o->alloc_idx, ro.alloc_idx);
  for (uint32_t i = 0; i < N; i++) {
    EQ(wt_vbit(n->used, PE_AVAIL_VEC_WW, i), rb(r->used, i));
    EQ(wt_vbit(n->zombie, PE_AVAIL_VEC_WW, i), rb(r->zombie, i));
  }
  OK(pe_avail_vec_check(n, msg, sizeof msg));
}

static wt_run_t run_of(void) {
  static st_t s;
  static ref_t r;
  return WT_RUN(&pe_avail_vec_stim, &s, &r, .reset = run_reset, .cycle = run_cycle);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* Reset: every register free, no zombie; the first lookup gives the bank's first register. */
START_TEST(test_reset_values) {
  st_t s;
  out_t o;
  memset(&s, 0xa5, sizeof s); /* reset must write every field */
  pe_avail_vec_reset(&s);
  check_state(&s, NONE, NONE);
  in_t in = idle();
  in.alloc_bank = 3u & WT_MASK32(WT_BANKW);
  cycle(&s, &in, &o);
  check_out(&o, true, true, 3u % WT_RBANKS);
  check_state(&s, NONE, NONE);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: PM-1, PM-6, PM-7 (SPEC 3.9)
////////////////////////////////////////////////////////////////////////////////

/* PM-1 events 6, 8, 12 (bank(dst) = dst mod 4): sub r1 -> alloc(bank 1) -> idx 1 (phys 897);
 * set.lt r4 -> alloc(bank 0) -> idx 0 (phys 896); add r2 -> alloc(bank 2) -> idx 2 (phys 898).
 * End state used = {0, 1, 2}. */
START_TEST(test_pm1_alloc) {
#if GEOM
  const wt_scenario_t *sc = scen_n("pm1_alloc", 4u);
  st_t s;
  out_t o;
  pe_avail_vec_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_out(&o, true, true, 1u);
  check_state(&s, SET(1), NONE);
  ck_assert_uint_eq(WT_PHYS_BASE + o.alloc_idx, 1024u - N + 1u); /* 897 at the baseline */
  scen_cycle(sc, 1, &s, &o);
  check_out(&o, true, true, 0u);
  check_state(&s, SET(0, 1), NONE);
  scen_cycle(sc, 2, &s, &o);
  check_out(&o, true, true, 2u);
  check_state(&s, SET(0, 1, 2), NONE);
  scen_cycle(sc, 3, &s, &o);
  check_out(&o, true, true, 4u); /* idle lookup, bank 0: 0 is used, so 4 */
  check_state(&s, SET(0, 1, 2), NONE);
#endif
}
END_TEST

/* PM-6: every i with i mod 4 == 1 used, all others free: alloc(bank 1) returns the lowest free
 * index overall, 0. With index 5 freed instead, alloc(bank 1) returns 5. */
START_TEST(test_pm6_fallback) {
#if GEOM
  const wt_scenario_t *sc = scen_n("pm6_fallback", 7u);
  uint32_t l[N + 4];
  st_t s;
  out_t o;
  pe_avail_vec_reset(&s);
  scen_cycle(sc, 0, &s, &o); /* reserve { i mod 4 == 1 }; idle lookup for bank 0 -> 0 */
  check_out(&o, true, true, 0u);
  stride_list(l, 1u, 0u, NONE);
  check_state(&s, l, NONE);
  scen_cycle(sc, 1, &s, &o); /* alloc(bank 1) -> 0, the lowest free overall */
  check_out(&o, true, true, 0u);
  stride_list(l, 1u, 0u, SET(0));
  check_state(&s, l, NONE);
  scen_cycle(sc, 2, &s, &o); /* release {0, 5}: every i mod 4 == 1 used but 5 */
  stride_list(l, 1u, 9u, SET(1));
  check_state(&s, l, NONE);
  scen_cycle(sc, 3, &s, &o); /* alloc(bank 1) -> 5 */
  check_out(&o, true, true, 5u);
  stride_list(l, 1u, 0u, NONE);
  check_state(&s, l, NONE);
  scen_cycle(sc, 4, &s, &o); /* bank 1 full again: -> 0 */
  check_out(&o, true, true, 0u);
  stride_list(l, 1u, 0u, SET(0));
  check_state(&s, l, NONE);
  scen_cycle(sc, 5, &s, &o); /* lookup for bank 1 without alloc_v: 2, nothing changes */
  check_out(&o, true, true, 2u);
  check_state(&s, l, NONE);
#endif
}
END_TEST

/* PM-7's availability half (SPEC 3.6 discard, 3.7 P-mode writeback): an entry with RDY = 0 is
 * discarded -> its PHY is marked zombie; its late writeback (wb_notify) frees it. A wb_notify of
 * a register that is not a zombie does nothing. */
START_TEST(test_pm7_zombie) {
#if GEOM
  const wt_scenario_t *sc = scen_n("pm7_zombie", 8u);
  st_t s;
  out_t o;
  pe_avail_vec_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_out(&o, true, true, 3u);
  scen_cycle(sc, 1, &s, &o);
  check_out(&o, true, true, 7u);
  check_state(&s, SET(3, 7), NONE);
  scen_cycle(sc, 2, &s, &o); /* mark_zombie(3) */
  check_state(&s, SET(3, 7), SET(3));
  scen_cycle(sc, 3, &s, &o); /* wb_notify(7): live, nothing */
  check_state(&s, SET(3, 7), SET(3));
  scen_cycle(sc, 4, &s, &o); /* wb_notify(3) on port 1: freed */
  check_state(&s, SET(7), NONE);
  scen_cycle(sc, 5, &s, &o); /* wb_notify(3) again: nothing */
  check_state(&s, SET(7), NONE);
  scen_cycle(sc, 6, &s, &o); /* 3 is free again: bank 3's first */
  check_out(&o, true, true, 3u);
  check_state(&s, SET(3, 7), NONE);
  scen_cycle(sc, 7, &s, &o);
  check_state(&s, SET(3, 7), NONE);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner
////////////////////////////////////////////////////////////////////////////////

/* Reserve at launch (SPEC 3.5): the compiler used the lower half 0 .. N/2 - 1 (0..63 at the
 * baseline, 0..7 in pe_small); alloc(bank 0) -> N/2, alloc(bank 1) -> N/2 + 1; reserve {N/2 + 2}
 * and alloc(bank 2) in one step: phase 4 first, so bank 2's next is N/2 + 6. */
START_TEST(test_reserve_launch) {
#if GEOM
  const wt_scenario_t *sc = scen("reserve_launch");
  const uint32_t h = N / 2u;
  uint32_t l[N + 4];
  st_t s;
  out_t o;
  pe_avail_vec_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  for (uint32_t i = 0; i < h; i++) {
    l[i] = i;
  }
  l[h] = END;
  check_state(&s, l, NONE);
  scen_cycle(sc, 1, &s, &o);
  check_out(&o, true, true, h);
  scen_cycle(sc, 2, &s, &o);
  check_out(&o, true, true, h + 1u);
  scen_cycle(sc, 3, &s, &o);
  check_out(&o, true, true, h + 6u);
  l[h] = h;
  l[h + 1u] = h + 1u;
  l[h + 2u] = h + 2u;
  l[h + 3u] = h + 6u;
  l[h + 4u] = END;
  check_state(&s, l, NONE);
#endif
}
END_TEST

/* any_free = 0 (SPEC 3.5): alloc_ok = 0 and no state change; a release in the allocation's step
 * is seen (3 before 5): bank 0 has nothing, the fallback takes 5. rsv_mask without rsv_v is
 * ignored. */
START_TEST(test_all_used) {
#if GEOM
  const wt_scenario_t *sc = scen("all_used");
  uint32_t l[N + 1];
  st_t s, before;
  out_t o;
  for (uint32_t i = 0; i < N; i++) {
    l[i] = i;
  }
  l[N] = END;
  pe_avail_vec_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_out(&o, false, false, 0u);
  check_state(&s, l, NONE);
  before = s;
  scen_cycle(sc, 1, &s, &o);
  check_out(&o, false, false, 0u);
  ck_assert(wt_same_packed(pe_avail_vec_block.state, &s, &before));
  scen_cycle(sc, 2, &s, &o);
  check_out(&o, true, true, 5u);
  check_state(&s, l, NONE);
  scen_cycle(sc, 3, &s, &o);
  check_out(&o, false, false, 0u);
  check_state(&s, l, NONE);
  scen_cycle(sc, 4, &s, &o); /* release N - 1; the junk reserve mask is not taken */
  check_out(&o, true, true, N - 1u);
  l[N - 1u] = END;
  check_state(&s, l, NONE);
  scen_cycle(sc, 5, &s, &o);
  check_out(&o, true, true, N - 1u);
  l[N - 1u] = N - 1u;
  check_state(&s, l, NONE);
#endif
}
END_TEST

/* mark_zombie and its wb_notify in one step (order 1 before 2): freed, on either port and on
 * both; with an alloc in the same step (phase 5 last) the freed register is taken again. */
START_TEST(test_zmb_wb_same) {
#if GEOM
  const wt_scenario_t *sc = scen("zmb_wb_same");
  st_t s;
  out_t o;
  pe_avail_vec_reset(&s);
  for (unsigned c = 0; c < 6u; c += 2u) {
    scen_cycle(sc, c, &s, &o);
    check_out(&o, true, true, 1u);
    check_state(&s, SET(1), NONE);
    scen_cycle(sc, c + 1u, &s, &o);
    check_out(&o, true, true, 0u); /* the lookup sees 1 freed; bank 0 -> 0 */
    check_state(&s, NONE, NONE);
  }
  scen_cycle(sc, 6, &s, &o);
  check_state(&s, SET(1), NONE);
  scen_cycle(sc, 7, &s, &o);
  check_out(&o, true, true, 1u);
  check_state(&s, SET(1), NONE);
#endif
}
END_TEST

/* The protocol errors are ignored (pe_avail_vec.h): mark_zombie of a free register; release of a
 * zombie (its writeback still frees it). */
START_TEST(test_ignore) {
#if GEOM
  const wt_scenario_t *sc = scen("ignore");
  st_t s;
  out_t o;
  pe_avail_vec_reset(&s);
  scen_cycle(sc, 0, &s, &o);
  check_state(&s, NONE, NONE);
  scen_cycle(sc, 1, &s, &o);
  check_out(&o, true, true, 2u);
  check_state(&s, SET(2), NONE);
  scen_cycle(sc, 2, &s, &o);
  check_state(&s, SET(2), SET(2));
  scen_cycle(sc, 3, &s, &o);
  check_state(&s, SET(2), SET(2));
  scen_cycle(sc, 4, &s, &o);
  check_state(&s, NONE, NONE);
#endif
}
END_TEST

/* The lookup is driven without alloc_v and changes nothing; with alloc_v it takes the same
 * register. Every bank of an empty vector: the bank's first register b. */
START_TEST(test_lookup_only) {
  st_t s, before;
  out_t o;
  pe_avail_vec_reset(&s);
  for (uint32_t b = 0; b < WT_RBANKS; b++) {
    in_t in = idle();
    in.alloc_bank = b;
    before = s;
    cycle(&s, &in, &o);
    check_out(&o, true, true, b);
    ck_assert(wt_same_packed(pe_avail_vec_block.state, &s, &before));
  }
  in_t in = mk_alloc(WT_RBANKS - 1u);
  cycle(&s, &in, &o);
  check_out(&o, true, true, WT_RBANKS - 1u);
  ck_assert(wt_vbit(s.used, PE_AVAIL_VEC_WW, WT_RBANKS - 1u));
}
END_TEST

/* Filling the vector with alloc(bank 2): the bank's registers in order 2, 6, 10, ..., then the
 * others from 0 up; the (N+1)-th alloc stalls. */
START_TEST(test_fill_order) {
#if GEOM
  st_t s;
  out_t o;
  pe_avail_vec_reset(&s);
  for (uint32_t k = 0; k < N; k++) {
    in_t in = mk_alloc(2u);
    cycle(&s, &in, &o);
    uint32_t want;
    if (k < N / 4u) {
      want = 2u + 4u * k;
    } else {
      const uint32_t j = k - N / 4u; /* j-th register not in bank 2 */
      want = (j / 3u) * 4u + (j % 3u == 2u ? 3u : j % 3u);
    }
    check_out(&o, true, true, want);
  }
  in_t in = mk_alloc(2u);
  cycle(&s, &in, &o);
  check_out(&o, false, false, 0u);
#endif
}
END_TEST

/* The check hook: a zombie outside used is a violation; so is a bit above a word's width. */
START_TEST(test_check_hook) {
  st_t s;
  char msg[160];
  pe_avail_vec_reset(&s);
  ck_assert(pe_avail_vec_check(&s, msg, sizeof msg));
  s.zombie[0] = 1u << 3;
  ck_assert(!pe_avail_vec_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "register 3 is a zombie"));
  s.used[0] = 1u << 3;
  ck_assert(pe_avail_vec_check(&s, msg, sizeof msg));
  s.used[PE_AVAIL_VEC_NW - 1u] |= (uint32_t)1u << (PE_AVAIL_VEC_WW - 1u); /* register N - 1 */
  ck_assert(pe_avail_vec_check(&s, msg, sizeof msg));
#if PE_AVAIL_VEC_WW < 32
  s.used[0] |= 1u << PE_AVAIL_VEC_WW; /* above the word's width */
  ck_assert(!pe_avail_vec_check(&s, msg, sizeof msg));
  ck_assert_ptr_nonnull(strstr(msg, "width"));
#endif
  ck_assert(pe_avail_vec_block.check != NULL);
}
END_TEST

/* comb is pure, and the in-place step (next == s) equals the two-buffer step
 * (wt_check_comb_in_place). */
START_TEST(test_comb_in_place) {
#if WT_RREGS >= 2 * WT_RBANKS
  /* Bank b's first two registers r0 = b, r1 = b + RBANKS (b = 1, or 0 with one bank). */
  const uint32_t b = 1u % WT_RBANKS, r0 = b, r1 = b + WT_RBANKS;
  st_t s, n1;
  out_t o1;
  pe_avail_vec_reset(&s);
  in_t in = mk_alloc(b);
  cycle(&s, &in, &o1);
  cycle(&s, &in, &o1);
  check_state(&s, SET(r0, r1), NONE);
  /* r0 discarded and written back in one step, r1 released, then alloc(b) takes r0 again. */
  in = mk_alloc(b);
  in.zmb_mask[r0 / VW] = 1u << (r0 % VW);
  in.wbn0_v = true;
  in.wbn0_idx = r0;
  in.rel_mask[r1 / VW] = 1u << (r1 % VW);
  wt_check_comb_in_place(&pe_avail_vec_block, &s, &in, &o1, &n1);
  ck_assert_uint_eq(o1.alloc_idx, r0);
  check_state(&n1, SET(r0), NONE);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen and random: the reference every cycle
////////////////////////////////////////////////////////////////////////////////

WT_SCEN_LIST_TEST(pe_avail_vec, "pm1_alloc", "pm6_fallback", "pm7_zombie", "reserve_launch", "all_used",
                  "zmb_wb_same", "ignore")

/* Constrained random (loop index = seed): the reference every cycle, the check hook, widths, and
 * the corners reached: allocations, bank fallbacks, stalls on a full vector, zombie frees, full
 * vectors, several zombies at once, reserves. */
static void reached(const ref_t *r) {
  WT_CHECK_REACHED(WT_REACH(r->allocs, 1000u), WT_REACH(r->fallbacks, 100u), WT_REACH(r->stalls, 10u),
                   WT_REACH(r->zfrees, 500u), WT_REACH(r->full, 10u), WT_REACH(r->zombies_max, 3u),
                   WT_REACH(r->rsv, 10u));
}

WT_RUN_TESTS(run_of, 30000u, reached)

////////////////////////////////////////////////////////////////////////////////
// tables
////////////////////////////////////////////////////////////////////////////////

static const wt_want_field_t in_want[] = {
    WT_WANT(in_t, zmb_mask, VW, N / VW), WT_WANT(in_t, wbn0_v, 1, 1),
    WT_WANT(in_t, wbn0_idx, WT_PHYW, 1), WT_WANT(in_t, wbn1_v, 1, 1),
    WT_WANT(in_t, wbn1_idx, WT_PHYW, 1), WT_WANT(in_t, rel_mask, VW, N / VW),
    WT_WANT(in_t, rsv_v, 1, 1),          WT_WANT(in_t, rsv_mask, VW, N / VW),
    WT_WANT(in_t, alloc_v, 1, 1),        WT_WANT(in_t, alloc_bank, WT_BANKW, 1),
};
static const wt_want_field_t out_want[] = {
    WT_WANT(out_t, any_free, 1, 1),
    WT_WANT(out_t, alloc_ok, 1, 1),
    WT_WANT(out_t, alloc_idx, WT_PHYW, 1),
};
static const wt_want_field_t state_want[] = {
    WT_WANT(st_t, used, VW, N / VW),
    WT_WANT(st_t, zombie, VW, N / VW),
};

/* SPEC 3.5: used[128] is D1's 128 b/SM (PAPER); MODEL adds zombie[128]: 256 b. The parts show
 * the two vectors; alloc_idx is qualified by alloc_ok. */
START_TEST(test_layout_bits) {
  const wt_block_t *b = &pe_avail_vec_block;
  wt_fields_t t = b->state;
  ck_assert_uint_eq(wt_field_offset(t, 0), 0u);
  ck_assert_uint_eq(wt_field_offset(t, 1), N);
  ck_assert_uint_eq(wt_fields_bits(t), 2u * N);
#if WT_RREGS == 128
  ck_assert_uint_eq(wt_fields_bits(t), 256u);
  ck_assert_uint_eq(WT_PHYW, 7u);
#else
#endif
  ck_assert_uint_eq(b->nparts, 2u);
  ck_assert_str_eq(b->parts[0].fields[0], "used");
  ck_assert_str_eq(b->parts[1].fields[0], "zombie");
  ck_assert_str_eq(b->out.f[2].qual, "alloc_ok");
  ck_assert_uint_eq(WT_BANKW,
                    WT_RBANKS <= 2 ? 1u : 2u + (WT_RBANKS > 4) + (WT_RBANKS > 8) + (WT_RBANKS > 16));
  ck_assert_str_eq(b->name, "pe_avail_vec");
}
END_TEST

WT_TABLE_WANT_TEST(pe_avail_vec_block, in_want, out_want, state_want)

WT_UNIT_SUITE("pe_avail_vec") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),

    WT_TCASE("spec", 0),
    WT_TEST(test_pm1_alloc),
    WT_TEST(test_pm6_fallback),
    WT_TEST(test_pm7_zombie),

    WT_TCASE("corner", 0),
    WT_TEST(test_reserve_launch),
    WT_TEST(test_all_used),
    WT_TEST(test_zmb_wb_same),
    WT_TEST(test_ignore),
    WT_TEST(test_lookup_only),
    WT_TEST(test_fill_order),
    WT_TEST(test_check_hook),
    WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&pe_avail_vec_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_WANT_CASES(pe_avail_vec_block),
    WT_TEST(test_layout_bits),
    WT_END,
};
