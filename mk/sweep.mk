# mk/sweep.mk: `make sweep`, bits and synthesized size against one knob. Included by the Makefile
# after mk/synth.mk; reads the papers' registrations (PAPERS, BLOCKS_<p>, CONFIGS, TEST_CONFIGS,
# BASELINE_<b>, CHILDREN_<unit>) and names no block, paper or knob.
#
#   make sweep KNOB=POOL VALUES="32 64 128 256" [BLOCK="b1 b2"] [BASE=<config>] [SWEEP=<name>]
#
#   KNOB    a knob of configs/knobs.def
#   VALUES  its values, decimal, each once (sorted ascending in the report)
#   BASE    the configuration each point starts from; default: the baseline of the first BLOCK
#           (BASELINE_<b>), or without BLOCK the baseline of the paper whose knob family KNOB is in
#           (a shared knob, family `common`, needs BASE or BLOCK)
#   BLOCK   the blocks to synthesize; each must be one BASE builds and must read KNOB (its
#           <BLOCK>_KNOBS list, asked from `vecgen --knobs`); default: every block of BASE that
#           reads KNOB
#   SWEEP   the sweep's name (letters, digits, '_'); default <BASE>_<KNOB>
#
# For each value v, tools/sweep.sh writes the derived configuration build/sweep/<SWEEP>/
# <SWEEP>_<v>.cfg (`base = <BASE>` and `<KNOB> = <v>`, nothing in configs/), synthesizes the blocks
# in it with the flow's own targets (`make CONFIG=<SWEEP>_<v> CFG_FILE=... CFG_LIKE=<BASE>
# synth-here bits-here`, cached by content through WT_SYNTH_CACHE: a re-run, or a point whose
# inputs equal an earlier synthesis, costs no Yosys run) and reads the rows file of each,
# build/<SWEEP>_<v>/synth/bits.tsv, by its header's column names. It writes
#   build/reports/sweeps/<SWEEP>.csv   knob, value, base, block, config, model, ffs, SWEEP_COLS, ...
#   build/reports/sweeps/<SWEEP>.md    the same as a table, and the figure
#   build/reports/sweeps/<SWEEP>.{png,svg}  gnuplot: MODEL bits and FFs, area (um2 and kGE),
#                                      critical path, cells; one line per block; log2 x axis when
#                                      every value is a power of two
#
# A malformed request (unknown knob, base or block; a value that is not a decimal integer, given
# twice, outside the knob's range, against its rule or a cross-knob rule; empty VALUES; a block that
# does not read the knob) stops before any synthesis with an error naming the knob and the value
# (or the block); the values are checked by cfggen itself (`cfggen --show` of each derived file),
# so no rule is written twice. The reports are written in a temporary directory and moved into
# build/reports/sweeps/ only when all of them are complete: a failed sweep leaves none behind.
#
#   make sweep-check    tb/sweep/test_sweep.sh: every kind of malformed request, and a small real
#                       sweep whose MODEL bits are checked against SPEC by hand

# The columns of bits.tsv every sweep reports, besides block, config, model and ffs: a rows file
# without one of them is an error naming it.
SWEEP_COLS ?= area_um2 kge crit_ns fmax_mhz

.PHONY: sweep sweep-check sweeps report-sweeps

# The committed sweeps (docs/sweeps/, shown in docs/papers/dwf.md), declared once: <name>:<KNOB>:<values, ','>:<blocks, '+'>:<base>.
# `make sweeps` runs each and copies its CSV, table and figure to $(SWEEP_DOCS) (committed, so a
# fresh clone's `make report` shows them without hours of synthesis); `make report` adds the
# committed ones a fresh build/reports/sweeps/ does not have.
README_SWEEPS := \
  pool_entries:POOL:32,64,128,256:dwf_warp_pool:dwf_baseline \
  lanes:NL:8,16,32:dwf_update_regs+dwf_pc_warp_lut+dwf_warp_pool:dwf_baseline \
  heap_entries:HEAP:8,16,32,64:dwf_majority:dwf_baseline \
  lut_ways:PWL_WAYS:2,4,8,16:dwf_pc_warp_lut:dwf_baseline
