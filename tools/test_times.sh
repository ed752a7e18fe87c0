#!/usr/bin/env bash
# tools/test_times.sh ROOT TITLE COMMAND: where the time of a finished job-list run went (`make
# test` under build/test, the main job under build/main), as Markdown on stdout: the wall time,
# the caches it started with, the job-seconds of each stage and the longest jobs.
#
# Reads ROOT/jobs.txt, every ROOT/<job>/result (`seconds N`), and ROOT/start.time, ROOT/end.time and
# ROOT/start.caches (written by run_jobs in mk/stages.mk). `make test-times` calls it.
set -euo pipefail
root=$1 title=$2 cmd=$3
[ -s "$root/jobs.txt" ] || { echo "test_times: $root/jobs.txt: no job list (run the job list first)" >&2; exit 2; }
[ -f "$root/start.time" ] && [ -f "$root/end.time" ] \
  || { echo "test_times: $root/start.time or end.time missing: the run did not finish" >&2; exit 2; }
start=$(cat "$root/start.time") end=$(cat "$root/end.time")
wall=$((end - start))
tab=$(mktemp)
trap 'rm -f "$tab"' EXIT
njobs=0 nres=0
while read -r job; do
  njobs=$((njobs + 1))
  r=$root/$job/result
  [ -f "$r" ] || continue
  nres=$((nres + 1))
  printf '%s\t%s\t%s\n' "${job%%/*}" "$(sed -n 's/^seconds //p' "$r")" "$(tr / ' ' <<<"$job")" >> "$tab"
done < "$root/jobs.txt"
total=$(awk -F'\t' '{ s += $2 } END { printf "%.0f", s }' "$tab")

echo "# $title"
echo
bash "$(dirname "$0")/provenance.sh" "$cmd"
echo
printf 'Wall time %d min %02d s for %d jobs (%d with a result) run %s; %s job-seconds in all\n' \
  $((wall / 60)) $((wall % 60)) "$njobs" "$nres" "$(sed -n 's/^jobs_at_once //p' "$root/start.caches" 2>/dev/null || echo '?') at a time" "$total"
echo "(job-seconds over wall seconds: $(awk -v t="$total" -v w="$wall" 'BEGIN { printf "%.2f", (w > 0 ? t / w : 0) }') jobs busy on average)."
echo "The run was at commit $(sed -n 's/^commit //p' "$root/start.caches" 2>/dev/null | grep . || echo '(not recorded)')."
echo
echo "Caches when the run started (empty: a cold run):"
echo
if [ -f "$root/start.caches" ]; then
  grep -v '^jobs_at_once \|^commit ' "$root/start.caches" | sed 's/^/- /'
else
  echo "- not recorded"
fi
echo
echo "| stage | jobs | job-seconds | share | longest job | its seconds |"
echo "|---|---:|---:|---:|---|---:|"
sort -t$'\t' -k1,1 -k2,2gr "$tab" | awk -F'\t' -v t="$total" '
  { n[$1]++; s[$1] += $2; if (!($1 in top)) { top[$1] = $3; ts[$1] = $2 } }
  END { for (k in n) printf "%s\t%d\t%.1f\t%.1f%%\t%s\t%.1f\n", k, n[k], s[k], (t > 0 ? 100 * s[k] / t : 0), top[k], ts[k] }' \
  | sort -t$'\t' -k3,3gr | awk -F'\t' '{ printf "| %s | %d | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6 }'
echo
echo "The 15 longest jobs:"
echo
echo "| job | seconds |"
echo "|---|---:|"
sort -t$'\t' -k2,2gr "$tab" | awk -F'\t' 'NR <= 15 { printf "| %s | %s |\n", $3, $2 }'
