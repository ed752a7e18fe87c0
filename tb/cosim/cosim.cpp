// tb/cosim/cosim.cpp: lock-step co-simulation of a block's C model against its Verilated RTL.
//
// Written once for every block: the block is chosen at build time (WT_BLOCK, WT_VTOP) and reached
// through its generated flat wrapper <block>_tw (tools/wtgen.c), whose in_i/out_o/state_o ports
// carry the C field tables packed in table order. Each cycle both sides get the same inputs; all
// outputs are compared after the combinational settle and the full packed state after the edge;
// a block with an invariant hook (wt_block_t.check) has it run on the C state after every edge, a
// violation being reported like a mismatch.
//
// On the first mismatch it prints the seed, cycle, field, expected and got, the last inputs, a
// one-line command that reproduces it, and exits 1. Every run ends with "N passed, N failed".
// The waveform: a simulator built with tracing (VM_TRACE, `make ... COSIM_TRACE=1`) re-runs the
// same stimulus with tracing on and writes an FST of the failing window. The lock-step jobs build
// without tracing (its code is up to a third of a big block's C++, compiled for every build and
// run never): such a simulator writes the arguments that re-run the failing test, one per line, to
// <fst-dir>/wave.args, and `make cosim-one` re-runs them on a traced build of the same block.
//
// Usage: sim [--seed S] [--seeds K] [--cycles N] [--scenarios] [--scenario NAME] [--no-random]
//            [--fst-dir DIR] [--report FILE] [--bench [--bench-row FILE]]
// --bench-row appends one tab-separated row (block, config, cycles, C model, RTL and lock-step
// cycles/s, C/RTL ratio, C two-buffer cycles/s) that tools/bench_table.sh collates for all blocks.
//            [--fst-dir DIR] [--report FILE] [--bench]
//        test only: [--test-corrupt FIELD=VALUE@CYCLE] overwrites element 0 of a state field of
//        the C model after that cycle's clock, to show that the invariant hook is reported.
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

#include "verilated.h"
#if VM_TRACE
#include "verilated_fst_c.h"
#endif
#include WT_VTOP_H

extern "C" {
#include "wt_block.h"
#include "wt_config.h"
#include "wt_stim.h"
}

namespace {

// ---- Access to the wrapper's flat ports, whatever C type Verilator chose for their width ----
template <class T>
void PortSet(T &p, const uint32_t *w) {
  if (sizeof(T) <= 4) {
    p = static_cast<T>(w[0]);
  } else {
    p = static_cast<T>(static_cast<uint64_t>(w[0]) | (static_cast<uint64_t>(w[1]) << 32));
  }
}
template <std::size_t N>
void PortSet(VlWide<N> &p, const uint32_t *w) {
  for (std::size_t i = 0; i < N; i++) p[i] = w[i];
}
template <class T>
void PortGet(const T &p, uint32_t *w) {
  uint64_t v = p;
  w[0] = static_cast<uint32_t>(v);
  if (sizeof(T) > 4) w[1] = static_cast<uint32_t>(v >> 32);
}
template <std::size_t N>
void PortGet(const VlWide<N> &p, uint32_t *w) {
  for (std::size_t i = 0; i < N; i++) w[i] = p[i];
}
// Compares a packed vector with a port without copying the port (wide ports are word arrays).
template <class T>
bool PortEq(const T &p, const uint32_t *w, std::vector<uint32_t> *tmp) {
  PortGet(p, tmp->data());
  return memcmp(tmp->data(), w, sizeof(T) <= 4 ? 4 : 8) == 0;
}
template <std::size_t N>
bool PortEq(const VlWide<N> &p, const uint32_t *w, std::vector<uint32_t> *) {
  return memcmp(p.data(), w, N * sizeof(uint32_t)) == 0;
}

// CPU time of this thread (the harness is single-threaded): the bench counts only the time the
// model ran, not time slices the scheduler gave other processes (on a shared 2-core machine a
// wall-clock figure of a 30 ms C run moved by 2x between runs).
double CpuNow() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

// One cycle of stimulus: a reset flag, the C input struct and the same inputs packed for in_i.
struct Cycle {
  bool rst;
  std::vector<uint8_t> raw;
  std::vector<uint32_t> in;
};

// Formats element `e` of field `f` of a packed vector.
std::string FieldStr(const wt_field_t &f, const uint32_t *words, unsigned long off, unsigned e) {
  char buf[64];
  snprintf(buf, sizeof buf, "0x%" PRIx64, wt_bits_get(words, off + (unsigned long)e * f.width, f.width));
  return buf;
}

// Formats every field of a packed vector as name=value (arrays as name[i]=value for short arrays).
std::string DecodeAll(wt_fields_t t, const uint32_t *words) {
  std::string s;
  unsigned long off = 0;
  for (unsigned i = 0; i < t.n; i++) {
    const wt_field_t &f = t.f[i];
    if (f.count == 1) {
      s += std::string(" ") + f.name + "=" + FieldStr(f, words, off, 0);
    } else {
      s += std::string(" ") + f.name + "[" + std::to_string(f.count) + "]";
    }
    off += (unsigned long)f.width * f.count;
  }
  return s;
}

class Cosim {
 public:
  explicit Cosim(const wt_stim_t *st) : st_(st), b_(st->block) {
    inw_ = WT_WORDS(wt_fields_bits(b_->in));
    outw_ = WT_WORDS(wt_fields_bits(b_->out));
    stw_ = WT_WORDS(wt_fields_bits(b_->state));
    s_.assign(b_->state_size, 0);
    next_.assign(b_->state_size, 0);
    out_.assign(b_->out_size, 0);
    pout_.assign(outw_ + 2, 0);
    rout_.assign(outw_ + 2, 0);
    care_.assign(outw_ + 2, 0);
    pst_.assign(stw_ + 2, 0);
    rst_.assign(stw_ + 2, 0);
  }

