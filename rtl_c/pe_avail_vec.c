/* rtl_c/pe_avail_vec.c: C model of the register availability vector (contract in pe_avail_vec.h).
 *
 * Statement-by-statement twin of hdl/pe_avail_vec.sv: each vector statement there is the same
 * statement on the NW words here (one bounded loop over the words, the carry of the lowest-bit
 * isolation passed from word to word), with the same names, in the same order. */
#include "pe_avail_vec.h"

#include <stddef.h>

#define N WT_RREGS
#define WW PE_AVAIL_VEC_WW
#define NW PE_AVAIL_VEC_NW
#define WM WT_MASK32(WW)
#define LW WT_CLOG2(WW) /* index bits inside a word */

static_assert(N % WW == 0u && WW % WT_RBANKS == 0u, "pe_avail_vec: whole words, whole bank strides");

/* BankPat: bit j set iff j mod RBANKS == 0 (the bank-0 registers of every word; the pattern
 * repeats with period RBANKS, which divides WW, so every word holds the same). */
#define BANK_PAT ((uint32_t)(UINT64_C(0xFFFFFFFF) / ((UINT64_C(1) << WT_RBANKS) - 1u)) & WM)

/* IdxMask[b] restricted to word w: bit j set iff bit b of the register index w*WW + j is set. */
static uint32_t idx_mask(uint32_t w, uint32_t b) {
  static const uint32_t in_word[5] = {0xAAAAAAAAu, 0xCCCCCCCCu, 0xF0F0F0F0u, 0xFF00FF00u, 0xFFFF0000u};
  if (b < LW) {
    return in_word[b] & WM;
  }
  return ((w >> (b - LW)) & 1u) != 0u ? WM : 0u;
}

void pe_avail_vec_reset(pe_avail_vec_state_t *s) {
  for (uint32_t w = 0; w < NW; w++) {
    s->used[w] = 0;
    s->zombie[w] = 0;
  }
}

/* One priority encoder: hit = |x; idx = the lowest set bit of x, isolated as low = x & (~x + 1)
 * and encoded bit by bit, idx[b] = |(low & IdxMask[b]) (0 when x = 0). */
static void prio_enc(const uint32_t *x, bool *hit, uint32_t *idx) {
  uint32_t low[NW];
  uint32_t carry = 1u;
  bool any = false;
  for (uint32_t w = 0; w < NW; w++) {
    const uint64_t t = (uint64_t)(~x[w] & WM) + carry;
    low[w] = x[w] & (uint32_t)t;
    carry = (uint32_t)(t >> WW);
    any = any || x[w] != 0u;
  }
  uint32_t v = 0;
  for (uint32_t b = 0; b < WT_PHYW; b++) {
    bool bit = false;
    for (uint32_t w = 0; w < NW; w++) {
      bit = bit || (low[w] & idx_mask(w, b)) != 0u;
    }
    v |= (uint32_t)bit << b;
  }
  *hit = any;
  *idx = v;
}

