# warptwin: bit-accurate C models of GPU warp-scheduling structures and their Verilog twins.
#
# `make` installs what is missing, co-simulates every block on its paper baseline and prints the
# summary and the bits report; `make test` runs the whole suite. Everything is built under
# build/<config>/. docs/targets.md lists every target with an example.
#
# Adding a block: add its name to BLOCKS_<paper> in mk/papers/<paper>.mk (docs/extending.md).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DELETE_ON_ERROR:
# Generated files (wrappers, objects) are kept: they are inputs of later runs.
.SECONDARY:
.SUFFIXES:
# Pattern rules name a unit's children's sources as prerequisites ($$(call wt_child_srcs,$$*)).
.SECONDEXPANSION:
MAKEFLAGS += --no-builtin-rules

.DEFAULT_GOAL := all

#################
# What to build #
#################

# Every paper registers its blocks, configurations, test configurations, experiments and checks in
# its own file, mk/papers/<paper>.mk (see mk/papers/dwf.mk for the variables). This file and mk/*.mk
# name no block: they read these lists.
PAPERS          :=
BLOCKS          :=
CONFIGS         :=
TEST_CONFIGS    :=
SC_TEST_CONFIGS :=
FF_REASONS      :=
PAPER_CHECKS    :=
PAPER_MK        :=
LONG_RUNS       :=
# The children's Verilog sources of block $(1) (empty for a leaf block).
wt_child_srcs = $(foreach c,$(CHILDREN_$(1)),hdl/$(c).sv $(call wt_child_srcs,$(c)))
# Block $(1) preceded by its children (what a build of $(1) needs in BLOCKS).
wt_with_children = $(foreach c,$(CHILDREN_$(1)),$(call wt_with_children,$(c))) $(1)
include $(sort $(wildcard mk/papers/*.mk))

# Every paper's blocks. A configuration belongs to the paper that registered it (CONFIGS_<p>) and
# builds only that paper's blocks and their children (a test configuration: only its
# TEST_BLOCKS_<c> and their children), so a DWF configuration never builds a WarpMan block and the
# other way round.
ALL_BLOCKS := $(BLOCKS)
cfg_paper  = $(firstword $(foreach p,$(PAPERS),$(if $(filter $(1),$(CONFIGS_$(p))),$(p))))
# A unit's children are built (and tested) with it even when another paper registered them
# (pe_unit's pdom_stack), children first, each block once.
wt_uniq    = $(if $(1),$(firstword $(1)) $(call wt_uniq,$(filter-out $(firstword $(1)),$(1))))
# A test configuration that several blocks share (TEST_BLOCKS_<c> +=) may be listed by each of them.
TEST_CONFIGS := $(call wt_uniq,$(TEST_CONFIGS))
cfg_blocks = $(if $(filter $(1),$(TEST_CONFIGS)),$(sort $(foreach b,$(TEST_BLOCKS_$(1)),$(call wt_with_children,$(b)))),$(call wt_uniq,$(foreach b,$(BLOCKS_$(call cfg_paper,$(1))),$(call wt_with_children,$(b)))))
# The configurations of CONFIGS that build any of blocks $(1).
cfgs_with = $(foreach c,$(CONFIGS),$(if $(filter $(1),$(call cfg_blocks,$(c))),$(c)))
# Checks of a list of <config>/<block> pairs that `make test` leaves (in part) to `make test-full`,
# named $(1): every pair of $(2) names a block of that configuration; every block of $(2) keeps a
# configuration outside the pairs $(3) ($(4) says what it would lose).
wt_pairs_check = $(foreach p,$(2),$(if $(filter $(patsubst %/,%,$(dir $(p))),$(call cfgs_with,$(notdir $(p)))),,\
  $(error $(1): $(p) is not a <config>/<block> pair of CONFIGS)))
wt_pairs_keep = $(foreach p,$(2),$(if $(filter-out $(patsubst %/$(notdir $(p)),%,$(filter %/$(notdir $(p)),$(3))),\
  $(call cfgs_with,$(notdir $(p)))),,$(error $(1): $(notdir $(p)) $(4) on no configuration of make test)))

# Run selection. CONFIG/BLOCK given on the command line restrict aggregate targets. Without CONFIG,
# a BLOCK given on the command line runs on its paper baseline (single-configuration targets) or on
# every configuration that has it (aggregate targets).
ifeq ($(origin BLOCK),command line)
  CONFIG ?= $(BASELINE_$(firstword $(BLOCK)))
  SEL_CONFIGS := $(call cfgs_with,$(BLOCK))
  SEL_BLOCKS  := $(BLOCK)
else
  SEL_CONFIGS := $(CONFIGS)
  SEL_BLOCKS  := $(ALL_BLOCKS)
endif
CONFIG ?= $(firstword $(CONFIGS))
# The configuration's file. A configuration outside configs/ (a sweep's derived one, written under
# build/sweep/ by mk/sweep.mk) names its file with CFG_FILE (its `base =` is looked up in configs/)
# and, with CFG_LIKE, the registered configuration whose blocks it builds:
#   make CONFIG=dwf_toy_POOL_16 CFG_FILE=build/sweep/dwf_toy_POOL/dwf_toy_POOL_16.cfg \
#        CFG_LIKE=dwf_toy BLOCK=dwf_warp_alloc synth
CFG_FILE ?= configs/$(CONFIG).cfg
CFG_LIKE ?= $(CONFIG)
ifeq ($(origin BLOCKS),file)
  BLOCKS := $(call cfg_blocks,$(CFG_LIKE))
endif
ifeq ($(origin BLOCK),command line)
  # Only the requested blocks this configuration builds.
  override BLOCK := $(filter $(BLOCK),$(BLOCKS))
endif
BLOCK  ?= $(BLOCKS)
SEED   ?= 1
SEEDS  ?= 2
CYCLES ?= 100000
# Lines per random vector file replayed in `make test` (Icarus runs ~5k lines/s on big blocks).
VEC_CYCLES ?= 2000
BENCH_CYCLES ?= 1000000

# When CONFIG was not given, aggregate targets run once per configuration.
ifeq ($(origin CONFIG),file)
  PER_CONFIG := 1
endif

###########
# Tools   #
###########

# Quiet build lines ("CC file"); `make V=1` prints the full commands.
ifeq ($(V),1)
  Q :=
  say = @true
else
  Q := @
  say = @echo "  $(1)"
endif

CC        ?= gcc
CXX       ?= g++
VERILATOR ?= verilator
IVERILOG  ?= iverilog
VVP       ?= vvp
YOSYS     ?= yosys
# $(call wt_lazy,VAR,COMMAND): COMMAND's output, run by the shell the first time VAR is read, after
# which VAR is a simple variable holding it: a make that never reads VAR runs nothing (every job of
# make test is a make of its own, and these commands took a fifth of its parse time).
wt_lazy = $(eval $(1) := $$(shell $(2)))$($(1))
CHECK_FLAGS = $(call wt_lazy,CHECK_FLAGS,pkg-config --cflags --libs check 2>/dev/null)
CHECK_CFLAGS = $(call wt_lazy,CHECK_CFLAGS,pkg-config --cflags check 2>/dev/null)
# ccache in front of every C compile that makes an object (CCACHE= turns it off): with
# -fdebug-prefix-map and CCACHE_BASEDIR (below) a fresh clone compiles nothing another clone did.
CCACHE ?= $(shell command -v ccache 2>/dev/null)

# C: warnings are errors; the models are C11 and also compiled as C++ by the harness. -fPIE: the
# objects also go into libwarptwin (mk/lib.mk), whose shared library needs position-independent
# code; Debian's gcc builds PIE by default, so here it changes nothing (measured: the same machine
# code, only the flag recorded in the debug information) and another gcc does the same.
CFLAGS_COMMON := -std=c11 -Wall -Wextra -Werror -pedantic -fPIE
# The debug information names the tree `.`, not its path: objects and libwt.a are then the same
# bytes in every clone, so the build cache (tools/buildcache.sh) keys a simulator linking them by
# content.
CFLAGS_COMMON += -fdebug-prefix-map=$(CURDIR)=.
# -O2 for speed, -g so a crash in a harness has a backtrace.
CFLAGS_OPT    := -O2 -g
SAN_FLAGS     := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
# What every C tool of tools/ shares (messages, allocation, buffers, files, escaping): a
# prerequisite of every tool, so every tool links it. A tool's rule compiles TOOL_SRCS, the C
# sources and archives among its prerequisites.
TOOL_UTIL := tools/wt_util.c tools/wt_util.h
TOOL_SRCS = $(filter %.c %.a,$^)

B    := build/$(CONFIG)
GEN  := $(B)/gen
OBJ  := $(B)/obj
BIN  := $(B)/bin
INCS := -Irtl_c -Iparams -I$(GEN) -Itb/stim

C_MODEL_SRCS := rtl_c/wt_block.c $(BLOCKS:%=rtl_c/%.c)
# A block's stimulus may use more C sources (STIM_DEPS_<block>, registered by its paper: e.g. the
# closed-loop SM model that drives pe_unit's loop_* scenarios); their folders join the include and
# source paths.
STIM_DEPS    := $(sort $(foreach b,$(BLOCKS),$(STIM_DEPS_$(b))))
STIM_DIRS    := $(sort $(dir $(STIM_DEPS)))
INCS         += $(addprefix -I,$(STIM_DIRS))
C_STIM_SRCS  := tb/stim/wt_stim.c $(BLOCKS:%=tb/stim/%_stim.c) $(BLOCKS:%=tb/stim/%_scen.c) $(STIM_DEPS)
C_HDRS       := $(wildcard rtl_c/*.h params/*.h tb/stim/*.h $(addsuffix *.h,$(STIM_DIRS))) configs/knobs.def $(GEN)/wt_config.h $(GEN)/wt_params.h

# Verilator flags, one per line.
VFLAGS := -Wall
# Generated includes and the Verilog prelude.
VFLAGS += -Iparams -I$(GEN)
# Random initial values: a register the reset forgets shows up as a mismatch.
VFLAGS += --x-assign unique --x-initial unique
# Simulation-only assertions in the RTL.
VFLAGS += --assert
# A unit's RTL copy of its C invariant check (pe_unit's ownership rule) is left out of lock-step:
# there the C model checks the same invariants every cycle on a state proven equal to the RTL's.
# The vector replays (both simulators), the DPI-C and the foreign-RTL paths keep it.
VFLAGS += +define+WT_NO_RTL_INVARIANTS
# FST waveforms of a failing window: only with COSIM_TRACE=1. The lock-step simulators are built
# without tracing, whose code is up to a third of a big block's build (the baseline P-mode unit's),
# compiled for every build and run only on a mismatch;
# `make cosim-one` re-runs a failing test on a traced build of the block ($(COSIM_TRACE_DIR)).
COSIM_TRACE ?= 0
ifeq ($(COSIM_TRACE),1)
VFLAGS += --trace-fst --trace-structs --trace-max-array 4096
endif
# The C++ of the lock-step build, chosen by measurement (`make bench-flags`, docs/bench_flags.md):
# clang (on the baseline P-mode unit, 26 MB of C++, gcc 12 took 404 s to build it and ran it at
# 1.7e4 cycles/s, clang 14 102 s and 3.0e4), no -g; the model's per-cycle code at -O1: a lock-step
# job builds once and runs 2 x 1e5 cycles, and -O1 about halves the build of the large models for
# a small loss of speed (bench_flags.md's last column is the build plus those cycles); its run-once code (constructors, trace setup: the `__Slow` files, a third of a big block's
# C++) at -O0. `make bench` builds its own copies at BENCH_OPT_FAST (-O2), for the speed a long run
# gets. ccache for warm rebuilds of ~0.3 s. No -O in -CFLAGS: it would reach every file (the -O of
# OPT_SLOW is empty). (The replay testbench stays on gcc: its --timing coroutines need gcc's flags.)
COSIM_CXX      ?= clang++
COSIM_OPT_FAST ?= -O1
COSIM_OPT_SLOW ?= -O0
VFLAGS += -MAKEFLAGS "CXX=$(COSIM_CXX) OPT_FAST=$(COSIM_OPT_FAST) OPT_SLOW=$(COSIM_OPT_SLOW) OBJCACHE=ccache"
# ccache hashes paths relative to the tree, so a fresh clone finds the objects of another clone.
export CCACHE_BASEDIR := $(CURDIR)
VFLAGS += -CFLAGS "-std=c++17 $(addprefix -I$(CURDIR)/,rtl_c params tb/stim tb/cosim) -I$(abspath $(GEN))"
# Extra flags for one run (tb/mutants/run.sh passes -Wno-fatal: a mutant may leave a port unused).
VFLAGS += $(VEXTRA)

.PHONY: all test deps gen lib lint unit unit-san cosim vectors vectors-check replay replay-icarus \
        replay-verilator vec-errors synth bits bench clean params-check mutants summary help sc \
        cfg-check

###################
# Top-level jobs  #
###################

# `make` (the main job) and `make test` are job lists run in parallel: mk/stages.mk holds the stage
# list and the job machinery.

deps:
	@bash tools/deps.sh

# Every configuration a paper registered (cfg_blocks, above, gives the blocks each builds).
ALL_CONFIGS := $(CONFIGS) $(TEST_CONFIGS)

# The test configurations, each with its own blocks (see TEST_CONFIGS): `make test-config-<c>`.
# A paper may give one its own list, TEST_CFG_STAGES_<c> (a subset of these; lint always).
TEST_CFG_STAGES := unit unit-san lint cosim
test_cfg_stages = $(or $(TEST_CFG_STAGES_$(1)),$(TEST_CFG_STAGES))
$(foreach c,$(TEST_CONFIGS),$(if $(filter-out $(TEST_CFG_STAGES),$(TEST_CFG_STAGES_$(c))),\
  $(error TEST_CFG_STAGES_$(c): $(filter-out $(TEST_CFG_STAGES),$(TEST_CFG_STAGES_$(c))) is not one of $(TEST_CFG_STAGES))))
$(foreach c,$(TEST_CONFIGS),$(if $(TEST_CFG_STAGES_$(c)),$(if $(filter lint,$(TEST_CFG_STAGES_$(c))),,\
  $(error TEST_CFG_STAGES_$(c): every configuration is linted; add lint))))
.PHONY: test-configs $(TEST_CONFIGS:%=test-config-%)
test-configs: $(TEST_CONFIGS:%=test-config-%)
$(TEST_CONFIGS:%=test-config-%): test-config-%:
	@$(foreach s,$(call test_cfg_stages,$*),$(MAKE) --no-print-directory CONFIG=$* \
	  BLOCK="$(TEST_BLOCKS_$*)" UNIT_TESTS="$(TEST_BLOCKS_$*)" $(s) &&) true

# Targets that run for one configuration; without CONFIG on the command line, for every one.
PER_CONFIG_TARGETS := lint unit unit-san params-check sc
ifdef PER_CONFIG
$(PER_CONFIG_TARGETS):
	@for c in $(SEL_CONFIGS); do $(MAKE) --no-print-directory CONFIG=$$c $@; done
endif

# Everything one configuration's jobs share, built once before them (the `build` stage): generated
# headers, the C libraries (plain and sanitized), the tools and every block's test wrapper.
.PHONY: prep
# A test configuration's prep builds what its stages use: no bits report, and the sanitized
# library only for unit-san (any other target still builds what it needs on demand).
PREP_TEST_CFG := $(filter $(CONFIG),$(TEST_CONFIGS))
PREP_SAN      := $(if $(PREP_TEST_CFG),$(if $(filter unit-san,$(call test_cfg_stages,$(CONFIG))),$(B)/obj-san/libwt.a),$(B)/obj-san/libwt.a)
prep: gen $(OBJ)/libwt.a $(PREP_SAN) $(BIN)/vecgen $(BIN)/wtgen $(if $(PREP_TEST_CFG),,$(BIN)/bits) \
      $(foreach b,$(BLOCKS),$(GEN)/$(b)_tw.sv $(GEN)/$(b)_fields.svh)
	@echo "prep [$(CONFIG)]: $(words $(BLOCKS)) block(s): $(BLOCKS)"

# Each configured knob with its value and where it was set: `make config-show CONFIG=dwf4_swap2`.
.PHONY: config-show
config-show: $(BIN)/cfggen
	@$(BIN)/cfggen --base-dir configs --show $(CFG_FILE)

help:
	@sed -n '/^## Make targets/,/^## /p' docs/targets.md

# Every relative link and anchor of README.md, CHANGELOG.md and docs/ resolves.
.PHONY: docs-check
docs-check:
	@bash tools/doc_links.sh

# $(call sq,TEXT): TEXT as one single-quoted shell word.
sq = '$(subst ','\'',$(1))'

############################
# Per-configuration gen    #
############################

# The file rules are lib/wt_cfg.c, shared with libwarptwin (mk/lib.mk).
$(BIN)/cfggen: tools/cfggen.c lib/wt_cfg.c lib/wt_cfg.h configs/knobs.def $(TOOL_UTIL) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -Ilib -Itools -o $@ $(TOOL_SRCS)

# A configuration reads its base configurations too: every .cfg (and CFG_FILE) is a prerequisite; a
# base is always looked up in configs/ (--base-dir), wherever CFG_FILE is. cfggen replaces
# its outputs only when their text changes, so editing one configuration rebuilds only its users.
$(GEN)/wt_config.h: $(sort $(wildcard configs/*.cfg $(CFG_FILE))) $(BIN)/cfggen | $(GEN)
	@test -f $(CFG_FILE) || { echo "error: no configuration $(CFG_FILE) (have: $(CONFIGS) $(TEST_CONFIGS))"; exit 1; }
	$(Q)$(BIN)/cfggen --base-dir configs $(CFG_FILE) $(GEN)

$(GEN)/wt_config.svh: $(GEN)/wt_config.h

# Derived widths: one params/<family>_params.h per knob family. C includes them all through the
# generated wt_params.h, Verilog through wt_params.svh (tools/h2svh.sh); params-check compares every
# #define of them, listed from the headers themselves.
PARAMS_HDRS := $(sort $(wildcard params/*_params.h))
$(GEN)/wt_params.h: $(PARAMS_HDRS) | $(GEN)
	$(call say,GEN $@)
	$(Q){ echo '/* Generated by the Makefile from every params/<family>_params.h: do not edit. */'; \
	   echo '#ifndef WT_PARAMS_H'; echo '#define WT_PARAMS_H'; echo '#include "wt_prelude.h"'; \
	   $(foreach h,$(PARAMS_HDRS),echo '#include "$(notdir $(h))"';) echo '#endif'; } > $@

$(GEN)/wt_params.svh: $(PARAMS_HDRS) tools/h2svh.sh | $(GEN)
	$(call say,GEN $@)
	$(Q)sh tools/h2svh.sh $@ $(PARAMS_HDRS)

$(GEN)/wt_params_list.h: $(PARAMS_HDRS) | $(GEN)
	$(Q)sed -n 's/^#define WT_\([A-Z0-9_]*\) .*/P(\1)/p' $(PARAMS_HDRS) > $@

$(GEN)/wt_params_list.svh: $(PARAMS_HDRS) | $(GEN)
	$(Q)sed -n 's/^#define WT_\([A-Z0-9_]*\) .*/    $$display("\1 %0d", `WT_\1);/p' $(PARAMS_HDRS) > $@

# Rewritten on every run from BLOCKS (which the command line may override) and replaced only when
# its text changes, so objects are rebuilt exactly when the block list changes. The temporary is
# per process: parallel jobs of one configuration run this at the same time.
.PHONY: FORCE
FORCE:
$(GEN)/wt_registry.c: FORCE | $(GEN)
	@{ echo '/* Generated by the Makefile from BLOCKS: do not edit. */'; \
	   echo '#include "wt_stim.h"'; \
	   $(foreach b,$(BLOCKS),echo 'extern const wt_stim_t $(b)_stim;';) \
	   echo 'const wt_stim_t *const wt_stims[] = {$(foreach b,$(BLOCKS),&$(b)_stim,)};'; \
	   echo 'const unsigned wt_n_stims = $(words $(BLOCKS));'; } > $@.tmp$$$$; \
	if cmp -s $@.tmp$$$$ $@; then rm -f $@.tmp$$$$; else mv -f $@.tmp$$$$ $@; fi

gen: $(GEN)/wt_config.h $(GEN)/wt_config.svh $(GEN)/wt_params.h $(GEN)/wt_params.svh

$(B) $(GEN) $(OBJ) $(BIN) $(B)/obj-san build/reports:
	@mkdir -p $@

# An invalid configuration must be rejected with a message naming the knob.
cfg-check: $(BIN)/cfggen
	@bash tb/cfg/test_cfg.sh $(BIN)/cfggen

#######################
# C models and stim   #
#######################

LIB_SRCS := $(C_MODEL_SRCS) $(C_STIM_SRCS) $(GEN)/wt_registry.c
LIB_OBJS := $(patsubst %.c,$(OBJ)/%.o,$(notdir $(LIB_SRCS)))
SAN_OBJS := $(patsubst %.c,$(B)/obj-san/%.o,$(notdir $(LIB_SRCS)))
vpath %.c rtl_c tb/stim tb/unit tools $(STIM_DIRS) $(GEN)

$(OBJ)/%.o: %.c $(C_HDRS) | $(OBJ)
	$(call say,CC $@)
	$(Q)$(CCACHE) $(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) $(INCS) -c -o $@ $<

$(B)/obj-san/%.o: %.c $(C_HDRS) | $(B)/obj-san
	$(call say,CC $@)
	$(Q)$(CCACHE) $(CC) $(CFLAGS_COMMON) -O1 -g $(SAN_FLAGS) $(INCS) -c -o $@ $<

$(OBJ)/libwt.a: $(LIB_OBJS)
	@rm -f $@ && ar rcs $@ $^

$(B)/obj-san/libwt.a: $(SAN_OBJS)
	@rm -f $@ && ar rcs $@ $^

$(BIN)/wtgen: tools/wtgen.c $(TOOL_UTIL) $(OBJ)/libwt.a $(C_HDRS) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) $(INCS) -Itools -o $@ $(TOOL_SRCS)

