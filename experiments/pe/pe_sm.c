/* experiments/pe/pe_sm.c: the small SM issue model around pe_unit (pe_sm.h). */
#include "pe_sm.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_l1.h"
#include "sim_util.h"

#define NL WT_NL
#define NONE ((uint32_t)WT_NAREG)
#define RELEASE_DELAY 8u /* SPEC 3.4 [RES]: a displacing reuse's old mapping */
#define STUCK_CYCLES 200000u

const char *const pe_inject_names[PE_INJ_N] = {"none",          "stale-reuse", "missed-ll",
                                               "early-release", "no-merge",    "early-exit"};

void pe_sm_cfg_default(pe_sm_cfg_t *c) {
  memset(c, 0, sizeof *c);
  c->pmode = true;
  c->pexec = true;
  c->seed = 1;
  c->lat_alu = 8;
  c->lat_sfu = 20;
  c->lat_smem = 24;
  c->lat_hit = 40;
  c->lat_miss = 300;
  c->lat_jitter = 300;
  c->l1_sets = 32;
  c->l1_ways = 4;
  c->max_cycles = 0;
}

typedef struct ibuf {
  bool v, reuse, stale;
  unsigned x; /* instruction index */
  uint32_t dst, phy;
  uint32_t sval[NL];
} ibuf_t;

/* A warp slot's state. FREE: no warp (before its first launch, or its warp has exited: dis_v was
 * sent). LAUNCH: a warp of a CTA just launched, its SIMT stack not started yet (the stack port
 * starts one warp per cycle). RUN: running. EXIT: its EXIT has issued; the exit (dis_v) waits until
 * nothing in flight carries the warp's id (no writeback in the queue), as an EXIT waits for the
 * scoreboard to drain. */
enum { W_FREE, W_LAUNCH, W_RUN, W_EXIT };

typedef struct warp {
  int status; /* W_* */
  bool at_bar;
  unsigned gw;  /* the kernel's warp id (threads gw x NL + lane) */
  unsigned cta; /* gw / wpc */
  ibuf_t ib;
  unsigned episodes;
} warp_t;

typedef struct wb {
  uint64_t due;
  uint32_t wid, dst;
  bool p, ll, tag, rel;
  uint32_t qidx, phy, relphy;
  uint32_t val[NL];
} wb_t;

typedef struct rel {
  uint64_t due;
  uint32_t idx;
} rel_t;

typedef struct stale_rec {
  bool v;
  unsigned episode;
  uint32_t val[NL];
} stale_rec_t;

struct pe_sm {
  pe_kernel_t k;
  pe_sm_cfg_t cfg;
  pe_sm_stats_t st;
  unsigned nw; /* the kernel's warps */
  unsigned ns; /* warp slots used (w[0 .. ns-1]) */
  uint32_t full;
  uint64_t cyc, last_progress;
  warp_t w[WT_WARPS]; /* by slot */
  unsigned launched;  /* warps given a slot (whole CTAs) */
  unsigned exited;    /* warps whose exit (dis_v) was sent */
  unsigned greedy, p_rr, f_rr;
  bool has_greedy;
  uint32_t arch[WT_WARPS][PE_ISA_NREG][NL]; /* home registers, by slot */
  uint32_t pool[WT_RREGS][NL];
  uint32_t (*fin)[PE_ISA_NREG]; /* [nw x NL]: each thread's registers, read at its warp's exit */
  uint32_t *fin_ren;            /* [nw]: bit r = r was read from a rename register (the N-RT's) */
  uint32_t *gmem, *smem;
  wb_t *wbq;
  unsigned nwb, capwb;
  rel_t relq[4 * WT_RREGS + 8];
  unsigned nrel;
  uint32_t disq[WT_WARPS]; /* slots whose EXIT issued, in issue order */
  unsigned ndis;
  sim_l1_t l1;
  stale_rec_t stale[WT_WARPS][PE_MAX_INSNS];
  char err[512];
};

SIM_FAIL_FN(pe_sm_t)

const char *pe_sm_error(const pe_sm_t *sm) { return sm->err; }
const pe_sm_stats_t *pe_sm_stats(const pe_sm_t *sm) { return &sm->st; }

