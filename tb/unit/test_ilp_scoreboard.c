/* tb/unit/test_ilp_scoreboard.c: Check suite for the many-thread-aware shared scoreboard C model
 * (rtl_c/ilp_scoreboard.h; SPEC 4.1 and its directed tests SB-1 .. SB-6).
 *
 * The directed tests run the scenarios of tb/stim/ilp_scoreboard_scen.c and compare, after every
 * step, the literal values SPEC 4.1 gives (entries, masks, HEAD/TAIL/NEXT, COMP, INBOARD, INSTORE,
 * RDY_OVR, ready or not ready, the committed and forwarded values); nothing expected is computed
 * by the model. Tags P1.. are 1..; FULL = 0xFFFFFFFF, LOW = 0x0000FFFF, HIGH = 0xFFFF0000 and
 * 0x000000FF are SPEC's masks at NL = 32 (static_assert), written for NL lanes so that the same
 * walk-through also runs on ilp_toy (8 lanes of 8 bits: values masked to DW by V()). Every ilp
 * configuration has at least 4 entries and 4 warps (GEOM; SB-5 fills E entries whatever E is).
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "ilp_scoreboard.h"
#include "wt_unit.h"

WT_UNIT_BLOCK(ilp_scoreboard)

#define GEOM (WT_SB_ENTRIES >= 4 && WT_ILP_WARPS >= 4)
/* SPEC's masks at NL lanes: every lane, the low half, the high half, the low quarter. */
#define FULL WT_MASK32(WT_NL)
#define LOW (FULL >> (WT_NL / 2u))
#define HIGH (FULL & ~LOW)
#define LOW8 (FULL >> (3u * WT_NL / 4u))
#if WT_NL == 32
static_assert(FULL == 0xFFFFFFFFu && LOW == 0x0000FFFFu && HIGH == 0xFFFF0000u && LOW8 == 0x000000FFu,
              "SPEC 4.1's literal masks at NL 32");
#endif
/* A written value base + t as the DW-bit DATA holds it. */
#define V(x) ((uint32_t)(x)&WT_MASK32(WT_SB_DW))

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

/* Entry e holds {TAG, NM, VLD, COMP, ACTIVE, STATUS}. */
static void ent(const st_t *s, unsigned e, uint32_t tag, bool nm, bool vld, bool comp, uint32_t active,
                uint32_t status) {
  ck_assert_uint_eq(s->tag[e], tag);
  ck_assert_uint_eq(s->nm[e], nm);
  ck_assert_uint_eq(s->vld[e], vld);
  ck_assert_uint_eq(s->comp[e], comp);
  ck_assert_uint_eq(s->active[e], active);
  ck_assert_uint_eq(s->status[e], status);
}

/* Warp w's {HEAD, TAIL, INBOARD, INSTORE, RDY_OVR}. */
static void warp(const st_t *s, unsigned w, uint32_t head, uint32_t tail, bool inboard, bool instore,
                 bool ovr) {
  ck_assert_uint_eq(s->head[w], head);
  ck_assert_uint_eq(s->tail[w], tail);
  ck_assert_uint_eq(s->inboard[w], inboard);
  ck_assert_uint_eq(s->instore[w], instore);
  ck_assert_uint_eq(s->rdy_ovr[w], ovr);
}

/* The issue of this step: none (v = 0), or warp w, tracked into entry e or not (trk = 0). */
static void issued(const out_t *o, bool v, uint32_t w, bool trk, uint32_t e) {
  ck_assert_uint_eq(o->is_v, v);
  if (v) {
    ck_assert_uint_eq(o->is_w, w);
    ck_assert_uint_eq(o->is_trk, trk);
    ck_assert_uint_eq(o->is_e, e);
  }
}

/* The commit of this step: none, or warp w's register `tag`, threads `mask`, values base + t for
 * the threads of `mask` (each half of SB-1's A carries its own base: lo below bit 16, hi above). */
