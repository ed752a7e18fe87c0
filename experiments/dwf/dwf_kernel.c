/* experiments/dwf/dwf_kernel.c: synthetic SIMT kernels (contract in dwf_kernel.h). */
#include "dwf_kernel.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/////////////////
// Hashing     //
/////////////////

/* splitmix64 finaliser. */
static uint64_t mix(uint64_t z) {
  z += UINT64_C(0x9e3779b97f4a7c15);
  z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* hash(seed, tid, branch, instance); tid = UINT32_MAX for draws shared by all threads. */
static uint64_t hash4(uint64_t seed, uint32_t tid, uint32_t br, uint32_t inst) {
  return mix(mix(mix(mix(seed) ^ tid) ^ ((uint64_t)br << 32 | 0x5bd1e995u)) ^ inst);
}

#define SHARED UINT32_MAX

/////////////////
// Builder     //
/////////////////

static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "dwf_kernel: error: ");
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  exit(1);
}

void kernel_init(kernel_t *k, const char *name, uint64_t seed) {
  memset(k, 0, sizeof *k);
  snprintf(k->name, sizeof k->name, "%s", name);
  k->seed = seed;
  k->cap = 64;
  k->code = calloc(k->cap, sizeof *k->code);
  if (k->code == NULL) {
    die("out of memory");
  }
  k->nregions = 1;
  snprintf(k->region_name[0], sizeof k->region_name[0], "-");
}

void kernel_free(kernel_t *k) {
  free(k->code);
  k->code = NULL;
}

static uint32_t emit(kernel_t *k, kinst_t in) {
  if (k->n == k->cap) {
    k->cap *= 2;
    k->code = realloc(k->code, k->cap * sizeof *k->code);
    if (k->code == NULL) {
      die("out of memory");
    }
  }
  in.region = k->cur_region;
  k->code[k->n] = in;
  return k->n++;
}

unsigned kernel_region(kernel_t *k, const char *name) {
  for (unsigned r = 1; r < k->nregions; r++) {
    if (strcmp(k->region_name[r], name) == 0) {
      k->cur_region = (uint8_t)r;
      return r;
    }
  }
  if (k->nregions == KERNEL_MAX_REGIONS) {
    die("kernel %s: more than %d regions", k->name, KERNEL_MAX_REGIONS - 1);
  }
  snprintf(k->region_name[k->nregions], sizeof k->region_name[0], "%s", name);
  k->cur_region = (uint8_t)k->nregions;
  return k->nregions++;
}

void kernel_region_end(kernel_t *k) { k->cur_region = 0; }

void kernel_block(kernel_t *k, unsigned n) {
  kinst_t alu = {0};
  alu.kind = KI_ALU;
  for (unsigned i = 0; i < n; i++) {
    emit(k, alu);
  }
}

static void push_open(kernel_t *k, uint32_t pc, uint8_t kind) {
  if (k->nopen == sizeof k->open / sizeof k->open[0]) {
    die("kernel %s: nesting too deep", k->name);
  }
  k->open[k->nopen] = pc;
  k->open_kind[k->nopen] = kind;
  k->open_jmp[k->nopen] = UINT32_MAX;
  k->nopen++;
}

/* Open-construct kinds. */
enum { O_IF, O_ELSE, O_LOOP };

static void set_branch(kernel_t *k, kinst_t *b, const kinst_t *cond) {
  b->kind = KI_BR;
  b->cond = cond->cond;
  b->trip = cond->trip;
  b->p16 = cond->p16;
  b->k = cond->k;
  b->set = cond->set;
  b->lo = cond->lo;
  b->hi = cond->hi;
  b->id = k->nbranch++;
  b->slot = k->nslots;
  k->nslots += cond->cond == KC_LOOP ? 2u : 1u;
}

