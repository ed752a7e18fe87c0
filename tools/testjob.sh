#!/usr/bin/env bash
# tools/testjob.sh ROOT JOB ARGS MAKE...: run one job of the job list ROOT/jobs.txt (mk/stages.mk).
#
# JOB is stage/block/config; ARGS the make arguments of the stage; MAKE... the make command. The
# output goes to ROOT/JOB/log; ROOT/JOB/result records PASS or FAIL, the exit status, the seconds
# and the rerun command. One line per finished job, with a running count over ROOT/progress:
#   [37/212] PASS cosim dwf_majority dwf_toy (12.3 s)
# A failed job also prints the end of its log. The script itself always exits 0, so that make runs
# every job; tools/tally.sh counts the results. A job running longer than HEARTBEAT seconds (20)
# prints a line saying so every HEARTBEAT seconds.
set -uo pipefail
root=$1 job=$2 args=$3
shift 3
total=$(wc -l < "$root/jobs.txt" 2>/dev/null || echo '?')
dir=$root/$job
mkdir -p "$dir"
rm -f "$dir/result"
label=$(tr / ' ' <<<"$job")
t0=$(date +%s%N)
bash -c "$* $args" > "$dir/log" 2>&1 < /dev/null &
pid=$!
# A long job (a big synthesis or Verilator build) says it is still running every HEARTBEAT seconds,
# so the run is never silent for long. The heartbeat is a process of its own and the job is waited
# for, not polled: a poll would hold every job's slot until its next tick (up to 0.2 s per job,
# a minute of a make test's 580 jobs).
beat=${HEARTBEAT:-20}
(
  s=
  trap 'kill $s 2>/dev/null; exit 0' TERM
  n=0
  while :; do
    sleep "$beat" < /dev/null > /dev/null 2>&1 & s=$!
    wait $s
    n=$((n + beat))
    printf '       ... %s still running (%d s): %s\n' "$label" $n "$(tail -n 1 "$dir/log" | cut -c1-80)"
  done
) &
hb=$!
wait $pid
rc=$?
kill $hb 2>/dev/null
wait $hb 2>/dev/null
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
secs=$(printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100)))
status=PASS
[ $rc -eq 0 ] || status=FAIL
{
  echo "$status"
  echo "job $label"
  echo "exit $rc"
  echo "seconds $secs"
  echo "rerun make $args"
  echo "log $dir/log"
} > "$dir/result.tmp" && mv -f "$dir/result.tmp" "$dir/result"
n=$( { flock 9; echo "$status $label" >> "$root/progress"; wc -l < "$root/progress"; } 9>>"$root/progress.lock" )
printf '[%d/%d] %s %s (%s s)\n' "$n" "$total" "$status" "$label" "$secs"
if [ $status = FAIL ]; then
  tail -n 25 "$dir/log" | sed 's/^/    | /'
  echo "    rerun: make $args    (log: $dir/log)"
fi
exit 0
