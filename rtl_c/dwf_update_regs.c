/* rtl_c/dwf_update_regs.c: C model of the warp update registers (contract in dwf_update_regs.h).
 *
 * Same behaviour and the same signal names as hdl/dwf_update_regs.sv (req0_dr, req1_dr, load, pc0,
 * pc1, grp0, grp1, rest, in_taken, lane_err; the Verilog's process names are in the comments).
 * Where the C differs in form, and why (it runs every cycle of every C-only simulation, so it is
 * written for speed: `make bench` wants the C model at least 10x its Verilated RTL):
 *  - Per-lane conditions are whole-warp bit masks. The Verilog gates each lane's comparator with
 *    its valid bit (`in_valid_i[l] && in_npc[l] == p0`); the C compares all NL lanes in one loop
 *    (eq_lanes(), wrong_home_lanes()) and ANDs the mask with in_valid (or rest) once. Same result:
 *    a lane outside the mask contributes nothing either way.
 *  - Those loops, and the TID-slot writes, are branch-free and take lane l's bit from lane_bit[l]
 *    instead of `1u << l`: in that form gcc -O2 vectorizes them (4 lanes per SSE2 instruction).
 *    The per-lane form (variable shift, `&&`, valid tested per lane) is not vectorized: the whole
 *    model ran at 5.6e6 cycles/s in it, 4.1e7 in this form (`make bench`, dwf_baseline).
 *  - The lowest valid lane (PC0's and PC1's) is found with ctz; the Verilog loops from the top
 *    lane down so that the last hit, the lowest, wins.
 *  - The state is written only where it changes: the hold (`tid_d = tid_q`, `pc_d = pc_q`) is a
 *    no-op in place (next == s) and one struct copy otherwise, done only when nothing loads (a
 *    load writes every field of next).
 *  - wur_tid_o is one memcpy of tid (the same slot order, k*NL + l).
 *  - The TID width assertion is on the OR of the lanes' TIDs (all fit iff their OR fits).
 */
#include "dwf_update_regs.h"

#include <stddef.h>
#include <string.h>

#define TID_NONE DWF_UPDATE_REGS_TID_NONE

/* lane_bit[l] = 1 << l: lane l's bit of a lane mask (see the header comment: why a table). */
static const uint32_t lane_bit[32] = {
    UINT32_C(1) << 0,  UINT32_C(1) << 1,  UINT32_C(1) << 2,  UINT32_C(1) << 3,  UINT32_C(1) << 4,
    UINT32_C(1) << 5,  UINT32_C(1) << 6,  UINT32_C(1) << 7,  UINT32_C(1) << 8,  UINT32_C(1) << 9,
    UINT32_C(1) << 10, UINT32_C(1) << 11, UINT32_C(1) << 12, UINT32_C(1) << 13, UINT32_C(1) << 14,
    UINT32_C(1) << 15, UINT32_C(1) << 16, UINT32_C(1) << 17, UINT32_C(1) << 18, UINT32_C(1) << 19,
    UINT32_C(1) << 20, UINT32_C(1) << 21, UINT32_C(1) << 22, UINT32_C(1) << 23, UINT32_C(1) << 24,
    UINT32_C(1) << 25, UINT32_C(1) << 26, UINT32_C(1) << 27, UINT32_C(1) << 28, UINT32_C(1) << 29,
    UINT32_C(1) << 30, UINT32_C(1) << 31,
};

void dwf_update_regs_reset(dwf_update_regs_state_t *s) {
  for (unsigned k = 0; k < 2u; k++) {
    for (unsigned l = 0; l < WT_NL; l++) {
      s->tid[k][l] = TID_NONE;
    }
    s->pc[k] = 0;
    s->req[k] = 0;
  }
}

void dwf_update_regs_drain(dwf_update_regs_state_t *s, bool d0, bool d1) {
  if (d0) {
    s->req[0] = 0;
  }
  if (d1) {
    s->req[1] = 0;
  }
}

/* The lanes (all NL) whose npc equals `pc`: the RTL's per-lane comparators `in_npc[l] == p`,
 * before the AND with the valid lanes. */
static uint32_t eq_lanes(const uint32_t *npc, uint32_t pc) {
  uint32_t m = 0;
  for (unsigned l = 0; l < WT_NL; l++) {
    m |= npc[l] == pc ? lane_bit[l] : 0u;
  }
  return m;
}

/* The lanes (all NL) whose TID has another home lane: p_lane_err before the AND with in_valid. */
static uint32_t wrong_home_lanes(const uint32_t *tid) {
  uint32_t m = 0;
  for (unsigned l = 0; l < WT_NL; l++) {
    m |= dwf_home_lane(tid[l], WT_SWZ) != l ? lane_bit[l] : 0u;
  }
  return m;
}

