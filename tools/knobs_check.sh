#!/usr/bin/env bash
# tools/knobs_check.sh VECGEN GENDIR WORKDIR BLOCK... -- BLOCK:PART+PART... ...
#
# Each block's knob declaration (<BLOCK>_KNOBS(X) in rtl_c/<block>.h, printed by `vecgen --knobs`)
# must be exactly the set of knobs its sources read: rtl_c/<p>.c, tb/stim/<p>_{stim,scen}.c and
# hdl/<p>.sv for the block and its children (the PART list), and the further C sources its
# stimulus uses (a PART with a '/' is such a file, STIM_DEPS_<block>; its folder joins the C
# include path). Every knob macro WT_<K> is defined as a
# marker WT_KNOB_USED_<K> in a generated configuration (GENDIR supplies the other generated
# includes: wt_params.{h,svh}, whose formulas name knobs, and <block>_fields.svh, only numbers), the sources go through the C and the
# Verilog preprocessor (derived widths in params/ expand to their knobs there), and the markers
# left are the knobs read. A knob read but not declared would leave it out of the block's vector
# headers and configuration hash, so a change of it would go unnoticed; a knob declared but not
# read would make vectors change for nothing. Either is an error naming the block, knob and file.
set -uo pipefail
vecgen=$1 gen=$2 work=$3; shift 3
blocks=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do blocks+=("$1"); shift; done
shift
declare -A parts
for m in "$@"; do parts[${m%%:*}]=${m#*:}; done

mkdir -p "$work"
knobs=$(sed -n 's/^WT_KNOB([a-z]*, *\([A-Z0-9_]*\),.*/\1/p' configs/knobs.def)
{
  echo '#ifndef WT_CONFIG_H'; echo '#define WT_CONFIG_H'
  echo '#define WT_CONFIG_NAME "knobs-check"'; echo '#define WT_CONFIG_HASH 0'
  for k in $knobs; do echo "#define WT_$k WT_KNOB_USED_$k"; done
  echo '#define WT_CONFIG_KNOBS(X)'; echo '#endif'
} > "$work/wt_config.h"
for k in $knobs; do echo "\`define WT_$k WT_KNOB_USED_$k"; done > "$work/wt_config.svh"
incs=()
for m in "$@"; do
  for p in $(tr '+' ' ' <<<"${m#*:}"); do
    case $p in */*) incs+=("-I$(dirname "$p")") ;; esac
  done
done
bad=0
for b in "${blocks[@]}"; do
  declared=$("$vecgen" --knobs --block "$b") || { echo "knobs-check: vecgen --knobs --block $b failed"; bad=1; continue; }
  declare -A where=()
  for p in ${parts[$b]//+/ }; do
    case $p in
      */*) files=("$p") ;;
      *) files=("rtl_c/$p.c" "tb/stim/${p}_stim.c" "tb/stim/${p}_scen.c") ;;
    esac
    for f in "${files[@]}"; do
      [ -f "$f" ] || continue
      out=$(gcc -E -P -I"$work" -I"$gen" -Irtl_c -Iparams -Itb/stim "${incs[@]}" "$f" 2>&1) || { echo "knobs-check: $b: cannot preprocess $f: $out" | head -5; bad=1; continue; }
      for k in $(grep -o 'WT_KNOB_USED_[A-Z0-9_]*' <<<"$out" | sort -u); do where[${k#WT_KNOB_USED_}]=${where[${k#WT_KNOB_USED_}]:-$f}; done
    done
    f=hdl/$p.sv
    if [ -f "$f" ]; then
      out=$(verilator -E -P -I"$work" -Iparams -I"$gen" "$f" 2>&1) || { echo "knobs-check: $b: cannot preprocess $f: $out" | head -5; bad=1; continue; }
      for k in $(grep -o 'WT_KNOB_USED_[A-Z0-9_]*' <<<"$out" | sort -u); do where[${k#WT_KNOB_USED_}]=${where[${k#WT_KNOB_USED_}]:-$f}; done
    fi
  done
  nb=$bad
  for k in "${!where[@]}"; do
    if ! grep -qx "$k" <<<"$declared"; then
      echo "knobs-check: block $b reads knob $k (${where[$k]}) but its ${b^^}_KNOBS list does not declare it"
      bad=1
    fi
  done
  for k in $declared; do
    if [ -z "${where[$k]+x}" ]; then
      echo "knobs-check: block $b declares knob $k in ${b^^}_KNOBS but none of its sources reads it"
      bad=1
    fi
  done
  [ $bad -ne $nb ] || echo "knobs-check $b: declares exactly the knobs it reads: $(tr '\n' ' ' <<<"$declared")"
  unset where
done
exit $bad
