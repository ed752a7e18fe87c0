/* rtl_c/pe_rename.c: C model of the N-mode and P-mode rename tables (contract in pe_rename.h). */
#include "pe_rename.h"

#include <stddef.h>
#include <string.h>

void pe_rename_reset(pe_rename_state_t *s) { memset(s, 0, sizeof *s); }

/* Entry (wid, reg) exists: a warp of the SM and not the "none" register. */
static inline bool entry_ok(uint32_t wid, uint32_t reg) { return wid < WT_WARPS && reg != WT_NAREG; }

/* One write port on one table (step 3): wr sets R and PHY, clr only R. */
static inline void table_write(bool r[WT_WARPS][WT_NAREG], uint32_t phy[WT_WARPS][WT_NAREG], bool v,
                               uint32_t wid, uint32_t reg, bool set, uint32_t wphy) {
  if (v && entry_ok(wid, reg)) {
    r[wid][reg] = set;
    if (set) {
      phy[wid][reg] = wphy;
    }
  }
}

void pe_rename_read(const pe_rename_state_t *s, const pe_rename_in_t *in, pe_rename_out_t *out) {
  for (unsigned k = 0; k < PE_RENAME_RD; k++) {
    const bool nok = entry_ok(in->nrd_wid, in->nrd_reg[k]);
    const bool pok = entry_ok(in->prd_wid, in->prd_reg[k]);
    out->nrd_r[k] = nok && s->n_r[in->nrd_wid][in->nrd_reg[k]];
    out->nrd_phy[k] = nok ? s->n_phy[in->nrd_wid][in->nrd_reg[k]] : 0u;
    out->prd_r[k] = pok && s->p_r[in->prd_wid][in->prd_reg[k]];
    out->prd_phy[k] = pok ? s->p_phy[in->prd_wid][in->prd_reg[k]] : 0u;
  }
  /* The exit read: every PHY the exiting warp's N-RT maps with R = 1. */
  memset(out->xrel_mask, 0, sizeof out->xrel_mask);
  if (in->xit_v && in->xit_wid < WT_WARPS) {
    for (unsigned r = 0; r < WT_NAREG; r++) {
      const uint32_t phy = s->n_phy[in->xit_wid][r];
      if (s->n_r[in->xit_wid][r] && phy < WT_RREGS) { /* a PHY >= RREGS names no register */
        out->xrel_mask[phy] = true;
      }
    }
  }
}

void pe_rename_comb(const pe_rename_state_t *s, const pe_rename_in_t *in, pe_rename_out_t *out,
                    pe_rename_state_t *next) {
  /* Step 1: reads on the start-of-step state (before `next` is written: it may be `s`). */
  pe_rename_read(s, in, out);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Step 2: copy P-RT[cp_wid] <- N-RT[cp_wid] (N-RT is still the start-of-step table), then the
   * exit's clear of N-RT[xit_wid] (R only). */
  if (in->cp_v && in->cp_wid < WT_WARPS) {
    memcpy(next->p_r[in->cp_wid], next->n_r[in->cp_wid], sizeof next->p_r[0]);
    memcpy(next->p_phy[in->cp_wid], next->n_phy[in->cp_wid], sizeof next->p_phy[0]);
  }
  if (in->xit_v && in->xit_wid < WT_WARPS) {
    memset(next->n_r[in->xit_wid], 0, sizeof next->n_r[0]);
  }
  /* Step 3: the N write, then the P write (over the copy), on top of the clear. */
  table_write(next->n_r, next->n_phy, in->nwr_v, in->nwr_wid, in->nwr_reg, in->nwr_set, in->nwr_phy);
  table_write(next->p_r, next->p_phy, in->pwr_v, in->pwr_wid, in->pwr_reg, in->pwr_set, in->pwr_phy);
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(pe_rename, PE_RENAME)

static const char *const n_f[] = {"n_r", "n_phy", NULL};
static const char *const p_f[] = {"p_r", "p_phy", NULL};
static const char *const warp_f[] = {"n_r", "n_phy", "p_r", "p_phy", NULL};
static const wt_part_t parts[] = {
    {"N-RT", n_f, "D1 §5.3 / SPEC 3.4: N-mode rename table, 63 x (R 1 + PHY 7) = 504 b per warp, x WARPS",
     WT_WHOLE},
    {"P-RT", p_f, "D1 §5.3 / SPEC 3.4: P-mode rename table, 63 x (R 1 + PHY 7) = 504 b per warp, x WARPS",
     WT_WHOLE},
    {"rename tables per warp", warp_f, "D1 §5.3 / SPEC 3.4 [CHK]: N-RT + P-RT, 63 x 8 x 2 = 1008 b per warp",
     WT_PER(WT_WARPS)},
};

/* The memory split (tools/bits.c): each table is one SRAM of WARPS x NAREG entries of (1 + PHYW)
 * bits (3024 x 8 at the baseline, addressed by {warp, register}: 63 x 8 per warp) with SPEC 3.4's
 * ports, 3 source reads + 1 destination read and 1 write per table per step. One array serves them:
 * the four reads of a step name one warp and the write one entry. As WARPS banks of 63 x 8 each
 * bank would pay its own periphery for 504 bits (65.8 mm2 instead of 10.8 mm2 at 0.18 um for both
 * tables). The copy at P-mode entry (SPEC 3.3 step 4 [RES]) moves a whole 63-entry table in one
 * step, which D1 does not price (a flash copy, or 63 extra write steps); so does the exit (SPEC 3.10
 * [RES]), which reads a whole N-RT row and clears its R bits. */
static const char *const n_mem[] = {"n_r", "n_phy", NULL};
static const char *const p_mem[] = {"p_r", "p_phy", NULL};
static const wt_mem_t mems[] = {
    {"N-RT", n_mem, 1, 1, PE_RENAME_RD, 1,
     "SPEC 3.4: WARPS x 63 x 8 ({warp, reg} address), 3 source + 1 destination RP, 1 WP; the exit's whole-row read and clear (SPEC 3.10) is not priced"},
    {"P-RT", p_mem, 1, 1, PE_RENAME_RD, 1,
     "SPEC 3.4: WARPS x 63 x 8, 3 source + 1 destination RP, 1 WP; the whole-table copy from N-RT at P entry is not priced"},
};
const wt_block_t pe_rename_block = WT_DESCRIPTOR(
    pe_rename, .paper_ref = "D1 §5.3 rename tables: 1008 b/warp = 2 x 63 x (R 1 + PHY 7), x WARPS",
    WT_PARTS(parts), WT_MEMS(mems));
