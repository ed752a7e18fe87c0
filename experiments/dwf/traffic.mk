# experiments/dwf/traffic.mk: closed-loop SIMT traffic on the DWF scheduler versus a PDOM per-warp-stack
# baseline (experiments/dwf/dwf_traffic.c, kernels in experiments/dwf/dwf_kernel.{h,c}). Included by the Makefile
# after its variables (B, GEN, BIN, CONFIG, INCS, CC, CFLAGS_COMMON, CFLAGS_OPT, C_HDRS, Q, say,
# and wt_with_children / CHILDREN_dwf_sched).
#
#   make traffic         build build/<config>/bin/dwf_traffic for every configuration of
#                        TRAFFIC_CONFIGS, run every kernel on both machines, print the utilisation
#                        table with one line of interpretation per row, and write it to
#                        build/reports/traffic.md (rows: build/<config>/traffic/traffic.csv)
#   make results-traffic make traffic, written to docs/results/traffic.md with the command, commit,
#                        date and processor (a page of `make results`, mk/results.mk)
#   make traffic-check   experiments/dwf/test_traffic.sh: utilisations known by hand, the equal
#                        thread-instruction check and the per-issue path check must each fire
#
# TRAFFIC_LAT (writeback latency, scheduler cycles) and TRAFFIC_SEED (kernel seed) change the run.
# The kernels of TRAFFIC_SWEEP_KERNELS also run with the TRAFFIC_SWEEP - 1 seeds after
# TRAFFIC_SEED; the report summarises them (one seed of a random graph proves little).
# `make traffic TRAFFIC_CONFIGS=dwf_baseline` runs one configuration.
#
# The tool links the C models it needs straight from rtl_c/ (they need not be in BLOCKS).

TRAFFIC_CONFIGS ?= dwf_baseline dwf_noswz
# The scheduling policies (the dwf knob POLICY, SPEC 1.8: 0 DMaj, 1 DTime, 2 DPC, 3 DMin,
# 4 DPdPri) each configuration of TRAFFIC_CONFIGS runs under. POLICY 0 is the configuration itself;
# every other value v a configuration derived from it, build/traffic/cfg/<config>_pol_<policy>.cfg
# (`base = <config>`, `POLICY = v`), built and run like a sweep point (mk/sweep.mk); `_pol_` keeps
# the names apart from the registered policy test configurations (dwf_toy_dtime, ...). DPdPri
# (4) reads the harness's per-lane reconvergence bits (in_rcv).
TRAFFIC_POLICIES ?= 0 1 2 3 4
TRAFFIC_POL_NAME_0 := dmaj
TRAFFIC_POL_NAME_1 := dtime
TRAFFIC_POL_NAME_2 := dpc
TRAFFIC_POL_NAME_3 := dmin
TRAFFIC_POL_NAME_4 := dpdpri
# <config>:<derived name>:<POLICY> for every run, the base configurations' own first.
TRAFFIC_RUNS := $(foreach p,$(TRAFFIC_POLICIES),$(foreach c,$(TRAFFIC_CONFIGS),\
  $(c):$(if $(filter 0,$(p)),$(c),$(c)_pol_$(TRAFFIC_POL_NAME_$(p))):$(p)))
TRAFFIC_CFG_DIR := build/traffic/cfg
traffic_word = $(word $(2),$(subst :, ,$(1)))
# The make arguments of one run: a derived configuration names its file and the configuration
# whose blocks it builds.
traffic_args = CONFIG=$(call traffic_word,$(1),2)$(if $(filter 0,$(call traffic_word,$(1),3)),, \
  CFG_FILE=$(TRAFFIC_CFG_DIR)/$(call traffic_word,$(1),2).cfg CFG_LIKE=$(call traffic_word,$(1),1))
TRAFFIC_LAT     ?= 8
TRAFFIC_SEED    ?= 1
TRAFFIC_SWEEP   ?= 10
TRAFFIC_SWEEP_KERNELS ?= random
# The composed DWF scheduler with its children (the Makefile's CHILDREN_dwf_sched), and the PDOM
# stack.
TRAFFIC_MODELS := $(strip $(call wt_with_children,dwf_sched)) pdom_stack dwf_lane_conflict
TRAFFIC_SRCS   := experiments/dwf/dwf_traffic.c experiments/dwf/dwf_kernel.c rtl_c/wt_block.c $(TRAFFIC_MODELS:%=rtl_c/%.c)
TRAFFIC_DIR    := $(B)/traffic
TRAFFIC_BIN    := $(BIN)/dwf_traffic
# Sub-makes read the same top-level makefile as this run.
TRAFFIC_MAKE   := $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST))

.PHONY: traffic traffic-here traffic-bin traffic-check

