#!/usr/bin/env bash
# tools/report.sh REPORT_HTML DIR: every report in DIR (build/reports) on one page (`make report`,
# `make report-here`; mk/report.mk).
#
# Reads, in DIR and its subdirectories one level down (DIR/sweeps/...):
#   summary.md                     required (tools/summary.sh, which mk/report.mk runs first): every
#                                  block at its paper baseline, one table per paper; the page opens
#                                  with it
#   bits.md, bits.csv, bits.json   required (`make bits`): the storage and area tables, the paper
#                                  tables and their SPEC 8 discrepancy notes
#   cosim.md                       every co-simulation run (tools/summary.sh, from cosim.tsv); if
#                                  missing the page says so and how to produce it
#   every other *.md               (bench, traffic, wm_table2, wm_util, sweeps/..., whatever exists)
#   *.svg, *.png                   plots: X.svg beside X.md's section, the others under "Plots"
#   *.json, *.csv                  listed as data; the JSON is embedded in report.json
# Writes DIR/report.md (one Markdown document of all of them; headings shifted so each report is a
# level-2 section; relative image paths of a subdirectory's report prefixed with it), and from it
# with REPORT_HTML (tools/report_html.c) DIR/index.html (self-contained, relative image paths: it
# opens from file:// with no server), DIR/report.csv (every table of the page, one line per cell)
# and DIR/report.json (every table, the notes, the reports' own JSON). Every output is written in a
# temporary directory inside DIR and moved into place only when all were written: a failure leaves
# the previous outputs as they were and no partial one.
set -euo pipefail

die() { echo "report: $*" >&2; exit 1; }
[ $# -eq 2 ] || die "usage: tools/report.sh REPORT_HTML DIR"
report_html=$1
dir=${2%/}
[ -x "$report_html" ] || die "no converter $report_html (make builds it: make report-here)"
[ -d "$dir" ] || die "no report directory $dir: run \`make bits\` (or \`make report\`)"
command -v jq > /dev/null || die "jq is missing (it assembles report.json): run \`make deps\`"
for f in bits.md bits.csv bits.json summary.md; do
  make=$([ $f = summary.md ] && echo summary || echo bits)
  [ -f "$dir/$f" ] || die "missing input $dir/$f: run \`make $make\` (\`make report\` runs it)"
  [ -r "$dir/$f" ] && [ -s "$dir/$f" ] || die "input $dir/$f is empty or unreadable (\`make $make\`)"
done

tmp=$(mktemp -d "$dir/.report.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' INT TERM HUP

# The files of DIR, then of DIR/*/, ending in $1, relative to DIR, in name order, without the
# outputs.
list() {
  list_in "$dir"/*"$1"
  list_in "$dir"/*/*"$1"
}
list_in() {
  local f rel
  for f in "$@"; do
    [ -f "$f" ] || continue
    rel=${f#"$dir"/}
    case $rel in report.md | report.json | report.csv | index.html) continue ;; esac
    if ! [[ $rel =~ ^[A-Za-z0-9._+-]+(/[A-Za-z0-9._+-]+)?$ ]]; then
      echo "report: skipping $dir/$rel: a name with characters other than A-Z a-z 0-9 . _ + -" >&2
      continue
    fi
    echo "$rel"
  done | LC_ALL=C sort
}
mapfile -t all_md < <(list .md)
mapfile -t plots < <(list .svg; list .png)
mapfile -t jsons < <(list .json)
mapfile -t csvs < <(list .csv)
for f in "${jsons[@]}"; do
  jq empty "$dir/$f" 2> /dev/null || die "$dir/$f is not valid JSON (jq empty $dir/$f says why)"
done

# Sections: the summary first, then bits, the co-simulation runs, then the rest in name order.
mds=(summary.md bits.md)
[ -f "$dir/cosim.md" ] && mds+=(cosim.md)
for f in "${all_md[@]}"; do
  case $f in summary.md | bits.md | cosim.md) ;; *) mds+=("$f") ;; esac
