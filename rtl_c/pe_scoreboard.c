/* rtl_c/pe_scoreboard.c: C model of the dual-mode augmented scoreboard (contract in
 * pe_scoreboard.h). */
#include "pe_scoreboard.h"

#include <string.h>

typedef pe_scoreboard_state_t st_t;

void pe_scoreboard_reset(st_t *s) { memset(s, 0, sizeof *s); }

/* A port acts only on a real warp and a real register (not "none"). */
static inline bool hit(uint32_t wid, uint32_t reg) { return wid < WT_WARPS && reg < WT_NAREG; }

////////////////////////////////////////////////////////////////////////////////
// Phase 1: writebacks
////////////////////////////////////////////////////////////////////////////////

void pe_scoreboard_wb(st_t *s, uint32_t wid, uint32_t reg, bool p, bool ll, bool pm) {
  WT_ASSERT_FITS(wid, WT_PE_WIDW);
  WT_ASSERT_FITS(reg, WT_AREGW);
  if (!hit(wid, reg)) {
    return;
  }
  if (!p) {
    /* n_wb: clears both N bits; a short-latency wb of a P-mode warp also clears P.pend [RES]. */
    s->n_pend[wid][reg] = false;
    s->n_ll[wid][reg] = false;
    if (pm && !ll) {
      s->p_pend[wid][reg] = false;
    }
  } else if (pm) {
    /* p_wb of the current episode. */
    s->p_pend[wid][reg] = false;
  }
}

////////////////////////////////////////////////////////////////////////////////
// Phase 2: copy_n2p
////////////////////////////////////////////////////////////////////////////////

void pe_scoreboard_copy(st_t *s, uint32_t wid) {
  WT_ASSERT_FITS(wid, WT_PE_WIDW);
  if (wid >= WT_WARPS) {
    return;
  }
  memcpy(s->p_pend[wid], s->n_pend[wid], sizeof s->p_pend[wid]);
  memcpy(s->p_ll[wid], s->n_ll[wid], sizeof s->p_ll[wid]);
}

////////////////////////////////////////////////////////////////////////////////
// Phase 3: checks
////////////////////////////////////////////////////////////////////////////////

/* Bit `reg` of warp `wid`'s vector `v`, 0 for none or an absent warp. */
static inline bool bit(const bool v[][WT_NAREG], uint32_t wid, uint32_t reg) {
  return hit(wid, reg) && v[wid][reg];
}

void pe_scoreboard_check_ports(const st_t *s, const pe_scoreboard_in_t *in, pe_scoreboard_out_t *out) {
  /* N check. */
  bool raw_ll = false, raw = false;
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    WT_ASSERT_FITS(in->nck_src[k], WT_AREGW);
    const bool pend = bit(s->n_pend, in->nck_wid, in->nck_src[k]);
    const bool ll = bit(s->n_ll, in->nck_wid, in->nck_src[k]);
    out->n_src_ll[k] = pend && ll;
    raw_ll = raw_ll || (pend && ll);
    raw = raw || pend;
  }
  out->n_raw_ll = raw_ll;
  out->n_raw = raw;
  out->n_waw = bit(s->n_pend, in->nck_wid, in->nck_dst);
  /* P check. */
  bool src_ll = false, src_pend = false;
  for (unsigned k = 0; k < WT_PE_NSRC; k++) {
    WT_ASSERT_FITS(in->pck_src[k], WT_AREGW);
    src_ll = src_ll || bit(s->p_ll, in->pck_wid, in->pck_src[k]);
    src_pend = src_pend || bit(s->p_pend, in->pck_wid, in->pck_src[k]);
  }
  out->p_src_ll = src_ll;
  out->p_src_pend = src_pend;
  out->p_dst_pend = bit(s->p_pend, in->pck_wid, in->pck_dst);
}

////////////////////////////////////////////////////////////////////////////////
// Phase 4: updates
////////////////////////////////////////////////////////////////////////////////

void pe_scoreboard_n_issue(st_t *s, uint32_t wid, uint32_t dst, bool ll) {
  WT_ASSERT_FITS(wid, WT_PE_WIDW);
  WT_ASSERT_FITS(dst, WT_AREGW);
  if (!hit(wid, dst)) {
    return;
  }
  s->n_pend[wid][dst] = true;
  s->n_ll[wid][dst] = ll;
}

