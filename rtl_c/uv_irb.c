/* rtl_c/uv_irb.c: C model of the instruction reuse buffer with parity (contract in uv_irb.h). */
#include "uv_irb.h"

#include <stddef.h>

#define E WT_IRB_ENTRIES
#define LAST ((uint32_t)(WT_IRB_ENTRIES - 1)) /* the LRU rank of the victim */

void uv_irb_reset(uv_irb_state_t *s) {
  for (uint32_t e = 0; e < E; e++) {
    s->v[e] = false;
    s->ppc[e] = 0;
    s->opc[e] = 0;
    s->s0[e] = 0;
    s->s1[e] = 0;
    s->s2[e] = 0;
    s->d[e] = 0;
    s->lru[e] = e;
    s->par[e] = false;
  }
}

bool uv_irb_parity(uint32_t ppc, uint32_t opc, uint32_t s0, uint32_t s1, uint32_t s2, uint32_t d) {
  return ((wt_popcount32(ppc) + wt_popcount32(opc) + wt_popcount32(s0) + wt_popcount32(s1) +
           wt_popcount32(s2) + wt_popcount32(d)) &
          1u) != 0u;
}

/* The tag bits a flip of covered bit `p` changes: its PPC bit, or its OPC bit (0 for a data bit). */
static uint32_t flip_ppc(uint32_t p) { return p < WT_IRB_PPCW ? UINT32_C(1) << p : 0u; }
static uint32_t flip_opc(uint32_t p) {
  return p >= WT_IRB_PPCW && p < WT_IRB_PPCW + WT_UV_OPCW ? UINT32_C(1) << (p - WT_IRB_PPCW) : 0u;
}

/* Flips covered bit `p` (< WT_IRB_COVW) of entry `e`: PPC, OPC, S0, S1, S2, D, LSB first. */
static void flip(uv_irb_state_t *n, uint32_t e, uint32_t p) {
  if (p < WT_IRB_PPCW + WT_UV_OPCW) {
    n->ppc[e] ^= flip_ppc(p);
    n->opc[e] ^= flip_opc(p);
    return;
  }
  const uint32_t q = p - WT_IRB_PPCW - WT_UV_OPCW;
  uint32_t *const val[4] = {&n->s0[e], &n->s1[e], &n->s2[e], &n->d[e]};
  *val[q / WT_UV_DW] ^= UINT32_C(1) << (q % WT_UV_DW);
}

