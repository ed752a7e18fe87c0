# mk/vectors.mk: vector files (vectors/FORMAT.md). Included by the Makefile after its variables
# (B, GEN, BIN, CONFIG, CONFIGS, BLOCK, PER_CONFIG, RTL_DIR, RTL_DEPS, VERILATOR, IVERILOG, VVP,
# SEED, VEC_CYCLES).
#
#   make vectors          regenerate the golden files on purpose, for every configuration (or the
#                         CONFIG given): vectors/<block>/<config>/<scenario>.vec for every scenario,
#                         plus random_s1.vec (500 cycles); prints what is new, changed or removed
#   make vectors-check    regenerate every golden file into build/<config>/vectors/, cmp it with the
#                         checked-in one, and run `vecgen --check` on each golden file
#   make replay           build the replay testbench (tb/vec/vec_replay.sv) once per block on Icarus
#                         and on Verilator; replay every golden file and one random file of
#                         VEC_CYCLES lines (seed SEED) on both
#   make replay-icarus    the same on one simulator
#   make replay-verilator
#   make vec-errors       the malformed-file tests (tb/vec/test_vec_errors.sh, configuration dwf_toy)
#
# BLOCK=<b> restricts to one block. vectors, vectors-check and replay run once per configuration
# when CONFIG is not given on the command line. Build outputs: build/<config>/{vectors,replay}/.

VECGEN            := $(BIN)/vecgen
VEC_DIR           := vectors
# Replay builds; a different RTL_DIR (e.g. mutants) gets its own directory, so that a testbench
# built from one RTL is never reused for another.
REPLAY            ?= $(B)/replay$(if $(filter hdl,$(RTL_DIR)),,-$(notdir $(abspath $(RTL_DIR))))
# The checked-in random file of each block and configuration.
VEC_GOLDEN_SEED   := 1
VEC_GOLDEN_CYCLES := 500
# Which simulators `replay` uses.
REPLAY_SIMS       ?= icarus verilator
# Seconds one simulator may take on one file: a zero-delay loop in the RTL hangs Icarus forever.
# Generous: under `make -j` on 2 cores the baseline Majority's 2000-line random file took over 120 s.
REPLAY_TIMEOUT    ?= 600
# The malformed-file tests run on one small block, VEC_ERR_BLOCK in VEC_ERR_CONFIG (set by a paper).

