/* rtl_c/pdom_stack.c: C model of the PDOM reconvergence stack (contract in pdom_stack.h). */
#include "pdom_stack.h"

#include <stddef.h>

#define PC_NONE PDOM_STACK_PC_NONE

void pdom_stack_reset(pdom_stack_state_t *s) {
  for (unsigned e = 0; e < WT_PDOM_D; e++) {
    s->npc[e] = 0;
    s->rpc[e] = e == 0u ? PC_NONE : 0u;
    s->mask[e] = e == 0u ? WT_MASK32(WT_NL) : 0u;
  }
  s->depth = 1;
  s->ovf = false;
  pdom_stack_copy(s);
}

void pdom_stack_init(pdom_stack_state_t *s, uint32_t pc, uint32_t mask) {
  WT_ASSERT_FITS(pc, WT_PCW);
  WT_ASSERT_FITS(mask, WT_NL);
  s->depth = 1;
  s->npc[0] = pc;
  s->rpc[0] = PC_NONE;
  s->mask[0] = mask;
  s->ovf = false;
}

/* One push; at depth D it is dropped and sets the sticky flag. With the compact rules (SPEC 1.10
 * rule (b)) a path whose PC is the reconvergence PC is not pushed: its lanes wait in the entry
 * whose NPC is rpc. */
static void push(pdom_stack_state_t *s, uint32_t pc, uint32_t rpc, uint32_t mask) {
  if (WT_PDOM_COMPACT && pc == rpc) {
    return;
  }
  if (s->depth == WT_PDOM_D) {
    s->ovf = true;
    return;
  }
  s->npc[s->depth] = pc;
  s->rpc[s->depth] = rpc;
  s->mask[s->depth] = mask;
  s->depth = s->depth + 1u;
}

unsigned pdom_stack_update(pdom_stack_state_t *s, const uint32_t *npc, uint32_t rpc, uint32_t fpc) {
  WT_ASSERT_FITS(rpc, WT_PCW);
  WT_ASSERT_FITS(fpc, WT_PCW);
  assert(s->depth >= 1u && s->depth <= WT_PDOM_D);
  const uint32_t tos = s->depth - 1u, m = s->mask[tos];
  if (m == 0u) {
    return 0;
  }
  /* U: the distinct next PCs of the TOS lanes, with the lanes going to each. */
  uint32_t u[WT_NL], lanes[WT_NL];
  unsigned n = 0;
  for (unsigned l = 0; l < WT_NL; l++) {
    if (!((m >> l) & 1u)) {
      continue;
    }
    WT_ASSERT_FITS(npc[l], WT_PCW);
    unsigned i = 0;
    while (i < n && u[i] != npc[l]) {
      i++;
    }
    if (i == n) {
      u[n] = npc[l];
      lanes[n] = 0;
      n++;
    }
    lanes[i] |= UINT32_C(1) << l;
  }
  if (n == 1u) {
    s->npc[tos] = u[0];
  } else {
    /* Compact rule (a): TOS already waits at rpc below it, so it is replaced (popped) instead of
     * being rewritten into a new reconvergence entry. */
    const bool replace = WT_PDOM_COMPACT && s->depth > 1u && rpc == s->rpc[tos];
    if (replace) {
      s->depth = tos;
    } else {
      s->npc[tos] = rpc;
    }
    if (n == 2u && (u[0] == fpc || u[1] == fpc)) {
      /* Fall-through first, taken last (on top): Fig 3.1(d). */
      const unsigned f = u[0] == fpc ? 0u : 1u;
      push(s, u[f], rpc, lanes[f]);
      push(s, u[1u - f], rpc, lanes[1u - f]);
    } else {
      /* Descending PC order (selection of the largest remaining), the lowest PC on top. */
      uint32_t done = 0;
      for (unsigned k = 0; k < n; k++) {
        unsigned best = n;
        for (unsigned i = 0; i < n; i++) {
          if (!((done >> i) & 1u) && (best == n || u[i] > u[best])) {
            best = i;
          }
        }
        done |= UINT32_C(1) << best;
        push(s, u[best], rpc, lanes[best]);
      }
    }
  }
  /* Reconvergence: the pops cascade within the update. */
  while (s->depth > 1u && s->npc[s->depth - 1u] == s->rpc[s->depth - 1u]) {
    s->depth = s->depth - 1u;
  }
  return n;
}

