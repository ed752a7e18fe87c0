#!/usr/bin/env bash
# tb/vec/test_vec_errors.sh: the vector-file readers must reject every malformed file, precisely.
#
#   bash tb/vec/test_vec_errors.sh --vecgen BIN --block B --icarus "CMD" --verilator "CMD" --work DIR
#   bash tb/vec/test_vec_errors.sh --regen --vecgen BIN     (rewrite tb/vec/errors/ from the goldens)
#
# `make vec-errors` runs the first form for dwf_warp_alloc on the dwf_toy configuration. The three
# readers are `vecgen --check FILE --block B`, and the replay testbench (tb/vec/vec_replay.sv)
# built for B on Icarus ("vvp -n .../icarus.vvp") and on Verilator (".../vlt/replay"); FILE is
# given to the testbenches as +vec=FILE.
#
# tb/vec/errors/valid.vec is a valid file: the first 12 lines of the golden random file
# vectors/dwf_warp_alloc/dwf_toy/random_s1.vec (so the same as `vecgen --seed 1 --cycles 12`).
# Every other tb/vec/errors/*.vec is valid.vec with one defect, described on its second line:
#
#   # expect: LINE COLUMN REGEX      (COLUMN "-" when the error names no column)
#
# For each such file and each reader this asserts: non-zero exit status, no "PASS", a message
# `FILE:LINE:COLUMN:` (or `FILE:LINE:` with no column), and REGEX (grep -E) in the output, which
# names the field or column. Two more cases are made here from valid.vec: only the FIRST data
# line's first expected output changed, and only the LAST data line's digest changed; both must fail
# at that line on both simulators (the first and last lines are really compared).
#
# --regen rebuilds valid.vec and every malformed file from the golden files with the recipes below
# (run it after `make vectors` changes vectors/dwf_warp_alloc/dwf_toy/random_s1.vec).
# Ends with "N passed, N failed"; exits non-zero on any failure.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
errdir=$here/errors
root=$(cd "$here/../.." && pwd)

vecgen= block= icarus= verilator= work= regen=0
while [ $# -gt 0 ]; do
  case $1 in
    --vecgen) vecgen=$2; shift 2 ;;
    --block) block=$2; shift 2 ;;
    --icarus) icarus=$2; shift 2 ;;
    --verilator) verilator=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --regen) regen=1; shift ;;
    *) echo "usage: $0 --vecgen BIN --block B --icarus CMD --verilator CMD --work DIR | --regen --vecgen BIN" >&2; exit 2 ;;
  esac
done

###########
# Recipes #
###########

# The base: the first $n data lines of a golden file, with `cycles` set to $n.
prefix() { # golden n
  awk -v n="$2" '
    /^cycles / { print "cycles " n; next }
    /^data$/ { print; indata = 1; next }
    indata { if (k < n) print; k++; next }
    { print }
    END { print "end" }' "$1"
}

# Writes errors/NAME.vec: the input on stdin with "# expect: ..." inserted as line 2.
emit() { # name expect
  awk -v e="# expect: $2" 'NR == 1 { print; print e; next } { print }' > "$errdir/$1.vec"
}

# Like emit, for a file cut in its last line: no newline at the end.
emit_cut() { # name expect
  emit "$1" "$2"
  truncate -s -1 "$errdir/$1.vec"
}

# Line number of the first line matching an extended regex, in a file that has the expect line.
lineof() { # regex file
  echo $(( $(grep -n -m1 -E "$1" "$2" | cut -d: -f1) + 1 ))
}

# Column (1-based) where token number $2 (0-based) of a data line starts.
tokcol() { # line token
  awk -v t="$2" '{ c = 1; for (i = 1; i <= t; i++) c += length($i) + 1; print c }' <<< "$1"
}

