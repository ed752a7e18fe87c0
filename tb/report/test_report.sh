#!/usr/bin/env bash
# tb/report/test_report.sh REPORT_HTML REPORT_DIR WORK [NOTES_FILE ...]: `make report-check`.
#
# Checks the report page as a person would see it. On a snapshot of REPORT_DIR's reports (copied
# into WORK, so jobs writing REPORT_DIR meanwhile do not matter; nothing is synthesized), it runs
# tools/summary.sh --files (the blocks of WT_REPORT_BLOCKS, which make exports) and tools/report.sh,
# renders WORK/page/index.html with headless chromium to a PNG and dumps the DOM, and requires:
#   - a valid, non-trivial PNG of the requested size;
#   - every table of the INPUTS in the DOM: the tables are counted in the snapshot's Markdown files
#     (a row with '|' followed by an alignment row, outside code fences) and identified by their
#     header cells; the DOM's tables must be exactly these (as a multiset of header rows), and the
#     page's script must report that many tables laid out with a nonzero height;
#   - each paper table of the notes files (`table | id | config | heading` lines of
#     synth/<paper>_paper_notes.txt) under a heading that starts with its heading text;
#   - each SPEC 8 note printed in bits.md (**X1** ...) has its anchor, and a link to it in a table;
#     no link to a note anchor that does not exist; no two elements with one id;
#   - every plot of the snapshot loaded; report.json valid (jq) with every table; report.csv valid;
#   - the page opens with the summary: its first tables, one per paper of WT_REPORT_BLOCKS in that
#     order, each under a heading that starts with the paper's name, with a row for each of its
#     blocks at its configuration; the contents (nav#toc) after them.
# Negative checks: the same assertions must fail on a page generated from inputs with one table
# removed, and on the good page with one table hidden by CSS. Then, without chromium: the
# converter's escaping and ids on tb/report/cases.md, and its input errors (FILE:LINE:COL, no
# output); tools/summary.sh on a small hand-written bits.json and cosim.tsv (values, "-", "not
# synthesized", a failed and a missing run); and
# tools/report.sh's failures (a missing bits.md, a non-UTF-8 report, invalid JSON) name the file
# and leave no page behind; a missing cosim.md gives a page that says how to produce it.
set -euo pipefail

