/* experiments/ilp/ilp_sm.c: the SM issue model around ilp_scoreboard (ilp_sm.h). */
#include "ilp_sm.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ilp_scoreboard.h"
#include "sim_l1.h"
#include "sim_util.h"
#include "wt_params.h" /* WT_PE_CLS_* */

#define NL WT_NL
#define NW WT_ILP_WARPS
#define NTAG WT_SB_TAGS
#define STACK 16u                      /* PDOM stack entries per warp */
#define RECS (NW * (PE_ISA_NREG + 4u)) /* instructions in flight, all warps */
#define FIFO 64u                       /* a warp's tracked instructions in flight (sb) */
#define NO_PROGRESS 200000u            /* cycles without an issue, writeback or commit: deadlock */

static_assert(PE_ISA_NREG <= ILP_RPW, "ilp_sm: a warp's architected registers fit its 16 tags");
static_assert(ILP_SB_NSRC >= 2, "ilp_sm: the scoreboard compares two sources at least");
static_assert(NL <= 32, "ilp_sm: masks are uint32_t");

const char *const ilp_mach_names[ILP_MACH_N] = {"base", "pend", "sb"};
const char *const ilp_inject_names[ILP_INJ_N] = {"none", "no-forward", "forward-all", "commit-all"};

void ilp_sm_cfg_default(ilp_sm_cfg_t *c) {
  memset(c, 0, sizeof *c);
  c->mach = ILP_MACH_SB;
  c->check = true;
  c->seed = 1;
  c->issue_every = 1;
  c->lat_alu = 8;
  c->lat_sfu = 16;
  c->lat_smem = 16;
  c->lat_st = 8;
  c->lat_br = 8;
  c->lat_hit = 24;
  c->lat_miss = 200;
  c->lat_jitter = 100;
  c->half_gap = 4;
  c->l1_sets = 32;
  c->l1_ways = 4;
}

/* An instruction in flight with a result or a store, until it retires (commit, writeback). */
typedef struct rec {
  bool v, st, trk;
  uint32_t w, e; /* warp, scoreboard entry (tracked) */
  unsigned x;    /* instruction index */
  uint32_t tag, mask;
  unsigned parts;               /* writeback parts still to land */
  uint32_t val[NL], exp[NL];    /* datapath results (a store: its data), the shadow's */
  uint32_t addr[NL], eaddr[NL]; /* a store's addresses: datapath, shadow */
} rec_t;

/* A writeback part: lanes `mask` of record `r`, due at cycle `due`. */
typedef struct part {
  uint64_t due, seq;
  uint32_t r, mask;
} part_t;

typedef struct frame {
  unsigned pc, rpc;
  uint32_t mask;
} frame_t;

enum { W_RUN, W_BAR, W_DONE };

typedef struct warp {
  int st;
  frame_t stk[STACK];
  unsigned depth;
  uint64_t br_until;            /* a branch resolves: nothing presented before this cycle */
  unsigned inflight;            /* issued, not retired (committed, written back) */
  unsigned exit_x;              /* its EXIT's instruction index */
  bool ready;                   /* base: D0's ready bit */
  uint32_t pend;                /* pend: pending architected registers */
  uint32_t fifo[FIFO], fh, fn;  /* sb: tracked records, oldest first */
  uint32_t sh[PE_ISA_NREG][NL]; /* the in-order functional shadow's registers */
} warp_t;

struct ilp_sm {
  pe_kernel_t k;
  ilp_sm_cfg_t cfg;
  ilp_sm_stats_t st;
  unsigned nw;
  uint64_t cyc, next_issue, last_progress, seq;
  unsigned rr, exited;
  warp_t w[NW];
  uint32_t rf[NTAG][NL];
  uint32_t (*fin)[PE_ISA_NREG]; /* [nw x NL]: each thread's registers at its EXIT */
  uint32_t *gmem, *smem;
  rec_t rec[RECS];
  part_t part[2u * RECS];
  unsigned nparts;
  sim_l1_t l1;
  ilp_scoreboard_state_t s, nx;
  ilp_scoreboard_in_t in;
  ilp_scoreboard_out_t out;
  char err[512];
};