# Verilator flags of the replay testbench, one per line.
REPLAY_VFLAGS := --binary --timing -j 2
# Verilator 5.006 can optimise a testbench's failure away without it (TOOLCHAIN.md).
REPLAY_VFLAGS += -fno-life
REPLAY_VFLAGS += -Wall
# Random initial values (with +verilator+rand+reset+2 at run time): a forgotten reset mismatches.
REPLAY_VFLAGS += --x-assign unique --x-initial unique
# Simulation-only assertions in the RTL.
REPLAY_VFLAGS += --assert
REPLAY_VFLAGS += -Iparams -I$(GEN)
# A replay runs a few thousand lines: compile time matters, not speed (the big baseline blocks
# take minutes to compile at -O2); ccache makes a warm rebuild ~0.3 s.
REPLAY_VFLAGS += -MAKEFLAGS "OPT_FAST=-O0 OPT_SLOW=-O0 OPT_GLOBAL=-O0 OBJCACHE=ccache"
REPLAY_RUNARGS := +verilator+rand+reset+2
# <config>/<block> pairs too slow on Icarus for their full random files: Icarus replays their
# directed scenario files and, instead of the random files, a fresh random file of
# ICARUS_SHORT_CYCLES lines (Verilator replays everything). A paper lists them in its
# mk/papers/<paper>.mk, with the measured lines per second.
ICARUS_SHORT_RANDOM ?=
ICARUS_SHORT_CYCLES ?= 50
ICARUS_SHORT = $(if $(filter $(CONFIG)/$(BLOCK),$(ICARUS_SHORT_RANDOM)),$(if $(filter icarus,$(REPLAY_SIMS)),$(REPLAY)/$(BLOCK)/random_s$(SEED)_n$(ICARUS_SHORT_CYCLES).vec))
# <config>/<block> pairs whose fresh random file (VEC_CYCLES lines) Icarus replays only under
# `make test-full`: under `make test` (ICARUS_NO_FRESH_RANDOM=1, mk/stages.mk) Icarus replays
# their directed scenario files and their checked-in random file, Verilator everything. A paper
# lists them in its mk/papers/<paper>.mk with the measured seconds; each block must keep a
# configuration of `make test` where Icarus replays all of its files.
ICARUS_FULL_RANDOM ?=
ICARUS_NO_FRESH_RANDOM ?=
$(call wt_pairs_check,ICARUS_FULL_RANDOM,$(ICARUS_FULL_RANDOM))
$(call wt_pairs_keep,ICARUS_FULL_RANDOM,$(ICARUS_FULL_RANDOM),$(ICARUS_FULL_RANDOM) $(ICARUS_SHORT_RANDOM),would have all its files replayed on Icarus)
# <config>/<block> pairs that Verilator replays only under `make test-full`: under `make test`
# (VERILATOR_NO_REPLAY=1, mk/stages.mk) Icarus replays every file of theirs it replays elsewhere,
# and Verilator none. Its replay is a second Verilated model of the same RTL (the replay
# testbench's), whose build with empty caches costs as much as the lock-step build; the pair's
# lock-step job runs the same RTL on Verilator against the C model that wrote the golden files,
# its full state compared every cycle, on the same scenarios and more random cycles. A paper lists
# them with the measured build seconds; each block keeps a configuration of `make test` where
# Verilator replays all of its files.
VERILATOR_FULL_REPLAY ?=
VERILATOR_NO_REPLAY ?=
$(call wt_pairs_check,VERILATOR_FULL_REPLAY,$(VERILATOR_FULL_REPLAY))
$(call wt_pairs_keep,VERILATOR_FULL_REPLAY,$(VERILATOR_FULL_REPLAY),$(VERILATOR_FULL_REPLAY),would be replayed on Verilator)
VERILATOR_SKIP = $(if $(filter 1,$(VERILATOR_NO_REPLAY)),$(filter $(CONFIG)/$(BLOCK),$(VERILATOR_FULL_REPLAY)))
# The simulators replay-one runs here.
REPLAY_SIMS_HERE = $(if $(VERILATOR_SKIP),$(filter-out verilator,$(REPLAY_SIMS)),$(REPLAY_SIMS))
# The fresh random file of the block under replay (VEC_CYCLES lines, seed SEED).
FRESH_VEC = $(REPLAY)/$(BLOCK)/random_s$(SEED)_n$(VEC_CYCLES).vec
ICARUS_SKIP_FRESH = $(if $(filter 1,$(ICARUS_NO_FRESH_RANDOM)),$(filter $(CONFIG)/$(BLOCK),$(ICARUS_FULL_RANDOM)))

.PHONY: vectors-here vectors-check-here replay-here replay-one vec-errors-run

# Writes every golden file of block $$b of $(CONFIG) into directory $$out (shell fragment): one per
# scenario, the random file, and the failing seeds a regression kept in $$dir (`make regress-keep`:
# regress_s<seed>.vec, regenerated from their seed and length so they stay valid).
define vec_gen_all
$(VECGEN) --list --block $$b > $$out/.scenarios; \
while read -r s; do \
  if [ "$$s" = random_s$(VEC_GOLDEN_SEED) ]; then echo "error: scenario name $$s clashes with the random file"; exit 1; fi; \
  $(VECGEN) --block $$b --scenario $$s -o $$out/$$s.vec; \
