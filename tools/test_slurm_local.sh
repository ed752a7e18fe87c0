#!/usr/bin/env bash
# tools/test_slurm_local.sh: test tools/regress_slurm.sh for real, on a one-node Slurm cluster on
# localhost (tools/slurm_local.sh) in a fresh directory build/slurm-test.XXXXXX.
#
# First the runner's argument checks outside Slurm; then a cluster is started, a 7-line job list
# (one line exits 3, one kills its own shell with SIGKILL, the others sleep 2 s) runs in chunks of 3
# as array tasks 0-2, and the test checks that every line ran exactly once (each appends its number
# to its own file), that the run returned, that the failures were recorded and that two tasks ran at
# once. A trap stops the cluster on every exit, so no daemon stays behind. The directory is removed
# when every check passed, and kept for a look otherwise. Prints the seconds of start, run and stop,
# and ends with "N passed, M failed". Needs root and tools/deps.sh's slurm-wlm and munge.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
me=test_slurm_local.sh
runner=$root/tools/regress_slurm.sh
local_sh=$root/tools/slurm_local.sh
if [ "$(id -u)" -ne 0 ]; then
  echo "$me: SKIP: needs root (slurmd starts the jobs)"
  exit 0
fi

pass=0 fail=0
check() { # check DESCRIPTION COMMAND...
  local d=$1; shift
  if "$@"; then pass=$((pass + 1)); echo "  ok   $d"; else fail=$((fail + 1)); echo "  FAIL $d"; fi
}
now() { date +%s%N; }
secs() { local ms=$((($2 - $1) / 1000000)); printf '%d.%02d' $((ms / 1000)) $((ms % 1000 / 10)); }
# Run a step in the background and wait for it, so that a signal to the test is handled at once
# (bash runs a trap only after the foreground command ends); the step's status is in $rc.
step() { "$@" & child=$!; rc=0; wait $child || rc=$?; child=; }

mkdir -p "$root/build"
tmp=$(mktemp -d "$root/build/slurm-test.XXXXXX")
cluster=$tmp/cluster
started=0 child=
cleanup() {
  local rc=$?
  trap - INT TERM HUP
  # A start or run still going (killed test): end it (timeout passes the signal to its group).
  if [ -n "$child" ] && kill -0 "$child" 2>/dev/null; then
    kill -TERM "$child" 2>/dev/null; wait "$child" 2>/dev/null
  fi
  if [ $started -eq 1 ]; then
    local t0; t0=$(now)
    "$local_sh" stop "$cluster" >/dev/null 2>&1
    echo "$me: stop (by trap) took $(secs "$t0" "$(now)") s"
  fi
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# -- the runner outside Slurm ------------------------------------------------------------------
echo "$me: regress_slurm.sh outside Slurm"
printf 'echo a >> %s/a\n' "$tmp" > "$tmp/small.txt"
errs() { # errs PATTERN ENV... -- ARGS...: exits non-zero and says PATTERN
  local pat=$1; shift
  local envs=()
  while [ "$1" != -- ]; do envs+=("$1"); shift; done; shift
  local out rc=0
  out=$(env -u SLURM_ARRAY_TASK_ID "${envs[@]}" "$runner" "$@" 2>&1) || rc=$?
  [ $rc -ne 0 ] && grep -q -- "$pat" <<<"$out"
}
check "missing job list: error naming the file" errs "$tmp/none.txt: job list not found" SLURM_ARRAY_TASK_ID=0 -- "$tmp/none.txt" 3
check "chunk 0: not a positive integer" errs "chunk '0': not a positive integer" SLURM_ARRAY_TASK_ID=0 -- "$tmp/small.txt" 0
check "chunk x: not a positive integer" errs "chunk 'x': not a positive integer" SLURM_ARRAY_TASK_ID=0 -- "$tmp/small.txt" x
check "SLURM_ARRAY_TASK_ID unset" errs "SLURM_ARRAY_TASK_ID is unset" -- "$tmp/small.txt" 3
check "SLURM_ARRAY_TASK_ID not a number" errs "SLURM_ARRAY_TASK_ID '1a': not a number" SLURM_ARRAY_TASK_ID=1a -- "$tmp/small.txt" 3
check "task past the end runs nothing and exits 0" \
  bash -c "SLURM_ARRAY_TASK_ID=4 '$runner' '$tmp/small.txt' 3 | grep -q 'past the end'"
check "task 0 by hand runs its line" \
  bash -c "SLURM_ARRAY_TASK_ID=0 '$runner' '$tmp/small.txt' 3 >/dev/null && [ \"\$(cat '$tmp/a')\" = a ]"

# -- the real thing ----------------------------------------------------------------------------
out=$tmp/out
mkdir -p "$out"
jobs=$tmp/jobs.txt
for i in 1 2 3 4 5 6 7; do
  case $i in
    2) echo "echo $i >> $out/$i; exit 3" ;;
    5) echo "echo $i >> $out/$i; kill -9 \$\$" ;;
    *) echo "echo $i >> $out/$i; sleep 2" ;;
  esac
done > "$jobs"

echo "$me: cluster in $cluster"
t0=$(now)
started=1
step timeout 120 "$local_sh" start "$cluster"
t_start=$(secs "$t0" "$(now)")
echo "$me: start took $t_start s"
check "slurm_local.sh start" [ $rc -eq 0 ]
if [ $rc -eq 0 ]; then
  t0=$(now)
  step timeout 300 "$local_sh" run "$cluster" "$jobs" 3
  t_run=$(secs "$t0" "$(now)")
  echo "$me: run of 7 lines in chunks of 3 took $t_run s"
  check "slurm_local.sh run returned 0 (within 300 s)" [ $rc -eq 0 ]
  for i in 1 2 3 4 5 6 7; do
    check "line $i ran exactly once" [ "$(cat "$out/$i" 2>/dev/null)" = "$i" ]
  done
  logs=("$cluster"/slurm-*_[0-9]*.out)
  check "one output per array task (3)" [ ${#logs[@]} -eq 3 ]
  check "line 2 recorded as exit 3" grep -q '^regress_slurm.sh: line 2: exit 3 ' "${logs[@]}"
  check "line 5 recorded as exit 137 (SIGKILL)" grep -q '^regress_slurm.sh: line 5: exit 137 ' "${logs[@]}"
  # Two tasks ran at once: some task started before another had ended.
  overlap() {
    awk '/ start [0-9.]+$/ { s[FILENAME] = $NF } / end [0-9.]+$/ { e[FILENAME] = $NF }
         END { for (a in s) for (b in s) if (a != b && s[a] < e[b] && s[b] < e[a]) ok = 1; exit !ok }' "$@"
  }
  check "two array tasks ran at the same time" overlap "${logs[@]}"
  echo "$me: the array tasks' outputs:"
  sed 's/^/    /' "${logs[@]}"
fi

t0=$(now)
"$local_sh" stop "$cluster"
rc=$?
started=0
echo "$me: stop took $(secs "$t0" "$(now)") s"
check "slurm_local.sh stop" [ $rc -eq 0 ]
check "stop again is harmless" "$local_sh" stop "$cluster"
# (The pattern comes from a file, so that grep's own command line does not match it.)
left() { echo "$cluster/" > "$tmp/pat"; ! grep -lsFf "$tmp/pat" /proc/[0-9]*/cmdline | grep -q .; }
check "no daemon or job left running" left

if [ $fail -eq 0 ]; then
  rm -rf "$tmp"
else
  echo "$me: kept $tmp for a look"
fi
echo "slurm: $pass passed, $fail failed"
[ $fail -eq 0 ]
