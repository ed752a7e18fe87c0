/* experiments/common/pe_isa.c: the tiny ISA's semantics, the kernels, and the functional interpreter
 * (pe_isa.h). */
#include "pe_isa.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wt_params.h" /* WT_PE_CLS_* */

static const struct {
  uint32_t cls;
  const char *name;
} ops[PE_OP_N] = {
#define PE_OP_ROW(n, c, m) {WT_PE_CLS_##c, m},
    PE_OPS(PE_OP_ROW)
#undef PE_OP_ROW
};

uint32_t pe_op_class(unsigned op) { return ops[op].cls; }
const char *pe_op_name(unsigned op) { return ops[op].name; }

bool pe_op_writes(const pe_insn_t *i) {
  const uint32_t c = ops[i->op].cls;
  const bool w = c == WT_PE_CLS_ALU || c == WT_PE_CLS_SFU || c == WT_PE_CLS_SMEM_LD || c == WT_PE_CLS_GLD ||
                 c == WT_PE_CLS_ATOM;
  return w && i->dst != PE_R_NONE;
}

void pe_op_srcs(const pe_insn_t *i, uint8_t src[2]) {
  src[0] = PE_R_NONE;
  src[1] = PE_R_NONE;
  switch (i->op) {
    case PE_OP_MOVI:
    case PE_OP_TID:
    case PE_OP_CTID:
    case PE_OP_BAR:
    case PE_OP_EXIT: break;
    case PE_OP_SHR:
    case PE_OP_SFU:
    case PE_OP_LDS:
    case PE_OP_LDG:
    case PE_OP_BR: src[0] = i->a; break;
    default:
      src[0] = i->a;
      src[1] = i->b;
      break;
  }
}

static uint32_t mix(uint32_t x) {
  x ^= x >> 16;
  x *= 0x7FEB352Du;
  x ^= x >> 15;
  x *= 0x846CA68Bu;
  x ^= x >> 16;
  return x;
}

uint32_t pe_isa_alu(const pe_insn_t *i, uint32_t a, uint32_t b, uint32_t tid, uint32_t ctid) {
  const uint32_t imm = (uint32_t)i->imm;
  const bool hasb = i->b != PE_R_NONE;
  switch (i->op) {
    case PE_OP_MOVI: return imm;
    case PE_OP_TID: return tid;
    case PE_OP_CTID: return ctid;
    case PE_OP_ADD: return a + b + imm;
    case PE_OP_SUB: return a - b - imm;
    case PE_OP_MUL: return a * (hasb ? b : imm);
    case PE_OP_AND: return a & (hasb ? b : imm);
    case PE_OP_XOR: return a ^ b ^ imm;
    case PE_OP_SHR: return a >> (imm & 31u);
    case PE_OP_SETLT: return (int32_t)a < (int32_t)(hasb ? b : imm) ? 1u : 0u;
    case PE_OP_SFU: return mix(a);
    default: return 0u;
  }
}

uint32_t pe_isa_addr(const pe_insn_t *i, uint32_t a) {
  const uint32_t w = a + (uint32_t)i->imm;
  return i->op == PE_OP_LDS || i->op == PE_OP_STS ? w % PE_SMEM_WORDS : w % PE_GMEM_WORDS;
}

/* ---- kernels ---------------------------------------------------------------------------- */

/* Global memory regions (word addresses). */
#define XB 0x00000
#define YB 0x10000
#define OB 0x20000
#define CB 0x30000 /* pointer-chasing table: next[p] in [0, CHAIN) */
#define CHAIN 0x8000
#define CNT 0x3F000 /* the atomic counter */
#define N PE_R_NONE

static pe_kernel_t *K;
static unsigned at;
static void I(unsigned op, unsigned dst, unsigned a, unsigned b, int32_t imm) {
  if (at < PE_MAX_INSNS) {
    K->code[at] = (pe_insn_t){(uint8_t)op, (uint8_t)dst, (uint8_t)a, (uint8_t)b, imm, 0, 0};
  }
  at++;
}
/* Labels: branch targets and reconvergence points are named, placed with L() and resolved when
 * the kernel is built (pe_kernel_make), so no builder counts instructions. */
