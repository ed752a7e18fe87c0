/* rtl_c/dwf_lane.h: the home lane of a DWF thread (SPEC 1.1 [RES]), declared once for every block
 * that maps threads to lanes or register banks (dwf_update_regs, dwf_lane_conflict). Reads only
 * the knob NL; the caller passes SWZ. The Verilog twins each have the same function
 * (`home_lane`). */
#ifndef WT_DWF_LANE_H
#define WT_DWF_LANE_H

#include <assert.h>
#include <stdint.h>

#include "wt_config.h"

static_assert(WT_NL % 2 == 0, "the swizzled home lane (SPEC 1.1) needs an even NL");

/** Home lane of thread `tid`: (tid mod NL) XOR (swz ? (tid div NL) & 1 : 0). `tid div NL` is the
 *  thread's static warp; NL is even, so the result is a lane < NL. */
static inline uint32_t dwf_home_lane(uint32_t tid, unsigned swz) {
  return (tid % WT_NL) ^ (swz ? ((tid / WT_NL) & 1u) : 0u);
}

#endif
