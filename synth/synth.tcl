# synth/synth.tcl: the generic Yosys 0.23 flow, run once per block and configuration.
#
#   TOP=<module> SRCS="<files>" INCDIRS="<dirs>" [DEFS="<NAME[=VAL]> ..."] LIBERTY=<file.lib> \
#     ABC_DELAY_PS=<ps> BLIF2V=<tools/blif2v binary> OUT=<prefix> yosys -q -l <prefix>.log -c synth/synth.tcl
#
# mk/synth.mk runs it for every block of a configuration with OUT=build/<config>/synth/<block>.
# It checks that the RTL synthesizes, counts what it becomes, and maps it to real standard cells
# (the Liberty file) for area; synth/sta.tcl then times the mapped netlist with OpenSTA. No
# placement, no wires: the area is cell area and the timing has no wire load (see docs/reports.md, "Area
# and timing").
#
# Flow: read_verilog -sv (Yosys defines SYNTHESIS, so each block's `dbg_state_o` is left out),
# `synth -flatten`, `check -assert`, then no memory may remain: `synth` maps every inferred $mem
# to flip-flops and logic, and a $mem cell left over would hide its bits from the count. Then
# dfflibmap + abc to the Liberty cells.
#
# Outputs, written after the checks pass (`<prefix>.stat.txt` last: it is the Make target):
#   <prefix>.json      `stat -json`: Yosys gate cells by type after the full synth. tools/bits.c
#                      counts every fine flip-flop or latch cell ($_DFF*, $_SDFF*, $_ALDFF*,
#                      $_DLATCH*, $_SR_*, $_FF_) as one storage bit (FFs).
#   <prefix>.lib.json  `stat -json` of the Liberty-mapped netlist: library cells by type.
#                      tools/bits.c prices them with the library's cell areas (µm², kGE) and
#                      counts its sequential cells, which must equal FFs.
#   <prefix>.lib.txt   `stat -liberty` of the same, for people (Yosys's own area sum).
#   <prefix>.net.v     the mapped netlist (children as instances), for OpenSTA (tools/blif2v.c).
#   <prefix>.stat.txt  `stat` of the generic synth in text, for people.

proc need {name} {
  if {![info exists ::env($name)] || [string trim $::env($name)] eq ""} {
    error "synth.tcl: environment variable $name is not set (see the header of synth/synth.tcl)"
  }
  return [string trim $::env($name)]
}
proc opt_env {name} {
  if {[info exists ::env($name)]} { return [string trim $::env($name)] }
  return ""
}

set top  [need TOP]
set srcs [need SRCS]
set out  [need OUT]
set incs [opt_env INCDIRS]
set defs [opt_env DEFS]
# A unit that instantiates other blocks (CHILDREN_<unit> in the Makefile): the children's module
# names and sources. The children are blackboxes (read, then `blackbox`): each child has its
# own synthesis in the same configuration, and tools/bits.c adds a child's flip-flops and cells to
# the unit's for every instance, so a unit's row counts every bit once without synthesizing the
# children again (a flat synthesis of the baseline dwf_sched takes 8 minutes).
set lib      [need LIBERTY]
if {![file exists $lib]} { error "synth.tcl: no Liberty file $lib (tools/deps.sh installs qflow-tech-osu018)" }
set kids     [opt_env CHILDREN]
set kid_srcs [opt_env CHILD_SRCS]

foreach f [list $out.json $out.lib.txt $out.lib.json $out.net.v $out.stat.txt $out.stat.txt.tmp] {
  file delete -force $f
}

#########
# Read  #
#########

set args [list -sv]
foreach d $incs { lappend args -I$d }
foreach d $defs { lappend args -D$d }
foreach s $srcs {
  if {![file exists $s]} { error "synth.tcl: no source file $s" }
}
yosys read_verilog {*}$args {*}$srcs
# The children's files are read whole and then each declared child is made a blackbox: a child's
# file may also hold a helper module of its own logic that a unit instantiates directly (pe_unit
# keeps every warp's SIMT stack as storage indexed by warp around one pdom_stack_upd from
# hdl/pdom_stack.sv, not a pdom_stack per warp), and that helper is synthesized into the unit.
if {$kid_srcs ne ""} {
  foreach s $kid_srcs {
    if {![file exists $s]} { error "synth.tcl: no source file $s" }
  }
  yosys read_verilog {*}$args {*}$kid_srcs
  foreach k $kids { yosys blackbox $k }
}

