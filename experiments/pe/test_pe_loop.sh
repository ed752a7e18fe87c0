#!/usr/bin/env bash
# experiments/pe/test_pe_loop.sh BIN...: checks of the closed-loop P-mode tool (experiments/pe/pe_loop.c),
# one pe_loop binary per configuration (build/<config>/bin/pe_loop). Run by `make pe-loop-check`
# (in make test).
#
# For every binary:
#  1. every kernel runs to completion with P-mode off, entered without pre-execution (noexec) and
#     on; every run checks the unit's invariants every cycle and, at the end, every thread's
#     architected registers (read at its warp's exit), global memory and scratchpads against the
#     functional interpreter. Two runs with the same seed give the same rows.
#  1b. More CTAs than warp slots: grid (3 waves by default) on 2 slots launches 6 warps; smem (CTAs
#     of 4 warps) in 3 waves and fig5 (1-warp CTAs) in 5 waves, every mode, values checked: each
#     CTA is launched whole into slots its predecessors left at their exit.
#  2. Figure 5 with fixed latencies, worked out by hand (one warp, 3 iterations, every global load
#     exactly 200 cycles, no L1; SPEC 3.9's loop with set.lt comparing r2 with the trip count r6).
#     P-mode is entered at each iteration's mul (its r0 is the load's), and each episode runs until
#     it halts at EXIT or reaches the loop's end, long before the load returns:
#       episode 1 (iteration 1, 3 iterations ahead):
#         mul SKIP; sub, set.lt PREEXEC (E0, E1); br EXEC_BRANCH; ld PRELOAD; add PREEXEC (E2);
#         mul SKIP; sub, set.lt PREEXEC (E3, E4); br EXEC_BRANCH; ld PRELOAD; add PREEXEC (E5);
#         mul SKIP; sub, set.lt PREEXEC (E6, E7: the queue is full, exactly); br EXEC_BRANCH (not
#         taken); st.global SKIP; exit HALT
#         -> PREEXEC 8, PRELOAD 2, EXEC_BRANCH 3, SKIP 4, HALT 1
#       back in N-mode: mul normal, sub and set.lt reused (E0, E1), br normal (E2 is at 0x88), ld
#       normal, add reused (E2), mul waits on the new load: entry 2 (E3..E7 discarded)
#       episode 2: mul SKIP; sub, set.lt PREEXEC; br EXEC_BRANCH; ld PRELOAD; add PREEXEC; mul SKIP;
#         sub, set.lt PREEXEC; br EXEC_BRANCH (not taken); st.global SKIP; exit HALT
#         -> PREEXEC 5, PRELOAD 1, EXEC_BRANCH 2, SKIP 3, HALT 1; 3 reuses (sub, set.lt, add)
#       episode 3: mul SKIP; sub, set.lt PREEXEC; br EXEC_BRANCH (not taken); st.global SKIP; exit
#         HALT -> PREEXEC 2, EXEC_BRANCH 1, SKIP 2, HALT 1; 2 reuses (sub, set.lt)
#     Totals: entries = exits = 3, PREEXEC 15, PRELOAD 3, EXEC_BRANCH 6, SKIP 9, HALT 3,
#     reuses 3 + 3 + 2 = 8, no P-queue-full or range skip, no rename stall. Warp instructions:
#     6 setup + 3 x 6 loop + st.global + exit = 26 (thread instructions 26 x NL), the same with
#     P-mode off (0 entries, 0 reuses). Releases by the pipeline: the N-RT mappings a reuse
#     displaces: episode 2's three reuses displace episode 1's r1, r4, r2, episode 3's two displace
#     r1, r4 -> 5. Pre-load lines: one coalesced line per pre-load -> 3.
#  3. The value check fires on each injected fault (4 warp slots, --no-check so that only the value
#     check speaks): stale-reuse (stream), missed-ll (stream), early-release (chase), early-exit
#     (grid: its last load is in flight at EXIT) on pe_small, no-merge (diverge) on pe_baseline; with the invariants on, early-release is also caught by
#     pe_unit's ownership invariant (SPEC 7.3).
#  4. Bad input: unknown kernel, option, fault or mode, a value out of range (--warps above the
#     configuration's warp slots, --waves 0), a malformed report
#     CSV: exit status 2 and a message naming it.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 build/<config>/bin/pe_loop..." >&2
  exit 2