enum { L_TOP, L_ELSE, L_JOIN, L_END, L_N };
static int lbl[L_N];
typedef struct fixup {
  unsigned at, tgt, rpc;
} fixup_t;
static fixup_t fix[16];
static unsigned nfix;
static void L(unsigned l) { lbl[l] = (int)at; }
static void BR(unsigned a, unsigned tgt, unsigned rpc) {
  if (nfix < sizeof fix / sizeof fix[0]) fix[nfix++] = (fixup_t){at, tgt, rpc};
  I(PE_OP_BR, N, a, N, 0);
}
/* The loop branch (taken while r`flag` != 0) back to L_TOP; the loop's exit is L_END, right after. */
static void loop_end(unsigned flag) {
  BR(flag, L_TOP, L_END);
  L(L_END);
}
/* The entry point: the thread id into `tid` (and its copy into `copy`, or none). */
static void entry(unsigned tid, unsigned copy) {
  K->entry = at;
  I(PE_OP_TID, tid, N, N, 0);
  if (copy != N) I(PE_OP_ADD, copy, tid, N, 0);
}
/* The end of the entry code: the trip count into `lim`, then jump to the loop. */
static void go(unsigned lim, int32_t trip) {
  I(PE_OP_MOVI, lim, N, N, trip);
  BR(N, L_TOP, L_TOP);
}
#define NT ((int32_t)(K->shape.warps * K->shape.nl))
#define ITER ((int32_t)K->shape.iter)

/* D1 Figure 5's loop at its PCs (0x80..0xA8), with a trip count: set.lt compares the counter r2
 * with r6 = ITER x NT, so E1's sources are {r2, r6} (PM-1's are {r1, r2}; its loop never ends).
 * The add steps r2 by NT so that every iteration loads a new coalesced line. */
static void k_fig5(pe_kernel_t *k) {
  (void)k;
  L(L_TOP);
  I(PE_OP_LDG, 0, 1, N, XB);  /* 0x80 ld.global r0,[r1] */
  I(PE_OP_ADD, 2, 2, N, NT);  /* 0x88 add r2,r2,#NT */
  I(PE_OP_MUL, 3, 0, 2, 0);   /* 0x90 mul r3,r0,r2 */
  I(PE_OP_SUB, 1, 2, 5, 0);   /* 0x98 sub r1,r2,r5 (r5 = -tid) */
  I(PE_OP_SETLT, 4, 2, 6, 0); /* 0xA0 set.lt r4,r2,r6 */
  loop_end(4);                /* 0xA8 @r4 br 0x80 */
  I(PE_OP_STG, N, 7, 3, OB);  /* 0xB0 st.global [r7+OB],r3 */
  I(PE_OP_EXIT, N, N, N, 0);  /* 0xB8 */
  entry(7, N);
  I(PE_OP_MOVI, 8, N, N, 0);
  I(PE_OP_SUB, 5, 8, 7, 0); /* r5 = -tid */
  I(PE_OP_MOVI, 6, N, N, ITER * NT);
  I(PE_OP_SUB, 1, 2, 5, 0); /* r1 = tid */
  BR(N, L_TOP, L_TOP);
}

/* Streaming: z[i] = 3 x[i] + y[i]; s += z[i] (two loads per iteration, a store, a running sum
 * whose source is a skipped result). */
static void k_stream(pe_kernel_t *k) {
  (void)k;
  L(L_TOP);
  I(PE_OP_LDG, 0, 1, N, XB);
  I(PE_OP_LDG, 2, 1, N, YB);
  I(PE_OP_MUL, 3, 0, N, 3);
  I(PE_OP_ADD, 3, 3, 2, 0);
  I(PE_OP_ADD, 7, 7, 3, 0);
  I(PE_OP_STG, N, 1, 3, OB);
  I(PE_OP_ADD, 1, 1, N, NT);
  I(PE_OP_ADD, 4, 4, N, 1);
  I(PE_OP_SETLT, 5, 4, 6, 0);
  loop_end(5);
  I(PE_OP_EXIT, N, N, N, 0);
  entry(1, N);
  go(6, ITER);
}

/* Pointer chasing: p = next[p]; s += p. Every load depends on the one before. */
static void k_chase(pe_kernel_t *k) {
  (void)k;
  L(L_TOP);
  I(PE_OP_LDG, 0, 0, N, CB);
  I(PE_OP_ADD, 2, 2, 0, 0);
  I(PE_OP_ADD, 4, 4, N, 1);
  I(PE_OP_SETLT, 5, 4, 6, 0);
  loop_end(5);
  I(PE_OP_STG, N, 1, 2, OB);
  I(PE_OP_EXIT, N, N, N, 0);
  entry(1, 0);
  go(6, ITER);
}

