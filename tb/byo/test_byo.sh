#!/usr/bin/env bash
# tb/byo/test_byo.sh: the mapped, outputs-only vector replay (mk/byo.mk, tools/mapgen.c) must
# accept foreign RTL through its port map, catch its bugs, and reject bad maps precisely.
#
#   bash tb/byo/test_byo.sh --make "MAKE" --err BLOCK/CONFIG/RTL [BLOCK/CONFIG/RTL ...]
#
# `make byo-check` (the stage byo-replay-check) runs it with the papers' registrations: --err from
# BYO_ERR_BLOCK, BYO_ERR_CONFIG and that block's BYO_RTL_<b>; the examples from BYO_EXAMPLES. The
# map of an example is examples/foreign/<block>.map. Parts:
#
# 1. Map errors (mapgen): every tb/byo/errors/*.map except sim_*.map is a map of the --err block
#    with one defect, described on its first two lines:
#        # expect: LINE REGEX
#    mapgen must exit 1, print `FILE:LINE: error: ` with REGEX (grep -E) on that line, and leave no
#    output file (stale outputs written before the run must be gone). Usage errors exit 2.
# 2. Errors the simulators find (tb/byo/errors/sim_*.map): a port of the user's that is not as
#    wide as ours (a wrong parameter, two ports swapped) stops the replay at time 0, and a port the
#    user's module does not have stops the build; on each simulator, every
#        # expect-sim: LINE REGEX
#    line of the file must be matched by an output line `FILE:LINE: REGEX`, and nothing passes.
#    And tb/byo/extra_ports.map (`tie`, `open`: ports of the user's the block does not have) passes.
# 3. Outputs-only mode without a map (VEC_OUTPUTS_ONLY, the twin and its generated wrapper, on
#    Icarus; Verilator lint): a golden file passes with the "outputs only" PASS line, also with its
#    last digest changed (not compared), and a digest column of the wrong width is still rejected.
# 4. Each example: its generated wrapper must be Verilator and Icarus -Wall clean with the example
#    (which is); the good RTL must pass every golden file on Icarus and Verilator; with
#    PLANT_BUG it must fail on each simulator with a mismatch line naming cycle, port (ours and
#    the user's), expected and got, and both simulators must report the same mismatch.
#
# Ends with "N passed, N failed"; exits non-zero on any failure.
set -uo pipefail

make= err=
examples=()
while [ $# -gt 0 ]; do
  case $1 in
    --make) make=$2; shift 2 ;;
    --err) err=$2; shift 2 ;;
    -*) echo "usage: $0 --make MAKE --err BLOCK/CONFIG/RTL [BLOCK/CONFIG/RTL ...]" >&2; exit 2 ;;
    *) examples+=("$1"); shift ;;
  esac
done
[ -n "$make" ] && [ -n "$err" ] || { echo "usage: $0 --make MAKE --err BLOCK/CONFIG/RTL [BLOCK/CONFIG/RTL ...]" >&2; exit 2; }

here=tb/byo
work=build/byo-check
rm -rf "$work" && mkdir -p "$work"
npass=0 nfail=0
ok() { echo "  ok    $*"; npass=$((npass + 1)); }
bad() { echo "  FAIL  $*"; nfail=$((nfail + 1)); }
t_start=$(date +%s%N)
lap() { local ms=$(( ($(date +%s%N) - t_start) / 1000000 )); echo "  ($((ms / 1000)).$((ms % 1000 / 100)) s so far)"; }

# block/config/rtl (the RTL path may hold slashes).
split() { # spec -> sets b c rtl
  b=${1%%/*}; local r=${1#*/}; c=${r%%/*}; rtl=${r#*/}
}

split "$err"
eb=$b ec=$c ertl=$rtl
mapgen=build/$ec/bin/mapgen
$make CONFIG="$ec" "$mapgen" build/"$ec"/bin/vecgen build/"$ec"/gen/"$eb"_tw.sv build/"$ec"/gen/"$eb"_fields.svh >/dev/null \
  || { echo "test_byo: cannot build mapgen and vecgen of $ec"; echo "0 passed, 1 failed"; exit 1; }

###############################
# 1. Map errors (mapgen)      #
###############################

