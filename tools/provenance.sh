#!/usr/bin/env bash
# tools/provenance.sh COMMAND: one line saying which command wrote a committed report, at which
# commit (and whether the tree had uncommitted changes), on which date and processor. The docs'
# generated pages (docs/bench.md, docs/bench_flags.md) start with it.
#
# tools/provenance.sh --commit: only the commit part (a job-list run records it in start.caches).
#
# tools/provenance.sh --page DOC TITLE COMMAND LINE REPORT: writes the committed page DOC (a target's
# report under docs/): '# TITLE', the provenance line of COMMAND, LINE (what was run), then REPORT;
# DOC is replaced only once it is whole.
set -euo pipefail
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
git diff --quiet HEAD 2>/dev/null || commit="$commit with uncommitted changes"
if [ "${1:-}" = --commit ]; then echo "$commit"; exit 0; fi
if [ "${1:-}" = --page ]; then
  [ $# -eq 6 ] || { echo "provenance.sh --page: want DOC TITLE COMMAND LINE REPORT, got $(($# - 1)) arguments" >&2; exit 2; }
  doc=$2
  mkdir -p "$(dirname "$doc")"
  { echo "# $3"; echo; bash "$0" "$4"; echo "$5"; echo; cat "$6"; } > "$doc.tmp" && mv -f "$doc.tmp" "$doc"
  echo "wrote $doc"
  exit 0
fi
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)
echo "Written by \`$1\` at commit $commit, $(date -u +%Y-%m-%d), on $(nproc) cores of ${cpu:-an unknown processor}."
