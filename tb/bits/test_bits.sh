#!/usr/bin/env bash
# tb/bits/test_bits.sh: the bits, area and timing report against numbers worked out by hand from
# SPEC, and its input errors (make bits-check; a job of `make test`, after `make bits`).
#
#   bash tb/bits/test_bits.sh <reports dir> <bits tool> <work dir>
#
# BITS_UNSYNTH_OK="<config>/<block> ..." (make test: the syntheses it leaves to make test-full): a
# check on one of these rows that finds no figure (the synthesis columns of a row without its
# synthesis) is counted as left to make test-full; every other check runs. Without it, a row
# without its synthesis fails every such check. BITS_ROWS_NAME: the name of the configurations' rows
# files the report read (bits.tsv, or make test's bits-partial.tsv).
#
# Expected values are literals with their arithmetic from SPEC in a comment, never read back from
# the code under test. Structural checks (mapped FFs = FFs, a unit's area = its children's plus its
# own, kGE = µm² / 24 / 1000 with the OSU 0.18 µm NAND2X1 of 24 µm²) hold for every row.
set -uo pipefail
rep=${1:?reports dir}
bits=${2:?bits tool}
work=${3:?work dir}
json=$rep/bits.json
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
command -v jq > /dev/null || { echo "FAIL: jq missing (tools/deps.sh installs it)"; exit 1; }
[ -s "$json" ] || { echo "FAIL: no $json (run make bits)"; exit 1; }

# field <block> <config> <key>: one value of the report's rows.
field() { jq -r --arg b "$1" --arg c "$2" --arg k "$3" \
  '[.rows[] | select(.block == $b and .config == $c)][0] | if . != null and has($k) then .[$k] | tostring else "absent" end' "$json"; }
unsynth_ok=" ${BITS_UNSYNTH_OK:-} "
# The rows files the report was made from (build/<config>/synth/<name>: bits-partial.tsv in make test).
rows_name=${BITS_ROWS_NAME:-bits.tsv}
left=0
# left_out <block> <config>: the block (of a "block/part" row) is one whose synthesis this run left
# to make test-full, and the row has no flip-flop count.
left_out() {
  [[ $unsynth_ok == *" $2/${1%%/*} "* ]] && [[ $(field "${1%%/*}" "$2" ffs) =~ ^(null|-|absent)$ ]]
}
expect() { # expect <block> <config> <key> <value> <why>
  local got
  got=$(field "$1" "$2" "$3")
  if [[ $got =~ ^(null|-)$ ]] && [ "$4" != "$got" ] && left_out "$1" "$2"; then left=$((left + 1)); return; fi
  if [ "$got" = "$4" ]; then ok; else bad "$1 $2 $3: expected $4 ($5), got $got"; fi
}

