/**
 * @file sim_util.h
 * @brief Small helpers of the SM issue models and their command-line tools (experiments/pe,
 *        experiments/ilp): the cycle-stamped error of a model, and the parse of a numeric option.
 */
#ifndef SIM_UTIL_H
#define SIM_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/** "cycle CYC: " and the formatted message into buf[n]. */
void sim_vmsg(char *buf, size_t n, uint64_t cyc, const char *fmt, va_list ap);

/** Defines `static bool fail(T *sm, const char *fmt, ...)`: the message, stamped with sm->cyc,
 *  into sm->err; returns false. */
#define SIM_FAIL_FN(T) \
  static bool fail(T *sm, const char *fmt, ...) { \
    va_list ap; \
    va_start(ap, fmt); \
    sim_vmsg(sm->err, sizeof sm->err, sm->cyc, fmt, ap); \
    va_end(ap); \
    return false; \
  }

/** The decimal integer `v` if it is one in [lo, hi] (no sign, nothing after it); else false. */
bool sim_parse_u64(const char *v, uint64_t lo, uint64_t hi, uint64_t *out);

#endif