  // Starts a fresh RTL instance (random initial register contents) and C state.
  void Start(bool trace, const char *fst) {
    ctx_ = std::make_unique<VerilatedContext>();
    const char *argv[] = {"sim", "+verilator+rand+reset+2", nullptr};
    ctx_->commandArgs(2, argv);
    ctx_->randSeed(static_cast<int>(seed_ & 0x7fffffff));
    ctx_->traceEverOn(trace);
    top_ = std::make_unique<WT_VTOP>(ctx_.get());
#if VM_TRACE
    tfp_.reset();
    if (trace) {
      tfp_ = std::make_unique<VerilatedFstC>();
      top_->trace(tfp_.get(), 99);
      tfp_->open(fst);
    }
#else
    (void)fst;
#endif
    tracing_ = false;
    // rst_ni starts high so that the first reset cycle gives a real negedge (TOOLCHAIN.md).
    top_->clk_i = 0;
    top_->rst_ni = 1;
    top_->eval();
    b_->reset(s_.data());
  }

  void Finish() {
#if VM_TRACE
    if (tfp_) tfp_->close();
    tfp_.reset();
#endif
    top_.reset();
    ctx_.reset();
  }

  // Runs one cycle on both sides. Returns false on a mismatch (described in err_).
  bool Step(const Cycle &c, uint64_t cyc, bool compare) {
    return Step(c.rst, c.raw.data(), c.in.data(), cyc, compare);
  }
  bool Step(bool rst, const void *in, const uint32_t *packed, uint64_t cyc, bool compare) {
    // Drive inputs with the clock low; a reset cycle holds rst_ni low across the edge.
    top_->clk_i = 0;
    top_->rst_ni = !rst;
    PortSet(top_->in_i, packed);
    top_->eval();
    Dump(2 * cyc);
    if (rst) b_->reset(s_.data());
    b_->comb(s_.data(), in, out_.data(), next_.data());
    bool ok = true;
    if (compare) {
      if (!wt_pack(b_->out, out_.data(), pout_.data())) {
        WidthError(cyc, "output", b_->out, out_.data());
        return false;
      }
      PortGet(top_->out_o, rout_.data());
      // An output its valid qualifies is compared only while the C model's valid is 1 (SPEC 1.7
      // [RES]): the bits of the others are masked out of the comparison.
      wt_out_care(b_->out, pout_.data(), care_.data());
      bool differ = false;
      for (unsigned w = 0; w < outw_; w++) differ |= ((pout_[w] ^ rout_[w]) & care_[w]) != 0;
      if (differ) {
        Describe(cyc, "output", b_->out, pout_.data(), rout_.data(), "after the combinational settle", true);
        ok = false;
      }
    }
    top_->clk_i = 1;
    top_->eval();
    Dump(2 * cyc + 1);
    if (rst) {
      b_->reset(s_.data());
    } else {
      s_.swap(next_); // the clock: state <- next (a pointer swap instead of the struct copy)
    }
    if (corrupt_f_ && cyc == corrupt_cyc_) wt_field_write(s_.data(), corrupt_f_, 0, corrupt_v_);
    // The block's invariants on the C model's new state (wt_block_t.check), before the state
    // comparison: a C model that breaks one is reported even when the RTL agrees with it.
    if (compare && ok && b_->check && !b_->check(s_.data(), msg_, sizeof msg_)) {
      err_ = "MISMATCH at cycle " + std::to_string(cyc) +
             " (invariant, C model state after the rising edge):\n  invariant " + b_->name + ": " + msg_ +
             "\n";
      return false;
    }
    if (compare && ok) {
      if (!wt_pack(b_->state, s_.data(), pst_.data())) {
        WidthError(cyc, "state", b_->state, s_.data());
        return false;
      }
      if (!PortEq(top_->state_o, pst_.data(), &rst_)) {
        PortGet(top_->state_o, rst_.data());
        Describe(cyc, "state", b_->state, pst_.data(), rst_.data(), "after the rising edge");
        ok = false;
      }
    }
    return ok;
  }

