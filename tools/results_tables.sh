#!/usr/bin/env bash
# tools/results_tables.sh: the tables of the figure pages of `make results` (mk/results.mk) that no
# experiment prints itself, and the README's headline block.
#
#   bits JSON OUT SPEC...                  per paper, every block at its baseline from the bits
#                                          report JSON (`make bits`): PAPER, MODEL and FFs bits,
#                                          area, Fmax
#   headline JSON BENCH COSIM OUT SPEC...  one row per paper: its blocks, their lock-step status at
#                                          the baseline (COSIM: the rows `sim --report` appends;
#                                          "not run" when it has none), and for its top-level
#                                          blocks (no block of another's CHILDREN_) the MODEL bits
#                                          and area summed, the lowest Fmax and the lowest C model
#                                          speed (BENCH: `make bench`'s bench.csv)
#   markers                                the headline block's two marker lines (stdout)
#   readme-markers README                  README has the headline markers, once each, in order
#   readme-current README                  the lines between them now (stdout)
#   readme-block PAGE                      the README block of the headline page PAGE (stdout)
#   readme README PAGE                     README's block between the markers replaced by it
#
# SPEC: <paper>:<block>@<baseline>+<block>@<baseline>...:<top-level block>+... (from the papers'
# registrations). OUT and README are replaced only once whole; a missing input, row or column is an
# error naming the file and what is missing, and leaves them as they were.
set -euo pipefail

die() { echo "results: $*" >&2; exit 1; }
BEGIN_MARK='<!-- results:headline begin -->'
END_MARK='<!-- results:headline end -->'

need() { [ -s "$1" ] || die "missing input $1 ($2)"; }
# " (block)" after a figure when the paper has several top-level blocks.
at() { [ "$ntops" -gt 1 ] && echo " ($1)" || true; }

# The bits report row of block $2 at configuration $3 in JSON $1, as tab-separated PAPER, MODEL,
# FFs, area um2, Fmax MHz ("-" for a figure the report leaves empty).
bits_row() {
  local row
  row=$(jq -r --arg b "$2" --arg c "$3" \
    '[.rows[] | select(.block == $b and .config == $c)] | if length == 0 then "none" else .[0] |
     [.paper, .model, .ffs, .area_um2, .fmax_mhz] | map(if . == null then "-" else tostring end) | @tsv end' "$1") \
    || die "$1: not the bits report's JSON (jq could not read .rows)"
  [ "$row" != none ] || die "$1: no row for block $2 at its baseline $3 (run \`make bits\`)"
  case $(cut -f3 <<< "$row") in
    -) die "$1: block $2 at $3 was not synthesized (no FFs; a BITS_PARTIAL report?): run \`make bits\`" ;;
  esac
  echo "$row"
}

