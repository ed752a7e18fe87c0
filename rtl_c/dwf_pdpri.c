/* rtl_c/dwf_pdpri.c: C model of the DPdPri selector (contract in dwf_pdpri.h). */
#include "dwf_pdpri.h"

#include <string.h>

#define TID_NONE WT_MASK32(WT_TIDW) /* the empty-slot sentinel (SPEC 1.5) */

void dwf_pdpri_reset(dwf_pdpri_state_t *s) { memset(s, 0, sizeof *s); }

/* Phase 1 (RTL p_sel): a linear scan, index order; an entry wins over the best so far when its
 * {KEY, PC} is smaller, so a tie keeps the lower index. */
void dwf_pdpri_p1(dwf_pdpri_state_t *s, bool *iss_v, uint32_t *iss_idx) {
  bool f = false;
  uint32_t bi = 0, bk = 0, bp = 0;
  for (uint32_t e = 0; e < WT_POOL; e++) {
    if (s->wv[e] && (!f || s->key[e] < bk || (s->key[e] == bk && s->kpc[e] < bp))) {
      f = true;
      bi = e;
      bk = s->key[e];
      bp = s->kpc[e];
    }
  }
  *iss_v = f;
  *iss_idx = bi;
  if (f) {
    s->wv[bi] = false;
  }
}

/* One port (RTL g_ins[p]: k_new, k_old, any_old, key_out, kpc_out, wv_out). */
void dwf_pdpri_insert(dwf_pdpri_state_t *s, uint32_t cnf, uint32_t inew, uint32_t iold, uint32_t pc,
                      const uint32_t *tid) {
  WT_ASSERT_FITS(cnf, WT_NL);
  WT_ASSERT_FITS(inew, WT_IDXW);
  WT_ASSERT_FITS(iold, WT_IDXW);
  WT_ASSERT_FITS(pc, WT_PCW);
  uint32_t k_new = DWF_PDPRI_MAX, k_old = DWF_PDPRI_MAX;
  bool any_old = false;
  for (unsigned l = 0; l < WT_NL; l++) {
    if (tid[l] == TID_NONE || tid[l] >= WT_THREADS) {
      continue;
    }
    const uint32_t c = s->pdc[tid[l]];
    if ((cnf >> l & 1u) != 0u) {
      k_new = c < k_new ? c : k_new;
    } else {
      k_old = c < k_old ? c : k_old;
      any_old = true;
    }
  }
  if (cnf != 0u) {
    s->key[inew] = k_new;
    s->kpc[inew] = pc;
    s->wv[inew] = true;
  }
  if (any_old && k_old < s->key[iold]) {
    s->key[iold] = k_old;
  }
}

/* Phase 3 (RTL p_wb). */
void dwf_pdpri_wb(dwf_pdpri_state_t *s, uint32_t wb_v, const uint32_t *wb_tid, uint32_t wb_rcv) {
  for (unsigned l = 0; l < WT_NL; l++) {
    const uint32_t t = wb_tid[l];
    if (((wb_v & wb_rcv) >> l & 1u) != 0u && t < WT_THREADS && s->pdc[t] != DWF_PDPRI_MAX) {
      s->pdc[t] = s->pdc[t] + 1u;
    }
  }
}

void dwf_pdpri_comb(const dwf_pdpri_state_t *s, const dwf_pdpri_in_t *in, dwf_pdpri_out_t *out,
                    dwf_pdpri_state_t *next) {
  WT_ASSERT_FITS(in->wb_v, WT_NL);
  WT_ASSERT_FITS(in->wb_rcv, WT_NL);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  dwf_pdpri_p1(next, &out->iss_v, &out->iss_idx);
  if (in->ins0) {
    dwf_pdpri_insert(next, in->ins0_cnf, in->ins0_inew, in->ins0_iold, in->ins0_pc, in->ins0_tid);
  }
  if (in->ins1) {
    dwf_pdpri_insert(next, in->ins1_cnf, in->ins1_inew, in->ins1_iold, in->ins1_pc, in->ins1_tid);
  }
  dwf_pdpri_wb(next, in->wb_v, in->wb_tid, in->wb_rcv);
}

bool dwf_pdpri_check(const dwf_pdpri_state_t *s, char *msg, size_t n) {
  return wt_fields_width_ok(dwf_pdpri_block.state, s, msg, n);
}

/* ---- Field tables ---- */

WT_BLOCK_TABLES(dwf_pdpri, DWF_PDPRI)
WT_CHECK_ADAPTER(dwf_pdpri)

static const char *const pdc_part[] = {"pdc", NULL};
static const char *const key_part[] = {"key", "kpc", "wv", NULL};
static const wt_part_t parts[] = {
    {"PDC table", pdc_part, "SPEC 1.8 [RES]: THREADS x 8 b saturating (768 x 8 = 6144 b)", WT_WHOLE},
    {"DPdPri keys", key_part, "SPEC 1.8 [RES]: per pool entry a key (8 b), its PC copy and its waiting bit",
     WT_WHOLE},
};
const wt_block_t dwf_pdpri_block =
    WT_DESCRIPTOR(dwf_pdpri, .check = check_v,
                  .paper_ref = "none: D3 4.3 defines DPdPri in words only (SPEC 1.8)", WT_PARTS(parts));
