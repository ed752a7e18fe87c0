# mk/stages.mk: the stages of `make test` and of the main job (`make`), as lists of independent
# jobs run in parallel. Included by the Makefile after every rule; reads the papers' registrations
# (BLOCKS, CONFIGS, TEST_CONFIGS, TEST_BLOCKS_<c>, SC_TEST_CONFIGS, PAPERS, BLOCKS_<p>,
# MUTANT_CONFIG_<p>, PAPER_CHECKS, BASELINE_<b>) and names no block.
#
# A job is one stage for one block and one configuration ("-" where it has none). It is the make
# target <root>/<stage>/<block>/<config>/result, where <root> is build/test (make test) or
# build/main (make); its recipe (tools/testjob.sh) runs the stage's make command into a log beside
# the result file, never fails itself (so every job runs even after a failure), and prints one line
# with a running count: `[37/212] PASS cosim dwf_majority dwf_toy (12.3 s)`. At the end
# tools/tally.sh prints `test: N passed, M failed` and, for each failed job, the command that reruns
# it and its log. A job that left no result file counts as failed.
#
# Jobs run with `make -j$(nproc)` unless -j was given. `TEST_JOBS=1 make test` runs one at a time.

#############################
# The stages (read me)      #
#############################

# Once per configuration (CONFIGS and TEST_CONFIGS): build what every job of it shares (target prep).
CONFIG_PREP_STAGE := build
# Once per configuration of CONFIGS.
CONFIG_STAGES := params-check unit-generic
# Per block x configuration of CONFIGS. `sc` runs only on SC_TEST_CONFIGS.
BLOCK_STAGES := synth cosim replay unit-san unit lint vectors-check sc
# Per unit (a block with CHILDREN_<unit>) x configuration of CONFIGS: its timing. A unit's `synth`
# job runs Yosys alone (children as blackboxes), beside its children's synthesis; `sta` times its
# netlist with theirs once all are done.
UNIT_STAGES := sta
# Per block x test configuration, for the blocks of TEST_BLOCKS_<config>: TEST_CFG_STAGES, or the
# configuration's own TEST_CFG_STAGES_<config> (Makefile).
# Per block, on its baseline: the knob-declaration check.
BASELINE_STAGES := knobs-check
# Once: configuration-file errors, the registration check, a new knob family changes no vector
# file, malformed vector files, one regression list under every engine (make, xargs, GNU parallel,
# a local Slurm cluster), malformed sweep requests and one small sweep (`make sweep`), the SRAM
# area model's unit test, the bits report with FFs = MODEL (after every synthesis) and against
# SPEC's numbers, the report page rendered by headless chromium (after bits), each paper's
# mutants, the papers' experiment checks, libwarptwin (its Check suite plain and sanitized,
# install and the C example, the DPI-C example passing and catching a planted bug), and
# byo-replay-check: foreign RTL (examples/foreign/) through its port map on both simulators, good
# and with a planted bug, and the map-error tests; byo-dpi-check: the same foreign RTL beside the
# DPI-C reference model on Verilator; results-check: the figure pages of docs/results/ carry their
# command and commit, every link into them resolves, README's headline block is the page's;
# docs-check: every relative link and anchor of README.md and docs/ resolves (tools/doc_links.sh);
# format-check: every C/C++ source follows .clang-format (mk/format.mk).
ONCE_STAGES := cfg-check registry-check knob-isolation vec-errors byo-replay-check regress-check \
               sweep-check sram-check bits bits-check report-check lib-check byo-dpi-check \
               results-check docs-check format-check
# The main job: build, lock-step co-simulation of every block on its paper baseline and the storage
# bits of every baseline (bits-model: PAPER, PAPER-FIELDS, MODEL, no synthesis); then the summary
# and the report page. Synthesis (FFs, area, timing) is `make bits`, and a job of `make test`:
# Yosys 0.23 needs over 15 CPU-minutes for the baselines (docs/synth_times.md), more than the main
# job's whole budget.
MAIN_BLOCK_STAGES := cosim

