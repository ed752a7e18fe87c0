/* rtl_c/pe_avail_vec.c: C model of the register availability vector (contract in pe_avail_vec.h).
 *
 * Statement-by-statement twin of hdl/pe_avail_vec.sv: each phase is one vector statement there
 * and the same statement for bit i inside one bounded loop over the RREGS bits here, with the
 * same names, in the same order; the two priority encoders are the same high-to-low loop. */
#include "pe_avail_vec.h"

#include <stddef.h>
#include <stdio.h>

#define N WT_RREGS

void pe_avail_vec_reset(pe_avail_vec_state_t *s) {
  for (uint32_t i = 0; i < N; i++) {
    s->used[i] = false;
    s->zombie[i] = false;
  }
}

void pe_avail_vec_comb(const pe_avail_vec_state_t *s, const pe_avail_vec_in_t *in,
                       pe_avail_vec_out_t *out, pe_avail_vec_state_t *next) {
  WT_ASSERT_FITS(in->wbn0_idx, WT_PHYW);
  WT_ASSERT_FITS(in->wbn1_idx, WT_PHYW);
  WT_ASSERT_FITS(in->alloc_bank, WT_BANKW);
  bool zombie_p2[N], used_p4[N], free_r[N], bank_free[N];

  /* Phases 1-4 and the lookup's inputs: each statement is one vector statement of the Verilog,
   * taken bit by bit (no bit depends on another before the encoders). */
  for (uint32_t i = 0; i < N; i++) {
    /* Phase 1: mark_zombie (a free register cannot become a zombie: ignored). */
    const bool zombie_p1 = s->zombie[i] || (in->zmb_mask[i] && s->used[i]);
    /* Phase 2: wb_notify, port 0 then port 1: a zombie's writeback frees it. */
    const bool wbn0_hit = in->wbn0_v && in->wbn0_idx == i && zombie_p1;
    const bool zombie_p2a = zombie_p1 && !wbn0_hit;
    const bool wbn1_hit = in->wbn1_v && in->wbn1_idx == i && zombie_p2a;
    zombie_p2[i] = zombie_p2a && !wbn1_hit;
    const bool used_p2 = s->used[i] && !wbn0_hit && !wbn1_hit;
    /* Phase 3: release (a zombie is not released: ignored, its writeback frees it). */
    const bool used_p3 = used_p2 && !(in->rel_mask[i] && !zombie_p2[i]);
    /* Phase 4: reserve at kernel launch. */
    used_p4[i] = used_p3 || (in->rsv_v && in->rsv_mask[i]);
    /* Phase 5: the lookup on the state after phases 1-4. */
    free_r[i] = !used_p4[i];
    bank_free[i] = free_r[i] && in->alloc_bank == i % WT_RBANKS;
  }
  /* Two priority encoders, scanned from the top: the last (lowest) hit wins. */
  bool bhit = false, ahit = false;
  uint32_t bidx = 0, aidx = 0;
  for (uint32_t i = N; i-- > 0;) {
    if (bank_free[i]) {
      bhit = true;
      bidx = i;
    }
    if (free_r[i]) {
      ahit = true;
      aidx = i;
    }
  }
  out->any_free = ahit;
  out->alloc_ok = ahit;
  out->alloc_idx = bhit ? bidx : aidx;
  /* Next state: the allocation takes alloc_idx only with alloc_v. */
  for (uint32_t i = 0; i < N; i++) {
    next->used[i] = used_p4[i] || (in->alloc_v && out->alloc_ok && out->alloc_idx == i);
    next->zombie[i] = zombie_p2[i];
  }
}

////////////////////////////////////////////////////////////////////////////////
// Invariants
////////////////////////////////////////////////////////////////////////////////

#define FAIL(...)                    \
  do {                               \
    if (n > 0u) {                    \
      snprintf(msg, n, __VA_ARGS__); \
    }                                \
    return false;                    \
  } while (0)

