#!/usr/bin/env bash
# tb/lib/test_install.sh MAKE VERSION SONAME CONFIG BLOCK: libwarptwin as a user gets it (part of
# make lib-check), on the examples' block and configuration (LIB_EXAMPLE_BLOCK, LIB_EXAMPLE_CONFIG:
# the warp allocator of dwf_toy, which examples/c_api's expected cycles and examples/dpi's
# testbench are written for).
#
#  1. `make install` without PREFIX fails with a message and installs nothing;
#  2. `make install PREFIX=$(mktemp -d)`: the libraries, headers, pkg-config file and DPI-C models
#     are there; the shared library exports only warptwin_* and has the soname; the static one
#     has no other global symbol;
#  3. examples/c_api/main.c, built with `pkg-config --cflags --libs warptwin` against the shared
#     and the static library (and as C++), prints the configuration and cycles that must equal the
#     golden vector file vectors/dwf_warp_alloc/dwf_toy/drain_refill.vec (hash, outputs, digest);
#  4. examples/dpi: the testbench around the Verilog twin with the DPI-C model passes; the same
#     testbench around a copy of the twin with one planted bug must fail with
#     `mismatch at cycle N: output <port>: expected X got Y`; around a copy that changes an output
#     only while its valid is 0 (don't-care) it must pass; a model built for other knob values
#     than the library's configuration must refuse to start (configuration drift).
# Run from the top of the tree after `make CONFIG=<CONFIG> prep` (the twin's generated includes).
set -uo pipefail
make=$1 version=$2 soname=$3 cfg=$4 blk=$5
[ "$blk" = dwf_warp_alloc ] || { echo "lib-check: the examples are written for dwf_warp_alloc, not $blk"; exit 1; }
work=$PWD/build/lib/test/install
rm -rf "$work" && mkdir -p "$work"
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL lib-check: $*"; }

#####################
# 1-2. Installation #
#####################

out=$($make --no-print-directory install PREFIX= 2>&1); rc=$?
[ $rc -ne 0 ] && grep -q "PREFIX is not set" <<<"$out" && ok || bad "install without PREFIX: rc $rc: $out"

if ! $make --no-print-directory install PREFIX="$prefix" > "$work/install.log" 2>&1; then
  cat "$work/install.log"; bad "make install PREFIX=$prefix"; echo "lib-check: $pass passed, $fail failed"; exit 1
fi
for f in lib/libwarptwin.a lib/libwarptwin.so.$version lib/$soname lib/libwarptwin.so lib/pkgconfig/warptwin.pc \
         include/warptwin/warptwin.h include/warptwin/warptwin_version.h include/warptwin/warptwin_dpi.h \
         share/warptwin/dpi/$cfg/${blk}_dpi.sv share/warptwin/dpi/wm_baseline/wm_sm_dpi.sv; do
  [ -e "$prefix/$f" ] && ok || bad "not installed: $f"
done
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
[ "$(pkg-config --modversion warptwin)" = "$version" ] && ok || bad "pkg-config --modversion: $(pkg-config --modversion warptwin 2>&1)"
dpidir=$(pkg-config --variable=dpidir warptwin)
[ "$dpidir" = "$prefix/share/warptwin/dpi" ] && ok || bad "dpidir $dpidir"
so=$prefix/lib/libwarptwin.so
others=$(nm -D --defined-only "$so" | awk '{print $3}' | grep -v '^warptwin_')
n=$(nm -D --defined-only "$so" | grep -c ' warptwin_')
[ -z "$others" ] && [ "$n" -gt 40 ] && ok || bad "libwarptwin.so exports besides warptwin_* ($n of those): $others"
others=$(nm -g --defined-only "$prefix/lib/libwarptwin.a" | awk 'NF == 3 {print $3}' | grep -v '^warptwin_')
[ -z "$others" ] && ok || bad "libwarptwin.a: global symbols besides warptwin_*: $others"
readelf -d "$so" | grep -q "SONAME.*\[$soname\]" && ok || bad "soname is not $soname: $(readelf -d "$so" | grep SONAME)"

#########################
# 3. The C example      #
#########################

# What the example must print: the golden file's hash, its first four lines' outputs (a reset, then
# both ports pop) and the digest after line 3.
vec=vectors/$blk/$cfg/drain_refill.vec
hash=$(awk '$1 == "config_hash" {print $2}' "$vec")
want_cycles=$(awk '/^data$/ {d = 1; next} d && n < 4 {
  printf "cycle %d: pop0_valid=%x pop0_idx=%s pop1_valid=%x pop1_idx=%s\n", n, $8, ($8 == "1" ? $9 : "-"), $10, ($10 == "1" ? $11 : "-"); n++ }' "$vec")