# The make arguments that run stage $(1) for block $(2), configuration $(3) (the rerun command).
# A configuration's sub-make builds only its blocks (cfg_blocks in the Makefile).
GENERIC_UNIT_TESTS := $(patsubst tb/unit/test_%.c,%,$(wildcard tb/unit/test_wt_*.c))
stage_args_build          = CONFIG=$(3) prep
stage_args_params-check   = CONFIG=$(3) params-check
stage_args_unit-generic   = CONFIG=$(3) UNIT_TESTS="$(GENERIC_UNIT_TESTS)" unit unit-san
stage_args_unit           = CONFIG=$(3) UNIT_TESTS=$(2) unit
stage_args_unit-san       = CONFIG=$(3) UNIT_TESTS=$(2) unit-san
stage_args_lint           = CONFIG=$(3) BLOCK=$(2) lint
# A paper may shorten the random lock-step cycles of a block too slow at a configuration
# (COSIM_CYCLES_<block>@<config>, with its reason); the scenarios always run whole.
stage_args_cosim          = CONFIG=$(3) BLOCK=$(2) cosim-one$(addprefix $(eval) CYCLES=,$(COSIM_CYCLES_$(2)@$(3)))
stage_args_vectors-check  = CONFIG=$(3) BLOCK=$(2) vectors-check
# Under make test's root, Icarus leaves the fresh random file of the pairs in ICARUS_FULL_RANDOM,
# and Verilator the replay of the pairs in VERILATOR_FULL_REPLAY, to make test-full (mk/vectors.mk).
stage_args_replay         = CONFIG=$(3) BLOCK=$(2) replay-one$(if $(filter $(TEST_DIR),$(4)), ICARUS_NO_FRESH_RANDOM=1 VERILATOR_NO_REPLAY=1)
stage_args_synth          = CONFIG=$(3) BLOCK=$(2) $(if $(CHILDREN_$(2)),synth-yosys-here,synth-here)
stage_args_sta            = CONFIG=$(3) BLOCK=$(2) synth-here
stage_args_sc             = CONFIG=$(3) BLOCK=$(2) sc
stage_args_knobs-check    = CONFIG=$(3) BLOCK=$(2) knobs-check
stage_args_cfg-check      = cfg-check
stage_args_registry-check = registry-check
stage_args_knob-isolation = knob-isolation
stage_args_vec-errors     = vec-errors
stage_args_byo-replay-check = byo-check
stage_args_regress-check  = regress-check
stage_args_sweep-check    = sweep-check
# Under make test's root, the report and its check leave out the syntheses only make test-full
# runs (TEST_FULL_SYNTH, mk/synth.mk); $(4) is the job's root.
bits_partial_at = $(if $(filter $(TEST_DIR),$(1)), BITS_PARTIAL=1)
stage_args_bits           = bits BITS_STRICT=1$(call bits_partial_at,$(4))
stage_args_bits-model     = bits-model
stage_args_sram-check     = sram-check
stage_args_bits-check     = bits-check$(call bits_partial_at,$(4))
stage_args_report-check   = report-check
stage_args_byo-dpi-check  = byo-dpi-check
stage_args_lib-check      = lib-check
stage_args_results-check  = results-check
stage_args_docs-check     = docs-check
stage_args_format-check   = format-check
stage_args_mutants        = mutants-$(2) MUTANT_TRACED_PAPERS=$(MUTANT_TRACED_TEST)
$(foreach c,$(PAPER_CHECKS),$(eval stage_args_$(c) = $(c)))

#############################
# The job lists             #
#############################

# The jobs of stages $(1) for every unit of every configuration of CONFIGS.
unit_jobs = $(foreach s,$(1),$(foreach c,$(CONFIGS),$(foreach b,$(call cfg_blocks,$(c)),$(if $(CHILDREN_$(b)),$(s)/$(b)/$(c)))))

