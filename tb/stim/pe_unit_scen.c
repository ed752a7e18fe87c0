/* tb/stim/pe_unit_scen.c: directed scenarios of pe_unit (SPEC 3.9 PM-1, PM-2, PM-3, PM-7; SPEC
 * 3.10: a warp's exit and restart, the stack overflow).
 *
 * Each scenario starts from the reset state and is a pure function of the cycle number. The
 * expected values are SPEC's and live in tb/unit/test_pe_unit.c. The registers (r0..r7), PCs and
 * offsets fit every pe configuration (pe_small: 4 warps, r15 = none, 6-bit offsets, 16 rename
 * registers); the bank of a destination is dst mod 4 (SPEC 3.9: warp_reg_base = 0 mod 4).
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include "pe_unit.h"
#include "wt_stim.h"

#define NONE WT_NAREG
#define WID(w) ((uint32_t)(w) % WT_WARPS)

static void base(pe_unit_in_t *in) { in->pm_en = true; }

/* The N slot: a normal instruction (srcs, dst, global load or not). */
static void nslot(pe_unit_in_t *in, uint32_t w, uint32_t pc, uint32_t s0, uint32_t s1, uint32_t dst,
                  bool gld) {
  in->n_v = true;
  in->n_wid = WID(w);
  in->n_pc = pc;
  in->n_src[0] = s0;
  in->n_src[1] = s1;
  in->n_src[2] = NONE;
  in->n_dst = dst;
  in->n_gld = gld;
}

/* The N slot: a reuse instruction (dst, PHY from the P-queue). */
static void nreuse(pe_unit_in_t *in, uint32_t w, uint32_t pc, uint32_t dst, uint32_t phy) {
  nslot(in, w, pc, NONE, NONE, dst, false);
  in->n_reuse = true;
  in->n_rphy = phy;
}

/* The P slot (class, srcs, dst; bank = dst mod 4). */
static void pslot(pe_unit_in_t *in, uint32_t w, uint32_t pc, uint32_t cls, uint32_t s0, uint32_t s1,
                  uint32_t dst) {
  in->p_v = true;
  in->p_wid = WID(w);
  in->p_pc = pc;
  in->p_cls = cls;
  in->p_src[0] = s0;
  in->p_src[1] = s1;
  in->p_src[2] = NONE;
  in->p_dst = dst;
  in->p_bank = (dst & 3u) % WT_RBANKS;
}

/* The N-mode fetch of warp w at pc. */
static void fetch(pe_unit_in_t *in, uint32_t w, uint32_t pc) {
  in->f_v = true;
  in->f_wid = WID(w);
  in->f_pc = pc;
}

/* Writeback port 0: N-mode (ll) or P-mode (tag, qidx, phy). */
static void nwb(pe_unit_in_t *in, uint32_t w, uint32_t reg, bool ll) {
  in->wb0_v = true;
  in->wb0_wid = WID(w);
  in->wb0_reg = reg;
  in->wb0_ll = ll;
}
static void pwb(pe_unit_in_t *in, uint32_t w, uint32_t reg, bool tag, uint32_t qidx, uint32_t phy) {
  in->wb0_v = true;
  in->wb0_wid = WID(w);
  in->wb0_reg = reg;
  in->wb0_p = true;
  in->wb0_tag = tag;
  in->wb0_qidx = qidx;
  in->wb0_phy = phy;
}

/* The SIMT stack port of warp w: started at pc (all lanes), or an instruction whose lanes all go
 * to npc (the loop has no divergence; rpc = fpc = the loop exit 0xB0 for its branch). */
static void st_init(pe_unit_in_t *in, uint32_t w, uint32_t pc) {
  in->st_wid = WID(w);
  in->st_init = true;
  in->st_init_pc = pc;
  in->st_init_mask = WT_MASK32(WT_NL);
}
static void st_next(pe_unit_in_t *in, uint32_t w, uint32_t npc) {
  in->st_wid = WID(w);
  in->st_upd = true;
  for (unsigned l = 0; l < WT_NL; l++) {
    in->st_npc[l] = npc;
  }
  in->st_rpc = 0xB0;
  in->st_fpc = 0xB0;
}

