/* rtl_c/dwf_sched.c: C model of the composed DWF scheduler (contract in dwf_sched.h). */
#include "dwf_sched.h"

#include <stdio.h>
#include <string.h>

#include "wt_bits.h"

#define TID_NONE DWF_WARP_POOL_TID_NONE /* the pool's empty-slot sentinel */
#define WP_V (1u << WT_IDXW)            /* the valid bit of a {V, idx} pointer (SPEC 0.2) */

void dwf_sched_reset(dwf_sched_state_t *s) {
  dwf_update_regs_reset(&s->wur);
  dwf_pc_warp_lut_reset(&s->lut);
  dwf_warp_alloc_reset(&s->alloc);
  dwf_warp_pool_reset(&s->pool);
#if DWF_SCHED_DTIME
  dwf_dtime_reset(&s->dtime);
#elif DWF_SCHED_PDPRI
  dwf_pdpri_reset(&s->pdp);
#else
  dwf_majority_reset(&s->maj);
#endif
}

/* The selector's phase operations (SPEC 1.8; dwf_sched.h): the Majority scheduler under DMaj,
 * DMin and DPC, the DTime FIFO under DTime (which keeps no PC, never stalls an INSERT, is never
 * busy, and links only a new warp). RTL: the generate block g_sel. */
#if DWF_SCHED_DTIME
static void sel_p1(dwf_sched_state_t *n, dwf_majority_step_t *mst, bool *busy, bool *iv, uint32_t *iidx,
                   uint32_t *ipc) {
  (void)mst;
  *busy = false;
  *ipc = 0u; /* the caller takes the pool's PC */
  dwf_dtime_p1(&n->dtime, iv, iidx);
}
static void sel_commit(dwf_sched_state_t *n, uint32_t next, uint32_t nthd) {
  (void)nthd;
  dwf_dtime_issue_commit(&n->dtime, next);
}
static bool sel_ok(const dwf_sched_state_t *n, uint32_t pc) {
  (void)n, (void)pc;
  return true;
}
static void sel_insert(dwf_sched_state_t *n, dwf_majority_step_t *mst, bool new_warp, uint32_t pc,
                       uint32_t nthd, uint32_t wid, const uint32_t *tid, uint32_t cnf, uint32_t iold,
                       uint32_t inew, bool *lk, uint32_t *lk_idx) {
  (void)mst, (void)pc, (void)nthd, (void)tid, (void)cnf, (void)iold, (void)inew;
  if (new_warp) {
    dwf_dtime_insert(&n->dtime, wid, lk, lk_idx);
  }
}
static void sel_end(dwf_sched_state_t *n, const dwf_majority_step_t *mst) { (void)n, (void)mst; }
#elif DWF_SCHED_PDPRI
static void sel_p1(dwf_sched_state_t *n, dwf_majority_step_t *mst, bool *busy, bool *iv, uint32_t *iidx,
                   uint32_t *ipc) {
  (void)mst;
  *busy = false;
  *ipc = 0u; /* the caller takes the pool's PC */
  dwf_pdpri_p1(&n->pdp, iv, iidx);
}
static void sel_commit(dwf_sched_state_t *n, uint32_t next, uint32_t nthd) {
  (void)n, (void)next, (void)nthd;
}
static bool sel_ok(const dwf_sched_state_t *n, uint32_t pc) {
  (void)n, (void)pc;
  return true;
}
static void sel_insert(dwf_sched_state_t *n, dwf_majority_step_t *mst, bool new_warp, uint32_t pc,
                       uint32_t nthd, uint32_t wid, const uint32_t *tid, uint32_t cnf, uint32_t iold,
                       uint32_t inew, bool *lk, uint32_t *lk_idx) {
  (void)mst, (void)nthd, (void)wid, (void)lk, (void)lk_idx;
  /* CNF lanes into the new warp, the others into the hit warp, as the pool writes them (Fig
   * 4.4(b)). */
  dwf_pdpri_insert(&n->pdp, new_warp ? cnf : 0u, inew, iold, pc, tid);
}
static void sel_end(dwf_sched_state_t *n, const dwf_majority_step_t *mst) { (void)n, (void)mst; }
#else
static void sel_p1(dwf_sched_state_t *n, dwf_majority_step_t *mst, bool *busy, bool *iv, uint32_t *iidx,
                   uint32_t *ipc) {
  dwf_majority_p1(&n->maj, mst, busy, iv, iidx, ipc);
}
static void sel_commit(dwf_sched_state_t *n, uint32_t next, uint32_t nthd) {
  dwf_majority_issue_commit(&n->maj, next, nthd);
}
static bool sel_ok(const dwf_sched_state_t *n, uint32_t pc) { return dwf_majority_ok(&n->maj, pc); }
static void sel_insert(dwf_sched_state_t *n, dwf_majority_step_t *mst, bool new_warp, uint32_t pc,
                       uint32_t nthd, uint32_t wid, const uint32_t *tid, uint32_t cnf, uint32_t iold,
                       uint32_t inew, bool *lk, uint32_t *lk_idx) {
  (void)new_warp, (void)tid, (void)cnf, (void)iold, (void)inew;
  dwf_majority_insert(&n->maj, mst, pc, nthd, wid, lk, lk_idx);
}
static void sel_end(dwf_sched_state_t *n, const dwf_majority_step_t *mst) { dwf_majority_end(&n->maj, mst); }
#endif