/* A load, its use, then independent work (a hash chain and an SFU operation) before the loop
 * closes: N-mode stalls at the use; P-mode pre-executes the independent work. */
/* The independent work of indep and hide: a hash chain on r3 and the counter r4 into r7..r10, the
 * counter and the address r1 stepped, the loop flag r5 = r4 < r6. */
static void indep_work(void) {
  I(PE_OP_MUL, 3, 3, N, 5);
  I(PE_OP_ADD, 3, 3, 4, 0);
  I(PE_OP_XOR, 7, 3, 4, 0);
  I(PE_OP_SHR, 8, 7, N, 3);
  I(PE_OP_ADD, 9, 9, 8, 0);
  I(PE_OP_SFU, 10, 9, N, 0);
  I(PE_OP_ADD, 4, 4, N, 1);
  I(PE_OP_ADD, 1, 1, N, NT);
  I(PE_OP_SETLT, 5, 4, 6, 0);
}

static void k_indep(pe_kernel_t *k) {
  (void)k;
  L(L_TOP);
  I(PE_OP_LDG, 0, 1, N, XB);
  I(PE_OP_ADD, 2, 2, 0, 0); /* the use */
  indep_work();
  loop_end(5);
  I(PE_OP_STG, N, 11, 2, OB);
  I(PE_OP_STG, N, 11, 10, OB + NT);
  I(PE_OP_EXIT, N, N, N, 0);
  entry(1, 11);
  go(6, ITER);
}

/* Scratchpad with barriers: each thread stores its loaded value, the CTA synchronises, each thread
 * reads its neighbour's word, adds it up and counts it atomically; a second barrier keeps the next
 * iteration's store after every read. */
static void k_smem(pe_kernel_t *k) {
  const int32_t cta = (int32_t)(k->shape.wpc * k->shape.nl);
  L(L_TOP);
  I(PE_OP_LDG, 0, 1, N, XB);
  I(PE_OP_STS, N, 2, 0, 0); /* smem[ctid] = x */
  I(PE_OP_BAR, N, N, N, 0);
  I(PE_OP_LDS, 3, 12, N, 0); /* the neighbour's */
  I(PE_OP_ADD, 4, 4, 3, 0);
  I(PE_OP_ATOM, N, N, 3, CNT); /* counter += neighbour */
  I(PE_OP_BAR, N, N, N, 0);
  I(PE_OP_ADD, 1, 1, N, NT);
  I(PE_OP_ADD, 5, 5, N, 1);
  I(PE_OP_SETLT, 6, 5, 7, 0);
  loop_end(6);
  I(PE_OP_STG, N, 8, 4, OB);
  I(PE_OP_EXIT, N, N, N, 0);
  entry(1, 8);
  I(PE_OP_CTID, 2, N, N, 0);
  I(PE_OP_ADD, 12, 2, N, 1);
  I(PE_OP_AND, 12, 12, N, cta - 1);
  go(7, ITER);
}

/* Divergent branches on loaded data inside the loop: odd values take one path, even the other,
 * both update r3 and r4 under a partial mask, and the paths reconverge before the loop branch. In
 * P-mode the branch's source is a skipped (long-latency) value, so P-mode halts there (SPEC 3.7
 * rule 1). */
static void k_divld(pe_kernel_t *k) {
  (void)k;
  L(L_TOP);
  I(PE_OP_LDG, 0, 1, N, XB);
  I(PE_OP_AND, 2, 0, N, 1);
  BR(2, L_ELSE, L_JOIN);    /* odd: the else path */
  I(PE_OP_MUL, 3, 0, N, 3); /* even path */
  I(PE_OP_ADD, 4, 4, 3, 0);
  BR(N, L_JOIN, L_JOIN);
  L(L_ELSE);
  I(PE_OP_SHR, 3, 0, N, 2); /* odd path */
  I(PE_OP_ADD, 4, 4, 3, 0);
  I(PE_OP_XOR, 4, 4, N, 0x55);
  L(L_JOIN);
  I(PE_OP_ADD, 1, 1, N, NT);
  I(PE_OP_ADD, 5, 5, N, 1);
  I(PE_OP_SETLT, 6, 5, 7, 0);
  loop_end(6);
  I(PE_OP_STG, N, 8, 4, OB);
  I(PE_OP_EXIT, N, N, N, 0);
  entry(1, 8);
  go(7, ITER);
}

