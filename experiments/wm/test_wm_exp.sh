#!/usr/bin/env bash
# experiments/wm/test_wm_exp.sh TABLE2_BIN tb=BIN temp=BIN ts=BIN thresh=BIN: checks of the WarpMan
# experiments (experiments/wm/wm_table2.c, experiments/wm/wm_util.c). Run by `make wm-exp-check`
# with build/wm_baseline/bin/wm_table2 and the wm_util of each mode's configuration (tb: wm_tb;
# temp, ts: wm_baseline; thresh: wm_thresh).
#
# 1. Table 2 on the model (SPEC 2.6): every row's TB/SM, limit class, free registers, WarpMan's
#    n_issue, the workload-buffer word and the verdict, against values worked out by hand on the
#    baseline SM (48 entries, 8 slots, 32768 registers, 48 KB): for W warps of R_w registers the
#    full TBs are min(floor(48 / W), 8, floor(32768 / (W R_w)), floor(49152 / S_TB)); the free
#    registers are 32768 minus theirs; the partial TB gets min(W, free entries, floor(free regs /
#    R_w)) warps and WB = {P = TBs, L = TBs, start = n, end = W - 1, valid} (SPEC 2.3 packing).
#    E.g. RS: 11776 / 16 = 736, 2 TBs by registers (3 x 11776 > 32768, 3 x 16 <= 48), 9216 free,
#    n = min(16, 16, 12) = 12, WB {2, 2, 12, 15, 1} = 0x400000131F. CT as printed: ceil(3068 / 6) =
#    512, 8 x 3072 = 24576 fits, so 8 TBs (entries 48 / 6 and slots both bind): W4; with 4608:
#    floor(32768 / 4608) = 7, 512 free < R_w 768, no partial TB. SN: 3 TBs, a 4th fails on entries
#    (0 < 16) and on registers (6656 < 8704): "both", D2 says thread-limited: W5. NN as printed:
#    ceil(6114 / 8) = 765, 5 x 6120 = 30600, 2168 free = 6.62% against D2's 6.3%: W3. PF:
#    3228 / 8 = 403.5: W10 (6 TBs by entries either way).
# 2. Malformed inputs: each must exit 1 with `file:line: field NAME (column K)` (or the header /
#    missing-field message) and leave no report and no temporary file behind, also through
#    `make wm-table2`.
# 3. Completion times worked out by hand (wm_util --shape W,RW,STB --instrs ...; cycle 0 launches,
#    the launch sequence dispatches one TB per cycle from cycle 1, a warp started in cycle t first
#    issues in t+1, one instruction per cycle round-robin in start order, a warp issues again L
#    cycles later, completes L cycles after its last instruction, and the run ends at the first
#    cycle whose start finds the SM idle). With L larger than the resident warps every warp
#    issues in its own residue class mod L, so the times are exact:
#    A. W = 4, R_w = 4096, 2 TBs (they fill the 32768 registers exactly), 10 instructions each,
#       L = 8: warp m = 0..7 (start order) issues at 2 + m + 8k, completes at 2 + m + 80; the last
#       at 89, idle at 90. Nothing is dispatched after the launch: 90 in every mode.
#    B. W = 1, R_w = 4096, 16 TBs, 10 instructions, L = 8: TBs 0..7 dispatched in cycles 1..8,
#       warp j completes at 2 + j + 80 and TB j + 8 is dispatched into its slot in that cycle,
#       completing at 3 + j + 160; the last at 170, idle at 171. A one-warp TB is a warp: TB-level
#       and warp-level management are the same, 171 in every mode.
#    C. W = 2, R_w = 16384 (one TB fills the registers), 2 TBs, warp 0 has 10 instructions and
#       warp 1 has 2, L = 8. TB-level: TB 0's warp 0 issues at 2 + 8k and completes at 82, its
#       warp 1 issues at 3 and 11 and completes at 19; TB 1 is dispatched at 82 (the last
#       completion), its warp 0 issues at 83 + 8k and completes at 163: idle at 164. Warp-level
#       (temp, temp+spatial and threshold alike): at 19 warp 1's registers are released and TB 1
#       is dispatched as a partial TB of 1 warp (WB {1, 1, 1, 1}); its warp 0 issues at 20 + 8k and
#       completes at 100; at 82 the buffer issues TB 1's warp 1 into TB 0's released warp, which
#       issues at 83 and 91 and completes at 99: idle at 101. Warp-level is faster by 63 cycles =
#       (10 - 2) x 8 - 1.
#    D. W = 32, R_w = 544 (ST's shape), 2 TBs, 10 instructions each, L = 64 (48 warps fit in 64
#       residues). TB-level: TB 0's warps complete at 642..673, TB 1 dispatched at 673 completes
#       at 1314..1345: 1346. temp (the launch fragment, 16 entries, is never used): each of TB 0's
#       completions at 642 + i releases a warp, the first dispatches TB 1 as a partial TB of 1
#       warp, the buffer issues the rest one per completion: TB 1's warp i starts at 642 + i,
#       completes at 1283 + i: 1315. temp+spatial: the launch adds TB 1 with 16 warps (n = 16, WB
#       {1, 1, 16, 31}), which complete at 674..689; TB 0's first 16 completions (642..657) issue
#       warps 16..31, completing at 1283..1298: 1299. threshold 36: the launch adds 4 warps (36 -
#       32), TB 0's first 28 completions (642..669) issue warps 4..31, the last completing at 1310:
#       1311. One partial TB in every warp-level mode.
#    E. A TB that does not fit an empty SM (W = 32, R_w = 2048) is refused by the model: exit 1.
# 4. Every mode runs D2-shaped work (RAY uniform, ST fig8, 4 TBs; every cross-check of the tool
#    every cycle) and the report step writes the Markdown, the CSV and an SVG with one line per
#    mode and panel.
set -euo pipefail

