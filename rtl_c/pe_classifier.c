/* rtl_c/pe_classifier.c: C model of the P-mode issue classifier (contract in pe_classifier.h).
 *
 * Statement-by-statement twin of hdl/pe_classifier.sv: the same names, the same priority chain in
 * the same order. No state (an empty state table, rtl_c/wt_block.h WT_NO_STATE). */
#include "pe_classifier.h"

#include <stddef.h>

void pe_classifier_eval(const pe_classifier_in_t *in, pe_classifier_out_t *out) {
  WT_ASSERT_FITS(in->cls, WT_PECLSW);
  /* Codes 10..15 are undefined by SPEC: EXIT in every rule. */
  const uint32_t c = in->cls > PE_CLS_EXIT ? PE_CLS_EXIT : in->cls;
  /* The classes that write a register through the P-queue (ALU, SFU, SMEM_LD). */
  const bool alu_like = c == PE_CLS_ALU || c == PE_CLS_SFU || c == PE_CLS_SMEM_LD;
  uint32_t act = PE_ACT_SKIP;
  bool mark_ll = false;
  bool set_smem_st = false;
  bool set_bar = false;
  if (c == PE_CLS_SMEM_ST) { /* 0. unconditionally skipped classes */
    act = PE_ACT_SKIP;
    set_smem_st = true;
  } else if (c == PE_CLS_GST) {
    act = PE_ACT_SKIP;
  } else if (c == PE_CLS_ATOM) {
    act = PE_ACT_SKIP;
    mark_ll = true;
  } else if (c == PE_CLS_BAR) {
    act = PE_ACT_SKIP;
    set_bar = true;
  } else if (in->src_ll) { /* 1. a long-latency source */
    if (c == PE_CLS_BRANCH) {
      act = PE_ACT_HALT;
    } else {
      act = PE_ACT_SKIP;
      mark_ll = true;
    }
  } else if (in->src_pend || (in->dst_pend && alu_like)) { /* 2. short-latency dependence */
    act = PE_ACT_STALL;
  } else if (c == PE_CLS_EXIT) { /* 3. by class */
    act = PE_ACT_HALT;
  } else if (c == PE_CLS_BRANCH) {
    act = PE_ACT_EXEC_BRANCH;
  } else if (c == PE_CLS_GLD) {
    act = PE_ACT_PRELOAD;
    mark_ll = true;
  } else if (c == PE_CLS_SMEM_LD && (in->smem_st || in->bar)) {
    act = PE_ACT_SKIP;
    mark_ll = true;
  } else if (!in->can_ins) { /* ALU / SFU / SMEM_LD from here on */
    act = PE_ACT_SKIP;
    mark_ll = true;
  } else if (!in->any_free) {
    act = PE_ACT_STALL;
  } else {
    act = PE_ACT_PREEXEC;
  }
  out->act = act;
  out->mark_ll = mark_ll;
  out->set_smem_st = set_smem_st;
  out->set_bar = set_bar;
}

void pe_classifier_comb(const void *s, const pe_classifier_in_t *in, pe_classifier_out_t *out, void *next) {
  (void)s;
  (void)next;
  pe_classifier_eval(in, out);
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

WT_BLOCK_TABLES_NO_STATE(pe_classifier, PE_CLASSIFIER)

const wt_block_t pe_classifier_block = WT_DESCRIPTOR_NO_STATE(
    pe_classifier, .paper_ref = "SPEC 3.7: combinational, no storage (D1 §5.1 skip rules)");
