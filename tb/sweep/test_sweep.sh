#!/usr/bin/env bash
# tb/sweep/test_sweep.sh: `make sweep-check` (mk/sweep.mk). Runs `make sweep` as a user would:
#   (a) every kind of malformed request exits non-zero, before any synthesis, with a message naming
#       the knob and the value (or the block), and leaves no <name>.* report file (in SWEEP_OUT),
#       no derived configuration and no temporary directory behind;
#   (b) one small real sweep (the DWF warp allocator on the toy configuration, POOL = 4, 8, 16)
#       whose MODEL bits are checked against numbers worked out by hand from SPEC 1.4, with FFs and
#       every SWEEP_COLS column present and a non-empty PNG and SVG;
#   (c) a derived configuration with the same knob values as (b)'s POOL = 8 point, under another
#       name, reuses (b)'s synthesis from the content-keyed cache (when WT_SYNTH_CACHE is on).
#   (d) a valid request whose synthesis fails stops there and leaves no report.
# Environment (from mk/sweep.mk): SWEEP_MAKE, SWEEP_COLS, SWEEP_SYNTH_CACHE.
set -uo pipefail
mk=${SWEEP_MAKE:-make}
cols=${SWEEP_COLS:-}
# The reports of the check go to a directory of their own, not into build/reports/sweeps (the page).
out=build/test-sweep/out
export SWEEP_OUT=$out
pass=0 fail=0
ok() { pass=$((pass + 1)); }
no() { fail=$((fail + 1)); echo "FAIL sweep-check $1"; }

# (b)'s synthesis results too, so that its run always goes through the cache (which (c) reads).
rm -rf "$out"/sweepcheck_* build/sweep/sweepcheck_* build/sweep/.tmp-sweepcheck_* build/sweepcheck_cache_* \
  build/sweepcheck_synthfail_* build/sweepcheck_pool_*/synth

###########################
# (a) Malformed requests  #
###########################

# case | make arguments (SWEEP=sweepcheck_<case> is added) | texts the error must contain, ';'-separated
cases=(
  "unknown_knob|KNOB=BOGUS VALUES='4 8' BASE=dwf_toy BLOCK=dwf_warp_alloc|unknown knob BOGUS;VALUES=\"4 8\";POOL PWL_SETS"
  "below_min|KNOB=POOL VALUES='4 1' BASE=dwf_toy BLOCK=dwf_warp_alloc|knob POOL value 1 ;knob POOL = 1 is out of range 2..1024"
  "above_max|KNOB=POOL VALUES='8 2048' BASE=dwf_toy BLOCK=dwf_warp_alloc|knob POOL value 2048 ;knob POOL = 2048 is out of range 2..1024"
  "huge|KNOB=POOL VALUES='99999999999999999999' BASE=dwf_toy|knob POOL: value 99999999999999999999 is out of range 2..1024"
  "not_pow2|KNOB=PWL_SETS VALUES='2 3 4' BASE=dwf_toy BLOCK=dwf_pc_warp_lut|knob PWL_SETS value 3 ;knob PWL_SETS = 3 must be a power of two"
  "sentinel|KNOB=THREADS VALUES='16' BASE=dwf_toy BLOCK=dwf_warp_pool|knob THREADS value 16 ;leaves no spare code for the all-ones sentinel"
  "cross_thresh|KNOB=THRESH VALUES='40 60' BASE=wm_baseline BLOCK=wm_dispatch|knob THRESH value 60 ;knob THRESH = 60 exceeds the scheduler entries (SCHED = 48)"
  "cross_sched|KNOB=SCHED VALUES='20 64' BASE=wm_thresh|knob SCHED value 20 ;knob THRESH = 36 exceeds the scheduler entries (SCHED = 20)"
  "cross_nl|KNOB=NL VALUES='4 32' BASE=dwf_toy BLOCK=dwf_update_regs|knob NL value 32 ;knob THREADS = 24 is smaller than one warp (NL = 32)"
  "empty|KNOB=POOL VALUES='' BASE=dwf_toy BLOCK=dwf_warp_alloc|knob POOL: VALUES is empty"
  "nonnum|KNOB=POOL VALUES='4 8x' BASE=dwf_toy BLOCK=dwf_warp_alloc|knob POOL: value '8x' is not a decimal integer"
  "duplicate|KNOB=POOL VALUES='4 8 08' BASE=dwf_toy BLOCK=dwf_warp_alloc|knob POOL: value 08 is given twice"
  "block_no_knob|KNOB=PCW VALUES='24' BASE=dwf_toy BLOCK=dwf_warp_alloc|block dwf_warp_alloc does not read knob PCW;VALUES=\"24\""
  "unknown_block|KNOB=POOL VALUES='8' BASE=dwf_toy BLOCK='dwf_warp_alloc dwf_nonesuch'|unknown block dwf_nonesuch (KNOB=POOL)"
  "other_paper|KNOB=POOL VALUES='8' BASE=dwf_toy BLOCK=wm_sm|block wm_sm is not built by configuration dwf_toy (KNOB=POOL"
  "unknown_base|KNOB=POOL VALUES='8' BASE=dwf_nonesuch|unknown base configuration dwf_nonesuch (KNOB=POOL)"
  "shared_knob|KNOB=NL VALUES='4'|knob NL is in family common;give BASE=<configuration> or BLOCK=<block>"
  "no_knob|VALUES='4'|no knob: make sweep KNOB=<knob>"
)
for c in "${cases[@]}"; do
  IFS='|' read -r name args want <<<"$c"
  msg=$(eval "\"$mk\" --no-print-directory sweep $args SWEEP=sweepcheck_$name" 2>&1)
  rc=$?
  missing=
  IFS=';' read -ra texts <<<"$want"
  for t in "${texts[@]}"; do grep -qF -- "$t" <<<"$msg" || missing+=" '$t'"; done
  left=$(ls -d "$out"/sweepcheck_"$name".* build/sweep/sweepcheck_"$name" build/sweep/.tmp-sweepcheck_"$name".* \
    build/sweepcheck_"$name"_* 2>/dev/null)
  if [ $rc -ne 0 ] && [ -z "$missing" ] && [ -z "$left" ] && ! grep -q '^synth \[' <<<"$msg"; then
    ok
  else
    no "$name: rc=$rc, missing$missing, left behind: ${left:-nothing}; got:"
    sed 's/^/    /' <<<"$msg"
  fi
