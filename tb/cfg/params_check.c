/* tb/cfg/params_check.c: prints every derived width of params/<family>_params.h as C computes it
 * (the list is generated from the headers' #define lines: build/<config>/gen/wt_params_list.h),
 * and the prelude helpers for 1..4096 and around every power of two up to 2^20 (the C helper's
 * range: REGS and SMEM reach 2^18); tb/cfg/params_check.sv prints the same from the Verilog
 * view. `make params-check` diffs the two outputs. */
#include <stdio.h>

#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

int main(void) {
#define P(name) printf(#name " %d\n", (int)(WT_##name));
#include "wt_params_list.h"
#undef P
  for (int n = 1; n <= 4096; n++) {
    printf("n %d clog2 %d idx_w %d\n", n, WT_CLOG2(n), WT_IDX_W(n));
  }
  for (int k = 12; k <= 20; k++) {
    for (int n = (1 << k) - 1; n <= (1 << k) + (k < 20 ? 1 : 0); n++) {
      printf("n %d clog2 %d idx_w %d\n", n, WT_CLOG2(n), WT_IDX_W(n));
    }
  }
  for (int k = 0; k <= 30; k++) {
    printf("k %d pow2 %d\n", k, WT_POW2(k));
  }
  return 0;
}