/* Divergent branches on the thread id and the trip count (not on the load) after a load and its
 * use: P-mode runs through both paths on the P-SIMT stack (EXEC_BRANCH pushes and pops), and the
 * pre-executed instructions write under partial masks. */
static void k_diverge(pe_kernel_t *k) {
  (void)k;
  L(L_TOP);
  I(PE_OP_LDG, 0, 1, N, XB);
  I(PE_OP_ADD, 9, 9, 0, 0); /* the use */
  I(PE_OP_XOR, 2, 8, 5, 0); /* tid ^ i */
  I(PE_OP_AND, 2, 2, N, 1);
  BR(2, L_ELSE, L_JOIN);    /* odd: the else path */
  I(PE_OP_MUL, 3, 5, N, 3); /* even path */
  I(PE_OP_ADD, 4, 4, 3, 0);
  BR(N, L_JOIN, L_JOIN);
  L(L_ELSE);
  I(PE_OP_SHR, 3, 1, N, 2); /* odd path */
  I(PE_OP_ADD, 4, 4, 3, 0);
  I(PE_OP_XOR, 4, 4, N, 0x55);
  L(L_JOIN);
  I(PE_OP_ADD, 1, 1, N, NT);
  I(PE_OP_ADD, 5, 5, N, 1);
  I(PE_OP_SETLT, 6, 5, 7, 0);
  loop_end(6);
  I(PE_OP_STG, N, 8, 4, OB);
  I(PE_OP_STG, N, 8, 9, OB + NT);
  I(PE_OP_EXIT, N, N, N, 0);
  entry(1, 8);
  go(7, ITER);
}

/* More CTAs than the SM holds at once (three waves of them by default): each thread stores a
 * function of its load into the CTA's scratchpad, the CTA synchronises, each thread reads the word
 * of the same lane in the CTA's next warp and adds it up; a second barrier keeps the next
 * iteration's store after every read. Every CTA's barriers count its two warps, whichever slots
 * they run in, and its scratchpad is its own. The address and counter arithmetic sits right after
 * the use of the load, inside the smallest P-queue range (pe_small: 4 instructions), so P-mode
 * pre-executes it and the reuses leave r1 (often r6 and r9 too) renamed when the warp exits: its
 * final values are read through the N-RT. A last load, whose value nothing reads, is still in
 * flight when EXIT issues: the warp's exit waits for it. */
static void k_grid(pe_kernel_t *k) {
  const int32_t cta = (int32_t)(k->shape.wpc * k->shape.nl);
  L(L_TOP);
  I(PE_OP_LDG, 0, 1, N, XB);
  I(PE_OP_SFU, 3, 0, N, 0); /* the use */
  I(PE_OP_ADD, 1, 1, N, NT);
  I(PE_OP_ADD, 6, 6, N, 1);
  I(PE_OP_SETLT, 9, 6, 7, 0);
  I(PE_OP_STS, N, 2, 3, 0); /* smem[ctid] = f(x) */
  I(PE_OP_BAR, N, N, N, 0);
  I(PE_OP_LDS, 4, 12, N, 0); /* the next warp's word */
  I(PE_OP_ADD, 5, 5, 4, 0);
  I(PE_OP_BAR, N, N, N, 0);
  loop_end(9);
  I(PE_OP_STG, N, 8, 5, OB);
  I(PE_OP_LDG, 10, 8, N, YB); /* still in flight at the EXIT, which must wait for it */
  I(PE_OP_EXIT, N, N, N, 0);
  entry(1, 8);
  I(PE_OP_CTID, 2, N, N, 0);
  I(PE_OP_ADD, 12, 2, N, (int32_t)k->shape.nl);
  I(PE_OP_AND, 12, 12, N, cta - 1);
  go(7, ITER);
}

/* Four independent global loads per iteration (x, y and two words of the chase table, read as
 * plain data), then their combination into a running sum: with a stall-on-use scoreboard a warp
 * has its four loads in flight at once. */
