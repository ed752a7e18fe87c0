// tb/sc/sc_main.cpp: SystemC system-level check of one block. The C model (wt_sc_model) and the
// `verilator --sc` model of the block's flat wrapper are bound to the same clock, reset and input
// signals; a driver applies legal random inputs (with resets in the middle of the run) 2 ns after
// each rising edge, and a checker samples both models' outputs and state AT the rising edge, where
// SystemC still shows the pre-edge values: the sampling point is fixed here, once, so no test can
// sample after the edge by mistake (TOOLCHAIN.md measured thousands of false mismatches that way).
// A block with an invariant hook (wt_block_t.check) has it run on the C state at every edge, a
// violation being reported like a mismatch.
//
// Usage: sc_sim [--cycles N] [--seed S]. Ends with "N passed, N failed".
#include <systemc.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <string>

#include WT_VTOP_H
#include "verilated.h"
#include WT_TW_H
#include "wt_sc_model.h"

extern "C" {
#include "wt_config.h"
#include "wt_stim.h"
}

namespace {

using InT = wt_sc_t<WT_TW_INW>;
using OutT = wt_sc_t<WT_TW_OUTW>;
using StT = wt_sc_t<WT_TW_STW>;

// Names the first differing field of two packed vectors.
// The first field element where `got` differs from `exp`, or "" when none does. With `qualified`
// (`t` is the output table), an output whose valid is 0 in `exp` is skipped (SPEC 1.7 [RES]).
std::string FirstDiff(wt_fields_t t, const uint32_t *exp, const uint32_t *got, bool qualified = false) {
  unsigned long off = 0;
  for (unsigned i = 0; i < t.n; i++) {
    bool counts = !qualified || wt_out_counts(t, i, exp);
    for (unsigned e = 0; counts && e < t.f[i].count; e++) {
      uint64_t a = wt_bits_get(exp, off + (unsigned long)e * t.f[i].width, t.f[i].width);
      uint64_t b = wt_bits_get(got, off + (unsigned long)e * t.f[i].width, t.f[i].width);
      if (a != b) {
        char buf[256];
        snprintf(buf, sizeof buf, "%s[%u]: expected (C model) 0x%" PRIx64 ", got (RTL) 0x%" PRIx64,
                 t.f[i].name, e, a, b);
        return buf;
      }
    }
    off += (unsigned long)t.f[i].width * t.f[i].count;
  }
  return "";
}

SC_MODULE(Bench) {
  sc_in<bool> clk;
  sc_out<bool> rst_n;
  sc_out<InT> in;
  sc_in<OutT> out_c, out_r;
  sc_in<StT> st_c, st_r;

  const wt_stim_t *stim = nullptr;
  const void *c_state = nullptr;
  uint64_t cycles = 0, seed = 1, compared = 0;
  bool failed = false;

  SC_CTOR(Bench) {
    SC_THREAD(Drive);
    SC_METHOD(Check);
    sensitive << clk.pos();
    dont_initialize();
  }

  void Drive() {
    wt_stim_run_t run;
    wt_stim_run_init(&run, stim, seed);
    std::vector<uint8_t> raw(stim->block->in_size);
    std::vector<uint32_t> w(WT_WORDS(WT_TW_INW) + 2);
    // In reset from time 0: the edge at t = 0 must not clock (or check) the registers' random
    // power-up values.
    rst_n.write(false);
    for (uint64_t c = 0; c < cycles; c++) {
      wait(2, SC_NS); // apply time: 2 ns after the edge (the first edge is at 0)
      bool rst = c == 0 ? true : wt_stim_run_cycle(&run, stim, c_state, raw.data());
      if (c == 0) std::fill(raw.begin(), raw.end(), 0);
      std::fill(w.begin(), w.end(), 0);
      wt_pack(stim->block->in, raw.data(), w.data());
      InT v;
      wt_sc_from_words<WT_TW_INW>(w.data(), &v);
      rst_n.write(!rst);
      in.write(v);
      wait(clk.posedge_event());
    }
  }

  void Check() {
    if (failed || compared >= cycles) return;
    std::vector<uint32_t> a(WT_WORDS(WT_TW_STW) + 2, 0), b(WT_WORDS(WT_TW_STW) + 2, 0);
    wt_sc_to_words<WT_TW_OUTW>(out_c.read(), a.data());
    wt_sc_to_words<WT_TW_OUTW>(out_r.read(), b.data());
    std::string what;
    std::string d = FirstDiff(stim->block->out, a.data(), b.data(), true);
    if (!d.empty()) {
      what = "output " + d;
    } else {
      wt_sc_to_words<WT_TW_STW>(st_c.read(), a.data());
      wt_sc_to_words<WT_TW_STW>(st_r.read(), b.data());
      if (memcmp(a.data(), b.data(), WT_WORDS(WT_TW_STW) * 4) != 0) {
        d = FirstDiff(stim->block->state, a.data(), b.data());
        what = "state " + (d.empty() ? std::string("(no field differs)") : d);
      }
    }
    // The first edge (t = 0) comes before any input: nothing to compare yet.
    if (sc_time_stamp() == SC_ZERO_TIME) return;
    // The block's invariants (wt_block_t.check) on the C model's state after the last edge.
    if (what.empty() && stim->block->check) {
      wt_sc_to_words<WT_TW_STW>(st_c.read(), a.data());
      std::vector<uint8_t> st(stim->block->state_size, 0);
      wt_unpack(stim->block->state, a.data(), st.data());
      char msg[512];
      if (!stim->block->check(st.data(), msg, sizeof msg)) what = std::string("invariant: ") + msg;
    }
    if (!what.empty()) {
      printf("MISMATCH at cycle %" PRIu64 " (%s, sampled at the rising edge %s): %s\n", compared, WT_BLOCK,
             sc_time_stamp().to_string().c_str(), what.c_str());
      printf("  reproduce: make sc CONFIG=%s BLOCK=%s SEED=%" PRIu64 " SC_CYCLES=%" PRIu64 "\n",
             WT_CONFIG_NAME, WT_BLOCK, seed, compared + 1);
      failed = true;
      sc_stop();
      return;
    }
    compared++;
  }
};

} // namespace

