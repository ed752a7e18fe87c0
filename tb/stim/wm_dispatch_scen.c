/* tb/stim/wm_dispatch_scen.c: directed scenarios of wm_dispatch (placeholder, being written). */
#include <stddef.h>

#include "wm_dispatch.h"
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

const wt_scenarios_t wm_dispatch_scenarios = {scen, sizeof scen / sizeof scen[0]};
