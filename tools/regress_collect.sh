#!/usr/bin/env bash
# tools/regress_collect.sh RUN [--final] [--vecgen-dir DIR]
#
# Merges the result files of the regression in RUN (its list: RUN/jobs.tsv) into the co-simulation
# summary RUN/summary.{md,csv,json}: jobs in the list, done, passed, failed, missing, cycles, and for
# each failure its seed, first mismatch and rerun command. It may run while jobs are still running:
# it says how many are done, and a job without a result is "running or not started". With --final
# such a job is a failure ("no result file"), and the exit status is non-zero unless every job of
# the list passed. A list file that is missing, empty or malformed is an error naming it.
#
# For a failure with a mismatch cycle, and with --vecgen-dir DIR (DIR/<config>/bin/vecgen, i.e. the
# project's build/), the failing seed is written as a vector file from the C model,
# RUN/failing/<block>/<config>/regress_s<seed>.vec, cut a few cycles after the mismatch: copied into
# vectors/<block>/<config>/ (`make regress-keep`), `make replay` replays it and `make vectors-check`
# keeps it valid, so the case stays fixed after the bug is.
set -uo pipefail
run=${1:?usage: $0 RUN [--final] [--vecgen-dir DIR]}
shift
final=0 vdir=
while [ $# -gt 0 ]; do
  case $1 in
    --final) final=1 ;;
    --vecgen-dir) vdir=${2:?--vecgen-dir needs a directory}; shift ;;
    *) echo "regress-collect: unknown argument '$1'" >&2; exit 2 ;;
  esac
  shift
done
list=$run/jobs.tsv
[ -s "$list" ] || { echo "regress-collect: $list: no job list (make regress-list writes it)" >&2; exit 2; }