SWEEP_DOCS := docs/sweeps
comma := ,
sweep_word = $(word $(2),$(subst :, ,$(1)))

# The request, and what tools/sweep.sh needs of the registrations, as tables of words:
#   SWEEP_CFG_BLOCKS   <config>:<block>+<block>... per registered configuration (cfg_blocks)
#   SWEEP_PAPER_BASES  <paper>:<baseline of its first block>
#   SWEEP_UNITS        <block>:<the block preceded by its children> (wt_with_children)
# A BLOCK given on the command line was narrowed by the Makefile to the blocks of CONFIG (its
# `override`); SEL_BLOCKS holds it as given.
sweep: export SWEEP_KNOB = $(KNOB)
sweep: export SWEEP_VALUES = $(VALUES)
sweep: export SWEEP_BASE = $(or $(BASE),$(if $(filter override,$(origin BLOCK)),$(BASELINE_$(firstword $(SEL_BLOCKS)))))
sweep: export SWEEP_BLOCKS = $(if $(filter override,$(origin BLOCK)),$(SEL_BLOCKS))
sweep: export SWEEP_NAME = $(SWEEP)
sweep sweep-check: export SWEEP_COLS := $(SWEEP_COLS)
sweep sweep-check: export SWEEP_MAKE = $(MAKE)
sweep-check: export SWEEP_SYNTH_CACHE = $(WT_SYNTH_CACHE)
sweep: export SWEEP_CFG_BLOCKS = $(foreach c,$(CONFIGS) $(TEST_CONFIGS),$(c):$(subst $(eval) ,+,$(strip $(call cfg_blocks,$(c)))))
sweep: export SWEEP_PAPER_BASES = $(foreach p,$(PAPERS),$(p):$(BASELINE_$(firstword $(BLOCKS_$(p)))))
sweep: export SWEEP_UNITS = $(foreach b,$(ALL_BLOCKS),$(b):$(subst $(eval) ,+,$(strip $(call wt_with_children,$(b)))))
# cfggen is the same in every configuration: the first one's (as the bits report's tool).
sweep: export SWEEP_TOOL_CONFIG = $(firstword $(CONFIGS))

sweep:
	+@bash tools/sweep.sh

# The sweep check runs its malformed requests and one small sweep through `make sweep`.
sweep-check:
	+@bash tb/sweep/test_sweep.sh

# The committed sweeps, one after the other (each runs its synthesis jobs under this make's -j); each
# table is written with the command and commit that produced it (tools/provenance.sh).
sweep_args = KNOB=$(call sweep_word,$(1),2) VALUES="$(subst $(comma), ,$(call sweep_word,$(1),3))" \
  BLOCK="$(subst +, ,$(call sweep_word,$(1),4))" BASE=$(call sweep_word,$(1),5)
sweeps:
	+@$(foreach s,$(README_SWEEPS),$(MAKE) --no-print-directory sweep SWEEP=$(call sweep_word,$(s),1) $(call sweep_args,$(s)) && \
	  mkdir -p $(SWEEP_DOCS) && cp $(foreach x,csv png svg,build/reports/sweeps/$(call sweep_word,$(s),1).$(x)) $(SWEEP_DOCS)/ && \
	  bash tools/provenance.sh --page $(SWEEP_DOCS)/$(call sweep_word,$(s),1).md - 'make sweeps' \
	    $(call sq,`make sweep SWEEP=$(call sweep_word,$(s),1) $(call sweep_args,$(s))`) build/reports/sweeps/$(call sweep_word,$(s),1).md &&) true

# The committed sweeps a build/reports/sweeps/ lacks (a fresh sweep is never overwritten).
report-sweeps:
	@mkdir -p $(BITS_OUT)/sweeps
	@for f in $(wildcard $(SWEEP_DOCS)/*); do \
	  test -e $(BITS_OUT)/sweeps/$${f##*/} || cp $$f $(BITS_OUT)/sweeps/; done
