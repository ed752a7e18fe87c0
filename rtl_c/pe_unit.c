/* rtl_c/pe_unit.c: C model of the P-mode unit of one SM (contract in pe_unit.h).
 *
 * Written as the twin of hdl/pe_unit.sv: each child is stepped once with its real inputs; where
 * the unit needs a child's output to compute that child's own inputs (the mode control's
 * start-of-cycle query, the P-queue's discard masks, can_insert and head match, the availability
 * vector's any_free and allocation index, the rename tables' reads, the scoreboard's checks), it
 * first evaluates the child on the same start-of-cycle state into scratch (or calls the phase
 * function that computes exactly those outputs), as the Verilog reads the child's output port.
 * Those outputs do not depend on the inputs derived from them (the children's in-cycle orders,
 * each header), so the scratch evaluation and the real step agree on them. */
#include "pe_unit.h"

#include <assert.h>
#include <string.h>

typedef pe_unit_state_t st_t;

#define NW PE_AVAIL_VEC_NW
#define WW PE_AVAIL_VEC_WW
#define NSRC WT_PE_NSRC

void pe_unit_reset(st_t *s) {
  pe_scoreboard_reset(&s->sb);
  pe_mode_ctl_reset(&s->mc);
  pe_rename_reset(&s->rn);
  pe_avail_vec_reset(&s->av);
  pe_pqueue_reset(&s->pq);
  for (unsigned w = 0; w < WT_WARPS; w++) {
    pdom_stack_reset(&s->st[w]);
  }
  for (unsigned w = 0; w < NW; w++) {
    s->rsv[w] = 0u;
    s->held[w] = 0u;
  }
}

/* Word w of the one-hot RREGS-bit vector of index `idx` when `v` (0 otherwise). */
static inline uint32_t onehot(bool v, uint32_t idx, unsigned w) {
  return v && idx / WW == w ? UINT32_C(1) << (idx % WW) : 0u;
}

/* Word w of a bool[RREGS] mask (a P-queue discard output). */
static inline uint32_t pack_word(const bool *m, unsigned w) {
  uint32_t x = 0u;
  for (unsigned j = 0; j < WW; j++) {
    x |= (uint32_t)m[w * WW + j] << j;
  }
  return x;
}

