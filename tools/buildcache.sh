#!/usr/bin/env bash
# tools/buildcache.sh ARTIFACT MDIR 'PREREQS' 'COMMAND': run a Verilator build, or take its result
# from the build cache.
#
# What ccache does for one C++ file, and mk/synth.mk's cache for one Yosys run, this does for a
# whole Verilated simulator (the lock-step `sim`, the replay binary, the SystemC `sc_sim`): in a
# fresh clone of an unchanged tree the simulator is copied, not verilated and linked again.
#
#   ARTIFACT  the file COMMAND writes (the simulator)
#   MDIR      the directory COMMAND verilates and compiles in (its dependency files are read)
#   PREREQS   the rule's prerequisites ($^): every file the build is known to read
#   COMMAND   the build command, run with bash -c from the top of the tree
#
# The key is a hash of the tool versions (Verilator, g++, clang++, SystemC), COMMAND with the
# tree's path replaced by `.`, and the path and content of every prerequisite. An entry also keeps
# a manifest: the hash of every file the build actually read, from Verilator's dependency file
# (`*__ver.d`: every Verilog source and include) and the compilers' (`*.d`: every header). A hit
# needs the key AND an unchanged manifest, so a header or include that a rule forgot to list
# still invalidates the entry (ccache's direct mode works the same way).
#
# Environment:
#   WT_BUILD_CACHE         the cache directory (default ~/.cache/warptwin/build); empty: no cache
#   WT_BUILD_CACHE_MAX_MB  size above which the least recently used entries are removed (4096)
#   CCACHE_DISABLE         set (a cold build, as `make bench BENCH_COLD=1` does): no cache either
#
# Prints `(cached <key>)` on a hit. A failing COMMAND stores nothing and exits with its status.
set -uo pipefail
if [ $# -ne 4 ]; then
  echo "usage: tools/buildcache.sh ARTIFACT MDIR 'PREREQS' 'COMMAND'" >&2
  exit 2
fi
art=$1 mdir=$2 prereqs=$3 cmd=$4
cache=${WT_BUILD_CACHE-$HOME/.cache/warptwin/build}
if [ -z "$cache" ] || [ -n "${CCACHE_DISABLE:-}" ]; then
  exec bash -c "$cmd"
fi
top=$PWD

# Every prerequisite by path and content, hashed once (the key and the manifest both use it).
pre=$(cd "$top" && for f in $(printf '%s\n' $prereqs | sort -u); do sha256sum "${f#$top/}" || exit 1; done) \
  || { echo "buildcache: cannot hash the inputs of $art" >&2; exit 2; }
# The key: tools, command, prerequisites by content.
key=$( {
  echo "buildcache 1"
  verilator --version 2>&1
  g++ --version 2>&1 | head -n 1
  clang++ --version 2>&1 | head -n 1
  pkg-config --modversion systemc 2>/dev/null || echo "no systemc"
  printf '%s\n' "${cmd//$top\//}"
  awk '{ print $2, $1 }' <<< "$pre"
} | sha256sum | cut -c1-32 )
entry=$cache/$key

if [ -f "$entry/manifest" ] && [ -f "$entry/artifact" ] \
   && (cd "$top" && sha256sum --check --status "$entry/manifest" 2>/dev/null); then
  mkdir -p "$(dirname "$art")"
  cp -f "$entry/artifact" "$art.tmp$$" && mv -f "$art.tmp$$" "$art" || exit 1
  touch "$entry/manifest"  # recently used
  echo "buildcache: $art (cached $key)"
  exit 0
fi

bash -c "$cmd" || exit $?

# The files the build read: every path in the dependency files after a target's colon, relative
# to MDIR or the top, minus what the build itself wrote into MDIR.
mabs=$(cd "$mdir" && pwd)
deps=$(cat "$mdir"/*.d 2>/dev/null | sed 's/\\$//' | awk '
  { line = $0; i = index(line, ": "); if (i > 0) line = substr(line, i + 2); n = split(line, w, " ");
    for (k = 1; k <= n; k++) if (w[k] != "" && w[k] !~ /:$/) print w[k] }' | sort -u)
man=$(mktemp)
for d in $deps; do
  case $d in /*) p=$d ;; *) if [ -f "$mdir/$d" ]; then p=$mabs/$d; else p=$top/$d; fi ;; esac
  [ -f "$p" ] || continue
  case $p in "$mabs"/*) continue ;; esac
  p=${p#$top/}
  (cd "$top" && sha256sum "$p") >> "$man" || { rm -f "$man"; exit 0; }
done
# Also the prerequisites themselves (the key has them, the manifest makes the check self-contained).
echo "$pre" >> "$man"
mkdir -p "$cache"
tmp=$(mktemp -d "$cache/.tmp.XXXXXX") || { rm -f "$man"; exit 0; }
sort -u -k2 "$man" > "$tmp/manifest" && cp "$art" "$tmp/artifact" && rm -rf "$entry" && mv -T "$tmp" "$entry" \
  || rm -rf "$tmp"
rm -f "$man"

# Keep the cache under its size: remove the least recently used entries.
max=${WT_BUILD_CACHE_MAX_MB:-4096}
used=$(du -sm "$cache" 2>/dev/null | cut -f1)
if [ "${used:-0}" -gt "$max" ]; then
  # Oldest manifest first (a hit touches its manifest).
  ls -1tr "$cache"/*/manifest 2>/dev/null | while read -r m; do
    [ "$(du -sm "$cache" | cut -f1)" -gt $((max * 9 / 10)) ] || break
    rm -rf "$(dirname "$m")"
  done
fi
exit 0
