/* tb/cfg/params_check.c: prints every derived width of params/wt_params.h as C computes it, and
 * the prelude helpers for 1..4096; tb/cfg/params_check.sv prints the same from the Verilog view.
 * `make params-check` diffs the two outputs. */
#include <stdio.h>

#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

int main(void) {
  printf("IDXW %d\nTIDW %d\nCNTW %d\nPWL_ENTRIES %d\nPWL_SETW %d\nPWL_WAYW %d\nALLOC_CNTW %d\nWPW %d\n",
         WT_IDXW, WT_TIDW, WT_CNTW, WT_PWL_ENTRIES, WT_PWL_SETW, WT_PWL_WAYW, WT_ALLOC_CNTW, WT_WPW);
  printf("HEAPW %d\nHSW %d\nMHW %d\nMHL_ENTRIES %d\nMHL_SETW %d\nMHL_WAYW %d\nLUTNW %d\nNTHW %d\nPDOM_DW %d\n",
         WT_HEAPW, WT_HSW, WT_MHW, WT_MHL_ENTRIES, WT_MHL_SETW, WT_MHL_WAYW, WT_LUTNW, WT_NTHW, WT_PDOM_DW);
  for (int n = 1; n <= 4096; n++) {
    printf("n %d clog2 %d idx_w %d\n", n, WT_CLOG2(n), WT_IDX_W(n));
  }
  return 0;
}
