#!/usr/bin/env bash
# tools/byo_notes.sh: after a failed build of a mapped replay (mk/byo.mk), name the map lines the
# simulator's errors are about.
#
#   bash tools/byo_notes.sh WRAPPER LOG
#
# WRAPPER is the wrapper tools/mapgen.c wrote; each of its connection lines ends with a comment
# `// MAP:LINE: <our port>` (or `tie`, `open`, `param`). A simulator names either the wrapper's line
# (Verilator: `..._tw.sv:31:6: ... Pin not found: 'take_c'`) or only the instance and the port
# (Icarus: `..._tw.sv:25: error: port ``take_c'' is not a port of u_dut.`). For every connection line
# a log line pointing into the wrapper names by its number or by its quoted port name, this prints
#   MAP:LINE: note: the simulator's error is about this map line (<our port>: your port '<name>')
set -uo pipefail
wrapper=$1 log=$2
base=${wrapper##*/}
# Only the log lines that point into the wrapper (not, say, Verilator's "Suggested alternative").
errs=$(grep -F "$base:" "$log")
lines=$(grep -o "$base:[0-9][0-9]*" <<< "$errs" | cut -d: -f2 | sort -un)
n=0
while IFS= read -r text; do
  n=$((n + 1))
  [[ $text =~ ^[[:space:]]*\.([A-Za-z_][A-Za-z0-9_\$]*)\(.*//\ (.*)$ ]] || continue
  name=${BASH_REMATCH[1]} comment=${BASH_REMATCH[2]}
  if grep -qx "$n" <<< "$lines" || grep -qF -e "\`$name'" -e "'$name'" <<< "$errs"; then
    echo "${comment%%: *}: note: the simulator's error is about this map line (${comment#*: }: your port '$name')"
  fi
done < "$wrapper"
exit 0
