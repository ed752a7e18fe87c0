#!/usr/bin/env bash
# tools/registry_check.sh "PAPERS" "CONFIGS" "paper:blocks"... -- block:baseline:config+config ...
#
# Everything a block must have once a paper registers it (mk/papers/<paper>.mk): a paper baseline,
# its sources (C pair, Verilog twin, stimulus, scenarios, unit test), golden vectors for every
# configuration of CONFIGS that builds it (its paper's CONFIGS_<p>; at least one), at least one mutant in tb/mutants/mutants.txt, and a row in the bits
# report (its descriptor is in the registry, which vecgen lists). Also: every hdl/<x>.sv is a
# registered block (a block nobody registered is never tested). Each problem names the block and
# what is missing.
set -uo pipefail
papers=$1 configs=$2; shift 2
declare -A paper_of
while [ $# -gt 0 ] && [ "$1" != -- ]; do
  p=${1%%:*}
  for b in ${1#*:}; do paper_of[$b]=$p; done
  shift
done
shift
bad=0
miss() { echo "registry-check: block $1 ($2): $3"; bad=1; }
n=0
for m in "$@"; do
  b=${m%%:*} rest=${m#*:}; base=${rest%%:*} cfgs=${rest#*:}; n=$((n + 1))
  p=${paper_of[$b]:-?}
  [ "$base" != MISSING ] || miss "$b" "$p" "no paper baseline: set BASELINE_$b in mk/papers/$p.mk"
  [ "$base" = MISSING ] || [ -f "configs/$base.cfg" ] || miss "$b" "$p" "baseline $base has no configs/$base.cfg"
  for f in rtl_c/$b.h rtl_c/$b.c hdl/$b.sv tb/stim/${b}_stim.c tb/stim/${b}_scen.c tb/unit/test_$b.c; do
    [ -f "$f" ] || miss "$b" "$p" "missing $f"
  done
  [ -n "$cfgs" ] || miss "$b" "$p" "no configuration builds it: add one to CONFIGS_$p in mk/papers/$p.mk"
  for c in ${cfgs//+/ }; do
    ls vectors/$b/$c/*.vec > /dev/null 2>&1 || miss "$b" "$p" "no golden vectors in vectors/$b/$c/ (make vectors BLOCK=$b CONFIG=$c)"
  done
  grep -q "^$b *|" tb/mutants/mutants.txt || miss "$b" "$p" "no mutant in tb/mutants/mutants.txt (a deliberate RTL bug the harness must catch)"
  grep -q "^const wt_block_t ${b}_block" rtl_c/$b.c 2>/dev/null || miss "$b" "$p" "rtl_c/$b.c defines no descriptor ${b}_block (the bits report and every tool read it)"
  grep -q "^#define ${b^^}_KNOBS(X)" rtl_c/$b.h 2>/dev/null || miss "$b" "$p" "rtl_c/$b.h declares no ${b^^}_KNOBS(X) list (the knobs it reads)"
done
for f in hdl/*.sv; do
  x=$(basename "$f" .sv)
  [ -n "${paper_of[$x]+x}" ] || { echo "registry-check: $f is not a block of any paper (add it to BLOCKS_<paper> in mk/papers/<paper>.mk)"; bad=1; }
done
for v in vectors/*/; do
  x=$(basename "$v")
  [ -n "${paper_of[$x]+x}" ] || { echo "registry-check: $v holds vectors of $x, which no paper registers"; bad=1; }
done
[ $bad -ne 0 ] || echo "registry-check: $n block(s) of paper(s) $papers have a baseline, sources, golden vectors, a mutant, a descriptor and a knob list"
exit $bad