do_regen() {
  local g=$root/vectors/dwf_warp_alloc/dwf_toy/random_s1.vec
  local gl=$root/vectors/dwf_pc_warp_lut/dwf_toy/random_s1.vec
  local gb=$root/vectors/dwf_warp_alloc/dwf_baseline/random_s1.vec
  for f in "$g" "$gl" "$gb"; do
    [ -f "$f" ] || { echo "missing golden file $f: run make vectors" >&2; exit 1; }
  done
  mkdir -p "$errdir"
  rm -f "$errdir"/*.vec
  local base=$errdir/valid.vec
  prefix "$g" 12 > "$base"
  "$vecgen" --check "$base" --block dwf_warp_alloc -q || exit 1
  # Line numbers in a file with the expect line inserted (valid.vec has none: +1).
  local D=$(lineof '^data$' "$base")       # the `data` line
  local F=$((D + 1)) L=$((D + 12))          # first and last data line
  local c_line=$(lineof '^cycles ' "$base") pool_line=$(lineof '^knob POOL ' "$base")
  local hash_line=$(lineof '^config_hash ' "$base") cfg_line=$(lineof '^config ' "$base")
  local blk_line=$(lineof '^block ' "$base")
  dl() { sed -n "$(( $1 - 1 ))p" "$base"; }   # data line at final line number $1
  local l

  sed '1s/.*/WTVEC 1/' "$base" | emit bad_version "1 7 format version"
  sed '1s/.*/WTVECTORS 2/' "$base" | emit bad_magic "1 1 WTVEC 2"
  grep -v '^knob POOL ' "$base" | emit missing_knob "$pool_line 1 knob POOL"
  grep -v '^cycles ' "$base" | emit missing_cycles "$c_line 1 cycles"
  # A column missing from the header: `data` comes where "out pop1_idx 3" belongs.
  grep -v '^out pop1_idx ' "$base" | emit missing_column "$((D - 1)) 1 pop1_idx"

  # Data columns (token numbers: 0 cycle, 1 rst_ni, 2 push, 3 push_idx, 4 pop0, 5 pop1, 6 '|',
  # 7 pop0_valid, 8 pop0_idx, 9 pop1_valid, 10 pop1_idx, 11 '|', 12 digest).
  l=$(dl $((F + 4)))
  awk -v n=$((F + 4 - 1)) 'NR == n { sub(/ [0-9a-f]+$/, "") } { print }' "$base" \
    | emit few_columns "$((F + 4)) $(( ${#l} - 16 )) too few columns"
  l=$(dl $((F + 3)))
  awk -v n=$((F + 3 - 1)) 'NR == n { $6 = ""; sub(/  /, " ") } { print }' "$base" \
    | emit few_inputs "$((F + 3)) $(tokcol "$l" 5) too few input columns"
  l=$(dl $((F + 6)))
  awk -v n=$((F + 6 - 1)) 'NR == n { $0 = $0 " 0" } { print }' "$base" \
    | emit many_columns "$((F + 6)) $(( ${#l} + 1 )) too many columns"
  l=$(dl $((F + 2)))
  awk -v n=$((F + 2 - 1)) 'NR == n { $6 = $6 " 0" } { print }' "$base" \
    | emit many_inputs "$((F + 2)) $(tokcol "$l" 6) too many input columns"
  l=$(dl $((F + 2)))
  awk -v n=$((F + 2 - 1)) 'NR == n { $9 = "g" } { print }' "$base" \
    | emit nonhex "$((F + 2)) $(tokcol "$l" 8) pop0_idx.*not a lowercase hex digit"
  l=$(dl $((F + 7)))
  awk -v n=$((F + 7 - 1)) 'NR == n { $4 = "f" } { print }' "$base" \
    | emit unfit "$((F + 7)) $(tokcol "$l" 3) push_idx.*does not fit its 3 bits"
  l=$(dl $((F + 5)))
  awk -v n=$((F + 5 - 1)) 'NR == n { $8 = "0" $8 } { print }' "$base" \
    | emit too_wide "$((F + 5)) $(tokcol "$l" 7) pop0_valid.*wider than the column"

  # Another configuration, hash, knob value, block.
  prefix "$gb" 6 | emit other_config "$cfg_line 8 config.*dwf_baseline.*another configuration"
  sed 's/^config_hash .*/config_hash 0123456789abcdef/' "$base" | emit other_hash "$hash_line 13 config_hash.*0123456789abcdef"
  sed 's/^knob POOL .*/knob POOL 16/' "$base" | emit other_knob "$pool_line 11 knob POOL.*16"
  prefix "$gl" 6 | emit other_block "$blk_line 7 block.*dwf_pc_warp_lut"
  sed 's/^block .*/block nosuch/' "$base" | emit unknown_block "$blk_line 7 block.*nosuch"

  # Truncated files and wrong line counts.
  awk -v a=$((L - 3)) -v b=$((L - 1)) 'NR < a || NR > b { print }' "$base" \
    | emit truncated_end "$((L - 2)) 1 after 9 data lines.*truncated"
  awk -v a=$((L - 3)) 'NR < a { print }' "$base" \
    | emit truncated_eof "$((L - 3)) - after 9 data lines.*truncated"
  l=$(dl $((F + 7)))
  { awk -v a=$((F + 7 - 1)) 'NR < a { print }' "$base"; printf '%s' "${l:0:20}"; } \
    | emit_cut cut_line "$((F + 7)) 21 too few columns.*cut"
  l=$(dl $((F + 8)))
  { awk -v a=$((F + 8 - 1)) 'NR < a { print }' "$base"; printf '%s' "${l:0:$(( ${#l} - 9 ))}"; } \
    | emit_cut cut_digest "$((F + 8)) $(tokcol "$l" 12) state digest.*7 digits"
  awk -v n=$((F + 5 - 1)) 'NR == n { $1 = "00000006" } { print }' "$base" \
    | emit off_by_one "$((F + 5)) 1 cycle number 6, expected 5"
  awk -v n=$((F + 5 - 1)) 'NR != n { print }' "$base" \
    | emit missing_line "$((F + 5)) 1 cycle number 6, expected 5"
  awk -v n=$((L - 1)) '{ print } NR == n { $1 = "00000012"; print }' "$base" \
    | emit extra_line "$((L + 1)) 1 more data lines than the header's cycles 12"
  awk '/^end$/ { print; print "00000012 1 0 0 0 0 | 0 0 0 0 | 0000000000000000"; next } { print }' "$base" \
    | emit text_after_end "$((L + 2)) 1 text after the 'end' line"
  l=$(dl "$F")
  awk -v n=$((F - 1)) 'NR == n { $2 = "1" } { print }' "$base" \
    | emit no_reset "$F $(tokcol "$l" 1) first data line must be a reset cycle"
  awk '/^cycles / { print "cycles 0"; next } /^data$/ { print; print "end"; exit } { print }' "$base" \
    | emit cycles_zero "$c_line 8 cycles.*from 1"
  echo "regenerated $(ls "$errdir"/*.vec | wc -l) files in $errdir"
}

