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

#define IN_T pe_reuse_in_t
#define F(T, f, dims, w, d) WT_XFIELD(IN_T, T, f, w, d),
static const wt_field_t in_fields[] = {PE_REUSE_IN_FIELDS(F)};
#undef F
#define OUT_T pe_reuse_out_t
#define F(T, f, dims, w, q, d) WT_OXFIELD(OUT_T, T, f, w, q, d),
static const wt_field_t out_fields[] = {PE_REUSE_OUT_FIELDS(F)};
#undef F

static void reset_v(void *s) { (void)s; }
static void comb_v(const void *s, const void *in, void *out, void *next) {
  pe_reuse_comb(s, in, out, next);
}

static const char *const knobs[] = {PE_REUSE_KNOBS(WT_KNOB_NAME) NULL};

const wt_block_t pe_reuse_block = {
    .name = "pe_reuse",
    .in = WT_TABLE(in_fields),
    .out = WT_TABLE(out_fields),
    .state = WT_NO_STATE,
    .in_size = sizeof(IN_T),
    .out_size = sizeof(OUT_T),
    .state_size = 0,
    .reset = reset_v,
    .comb = comb_v,
    .check = NULL,
    .paper_ref = "SPEC 3.8: combinational, no storage (D1 §5.2 reuse at fetch and issue)",
    .parts = NULL,
    .nparts = 0,
    .knobs = knobs,
    .mems = NULL,
    .nmems = 0,
};