void kernel_if(kernel_t *k, kinst_t cond) {
  if (cond.cond == KC_LOOP || cond.cond == KC_NONE) {
    die("kernel %s: an if needs a non-loop condition", k->name);
  }
  kinst_t b = {0};
  set_branch(k, &b, &cond);
  push_open(k, emit(k, b), O_IF);
}

void kernel_else(kernel_t *k) {
  if (k->nopen == 0 || k->open_kind[k->nopen - 1] != O_IF) {
    die("kernel %s: else without if", k->name);
  }
  kinst_t j = {0};
  j.kind = KI_JMP;
  k->open_jmp[k->nopen - 1] = emit(k, j);
  k->open_kind[k->nopen - 1] = O_ELSE;
  k->code[k->open[k->nopen - 1]].target = k->n; /* taken threads run the else part */
}

void kernel_endif(kernel_t *k) {
  if (k->nopen == 0 || k->open_kind[k->nopen - 1] == O_LOOP) {
    die("kernel %s: endif without if", k->name);
  }
  k->nopen--;
  uint32_t b = k->open[k->nopen], join = k->n;
  if (k->open_kind[k->nopen] == O_IF) {
    k->code[b].target = join;
  } else {
    k->code[k->open_jmp[k->nopen]].target = join;
  }
  k->code[b].rpc = join;
}

void kernel_loop(kernel_t *k) { push_open(k, k->n, O_LOOP); }

void kernel_endloop(kernel_t *k, kinst_t cond) {
  if (k->nopen == 0 || k->open_kind[k->nopen - 1] != O_LOOP) {
    die("kernel %s: endloop without loop", k->name);
  }
  if (cond.cond != KC_LOOP || cond.lo < 1 || cond.hi < cond.lo) {
    die("kernel %s: a loop needs a KC_LOOP condition with 1 <= lo <= hi", k->name);
  }
  k->nopen--;
  if (k->n == k->open[k->nopen]) {
    die("kernel %s: empty loop body", k->name);
  }
  kinst_t b = {0};
  set_branch(k, &b, &cond);
  b.target = k->open[k->nopen];
  uint32_t pc = emit(k, b);
  k->code[pc].rpc = pc + 1u;
}

bool kernel_finish(kernel_t *k, char *msg, size_t n) {
  if (k->nopen != 0) {
    snprintf(msg, n, "kernel %s: %u construct(s) left open", k->name, k->nopen);
    return false;
  }
  if (k->n == 0) {
    snprintf(msg, n, "kernel %s: empty", k->name);
    return false;
  }
  return kernel_check(k, msg, n);
}

kinst_t kc_uniform(double p) {
  kinst_t c = {0};
  c.cond = KC_UNIFORM;
  c.p16 = (uint32_t)(p * 65536.0 + 0.5);
  return c;
}

kinst_t kc_mod(uint32_t k, uint32_t set) {
  kinst_t c = {0};
  c.cond = KC_MOD;
  c.k = k;
  c.set = set;
  return c;
}

kinst_t kc_random(double p) {
  kinst_t c = kc_uniform(p);
  c.cond = KC_RANDOM;
  return c;
}

kinst_t kc_loop(unsigned trip_kind, uint32_t lo, uint32_t hi) {
  kinst_t c = {0};
  c.cond = KC_LOOP;
  c.trip = (uint8_t)trip_kind;
  c.lo = lo;
  c.hi = trip_kind == KT_CONST ? lo : hi;
  return c;
}

/////////////////////////////
// Post-dominator check    //
/////////////////////////////