fi

source "$(dirname "$0")/../common/check_lib.sh"

# Field NAME of data row ROW (1-based) of a CSV file.
field() { # file row name
  awk -F, -v r="$2" -v n="$3" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == n) c = i; next }
    NR == r + 1 { print $c; exit }' "$1"
}
expect() { # file row name value label
  local got
  got=$(field "$1" "$2" "$3")
  if [ "$got" = "$4" ]; then ok "$5: $3 = $4"; else bad "$5: $3 = '$got', expected $4"; fi
}

for bin in "$@"; do
  cfg=$(basename "$(dirname "$(dirname "$bin")")")
  nl=$(sed -n 's/^#define WT_NL \([0-9]*\).*/\1/p' "build/$cfg/gen/wt_config.h" | head -1)
  echo "pe_loop [$cfg]"

  # 1. every kernel, every mode, values and invariants
  nk=$("$bin" --list | wc -l)
  if "$bin" --config-name "$cfg" > "$tmp/all.csv" 2> "$tmp/all.err"; then
    rows=$(($(wc -l < "$tmp/all.csv") - 1))
    okrows=$(awk -F, 'NR > 1 && $NF == "ok"' "$tmp/all.csv" | wc -l)
    if [ "$rows" -eq $((3 * nk)) ] && [ "$okrows" -eq "$rows" ]; then
      ok "$nk kernels x off/noexec/on: every value equals the interpreter's, invariants held every cycle"
    else
      bad "expected $((3 * nk)) rows with values ok, got $rows ($okrows ok)"
    fi
  else
    bad "a run failed: $(head -3 "$tmp/all.err")"
  fi
  "$bin" --config-name "$cfg" --kernel stream --kernel diverge > "$tmp/a.csv"
  "$bin" --config-name "$cfg" --kernel stream --kernel diverge > "$tmp/b.csv"
  if cmp -s "$tmp/a.csv" "$tmp/b.csv"; then ok "same seed, same rows"; else bad "two runs with the same seed differ"; fi
  "$bin" --config-name "$cfg" --kernel stream --seed 2 > "$tmp/c.csv"
  if [ "$(field "$tmp/a.csv" 3 cycles)" != "$(field "$tmp/c.csv" 3 cycles)" ]; then
    ok "another seed, other latencies (cycles $(field "$tmp/a.csv" 3 cycles) vs $(field "$tmp/c.csv" 3 cycles))"
  else
    bad "seed 2 gives the same cycle count as seed 1"
  fi

  # 1b. CTAs in waves through the warp slots
  if "$bin" --config-name "$cfg" --kernel grid --warps 2 --mode on > "$tmp/g.csv" 2> "$tmp/g.err"; then
    expect "$tmp/g.csv" 1 warps 6 "grid on 2 warp slots, 3 waves"
  else
    bad "grid on 2 warp slots failed: $(head -2 "$tmp/g.err")"
  fi
  for kw in smem:4:3 fig5:2:5; do
    IFS=: read -r k w v <<< "$kw"
    if "$bin" --config-name "$cfg" --kernel "$k" --warps "$w" --waves "$v" > "$tmp/w.csv" 2> "$tmp/w.err"; then
      expect "$tmp/w.csv" 3 warps $((w * v)) "$k on $w warp slots x $v waves, off/noexec/on, values ok"
    else
      bad "$k on $w warp slots x $v waves failed: $(head -2 "$tmp/w.err")"
    fi
  done

  # 2. Figure 5 by hand
  hand=(--kernel fig5 --warps 1 --iter 3 --no-l1 --lat-miss 200 --lat-jitter 0)
  "$bin" "${hand[@]}" --mode on > "$tmp/f5.csv"
  "$bin" "${hand[@]}" --mode off > "$tmp/f5off.csv"
  for kv in entries=3 exits=3 p_preexec=15 p_preload=3 p_branch=6 p_skip=9 p_halt=3 reuses=8 \
            pq_full=0 range_skip=0 rename_stall=0 insns=26 thread_insns=$((26 * nl)) releases=5 \
            preload_lines=3; do
    expect "$tmp/f5.csv" 1 "${kv%%=*}" "${kv#*=}" "fig5 by hand, P-mode on"
  done
  for kv in entries=0 reuses=0 insns=26 thread_insns=$((26 * nl)); do
    expect "$tmp/f5off.csv" 1 "${kv%%=*}" "${kv#*=}" "fig5 by hand, P-mode off"
  done

  # 3. faults: where each one bites (found on these kernels and shapes). no-merge needs a
  # pre-executed instruction under a partial mask, which pe_small's +-4-instruction offset range
  # keeps out of diverge's if/else, so it runs on the baseline geometry with 4 warps.
  case $cfg in
    pe_small) faults="stale-reuse:stream missed-ll:stream early-release:chase early-exit:grid" ;;
    pe_baseline) faults="no-merge:diverge" ;;
    *) faults="" ;;
  esac
  for fk in $faults; do
    f=${fk%%:*}
    k=${fk#*:}
    run=("$bin" --kernel "$k" --warps 4 --mode on --no-check)
    if "${run[@]}" --inject none > /dev/null 2>&1; then
      ok "fault $f: $k passes without it"
    else
      bad "fault $f: $k fails without the fault"
    fi
    set +e
    "${run[@]}" --inject "$f" > "$tmp/inj.out" 2> "$tmp/inj.err"
    rc=$?
    set -e
    if [ $rc -eq 1 ] && grep -q "value check: .* mismatches; first: " "$tmp/inj.err" && [ ! -s "$tmp/inj.out" ]; then
      ok "fault $f on $k caught by the value check: $(sed 's/.*first: //' "$tmp/inj.err" | head -1)"
    else
      bad "fault $f on $k not caught by the value check (exit $rc): $(head -2 "$tmp/inj.err")"
    fi
  done
  if [ "$cfg" = pe_small ]; then
    set +e
    "$bin" --kernel chase --mode on --inject early-release > /dev/null 2> "$tmp/inv.err"
    rc=$?
    set -e
    if [ $rc -eq 1 ] && grep -q "pe_unit invariant: rename register .*SPEC 7.3" "$tmp/inv.err"; then
      ok "fault early-release also caught by pe_unit's ownership invariant"
    else
      bad "early-release not caught by the invariant (exit $rc): $(head -2 "$tmp/inv.err")"
    fi
  fi

  # 4. bad input
  badarg() { # pattern args...
    local pat=$1
    shift
    set +e
    "$bin" "$@" > "$tmp/bad.out" 2> "$tmp/bad.err"
    local rc=$?
    set -e
    if [ $rc -eq 2 ] && grep -q -- "$pat" "$tmp/bad.err" && [ ! -s "$tmp/bad.out" ]; then
      ok "rejected: $* ($(head -1 "$tmp/bad.err"))"
    else
      bad "not rejected as expected: $* (exit $rc, $(head -1 "$tmp/bad.err"))"
    fi
  }
  badarg "unknown kernel 'nosuch'" --kernel nosuch
  badarg "unknown option '--bogus'" --bogus
  badarg "unknown fault 'bogus'" --inject bogus
  badarg "'sometimes' is not off, noexec, on or all" --mode sometimes
  badarg "--warps: '0' is not an integer" --warps 0
  badarg "--warps: '999' is not an integer" --warps 999
  badarg "--waves: '0' is not an integer" --waves 0
  badarg "--lat-miss: '12x' is not an integer" --lat-miss 12x
  badarg "--iter needs a value" --iter
  printf 'config,kernel,mode\npe_small,fig5,sideways\n' > "$tmp/bad.csv"
  badarg "bad.csv:1: not a pe_loop CSV" --report "$tmp/bad.csv"
  head -1 "$tmp/all.csv" > "$tmp/bad2.csv"
  echo "$cfg,fig5,sideways,1,2,3" >> "$tmp/bad2.csv"
  badarg "bad2.csv:2: malformed row" --report "$tmp/bad2.csv"
done

check_done pe-loop-check