  // C model alone, stepped in place (comb with next == state; wt_block.h), as a C-only
  // simulation would run it.
  void StepCInPlace(bool rst, const void *in) {
    if (rst) {
      b_->reset(s_.data());
      b_->comb(s_.data(), in, out_.data(), next_.data());
      return;
    }
    b_->comb(s_.data(), in, out_.data(), s_.data());
  }

  // The packed C state (for end-of-run comparisons).
  std::vector<uint32_t> PackedState() {
    std::vector<uint32_t> w(stw_ + 2, 0);
    wt_pack(b_->state, s_.data(), w.data());
    return w;
  }

  // C model alone (same step as above, without the RTL).
  void StepC(bool rst, const void *in) {
    if (rst) b_->reset(s_.data());
    b_->comb(s_.data(), in, out_.data(), next_.data());
    if (rst) {
      b_->reset(s_.data());
    } else {
      s_.swap(next_);
    }
  }

  // RTL alone.
  void StepRtl(bool rst, const uint32_t *packed) {
    top_->clk_i = 0;
    top_->rst_ni = !rst;
    PortSet(top_->in_i, packed);
    top_->eval();
    top_->clk_i = 1;
    top_->eval();
  }

  // Generates the stimulus of one cycle from the random run or a scenario, given the C state.
  Cycle Gen(wt_stim_run_t *run, const wt_scenario_t *sc, uint64_t cyc) {
    Cycle c;
    c.raw.assign(b_->in_size, 0);
    if (cyc == 0) {
      c.rst = true; // every run starts with a reset cycle
    } else if (sc) {
      c.rst = sc->input(static_cast<unsigned>(cyc - 1), s_.data(), c.raw.data());
    } else {
      c.rst = wt_stim_run_cycle(run, st_, s_.data(), c.raw.data());
    }
    c.in.assign(inw_ + 2, 0);
    if (!wt_pack(b_->in, c.raw.data(), c.in.data())) {
      fprintf(stderr, "sim: stimulus bug: an input of %s at cycle %" PRIu64 " is wider than its port\n",
              b_->name, cyc);
      exit(2);
    }
    return c;
  }

  void StartTrace() { tracing_ = true; }

  // Test only (--test-corrupt): element 0 of state field `f` is overwritten with `v` in the C
  // state after the clock of cycle `cyc`, so that a test can see an invariant report.
  void Corrupt(const wt_field_t *f, uint64_t v, uint64_t cyc) {
    corrupt_f_ = f;
    corrupt_v_ = v;
    corrupt_cyc_ = cyc;
  }

  std::string err_;
  uint64_t seed_ = 1;

 private:
  void Dump(uint64_t t) {
#if VM_TRACE
    if (tfp_ && tracing_) tfp_->dump(t);
#else
    (void)t;
#endif
  }