done < $$out/.scenarios; \
rm -f $$out/.scenarios; \
$(VECGEN) --block $$b --seed $(VEC_GOLDEN_SEED) --cycles $(VEC_GOLDEN_CYCLES) -o $$out/random_s$(VEC_GOLDEN_SEED).vec; \
for g in $$dir/regress_s*.vec; do \
  s=$$(sed -n 's/^source seed \([0-9][0-9]*\)$$/\1/p' $$g); n=$$(sed -n 's/^cycles \([0-9][0-9]*\)$$/\1/p' $$g); \
  [ -n "$$s" ] && [ -n "$$n" ] || { echo "error: $$g: no 'source seed' or 'cycles' line"; exit 1; }; \
  $(VECGEN) --block $$b --seed $$s --cycles $$n -o $$out/$${g##*/}; \
done
endef

#####################
# Golden vectors    #
#####################

vectors:
ifdef PER_CONFIG
	@for c in $(SEL_CONFIGS); do $(MAKE) --no-print-directory vectors-here CONFIG=$$c; done
else
	@$(MAKE) --no-print-directory vectors-here
endif

vectors-here: $(VECGEN)
	@shopt -s nullglob; \
	for b in $(BLOCK); do \
	  dir=$(VEC_DIR)/$$b/$(CONFIG); out=$(B)/vectors-new/$$b; \
	  rm -rf $$out; mkdir -p $$out $$dir; \
	  $(vec_gen_all); \
	  n=0; same=0; \
	  for f in $$out/*.vec; do \
	    g=$$dir/$${f##*/}; n=$$((n + 1)); \
	    if [ ! -f $$g ]; then echo "  new      $$g"; cp $$f $$g; \
	    elif cmp -s $$f $$g; then same=$$((same + 1)); \
	    else echo "  changed  $$g"; cp $$f $$g; fi; \
	  done; \
	  for g in $$dir/*.vec; do \
	    [ -f $$out/$${g##*/} ] || { echo "  removed  $$g (no such scenario any more)"; rm -f $$g; }; \
	  done; \
	  echo "vectors [$(CONFIG)] $$b: $$n files in $$dir, $$same unchanged"; \
	done

vectors-check:
ifdef PER_CONFIG
	@for c in $(SEL_CONFIGS); do $(MAKE) --no-print-directory vectors-check-here CONFIG=$$c; done
else
	@$(MAKE) --no-print-directory vectors-check-here
endif

vectors-check-here: $(VECGEN)
	@shopt -s nullglob; bad=0; \
	for b in $(BLOCK); do \
	  dir=$(VEC_DIR)/$$b/$(CONFIG); out=$(B)/vectors/$$b; \
	  rm -rf $$out; mkdir -p $$out; \
	  $(vec_gen_all); \
	  n=0; nbad=$$bad; \
	  for f in $$out/*.vec; do \
	    g=$$dir/$${f##*/}; n=$$((n + 1)); \
	    if [ ! -f $$g ]; then \
	      echo "vectors-check [$(CONFIG)]: missing golden file $$g (make vectors CONFIG=$(CONFIG) writes it)"; \
	      bad=$$((bad + 1)); \
	    elif ! cmp -s $$g $$f; then \
	      echo "vectors-check [$(CONFIG)]: $$g differs from what the C model generates now ($$f):"; \
	      diff $$g $$f | head -n 8 | sed 's/^/    /' || true; \
	      echo "  if the behaviour change is intended: make vectors CONFIG=$(CONFIG), review the diff, commit"; \
	      bad=$$((bad + 1)); \
	    elif ! $(VECGEN) --check $$g --block $$b -q; then \
	      bad=$$((bad + 1)); \
	    fi; \
	  done; \
	  for g in $$dir/*.vec; do \
	    [ -f $$out/$${g##*/} ] || { echo "vectors-check [$(CONFIG)]: stale golden file $$g: no such scenario (make vectors removes it)"; bad=$$((bad + 1)); }; \
	  done; \
	  [ $$bad -ne $$nbad ] || echo "vectors-check [$(CONFIG)] $$b: $$n golden files identical to the C model's output and valid"; \
	done; \
	if [ $$bad -ne 0 ]; then echo "vectors-check [$(CONFIG)]: $$bad problem(s)"; exit 1; fi

