/* experiments/dwf/dwf_traffic.c: closed-loop SIMT traffic on the DWF scheduler (dwf_sched) and on a PDOM
 * per-warp-stack baseline (pdom_stack), on the same synthetic kernels (experiments/dwf/dwf_kernel.h).
 *
 *   dwf_traffic [--kernel K]... [--seed S | --seeds A-B] [--lat L] [--config-name N] [--csv]
 *               [--no-check] [--max-idle C] [--inject drop|pdom-skip|bad-rpc|lc]
 *   dwf_traffic --list                       the kernels
 *   dwf_traffic --dump K [--seed S]          kernel K's code listing
 *   dwf_traffic --report A.csv [B.csv ...]   one Markdown table (+ interpretation) from --csv runs
 *
 * Built once per configuration (build/<config>/bin/dwf_traffic; WT_NL, WT_THREADS, WT_SWZ, ...
 * come from build/<config>/gen/wt_config.h). Without --kernel every kernel runs; --seeds A-B runs
 * each kernel once per seed A..B (the kernel seed: outcome hashes, and the graph of `random`).
 *
 * The machines (both issue at most one warp per scheduler cycle):
 *
 * Threads. THREADS threads, static warp = tid / NL. A thread's path is a pure function of
 * (kernel, tid) (dwf_kernel.h). An issued thread comes back LAT cycles later (writeback) with its
 * next PC; a thread whose next PC is EXIT retires there. The harness keeps every thread's own
 * state and checks each issue: the thread is not in flight, has not retired, and its PC is the
 * issued PC. At the end every thread must have retired after exactly its reference path length
 * (kernel_path_len), and all machines must have issued the same number of thread-instructions;
 * any difference aborts with a message naming the machine, thread and PC.
 *
 * DWF. dwf_sched (rtl_c/dwf_sched.h) stepped in place, one call per scheduler cycle. Writebacks
 * wait in a FIFO; its head is presented as the incoming warp: lane l holds the thread whose home
 * lane is l (SPEC 1.1, computed here independently: (tid % NL) ^ (SWZ ? (tid / NL) & 1 : 0)).
 * When in_accept = 0 the head is presented again next cycle without the lanes of in_taken
 * (SPEC 1.2). Launch: every static warp at PC 0 is queued at cycle 0, so the FIFO presents one
 * static warp per cycle. dwf_sched_check() runs every cycle (--no-check skips it). Issued lanes
 * must hold threads whose home lane is that lane. The run ends when no thread is queued, in flight
 * or inside the scheduler (taken in_taken lanes minus issued threads); no issue for --max-idle
 * cycles while threads remain is a deadlock (error).
 *
 * DWF without lane-aware scheduling (D3 §4.1, Fig 4.2(b)/(c); docs/papers/dwf.md). The same
 * scheduler, but a thread may sit in any slot: writebacks keep the slot a thread was issued in,
 * a launched static warp is in thread-id order, and a crossbar places each PC group of the queue
 * head into the free slots of the warp being formed for its PC (nolas_place). The home-lane checks
 * (lane_err, issued lanes) are the only checks relaxed. Run twice: ignoring lane conflicts, and
 * paying them: each issued warp goes through dwf_lane_conflict (SPEC 1.9, with the configuration's
 * LC_MINUS1) and its stall holds the scheduler (not stepped) for that many cycles; the harness
 * counts the threads per bank itself and must agree with the block.
 *
 * PDOM. One pdom_stack per static warp, lanes = tid % NL (threads never move). Each cycle: first
 * the writebacks due this cycle update their warp's stack with the per-lane next PCs (lanes
 * outside the issued mask are ignored by the stack) and the instruction's reconvergence PC and
 * fall-through PC (non-branches: rpc = PC_NONE; they never diverge); then the least recently
 * issued warp that is neither waiting for its writeback nor finished issues TOS (fetch_pc,
 * active_mask). EXIT and reconvergence: EXIT (= the kernel length) is an ordinary PC value that
 * post-dominates every instruction, so it is a valid rpc (an if at the end of a kernel reconverges
 * at EXIT). A stack entry whose NPC reaches EXIT is popped like any reconverged entry when its RPC
 * is EXIT; a warp is finished when TOS.NPC = EXIT with depth 1. TOS.NPC = EXIT with depth > 1
 * would mean a path left the kernel before reconverging, which structured kernels cannot do: it
 * is reported as an error, as is a stack overflow (ovf).
 *
 * Timing. Both machines see the same LAT. A PDOM warp written back in cycle t may issue in cycle
 * t; a DWF thread written back in cycle t is loaded into the warp update registers in t (phase 3),
 * inserted in t+1 (phase 2) and can issue in t+2 (phase 1): the DWF loop is 2 cycles longer, as in
 * the scheduler's own pipeline (SPEC 1.7). `cycles` counts from cycle 0 to the cycle at whose start
 * the last thread retired.
 *
 * Outputs: thread-instructions, issues, SIMD lane utilisation = threads issued / (issues x NL),
 * cycles, thread-instructions per cycle, and per kernel region (dwf_kernel.h) the utilisation of
 * the PCs in that region ("rest": the PCs outside every region); the policy (POLICY) and, per
 * machine without LAS, issues, cycles and the lane-conflict stall cycles. --report prints the
 * lane-aware Markdown table (POLICY 0 rows) with one line of interpretation per row, computed from
 * the numbers, then the policy / lane-awareness / lane-conflict table with D3's figures beside.
 *
 * --inject is for experiments/dwf/test_traffic.sh: `drop` loses one thread in the DWF writeback path
 * (the totals check must fire), `pdom-skip` gives one PDOM lane a wrong next PC (the per-issue
 * path check must fire), `bad-rpc` moves the first if's reconvergence PC (the post-dominator
 * check of the kernel must fire), `lc` makes the lane-conflict counter miss one slot of each
 * fullest bank of the first conflicting warp (the harness's own bank count must fire).
 */
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dwf_kernel.h"
#include "dwf_lane_conflict.h"
#include "dwf_sched.h"
#include "pdom_stack.h"
#include "wt_bits.h"
#include "wt_config.h"
#include "wt_params.h"

#define NWARPS ((WT_THREADS + WT_NL - 1) / WT_NL)
#define PC_NONE WT_MASK32(WT_PCW)
#define PATH_LIMIT UINT64_C(10000000)

static_assert(WT_NL <= 32, "lane masks are uint32_t");

/////////////////////////////////////
// Errors and options              //
/////////////////////////////////////

static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "dwf_traffic: error: ");
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  exit(1);
}

enum { INJ_NONE, INJ_DROP, INJ_PDOM_SKIP, INJ_BAD_RPC, INJ_LC };

typedef struct opts {
  const char *config;
  uint64_t seed, seed_last; /* --seeds A-B: seed = A, seed_last = B */
  unsigned lat;
  bool csv, check;
  unsigned long max_idle;
  int inject;
} opts_t;

/////////////////////////////////////
// Threads (shared bookkeeping)    //
/////////////////////////////////////

typedef struct threads {
  const kernel_t *k;
  kthread_t t[WT_THREADS];
  uint64_t icount[WT_THREADS]; /* instructions issued */
  bool inflight[WT_THREADS];
  bool retired[WT_THREADS];
  uint32_t nretired;
} threads_t;

static void threads_init(threads_t *th, const kernel_t *k) {
  th->k = k;
  for (uint32_t i = 0; i < WT_THREADS; i++) {
    kthread_init(k, &th->t[i]);
    th->icount[i] = 0;
    th->inflight[i] = false;
    th->retired[i] = false;
  }
  th->nretired = 0;
}

