# experiments/wm/wm.mk: the WarpMan (D2) experiments: D2 Table 2 on the SM model and the resource
# utilisation of an SM under TB-level and warp-level management (experiments/wm/). Registered in
# mk/papers/wm.mk; included by the Makefile after its variables (B, BIN, CONFIG, INCS, CC,
# CFLAGS_COMMON, CFLAGS_OPT, C_HDRS, Q, say, wt_with_children / CHILDREN_wm_sm).
#
#   make wm-table2      build/wm_baseline/bin/wm_table2 runs every Table 2 row (as printed and as
#                       SPEC corrects it) on rtl_c/wm_sm: TB/SM, what limits it, free registers,
#                       WarpMan's partial TB and workload-buffer word, a verdict per row (SPEC 2.6)
#                       -> $(WM_REPORTS)/wm_table2.md (and .tsv, the rows for the test)
#
# The data is declared once in experiments/wm/*.tsv (table2.tsv exactly as printed, the corrections
# in table2_fix.tsv, D2 3.1's statements in d2_sec31.tsv, D2's run-time claims in d2_claims.tsv).
# The tools link the C models they need straight from rtl_c/ (wm_sm and its children).

WM_TABLE   ?= experiments/wm/table2.tsv
WM_FIX     ?= experiments/wm/table2_fix.tsv
WM_SEC31   ?= experiments/wm/d2_sec31.tsv
WM_CLAIMS  ?= experiments/wm/d2_claims.tsv
WM_REPORTS ?= build/reports

WM_TABLE2_CONFIG := wm_baseline

WM_MODELS := $(strip $(call wt_with_children,wm_sm))
WM_COMMON := experiments/wm/wm_table.c rtl_c/wt_block.c $(WM_MODELS:%=rtl_c/%.c)
# Sub-makes read the same top-level makefile as this run.
WM_MAKE   := $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST))

.PHONY: wm-table2 wm-bins-here

# One program of each per configuration, built from the sources directly.
$(BIN)/wm_table2: $(BIN)/wm_%: experiments/wm/wm_%.c $(WM_COMMON) experiments/wm/wm_table.h $(C_HDRS) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -Iexperiments/wm $(INCS) -o $@ $< $(WM_COMMON) -lm

wm-bins-here: $(BIN)/wm_table2
	@true

wm-table2:
	@$(WM_MAKE) CONFIG=$(WM_TABLE2_CONFIG) wm-bins-here
	@mkdir -p $(WM_REPORTS)
	@build/$(WM_TABLE2_CONFIG)/bin/wm_table2 --table $(WM_TABLE) --fix $(WM_FIX) --sec31 $(WM_SEC31) \
	  --claims $(WM_CLAIMS) --md $(WM_REPORTS)/wm_table2.md --tsv $(WM_REPORTS)/wm_table2.tsv
	@cat $(WM_REPORTS)/wm_table2.md
	@echo "wm-table2: report in $(WM_REPORTS)/wm_table2.md"
