/**
 * @file warptwin.h
 * @brief libwarptwin: the warptwin C models of every block, compiled for every registered
 *        configuration, behind one per-instance C API.
 *
 * Configurations are compile-time in warptwin (every width is a constant of the model's C), so the
 * library holds every block compiled once per configuration (`make lib` builds it from the
 * configurations registered in mk/papers/<paper>.mk). An instance is one block in one of those
 * configurations, with its own state, inputs and outputs; there is no global mutable state, so
 * two instances of different configurations (or threads with an instance each) work side by side.
 *
 * One cycle (vectors/FORMAT.md, "Cycle semantics"): set the inputs, then warptwin_step() computes
 * the outputs of this cycle from the inputs and the state (read them with warptwin_get()) and
 * gives the clock edge (the state becomes the next state). warptwin_reset() is a cycle with the
 * asynchronous active-low reset `rst_ni` held low: the state takes its reset values, the outputs
 * are those of the reset state with the inputs set, and the state is reset again after the edge.
 * A new instance holds the reset state; its outputs read 0 until the first cycle.
 *
 * Ports are numbered inputs first (in the block's C table order), then outputs; a port is `count`
 * elements of `width` <= 64 bits (the Verilog twin's port `<name>_i` / `<name>_o` is the
 * elements flattened, element 0 in the low bits). The packed forms (warptwin_step_words,
 * warptwin_state_pack) use the layout of rtl_c/wt_block.h: fields in table order from bit 0,
 * element 0 first, each element LSB first, in 32-bit words, unused top bits 0.
 *
 * An output with a qualifier (warptwin_port_t.qual) is don't-care while its 1-bit valid is 0: a
 * checker compares it only when warptwin_counts() says so (SPEC 1.7 [RES]).
 *
 * Errors: every function that can fail returns a WARPTWIN_E* code (< 0) and sets the instance's
 * error text (warptwin_error()); nothing in the library prints, aborts or exits on a misuse.
 * Functions returning a pointer return NULL on a misuse. Inputs must also follow the block's
 * protocol (its C header and SPEC): the models assert (abort) on some values no legal requester
 * drives, e.g. a warp-pool index at or above POOL when POOL is not a power of two.
 *
 * Build: `pkg-config --cflags --libs warptwin` after `make install PREFIX=...` (docs/own-rtl.md, "The C
 * library from C or C++"); `#include <warptwin/warptwin.h>`.
 */
#ifndef WARPTWIN_H
#define WARPTWIN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* WARPTWIN_VERSION_MAJOR, _MINOR, _PATCH and the string WARPTWIN_VERSION, generated from the one
 * version of mk/lib.mk (WT_VERSION). */
#include "warptwin_version.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Status codes: WARPTWIN_OK, or one of the errors (negative). */
enum warptwin_status {
  WARPTWIN_OK = 0,
  WARPTWIN_EARG = -1,      /**< a NULL pointer or an argument that makes no sense */
  WARPTWIN_ENOTFOUND = -2, /**< unknown block, configuration, port or field */
  WARPTWIN_ERANGE = -3,    /**< element out of range, value wider than its port, wrong size */
  WARPTWIN_ECONFIG = -4,   /**< invalid configuration file, or a configuration not compiled in */
  WARPTWIN_ECHECK = -5,    /**< the block's invariants do not hold (warptwin_check) */
  WARPTWIN_ENOMEM = -6,    /**< out of memory */
  WARPTWIN_EDIR = -7       /**< writing an output port */
};

/** The library's version, WARPTWIN_VERSION of the build ("0.13.0"). */
const char *warptwin_version(void);

/////////////////////////////////////////////////
// What the library holds (no instance needed) //
/////////////////////////////////////////////////

/** Number of compiled-in configurations. */
unsigned warptwin_num_configs(void);
/** Name of compiled-in configuration `i` (0 .. warptwin_num_configs()-1), or NULL. */
const char *warptwin_config_at(unsigned i);
/** Number of blocks compiled for configuration `config` (0 if it is not compiled in). */
unsigned warptwin_num_blocks(const char *config);
/** Name of block `i` of configuration `config`, or NULL. */
const char *warptwin_block_at(const char *config, unsigned i);
/** The value of knob `knob` in compiled-in configuration `config`: WARPTWIN_OK, or
 *  WARPTWIN_ENOTFOUND / WARPTWIN_EARG. */
