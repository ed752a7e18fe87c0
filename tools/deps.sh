#!/usr/bin/env bash
# tools/deps.sh: install the Debian packages warptwin needs, if any is missing.
# As root it runs apt-get (update first); otherwise it prints the exact command and fails.
set -euo pipefail
PKGS=(verilator iverilog yosys libsystemc-dev check pkg-config ccache make gcc g++ clang zlib1g-dev
      slurm-wlm munge parallel opensta qflow-tech-osu018 gnuplot-nox chromium fonts-dejavu-core jq
      clang-format libjansson-dev libcmark-gfm-dev libcmark-gfm-extensions-dev)
# A command or pkg-config module proves each package is usable; dpkg status alone is not enough.
missing=()
have_cmd() { command -v "$1" >/dev/null 2>&1; }
# Daemons live in /usr/sbin, which a normal user's PATH often lacks.
have_sbin() { have_cmd "$1" || [ -x "/usr/sbin/$1" ]; }
have_cmd verilator || missing+=(verilator)
have_cmd iverilog  || missing+=(iverilog)
have_cmd yosys     || missing+=(yosys)
have_cmd ccache    || missing+=(ccache)
have_cmd pkg-config || missing+=(pkg-config)
have_cmd make      || missing+=(make)
have_cmd gcc       || missing+=(gcc)
have_cmd g++       || missing+=(g++)
# The lock-step builds compile the Verilated C++ with clang (Makefile COSIM_CXX: measured 4x faster
# to build and 1.7x faster to run than gcc on the baseline P-mode unit).
have_cmd clang++   || missing+=(clang)
# The regression job list also runs under GNU parallel and Slurm (tools/regress_slurm.sh;
# tools/slurm_local.sh runs a one-node cluster on localhost to test that for real).
{ have_cmd sbatch && have_sbin slurmctld && have_sbin slurmd; } || missing+=(slurm-wlm)
have_sbin munged   || missing+=(munge)
have_cmd parallel  || missing+=(parallel)
# Area and timing (mk/synth.mk): the OSU 0.18 um standard cells Yosys maps to, OpenSTA's `sta`;
# the sweep plots (gnuplot) and the report page's headless render (chromium, with a font).
[ -f /usr/share/qflow/tech/osu018/osu018_stdcells.lib ] || missing+=(qflow-tech-osu018)
have_cmd sta       || missing+=(opensta)
have_cmd gnuplot   || missing+=(gnuplot-nox)
have_cmd chromium  || missing+=(chromium)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
# The report page's report.json is assembled and checked with jq (tools/report.sh).
have_cmd jq        || missing+=(jq)
# The C/C++ house style (.clang-format, make format-check).
have_cmd clang-format || missing+=(clang-format)
if have_cmd pkg-config; then
  pkg-config --exists check   || missing+=(check)
  pkg-config --exists systemc || missing+=(libsystemc-dev)
  pkg-config --exists zlib    || missing+=(zlib1g-dev)
  pkg-config --exists jansson || missing+=(libjansson-dev) # tools/bits_rows.c reads Yosys's JSON
  # The report page's Markdown (tools/report_html.c): libcmark-gfm and its table extension, whose
  # header comes with libcmark-gfm-extensions-dev (libcmark-gfm.pc links both libraries).
  pkg-config --exists libcmark-gfm || missing+=(libcmark-gfm-dev)
  [ -f "$(pkg-config --variable=includedir libcmark-gfm 2>/dev/null)/cmark-gfm-core-extensions.h" ] \
    || missing+=(libcmark-gfm-extensions-dev)
else
  missing+=(check libsystemc-dev zlib1g-dev libjansson-dev libcmark-gfm-dev libcmark-gfm-extensions-dev)
fi
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "deps: missing: ${missing[*]}"
cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${PKGS[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "deps: not root; run:  sudo sh -c '$cmd'"
  exit 1
fi
echo "deps: installing with apt-get"
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${PKGS[@]}"
echo "deps: installed: $(verilator --version | head -1); $(iverilog -V 2>&1 | head -1); $(yosys -V)"