#####################
# Replay            #
#####################

# The block's include for the testbench. Rewritten only when its text changes, so relinking
# vecgen does not rebuild the testbenches.
$(REPLAY)/%/vec_block.svh: $(VECGEN)
	@mkdir -p $(@D)
	@$(VECGEN) --block $* --svh $@.new
	@if cmp -s $@.new $@; then rm -f $@.new; else mv -f $@.new $@; fi

REPLAY_DEPS = tb/vec/vec_replay.sv $(RTL_DIR)/%.sv $$(call wt_child_srcs,$$*) $(GEN)/%_tw.sv $(REPLAY)/%/vec_block.svh $(RTL_DEPS)

$(REPLAY)/%/icarus.vvp: $(REPLAY_DEPS)
	@$(IVERILOG) -g2012 -Wall -Iparams -I$(GEN) -I$(@D) -s vec_replay -o $@ \
	  tb/vec/vec_replay.sv $(RTL_DIR)/$*.sv $(call wt_child_srcs,$*) $(GEN)/$*_tw.sv > $(@D)/icarus.log 2>&1 \
	  || { cat $(@D)/icarus.log; rm -f $@; exit 1; }

# Built through the build cache (tools/buildcache.sh), sources by their paths in the tree.
REPLAY_BUILD = $(VERILATOR) $(REPLAY_VFLAGS) -I$(REPLAY)/$* --top-module vec_replay --Mdir $(@D) -o replay \
  tb/vec/vec_replay.sv $(RTL_DIR)/$*.sv $(call wt_child_srcs,$*) $(GEN)/$*_tw.sv > $(@D)/build.log 2>&1
$(REPLAY)/%/vlt/replay: $(REPLAY_DEPS)
	@mkdir -p $(@D)
	@tools/buildcache.sh $@ $(@D) '$^' $(call sq,$(REPLAY_BUILD)) > /dev/null || { cat $(@D)/build.log; exit 1; }

# A random file of N lines (VEC_CYCLES; ICARUS_SHORT_CYCLES for the short Icarus replays).
define random_vec_rule
$(REPLAY)/%/random_s$(SEED)_n$(1).vec: $(VECGEN)
	@mkdir -p $$(@D)
	@$(VECGEN) --block $$* --seed $(SEED) --cycles $(1) -o $$@
endef
$(foreach n,$(sort $(VEC_CYCLES) $(ICARUS_SHORT_CYCLES)),$(eval $(call random_vec_rule,$(n))))

replay:
ifdef PER_CONFIG
	@for c in $(SEL_CONFIGS); do $(MAKE) --no-print-directory replay-here CONFIG=$$c; done
else
	@$(MAKE) --no-print-directory replay-here
endif

replay-icarus:
	@$(MAKE) --no-print-directory replay REPLAY_SIMS=icarus

replay-verilator:
	@$(MAKE) --no-print-directory replay REPLAY_SIMS=verilator

replay-here:
	@for b in $(BLOCK); do $(MAKE) --no-print-directory replay-one BLOCK=$$b; done

