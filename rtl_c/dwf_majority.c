/* rtl_c/dwf_majority.c: C model of the Majority scheduler (contract in dwf_majority.h).
 *
 * Laid out like its Verilog twin hdl/dwf_majority.sv, whose header has the full table of names:
 * op_unit() is the RTL function op_unit (same arguments; the path kept as one slot per level
 * instead of a membership bit per slot), op_apply() the o_* muxes and MH# writes of an op stage
 * g_op[k], op_stage() a whole stage; p1() is "Phase 1" (pop, hs_1, last, opa_*, wpi_*, wpm_*) and
 * runs unit A; insert() is one INSERT port g_ins[p] (me_hit, p_look, ok, acc, heap, new_g, opi,
 * tgt_wpt, app, wph, wpt, gcnt, lk, wn_slot, K) and runs unit B or C; comb's port loop `for (p = 0;
 * p < 2; p++)` is the generate loop g_ins. The model works in place: a value the RTL passes from
 * stage to stage (g_op[k].o_*, g_ins[p].me_*_out, hs_out, opv) is the state as the previous phase
 * left it, and the budget the stages pass on is dwf_majority_step_t.b. */
#include "dwf_majority.h"

#include <string.h>

/* Valid bits of the {V, idx} fields and the index masks (SPEC 0.2). */
#define WP_V (UINT32_C(1) << WT_IDXW) /* WPH, WPT, NEXT */
#define WP_IDX WT_MASK32(WT_IDXW)
#define MH_V (UINT32_C(1) << WT_HEAPW) /* MH# */
#define MH_IDX WT_MASK32(WT_HEAPW)
#define LN_V (UINT32_C(1) << (WT_LUTNW - 1u)) /* LUT# */
#define LN_IDX WT_MASK32(WT_LUTNW - 1u)

typedef dwf_majority_state_t st_t;

/* The heap's order (SPEC 1.6, 1.8; RTL KeyPc, MinHeap): the key is CNT (DMaj, DMin) or PC (DPC);
 * pri(a, b): key a goes before key b, a > b in the Max-Heap of DMaj, a < b in the min-heaps of
 * DMin and DPC. Fixed by WT_POLICY when the block is built (the RTL's parameter), not a mux. */
#define KEY_PC (WT_POLICY == WT_POL_DPC)
#define MIN_HEAP (WT_POLICY == WT_POL_DPC || WT_POLICY == WT_POL_DMIN)
/* DMin: an INSERT that hits a group raises its key, which in a min-heap moves it down (RTL
 * InsDown): the INSERT ports' units sift down then, and up only for a new group. */
#define INS_DOWN (WT_POLICY == WT_POL_DMIN)

static bool pri(uint32_t a, uint32_t b) { return MIN_HEAP ? a < b : a > b; }

/* The key of heap slot e (RTL i_keyv). */
static uint32_t h_key(const st_t *s, uint32_t e) { return KEY_PC ? s->h_pc[e] : s->h_cnt[e]; }

void dwf_majority_reset(st_t *s) { memset(s, 0, sizeof *s); }

////////////////////////////////////////////////////////////////////////////////
// Op unit (RTL: function op_unit and the op stages g_op[k])
////////////////////////////////////////////////////////////////////////////////

/* Heap levels: slot e is at level floor(log2(e + 1)), levels 0..LEVELS-1 (RTL Levels, LvlTab). */
#define LEVELS WT_CLOG2(WT_HEAP + 1u)

/* RTL `DWF_MAJ_LVL(e). */
static unsigned lvl(uint32_t e) {
  unsigned l = 0;
  while (((e + 1u) >> (l + 1u)) != 0u) {
    l++;
  }
  return l;
}

/* A heap entry: K, the entry an op unit moves (RTL k_pc, k_cnt, k_wph, k_wpt, k_lutn). */
typedef struct {
  uint32_t pc, cnt, wph, wpt, lutn;
} ent_t;

/* The key of K (RTL k_key). */
static uint32_t k_key(const ent_t *k) { return KEY_PC ? k->pc : k->cnt; }

static ent_t h_entry(const st_t *s, uint32_t e) {
  const ent_t k = {s->h_pc[e], s->h_cnt[e], s->h_wph[e], s->h_wpt[e], s->h_lutn[e]};
  return k;
}

