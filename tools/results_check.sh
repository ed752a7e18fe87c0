#!/usr/bin/env bash
# tools/results_check.sh: `make results-check` (mk/results.mk; a job of `make test`), run from the
# top of the tree; builds nothing. The figures of README.md and docs/ come from the pages `make
# results` writes under docs/results/, never pasted:
#   - every page of the figure folders (FIG_DIRS: docs/results/, and docs/sweeps/ that `make
#     sweeps` writes) starts with '# TITLE', a blank line and the provenance line of
#     tools/provenance.sh (the command and the commit that wrote it; its format: provenance.sh
#     --pattern);
#   - every file under a figure folder that README.md or a docs/**/*.md page links to exists (a
#     Markdown page among them has the same header);
#   - README.md holds the headline block's markers, and between them exactly what `make
#     results-readme` writes from docs/results/headline.md (tools/results_tables.sh readme-block).
# First it checks itself: copies of README.md and docs/ with a planted fault each (a page without
# the header, one with a header of no commit, a link to a missing page and to a missing plot, a
# changed figure in the headline block, no markers) must each fail, naming the fault, and a copy
# with a page just written by provenance.sh --page must pass.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
pattern=$(bash "$here/provenance.sh" --pattern) || { echo "results-check: tools/provenance.sh --pattern failed"; exit 1; }
tables() { bash "$here/results_tables.sh" "$@"; }
# The headline block's markers, as tools/results_tables.sh declares them (the plants below use them).
{ read -r BEGIN_MARK && read -r END_MARK; } < <(tables markers) || { echo "results-check: results_tables.sh markers failed"; exit 1; }
export BEGIN_MARK END_MARK
# The folders whose pages hold measured figures, each page written by a make target.
FIG_DIRS=(docs/results docs/sweeps)

# Page $2 (relative to root $1) has the header; else one line naming what is wrong.
header() {
  local f=$1/$2 l1 l2 l3
  l1=$(sed -n 1p "$f") l2=$(sed -n 2p "$f") l3=$(sed -n 3p "$f")
  [[ $l1 == '# '?* ]] || { echo "results-check: $2:1: want the page's title '# ...' (write it with its make target: make results-<page>)"; return 1; }
  [ -z "$l2" ] || { echo "results-check: $2:2: want a blank line after the title"; return 1; }
  grep -q -E "$pattern" <<< "$l3" || {
    echo "results-check: $2:3: want the provenance line 'Written by \`COMMAND\` at commit <hash>, <date>, on N cores of ...' (tools/provenance.sh), found: ${l3:0:100}"
    return 1; }
}

# The links of Markdown file $2 (relative to root $1): 'line<TAB>target' per inline link or image
# and per reference definition.
links() {
  { grep -n -o -E '\]\([^)[:space:]]+' "$1/$2" | sed 's/:\](/\t/'
    grep -n -o -E '^ {0,3}\[[^]]+\]:[[:space:]]*[^[:space:]]+' "$1/$2" | sed -E 's/:[[:space:]]*\[[^]]+\]:[[:space:]]*/\t/'
  } | sed -E 's/^([0-9]+):/\1\t/' | cut -f1,2
}

