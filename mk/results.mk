# mk/results.mk: `make results`, the figure pages of docs/results/. Included by the Makefile last,
# after the experiments' make files (PAPER_MK), which register their pages; reads the papers'
# registrations (PAPERS, BLOCKS_<p>, BASELINE_<b>, CHILDREN_<unit>) and names no block.
#
# The README and the docs show figures only from these pages (and the README's headline block,
# written from one of them), never pasted: each page is written by a make target and starts with
# the command and the commit that produced it (tools/provenance.sh).
#
#   make results            every page of RESULTS_PAGES in its order, one after the other (the
#                           bench measures speed: run it on an idle machine), then the README's
#                           headline block; first checks that README.md has the block's markers
#   make results-<page>     one page: runs RESULTS_RUN_<page> (the experiment: make invocations
#                           one after the other, each a goal and its arguments joined by '+'), then
#                           RESULTS_TABLE_<page> (a table made from reports, if any), and writes
#                           docs/results/<page>.md: '# RESULTS_TITLE_<page>', the provenance line
#                           (`make results-<page>`, commit, date, processor), RESULTS_LINE_<page>
#                           (what was run), then the report RESULTS_REPORT_<page>; the files of
#                           RESULTS_FILES_<page> (plots) are copied beside it. Every file is
#                           replaced only once whole.
#   make results RESULTS_FROM_REPORTS=1   the same without running the experiments: the pages from
#                           the reports already in build/ (the pages say so in their command)
#   make results-readme     README.md's lines between '<!-- results:headline begin -->' and
#                           '<!-- results:headline end -->' (each alone on its line, once) replaced
#                           by the headline page's provenance line and table; an error if the
#                           markers are missing
#   make results-check      tools/results_check.sh (a job of `make test`, no build): every file of
#                           docs/results/ or docs/sweeps/ (`make sweeps`) that README.md or a
#                           docs/**/*.md page links to exists, every page there has the provenance
#                           header, and README's headline block is the headline page's; with its own
#                           planted failures first
#
# A page is registered once, by the make file that owns its experiment: `RESULTS_PAGES += <page>`
# with RESULTS_TITLE_<page>, RESULTS_REPORT_<page> and RESULTS_LINE_<page> (required) and
# RESULTS_RUN_<page>, RESULTS_TABLE_<page>, RESULTS_FILES_<page> (optional). The order of the list is
# the order of `make results`: the Makefile's bench first, the experiments' (PAPER_MK), then this
# file's bits and headline, which reads the bench and bits reports.
#
# `make results` runs the bench (cold builds), every synthesis (`make bits`, cached by content), the
# experiments and the main job: run it on an idle machine, and commit docs/results/ and README.md.

RESULTS_DIR := docs/results
# The tables made here from the reports (in build/results/, which tools/report.sh does not read).
RESULTS_BUILD := build/results

# The storage bits, area and timing of every block at its baseline (`make bits`: every synthesis).
RESULTS_PAGES        += bits
RESULTS_TITLE_bits   := Storage bits, area and timing per block at its baseline
RESULTS_RUN_bits     := bits
RESULTS_TABLE_bits   := results-bits-table
RESULTS_REPORT_bits  := $(RESULTS_BUILD)/bits.md
RESULTS_LINE_bits     = `make bits`: Yosys synthesis of every block of every configuration, OpenSTA timing, the bits report.

# One row per paper (the table README.md shows): the main job `make` (the lock-step co-simulation of
# every block at its baseline: build/reports/cosim.tsv), then the table from its rows and the bits
# and bench reports of the pages before it. The main job rewrites the bits report from the models
# alone (bits-model): `make bits` after it writes the whole one back (its syntheses are cached).
RESULTS_PAGES          += headline
RESULTS_TITLE_headline := Headline figures per paper
RESULTS_RUN_headline   := all bits
RESULTS_TABLE_headline := results-headline-table
RESULTS_REPORT_headline := $(RESULTS_BUILD)/headline.md
RESULTS_LINE_headline   = `make` (the main job: lock-step at every baseline) and `make bits`, then the table from $(BITS_OUT)/cosim.tsv, $(BITS_OUT)/bits.json and $(BENCH_ROWS:.tsv=.csv) (`make results` writes [bits.md](bits.md) and [bench.md](bench.md) from the same bits report and bench just before).

