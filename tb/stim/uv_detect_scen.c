/* tb/stim/uv_detect_scen.c: directed scenarios of uv_detect (SPEC 5.1, 5.2 UV-1, 5.3 UV-2).
 *
 * The block has no state: each scenario is a list of input rows, one per cycle (then one idle
 * cycle, all inputs 0), a pure function of the cycle number. A row is an instruction: its three
 * source operands (OP() below), whether it writes a vector register, its class, and the warp's
 * active and launch masks, named by shape (mask()) so that every scenario runs at any NL. The
 * expected values are SPEC's and live in tb/unit/test_uv_detect.c, row by row.
 */
#include <stddef.h>

#include "uv_detect.h"
#include "wt_stim.h"

/* An operand: bit 8 present (src_v), bits 7..6 the kind, bits 5..2 the special register code,
 * bit 0 the register's uniform bit (token[VRsrc] or map[VRsrc].V). */
#define PRESENT 0x100u
#define OP(kind, code, ureg) (PRESENT | (uint32_t)(kind) << 6 | (uint32_t)(code) << 2 | (uint32_t)(ureg))
#define NO 0u                                   /* no such operand */
#define IMM OP(UV_KIND_IMM, 0u, 0u)             /* an immediate */
#define SR(c) OP(UV_KIND_SREG, UV_SREG_##c, 0u) /* special register %c */
#define RU OP(UV_KIND_REG, 0u, 1u)              /* a register holding a uniform vector */
#define RV OP(UV_KIND_REG, 0u, 0u)              /* a register holding a vector */
#define K3(code, ureg) OP(3u, (code), (ureg))   /* the undefined kind 3 */
#define ABSENT(op) ((op) & ~PRESENT)            /* an absent operand with junk fields */

/* Mask shapes (NL lanes, NUMSP SPs): ALL every lane; UPPER the last SP pass, lanes NL-NUMSP..NL-1
 * (SPEC UV-1 #5: 0xFF000000 at NL 32, NUMSP 8); LOWER the first pass, lanes 0..NUMSP-1 (UV-1 #6:
 * 0x000000FF); PART the partial last warp of a thread block, lanes 0..NL/2 (17 threads at NL 32,
 * 0x0001FFFF; 5 at NL 8, 0x1F); HOLE that warp with thread 0 inactive; BUT0 a full warp with lane
 * 0 inactive; LAST lane NL-1 only; NONE no lane. */
enum { ALL, UPPER, LOWER, PART, HOLE, BUT0, LAST, NONE };

static uint32_t mask(unsigned shape) {
  const uint32_t all = WT_MASK32(WT_NL);
  const uint32_t part = WT_MASK32(WT_NL / 2u + 1u);
  switch (shape) {
    case ALL: return all;
    case UPPER: return all & ~WT_MASK32(WT_NL - WT_NUMSP);
    case LOWER: return WT_MASK32(WT_NUMSP);
    case PART: return part;
    case HOLE: return part & ~1u;
    case BUT0: return all & ~1u;
    case LAST: return 1u << (WT_NL - 1u);
    default: return 0u;
  }
}

/* One instruction at the ID stage. */
typedef struct {
  uint32_t op[WT_UV_NSRC];
  bool dst;
  uint32_t cls;
  unsigned act, full; /* mask shapes */
} row_t;

#define ALU UV_CLS_ALU
#define BRA UV_CLS_BRANCH
#define MEM UV_CLS_MEM
#define OTH UV_CLS_OTHER

static void apply(const row_t *rows, unsigned n, unsigned cyc, uv_detect_in_t *in) {
  if (cyc >= n) {
    return; /* the idle cycle: no operand, no destination */
  }
  const row_t *r = &rows[cyc];
  for (unsigned s = 0; s < WT_UV_NSRC; s++) {
    in->src_v[s] = (r->op[s] & PRESENT) != 0u;
    in->src_kind[s] = (r->op[s] >> 6) & 3u;
    in->src_sreg[s] = (r->op[s] >> 2) & 15u;
    in->src_ureg[s] = (r->op[s] & 1u) != 0u;
  }
  in->has_dst = r->dst;
  in->cls = r->cls;
  in->active_mask = mask(r->act);
  in->full_mask = mask(r->full);
}

