/**
 * @file pe_sm.h
 * @brief A small SM issue model around the pe_unit C model: closed-loop P-mode.
 *
 * The SM runs one kernel (pe_isa.h) of any number of CTAs in shape.slots (<= WT_WARPS) warp slots
 * of WT_NL lanes; the unit's warp ids are the slots. Every decision the
 * P-mode hardware makes is the unit's (rtl_c/pe_unit.h): issue or stall, P-mode entry and exit,
 * the classifier's action, renames, rename registers, P-queue indices, reuse at fetch, and the
 * SIMT stacks (each warp's pdom_stack inside the unit, with its P-mode copy). The SM supplies
 * what the unit does not model: fetch, the instruction buffer, warp scheduling, execution with
 * values, latencies, writeback, the L1, barriers, CTA launch and warp exit, and the pipeline's
 * release of the registers it holds.
 *
 * One cycle (pe_sm_step):
 *  1. Launch: CTAs in order, each whole: when the previous CTA's warps have all been started and
 *     wpc slots are free (a slot is free from the cycle after its warp's exit), the next CTA takes
 *     the lowest free slots (home registers 0); its warps are then started one per cycle, in
 *     order, through the unit's SIMT stack port (st_init). A CTA's barrier counts all of its warps
 *     (co-resident by construction) until they exit.
 *  2. Writebacks due this cycle, at most two (ports 0 and 1), oldest first; a release that is due
 *     (the displaced mapping of a written-back instruction, or a reuse's after RELEASE_DELAY = 8
 *     cycles); an exit (dis_v): the oldest warp whose EXIT has issued and that has nothing in flight
 *     (no writeback of its slot queued, N-mode or P-mode, this cycle's included: an EXIT waits for
 *     the scoreboard to drain). The unit discards its P-queue, releases every rename register its
 *     N-RT maps and clears its N-RT; so in that cycle the SM reads the warp's final registers (home
 *     register, or the rename register the start-of-cycle N-RT maps) into a per-thread store that
 *     the value check compares. The SM never releases N-RT mappings itself.
 *  3. Scheduling, one issue per cycle (SPEC 3.0): greedy-then-oldest among N-mode warps whose
 *     instruction-buffer entry is ready (read from the scoreboard state, as a scheduler reads its
 *     scoreboard); if the greedy warp is blocked by a long-latency source it is offered in the N
 *     slot (the unit decides P-mode entry); with no ready N-mode warp, the oldest such blocked warp
 *     is offered, and a P-mode warp is chosen round-robin for the P slot (skipping warps whose
 *     next instruction would stall on a short-latency dependence). N-mode warps come first.
 *  4. Fetch: one N-mode warp with an empty instruction buffer, round-robin, at its SIMT stack's
 *     TOS; the unit's reuse match decides reuse, retry, or a normal fetch.
 *  5. The unit's outputs are computed (pe_unit_comb; a warp's st_ovf, its SIMT stack dropped a
 *     push, is a hard error); the instruction that issues (N) or is acted on (P) reads its
 *     operands (renamed ones from the rename registers, as the unit says), executes, and its next PCs update the warp's stack through the unit's port in the same
 *     cycle. Results land at writeback after the latency (ALU, SFU, scratchpad fixed; global loads
 *     through the L1: a hit, a hit on a line still being filled, or a miss of long, varied latency).
 *     A pre-load fills the L1 and writes no register.
 * Values are read at issue and written at writeback. An instruction whose warp runs with a partial
 * mask reads its destination as a third source (the unit renames it like the others) and merges
 * the inactive lanes' old values into the result, so a renamed or reused register stays correct in
 * the lanes that did not execute (D4's copy-on-write problem, U7, in D1's setting).
 *
 * Faults (cfg.inject) for the value check: PE_INJ_STALE_REUSE (a normal fetch takes the value an
 * earlier P-mode episode pre-executed at that PC), PE_INJ_MISSED_LL (a skipped instruction's
 * destination is not marked long latency: the unit sees no destination), PE_INJ_EARLY_RELEASE (the
 * pipeline releases a reuse's register at the pop, while the reuse still maps it in the N-RT),
 * PE_INJ_NO_MERGE (a partial-mask instruction does not read its destination: the inactive lanes of
 * the register it writes keep whatever that register held), PE_INJ_EARLY_EXIT (a warp's exit does
 * not wait for its writebacks: its final registers miss the late ones, which land in the slot's
 * next warp).
 */
#ifndef PE_SM_H
#define PE_SM_H

#include <stdbool.h>
#include <stdint.h>

#include "pe_isa.h"
#include "pe_unit.h"