pe_sm_t *pe_sm_new(const pe_kernel_t *k, const pe_sm_cfg_t *cfg, char *err, unsigned errn) {
  const pe_shape_t *sh = &k->shape;
  if (sh->slots == 0u || sh->slots > WT_WARPS || sh->nl != NL) {
    snprintf(err, errn, "kernel %s: %u warp slots of %u lanes; this configuration has %u warps of %u lanes",
             k->name, sh->slots, sh->nl, (unsigned)WT_WARPS, (unsigned)NL);
    return NULL;
  }
  if (sh->warps == 0u || sh->wpc == 0u || sh->warps % sh->wpc != 0u || sh->slots % sh->wpc != 0u) {
    snprintf(err, errn, "kernel %s: %u warps in CTAs of %u on %u warp slots (the CTA size must divide both)",
             k->name, sh->warps, sh->wpc, sh->slots);
    return NULL;
  }
  if (cfg->l1_sets == 0u || cfg->l1_ways == 0u || cfg->lat_alu == 0u || cfg->lat_sfu == 0u ||
      cfg->lat_smem == 0u || cfg->lat_hit == 0u || cfg->lat_miss == 0u || cfg->inject >= PE_INJ_N) {
    snprintf(err, errn, "SM parameters: latencies and L1 geometry must be at least 1");
    return NULL;
  }
  pe_sm_t *sm = calloc(1, sizeof *sm);
  if (!sm) {
    snprintf(err, errn, "out of memory");
    return NULL;
  }
  sm->k = *k;
  sm->cfg = *cfg;
  sm->nw = sh->warps;
  sm->ns = sh->slots;
  sm->full = (uint32_t)WT_MASK32(NL);
  sm->capwb = WT_WARPS * (PE_ISA_NREG + 2u) + WT_RREGS + 16u;
  sm->wbq = calloc(sm->capwb, sizeof *sm->wbq);
  sm->gmem = calloc(PE_GMEM_WORDS, sizeof *sm->gmem);
  sm->smem = calloc((size_t)(sm->nw / sh->wpc) * PE_SMEM_WORDS, sizeof *sm->smem);
  sm->fin = calloc((size_t)sm->nw * NL, sizeof *sm->fin);
  sm->fin_ren = calloc(sm->nw, sizeof *sm->fin_ren);
  const bool l1 = sim_l1_init(&sm->l1, cfg->l1_sets, cfg->l1_ways, cfg->lat_hit, cfg->lat_miss,
                              cfg->lat_jitter, cfg->no_l1, cfg->seed);
  if (!sm->wbq || !sm->gmem || !sm->smem || !sm->fin || !sm->fin_ren || !l1) {
    pe_sm_free(sm);
    snprintf(err, errn, "out of memory");
    return NULL;
  }
  pe_gmem_init(k, sm->gmem);
  return sm;
}

void pe_sm_free(pe_sm_t *sm) {
  if (!sm) return;
  free(sm->wbq);
  free(sm->gmem);
  free(sm->smem);
  free(sm->fin);
  free(sm->fin_ren);
  sim_l1_free(&sm->l1);
  free(sm);
}

static uint32_t ureg(uint8_t r) { return r == PE_R_NONE ? NONE : r; }

/* The unit-visible sources of instruction i of a warp running with mask m: a, b, and the
 * destination when the mask is partial (its old value is merged into the inactive lanes); any
 * further source port of the unit reads none. */
static_assert(WT_PE_NSRC >= 3, "pe_sm: the unit's sources hold a, b and the merged destination");
static void unit_srcs(const pe_sm_t *sm, const pe_insn_t *i, uint32_t m, uint32_t src[WT_PE_NSRC]) {
  uint8_t s2[2];
  pe_op_srcs(i, s2);
  for (unsigned k = 0; k < WT_PE_NSRC; k++) src[k] = NONE;
  src[0] = ureg(s2[0]);
  src[1] = ureg(s2[1]);
  src[2] = (pe_op_writes(i) && m != sm->full && sm->cfg.inject != PE_INJ_NO_MERGE) ? i->dst : NONE;
}

/* ---- L1 (experiments/common/sim_l1.h) ---- */
/* The latency of an N-mode global load of the given lines (the L1 is filled). */
static unsigned gld_latency(pe_sm_t *sm, const uint32_t *ln, unsigned n) {
  sim_l1_stats_t st = {0, 0, 0};
  const unsigned lat = sim_l1_load(&sm->l1, sm->cyc, ln, n, &st);
  sm->st.l1_access += st.access;
  sm->st.l1_hits += st.hits;
  sm->st.l1_pre_hits += st.pre_hits;
  return lat;
}

static void preload(pe_sm_t *sm, const uint32_t *ln, unsigned n) {
  for (unsigned j = 0; j < n; j++) {
    sm->st.preload_lines++;
    if (!sm->cfg.no_l1 && !sim_l1_find(&sm->l1, ln[j])) {
      sim_l1_fill(&sm->l1, ln[j], sm->cyc, sm->cyc + sim_l1_miss_lat(&sm->l1), true);
    }
  }
}

/* ---- queues ---- */
static bool push_wb(pe_sm_t *sm, const wb_t *e) {
  if (sm->nwb == sm->capwb) return fail(sm, "writeback queue full (%u)", sm->capwb);
  sm->wbq[sm->nwb++] = *e;
  return true;
}
static bool push_rel(pe_sm_t *sm, uint64_t due, uint32_t idx, bool front) {
  const unsigned cap = sizeof sm->relq / sizeof sm->relq[0];
  if (sm->nrel == cap) return fail(sm, "release queue full");
  if (front) {
    memmove(&sm->relq[1], &sm->relq[0], sm->nrel * sizeof sm->relq[0]);
    sm->relq[0] = (rel_t){due, idx};
  } else {
    sm->relq[sm->nrel] = (rel_t){due, idx};
  }
  sm->nrel++;
  return true;
}

/* ---- operand values ---- */
typedef struct exec {
  bool v;
  uint32_t wid;
  unsigned x;
  uint32_t mask;
  uint32_t val[NL];  /* result (inactive lanes: the destination's old value) */
  uint32_t data[NL]; /* store data, atomic addend: the second source */
  uint32_t npc[NL];
  uint32_t addr[NL];
} exec_t;

/* Reads the operands of instruction x of warp w (mask m) through the renames r/phy, computes its
 * result, addresses and next PCs. Memory is not touched here. */
