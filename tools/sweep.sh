#!/usr/bin/env bash
# tools/sweep.sh: the recipe of `make sweep` (mk/sweep.mk documents the request). It reads the
# request and the registrations from the environment mk/sweep.mk exports:
#   SWEEP_KNOB, SWEEP_VALUES, SWEEP_BASE, SWEEP_BLOCKS, SWEEP_NAME   the request (BASE, BLOCKS and
#                          NAME may be empty: defaults below)
#   SWEEP_COLS             the bits.tsv columns every row must have, besides block/config/model/ffs
#   SWEEP_CFG_BLOCKS       <config>:<block>+... for every registered configuration
#   SWEEP_PAPER_BASES      <paper>:<its baseline configuration>
#   SWEEP_UNITS            <block>:<its children and itself, '+'-separated>
#   SWEEP_TOOL_CONFIG      the configuration whose build holds the cfggen used for validation
#   SWEEP_MAKE             make
#
# 1. Validate, before any synthesis: the knob (cfggen --knobs), each value's syntax and uniqueness,
#    the base and the blocks; then each derived configuration with cfggen itself (its range, rule
#    and cross-knob checks, so no rule is restated here), then that every block reads the knob
#    (vecgen --knobs --block, built for the base). Every error names the knob and the value or
#    block, and exits 1.
# 2. Per value: the derived configuration build/sweep/<name>/<name>_<v>.cfg, its synthesis and rows
#    file through the flow's own targets (cached by content), and its rows read by column name.
# 3. The CSV, the Markdown table and the gnuplot figure (PNG, SVG) are written into a temporary
#    directory and moved to build/reports/sweeps/ only when all exist; on any failure the temporary
#    directory is removed, so no partial report is left behind.
set -euo pipefail

knob=${SWEEP_KNOB:-}
values_in=${SWEEP_VALUES:-}
base=${SWEEP_BASE:-}
blocks_in=${SWEEP_BLOCKS:-}
name=${SWEEP_NAME:-}
cols=${SWEEP_COLS:-}
mk=${SWEEP_MAKE:-make}
# SWEEP_OUT: where the reports go (sweep-check points it at its own directory).
out_dir=${SWEEP_OUT:-build/reports/sweeps}
work_dir=build/sweep

tmp=
cleanup() { if [ -n "$tmp" ]; then rm -rf "$tmp"; fi; }
trap cleanup EXIT
err() { echo "sweep: error: $*" >&2; exit 1; }
# Words of a '+'-separated list.
plus() { echo "${1//+/ }"; }

[ -n "$knob" ] || err 'no knob: make sweep KNOB=<knob> VALUES="<v1> <v2> ..." [BLOCK=...] [BASE=...] [SWEEP=...]'
command -v gnuplot >/dev/null || err "knob $knob: gnuplot is not installed (make deps installs it)"