$(BIN)/vecgen: tools/vecgen.c $(TOOL_UTIL) $(OBJ)/libwt.a $(C_HDRS) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) $(INCS) -Itools -o $@ $(TOOL_SRCS)

$(GEN)/%_tw.sv: $(BIN)/wtgen
	$(call say,GEN $@)
	$(Q)$(BIN)/wtgen $* $@ $(GEN)/$*_tw.h

$(GEN)/%_tw.h: $(GEN)/%_tw.sv
	@test -f $@

##############
# Unit tests #
##############

UNIT_TESTS := wt_bits wt_block wt_stim $(BLOCKS)
# The shared unit-test driver (quiet asserts, runners, table checks, main), linked into every test.
UNIT_DRIVER_SRCS := tb/unit/wt_unit.c
UNIT_DRIVER_HDRS := tb/unit/wt_unit.h

# A unit test and the driver are compiled to objects (through ccache) and then linked.
$(B)/obj-test/%.o: tb/unit/%.c $(UNIT_DRIVER_HDRS) $(C_HDRS)
	@mkdir -p $(@D)
	$(call say,CC $@)
	$(Q)$(CCACHE) $(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) $(INCS) $(CHECK_CFLAGS) -c -o $@ $<

$(B)/obj-test-san/%.o: tb/unit/%.c $(UNIT_DRIVER_HDRS) $(C_HDRS)
	@mkdir -p $(@D)
	$(call say,CC $@)
	$(Q)$(CCACHE) $(CC) $(CFLAGS_COMMON) -O1 -g $(SAN_FLAGS) $(INCS) $(CHECK_CFLAGS) -c -o $@ $<

