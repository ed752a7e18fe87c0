/* rtl_c/dwf_pc_warp_lut.c: C model of the PC-warp LUT (contract in dwf_pc_warp_lut.h). */
#include "dwf_pc_warp_lut.h"

#include <stddef.h>
#include <string.h>

void dwf_pc_warp_lut_reset(dwf_pc_warp_lut_state_t *s) { memset(s, 0, sizeof *s); }

/* The lookup of one port. The ways of the set are compared at once into a hit mask and an
 * invalid mask; the lowest set bit wins, as the RTL's priority loop ("first match wins"). Inlined
 * into comb: it runs three times per cycle. */
static inline void lookup(const dwf_pc_warp_lut_state_t *s, uint32_t pc, dwf_pc_warp_lut_look_t *r) {
  WT_ASSERT_FITS(pc, WT_PCW);
  const uint32_t set = pc & (WT_PWL_SETS - 1u);
  const uint32_t base = set * WT_PWL_WAYS;
  uint32_t hit_mask = 0, inv_mask = 0;
  for (uint32_t w = 0; w < WT_PWL_WAYS; w++) {
    hit_mask |= (uint32_t)(s->v[base + w] & (s->pc[base + w] == pc)) << w;
    inv_mask |= (uint32_t)!s->v[base + w] << w;
  }
  r->set = set;
  r->hit = hit_mask != 0u;
  r->evict = !r->hit && inv_mask == 0u;
  if (r->hit) {
    r->way = wt_ctz32(hit_mask);
    r->occ = s->occ[base + r->way];
    r->idx = s->idx[base + r->way];
  } else {
    r->way = inv_mask != 0u ? wt_ctz32(inv_mask) : s->rr[set];
    r->occ = 0;
    r->idx = 0;
  }
}

void dwf_pc_warp_lut_lookup(const dwf_pc_warp_lut_state_t *s, uint32_t pc, dwf_pc_warp_lut_look_t *r) {
  lookup(s, pc, r);
}

void dwf_pc_warp_lut_write(dwf_pc_warp_lut_state_t *s, uint32_t pc, const dwf_pc_warp_lut_look_t *r,
                           uint32_t occ, uint32_t idx) {
  WT_ASSERT_FITS(occ, WT_NL);
  WT_ASSERT_FITS(idx, WT_IDXW);
  uint32_t e = r->set * WT_PWL_WAYS + r->way;
  /* A hit keeps V and the tag, a miss sets both: either way the entry ends valid with tag `pc`,
   * so V and PC are written on every write, as in the RTL's p_write / g_entry_d. */
  s->v[e] = true;
  s->pc[e] = pc;
  s->occ[e] = occ;
  s->idx[e] = idx;
  if (r->evict) {
    s->rr[r->set] = wt_trunc32(s->rr[r->set] + 1u, WT_PWL_WAYW);
  }
}

bool dwf_pc_warp_lut_inval(dwf_pc_warp_lut_state_t *s, uint32_t pc, uint32_t idx) {
  WT_ASSERT_FITS(idx, WT_IDXW);
  dwf_pc_warp_lut_look_t r;
  lookup(s, pc, &r);
  if (r.hit && r.idx == idx) {
    s->v[r.set * WT_PWL_WAYS + r.way] = false;
    return true;
  }
  return false;
}

void dwf_pc_warp_lut_comb(const dwf_pc_warp_lut_state_t *s, const dwf_pc_warp_lut_in_t *in,
                          dwf_pc_warp_lut_out_t *out, dwf_pc_warp_lut_state_t *next) {
  dwf_pc_warp_lut_look_t r;
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Phase 1: invalidate-on-issue. */
  out->inv_hit = in->inv && dwf_pc_warp_lut_inval(next, in->inv_pc, in->inv_idx);
  /* Phase 2: port 0 (WUR0). */
  lookup(next, in->p0_pc, &r);
  out->p0_hit = r.hit;
  out->p0_way = r.way;
  out->p0_occ = r.occ;
  out->p0_idx = r.idx;
  if (in->p0_we) {
    dwf_pc_warp_lut_write(next, in->p0_pc, &r, in->p0_wocc, in->p0_widx);
  }
  /* Phase 3: port 1 (WUR1), seeing port 0's write. */
  lookup(next, in->p1_pc, &r);
  out->p1_hit = r.hit;
  out->p1_way = r.way;
  out->p1_occ = r.occ;
  out->p1_idx = r.idx;
  if (in->p1_we) {
    dwf_pc_warp_lut_write(next, in->p1_pc, &r, in->p1_wocc, in->p1_widx);
  }
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(dwf_pc_warp_lut, DWF_PC_WARP_LUT)

/* D3 Tab 7.1 "PC-Warp LUT 64 PC (24-bit) OCC (32-bit) IDX (7-bit) 4032": the stated figure
 * belongs to the baseline geometry (64 entries, 24-bit PC, 32 lanes, 7-bit IDX). */
/* The memory split (tools/bits.c): D3 Tab 7.1 builds the LUT as a 4-way set-associative memory with
 * 2 read and 2 write ports (Tab 7.2 says 1 write port: SPEC 8 X4); the valid bits sit in its tag
 * array. The round-robin pointers stay flip-flops. */
static const char *const lut_mem[] = {"v", "pc", "occ", "idx", NULL};
static const wt_mem_t mems[] = {
    {"PC-Warp LUT", lut_mem, 1, WT_PWL_WAYS, 2, 2, "D3 Tab 7.1: set-associative memory, 2 RP, 2 WP"},
};
const wt_block_t dwf_pc_warp_lut_block = WT_DESCRIPTOR(
    dwf_pc_warp_lut, .paper_ref = "D3 Tab 7.1 PC-Warp LUT: 64 x (PC 24 + OCC 32 + IDX 7)", WT_MEMS(mems));
