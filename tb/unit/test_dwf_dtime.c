/* tb/unit/test_dwf_dtime.c: Check suite for the DTime selector (rtl_c/dwf_dtime.h, SPEC 1.8).
 *
 * The fifo scenario's expected values are worked out by hand in tb/stim/dwf_dtime_scen.c's table.
 * The reference run drives the block with its own shadow of the pool's NEXT field and compares
 * every issue with a plain array queue written here from SPEC 1.8 (append a new warp at the back,
 * issue the front); it shares no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "dwf_dtime.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(dwf_dtime)

#define V (UINT32_C(1) << WT_IDXW)

static void check_inv(const st_t *s) {
  char msg[160];
  if (!dwf_dtime_check(s, msg, sizeof msg)) {
    ck_abort_msg("dwf_dtime invariant: %s", msg);
  }
}

START_TEST(test_reset) {
  st_t s;
  memset(&s, 0xA5, sizeof s);
  dwf_dtime_reset(&s);
  EQ(s.head, 0u);
  EQ(s.tail, 0u);
  in_t in = idle();
  out_t o;
  cycle(&s, &in, &o);
  ck_assert(!o.iss_v && !o.lk0 && !o.lk1);
}
END_TEST

/* fifo (tb/stim/dwf_dtime_scen.c): per cycle, the issue, the LINK writes and HEAD/TAIL after. */
typedef struct {
  bool iss_v;
  uint32_t iss_idx;
  bool lk0;
  uint32_t lk0_idx;
  bool lk1;
  uint32_t lk1_idx;
  uint32_t head, tail;
} fifo_want_t;

START_TEST(test_fifo) {
  static const fifo_want_t want[8] = {
      {false, 0, false, 0, true, 3, V | 3u, V | 5u}, /* c0: 3, 5 appended; LINK 3 -> 5 */
      {true, 3, true, 5, false, 0, V | 5u, V | 1u},  /* c1: issue 3; 1 appended; LINK 5 -> 1 */
      {true, 5, false, 0, false, 0, V | 1u, V | 1u}, /* c2: issue 5 */
      {true, 1, false, 0, false, 0, V | 2u, V | 2u}, /* c3: issue the tail 1, empty; 2 alone */
      {true, 2, false, 0, true, 6, V | 6u, V | 0u},  /* c4: issue 2, empty; 6, 0; LINK 6 -> 0 */
      {true, 6, false, 0, false, 0, V | 0u, V | 0u}, /* c5: issue 6 */
      {true, 0, false, 0, false, 0, 0u, 0u},         /* c6: issue the tail 0, empty */
      {false, 0, false, 0, false, 0, 0u, 0u},        /* c7: idle */
  };
  const wt_scenario_t *sc = scen_n("fifo", 8u);
  st_t s;
  dwf_dtime_reset(&s);
  for (unsigned c = 0; c < 8u; c++) {
    out_t o;
    scen_cycle(sc, c, &s, &o);
    const fifo_want_t *w = &want[c];
    ck_assert_msg(o.iss_v == w->iss_v && (!w->iss_v || o.iss_idx == w->iss_idx),
                  "c%u: issue v %d idx %u, expected v %d idx %u", c, o.iss_v, o.iss_idx, w->iss_v,
                  w->iss_idx);
    ck_assert_msg(o.lk0 == w->lk0 && o.lk0_idx == w->lk0_idx && o.lk1 == w->lk1 && o.lk1_idx == w->lk1_idx,
                  "c%u: LINK %d/%u %d/%u, expected %d/%u %d/%u", c, o.lk0, o.lk0_idx, o.lk1, o.lk1_idx,
                  w->lk0, w->lk0_idx, w->lk1, w->lk1_idx);
    ck_assert_msg(s.head == w->head && s.tail == w->tail, "c%u: HEAD 0x%x TAIL 0x%x, expected 0x%x 0x%x", c,
                  s.head, s.tail, w->head, w->tail);
    check_inv(&s);
  }
}
END_TEST

