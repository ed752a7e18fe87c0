#!/usr/bin/env bash
# tools/knob_isolation.sh CONFIG...: adding a knob to a new family changes no vector file.
#
# Copies the project's tracked files into a temporary tree, appends a family `zz_isolation` with one
# knob ZZ_DUMMY to configs/knobs.def, and in that tree runs `make vectors-check` for each CONFIG:
# every golden vector file must come out byte-identical, because a block's vector headers and
# configuration hash cover only the knobs it declares. It also checks that the knob did reach the
# generated configuration (so the test cannot pass by not adding it).
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git ls-files -z | xargs -0 tar -cf - 2>/dev/null | tar -xf - -C "$tmp"
cat >> "$tmp/configs/knobs.def" <<'DEF'
WT_FAMILY(zz_isolation, "a family added by tools/knob_isolation.sh")
WT_KNOB(zz_isolation, ZZ_DUMMY, 5, 0, 7, WT_R_NONE, "a knob no block reads")
DEF
for c in "$@"; do
  out=$(make -C "$tmp" --no-print-directory CONFIG="$c" vectors-check 2>&1) || { echo "$out" | tail -20; echo "knob-isolation [$c]: FAILED: a new knob changed vector files"; exit 1; }
  grep -q '^#define WT_ZZ_DUMMY 5$' "$tmp/build/$c/gen/wt_config.h" \
    || { echo "knob-isolation [$c]: the dummy knob did not reach the generated configuration"; exit 1; }
  echo "knob-isolation [$c]: with a new family zz_isolation and knob ZZ_DUMMY, $(grep -c 'golden files identical' <<<"$out") block(s): every golden vector file byte-identical"
done
