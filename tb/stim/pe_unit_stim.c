/* tb/stim/pe_unit_stim.c: legal random stimulus for pe_unit (the protocol in rtl_c/pe_unit.h).
 *
 * The generator plays a small pipeline around the unit, reading what is in flight from the unit's
 * state (a stimulus may read the state; it never computes an expected value):
 *  - N-mode instructions on random N-mode warps with real register dependences (sources and
 *    destinations drawn from a few registers), global loads among them; the unit decides issue,
 *    stall or P-mode entry.
 *  - writebacks of what is pending: an N-mode register with N.pend set (its N.ll says long
 *    latency; long-latency ones return rarely, so their latency is long and varied, short ones
 *    soon), a pre-executed entry still waiting (V = 1, RDY = 0: its register, the warp's current
 *    tag, qidx and PHY), or a zombie's late writeback (no register: its episode is gone).
 *  - P-mode instructions of random classes on P-mode warps that are not halted, at PCs around
 *    the warp's BASE (sometimes out of the offset range), destinations banked dst mod RBANKS.
 *  - N-mode fetches at the P-queue head's PC (so reuses happen) or elsewhere; a popped reuse is
 *    remembered (warp, dst, PHY) and issued later through the N slot; the pipeline releases held
 *    registers (displaced mappings) after a random delay, and reserves free registers at "kernel
 *    launch" now and then, releasing some reserved ones later.
 *  - now and then an N-mode warp exits (its P-queue is discarded and its N-RT mappings released;
 *    nothing of the warp in the N slot that cycle), and the slot runs on as a new warp.
 *  - the SIMT stack port: a random warp's stack started or updated with pdom_stack's own legal
 *    random inputs (tb/stim/pdom_stack_stim.c); the unit copies and restores the stacks itself.
 * The only memory beyond the unit's state is the list of popped reuses not yet issued: an entry
 * whose PHY is no longer held (a reset, or the reuse issued) is dropped, so the list follows the
 * state across the runner's resets.
 */
#include <string.h>

#include "pe_unit.h"
#include "wt_stim.h"

extern const wt_stim_t pdom_stack_stim; /* tb/stim/pdom_stack_stim.c: legal stack inputs */

#define NW PE_AVAIL_VEC_NW
#define WW PE_AVAIL_VEC_WW
#define NONE WT_NAREG

/* Registers the random instructions use: few, so that dependences are frequent. */
#define NREG (WT_NAREG < 8u ? WT_NAREG : 8u)

typedef struct carried {
  bool v;
  uint32_t wid, dst, phy;
} carried_t;
static carried_t carried[WT_RREGS]; /* popped reuses not yet issued, by PHY */

static uint32_t reg(wt_rng_t *rng) { return wt_rng_below(rng, NREG); }
static uint32_t reg_or_none(wt_rng_t *rng) { return wt_rng_chance(rng, 1, 4) ? NONE : reg(rng); }

/* A random warp with `mode` (and not halted for P-mode), or -1. */
static int pick_warp(wt_rng_t *rng, const pe_unit_state_t *s, bool pmode) {
  const uint32_t start = wt_rng_below(rng, WT_WARPS);
  for (uint32_t i = 0; i < WT_WARPS; i++) {
    const uint32_t w = (start + i) % WT_WARPS;
    if (s->mc.mode[w] == pmode && !(pmode && s->mc.halt[w])) {
      return (int)w;
    }
  }
  return -1;
}

/* The PC of warp w's P-queue head entry (valid, HEAD < TAIL), or false. */
static bool head_pc(const pe_unit_state_t *s, uint32_t w, uint32_t *pc) {
  const uint32_t h = s->pq.head[w];
  if (h >= s->pq.tail[w]) {
    return false;
  }
  const uint64_t e = s->pq.e[w][h];
  if (pq_entry_v(e) == 0u) {
    return false;
  }
  uint32_t off = pq_entry_off(e);
  if (off & (UINT32_C(1) << (WT_PQOFFW - 1))) {
    off |= ~WT_MASK32(WT_PQOFFW);
  }
  *pc = (s->pq.base[w] + off) & WT_MASK32(WT_PCW);
  return true;
}

