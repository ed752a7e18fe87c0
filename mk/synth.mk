# mk/synth.mk: Yosys synthesis, standard-cell mapping, OpenSTA timing and the storage-bits and area
# report. Included by the Makefile after its variables (B, GEN, BIN, OBJ, CONFIG, CONFIGS, BLOCK,
# BLOCKS, PER_CONFIG, RTL_DEPS, YOSYS, CC).
#
#   make synth                 every block of every configuration (CONFIG=<c>, BLOCK=<b> restrict):
#                              Yosys synthesis, mapping to the Liberty cells, OpenSTA timing
#   make bits                  synth what is stale in every configuration, then the report:
#                              build/reports/bits.{md,csv,json}, main table also on stdout
#   make bits BITS_STRICT=1    ... and fail if any FFs != MODEL has no reason in a paper's synth/<paper>_ff_reasons.txt (FF_REASONS)
#   make bits-check            the report against numbers worked out from SPEC, and its input errors
#   make bits-model            the storage bits of every paper baseline without synthesis (the main
#                              job's report: PAPER, PAPER-FIELDS, MODEL; FFs, area, timing "-")
#
# Results per block and configuration: build/<config>/synth/<block>.{log,json,lib.json,lib.txt,
# net.v,stat.txt} (synth/synth.tcl) and <block>.sta.txt (synth/sta.tcl). They are real targets,
# redone only when the block's RTL (and its children's), the generated includes, the library or the
# flow change. Blocks and configurations synthesize in parallel under `make -j`; each configuration
# runs in its own sub-make.
#
# A unit that instantiates other blocks lists them in its paper's mk/papers/<paper>.mk:
#   CHILDREN_<unit> := <block> ...
# Its synthesis reads the children as blackboxes (each child is synthesized on its own, as a
# block) and is redone when their sources change; the bits report adds each instance's
# flip-flops, cells and cell area from the child's own synthesis (tools/bits.c); its timing reads
# the children's mapped netlists under it, so paths through them count.

