/* rtl_c/pe_pqueue.c: C model of the Warped-Preexecution P-queue (contract in pe_pqueue.h). */
#include "pe_pqueue.h"

#include <stdio.h>
#include <string.h>

#define EW WT_PQEW
#define HALF (INT64_C(1) << (WT_PQOFFW - 1)) /* 2^(PQOFFW-1): the offset range is [-HALF, HALF) */

pe_pqueue_ent_t pe_pqueue_word(bool v, uint32_t off, uint32_t dst, uint32_t src0, uint32_t src1, uint32_t phy,
                               bool rdy) {
  pe_pqueue_ent_t e = pq_entry_set_v(0u, v);
  e = pq_entry_set_off(e, off);
  e = pq_entry_set_dst(e, dst);
  e = pq_entry_set_src0(e, src0);
  e = pq_entry_set_src1(e, src1);
  e = pq_entry_set_phy(e, phy);
  return pq_entry_set_rdy(e, rdy);
}

void pe_pqueue_reset(pe_pqueue_state_t *s) {
  for (unsigned w = 0; w < WT_WARPS; w++) {
    for (unsigned k = 0; k < WT_PQ; k++) {
      s->e[w][k] = 0;
    }
    s->head[w] = 0;
    s->tail[w] = 0;
    s->base[w] = 0;
  }
}

/* Phase 1, one writeback port: RDY = 1 if the entry is valid and holds `phy`. The port reads the
 * one entry it names; the RTL (hdl/pe_pqueue.sv, p_wb) compares the PHY in every entry of the row
 * instead, which costs fewer gates than a 37-bit read mux per port: the same result. */
static void pwb(pe_pqueue_state_t *n, bool v, uint32_t wid, uint32_t qidx, uint32_t phy) {
  if (!v || wid >= WT_WARPS || qidx >= WT_PQ) {
    return;
  }
  const uint64_t q = n->e[wid][qidx];
  const bool wb_hit = pq_entry_v(q) != 0u && pq_entry_phy(q) == phy;
  if (wb_hit) {
    n->e[wid][qidx] = pq_entry_set_rdy(q, 1u);
  }
}

/* Phase 2, the masks of one discard port, from the state after phase 1. */
static void disc_masks(const pe_pqueue_state_t *n, bool v, uint32_t wid, pe_pqueue_out_t *out) {
  if (!v || wid >= WT_WARPS) {
    return;
  }
  for (unsigned k = 0; k < WT_PQ; k++) {
    const uint64_t q = n->e[wid][k];
    if (pq_entry_v(q) != 0u) {
      const uint32_t phy = pq_entry_phy(q);
      if (pq_entry_rdy(q) != 0u) {
        out->rel_mask[phy] = true;
      } else {
        out->zmb_mask[phy] = true;
      }
    }
  }
}