/* One writeback on port k (0 or 1): N-mode, P-mode or a zombie's, legal for the state. */
static void writeback(wt_rng_t *rng, unsigned phase, const pe_unit_state_t *s, pe_unit_in_t *in, unsigned k,
                      uint32_t avoid_w, uint32_t avoid_r) {
  bool *v = k ? &in->wb1_v : &in->wb0_v;
  uint32_t *wid = k ? &in->wb1_wid : &in->wb0_wid;
  uint32_t *rg = k ? &in->wb1_reg : &in->wb0_reg;
  bool *p = k ? &in->wb1_p : &in->wb0_p;
  bool *ll = k ? &in->wb1_ll : &in->wb0_ll;
  bool *tag = k ? &in->wb1_tag : &in->wb0_tag;
  uint32_t *qidx = k ? &in->wb1_qidx : &in->wb0_qidx;
  uint32_t *phy = k ? &in->wb1_phy : &in->wb0_phy;
  const uint32_t kind = wt_rng_below(rng, 10);
  if (kind < 5u) {
    /* An N-mode register: short latency often, long latency (global load) rarely. */
    const uint32_t w = wt_rng_below(rng, WT_WARPS);
    const uint32_t r0 = wt_rng_below(rng, WT_NAREG);
    static const uint32_t ll_den[4] = {12, 40, 6, 120};
    for (uint32_t i = 0; i < WT_NAREG; i++) {
      const uint32_t r = (r0 + i) % WT_NAREG;
      if (!s->sb.n_pend[w][r] || (w == avoid_w && r == avoid_r)) {
        continue;
      }
      if (s->sb.n_ll[w][r] && !wt_rng_chance(rng, 1, ll_den[phase])) {
        continue;
      }
      *v = true;
      *wid = w;
      *rg = r;
      *ll = s->sb.n_ll[w][r];
      return;
    }
  } else if (kind < 9u) {
    /* A pre-executed instruction of a warp: its entry is valid and not ready. */
    const uint32_t w = wt_rng_below(rng, WT_WARPS);
    for (uint32_t q = 0; q < WT_PQ; q++) {
      const uint64_t e = s->pq.e[w][q];
      if (pq_entry_v(e) == 0u || pq_entry_rdy(e) != 0u) {
        continue;
      }
      const uint32_t ph = pq_entry_phy(e);
      if (k == 1u && in->wb0_v && in->wb0_p && in->wb0_phy == ph) {
        continue;
      }
      *v = true;
      *wid = w;
      *rg = pq_entry_dst(e);
      *p = true;
      *tag = s->mc.tag[w];
      *qidx = q;
      *phy = ph;
      return;
    }
  } else {
    /* A zombie's late writeback: its episode is gone, so no register and no queue entry. */
    const uint32_t i0 = wt_rng_below(rng, WT_RREGS);
    for (uint32_t j = 0; j < WT_RREGS; j++) {
      const uint32_t i = (i0 + j) % WT_RREGS;
      if (!wt_vbit(s->av.zombie, WW, i) || (k == 1u && in->wb0_v && in->wb0_p && in->wb0_phy == i)) {
        continue;
      }
      *v = true;
      *wid = wt_rng_below(rng, WT_WARPS);
      *rg = NONE;
      *p = true;
      *tag = wt_rng_chance(rng, 1, 2);
      *qidx = wt_rng_below(rng, WT_PQ);
      *phy = i;
      return;
    }
  }
}