# Every page must say what it is and where its report is.
$(foreach p,$(RESULTS_PAGES),$(foreach v,TITLE REPORT LINE,$(if $(value RESULTS_$(v)_$(p)),,\
  $(error results: page $(p) of RESULTS_PAGES has no RESULTS_$(v)_$(p)))))
$(if $(filter-out $(words $(sort $(RESULTS_PAGES))),$(words $(RESULTS_PAGES))),\
  $(error results: a page is registered twice in RESULTS_PAGES: $(RESULTS_PAGES)))

# The command a page names: how to write it again.
results_cmd = make results-$(1)$(if $(filter 1,$(RESULTS_FROM_REPORTS)), RESULTS_FROM_REPORTS=1)
RESULTS_MAKE := $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST))

# The papers as tools/results_tables.sh reads them: <paper>:<block>@<baseline>+...:<top-level
# block>+... (a top-level block is no child of another of the paper's blocks).
results_tops = $(foreach b,$(BLOCKS_$(1)),$(if $(filter $(b),$(foreach u,$(BLOCKS_$(1)),$(CHILDREN_$(u)))),,$(b)))
results_plus = $(subst $(eval) ,+,$(strip $(1)))
RESULTS_SPECS = $(foreach p,$(PAPERS),$(p):$(call results_plus,$(foreach b,$(BLOCKS_$(p)),$(b)@$(BASELINE_$(b)))):$(call results_plus,$(call results_tops,$(p))))

.PHONY: results results-readme results-check results-bits-table results-headline-table $(RESULTS_PAGES:%=results-%)

results:
	@bash tools/results_tables.sh readme-markers README.md
	@$(foreach p,$(RESULTS_PAGES),$(RESULTS_MAKE) results-$(p) &&) true
	@$(RESULTS_MAKE) results-readme

$(RESULTS_PAGES:%=results-%): results-%:
	@$(if $(filter 1,$(RESULTS_FROM_REPORTS)),true,$(foreach r,$(RESULTS_RUN_$*),$(RESULTS_MAKE) $(subst +, ,$(r)) &&) true)
	@$(if $(RESULTS_TABLE_$*),$(RESULTS_MAKE) $(RESULTS_TABLE_$*),true)
	@bash tools/provenance.sh --page $(RESULTS_DIR)/$*.md $(call sq,$(RESULTS_TITLE_$*)) $(call sq,$(call results_cmd,$*)) \
	  $(call sq,$(if $(filter 1,$(RESULTS_FROM_REPORTS)),RESULTS_FROM_REPORTS=1: nothing was run; the page is made from the reports build/ held. Without it: )$(RESULTS_LINE_$*)) $(RESULTS_REPORT_$*)
	@$(foreach f,$(RESULTS_FILES_$*),cp $(f) $(RESULTS_DIR)/$(notdir $(f)).tmp && mv -f $(RESULTS_DIR)/$(notdir $(f)).tmp \
	  $(RESULTS_DIR)/$(notdir $(f)) && echo "wrote $(RESULTS_DIR)/$(notdir $(f))" &&) true

results-bits-table:
	@bash tools/results_tables.sh bits $(BITS_OUT)/bits.json $(RESULTS_BUILD)/bits.md $(RESULTS_SPECS)

results-headline-table:
	@bash tools/results_tables.sh headline $(BITS_OUT)/bits.json $(BENCH_ROWS:.tsv=.csv) $(BITS_OUT)/cosim.tsv \
	  $(RESULTS_BUILD)/headline.md $(RESULTS_SPECS)

results-readme:
	@bash tools/results_tables.sh readme README.md $(RESULTS_DIR)/headline.md

results-check:
	@bash tools/results_check.sh
