#!/usr/bin/env bash
# tools/bench_table.sh ROWS OUTDIR [BUILD_ROOT [MIN_RATIO [NOTES]]]: one table of the bench rows appended by
# `sim --bench --bench-row ROWS` (tab-separated: block, config, cycles, C model, Verilated RTL and
# lock-step cycles/s, C/RTL ratio, C two-buffer cycles/s), printed as Markdown and written to
# OUTDIR/bench.md and OUTDIR/bench.csv. Beside the rates: the lock-step/RTL ratio and the wall
# seconds of the block's lock-step build, read from BUILD_ROOT/<config>/bench/<block>/build.seconds
# (written by the build: seconds, then "cold" for a build with ccache off, `make bench
# BENCH_COLD=1`, or "ccache"; "-" when there is none). A row whose C/RTL ratio is below MIN_RATIO
# (default 10) gets a visible note, with the block's reason from NOTES (tab-separated: block,
# reason; a paper's BENCH_NOTE_<block>) when it has one; nothing fails on it (wall time is never
# asserted).
set -euo pipefail
rows=$1
dir=$2
root=${3:-build}
min=${4:-10}
notes=${5:-/dev/null}
if [ ! -s "$rows" ]; then
  echo "bench_table: no bench rows in $rows" >&2
  exit 1
fi
mkdir -p "$dir"
# The rows with the build seconds and their kind appended (columns 9 and 10).
joined=$(while IFS=$'\t' read -r -a c; do
  f="$root/${c[1]}/bench/${c[0]}/build.seconds"
  if [ -s "$f" ]; then bs=$(cut -f1 "$f"); bk=$(cut -f2 "$f"); else bs=-; bk=-; fi
  printf '%s\t%s\t%s\n' "$(IFS=$'\t'; echo "${c[*]}")" "$bs" "$bk"
done < "$rows")
{
  echo "cycles per CPU-second on the same recorded stimulus per block; C model stepped in place"
  echo "(two-buffer rate beside it); lock-step build in wall seconds (cold: ccache off); rows below"
  echo "${min}x C/RTL are marked."
  echo
  printf '| block | config | cycles | C model cyc/s | C two-buffer cyc/s | RTL cyc/s | lock-step cyc/s | C/RTL | lock-step/RTL | build s | note |\n'
  printf '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n'
  awk -F'\t' -v min="$min" -v notes="$notes" 'BEGIN {
    while ((getline l < notes) > 0) { split(l, f, "\t"); why[f[1]] = f[2] }
  } {
    note = ($7 + 0 < min + 0) ? "**below " min "x**" ($1 in why ? ": " why[$1] : "") : ""
    b = ($9 == "-") ? "-" : ($10 == "cold" ? $9 : $9 " (ccache)")
    printf "| %s | %s | %s | %.3g | %.3g | %.3g | %.3g | %.1fx | %.2f | %s | %s |\n", $1, $2, $3, $4, $8, $5, $6, $7, $6 / $5, b, note
  }' <<<"$joined"
} | tee "$dir/bench.md"
{
  echo "block,config,cycles,c_model_cyc_s,c_two_buffer_cyc_s,rtl_cyc_s,lockstep_cyc_s,c_rtl_ratio,lockstep_rtl_ratio,build_s,build_kind,below_min"
  awk -F'\t' -v min="$min" '{
    printf "%s,%s,%s,%s,%s,%s,%s,%s,%.3f,%s,%s,%d\n", $1, $2, $3, $4, $8, $5, $6, $7, $6 / $5, $9, $10, ($7 + 0 < min + 0)
  }' <<<"$joined"
} > "$dir/bench.csv"
below=$(awk -F'\t' -v min="$min" '$7 + 0 < min + 0 {n++} END {print n+0}' "$rows")
echo
echo "bench: $(wc -l < "$rows") block(s), $below below ${min}x C/RTL (table: $dir/bench.md, .csv)"