bool kernel_check(const kernel_t *k, char *msg, size_t n) {
  const uint32_t nn = k->n + 1u, exitpc = k->n; /* nodes 0..n, n = EXIT */
  const uint32_t nw = (nn + 63u) / 64u;
  for (uint32_t i = 0; i < k->n; i++) {
    const kinst_t *c = &k->code[i];
    if (c->kind != KI_ALU && c->target > exitpc) {
      snprintf(msg, n, "kernel %s: PC %u jumps to %u beyond EXIT %u", k->name, i, c->target, exitpc);
      return false;
    }
    if (c->kind == KI_BR && c->cond == KC_MOD && (c->k < 1 || c->k > 32)) {
      snprintf(msg, n, "kernel %s: PC %u: modulus %u not in 1..32", k->name, i, c->k);
      return false;
    }
  }
  /* Every node must reach EXIT (reverse reachability). */
  bool *reach = calloc(nn, sizeof *reach);
  uint64_t *pd = calloc((size_t)nn * nw, sizeof *pd);
  if (reach == NULL || pd == NULL) {
    die("out of memory");
  }
  reach[exitpc] = true;
  for (bool ch = true; ch;) {
    ch = false;
    for (uint32_t i = k->n; i-- > 0;) {
      const kinst_t *c = &k->code[i];
      bool r = c->kind == KI_JMP  ? reach[c->target]
               : c->kind == KI_BR ? (reach[c->target] || reach[i + 1u])
                                  : reach[i + 1u];
      if (r && !reach[i]) {
        reach[i] = ch = true;
      }
    }
  }
  for (uint32_t i = 0; i < k->n; i++) {
    if (!reach[i]) {
      snprintf(msg, n, "kernel %s: PC %u cannot reach EXIT", k->name, i);
      free(reach);
      free(pd);
      return false;
    }
  }
  /* PD(EXIT) = {EXIT}; PD(i) = {i} u intersection of PD(successors); start from all nodes. */
  for (uint32_t i = 0; i < nn; i++) {
    for (uint32_t w = 0; w < nw; w++) {
      pd[i * nw + w] = i == exitpc ? 0u : ~UINT64_C(0);
    }
    if (i == exitpc) {
      pd[i * nw + i / 64u] |= UINT64_C(1) << (i % 64u);
    }
  }
  for (bool ch = true; ch;) {
    ch = false;
    for (uint32_t i = k->n; i-- > 0;) {
      const kinst_t *c = &k->code[i];
      uint32_t s0 = c->kind == KI_JMP ? c->target : i + 1u;
      uint32_t s1 = c->kind == KI_BR ? c->target : s0;
      for (uint32_t w = 0; w < nw; w++) {
        uint64_t v = pd[s0 * nw + w] & pd[s1 * nw + w];
        if (w == i / 64u) {
          v |= UINT64_C(1) << (i % 64u);
        }
        if (v != pd[i * nw + w]) {
          pd[i * nw + w] = v;
          ch = true;
        }
      }
    }
  }
  /* The immediate post-dominator d of b is the one with PD(d) = PD(b) \ {b}. */
  bool ok = true;
  for (uint32_t i = 0; i < k->n && ok; i++) {
    const kinst_t *c = &k->code[i];
    if (c->kind != KI_BR) {
      continue;
    }
    uint32_t d = c->rpc;
    if (d > exitpc) {
      snprintf(msg, n, "kernel %s: PC %u: rpc %u beyond EXIT", k->name, i, d);
      ok = false;
      break;
    }
    for (uint32_t w = 0; w < nw; w++) {
      uint64_t want = pd[i * nw + w];
      if (w == i / 64u) {
        want &= ~(UINT64_C(1) << (i % 64u));
      }
      if (pd[d * nw + w] != want) {
        snprintf(msg, n, "kernel %s: PC %u: rpc %u is not the immediate post-dominator", k->name, i, d);
        ok = false;
        break;
      }
    }
  }
  free(reach);
  free(pd);
  return ok;
}

/////////////////////////////
// Execution               //
/////////////////////////////

void kthread_init(const kernel_t *k, kthread_t *t) {
  t->pc = 0;
  t->cnt = calloc(k->nslots ? k->nslots : 1u, sizeof *t->cnt);
  if (t->cnt == NULL) {
    die("out of memory");
  }
}

void kthread_free(kthread_t *t) {
  free(t->cnt);
  t->cnt = NULL;
}

