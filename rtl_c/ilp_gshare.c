/* rtl_c/ilp_gshare.c: C model of the gshare and static branch predictors (contract in ilp_gshare.h). */
#include "ilp_gshare.h"

#include <stddef.h>
#include <string.h>

void ilp_gshare_reset(ilp_gshare_state_t *s) { memset(s, 0, sizeof *s); }

void ilp_gshare_comb(const ilp_gshare_state_t *s, const ilp_gshare_in_t *in, ilp_gshare_out_t *out,
                     ilp_gshare_state_t *next) {
  WT_ASSERT_FITS(in->pw, WT_ILPWW);
  WT_ASSERT_FITS(in->ppc, WT_PCW);
  WT_ASSERT_FITS(in->ptgt, WT_PCW);
  WT_ASSERT_FITS(in->uw, WT_ILPWW);
  WT_ASSERT_FITS(in->uidx, WT_GSIW);
  /* Phase 1: predict on the start-of-step state (before `next` is written: it may be `s`). */
  const uint32_t pghr = in->pw < WT_ILP_WARPS ? s->ghr[in->pw] : 0u;
  const uint32_t pidx = (in->ppc ^ pghr) & WT_MASK32(WT_GSIW);
  out->p_gs = in->pv && s->dir[pidx];
  out->p_st = in->pv && in->ptgt < in->ppc;
  out->p_idx = in->pv ? pidx : 0u;
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Phase 2: resolve. A divergent branch records its prediction, any other its outcome. */
  const bool uok = in->uv && in->uw < WT_ILP_WARPS;
  out->u_mis = uok && !in->udiv && in->upred != in->utaken;
  if (uok) {
    const bool d = in->udiv ? in->upred : in->utaken;
    /* The counter one step toward d: a strong counter weakens, a weak one takes d. */
    const bool udir = next->dir[in->uidx], ustrong = next->strong[in->uidx];
    next->strong[in->uidx] = d == udir;
    next->dir[in->uidx] = ustrong ? udir : d;
    next->ghr[in->uw] = ((next->ghr[in->uw] << 1) | (uint32_t)d) & WT_MASK32(WT_GSIW);
  }
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(ilp_gshare, ILP_GSHARE)

/* The bits report's rows (the figures are in synth/ilp_paper_notes.txt): the counter table is
 * D0's "1k-bit gshare"; the per-warp histories are SPEC 4.2's [RES], not counted by D0. */
static const char *const ctr_f[] = {"dir", "strong", NULL};
static const char *const ghr_f[] = {"ghr", NULL};
static const wt_part_t parts[] = {
    {"counters", ctr_f, "D0 §4.4.3 / SPEC 4.2: 1k-bit gshare, 512 x 2-bit counters", WT_WHOLE},
    {"GHR", ghr_f, "SPEC 4.2 [RES]: a GSIW-bit history per warp (9 x 32), not counted by D0", WT_WHOLE},
};

/* The memory split (tools/bits.c): the counters are one SRAM of GS_ENTRIES rows {dir, strong}, two read
 * ports, the prediction's and the resolve's read-modify-write (it moves the counter as it is now,
 * which other warps may have moved since the prediction), and one write port. The per-warp
 * histories stay flip-flops (288 b, each shifted in place). */
static const char *const ctr_mem[] = {"dir", "strong", NULL};
static const wt_mem_t mems[] = {
    {"gshare counters", ctr_mem, 1, 1, 2, 1,
     "SPEC 4.2: 512 x 2 b, 2 RP (predict, resolve) and 1 WP (resolve); D0 gives no organisation"},
};
const wt_block_t ilp_gshare_block =
    WT_DESCRIPTOR(ilp_gshare, .paper_ref = "D0 §4.4.3: 1k-bit gshare predictor (512 x 2-bit counters)",
                  WT_PARTS(parts), WT_MEMS(mems));