void pe_pqueue_comb(const pe_pqueue_state_t *s, const pe_pqueue_in_t *in, pe_pqueue_out_t *out,
                    pe_pqueue_state_t *next) {
  WT_ASSERT_FITS(in->pwb0_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->pwb0_qidx, WT_PQIW);
  WT_ASSERT_FITS(in->pwb0_phy, WT_PHYW);
  WT_ASSERT_FITS(in->pwb1_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->pwb1_qidx, WT_PQIW);
  WT_ASSERT_FITS(in->pwb1_phy, WT_PHYW);
  WT_ASSERT_FITS(in->ent_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->ent_base, WT_PCW);
  WT_ASSERT_FITS(in->dis_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->ins_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->ins_pc, WT_PCW);
  WT_ASSERT_FITS(in->ins_dst, WT_AREGW);
  WT_ASSERT_FITS(in->ins_src0, WT_AREGW);
  WT_ASSERT_FITS(in->ins_src1, WT_AREGW);
  WT_ASSERT_FITS(in->ins_phy, WT_PHYW);
  WT_ASSERT_FITS(in->hm_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->hm_pc, WT_PCW);
  WT_ASSERT_FITS(in->pop_wid, WT_PE_WIDW);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }

  /* Phase 1: the two P-mode writebacks, on the start-of-step state (they only set RDY, so port 1
   * sees the same guard with or without port 0's write). */
  pwb(next, in->pwb0_v, in->pwb0_wid, in->pwb0_qidx, in->pwb0_phy);
  pwb(next, in->pwb1_v, in->pwb1_wid, in->pwb1_qidx, in->pwb1_phy);

  /* Phase 2: discard (both ports read the state after 1), then clear V; reset(base) on entry. */
  memset(out->rel_mask, 0, sizeof out->rel_mask);
  memset(out->zmb_mask, 0, sizeof out->zmb_mask);
  disc_masks(next, in->ent_v, in->ent_wid, out);
  disc_masks(next, in->dis_v, in->dis_wid, out);
  for (unsigned w = 0; w < WT_WARPS; w++) {
    const bool ent_w = in->ent_v && in->ent_wid == w;
    const bool disc_w = ent_w || (in->dis_v && in->dis_wid == w);
    if (disc_w) {
      for (unsigned k = 0; k < WT_PQ; k++) {
        next->e[w][k] = pq_entry_set_v(next->e[w][k], 0u);
      }
    }
    if (ent_w) {
      next->head[w] = 0;
      next->tail[w] = 0;
      next->base[w] = in->ent_base;
    }
  }

  /* Phase 3: insert at TAIL if TAIL < PQ and the exact signed ins_pc - BASE is in range. */
  const bool ins_ok = in->ins_wid < WT_WARPS;
  const uint32_t ins_tail2 = ins_ok ? next->tail[in->ins_wid] : 0u;
  const uint32_t ins_base2 = ins_ok ? next->base[in->ins_wid] : 0u;
  const int64_t diff = (int64_t)in->ins_pc - (int64_t)ins_base2;
  const bool in_range = diff >= -HALF && diff <= HALF - 1;
  out->can_ins = ins_ok && ins_tail2 < WT_PQ && in_range;
  out->ins_qidx = out->can_ins ? ins_tail2 : 0u;
  const bool ins_take = in->ins_v && out->can_ins;
  if (ins_take) {
    next->e[in->ins_wid][ins_tail2] =
        pe_pqueue_word(true, (uint32_t)((uint64_t)diff & WT_MASK64(WT_PQOFFW)), in->ins_dst, in->ins_src0,
                       in->ins_src1, in->ins_phy, false);
    next->tail[in->ins_wid] = ins_tail2 + 1u;
  }

  /* Phase 4: head match on the state after 3, then the pop. */
  const bool hm_ok = in->hm_wid < WT_WARPS;
  const uint32_t hm_head = hm_ok ? next->head[in->hm_wid] : 0u;
  const uint32_t hm_tail = hm_ok ? next->tail[in->hm_wid] : 0u;
  const bool hm_has = hm_head < hm_tail;
  const uint64_t hq = hm_has ? next->e[in->hm_wid][hm_head] : 0u;
  const uint32_t off = pq_entry_off(hq);
  const uint32_t off_sext = (off & (UINT32_C(1) << (WT_PQOFFW - 1))) ? off | ~WT_MASK32(WT_PQOFFW) : off;
  const uint32_t head_pc = (next->base[hm_ok ? in->hm_wid : 0u] + off_sext) & WT_MASK32(WT_PCW);
  out->hm_match = hm_has && pq_entry_v(hq) != 0u && head_pc == in->hm_pc;
  out->hm_rdy = out->hm_match && pq_entry_rdy(hq) != 0u;
  out->hm_dst = out->hm_match ? pq_entry_dst(hq) : 0u;
  out->hm_phy = out->hm_match ? pq_entry_phy(hq) : 0u;
  out->hm_src0 = out->hm_match ? pq_entry_src0(hq) : 0u;
  out->hm_src1 = out->hm_match ? pq_entry_src1(hq) : 0u;
  const bool pop_ok = in->pop_wid < WT_WARPS;
  const uint32_t pop_head = pop_ok ? next->head[in->pop_wid] : 0u;
  const uint32_t pop_tail = pop_ok ? next->tail[in->pop_wid] : 0u;
  const bool pop_take = in->pop_v && pop_head < pop_tail;
  if (pop_take) {
    next->e[in->pop_wid][pop_head] = pq_entry_set_v(next->e[in->pop_wid][pop_head], 0u);
    next->head[in->pop_wid] = pop_head + 1u;
  }
}