static void h_put(st_t *s, uint32_t e, const ent_t *k) {
  s->h_pc[e] = k->pc;
  s->h_cnt[e] = k->cnt;
  s->h_wph[e] = k->wph;
  s->h_wpt[e] = k->wpt;
  s->h_lutn[e] = k->lutn;
}

/* The outputs of op_unit (RTL function op_unit). The RTL gives a select per slot; here the path is
 * one slot per level, on[l] (RTL on[e] is e == on[lvl(e)]), and sel_k is the slot on[f], sel_p
 * (SIFT_UP) the slots on[f+1..d], sel_c (SIFT_DOWN) the slots on[d..f-1] (pick_r: the larger
 * child, which is the next path slot). */
typedef struct {
  bool act;                 /* the unit ran */
  uint32_t on[LEVELS + 1];  /* the path: its slot at each level it reaches */
  unsigned d, f;            /* K's start and final level */
  unsigned used;            /* swaps done */
  bool pend;                /* left pending (the budget ran out) */
  uint32_t endi;            /* K's final slot */
  bool mw_we[LEVELS];       /* level l: MH# write of the entry moving into on[l] */
  uint32_t mw_slot[LEVELS]; /*   its LUT slot */
  uint32_t mw_idx[LEVELS];  /*   its new heap slot */
  bool kw_we;               /* K's MH# write: slot k.lutn, index endi */
} unit_t;

/* op_unit (RTL function op_unit, same argument names): one heap operation with all its swaps at
 * once, on the heap in `s`: K (entering at slot i) moves along one root path (SIFT_UP: the
 * ancestors of i; SIFT_DOWN: the chain of larger children, ties to the left, live children below n
 * only) as long as each path entry lets it pass (cond) and the budget b lasts; every entry it
 * passes moves one level the other way. Swap for swap the loop SIFT_UP/SIFT_DOWN of SPEC 1.6 (K is
 * compared only with entries not yet touched); tb/unit/test_dwf_majority.c checks it against that
 * loop. */
static void op_unit(const st_t *s, bool act, bool up, bool can_down, uint32_t i, const ent_t *k, uint32_t n,
                    unsigned b, bool tie, unit_t *u) {
  bool cond[LEVELS + 1]; /* per level: the path entry there lets K pass (a spare level) */
  memset(u, 0, sizeof *u);
  memset(cond, 0, sizeof cond);
  u->act = act;
  if (!act || i >= WT_HEAP) {
    return; /* idle (i >= HEAP never happens: every start slot is in the heap) */
  }
  const unsigned d = lvl(i);
  u->on[d] = i;
  if (up) {
    /* SIFT_UP path: i and its ancestors; gtu: K would pass the entry. */
    for (unsigned l = d; l-- > 0u;) {
      const uint32_t e = (u->on[l + 1u] - 1u) >> 1;
      u->on[l] = e;
      cond[l] = tie ? !pri(h_key(s, e), k_key(k)) : pri(k_key(k), h_key(s, e));
    }
  } else {
    /* SIFT_DOWN path: the larger child of each path entry (pkr: the right one); gtd: the (live)
     * entry would pass K. */
    for (unsigned l = d + 1u; l < LEVELS; l++) {
      const uint32_t p = u->on[l - 1u], lc = 2u * p + 1u, rc = 2u * p + 2u;
      if (lc >= WT_HEAP) {
        break;
      }
      const bool pkr = can_down && rc < WT_HEAP && rc < n && pri(h_key(s, rc), h_key(s, lc));
      const uint32_t e = pkr ? rc : lc;
      u->on[l] = e;
      cond[l] = can_down && e < n && pri(h_key(s, e), k_key(k));
    }
  }
  /* K's final level: the leading run of passes, capped by the budget (fu, fd). */
  unsigned f = d;
  if (up) {
    for (unsigned l = d; l-- > 0u && cond[l] && d - l <= b;) {
      f = l;
    }
  } else {
    for (unsigned l = d + 1u; l < LEVELS && cond[l] && l - d <= b; l++) {
      f = l;
    }
  }
  u->d = d;
  u->f = f;
  u->used = up ? d - f : f - d;
  /* Left pending: the next compare would still swap (so the budget ran out). */
  u->pend = up ? (f > 0u && cond[f - 1u]) : cond[f + 1u];
  u->endi = u->on[f];
  /* The LUT write of a level: the entry that moved into the path slot there (ml: its LUT#). */
  for (unsigned l = up ? f + 1u : d; l < (up ? d + 1u : f); l++) {
    const uint32_t ml = s->h_lutn[up ? u->on[l - 1u] : u->on[l + 1u]];
    if ((ml & LN_V) != 0u) {
      u->mw_we[l] = true;
      u->mw_slot[l] = ml & LN_IDX;
      u->mw_idx[l] = u->on[l];
    }
  }
  u->kw_we = f != d && (k->lutn & LN_V) != 0u;
}