# Job ids: stage/block/config. Listed longest first (make starts them in this order, and a job
# whose prerequisite jobs are not done yet waits without holding the others): the builds, then the
# mutants, the papers' checks and the once-stages (the long library, foreign-RTL, regression and
# sweep checks among them, which at the end of the list ran last, on one core), then stage by stage.
TEST_FULL_JOBS_LIST := \
  $(foreach c,$(ALL_CONFIGS),$(CONFIG_PREP_STAGE)/-/$(c)) \
  $(foreach p,$(PAPERS),mutants/$(p)/$(MUTANT_CONFIG_$(p))) \
  $(foreach c,$(PAPER_CHECKS),$(c)/-/-) \
  $(foreach s,$(ONCE_STAGES),$(s)/-/-) \
  $(foreach s,$(filter-out sc,$(BLOCK_STAGES)),$(foreach c,$(CONFIGS),$(foreach b,$(call cfg_blocks,$(c)),$(s)/$(b)/$(c)))) \
  $(call unit_jobs,$(UNIT_STAGES)) \
  $(foreach c,$(SC_TEST_CONFIGS),$(foreach b,$(call cfg_blocks,$(c)),sc/$(b)/$(c))) \
  $(foreach c,$(TEST_CONFIGS),$(foreach b,$(TEST_BLOCKS_$(c)),$(foreach s,$(call test_cfg_stages,$(c)),$(s)/$(b)/$(c)))) \
  $(foreach c,$(CONFIGS),$(foreach s,$(CONFIG_STAGES),$(s)/-/$(c))) \
  $(foreach b,$(ALL_BLOCKS),$(foreach s,$(BASELINE_STAGES),$(s)/$(b)/$(BASELINE_$(b))))
# make test: every job of make test-full except the syntheses (and a unit's timing) of
# TEST_FULL_SYNTH_ALL (mk/synth.mk): each of those blocks is still synthesized and timed in make
# test on another configuration, and its `bits` row there is checked with FFs = MODEL.
TEST_FULL_ONLY := $(foreach p,$(TEST_FULL_SYNTH_ALL),$(foreach s,synth $(UNIT_STAGES),$(s)/$(notdir $(p))/$(patsubst %/,%,$(dir $(p)))))
TEST_JOBS_LIST := $(filter-out $(TEST_FULL_ONLY),$(TEST_FULL_JOBS_LIST))

# The units' lock-step jobs first (their builds are the longest; see MAIN_FIRST_RUN), then the
# other blocks', then the storage bits.
MAIN_CONFIGS := $(BASELINE_CONFIGS)
MAIN_COSIM := $(foreach b,$(ALL_BLOCKS),$(foreach s,$(MAIN_BLOCK_STAGES),$(s)/$(b)/$(BASELINE_$(b))))
MAIN_UNIT_COSIM := $(filter $(foreach b,$(ALL_BLOCKS),$(if $(CHILDREN_$(b)),%/$(b)/$(BASELINE_$(b)))),$(MAIN_COSIM))
MAIN_JOBS_LIST := \
  $(foreach c,$(MAIN_CONFIGS),$(CONFIG_PREP_STAGE)/-/$(c)) \
  $(filter $(MAIN_UNIT_COSIM),$(MAIN_COSIM)) $(filter-out $(MAIN_UNIT_COSIM),$(MAIN_COSIM)) \
  bits-model/-/-

# Jobs a once-stage reuses the builds of, and must not run beside (two makes building one target):
# vec-errors the replay build of its block, regress-check the lock-step and replay builds of its
# blocks. A stage that needs other jobs first sets stage_deps_<stage>.
stage_deps_vec-errors    = replay/$(VEC_ERR_BLOCK)/$(VEC_ERR_CONFIG)
stage_deps_regress-check = $(foreach s,cosim replay,$(foreach b,$(wordlist 2,3,$(REGRESS_CHECK)),$(s)/$(b)/$(word 1,$(REGRESS_CHECK))))
# The mapped replay builds in the configurations of its examples (mapgen and its own testbenches).
stage_deps_byo-replay-check = $(sort $(foreach e,$(BYO_EXAMPLES) $(BYO_ERR_BLOCK)/$(BYO_ERR_CONFIG),build/-/$(word 2,$(subst /, ,$(e)))))
# The sweep check validates with the tools of built configurations (cfggen, vecgen).
stage_deps_sweep-check   = $(foreach c,$(CONFIGS),build/-/$(c))
# The library links the block objects of every configuration it holds (mk/lib.mk, LIB_CONFIGS).
stage_deps_lib-check     = $(foreach c,$(LIB_CONFIGS),build/-/$(c))
# After lib-check: both build and install libwarptwin, which must not run twice at once.
stage_deps_byo-dpi-check = lib-check/-/-
# bits-check and report-check read the reports `bits` has just written.
stage_deps_bits-check    = bits/-/-
stage_deps_report-check  = bits/-/-
# The model-only storage bits run `bits` of every baseline configuration.
stage_deps_bits-model    = $(foreach c,$(BASELINE_CONFIGS),build/-/$(c))
# A paper's mutants job also builds in the configurations its mutants name as <block>@<config>
# (tb/mutants/run.sh): it waits for their builds.
mutant_at_cfgs = $(sort $(foreach m,$(shell sed -n 's/^ *\([a-z0-9_]*@[a-z0-9_]*\) *|.*/\1/p' tb/mutants/mutants.txt),\
  $(if $(filter $(firstword $(subst @, ,$(m))),$(BLOCKS_$(1))),$(lastword $(subst @, ,$(m))))))
