/* rtl_c/uv_token_file.c: C model of the token file (contract in uv_token_file.h).
 *
 * Statement-by-statement twin of hdl/uv_token_file.sv: each vector statement there is the same
 * statement on the NW words here (one bounded loop over the words), with the same names, in the
 * same order. */
#include "uv_token_file.h"

#include <stddef.h>

#if WT_NUMSP > WT_NL
/* SPEC 5.0: a warp's NL threads run on NUMSP SPs; with more SPs than lanes there is no element N. */
#error "uv_token_file: NUMSP > NL is meaningless (SPEC 5.0)"
#endif

#define WW UV_TOKEN_FILE_WW
#define NW UV_TOKEN_FILE_NW
#define NSRC UV_TOKEN_FILE_NSRC

static_assert(WT_UV_VREGS % WW == 0u, "uv_token_file: whole words");

void uv_token_file_reset(uv_token_file_state_t *s) {
  for (uint32_t w = 0; w < NW; w++) {
    s->token[w] = 0;
  }
}

/* The one-hot NW-word vector of register `v` when `en` (the Verilog's `UvRegs'(en) << v`), word
 * `w` of it. */
static uint32_t onehot(bool en, uint32_t v, uint32_t w) {
  return en && v / WW == w ? UINT32_C(1) << (v % WW) : 0u;
}

void uv_token_file_comb(const uv_token_file_state_t *s, const uv_token_file_in_t *in,
                        uv_token_file_out_t *out, uv_token_file_state_t *next) {
  for (uint32_t k = 0; k < NSRC; k++) {
    WT_ASSERT_FITS(in->src[k], WT_UVRW);
  }
  WT_ASSERT_FITS(in->dst, WT_UVRW);
  WT_ASSERT_FITS(in->active, WT_NL);
  WT_ASSERT_FITS(in->full, WT_NL);
  WT_ASSERT_FITS(in->bwb_dst, WT_UVRW);
  WT_ASSERT_FITS(in->bwb_active, WT_NL);
  WT_ASSERT_FITS(in->bwb_full, WT_NL);

  /* Reads, from the tokens at the start of the cycle: the sources and the destination. */
  bool paper_hit = false; /* dst equals a source register (D4's copy-on-write condition) */
  for (uint32_t k = 0; k < NSRC; k++) {
    out->src_token[k] = in->valid && in->src_v[k] && uv_token_file_token(s, in->src[k]);
    out->src_bcast[k] = !in->uniform && out->src_token[k];
    paper_hit = paper_hit || (in->src_v[k] && in->src[k] == in->dst);
  }
  const bool dst_token = uv_token_file_token(s, in->dst);
  const bool wr = in->valid && in->has_dst;
  const bool partial = in->active != in->full;

  /* Copy-on-write (SPEC 5.2): the normative rule, or with COW_PAPER_RULE D4's (dst is a source). */
  out->cow = wr && partial && dst_token && (WT_COW_PAPER_RULE == 0 || paper_hit);
  /* The element mask (uniform: element N on SP0; regular: the active lanes) and the issue
   * interval (SPEC 5.1). */
  out->emask = !wr ? 0u : in->uniform ? UINT32_C(1) << WT_UVN : in->active;
  out->ii = !in->valid ? 0u : in->uniform ? 1u : (uint32_t)WT_UVII;

  /* Token updates: 1. the broadcast writeback (set only under its full mask); 2. the ID-stage
   * instruction (set if uniform, else reset), which wins on the same register. */
  const bool bwb_set = in->bwb_active == in->bwb_full;
  for (uint32_t w = 0; w < NW; w++) {
    const uint32_t bwb_1h = onehot(in->bwb_v, in->bwb_dst, w);
    const uint32_t token_p1 = bwb_set ? (s->token[w] | bwb_1h) : (s->token[w] & ~bwb_1h);
    const uint32_t id_1h = onehot(wr, in->dst, w);
    next->token[w] = in->uniform ? (token_p1 | id_1h) : (token_p1 & ~id_1h);
  }
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(uv_token_file, UV_TOKEN_FILE)

/* D4 gives no size (U4); the figures are in synth/uv_paper_notes.txt. */
const wt_block_t uv_token_file_block = WT_DESCRIPTOR(
    uv_token_file,
    .paper_ref = "D4 §3.1.1: token file, 1 bit per vector register (SPEC 5.2; size not in D4, U4)");
