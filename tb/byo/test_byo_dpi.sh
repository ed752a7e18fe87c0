#!/usr/bin/env bash
# tb/byo/test_byo_dpi.sh: the foreign RTL of examples/foreign/ beside the DPI-C reference model.
#
#   bash tb/byo/test_byo_dpi.sh WORKDIR      (make byo-dpi-check; needs `make lib`)
#
# For each example (the foreign module, its testbench, its block and configuration): install
# libwarptwin into WORKDIR/prefix (make install), build the testbench with the installed DPI-C model
# on Verilator, as docs/own-rtl.md, "The DPI-C reference model in your testbench", says, and require
#   - the good RTL: `PASS: N cycles compared, 0 errors`, and cycles on which a qualified output
#     was don't-care (the foreign RTL drives other values there than the model);
#   - the RTL with -DPLANT_BUG: a non-zero exit and `<tb>.u_ref: mismatch at cycle C: output P:
#     expected X got Y`.
# Ends with "N passed, M failed".
set -uo pipefail
work=${1:?usage: $0 WORKDIR}
rm -rf "$work" && mkdir -p "$work"
work=$(cd "$work" && pwd)
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }

make --no-print-directory install PREFIX="$work/prefix" > "$work/install.log" 2>&1 \
  || { cat "$work/install.log"; echo "0 passed, 1 failed"; exit 1; }
export PKG_CONFIG_PATH=$work/prefix/lib/pkgconfig
dpidir=$(pkg-config --variable=prefix warptwin)/share/warptwin/dpi

# example: foreign module file | testbench | block | configuration | the don't-care count line
examples=(
  "warp_free_list.sv|tb_dpi_warp_free_list.sv|dwf_warp_alloc|dwf_toy|cycles with the FIFO empty"
  "partial_tb_buffer.sv|tb_dpi_partial_tb_buffer.sv|wm_workload_buf|wm_baseline|cycles with a TB pending and no issue"
)
cycles=3000
for e in "${examples[@]}"; do
  IFS='|' read -r dut tb blk cfg dc <<< "$e"
  top=${tb%.sv}
  make --no-print-directory CONFIG=$cfg gen > /dev/null 2>&1 || { bad "$top: make CONFIG=$cfg gen"; continue; }
  for v in good bug; do
    dir=$work/$top-$v
    mkdir -p "$dir"
    def=(); [ $v = bug ] && def=(-DPLANT_BUG)
    # The user's RTL is not ours to lint (the planted bug leaves a bit unused): -Wall covers the
    # testbench and the generated model only, as mk/byo.mk does for the mapped replay.
    printf '`verilator_config\nlint_off -file "%s"\n' "$PWD/examples/foreign/$dut" > "$dir/user.vlt"
    if ! verilator --binary -j 2 -Wall -fno-life -MAKEFLAGS OBJCACHE=ccache "${def[@]}" \
         -I"$PWD/params" -I"$PWD/build/$cfg/gen" --top-module "$top" --Mdir "$dir" -o tb \
         "$dir/user.vlt" "$dpidir/$cfg/${blk}_dpi.sv" "$PWD/examples/foreign/$dut" "$PWD/examples/foreign/$tb" \
         -LDFLAGS "$(pkg-config --libs warptwin) -Wl,-rpath,$(pkg-config --variable=libdir warptwin)" \
         > "$dir/build.log" 2>&1; then
      bad "$top [$v]: verilator build failed: $(tail -n 20 "$dir/build.log")"; continue
    fi
    out=$(timeout 300 "$dir/tb" +cycles=$cycles 2>&1); rc=$?
    echo "$out" > "$dir/run.out"
    if [ $v = good ]; then
      if [ $rc -eq 0 ] && grep -qx "PASS: $cycles cycles compared, 0 errors" <<< "$out" \
         && grep -qE "^[1-9][0-9]* $dc" <<< "$out"; then
        ok "$top: foreign $blk passes beside the DPI-C model ($(grep -E "$dc" <<< "$out"))"
      else
        bad "$top: rc $rc: $(tail -n 12 <<< "$out")"
      fi
    else
      msg=$(grep -m1 -E "^$top\.u_ref: mismatch at cycle [0-9]+: output [a-z0-9_]+: expected [0-9a-f]+ got [0-9a-f]+$" <<< "$out")
      if [ $rc -ne 0 ] && [ -n "$msg" ] && grep -q "FAIL: " <<< "$out"; then
        ok "$top: planted bug caught: $msg"
      else
        bad "$top with PLANT_BUG: not caught (rc $rc): $(tail -n 12 <<< "$out")"
      fi
    fi
  done
done
echo "byo-dpi-check: $pass passed, $fail failed"
[ $fail -eq 0 ]
