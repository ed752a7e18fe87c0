# experiments/common/check_lib.sh: the tally of the closed-loop experiments' check scripts
# (experiments/pe/test_pe_loop.sh, experiments/ilp/test_ilp_loop.sh), sourced by them: ok/bad count
# and print one check each, $tmp is a scratch folder removed at exit, check_done prints the tally
# under NAME and fails if any check failed.
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "  ok   $*"; }
bad() { fail=$((fail + 1)); echo "  FAIL $*"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check_done() { # name
  echo "$1: $pass passed, $fail failed"
  [ "$fail" -eq 0 ]
}
