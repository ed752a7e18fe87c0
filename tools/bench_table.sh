#!/usr/bin/env bash
# tools/bench_table.sh ROWS OUTDIR [MIN_RATIO]: one table of the bench rows appended by
# `sim --bench --bench-row ROWS` (tab-separated: block, config, cycles, C model, Verilated RTL and
# lock-step cycles/s, C/RTL ratio, C two-buffer cycles/s), printed as Markdown and written to
# OUTDIR/bench.md and OUTDIR/bench.csv. A row whose C/RTL ratio is below MIN_RATIO (default 10,
# issue 7 item 8) gets a visible note; nothing fails on it (wall time is never asserted).
set -euo pipefail
rows=$1
dir=$2
min=${3:-10}
if [ ! -s "$rows" ]; then
  echo "bench_table: no bench rows in $rows" >&2
  exit 1
fi
mkdir -p "$dir"
{
  echo "cycles per CPU-second on the same recorded stimulus per block; C model stepped in place"
  echo "(two-buffer rate beside it); rows below ${min}x C/RTL are marked."
  echo
  printf '| block | config | cycles | C model cyc/s | C two-buffer cyc/s | RTL cyc/s | lock-step cyc/s | C/RTL | note |\n'
  printf '|---|---|---:|---:|---:|---:|---:|---:|---|\n'
  awk -F'\t' -v min="$min" '{
    note = ($7 + 0 < min + 0) ? "**below " min "x**" : ""
    printf "| %s | %s | %s | %.3g | %.3g | %.3g | %.3g | %.1fx | %s |\n", $1, $2, $3, $4, $8, $5, $6, $7, note
  }' "$rows"
} | tee "$dir/bench.md"
{
  echo "block,config,cycles,c_model_cyc_s,c_two_buffer_cyc_s,rtl_cyc_s,lockstep_cyc_s,c_rtl_ratio,below_min"
  awk -F'\t' -v min="$min" '{
    printf "%s,%s,%s,%s,%s,%s,%s,%s,%d\n", $1, $2, $3, $4, $8, $5, $6, $7, ($7 + 0 < min + 0)
  }' "$rows"
} > "$dir/bench.csv"
below=$(awk -F'\t' -v min="$min" '$7 + 0 < min + 0 {n++} END {print n+0}' "$rows")
echo
echo "bench: $(wc -l < "$rows") block(s), $below below ${min}x C/RTL (table: $dir/bench.md, .csv)"
