/* experiments/wm/wm_util.c: resource utilisation of an SM under TB-level and warp-level (WarpMan)
 * management, on the rtl_c/wm_sm C model, with D2 Table 2's kernel shapes.
 *
 *   wm_util [--run K:DIST]... [--tbs N] [--base B] [--spread S] [--lat L] [--seed S | --seeds A-B]
 *           [--spatial 0|1] [--mode NAME] [--series FILE [--plot K:DIST]... [--bucket C]]
 *           [--table T.tsv --fix F.tsv] [--max-cycles C]
 *   wm_util --shape W,RW,STB --ntbs N --instrs a,b,... [--lat L] [--spatial 0|1] [--mode NAME]
 *   wm_util --report --table T.tsv --fix F.tsv --claims C.tsv --md OUT.md --csv OUT.csv
 *           --svg OUT.svg --rows A.csv [--rows B.csv]... [--series S.csv]...
 *
 * Built once per configuration (build/<config>/bin/wm_util): wm_tb is TB-level management
 * (WARP_LVL = 0), wm_baseline is WarpMan ('temp' with --spatial 0, 'temp+spatial' with --spatial
 * 1), wm_thresh is 'temp+spatial' with the static threshold of 36 warps (SPEC 2.4). A run prints
 * one CSV row per kernel and seed (header first).
 *
 * The SM. rtl_c/wm_sm, reset, then stepped once per cycle with wm_sm_comb and wm_sm_clock;
 * wm_sm_check runs after every cycle and any failure aborts (exit 1) with the cycle and the
 * invariant. The harness never decides what runs: a warp starts only when the model dispatches it
 * (`disp_v`: warps 0..disp_n-1 of TB disp_l in slot disp_p) or the workload buffer issues it
 * (`iss_v`: warp iss_wid of slot iss_p). Cycle 0 launches the kernel (k_ntbs = --tbs TBs, ids from
 * 0); the model must take it. Cross-checks every cycle: the model's live warps per slot equal the
 * harness's started-but-not-released warps of the TB there, a slot is busy exactly while its TB
 * has warps not released, dispatched TB ids run 0, 1, 2, ..., buffered warps come in warp-id order
 * from the TB the buffer names, every completion presented is taken (`done_ok`).
 *
 * Throughput. At most one warp-instruction issues per cycle: round-robin (oldest first after the
 * last issued warp, in start order) among running warps that are ready; a warp may issue again L
 * cycles after its previous instruction (--lat L: latency), so with fewer than L running warps
 * the SM is latency-bound and with more it is issue-bound: more resident warps is not a free
 * lunch. A warp started in cycle t may first issue in t+1. After its last instruction issues in
 * cycle t it completes in t+L: the completion joins a FIFO, and the model takes at most one `done`
 * per cycle (the FIFO's head; with one issue per cycle completions never collide, so the FIFO
 * holds at most one). The run ends at the first cycle at whose start every TB has been dispatched
 * and released and no completion waits; that cycle number is the completion time.
 *
 * Work. --tbs TBs per kernel (a fixed amount of work: every mode runs exactly the same warps). The
 * instruction count of warp w of logical TB l is a pure function of (seed, kernel, l, w), drawn
 * from DIST:
 *   uniform  base * (1 + spread * u), u uniform in [-1, 1] (rounded, at least 1): --spread is the
 *            spread between the warps of a TB (0: all equal)
 *   fig8     D2 Fig 8/9 (ST, program-dependent imbalance): a warp is long with probability 1/4
 *            (TB0 of ST keeps 8 of 32 warps), 1200..1300 instructions ("around 1250"), else short,
 *            1..50 ("less than 50")
 *   fig6     D2 Fig 6 (RAY, input-dependent imbalance): the histogram's bins (0,500] 52.5%,
 *            (1000,1500] 29.6%, (3500,4000] 1.9%; the 16.0% D2 does not place are spread over
 *            (500,1000] (3.2%) and (1500,3500] (12.8%) in proportion to their widths; uniform
 *            within a bin
 *   --instrs a,b,...  warp w of every TB has entry w mod count (the hand-checked test cases)
 *
 * Figures per run (averages over the cycles of the run, from the model's state at the start of
 * each cycle): resident warps = the model's active_warps (warps holding a scheduler entry and
 * registers), running warps = warps started and not yet completed (harness), register utilisation
 * = (REGS - free_regs) / REGS, waste = registers held by warps that have completed but not been
 * released (the model's allocated registers minus R_w x running warps; under TB-level management
 * the finished warps waiting for their TB, D2 3.2's temporal underutilisation) as a share of the
 * allocated registers, TBs in flight = busy TB slots, partial TBs = dispatches with disp_full = 0,
 * and RTRU = D2 3.2's sum(maxT - T_i) / (N maxT) per TB (T_i = completion - start of warp i),
 * geometric mean over the TBs (D2's average; 0 if a TB has RTRU 0), arithmetic mean beside it.
 *
 * --series FILE appends, for the runs of --plot K:DIST, the mean running and resident warps per
 * --bucket cycles (CSV: kernel,dist,mode,seed,t,running,resident); --report draws them.
 */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wm_sm.h"
#include "wm_table.h"
#include "wt_config.h"
#include "wt_params.h"

#define MAXRUNS 64
#define MAXINSTRS 64

/////////////////////////////////////
// Options                         //
/////////////////////////////////////

enum { D_UNIFORM, D_FIG8, D_FIG6, D_LIST };
static const char *const dist_names[] = {"uniform", "fig8", "fig6", "list"};

typedef struct runspec {
  char kernel[16]; /* a Table 2 abbr, or "all" */
  int dist;
} runspec_t;

typedef struct opts {
  const char *table, *fix, *mode, *series;
  runspec_t runs[MAXRUNS];
  unsigned nruns;
  runspec_t plots[MAXRUNS];
  unsigned nplots;
  unsigned tbs, base, lat, bucket;
  double spread;
  uint64_t seed, seed_last;
  bool spatial;
  unsigned long max_cycles;
  /* --shape: one custom kernel */
  bool custom;
  uint32_t cw, crw, cstb;
  uint32_t instrs[MAXINSTRS];
  unsigned ninstrs;
} opts_t;

/////////////////////////////////////
// Work: instruction counts        //
/////////////////////////////////////