/* What an op stage g_op[k] does with its unit's outputs: the next content of every slot (o_*:
 * sel_p/sel_c slots take their parent's/larger child's entry, the sel_k slot takes K) and the
 * MH# writes in order (p_mh: the levels, then K). In place: a slot is written after the slot
 * whose entry it takes has been read. */
static void op_apply(st_t *s, const ent_t *k, const unit_t *u, bool up) {
  if (!u->act) {
    return;
  }
  if (up) {
    for (unsigned l = u->d; l > u->f; l--) {
      const ent_t e = h_entry(s, u->on[l - 1u]); /* sel_p */
      h_put(s, u->on[l], &e);
    }
  } else {
    for (unsigned l = u->d; l < u->f; l++) {
      const ent_t e = h_entry(s, u->on[l + 1u]); /* sel_c */
      h_put(s, u->on[l], &e);
    }
  }
  h_put(s, u->on[u->f], k); /* sel_k */
  for (unsigned l = 0; l < LEVELS; l++) {
    if (u->mw_we[l]) {
      s->mhl_mh[u->mw_slot[l]] = MH_V | u->mw_idx[l];
    }
  }
  if (u->kw_we) {
    s->mhl_mh[k->lutn & LN_IDX] = MH_V | u->endi;
  }
}

/* Op stage g_op[k] after its phase's MH# writes (pw_*, done by the caller): the unit with the
 * budget the earlier stages left (b), its results, and the swap engine (RTL op_v_d, op_up_d,
 * op_i_d; op_v, now true, is also RTL opv: later heap updates of the step stall). */
static void op_stage(st_t *s, dwf_majority_step_t *st, bool act, bool up, bool can_down, uint32_t i,
                     const ent_t *k, uint32_t n, bool tie) {
  if (!act) {
    return; /* an idle unit changes nothing (RTL: every select and write enable 0, used 0) */
  }
  unit_t u;
  op_unit(s, act, up, can_down, i, k, n, st->b, tie, &u);
  op_apply(s, k, &u, up);
  st->b -= u.used;
  if (u.pend) {
    s->op_v = true;
    s->op_up = up;
    s->op_i = u.endi;
    st->pend = true;
  }
}

void dwf_majority_op(st_t *s, unsigned *budget, bool up, uint32_t i, bool tie) {
  dwf_majority_step_t st = {*budget, false};
  const ent_t k = h_entry(s, i < WT_HEAP ? i : 0u);
  op_stage(s, &st, true, up, !up, i, &k, s->hs, tie);
  s->op_v = st.pend;
  *budget = st.b;
}

////////////////////////////////////////////////////////////////////////////////
// Phases
////////////////////////////////////////////////////////////////////////////////

/* Phase 1 (RTL "Phase 1: POP and ISSUE" and unit A's inputs opa_*). */
static void p1(st_t *s, dwf_majority_step_t *st, bool *busy, bool *iss_v, uint32_t *iss_idx, uint32_t *iss_pc,
               bool tie) {
  *busy = s->op_v; /* busy_o */
  const bool pop = !s->op_v && s->me_cnt == 0u && s->hs != 0u;
  const uint32_t hs_1 = pop ? s->hs - 1u : s->hs;
  const uint32_t last = wt_trunc32(s->hs - 1u, WT_HEAPW);
  /* Unit A's inputs: the POP's SIFT_DOWN of H[HS-1] from the root, or the pending op. */
  const bool opa_act = s->op_v || (pop && hs_1 != 0u);
  const bool opa_up = s->op_v && s->op_up;
  const uint32_t opa_i = s->op_v ? s->op_i : 0u;
  const uint32_t opa_src = s->op_v ? s->op_i : last;
  const ent_t k = h_entry(s, opa_act && opa_src < WT_HEAP ? opa_src : 0u);
  if (pop) {
    /* ME after the POP (me_*_p). */
    s->me_pc = s->h_pc[0];
    s->me_cnt = s->h_cnt[0];
    s->me_wph = s->h_wph[0];
    s->me_wpt = s->h_wpt[0];
    s->me_v = true;
    /* MHeap LUT writes of the POP (g_op[0].pw_*): invalidate the popped group's way (wpi),
     * re-point the moved entry's to the root (wpm). */
    const bool wpi_we = (s->h_lutn[0] & LN_V) != 0u;
    const bool wpm_we = hs_1 != 0u && (s->h_lutn[last] & LN_V) != 0u;
    if (wpi_we) {
      s->mhl_mh[s->h_lutn[0] & LN_IDX] = 0u;
    }
    if (wpm_we) {
      s->mhl_mh[s->h_lutn[last] & LN_IDX] = MH_V | 0u;
    }
  }
  s->hs = hs_1;
  op_stage(s, st, opa_act, opa_up, true, opa_i, &k, hs_1, tie); /* unit A: g_op[0] */
  /* ISSUE of ME's head warp. */
  *iss_v = !*busy && s->me_cnt != 0u;
  *iss_idx = *iss_v ? s->me_wph & WP_IDX : 0u;
  *iss_pc = *iss_v ? s->me_pc : 0u;
}

