# mk/sram.mk: the SRAM area model (tools/sram_model.{h,c}, synth/sram_model.md), its calibration
# and its unit test. Included by the Makefile after its variables (CC, CFLAGS_COMMON, CFLAGS_OPT,
# SAN_FLAGS, CHECK_FLAGS, Q, say). Configuration-independent: everything is built in build/sram/.
#
#   make sram-check   the Check unit test (tb/unit/test_sram_model.c), plain and under
#                     -fsanitize=address,undefined
#   make sram-fit     the fit of the model's constants on synth/dwf_sram_tab72.txt: constants, every
#                     row in sample and leave-one-out, the out-of-sample checks; fails when the
#                     committed constants (wt_sram_consts_90) are not that fit

SRAM_B    := build/sram
SRAM_DATA := synth/dwf_sram_tab72.txt
SRAM_SRCS := tools/sram_model.c $(filter %.c,$(TOOL_UTIL))
SRAM_HDRS := tools/sram_model.h $(filter %.h,$(TOOL_UTIL))

.PHONY: sram-check sram-fit

$(SRAM_B):
	@mkdir -p $@

$(SRAM_B)/test_sram_model: tb/unit/test_sram_model.c $(SRAM_SRCS) $(SRAM_HDRS) | $(SRAM_B)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -Itools -o $@ $< $(SRAM_SRCS) $(CHECK_FLAGS)

$(SRAM_B)/san_test_sram_model: tb/unit/test_sram_model.c $(SRAM_SRCS) $(SRAM_HDRS) | $(SRAM_B)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) -O1 -g $(SAN_FLAGS) -Itools -o $@ $< $(SRAM_SRCS) $(CHECK_FLAGS)

$(SRAM_B)/sram_fit: tools/sram_fit.c $(SRAM_SRCS) $(SRAM_HDRS) | $(SRAM_B)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -Itools -o $@ $< $(SRAM_SRCS) -lm

sram-check: $(SRAM_B)/test_sram_model $(SRAM_B)/san_test_sram_model
	@echo "== unit sram_model"
	@$(SRAM_B)/test_sram_model $(SRAM_DATA)
	@echo "== unit+asan+ubsan sram_model"
	@ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	  $(SRAM_B)/san_test_sram_model $(SRAM_DATA)

sram-fit: $(SRAM_B)/sram_fit
	@$(SRAM_B)/sram_fit $(SRAM_DATA)
