/* rtl_c/ilp_scoreboard.c: C model of the many-thread-aware shared scoreboard (contract in
 * ilp_scoreboard.h). */
#include "ilp_scoreboard.h"

#include <string.h>

typedef ilp_scoreboard_state_t st_t;
typedef ilp_scoreboard_in_t in_t;

#define E WT_SB_ENTRIES
#define W WT_ILP_WARPS
#define NONE (-1)

void ilp_scoreboard_reset(st_t *s) { memset(s, 0, sizeof *s); }

/* The entry an NM-valid tag search for `tag` hits (VLD & NM & TAG == tag), or NONE. The NM
 * invariant makes it unique; the lowest index is taken, as the RTL's priority mux does. */
static int cam_hit(const st_t *s, uint32_t tag) {
  for (int e = 0; e < E; e++) {
    if (s->vld[e] && s->nm[e] && s->tag[e] == tag) {
      return e;
    }
  }
  return NONE;
}

/* The source tag k of warp w's instruction. */
static uint32_t src_tag(const in_t *in, unsigned w, unsigned k) {
  return k == 0u ? in->isrc0[w] : k == 1u ? in->isrc1[w] : in->isrc2[w];
}

/* Whether warp w's instruction writes a register (ALU or LOAD with a destination). */
static bool has_dst(const in_t *in, unsigned w) {
  return in->idv[w] && (in->icls[w] == ILP_CLS_ALU || in->icls[w] == ILP_CLS_LOAD);
}

/* Whether it needs an entry: a register destination, or a STORE (SPEC 4.1 step 5 [RES]). */
static bool needs_entry(const in_t *in, unsigned w) { return has_dst(in, w) || in->icls[w] == ILP_CLS_STORE; }

/* Phase 4 for warp w: its ready bit; `waw` = the entry its destination hits (NONE). */
static bool warp_ready(const st_t *s, const in_t *in, unsigned w, bool full, int *waw) {
  bool ok = in->iv[w];
  /* a. Sources: a hit that is not complete stalls. */
  for (unsigned k = 0; k < ILP_SB_NSRC; k++) {
    const int h = (in->isv[w] >> k) & 1u ? cam_hit(s, src_tag(in, w, k)) : NONE;
    ok = ok && !(h != NONE && !s->comp[h]);
  }
  /* b. WAW: the older definition's ACTIVE must be within A. */
  *waw = has_dst(in, w) ? cam_hit(s, in->idst[w]) : NONE;
  ok = ok && !(*waw != NONE && (s->active[*waw] & ~in->imask[w]) != 0u);
  /* c. Structure: full and on board stalls; the untracked instruction's override stalls. */
  ok = ok && !(needs_entry(in, w) && full && s->inboard[w]);
  ok = ok && !s->rdy_ovr[w];
  /* d. Memory ordering: a store waits until the warp has no entry; a load waits for the store. */
  ok = ok && !(in->icls[w] == ILP_CLS_STORE && s->inboard[w]);
  ok = ok && !(in->icls[w] == ILP_CLS_LOAD && s->instore[w]);
  return ok;
}

static void check_inputs(const in_t *in) {
  WT_ASSERT_FITS(in->wb_e, WT_SBKW);
  WT_ASSERT_FITS(in->wb_mask, WT_NL);
  WT_ASSERT_FITS(in->uwb_w, WT_ILPWW);
  WT_ASSERT_FITS(in->is_prio, WT_ILPWW);
  for (unsigned t = 0; t < WT_NL; t++) {
    WT_ASSERT_FITS(in->wb_data[t], WT_SB_DW);
  }
  for (unsigned w = 0; w < W; w++) {
    WT_ASSERT_FITS(in->icls[w], 2);
    WT_ASSERT_FITS(in->isv[w], ILP_SB_NSRC);
    WT_ASSERT_FITS(in->isrc0[w], WT_SBTAGW);
    WT_ASSERT_FITS(in->isrc1[w], WT_SBTAGW);
    WT_ASSERT_FITS(in->isrc2[w], WT_SBTAGW);
    WT_ASSERT_FITS(in->idst[w], WT_SBTAGW);
    WT_ASSERT_FITS(in->imask[w], WT_NL);
  }
}