void dwf_majority_p1(st_t *s, dwf_majority_step_t *st, bool *busy, bool *iss_v, uint32_t *iss_idx,
                     uint32_t *iss_pc) {
  p1(s, st, busy, iss_v, iss_idx, iss_pc, WT_TIE_SWAP != 0);
}

void dwf_majority_issue_commit(st_t *s, uint32_t next, uint32_t nthd) {
  WT_ASSERT_FITS(next, WT_WPW);
  WT_ASSERT_FITS(nthd, WT_NTHW);
  /* ME after the issue commit (me_*_1). */
  const uint32_t w = s->me_wph & WP_IDX;
  s->me_wph = next;
  s->me_cnt = wt_trunc32(s->me_cnt - nthd, WT_CNTW);
  if (w == (s->me_wpt & WP_IDX)) {
    s->me_wpt = 0u;
  }
}

/* MHeap LUT lookup of `pc` (RTL p_look): the first valid way of the set whose tag is pc (hit,
 * hit_idx = its MH#.idx), and the lowest invalid way (free, free_way). */
typedef struct {
  bool hit;
  uint32_t hit_idx;
  bool free;
  uint32_t free_way;
} look_t;

static look_t p_look(const st_t *s, uint32_t set, uint32_t pc) {
  look_t r = {false, 0u, false, 0u};
  for (uint32_t w = 0; w < WT_MHL_WAYS; w++) {
    const uint32_t e = set * WT_MHL_WAYS + w;
    const bool vv = (s->mhl_mh[e] & MH_V) != 0u;
    if (!r.hit && vv && s->mhl_pc[e] == pc) {
      r.hit = true;
      r.hit_idx = s->mhl_mh[e] & MH_IDX;
    }
    if (!r.free && !vv) {
      r.free = true;
      r.free_way = w;
    }
  }
  return r;
}

bool dwf_majority_ok(const st_t *s, uint32_t pc) {
  const uint32_t set = pc & (WT_MHL_SETS - 1u);
  const bool me_hit = s->me_v && pc == s->me_pc;
  if (me_hit) {
    return true; /* (the RTL looks up anyway; nothing uses it after an ME hit) */
  }
  const look_t lk = p_look(s, set, pc);
  return !s->op_v && (lk.hit || (s->hs < WT_HEAP && lk.free));
}

/* One INSERT port (RTL g_ins[p], same local names), on the state the earlier phases left:
 * s->op_v is RTL opv, s->hs hs_in, s->me_* me_*_in. */
