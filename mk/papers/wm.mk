# mk/papers/wm.mk: WarpMan, warp-level resource management (D2, Xiang, Yang and Zhou, "Warp-Level
# Divergence in GPUs"; D0 chapter 3; SPEC section 2). The variables are those of mk/papers/dwf.mk.

PAPERS += wm

BLOCKS_wm := wm_workload_buf wm_dispatch wm_sm
BLOCKS    += $(BLOCKS_wm)
# The baseline, the D2 §6.4 register-file variants, the static threshold (WM-6) and the TB-level
# machine WarpMan is compared with: every stage runs every wm block on each.
CONFIGS_wm := wm_baseline wm_rf64k wm_rf16k wm_thresh wm_tb
CONFIGS    += $(CONFIGS_wm)
$(foreach b,$(BLOCKS_wm),$(eval BASELINE_$(b) := wm_baseline))

# The SM unit (SPEC 2.1-2.4): its Verilog instantiates these, its C state contains theirs.
CHILDREN_wm_sm := wm_dispatch wm_workload_buf

SC_TEST_CONFIGS += wm_baseline
MUTANT_CONFIG_wm := wm_baseline
# make test re-runs this paper's first mutant on a traced build (mk/stages.mk): its blocks are the
# cheapest to build traced.
MUTANT_TRACED_TEST := wm

# The long lock-step runs of the SM unit (make cosim-long): warp-level, with the threshold, and the
# TB-level machine.
LONG_RUNS += wm_sm/wm_baseline wm_sm/wm_thresh wm_sm/wm_tb

# The regression flow's test runs on these small blocks (mk/regress.mk): config block1 block2.
REGRESS_CHECK ?= wm_baseline wm_workload_buf wm_sm

FF_REASONS += synth/wm_ff_reasons.txt

# Bring your own RTL (mk/byo.mk): a workload buffer written as an outside user would, from SPEC 2.3
# (examples/foreign/), replayed through examples/foreign/wm_workload_buf.map.
BYO_EXAMPLES += wm_workload_buf/wm_baseline
BYO_RTL_wm_workload_buf := examples/foreign/partial_tb_buffer.sv

# D2 Table 2 on the SM model and the resource-utilisation experiment (experiments/wm/); their
# hand-checked cases are a job of `make test`.
PAPER_MK     += experiments/wm/wm.mk
PAPER_CHECKS += wm-exp-check

# Why a block stays below 10x C/RTL in `make bench` (the table prints it beside the mark): blocks of
# a few dozen to a few hundred bits, whose C step is a few dozen instructions and whose Verilated
# model is as small.
BENCH_NOTE_wm_workload_buf := 40 state bits: both sides are a few dozen instructions per cycle
BENCH_NOTE_wm_dispatch     := a few hundred state bits of counters: both sides are a few dozen instructions per cycle
BENCH_NOTE_wm_sm           := the buffer and the dispatcher: both sides are a few dozen instructions per cycle