void ilp_scoreboard_comb(const st_t *s, const in_t *in, ilp_scoreboard_out_t *out, st_t *next) {
  check_inputs(in);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  memset(out, 0, sizeof *out);

  /* Phase 1: writeback (tracked into the data store; untracked ends the override). */
  if (in->wb_v) {
    for (unsigned t = 0; t < WT_NL; t++) {
      if ((in->wb_mask >> t) & 1u) {
        next->data[in->wb_e][t] = in->wb_data[t];
      }
    }
    next->status[in->wb_e] |= in->wb_mask;
  }
  if (in->uwb_v && in->uwb_w < W) {
    next->rdy_ovr[in->uwb_w] = false;
  }

  /* Phase 2: completion of the written entry, ACTIVE XNOR STATUS. */
  if (in->wb_v) {
    next->comp[in->wb_e] = next->active[in->wb_e] == next->status[in->wb_e];
  }

  /* Phase 3: commit the head of the lowest warp whose head is complete. */
  for (unsigned w = 0; w < W; w++) {
    const uint32_t h = next->head[w];
    if (next->inboard[w] && next->comp[h]) {
      out->cm_v = true;
      out->cm_w = w;
      out->cm_tag = next->tag[h];
      out->cm_mask = next->active[h];
      memcpy(out->cm_data, next->data[h], sizeof out->cm_data);
      out->cm_st = next->instore[w];
      next->vld[h] = false;
      next->instore[w] = false;
      if (h == next->tail[w]) {
        next->inboard[w] = false;
      } else {
        next->head[w] = next->next[h];
      }
      break;
    }
  }

  /* Phase 4: every warp's ready bit, on the state after phase 3. */
  int fe = NONE; /* the lowest free entry */
  for (int e = E - 1; e >= 0; e--) {
    if (!next->vld[e]) {
      fe = e;
    }
  }
  const bool full = fe == NONE;
  int waw[W];
  for (unsigned w = 0; w < W; w++) {
    out->rdy[w] = warp_ready(next, in, w, full, &waw[w]);
  }

  /* Phase 5: issue the first ready warp at or after is_prio (wrapping). */
  int iw = NONE;
  if (in->is_en) {
    for (unsigned w = W; w-- > 0;) {
      if (out->rdy[w] && (iw == NONE || w >= in->is_prio || (unsigned)iw < in->is_prio)) {
        iw = (int)w;
      }
    }
  }
  if (iw == NONE) {
    return;
  }
  const unsigned w = (unsigned)iw;
  out->is_v = true;
  out->is_w = w;
  /* The forwarded operands (every source hit is complete: the warp was ready). */
  for (unsigned k = 0; k < ILP_SB_NSRC; k++) {
    const int h = (in->isv[w] >> k) & 1u ? cam_hit(next, src_tag(in, w, k)) : NONE;
    if (h != NONE) {
      out->op_hit[k] = true;
      out->op_mask[k] = next->active[h];
      memcpy(out->op_data[k], next->data[h], sizeof out->op_data[k]);
    }
  }
  if (!needs_entry(in, w)) {
    return;
  }
  if (full) {
    next->rdy_ovr[w] = true; /* untracked: ready reset until its writeback */
    return;
  }
  /* Tracked: allocate the lowest free entry, clear the older definition's NM, link. */
  const unsigned e = (unsigned)fe;
  out->is_trk = true;
  out->is_e = e;
  next->vld[e] = true;
  next->tag[e] = in->idst[w];
  next->nm[e] = has_dst(in, w);
  next->active[e] = in->imask[w];
  next->status[e] = 0u;
  next->comp[e] = in->imask[w] == 0u;
  if (waw[w] != NONE) {
    next->nm[waw[w]] = false;
  }
  if (!next->inboard[w]) {
    next->head[w] = e;
    next->tail[w] = e;
    next->inboard[w] = true;
  } else {
    next->next[next->tail[w]] = e;
    next->tail[w] = e;
  }
  if (in->icls[w] == ILP_CLS_STORE) {
    next->instore[w] = true;
  }
}

////////////////////////////////////////////////////////////////////////////////
// Invariants
////////////////////////////////////////////////////////////////////////////////

