/* experiments/pe/pe_loop.c: closed-loop P-mode runs. Runs kernels (pe_isa.h) on the SM
 * model (pe_sm.h) around the pe_unit C model of this build's configuration, checks every
 * architected value against the functional interpreter, checks the unit's invariants every cycle,
 * and prints one CSV row per run; `--report` turns rows into the Markdown figures table.
 *
 * Usage:
 *   pe_loop [--kernel NAME]... [--mode off|noexec|on|all] [--warps N] [--waves N] [--iter N]
 *           [--seed S] [--lat-miss N] [--lat-jitter N] [--lat-hit N] [--no-l1] [--inject NAME]
 *           [--no-check] [--config-name NAME] [--max-cycles N] [--no-header]
 *   pe_loop --list
 *   pe_loop --report CSV... [--sweep KNOB CSV...]...
 * --warps N: the warp slots the SM uses (default all, WT_WARPS); --waves N: the warps launched, as
 * a multiple of N (default the kernel's, PE_KERNELS: more than 1 runs CTAs in waves through the
 * slots). The CSV's `warps` is the warps launched.
 * Exit status: 0 all runs passed; 1 a run failed (value check, invariant, deadlock); 2 bad usage.
 * A failing run prints its message on stderr and no CSV row.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pe_isa.h"
#include "pe_sm.h"
#include "sim_util.h"

static void usage(const char *fmt, const char *arg) {
  fprintf(stderr, "pe_loop: ");
  fprintf(stderr, fmt, arg);
  fprintf(
      stderr,
      "\nusage: pe_loop [--kernel NAME]... [--mode off|noexec|on|all] [--warps N] [--waves N] [--iter N]\n"
      "               [--seed S] [--lat-miss N] [--lat-jitter N] [--lat-hit N] [--no-l1] [--inject NAME]\n"
      "               [--no-check] [--config-name NAME] [--max-cycles N] [--no-header]\n"
      "       pe_loop --list\n"
      "       pe_loop --report CSV... [--sweep KNOB CSV...]...\n");
  exit(2);
}

static uint64_t num(const char *opt, const char *v, uint64_t lo, uint64_t hi) {
  if (!v) usage("%s needs a value", opt);
  uint64_t x;
  if (!sim_parse_u64(v, lo, hi, &x)) {
    fprintf(stderr, "pe_loop: %s: '%s' is not an integer in [%" PRIu64 ", %" PRIu64 "]\n", opt, v, lo, hi);
    exit(2);
  }
  return x;
}

/* ---- one run ---- */
static pe_unit_state_t S, NX;

static const char *const mode_names[3] = {"off", "noexec", "on"};

static int run(const pe_kernel_t *k, const pe_arch_t *ref, const pe_sm_cfg_t *cfg, int mode, bool check,
               const char *cname, bool header) {
  char err[512];
  pe_sm_t *sm = pe_sm_new(k, cfg, err, sizeof err);
  if (!sm) {
    fprintf(stderr, "pe_loop: %s\n", err);
    return 1;
  }
  pe_unit_in_t in;
  pe_unit_out_t out;
  pe_unit_reset(&S);
  int rc = 0;
  while (!pe_sm_done(sm)) {
    if (!pe_sm_step(sm, &S, &in, &out, &NX)) {
      fprintf(stderr, "pe_loop: %s [%s, P-mode %s]: %s\n", k->name, cname, mode_names[mode], pe_sm_error(sm));
      rc = 1;
      break;
    }
    if (check && !pe_unit_check(&NX, err, sizeof err)) {
      fprintf(stderr, "pe_loop: %s [%s, P-mode %s]: cycle %" PRIu64 ": pe_unit invariant: %s\n", k->name,
              cname, mode_names[mode], pe_sm_stats(sm)->cycles - 1u, err);
      rc = 1;
      break;
    }
    S = NX;
  }
  if (rc == 0 && !pe_sm_check_values(sm, &S, ref, err, sizeof err)) {
    fprintf(stderr, "pe_loop: %s [%s, P-mode %s, inject %s]: %s\n", k->name, cname, mode_names[mode],
            pe_inject_names[cfg->inject], err);
    rc = 1;
  }
  if (rc == 0) {
    const pe_sm_stats_t *st = pe_sm_stats(sm);
    if (header) {
      printf("config,kernel,mode,warps,iter,seed,lat_miss,pq,rregs,ipc");
#define H(f, d) printf("," #f);
      PE_SM_STATS(H)
#undef H
      printf(",values\n");
    }
    printf("%s,%s,%s,%u,%u,%" PRIu64 ",%u,%u,%u,%.4f", cname, k->name, mode_names[mode], k->shape.warps,
           k->shape.iter, cfg->seed, cfg->lat_miss, (unsigned)WT_PQ, (unsigned)WT_RREGS,
           st->cycles ? (double)st->insns / (double)st->cycles : 0.0);
#define V(f, d) printf(",%" PRIu64, st->f);
    PE_SM_STATS(V)
#undef V
    printf(",ok\n");
    fflush(stdout);
  }
  pe_sm_free(sm);
  return rc;
}

