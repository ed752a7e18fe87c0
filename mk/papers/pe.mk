# mk/papers/pe.mk: Warped-Preexecution (D1, Kim et al., "Warped-Preexecution: A GPU Pre-execution
# Approach for Improving Latency Hiding"; SPEC section 3). The variables are those of
# mk/papers/dwf.mk.

PAPERS += pe

# The P-mode structures of one SM (SPEC 3.1-3.6), each a block holding every warp's copy, with
# warp-id ports, and the two combinational blocks (3.7 classifier, 3.8 reuse matcher: no state).
# Then the P-mode unit of one SM, pe_unit, which composes them.
BLOCKS_pe := pe_scoreboard pe_avail_vec pe_mode_ctl pe_rename pe_pqueue pe_classifier pe_reuse pe_unit
BLOCKS    += $(BLOCKS_pe)
# The baseline (SPEC 3.0) and a small configuration that reaches every corner in few cycles: every
# stage runs every pe block on both.
CONFIGS_pe := pe_baseline pe_small
CONFIGS    += $(CONFIGS_pe)
$(foreach b,$(BLOCKS_pe),$(eval BASELINE_$(b) := pe_baseline))
# pe_unit (rtl_c/pe_unit.h) instantiates the five structures and the two combinational blocks,
# and keeps every warp's SIMT stack (the stack and its P-mode copy) as storage indexed by warp
# around one pdom_stack_upd (hdl/pdom_stack.sv); so the pe configurations also build and test
# pdom_stack (in D1's geometry at pe_baseline).
CHILDREN_pe_unit := pe_scoreboard pe_mode_ctl pe_rename pe_avail_vec pe_pqueue pe_classifier pe_reuse \
                    pdom_stack

# The P-queue size sweep: pe_pqueue alone at 4, 16 and 32 entries per warp; its PM-5
# scenario (the (PQ+1)th insert is refused) is parametric in PQ.
TEST_CONFIGS += pe_pq4 pe_pq16 pe_pq32
TEST_BLOCKS_pe_pq4  := pe_pqueue
TEST_BLOCKS_pe_pq16 := pe_pqueue
TEST_BLOCKS_pe_pq32 := pe_pqueue
# The 16- and 32-entry sizes' lock-step runs 20000 random cycles per seed in make test (1e5, the
# default, took 15 s for 48 warps of 32 entries, the second longest lock-step job of a warm make
# test, 2026-11-28); make cosim-long runs both for 1e6 cycles on 3 seeds.
COSIM_CYCLES_pe_pqueue@pe_pq16 := 20000
COSIM_CYCLES_pe_pqueue@pe_pq32 := 20000
LONG_RUNS += pe_pqueue/pe_pq16 pe_pqueue/pe_pq32

SC_TEST_CONFIGS  += pe_small
MUTANT_CONFIG_pe := pe_small

FF_REASONS += synth/pe_ff_reasons.txt

# Synthesized only by `make test-full` (and `make bits`, `make synth`): the baseline's structures
# of 48 warps that take Yosys 0.23 over 30 CPU-seconds each (docs/synth_times.md), the unit among
# them. `make test` synthesizes and times every one of them on pe_small, with FFs = MODEL.
TEST_FULL_SYNTH += pe_baseline/pe_unit pe_baseline/pe_rename pe_baseline/pe_pqueue \
                   pe_baseline/pdom_stack pe_baseline/pe_scoreboard

# Icarus replays every pe file, the baseline pe_unit's random ones too (with the unit's invariant
# checker): about 20 lines/s on Icarus 11 now that the 48 SIMT stacks are storage around one
# update datapath (it was well under a line per second with 48 pdom_stack instances). Its fresh
# 2000-line random file alone took 103 s of Icarus (2026-11-27, 19 lines/s), the longest job of a
# warm make test: make test-full replays it on Icarus; make test replays the pair's directed files
# and its checked-in 500-line random file on Icarus, all of them on Verilator, and every pe_small
# file on both.
ICARUS_FULL_RANDOM += pe_baseline/pe_unit
# The same for the baseline's per-warp arrays, whose Icarus replay is dominated by the fresh random
# file (Icarus 11 evaluates their always_comb loops over all 48 warps on every change; a warm make
# test of 2026-11-28, whole job on Icarus): P-queue 58 s for 2580 lines (44 lines/s), the D1 SIMT
# stack 19 s, rename tables 16 s, scoreboard 11 s. Their pe_small twins replay everything on both.
ICARUS_FULL_RANDOM += pe_baseline/pe_pqueue pe_baseline/pdom_stack pe_baseline/pe_rename pe_baseline/pe_scoreboard
# Verilator replays the baseline's wide blocks under make test-full only (mk/vectors.mk): with
# empty caches their replay testbench's C++ took 45 s (the P-mode unit), 20 s (rename tables),
# 13 s (scoreboard) and 12 s each (P-queue, mode control, the D1 SIMT stack) to compile
# (2026-11-28, gcc -O0), beside a lock-step build of the same RTL. pe_small replays all on both.
VERILATOR_FULL_REPLAY += pe_baseline/pe_unit pe_baseline/pe_rename pe_baseline/pe_scoreboard \
  pe_baseline/pe_pqueue pe_baseline/pe_mode_ctl pe_baseline/pdom_stack

# The 1e6-cycle lock-step runs of the P-mode unit (`make cosim-long`), invariants every cycle, on
# both configurations: pe_small (4 warps) and D1's own geometry, pe_baseline (48 warps, 152k state
# bits compared every cycle).
LONG_RUNS += pe_unit/pe_small pe_unit/pe_baseline
# `make bench` runs the baseline unit for 2e5 cycles (each of the C, RTL and lock-step runs; the
# default 1e6 would take about two minutes for this one block).
BENCH_CYCLES_pe_unit@pe_baseline := 200000

# The closed-loop SM issue model (experiments/pe/): pe_unit's loop_* scenarios on small
# configurations drive the unit from it (tb/stim/pe_unit_scen.c), so its sources join pe_unit's
# stimulus; `make pe-loop` (the figures) and `make pe-loop-check` (in make test) are in
# experiments/pe/pe_loop.mk.
STIM_DEPS_pe_unit := experiments/pe/pe_sm.c experiments/common/pe_isa.c experiments/common/sim_l1.c \
                     experiments/common/sim_util.c
PAPER_MK     += experiments/pe/pe_loop.mk
PAPER_CHECKS += pe-loop-check

# Why a block stays below 10x C/RTL in `make bench` (the table prints it beside the mark).
BENCH_NOTE_pe_avail_vec  := both sides are word-parallel over the same four 32-bit words and two priority encoders
BENCH_NOTE_pe_classifier := combinational (no state): a few gates, a few instructions per cycle on both sides
BENCH_NOTE_pe_reuse      := combinational (no state): a few gates, a few instructions per cycle on both sides