$(BIN)/test_%: $(B)/obj-test/test_%.o $(UNIT_DRIVER_SRCS:tb/unit/%.c=$(B)/obj-test/%.o) $(OBJ)/libwt.a | $(BIN)
	$(call say,LD $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -o $@ $^ $(CHECK_FLAGS)

$(BIN)/san_test_%: $(B)/obj-test-san/test_%.o $(UNIT_DRIVER_SRCS:tb/unit/%.c=$(B)/obj-test-san/%.o) $(B)/obj-san/libwt.a | $(BIN)
	$(call say,LD $@)
	$(Q)$(CC) $(CFLAGS_COMMON) -O1 -g $(SAN_FLAGS) -o $@ $^ $(CHECK_FLAGS)

ifndef PER_CONFIG
unit: $(UNIT_TESTS:%=$(BIN)/test_%)
	@for t in $(UNIT_TESTS); do echo "== unit $$t [$(CONFIG)]"; $(BIN)/test_$$t; done

unit-san: $(UNIT_TESTS:%=$(BIN)/san_test_%)
	@for t in $(UNIT_TESTS); do echo "== unit+asan+ubsan $$t [$(CONFIG)]"; \
	  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 $(BIN)/san_test_$$t; done
endif

# C and Verilog compute every derived width from the same formula: prove they agree.
ifndef PER_CONFIG
params-check: $(BIN)/params_c gen $(GEN)/wt_params_list.svh
	@$(BIN)/params_c > $(B)/params_c.txt
	@$(IVERILOG) -g2012 -Iparams -I$(GEN) -o $(B)/params_v.vvp tb/cfg/params_check.sv
	@$(VVP) -n $(B)/params_v.vvp | grep -v '^VCD\|finish' > $(B)/params_v.txt
	@diff -u $(B)/params_c.txt $(B)/params_v.txt > /dev/null || \
	  { echo "params-check [$(CONFIG)]: C and Verilog derived widths differ:"; diff -u $(B)/params_c.txt $(B)/params_v.txt; exit 1; }
	@echo "params-check [$(CONFIG)]: $$(wc -l < $(B)/params_c.txt) values agree in C and Verilog"
endif

$(BIN)/params_c: tb/cfg/params_check.c $(C_HDRS) $(GEN)/wt_params_list.h | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) $(INCS) -o $@ $<

