/* tb/stim/uv_unit_scen.c: directed scenarios of uv_unit (SPEC 5.2 UV-1, 5.3 UV-2, 5.4 IRB-1,
 * and the unit's own rules: the queue, the interlock, the release at issue).
 *
 * Each scenario starts from the reset state and is a pure function of the cycle and the
 * configuration: an instruction enters ID at a fixed cycle and the pipeline issues it (iss_v with
 * its PC, opcode, source values and EX result) at a fixed later cycle, chosen so that the unit is
 * ready then in both register designs. The expected values, SPEC's on uv_baseline and worked out
 * by hand on uv_toy, are in tb/unit/test_uv_unit.c. Masks: FULL = all NL lanes; DIV = the top
 * quarter (threads 24-31 at NL 32, SPEC's 0xFF000000); LOW = the bottom quarter (0x000000FF).
 * Values fit the toy's 8 bits.
 */
#include "uv_unit.h"
#include "wt_stim.h"

#define FULL WT_MASK32(WT_NL)
#define DIV (FULL & ~WT_MASK32(WT_NL * 3u / 4u))
#define LOW WT_MASK32(WT_NL / 4u)

#define MOV 0x01u
#define MUL 0x02u
#define ADD 0x12u /* SPEC IRB-1's opcode of `add` */
#define SUB 0x13u /* [RES] SPEC names `sub` without a value: the next opcode */

/* A source operand: a register, an immediate or a special register. */
typedef struct {
  uint32_t kind; /* UV_KIND_*, or 0xF: absent */
  uint32_t v;    /* the register or the special register */
} opnd_t;
#define NONE \
  { 0xFu, 0u }
#define R(r) \
  { UV_KIND_REG, (r) }
#define IMM \
  { UV_KIND_IMM, 0u }