[ $# -ge 3 ] || { echo "usage: $0 REPORT_HTML REPORT_DIR WORK [NOTES_FILE ...]" >&2; exit 2; }
report_html=$(realpath "$1")
src=${2%/}
work=$3
shift 3
notes_files=("$@")
[ ${#notes_files[@]} -gt 0 ] || mapfile -t notes_files < <(ls synth/*_paper_notes.txt 2> /dev/null)
here=$(cd "$(dirname "$0")" && pwd)
report_sh=$(cd "$here/../.." && pwd)/tools/report.sh
summary_sh=${report_sh%/*}/summary.sh
SHOT_W=1400
SHOT_H=${REPORT_SHOT_HEIGHT:-4000}

fail() { echo "report-check: FAIL: $*" >&2; exit 1; }
command -v chromium > /dev/null || fail "chromium is missing: run \`make deps\`"
command -v jq > /dev/null || fail "jq is missing: run \`make deps\`"
[ -n "${WT_REPORT_BLOCKS:-}" ] || fail "WT_REPORT_BLOCKS is not set (mk/report.mk exports it): run \`make report-check\`"
read -r -a report_blocks <<< "$WT_REPORT_BLOCKS"
[ -f "$src/bits.md" ] || fail "no $src/bits.md to check: run \`make bits\` first"

rm -rf "$work"
mkdir -p "$work"
work=$(cd "$work" && pwd)

# The report inputs of directory $1 (and its subdirectories) copied to $2, and its summary written
# there (from its bits.json and cosim.tsv).
snapshot() {
  local f rel
  mkdir -p "$2"
  for f in "$1"/* "$1"/*/*; do
    [ -f "$f" ] || continue
    rel=${f#"$1"/}
    case $rel in report.md | report.csv | report.json | index.html) continue ;; esac
    case $rel in *.md | *.csv | *.json | *.tsv | *.svg | *.png) ;; *) continue ;; esac
    mkdir -p "$2/$(dirname "$rel")"
    cp "$f" "$2/$rel"
  done
  bash "$summary_sh" --files "$2" > /dev/null || fail "tools/summary.sh --files failed on $2"
}

# The Markdown report files of directory $1, as report.sh reads them.
md_inputs() {
  local f
  for f in "$1"/*.md "$1"/*/*.md; do
    [ -f "$f" ] && [ "${f##*/}" != report.md ] && echo "$f"
  done
  return 0
}

# One line per table of the Markdown files given: its header cells as plain text, " | " between.
md_table_headers() {
  awk '
    function plain(s) {
      gsub(/\\\|/, "\001", s)
      gsub(/\*\*/, "", s); gsub(/`/, "", s)
      while (match(s, /\*[^* \t][^*]*\*/))
        s = substr(s, 1, RSTART - 1) substr(s, RSTART + 1, RLENGTH - 2) substr(s, RSTART + RLENGTH)
      while (match(s, /\[[^]]*\]\([^)]*\)/)) {
        t = substr(s, RSTART + 1, RLENGTH); sub(/\]\(.*$/, "", t)
        s = substr(s, 1, RSTART - 1) t substr(s, RSTART + RLENGTH)
      }
      gsub(/\\/, "", s)
      return s
    }
    function header(l,   n, c, i, out) {
      l = plain(l)
      sub(/^[ \t]*\|/, "", l); sub(/\|[ \t]*$/, "", l)
      n = split(l, c, "|"); out = ""
      for (i = 1; i <= n; i++) {
        gsub(/\001/, "|", c[i]); gsub(/^[ \t]+|[ \t]+$/, "", c[i]); gsub(/[ \t]+/, " ", c[i])
        out = out (i > 1 ? " | " : "") c[i]
      }
      return out
    }
    FNR == 1 { prev = ""; infence = 0 }
    /^ ? ? ?(```|~~~)/ { infence = !infence; prev = ""; next }
    infence { next }
    prev ~ /\|/ && prev !~ /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/ \
      && $0 ~ /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/ && $0 ~ /-/ {
      print header(prev)
    }
    { prev = $0 }' "$@"
}

# The DOM dump $1 flattened: one line per heading (H<TAB>text) and per table (T<TAB>id<TAB>header
# cells, " | " between, without the page's own notes column).
dom_outline() {
  tr '\n' ' ' < "$1" \
    | sed -e 's/<h[1-6][ >]/\n&/g' -e 's/<table[ >]/\n&/g' -e 's/<\/table>/&\n/g' -e 's/<\/h[1-6]>/&\n/g' \
    | awk '
      function text(s) {
        gsub(/<[^>]*>/, "", s)
        gsub(/&lt;/, "<", s); gsub(/&gt;/, ">", s); gsub(/&quot;/, "\"", s); gsub(/&#39;/, "\047", s)
        gsub(/&hellip;/, "...", s); gsub(/&nbsp;/, " ", s); gsub(/&amp;/, "\\&", s)
        gsub(/[ \t]+/, " ", s); gsub(/^ | $/, "", s)
        return s
      }
      /^<h[1-6][ >]/ {
        s = $0; sub(/<a class="anchor"[^>]*>#<\/a>/, "", s); sub(/<\/h[1-6]>.*/, "", s)
        print "H\t" text(s); next
      }
      /^<table[ >]/ {
        id = ""
        if (match($0, /^<table[^>]* id="[^"]*"/)) {
          id = substr($0, RSTART, RLENGTH); sub(/.*id="/, "", id); sub(/"$/, "", id)
        }
        h = $0; sub(/<\/thead>.*/, "", h); sub(/^.*<thead>/, "", h)
        n = split(h, c, "<th"); out = ""; k = 0
        for (i = 2; i <= n; i++) {
          if (c[i] ~ /^[^>]*class="notes-side"/) continue
          cell = c[i]; sub(/^[^>]*>/, "", cell); sub(/<\/th>.*/, "", cell)
          out = out (k++ ? " | " : "") text(cell)
        }
        print "T\t" id "\t" out
      }'
}

# The body attribute $2 of DOM dump $1.
body_attr() {
  grep -o '<body[^>]*>' "$1" | sed -n "s/.* $2=\"\\([^\"]*\\)\".*/\\1/p"
}

# Headless chromium: $1 the page, $2 the PNG, $3 the DOM dump. Chromium's DBus and GPU noise on
# stderr is filtered; what is left is shown when a run fails.
render() {
  local page=$1 png=$2 dom=$3 err=$3.err rc=0
  rm -f "$png" "$dom"
  timeout 60 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --user-data-dir="$work/chromium-profile" --window-size="$SHOT_W,$SHOT_H" \
    --screenshot="$png" "file://$page" > "$err" 2>&1 || rc=$?
  if [ $rc -eq 0 ]; then
    timeout 60 chromium --headless --no-sandbox --disable-gpu \
      --user-data-dir="$work/chromium-profile" --dump-dom "file://$page" > "$dom" 2>> "$err" || rc=$?
  fi
  if [ $rc -ne 0 ]; then
    grep -v -i -e dbus -e gpu -e 'unexpected operator' -e 'bytes written' "$err" | head -20 >&2 || true
    fail "chromium failed on $page (exit $rc$([ $rc -eq 124 ] && echo ', timed out after 60 s'))"
  fi
}

# Every assertion on a rendered page: $1 the page's directory, $2 its PNG, $3 its DOM dump,
# $4 the directory of the inputs the expectations come from. Prints each failure; status 1 if any.
check_page() {
  local dir=$1 png=$2 dom=$3 inputs=$4 bad=0 magic size wh w h
  local exp got outline
  say() { echo "  check: $*" >&2; bad=1; }
  # The PNG: signature, an IHDR of the window's size, more than a blank page's bytes.
  if [ ! -s "$png" ]; then
    say "no screenshot $png"
  else
    magic=$(od -An -tx1 -N8 "$png" | tr -d ' \n')
    [ "$magic" = 89504e470d0a1a0a ] || say "$png is not a PNG (starts with $magic)"
    wh=$(od -An -tu1 -j16 -N8 "$png" \
      | awk '{ printf "%d %d", (($1*256+$2)*256+$3)*256+$4, (($5*256+$6)*256+$7)*256+$8 }')
    read -r w h <<< "$wh"
    [ "$w" = $SHOT_W ] && [ "$h" = "$SHOT_H" ] || say "$png is ${w}x$h, not ${SHOT_W}x$SHOT_H"
    size=$(wc -c < "$png")
    [ "$size" -gt 20000 ] || say "$png is $size bytes: a blank page?"
  fi
  # Every table of the inputs, identified by its header row; and laid out.
  mapfile -t mds < <(md_inputs "$inputs")
  exp=$(md_table_headers "${mds[@]}" | LC_ALL=C sort)
  outline=$(dom_outline "$dom")
  got=$(printf '%s\n' "$outline" | awk -F'\t' '$1 == "T" { print $3 }' | LC_ALL=C sort)
  local nexp ngot ntot nrend
  nexp=$(printf '%s' "$exp" | grep -c '^' || true)
  ngot=$(printf '%s' "$got" | grep -c '^' || true)
  [ "$nexp" -gt 0 ] || say "no table found in the inputs (${mds[*]})"
  if [ "$exp" != "$got" ]; then
    say "the page's tables ($ngot) are not the inputs' tables ($nexp); header rows, < inputs only, > page only:"
    diff <(printf '%s\n' "$exp") <(printf '%s\n' "$got") | grep '^[<>]' | sed 's/^/    /' >&2 || true
  fi
  ntot=$(body_attr "$dom" data-tables-total)
  nrend=$(body_attr "$dom" data-tables-rendered)
  [ "$ntot" = "$nexp" ] || say "the page has ${ntot:-no} tables (data-tables-total), the inputs $nexp"
  [ "$nrend" = "$nexp" ] \
    || say "${nrend:-no} tables rendered with a height (data-tables-rendered), the inputs have $nexp"
  # Ids: every table has one, no id twice, every note link has its anchor.
  awk -F'\t' '$1 == "T" && $2 == "" { exit 1 }' <<< "$outline" || say "a table without an id"
  local dups
  dups=$(grep -o ' id="[^"]*"' "$dom" | sort | uniq -d | head -5 | tr '\n' ' ')
  [ -z "$dups" ] || say "ids used twice: $dups"
  local r
  for r in $(grep -o 'href="#note-[^"]*"' "$dom" | sort -u | sed 's/href="#\(.*\)"/\1/'); do
    grep -q " id=\"$r\"" "$dom" || say "a link to #$r, which no element has"
  done
  # The paper tables of the notes files, each under its heading.
  local f line hd
  for f in "${notes_files[@]}"; do
    while IFS= read -r line; do
      hd=$(printf '%s\n' "$line" | awk -F'|' '{ h = $4; gsub(/^[ \t]+|[ \t]+$/, "", h); print h }')
      awk -F'\t' -v h="$hd" '
        $1 == "H" { cur = (index($2, h) == 1) }
        $1 == "T" && cur { found = 1 }
        END { exit !found }' <<< "$outline" || say "paper table \"$hd\" ($f) is not on the page under its heading"
    done < <(grep -E '^table[[:space:]]*\|' "$f" || true)
  done
  # SPEC 8 notes printed in bits.md: an anchor, and a link to it from a table row.
  local id tables
  tables=$(tr '\n' ' ' < "$dom" | sed -e 's/<table[ >]/\n&/g' -e 's/<\/table>/&\n/g' | grep '^<table' || true)
  for id in $(grep -o '^- \*\*[A-Z]\{1,3\}[0-9]\{1,3\}\*\*' "$inputs/bits.md" | sed 's/[-* ]//g' | sort -u); do
    grep -q " id=\"note-$id\"" "$dom" || say "note $id of bits.md has no anchor note-$id"
    grep -q "class=\"note-ref\" href=\"#note-$id\"" <<< "$tables" \
      || say "no table row links note $id"
  done
  # The summary first: table i (in page order) is paper i's, under a heading starting with its name,
  # with a row per block at its configuration; the contents after the summary's tables.
  local papers=() pb paper i=0 tbl head toc_at last_at
  for pb in "${report_blocks[@]}"; do
    paper=${pb%%/*}
    [[ " ${papers[*]} " == *" $paper "* ]] || papers+=("$paper")
  done
  for paper in "${papers[@]}"; do
    i=$((i + 1))
    tbl=$(sed -n "${i}p" <<< "$tables")
    head=$(awk -F'\t' -v n="$i" '$1 == "H" { h = $2 } $1 == "T" && ++k == n { print h; exit }' <<< "$outline")
    [[ $head == "$paper:"* ]] || say "table $i of the page is not paper $paper's summary (its heading: \"$head\")"
    for pb in "${report_blocks[@]}"; do
      [ "${pb%%/*}" = "$paper" ] || continue
      pb=${pb#*/}
      grep -q -F "<td>${pb%/*}</td><td>${pb#*/}</td>" <<< "$tbl" \
        || say "the summary of $paper has no row for ${pb%/*} at ${pb#*/}"
    done
  done
  toc_at=$(tr '\n' ' ' < "$dom" | grep -b -o '<nav id="toc"' | head -1 | cut -d: -f1)
  last_at=$(tr '\n' ' ' < "$dom" | grep -b -o '</table>' | sed -n "${i}p" | cut -d: -f1)
  [ -n "$toc_at" ] && [ -n "$last_at" ] && [ "$toc_at" -gt "$last_at" ] \
    || say "the contents (nav#toc) are not after the summary's ${i} table(s)"
  # Plots: every image on the page loaded, and every plot of the inputs is one of them.
  local nimg nloaded p
  nimg=$(body_attr "$dom" data-images-total)
  nloaded=$(body_attr "$dom" data-images-loaded)
  [ "$nloaded" = "$nimg" ] || say "${nloaded:-no} of ${nimg:-the} image(s) loaded"
  for p in "$inputs"/*.svg "$inputs"/*.png "$inputs"/*/*.svg "$inputs"/*/*.png; do
    [ -f "$p" ] || continue
    grep -q "<img src=\"${p#"$inputs"/}\"" "$dom" || say "plot ${p#"$inputs"/} is not on the page"
  done
  # The data files.
  if jq empty "$dir/report.json" 2> /dev/null; then
    [ "$(jq '.tables | length' "$dir/report.json")" = "$nexp" ] || say "report.json does not have the $nexp tables"
  else
    say "$dir/report.json is not valid JSON"
  fi
  awk -v want=6 '
    { n = 0; s = $0
      while (s != "") {
        if (substr(s, 1, 1) == "\"") {
          if (!match(s, /^"([^"]|"")*"/)) exit 1
          s = substr(s, RLENGTH + 1)
        } else {
          match(s, /^[^,"]*/); s = substr(s, RLENGTH + 1)
        }
        n++
        if (s == "") break
        if (substr(s, 1, 1) != ",") exit 1
        s = substr(s, 2); if (s == "") n++
      }
      if (n != want) exit 1 }' "$dir/report.csv" || say "$dir/report.csv is not a valid 6-column CSV"
  [ "$(tail -n +2 "$dir/report.csv" | cut -d, -f1 | sort -u | wc -l)" -le "$nexp" ] \
    || say "report.csv names more tables than the inputs have"
  return $bad
}

