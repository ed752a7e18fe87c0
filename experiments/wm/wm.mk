# experiments/wm/wm.mk: the WarpMan (D2) experiments: D2 Table 2 on the SM model and the resource
# utilisation of an SM under TB-level and warp-level management (experiments/wm/). Registered in
# mk/papers/wm.mk; included by the Makefile after its variables (B, BIN, CONFIG, INCS, CC,
# CFLAGS_COMMON, CFLAGS_OPT, C_HDRS, Q, say, wt_with_children / CHILDREN_wm_sm).
#
#   make wm-table2      build/wm_baseline/bin/wm_table2 runs every Table 2 row (as printed and as
#                       SPEC corrects it) on rtl_c/wm_sm: TB/SM, what limits it, free registers,
#                       WarpMan's partial TB and workload-buffer word, a verdict per row (SPEC 2.6)
#                       -> $(WM_REPORTS)/wm_table2.md (and .tsv, the rows for the test)
#   make wm-util        the same work on the SM under TB-level (wm_tb), 'temp' and 'temp+spatial'
#                       (wm_baseline, spatial_en 0 / 1) and the static threshold (wm_thresh): one
#                       build/<config>/bin/wm_util per configuration, rows in
#                       build/<config>/wm_util/<mode>.csv -> $(WM_REPORTS)/wm_util.{md,csv,svg}
#   make results-wm_table2, make results-wm_util   each, written to docs/results/<name>.md with the
#                       command, commit, date and processor (pages of `make results`, mk/results.mk;
#                       the plot beside wm_util.md as docs/results/wm_util.svg)
#   make wm-exp-check   experiments/wm/test_wm_exp.sh: Table 2 verdicts and values against literals,
#                       hand-computed completion times, malformed inputs (a job of `make test`)
#
# The data is declared once in experiments/wm/*.tsv (table2.tsv exactly as printed, the corrections
# in table2_fix.tsv, D2 3.1's statements in d2_sec31.tsv, D2's run-time claims in d2_claims.tsv).
# The tools link the C models they need straight from rtl_c/ (wm_sm and its children).

WM_TABLE   ?= experiments/wm/table2.tsv
WM_FIX     ?= experiments/wm/table2_fix.tsv
WM_SEC31   ?= experiments/wm/d2_sec31.tsv
WM_CLAIMS  ?= experiments/wm/d2_claims.tsv
WM_REPORTS ?= build/reports

# The utilisation experiment's knobs (experiments/wm/wm_util.c has the details):
#   WM_TBS     TBs of work per kernel (the same warps in every mode)
#   WM_BASE    mean instructions per warp of the `uniform` distribution
#   WM_SPREAD  spread between the warps of a TB: instructions = base x (1 + spread x u), u in
#              [-1, 1]; 0.23 puts the mean TB-level RTRU of the 13 kernels near D2's 11.3% (3.2.4)
#   WM_LAT     cycles between two instructions of one warp (latency): below WM_LAT running warps
#              the SM is latency-bound, above it issue-bound (one warp-instruction per cycle);
#              20 is about D2 Fig 9's ST (1250 instructions in over 24000 cycles)
#   WM_SEED, WM_SEEDS   seeds WM_SEED .. WM_SEED + WM_SEEDS - 1
#   WM_RUNS    kernel:distribution pairs (all = every Table 2 row; uniform, fig8 = D2 Fig 8 for ST,
#              fig6 = D2 Fig 6 for RAY); WM_PLOT: the runs drawn in the SVG; WM_BUCKET: its cycles
#              per point
WM_TBS    ?= 60
WM_BASE   ?= 400
WM_SPREAD ?= 0.23
WM_LAT    ?= 20
WM_SEED   ?= 1
WM_SEEDS  ?= 3
WM_RUNS   ?= all:uniform ST:fig8 RAY:fig6
WM_PLOT   ?= ST:fig8 RAY:fig6
WM_BUCKET ?= 500

# The modes: <mode> runs in configuration WM_CFG_<mode> with spatial_en WM_SP_<mode>.
WM_MODES := tb temp ts thresh
WM_CFG_tb := wm_tb
WM_SP_tb := 0
WM_CFG_temp := wm_baseline
WM_SP_temp := 0
WM_CFG_ts := wm_baseline
WM_SP_ts := 1
WM_CFG_thresh := wm_thresh
WM_SP_thresh := 1
WM_UTIL_CONFIGS := $(sort $(foreach m,$(WM_MODES),$(WM_CFG_$(m))))
WM_TABLE2_CONFIG := wm_baseline

WM_MODELS := $(strip $(call wt_with_children,wm_sm))
WM_COMMON := experiments/wm/wm_table.c rtl_c/wt_block.c $(WM_MODELS:%=rtl_c/%.c)
# Sub-makes read the same top-level makefile as this run.
WM_MAKE   := $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST))

.PHONY: wm-table2 wm-util wm-exp-check wm-bins-here wm-exp-bins