void uv_irb_comb(const uv_irb_state_t *s, const uv_irb_in_t *in, uv_irb_out_t *out, uv_irb_state_t *next) {
  WT_ASSERT_FITS(in->pc, WT_PCW);
  WT_ASSERT_FITS(in->opc, WT_UV_OPCW);
  WT_ASSERT_FITS(in->s0, WT_UV_DW);
  WT_ASSERT_FITS(in->s1, WT_UV_DW);
  WT_ASSERT_FITS(in->s2, WT_UV_DW);
  WT_ASSERT_FITS(in->r, WT_UV_DW);
  WT_ASSERT_FITS(in->inj_e, WT_IRBW);
  WT_ASSERT_FITS(in->inj_bit, WT_IRB_POSW);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }

  /* Phase 1: the access. The CAM compares every entry; the hit is unique, so the hit entry's index
   * is the OR of the matching indices (as the RTL encodes its one-hot match), the victim likewise
   * (the ranks are a permutation). */
  const uint32_t ppc_in = uv_irb_ppc(in->pc);
  bool hit_any = false;
  uint32_t hit_e = 0, victim = 0;
  for (uint32_t e = 0; e < E; e++) {
    const bool hitv = next->v[e] && next->ppc[e] == ppc_in && next->opc[e] == in->opc;
    hit_any = hit_any || hitv;
    hit_e |= hitv ? e : 0u;
    victim |= next->lru[e] == LAST ? e : 0u;
  }
  out->hit = in->acc && hit_any;
  out->hit_e = out->hit ? hit_e : 0u;
  out->perr =
      out->hit && next->par[hit_e] != uv_irb_parity(next->ppc[hit_e], next->opc[hit_e], next->s0[hit_e],
                                                    next->s1[hit_e], next->s2[hit_e], next->d[hit_e]);
  const bool same = next->s0[hit_e] == in->s0 && next->s1[hit_e] == in->s1 && next->s2[hit_e] == in->s2;
  out->reuse = out->hit && !out->perr && same;
  out->d = out->reuse ? next->d[hit_e] : 0u;
  out->wr = in->acc && !out->reuse;
  const uint32_t te = out->hit ? hit_e : victim; /* the entry this access touches */
  out->wr_e = out->wr ? te : 0u;
  if (out->wr) {
    next->v[te] = true;
    next->ppc[te] = ppc_in;
    next->opc[te] = in->opc;
    next->s0[te] = in->s0;
    next->s1[te] = in->s1;
    next->s2[te] = in->s2;
    next->d[te] = in->r;
    next->par[te] = uv_irb_parity(ppc_in, in->opc, in->s0, in->s1, in->s2, in->r);
  }
  if (in->acc) { /* touch(te) */
    const uint32_t rt = next->lru[te];
    for (uint32_t e = 0; e < E; e++) {
      next->lru[e] = e == te ? 0u : next->lru[e] < rt ? next->lru[e] + 1u : next->lru[e];
    }
  }

  /* Phase 2: fault injection on the state after phase 1, refused for a position outside the
   * covered bits or a tag flip that would duplicate another valid entry's (PPC, OPC). */
  const uint32_t ie = in->inj_e, ip = in->inj_bit;
  const uint32_t inj_ppc = next->ppc[ie] ^ flip_ppc(ip), inj_opc = next->opc[ie] ^ flip_opc(ip);
  bool dup = false;
  for (uint32_t f = 0; f < E; f++) {
    dup = dup || (next->v[f] && f != ie && next->ppc[f] == inj_ppc && next->opc[f] == inj_opc);
  }
  out->inj_drop = in->inj && (ip >= WT_IRB_COVW || (next->v[ie] && dup));
  if (in->inj && !out->inj_drop) {
    flip(next, ie, ip);
  }
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(uv_irb, UV_IRB)
WT_CHECK_ADAPTER(uv_irb)

bool uv_irb_check(const uv_irb_state_t *s, char *msg, size_t len) {
  if (!wt_fields_width_ok(uv_irb_block.state, s, msg, len)) {
    return false;
  }
  uint64_t seen = 0;
  for (uint32_t e = 0; e < E; e++) {
    const uint32_t r = s->lru[e];
    if (r >= E || ((seen >> r) & 1u) != 0u) {
      return wt_fail(msg, len,
                     "LRU ranks are not a permutation of 0..%u: entry %u has rank %u, taken or too big",
                     (unsigned)LAST, (unsigned)e, (unsigned)r);
    }
    seen |= UINT64_C(1) << r;
  }
  for (uint32_t e = 0; e < E; e++) {
    for (uint32_t f = e + 1u; f < E; f++) {
      if (s->v[e] && s->v[f] && s->ppc[e] == s->ppc[f] && s->opc[e] == s->opc[f]) {
        return wt_fail(msg, len, "one (PPC, OPC) per valid entry: entries %u and %u both hold (0x%x, 0x%x)",
                       (unsigned)e, (unsigned)f, (unsigned)s->ppc[e], (unsigned)s->opc[e]);
      }
    }
  }
  return true;
}

/* The block is one paper row (synth/uv_paper_notes.txt, D4 §4: 8 x 149 = 1192 b); the figure
 * belongs to the baseline geometry (8 entries, 10-bit PPC, 8-bit opcode, 32-bit values). */
const wt_block_t uv_irb_block = WT_DESCRIPTOR(
    uv_irb, .check = check_v,
    .paper_ref =
        "D4 §4: IRB 8 x (PPC 10 + 3 x 32 + 32 + LRU 3 + OPC 8) = 1192 b; MODEL adds V and the §3.3 PAR (U1)");