done
# Each report is read on its own first, so an error (a line that is not UTF-8) names its file.
for f in "${mds[@]}"; do
  "$report_html" --check "$dir/$f" || die "cannot convert $dir/$f (above)"
done

# A title for a report that does not start with a heading.
title_of() {
  case $1 in
    cosim.md) echo "Co-simulation runs (C model vs Verilated RTL, outputs and full state)" ;;
    bench.md) echo "Simulation throughput (\`make bench\`)" ;;
    *) echo "Report \`$1\`" ;;
  esac
}

# Report $1 (relative to DIR) as a level-2 section: its headings shifted so the first is level 2
# (or, when it does not start with a heading, under a generated level-2 heading), relative link
# and image targets of a subdirectory's report prefixed with the subdirectory.
section() {
  local rel=$1 sub=""
  [[ $rel == */* ]] && sub=${rel%/*}/
  awk -v sub_="$sub" -v title="$(title_of "$rel")" '
    function fence(l) { return l ~ /^ ? ? ?(```|~~~)/ }
    # The level of an ATX heading line, else 0.
    function level(l,   h, c) {
      if (!match(l, /^ ? ? ?#+/)) return 0
      h = substr(l, RSTART, RLENGTH); gsub(/ /, "", h)
      c = substr(l, RLENGTH + 1, 1)
      return (c == "" || c == " " || c == "\t") && length(h) <= 6 ? length(h) : 0
    }
    # Relative targets of ](target) get the subdirectory prefix.
    function relink(l,   out, t) {
      if (sub_ == "") return l
      out = ""
      while (match(l, /\]\([^)]*\)/)) {
        t = substr(l, RSTART + 2, RLENGTH - 3)
        if (t !~ /^([A-Za-z][A-Za-z0-9+.-]*:|\/|#)/) t = sub_ t
        out = out substr(l, 1, RSTART - 1) "](" t ")"
        l = substr(l, RSTART + RLENGTH)
      }
      return out l
    }
    { line[NR] = $0 }
    END {
      infence = 0; min = 7; first = 0
      for (i = 1; i <= NR; i++) {
        if (fence(line[i])) { infence = !infence; continue }
        if (infence) continue
        if (!first && line[i] !~ /^[ \t]*$/) first = level(line[i]) ? 1 : -1
        if ((lv = level(line[i])) && lv < min) min = lv
      }
      shift = (first == 1 ? 2 : 3) - min
      if (first != 1) printf "## %s\n\n", title
      infence = 0
      for (i = 1; i <= NR; i++) {
        l = line[i]
        if (fence(l)) { infence = !infence; print l; continue }
        if (!infence && (lv = level(l))) {
          n = lv + shift; if (n > 6) n = 6; if (n < 1) n = 1
          sub(/^ *#+/, "", l)
          hashes = ""; for (k = 0; k < n; k++) hashes = hashes "#"
          l = hashes l
        } else if (!infence) {
          l = relink(l)
        }
        print l
      }
      print ""
    }' "$dir/$rel"
}

# A plot as an image under a heading of level $2.
plot() {
  printf '%s Plot: %s\n\n![%s](%s)\n\n' "$2" "$1" "$1" "$1"
}

code_list() {
  local out="" f
  for f in "$@"; do out+="${out:+, }[\`$f\`]($f)"; done
  echo "${out:-none}"
}

cosim_missing=0
[ -f "$dir/cosim.md" ] || cosim_missing=1
# The image targets of Markdown file $1, one per line.
images_in() { grep -o '!\[[^]]*\]([^)]*)' "$1" | sed 's/.*](\([^)]*\))$/\1/' || true; }
# The sections, each report's own plot (X.svg, X.png beside X.md) after it unless it shows it; the
# summary's section apart, as the page opens with it.
body=$tmp/body.md
: > "$body"
for f in "${mds[@]}"; do
  [ "$f" = summary.md ] && body=$tmp/summary.md || body=$tmp/body.md
  section "$f" > "$tmp/section.md"
  base=${f%.md}
  for p in "$base.svg" "$base.png"; do
    if [ -f "$dir/$p" ] && ! grep -q -x -F "$p" <<< "$(images_in "$tmp/section.md")"; then
      plot "$p" "###" >> "$tmp/section.md"
    fi
  done
  cat "$tmp/section.md" >> "$body"
  if [ "$f" = bits.md ] && [ $cosim_missing = 1 ]; then
    echo "## $(title_of cosim.md)"
    echo
    echo "No co-simulation summary: \`$dir/cosim.md\` does not exist. \`make\` co-simulates" \
         "every block on its paper baseline and writes it; after \`make cosim\` (or any" \
         "\`make cosim-one\`), \`make summary\` (or \`make report\`) writes it from" \
         "\`$dir/cosim.tsv\`."
    echo
  fi >> "$body"
done
body=$tmp/body.md
# Every plot no report showed, under "Plots".
shown=$(cat "$tmp/summary.md" "$body" | images_in /dev/stdin)
rest=()
for p in "${plots[@]}"; do
  grep -q -x -F "$p" <<< "$shown" || rest+=("$p")
done
if [ ${#rest[@]} -gt 0 ]; then
  echo "## Plots"
  echo
  for p in "${rest[@]}"; do plot "$p" "###"; done
fi >> "$body"
{
  echo "# warptwin report"
  echo
  cat "$tmp/summary.md"
  echo "## Contents: every report of \`$dir/\`"
  echo
  echo "Every report of \`$dir/\` on one page, generated by \`make report\`" \
       "(tools/report.sh, tools/report_html.c) from $(code_list "${mds[@]}")." \
       "Plots: $(code_list "${plots[@]}"). Data: $(code_list "${csvs[@]}" "${jsons[@]}");" \
       "every table of this page as [\`report.csv\`](report.csv) (one line per cell) and" \
       "[\`report.json\`](report.json) (with the notes and the reports' own JSON); this page as" \
       "Markdown: [\`report.md\`](report.md). A SPEC 8 discrepancy note cited in a table is a link" \
       "with the note as its tooltip, and the column \"SPEC notes cited\" beside the row gives" \
       "each cited note's title, expandable to its text."
  echo
  echo "[TOC]"
  echo
  cat "$body"
} > "$tmp/report.md"

"$report_html" --title "warptwin report" --html "$tmp/index.html" --tables-json "$tmp/tables.json" \
  --tables-csv "$tmp/report.csv" "$tmp/report.md" || die "report_html failed on $tmp/report.md"

# report.json: the page's tables and notes, the inputs, and every report's own JSON by file name.
# lst: a JSON array of the arguments.
lst() { printf '%s\n' "$@" | jq -R . | jq -s -c 'map(select(length > 0))'; }
names=$(lst "${jsons[@]}")
jq -n --argjson names "$names" --argjson markdown "$(lst "${mds[@]}")" \
  --argjson plots "$(lst "${plots[@]}")" --argjson csv "$(lst "${csvs[@]}")" \
  --argjson missing "$(if [ $cosim_missing = 1 ]; then lst cosim.md; else echo '[]'; fi)" \
  '[inputs] as $in
   | {format: "warptwin-report-1",
      inputs: {markdown: $markdown, plots: $plots, csv: $csv, json: $names},
      missing: $missing,
      tables: $in[0].tables, notes: $in[0].notes,
      data: ([$names, $in[1:]] | transpose | map({key: .[0], value: .[1]}) | from_entries)}' \
  "$tmp/tables.json" "${jsons[@]/#/$dir/}" > "$tmp/report.json" \
  || die "could not assemble report.json"
jq empty "$tmp/report.json" || die "report.json is not valid JSON"

for f in report.md report.csv report.json index.html; do
  mv -f "$tmp/$f" "$dir/$f"
done
ntab=$(jq '.tables | length' "$dir/report.json")
nocosim=""
[ $cosim_missing = 0 ] || nocosim=", no co-simulation summary (make summary)"
echo "report: $dir/index.html: ${#mds[@]} report(s), $ntab table(s), ${#plots[@]} plot(s)$nocosim;" \
     "also report.md, report.csv, report.json"