bool pe_pqueue_check(const pe_pqueue_state_t *s, char *msg, size_t len) {
  for (unsigned w = 0; w < WT_WARPS; w++) {
    if (!(s->head[w] <= s->tail[w] && s->tail[w] <= WT_PQ)) {
      snprintf(msg, len, "HEAD <= TAIL <= PQ: warp %u has HEAD %u, TAIL %u (PQ %u)", w, (unsigned)s->head[w],
               (unsigned)s->tail[w], (unsigned)WT_PQ);
      return false;
    }
    if (((uint64_t)s->base[w] & ~WT_MASK64(WT_PCW)) != 0u) {
      snprintf(msg, len, "width: warp %u BASE 0x%x exceeds %u bits", w, (unsigned)s->base[w],
               (unsigned)WT_PCW);
      return false;
    }
    for (unsigned k = 0; k < WT_PQ; k++) {
      const uint64_t q = s->e[w][k];
      if ((q & ~WT_MASK64(EW)) != 0u) {
        snprintf(msg, len, "width: warp %u entry %u 0x%llx exceeds %u bits", w, k, (unsigned long long)q,
                 (unsigned)EW);
        return false;
      }
      if ((k >= s->tail[w] || k < s->head[w]) && pq_entry_v(q) != 0u) {
        snprintf(msg, len, "V = 0 outside [HEAD, TAIL): warp %u entry %u is valid (HEAD %u, TAIL %u)", w, k,
                 (unsigned)s->head[w], (unsigned)s->tail[w]);
        return false;
      }
    }
  }
  return true;
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(pe_pqueue, PE_PQUEUE)
WT_CHECK_ADAPTER(pe_pqueue)

static const char *const ent_part[] = {"e", NULL};
static const char *const ptr_part[] = {"head", "tail", "base", NULL};
static const char *const warp_part[] = {"e", "head", "tail", "base", NULL};
static const wt_part_t parts[] = {
    {"entries", ent_part, "D1 §5.3: 37 b per entry, 8 entries = 296 b per warp, x WARPS", WT_WHOLE},
    {"HEAD, TAIL, BASE", ptr_part,
     "D1 §5.3: 3 + 3 + 32 = 38 b per warp, x WARPS; MODEL 4-bit HEAD and TAIL, 40 b (SPEC 8 P3)", WT_WHOLE},
    /* D1 §5.3's own units: one entry, one warp's queue. */
    {"P-queue entry", ent_part,
     "D1 §5.3: \"each P-queue entry requires 37 bits\" (SPEC 3.6 [CHK] 10 + 3 x 6 + 7 + 1 + 1)",
     WT_PER(WT_WARPS *WT_PQ)},
    {"P-queue per warp", warp_part,
     "D1 §5.3: 8 x 37 + 3 + 3 + 32 = 334 b per warp; MODEL 336: 4-bit HEAD and TAIL (SPEC 8 P3)",
     WT_PER(WT_WARPS)},
};
const wt_block_t pe_pqueue_block =
    WT_DESCRIPTOR(pe_pqueue, .check = check_v,
                  .paper_ref = "D1 §5.3: 334 b per warp (8 x 37 + 3 + 3 + 32) x WARPS; \"about 2 KB\" per SM",
                  WT_PARTS(parts));