/* ---- the report ---- */
enum {
#define E(f, d) S_##f,
  PE_SM_STATS(E)
#undef E
      S_N
};
typedef struct row {
  char config[64], kernel[32];
  int mode;
  double ipc;
  double f[S_N];
} row_t;

static row_t *rows;
static unsigned nrows, caprows;
static char cfgs[64][64]; /* configurations in load order */
static unsigned ncfgs;

/* Loads one CSV; returns the index of its (first) configuration. */
static unsigned load_csv(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "pe_loop: --report: cannot open %s: %s\n", path, strerror(errno));
    exit(2);
  }
  char line[4096];
  unsigned ln = 0, first = UINT32_MAX;
  /* Columns by their header names (the header run() prints): the identity columns, then the
   * counters of PE_SM_STATS, wherever they stand. */
  enum { C_CONFIG, C_KERNEL, C_MODE, C_IPC, C_VALUES, C_ID };
  static const char *const idn[C_ID] = {"config", "kernel", "mode", "ipc", "values"};
  static const char *const stn[S_N] = {
#define NAME(f, d) #f,
      PE_SM_STATS(NAME)
#undef NAME
  };
  int where[64];
  unsigned ncol = 0;
  while (fgets(line, sizeof line, f)) {
    ln++;
    if (ln == 1) {
      int idc[C_ID], stc[S_N];
      for (unsigned j = 0; j < C_ID; j++) idc[j] = -1;
      for (unsigned j = 0; j < S_N; j++) stc[j] = -1;
      for (char *tok = strtok(line, ",\n"); tok && ncol < 64; tok = strtok(NULL, ",\n"), ncol++) {
        where[ncol] = -1;
        for (unsigned j = 0; j < C_ID; j++)
          if (!strcmp(tok, idn[j])) {
            idc[j] = (int)ncol;
            where[ncol] = (int)j;
          }
        for (unsigned j = 0; j < S_N; j++)
          if (!strcmp(tok, stn[j])) {
            stc[j] = (int)ncol;
            where[ncol] = C_ID + (int)j;
          }
      }
      for (unsigned j = 0; j < C_ID + S_N; j++) {
        if ((j < C_ID ? idc[j] : stc[j - C_ID]) < 0) {
          fprintf(stderr, "pe_loop: %s:1: not a pe_loop CSV (no column '%s')\n", path,
                  j < C_ID ? idn[j] : stn[j - C_ID]);
          exit(2);
        }
      }
      continue;
    }
    if (nrows == caprows) {
      caprows = caprows ? 2 * caprows : 64;
      rows = realloc(rows, caprows * sizeof *rows);
      if (!rows) exit(2);
    }
    row_t *r = &rows[nrows];
    memset(r, 0, sizeof *r);
    r->mode = -1;
    unsigned col = 0, seen = 0;
    bool ok = false;
    for (char *tok = strtok(line, ",\n"); tok && col < ncol; tok = strtok(NULL, ",\n"), col++) {
      const int w = where[col];
      if (w < 0) continue;
      seen++;
      if (w == C_CONFIG)
        snprintf(r->config, sizeof r->config, "%s", tok);
      else if (w == C_KERNEL)
        snprintf(r->kernel, sizeof r->kernel, "%s", tok);
      else if (w == C_MODE) {
        for (int m = 0; m < 3; m++)
          if (!strcmp(tok, mode_names[m])) r->mode = m;
      } else if (w == C_IPC)
        r->ipc = atof(tok);
      else if (w == C_VALUES)
        ok = !strcmp(tok, "ok");
      else
        r->f[w - C_ID] = atof(tok);
    }
    if (r->mode < 0 || seen != C_ID + S_N || !ok) {
      fprintf(stderr,
              "pe_loop: %s:%u: malformed row (mode off/noexec/on, every column, values ok expected)\n", path,
              ln);
      exit(2);
    }
    unsigned c = 0;
    while (c < ncfgs && strcmp(cfgs[c], r->config)) c++;
    if (c == ncfgs) {
      if (ncfgs == 64) exit(2);
      snprintf(cfgs[ncfgs++], sizeof cfgs[0], "%s", r->config);
    }
    if (first == UINT32_MAX) first = c;
    nrows++;
  }
  fclose(f);
  if (first == UINT32_MAX) {
    fprintf(stderr, "pe_loop: %s: no rows\n", path);
    exit(2);
  }
  return first;
}

