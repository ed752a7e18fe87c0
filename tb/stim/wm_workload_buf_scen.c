/* tb/stim/wm_workload_buf_scen.c: directed scenarios of wm_workload_buf (placeholder, being written). */
#include <stddef.h>

#include "wm_workload_buf.h"
#include "wt_stim.h"

static bool idle_in(unsigned cyc, const void *state, void *in_v) {
  (void)cyc;
  (void)state;
  (void)in_v;
  return false;
}

static const wt_scenario_t scen[] = {
    {"idle", "placeholder", 4u, idle_in},
};

const wt_scenarios_t wm_workload_buf_scenarios = {scen, sizeof scen / sizeof scen[0]};