/* UV-1 (SPEC 5.2; the same inputs as UV-2's in the SRF design, with map[VR].V for the token), a
 * full warp unless said: #1 mov r1, #0; #2 mul r2, %ctaid.x, %ntid.x; #3 add r3, r2, %tid.x
 * (token[2] = 1); #4 add r1, r1, #1 (token[1] = 1); #5 add r1, r1, #2 with threads 24-31 active
 * (UPPER); #6 mov r2, #5 with threads 0-7 active (LOWER). */
static const row_t uv1[] = {
    {{IMM, NO, NO}, true, ALU, ALL, ALL},                 //
    {{SR(CTAID_X), SR(NTID_X), NO}, true, ALU, ALL, ALL}, //
    {{RU, SR(TID_X), NO}, true, ALU, ALL, ALL},           //
    {{RU, IMM, NO}, true, ALU, ALL, ALL},                 //
    {{RU, IMM, NO}, true, ALU, UPPER, ALL},               //
    {{IMM, NO, NO}, true, ALU, LOWER, ALL},               //
};
/* A partial last warp (launch mask PART): UV-1 #1, #2, #3 with every launched thread active; #4
 * with thread 0 inactive (HOLE); #1 on a full warp; #1 with an active lane outside the launch mask
 * (no legal warp has one: the masks are compared literally); #1 with PART active in a full warp. */
static const row_t partial[] = {
    {{IMM, NO, NO}, true, ALU, PART, PART},                 //
    {{SR(CTAID_X), SR(NTID_X), NO}, true, ALU, PART, PART}, //
    {{RU, SR(TID_X), NO}, true, ALU, PART, PART},           //
    {{RU, IMM, NO}, true, ALU, HOLE, PART},                 //
    {{IMM, NO, NO}, true, ALU, ALL, ALL},                   //
    {{IMM, NO, NO}, true, ALU, ALL, PART},                  //
    {{IMM, NO, NO}, true, ALU, PART, ALL},                  //
};
/* Only ALU instructions (SPEC 5.1 [RES]), all with uniform sources on a full warp: ld.global r4,
 * [r1]; @r1 bra; a branch that writes a register; st.global [r1], r2; a load of a kernel
 * parameter; bar.sync; another class with a destination; an ALU instruction without a vector
 * destination; and the ALU instruction with one. */
static const row_t cls[] = {
    {{RU, NO, NO}, true, MEM, ALL, ALL},             //
    {{RU, NO, NO}, false, BRA, ALL, ALL},            //
    {{RU, IMM, NO}, true, BRA, ALL, ALL},            //
    {{RU, RU, NO}, false, MEM, ALL, ALL},            //
    {{SR(PARAM), NO, NO}, true, MEM, ALL, ALL},      //
    {{IMM, NO, NO}, false, OTH, ALL, ALL},           //
    {{RU, SR(NCTAID_Z), IMM}, true, OTH, ALL, ALL},  //
    {{RU, SR(NCTAID_Z), IMM}, false, ALU, ALL, ALL}, //
    {{RU, SR(NCTAID_Z), IMM}, true, ALU, ALL, ALL},  //
};
/* Divergence in a full warp, the instruction uniform otherwise: lane 0 inactive; lane NL-1 alone;
 * the first SP pass alone; no lane; every lane. */
static const row_t diverge[] = {
    {{RU, IMM, SR(NTID_Y)}, true, ALU, BUT0, ALL},  //
    {{RU, IMM, SR(NTID_Y)}, true, ALU, LAST, ALL},  //
    {{RU, IMM, SR(NTID_Y)}, true, ALU, LOWER, ALL}, //
    {{RU, IMM, SR(NTID_Y)}, true, ALU, NONE, ALL},  //
    {{RU, IMM, SR(NTID_Y)}, true, ALU, ALL, ALL},   //
};
/* Operands (SPEC 5.1 [RES] codes, each source position): every special register code 0..15 at
 * source code mod 3, the others immediates; a vector register at each position and at all three;
 * the undefined kind 3 (with a uniform code and the uniform bit); absent operands with junk fields;
 * a special register's uniform bit, a register's code and an immediate's code ignored. */