static const row_t *find(const char *config, const char *kernel, int mode) {
  for (unsigned i = 0; i < nrows; i++) {
    if (!strcmp(rows[i].config, config) && !strcmp(rows[i].kernel, kernel) && rows[i].mode == mode)
      return &rows[i];
  }
  return NULL;
}

static double ratio(double a, double b) { return b > 0 ? a / b : 0.0; }
static double gain(const row_t *a, const row_t *b) {
  return a && b && b->ipc > 0 ? 100.0 * (a->ipc / b->ipc - 1.0) : 0.0;
}

static void report_main(const char *config) {
  printf("### %s\n\n", config);
  printf(
      "| kernel | IPC off | IPC noexec | IPC on | on vs off | on vs noexec | LL-RAW stall off | "
      "LL-RAW stall on | entries | pre-executed / entry | skipped / entry | reuses | pre-loads | "
      "L1 hits from pre-loads | rename stalls | P-queue full |\n");
  printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  double se = 0, sp = 0, ss = 0, son = 0, soff = 0, snx = 0;
  for (unsigned d = 0; d < pe_n_kernel_defs; d++) {
    const char *kn = pe_kernel_defs[d].name;
    const row_t *on = find(config, kn, 2), *off = find(config, kn, 0), *nx = find(config, kn, 1);
    if (!on) continue;
    const double pre = on->f[S_p_preexec] + on->f[S_p_preload] + on->f[S_p_branch];
    se += on->f[S_entries];
    sp += pre;
    ss += on->f[S_p_skip];
    son += on->f[S_cycles];
    soff += off ? off->f[S_cycles] : 0.0;
    snx += nx ? nx->f[S_cycles] : 0.0;
    printf(
        "| %s | %.3f | %.3f | %.3f | %+.1f%% | %+.1f%% | %.0f%% | %.0f%% | %.0f | %.1f | %.1f | %.0f | %.0f | %.0f | "
        "%.0f | %.0f |\n",
        kn, off ? off->ipc : 0.0, nx ? nx->ipc : 0.0, on->ipc, gain(on, off), gain(on, nx),
        off ? 100.0 * ratio(off->f[S_ll_stall], off->f[S_cycles]) : 0.0,
        100.0 * ratio(on->f[S_ll_stall], on->f[S_cycles]), on->f[S_entries], ratio(pre, on->f[S_entries]),
        ratio(on->f[S_p_skip], on->f[S_entries]), on->f[S_reuses], on->f[S_p_preload], on->f[S_l1_pre_hits],
        on->f[S_rename_stall], on->f[S_pq_full]);
  }
  printf(
      "| **all kernels** (total cycles) | | | | %+.1f%% | %+.1f%% | | | %.0f | **%.1f** | **%.1f** | | | | | |\n",
      son > 0 ? 100.0 * (soff / son - 1.0) : 0.0, son > 0 ? 100.0 * (snx / son - 1.0) : 0.0, se,
      ratio(sp, se), ratio(ss, se));
  printf(
      "| *D1 §6.2-6.4* | | | | *+23%% Type-L, +13%% all* | | *40%% (Type-L)* | *24%%* | | *8.4* | *17.3* | | | "
      "| | |\n");
}

