/* rtl_c/dwf_dtime.c: C model of the DTime selector (contract in dwf_dtime.h). */
#include "dwf_dtime.h"

#include <string.h>

#define WP_V (UINT32_C(1) << WT_IDXW) /* the valid bit of a {V, idx} pointer (SPEC 0.2) */
#define WP_IDX WT_MASK32(WT_IDXW)

void dwf_dtime_reset(dwf_dtime_state_t *s) { memset(s, 0, sizeof *s); }

/* Phase 1 (RTL iss_v_o, iss_idx_o). */
void dwf_dtime_p1(const dwf_dtime_state_t *s, bool *iss_v, uint32_t *iss_idx) {
  *iss_v = (s->head & WP_V) != 0u;
  *iss_idx = *iss_v ? s->head & WP_IDX : 0u;
}

/* RTL head_1, tail_1. */
void dwf_dtime_issue_commit(dwf_dtime_state_t *s, uint32_t next) {
  WT_ASSERT_FITS(next, WT_WPW);
  const uint32_t w = s->head & WP_IDX;
  s->head = next;
  if (w == (s->tail & WP_IDX)) {
    s->tail = 0u;
  }
}

/* One port (RTL g_ins[p]: lk, lk_idx, head_out, tail_out). */
void dwf_dtime_insert(dwf_dtime_state_t *s, uint32_t wid, bool *lk, uint32_t *lk_idx) {
  WT_ASSERT_FITS(wid, WT_IDXW);
  *lk = (s->tail & WP_V) != 0u;
  *lk_idx = *lk ? s->tail & WP_IDX : 0u;
  if (!*lk) {
    s->head = WP_V | wid;
  }
  s->tail = WP_V | wid;
}

void dwf_dtime_comb(const dwf_dtime_state_t *s, const dwf_dtime_in_t *in, dwf_dtime_out_t *out,
                    dwf_dtime_state_t *next) {
  WT_ASSERT_FITS(in->iss_next, WT_WPW);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Phase 1: ISSUE of HEAD. */
  dwf_dtime_p1(next, &out->iss_v, &out->iss_idx);
  if (out->iss_v) {
    dwf_dtime_issue_commit(next, in->iss_next);
  }
  /* Phase 2: port 0, then port 1 (RTL g_ins[p]). */
  const bool ins[2] = {in->ins0, in->ins1};
  const uint32_t wid[2] = {in->ins0_wid, in->ins1_wid};
  bool lk[2] = {false, false};
  uint32_t lk_idx[2] = {0u, 0u};
  for (unsigned p = 0; p < 2u; p++) {
    if (ins[p]) {
      dwf_dtime_insert(next, wid[p], &lk[p], &lk_idx[p]);
    }
  }
  out->lk0 = lk[0];
  out->lk0_idx = lk_idx[0];
  out->lk1 = lk[1];
  out->lk1_idx = lk_idx[1];
}

bool dwf_dtime_check(const dwf_dtime_state_t *s, char *msg, size_t n) {
  if (!wt_fields_width_ok(dwf_dtime_block.state, s, msg, n)) {
    return false;
  }
  if ((s->head & WP_V) != (s->tail & WP_V)) {
    return wt_fail(msg, n, "DTime HEAD 0x%x and TAIL 0x%x differ in validity", (unsigned)s->head,
                   (unsigned)s->tail);
  }
  return true;
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(dwf_dtime, DWF_DTIME)
WT_CHECK_ADAPTER(dwf_dtime)

static const char *const fifo_part[] = {"head", "tail", NULL};
static const wt_part_t parts[] = {
    {"DTime FIFO ends", fifo_part, "not in D3 (no DTime hardware); SPEC 1.8 [RES]: head, tail 2 x 8 b",
     WT_WHOLE},
};
const wt_block_t dwf_dtime_block =
    WT_DESCRIPTOR(dwf_dtime, .check = check_v,
                  .paper_ref = "none: D3 4.3 defines DTime in words only (SPEC 1.8)", WT_PARTS(parts));