stage_deps_mutants       = $(foreach c,$(call mutant_at_cfgs,$(call job_word,$(1),2)),build/-/$(c))

# Prerequisite jobs of job $(1) (stage/block/config): the build of its configuration, its stage's
# stage_deps_<stage>, and a few orderings (bits reads every synthesis and timing; a unit's timing
# reads its children's netlists and its own, so it waits for their synthesis jobs and never runs
# Yosys on the same files beside them; mutants and the papers' checks build inside
# configurations).
job_word = $(word $(2),$(subst /, ,$(1)))
job_deps = $(strip \
  $(if $(and $(filter-out build,$(call job_word,$(1),1)),$(filter-out -,$(call job_word,$(1),3))),build/-/$(call job_word,$(1),3)) \
  $(stage_deps_$(call job_word,$(1),1)) \
  $(if $(filter bits,$(call job_word,$(1),1)),$(filter synth/% sta/%,$(2))) \
  $(if $(filter sta,$(call job_word,$(1),1)),$(filter $(foreach c,$(call job_word,$(1),2) $(CHILDREN_$(call job_word,$(1),2)),synth/$(c)/$(call job_word,$(1),3)),$(2))) \
  $(if $(filter $(PAPER_CHECKS),$(call job_word,$(1),1)),$(filter build/%,$(2))))

TEST_DIR := build/test
TEST_FULL_DIR := build/test-full
MAIN_DIR := build/main

# One rule per job of list $(2) under root $(1).
define job_rule
$(1)/$(3)/result: $(foreach d,$(call job_deps,$(3),$(2)),$(1)/$(d)/result)
	@bash tools/testjob.sh $(1) $(3) '$(strip $(call stage_args_$(call job_word,$(3),1),$(call job_word,$(3),1),$(call job_word,$(3),2),$(call job_word,$(3),3),$(1)))' $$(MAKE) --no-print-directory
endef
# The rules exist only in the make that runs a job list (a goal below): a job's own make never
# runs a job, and making the ~1700 rules was half of every make's parse time (0.15 s of each of
# the ~900 makes of a make test).
JOB_RULE_GOALS := test-jobs test-full-jobs main-jobs main-first-jobs $(TEST_DIR)/% $(TEST_FULL_DIR)/% $(MAIN_DIR)/%
ifneq ($(filter $(JOB_RULE_GOALS),$(MAKECMDGOALS)),)
$(foreach j,$(TEST_JOBS_LIST),$(eval $(call job_rule,$(TEST_DIR),$(TEST_JOBS_LIST),$(j))))
$(foreach j,$(TEST_FULL_JOBS_LIST),$(eval $(call job_rule,$(TEST_FULL_DIR),$(TEST_FULL_JOBS_LIST),$(j))))
$(foreach j,$(MAIN_JOBS_LIST),$(eval $(call job_rule,$(MAIN_DIR),$(MAIN_JOBS_LIST),$(j))))
endif

# Run every job even after a failure; -j$(nproc) unless the command line gave -j.
TEST_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
JOBS_J := $(if $(filter -j%,$(MAKEFLAGS)),,-j$(TEST_JOBS))

