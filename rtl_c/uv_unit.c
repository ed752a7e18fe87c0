/* rtl_c/uv_unit.c: C model of the uniform-vector front end (contract in uv_unit.h). Twin of
 * hdl/uv_unit.sv: the same names, in the same order. */
#include "uv_unit.h"

#include <stdio.h>
#include <string.h>

#define IQ WT_UV_IQ
#define NS UV_UNIT_NSRC

/* UV_IQ is a power of two (configs/knobs.def), so a queue index wraps by truncation. */
static_assert((UINT32_C(1) << WT_UVIQW) == IQ, "uv_unit: UV_IQ is 2^UVIQW");

/* Queue index + k, wrapping at UV_IQ. */
static uint32_t q_add(uint32_t p, uint32_t k) { return (p + k) & (uint32_t)(IQ - 1); }

/* The issue interval of an instruction: 1 as a scalar, NL / NUMSP as a regular one, and NL / NUMSP
 * more for the copy a copy-on-write inserts before it (SPEC 5.1, 5.2). */
static uint32_t interval(bool sc, bool cow) {
  return (sc ? 1u : (uint32_t)WT_UVII) + (cow ? (uint32_t)WT_UVII : 0u);
}

void uv_unit_reset(uv_unit_state_t *s) {
  memset(s, 0, sizeof *s); /* every queue entry, q_head, q_count, ii_cnt 0 */
#if WT_UV_DESIGN == 0
  uv_token_file_reset(&s->tf);
#else
  uv_srf_reset(&s->srf);
#endif
  uv_irb_reset(&s->irb);
}

