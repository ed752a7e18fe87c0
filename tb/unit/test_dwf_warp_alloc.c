/* tb/unit/test_dwf_warp_alloc.c: Check suite for the warp allocator C model
 * (rtl_c/dwf_warp_alloc.h, SPEC 1.4, DWF-1 of SPEC 1.12).
 *
 * Expected values come from the SPEC text or are worked out by hand (closed-form formulas in
 * terms of POOL, derived in the comments). The random and scenario runs also compare against a
 * reference written here from SPEC 1.4 as a plain list (append on push, remove the front on pop)
 * with pointer positions derived from push/pop totals; it shares no code with the model.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "dwf_warp_alloc.h"
#include "wt_unit.h"

#define N WT_POOL
/* DWF-1 is written for the toy configuration (SPEC 1.12): POOL = 8. */
#define TOY_POOL (WT_POOL == 8)

WT_UNIT_BLOCK(dwf_warp_alloc)

////////////////////////////////////////////////////////////////////////////////
// Helpers
////////////////////////////////////////////////////////////////////////////////

static in_t mk_in(bool push, uint32_t push_idx, bool pop0, bool pop1) {
  in_t in;
  memset(&in, 0, sizeof in);
  in.push = push;
  in.push_idx = push_idx;
  in.pop0 = pop0;
  in.pop1 = pop1;
  return in;
}

/* One cycle from the given inputs, discarding outputs. */
static void step(st_t *s, bool push, uint32_t push_idx, bool pop0, bool pop1) {
  in_t in = mk_in(push, push_idx, pop0, pop1);
  out_t out;
  cycle(s, &in, &out);
}

static bool same_state(const st_t *a, const st_t *b) {
  /* All members are uint32_t, so the struct has no padding. */
  return memcmp(a, b, sizeof *a) == 0;
}

/* The FIFO contents, from head: ck_asserts count and every element. */
static void check_fifo(const st_t *s, const uint32_t *want, unsigned n) {
  EQ(s->count, n);
  for (unsigned i = 0; i < n; i++) {
    EQ(s->slot[(s->head + i) % N], want[i]);
  }
}

/* Bits above the declared width are zero in every state field (via the field table and via the
 * members), and the pointers are in range. */
static void check_widths(const st_t *s) {
  wt_check_fits(dwf_warp_alloc_block.state, s, "state");
  for (unsigned i = 0; i < N; i++) {
    EQ(s->slot[i] & ~WT_MASK32(WT_IDXW), 0u);
  }
  LT(s->head, N);
  LT(s->tail, N);
  LE(s->count, N);
  EQ((s->head + s->count) % N, s->tail);
}

/* Reference from SPEC 1.4: the free list as a plain list. */
typedef struct {
  uint32_t q[N];
  unsigned n;
  unsigned long pushes, pops;
} ref_t;

static void ref_reset(ref_t *r) {
  for (unsigned i = 0; i < N; i++) {
    r->q[i] = i;
  }
  r->n = N;
  r->pushes = 0;
  r->pops = 0;
}

static void ref_pop(ref_t *r, bool req, bool *valid, uint32_t *idx) {
  *valid = r->n > 0;
  *idx = r->n > 0 ? r->q[0] : 0u;
  if (req && r->n > 0) {
    memmove(&r->q[0], &r->q[1], (r->n - 1u) * sizeof r->q[0]);
    r->n--;
    r->pops++;
  }
}

static void ref_cycle(ref_t *r, const in_t *in, out_t *o) {
  if (in->push && r->n < N) {
    r->q[r->n++] = in->push_idx;
    r->pushes++;
  }
  ref_pop(r, in->pop0, &o->pop0_valid, &o->pop0_idx);
  ref_pop(r, in->pop1, &o->pop1_valid, &o->pop1_idx);
}

static void check_vs_ref(const st_t *s, const out_t *o, const ref_t *r, const out_t *ro) {
  EQ(o->pop0_valid, ro->pop0_valid);
  EQ(o->pop0_idx, ro->pop0_idx);
  EQ(o->pop1_valid, ro->pop1_valid);
  EQ(o->pop1_idx, ro->pop1_idx);
  check_fifo(s, r->q, r->n);
  EQ(s->head, r->pops % N);
  EQ(s->tail, r->pushes % N);
}

/* The free list holds distinct indices (no index is free twice). */
static void check_distinct(const st_t *s) {
  bool seen[N];
  memset(seen, 0, sizeof seen);
  for (unsigned i = 0; i < s->count; i++) {
    uint32_t x = s->slot[(s->head + i) % N];
    LT(x, N);
    OK(!seen[x]);
    seen[x] = true;
  }
}

/* The runs' per-cycle checks (wt_run_t hooks): the SPEC 1.4 reference, widths, invariants and
 * distinct free indices, and coverage counters. */
typedef struct {
  ref_t r;
  bool legal_push; /* check that a push returns an index not currently free */
  unsigned empties, fulls, stalls;
} run_ctx_t;

WT_STATE_HOOK(run_reset, run_ctx_t, k, s) { ref_reset(&k->r); }

WT_CYCLE_HOOK(run_cycle, run_ctx_t, k, p, in, out, next) {
  out_t ro;
  if (k->legal_push && in->push && p->count < N) {
    for (unsigned i = 0; i < p->count; i++) {
      OK(in->push_idx != p->slot[(p->head + i) % N]);
    }
  }
  if ((in->pop0 || in->pop1) && p->count == 0u) {
    k->stalls += in->push ? 0u : 1u;
  }
  ref_cycle(&k->r, in, &ro);
  check_vs_ref(next, out, &k->r, &ro);
}

