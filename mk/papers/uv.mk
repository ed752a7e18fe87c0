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
# Other uv blocks may list uv_sp16 as well: the configuration is added to TEST_CONFIGS once.
TEST_CONFIGS += $(if $(filter uv_sp16,$(TEST_CONFIGS)),,uv_sp16)
TEST_BLOCKS_uv_sp16 += uv_detect
TEST_CFG_STAGES_uv_sp16 := lint cosim

##### uv_token_file: the token-based design (SPEC 5.2) #####

##### uv_srf: the scalar register file, renaming map and freelist (SPEC 5.3) #####

##### uv_irb: the instruction reuse buffer with parity (SPEC 5.4) #####

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