static void threads_free(threads_t *th) {
  for (uint32_t i = 0; i < WT_THREADS; i++) {
    kthread_free(&th->t[i]);
  }
}

/* One thread issued at `pc` by machine `m` in cycle `cyc`: check and execute; returns next PC. */
static uint32_t thread_issue(threads_t *th, const char *m, uint64_t cyc, uint32_t tid, uint32_t pc) {
  if (tid >= WT_THREADS) {
    die("%s: cycle %" PRIu64 ": issued thread id %u >= THREADS %u", m, cyc, tid, WT_THREADS);
  }
  if (th->retired[tid]) {
    die("%s: cycle %" PRIu64 ": thread %u issued at PC %u after it retired", m, cyc, tid, pc);
  }
  if (th->inflight[tid]) {
    die("%s: cycle %" PRIu64
        ": thread %u issued at PC %u while its previous instruction is still "
        "in flight",
        m, cyc, tid, pc);
  }
  if (th->t[tid].pc != pc) {
    die("%s: cycle %" PRIu64 ": thread %u issued at PC %u but its path is at PC %u", m, cyc, tid, pc,
        th->t[tid].pc);
  }
  th->inflight[tid] = true;
  th->icount[tid]++;
  return kthread_step(th->k, &th->t[tid], tid);
}

/* Writeback of one thread; returns true if it retires (next PC = EXIT). */
static bool thread_wb(threads_t *th, uint32_t tid) {
  th->inflight[tid] = false;
  if (th->t[tid].pc == th->k->n) {
    th->retired[tid] = true;
    th->nretired++;
    return true;
  }
  return false;
}

/////////////////////////////////////
// Results                         //
/////////////////////////////////////

typedef struct mres {
  uint64_t thr, iss, cycles, idle;
  uint64_t *pc_thr, *pc_iss;    /* per PC */
  uint64_t stall, busy, reject; /* DWF: cycles with a WUR stall / busy / in_accept = 0 */
  uint32_t max_depth;           /* PDOM: deepest stack */
  uint32_t max_sched;           /* DWF: most threads inside the scheduler */
  uint64_t lc_stall, lc_iss;    /* DWF without LAS: cycles held by lane conflicts, issues that had one */
  uint64_t rcv;                 /* DWF: threads loaded with in_rcv set (at a reconvergence PC) */
} mres_t;

static void mres_init(mres_t *r, uint32_t n) {
  memset(r, 0, sizeof *r);
  r->pc_thr = calloc(n, sizeof *r->pc_thr);
  r->pc_iss = calloc(n, sizeof *r->pc_iss);
  if (r->pc_thr == NULL || r->pc_iss == NULL) {
    die("out of memory");
  }
}

static void mres_free(mres_t *r) {
  free(r->pc_thr);
  free(r->pc_iss);
}

static void count_issue(mres_t *r, uint32_t pc, uint32_t nthd) {
  r->iss++;
  r->thr += nthd;
  r->pc_iss[pc]++;
  r->pc_thr[pc] += nthd;
}

/* Every thread retired after exactly its reference path. */
static void check_paths(const threads_t *th, const char *m, const uint64_t *ref) {
  for (uint32_t i = 0; i < WT_THREADS; i++) {
    if (!th->retired[i]) {
      die("%s: thread %u never retired (stuck at PC %u after %" PRIu64 " instructions)", m, i, th->t[i].pc,
          th->icount[i]);
    }
    if (th->icount[i] != ref[i]) {
      die("%s: thread %u executed %" PRIu64 " instructions, its path has %" PRIu64, m, i, th->icount[i],
          ref[i]);
    }
  }
}

/////////////////////////////////////
// DWF machine                     //
/////////////////////////////////////

static unsigned home_lane(uint32_t tid) { return (tid % WT_NL) ^ (WT_SWZ ? (tid / WT_NL) & 1u : 0u); }

/* The DWF machines: lane-aware (D3 Fig 4.2(d), the thesis's realistic DWF), and without lane-aware
 * scheduling (Fig 4.2(b)/(c)) either ignoring lane conflicts (the idealised DWF of D3 Fig 6.2) or
 * paying for them at register read (dwf_lane_conflict: SPEC 1.9, D3 §5.1.1). */
enum { M_LAS, M_NOLAS, M_NOLAS_LC, M_COUNT };

/* An incoming (written-back) warp: LAS, lane l holds the thread of home lane l; without LAS,
 * slot s holds the thread that was issued in slot s (its arrival order). */
typedef struct wbrec {
  uint32_t mask;
  uint32_t tid[WT_NL];
} wbrec_t;

static dwf_sched_state_t dwf_state;   /* large: static */
static dwf_sched_state_t dwf_scratch; /* no LAS: the state after this cycle's phase 2 */

/* Without LAS, the crossbar of D3 Fig 4.2(c) in front of the scheduler places each PC group of
 * the incoming warp `h` into free slots of the warp being formed for its PC: the OCC of its
 * PC-warp LUT entry as phase 2 of this cycle leaves it (the WURs loaded now are inserted in the
 * next cycle's phase 2), so a group fills up the partly formed warp instead of conflicting with
 * it. Groups in order of their lowest arrival slot; a group's threads in arrival order into the
 * lowest free slots not taken by an earlier group; threads that do not fit take the lowest slots
 * left, where they conflict (CNF) and start a new warp, as the scheduler's hardware does. Writes
 * the presented warp into `in` and, per presented slot, the arrival slot in `from`. */
static void nolas_place(const wbrec_t *h, const threads_t *th, dwf_sched_in_t *in, unsigned *from) {
  dwf_sched_in_t none;
  dwf_sched_out_t so;
  memset(&none, 0, sizeof none);
  dwf_sched_comb(&dwf_state, &none, &so, &dwf_scratch);
  uint32_t left = h->mask, used = 0;
  while (left != 0u) {
    const uint32_t pc = th->t[h->tid[wt_ctz32(left)]].pc;
    dwf_pc_warp_lut_look_t look;
    dwf_pc_warp_lut_lookup(&dwf_scratch.lut, pc, &look);
    const uint32_t all = WT_MASK32(WT_NL);
    uint32_t fre = all & ~look.occ & ~used;
    for (unsigned a = 0; a < WT_NL; a++) {
      if (!((left >> a) & 1u) || th->t[h->tid[a]].pc != pc) {
        continue;
      }
      uint32_t avail = fre != 0u ? fre : all & ~used;
      unsigned s = wt_ctz32(avail);
      used |= 1u << s;
      fre &= ~(1u << s);
      in->in_tid[s] = h->tid[a];
      in->in_npc[s] = pc;
      from[s] = a;
      left &= ~(1u << a);
    }
  }
  in->in_valid = used;
}

/* DPdPri's input (SPEC 1.8): the presented lanes whose thread's next PC is a reconvergence point,
 * one of the static set of the kernel's reconvergence PCs (`rcv`, the rpc of each branch). Given
 * on every policy; only DPdPri reads it. */
static uint32_t rcv_lanes(const uint8_t *rcv, const dwf_sched_in_t *in) {
  uint32_t m = 0;
  for (unsigned l = 0; l < WT_NL; l++) {
    m |= ((in->in_valid >> l) & 1u) != 0u && rcv[in->in_npc[l]] != 0u ? 1u << l : 0u;
  }
  return m;
}