# MODEL bits, dwf_baseline (SPEC 1.11 and the block sections):
#   PC-warp LUT 64 x (V 1 + PC 24 + OCC 32 + IDX 7) + RR 16 sets x 2 = 4096 + 32 = 4128
#   allocator 128 x 7 + head 7 + tail 7 + count 8 = 918; update registers 2 x (10 x 32 + 24 + 32) = 752
#   warp pool 128 x (10 x 32 + 24 + NEXT 8) = 45056; Max-Heap 64 x 58 + HS 7 = 3719;
#   MHeap LUT 128 x 31 = 3968; Majority Entry 24 + 10 + 8 + 8 + 1 = 51; swap engine 1 + 1 + 6 = 8
#   majority 51 + 3719 + 3968 + 8 = 7746; scheduler 752 + 4128 + 45056 + 918 + 7746 = 58600
#   (SPEC 1.11's 58592 plus the swap engine's 8)
expect dwf_pc_warp_lut dwf_baseline model 4128 "64 x 64 + 16 x 2"
expect dwf_warp_alloc dwf_baseline model 918 "128 x 7 + 7 + 7 + 8"
expect dwf_update_regs dwf_baseline model 752 "2 x 376"
expect dwf_warp_pool dwf_baseline model 45056 "128 x 352"
expect dwf_majority dwf_baseline model 7746 "51 + 3719 + 3968 + 8"
expect "dwf_majority/Max-Heap" dwf_baseline model 3719 "64 x 58 + 7"
expect "dwf_majority/MHeap LUT" dwf_baseline model 3968 "128 x 31"
expect dwf_sched dwf_baseline model 58600 "58592 + 8"
# PAPER as D3 Tab 7.1 states it: the rows and the total 59312.
expect dwf_warp_pool dwf_baseline paper 44928 "D3 Tab 7.1 Warp Pool"
expect dwf_sched dwf_baseline paper 59312 "D3 Tab 7.1 total"
# MODEL bits, dwf_toy (SPEC 1.12: NL 4, THREADS 24 -> TIDW 5, POOL 8 -> IDXW 3, LUTs 2 x 2,
# HEAP 4, PCW 24, PDOM_D 8):
#   LUT 4 x (1 + 24 + 4 + 3) + 2 x 1 = 130; allocator 8 x 3 + 3 + 3 + 4 = 34
#   update registers 2 x (4 x 5 + 24 + 4) = 96; pool 8 x (4 x 5 + 24 + 4) = 384
#   majority ME (24 + 5 + 4 + 4 + 1) + heap 4 x (24 + 5 + 4 + 4 + 3) + HS 3 + MHL 4 x (24 + 3)
#     + swap engine (1 + 1 + 2) = 38 + 163 + 108 + 4 = 313; scheduler 96 + 130 + 384 + 34 + 313 = 957
#   PDOM stack 2 x (8 x (24 + 24 + 4) + depth 4 + ovf 1) = 842
expect dwf_pc_warp_lut dwf_toy model 130 "4 x 32 + 2"
expect dwf_warp_alloc dwf_toy model 34 "8 x 3 + 3 + 3 + 4"
expect dwf_update_regs dwf_toy model 96 "2 x 48"
expect dwf_warp_pool dwf_toy model 384 "8 x 48"
expect dwf_majority dwf_toy model 313 "38 + 163 + 108 + 4"
expect dwf_sched dwf_toy model 957 "96 + 130 + 384 + 34 + 313"
expect pdom_stack dwf_toy model 842 "2 x 421"
# WarpMan: the 40-bit buffer (SPEC 2.3), FFs = MODEL.
expect wm_workload_buf wm_baseline model 40 "3 + 26 + 5 + 5 + 1"
expect wm_workload_buf wm_baseline ffs 40 "every buffer bit is read"
# The memory split (SRAM_MIN_BITS 512): the pool's arrays are all its state, 45056 b; the toy
# allocator's 8 x 3 = 24 b stay flip-flops, so its chip area is its synthesized area.
expect dwf_warp_pool dwf_baseline mem_bits 45056 "TID banks 40960 + PC bank 128 x 32"
expect dwf_warp_alloc dwf_baseline mem_bits 896 "128 x 7"
expect dwf_warp_alloc dwf_toy mem_bits 0 "24 b < 512"
expect wm_workload_buf wm_baseline mem_bits 0 "registers"

# Every block row: mapped FFs = FFs, a positive area, kGE = area / 24 / 1000 (to 2 %, or to the
# rounding of its 2 printed decimals, 0.005 kGE = 120 µm², which a combinational block of a few
# hundred µm² needs), a critical path with its inverse as Fmax; a unit's area at least its
# children's (its own glue on top).
while IFS=$'\t' read -r b c ffs lib area kge crit fmax mem sram chip; do
  if left_out "$b" "$c"; then left=$((left + 4)); continue; fi
  [ "$ffs" = "$lib" ] && ok || bad "$b $c: mapped FFs $lib != FFs $ffs"
  awk -v a="$area" -v k="$kge" 'BEGIN { e = k * 24000 - a; exit !(a > 0 && (e ^ 2 < (0.02 * a) ^ 2 + 1e-6 || e ^ 2 <= 120 ^ 2)) }' \
    && ok || bad "$b $c: kGE $kge is not $area / 24000"
  awk -v t="$crit" -v f="$fmax" 'BEGIN { exit !(t > 0 && (t * f - 1000) ^ 2 < 25) }' \
    && ok || bad "$b $c: critical path $crit ns and Fmax $fmax MHz"
  awk -v a="$area" -v m="$mem" -v s="$sram" -v ch="$chip" \
    'BEGIN { exit !(m == 0 ? (s == 0 && ch == a) : (s > 0 && ch > 0)) }' \
    && ok || bad "$b $c: memory split mem $mem sram $sram chip $chip area $area"