static void report_sweep(const char *knob, const unsigned *ci, unsigned n) {
  printf("\n#### Sweep %s (pe_baseline with one knob changed)\n\n| kernel |", knob);
  for (unsigned j = 0; j < n; j++) printf(" %s | | | |", cfgs[ci[j]]);
  printf("\n|---|");
  for (unsigned j = 0; j < n; j++) printf("---:|---:|---:|---:|");
  printf("\n| |");
  for (unsigned j = 0; j < n; j++) printf(" on vs off | reuses | P-queue full | rename stalls |");
  printf("\n");
  for (unsigned d = 0; d < pe_n_kernel_defs; d++) {
    const char *kn = pe_kernel_defs[d].name;
    printf("| %s |", kn);
    for (unsigned j = 0; j < n; j++) {
      const row_t *on = find(cfgs[ci[j]], kn, 2), *off = find(cfgs[ci[j]], kn, 0);
      if (!on || !off)
        printf(" - | - | - | - |");
      else
        printf(" %+.1f%% | %.0f | %.0f | %.0f |", gain(on, off), on->f[S_reuses], on->f[S_pq_full],
               on->f[S_rename_stall]);
    }
    printf("\n");
  }
}

/* --report MAIN.csv... [--sweep KNOB CSV...]...: the figures table, one section per configuration
 * of the main files, then each sweep (its columns are its files' configurations). */
static int report(int argc, char **argv) {
  unsigned mainc[64], nm = 0;
  struct {
    const char *knob;
    unsigned ci[16], n;
  } sw[4];
  unsigned nsw = 0;
  for (int a = 2; a < argc; a++) {
    if (!strcmp(argv[a], "--sweep")) {
      if (a + 1 >= argc) usage("--sweep needs a knob name%s", "");
      if (nsw == 4) usage("--report: at most 4 sweeps%s", "");
      sw[nsw].knob = argv[++a];
      sw[nsw++].n = 0;
      continue;
    }
    const unsigned c = load_csv(argv[a]);
    if (nsw) {
      if (sw[nsw - 1].n == 16) usage("--sweep: at most 16 points (%s)", argv[a]);
      sw[nsw - 1].ci[sw[nsw - 1].n++] = c;
    } else {
      for (unsigned j = 0; j < ncfgs; j++) {
        bool have = false;
        for (unsigned i = 0; i < nm; i++) have = have || mainc[i] == j;
        if (!have && nm < 64) mainc[nm++] = j;
      }
    }
  }
  if (nm == 0) usage("--report needs at least one CSV file before any --sweep%s", "");
  printf(
      "Closed-loop P-mode runs (experiments/pe): IPC = N-mode warp instructions per cycle; "
      "noexec = P-mode entered and left but nothing pre-executed (the scheduling effect alone); "
      "pre-executed = PREEXEC + PRELOAD + EXEC_BRANCH.\n\n");
  for (unsigned i = 0; i < nm; i++) {
    if (i) printf("\n");
    report_main(cfgs[mainc[i]]);
  }
  for (unsigned j = 0; j < nsw; j++) {
    if (sw[j].n == 0) usage("--sweep %s has no files", sw[j].knob);
    report_sweep(sw[j].knob, sw[j].ci, sw[j].n);
  }
  free(rows);
  return 0;
}