void pe_unit_comb(const st_t *s, const pe_unit_in_t *in, pe_unit_out_t *out, st_t *next) {
  WT_ASSERT_FITS(in->n_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->p_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->f_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->n_dst, WT_AREGW);
  WT_ASSERT_FITS(in->p_dst, WT_AREGW);
  WT_ASSERT_FITS(in->rel_idx, WT_PHYW);
  WT_ASSERT_FITS(in->n_rphy, WT_PHYW);
  WT_ASSERT_FITS(in->p_cls, WT_PECLSW);

  /* ---- 1. Mode control: the start-of-cycle query (mc_q: no entry, halt or flags yet) ---- */
  pe_mode_ctl_in_t mci;
  memset(&mci, 0, sizeof mci);
  mci.q_wid = in->p_wid;
  mci.wb0_v = in->wb0_v;
  mci.wb0_wid = in->wb0_wid;
  mci.wb0_reg = in->wb0_reg;
  mci.wb0_p = in->wb0_p;
  mci.wb0_tag = in->wb0_tag;
  mci.wb1_v = in->wb1_v;
  mci.wb1_wid = in->wb1_wid;
  mci.wb1_reg = in->wb1_reg;
  mci.wb1_p = in->wb1_p;
  mci.wb1_tag = in->wb1_tag;
  pe_mode_ctl_out_t mc_q;
  pe_mode_ctl_state_t mc_scratch;
  pe_mode_ctl_comb(&s->mc, &mci, &mc_q, &mc_scratch);

  /* The slots count only for a warp in the right mode (start of cycle). */
  const bool n_ok = in->n_v && in->n_wid < WT_WARPS && !mc_q.mode[in->n_wid];
  const bool p_ok = in->p_v && mc_q.q_mode && !mc_q.q_halt;
  const bool f_ok = in->f_v && in->f_wid < WT_WARPS && !mc_q.mode[in->f_wid];

  /* ---- 2. Scoreboard: writebacks, then the N check of the N slot ---- */
  if (next != s) {
    next->sb = s->sb;
  }
  pe_scoreboard_in_t sbi;
  memset(&sbi, 0, sizeof sbi);
  sbi.wb0_v = in->wb0_v;
  sbi.wb0_wid = in->wb0_wid;
  sbi.wb0_reg = in->wb0_reg;
  sbi.wb0_p = in->wb0_p;
  sbi.wb0_ll = in->wb0_ll;
  sbi.wb0_pm = mc_q.wb0_pm;
  sbi.wb1_v = in->wb1_v;
  sbi.wb1_wid = in->wb1_wid;
  sbi.wb1_reg = in->wb1_reg;
  sbi.wb1_p = in->wb1_p;
  sbi.wb1_ll = in->wb1_ll;
  sbi.wb1_pm = mc_q.wb1_pm;
  sbi.nck_wid = in->n_wid;
  for (unsigned k = 0; k < NSRC; k++) {
    /* A reuse reads no source: only its destination is checked (WAW, SPEC 3.8). */
    sbi.nck_src[k] = in->n_reuse ? WT_NAREG : in->n_src[k];
    sbi.pck_src[k] = in->p_src[k];
  }
  sbi.nck_dst = in->n_dst;
  sbi.pck_wid = in->p_wid;
  sbi.pck_dst = in->p_dst;
  if (sbi.wb0_v) {
    pe_scoreboard_wb(&next->sb, sbi.wb0_wid, sbi.wb0_reg, sbi.wb0_p, sbi.wb0_ll, sbi.wb0_pm);
  }
  if (sbi.wb1_v) {
    pe_scoreboard_wb(&next->sb, sbi.wb1_wid, sbi.wb1_reg, sbi.wb1_p, sbi.wb1_ll, sbi.wb1_pm);
  }
  pe_scoreboard_out_t sb_n; /* the N check (the copy below writes only the P-SB) */
  pe_scoreboard_check_ports(&next->sb, &sbi, &sb_n);

  /* The N slot's decision: entry, normal issue, or (rename read first) a reuse. */
  pe_rename_in_t rni;
  memset(&rni, 0, sizeof rni);
  rni.nrd_wid = in->n_wid;
  rni.prd_wid = in->p_wid;
  for (unsigned k = 0; k < NSRC; k++) {
    rni.nrd_reg[k] = in->n_src[k];
    rni.prd_reg[k] = in->p_src[k];
  }
  rni.nrd_reg[PE_RENAME_RD_DST] = in->n_dst;
  rni.prd_reg[PE_RENAME_RD_DST] = WT_NAREG; /* the P-RT dst is overwritten, not released */
  rni.xit_v = in->dis_v;                    /* a warp's exit releases its N-RT mappings (SPEC 3.10) */
  rni.xit_wid = in->dis_wid;
  pe_rename_out_t rn_r;
  pe_rename_read(&s->rn, &rni, &rn_r);

  const bool n_nrm = n_ok && !in->n_reuse;
  const bool ent = n_nrm && in->pm_en && sb_n.n_raw_ll;
  const bool nrm_iss = n_nrm && !sb_n.n_raw && !sb_n.n_waw;

  /* ---- 3. Entry: copy_n2p of the scoreboard (P check after it) ---- */
  sbi.cp_v = ent;
  sbi.cp_wid = in->n_wid;
  if (sbi.cp_v) {
    pe_scoreboard_copy(&next->sb, sbi.cp_wid);
  }
  pe_scoreboard_out_t sb_p; /* the P check of the P slot */
  pe_scoreboard_check_ports(&next->sb, &sbi, &sb_p);

  /* ---- 4. P-queue and availability vector before the insert and the allocation ---- */
  pe_pqueue_in_t pqi;
  memset(&pqi, 0, sizeof pqi);
  pqi.pwb0_v = in->wb0_v && in->wb0_p;
  pqi.pwb0_wid = in->wb0_wid;
  pqi.pwb0_qidx = in->wb0_qidx;
  pqi.pwb0_phy = in->wb0_phy;
  pqi.pwb1_v = in->wb1_v && in->wb1_p;
  pqi.pwb1_wid = in->wb1_wid;
  pqi.pwb1_qidx = in->wb1_qidx;
  pqi.pwb1_phy = in->wb1_phy;
  pqi.ent_v = ent;
  pqi.ent_wid = in->n_wid;
  pqi.ent_base = in->n_pc;
  pqi.dis_v = in->dis_v;
  pqi.dis_wid = in->dis_wid;
  pqi.ins_wid = in->p_wid;
  pqi.ins_pc = in->p_pc;
  pqi.ins_dst = in->p_dst;
  pqi.ins_src0 = in->p_src[0];
  pqi.ins_src1 = in->p_src[1];
  pqi.hm_wid = in->f_wid;
  pqi.hm_pc = in->f_pc;
  pqi.pop_wid = in->f_wid;
  pe_pqueue_out_t pq_q; /* ins_v = pop_v = 0: discard masks, can_ins, ins_qidx, head match */
  pe_pqueue_state_t pq_scratch;
  pe_pqueue_comb(&s->pq, &pqi, &pq_q, &pq_scratch);

  pe_avail_vec_in_t avi;
  memset(&avi, 0, sizeof avi);
  for (unsigned w = 0; w < NW; w++) {
    avi.zmb_mask[w] = pack_word(pq_q.zmb_mask, w);
    avi.rel_mask[w] =
        pack_word(pq_q.rel_mask, w) | pack_word(rn_r.xrel_mask, w) | onehot(in->rel_v, in->rel_idx, w);
    avi.rsv_mask[w] = in->rsv_mask[w];
  }
  avi.wbn0_v = in->wb0_v && in->wb0_p;
  avi.wbn0_idx = in->wb0_phy;
  avi.wbn1_v = in->wb1_v && in->wb1_p;
  avi.wbn1_idx = in->wb1_phy;
  avi.rsv_v = in->rsv_v;
  avi.alloc_bank = in->p_bank;
  pe_avail_vec_out_t av_q; /* alloc_v = 0: any_free, alloc_ok, alloc_idx */
  pe_avail_vec_state_t av_scratch;
  pe_avail_vec_comb(&s->av, &avi, &av_q, &av_scratch);

  /* ---- 5. The classifier (SPEC 3.7) and the reuse matcher (SPEC 3.8) ---- */
  const pe_classifier_in_t cli = {
      .cls = in->p_cls,
      .src_ll = sb_p.p_src_ll,
      .src_pend = sb_p.p_src_pend,
      .dst_pend = sb_p.p_dst_pend,
      .smem_st = mc_q.q_smem_st,
      .bar = mc_q.q_bar,
      .can_ins = pq_q.can_ins,
      .any_free = av_q.any_free,
  };
  pe_classifier_out_t cl;
  pe_classifier_eval(&cli, &cl);
  const bool pre = p_ok && cl.act == PE_ACT_PREEXEC;

  const pe_reuse_in_t rui = {
      .f_v = f_ok,
      .hm_match = pq_q.hm_match,
      .hm_rdy = pq_q.hm_rdy,
      .i_v = n_ok && in->n_reuse,
      .i_dst_pend = sb_n.n_waw,
      .i_old_r = rn_r.nrd_r[PE_RENAME_RD_DST],
  };
  pe_reuse_out_t ru;
  pe_reuse_eval(&rui, &ru);
  const bool n_iss = nrm_iss || ru.i_iss;

  /* ---- 6. The updates: scoreboard, rename tables, mode control, P-queue, availability ---- */
  sbi.nis_v = nrm_iss;
  sbi.nis_wid = in->n_wid;
  sbi.nis_dst = in->n_dst;
  sbi.nis_ll = in->n_gld;
  sbi.pup_v = p_ok && (cl.mark_ll || pre);
  sbi.pup_wid = in->p_wid;
  sbi.pup_dst = in->p_dst;
  sbi.pup_op = pre;
  if (sbi.nis_v) {
    pe_scoreboard_n_issue(&next->sb, sbi.nis_wid, sbi.nis_dst, sbi.nis_ll);
  }
  if (sbi.pup_v) {
    pe_scoreboard_p_update(&next->sb, sbi.pup_wid, sbi.pup_dst, sbi.pup_op);
  }

  rni.cp_v = ent;
  rni.cp_wid = in->n_wid;
  rni.nwr_v = n_iss;
  rni.nwr_wid = in->n_wid;
  rni.nwr_reg = in->n_dst;
  rni.nwr_set = in->n_reuse;
  rni.nwr_phy = in->n_rphy;
  rni.pwr_v = pre;
  rni.pwr_wid = in->p_wid;
  rni.pwr_reg = in->p_dst;
  rni.pwr_set = true;
  rni.pwr_phy = av_q.alloc_idx;
  pe_rename_out_t rn_o;
  pe_rename_comb(&s->rn, &rni, &rn_o, &next->rn);

  mci.ent_v = ent;
  mci.ent_wid = in->n_wid;
  for (unsigned k = 0; k < NSRC; k++) {
    mci.ent_src[k] = in->n_src[k];
    mci.ent_src_ll[k] = sb_n.n_src_ll[k];
  }
  mci.hlt_v = p_ok && cl.act == PE_ACT_HALT;
  mci.hlt_wid = in->p_wid;
  mci.fl_v = p_ok && (cl.set_smem_st || cl.set_bar);
  mci.fl_wid = in->p_wid;
  mci.fl_smem_st = cl.set_smem_st;
  mci.fl_bar = cl.set_bar;
  pe_mode_ctl_out_t mc_o;
  pe_mode_ctl_comb(&s->mc, &mci, &mc_o, &next->mc);
  /* The mode control takes every entry the unit requests (an N-mode warp with raw_ll has a source
   * pending long latency), so the copies driven from the request are its entries; the Verilog
   * checks the same equality under simulation. */
  assert(mc_o.ent_ok == ent);

  pqi.ins_v = pre;
  pqi.ins_phy = av_q.alloc_idx;
  pqi.pop_v = ru.pop;
  pe_pqueue_out_t pq_o;
  pe_pqueue_comb(&s->pq, &pqi, &pq_o, &next->pq);

  avi.alloc_v = pre;
  pe_avail_vec_out_t av_o;
  pe_avail_vec_comb(&s->av, &avi, &av_o, &next->av);

  /* The unit's own registers: held (set by a pop and a displaced mapping, cleared by a reuse
   * issue and a release; a set wins) and rsv (a release, then the reserve). */
  const bool old_held = n_iss && rn_r.nrd_r[PE_RENAME_RD_DST] && in->n_dst != WT_NAREG;
  for (unsigned w = 0; w < NW; w++) {
    const uint32_t rel_1h = onehot(in->rel_v, in->rel_idx, w);
    const uint32_t clr = rel_1h | onehot(ru.i_iss, in->n_rphy, w);
    const uint32_t set = onehot(ru.pop, pq_q.hm_phy, w) | onehot(old_held, rn_r.nrd_phy[PE_RENAME_RD_DST], w);
    const uint32_t rsv_set = in->rsv_v ? in->rsv_mask[w] : 0u;
    next->held[w] = (s->held[w] & ~clr) | set;
    next->rsv[w] = (s->rsv[w] & ~rel_1h) | rsv_set;
  }

  /* ---- 7. The SIMT stacks, storage indexed by warp (pe_unit.h): the port's warp through the one
   * update datapath (pdom_stack phases 1 and 2, from its start-of-cycle state, which is also what
   * st_pc/st_mask show), then the entering warp's copy and the exiting warps' restores (not of
   * the warp that copies: restoring what was just copied changes nothing) ---- */
  for (unsigned w = 0; w < WT_WARPS; w++) {
    out->st_ovf[w] = s->st[w].ovf; /* start of cycle: read before `next` (maybe `s`) is written */
  }
  if (next != s) {
    memcpy(next->st, s->st, sizeof next->st);
  }
  const bool st_in = in->st_wid < WT_WARPS;
  uint32_t st_pc = 0u, st_mask = 0u;
  if (st_in) {
    pdom_stack_state_t *const p = &next->st[in->st_wid];
    st_pc = pdom_stack_fetch_pc(p);
    st_mask = pdom_stack_active_mask(p);
    if (in->st_init) {
      pdom_stack_init(p, in->st_init_pc, in->st_init_mask);
    }
    if (in->st_upd) {
      (void)pdom_stack_update(p, in->st_npc, in->st_rpc, in->st_fpc);
    }
  }
  for (unsigned w = 0; w < WT_WARPS; w++) {
    const bool cp_w = ent && in->n_wid == w;
    const bool rs_w = mc_o.exit_mask[w] && !cp_w;
    if (cp_w) {
      pdom_stack_copy(&next->st[w]);
    }
    if (rs_w) {
      pdom_stack_restore(&next->st[w]);
    }
  }

  /* ---- Outputs ---- */
  for (unsigned w = 0; w < WT_WARPS; w++) {
    out->mode[w] = mc_q.mode[w];
    out->exit_mask[w] = mc_o.exit_mask[w];
  }
  out->any_free = av_q.any_free;
  out->n_ok = n_ok;
  out->n_iss = n_iss;
  out->n_ent = ent;
  for (unsigned k = 0; k < NSRC; k++) {
    out->n_src_r[k] = rn_r.nrd_r[k];
    out->n_src_phy[k] = rn_r.nrd_phy[k];
    out->p_src_r[k] = rn_r.prd_r[k];
    out->p_src_phy[k] = rn_r.prd_phy[k];
  }
  out->n_old_r = rn_r.nrd_r[PE_RENAME_RD_DST];
  out->n_old_phy = rn_r.nrd_phy[PE_RENAME_RD_DST];
  out->p_ok = p_ok;
  out->p_act = cl.act;
  out->p_tag = mc_q.q_tag;
  out->p_pre = pre;
  out->p_phy = pre ? av_q.alloc_idx : 0u;
  out->p_qidx = pre ? pq_q.ins_qidx : 0u;
  out->f_reuse = ru.f_reuse;
  out->f_wait = ru.f_wait;
  out->f_dst = ru.f_reuse ? pq_q.hm_dst : 0u;
  out->f_phy = ru.f_reuse ? pq_q.hm_phy : 0u;
  out->f_src0 = ru.f_reuse ? pq_q.hm_src0 : 0u;
  out->f_src1 = ru.f_reuse ? pq_q.hm_src1 : 0u;
  out->st_pc = st_pc;
  out->st_mask = st_mask;
}