static bool insert(st_t *s, dwf_majority_step_t *st, uint32_t pc, uint32_t nthd, uint32_t wid, bool *lk,
                   uint32_t *lk_idx, bool tie) {
  WT_ASSERT_FITS(pc, WT_PCW);
  WT_ASSERT_FITS(nthd, WT_NTHW);
  WT_ASSERT_FITS(wid, WT_IDXW);
  const uint32_t set = pc & (WT_MHL_SETS - 1u);
  const bool me_hit = s->me_v && pc == s->me_pc;
  const look_t none = {false, 0u, false, 0u};
  const look_t lu = me_hit ? none : p_look(s, set, pc); /* unused after an ME hit (RTL: always) */
  const uint32_t hs_in = s->hs;
  const bool ok = me_hit || (!s->op_v && (lu.hit || (hs_in < WT_HEAP && lu.free)));
  const bool acc = ok; /* ins: the caller asks */
  const bool heap = acc && !me_hit;
  const bool new_g = heap && !lu.hit;
  const uint32_t opi = lu.hit ? lu.hit_idx : hs_in;
  const uint32_t o = opi < WT_HEAP ? opi : 0u; /* opi < HEAP whenever it is used */
  const uint32_t old_cnt = s->h_cnt[o];
  const uint32_t old_wph = s->h_wph[o];
  const uint32_t old_wpt = s->h_wpt[o];
  /* LINK on the group's list. */
  const uint32_t tgt_wpt = me_hit ? s->me_wpt : old_wpt;
  const bool app = (tgt_wpt & WP_V) != 0u && wid != (tgt_wpt & WP_IDX);
  const uint32_t wph = (tgt_wpt & WP_V) == 0u ? WP_V | wid : me_hit ? s->me_wph : old_wph;
  const uint32_t wpt = ((tgt_wpt & WP_V) == 0u || app) ? WP_V | wid : tgt_wpt;
  const uint32_t gcnt = me_hit ? s->me_cnt : old_cnt;
  *lk = acc && !new_g && app;
  *lk_idx = *lk ? tgt_wpt & WP_IDX : 0u;
  const uint32_t wn_slot = set * WT_MHL_WAYS + lu.free_way;
  /* K of the port's unit. */
  const ent_t k = {new_g ? pc : s->h_pc[o], wt_trunc32(new_g ? nthd : gcnt + nthd, WT_CNTW),
                   new_g ? WP_V | wid : wph, new_g ? WP_V | wid : wpt, new_g ? LN_V | wn_slot : s->h_lutn[o]};
  /* ME, HS after the port (me_*_out, hs_out). */
  if (acc && me_hit) {
    s->me_cnt = wt_trunc32(gcnt + nthd, WT_CNTW);
    s->me_wph = wph;
    s->me_wpt = wpt;
  }
  if (new_g) {
    s->mhl_pc[wn_slot] = pc;           /* the tag (RTL tw_* of the next port, mhl_pc_d) */
    s->mhl_mh[wn_slot] = MH_V | hs_in; /* MH# (RTL pw_* of the port's unit) */
  }
  s->hs = hs_in + (new_g ? 1u : 0u);
  /* Unit B or C (g_op[p + 1]): SIFT_UP, or in DMin a hit group's SIFT_DOWN over the live heap. */
  const bool up = !INS_DOWN || new_g;
  op_stage(s, st, heap, up, INS_DOWN, opi, &k, INS_DOWN ? s->hs : 0u, tie);
  return acc;
}

bool dwf_majority_insert(st_t *s, dwf_majority_step_t *st, uint32_t pc, uint32_t nthd, uint32_t wid, bool *lk,
                         uint32_t *lk_idx) {
  return insert(s, st, pc, nthd, wid, lk, lk_idx, WT_TIE_SWAP != 0);
}

/* End of step: op_v <- whether an op of the step ran out (RTL op_v_d). */
void dwf_majority_end(st_t *s, const dwf_majority_step_t *st) { s->op_v = st->pend; }

////////////////////////////////////////////////////////////////////////////////
// Step
////////////////////////////////////////////////////////////////////////////////

void dwf_majority_comb_tie(const st_t *s, const dwf_majority_in_t *in, dwf_majority_out_t *out, st_t *next,
                           unsigned budget, bool tie) {
  WT_ASSERT_FITS(in->iss_next, WT_WPW);
  WT_ASSERT_FITS(in->iss_nthd, WT_NTHW);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  dwf_majority_step_t st = {budget, false};
  /* Phase 1: POP (unit A) and ISSUE. */
  p1(next, &st, &out->busy, &out->iss_v, &out->iss_idx, &out->iss_pc, tie);
  if (out->iss_v) {
    dwf_majority_issue_commit(next, in->iss_next, in->iss_nthd);
  }
  /* Phase 2: the INSERT ports (RTL g_ins[p]), port 0 then port 1. */
  const bool ins[2] = {in->ins0, in->ins1};
  const uint32_t pc[2] = {in->ins0_pc, in->ins1_pc};
  const uint32_t nthd[2] = {in->ins0_nthd, in->ins1_nthd};
  const uint32_t wid[2] = {in->ins0_wid, in->ins1_wid};
  bool ok[2], lk[2];
  uint32_t lk_idx[2];
  for (unsigned p = 0; p < 2u; p++) {
    ok[p] = dwf_majority_ok(next, pc[p]);
    lk[p] = false;
    lk_idx[p] = 0u;
    if (ins[p]) {
      (void)insert(next, &st, pc[p], nthd[p], wid[p], &lk[p], &lk_idx[p], tie);
    }
  }
  out->ins0_ok = ok[0];
  out->lk0 = lk[0];
  out->lk0_idx = lk_idx[0];
  out->ins1_ok = ok[1];
  out->lk1 = lk[1];
  out->lk1_idx = lk_idx[1];
  dwf_majority_end(next, &st);
}