/* Phase 2 for WUR k (SPEC 1.7): returns whether it was accepted. */
static bool insert_wur(dwf_sched_state_t *n, unsigned k, dwf_majority_step_t *mst) {
  const uint32_t pc = n->wur.pc[k], req = n->wur.req[k];
  const uint32_t *tid = &n->wur.tid[k][0];
  dwf_pc_warp_lut_look_t look;
  dwf_pc_warp_lut_lookup(&n->lut, pc, &look);
  /* Fig 4.4(b): CNF lanes go to a new warp; a miss sends every lane there. */
  const uint32_t cnf = look.hit ? (req & look.occ) : req;
  const bool new_warp = cnf != 0u;
  const uint32_t iold = look.hit ? look.idx : 0u;
  uint32_t inew = 0;
  const bool have_idx = dwf_warp_alloc_peek(&n->alloc, &inew);
  if ((new_warp && !have_idx) || !sel_ok(n, pc)) {
    return false; /* stall: nothing changes for this WUR */
  }
  if (new_warp) {
    (void)dwf_warp_alloc_pop(&n->alloc);
  } else {
    inew = 0;
  }
  dwf_warp_pool_write(&n->pool, new_warp, pc, req, cnf, iold, inew, tid);
  /* LUT: merge (OCC | REQ), new warp on a hit (OCC = CNF, IDX = new), or allocate on a miss. */
  const uint32_t occ = !new_warp ? (look.occ | req) : cnf;
  const uint32_t wid = new_warp ? inew : iold;
  dwf_pc_warp_lut_write(&n->lut, pc, &look, occ, wid);
  bool lk = false;
  uint32_t lk_idx = 0;
  sel_insert(n, mst, new_warp, pc, wt_popcount32(req), wid, tid, cnf, iold, inew, &lk, &lk_idx);
  if (lk) {
    dwf_warp_pool_link(&n->pool, lk_idx, WP_V | wid);
  }
  return true;
}