# One block: every golden file and the random file on each simulator. A file passes only if the
# simulator exits 0 AND prints `PASS <file>: N lines compared` with N = the header's cycles.
replay-one: $(foreach s,$(REPLAY_SIMS_HERE),$(if $(filter icarus,$(s)),$(REPLAY)/$(BLOCK)/icarus.vvp,$(REPLAY)/$(BLOCK)/vlt/replay)) \
            $(if $(and $(VERILATOR_SKIP),$(or $(ICARUS_SKIP_FRESH),$(ICARUS_SHORT))),,$(FRESH_VEC)) $(ICARUS_SHORT)
	@shopt -s nullglob; \
	files="$(sort $(wildcard $(VEC_DIR)/$(BLOCK)/$(CONFIG)/*.vec)) $(FRESH_VEC)"; \
	$(if $(and $(VERILATOR_SKIP),$(filter verilator,$(REPLAY_SIMS))),echo "replay [$(CONFIG)] $(BLOCK) on verilator: left to make test-full (VERILATOR_FULL_REPLAY); its lock-step job runs this RTL on Verilator against the C model";) \
	for sim in $(REPLAY_SIMS_HERE); do \
	  t0=$$(date +%s%N); nf=0; nl=0; list=$$files; \
	  if [ $$sim = icarus ] && [ -n "$(ICARUS_SHORT)" ]; then \
	    list="$$(for f in $$files; do [[ $$(basename $$f) == random_* ]] || echo $$f; done) $(ICARUS_SHORT)"; \
	  fi; \
	  note=; \
	  if [ $$sim = icarus ] && [ -n "$(ICARUS_SKIP_FRESH)" ]; then \
	    list="$(sort $(wildcard $(VEC_DIR)/$(BLOCK)/$(CONFIG)/*.vec))"; \
	    note="; its $(VEC_CYCLES)-line random file on Verilator only here, on Icarus under make test-full (ICARUS_FULL_RANDOM)"; \
	  fi; \
	  for f in $$list; do \
	    want=$$(sed -n 's/^cycles \([0-9][0-9]*\)$$/\1/p' $$f | head -n 1); \
	    if [ $$sim = icarus ]; then \
	      out=$$(timeout $(REPLAY_TIMEOUT) $(VVP) -n $(REPLAY)/$(BLOCK)/icarus.vvp +vec=$$f 2>&1) && rc=0 || rc=$$?; \
	    else \
	      out=$$(ulimit -c 0; timeout $(REPLAY_TIMEOUT) $(REPLAY)/$(BLOCK)/vlt/replay $(REPLAY_RUNARGS) +vec=$$f 2>&1) && rc=0 || rc=$$?; \
	    fi; \
	    if [ $$rc -ne 0 ] || [ -z "$$want" ] || ! grep -qF "PASS $$f: $$want lines compared" <<< "$$out"; then \
	      echo "$$out" | head -n 40; \
	      [ $$rc -ne 124 ] || echo "replay: $$sim timed out after $(REPLAY_TIMEOUT) s (REPLAY_TIMEOUT); under Icarus this is usually a zero-delay loop between always_comb blocks of the RTL"; \
	      echo "replay [$(CONFIG)] $(BLOCK) on $$sim: FAILED on $$f (exit status $$rc)"; \
	      exit 1; \
	    fi; \
	    nf=$$((nf + 1)); nl=$$((nl + want)); \
	  done; \
	  ms=$$(( ($$(date +%s%N) - t0) / 1000000 )); \
	  printf 'replay [%s] %s on %s: %d files, %d lines compared, all passed (%d.%d s)%s\n' \
	    $(CONFIG) $(BLOCK) $$sim $$nf $$nl $$((ms / 1000)) $$((ms % 1000 / 100)) "$$note"; \
	done

#####################
# Malformed files   #
#####################

vec-errors:
	@$(MAKE) --no-print-directory vec-errors-run CONFIG=$(VEC_ERR_CONFIG) BLOCK=$(VEC_ERR_BLOCK)

vec-errors-run: $(VECGEN) $(REPLAY)/$(BLOCK)/icarus.vvp $(REPLAY)/$(BLOCK)/vlt/replay
	@bash tb/vec/test_vec_errors.sh --vecgen $(VECGEN) --block $(BLOCK) \
	  --icarus "$(VVP) -n $(REPLAY)/$(BLOCK)/icarus.vvp" \
	  --verilator "$(REPLAY)/$(BLOCK)/vlt/replay $(REPLAY_RUNARGS)" \
	  --work $(B)/vec-errors