////////////////////////////////////////////////////////////////////////////////
// Invariants
////////////////////////////////////////////////////////////////////////////////

#define FAIL(...) return wt_fail(msg, n, __VA_ARGS__)

bool pe_unit_check(const st_t *s, char *msg, size_t n) {
  if (!wt_fields_width_ok(pe_unit_block.state, s, msg, n) || !pe_scoreboard_check(&s->sb, msg, n) ||
      !pe_mode_ctl_check(&s->mc, msg, n) || !pe_avail_vec_check(&s->av, msg, n) ||
      !pe_pqueue_check(&s->pq, msg, n)) {
    return false;
  }
  /* A valid trigger source is still pending long latency in the N-scoreboard. */
  for (unsigned w = 0; w < WT_WARPS; w++) {
    for (unsigned k = 0; k < NSRC; k++) {
      const uint32_t r = s->mc.trig_reg[w][k];
      if (s->mc.trig_v[w][k] && !(r < WT_NAREG && s->sb.n_pend[w][r] && s->sb.n_ll[w][r])) {
        FAIL("warp %u: trigger source %u (r%u) is valid but not pending long latency", w, k, (unsigned)r);
      }
    }
  }
  /* SPEC 7.3 §3: every used rename register has exactly one owner, a free one none. */
  unsigned owners[WT_RREGS];
  memset(owners, 0, sizeof owners);
  for (unsigned w = 0; w < WT_WARPS; w++) {
    for (unsigned k = 0; k < WT_PQ; k++) {
      const uint64_t e = s->pq.e[w][k];
      if (pq_entry_v(e) != 0u) {
        owners[pq_entry_phy(e)]++;
      }
    }
    for (unsigned r = 0; r < WT_NAREG; r++) {
      if (s->rn.n_r[w][r]) {
        owners[s->rn.n_phy[w][r]]++;
      }
    }
  }
  for (uint32_t i = 0; i < WT_RREGS; i++) {
    const unsigned o =
        owners[i] + wt_vbit(s->av.zombie, WW, i) + wt_vbit(s->rsv, WW, i) + wt_vbit(s->held, WW, i);
    const bool used = wt_vbit(s->av.used, WW, i);
    if (o != (used ? 1u : 0u)) {
      FAIL(
          "rename register %u: used = %d but %u owners (P-queue/N-RT %u, zombie %d, reserved %d, "
          "held %d); SPEC 7.3: exactly one owner while used, none while free",
          (unsigned)i, used, o, owners[i], wt_vbit(s->av.zombie, WW, i), wt_vbit(s->rsv, WW, i),
          wt_vbit(s->held, WW, i));
    }
  }
  return true;
}

