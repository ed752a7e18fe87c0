/* rtl_c/pe_mode_ctl.c: C model of the P-mode control of one SM (contract in pe_mode_ctl.h).
 *
 * Written as the twin of hdl/pe_mode_ctl.sv: the start-of-step decodes of each port first
 * (phase 1 outputs, the writeback ports' mode and tag and their one trigger-clear datapath on the
 * port's warp, the entry's LL sources and ent_ok), then one body per warp with the same local
 * names as the RTL's generate body `g_warp`, phase by phase. Where they differ: a warp that no
 * port names takes a short path here (its equations with every select 0: only the exit), which
 * the RTL, evaluating every row, does not need; it keeps the model fast (48 warps a cycle). */
#include "pe_mode_ctl.h"

#include <stdio.h>
#include <string.h>

#define NSRC WT_PE_NSRC

void pe_mode_ctl_reset(pe_mode_ctl_state_t *s) {
  for (unsigned w = 0; w < WT_WARPS; w++) {
    s->mode[w] = false;
    s->halt[w] = false;
    s->tag[w] = false;
    for (unsigned k = 0; k < NSRC; k++) {
      s->trig_v[w][k] = false;
      s->trig_reg[w][k] = 0u;
    }
    s->smem_st[w] = false;
    s->bar[w] = false;
  }
}

void pe_mode_ctl_comb(const pe_mode_ctl_state_t *s, const pe_mode_ctl_in_t *in, pe_mode_ctl_out_t *out,
                      pe_mode_ctl_state_t *next) {
  WT_ASSERT_FITS(in->q_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->wb0_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->wb0_reg, WT_AREGW);
  WT_ASSERT_FITS(in->wb1_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->wb1_reg, WT_AREGW);
  WT_ASSERT_FITS(in->ent_wid, WT_PE_WIDW);
  for (unsigned k = 0; k < NSRC; k++) {
    WT_ASSERT_FITS(in->ent_src[k], WT_AREGW);
  }
  WT_ASSERT_FITS(in->hlt_wid, WT_PE_WIDW);
  WT_ASSERT_FITS(in->fl_wid, WT_PE_WIDW);

  /* Phase 1: query (start of step). A warp id >= WARPS names no warp: every field reads 0. */
  const bool q_in = in->q_wid < WT_WARPS;
  out->q_mode = q_in && s->mode[in->q_wid];
  out->q_halt = q_in && s->halt[in->q_wid];
  out->q_tag = q_in && s->tag[in->q_wid];
  out->q_smem_st = q_in && s->smem_st[in->q_wid];
  out->q_bar = q_in && s->bar[in->q_wid];
  for (unsigned w = 0; w < WT_WARPS; w++) {
    out->mode[w] = s->mode[w];
  }

  /* Phase 2 decodes (start of step): the writeback's warp mode and tag; wbK_pm; whether the port
   * clears trigger sources (an N-mode writeback of a real register; the warp's mode is tested
   * per warp below). */
  const bool wb0_in = in->wb0_v && in->wb0_wid < WT_WARPS;
  const bool wb0_mode = wb0_in && s->mode[in->wb0_wid];
  const bool wb0_tagq = wb0_in && s->tag[in->wb0_wid];
  out->wb0_pm = wb0_mode && (!in->wb0_p || in->wb0_tag == wb0_tagq);
  const bool wb0_clr = in->wb0_v && !in->wb0_p && in->wb0_reg != WT_NAREG;
  const bool wb1_in = in->wb1_v && in->wb1_wid < WT_WARPS;
  const bool wb1_mode = wb1_in && s->mode[in->wb1_wid];
  const bool wb1_tagq = wb1_in && s->tag[in->wb1_wid];
  out->wb1_pm = wb1_mode && (!in->wb1_p || in->wb1_tag == wb1_tagq);
  const bool wb1_clr = in->wb1_v && !in->wb1_p && in->wb1_reg != WT_NAREG;

  /* One trigger-clear datapath per port, on the port's warp (wbK_mode implies a warp id in range,
   * so its row is read only then): source k of that warp is cleared if it matches wbK_reg. */
  const bool wb0_hit = wb0_clr && wb0_mode;
  const bool wb1_hit = wb1_clr && wb1_mode;
  bool wb0_clrk[NSRC];
  bool wb1_clrk[NSRC];
  for (unsigned k = 0; k < NSRC; k++) {
    wb0_clrk[k] = wb0_hit && s->trig_reg[in->wb0_wid][k] == in->wb0_reg;
    wb1_clrk[k] = wb1_hit && s->trig_reg[in->wb1_wid][k] == in->wb1_reg;
  }

  /* Phase 4 decode (start of step): the LL sources, and whether the entry is taken. */
  bool ll[NSRC];
  bool ll_any = false;
  for (unsigned k = 0; k < NSRC; k++) {
    ll[k] = in->ent_src_ll[k] && in->ent_src[k] != WT_NAREG;
    ll_any = ll_any || ll[k];
  }
  const bool ent_in = in->ent_v && in->ent_wid < WT_WARPS;
  out->ent_ok = ent_in && !s->mode[in->ent_wid] && ll_any;

  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Phases 2-5, per warp; every read of warp w's state comes before its writes. */
  for (unsigned w = 0; w < WT_WARPS; w++) {
    const bool mode_w = next->mode[w];
    if (w != in->wb0_wid && w != in->wb1_wid && w != in->ent_wid && w != in->hlt_wid && w != in->fl_wid) {
      /* No port names warp w: the equations below with every select 0 (no clear, entry, halt or
       * flag) leave only the exit of phase 3, which clears mode and halt. The RTL has no such
       * short path (every row evaluates its equations); the state and outputs are the same. */
      bool any = false;
      for (unsigned k = 0; k < NSRC; k++) {
        any = any || next->trig_v[w][k];
      }
      const bool ex = mode_w && !any;
      out->exit_mask[w] = ex;
      next->mode[w] = mode_w && !ex;
      next->halt[w] = !ex && next->halt[w];
      continue;
    }
    /* Phase 2: the ports' clears reach the warp they name. */
    bool trig_wb[NSRC];
    bool trig_any = false;
    for (unsigned k = 0; k < NSRC; k++) {
      const bool clr = (in->wb0_wid == w && wb0_clrk[k]) || (in->wb1_wid == w && wb1_clrk[k]);
      trig_wb[k] = next->trig_v[w][k] && !clr;
      trig_any = trig_any || trig_wb[k];
    }
    /* Phase 3: exit when no trigger source is left. */
    const bool ex = mode_w && !trig_any;
    out->exit_mask[w] = ex;
    /* Phase 4: entry (taken only from N-mode at the start of the step, so never with ex). */
    const bool en = out->ent_ok && in->ent_wid == w;
    const bool mode_nx = en || (mode_w && !ex);
    /* Phase 5: halt and flags on the mode after phases 3 and 4. */
    const bool hl = in->hlt_v && in->hlt_wid == w && mode_nx;
    const bool fl = in->fl_v && in->fl_wid == w && mode_nx;
    next->halt[w] = hl || (!en && !ex && next->halt[w]);
    next->tag[w] = next->tag[w] != en;
    next->smem_st[w] = (fl && in->fl_smem_st) || (!en && next->smem_st[w]);
    next->bar[w] = (fl && in->fl_bar) || (!en && next->bar[w]);
    for (unsigned k = 0; k < NSRC; k++) {
      next->trig_v[w][k] = en ? ll[k] : trig_wb[k];
      next->trig_reg[w][k] = en ? (ll[k] ? in->ent_src[k] : 0u) : next->trig_reg[w][k];
    }
    next->mode[w] = mode_nx;
  }
}