static void run_dwf(const kernel_t *k, const opts_t *o, const uint64_t *ref, int mode, mres_t *r) {
  static const char *const mname[M_COUNT] = {"DWF", "DWF without LAS", "DWF without LAS, LC"};
  const char *m = mname[mode];
  const bool las = mode == M_LAS;
  threads_t *th = malloc(sizeof *th);
  const unsigned cap = WT_THREADS + 4u, ring = o->lat + 1u;
  wbrec_t *q = calloc(cap, sizeof *q);      /* writeback FIFO */
  wbrec_t *fly = calloc(ring, sizeof *fly); /* in flight, indexed by due cycle mod ring */
  uint8_t *rcv = calloc(k->n + 1u, 1);      /* PC -> is a reconvergence PC (EXIT = n included) */
  if (th == NULL || q == NULL || fly == NULL || rcv == NULL) {
    die("out of memory");
  }
  for (uint32_t pc = 0; pc < k->n; pc++) {
    if (k->code[pc].kind == KI_BR) {
      rcv[k->code[pc].rpc] = 1;
    }
  }
  threads_init(th, k);
  mres_init(r, k->n);
  dwf_sched_reset(&dwf_state);
  unsigned qh = 0, qn = 0, nfly = 0;
  uint64_t in_sched = 0, since_issue = 0, hold = 0;
  bool dropped = false;
  char msg[256];

  /* Launch: every static warp at PC 0, one incoming warp each: LAS, each thread in its home lane;
   * without LAS, in thread-id order (slot = tid mod NL). */
  for (uint32_t w = 0; w < NWARPS; w++) {
    wbrec_t *e = &q[(qh + qn++) % cap];
    e->mask = 0;
    for (uint32_t t = w * WT_NL; t < (w + 1u) * WT_NL && t < WT_THREADS; t++) {
      const unsigned l = las ? home_lane(t) : t % WT_NL;
      e->mask |= 1u << l;
      e->tid[l] = t;
    }
  }
  for (uint64_t cyc = 0;; cyc++) {
    /* Writebacks due now: retire EXIT threads, queue the rest. */
    wbrec_t *f = &fly[cyc % ring];
    if (f->mask != 0u) {
      nfly--;
      wbrec_t e = {0, {0}};
      for (unsigned l = 0; l < WT_NL; l++) {
        if ((f->mask >> l) & 1u) {
          uint32_t tid = f->tid[l];
          if (!thread_wb(th, tid)) {
            if (o->inject == INJ_DROP && !dropped && th->icount[tid] > 1u) {
              dropped = true; /* fault injection: this thread is lost */
              continue;
            }
            e.mask |= 1u << l;
            e.tid[l] = tid;
          }
        }
      }
      f->mask = 0;
      if (e.mask != 0u) {
        if (qn == cap) {
          die("%s: writeback queue overflow", m);
        }
        q[(qh + qn++) % cap] = e;
      }
    }
    if (qn == 0 && nfly == 0 && in_sched == 0 && hold == 0) {
      r->cycles = cyc;
      break;
    }
    /* A lane-conflict stall at register read holds the issue stage, and with it the scheduler (it
     * has no issue-enable input): it is not stepped; writebacks keep queueing. */
    if (hold > 0u) {
      hold--;
      r->lc_stall++;
      continue;
    }
    if (since_issue > o->max_idle) {
      die("%s: deadlock: no issue for %lu cycles at cycle %" PRIu64 " (%" PRIu64
          " threads inside the scheduler, %u incoming warps queued, %u retired of %u)",
          m, o->max_idle, cyc, in_sched, qn, th->nretired, WT_THREADS);
    }
    /* Present the queue head: LAS as it is, without LAS through the placement above. */
    dwf_sched_in_t in;
    memset(&in, 0, sizeof in);
    wbrec_t *h = qn ? &q[qh] : NULL;
    unsigned from[WT_NL];
    for (unsigned l = 0; l < WT_NL; l++) {
      from[l] = l;
    }
    if (h != NULL && las) {
      in.in_valid = h->mask;
      for (unsigned l = 0; l < WT_NL; l++) {
        if ((h->mask >> l) & 1u) {
          in.in_tid[l] = h->tid[l];
          in.in_npc[l] = th->t[h->tid[l]].pc;
        }
      }
    } else if (h != NULL) {
      nolas_place(h, th, &in, from);
    }
    in.in_rcv = rcv_lanes(rcv, &in);
    dwf_sched_out_t out;
    memset(&out, 0, sizeof out);
    dwf_sched_comb(&dwf_state, &in, &out, &dwf_state);
    /* The home-lane assertion of SPEC 1.2 holds only under lane-aware scheduling. */
    if (las && (out.lane_err & in.in_valid) != 0u) {
      die("%s: cycle %" PRIu64
          ": lane_err 0x%x: the scheduler disagrees with the harness's home "
          "lanes",
          m, cyc, out.lane_err);
    }
    /* Issue. */
    if (out.iss_v) {
      uint32_t mask = out.iss_mask & WT_MASK32(WT_NL);
      if (mask == 0u || wt_popcount32(mask) != out.iss_nthd) {
        die("%s: cycle %" PRIu64 ": issued mask 0x%x with iss_nthd %u", m, cyc, mask, out.iss_nthd);
      }
      if (out.iss_pc >= k->n) {
        die("%s: cycle %" PRIu64 ": issued PC %u outside the kernel (EXIT = %u)", m, cyc, out.iss_pc, k->n);
      }
      wbrec_t *d = &fly[(cyc + o->lat) % ring];
      d->mask = mask;
      nfly++;
      for (unsigned l = 0; l < WT_NL; l++) {
        if ((mask >> l) & 1u) {
          uint32_t tid = out.iss_tid[l];
          if (las && tid < WT_THREADS && home_lane(tid) != l) {
            die("%s: cycle %" PRIu64 ": thread %u issued in lane %u, its home lane is %u", m, cyc, tid, l,
                home_lane(tid));
          }
          thread_issue(th, m, cyc, tid, out.iss_pc);
          d->tid[l] = tid;
        }
      }
      if (in_sched < out.iss_nthd) {
        die("%s: cycle %" PRIu64 ": issued %u threads but only %" PRIu64 " were handed to it", m, cyc,
            out.iss_nthd, in_sched);
      }
      in_sched -= out.iss_nthd;
      count_issue(r, out.iss_pc, out.iss_nthd);
      since_issue = 0;
      if (mode == M_NOLAS_LC) {
        /* The register-read stall of this warp (SPEC 1.9), and the harness's own count of its
         * threads per bank (home lanes computed here) beside it. */
        dwf_lane_conflict_in_t li;
        dwf_lane_conflict_out_t lo;
        unsigned per_bank[32] = {0}, most = 0;
        li.valid = mask;
        memcpy(li.tid, out.iss_tid, sizeof li.tid);
        for (unsigned l = 0; l < WT_NL; l++) {
          if ((mask >> l) & 1u) {
            unsigned c = ++per_bank[home_lane(out.iss_tid[l])];
            most = c > most ? c : most;
          }
        }
        if (o->inject == INJ_LC && most > 1u && !dropped) {
          dropped = true; /* fault injection: the counter misses one slot of each fullest bank */
          uint32_t hit = 0;
          for (unsigned l = 0; l < WT_NL; l++) {
            const unsigned bk = home_lane(out.iss_tid[l]);
            if (((mask >> l) & 1u) && per_bank[bk] == most && !((hit >> bk) & 1u)) {
              hit |= 1u << bk;
              li.valid &= ~(1u << l);
            }
          }
        }
        dwf_lane_conflict_eval(&li, &lo);
        if (lo.maxcnt != most) {
          die("%s: cycle %" PRIu64
              ": lane-conflict counter says %u threads in one bank, the issued warp "
              "(mask 0x%x) has %u",
              m, cyc, lo.maxcnt, mask, most);
        }
        hold = lo.stall;
        r->lc_iss += lo.stall > 0u;
      }
    } else {
      r->idle++;
      since_issue++;
    }
    r->stall += out.stall0 || out.stall1;
    r->busy += out.busy;
    /* Incoming warp handshake (in_taken names presented slots; `from` maps them back). */
    if (h != NULL) {
      uint32_t taken = out.in_taken & WT_MASK32(WT_NL);
      if ((taken & ~in.in_valid) != 0u) {
        die("%s: cycle %" PRIu64 ": in_taken 0x%x has lanes not presented (0x%x)", m, cyc, taken,
            in.in_valid);
      }
      if (out.in_accept != ((in.in_valid & ~taken) == 0u)) {
        die("%s: cycle %" PRIu64 ": in_accept %d but in_valid 0x%x, in_taken 0x%x", m, cyc, out.in_accept,
            in.in_valid, taken);
      }
      in_sched += wt_popcount32(taken);
      r->rcv += wt_popcount32(taken & in.in_rcv);
      if (out.in_accept) {
        qh = (qh + 1u) % cap;
        qn--;
      } else {
        r->reject++;
        for (unsigned l = 0; l < WT_NL; l++) {
          if ((taken >> l) & 1u) {
            h->mask &= ~(1u << from[l]);
          }
        }
      }
    }
    if (in_sched > r->max_sched) {
      r->max_sched = (uint32_t)in_sched;
    }
    if (o->check && !dwf_sched_check(&dwf_state, msg, sizeof msg)) {
      die("%s: cycle %" PRIu64 ": dwf_sched_check: %s", m, cyc, msg);
    }
  }
  if (o->inject != INJ_DROP) {
    check_paths(th, m, ref);
  }
  threads_free(th);
  free(th);
  free(q);
  free(fly);
  free(rcv);
}