  // The C model broke its own width invariant: name the first offending field.
  void WidthError(uint64_t cyc, const char *what, wt_fields_t t, const void *base) {
    char buf[256];
    for (unsigned i = 0; i < t.n; i++) {
      for (unsigned e = 0; e < t.f[i].count; e++) {
        uint64_t v = wt_field_read(base, &t.f[i], e);
        if (t.f[i].width < 64 && (v >> t.f[i].width) != 0) {
          snprintf(buf, sizeof buf,
                   "MISMATCH at cycle %" PRIu64 " (%s, C model width invariant):\n  %s %s[%u] = 0x%" PRIx64
                   " has bits above its %u-bit width\n",
                   cyc, what, what, t.f[i].name, e, v, t.f[i].width);
          err_ = buf;
          return;
        }
      }
    }
  }

  // `qualified`: `t` is the output table and a qualified output whose expected valid is 0 is skipped.
  void Describe(uint64_t cyc, const char *what, wt_fields_t t, const uint32_t *exp, const uint32_t *got,
                const char *when, bool qualified = false) {
    char buf[512];
    snprintf(buf, sizeof buf, "MISMATCH at cycle %" PRIu64 " (%s, %s):\n", cyc, what, when);
    err_ = buf;
    unsigned long off = 0;
    int shown = 0;
    for (unsigned i = 0; i < t.n && shown < 8; i++) {
      const wt_field_t &f = t.f[i];
      bool counts = !qualified || wt_out_counts(t, i, exp);
      for (unsigned e = 0; counts && e < f.count && shown < 8; e++) {
        std::string ev = FieldStr(f, exp, off, e), gv = FieldStr(f, got, off, e);
        if (ev != gv) {
          std::string name = f.name;
          if (f.count > 1) name += "[" + std::to_string(e) + "]";
          snprintf(buf, sizeof buf, "  %s %s: expected (C model) %s, got (RTL) %s\n", what, name.c_str(),
                   ev.c_str(), gv.c_str());
          err_ += buf;
          shown++;
        }
      }
      off += (unsigned long)f.width * f.count;
    }
    if (shown == 0) { // the difference lies outside every field: show the raw words
      unsigned nw = WT_WORDS(wt_fields_bits(t));
      for (unsigned i = 0; i < nw; i++) {
        if (exp[i] != got[i]) {
          snprintf(buf, sizeof buf, "  %s word %u (bits %u..%u): expected 0x%08x, got 0x%08x\n", what, i,
                   32 * i, 32 * i + 31, exp[i], got[i]);
          err_ += buf;
        }
      }
    }
  }