# tools/report.sh on directory $1; its output shown if it fails.
run_report() {
  bash "$report_sh" "$report_html" "$1" > "$1.log" 2>&1 || { cat "$1.log" >&2; fail "tools/report.sh failed on $1"; }
}

# The check output $1 must say $2, else failure $3.
said() {
  grep -q -- "$2" "$1" || { cat "$1" >&2; fail "$3"; }
}

echo "report-check: snapshot of $src in $work/page"
snapshot "$src" "$work/page"
run_report "$work/page"

# 1. The page of the inputs passes.
render "$work/page/index.html" "$work/page.png" "$work/page.dom"
check_page "$work/page" "$work/page.png" "$work/page.dom" "$work/page" \
  || fail "the report page of $src (screenshot $work/page.png, DOM $work/page.dom)"
ntables=$(body_attr "$work/page.dom" data-tables-rendered)
echo "report-check: $ntables tables rendered, as the inputs have; screenshot $work/page.png"

# 2. One table removed from an input: the same checks (expected from the full inputs) must fail.
# The table removed is the first one under the first paper-table heading of bits.md.
snapshot "$src" "$work/drop"
first_paper=$(grep -h -E '^table[[:space:]]*\|' "${notes_files[@]}" 2> /dev/null | head -1 \
  | awk -F'|' '{ h = $4; gsub(/^[ \t]+|[ \t]+$/, "", h); print h }')
