# mk/papers/uv.mk: uniform vector instructions (D4, Xiang et al.; D0 chapter 2; SPEC section 5).
# The variables are those of mk/papers/dwf.mk. Sectioned by block: each block's lines live under
# its own heading.

##### uv_detect: the intra-warp uniform detector (SPEC 5.1) #####

##### uv_token_file: the token-based design (SPEC 5.2) #####

##### uv_srf: the scalar register file, renaming map and freelist (SPEC 5.3) #####

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
