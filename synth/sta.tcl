# synth/sta.tcl: static timing of one block's Liberty-mapped netlist with OpenSTA (Debian's `sta`).
#
#   LIBERTY=<file.lib> NETS="<child.net.v> ... <top.net.v>" TOP=<module> CLOCK=<port> \
#     [RESET=<port>] PERIOD=<ns> OUT=<file> sta -no_splash -exit synth/sta.tcl
#
# mk/synth.mk runs it after synth/synth.tcl for every block and configuration; a unit's netlist is
# read with its children's (each child's own mapped netlist), so paths through the children count.
#
# Constraints, the same for every block (a block is timed as if it sat between registers):
#   - one ideal clock on CLOCK with period PERIOD (a virtual one for a block without a clock port) (the period only sets the slack's origin; the
#     critical path does not depend on it);
#   - every other input arrives at the clock edge (input delay 0), every output is required at the
#     next edge (output delay 0): input-to-register, register-to-output and input-to-output paths
#     are timed like register-to-register ones;
#   - the asynchronous reset RESET is a false path (its tree is built and timed apart);
#   - no wire load, no output load, ideal input drivers: the figure is the cells' own delay, a
#     lower bound for a placed design.
# The critical path is PERIOD - worst slack (it includes the capturing flip-flop's setup time);
# the maximum clock is its inverse.
#
# Output OUT: the full report of the worst path, then one machine-readable line
#   WT_TIMING period=<ns> worst_slack=<ns> critical_ns=<ns>
# tools/bits.c reads that line and the report's Startpoint/Endpoint lines. OUT is written to
# OUT.tmp and renamed last, so it exists only when every step passed.

proc need {name} {
  if {![info exists ::env($name)] || [string trim $::env($name)] eq ""} {
    error "sta.tcl: environment variable $name is not set (see the header of synth/sta.tcl)"
  }
  return [string trim $::env($name)]
}

set lib    [need LIBERTY]
set nets   [need NETS]
set top    [need TOP]
set clock  [need CLOCK]
set reset  [expr {[info exists ::env(RESET)] ? [string trim $::env(RESET)] : ""}]
set period [need PERIOD]
set out    [need OUT]
file delete -force $out $out.tmp

read_liberty $lib
foreach n $nets {
  if {![file exists $n]} { error "sta.tcl: no netlist $n" }
  read_verilog $n
}
link_design $top

# A block without state (an empty state table, rtl_c/wt_block.h) has no clock port: its paths run
# from inputs to outputs, timed against a virtual clock of the same period (the same constraints).
if {[llength [get_ports -quiet $clock]] == 1} {
  create_clock -name clk -period $period [get_ports $clock]
  set ins [delete_from_list [all_inputs] [get_ports $clock]]
} else {
  create_clock -name clk -period $period
  set ins [all_inputs]
}
set_input_delay 0 -clock clk $ins
set_output_delay 0 -clock clk [all_outputs]
# The asynchronous reset is a false path: its tree is built and timed apart from the logic.
if {$reset ne "" && [llength [get_ports -quiet $reset]] == 1} { set_false_path -from [get_ports $reset] }

# A design with no timed path (pure constants) has an infinite slack: reported as such.
set ws [sta::worst_slack -max]
report_checks -path_delay max -digits 3 > $out.tmp
set fh [open $out.tmp a]
if {[string is double -strict $ws] && abs($ws) < 1e20} {
  puts $fh [format "WT_TIMING period=%.3f worst_slack=%.3f critical_ns=%.3f" \
              $period $ws [expr {$period - $ws}]]
} else {
  puts $fh [format "WT_TIMING period=%.3f worst_slack=inf critical_ns=0" $period]
}
close $fh
file rename -force $out.tmp $out
