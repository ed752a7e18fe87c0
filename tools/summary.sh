#!/usr/bin/env bash
# tools/summary.sh REPORTDIR: one-screen summary of the co-simulation runs recorded in
# REPORTDIR/cosim.tsv (appended by every `sim --report`), then the bits table if present.
set -euo pipefail
dir=$1
tsv=$dir/cosim.tsv
echo
echo "== Co-simulation summary (C model vs Verilated RTL, outputs + full state every cycle)"
if [ ! -s "$tsv" ]; then
  echo "no co-simulation was run"
  exit 1
fi
{
  printf '| block | config | cycles | random seeds | tests passed | failed | first mismatch |\n'
  printf '|---|---|---:|---:|---:|---:|---|\n'
  awk -F'\t' '{printf "| %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7}' "$tsv"
} | tee "$dir/cosim.md"
bad=$(awk -F'\t' '$6 != 0 {n++} END {print n+0}' "$tsv")
if [ -s "$dir/bits.md" ]; then
  echo
  echo "== Storage bits: PAPER / PAPER-FIELDS / MODEL / Yosys FFs (\"not synthesized\": the main job synthesizes nothing, make bits does; full report with notes: $dir/bits.md, .csv, .json)"
  sed -n '/^| block | config | PAPER/,/row(s):/p' "$dir/bits.md"
fi
echo
if [ "$bad" -ne 0 ]; then
  echo "summary: $bad co-simulation job(s) FAILED"
  exit 1
fi
echo "summary: every co-simulation job passed"