awk -v h="$first_paper" '
  BEGIN { armed = (h == "") }
  !armed && /^#/ && index($0, h) { armed = 1 }
  armed && !done && /^\|/ { skipping = 1; next }
  skipping { skipping = 0; done = 1 }
  { print }' "$src/bits.md" > "$work/drop/bits.md"
[ "$(md_table_headers "$work/drop/bits.md" | wc -l)" -lt "$(md_table_headers "$src/bits.md" | wc -l)" ] \
  || fail "internal: could not remove a table from bits.md"
run_report "$work/drop"
render "$work/drop/index.html" "$work/drop.png" "$work/drop.dom"
if check_page "$work/drop" "$work/drop.png" "$work/drop.dom" "$work/page" 2> "$work/drop.check"; then
  fail "a page generated with a table removed from bits.md passed the checks"
fi
said "$work/drop.check" 'not the inputs' "the removed table was not reported as missing"
echo "report-check: a table removed from bits.md is caught" \
     "($(grep -c 'check:' "$work/drop.check") failed assertion(s))"

# 3. One table hidden by CSS (in the DOM but not laid out): the rendered count must catch it.
mkdir -p "$work/hide"
cp -r "$work/page/." "$work/hide/"
# (awk reads to the end: an early exit would SIGPIPE dom_outline once the page outgrows a pipe buffer)
hid=$(dom_outline "$work/page.dom" | awk -F'\t' '$1 == "T" && !done { print $2; done = 1 }')
sed -i "s|</head>|<style>#$hid{display:none}</style></head>|" "$work/hide/index.html"
render "$work/hide/index.html" "$work/hide.png" "$work/hide.dom"
if check_page "$work/hide" "$work/hide.png" "$work/hide.dom" "$work/page" 2> "$work/hide.check"; then
  fail "a page with table $hid hidden passed the checks"