# Column $3 of the bench.csv row of block $1 at configuration $2 (file $4).
bench_col() {
  local v
  v=$(awk -F, -v b="$1" -v c="$2" -v col="$3" '
    NR == 1 { for (i = 1; i <= NF; i++) if ($i == col) k = i; if (!k) { print "!no column " col; exit } next }
    $1 == b && $2 == c { v = $k; f = 1 }
    END { if (!k) exit; if (!f) print "!no row for block " b " at its baseline " c " (run `make bench`)"; else print v }' "$4")
  [ "${v#!}" = "$v" ] || die "$4: ${v#!}"
  echo "$v"
}

# Writes stdin to $1 whole.
commit_out() {
  cat > "$1.tmp" && mv -f "$1.tmp" "$1" || { rm -f "$1.tmp"; die "could not write $1"; }
}

# The lines of SPEC $1: paper, blocks (b@c ...), top-level blocks.
spec_paper()  { echo "${1%%:*}"; }
spec_blocks() { local r=${1#*:}; echo "${r%%:*}" | tr + ' '; }
spec_tops()   { echo "${1##*:}" | tr + ' '; }
check_spec() {
  [[ $1 =~ ^[a-z0-9_]+:[a-z0-9_]+@[a-z0-9_]+(\+[a-z0-9_]+@[a-z0-9_]+)*:[a-z0-9_]+(\+[a-z0-9_]+)*$ ]] \
    || die "bad SPEC '$1' (want <paper>:<block>@<baseline>+...:<top-level block>+...)"
}

readme_markers() {
  [ -f "$1" ] || die "no $1"
  local nb ne lb le
  nb=$(grep -c -x -F "$BEGIN_MARK" "$1" || true)
  ne=$(grep -c -x -F "$END_MARK" "$1" || true)
  [ "$nb" = 1 ] && [ "$ne" = 1 ] || die "$1 must hold the line '$BEGIN_MARK' and, after it, the line '$END_MARK', once each (found $nb and $ne): \`make results\` writes the headline table between them"
  lb=$(grep -n -x -F "$BEGIN_MARK" "$1" | cut -d: -f1)
  le=$(grep -n -x -F "$END_MARK" "$1" | cut -d: -f1)
  [ "$lb" -lt "$le" ] || die "$1:$le: '$END_MARK' comes before '$BEGIN_MARK' (line $lb)"
}

# The README block of headline page $1: its provenance line and its table, then where the page is
# (its text has links relative to docs/results/).
readme_block() {
  need "$1" "\`make results-headline\` writes it"
  sed -n 3p "$1"
  echo
  grep '^|' "$1" || die "$1: no table"
  echo
  echo "What the columns mean, and the figures per block: [$1]($1)."
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case $cmd in
  bits)
    [ $# -ge 3 ] || die "usage: tools/results_tables.sh bits JSON OUT SPEC..."
    json=$1 out=$2; shift 2
    trap 'rm -f "$out.body"' EXIT
    mkdir -p "$(dirname "$out")"
    need "$json" "\`make bits\` writes it"
    {
      echo "Every block at its paper baseline, from \`$json\` (the full report, with PAPER-FIELDS, the notes and every"
      echo "configuration: \`build/reports/bits.md\`). PAPER: the total the paper states (\"-\": none). MODEL: the"
      echo "state bits of the C model and its Verilog twin. FFs: the flip-flop bits Yosys synthesizes. Area: the"
      echo "cells mapped to the OSU 0.18 µm library, no wires. Fmax: 1 / OpenSTA's critical path."
      echo
      echo "| paper | block | baseline | PAPER bits | MODEL bits | FFs | area µm² | Fmax MHz |"
      echo "|---|---|---|---:|---:|---:|---:|---:|"
      for s in "$@"; do
        check_spec "$s"
        p=$(spec_paper "$s")
        for bc in $(spec_blocks "$s"); do
          row=$(bits_row "$json" "${bc%@*}" "${bc#*@}")
          IFS=$'\t' read -r paper model ffs area fmax <<< "$row"
          [ "$fmax" = - ] || fmax=$(printf '%.1f' "$fmax")
          echo "| $p | ${bc%@*} | ${bc#*@} | $paper | $model | $ffs | $area | $fmax |"
        done
      done
    } > "$out.body"
    commit_out "$out" < "$out.body"
    echo "results: wrote $out"
    ;;
  headline)
    [ $# -ge 5 ] || die "usage: tools/results_tables.sh headline JSON BENCH COSIM OUT SPEC..."
    json=$1 bench=$2 cosim=$3 out=$4; shift 4
    trap 'rm -f "$out.body"' EXIT
    mkdir -p "$(dirname "$out")"
    need "$json" "\`make bits\` writes it"
    need "$bench" "\`make bench\` writes it"
    if [ -s "$cosim" ]; then
      cosim_from="from \`$cosim\` of $(date -u -r "$cosim" +%Y-%m-%d), the last run of each block there"
    else
      cosim_from="\`$cosim\` is absent: \"not run\" (\`make\` writes it)"
    fi
    {
      echo "- blocks: the paper's registered blocks;"
      echo "- lock-step at baseline: how many passed lock-step co-simulation (C model against the Verilated RTL, outputs"
      echo "  and full state every cycle) at their baseline, $cosim_from;"
      echo "- top-level blocks: those no other block of the paper contains (a unit counts its children once); MODEL bits"
      echo "  and area are their sums, Fmax and the C model's cycles per CPU-second (\`make bench\`) the lowest among them."
      echo
      echo "Per block: [bits.md](bits.md) and [bench.md](bench.md)."
      echo
      echo "| paper | blocks | lock-step at baseline | top-level blocks | MODEL bits | area mm² | Fmax MHz | C model cycles/s |"
      echo "|---|---:|---|---|---:|---:|---:|---:|"
      for s in "$@"; do
        check_spec "$s"
        p=$(spec_paper "$s")
        read -r -a bcs <<< "$(spec_blocks "$s")"
        read -r -a tops <<< "$(spec_tops "$s")"
        ntops=${#tops[@]}
        # Lock-step: the last row of each block at its baseline (block, config, cycles, seeds,
        # passed, failed, first mismatch).
        status=$(awk -F'\t' -v list="${bcs[*]}" '
          BEGIN { n = split(list, bc, " "); for (i = 1; i <= n; i++) { sub("@", "\t", bc[i]); want[bc[i]] = 1 } }
          ($1 "\t" $2) in want { st[$1 "\t" $2] = ($6 == 0 && $5 > 0) ? "pass" : "fail" }
          END {
            for (i = 1; i <= n; i++) {
              k = bc[i]
              if (!(k in st)) nr++
              else if (st[k] == "pass") np++
              else { split(k, b, "\t"); bad = bad (bad ? ", " : "") b[1] }
            }
            if (nr == n) { print "not run"; exit }
            s = np + 0 "/" n " passed"; if (bad) s = s ", FAILED: " bad; if (nr) s = s ", " nr " not run"; print s
          }' "$([ -s "$cosim" ] && echo "$cosim" || echo /dev/null)")
        bits=0 area=0 fmin='' fblk='' cmin='' cblk=''
        for t in "${tops[@]}"; do
          base=
          for bc in "${bcs[@]}"; do [ "${bc%@*}" != "$t" ] || base=${bc#*@}; done
          [ -n "$base" ] || die "SPEC '$s': top-level block $t is not one of the paper's blocks"
          row=$(bits_row "$json" "$t" "$base")
          IFS=$'\t' read -r _ model _ a fm <<< "$row"
          case "$a$fm" in *-*) die "$json: block $t at $base has no area or Fmax" ;; esac
          cm=$(bench_col "$t" "$base" c_model_cyc_s "$bench")
          bits=$((bits + model))
          area=$(awk -v a="$area" -v b="$a" 'BEGIN { print a + b }')
          if [ -z "$fmin" ] || awk -v a="$fm" -v b="$fmin" 'BEGIN { exit !(a < b) }'; then fmin=$fm fblk=$t; fi
          if [ -z "$cmin" ] || awk -v a="$cm" -v b="$cmin" 'BEGIN { exit !(a < b) }'; then cmin=$cm cblk=$t; fi
        done
        printf '| %s | %d | %s | %s | %d | %s | %s%s | %s%s |\n' "$p" ${#bcs[@]} "$status" "${tops[*]}" "$bits" \
          "$(awk -v a="$area" 'BEGIN { printf "%.2f", a / 1e6 }')" "$fmin" "$(at "$fblk")" \
          "$(awk -v a="$cmin" 'BEGIN { printf "%.3g", a }')" "$(at "$cblk")"
      done
    } > "$out.body"
    commit_out "$out" < "$out.body"
    echo "results: wrote $out"
    ;;
  markers)
    printf '%s\n%s\n' "$BEGIN_MARK" "$END_MARK"
    ;;
  readme-current)
    [ $# -eq 1 ] || die "usage: tools/results_tables.sh readme-current README"
    readme_markers "$1"
    awk -v b="$BEGIN_MARK" -v e="$END_MARK" '$0 == e { exit } on { print } $0 == b { on = 1 }' "$1"
    ;;
  readme-markers)
    [ $# -eq 1 ] || die "usage: tools/results_tables.sh readme-markers README"
    readme_markers "$1"
    ;;
  readme-block)
    [ $# -eq 1 ] || die "usage: tools/results_tables.sh readme-block PAGE"
    readme_block "$1"
    ;;
  readme)
    [ $# -eq 2 ] || die "usage: tools/results_tables.sh readme README PAGE"
    readme_markers "$1"
    blk=$(readme_block "$2")
    BLK=$blk awk -v b="$BEGIN_MARK" -v e="$END_MARK" '
      $0 == e { skip = 0 }
      !skip { print }
      $0 == b { print ENVIRON["BLK"]; skip = 1 }' "$1" > "$1.tmp" \
      && mv -f "$1.tmp" "$1" || { rm -f "$1.tmp"; die "could not write $1"; }
    echo "results: wrote the headline block of $1 from $2"
    ;;
  *) die "usage: tools/results_tables.sh bits|headline|markers|readme-markers|readme-current|readme-block|readme ... (unknown '$cmd')" ;;
esac