/* ---- Field tables ---- */

WT_IO_TABLES(pe_unit, PE_UNIT)
#define ST_T pe_unit_state_t
#define F_SB(T, f, dims, w, d) WT_XFIELD(ST_T, T, sb.f, w, d),
#define F_MC(T, f, dims, w, d) WT_XFIELD(ST_T, T, mc.f, w, d),
#define F_RN(T, f, dims, w, d) WT_XFIELD(ST_T, T, rn.f, w, d),
#define F_AV(T, f, dims, w, d) WT_XFIELD(ST_T, T, av.f, w, d),
#define F_PQ(T, f, dims, w, d) WT_XFIELD(ST_T, T, pq.f, w, d),
#define F_ST(T, f, dims, w, d) WT_XFIELD_IN(ST_T, st, WT_WARPS, T, f, w, d),
#define F_OWN(T, f, dims, w, d) WT_XFIELD(ST_T, T, f, w, d),
static const wt_field_t state_fields[] = {PE_SCOREBOARD_STATE_FIELDS(F_SB) PE_MODE_CTL_STATE_FIELDS(F_MC)
                                              PE_RENAME_STATE_FIELDS(F_RN) PE_AVAIL_VEC_STATE_FIELDS(F_AV)
                                                  PE_PQUEUE_STATE_FIELDS(F_PQ) PDOM_STACK_STATE_FIELDS(F_ST)
                                                      PE_UNIT_OWN_FIELDS(F_OWN)};