done

#################################
# (b) A real sweep, checked     #
#################################

# MODEL bits of the warp allocator (SPEC 1.4 [RES]: a FIFO free list): POOL slots x IDXW, plus the
# head and tail pointers (IDXW each) and the occupancy count (0..POOL: clog2(POOL + 1) bits), with
# IDXW = clog2(POOL) (SPEC 1.0):
#   POOL 4:   4 x 2 + 2 + 2 + clog2(5) 3  = 15
#   POOL 8:   8 x 3 + 3 + 3 + clog2(9) 4  = 34   (the bits report's dwf_toy row: MODEL 34)
#   POOL 16: 16 x 4 + 4 + 4 + clog2(17) 5 = 77
# (and POOL 128: 128 x 7 + 7 + 7 + 8 = 918, the dwf_baseline row and SPEC 1.4's figure).
declare -A want_model=([4]=15 [8]=34 [16]=77)
name=sweepcheck_pool
log=$("$mk" --no-print-directory sweep KNOB=POOL VALUES='16 4 8' BASE=dwf_toy BLOCK=dwf_warp_alloc SWEEP=$name 2>&1)
rc=$?
csv=$out/$name.csv
if [ $rc -ne 0 ] || [ ! -s "$csv" ]; then
  no "real sweep: rc=$rc, no $csv; output:"
  sed 's/^/    /' <<<"$log"
