#!/usr/bin/env bash
#SBATCH --job-name=warptwin-regress
#SBATCH --output=warptwin-regress-%A_%a.out
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=1
#
# tools/regress_slurm.sh JOBS.txt CHUNK: one Slurm array task of a regression job list.
#
# JOBS.txt has one complete, self-contained shell command a line (absolute paths; each job writes
# its own output directory and result file). Array task i runs lines i*CHUNK+1 .. (i+1)*CHUNK
# (the last task may have fewer), each as `bash -c "<line>"` with stdin from /dev/null, one after
# the other, going on after a failing line. It always exits 0: a job records its failure in its own
# result file, and the collection afterwards counts a missing result as a failure.
#
# Submitting a list of N lines in chunks of C on a real cluster:
#   T = ceil(N/C) = (N + C - 1) / C array tasks, numbered 0 .. T-1:
#     N=$(awk 'END{print NR}' /abs/path/jobs.txt); C=4; T=$(( (N + C - 1) / C ))
#     sbatch --array=0-$((T-1)) -o /abs/path/logs/slurm-%A_%a.out \
#            /abs/path/warptwin/tools/regress_slurm.sh /abs/path/jobs.txt $C
#   Append %K to the array range to run at most K tasks at once: --array=0-$((T-1))%K.
#   Add -p PARTITION, --time=..., --mem=... as your site wants; the #SBATCH lines above are only
#   defaults (-o on the command line overrides --output, which is relative to the submit directory).
#   sbatch --wait ... returns only when every task has finished.
# The cluster's compute nodes must see the project tree, the job list and every output directory at
# the same absolute paths as the submit host (a shared file system): Slurm copies only this script,
# the job lines run on the node with their absolute paths.
#
# Testing outside Slurm: set the task number by hand, e.g.
#   SLURM_ARRAY_TASK_ID=1 tools/regress_slurm.sh /abs/path/jobs.txt 3      # runs lines 4..6
# tools/slurm_local.sh runs a one-node Slurm cluster on localhost to test the real thing.
set -uo pipefail
me=regress_slurm.sh
die() { echo "$me: error: $*" >&2; exit 2; }

[ $# -eq 2 ] || die "usage: sbatch --array=0-<T-1> tools/regress_slurm.sh JOBS.txt CHUNK (got $# arguments)"
jobs=$1 chunk=$2
[ -e "$jobs" ] || die "$jobs: job list not found"
[ -f "$jobs" ] || die "$jobs: job list is not a regular file"
[ -r "$jobs" ] || die "$jobs: job list is not readable"
[[ $chunk =~ ^[0-9]+$ ]] && [ ${#chunk} -le 9 ] && [ $((10#$chunk)) -gt 0 ] \
  || die "chunk '$chunk': not a positive integer"
chunk=$((10#$chunk))
[ -n "${SLURM_ARRAY_TASK_ID+set}" ] \
  || die "SLURM_ARRAY_TASK_ID is unset: submit with sbatch --array=0-<T-1>, or set it by hand to test"
task=$SLURM_ARRAY_TASK_ID
[[ $task =~ ^[0-9]+$ ]] && [ ${#task} -le 9 ] \
  || die "SLURM_ARRAY_TASK_ID '$task': not a number (a non-negative integer)"
task=$((10#$task))

first=$((task * chunk + 1))
last=$(((task + 1) * chunk))
total=$(awk 'END { print NR }' "$jobs")
[ "$last" -le "$total" ] || last=$total
# Read this task's lines first, so that nothing a job does to the list changes what runs.
lines=()
[ "$first" -gt "$last" ] || mapfile -t lines < <(sed -n "${first},${last}p" "$jobs")

t_start=$(date +%s.%N)
echo "$me: task $task (job ${SLURM_ARRAY_JOB_ID:-none}_${SLURM_ARRAY_TASK_ID}, id ${SLURM_JOB_ID:-none}) on $(hostname): lines $first..$((task * chunk + chunk)) of $jobs ($total lines, chunk $chunk); start $t_start"
if [ ${#lines[@]} -eq 0 ]; then
  echo "$me: task $task: line $first is past the end of the list ($total lines); nothing to do"
fi
failed=0
for i in "${!lines[@]}"; do
  n=$((first + i))
  line=${lines[$i]}
  t0=$(date +%s%N)
  echo "$me: line $n: $line"
  bash -c "$line" < /dev/null
  rc=$?
  ms=$((($(date +%s%N) - t0) / 1000000))
  [ $rc -eq 0 ] || failed=$((failed + 1))
  printf '%s: line %d: exit %d (%d.%03d s)\n' "$me" "$n" "$rc" $((ms / 1000)) $((ms % 1000))
done
echo "$me: task $task: ran ${#lines[@]} lines, $failed exited non-zero; end $(date +%s.%N)"
exit 0