void dwf_sched_comb(const dwf_sched_state_t *s, const dwf_sched_in_t *in, dwf_sched_out_t *out,
                    dwf_sched_state_t *next) {
  WT_ASSERT_FITS(in->in_valid, WT_NL);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  dwf_sched_state_t *n = next;
  dwf_majority_step_t mst = {WT_SWAPS, false}; /* the Majority's swap budget and pending op */

  /* Phase 1: issue. The pool's read port always follows the Majority's selection. */
  bool busy = false, iv = false;
  uint32_t iidx = 0, ipc = 0, pnext = 0;
  sel_p1(n, &mst, &busy, &iv, &iidx, &ipc);
  uint32_t ppc = 0;
  dwf_warp_pool_issue(&n->pool, iidx, iv, &ppc, &pnext, out->iss_tid, &out->iss_mask, &out->iss_nthd);
  if (DWF_SCHED_DTIME || DWF_SCHED_PDPRI) {
    ipc = iv ? ppc : 0u; /* DTime and DPdPri keep no PC: the LUT invalidation takes the pool's */
  }
  if (iv) {
    sel_commit(n, pnext, out->iss_nthd);
    (void)dwf_warp_alloc_push(&n->alloc, iidx);
    (void)dwf_pc_warp_lut_inval(&n->lut, ipc, iidx);
  }
  out->iss_v = iv;
  out->iss_idx = iidx;
  /* The issued PC is read from the pool's PC bank, like the TIDs (it equals ME.PC: the warp is
   * on ME's list, dwf_sched_check). Taking ME.PC instead would leave the 3072-bit PC bank
   * unread, and a flat synthesis removes it. */
  out->iss_pc = iv ? ppc : 0u;
  out->busy = busy;

  /* Phase 2: WUR0 then WUR1, from the registers as they were at the start of the cycle. */
  bool acc[2] = {false, false};
  for (unsigned k = 0; k < 2; k++) {
    if (n->wur.req[k] != 0u) {
      acc[k] = insert_wur(n, k, &mst);
    }
  }
  out->acc0 = acc[0];
  out->acc1 = acc[1];
  out->stall0 = s->wur.req[0] != 0u && !acc[0];
  out->stall1 = s->wur.req[1] != 0u && !acc[1];
  dwf_update_regs_drain(&n->wur, acc[0], acc[1]);
  sel_end(n, &mst);

  /* Phase 3: load the incoming warp if both registers are empty now. */
  out->lane_err = dwf_update_regs_lane_err(in->in_valid, in->in_tid);
  out->in_taken = dwf_update_regs_load(&n->wur, in->in_valid, in->in_tid, in->in_npc);
  out->in_accept = (in->in_valid & ~out->in_taken) == 0u;
  WT_ASSERT_FITS(in->in_rcv, WT_NL);
#if DWF_SCHED_PDPRI
  /* ... and the loaded threads pass writeback: DPdPri's PDC counts (SPEC 1.8). */
  dwf_pdpri_wb(&n->pdp, out->in_taken, in->in_tid, in->in_rcv);
#endif
}

/* ---- Invariants (SPEC 7.3) ---- */

static uint32_t pool_threads(const dwf_warp_pool_state_t *p, uint32_t e) {
  uint32_t t = 0;
  for (unsigned l = 0; l < WT_NL; l++) {
    t += p->tid[e][l] != TID_NONE;
  }
  return t;
}

static uint32_t pool_mask(const dwf_warp_pool_state_t *p, uint32_t e) {
  uint32_t m = 0;
  for (unsigned l = 0; l < WT_NL; l++) {
    m |= (uint32_t)(p->tid[e][l] != TID_NONE) << l;
  }
  return m;
}

/* Walks one scheduler list (owner code `who`), marking its warps; checks the tail, and for a PC
 * group (`grouped`: every list but DTime's) the PC and CNT. DPdPri keeps no lists. */