uint32_t kthread_step(const kernel_t *k, kthread_t *t, uint32_t tid) {
  const kinst_t *c = &k->code[t->pc];
  uint32_t next = t->pc + 1u;
  if (c->kind == KI_JMP) {
    next = c->target;
  } else if (c->kind == KI_BR) {
    bool taken = false;
    uint32_t *cnt = &t->cnt[c->slot];
    switch (c->cond) {
      case KC_UNIFORM: taken = (hash4(k->seed, SHARED, c->id, cnt[0]++) & 0xffffu) < c->p16; break;
      case KC_RANDOM: taken = (hash4(k->seed, tid, c->id, cnt[0]++) & 0xffffu) < c->p16; break;
      case KC_MOD: taken = ((c->set >> (tid % c->k)) & 1u) != 0u; break;
      case KC_LOOP: {
        /* cnt[0] = iterations done in this entry, cnt[1] = entries completed. */
        uint32_t trip = c->lo;
        if (c->trip != KT_CONST) {
          uint64_t h = hash4(k->seed, c->trip == KT_THREAD ? tid : SHARED, c->id, cnt[1]);
          trip = c->lo + (uint32_t)(h % (uint64_t)(c->hi - c->lo + 1u));
        }
        taken = cnt[0] + 1u < trip;
        if (taken) {
          cnt[0]++;
        } else {
          cnt[0] = 0;
          cnt[1]++;
        }
        break;
      }
      default: die("kernel %s: PC %u: branch without condition", k->name, t->pc);
    }
    next = taken ? c->target : t->pc + 1u;
  }
  t->pc = next;
  return next;
}

uint64_t kernel_path_len(const kernel_t *k, uint32_t tid, uint64_t limit) {
  kthread_t t;
  kthread_init(k, &t);
  uint64_t len = 0;
  while (t.pc != k->n) {
    if (++len > limit) {
      len = 0;
      break;
    }
    kthread_step(k, &t, tid);
  }
  kthread_free(&t);
  return len;
}

void kernel_print(const kernel_t *k, void *file) {
  FILE *f = file;
  fprintf(f, "kernel %s (seed %llu): %u instructions, EXIT = %u; %s\n", k->name, (unsigned long long)k->seed,
          k->n, k->n, k->doc);
  for (uint32_t i = 0; i < k->n; i++) {
    const kinst_t *c = &k->code[i];
    fprintf(f, "  %4u  %-12s", i, k->region_name[c->region]);
    if (c->kind == KI_ALU) {
      fprintf(f, "alu\n");
    } else if (c->kind == KI_JMP) {
      fprintf(f, "jmp   %u\n", c->target);
    } else {
      fprintf(f, "br    %u  rpc %u  ", c->target, c->rpc);
      switch (c->cond) {
        case KC_UNIFORM: fprintf(f, "uniform p=%.3f\n", c->p16 / 65536.0); break;
        case KC_RANDOM: fprintf(f, "per-thread random p=%.3f\n", c->p16 / 65536.0); break;
        case KC_MOD: fprintf(f, "tid mod %u in set 0x%x\n", c->k, c->set); break;
        case KC_LOOP:
          if (c->trip == KT_CONST) {
            fprintf(f, "loop trip %u\n", c->lo);
          } else {
            fprintf(f, "loop trip %u..%u %s\n", c->lo, c->hi,
                    c->trip == KT_THREAD ? "per thread" : "uniform");
          }
          break;
        default: fprintf(f, "?\n"); break;
      }
    }
  }
}

/////////////////////////////
// Named kernels           //
/////////////////////////////

/* uniform: every branch is taken or not by all threads alike. */
static void k_uniform(kernel_t *k) {
  snprintf(k->doc, sizeof k->doc, "loop x8 { 4 alu; if (uniform p=.5) 3 else 2; 2 alu }");
  kernel_block(k, 3);
  kernel_loop(k);
  kernel_block(k, 4);
  kernel_if(k, kc_uniform(0.5));
  kernel_block(k, 3);
  kernel_else(k);
  kernel_block(k, 2);
  kernel_endif(k);
  kernel_block(k, 2);
  kernel_endloop(k, kc_loop(KT_CONST, 8, 8));
  kernel_block(k, 2);
}