/////////////////////////////////////
// PDOM machine                    //
/////////////////////////////////////

typedef struct pwarp {
  pdom_stack_state_t st;
  bool waiting, done;
  uint64_t wb_cyc, last; /* writeback cycle; last issue cycle + 1 (0 = never) */
  uint32_t pc, mask, npc[WT_NL];
} pwarp_t;

static void run_pdom(const kernel_t *k, const opts_t *o, const uint64_t *ref, mres_t *r) {
  threads_t *th = malloc(sizeof *th);
  pwarp_t *wp = calloc(NWARPS, sizeof *wp);
  if (th == NULL || wp == NULL) {
    die("out of memory");
  }
  threads_init(th, k);
  mres_init(r, k->n);
  const uint32_t exitpc = k->n;
  bool injected = false;
  uint32_t ndone = 0;
  for (uint32_t w = 0; w < NWARPS; w++) {
    uint32_t mask = 0;
    for (uint32_t l = 0; l < WT_NL && w * WT_NL + l < WT_THREADS; l++) {
      mask |= 1u << l;
    }
    pdom_stack_reset(&wp[w].st);
    pdom_stack_init(&wp[w].st, 0, mask);
  }
  for (uint64_t cyc = 0;; cyc++) {
    /* Writebacks. */
    for (uint32_t w = 0; w < NWARPS; w++) {
      pwarp_t *p = &wp[w];
      if (!p->waiting || p->wb_cyc != cyc) {
        continue;
      }
      p->waiting = false;
      for (unsigned l = 0; l < WT_NL; l++) {
        if ((p->mask >> l) & 1u) {
          (void)thread_wb(th, w * WT_NL + l);
        }
      }
      const kinst_t *c = &k->code[p->pc];
      (void)pdom_stack_update(&p->st, p->npc, c->kind == KI_BR ? c->rpc : PC_NONE, p->pc + 1u);
      if (p->st.ovf) {
        die("PDOM: cycle %" PRIu64 ": warp %u: stack overflow (PDOM_D = %u) after PC %u", cyc, w, WT_PDOM_D,
            p->pc);
      }
      if (p->st.depth > r->max_depth) {
        r->max_depth = p->st.depth;
      }
      if (pdom_stack_fetch_pc(&p->st) == exitpc) {
        if (p->st.depth != 1u) {
          die("PDOM: cycle %" PRIu64 ": warp %u reached EXIT at stack depth %u", cyc, w, p->st.depth);
        }
        p->done = true;
        ndone++;
      }
    }
    if (ndone == NWARPS) {
      r->cycles = cyc;
      break;
    }
    /* Least recently issued ready warp (never issued first, then the lower warp number). */
    uint32_t best = NWARPS;
    for (uint32_t w = 0; w < NWARPS; w++) {
      if (!wp[w].waiting && !wp[w].done && (best == NWARPS || wp[w].last < wp[best].last)) {
        best = w;
      }
    }
    if (best == NWARPS) {
      r->idle++;
      continue;
    }
    pwarp_t *p = &wp[best];
    uint32_t pc = pdom_stack_fetch_pc(&p->st), mask = pdom_stack_active_mask(&p->st);
    if (mask == 0u || pc >= exitpc) {
      die("PDOM: cycle %" PRIu64 ": warp %u fetches PC %u with mask 0x%x", cyc, best, pc, mask);
    }
    p->pc = pc;
    p->mask = mask;
    for (unsigned l = 0; l < WT_NL; l++) {
      p->npc[l] = 0;
      if ((mask >> l) & 1u) {
        p->npc[l] = thread_issue(th, "PDOM", cyc, best * WT_NL + l, pc);
        if (o->inject == INJ_PDOM_SKIP && !injected && pc > 0u && p->npc[l] == pc + 1u && pc + 1u < exitpc) {
          injected = true; /* fault injection: skip an instruction on the stack side only */
          p->npc[l] = pc + 2u;
        }
      }
    }
    p->waiting = true;
    p->wb_cyc = cyc + o->lat;
    p->last = cyc + 1u;
    count_issue(r, pc, wt_popcount32(mask));
  }
  check_paths(th, "PDOM", ref);
  threads_free(th);
  free(th);
  free(wp);
}

/////////////////////////////////////
// One kernel                      //
/////////////////////////////////////

static double util(uint64_t thr, uint64_t iss) { return iss ? (double)thr / ((double)iss * WT_NL) : 0.0; }

/* Regions as "name=pdom/dwf;...;rest=pdom/dwf" (utilisations in %; rest = the PCs of no region;
 * empty when the kernel has no regions). */
static void region_str(const kernel_t *k, const mres_t *p, const mres_t *d, char *buf, size_t n) {
  buf[0] = '\0';
  if (k->nregions < 2) {
    return;
  }
  size_t len = 0;
  for (unsigned rg = 1; rg <= k->nregions; rg++) {
    unsigned want = rg == k->nregions ? 0u : rg; /* the last pass collects region 0 */
    uint64_t pt = 0, pi = 0, dt = 0, di = 0;
    for (uint32_t pc = 0; pc < k->n; pc++) {
      if (k->code[pc].region == want) {
        pt += p->pc_thr[pc];
        pi += p->pc_iss[pc];
        dt += d->pc_thr[pc];
        di += d->pc_iss[pc];
      }
    }
    len += (size_t)snprintf(buf + len, len < n ? n - len : 0, "%s%s=%.1f/%.1f", rg > 1 ? ";" : "",
                            want ? k->region_name[rg] : "rest", 100.0 * util(pt, pi), 100.0 * util(dt, di));
  }
}

#define CSV_HEADER \
  "kernel,config,nl,threads,swz,lat,seed,thread_instr,pdom_issues,pdom_cycles,dwf_issues," \
  "dwf_cycles,pdom_idle,dwf_idle,pdom_max_depth,dwf_stall_cycles,dwf_busy_cycles," \
  "dwf_reject_cycles,dwf_max_in_sched,policy,lc_minus1,nolas_issues,nolas_cycles,nolaslc_issues," \
  "nolaslc_cycles,lc_stall_cycles,lc_stalled_issues,rcv_threads,regions"
