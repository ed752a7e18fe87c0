/* tb/stim/pdom_stack_scen.c: directed scenarios of pdom_stack (SPEC 1.10).
 *
 * Each scenario starts from the reset state (the runner resets before cycle 0). The inputs are a
 * function of the cycle number and the configuration, except the "reconverge" steps of
 * `overflow`, which send every lane to the current TOS.RPC (read from the state the runner
 * passes). The expected values live in tb/unit/test_pdom_stack.c. Masks and PCs are truncated
 * to their widths, so every scenario is legal in any configuration; `pdom1` is SPEC's 4-lane
 * example and uses lanes 0..3 (NL >= 4).
 */
#include <stddef.h>

#include "pdom_stack.h"
#include "wt_stim.h"

#define NL WT_NL
#define ALL WT_MASK32(WT_NL)

/* Every lane goes to `pc`. */
static void upd_all(pdom_stack_in_t *in, uint32_t pc) {
  in->upd = true;
  for (unsigned l = 0; l < NL; l++) {
    in->npc[l] = wt_trunc32(pc, WT_PCW);
  }
}

/* Lanes in `m` go to `a`, the others to `b`; reconvergence `rpc`, fall-through `fpc`. */
static void upd_split(pdom_stack_in_t *in, uint32_t m, uint32_t a, uint32_t b, uint32_t rpc, uint32_t fpc) {
  in->upd = true;
  for (unsigned l = 0; l < NL; l++) {
    in->npc[l] = wt_trunc32(((m >> l) & 1u) ? a : b, WT_PCW);
  }
  in->rpc = wt_trunc32(rpc, WT_PCW);
  in->fpc = wt_trunc32(fpc, WT_PCW);
}

static void init(pdom_stack_in_t *in, uint32_t pc, uint32_t mask) {
  in->init = true;
  in->init_pc = wt_trunc32(pc, WT_PCW);
  in->init_mask = mask & ALL;
}

////////////////////////////////////////////////////////////////////////////////
// pdom1: SPEC 1.10 directed test PDOM-1 (D3 Fig 3.1)
////////////////////////////////////////////////////////////////////////////////

/* A..G are distinct PCs. They are deliberately not in address order along the paths: the taken
 * targets B and C lie above their fall-through targets F and D, so the SPEC order (fall-through
 * pushed first, taken on top) differs from descending-PC order and the test tells them apart.
 *   c0  init at A, mask 0xF                                  (SPEC step 0)
 *   c1  branch at the end of A: lanes 0,1,2 -> B (taken), lane 3 -> F (fall-through), rpc G
 *   c2  branch at the end of B: lane 0 -> C (taken), lanes 1,2 -> D (fall-through), rpc E
 *   c3  C done: next E        c4  D done: next E        c5  E done: next G
 *   c6  F done: next G        c7  idle (fetch G, 0xF)
 * Lanes outside TOS.MASK are given a junk PC (0x7FF) in c2..c6: it must not count. */
#define PC_A 0x010u
#define PC_B 0x050u
#define PC_C 0x060u
#define PC_D 0x030u
#define PC_E 0x040u
#define PC_F 0x020u
#define PC_G 0x070u
#define PDOM1_CYCLES 8u