###########
# Synth   #
###########

# -noshare: Yosys's SAT-based resource sharing ran for over 10 minutes on the Majority scheduler's
# swap stages (hundreds of shift cells) and only merges arithmetic cells; flip-flops are unaffected.
# -run begin:check: synth's own closing `check` and `stat` are left out; `check -assert` below
# checks the same netlist and fails on any problem.
yosys synth -top $top -flatten -noshare -run begin:check
yosys check -assert
# No memory may survive the full synth (its bits would be missing from the flip-flop count), and
# no submodule instance either (a blackbox would hide its flip-flops), except the declared children.
yosys select -assert-none {t:$mem*}
set others [list {t:*} {t:$*} %d]
foreach k $kids { lappend others t:$k %d }
yosys select -assert-none {*}$others

############
# Results  #
############

yosys tee -o $out.stat.txt.tmp stat -top $top
yosys tee -o $out.json stat -json -top $top

# Standard cells: map the synthesized design to the Liberty library ($LIBERTY, the OSU 0.18 um
# cells of Debian's qflow-tech-osu018). dfflibmap picks a library flip-flop for every fine
# flip-flop (the library has no enable or synchronous-reset flip-flops, so those become a plain
# flip-flop plus gates, as they would in a chip built from it); abc maps the logic. A unit's
# children stay blackboxes here too: their netlists come from their own runs, and OpenSTA
# (synth/sta.tcl) links them under the unit.
yosys dfflibmap -liberty $lib
# ABC's script is Yosys's default for -liberty without its sweeping passes (&fraig -x, scorr) and
# structural choices (&dch), plus buffering and five rounds of gate sizing against the delay target
# (ABC_DELAY_PS). Without buffering a comparator input fanning out to 64 entries drives its load
# through one minimum-size gate, and the timing (43 ns on the PC-warp LUT) says more about the
# missing buffers than about the logic. The rest is run time: the sweeping passes took 250 s on
# wm_dispatch's arithmetic (4 s without) for 3% less area, and unbounded sizing towards a target
# the big blocks cannot meet ran over 13 minutes on dwf_majority. Measured on the PC-warp LUT:
# this script 1.594 mm2 and 10.9 ns in 16 s; with &dch and unbounded sizing 1.619 mm2 and 10.0 ns
# in 38 s; buffering without sizing 1.890 mm2 and 14.2 ns.
set abc_d [need ABC_DELAY_PS]
yosys abc -D $abc_d -liberty $lib -script \
  "+strash;dc2;dretime;strash;&get,-n;&nf,{D};&put;buffer,-p;upsize,-I,5,{D};dnsize,-I,5,{D}"
yosys tee -q -o $out.lib.txt stat -liberty $lib -top $top
yosys tee -q -o $out.lib.json stat -json -top $top
# The netlist for OpenSTA: BLIF (one net per bit, 2 s on the baseline rename tables), converted
# to structural Verilog by tools/blif2v.c ($BLIF2V). Yosys 0.23's write_verilog took 33 s there,
# rebuilding a keyword table for every pin it prints, after splitnets and opt_clean -purge (19 s)
# to split the internal buses OpenSTA's reader cannot take. Constants: the library has no tie
# cells; they become `assign` statements, which OpenSTA reads.
set blif2v [need BLIF2V]
yosys write_blif -cname $out.net.blif
if {[catch {exec $blif2v $out.net.blif $out.net.v} msg]} {
  error "synth.tcl: $blif2v failed: $msg"
}
file delete $out.net.blif

# Last, so that the Make target exists only when every step above passed.
file rename -force $out.stat.txt.tmp $out.stat.txt