#define CSV_FIELDS 29

/* The policy the configuration builds (POLICY, SPEC 1.8; D3 §4.3) and its name. */
static const char *const policy_names[] = {"DMaj", "DTime", "DPC", "DMin", "DPdPri"};
static const char *policy_name(unsigned p) { return p < 5u ? policy_names[p] : "?"; }

/* One table row: a kernel run on both machines (also one --csv line). */
typedef struct row {
  char kernel[32], config[48], regions[512];
  unsigned nl, threads, swz, lat, max_depth, max_sched, policy, lc_minus1;
  uint64_t seed, thr, p_iss, p_cyc, d_iss, d_cyc, p_idle, d_idle, stall, busy, reject;
  uint64_t n_iss, n_cyc, c_iss, c_cyc, lc_stall, lc_iss; /* without LAS: ideal (n), with LC (c) */
  uint64_t rcv;                                          /* DWF (LAS): in_rcv threads loaded */
} row_t;

static void run_kernel(const char *name, const opts_t *o, row_t *row) {
  kernel_t k;
  char msg[256];
  if (!kernel_build(&k, name, o->seed, msg, sizeof msg)) {
    die("%s", msg);
  }
  if (k.n >= PC_NONE) {
    die("kernel %s: %u instructions do not fit PCW %u", name, k.n, WT_PCW);
  }
  if (o->inject == INJ_BAD_RPC) {
    /* fault injection: the first if's reconvergence PC moves one instruction up */
    for (uint32_t pc = 0; pc < k.n; pc++) {
      if (k.code[pc].kind == KI_BR && k.code[pc].cond != KC_LOOP) {
        k.code[pc].rpc--;
        break;
      }
    }
    if (!kernel_check(&k, msg, sizeof msg)) {
      die("%s", msg);
    }
  }
  uint64_t *ref = malloc(WT_THREADS * sizeof *ref), total = 0;
  if (ref == NULL) {
    die("out of memory");
  }
  for (uint32_t t = 0; t < WT_THREADS; t++) {
    ref[t] = kernel_path_len(&k, t, PATH_LIMIT);
    if (ref[t] == 0) {
      die("kernel %s: thread %u runs more than %" PRIu64 " instructions", name, t, PATH_LIMIT);
    }
    total += ref[t];
  }
  mres_t p, d, nd, cd;
  run_pdom(&k, o, ref, &p);
  run_dwf(&k, o, ref, M_LAS, &d);
  run_dwf(&k, o, ref, M_NOLAS, &nd);
  run_dwf(&k, o, ref, M_NOLAS_LC, &cd);
  if (p.thr != total || d.thr != total || nd.thr != total || cd.thr != total) {
    die("kernel %s: thread-instructions differ: PDOM issued %" PRIu64 ", DWF issued %" PRIu64
        " (without LAS %" PRIu64 ", with lane conflicts %" PRIu64 "), the kernel's paths have %" PRIu64
        " (the models did not execute the same threads)",
        name, p.thr, d.thr, nd.thr, cd.thr, total);
  }
  memset(row, 0, sizeof *row);
  snprintf(row->kernel, sizeof row->kernel, "%s", name);
  snprintf(row->config, sizeof row->config, "%s", o->config);
  region_str(&k, &p, &d, row->regions, sizeof row->regions);
  row->nl = WT_NL;
  row->threads = WT_THREADS;
  row->swz = WT_SWZ;
  row->lat = o->lat;
  row->seed = o->seed;
  row->thr = total;
  row->p_iss = p.iss;
  row->p_cyc = p.cycles;
  row->d_iss = d.iss;
  row->d_cyc = d.cycles;
  row->p_idle = p.idle;
  row->d_idle = d.idle;
  row->max_depth = p.max_depth;
  row->stall = d.stall;
  row->busy = d.busy;
  row->reject = d.reject;
  row->max_sched = d.max_sched;
#ifdef WT_POLICY
  row->policy = WT_POLICY;
#endif
  row->lc_minus1 = WT_LC_MINUS1;
  row->n_iss = nd.iss;
  row->n_cyc = nd.cycles;
  row->c_iss = cd.iss;
  row->c_cyc = cd.cycles;
  row->lc_stall = cd.lc_stall;
  row->lc_iss = cd.lc_iss;
  row->rcv = d.rcv;
  mres_free(&p);
  mres_free(&d);
  mres_free(&nd);
  mres_free(&cd);
  free(ref);
  kernel_free(&k);
}

static void print_csv_row(const row_t *r) {
  printf("%s,%s,%u,%u,%u,%u,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64
         ",%" PRIu64 ",%u,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%u,%u,%u,%" PRIu64 ",%" PRIu64 ",%" PRIu64
         ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%s\n",
         r->kernel, r->config, r->nl, r->threads, r->swz, r->lat, r->seed, r->thr, r->p_iss, r->p_cyc,
         r->d_iss, r->d_cyc, r->p_idle, r->d_idle, r->max_depth, r->stall, r->busy, r->reject, r->max_sched,
         r->policy, r->lc_minus1, r->n_iss, r->n_cyc, r->c_iss, r->c_cyc, r->lc_stall, r->lc_iss, r->rcv,
         r->regions);
  fflush(stdout);
}

/////////////////////////////////////
// Report (CSV -> Markdown)        //
/////////////////////////////////////

static int parse_row(const char *line, row_t *r) {
  char buf[1024];
  snprintf(buf, sizeof buf, "%s", line);
  char *f[32];
  int n = 0;
  for (char *s = buf; n < 32;) {
    f[n++] = s;
    char *c = strchr(s, ',');
    if (c == NULL) {
      break;
    }
    *c = '\0';
    s = c + 1;
  }
  if (n != CSV_FIELDS) {
    return -1;
  }
  char *nl = strchr(f[CSV_FIELDS - 1], '\n');
  if (nl != NULL) {
    *nl = '\0';
  }
  memset(r, 0, sizeof *r);
  snprintf(r->kernel, sizeof r->kernel, "%s", f[0]);
  snprintf(r->config, sizeof r->config, "%s", f[1]);
  r->nl = (unsigned)strtoul(f[2], NULL, 10);
  r->threads = (unsigned)strtoul(f[3], NULL, 10);
  r->swz = (unsigned)strtoul(f[4], NULL, 10);
  r->lat = (unsigned)strtoul(f[5], NULL, 10);
  r->seed = strtoull(f[6], NULL, 10);
  r->thr = strtoull(f[7], NULL, 10);
  r->p_iss = strtoull(f[8], NULL, 10);
  r->p_cyc = strtoull(f[9], NULL, 10);
  r->d_iss = strtoull(f[10], NULL, 10);
  r->d_cyc = strtoull(f[11], NULL, 10);
  r->p_idle = strtoull(f[12], NULL, 10);
  r->d_idle = strtoull(f[13], NULL, 10);
  r->max_depth = (unsigned)strtoul(f[14], NULL, 10);
  r->stall = strtoull(f[15], NULL, 10);
  r->busy = strtoull(f[16], NULL, 10);
  r->reject = strtoull(f[17], NULL, 10);
  r->max_sched = (unsigned)strtoul(f[18], NULL, 10);
  r->policy = (unsigned)strtoul(f[19], NULL, 10);
  r->lc_minus1 = (unsigned)strtoul(f[20], NULL, 10);
  r->n_iss = strtoull(f[21], NULL, 10);
  r->n_cyc = strtoull(f[22], NULL, 10);
  r->c_iss = strtoull(f[23], NULL, 10);
  r->c_cyc = strtoull(f[24], NULL, 10);
  r->lc_stall = strtoull(f[25], NULL, 10);
  r->lc_iss = strtoull(f[26], NULL, 10);
  r->rcv = strtoull(f[27], NULL, 10);
  snprintf(r->regions, sizeof r->regions, "%s", f[28]);
  return 0;
}