WT_STATE_HOOK(run_every, run_ctx_t, k, s) {
  check_widths(s);
  check_distinct(s);
  k->empties += s->count == 0u;
  k->fulls += s->count == N;
}

static wt_run_t run_of(st_t *s, run_ctx_t *k) {
  return WT_RUN(&dwf_warp_alloc_stim, s, k, .reset = run_reset, .cycle = run_cycle, .every = run_every);
}

////////////////////////////////////////////////////////////////////////////////
// reset
////////////////////////////////////////////////////////////////////////////////

/* SPEC 1.4 Reset: slot[i] = i for i = 0..POOL-1; head = tail = 0; count = POOL. */
START_TEST(test_reset_values) {
  st_t s;
  memset(&s, 0xa5, sizeof s); /* reset must write every field */
  dwf_warp_alloc_reset(&s);
  for (unsigned i = 0; i < N; i++) {
    ck_assert_uint_eq(s.slot[i], i);
  }
  ck_assert_uint_eq(s.head, 0u);
  ck_assert_uint_eq(s.tail, 0u);
  ck_assert_uint_eq(s.count, N);
#if WT_POOL == 128
  ck_assert_uint_eq(s.count, 128u); /* baseline literal */
  ck_assert_uint_eq(s.slot[127], 127u);
#elif TOY_POOL
  ck_assert_uint_eq(s.count, 8u);
  ck_assert_uint_eq(s.slot[7], 7u);
#endif
  check_widths(&s);
}
END_TEST

/* First cycle after reset: both ports see index 0 when port 0 does not pop; with pop0, port 1
 * sees index 1 (phase 3 sees phase 2). */
START_TEST(test_reset_outputs) {
  st_t s;
  out_t o;
  dwf_warp_alloc_reset(&s);
  in_t in = mk_in(false, 0, false, false);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.pop0_valid, 1u);
  ck_assert_uint_eq(o.pop0_idx, 0u);
  ck_assert_uint_eq(o.pop1_valid, 1u);
  ck_assert_uint_eq(o.pop1_idx, 0u);
  ck_assert_uint_eq(s.count, N);
  in = mk_in(false, 0, true, false);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.pop0_idx, 0u);
  ck_assert_uint_eq(o.pop1_valid, 1u);
  ck_assert_uint_eq(o.pop1_idx, 1u);
}
END_TEST

/* Reset from any state restores the reset values (the middle-of-run reset of SPEC 7.4). */
START_TEST(test_reset_from_dirty) {
  st_t s;
  dwf_warp_alloc_reset(&s);
  for (unsigned k = 0; k < N + 3u; k++) {
    step(&s, k % 3u == 0u, (k / 3u) % N, true, k % 2u == 0u);
  }
  dwf_warp_alloc_reset(&s);
  for (unsigned i = 0; i < N; i++) {
    ck_assert_uint_eq(s.slot[i], i);
  }
  ck_assert_uint_eq(s.head, 0u);
  ck_assert_uint_eq(s.tail, 0u);
  ck_assert_uint_eq(s.count, N);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// core
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_pop_port0) {
  st_t s, before;
  out_t o;
  dwf_warp_alloc_reset(&s);
  before = s;
  in_t in = mk_in(false, 0, true, false);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.pop0_valid, 1u);
  ck_assert_uint_eq(o.pop0_idx, 0u);
  ck_assert_uint_eq(s.head, 1u % N);
  ck_assert_uint_eq(s.tail, 0u);
  ck_assert_uint_eq(s.count, N - 1u);
  /* Popping changes only head and count (SPEC 0.3 stale contents). */
  ck_assert_mem_eq(s.slot, before.slot, sizeof s.slot);
}
END_TEST

START_TEST(test_pop_port1_only) {
  st_t s;
  out_t o;
  dwf_warp_alloc_reset(&s);
  in_t in = mk_in(false, 0, false, true);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.pop1_valid, 1u);
  ck_assert_uint_eq(o.pop1_idx, 0u);
  ck_assert_uint_eq(o.pop0_idx, 0u);
  ck_assert_uint_eq(s.head, 1u % N);
  ck_assert_uint_eq(s.count, N - 1u);
}
END_TEST

/* Both ports in one cycle: WUR0 first, then WUR1 (SPEC 1.4 per-cycle order). */
START_TEST(test_pop_both) {
  st_t s;
  out_t o;
  dwf_warp_alloc_reset(&s);
  in_t in = mk_in(false, 0, true, true);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.pop0_valid, 1u);
  ck_assert_uint_eq(o.pop0_idx, 0u);
  ck_assert_uint_eq(o.pop1_valid, 1u);
  ck_assert_uint_eq(o.pop1_idx, 1u);
  ck_assert_uint_eq(s.head, 2u % N);
  ck_assert_uint_eq(s.count, N - 2u);
  /* And the next pair. */
  cycle(&s, &in, &o);
  if (N >= 4u) {
    ck_assert_uint_eq(o.pop0_idx, 2u);
    ck_assert_uint_eq(o.pop1_idx, 3u);
    ck_assert_uint_eq(s.count, N - 4u);
  }
}
END_TEST

/* push(x): slot[tail] <- x; tail++; count++ (SPEC 1.4). */
START_TEST(test_push) {
  st_t s;
  dwf_warp_alloc_reset(&s);
  step(&s, false, 0, true, true); /* 0 and 1 in use */
  step(&s, true, 1, false, false);
  ck_assert_uint_eq(s.slot[0], 1u); /* the stale 0 at slot[tail = 0] is overwritten */
  ck_assert_uint_eq(s.tail, 1u);
  ck_assert_uint_eq(s.count, N - 1u);
  step(&s, true, 0, false, false);
  ck_assert_uint_eq(s.slot[1 % N], 0u);
  ck_assert_uint_eq(s.tail, 2u % N);
  ck_assert_uint_eq(s.count, N);
  ck_assert_uint_eq(s.head, 2u % N);
}
END_TEST

