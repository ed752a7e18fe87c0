#!/usr/bin/env bash
# tb/mutants/run.sh CONFIG BLOCK...: every mutant of tb/mutants/mutants.txt for one of the given
# blocks (a paper's, in its MUTANT_CONFIG_<paper>) must be caught by the lock-step harness with a
# full report (see mutants.txt). Builds go to build/<CONFIG>/mutants/. A mutant whose block is
# written <block>@<config> is built and run in <config> instead (a bug in logic that CONFIG's knobs
# switch off, e.g. pdom_stack's compact rules, which only PDOM_COMPACT=1 configurations have); its
# builds go to build/<config>/mutants/.
set -uo pipefail
cfg=$1; shift
blocks=" $* "
list=tb/mutants/mutants.txt
pass=0; fail=0; k=0
# The simulators are the lock-step jobs' kind, built without tracing: a caught mutant leaves the
# arguments of its failing test (wave.args) and says so. With MUTANT_TRACED=1 (the default; make
# test sets it for one paper: the path is the same for every block) the first mutant that must be
# caught goes through `make cosim-one`, whose traced re-run must write its waveform.
traced=${MUTANT_TRACED:-1}
while IFS='|' read -r block what expr; do
  case "$block" in ''|'#'*) continue ;; esac
  block=$(echo "$block" | sed 's/^ *//;s/ *$//'); what=$(echo "$what" | sed 's/^ *//;s/ *$//'); expr=$(echo "$expr" | sed 's/^ *//;s/ *$//')
  mcfg=$cfg
  if [[ $block == *@* ]]; then mcfg=${block#*@}; block=${block%@*}; fi
  b0=${block#invariant:}; b0=${b0#dontcare:}
  [[ "$blocks" == *" $b0 "* ]] || continue
  k=$((k+1))
  dir=build/$mcfg/mutants/m$k
  # `invariant:<block>`: no RTL change; the C state is corrupted (cosim --test-corrupt, the third
  # column) and the block's invariant hook (wt_block_t.check) must be reported like a mismatch.
  # Through `make cosim-one` on the lock-step jobs' own simulator: it must leave the arguments of
  # the failing test, --test-corrupt included (COSIM_WAVE=0: no traced re-run here).
  if [[ $block == invariant:* ]]; then
    block=${block#invariant:}
    rm -rf "$dir"; mkdir -p "$dir"
    make --no-print-directory CONFIG="$mcfg" BLOCK="$block" SEED=1 SEEDS=1 CYCLES=2000 \
      COSIM_ARGS="--test-corrupt $expr" COSIM_FST_DIR="$dir" COSIM_REPORT= COSIM_WAVE=0 \
      cosim-one > "$dir/run.out" 2>&1
    rc=$?
    if [ $rc -ne 0 ] && grep -q '^MISMATCH at cycle [0-9]* (invariant' "$dir/run.out" \
       && grep -q "^  invariant $block: " "$dir/run.out" && grep -q '^  reproduce: make cosim-one' "$dir/run.out" \
       && grep -q '^0 passed, 1 failed' "$dir/run.out" && grep -q -- "^--test-corrupt$" "$dir/wave.args" 2>/dev/null \
       && grep -q '^  waveform: this simulator is built without tracing' "$dir/run.out"; then
      echo "caught invariant $k ($block: $what): $(grep -m1 '^MISMATCH' "$dir/run.out") $(grep -m1 '^  invariant ' "$dir/run.out" | sed 's/^ *//')"
      pass=$((pass+1))
    else
      echo "FAIL invariant $k ($block: $what) was not reported (rc=$rc):"; sed 's/^/    /' "$dir/run.out" | tail -20
      fail=$((fail+1))
    fi
    continue
  fi
  # `dontcare:<block>`: the change touches only outputs while their valid is 0 (don't-care,
  # SPEC 1.7 [RES]): the harness must NOT report it, or it compares what it must not.
  dontcare=0
  if [[ $block == dontcare:* ]]; then block=${block#dontcare:}; dontcare=1; fi
  rm -rf "$dir"; mkdir -p "$dir/hdl"
  sed -e "$expr" "hdl/$block.sv" > "$dir/hdl/$block.sv"
  if cmp -s "hdl/$block.sv" "$dir/hdl/$block.sv"; then
    echo "FAIL mutant $k ($block: $what): the sed expression no longer changes hdl/$block.sv"
    fail=$((fail+1)); continue
  fi
  # At -O0: a mutant's simulator is built once and mostly stops within a few hundred cycles, so
  # its build is what costs (a third less than at the lock-step jobs' -O1 with empty caches).
  mk=(make --no-print-directory CONFIG="$mcfg" RTL_DIR="$dir/hdl" COSIM_DIR="$dir/cosim" VEXTRA=-Wno-fatal COSIM_OPT_FAST=-O0)
  if ! "${mk[@]}" "$dir/cosim/$block/sim" > "$dir/build.out" 2>&1; then
    echo "FAIL mutant $k ($block: $what): build failed (see $dir/build.out)"; fail=$((fail+1)); continue
  fi
  wave=0; [ $dontcare = 0 ] && [ "$traced" = 1 ] && wave=1 && traced=0
  "${mk[@]}" BLOCK="$block" SEED=1 SEEDS=1 CYCLES=20000 COSIM_FST_DIR="$dir" COSIM_REPORT= COSIM_WAVE=$wave \
    cosim-one > "$dir/run.out" 2>&1
  rc=$?
  fst=$(ls "$dir"/fail_*.fst 2>/dev/null | head -1)
  # The waveform: written by the traced re-run, or announced with the re-run's arguments.
  if [ $wave = 1 ]; then waved() { [ -n "$fst" ] && [ -s "$fst" ] && grep -q "^  waveform: $dir/fail_" "$dir/run.out"; }
  else waved() { [ -s "$dir/wave.args" ] && grep -q '^  waveform: this simulator is built without tracing' "$dir/run.out"; }; fi
  if [ $dontcare = 1 ]; then
    if [ $rc -eq 0 ] && grep -q ' passed, 0 failed$' "$dir/run.out" && ! grep -q MISMATCH "$dir/run.out"; then
      echo "ignored don't-care change $k ($block: $what): $(tail -1 "$dir/run.out")"
      pass=$((pass+1))
    else
      echo "FAIL don't-care change $k ($block: $what) was reported (rc=$rc):"; sed 's/^/    /' "$dir/run.out" | tail -20
      fail=$((fail+1))
    fi
    continue
  fi
  if [ $rc -ne 0 ] && grep -q '^MISMATCH at cycle [0-9]* (' "$dir/run.out" \
     && grep -q 'expected (C model) .*, got (RTL)' "$dir/run.out" \
     && grep -q '^  reproduce: make cosim-one' "$dir/run.out" \
     && grep -q '^0 passed, 1 failed' "$dir/run.out" && waved; then
    echo "caught mutant $k ($block$([ "$mcfg" = "$cfg" ] || echo " in $mcfg"): $what): $(grep -m1 '^MISMATCH' "$dir/run.out") $(grep -m1 '^  \(output\|state\) ' "$dir/run.out" | sed 's/^ *//')$([ $wave = 1 ] && echo "; waveform $(basename "$fst") from the traced re-run")"
    pass=$((pass+1))
  else
    echo "FAIL mutant $k ($block: $what) was not caught with a full report (rc=$rc):"; sed 's/^/    /' "$dir/run.out" | tail -20
    fail=$((fail+1))
  fi
done < "$list"
if [ $k -eq 0 ]; then echo "no mutants listed"; fail=1; fi
echo "mutants [$cfg]: $pass passed, $fail failed"
[ $fail -eq 0 ]