  const wt_stim_t *st_;
  const wt_block_t *b_;
  unsigned inw_, outw_, stw_;
  std::vector<uint8_t> s_, next_, out_;
  std::vector<uint32_t> pout_, rout_, care_, pst_, rst_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<WT_VTOP> top_;
#if VM_TRACE
  std::unique_ptr<VerilatedFstC> tfp_;
#endif
  bool tracing_ = false;
  char msg_[512];
  const wt_field_t *corrupt_f_ = nullptr;
  uint64_t corrupt_v_ = 0, corrupt_cyc_ = 0;
};

struct Opts {
  uint64_t seed = 1;
  unsigned seeds = 1;
  uint64_t cycles = 100000;
  bool scenarios = false;
  bool random = true;
  std::string only_scenario;
  std::string fst_dir = ".";
  std::string report;
  bool bench = false;
  std::string bench_row;
  // Test only: --test-corrupt FIELD=VALUE@CYCLE (see Cosim::Corrupt).
  const wt_field_t *corrupt_f = nullptr;
  uint64_t corrupt_v = 0, corrupt_cyc = 0;
  std::string corrupt_arg;
};

// Runs one test (a random seed, or a scenario). Returns true if it passed.
bool RunOne(const wt_stim_t *st, const Opts &o, uint64_t seed, const wt_scenario_t *sc, uint64_t cycles,
            std::string *first_fail) {
  Cosim cs(st);
  cs.seed_ = seed;
  if (o.corrupt_f) cs.Corrupt(o.corrupt_f, o.corrupt_v, o.corrupt_cyc);
  wt_stim_run_t run;
  wt_stim_run_init(&run, st, seed);
  cs.Start(false, nullptr);
  const unsigned kHist = 8;
  std::vector<Cycle> hist;
  uint64_t fail_cyc = 0;
  bool ok = true;
  for (uint64_t cyc = 0; cyc < cycles; cyc++) {
    Cycle c = cs.Gen(&run, sc, cyc);
    hist.push_back(c);
    if (hist.size() > kHist) hist.erase(hist.begin());
    if (!cs.Step(c, cyc, true)) {
      ok = false;
      fail_cyc = cyc;
      break;
    }
  }
  cs.Finish();
  std::string test = sc ? std::string("scenario ") + sc->name : "seed " + std::to_string(seed);
  if (ok) {
    printf("PASS %s %s [%s]: %" PRIu64 " cycles, outputs and full state compared every cycle%s\n",
           st->block->name, test.c_str(), WT_CONFIG_NAME, cycles,
           st->block->check ? ", invariants checked" : "");
    return true;
  }
  printf("FAIL %s %s [%s]\n%s", st->block->name, test.c_str(), WT_CONFIG_NAME, cs.err_.c_str());
  printf("  last %zu cycles of inputs (cycle: rst, fields):\n", hist.size());
  for (size_t i = 0; i < hist.size(); i++) {
    printf("    %" PRIu64 ": rst=%d%s\n", fail_cyc + 1 - hist.size() + i, hist[i].rst ? 1 : 0,
           DecodeAll(st->block->in, hist[i].in.data()).c_str());
  }
  char repro[512];
  if (sc) {
    snprintf(repro, sizeof repro, "make cosim-one BLOCK=%s CONFIG=%s SEED=%" PRIu64 " SEEDS=0 SCENARIO=%s",
             st->block->name, WT_REPRO_CONFIG, seed, sc->name);
  } else {
    snprintf(repro, sizeof repro,
             "make cosim-one BLOCK=%s CONFIG=%s SEED=%" PRIu64 " SEEDS=1 CYCLES=%" PRIu64, st->block->name,
             WT_REPRO_CONFIG, seed, fail_cyc + 1);
  }
  printf("  reproduce: %s\n", repro);
#if VM_TRACE
  // Re-run the same stimulus with tracing and dump the window around the first mismatch.
  std::string fst = o.fst_dir + "/fail_" + (sc ? std::string(sc->name) : "seed" + std::to_string(seed)) +
                    "_cyc" + std::to_string(fail_cyc) + ".fst";
  const uint64_t kBefore = 32;
  Cosim tr(st);
  tr.seed_ = seed;
  wt_stim_run_init(&run, st, seed);
  tr.Start(true, fst.c_str());
  for (uint64_t cyc = 0; cyc <= fail_cyc; cyc++) {
    if (cyc + kBefore >= fail_cyc) tr.StartTrace();
    Cycle c = tr.Gen(&run, sc, cyc);
    tr.Step(c, cyc, false);
  }
  tr.Finish();
  printf("  waveform: %s (cycles %" PRIu64 "..%" PRIu64 ", time = 2*cycle, +1 after the edge)\n", fst.c_str(),
         fail_cyc > kBefore ? fail_cyc - kBefore : 0, fail_cyc);
#else
  // No tracing in this build: the arguments that re-run this test, for a traced build of the block.
  std::string args = o.fst_dir + "/wave.args";
  FILE *af = fopen(args.c_str(), "w");
  if (af) {
    if (sc)
      fprintf(af, "--seed\n%" PRIu64 "\n--seeds\n0\n--scenario\n%s\n", seed, sc->name);
    else
      fprintf(af, "--seed\n%" PRIu64 "\n--seeds\n1\n--cycles\n%" PRIu64 "\n", seed, fail_cyc + 1);
    if (!o.corrupt_arg.empty()) fprintf(af, "--test-corrupt\n%s\n", o.corrupt_arg.c_str());
    if (fclose(af) != 0) af = nullptr;
  }
  if (af)
    printf(
        "  waveform: this simulator is built without tracing; make cosim-one re-runs the test on a traced "
        "build and writes it (its arguments: %s)\n",
        args.c_str());
  else
    printf("  waveform: this simulator is built without tracing, and %s could not be written\n",
           args.c_str());
#endif
  if (first_fail->empty()) *first_fail = "cycle " + std::to_string(fail_cyc) + " " + test;
  return false;
}

int Bench(const wt_stim_t *st, const Opts &o) {
  // Record the stimulus once (it depends on the C state) into flat arrays, then time each mode on
  // it: the C model alone, the Verilated RTL alone, and lock-step with every comparison.
  const wt_block_t *b = st->block;
  const size_t insz = b->in_size, inw = WT_WORDS(wt_fields_bits(b->in)) + 2;
  std::vector<uint8_t> rst(o.cycles), raw(o.cycles * insz);
  std::vector<uint32_t> packed(o.cycles * inw);
  {
    Cosim gen(st);
    gen.seed_ = o.seed;
    wt_stim_run_t run;
    wt_stim_run_init(&run, st, o.seed);
    gen.Start(false, nullptr);
    for (uint64_t cyc = 0; cyc < o.cycles; cyc++) {
      Cycle c = gen.Gen(&run, nullptr, cyc);
      rst[cyc] = c.rst;
      memcpy(&raw[cyc * insz], c.raw.data(), insz);
      memcpy(&packed[cyc * inw], c.in.data(), inw * 4);
      gen.StepC(c.rst, c.raw.data()); // two buffers: the reference the in-place run must match
    }
    gen.Finish();
  }
  double rate[4];
  const char *names[4] = {"C model", "Verilated RTL", "lock-step", "C model, two buffers"};
  std::vector<uint32_t> end_state[4];
  for (int mode = 0; mode < 4; mode++) {
    Cosim cs(st);
    cs.Start(false, nullptr);
    double t0 = CpuNow();
    bool ok = true;
    for (uint64_t cyc = 0; cyc < o.cycles; cyc++) {
      const uint8_t *r = &raw[cyc * insz];
      const uint32_t *p = &packed[cyc * inw];
      if (mode == 0) cs.StepCInPlace(rst[cyc], r);
      if (mode == 1) cs.StepRtl(rst[cyc], p);
      if (mode == 2) ok = cs.Step(rst[cyc], r, p, cyc, true) && ok;
      if (mode == 3) cs.StepC(rst[cyc], r);
    }
    double dt = CpuNow() - t0;
    end_state[mode] = cs.PackedState();
    cs.Finish();
    rate[mode] = static_cast<double>(o.cycles) / dt;
    if (!ok) {
      printf("bench %s: lock-step mismatch\n", b->name);
      return 1;
    }
  }
  if (end_state[0] != end_state[2] || end_state[3] != end_state[2]) {
    printf("bench %s: the in-place C run ended in a different state than lock-step\n", b->name);
    return 1;
  }
  printf("bench %-18s [%s] %" PRIu64
         " cycles: %s %.3g cyc/s, %s %.3g cyc/s, %s %.3g cyc/s, C/RTL %.1fx"
         " (%s %.3g cyc/s)\n",
         b->name, WT_CONFIG_NAME, o.cycles, names[0], rate[0], names[1], rate[1], names[2], rate[2],
         rate[0] / rate[1], names[3], rate[3]);
  if (!o.bench_row.empty()) {
    FILE *f = fopen(o.bench_row.c_str(), "a");
    if (!f) {
      fprintf(stderr, "sim: cannot append to %s\n", o.bench_row.c_str());
      return 2;
    }
    fprintf(f, "%s\t%s\t%" PRIu64 "\t%.4g\t%.4g\t%.4g\t%.2f\t%.4g\n", b->name, WT_CONFIG_NAME, o.cycles,
            rate[0], rate[1], rate[2], rate[0] / rate[1], rate[3]);
    fclose(f);
  }
  return 0;
}

uint64_t ParseU64(const char *flag, const char *v) {
  char *end;
  errno = 0;
  uint64_t x = strtoull(v, &end, 0);
  if (*v == '\0' || *end != '\0' || errno) {
    fprintf(stderr, "sim: %s needs an unsigned integer, got '%s'\n", flag, v);
    exit(2);
  }
  return x;
}

} // namespace

