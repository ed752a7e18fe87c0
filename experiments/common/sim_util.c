/* experiments/common/sim_util.c: helpers of the SM issue models and their tools (sim_util.h). */
#include "sim_util.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

void sim_vmsg(char *buf, size_t n, uint64_t cyc, const char *fmt, va_list ap) {
  const int k = snprintf(buf, n, "cycle %" PRIu64 ": ", cyc);
  vsnprintf(buf + k, n - (size_t)k, fmt, ap);
}

bool sim_parse_u64(const char *v, uint64_t lo, uint64_t hi, uint64_t *out) {
  char *end;
  errno = 0;
  const unsigned long long x = strtoull(v, &end, 10);
  if (errno || *end || end == v || v[0] == '-' || x < lo || x > hi) return false;
  *out = x;
  return true;
}