# One program per configuration, built from the sources directly.
$(TRAFFIC_BIN): $(TRAFFIC_SRCS) experiments/dwf/dwf_kernel.h $(C_HDRS) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -Iexperiments/dwf $(INCS) -o $@ $(TRAFFIC_SRCS)

traffic-bin: $(TRAFFIC_BIN)

traffic: | build/reports
	@mkdir -p $(TRAFFIC_CFG_DIR)
	@$(foreach r,$(filter-out %:0,$(TRAFFIC_RUNS)),printf 'base = %s\nPOLICY = %s\n' $(call traffic_word,$(r),1) \
	  $(call traffic_word,$(r),3) > $(TRAFFIC_CFG_DIR)/$(call traffic_word,$(r),2).cfg.new && \
	  { cmp -s $(TRAFFIC_CFG_DIR)/$(call traffic_word,$(r),2).cfg.new $(TRAFFIC_CFG_DIR)/$(call traffic_word,$(r),2).cfg || \
	    mv -f $(TRAFFIC_CFG_DIR)/$(call traffic_word,$(r),2).cfg.new $(TRAFFIC_CFG_DIR)/$(call traffic_word,$(r),2).cfg; } &&) true
	@$(foreach r,$(TRAFFIC_RUNS),$(TRAFFIC_MAKE) traffic-here $(call traffic_args,$(r)) &&) true
	@build/$(firstword $(TRAFFIC_CONFIGS))/bin/dwf_traffic --report \
	  $(foreach r,$(TRAFFIC_RUNS),build/$(call traffic_word,$(r),2)/traffic/traffic.csv) \
	  > build/reports/traffic.md.new || { rm -f build/reports/traffic.md.new; exit 1; }
	@mv -f build/reports/traffic.md.new build/reports/traffic.md
	@cat build/reports/traffic.md
	@echo "traffic: $(words $(TRAFFIC_RUNS)) configuration(s); table in build/reports/traffic.md"

traffic-here: $(TRAFFIC_BIN)
	@mkdir -p $(TRAFFIC_DIR)
	@echo "traffic [$(CONFIG)]: every kernel on PDOM and DWF (LAT $(TRAFFIC_LAT), seed $(TRAFFIC_SEED); $(TRAFFIC_SWEEP_KERNELS) over $(TRAFFIC_SWEEP) seeds)"
	@$(TRAFFIC_BIN) --csv --config-name $(CONFIG) --lat $(TRAFFIC_LAT) --seed $(TRAFFIC_SEED) \
	  > $(TRAFFIC_DIR)/traffic.csv.new
	@if [ $(TRAFFIC_SWEEP) -gt 1 ]; then \
	  $(TRAFFIC_BIN) --csv --config-name $(CONFIG) --lat $(TRAFFIC_LAT) \
	    $(TRAFFIC_SWEEP_KERNELS:%=--kernel %) --seeds $$(($(TRAFFIC_SEED) + 1))-$$(($(TRAFFIC_SEED) + $(TRAFFIC_SWEEP) - 1)) \
	    | tail -n +2 >> $(TRAFFIC_DIR)/traffic.csv.new; \
	fi
	@mv -f $(TRAFFIC_DIR)/traffic.csv.new $(TRAFFIC_DIR)/traffic.csv

# The committed figures: the report of `make traffic` with its provenance (mk/results.mk).
RESULTS_PAGES          += traffic
RESULTS_TITLE_traffic  := Dynamic warp formation in closed loop: SIMT utilisation against PDOM
RESULTS_RUN_traffic    := traffic
RESULTS_REPORT_traffic := build/reports/traffic.md
RESULTS_LINE_traffic    = Configurations $(TRAFFIC_CONFIGS), each under POLICY $(TRAFFIC_POLICIES), writeback latency $(TRAFFIC_LAT), seed $(TRAFFIC_SEED); $(TRAFFIC_SWEEP_KERNELS) over $(TRAFFIC_SWEEP) seeds.

# The hand-checked test runs on the toy configuration (4 lanes: utilisations by hand), on dwf_lc1
# (the toy with the LC_MINUS1 reading of the lane-conflict stall), on dwf_toy_dpdpri (the toy under
# DPdPri, which reads the harness's reconvergence bits) and on the traffic configurations.
TRAFFIC_CHECK_CONFIGS ?= dwf_toy dwf_lc1 dwf_toy_dpdpri $(TRAFFIC_CONFIGS)

traffic-check:
	@for c in $(TRAFFIC_CHECK_CONFIGS); do $(TRAFFIC_MAKE) traffic-bin CONFIG=$$c || exit 1; done
	@bash experiments/dwf/test_traffic.sh $(foreach c,$(TRAFFIC_CHECK_CONFIGS),build/$(c)/bin/dwf_traffic)