void pdom_stack_copy(pdom_stack_state_t *s) {
  for (unsigned e = 0; e < WT_PDOM_D; e++) {
    s->s_npc[e] = s->npc[e];
    s->s_rpc[e] = s->rpc[e];
    s->s_mask[e] = s->mask[e];
  }
  s->s_depth = s->depth;
  s->s_ovf = s->ovf;
}

void pdom_stack_restore(pdom_stack_state_t *s) {
  for (unsigned e = 0; e < WT_PDOM_D; e++) {
    s->npc[e] = s->s_npc[e];
    s->rpc[e] = s->s_rpc[e];
    s->mask[e] = s->s_mask[e];
  }
  s->depth = s->s_depth;
  s->ovf = s->s_ovf;
}

void pdom_stack_comb(const pdom_stack_state_t *s, const pdom_stack_in_t *in, pdom_stack_out_t *out,
                     pdom_stack_state_t *next) {
  /* Outputs from the state at the start of the cycle (read before `next` may alias `s`). */
  out->fetch_pc = pdom_stack_fetch_pc(s);
  out->active_mask = pdom_stack_active_mask(s);
  out->ovf = s->ovf;
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Phase 1: init. */
  if (in->init) {
    pdom_stack_init(next, in->init_pc, in->init_mask);
  }
  /* Phase 2: update. */
  if (in->upd) {
    (void)pdom_stack_update(next, in->npc, in->rpc, in->fpc);
  }
  /* Phase 3: copy; phase 4: restore. */
  if (in->cp) {
    pdom_stack_copy(next);
  }
  if (in->rs) {
    pdom_stack_restore(next);
  }
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(pdom_stack, PDOM_STACK)

static const char *const stack_f[] = {"npc", "rpc", "mask", "depth", "ovf", NULL};
static const char *const shadow_f[] = {"s_npc", "s_rpc", "s_mask", "s_depth", "s_ovf", NULL};
static const wt_part_t parts[] = {
    {"PDOM stack", stack_f,
     "D1 §5 / SPEC 1.10: D x (NPC + RPC + MASK); 768 b/warp stated for 8 x (32 + 32 + 32)", WT_WHOLE},
    {"shadow copy", shadow_f,
     "D1 §5.3 / SPEC 3.6 [CHK]: the P-mode SIMT stack copy (SPEC 1.10 copy port), 8 x 96 = 768 b "
     "per warp in D1's geometry; DWF has no copy (no figure)",
     WT_WHOLE},
};

/* The memory split (tools/bits.c): the stack entries and their shadow copy as two arrays with one
 * read and one write port each (a stack pushes or pops one entry per cycle; neither D1 nor D3 gives
 * ports). Depth and overflow stay flip-flops. */
static const char *const stack_mem[] = {"npc", "rpc", "mask", NULL};
static const char *const shadow_mem[] = {"s_npc", "s_rpc", "s_mask", NULL};
static const wt_mem_t mems[] = {
    {"PDOM stack", stack_mem, 1, 1, 1, 1, "[RES] 1 RP, 1 WP: one push or pop per cycle"},
    {"shadow copy", shadow_mem, 1, 1, 1, 1, "[RES] 1 RP, 1 WP"},
};
const wt_block_t pdom_stack_block = WT_DESCRIPTOR(
    pdom_stack,
    .paper_ref = "D1 §5 PDOM stack: D x (NPC + RPC + MASK), 768 b/warp for D1's 8 x (32 + 32 + 32)",
    WT_PARTS(parts), WT_MEMS(mems));
