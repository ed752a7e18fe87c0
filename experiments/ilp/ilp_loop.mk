# experiments/ilp/ilp_loop.mk: closed-loop runs of the many-thread-aware shared scoreboard (D0
# §4.4.2) on a small SM issue model around the ilp_scoreboard C model (experiments/ilp/ilp_loop.c,
# ilp_sm.{h,c}; the kernels, interpreter and L1 of experiments/common/). Included through PAPER_MK
# (mk/papers/ilp.mk) after the Makefile's variables (B, BIN, CONFIG, INCS, CC, CFLAGS_COMMON,
# CFLAGS_OPT, C_HDRS, Q, say).
#
#   make ilp-loop        every kernel of the figures on D0's baseline (base), the shared scoreboard
#                        (sb) and a per-warp pending-register scoreboard (pend) at 8, 16 and 32 warps
#                        on ILP_LOOP_CONFIG, and the variants: the entries sweep (ILP_LOOP_ENTRIES,
#                        SB_ENTRIES changed) and one issue every ILP_LOOP_ISSUE cycles (SPEC S3);
#                        writes the table with D0's figures beside it to build/reports/ilp_loop.md
#                        (rows: build/<config>/ilp_loop/ilp_loop[_i<n>].csv)
#   make ilp-loop-docs   make results-ilp_loop (mk/results.mk): make ilp-loop, written to
#                        docs/results/ilp_loop.md with the command, commit, date and processor
#   make ilp-loop-check  experiments/ilp/test_ilp_loop.sh (in make test, on ILP_LOOP_CONFIG and
#                        ilp_e4): the value check of every kernel on every machine, cycle and
#                        untracked-issue counts worked out by hand, each injected fault caught,
#                        bad-input errors
#
# ILP_LOOP_SEEDS (latency jitter: the report averages IPC over them), ILP_LOOP_ITER (trip count)
# change the run. A sweep point is a
# configuration derived from ILP_LOOP_CONFIG with one knob changed, written under
# build/ilp_loop/cfg/ (nothing in configs/), and built like a sweep's (CFG_FILE, CFG_LIKE).

ILP_LOOP_CONFIG  ?= ilp_baseline
ILP_LOOP_ENTRIES ?= 4 16 32
ILP_LOOP_SEEDS   ?= 1 2 3 4 5
ILP_LOOP_ITER    ?= 16
ILP_LOOP_ISSUE   ?= 4
ILP_LOOP_SRCS    := experiments/ilp/ilp_loop.c experiments/ilp/ilp_sm.c experiments/common/pe_isa.c \
                    experiments/common/sim_l1.c experiments/common/sim_util.c rtl_c/ilp_scoreboard.c \
                    rtl_c/wt_block.c
ILP_LOOP_BIN     := $(BIN)/ilp_loop
ILP_LOOP_MAKE    := $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST))
ILP_LOOP_CFGDIR  := build/ilp_loop/cfg
ilp_loop_csv      = build/$(1)/ilp_loop/ilp_loop$(2).csv

.PHONY: ilp-loop ilp-loop-here ilp-loop-bin ilp-loop-check ilp-loop-docs

$(ILP_LOOP_BIN): $(ILP_LOOP_SRCS) experiments/ilp/ilp_sm.h $(C_HDRS) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -Iexperiments/ilp -Iexperiments/common $(INCS) -o $@ $(ILP_LOOP_SRCS) -lm

ilp-loop-bin: $(ILP_LOOP_BIN)

# One configuration: every kernel, machine and warp count (ILP_LOOP_HERE_ARGS: more options, and
# ILP_LOOP_HERE_SUFFIX the CSV's name suffix); the CSV appears only when every run passed.
ILP_LOOP_HERE_ARGS   ?=
ILP_LOOP_HERE_SUFFIX ?=
ILP_LOOP_HERE_CSV     = $(call ilp_loop_csv,$(CONFIG),$(ILP_LOOP_HERE_SUFFIX))
ilp-loop-here: $(ILP_LOOP_BIN)
	@mkdir -p $(B)/ilp_loop
	@echo "ilp-loop [$(CONFIG)$(ILP_LOOP_HERE_ARGS:%= %)]: base, sb, pend at 8, 16, 32 warps (seeds $(ILP_LOOP_SEEDS), $(ILP_LOOP_ITER) trips)"
	@rm -f $(ILP_LOOP_HERE_CSV).new
	@$(foreach s,$(ILP_LOOP_SEEDS),$(ILP_LOOP_BIN) --config-name $(CONFIG) --seed $(s) --iter $(ILP_LOOP_ITER) \
	  $(ILP_LOOP_HERE_ARGS) $(if $(filter-out $(firstword $(ILP_LOOP_SEEDS)),$(s)),--no-header) \
	  >> $(ILP_LOOP_HERE_CSV).new &&) true || { rm -f $(ILP_LOOP_HERE_CSV).new; exit 1; }
	@mv -f $(ILP_LOOP_HERE_CSV).new $(ILP_LOOP_HERE_CSV)