bool ilp_scoreboard_check(const st_t *s, char *msg, size_t n) {
  unsigned owner[E]; /* the warp whose list holds entry e, W = none */
  for (unsigned e = 0; e < E; e++) {
    owner[e] = W;
    if (s->vld[e] && s->comp[e] != (s->active[e] == s->status[e])) {
      return wt_fail(msg, n, "entry %u: COMP %d but ACTIVE 0x%x, STATUS 0x%x", e, (int)s->comp[e],
                     (unsigned)s->active[e], (unsigned)s->status[e]);
    }
    for (unsigned f = 0; f < e; f++) {
      if (s->vld[e] && s->nm[e] && s->vld[f] && s->nm[f] && s->tag[e] == s->tag[f]) {
        return wt_fail(msg, n, "entries %u and %u: both VLD & NM with TAG %u", f, e, (unsigned)s->tag[e]);
      }
    }
  }
  for (unsigned w = 0; w < W; w++) {
    if (s->instore[w] && !s->inboard[w]) {
      return wt_fail(msg, n, "warp %u: INSTORE without INBOARD", w);
    }
    if (s->rdy_ovr[w] && s->inboard[w]) {
      return wt_fail(msg, n, "warp %u: RDY_OVR with INBOARD", w);
    }
    if (!s->inboard[w]) {
      continue;
    }
    /* Walk HEAD .. TAIL through NEXT: every step a VLD entry not on any list yet. */
    uint32_t e = s->head[w];
    for (unsigned len = 1;; len++) {
      if (len > E) {
        return wt_fail(msg, n, "warp %u: list from HEAD %u does not reach TAIL %u", w, (unsigned)s->head[w],
                       (unsigned)s->tail[w]);
      }
      if (!s->vld[e]) {
        return wt_fail(msg, n, "warp %u: free entry %u on its list", w, (unsigned)e);
      }
      if (owner[e] != W) {
        return wt_fail(msg, n, "warp %u: entry %u already on warp %u's list", w, (unsigned)e, owner[e]);
      }
      owner[e] = w;
      if (e == s->tail[w]) {
        break;
      }
      e = s->next[e];
    }
  }
  /* Every VLD entry is on a list (so each list's length is its warp's number of entries, and a
   * warp with INBOARD = 0 owns none); a free entry was rejected on the walk. */
  for (unsigned e = 0; e < E; e++) {
    if (s->vld[e] && owner[e] == W) {
      return wt_fail(msg, n, "entry %u: VLD but on no warp's list", e);
    }
  }
  return true;
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

WT_BLOCK_TABLES(ilp_scoreboard, ILP_SCOREBOARD)
WT_CHECK_ADAPTER(ilp_scoreboard)

static const char *const cam_part[] = {"tag", "nm", "vld", NULL};
static const char *const ds_part[] = {"comp", "active", "status", "data", "next", NULL};
static const char *const warp_part[] = {"head", "tail", "inboard", "instore", "rdy_ovr", NULL};
static const wt_part_t parts[] = {
    {"tag CAM", cam_part, "D0 §4.4.4: 8-entry CAM of 9 + 1 = 10 b (TAG, NM); MODEL adds VLD", WT_WHOLE},
    {"data store", ds_part, "D0 §4.4.4: 8 x (COMP 1 + ACTIVE 32 + STATUS 32 + DATA 1024 + NEXT 3) = 8736 b",
     WT_WHOLE},
    {"per-warp fields", warp_part,
     "D0 §4.4.2: HEAD, TAIL, in-board, in-store per warp in the warp scheduler; MODEL adds RDY_OVR",
     WT_WHOLE},
};

/* The memory split (tools/bits.c): DATA is the array a chip builds as SRAM, E entries of NL x DW
 * bits (8 x 1024 at the baseline), written by the writeback port (a masked, per-thread write) and
 * read by the commit and the issued instruction's operand forwarding (D0 §4.4.2: one commit and up
 * to three forwarded sources per cycle). COMP, ACTIVE, STATUS and NEXT stay flip-flops: the
 * completion logic and every warp's commit candidate read them in parallel. */
static const char *const data_mem[] = {"data", NULL};
static const wt_mem_t mems[] = {
    {"Scoreboard DATA", data_mem, 1, 1, 1 + ILP_SB_NSRC, 1,
     "SPEC 4.1: E x (NL x DW) result array; 1 commit + 3 forwarding reads, 1 (thread-masked) writeback write"},
};

const wt_block_t ilp_scoreboard_block =
    WT_DESCRIPTOR(ilp_scoreboard, .check = check_v,
                  .paper_ref =
                      "D0 §4.4.4: data store 8 x 1092 = 8736 b; tag CAM 80 b and per-warp fields "
                      "8 b/warp not totalled (SPEC 4.1, S1)",
                  WT_PARTS(parts), WT_MEMS(mems));