////////////////////////////////////////////////////////////////////////////////
// pm1: SPEC 3.9 PM-1, D1 Figure 5, warp 0
////////////////////////////////////////////////////////////////////////////////

/* Program: 0x80 ld.global r0,[r1] · 0x88 add r2,r2,#1 · 0x90 mul r3,r0,r2 · 0x98 sub r1,r2,r5 ·
 * 0xA0 set.lt r4,r1,r2 · 0xA8 @r4 br 0x80. Events 1-15 one per cycle (c0-c14); events 16-21 are
 * the N-mode fetches, each reuse issuing in the cycle after its fetch, with the next fetch:
 * c15 fetch 0x90 (no match) and issue of the mul; c16 fetch 0x98 (reuse E0, pop); c17 issue of
 * that reuse (N-RT[r1] = 1) and fetch 0xA0 (reuse E1); c18 its issue (N-RT[r4] = 0) and fetch 0xA8
 * (no match); c19 issue of the branch (reads r4 from phys 896) and fetch 0x80; c20 issue of the
 * load (r1 from phys 897) and fetch 0x88 (reuse E2: HEAD = TAIL = 3); c21 its issue (N-RT[r2] = 2).
 * c22 idle. The SIMT stack of warp 0 is started at 0x80 and advanced by every issued, skipped,
 * pre-executed or pre-loaded instruction (N-SIMT, then the P-SIMT from the copy at entry; the
 * taken branch at event 10 sends it to 0x80); the exit restores the N-SIMT at the trigger, 0x90. */
