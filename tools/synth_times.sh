#!/usr/bin/env bash
# tools/synth_times.sh COMMAND LOG...: the CPU time of each synthesis (synth/synth.tcl run by
# mk/synth.mk), as Markdown on stdout, largest first: block, configuration, cells of the generic
# synthesis, Yosys CPU seconds and the two passes that took longest (Yosys's own `Time spent`
# line). LOG is build/<config>/synth/<block>.log; a result taken from the synthesis cache carries
# the log of the run that produced it. `make synth-times` calls it.
set -euo pipefail
cmd=$1
shift
[ $# -gt 0 ] || { echo "synth_times: no synthesis log (run make synth first)" >&2; exit 2; }
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
for log in "$@"; do
  blk=$(basename "$log" .log) cfg=$(basename "$(dirname "$(dirname "$log")")")
  # A log without its .stat.txt is an interrupted run's (make synth redoes it): not a result.
  [ -f "${log%.log}.stat.txt" ] || { echo "synth_times: $log: skipped, no ${log%.log}.stat.txt (interrupted run)" >&2; continue; }
  cpu=$(grep -o 'CPU: user [0-9.]*s' "$log" | tail -n 1 | grep -o '[0-9.]*' || true)
  [ -n "$cpu" ] || { echo "synth_times: $log: no 'CPU: user' line (an unfinished run?)" >&2; exit 2; }
  top=$(grep -o 'Time spent: .*' "$log" | tail -n 1 | sed 's/^Time spent: //; s/, \.\.\.$//')
  cells=$(sed -n 's/^ *Number of cells: *//p' "${log%.log}.stat.txt" 2>/dev/null | tail -n 1)
  printf '%s\t%s\t%s\t%s\t%s\n' "$cpu" "$blk" "$cfg" "${cells:-?}" "$top" >> "$rows"
done
echo "# Synthesis CPU time per block and configuration"
echo
bash "$(dirname "$0")/provenance.sh" "$cmd"
echo
total=$(awk -F'\t' '{ s += $1 } END { printf "%.0f", s }' "$rows")
echo "$(wc -l < "$rows") syntheses, $total CPU-seconds of Yosys in all (user time, from each run's log)."
echo
echo "| block | config | cells | Yosys CPU s | longest passes |"
echo "|---|---|---:|---:|---|"
sort -t$'\t' -k1,1gr "$rows" | awk -F'\t' '{ printf "| %s | %s | %s | %s | %s |\n", $2, $3, $4, $1, $5 }'