static void evaluate(pe_sm_t *sm, uint32_t w, unsigned x, uint32_t m, const bool *r, const uint32_t *phy,
                     const uint32_t *dst_now, exec_t *e) {
  const pe_insn_t *i = &sm->k.code[x];
  uint32_t src[WT_PE_NSRC];
  unit_srcs(sm, i, m, src);
  uint32_t v[WT_PE_NSRC][NL];
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    for (unsigned l = 0; l < NL; l++) {
      v[k][l] = src[k] == NONE ? 0u : r[k] ? sm->pool[phy[k]][l] : sm->arch[w][src[k]][l];
    }
  }
  e->v = true;
  e->wid = w;
  e->x = x;
  e->mask = m;
  const uint32_t pc = pe_pc_of(x);
  for (unsigned l = 0; l < NL; l++) {
    const uint32_t gw = sm->w[w].gw, tid = gw * NL + l, ctid = (gw % sm->k.shape.wpc) * NL + l;
    const bool act = (m >> l) & 1u;
    e->addr[l] = pe_isa_addr(i, v[0][l]);
    e->val[l] = act ? pe_isa_alu(i, v[0][l], v[1][l], tid, ctid) : v[2][l];
    if (!act && sm->cfg.inject == PE_INJ_NO_MERGE && dst_now) {
      e->val[l] = dst_now[l]; /* the fault: the inactive lanes keep what the written register held */
    }
    e->npc[l] = pc + 8u;
    if (i->op == PE_OP_BR && (i->a == PE_R_NONE || v[0][l] != 0u)) e->npc[l] = pe_pc_of(i->tgt);
    e->data[l] = v[1][l];
  }
}

/* ---- scheduling from the state ---- */
/* This cycle's writebacks, which the unit applies before its checks (SPEC 3.2): an N-mode one
 * clears N.pend (and P.pend of a warp in P-mode), a P-mode one P.pend if its tag is current. */
typedef struct vclr {
  uint32_t wid[2], reg[2];
  bool p[2], tag[2];
  unsigned n;
} vclr_t;

static bool cleared(const vclr_t *c, uint32_t w, uint32_t r) {
  for (unsigned j = 0; j < c->n; j++) {
    if (c->wid[j] == w && c->reg[j] == r && !c->p[j]) return true;
  }
  return false;
}

static bool cleared_p(const vclr_t *c, const pe_unit_state_t *s, uint32_t w, uint32_t r) {
  for (unsigned j = 0; j < c->n; j++) {
    if (c->wid[j] == w && c->reg[j] == r && (!c->p[j] || c->tag[j] == s->mc.tag[w])) return true;
  }
  return false;
}

enum { NR_NONE, NR_READY, NR_LL, NR_WAIT };
/* An N-mode warp's instruction-buffer entry: ready, blocked by a long-latency source, or waiting. */
static int n_ready(const pe_sm_t *sm, const pe_unit_state_t *s, const vclr_t *c, uint32_t w) {
  const ibuf_t *b = &sm->w[w].ib;
  if (!b->v) return NR_NONE;
  if (b->reuse) {
    return (s->sb.n_pend[w][b->dst] && !cleared(c, w, b->dst)) ? NR_WAIT : NR_READY;
  }
  const pe_insn_t *i = &sm->k.code[b->x];
  uint32_t src[WT_PE_NSRC];
  unit_srcs(sm, i, pdom_stack_active_mask(&s->st[w]), src);
  bool ll = false, pend = false;
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    if (src[k] == NONE || cleared(c, w, src[k]) || !s->sb.n_pend[w][src[k]]) continue;
    pend = true;
    ll = ll || s->sb.n_ll[w][src[k]];
  }
  if (ll) return NR_LL;
  if (pend) return NR_WAIT;
  if (pe_op_writes(i) && s->sb.n_pend[w][i->dst] && !cleared(c, w, i->dst)) return NR_WAIT;
  return NR_READY;
}

/* A P-mode warp whose next instruction would not stall on a short-latency dependence. */
static bool p_ready(const pe_sm_t *sm, const pe_unit_state_t *s, const vclr_t *c, uint32_t w) {
  const unsigned x = pe_idx_of(&sm->k, pdom_stack_fetch_pc(&s->st[w]));
  if (x == PE_MAX_INSNS) return true; /* outside the program: EXIT class, the unit halts it */
  const pe_insn_t *i = &sm->k.code[x];
  uint32_t src[WT_PE_NSRC];
  unit_srcs(sm, i, pdom_stack_active_mask(&s->st[w]), src);
  bool ll = false, pend = false;
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    if (src[k] == NONE) continue;
    ll = ll || s->sb.p_ll[w][src[k]];
    pend = pend || (s->sb.p_pend[w][src[k]] && !cleared_p(c, s, w, src[k]));
  }
  if (ll) return true;
  if (pend) return false;
  const uint32_t cls = pe_op_class(i->op);
  const bool regw = cls == WT_PE_CLS_ALU || cls == WT_PE_CLS_SFU || cls == WT_PE_CLS_SMEM_LD;
  return !(regw && pe_op_writes(i) && s->sb.p_pend[w][i->dst] && !cleared_p(c, s, w, i->dst));
}

static bool any_ll_wait(const pe_sm_t *sm, const pe_unit_state_t *s, const vclr_t *c) {
  for (uint32_t w = 0; w < sm->ns; w++) {
    if (sm->w[w].status != W_RUN) continue;
    if (s->mc.mode[w]) return true;
    if (n_ready(sm, s, c, w) == NR_LL) return true;
  }
  return false;
}

