# mk/papers/dwf.mk: Dynamic Warp Formation (D3, Fung's thesis; SPEC section 1) and the PDOM
# reconvergence stack it compares against. Everything the flow knows about this paper is here;
# the generic Makefile and mk/*.mk name no block (they read these variables).
#
# A paper file appends to:
#   PAPERS                 its name <p>, with BLOCKS_<p> its blocks
#   BLOCKS                 its blocks, each with rtl_c/<b>.{h,c}, hdl/<b>.sv, tb/stim/<b>_{stim,scen}.c,
#                          tb/unit/test_<b>.c, golden vectors and at least one mutant
#   CONFIGS_<p>, CONFIGS   its configurations, on which every stage of `make test` runs its blocks
#                          (golden vectors exist); a configuration builds only its paper's blocks
#   TEST_CONFIGS           configurations for one directed test each, with TEST_BLOCKS_<config>
#   SC_TEST_CONFIGS        configurations the SystemC stage runs on in `make test`
#   FF_REASONS             its synth/<p>_ff_reasons.txt for the bits report (its paper tables,
#                          synth/<p>_paper_notes.txt, are read from synth/ without a list)
#   PAPER_MK               its experiments' make files (included after the generic rules)
#   PAPER_CHECKS           its experiments' checks (make targets), jobs of `make test`
#   LONG_RUNS              block/config pairs of `make cosim-long` (1e6-cycle lock-step runs)
# and sets MUTANT_CONFIG_<p>, the configuration the mutants of its blocks (tb/mutants/mutants.txt)
# are built in, and per block:
#   BASELINE_<b>           the paper baseline the main job co-simulates it on
#   CHILDREN_<unit>        the blocks a unit instantiates (every Verilog tool reads their sources)
# `make registry-check` (a job of `make test`) names any block that misses one of these.

PAPERS += dwf

BLOCKS_dwf := dwf_pc_warp_lut dwf_warp_alloc dwf_update_regs dwf_warp_pool dwf_majority dwf_sched pdom_stack
BLOCKS_dwf += dwf_lane_conflict
# The DTime and DPdPri selectors (SPEC 1.8): dwf_sched instantiates one instead of dwf_majority
# when POLICY names it.
BLOCKS_dwf += dwf_dtime dwf_pdpri
BLOCKS  += $(BLOCKS_dwf)
CONFIGS_dwf := dwf_baseline dwf_toy
CONFIGS     += $(CONFIGS_dwf)
$(foreach b,$(BLOCKS_dwf),$(eval BASELINE_$(b) := dwf_baseline))

# The composed scheduler (SPEC 1.7): its Verilog instantiates these, its C state contains theirs.
CHILDREN_dwf_sched := dwf_update_regs dwf_pc_warp_lut dwf_warp_alloc dwf_warp_pool dwf_majority
# ... and, by POLICY (SPEC 1.8), one selector: dwf_majority (DMaj, DMin, DPC), dwf_dtime (DTime) or
# dwf_pdpri (DPdPri).
CHILDREN_dwf_sched += dwf_dtime dwf_pdpri

# Test configurations, one directed test each (SPEC 1.12 DWF-3 and DWF-4; pdom_d1: the PDOM stack in
# D1's geometry, where its overflow path is reachable; pdom_d1c: the same with SPEC 1.10's compact
# depth rules, as every D1 configuration has them). Only the listed blocks (and their children)
# are built for them, and only the stages of TEST_CFG_STAGES run.
TEST_CONFIGS += dwf3_pool2 dwf3_heap1 dwf4_swap2 pdom_d1 pdom_d1c
TEST_BLOCKS_dwf3_pool2 := dwf_sched
TEST_BLOCKS_dwf3_heap1 := dwf_sched
TEST_BLOCKS_dwf4_swap2 := dwf_majority
TEST_BLOCKS_pdom_d1    := pdom_stack
TEST_BLOCKS_pdom_d1c   := pdom_stack
# dwf_lc1: the toy configuration with LC_MINUS1 = 1, the maxcnt-1 reading of the lane-conflict
# stall (SPEC 1.9); its unit test checks SPEC's example with 2 stall cycles.
TEST_CONFIGS += dwf_lc1
TEST_BLOCKS_dwf_lc1    := dwf_lane_conflict

# The scheduling policies of SPEC 1.8 (knob POLICY, codes WT_POL_* in params/dwf_params.h): the
# composed scheduler in lock-step and each policy's directed test, on the toy configuration and on
# the baseline. DMin and DPC are modes of dwf_majority's heap.
DWF_POLICY_CONFIGS := dwf_toy_dtime dwf_toy_dpc dwf_toy_dmin dwf_toy_dpdpri dwf_base_dtime dwf_base_dpc \
  dwf_base_dmin dwf_base_dpdpri
TEST_CONFIGS += $(DWF_POLICY_CONFIGS)
$(foreach c,$(DWF_POLICY_CONFIGS),$(eval TEST_BLOCKS_$(c) := dwf_sched))
# Lint only in make test; make cosim-long runs the 58k-bit unit in lock-step under each policy at
# the baseline (1e6 cycles, 3 seeds, the random stimulus and every SPEC scenario, invariants every
# cycle). Each policy's unit tests (its hand-written issue order among them) and its lock-step run
# on its toy configuration in make test, the baseline's own unit tests and lock-step (DMaj) on
# dwf_baseline, and the selector blocks of DTime and DPdPri (dwf_dtime, dwf_pdpri) in lock-step at
# the baseline on their own. With empty caches each baseline policy build took 15 to 42 s and the
# four of them kept make test over its 25 minutes (test_times_cold.md).
$(foreach c,dwf_base_dtime dwf_base_dpc dwf_base_dmin dwf_base_dpdpri,$(eval TEST_CFG_STAGES_$(c) := lint))
LONG_RUNS += dwf_sched/dwf_base_dtime dwf_sched/dwf_base_dpc dwf_sched/dwf_base_dmin dwf_sched/dwf_base_dpdpri