__attribute__((unused)) static bool walk(const dwf_sched_state_t *s, int *owner, int who, const char *name,
                                         bool grouped, uint32_t pc, uint32_t cnt, uint32_t wph, uint32_t wpt,
                                         char *msg, size_t n) {
  const dwf_warp_pool_state_t *p = &s->pool;
  if (!(wph & WP_V) || !(wpt & WP_V)) {
    if ((wph & WP_V) || (wpt & WP_V) || cnt != 0u) {
      return wt_fail(msg, n, "%s: CNT %u with WPH 0x%x WPT 0x%x (an empty list has both invalid)", name, cnt,
                     wph, wpt);
    }
    return true;
  }
  uint32_t threads = 0, e = wph & (WP_V - 1u), last = e;
  for (unsigned steps = 0;; steps++) {
    if (steps > WT_POOL) {
      return wt_fail(msg, n, "%s: warp list does not end at WPT %u (cycle)", name, wpt & (WP_V - 1u));
    }
    if (owner[e] != -1) {
      return wt_fail(msg, n, "%s: pool entry %u is also on list %d", name, e, owner[e]);
    }
    owner[e] = who;
    if (grouped && p->pc[e] != pc) {
      return wt_fail(msg, n, "%s: pool entry %u has PC 0x%x, the list's PC is 0x%x", name, e, p->pc[e], pc);
    }
    threads += pool_threads(p, e);
    last = e;
    if (e == (wpt & (WP_V - 1u))) {
      break;
    }
    if (!(p->next[e] & WP_V)) {
      return wt_fail(msg, n, "%s: list ends at entry %u before WPT %u", name, e, wpt & (WP_V - 1u));
    }
    e = p->next[e] & (WP_V - 1u);
  }
  (void)last;
  if (grouped && threads != cnt) {
    return wt_fail(msg, n, "%s: CNT %u but its warps hold %u threads", name, cnt, threads);
  }
  return true;
}

bool dwf_sched_check(const dwf_sched_state_t *s, char *msg, size_t n) {
#if DWF_SCHED_DTIME
  if (!dwf_dtime_check(&s->dtime, msg, n)) {
    return false;
  }
#elif DWF_SCHED_PDPRI
  if (!dwf_pdpri_check(&s->pdp, msg, n)) {
    return false;
  }
#else
  if (!dwf_majority_check(&s->maj, msg, n)) {
    return false;
  }
#endif
  int owner[WT_POOL]; /* -3 free, -2 ME, 0..HEAP-1 heap group, -1 nowhere (yet) */
  for (unsigned i = 0; i < WT_POOL; i++) {
    owner[i] = -1;
  }
  for (uint32_t i = 0, q = s->alloc.head; i < s->alloc.count; i++) {
    uint32_t e = s->alloc.slot[q];
    if (owner[e] != -1) {
      return wt_fail(msg, n, "allocator: index %u is on the free list twice", e);
    }
    owner[e] = -3;
    if (pool_threads(&s->pool, e) != 0u) {
      return wt_fail(msg, n, "pool entry %u is free but holds %u threads", e, pool_threads(&s->pool, e));
    }
    q = q == WT_POOL - 1u ? 0u : q + 1u;
  }
#if DWF_SCHED_DTIME
  /* DTime: one list in allocation order, from HEAD to TAIL. */
  if (!walk(s, owner, -2, "DTime FIFO", false, 0u, 0u, s->dtime.head, s->dtime.tail, msg, n)) {
    return false;
  }
#elif DWF_SCHED_PDPRI
  /* DPdPri: every waiting entry (WV) is in use, holds its PC copy, and its key is the minimum PDC
   * of its threads (a thread's PDC changes only at writeback, never while it waits). */
  for (uint32_t e = 0; e < WT_POOL; e++) {
    if (!s->pdp.wv[e]) {
      continue;
    }
    if (owner[e] != -1) {
      return wt_fail(msg, n, "DPdPri: pool entry %u waits for issue and is free", e);
    }
    owner[e] = -2;
    uint32_t k = DWF_PDPRI_MAX;
    for (unsigned l = 0; l < WT_NL; l++) {
      const uint32_t t = s->pool.tid[e][l];
      if (t != TID_NONE && s->pdp.pdc[t] < k) {
        k = s->pdp.pdc[t];
      }
    }
    if (s->pdp.key[e] != k || s->pdp.kpc[e] != s->pool.pc[e]) {
      return wt_fail(msg, n, "DPdPri: entry %u key %u PC 0x%x, its threads' minimum PDC %u, pool PC 0x%x", e,
                     s->pdp.key[e], s->pdp.kpc[e], k, s->pool.pc[e]);
    }
  }
#else
  const dwf_majority_state_t *m = &s->maj;
  if (!walk(s, owner, -2, "ME", true, m->me_pc, m->me_cnt, m->me_wph, m->me_wpt, msg, n)) {
    return false;
  }
  for (uint32_t i = 0; i < m->hs; i++) {
    char name[32];
    snprintf(name, sizeof name, "H[%u]", i);
    if (!walk(s, owner, (int)i, name, true, m->h_pc[i], m->h_cnt[i], m->h_wph[i], m->h_wpt[i], msg, n)) {
      return false;
    }
  }
#endif
  for (unsigned i = 0; i < WT_POOL; i++) {
    if (owner[i] == -1) {
      return wt_fail(msg, n, "pool entry %u is neither free nor on a scheduler list", i);
    }
  }
  for (unsigned e = 0; e < WT_PWL_ENTRIES; e++) {
    if (!s->lut.v[e]) {
      continue;
    }
    uint32_t w = s->lut.idx[e];
    if (owner[w] == -3 || s->pool.pc[w] != s->lut.pc[e] || pool_mask(&s->pool, w) != s->lut.occ[e]) {
      return wt_fail(msg, n,
                     "PC-warp LUT entry %u {PC 0x%x, OCC 0x%x, IDX %u}: pool entry %u is %s with PC "
                     "0x%x, lanes 0x%x",
                     e, s->lut.pc[e], s->lut.occ[e], w, w, owner[w] == -3 ? "free" : "listed", s->pool.pc[w],
                     pool_mask(&s->pool, w));
    }
  }
  for (unsigned k = 0; k < 2; k++) {
    for (unsigned l = 0; l < WT_NL; l++) {
      bool has = s->wur.tid[k][l] != TID_NONE, want = (s->wur.req[k] >> l) & 1u;
      if (s->wur.req[k] != 0u && has != want) {
        return wt_fail(msg, n, "WUR%u: lane %u TID 0x%x but REQ 0x%x", k, l, s->wur.tid[k][l], s->wur.req[k]);
      }
    }
  }
  return true;
}

