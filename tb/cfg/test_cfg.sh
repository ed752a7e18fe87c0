#!/usr/bin/env bash
# tb/cfg/test_cfg.sh CFGGEN: invalid configurations are rejected, naming the file, line and knob,
# with a non-zero exit and no generated file left behind; every shipped configuration is accepted,
# and inheritance gives the values it should.
set -uo pipefail
gen=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
# case name | lines of dwf_x.cfg ('\n' between lines) | text the error must contain
cases=(
  "ways3|base = dwf_baseline\nPWL_WAYS = 3|dwf_x.cfg:2: error: knob PWL_WAYS = 3 must be a power of two"
  "ways0|base = dwf_baseline\nMHL_WAYS = 0|dwf_x.cfg:2: error: knob MHL_WAYS = 0 is out of range"
  "sentinel|base = dwf_baseline\n# a comment\nTHREADS = 1024|dwf_x.cfg:3: error: knob THREADS = 1024 leaves no spare code for the all-ones sentinel"
  "pcw_wide|PCW = 33|dwf_x.cfg:1: error: knob PCW = 33 is out of range 4..32"
  "lanes_wide|NL = 64|knob NL = 64 is out of range 2..32"
  "lanes_odd|base = dwf_toy\nNL = 5|dwf_x.cfg:2: error: knob NL = 5 must be even"
  "unknown|base = dwf_baseline\nPOOL = 64\nBOGUS = 1|dwf_x.cfg:3: error: unknown knob BOGUS"
  "twice|POOL = 64\nHEAP = 8\nPOOL = 32|dwf_x.cfg:3: error: knob POOL set twice (first on line 1)"
  "nonint|POOL = 12x|dwf_x.cfg:1: error: knob POOL: value is not a decimal integer"
  "sets_vs_pcw|PCW = 4\nPWL_SETS = 32|dwf_x.cfg:2: error: knob PWL_SETS = 32 needs 5 set-index bits but PCW = 4"
  "swaps0|base = dwf4_swap2\nSWAPS = 0|dwf_x.cfg:2: error: knob SWAPS = 0 is out of range 1..64"
  "syntax|just words|dwf_x.cfg:1: error: expected \`KNOB = value\` or \`base = <configuration>\`"
  "no_base|base = dwf_nonesuch|dwf_x.cfg:1: error: unknown base configuration dwf_nonesuch"
  "base_twice|base = dwf_toy\nbase = dwf_baseline|dwf_x.cfg:2: error: base set twice (first on line 1)"
  "base_bad|base = dwf toy|dwf_x.cfg:1: error: base: expected a configuration name"
  "self_base|base = dwf_x|cycle of base configurations: dwf_x -> dwf_x"
  "cycle|base = dwf_y|cycle of base configurations: dwf_x -> dwf_y -> dwf_x"
  "inherited|base = dwf_y|dwf_y.cfg:1: error: knob POOL = 1 is out of range"
  "thresh_vs_sched|base = wm_baseline\nSCHED = 32|dwf_x.cfg:2: error: knob THRESH = 36 exceeds the scheduler entries (SCHED = 32)"
  "thresh_set|base = wm_baseline\nTHRESH = 49|dwf_x.cfg:2: error: knob THRESH = 49 exceeds the scheduler entries (SCHED = 48)"
  "regs_wide|base = wm_baseline\nREGS = 300000|dwf_x.cfg:2: error: knob REGS = 300000 is out of range 1..262144"
  "rbanks_vs_rregs|base = pe_baseline\nRREGS = 16\nRBANKS = 32|dwf_x.cfg:3: error: knob RBANKS = 32 exceeds the rename registers (RREGS = 16)"
  "rregs_pow2|base = pe_small\nRREGS = 24|dwf_x.cfg:2: error: knob RREGS = 24 must be a power of two"
  "aregw_wide|base = pe_baseline\nAREGW = 9|dwf_x.cfg:2: error: knob AREGW = 9 is out of range 2..8"
  "warp_lvl2|base = wm_tb\nWARP_LVL = 2|dwf_x.cfg:2: error: knob WARP_LVL = 2 is out of range 0..1"
)
for c in "${cases[@]}"; do
  IFS='|' read -r name text want <<<"$c"
  d=$tmp/$name
  mkdir -p "$d"
  cp configs/*.cfg "$d/"
  printf "$text\n" > "$d/dwf_x.cfg"
  case $name in
    cycle) printf 'base = dwf_x\n' > "$d/dwf_y.cfg" ;;
    inherited) printf 'POOL = 1\n' > "$d/dwf_y.cfg" ;;
  esac
  mkdir -p "$d/out"
  out=$("$gen" "$d/dwf_x.cfg" "$d/out" 2>&1); rc=$?
  if [ $rc -ne 0 ] && grep -qF -- "$want" <<<"$out" && [ -z "$(ls "$d/out")" ]; then
    pass=$((pass+1))
  else
    fail=$((fail+1)); echo "FAIL cfg-check $name: rc=$rc, want '$want', got: $out"
  fi
done
for f in configs/*.cfg; do
  mkdir -p "$tmp/ok"
  if "$gen" "$f" "$tmp/ok" >/dev/null 2>&1; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL cfg-check: $f rejected"; fi
done
# Inheritance: values by hand from the files (dwf4_swap2 = baseline + SWAPS 2; dwf3_heap1 = toy +
# HEAP 1; a base line anywhere in the file applies before the file's own values).
expect() { # cfg knob value
  local v
  v=$("$gen" --show "$1" | awk -v k="$2" '$2 == k {print $4}')
  if [ "$v" = "$3" ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL cfg-check: $1 $2 = '$v', expected $3"; fi
}
expect configs/dwf4_swap2.cfg SWAPS 2
# WarpMan: the register-file variants change REGS only; wm_tb turns warp-level management off.
expect configs/wm_rf16k.cfg REGS 16384
expect configs/wm_rf16k.cfg SCHED 48
expect configs/wm_rf64k.cfg REGS 65536
expect configs/wm_tb.cfg WARP_LVL 0
expect configs/wm_thresh.cfg THRESH_EN 1
expect configs/wm_thresh.cfg THRESH 36
expect configs/dwf4_swap2.cfg POOL 128
expect configs/dwf3_heap1.cfg HEAP 1
expect configs/dwf3_heap1.cfg POOL 8
expect configs/dwf3_heap1.cfg NL 4
expect configs/dwf3_heap1.cfg PDOM_D 8
expect configs/pdom_d1.cfg PCW 32
printf 'POOL = 16\nbase = dwf_toy\n' > "$tmp/late.cfg"; cp configs/dwf_toy.cfg configs/dwf_baseline.cfg "$tmp/"
expect "$tmp/late.cfg" POOL 16
expect "$tmp/late.cfg" NL 4
# --base-dir: a configuration outside configs/ (a sweep's derived one) finds its base chain there.
mkdir -p "$tmp/derived"
printf 'base = dwf_toy\nPOOL = 16\n' > "$tmp/derived/toy16.cfg"
v=$("$gen" --base-dir configs --show "$tmp/derived/toy16.cfg" | awk '$2 == "POOL" || $2 == "NL" || $2 == "PCW" {printf "%s=%s ", $2, $4}')
if [ "$v" = "NL=4 PCW=24 POOL=16 " ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL cfg-check: --base-dir gave '$v'"; fi
if ! "$gen" --show "$tmp/derived/toy16.cfg" >/dev/null 2>&1; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL cfg-check: a base beside the file was found without --base-dir"; fi
# --knobs: one line per WT_KNOB of configs/knobs.def, with its range and rule.
n=$(grep -c '^WT_KNOB(' configs/knobs.def)
if [ "$("$gen" --knobs | wc -l)" -eq "$n" ] && "$gen" --knobs | grep -qP '^PWL_SETS\tdwf\t16\t2\t1024\tpow2\t'; then
  pass=$((pass+1))
else
  fail=$((fail+1)); echo "FAIL cfg-check: --knobs does not list the $n knobs of configs/knobs.def"
fi
echo "cfg-check: $pass passed, $fail failed"
[ $fail -eq 0 ]
