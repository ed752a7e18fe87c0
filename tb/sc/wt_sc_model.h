// tb/sc/wt_sc_model.h: SystemC wrapper of any block's C model.
//
// `wt_sc_model<InW, OutW, StW>` has exactly the ports, names and C++ types that `verilator --sc`
// gives the block's flat test wrapper `<block>_tw` (tools/wtgen.c): clk_i, rst_ni, in_i, out_o,
// state_o, with bool for 1 bit, uint32_t for 2..32, uint64_t for 33..64 and sc_bv<W> above
// (Verilator's pin rules), so one SystemC netlist can bind either model to the same signals.
//
// Two processes mirror the RTL: `Comb` (the always_comb block: sensitive to the inputs and to a
// state change) writes out_o from the current state; `Seq` (the always_ff block: clk_i.pos() and
// rst_ni.neg()) recomputes comb from the inputs as they were before the edge, then copies next into
// the state, or applies the asynchronous reset, and publishes state_o.
#ifndef WT_SC_MODEL_H
#define WT_SC_MODEL_H

#include <systemc.h>

#include <algorithm>

#include <cstdint>
#include <type_traits>
#include <vector>

extern "C" {
#include "wt_block.h"
}

// The C++ type Verilator uses for a W-bit SystemC pin.
template <unsigned W>
using wt_sc_t = typename std::conditional<
    W == 1, bool,
    typename std::conditional<W <= 32, uint32_t,
                              typename std::conditional<W <= 64, uint64_t, sc_bv<W>>::type>::type>::type;

// Packed word vector <-> pin value.
template <unsigned W>
void wt_sc_from_words(const uint32_t *w, wt_sc_t<W> *v) {
  if constexpr (W == 1) {
    *v = (w[0] & 1u) != 0;
  } else if constexpr (W <= 32) {
    *v = w[0];
  } else if constexpr (W <= 64) {
    *v = static_cast<uint64_t>(w[0]) | (static_cast<uint64_t>(w[1]) << 32);
  } else {
    for (unsigned i = 0; i < (W + 31) / 32; i++) v->set_word(i, w[i]);
  }
}
template <unsigned W>
void wt_sc_to_words(const wt_sc_t<W> &v, uint32_t *w) {
  if constexpr (W == 1) {
    w[0] = v ? 1u : 0u;
  } else if constexpr (W <= 32) {
    w[0] = v;
  } else if constexpr (W <= 64) {
    w[0] = static_cast<uint32_t>(v);
    w[1] = static_cast<uint32_t>(v >> 32);
  } else {
    for (unsigned i = 0; i < (W + 31) / 32; i++) w[i] = v.get_word(i);
  }
}

template <unsigned InW, unsigned OutW, unsigned StW>
class wt_sc_model : public sc_module {
 public:
  sc_in<bool> clk_i;
  sc_in<bool> rst_ni;
  sc_in<wt_sc_t<InW>> in_i;
  sc_out<wt_sc_t<OutW>> out_o;
  sc_out<wt_sc_t<StW>> state_o;

  SC_HAS_PROCESS(wt_sc_model);
  wt_sc_model(sc_module_name name, const wt_block_t *b)
      : sc_module(name),
        b_(b),
        s_(b->state_size),
        next_(b->state_size),
        in_(b->in_size),
        out_(b->out_size),
        w_(WT_WORDS(StW) + 2) {
    b_->reset(s_.data());
    SC_METHOD(Comb);
    sensitive << in_i << rst_ni << state_changed_;
    SC_METHOD(Seq);
    sensitive << clk_i.pos() << rst_ni.neg();
    dont_initialize();
  }

  // The C state, for stimulus generators that need it (legal inputs depend on the state).
  const void *state() const { return s_.data(); }

 private:
  void Inputs() {
    std::vector<uint32_t> w(WT_WORDS(InW) + 2, 0);
    wt_sc_to_words<InW>(in_i.read(), w.data());
    wt_unpack(b_->in, w.data(), in_.data());
  }
  void Comb() {
    Inputs();
    if (!rst_ni.read()) b_->reset(s_.data());
    b_->comb(s_.data(), in_.data(), out_.data(), next_.data());
    std::vector<uint32_t> w(WT_WORDS(OutW) + 2, 0);
    wt_pack(b_->out, out_.data(), w.data());
    wt_sc_t<OutW> v;
    wt_sc_from_words<OutW>(w.data(), &v);
    out_o.write(v);
  }
  void Seq() {
    if (!rst_ni.read()) {
      b_->reset(s_.data());
    } else {
      Inputs(); // the values before the edge: signals update only after this delta
      b_->comb(s_.data(), in_.data(), out_.data(), next_.data());
      // A copy, not a swap: state() hands out s_.data(), which must keep pointing at the current
      // state (a swap left the stimulus reading the other buffer, so its "legal" inputs were
      // drawn for a stale state; dwf_majority's invariant hook caught it).
      std::copy(next_.begin(), next_.end(), s_.begin());
    }
    wt_pack(b_->state, s_.data(), w_.data());
    wt_sc_t<StW> v;
    wt_sc_from_words<StW>(w_.data(), &v);
    state_o.write(v);
    state_changed_.notify(SC_ZERO_TIME);
  }

  const wt_block_t *b_;
  std::vector<uint8_t> s_, next_, in_, out_;
  std::vector<uint32_t> w_;
  sc_event state_changed_;
};

#endif