fi
said "$work/hide.check" 'rendered with a height' "the hidden table was not reported"
echo "report-check: a table that is not laid out (display:none) is caught"

# 4. The converter: escaping, alignment, ids and notes on tb/report/cases.md (CommonMark, GitHub
# tables, cmark-gfm's safe mode).
"$report_html" --html "$work/cases.html" --tables-json "$work/cases.json" \
  --tables-csv "$work/cases.csv" "$here/cases.md"
c=$work/cases.html
expect() { grep -q -F -- "$1" "$c" || fail "report_html on tb/report/cases.md: no \`$1\` in $c"; }
reject() { ! grep -q -F -- "$1" "$c" || fail "report_html on tb/report/cases.md: \`$1\` in $c"; }
expect '<h1 id="escaping-cases">Escaping &amp; &lt;cases&gt;'
expect '&lt;script&gt;alert(1)&lt;/script&gt;'
reject '<script>alert'
reject 'onerror=alert(1)>'
expect '<p>&lt;div onclick=&quot;alert(2)&quot;&gt;a raw HTML block&lt;/div&gt;'
reject '<div onclick'
expect "a &amp; b, &quot;quotes&quot; and 'single', R_w and dwf_sched stay"
expect '<em>emphasis</em>, <strong>strong</strong>, <code>code &lt;b&gt;</code>'
expect '<a href="">bad link</a>'
expect '<a href="">data link</a>'
reject 'javascript:'
reject 'data:text'
expect '<a href="bits.md">good link</a>'
expect '<img src="sub/plot.svg" alt="plot &lt;x&gt;" />'
expect '<table id="tbl-numbers">'
expect '<table id="tbl-numbers-2">'
expect '<th class="r">bits</th><th class="c">ratio</th><th class="l">text</th>'
expect '<td><code>a|b</code></td><td class="r">12</td>'
expect '<span class="note" id="note-X7">'
expect '<span class="note" id="note-X8">'
expect 'href="#note-X8" title="X8 (lbl): a note with a label. continued on a second line"'
expect 'cites <a class="note-ref" href="#note-X7"'
expect '<th class="notes-side">'
expect 'not a note: X9 stays text'
expect '&lt;raw&gt; &amp; code'
# The contents follow the title and its first paragraph when no [TOC] paragraph places them.
grep -A1 -F 'an image <img' "$c" | grep -q -F '<nav id="toc">' \
  || fail "report_html on tb/report/cases.md: the contents do not follow the first paragraph"