WT_SCEN_INPUT(pdom_stack, pdom1_in) {
  switch (cyc) {
    case 0: init(in, PC_A, 0xFu); break;
    case 1: upd_split(in, 0x7u, PC_B, PC_F, PC_G, PC_F); break;
    case 2:
      upd_split(in, 0x1u, PC_C, PC_D, PC_E, PC_D);
      in->npc[3] = 0x7FFu; /* lane 3 is not in TOS.MASK (0x7) */
      break;
    case 3:
    case 4: upd_all(in, PC_E); break;
    case 5:
    case 6: upd_all(in, PC_G); break;
    default: break;
  }
  if (cyc >= 3u && cyc <= 5u) {
    in->npc[3] = 0x7FFu; /* not in TOS.MASK */
  }
  if (cyc == 6u) {
    for (unsigned l = 0; l < 3u && l < NL; l++) {
      in->npc[l] = 0x7FFu; /* only lane 3 (F's mask 0x8) counts */
    }
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// overflow: nesting to the depth bound, an NL-way indirect branch, unwinding
////////////////////////////////////////////////////////////////////////////////

/* Level i (0 <= i < NL-1) of the nesting runs on TOS.MASK = lanes i..NL-1: lane i falls through
 * to F_i, the other lanes take T_i, reconvergence R_i, fpc F_i. Each level pushes {F_i} then
 * {T_i} (on top) and the TOS mask loses one lane, so after NL-1 levels the depth is 2*NL-1 (the
 * SPEC 1.10 bound) unless D is smaller: then the push at depth D sets ovf and is dropped.
 * Cycle plan (N = NL):
 *   0                 init at P0 with every lane
 *   1 .. N-1          level i = cycle - 1
 *   N .. 3N-3         reconverge: every lane goes to TOS.RPC (one pop each, 2N-2 in all)
 *   3N-2              init at P0 (ovf cleared)
 *   3N-1              indirect branch: lane l -> Q(l) = 0x500 + ((N-1)*l mod N) (lane 0 lowest,
 *                     then lanes N-1 .. 1 descending: N distinct PCs out of lane order), rpc R_N,
 *                     fpc not a target: N pushes in descending PC order, lane 0's on top (depth
 *                     1+N, or D with ovf and the later pushes dropped)
 *   3N .. 4N-1        reconverge: every lane to TOS.RPC (pops back to depth 1)
 *   4N                init at P0 (ovf cleared again) */
#define OV_PC_P0 0x001u
#define OV_F(i) (0x100u + (i))
#define OV_T(i) (0x200u + (i))
#define OV_R(i) (0x300u + (i))
#define OV_Q(l) (0x500u + (((NL - 1u) * (l)) % NL))
#define OV_CYCLES (4u * NL + 1u)

WT_SCEN_INPUT(pdom_stack, overflow_in) {
  const unsigned n = NL;
  const uint32_t tos_rpc = s->rpc[s->depth - 1u];
  if (cyc == 0u || cyc == 3u * n - 2u || cyc == 4u * n) {
    init(in, OV_PC_P0, ALL);
  } else if (cyc < n) {
    unsigned i = cyc - 1u;
    uint32_t taken = ALL & ~WT_MASK32(i + 1u); /* lanes i+1 .. N-1 */
    upd_split(in, taken, OV_T(i), OV_F(i), OV_R(i), OV_F(i));
  } else if (cyc == 3u * n - 1u) {
    in->upd = true;
    for (unsigned l = 0; l < n; l++) {
      in->npc[l] = wt_trunc32(OV_Q(l), WT_PCW);
    }
    in->rpc = wt_trunc32(OV_R(n), WT_PCW);
    in->fpc = wt_trunc32(OV_F(n), WT_PCW);
  } else {
    upd_all(in, tos_rpc);
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// copy: the copy port (cp, rs, both, with init and update in the same cycle)
////////////////////////////////////////////////////////////////////////////////

/* Uses lanes 0..1 for the branches (NL >= 2 always) and every lane for the rest.
 *   c0  init at 0x10 with every lane
 *   c1  branch: lane 0 -> 0x30 (taken), the rest -> 0x20 (fall-through), rpc 0x40 (depth 3)
 *   c2  cp: shadow <- the depth-3 stack
 *   c3  update: TOS (lane 0) goes to 0x31
 *   c4  update: TOS (lane 0) reconverges at 0x40: pop (depth 2, TOS 0x20)
 *   c5  rs: main <- shadow (depth 3, TOS {0x30, 0x40, lane 0} again)
 *   c6  init at 0x80 with lanes 0x1, and cp in the same cycle: the shadow gets the new stack
 *   c7  update: lane 0 -> 0x81, and rs in the same cycle: the update is lost (restore last)
 *   c8  cp and rs together with an update to 0x82: main = shadow = the updated stack
 *   c9  init at 0x90, every lane (main only)
 *   c10 rs: back to the stack of c8 (TOS 0x82, lanes 0x1)
 *   c11 reset (shadow back to its reset value)
 *   c12 rs: main <- the reset shadow (= reset state) */
#define CP_CYCLES 13u

WT_SCEN_INPUT(pdom_stack, copy_in) {
  switch (cyc) {
    case 0: init(in, 0x10u, ALL); break;
    case 1: upd_split(in, 0x1u, 0x30u, 0x20u, 0x40u, 0x20u); break;
    case 2: in->cp = true; break;
    case 3: upd_all(in, 0x31u); break;
    case 4: upd_all(in, 0x40u); break;
    case 5: in->rs = true; break;
    case 6:
      init(in, 0x80u, 0x1u);
      in->cp = true;
      break;
    case 7:
      upd_all(in, 0x81u);
      in->rs = true;
      break;
    case 8:
      upd_all(in, 0x82u);
      in->cp = true;
      in->rs = true;
      break;
    case 9: init(in, 0x90u, ALL); break;
    case 10: in->rs = true; break;
    case 11: return true;
    default: in->rs = true; break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// cascade: nested branches with one reconvergence PC, if-without-else, order rules, no lanes
////////////////////////////////////////////////////////////////////////////////

/* R = 0x90 is the common reconvergence PC. Lanes 0..3 are used (NL >= 4); with more lanes the
 * other lanes follow lane 3.
 *   c0  init at 0x10, every lane
 *   c1  outer branch: lanes 0,1 -> T 0x20 (taken), lanes 2.. -> F 0x30 (fall-through), rpc R
 *       -> [{R,NONE,all},{F,R,~0x3},{T,R,0x3}]
 *   c2  inner branch at T: lane 0 -> 0x21 (taken), lane 1 -> 0x22 (fall-through), rpc R again
 *       -> [.., {F,R,~0x3}, {R,R,0x3}, {0x22,R,0x2}, {0x21,R,0x1}]
 *   c3  lane 0 reaches R: pop -> TOS {0x22, R, 0x2}
 *   c4  lane 1 reaches R: pop, then the cascade pops {R,R,0x3} too -> TOS {F, R, ~0x3}
 *   c5  F reaches R: pop -> TOS {R, NONE, all} (depth 1)
 *   c6  if without else: lanes 0,1 -> 0xA0 (taken), lanes 2.. -> 0xB0 = rpc = fpc: pushes
 *       {0xB0,0xB0,~0x3} then {0xA0,0xB0,0x3}; TOS 0xA0 (depth 3)
 *   c7  0xA0 done -> 0xB0: pop, cascade pops {0xB0,0xB0}: depth 1, TOS {0xB0, NONE, all}
 *   c8  taken target = rpc: lanes 0,1 -> 0xC0 = rpc, lanes 2.. -> 0xD0 = fpc: pushes {0xD0}
 *       then {0xC0, 0xC0} on top, which pops at once: depth 2, TOS {0xD0, 0xC0, ~0x3}
 *   c9  two targets, neither the fall-through (fpc 0xEE): lane 2 -> 0xE1, lanes 3.. -> 0xE2,
 *       rpc 0xC0: descending order, {0xE2,0xC0,~0x7} pushed first, {0xE1,0xC0,0x4} on top
 *       (depth 4); TOS.NPC <- 0xC0 makes entry 1 {0xC0, 0xC0, ~0x3}, not popped (not TOS)
 *   c10 init with no lanes at 0xF0
 *   c11 update with diverging PCs on an empty TOS.MASK: nothing happens
 *   c12 idle */
#define CA_R 0x90u
#define CA_CYCLES 13u

WT_SCEN_INPUT(pdom_stack, cascade_in) {
  switch (cyc) {
    case 0: init(in, 0x10u, ALL); break;
    case 1: upd_split(in, 0x3u, 0x20u, 0x30u, CA_R, 0x30u); break;
    case 2:
      upd_split(in, 0x1u, 0x21u, 0x22u, CA_R, 0x22u);
      in->npc[2] = 0x7FFu; /* not in TOS.MASK */
      break;
    case 3:
    case 4:
    case 5: upd_all(in, CA_R); break;
    case 6: upd_split(in, 0x3u, 0xA0u, 0xB0u, 0xB0u, 0xB0u); break;
    case 7: upd_all(in, 0xB0u); break;
    case 8: upd_split(in, 0x3u, 0xC0u, 0xD0u, 0xC0u, 0xD0u); break;
    case 9: upd_split(in, 0x4u, 0xE1u, 0xE2u, 0xC0u, 0xEEu); break;
    case 10: init(in, 0xF0u, 0x0u); break;
    case 11: upd_split(in, 0x5u, 0x1u, 0x2u, 0x3u, 0x1u); break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"pdom1",
     "SPEC 1.10 PDOM-1 (D3 Fig 3.1): init at A, branch A -> B/F (rpc G), branch B -> C/D "
     "(rpc E), then C, D, E, F reconverge; fetch A B C D E F G, utilisation 18/28",
     PDOM1_CYCLES, pdom1_in},
    {"overflow",
     "SPEC 1.10 depth bound and overflow: NL-1 nested two-way branches (depth 2*NL-1, or a push "
     "at depth D sets ovf and is dropped), unwinding, an NL-way indirect branch, init clears ovf",
     OV_CYCLES, overflow_in},
    {"copy",
     "SPEC 1.10 copy port: cp, modify, rs restores; init+cp, upd+rs (restore last), cp+rs "
     "(main unchanged), rs after reset",
     CP_CYCLES, copy_in},
    {"cascade",
     "SPEC 1.10 step 4 cascaded pops (nested branches with one reconvergence PC, if without "
     "else), fall-through vs descending push order, update of an empty TOS.MASK",
     CA_CYCLES, cascade_in},
};

const wt_scenarios_t pdom_stack_scenarios = {scen, sizeof scen / sizeof scen[0]};