/* First in, first out: indices come back in the order they were returned. */
START_TEST(test_fifo_order) {
  st_t s;
  out_t o;
  dwf_warp_alloc_reset(&s);
  /* Take everything, return it in the order N-1, 0, N-2, 1, ... then pop it all. */
  for (unsigned k = 0; k < N; k++) {
    step(&s, false, 0, true, false);
  }
  ck_assert_uint_eq(s.count, 0u);
  uint32_t order[N];
  for (unsigned k = 0; k < N; k++) {
    order[k] = (k % 2u == 0u) ? N - 1u - k / 2u : k / 2u;
    step(&s, true, order[k], false, false);
  }
  check_fifo(&s, order, N);
  for (unsigned k = 0; k < N; k++) {
    in_t in = mk_in(false, 0, true, false);
    cycle(&s, &in, &o);
    ck_assert_uint_eq(o.pop0_valid, 1u);
    ck_assert_uint_eq(o.pop0_idx, order[k]);
  }
  ck_assert_uint_eq(s.count, 0u);
}
END_TEST

/* popK_valid / popK_idx never depend on popK itself (the header's contract), and port 0's
 * outputs do not depend on pop1. Loop index = the 4 (pop0, pop1) combinations. */
START_TEST(test_outputs_independent_of_request) {
  st_t s;
  dwf_warp_alloc_reset(&s);
  step(&s, false, 0, true, true);
  step(&s, true, 0, false, false); /* count N-1, head 2, FIFO [2..N-1, 0] */
  in_t base = mk_in(true, 1, false, false);
  out_t o0, o;
  st_t n0, n;
  dwf_warp_alloc_comb(&s, &base, &o0, &n0);
  in_t in = mk_in(true, 1, (_i & 1) != 0, (_i & 2) != 0);
  dwf_warp_alloc_comb(&s, &in, &o, &n);
  ck_assert_uint_eq(o.pop0_valid, o0.pop0_valid);
  ck_assert_uint_eq(o.pop0_idx, o0.pop0_idx);
  if (!in.pop0) {
    ck_assert_uint_eq(o.pop1_valid, o0.pop1_valid);
    ck_assert_uint_eq(o.pop1_idx, o0.pop1_idx);
  }
}
END_TEST

/* comb is pure: the same call twice gives the same result and leaves `s` alone. */
START_TEST(test_comb_pure) {
  st_t s, copy, n1, n2;
  out_t o1, o2;
  dwf_warp_alloc_reset(&s);
  step(&s, false, 0, true, true);
  copy = s;
  in_t in = mk_in(true, 0, true, true);
  dwf_warp_alloc_comb(&s, &in, &o1, &n1);
  dwf_warp_alloc_comb(&s, &in, &o2, &n2);
  ck_assert(same_state(&s, &copy));
  ck_assert(same_state(&n1, &n2));
  ck_assert_uint_eq(o1.pop0_valid, o2.pop0_valid);
  ck_assert_uint_eq(o1.pop0_idx, o2.pop0_idx);
  ck_assert_uint_eq(o1.pop1_valid, o2.pop1_valid);
  ck_assert_uint_eq(o1.pop1_idx, o2.pop1_idx);
}
END_TEST

/* push_idx is ignored when push = 0. */
START_TEST(test_push_idx_ignored) {
  st_t s, t;
  dwf_warp_alloc_reset(&s);
  step(&s, false, 0, true, true);
  t = s;
  step(&s, false, N - 1u, false, false);
  ck_assert(same_state(&s, &t));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// corner
////////////////////////////////////////////////////////////////////////////////

/* Drains the FIFO through both ports. */
static void drain(st_t *s) {
  while (s->count > 0u) {
    step(s, false, 0, true, true);
  }
}

/* Empty: a pop stalls (SPEC 1.4 Empty, SPEC 0.3 Stall): valid 0, index 0, no state change. */
START_TEST(test_pop_empty_stalls) {
  st_t s, before;
  out_t o;
  dwf_warp_alloc_reset(&s);
  drain(&s);
  ck_assert_uint_eq(s.count, 0u);
  ck_assert_uint_eq(s.head, s.tail);
  before = s;
  for (unsigned k = 0; k < 3u; k++) {
    in_t in = mk_in(false, (uint32_t)k, k != 1u, k != 0u);
    cycle(&s, &in, &o);
    ck_assert_uint_eq(o.pop0_valid, 0u);
    ck_assert_uint_eq(o.pop0_idx, 0u);
    ck_assert_uint_eq(o.pop1_valid, 0u);
    ck_assert_uint_eq(o.pop1_idx, 0u);
    ck_assert(same_state(&s, &before));
  }
}
END_TEST

/* A push into a full FIFO is dropped: the state does not change (dwf_warp_alloc.h phase 1). */
START_TEST(test_push_full_dropped) {
  st_t s, before;
  out_t o;
  dwf_warp_alloc_reset(&s);
  before = s;
  in_t in = mk_in(true, N - 1u, false, false);
  cycle(&s, &in, &o);
  ck_assert(same_state(&s, &before));
  ck_assert_uint_eq(o.pop0_valid, 1u);
  ck_assert_uint_eq(o.pop0_idx, 0u);
}
END_TEST

/* Full, push and pop in the same cycle: phase 1 sees the FIFO full, so the push is dropped even
 * though the pop frees a slot later in the cycle. */
START_TEST(test_push_full_with_pop) {
  st_t s;
  out_t o;
  dwf_warp_alloc_reset(&s);
  in_t in = mk_in(true, N - 1u, true, false);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.pop0_valid, 1u);
  ck_assert_uint_eq(o.pop0_idx, 0u);
  ck_assert_uint_eq(s.count, N - 1u);
  ck_assert_uint_eq(s.head, 1u % N);
  ck_assert_uint_eq(s.tail, 0u);
  ck_assert_uint_eq(s.slot[0], 0u); /* not N-1 */
}
END_TEST