bool pe_avail_vec_check(const pe_avail_vec_state_t *s, char *msg, size_t n) {
  /* Widths (through the field table, so every field is covered: a bool holding 2 is caught). */
  const wt_fields_t t = pe_avail_vec_block.state;
  for (unsigned f = 0; f < t.n; f++) {
    for (unsigned e = 0; e < t.f[f].count; e++) {
      if ((wt_field_read(s, &t.f[f], e) & ~WT_MASK64(t.f[f].width)) != 0u) {
        FAIL("%s[%u] has bits above its %u-bit width", t.f[f].name, e, t.f[f].width);
      }
    }
  }
  /* A zombie register is still allocated (SPEC 3.5/3.6: freed only by its writeback). */
  for (uint32_t i = 0; i < N; i++) {
    if (s->zombie[i] && !s->used[i]) {
      FAIL("zombie[%u] = 1 but used[%u] = 0 (a zombie is still allocated)", (unsigned)i,
           (unsigned)i);
    }
  }
  return true;
}

////////////////////////////////////////////////////////////////////////////////
// Field tables
////////////////////////////////////////////////////////////////////////////////

#define IN_T pe_avail_vec_in_t
#define F(T, f, dims, w, d) WT_XFIELD(IN_T, T, f, w, d),
static const wt_field_t in_fields[] = {PE_AVAIL_VEC_IN_FIELDS(F)};
#undef F
#define OUT_T pe_avail_vec_out_t
#define F(T, f, dims, w, q, d) WT_OXFIELD(OUT_T, T, f, w, q, d),
static const wt_field_t out_fields[] = {PE_AVAIL_VEC_OUT_FIELDS(F)};
#undef F
#define ST_T pe_avail_vec_state_t
#define F(T, f, dims, w, d) WT_XFIELD(ST_T, T, f, w, d),
static const wt_field_t state_fields[] = {PE_AVAIL_VEC_STATE_FIELDS(F)};
#undef F

static void reset_v(void *s) { pe_avail_vec_reset(s); }
static bool check_v(const void *s, char *msg, size_t len) { return pe_avail_vec_check(s, msg, len); }
static void comb_v(const void *s, const void *in, void *out, void *next) {
  pe_avail_vec_comb(s, in, out, next);
}

/* D1 §5.3: "128 bits for the register availability vector" per SM, one bit per rename register
 * (SPEC 3.5 [CHK]); the figure belongs to D1's 128-register rename pool. The zombie vector is
 * SPEC's [RES] (3.6 discard) and has no paper figure. */
#define D1_GEOM (WT_RREGS == 128)
static const char *const used_part[] = {"used", NULL};
static const char *const zombie_part[] = {"zombie", NULL};
static const wt_part_t parts[] = {
    {"availability vector", used_part, D1_GEOM ? 128 : -1, (long long)WT_RREGS,
     "D1 §5.3: 128-bit register availability vector per SM, 1 bit per rename register"},
    {"zombie vector", zombie_part, -1, -1,
     "SPEC 3.5/3.6 [RES]: freed by the in-flight writeback of a discarded entry; not in D1"},
};

static const char *const knobs[] = {PE_AVAIL_VEC_KNOBS(WT_KNOB_NAME) NULL};

const wt_block_t pe_avail_vec_block = {
    .name = "pe_avail_vec",
    .in = WT_TABLE(in_fields),
    .out = WT_TABLE(out_fields),
    .state = WT_TABLE(state_fields),
    .in_size = sizeof(IN_T),
    .out_size = sizeof(OUT_T),
    .state_size = sizeof(ST_T),
    .reset = reset_v,
    .comb = comb_v,
    .check = check_v,
    .paper_bits = D1_GEOM ? 128 : -1,
    .paper_field_bits = (long long)WT_RREGS,
    .paper_ref = "D1 §5.3: register availability vector, 128 b per SM (SPEC 3.5); MODEL adds the "
                 "[RES] zombie vector",
    .parts = parts,
    .nparts = sizeof parts / sizeof parts[0],
    .knobs = knobs,
    .mems = NULL,
    .nmems = 0,
};