jq -e '.tables | length == 2 and .[0].rows[0][0] == "a|b" and .[0].align == ["none","right","center","left"]' \
  "$work/cases.json" > /dev/null || fail "report_html --tables-json on tb/report/cases.md: $(cat "$work/cases.json")"
jq -e '.notes | map(.id) == ["X7","X8"]' "$work/cases.json" > /dev/null \
  || fail "report_html: the notes of tb/report/cases.md"
grep -q -x -F 'tbl-numbers,Numbers,Numbers,1,name,a|b' "$work/cases.csv" \
  || fail "report_html --tables-csv: $(head -3 "$work/cases.csv")"
# Its input errors: named as FILE:LINE:COL (COL in bytes), nothing written.
printf 'ok\n\nab\000c\n' > "$work/nul.md"
out=$("$report_html" --html "$work/nul.html" "$work/nul.md" 2>&1) && fail "report_html passed on a NUL byte"
[ "$out" = "$work/nul.md:3:3: error: a NUL byte" ] || fail "report_html on a NUL byte: $out"
[ ! -e "$work/nul.html" ] || fail "report_html on a NUL byte wrote $work/nul.html"
out=$("$report_html" --check "$work/absent.md" 2>&1) && fail "report_html passed on a missing input"
[ "$out" = "$work/absent.md: error: cannot read: No such file or directory" ] \
  || fail "report_html on a missing input: $out"
