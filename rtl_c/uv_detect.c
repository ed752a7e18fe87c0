/* rtl_c/uv_detect.c: C model of the intra-warp uniform detector (contract in uv_detect.h).
 *
 * Statement-by-statement twin of hdl/uv_detect.sv: the same names (sreg_uniform, kind_u, src_u,
 * all_u, full, uniform), the same loop over the sources. No state (an empty state table,
 * rtl_c/wt_block.h WT_NO_STATE). */
#include "uv_detect.h"

#include <stddef.h>

/* SPEC 5.0: a warp of NL threads runs on NUMSP SPs in NL / NUMSP passes; with more SPs than lanes,
 * or a remainder, the regular issue interval WT_UVII (and the scalar element WT_UVN) mean nothing.
 * hdl/uv_detect.sv refuses the same configurations at time 0 (p_config_check). */
#if WT_NUMSP > WT_NL
#error "uv_detect: NUMSP > NL: a warp has fewer lanes than the SM has SPs (SPEC 5.0); set NUMSP <= NL"
#endif
static_assert(
    WT_NUMSP > WT_NL || WT_NL % WT_NUMSP == 0,
    "uv_detect: NUMSP does not divide NL: a regular instruction needs NL / NUMSP whole passes (SPEC 5.1)");

/* Whether special register `code` holds the same value for every thread of a warp (SPEC 5.1
 * [RES]): ntid.*, nctaid.*, ctaid.* and a kernel parameter do; tid.*, laneid and the undefined
 * codes 14, 15 do not. */
static bool sreg_uniform(uint32_t code) {
  switch (code) {
    case UV_SREG_NTID_X:
    case UV_SREG_NTID_Y:
    case UV_SREG_NTID_Z:
    case UV_SREG_NCTAID_X:
    case UV_SREG_NCTAID_Y:
    case UV_SREG_NCTAID_Z:
    case UV_SREG_CTAID_X:
    case UV_SREG_CTAID_Y:
    case UV_SREG_CTAID_Z:
    case UV_SREG_PARAM: return true;
    default: return false;
  }
}

void uv_detect_eval(const uv_detect_in_t *in, uv_detect_out_t *out) {
  WT_ASSERT_FITS(in->cls, WT_UVCLSW);
  WT_ASSERT_FITS(in->active_mask, WT_NL);
  WT_ASSERT_FITS(in->full_mask, WT_NL);
  /* p_src: per source, the uniform condition of its kind; an absent source constrains nothing. */
  bool all_u = true;
  for (unsigned s = 0; s < WT_UV_NSRC; s++) {
    WT_ASSERT_FITS(in->src_kind[s], WT_UVKINDW);
    WT_ASSERT_FITS(in->src_sreg[s], WT_UVSREGW);
    bool kind_u = false; /* kind 3 (undefined): not uniform */
    switch (in->src_kind[s]) {
      case UV_KIND_REG: kind_u = in->src_ureg[s]; break;
      case UV_KIND_IMM: kind_u = true; break;
      case UV_KIND_SREG: kind_u = sreg_uniform(in->src_sreg[s]); break;
      default: break;
    }
    const bool src_u = !in->src_v[s] || kind_u;
    out->src_uniform[s] = src_u;
    all_u = all_u && src_u;
  }
  /* p_instr: SPEC 5.1's rule, full_mask being the launch mask ([RES]). */
  const bool full = in->active_mask == in->full_mask;
  const bool uniform = in->has_dst && in->cls == UV_CLS_ALU && all_u && full;
  out->uniform_instr = uniform;
  out->issue_interval = uniform ? 1u : (uint32_t)WT_UVII;
}

void uv_detect_comb(const void *s, const uv_detect_in_t *in, uv_detect_out_t *out, void *next) {
  (void)s;
  (void)next;
  uv_detect_eval(in, out);
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

WT_BLOCK_TABLES_NO_STATE(uv_detect, UV_DETECT)

const wt_block_t uv_detect_block =
    WT_DESCRIPTOR_NO_STATE(uv_detect, .paper_ref = "SPEC 5.1: combinational, no storage (D4 §3.1, ID stage)");