static void committed(const out_t *o, bool v, uint32_t w, uint32_t tag, uint32_t mask, uint32_t lo,
                      uint32_t hi, bool st) {
  ck_assert_uint_eq(o->cm_v, v);
  if (!v) {
    return;
  }
  ck_assert_uint_eq(o->cm_w, w);
  ck_assert_uint_eq(o->cm_tag, tag);
  ck_assert_uint_eq(o->cm_mask, mask);
  ck_assert_uint_eq(o->cm_st, st);
  for (unsigned t = 0; t < WT_NL; t++) {
    if ((mask >> t) & 1u) {
      ck_assert_uint_eq(o->cm_data[t], V((t < WT_NL / 2u ? lo : hi) + t));
    }
  }
}

/* Runs scenario `name` from reset up to and including step c (the caller checks after it). */
typedef struct {
  const wt_scenario_t *sc;
  st_t s;
  out_t o;
  unsigned c;
} walk_t;

static void walk_start(walk_t *k, const char *name, unsigned cycles) {
  k->sc = scen_n(name, cycles);
  ilp_scoreboard_reset(&k->s);
  k->c = 0;
}

static void step(walk_t *k) {
  scen_cycle(k->sc, k->c, &k->s, &k->o);
  char msg[160];
  ck_assert_msg(ilp_scoreboard_check(&k->s, msg, sizeof msg), "%s step %u: %s", k->sc->name, k->c, msg);
  k->c++;
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_reset_values) {
  static st_t s;
  memset(&s, 0xa5, sizeof s);
  ilp_scoreboard_reset(&s);
  for (unsigned e = 0; e < WT_SB_ENTRIES; e++) {
    ent(&s, e, 0, false, false, false, 0, 0);
    ck_assert_uint_eq(s.next[e], 0u);
    for (unsigned t = 0; t < WT_NL; t++) {
      ck_assert_uint_eq(s.data[e][t], 0u);
    }
  }
  for (unsigned w = 0; w < WT_ILP_WARPS; w++) {
    warp(&s, w, 0, 0, false, false, false);
  }
  /* Idle inputs: nothing ready, nothing issued or committed. */
  in_t in = idle();
  out_t o;
  cycle(&s, &in, &o);
  issued(&o, false, 0, false, 0);
  committed(&o, false, 0, 0, 0, 0, 0, false);
  for (unsigned w = 0; w < WT_ILP_WARPS; w++) {
    ck_assert(!o.rdy[w]);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: SB-1 .. SB-6
////////////////////////////////////////////////////////////////////////////////

/* SB-1 (D0's example): A: load r1; B: add r2; C: load r3, r2; D: add r4, r1, on warp 0. */
START_TEST(test_sb1) {
#if GEOM
  static walk_t k;
  walk_start(&k, "sb1", 11u);
  /* c1 (step 0): issue A -> e0 {TAG P1, NM1, ACTIVE FFFFFFFF, STATUS 0, COMP 0}; HEAD=TAIL=0,
   * INBOARD=1. */
  step(&k);
  ck_assert(k.o.rdy[0]);
  issued(&k.o, true, 0, true, 0);
  ent(&k.s, 0, 1, true, true, false, FULL, 0);
  warp(&k.s, 0, 0, 0, true, false, false);
  /* c2: issue B -> e1 (TAG P2); NEXT[e0]=1; TAIL=1. */
  step(&k);
  issued(&k.o, true, 0, true, 1);
  ent(&k.s, 1, 2, true, true, false, FULL, 0);
  ck_assert_uint_eq(k.s.next[0], 1u);
  warp(&k.s, 0, 0, 1, true, false, false);
  /* B writes back all 32 threads -> COMP[e1]=1; commit blocked, HEAD=e0 incomplete. */
  step(&k);
  ent(&k.s, 1, 2, true, true, true, FULL, FULL);
  committed(&k.o, false, 0, 0, 0, 0, 0, false);
  warp(&k.s, 0, 0, 1, true, false, false);
  /* C: source P2 hits e1 with COMP=1 -> ready, operands from e1.DATA; C -> e2; NEXT[e1]=2; TAIL=2. */
  step(&k);
  ck_assert(k.o.rdy[0]);
  issued(&k.o, true, 0, true, 2);
  ck_assert(k.o.op_hit[0]);
  ck_assert(!k.o.op_hit[1] && !k.o.op_hit[2]);
  ck_assert_uint_eq(k.o.op_mask[0], FULL);
  ck_assert_uint_eq(k.o.op_data[0][0], V(0x100u));
  ck_assert_uint_eq(k.o.op_data[0][WT_NL - 1u], V(0x100u + WT_NL - 1u)); /* 0x11F */
  ent(&k.s, 2, 3, true, true, false, FULL, 0);
  ck_assert_uint_eq(k.s.next[1], 2u);
  warp(&k.s, 0, 0, 2, true, false, false);
  /* D: source P1 hits e0 with COMP=0 -> not ready. */
  step(&k);
  ck_assert(!k.o.rdy[0]);
  issued(&k.o, false, 0, false, 0);
  /* t0: STATUS[e0]=0x0000FFFF -> COMP=0, no commit; D still not ready. */
  step(&k);
  ent(&k.s, 0, 1, true, true, false, FULL, LOW);
  committed(&k.o, false, 0, 0, 0, 0, 0, false);
  ck_assert(!k.o.rdy[0]);
  issued(&k.o, false, 0, false, 0);
  /* t1: STATUS=0xFFFFFFFF -> COMP=1; commit e0 (RF[P1] written; HEAD=1); D has no hit -> ready;
   * D issues into e0 (the lowest free entry); NEXT[e2]=0; TAIL=0. */
  step(&k);
  committed(&k.o, true, 0, 1, FULL, 0x200, 0x200, false);
  ck_assert(k.o.rdy[0]);
  issued(&k.o, true, 0, true, 0);
  ck_assert(!k.o.op_hit[0]);
  ent(&k.s, 0, 4, true, true, false, FULL, 0);
  ck_assert_uint_eq(k.s.next[2], 0u);
  warp(&k.s, 0, 1, 0, true, false, false);
  /* t2: commit e1 (one commit per cycle); HEAD=2. */
  step(&k);
  committed(&k.o, true, 0, 2, FULL, 0x100, 0x100, false);
  ck_assert(!k.s.vld[1]);
  warp(&k.s, 0, 2, 0, true, false, false);
  /* D writes back: complete, but HEAD=e2 (C) is not. */
  step(&k);
  committed(&k.o, false, 0, 0, 0, 0, 0, false);
  ent(&k.s, 0, 4, true, true, true, FULL, FULL);
  /* C writes back: e2 commits, HEAD=0. */
  step(&k);
  committed(&k.o, true, 0, 3, FULL, 0x400, 0x400, false);
  warp(&k.s, 0, 0, 0, true, false, false);
  /* e0 (D) commits: HEAD==TAIL, INBOARD=0; stale contents stay, VLD=0. */
  step(&k);
  committed(&k.o, true, 0, 4, FULL, 0x300, 0x300, false);
  warp(&k.s, 0, 0, 0, false, false, false);
  ent(&k.s, 0, 4, true, false, true, FULL, FULL);
  ent(&k.s, 1, 2, true, false, true, FULL, FULL);
  ent(&k.s, 2, 3, true, false, true, FULL, FULL);
#endif
}
END_TEST

/* SB-2 (NM): A: load r1 (FFFFFFFF); B: add r1 (FFFFFFFF) -> NM[eA]=0, eB NM=1; C: add -, r1 hits
 * only eB. */
START_TEST(test_sb2) {
#if GEOM
  static walk_t k;
  walk_start(&k, "sb2", 7u);
  step(&k);
  issued(&k.o, true, 0, true, 0);
  ent(&k.s, 0, 1, true, true, false, FULL, 0);
  step(&k); /* B: superset WAW, issues; NM[e0]=0, e1 NM=1 */
  ck_assert(k.o.rdy[0]);
  issued(&k.o, true, 0, true, 1);
  ent(&k.s, 0, 1, false, true, false, FULL, 0);
  ent(&k.s, 1, 1, true, true, false, FULL, 0);
  step(&k); /* B writes back: COMP[e1]=1, HEAD e0 incomplete */
  ent(&k.s, 1, 1, true, true, true, FULL, FULL);
  committed(&k.o, false, 0, 0, 0, 0, 0, false);
  step(&k); /* C matches only eB: ready (eA would stall it), forwards eB, allocates nothing */
  ck_assert(k.o.rdy[0]);
  issued(&k.o, true, 0, false, 0);
  ck_assert(k.o.op_hit[0]);
  ck_assert_uint_eq(k.o.op_mask[0], FULL);
  ck_assert_uint_eq(k.o.op_data[0][0], V(0x500u));
  ck_assert_uint_eq(k.o.op_data[0][WT_NL / 2u + 1u], V(0x500u + WT_NL / 2u + 1u)); /* 0x511 */
  warp(&k.s, 0, 0, 1, true, false, false);
  ck_assert(!k.s.vld[2]);
  step(&k); /* A writes back: commits P1 (A's values) */
  committed(&k.o, true, 0, 1, FULL, 0x600, 0x600, false);
  step(&k); /* B commits P1 */
  committed(&k.o, true, 0, 1, FULL, 0x500, 0x500, false);
  warp(&k.s, 0, 1, 1, false, false, false);
  step(&k);
  committed(&k.o, false, 0, 0, 0, 0, 0, false);
#endif
}
END_TEST

/* SB-3 (WAW subset): A FFFFFFFF, B under 0000FFFF: FFFFFFFF & ~0000FFFF = FFFF0000 != 0, B not
 * ready until A commits; reverse (A under 0000FFFF, B full): B issues. */
START_TEST(test_sb3) {
#if GEOM
  static walk_t k;
  walk_start(&k, "sb3", 9u);
  step(&k);
  issued(&k.o, true, 0, true, 0);
  step(&k); /* B under LOW: not ready */
  ck_assert(!k.o.rdy[0]);
  issued(&k.o, false, 0, false, 0);
  ent(&k.s, 0, 1, true, true, false, FULL, 0);
  step(&k); /* A commits, B issues into e0 */
  committed(&k.o, true, 0, 1, FULL, 0x700, 0x700, false);
  ck_assert(k.o.rdy[0]);
  issued(&k.o, true, 0, true, 0);
  ent(&k.s, 0, 1, true, true, false, LOW, 0);
  warp(&k.s, 0, 0, 0, true, false, false);
  step(&k); /* B writes back LOW: completes, commits */
  committed(&k.o, true, 0, 1, LOW, 0x800, 0x800, false);
  warp(&k.s, 0, 0, 0, false, false, false);
  step(&k); /* reverse, warp 1: A' under LOW -> e0 */
  issued(&k.o, true, 1, true, 0);
  ent(&k.s, 0, 5, true, true, false, LOW, 0);
  step(&k); /* B' FULL: LOW & ~FULL = 0, issues -> e1; NM[e0]=0 */
  ck_assert(k.o.rdy[1]);
  issued(&k.o, true, 1, true, 1);
  ent(&k.s, 0, 5, false, true, false, LOW, 0);
  ent(&k.s, 1, 5, true, true, false, FULL, 0);
  warp(&k.s, 1, 0, 1, true, false, false);
  ck_assert_uint_eq(k.s.next[0], 1u);
  step(&k);
  committed(&k.o, true, 1, 5, LOW, 0x900, 0x900, false);
  step(&k);
  committed(&k.o, true, 1, 5, FULL, 0xA00, 0xA00, false);
  warp(&k.s, 1, 1, 1, false, false, false);
  step(&k);
  committed(&k.o, false, 0, 0, 0, 0, 0, false);
#endif
}
END_TEST

/* SB-4 (XNOR): ACTIVE 0000FFFF, STATUS 0000FFFF -> COMP=1; STATUS 000000FF -> COMP=0; ACTIVE 0
 * -> COMP=1 immediately. */
START_TEST(test_sb4) {
#if GEOM
  static walk_t k;
  walk_start(&k, "sb4", 11u);
  step(&k);
  step(&k);
  ent(&k.s, 1, 2, true, true, false, LOW, 0);
  step(&k);
  ent(&k.s, 2, 3, true, true, false, LOW, 0);
  step(&k); /* ACTIVE 0: COMP=1 at allocation */
  issued(&k.o, true, 0, true, 3);
  ent(&k.s, 3, 4, true, true, true, 0, 0);
  step(&k); /* ACTIVE 0000FFFF, STATUS 0000FFFF: COMP=1 */
  ent(&k.s, 1, 2, true, true, true, LOW, LOW);
  committed(&k.o, false, 0, 0, 0, 0, 0, false);
  step(&k); /* STATUS 000000FF: COMP=0 */
  ent(&k.s, 2, 3, true, true, false, LOW, LOW8);
  step(&k);
  committed(&k.o, true, 0, 1, FULL, 0xD00, 0xD00, false);
  step(&k);
  committed(&k.o, true, 0, 2, LOW, 0xB00, 0xB00, false);
  step(&k); /* STATUS 0000FFFF: completes and commits; the two writebacks' values */
  ent(&k.s, 2, 3, true, false, true, LOW, LOW);
  ck_assert_uint_eq(k.o.cm_v, true);
  ck_assert_uint_eq(k.o.cm_tag, 3u);
  ck_assert_uint_eq(k.o.cm_mask, LOW);
  ck_assert_uint_eq(k.o.cm_data[0], V(0xC00u));
  ck_assert_uint_eq(k.o.cm_data[WT_NL / 4u - 1u], V(0xC00u + WT_NL / 4u - 1u)); /* 0xC07 */
  ck_assert_uint_eq(k.o.cm_data[WT_NL / 4u], V(0xE00u + WT_NL / 4u));           /* 0xE08 */
  ck_assert_uint_eq(k.o.cm_data[WT_NL / 2u - 1u], V(0xE00u + WT_NL / 2u - 1u)); /* 0xE0F */
  step(&k); /* the empty-mask entry commits */
  committed(&k.o, true, 0, 4, 0, 0, 0, false);
  warp(&k.s, 0, 3, 3, false, false, false);
  step(&k);
  committed(&k.o, false, 0, 0, 0, 0, 0, false);
#endif
}
END_TEST

/* SB-5 (structural): other warps hold all entries; w3 with INBOARD=0 issues untracked ->
 * RDY_OVR[w3] set -> w3 cannot issue again until that instruction's writeback. */
START_TEST(test_sb5) {
#if GEOM
  static walk_t k;
  const unsigned E = WT_SB_ENTRIES;
  walk_start(&k, "sb5", E + 4u);
  for (unsigned c = 0; c < E; c++) {
    step(&k);
    issued(&k.o, true, c % 3u, true, c);
    ent(&k.s, c, 16u + c, true, true, false, FULL, 0);
  }
  step(&k); /* full: w3 (INBOARD 0) ready untracked; w0 (on board) not ready */
  ck_assert(k.o.rdy[3]);
  ck_assert(!k.o.rdy[0]);
  issued(&k.o, true, 3, false, 0);
  warp(&k.s, 3, 0, 0, false, false, true);
  step(&k); /* e0 commits, an entry is free, w3 still not ready */
  committed(&k.o, true, 0, 16, FULL, 0xF00, 0xF00, false);
  ck_assert(!k.s.vld[0]);
  ck_assert(!k.o.rdy[3]);
  issued(&k.o, false, 0, false, 0);
  warp(&k.s, 3, 0, 0, false, false, true);
  step(&k); /* w3's writeback ends the override: tracked into e0 */
  ck_assert(k.o.rdy[3]);
  issued(&k.o, true, 3, true, 0);
  ent(&k.s, 0, 42, true, true, false, FULL, 0);
  warp(&k.s, 3, 0, 0, true, false, false);
  step(&k);
  issued(&k.o, false, 0, false, 0);
#endif
}
END_TEST

/* SB-6 (store): 2 outstanding -> the store is not ready; after both commit it issues (NM=0),
 * INSTORE=1; a following load not ready, a following ALU ready; the store's commit clears INSTORE. */
START_TEST(test_sb6) {
#if GEOM
  static walk_t k;
  walk_start(&k, "sb6", 9u);
  step(&k);
  step(&k);
  warp(&k.s, 0, 0, 1, true, false, false);
  step(&k); /* store, 2 outstanding: not ready */
  ck_assert(!k.o.rdy[0]);
  issued(&k.o, false, 0, false, 0);
  step(&k); /* e0 commits; 1 outstanding: not ready */
  committed(&k.o, true, 0, 1, FULL, 0x1000, 0x1000, false);
  ck_assert(!k.o.rdy[0]);
  issued(&k.o, false, 0, false, 0);
  step(&k); /* e1 commits (INBOARD 0): the store issues into e0, NM=0, INSTORE=1 */
  committed(&k.o, true, 0, 2, FULL, 0x1100, 0x1100, false);
  ck_assert(k.o.rdy[0]);
  issued(&k.o, true, 0, true, 0);
  ck_assert(!k.s.nm[0]);
  ck_assert(k.s.vld[0]);
  warp(&k.s, 0, 0, 0, true, true, false);
  step(&k); /* a load: not ready */
  ck_assert(!k.o.rdy[0]);
  issued(&k.o, false, 0, false, 0);
  step(&k); /* an ALU instruction: ready -> e1 */
  ck_assert(k.o.rdy[0]);
  issued(&k.o, true, 0, true, 1);
  warp(&k.s, 0, 0, 1, true, true, false);
  step(&k); /* the store commits (cm_st), INSTORE=0; the load issues -> e0 */
  ck_assert(k.o.cm_v);
  ck_assert(k.o.cm_st);
  ck_assert_uint_eq(k.o.cm_w, 0u);
  ck_assert(k.o.rdy[0]);
  issued(&k.o, true, 0, true, 0);
  warp(&k.s, 0, 1, 0, true, false, false);
  ck_assert_uint_eq(k.s.next[1], 0u);
  step(&k);
  issued(&k.o, false, 0, false, 0);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner
////////////////////////////////////////////////////////////////////////////////

/* Issue order: the first ready warp at or after is_prio, wrapping; is_en = 0 issues nothing. */
START_TEST(test_issue_order) {
  static st_t s;
  out_t o;
  ilp_scoreboard_reset(&s);
  in_t in = idle();
  for (unsigned w = 0; w < 3u; w++) {
    in.iv[w] = true;
    in.icls[w] = ILP_CLS_CTRL; /* no entry: the state stays */
  }
  in.is_en = true;
  in.is_prio = 1;
  cycle(&s, &in, &o);
  issued(&o, true, 1, false, 0);
  in.is_prio = 2;
  cycle(&s, &in, &o);
  issued(&o, true, 2, false, 0);
  in.is_prio = 3; /* past the last ready warp: wraps to 0 */
  cycle(&s, &in, &o);
  issued(&o, true, 0, false, 0);
  in.is_en = false;
  cycle(&s, &in, &o);
  issued(&o, false, 0, false, 0);
  ck_assert(o.rdy[0] && o.rdy[1] && o.rdy[2] && !o.rdy[3]);
}
END_TEST

/* The invariant hook rejects a broken list, a duplicate NM tag and INSTORE without INBOARD. */
START_TEST(test_check_rejects) {
  static st_t s;
  char msg[160];
  ilp_scoreboard_reset(&s);
  ck_assert(ilp_scoreboard_check(&s, msg, sizeof msg));
  s.comp[0] = s.comp[1] = true; /* ACTIVE == STATUS == 0 */
  s.vld[1] = true;              /* on no list */
  ck_assert(!ilp_scoreboard_check(&s, msg, sizeof msg));
  s.inboard[2] = true;
  s.head[2] = 1;
  s.tail[2] = 1;
  ck_assert(ilp_scoreboard_check(&s, msg, sizeof msg));
  s.vld[0] = true;
  s.tag[0] = 5;
  s.tag[1] = 6;
  s.nm[0] = s.nm[1] = true;
  s.next[1] = 0;
  s.tail[2] = 0;
  ck_assert(ilp_scoreboard_check(&s, msg, sizeof msg));
  s.tag[0] = s.tag[1] = 9; /* two NM-valid tags */
  ck_assert(!ilp_scoreboard_check(&s, msg, sizeof msg));
  s.tag[1] = 8;
  ck_assert(ilp_scoreboard_check(&s, msg, sizeof msg));
  s.comp[1] = false; /* COMP with ACTIVE == STATUS */
  ck_assert(!ilp_scoreboard_check(&s, msg, sizeof msg));
  s.comp[1] = true;
  s.instore[3] = true;
  ck_assert(!ilp_scoreboard_check(&s, msg, sizeof msg));
  s.instore[3] = false;
  s.next[1] = 1; /* a cycle that never reaches TAIL */
  ck_assert(!ilp_scoreboard_check(&s, msg, sizeof msg));
}
END_TEST

/* comb is pure and may run in place, on a state mid-scenario. */
START_TEST(test_comb_in_place) {
#if GEOM
  static walk_t k;
  walk_start(&k, "sb1", 11u);
  for (unsigned c = 0; c < 6u; c++) {
    step(&k);
  }
  in_t in;
  ck_assert(!scen_in(k.sc, 6, &k.s, &in));
  static st_t next;
  out_t o;
  wt_check_comb_in_place(&ilp_scoreboard_block, &k.s, &in, &o, &next);
#endif
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Scenario and random runs: invariants every cycle, corners reached
////////////////////////////////////////////////////////////////////////////////

typedef struct {
  unsigned long long tracked, untracked, commits, store_commits, fwd, full, waw_clear, stall_store, uwb;
} cov_t;

WT_CYCLE_HOOK(run_cycle, cov_t, k, prev, in, o, next) {
  char msg[160];
  if (!ilp_scoreboard_check(next, msg, sizeof msg)) {
    ck_abort_msg("invariant: %s", msg);
  }
  k->tracked += o->is_v && o->is_trk;
  k->untracked += o->is_v && !o->is_trk && next->rdy_ovr[o->is_w] && !prev->rdy_ovr[o->is_w];
  k->commits += o->cm_v;
  k->store_commits += o->cm_v && o->cm_st;
  k->fwd += o->is_v && (o->op_hit[0] || o->op_hit[1] || o->op_hit[2]);
  k->uwb += in->uwb_v;
  unsigned nv = 0, nm = 0;
  for (unsigned e = 0; e < WT_SB_ENTRIES; e++) {
    nv += next->vld[e];
    nm += prev->vld[e] && prev->nm[e] && !next->nm[e];
  }
  k->full += nv == WT_SB_ENTRIES;
  k->waw_clear += nm != 0u;
  for (unsigned w = 0; w < WT_ILP_WARPS; w++) {
    k->stall_store += in->iv[w] && in->icls[w] == ILP_CLS_LOAD && prev->instore[w];
  }
}

static wt_run_t run_of(void) {
  static st_t s;
  static cov_t c;
  return WT_RUN(&ilp_scoreboard_stim, &s, &c, .cycle = run_cycle);
}

static void reached(void *ctx) {
  const cov_t *k = ctx;
  WT_CHECK_REACHED(WT_REACH(k->tracked, 1000), WT_REACH(k->untracked, 10), WT_REACH(k->commits, 1000),
                   WT_REACH(k->store_commits, 10), WT_REACH(k->fwd, 20), WT_REACH(k->full, 100),
                   WT_REACH(k->waw_clear, 10), WT_REACH(k->stall_store, 10), WT_REACH(k->uwb, 10));
}

WT_RUN_TESTS(run_of, 20000u, reached)

WT_SCEN_LIST_TEST(ilp_scoreboard, "sb1", "sb2", "sb3", "sb4", "sb5", "sb6")

WT_UNIT_SUITE("ilp_scoreboard") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),

    WT_TCASE("spec", 0),
    WT_TEST(test_sb1),
    WT_TEST(test_sb2),
    WT_TEST(test_sb3),
    WT_TEST(test_sb4),
    WT_TEST(test_sb5),
    WT_TEST(test_sb6),

    WT_TCASE("corner", 0),
    WT_TEST(test_issue_order),
    WT_TEST(test_check_rejects),
    WT_TEST(test_comb_in_place),

    WT_SCEN_CASES(&ilp_scoreboard_stim),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_CASES(ilp_scoreboard_block),
    WT_END,
};