/* ---- one cycle ---- */
bool pe_sm_step(pe_sm_t *sm, const pe_unit_state_t *s, pe_unit_in_t *in, pe_unit_out_t *out,
                pe_unit_state_t *next) {
  const pe_sm_cfg_t *cfg = &sm->cfg;
  memset(in, 0, sizeof *in);
  in->pm_en = cfg->pmode;
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    in->n_src[k] = NONE;
    in->p_src[k] = NONE;
  }
  in->n_dst = NONE;
  in->p_dst = NONE;
  bool st_busy = false;

  /* 1. launch: the next CTA, whole, into the lowest wpc free slots once every warp of the CTA
   *    before it has been started; then one warp per cycle, in order, through the SIMT stack port */
  const unsigned wpc = sm->k.shape.wpc;
  int launch = -1;
  uint32_t cta_slot[WT_WARPS];
  unsigned ncta = 0;
  for (uint32_t w = 0; w < sm->ns; w++) {
    if (sm->w[w].status == W_LAUNCH && (launch < 0 || sm->w[w].gw < sm->w[launch].gw)) launch = (int)w;
  }
  if (launch < 0 && sm->launched < sm->nw) {
    for (uint32_t w = 0; w < sm->ns && ncta < wpc; w++) {
      if (sm->w[w].status == W_FREE) cta_slot[ncta++] = w;
    }
    if (ncta == wpc)
      launch = (int)cta_slot[0];
    else
      ncta = 0;
  }
  if (launch >= 0) {
    in->st_wid = (uint32_t)launch;
    in->st_init = true;
    in->st_init_pc = pe_pc_of(sm->k.entry);
    in->st_init_mask = sm->full;
    st_busy = true;
  }

  /* 2. writebacks (oldest due first, two ports), a release, an exit */
  int wbi[2] = {-1, -1};
  vclr_t vc = {0};
  for (unsigned p = 0; p < 2; p++) {
    int best = -1;
    for (unsigned j = 0; j < sm->nwb; j++) {
      if (sm->wbq[j].due > sm->cyc || (int)j == wbi[0]) continue;
      if (best < 0 || sm->wbq[j].due < sm->wbq[best].due) best = (int)j;
    }
    if (best < 0) break;
    wbi[p] = best;
    const wb_t *e = &sm->wbq[best];
    if (p == 0) {
      in->wb0_v = true;
      in->wb0_wid = e->wid;
      in->wb0_reg = e->dst;
      in->wb0_p = e->p;
      in->wb0_ll = e->ll;
      in->wb0_tag = e->tag;
      in->wb0_qidx = e->qidx;
      in->wb0_phy = e->phy;
    } else {
      in->wb1_v = true;
      in->wb1_wid = e->wid;
      in->wb1_reg = e->dst;
      in->wb1_p = e->p;
      in->wb1_ll = e->ll;
      in->wb1_tag = e->tag;
      in->wb1_qidx = e->qidx;
      in->wb1_phy = e->phy;
    }
    vc.wid[vc.n] = e->wid;
    vc.reg[vc.n] = e->dst;
    vc.p[vc.n] = e->p;
    vc.tag[vc.n] = e->tag;
    vc.n++;
    /* the value lands now: this cycle's issues read it (the unit clears the pend bit first) */
    memcpy(e->p ? sm->pool[e->phy] : sm->arch[e->wid][e->dst], e->val, sizeof e->val);
  }
  int reli = -1;
  for (unsigned j = 0; j < sm->nrel && reli < 0; j++) {
    if (sm->relq[j].due <= sm->cyc) reli = (int)j;
  }
  if (reli >= 0) {
    in->rel_v = true;
    in->rel_idx = sm->relq[reli].idx;
  }
  /* the oldest exit whose warp has nothing in flight (no writeback queued, this cycle's included):
   * its registers are final; read them as the unit's N-RT maps them at the start of the cycle
   * (the exit releases the rename registers and clears the N-RT) */
  int disj = -1;
  for (unsigned j = 0; j < sm->ndis && disj < 0; j++) {
    bool busy = false;
    for (unsigned q = 0; q < sm->nwb && !busy; q++) busy = sm->wbq[q].wid == sm->disq[j];
    if (!busy || cfg->inject == PE_INJ_EARLY_EXIT) disj = (int)j; /* the fault: no wait */
  }
  if (disj >= 0) {
    const uint32_t w = sm->disq[disj];
    in->dis_v = true;
    in->dis_wid = w;
    for (unsigned r = 0; r < PE_ISA_NREG; r++) {
      const bool ren = s->rn.n_r[w][r];
      const uint32_t phy = s->rn.n_phy[w][r];
      if (ren && phy >= WT_RREGS) {
        return fail(sm, "warp %u (slot %" PRIu32 "): r%u renamed to index %" PRIu32 " outside the pool",
                    sm->w[w].gw, w, r, phy);
      }
      for (unsigned l = 0; l < NL; l++) {
        sm->fin[sm->w[w].gw * NL + l][r] = ren ? sm->pool[phy][l] : sm->arch[w][r][l];
      }
      if (ren) sm->fin_ren[sm->w[w].gw] |= 1u << r;
    }
  }

  /* 3. scheduling: N slot (GTO), then the P slot if no N-mode warp is ready */
  int nw_ = -1, nkind = NR_NONE;
  if (!st_busy) {
    int ready = -1, llw = -1;
    if (sm->has_greedy && sm->w[sm->greedy].status == W_RUN && !sm->w[sm->greedy].at_bar &&
        !s->mc.mode[sm->greedy]) {
      const int r = n_ready(sm, s, &vc, sm->greedy);
      if (r == NR_READY)
        ready = (int)sm->greedy;
      else if (r == NR_LL && cfg->pmode)
        llw = (int)sm->greedy;
    }
    if (ready < 0 && llw < 0) {
      for (uint32_t w = 0; w < sm->ns; w++) {
        if (sm->w[w].status != W_RUN || sm->w[w].at_bar || s->mc.mode[w]) continue;
        const int r = n_ready(sm, s, &vc, w);
        if (r == NR_READY) {
          ready = (int)w;
          break;
        }
        if (r == NR_LL && llw < 0) llw = (int)w;
      }
    }
    if (ready >= 0) {
      nw_ = ready;
      nkind = NR_READY;
    } else if (llw >= 0 && cfg->pmode) {
      nw_ = llw;
      nkind = NR_LL;
    }
  }
  if (nw_ >= 0) {
    const warp_t *wp = &sm->w[nw_];
    in->n_v = true;
    in->n_wid = (uint32_t)nw_;
    in->n_pc = pe_pc_of(wp->ib.x);
    if (wp->ib.reuse) {
      in->n_reuse = true;
      in->n_dst = wp->ib.dst;
      in->n_rphy = wp->ib.phy;
    } else {
      const pe_insn_t *i = &sm->k.code[wp->ib.x];
      unit_srcs(sm, i, pdom_stack_active_mask(&s->st[nw_]), in->n_src);
      in->n_dst = pe_op_writes(i) ? i->dst : NONE;
      in->n_gld = i->op == PE_OP_LDG;
    }
  }
  int pw = -1;
  unsigned px = PE_MAX_INSNS;
  if (!st_busy && nkind != NR_READY && cfg->pmode && cfg->pexec) {
    for (unsigned j = 1; j <= sm->ns && pw < 0; j++) {
      const uint32_t w = (sm->p_rr + j) % sm->ns;
      if (sm->w[w].status == W_RUN && s->mc.mode[w] && !s->mc.halt[w] && p_ready(sm, s, &vc, w)) pw = (int)w;
    }
  }
  if (pw >= 0) {
    const uint32_t pc = pdom_stack_fetch_pc(&s->st[pw]);
    px = pe_idx_of(&sm->k, pc);
    in->p_v = true;
    in->p_wid = (uint32_t)pw;
    in->p_pc = pc;
    if (px == PE_MAX_INSNS) {
      in->p_cls = WT_PE_CLS_EXIT;
    } else {
      const pe_insn_t *i = &sm->k.code[px];
      in->p_cls = pe_op_class(i->op);
      unit_srcs(sm, i, pdom_stack_active_mask(&s->st[pw]), in->p_src);
      in->p_dst = pe_op_writes(i) ? i->dst : NONE;
    }
    in->p_bank = in->p_dst == NONE ? 0u : (in->p_dst % WT_RBANKS);
  }

  /* 4. fetch */
  int fw = -1;
  for (unsigned j = 1; j <= sm->ns && fw < 0; j++) {
    const uint32_t w = (sm->f_rr + j) % sm->ns;
    if (sm->w[w].status == W_RUN && !s->mc.mode[w] && !sm->w[w].ib.v) fw = (int)w;
  }
  if (fw >= 0) {
    in->f_v = true;
    in->f_wid = (uint32_t)fw;
    in->f_pc = pdom_stack_fetch_pc(&s->st[fw]);
    if (pe_idx_of(&sm->k, in->f_pc) == PE_MAX_INSNS) {
      return fail(sm, "warp %u (slot %d) fetches PC 0x%" PRIx32 " outside the kernel", sm->w[fw].gw, fw,
                  in->f_pc);
    }
  }

  /* 5. the unit decides (pass 1: its decisions do not read the stack port) */
  pe_unit_comb(s, in, out, next);
  for (uint32_t w = 0; w < WT_WARPS; w++) {
    if (out->st_ovf[w]) { /* sticky, start of cycle: a push of an earlier update was dropped */
      return fail(sm,
                  "warp %u (slot %u): SIMT stack overflow at cycle %" PRIu64 " (st_ovf): a push was dropped",
                  sm->w[w].gw, w, sm->cyc);
    }
  }
  if (cfg->inject == PE_INJ_MISSED_LL && out->p_ok && out->p_act == PE_ACT_SKIP && in->p_dst != NONE &&
      in->p_cls != WT_PE_CLS_ATOM) {
    in->p_dst = NONE; /* the fault: the skip's destination mark is lost */
    pe_unit_comb(s, in, out, next);
  }
  exec_t ne = {0}, pe = {0};
  if (out->n_iss && !in->n_reuse) {
    const uint32_t w = in->n_wid;
    const pe_insn_t *i = &sm->k.code[sm->w[w].ib.x];
    evaluate(sm, w, sm->w[w].ib.x, pdom_stack_active_mask(&s->st[w]), out->n_src_r, out->n_src_phy,
             pe_op_writes(i) ? sm->arch[w][i->dst] : NULL, &ne);
  }
  const bool pact = out->p_ok && (out->p_act == PE_ACT_SKIP || out->p_act == PE_ACT_PREEXEC ||
                                  out->p_act == PE_ACT_PRELOAD || out->p_act == PE_ACT_EXEC_BRANCH);
  if (pact && px == PE_MAX_INSNS) {
    return fail(sm,
                "warp %u (slot %u): P-mode acted on PC 0x%" PRIx32
                " outside the kernel (its class is EXIT: HALT)",
                sm->w[in->p_wid].gw, in->p_wid, in->p_pc);
  }
  if (pact) {
    evaluate(sm, in->p_wid, px, pdom_stack_active_mask(&s->st[in->p_wid]), out->p_src_r, out->p_src_phy,
             out->p_pre ? sm->pool[out->p_phy] : NULL, &pe);
  }
  if (out->n_iss && pact) {
    return fail(sm, "two issues in one cycle (N warp %u, P warp %u)", in->n_wid, in->p_wid);
  }
  /* the stack update of the instruction that issued (N) or was acted on (P) */
  const exec_t *up = NULL;
  exec_t ru; /* a reuse's stack update: the next PC on every lane */
  if (out->n_iss) {
    const unsigned x = in->n_reuse ? sm->w[in->n_wid].ib.x : ne.x;
    if (sm->k.code[x].op != PE_OP_EXIT) {
      if (in->n_reuse) {
        ru.wid = in->n_wid;
        ru.x = x;
        for (unsigned l = 0; l < NL; l++) ru.npc[l] = pe_pc_of(x) + 8u;
        up = &ru;
      } else {
        up = &ne;
      }
    }
  } else if (pact) {
    up = &pe;
  }
  if (up) {
    if (st_busy) return fail(sm, "stack port busy");
    in->st_wid = up->wid;
    in->st_upd = true;
    for (unsigned l = 0; l < NL; l++) in->st_npc[l] = up->npc[l];
    const pe_insn_t *i = &sm->k.code[up->x];
    in->st_rpc = i->op == PE_OP_BR ? pe_pc_of(i->rpc) : 0u;
    in->st_fpc = pe_pc_of(up->x) + 8u;
    const pe_unit_out_t o1 = *out;
    pe_unit_comb(s, in, out, next);
    if (o1.n_iss != out->n_iss || o1.p_act != out->p_act || o1.p_ok != out->p_ok ||
        o1.f_reuse != out->f_reuse) {
      return fail(sm, "the unit's decisions changed with the stack port");
    }
  }

  /* ---- commit ---- */
  bool progress = false;
  for (unsigned j = 0; j < ncta; j++) { /* a CTA launched: its warps take their slots afresh */
    const uint32_t w = cta_slot[j];
    warp_t *wp = &sm->w[w];
    *wp = (warp_t){.status = W_LAUNCH, .gw = sm->launched, .cta = sm->launched / wpc};
    sm->launched++;
    memset(sm->arch[w], 0, sizeof sm->arch[w]); /* registers are 0 at launch */
    memset(sm->stale[w], 0, sizeof sm->stale[w]);
  }
  if (launch >= 0) {
    sm->w[launch].status = W_RUN;
    progress = true;
  }
  for (unsigned p = 0; p < 2; p++) {
    if (wbi[p] < 0) continue;
    const wb_t *e = &sm->wbq[wbi[p]];
    if (e->rel && !push_rel(sm, sm->cyc + 1u, e->relphy, false)) return false;
    progress = true;
  }
  { /* remove the higher index first */
    const int hi = wbi[0] > wbi[1] ? wbi[0] : wbi[1], lo = wbi[0] > wbi[1] ? wbi[1] : wbi[0];
    if (hi >= 0) sm->wbq[hi] = sm->wbq[--sm->nwb];
    if (lo >= 0) sm->wbq[lo] = sm->wbq[--sm->nwb];
  }
  if (reli >= 0) {
    memmove(&sm->relq[reli], &sm->relq[reli + 1], (sm->nrel - (unsigned)reli - 1u) * sizeof sm->relq[0]);
    sm->nrel--;
    sm->st.releases++;
  }
  if (disj >= 0) { /* the exit: the slot is free for the next CTA from the next cycle on */
    sm->w[sm->disq[disj]].status = W_FREE;
    memmove(&sm->disq[disj], &sm->disq[disj + 1], (sm->ndis - (unsigned)disj - 1u) * sizeof sm->disq[0]);
    sm->ndis--;
    sm->exited++;
    progress = true;
  }

  /* N slot */
  bool n_issued = false;
  if (in->n_v && out->n_ent) {
    warp_t *wp = &sm->w[in->n_wid];
    wp->ib.v = false;
    wp->episodes++;
    sm->st.entries++;
    sm->has_greedy = false;
    progress = true;
  } else if (in->n_v && out->n_iss) {
    const uint32_t w = in->n_wid;
    warp_t *wp = &sm->w[w];
    const uint32_t m = pdom_stack_active_mask(&s->st[w]);
    n_issued = true;
    progress = true;
    sm->st.insns++;
    sm->st.thread_insns += (uint64_t)__builtin_popcount(m);
    sm->greedy = w;
    sm->has_greedy = true;
    if (in->n_reuse) {
      sm->st.reuses++;
      if (out->n_old_r && !push_rel(sm, sm->cyc + RELEASE_DELAY, out->n_old_phy, false)) return false;
    } else {
      const pe_insn_t *i = &sm->k.code[ne.x];
      wb_t e = {0};
      e.wid = w;
      e.dst = i->dst;
      memcpy(e.val, ne.val, sizeof e.val);
      if (wp->ib.stale) {
        memcpy(e.val, wp->ib.sval, sizeof e.val); /* the fault: a stale pre-executed value */
      }
      e.rel = out->n_old_r;
      e.relphy = out->n_old_phy;
      unsigned lat = 0;
      uint32_t ln[NL];
      uint32_t *smem = sm->smem + (size_t)wp->cta * PE_SMEM_WORDS;
      switch (i->op) {
        case PE_OP_SFU: lat = cfg->lat_sfu; break;
        case PE_OP_LDS:
          for (unsigned l = 0; l < NL; l++)
            if ((m >> l) & 1u) e.val[l] = smem[ne.addr[l]];
          lat = cfg->lat_smem;
          break;
        case PE_OP_STS:
          for (unsigned l = 0; l < NL; l++)
            if ((m >> l) & 1u) smem[ne.addr[l]] = ne.data[l];
          break;
        case PE_OP_LDG:
          for (unsigned l = 0; l < NL; l++)
            if ((m >> l) & 1u) e.val[l] = sm->gmem[ne.addr[l]];
          lat = gld_latency(sm, ln, sim_l1_lines(ne.addr, m, NL, ln));
          e.ll = true;
          break;
        case PE_OP_STG:
          for (unsigned l = 0; l < NL; l++)
            if ((m >> l) & 1u) sm->gmem[ne.addr[l]] = ne.data[l];
          break;
        case PE_OP_ATOM:
          for (unsigned l = 0; l < NL; l++) {
            if (!((m >> l) & 1u)) continue;
            const uint32_t old = sm->gmem[ne.addr[l]];
            sm->gmem[ne.addr[l]] = old + ne.data[l];
            e.val[l] = old;
          }
          lat = cfg->lat_miss;
          break;
        case PE_OP_BAR: {
          wp->at_bar = true;
          break;
        }
        case PE_OP_BR: break;
        case PE_OP_EXIT:
          if (m != sm->full)
            return fail(
                sm, "warp %u (slot %u): EXIT with a partial mask 0x%" PRIx32 " (exit inside divergent code)",
                wp->gw, w, m);
          wp->status = W_EXIT;
          sm->disq[sm->ndis++] = w;
          if (sm->greedy == w) sm->has_greedy = false;
          break;
        default: lat = cfg->lat_alu; break;
      }
      if (pe_op_writes(i)) {
        e.due = sm->cyc + lat;
        if (!push_wb(sm, &e)) return false;
      } else if (out->n_old_r) {
        return fail(sm, "warp %u (slot %u): a displaced mapping without a destination", wp->gw, w);
      }
      if (i->op == PE_OP_BAR || i->op == PE_OP_EXIT) {
        /* release the CTA's barrier when every live warp waits there: all of its warps hold slots
         * (launched whole), those not started yet count as not waiting, exited ones not at all */
        const unsigned c = wp->cta;
        bool all = true, anyw = false;
        for (uint32_t v = 0; v < sm->ns; v++) {
          const int st = sm->w[v].status;
          if (sm->w[v].cta != c || (st != W_LAUNCH && st != W_RUN)) continue;
          anyw = true;
          all = all && sm->w[v].at_bar;
        }
        if (all && anyw) {
          for (uint32_t v = 0; v < sm->ns; v++)
            if (sm->w[v].cta == c) sm->w[v].at_bar = false;
        }
      }
    }
    wp->ib.v = false;
  }

  /* P slot */
  if (out->p_ok) {
    const uint32_t w = in->p_wid;
    sm->p_rr = w;
    switch (out->p_act) {
      case PE_ACT_SKIP: {
        sm->st.p_skip++;
        const uint32_t c = in->p_cls;
        const bool pre_cls = c == WT_PE_CLS_ALU || c == WT_PE_CLS_SFU || c == WT_PE_CLS_SMEM_LD;
        bool ll = false;
        for (unsigned k = 0; k < WT_PE_NSRC; k++)
          ll = ll || (in->p_src[k] != NONE && s->sb.p_ll[w][in->p_src[k]]);
        const bool flag = c == WT_PE_CLS_SMEM_LD && (s->mc.smem_st[w] || s->mc.bar[w]);
        if (pre_cls && !ll && !flag) {
          if (s->pq.tail[w] >= WT_PQ)
            sm->st.pq_full++;
          else
            sm->st.range_skip++;
        }
        break;
      }
      case PE_ACT_HALT: sm->st.p_halt++; break;
      case PE_ACT_STALL:
        sm->st.p_stall++;
        if (!out->any_free) sm->st.rename_stall++;
        break;
      case PE_ACT_EXEC_BRANCH: sm->st.p_branch++; break;
      case PE_ACT_PRELOAD: {
        sm->st.p_preload++;
        uint32_t ln[NL];
        preload(sm, ln, sim_l1_lines(pe.addr, pe.mask, NL, ln));
        break;
      }
      case PE_ACT_PREEXEC: {
        sm->st.p_preexec++;
        const pe_insn_t *i = &sm->k.code[px];
        wb_t e = {0};
        e.wid = w;
        e.dst = i->dst;
        e.p = true;
        e.tag = out->p_tag;
        e.qidx = out->p_qidx;
        e.phy = out->p_phy;
        memcpy(e.val, pe.val, sizeof e.val);
        unsigned lat = cfg->lat_alu;
        if (i->op == PE_OP_SFU) lat = cfg->lat_sfu;
        if (i->op == PE_OP_LDS) {
          const uint32_t *smem = sm->smem + (size_t)sm->w[w].cta * PE_SMEM_WORDS;
          for (unsigned l = 0; l < NL; l++)
            if ((pe.mask >> l) & 1u) e.val[l] = smem[pe.addr[l]];
          lat = cfg->lat_smem;
        }
        e.due = sm->cyc + lat;
        if (!push_wb(sm, &e)) return false;
        stale_rec_t *r = &sm->stale[w][px];
        r->v = true;
        r->episode = sm->w[w].episodes;
        memcpy(r->val, e.val, sizeof r->val);
        break;
      }
      default: return fail(sm, "unknown P action %u", out->p_act);
    }
    if (out->p_act != PE_ACT_STALL) progress = true;
  }

  /* fetch */
  if (in->f_v) {
    warp_t *wp = &sm->w[in->f_wid];
    sm->f_rr = in->f_wid;
    if (out->f_reuse) {
      wp->ib = (ibuf_t){
          .v = true, .reuse = true, .x = pe_idx_of(&sm->k, in->f_pc), .dst = out->f_dst, .phy = out->f_phy};
      if (cfg->inject == PE_INJ_EARLY_RELEASE && !push_rel(sm, sm->cyc + 1u, out->f_phy, true)) return false;
    } else if (out->f_wait) {
      sm->st.fetch_wait++;
    } else {
      const unsigned x = pe_idx_of(&sm->k, in->f_pc);
      wp->ib = (ibuf_t){.v = true, .x = x};
      const stale_rec_t *r = &sm->stale[in->f_wid][x];
      if (cfg->inject == PE_INJ_STALE_REUSE && r->v && r->episode < wp->episodes &&
          pe_op_class(sm->k.code[x].op) == WT_PE_CLS_ALU) {
        wp->ib.stale = true;
        memcpy(wp->ib.sval, r->val, sizeof r->val);
      }
    }
  }
  for (uint32_t w = 0; w < sm->ns; w++) {
    if (out->exit_mask[w]) sm->st.exits++;
  }
  if (!n_issued && any_ll_wait(sm, s, &vc)) sm->st.ll_stall++;

  sm->cyc++;
  sm->st.cycles = sm->cyc;
  if (progress) sm->last_progress = sm->cyc;
  if (sm->cyc - sm->last_progress > STUCK_CYCLES) {
    return fail(sm, "no progress for %u cycles (deadlock)", STUCK_CYCLES);
  }
  if (cfg->max_cycles && sm->cyc >= cfg->max_cycles && !pe_sm_done(sm)) {
    return fail(sm, "kernel not finished after %" PRIu64 " cycles", cfg->max_cycles);
  }
  return true;
}

