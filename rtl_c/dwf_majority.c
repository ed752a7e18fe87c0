/* rtl_c/dwf_majority.c: C model of the Majority scheduler (contract in dwf_majority.h). */
#include "dwf_majority.h"

#include <stdio.h>
#include <string.h>

/* Valid bits of the {V, idx} fields and the index masks (SPEC 0.2). */
#define WP_V (UINT32_C(1) << WT_IDXW)             /* WPH, WPT, NEXT */
#define WP_IDX WT_MASK32(WT_IDXW)
#define MH_V (UINT32_C(1) << WT_HEAPW)            /* MH# */
#define MH_IDX WT_MASK32(WT_HEAPW)
#define LN_V (UINT32_C(1) << (WT_LUTNW - 1u))     /* LUT# */
#define LN_IDX WT_MASK32(WT_LUTNW - 1u)

typedef dwf_majority_state_t st_t;

void dwf_majority_reset(st_t *s) { memset(s, 0, sizeof *s); }

////////////////////////////////////////////////////////////////////////////////
// Swap engine
////////////////////////////////////////////////////////////////////////////////

/* swap(H[a], H[b]): all five fields. */
static void swap_entries(st_t *s, uint32_t a, uint32_t b) {
  uint32_t t;
#define SWAP_FIELD(f) (t = s->f[a], s->f[a] = s->f[b], s->f[b] = t)
  SWAP_FIELD(h_pc);
  SWAP_FIELD(h_cnt);
  SWAP_FIELD(h_wph);
  SWAP_FIELD(h_wpt);
  SWAP_FIELD(h_lutn);
#undef SWAP_FIELD
}

/* Back-pointer update of the entry at heap index i: MHL[LUT#.idx].MH# <- {1, i} if LUT#.V. */
static void backptr(st_t *s, uint32_t i) {
  if ((s->h_lutn[i] & LN_V) != 0u) {
    s->mhl_mh[s->h_lutn[i] & LN_IDX] = MH_V | i;
  }
}

/* run(op) of the header: moves the entry at `i` up (SIFT_UP) or down (SIFT_DOWN, MAX-HEAPIFY over
 * [0, HS)) one swap at a time while the budget lasts; leaves op_v/op_up/op_i as the op ends.
 * (The `< WT_HEAP` tests never decide anything, as i < HS <= HEAP; they let the compiler see
 * every index in range, e.g. for HEAP = 1.) */
static void run(st_t *s, unsigned *budget, bool up, uint32_t i, bool tie) {
  for (;;) {
    uint32_t j;
    if (i >= WT_HEAP) {
      break;
    }
    if (up) {
      if (i == 0u) {
        break;
      }
      j = (i - 1u) >> 1;
      if (!(tie ? s->h_cnt[i] >= s->h_cnt[j] : s->h_cnt[i] > s->h_cnt[j])) {
        break;
      }
    } else {
      uint32_t l = 2u * i + 1u, r = 2u * i + 2u;
      j = i;
      if (l < s->hs && l < WT_HEAP && s->h_cnt[l] > s->h_cnt[j]) {
        j = l;
      }
      if (r < s->hs && r < WT_HEAP && s->h_cnt[r] > s->h_cnt[j]) {
        j = r;
      }
      if (j == i) {
        break;
      }
    }
    /* The op would swap: only now does the budget matter (a finishing compare is free). */
    if (*budget == 0u) {
      s->op_v = true;
      s->op_up = up;
      s->op_i = i;
      return;
    }
    swap_entries(s, i, j);
    backptr(s, i); /* the entry that left j */
    backptr(s, j); /* the moving entry */
    (*budget)--;
    i = j;
  }
  s->op_v = false;
}

////////////////////////////////////////////////////////////////////////////////
// Phases
////////////////////////////////////////////////////////////////////////////////

/* MHeap LUT lookup of `pc` on the current contents: the first valid way whose tag is pc (hit), and
 * the lowest invalid way (free); slots are set * WAYS + way. */
