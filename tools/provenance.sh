#!/usr/bin/env bash
# tools/provenance.sh COMMAND: one line saying which command wrote a committed report, at which
# commit (and whether the tree had uncommitted changes), on which date and processor. The docs'
# generated pages (docs/bench.md, docs/bench_flags.md) start with it.
#
# tools/provenance.sh --commit: only the commit part (a job-list run records it in start.caches).
set -euo pipefail
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
git diff --quiet HEAD 2>/dev/null || commit="$commit with uncommitted changes"
if [ "${1:-}" = --commit ]; then echo "$commit"; exit 0; fi
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)
echo "Written by \`$1\` at commit $commit, $(date -u +%Y-%m-%d), on $(nproc) cores of ${cpu:-an unknown processor}."
