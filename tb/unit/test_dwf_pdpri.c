/* tb/unit/test_dwf_pdpri.c: Check suite for the DPdPri selector (rtl_c/dwf_pdpri.h, SPEC 1.8).
 *
 * The keys scenario's expected values are worked out by hand in tb/stim/dwf_pdpri_scen.c's
 * comment; the saturation test counts one thread up past 255 by hand.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "dwf_pdpri.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(dwf_pdpri)

#define NONE WT_MASK32(WT_TIDW)

START_TEST(test_reset) {
  static st_t s;
  memset(&s, 0xA5, sizeof s);
  dwf_pdpri_reset(&s);
  for (unsigned t = 0; t < WT_THREADS; t++) {
    EQ(s.pdc[t], 0u);
  }
  for (unsigned e = 0; e < WT_POOL; e++) {
    EQ(s.key[e], 0u);
    ck_assert(!s.wv[e]);
  }
}
END_TEST

START_TEST(test_keys) {
  /* The issued index per cycle (-1: none). */
  static const int want[10] = {-1, -1, 1, 2, 0, -1, 5, 3, 6, 7};
  const wt_scenario_t *sc = scen_n("keys", 10u);
  static st_t s;
  dwf_pdpri_reset(&s);
  for (unsigned c = 0; c < 10u; c++) {
    out_t o;
    scen_cycle(sc, c, &s, &o);
    ck_assert_msg(o.iss_v == (want[c] >= 0) && (!o.iss_v || o.iss_idx == (uint32_t)want[c]),
                  "c%u: issue v %d idx %u, expected %d", c, o.iss_v, o.iss_idx, want[c]);
    if (c == 0u) {
      EQ(s.pdc[0], 1u);
      EQ(s.pdc[1], 1u);
      EQ(s.pdc[2], 0u);
    } else if (c == 1u) {
      EQ(s.key[2], 1u);
      EQ(s.key[1], 0u);
      ck_assert(s.wv[1] && s.wv[2]);
      EQ(s.pdc[0], 2u);
    } else if (c == 2u) {
      EQ(s.key[0], 2u);
      EQ(s.key[2], 0u);
      ck_assert(!s.wv[1] && s.wv[0] && s.wv[2]);
    }
  }
  for (unsigned e = 0; e < WT_POOL; e++) {
    ck_assert(!s.wv[e]);
  }
}
END_TEST

/* 300 writebacks of thread 0 through a reconvergence point: PDC[0] stops at 255. */
START_TEST(test_saturate) {
  static st_t s;
  dwf_pdpri_reset(&s);
  in_t in = idle();
  for (unsigned l = 0; l < WT_NL; l++) {
    in.wb_tid[l] = NONE;
    in.ins0_tid[l] = NONE;
    in.ins1_tid[l] = NONE;
  }
  in.wb_tid[0] = 0u;
  in.wb_v = 1u;
  in.wb_rcv = 1u;
  for (unsigned c = 0; c < 300u; c++) {
    out_t o;
    cycle(&s, &in, &o);
    EQ(s.pdc[0], c < 255u ? c + 1u : 255u);
  }
  EQ(s.pdc[1], 0u);
}
END_TEST

WT_STATE_HOOK(run_inv, void, k, s) {
  char msg[160];
  if (!dwf_pdpri_check(s, msg, sizeof msg)) {
    ck_abort_msg("dwf_pdpri: %s", msg);
  }
}

static wt_run_t make_run(void) {
  static st_t s;
  static int ctx;
  return WT_RUN(&dwf_pdpri_stim, &s, &ctx, .every = run_inv, .fits_every = 16);
}
static void reached(void *ctx) { (void)ctx; }
WT_RUN_TESTS(make_run, 5000u, reached)

WT_UNIT_SUITE("dwf_pdpri") = {
    WT_TCASE("directed", 0),
    WT_TEST(test_reset),
    WT_TEST(test_keys),
    WT_TEST(test_saturate),
    WT_TCASE("scen", 0),
    WT_SCEN_LOOP(test_scen_run, &dwf_pdpri_stim),
    WT_RANDOM_CASES(0, 2),
    WT_TABLE_CASES(dwf_pdpri_block),
    WT_END,
};