static void k_gather4(pe_kernel_t *k) {
  (void)k;
  L(L_TOP);
  I(PE_OP_LDG, 0, 1, N, XB);
  I(PE_OP_LDG, 2, 1, N, YB);
  I(PE_OP_LDG, 3, 1, N, CB);
  I(PE_OP_LDG, 9, 1, N, CB + CHAIN / 2);
  I(PE_OP_ADD, 10, 0, 2, 0);
  I(PE_OP_ADD, 11, 3, 9, 0);
  I(PE_OP_XOR, 10, 10, 11, 0);
  I(PE_OP_ADD, 7, 7, 10, 0);
  I(PE_OP_ADD, 1, 1, N, NT);
  I(PE_OP_ADD, 4, 4, N, 1);
  I(PE_OP_SETLT, 5, 4, 6, 0);
  loop_end(5);
  I(PE_OP_STG, N, 8, 7, OB);
  I(PE_OP_EXIT, N, N, N, 0);
  entry(1, 8);
  go(6, ITER);
}

/* indep with the load's use moved after the independent work: a load, a hash chain, an SFU
 * operation and the counters, then the use. Stall-on-use hides the load behind nine
 * instructions of its own warp; a warp that waits for each instruction's writeback cannot. */
static void k_hide(pe_kernel_t *k) {
  (void)k;
  L(L_TOP);
  I(PE_OP_LDG, 0, 1, N, XB);
  indep_work();
  I(PE_OP_ADD, 2, 2, 0, 0); /* the use */
  loop_end(5);
  I(PE_OP_STG, N, 11, 2, OB);
  I(PE_OP_STG, N, 11, 10, OB + NT);
  I(PE_OP_EXIT, N, N, N, 0);
  entry(1, 11);
  go(6, ITER);
}

/* A load, then an if (no else) on the thread id and the trip count: the even lanes compute r12,
 * the odd ones skip to the join, where a full-mask instruction reads r12 (even lanes from the
 * if's result, odd lanes the value they kept); the load's use comes last. With stall-on-use the
 * if's result is complete but not committed (the load is older) when the join reads it: the
 * scoreboard forwards it to the threads of its active mask only. */
static void k_ifhide(pe_kernel_t *k) {
  (void)k;
  L(L_TOP);
  I(PE_OP_LDG, 0, 1, N, XB);
  I(PE_OP_XOR, 2, 8, 5, 0); /* tid ^ i */
  I(PE_OP_AND, 2, 2, N, 1);
  BR(2, L_JOIN, L_JOIN); /* odd: straight to the join */
  I(PE_OP_MUL, 12, 5, N, 3);
  I(PE_OP_ADD, 12, 12, 8, 0);
  L(L_JOIN);
  I(PE_OP_ADD, 4, 4, 12, 0); /* full mask */
  I(PE_OP_ADD, 1, 1, N, NT);
  I(PE_OP_ADD, 5, 5, N, 1);
  I(PE_OP_SETLT, 6, 5, 9, 0);
  I(PE_OP_ADD, 7, 7, 0, 0); /* the load's use */
  loop_end(6);
  I(PE_OP_STG, N, 8, 4, OB);
  I(PE_OP_STG, N, 8, 7, OB + NT);
  I(PE_OP_EXIT, N, N, N, 0);
  entry(1, 8);
  go(9, ITER);
}

/* One ALU instruction and EXIT. */
static void k_one(pe_kernel_t *k) {
  (void)k;
  K->entry = at;
  I(PE_OP_TID, 1, N, N, 0);
  I(PE_OP_EXIT, N, N, N, 0);
}

const pe_kernel_def_t pe_ilp_kernel_defs[] = {
#define PE_ILP_KERNEL_DEF(n, wpc, iter, doc) {#n, doc, wpc, iter, 1, k_##n},
    PE_ILP_KERNELS(PE_ILP_KERNEL_DEF)
#undef PE_ILP_KERNEL_DEF
};
const unsigned pe_n_ilp_kernel_defs = sizeof pe_ilp_kernel_defs / sizeof pe_ilp_kernel_defs[0];