/* D1's SIMT stack: 8 entries of 96 b (32 lanes, 32-bit PCs) per warp. */
static const char *const pq_f[] = {"pq.e", "pq.head", "pq.tail", "pq.base", NULL};
static const char *const rn_f[] = {"rn.n_r", "rn.n_phy", "rn.p_r", "rn.p_phy", NULL};
static const char *const psb_f[] = {"sb.p_pend", "sb.p_ll", NULL};
static const char *const av_f[] = {"av.used", NULL};
static const char *const nsb_f[] = {"sb.n_ll", NULL};
static const char *const mc_f[] = {"mc.mode",     "mc.halt",    "mc.tag", "mc.trig_v",
                                   "mc.trig_reg", "mc.smem_st", "mc.bar", NULL};
static const char *const own_f[] = {"av.zombie", "rsv", "held", NULL};
static const char *const simt_f[] = {"st.npc", "st.rpc", "st.mask", "st.depth", "st.ovf", NULL};
static const char *const copy_f[] = {"st.s_npc", "st.s_rpc", "st.s_mask", "st.s_depth", "st.s_ovf", NULL};
static const char *const npend_f[] = {"sb.n_pend", NULL};
/* D1 §5.3's per-warp total, 768 + 126 + 334 + 1008 = 2236: the same structures' fields, per warp
 * (the P-SIMT copy, P-SB, P-queue, rename tables); MODEL 773 + 126 + 336 + 1008 = 2243. */