enum {
  PE_INJ_NONE,
  PE_INJ_STALE_REUSE,
  PE_INJ_MISSED_LL,
  PE_INJ_EARLY_RELEASE,
  PE_INJ_NO_MERGE,
  PE_INJ_EARLY_EXIT,
  PE_INJ_N
};
extern const char *const pe_inject_names[PE_INJ_N];

/** The SM's parameters. */
typedef struct pe_sm_cfg {
  bool pmode;      /**< pm_en: P-mode enabled */
  bool pexec;      /**< the P slot is offered (false: a control run in which warps enter and
                            leave P-mode but nothing is pre-executed, skipped or reused) */
  unsigned inject; /**< PE_INJ_* */
  uint64_t seed;   /**< latency jitter */
  unsigned lat_alu, lat_sfu, lat_smem; /**< fixed short latencies */
  unsigned lat_hit;                    /**< L1 hit */
  unsigned lat_miss, lat_jitter;       /**< miss: lat_miss + uniform [0, lat_jitter] */
  bool no_l1;                          /**< every global load takes exactly lat_miss (hand-worked runs) */
  unsigned l1_sets, l1_ways;           /**< L1 geometry, 128-byte lines */
  uint64_t max_cycles;                 /**< 0 = no limit */
} pe_sm_cfg_t;

void pe_sm_cfg_default(pe_sm_cfg_t *c);

/** X(field, description): the counters, in report order. */
#define PE_SM_STATS(X) \
  X(cycles, "cycles") \
  X(insns, "warp instructions completed in N-mode (normal and reused)") \
  X(thread_insns, "thread instructions completed in N-mode") \
  X(ll_stall, "cycles without an N-mode issue while a warp waits on a long-latency RAW") \
  X(entries, "P-mode entries") \
  X(exits, "P-mode exits") \
  X(p_preexec, "PREEXEC: pre-executed into a rename register") \
  X(p_preload, "PRELOAD: global loads pre-executed as L1 fills") \
  X(p_branch, "EXEC_BRANCH: branches executed on the P-SIMT stack") \
  X(p_skip, "SKIP") \
  X(p_halt, "HALT") \
  X(p_stall, "STALL (P slot offered, instruction waits)") \
  X(rename_stall, "P-slot stalls with no free rename register") \
  X(pq_full, "skips of a pre-executable instruction because the P-queue is full") \
  X(range_skip, "skips of a pre-executable instruction out of the P-queue's PC range") \
  X(reuses, "instructions reused from the P-queue") \
  X(fetch_wait, "fetch retries (head matches, not ready)") \
  X(l1_access, "L1 line accesses by N-mode global loads") \
  X(l1_hits, "L1 hits (including lines still being filled)") \
  X(l1_pre_hits, "L1 hits on lines a pre-load brought in (first use)") \
  X(preload_lines, "lines requested by pre-loads") \
  X(releases, "rename registers released by the pipeline")

typedef struct pe_sm_stats {
#define PE_SM_STAT_MEMBER(f, d) uint64_t f;
  PE_SM_STATS(PE_SM_STAT_MEMBER)
#undef PE_SM_STAT_MEMBER
} pe_sm_stats_t;

typedef struct pe_sm pe_sm_t;

/** A new SM for kernel `k` (k->shape.slots <= WT_WARPS, shape.wpc dividing shape.warps and
 *  shape.slots, k->shape.nl == WT_NL); NULL with a message. */
pe_sm_t *pe_sm_new(const pe_kernel_t *k, const pe_sm_cfg_t *cfg, char *err, unsigned errn);
void pe_sm_free(pe_sm_t *sm);

/** One cycle: from the unit's state `s` at the start of the cycle, fills the unit's inputs `in`,
 *  computes its outputs `out` and next state `next` (pe_unit_comb; `next` must not be `s`) and
 *  applies the decisions to the SM. False on an error (pe_sm_error). */
bool pe_sm_step(pe_sm_t *sm, const pe_unit_state_t *s, pe_unit_in_t *in, pe_unit_out_t *out,
                pe_unit_state_t *next);
/** Every warp has exited and the pipeline is drained. */
bool pe_sm_done(const pe_sm_t *sm);
/** After the kernel (pe_sm_done): every thread's registers as read at its warp's exit, global
 *  memory and the scratchpads against the interpreter's, and the unit's end state `s` (no rename
 *  register left allocated, no N-RT mapping); false with the first mismatch and the count. */
bool pe_sm_check_values(const pe_sm_t *sm, const pe_unit_state_t *s, const pe_arch_t *ref, char *msg,
                        unsigned n);
const pe_sm_stats_t *pe_sm_stats(const pe_sm_t *sm);
const char *pe_sm_error(const pe_sm_t *sm);

#endif
