#!/usr/bin/env bash
# experiments/ilp/test_ilp_loop.sh BIN BIN_E4: checks of the closed-loop shared-scoreboard tool
# (experiments/ilp/ilp_loop.c). BIN is built on the baseline configuration (8 entries), BIN_E4 on
# the same with SB_ENTRIES = 4. Run by `make ilp-loop-check` (in make test).
#
#  1. Every kernel of the figures on every machine (base, sb, pend) at 4 and 8 warps, and grid (CTAs
#     of 2 warps: barriers, scratchpad) at 4 warps: every value written to the register file, every
#     store and branch against the in-order shadow, every thread's registers and memory at the end
#     against the interpreter, the block's invariants every cycle. Two runs with one seed give the
#     same rows.
#  2. Worked out by hand (SPEC 4.1's phase order; ALU and branch 8 cycles, a store's writeback 8,
#     every global load exactly 100 cycles (no L1), its halves 4 cycles apart, one writeback part
#     and one issue per cycle; an EXIT is presented the cycle after its warp's last retirement):
#     a. gather4, one warp, one trip. base: each instruction waits for the one before: tid 0, add 8,
#        movi 16, br 24 (resolves 32), ld 32 (halves 132, 136), ld 136, ld 240, ld 344 (last half
#        448), seven ALU at 448 + 8k (k = 0..6), br 504 (resolves 512), st.global 512 (written back
#        520), exit 521 -> 522 cycles. sb: tid 0, add 8 (waits for r1), movi 9, br 10 (resolves 18),
#        four loads 18..21 into e0..e3 (halves 118..121 and 122..125, one per cycle), add r10 123
#        (r2 complete), add r11 125, xor 133, add r7 141, add r1 142, add r4 143, set.lt 151, br 159
#        (resolves 167), st.global 167 (INBOARD 0; committed 175), exit 176 -> 177 cycles; 15
#        tracked issues (every instruction with a destination, and the store), 3 without an entry
#        (two branches, exit), none untracked. pend issues at the same cycles as sb (one warp never
#        fills 8 entries) -> 177.
#     b. one (tid r1; exit) on 5 warps: tid at cycles 0..4, written back at 8..12, the exits at
#        9..13 -> 14 cycles on every machine. With 8 entries every tid is tracked; with 4 entries
#        warps 0..3 hold them all at cycle 4, so warp 4 (nothing on the board) issues untracked:
#        4 tracked, 1 untracked, 5 without an entry.
#  3. The value check fires on each injected fault (sb): no-forward (gather4: a source complete in
#     the scoreboard is read from the register file), forward-all (ifhide: the join's full-mask add
#     takes the if's DATA in the lanes outside its ACTIVE), commit-all (ifhide: a commit writes the
#     lanes outside ACTIVE); the message names warp, PC and thread.
#  4. Bad input: unknown kernel, option, machine or fault, a value out of range, --inject without
#     --machine sb, a kernel with atom.add, a malformed report CSV: non-zero exit and a message.
#  5. The report: a table row per kernel and warp count, the geometric mean, a variant's row,
#     the main configuration named, D0's figures.
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 build/<config>/bin/ilp_loop build/<config with 4 entries>/bin/ilp_loop" >&2
  exit 2
fi
bin=$1
bin4=$2
source "$(dirname "$0")/../common/check_lib.sh"

# Field NAME of the row whose machine is MACH.
field() { # file mach name
  awk -F, -v m="$2" -v n="$3" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == n) c = i; next }
    $3 == m { print $c; exit }' "$1"
}
expect() { # file mach name value label
  local got
  got=$(field "$1" "$2" "$3")
  if [ "$got" = "$4" ]; then ok "$5: $2 $3 = $4"; else bad "$5: $2 $3 = '$got', expected $4"; fi
}

echo "ilp_loop [$bin, $bin4]"
# 1. every kernel, every machine
for b in "$bin" "$bin4"; do
  if "$b" --warps 4 --warps 8 --iter 2 > "$tmp/all.csv" 2> "$tmp/all.err" &&
    "$b" --kernel grid --warps 4 --iter 2 --no-header >> "$tmp/all.csv" 2>> "$tmp/all.err"; then
    rows=$(($(wc -l < "$tmp/all.csv") - 1))
    okrows=$(awk -F, 'NR > 1 && $NF == "ok"' "$tmp/all.csv" | wc -l)
    if [ "$rows" -eq 57 ] && [ "$okrows" -eq 57 ]; then
      ok "$b: 9 kernels x 3 machines x 4, 8 warps and grid: every value checked, invariants held"
    else
      bad "$b: $okrows ok rows of $rows, expected 57"
    fi
  else
    bad "$b: a run failed: $(head -c 400 "$tmp/all.err")"
  fi
done
"$bin" --kernel hide --warps 8 --seed 3 > "$tmp/r1.csv"
"$bin" --kernel hide --warps 8 --seed 3 > "$tmp/r2.csv"
if cmp -s "$tmp/r1.csv" "$tmp/r2.csv"; then ok "same seed, same rows"; else bad "two runs with seed 3 differ"; fi

