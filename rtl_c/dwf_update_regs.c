/* rtl_c/dwf_update_regs.c: C model of the warp update registers (contract in dwf_update_regs.h). */
#include "dwf_update_regs.h"

#include <stddef.h>

#define TID_NONE DWF_UPDATE_REGS_TID_NONE

void dwf_update_regs_reset(dwf_update_regs_state_t *s) {
  for (unsigned k = 0; k < 2u; k++) {
    for (unsigned l = 0; l < WT_NL; l++) {
      s->tid[k][l] = TID_NONE;
    }
    s->pc[k] = 0;
    s->req[k] = 0;
  }
}

void dwf_update_regs_drain(dwf_update_regs_state_t *s, bool d0, bool d1) {
  if (d0) {
    s->req[0] = 0;
  }
  if (d1) {
    s->req[1] = 0;
  }
}

/* The lanes of `valid` whose npc equals `pc`: the RTL's per-lane comparators. */
static uint32_t lanes_with(uint32_t valid, const uint32_t *npc, uint32_t pc) {
  uint32_t m = 0;
  for (unsigned l = 0; l < WT_NL; l++) {
    m |= (uint32_t)(((valid >> l) & 1u) && npc[l] == pc) << l;
  }
  return m;
}

uint32_t dwf_update_regs_load(dwf_update_regs_state_t *s, uint32_t valid, const uint32_t *tid,
                              const uint32_t *npc) {
  WT_ASSERT_FITS(valid, WT_NL);
  if (s->req[0] != 0u || s->req[1] != 0u || valid == 0u) {
    return 0;
  }
  /* PC0 from the lowest valid lane; PC1 from the lowest valid lane left over (SPEC 1.2 [RES]). */
  const uint32_t pc0 = npc[wt_ctz32(valid)];
  const uint32_t req0 = lanes_with(valid, npc, pc0);
  const uint32_t rest = valid & ~req0;
  const uint32_t pc1 = rest != 0u ? npc[wt_ctz32(rest)] : 0u;
  const uint32_t req1 = rest != 0u ? lanes_with(rest, npc, pc1) : 0u;
  WT_ASSERT_FITS(pc0, WT_PCW);
  WT_ASSERT_FITS(pc1, WT_PCW);
  for (unsigned l = 0; l < WT_NL; l++) {
    WT_ASSERT_FITS(tid[l], WT_TIDW);
    s->tid[0][l] = ((req0 >> l) & 1u) ? tid[l] : TID_NONE;
    s->tid[1][l] = ((req1 >> l) & 1u) ? tid[l] : TID_NONE;
  }
  s->pc[0] = pc0;
  s->pc[1] = pc1;
  s->req[0] = req0;
  s->req[1] = req1;
  return req0 | req1;
}

uint32_t dwf_update_regs_lane_err(uint32_t valid, const uint32_t *tid) {
  uint32_t err = 0;
  for (unsigned l = 0; l < WT_NL; l++) {
    err |= (uint32_t)(((valid >> l) & 1u) && dwf_home_lane(tid[l], WT_SWZ) != l) << l;
  }
  return err;
}

void dwf_update_regs_comb(const dwf_update_regs_state_t *s, const dwf_update_regs_in_t *in,
                          dwf_update_regs_out_t *out, dwf_update_regs_state_t *next) {
  WT_ASSERT_FITS(in->in_valid, WT_NL);
  /* The register contents at the start of the cycle (read before `next` is touched: with
   * next == s the copy below is skipped and the phases write into the same struct). */
  for (unsigned k = 0; k < 2u; k++) {
    out->wur_pc[k] = s->pc[k];
    out->wur_req[k] = s->req[k];
    for (unsigned l = 0; l < WT_NL; l++) {
      out->wur_tid[k * WT_NL + l] = s->tid[k][l];
    }
  }
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  out->lane_err = dwf_update_regs_lane_err(in->in_valid, in->in_tid);
  /* Phase 1: drain. */
  dwf_update_regs_drain(next, in->drain0, in->drain1);
  /* Phase 2: load. */
  out->in_taken = dwf_update_regs_load(next, in->in_valid, in->in_tid, in->in_npc);
  out->in_accept = (in->in_valid & ~out->in_taken) == 0u;
}

/* ---- Field tables ---- */

#define IN_T dwf_update_regs_in_t
#define F(T, f, dims, w, d) WT_XFIELD(IN_T, T, f, w, d),
static const wt_field_t in_fields[] = {DWF_UPDATE_REGS_IN_FIELDS(F)};
#undef F
#define OUT_T dwf_update_regs_out_t
#define F(T, f, dims, w, d) WT_XFIELD(OUT_T, T, f, w, d),
static const wt_field_t out_fields[] = {DWF_UPDATE_REGS_OUT_FIELDS(F)};
#undef F
#define ST_T dwf_update_regs_state_t
#define F(T, f, dims, w, d) WT_XFIELD(ST_T, T, f, w, d),
static const wt_field_t state_fields[] = {DWF_UPDATE_REGS_STATE_FIELDS(F)};
#undef F

static void reset_v(void *s) { dwf_update_regs_reset(s); }
static void comb_v(const void *s, const void *in, void *out, void *next) {
  dwf_update_regs_comb(s, in, out, next);
}

/* D3 Tab 7.1 "Warp Update Register x2: TID (10-bit) x 32, PC (24-bit), REQ (32-bit), 752": the
 * stated figure belongs to the baseline widths (32 lanes, 10-bit TIDs, 24-bit PCs). */
const wt_block_t dwf_update_regs_block = {
    .name = "dwf_update_regs",
    .in = {in_fields, sizeof in_fields / sizeof in_fields[0]},
    .out = {out_fields, sizeof out_fields / sizeof out_fields[0]},
    .state = {state_fields, sizeof state_fields / sizeof state_fields[0]},
    .in_size = sizeof(IN_T),
    .out_size = sizeof(OUT_T),
    .state_size = sizeof(ST_T),
    .reset = reset_v,
    .comb = comb_v,
    .check = NULL,
    .paper_bits = (WT_NL == 32 && WT_TIDW == 10 && WT_PCW == 24) ? 752 : -1,
    .paper_field_bits = 2LL * (WT_NL * WT_TIDW + WT_PCW + WT_NL),
    .paper_ref = "D3 Tab 7.1 Warp Update Register x2: 2 x (TID 10x32 + PC 24 + REQ 32)",
    .parts = NULL,
    .nparts = 0,
};