# ONLY=<pattern> runs the jobs matching a make pattern over `stage/block/config` (and the builds of
# their configurations): `make test ONLY=cosim/%`, `make test ONLY=%/dwf_toy`.
ONLY ?= %
only = $(filter $(sort $(filter $(ONLY),$(1)) $(foreach j,$(filter $(ONLY),$(1)),$(filter build/-/$(call job_word,$(j),3),$(1)))),$(1))
TEST_RUN := $(call only,$(TEST_JOBS_LIST))
TEST_FULL_RUN := $(call only,$(TEST_FULL_JOBS_LIST))
MAIN_RUN := $(call only,$(MAIN_JOBS_LIST))
# The main job runs in two passes: the builds and the units' lock-step jobs (the longest), then the
# rest. In one pass, make walks the job list in order, waiting for a free slot at each job that is
# ready; a unit whose configuration was still building when make reached it waited for make's
# next walk, after every other job had started, and ran alone at the end (8 min 14 s cold, 1.6
# jobs busy on average).
MAIN_FIRST_RUN := $(filter $(MAIN_CONFIGS:%=$(CONFIG_PREP_STAGE)/-/%) $(MAIN_UNIT_COSIM),$(MAIN_RUN))

.PHONY: test-jobs test-full-jobs main-jobs main-first-jobs test-list
test-jobs: $(TEST_RUN:%=$(TEST_DIR)/%/result)
test-full-jobs: $(TEST_FULL_RUN:%=$(TEST_FULL_DIR)/%/result)
main-jobs: $(MAIN_RUN:%=$(MAIN_DIR)/%/result)
main-first-jobs: $(MAIN_FIRST_RUN:%=$(MAIN_DIR)/%/result)

# The job list, one `stage block config` per line (what `make test` runs).
test-list:
	@printf '%s\n' $(TEST_RUN) | tr / ' '

# Runs job list $(1) (test or main) under root $(2); $(3) names the list, $(4) an optional first
# pass (a target make runs to the end before the whole list: MAIN_FIRST_RUN).
# It records the run's start and end (start.time, end.time) and what the caches held at its start
# (start.caches), which `make test-times` reads.
define run_jobs
	@rm -rf $(2) && mkdir -p $(2) build/reports && rm -f build/reports/cosim.tsv
	@printf '%s\n' $($(3)) > $(2)/jobs.txt
	@date +%s > $(2)/start.time
	@{ echo "jobs_at_once $(if $(JOBS_J),$(JOBS_J:-j%=%),(as -j says))"; \
	   echo "commit $$(bash tools/provenance.sh --commit)"; \
	   echo "ccache: $$(ccache --print-stats 2>/dev/null | sed -n 's/^files_in_cache\t//p') files ($${CCACHE_DIR:-~/.cache/ccache})"; \
	   echo "synthesis cache: $$(ls $(WT_SYNTH_CACHE) 2>/dev/null | wc -l) entries ($(or $(WT_SYNTH_CACHE),off))"; \
	   echo "build cache: $$(ls $(WT_BUILD_CACHE) 2>/dev/null | wc -l) entries ($(or $(WT_BUILD_CACHE),off))"; } > $(2)/start.caches
	@echo "$(1): $(words $($(3))) jobs, $(if $(JOBS_J),$(JOBS_J:-j%=%) at a time,as -j says); logs in $(2)/<stage>/<block>/<config>/log"
	@$(if $(4),$(MAKE) --no-print-directory -k $(JOBS_J) $(4) || true;) \
	  $(MAKE) --no-print-directory -k $(JOBS_J) $(1)-jobs || echo "$(1): make stopped early: the tally below counts every job without a result as failed"
	@date +%s > $(2)/end.time
endef

# Where the time of the last run went (tools/test_times.sh): `make test-times` writes
# docs/test_times.md from build/test; TIMES_ROOT=build/main for the main job, TIMES_DOC and
# TIMES_TITLE to name another page (the docs keep a fresh clone's warm and cold runs).
TIMES_ROOT  ?= $(TEST_DIR)
TIMES_DOC   ?= docs/test_times.md
TIMES_TITLE ?= Time of the last run of $(TIMES_ROOT), stage by stage
.PHONY: test-times
test-times:
	@bash tools/test_times.sh $(TIMES_ROOT) $(call sq,$(TIMES_TITLE)) $(call sq,make test-times TIMES_ROOT=$(TIMES_ROOT)) > $(TIMES_DOC).tmp \
	  && mv -f $(TIMES_DOC).tmp $(TIMES_DOC) && echo "test-times: wrote $(TIMES_DOC)" || { rm -f $(TIMES_DOC).tmp; exit 1; }