if [ $regen = 1 ]; then
  [ -n "$vecgen" ] || { echo "--regen needs --vecgen" >&2; exit 2; }
  do_regen
  exit 0
fi

[ -n "$vecgen" ] && [ -n "$block" ] && [ -n "$icarus" ] && [ -n "$verilator" ] && [ -n "$work" ] \
  || { echo "usage: $0 --vecgen BIN --block B --icarus CMD --verilator CMD --work DIR" >&2; exit 2; }
mkdir -p "$work"

###########
# Checks  #
###########

passed=0 failed=0
readers=(vecgen icarus verilator)

# Seconds per run: valid.vec replays in well under a second; Icarus can hang on a zero-delay loop.
limit=20
declare -A broken=()  # readers that fail on valid.vec: their other cases are skipped (and failed)

run_reader() { # reader file -> output in $out, status in $rc
  case $1 in
    vecgen) out=$("$vecgen" --check "$2" --block "$block" 2>&1) ;;
    icarus) out=$(timeout $limit $icarus "+vec=$2" 2>&1) ;;
    verilator) out=$(ulimit -c 0; timeout $limit $verilator "+vec=$2" 2>&1) ;;
  esac
  rc=$?
}

ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() {
  failed=$((failed + 1))
  echo "FAIL $1: $2"
  echo "$out" | head -n 8 | sed 's/^/       | /'
}

