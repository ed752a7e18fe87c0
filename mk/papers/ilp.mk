# mk/papers/ilp.mk: many-thread-aware ILP structures (D0, Xiang's dissertation, chapter 4; SPEC
# section 4). The variables are those of mk/papers/dwf.mk. Sectioned by block: each block's lines
# live under its own heading.

PAPERS += ilp

# The baseline (SPEC 4.0: 32 warps, 8 scoreboard entries, 512 tags, NL 32, DW 32) and a toy (4
# warps, 4 entries, 8 lanes of 8 bits) on which make test does what is expensive on the baseline:
# every stage runs every ilp block on each.
CONFIGS_ilp := ilp_baseline ilp_toy
CONFIGS     += $(CONFIGS_ilp)

# The SystemC stage checks the wrapper, the same for every geometry: the toy's is the cheap one.
SC_TEST_CONFIGS  += ilp_toy
MUTANT_CONFIG_ilp := ilp_toy

FF_REASONS += synth/ilp_ff_reasons.txt

##### ilp_scoreboard: the many-thread-aware shared scoreboard (SPEC 4.1) #####

BLOCKS_ilp += ilp_scoreboard
BLOCKS     += ilp_scoreboard
BASELINE_ilp_scoreboard := ilp_baseline

# The scoreboard at 4 and 16 entries (D0's 8 halved and doubled): the same RTL sized differently,
# so they run lint and lock-step (random stimulus and SB-1..SB-6, invariants every cycle) and build
# nothing else; the unit tests run on ilp_toy (4 entries) and ilp_baseline (8).
TEST_CONFIGS += ilp_e4 ilp_e16
TEST_BLOCKS_ilp_e4  := ilp_scoreboard
TEST_BLOCKS_ilp_e16 := ilp_scoreboard
TEST_CFG_STAGES_ilp_e4  := lint cosim
TEST_CFG_STAGES_ilp_e16 := lint cosim

# The long lock-step run of the scoreboard (make cosim-long).
LONG_RUNS += ilp_scoreboard/ilp_baseline

BENCH_NOTE_ilp_scoreboard := the C step copies the 9112 state bits (eight 1024-bit DATA rows) and runs the four CAM searches of every warp over every entry, as the Verilated model does

# Icarus replays (measured 2026-11-28, Icarus 11, a loaded 2-core machine): 2565 baseline lines in
# 31 s, 32 warps of ~4 kbit inputs and a 9 kbit state per line. Icarus replays its directed files
# and a 50-line random file (ICARUS_SHORT_CYCLES) instead of its golden and fresh random files;
# ilp_toy keeps every file on Icarus (Verilator replays all of them everywhere).
ICARUS_SHORT_RANDOM += ilp_baseline/ilp_scoreboard
# Verilator replays it under make test-full only (mk/vectors.mk): with empty caches its replay
# testbench's C++ took 22 s to compile (2026-11-28, gcc -O0), beside the lock-step build of the
# same RTL; ilp_toy replays every file on both simulators.
VERILATOR_FULL_REPLAY += ilp_baseline/ilp_scoreboard

# Synthesized only by make test-full (and make bits, make synth): the scoreboard at the baseline. Every warp's three source and one destination CAM searches against every entry,
# and the DATA rows as flip-flops. Measured 2026-11-28 (Yosys 0.23, a loaded machine): 71065 cells
# in 157 s at 4 entries, 142660 cells in 501 s at the baseline, 284288 cells in 446 s at 16; FFs =
# MODEL on all three. make test synthesizes and times it on ilp_toy (5346 cells, 10 s), FFs = MODEL.
TEST_FULL_SYNTH += ilp_baseline/ilp_scoreboard

##### The closed-loop experiment (experiments/ilp/) #####

# An SM issue model around the scoreboard's C model against D0's baseline: `make ilp-loop` (the
# figures, docs/results/ilp_loop.md) and `make ilp-loop-check` (in make test) are in
# experiments/ilp/ilp_loop.mk.
PAPER_MK     += experiments/ilp/ilp_loop.mk
PAPER_CHECKS += ilp-loop-check

##### ilp_gshare: the gshare and static branch predictors (SPEC 4.2) #####

BLOCKS_ilp += ilp_gshare
BLOCKS     += ilp_gshare
BASELINE_ilp_gshare := ilp_baseline