const pe_kernel_def_t pe_kernel_defs[] = {
#define PE_KERNEL_DEF(n, wpc, iter, waves, cyc, doc) {#n, doc, wpc, iter, waves, k_##n},
    PE_KERNELS(PE_KERNEL_DEF)
#undef PE_KERNEL_DEF
};
const unsigned pe_n_kernel_defs = sizeof pe_kernel_defs / sizeof pe_kernel_defs[0];

bool pe_kernel_validate(const pe_kernel_t *k, char *err, unsigned errn) {
  if (k->n == 0u || k->n > PE_MAX_INSNS) {
    snprintf(err, errn, "kernel %s: %u instructions (1..%u)", k->name, k->n, PE_MAX_INSNS);
    return false;
  }
  if (k->entry >= k->n) {
    snprintf(err, errn, "kernel %s: entry %u outside the program", k->name, k->entry);
    return false;
  }
  for (unsigned x = 0; x < k->n; x++) {
    const pe_insn_t *i = &k->code[x];
    const unsigned r[3] = {i->dst, i->a, i->b};
    for (unsigned j = 0; j < 3; j++) {
      if (r[j] != PE_R_NONE && r[j] >= PE_ISA_NREG) {
        snprintf(err, errn, "kernel %s: instruction %u (%s): register r%u outside r0..r%u", k->name, x,
                 pe_op_name(i->op), r[j], PE_ISA_NREG - 1u);
        return false;
      }
    }
    if (i->op == PE_OP_BR && (i->tgt >= k->n || i->rpc >= k->n)) {
      snprintf(err, errn, "kernel %s: instruction %u (br): target or reconvergence outside the program",
               k->name, x);
      return false;
    }
  }
  return true;
}

/* The definition of kernel `name` in either list, or NULL. */
static const pe_kernel_def_t *kernel_def(const char *name) {
  for (unsigned d = 0; d < pe_n_kernel_defs; d++) {
    if (strcmp(pe_kernel_defs[d].name, name) == 0) return &pe_kernel_defs[d];
  }
  for (unsigned d = 0; d < pe_n_ilp_kernel_defs; d++) {
    if (strcmp(pe_ilp_kernel_defs[d].name, name) == 0) return &pe_ilp_kernel_defs[d];
  }
  return NULL;
}

bool pe_kernel_make(const char *name, pe_shape_t shape, pe_kernel_t *k, char *err, unsigned errn) {
  const pe_kernel_def_t *def = kernel_def(name);
  if (def) {
    memset(k, 0, sizeof *k);
    k->name = def->name;
    k->doc = def->doc;
    if (shape.warps == 0u && shape.slots == 0u) {
      snprintf(err, errn, "kernel %s: no warps and no warp slots", name);
      return false;
    }
    if (shape.warps == 0u) {
      shape.warps = shape.slots * def->waves;
    }
    if (shape.slots == 0u || shape.slots > shape.warps) {
      shape.slots = shape.warps;
    }
    if (shape.wpc == 0u) {
      shape.wpc = def->wpc;
    }
    while (shape.wpc > 1u && (shape.warps % shape.wpc != 0u || shape.slots % shape.wpc != 0u)) {
      shape.wpc /= 2u;
    }
    if (shape.iter == 0u) {
      shape.iter = def->def_iter;
    }
    if ((uint64_t)shape.warps * shape.nl * (shape.iter + 1u) >= (uint64_t)(YB - XB)) {
      snprintf(err, errn, "kernel %s: %u warps x %u lanes x %u iterations overflow its data region", name,
               shape.warps, shape.nl, shape.iter);
      return false;
    }
    k->shape = shape;
    K = k;
    at = 0;
    nfix = 0;
    for (unsigned l = 0; l < L_N; l++) lbl[l] = -1;
    def->build(k);
    k->n = at;
    for (unsigned f = 0; f < nfix && at <= PE_MAX_INSNS; f++) {
      if (lbl[fix[f].tgt] < 0 || lbl[fix[f].rpc] < 0) {
        snprintf(err, errn, "kernel %s: instruction %u (br) names a label that is never placed", name,
                 fix[f].at);
        return false;
      }
      k->code[fix[f].at].tgt = (uint16_t)lbl[fix[f].tgt];
      k->code[fix[f].at].rpc = (uint16_t)lbl[fix[f].rpc];
    }
    return pe_kernel_validate(k, err, errn);
  }
  snprintf(err, errn, "unknown kernel '%s'", name);
  return false;
}

