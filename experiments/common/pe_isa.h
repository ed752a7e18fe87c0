/**
 * @file pe_isa.h
 * @brief A tiny SIMT instruction set with SPEC 3.7's classes, the kernels of the closed-loop
 *        P-mode experiment, and a plain functional interpreter that runs them thread by thread.
 *
 * Registers r0..r(PE_ISA_NREG-1) hold 32-bit integers per thread, all 0 at launch. An operand
 * PE_R_NONE means "none" (its value is 0); the SM model maps it to the unit's none code (WT_NAREG).
 * PCs are byte addresses, PE_ISA_PC0 + 8 x index (D1 Fig 5: instructions are 8 bytes, the loop
 * starts at 0x80). Addresses are word indices, wrapped into the global memory (PE_GMEM_WORDS) or
 * the CTA's scratchpad (PE_SMEM_WORDS). The semantics (pe_isa_alu, pe_isa_addr) are written once,
 * here, and used by both the interpreter and the SM model; what differs between the two is where
 * operand values come from and when results land (renamed registers, reuse, writeback).
 *
 * The interpreter (pe_interp_run) runs the CTAs one after the other (any number of them: it knows
 * nothing of the SM's warp slots), every thread of a CTA on its own until it reaches a barrier
 * or EXIT, then releases the barrier when every live thread of the CTA waits there: for the
 * race-free kernels below (no thread reads a word another thread writes without a barrier in
 * between; atomics whose return value is used hit a word of their own thread) this is the result of
 * any legal SIMT execution, so the SM model's registers and memory must equal it exactly.
 */
#ifndef PE_ISA_H
#define PE_ISA_H

#include <stdbool.h>
#include <stdint.h>

#define PE_ISA_PC0 0x80u /**< PC of instruction 0 (D1 Fig 5) */
#define PE_ISA_NREG 15u  /**< r0..r14: fits every pe configuration (pe_small: AREGW 4, r15 = none) */
#define PE_R_NONE 0xFFu  /**< no operand */
#define PE_GMEM_WORDS (1u << 18)
#define PE_SMEM_WORDS 1024u
#define PE_LINE_WORDS 32u /**< 128-byte cache lines */
#define PE_MAX_INSNS 64u

/** X(name, class (WT_PE_CLS_*), mnemonic): the operations. Results: ALU/SFU/loads/atomics write
 *  dst; a = first source, b = second source (or none), imm = immediate. */
#define PE_OPS(X) \
  X(MOVI, ALU, "movi")         /* dst = imm */ \
  X(TID, ALU, "tid")           /* dst = global thread id (warp x NL + lane) */ \
  X(CTID, ALU, "ctid")         /* dst = thread id within the CTA */ \
  X(ADD, ALU, "add")           /* dst = a + b + imm */ \
  X(SUB, ALU, "sub")           /* dst = a - b - imm */ \
  X(MUL, ALU, "mul")           /* dst = a x (b, or imm when b is none) */ \
  X(AND, ALU, "and")           /* dst = a & (b, or imm when b is none) */ \
  X(XOR, ALU, "xor")           /* dst = a ^ b ^ imm */ \
  X(SHR, ALU, "shr")           /* dst = a >> (imm & 31), logical */ \
  X(SETLT, ALU, "set.lt")      /* dst = (signed) a < (b, or imm when b is none) */ \
  X(SFU, SFU, "sfu")           /* dst = a mixed by a fixed bijection (a stand-in for rsqrt/sin) */ \
  X(LDS, SMEM_LD, "ld.shared") /* dst = smem[a + imm] */ \
  X(STS, SMEM_ST, "st.shared") /* smem[a + imm] = b */ \
  X(LDG, GLD, "ld.global")     /* dst = gmem[a + imm] */ \
  X(STG, GST, "st.global")     /* gmem[a + imm] = b */ \
  X(ATOM, ATOM, "atom.add")    /* dst = gmem[a + imm]; gmem[a + imm] += b */ \
  X(BAR, BAR, "bar")           /* CTA barrier */ \
  X(BR, BRANCH, "br")          /* if (a != 0, or a is none) goto tgt; reconverge at rpc */ \
  X(EXIT, EXIT, "exit")

