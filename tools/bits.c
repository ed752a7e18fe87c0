/* tools/bits.c: the storage-bits, area and timing report (SPEC 0.4; DESIGN.md "Reports").
 *
 *   bits rows   --synth-dir DIR --liberty FILE --ge-cell CELL --sram-min-bits N --node-nm NM
 *               [--unsynth "BLOCK..."] --out FILE
 *   bits rows   --model-only --out FILE
 *   bits report --rows FILE [--rows FILE ...] --reasons FILE --notes FILE --built "BLOCK..."
 *               --node-nm NM [--sram-table FILE] --outdir DIR [--strict [--allow-unsynthesized]]
 *
 * `rows` (tools/bits_rows.c) is built per configuration, linked against that configuration's
 * libwt.a, so it sees the block descriptors of that build. For every block of the registry
 * (`wt_stims`, the Makefile's BLOCKS order) it takes
 *   MODEL         wt_fields_bits() of the state field table (every bit the C model and RTL hold);
 *   FFs           every fine flip-flop or latch cell in DIR/<block>.json (`stat -json` after the
 *                 full Yosys synth of synth/synth.tcl), one bit per cell;
 *   cells         the total cell count of the same stat;
 *   lib_ffs, area_um2, kge
 *                 from DIR/<block>.lib.json (the netlist mapped to the Liberty library): its
 *                 storage cells (cells with an `ff` or `latch` group; must equal FFs), the sum of
 *                 the cells' Liberty areas, and that area over the GE cell's (the 2-input NAND);
 *   crit_ns, fmax_mhz, crit_path
 *                 OpenSTA's critical path from DIR/<block>.sta.txt (synth/sta.tcl), its inverse,
 *                 and its start and end points;
 *   mem_bits, mem_ff_um2, sram_um2, chip_um2, mems
 *                 the memory split: the block's declared arrays (`mems`, rtl_c/wt_block.h) of at
 *                 least N bits, their flip-flop area, their SRAM estimate (tools/sram_model.c) at
 *                 NM, and the block's area with the estimate in place of the flip-flops;
 * for a unit, each child instance's figures from the child's own files in DIR. With --model-only
 * (the main job, which synthesizes nothing) only MODEL is filled; every
 * other column is "-" and the report marks the row "not synthesized" (--strict refuses it, unless
 * --allow-unsynthesized: `make test`, whose `bits` job leaves the syntheses of the papers'
 * TEST_FULL_SYNTH to `make test-full`); --unsynth does the same for the blocks it names. It prints one line
 * per block and writes them as tab-separated rows to FILE (replacing it), with a header line.
 * A block's `parts` (rtl_c/wt_block.h, wt_part_t) add a "block/part" row each: MODEL from the
 * part's fields, no synthesis figures of its own. A part with `per` N > 1 (column `per`) states one
 * instance of N (per warp, per entry): MODEL = its fields' bits / N (exactly), FFs = the block's
 * FFs / N when the part lists every state field, else "-"; its memory columns are "-". Every other
 * row has per 1.
 *
 * `report` (tools/bits_report.c) merges the rows files of every configuration, takes each row's
 *   PAPER         the total the paper states, and
 *   PAPER-FIELDS  entries x the widths the paper lists,
 * from the notes files' row that names it (below; "-" when none does: the paper gives no figure
 * for that block in that configuration, and per instance for a part with per N > 1), matches each FFs != MODEL against the
 * recorded reasons (one file per paper, synth/<paper>_ff_reasons.txt: `block config ffs model
 * reason...`; --reasons once per file), and writes DIR/bits.md (for people: the block x config
 * table, the area/timing/memory table, the SRAM model against the paper's parameters, the MODEL
 * field breakdown, the paper tables of the notes files with their discrepancy notes),
 * DIR/bits.csv and DIR/bits.json. It prints the main Markdown table to stdout. With --strict it
 * exits with status 1 when any FFs != MODEL has no recorded reason (or a reason recorded for other
 * numbers). A missing or unreadable input, a stat without a cell count, a cell whose bits cannot be
 * counted (a $mem, a coarse cell, a submodule instance) or priced (not in the library) is an error
 * in both modes: the report never shows a number it did not read.
 *
 * Notes files (synth/<paper>_paper_notes.txt, --notes once per file), fields separated by '|':
 *   note  | <id> | <title> | <text>
 *   table | <table id> | <config> | <heading> | <paper's node nm or -> | <where the node comes from>
 *   row   | <table id> | <blocks> | <row label> | <entries> | <listed fields> | <PAPER or -> |
 *           <PAPER-FIELDS or -> | <stated mm² or -> | <note ids> | <comment>
 * <blocks>: the report rows ("block" or "block/part", separated by ';') of the table's
 * configuration that the row's PAPER and PAPER-FIELDS belong to; the table shows the first. The
 * papers' figures are written there only: no descriptor carries one. A report row takes them from
 * at most one notes row; a row whose first block is not built yet is shown "(not built)".
 */
#include <stdio.h>
#include <string.h>

#include "bits.h"

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "rows") == 0) {
    wt_set_prog("bits rows");
    return bits_rows(argc - 2, argv + 2);
  }
  if (argc >= 2 && strcmp(argv[1], "report") == 0) {
    wt_set_prog("bits report");
    return bits_report(argc - 2, argv + 2);
  }
  fprintf(stderr,
          "usage: bits rows   --synth-dir DIR --liberty FILE --ge-cell CELL --sram-min-bits N "
          "--node-nm NM [--unsynth \"BLOCK...\"] --out FILE\n"
          "       bits rows   --model-only --out FILE\n"
          "       bits report --rows FILE [--rows FILE...] --reasons FILE --notes FILE "
          "--built \"BLOCK...\" --node-nm NM [--sram-table FILE] --outdir DIR [--strict "
          "[--allow-unsynthesized]]\n");
  return 2;
}