SIM_FAIL_FN(ilp_sm_t)

const char *ilp_sm_error(const ilp_sm_t *sm) { return sm->err; }
const ilp_sm_stats_t *ilp_sm_stats(const ilp_sm_t *sm) { return &sm->st; }
static uint32_t tag_of(uint32_t w, unsigned r) { return w * ILP_RPW + r; }
static uint32_t cls_of(const pe_insn_t *i) { return pe_op_class(i->op); }
static bool is_ctrl(uint32_t c) { return c == WT_PE_CLS_BRANCH || c == WT_PE_CLS_BAR || c == WT_PE_CLS_EXIT; }
static bool is_store(uint32_t c) { return c == WT_PE_CLS_GST || c == WT_PE_CLS_SMEM_ST; }
static bool is_load(uint32_t c) { return c == WT_PE_CLS_GLD || c == WT_PE_CLS_SMEM_LD; }

ilp_sm_t *ilp_sm_new(const pe_kernel_t *k, const ilp_sm_cfg_t *cfg, char *err, unsigned errn) {
  const pe_shape_t *sh = &k->shape;
  if (sh->warps == 0u || sh->warps > NW || sh->slots != sh->warps || sh->nl != NL ||
      (uint64_t)sh->warps * ILP_RPW > NTAG) {
    snprintf(err, errn,
             "kernel %s: %u warps (%u slots) of %u lanes; this configuration runs 1..%u resident warps of %u "
             "lanes, 16 tags each out of %u",
             k->name, sh->warps, sh->slots, sh->nl, (unsigned)NW, (unsigned)NL, (unsigned)NTAG);
    return NULL;
  }
  if (sh->wpc == 0u || sh->warps % sh->wpc != 0u) {
    snprintf(err, errn, "kernel %s: %u warps in CTAs of %u", k->name, sh->warps, sh->wpc);
    return NULL;
  }
  for (unsigned x = 0; x < k->n; x++) {
    if (k->code[x].op == PE_OP_ATOM) {
      snprintf(err, errn, "kernel %s: instruction %u is atom.add, which the ILP SM does not model", k->name,
               x);
      return NULL;
    }
  }
  if (cfg->mach >= ILP_MACH_N || cfg->inject >= ILP_INJ_N || (cfg->inject && cfg->mach != ILP_MACH_SB)) {
    snprintf(err, errn, "SM parameters: machine %u, fault %u (faults are injected into the sb machine only)",
             cfg->mach, cfg->inject);
    return NULL;
  }
  if (cfg->issue_every == 0u || cfg->lat_alu == 0u || cfg->lat_sfu == 0u || cfg->lat_smem == 0u ||
      cfg->lat_st == 0u || cfg->lat_br == 0u || cfg->lat_hit == 0u || cfg->lat_miss == 0u ||
      cfg->l1_sets == 0u || cfg->l1_ways == 0u) {
    snprintf(err, errn, "SM parameters: issue interval, latencies and L1 geometry must be at least 1");
    return NULL;
  }
  ilp_sm_t *sm = calloc(1, sizeof *sm);
  if (!sm) {
    snprintf(err, errn, "out of memory");
    return NULL;
  }
  sm->k = *k;
  sm->cfg = *cfg;
  sm->nw = sh->warps;
  sm->fin = calloc((size_t)sm->nw * NL, sizeof *sm->fin);
  sm->gmem = calloc(PE_GMEM_WORDS, sizeof *sm->gmem);
  sm->smem = calloc((size_t)(sm->nw / sh->wpc) * PE_SMEM_WORDS, sizeof *sm->smem);
  const bool l1 = sim_l1_init(&sm->l1, cfg->l1_sets, cfg->l1_ways, cfg->lat_hit, cfg->lat_miss,
                              cfg->lat_jitter, cfg->no_l1, cfg->seed);
  if (!sm->fin || !sm->gmem || !sm->smem || !l1) {
    ilp_sm_free(sm);
    snprintf(err, errn, "out of memory");
    return NULL;
  }
  pe_gmem_init(k, sm->gmem);
  for (unsigned w = 0; w < sm->nw; w++) {
    sm->w[w].st = W_RUN;
    sm->w[w].depth = 1;
    sm->w[w].stk[0] = (frame_t){k->entry, PE_MAX_INSNS, (uint32_t)WT_MASK32(NL)};
    sm->w[w].ready = true;
  }
  ilp_scoreboard_reset(&sm->s);
  return sm;
}

