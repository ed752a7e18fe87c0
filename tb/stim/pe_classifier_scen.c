/* tb/stim/pe_classifier_scen.c: directed scenarios of pe_classifier (SPEC 3.7, 3.9 PM-1..PM-5).
 *
 * The block has no state: each scenario is a list of input rows, one per cycle (then one idle
 * cycle), a pure function of the cycle number. A row is the class code OR'ed with the flags
 * below. The expected values are SPEC's and live in tb/unit/test_pe_classifier.c, row by row.
 * The flags smem_st / bar stand for the episode flags of SPEC 3.3 as the unit holds them after
 * the classifier's set_smem_st / set_bar of an earlier row; can_ins is PQ.can_insert(pc) as the
 * P-queue computes it for the row's PC (written beside the row).
 */
#include <stddef.h>

#include "pe_classifier.h"
#include "wt_stim.h"

/* Row encoding: bits 3..0 the class, then one bit per flag input. */
#define LL (1u << 4)  /* src_ll */
#define SP (1u << 5)  /* src_pend */
#define DP (1u << 6)  /* dst_pend */
#define SM (1u << 7)  /* smem_st (smem_st_skipped) */
#define BA (1u << 8)  /* bar (past_barrier) */
#define CI (1u << 9)  /* can_ins */
#define AF (1u << 10) /* any_free */
#define OK (CI | AF)  /* an in-range PC, a non-full queue, a free register */

#define ALU PE_CLS_ALU
#define SFU PE_CLS_SFU
#define SLD PE_CLS_SMEM_LD
#define SST PE_CLS_SMEM_ST
#define GLD PE_CLS_GLD
#define GST PE_CLS_GST
#define ATM PE_CLS_ATOM
#define BAR PE_CLS_BAR
#define BRA PE_CLS_BRANCH
#define EXT PE_CLS_EXIT

static void apply(const uint32_t *rows, unsigned n, unsigned cyc, pe_classifier_in_t *in) {
  if (cyc >= n) {
    return; /* the idle cycle: all inputs 0 (ALU, can_ins 0: SKIP + LL) */
  }
  const uint32_t r = rows[cyc];
  in->cls = r & 0xFu;
  in->src_ll = (r & LL) != 0u;
  in->src_pend = (r & SP) != 0u;
  in->dst_pend = (r & DP) != 0u;
  in->smem_st = (r & SM) != 0u;
  in->bar = (r & BA) != 0u;
  in->can_ins = (r & CI) != 0u;
  in->any_free = (r & AF) != 0u;
}

/* PM-1 (D1 Fig 5), the P-mode issues in event order: #4 mul r3 <- r0 (LL), r2 (pending): SKIP +
 * LL (rule 1 before 2); #6 sub r1 <- r2, r5 at 0x98: PREEXEC; #8 set.lt r4 at 0xA0: PREEXEC; #10
 * br on r4 (ready, not LL): EXEC_BRANCH; #11 ld.global r0 <- [r1] with P.ll[r0] = P.pend[r0] = 1
 * (its dst): PRELOAD + LL (dst_pend does not stall GLD); #12 add r2 <- r2 at 0x88 (-8, in range):
 * PREEXEC; #14 mul r3 <- r0 (LL): SKIP + LL. */
static const uint32_t pm1[] = {ALU | LL | SP | OK, ALU | OK, ALU | OK,     BRA | OK,
                               GLD | DP | OK,      ALU | OK, ALU | LL | OK};
/* PM-2: st.shared: SKIP, sets smem_st_skipped; ld.shared r7 with it set: SKIP + LL; (new episode)
 * bar: SKIP, sets past_barrier; ld.shared r7 with it set: SKIP + LL; ld.shared r7 with neither:
 * PREEXEC; with both set: SKIP + LL. */
static const uint32_t pm2[] = {SST | OK,      SLD | SM | OK, BAR | OK,
                               SLD | BA | OK, SLD | OK,      SLD | SM | BA | OK};
/* PM-3: mul r3 <- r0 (LL): SKIP + LL; @r3 br (r3 now LL): HALT; the same branch with r3 also
 * pending: HALT (rule 1 before 2). */