# A derived configuration: ILP_LOOP_CONFIG with SB_ENTRIES = $(1).
ilp_loop_ecfg  = $(ILP_LOOP_CONFIG)_SB_ENTRIES_$(1)
ilp_loop_point = printf 'base = $(ILP_LOOP_CONFIG)\nSB_ENTRIES = %s\n' $(1) > $(ILP_LOOP_CFGDIR)/$(call ilp_loop_ecfg,$(1)).cfg && \
  $(ILP_LOOP_MAKE) ilp-loop-here CONFIG=$(call ilp_loop_ecfg,$(1)) \
    CFG_FILE=$(ILP_LOOP_CFGDIR)/$(call ilp_loop_ecfg,$(1)).cfg CFG_LIKE=$(ILP_LOOP_CONFIG)

ilp-loop: | build/reports
	@$(ILP_LOOP_MAKE) ilp-loop-here CONFIG=$(ILP_LOOP_CONFIG)
	@$(ILP_LOOP_MAKE) ilp-loop-here CONFIG=$(ILP_LOOP_CONFIG) ILP_LOOP_HERE_ARGS="--issue-every $(ILP_LOOP_ISSUE)" \
	  ILP_LOOP_HERE_SUFFIX=_i$(ILP_LOOP_ISSUE)
	@mkdir -p $(ILP_LOOP_CFGDIR)
	@$(foreach v,$(ILP_LOOP_ENTRIES),$(call ilp_loop_point,$(v)) &&) true
	@build/$(ILP_LOOP_CONFIG)/bin/ilp_loop --report $(call ilp_loop_csv,$(ILP_LOOP_CONFIG)) \
	  $(foreach v,$(ILP_LOOP_ENTRIES),--variant SB_ENTRIES=$(v) $(call ilp_loop_csv,$(call ilp_loop_ecfg,$(v)))) \
	  --variant "one issue every $(ILP_LOOP_ISSUE) cycles" $(call ilp_loop_csv,$(ILP_LOOP_CONFIG),_i$(ILP_LOOP_ISSUE)) \
	  > build/reports/ilp_loop.md.new || { rm -f build/reports/ilp_loop.md.new; exit 1; }
	@mv -f build/reports/ilp_loop.md.new build/reports/ilp_loop.md
	@cat build/reports/ilp_loop.md
	@echo "ilp-loop: table in build/reports/ilp_loop.md"

# The committed figures: the report of `make ilp-loop` with its provenance, the page
# docs/results/ilp_loop.md of `make results` (mk/results.mk).
RESULTS_PAGES           += ilp_loop
RESULTS_TITLE_ilp_loop  := The shared scoreboard in closed loop: the figures
RESULTS_RUN_ilp_loop    := ilp-loop
RESULTS_REPORT_ilp_loop := build/reports/ilp_loop.md
RESULTS_LINE_ilp_loop    = Configuration $(ILP_LOOP_CONFIG), entries sweep $(ILP_LOOP_ENTRIES), issue every 1 and $(ILP_LOOP_ISSUE) cycles, seeds $(ILP_LOOP_SEEDS), $(ILP_LOOP_ITER) trips; the model, the kernels and what the columns mean: docs/papers/ilp.md (its closed-loop section).
ilp-loop-docs: results-ilp_loop

# The checks: the baseline configuration and ilp_e4 (4 entries: the hand-worked untracked issue).
ILP_LOOP_CHECK_E4 ?= ilp_e4

ilp-loop-check:
	@for c in $(ILP_LOOP_CONFIG) $(ILP_LOOP_CHECK_E4); do $(ILP_LOOP_MAKE) ilp-loop-bin CONFIG=$$c || exit 1; done
	@bash experiments/ilp/test_ilp_loop.sh build/$(ILP_LOOP_CONFIG)/bin/ilp_loop build/$(ILP_LOOP_CHECK_E4)/bin/ilp_loop