declare -A cfg_blocks paper_base units
for e in ${SWEEP_CFG_BLOCKS:-}; do cfg_blocks[${e%%:*}]=$(plus "${e#*:}"); done
for e in ${SWEEP_PAPER_BASES:-}; do paper_base[${e%%:*}]=${e#*:}; done
for e in ${SWEEP_UNITS:-}; do units[${e%%:*}]=$(plus "${e#*:}"); done
all_blocks=$(printf "%s\n" "${!units[@]}" | sort | paste -sd " ")
all_cfgs=$(printf "%s\n" "${!cfg_blocks[@]}" | sort | paste -sd " ")

###############
# The knob    #
###############

tool_cfg=${SWEEP_TOOL_CONFIG:?}
cfggen=build/$tool_cfg/bin/cfggen
"$mk" --no-print-directory -s CONFIG="$tool_cfg" "$cfggen" >/dev/null || err "knob $knob: cannot build $cfggen"
knobtab=$("$cfggen" --knobs)
krow=$(awk -F'\t' -v k="$knob" '$1 == k' <<<"$knobtab")
if [ -z "$krow" ]; then
  hint=$(awk -F'\t' -v k="$knob" 'toupper(k) == $1 { print " (did you mean " $1 "?)" }' <<<"$knobtab")
  err "unknown knob $knob$hint (VALUES=\"$values_in\"); the knobs of configs/knobs.def: $(cut -f1 <<<"$knobtab" | paste -sd " ")"
fi
IFS=$'\t' read -r _ kfam kdef kmin kmax krule _ <<<"$krow"

###############
# The values  #
###############

read -ra given <<<"$values_in"
[ ${#given[@]} -gt 0 ] || err "knob $knob: VALUES is empty: give the values to sweep, e.g. VALUES=\"$kdef ...\" (range $kmin..$kmax, rule $krule)"
declare -A seen
vals=()
for v in "${given[@]}"; do
  [[ $v =~ ^-?[0-9]+$ ]] || err "knob $knob: value '$v' is not a decimal integer (VALUES=\"$values_in\")"
  d=${v#-}
  d=$(sed 's/^0*//' <<<"$d")
  [ -n "$d" ] || d=0
  # A value too long for a long is outside every knob's range (cfggen would only say "not an integer").
  [ ${#d} -le 12 ] || err "knob $knob: value $v is out of range $kmin..$kmax"
  c=$d
  if [[ $v == -* ]] && [ "$d" != 0 ]; then c=-$d; fi
  [ -z "${seen[$c]:-}" ] || err "knob $knob: value $v is given twice (VALUES=\"$values_in\")"
  seen[$c]=1
  vals+=("$c")
done
mapfile -t vals < <(printf '%s\n' "${vals[@]}" | sort -n)

###########################
# The base and the blocks #
###########################

read -ra req_blocks <<<"$blocks_in"
for b in "${req_blocks[@]}"; do
  [ -n "${units[$b]+x}" ] || err "unknown block $b (KNOB=$knob); the blocks: $all_blocks"
done
if [ -z "$base" ]; then
  # BLOCK given: mk/sweep.mk passed the first block's baseline. Without BLOCK: the baseline of the
  # paper whose knob family this is (families are named after their paper, configs/knobs.def).
  base=${paper_base[$kfam]:-}
  [ -n "$base" ] || err "knob $knob is in family $kfam, which no one paper owns: give BASE=<configuration> or BLOCK=<block> (configurations: $all_cfgs)"
fi
[ -n "${cfg_blocks[$base]+x}" ] || err "unknown base configuration $base (KNOB=$knob); the configurations: $all_cfgs"
for b in "${req_blocks[@]}"; do
  [[ " ${cfg_blocks[$base]} " == *" $b "* ]] ||
    err "block $b is not built by configuration $base (KNOB=$knob; $base builds: ${cfg_blocks[$base]})"
done
name=${name:-${base}_$knob}
[[ $name =~ ^[A-Za-z0-9_]+$ ]] || err "knob $knob: sweep name '$name' must be letters, digits and '_' (SWEEP=...)"

################################################
# The derived configurations, checked by cfggen #
################################################

mkdir -p "$work_dir"
tmp=$(mktemp -d "$work_dir/.tmp-$name.XXXXXX")
mkdir -p "$tmp/cfg" "$tmp/out"
bad=()
for v in "${vals[@]}"; do
  cfg=${name}_$v
  if [ -n "${cfg_blocks[$cfg]+x}" ] || [ -f "configs/$cfg.cfg" ]; then
    err "knob $knob value $v: the derived configuration $cfg would shadow configs/$cfg.cfg (choose another SWEEP=)"
  fi
  f=$tmp/cfg/$cfg.cfg
  { echo "# Derived by \`make sweep\` (tools/sweep.sh, sweep $name): $base with $knob = $v. Regenerated: do not edit."
    echo "base = $base"
    echo "$knob = $v"; } > "$f"
  if ! msg=$("$cfggen" --base-dir configs --show "$f" 2>&1); then
    # cfggen names the file and line; the temporary file's name means nothing to the user.
    msg=$(sed "s|^$f:[0-9]*: error: ||; s|^$f: error: ||" <<<"$msg")
    bad+=("knob $knob value $v (BASE=$base): $msg")
    continue
  fi
  got=$(awk -v k="$knob" '$2 == k { print $4 }' <<<"$msg")
  [ "$got" = "$v" ] || err "knob $knob value $v: cfggen resolved $cfg to $knob = '$got'"
done
if [ ${#bad[@]} -gt 0 ]; then
  printf 'sweep: error: %s\n' "${bad[@]}" >&2
  exit 1
fi

#########################################
# Which blocks read the knob (vecgen)   #
#########################################

vecgen=build/$base/bin/vecgen
echo "sweep $name: $knob = ${vals[*]} from $base; checking which blocks read $knob ($vecgen --knobs)"
if ! "$mk" --no-print-directory CONFIG="$base" "$vecgen" > "$tmp/vecgen.log" 2>&1; then
  cat "$tmp/vecgen.log" >&2
  err "knob $knob: cannot build $vecgen"
fi
# (grep reads all of it: with pipefail, grep -q could fail the pipe by closing it early.)
reads() { "$vecgen" --knobs --block "$1" | grep -x -- "$knob" >/dev/null; }
sel=()
if [ ${#req_blocks[@]} -gt 0 ]; then
  for b in "${req_blocks[@]}"; do
    reads "$b" || err "block $b does not read knob $knob (its knobs: $("$vecgen" --knobs --block "$b" | paste -sd " ")); VALUES=\"$values_in\""
    [[ " ${sel[*]} " == *" $b "* ]] || sel+=("$b")
  done
else
  for b in ${cfg_blocks[$base]}; do
    if reads "$b"; then sel+=("$b"); fi
  done
  [ ${#sel[@]} -gt 0 ] || err "no block of configuration $base reads knob $knob (VALUES=\"$values_in\"; its blocks: ${cfg_blocks[$base]})"
fi
# What each point builds: the blocks and their children (a unit's rows add its children's).
build_blocks=()
for b in "${sel[@]}"; do
  for u in ${units[$b]}; do
    [[ " ${build_blocks[*]} " == *" $u "* ]] || build_blocks+=("$u")
  done
done

###################################
# Per value: synthesis and rows   #
###################################

# The derived configurations, replaced only when their text changed (they are build inputs).
dir=$work_dir/$name
mkdir -p "$dir"
for f in "$dir"/*.cfg "$dir"/*.log; do
  [ -e "$f" ] || continue
  g=${f##*/}
  [ -f "$tmp/cfg/${g%.*}.cfg" ] || rm -f "$f"
done
for f in "$tmp"/cfg/*.cfg; do
  cmp -s "$f" "$dir/${f##*/}" || cp "$f" "$dir/${f##*/}"
done

# CSV columns: the request, the block and configuration, MODEL and FFs, the required SWEEP_COLS,
# then whichever of the extra columns the rows file has.
extras=()
for c in latches cells; do
  [[ " $cols model ffs " == *" $c "* ]] || extras+=("$c")
done
csv=$tmp/out/$name.csv
header=knob,value,base,block,config,model,ffs
for c in $cols "${extras[@]}"; do header+=,$c; done
echo "$header" > "$csv"

for v in "${vals[@]}"; do
  cfg=${name}_$v
  log=$dir/$cfg.log
  echo "sweep $name: $knob = $v ($cfg): synthesizing ${sel[*]}"
  set +e
  "$mk" --no-print-directory CONFIG="$cfg" CFG_FILE="$dir/$cfg.cfg" CFG_LIKE="$base" \
    BLOCKS="${build_blocks[*]}" BLOCK="${sel[*]}" synth-here bits-here 2>&1 |
    tee "$log" | grep --line-buffered -E '^(synth \[|  yosys)'
  rc=${PIPESTATUS[0]}
  set -e
  if [ "$rc" -ne 0 ]; then
    tail -n 30 "$log" >&2
    err "knob $knob value $v: the synthesis of $cfg failed (log: $log)"
  fi
  tsv=build/$cfg/synth/bits.tsv
  # Rows by column name: a rows file without a required column is an error naming it.
  awk -F'\t' -v OFS=, -v knob="$knob" -v value="$v" -v base="$base" -v file="$tsv" \
      -v want="${sel[*]}" -v req="block config model ffs $cols" -v cols="$cols" -v opt="${extras[*]}" '
    function fail(m) { print "sweep: error: knob " knob " value " value ": " file ": " m > "/dev/stderr"; bad = 1; exit 1 }
    NR == 1 {
      if (substr($0, 1, 1) != "#") fail("no header line (#block config ...)")
      sub(/^#/, "")
      for (i = 1; i <= NF; i++) col[$i] = i
      nr = split(req, r, " "); no = split(opt, o, " ")
      for (i = 1; i <= nr; i++) if (!(r[i] in col)) missing = missing " " r[i]
      hdr = $0; gsub(/\t/, " ", hdr)
      if (missing != "") fail("no column" missing " (its columns: " hdr "); the sweep needs SWEEP_COLS = " cols)
      nw = split(want, w, " "); for (i = 1; i <= nw; i++) wanted[w[i]] = 1
      next
    }
    ($col["block"] in wanted) {
      line = knob OFS value OFS base
      for (i = 1; i <= nr; i++) line = line OFS $col[r[i]]
      for (i = 1; i <= no; i++) line = line OFS ((o[i] in col) ? $col[o[i]] : "")
      print line
      seen[$col["block"]] = 1
    }
    END {
      if (bad) exit 1
      for (i = 1; i <= nw; i++) if (!(w[i] in seen)) fail("no row for block " w[i])
    }' "$tsv" >> "$csv" || exit 1
done

###########################
# Markdown and the figure #
###########################

md=$tmp/out/$name.md
{
  echo "# Sweep $name: $knob on $base"
  echo
  echo "Blocks: ${sel[*]}. Values: ${vals[*]}. MODEL = the state bits of the C model, ffs = Yosys flip-flops; the other columns come from the rows file of each derived configuration (build/<config>/synth/bits.tsv)."
  echo
  # Numbers right-aligned: a column is numeric when its first row's cell is a number.
  awk -F, 'NR == FNR { if (FNR == 2) for (i = 1; i <= NF; i++) num[i] = $i ~ /^-?[0-9.]+\+?$/; next }
           FNR == 1 { h = "|"; s = "|"; for (i = 1; i <= NF; i++) { h = h " " $i " |"; s = s (num[i] ? "---:|" : "---|") } print h; print s; next }
           { l = "|"; for (i = 1; i <= NF; i++) l = l " " $i " |"; print l }' "$csv" "$csv"
  echo
  echo "![$name]($name.svg)"
} > "$md"

# One data file per block, columns by CSV header name; '?' where a column is missing or not a
# number (the figure leaves the point out).
plot_cols="value model ffs area_um2 kge crit_ns fmax_mhz cells"
for b in "${sel[@]}"; do
  awk -F, -v b="$b" -v pc="$plot_cols" '
    NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; n = split(pc, p, " "); next }
    $col["block"] == b {
      l = ""
      for (i = 1; i <= n; i++) {
        x = (p[i] in col) ? $col[p[i]] : "?"
        if (x !~ /^-?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?$/) x = "?"
        l = l (i > 1 ? " " : "") x
      }
      print l
    }' "$csv" > "$tmp/$b.dat"
done
# Whether column $1 of the plot has any number (an empty panel says so instead of failing).
has() { awk -v c="$1" -v pc="$plot_cols" 'BEGIN { n = split(pc, p, " "); for (i = 1; i <= n; i++) if (p[i] == c) k = i }
                                             $k != "?" { f = 1 } END { exit !f }' "$tmp"/*.dat; }
ci() { local i=1; for c in $plot_cols; do [ "$c" = "$1" ] && { echo $i; return; }; i=$((i+1)); done; }

pow2=1
for v in "${vals[@]}"; do
  if [ "$v" -le 0 ] || [ $((v & (v - 1))) -ne 0 ]; then pow2=0; fi
done
lo=${vals[0]} hi=${vals[${#vals[@]}-1]}
gp=$tmp/body.gp
{
  echo 'set encoding utf8'
  echo 'set termoption noenhanced'
  echo 'set datafile missing "?"'
  echo "set multiplot layout 2,2 title \"$knob sweep from $base: ${sel[*]}\" font \",13\""
  echo "set xlabel \"$knob\""
  echo 'set grid'
  echo 'set key top left box opaque'
  if [ "$pow2" = 1 ]; then
    echo 'set logscale x 2'
    echo "set xrange [$lo/1.3:$hi*1.3]"
  elif [ "$lo" = "$hi" ]; then
    echo "set xrange [$lo-1:$hi+1]"
  else
    echo "set xrange [$lo-($hi-$lo)*0.05:$hi+($hi-$lo)*0.05]"
  fi
  if [ ${#vals[@]} -le 16 ]; then echo "set xtics ($(IFS=,; echo "${vals[*]}"))"; fi
  # panel title | y label | y2 label | column;axis;dash;what ...
  panel() {
    local title=$1 ylab=$2 y2lab=$3; shift 3
    local any=0 spec c
    for spec in "$@"; do c=${spec%%;*}; if has "$c"; then any=1; fi; done
    echo "set title \"$title\""
    echo "set ylabel \"$ylab\""
    if [ -n "$y2lab" ]; then echo "set y2label \"$y2lab\"; set y2tics; set ytics nomirror"; fi
    if [ "$any" = 0 ]; then
      local names="${*%%;*}"
      echo "set label 1 \"no data: the rows files have no ${names// / or } column\" at graph 0.5,0.5 center"
      echo 'unset key; set yrange [0:1]; plot 2 notitle; unset label 1; set autoscale y; set key on'
    else
      local parts=() i=0
      for b in "${sel[@]}"; do
        i=$((i+1))
        for spec in "$@"; do
          IFS=';' read -r c axis dash what <<<"$spec"
          has "$c" || continue
          parts+=("'$tmp/$b.dat' using 1:$(ci "$c") axes $axis with linespoints lc $i dt $dash pt $((dash == 1 ? 7 : 6)) ps $((dash == 1 ? 1 : 2)) title \"$b $what\"")
        done
      done
      (IFS=,; echo "plot ${parts[*]}")
    fi
    if [ -n "$y2lab" ]; then echo 'unset y2label; unset y2tics; set ytics mirror'; fi
  }
  panel "storage bits" "bits" "" "model;x1y1;1;MODEL" "ffs;x1y1;2;FFs"
  panel "area" "µm²" "kGE" "area_um2;x1y1;1;µm²" "kge;x1y2;2;kGE"
  panel "critical path" "ns" "" "crit_ns;x1y1;1;ns"
  panel "Yosys cells" "cells" "" "cells;x1y1;1;cells"
  echo 'unset multiplot'
} > "$gp"
png_term=png
if gnuplot -e 'set terminal' 2>&1 | grep -qw pngcairo; then png_term="pngcairo font \",10\""; fi
for t in png svg; do
  if [ $t = png ]; then term="$png_term size 1400,1000"; else term='svg size 1400,1000 dynamic'; fi
  if ! gnuplot -e "set terminal $term; set output '$tmp/out/$name.$t'" "$gp" > "$tmp/gnuplot.log" 2>&1; then
    cat "$tmp/gnuplot.log" >&2
    err "knob $knob: gnuplot failed on the figure (script: $gp)"
  fi
  [ -s "$tmp/out/$name.$t" ] || err "knob $knob: gnuplot wrote an empty $name.$t"
done

##################
# Into place     #
##################

mkdir -p "$out_dir"
for f in "$tmp"/out/*; do mv -f "$f" "$out_dir/"; done
column -s, -t < "$out_dir/$name.csv"
echo "sweep $name: ${#vals[@]} values x ${#sel[@]} block(s) -> $out_dir/$name.{csv,md,png,svg}"