static const row_t operands[] = {
    {{SR(TID_X), IMM, IMM}, true, ALU, ALL, ALL},                               //
    {{IMM, SR(TID_Y), IMM}, true, ALU, ALL, ALL},                               //
    {{IMM, IMM, SR(TID_Z)}, true, ALU, ALL, ALL},                               //
    {{SR(LANEID), IMM, IMM}, true, ALU, ALL, ALL},                              //
    {{IMM, SR(NTID_X), IMM}, true, ALU, ALL, ALL},                              //
    {{IMM, IMM, SR(NTID_Y)}, true, ALU, ALL, ALL},                              //
    {{SR(NTID_Z), IMM, IMM}, true, ALU, ALL, ALL},                              //
    {{IMM, SR(NCTAID_X), IMM}, true, ALU, ALL, ALL},                            //
    {{IMM, IMM, SR(NCTAID_Y)}, true, ALU, ALL, ALL},                            //
    {{SR(NCTAID_Z), IMM, IMM}, true, ALU, ALL, ALL},                            //
    {{IMM, SR(CTAID_X), IMM}, true, ALU, ALL, ALL},                             //
    {{IMM, IMM, SR(CTAID_Y)}, true, ALU, ALL, ALL},                             //
    {{SR(CTAID_Z), IMM, IMM}, true, ALU, ALL, ALL},                             //
    {{IMM, SR(PARAM), IMM}, true, ALU, ALL, ALL},                               //
    {{IMM, IMM, OP(UV_KIND_SREG, 14u, 0u)}, true, ALU, ALL, ALL},               //
    {{OP(UV_KIND_SREG, 15u, 1u), IMM, IMM}, true, ALU, ALL, ALL},               //
    {{RV, IMM, IMM}, true, ALU, ALL, ALL},                                      //
    {{IMM, RV, IMM}, true, ALU, ALL, ALL},                                      //
    {{IMM, IMM, RV}, true, ALU, ALL, ALL},                                      //
    {{RV, RV, RV}, true, ALU, ALL, ALL},                                        //
    {{RU, K3(UV_SREG_NTID_X, 1u), RU}, true, ALU, ALL, ALL},                    //
    {{ABSENT(RV), ABSENT(SR(TID_X)), ABSENT(K3(0u, 0u))}, true, ALU, ALL, ALL}, //
    {{OP(UV_KIND_SREG, UV_SREG_TID_X, 1u), IMM, NO}, true, ALU, ALL, ALL},      //
    {{OP(UV_KIND_REG, UV_SREG_NTID_X, 0u), NO, IMM}, true, ALU, ALL, ALL},      //
    {{OP(UV_KIND_IMM, UV_SREG_TID_X, 0u), RU, RU}, true, ALU, ALL, ALL},        //
};

#define N(a) ((unsigned)(sizeof(a) / sizeof((a)[0])))
WT_SCEN_ROWS_INPUT(uv1)
WT_SCEN_ROWS_INPUT(partial)
WT_SCEN_ROWS_INPUT(cls)
WT_SCEN_ROWS_INPUT(diverge)
WT_SCEN_ROWS_INPUT(operands)

static const wt_scenario_t list[] = {
    {"uv1",
     "UV-1 (SPEC 5.2) at the detector: mov #0 and mul %ctaid.x, %ntid.x uniform (1 cycle), add r2, %tid.x "
     "regular (NL/NUMSP), divergent #5 and #6 regular",
     N(uv1) + 1u, uv1_in},
    {"partial",
     "SPEC 5.1 [RES]: full_mask is the launch mask: a partial last warp with every launched thread "
     "active is uniform",
     N(partial) + 1u, partial_in},
    {"cls",
     "SPEC 5.1 [RES]: a branch, a load, a store, a barrier with uniform sources are not uniform; an ALU "
     "instruction without a destination neither",
     N(cls) + 1u, cls_in},
    {"diverge", "SPEC 5.1: an active mask short of the launch mask is not uniform", N(diverge) + 1u,
     diverge_in},
    {"operands",
     "SPEC 5.1 [RES]: ntid, nctaid, ctaid, param uniform; tid, laneid, codes 14, 15, kind 3 not; "
     "absent sources uniform",
     N(operands) + 1u, operands_in},
};

const wt_scenarios_t uv_detect_scenarios = {list, N(list)};