/* The reference run: a pool of WT_POOL entries, each free or queued; new warps take a random free
 * index, and the block's LINK writes go into the shadow NEXT array, which answers its issues. */
START_TEST(test_reference) {
  wt_rng_t rng = wt_rng_seed((uint64_t)_i, "dtime_ref");
  st_t s;
  dwf_dtime_reset(&s);
  uint32_t next[WT_POOL], q[WT_POOL];
  bool used[WT_POOL];
  unsigned qh = 0, qn = 0, issues = 0, max_len = 0;
  memset(next, 0, sizeof next);
  memset(used, 0, sizeof used);
  for (unsigned c = 0; c < 20000u; c++) {
    in_t in = idle();
    const bool will_issue = qn > 0u;
    uint32_t front = will_issue ? q[qh] : 0u;
    in.iss_next = will_issue ? next[front] : 0u;
    uint32_t wid[2] = {0u, 0u};
    bool ins[2] = {false, false};
    unsigned nfree = WT_POOL - qn + (will_issue ? 1u : 0u);
    if (will_issue) {
      used[front] = false; /* freed in phase 1, reusable in phase 2 */
    }
    for (unsigned p = 0; p < 2u; p++) {
      if (nfree > 0u && wt_rng_chance(&rng, 1u + (c / 2000u) % 3u, 4u)) {
        uint32_t k = wt_rng_below(&rng, nfree);
        for (uint32_t e = 0; e < WT_POOL; e++) {
          if (!used[e] && k-- == 0u) {
            wid[p] = e;
            break;
          }
        }
        used[wid[p]] = true;
        next[wid[p]] = 0u; /* a new warp's NEXT is INVALID (SPEC 1.5) */
        ins[p] = true;
        nfree--;
      }
    }
    in.ins0 = ins[0];
    in.ins0_wid = wid[0];
    in.ins1 = ins[1];
    in.ins1_wid = wid[1];
    out_t o;
    cycle(&s, &in, &o);
    check_inv(&s);
    /* Reference: issue the front, then append the new warps. */
    ck_assert_msg(o.iss_v == will_issue, "cycle %u: iss_v %d, queue length %u", c, o.iss_v, qn);
    if (will_issue) {
      EQ(o.iss_idx, front);
      qh = (qh + 1u) % WT_POOL;
      qn--;
      issues++;
    }
    const bool lk[2] = {o.lk0, o.lk1};
    const uint32_t lk_idx[2] = {o.lk0_idx, o.lk1_idx};
    for (unsigned p = 0; p < 2u; p++) {
      if (!ins[p]) {
        ck_assert(!lk[p]);
        continue;
      }
      ck_assert_msg(lk[p] == (qn > 0u), "cycle %u port %u: LINK %d with %u queued", c, p, lk[p], qn);
      if (lk[p]) {
        EQ(lk_idx[p], q[(qh + qn - 1u) % WT_POOL]);
        next[lk_idx[p]] = V | wid[p];
      }
      q[(qh + qn) % WT_POOL] = wid[p];
      qn++;
    }
    max_len = qn > max_len ? qn : max_len;
  }
  WT_CHECK_REACHED(WT_REACH(issues, 1000u), WT_REACH(max_len, 3u));
}
END_TEST

/* The random stimulus: the invariants every cycle. */
WT_STATE_HOOK(run_inv, void, k, s) { check_inv(s); }

static wt_run_t make_run(void) {
  static st_t s;
  static int ctx;
  return WT_RUN(&dwf_dtime_stim, &s, &ctx, .every = run_inv);
}
static void reached(void *ctx) { (void)ctx; }
WT_RUN_TESTS(make_run, 20000u, reached)

WT_UNIT_SUITE("dwf_dtime") = {
    WT_TCASE("directed", 0),
    WT_TEST(test_reset),
    WT_TEST(test_fifo),
    WT_LOOP(test_reference, 1, 3),
    WT_TCASE("scen", 0),
    WT_SCEN_LOOP(test_scen_run, &dwf_dtime_stim),
    WT_RANDOM_CASES(0, 2),
    WT_TABLE_CASES(dwf_dtime_block),
    WT_END,
};
