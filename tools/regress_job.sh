#!/usr/bin/env bash
# tools/regress_job.sh RUN BLOCK CONFIG SEED CYCLES TIMEOUT SIM: one regression job (a line of
# RUN/jobs.txt, written by tools/regress_list.sh).
#
# Runs the prebuilt lock-step simulator SIM for CYCLES random cycles of master seed SEED (outputs
# and full state compared every cycle, the block's invariants checked), killed after TIMEOUT
# seconds (0: never). Everything it writes is in RUN/out/BLOCK/CONFIG/s<SEED>/: `log` (the
# simulator's output; on a mismatch it names the cycle, port or field, expected and got; the
# simulator is built without tracing, and the `rerun_make` command writes the FST waveform), and last, atomically, `result`: one `key=value` per line (job, block,
# config, seed, cycles, status PASS or FAIL, exit code, the first mismatch line, the rerun
# commands). A job that dies before writing `result` leaves none, which the collector counts as a
# failure.
set -uo pipefail
[ $# -eq 7 ] || { echo "usage: $0 RUN BLOCK CONFIG SEED CYCLES TIMEOUT SIM" >&2; exit 2; }
run=$1 b=$2 c=$3 seed=$4 cycles=$5 tmo=$6 sim=$7
out=$run/out/$b/$c/s$seed
rm -rf "$out" && mkdir -p "$out" || exit 2
t0=$(date +%s%N)
if [ "$tmo" -gt 0 ]; then
  timeout -s KILL "$tmo" "$sim" --seed "$seed" --seeds 1 --cycles "$cycles" --fst-dir "$out" > "$out/log" 2>&1
else
  "$sim" --seed "$seed" --seeds 1 --cycles "$cycles" --fst-dir "$out" > "$out/log" 2>&1
fi
rc=$?
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
status=PASS
first=
if [ $rc -ne 0 ] || ! grep -q "^1 passed, 0 failed" "$out/log"; then
  status=FAIL
  # The harness's report: "MISMATCH at cycle N (what, when):" and the first differing field.
  first=$(grep -m1 -A1 '^MISMATCH' "$out/log" | tr '\t\n' '  ' | sed 's/  */ /g; s/ $//' || true)
  if [ -z "$first" ]; then
    if [ $rc -ge 128 ]; then
      first="killed by signal $((rc - 128))$([ "$tmo" -gt 0 ] && [ $rc -eq 137 ] && echo " (timeout ${tmo} s?)")"
    else
      first="exit status $rc, no mismatch reported (see log)"
    fi
  fi
fi
mcyc=$(sed -n 's/^MISMATCH at cycle \([0-9][0-9]*\).*/\1/p' "$out/log" | head -n 1)
{
  echo "job=$b/$c/s$seed"
  echo "block=$b"
  echo "config=$c"
  echo "seed=$seed"
  echo "cycles=$cycles"
  echo "status=$status"
  echo "exit=$rc"
  echo "ms=$ms"
  echo "mismatch_cycle=$mcyc"
  echo "first=$first"
  echo "rerun=bash $0 $run $b $c $seed $cycles $tmo $sim"
  echo "rerun_make=make cosim-one BLOCK=$b CONFIG=$c SEED=$seed SEEDS=1 CYCLES=$cycles"
} > "$out/result.tmp" && mv -f "$out/result.tmp" "$out/result"
[ $status = PASS ]
