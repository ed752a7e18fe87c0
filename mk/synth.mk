# mk/synth.mk: Yosys synthesis and the storage-bits report. Included by the Makefile after its
# variables (B, GEN, BIN, OBJ, CONFIG, CONFIGS, BLOCK, BLOCKS, PER_CONFIG, RTL_DEPS, YOSYS, CC).
#
#   make synth                 every block of every configuration (CONFIG=<c>, BLOCK=<b> restrict)
#   make bits                  synth what is stale in every configuration, then the report:
#                              build/reports/bits.{md,csv,json}, main table also on stdout
#   make bits BITS_STRICT=1    ... and fail if any FFs != MODEL has no reason in a paper's synth/<paper>_ff_reasons.txt (FF_REASONS)
#
# Results per block and configuration: build/<config>/synth/<block>.{log,stat.txt,json,cmos.txt}
# (synth/synth.tcl). They are real targets, redone only when the block's RTL (and its children's),
# the generated includes or the flow change. Blocks and configurations synthesize in parallel under
# `make -j`; each configuration runs in its own sub-make.
#
# A unit that instantiates other blocks lists them in its paper's mk/papers/<paper>.mk:
#   CHILDREN_<unit> := <block> ...
# Its synthesis reads the children as blackboxes (each child is synthesized on its own, as a
# block) and is redone when their sources change; the bits report adds each instance's
# flip-flops and cells from the child's own synthesis (tools/bits.c).

SYN        := $(B)/synth
SYNTH_TCL  := synth/synth.tcl
BITS_OUT   := build/reports
# The report step is configuration-independent; it runs with the first configuration's binary.
BITS_TOOL  := build/$(firstword $(CONFIGS))/bin/bits

.PHONY: synth synth-here bits bits-here

# Verilog sources of block $(1): hdl/$(1).sv and, recursively, those of CHILDREN_$(1).
wt_rtl_srcs = hdl/$(1).sv $(call wt_child_srcs,$(1))

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

synth-here: $(BLOCK:%=$(SYN)/%.stat.txt)
	@:

$(SYN):
	@mkdir -p $@

# Children's sources of units (no recipe: extra prerequisites of the pattern rule below).
$(foreach b,$(BLOCKS),$(if $(CHILDREN_$(b)),$(eval $(SYN)/$(b).stat.txt: $(sort $(call wt_rtl_srcs,$(b))))))

# The .json, .cmos.txt and .log are written by the same run; .stat.txt is written last.
#
# Results are cached outside build/, as ccache does for C: the key is a hash of every input (the
# block's and its children's RTL, the generated includes, the Yosys script, the Yosys version, the
# top and its children), so an unchanged block is never synthesized twice on one machine, even from a
# fresh clone. WT_SYNTH_CACHE= (empty) turns the cache off.
WT_SYNTH_CACHE ?= $(HOME)/.cache/warptwin/synth
SYNTH_INPUTS = hdl/$(1).sv $(sort $(call wt_child_srcs,$(1))) $(SYNTH_TCL) $(filter-out %_fields.svh,$(RTL_DEPS)) \
  $(foreach b,$(call wt_with_children,$(1)),$(GEN)/$(b)_fields.svh)
$(SYN)/%.stat.txt: hdl/%.sv $(SYNTH_TCL) $(RTL_DEPS) | $(SYN)
	@rm -f $(SYN)/$*.log $(SYN)/$*.json $(SYN)/$*.cmos.txt
	@key=$$( { $(YOSYS) -V; echo "top $* children $(CHILDREN_$*)"; \
	           for f in $(call SYNTH_INPUTS,$*); do echo "== $${f##*/}"; cat $$f; done; } | sha256sum | cut -c1-32 ); \
	cache=$(WT_SYNTH_CACHE)/$$key; \
	if [ -n "$(WT_SYNTH_CACHE)" ] && [ -f $$cache/stat.txt ]; then \
	  for x in log json cmos.txt stat.txt; do cp $$cache/$$x $(SYN)/$*.$$x; done; \
	  printf "synth [%s] %s: %s cells (cached %s)\n" $(CONFIG) $* "$$(sed -n "s/^ *Number of cells: *//p" $@ | tail -1)" $$key; \
	  exit 0; \
	fi; \
	t0=$$(date +%s.%N); \
	out=$$(TOP=$* SRCS="hdl/$*.sv" CHILDREN="$(CHILDREN_$*)" CHILD_SRCS="$(sort $(call wt_child_srcs,$*))" \
	  INCDIRS="params $(GEN)" OUT=$(SYN)/$*.tmp \
	  $(YOSYS) -q -l $(SYN)/$*.log -c $(SYNTH_TCL) 2>&1) \
	  || { echo "$$out"; echo "synth [$(CONFIG)] $*: Yosys failed; log: $(SYN)/$*.log"; exit 1; }; \
	for x in json cmos.txt stat.txt; do mv -f $(SYN)/$*.tmp.$$x $(SYN)/$*.$$x; done; \
	if [ -n "$$out" ]; then echo "$$out" | sed "s/^/  yosys [$(CONFIG)] $*: /"; fi; \
	if [ -n "$(WT_SYNTH_CACHE)" ]; then \
	  mkdir -p $$cache.tmp$$$$ && for x in log json cmos.txt stat.txt; do cp $(SYN)/$*.$$x $$cache.tmp$$$$/$$x; done \
	  && { mv -T $$cache.tmp$$$$ $$cache 2>/dev/null || rm -rf $$cache.tmp$$$$; }; \
	fi; \
	printf "synth [%s] %s: %s cells in %s s -> %s\n" $(CONFIG) $* \
	  "$$(sed -n "s/^ *Number of cells: *//p" $@ | tail -1)" \
	  "$$(awk -v a=$$t0 -v b=$$(date +%s.%N) "BEGIN { printf \"%.1f\", b - a }")" $@

##########
# Bits   #
##########

# Every configuration's rows (after its synthesis), then the merged report.
bits: $(CONFIGS:%=bits-cfg-%) | $(BITS_OUT)
	@$(BITS_TOOL) report $(foreach c,$(CONFIGS),--rows build/$(c)/synth/bits.tsv) \
	  $(FF_REASONS:%=--reasons %) $(BITS_NOTES:%=--notes %) --outdir $(BITS_OUT) \
	  $(if $(filter 1,$(BITS_STRICT)),--strict)

$(ALL_CFGS:%=bits-cfg-%): bits-cfg-%: synth-cfg-%
	@$(MAKE) --no-print-directory CONFIG=$* bits-here

bits-here: $(SYN)/bits.tsv
	@:

# One row per block of this configuration (every block, whatever BLOCK says).
$(SYN)/bits.tsv: $(BLOCKS:%=$(SYN)/%.stat.txt) $(BIN)/bits
	@$(BIN)/bits rows --synth-dir $(SYN) --out $@

$(BIN)/bits: tools/bits.c $(OBJ)/libwt.a $(C_HDRS) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) $(INCS) -o $@ $< $(OBJ)/libwt.a