void pe_avail_vec_comb(const pe_avail_vec_state_t *s, const pe_avail_vec_in_t *in, pe_avail_vec_out_t *out,
                       pe_avail_vec_state_t *next) {
  WT_ASSERT_FITS(in->wbn0_idx, WT_PHYW);
  WT_ASSERT_FITS(in->wbn1_idx, WT_PHYW);
  WT_ASSERT_FITS(in->alloc_bank, WT_BANKW);
  uint32_t zombie_p2[NW], used_p4[NW], free_r[NW], bank_free[NW];

  /* The requested bank's registers: BankPat << alloc_bank, none for a bank >= RBANKS. */
  const uint32_t bank_sel = in->alloc_bank < WT_RBANKS ? (BANK_PAT << in->alloc_bank) & WM : 0u;
  for (uint32_t w = 0; w < NW; w++) {
    /* Phase 1: mark_zombie (a free register cannot become a zombie: ignored). */
    const uint32_t zombie_p1 = s->zombie[w] | (in->zmb_mask[w] & s->used[w]);
    /* Phase 2: wb_notify, port 0 then port 1: a zombie's writeback frees it. */
    const uint32_t wbn0_1h = in->wbn0_v && in->wbn0_idx / WW == w ? UINT32_C(1) << (in->wbn0_idx % WW) : 0u;
    const uint32_t wbn0_hit = wbn0_1h & zombie_p1;
    const uint32_t zombie_p2a = zombie_p1 & ~wbn0_hit;
    const uint32_t wbn1_1h = in->wbn1_v && in->wbn1_idx / WW == w ? UINT32_C(1) << (in->wbn1_idx % WW) : 0u;
    const uint32_t wbn1_hit = wbn1_1h & zombie_p2a;
    zombie_p2[w] = zombie_p2a & ~wbn1_hit;
    const uint32_t used_p2 = s->used[w] & ~wbn0_hit & ~wbn1_hit;
    /* Phase 3: release (a zombie is not released: ignored, its writeback frees it). */
    const uint32_t used_p3 = used_p2 & ~(in->rel_mask[w] & ~zombie_p2[w]);
    /* Phase 4: reserve at kernel launch. */
    used_p4[w] = used_p3 | (in->rsv_v ? in->rsv_mask[w] : 0u);
    /* Phase 5: the lookup on the state after phases 1-4. */
    free_r[w] = ~used_p4[w] & WM;
    bank_free[w] = free_r[w] & bank_sel;
  }
  /* Two priority encoders: the requested bank's free registers, and all free registers. */
  bool bhit, ahit;
  uint32_t bidx, aidx;
  prio_enc(bank_free, &bhit, &bidx);
  prio_enc(free_r, &ahit, &aidx);
  out->any_free = ahit;
  out->alloc_ok = ahit;
  out->alloc_idx = bhit ? bidx : aidx;
  /* Next state: the allocation takes alloc_idx only with alloc_v. */
  const bool take = in->alloc_v && out->alloc_ok;
  for (uint32_t w = 0; w < NW; w++) {
    const uint32_t alloc_1h = take && out->alloc_idx / WW == w ? UINT32_C(1) << (out->alloc_idx % WW) : 0u;
    next->used[w] = used_p4[w] | alloc_1h;
    next->zombie[w] = zombie_p2[w];
  }
}

////////////////////////////////////////////////////////////////////////////////
// Invariants
////////////////////////////////////////////////////////////////////////////////

#define FAIL(...) return wt_fail(msg, n, __VA_ARGS__)

bool pe_avail_vec_check(const pe_avail_vec_state_t *s, char *msg, size_t n) {
  /* Widths (through the field table, so every field is covered). */
  if (!wt_fields_width_ok(pe_avail_vec_block.state, s, msg, n)) {
    return false;
  }
  /* A zombie register is still allocated (SPEC 3.5/3.6: freed only by its writeback). */
  for (uint32_t i = 0; i < N; i++) {
    if (wt_vbit(s->zombie, WW, i) && !wt_vbit(s->used, WW, i)) {
      FAIL("register %u is a zombie but not used (a zombie is still allocated)", (unsigned)i);
    }
  }
  return true;
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

WT_BLOCK_TABLES(pe_avail_vec, PE_AVAIL_VEC)
WT_CHECK_ADAPTER(pe_avail_vec)

static const char *const used_part[] = {"used", NULL};
static const char *const zombie_part[] = {"zombie", NULL};
static const wt_part_t parts[] = {
    {"availability vector", used_part,
     "D1 §5.3: 128-bit register availability vector per SM, 1 bit per rename register", WT_WHOLE},
    {"zombie vector", zombie_part,
     "SPEC 3.5/3.6 [RES]: freed by the in-flight writeback of a discarded entry; not in D1", WT_WHOLE},
};

const wt_block_t pe_avail_vec_block =
    WT_DESCRIPTOR(pe_avail_vec, .check = check_v,
                  .paper_ref =
                      "D1 §5.3: register availability vector, 128 b per SM (SPEC 3.5); MODEL adds the "
                      "[RES] zombie vector",
                  WT_PARTS(parts));