# The SystemC stage checks the wrapper, the same for every geometry; the baseline's big SystemC
# builds take minutes each, so `make test` runs it on the toy configuration (`make sc` runs any).
SC_TEST_CONFIGS += dwf_toy
MUTANT_CONFIG_dwf := dwf_toy

FF_REASONS += synth/dwf_ff_reasons.txt

# Synthesized only by `make test-full` (and `make bits`, `make synth`): the baseline's three large
# structures, each over a hundred Yosys CPU-seconds (docs/synth_times.md), and with them the
# composed scheduler dwf_sched (its timing and bits row read their netlists). `make test`
# synthesizes and times every one of them on dwf_toy, with FFs = MODEL.
TEST_FULL_SYNTH += dwf_baseline/dwf_warp_pool dwf_baseline/pdom_stack dwf_baseline/dwf_majority
# The DPdPri selector's 768-entry PDC table read by 64 lanes (SPEC 1.8): the same, a large baseline
# synthesis; make test synthesizes it on dwf_toy.
TEST_FULL_SYNTH += dwf_baseline/dwf_pdpri

# Icarus replays the baseline dwf_sched's directed scenario files and a 50-line random file
# (ICARUS_SHORT_CYCLES) instead of its 500-line golden and 2000-line random files (Verilator replays
# them all). Measured 2026-11-27 on Icarus 11, CPU time: 1.9 lines/s on random stimulus (100 lines
# in 54 s), 3.6 lines/s on dwf1.vec (11 lines in 3.0 s): the full random files would take about 22
# minutes, twice the `make test` budget. The cost is the 58k-bit unit itself on Icarus (its state
# vector and wide part-selects, and the Majority scheduler's heap loops), not the checker.
ICARUS_SHORT_RANDOM += dwf_baseline/dwf_sched
# The baseline lane-conflict counter's 32 x 32 bank decode runs at about 68 lines/s on Icarus
# (2026-11-28: its 2516 lines took 37 s, Verilator 0.6 s): Icarus replays its directed files and a
# 50-line random file, Verilator all of them, and every dwf_toy file runs on both.
ICARUS_SHORT_RANDOM += dwf_baseline/dwf_lane_conflict
# The baseline DPdPri selector (768 PDCs, 128 keys) the same way: Icarus took 18 s for its
# 2511 lines (2026-11-28, a loaded machine), Verilator 1.6 s.
ICARUS_SHORT_RANDOM += dwf_baseline/dwf_pdpri
# The baseline Majority scheduler's fresh 2000-line random file took 59 s of Icarus (2026-11-27,
# 34 lines/s; the whole replay job 83 s, the second longest of a warm make test): make test-full
# replays it on Icarus; make test replays the pair's directed files and its checked-in 500-line
# random file on Icarus, all of them on Verilator, and every dwf_toy file on both.
ICARUS_FULL_RANDOM += dwf_baseline/dwf_majority
# The same for the baseline's 128-entry pool and 64-deep SIMT stack (a warm make test of 2026-11-28,
# whole job on Icarus: 19 s for 2529 lines and 27 s for 2667 lines); dwf_toy replays everything.
ICARUS_FULL_RANDOM += dwf_baseline/dwf_warp_pool dwf_baseline/pdom_stack
# Verilator replays the baseline's wide blocks under make test-full only (mk/vectors.mk): with
# empty caches their replay testbench's C++ took 48 s (the pool), 47 s (the scheduler unit), 25 s
# (Majority), 16 s (DPdPri) and 14 s (the SIMT stack) to compile (2026-11-28, gcc -O0), beside a
# lock-step build of the same RTL. dwf_toy replays all of them on both simulators.
VERILATOR_FULL_REPLAY += dwf_baseline/dwf_warp_pool dwf_baseline/dwf_sched dwf_baseline/dwf_majority \
  dwf_baseline/dwf_pdpri dwf_baseline/pdom_stack

# The malformed-vector-file tests run on one small block (any block would do).
VEC_ERR_CONFIG ?= dwf_toy
VEC_ERR_BLOCK  ?= dwf_warp_alloc
# libwarptwin's examples (examples/c_api, examples/dpi) and their test (make lib-check) use the
# allocator of the toy configuration.
LIB_EXAMPLE_CONFIG ?= dwf_toy
LIB_EXAMPLE_BLOCK  ?= dwf_warp_alloc

# Bring your own RTL (mk/byo.mk): an allocator written as an outside user would, from SPEC 1.4, with
# its own ports and structure (examples/foreign/), replayed through examples/foreign/<block>.map on
# these block/config pairs; the map-error tests run on BYO_ERR_BLOCK (tb/byo/errors/ are its maps).
BYO_EXAMPLES += dwf_warp_alloc/dwf_toy dwf_warp_alloc/dwf_baseline
BYO_RTL_dwf_warp_alloc := examples/foreign/warp_free_list.sv
BYO_ERR_CONFIG ?= dwf_toy
BYO_ERR_BLOCK  ?= dwf_warp_alloc

# Closed-loop SIMT traffic: DWF versus per-warp PDOM stacks (experiments/dwf/); its hand-checked
# utilisations and fault injections are a job of `make test`.
PAPER_MK     += experiments/dwf/traffic.mk
PAPER_CHECKS += traffic-check

# The long lock-step run of the composed scheduler (make cosim-long): block/config pairs.
LONG_RUNS += dwf_sched/dwf_baseline