static double rutil(uint64_t thr, uint64_t iss, unsigned nl) {
  return iss ? (double)thr / ((double)iss * nl) : 0.0;
}

/* One line of interpretation from the row's numbers only. */
static void interpret(const row_t *r, char *b, size_t n) {
  double up = rutil(r->thr, r->p_iss, r->nl), ud = rutil(r->thr, r->d_iss, r->nl);
  double sp = r->d_cyc ? (double)r->p_cyc / (double)r->d_cyc : 0.0;
  size_t len = 0;
#define APP(...) len += (size_t)snprintf(b + len, len < n ? n - len : 0, __VA_ARGS__)
  APP("**%s / %s**: ", r->kernel, r->config);
  if (up >= 0.9995 && ud >= 0.9995) {
    APP("no divergence: both fill every lane (%.1f%% / %.1f%%)", 100 * up, 100 * ud);
  } else if (up >= 0.9995) {
    APP("PDOM fills every lane but DWF only %.1f%%: DWF splits warps that PDOM keeps whole", 100 * ud);
  } else {
    double rec = (ud - up) / (1.0 - up);
    APP("PDOM loses %.1f%% of lane slots to divergence; ", 100 * (1.0 - up));
    if (ud > up + 0.0005) {
      APP("DWF recovers %.0f%% of that loss (utilisation %.1f%% -> %.1f%%)", 100 * rec, 100 * up, 100 * ud);
    } else if (ud >= up - 0.0005) {
      APP("DWF recovers none of it (utilisation %.1f%% on both)", 100 * ud);
    } else {
      APP("DWF does worse, utilisation %.1f%% vs PDOM %.1f%%", 100 * ud, 100 * up);
    }
  }
  if (sp > 0.995 && sp < 1.005) {
    APP("; cycles within 0.5%% (PDOM %" PRIu64 ", DWF %" PRIu64 ")", r->p_cyc, r->d_cyc);
  } else if (sp > 1.0) {
    APP("; DWF runs %.2fx faster (%+.1f%% thread-instructions per cycle)", sp, 100 * (sp - 1.0));
  } else {
    APP("; DWF runs %.2fx slower (%+.1f%% thread-instructions per cycle)", 1.0 / sp, 100 * (sp - 1.0));
  }
  const char *rest = strstr(r->regions, "rest=");
  double rp = 0.0, rd = 0.0;
  if (rest != NULL && sscanf(rest, "rest=%lf/%lf", &rp, &rd) == 2 && rd < rp - 0.5) {
    APP("; in the code outside the divergent regions (PDOM %.1f%%) DWF reaches only %.1f%%: "
        "warps split by the branches are not re-formed when their threads meet again",
        rp, rd);
  }
  if (r->regions[0] != '\0') {
    APP("; per region (PDOM/DWF utilisation %%): ");
    char rb[512];
    snprintf(rb, sizeof rb, "%s", r->regions);
    bool first = true;
    for (char *tok = strtok(rb, ";"); tok != NULL; tok = strtok(NULL, ";")) {
      APP("%s%s", first ? "" : ", ", tok);
      first = false;
    }
  }
  if (r->stall + r->busy > 0) {
    APP("; DWF scheduler stalled %" PRIu64 " cycles, busy %" PRIu64, r->stall, r->busy);
  }
#undef APP
}

static void print_report(const row_t *rows, unsigned nrows);
static void print_policies(const row_t *rows, const unsigned *ord, unsigned no);

static int report(int nfiles, char **files) {
  row_t *rows = NULL;
  unsigned nrows = 0, cap = 0;
  for (int i = 0; i < nfiles; i++) {
    FILE *f = fopen(files[i], "r");
    if (f == NULL) {
      die("cannot open %s", files[i]);
    }
    char line[1024];
    unsigned ln = 0;
    while (fgets(line, sizeof line, f) != NULL) {
      ln++;
      if (strncmp(line, "kernel,", 7) == 0 || line[0] == '\n') {
        continue;
      }
      if (nrows == cap) {
        cap = cap ? 2 * cap : 16;
        rows = realloc(rows, cap * sizeof *rows);
        if (rows == NULL) {
          die("out of memory");
        }
      }
      if (parse_row(line, &rows[nrows]) != 0) {
        die("%s:%u: not a dwf_traffic --csv row", files[i], ln);
      }
      nrows++;
    }
    fclose(f);
  }
  if (nrows == 0) {
    die("no rows in the --report files");
  }
  print_report(rows, nrows);
  free(rows);
  return 0;
}