void uv_unit_comb(const uv_unit_state_t *s, const uv_unit_in_t *in, uv_unit_out_t *out,
                  uv_unit_state_t *next) {
  WT_ASSERT_FITS(in->dst, WT_UVRW);
  WT_ASSERT_FITS(in->act, WT_NL);
  WT_ASSERT_FITS(in->full, WT_NL);
  WT_ASSERT_FITS(in->iss_r, WT_UV_DW);
  /* Every child reads the start-of-cycle state; `next` may be `s` (wt_block.h). */
  const uv_unit_state_t now = *s;
  if (next != s) {
    *next = *s;
  }
  const uint32_t h = now.q_head;

  /* ---- Phase 1: issue (the head, start of the cycle). ---- */
  out->iss_rdy = now.q_count != 0u && now.ii_cnt == 0u;
  out->iss_take = in->iss_v && out->iss_rdy;
  const bool sc_h = out->iss_take && now.q_sc[h];
  out->iss_sc = sc_h;
  out->iss_cow = out->iss_take && now.q_cow[h];
#if WT_UV_DESIGN == 0
  out->iss_cval = 0u;
  out->iss_m = 0u;
  for (unsigned k = 0; k < NS; k++) {
    out->iss_val[k] = 0u;
  }
#else
  out->iss_cval = out->iss_cow ? now.q_cval[h] : 0u;
  out->iss_m = out->iss_take ? now.q_m[h] : 0u;
  for (unsigned k = 0; k < NS; k++) {
    out->iss_val[k] = ((out->iss_m >> k) & 1u) != 0u ? now.q_val[h * NS + k] : 0u;
  }
#endif
  /* The IRB: scalar instructions only; a renamed source's value from the queue, any other from
   * the pipeline. */
  uint32_t sv[NS];
  for (unsigned k = 0; k < NS; k++) {
    sv[k] = ((out->iss_m >> k) & 1u) != 0u ? out->iss_val[k] : in->iss_s[k];
  }
  const uv_irb_in_t bin = {
      .acc = sc_h,
      .pc = in->iss_pc,
      .opc = in->iss_opc,
      .s0 = sv[0],
      .s1 = sv[1],
      .s2 = sv[2],
      .r = in->iss_r,
      .inj = in->inj,
      .inj_e = in->inj_e,
      .inj_bit = in->inj_bit,
  };
  uv_irb_out_t bout;
  uv_irb_comb(&now.irb, &bin, &bout, &next->irb);
  out->iss_hit = bout.hit;
  out->iss_perr = bout.perr;
  out->iss_reuse = bout.reuse;
  out->iss_res = !sc_h ? 0u : bout.reuse ? bout.d : in->iss_r;
  out->inj_drop = bout.inj_drop;

  /* ---- Phase 2: ID. ---- */
  /* Register sources as the register design sees them (kind REG). */
  bool reg_v[NS];
  for (unsigned k = 0; k < NS; k++) {
    reg_v[k] = in->src_v[k] && in->src_kind[k] == UV_KIND_REG;
  }
  /* The interlock (SRF design): a live queued scalar instruction whose destination this one
   * reads or writes has not written its SR yet. */
  bool raw = false;
#if WT_UV_DESIGN == 1
  for (uint32_t i = 0; i < IQ; i++) {
    const uint32_t e = q_add(h, i);
    const bool live = i < now.q_count && now.q_sc[e];
    for (unsigned k = 0; k < NS; k++) {
      raw = raw || (live && reg_v[k] && in->src[k] == now.q_dst[e]);
    }
    raw = raw || (live && in->has_dst && in->dst == now.q_dst[e]);
  }
#endif
  out->id_rdy = now.q_count != IQ && !raw;
  out->id_take = in->id_v && out->id_rdy;
  const bool take = out->id_take;
  /* The design's view of the register sources, then the detector, then the design's decision. */
  bool ureg[NS];
  uv_detect_in_t din = {
      .has_dst = in->has_dst,
      .cls = in->cls,
      .active_mask = in->act,
      .full_mask = in->full,
  };
#if WT_UV_DESIGN == 0
  uv_token_file_in_t tin = {
      .valid = take,
      .has_dst = in->has_dst,
      .dst = in->dst,
      .uniform = false,
      .active = in->act,
      .full = in->full,
      .bwb_v = in->bwb_v,
      .bwb_dst = in->bwb_dst,
      .bwb_active = in->bwb_act,
      .bwb_full = in->bwb_full,
  };
  for (unsigned k = 0; k < NS; k++) {
    tin.src_v[k] = reg_v[k];
    tin.src[k] = in->src[k];
  }
  uv_token_file_out_t tout;
  uv_token_file_state_t scratch;
  uv_token_file_comb(&now.tf, &tin, &tout, &scratch); /* src_token does not read `uniform` */
  for (unsigned k = 0; k < NS; k++) {
    ureg[k] = tout.src_token[k];
  }
#else
  uv_srf_in_t rin = {
      .id_v = take,
      .src_v = (reg_v[0] ? 1u : 0u) | (reg_v[1] ? 2u : 0u) | (reg_v[2] ? 4u : 0u),
      .src0 = in->src[0],
      .src1 = in->src[1],
      .src2 = in->src[2],
      .dst_v = in->has_dst,
      .dst = in->dst,
      .uniform = false,
      .act = in->act,
      .full = in->full,
      .rel_v = out->iss_take && now.q_rel[h],
      .rel_sr = now.q_rsr[h],
      .wr_v = sc_h,
      .wr_sr = now.q_sr[h],
      .wr_val = out->iss_res,
  };
  uv_srf_out_t rout;
  uv_srf_state_t scratch;
  uv_srf_comb(&now.srf, &rin, &rout, &scratch); /* srcK_m does not read `uniform` */
  ureg[0] = rout.src0_m;
  ureg[1] = rout.src1_m;
  ureg[2] = rout.src2_m;
#endif
  for (unsigned k = 0; k < NS; k++) {
    din.src_v[k] = in->src_v[k];
    din.src_kind[k] = in->src_kind[k];
    din.src_sreg[k] = in->src_sreg[k];
    din.src_ureg[k] = ureg[k];
  }
  uv_detect_out_t dout;
  uv_detect_comb(NULL, &din, &dout, NULL);
  const bool uni = take && dout.uniform_instr;
#if WT_UV_DESIGN == 0
  tin.uniform = uni;
  uv_token_file_comb(&now.tf, &tin, &tout, &next->tf);
  const bool sc = uni;
  const bool fb = false;
  const bool cow = tout.cow;
  const uint32_t bc =
      (tout.src_bcast[0] ? 1u : 0u) | (tout.src_bcast[1] ? 2u : 0u) | (tout.src_bcast[2] ? 4u : 0u);
#else
  rin.uniform = uni;
  uv_srf_comb(&now.srf, &rin, &rout, &next->srf);
  const bool sc = rout.alloc;
  const bool fb = rout.fallback;
  const bool cow = rout.cow;
  const uint32_t m = (rout.src0_m ? 1u : 0u) | (rout.src1_m ? 2u : 0u) | (rout.src2_m ? 4u : 0u);
  const uint32_t bc = sc ? 0u : m;
#endif
  out->id_uni = uni;
  out->id_sc = sc;
  out->id_fb = fb;
  out->id_cow = cow;
  out->id_bc = bc;
  out->id_ii = take ? interval(sc, cow) : 0u;

  /* ---- Phase 3: the queue and the interval. ---- */
  if (take) {
    const uint32_t t = q_add(h, now.q_count);
    next->q_sc[t] = sc;
    next->q_cow[t] = cow;
#if WT_UV_DESIGN == 1
    next->q_dst[t] = in->dst;
    next->q_sr[t] = rout.alloc_sr;
    next->q_rel[t] = rout.old_v;
    next->q_rsr[t] = rout.old_sr;
    next->q_m[t] = m;
    next->q_val[t * NS + 0u] = rout.src0_val;
    next->q_val[t * NS + 1u] = rout.src1_val;
    next->q_val[t * NS + 2u] = rout.src2_val;
    next->q_cval[t] = rout.old_val;
#endif
  }
  next->q_head = out->iss_take ? q_add(h, 1u) : h;
  next->q_count = now.q_count + (take ? 1u : 0u) - (out->iss_take ? 1u : 0u);
  next->ii_cnt = out->iss_take      ? interval(now.q_sc[h], now.q_cow[h]) - 1u
                 : now.ii_cnt != 0u ? now.ii_cnt - 1u
                                    : 0u;
}