bool pe_sm_done(const pe_sm_t *sm) { return sm->exited == sm->nw && sm->nwb == 0u && sm->nrel == 0u; }

bool pe_sm_check_values(const pe_sm_t *sm, const pe_unit_state_t *s, const pe_arch_t *ref, char *msg,
                        unsigned n) {
  uint64_t bad = 0;
  char first[256] = "";
  if (!pe_sm_done(sm) || ref->threads != sm->nw * NL) {
    snprintf(
        msg, n,
        "value check: the kernel has not finished (%u of %u warps exited) or the reference has %u threads, not %u",
        sm->exited, sm->nw, ref->threads, sm->nw * NL);
    return false;
  }
  for (uint32_t t = 0; t < sm->nw * NL; t++) {
    for (unsigned r = 0; r < PE_ISA_NREG; r++) {
      const uint32_t got = sm->fin[t][r], exp = ref->reg[t][r];
      if (got != exp && bad++ == 0) {
        snprintf(first, sizeof first,
                 "warp %u lane %u (thread %u) r%u at its exit%s: expected 0x%08" PRIx32 ", got 0x%08" PRIx32,
                 t / NL, t % NL, t, r, (sm->fin_ren[t / NL] >> r) & 1u ? " (renamed)" : "", exp, got);
      }
    }
  }
  for (uint32_t a = 0; a < PE_GMEM_WORDS; a++) {
    if (sm->gmem[a] != ref->gmem[a] && bad++ == 0) {
      snprintf(first, sizeof first, "global word 0x%05" PRIx32 ": expected 0x%08" PRIx32 ", got 0x%08" PRIx32,
               a, ref->gmem[a], sm->gmem[a]);
    }
  }
  for (size_t a = 0; a < (size_t)ref->ctas * PE_SMEM_WORDS; a++) {
    if (sm->smem[a] != ref->smem[a] && bad++ == 0) {
      snprintf(first, sizeof first,
               "scratchpad of CTA %zu word %zu: expected 0x%08" PRIx32 ", got 0x%08" PRIx32,
               a / PE_SMEM_WORDS, a % PE_SMEM_WORDS, ref->smem[a], sm->smem[a]);
    }
  }
  /* every warp has exited and the pipeline has released what it held: no rename register is left
   * allocated and no N-RT entry maps one */
  for (uint32_t i = 0; i < WT_RREGS; i++) {
    if (wt_vbit(s->av.used, PE_AVAIL_VEC_WW, i) && bad++ == 0) {
      snprintf(first, sizeof first, "rename register %" PRIu32 " still allocated after the kernel", i);
    }
  }
  for (uint32_t w = 0; w < WT_WARPS; w++) {
    for (uint32_t r = 0; r < WT_NAREG; r++) {
      if (s->rn.n_r[w][r] && bad++ == 0) {
        snprintf(first, sizeof first,
                 "slot %" PRIu32 ": N-RT r%" PRIu32 " still maps rename register %" PRIu32
                 " after the kernel",
                 w, r, s->rn.n_phy[w][r]);
      }
    }
  }
  if (bad) {
    snprintf(msg, n, "value check: %" PRIu64 " mismatches; first: %s", bad, first);
    return false;
  }
  return true;
}