# Whether path $1 (relative to the root) lies in a figure folder.
infig() { local d; for d in "${FIG_DIRS[@]}"; do [[ $1 == "$d"/* ]] && return 0; done; return 1; }

# Checks the tree at root $1; prints each problem, returns 1 if any.
check() {
  local root=$1 bad=0 f rel src line target path now want
  declare -A seen=()
  nlinks=0 npages=0
  for f in "${FIG_DIRS[@]/#/$root/}"; do for f in "$f"/*.md; do
    [ -e "$f" ] || continue
    rel=${f#"$root"/}; seen[$rel]=1; npages=$((npages + 1))
    header "$root" "$rel" || bad=1
  done; done
  while IFS= read -r src; do
    while IFS=$'\t' read -r line target; do
      target=${target#<}; target=${target%>}; target=${target%%#*}; target=${target%%\?*}
      [ -n "$target" ] || continue
      case $target in *://* | mailto:*) continue ;; esac
      if [[ $target == /* ]]; then path=$(realpath -m -s --relative-to="$root" "$root$target")
      else path=$(realpath -m -s --relative-to="$root" "$root/$(dirname "$src")/$target"); fi
      infig "$path" || continue
      nlinks=$((nlinks + 1))
      if [ ! -s "$root/$path" ]; then
        echo "results-check: $src:$line: links to $path, which does not exist (make results writes docs/results/, make sweeps docs/sweeps/)"; bad=1
      elif [[ $path == *.md ]] && [ -z "${seen[$path]:-}" ]; then
        seen[$path]=1; header "$root" "$path" || bad=1
      fi
    done < <(links "$root" "$src")
  done < <(cd "$root" && { [ -f README.md ] && echo README.md; find docs -name '*.md' 2>/dev/null | sort; })
  # The headline block.
  if ! now=$(cd "$root" && tables readme-current README.md 2>&1); then
    echo "results-check: ${now#results: }"; bad=1
  elif ! want=$(cd "$root" && tables readme-block docs/results/headline.md 2>&1); then
    echo "results-check: README.md: the headline block has no page: ${want#results: }"; bad=1
  elif [ "$now" != "$want" ]; then
    echo "results-check: README.md: the headline block between the markers is not what \`make results-readme\` writes from docs/results/headline.md (a figure pasted or left stale):"
    diff <(echo "$want") <(echo "$now") | sed -n '1,6s/^/  /p'
    bad=1
  fi
  return $bad
}

###############################
# The check checks itself     #
###############################

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/base"
cp -r README.md docs "$tmp/base/" || { echo "results-check: could not copy README.md and docs/ (run it from the top of the tree)"; exit 1; }
# The copies below start from the tree with its headline block in place (written from its own
# page if this tree has no markers yet), so each fails for its planted fault alone.
if ! grep -q -x -F "$BEGIN_MARK" "$tmp/base/README.md"; then
  printf '\n%s\n%s\n' "$BEGIN_MARK" "$END_MARK" >> "$tmp/base/README.md"
fi
(cd "$tmp/base" && tables readme README.md docs/results/headline.md > /dev/null) \
  || { echo "results-check: self-check: could not write the headline block of a copy (is docs/results/headline.md there?)"; exit 1; }
selfbad=0 ncases=0
# plant NAME WANT: the copy $tmp/NAME, changed by the commands on stdin, must fail naming WANT.
plant() {
  local name=$1 want=$2 out
  ncases=$((ncases + 1))
  cp -r "$tmp/base" "$tmp/$name"
  (cd "$tmp/$name" && bash -e) || { echo "results-check: self-check $name: could not plant the fault"; selfbad=1; return; }
  if out=$(check "$tmp/$name"); then
    echo "results-check: self-check $name: a tree with the fault passed"; selfbad=1
  elif ! grep -q -F -- "$want" <<< "$out"; then
    echo "results-check: self-check $name: failed without naming '$want':"; sed 's/^/  /' <<< "$out"; selfbad=1
  fi
}
plant no-header 'docs/results/planted.md:3' <<'EOS'
printf '# Planted figures\n\nA figure pasted by hand: 42 cycles.\n' > docs/results/planted.md
EOS
plant no-commit 'docs/results/planted.md:3' <<'EOS'
{ printf '# Planted figures\n\n'; echo 'Written by `make results-planted` at commit unknown, 2026-01-01, on 2 cores of a CPU.'; echo '| 42 |'; } > docs/results/planted.md
EOS
plant no-title 'docs/results/planted.md:1' <<'EOS'
sed 1d docs/results/bench.md > docs/results/planted.md
EOS
plant sweep-no-header 'docs/sweeps/planted.md:3' <<'EOS'
mkdir -p docs/sweeps && printf '# Sweep planted\n\n| HEAP | 8 | 4108 |\n' > docs/sweeps/planted.md
EOS
plant missing-page 'docs/planted.md:3: links to docs/results/missing.md' <<'EOS'
printf '# Planted\n\nThe figures: [here](results/missing.md).\n' > docs/planted.md
EOS
plant missing-plot 'README.md' <<'EOS'
echo '![a plot](docs/results/missing.svg)' >> README.md
EOS
plant unheaded-link 'docs/results/sub/planted.md:3' <<'EOS'
mkdir -p docs/results/sub && printf '# Planted\n\nno provenance\n' > docs/results/sub/planted.md
echo '[figures](docs/results/sub/planted.md)' >> README.md
EOS
plant pasted-figure 'the headline block between the markers is not' <<'EOS'
awk -v b="$BEGIN_MARK" '$0 == b { print; getline; print; getline; print "| pasted | 1 |"; next } { print }' README.md > R && mv R README.md
EOS
plant no-markers 'results:headline begin' <<'EOS'
grep -v -x -F "$END_MARK" README.md > R && mv R README.md
EOS
# A page written by the writer passes the check (the writer and the check agree on the format).
ncases=$((ncases + 1))
cp -r "$tmp/base" "$tmp/good"
echo '| 42 |' > "$tmp/report.md"
bash "$here/provenance.sh" --page "$tmp/good/docs/results/planted.md" 'Planted' 'make results-planted' 'What was run.' "$tmp/report.md" > /dev/null
printf '# Planted\n\nThe figures: [here](results/planted.md#top).\n' > "$tmp/good/docs/planted.md"
if ! out=$(check "$tmp/good"); then
  echo "results-check: self-check good: a copy with a page just written by provenance.sh --page failed:"; sed 's/^/  /' <<< "$out"; selfbad=1
fi
[ $selfbad = 0 ] || { echo "results-check: FAILED its self-check"; exit 1; }

###############################
# The tree                    #
###############################

if check .; then
  echo "results-check: $npages page(s) in ${FIG_DIRS[*]} with their header, $nlinks link(s) into it resolved, the README headline block is the page's; self-check: $ncases planted cases"
else
  echo "results-check: FAILED (self-check: $ncases planted cases)"
  exit 1
fi
