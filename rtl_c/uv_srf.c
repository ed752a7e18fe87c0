/* rtl_c/uv_srf.c: C model of the scalar register file, its renaming map and its freelist
 * (contract in uv_srf.h). Statement-by-statement twin of hdl/uv_srf.sv: the same names, in the
 * same order. */
#include "uv_srf.h"

#include <string.h>

#define NSR WT_SRF_REGS
#define NVR WT_UV_VREGS

/* SRF_REGS is a power of two (configs/knobs.def), so a freelist pointer wraps by truncation. */
static_assert((UINT32_C(1) << WT_SRW) == NSR, "uv_srf: SRF_REGS is 2^SRW");

/* Freelist pointer + 1, wrapping at SRF_REGS. */
static uint32_t fl_inc(uint32_t p) { return (p + 1u) & WT_MASK32(WT_SRW); }

void uv_srf_reset(uv_srf_state_t *s) {
  for (uint32_t i = 0; i < NSR; i++) {
    s->srf[i] = 0;
    s->fl_slot[i] = i;
  }
  for (uint32_t v = 0; v < NVR; v++) {
    s->map[v] = 0;
  }
  s->fl_head = 0;
  s->fl_tail = 0;
  s->fl_count = NSR;
}

/* Phase 1, one source: renamed, its SR and the SRF read, all on the start-of-cycle state. */
static void read_src(const uv_srf_state_t *s, bool v, uint32_t vr, bool *m, uint32_t *sr, uint32_t *val) {
  const uint32_t e = s->map[vr];
  *m = v && (e & UV_SRF_MAP_V) != 0u;
  *sr = *m ? e & WT_MASK32(WT_SRW) : 0u;
  *val = *m ? s->srf[*sr] : 0u;
}

void uv_srf_comb(const uv_srf_state_t *s, const uv_srf_in_t *in, uv_srf_out_t *out, uv_srf_state_t *next) {
  WT_ASSERT_FITS(in->src_v, UV_SRF_NSRC);
  WT_ASSERT_FITS(in->src0, WT_UVRW);
  WT_ASSERT_FITS(in->src1, WT_UVRW);
  WT_ASSERT_FITS(in->src2, WT_UVRW);
  WT_ASSERT_FITS(in->dst, WT_UVRW);
  WT_ASSERT_FITS(in->act, WT_NL);
  WT_ASSERT_FITS(in->full, WT_NL);
  WT_ASSERT_FITS(in->rel_sr, WT_SRW);
  WT_ASSERT_FITS(in->wr_sr, WT_SRW);
  WT_ASSERT_FITS(in->wr_val, WT_UV_DW);
  /* Phase 1: reads on the start-of-cycle state (before `next` is written: it may be `s`). */
  read_src(s, in->id_v && (in->src_v & 1u) != 0u, in->src0, &out->src0_m, &out->src0_sr, &out->src0_val);
  read_src(s, in->id_v && (in->src_v & 2u) != 0u, in->src1, &out->src1_m, &out->src1_sr, &out->src1_val);
  read_src(s, in->id_v && (in->src_v & 4u) != 0u, in->src2, &out->src2_m, &out->src2_sr, &out->src2_val);
  const uint32_t old = s->map[in->dst];
  const uint32_t old_val = s->srf[old & WT_MASK32(WT_SRW)];
  /* The destination is also a valid source (D4's copy-on-write condition, COW_PAPER_RULE = 1). */
  const bool dst_src = ((in->src_v & 1u) != 0u && in->src0 == in->dst) ||
                       ((in->src_v & 2u) != 0u && in->src1 == in->dst) ||
                       ((in->src_v & 4u) != 0u && in->src2 == in->dst);
  if (next != s) {
    *next = *s; /* in place (next == s) is allowed: see wt_block.h */
  }
  /* Phase 2: the issue-time release pushes at the tail (dropped into a full freelist). */
  const bool rel_ok = in->rel_v && next->fl_count != NSR;
  if (rel_ok) {
    next->fl_slot[next->fl_tail] = in->rel_sr;
    next->fl_tail = fl_inc(next->fl_tail);
    next->fl_count = next->fl_count + 1u;
  }
  /* Phase 3: the SRF write port. */
  if (in->wr_v) {
    next->srf[in->wr_sr] = in->wr_val;
  }
  /* Phase 4: the ID operation, on the freelist after the release. */
  const bool w = in->id_v && in->dst_v;
  const bool old_v = w && (old & UV_SRF_MAP_V) != 0u;
  const bool fl_any = next->fl_count != 0u;
  out->alloc = w && in->uniform && fl_any;
  out->alloc_sr = out->alloc ? next->fl_slot[next->fl_head] : 0u;
  out->fallback = w && in->uniform && !fl_any;
  out->cow = old_v && !out->alloc && in->act != in->full && (WT_COW_PAPER_RULE == 0 || dst_src);
  out->old_v = old_v;
  out->old_sr = old_v ? old & WT_MASK32(WT_SRW) : 0u;
  out->old_val = old_v ? old_val : 0u;
  if (out->alloc) {
    next->fl_head = fl_inc(next->fl_head);
    next->fl_count = next->fl_count - 1u;
    next->map[in->dst] = UV_SRF_MAP_V | out->alloc_sr;
  } else if (old_v) {
    next->map[in->dst] = old & ~UV_SRF_MAP_V;
  }
}