typedef enum pe_op {
#define PE_OP_ENUM(n, c, m) PE_OP_##n,
  PE_OPS(PE_OP_ENUM)
#undef PE_OP_ENUM
      PE_OP_N
} pe_op_t;

/** One instruction. tgt and rpc are instruction indices (BR only). */
typedef struct pe_insn {
  uint8_t op, dst, a, b;
  int32_t imm;
  uint16_t tgt, rpc;
} pe_insn_t;

/** The shapes a kernel is built for. Warp w of the kernel (0 .. warps-1) is in CTA w / wpc; its
 *  threads are w x nl + lane (the TID operation), w mod wpc x nl + lane within the CTA (CTID). */
typedef struct pe_shape {
  unsigned warps; /**< warps launched in all, every CTA's (pe_kernel_make: 0 = the kernel's
                       waves x slots) */
  unsigned nl;    /**< lanes per warp (WT_NL) */
  unsigned wpc;   /**< warps per CTA (a divisor of warps and of slots; 0 = the kernel's, halved
                       until it divides both) */
  unsigned iter;  /**< loop trip count (0 = the kernel's) */
  unsigned slots; /**< warp slots of the SM that runs it (its resident warps, <= WT_WARPS): a CTA
                       is launched whole into wpc free slots, so warps > slots run in waves
                       (pe_kernel_make: 0 = warps; more than warps = warps) */
} pe_shape_t;

/** A kernel: instructions, entry point, shape and initial global memory. */
typedef struct pe_kernel {
  const char *name;
  const char *doc;
  pe_insn_t code[PE_MAX_INSNS];
  unsigned n;     /**< instructions */
  unsigned entry; /**< index of the first instruction */
  pe_shape_t shape;
} pe_kernel_t;

/** X(name, warps per CTA, default trip count, waves, loop cycles, doc): the kernels, declared once.
 *  Each has a builder k_<name>() in pe_isa.c. `waves`: the warps it launches by default, as a
 *  multiple of the SM's warp slots (1: one warp per slot; 3: three times as many CTAs as fit at
 *  once, launched as earlier ones exit). `loop cycles` is the budget of pe_unit's lock-step
 *  scenario loop_<name> (tb/stim/pe_unit_scen.c: 4 iterations on a small configuration's warp
 *  slots, stopped with an error if the kernel has not finished by then). */
#define PE_KERNELS(X) \
  X(fig5, 1, 8, 1, 500, "D1 Figure 5's loop: load, use, address and counter arithmetic, loop branch") \
  X(stream, 1, 8, 1, 600, "streaming z = 3x + y with a running sum: two coalesced loads per iteration") \
  X(chase, 1, 6, 1, 650, "pointer chasing: each load's address is the previous load's value") \
  X(indep, 1, 8, 1, 650, "a load, its use, then independent ALU/SFU work before the loop branch") \
  X(smem, 4, 8, 1, 700, "scratchpad exchange between barriers, with an atomic counter") \
  X(diverge, 1, 8, 1, 700, "divergent if/else on the thread id after a load: P-mode runs both paths") \
  X(divld, 1, 8, 1, 700, "divergent if/else on loaded data: P-mode halts at the branch") \
  X(grid, 2, 6, 3, 1900, \
    "3x as many 2-warp CTAs as warp slots: scratchpad exchange across warps, a load in flight at EXIT")

/** X(name, warps per CTA, default trip count, doc): the kernels only the ILP experiment runs
 *  (experiments/ilp), kept out of PE_KERNELS so that the P-mode runs and pe_unit's lock-step
 *  scenarios stay as they are. pe_kernel_make builds a kernel of either list (waves 1). */