/* The Markdown table and the interpretation lines. */
static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The Markdown table (the rows of the first row's seed), one interpretation line per table row,
 * the harmonic-mean speedup per configuration, and a summary of every (kernel, configuration)
 * that was also run with other seeds. */
static void print_report(const row_t *rows, unsigned nrows) {
  const row_t *r0 = &rows[0];
  /* Table order: kernel table order (unknown kernels last), then input order. */
  unsigned *ord = malloc(nrows * sizeof *ord), no = 0;
  double *sp = malloc(nrows * sizeof *sp);
  if (ord == NULL || sp == NULL) {
    die("out of memory");
  }
  for (unsigned ki = 0; ki <= kernel_count(); ki++) {
    for (unsigned i = 0; i < nrows; i++) {
      const char *kn = kernel_name(ki);
      bool known = false;
      for (unsigned j = 0; j < kernel_count(); j++) {
        known |= strcmp(rows[i].kernel, kernel_name(j)) == 0;
      }
      if (rows[i].seed == r0->seed &&
          ((kn != NULL && strcmp(rows[i].kernel, kn) == 0) || (kn == NULL && !known))) {
        ord[no++] = i;
      }
    }
  }
  bool mixed = false;
  for (unsigned i = 0; i < nrows; i++) {
    mixed |= rows[i].nl != r0->nl || rows[i].threads != r0->threads || rows[i].lat != r0->lat;
  }
  printf("## Closed-loop SIMT traffic: DWF scheduler vs PDOM per-warp stacks\n\n");
  printf("%u threads, %u-lane warps, writeback latency %u scheduler cycles%s, kernel seed %" PRIu64
         "; one issue per cycle on both machines. DWF: rtl_c/dwf_sched (Majority policy); PDOM: "
         "one rtl_c/pdom_stack per static warp, least recently issued ready warp first.\n"
         "util = threads issued / (issues x NL); IPC = thread-instructions per cycle; speedup = "
         "PDOM cycles / DWF cycles.\n\n",
         r0->threads, r0->nl, r0->lat, mixed ? " (first row; the rows differ)" : "", r0->seed);
  printf(
      "| kernel | config | SWZ | thread-instr | PDOM util | DWF util | PDOM cycles | DWF cycles "
      "| PDOM IPC | DWF IPC | speedup |\n");
  printf("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (unsigned i = 0; i < no; i++) {
    const row_t *r = &rows[ord[i]];
    if (r->policy != 0u) {
      continue; /* the other policies: the policy table below */
    }
    printf("| %s | %s | %u | %" PRIu64 " | %.1f%% | %.1f%% | %" PRIu64 " | %" PRIu64
           " | %.2f | %.2f | %.2fx |\n",
           r->kernel, r->config, r->swz, r->thr, 100 * rutil(r->thr, r->p_iss, r->nl),
           100 * rutil(r->thr, r->d_iss, r->nl), r->p_cyc, r->d_cyc, (double)r->thr / (double)r->p_cyc,
           (double)r->thr / (double)r->d_cyc, (double)r->p_cyc / (double)r->d_cyc);
  }
  printf("\nInterpretation (computed from the numbers above):\n\n");
  for (unsigned i = 0; i < no; i++) {
    char b[2048];
    if (rows[ord[i]].policy != 0u) {
      continue;
    }
    interpret(&rows[ord[i]], b, sizeof b);
    printf("- %s\n", b);
  }
  /* Harmonic mean of the table's speedups per configuration, next to the paper's claim. */
  printf(
      "\nHarmonic-mean DWF speedup over PDOM across the table's kernels (D3 Ch.6 / SPEC 9 "
      "report +47.4%% on the thesis's real benchmarks, which these synthetic kernels are "
      "not):\n\n");
  for (unsigned i = 0; i < no; i++) {
    const row_t *r = &rows[ord[i]];
    bool seen = r->policy != 0u;
    for (unsigned j = 0; j < i; j++) {
      seen |= strcmp(rows[ord[j]].config, r->config) == 0;
    }
    if (seen) {
      continue;
    }
    double inv = 0.0;
    unsigned cnt = 0, faster = 0;
    for (unsigned j = 0; j < no; j++) {
      const row_t *q = &rows[ord[j]];
      if (strcmp(q->config, r->config) == 0) {
        inv += (double)q->d_cyc / (double)q->p_cyc;
        faster += q->d_cyc < q->p_cyc;
        cnt++;
      }
    }
    printf("- %s: %+.1f%% over %u kernels (DWF faster on %u of them)\n", r->config,
           100.0 * ((double)cnt / inv - 1.0), cnt, faster);
  }
  print_policies(rows, ord, no);
  /* Seed sweeps: every (kernel, config) that has rows of more than one seed. */
  bool header = false;
  for (unsigned i = 0; i < nrows; i++) {
    bool seen = false;
    for (unsigned j = 0; j < i; j++) {
      seen |= strcmp(rows[j].kernel, rows[i].kernel) == 0 && strcmp(rows[j].config, rows[i].config) == 0;
    }
    unsigned cnt = 0, faster = 0;
    double inv = 0.0, up = 0.0, ud = 0.0;
    uint64_t lo = UINT64_MAX, hi = 0;
    for (unsigned j = 0; j < nrows && !seen; j++) {
      const row_t *q = &rows[j];
      if (strcmp(q->kernel, rows[i].kernel) == 0 && strcmp(q->config, rows[i].config) == 0) {
        sp[cnt++] = (double)q->p_cyc / (double)q->d_cyc;
        inv += (double)q->d_cyc / (double)q->p_cyc;
        faster += q->d_cyc < q->p_cyc;
        up += rutil(q->thr, q->p_iss, q->nl);
        ud += rutil(q->thr, q->d_iss, q->nl);
        lo = q->seed < lo ? q->seed : lo;
        hi = q->seed > hi ? q->seed : hi;
      }
    }
    if (seen || cnt < 2) {
      continue;
    }
    if (!header) {
      printf(
          "\nSeed sweeps (the same kernel generator with other seeds; the table shows seed "
          "%" PRIu64 " only):\n\n",
          r0->seed);
      header = true;
    }
    qsort(sp, cnt, sizeof *sp, cmp_double);
    printf("- %s / %s, %u seeds (%" PRIu64 "..%" PRIu64
           "): DWF faster on %u; speedup min %.2fx, "
           "median %.2fx, max %.2fx, harmonic mean %+.1f%%; mean utilisation PDOM %.1f%%, DWF "
           "%.1f%%\n",
           rows[i].kernel, rows[i].config, cnt, lo, hi, faster, sp[0],
           cnt % 2 ? sp[cnt / 2] : 0.5 * (sp[cnt / 2 - 1] + sp[cnt / 2]), sp[cnt - 1],
           100.0 * ((double)cnt / inv - 1.0), 100.0 * up / cnt, 100.0 * ud / cnt);
  }
  free(sp);
  free(ord);
}

/////////////////////////////////////
// Main                            //
/////////////////////////////////////

static void usage(void) {
  fprintf(stderr,
          "usage: dwf_traffic [--kernel K]... [--seed S | --seeds A-B] [--lat L]\n"
          "                   [--config-name N] [--csv]\n"
          "                   [--no-check] [--max-idle C] [--inject drop|pdom-skip|bad-rpc|lc]\n"
          "       dwf_traffic --list | --dump K [--seed S] | --report A.csv [B.csv ...]\n");
  exit(2);
}

static unsigned long num(const char *opt, const char *v, unsigned long lo, unsigned long hi) {
  char *e;
  unsigned long x = strtoul(v, &e, 0);
  if (*v == '\0' || *e != '\0' || x < lo || x > hi) {
    fprintf(stderr, "dwf_traffic: %s %s: expected a number in %lu..%lu\n", opt, v, lo, hi);
    exit(2);
  }
  return x;
}

int main(int argc, char **argv) {
  opts_t o = {WT_CONFIG_NAME, 1, 0, 8, false, true, 10000, INJ_NONE};
  const char *kernels[64];
  unsigned nk = 0;
  const char *dump = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    bool has = i + 1 < argc;
    if (strcmp(a, "--list") == 0) {
      for (unsigned j = 0; j < kernel_count(); j++) {
        kernel_t k;
        char msg[256];
        if (!kernel_build(&k, kernel_name(j), o.seed, msg, sizeof msg)) {
          die("%s", msg);
        }
        printf("%-10s %s\n", k.name, k.doc);
        kernel_free(&k);
      }
      return 0;
    } else if (strcmp(a, "--report") == 0) {
      if (!has) {
        usage();
      }
      return report(argc - i - 1, argv + i + 1);
    } else if (strcmp(a, "--kernel") == 0 && has) {
      if (nk == 64) {
        usage();
      }
      kernels[nk++] = argv[++i];
    } else if (strcmp(a, "--dump") == 0 && has) {
      dump = argv[++i];
    } else if (strcmp(a, "--seed") == 0 && has) {
      o.seed = num(a, argv[++i], 0, ULONG_MAX);
      o.seed_last = 0;
    } else if (strcmp(a, "--seeds") == 0 && has) {
      char lo[32], *dash;
      snprintf(lo, sizeof lo, "%s", argv[++i]);
      if ((dash = strchr(lo, '-')) == NULL) {
        usage();
      }
      *dash = '\0';
      o.seed = num(a, lo, 0, ULONG_MAX);
      o.seed_last = num(a, dash + 1, o.seed, o.seed + 10000);
    } else if (strcmp(a, "--lat") == 0 && has) {
      o.lat = (unsigned)num(a, argv[++i], 1, 100000);
    } else if (strcmp(a, "--config-name") == 0 && has) {
      o.config = argv[++i];
    } else if (strcmp(a, "--max-idle") == 0 && has) {
      o.max_idle = num(a, argv[++i], 1, ULONG_MAX);
    } else if (strcmp(a, "--inject") == 0 && has) {
      const char *v = argv[++i];
      o.inject = strcmp(v, "drop") == 0        ? INJ_DROP
                 : strcmp(v, "pdom-skip") == 0 ? INJ_PDOM_SKIP
                 : strcmp(v, "bad-rpc") == 0   ? INJ_BAD_RPC
                 : strcmp(v, "lc") == 0        ? INJ_LC
                                               : -1;
      if (o.inject < 0) {
        usage();
      }
    } else if (strcmp(a, "--csv") == 0) {
      o.csv = true;
    } else if (strcmp(a, "--no-check") == 0) {
      o.check = false;
    } else {
      usage();
    }
  }
  if (strchr(o.config, ',') != NULL) {
    die("--config-name must not contain a comma");
  }
  if (dump != NULL) {
    kernel_t k;
    char msg[256];
    if (!kernel_build(&k, dump, o.seed, msg, sizeof msg)) {
      die("%s", msg);
    }
    kernel_print(&k, stdout);
    kernel_free(&k);
    return 0;
  }
  if (nk == 0) {
    for (unsigned j = 0; j < kernel_count(); j++) {
      kernels[nk++] = kernel_name(j);
    }
  }
  const uint64_t first = o.seed, last = o.seed_last ? o.seed_last : o.seed;
  const unsigned nrows = nk * (unsigned)(last - first + 1u);
  row_t *rows = calloc(nrows, sizeof *rows);
  if (rows == NULL) {
    die("out of memory");
  }
  if (o.csv) {
    printf("%s\n", CSV_HEADER);
  }
  unsigned nr = 0;
  for (unsigned j = 0; j < nk; j++) {
    for (uint64_t sd = first; sd <= last; sd++) {
      o.seed = sd;
      run_kernel(kernels[j], &o, &rows[nr]);
      if (o.csv) {
        print_csv_row(&rows[nr]);
      }
      nr++;
    }
  }
  if (!o.csv) {
    print_report(rows, nr);
  }
  free(rows);
  return 0;
}