////////////////////////////////////////////////////////////////////////////////
// Invariants
////////////////////////////////////////////////////////////////////////////////

#define FAIL(...) return wt_fail(msg, n, __VA_ARGS__)

bool uv_unit_check(const uv_unit_state_t *s, char *msg, size_t n) {
  if (!wt_fields_width_ok(uv_unit_block.state, s, msg, n)) {
    return false;
  }
  if (!uv_irb_check(&s->irb, msg, n)) {
    return false;
  }
  if (s->q_count > IQ) {
    FAIL("queue count %u > UV_IQ %u", (unsigned)s->q_count, (unsigned)IQ);
  }
  if (s->ii_cnt >= 2u * (uint32_t)WT_UVII) {
    FAIL("issue countdown %u >= 2 NL / NUMSP = %u", (unsigned)s->ii_cnt, 2u * (unsigned)WT_UVII);
  }
#if WT_UV_DESIGN == 1
  if (!uv_srf_check(&s->srf, msg, n)) {
    return false;
  }
  /* SPEC 7.3: free, mapped and pending release partition the SRs. where[sr]: 0 nobody, 1 free,
   * 2 mapped, 3 pending. */
  static const char *const what[] = {"", "free", "mapped", "pending release"};
  uint8_t where[WT_SRF_REGS];
  memset(where, 0, sizeof where);
  unsigned nfree = 0, nmap = 0, npend = 0;
  for (uint32_t i = 0; i < s->srf.fl_count; i++) {
    where[s->srf.fl_slot[(s->srf.fl_head + i) & WT_MASK32(WT_SRW)]] = 1; /* uv_srf_check: no duplicates */
    nfree++;
  }
  for (uint32_t v = 0; v < WT_UV_VREGS; v++) {
    if ((s->srf.map[v] & UV_SRF_MAP_V) != 0u) {
      where[s->srf.map[v] & WT_MASK32(WT_SRW)] = 2; /* uv_srf_check: disjoint from the freelist */
      nmap++;
    }
  }
  for (uint32_t i = 0; i < s->q_count; i++) {
    const uint32_t e = q_add(s->q_head, i);
    if (s->q_rel[e]) {
      const uint32_t sr = s->q_rsr[e];
      if (where[sr] != 0u) {
        FAIL("SR %u is pending release (queue entry %u) and %s", (unsigned)sr, (unsigned)e, what[where[sr]]);
      }
      where[sr] = 3;
      npend++;
    }
  }
  if (nfree + nmap + npend != WT_SRF_REGS) {
    FAIL("free %u + mapped %u + pending release %u != SRF_REGS %u", nfree, nmap, npend,
         (unsigned)WT_SRF_REGS);
  }
  for (uint32_t i = 0; i < s->q_count; i++) {
    const uint32_t e = q_add(s->q_head, i);
    if (s->q_sc[e] && where[s->q_sr[e]] != 2u && where[s->q_sr[e]] != 3u) {
      FAIL("queue entry %u writes SR %u, which is %s", (unsigned)e, (unsigned)s->q_sr[e],
           where[s->q_sr[e]] == 1u ? "free" : "nobody's");
    }
  }
#endif
  return true;
}