#define PE_ILP_KERNELS(X) \
  X(gather4, 1, 8, "four independent global loads per iteration, then their combination and a running sum") \
  X(hide, 1, 8, \
    "a load, nine independent ALU/SFU instructions (a hash chain, the counters), then the load's use") \
  X(ifhide, 1, 8, \
    "a load, an if on the thread id writing a register under half the mask, its full-mask use at the join, " \
    "then the load's use") \
  X(one, 1, 1, "one ALU instruction and EXIT (the hand-worked case of the scoreboard's structural hazard)")

/** The kernels, by name; `build` fills `k` for `shape` (iter 0 = the kernel's default). */
typedef struct pe_kernel_def {
  const char *name;
  const char *doc;
  unsigned wpc;      /**< warps per CTA (halved until it divides the warps and the slots) */
  unsigned def_iter; /**< default trip count */
  unsigned waves;    /**< default warps launched, as a multiple of the warp slots */
  void (*build)(pe_kernel_t *k);
} pe_kernel_def_t;

extern const pe_kernel_def_t pe_kernel_defs[];
extern const unsigned pe_n_kernel_defs;
extern const pe_kernel_def_t pe_ilp_kernel_defs[];
extern const unsigned pe_n_ilp_kernel_defs;

/** Builds kernel `name` for `shape` into `k` (its zero fields filled with the kernel's defaults,
 *  see pe_shape_t); false with a message in `err` if unknown or invalid. */
bool pe_kernel_make(const char *name, pe_shape_t shape, pe_kernel_t *k, char *err, unsigned errn);
/** The structural checks of a kernel (register and target ranges, EXIT last on every path is the
 *  kernel writer's job); false with a message. */
bool pe_kernel_validate(const pe_kernel_t *k, char *err, unsigned errn);

/** The class (WT_PE_CLS_*) and mnemonic of an operation. */
uint32_t pe_op_class(unsigned op);
const char *pe_op_name(unsigned op);
/** True if the operation writes dst. */
bool pe_op_writes(const pe_insn_t *i);
/** The source operands a unit check must see: a and b (PE_R_NONE where absent). */
void pe_op_srcs(const pe_insn_t *i, uint8_t src[2]);
/** The result of an ALU or SFU operation for one thread. */
uint32_t pe_isa_alu(const pe_insn_t *i, uint32_t a, uint32_t b, uint32_t tid, uint32_t ctid);
/** The word address of a memory operation (wrapped into gmem or smem). */
uint32_t pe_isa_addr(const pe_insn_t *i, uint32_t a);
/** The initial global memory of a kernel (a fixed function of the address and the kernel). */
void pe_gmem_init(const pe_kernel_t *k, uint32_t *gmem);
/** PC of instruction index x and back (index PE_MAX_INSNS = outside the program). */
static inline uint32_t pe_pc_of(unsigned x) { return PE_ISA_PC0 + 8u * x; }
static inline unsigned pe_idx_of(const pe_kernel_t *k, uint32_t pc) {
  if (pc < PE_ISA_PC0 || ((pc - PE_ISA_PC0) & 7u) != 0u || (pc - PE_ISA_PC0) / 8u >= k->n) {
    return PE_MAX_INSNS;
  }
  return (pc - PE_ISA_PC0) / 8u;
}

/** The architected result of a kernel: every thread's registers (at its EXIT), global memory,
 *  scratchpads. Sized by the shape's warps, however many warp slots run them. */
typedef struct pe_arch {
  unsigned threads, ctas;
  uint32_t (*reg)[PE_ISA_NREG]; /**< [threads][PE_ISA_NREG], by global thread id */
  uint32_t *gmem;               /**< [PE_GMEM_WORDS] */
  uint32_t *smem;               /**< [ctas][PE_SMEM_WORDS] */
  uint64_t thread_insns;        /**< instructions executed, summed over threads */
} pe_arch_t;

bool pe_arch_alloc(pe_arch_t *a, const pe_shape_t *s);
void pe_arch_free(pe_arch_t *a);
/** Runs the kernel functionally; false with a message (a thread past `max_steps`). */
bool pe_interp_run(const pe_kernel_t *k, pe_arch_t *out, uint64_t max_steps, char *err, unsigned errn);

#endif