##########
# Lint   #
##########

RTL_DEPS := $(GEN)/wt_config.svh $(GEN)/wt_params.svh params/wt_prelude.svh $(BLOCKS:%=$(GEN)/%_fields.svh)

ifndef PER_CONFIG
lint: $(RTL_DEPS)
	@$(foreach b,$(BLOCK),$(call lint_one,$(b)) &&) true
endif
# Verilator -Wall and Icarus on block $(1) with its children's sources.
lint_one = $(VERILATOR) --lint-only -Wall -Iparams -I$(GEN) hdl/$(1).sv $(call wt_child_srcs,$(1)) \
	  --top-module $(1) && \
	$(IVERILOG) -g2012 -Wall -Iparams -I$(GEN) -o /dev/null hdl/$(1).sv $(call wt_child_srcs,$(1)) 2>&1 \
	  | (! grep .) && \
	echo "lint [$(CONFIG)] $(1): verilator -Wall and iverilog -g2012 clean"

##################################
# Lock-step co-simulation        #
##################################

COSIM_SRCS := tb/cosim/cosim.cpp
# Where the RTL and the Verilator builds live (tb/mutants/run.sh points these at a mutant copy).
RTL_DIR   ?= hdl
COSIM_DIR ?= $(B)/cosim
# The build cache of Verilated simulators (tools/buildcache.sh): WT_BUILD_CACHE= (empty) turns it off.
WT_BUILD_CACHE ?= $(HOME)/.cache/warptwin/build
export WT_BUILD_CACHE

