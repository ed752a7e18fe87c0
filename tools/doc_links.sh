#!/usr/bin/env bash
# tools/doc_links.sh [FILE.md...]: every relative link and image of the Markdown files (default:
# README.md, CHANGELOG.md and every docs/**/*.md) must name a file or directory that exists, and
# a `#anchor` must name a heading of its target (GitHub's rule: lower case, punctuation dropped,
# spaces to hyphens). Links inside code spans and fenced blocks are not links. Prints
# FILE:LINE: error: ... for each broken one and exits 1 if there is any.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
  set -- README.md CHANGELOG.md $(find docs -name '*.md' | LC_ALL=C sort)
fi

# The links of one file: LINE<TAB>TARGET, outside fences and code spans.
links() {
  awk '
    /^[ \t]*```/ { fence = !fence; next }
    fence { next }
    {
      l = $0
      gsub(/`[^`]*`/, "", l)
      while (match(l, /\]\([^)[:space:]]+\)/)) {
        print FNR "\t" substr(l, RSTART + 2, RLENGTH - 3)
        l = substr(l, RSTART + RLENGTH)
      }
    }' "$1"
}

# The anchors of one file's headings, one a line.
anchors() {
  awk '
    /^[ \t]*```/ { fence = !fence; next }
    fence || !/^#+ / { next }
    {
      h = $0
      sub(/^#+ +/, "", h); sub(/ +#* *$/, "", h)
      h = tolower(h)
      gsub(/[^a-z0-9 _\200-\377-]/, "", h)
      gsub(/ /, "-", h)
      print h
    }' "$1"
}

bad=0
for f in "$@"; do
  [ -f "$f" ] || { echo "$f: error: no such file"; bad=1; continue; }
  dir=$(dirname "$f")
  while IFS=$'\t' read -r line target; do
    case $target in
      http://*|https://*|mailto:*) continue ;;
    esac
    path=${target%%#*}
    anchor=
    [ "$path" != "$target" ] && anchor=${target#*#}
    if [ -z "$path" ]; then
      dest=$f
    else
      dest=$dir/$path
    fi
    if [ ! -e "$dest" ]; then
      echo "$f:$line: error: link target '$target' does not exist ($dest)"
      bad=1
      continue
    fi
    if [ -n "$anchor" ]; then
      if [ -d "$dest" ] || ! anchors "$dest" | grep -qxF -- "$anchor"; then
        echo "$f:$line: error: link '$target': no heading with anchor '#$anchor' in $dest"
        bad=1
      fi
    fi
  done < <(links "$f")
done
if [ $bad -ne 0 ]; then
  echo "doc-links: broken links above"
  exit 1
fi
echo "doc-links: every relative link of $# file(s) resolves"
