# mk/papers/uv.mk: uniform vector instructions (D4, Xiang et al.; D0 chapter 2; SPEC section 5).
# The variables are those of mk/papers/dwf.mk. Sectioned by block: each block's lines live under
# its own heading.

##### uv_detect: the intra-warp uniform detector (SPEC 5.1) #####

# Combinational (no state): at the ID stage, which sources of an instruction are uniform vectors,
# whether the instruction is an intra-warp uniform one, and its issue interval (1, or NL / NUMSP).
BLOCKS_uv += uv_detect
BLOCKS    += uv_detect
BASELINE_uv_detect := uv_baseline
# It reads NUMSP (the regular issue interval): lint and lock-step at D4's 16 SPs too (interval 2).
TEST_CONFIGS += uv_sp16
TEST_BLOCKS_uv_sp16 += uv_detect
TEST_CFG_STAGES_uv_sp16 := lint cosim

##### uv_token_file: the token-based design (SPEC 5.2) #####

BLOCKS_uv += uv_token_file
BLOCKS    += uv_token_file
BASELINE_uv_token_file := uv_baseline
# uv_cowpaper: the baseline with D4's copy-on-write rule (COW_PAPER_RULE = 1), where UV-1 step 6
# makes no copy; every default stage (unit, sanitizers, lint, lock-step) runs it.
TEST_CONFIGS += uv_cowpaper
TEST_BLOCKS_uv_cowpaper := uv_token_file
# uv_sp16: 16 SPs (scalar element 16, 2-cycle issue): the block reads NUMSP; lint and lock-step.
TEST_CONFIGS += uv_sp16
TEST_BLOCKS_uv_sp16 += uv_token_file

##### uv_srf: the scalar register file, renaming map and freelist (SPEC 5.3) #####

BLOCKS_uv += uv_srf
BLOCKS    += uv_srf
BASELINE_uv_srf := uv_baseline

# The SRF at 64 and 256 registers (D4 5.3 sweeps 64 to 256): the same RTL sized differently, so they
# run lint and lock-step (random stimulus, UV-2 and UV-3, the invariant every cycle) and build
# nothing else; the unit tests run on uv_toy (8 SRs) and uv_baseline (128).
TEST_CONFIGS += uv_srf64 uv_srf256
TEST_BLOCKS_uv_srf64  := uv_srf
TEST_BLOCKS_uv_srf256 := uv_srf
TEST_CFG_STAGES_uv_srf64  := lint cosim
TEST_CFG_STAGES_uv_srf256 := lint cosim
# Their random runs are 2 x 20000 cycles (the baseline runs 2 x 100000): the sizes change, not the
# rules, and 20000 cycles still cross every bias phase (empty and full freelist) several times.
COSIM_CYCLES_uv_srf@uv_srf64  := 20000
COSIM_CYCLES_uv_srf@uv_srf256 := 20000

# D4's narrower copy-on-write rule (COW_PAPER_RULE = 1) on the toy: the unit tests (test_cow_rule
# expects no copy for a divergent write to a mapped VR it does not read) and lock-step.
TEST_CONFIGS += uv_srf_cowp
TEST_BLOCKS_uv_srf_cowp     := uv_srf
TEST_CFG_STAGES_uv_srf_cowp := unit lint cosim

# Icarus replays (measured 2026-11-28, Icarus 11, a loaded 2-core machine): 2644 baseline lines in
# 23 s, a 9110-bit state per line. Icarus replays the directed files and a 50-line random file
# (ICARUS_SHORT_CYCLES) at the baseline; uv_toy keeps every file on Icarus (Verilator replays all).
ICARUS_SHORT_RANDOM += uv_baseline/uv_srf

# Synthesized only by make test-full (and make bits, make synth): the baseline's 512-entry map and
# 128-entry SRF as flip-flops with their read muxes. Measured 2026-11-28 (Yosys 0.23, a loaded
# machine): 75966 cells in 225 s (Yosys itself 38 s of CPU), FFs = MODEL = 9110. make test
# synthesizes and times it on uv_toy (2171 cells, 2.4 s), FFs = MODEL = 226.
TEST_FULL_SYNTH += uv_baseline/uv_srf

##### uv_irb: the instruction reuse buffer with parity (SPEC 5.4) #####

BLOCKS_uv += uv_irb
BLOCKS    += uv_irb
BASELINE_uv_irb := uv_baseline
# D4 5.3's IRB size sweep (2, 4, 8, 16 entries; 4 is uv_toy, 8 the baseline): lint and lock-step
# of the buffer alone at 2 and 16 entries.
TEST_CONFIGS += uv_irb2 uv_irb16
TEST_BLOCKS_uv_irb2  := uv_irb
TEST_BLOCKS_uv_irb16 := uv_irb
TEST_CFG_STAGES_uv_irb2  := lint cosim
TEST_CFG_STAGES_uv_irb16 := lint cosim

##### uv_unit: the front end, the detector + a register design + the IRB (SPEC 5.1-5.4, 7.3) #####

# One of the two register designs by UV_DESIGN (0: the token file, the baseline's and the toy's;
# 1: the SRF), with the ID-to-issue queue that owns the release timing, the interlock and the
# issue interval. Its RTL instantiates every uv block (the unused design is read, not built).
BLOCKS_uv += uv_unit
BLOCKS    += uv_unit
CHILDREN_uv_unit := uv_detect uv_token_file uv_srf uv_irb
BASELINE_uv_unit := uv_baseline
# The SRF design: on the toy every default stage, at the baseline lint (make cosim-long runs it in
# lock-step; uv_srf, its largest child, runs every stage at the baseline on its own).
TEST_CONFIGS += uv_toy_srf uv_base_srf
TEST_BLOCKS_uv_toy_srf  := uv_unit
TEST_BLOCKS_uv_base_srf := uv_unit
TEST_CFG_STAGES_uv_base_srf := lint
# Replays at the baseline: Icarus the directed files and a 50-line random file; Verilator under make
# test-full only, beside the lock-step job that runs the same RTL on Verilator (uv_toy replays every
# file on both). The same for the SRF.
ICARUS_SHORT_RANDOM   += uv_baseline/uv_unit
VERILATOR_FULL_REPLAY += uv_baseline/uv_unit uv_baseline/uv_srf
# The 1e6-cycle lock-step runs of make cosim-long, in both designs at the baseline.
LONG_RUNS += uv_unit/uv_baseline uv_unit/uv_base_srf

##### The paper: registered with its configurations once it has a block #####

ifneq ($(strip $(BLOCKS_uv)),)
PAPERS += uv

# The baseline (SPEC 5.0: 32-thread warps on 8 SPs, 512 vector registers, a 128-entry SRF, an
# 8-entry IRB) and a toy (8 threads on 2 SPs, 32 vector registers, 8 scalar registers, 4 IRB
# entries, 8-bit values) on which make test does what is expensive on the baseline: every stage
# runs every uv block on each.
CONFIGS_uv := uv_baseline uv_toy
CONFIGS    += $(CONFIGS_uv)

# The SystemC stage checks the wrapper, the same for every geometry: the toy's is the cheap one.
SC_TEST_CONFIGS  += uv_toy
MUTANT_CONFIG_uv := uv_toy

FF_REASONS += synth/uv_ff_reasons.txt
endif