void ilp_sm_free(ilp_sm_t *sm) {
  if (!sm) return;
  free(sm->fin);
  free(sm->gmem);
  free(sm->smem);
  sim_l1_free(&sm->l1);
  free(sm);
}

bool ilp_sm_done(const ilp_sm_t *sm) { return sm->exited == sm->nw && sm->nparts == 0u; }

/* ---- warps ---- */
static const pe_insn_t *cur(const ilp_sm_t *sm, unsigned w) {
  return &sm->k.code[sm->w[w].stk[sm->w[w].depth - 1u].pc];
}
static uint32_t cur_mask(const ilp_sm_t *sm, unsigned w) { return sm->w[w].stk[sm->w[w].depth - 1u].mask; }

/* The warp offers its next instruction this cycle (decided at the start of the cycle). */
static bool presented(const ilp_sm_t *sm, unsigned w) {
  const warp_t *p = &sm->w[w];
  if (p->st != W_RUN || sm->cyc < p->br_until) return false;
  const uint32_t c = cls_of(cur(sm, w));
  return !(c == WT_PE_CLS_EXIT || c == WT_PE_CLS_BAR) || p->inflight == 0u;
}

/* Reconvergence: pop the frames whose PC has reached their reconvergence point. */
static void reconverge(warp_t *p) {
  while (p->depth > 1u && p->stk[p->depth - 1u].pc == p->stk[p->depth - 1u].rpc) p->depth--;
}

/* Barriers: a CTA's waiting warps go on when every live warp of the CTA waits. */
static void barriers(ilp_sm_t *sm) {
  const unsigned wpc = sm->k.shape.wpc;
  for (unsigned c = 0; c < sm->nw / wpc; c++) {
    unsigned live = 0, wait = 0;
    for (unsigned w = c * wpc; w < (c + 1u) * wpc; w++) {
      live += sm->w[w].st != W_DONE;
      wait += sm->w[w].st == W_BAR;
    }
    if (wait == 0u || wait != live) continue;
    for (unsigned w = c * wpc; w < (c + 1u) * wpc; w++) {
      if (sm->w[w].st == W_BAR) sm->w[w].st = W_RUN;
    }
  }
}

/* ---- records and writeback parts ---- */
static uint32_t rec_alloc(ilp_sm_t *sm) {
  for (uint32_t r = 0; r < RECS; r++) {
    if (!sm->rec[r].v) return r;
  }
  return RECS;
}

static void add_part(ilp_sm_t *sm, uint32_t r, uint64_t due, uint32_t mask) {
  sm->part[sm->nparts++] = (part_t){due, sm->seq++, r, mask};
  sm->rec[r].parts++;
}

/* The oldest part due by now, removed from the queue; false if none. */
static bool take_part(ilp_sm_t *sm, part_t *out) {
  unsigned best = sm->nparts;
  for (unsigned j = 0; j < sm->nparts; j++) {
    const part_t *q = &sm->part[j];
    if (q->due > sm->cyc) continue;
    if (best == sm->nparts || q->due < sm->part[best].due ||
        (q->due == sm->part[best].due && q->seq < sm->part[best].seq)) {
      best = j;
    }
  }
  if (best == sm->nparts) return false;
  *out = sm->part[best];
  sm->part[best] = sm->part[--sm->nparts];
  return true;
}