# The whole test suite (what .ci/run calls).
test: deps
	$(call run_jobs,test,$(TEST_DIR),TEST_RUN)
	@bash tools/tally.sh $(TEST_DIR) test

# make test and the syntheses it leaves out (TEST_FULL_SYNTH: the largest paper baselines, which
# Yosys 0.23 spends most of its time on: docs/synth_times.md), with their timing and the bits report's FFs = MODEL
# check on every block of every configuration.
.PHONY: test-full
test-full: deps
	$(call run_jobs,test-full,$(TEST_FULL_DIR),TEST_FULL_RUN)
	@bash tools/tally.sh $(TEST_FULL_DIR) test-full

# The main job: co-simulate every block on its paper baseline, synthesize, then the summary and
# the bits report, and the report page of everything (build/reports/index.html).
all: deps
	$(call run_jobs,main,$(MAIN_DIR),MAIN_RUN,main-first-jobs)
	@bash tools/tally.sh $(MAIN_DIR) main > $(MAIN_DIR)/tally.txt || { cat $(MAIN_DIR)/tally.txt; exit 1; }
	@$(MAKE) --no-print-directory summary
	@$(MAKE) --no-print-directory report-sweeps report-here

# One paper's mutants (a job of make test): `make mutants-dwf`. The mutants' simulators are built
# without tracing; in the papers of MUTANT_TRACED_PAPERS (by hand: every paper) the first mutant
# is re-run on a traced build by `make cosim-one`, which must write its waveform. That path is the
# same for every block, so make test proves it once, in the paper whose traced build is cheapest.
# The paper that proves it in make test registers itself (MUTANT_TRACED_TEST, mk/papers/<p>.mk).
MUTANT_TRACED_PAPERS ?= $(PAPERS)
.PHONY: $(PAPERS:%=mutants-%)
$(PAPERS:%=mutants-%): mutants-%:
	@MUTANT_TRACED=$(if $(filter $*,$(MUTANT_TRACED_PAPERS)),1,0) bash tb/mutants/run.sh $(MUTANT_CONFIG_$*) $(BLOCKS_$*)

#############################
# Registration checks       #
#############################

# Each block's declared knobs (<BLOCK>_KNOBS in its C header) must be exactly the knobs its C model,
# stimulus (with the sources of STIM_DEPS_<block>) and Verilog (with its children's) read. Every knob macro is replaced by a marker and the
# sources are run through the C and Verilog preprocessors; the markers left are the knobs read.
.PHONY: knobs-check
knobs-check: $(BIN)/vecgen $(RTL_DEPS)
	@bash tools/knobs_check.sh $(BIN)/vecgen $(GEN) $(B)/knobs-check/$(subst $(eval) ,+,$(strip $(BLOCK))) $(BLOCK) -- \
	  $(foreach b,$(BLOCK),$(b):$(subst $(eval) ,+,$(strip $(call wt_with_children,$(b)) $(STIM_DEPS_$(b)))))

# A knob of a new family changes no vector file (tools/knob_isolation.sh, in a copy of the tree).
.PHONY: knob-isolation
knob-isolation:
	@bash tools/knob_isolation.sh $(CONFIGS)

# Every registered block must have what a block needs (names the block and what is missing).
.PHONY: registry-check
registry-check:
	@bash tools/registry_check.sh "$(PAPERS)" "$(CONFIGS)" \
	  $(foreach p,$(PAPERS),"$(p):$(BLOCKS_$(p))") -- \
	  $(foreach b,$(ALL_BLOCKS),$(b):$(if $(BASELINE_$(b)),$(BASELINE_$(b)),MISSING):$(subst $(eval) ,+,$(strip $(call cfgs_with,$(b)))))
