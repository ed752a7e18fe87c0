/**
 * @file ilp_sm.h
 * @brief A small SM issue model around the ilp_scoreboard C model (D0 §4.4.2, SPEC 4.1): warps
 *        issue through the many-thread-aware shared scoreboard, or through one of two baselines.
 *
 * The SM runs one kernel (experiments/common/pe_isa.h) with every warp resident from cycle 0
 * (warps <= WT_ILP_WARPS, CTAs of the kernel's size; no waves) and WT_NL lanes per warp. Warp w's
 * architected register r is the physical vector register (tag) w x 16 + r: a fixed mapping, so
 * the same architected register of two warps never shares a tag (D0: "the logic-to-physical
 * register mapping ensures that the same logic register numbers from different warps will be
 * mapped to different physical registers"). The register file holds the 16 x warps vector
 * registers of WT_NL 32-bit lanes.
 *
 * Machines (cfg.mach):
 *  - ILP_MACH_BASE, D0's baseline (§4.4: "The ready field of a warp scheduler entry is cleared
 *    when an instruction is issued from this warp. When an instruction reaches the write back
 *    stage, it uses its warp id to set the 'ready' bit"; §4.4.3 calls it stall-on-miss, "without
 *    scoreboards"): a warp has at most one instruction in flight. Results go to the register file
 *    at writeback; a store writes memory at issue.
 *  - ILP_MACH_PEND, SPEC 3.1's per-warp pending-register scoreboard (GPGPU-Sim's; D1's baseline):
 *    an instruction issues unless a source or its destination is pending; issue sets the
 *    destination pending, its writeback clears it. Stall-on-use with no limit on the instructions
 *    in flight and no in-order commit (no precise state): a bound, not D0's baseline.
 *  - ILP_MACH_SB, the shared scoreboard: every cycle the SM presents each warp's decoded next
 *    instruction to ilp_scoreboard (class, sources and destination as tags, active mask), the
 *    block decides ready and issue (round-robin from the SM's pointer, one issue when `is_en`),
 *    allocates the entry, forwards completed results (`op_*`: threads in op_mask take op_data,
 *    the others the register file), takes the writebacks (`wb_*`, a global load's in two halves,
 *    the untracked instructions' through `uwb_*`) and commits in order (`cm_*`): the register file
 *    is written only at commit, a tracked store performed only at its commit (`cm_st`). An
 *    untracked instruction (no free entry, nothing of its warp on the board) writes the register
 *    file at its writeback (a store: performs itself there), then ends the warp's ready override.
 *
 * Common to all three (same kernels, same latencies, same port counts):
 *  - one issue per `issue_every` cycles (1: D0's simulated SM, Table 6's 32-wide SIMD; 4: SPEC
 *    S3's 8 SCs), the first ready warp at or after a round-robin pointer (the warp after the last
 *    one that issued);
 *  - one writeback part per cycle (oldest due first); a global load returns in two halves (lanes
 *    0 .. NL/2-1, then the rest `half_gap` cycles later: D0's "status mask is used to maintain
 *    which threads have updated their results"), every other result in one;
 *  - latencies: ALU lat_alu (D0: 8), SFU lat_sfu, scratchpad lat_smem, a store's writeback lat_st,
 *    global loads through the shared L1 model (experiments/common/sim_l1.h);
 *  - a branch is resolved lat_br cycles after its issue: its warp presents nothing before (no
 *    branch prediction: D0's data-hazard experiment, §4.4.4a); divergence on a PDOM stack in the
 *    SM (the active mask A of every instruction);
 *  - a warp's EXIT and BAR are presented only when nothing of the warp is in flight (its exit
 *    reads its final registers; a barrier orders its stores before the CTA's later loads); a
 *    barrier releases when every live warp of the CTA has issued it. atom.add is not modelled
 *    (D0 gives no ordering rule for a read-modify-write): kernels with it are refused.
 * Presentation (which warps offer an instruction) is decided at the start of the cycle; writebacks
 * and commits of the cycle come before the issue's operand read.
 *
 * Value check: each warp also runs an in-order functional shadow of its instruction stream
 * (pe_isa_alu, pe_isa_addr on its own registers, in issue order). Every value written to the
 * register file (at commit, or at writeback), every store performed and every branch outcome is
 * compared with the shadow's: a difference stops the run naming warp, PC, thread and both values.
 * At the end every thread's registers (read at its EXIT) and global memory are compared with the
 * functional interpreter's (pe_interp_run).
 *
 * Faults (cfg.inject, machine sb only) for that check: ILP_INJ_NO_FORWARD (the operand read
 * ignores op_hit: sources come from the register file), ILP_INJ_FWD_ALL (threads outside op_mask
 * also take op_data), ILP_INJ_COMMIT_ALL (a commit writes every lane, not only cm_mask).
 */