/* Empty, push and pop in the same cycle: the pop returns the pushed index (bypass; phase 2 sees
 * phase 1). Port 1 in the same cycle stalls. Loop index: 0 = pop on port 0 (+ port 1),
 * 1 = pop on port 1 only. */
START_TEST(test_bypass_empty) {
  st_t s;
  out_t o;
  dwf_warp_alloc_reset(&s);
  drain(&s);
  uint32_t h = s.head;
  uint32_t x = N / 2u;
  in_t in = _i == 0 ? mk_in(true, x, true, true) : mk_in(true, x, false, true);
  cycle(&s, &in, &o);
  if (_i == 0) {
    ck_assert_uint_eq(o.pop0_valid, 1u);
    ck_assert_uint_eq(o.pop0_idx, x);
    ck_assert_uint_eq(o.pop1_valid, 0u);
    ck_assert_uint_eq(o.pop1_idx, 0u);
  } else {
    ck_assert_uint_eq(o.pop0_valid, 1u); /* port 0 also sees the bypassed index */
    ck_assert_uint_eq(o.pop0_idx, x);
    ck_assert_uint_eq(o.pop1_valid, 1u);
    ck_assert_uint_eq(o.pop1_idx, x);
  }
  ck_assert_uint_eq(s.count, 0u);
  ck_assert_uint_eq(s.head, (h + 1u) % N);
  ck_assert_uint_eq(s.tail, (h + 1u) % N);
  ck_assert_uint_eq(s.slot[h], x);
}
END_TEST

/* Both ports pop with one entry left: port 0 gets it, port 1 stalls. */
START_TEST(test_last_entry_both_ports) {
  st_t s;
  out_t o;
  dwf_warp_alloc_reset(&s);
  while (s.count > 1u) {
    step(&s, false, 0, true, false);
  }
  ck_assert_uint_eq(s.head, N - 1u);
  in_t in = mk_in(false, 0, true, true);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.pop0_valid, 1u);
  ck_assert_uint_eq(o.pop0_idx, N - 1u);
  ck_assert_uint_eq(o.pop1_valid, 0u);
  ck_assert_uint_eq(o.pop1_idx, 0u);
  ck_assert_uint_eq(s.count, 0u);
  ck_assert_uint_eq(s.head, 0u); /* wrapped from N-1 */
}
END_TEST

/* Two entries left, both ports pop: both get one, in order. */
START_TEST(test_two_entries_both_ports) {
  st_t s;
  out_t o;
  dwf_warp_alloc_reset(&s);
  while (s.count > 2u) {
    step(&s, false, 0, true, false);
  }
  in_t in = mk_in(false, 0, true, true);
  cycle(&s, &in, &o);
  ck_assert_uint_eq(o.pop0_idx, N - 2u);
  ck_assert_uint_eq(o.pop1_valid, 1u);
  ck_assert_uint_eq(o.pop1_idx, N - 1u);
  ck_assert_uint_eq(s.count, 0u);
}
END_TEST

/* Pointers wrap at POOL: after k single pops and k pushes, head = tail = k mod POOL. Loop index
 * selects k in [POOL-2, POOL+2]. */