# The standard-cell library, declared once: OSU 0.18 um (Debian qflow-tech-osu018). Area is its cell
# area in um^2; a gate equivalent (GE) is the area of its GE_CELL, the 2-input NAND.
LIBERTY      ?= /usr/share/qflow/tech/osu018/osu018_stdcells.lib
GE_CELL      ?= NAND2X1
# ABC's delay target (ps) for the mapping, buffering and gate sizing (synth/synth.tcl). A target
# the logic cannot meet makes ABC upsize along the critical path; 3000 ps is about what the small
# blocks reach, so the big ones are sized for speed rather than left at minimum size.
ABC_DELAY_PS ?= 3000
# OpenSTA (synth/sta.tcl): the clock port every block has, and the nominal period (ns) the slack is
# measured against (the critical path does not depend on it). The reset port is a false path.
STA          ?= sta
STA_CLOCK    ?= clk_i
STA_RESET    ?= rst_ni
STA_PERIOD   ?= 10
STA_TCL      := synth/sta.tcl
# The library's feature size (nm), for the SRAM model and the papers' node scaling.
LIB_NODE_NM  ?= 180
# The memory split: a declared array (a block's `mems`, rtl_c/) of fewer bits stays flip-flops.
SRAM_MIN_BITS ?= 512
# Every paper's notes (its storage tables, discrepancy notes) and SRAM parameter tables: read from
# synth/, so a paper whose blocks have not landed yet shows its rows as "not built".
BITS_NOTES        := $(sort $(wildcard synth/*_paper_notes.txt))
SRAM_PAPER_TABLES := $(sort $(wildcard synth/*_sram_tab*.txt))

SYN        := $(B)/synth
SYNTH_TCL  := synth/synth.tcl
BITS_OUT   := build/reports
# The report step is configuration-independent; it runs with the first configuration's binary.
BITS_TOOL  := build/$(firstword $(CONFIGS))/bin/bits

.PHONY: synth synth-here bits bits-here bits-check

# Verilog sources of block $(1): hdl/$(1).sv and, recursively, those of CHILDREN_$(1).
wt_rtl_srcs = hdl/$(1).sv $(call wt_child_srcs,$(1))

# The syntheses `make test` leaves to `make test-full` (mk/stages.mk): the papers' TEST_FULL_SYNTH
# (<config>/<block> pairs, each with its reason in its paper's file) and every unit with a child
# among them at that configuration (a unit's timing and bits row read its children's netlists).
# Each such block must keep its synthesis in `make test` on another configuration.
TEST_FULL_SYNTH_ALL := $(sort $(foreach c,$(CONFIGS),$(foreach b,$(call cfg_blocks,$(c)),\
  $(if $(filter $(addprefix $(c)/,$(call wt_with_children,$(b))),$(TEST_FULL_SYNTH)),$(c)/$(b)))))
$(call wt_pairs_check,TEST_FULL_SYNTH,$(TEST_FULL_SYNTH))
$(call wt_pairs_keep,TEST_FULL_SYNTH,$(TEST_FULL_SYNTH_ALL),$(TEST_FULL_SYNTH_ALL),would be synthesized)
# BITS_PARTIAL=1 (the `bits` job of make test): synthesize and report every block except those,
# whose rows are the model's bits only ("not synthesized").
bits_unsynth = $(if $(filter 1,$(BITS_PARTIAL)),$(notdir $(filter $(1)/%,$(TEST_FULL_SYNTH_ALL))))

# Configurations an aggregate target covers: all when CONFIG was not given, else CONFIG.
SYNTH_CFGS := $(if $(PER_CONFIG),$(SEL_CONFIGS),$(CONFIG))
ALL_CFGS   := $(sort $(CONFIGS) $(CONFIG))

##########
# Synth  #
##########

# One sub-make per configuration, so that `make -j synth bits` never runs two Yosys jobs on the
# same files: `bits` reaches the synthesis of a configuration only through synth-cfg-<c>.
synth: $(SYNTH_CFGS:%=synth-cfg-%)

.PHONY: $(ALL_CFGS:%=synth-cfg-%) $(ALL_CFGS:%=bits-cfg-%)
$(ALL_CFGS:%=synth-cfg-%): synth-cfg-%:
	@$(MAKE) --no-print-directory CONFIG=$* synth-here

synth-here: $(patsubst %,$(SYN)/%.sta.txt,$(filter-out $(call bits_unsynth,$(CONFIG)),$(BLOCK)))
	@:

# Yosys only (no timing): a unit's synthesis reads its children as blackboxes, so it needs none of
# their results and runs beside them; its timing (synth-here) waits for their netlists. The jobs
# of `make test` and of the main job use it for units (mk/stages.mk, stage `sta`).
.PHONY: synth-yosys-here
synth-yosys-here: $(BLOCK:%=$(SYN)/%.stat.txt)
	@:

$(SYN):
	@mkdir -p $@

# Children's sources of units (no recipe: extra prerequisites of the pattern rule below).
$(foreach b,$(BLOCKS),$(if $(CHILDREN_$(b)),$(eval $(SYN)/$(b).stat.txt: $(sort $(call wt_rtl_srcs,$(b))))))

# The .json, .lib.json, .lib.txt, .net.v and .log are written by the same run; .stat.txt last.
#
# Results are cached outside build/, as ccache does for C: the key is a hash of every input (the
# block's and its children's RTL, the generated includes, the Yosys script, the Yosys version, the
# top and its children, the Liberty file and ABC's delay target), so an unchanged block is never synthesized twice on one machine, even from a
# fresh clone. WT_SYNTH_CACHE= (empty) turns the cache off.
WT_SYNTH_CACHE ?= $(HOME)/.cache/warptwin/synth
SYNTH_OUTS   := log json lib.json lib.txt net.v stat.txt
SYNTH_INPUTS = hdl/$(1).sv $(sort $(call wt_child_srcs,$(1))) $(SYNTH_TCL) tools/blif2v.c $(LIBERTY) $(filter-out %_fields.svh,$(RTL_DEPS)) \
  $(foreach b,$(call wt_with_children,$(1)),$(GEN)/$(b)_fields.svh)
# The netlist converter synth.tcl calls (configuration-independent: one build for all).
BLIF2V := build/tools/blif2v
$(BLIF2V): tools/blif2v.c $(TOOL_UTIL)
	@mkdir -p $(@D)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -Itools -o $@ $(TOOL_SRCS)

$(SYN)/%.stat.txt: hdl/%.sv $(SYNTH_TCL) $(RTL_DEPS) $(BLIF2V) | $(SYN)
	@rm -f $(foreach x,$(SYNTH_OUTS),$(SYN)/$*.$(x))
	@key=$$( { $(YOSYS) -V; echo "top $* children $(CHILDREN_$*) abc -D $(ABC_DELAY_PS)"; \
	           for f in $(call SYNTH_INPUTS,$*); do echo "== $${f##*/}"; cat $$f; done; } | sha256sum | cut -c1-32 ); \
	cache=$(WT_SYNTH_CACHE)/$$key; \
	if [ -n "$(WT_SYNTH_CACHE)" ] && [ -f $$cache/stat.txt ]; then \
	  for x in $(SYNTH_OUTS); do cp $$cache/$$x $(SYN)/$*.$$x; done; \
	  printf "synth [%s] %s: %s cells (cached %s)\n" $(CONFIG) $* "$$(sed -n "s/^ *Number of cells: *//p" $@ | tail -1)" $$key; \
	  exit 0; \
	fi; \
	t0=$$(date +%s.%N); \
	out=$$(TOP=$* SRCS="hdl/$*.sv" CHILDREN="$(CHILDREN_$*)" CHILD_SRCS="$(sort $(call wt_child_srcs,$*))" \
	  INCDIRS="params $(GEN)" LIBERTY=$(LIBERTY) ABC_DELAY_PS=$(ABC_DELAY_PS) BLIF2V=$(BLIF2V) OUT=$(SYN)/$*.tmp \
	  $(YOSYS) -q -l $(SYN)/$*.log -c $(SYNTH_TCL) 2>&1) \
	  || { echo "$$out"; echo "synth [$(CONFIG)] $*: Yosys failed; log: $(SYN)/$*.log"; exit 1; }; \
	for x in $(filter-out log,$(SYNTH_OUTS)); do mv -f $(SYN)/$*.tmp.$$x $(SYN)/$*.$$x; done; \
	if [ -n "$$out" ]; then echo "$$out" | sed "s/^/  yosys [$(CONFIG)] $*: /"; fi; \
	if [ -n "$(WT_SYNTH_CACHE)" ]; then \
	  mkdir -p $$cache.tmp$$$$ && for x in $(SYNTH_OUTS); do cp $(SYN)/$*.$$x $$cache.tmp$$$$/$$x; done \
	  && { mv -T $$cache.tmp$$$$ $$cache 2>/dev/null || rm -rf $$cache.tmp$$$$; }; \
	fi; \
	printf "synth [%s] %s: %s cells in %s s -> %s\n" $(CONFIG) $* \
	  "$$(sed -n "s/^ *Number of cells: *//p" $@ | tail -1)" \
	  "$$(awk -v a=$$t0 -v b=$$(date +%s.%N) "BEGIN { printf \"%.1f\", b - a }")" $@

# What each synthesis cost (docs/synth_times.md): every configuration's synthesis logs.
SYNTH_TIMES_DOC ?= docs/synth_times.md
.PHONY: synth-times
synth-times: synth
	@bash tools/synth_times.sh "make synth-times" $(sort $(wildcard $(foreach c,$(SYNTH_CFGS),build/$(c)/synth/*.log))) \
	  > $(SYNTH_TIMES_DOC).tmp && mv -f $(SYNTH_TIMES_DOC).tmp $(SYNTH_TIMES_DOC) \
	  && echo "synth-times: wrote $(SYNTH_TIMES_DOC)" || { rm -f $(SYNTH_TIMES_DOC).tmp; exit 1; }

##########
# Timing #
##########

# OpenSTA on the mapped netlist, with the children's netlists for a unit. Cached like synthesis,
# keyed by the netlists, the script, the library, the constraints and the OpenSTA version.
$(foreach b,$(BLOCKS),$(if $(CHILDREN_$(b)),$(eval $(SYN)/$(b).sta.txt: $(foreach c,$(filter-out $(b),$(call wt_with_children,$(b))),$(SYN)/$(c).stat.txt))))
STA_NETS = $(foreach c,$(filter-out $(1),$(call wt_with_children,$(1))),$(SYN)/$(c).net.v) $(SYN)/$(1).net.v
$(SYN)/%.sta.txt: $(SYN)/%.stat.txt $(STA_TCL) $(LIBERTY)
	@rm -f $@
	@key=$$( { $(STA) -version; echo "top $* clock $(STA_CLOCK) reset $(STA_RESET) period $(STA_PERIOD)"; \
	           for f in $(STA_TCL) $(LIBERTY) $(call STA_NETS,$*); do echo "== $${f##*/}"; cat $$f; done; } | sha256sum | cut -c1-32 ); \
	cache=$(WT_SYNTH_CACHE)/sta-$$key; \
	if [ -n "$(WT_SYNTH_CACHE)" ] && [ -f $$cache/sta.txt ]; then \
	  cp $$cache/sta.txt $@; \
	  printf "sta   [%s] %s: %s (cached %s)\n" $(CONFIG) $* "$$(sed -n 's/^WT_TIMING .*critical_ns=//p' $@) ns" $$key; \
	  exit 0; \
	fi; \
	out=$$(LIBERTY=$(LIBERTY) NETS="$(call STA_NETS,$*)" TOP=$* CLOCK=$(STA_CLOCK) RESET=$(STA_RESET) \
	  PERIOD=$(STA_PERIOD) OUT=$@ $(STA) -no_splash -exit $(STA_TCL) 2>&1); \
	if [ ! -f $@ ] || echo "$$out" | grep -q '^Error'; then \
	  echo "$$out"; rm -f $@; echo "sta [$(CONFIG)] $*: OpenSTA failed"; exit 1; fi; \
	if [ -n "$(WT_SYNTH_CACHE)" ]; then \
	  mkdir -p $$cache.tmp$$$$ && cp $@ $$cache.tmp$$$$/sta.txt \
	  && { mv -T $$cache.tmp$$$$ $$cache 2>/dev/null || rm -rf $$cache.tmp$$$$; }; \
	fi; \
	printf "sta   [%s] %s: critical path %s ns -> %s\n" $(CONFIG) $* "$$(sed -n 's/^WT_TIMING .*critical_ns=//p' $@)" $@

##########
# Bits   #
##########

# Every configuration's rows (after its synthesis), then the merged report.
# What every report reads besides its rows: the reasons, the paper notes, the SRAM tables.
BITS_REPORT_ARGS = $(FF_REASONS:%=--reasons %) $(BITS_NOTES:%=--notes %) --outdir $(BITS_OUT) \
  --built "$(ALL_BLOCKS)" --node-nm $(LIB_NODE_NM) $(SRAM_PAPER_TABLES:%=--sram-table %)
BITS_TSV = bits$(if $(filter 1,$(BITS_PARTIAL)),-partial).tsv
bits: $(CONFIGS:%=bits-cfg-%) | $(BITS_OUT)
	@$(BITS_TOOL) report $(foreach c,$(CONFIGS),--rows build/$(c)/synth/$(BITS_TSV)) $(BITS_REPORT_ARGS) \
	  $(if $(filter 1,$(BITS_STRICT)),--strict $(if $(filter 1,$(BITS_PARTIAL)),--allow-unsynthesized))

# The storage bits without synthesis (the main job, `make`): PAPER, PAPER-FIELDS and MODEL of every
# block of every paper baseline, read from the blocks' descriptors and field tables in seconds; the
# FFs, area and timing columns are "-" ("not synthesized"), for `make bits` to fill. Yosys 0.23 takes
# over 15 CPU-minutes for the baselines' synthesis (docs/synth_times.md), which does not fit the
# main job's budget.
BASELINE_CONFIGS = $(sort $(foreach b,$(ALL_BLOCKS),$(BASELINE_$(b))))
.PHONY: bits-model bits-model-here $(ALL_CFGS:%=bits-model-cfg-%)
bits-model: $(BASELINE_CONFIGS:%=bits-model-cfg-%) | $(BITS_OUT)
	@build/$(firstword $(BASELINE_CONFIGS))/bin/bits report \
	  $(foreach c,$(BASELINE_CONFIGS),--rows build/$(c)/synth/bits-model.tsv) $(BITS_REPORT_ARGS)
$(ALL_CFGS:%=bits-model-cfg-%): bits-model-cfg-%:
	@$(MAKE) --no-print-directory CONFIG=$* bits-model-here
# Rewritten every time: it takes milliseconds and reads only the configuration's own build.
bits-model-here: $(BIN)/bits | $(SYN)
	@$(BIN)/bits rows --model-only --out $(SYN)/bits-model.tsv

# The report against SPEC's numbers and its input errors (tb/bits/test_bits.sh), after `make bits`.
bits-check: $(BLIF2V)
	@BITS_UNSYNTH_OK="$(if $(filter 1,$(BITS_PARTIAL)),$(TEST_FULL_SYNTH_ALL))" BITS_ROWS_NAME=$(BITS_TSV) \
	  bash tb/bits/test_bits.sh $(BITS_OUT) $(BITS_TOOL) build/test-bits

$(ALL_CFGS:%=bits-cfg-%): bits-cfg-%: synth-cfg-%
	@$(MAKE) --no-print-directory CONFIG=$* bits-here

bits-here: $(SYN)/$(BITS_TSV)
	@:

# One row per block of this configuration (every block, whatever BLOCK says).
BITS_ROWS_ARGS = --synth-dir $(SYN) --liberty $(LIBERTY) --ge-cell $(GE_CELL) \
  --sram-min-bits $(SRAM_MIN_BITS) --node-nm $(LIB_NODE_NM)
$(SYN)/bits.tsv: $(BLOCKS:%=$(SYN)/%.sta.txt) $(BIN)/bits $(LIBERTY)
	@$(BIN)/bits rows $(BITS_ROWS_ARGS) --out $@
# make test's rows (BITS_PARTIAL=1): rewritten every time (milliseconds), as the list may change.
.PHONY: $(SYN)/bits-partial.tsv
# (| $(SYN): a configuration whose blocks are all left to make test-full has no synthesis yet.)
$(SYN)/bits-partial.tsv: $(patsubst %,$(SYN)/%.sta.txt,$(filter-out $(call bits_unsynth,$(CONFIG)),$(BLOCKS))) $(BIN)/bits $(LIBERTY) | $(SYN)
	@$(BIN)/bits rows $(BITS_ROWS_ARGS) --unsynth "$(strip $(call bits_unsynth,$(CONFIG)))" --out $@

# Yosys's `stat -json` is read with libjansson (tools/deps.sh: libjansson-dev).
JANSSON_CFLAGS = $(call wt_lazy,JANSSON_CFLAGS,pkg-config --cflags jansson)
JANSSON_LIBS   = $(call wt_lazy,JANSSON_LIBS,pkg-config --libs jansson)
BITS_SRCS := tools/bits.c tools/bits_rows.c tools/bits_report.c tools/liberty.c
$(BIN)/bits: $(BITS_SRCS) tools/bits.h tools/liberty.h tools/sram_model.c tools/sram_model.h $(TOOL_UTIL) \
  $(OBJ)/libwt.a $(C_HDRS) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) $(INCS) -Itools $(JANSSON_CFLAGS) -o $@ $(TOOL_SRCS) \
	  $(JANSSON_LIBS) -lm