# One program of each per configuration, built from the sources directly.
$(BIN)/wm_table2 $(BIN)/wm_util: $(BIN)/wm_%: experiments/wm/wm_%.c $(WM_COMMON) experiments/wm/wm_table.h $(C_HDRS) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -Iexperiments/wm $(INCS) -o $@ $< $(WM_COMMON) -lm

wm-bins-here: $(BIN)/wm_util $(if $(filter $(CONFIG),$(WM_TABLE2_CONFIG)),$(BIN)/wm_table2)
	@true

# Every configuration's programs, one build at a time.
wm-exp-bins:
	@for c in $(sort $(WM_UTIL_CONFIGS) $(WM_TABLE2_CONFIG)); do $(WM_MAKE) CONFIG=$$c wm-bins-here || exit 1; done

wm-table2:
	@$(WM_MAKE) CONFIG=$(WM_TABLE2_CONFIG) wm-bins-here
	@mkdir -p $(WM_REPORTS)
	@build/$(WM_TABLE2_CONFIG)/bin/wm_table2 --table $(WM_TABLE) --fix $(WM_FIX) --sec31 $(WM_SEC31) \
	  --claims $(WM_CLAIMS) --md $(WM_REPORTS)/wm_table2.md --tsv $(WM_REPORTS)/wm_table2.tsv
	@cat $(WM_REPORTS)/wm_table2.md
	@echo "wm-table2: report in $(WM_REPORTS)/wm_table2.md"

# The arguments every utilisation run shares.
WM_UTIL_ARGS = --table $(WM_TABLE) --fix $(WM_FIX) --tbs $(WM_TBS) --base $(WM_BASE) \
  --spread $(WM_SPREAD) --lat $(WM_LAT) --seeds $(WM_SEED)-$$(($(WM_SEED) + $(WM_SEEDS) - 1)) \
  $(WM_RUNS:%=--run %) $(WM_PLOT:%=--plot %) --bucket $(WM_BUCKET)

wm-util: wm-exp-bins
	@mkdir -p $(WM_REPORTS)
	@$(foreach m,$(WM_MODES),\
	  d=build/$(WM_CFG_$(m))/wm_util && mkdir -p $$d && rm -f $$d/$(m).series && \
	  echo "wm-util [$(WM_CFG_$(m))]: mode $(m) (spatial_en $(WM_SP_$(m))): $(WM_RUNS), $(WM_TBS) TBs, seeds $(WM_SEED)+$(WM_SEEDS)" && \
	  build/$(WM_CFG_$(m))/bin/wm_util $(WM_UTIL_ARGS) --spatial $(WM_SP_$(m)) --mode $(m) \
	    --series $$d/$(m).series > $$d/$(m).csv.new && mv -f $$d/$(m).csv.new $$d/$(m).csv &&) true
	@build/$(WM_TABLE2_CONFIG)/bin/wm_util --report --table $(WM_TABLE) --fix $(WM_FIX) --claims $(WM_CLAIMS) \
	  --md $(WM_REPORTS)/wm_util.md --csv $(WM_REPORTS)/wm_util.csv --svg $(WM_REPORTS)/wm_util.svg \
	  $(foreach m,$(WM_MODES),--rows build/$(WM_CFG_$(m))/wm_util/$(m).csv --series build/$(WM_CFG_$(m))/wm_util/$(m).series)
	@cat $(WM_REPORTS)/wm_util.md
	@echo "wm-util: report in $(WM_REPORTS)/wm_util.md, rows in wm_util.csv, plot in wm_util.svg"

# The committed figures: the reports of `make wm-table2` and `make wm-util` with their provenance
# (mk/results.mk).
RESULTS_PAGES            += wm_table2 wm_util
RESULTS_TITLE_wm_table2  := WarpMan: D2 Table 2 on the SM model
RESULTS_RUN_wm_table2    := wm-table2
RESULTS_REPORT_wm_table2  = $(WM_REPORTS)/wm_table2.md
RESULTS_LINE_wm_table2    = Every row of D2 Table 2 ($(WM_TABLE)), as printed and as corrected ($(WM_FIX)), on $(WM_TABLE2_CONFIG).
RESULTS_TITLE_wm_util    := WarpMan: resource utilisation under TB-level and warp-level management
RESULTS_RUN_wm_util      := wm-util
RESULTS_REPORT_wm_util    = $(WM_REPORTS)/wm_util.md
RESULTS_FILES_wm_util     = $(WM_REPORTS)/wm_util.svg
RESULTS_LINE_wm_util      = Modes $(WM_MODES), runs $(WM_RUNS), $(WM_TBS) TBs, base $(WM_BASE), spread $(WM_SPREAD), latency $(WM_LAT), seeds $(WM_SEED)+$(WM_SEEDS). The plot: [wm_util.svg](wm_util.svg), beside this page.

wm-exp-check: wm-exp-bins
	@bash experiments/wm/test_wm_exp.sh build/$(WM_TABLE2_CONFIG)/bin/wm_table2 \
	  $(foreach m,$(WM_MODES),$(m)=build/$(WM_CFG_$(m))/bin/wm_util)