# One Verilator build per block x configuration; every seed and scenario reuses it.
# The build command (tools/buildcache.sh runs it, or copies the simulator of the same build from the
# build cache). Verilog sources by their paths in the tree, so that the simulator and its generated
# C++ do not depend on where the tree is; the C++ sources and the library absolute (the generated
# makefile compiles in the build directory).
#
# The block is chosen by a short source written into the build directory (wt_harness_main):
# its defines, then the harness. Passed as -CFLAGS they would reach every file, Verilator's own
# runtime too (verilated.cpp, the FST writer: 8 CPU-seconds per build), whose objects would then
# differ per block and configuration; with the same flags everywhere, ccache compiles them once.
COSIM_BUILD = $(VERILATOR) --cc --exe --build -j 2 $(VFLAGS) \
  --top-module $*_tw --Mdir $(@D) -o sim \
  $(RTL_DIR)/$*.sv $(call wt_child_srcs,$*) $(GEN)/$*_tw.sv $(abspath $(@D)/cosim_top.cpp) $(abspath $(OBJ)/libwt.a) > $(@D)/build.log 2>&1
# wt_harness_main FILE HARNESS BLOCK: FILE defines the block's names and includes HARNESS (by its
# name, found through -I: a path in the file would differ in every clone and miss both caches).
wt_harness_main = { printf '%s\n' '// Generated by the Makefile: the block this simulator is built for.' \
  '\#define WT_VTOP V$(3)_tw' '\#define WT_VTOP_H "V$(3)_tw.h"' '\#define WT_TW_H "$(3)_tw.h"' \
  '\#define WT_BLOCK "$(3)"' '\#define WT_REPRO_CONFIG "$(CONFIG)"' '\#include "$(notdir $(2))"'; } > $(1)