/* ---- Field tables ---- */

WT_IO_TABLES(dwf_sched, DWF_SCHED)
#define ST_T dwf_sched_state_t
#define F_WUR(T, f, dims, w, d) WT_XFIELD(ST_T, T, wur.f, w, d),
#define F_LUT(T, f, dims, w, d) WT_XFIELD(ST_T, T, lut.f, w, d),
#define F_ALLOC(T, f, dims, w, d) WT_XFIELD(ST_T, T, alloc.f, w, d),
#define F_POOL(T, f, dims, w, d) WT_XFIELD(ST_T, T, pool.f, w, d),
#define F_MAJ(T, f, dims, w, d) WT_XFIELD(ST_T, T, maj.f, w, d),
#define F_DTIME(T, f, dims, w, d) WT_XFIELD(ST_T, T, dtime.f, w, d),
#define F_PDP(T, f, dims, w, d) WT_XFIELD(ST_T, T, pdp.f, w, d),
#if DWF_SCHED_DTIME
#define SEL_STATE_FIELDS DWF_DTIME_STATE_FIELDS(F_DTIME)
#elif DWF_SCHED_PDPRI
#define SEL_STATE_FIELDS DWF_PDPRI_STATE_FIELDS(F_PDP)
#else
#define SEL_STATE_FIELDS DWF_MAJORITY_STATE_FIELDS(F_MAJ)
#endif
static const wt_field_t state_fields[] = {DWF_UPDATE_REGS_STATE_FIELDS(F_WUR) DWF_PC_WARP_LUT_STATE_FIELDS(
    F_LUT) DWF_WARP_ALLOC_STATE_FIELDS(F_ALLOC) DWF_WARP_POOL_STATE_FIELDS(F_POOL) SEL_STATE_FIELDS};