/* evenodd: if/else on tid parity inside a loop (Bitonic-sort-like, D3 4.1). */
static void k_evenodd(kernel_t *k) {
  snprintf(k->doc, sizeof k->doc, "loop x8 { 2 alu; if (tid even) 4 else 4; 2 alu }");
  kernel_block(k, 2);
  kernel_loop(k);
  kernel_block(k, 2);
  kernel_if(k, kc_mod(2, 0x2)); /* odd threads take the branch: they run the else part */
  kernel_region(k, "even path");
  kernel_block(k, 4);
  kernel_else(k); /* the jump closes the even path */
  kernel_region(k, "odd path");
  kernel_block(k, 4);
  kernel_region_end(k);
  kernel_endif(k);
  kernel_block(k, 2);
  kernel_endloop(k, kc_loop(KT_CONST, 8, 8));
  kernel_block(k, 1);
}

/* nested: two levels of divergence: parity, then tid mod 4 inside each side. */
static void k_nested(kernel_t *k) {
  snprintf(k->doc, sizeof k->doc,
           "loop x4 { 2 alu; if (even) {2; if (tid%%4==0) 3 else 3; 1} else {2; if (tid%%4==1) 3 "
           "else 3; 1}; 2 }");
  kernel_block(k, 2);
  kernel_loop(k);
  kernel_block(k, 2);
  kernel_if(k, kc_mod(2, 0x2));
  kernel_region(k, "half paths");
  kernel_block(k, 2);
  kernel_if(k, kc_mod(4, 0x4)); /* among the even threads, tid%4 == 2 takes the branch */
  kernel_region(k, "quarter paths");
  kernel_block(k, 3);
  kernel_else(k);
  kernel_block(k, 3);
  kernel_region(k, "half paths");
  kernel_endif(k);
  kernel_block(k, 1);
  kernel_else(k);
  kernel_block(k, 2);
  kernel_if(k, kc_mod(4, 0x8)); /* among the odd threads, tid%4 == 3 takes the branch */
  kernel_region(k, "quarter paths");
  kernel_block(k, 3);
  kernel_else(k);
  kernel_block(k, 3);
  kernel_region(k, "half paths");
  kernel_endif(k);
  kernel_block(k, 1);
  kernel_region_end(k);
  kernel_endif(k);
  kernel_block(k, 2);
  kernel_endloop(k, kc_loop(KT_CONST, 4, 4));
  kernel_block(k, 1);
}

/* loop_var: a loop whose trip count is drawn per thread. */
static void k_loop_var(kernel_t *k) {
  snprintf(k->doc, sizeof k->doc, "2 alu; loop x(1..16 per thread) { 4 alu }; 2 alu");
  kernel_block(k, 2);
  kernel_region(k, "loop");
  kernel_loop(k);
  kernel_block(k, 4);
  kernel_endloop(k, kc_loop(KT_THREAD, 1, 16));
  kernel_region_end(k);
  kernel_block(k, 2);
}

/* halfwarp: the two halves of every warp split: the same lanes take the branch in every warp, so
 * no lane-aware scheduler can merge them (swizzling only exchanges neighbouring lanes). */
static void k_halfwarp(kernel_t *k) {
  snprintf(k->doc, sizeof k->doc, "loop x8 { 2 alu; if (tid%%32 < 16) 4 else 4; 2 alu }");
  kernel_block(k, 2);
  kernel_loop(k);
  kernel_block(k, 2);
  kernel_if(k, kc_mod(32, 0xFFFF0000u)); /* tid%32 >= 16 takes the branch */
  kernel_region(k, "half paths");
  kernel_block(k, 4);
  kernel_else(k);
  kernel_block(k, 4);
  kernel_region_end(k);
  kernel_endif(k);
  kernel_block(k, 2);
  kernel_endloop(k, kc_loop(KT_CONST, 8, 8));
  kernel_block(k, 1);
}