$(COSIM_DIR)/%/sim: $(RTL_DIR)/%.sv $$(call wt_child_srcs,$$*) $(GEN)/%_tw.sv $(COSIM_SRCS) $(OBJ)/libwt.a $(RTL_DEPS) $(C_HDRS)
	@mkdir -p $(@D)
	@$(call wt_harness_main,$(@D)/cosim_top.cpp,$(COSIM_SRCS),$*)
	$(call say,VERILATE $@)
	$(Q)t0=$$(date +%s.%N); \
	out=$$(tools/buildcache.sh $@ $(@D) '$^' $(call sq,$(COSIM_BUILD))) || { cat $(@D)/build.log; exit 1; }; \
	awk -v a=$$t0 -v b=$$(date +%s.%N) -v k=$${CCACHE_DISABLE:+cold} -v c="$$out" \
	  'BEGIN { printf "%.1f\t%s\n", b - a, k == "cold" ? "cold" : c ~ /[(]cached / ? "cached" : "ccache" }' > $(@D)/build.seconds

# cosim: every selected block, CYCLES random cycles on SEEDS seeds from SEED, and every scenario.
cosim:
ifdef PER_CONFIG
	@for c in $(SEL_CONFIGS); do $(MAKE) --no-print-directory cosim CONFIG=$$c; done
else
	@for b in $(BLOCK); do $(MAKE) --no-print-directory cosim-one BLOCK=$$b; done
endif