want_digest=$(awk '/^data$/ {d = 1; next} d && n++ == 3 {print $13}' "$vec")
check_example() { # label binary
  local out
  out=$(LD_LIBRARY_PATH=$prefix/lib "$2" 2>&1); local rc=$?
  echo "$out" > "$work/$1.out"
  [ $rc -eq 0 ] || { bad "$1: exit $rc: $out"; return; }
  grep -qx "config_hash $hash" <<<"$out" && grep -qx "knob POOL 8" <<<"$out" && ok || bad "$1: configuration: $out"
  [ "$(grep '^cycle ' <<<"$out")" = "$want_cycles" ] && ok || bad "$1: cycles: want
$want_cycles
got
$(grep '^cycle ' <<<"$out")"
  grep -qx "state digest $want_digest" <<<"$out" && ok || bad "$1: digest, want $want_digest: $out"
  grep -q "^error: unknown port 'no_such_port'" <<<"$out" && ok || bad "$1: error text: $out"
}
cflags="-std=c11 -Wall -Wextra -Werror -pedantic"
# Shared: the pkg-config line as docs/own-rtl.md gives it.
if cc $cflags -o "$work/c_api_shared" examples/c_api/main.c $(pkg-config --cflags --libs warptwin) 2> "$work/cc.log"; then
  readelf -d "$work/c_api_shared" | grep -q "NEEDED.*\[$soname\]" && ok || bad "c_api_shared does not load $soname"
  check_example c_api_shared "$work/c_api_shared"
else
  bad "cc (shared): $(cat "$work/cc.log")"
fi
# Static: the same flags, the archive taken instead of the shared library.
if cc $cflags -o "$work/c_api_static" examples/c_api/main.c $(pkg-config --cflags warptwin) \
     -Wl,-Bstatic $(pkg-config --libs warptwin) -Wl,-Bdynamic 2> "$work/cc.log"; then
  readelf -d "$work/c_api_static" | grep -q "libwarptwin" && bad "c_api_static loads libwarptwin" || ok
  check_example c_api_static "$work/c_api_static"
else
  bad "cc (static): $(cat "$work/cc.log")"
fi
# C++.
if g++ -x c++ -std=c++17 -Wall -Wextra -Werror -o "$work/c_api_cxx" examples/c_api/main.c $(pkg-config --cflags --libs warptwin) 2> "$work/cc.log"; then
  check_example c_api_cxx "$work/c_api_cxx"
else
  bad "g++: $(cat "$work/cc.log")"
fi
# A configuration file through the example: not compiled in -> the error names file and knob.
printf 'base = %s\nPOOL = 16\n' $cfg > "$work/pool16.cfg"
out=$(LD_LIBRARY_PATH=$prefix/lib "$work/c_api_shared" dwf_warp_alloc "$work/pool16.cfg" 2>&1); rc=$?
[ $rc -ne 0 ] && grep -q "pool16.cfg: error: block dwf_warp_alloc with POOL = 16 is not compiled" <<<"$out" && ok \
  || bad "c_api with pool16.cfg: rc $rc: $out"

#########################
# 4. The DPI-C example  #
#########################

# The Verilator command of docs/own-rtl.md ("The DPI-C reference model in your testbench"). $1: build
# directory, $2: the DUT's file, $3: the testbench, then extra flags.
vbuild() {
  local dir=$1 dut=$2 tb=$3 top
  shift 3
  top=$(basename "$tb" .sv)
  mkdir -p "$dir"
  verilator --binary -j 2 -Wall -fno-life -MAKEFLAGS OBJCACHE=ccache \
    -I"$PWD/params" -I"$PWD/build/$cfg/gen" --top-module "$top" --Mdir "$dir" -o tb "$@" \
    "$dpidir/$cfg/${blk}_dpi.sv" "$dut" "$tb" \
    -LDFLAGS "$(pkg-config --libs warptwin) -Wl,-rpath,$(pkg-config --variable=libdir warptwin)" \
    > "$dir/build.log" 2>&1 || { bad "verilator build in $dir: $(tail -n 30 "$dir/build.log")"; return 1; }
}
cycles=3000
if vbuild "$work/dpi" "$PWD/hdl/dwf_warp_alloc.sv" "$PWD/examples/dpi/tb_dwf_warp_alloc.sv"; then
  out=$(timeout 300 "$work/dpi/tb" +cycles=$cycles 2>&1); rc=$?
  echo "$out" > "$work/dpi.out"
  [ $rc -eq 0 ] && grep -qx "PASS: $cycles cycles compared, 0 errors" <<<"$out" && ok || bad "DPI example: rc $rc: $(tail -n 20 <<<"$out")"
  grep -q "config_hash $hash" <<<"$out" && ok || bad "DPI example: the model did not print its configuration"
