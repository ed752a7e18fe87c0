/* tb/stim/pe_mode_ctl_scen.c: directed scenarios of pe_mode_ctl (SPEC 3.3, 3.7, 3.9).
 *
 * Each scenario starts from the reset state and is a pure function of the cycle number and the
 * configuration. The block is driven as the pipeline would drive it: an entry is the N check of a
 * trigger instruction that found raw_ll, with the scoreboard's per-source N.pend & N.ll; N-mode
 * writebacks come from the N-mode pipeline, P-mode writebacks carry the episode tag of their
 * instruction, halts and flags come from the P-mode issue classifier (SPEC 3.7). Every scenario
 * queries warp 0 every cycle (q_wid = 0). The expected values are SPEC's and live in
 * tb/unit/test_pe_mode_ctl.c.
 *
 * Registers r0..r7 and warps 0..3 exist in every pe configuration (pe_small: AREGW 4, 4 warps),
 * so every scenario is legal in each; ids >= WARPS appear only in `bad_ids`, and only where the
 * warp-id field can express them (not in pe_small, whose 2-bit ids name 4 warps).
 */
#include <stddef.h>

#include "pe_mode_ctl.h"
#include "wt_stim.h"

#define NONE WT_NAREG

/* Entry of warp `w` with sources {s0, s1, s2} and their N.pend & N.ll bits. */
static void entry(pe_mode_ctl_in_t *in, uint32_t w, uint32_t s0, bool l0, uint32_t s1, bool l1, uint32_t s2,
                  bool l2) {
  in->ent_v = true;
  in->ent_wid = w;
  in->ent_src[0] = s0;
  in->ent_src[1] = s1;
  in->ent_src[2] = s2;
  in->ent_src_ll[0] = l0;
  in->ent_src_ll[1] = l1;
  in->ent_src_ll[2] = l2;
}

/* Writeback on port `k` (0 or 1): warp `w`, register `r`, P-mode `p` with tag `tag`. */
static void wb(pe_mode_ctl_in_t *in, unsigned k, uint32_t w, uint32_t r, bool p, bool tag) {
  if (k == 0u) {
    in->wb0_v = true;
    in->wb0_wid = w;
    in->wb0_reg = r;
    in->wb0_p = p;
    in->wb0_tag = tag;
  } else {
    in->wb1_v = true;
    in->wb1_wid = w;
    in->wb1_reg = r;
    in->wb1_p = p;
    in->wb1_tag = tag;
  }
}

static void halt(pe_mode_ctl_in_t *in, uint32_t w) {
  in->hlt_v = true;
  in->hlt_wid = w;
}

static void flags(pe_mode_ctl_in_t *in, uint32_t w, bool smem_st, bool bar) {
  in->fl_v = true;
  in->fl_wid = w;
  in->fl_smem_st = smem_st;
  in->fl_bar = bar;
}

////////////////////////////////////////////////////////////////////////////////
// pm1: SPEC 3.9 PM-1 (D1 Fig 5) as the mode controller sees it, warp 0
////////////////////////////////////////////////////////////////////////////////

/* c0 event 3: the N check of 0x90 mul r3 <- r0, r2 finds raw_ll: entry with sources (r0 LL,
 *    r2 not LL: the add is short-latency, none); c1 event 4 (P 0x90 mul skipped): no input;
 * c2 event 5: N wb r2 (short); c3 event 7: P wb of the sub (r1) with tag 1; c4 a P wb with the
 *    stale tag 0 on port 1 (an instruction of an earlier episode); c5 event 9: P wb of the set.lt
 *    (r4) on port 1 with tag 1; c6 event 15: N wb r0 (the trigger), exit; c7 idle; c8 a P-mode
 *    instruction still in flight (tag 1) completes after the exit; c9 the N-mode loop's second
 *    ld r0 then mul stalls on it again (event 20's GLD, SPEC 3.9): a second entry, sources
 *    (r0 LL, r2, none), tag back to 0; c10 P wbs with tag 0 (current, port 0) and tag 1 (now
 *    stale, port 1); c11 idle. */
