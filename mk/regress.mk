# mk/regress.mk: regressions as one job list that make -j, xargs -P, GNU parallel (locally or over
# ssh) and a Slurm job array run unchanged. Included by the Makefile after its variables (CONFIG,
# SEL_CONFIGS, SEL_BLOCKS, PER_CONFIG, cfg_blocks, SEEDS, CYCLES, TEST_JOBS).
#
#   make regress SEEDS=1000 [BLOCK=..] [CONFIG=..] [CYCLES=..] [MASTER_SEED=..] [REGRESS_ENGINE=..]
#       regress-build, regress-list, the list run by REGRESS_ENGINE (make, xargs, parallel or
#       slurm-local), then regress-collect --final
#   make regress-build     the prebuilt lock-step simulators and vecgen of every block x configuration
#   make regress-list      REGRESS_DIR/jobs.txt (one self-contained command per line) and jobs.tsv
#   make regress-run       run the list with REGRESS_ENGINE (REGRESS_JOBS at a time)
#   make regress-progress  how many jobs are done (while they run); the summary so far
#   make regress-collect   REGRESS_DIR/summary.{md,csv,json}; a job without a result fails
#   make regress-keep      copy the failing seeds' vector files into vectors/<block>/<config>/
#
# Selection: CONFIG=c (one configuration) or every configuration that has a block of BLOCK (all
# configurations without BLOCK); SEEDS seeds per block x configuration, CYCLES random cycles each.

REGRESS_NAME    ?= run
REGRESS_DIR     ?= build/regress/$(REGRESS_NAME)
MASTER_SEED     ?= 1
# Seconds a job may run before it is killed (0: no limit); a killed job fails with its rerun line.
REGRESS_TIMEOUT ?= 0
REGRESS_JOBS    ?= $(TEST_JOBS)
REGRESS_ENGINE  ?= make
# Lines per Slurm array task (short jobs: several per task).
REGRESS_CHUNK   ?= 4
# GNU parallel over ssh: a --sshloginfile (the hosts must see this tree at the same path).
REGRESS_SSHLOGINFILE ?=

REGRESS_ABS   := $(abspath $(REGRESS_DIR))
REGRESS_CFGS  := $(if $(PER_CONFIG),$(SEL_CONFIGS),$(CONFIG))
# block:config pairs of the regression.
REGRESS_PAIRS := $(foreach c,$(REGRESS_CFGS),$(foreach b,$(filter $(SEL_BLOCKS),$(call cfg_blocks,$(c))),$(b):$(c)))
pair_b = $(word 1,$(subst :, ,$(1)))
pair_c = $(word 2,$(subst :, ,$(1)))

.PHONY: regress regress-build regress-list regress-run regress-progress regress-collect regress-keep \
        $(addprefix regress-run-,make xargs parallel slurm-local)

regress: regress-build
	@$(MAKE) --no-print-directory regress-list
	@$(MAKE) --no-print-directory regress-run
	@$(MAKE) --no-print-directory regress-collect

# The build runs once, before any job: one Verilator build per block x configuration.
regress-build:
	@test -n "$(REGRESS_PAIRS)" || { echo "regress: no block x configuration selected (BLOCK=$(BLOCK) CONFIG=$(CONFIG))"; exit 2; }
	@$(foreach p,$(REGRESS_PAIRS),$(MAKE) --no-print-directory CONFIG=$(call pair_c,$(p)) \
	  build/$(call pair_c,$(p))/cosim/$(call pair_b,$(p))/sim build/$(call pair_c,$(p))/bin/vecgen &&) true
	@echo "regress-build: $(words $(REGRESS_PAIRS)) simulator(s) ready: $(REGRESS_PAIRS)"

regress-list:
	@rm -rf $(REGRESS_DIR) && mkdir -p $(REGRESS_DIR)
	@bash tools/regress_list.sh $(REGRESS_ABS) $(MASTER_SEED) $(SEEDS) $(CYCLES) $(REGRESS_TIMEOUT) $(CURDIR) \
	  $(foreach p,$(REGRESS_PAIRS),$(p):$(CURDIR)/build/$(call pair_c,$(p))/cosim/$(call pair_b,$(p))/sim)

regress-run: regress-run-$(REGRESS_ENGINE)

# make -j: one target per line of the list (a failing job does not stop the others).
regress-run-make:
	@test -s $(REGRESS_DIR)/jobs.txt || { echo "regress: $(REGRESS_DIR)/jobs.txt: no job list (make regress-list)"; exit 2; }
	@awk '{ printf "all: j%d\nj%d:\n\t-@%s\n", NR, NR, $$0 } END { print ".PHONY: all" }' \
	  $(REGRESS_DIR)/jobs.txt > $(REGRESS_DIR)/jobs.mk
	@$(MAKE) --no-print-directory -s -k -j$(REGRESS_JOBS) -f $(REGRESS_DIR)/jobs.mk all 2>/dev/null || true

regress-run-xargs:
	@xargs -P $(REGRESS_JOBS) -d '\n' -n 1 bash -c < $(REGRESS_DIR)/jobs.txt || true

# GNU parallel, locally or on the hosts of REGRESS_SSHLOGINFILE.
regress-run-parallel:
	@parallel --will-cite -j $(REGRESS_JOBS) --joblog $(REGRESS_DIR)/parallel.log \
	  $(if $(REGRESS_SSHLOGINFILE),--sshloginfile $(REGRESS_SSHLOGINFILE)) < $(REGRESS_DIR)/jobs.txt || true

# A one-node Slurm cluster on this machine, started for the run and stopped after it.
regress-run-slurm-local:
	@bash tools/slurm_local.sh start $(abspath build/slurm)
	@bash tools/slurm_local.sh run $(abspath build/slurm) $(REGRESS_ABS)/jobs.txt $(REGRESS_CHUNK); rc=$$?; \
	  bash tools/slurm_local.sh stop $(abspath build/slurm); exit $$rc

regress-progress:
	@bash tools/regress_collect.sh $(REGRESS_ABS)

regress-collect:
	@bash tools/regress_collect.sh $(REGRESS_ABS) --final --vecgen-dir $(CURDIR)/build

regress-keep:
	@shopt -s nullglob; n=0; for f in $(REGRESS_DIR)/failing/*/*/regress_s*.vec; do \
	  d=vectors/$$(basename $$(dirname $$(dirname $$f)))/$$(basename $$(dirname $$f)); \
	  mkdir -p $$d && cp $$f $$d/ && echo "regress-keep: $$d/$$(basename $$f)" && n=$$((n + 1)); \
	done; echo "regress-keep: $$n vector file(s) added; make replay replays them, make vectors-check keeps them valid"

# The regression flow's own test (a job of `make test`): a small list with planted failures under
# every engine, summaries compared (tb/regress/test_regress.sh). REGRESS_CHECK = config block1
# block2 (small, fast blocks, set by a paper); REGRESS_CHECK_ENGINES the engines it runs.
REGRESS_CHECK_ENGINES ?= make xargs parallel slurm-local
.PHONY: regress-check
regress-check:
	@$(if $(filter slurm-local,$(REGRESS_CHECK_ENGINES)),bash tools/test_slurm_local.sh &&) \
	  bash tb/regress/test_regress.sh $(REGRESS_CHECK) -- $(REGRESS_CHECK_ENGINES)