int main(int argc, char **argv) {
  Opts o;
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i];
    auto val = [&]() -> const char * {
      if (i + 1 >= argc) {
        fprintf(stderr, "sim: %s needs a value\n", a.c_str());
        exit(2);
      }
      return argv[++i];
    };
    if (a == "--seed")
      o.seed = ParseU64("--seed", val());
    else if (a == "--seeds")
      o.seeds = static_cast<unsigned>(ParseU64("--seeds", val()));
    else if (a == "--cycles")
      o.cycles = ParseU64("--cycles", val());
    else if (a == "--scenarios")
      o.scenarios = true;
    else if (a == "--scenario") {
      o.scenarios = true;
      o.only_scenario = val();
    } else if (a == "--fst-dir")
      o.fst_dir = val();
    else if (a == "--report")
      o.report = val();
    else if (a == "--bench")
      o.bench = true;
    else if (a == "--bench-row")
      o.bench_row = val();
    else if (a == "--test-corrupt") {
      // Test only: shows that an invariant violation is reported (tb/mutants/run.sh).
      std::string v = val();
      size_t eq = v.find('='), at = v.find('@');
      const wt_stim_t *s0 = wt_stim_find(WT_BLOCK);
      if (s0 && eq != std::string::npos && at != std::string::npos && at > eq) {
        std::string name = v.substr(0, eq);
        for (unsigned i = 0; i < s0->block->state.n; i++) {
          if (name == s0->block->state.f[i].name) o.corrupt_f = &s0->block->state.f[i];
        }
        o.corrupt_v = ParseU64("--test-corrupt", v.substr(eq + 1, at - eq - 1).c_str());
        o.corrupt_cyc = ParseU64("--test-corrupt", v.substr(at + 1).c_str());
        o.corrupt_arg = v;
      }
      if (!o.corrupt_f) {
        fprintf(stderr, "sim: --test-corrupt wants FIELD=VALUE@CYCLE with a state field of %s\n", WT_BLOCK);
        return 2;
      }
    } else {
      fprintf(stderr, "sim: unknown option '%s'\n", a.c_str());
      return 2;
    }
  }
  const wt_stim_t *st = wt_stim_find(WT_BLOCK);
  if (!st) {
    fprintf(stderr, "sim: block %s has no stimulus registered\n", WT_BLOCK);
    return 2;
  }
  if (o.bench) return Bench(st, o);
  printf("cosim block=%s config=%s seed=%" PRIu64 " seeds=%u cycles=%" PRIu64 " config_hash=0x%016" PRIx64
         "\n",
         WT_BLOCK, WT_CONFIG_NAME, o.seed, o.seeds, o.cycles, static_cast<uint64_t>(WT_CONFIG_HASH));
  unsigned passed = 0, failed = 0;
  uint64_t total_cycles = 0;
  std::string first_fail;
  for (unsigned k = 0; k < o.seeds && failed == 0; k++) {
    if (RunOne(st, o, o.seed + k, nullptr, o.cycles, &first_fail)) {
      passed++;
      total_cycles += o.cycles;
    } else {
      failed++;
    }
  }
  if (o.scenarios) {
    bool found = o.only_scenario.empty();
    for (unsigned i = 0; i < st->scen->n && failed == 0; i++) {
      const wt_scenario_t *sc = &st->scen->s[i];
      if (!o.only_scenario.empty() && o.only_scenario != sc->name) continue;
      found = true;
      if (RunOne(st, o, o.seed, sc, sc->cycles + 1, &first_fail)) {
        passed++;
        total_cycles += sc->cycles + 1;
      } else {
        failed++;
      }
    }
    if (!found) {
      fprintf(stderr, "sim: block %s has no scenario '%s'\n", WT_BLOCK, o.only_scenario.c_str());
      return 2;
    }
  }
  if (passed + failed == 0) {
    printf("no test ran\n0 passed, 1 failed\n");
    return 1;
  }
  if (!o.report.empty()) {
    FILE *f = fopen(o.report.c_str(), "a");
    if (f) {
      fprintf(f, "%s\t%s\t%" PRIu64 "\t%u\t%u\t%u\t%s\n", WT_BLOCK, WT_CONFIG_NAME, total_cycles, o.seeds,
              passed, failed, first_fail.empty() ? "-" : first_fail.c_str());
      fclose(f);
    }
  }
  printf("%u passed, %u failed\n", passed, failed);
  return failed ? 1 : 0;
}