echo "map errors: mapgen --block $eb ($ec) on $here/errors/*.map"
out=$work/err/w.sv svh=$work/err/n.svh
mkdir -p "$work/err"
for f in "$here"/errors/*.map; do
  case ${f##*/} in sim_*) continue ;; esac
  exp=$(sed -n '1s/^# expect: //p' "$f")
  line=${exp%% *} re=${exp#* }
  [ -n "$exp" ] || { bad "$f: no '# expect: LINE REGEX' first line"; continue; }
  echo stale > "$out"; echo stale > "$svh"
  msg=$("$mapgen" --block "$eb" --map "$f" -o "$out" --svh "$svh" 2>&1); rc=$?
  if [ $rc -ne 1 ]; then
    bad "$f: exit status $rc, expected 1"; echo "$msg" | sed 's/^/        /'
  elif [ -e "$out" ] || [ -e "$svh" ]; then
    bad "$f: an output file is left behind"
  elif ! grep -F "$f:$line: error: " <<< "$msg" | grep -qE -- "$re"; then
    bad "$f: no '$f:$line: error: ' line matching /$re/; got:"; echo "$msg" | sed 's/^/        /'
  else
    ok "$(grep -F "$f:$line: error: " <<< "$msg" | grep -E -m1 -- "$re")"
  fi
done
# Usage errors and an unknown block.
"$mapgen" --block "$eb" >/dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && ok "mapgen without --map: usage, exit 2" || bad "mapgen without --map: exit status $rc, expected 2"
msg=$("$mapgen" --block nosuch --map "$here"/errors/empty.map -o "$out" --svh "$svh" 2>&1); rc=$?
[ $rc -eq 1 ] && grep -q "unknown block 'nosuch'" <<< "$msg" && ok "$msg" || bad "unknown block: exit status $rc: $msg"
msg=$("$mapgen" --block "$eb" --map "$work/err/nosuch.map" -o "$out" --svh "$svh" 2>&1); rc=$?
[ $rc -eq 1 ] && grep -q "nosuch.map: error: cannot open" <<< "$msg" && ok "$(head -n 1 <<< "$msg")" || bad "missing map: exit status $rc: $msg"
lap

##########################################
# 2. Errors the simulators find          #
##########################################

for f in "$here"/errors/sim_*.map; do
  for sim in icarus verilator; do
    msg=$($make replay-map CONFIG="$ec" BLOCK="$eb" MAP="$f" RTL="$ertl" REPLAY_SIMS=$sim 2>&1); rc=$?
    if [ $rc -eq 0 ] || grep -q '^PASS ' <<< "$msg"; then
      bad "$f on $sim: the replay passed (exit status $rc)"; continue
    fi
    good=1
    while read -r line re; do
      if ! grep -qE -- "^$f:$line: $re" <<< "$msg"; then
        bad "$f on $sim: no line '$f:$line: $re'; got:"; echo "$msg" | tail -n 25 | sed 's/^/        /'
        good=0
      fi
    done < <(sed -n 's/^# expect-sim: //p' "$f")
    [ $good -eq 0 ] || ok "$f on $sim: $(grep -E -m1 "^$f:[0-9]+: (error|note): " <<< "$msg")"
  done
done
lap

# Ports of the user's that the block does not have: `tie` and `open` (both simulators).
f=$here/extra_ports.map
msg=$($make replay-map CONFIG="$ec" BLOCK="$eb" MAP="$f" RTL="$here/extra_ports.sv $ertl" 2>&1); rc=$?
for sim in icarus verilator; do
  if [ $rc -eq 0 ] && grep -qE "^replay-map \[$ec\] $eb through $f on $sim: [0-9]+ files, [0-9]+ lines compared \(outputs only\), all passed" <<< "$msg"; then
    ok "tie and open: $(grep "on $sim: " <<< "$msg")"
  else
    bad "$f ($here/extra_ports.sv) on $sim (exit status $rc):"; echo "$msg" | tail -n 30 | sed 's/^/        /'
  fi
done
lap

##############################################
# 3. Outputs-only mode without a map         #
##############################################

oo=$work/outputs-only
mkdir -p "$oo"
golden=$(ls vectors/"$eb"/"$ec"/*.vec | head -n 1)
n=$(sed -n 's/^cycles //p' "$golden")
if ! build/"$ec"/bin/vecgen --block "$eb" --svh "$oo"/vec_block.svh \
   || ! iverilog -g2012 -Wall -DVEC_OUTPUTS_ONLY -Iparams -Ibuild/"$ec"/gen -I"$oo" -s vec_replay -o "$oo"/r.vvp \
          tb/vec/vec_replay.sv hdl/"$eb".sv build/"$ec"/gen/"$eb"_tw.sv > "$oo"/icarus.log 2>&1; then
  bad "outputs-only build of $eb ($ec) on Icarus failed:"; sed 's/^/        /' "$oo"/icarus.log
else
  msg=$(vvp -n "$oo"/r.vvp +vec="$golden" 2>&1)
  grep -qF "PASS $golden: $n lines compared (block $eb, config $ec; outputs only, state digest not compared)" <<< "$msg" \
    && ok "outputs only, the twin: $(grep '^PASS' <<< "$msg")" || { bad "outputs only, $golden:"; echo "$msg" | sed 's/^/        /'; }
  # The last data line's digest changed: not compared, so it still passes.
  le=$(( $(grep -n '^end$' "$golden" | cut -d: -f1) - 1 ))
  last=$(sed -n "${le}s/.*\(.\)\$/\1/p" "$golden")
  sed "${le}s/.\$/$([ "$last" = 0 ] && echo 1 || echo 0)/" "$golden" > "$oo"/digest.vec
  cmp -s "$golden" "$oo"/digest.vec && bad "outputs only: the digest edit changed nothing"
  msg=$(vvp -n "$oo"/r.vvp +vec="$oo"/digest.vec 2>&1)
  grep -qF "PASS $oo/digest.vec: $n lines compared" <<< "$msg" \
    && ok "outputs only: a changed digest is not compared" || { bad "outputs only, changed digest:"; echo "$msg" | sed 's/^/        /'; }
  # A digest column one digit short: still rejected, with its line and column.
  sed '/^end$/!{/^[0-9]\{8\} /s/[0-9a-f]$//}' "$golden" > "$oo"/short.vec
  msg=$(vvp -n "$oo"/r.vvp +vec="$oo"/short.vec 2>&1); rc=$?
  if grep -q "^PASS" <<< "$msg" || ! grep -qE "^$oo/short.vec:[0-9]+:[0-9]+: error: column [0-9]+ \(state digest\) has 15 digits" <<< "$msg"; then
    bad "outputs only: a short digest column was not rejected:"; echo "$msg" | sed 's/^/        /'
  else
    ok "outputs only, still strict: $(grep -m1 'error:' <<< "$msg")"
  fi
fi
if verilator --lint-only -Wall --timing +define+VEC_OUTPUTS_ONLY -Iparams -Ibuild/"$ec"/gen -I"$oo" --top-module vec_replay \
     tb/vec/vec_replay.sv hdl/"$eb".sv build/"$ec"/gen/"$eb"_tw.sv > "$oo"/lint.log 2>&1; then
  ok "outputs only: verilator --lint-only -Wall clean"
else
  bad "outputs only: verilator -Wall:"; sed 's/^/        /' "$oo"/lint.log
fi
lap

#########################
# 4. The examples       #
#########################

for e in "${examples[@]}"; do
  split "$e"
  map=examples/foreign/$b.map
  echo "example: $b on $c, $rtl through $map"
  # The generated wrapper on its own, with the (clean) example: Verilator -Wall and Icarus -Wall.
  w=$work/lint/$c/${b}_tw.sv
  mkdir -p "${w%/*}"
  # (replay-map, below, builds mapgen too; a fresh clone has none yet.)
  if ! $make CONFIG="$c" build/"$c"/bin/mapgen > "${w%.sv}".mapgen.log 2>&1; then
    bad "cannot build build/$c/bin/mapgen:"; sed 's/^/        /' "${w%.sv}".mapgen.log
  elif ! build/"$c"/bin/mapgen --block "$b" --map "$map" -o "$w" --svh "${w%/*}"/vec_map.svh; then
    bad "mapgen refused $map"
  elif ! verilator --lint-only -Wall -Iparams -Ibuild/"$c"/gen --top-module "${b}_tw" "$w" "$rtl" > "${w%.sv}".vlt.log 2>&1; then
    bad "the wrapper of $map is not Verilator -Wall clean:"; sed 's/^/        /' "${w%.sv}".vlt.log
  elif iverilog -g2012 -Wall -Iparams -Ibuild/"$c"/gen -s "${b}_tw" -o /dev/null "$w" "$rtl" 2>&1 | grep .; then
    bad "the wrapper of $map is not Icarus -Wall clean (above)"
  else
    ok "the wrapper of $map ($c): verilator --lint-only -Wall and iverilog -Wall clean"
  fi
  msg=$($make replay-map CONFIG="$c" BLOCK="$b" MAP="$map" RTL="$rtl" 2>&1); rc=$?
  for sim in icarus verilator; do
    if [ $rc -eq 0 ] && grep -qE "^replay-map \[$c\] $b through $map on $sim: [0-9]+ files, [0-9]+ lines compared \(outputs only\), all passed" <<< "$msg"; then
      ok "$(grep "on $sim: " <<< "$msg")"
    else
      bad "$b on $c, good RTL, $sim (exit status $rc):"; echo "$msg" | tail -n 30 | sed 's/^/        /'
    fi
  done
  first=
  for sim in icarus verilator; do
    msg=$($make replay-map CONFIG="$c" BLOCK="$b" MAP="$map" RTL="$rtl" BYO_DEFINES=PLANT_BUG REPLAY_SIMS=$sim 2>&1); rc=$?
    mm=$(grep -m1 -E ': mismatch at cycle [0-9]+: output [a-z0-9_]+ \(our [a-z0-9_]+_o, your [A-Za-z0-9_$]+\.[A-Za-z0-9_$]+; [^)]*\): expected [0-9a-fx]+ got [0-9a-fxz]+$' <<< "$msg")
    if [ $rc -eq 0 ] || [ -z "$mm" ] || ! grep -q "^replay-map \[$c\] $b on $sim: FAILED on " <<< "$msg"; then
      bad "$b on $c, PLANT_BUG, $sim: not caught with a mismatch line (exit status $rc):"; echo "$msg" | tail -n 30 | sed 's/^/        /'
      continue
    fi
    ok "PLANT_BUG caught on $sim: $mm"
    if [ -z "$first" ]; then first=$mm
    elif [ "$mm" != "$first" ]; then bad "$b on $c, PLANT_BUG: the simulators report different mismatches"
    else ok "PLANT_BUG: the same mismatch on both simulators"; fi
  done
  lap
done

echo "byo-check: $npass checks passed, $nfail failed"
if [ $nfail -eq 0 ]; then echo "1 passed, 0 failed"; exit 0; fi
echo "0 passed, 1 failed"
exit 1