# Asserts that `reader` rejects `file` at `line` (and `col`, "-" for none) with `regex`.
expect_reject() { # reader file line col regex label
  local r=$1 f=$2 line=$3 col=$4 re=$5 what="$6 [$1]"
  if [ -n "${broken[$r]:-}" ]; then
    failed=$((failed + 1))
    echo "SKIP $what: $r fails on valid.vec (counted as failed)"
    return
  fi
  run_reader "$r" "$f"
  local loc="$f:$line:"
  [ "$col" = - ] || loc="$f:$line:$col:"
  if [ $rc -eq 0 ]; then bad "$what" "exit status 0 (accepted)"
  elif [ $rc -eq 124 ]; then bad "$what" "timed out"
  elif grep -q 'PASS' <<< "$out"; then bad "$what" "printed PASS"
  elif ! grep -qF -- "$loc" <<< "$out"; then bad "$what" "no '$loc' in the message"
  elif [ "$col" = - ] && grep -qE -- "^$(printf '%s' "$f" | sed 's/[][\.*^$/]/\\&/g'):$line:[0-9]" <<< "$out"; then
    bad "$what" "a column where none was expected"
  elif ! grep -qE -- "$re" <<< "$out"; then bad "$what" "message does not match /$re/"
  else ok "$what"; fi
}

# 1. The base file passes everywhere (else tb/vec/errors/ is stale).
base=$errdir/valid.vec
for r in "${readers[@]}"; do
  run_reader "$r" "$base"
  [ $rc -eq 0 ] || broken[$r]=1
  if [ $rc -eq 124 ]; then
    bad "valid.vec [$r]" "timed out after $limit s (a zero-delay loop in the RTL?)"
  elif [ $rc -ne 0 ]; then
    bad "valid.vec [$r]" "rejected (exit $rc): tb/vec/errors/ is stale? bash tb/vec/test_vec_errors.sh --regen --vecgen $vecgen"
  elif [ "$r" != vecgen ] && ! grep -qF "PASS $base: 12 lines compared" <<< "$out"; then
    bad "valid.vec [$r]" "no 'PASS $base: 12 lines compared'"
  elif ! grep -qE '^(vecgen: .*: ok|1 passed, 0 failed)' <<< "$out"; then
    bad "valid.vec [$r]" "no success line"
  else ok "valid.vec [$r]"; continue; fi
  broken[$r]=1
done

