# mk/papers/ilp.mk: Many-thread-aware ILP structures (D0, Xiang's dissertation, chapter 4; SPEC
# section 4). The variables are those of mk/papers/dwf.mk.

PAPERS += ilp

# The gshare and static branch predictors of one SM (SPEC 4.2).
BLOCKS_ilp := ilp_gshare
BLOCKS     += $(BLOCKS_ilp)
# D0's baseline (SPEC 4.0): every stage runs every ilp block on it.
CONFIGS_ilp := ilp_baseline
CONFIGS     += $(CONFIGS_ilp)
$(foreach b,$(BLOCKS_ilp),$(eval BASELINE_$(b) := ilp_baseline))

SC_TEST_CONFIGS  += ilp_baseline
MUTANT_CONFIG_ilp := ilp_baseline
