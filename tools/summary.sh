#!/usr/bin/env bash
# tools/summary.sh [--files] REPORTDIR: the one-screen summary of a run (`make summary`, printed at
# the end of the main job `make`; `make report` writes its files first).
#
# Per paper, every block at its paper baseline: its lock-step status (the C model against the
# Verilated RTL, outputs and full state every cycle, from REPORTDIR/cosim.tsv, which every
# `sim --report` appends to), and PAPER, MODEL, FFs, µm² and Fmax as REPORTDIR/bits.json holds
# them (`make bits`; the main job's model-only bits leave FFs, area and timing "not synthesized").
# Nothing is recomputed. The blocks are WT_REPORT_BLOCKS, paper/block/config words mk/report.mk
# sets from the papers' registrations.
#
# Writes REPORTDIR/summary.md (the first section of the report page) and, when runs were recorded,
# REPORTDIR/cosim.md (every run). Without --files it prints summary.md, then the long tables below
# it (every co-simulation run, bits.md's table of every block and configuration), and exits 1 when
# a co-simulation run failed or none was run. With --files it prints only a failure line, and exits
# 0: the page shows the failures.
set -euo pipefail
die() { echo "summary: $*" >&2; exit 1; }
files_only=0
[ "${1:-}" = --files ] && { files_only=1; shift; }
[ $# -eq 1 ] || die "usage: tools/summary.sh [--files] REPORTDIR"
dir=${1%/}
[ -n "${WT_REPORT_BLOCKS:-}" ] \
  || die "WT_REPORT_BLOCKS is not set (mk/report.mk sets it): run \`make summary\`"
command -v jq > /dev/null || die "jq is missing (it reads bits.json): run \`make deps\`"
[ -d "$dir" ] || die "no report directory $dir"
tsv=$dir/cosim.tsv
[ -s "$tsv" ] || tsv=/dev/null
trap 'rm -f "$dir/summary.md.tmp" "$dir/cosim.md.tmp"' EXIT

# Every recorded run.
if [ "$tsv" != /dev/null ]; then
  {
    printf '| block | config | cycles | random seeds | tests passed | failed | first mismatch |\n'
    printf '|---|---|---:|---:|---:|---:|---|\n'
    awk -F'\t' '{printf "| %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7}' "$tsv"
  } > "$dir/cosim.md.tmp"
  mv -f "$dir/cosim.md.tmp" "$dir/cosim.md"
fi

# The bits report's rows: block, config, PAPER, MODEL, FFs, µm², Fmax, verdict ("" for null).
bits=$dir/bits.json
rows=""
if [ -s "$bits" ]; then
  rows=$(jq -r '.rows[] | [.block, .config, .paper, .model, .ffs, .area_um2, .fmax_mhz, .verdict]
                | map(. // "" | tostring) | @tsv' "$bits") \
    || die "cannot read $bits (jq says why above)"
fi

awk -F'\t' -v blocks="$WT_REPORT_BLOCKS" -v have_bits="$([ -n "$rows" ] && echo 1)" '
  FILENAME != "-" { k = $1 SUBSEP $2; row[k] = $0; next }
  {
    k = $1 SUBSEP $2; last[k] = $0
    if ($6 != 0 && !(k in fail)) fail[k] = "FAIL: " $6 " of " $5 + $6 " tests, first mismatch: " $7
  }
  function num(v, fmt) { return v == "" ? "-" : sprintf(fmt, v) }
  END {
    print "# Summary: every block at its paper baseline"
    print ""
    print "Lock-step: the C model against the Verilated RTL, outputs and full state every cycle."
    print "PAPER: the bits the paper states; MODEL: the state bits of the C model and its"
    print "Verilog twin; FFs, µm², Fmax: Yosys and OpenSTA (`make bits`; \"not synthesized\":"
    print "this run synthesized nothing; \"explained\": FFs ≠ MODEL for a reason bits.md gives)."
    print "\"-\": no figure." \
          (have_bits ? "" : " No bits report: `make bits` (or `make bits-model`) writes bits.json.")
    n = split(blocks, b, " ")
    for (i = 1; i <= n; i++) {
      split(b[i], w, "/")
      if (!(w[1] in members)) order[++np] = w[1]
      members[w[1]] = members[w[1]] " " i
    }
    for (p = 1; p <= np; p++) {
      paper = order[p]; nb = split(members[paper], idx, " ")
      npass = nfail = nrun = 0; out = ""
      for (j = 1; j <= nb; j++) {
        split(b[idx[j]], w, "/"); k = w[2] SUBSEP w[3]
        if (k in fail) { st = fail[k]; nfail++ }
        else if (k in last) {
          split(last[k], c, "\t"); st = "pass: " c[5] " tests, " c[3] " cycles"; npass++
        } else { st = "not run"; nrun++ }
        split(k in row ? row[k] : "", r, "\t")
        ffs = r[8] == "not synthesized" ? "not synthesized" : num(r[5], "%s") \
              (r[8] == "explained" ? " (explained)" : r[8] == "MISMATCH" ? " MISMATCH" : "")
        out = out sprintf("| %s | %s | %s | %s | %s | %s | %s | %s |\n", w[2], w[3], st, num(r[3], "%s"),
                          num(r[4], "%s"), ffs, num(r[6], "%.0f"), num(r[7], "%.1f"))
      }
      printf "\n## %s: %d block%s, lock-step: %d pass%s%s\n\n", paper, nb, nb == 1 ? "" : "s",
             npass, nfail ? ", " nfail " FAIL" : "", nrun ? ", " nrun " not run" : ""
      print "| block | config | lock-step | PAPER | MODEL | FFs | µm² | Fmax MHz |"
      print "|---|---|---|---:|---:|---:|---:|---:|"
      printf "%s", out
    }
  }' <(printf '%s\n' "$rows" | grep -v '^$' || true) - < "$tsv" > "$dir/summary.md.tmp"
mv -f "$dir/summary.md.tmp" "$dir/summary.md"

bad=$(awk -F'\t' '$6 != 0 {n++} END {print n+0}' "$tsv")
if [ $files_only = 1 ]; then
  [ "$bad" -eq 0 ] || echo "summary: $bad co-simulation run(s) FAILED (see $dir/summary.md)"
  exit 0
fi
echo
cat "$dir/summary.md"
echo
echo "== Co-simulation runs (C model vs Verilated RTL, outputs + full state every cycle)"
if [ "$tsv" = /dev/null ]; then echo "no co-simulation was run"; else cat "$dir/cosim.md"; fi
if [ -s "$dir/bits.md" ]; then
  echo
  echo "== Storage bits: PAPER / PAPER-FIELDS / MODEL / Yosys FFs (\"not synthesized\": the main job synthesizes nothing, make bits does; full report with notes: $dir/bits.md, .csv, .json)"
  sed -n '/^| block | config | PAPER/,/ row(s)/p' "$dir/bits.md"
fi
echo
if [ "$tsv" = /dev/null ]; then
  echo "summary: no co-simulation was run"
  exit 1
fi
if [ "$bad" -ne 0 ]; then
  echo "summary: $bad co-simulation job(s) FAILED"
  exit 1
fi
echo "summary: every co-simulation job passed"