fi
# The planted bug (a copy of the twin): a push into a FIFO holding Pool-1 indices is dropped (an
# off-by-one full check). Legal stimulus reaches it; the model must report it.
mkdir -p "$work/bug"
sed 's/push_ok    = push_i \&\& (count_q != FullCnt);/push_ok    = push_i \&\& (count_q != FullCnt - CntW'"'"'(1));/' \
  hdl/dwf_warp_alloc.sv > "$work/bug/dwf_warp_alloc.sv"
if cmp -s hdl/dwf_warp_alloc.sv "$work/bug/dwf_warp_alloc.sv"; then
  bad "the planted bug did not apply to hdl/dwf_warp_alloc.sv"
elif vbuild "$work/dpi_bug" "$work/bug/dwf_warp_alloc.sv" "$PWD/examples/dpi/tb_dwf_warp_alloc.sv"; then
  out=$(timeout 300 "$work/dpi_bug/tb" +cycles=$cycles 2>&1); rc=$?
  echo "$out" > "$work/dpi_bug.out"
  msg=$(grep -m1 -E '^tb_dwf_warp_alloc\.u_ref: mismatch at cycle [0-9]+: output [a-z0-9_]+: expected [0-9a-f]+ got [0-9a-f]+$' <<<"$out")
  [ $rc -ne 0 ] && [ -n "$msg" ] && grep -qE "FAIL: $cycles cycles compared \(expected $cycles\), [1-9][0-9]* errors" <<<"$out" && ok || bad "DPI example with the planted bug: rc $rc: $(tail -n 20 <<<"$out")"
  [ -n "$msg" ] && echo "lib-check: the planted bug is caught: $msg"
fi
# A don't-care difference (tb/mutants/mutants.txt's dontcare entry of the block): port 0 drives
# all ones instead of 0 while pop0_valid is 0. A qualified output counts only while its valid is 1,
# so the same testbench must pass.
mkdir -p "$work/dontcare"
sed "s/pop0_idx_o   = pop0_valid_o ? slot_head : '0;/pop0_idx_o   = pop0_valid_o ? slot_head : '1;/" \
  hdl/dwf_warp_alloc.sv > "$work/dontcare/dwf_warp_alloc.sv"
if cmp -s hdl/dwf_warp_alloc.sv "$work/dontcare/dwf_warp_alloc.sv"; then
  bad "the don't-care change did not apply to hdl/dwf_warp_alloc.sv"
elif vbuild "$work/dpi_dontcare" "$work/dontcare/dwf_warp_alloc.sv" "$PWD/examples/dpi/tb_dwf_warp_alloc.sv"; then
  out=$(timeout 300 "$work/dpi_dontcare/tb" +cycles=$cycles 2>&1); rc=$?
  echo "$out" > "$work/dpi_dontcare.out"
  [ $rc -eq 0 ] && grep -qx "PASS: $cycles cycles compared, 0 errors" <<<"$out" && ok \
    || bad "DPI example with a don't-care difference: rc $rc: $(tail -n 20 <<<"$out")"
  # The difference happened: the FIFO was empty on some cycles.
  grep -qE "^[1-9][0-9]* cycles with the FIFO empty" <<<"$out" && ok || bad "the FIFO never ran empty: $out"
fi
# Configuration drift: a model told POOL = 16 beside the library's dwf_toy (POOL = 8).
if vbuild "$work/dpi_drift" "$PWD/hdl/dwf_warp_alloc.sv" "$PWD/tb/lib/tb_dpi_drift.sv"; then
  out=$(timeout 60 "$work/dpi_drift/tb" 2>&1); rc=$?
  echo "$out" > "$work/dpi_drift.out"
  [ $rc -ne 0 ] && grep -q "configuration drift: .*dwf_warp_alloc.*POOL = 8.*(this instance: POOL = 16)" <<<"$out" && ok \
    || bad "drift: rc $rc: $out"
fi

echo "lib-check: $pass passed, $fail failed"
[ $fail -eq 0 ]
