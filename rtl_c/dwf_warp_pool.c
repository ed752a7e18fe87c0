/* rtl_c/dwf_warp_pool.c: C model of the warp pool (contract in dwf_warp_pool.h). */
#include "dwf_warp_pool.h"

#include <assert.h>
#include <stddef.h>

void dwf_warp_pool_reset(dwf_warp_pool_state_t *s) {
  for (uint32_t i = 0; i < WT_POOL; i++) {
    for (uint32_t l = 0; l < WT_NL; l++) {
      s->tid[i][l] = DWF_WARP_POOL_TID_NONE;
    }
    s->pc[i] = 0;
    s->next[i] = 0;
  }
}

void dwf_warp_pool_issue(dwf_warp_pool_state_t *s, uint32_t idx, bool clear, uint32_t *pc, uint32_t *next,
                         uint32_t tid[WT_NL], uint32_t *mask, uint32_t *nthd) {
  assert(idx < WT_POOL);
  uint32_t m = 0;
  /* The read sees the entry before the clear (RTL: the outputs come from the registers). */
  for (uint32_t l = 0; l < WT_NL; l++) {
    tid[l] = s->tid[idx][l];
    m |= (uint32_t)(tid[l] != DWF_WARP_POOL_TID_NONE) << l;
  }
  *pc = s->pc[idx];
  *next = s->next[idx];
  *mask = m;
  *nthd = wt_popcount32(m);
  if (clear) {
    for (uint32_t l = 0; l < WT_NL; l++) {
      s->tid[idx][l] = DWF_WARP_POOL_TID_NONE;
    }
  }
}

void dwf_warp_pool_write(dwf_warp_pool_state_t *s, bool new_warp, uint32_t pc, uint32_t req, uint32_t cnf,
                         uint32_t iold, uint32_t inew, const uint32_t tid[WT_NL]) {
  WT_ASSERT_FITS(pc, WT_PCW);
  WT_ASSERT_FITS(req, WT_NL);
  WT_ASSERT_FITS(cnf, WT_NL);
  /* One write per TID bank: lane l goes to exactly one entry (the per-bank address mux of
   * Fig 4.4(b), driven by CNF bit l). */
  for (uint32_t l = 0; l < WT_NL; l++) {
    if ((req >> l) & 1u) {
      uint32_t dest = ((cnf >> l) & 1u) ? inew : iold;
      assert(dest < WT_POOL);
      WT_ASSERT_FITS(tid[l], WT_TIDW);
      s->tid[dest][l] = tid[l];
    }
  }
  if (new_warp) {
    assert(inew < WT_POOL);
    s->pc[inew] = pc;
    s->next[inew] = 0u; /* INVALID */
  }
}

void dwf_warp_pool_link(dwf_warp_pool_state_t *s, uint32_t idx, uint32_t next) {
  assert(idx < WT_POOL);
  WT_ASSERT_FITS(next, WT_WPW);
  s->next[idx] = next;
}

void dwf_warp_pool_comb(const dwf_warp_pool_state_t *s, const dwf_warp_pool_in_t *in,
                        dwf_warp_pool_out_t *out, dwf_warp_pool_state_t *next) {
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Phase 1: issue read (start-of-cycle contents) and clear-on-free. */
  dwf_warp_pool_issue(next, in->iss_idx, in->iss, &out->iss_pc, &out->iss_next, out->iss_tid, &out->iss_mask,
                      &out->iss_nthd);
  /* Phase 2: WUR0 write port. */
  if (in->w0) {
    dwf_warp_pool_write(next, in->w0_new, in->w0_pc, in->w0_req, in->w0_cnf, in->w0_iold, in->w0_inew,
                        in->w0_tid);
  }
  /* Phase 3: link 0. */
  if (in->l0) {
    dwf_warp_pool_link(next, in->l0_idx, in->l0_next);
  }
  /* Phase 4: WUR1 write port, seeing phases 1-3. */
  if (in->w1) {
    dwf_warp_pool_write(next, in->w1_new, in->w1_pc, in->w1_req, in->w1_cnf, in->w1_iold, in->w1_inew,
                        in->w1_tid);
  }
  /* Phase 5: link 1. */
  if (in->l1) {
    dwf_warp_pool_link(next, in->l1_idx, in->l1_next);
  }
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(dwf_warp_pool, DWF_WARP_POOL)

/* D3 Tab 7.1 "Warp Pool 128 TID (10-bit) x 32, PC (24-bit), Scheduler Data (10-bit) 44928": the
 * stated figure belongs to the baseline geometry; it equals 128 x 351, not the 128 x 354 = 45312
 * of the listed fields (SPEC 8 X1). PAPER-FIELDS keeps the listed 10-bit scheduler data. */
/* The memory split (tools/bits.c): D3 §4.2.1 and Tab 7.2 build the pool as 33 banks: one TID bank
 * per lane (1 read, 1 write port) and one PC bank (PC and scheduler data: 1 read, 2 write ports). */
static const char *const tid_mem[] = {"tid", NULL};
static const char *const pc_mem[] = {"pc", "next", NULL};
static const wt_mem_t mems[] = {
    {"Warp Pool TID banks", tid_mem, WT_NL, 1, 1, 1, "D3 §4.2.1, Tab 7.2: a TID bank per lane, 1 RP, 1 WP"},
    {"Warp Pool PC bank", pc_mem, 1, 1, 1, 2, "D3 §4.2.1, Tab 7.2: PC bank, 1 RP, 2 WP"},
};
const wt_block_t dwf_warp_pool_block = WT_DESCRIPTOR(
    dwf_warp_pool,
    .paper_ref = "D3 Tab 7.1 Warp Pool: 128 x (TID 10 x 32 + PC 24 + Scheduler Data 10), stated 44928 (X1)",
    WT_MEMS(mems));