static const char *const warp_f[] = {
    "st.s_npc", "st.s_rpc", "st.s_mask", "st.s_depth", "st.s_ovf", "sb.p_pend", "sb.p_ll",  "pq.e",
    "pq.head",  "pq.tail",  "pq.base",   "rn.n_r",     "rn.n_phy", "rn.p_r",    "rn.p_phy", NULL};
static const wt_part_t parts[] = {
    {"P-queue", pq_f, "D1 §5.3: 334 b per warp (8 x 37 + 3 + 3 + 32); MODEL 4-bit HEAD/TAIL (P3)", WT_WHOLE},
    {"rename tables", rn_f, "D1 §5.3: 1008 b per warp (2 x 63 x 8)", WT_WHOLE},
    {"P-mode scoreboard", psb_f, "D1 §5.3: 126 b per warp", WT_WHOLE},
    {"availability vector", av_f, "D1 §5.1: 128-bit vector", WT_WHOLE},
    {"N-SB long-latency bits", nsb_f, "SPEC 3.2: the N-SB augmentation, not counted by D1 (P2)", WT_WHOLE},
    {"mode vector and P-mode control", mc_f,
     "SPEC 3.3: 48-bit mode vector (D1) + [RES] control; not counted by D1 (P5)", WT_WHOLE},
    {"zombies, reserved, held", own_f,
     "SPEC 3.6 [RES] zombies; the unit's ownership bookkeeping (MODEL only)", WT_WHOLE},
    {"SIMT stack copy (P-SIMT)", copy_f,
     "D1 §5.3: 768 b per warp (8 x 96); MODEL adds its depth and overflow flag (+5 per warp)", WT_WHOLE},
    {"SIMT stacks (N-SIMT)", simt_f,
     "the baseline GPU's per-warp stack (SPEC 1.10), not a P-mode cost; the pdom_stack children", WT_WHOLE},
    {"baseline scoreboard (N.pend)", npend_f, "SPEC 3.1: exists without P-mode, not a P-mode cost", WT_WHOLE},
    {"per warp", warp_f,
     "D1 §5.3: 768 (SIMT copy) + 126 (P-SB) + 334 (P-queue) + 1008 (RTs) = 2236 b per warp; MODEL: "
     "the copy's depth and overflow +5, 4-bit HEAD/TAIL +2 (P3)",
     WT_PER(WT_WARPS)},
};

WT_ADAPTERS(pe_unit, PE_UNIT)
WT_CHECK_ADAPTER(pe_unit)

const wt_block_t pe_unit_block = WT_DESCRIPTOR(
    pe_unit, .check = check_v,
    .paper_ref =
        "D1 §5.3: 13.1 KB/SM = 48 x 2236 + 128 b = 107456 b (MODEL adds the N-SIMT stacks, N.pend/N.ll, the mode control, zombies and the ownership bookkeeping: P2, P5)",
    WT_PARTS(parts));