WT_SCEN_INPUT(pe_unit, pm1_in) {
  base(in);
  switch (cyc) {
    case 0: /* 1: ld.global r0 */
      nslot(in, 0, 0x80, 1, NONE, 0, true);
      st_init(in, 0, 0x80);
      st_next(in, 0, 0x88);
      break;
    case 1:
      nslot(in, 0, 0x88, 2, NONE, 2, false);
      st_next(in, 0, 0x90);
      break;                                           /* 2: add r2 */
    case 2: nslot(in, 0, 0x90, 0, 2, 3, false); break; /* 3: mul: raw_ll -> P */
    case 3:
      pslot(in, 0, 0x90, PE_CLS_ALU, 0, 2, 3);
      st_next(in, 0, 0x98);
      break;                             /* 4: SKIP */
    case 4: nwb(in, 0, 2, false); break; /* 5: N wb r2 */
    case 5:
      pslot(in, 0, 0x98, PE_CLS_ALU, 2, 5, 1);
      st_next(in, 0, 0xA0);
      break;                                  /* 6 */
    case 6: pwb(in, 0, 1, true, 0, 1); break; /* 7: P wb (0, 1) */
    case 7:
      pslot(in, 0, 0xA0, PE_CLS_ALU, 1, 2, 4);
      st_next(in, 0, 0xA8);
      break;                                  /* 8 */
    case 8: pwb(in, 0, 4, true, 1, 0); break; /* 9: P wb (1, 0) */
    case 9:                                   /* 10: br taken */
      pslot(in, 0, 0xA8, PE_CLS_BRANCH, 4, NONE, NONE);
      st_next(in, 0, 0x80);
      break;
    case 10:
      pslot(in, 0, 0x80, PE_CLS_GLD, 1, NONE, 0);
      st_next(in, 0, 0x88);
      break; /* 11 */
    case 11:
      pslot(in, 0, 0x88, PE_CLS_ALU, 2, NONE, 2);
      st_next(in, 0, 0x90);
      break;                                   /* 12 */
    case 12: pwb(in, 0, 2, true, 2, 2); break; /* 13: P wb (2, 2) */
    case 13:
      pslot(in, 0, 0x90, PE_CLS_ALU, 0, 2, 3);
      st_next(in, 0, 0x98);
      break;                             /* 14 */
    case 14: nwb(in, 0, 0, true); break; /* 15: N wb r0: exit */
    case 15:                             /* 16 */
      fetch(in, 0, 0x90);
      nslot(in, 0, 0x90, 0, 2, 3, false);
      st_next(in, 0, 0x98);
      break;
    case 16: fetch(in, 0, 0x98); break; /* 17: reuse E0 */
    case 17:
      nreuse(in, 0, 0x98, 1, 1);
      st_next(in, 0, 0xA0);
      fetch(in, 0, 0xA0); /* 18: reuse E1 */
      break;
    case 18:
      nreuse(in, 0, 0xA0, 4, 0);
      st_next(in, 0, 0xA8);
      fetch(in, 0, 0xA8); /* 19: no match */
      break;
    case 19:
      nslot(in, 0, 0xA8, 4, NONE, NONE, false);
      st_next(in, 0, 0x80);
      fetch(in, 0, 0x80); /* 20: no match */
      break;
    case 20:
      nslot(in, 0, 0x80, 1, NONE, 0, true);
      st_next(in, 0, 0x88);
      fetch(in, 0, 0x88); /* 21: reuse E2 */
      break;
    case 21:
      nreuse(in, 0, 0x88, 2, 2);
      st_next(in, 0, 0x90);
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pm2: SPEC 3.9 PM-2, scratchpad after a skipped store or barrier
////////////////////////////////////////////////////////////////////////////////

/* Warps 1, 2, 3 (mod WARPS) each enter P-mode on `ld.global r0` + a consumer of r0 (c0-c5: load,
 * consumer, for each warp in turn). Then warp 1: st.shared (c6) and ld.shared r7 (c7): SKIP and
 * r7 LL; warp 2: bar (c8) and ld.shared r7 (c9): SKIP; warp 3: ld.shared r7 (c10): PREEXEC. */
WT_SCEN_INPUT(pe_unit, pm2_in) {
  base(in);
  if (cyc < 6u) {
    const uint32_t w = 1u + cyc / 2u;
    if (cyc % 2u == 0u) {
      nslot(in, w, 0x100, 1, NONE, 0, true);
    } else {
      nslot(in, w, 0x108, 0, NONE, 1, false);
    }
    return false;
  }
  switch (cyc) {
    case 6: pslot(in, 1, 0x110, PE_CLS_SMEM_ST, 2, 3, NONE); break;
    case 7: pslot(in, 1, 0x118, PE_CLS_SMEM_LD, 2, NONE, 7); break;
    case 8: pslot(in, 2, 0x110, PE_CLS_BAR, NONE, NONE, NONE); break;
    case 9: pslot(in, 2, 0x118, PE_CLS_SMEM_LD, 2, NONE, 7); break;
    case 10: pslot(in, 3, 0x118, PE_CLS_SMEM_LD, 2, NONE, 7); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pm3: SPEC 3.9 PM-3, a branch on an LL value halts P-mode
////////////////////////////////////////////////////////////////////////////////

/* Warp 1: c0 ld.global r0; c1 mul r3 <- r0 (entry); c2 P mul r3 <- r0: SKIP, r3 LL; c3 P @r3 br:
 * HALT; c4 P add r5 <- r6 (an independent ALU instruction): not taken (p_ok = 0, halted); c5 the
 * load returns: exit (halt cleared); c6 P slot of the warp: not taken (N-mode). */
WT_SCEN_INPUT(pe_unit, pm3_in) {
  base(in);
  switch (cyc) {
    case 0: nslot(in, 1, 0x200, 1, NONE, 0, true); break;
    case 1: nslot(in, 1, 0x208, 0, NONE, 3, false); break;
    case 2: pslot(in, 1, 0x208, PE_CLS_ALU, 0, NONE, 3); break;
    case 3: pslot(in, 1, 0x210, PE_CLS_BRANCH, 3, NONE, NONE); break;
    case 4: pslot(in, 1, 0x218, PE_CLS_ALU, 6, NONE, 5); break;
    case 5: nwb(in, 1, 0, true); break;
    case 6: pslot(in, 1, 0x218, PE_CLS_ALU, 6, NONE, 5); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// pm7: SPEC 3.9 PM-7, discard at a new entry: a zombie and its late writeback
////////////////////////////////////////////////////////////////////////////////

/* Warp 0. c0 ld.global r0 (0x100); c1 add r1 <- r0 (0x108): entry, BASE 0x108, tag 1; c2 P 0x108
 * SKIP; c3 P 0x110 add r2 <- r3: PREEXEC, bank 2 -> index 2, E0 {PHY 2, RDY 0}; c4 the load
 * returns: exit; c5 ld.global r0 again; c6 add r1 <- r0: entry 2 (tag 0): E0 discarded with
 * RDY 0 -> index 2 becomes a zombie; c7 P 0x108 SKIP; c8 P 0x110 add r2 <- r3: PREEXEC, bank 2:
 * index 2 is in use -> 6, E0 {PHY 6}; c9 the late writeback of episode 1 (tag 1, qidx 0, PHY 2):
 * index 2 freed, E0.RDY stays 0 (PHY 6 != 2), P.pend[r2] stays 1 (tag); c10 the writeback of
 * episode 2 (tag 0, qidx 0, PHY 6): E0.RDY = 1, P.pend[r2] = 0. */
WT_SCEN_INPUT(pe_unit, pm7_in) {
  base(in);
  switch (cyc) {
    case 0: nslot(in, 0, 0x100, 1, NONE, 0, true); break;
    case 1: nslot(in, 0, 0x108, 0, NONE, 1, false); break;
    case 2: pslot(in, 0, 0x108, PE_CLS_ALU, 0, NONE, 1); break;
    case 3: pslot(in, 0, 0x110, PE_CLS_ALU, 3, NONE, 2); break;
    case 4: nwb(in, 0, 0, true); break;
    case 5: nslot(in, 0, 0x100, 1, NONE, 0, true); break;
    case 6: nslot(in, 0, 0x108, 0, NONE, 1, false); break;
    case 7: pslot(in, 0, 0x108, PE_CLS_ALU, 0, NONE, 1); break;
    case 8: pslot(in, 0, 0x110, PE_CLS_ALU, 3, NONE, 2); break;
    case 9: pwb(in, 0, 2, true, 0, 2); break;
    case 10: pwb(in, 0, 2, false, 0, 6); break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// exit_restart: SPEC 3.10 [RES], a warp's exit releases its N-RT mappings
////////////////////////////////////////////////////////////////////////////////

/* Warp 0 runs the same episode twice, exiting in between, as a warp slot that the next CTA reuses.
 * Episode (offset b = 0, then 12): b+0 ld.global r0 (0x100); b+1 add r1 <- r0 (0x108): P-mode
 * entry, BASE 0x108; b+2 P 0x108 SKIP; b+3 P 0x110 add r2 <- r3: PREEXEC, bank 2 -> index 2, E0;
 * b+4 P 0x118 add r3 <- r4: PREEXEC, bank 3 -> index 3, E1; b+5, b+6 their writebacks (the
 * episode's tag, read from the state: 1, then 0); b+7 the load returns: back to N-mode; b+8 add r1
 * issues, fetch 0x110 reuses E0; b+9 the reuse issues (N-RT r2 -> 2), fetch 0x118 reuses E1; b+10
 * that reuse issues (N-RT r3 -> 3) and r1 is written back; b+11 the warp exits: indices 2 and 3
 * are released and the N-RT cleared. The second episode allocates 2 and 3 again (without the
 * exit's release they would still be owned and it would take 6 and 7). */
WT_SCEN_INPUT(pe_unit, exit_restart_in) {
  base(in);
  if (cyc >= 24u) {
    return false;
  }
  const bool tag = s->mc.tag[0];
  switch (cyc % 12u) {
    case 0: nslot(in, 0, 0x100, 1, NONE, 0, true); break;
    case 1: nslot(in, 0, 0x108, 0, NONE, 1, false); break;
    case 2: pslot(in, 0, 0x108, PE_CLS_ALU, 0, NONE, 1); break;
    case 3: pslot(in, 0, 0x110, PE_CLS_ALU, 3, NONE, 2); break;
    case 4: pslot(in, 0, 0x118, PE_CLS_ALU, 4, NONE, 3); break;
    case 5: pwb(in, 0, 2, tag, 0, 2); break;
    case 6: pwb(in, 0, 3, tag, 1, 3); break;
    case 7: nwb(in, 0, 0, true); break;
    case 8:
      nslot(in, 0, 0x108, 0, NONE, 1, false);
      fetch(in, 0, 0x110);
      break;
    case 9:
      nreuse(in, 0, 0x110, 2, 2);
      fetch(in, 0, 0x118);
      break;
    case 10:
      nreuse(in, 0, 0x118, 3, 3);
      nwb(in, 0, 1, false);
      break;
    case 11:
      in->dis_v = true;
      in->dis_wid = 0;
      break;
    default: break;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// ovf: SPEC 3.10, the SIMT stack overflow reaches an output
////////////////////////////////////////////////////////////////////////////////

/* Warp 1 (mod WARPS): c0 its stack starts at 0x100 (all lanes); c1..c4 four nested divergent
 * if/else branches, each inner one in the path that runs first (the taken, else, path): level k
 * (1..4) splits the TOS lanes [0, NL >> (k-1)) into taken [0, NL >> k) and fall-through
 * [NL >> k, NL >> (k-1)), branch at PC 0x100 * k, taken to 0x100 * (k+1), reconvergence 0x900 -
 * 0x80 * k. Under the compact rules each level leaves its reconvergence entry and pushes two paths:
 * depth 3, 5, 7, then 9 at D1's geometry (32 lanes, D = 8): the taken push of level 4 is dropped
 * and st_ovf[1] rises (pe_small, 4 lanes and D = 4: at level 2, depth 5). c5, c6: the stack port
 * reads the warp (st_ovf stays set). */
WT_SCEN_INPUT(pe_unit, ovf_in) {
  base(in);
  in->st_wid = WID(1);
  if (cyc == 0u) {
    st_init(in, 1, 0x100);
  } else if (cyc <= 4u) {
    const unsigned k = cyc;
    const uint32_t pc = 0x100u * k;
    in->st_upd = true;
    for (unsigned l = 0; l < WT_NL; l++) {
      in->st_npc[l] = l < ((unsigned)WT_NL >> k) ? pc + 0x100u : pc + 8u;
    }
    in->st_rpc = 0x900u - 0x80u * k;
    in->st_fpc = pc + 8u;
  }
  return false;
}

#if WT_WARPS <= 8 && WT_NL <= 8
/* Closed-loop scenarios, on small configurations only (a baseline-sized kernel would be tens of
 * thousands of cycles, far too long for Icarus at 48 warps x 32 lanes): a kernel of
 * experiments/common/pe_isa.c runs on the SM model of experiments/pe/pe_sm.c, which plays the whole
 * pipeline around the unit and reads the unit's decisions from the C model's outputs for the
 * state it is given. So the inputs are a function of the cycle and the state, like any stimulus,
 * and the lock-step harness compares the Verilated unit with the C model on realistic traffic.
 * The kernel runs in every warp slot with 4 iterations; a kernel of more than one wave (PE_KERNELS)
 * launches that many times as many warps, so its later CTAs take the slots earlier ones leave at
 * their exit. When every warp has exited, every thread's registers (read at its warp's exit),
 * memory and the unit's end state are checked against the functional interpreter; a mismatch, a
 * SIMT stack overflow, or a kernel that has not finished by the last cycle, stops the run.
 * The SM model is the pipeline's memory, so a cycle's inputs are computed once: asked again for
 * the same cycle (the unit tests ask twice, to check determinism) the adapter returns them again;
 * asked for any cycle but the next one (or 0, which starts the kernel) it stops the run. */
#include "pe_sm.h"

static struct {
  pe_sm_t *sm;
  const char *kname;
  pe_kernel_t k;
  pe_arch_t ref;
  bool checked;
  unsigned cyc;
  pe_unit_in_t in;
  pe_unit_state_t next;
  pe_unit_out_t out;
} lp;

static void loop_die(const char *scen, const char *msg) {
  fprintf(stderr, "pe_unit scenario %s: %s\n", scen, msg);
  exit(1);
}

static bool loop_in(const char *kname, unsigned cycles, unsigned cyc, const void *state, void *in_v) {
  pe_unit_in_t *in = in_v;
  const pe_unit_state_t *s = state;
  char err[512];
  if (lp.sm && lp.kname == kname && cyc == lp.cyc) {
    *in = lp.in;
    return false;
  }
  if (cyc != 0u && (!lp.sm || lp.kname != kname || cyc != lp.cyc + 1u)) {
    snprintf(err, sizeof err, "cycle %u asked after cycle %u: the closed loop runs in order", cyc, lp.cyc);
    loop_die(kname, err);
  }
  lp.cyc = cyc;
  lp.kname = kname;
  if (cyc == 0u) {
    pe_sm_free(lp.sm);
    pe_arch_free(&lp.ref);
    const pe_shape_t shape = {.nl = WT_NL, .iter = 4, .slots = WT_WARPS}; /* the kernel's waves */
    if (!pe_kernel_make(kname, shape, &lp.k, err, sizeof err) || !pe_arch_alloc(&lp.ref, &lp.k.shape) ||
        !pe_interp_run(&lp.k, &lp.ref, 1000000u, err, sizeof err)) {
      loop_die(kname, err);
    }
    pe_sm_cfg_t cfg;
    pe_sm_cfg_default(&cfg);
    cfg.lat_hit = 20;
    cfg.lat_miss = 60;
    cfg.lat_jitter = 60;
    lp.sm = pe_sm_new(&lp.k, &cfg, err, sizeof err);
    if (!lp.sm) loop_die(kname, err);
    lp.checked = false;
  }
  if (pe_sm_done(lp.sm)) {
    if (!lp.checked) {
      if (!pe_sm_check_values(lp.sm, s, &lp.ref, err, sizeof err)) loop_die(kname, err);
      lp.checked = true;
    }
    base(in);
    lp.in = *in;
    return false;
  }
  if (cyc + 1u == cycles) {
    snprintf(err, sizeof err, "the kernel has not finished in %u cycles", cycles);
    loop_die(kname, err);
  }
  if (!pe_sm_step(lp.sm, s, in, &lp.out, &lp.next)) loop_die(kname, pe_sm_error(lp.sm));
  lp.in = *in;
  return false;
}

/* One scenario per kernel (PE_KERNELS, experiments/common/pe_isa.h: name, waves, cycle budget). */
#define LOOP_SCEN(k, wpc, iter, waves, cyc, doc) \
  static bool loop_##k##_in(unsigned c, const void *s, void *in) { return loop_in(#k, cyc, c, s, in); }
PE_KERNELS(LOOP_SCEN)
#define LOOP_ROW(k, wpc, iter, waves, cyc, doc) \
  {"loop_" #k, \
   "closed loop: kernel " #k " on the SM model, " #waves " x as many warps as slots, CTAs of " #wpc \
   " warps, 4 iterations, values checked", \
   cyc, loop_##k##_in},
#define LOOP_SCENS(X) PE_KERNELS(X)
#else
#define LOOP_SCENS(X)
#endif

static const wt_scenario_t scen[] = {
    {"pm1", "SPEC 3.9 PM-1 (D1 Fig 5): the 21 events on warp 0, entries E0-E2, reuse, end state", 23, pm1_in},
    {"pm2", "SPEC 3.9 PM-2: ld.shared after a skipped st.shared or bar is skipped, else pre-executed", 12,
     pm2_in},
    {"pm3", "SPEC 3.9 PM-3: a branch on a skipped (LL) value halts P-mode until the N-switch", 8, pm3_in},
    {"pm7", "SPEC 3.9 PM-7: discard at re-entry makes a zombie; its late writeback frees it only", 12,
     pm7_in},
    {"exit_restart",
     "SPEC 3.10 [RES]: a warp exits with renamed registers (N-RT r2 -> 2, r3 -> 3); they are released, "
     "and the restarted slot's next episode allocates the same indices",
     25, exit_restart_in},
    {"ovf",
     "SPEC 3.10: four nested divergent if/else (each inner one in the path that runs first) need "
     "depth 9; at D = 8 the dropped push sets the warp's st_ovf output",
     7, ovf_in},
    LOOP_SCENS(LOOP_ROW)};

const wt_scenarios_t pe_unit_scenarios = {scen, sizeof scen / sizeof scen[0]};