else
  ok
  # Every row by header name: knob, value, block, MODEL, FFs and each SWEEP_COLS column.
  res=$(awk -F, -v cols="$cols" -v w4="${want_model[4]}" -v w8="${want_model[8]}" -v w16="${want_model[16]}" '
    NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i
              n = split("knob value base block config model ffs " cols, need, " ")
              for (i = 1; i <= n; i++) if (!(need[i] in c)) print "no column " need[i]
              want[4] = w4; want[8] = w8; want[16] = w16; next }
    { rows++
      v = $c["value"]; order = order " " v
      if ($c["knob"] != "POOL" || $c["block"] != "dwf_warp_alloc" || $c["base"] != "dwf_toy") print "row " NR ": " $0
      if (!(v in want)) { print "unexpected value " v; next }
      if ($c["model"] != want[v]) print "POOL " v ": MODEL " $c["model"] ", expected " want[v]
      if ($c["ffs"] !~ /^[0-9]+$/ || $c["ffs"] == 0) print "POOL " v ": FFs \"" $c["ffs"] "\" is not a count"
      else if ($c["ffs"] != $c["model"]) print "POOL " v ": FFs " $c["ffs"] " != MODEL " $c["model"] " (every allocator bit is a register)"
      for (i = 1; i <= n; i++) if ($c[need[i]] == "" || $c[need[i]] == "-") print "POOL " v ": empty " need[i] }
    END { if (rows != 3) print rows " rows, expected 3"; if (order != " 4 8 16") print "values in the order" order ", expected 4 8 16" }' "$csv")
  if [ -z "$res" ]; then ok; else no "real sweep $csv:"; sed 's/^/    /' <<<"$res"; cat "$csv"; fi
  for f in png svg md; do
    if [ -s "$out/$name.$f" ]; then ok; else no "real sweep: $out/$name.$f missing or empty"; fi
  done
  if [ "$(head -c 8 "$out/$name.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]; then ok; else no "real sweep: $name.png is not a PNG"; fi
  if grep -q '<svg' "$out/$name.svg" && grep -q 'POOL sweep from dwf_toy: dwf_warp_alloc' "$out/$name.svg"; then ok
  else no "real sweep: $name.svg is not an SVG with the title naming knob, base and block"; fi
  if [ -f build/sweep/$name/${name}_8.cfg ] && grep -qx 'base = dwf_toy' build/sweep/$name/${name}_8.cfg &&
     grep -qx 'POOL = 8' build/sweep/$name/${name}_8.cfg && [ ! -e configs/${name}_8.cfg ]; then ok
  else no "real sweep: derived configuration build/sweep/$name/${name}_8.cfg"; fi
  # A re-run synthesizes nothing (every point is up to date).
  again=$("$mk" --no-print-directory sweep KNOB=POOL VALUES='4 8 16' BASE=dwf_toy BLOCK=dwf_warp_alloc SWEEP=$name 2>&1)
  if [ $? -eq 0 ] && ! grep -q ' cells in ' <<<"$again"; then ok; else no "re-run: synthesized again:"; sed 's/^/    /' <<<"$again"; fi
fi

#####################################
# (c) Identical inputs: the cache   #
#####################################

if [ -n "${SWEEP_SYNTH_CACHE:-}" ]; then
  c=$("$mk" --no-print-directory sweep KNOB=POOL VALUES=8 BASE=dwf_toy BLOCK=dwf_warp_alloc SWEEP=sweepcheck_cache 2>&1)
  rc=$?
  if ! grep -q '^synth \[sweepcheck_cache_8\] dwf_warp_alloc: .*(cached ' <<<"$c"; then
    no "cache: POOL = 8 under another name was synthesized again:"; sed 's/^/    /' <<<"$c"
  elif [ $rc -ne 0 ]; then
    no "cache: POOL = 8 under another name, from the cache, failed (rc=$rc):"; sed 's/^/    /' <<<"$c"
  else
    ok
  fi
  rm -rf "$out"/sweepcheck_cache.* build/sweep/sweepcheck_cache build/sweepcheck_cache_*
else
  echo "sweep-check: WT_SYNTH_CACHE is off: the cache case is skipped"
fi

#########################################
# (d) A synthesis that fails mid-sweep  #
#########################################

# A valid request whose synthesis fails (Yosys replaced by `false`) stops at the first value and
# leaves no report.
f=$("$mk" --no-print-directory sweep KNOB=POOL VALUES='4 8' BASE=dwf_toy BLOCK=dwf_warp_alloc SWEEP=sweepcheck_synthfail YOSYS=false 2>&1)
rc=$?
left=$(ls -d "$out"/sweepcheck_synthfail.* build/sweep/.tmp-sweepcheck_synthfail.* 2>/dev/null)
if [ $rc -ne 0 ] && grep -qF 'knob POOL value 4: the synthesis of sweepcheck_synthfail_4 failed' <<<"$f" && [ -z "$left" ]; then ok
else no "synthesis failure: rc=$rc, left behind: ${left:-nothing}; got:"; sed 's/^/    /' <<<"$f"; fi
rm -rf build/sweep/sweepcheck_synthfail build/sweepcheck_synthfail_*

echo "sweep-check: $pass passed, $fail failed"
[ $fail -eq 0 ]
