#!/usr/bin/env bash
# tools/bench_flags.sh OUT.md "BLOCK@CONFIG ..." "CXX:OPT_FAST ..." CYCLES: the lock-step build of
# each block under each compiler and OPT_FAST level, built cold (ccache off, one build at a time,
# into build/<config>/cosim-flags/<variant>/) and benched (`sim --bench`) on the same stimulus:
# build wall seconds, Verilated RTL and lock-step cycles per CPU-second, and what a lock-step job of
# `make test` costs with it (the build plus 2 x 1e5 cycles at that rate). Writes OUT.md (a Markdown
# table with the command, commit, date and processor) and prints it. Run by `make bench-flags`;
# MAKE is the make to call. The variants' OPT_SLOW stays the Makefile's (COSIM_OPT_SLOW).
set -euo pipefail
out=$1
pairs=$2
variants=$3
cycles=$4
make_cmd=${MAKE:-make}
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
for p in $pairs; do
  b=${p%@*}
  c=${p#*@}
  if [ -z "$b" ] || [ -z "$c" ] || [ "$b" = "$p" ]; then
    echo "bench_flags: '$p' is not BLOCK@CONFIG" >&2
    exit 2
  fi
  for v in $variants; do
    cxx=${v%%:*}
    opt=${v#*:}
    if [ -z "$cxx" ] || [ -z "$opt" ] || [ "$cxx" = "$v" ]; then
      echo "bench_flags: variant '$v' is not CXX:OPT_FAST (e.g. clang++:-O2)" >&2
      exit 2
    fi
    d=build/$c/cosim-flags/${cxx//+/x}$opt
    rm -rf "$d"
    echo "bench-flags: $b [$c] with $cxx OPT_FAST=$opt (cold build into $d)"
    CCACHE_DISABLE=1 $make_cmd --no-print-directory CONFIG="$c" BLOCK="$b" COSIM_DIR="$d" \
      COSIM_CXX="$cxx" COSIM_OPT_FAST="$opt" "$d/$b/sim" > /dev/null
    bs=$(cut -f1 "$d/$b/build.seconds")
    row=$d/bench_row.tsv
    rm -f "$row"
    "$d/$b/sim" --bench --seed 1 --cycles "$cycles" --bench-row "$row" > /dev/null
    # bench row: block, config, cycles, C, RTL, lock-step, C/RTL, C two-buffer
    awk -F'\t' -v cxx="$cxx" -v opt="$opt" -v bs="$bs" \
      '{ printf "| %s | %s | %s | %s | %s | %.3g | %.3g | %.2f | %.0f |\n", $1, $2, cxx, opt, bs, $5, $6, $6 / $5, bs + 2e5 / $6 }' \
      "$row" >> "$rows"
  done
done
{
  echo "# Lock-step build and speed by compiler and optimisation level"
  echo
  bash tools/provenance.sh 'make bench-flags'
  echo "$cycles cycles each."
  echo "Build: wall seconds of the cold lock-step build (ccache off, \`verilator --build -j 2\`); the"
  echo "run-once code at the Makefile's COSIM_OPT_SLOW in every variant. Rates: cycles per CPU-second."
  echo
  echo "The last column is what one lock-step job of \`make test\` costs with the variant: the build plus"
  echo "2 x 1e5 cycles at its lock-step rate."
  echo
  echo "| block | config | compiler | OPT_FAST | build s | RTL cyc/s | lock-step cyc/s | lock-step/RTL | build + 2e5 cycles s |"
  echo "|---|---|---|---|---:|---:|---:|---:|---:|"
  cat "$rows"
} > "$out.tmp"
mv -f "$out.tmp" "$out"
cat "$out"