#define SREG(x) \
  { UV_KIND_SREG, UV_SREG_##x }

/* An instruction of a scenario: ID at cycle `id`, issue at cycle `iss` (or never: UINT32_MAX). */
typedef struct {
  unsigned id, iss;
  opnd_t src[UV_UNIT_NSRC];
  uint32_t dst; /* physical vector register; every scenario instruction writes one */
  uint32_t act;
  uint32_t pc, opc;         /* at issue: the PC (its partial PC), the opcode */
  uint32_t s[UV_UNIT_NSRC]; /* the source values the pipeline reads */
  uint32_t r;               /* the EX result */
} instr_t;

/* Drives cycle `cyc` of the instruction list: the ID fields of the one entering ID, the issue
 * fields of the one issuing. */
static void drive(const instr_t *l, unsigned n, unsigned cyc, uv_unit_in_t *in) {
  for (unsigned i = 0; i < n; i++) {
    const instr_t *x = &l[i];
    if (x->id == cyc) {
      in->id_v = true;
      for (unsigned k = 0; k < UV_UNIT_NSRC; k++) {
        in->src_v[k] = x->src[k].kind != 0xFu;
        in->src_kind[k] = x->src[k].kind & WT_MASK32(WT_UVKINDW);
        in->src_sreg[k] = x->src[k].kind == UV_KIND_SREG ? x->src[k].v : 0u;
        in->src[k] = x->src[k].kind == UV_KIND_REG ? x->src[k].v : 0u;
      }
      in->has_dst = true;
      in->dst = x->dst;
      in->cls = UV_CLS_ALU;
      in->act = x->act;
      in->full = FULL;
    }
    if (x->iss == cyc) {
      in->iss_v = true;
      in->iss_pc = (uint32_t)(((uint64_t)x->pc << WT_IRB_PPC_LSB) & WT_MASK64(WT_PCW));
      in->iss_opc = x->opc;
      for (unsigned k = 0; k < UV_UNIT_NSRC; k++) {
        in->iss_s[k] = x->s[k] & WT_MASK32(WT_UV_DW);
      }
      in->iss_r = x->r & WT_MASK32(WT_UV_DW);
    }
  }
}

////////////////////////////////////////////////////////////////////////////////
// uv1: SPEC 5.2 UV-1 (token design), the same program as SPEC 5.3 UV-2 (SRF design)
////////////////////////////////////////////////////////////////////////////////

/* VR1..VR3 are r1..r3 of warp 0; ctaid.x = 2, ntid.x = 32. Each instruction issues the cycle
 * after its ID. The next enters ID once the unit can issue it the cycle after (SPEC's intervals:
 * 1, 1, 4, 1, 8 = 4 + the copy's 4, 8), and not while a scalar instruction whose register it
 * reads is still queued (the SRF design's interlock would hold it):
 *   c0  #1 mov r1, #0                 uniform; token[1] / pops SR0          issue c1, r = 0
 *   c1  #2 mul r2, %ctaid.x, %ntid.x  uniform; token[2] / pops SR1          issue c2, r = 64
 *   c3  #3 add r3, r2, %tid.x         regular; VR2 read broadcast (SR1: 64) issue c4
 *   c7  #4 add r1, r1, #1             uniform; VR1.N / SR0 (0)              issue c8, r = 1
 *       (SRF design: pops SR2; SR0 is released when #4 issues, c8)
 *   c9  #5 add r1, r1, #2, mask DIV   COW VR1 <- 1 (VR1.N / SR2); regular   issue c10
 *   c17 #6 mov r2, #5, mask LOW       SPEC's rule: COW VR2 <- 64 first      issue c18 */
static const instr_t uv1[] = {
    {0, 1, {IMM, NONE, NONE}, 1, FULL, 0x10, MOV, {0, 0, 0}, 0},
    {1, 2, {SREG(CTAID_X), SREG(NTID_X), NONE}, 2, FULL, 0x11, MUL, {2, 32, 0}, 64},
    {3, 4, {R(2), SREG(TID_X), NONE}, 3, FULL, 0x12, ADD, {0, 0, 0}, 0},
    {7, 8, {R(1), IMM, NONE}, 1, FULL, 0x13, ADD, {0, 1, 0}, 1},
    {9, 10, {R(1), IMM, NONE}, 1, DIV, 0x14, ADD, {0, 2, 0}, 3},
    {17, 18, {IMM, NONE, NONE}, 2, LOW, 0x15, MOV, {5, 0, 0}, 5},
};
#define N_UV1 (sizeof uv1 / sizeof uv1[0])

WT_SCEN_INPUT(uv_unit, uv1_in) {
  drive(uv1, N_UV1, cyc, in);
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// irb1: SPEC 5.4 IRB-1 through the unit
////////////////////////////////////////////////////////////////////////////////

/* `add rX, #r1, #1` at PC 0x123 (opcode ADD), uniform in both designs (immediate sources: the
 * pipeline supplies r1's value), each writing its own register (VR 8 + step: no interlock). Each
 * issues the cycle after its ID; the IRB is E = IRB_ENTRIES entries (SPEC: 8, victims e7, e6, e5):
 *   c1 step 1 r1 = 5: miss, executes 6, e(E-1)     c2 step 2 r1 = 5: hit, REUSE 6
 *   c3 step 3 r1 = 7: hit, mismatch, executes 8    c4 the fault: bit 0 of e(E-1).D flipped
 *   c5 step 4 r1 = 7: parity error, executes 8     c6 step 5 PC 0x124: miss, victim e(E-2)
 *   c7 step 6 alias PC 0x123 + 2^PPCW: hit, REUSE 8
 *   c8 step 7 SUB at 0x123, r1 = 7: miss (opcode), victim e(E-3), executes 6 */
#define ALIAS (0x123u + (UINT32_C(1) << WT_IRB_PPCW))
static const instr_t irb1[] = {
    {0, 1, {IMM, IMM, NONE}, 9, FULL, 0x123, ADD, {5, 1, 0}, 6},
    {1, 2, {IMM, IMM, NONE}, 10, FULL, 0x123, ADD, {5, 1, 0}, 6},
    {2, 3, {IMM, IMM, NONE}, 11, FULL, 0x123, ADD, {7, 1, 0}, 8},
    {4, 5, {IMM, IMM, NONE}, 12, FULL, 0x123, ADD, {7, 1, 0}, 8},
    {5, 6, {IMM, IMM, NONE}, 13, FULL, 0x124, ADD, {7, 1, 0}, 8},
    {6, 7, {IMM, IMM, NONE}, 14, FULL, ALIAS, ADD, {7, 1, 0}, 8},
    {7, 8, {IMM, IMM, NONE}, 15, FULL, 0x123, SUB, {7, 1, 0}, 6},
};
#define N_IRB1 (sizeof irb1 / sizeof irb1[0])
/* Covered bit 0 of D (uv_irb.h: PPC, OPC, S0, S1, S2, D, LSB first). */
#define POS_D0 (WT_IRB_PPCW + WT_UV_OPCW + 3u * WT_UV_DW)

WT_SCEN_INPUT(uv_unit, irb1_in) {
  drive(irb1, N_IRB1, cyc, in);
  if (cyc == 4u) {
    in->inj = true;
    in->inj_e = WT_IRB_ENTRIES - 1u;
    in->inj_bit = POS_D0;
  }
  return false;
}

////////////////////////////////////////////////////////////////////////////////
// queue: the queue fills, the interlock holds ID, the release waits for issue
////////////////////////////////////////////////////////////////////////////////

/* A: mov r1, #7 (uniform); B: add r2, r1, #1 (uniform: reads uniform VR1); C: mov r1, #3 (uniform,
 * redefines VR1). ID is offered every cycle while the pipeline holds issue:
 *   c0 A enters ID.
 *   c1 B offered. Token design: taken (the queue holds A, B). SRF design: held, A (queued,
 *      scalar) writes VR1's SR0, which B reads: the interlock.
 *   c2 A issues (7 into SR0 / VR1.N). B offered again: token design: the queue is full (A, B:
 *      count 2 = UV_IQ at the start of the cycle), held; SRF design: A is still queued, held.
 *   c3 B offered: taken in both (token design: a second B).
 *   c4 the head issues (B: sources 7 and 1, result 8).
 *   c5 C enters ID: SRF design: pops a new SR, VR1's old SR0 is held in C's entry for release.
 *   c6 the head issues (token design: the second B, whose result the IRB reuses; SRF design: C,
 *      which releases SR0 now).
 *   c7 the head issues (token design: C). */
static const instr_t queue_a = {0, 2, {IMM, NONE, NONE}, 1, FULL, 0x30, MOV, {7, 0, 0}, 7};
static const instr_t queue_c = {5, 0xFFFFFFFFu, {IMM, NONE, NONE}, 1, FULL, 0x32, MOV, {3, 0, 0}, 3};
/* B's ID fields, and the issue fields the pipeline drives at c4, c6 and c7 (the head then). */
static const instr_t queue_b = {0xFFFFFFFFu, 0xFFFFFFFFu, {R(1), IMM, NONE}, 2, FULL,
                                0x31,        ADD,         {7, 1, 0},         8};

WT_SCEN_INPUT(uv_unit, queue_in) {
  instr_t a = queue_a, b = queue_b, c = queue_c;
  if (cyc >= 1u && cyc <= 3u) {
    b.id = cyc;
  }
  /* The head the pipeline issues: B at c4 (both designs); then the second B at c6 and C at c7
   * (token design), or C at c6 (SRF design, whose queue holds no second B). */
  if (cyc == 4u) {
    b.iss = cyc;
  }
#if WT_UV_DESIGN == 0
  if (cyc == 6u) {
    b.iss = cyc;
  }
  if (cyc == 7u) {
    c.iss = cyc;
  }
#else
  if (cyc == 6u) {
    c.iss = cyc;
  }
#endif
  drive(&a, 1, cyc, in);
  drive(&b, 1, cyc, in);
  drive(&c, 1, cyc, in);
  return false;
}

static const wt_scenario_t scen[] = {
    {"uv1",
     "SPEC 5.2 UV-1 (token design) / 5.3 UV-2 (SRF design) through the unit: uniform, regular with "
     "broadcast, COW; intervals 1, 1, 4, 1, 8, 8; SR0 released when #4 issues",
     19u, uv1_in},
    {"irb1",
     "SPEC 5.4 IRB-1 through the unit: miss, reuse, mismatch, parity error after a fault, victim "
     "e(E-2), alias reuse, opcode miss e(E-3)",
     9u, irb1_in},
    {"queue",
     "the queue fills (token design), the interlock holds ID on a queued SR write (SRF design), "
     "and a redefined VR's SR is released when the redefining instruction issues",
     8u, queue_in},
};

const wt_scenarios_t uv_unit_scenarios = {scen, sizeof scen / sizeof scen[0]};