typedef struct {
  bool hit;
  uint32_t hit_slot;
  bool free;
  uint32_t free_slot;
} look_t;

static look_t lookup(const st_t *s, uint32_t pc) {
  look_t r = {false, 0u, false, 0u};
  const uint32_t base = (pc & (WT_MHL_SETS - 1u)) * WT_MHL_WAYS;
  for (uint32_t w = 0; w < WT_MHL_WAYS; w++) {
    const uint32_t e = base + w;
    const bool v = (s->mhl_mh[e] & MH_V) != 0u;
    if (!r.hit && v && s->mhl_pc[e] == pc) {
      r.hit = true;
      r.hit_slot = e;
    }
    if (!r.free && !v) {
      r.free = true;
      r.free_slot = e;
    }
  }
  return r;
}

static bool me_hit(const st_t *s, uint32_t pc) { return s->me_v && pc == s->me_pc; }

/* LINK(G, wid) of SPEC 1.6 on a group's WPH/WPT. */
static void link(uint32_t *wph, uint32_t *wpt, uint32_t wid, bool *lk, uint32_t *lk_idx) {
  if ((*wpt & WP_V) == 0u) {
    *wph = WP_V | wid;
    *wpt = WP_V | wid;
  } else if (wid != (*wpt & WP_IDX)) {
    *lk = true;
    *lk_idx = *wpt & WP_IDX;
    *wpt = WP_V | wid;
  }
}

static void pop(st_t *s, unsigned *budget, bool tie) {
  s->me_pc = s->h_pc[0];
  s->me_cnt = s->h_cnt[0];
  s->me_wph = s->h_wph[0];
  s->me_wpt = s->h_wpt[0];
  s->me_v = true;
  if ((s->h_lutn[0] & LN_V) != 0u) {
    s->mhl_mh[s->h_lutn[0] & LN_IDX] = 0u;
  }
  s->hs--;
  if (s->hs > 0u && s->hs < WT_HEAP) {
    const uint32_t k = s->hs;
    s->h_pc[0] = s->h_pc[k];
    s->h_cnt[0] = s->h_cnt[k];
    s->h_wph[0] = s->h_wph[k];
    s->h_wpt[0] = s->h_wpt[k];
    s->h_lutn[0] = s->h_lutn[k];
    backptr(s, 0u);
    run(s, budget, false, 0u, tie);
  }
}

static void p1(st_t *s, unsigned *budget, bool *busy, bool *iss_v, uint32_t *iss_idx,
               uint32_t *iss_pc, bool tie) {
  *busy = s->op_v;
  *iss_v = false;
  *iss_idx = 0u;
  *iss_pc = 0u;
  if (s->op_v) {
    return; /* busy: no POP, no ISSUE */
  }
  if (s->me_cnt == 0u && s->hs > 0u) {
    pop(s, budget, tie);
  }
  if (s->me_cnt > 0u) {
    *iss_v = true;
    *iss_idx = s->me_wph & WP_IDX;
    *iss_pc = s->me_pc;
  }
}

void dwf_majority_p1(st_t *s, unsigned *budget, bool *busy, bool *iss_v, uint32_t *iss_idx,
                     uint32_t *iss_pc) {
  p1(s, budget, busy, iss_v, iss_idx, iss_pc, WT_TIE_SWAP != 0);
}

void dwf_majority_issue_commit(st_t *s, uint32_t next, uint32_t nthd) {
  WT_ASSERT_FITS(next, WT_WPW);
  WT_ASSERT_FITS(nthd, WT_NTHW);
  const uint32_t w = s->me_wph & WP_IDX;
  s->me_wph = next;
  s->me_cnt = wt_trunc32(s->me_cnt - nthd, WT_CNTW);
  if (w == (s->me_wpt & WP_IDX)) {
    s->me_wpt = 0u;
  }
}

