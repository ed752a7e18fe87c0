/* tb/stim/uv_unit_stim.c: random stimulus for uv_unit.
 *
 * Every input is legal: the unit takes an instruction only while id_rdy and issues only while
 * iss_rdy, and the SRs it releases are the ones it holds in its queue, so no input can break its
 * invariants. The generator aims at what exercises them: register sources and destinations from a
 * window of 1.5 x SRF_REGS vector registers (so that uniform registers are read back, redefined,
 * and in the SRF design the freelist empties), immediates and special registers of both kinds,
 * partial launch masks and divergent warps, and a few PCs, opcodes and small source values at
 * issue so that the IRB hits, reuses and misses. The bias phase steers towards uniform streams
 * (0), divergent and regular ones (1), a stalled issue that fills the queue (2) and a mix (3).
 */
#include "uv_unit.h"
#include "wt_stim.h"

#define NVR WT_UV_VREGS
#define HOT (WT_SRF_REGS + WT_SRF_REGS / 2u < NVR ? WT_SRF_REGS + WT_SRF_REGS / 2u : NVR)

/* A vector register: from the hot window 15 times in 16, else any. */
static uint32_t pick_vr(wt_rng_t *rng) {
  return wt_rng_chance(rng, 15, 16) ? wt_rng_below(rng, HOT) : wt_rng_below(rng, NVR);
}

static void random_in(wt_rng_t *rng, unsigned phase, const uv_unit_state_t *s, uv_unit_in_t *in) {
  static const uint32_t reg_pct[4] = {50, 70, 60, 60}; /* a source is a register */
  static const uint32_t div_pct[4] = {3, 40, 10, 15};  /* the warp is divergent */
  static const uint32_t alu_pct[4] = {95, 70, 85, 85}; /* an ALU instruction */
  static const uint32_t iss_pct[4] = {90, 80, 15, 60}; /* the pipeline issues */
  const uint32_t all = WT_MASK32(WT_NL);
  /* ID. */
  in->id_v = wt_rng_chance(rng, 7, 8);
  for (unsigned k = 0; k < UV_UNIT_NSRC; k++) {
    in->src_v[k] = wt_rng_chance(rng, 2, 3);
    if (wt_rng_chance(rng, reg_pct[phase], 100)) {
      in->src_kind[k] = UV_KIND_REG;
    } else {
      in->src_kind[k] = wt_rng_chance(rng, 1, 2)     ? UV_KIND_IMM
                        : wt_rng_chance(rng, 15, 16) ? UV_KIND_SREG
                                                     : 3u;
    }
    in->src_sreg[k] = (uint32_t)wt_rng_bits(rng, WT_UVSREGW);
    in->src[k] = pick_vr(rng);
  }
  in->has_dst = wt_rng_chance(rng, 7, 8);
  in->dst = wt_rng_chance(rng, 1, 4) ? in->src[0] : pick_vr(rng);
#if WT_UV_DESIGN == 1
  /* Now and then read or write what a queued instruction writes: the interlock's case. */
  if (s->q_count != 0u && wt_rng_chance(rng, 1, 4)) {
    const uint32_t e = (s->q_head + wt_rng_below(rng, s->q_count)) & (uint32_t)(WT_UV_IQ - 1);
    if (wt_rng_chance(rng, 3, 4)) {
      in->src_v[1] = true;
      in->src_kind[1] = UV_KIND_REG;
      in->src[1] = s->q_dst[e];
    } else {
      in->dst = s->q_dst[e];
    }
  }
#else
  (void)s;
#endif
  in->cls = wt_rng_chance(rng, alu_pct[phase], 100) ? UV_CLS_ALU : (uint32_t)wt_rng_bits(rng, WT_UVCLSW);
  in->full = wt_rng_chance(rng, 7, 8) ? all : ((uint32_t)wt_rng_bits(rng, WT_NL) | 1u);
  in->act =
      wt_rng_chance(rng, div_pct[phase], 100) ? ((uint32_t)wt_rng_bits(rng, WT_NL) & in->full) : in->full;
  /* Issue: a small program (the PC fixes the opcode and an immediate) whose register values vary
   * little, so that the IRB sees repeats; now and then anything. */
  in->iss_v = wt_rng_chance(rng, iss_pct[phase], 100);
  const uint32_t pc = wt_rng_below(rng, 6);
  in->iss_pc = (uint32_t)(((uint64_t)pc << WT_IRB_PPC_LSB) & WT_MASK64(WT_PCW));
  in->iss_opc = pc % 3u;
  in->iss_s[0] = wt_rng_below(rng, 2);
  in->iss_s[1] = pc;
  in->iss_s[2] = 0;
  if (wt_rng_chance(rng, 1, 16)) {
    in->iss_pc = (uint32_t)wt_rng_bits(rng, WT_PCW); /* anywhere, aliases included */
    in->iss_opc = (uint32_t)wt_rng_bits(rng, WT_UV_OPCW);
    for (unsigned k = 0; k < UV_UNIT_NSRC; k++) {
      in->iss_s[k] = (uint32_t)wt_rng_bits(rng, WT_UV_DW);
    }
  }
  in->iss_r = (uint32_t)wt_rng_bits(rng, WT_UV_DW);
  /* Broadcast writebacks, and now and then a soft error in the IRB. */
  in->bwb_v = wt_rng_chance(rng, 1, 8);
  in->bwb_dst = pick_vr(rng);
  in->bwb_full = wt_rng_chance(rng, 7, 8) ? all : ((uint32_t)wt_rng_bits(rng, WT_NL) | 1u);
  in->bwb_act = wt_rng_chance(rng, 3, 4) ? in->bwb_full : ((uint32_t)wt_rng_bits(rng, WT_NL) & in->bwb_full);
  in->inj = wt_rng_chance(rng, 1, 64);
  in->inj_e = wt_rng_below(rng, WT_IRB_ENTRIES);
  in->inj_bit = wt_rng_below(rng, WT_IRB_COVW + 2u) & WT_MASK32(WT_IRB_POSW);
}

WT_STIM(uv_unit);
