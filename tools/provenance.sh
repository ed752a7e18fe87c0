#!/usr/bin/env bash
# tools/provenance.sh COMMAND: one line saying which command wrote a committed report, at which
# commit (and whether the tree had uncommitted changes outside docs/ and README.md), on which date
# and processor. Every
# generated page under docs/ (docs/results/*.md, docs/bench_flags.md, the time pages, the sweeps)
# has it as its third line, after '# TITLE' and a blank line.
#
# tools/provenance.sh --commit: only the commit part (a job-list run records it in start.caches).
#
# tools/provenance.sh --pattern: the extended regular expression (grep -E) a provenance line
# matches: the one statement of its format, which tools/results_check.sh reads.
#
# tools/provenance.sh --page DOC TITLE COMMAND LINE REPORT: writes the committed page DOC (a target's
# report under docs/): '# TITLE', the provenance line of COMMAND, LINE (what was run), then REPORT;
# DOC is replaced only once it is whole (a missing or empty REPORT is an error and leaves DOC as it
# was). TITLE '-': REPORT starts with its own '# title' line (and a blank line), which are the page's.
set -euo pipefail
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
# Uncommitted changes to docs/ and README.md do not count: they are the pages themselves, written one
# after the other by `make results` (and no report reads them).
git diff --quiet HEAD -- . ':(exclude)docs' ':(exclude)README.md' 2>/dev/null || commit="$commit with uncommitted changes"
line() {
  local cpu
  cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)
  echo "Written by \`$1\` at commit $commit, $(date -u +%Y-%m-%d), on $(nproc) cores of ${cpu:-an unknown processor}."
}
case "${1:-}" in
  --commit) echo "$commit" ;;
  --pattern)
    echo '^Written by `[^`]+` at commit [0-9a-f]{7,40}( with uncommitted changes)?, [0-9]{4}-[0-9]{2}-[0-9]{2}, on [0-9]+ cores of .+\.$' ;;
  --page)
    [ $# -eq 6 ] || { echo "provenance.sh --page: want DOC TITLE COMMAND LINE REPORT, got $(($# - 1)) arguments" >&2; exit 2; }
    doc=$2 title=$3 report=$6 skip=1
    [ -s "$report" ] || { echo "provenance.sh --page: report $report is missing or empty; $doc left as it was" >&2; exit 1; }
    if [ "$title" = - ]; then
      title=$(sed -n '1s/^# //p' "$report")
      [ -n "$title" ] || { echo "provenance.sh --page: $report:1: want a '# title' line (TITLE is -); $doc left as it was" >&2; exit 1; }
      skip=3
    fi
    mkdir -p "$(dirname "$doc")"
    if { echo "# $title"; echo; line "$4"; echo "$5"; echo; tail -n +$skip "$report"; } > "$doc.tmp"; then
      mv -f "$doc.tmp" "$doc"
    else
      rm -f "$doc.tmp"; echo "provenance.sh --page: could not write $doc; left as it was" >&2; exit 1
    fi
    echo "wrote $doc" ;;
  -*) echo "provenance.sh: unknown option $1 (want COMMAND, --commit, --pattern or --page)" >&2; exit 2 ;;
  *)
    [ $# -eq 1 ] || { echo "provenance.sh: want COMMAND (one argument), got $#" >&2; exit 2; }
    line "$1" ;;
esac
