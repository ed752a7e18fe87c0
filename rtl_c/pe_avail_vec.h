/**
 * @file pe_avail_vec.h
 * @brief Warped-Preexecution physical register availability vector, per SM (SPEC 3.5; D1 §5.1,
 *        §5.3 "register availability vector").
 *
 * Verilog twin: hdl/pe_avail_vec.sv. Configuration: RREGS (rename registers, index i is phys
 * 1024 - RREGS + i), RBANKS (configs/knobs.def); derived WT_PHYW (rename index) and WT_BANKW (bank
 * number) in params/pe_params.h.
 *
 * State: `used[i]` (1 = in use or reserved; D1's 128 bits) and `zombie[i]` (SPEC 3.5/3.6 [RES]: the
 * register of a discarded P-queue entry whose P-mode writeback is still in flight; it is freed
 * when that writeback arrives). MODEL = 2 x RREGS = 256 b at the baseline, PAPER 128.
 *
 * One step, in this order (normative: chosen so that an entry discarded in the same step as its
 * P-mode writeback never leaks a register); each phase sees the writes of the one before:
 *  1. mark_zombie: zombie |= zmb_mask & used. (The P-queue's discard of not-ready entries.)
 *     Marking a free register is illegal by protocol (a zombie is still allocated) and ignored.
 *  2. wb_notify, port 0 then port 1 (P-mode writebacks): if wbnK_v && zombie[wbnK_idx]:
 *     zombie[idx] = 0, used[idx] = 0. A notify of a non-zombie register does nothing (SPEC 3.5).
 *  3. release: used &= ~(rel_mask & ~zombie). (The discard of ready entries and the pipeline's
 *     deferred releases, SPEC 3.4 [RES].) Releasing a zombie is illegal by protocol (no owner
 *     holds it: the discard gave it up) and ignored; its writeback frees it.
 *  4. reserve (kernel launch, SPEC 3.5 compiler-used registers): if rsv_v: used |= rsv_mask.
 *  5. On the state after 1-4: any_free = ~&used; the allocation lookup gives alloc_ok and
 *     alloc_idx = the lowest free i with i mod RBANKS == alloc_bank; if none, the lowest free i
 *     overall; if none at all, alloc_ok = 0 (alloc_idx = 0, don't-care). bank(i) = i mod RBANKS is
 *     SPEC 3.5's [RES] (P10). alloc_ok/alloc_idx are the lookup and are driven whether or not
 *     alloc_v is set (alloc_ok == any_free); only the state update needs alloc_v: if alloc_v &&
 *     alloc_ok: used[alloc_idx] = 1. An alloc_v with nothing free changes nothing (the requester
 *     stalls). An alloc_bank >= RBANKS (possible only when RBANKS = 1) matches no register and
 *     takes the overall lowest, which for one bank is the same register.
 *
 * Because of the two ignore rules, zombie is a subset of used after every step from any input
 * (the `check` hook: zombie & ~used == 0).
 *
 * Hardware: the lookup is two plain priority encoders over RREGS bits, one over the free
 * registers of the requested bank (free & the bank's stride pattern shifted by alloc_bank) and one
 * over all free registers, then a 2:1 select. Each encoder isolates the lowest set bit,
 * low = x & (~x + 1) (a carry chain, log depth as a prefix adder), and encodes the one-hot result
 * with one OR tree per index bit (idx[b] = |(low & {i : bit b of i})); hit = |x. The C model
 * does the same on its words (a bounded loop with the carry between words, one over the index
 * bits), statement by statement.
 *
 * Reset: used = zombie = 0 (every register free; the kernel launch reserves the compiler's).
 */
#ifndef PE_AVAIL_VEC_H
#define PE_AVAIL_VEC_H

#include <stdbool.h>
#include <stdint.h>

#include "wt_block.h"
#include "wt_config.h"
#include "wt_params.h"
#include "wt_prelude.h"