/* The shadow's value check of lanes `m` of `vals` (what is being written) against record r. */
static bool check_vals(ilp_sm_t *sm, const rec_t *r, uint32_t m, const uint32_t *vals, const char *what) {
  for (unsigned l = 0; l < NL; l++) {
    if (((m >> l) & 1u) && vals[l] != r->exp[l]) {
      return fail(
          sm, "%s of warp %u, PC 0x%x (%s), thread %u (lane %u): %u, the in-order functional value is %u",
          what, r->w, pe_pc_of(r->x), pe_op_name(sm->k.code[r->x].op), r->w * NL + l, l, vals[l], r->exp[l]);
    }
  }
  return true;
}

/* Lanes `m` of record r's results into the register file, checked first. */
static bool rf_write(ilp_sm_t *sm, const rec_t *r, uint32_t m, const uint32_t *vals, const char *what) {
  if (!check_vals(sm, r, m, vals, what)) return false;
  for (unsigned l = 0; l < NL; l++) {
    if ((m >> l) & 1u) sm->rf[r->tag][l] = vals[l];
  }
  return true;
}

/* A store performed: its addresses and data against the shadow's, then memory. */
static bool perform_store(ilp_sm_t *sm, const rec_t *r) {
  const pe_insn_t *i = &sm->k.code[r->x];
  uint32_t *mem = i->op == PE_OP_STS ? sm->smem + (size_t)(r->w / sm->k.shape.wpc) * PE_SMEM_WORDS : sm->gmem;
  for (unsigned l = 0; l < NL; l++) {
    if (!((r->mask >> l) & 1u)) continue;
    if (r->addr[l] != r->eaddr[l]) {
      return fail(sm,
                  "store of warp %u, PC 0x%x, thread %u: address %u, the in-order functional address is %u",
                  r->w, pe_pc_of(r->x), r->w * NL + l, r->addr[l], r->eaddr[l]);
    }
  }
  if (!check_vals(sm, r, r->mask, r->val, "store data")) return false;
  for (unsigned l = 0; l < NL; l++) {
    if ((r->mask >> l) & 1u) mem[r->addr[l]] = r->val[l];
  }
  return true;
}

/* The last part of record r landed or it committed: it retires. */
static void retire(ilp_sm_t *sm, uint32_t ri) {
  rec_t *r = &sm->rec[ri];
  warp_t *p = &sm->w[r->w];
  p->inflight--;
  p->ready = true;
  if (!r->st) p->pend &= ~(1u << sm->k.code[r->x].dst);
  r->v = false;
}

/* ---- issue ---- */
/* Source `k` (architected register `reg`) of warp w's instruction, per lane: the register file, or
 * the scoreboard's forwarded DATA for the threads of op_mask when the source hits (sb). */
static void operand(ilp_sm_t *sm, unsigned w, unsigned reg, unsigned k, uint32_t v[NL]) {
  memset(v, 0, NL * sizeof v[0]);
  if (reg == PE_R_NONE) return;
  const bool sb = sm->cfg.mach == ILP_MACH_SB;
  const bool hit = sb && sm->out.op_hit[k] && sm->cfg.inject != ILP_INJ_NO_FORWARD;
  const uint32_t fm = sm->cfg.inject == ILP_INJ_FWD_ALL ? (uint32_t)WT_MASK32(NL) : sm->out.op_mask[k];
  for (unsigned l = 0; l < NL; l++) {
    v[l] = hit && ((fm >> l) & 1u) ? sm->out.op_data[k][l] : sm->rf[tag_of(w, reg)][l];
  }
}

