/* tb/unit/test_pe_pqueue.c: placeholder, filled below. */
#include "pe_pqueue.h"
#include "wt_unit.h"

extern const wt_stim_t pe_pqueue_stim;

WT_TABLE_TESTS(pe_pqueue_block)

const char wt_unit_name[] = "pe_pqueue";
const wt_unit_test_t wt_unit_tests[] = {
    WT_TABLE_CASES,
    WT_END,
};