bool dwf_majority_ok(const st_t *s, uint32_t pc) {
  if (me_hit(s, pc)) {
    return true;
  }
  look_t r = lookup(s, pc);
  return !s->op_v && (r.hit || (s->hs < WT_HEAP && r.free));
}

static bool insert(st_t *s, unsigned *budget, uint32_t pc, uint32_t nthd, uint32_t wid, bool *lk,
                   uint32_t *lk_idx, bool tie) {
  WT_ASSERT_FITS(pc, WT_PCW);
  WT_ASSERT_FITS(nthd, WT_NTHW);
  WT_ASSERT_FITS(wid, WT_IDXW);
  *lk = false;
  *lk_idx = 0u;
  if (me_hit(s, pc)) {
    s->me_cnt = wt_trunc32(s->me_cnt + nthd, WT_CNTW);
    link(&s->me_wph, &s->me_wpt, wid, lk, lk_idx);
    return true;
  }
  if (s->op_v) {
    return false; /* the heap is being repaired: heap updates stall */
  }
  look_t r = lookup(s, pc);
  uint32_t i;
  if (r.hit) {
    i = s->mhl_mh[r.hit_slot] & MH_IDX;
    if (i >= WT_HEAP) {
      return false; /* never: a valid MH# points into the heap */
    }
    s->h_cnt[i] = wt_trunc32(s->h_cnt[i] + nthd, WT_CNTW);
    link(&s->h_wph[i], &s->h_wpt[i], wid, lk, lk_idx);
  } else {
    if (s->hs >= WT_HEAP || !r.free) {
      return false; /* heap full or MHeap LUT set full: stall */
    }
    i = s->hs;
    s->hs++;
    s->h_pc[i] = pc;
    s->h_cnt[i] = wt_trunc32(nthd, WT_CNTW);
    s->h_wph[i] = WP_V | wid;
    s->h_wpt[i] = WP_V | wid;
    s->h_lutn[i] = LN_V | r.free_slot;
    s->mhl_pc[r.free_slot] = pc;
    s->mhl_mh[r.free_slot] = MH_V | i;
  }
  run(s, budget, true, i, tie);
  return true;
}

bool dwf_majority_insert(st_t *s, unsigned *budget, uint32_t pc, uint32_t nthd, uint32_t wid,
                         bool *lk, uint32_t *lk_idx) {
  return insert(s, budget, pc, nthd, wid, lk, lk_idx, WT_TIE_SWAP != 0);
}

static void end(st_t *s, unsigned *budget, bool tie) {
  if (s->op_v) {
    run(s, budget, s->op_up, s->op_i, tie);
  }
}

void dwf_majority_end(st_t *s, unsigned *budget) { end(s, budget, WT_TIE_SWAP != 0); }

////////////////////////////////////////////////////////////////////////////////
// Step
////////////////////////////////////////////////////////////////////////////////

void dwf_majority_comb_tie(const st_t *s, const dwf_majority_in_t *in, dwf_majority_out_t *out,
                           st_t *next, unsigned budget, bool tie) {
  WT_ASSERT_FITS(in->iss_next, WT_WPW);
  WT_ASSERT_FITS(in->iss_nthd, WT_NTHW);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  unsigned b = budget;
  /* Phase 1: POP and ISSUE. */
  p1(next, &b, &out->busy, &out->iss_v, &out->iss_idx, &out->iss_pc, tie);
  if (out->iss_v) {
    dwf_majority_issue_commit(next, in->iss_next, in->iss_nthd);
  }
  /* Phase 2: port 0, then port 1. */
  out->ins0_ok = dwf_majority_ok(next, in->ins0_pc);
  out->lk0 = false;
  out->lk0_idx = 0u;
  if (in->ins0) {
    (void)insert(next, &b, in->ins0_pc, in->ins0_nthd, in->ins0_wid, &out->lk0, &out->lk0_idx,
                 tie);
  }
  out->ins1_ok = dwf_majority_ok(next, in->ins1_pc);
  out->lk1 = false;
  out->lk1_idx = 0u;
  if (in->ins1) {
    (void)insert(next, &b, in->ins1_pc, in->ins1_nthd, in->ins1_wid, &out->lk1, &out->lk1_idx,
                 tie);
  }
  /* End of step: the pending op continues with what is left of the budget. */
  end(next, &b, tie);
}