#ifndef ILP_SM_H
#define ILP_SM_H

#include <stdbool.h>
#include <stdint.h>

#include "pe_isa.h"

enum { ILP_MACH_BASE, ILP_MACH_PEND, ILP_MACH_SB, ILP_MACH_N };
extern const char *const ilp_mach_names[ILP_MACH_N];

enum { ILP_INJ_NONE, ILP_INJ_NO_FORWARD, ILP_INJ_FWD_ALL, ILP_INJ_COMMIT_ALL, ILP_INJ_N };
extern const char *const ilp_inject_names[ILP_INJ_N];

/** Physical vector registers per warp: tag = w x ILP_RPW + r. */
#define ILP_RPW 16u

/** The SM's parameters. */
typedef struct ilp_sm_cfg {
  unsigned mach;   /**< ILP_MACH_* */
  unsigned inject; /**< ILP_INJ_* (sb only) */
  bool check;      /**< ilp_scoreboard_check every cycle (sb) */
  uint64_t seed;   /**< latency jitter */
  unsigned issue_every;
  unsigned lat_alu, lat_sfu, lat_smem, lat_st, lat_br;
  unsigned lat_hit, lat_miss, lat_jitter; /**< global loads: L1 hit; miss lat_miss + [0, lat_jitter] */
  unsigned half_gap;                      /**< cycles between a global load's two halves */
  bool no_l1;                             /**< every global load takes exactly lat_miss */
  unsigned l1_sets, l1_ways;
  uint64_t max_cycles; /**< 0 = no limit */
} ilp_sm_cfg_t;

void ilp_sm_cfg_default(ilp_sm_cfg_t *c);

/** X(field, description): the counters, in report order. */
#define ILP_SM_STATS(X) \
  X(cycles, "cycles") \
  X(insns, "warp instructions issued (all complete: nothing is squashed)") \
  X(thread_insns, "thread instructions (active lanes of the issued instructions)") \
  X(trk, "issues given a scoreboard entry (sb)") \
  X(untrk, "untracked issues: an entry needed, none free, nothing of the warp on the board (sb)") \
  X(noent, "issues that need no entry: branches, barriers, EXIT (sb)") \
  X(wb_parts, "writeback parts (a global load's halves counted apart)") \
  X(l1_access, "L1 line accesses by global loads") \
  X(l1_hits, "L1 hits (including lines still being filled)")

typedef struct ilp_sm_stats {
#define ILP_SM_STAT_MEMBER(f, d) uint64_t f;
  ILP_SM_STATS(ILP_SM_STAT_MEMBER)
#undef ILP_SM_STAT_MEMBER
} ilp_sm_stats_t;

typedef struct ilp_sm ilp_sm_t;

/** A new SM for kernel `k` (k->shape.warps = k->shape.slots <= WT_ILP_WARPS, shape.nl == WT_NL);
 *  NULL with a message. */
ilp_sm_t *ilp_sm_new(const pe_kernel_t *k, const ilp_sm_cfg_t *cfg, char *err, unsigned errn);
void ilp_sm_free(ilp_sm_t *sm);
/** One cycle; false on an error (ilp_sm_error: value mismatch, invariant, deadlock). */
bool ilp_sm_step(ilp_sm_t *sm);
/** Every warp has exited and nothing is in flight. */
bool ilp_sm_done(const ilp_sm_t *sm);
/** After the kernel: every thread's registers (read at its EXIT) and global memory against the
 *  interpreter's; false with the first mismatch and the count. */
bool ilp_sm_check_values(const ilp_sm_t *sm, const pe_arch_t *ref, char *msg, unsigned n);
const ilp_sm_stats_t *ilp_sm_stats(const ilp_sm_t *sm);
const char *ilp_sm_error(const ilp_sm_t *sm);

#endif