int main(int argc, char **argv) {
  pe_sm_cfg_t cfg;
  pe_sm_cfg_default(&cfg);
  const char *kernels[64];
  unsigned nk = 0, warps = WT_WARPS, waves = 0, iter = 0;
  int mode = 3; /* all */
  bool check = true, header = true;
  const char *cname = "?";
  if (argc >= 2 && !strcmp(argv[1], "--list")) {
    for (unsigned d = 0; d < pe_n_kernel_defs; d++)
      printf("%-8s %s\n", pe_kernel_defs[d].name, pe_kernel_defs[d].doc);
    return 0;
  }
  if (argc >= 2 && !strcmp(argv[1], "--report")) return report(argc, argv);
  for (int a = 1; a < argc; a++) {
    const char *o = argv[a], *v = a + 1 < argc ? argv[a + 1] : NULL;
    if (!strcmp(o, "--kernel")) {
      if (!v) usage("%s needs a value", o);
      if (nk == 64) usage("too many --kernel options%s", "");
      kernels[nk++] = v;
      a++;
    } else if (!strcmp(o, "--mode")) {
      if (!v) usage("%s needs a value", o);
      mode = -1;
      for (int m = 0; m < 3; m++)
        if (!strcmp(v, mode_names[m])) mode = m;
      if (!strcmp(v, "all")) mode = 3;
      if (mode < 0) usage("--mode: '%s' is not off, noexec, on or all", v);
      a++;
    } else if (!strcmp(o, "--warps")) {
      warps = (unsigned)num(o, v, 1, WT_WARPS);
      a++;
    } else if (!strcmp(o, "--waves")) {
      waves = (unsigned)num(o, v, 1, 64);
      a++;
    } else if (!strcmp(o, "--iter")) {
      iter = (unsigned)num(o, v, 1, 1000);
      a++;
    } else if (!strcmp(o, "--seed")) {
      cfg.seed = num(o, v, 0, UINT64_MAX);
      a++;
    } else if (!strcmp(o, "--lat-miss")) {
      cfg.lat_miss = (unsigned)num(o, v, 1, 100000);
      a++;
    } else if (!strcmp(o, "--lat-jitter")) {
      cfg.lat_jitter = (unsigned)num(o, v, 0, 100000);
      a++;
    } else if (!strcmp(o, "--lat-hit")) {
      cfg.lat_hit = (unsigned)num(o, v, 1, 100000);
      a++;
    } else if (!strcmp(o, "--max-cycles")) {
      cfg.max_cycles = num(o, v, 1, UINT64_MAX);
      a++;
    } else if (!strcmp(o, "--no-l1"))
      cfg.no_l1 = true;
    else if (!strcmp(o, "--no-check"))
      check = false;
    else if (!strcmp(o, "--no-header"))
      header = false;
    else if (!strcmp(o, "--config-name")) {
      if (!v) usage("%s needs a value", o);
      cname = v;
      a++;
    } else if (!strcmp(o, "--inject")) {
      if (!v) usage("%s needs a value", o);
      unsigned j = 0;
      while (j < PE_INJ_N && strcmp(pe_inject_names[j], v)) j++;
      if (j == PE_INJ_N)
        usage(
            "--inject: unknown fault '%s' (none, stale-reuse, missed-ll, early-release, no-merge, early-exit)",
            v);
      cfg.inject = j;
      a++;
    } else {
      usage("unknown option '%s'", o);
    }
  }
  if (nk == 0) {
    for (unsigned d = 0; d < pe_n_kernel_defs; d++) kernels[nk++] = pe_kernel_defs[d].name;
  }
  int rc = 0;
  for (unsigned j = 0; j < nk; j++) {
    pe_kernel_t k;
    char err[256];
    const pe_shape_t shape = {.warps = warps * waves, .nl = WT_NL, .iter = iter, .slots = warps};
    if (!pe_kernel_make(kernels[j], shape, &k, err, sizeof err)) usage("--kernel: %s", err);
    pe_arch_t ref;
    if (!pe_arch_alloc(&ref, &k.shape)) {
      fprintf(stderr, "pe_loop: out of memory\n");
      return 1;
    }
    if (!pe_interp_run(&k, &ref, 10000000u, err, sizeof err)) {
      fprintf(stderr, "pe_loop: %s: %s\n", k.name, err);
      return 1;
    }
    for (int m = 0; m < 3; m++) {
      if (mode != 3 && mode != m) continue;
      cfg.pmode = m != 0;
      cfg.pexec = m == 2;
      rc |= run(&k, &ref, &cfg, m, check, cname, header);
      header = false;
    }
    pe_arch_free(&ref);
  }
  return rc;
}