void pe_gmem_init(const pe_kernel_t *k, uint32_t *gmem) {
  (void)k;
  for (uint32_t a = 0; a < PE_GMEM_WORDS; a++) {
    gmem[a] = (a >= CB && a < CB + CHAIN) ? mix(a) % CHAIN : mix(a ^ 0x5A5A5A5Au) & 0xFFFFu;
  }
}

/* ---- interpreter ------------------------------------------------------------------------ */

bool pe_arch_alloc(pe_arch_t *a, const pe_shape_t *s) {
  a->threads = s->warps * s->nl;
  a->ctas = s->warps / s->wpc;
  a->reg = calloc(a->threads, sizeof *a->reg);
  a->gmem = calloc(PE_GMEM_WORDS, sizeof *a->gmem);
  a->smem = calloc((size_t)a->ctas * PE_SMEM_WORDS, sizeof *a->smem);
  a->thread_insns = 0;
  return a->reg && a->gmem && a->smem;
}

void pe_arch_free(pe_arch_t *a) {
  free(a->reg);
  free(a->gmem);
  free(a->smem);
  a->reg = NULL;
  a->gmem = NULL;
  a->smem = NULL;
}

static uint32_t rd(const uint32_t *r, unsigned x) { return x == PE_R_NONE ? 0u : r[x]; }

bool pe_interp_run(const pe_kernel_t *k, pe_arch_t *o, uint64_t max_steps, char *err, unsigned errn) {
  const unsigned nl = k->shape.nl, per_cta = k->shape.wpc * nl;
  pe_gmem_init(k, o->gmem);
  unsigned *pc = calloc(per_cta, sizeof *pc);
  unsigned char *st = calloc(per_cta, 1); /* 0 running, 1 at barrier, 2 exited */
  if (!pc || !st) {
    free(pc);
    free(st);
    snprintf(err, errn, "out of memory");
    return false;
  }
  bool ok = true;
  for (unsigned c = 0; c < o->ctas && ok; c++) {
    uint32_t *smem = o->smem + (size_t)c * PE_SMEM_WORDS;
    for (unsigned t = 0; t < per_cta; t++) {
      pc[t] = k->entry;
      st[t] = 0;
    }
    for (;;) {
      unsigned live = 0;
      for (unsigned t = 0; t < per_cta && ok; t++) {
        const uint32_t tid = c * per_cta + t;
        uint32_t *r = o->reg[tid];
        uint64_t steps = 0;
        while (st[t] == 0) {
          const pe_insn_t *i = &k->code[pc[t]];
          if (++steps > max_steps) {
            snprintf(err, errn,
                     "interpreter: thread %u ran %llu instructions without reaching a barrier or exit", tid,
                     (unsigned long long)max_steps);
            ok = false;
            break;
          }
          o->thread_insns++;
          unsigned next = pc[t] + 1u;
          const uint32_t a = rd(r, i->a), b = rd(r, i->b);
          switch (i->op) {
            case PE_OP_LDS: r[i->dst] = smem[pe_isa_addr(i, a)]; break;
            case PE_OP_STS: smem[pe_isa_addr(i, a)] = b; break;
            case PE_OP_LDG: r[i->dst] = o->gmem[pe_isa_addr(i, a)]; break;
            case PE_OP_STG: o->gmem[pe_isa_addr(i, a)] = b; break;
            case PE_OP_ATOM: {
              const uint32_t ad = pe_isa_addr(i, a), old = o->gmem[ad];
              o->gmem[ad] = old + b;
              if (i->dst != PE_R_NONE) r[i->dst] = old;
              break;
            }
            case PE_OP_BAR: st[t] = 1; break;
            case PE_OP_BR:
              if (i->a == PE_R_NONE || a != 0u) next = i->tgt;
              break;
            case PE_OP_EXIT: st[t] = 2; break;
            default:
              if (i->dst != PE_R_NONE) r[i->dst] = pe_isa_alu(i, a, b, tid, t);
              break;
          }
          pc[t] = next;
        }
        if (st[t] != 2) live++;
      }
      if (!ok || live == 0u) break;
      for (unsigned t = 0; t < per_cta; t++) {
        if (st[t] == 1) st[t] = 0;
      }
    }
  }
  free(pc);
  free(st);
  return ok;
}