if [ $# -lt 5 ]; then
  echo "usage: $0 TABLE2_BIN tb=BIN temp=BIN ts=BIN thresh=BIN" >&2
  exit 2
fi
t2=$1
shift
declare -A U
for a in "$@"; do U[${a%%=*}]=${a#*=}; done
for m in tb temp ts thresh; do
  [ -n "${U[$m]:-}" ] || { echo "$0: no wm_util for mode $m" >&2; exit 2; }
done
declare -A SP=([tb]=0 [temp]=0 [ts]=1 [thresh]=1)

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
data=$here
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass=0
fail=0
ok() { pass=$((pass + 1)); echo "  ok   $*"; }
bad() { fail=$((fail + 1)); echo "  FAIL $*"; }

t2args=(--table "$data/table2.tsv" --fix "$data/table2_fix.tsv" --sec31 "$data/d2_sec31.tsv"
  --claims "$data/d2_claims.tsv")

########################################
# 1. Table 2 rows against hand values  #
########################################

echo "== wm-exp-check: D2 Table 2 on the model ($t2)"
if "$t2" "${t2args[@]}" --md "$tmp/t2.md" --tsv "$tmp/t2.tsv" 2> "$tmp/t2.err"; then
  ok "wm_table2 runs on the real data"
else
  cat "$tmp/t2.err"
  bad "wm_table2 failed on the real data"
fi
# abbr variant | TB/SM limit free_regs n_issue wb verdict ids
expect_rows=(
  "CT printed 8 threads+slots 8192 0 - discrepancy W4"
  "CT corrected 7 regs 512 0 - reproduces W4"
  "MC printed 4 both 2048 0 - reproduces -"
  "RS printed 2 regs 9216 12 0x400000131F reproduces -"
  "SN printed 3 both 6656 0 - discrepancy W5"
  "HS printed 3 regs 5888 5 0x600000194F reproduces -"
  "PF printed 6 threads 13376 0 - discrepancy W10"
  "PF corrected 6 threads 12800 0 - reproduces W10"
  "SR printed 3 threads 25088 0 - reproduces -"
  "ST printed 1 both 15360 16 0x2000000C3F reproduces -"
  "RAY printed 2 regs 8192 4 0x400000110B reproduces -"
  "MM printed 5 regs 2048 2 0xA00000288F reproduces -"
  "NN printed 5 regs 2168 2 0xA00000288F discrepancy W3"
  "NN corrected 5 regs 2048 2 0xA00000288F reproduces W3"
  "BT printed 3 threads 15872 0 - reproduces -"
  "HG printed 3 both 2048 0 - reproduces -"
)
for e in "${expect_rows[@]}"; do
  read -r ab var tbs lim free n wb verdict ids <<< "$e"
  got=$(awk -F'\t' -v a="$ab" -v v="$var" '$1 == a && $2 == v {
          print $6, $8, $9, $11, ($11 > 0 ? $12 : "-"), $13, $14 }' "$tmp/t2.tsv" 2> /dev/null || true)
  want="$tbs $lim $free $n $wb $verdict $ids"
  if [ "$got" = "$want" ]; then ok "$ab $var: $want"
  else bad "$ab $var: got '${got:-no row}', by hand '$want'"; fi
done
nrows=$(($(wc -l < "$tmp/t2.tsv" 2> /dev/null || echo 1) - 1))
if [ "$nrows" -eq ${#expect_rows[@]} ]; then ok "one row per benchmark plus one per correction ($nrows)"
else bad "$nrows rows in wm_table2.tsv, expected ${#expect_rows[@]}"; fi
if grep -q '^| SN | .* | discrepancy W5 |$' "$tmp/t2.md" 2> /dev/null &&
   grep -q 'GM_reg (W9)' "$tmp/t2.md" 2> /dev/null; then
  ok "the Markdown report carries the verdicts and the W9 note"
else
  bad "the Markdown report lacks SN's verdict or the W9 note"
fi

########################################
# 2. Malformed inputs                  #
########################################

echo "== wm-exp-check: malformed inputs"
# Variants of table2.tsv (line numbers are those of the real file).
ln_of() { grep -n -P "^[^#].*\t$1\t" "$data/table2.tsv" | head -n 1 | cut -d: -f1; }
ln_fix() { grep -n -P "^$1\t" "$data/table2_fix.tsv" | head -n 1 | cut -d: -f1; }
nn=$(ln_of NN); rs=$(ln_of RS); ct=$(ln_of CT); mm=$(ln_of MM); hdr=$(grep -n '^benchmark' "$data/table2.tsv" | cut -d: -f1)
mk_bad() { # name sed-expression [file]
  local f=${3:-table2.tsv}
  mkdir -p "$tmp/bad_$1"
  cp "$data"/*.tsv "$tmp/bad_$1/"
  sed -i "$2" "$tmp/bad_$1/$f"
}
mk_bad int "${nn}s/\t6114\t/\t61x4\t/"
mk_bad missing "${rs}s/\t536\.1\$//"
mk_bad header "${hdr}s/\twarps_per_tb\t/\twarps\t/"
mk_bad range "${mm}s/\t2048\t8\t5\t/\t2048\t0\t5\t/"
mk_bad dup "${mm}s/\tMM\t/\tRS\t/"
mk_bad printed "${ct}s/\t3068\t/\t3069\t/"
mk_bad fixfield "$(ln_fix PF)s/\tregs_per_tb\t/\tregisters\t/" table2_fix.tsv
declare -A PAT=(
  [int]="table2.tsv:$nn: field regs_per_tb (column 6): expected an integer"
  [missing]="table2.tsv:$rs: field ipc (column 7) is missing"
  [header]="table2.tsv:$hdr: header field 4 is 'warps', expected 'warps_per_tb'"
  [range]="table2.tsv:$mm: field warps_per_tb (column 4): expected an integer 1..64, got '0'"
  [dup]="table2.tsv:$mm: field abbr (column 2): benchmark RS appears twice"
  [printed]="table2_fix.tsv:$(ln_fix CT): field printed (column 3): 3068, but"
  [fixfield]="table2_fix.tsv:$(ln_fix PF): field field (column 2): expected one of"
)
for c in int missing header range dup printed fixfield; do
  d=$tmp/bad_$c
  mkdir -p "$d/out"
  o=$("$t2" --table "$d/table2.tsv" --fix "$d/table2_fix.tsv" --sec31 "$d/d2_sec31.tsv" \
        --claims "$d/d2_claims.tsv" --md "$d/out/wm_table2.md" --tsv "$d/out/wm_table2.tsv" 2>&1) \
    && rc=0 || rc=$?
  left=$(ls -A "$d/out")
  if [ $rc -eq 1 ] && grep -qF -- "${PAT[$c]}" <<< "$o" && [ -z "$left" ]; then
    ok "$c: exit 1, no report: $(head -n 1 <<< "$o" | cut -c1-120)"
  else
    bad "$c: exit $rc, files left: '${left}', message: $o (expected '${PAT[$c]}')"
  fi
done
# The same through make: the target fails and leaves no report.
o=$(make -C "$root" --no-print-directory wm-table2 WM_TABLE="$tmp/bad_int/table2.tsv" \
      WM_REPORTS="$tmp/rep" 2>&1) && rc=0 || rc=$?
if [ $rc -ne 0 ] && grep -qF -- "${PAT[int]}" <<< "$o" && [ ! -e "$tmp/rep/wm_table2.md" ] &&
   [ -z "$(ls -A "$tmp/rep" 2> /dev/null)" ]; then
  ok "make wm-table2 with a malformed table2.tsv fails (exit $rc) and leaves no report"
else
  bad "make wm-table2 with a malformed table2.tsv: exit $rc, $(ls -A "$tmp/rep" 2> /dev/null | tr '\n' ' ')"
fi
o=$("${U[ts]}" --table "$tmp/bad_int/table2.tsv" --fix "$data/table2_fix.tsv" --run RAY:uniform 2>&1) \
  && rc=0 || rc=$?
if [ $rc -eq 1 ] && grep -qF -- "${PAT[int]}" <<< "$o"; then ok "wm_util rejects the same file"
else bad "wm_util on a malformed table2.tsv: exit $rc: $o"; fi

########################################
# 3. Completion times by hand          #
########################################

echo "== wm-exp-check: completion times worked out by hand"
# Field of a wm_util CSV row by column name.
col() { awk -F, -v n="$2" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == n) c = i } NR == 2 { print $c }' <<< "$1"; }
hand() { # name args expected-per-mode(tb temp ts thresh) expected-partials
  local name=$1 args=$2
  local -a want=($3) wpart=($4)
  local i=0
  for m in tb temp ts thresh; do
    local out rc
    out=$(${U[$m]} $args --spatial ${SP[$m]} --mode $m 2>&1) && rc=0 || rc=$?
    local cyc part
    cyc=$(col "$out" cycles); part=$(col "$out" partials)
    if [ $rc -eq 0 ] && [ "$cyc" = "${want[$i]}" ] && [ "$part" = "${wpart[$i]}" ]; then
      ok "$name [$m]: $cyc cycles, $part partial TB(s)"
    else
      bad "$name [$m]: exit $rc, $cyc cycles and $part partial TB(s); by hand ${want[$i]} and ${wpart[$i]}: $(tail -n 1 <<< "$out" | cut -c1-150)"
    fi
    i=$((i + 1))
  done
}
hand "A: one wave fills the registers" "--shape 4,4096,0 --ntbs 2 --instrs 10 --lat 8" "90 90 90 90" "0 0 0 0"
hand "B: one-warp TBs" "--shape 1,4096,0 --ntbs 16 --instrs 10 --lat 8" "171 171 171 171" "0 0 0 0"
hand "C: one long and one short warp" "--shape 2,16384,0 --ntbs 2 --instrs 10,2 --lat 8" "164 101 101 101" "0 1 1 1"
hand "D: ST's shape" "--shape 32,544,0 --ntbs 2 --instrs 10 --lat 64" "1346 1315 1299 1311" "0 1 1 1"
for m in tb ts; do
  o=$(${U[$m]} --shape 32,2048,0 --ntbs 2 --instrs 10 --spatial ${SP[$m]} --mode $m 2>&1) && rc=0 || rc=$?
  if [ $rc -eq 1 ] && grep -q "refused the launch" <<< "$o"; then ok "E [$m]: a TB larger than the SM is refused"
  else bad "E [$m]: exit $rc: $o"; fi
done

########################################
# 4. Runs and report                   #
########################################

echo "== wm-exp-check: every mode on D2-shaped work, and the report"
rows=()
for m in tb temp ts thresh; do
  if ${U[$m]} --table "$data/table2.tsv" --fix "$data/table2_fix.tsv" --tbs 4 --seeds 1-2 \
       --run RAY:uniform --run ST:fig8 --plot ST:fig8 --spatial ${SP[$m]} --mode $m \
       --series "$tmp/$m.series" > "$tmp/$m.csv" 2> "$tmp/$m.err"; then
    ok "$m: RAY and ST ran with every cross-check ($(($(wc -l < "$tmp/$m.csv") - 1)) rows)"
  else
    bad "$m: $(cat "$tmp/$m.err")"
  fi
  rows+=(--rows "$tmp/$m.csv" --series "$tmp/$m.series")
done
if ${U[ts]} --report --table "$data/table2.tsv" --fix "$data/table2_fix.tsv" --claims "$data/d2_claims.tsv" \
     --md "$tmp/u.md" --csv "$tmp/u.csv" --svg "$tmp/u.svg" "${rows[@]}" 2> "$tmp/rep.err" &&
   [ "$(grep -c "<polyline" "$tmp/u.svg")" -eq 5 ] && grep -q '</svg>' "$tmp/u.svg" &&
   [ "$(($(wc -l < "$tmp/u.csv") - 1))" -eq 16 ] && grep -q 'What this model can and cannot' "$tmp/u.md"; then
  ok "report: Markdown, 16 CSV rows, SVG with 5 lines (one per mode, TB-level resident)"
else
  bad "report: $(cat "$tmp/rep.err" 2> /dev/null)"
fi

echo "wm-exp-check: $pass passed, $fail failed"
[ $fail -eq 0 ]
