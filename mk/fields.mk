# mk/fields.mk: the generated state-field includes of the RTL (included by the Makefile; uses its
# variables GEN, BIN, Q).
#
# build/<config>/gen/<block>_fields.svh gives every state field's width, count and offset in
# `dbg_state_o` from the block's C field table (tools/wtgen --fields). Every block's include is in
# RTL_DEPS (Makefile), so each Verilog consumer of a block or of its parent (lint, cosim, replay,
# sc, synth, mutants) waits for it. The file is replaced only when its text changes: wtgen is
# relinked on every C change, and an unchanged include must not restart the Yosys and Verilator
# builds that read it (the recipe then runs again on the next make: a few milliseconds). The
# temporary is per process: parallel jobs of one configuration may run this at the same time.
$(GEN)/%_fields.svh: $(BIN)/wtgen | $(GEN)
	$(Q)$(BIN)/wtgen --fields $* $@.new$$$$ && \
	  if cmp -s $@.new$$$$ $@; then rm -f $@.new$$$$; else mv -f $@.new$$$$ $@; echo "  GEN $@"; fi