void pe_scoreboard_p_update(st_t *s, uint32_t wid, uint32_t dst, bool op) {
  WT_ASSERT_FITS(wid, WT_PE_WIDW);
  WT_ASSERT_FITS(dst, WT_AREGW);
  if (!hit(wid, dst)) {
    return;
  }
  if (op) {
    /* p_issue: a pre-executed redefinition ends the LL chain [RES]. */
    s->p_pend[wid][dst] = true;
    s->p_ll[wid][dst] = false;
  } else {
    /* p_skip / p_preload. */
    s->p_ll[wid][dst] = true;
  }
}

////////////////////////////////////////////////////////////////////////////////
// One cycle
////////////////////////////////////////////////////////////////////////////////

void pe_scoreboard_comb(const st_t *s, const pe_scoreboard_in_t *in, pe_scoreboard_out_t *out, st_t *next) {
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Phase 1: writebacks, port 0 then port 1. */
  if (in->wb0_v) {
    pe_scoreboard_wb(next, in->wb0_wid, in->wb0_reg, in->wb0_p, in->wb0_ll, in->wb0_pm);
  }
  if (in->wb1_v) {
    pe_scoreboard_wb(next, in->wb1_wid, in->wb1_reg, in->wb1_p, in->wb1_ll, in->wb1_pm);
  }
  /* Phase 2: copy. */
  if (in->cp_v) {
    pe_scoreboard_copy(next, in->cp_wid);
  }
  /* Phase 3: checks on the state after phases 1 and 2. */
  pe_scoreboard_check_ports(next, in, out);
  /* Phase 4: updates. */
  if (in->nis_v) {
    pe_scoreboard_n_issue(next, in->nis_wid, in->nis_dst, in->nis_ll);
  }
  if (in->pup_v) {
    pe_scoreboard_p_update(next, in->pup_wid, in->pup_dst, in->pup_op);
  }
}

////////////////////////////////////////////////////////////////////////////////
// Invariants
////////////////////////////////////////////////////////////////////////////////

#define FAIL(...) return wt_fail(msg, n, __VA_ARGS__)

bool pe_scoreboard_check(const st_t *s, char *msg, size_t n) {
  /* Widths (through the field table, so every field is covered): each element is one bit. */
  if (!wt_fields_width_ok(pe_scoreboard_block.state, s, msg, n)) {
    return false;
  }
  /* N.ll subset of N.pend (SPEC 3.2: n_issue sets both, n_wb clears both). */
  for (uint32_t w = 0; w < WT_WARPS; w++) {
    for (uint32_t r = 0; r < WT_NAREG; r++) {
      if (s->n_ll[w][r] && !s->n_pend[w][r]) {
        FAIL("warp %u r%u: N.ll set without N.pend", (unsigned)w, (unsigned)r);
      }
    }
  }
  return true;
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

WT_BLOCK_TABLES(pe_scoreboard, PE_SCOREBOARD)
WT_CHECK_ADAPTER(pe_scoreboard)

static const char *const p_part[] = {"p_pend", "p_ll", NULL};
static const char *const nll_part[] = {"n_ll", NULL};
static const char *const npend_part[] = {"n_pend", NULL};
static const wt_part_t parts[] = {
    {"P-mode scoreboard", p_part, "D1 §5.3: 126 b/warp (P.pend 63 + P.ll 63) x WARPS; MODEL 126 b/warp",
     WT_WHOLE},
    {"N-mode scoreboard augmentation (LL bits)", nll_part,
     "not counted in D1 §5.3 (SPEC 8 P2): PAPER 0, MODEL 63 b/warp (N.ll) x WARPS", WT_WHOLE},
    {"baseline scoreboard (N.pend)", npend_part,
     "SPEC 3.1 baseline per-warp scoreboard, 63 b/warp x WARPS; exists without P-mode, not a P-mode cost",
     WT_WHOLE},
    /* D1 §5.3's unit: one warp. */
    {"P-mode scoreboard per warp", p_part, "D1 §5.3: 126 b per warp (P.pend 63 + P.ll 63)", WT_PER(WT_WARPS)},
    {"N-mode scoreboard augmentation per warp", nll_part,
     "not counted in D1 §5.3 (SPEC 8 P2): N.ll, 63 b per warp", WT_PER(WT_WARPS)},
};

const wt_block_t pe_scoreboard_block =
    WT_DESCRIPTOR(pe_scoreboard, .check = check_v,
                  .paper_ref =
                      "D1 §5.3 scoreboard: 126 b/warp (P copy: pend + LL of 63 registers) x WARPS; "
                      "MODEL 252 b/warp adds N.ll (P2) and the baseline N.pend (SPEC 3.1)",
                  WT_PARTS(parts));