echo "report-check: report_html escapes text and attributes, drops unsafe links, aligns and ids tables"

# 5. tools/summary.sh on hand-written inputs: one paper with a passed and a failed run (the failed
# block not synthesized), one with a block explained and one absent from both inputs; a run and a
# bits row of another configuration are not its.
s=$work/summary
mkdir -p "$s"
cat > "$s/bits.json" <<'JSON'
{"format": "warptwin-bits-1", "rows": [
 {"block": "blk_a", "config": "cfg_x", "paper": 100, "model": 104, "ffs": 104, "area_um2": 1234.5678,
  "fmax_mhz": 250.04, "verdict": "ok"},
 {"block": "blk_b", "config": "cfg_x", "paper": null, "model": 40, "ffs": null, "area_um2": null,
  "fmax_mhz": null, "verdict": "not synthesized"},
 {"block": "blk_c", "config": "cfg_x", "paper": 7, "model": 9, "ffs": 8, "area_um2": 10.0,
  "fmax_mhz": 99.96, "verdict": "explained"},
 {"block": "blk_a", "config": "cfg_y", "paper": 1, "model": 2, "ffs": 2, "area_um2": 3.0,
  "fmax_mhz": 4.0, "verdict": "ok"}]}
JSON
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' blk_a cfg_y 99 1 1 0 - blk_a cfg_x 1000 2 5 0 - \
  blk_b cfg_x 500 2 3 1 'cycle 42: out_x 3 != 4' > "$s/cosim.tsv"
echo '| block | config | PAPER |' > "$s/bits.md"
blocks="p1/blk_a/cfg_x p1/blk_b/cfg_x p2/blk_c/cfg_x p2/blk_d/cfg_x"
out=$(WT_REPORT_BLOCKS=$blocks bash "$summary_sh" "$s") && fail "tools/summary.sh passed with a failed run"
for want in \
  '## p1: 2 blocks, lock-step: 1 pass, 1 FAIL' \
  '| blk_a | cfg_x | pass: 5 tests, 1000 cycles | 100 | 104 | 104 | 1235 | 250.0 |' \
  '| blk_b | cfg_x | FAIL: 1 of 4 tests, first mismatch: cycle 42: out_x 3 != 4 | - | 40 | not synthesized | - | - |' \
  '## p2: 2 blocks, lock-step: 0 pass, 2 not run' \
  '| blk_c | cfg_x | not run | 7 | 9 | 8 (explained) | 10 | 100.0 |' \
  '| blk_d | cfg_x | not run | - | - | - | - | - |'; do
  grep -q -x -F -- "$want" "$s/summary.md" || fail "tools/summary.sh: no line \`$want\` in $s/summary.md"