void dwf_majority_comb_budget(const st_t *s, const dwf_majority_in_t *in, dwf_majority_out_t *out,
                              st_t *next, unsigned budget) {
  dwf_majority_comb_tie(s, in, out, next, budget, WT_TIE_SWAP != 0);
}

void dwf_majority_comb(const st_t *s, const dwf_majority_in_t *in, dwf_majority_out_t *out,
                       st_t *next) {
  dwf_majority_comb_budget(s, in, out, next, WT_SWAPS);
}

////////////////////////////////////////////////////////////////////////////////
// Invariants
////////////////////////////////////////////////////////////////////////////////

#define FAIL(...)                      \
  do {                                 \
    if (n > 0u) {                      \
      snprintf(msg, n, __VA_ARGS__);   \
    }                                  \
    return false;                      \
  } while (0)

bool dwf_majority_check(const st_t *s, char *msg, size_t n) {
  /* Widths (through the field table, so every field is covered). */
  const wt_fields_t t = dwf_majority_block.state;
  for (unsigned f = 0; f < t.n; f++) {
    for (unsigned e = 0; e < t.f[f].count; e++) {
      if ((wt_field_read(s, &t.f[f], e) & ~WT_MASK64(t.f[f].width)) != 0u) {
        FAIL("%s[%u] has bits above its %u-bit width", t.f[f].name, e, t.f[f].width);
      }
    }
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
    if (!skip && s->h_cnt[p] < s->h_cnt[i]) {
      FAIL("heap property: H[%u].CNT %u < H[%u].CNT %u", (unsigned)p, (unsigned)s->h_cnt[p],
           (unsigned)i, (unsigned)s->h_cnt[i]);
    }
  }
  /* Live heap entries and their back-pointers; one group per PC, none equal to ME.PC. */
  for (uint32_t i = 0; i < s->hs; i++) {
    if (s->h_cnt[i] == 0u || (s->h_wph[i] & WP_V) == 0u || (s->h_wpt[i] & WP_V) == 0u) {
      FAIL("H[%u]: CNT %u, WPH 0x%x, WPT 0x%x (a live group has threads and a list)",
           (unsigned)i, (unsigned)s->h_cnt[i], (unsigned)s->h_wph[i], (unsigned)s->h_wpt[i]);
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
        FAIL("H[%u] and H[%u] have the same PC 0x%x", (unsigned)j, (unsigned)i,
             (unsigned)s->h_pc[i]);
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
      FAIL("MHL[%u] {PC 0x%x, MH# %u} does not match a live heap entry", (unsigned)e,
           (unsigned)s->mhl_pc[e], (unsigned)i);
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
    FAIL("ME.WPH 0x%x and ME.WPT 0x%x differ in validity", (unsigned)s->me_wph,
         (unsigned)s->me_wpt);
  }
  if (!s->me_v && s->me_cnt != 0u) {
    FAIL("ME.CNT %u without MEV", (unsigned)s->me_cnt);
  }
  return true;
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

#define IN_T dwf_majority_in_t
#define F(T, f, dims, w, d) WT_XFIELD(IN_T, T, f, w, d),
static const wt_field_t in_fields[] = {DWF_MAJORITY_IN_FIELDS(F)};
#undef F
#define OUT_T dwf_majority_out_t
#define F(T, f, dims, w, d) WT_XFIELD(OUT_T, T, f, w, d),
static const wt_field_t out_fields[] = {DWF_MAJORITY_OUT_FIELDS(F)};
#undef F
#define ST_T dwf_majority_state_t
#define F(T, f, dims, w, d) WT_XFIELD(ST_T, T, f, w, d),
static const wt_field_t state_fields[] = {DWF_MAJORITY_STATE_FIELDS(F)};
#undef F

static void reset_v(void *s) { dwf_majority_reset(s); }
static bool check_v(const void *s, char *msg, size_t len) { return dwf_majority_check(s, msg, len); }
static void comb_v(const void *s, const void *in, void *out, void *next) {
  dwf_majority_comb(s, in, out, next);
}

/* D3 Tab 7.1 rows "MHeap LUT 128 PC (24-bit) MH# (7-bit) 4992" and "Max-Heap 64 PC (24-bit) CNT
 * (10-bit) WPH (8-bit) WPT (8-bit) LUT# (8-bit) 3712": the stated figures belong to the baseline
 * geometry. The Majority Entry is not in Tab 7.1 (SPEC 1.6, 8 X5); the swap engine is [RES]. */
#define PAPER_GEOMETRY                                                                   \
  (WT_HEAP == 64 && WT_MHL_ENTRIES == 128 && WT_PCW == 24 && WT_CNTW == 10 && WT_WPW == 8 && \
   WT_LUTNW == 8 && WT_MHW == 7)
#define HEAP_FIELD_BITS ((long long)WT_HEAP * (WT_PCW + WT_CNTW + 2 * WT_WPW + WT_LUTNW))
#define MHL_FIELD_BITS ((long long)WT_MHL_ENTRIES * (WT_PCW + WT_MHW))

static const char *const me_part[] = {"me_pc", "me_cnt", "me_wph", "me_wpt", "me_v", NULL};
static const char *const heap_part[] = {"h_pc", "h_cnt", "h_wph", "h_wpt", "h_lutn", "hs", NULL};
static const char *const mhl_part[] = {"mhl_pc", "mhl_mh", NULL};
static const char *const op_part[] = {"op_v", "op_up", "op_i", NULL};

static const wt_part_t parts[] = {
    {"Majority Entry", me_part, -1, -1, "not in D3 Tab 7.1 (SPEC 1.6, 8 X5)"},
    {"Max-Heap", heap_part, PAPER_GEOMETRY ? 3712 : -1, HEAP_FIELD_BITS,
     "D3 Tab 7.1 Max-Heap: 64 x (PC 24 + CNT 10 + WPH 8 + WPT 8 + LUT# 8); HS not counted (X5)"},
    {"MHeap LUT", mhl_part, PAPER_GEOMETRY ? 4992 : -1, MHL_FIELD_BITS,
     "D3 Tab 7.1 MHeap LUT: 128 x (PC 24 + MH# 7) = 3968, stated 4992 (SPEC 8 X2)"},
    {"swap engine", op_part, -1, -1, "[RES] pending heap op of the Level-1 budget (SPEC 1.6)"},
};

#define KNOB_NAME(k) #k,
static const char *const knobs[] = {DWF_MAJORITY_KNOBS(KNOB_NAME) NULL};
#undef KNOB_NAME

const wt_block_t dwf_majority_block = {
    .name = "dwf_majority",
    .in = {in_fields, sizeof in_fields / sizeof in_fields[0]},
    .out = {out_fields, sizeof out_fields / sizeof out_fields[0]},
    .state = {state_fields, sizeof state_fields / sizeof state_fields[0]},
    .in_size = sizeof(IN_T),
    .out_size = sizeof(OUT_T),
    .state_size = sizeof(ST_T),
    .reset = reset_v,
    .comb = comb_v,
    .check = check_v,
    .paper_bits = PAPER_GEOMETRY ? 3712 + 4992 : -1,
    .paper_field_bits = HEAP_FIELD_BITS + MHL_FIELD_BITS,
    .paper_ref = "D3 Tab 7.1 Max-Heap (3712) + MHeap LUT (4992 stated, 3968 from fields: SPEC 8 X2)",
    .parts = parts,
    .nparts = sizeof parts / sizeof parts[0],
    .knobs = knobs,
};