done < <(jq -r '.rows[] | select(.block | contains("/") | not)
  | [.block, .config, .ffs, .lib_ffs, .area_um2, .kge, .crit_ns, .fmax_mhz, .mem_bits, .sram_um2, .chip_um2]
  | @tsv' "$json")
for unit in "dwf_sched dwf_baseline dwf_update_regs dwf_pc_warp_lut dwf_warp_alloc dwf_warp_pool dwf_majority" \
            "wm_sm wm_baseline wm_dispatch wm_workload_buf"; do
  set -- $unit
  u=$1 c=$2
  shift 2
  if left_out "$u" "$c"; then left=$((left + 1)); continue; fi
  sum=0
  for k in "$@"; do sum=$(awk -v s="$sum" -v a="$(field "$k" "$c" area_um2)" 'BEGIN { print s + a }'); done
  awk -v u="$(field "$u" "$c" area_um2)" -v s="$sum" 'BEGIN { exit !(u >= s && u < s * 1.05 + 1000) }' \
    && ok || bad "$u $c: area $(field "$u" "$c" area_um2) is not its children's $sum plus a little glue"
done

# The papers' tables: D3's areas beside the rows, and each row's stated bits (D1 §5.3: 768, 126,
# 1008, 2236, 128, 107456; D4 §4: 1192, 4096, 3584).
prow() { jq -r --arg t "$1" --arg r "$2" --arg k "$3" \
  '[.tables[] | select(.table == $t) | .rows[] | select(.row == $r)][0] | if . != null and has($k) then .[$k] | tostring else "absent" end' "$json"; }
pexpect() { local got; got=$(prow "$1" "$2" "$3"); [ "$got" = "$4" ] && ok || bad "table $1 row $2 $3: expected $4, got $got"; }
pexpect "D3 Tab 7.1" "Warp Pool" paper_mm2 0.6194
pexpect "D3 Tab 7.1" "Total (composed scheduler)" paper_mm2 1.6353
pexpect "D3 Tab 7.1" "Total (composed scheduler)" paper 59312
pexpect "D3 Tab 7.1" "Warp Pool" built true
# D1 §5.3's per-warp total and SIMT copy, now built (pe_unit, its pdom_stack per warp):
#   SIMT copy PAPER 8 x 96 = 768, MODEL + depth 4 + overflow 1 = 773 (SPEC 1.10, 3.6);
#   total per warp PAPER 768 + 126 + 334 + 1008 = 2236, MODEL of the same fields
#   773 + 126 + 336 + 1008 = 2243 (SPEC 3.6 [CHK], P3).
pexpect "D1 §5.3" "SIMT stack copy (per warp)" paper 768
pexpect "D1 §5.3" "SIMT stack copy (per warp)" model 773
pexpect "D1 §5.3" "SIMT stack copy (per warp)" built true
pexpect "D1 §5.3" "Total per warp" paper 2236
pexpect "D1 §5.3" "Total per warp" model 2243
pexpect "D1 §5.3" "Total per warp" built true
expect "pe_unit/per warp" pe_baseline per 48 "one warp of the SM"
expect "pe_unit/per warp" pe_baseline ffs null "the unit's state holds more than these fields"
expect "pdom_stack/shadow copy" pe_baseline paper 768 "D1 §5.3 SIMT copy"
expect "pdom_stack/shadow copy" pe_baseline model 773 "8 x 96 + 4 + 1"
pexpect "D1 §5.3" "Total per SM (48 warps)" built true
# The unit holds the SIMT copy: its PAPER is D1's whole 13.1 KB/SM, 2236 x 48 + 128 = 107456; the
# copy part 768 x 48 = 36864 beside MODEL 773 x 48 = 37104.
expect "pe_unit" pe_baseline paper 107456 "D1 §5.3 13.1 KB/SM"
expect "pe_unit/SIMT stack copy (P-SIMT)" pe_baseline paper 36864 "768 b per warp x 48"
expect "pe_unit/SIMT stack copy (P-SIMT)" pe_baseline model 37104 "773 b per warp x 48"
pexpect "D1 §5.3" "Total per SM (48 warps)" paper_mm2 0.5
# pe_scoreboard is built: D1's 126 b/warp x 48 from its descriptor, MODEL 252 x 48 (P2).
pexpect "D1 §5.3" "Scoreboard (48 warps; D1: 126 b per warp)" paper 6048
pexpect "D1 §5.3" "Scoreboard (48 warps; D1: 126 b per warp)" model 12096
pexpect "D1 §5.3" "N-mode scoreboard augmentation (48 warps)" paper 0
# pe_avail_vec has landed: D1's 128 b from its descriptor, MODEL 256 with the zombie vector.
pexpect "D1 §5.3" "Register availability vector (per SM)" paper 128
pexpect "D1 §5.3" "Register availability vector (per SM)" built true
pexpect "D1 §5.3" "Register availability vector (per SM)" model 256
# pe_mode_ctl has landed: D1 counts the 48-bit mode vector only; MODEL 48 + 48 x 25 (P5).
pexpect "D1 §5.3" "Mode bit vector and per-warp P-mode control (per SM)" paper 48
pexpect "D1 §5.3" "Mode bit vector and per-warp P-mode control (per SM)" model 1248
# pe_rename is built: its PAPER is the descriptor's, 1008 b/warp x 48 (SPEC 3.4 [CHK]), MODEL and FFs
# the same, all of it in the two SRAM arrays.
pexpect "D1 §5.3" "N- and P-mode rename tables (48 warps; 1008 b per warp)" paper 48384
pexpect "D1 §5.3" "N- and P-mode rename tables (48 warps; 1008 b per warp)" built true
expect pe_rename pe_baseline model 48384 "2 x 48 x 63 x (1 + 7)"
expect pe_rename pe_baseline ffs 48384 "every table bit is a flip-flop"
expect pe_rename pe_baseline mem_bits 48384 "N-RT + P-RT, 3024 x 8 each"
# Built: pe_pqueue is per SM, its descriptor's PAPER is 334 b per warp x 48.
pexpect "D1 §5.3" "P-queue (per SM, 48 warps)" paper 16032
pexpect "D1 §5.3" "P-queue (per SM, 48 warps)" built true
# D1 §5.3's own units (SPEC 3.6 Storage [CHK]): the pe blocks' per-entry and per-warp part rows
# (wt_part_t.per), each MODEL = its fields / the instances, beside the paper's figure.
#   P-queue entry 10 + 3 x 6 + 7 + 1 + 1 = 37 (one of 48 x 8 = 384); a warp's P-queue PAPER
#   8 x 37 + 3 + 3 + 32 = 334, MODEL 8 x 37 + 4 + 4 + 32 = 336 (P3); rename tables 63 x 8 x 2 = 1008;
#   P scoreboard 63 + 63 = 126; N-SB augmentation 63 (not in D1, P2); mode and control
#   1 + 1 + 1 + 3 x 7 + 1 + 1 = 26 (SPEC 3.3, not in D1, P5). FFs per warp where the row is the
#   whole block: 336, 1008, 26 (FFs = MODEL on those blocks); else none (null).
for r in "pe_pqueue/P-queue entry:37:37:384:null" "pe_pqueue/P-queue per warp:334:336:48:336" \
         "pe_rename/rename tables per warp:1008:1008:48:1008" \
         "pe_scoreboard/P-mode scoreboard per warp:126:126:48:null" \
         "pe_scoreboard/N-mode scoreboard augmentation per warp:null:63:48:null" \
         "pe_mode_ctl/mode and control per warp:null:26:48:26"; do
  IFS=: read -r b p m n f <<< "$r"
  expect "$b" pe_baseline paper "$p" "D1 §5.3 per instance"
  expect "$b" pe_baseline model "$m" "SPEC 3.3-3.6 per instance"
  expect "$b" pe_baseline per "$n" "instances in the per-SM block"
  expect "$b" pe_baseline ffs "$f" "the block's FFs / instances, or none"
  expect "$b" pe_baseline mem_bits null "no memory figures per instance"
done
expect pe_pqueue pe_baseline per 1 "a block row"
expect "pe_pqueue/entries" pe_baseline per 1 "a whole part"
# SPEC 3.6: 768 (SIMT copy) + 126 + 334 + 1008 = 2236 per warp, the paper's per-warp rows.
sum=$(( 768 + $(field "pe_scoreboard/P-mode scoreboard per warp" pe_baseline paper) \
      + $(field "pe_pqueue/P-queue per warp" pe_baseline paper) \
      + $(field "pe_rename/rename tables per warp" pe_baseline paper) ))
[ "$sum" = 2236 ] && ok || bad "D1 §5.3 per-warp rows: 768 + SB + PQ + RT = $sum, not 2236"
pexpect "D1 §5.3" "P-queue entry" paper 37
pexpect "D1 §5.3" "P-queue entry" model 37
pexpect "D1 §5.3" "P-queue (per warp)" paper 334
pexpect "D1 §5.3" "P-queue (per warp)" model 336
pexpect "D1 §5.3" "N- and P-mode rename tables (per warp)" model 1008
pexpect "D1 §5.3" "Scoreboard (per warp)" model 126
pexpect "D1 §5.3" "Mode bit and P-mode control (per warp)" model 26
pexpect "D4 §4" "Instruction reuse buffer" paper 1192
# uv_irb is built: 8 x 151 = 1208 b (V and PAR beside D4's 149 b per entry, SPEC 5.4 U1), all flip-flops.
pexpect "D4 §4" "Instruction reuse buffer" model 1208
pexpect "D4 §4" "Instruction reuse buffer" built true
expect uv_irb uv_baseline ffs 1208 "FFs = MODEL: 8 x (1 + 10 + 8 + 4 x 32 + 3 + 1)"
pexpect "D4 §4" "Scalar register file" paper 4096
pexpect "D4 §4" "Renaming map" paper 3584
# uv_srf is built: the SRF 128 x 32 = 4096 (MODEL = PAPER), the map 512 x (7 + V) = 4096 (U2), the
# freelist FIFO 128 x 7 + 7 + 7 + 8 = 918 (U3, not in D4), the block 9110 (SPEC 5.3).
pexpect "D4 §4" "Scalar register file" model 4096
pexpect "D4 §4" "Renaming map" model 4096
pexpect "D4 §4" "Freelist (not in D4)" model 918
expect uv_srf uv_baseline model 9110 "SPEC 5.3: 4096 + 4096 + 918"
# D0 §4.4.4's scoreboard, built (ilp_scoreboard): the data store 8 x 1092 = 8736 (PAPER = MODEL),
# the CAM 8 x (9 + 1) = 80 (MODEL + VLD: 88), the per-warp fields 32 x 8 = 256 (MODEL + RDY_OVR:
# 288); the block 80 + 8736 + 256 = 9072 listed, 9112 modelled, 0.917 mm² for the whole support.
pexpect "D0 §4.4.4" "Scoreboard data store" paper 8736
pexpect "D0 §4.4.4" "Scoreboard data store" model 8736
pexpect "D0 §4.4.4" "Tag CAM" paper_fields 80
pexpect "D0 §4.4.4" "Tag CAM" model 88
pexpect "D0 §4.4.4" "Per-warp fields in the warp scheduler (32 warps)" paper_fields 256
pexpect "D0 §4.4.4" "Per-warp fields in the warp scheduler (32 warps)" model 288
pexpect "D0 §4.4.4" "Scoreboard support (CAM, data store, per-warp fields)" paper 8736
pexpect "D0 §4.4.4" "Scoreboard support (CAM, data store, per-warp fields)" paper_fields 9072
pexpect "D0 §4.4.4" "Scoreboard support (CAM, data store, per-warp fields)" model 9112
pexpect "D0 §4.4.4" "Scoreboard support (CAM, data store, per-warp fields)" paper_mm2 0.917
pexpect "D0 §4.4.4" "Scoreboard support (CAM, data store, per-warp fields)" built true
# D0 §4.4.3's gshare (SPEC 4.2), built: PAPER 512 x 2 = 1024 ("1k-bit"), MODEL 1024 + the per-warp
# histories 32 x 9 = 288 (MODEL-only, G1) = 1312, every bit a flip-flop; the counters are the SRAM
# split's 1024 bits.
pexpect "D0 §4.4.3" "gshare predictor (1k-bit)" paper 1024
pexpect "D0 §4.4.3" "gshare predictor (1k-bit)" built true
expect ilp_gshare ilp_baseline model 1312 "512 x 2 + 32 x 9"
expect ilp_gshare ilp_baseline ffs 1312 "every counter and history bit is a flip-flop"
expect ilp_gshare ilp_baseline mem_bits 1024 "the counter table, 512 x 2"
expect "ilp_gshare/counters" ilp_baseline paper 1024 "D0's 1k bits"
expect "ilp_gshare/counters" ilp_baseline model 1024 "512 x 2"
expect "ilp_gshare/GHR" ilp_baseline paper null "D0 counts no history"
expect "ilp_gshare/GHR" ilp_baseline model 288 "32 x 9"
# A paper-table row whose block has not landed is shown as "(not built)", and no other row is.
unbuilt=$(jq '[.tables[].rows[] | select(.built == false)] | length' "$json")
if [ "$unbuilt" -gt 0 ]; then
  grep -q "(not built)" "$rep/bits.md" && ok || bad "bits.md shows none of the $unbuilt rows not built yet as (not built)"
else
  ! grep -q "(not built)" "$rep/bits.md" && ok || bad "bits.md shows a row as (not built), but every paper-table row is built"
fi
grep -q "scaled by (180 / 90)² = 4.00" "$rep/bits.md" && ok || bad "bits.md: no scaling line for D3's 90 nm"

# Input errors: a report that would show a number it did not read, or a notes file that gives one
# report row its paper figures twice, fails naming the file and line, and writes no report.
rm -rf "$work" && mkdir -p "$work/out"
rows=$(ls build/dwf_toy/synth/$rows_name)
notes="$work/notes.txt"
printf '%s\n' 'table | T | dwf_toy | a table | 90 | test' \
  'row | T | dwf_warp_alloc | Allocator | 8 | IDX 3 | 24 | 24 | - | | the figures' \
  'row | T | dwf_warp_pool; dwf_warp_alloc | Pool | 8 | TID 5 | 96 | - | - | | the allocator again' > "$notes"
out=$("$bits" report --rows "$rows" --reasons synth/dwf_ff_reasons.txt --notes "$notes" \
  --built "dwf_warp_alloc dwf_warp_pool" --node-nm 180 --outdir "$work/out" 2>&1)
rc=$?
if [ $rc -ne 0 ] && echo "$out" | grep -q "$notes:3: error: paper row 'Pool' gives the figures of dwf_warp_alloc in dwf_toy, which $notes:2 (row 'Allocator') gives already" \
   && [ -z "$(ls "$work/out")" ]; then ok; else bad "figures of one row given twice: rc $rc: $out"; fi
printf 'table | T | dwf_toy | a table | 90\n' > "$notes"
out=$("$bits" report --rows "$rows" --reasons synth/dwf_ff_reasons.txt --notes "$notes" --built "dwf_warp_alloc" \
  --node-nm 180 --outdir "$work/out" 2>&1)
rc=$?
[ $rc -ne 0 ] && echo "$out" | grep -q "$notes:1: expected" && ok || bad "short table line: rc $rc: $out"
mkdir -p "$work/syn" && cp build/dwf_toy/synth/*.json build/dwf_toy/synth/*.sta.txt "$work/syn/" \
  && rm "$work/syn/dwf_warp_alloc.lib.json"
out=$(build/dwf_toy/bin/bits rows --synth-dir "$work/syn" --liberty /usr/share/qflow/tech/osu018/osu018_stdcells.lib \
  --ge-cell NAND2X1 --sram-min-bits 512 --node-nm 180 --out "$work/rows.tsv" 2>&1)
rc=$?
[ $rc -ne 0 ] && echo "$out" | grep -q "dwf_warp_alloc.lib.json" && [ ! -e "$work/rows.tsv" ] && ok \
  || bad "missing lib.json: rc $rc: $out"
out=$(build/dwf_toy/bin/bits rows --synth-dir build/dwf_toy/synth --liberty "$work/none.lib" \
  --ge-cell NAND2X1 --sram-min-bits 512 --node-nm 180 --out "$work/rows.tsv" 2>&1)
rc=$?
[ $rc -ne 0 ] && echo "$out" | grep -q "none.lib" && ok || bad "missing Liberty file: rc $rc: $out"

# A per-instance row whose fields do not hold MODEL x per bits (a stale or hand-edited rows file)
# fails naming the row and writes no report.
mkdir -p "$work/per/out"
awk -F'\t' -v OFS='\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "per" || $i == "#per") c = i }
  $1 == "pe_pqueue/P-queue entry" { $c = 383 } { print }' build/pe_baseline/synth/$rows_name > "$work/per/rows.tsv"
out=$("$bits" report --rows "$work/per/rows.tsv" --reasons synth/pe_ff_reasons.txt --notes synth/pe_paper_notes.txt \
  --built "pe_scoreboard pe_avail_vec pe_mode_ctl pe_rename pe_pqueue" --node-nm 180 --outdir "$work/per/out" 2>&1)
rc=$?
[ $rc -ne 0 ] && echo "$out" | grep -q "pe_pqueue/P-queue entry pe_baseline: fields add up to 14208, not MODEL 37 x per 383" \
  && [ -z "$(ls "$work/per/out")" ] && ok || bad "per-instance row with a wrong per: rc $rc: $out"

# The main job's storage bits (`bits rows --model-only`, no synthesis): MODEL and PAPER as above,
# every synthesis column absent, the row marked "not synthesized"; --strict refuses such rows.
mkdir -p "$work/model/out"
out=$(build/dwf_baseline/bin/bits rows --model-only --out "$work/model/rows.tsv" 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "rows --model-only: rc $rc: $out"
out=$(build/dwf_baseline/bin/bits rows --model-only --synth-dir build/dwf_toy/synth --out "$work/model/x.tsv" 2>&1)
rc=$?
[ $rc -ne 0 ] && echo "$out" | grep -q "usage: bits rows" && [ ! -e "$work/model/x.tsv" ] && ok \
  || bad "rows --model-only with --synth-dir: rc $rc: $out"
out=$("$bits" report --rows "$work/model/rows.tsv" --reasons synth/dwf_ff_reasons.txt --notes synth/dwf_paper_notes.txt \
  --built "$(sed -n 's/^\([a-z0-9_]*\)\tdwf_baseline.*/\1/p' "$work/model/rows.tsv" | tr '\n' ' ')" --node-nm 180 \
  --outdir "$work/model/out" 2>&1)
rc=$?
[ $rc -eq 0 ] && ok || bad "report of model-only rows: rc $rc: $out"
mjson=$work/model/out/bits.json
mfield() { jq -r --arg b "$1" --arg k "$2" \
  '[.rows[] | select(.block == $b and .config == "dwf_baseline")][0] | .[$k] | tostring' "$mjson" 2>/dev/null; }
[ "$(mfield dwf_majority model)" = 7746 ] && ok || bad "model-only dwf_majority model: $(mfield dwf_majority model), not 7746"
[ "$(mfield dwf_sched model)" = 58600 ] && ok || bad "model-only dwf_sched model: $(mfield dwf_sched model), not 58600"
for k in ffs cells lib_ffs area_um2 crit_ns mem_bits; do
  [ "$(mfield dwf_majority $k)" = null ] && ok || bad "model-only dwf_majority $k: $(mfield dwf_majority $k), not null"
done
grep -q "| dwf_majority | dwf_baseline | 8704 | 7680 | 7746 | - | - | - | - | not synthesized in this run" "$work/model/out/bits.md" \
  && ok || bad "model-only bits.md: no 'not synthesized' row for dwf_majority"
grep -q "none synthesized in this run" "$work/model/out/bits.md" && ok || bad "model-only bits.md: no verdict line"
rm -rf "$work/model/out2" && mkdir -p "$work/model/out2"
out=$("$bits" report --rows "$work/model/rows.tsv" --reasons synth/dwf_ff_reasons.txt --notes synth/dwf_paper_notes.txt \
  --built "$(sed -n 's/^\([a-z0-9_]*\)\tdwf_baseline.*/\1/p' "$work/model/rows.tsv" | tr '\n' ' ')" --node-nm 180 --outdir "$work/model/out2" --strict 2>&1)
rc=$?
[ $rc -ne 0 ] && echo "$out" | grep -q "without a synthesis" && [ -z "$(ls "$work/model/out2")" ] && ok \
  || bad "--strict on model-only rows: rc $rc: $out"

# tools/blif2v (the mapped netlist for OpenSTA): a small netlist written by hand and the Verilog
# expected for it, then malformed inputs: an error naming the file and line, no output file.
b2v=build/tools/blif2v
mkdir -p "$work/b2v"
printf '%s\n' '.model top' '.inputs clk a[0] a[1]' '.outputs y[0] y[1] z' '.names $false' \
  '.names $true' '1' '.subckt NAND2X1 A=a[0] B=$abc$1$n2 Y=y[0]' '.cname $abc$1$auto$x' \
  '.subckt kid k[1]=a[1] k[0]=$false o=$abc$1$n2' '.cname u_kid' '.names a[1] y[1]' '1 1' \
  '.names $true z' '1 1' '.end' > "$work/b2v/ok.blif"
printf '%s\n' 'module top (clk, a, y, z);' '  input clk;' '  input [1:0] a;' '  output [1:0] y;' \
  '  output z;' '  wire _0_;' '  NAND2X1 _1_ (.A(a[0]), .B(_0_), .Y(y[0]));' \
  '  kid u_kid (.k({a[1], 1'"'"'b0}), .o(_0_));' '  assign y[1] = a[1];' '  assign z = 1'"'"'b1;' \
  'endmodule' > "$work/b2v/ok.expect"
out=$("$b2v" "$work/b2v/ok.blif" "$work/b2v/ok.v" 2>&1)
rc=$?
if [ $rc -eq 0 ] && diff <(tail -n +2 "$work/b2v/ok.v") "$work/b2v/ok.expect" > /dev/null; then ok
else bad "blif2v on a small netlist: rc $rc: $out; got: $(tail -n +2 "$work/b2v/ok.v" 2>&1 | tr '\n' '|')"; fi
b2v_err() { # b2v_err <name> <expected message> <blif lines...>
  local name=$1 msg=$2
  shift 2
  printf '%s\n' "$@" > "$work/b2v/$name.blif"
  out=$("$b2v" "$work/b2v/$name.blif" "$work/b2v/$name.v" 2>&1)
  rc=$?
  if [ $rc -ne 0 ] && grep -qF -- "$msg" <<< "$out" && [ ! -e "$work/b2v/$name.v" ] \
     && [ ! -e "$work/b2v/$name.v.tmp" ]; then ok; else bad "blif2v $name: rc $rc: $out"; fi
}
b2v_err logic "logic.blif:4: error: .names with 2 inputs" '.model t' '.inputs a b' '.outputs y' '.names a b y' '11 1' '.end'
b2v_err cut "cut.blif:3: error: no .end" '.model t' '.inputs a' '.outputs y'
b2v_err gap "gap.blif:4: error: pin 'k': bit 1 of [2:0] is missing" '.model t' '.inputs a' '.outputs y' \
  '.subckt kid k[0]=a k[2]=a o=y' '.end'
b2v_err latch "latch.blif:4: error: unexpected '.latch'" '.model t' '.inputs a' '.outputs y' '.latch a y re clk 0' '.end'

echo "bits-check: $pass passed, $fail failed$( [ $left -eq 0 ] || echo ", $left checks of syntheses left to make test-full")"
[ $fail -eq 0 ]