#ifdef __cplusplus
extern "C" {
#endif

static_assert(WT_PHYW <= 32 && WT_BANKW <= 32, "pe_avail_vec keeps indices in uint32_t");
static_assert(WT_RBANKS <= 32, "pe_avail_vec: a bank pattern fits one 32-bit word");

/** The vectors are NW words of WW bits (WW = min(RREGS, 32)): word w bit j is register w*WW + j,
 *  so the packed vector (a port, dbg_state_o) has register i at bit i. Read and write register
 *  i's bit with wt_vbit(v, PE_AVAIL_VEC_WW, i) and wt_vbit_set (rtl_c/wt_bits.h). */
#define PE_AVAIL_VEC_WW (WT_RREGS < 32 ? WT_RREGS : 32)
#define PE_AVAIL_VEC_NW (WT_RREGS / PE_AVAIL_VEC_WW)

/** X(type, port field, dims, width, doc), in port order (wt_block.h); the port is field + "_i".
 *  A mask is RREGS bits (NW words): port bit i is register i. */
#define PE_AVAIL_VEC_IN_FIELDS(X) \
  X(uint32_t, zmb_mask, [PE_AVAIL_VEC_NW], PE_AVAIL_VEC_WW, \
    "phase 1 mark_zombie: zombie |= mask (used registers only)") \
  X(bool, wbn0_v, WT_SCALAR, 1, "phase 2 wb_notify port 0: a P-mode writeback") \
  X(uint32_t, wbn0_idx, WT_SCALAR, WT_PHYW, "its rename index: freed if a zombie") \
  X(bool, wbn1_v, WT_SCALAR, 1, "phase 2 wb_notify port 1 (after port 0)") \
  X(uint32_t, wbn1_idx, WT_SCALAR, WT_PHYW, "its rename index: freed if a zombie") \
  X(uint32_t, rel_mask, [PE_AVAIL_VEC_NW], PE_AVAIL_VEC_WW, \
    "phase 3 release: used &= ~mask (zombies excluded)") \
  X(bool, rsv_v, WT_SCALAR, 1, "phase 4 reserve at kernel launch") \
  X(uint32_t, rsv_mask, [PE_AVAIL_VEC_NW], PE_AVAIL_VEC_WW, "the compiler-used registers: used |= mask") \
  X(bool, alloc_v, WT_SCALAR, 1, "phase 5 alloc: take alloc_idx if alloc_ok") \
  X(uint32_t, alloc_bank, WT_SCALAR, WT_BANKW, "bank of the original destination register")
/** Inputs, sampled every cycle. */
WT_IN_STRUCT(pe_avail_vec, PE_AVAIL_VEC)

/** X(type, port field, dims, width, qualifier, doc), in port order (wt_block.h); the port is
 *  field + "_o"; WT_IF(v): don't-care while output v is 0 (SPEC 1.7 [RES]). */
#define PE_AVAIL_VEC_OUT_FIELDS(X) \
  X(bool, any_free, WT_SCALAR, 1, WT_ALWAYS, "~&used after phases 1-4 (P-mode warps selectable)") \
  X(bool, alloc_ok, WT_SCALAR, 1, WT_ALWAYS, "the lookup found a free register (with or without alloc_v)") \
  X(uint32_t, alloc_idx, WT_SCALAR, WT_PHYW, WT_IF(alloc_ok), \
    "lowest free in alloc_bank, else lowest free (0 if none)")
/** Outputs, combinational from state and inputs. */
WT_OUT_STRUCT(pe_avail_vec, PE_AVAIL_VEC)

/** The state fields in packing order, LSB first (wt_block.h): register i's used bit is bit i,
 *  its zombie bit RREGS + i. X(type, field, dims, width, doc); the register of field f is f_q. */
#define PE_AVAIL_VEC_STATE_FIELDS(X) \
  X(uint32_t, used, [PE_AVAIL_VEC_NW], PE_AVAIL_VEC_WW, \
    "1 = in use or reserved (PAPER: 128-bit availability vector)") \
  X(uint32_t, zombie, [PE_AVAIL_VEC_NW], PE_AVAIL_VEC_WW, \
    "1 = freed by the writeback in flight [RES, SPEC 3.6 discard]")

/** Architectural state (packed in this order into `dbg_state_o`). */
WT_STATE_STRUCT(pe_avail_vec, PE_AVAIL_VEC)

/** pe_avail_vec_reset (the `!rst_ni` branch), pe_avail_vec_comb, pe_avail_vec_clock and the
 *  descriptor pe_avail_vec_block (wt_block.h). Reset: every register free, no zombie. */
WT_BLOCK_FUNCS(pe_avail_vec)

/** The invariants (descriptor `check`): zombie is a subset of used, every bit within its width.
 *  Returns false and writes the violation into `msg` (`n` bytes). */
bool pe_avail_vec_check(const pe_avail_vec_state_t *s, char *msg, size_t n);

/** The knobs this block reads (wt_block.h); `make knobs-check` proves the list complete. */
#define PE_AVAIL_VEC_KNOBS(X) X(RREGS) X(RBANKS)

#ifdef __cplusplus
}
#endif

#endif
