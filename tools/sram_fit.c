/* tools/sram_fit.c: the calibration of the SRAM area model (tools/sram_model.h), reproducible.
 *
 *   sram_fit [DATA]                       fit on DATA (default synth/dwf_sram_tab72.txt): the
 *                                         constants, every row in sample and leave-one-out, the
 *                                         out-of-sample checks; exit 1 when the committed
 *                                         constants (wt_sram_consts_90) are not within 0.5% of
 *                                         the fit
 *   sram_fit --area ROWS COLS BANKS RWP RP WP SERP [NODE_NM]
 *                                         the model's area of one geometry (um^2 and mm^2)
 *
 * `make sram-fit` runs the first form. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sram_model.h"

static int usage(void) {
  fprintf(stderr,
          "usage: sram_fit [DATA] | sram_fit --area ROWS COLS BANKS RWP RP WP SERP "
          "[NODE_NM]\n");
  return 2;
}

static int area_mode(int argc, char **argv) {
  if (argc != 9 && argc != 10) {
    return usage();
  }
  unsigned v[7];
  for (int i = 0; i < 7; i++) {
    char *end = NULL;
    unsigned long x = strtoul(argv[2 + i], &end, 10);
    if (*argv[2 + i] == '\0' || *end != '\0' || x > 1000000000ul) {
      fprintf(stderr, "sram_fit: error: \"%s\" is not a whole number\n", argv[2 + i]);
      return 2;
    }
    v[i] = (unsigned)x;
  }
  double node = WT_SRAM_NODE_NM;
  if (argc == 10) {
    char *end = NULL;
    node = strtod(argv[9], &end);
    if (*end != '\0' || !(node > 0.0)) {
      fprintf(stderr, "sram_fit: error: node \"%s\" is not a positive number\n", argv[9]);
      return 2;
    }
  }
  wt_sram_geom_t g = {"--area", v[0], v[1], v[2], v[3], v[4], v[5], v[6]};
  const char *why = wt_sram_geom_problem(&g);
  if (*why != '\0') {
    fprintf(stderr, "sram_fit: error: %s\n", why);
    return 2;
  }
  double a = wt_sram_area_um2(&g, node);
  printf("%u x %u bits x %u banks, %uRW %uR %uW %uSER at %g nm: %.1f um^2 = %.4f mm^2\n", v[0], v[1], v[2],
         v[3], v[4], v[5], v[6], node, a, a * 1e-6);
  return 0;
}

static double pct(double m, double r) { return 100.0 * (m / r - 1.0); }

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "--area") == 0) {
    return area_mode(argc, argv);
  }
  if (argc > 2 || (argc == 2 && argv[1][0] == '-')) {
    return usage();
  }
  const char *path = argc == 2 ? argv[1] : "synth/dwf_sram_tab72.txt";
  char err[512];
  wt_sram_tab_t t;
  if (wt_sram_tab_read(path, &t, err, sizeof err) != 0) {
    fprintf(stderr, "sram_fit: error: %s\n", err);
    return 1;
  }
  wt_sram_consts_t kf;
  const wt_sram_consts_t *kc = &wt_sram_consts_90;
  double rss = 0.0;
  size_t n = wt_sram_fit(&t, NULL, &kf, &rss);
  printf("sram-fit: %s, %zu Table 7.1 rows fitted (least squares of ln(model/D3), 3 constants)\n", path, n);
  printf("  fit        t = %.5f um  alpha = %.3f um  beta = %.3f um  (sum of ln^2 %.4f)\n", kf.t_um,
         kf.alpha_um, kf.beta_um, rss);
  printf("  committed  t = %.5f um  alpha = %.3f um  beta = %.3f um  (tools/sram_model.c)\n", kc->t_um,
         kc->alpha_um, kc->beta_um);
  printf("\n  %-22s %8s | %8s %7s | %8s %7s | leave-one-out fit t, alpha, beta\n", "row", "D3 mm2", "model",
         "err", "LOO", "err");
  double d3s = 0, ms = 0, ls = 0, d3a = 0, ma = 0, la = 0;
  for (size_t i = 0; i < t.n; i++) {
    const wt_sram_row_t *r = &t.rows[i];
    if (!wt_sram_group_first(&t, i) || r->role == WT_SRAM_ROLE_CHECK) {
      continue;
    }
    if (r->role == WT_SRAM_ROLE_ASIS) {
      printf("  %-22s %8.4f | (not an SRAM: D3's area on both sides)\n", r->group, r->d3_mm2);
      d3a += r->d3_mm2;
      ma += r->d3_mm2;
      la += r->d3_mm2;
      continue;
    }
    wt_sram_consts_t kl;
    (void)wt_sram_fit(&t, r->group, &kl, NULL);
    double m = wt_sram_group_mm2(&t, i, kc), l = wt_sram_group_mm2(&t, i, &kl);
    printf("  %-22s %8.4f | %8.4f %+6.1f%% | %8.4f %+6.1f%% | %.4f %.2f %.2f\n", r->group, r->d3_mm2, m,
           pct(m, r->d3_mm2), l, pct(l, r->d3_mm2), kl.t_um, kl.alpha_um, kl.beta_um);
    for (size_t j = i; j < t.n; j++) {
      const wt_sram_row_t *q = &t.rows[j];
      if (strcmp(q->group, r->group) == 0) {
        printf("    %u x %-16s %u x %u, %u+%u+%u+%u ports: %.4f mm2 each\n", q->p.banks, q->name, q->g.rows,
               q->g.cols, q->g.rwp, q->g.rp, q->g.wp, q->g.serp, wt_sram_row_mm2(q, kc) / q->p.banks);
      }
    }
    d3s += r->d3_mm2;
    ms += m;
    ls += l;
  }
  d3a += d3s;
  ma += ms;
  la += ls;
  printf("  %-22s %8.4f | %8.4f %+6.1f%% | %8.4f %+6.1f%%\n", "total, SRAM rows", d3s, ms, pct(ms, d3s), ls,
         pct(ls, d3s));
  printf("  %-22s %8.4f | %8.4f %+6.1f%% | %8.4f %+6.1f%%\n", "total, Table 7.1", d3a, ma, pct(ma, d3a), la,
         pct(la, d3a));
  printf("\n  out of sample (never fitted), committed constants:\n");
  for (size_t i = 0; i < t.n; i++) {
    const wt_sram_row_t *r = &t.rows[i];
    if (r->role == WT_SRAM_ROLE_CHECK && wt_sram_group_first(&t, i)) {
      double m = wt_sram_group_mm2(&t, i, kc);
      printf("  %-22s %8.4f | %8.4f %+6.1f%%\n", r->group, r->d3_mm2, m, pct(m, r->d3_mm2));
    }
  }
  double dt = kf.t_um / kc->t_um - 1.0, da = kf.alpha_um / kc->alpha_um - 1.0,
         db = kf.beta_um / kc->beta_um - 1.0;
  int stale = dt * dt > 2.5e-5 || da * da > 2.5e-5 || db * db > 2.5e-5;
  wt_sram_tab_free(&t);
  if (stale) {
    fprintf(stderr,
            "sram_fit: error: the committed constants are not within 0.5%% of the fit; "
            "update wt_sram_consts_90 in tools/sram_model.c\n");
    return 1;
  }
  printf("\n  committed constants within 0.5%% of the fit\n");
  return 0;
}
