#!/usr/bin/env bash
# tools/tally.sh ROOT NAME: count the results of the job list ROOT/jobs.txt (mk/stages.mk).
# Prints `NAME: N passed, M failed` and, for each failed job, the command that reruns it and its
# log. A job without a result file (it never ran, or was killed) is a failure. Exit 1 if any failed.
set -uo pipefail
root=$1 name=$2
[ -s "$root/jobs.txt" ] || { echo "$name: no job list $root/jobs.txt"; exit 1; }
pass=0; fail=0; failed=()
while read -r job; do
  r=$root/$job/result
  if [ -f "$r" ] && [ "$(head -n 1 "$r")" = PASS ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    if [ -f "$r" ]; then
      failed+=("$(sed -n 's/^job //p' "$r"): exit $(sed -n 's/^exit //p' "$r"); rerun: $(sed -n 's/^rerun //p' "$r"); log: $(sed -n 's/^log //p' "$r")")
    else
      failed+=("$(tr / ' ' <<<"$job"): no result (not run, or killed; see $root/$job/)")
    fi
  fi
done < "$root/jobs.txt"
echo "$name: $pass passed, $fail failed"
for f in "${failed[@]+"${failed[@]}"}"; do echo "  FAILED $f"; done
[ $fail -eq 0 ]