# One block on one configuration (BLOCK, CONFIG); SCENARIO=name runs just that scenario.
# On a mismatch (the simulator leaves wave.args, the arguments of the failing test), the test is
# re-run on a traced build of the block, built on demand in COSIM_TRACE_DIR, which writes the FST
# of the failing window into COSIM_FST_DIR. COSIM_WAVE=0 skips that; COSIM_ARGS are passed to the
# simulator as they are; COSIM_REPORT= (empty) appends no row to the lock-step report.
COSIM_TRACE_DIR ?= $(COSIM_DIR)-trace
COSIM_FST_DIR   ?= $(COSIM_DIR)/$(BLOCK)
COSIM_WAVE      ?= 1
COSIM_REPORT    ?= build/reports/cosim.tsv
.PHONY: cosim-one bench-one
cosim-one: $(COSIM_DIR)/$(BLOCK)/sim | build/reports
	@mkdir -p $(COSIM_FST_DIR) && rm -f $(COSIM_FST_DIR)/wave.args; \
	$(COSIM_DIR)/$(BLOCK)/sim --seed $(SEED) --seeds $(SEEDS) --cycles $(CYCLES) \
	  $(if $(SCENARIO),--scenario $(SCENARIO),--scenarios) $(COSIM_ARGS) \
	  --fst-dir $(COSIM_FST_DIR) $(if $(COSIM_REPORT),--report $(COSIM_REPORT)) && rc=0 || rc=$$?; \
	if [ $$rc -ne 0 ] && [ -s $(COSIM_FST_DIR)/wave.args ] && [ "$(COSIM_WAVE)" = 1 ]; then \
	  echo "cosim-one: re-running the failing test on a traced build ($(COSIM_TRACE_DIR)/$(BLOCK)/sim) for its waveform"; \
	  if ! $(MAKE) --no-print-directory COSIM_DIR=$(COSIM_TRACE_DIR) COSIM_TRACE=1 $(COSIM_TRACE_DIR)/$(BLOCK)/sim; then \
	    echo "cosim-one: the traced build failed: no waveform"; \
	  else \
	    xargs -d '\n' -a $(COSIM_FST_DIR)/wave.args $(COSIM_TRACE_DIR)/$(BLOCK)/sim --fst-dir $(COSIM_FST_DIR) \
	      > $(COSIM_FST_DIR)/wave.log 2>&1 || true; \
	    grep '^  waveform: ' $(COSIM_FST_DIR)/wave.log \
	      || { echo "cosim-one: the traced re-run did not reproduce the mismatch:"; cat $(COSIM_FST_DIR)/wave.log; }; \
	  fi; \
	fi; exit $$rc

# The papers' long lock-step runs (LONG_RUNS, block/config pairs registered in mk/papers/<p>.mk):
# LONG_CYCLES random cycles on LONG_SEEDS seeds each, every cycle with the block's invariants.
LONG_CYCLES ?= 1000000
LONG_SEEDS  ?= 3
.PHONY: cosim-long
cosim-long:
	@$(foreach r,$(LONG_RUNS),$(MAKE) --no-print-directory cosim-one BLOCK=$(word 1,$(subst /, ,$(r))) \
	  CONFIG=$(word 2,$(subst /, ,$(r))) CYCLES=$(LONG_CYCLES) SEEDS=$(LONG_SEEDS) &&) true

# Throughput of the C model, the Verilated RTL and lock-step on the same recorded stimulus,
# per block on its baseline configuration: each run appends a row to BENCH_ROWS, collated into one
# table (build/reports/bench.{md,csv}; rows below 10x C/RTL are marked, nothing fails on them).
# A paper may set fewer cycles for a block whose RTL is slow (BENCH_CYCLES_<block>@<config>).
# The lock-step build's wall seconds are in the table too (written by the build into
# <sim dir>/build.seconds, marked "ccache" or "cold"): `make bench BENCH_COLD=1` first rebuilds each
# block's lock-step binary from nothing with ccache off, one build at a time, so the column is the
# cold build (on a 2-core machine run nothing else beside it).
# A paper may say why a block stays below 10x C/RTL (BENCH_NOTE_<block>, its mk/papers file): the
# table prints it beside the mark.
BENCH_ROWS  := build/reports/bench.tsv
BENCH_NOTES := build/reports/bench_notes.tsv
# The benchmark's own lock-step builds (build/<config>/bench/<block>/sim): the per-cycle code at
# BENCH_OPT_FAST, the level a long run wants (the lock-step jobs build at COSIM_OPT_FAST).
BENCH_OPT_FAST ?= -O2
BENCH_SIM = COSIM_DIR=build/$(1)/bench COSIM_OPT_FAST=$(BENCH_OPT_FAST)
bench: | build/reports
	@rm -f $(BENCH_ROWS)
	@: > $(BENCH_NOTES)
	@$(foreach b,$(SEL_BLOCKS),$(if $(BENCH_NOTE_$(b)),printf '%s\t%s\n' '$(b)' '$(BENCH_NOTE_$(b))' >> $(BENCH_NOTES);)) true
	@$(foreach b,$(SEL_BLOCKS),$(if $(filter 1,$(BENCH_COLD)),rm -rf build/$(BASELINE_$(b))/bench/$(b) && \
	  CCACHE_DISABLE=1 $(MAKE) --no-print-directory CONFIG=$(BASELINE_$(b)) BLOCK=$(b) $(call BENCH_SIM,$(BASELINE_$(b))) build/$(BASELINE_$(b))/bench/$(b)/sim &&) \
	  $(MAKE) --no-print-directory bench-one BLOCK=$(b) CONFIG=$(BASELINE_$(b)) $(call BENCH_SIM,$(BASELINE_$(b))) BENCH_ROW=$(BENCH_ROWS) $(addprefix BENCH_CYCLES=,$(BENCH_CYCLES_$(b)@$(BASELINE_$(b)))) &&) true
	@bash tools/bench_table.sh $(BENCH_ROWS) build/reports build 10 $(BENCH_NOTES)