/* ---- Field tables ---- */

WT_IO_TABLES(uv_unit, UV_UNIT)
#define ST_T uv_unit_state_t
#define F_TF(T, f, dims, w, d) WT_XFIELD(ST_T, T, tf.f, w, d),
#define F_SRF(T, f, dims, w, d) WT_XFIELD(ST_T, T, srf.f, w, d),
#define F_IRB(T, f, dims, w, d) WT_XFIELD(ST_T, T, irb.f, w, d),
#define F_OWN(T, f, dims, w, d) WT_XFIELD(ST_T, T, f, w, d),
static const wt_field_t state_fields[] = {
#if WT_UV_DESIGN == 0
    UV_TOKEN_FILE_STATE_FIELDS(F_TF)
#else
    UV_SRF_STATE_FIELDS(F_SRF)
#endif
        UV_IRB_STATE_FIELDS(F_IRB) UV_UNIT_Q_FIELDS(F_OWN) UV_UNIT_CTL_FIELDS(F_OWN)};

/* The paper's rows: the register design's storage, the IRB, and the queue this unit adds. */
#if WT_UV_DESIGN == 0
static const char *const tf_f[] = {"tf.token", NULL};
#define REG_PARTS \
  {"token file", tf_f, "D4 §3.1.1: a token bit per physical vector register; no size given (U4)", WT_WHOLE},
#else
static const char *const srf_f[] = {"srf.srf", NULL};
static const char *const map_f[] = {"srf.map", NULL};
static const char *const fl_f[] = {"srf.fl_slot", "srf.fl_head", "srf.fl_tail", "srf.fl_count", NULL};
#define REG_PARTS \
  {"SRF", srf_f, "D4 §4: a SRF of 128 scalar registers, 128 x 32 = 4096 b", WT_WHOLE}, \
      {"renaming map", map_f, "D4 §4: 512 x 7 = 3584 b; MODEL adds V (U2)", WT_WHOLE}, \
      {"freelist", fl_f, "SPEC 5.3 [RES] (U3): a FIFO of 128 x 7 b + head, tail, count; not in D4", \
       WT_WHOLE},
#endif
#define N_IRB(T, f, dims, w, d) "irb." #f,
static const char *const irb_f[] = {UV_IRB_STATE_FIELDS(N_IRB) NULL};
#define N_OWN(T, f, dims, w, d) #f,
static const char *const q_f[] = {UV_UNIT_Q_FIELDS(N_OWN) UV_UNIT_CTL_FIELDS(N_OWN) NULL};
static const wt_part_t parts[] = {
    REG_PARTS{"instruction reuse buffer", irb_f, "D4 §4: 8 x 149 = 1192 b without parity and valid (U1)",
              WT_WHOLE},
    {"ID-to-issue queue and issue interval", q_f, "[RES] the front end's own latches (D4 gives none)",
     WT_WHOLE},
};

WT_ADAPTERS(uv_unit, UV_UNIT)
WT_CHECK_ADAPTER(uv_unit)

const wt_block_t uv_unit_block =
    WT_DESCRIPTOR(uv_unit, .check = check_v,
                  .paper_ref = "D4 §3-§4: token file or SRF + renaming map, and the IRB", WT_PARTS(parts));