static void random_in(wt_rng_t *rng, unsigned phase, const pe_unit_state_t *s, pe_unit_in_t *in) {
  /* Forget carried reuses whose register is no longer held (issued, or reset). */
  for (uint32_t i = 0; i < WT_RREGS; i++) {
    if (carried[i].v && !wt_vbit(s->held, WW, i)) {
      carried[i].v = false;
    }
  }

  in->pm_en = phase != 3u || wt_rng_chance(rng, 1, 2);

  /* Kernel launch: reserve some free registers (rarely); release held or reserved ones. */
  if (wt_rng_chance(rng, 1, 500)) {
    in->rsv_v = true;
    for (unsigned w = 0; w < NW; w++) {
      in->rsv_mask[w] = (uint32_t)wt_rng_bits(rng, WW) & (uint32_t)wt_rng_bits(rng, WW) &
                        (uint32_t)wt_rng_bits(rng, WW) & ~s->av.used[w];
    }
  }
  {
    const uint32_t i0 = wt_rng_below(rng, WT_RREGS);
    for (uint32_t j = 0; j < WT_RREGS; j++) {
      const uint32_t i = (i0 + j) % WT_RREGS;
      const bool rel_held = wt_vbit(s->held, WW, i) && !carried[i].v && wt_rng_chance(rng, 1, 3);
      const bool rel_rsv = wt_vbit(s->rsv, WW, i) && wt_rng_chance(rng, 1, 64);
      if (rel_held || rel_rsv) {
        in->rel_v = true;
        in->rel_idx = i;
        break;
      }
    }
  }

  /* Writebacks. */
  if (wt_rng_chance(rng, 3, 4)) {
    writeback(rng, phase, s, in, 0, WT_WARPS, NONE);
  }
  if (wt_rng_chance(rng, 1, 2)) {
    writeback(rng, phase, s, in, 1, in->wb0_v && !in->wb0_p ? in->wb0_wid : WT_WARPS, in->wb0_reg);
  }

  /* The N slot: a carried reuse (sometimes), else a random instruction of an N-mode warp. */
  const int nw = pick_warp(rng, s, false);
  bool reuse_sent = false;
  if (wt_rng_chance(rng, 1, 2)) {
    const uint32_t i0 = wt_rng_below(rng, WT_RREGS);
    for (uint32_t j = 0; j < WT_RREGS; j++) {
      const uint32_t i = (i0 + j) % WT_RREGS;
      if (carried[i].v && !s->mc.mode[carried[i].wid]) {
        in->n_v = true;
        in->n_wid = carried[i].wid;
        in->n_pc = (uint32_t)wt_rng_bits(rng, WT_PCW) & ~7u;
        for (unsigned k = 0; k < WT_PE_NSRC; k++) {
          in->n_src[k] = NONE;
        }
        in->n_dst = carried[i].dst;
        in->n_reuse = true;
        in->n_rphy = carried[i].phy;
        reuse_sent = true;
        break;
      }
    }
  }
  if (!reuse_sent && nw >= 0 && wt_rng_chance(rng, 3, 4)) {
    in->n_v = true;
    in->n_wid = (uint32_t)nw;
    /* PCs of a warp near a per-warp region, so a trigger's BASE is near later P-mode PCs. */
    in->n_pc = ((uint32_t)nw * 0x400u + 8u * wt_rng_below(rng, 16)) & WT_MASK32(WT_PCW);
    for (unsigned k = 0; k < WT_PE_NSRC; k++) {
      in->n_src[k] = k == 0u ? reg(rng) : reg_or_none(rng);
    }
    in->n_dst = wt_rng_chance(rng, 1, 8) ? NONE : reg(rng);
    in->n_gld = in->n_dst != NONE && wt_rng_chance(rng, 1, 4);
  }

  /* The P slot: a P-mode warp that is not halted, a random class, a PC around its BASE. */
  const int pw = pick_warp(rng, s, true);
  if (pw >= 0 && wt_rng_chance(rng, 7, 8)) {
    const uint32_t w = (uint32_t)pw;
    static const uint32_t cls_w[] = {
        PE_CLS_ALU,     PE_CLS_ALU,     PE_CLS_ALU,    PE_CLS_ALU,  PE_CLS_SFU, PE_CLS_SMEM_LD,
        PE_CLS_SMEM_LD, PE_CLS_SMEM_ST, PE_CLS_GLD,    PE_CLS_GLD,  PE_CLS_GST, PE_CLS_ATOM,
        PE_CLS_BAR,     PE_CLS_BRANCH,  PE_CLS_BRANCH, PE_CLS_EXIT,
    };
    const uint32_t cls =
        wt_rng_chance(rng, 1, 200) ? 10u + wt_rng_below(rng, 6) : cls_w[wt_rng_below(rng, 16)];
    in->p_v = true;
    in->p_wid = w;
    const uint32_t half = UINT32_C(1) << (WT_PQOFFW - 1);
    const uint32_t d =
        wt_rng_chance(rng, 1, 8) ? half + 8u * wt_rng_below(rng, 4) : 8u * wt_rng_below(rng, 1u + half / 8u);
    in->p_pc = (s->pq.base[w] + (wt_rng_chance(rng, 1, 4) ? 0u - d : d)) & WT_MASK32(WT_PCW);
    in->p_cls = cls;
    for (unsigned k = 0; k < WT_PE_NSRC; k++) {
      in->p_src[k] = k == 0u ? reg(rng) : reg_or_none(rng);
    }
    const bool has_dst = cls == PE_CLS_ALU || cls == PE_CLS_SFU || cls == PE_CLS_SMEM_LD ||
                         cls == PE_CLS_GLD || cls == PE_CLS_ATOM;
    in->p_dst = has_dst ? reg(rng) : NONE;
    in->p_bank = (in->p_dst % 4u) % WT_RBANKS;
  }

  /* The fetch: an N-mode warp, at its head entry's PC (a reuse) or elsewhere. */
  const int fw = pick_warp(rng, s, false);
  if (fw >= 0 && wt_rng_chance(rng, 1, 2)) {
    const uint32_t w = (uint32_t)fw;
    uint32_t pc;
    in->f_v = true;
    in->f_wid = w;
    if (head_pc(s, w, &pc) && wt_rng_chance(rng, 3, 4)) {
      in->f_pc = pc;
      const uint64_t e = s->pq.e[w][s->pq.head[w]];
      const uint32_t ph = pq_entry_phy(e);
      /* The pop happens iff RDY (the entry is not touched by this cycle's slots: an N-mode
       * warp's queue changes only by an entry of this warp, which the N slot may cause). */
      const bool entering = in->n_v && in->n_wid == w && !in->n_reuse;
      if (pq_entry_rdy(e) != 0u && !entering) {
        carried[ph] = (carried_t){true, w, pq_entry_dst(e), ph};
      } else if (entering) {
        in->f_v = false;
      }
    } else {
      in->f_pc = (w * 0x400u + 8u * wt_rng_below(rng, 16)) & WT_MASK32(WT_PCW);
      if (head_pc(s, w, &pc) && pc == in->f_pc) {
        in->f_v = false; /* it would match: only the branch above pops */
      }
    }
  }

  /* The SIMT stack port: a random warp, started or updated with pdom_stack's own legal random
   * inputs for that warp's stack (its copy and restore ports are the unit's, not the stimulus's). */
  {
    const uint32_t w = wt_rng_below(rng, WT_WARPS);
    in->st_wid = w;
    if (wt_rng_chance(rng, 1, 2)) {
      pdom_stack_in_t pin;
      memset(&pin, 0, sizeof pin);
      pdom_stack_stim.random(rng, phase, &s->st[w], &pin);
      in->st_init = pin.init;
      in->st_init_pc = pin.init_pc;
      in->st_init_mask = pin.init_mask;
      in->st_upd = pin.upd;
      for (unsigned l = 0; l < WT_NL; l++) {
        in->st_npc[l] = pin.npc[l];
      }
      in->st_rpc = pin.rpc;
      in->st_fpc = pin.fpc;
    }
  }

  /* A warp exits now and then (an N-mode warp: its P-queue is discarded, its N-RT mappings are
   * released). Its last instruction issued before, so the N slot is not the warp's (a carried
   * reuse waits; a normal instruction would displace a mapping the exit also releases). The warp
   * then runs on as the slot's next warp. */
  if (wt_rng_chance(rng, 1, 200)) {
    const int xw = pick_warp(rng, s, false);
    if (xw >= 0) {
      in->dis_v = true;
      in->dis_wid = (uint32_t)xw;
      if (in->f_v && in->f_wid == (uint32_t)xw) {
        in->f_v = false; /* a carried pop recorded above is dropped by the next call's prune */
      }
      if (in->n_v && in->n_wid == (uint32_t)xw) {
        in->n_v = false;
        in->n_reuse = false;
      }
    }
  }
}

WT_STIM(pe_unit);
