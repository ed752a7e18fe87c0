/* tb/stim/pe_classifier_stim.c: random stimulus for pe_classifier.
 *
 * Every input value is legal (a combinational decision over 11 input bits, pe_classifier.h). The
 * class runs over all 16 codes (10..15 included: they act as EXIT); the bias phase steers towards
 * uniform inputs (0), the ALU / SFU / SMEM_LD path with quiet operands (1, reaching PREEXEC, the
 * range / full SKIP and the no-free STALL), long-latency sources (2) and the flags set (3).
 */
#include "pe_classifier.h"
#include "wt_stim.h"

static void random_in(wt_rng_t *rng, unsigned phase, pe_classifier_in_t *in) {
  static const uint32_t ll_pct[4] = {50, 5, 70, 20};
  static const uint32_t pend_pct[4] = {50, 10, 20, 20};
  static const uint32_t flag_pct[4] = {50, 10, 30, 80};
  static const uint32_t ins_pct[4] = {50, 80, 50, 60};
  in->cls = phase == 1u && wt_rng_chance(rng, 3, 4) ? wt_rng_below(rng, 3) /* ALU, SFU, SMEM_LD */
                                                    : (uint32_t)wt_rng_bits(rng, WT_PECLSW);
  in->src_ll = wt_rng_chance(rng, ll_pct[phase], 100);
  in->src_pend = wt_rng_chance(rng, pend_pct[phase], 100);
  in->dst_pend = wt_rng_chance(rng, pend_pct[phase], 100);
  in->smem_st = wt_rng_chance(rng, flag_pct[phase], 100);
  in->bar = wt_rng_chance(rng, flag_pct[phase], 100);
  in->can_ins = wt_rng_chance(rng, ins_pct[phase], 100);
  in->any_free = wt_rng_chance(rng, ins_pct[phase], 100);
}

WT_STIM_NO_STATE(pe_classifier);