/* The rows of D3 Table 7.1, each the state fields of one structure. */
#define N_WUR(T, f, dims, w, d) "wur." #f,
#define N_LUT(T, f, dims, w, d) "lut." #f,
#define N_ALLOC(T, f, dims, w, d) "alloc." #f,
#define N_POOL(T, f, dims, w, d) "pool." #f,
static const char *const wur_f[] = {DWF_UPDATE_REGS_STATE_FIELDS(N_WUR) NULL};
static const char *const lut_f[] = {DWF_PC_WARP_LUT_STATE_FIELDS(N_LUT) NULL};
static const char *const alloc_f[] = {DWF_WARP_ALLOC_STATE_FIELDS(N_ALLOC) NULL};
static const char *const pool_f[] = {DWF_WARP_POOL_STATE_FIELDS(N_POOL) NULL};

/* D3 Tab 7.1, row by row (SPEC 1.11); under DTime its FIFO ends replace the Majority rows. */
#if DWF_SCHED_DTIME
#define N_DTIME(T, f, dims, w, d) "dtime." #f,
static const char *const dtime_f[] = {DWF_DTIME_STATE_FIELDS(N_DTIME) NULL};
#define SEL_PARTS {"DTime FIFO ends", dtime_f, "not in D3 (SPEC 1.8 [RES]: head, tail 2 x 8 b)", WT_WHOLE},
#elif DWF_SCHED_PDPRI
static const char *const pdc_f[] = {"pdp.pdc", NULL};
static const char *const pkey_f[] = {"pdp.key", "pdp.kpc", "pdp.wv", NULL};
#define SEL_PARTS \
  {"PDC table", pdc_f, "not in D3 (SPEC 1.8 [RES]: THREADS x 8 b)", WT_WHOLE}, \
      {"DPdPri keys", pkey_f, "not in D3 (SPEC 1.8 [RES]: key, PC copy, waiting bit per entry)", WT_WHOLE},
#else
static const char *const me_f[] = {"maj.me_pc", "maj.me_cnt", "maj.me_wph", "maj.me_wpt", "maj.me_v", NULL};
static const char *const heap_f[] = {"maj.h_pc",   "maj.h_cnt", "maj.h_wph", "maj.h_wpt",
                                     "maj.h_lutn", "maj.hs",    NULL};
static const char *const mhl_f[] = {"maj.mhl_pc", "maj.mhl_mh", NULL};
static const char *const eng_f[] = {"maj.op_v", "maj.op_up", "maj.op_i", NULL};
#define SEL_PARTS \
  {"MHeap LUT", mhl_f, "D3 Tab 7.1: 128 x (PC 24 + MH# 7); stated 4992 (X2)", WT_WHOLE}, \
      {"Max-Heap", heap_f, "D3 Tab 7.1: 64 x (PC 24 + CNT 10 + WPH 8 + WPT 8 + LUT# 8)", WT_WHOLE}, \
      {"Majority Entry", me_f, "not in D3 Tab 7.1 (X5)", WT_WHOLE}, \
      {"swap engine", eng_f, "[RES] Level-1 pending heap operation", WT_WHOLE},
#endif
static const wt_part_t parts[] = {
    {"Warp Update Register x2", wur_f, "D3 Tab 7.1: 2 x (TID 10x32 + PC 24 + REQ 32)", WT_WHOLE},
    {"PC-Warp LUT", lut_f, "D3 Tab 7.1: 64 x (PC 24 + OCC 32 + IDX 7)", WT_WHOLE},
    {"Warp Pool", pool_f, "D3 Tab 7.1: 128 x (TID 10x32 + PC 24 + SchedData 10); stated 44928 (X1)",
     WT_WHOLE},
    {"Warp Allocator", alloc_f, "D3 Tab 7.1: 128 x IDX 7", WT_WHOLE},
    SEL_PARTS};

WT_ADAPTERS(dwf_sched, DWF_SCHED)
WT_CHECK_ADAPTER(dwf_sched)

/* D3 Tab 7.1 total: 59312 as stated (the sum of the stated rows), 58672 from the listed fields. */
const wt_block_t dwf_sched_block = WT_DESCRIPTOR(
    dwf_sched, .check = check_v, .paper_ref = "D3 Tab 7.1 total (DWF scheduler storage)", WT_PARTS(parts));