static const uint32_t pm3[] = {ALU | LL | OK, BRA | LL | OK, BRA | LL | SP | OK};
/* PM-4 (BASE 0x1000): ALU at 0x1200 (+512, out of range, can_ins 0): SKIP + LL; at 0x11F8 (+504):
 * PREEXEC; at 0x0E00 (-512): PREEXEC; an SFU and an SMEM_LD out of range: SKIP + LL. */
static const uint32_t pm4[] = {ALU | AF, ALU | OK, ALU | OK, SFU | AF, SLD | AF};
/* PM-5: nine independent ALU instructions: the first eight insert (can_ins 1: PREEXEC), the 9th
 * finds TAIL = 8 (can_ins 0): SKIP + LL, even with no register free. */
static const uint32_t pm5[] = {ALU | OK, ALU | OK, ALU | OK, ALU | OK, ALU | OK,
                               ALU | OK, ALU | OK, ALU | OK, ALU,      ALU | AF};
/* Priority conflicts (SPEC 3.7 order): BAR with src_ll: SKIP (not HALT); ATOM with src_ll,
 * src_pend: SKIP + LL; GST with everything: SKIP; SMEM_ST with src_pend: SKIP; BRANCH with src_ll
 * and src_pend: HALT; GLD with dst_pend: PRELOAD; GLD with src_pend: STALL; SMEM_LD with dst_pend:
 * STALL; SMEM_LD with bar and can_ins: SKIP + LL; SMEM_LD with smem_st and dst_pend: STALL (2
 * before 3); ALU with !can_ins and !any_free: SKIP + LL; ALU with !any_free: STALL; SFU with
 * dst_pend: STALL; BRANCH with dst_pend: EXEC_BRANCH; EXIT with dst_pend: HALT; EXIT with src_pend:
 * STALL; EXIT with src_ll: SKIP + LL. */
static const uint32_t prio[] = {BAR | LL,      ATM | LL | SP, GST | LL | SP | DP | SM | BA,
                                SST | SP,      BRA | LL | SP, GLD | DP | OK,
                                GLD | SP | OK, SLD | DP | OK, SLD | BA | CI,
                                SLD | SM | DP, ALU,           ALU | CI,
                                SFU | DP | OK, BRA | DP,      EXT | DP,
                                EXT | SP,      EXT | LL};
/* Codes 10..15 (undefined): 10 alone: HALT; 11 with src_ll: SKIP + LL; 12 with src_pend: STALL;
 * 13 with dst_pend: HALT (not an ALU class); 14 with every flag but src_ll / src_pend, and OK:
 * HALT; 15: HALT. */
static const uint32_t undef[] = {10u, 11u | LL, 12u | SP, 13u | DP, 14u | DP | SM | BA | OK, 15u};

#define N(a) ((unsigned)(sizeof(a) / sizeof((a)[0])))
WT_SCEN_ROWS_INPUT(pm1)
WT_SCEN_ROWS_INPUT(pm2)
WT_SCEN_ROWS_INPUT(pm3)
WT_SCEN_ROWS_INPUT(pm4)
WT_SCEN_ROWS_INPUT(pm5)
WT_SCEN_ROWS_INPUT(prio)
WT_SCEN_ROWS_INPUT(undef)

static const wt_scenario_t list[] = {
    {"pm1", "PM-1 (SPEC 3.9): the P-mode issues of D1 Fig 5, events 4, 6, 8, 10, 11, 12, 14", N(pm1) + 1u,
     pm1_in},
    {"pm2", "PM-2: st.shared or bar, then ld.shared -> SKIP + LL; ld.shared alone -> PREEXEC", N(pm2) + 1u,
     pm2_in},
    {"pm3", "PM-3: a branch on an LL register (after a skipped mul) -> HALT", N(pm3) + 1u, pm3_in},
    {"pm4", "PM-4: out of range (can_ins 0) -> SKIP + LL; in range -> PREEXEC", N(pm4) + 1u, pm4_in},
    {"pm5", "PM-5: nine independent ALU instructions, the 9th refused (TAIL = 8) -> SKIP + LL", N(pm5) + 1u,
     pm5_in},
    {"prio", "SPEC 3.7 priority conflicts: rule 0 over 1, 1 over 2, 2 over 3, range over free", N(prio) + 1u,
     prio_in},
    {"undef", "codes 10..15 act as EXIT in every rule (HALT; SKIP + LL with src_ll)", N(undef) + 1u,
     undef_in},
};

const wt_scenarios_t pe_classifier_scenarios = {list, N(list)};
