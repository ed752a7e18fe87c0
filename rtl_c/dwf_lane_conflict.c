/* rtl_c/dwf_lane_conflict.c: C model of the register-file lane-conflict counter (contract in
 * dwf_lane_conflict.h).
 *
 * Statement-by-statement twin of hdl/dwf_lane_conflict.sv: the same names (home_lane, bank, hit,
 * cnt, mx, maxcnt, stall), the same loops in the same order. No state (an empty state table,
 * rtl_c/wt_block.h WT_NO_STATE). */
#include "dwf_lane_conflict.h"
#include "dwf_lane.h"

#include <stddef.h>

/* The lane (bank) index width: the max tree's depth. */
#define LANEW WT_IDX_W(WT_NL)

/* Home lane of a thread (SPEC 1.1 [RES]) at this configuration's SWZ: dwf_home_lane()
 * (rtl_c/dwf_lane.h). hdl/dwf_lane_conflict.sv has the same function (`home_lane`). */
static inline uint32_t home_lane(uint32_t tid) { return dwf_home_lane(tid, WT_SWZ); }

void dwf_lane_conflict_eval(const dwf_lane_conflict_in_t *in, dwf_lane_conflict_out_t *out) {
  WT_ASSERT_FITS(in->valid, WT_NL);
  /* p_bank: per slot, the bank of its thread: lane(tid) mod NBANK, NBANK = NL (SPEC 1.9 [RES]). */
  uint32_t bank[WT_NL];
  for (unsigned s = 0; s < WT_NL; s++) {
    WT_ASSERT_FITS(in->tid[s], WT_TIDW);
    bank[s] = home_lane(in->tid[s]) % WT_NL;
  }
  /* p_count: per bank, the valid slots decoded to it (a column of the one-hot decode matrix). */
  uint32_t cnt[WT_NL];
  for (unsigned b = 0; b < WT_NL; b++) {
    uint32_t c = 0;
    for (unsigned s = 0; s < WT_NL; s++) {
      const bool hit = ((in->valid >> s) & 1u) != 0u && bank[s] == b;
      c += hit ? 1u : 0u;
    }
    cnt[b] = c;
  }
  /* p_max: the max tree, level i pairing entries at distance d = 2^i (b a multiple of 2d): after
   * clog2(NL) levels mx[0] is the maximum. */
  uint32_t mx[WT_NL];
  for (unsigned b = 0; b < WT_NL; b++) {
    mx[b] = cnt[b];
  }
  for (unsigned i = 0; i < LANEW; i++) {
    for (unsigned b = 0; b < WT_NL; b++) {
      if (b % (2u << i) == 0u && b + (1u << i) < WT_NL) {
        mx[b] = mx[b + (1u << i)] > mx[b] ? mx[b + (1u << i)] : mx[b];
      }
    }
  }
  const uint32_t maxcnt = mx[0];
  /* p_stall: D3's rule, literal (maxcnt) or the LC_MINUS1 reading (maxcnt - 1), only above 1. */
  out->maxcnt = maxcnt;
  out->stall = maxcnt > 1u ? (WT_LC_MINUS1 ? maxcnt - 1u : maxcnt) : 0u;
}

void dwf_lane_conflict_comb(const void *s, const dwf_lane_conflict_in_t *in, dwf_lane_conflict_out_t *out,
                            void *next) {
  (void)s;
  (void)next;
  dwf_lane_conflict_eval(in, out);
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

WT_BLOCK_TABLES_NO_STATE(dwf_lane_conflict, DWF_LANE_CONFLICT)

const wt_block_t dwf_lane_conflict_block = WT_DESCRIPTOR_NO_STATE(
    dwf_lane_conflict, .paper_ref = "SPEC 1.9: combinational, no storage (D3 §5.1.1 Register Read)");