/* One lane of an instruction: result (or store data) and address, from operands a, b. */
static void lane_exec(ilp_sm_t *sm, unsigned w, const pe_insn_t *i, unsigned l, uint32_t a, uint32_t b,
                      uint32_t *res, uint32_t *addr) {
  const uint32_t tid = w * NL + l, ctid = (w % sm->k.shape.wpc) * NL + l;
  *addr = pe_isa_addr(i, a);
  switch (i->op) {
    case PE_OP_LDG: *res = sm->gmem[*addr]; break;
    case PE_OP_LDS: *res = sm->smem[(size_t)(w / sm->k.shape.wpc) * PE_SMEM_WORDS + *addr]; break;
    case PE_OP_STG:
    case PE_OP_STS: *res = b; break;
    default: *res = pe_isa_alu(i, a, b, tid, ctid); break;
  }
}

/* Warp w issues its instruction: `trk` with entry `e`, `untrk`, or neither (no entry needed, or a
 * baseline machine). */
static bool issue(ilp_sm_t *sm, unsigned w, bool trk, bool untrk, uint32_t e) {
  warp_t *p = &sm->w[w];
  const unsigned x = p->stk[p->depth - 1u].pc;
  const pe_insn_t *i = &sm->k.code[x];
  const uint32_t m = cur_mask(sm, w), c = cls_of(i);
  uint8_t src[2];
  pe_op_srcs(i, src);
  uint32_t va[NL], vb[NL];
  operand(sm, w, src[0], 0, va);
  operand(sm, w, src[1], 1, vb);
  sm->st.insns++;
  sm->st.thread_insns += (uint64_t)wt_popcount32(m);
  sm->last_progress = sm->cyc;
  if (is_ctrl(c)) {
    p->stk[p->depth - 1u].pc = x + 1u;
    if (c == WT_PE_CLS_BRANCH) {
      uint32_t t = 0, te = 0;
      for (unsigned l = 0; l < NL; l++) {
        if (!((m >> l) & 1u)) continue;
        const uint32_t sa = src[0] == PE_R_NONE ? 0u : p->sh[src[0]][l];
        t |= (uint32_t)(i->a == PE_R_NONE || va[l] != 0u) << l;
        te |= (uint32_t)(i->a == PE_R_NONE || sa != 0u) << l;
      }
      if (t != te) {
        return fail(sm, "branch of warp %u, PC 0x%x: taken lanes 0x%08x, the in-order functional ones 0x%08x",
                    w, pe_pc_of(x), t, te);
      }
      frame_t *f = &p->stk[p->depth - 1u];
      if (t == m) {
        f->pc = i->tgt;
      } else if (t != 0u) {
        if (p->depth + 2u > STACK) return fail(sm, "warp %u: PDOM stack overflow at PC 0x%x", w, pe_pc_of(x));
        f->pc = i->rpc;
        p->stk[p->depth++] = (frame_t){x + 1u, i->rpc, m & ~t};
        p->stk[p->depth++] = (frame_t){i->tgt, i->rpc, t};
      }
      p->br_until = sm->cyc + sm->cfg.lat_br;
    } else if (c == WT_PE_CLS_BAR) {
      p->st = W_BAR;
    } else { /* EXIT: nothing in flight; its registers are final */
      for (unsigned l = 0; l < NL; l++) {
        for (unsigned r = 0; r < PE_ISA_NREG; r++) sm->fin[w * NL + l][r] = sm->rf[tag_of(w, r)][l];
      }
      p->st = W_DONE;
      p->exit_x = x;
      sm->exited++;
    }
    reconverge(p);
    if (sm->cfg.mach == ILP_MACH_SB) sm->st.noent++;
    return true;
  }
  const uint32_t ri = rec_alloc(sm);
  if (ri == RECS) return fail(sm, "more than %u instructions in flight", (unsigned)RECS);
  rec_t *r = &sm->rec[ri];
  *r = (rec_t){.v = true, .st = is_store(c), .trk = trk, .w = w, .e = e, .x = x, .mask = m};
  r->tag = r->st ? 0u : tag_of(w, i->dst);
  for (unsigned l = 0; l < NL; l++) {
    if (!((m >> l) & 1u)) continue;
    lane_exec(sm, w, i, l, va[l], vb[l], &r->val[l], &r->addr[l]);
    const uint32_t sa = src[0] == PE_R_NONE ? 0u : p->sh[src[0]][l];
    const uint32_t sb = src[1] == PE_R_NONE ? 0u : p->sh[src[1]][l];
    lane_exec(sm, w, i, l, sa, sb, &r->exp[l], &r->eaddr[l]);
    if (!r->st) p->sh[i->dst][l] = r->exp[l];
  }
  /* latency and writeback parts */
  unsigned lat = sm->cfg.lat_alu;
  if (i->op == PE_OP_SFU) lat = sm->cfg.lat_sfu;
  if (i->op == PE_OP_LDS || i->op == PE_OP_STS) lat = sm->cfg.lat_smem;
  if (i->op == PE_OP_STG) lat = sm->cfg.lat_st;
  const uint32_t lo = (uint32_t)WT_MASK32(NL / 2u), hi = (uint32_t)WT_MASK32(NL) & ~lo;
  if (i->op == PE_OP_LDG) {
    uint32_t ln[NL];
    sim_l1_stats_t ls = {0, 0, 0};
    lat = sim_l1_load(&sm->l1, sm->cyc, ln, sim_l1_lines(r->addr, m, NL, ln), &ls);
    sm->st.l1_access += ls.access;
    sm->st.l1_hits += ls.hits;
    if (m & lo) add_part(sm, ri, sm->cyc + lat, m & lo);
    if (m & hi) add_part(sm, ri, sm->cyc + lat + ((m & lo) ? sm->cfg.half_gap : 0u), m & hi);
  }
  if (r->parts == 0u) add_part(sm, ri, sm->cyc + lat, m);
  if (sm->cfg.mach != ILP_MACH_SB && r->st && !perform_store(sm, r)) return false;
  p->inflight++;
  p->ready = false;
  if (!r->st) p->pend |= 1u << i->dst;
  if (trk) {
    if (p->fn == FIFO) return fail(sm, "warp %u: more than %u tracked instructions", w, FIFO);
    p->fifo[(p->fh + p->fn++) % FIFO] = ri;
    sm->st.trk++;
  }
  sm->st.untrk += untrk;
  p->stk[p->depth - 1u].pc = x + 1u;
  reconverge(p);
  return true;
}