////////////////////////////////////////////////////////////////////////////////
// Invariants
////////////////////////////////////////////////////////////////////////////////

#define FAIL(...) return wt_fail(msg, n, __VA_ARGS__)

bool uv_srf_check(const uv_srf_state_t *s, char *msg, size_t n) {
  if (!wt_fields_width_ok(uv_srf_block.state, s, msg, n)) {
    return false;
  }
  if (s->fl_count > NSR) {
    FAIL("freelist count %u > SRF_REGS %u", (unsigned)s->fl_count, (unsigned)NSR);
  }
  if (((s->fl_head + s->fl_count) & WT_MASK32(WT_SRW)) != s->fl_tail) {
    FAIL("freelist tail %u != head %u + count %u", (unsigned)s->fl_tail, (unsigned)s->fl_head,
         (unsigned)s->fl_count);
  }
  /* owner[sr]: 0 nobody, 1 + slot position in the freelist, or NSR + 1 + the VR mapping it. */
  static_assert(NSR + NVR < UINT32_MAX, "uv_srf: owner codes fit");
  uint32_t owner[NSR];
  memset(owner, 0, sizeof owner);
  for (uint32_t i = 0, p = s->fl_head; i < s->fl_count; i++, p = fl_inc(p)) {
    const uint32_t sr = s->fl_slot[p];
    if (owner[sr] != 0u) {
      FAIL("SR %u is in the freelist twice (slots %u and %u)", (unsigned)sr, (unsigned)(owner[sr] - 1u),
           (unsigned)p);
    }
    owner[sr] = 1u + p;
  }
  for (uint32_t v = 0; v < NVR; v++) {
    if ((s->map[v] & UV_SRF_MAP_V) == 0u) {
      continue;
    }
    const uint32_t sr = s->map[v] & WT_MASK32(WT_SRW);
    if (owner[sr] > NSR) {
      FAIL("SR %u is the target of two valid map entries (VR %u and VR %u)", (unsigned)sr,
           (unsigned)(owner[sr] - NSR - 1u), (unsigned)v);
    }
    if (owner[sr] != 0u) {
      FAIL("SR %u is mapped by VR %u and free (freelist slot %u)", (unsigned)sr, (unsigned)v,
           (unsigned)(owner[sr] - 1u));
    }
    owner[sr] = NSR + 1u + v;
  }
  return true;
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

WT_BLOCK_TABLES(uv_srf, UV_SRF)
WT_CHECK_ADAPTER(uv_srf)

/* The bits report's rows (the figures are in synth/uv_paper_notes.txt): D4 §4 counts the SRF and
 * the renaming map; the freelist is SPEC 5.3's [RES] (U3), not counted by D4. */
static const char *const srf_f[] = {"srf", NULL};
static const char *const map_f[] = {"map", NULL};
static const char *const fl_f[] = {"fl_slot", "fl_head", "fl_tail", "fl_count", NULL};
static const wt_part_t parts[] = {
    {"SRF", srf_f, "D4 §4: a SRF of 128 scalar registers, 128 x 32 = 4096 b", WT_WHOLE},
    {"renaming map", map_f, "D4 §4: a renaming table of 512 entries, 512 x 7 = 3584 b; MODEL adds V (U2)",
     WT_WHOLE},
    {"freelist", fl_f, "SPEC 5.3 [RES] (U3): a FIFO of 128 x 7 b + head, tail, count; not in D4", WT_WHOLE},
};

/* The memory split (tools/bits.c): the SRF and the renaming map are tables a chip builds as SRAM.
 * The SRF has a read port per source (the operand read) and SP0's write port; the map a read port
 * per source and one for the destination's old mapping, and one write (the destination). D4 gives
 * no organisation. The freelist (896 + 22 b) stays flip-flops. */
static const char *const srf_mem[] = {"srf", NULL};
static const char *const map_mem[] = {"map", NULL};
static const wt_mem_t mems[] = {
    {"SRF", srf_mem, 1, 1, UV_SRF_NSRC, 1,
     "D4 §3.1.2: 3 RP (sources), 1 WP (SP0's result); no organisation given"},
    {"renaming map", map_mem, 1, 1, UV_SRF_NSRC + 1, 1,
     "D4 §3.1.2: 4 RP (sources, destination), 1 WP (destination); no organisation given"},
};

const wt_block_t uv_srf_block = WT_DESCRIPTOR(
    uv_srf, .check = check_v,
    .paper_ref = "D4 §4: SRF 128 x 32 b = 4096, renaming map 512 x 7 b = 3584; freelist not given",
    WT_PARTS(parts), WT_MEMS(mems));