done
[ "$(grep -c '^| blk_' "$s/summary.md")" = 4 ] || fail "tools/summary.sh: not 4 block rows in $s/summary.md"
# The terminal: the summary first, the long tables after it.
first=$(grep -n -m1 -F '# Summary' <<< "$out" | cut -d: -f1)
runs=$(grep -n -m1 -F '== Co-simulation runs' <<< "$out" | cut -d: -f1)
[ -n "$first" ] && [ -n "$runs" ] && [ "$first" -lt "$runs" ] \
  || fail "tools/summary.sh does not print the summary before the long tables: $out"
grep -q 'summary: 1 co-simulation job(s) FAILED' <<< "$out" || fail "tools/summary.sh: no failure line: $out"
out=$(WT_REPORT_BLOCKS=$blocks bash "$summary_sh" --files "$s") \
  || fail "tools/summary.sh --files failed on a failed run (the page shows it)"
grep -q 'FAILED' <<< "$out" || fail "tools/summary.sh --files does not say a run failed: $out"
out=$(env -u WT_REPORT_BLOCKS bash "$summary_sh" "$s" 2>&1) && fail "tools/summary.sh passed without WT_REPORT_BLOCKS"
grep -q 'WT_REPORT_BLOCKS' <<< "$out" || fail "tools/summary.sh without WT_REPORT_BLOCKS does not name it: $out"
echo "report-check: tools/summary.sh shows each block's run and bits as given, \"-\" where missing"

# 6. tools/report.sh failures: named, and no page left behind.
mkdir -p "$work/err"
out=$(bash "$report_sh" "$report_html" "$work/err" 2>&1) && fail "tools/report.sh passed without bits.md"
grep -q 'bits.md' <<< "$out" || fail "tools/report.sh without bits.md does not name it: $out"
[ -z "$(ls -A "$work/err")" ] || fail "tools/report.sh without bits.md left: $(ls -A "$work/err")"
snapshot "$src" "$work/err"
echo "old page" > "$work/err/index.html"
printf '# bad\n\nnot UTF-8: \377\n' > "$work/err/zz_bad.md"
out=$(bash "$report_sh" "$report_html" "$work/err" 2>&1) && fail "tools/report.sh passed on a report that is not UTF-8"
grep -q -F "$work/err/zz_bad.md:3:12: error: not UTF-8" <<< "$out" || fail "a report that is not UTF-8: $out"
[ "$(cat "$work/err/index.html")" = "old page" ] || fail "a failed tools/report.sh replaced index.html"
left=$(find "$work/err" -maxdepth 1 \( -name '.report.*' -o -name '*.tmp*' -o -name 'report.*' \) -printf '%f ')
[ -z "$left" ] || fail "a failed tools/report.sh left: $left"
rm "$work/err/zz_bad.md"
echo '{"a": ' > "$work/err/zz_bad.json"
out=$(bash "$report_sh" "$report_html" "$work/err" 2>&1) && fail "tools/report.sh passed on invalid JSON"
grep -q 'zz_bad.json is not valid JSON' <<< "$out" || fail "invalid JSON is not named: $out"
mv "$work/err/summary.md" "$work/summary.md.saved"
out=$(bash "$report_sh" "$report_html" "$work/err" 2>&1) && fail "tools/report.sh passed without summary.md"
grep -q 'summary.md: run `make summary`' <<< "$out" || fail "tools/report.sh without summary.md: $out"
mv "$work/summary.md.saved" "$work/err/summary.md"
rm "$work/err/zz_bad.json" "$work/err/index.html"
rm -f "$work/err/cosim.md"
bash "$report_sh" "$report_html" "$work/err" > /dev/null || fail "tools/report.sh failed without cosim.md"
grep -q 'No co-simulation summary' "$work/err/index.html" && grep -q 'make summary' "$work/err/index.html" \
  || fail "the page without cosim.md does not say how to produce it"
jq -e '.missing == ["cosim.md"]' "$work/err/report.json" > /dev/null \
  || fail "report.json does not list cosim.md as missing"
echo "report-check: a missing or bad input is named and leaves no page; no cosim.md: the page says how to make it"

echo "report-check: passed ($ntables tables of $(md_inputs "$work/page" | wc -l) report(s) on the page)"