void dwf_majority_comb_budget(const st_t *s, const dwf_majority_in_t *in, dwf_majority_out_t *out, st_t *next,
                              unsigned budget) {
  dwf_majority_comb_tie(s, in, out, next, budget, WT_TIE_SWAP != 0);
}

void dwf_majority_comb(const st_t *s, const dwf_majority_in_t *in, dwf_majority_out_t *out, st_t *next) {
  dwf_majority_comb_budget(s, in, out, next, WT_SWAPS);
}

////////////////////////////////////////////////////////////////////////////////
// Invariants
////////////////////////////////////////////////////////////////////////////////

#define FAIL(...) return wt_fail(msg, n, __VA_ARGS__)

bool dwf_majority_check(const st_t *s, char *msg, size_t n) {
  /* Widths (through the field table, so every field is covered). */
  if (!wt_fields_width_ok(dwf_majority_block.state, s, msg, n)) {
    return false;
  }
  if (s->hs > WT_HEAP) {
    FAIL("hs %u > HEAP %u", (unsigned)s->hs, (unsigned)WT_HEAP);
  }
  if (s->op_v && s->op_i >= s->hs) {
    FAIL("pending op at %u outside the heap (hs %u)", (unsigned)s->op_i, (unsigned)s->hs);
  }
  /* Heap property, except the edge a pending op is still repairing. */
  for (uint32_t i = 1; i < s->hs; i++) {
    const uint32_t p = (i - 1u) >> 1;
    const bool skip = s->op_v && (s->op_up ? i == s->op_i : p == s->op_i);
    if (!skip && pri(h_key(s, i), h_key(s, p))) {
      FAIL("heap property: H[%u] key 0x%x goes before its parent H[%u] key 0x%x", (unsigned)i,
           (unsigned)h_key(s, i), (unsigned)p, (unsigned)h_key(s, p));
    }
  }
  /* Live heap entries and their back-pointers; one group per PC, none equal to ME.PC. */
  for (uint32_t i = 0; i < s->hs; i++) {
    if (s->h_cnt[i] == 0u || (s->h_wph[i] & WP_V) == 0u || (s->h_wpt[i] & WP_V) == 0u) {
      FAIL("H[%u]: CNT %u, WPH 0x%x, WPT 0x%x (a live group has threads and a list)", (unsigned)i,
           (unsigned)s->h_cnt[i], (unsigned)s->h_wph[i], (unsigned)s->h_wpt[i]);
    }
    if ((s->h_lutn[i] & LN_V) == 0u) {
      FAIL("H[%u].LUT# invalid", (unsigned)i);
    }
    const uint32_t slot = s->h_lutn[i] & LN_IDX;
    if (slot >= WT_MHL_ENTRIES || s->mhl_mh[slot] != (MH_V | i)) {
      FAIL("MHL[H[%u].LUT# = %u].MH# = 0x%x, not {1, %u}", (unsigned)i, (unsigned)slot,
           slot < WT_MHL_ENTRIES ? (unsigned)s->mhl_mh[slot] : 0u, (unsigned)i);
    }
    if (s->me_v && s->h_pc[i] == s->me_pc) {
      FAIL("H[%u] has ME's PC 0x%x", (unsigned)i, (unsigned)s->me_pc);
    }
    for (uint32_t j = 0; j < i; j++) {
      if (s->h_pc[j] == s->h_pc[i]) {
        FAIL("H[%u] and H[%u] have the same PC 0x%x", (unsigned)j, (unsigned)i, (unsigned)s->h_pc[i]);
      }
    }
  }
  /* Valid MHL entries point at live entries with their PC, which point back. */
  uint32_t nvalid = 0;
  for (uint32_t e = 0; e < WT_MHL_ENTRIES; e++) {
    if ((s->mhl_mh[e] & MH_V) == 0u) {
      continue;
    }
    nvalid++;
    const uint32_t i = s->mhl_mh[e] & MH_IDX;
    if ((s->mhl_pc[e] & (WT_MHL_SETS - 1u)) != e / WT_MHL_WAYS) {
      FAIL("MHL[%u] PC 0x%x is not in set %u", (unsigned)e, (unsigned)s->mhl_pc[e],
           (unsigned)(e / WT_MHL_WAYS));
    }
    if (i >= s->hs || s->h_pc[i] != s->mhl_pc[e] || s->h_lutn[i] != (LN_V | e)) {
      FAIL("MHL[%u] {PC 0x%x, MH# %u} does not match a live heap entry", (unsigned)e, (unsigned)s->mhl_pc[e],
           (unsigned)i);
    }
  }
  if (nvalid != s->hs) {
    FAIL("%u valid MHL entries for %u heap entries", (unsigned)nvalid, (unsigned)s->hs);
  }
  /* Majority Entry. */
  if ((s->me_cnt == 0u) != ((s->me_wph & WP_V) == 0u)) {
    FAIL("ME.CNT %u but ME.WPH 0x%x", (unsigned)s->me_cnt, (unsigned)s->me_wph);
  }
  if ((s->me_wph & WP_V) != (s->me_wpt & WP_V)) {
    FAIL("ME.WPH 0x%x and ME.WPT 0x%x differ in validity", (unsigned)s->me_wph, (unsigned)s->me_wpt);
  }
  if (!s->me_v && s->me_cnt != 0u) {
    FAIL("ME.CNT %u without MEV", (unsigned)s->me_cnt);
  }
  return true;
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

WT_BLOCK_TABLES(dwf_majority, DWF_MAJORITY)
WT_CHECK_ADAPTER(dwf_majority)

static const char *const me_part[] = {"me_pc", "me_cnt", "me_wph", "me_wpt", "me_v", NULL};
static const char *const heap_part[] = {"h_pc", "h_cnt", "h_wph", "h_wpt", "h_lutn", "hs", NULL};
static const char *const mhl_part[] = {"mhl_pc", "mhl_mh", NULL};
static const char *const op_part[] = {"op_v", "op_up", "op_i", NULL};

static const wt_part_t parts[] = {
    {"Majority Entry", me_part, "not in D3 Tab 7.1 (SPEC 1.6, 8 X5)", WT_WHOLE},
    {"Max-Heap", heap_part,
     "D3 Tab 7.1 Max-Heap: 64 x (PC 24 + CNT 10 + WPH 8 + WPT 8 + LUT# 8); HS not counted (X5)", WT_WHOLE},
    {"MHeap LUT", mhl_part, "D3 Tab 7.1 MHeap LUT: 128 x (PC 24 + MH# 7) = 3968, stated 4992 (SPEC 8 X2)",
     WT_WHOLE},
    {"swap engine", op_part, "[RES] pending heap op of the Level-1 budget (SPEC 1.6)", WT_WHOLE},
};

/* The memory split (tools/bits.c): D3 Tab 7.1 builds the Max-Heap as a memory array and the MHeap
 * LUT as an 8-way set-associative memory, both with 2 read and 2 write ports. The Majority Entry,
 * HS and the swap engine stay flip-flops. */
static const char *const heap_mem[] = {"h_pc", "h_cnt", "h_wph", "h_wpt", "h_lutn", NULL};
static const wt_mem_t mems[] = {
    {"Max-Heap", heap_mem, 1, 1, 2, 2, "D3 Tab 7.1 memory array, 2 RP, 2 WP (§4.4)"},
    {"MHeap LUT", mhl_part, 1, WT_MHL_WAYS, 2, 2, "D3 Tab 7.1 set-associative memory, 2 RP, 2 WP"},
};
const wt_block_t dwf_majority_block = WT_DESCRIPTOR(
    dwf_majority, .check = check_v,
    .paper_ref = "D3 Tab 7.1 Max-Heap (3712) + MHeap LUT (4992 stated, 3968 from fields: SPEC 8 X2)",
    WT_PARTS(parts), WT_MEMS(mems));