START_TEST(test_pointer_wrap) {
  unsigned k = N - 2u + (unsigned)_i;
  st_t s;
  dwf_warp_alloc_reset(&s);
  for (unsigned j = 0; j < k; j++) {
    /* pop j mod N (the pop stream of a full FIFO in index order), then return it */
    step(&s, false, 0, true, false);
    step(&s, true, j % N, false, false);
  }
  ck_assert_uint_eq(s.head, k % N);
  ck_assert_uint_eq(s.tail, k % N);
  ck_assert_uint_eq(s.count, N);
  /* The contents are the reset order again, rotated: slot[i] = i. */
  for (unsigned i = 0; i < N; i++) {
    ck_assert_uint_eq(s.slot[i], i);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// spec: DWF-1 (SPEC 1.12)
////////////////////////////////////////////////////////////////////////////////

/* Per cycle c1..c7 of DWF-1: the FIFO is [first .. POOL-1] followed by the indices returned so
 * far (SPEC 1.12: c1 [2..7]; c2 [3..7,0]; c3 [5,6,7,0,2]; c4 [5,6,7,0,2,1]; c5 [6,7,0,2,1,4];
 * c7 [6,7,0,2,1,4,3,5], count 8). `pop0_idx`/`pop1_idx` are the indices the ports see. */
static const unsigned dwf1_first[7] = {2, 3, 5, 5, 6, 6, 6};
static const unsigned dwf1_npushed[7] = {0, 1, 2, 3, 4, 5, 6};
static const uint32_t dwf1_pushed[6] = {0, 2, 1, 4, 3, 5};
static const uint32_t dwf1_pop0_idx[7] = {0, 2, 3, 5, 5, 6, 6};
static const uint32_t dwf1_pop1_idx[7] = {1, 3, 4, 5, 6, 6, 6};

START_TEST(test_dwf1) {
  const wt_scenario_t *sc = scen_n("dwf1_alloc", 7u);
  st_t s;
  out_t o;
  in_t in;
  dwf_warp_alloc_reset(&s);
  for (unsigned c = 0; c < 7u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    check_widths(&s);
    ck_assert_uint_eq(o.pop0_valid, 1u);
    ck_assert_uint_eq(o.pop1_valid, 1u);
    ck_assert_uint_eq(o.pop0_idx, dwf1_pop0_idx[c]);
    ck_assert_uint_eq(o.pop1_idx, dwf1_pop1_idx[c]);
    /* Generic form, any POOL >= 8. */
    uint32_t want[N];
    unsigned n = 0;
    for (unsigned i = dwf1_first[c]; i < N; i++) {
      want[n++] = i;
    }
    for (unsigned i = 0; i < dwf1_npushed[c]; i++) {
      want[n++] = dwf1_pushed[i];
    }
    check_fifo(&s, want, n);
  }
  /* Pointers after c7: 6 pops (head 6), 6 pushes (tail 6). */
  ck_assert_uint_eq(s.head, 6u);
  ck_assert_uint_eq(s.tail, 6u);
  ck_assert_uint_eq(s.count, N);
}
END_TEST

#if TOY_POOL
/* The spec's literal lists, toy configuration (SPEC 1.12 DWF-1). */
START_TEST(test_dwf1_literal) {
  static const uint32_t c1[] = {2, 3, 4, 5, 6, 7};
  static const uint32_t c2[] = {3, 4, 5, 6, 7, 0};
  static const uint32_t c3[] = {5, 6, 7, 0, 2};
  static const uint32_t c4[] = {5, 6, 7, 0, 2, 1};
  static const uint32_t c5[] = {6, 7, 0, 2, 1, 4};
  static const uint32_t c6[] = {6, 7, 0, 2, 1, 4, 3};
  static const uint32_t c7[] = {6, 7, 0, 2, 1, 4, 3, 5};
  static const uint32_t *const lists[7] = {c1, c2, c3, c4, c5, c6, c7};
  static const unsigned counts[7] = {6, 6, 5, 6, 6, 7, 8};
  const wt_scenario_t *sc = scen("dwf1_alloc");
  st_t s;
  out_t o;
  in_t in;
  dwf_warp_alloc_reset(&s);
  for (unsigned c = 0; c < 7u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    check_fifo(&s, lists[c], counts[c]);
  }
  ck_assert_uint_eq(s.count, 8u);
  /* Physical slots after c7: returned indices 0,2,1,4,3,5 in slots 0..5, 6 and 7 untouched. */
  static const uint32_t slots[8] = {0, 2, 1, 4, 3, 5, 6, 7};
  ck_assert_mem_eq(s.slot, slots, sizeof slots);
}
END_TEST
#endif

/* The scenario's inputs are DWF-1's allocator requests (c1 pops 0 and 1, ...). */
START_TEST(test_dwf1_inputs) {
  const wt_scenario_t *sc = scen("dwf1_alloc");
  static const bool push[7] = {false, true, true, true, true, true, true};
  static const bool pop0[7] = {true, true, true, false, true, false, false};
  static const bool pop1[7] = {true, false, true, false, false, false, false};
  st_t s;
  in_t in;
  dwf_warp_alloc_reset(&s);
  for (unsigned c = 0; c < 7u; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    ck_assert_uint_eq(in.push, push[c]);
    ck_assert_uint_eq(in.pop0, pop0[c]);
    ck_assert_uint_eq(in.pop1, pop1[c]);
    if (push[c]) {
      ck_assert_uint_eq(in.push_idx, dwf1_pushed[c - 1u]);
    }
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// scen: every directed scenario, and the expectations of drain_refill and wrap
////////////////////////////////////////////////////////////////////////////////

/* The generic checks of every block's scenario list are in tb/unit/test_wt_stim.c. */
WT_SCEN_LIST_TEST(dwf_warp_alloc, "dwf1_alloc", "drain_refill", "wrap")

/* Every scenario (loop index): legal inputs (in width; a push returns an index not currently
 * free, except a push into a full FIFO, which is dropped), widths and invariants after every
 * cycle, outputs and contents equal to the SPEC 1.4 reference, and deterministic inputs. */
START_TEST(test_scen_run) {
  st_t s;
  run_ctx_t k;
  wt_run_t r = run_of(&s, &k);
  k.legal_push = true;
  wt_run_scenario_i(&r, _i);
}
END_TEST

/* drain_refill, cycle by cycle (plan in tb/stim/dwf_warp_alloc_scen.c; D = ceil(N/2)). */
START_TEST(test_drain_refill) {
  const wt_scenario_t *sc = scen("drain_refill");
  const unsigned D = (N + 1u) / 2u;
  ck_assert_uint_eq(sc->cycles, D + 6u + N);
  st_t s, prev;
  out_t o;
  in_t in;
  dwf_warp_alloc_reset(&s);
  unsigned c = 0;
  /* Drain: cycle c pops 2c and 2c+1. */
  for (; c < D; c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    ck_assert_uint_eq(o.pop0_valid, 1u);
    ck_assert_uint_eq(o.pop0_idx, 2u * c);
    ck_assert_uint_eq(o.pop1_valid, 2u * c + 1u < N);
    ck_assert_uint_eq(o.pop1_idx, 2u * c + 1u < N ? 2u * c + 1u : 0u);
    ck_assert_uint_eq(s.count, N > 2u * (c + 1u) ? N - 2u * (c + 1u) : 0u);
  }
  ck_assert_uint_eq(s.count, 0u);
  ck_assert_uint_eq(s.head, 0u);
  ck_assert_uint_eq(s.tail, 0u);
  /* Two stalling cycles on empty. */
  for (; c < D + 2u; c++) {
    prev = s;
    ck_assert(!scen_in(sc, c, &s, &in));
    ck_assert(in.pop0 && in.pop1 && !in.push);
    cycle(&s, &in, &o);
    ck_assert_uint_eq(o.pop0_valid, 0u);
    ck_assert_uint_eq(o.pop0_idx, 0u);
    ck_assert_uint_eq(o.pop1_valid, 0u);
    ck_assert_uint_eq(o.pop1_idx, 0u);
    ck_assert(same_state(&s, &prev));
  }
  /* Bypass: push N-1, pop0 gets it, pop1 stalls. */
  ck_assert(!scen_in(sc, c, &s, &in));
  cycle(&s, &in, &o);
  c++;
  ck_assert_uint_eq(o.pop0_valid, 1u);
  ck_assert_uint_eq(o.pop0_idx, N - 1u);
  ck_assert_uint_eq(o.pop1_valid, 0u);
  ck_assert_uint_eq(s.count, 0u);
  ck_assert_uint_eq(s.head, 1u % N);
  ck_assert_uint_eq(s.tail, 1u % N);
  ck_assert_uint_eq(s.slot[0], N - 1u);
  /* Refill: the k-th push writes N-1-k at slot (1+k) mod N. */
  for (unsigned k = 0; k < N; k++, c++) {
    ck_assert(!scen_in(sc, c, &s, &in));
    cycle(&s, &in, &o);
    ck_assert_uint_eq(s.count, k + 1u);
    ck_assert_uint_eq(s.slot[(1u + k) % N], N - 1u - k);
  }
  uint32_t want[N];
  for (unsigned i = 0; i < N; i++) {
    want[i] = N - 1u - i;
  }
  check_fifo(&s, want, N);
  /* Push into full: dropped. */
  prev = s;
  ck_assert(!scen_in(sc, c, &s, &in));
  ck_assert(in.push && !in.pop0 && !in.pop1);
  cycle(&s, &in, &o);
  c++;
  ck_assert(same_state(&s, &prev));
  /* Push into full with a pop: push dropped, pop takes N-1 from slot 1. */
  ck_assert(!scen_in(sc, c, &s, &in));
  ck_assert(in.push && in.pop0);
  cycle(&s, &in, &o);
  c++;
  ck_assert_uint_eq(o.pop0_idx, N - 1u);
  ck_assert_uint_eq(s.count, N - 1u);
  ck_assert_uint_eq(s.head, 2u % N);
  ck_assert_uint_eq(s.tail, 1u % N);
  ck_assert_uint_eq(s.slot[1u % N], N - 1u);
  /* Final push of N-1: full again, FIFO [N-2, ..., 0, N-1]. */
  ck_assert(!scen_in(sc, c, &s, &in));
  cycle(&s, &in, &o);
  c++;
  ck_assert_uint_eq(c, sc->cycles);
  for (unsigned i = 0; i + 1u < N; i++) {
    want[i] = N - 2u - i;
  }
  want[N - 1u] = N - 1u;
  check_fifo(&s, want, N);
  ck_assert_uint_eq(s.head, 2u % N);
  ck_assert_uint_eq(s.tail, 2u % N);
#if TOY_POOL
  static const uint32_t lit[8] = {6, 5, 4, 3, 2, 1, 0, 7};
  check_fifo(&s, lit, 8);
#endif
}
END_TEST

/* wrap: in each segment, after local cycle c >= 1: head = (c+2) mod N, tail = c mod N,
 * count = N-2, and the index popped is (c+1) mod N; a reset cycle separates the segments. */
START_TEST(test_wrap) {
  const wt_scenario_t *sc = scen("wrap");
  const unsigned A = 3u * N + 3u, B = 2u * N + 5u;
  ck_assert_uint_eq(sc->cycles, A + 1u + B);
  st_t s;
  out_t o;
  in_t in;
  unsigned wraps = 0, resets = 0;
  dwf_warp_alloc_reset(&s);
  for (unsigned cyc = 0; cyc < sc->cycles; cyc++) {
    uint32_t h0 = s.head;
    if (scen_in(sc, cyc, &s, &in)) {
      ck_assert_uint_eq(cyc, A);
      resets++;
      dwf_warp_alloc_reset(&s);
      continue;
    }
    unsigned c = cyc < A ? cyc : cyc - A - 1u;
    cycle(&s, &in, &o);
    if (c == 0u) {
      ck_assert_uint_eq(o.pop0_idx, 0u);
      ck_assert_uint_eq(o.pop1_idx, 1u);
      ck_assert_uint_eq(s.head, 2u % N);
      ck_assert_uint_eq(s.tail, 0u);
    } else {
      uint32_t got = (c % 2u == 1u) ? o.pop1_idx : o.pop0_idx;
      ck_assert_uint_eq(got, (c + 1u) % N);
      ck_assert_uint_eq(s.head, (c + 2u) % N);
      ck_assert_uint_eq(s.tail, c % N);
    }
    ck_assert_uint_eq(s.count, N - 2u);
    if (s.head < h0) {
      wraps++;
    }
  }
  ck_assert_uint_eq(resets, 1u);
  ck_assert_uint_ge(wraps, 4u);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// random
////////////////////////////////////////////////////////////////////////////////

#define RAND_CYCLES 20000u

/* Constrained-random run with the block's stimulus (loop index = master seed): after every
 * cycle, no bits above any field's width, the invariants, distinct free indices, and agreement
 * with the SPEC 1.4 reference. The run must reach both corners. */
START_TEST(test_random) {
  st_t s;
  run_ctx_t k;
  wt_run_t r = run_of(&s, &k);
  wt_run_random(&r, (uint64_t)_i, RAND_CYCLES);
  WT_CHECK_REACHED(WT_REACH(k.empties, 0u), WT_REACH(k.fulls, 0u), WT_REACH(k.stalls, 0u));
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// tables: the allocator's field tables, packing and digests (moved from test_wt_block.c, which
// now tests the generic packing on a synthetic block)
////////////////////////////////////////////////////////////////////////////////

#define TOY_CFG (WT_NL == 4 && WT_PCW == 24 && WT_POOL == 8)
#define BASE_CFG (WT_NL == 32 && WT_PCW == 24 && WT_POOL == 128)

/* What each table must say, from the block header. */
static const wt_want_field_t alloc_in_want[] = {
    WT_WANT(in_t, push, 1, 1),
    WT_WANT(in_t, push_idx, WT_IDXW, 1),
    WT_WANT(in_t, pop0, 1, 1),
    WT_WANT(in_t, pop1, 1, 1),
};
static const wt_want_field_t alloc_out_want[] = {
    WT_WANT(out_t, pop0_valid, 1, 1),
    WT_WANT(out_t, pop0_idx, WT_IDXW, 1),
    WT_WANT(out_t, pop1_valid, 1, 1),
    WT_WANT(out_t, pop1_idx, WT_IDXW, 1),
};
static const wt_want_field_t alloc_state_want[] = {
    WT_WANT(st_t, slot, WT_IDXW, WT_POOL),
    WT_WANT(st_t, head, WT_IDXW, 1),
    WT_WANT(st_t, tail, WT_IDXW, 1),
    WT_WANT(st_t, count, WT_ALLOC_CNTW, 1),
};

/* State offsets against literal positions (SPEC 1.4 MODEL layout). */
START_TEST(test_state_offsets_literal) {
  wt_fields_t a = dwf_warp_alloc_block.state;
#if TOY_CFG
  /* slot 8 x 3 = 24 bits, head at 24, tail at 27, count at 30 (4 bits) -> 34. */
  ck_assert_uint_eq(wt_field_offset(a, 1), 24u);
  ck_assert_uint_eq(wt_field_offset(a, 2), 27u);
  ck_assert_uint_eq(wt_field_offset(a, 3), 30u);
#elif BASE_CFG
  /* slot 128 x 7 = 896, head at 896, tail at 903, count at 910 (8 bits) -> 918. */
  ck_assert_uint_eq(wt_field_offset(a, 1), 896u);
  ck_assert_uint_eq(wt_field_offset(a, 2), 903u);
  ck_assert_uint_eq(wt_field_offset(a, 3), 910u);
#endif
  ck_assert_uint_eq(wt_field_offset(a, 0), 0u);
}
END_TEST

/* MODEL bits (SPEC 0.5, 1.4) and the paper figures of the descriptor. */
START_TEST(test_model_bits) {
  unsigned long a = wt_fields_bits(dwf_warp_alloc_block.state);
  ck_assert_uint_eq(a, (unsigned long)WT_POOL * WT_IDXW + 2u * WT_IDXW + WT_ALLOC_CNTW);
#if BASE_CFG
  /* SPEC 0.5 table: allocator MODEL 918; PAPER 896. */
  ck_assert_uint_eq(a, 918u);
#elif TOY_CFG
  /* Toy: 8 x 3 + 3 + 3 + 4 = 34. No paper figure for a non-baseline geometry; PAPER-FIELDS
   * 8 x 3 = 24. */
  ck_assert_uint_eq(a, 34u);
#endif
  ck_assert_str_eq(dwf_warp_alloc_block.name, "dwf_warp_alloc");
  ck_assert_uint_eq(dwf_warp_alloc_block.state_size, sizeof(st_t));
  ck_assert_uint_eq(dwf_warp_alloc_block.in_size, sizeof(in_t));
}
END_TEST

#define MAXW 32 /* words: enough for the baseline allocator state (29 words) */

/* Reference packing of the allocator state, straight from the struct members. */
static void ref_pack_alloc(const st_t *s, uint32_t *w) {
  unsigned long pos = 0;
  memset(w, 0, MAXW * sizeof *w);
  for (unsigned i = 0; i < WT_POOL; i++) {
    wt_ref_put(w, &pos, s->slot[i], WT_IDXW);
  }
  wt_ref_put(w, &pos, s->head, WT_IDXW);
  wt_ref_put(w, &pos, s->tail, WT_IDXW);
  wt_ref_put(w, &pos, s->count, WT_ALLOC_CNTW);
}

/* Allocator state: pack equals the reference layout, the unused top bits are zero, and unpack
 * restores every member. Loop index = seed. */
START_TEST(test_pack_alloc_state) {
  st_t s, u;
  wt_fill_seeded(dwf_warp_alloc_block.state, &s, sizeof s, (uint64_t)_i, "pack_alloc_state");
  uint32_t want[MAXW];
  ck_assert_uint_lt(WT_WORDS(wt_fields_bits(dwf_warp_alloc_block.state)), MAXW);
  ref_pack_alloc(&s, want);
  wt_check_packs_to(dwf_warp_alloc_block.state, &s, want);
  memset(&u, 0, sizeof u);
  wt_unpack(dwf_warp_alloc_block.state, want, &u);
  for (unsigned i = 0; i < WT_POOL; i++) {
    EQ(u.slot[i], s.slot[i]);
  }
  EQ(u.head, s.head);
  EQ(u.tail, s.tail);
  EQ(u.count, s.count);
}
END_TEST

/* wt_pack reports an element with bits at or above its width (a broken width invariant) and
 * leaves those bits out: the packing equals that of the in-width value (head with bit IDXW set,
 * the top bit of a slot's container). */
START_TEST(test_pack_over_width) {
  uint32_t w1[MAXW], w2[MAXW];
  st_t a;
  dwf_warp_alloc_reset(&a);
  wt_fields_t t = dwf_warp_alloc_block.state;
  unsigned nw = WT_WORDS(wt_fields_bits(t));
  ck_assert(wt_pack(t, &a, w1));
  a.head = UINT32_C(1) << WT_IDXW; /* one bit too wide */
  ck_assert(!wt_pack(t, &a, w2));
  ck_assert_mem_eq(w1, w2, nw * sizeof w1[0]); /* head packs as 0, like the reset state */
  a.head = 0;
  a.slot[WT_POOL - 1u] |= 0x80000000u; /* top bit of the container */
  ck_assert(!wt_pack(t, &a, w2));
  ck_assert_mem_eq(w1, w2, nw * sizeof w1[0]);
}
END_TEST

/* wt_field_read / wt_field_write against the members they name. */
START_TEST(test_field_access_members) {
  st_t a;
  memset(&a, 0, sizeof a);
  const wt_field_t *g = dwf_warp_alloc_block.state.f;
  wt_field_write(&a, &g[0], WT_POOL - 1u, WT_POOL - 1u);
  wt_field_write(&a, &g[3], 0, WT_POOL);
  ck_assert_uint_eq(a.slot[WT_POOL - 1u], WT_POOL - 1u);
  ck_assert_uint_eq(a.count, WT_POOL);
  ck_assert_uint_eq(wt_field_read(&a, &g[0], WT_POOL - 1u), WT_POOL - 1u);
}
END_TEST

/* Digests of the reset state (SPEC 1.4: slot[i] = i, head = tail = 0, count = POOL) and of the
 * toy allocator after DWF-1 (slot = [0,2,1,4,3,5,6,7], head = tail = 6, count 8), packed by a
 * Python script from the field layout and hashed as FNV-1a-64 over the words. */
START_TEST(test_digest_states) {
  uint32_t w[MAXW];
  st_t a;
  dwf_warp_alloc_reset(&a);
  unsigned na = WT_WORDS(wt_fields_bits(dwf_warp_alloc_block.state));
  ck_assert(wt_pack(dwf_warp_alloc_block.state, &a, w));
#if TOY_CFG
  ck_assert_uint_eq(na, 2u);
  ck_assert_uint_eq(w[0], 0x00fac688u); /* 0..7 in 3-bit slots (octal 76543210) */
  ck_assert_uint_eq(w[1], 0x2u);        /* count 8 at bits 33:30 */
  ck_assert_uint_eq(wt_digest(w, na), UINT64_C(0x214cb81765bf2c4f));
  a.slot[0] = 0;
  a.slot[1] = 2;
  a.slot[2] = 1;
  a.slot[3] = 4;
  a.slot[4] = 3;
  a.slot[5] = 5;
  a.head = 6;
  a.tail = 6;
  ck_assert(wt_pack(dwf_warp_alloc_block.state, &a, w));
  ck_assert_uint_eq(w[0], 0x36fab850u);
  ck_assert_uint_eq(wt_digest(w, na), UINT64_C(0x2512ece7ed73a157));
#elif BASE_CFG
  ck_assert_uint_eq(na, 29u);
  ck_assert_uint_eq(w[0], 0x40608080u); /* slots 0..3 (7 bits each), low 4 bits of slot 4 */
  ck_assert_uint_eq(w[1], 0x880e1828u);
  ck_assert_uint_eq(wt_digest(w, na), UINT64_C(0x13a989be78acd921));
#else
  (void)na;
#endif
}
END_TEST

WT_TABLE_WANT_TEST(dwf_warp_alloc_block, alloc_in_want, alloc_out_want, alloc_state_want)

WT_UNIT_SUITE("dwf_warp_alloc") = {
    WT_TCASE("reset", 0),
    WT_TEST(test_reset_values),
    WT_TEST(test_reset_outputs),
    WT_TEST(test_reset_from_dirty),

    WT_TCASE("core", 0),
    WT_TEST(test_pop_port0),
    WT_TEST(test_pop_port1_only),
    WT_TEST(test_pop_both),
    WT_TEST(test_push),
    WT_TEST(test_fifo_order),
    WT_LOOP(test_outputs_independent_of_request, 0, 4),
    WT_TEST(test_comb_pure),
    WT_TEST(test_push_idx_ignored),

    WT_TCASE("corner", 0),
    WT_TEST(test_pop_empty_stalls),
    WT_TEST(test_push_full_dropped),
    WT_TEST(test_push_full_with_pop),
    WT_LOOP(test_bypass_empty, 0, 2),
    WT_TEST(test_last_entry_both_ports),
    WT_TEST(test_two_entries_both_ports),
    WT_LOOP(test_pointer_wrap, 0, 5),

    WT_TCASE("spec", 0),
    WT_TEST(test_dwf1),
#if TOY_POOL
    WT_TEST(test_dwf1_literal),
#endif
    WT_TEST(test_dwf1_inputs),

    WT_SCEN_CASES(&dwf_warp_alloc_stim),
    WT_TEST(test_drain_refill),
    WT_TEST(test_wrap),

    WT_RANDOM_CASES(120, 3),

    WT_TABLE_WANT_CASES(dwf_warp_alloc_block),
    WT_TEST(test_state_offsets_literal),
    WT_TEST(test_model_bits),
    WT_LOOP(test_pack_alloc_state, 0, 8),
    WT_TEST(test_pack_over_width),
    WT_TEST(test_field_access_members),
    WT_TEST(test_digest_states),
    WT_END,
};