/* ---- one cycle ---- */
/* A baseline machine's ready rule for a presented warp (after this cycle's writeback). */
static bool base_ready(const ilp_sm_t *sm, unsigned w) {
  const warp_t *p = &sm->w[w];
  if (sm->cfg.mach == ILP_MACH_BASE) return p->ready;
  const pe_insn_t *i = cur(sm, w);
  uint8_t src[2];
  pe_op_srcs(i, src);
  uint32_t need = 0;
  for (unsigned k = 0; k < 2; k++) need |= src[k] == PE_R_NONE ? 0u : 1u << src[k];
  if (pe_op_writes(i)) need |= 1u << i->dst;
  return (p->pend & need) == 0u;
}

/* The scoreboard's view of warp w's instruction. */
static void present_sb(ilp_sm_t *sm, unsigned w) {
  const pe_insn_t *i = cur(sm, w);
  const uint32_t c = cls_of(i);
  uint8_t src[2];
  pe_op_srcs(i, src);
  sm->in.iv[w] = true;
  sm->in.icls[w] = is_ctrl(c)    ? ILP_CLS_CTRL
                   : is_store(c) ? ILP_CLS_STORE
                   : is_load(c)  ? ILP_CLS_LOAD
                                 : ILP_CLS_ALU;
  sm->in.isv[w] = (src[0] != PE_R_NONE ? 1u : 0u) | (src[1] != PE_R_NONE ? 2u : 0u);
  sm->in.isrc0[w] = src[0] != PE_R_NONE ? tag_of(w, src[0]) : 0u;
  sm->in.isrc1[w] = src[1] != PE_R_NONE ? tag_of(w, src[1]) : 0u;
  sm->in.isrc2[w] = 0u;
  sm->in.idv[w] = pe_op_writes(i);
  sm->in.idst[w] = pe_op_writes(i) ? tag_of(w, i->dst) : 0u;
  sm->in.imask[w] = cur_mask(sm, w);
}

