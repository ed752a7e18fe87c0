#!/usr/bin/env bash
# experiments/dwf/test_traffic.sh BIN...: checks of the closed-loop traffic tool (experiments/dwf/dwf_traffic.c),
# one dwf_traffic binary per configuration (build/<config>/bin/dwf_traffic). Run by
# `make traffic-check`.
#
# For every binary:
#  1. every kernel runs to completion on both machines (this alone exercises the tool's own
#     checks: per-issue thread path, per-thread instruction counts, equal thread-instruction
#     totals, dwf_sched_check every cycle, PDOM stack overflow/EXIT checks);
#  2. values worked out by hand (W = THREADS/NL static warps):
#     - uniform: every branch is uniform, so every PDOM warp and every DWF warp is full:
#       utilisation exactly 100% on both (thread_instr = issues x NL). For DWF this holds because
#       an issued warp's threads all go to the same next PC, so every incoming warp is a complete
#       set of NL home lanes, which conflicts with any partly filled warp (CNF != 0 -> new warp).
#     - evenodd, PDOM: per warp 2 + 1 full issues outside the loop, and per iteration (x8)
#       6 full issues (2 alu, if-branch, 2 alu, loop branch) and 9 half issues (even path: 4 alu
#       + jump; odd path: 4 alu): issues = W x (3 + 8 x 15) = 123 W, thread-instructions =
#       W x NL x (3 + 8 x (6 + 9/2)) = 87 NL W, utilisation 87/123 = 70.7%; both paths 50.0%.
#     - nested, PDOM: per iteration (x4) full: 2 alu + branch + 2 alu + loop branch = 6; half
#       (each side): even 2 alu + branch + 1 alu + jump = 5, odd 2 alu + branch + 1 alu = 4; quarter:
#       each inner if/else 3 + jump + 3 = 7, twice = 14; plus 2 + 1 full outside: issues =
#       W x (3 + 4 x 29) = 119 W, thread-instructions = NL W x (3 + 4 x (6 + 9/2 + 14/4)) = 59 NL W;
#       half paths 50.0%, quarter paths 25.0%, the rest (reconverged) 100.0%.
#     - evenodd, DWF without swizzling (SWZ = 0): an even thread's home lane is even, and only
#       even threads execute the even path, so no warp there can hold more than NL/2 threads:
#       utilisation of each path <= 50.0%. With swizzling (SWZ = 1) odd warps put even threads in
#       odd lanes, so a warp can be filled: the test requires > 50.0% (DWF does merge).
#     - uniform, DWF without lane-aware scheduling (with and without lane-conflict stalls): every
#       incoming warp is a whole static warp in thread-id order, so it fills one warp, slot s
#       holding tid w*NL + s, whose home lane is s (or s XOR 1 under swizzling): one thread per
#       register bank. Issues = thread-instructions / NL (100%, as LAS), no lane-conflict stall,
#       and the machine with stalls takes exactly the cycles of the one without.
#     - evenodd without swizzling: an even thread's bank is even, and lane-aware DWF cannot put
#       two static warps' even threads in one warp; without LAS the second warp's even threads
#       fill the free slots of the first's, so DWF without LAS issues fewer warps than with it,
#       and such a warp holds two threads of one bank: some issue stalls, each stalled issue for
#       at least 2 cycles (maxcnt >= 2, SPEC 1.9's literal rule) or 1 (LC_MINUS1).
#     - DPdPri's input (in_rcv, SPEC 1.8): uniform and evenodd reconverge at two PCs, the join of
#       the if/else inside the loop (once per iteration, 8) and the instruction after the loop
#       (once): every thread is loaded 9 times with its reconvergence bit set, 9 x THREADS.
#  3. the tool's checks fire: --inject drop (one thread lost in DWF's writeback path) must abort
#     with the thread-instruction totals message; --inject pdom-skip (one PDOM lane given a wrong
#     next PC) must abort naming the thread and PC; --inject bad-rpc (a wrong reconvergence PC)
#     must be rejected by the kernel's post-dominator check; --inject lc (the lane-conflict
#     counter misses a slot of each fullest bank) must abort on the harness's own bank count.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 build/<config>/bin/dwf_traffic..." >&2
  exit 2
fi

pass=0
fail=0
ok() { pass=$((pass + 1)); echo "  ok   $*"; }
bad() { fail=$((fail + 1)); echo "  FAIL $*"; }