/* random: a random structured graph with random branch kinds. */
typedef struct rgen {
  uint64_t s;
  unsigned loops; /* open loops */
} rgen_t;

static uint32_t rnd(rgen_t *g, uint32_t n) {
  g->s = mix(g->s);
  return (uint32_t)(g->s % n);
}

static kinst_t rand_cond(rgen_t *g) {
  uint32_t r = rnd(g, 100);
  if (r < 20) {
    return kc_uniform(0.5);
  }
  if (r < 35) {
    return kc_mod(2, 1u << rnd(g, 2));
  }
  if (r < 55) {
    static const uint32_t ks[] = {3, 4, 8};
    uint32_t m = ks[rnd(g, 3)];
    uint32_t set = 1u + rnd(g, (1u << m) - 2u); /* a proper, non-empty residue set */
    return kc_mod(m, set);
  }
  static const double ps[] = {0.2, 0.5, 0.8};
  return kc_random(ps[rnd(g, 3)]);
}

static void rand_seq(kernel_t *k, rgen_t *g, unsigned depth) {
  unsigned nst = 2u + rnd(g, 3);
  for (unsigned i = 0; i < nst; i++) {
    uint32_t r = rnd(g, 100);
    if (depth >= 3 || r < 40) {
      kernel_block(k, 1u + rnd(g, 5));
    } else if (r < 60) {
      kernel_if(k, rand_cond(g));
      rand_seq(k, g, depth + 1u);
      kernel_endif(k);
    } else if (r < 82 || g->loops >= 2) {
      kernel_if(k, rand_cond(g));
      rand_seq(k, g, depth + 1u);
      kernel_else(k);
      rand_seq(k, g, depth + 1u);
      kernel_endif(k);
    } else {
      g->loops++;
      kernel_loop(k);
      rand_seq(k, g, depth + 1u);
      g->loops--;
      uint32_t t = rnd(g, 10);
      kernel_endloop(k, t < 3   ? kc_loop(KT_CONST, 2u + rnd(g, 3), 0)
                        : t < 6 ? kc_loop(KT_UNIFORM, 1, 4)
                                : kc_loop(KT_THREAD, 1, 6));
    }
  }
}

static void k_random(kernel_t *k) {
  snprintf(k->doc, sizeof k->doc,
           "random structured CFG from the seed: if, if/else, loops (<= 2 deep), "
           "uniform/parity/mod-k/per-thread-random branches");
  rgen_t g = {mix(k->seed ^ UINT64_C(0x72616e646f6d)), 0};
  kernel_block(k, 2);
  rand_seq(k, &g, 0);
  kernel_block(k, 1);
}

typedef struct named {
  const char *name;
  void (*build)(kernel_t *k);
} named_t;

static const named_t kernels[] = {
    {"uniform", k_uniform},   {"evenodd", k_evenodd},   {"nested", k_nested},
    {"loop_var", k_loop_var}, {"halfwarp", k_halfwarp}, {"random", k_random},
};

unsigned kernel_count(void) { return sizeof kernels / sizeof kernels[0]; }

const char *kernel_name(unsigned i) { return i < kernel_count() ? kernels[i].name : NULL; }

bool kernel_build(kernel_t *k, const char *name, uint64_t seed, char *msg, size_t n) {
  for (unsigned i = 0; i < kernel_count(); i++) {
    if (strcmp(kernels[i].name, name) == 0) {
      kernel_init(k, name, seed);
      kernels[i].build(k);
      return kernel_finish(k, msg, n);
    }
  }
  snprintf(msg, n, "no kernel named '%s' (--list shows them)", name);
  return false;
}