# The committed table docs/results/bench.md (README "Speed"), a page of `make results`
# (mk/results.mk): every block at its baseline, cold builds, with the command, commit, date and
# processor that produced it. Run it on an idle machine. `make bench-docs` is `make results-bench`.
RESULTS_PAGES        += bench
RESULTS_TITLE_bench  := Simulation speed and lock-step build time per block
RESULTS_RUN_bench    := bench+BENCH_COLD=1
RESULTS_REPORT_bench := build/reports/bench.md
RESULTS_LINE_bench    = `make bench BENCH_COLD=1`, $(BENCH_CYCLES) cycles per block unless its paper sets fewer (BENCH_CYCLES_<block>@<config>).
.PHONY: bench-docs
bench-docs: results-bench

# How the lock-step build is compiled, measured (docs/bench_flags.md): the blocks BENCH_FLAG_PAIRS
# (block@config) built cold under each compiler:OPT_FAST of BENCH_FLAG_VARIANTS and benched.
BENCH_FLAG_PAIRS    ?= pe_unit@pe_baseline dwf_sched@dwf_baseline
BENCH_FLAG_VARIANTS ?= clang++:-O2 clang++:-O1 g++:-O1
BENCH_FLAG_CYCLES   ?= 50000
.PHONY: bench-flags
bench-flags:
	+@MAKE="$(MAKE)" bash tools/bench_flags.sh docs/bench_flags.md "$(BENCH_FLAG_PAIRS)" "$(BENCH_FLAG_VARIANTS)" $(BENCH_FLAG_CYCLES)

bench-one: $(COSIM_DIR)/$(BLOCK)/sim
	@$(COSIM_DIR)/$(BLOCK)/sim --bench --seed $(SEED) --cycles $(BENCH_CYCLES) $(if $(BENCH_ROW),--bench-row $(BENCH_ROW))

######################################
# SystemC system-level check         #
######################################

SC_CYCLES ?= 20000
SC_SRCS := tb/sc/sc_main.cpp tb/sc/wt_sc_model.h
# The C model in an SC_MODULE and the `verilator --sc` RTL on the same signals (tb/sc/sc_main.cpp).
SC_BUILD = $(VERILATOR) --sc --exe --build -j 2 -Wall -Iparams -I$(GEN) --x-assign unique --x-initial unique \
  -MAKEFLAGS "OPT_FAST=-O0 OPT_SLOW=-O0 OPT_GLOBAL=-O0 OBJCACHE=ccache" \
  -CFLAGS "-std=c++17 -O2 $(addprefix -I$(CURDIR)/,rtl_c params tb/stim tb/sc) -I$(abspath $(GEN))" \
  -LDFLAGS "$$(pkg-config --libs systemc)" \
  --top-module $*_tw --Mdir $(@D) -o sc_sim \
  $(RTL_DIR)/$*.sv $(call wt_child_srcs,$*) $(GEN)/$*_tw.sv $(abspath $(@D)/sc_top.cpp) $(abspath $(OBJ)/libwt.a) > $(@D)/build.log 2>&1
$(B)/sc/%/sc_sim: $(RTL_DIR)/%.sv $$(call wt_child_srcs,$$*) $(GEN)/%_tw.sv $(GEN)/%_tw.h $(SC_SRCS) $(OBJ)/libwt.a $(RTL_DEPS) $(C_HDRS)
	@mkdir -p $(@D)
	@$(call wt_harness_main,$(@D)/sc_top.cpp,tb/sc/sc_main.cpp,$*)
	$(call say,VERILATE $@)
	$(Q)tools/buildcache.sh $@ $(@D) '$^' $(call sq,$(SC_BUILD)) || { cat $(@D)/build.log; exit 1; }

ifndef PER_CONFIG
sc: $(foreach b,$(BLOCK),$(B)/sc/$(b)/sc_sim)
	@for b in $(BLOCK); do SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1 $(B)/sc/$$b/sc_sim --seed $(SEED) --cycles $(SC_CYCLES); done
endif

# The harness must catch deliberate RTL bugs with a full report and a waveform: every paper's
# mutants, in the configuration the paper names (MUTANT_CONFIG_<paper>).
mutants: $(PAPERS:%=mutants-%)

summary:
	@bash tools/summary.sh build/reports

clean:
	rm -rf build

# Vector files (vecgen, golden vectors, replay on Icarus and Verilator, malformed-file tests).
include mk/vectors.mk
# Bring your own RTL: the mapped, outputs-only vector replay (tools/mapgen.c, examples/foreign/).
include mk/byo.mk
# Regressions: one job list for make -j, xargs, GNU parallel and Slurm.
include mk/regress.mk
# Yosys synthesis (cached by input hash) and the storage-bits report.
include mk/synth.mk
# The SRAM area model's test and fit (tools/sram_model.c, synth/sram_model.md).
include mk/sram.mk
# `make sweep`: bits and synthesized size against one knob (derived configurations, CSV, plots).
include mk/sweep.mk
# The report page (make report): every report of build/reports on one HTML page.
include mk/report.mk
# Generated state-field includes of the RTL (<block>_fields.svh).
include mk/fields.mk
# libwarptwin (make lib, make install), its DPI-C reference models and their tests.
include mk/lib.mk
# The C/C++ house style: make format, make format-check (.clang-format).
include mk/format.mk
# The stages of `make test` and of the main job, and the parallel job machinery.
include mk/stages.mk
# The papers' experiments (closed-loop traffic, issue models), registered in mk/papers/<paper>.mk.
include $(PAPER_MK)
# `make results`: the figure pages of docs/results/ (after the experiments, which register theirs).
include mk/results.mk