# 2. Every malformed file, on every reader.
nfiles=0
for f in "$errdir"/*.vec; do
  [ "$f" = "$base" ] && continue
  nfiles=$((nfiles + 1))
  exp=$(sed -n '2s/^# expect: //p' "$f")
  if [ -z "$exp" ]; then echo "FAIL $f: no '# expect:' on line 2"; failed=$((failed + 1)); continue; fi
  read -r line col re <<< "$exp"
  for r in "${readers[@]}"; do
    expect_reject "$r" "$f" "$line" "$col" "$re" "$(basename "$f")"
  done
done

# 3. The first and the last data line are compared: change only the first line's first expected
#    output, or only the last line's digest.
D=$(grep -n -m1 '^data$' "$base" | cut -d: -f1)
F=$((D + 1))
L=$(( $(grep -n -m1 '^end$' "$base" | cut -d: -f1) - 1 ))
first=$work/first_output.vec
awk -v n=$F 'NR == n { $8 = ($8 == "0") ? "1" : "0" } { print }' "$base" > "$first"
oc=$(awk -v n=$F 'NR == n { c = 1; for (i = 1; i < 8; i++) c += length($i) + 1; print c }' "$base")
expect_reject vecgen "$first" $F "$oc" "cycle 0: output 'pop0_valid'" "first line output"
for r in icarus verilator; do
  expect_reject $r "$first" $F - "mismatch at cycle 0: output pop0_valid: expected" "first line output"
done
last=$work/last_digest.vec
awk -v n=$L 'NR == n { d = $13; c = substr(d, 16, 1); $13 = substr(d, 1, 15) (c == "0" ? "1" : "0") } { print }' "$base" > "$last"
dc=$(awk -v n=$L 'NR == n { c = 1; for (i = 1; i < 13; i++) c += length($i) + 1; print c }' "$base")
expect_reject vecgen "$last" $L "$dc" "cycle 11: state digest" "last line digest"
for r in icarus verilator; do
  expect_reject $r "$last" $L - "mismatch at cycle 11: state digest" "last line digest"
done

# 3b. A qualified output (`out pop0_idx 3 if pop0_valid`) is don't-care while its valid is 0: the
#     testbenches accept any value there (vecgen --check, which re-runs the C model, does not), and
#     still catch a wrong value while the valid is 1. On the golden random file (500 lines), at the
#     first line with pop0_valid 0, and at the first line after it with pop0_valid 1.
gold=$root/vectors/dwf_warp_alloc/dwf_toy/random_s1.vec
gd=$(grep -n -m1 '^data$' "$gold" | cut -d: -f1)
q0=$(awk -v d=$gd 'NR > d && $8 == "0" { print NR; exit }' "$gold")
q1=$(awk -v d=$q0 'NR > d && $8 == "1" { print NR; exit }' "$gold")
flip='{ $9 = ($9 == "7") ? "6" : "7" }'
dontcare=$work/qual_dontcare.vec
awk -v n=$q0 "NR == n $flip { print }" "$gold" > "$dontcare"
counts=$work/qual_counts.vec
awk -v n=$q1 "NR == n $flip { print }" "$gold" > "$counts"
glines=$(sed -n 's/^cycles //p' "$gold")
for r in icarus verilator; do
  [ -z "${broken[$r]:-}" ] || continue
  run_reader $r "$dontcare"
  if [ $rc -eq 0 ] && grep -qF "PASS $dontcare: $glines lines compared" <<< "$out"; then
    ok "pop0_idx changed while pop0_valid = 0 (line $q0) accepted [$r]"
  else
    bad "pop0_idx changed while pop0_valid = 0 (line $q0) accepted [$r]" "rejected (exit $rc)"
  fi
  expect_reject $r "$counts" $q1 - "mismatch at cycle $((q1 - gd - 1)): output pop0_idx: expected" \
    "pop0_idx changed while pop0_valid = 1"
done
qc=$(awk -v n=$q0 'NR == n { c = 1; for (i = 1; i < 9; i++) c += length($i) + 1; print c }' "$gold")
expect_reject vecgen "$dontcare" $q0 "$qc" "output 'pop0_idx'" "pop0_idx changed while pop0_valid = 0 (C model re-run)"

# 4. A comment longer than any data line is still a comment (the testbench reads it in pieces).
long=$work/long_comment.vec
awk 'NR == 2 { s = "# "; for (i = 0; i < 3000; i++) s = s "x"; print s } { print }' "$base" > "$long"
for r in "${readers[@]}"; do
  [ -z "${broken[$r]:-}" ] || continue
  run_reader "$r" "$long"
  if [ $rc -eq 0 ] && grep -qE "^(vecgen: .*: ok|PASS $long: 12 lines compared)" <<< "$out"; then
    ok "long comment accepted [$r]"
  else
    bad "long comment accepted [$r]" "rejected (exit $rc)"
  fi
done

# 5. A missing file and a missing +vec.
run_reader vecgen "$work/no_such.vec"
[ $rc -ne 0 ] && grep -qF "$work/no_such.vec" <<< "$out" && ok "missing file [vecgen]" || bad "missing file [vecgen]" "accepted"
for r in icarus verilator; do
  [ -z "${broken[$r]:-}" ] || continue
  run_reader $r "$work/no_such.vec"
  [ $rc -ne 0 ] && ! grep -q PASS <<< "$out" && ok "missing file [$r]" || bad "missing file [$r]" "accepted"
done
out=$(timeout $limit $icarus 2>&1); rc=$?
[ $rc -ne 0 ] && grep -q '+vec' <<< "$out" && ok "no +vec [icarus]" || bad "no +vec [icarus]" "accepted"
out=$(ulimit -c 0; timeout $limit $verilator 2>&1); rc=$?
[ $rc -ne 0 ] && grep -q '+vec' <<< "$out" && ok "no +vec [verilator]" || bad "no +vec [verilator]" "accepted"

echo "vec-errors: $nfiles malformed files x ${#readers[@]} readers, plus first/last-line and usage cases"
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
