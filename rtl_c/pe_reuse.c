/* rtl_c/pe_reuse.c: C model of the N-mode reuse matcher (contract in pe_reuse.h).
 *
 * Statement-by-statement twin of hdl/pe_reuse.sv: the same names, in the same order. No state (an
 * empty state table, rtl_c/wt_block.h WT_NO_STATE). */
#include "pe_reuse.h"

#include <stddef.h>

void pe_reuse_eval(const pe_reuse_in_t *in, pe_reuse_out_t *out) {
  /* At fetch: the P-queue's head matches the fetch PC. */
  const bool f_m = in->f_v && in->hm_match;
  out->f_reuse = f_m && in->hm_rdy;
  out->f_wait = f_m && !in->hm_rdy;
  out->pop = out->f_reuse;
  /* At issue of a reuse instruction: WAW on N.pend[dst]. */
  out->i_iss = in->i_v && !in->i_dst_pend;
  out->i_wait = in->i_v && in->i_dst_pend;
  out->i_rel = out->i_iss && in->i_old_r;
}

void pe_reuse_comb(const void *s, const pe_reuse_in_t *in, pe_reuse_out_t *out, void *next) {
  (void)s;
  (void)next;
  pe_reuse_eval(in, out);
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

WT_BLOCK_TABLES_NO_STATE(pe_reuse, PE_REUSE)

const wt_block_t pe_reuse_block = WT_DESCRIPTOR_NO_STATE(
    pe_reuse, .paper_ref = "SPEC 3.8: combinational, no storage (D1 §5.2 reuse at fetch and issue)");
