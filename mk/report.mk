# mk/report.mk: the summary and the report page. Included by the Makefile after mk/synth.mk (reads
# BITS_OUT, the `bits` target) and the papers' registrations.
#
#   make summary        (the Makefile's rule; the end of the main job) tools/summary.sh: one table
#                       per paper, every block at its baseline with its lock-step status, PAPER,
#                       MODEL, FFs, µm² and Fmax (REPORT_DIR/summary.md), the long tables below it
#   make report         `make bits` (synthesis of every configuration, cached), the summary and the
#                       co-simulation runs from cosim.tsv when runs were recorded, then the page:
#                       build/reports/index.html (open it in a browser, no server), report.md,
#                       report.csv, report.json
#   make report-here    the page from the reports already in REPORT_DIR (nothing is run first;
#                       summary.md and cosim.md are rewritten from bits.json and cosim.tsv)
#   make report-check   tb/report/test_report.sh: the page of a snapshot of REPORT_DIR rendered by
#                       headless chromium, every table of the inputs present and laid out, the
#                       summary first, and the converter's escaping and failure cases (a job of
#                       `make test`, after bits)
#
# tools/report.sh gathers the reports (summary.md first, then bits.md, cosim.md, then every other
# .md of REPORT_DIR and its subdirectories, each plot beside its report) into report.md;
# tools/report_html.c (libcmark-gfm with its table extension) converts it. Neither names a
# report's columns.

REPORT_DIR ?= $(BITS_OUT)
# The converter is configuration-independent: one build for every configuration.
REPORT_HTML := build/tools/report_html

.PHONY: report report-here report-check

# libcmark-gfm's pkg-config file also links its extensions library (Debian: libcmark-gfm-dev,
# libcmark-gfm-extensions-dev).
$(REPORT_HTML): tools/report_html.c $(TOOL_UTIL)
	@mkdir -p $(@D)
	$(call say,CC $@)
	$(Q)cmark=$$(pkg-config --cflags --libs libcmark-gfm) \
	  || { echo "report: libcmark-gfm is missing: run \`make deps\`" >&2; exit 1; }; \
	  $(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -Itools -o $@ $(TOOL_SRCS) $$cmark

# Every block of every paper at its baseline, as paper/block/config: the rows of the summary.
summary report report-here report-check: export WT_REPORT_BLOCKS = \
  $(foreach p,$(PAPERS),$(foreach b,$(BLOCKS_$(p)),$(p)/$(b)/$(BASELINE_$(b))))

# summary.md and cosim.md from bits.json and cosim.tsv (milliseconds), then the page. A failed
# co-simulation run is shown on the page, not an error here.
REPORT_PAGE = bash tools/summary.sh --files $(REPORT_DIR) && \
  bash tools/report.sh $(REPORT_HTML) $(REPORT_DIR)

report: bits report-sweeps $(REPORT_HTML)
	@$(REPORT_PAGE)

report-here: $(REPORT_HTML)
	@$(REPORT_PAGE)

# On a snapshot of REPORT_DIR: it writes nothing there.
report-check: $(REPORT_HTML)
	@bash tb/report/test_report.sh $(REPORT_HTML) $(REPORT_DIR) build/test-report $(BITS_NOTES)