bool pe_mode_ctl_check(const pe_mode_ctl_state_t *s, char *msg, size_t len) {
  for (unsigned w = 0; w < WT_WARPS; w++) {
    bool any = false;
    for (unsigned k = 0; k < NSRC; k++) {
      any = any || s->trig_v[w][k];
      if (s->trig_v[w][k] && s->trig_reg[w][k] == WT_NAREG) {
        snprintf(msg, len, "warp %u: trig_src[%u] is valid with register none (%u)", w, k,
                 (unsigned)WT_NAREG);
        return false;
      }
    }
    if (!s->mode[w] && s->halt[w]) {
      snprintf(msg, len, "warp %u: halt = 1 in N-mode (the exit clears it, a halt needs P-mode)", w);
      return false;
    }
    if (!s->mode[w] && any) {
      snprintf(msg, len, "warp %u: a trigger source is valid in N-mode (only an entry sets one)", w);
      return false;
    }
    if (s->mode[w] && !any) {
      snprintf(msg, len, "warp %u: in P-mode with no trigger source (it should have exited)", w);
      return false;
    }
  }
  return true;
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(pe_mode_ctl, PE_MODE_CTL)
WT_CHECK_ADAPTER(pe_mode_ctl)

static const char *const mode_f[] = {"mode", NULL};
static const char *const ctl_f[] = {"halt", "tag", "trig_v", "trig_reg", "smem_st", "bar", NULL};
static const char *const warp_f[] = {"mode", "halt", "tag", "trig_v", "trig_reg", "smem_st", "bar", NULL};
static const wt_part_t parts[] = {
    {"mode bit vector", mode_f, "D1 §5.3: \"the mode bit vector is 48-bits wide\" (1 b/warp)", WT_WHOLE},
    {"per-warp control (halt, tag, trigger sources, flags)", ctl_f,
     "D1 §5.3 counts none of it (P5); SPEC 3.3 [RES]: halt 1 + tag 1 + trig_src 3 x 7 + smem_st 1 + "
     "bar 1 = 25 b/warp",
     WT_WHOLE},
    {"mode and control per warp", warp_f,
     "no D1 §5.3 figure per warp (P5); SPEC 3.3: mode 1 + halt 1 + tag 1 + trig_src 3 x 7 + "
     "smem_st 1 + bar 1 = 26 b",
     WT_PER(WT_WARPS)},
};

const wt_block_t pe_mode_ctl_block = WT_DESCRIPTOR(
    pe_mode_ctl, .check = check_v,
    .paper_ref = "D1 §5.3: 48-bit mode bit vector (1 b/warp); the per-warp control is not counted (P5)",
    WT_PARTS(parts));