int sc_main(int argc, char **argv) {
  uint64_t cycles = 20000, seed = 1;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string a = argv[i];
    if (a == "--cycles")
      cycles = strtoull(argv[i + 1], nullptr, 0);
    else if (a == "--seed")
      seed = strtoull(argv[i + 1], nullptr, 0);
    else {
      fprintf(stderr, "sc_sim: unknown option %s\n", argv[i]);
      return 2;
    }
  }
  const wt_stim_t *stim = wt_stim_find(WT_BLOCK);
  if (!stim) {
    fprintf(stderr, "sc_sim: no block %s\n", WT_BLOCK);
    return 2;
  }
  const char *vargs[] = {"sc_sim", "+verilator+rand+reset+2"};
  Verilated::commandArgs(2, vargs);
  printf("systemc block=%s config=%s seed=%" PRIu64 " cycles=%" PRIu64 "\n", WT_BLOCK, WT_CONFIG_NAME, seed,
         cycles);

  sc_clock clk("clk", 10, SC_NS, 0.5, 0, SC_NS, true);
  sc_signal<bool> rst_n("rst_n");
  sc_signal<InT> in("in");
  sc_signal<OutT> out_c("out_c"), out_r("out_r");
  sc_signal<StT> st_c("st_c"), st_r("st_r");

  wt_sc_model<WT_TW_INW, WT_TW_OUTW, WT_TW_STW> cm("c_model", stim->block);
  cm.clk_i(clk);
  cm.rst_ni(rst_n);
  cm.in_i(in);
  cm.out_o(out_c);
  cm.state_o(st_c);

  WT_VTOP rtl("rtl");
  rtl.clk_i(clk);
  rtl.rst_ni(rst_n);
  rtl.in_i(in);
  rtl.out_o(out_r);
  rtl.state_o(st_r);

  Bench tb("tb");
  tb.clk(clk);
  tb.rst_n(rst_n);
  tb.in(in);
  tb.out_c(out_c);
  tb.out_r(out_r);
  tb.st_c(st_c);
  tb.st_r(st_r);
  tb.stim = stim;
  tb.c_state = cm.state();
  tb.cycles = cycles;
  tb.seed = seed;

  sc_start(sc_time(10.0 * static_cast<double>(cycles + 2), SC_NS));
  rtl.final();
  bool ok = !tb.failed && tb.compared == cycles;
  if (!tb.failed && tb.compared != cycles) {
    printf("only %" PRIu64 " of %" PRIu64 " cycles were compared\n", tb.compared, cycles);
  }
  if (ok) {
    printf("PASS %s [%s]: %" PRIu64
           " cycles, C model and RTL in SystemC, outputs and state compared at every rising edge\n",
           WT_BLOCK, WT_CONFIG_NAME, tb.compared);
  }
  printf("%d passed, %d failed\n", ok ? 1 : 0, ok ? 0 : 1);
  return ok ? 0 : 1;
}