int warptwin_config_knob(const char *config, const char *knob, long long *value);

///////////////
// Instances //
///////////////

/** One block in one configuration: its state, inputs, outputs and last error. */
typedef struct warptwin warptwin_t;

/**
 * Creates an instance of `block` in the configuration `config`, in the reset state.
 *
 * `config` is a compiled-in configuration's name ("dwf_toy"), or the path of a configuration file
 * (it contains a '/' or ends in ".cfg"), which is read and validated with the rules of
 * tools/cfggen (lib/wt_cfg.c); its `base = <name>` is `<name>.cfg` beside the file if that exists,
 * else the compiled-in configuration `<name>`. The file is then run by the compiled-in
 * configuration whose build of `block` has the same values of every knob the block reads.
 *
 * Returns NULL on an error and writes its text into `err` (`errlen` bytes; may be NULL/0).
 */
warptwin_t *warptwin_create(const char *block, const char *config, char *err, size_t errlen);
/** Frees the instance (NULL is ignored). */
void warptwin_destroy(warptwin_t *w);
/** The text of the instance's last error ("" if none since creation or warptwin_clear_error). */
const char *warptwin_error(const warptwin_t *w);
/** Forgets the last error. */
void warptwin_clear_error(warptwin_t *w);

//////////////////////////////////////////
// The configuration of an instance     //
//////////////////////////////////////////

/** The block's name. */
const char *warptwin_block(const warptwin_t *w);
/** The configuration's name as asked for (a file's name without directory and ".cfg"). */
const char *warptwin_config(const warptwin_t *w);
/** The compiled-in configuration that runs it. */
const char *warptwin_compiled_config(const warptwin_t *w);
/** The block's configuration hash (the `config_hash` of its vector files): 64-bit FNV-1a over
 *  "NAME=value;" of each knob the block reads. 0 for NULL. */
uint64_t warptwin_config_hash(const warptwin_t *w);
/** Number of knobs the block reads. */
unsigned warptwin_num_knobs(const warptwin_t *w);
/** Knob `i` the block reads (configs/knobs.def order): its name and value. */
int warptwin_knob(warptwin_t *w, unsigned i, const char **name, long long *value);
/** The configuration as text, one `key value` per line ("block ...", "config ...", "config_hash
 *  ...", "knob NAME value"...), like a vector header. Writes at most `len` bytes (NUL-terminated)
 *  and returns the length of the whole text, or an error code (snprintf's contract). */
int warptwin_config_text(warptwin_t *w, char *buf, size_t len);
/** Prints warptwin_config_text() to `f`. */
int warptwin_print_config(warptwin_t *w, FILE *f);

///////////
// Ports //
///////////

/** Direction of a port. */
typedef enum warptwin_dir { WARPTWIN_IN = 0, WARPTWIN_OUT = 1, WARPTWIN_STATE = 2 } warptwin_dir_t;

/** A port (or, from warptwin_state_field, a state field). */
typedef struct warptwin_port {
  const char *name;     /**< field name; the Verilog port is name + "_i" / "_o" */
  warptwin_dir_t dir;   /**< WARPTWIN_IN or WARPTWIN_OUT (WARPTWIN_STATE for state fields) */
  unsigned width;       /**< bits per element, 1..64 */
  unsigned count;       /**< elements, 1 for a scalar */
  unsigned long offset; /**< bit offset in the packed inputs, outputs or state */
  const char *qual;     /**< outputs: name of the 1-bit output that qualifies it, or NULL */
  int qual_port;        /**< its port index, or -1 */
  const char *doc;      /**< one-line meaning */
} warptwin_port_t;

/** Number of ports: inputs first, then outputs. */
unsigned warptwin_num_ports(const warptwin_t *w);
/** Number of input ports (ports 0 .. n-1 are the inputs). */
unsigned warptwin_num_inputs(const warptwin_t *w);
/** Describes port `port`. */
int warptwin_port(warptwin_t *w, unsigned port, warptwin_port_t *info);
/** Index of the port called `name` ("push", or with its Verilog suffix "push_i", "pop0_idx_o"), or
 *  WARPTWIN_ENOTFOUND / WARPTWIN_EARG. */
int warptwin_port_find(warptwin_t *w, const char *name);