WT_SCEN_INPUT(pe_mode_ctl, pm1_in) {
  switch (cyc) {
    case 0: entry(in, 0u, 0u, true, 2u, false, NONE, false); break;
    case 2: wb(in, 0u, 0u, 2u, false, false); break;
    case 3: wb(in, 0u, 0u, 1u, true, true); break;
    case 4: wb(in, 1u, 0u, 4u, true, false); break;
    case 5: wb(in, 1u, 0u, 4u, true, true); break;
    case 6: wb(in, 0u, 0u, 0u, false, false); break;
    case 8: wb(in, 0u, 0u, 2u, true, true); break;
    case 9: entry(in, 0u, 0u, true, 2u, false, NONE, false); break;
    case 10:
      wb(in, 0u, 0u, 1u, true, false);
      wb(in, 1u, 0u, 4u, true, true);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pm2: SPEC 3.9 PM-2 (scratchpad flags), warp 0
////////////////////////////////////////////////////////////////////////////////

/* c0 entry with (r1 LL, none, none); c1 a skipped st.shared: flags(smem_st); c2 a skipped bar:
 * flags(bar); c3 idle (the classifier now skips ld.shared r7); c4 N wb r1: exit, the flags stay;
 * c5 flags in N-mode: ignored; c6 the next entry (r1 LL) clears both flags, tag 0; c7 idle (a
 * ld.shared r7 now pre-executes, SPEC PM-2); c8 flags(smem_st and bar at once); c9 idle. */
WT_SCEN_INPUT(pe_mode_ctl, pm2_in) {
  switch (cyc) {
    case 0: entry(in, 0u, 1u, true, NONE, false, NONE, false); break;
    case 1: flags(in, 0u, true, false); break;
    case 2: flags(in, 0u, false, true); break;
    case 4: wb(in, 0u, 0u, 1u, false, false); break;
    case 5: flags(in, 0u, true, true); break;
    case 6: entry(in, 0u, 1u, true, NONE, false, NONE, false); break;
    case 8: flags(in, 0u, true, true); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pm3: SPEC 3.9 PM-3 (halt on an LL branch), warp 0
////////////////////////////////////////////////////////////////////////////////

/* c0 entry of mul r3 <- r0, r2 with (r0 LL, r2, none); c1 (mul skipped, r3 LL) no input; c2
 * @r3 br: HALT; c3 idle, halted; c4 a second halt (the classifier keeps saying HALT): no
 * change; c5 N wb r0: exit, halt cleared; c6 a halt in N-mode: ignored; c7 idle. */
WT_SCEN_INPUT(pe_mode_ctl, pm3_in) {
  switch (cyc) {
    case 0: entry(in, 0u, 0u, true, 2u, false, NONE, false); break;
    case 2: halt(in, 0u); break;
    case 4: halt(in, 0u); break;
    case 5: wb(in, 0u, 0u, 0u, false, false); break;
    case 6: halt(in, 0u); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// multi: several trigger sources, warp 0
////////////////////////////////////////////////////////////////////////////////

/* c0 entry with (r1 LL, r2 LL, r3 not LL): trig {r1, r2}; c1 N wb r1: trig {r2}, no exit; c2
 * N wb r3 (not a trigger): no change; c3 N wb r2: exit; c4 entry (r5 LL, r6 LL, none); c5 N wbs
 * r5 (port 0) and r6 (port 1) in one step: exit; c6 entry (r7 LL, r7 LL, r7 LL): three
 * triggers on one register; c7 N wb r7: all three clear, exit; c8 idle. */
WT_SCEN_INPUT(pe_mode_ctl, multi_in) {
  switch (cyc) {
    case 0: entry(in, 0u, 1u, true, 2u, true, 3u, false); break;
    case 1: wb(in, 0u, 0u, 1u, false, false); break;
    case 2: wb(in, 1u, 0u, 3u, false, false); break;
    case 3: wb(in, 1u, 0u, 2u, false, false); break;
    case 4: entry(in, 0u, 5u, true, 6u, true, NONE, false); break;
    case 5:
      wb(in, 0u, 0u, 5u, false, false);
      wb(in, 1u, 0u, 6u, false, false);
      break;
    case 6: entry(in, 0u, 7u, true, 7u, true, 7u, true); break;
    case 7: wb(in, 0u, 0u, 7u, false, false); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// same_step: phases on one warp in one step, and ignored operations (warps 0..2)
////////////////////////////////////////////////////////////////////////////////

/* c0 entry w0 (r1 LL); c1 entry w1 (r2 LL), halt w0, flags(smem_st) w0; c2 N wb w0 r1 (exit)
 * with halt w0 and flags(bar) w0 in the same step (exit wins: halt 0, bar stays 0, smem_st
 * stays 1), and entry w2 (r3 LL); c3 entry w1, in P-mode: ignored; c4 entry w0 with no LL
 * source: ignored; c5 entry w0 whose only LL bits are on none sources: ignored; c6 a P-mode wb
 * of w1's trigger register r2 (port 0) does not clear it, and an N-mode wb of w2 to none (port 1)
 * clears nothing; c7 N wb w1 r2 (port 0) and N wb w2 r3 (port 1): both exit in one step
 * (exit_mask = {1, 2}); c8 idle. */
WT_SCEN_INPUT(pe_mode_ctl, same_step_in) {
  switch (cyc) {
    case 0: entry(in, 0u, 1u, true, NONE, false, NONE, false); break;
    case 1:
      entry(in, 1u, 2u, true, NONE, false, NONE, false);
      halt(in, 0u);
      flags(in, 0u, true, false);
      break;
    case 2:
      wb(in, 0u, 0u, 1u, false, false);
      halt(in, 0u);
      flags(in, 0u, false, true);
      entry(in, 2u, 3u, true, NONE, false, NONE, false);
      break;
    case 3: entry(in, 1u, 4u, true, NONE, false, NONE, false); break;
    case 4: entry(in, 0u, 1u, false, 2u, false, 3u, false); break;
    case 5: entry(in, 0u, NONE, true, 2u, false, NONE, true); break;
    case 6:
      wb(in, 0u, 1u, 2u, true, true);
      wb(in, 1u, 2u, NONE, false, false);
      break;
    case 7:
      wb(in, 0u, 1u, 2u, false, false);
      wb(in, 1u, 2u, 3u, false, false);
      break;
    default: break;
  }
  return false;
}

/* c0 entry w2 (r3 LL) with halt w2 and flags(bar) w2 in the same step: they apply to the new
 * episode (halt 1, bar 1: a trigger that is a branch on its LL source halts at once, SPEC 3.7
 * rule 1); c1 N wb w2 r3: exit, halt cleared, bar stays; c2 idle. */
WT_SCEN_INPUT(pe_mode_ctl, same_step2_in) {
  if (cyc == 0u) {
    entry(in, 2u, 3u, true, NONE, false, NONE, false);
    halt(in, 2u);
    flags(in, 2u, false, true);
  } else if (cyc == 1u) {
    wb(in, 0u, 2u, 3u, false, false);
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// bad_ids: warp ids >= WARPS name no warp (pe_mode_ctl.h), where they can be expressed
////////////////////////////////////////////////////////////////////////////////

/* Only if WARPS < 2^WIDW (the baseline: ids 48..63); otherwise the scenario is idle. With X =
 * WARPS and Y = 2^WIDW - 1: c0 entry X (r1 LL): ignored; c1 entry w0 (r1 LL), q_wid X reads 0;
 * c2 halt X, flags X, N wb X r1, P wb Y with tag 0: nothing changes, wb_pm 0; c3 q_wid Y; c4 N wb
 * w0 r1: exit; c5 idle. */
#define BAD_OK (WT_WARPS < (1u << WT_PE_WIDW))
WT_SCEN_INPUT(pe_mode_ctl, bad_ids_in) {
  if (!BAD_OK) {
    return false;
  }
  const uint32_t x = WT_WARPS & WT_MASK32(WT_PE_WIDW), y = WT_MASK32(WT_PE_WIDW);
  switch (cyc) {
    case 0: entry(in, x, 1u, true, NONE, false, NONE, false); break;
    case 1:
      entry(in, 0u, 1u, true, NONE, false, NONE, false);
      in->q_wid = x;
      break;
    case 2:
      halt(in, x);
      flags(in, x, true, true);
      wb(in, 0u, x, 1u, false, false);
      wb(in, 1u, y, 1u, true, false);
      break;
    case 3: in->q_wid = y; break;
    case 4: wb(in, 0u, 0u, 1u, false, false); break;
    default: break;
  }
  return false;
}

static const wt_scenario_t scen[] = {
    {"pm1",
     "SPEC 3.9 PM-1 (D1 Fig 5), warp 0: entry at event 3 (r0 LL, r2, none: tag 1, trig {r0}), "
     "N wb r2 (no exit), P wbs with tag 1 (current) and 0 (stale), N wb r0 (event 15: exit, "
     "exit_mask bit 0), a late P wb, a second entry (tag 0)",
     12u, pm1_in},
    {"pm2",
     "SPEC 3.9 PM-2 / 3.7 rule 0: smem_st_skipped and past_barrier set in P-mode, kept at the "
     "exit, ignored in N-mode, cleared at the next entry",
     10u, pm2_in},
    {"pm3",
     "SPEC 3.9 PM-3 / 3.7: halt on an LL-dependent branch, held until the exit clears it; a halt "
     "in N-mode is ignored",
     8u, pm3_in},
    {"multi",
     "SPEC 3.3 exit [RES]: two LL sources exit only after both writebacks; two in one step; three "
     "triggers on one register",
     9u, multi_in},
    {"same_step",
     "pe_mode_ctl.h phases on one warp: exit wins over a halt and flags; entries of P-mode warps, "
     "with no LL source, or LL only on none are ignored; P wbs and none never clear triggers",
     9u, same_step_in},
    {"same_step2",
     "pe_mode_ctl.h phase 5 after phase 4: a halt and flags in the entry step apply to the new "
     "episode",
     3u, same_step2_in},
    {"bad_ids",
     "pe_mode_ctl.h: warp ids >= WARPS (48..63 at the baseline) read 0 and are ignored by every "
     "port",
     6u, bad_ids_in},
};

const wt_scenarios_t pe_mode_ctl_scenarios = {scen, sizeof scen / sizeof scen[0]};
