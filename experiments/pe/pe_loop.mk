# experiments/pe/pe_loop.mk: closed-loop P-mode runs on a small SM issue model around the pe_unit
# C model (experiments/pe/pe_loop.c, pe_sm.{h,c}, pe_isa.{h,c}). Included by the Makefile after its
# variables (B, BIN, CONFIG, INCS, CC, CFLAGS_COMMON, CFLAGS_OPT, C_HDRS, Q, say, wt_with_children).
#
#   make pe-loop         every kernel with P-mode off, entered without pre-execution (noexec, the
#                        control) and on, for each run of PE_LOOP_RUNS (<config> or <config>@<warps>,
#                        the warp slots used: the 48-warp baseline, the baseline with 8 warp slots,
#                        pe_small; a kernel of several waves, PE_KERNELS, launches that many times
#                        as many warps, CTA by CTA as slots free up), and the sweeps
#                        of the P-queue size (PE_LOOP_PQ) and of the rename pool (PE_LOOP_RREGS) on
#                        the baseline; writes the figures table with D1's numbers beside it to
#                        build/reports/pe_loop.md (rows: build/<config>/pe_loop/pe_loop[_w<warps>].csv)
#   make pe-loop-docs    make results-pe_loop (mk/results.mk): make pe-loop, written to
#                        docs/results/pe_loop.md with the command, commit, date and processor (the
#                        README's figures of the closed loop are there)
#   make pe-loop-check   experiments/pe/test_pe_loop.sh (in make test): the value check of every
#                        kernel with P-mode off and on, CTAs in waves through fewer warp slots, each
#                        injected fault caught, the figures of Figure 5 with fixed latencies worked
#                        out by hand, bad-input errors
#   make pe-loop-rtl     the same closed loop driving the Verilated pe_unit in lock-step with the C
#                        model: `make pe-loop-rtl PE_LOOP_KERNEL=diverge` runs scenario
#                        loop_<kernel> on pe_small (make test runs loop_* through the cosim stage)
#
# PE_LOOP_SEED (latency jitter), PE_LOOP_ITER (trip count, 0 = the kernel's default) change the run.
# A sweep point is a configuration derived from pe_baseline with one knob changed, written under
# build/pe_loop/cfg/ (nothing in configs/), and built like a sweep's (CFG_FILE, CFG_LIKE).

PE_LOOP_RUNS    ?= pe_baseline pe_baseline@8 pe_small
PE_LOOP_PQ      ?= 4 8 16 32
PE_LOOP_RREGS   ?= 32 64 128 256
# The sweeps run at these warp counts: the full SM, and a latency-bound one where P-mode warps get
# issue slots (at 48 warps N-mode leaves P-mode few).
PE_LOOP_SWEEP_WARPS ?= 48 8
PE_LOOP_SEED    ?= 1
PE_LOOP_ITER    ?= 0
PE_LOOP_WARPS   ?=
PE_LOOP_KERNEL  ?= fig5
PE_LOOP_MODELS  := $(strip $(call wt_with_children,pe_unit))
# The SM model and the kernels are pe_unit's stimulus sources too (STIM_DEPS_pe_unit, mk/papers/pe.mk),
# so their folder is on the include path.
PE_LOOP_SRCS    := experiments/pe/pe_loop.c $(STIM_DEPS_pe_unit) rtl_c/wt_block.c \
                   $(PE_LOOP_MODELS:%=rtl_c/%.c)
PE_LOOP_BIN     := $(BIN)/pe_loop
PE_LOOP_DIR     := $(B)/pe_loop
PE_LOOP_MAKE    := $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST))
PE_LOOP_CFGDIR  := build/pe_loop/cfg

.PHONY: pe-loop pe-loop-here pe-loop-bin pe-loop-check pe-loop-rtl pe-loop-docs

$(PE_LOOP_BIN): $(PE_LOOP_SRCS) $(C_HDRS) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) $(INCS) -o $@ $(PE_LOOP_SRCS)

pe-loop-bin: $(PE_LOOP_BIN)

# A run <config>[@<warps>]: its configuration, its warp slots (empty: all) and its rows file.
pe_loop_cfg_of = $(word 1,$(subst @, ,$(1)))
pe_loop_w_of   = $(word 2,$(subst @, ,$(1)))
pe_loop_csv    = build/$(call pe_loop_cfg_of,$(1))/pe_loop/pe_loop$(if $(call pe_loop_w_of,$(1)),_w$(call pe_loop_w_of,$(1))).csv
PE_LOOP_NAME   := $(CONFIG)$(if $(PE_LOOP_WARPS),@$(PE_LOOP_WARPS)w)
PE_LOOP_CSV    := $(call pe_loop_csv,$(CONFIG)$(if $(PE_LOOP_WARPS),@$(PE_LOOP_WARPS)))

