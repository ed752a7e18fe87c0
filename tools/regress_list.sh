#!/usr/bin/env bash
# tools/regress_list.sh RUN MASTER SEEDS CYCLES TIMEOUT ROOT PAIR...
#
# Writes the job list of a regression into directory RUN: RUN/jobs.txt, one self-contained shell
# command per line (absolute paths only, so the line runs unchanged from any directory, under
# `make -j`, xargs -P, GNU parallel on this or another host that sees ROOT at the same path, or a
# Slurm array task), and RUN/jobs.tsv, the same jobs as `id block config seed cycles` (what the
# collector expects). PAIR is block:config:sim: the prebuilt lock-step simulator of that block and
# configuration. Each pair gets SEEDS jobs of CYCLES random cycles; the job's own timeout is TIMEOUT
# seconds (0: none).
#
# Seeds: seed of job i of block b, configuration c = bits 62..32 of FNV-1a-64("MASTER/b/c/i") after
# MurmurHash3's finalizer, never 0;
# the same master seed always gives the same list. A seed never repeats within a list: on a
# collision the next candidate hashes "MASTER/b/c/i+k". Each job writes only RUN/out/b/c/s<seed>/.
set -euo pipefail
[ $# -ge 7 ] || { echo "usage: $0 RUN MASTER SEEDS CYCLES TIMEOUT ROOT block:config:sim..." >&2; exit 2; }
run=$1 master=$2 seeds=$3 cycles=$4 tmo=$5 root=$6
shift 6
num() { [[ $2 =~ ^[0-9]+$ ]] || { echo "regress: $1 = '$2' is not a non-negative integer" >&2; exit 2; }; }
num MASTER_SEED "$master"; num SEEDS "$seeds"; num CYCLES "$cycles"; num REGRESS_TIMEOUT "$tmo"
[ "$seeds" -ge 1 ] || { echo "regress: SEEDS = $seeds: need at least 1" >&2; exit 2; }
[ "$cycles" -ge 1 ] || { echo "regress: CYCLES = $cycles: need at least 1" >&2; exit 2; }

fnv() { # FNV-1a 64 of $1 (bash arithmetic wraps modulo 2^64), printed mod 2^31
  local s=$1 h=-3750763034362895579 i c
  for ((i = 0; i < ${#s}; i++)); do
    printf -v c '%d' "'${s:i:1}"
    h=$(( (h ^ c) * 1099511628211 ))
  done
  # MurmurHash3's 64-bit finalizer, so that keys differing in one character give unrelated seeds
  # (bash's >> is arithmetic: the mask keeps the 31 bits a logical shift by 33 would).
  h=$(( h ^ ((h >> 33) & 0x7fffffff) )); h=$(( h * -49064778989728563 ))
  h=$(( h ^ ((h >> 33) & 0x7fffffff) ))
  echo $(( (h >> 32) & 0x7fffffff ))
}

mkdir -p "$run"
tmp=$run/jobs.txt.tmp$$ tsv=$run/jobs.tsv.tmp$$
: > "$tmp"; : > "$tsv"
declare -A used
n=0
for pair in "$@"; do
  IFS=: read -r b c sim <<< "$pair"
  [ -x "$sim" ] || { echo "regress: no prebuilt simulator $sim for $b/$c (make regress-build)" >&2; rm -f "$tmp" "$tsv"; exit 2; }
  for ((i = 0; i < seeds; i++)); do
    k=0
    while :; do
      key="$master/$b/$c/$i"; [ $k -eq 0 ] || key="$key+$k"
      s=$(fnv "$key"); [ "$s" -ne 0 ] || s=1
      [ -n "${used[$b/$c/$s]+x}" ] || break
      k=$((k + 1))
    done
    used[$b/$c/$s]=1
    n=$((n + 1))
    printf 'bash %s/tools/regress_job.sh %s %s %s %s %s %s %s\n' "$root" "$run" "$b" "$c" "$s" "$cycles" "$tmo" "$sim" >> "$tmp"
    printf '%d\t%s\t%s\t%s\t%s\n' "$n" "$b" "$c" "$s" "$cycles" >> "$tsv"
  done
done
mv -f "$tsv" "$run/jobs.tsv"
mv -f "$tmp" "$run/jobs.txt"
echo "regress: $n jobs in $run/jobs.txt ($# block x configuration pair(s) x $seeds seed(s) x $cycles cycles, master seed $master)"
