# mk/papers/ilp.mk: many-thread-aware ILP structures (D0, Xiang's dissertation, chapter 4; SPEC
# section 4). The variables are those of mk/papers/dwf.mk. Sectioned by block: each block's lines
# live under its own heading.

PAPERS += ilp

# The baseline (SPEC 4.0: 32 warps, 8 scoreboard entries, 512 tags, NL 32, DW 32) and the
# scoreboard at 4 and 16 entries: every stage runs every ilp block on each.
CONFIGS_ilp := ilp_baseline ilp_e4 ilp_e16
CONFIGS     += $(CONFIGS_ilp)

SC_TEST_CONFIGS  += ilp_e4
MUTANT_CONFIG_ilp := ilp_e4

FF_REASONS += synth/ilp_ff_reasons.txt

##### ilp_scoreboard: the many-thread-aware shared scoreboard (SPEC 4.1) #####

BLOCKS_ilp += ilp_scoreboard
BLOCKS     += ilp_scoreboard
BASELINE_ilp_scoreboard := ilp_baseline

# The long lock-step run of the scoreboard (make cosim-long).
LONG_RUNS += ilp_scoreboard/ilp_baseline

BENCH_NOTE_ilp_scoreboard := 9112 state bits, most of them the 8 x 1024-bit DATA array: both sides copy and compare it every cycle

##### The closed-loop experiment (experiments/ilp/) #####

# An SM issue model around the scoreboard's C model against D0's baseline: `make ilp-loop` (the
# figures, docs/results/ilp_loop.md) and `make ilp-loop-check` (in make test) are in
# experiments/ilp/ilp_loop.mk.
PAPER_MK     += experiments/ilp/ilp_loop.mk
PAPER_CHECKS += ilp-loop-check