# One configuration: every kernel in every mode; the CSV appears only when every run passed.
pe-loop-here: $(PE_LOOP_BIN)
	@mkdir -p $(PE_LOOP_DIR)
	@echo "pe-loop [$(PE_LOOP_NAME)]: every kernel, P-mode off, noexec and on (seed $(PE_LOOP_SEED))"
	@$(PE_LOOP_BIN) --config-name $(PE_LOOP_NAME) --seed $(PE_LOOP_SEED) $(if $(filter-out 0,$(PE_LOOP_ITER)),--iter $(PE_LOOP_ITER)) \
	  $(if $(PE_LOOP_WARPS),--warps $(PE_LOOP_WARPS)) > $(PE_LOOP_CSV).new || { rm -f $(PE_LOOP_CSV).new; exit 1; }
	@mv -f $(PE_LOOP_CSV).new $(PE_LOOP_CSV)

# A derived configuration: pe_baseline with knob $(1) = $(2), run at each of PE_LOOP_SWEEP_WARPS.
pe_loop_cfg = $(PE_LOOP_CFGDIR)/pe_baseline_$(1)_$(2).cfg
pe_loop_point = printf 'base = pe_baseline\n%s = %s\n' $(1) $(2) > $(call pe_loop_cfg,$(1),$(2)) && \
  $(foreach w,$(PE_LOOP_SWEEP_WARPS),$(PE_LOOP_MAKE) pe-loop-here CONFIG=pe_baseline_$(1)_$(2) \
    CFG_FILE=$(call pe_loop_cfg,$(1),$(2)) CFG_LIKE=pe_baseline PE_LOOP_WARPS=$(w) &&) true
# The report's sweep arguments of knob $(1) over values $(2): one table per warp count.
pe_loop_sweep_args = $(foreach w,$(PE_LOOP_SWEEP_WARPS),--sweep $(1)@$(w)w \
  $(foreach v,$(2),$(call pe_loop_csv,pe_baseline_$(1)_$(v)@$(w))))

pe-loop: | build/reports
	@$(foreach r,$(PE_LOOP_RUNS),$(PE_LOOP_MAKE) pe-loop-here CONFIG=$(call pe_loop_cfg_of,$(r)) PE_LOOP_WARPS=$(call pe_loop_w_of,$(r)) &&) true
	@mkdir -p $(PE_LOOP_CFGDIR)
	@$(foreach v,$(PE_LOOP_PQ),$(call pe_loop_point,PQ,$(v)) &&) true
	@$(foreach v,$(PE_LOOP_RREGS),$(call pe_loop_point,RREGS,$(v)) &&) true
	@build/$(call pe_loop_cfg_of,$(firstword $(PE_LOOP_RUNS)))/bin/pe_loop --report \
	  $(foreach r,$(PE_LOOP_RUNS),$(call pe_loop_csv,$(r))) \
	  $(call pe_loop_sweep_args,PQ,$(PE_LOOP_PQ)) $(call pe_loop_sweep_args,RREGS,$(PE_LOOP_RREGS)) \
	  > build/reports/pe_loop.md.new || { rm -f build/reports/pe_loop.md.new; exit 1; }
	@mv -f build/reports/pe_loop.md.new build/reports/pe_loop.md
	@cat build/reports/pe_loop.md
	@echo "pe-loop: table in build/reports/pe_loop.md"

# The committed figures (README "Reports"): the report of `make pe-loop` with its provenance, the
# page docs/results/pe_loop.md of `make results` (mk/results.mk).
RESULTS_PAGES          += pe_loop
RESULTS_TITLE_pe_loop  := Warped-Preexecution in closed loop: the figures
RESULTS_RUN_pe_loop    := pe-loop
RESULTS_REPORT_pe_loop := build/reports/pe_loop.md
RESULTS_LINE_pe_loop    = Runs $(PE_LOOP_RUNS), seed $(PE_LOOP_SEED); the model, the kernels and what the columns mean: README, "P-mode in closed loop".
pe-loop-docs: results-pe_loop

# The checks run on the small configuration (hand-worked figures, faults) and the baseline.
PE_LOOP_CHECK_CONFIGS ?= pe_small pe_baseline

pe-loop-check:
	@for c in $(PE_LOOP_CHECK_CONFIGS); do $(PE_LOOP_MAKE) pe-loop-bin CONFIG=$$c || exit 1; done
	@bash experiments/pe/test_pe_loop.sh $(foreach c,$(PE_LOOP_CHECK_CONFIGS),build/$(c)/bin/pe_loop)

pe-loop-rtl:
	@$(PE_LOOP_MAKE) cosim-one CONFIG=pe_small BLOCK=pe_unit SCENARIO=loop_$(PE_LOOP_KERNEL) SEEDS=0
