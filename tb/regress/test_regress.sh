#!/usr/bin/env bash
# tb/regress/test_regress.sh CONFIG BLOCK1 BLOCK2 -- ENGINE...: one small regression list run by
# each engine (make -j,
# xargs, GNU parallel, a one-node Slurm cluster on this machine), whose collected summaries must
# agree, with planted failures that each engine must report with their rerun commands.
#
# The list (configuration CONFIG, master seed 7, 3 seeds x 3000 cycles per pair; `make test` uses
# WarpMan's wm_baseline, wm_workload_buf and wm_sm, small and fast, set in mk/papers/wm.mk):
#   BLOCK1 and BLOCK2 with the real RTL                    6 jobs that pass
#   BLOCK1 with a mutant RTL (its first tb/mutants line)   3 jobs that fail with a MISMATCH; each
#                                                            failing seed becomes a vector file
#   BLOCK2 with a simulator killed by SIGKILL              3 jobs that fail without a mismatch
# Also: the collector's progress mode (jobs not done yet), a list job missing its result under
# --final, a rerun line reproducing its failure, the vector file replayed on the real RTL (passes:
# the bug is fixed there), and malformed input (a bad list line, a bad SEEDS) rejected by name.
set -uo pipefail
[ $# -ge 4 ] && [ "$4" = -- ] || { echo "usage: $0 CONFIG BLOCK1 BLOCK2 -- ENGINE..." >&2; exit 2; }
cfg=$1 b1=$2 b2=$3
shift 4
root=$(pwd)
t=$root/build/regress-check
run=$t/run
fails=0
ok()   { echo "  ok: $*"; }
bad()  { echo "  FAIL: $*"; fails=$((fails + 1)); }
need() { "$@" || { echo "regress-check: setup failed: $*"; exit 1; }; }
rm -rf "$t" && mkdir -p "$t"

echo "regress-check: building the simulators (once, before the list)"
need make --no-print-directory CONFIG=$cfg BLOCK="$b1 $b2" regress-build > "$t/build.log" 2>&1
# The mutant: the first tb/mutants line of $b1, applied to a copy of the RTL.
mkdir -p "$t/hdl" && cp hdl/*.sv "$t/hdl/"
sedx=$(grep "^$b1 *|" tb/mutants/mutants.txt | head -n 1 | awk -F' [|] ' '{print $3}')
need sed -i "$sedx" "$t/hdl/$b1.sv"
cmp -s hdl/$b1.sv "$t/hdl/$b1.sv" && { echo "regress-check: the mutant changes nothing"; exit 1; }
need make --no-print-directory CONFIG=$cfg RTL_DIR="$t/hdl" COSIM_DIR="$t/cosim" VEXTRA=-Wno-fatal \
  "$t/cosim/$b1/sim" >> "$t/build.log" 2>&1
sim() { echo "$root/build/$cfg/cosim/$1/sim"; }
need bash tools/regress_list.sh "$run" 7 3 3000 0 "$root" \
  "$b1:$cfg:$(sim $b1)" "$b2:$cfg:$(sim $b2)" \
  "$b1:$cfg:$t/cosim/$b1/sim" "$b2:$cfg:$root/tb/regress/killed_sim.sh"
n=$(wc -l < "$run/jobs.txt")
[ "$n" -eq 12 ] && ok "12 jobs listed" || bad "$n jobs listed, want 12"
[ "$(cut -f2-4 "$run/jobs.tsv" | sort | uniq -d | wc -l)" -eq 0 ] && ok "no block/config/seed twice" || bad "a seed repeats"

first_engine=
for e in "$@"; do
  echo "regress-check: engine $e"
  rm -rf "$run/out" "$run/failing" "$run"/summary.*
  t0=$(date +%s%N)
  make --no-print-directory REGRESS_DIR="$run" REGRESS_ENGINE="$e" REGRESS_CHUNK=5 regress-run > "$t/run-$e.log" 2>&1 \
    || { tail -n 20 "$t/run-$e.log"; bad "$e: the engine itself failed"; continue; }
  ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  out=$(bash tools/regress_collect.sh "$run" --final --vecgen-dir "$root/build" 2>&1); rc=$?
  echo "$out" | sed 's/^/    /' | head -n 8
  [ $rc -ne 0 ] && ok "$e: the collector fails the run (exit $rc)" || bad "$e: the collector passed a run with failures"
  grep -q "^regress: 12 jobs, 6 passed, 6 failed (0 without a result)" <<< "$out" && ok "$e: 12 jobs, 6 passed, 6 failed (${ms} ms)" \
    || bad "$e: want 12 jobs, 6 passed, 6 failed"
  [ "$(grep -c 'MISMATCH at cycle [0-9]' "$run/summary.md")" -eq 3 ] \
    && ok "$e: 3 mutant failures name their first mismatch" || bad "$e: mutant failures without their mismatch"
  [ "$(grep -c 'killed by signal 9' "$run/summary.md")" -eq 3 ] && ok "$e: 3 killed jobs reported as killed" \
    || bad "$e: killed jobs not reported"
  [ "$(grep -c 'make cosim-one BLOCK=' "$run/summary.md")" -eq 6 ] && ok "$e: every failure has its rerun command" \
    || bad "$e: a failure without its rerun command"
  nv=0
  for v in "$run"/failing/$b1/$cfg/regress_s*.vec; do
    [ -f "$v" ] && build/$cfg/bin/vecgen --check "$v" --block $b1 -q && nv=$((nv + 1))
  done
  [ $nv -eq 3 ] && ok "$e: 3 failing seeds saved as valid vector files" || bad "$e: $nv of 3 vector files"
  cut -d, -f1-7 "$run/summary.csv" > "$t/summary-$e.csv"
  if [ -z "$first_engine" ]; then
    first_engine=$e
  elif cmp -s "$t/summary-$first_engine.csv" "$t/summary-$e.csv"; then
    ok "$e: summary identical to $first_engine's"
  else
    bad "$e: summary differs from $first_engine's"; diff "$t/summary-$first_engine.csv" "$t/summary-$e.csv" | head
  fi
done

echo "regress-check: collector, reruns, vectors, bad input"
# A failing job's rerun line reproduces it alone.
line=$(sed -n "$(awk -F'\t' -v b="$b1" '$2 == b {n++} n == 4 {print $1; exit}' "$run/jobs.tsv")p" "$run/jobs.txt")
bash -c "$line" > /dev/null 2>&1 && bad "the rerun line of a failing job passed" || ok "the rerun line reproduces the failure"
# The saved vector passes on the real RTL: after the fix the case stays in the replay set.
v=$(ls "$run"/failing/$b1/$cfg/regress_s*.vec | head -n 1)
need make --no-print-directory CONFIG=$cfg build/$cfg/replay/$b1/vlt/replay > /dev/null 2>&1
build/$cfg/replay/$b1/vlt/replay +verilator+rand+reset+2 +vec="$v" 2>&1 | grep -q "^PASS" \
  && ok "the failing seed's vector file passes on the real RTL" || bad "the vector file fails on the real RTL"
# Progress while jobs run: the 6 $b2 jobs (3 passing, 3 killed) without their results yet.
rm -f "$run"/out/$b2/$cfg/*/result
out=$(bash tools/regress_collect.sh "$run" 2>&1); rc=$?
[ $rc -eq 0 ] && grep -q "^regress: 6 of 12 jobs done (3 passed, 3 failed), 6 running" <<< "$out" && ok "progress: 6 of 12 done" || bad "progress: $out"
out=$(bash tools/regress_collect.sh "$run" --final 2>&1); rc=$?
[ $rc -ne 0 ] && grep -q "12 jobs, 3 passed, 9 failed (6 without a result)" <<< "$out" && grep -q "no result file" "$run/summary.md" \
  && ok "--final: jobs without a result are failures" || bad "--final with missing results: $out"
# Malformed input.
printf '1\t%s\t%s\tx12\t100\n' "$b2" "$cfg" > "$t/bad.tsv"; mkdir -p "$t/badrun"; cp "$t/bad.tsv" "$t/badrun/jobs.tsv"
out=$(bash tools/regress_collect.sh "$t/badrun" --final 2>&1); rc=$?
[ $rc -eq 2 ] && grep -q "jobs.tsv:1: malformed line" <<< "$out" && [ ! -e "$t/badrun/summary.md" ] \
  && ok "a malformed list line is named, no summary left" || bad "malformed list: rc $rc: $out"
head -n 11 "$run/jobs.txt" > "$t/short.txt" && cp "$run/jobs.txt" "$t/full.txt" && cp "$t/short.txt" "$run/jobs.txt"
out=$(bash tools/regress_collect.sh "$run" --final 2>&1); rc=$?
cp "$t/full.txt" "$run/jobs.txt"
[ $rc -eq 2 ] && grep -q "jobs.txt has 11 lines but .*jobs.tsv 12 jobs" <<< "$out" && ok "a list with a job missing is an error" \
  || bad "a truncated list: rc $rc: $out"
out=$(make --no-print-directory regress-list REGRESS_DIR="$t/r2" CONFIG=$cfg BLOCK=$b2 SEEDS=abc 2>&1); rc=$?
[ $rc -ne 0 ] && grep -q "SEEDS = 'abc' is not a non-negative integer" <<< "$out" && ok "SEEDS=abc rejected" || bad "SEEDS=abc: $out"

if [ $fails -ne 0 ]; then echo "regress-check: $fails check(s) failed"; exit 1; fi
echo "regress-check: engines $*: identical summaries, planted failures caught with rerun commands and vectors"