# Field of a CSV row by column name.
col() { # header row name
  awk -F, -v h="$1" -v r="$2" -v n="$3" 'BEGIN {
    split(h, H, ","); split(r, R, ",");
    for (i in H) if (H[i] == n) { print R[i]; exit }
  }'
}
# Utilisation (in %) of region NAME for machine M (1 = PDOM, 2 = DWF) from a regions field.
region() { # regions name m
  awk -v s="$1" -v n="$2" -v m="$3" 'BEGIN {
    k = split(s, P, ";");
    for (i = 1; i <= k; i++) { split(P[i], kv, "="); if (kv[1] == n) { split(kv[2], u, "/"); print u[m]; exit } }
  }'
}

for bin in "$@"; do
  cfg=$(basename "$(dirname "$(dirname "$bin")")")
  echo "== traffic-check [$cfg] ($bin)"
  out=$("$bin" --csv --config-name "$cfg" 2>&1) && rc=0 || rc=$?
  if [ $rc -ne 0 ]; then
    echo "$out" | tail -n 5
    bad "$cfg: every kernel runs on both machines (exit status $rc)"
    continue
  fi
  ok "$cfg: every kernel ran on both machines with equal thread-instructions and all paths checked"
  hdr=$(head -n 1 <<< "$out")
  row() { grep "^$1," <<< "$out"; }
  nl=$(col "$hdr" "$(row uniform)" nl)
  thr=$(col "$hdr" "$(row uniform)" threads)
  swz=$(col "$hdr" "$(row uniform)" swz)
  w=$(( (thr + nl - 1) / nl ))
  if [ $((thr % nl)) -ne 0 ]; then
    bad "$cfg: THREADS $thr is not a multiple of NL $nl (the hand values assume full warps)"
    continue
  fi

  # uniform: 100% on both.
  r=$(row uniform)
  ti=$(col "$hdr" "$r" thread_instr)
  for m in pdom dwf; do
    iss=$(col "$hdr" "$r" ${m}_issues)
    if [ "$ti" -eq $((iss * nl)) ]; then ok "$cfg uniform: $m utilisation 100% ($ti = $iss x $nl)"
    else bad "$cfg uniform: $m utilisation not 100% ($ti thread-instr, $iss issues x $nl)"; fi
  done

  # uniform without LAS: whole static warps, one thread per bank.
  iss=$(col "$hdr" "$r" nolas_issues); ilc=$(col "$hdr" "$r" nolaslc_issues)
  cyc=$(col "$hdr" "$r" nolas_cycles); clc=$(col "$hdr" "$r" nolaslc_cycles); st=$(col "$hdr" "$r" lc_stall_cycles)
  if [ "$ti" -eq $((iss * nl)) ] && [ "$ti" -eq $((ilc * nl)) ] && [ "$st" -eq 0 ] && [ "$cyc" -eq "$clc" ]; then
    ok "$cfg uniform: without LAS 100% ($iss issues), no lane-conflict stall, $cyc cycles with and without LC"
  else
    bad "$cfg uniform: without LAS $iss / $ilc issues (by hand $((ti / nl))), $st stall cycles (by hand 0), cycles $cyc / $clc (equal by hand)"
  fi

  # The reconvergence bits DPdPri reads: 9 per thread in uniform and evenodd.
  for k in uniform evenodd; do
    rc=$(col "$hdr" "$(row $k)" rcv_threads)
    if [ "$rc" -eq $((9 * thr)) ]; then ok "$cfg $k: $rc threads loaded at a reconvergence PC = 9 x THREADS"
    else bad "$cfg $k: $rc threads loaded at a reconvergence PC, by hand 9 x $thr = $((9 * thr))"; fi
  done

  # evenodd without swizzling: DWF without LAS merges even threads of two warps, and stalls.
  r=$(row evenodd)
  if [ "$swz" -eq 0 ]; then
    il=$(col "$hdr" "$r" dwf_issues); iss=$(col "$hdr" "$r" nolas_issues)
    st=$(col "$hdr" "$r" lc_stall_cycles); sti=$(col "$hdr" "$r" lc_stalled_issues); m1=$(col "$hdr" "$r" lc_minus1)
    per=$((m1 ? 1 : 2))
    if [ "$iss" -lt "$il" ]; then ok "$cfg evenodd (SWZ 0): without LAS $iss issues < $il with LAS (it merges across warps)"
    else bad "$cfg evenodd (SWZ 0): without LAS $iss issues, with LAS $il: free placement should merge even threads of two warps"; fi
    if [ "$sti" -gt 0 ] && [ "$st" -ge $((per * sti)) ]; then
      ok "$cfg evenodd (SWZ 0): $sti issues stalled for $st cycles (>= $per each, LC_MINUS1 $m1)"
    else
      bad "$cfg evenodd (SWZ 0): $sti stalled issues, $st stall cycles: by hand some, >= $per each (LC_MINUS1 $m1)"
    fi
  fi

  # evenodd, PDOM by hand.
  r=$(row evenodd)
  iss=$(col "$hdr" "$r" pdom_issues); ti=$(col "$hdr" "$r" thread_instr)
  if [ "$iss" -eq $((123 * w)) ] && [ "$ti" -eq $((87 * nl * w)) ]; then
    ok "$cfg evenodd: PDOM $iss issues = 123 W, $ti thread-instr = 87 NL W (70.7%)"
  else
    bad "$cfg evenodd: PDOM $iss issues, $ti thread-instr; by hand 123 W = $((123 * w)), 87 NL W = $((87 * nl * w))"
  fi
  regs=$(col "$hdr" "$r" regions)
  for p in "even path" "odd path"; do
    u=$(region "$regs" "$p" 1)
    if [ "$u" = "50.0" ]; then ok "$cfg evenodd: PDOM $p 50.0%"; else bad "$cfg evenodd: PDOM $p $u%, by hand 50.0%"; fi
    u=$(region "$regs" "$p" 2)
    if [ "$swz" -eq 0 ]; then
      if awk -v u="$u" 'BEGIN { exit !(u <= 50.0) }'; then ok "$cfg evenodd (SWZ 0): DWF $p $u% <= 50%"
      else bad "$cfg evenodd (SWZ 0): DWF $p $u% > 50%: impossible without swizzling"; fi
    else
      if awk -v u="$u" 'BEGIN { exit !(u > 50.0) }'; then ok "$cfg evenodd (SWZ 1): DWF $p $u% > 50% (merges across warps)"
      else bad "$cfg evenodd (SWZ 1): DWF $p $u%: swizzling should let DWF merge even threads of two warps"; fi
    fi
  done

  # nested, PDOM by hand.
  r=$(row nested)
  iss=$(col "$hdr" "$r" pdom_issues); ti=$(col "$hdr" "$r" thread_instr)
  if [ "$iss" -eq $((119 * w)) ] && [ "$ti" -eq $((59 * nl * w)) ]; then
    ok "$cfg nested: PDOM $iss issues = 119 W, $ti thread-instr = 59 NL W (49.6%)"
  else
    bad "$cfg nested: PDOM $iss issues, $ti thread-instr; by hand 119 W = $((119 * w)), 59 NL W = $((59 * nl * w))"
  fi
  regs=$(col "$hdr" "$r" regions)
  for pu in "half paths:50.0" "quarter paths:25.0" "rest:100.0"; do
    p=${pu%%:*}; want=${pu##*:}; u=$(region "$regs" "$p" 1)
    if [ "$u" = "$want" ]; then ok "$cfg nested: PDOM $p $want%"; else bad "$cfg nested: PDOM $p $u%, by hand $want%"; fi
  done

  # The checks must fire.
  expect_fail() { # name pattern args...
    local name=$1 pat=$2; shift 2
    local o rc
    o=$("$bin" "$@" 2>&1) && rc=0 || rc=$?
    if [ $rc -eq 1 ] && grep -q -- "$pat" <<< "$o"; then ok "$cfg $name: $(grep -o -- "error: .*" <<< "$o" | head -n 1 | cut -c1-110)"
    else echo "$o" | tail -n 3; bad "$cfg $name: expected exit 1 and '$pat' (exit status $rc)"; fi
  }
  expect_fail "equal thread-instruction check" "thread-instructions differ" --kernel evenodd --inject drop
  expect_fail "per-issue path check" "but its path is at PC" --kernel evenodd --inject pdom-skip
  expect_fail "post-dominator check" "is not the immediate post-dominator" --kernel evenodd --inject bad-rpc
  if [ "$swz" -eq 0 ]; then
    expect_fail "lane-conflict count check" "lane-conflict counter says" --kernel evenodd --inject lc
  fi
done

echo "traffic-check: $pass passed, $fail failed"
[ $fail -eq 0 ]