static uint64_t mix64(uint64_t x) {
  x += UINT64_C(0x9e3779b97f4a7c15);
  x = (x ^ (x >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * UINT64_C(0x94d049bb133111eb);
  return x ^ (x >> 31);
}

/* Uniform in [0, 1) from a 64-bit hash. */
static double unit(uint64_t h) { return (double)(h >> 11) * (1.0 / 9007199254740992.0); }

static uint64_t kernel_key(const char *name) {
  uint64_t k = 1469598103934665603ull;
  for (const char *p = name; *p != '\0'; p++) {
    k = (k ^ (uint8_t)*p) * 1099511628211ull;
  }
  return k;
}

typedef struct work {
  int dist;
  uint64_t seed, key;
  unsigned base;
  double spread;
  const uint32_t *instrs;
  unsigned ninstrs;
} work_t;

static uint32_t instr_count(const work_t *wk, uint32_t ltb, uint32_t wid) {
  const uint64_t h1 = mix64(mix64(wk->seed ^ wk->key) + ((uint64_t)ltb << 8) + wid);
  const uint64_t h2 = mix64(h1);
  const double u1 = unit(h1), u2 = unit(h2);
  double n;
  switch (wk->dist) {
    case D_UNIFORM: n = floor(wk->base * (1.0 + wk->spread * (2.0 * u1 - 1.0)) + 0.5); break;
    case D_FIG8: n = u1 < 0.25 ? 1200.0 + floor(101.0 * u2) : 1.0 + floor(50.0 * u2); break;
    case D_FIG6: {
      static const double lo[5] = {0, 500, 1000, 1500, 3500}, hi[5] = {500, 1000, 1500, 3500, 4000};
      static const double p[5] = {0.525, 0.032, 0.296, 0.128, 0.019};
      unsigned b = 0;
      double c = p[0];
      while (b < 4u && u1 >= c) {
        c += p[++b];
      }
      n = lo[b] + 1.0 + floor(u2 * (hi[b] - lo[b]));
      if (n > hi[b]) {
        n = hi[b];
      }
      break;
    }
    default: n = wk->instrs[wid % wk->ninstrs]; break;
  }
  return n < 1.0 ? 1u : (uint32_t)n;
}

/////////////////////////////////////
// One run                         //
/////////////////////////////////////

enum { W_NONE, W_RUN, W_DRAIN, W_DONE, W_REL };

typedef struct warp {
  uint8_t st;
  uint32_t n, left;
  uint64_t ready, start, fin, seq;
} warp_t;

typedef struct tbrec {
  bool used;
  uint32_t ltb, started, taken;
  warp_t w[WT_MAXW];
} tbrec_t;

typedef struct wref {
  uint32_t p, wid;
  uint64_t due;
} wref_t;

typedef struct row {
  char kernel[16], dist[16], mode[16], config[32];
  unsigned spatial, w, rw, stb, ntbs, lat, base;
  double spread;
  uint64_t seed, cycles, instr;
  double ipc, resident, running, reg_util, waste, tbs, rtru_gm, rtru_am;
  unsigned partials, maxq;
} row_t;

#define CSV_HEADER \
  "kernel,dist,mode,config,spatial,w,rw,stb,ntbs,lat,base,spread,seed,cycles,instr,ipc,resident," \
  "running,reg_util,waste,tbs_in_flight,rtru_gm,rtru_am,partials,max_q"

static void print_row(FILE *f, const row_t *r) {
  fprintf(f,
          "%s,%s,%s,%s,%u,%u,%u,%u,%u,%u,%u,%.3f,%" PRIu64 ",%" PRIu64 ",%" PRIu64
          ",%.5f,%.4f,%.4f,%.5f,%.5f,%.4f,%.5f,%.5f,%u,%u\n",
          r->kernel, r->dist, r->mode, r->config, r->spatial, r->w, r->rw, r->stb, r->ntbs, r->lat, r->base,
          r->spread, r->seed, r->cycles, r->instr, r->ipc, r->resident, r->running, r->reg_util, r->waste,
          r->tbs, r->rtru_gm, r->rtru_am, r->partials, r->maxq);
}

typedef struct series {
  FILE *f;
  unsigned bucket;
  uint64_t t0, sum_run, sum_res, n;
} series_t;

static void series_flush(series_t *sr, const row_t *r) {
  if (sr->f != NULL && sr->n > 0u) {
    fprintf(sr->f, "%s,%s,%s,%" PRIu64 ",%" PRIu64 ",%.3f,%.3f\n", r->kernel, r->dist, r->mode, r->seed,
            sr->t0, (double)sr->sum_run / sr->n, (double)sr->sum_res / sr->n);
  }
  sr->sum_run = sr->sum_res = sr->n = 0;
}

static unsigned popcount64(uint64_t x) {
  unsigned c = 0;
  for (; x != 0u; x &= x - 1u) {
    c++;
  }
  return c;
}

/* Runs kernel `k` (shape) with work `wk` to completion; fills `r`'s figures. */
static void run(const char *kname, const wm_shape_t *k, const work_t *wk, const opts_t *o, series_t *sr,
                row_t *r) {
  static tbrec_t tb[WT_TB_SLOTS];
  memset(tb, 0, sizeof tb);
  /* Running warps in start order (the round-robin order), the completion pipeline and the FIFO
   * the model takes completions from. */
  enum { RUNCAP = WT_TB_SLOTS * WT_MAXW };
  static wref_t runl[RUNCAP], pend[RUNCAP], doneq[RUNCAP];
  unsigned nrun = 0, pend_h = 0, pend_n = 0, q_h = 0, q_n = 0;
  uint64_t last_seq = 0, seqc = 0, next_ltb = 0, tbs_done = 0, instr = 0, instr_total = 0;
  uint64_t s_res = 0, s_run = 0, s_alloc = 0, s_waste = 0, s_tbs = 0;
  double rtru_log = 0.0, rtru_sum = 0.0;
  bool rtru_zero = false;
  unsigned running = 0, partials = 0, maxq = 0;

  wm_sm_state_t s, nx;
  wm_sm_reset(&s);
  wm_sm_in_t in;
  wm_sm_out_t out;
  char msg[256];
  uint64_t t = 0;
  bool launched = false;
  if (sr != NULL) {
    sr->t0 = 0;
    sr->sum_run = sr->sum_res = sr->n = 0;
  }

#define FAIL(...) \
  do { \
    char m_[400]; \
    snprintf(m_, sizeof m_, __VA_ARGS__); \
    wm_die("%s (%s, %s, seed %" PRIu64 "), cycle %" PRIu64 ": %s", kname, dist_names[wk->dist], o->mode, \
           wk->seed, t, m_); \
  } while (0)

  for (;; t++) {
    if (t > o->max_cycles) {
      FAIL("no end after %lu cycles (%u running warps, %u TBs left in the model): deadlock?", o->max_cycles,
           running, (unsigned)s.dsp.tbs_left);
    }
    if (launched && s.dsp.tbs_left == 0u && s.dsp.tb_busy == 0u && q_n == 0u && pend_n == 0u) {
      break;
    }
    /* Figures from the state at the start of the cycle. */
    const uint64_t alloc = WT_REGS - s.dsp.free_regs;
    const uint64_t busy_run = (uint64_t)k->rw * running;
    if (launched && busy_run > alloc) {
      FAIL("%u running warps need %" PRIu64 " registers but the model has %" PRIu64 " allocated", running,
           busy_run, alloc);
    }
    s_res += s.dsp.active_warps;
    s_run += running;
    s_alloc += alloc;
    s_waste += alloc - busy_run;
    s_tbs += popcount64(s.dsp.tb_busy);
    if (sr != NULL) {
      if (t - sr->t0 >= sr->bucket) {
        series_flush(sr, r);
        sr->t0 = t;
      }
      sr->sum_run += running;
      sr->sum_res += s.dsp.active_warps;
      sr->n++;
    }

    /* Completions due now join the FIFO. */
    while (pend_n > 0u && pend[pend_h].due == t) {
      const wref_t c = pend[pend_h];
      pend_h = (pend_h + 1u) % RUNCAP;
      pend_n--;
      warp_t *w = &tb[c.p].w[c.wid];
      w->st = W_DONE;
      w->fin = t;
      running--;
      doneq[(q_h + q_n) % RUNCAP] = c;
      q_n++;
    }
    if (q_n > maxq) {
      maxq = q_n;
    }

    memset(&in, 0, sizeof in);
    in.spatial_en = o->spatial;
    if (!launched) {
      in.launch = true;
      in.k_w = k->w;
      in.k_rw = k->rw;
      in.k_stb = k->stb;
      in.k_l0 = 0;
      in.k_ntbs = o->tbs;
    } else if (q_n > 0u) {
      in.done = true;
      in.done_p = doneq[q_h].p;
    }
    wm_sm_comb(&s, &in, &out, &nx);

    if (!launched) {
      if (!out.launch_ok) {
        FAIL("the model refused the launch (W=%u, R_w=%u, S_TB=%u)", k->w, k->rw, k->stb);
      }
      launched = true;
    }
    /* Phase 1: the completion the model took releases its warp. */
    if (in.done) {
      if (!out.done_ok) {
        FAIL("the model did not take the completion of warp %u in TB slot %u", doneq[q_h].wid, doneq[q_h].p);
      }
      const wref_t c = doneq[q_h];
      q_h = (q_h + 1u) % RUNCAP;
      q_n--;
      tbrec_t *b = &tb[c.p];
      b->w[c.wid].st = W_REL;
      b->taken++;
      if (b->taken == k->w) { /* the TB is complete: D2 3.2's RTRU */
        uint64_t maxt = 0, sum = 0;
        for (uint32_t i = 0; i < k->w; i++) {
          const uint64_t ti = b->w[i].fin - b->w[i].start;
          maxt = ti > maxt ? ti : maxt;
          sum += ti;
        }
        const double rtru = maxt ? (double)(k->w * maxt - sum) / (double)(k->w * maxt) : 0.0;
        rtru_sum += rtru;
        if (rtru > 0.0) {
          rtru_log += log(rtru);
        } else {
          rtru_zero = true;
        }
        tbs_done++;
      }
    } else if (out.done_ok) {
      FAIL("the model took a completion that was not presented");
    }
    /* Phase 2 / 3: warps the model starts. */
    uint32_t start_p = UINT32_MAX, start_lo = 0, start_hi = 0;
    if (out.iss_v) {
      tbrec_t *b = &tb[out.iss_p];
      if (!b->used || b->ltb != out.iss_l || out.iss_wid != b->started || b->started >= k->w) {
        FAIL(
            "the buffer issued warp %u of TB %u in slot %u, but the slot holds TB %u with %u of "
            "%u warps started",
            out.iss_wid, out.iss_l, out.iss_p, b->ltb, b->started, k->w);
      }
      start_p = out.iss_p;
      start_lo = out.iss_wid;
      start_hi = out.iss_wid + 1u;
    }
    if (out.disp_v) {
      if (out.iss_v) {
        FAIL("a dispatch and a buffer issue in the same cycle");
      }
      tbrec_t *b = &tb[out.disp_p];
      if (b->used && b->taken != k->w) {
        FAIL("TB %u dispatched into slot %u, which still holds TB %u (%u of %u warps released)", out.disp_l,
             out.disp_p, b->ltb, b->taken, k->w);
      }
      if (out.disp_l != next_ltb) {
        FAIL("TB id %u dispatched, expected %" PRIu64, out.disp_l, next_ltb);
      }
      if (out.disp_n < 1u || out.disp_n > k->w || out.disp_full != (out.disp_n == k->w)) {
        FAIL("dispatch of %u warps (full = %d) for W = %u", out.disp_n, out.disp_full, k->w);
      }
      next_ltb++;
      memset(b, 0, sizeof *b);
      b->used = true;
      b->ltb = out.disp_l;
      partials += !out.disp_full;
      start_p = out.disp_p;
      start_lo = 0;
      start_hi = out.disp_n;
    }
    if (start_p != UINT32_MAX) {
      tbrec_t *b = &tb[start_p];
      for (uint32_t i = start_lo; i < start_hi; i++) {
        warp_t *w = &b->w[i];
        w->st = W_RUN;
        w->n = w->left = instr_count(wk, b->ltb, i);
        instr_total += w->n;
        w->ready = w->start = t + 1u;
        w->seq = ++seqc;
        if (nrun == RUNCAP) {
          FAIL("more than %u running warps", (unsigned)RUNCAP);
        }
        runl[nrun].p = start_p;
        runl[nrun].wid = i;
        nrun++;
        running++;
      }
      b->started = start_hi;
    }

    /* Issue: one warp-instruction, round-robin in start order after the last issued warp. */
    int pick = -1, first = -1;
    for (unsigned i = 0; i < nrun; i++) {
      const warp_t *w = &tb[runl[i].p].w[runl[i].wid];
      if (w->ready <= t) {
        if (first < 0) {
          first = (int)i;
        }
        if (w->seq > last_seq) {
          pick = (int)i;
          break;
        }
      }
    }
    if (pick < 0) {
      pick = first;
    }
    if (pick >= 0) {
      const wref_t c = runl[pick];
      warp_t *w = &tb[c.p].w[c.wid];
      w->left--;
      w->ready = t + o->lat;
      last_seq = w->seq;
      instr++;
      if (w->left == 0u) {
        w->st = W_DRAIN;
        memmove(&runl[pick], &runl[pick + 1], (nrun - (unsigned)pick - 1u) * sizeof runl[0]);
        nrun--;
        if (pend_n == RUNCAP) {
          FAIL("completion pipeline overflow");
        }
        pend[(pend_h + pend_n) % RUNCAP] = (wref_t){c.p, c.wid, t + o->lat};
        pend_n++;
      }
    }

    wm_sm_clock(&s, &nx);
    if (!wm_sm_check(&s, msg, sizeof msg)) {
      FAIL("wm_sm_check: %s", msg);
    }
    /* The model's view of every slot against the harness's. */
    for (uint32_t p = 0; p < WT_TB_SLOTS; p++) {
      const tbrec_t *b = &tb[p];
      const uint32_t live = b->used ? b->started - b->taken : 0u;
      const bool busy = b->used && b->taken < k->w;
      if (s.dsp.live[p] != live || (((s.dsp.tb_busy >> p) & 1u) != 0u) != busy) {
        FAIL(
            "slot %u: the model has live = %u, busy = %d; the harness has %u warps started and "
            "not released, busy = %d (TB %u)",
            p, (unsigned)s.dsp.live[p], (int)((s.dsp.tb_busy >> p) & 1u), live, busy, b->ltb);
      }
    }
  }
#undef FAIL
  if (tbs_done != o->tbs || next_ltb != o->tbs) {
    wm_die("%s: %" PRIu64 " TBs dispatched and %" PRIu64 " completed, expected %u", kname, next_ltb, tbs_done,
           o->tbs);
  }
  if (instr != instr_total) {
    wm_die("%s: %" PRIu64 " instructions issued, the warps had %" PRIu64, kname, instr, instr_total);
  }
  if (sr != NULL) {
    series_flush(sr, r);
  }
  const double T = (double)t;
  r->cycles = t;
  r->instr = instr;
  r->ipc = instr / T;
  r->resident = s_res / T;
  r->running = s_run / T;
  r->reg_util = s_alloc / T / WT_REGS;
  r->waste = s_alloc ? (double)s_waste / (double)s_alloc : 0.0;
  r->tbs = s_tbs / T;
  r->rtru_gm = rtru_zero ? 0.0 : exp(rtru_log / (double)tbs_done);
  r->rtru_am = rtru_sum / (double)tbs_done;
  r->partials = partials;
  r->maxq = maxq;
}

/////////////////////////////////////
// Report                          //
/////////////////////////////////////

enum { M_TB, M_TEMP, M_TS, M_THRESH, NMODES };
static const char *const mode_ids[NMODES] = {"tb", "temp", "ts", "thresh"};
static const char *const mode_names[NMODES] = {"TB-level", "temp", "temp+spatial",
                                               "temp+spatial, threshold 36"};
static const char *const mode_claim[NMODES] = {"tb", "temp", "ts", "heur"};
static const char *const mode_color[NMODES] = {"#444444", "#1f77b4", "#d62728", "#2ca02c"};

static int mode_index(const char *m) {
  for (int i = 0; i < NMODES; i++) {
    if (strcmp(m, mode_ids[i]) == 0) {
      return i;
    }
  }
  return -1;
}

/* Reads one CSV file of rows. */
static unsigned read_rows(const char *path, row_t *rows, unsigned n, unsigned cap) {
  FILE *f = fopen(path, "r");
  if (f == NULL) {
    wm_die("%s: cannot open: %s", path, strerror(errno));
  }
  char line[1024];
  unsigned ln = 0;
  while (fgets(line, sizeof line, f) != NULL) {
    ln++;
    if (ln == 1u) {
      line[strcspn(line, "\r\n")] = '\0';
      if (strcmp(line, CSV_HEADER) != 0) {
        wm_die("%s:1: not a wm_util CSV header", path);
      }
      continue;
    }
    if (n == cap) {
      wm_die("%s:%u: more than %u rows", path, ln, cap);
    }
    row_t *r = &rows[n];
    int c =
        sscanf(line,
               "%15[^,],%15[^,],%15[^,],%31[^,],%u,%u,%u,%u,%u,%u,%u,%lf,%" SCNu64 ",%" SCNu64 ",%" SCNu64
               ",%lf,%lf,%lf,%lf,%lf,%lf,%lf,%lf,%u,%u",
               r->kernel, r->dist, r->mode, r->config, &r->spatial, &r->w, &r->rw, &r->stb, &r->ntbs, &r->lat,
               &r->base, &r->spread, &r->seed, &r->cycles, &r->instr, &r->ipc, &r->resident, &r->running,
               &r->reg_util, &r->waste, &r->tbs, &r->rtru_gm, &r->rtru_am, &r->partials, &r->maxq);
    if (c != 25 || mode_index(r->mode) < 0) {
      wm_die("%s:%u: not a wm_util CSV row (%d fields parsed, mode '%s')", path, ln, c, r->mode);
    }
    n++;
  }
  fclose(f);
  return n;
}

/* Kernel x dist groups, with per-mode averages over seeds. */
typedef struct agg {
  char kernel[16], dist[16];
  unsigned w, rw, stb, tbs_fit;
  unsigned n[NMODES];
  double cycles[NMODES], ipc[NMODES], res[NMODES], run[NMODES], util[NMODES], waste[NMODES], tbs[NMODES],
      rtru[NMODES], partials[NMODES];
  double sp_mean[NMODES], sp_min[NMODES], sp_max[NMODES]; /* speedup vs tb, % (per seed) */
  unsigned nsp[NMODES];
  unsigned seeds;
} agg_t;

static const row_t *find_row(const row_t *rows, unsigned n, const char *k, const char *d, const char *m,
                             uint64_t seed) {
  for (unsigned i = 0; i < n; i++) {
    if (strcmp(rows[i].kernel, k) == 0 && strcmp(rows[i].dist, d) == 0 && strcmp(rows[i].mode, m) == 0 &&
        rows[i].seed == seed) {
      return &rows[i];
    }
  }
  return NULL;
}

static unsigned aggregate(const row_t *rows, unsigned n, agg_t *ag, unsigned cap) {
  unsigned na = 0;
  for (unsigned i = 0; i < n; i++) {
    const row_t *r = &rows[i];
    agg_t *a = NULL;
    for (unsigned j = 0; j < na; j++) {
      if (strcmp(ag[j].kernel, r->kernel) == 0 && strcmp(ag[j].dist, r->dist) == 0) {
        a = &ag[j];
      }
    }
    if (a == NULL) {
      if (na == cap) {
        wm_die("too many kernels in the rows");
      }
      a = &ag[na++];
      memset(a, 0, sizeof *a);
      snprintf(a->kernel, sizeof a->kernel, "%s", r->kernel);
      snprintf(a->dist, sizeof a->dist, "%s", r->dist);
      a->w = r->w;
      a->rw = r->rw;
      a->stb = r->stb;
      for (int m = 0; m < NMODES; m++) {
        a->sp_min[m] = INFINITY;
        a->sp_max[m] = -INFINITY;
      }
    }
    const int m = mode_index(r->mode);
    a->n[m]++;
    a->cycles[m] += r->cycles;
    a->ipc[m] += r->ipc;
    a->res[m] += r->resident;
    a->run[m] += r->running;
    a->util[m] += r->reg_util;
    a->waste[m] += r->waste;
    a->tbs[m] += r->tbs;
    a->rtru[m] += r->rtru_gm;
    a->partials[m] += r->partials;
    const row_t *tb = find_row(rows, n, r->kernel, r->dist, "tb", r->seed);
    if (tb != NULL) {
      const double sp = 100.0 * ((double)tb->cycles / (double)r->cycles - 1.0);
      a->sp_mean[m] += sp;
      a->sp_min[m] = sp < a->sp_min[m] ? sp : a->sp_min[m];
      a->sp_max[m] = sp > a->sp_max[m] ? sp : a->sp_max[m];
      a->nsp[m]++;
    }
  }
  for (unsigned j = 0; j < na; j++) {
    agg_t *a = &ag[j];
    for (int m = 0; m < NMODES; m++) {
      if (a->n[m] == 0u) {
        continue;
      }
      const double k = a->n[m];
      a->cycles[m] /= k;
      a->ipc[m] /= k;
      a->res[m] /= k;
      a->run[m] /= k;
      a->util[m] /= k;
      a->waste[m] /= k;
      a->tbs[m] /= k;
      a->rtru[m] /= k;
      a->partials[m] /= k;
      if (a->nsp[m] > 0u) {
        a->sp_mean[m] /= a->nsp[m];
      }
      a->seeds = a->n[m] > a->seeds ? a->n[m] : a->seeds;
    }
  }
  return na;
}

static void fmt_sp(char *b, size_t n, const agg_t *a, int m) {
  if (a->nsp[m] == 0u) {
    snprintf(b, n, "-");
  } else if (a->nsp[m] > 1u) {
    snprintf(b, n, "%+.1f%% (%+.1f..%+.1f)", a->sp_mean[m], a->sp_min[m], a->sp_max[m]);
  } else {
    snprintf(b, n, "%+.1f%%", a->sp_mean[m]);
  }
}

/* ---- SVG: running warps over time, one panel per plotted kernel, four modes each ---- */

typedef struct pt {
  char kernel[16], dist[16], mode[16];
  uint64_t seed, t;
  double run, res;
} pt_t;

/* Whether kernel row `a` belongs to report pass `pass`: 0 the uniform runs, 1 the D2-shaped. */
static bool in_pass(const agg_t *a, int pass) { return (strcmp(a->dist, "uniform") == 0) == (pass == 0); }

/* One plot panel: the kernel, distribution and seed it shows, and its place and scales. */
typedef struct svg_panel {
  const char *kernel, *dist;
  unsigned seed;
  double x0, y0, pw, ph, tmax, ymax;
} svg_panel_t;

/* One polyline of a panel: mode `mode`'s resident (`resident`) or running warps over time. */
static void svg_series(FILE *f, const pt_t *pts, unsigned npts, const svg_panel_t *pan, const char *mode,
                       bool resident, const char *style) {
  unsigned cnt = 0;
  for (unsigned i = 0; i < npts; i++) {
    const pt_t *q = &pts[i];
    if (strcmp(q->kernel, pan->kernel) != 0 || strcmp(q->dist, pan->dist) != 0 || q->seed != pan->seed ||
        strcmp(q->mode, mode) != 0) {
      continue;
    }
    if (cnt++ == 0u) {
      fprintf(f, "<polyline fill=\"none\" %s points=\"", style);
    }
    fprintf(f, "%.1f,%.1f ", pan->x0 + pan->pw * (double)q->t / pan->tmax,
            pan->y0 + pan->ph - pan->ph * (resident ? q->res : q->run) / pan->ymax);
  }
  if (cnt > 0u) {
    fprintf(f, "\"/>\n");
  }
}

static void svg_write(FILE *f, const pt_t *pts, unsigned npts, const agg_t *ag, unsigned na, uint64_t seed) {
  /* Panels: the (kernel, dist) groups present in the series, in order of appearance. */
  char pk[8][16], pd[8][16];
  unsigned np = 0;
  for (unsigned i = 0; i < npts && np < 8u; i++) {
    bool seen = false;
    for (unsigned j = 0; j < np; j++) {
      seen |= strcmp(pk[j], pts[i].kernel) == 0 && strcmp(pd[j], pts[i].dist) == 0;
    }
    if (!seen && pts[i].seed == seed) {
      snprintf(pk[np], sizeof pk[np], "%s", pts[i].kernel);
      snprintf(pd[np], sizeof pd[np], "%s", pts[i].dist);
      np++;
    }
  }
  const double PW = 760, PH = 250, ML = 60, MR = 20, MT = 75, GAP = 90;
  const double YMAX = WT_SCHED * 1.08; /* a little room above SCHED */
  const double W = ML + PW + MR, H = MT + np * (PH + GAP) + 20;
  fprintf(f,
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
          "viewBox=\"0 0 %.0f %.0f\" font-family=\"sans-serif\" font-size=\"12\">\n",
          W, H, W, H);
  fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
  fprintf(f,
          "<text x=\"%.0f\" y=\"20\" font-size=\"15\">Running warps on the SM over time "
          "(wm_sm C model, seed %" PRIu64 ")</text>\n",
          ML, seed);
  fprintf(f,
          "<text x=\"%.0f\" y=\"37\" fill=\"#555\">warps started and not yet completed, mean "
          "per bucket; a line ends when the kernel's fixed work is done</text>\n"
          "<text x=\"%.0f\" y=\"52\" fill=\"#555\">dotted grey: TB-level's resident warps "
          "(holding an entry, finished ones included; under warp-level management resident = "
          "running); legend: speedup over TB-level, mean over the seeds</text>\n",
          ML, ML);
  for (unsigned p = 0; p < np; p++) {
    const double y0 = MT + p * (PH + GAP) + 20;
    uint64_t tmax = 1;
    for (unsigned i = 0; i < npts; i++) {
      if (strcmp(pts[i].kernel, pk[p]) == 0 && strcmp(pts[i].dist, pd[p]) == 0 && pts[i].seed == seed &&
          pts[i].t > tmax) {
        tmax = pts[i].t;
      }
    }
    const agg_t *a = NULL;
    for (unsigned j = 0; j < na; j++) {
      if (strcmp(ag[j].kernel, pk[p]) == 0 && strcmp(ag[j].dist, pd[p]) == 0) {
        a = &ag[j];
      }
    }
    fprintf(f,
            "<text x=\"%.0f\" y=\"%.0f\" font-size=\"13\" font-weight=\"bold\">%s "
            "(W = %u, R_w = %u; per-warp instructions: %s)</text>\n",
            ML, y0 - 28, pk[p], a ? a->w : 0u, a ? a->rw : 0u,
            strcmp(pd[p], "fig8") == 0   ? "D2 Fig 8 (ST)"
            : strcmp(pd[p], "fig6") == 0 ? "D2 Fig 6 (RAY)"
                                         : pd[p]);
    fprintf(f,
            "<rect x=\"%.0f\" y=\"%.0f\" width=\"%.0f\" height=\"%.0f\" fill=\"none\" "
            "stroke=\"#999\"/>\n",
            ML, y0, PW, PH);
    /* y grid: 0, 12, 24, 36, 48 warps (SCHED). */
    for (unsigned g = 0; g <= 4u; g++) {
      const double v = WT_SCHED * g / 4.0, y = y0 + PH - PH * v / YMAX;
      fprintf(f,
              "<line x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\" stroke=\"#eee\"/>"
              "<text x=\"%.0f\" y=\"%.1f\" text-anchor=\"end\">%.0f</text>\n",
              ML, y, ML + PW, y, ML - 6, y + 4, v);
    }
    for (unsigned g = 0; g <= 5u; g++) {
      const double v = (double)tmax * g / 5.0, x = ML + PW * g / 5.0;
      fprintf(f,
              "<line x1=\"%.1f\" y1=\"%.0f\" x2=\"%.1f\" y2=\"%.0f\" stroke=\"#999\"/>"
              "<text x=\"%.1f\" y=\"%.0f\" text-anchor=\"middle\">%.0fk</text>\n",
              x, y0 + PH, x, y0 + PH + 4, x, y0 + PH + 17, v / 1000.0);
    }
    fprintf(f, "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"middle\">cycles</text>\n", ML + PW / 2,
            y0 + PH + 32);
    fprintf(f,
            "<text transform=\"translate(%.0f,%.0f) rotate(-90)\" text-anchor=\"middle\">"
            "running warps</text>\n",
            ML - 38, y0 + PH / 2);
    /* TB-level's resident warps: the gap to its running warps is the waste. */
    const svg_panel_t pan = {pk[p], pd[p], seed, ML, y0, PW, PH, (double)tmax, YMAX};
    svg_series(f, pts, npts, &pan, mode_ids[M_TB], true,
               "stroke=\"#999999\" stroke-width=\"1.2\" stroke-dasharray=\"2,3\"");
    for (int m = 0; m < NMODES; m++) {
      char style[128];
      snprintf(style, sizeof style, "stroke=\"%s\" stroke-width=\"%s\"%s", mode_color[m],
               m == M_TS ? "2.2" : "1.2", m == M_THRESH ? " stroke-dasharray=\"6,4\"" : "");
      svg_series(f, pts, npts, &pan, mode_ids[m], false, style);
      char sp[64] = "";
      if (a != NULL && m != M_TB && a->nsp[m] > 0u) {
        snprintf(sp, sizeof sp, " (%+.1f%%)", a->sp_mean[m]);
      }
      const double lx = ML + 190 * m, ly = y0 - 8;
      fprintf(f,
              "<line x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\" stroke=\"%s\" "
              "stroke-width=\"3\"%s/><text x=\"%.0f\" y=\"%.0f\">%s%s</text>\n",
              lx, ly - 4, lx + 18, ly - 4, mode_color[m], m == M_THRESH ? " stroke-dasharray=\"6,4\"" : "",
              lx + 22, ly, m == M_THRESH ? "threshold 36" : mode_names[m], sp);
    }
  }
  fprintf(f, "</svg>\n");
}

typedef struct outf {
  const char *path;
  char tmp[1024];
  FILE *f;
} outf_t;

static FILE *outf_open(outf_t *o, const char *path) {
  o->path = path;
  snprintf(o->tmp, sizeof o->tmp, "%s.tmp", path);
  o->f = fopen(o->tmp, "w");
  if (o->f == NULL) {
    wm_die("%s: cannot write: %s", o->tmp, strerror(errno));
  }
  return o->f;
}

static void outf_commit(outf_t *o) {
  if (ferror(o->f) || fclose(o->f) != 0 || rename(o->tmp, o->path) != 0) {
    remove(o->tmp);
    wm_die("%s: write error", o->path);
  }
}

static int report(int argc, char **argv) {
  const char *table = NULL, *fix = NULL, *claims = NULL, *md = NULL, *csv = NULL, *svg = NULL;
  const char *rowf[16], *serf[16];
  unsigned nrowf = 0, nserf = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (i + 1 >= argc) {
      wm_die("--report: %s needs a value", a);
    }
    const char *v = argv[++i];
    if (strcmp(a, "--table") == 0) {
      table = v;
    } else if (strcmp(a, "--fix") == 0) {
      fix = v;
    } else if (strcmp(a, "--claims") == 0) {
      claims = v;
    } else if (strcmp(a, "--md") == 0) {
      md = v;
    } else if (strcmp(a, "--csv") == 0) {
      csv = v;
    } else if (strcmp(a, "--svg") == 0) {
      svg = v;
    } else if (strcmp(a, "--rows") == 0 && nrowf < 16u) {
      rowf[nrowf++] = v;
    } else if (strcmp(a, "--series") == 0 && nserf < 16u) {
      serf[nserf++] = v;
    } else {
      wm_die("--report: unknown option %s", a);
    }
  }
  if (table == NULL || fix == NULL || claims == NULL || md == NULL || csv == NULL || svg == NULL ||
      nrowf == 0u) {
    wm_die("--report needs --table, --fix, --claims, --md, --csv, --svg and --rows");
  }
  static wm_benches_t bs;
  static wm_claims_t cl;
  wm_load(&bs, table, fix, NULL);
  wm_load_claims(&cl, &bs, claims);
  enum { ROWCAP = 4096 };
  static row_t rows[ROWCAP];
  unsigned n = 0;
  for (unsigned i = 0; i < nrowf; i++) {
    n = read_rows(rowf[i], rows, n, ROWCAP);
  }
  if (n == 0u) {
    wm_die("--report: no rows");
  }
  static agg_t ag[128];
  const unsigned na = aggregate(rows, n, ag, 128);
  /* TB/SM as the model dispatches it: the TB-level run's mean TBs in flight is below it; take it
   * from Table 2 (corrected), which wm_table2 checks against the model. */
  for (unsigned j = 0; j < na; j++) {
    const wm_bench_t *b = wm_find(&bs, ag[j].kernel);
    ag[j].tbs_fit = b ? wm_value(b, WM_F_TBS, true) : 0u;
  }
  static pt_t pts[200000];
  unsigned npts = 0;
  for (unsigned i = 0; i < nserf; i++) {
    FILE *f = fopen(serf[i], "r");
    if (f == NULL) {
      wm_die("%s: cannot open: %s", serf[i], strerror(errno));
    }
    char line[256];
    unsigned ln = 0;
    while (fgets(line, sizeof line, f) != NULL) {
      ln++;
      if (npts == sizeof pts / sizeof pts[0]) {
        wm_die("%s: too many series points", serf[i]);
      }
      pt_t *q = &pts[npts];
      if (sscanf(line, "%15[^,],%15[^,],%15[^,],%" SCNu64 ",%" SCNu64 ",%lf,%lf", q->kernel, q->dist, q->mode,
                 &q->seed, &q->t, &q->run, &q->res) != 7) {
        wm_die("%s:%u: not a wm_util series line", serf[i], ln);
      }
      npts++;
    }
    fclose(f);
  }
  const row_t *r0 = &rows[0];

  outf_t oc, om, os;
  FILE *fc = outf_open(&oc, csv);
  fprintf(fc, "%s\n", CSV_HEADER);
  for (unsigned i = 0; i < n; i++) {
    print_row(fc, &rows[i]);
  }
  FILE *fs = outf_open(&os, svg);
  svg_write(fs, pts, npts, ag, na, r0->seed);

  FILE *f = outf_open(&om, md);
  fprintf(f, "## WarpMan resource utilisation on the SM model\n\n");
  fprintf(f,
          "Generated by `make wm-util` (experiments/wm/wm_util.c). One SM, `rtl_c/wm_sm` stepped "
          "every cycle (wm_sm_check every cycle; warps start only when the model dispatches them or "
          "its workload buffer issues them), %u warp-scheduler entries, %u TB slots, %u registers. "
          "Each kernel is a Table 2 shape (SPEC's corrected rows) running a fixed amount of work: "
          "%u TBs. Throughput model: at most one warp-instruction per cycle, round-robin among the "
          "running warps that are ready; a warp may issue again %u cycles after its previous "
          "instruction (latency), so below %u running warps the SM is latency-bound and above it "
          "issue-bound; a warp completes %u cycles after its last instruction and the model takes "
          "one completion per cycle. Per-warp instruction counts: `uniform` = %u x (1 + %.2f u), "
          "u uniform in [-1, 1], drawn per warp from a seeded hash of (seed, kernel, TB, warp), so "
          "every mode runs exactly the same warps; `fig8` and `fig6` follow D2's histograms for ST "
          "(Fig 8: a quarter of the warps about 1250 instructions, the rest under 50) and RAY "
          "(Fig 6). %u seed(s) from %" PRIu64
          "; speedups are per seed, mean (min..max). The "
          "defaults of the two knobs are calibrations, not measurements: spread 0.23 makes the "
          "mean TB-level RTRU of the uniform kernels about D2's 11.3%% (§3.2.4), and a latency of "
          "20 cycles is about ST's long warps in D2 Fig 9 (1250 instructions in over 24000 "
          "cycles).\n\n",
          WT_SCHED, WT_TB_SLOTS, WT_REGS, r0->ntbs, r0->lat, r0->lat, r0->lat, r0->base, r0->spread,
          ag[0].seeds, r0->seed);
  fprintf(f,
          "Modes: **TB-level** (configuration wm_tb: full TBs only, a TB's resources released "
          "with its last warp), **temp** (wm_baseline, `spatial_en` = 0: warps released one by "
          "one and their resources reused, the fragment left at launch never used), "
          "**temp+spatial** (wm_baseline, `spatial_en` = 1), **threshold** (wm_thresh: "
          "temp+spatial, no warp-level allocation at 36 active warps; D2's \"heuristic\").\n\n");

  for (int pass = 0; pass < 2; pass++) {
    /* pass 0: the uniform runs of every kernel; pass 1: the D2-shaped runs. */
    bool any = false;
    for (unsigned j = 0; j < na; j++) {
      any |= (strcmp(ag[j].dist, "uniform") == 0) == (pass == 0);
    }
    if (!any) {
      continue;
    }
    if (pass == 0) {
      fprintf(f, "### Completion time of the fixed work (uniform spread %.2f)\n\n", r0->spread);
    } else {
      fprintf(f, "### Completion time, per-warp work shaped like D2's histograms\n\n");
    }
    fprintf(f,
            "| kernel | dist | W | R_w | TB/SM | TB-level cycles | temp | temp+spatial | "
            "threshold | D2 temp | D2 RTRU | RTRU (TB-level) |\n");
    fprintf(f, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (unsigned j = 0; j < na; j++) {
      const agg_t *a = &ag[j];
      if (!in_pass(a, pass)) {
        continue;
      }
      char s1[64], s2[64], s3[64];
      fmt_sp(s1, sizeof s1, a, M_TEMP);
      fmt_sp(s2, sizeof s2, a, M_TS);
      fmt_sp(s3, sizeof s3, a, M_THRESH);
      const wm_claim_t *ct = wm_claim(&cl, a->kernel, "speedup", "temp");
      const wm_claim_t *cr = wm_claim(&cl, a->kernel, "rtru", "tb");
      fprintf(f, "| %s | %s | %u | %u | %u | %.0f | %s | %s | %s | %s%s%s | %s%s | %.1f%% |\n", a->kernel,
              a->dist, a->w, a->rw, a->tbs_fit, a->cycles[M_TB], s1, s2, s3, ct ? "+" : "-",
              ct ? ct->value_s : "", ct ? "%" : "", cr ? cr->value_s : "-", cr ? "%" : "",
              100.0 * a->rtru[M_TB]);
    }
    /* Means over this pass's kernels: geometric mean of the speedup ratios. */
    fprintf(f, "| **mean** (geometric, %s) | | | | | |", pass == 0 ? "all kernels" : "these");
    double gm[NMODES] = {0};
    for (int m = M_TEMP; m < NMODES; m++) {
      double lg = 0.0;
      unsigned c = 0;
      for (unsigned j = 0; j < na; j++) {
        const agg_t *a = &ag[j];
        if (!in_pass(a, pass) || a->nsp[m] == 0u) {
          continue;
        }
        lg += log1p(a->sp_mean[m] / 100.0);
        c++;
      }
      gm[m] = c ? 100.0 * expm1(lg / c) : 0.0;
      fprintf(f, " **%+.1f%%** |", gm[m]);
    }
    const wm_claim_t *mt = wm_claim(&cl, "mean", "speedup", "temp");
    const wm_claim_t *mr = wm_claim(&cl, "mean", "rtru", "tb");
    fprintf(f, " %s%s%s | %s%s | |\n\n", mt ? "+" : "", mt ? mt->value_s : "-", mt ? "%" : "",
            mr ? mr->value_s : "-", mr ? "%" : "");

    fprintf(f,
            "| kernel | dist | mode | cycles | IPC | resident warps | running warps | "
            "register util | waste (finished, held) | TBs in flight | partial TBs | RTRU |\n");
    fprintf(f, "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (unsigned j = 0; j < na; j++) {
      const agg_t *a = &ag[j];
      if (!in_pass(a, pass)) {
        continue;
      }
      for (int m = 0; m < NMODES; m++) {
        if (a->n[m] == 0u) {
          continue;
        }
        fprintf(f,
                "| %s | %s | %s | %.0f | %.3f | %.1f | %.1f | %.1f%% | %.1f%% | %.2f | %.1f | "
                "%.1f%% |\n",
                a->kernel, a->dist, mode_names[m], a->cycles[m], a->ipc[m], a->res[m], a->run[m],
                100.0 * a->util[m], 100.0 * a->waste[m], a->tbs[m], a->partials[m], 100.0 * a->rtru[m]);
      }
    }
    fprintf(f, "\n");
    if (pass == 0) {
      fprintf(f, "### D2's claims beside the model (uniform runs unless noted)\n\n");
      fprintf(f, "| claim | D2 | model |\n|---|---:|---:|\n");
      for (int m = M_TEMP; m < NMODES; m++) {
        const wm_claim_t *c = wm_claim(&cl, "mean", "speedup", mode_claim[m]);
        if (c != NULL) {
          fprintf(f, "| mean speedup, %s (D2 §%s) | +%s%% | %+.1f%% |\n", mode_names[m], c->where, c->value_s,
                  gm[m]);
        }
      }
      for (unsigned i = 0; i < cl.n; i++) {
        const wm_claim_t *c = &cl.c[i];
        if (strcmp(c->kernel, "mean") == 0 || strcmp(c->kernel, "GM_reg") == 0) {
          continue;
        }
        const int m = strcmp(c->mode, "heur") == 0 ? M_THRESH : mode_index(c->mode);
        for (unsigned j = 0; j < na; j++) {
          const agg_t *a = &ag[j];
          if (strcmp(a->kernel, c->kernel) != 0 || m < 0 || a->n[m] == 0u) {
            continue;
          }
          if (strcmp(c->metric, "speedup") == 0) {
            fprintf(f, "| %s speedup, %s (D2 §%s), dist %s | +%s%% | %+.1f%% |\n", c->kernel, mode_names[m],
                    c->where, a->dist, c->value_s, a->sp_mean[m]);
          } else if (strcmp(c->metric, "rtru") == 0) {
            fprintf(f, "| %s RTRU, %s (D2 §%s), dist %s | %s%% | %.1f%% |\n", c->kernel, mode_names[m],
                    c->where, a->dist, c->value_s, 100.0 * a->rtru[m]);
          }
        }
      }
      const wm_claim_t *c = wm_claim(&cl, "mean", "rtru", "tb");
      if (c != NULL) {
        double s = 0.0;
        unsigned k = 0;
        for (unsigned j = 0; j < na; j++) {
          if (strcmp(ag[j].dist, "uniform") == 0 && ag[j].n[M_TB] > 0u) {
            s += ag[j].rtru[M_TB];
            k++;
          }
        }
        fprintf(f,
                "| mean RTRU, round-robin (D2 §%s; WM_SPREAD's default 0.23 is chosen to match "
                "it) | %s%% | %.1f%% |\n",
                c->where, c->value_s, k ? 100.0 * s / k : 0.0);
      }
      fprintf(f, "\n");
    }
  }

  /* Computed observations for the paragraph. */
  double worst_ts_vs_temp = INFINITY, worst_thr_vs_ts = INFINITY;
  const char *k_ts = "-", *k_thr = "-";
  unsigned n_thr_loss = 0, n_k = 0;
  for (unsigned j = 0; j < na; j++) {
    const agg_t *a = &ag[j];
    if (a->n[M_TEMP] == 0u || a->n[M_TS] == 0u || a->n[M_THRESH] == 0u) {
      continue;
    }
    n_k++;
    const double d1 = 100.0 * (a->cycles[M_TEMP] / a->cycles[M_TS] - 1.0);
    const double d2 = 100.0 * (a->cycles[M_TS] / a->cycles[M_THRESH] - 1.0);
    if (d1 < worst_ts_vs_temp) {
      worst_ts_vs_temp = d1;
      k_ts = a->kernel;
    }
    if (d2 < worst_thr_vs_ts) {
      worst_thr_vs_ts = d2;
      k_thr = a->kernel;
    }
    n_thr_loss += a->cycles[M_THRESH] > a->cycles[M_TS];
  }
  fprintf(f, "### What this model can and cannot reproduce\n\n");
  fprintf(f,
          "The model has the dispatch and release rules exactly (they are the C model's), a fixed "
          "per-warp work and a latency/issue throughput limit, and nothing else. It reproduces the "
          "mechanism of D2 §3.2 and §6.1: where the warps of a TB finish at different times, "
          "TB-level management holds the finished warps' registers and scheduler entries until the "
          "TB's last warp (the waste column), the SM falls below the %u warps it needs to hide the "
          "%u-cycle latency, and WarpMan refills it from the next TB; the gain grows with the "
          "imbalance (RTRU) and shrinks when the SM is issue-bound anyway (many resident warps, as "
          "RS's 32 in D2). The size of the gains is set by the two knobs (latency, spread) and is not "
          "a prediction of D2's numbers. What it cannot reproduce: there are no caches, no DRAM and "
          "no memory divergence, so more warps never cost anything but issue slots; D2's losses "
          "of 'temp+spatial' against 'temp' (MM's L1 misses 57.7%% -> 60.7%%, RS's DRAM row-buffer "
          "locality) cannot happen, and the static threshold can only lose: it exists to avoid "
          "contention that is not modelled. Across the %u kernels run in every mode, "
          "temp+spatial against temp ranges down to %+.2f%% (%s) and the threshold against "
          "temp+spatial down to %+.2f%% (%s), slower on %u kernel(s); small losses can still appear "
          "because the dispatcher is invoked once per completion and a partial TB started early "
          "changes which warps run together. There is no `__syncthreads()`: the warps of a "
          "partial TB never wait for their unissued siblings, so D2's partial TBs that \"stall at "
          "the first __syncthreads()\" (RS, SN, HS, PF, SR, MM) are treated too kindly. Warp run "
          "times are drawn, not measured: D2's divergence from cache misses (CT, §3.2.3) and from "
          "the scheduling policy (§3.2.4) is absent, and the uniform spread is a stand-in for "
          "per-benchmark behaviour D2 does not publish; only ST and RAY have histograms (the "
          "`fig8`/`fig6` runs). Energy (D2 §6.2) is not modelled. The speedups here are per SM "
          "on a fixed amount of work; D2's are IPC over 15 SMs and the whole kernel.\n",
          r0->lat, r0->lat, n_k, worst_ts_vs_temp, k_ts, worst_thr_vs_ts, k_thr, n_thr_loss);
  /* The threshold against TB-level management: kernels it keeps below TB-level's running warps. */
  char below[600] = "";
  unsigned n_below = 0;
  for (unsigned j = 0; j < na; j++) {
    const agg_t *a = &ag[j];
    if (a->n[M_TB] == 0u || a->n[M_THRESH] == 0u || a->run[M_THRESH] >= a->run[M_TB] - 1.0) {
      continue;
    }
    const size_t l = strlen(below);
    const int k = snprintf(below + l, sizeof below - l, "%s%s %.1f -> %.1f", n_below ? ", " : "", a->kernel,
                           a->run[M_TB], a->run[M_THRESH]);
    if (k < 0 || (size_t)k >= sizeof below - l) {
      break; /* the list is long enough */
    }
    n_below++;
  }
  if (n_below > 0u) {
    fprintf(f,
            "\nThe static threshold as SPEC 2.4 specifies it (partial TBs only below %u active "
            "warps, the workload buffer then refilling one warp per completion) keeps %u kernel(s) "
            "below the warps TB-level management runs (mean running warps, TB-level -> "
            "threshold: %s): once a partial TB is placed at %u active warps, a full TB would need "
            "at most SCHED - W active warps, which the one-for-one refill never gets back to. In "
            "this model that costs little because %u running warps already saturate the issue "
            "slot; on a GPU it lowers the TLP of thread-limited kernels below the baseline's, "
            "which D2's heuristic (\"additional warp-level allocation is disabled\") presumably "
            "does not intend.\n",
            WT_THRESH, n_below, below, WT_THRESH - 1u, r0->lat);
  }
  if (npts > 0u) {
    fprintf(f,
            "\nPlot: `%s` (running warps over time for the kernels run with `--plot`, the four "
            "modes each).\n",
            svg);
  }
  outf_commit(&oc);
  outf_commit(&os);
  outf_commit(&om);
  return 0;
}

/////////////////////////////////////
// Main                            //
/////////////////////////////////////

static void usage(void) {
  fprintf(stderr,
          "usage: wm_util [--run K:DIST]... [--tbs N] [--base B] [--spread S] [--lat L]\n"
          "               [--seed S | --seeds A-B] [--spatial 0|1] [--mode NAME]\n"
          "               [--series FILE [--plot K:DIST]... [--bucket C]] [--table T --fix F]\n"
          "               [--max-cycles C]\n"
          "       wm_util --shape W,RW,STB --ntbs N --instrs a,b,... [--lat L] [--spatial 0|1]\n"
          "       wm_util --report --table T --fix F --claims C --md M --csv C --svg S --rows R... "
          "[--series S]...\n"
          "DIST: uniform | fig8 | fig6; K: a Table 2 abbreviation or all\n");
  exit(2);
}

static unsigned long num(const char *opt, const char *v, unsigned long lo, unsigned long hi) {
  char *e;
  errno = 0;
  const unsigned long x = strtoul(v, &e, 0);
  if (*v == '\0' || *e != '\0' || errno != 0 || x < lo || x > hi) {
    fprintf(stderr, "wm_util: %s %s: expected a number in %lu..%lu\n", opt, v, lo, hi);
    exit(2);
  }
  return x;
}

static runspec_t parse_run(const char *opt, const char *v) {
  runspec_t r;
  const char *c = strchr(v, ':');
  if (c == NULL || (size_t)(c - v) >= sizeof r.kernel || c == v) {
    fprintf(stderr, "wm_util: %s %s: expected KERNEL:DIST\n", opt, v);
    exit(2);
  }
  snprintf(r.kernel, sizeof r.kernel, "%.*s", (int)(c - v), v);
  r.dist = -1;
  for (int d = 0; d < D_LIST; d++) {
    if (strcmp(c + 1, dist_names[d]) == 0) {
      r.dist = d;
    }
  }
  if (r.dist < 0) {
    fprintf(stderr, "wm_util: %s %s: DIST is uniform, fig8 or fig6\n", opt, v);
    exit(2);
  }
  return r;
}

int main(int argc, char **argv) {
  wm_set_tool("wm_util");
  if (argc > 1 && strcmp(argv[1], "--report") == 0) {
    return report(argc - 2, argv + 2);
  }
  opts_t o;
  memset(&o, 0, sizeof o);
  o.table = "experiments/wm/table2.tsv";
  o.fix = "experiments/wm/table2_fix.tsv";
  o.mode = !WT_WARP_LVL ? "tb" : WT_THRESH_EN ? "thresh" : "ts";
  o.tbs = 60;
  o.base = 400;
  o.spread = 0.23;
  o.lat = 20;
  o.bucket = 500;
  o.seed = 1;
  o.spatial = WT_WARP_LVL;
  o.max_cycles = 100000000ul;
  bool spatial_given = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    const bool has = i + 1 < argc;
    if (!has) {
      usage();
    }
    const char *v = argv[++i];
    if (strcmp(a, "--run") == 0 && o.nruns < MAXRUNS) {
      o.runs[o.nruns++] = parse_run(a, v);
    } else if (strcmp(a, "--plot") == 0 && o.nplots < MAXRUNS) {
      o.plots[o.nplots++] = parse_run(a, v);
    } else if (strcmp(a, "--tbs") == 0 || strcmp(a, "--ntbs") == 0) {
      o.tbs = (unsigned)num(a, v, 1, 1000000);
    } else if (strcmp(a, "--base") == 0) {
      o.base = (unsigned)num(a, v, 1, 1000000);
    } else if (strcmp(a, "--spread") == 0) {
      char *e;
      o.spread = strtod(v, &e);
      if (*v == '\0' || *e != '\0' || !(o.spread >= 0.0 && o.spread <= 1.0)) {
        fprintf(stderr, "wm_util: --spread %s: expected a number in [0, 1]\n", v);
        return 2;
      }
    } else if (strcmp(a, "--lat") == 0) {
      o.lat = (unsigned)num(a, v, 1, 100000);
    } else if (strcmp(a, "--bucket") == 0) {
      o.bucket = (unsigned)num(a, v, 1, 10000000);
    } else if (strcmp(a, "--seed") == 0) {
      o.seed = num(a, v, 0, ULONG_MAX);
      o.seed_last = 0;
    } else if (strcmp(a, "--seeds") == 0) {
      char lo[32];
      snprintf(lo, sizeof lo, "%s", v);
      char *dash = strchr(lo, '-');
      if (dash == NULL) {
        usage();
      }
      *dash = '\0';
      o.seed = num(a, lo, 0, ULONG_MAX);
      o.seed_last = num(a, dash + 1, o.seed, o.seed + 1000);
    } else if (strcmp(a, "--spatial") == 0) {
      o.spatial = num(a, v, 0, 1) != 0u;
      spatial_given = true;
    } else if (strcmp(a, "--mode") == 0) {
      o.mode = v;
    } else if (strcmp(a, "--series") == 0) {
      o.series = v;
    } else if (strcmp(a, "--table") == 0) {
      o.table = v;
    } else if (strcmp(a, "--fix") == 0) {
      o.fix = v;
    } else if (strcmp(a, "--max-cycles") == 0) {
      o.max_cycles = num(a, v, 1, ULONG_MAX);
    } else if (strcmp(a, "--shape") == 0) {
      unsigned w, rw, stb;
      char tail;
      if (sscanf(v, "%u,%u,%u%c", &w, &rw, &stb, &tail) != 3) {
        fprintf(stderr, "wm_util: --shape %s: expected W,RW,STB\n", v);
        return 2;
      }
      o.custom = true;
      o.cw = w;
      o.crw = rw;
      o.cstb = stb;
    } else if (strcmp(a, "--instrs") == 0) {
      char buf[512];
      snprintf(buf, sizeof buf, "%s", v);
      for (char *tok = strtok(buf, ","); tok != NULL; tok = strtok(NULL, ",")) {
        if (o.ninstrs == MAXINSTRS) {
          usage();
        }
        o.instrs[o.ninstrs++] = (uint32_t)num(a, tok, 1, 100000000);
      }
    } else {
      usage();
    }
  }
  if (!WT_WARP_LVL && spatial_given && o.spatial) {
    fprintf(stderr, "wm_util: --spatial 1 in a TB-level configuration (%s) has no effect\n", WT_CONFIG_NAME);
    return 2;
  }
  if (strchr(o.mode, ',') != NULL || mode_index(o.mode) < 0) {
    fprintf(stderr, "wm_util: --mode %s: one of tb, temp, ts, thresh\n", o.mode);
    return 2;
  }
  series_t sr = {NULL, o.bucket, 0, 0, 0, 0};
  if (o.series != NULL) {
    sr.f = fopen(o.series, "a");
    if (sr.f == NULL) {
      wm_die("%s: cannot append: %s", o.series, strerror(errno));
    }
  }
  printf("%s\n", CSV_HEADER);
  const uint64_t first = o.seed, last = o.seed_last ? o.seed_last : o.seed;
  row_t r;
  if (o.custom) {
    if (o.ninstrs == 0u) {
      fprintf(stderr, "wm_util: --shape needs --instrs\n");
      return 2;
    }
    if (o.cw < 1u || o.cw > WT_MAXW) {
      fprintf(stderr, "wm_util: --shape: W = %u is outside 1..%u\n", o.cw, WT_MAXW);
      return 2;
    }
    const wm_shape_t k = {o.cw, o.cw * o.crw, o.crw, o.cstb, true};
    const work_t wk = {D_LIST, first, kernel_key("custom"), o.base, 0.0, o.instrs, o.ninstrs};
    memset(&r, 0, sizeof r);
    snprintf(r.kernel, sizeof r.kernel, "custom");
    snprintf(r.dist, sizeof r.dist, "list");
    run("custom", &k, &wk, &o, NULL, &r);
    snprintf(r.mode, sizeof r.mode, "%s", o.mode);
    snprintf(r.config, sizeof r.config, "%s", WT_CONFIG_NAME);
    r.spatial = o.spatial;
    r.w = k.w;
    r.rw = k.rw;
    r.stb = k.stb;
    r.ntbs = o.tbs;
    r.lat = o.lat;
    r.base = 0;
    r.seed = first;
    print_row(stdout, &r);
    return 0;
  }
  static wm_benches_t bs;
  wm_load(&bs, o.table, o.fix, NULL);
  if (o.nruns == 0u) {
    o.runs[o.nruns++] = (runspec_t){"all", D_UNIFORM};
  }
  for (unsigned j = 0; j < o.nruns; j++) {
    const bool all = strcmp(o.runs[j].kernel, "all") == 0;
    if (!all && wm_find(&bs, o.runs[j].kernel) == NULL) {
      wm_die("--run %s: no benchmark %s in %s", o.runs[j].kernel, o.runs[j].kernel, o.table);
    }
    for (unsigned bi = 0; bi < bs.n; bi++) {
      const wm_bench_t *b = &bs.b[bi];
      if (!all && strcmp(b->abbr, o.runs[j].kernel) != 0) {
        continue;
      }
      const wm_shape_t k = wm_shape(b, true);
      bool plot = false;
      for (unsigned pi = 0; pi < o.nplots; pi++) {
        plot |= strcmp(o.plots[pi].kernel, b->abbr) == 0 && o.plots[pi].dist == o.runs[j].dist;
      }
      for (uint64_t sd = first; sd <= last; sd++) {
        const work_t wk = {o.runs[j].dist, sd, kernel_key(b->abbr), o.base, o.spread, NULL, 0};
        memset(&r, 0, sizeof r);
        snprintf(r.kernel, sizeof r.kernel, "%s", b->abbr);
        snprintf(r.dist, sizeof r.dist, "%s", dist_names[o.runs[j].dist]);
        snprintf(r.mode, sizeof r.mode, "%s", o.mode);
        snprintf(r.config, sizeof r.config, "%s", WT_CONFIG_NAME);
        r.seed = sd;
        run(b->abbr, &k, &wk, &o, plot && sr.f != NULL && sd == first ? &sr : NULL, &r);
        r.spatial = o.spatial;
        r.w = k.w;
        r.rw = k.rw;
        r.stb = k.stb;
        r.ntbs = o.tbs;
        r.lat = o.lat;
        r.base = o.base;
        r.spread = o.spread;
        print_row(stdout, &r);
        fflush(stdout);
      }
    }
  }
  if (sr.f != NULL && fclose(sr.f) != 0) {
    wm_die("%s: write error", o.series);
  }
  return 0;
}