/* This cycle's writeback part (the oldest due), taken off the queue and counted; NULL if none. */
static rec_t *land(ilp_sm_t *sm, part_t *q) {
  if (!take_part(sm, q)) return NULL;
  rec_t *r = &sm->rec[q->r];
  sm->st.wb_parts++;
  sm->last_progress = sm->cyc;
  r->parts--;
  return r;
}

static bool step_sb(ilp_sm_t *sm, const bool *pres) {
  memset(&sm->in, 0, sizeof sm->in);
  part_t q;
  rec_t *r = land(sm, &q);
  if (r) {
    if (r->trk) {
      sm->in.wb_v = true;
      sm->in.wb_e = r->e;
      sm->in.wb_mask = q.mask;
      for (unsigned l = 0; l < NL; l++) sm->in.wb_data[l] = (q.mask >> l) & 1u ? r->val[l] : 0u;
    } else {
      if (r->st) {
        if (r->parts == 0u && !perform_store(sm, r)) return false;
      } else if (!rf_write(sm, r, q.mask, r->val, "untracked result")) {
        return false;
      }
      if (r->parts == 0u) {
        sm->in.uwb_v = true;
        sm->in.uwb_w = r->w;
        retire(sm, q.r);
      }
    }
  }
  for (unsigned w = 0; w < sm->nw; w++) {
    if (pres[w]) present_sb(sm, w);
  }
  sm->in.is_en = sm->cyc >= sm->next_issue;
  sm->in.is_prio = sm->rr;
  ilp_scoreboard_comb(&sm->s, &sm->in, &sm->out, &sm->nx);
  if (sm->cfg.check) {
    char msg[256];
    if (!ilp_scoreboard_check(&sm->nx, msg, sizeof msg)) return fail(sm, "ilp_scoreboard invariant: %s", msg);
  }
  if (sm->out.cm_v) {
    warp_t *p = &sm->w[sm->out.cm_w];
    if (sm->out.cm_w >= sm->nw || p->fn == 0u)
      return fail(sm, "commit of warp %u, which has nothing tracked", sm->out.cm_w);
    const uint32_t ri = p->fifo[p->fh];
    rec_t *r = &sm->rec[ri];
    p->fh = (p->fh + 1u) % FIFO;
    p->fn--;
    sm->last_progress = sm->cyc;
    if (r->parts != 0u || sm->out.cm_mask != r->mask || (bool)sm->out.cm_st != r->st ||
        (!r->st && sm->out.cm_tag != r->tag)) {
      return fail(
          sm,
          "commit of warp %u, PC 0x%x: tag %u mask 0x%08x store %u with %u parts outstanding; the oldest "
          "tracked instruction has tag %u mask 0x%08x store %u",
          sm->out.cm_w, pe_pc_of(r->x), sm->out.cm_tag, sm->out.cm_mask, sm->out.cm_st, r->parts, r->tag,
          r->mask, r->st);
    }
    if (r->st) {
      if (!perform_store(sm, r)) return false;
    } else {
      const uint32_t wm = sm->cfg.inject == ILP_INJ_COMMIT_ALL ? (uint32_t)WT_MASK32(NL) : sm->out.cm_mask;
      if (!check_vals(sm, r, sm->out.cm_mask, sm->out.cm_data, "committed result")) return false;
      for (unsigned l = 0; l < NL; l++) {
        if ((wm >> l) & 1u) sm->rf[r->tag][l] = sm->out.cm_data[l];
      }
    }
    retire(sm, ri);
  }
  if (sm->out.is_v) {
    const unsigned w = sm->out.is_w;
    if (w >= sm->nw || !pres[w]) return fail(sm, "the scoreboard issued warp %u, which presented nothing", w);
    const bool need = sm->in.icls[w] == ILP_CLS_STORE || sm->in.idv[w];
    if (!issue(sm, w, sm->out.is_trk, need && !sm->out.is_trk, sm->out.is_e)) return false;
    sm->rr = (w + 1u) % sm->nw;
    sm->next_issue = sm->cyc + sm->cfg.issue_every;
  }
  sm->s = sm->nx;
  return true;
}

