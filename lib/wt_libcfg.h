/* lib/wt_libcfg.h: (internal) the table of one compiled-in configuration of libwarptwin.
 *
 * `make lib` (mk/lib.mk) links each configuration's block objects with its table, written by
 * `tools/dpigen --libcfg` from that configuration's build (its wt_config.h and block registry),
 * into one relocatable object in which the table `wt_libcfg_<config>` is the only global symbol:
 * the block code of two configurations (same function names, different constants) never meets.
 * build/lib/gen/wt_libcfgs.c lists the tables of every configuration (LIB_CONFIGS). */
#ifndef WT_LIBCFG_H
#define WT_LIBCFG_H

#include <stdint.h>

#include "wt_block.h"

typedef struct wt_libcfg {
  const char *name;           /* the configuration, configs/<name>.cfg */
  const wt_knob_val_t *knobs; /* every knob and its value, configs/knobs.def order */
  unsigned nknobs;
  const wt_block_t *const *blocks; /* the blocks built in it (the Makefile's cfg_blocks) */
  const uint64_t *hashes;          /* each block's configuration hash (wt_block_hash) */
  unsigned nblocks;
} wt_libcfg_t;

/* Every compiled-in configuration (build/lib/gen/wt_libcfgs.c). */
extern const wt_libcfg_t *const wt_libcfgs[];
extern const unsigned wt_n_libcfgs;

#endif