/* Harmonic-mean speedup over PDOM (in %) of the table rows of configuration `cfg`: machine 0 LAS,
 * 1 without LAS ignoring lane conflicts, 2 without LAS with them; `*cnt` rows. */
static double hmean(const row_t *rows, const unsigned *ord, unsigned no, const char *cfg, int mc,
                    unsigned *cnt) {
  double inv = 0.0;
  unsigned c = 0;
  for (unsigned j = 0; j < no; j++) {
    const row_t *q = &rows[ord[j]];
    if (strcmp(q->config, cfg) == 0) {
      const uint64_t dc = mc == 0 ? q->d_cyc : mc == 1 ? q->n_cyc : q->c_cyc;
      inv += (double)dc / (double)q->p_cyc;
      c++;
    }
  }
  *cnt = c;
  return c ? 100.0 * ((double)c / inv - 1.0) : 0.0;
}

/* D3's figure for a policy and swizzling, lane-aware / ignoring lane conflicts (SPEC 9; D3 §6.1,
 * §6.4, Fig 6.2, Fig 6.7), as text. */
static const char *d3_figure(unsigned policy, unsigned swz, int mc) {
  if (swz == 0u) {
    return "-";
  }
  if (mc == 0) {
    return policy == 0u ? "+47.4%" : policy == 4u ? "+30.0%" : "-";
  }
  if (mc == 1) {
    return policy == 0u ? "+66.0%" : "37% to 66%";
  }
  return "-";
}

/* The policy, lane-aware scheduling and lane-conflict table: every row, then per configuration
 * the harmonic means beside D3's figures, then what these kernels can and cannot say. */
static void print_policies(const row_t *rows, const unsigned *ord, unsigned no) {
  printf("\n## Policies, lane-aware scheduling and lane conflicts\n\n");
  printf(
      "Every kernel under each policy the configurations build (POLICY, SPEC 1.8), with and "
      "without swizzling, on three DWF machines: **LAS** (lane-aware, D3 Fig 4.2(d), the "
      "thesis's realistic DWF), **no LAS** (threads placed in any free slot of the warp being "
      "formed for their PC, D3 Fig 4.2(b)/(c), lane conflicts ignored: the idealised DWF of D3 "
      "Fig 6.2) and **no LAS + LC** (the same, each issued warp holding the issue stage for the "
      "register-read stall of rtl_c/dwf_lane_conflict, SPEC 1.9, literal or LC_MINUS1 as the "
      "configuration says). Speedup = PDOM cycles / DWF cycles; LC stalls = cycles held (issues "
      "that had a conflict).\n\n");
  printf(
      "| kernel | config | policy | SWZ | PDOM util | LAS util | no-LAS util | LAS speedup | no-LAS speedup "
      "| no-LAS + LC speedup | LC stalls |\n");
  printf("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (unsigned i = 0; i < no; i++) {
    const row_t *r = &rows[ord[i]];
    printf("| %s | %s | %s | %u | %.1f%% | %.1f%% | %.1f%% | %.2fx | %.2fx | %.2fx | %" PRIu64 " (%" PRIu64
           ") |\n",
           r->kernel, r->config, policy_name(r->policy), r->swz, 100 * rutil(r->thr, r->p_iss, r->nl),
           100 * rutil(r->thr, r->d_iss, r->nl), 100 * rutil(r->thr, r->n_iss, r->nl),
           (double)r->p_cyc / (double)r->d_cyc, (double)r->p_cyc / (double)r->n_cyc,
           (double)r->p_cyc / (double)r->c_cyc, r->lc_stall, r->lc_iss);
  }
  printf(
      "\nHarmonic-mean speedup over PDOM per configuration, beside D3's (SPEC 9; D3 Ch.6 on its "
      "real benchmarks, always with swizzling):\n\n");
  printf("| config | policy | SWZ | kernels | LAS | D3 LAS | no LAS | D3 ignoring LC | no LAS + LC |\n");
  printf("|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
  for (unsigned i = 0; i < no; i++) {
    const row_t *r = &rows[ord[i]];
    bool seen = false;
    for (unsigned j = 0; j < i; j++) {
      seen |= strcmp(rows[ord[j]].config, r->config) == 0;
    }
    if (seen) {
      continue;
    }
    unsigned c = 0;
    const double h0 = hmean(rows, ord, no, r->config, 0, &c), h1 = hmean(rows, ord, no, r->config, 1, &c),
                 h2 = hmean(rows, ord, no, r->config, 2, &c);
    printf("| %s | %s | %u | %u | %+.1f%% | %s | %+.1f%% | %s | %+.1f%% |\n", r->config,
           policy_name(r->policy), r->swz, c, h0, d3_figure(r->policy, r->swz, 0), h1,
           d3_figure(r->policy, r->swz, 1), h2);
  }
  printf(
      "\nD3's figures: DMaj with LAS and swizzling +47.4%% (realistic hardware); ignoring lane "
      "conflicts DMaj +66.0%%, the policies from 37%% to 66%% (Fig 6.2); DPdPri with LAS +30.0%% "
      "(Fig 6.7(b)); D3 also reports DWF without LAS, with lane conflicts, above the LAS figure "
      "because that run had no scheduler resource limit (§6.4).\n\n"
      "What these kernels can say: on the same thread-instructions (checked), how much of PDOM's "
      "divergence loss each policy recovers when warps are formed lane-aware, with free "
      "placement, or with free placement that pays for its lane conflicts, and which kernel "
      "shapes (even/odd, lane-aligned halves, loops, random) favour which. What they cannot say: "
      "D3's percentages. They are six synthetic kernels of ALU and branch instructions, one "
      "issue per scheduler cycle, a fixed writeback latency and no memory system, where D3 ran "
      "real CUDA benchmarks with caches, DRAM and an 8-wide pipeline over 4 clocks; the "
      "lane-conflict stall here counts scheduler cycles (one per serialised bank access) and "
      "holds the whole scheduler, not only its issue port, and the no-LAS placement is one "
      "reading of D3 Fig 4.2(c) (docs/papers/dwf.md). Compare the columns with each other, "
      "not with D3's numbers.\n");
}