/* A baseline machine's cycle: writeback, then the first ready warp at or after the pointer. */
static bool step_base(ilp_sm_t *sm, const bool *pres) {
  part_t q;
  const rec_t *r = land(sm, &q);
  if (r) {
    if (!r->st && !rf_write(sm, r, q.mask, r->val, "result")) return false;
    if (r->parts == 0u) retire(sm, q.r);
  }
  if (sm->cyc < sm->next_issue) return true;
  for (unsigned j = 0; j < sm->nw; j++) {
    const unsigned w = (sm->rr + j) % sm->nw;
    if (!pres[w] || !base_ready(sm, w)) continue;
    if (!issue(sm, w, false, false, 0u)) return false;
    sm->rr = (w + 1u) % sm->nw;
    sm->next_issue = sm->cyc + sm->cfg.issue_every;
    break;
  }
  return true;
}

bool ilp_sm_step(ilp_sm_t *sm) {
  if (sm->cfg.max_cycles && sm->cyc >= sm->cfg.max_cycles) {
    return fail(sm, "not finished after --max-cycles %" PRIu64, sm->cfg.max_cycles);
  }
  if (sm->cyc - sm->last_progress > NO_PROGRESS) {
    return fail(sm, "deadlock: no issue, writeback or commit for %u cycles", NO_PROGRESS);
  }
  barriers(sm);
  bool pres[NW];
  for (unsigned w = 0; w < NW; w++) pres[w] = w < sm->nw && presented(sm, w);
  const bool ok = sm->cfg.mach == ILP_MACH_SB ? step_sb(sm, pres) : step_base(sm, pres);
  sm->cyc++;
  sm->st.cycles = sm->cyc;
  return ok;
}

bool ilp_sm_check_values(const ilp_sm_t *sm, const pe_arch_t *ref, char *msg, unsigned n) {
  unsigned bad = 0;
  msg[0] = 0;
  for (unsigned t = 0; t < sm->nw * NL; t++) {
    for (unsigned r = 0; r < PE_ISA_NREG; r++) {
      if (sm->fin[t][r] == ref->reg[t][r]) continue;
      if (bad++ == 0u) {
        snprintf(msg, n, "warp %u, PC 0x%x (exit), thread %u: r%u = %u, the interpreter's is %u", t / NL,
                 pe_pc_of(sm->w[t / NL].exit_x), t, r, sm->fin[t][r], ref->reg[t][r]);
      }
    }
  }
  for (uint32_t a = 0; a < PE_GMEM_WORDS; a++) {
    if (sm->gmem[a] == ref->gmem[a]) continue;
    if (bad++ == 0u)
      snprintf(msg, n, "global memory word %u = %u, the interpreter's is %u", a, sm->gmem[a], ref->gmem[a]);
  }
  for (size_t a = 0; a < (size_t)ref->ctas * PE_SMEM_WORDS; a++) {
    if (sm->smem[a] == ref->smem[a]) continue;
    if (bad++ == 0u)
      snprintf(msg, n, "scratchpad word %zu = %u, the interpreter's is %u", a, sm->smem[a], ref->smem[a]);
  }
  if (bad) {
    const size_t l = strlen(msg);
    snprintf(msg + l, n - l, " (%u mismatches)", bad);
  }
  return bad == 0u;
}