# 2a. gather4 by hand
"$bin" --kernel gather4 --warps 1 --iter 1 --no-l1 --lat-miss 100 --lat-jitter 0 > "$tmp/g.csv"
expect "$tmp/g.csv" base cycles 522 "gather4, 1 warp, 1 trip"
expect "$tmp/g.csv" sb cycles 177 "gather4, 1 warp, 1 trip"
expect "$tmp/g.csv" pend cycles 177 "gather4, 1 warp, 1 trip"
expect "$tmp/g.csv" sb insns 18 "gather4, 1 warp, 1 trip"
expect "$tmp/g.csv" sb trk 15 "gather4, 1 warp, 1 trip"
expect "$tmp/g.csv" sb noent 3 "gather4, 1 warp, 1 trip"
expect "$tmp/g.csv" sb untrk 0 "gather4, 1 warp, 1 trip"
# 2b. one on 5 warps, 8 and 4 entries
"$bin" --kernel one --warps 5 > "$tmp/o8.csv"
"$bin4" --kernel one --warps 5 > "$tmp/o4.csv"
for m in base sb pend; do expect "$tmp/o8.csv" $m cycles 14 "one, 5 warps, 8 entries"; done
expect "$tmp/o8.csv" sb trk 5 "one, 5 warps, 8 entries"
expect "$tmp/o8.csv" sb untrk 0 "one, 5 warps, 8 entries"
expect "$tmp/o4.csv" sb cycles 14 "one, 5 warps, 4 entries"
expect "$tmp/o4.csv" sb trk 4 "one, 5 warps, 4 entries"
expect "$tmp/o4.csv" sb untrk 1 "one, 5 warps, 4 entries"
expect "$tmp/o4.csv" sb noent 5 "one, 5 warps, 4 entries"

# 3. injected faults
for fk in no-forward:gather4 forward-all:ifhide commit-all:ifhide; do
  f=${fk%%:*}
  k=${fk#*:}
  if "$bin" --machine sb --inject "$f" --kernel "$k" --warps 8 > /dev/null 2> "$tmp/f.err"; then
    bad "fault $f ($k): not caught"
  elif grep -q "warp [0-9]*, PC 0x[0-9a-f]* .*thread [0-9]*" "$tmp/f.err"; then
    ok "fault $f ($k) caught: $(cut -c1-150 "$tmp/f.err" | head -1)"
  else
    bad "fault $f ($k): failed without naming warp, PC, thread: $(head -c 300 "$tmp/f.err")"
  fi
  if "$bin" --machine sb --kernel "$k" --warps 8 > /dev/null 2>&1; then ok "$k without the fault passes"; else bad "$k fails without a fault"; fi
done

# 4. bad input
badcase() { # label expected-status pattern args...
  local label=$1 st=$2 pat=$3
  shift 3
  set +e
  "$bin" "$@" > "$tmp/b.out" 2> "$tmp/b.err"
  local rc=$?
  set -e
  if [ "$rc" -eq "$st" ] && grep -q -- "$pat" "$tmp/b.err" && [ ! -s "$tmp/b.out" -o "$st" -ne 2 ]; then
    ok "bad input: $label (exit $rc)"
  else
    bad "bad input: $label: exit $rc, stderr '$(head -c 200 "$tmp/b.err")'"
  fi
}
badcase "unknown kernel" 2 "unknown kernel 'nosuch'" --kernel nosuch
badcase "unknown option" 2 "unknown option '--bogus'" --bogus
badcase "unknown machine" 2 "unknown machine 'fast'" --machine fast
badcase "unknown fault" 2 "unknown fault 'x'" --machine sb --inject x
badcase "--warps 0" 2 "--warps: '0' is not an integer" --warps 0
badcase "--warps 999" 2 "--warps: '999' is not an integer" --warps 999
badcase "--inject without sb" 2 "--inject needs --machine sb" --inject no-forward
badcase "atom.add" 1 "atom.add" --kernel smem --warps 4 --machine base --no-header
printf 'config,kernel\nx,y\n' > "$tmp/bad.csv"
badcase "malformed report CSV" 2 "bad.csv:1: not an ilp_loop CSV" --report "$tmp/bad.csv"
head -3 "$tmp/g.csv" | sed '3s/,ok$/,FAILED/' > "$tmp/bad2.csv"
badcase "report row not ok" 2 "bad2.csv:3: 18 fields ending in 'ok'" --report "$tmp/bad2.csv"

# 5. the report (with an entries sweep of one point: the page names the main configuration)
"$bin" --kernel gather4 --kernel chase --warps 8 --iter 2 --config-name main > "$tmp/rep.csv"
"$bin4" --kernel gather4 --kernel chase --warps 8 --iter 2 --config-name e4 > "$tmp/rep4.csv"
if "$bin" --report "$tmp/rep.csv" --variant SB_ENTRIES=4 "$tmp/rep4.csv" > "$tmp/rep.md" &&
  grep -q '^| 8 | gather4 |' "$tmp/rep.md" && grep -q '^| 8 | chase |' "$tmp/rep.md" &&
  grep -q 'geometric mean\*\* (2 kernels)' "$tmp/rep.md" && grep -q '^| SB_ENTRIES=4 | [0-9.]* | [0-9.]* | [0-9.]*% |$' "$tmp/rep.md" &&
  grep -q 'configuration `main`' "$tmp/rep.md" && grep -q '+11.4%' "$tmp/rep.md"; then
  ok "report: a row per kernel, the geometric mean, a variant's row, D0's +11.4%"
else
  bad "report: $(head -c 300 "$tmp/rep.md")"
fi

check_done ilp-loop-check