# Fields of a row are separated by the ASCII unit separator: a tab is IFS white space, and two tabs
# around an empty field would merge.
US=$'\x1f'
jesc() { local s=$1; s=${s//\\/\\\\}; s=${s//\"/\\\"}; printf '%s' "$s"; }
csvq() { local s=$1; s=${s//\"/\"\"}; printf '"%s"' "$s"; }

n=0 done=0 pass=0 fail=0 miss=0 cyc_run=0
rows=() fails=()
ln=0
while IFS=$'\t' read -r id b c seed cycles rest; do
  ln=$((ln + 1))
  if ! [[ $id =~ ^[0-9]+$ && $seed =~ ^[0-9]+$ && $cycles =~ ^[0-9]+$ && -n $b && -n $c && -z $rest ]]; then
    echo "regress-collect: $list:$ln: malformed line (want: id block config seed cycles)" >&2
    exit 2
  fi
  n=$((n + 1))
  r=$run/out/$b/$c/s$seed/result
  status= first= rerun= rerun_make= mcyc=
  if [ -f "$r" ]; then
    status=$(sed -n 's/^status=//p' "$r"); first=$(sed -n 's/^first=//p' "$r")
    rerun=$(sed -n 's/^rerun=//p' "$r"); rerun_make=$(sed -n 's/^rerun_make=//p' "$r")
    mcyc=$(sed -n 's/^mismatch_cycle=//p' "$r")
    done=$((done + 1))
    cyc_run=$((cyc_run + cycles))
    if [ "$status" = PASS ]; then pass=$((pass + 1)); else status=FAIL; fail=$((fail + 1)); fi
  elif [ $final -eq 1 ]; then
    status=FAIL; first="no result file: the job never ran, or died before writing it"
    rerun=$(sed -n "${id}p" "$run/jobs.txt"); rerun_make="make cosim-one BLOCK=$b CONFIG=$c SEED=$seed SEEDS=1 CYCLES=$cycles"
    miss=$((miss + 1)); fail=$((fail + 1))
  else
    status=RUNNING; miss=$((miss + 1))
  fi
  vec=
  if [ "$status" = FAIL ] && [ -n "$mcyc" ] && [ -n "$vdir" ]; then
    vg=$vdir/$c/bin/vecgen
    vec=$run/failing/$b/$c/regress_s$seed.vec
    k=$((mcyc + 8)); [ $k -le "$cycles" ] || k=$cycles
    mkdir -p "${vec%/*}"
    "$vg" --block "$b" --seed "$seed" --cycles "$k" -o "$vec" > /dev/null 2>&1 || vec="(vecgen failed: $vg)"
  fi
  rows+=("$id$US$b$US$c$US$seed$US$cycles$US$status$US$first$US$rerun$US$rerun_make$US$vec")
  [ "$status" != FAIL ] || fails+=("${rows[-1]}")
done < "$list"
[ $n -gt 0 ] || { echo "regress-collect: $list: empty job list" >&2; exit 2; }
# The two files of the list describe the same jobs: a list with jobs missing is an error.
nt=$(wc -l < "$run/jobs.txt" 2>/dev/null || echo 0)
[ "$nt" -eq $n ] || { echo "regress-collect: $run/jobs.txt has $nt lines but $list $n jobs: the list is incomplete" >&2; exit 2; }

tmpd=$(mktemp -d "$run/.collect.XXXXXX")
{
  echo "job,block,config,seed,cycles,status,first_mismatch,rerun"
  for r in "${rows[@]}"; do
    IFS=$US read -r id b c seed cycles status first rerun rerun_make vec <<< "$r"
    printf '%s,%s,%s,%s,%s,%s,%s,%s\n' "$id" "$b" "$c" "$seed" "$cycles" "$status" "$(csvq "$first")" "$(csvq "$rerun_make")"
  done
} > "$tmpd/summary.csv"
{
  printf '{"run": "%s", "jobs": %d, "done": %d, "passed": %d, "failed": %d, "missing": %d, "cycles_run": %d, "final": %s,\n "failures": [' \
    "$(jesc "$run")" $n $done $pass $fail $miss $cyc_run "$([ $final -eq 1 ] && echo true || echo false)"
  sep=
  for r in "${fails[@]}"; do
    IFS=$US read -r id b c seed cycles status first rerun rerun_make vec <<< "$r"
    printf '%s\n  {"job": %s, "block": "%s", "config": "%s", "seed": %s, "cycles": %s, "first_mismatch": "%s", "rerun": "%s", "rerun_make": "%s", "vector": "%s"}' \
      "$sep" "$id" "$b" "$c" "$seed" "$cycles" "$(jesc "$first")" "$(jesc "$rerun")" "$(jesc "$rerun_make")" "$(jesc "$vec")"
    sep=,
  done
  printf '\n]}\n'
} > "$tmpd/summary.json"
{
  echo "# Regression summary: $run"
  echo
  echo "| jobs | done | passed | failed | not done | cycles run |"
  echo "|---:|---:|---:|---:|---:|---:|"
  echo "| $n | $done | $pass | $fail | $miss | $cyc_run |"
  if [ ${#fails[@]} -gt 0 ]; then
    echo
    echo "| job | block | config | seed | first mismatch | rerun | vector |"
    echo "|---:|---|---|---:|---|---|---|"
    for r in "${fails[@]}"; do
      IFS=$US read -r id b c seed cycles status first rerun rerun_make vec <<< "$r"
      echo "| $id | $b | $c | $seed | ${first//|/\\|} | \`$rerun_make\` | ${vec:--} |"
    done
  fi
} > "$tmpd/summary.md"
for f in summary.csv summary.json summary.md; do mv -f "$tmpd/$f" "$run/$f"; done
rmdir "$tmpd"

if [ $final -eq 0 ] && [ $miss -gt 0 ]; then
  echo "regress: $done of $n jobs done ($pass passed, $fail failed), $miss running or not started; summary so far: $run/summary.md"
  exit 0
fi
echo "regress: $n jobs, $pass passed, $fail failed ($miss without a result), $cyc_run cycles; summary: $run/summary.{md,csv,json}"
for r in "${fails[@]}"; do
  IFS=$US read -r id b c seed cycles status first rerun rerun_make vec <<< "$r"
  echo "  FAIL job $id $b $c seed $seed: $first"
  echo "    rerun: $rerun"
  echo "    or:    $rerun_make"
  [ -z "$vec" ] || echo "    vector: $vec"
done
[ $fail -eq 0 ]
