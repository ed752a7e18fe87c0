#!/usr/bin/env bash
# tb/cfg/test_cfg.sh CFGGEN: invalid configurations are rejected, naming the file, line and knob,
# with a non-zero exit and no generated file left behind; every shipped configuration is accepted.
set -uo pipefail
gen=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
base=configs/dwf_baseline.cfg
# case name | sed edit of the baseline | text the error must contain
cases=(
  "ways3|s/^PWL_WAYS *=.*/PWL_WAYS = 3/|dwf_x.cfg:8: error: knob PWL_WAYS = 3 must be a power of two"
  "ways0|s/^MHL_WAYS *=.*/MHL_WAYS = 0/|knob MHL_WAYS = 0 is out of range"
  "sentinel|s/^THREADS *=.*/THREADS = 1024/|knob THREADS = 1024 leaves no spare code for the all-ones sentinel"
  "pcw_wide|s/^PCW *=.*/PCW = 33/|knob PCW = 33 is out of range 4..32"
  "lanes_wide|s/^NL *=.*/NL = 64/|knob NL = 64 is out of range 2..32"
  "lanes_odd|s/^NL *=.*/NL = 5/|knob NL = 5 must be even"
  "missing|/^POOL/d|knob POOL is not set"
  "unknown|\$a BOGUS = 1|dwf_x.cfg:16: error: unknown knob BOGUS"
  "twice|\$a POOL = 64|knob POOL set twice (first on line 6)"
  "nonint|s/^POOL *=.*/POOL = 12x/|knob POOL: value is not a decimal integer"
  "sets_vs_pcw|s/^PCW *=.*/PCW = 4/;s/^PWL_SETS *=.*/PWL_SETS = 32/|knob PWL_SETS = 32 needs 5 set-index bits but PCW = 4"
  "swaps0|s/^SWAPS *=.*/SWAPS = 0/|knob SWAPS = 0 is out of range 1..64"
  "syntax|\$a just words|expected \`NAME = value\`"
)
for c in "${cases[@]}"; do
  IFS='|' read -r name edit want <<<"$c"
  mkdir -p "$tmp/$name"
  sed -e "$edit" "$base" > "$tmp/$name/dwf_x.cfg"
  out=$("$gen" "$tmp/$name/dwf_x.cfg" "$tmp/$name" 2>&1); rc=$?
  if [ $rc -ne 0 ] && grep -qF -- "$want" <<<"$out" && [ ! -e "$tmp/$name/wt_config.h" ] \
     && [ -z "$(ls "$tmp/$name" | grep -v dwf_x.cfg)" ]; then
    pass=$((pass+1))
  else
    fail=$((fail+1)); echo "FAIL cfg-check $name: rc=$rc, want '$want', got: $out"
  fi
done
for f in configs/*.cfg; do
  mkdir -p "$tmp/ok"
  if "$gen" "$f" "$tmp/ok" >/dev/null 2>&1; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL cfg-check: $f rejected"; fi
done
echo "cfg-check: $pass passed, $fail failed"
[ $fail -eq 0 ]
