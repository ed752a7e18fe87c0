/* tb/stim/wm_shapes.h: the D2 Table 2 kernel shapes the WarpMan directed scenarios launch
 * (tb/stim/wm_sm_scen.c, tb/stim/wm_dispatch_scen.c), declared once: W warps per TB, R_w = R_TB / W
 * registers per warp, S_TB bytes of shared memory per TB. The experiments read the same table as
 * data (experiments/wm/table2.tsv); SPEC 2.5 gives these values for WM-1 .. WM-7.
 */
#ifndef WM_SHAPES_H
#define WM_SHAPES_H

#include <stdbool.h>
#include <stdint.h>

typedef struct wm_shape {
  uint32_t w, rw, stb;
} wm_shape_t;

typedef enum { WM_MM, WM_HS, WM_RAY, WM_ST, WM_RS, WM_SN, WM_SR, WM_BT, WM_HG, WM_MC } wm_shape_id_t;

static const wm_shape_t wm_shapes[] = {
    [WM_MM] = {8, 768, 2048},  /* 6144 / 8 (WM-1) */
    [WM_HS] = {8, 1120, 3072}, /* 8960 / 8 (WM-2) */
    [WM_RAY] = {6, 2048, 0},   /* 12288 / 6 (WM-3) */
    [WM_ST] = {32, 544, 0},    /* 17408 / 32 (WM-4, WM-6) */
    [WM_RS] = {16, 736, 4096}, /* 11776 / 16 (WM-5) */
    /* WM-7, thread-limited: 48 warps fill the scheduler. */
    [WM_SN] = {16, 544, 8192}, /* 8704 / 16 */
    [WM_SR] = {16, 160, 4096}, /* 2560 / 16 */
    [WM_BT] = {16, 352, 0},    /* 5632 / 16 */
    [WM_HG] = {16, 640, 4096}, /* 10240 / 16 */
    [WM_MC] = {12, 640, 0},    /* 7680 / 12 */
};

/* Drives the kernel-launch inputs of `in` (wm_dispatch_in_t or wm_sm_in_t, which have the same
 * launch ports) with shape `k`, first L_TBId `l0` and `ntbs` TBs. */
#define WM_LAUNCH(in, k, l0, ntbs) \
  do { \
    (in)->launch = true; \
    (in)->k_w = (k)->w; \
    (in)->k_rw = (k)->rw; \
    (in)->k_stb = (k)->stb; \
    (in)->k_l0 = (l0); \
    (in)->k_ntbs = (ntbs); \
  } while (0)

#endif
