/**
 * @file dwf_kernel.h
 * @brief Synthetic SIMT kernels for the closed-loop traffic tool (experiments/dwf/dwf_traffic.c).
 *
 * A kernel is a structured control-flow graph over instruction-granular PCs (SPEC 0.2: the next
 * instruction is pc + 1). PCs 0 .. n-1 hold instructions; PC n is EXIT: a thread whose next PC is
 * EXIT retires and is never issued there. Instructions:
 *
 *   KI_ALU   next = pc + 1, for every thread.
 *   KI_JMP   next = target, for every thread (the jump over the else part of an if/else).
 *   KI_BR    next = taken ? target : pc + 1 (fall-through), per thread; `rpc` is the branch's
 *            reconvergence PC = its immediate post-dominator, known by construction and
 *            re-derived by kernel_check() from the graph.
 *
 * The structured builders lay code out as follows (b = branch PC, j = join PC):
 *   if (c) T            b: BR c -> j, rpc j;   T;                              j:
 *   if (c) T else E     b: BR c -> e, rpc j;   T;  JMP j;   e: E;              j:
 *   do B while (trip)   s: B;  b: BR loop -> s, rpc b+1                        j = b+1
 * "taken" means the branch goes to its target: in an if, the taken threads skip the then part.
 *
 * Branch outcome kinds (taken or not, per thread):
 *   KC_UNIFORM  one draw per dynamic instance, shared by every thread: hash(seed, br, inst) < p
 *   KC_MOD      residue set over tid mod k: taken = bit (tid mod k) of `set`
 *               (even/odd: k = 2, set = 0b10 takes the odd threads)
 *   KC_RANDOM   per thread: hash(seed, tid, br, inst) < p
 *   KC_LOOP     loop back edge: taken while iteration + 1 < trip; trip is drawn once per loop
 *               entry: constant, uniform (one draw for all threads) or per thread in [lo, hi].
 * `inst` is how many times this thread has executed this branch before, so a thread's whole path
 * is a pure function of (kernel, tid): both machines execute exactly the same thread-instructions.
 *
 * PCs may carry a region number (0 = none) naming a part of the kernel (e.g. "odd path") so that
 * the tool can report utilisation per region.
 */
#ifndef DWF_KERNEL_H
#define DWF_KERNEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { KI_ALU, KI_JMP, KI_BR };
enum { KC_NONE, KC_UNIFORM, KC_MOD, KC_RANDOM, KC_LOOP };
enum { KT_CONST, KT_UNIFORM, KT_THREAD };

#define KERNEL_MAX_REGIONS 8

/** One instruction. */
typedef struct kinst {
  uint8_t kind;    /**< KI_ALU, KI_JMP, KI_BR */
  uint8_t cond;    /**< KC_*: how a KI_BR decides (KC_NONE otherwise) */
  uint8_t trip;    /**< KC_LOOP: KT_CONST (lo), KT_UNIFORM or KT_THREAD (in [lo, hi]) */
  uint8_t region;  /**< 0 = none, else index into kernel_t.region_name */
  uint32_t target; /**< KI_JMP, KI_BR: taken target */
  uint32_t rpc;    /**< KI_BR: reconvergence PC (immediate post-dominator) */
  uint32_t p16;    /**< KC_UNIFORM, KC_RANDOM: P(taken) x 65536 */
  uint32_t k;      /**< KC_MOD: modulus 1..32 */
  uint32_t set;    /**< KC_MOD: residues r (bit r) whose threads take the branch */
  uint32_t lo, hi; /**< KC_LOOP: trip count range, 1 <= lo <= hi */
  uint32_t id;     /**< branch number (hash input) */
  uint32_t slot;   /**< per-thread counters used: KC_LOOP slot (iteration) and slot+1 (entries);
                        other KI_BR: slot (dynamic instance count) */
} kinst_t;

/** A kernel. */
typedef struct kernel {
  char name[32];
  char doc[160];
  uint64_t seed; /**< outcome hash seed */
  uint32_t n;    /**< instructions; EXIT = n */
  uint32_t cap;
  kinst_t *code;
  uint32_t nslots; /**< per-thread counter words */
  uint32_t nbranch;
  unsigned nregions; /**< regions 1..nregions-1 are named */
  char region_name[KERNEL_MAX_REGIONS][24];
  /* builder scratch: open if/loop constructs */
  uint32_t open[64];
  uint8_t open_kind[64];
  uint32_t open_jmp[64];
  unsigned nopen;
  uint8_t cur_region;
} kernel_t;

/** Per-thread architectural state: the thread's next PC and its branch counters. */
typedef struct kthread {
  uint32_t pc;
  uint32_t *cnt; /**< kernel_t.nslots counters */
} kthread_t;

/* ---- Builder (structured code) ---- */

void kernel_init(kernel_t *k, const char *name, uint64_t seed);
void kernel_free(kernel_t *k);
/** Starts tagging new instructions with region `name` (a new one, or the existing region of that
 *  name); returns its number. */
unsigned kernel_region(kernel_t *k, const char *name);
/** Stops tagging (region 0). */
void kernel_region_end(kernel_t *k);
void kernel_block(kernel_t *k, unsigned n);
/** Opens an if: emits the branch. Outcome kinds: see the K_* helpers below. */
void kernel_if(kernel_t *k, kinst_t cond);
void kernel_else(kernel_t *k);
void kernel_endif(kernel_t *k);
void kernel_loop(kernel_t *k);
/** Closes a loop with its back-edge branch (a KC_LOOP condition). */
void kernel_endloop(kernel_t *k, kinst_t cond);
/** Ends building; EXIT = n. Returns false (with a message) if constructs are still open or the
 *  graph check fails. */
bool kernel_finish(kernel_t *k, char *msg, size_t n);

/** Outcome constructors. */
kinst_t kc_uniform(double p);
kinst_t kc_mod(uint32_t k, uint32_t set);
kinst_t kc_random(double p);
kinst_t kc_loop(unsigned trip_kind, uint32_t lo, uint32_t hi);

/* ---- Named kernels ---- */

/** Number of named kernels and the name of kernel i (in table order). */
unsigned kernel_count(void);
const char *kernel_name(unsigned i);
/** Builds named kernel `name` with outcome seed `seed`; false if there is no such kernel. */
bool kernel_build(kernel_t *k, const char *name, uint64_t seed, char *msg, size_t n);

/** Re-derives every branch's immediate post-dominator from the graph (iterative post-dominator
 *  sets, EXIT as the sink) and compares it with `rpc`; checks targets are in 0..n. */
bool kernel_check(const kernel_t *k, char *msg, size_t n);

/* ---- Execution ---- */

void kthread_init(const kernel_t *k, kthread_t *t);
void kthread_free(kthread_t *t);
/** Executes the instruction at t->pc for thread `tid`: updates the counters and t->pc (the next
 *  PC, possibly EXIT); returns the next PC. t->pc must be < n. */
uint32_t kthread_step(const kernel_t *k, kthread_t *t, uint32_t tid);
/** Path length of thread `tid` from PC 0 to EXIT (instructions executed), or 0 if it exceeds
 *  `limit` (a runaway kernel). */
uint64_t kernel_path_len(const kernel_t *k, uint32_t tid, uint64_t limit);

/** Prints the kernel listing (one line per PC). */
void kernel_print(const kernel_t *k, void *file);

#ifdef __cplusplus
}
#endif

#endif