/* g_tid_d on a load: tid0[l] = grp0[l] ? in_tid[l] : sentinel, the same for tid1 with grp1. */
static void load_tids(uint32_t *restrict tid0, uint32_t *restrict tid1, const uint32_t *restrict in_tid,
                      uint32_t grp0, uint32_t grp1) {
  uint32_t any = 0; /* OR of every lane's TID, for the width assertion */
  for (unsigned l = 0; l < WT_NL; l++) {
    const uint32_t t = in_tid[l];
    any |= t;
    tid0[l] = (grp0 & lane_bit[l]) != 0u ? t : TID_NONE;
    tid1[l] = (grp1 & lane_bit[l]) != 0u ? t : TID_NONE;
  }
  WT_ASSERT_FITS(any, WT_TIDW);
  (void)any;
}

/* Phase 2 when `load` holds (p_split, p_load, g_tid_d): splits the incoming warp and writes every
 * field of `n`. Returns in_taken. `valid` != 0; `tid` and `npc` do not point into `n`. */
static uint32_t split_and_load(dwf_update_regs_state_t *n, uint32_t valid, const uint32_t *tid,
                               const uint32_t *npc) {
  /* PC0 from the lowest valid lane; PC1 from the lowest valid lane left over (SPEC 1.2 [RES]). */
  const uint32_t pc0 = npc[wt_ctz32(valid)];
  const uint32_t grp0 = valid & eq_lanes(npc, pc0);
  const uint32_t rest = valid & ~grp0;
  const uint32_t pc1 = rest != 0u ? npc[wt_ctz32(rest)] : 0u;
  const uint32_t grp1 = rest != 0u ? rest & eq_lanes(npc, pc1) : 0u;
  WT_ASSERT_FITS(pc0, WT_PCW);
  WT_ASSERT_FITS(pc1, WT_PCW);
  load_tids(n->tid[0], n->tid[1], tid, grp0, grp1);
  n->pc[0] = pc0;
  n->pc[1] = pc1;
  n->req[0] = grp0;
  n->req[1] = grp1;
  return grp0 | grp1;
}

uint32_t dwf_update_regs_load(dwf_update_regs_state_t *s, uint32_t valid, const uint32_t *tid,
                              const uint32_t *npc) {
  WT_ASSERT_FITS(valid, WT_NL);
  if (s->req[0] != 0u || s->req[1] != 0u || valid == 0u) {
    return 0;
  }
  return split_and_load(s, valid, tid, npc);
}

uint32_t dwf_update_regs_lane_err(uint32_t valid, const uint32_t *tid) {
  return valid & wrong_home_lanes(tid);
}

void dwf_update_regs_comb(const dwf_update_regs_state_t *s, const dwf_update_regs_in_t *in,
                          dwf_update_regs_out_t *out, dwf_update_regs_state_t *next) {
  const uint32_t in_valid = in->in_valid;
  WT_ASSERT_FITS(in_valid, WT_NL);
  /* g_wur_o: the register contents at the start of the cycle, read before `next` is written
   * (with next == s the phases below write into the same struct). */
  static_assert(sizeof out->wur_tid == sizeof s->tid, "wur_tid is tid in slot order k*NL + l");
  memcpy(out->wur_tid, s->tid, sizeof out->wur_tid);
  for (unsigned k = 0; k < 2u; k++) {
    out->wur_pc[k] = s->pc[k];
    out->wur_req[k] = s->req[k];
  }
  /* p_lane_err. */
  out->lane_err = dwf_update_regs_lane_err(in_valid, in->in_tid);
  /* Phase 1: drain (p_drain). */
  const uint32_t req0_dr = in->drain0 ? 0u : s->req[0];
  const uint32_t req1_dr = in->drain1 ? 0u : s->req[1];
  const bool load = req0_dr == 0u && req1_dr == 0u && in_valid != 0u;
  /* Phase 2: load (p_split, p_load, g_tid_d). */
  if (load) {
    out->in_taken = split_and_load(next, in_valid, in->in_tid, in->in_npc);
  } else {
    if (next != s) {
      *next = *s; /* the hold; in place (next == s, wt_block.h) it is a no-op */
    }
    next->req[0] = req0_dr;
    next->req[1] = req1_dr;
    out->in_taken = 0;
  }
  out->in_accept = (in_valid & ~out->in_taken) == 0u;
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(dwf_update_regs, DWF_UPDATE_REGS)

/* D3 Tab 7.1 "Warp Update Register x2: TID (10-bit) x 32, PC (24-bit), REQ (32-bit), 752": the
 * stated figure belongs to the baseline widths (32 lanes, 10-bit TIDs, 24-bit PCs). */
const wt_block_t dwf_update_regs_block = WT_DESCRIPTOR(
    dwf_update_regs, .paper_ref = "D3 Tab 7.1 Warp Update Register x2: 2 x (TID 10x32 + PC 24 + REQ 32)");