/** Sets element `elem` of input port `port` (used by the next cycle). A value wider than the port
 *  is rejected (WARPTWIN_ERANGE) and the input keeps its value. */
int warptwin_set(warptwin_t *w, unsigned port, unsigned elem, uint64_t value);
/** Reads element `elem` of port `port`: an input as set, an output as computed by the last cycle. */
int warptwin_get(warptwin_t *w, unsigned port, unsigned elem, uint64_t *value);
/** warptwin_set() by port name. */
int warptwin_set_by_name(warptwin_t *w, const char *port, unsigned elem, uint64_t value);
/** warptwin_get() by port name. */
int warptwin_get_by_name(warptwin_t *w, const char *port, unsigned elem, uint64_t *value);
/** Whether output `port` counts in the last cycle: 1, or 0 while its qualifying valid is 0 (the
 *  output is then don't-care); an error code for a misuse. */
int warptwin_counts(warptwin_t *w, unsigned port);

////////////
// Cycles //
////////////

/** One clock cycle with `rst_ni` high: this cycle's outputs from the inputs and the state, then
 *  the clock edge. */
int warptwin_step(warptwin_t *w);
/** One clock cycle with `rst_ni` low (a reset line of a vector file): reset, outputs of the reset
 *  state with the inputs set, reset again after the edge. */
int warptwin_reset(warptwin_t *w);
/** The asynchronous reset asserted between two edges: the state takes its reset values now, no
 *  cycle passes and the outputs keep their values. */
int warptwin_reset_async(warptwin_t *w);
/** One cycle in packed form: `in` (`in_words` words, at least WARPTWIN_WORDS(warptwin_in_bits))
 *  replaces every input, a reset cycle if `rst_ni` is 0, and the outputs are written to `out`
 *  (`out_words` >= WARPTWIN_WORDS(warptwin_out_bits), may be NULL). Input bits above the packed
 *  width are rejected (WARPTWIN_ERANGE) before anything changes. */
int warptwin_step_words(warptwin_t *w, int rst_ni, const uint32_t *in, size_t in_words, uint32_t *out,
                        size_t out_words);
/** Cycles run since creation (warptwin_step, warptwin_reset, warptwin_step_words). */
uint64_t warptwin_cycle(const warptwin_t *w);

/** 32-bit words holding `bits` bits. */
#define WARPTWIN_WORDS(bits) (((bits) + 31u) / 32u)
/** Bits of the packed inputs, outputs and state (0 for NULL). */
unsigned long warptwin_in_bits(const warptwin_t *w);
unsigned long warptwin_out_bits(const warptwin_t *w);
unsigned long warptwin_state_bits(const warptwin_t *w);

///////////
// State //
///////////

/** Packs the state (the RTL's `dbg_state_o`) into `words` (`nwords` >= WARPTWIN_WORDS(state bits)). */
int warptwin_state_pack(warptwin_t *w, uint32_t *words, size_t nwords);
/** Replaces the state by packed `words`; bits above the packed width are rejected
 *  (WARPTWIN_ERANGE) and the state is left unchanged. The state should be one the block can reach:
 *  warptwin_check() tests the block's invariants, where it has any. */
int warptwin_state_unpack(warptwin_t *w, const uint32_t *words, size_t nwords);
/** The state digest of vector files: 64-bit FNV-1a over the packed state's 32-bit words. */
int warptwin_state_digest(warptwin_t *w, uint64_t *digest);
/** Number of state fields. */
unsigned warptwin_num_state_fields(const warptwin_t *w);
/** Describes state field `i` (dir WARPTWIN_STATE). */
int warptwin_state_field(warptwin_t *w, unsigned i, warptwin_port_t *info);
/** Reads element `elem` of state field `i`. */
int warptwin_state_get(warptwin_t *w, unsigned i, unsigned elem, uint64_t *value);
/** Writes element `elem` of state field `i`; a value wider than the field is rejected. */
int warptwin_state_set(warptwin_t *w, unsigned i, unsigned elem, uint64_t value);
/** Runs the block's invariants on the state (`check` of its descriptor; WARPTWIN_OK for a block
 *  without any): WARPTWIN_ECHECK with the violated invariant in warptwin_error(). */
int warptwin_check(warptwin_t *w);

#ifdef __cplusplus
}
#endif

#endif
