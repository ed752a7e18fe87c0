# mk/report.mk: the report page. Included by the Makefile after mk/synth.mk (reads BITS_OUT, the
# `bits` target).
#
#   make report         `make bits` (synthesis of every configuration, cached), the co-simulation
#                       summary from cosim.tsv when one was recorded, then the page:
#                       build/reports/index.html (open it in a browser, no server), report.md,
#                       report.csv, report.json
#   make report-here    the page from the reports already in REPORT_DIR (nothing is run first)
#   make report-check   tb/report/test_report.sh: the page of a snapshot of REPORT_DIR rendered by
#                       headless chromium, every table of the inputs present and laid out, and the
#                       converter's escaping and failure cases (a job of `make test`, after bits)
#
# tools/report.sh gathers the reports (bits.md first, then cosim.md, then every other .md of
# REPORT_DIR and its subdirectories, each plot beside its report) into report.md;
# tools/report_html.c (libcmark-gfm with its table extension) converts it. Neither names a
# report's columns.

REPORT_DIR ?= $(BITS_OUT)
# The converter is configuration-independent: one build for every configuration.
REPORT_HTML := build/tools/report_html

.PHONY: report report-here report-check

# libcmark-gfm's pkg-config file also links its extensions library (Debian: libcmark-gfm-dev,
# libcmark-gfm-extensions-dev).
$(REPORT_HTML): tools/report_html.c
	@mkdir -p $(@D)
	$(call say,CC $@)
	$(Q)cmark=$$(pkg-config --cflags --libs libcmark-gfm) \
	  || { echo "report: libcmark-gfm is missing: run \`make deps\`" >&2; exit 1; }; \
	  $(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -o $@ $< $$cmark

# The co-simulation summary, when runs were recorded (every `sim --report` appends to cosim.tsv).
# tools/summary.sh exits 1 when a run failed, after writing cosim.md: the page shows the failure.
REPORT_COSIM := $(shell test -s $(REPORT_DIR)/cosim.tsv && echo $(REPORT_DIR)/cosim.md)
$(REPORT_DIR)/cosim.md: $(REPORT_DIR)/cosim.tsv
	@bash tools/summary.sh $(@D) > /dev/null || \
	  { test -s $@ && echo "report: the co-simulation summary records failed runs (see $@)"; }

report: bits $(REPORT_COSIM) report-sweeps $(REPORT_HTML)
	@bash tools/report.sh $(REPORT_HTML) $(REPORT_DIR)

report-here: $(REPORT_HTML)
	@bash tools/report.sh $(REPORT_HTML) $(REPORT_DIR)

report-check: $(REPORT_HTML)
	@bash tb/report/test_report.sh $(REPORT_HTML) $(REPORT_DIR) build/test-report $(BITS_NOTES)
