/* rtl_c/dwf_warp_alloc.c: C model of the warp allocator (contract in dwf_warp_alloc.h). */
#include "dwf_warp_alloc.h"

#include <stddef.h>

/* Pointer increment with wrap at POOL (a plain truncation when POOL is a power of two). */
static uint32_t inc(uint32_t p) { return p == WT_POOL - 1u ? 0u : p + 1u; }

void dwf_warp_alloc_reset(dwf_warp_alloc_state_t *s) {
  for (uint32_t i = 0; i < WT_POOL; i++) {
    s->slot[i] = i;
  }
  s->head = 0;
  s->tail = 0;
  s->count = WT_POOL;
}

bool dwf_warp_alloc_push(dwf_warp_alloc_state_t *s, uint32_t idx) {
  WT_ASSERT_FITS(idx, WT_IDXW);
  if (s->count == WT_POOL) {
    return false;
  }
  s->slot[s->tail] = idx;
  s->tail = inc(s->tail);
  s->count = s->count + 1u;
  return true;
}

bool dwf_warp_alloc_peek(const dwf_warp_alloc_state_t *s, uint32_t *idx) {
  *idx = s->count != 0u ? s->slot[s->head] : 0u;
  return s->count != 0u;
}

bool dwf_warp_alloc_pop(dwf_warp_alloc_state_t *s) {
  if (s->count == 0u) {
    return false;
  }
  s->head = inc(s->head);
  s->count = s->count - 1u;
  return true;
}

void dwf_warp_alloc_comb(const dwf_warp_alloc_state_t *s, const dwf_warp_alloc_in_t *in,
                         dwf_warp_alloc_out_t *out, dwf_warp_alloc_state_t *next) {
  WT_ASSERT_FITS(in->push_idx, WT_IDXW);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Phase 1: push. */
  if (in->push) {
    (void)dwf_warp_alloc_push(next, in->push_idx);
  }
  /* Phase 2: port 0. */
  out->pop0_valid = dwf_warp_alloc_peek(next, &out->pop0_idx);
  if (in->pop0) {
    (void)dwf_warp_alloc_pop(next);
  }
  /* Phase 3: port 1. */
  out->pop1_valid = dwf_warp_alloc_peek(next, &out->pop1_idx);
  if (in->pop1) {
    (void)dwf_warp_alloc_pop(next);
  }
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(dwf_warp_alloc, DWF_WARP_ALLOC)

/* D3 Tab 7.1 "Warp Allocator 128 IDX (7-bit) 896": the paper's figure applies to POOL = 128. */
/* The memory split (tools/bits.c): D3 Tab 7.1 builds the allocator as a memory array, Tab 7.2 with
 * 1 read and 1 write port; the FIFO pointers stay flip-flops. */
static const char *const slot_mem[] = {"slot", NULL};
static const wt_mem_t mems[] = {
    {"Warp Allocator", slot_mem, 1, 1, 1, 1, "D3 Tab 7.1 memory array; Tab 7.2: 1 RP, 1 WP"},
};
const wt_block_t dwf_warp_alloc_block =
    WT_DESCRIPTOR(dwf_warp_alloc, .paper_ref = "D3 Tab 7.1 Warp Allocator: 128 x IDX 7", WT_MEMS(mems));
