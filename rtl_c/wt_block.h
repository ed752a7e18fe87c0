/**
 * @file wt_block.h
 * @brief The block contract: field tables, the block descriptor, and generic packing.
 *
 * Every block `b` declares `b_in_t`, `b_out_t`, `b_state_t` (one field per input port, output
 * port, register or memory) and describes each struct with a field table. A field is `count`
 * elements of `width` bits each; its C container follows Verilator's port types:
 *
 *   width 1 -> `bool`, 2..32 -> `uint32_t`, 33..64 -> `uint64_t` (wider fields are not used yet).
 *
 * A field whose width depends on the configuration and may shrink to 1 bit (a way index of a
 * 2-way set) keeps its `uint32_t`; the table records each element's container size from the
 * struct itself (`esize`), so the generic code never guesses the container from the width.
 *
 * Packing (the order of the RTL's `dbg_state_o`, of the generated test wrapper's flat ports and of
 * vector-file digests): fields in table order from bit 0 upwards; inside a field, element 0 first,
 * each element LSB first. So field f element i occupies bits [off_f + i*w + w-1 : off_f + i*w].
 *
 * `comb(s, in, out, next)` may also be called with next == s: every model copies the state into
 * `next` first and from then on reads only `next`, so an in-place call advances the state without
 * the copy (C-only simulation; `make bench` checks it ends where lock-step ends).
 *
 * The descriptor `b_block` lets the generic tools (co-simulation harness, vector generator, bits
 * report, wrapper generator) handle any block without block-specific code.
 */
#ifndef WT_BLOCK_H
#define WT_BLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wt_bits.h"

#ifdef __cplusplus
extern "C" {
#endif

/** One port or state field of a block. */
typedef struct wt_field {
  const char *name; /**< C field name; the Verilog port is name + "_i"/"_o", the register name + "_q" */
  unsigned width;   /**< bits per element, 1..64 */
  unsigned count;   /**< number of elements (1 = scalar) */
  size_t offset;    /**< offsetof() of the field in its struct */
  size_t esize;     /**< bytes per element: 1 (`bool`), 4 (`uint32_t`) or 8 (`uint64_t`) */
  const char *doc;  /**< one-line meaning */
  /** Outputs only: the name of the output that qualifies this one (its valid: a 1-bit scalar
   *  output listed before it), or NULL when the output always counts. While the valid is 0 the
   *  output is don't-care (SPEC 1.7 [RES, 2026-11-23], every block): every checker compares it
   *  only when the expected valid is 1 (wt_out_care), and vector headers name the valid. */
  const char *qual;
  /** Elements per group, 0 for a plain array. A unit that holds an array of a child's states
   *  (`pdom_stack_state_t st[WARPS]`) lists each child field once for all of them (WT_XFIELD_IN):
   *  `count` = instances x `group` elements, element e at offset + (e / group) x gstride +
   *  (e % group) x esize (wt_field_addr); packed instance by instance. */
  unsigned group;
  size_t gstride; /**< bytes from one group to the next (the child state's size) */
} wt_field_t;

/** Byte offset of element `e` of field `f` in its struct (plain arrays and groups alike). */
static inline size_t wt_field_addr(const wt_field_t *f, unsigned e) {
  return f->group != 0u ? f->offset + (size_t)(e / f->group) * f->gstride + (size_t)(e % f->group) * f->esize
                        : f->offset + (size_t)e * f->esize;
}

/** Table entry for field `f` (a scalar, or an array of `n` elements) of struct type `T`. */
#define WT_FIELD(T, f, w, n, doc) \
  { #f, (w), (n), offsetof(T, f), sizeof(((T *)0)->f) / (n), (doc), NULL, 0, 0 }

/* Declared once (STYLE.md): a block's state fields are one X-macro list in its header,
 *
 *   #define B_STATE_FIELDS(X) \
 *     X(uint32_t, slot, [WT_POOL], WT_IDXW, "FIFO storage") \
 *     X(uint32_t, head, WT_SCALAR, WT_IDXW, "pop pointer")
 *
 * i.e. X(C container type, name, C array dimensions or WT_SCALAR, bits per element, doc), in
 * packing order. The struct members come from it (WT_MEMBER), the field table (WT_XFIELD, the
 * element count being the member's size over its container's), and from the table the Verilog
 * include build/<config>/gen/<b>_fields.svh (tools/wtgen --fields). */

/** Array dimensions of a scalar field in an X-macro list (expands to nothing). */
#define WT_SCALAR
/** The struct member of an X-macro entry: `T f dims;`. */
#define WT_MEMBER(T, f, dims, w, doc) T f dims;
/** Table entry for the X-macro entry of member `f` (container `T`) of struct type `S`; `f` may
 *  name a member of an embedded struct (`pool.tid`). A multi-dimensional array is one field of
 *  all its elements, row-major. */
#define WT_XFIELD(S, T, f, w, doc) \
  { #f, (w), (unsigned)(sizeof(((S *)0)->f) / sizeof(T)), offsetof(S, f), sizeof(T), (doc), NULL, 0, 0 }
/** Table entry for member `f` of every element of the array `arr` (`n` child states) of struct
 *  type `S`: one field "arr.f" of n x (the member's elements), grouped by instance. */
#define WT_XFIELD_IN(S, arr, n, T, f, w, doc) \
  { \
#arr "." #f, (w), (unsigned)((n) * (sizeof(((S *)0)->arr[0].f) / sizeof(T))), offsetof(S, arr[0].f), \
        sizeof(T), (doc), NULL, (unsigned)(sizeof(((S *)0)->arr[0].f) / sizeof(T)), sizeof(((S *)0)->arr[0]) \
  }

/* Output lists carry one more column, the output's qualifier, beside the field:
 *
 *   #define B_OUT_FIELDS(X) \
 *     X(bool, pop_valid, WT_SCALAR, 1, WT_ALWAYS, "an index is available") \
 *     X(uint32_t, pop_idx, WT_SCALAR, WT_IDXW, WT_IF(pop_valid), "the index")
 *
 * i.e. X(type, name, dims, width, qualifier, doc): WT_ALWAYS, or WT_IF(v) when the output is
 * don't-care while output v is 0 (wt_field_t.qual). The struct members come from WT_OMEMBER, the
 * table from WT_OXFIELD. wt_block_validate checks every qualifier names an earlier 1-bit output. */
/** The qualifier of an output that always counts. */
#define WT_ALWAYS NULL
/** The qualifier of an output that counts only while the 1-bit output `v` is 1. */
#define WT_IF(v) #v
/** The struct member of an output X-macro entry. */
#define WT_OMEMBER(T, f, dims, w, q, doc) T f dims;
/** Table entry for the output X-macro entry of member `f` of struct type `S`. */
#define WT_OXFIELD(S, T, f, w, q, doc) \
  { #f, (w), (unsigned)(sizeof(((S *)0)->f) / sizeof(T)), offsetof(S, f), sizeof(T), (doc), (q), 0, 0 }

/** A list of fields describing one struct. */
typedef struct wt_fields {
  const wt_field_t *f;
  unsigned n;
} wt_fields_t;

/** The wt_fields_t of a static field array `a` (a descriptor's `.in`, `.out`, `.state`). */
#define WT_TABLE(a) \
  { (a), (unsigned)(sizeof(a) / sizeof((a)[0])) }

/* A block without state (a combinational block, e.g. SPEC 3.7/3.8) is declared once, by an empty
 * state table (WT_DESCRIPTOR_NO_STATE: `.state = WT_NO_STATE, .state_size = 0`), no state struct,
 * no <B>_STATE_FIELDS list (C has no empty struct). Its `reset` does nothing and its `comb` ignores
 * `s` and `next` (they may be NULL). Every tool derives the rest from `state.n == 0`
 * (wt_block_stateless), never from the block's name:
 *   - its Verilog module has no clk_i, rst_ni or dbg_state_o (purely combinational);
 *   - the generated test wrapper <b>_tw keeps clk_i and rst_ni (the harnesses drive them and
 *     count cycles themselves) but connects neither, and ties its state_o to 0;
 *   - Verilog has no 0-bit vector: a packed state port is wt_port_bits(state) = 1 bit wide, and the
 *     state digest (vector files, libwarptwin) is taken over that one zero word;
 *   - synthesis finds 0 flip-flops = MODEL 0; timing uses a virtual clock (synth/sta.tcl). */
/** The state table of a block without state. */
#define WT_NO_STATE \
  { NULL, 0 }

/** One entry of a block's knob-name list, from its <B>_KNOBS(X) declaration (WT_ADAPTERS):
 *  `static const char *const knobs[] = {<B>_KNOBS(WT_KNOB_NAME) NULL};` */
#define WT_KNOB_NAME(k) #k,

/** One paper storage row inside a block that holds several of the paper's structures (e.g. the
 *  Majority scheduler = Majority Entry + Max-Heap + MHeap LUT, D3 Tab 7.1). The bits report prints
 *  a sub-row per part; its MODEL bits are the bits of the listed state fields.
 *
 *  `per` (WT_WHOLE = 1, or N > 1) says which share of the listed fields the row states:
 *  - WT_WHOLE: all of them. The WT_WHOLE parts of a block partition its state: every state field
 *    in exactly one of them (`bits rows` fails otherwise).
 *  - N > 1 (WT_PER(N)): one instance of N, e.g. per warp (N = WT_WARPS) of a per-SM block, or per
 *    entry (N = WT_WARPS * WT_PQ): MODEL = the fields' bits / N, which must divide exactly, and
 *    the paper's figures (synth/<paper>_paper_notes.txt) are per instance. Such a row is a view: it may list
 *    fields of other parts and is outside the partition. Its FFs are the block's FFs / N when it
 *    lists every state field of the block (and N divides them), else "-".
 *  A unit's parts may name its children's fields ("sb.p_pend"), per instance too. */
typedef struct wt_part {
  const char *name;          /**< the paper's row name, e.g. "Max-Heap" */
  const char *const *fields; /**< state field names of this part, NULL-terminated */
  const char *paper_ref;     /**< where the figure comes from */
  unsigned per;              /**< WT_WHOLE, or the instances the fields hold (WT_PER(N)) */
} wt_part_t;

/** wt_part_t.per of a part that states all of its fields (one of the block's partition). */
#define WT_WHOLE 1u
/** wt_part_t.per of a part that states one instance of `n` (per warp, per entry), n > 1. */
#define WT_PER(n) ((unsigned)(n))

/** An array of state fields that a real design would build as SRAM rather than flip-flops (the bits
 *  report's memory split, tools/bits.c, and its SRAM area model, tools/sram_model.c). All its fields
 *  have the same element count E (the entries). It is `banks` independent arrays of E / banks
 *  entries each; `ways` entries share one row (a set-associative array's ways, 1 otherwise), so a
 *  bank has E / (banks x ways) rows of ways x (sum of the field widths) bits. The ports are the
 *  paper's, per bank. A unit declares none: its children's count under it. */
typedef struct wt_mem {
  const char *name;          /**< the array, e.g. "Warp Pool TID banks" */
  const char *const *fields; /**< state field names it holds, NULL-terminated */
  unsigned banks;            /**< independent banks (1 = one array) */
  unsigned ways;             /**< entries per row (set-associative ways, else 1) */
  unsigned rp, wp;           /**< read and write ports per bank */
  const char *ref;           /**< where the organisation and ports come from */
} wt_mem_t;

/** Descriptor of a block: its tables, its functions and its paper storage figures. */
typedef struct wt_block {
  const char *name; /**< block name = Verilog module = C prefix */
  wt_fields_t in, out, state;
  size_t in_size, out_size, state_size; /**< sizeof the three structs */
  void (*reset)(void *s);
  void (*comb)(const void *s, const void *in, void *out, void *next);
  /** The block's invariants on a state (NULL when it has none): returns false on a violation and
   *  writes the invariant's name and detail into `msg` (`len` bytes, NUL-terminated). The
   *  harnesses (cosim, vecgen, SystemC) call it on the C model's state after every clock and
   *  report a violation like a mismatch. */
  bool (*check)(const void *state, char *msg, size_t len);
  /** Where the paper's figure for the block comes from, e.g. "D3 Tab 7.1". The figures themselves
   *  (PAPER, PAPER-FIELDS) are written only in synth/<paper>_paper_notes.txt (tools/bits.c). */
  const char *paper_ref;
  /** Optional paper rows inside this block (NULL/0 when the block is one paper row). */
  const wt_part_t *parts;
  unsigned nparts;
  /** Names of the configuration knobs the block reads (its <BLOCK>_KNOBS(X) list, NULL-terminated;
   *  a unit lists its children's). Only these enter its vector headers and configuration hash
   *  (tools/vecgen.c), so a knob of another family never changes its vectors. */
  const char *const *knobs;
  /** Arrays of state fields a chip would build as SRAM (NULL/0 when none), for the memory split. */
  const wt_mem_t *mems;
  unsigned nmems;
} wt_block_t;

/** Whether block `b` has no state (an empty state table: a combinational block, WT_NO_STATE). */
static inline bool wt_block_stateless(const wt_block_t *b) { return b->state.n == 0u; }

/* A block's header declares its structs and functions from its X-macro lists (P: the block's
 * name in capitals), each where its list ends:
 *
 *   WT_IN_STRUCT(b, P)     typedef struct b_in {P_IN_FIELDS(WT_MEMBER)} b_in_t;    (inputs)
 *   WT_OUT_STRUCT(b, P)    typedef struct b_out {P_OUT_FIELDS(WT_OMEMBER)} b_out_t; (outputs)
 *   WT_STATE_STRUCT(b, P)  typedef struct b_state {P_STATE_FIELDS(WT_MEMBER)} b_state_t;
 *   WT_BLOCK_FUNCS(b)      b_reset (the `!rst_ni` branch), b_comb (the `always_comb` block: writes
 *                          every field of `out` and `next`, reads only `s` and `in`; `next` may be
 *                          `s`), b_clock (the `always_ff` copy) and the descriptor b_block
 *
 * A unit's state struct (its children's states) is written out; a block without state declares
 * its typed `b_eval(in, out)` and WT_BLOCK_FUNCS_NO_STATE(b): the descriptor's comb, which
 * ignores `s` and `next` (they may be NULL) and calls b_eval, and b_block. */
#define WT_IN_STRUCT(b, P) \
  typedef struct b##_in { \
    P##_IN_FIELDS(WT_MEMBER) \
  } b##_in_t;
#define WT_OUT_STRUCT(b, P) \
  typedef struct b##_out { \
    P##_OUT_FIELDS(WT_OMEMBER) \
  } b##_out_t;
#define WT_STATE_STRUCT(b, P) \
  typedef struct b##_state { \
    P##_STATE_FIELDS(WT_MEMBER) \
  } b##_state_t;
#define WT_BLOCK_FUNCS(b) \
  void b##_reset(b##_state_t *s); \
  void b##_comb(const b##_state_t *s, const b##_in_t *in, b##_out_t *out, b##_state_t *next); \
  static inline void b##_clock(b##_state_t *s, const b##_state_t *next) { *s = *next; } \
  extern const wt_block_t b##_block;
#define WT_BLOCK_FUNCS_NO_STATE(b) \
  void b##_comb(const void *s, const b##_in_t *in, b##_out_t *out, void *next); \
  extern const wt_block_t b##_block;

/* A block's descriptor is defined once, at the end of its .c (one block per file), from its
 * X-macro lists <P>_IN_FIELDS, <P>_OUT_FIELDS, <P>_STATE_FIELDS and <P>_KNOBS (P: the block's name
 * in capitals) and its typed functions <b>_reset, <b>_comb (and <b>_check):
 *
 *   WT_BLOCK_TABLES(dwf_warp_alloc, DWF_WARP_ALLOC)
 *   static const wt_mem_t mems[] = {...};
 *   const wt_block_t dwf_warp_alloc_block =
 *       WT_DESCRIPTOR(dwf_warp_alloc, .paper_ref = "D3 Tab 7.1 Warp Allocator", WT_MEMS(mems));
 *
 * WT_BLOCK_TABLES defines the file's static `in_fields`, `out_fields`, `state_fields`, the
 * `reset_v` and `comb_v` adapters (the descriptor's void-pointer signatures calling the typed
 * functions) and `knobs`; WT_DESCRIPTOR fills the members that follow from them (name, tables,
 * sizes, functions, knobs) and passes its trailing designated initialisers through (.paper_ref,
 * .check, WT_PARTS, WT_MEMS); a member it does not name is 0/NULL. A block without state uses
 * WT_BLOCK_TABLES_NO_STATE and WT_DESCRIPTOR_NO_STATE. A block with invariants adds
 * WT_CHECK_ADAPTER(b) and `.check = check_v`. A unit whose state is its children's (dwf_sched)
 * writes its own `state_fields` between WT_IO_TABLES and WT_ADAPTERS. */

/** The struct types of the file's block, for the X-macro entries below (one block per .c). */
#define WT_XIN(T, f, dims, w, d) WT_XFIELD(wt_self_in_t, T, f, w, d),
#define WT_XOUT(T, f, dims, w, q, d) WT_OXFIELD(wt_self_out_t, T, f, w, q, d),
#define WT_XSTATE(T, f, dims, w, d) WT_XFIELD(wt_self_state_t, T, f, w, d),

/** `in_fields` and `out_fields` of block `b` from P_IN_FIELDS and P_OUT_FIELDS. */
#define WT_IO_TABLES(b, P) \
  typedef b##_in_t wt_self_in_t; \
  typedef b##_out_t wt_self_out_t; \
  static const wt_field_t in_fields[] = {P##_IN_FIELDS(WT_XIN)}; \
  static const wt_field_t out_fields[] = {P##_OUT_FIELDS(WT_XOUT)};
/** `state_fields` of block `b` from P_STATE_FIELDS. */
#define WT_STATE_TABLE(b, P) \
  typedef b##_state_t wt_self_state_t; \
  static const wt_field_t state_fields[] = {P##_STATE_FIELDS(WT_XSTATE)};
/** `comb_v` and `knobs` (the part of WT_ADAPTERS a block without state shares). */
#define WT_COMB_KNOBS(b, P) \
  static void comb_v(const void *s, const void *in, void *out, void *next) { b##_comb(s, in, out, next); } \
  static const char *const knobs[] = {P##_KNOBS(WT_KNOB_NAME) NULL};
/** `reset_v` calling b_reset, `comb_v` calling b_comb, and `knobs` from P_KNOBS. */
#define WT_ADAPTERS(b, P) \
  static void reset_v(void *s) { b##_reset(s); } \
  WT_COMB_KNOBS(b, P)
/** `check_v` calling b_check (the descriptor's `.check = check_v`). */
#define WT_CHECK_ADAPTER(b) \
  static bool check_v(const void *s, char *msg, size_t len) { return b##_check(s, msg, len); }

/** The tables and adapters of block `b` with state (P_STATE_FIELDS). */
#define WT_BLOCK_TABLES(b, P) WT_IO_TABLES(b, P) WT_STATE_TABLE(b, P) WT_ADAPTERS(b, P)
/** The tables and adapters of block `b` without state: its `reset_v` does nothing. */
#define WT_BLOCK_TABLES_NO_STATE(b, P) \
  WT_IO_TABLES(b, P) \
  static void reset_v(void *s) { (void)s; } \
  WT_COMB_KNOBS(b, P)

/** The members WT_DESCRIPTOR and WT_DESCRIPTOR_NO_STATE fill; the state table `state_tab` of
 *  `st_size` bytes. */
#define WT_DESCRIPTOR_COMMON(b, state_tab, st_size) \
  .name = #b, .in = WT_TABLE(in_fields), .out = WT_TABLE(out_fields), .state = state_tab, \
  .in_size = sizeof(b##_in_t), .out_size = sizeof(b##_out_t), .state_size = (st_size), .reset = reset_v, \
  .comb = comb_v, .knobs = knobs
/** The descriptor of block `b` with state: WT_DESCRIPTOR(b, designated initialisers...), which
 *  may be none (the trailing empty argument keeps `...` non-empty for ISO C). */
#define WT_DESCRIPTOR(...) WT_DESCRIPTOR_(__VA_ARGS__, )
#define WT_DESCRIPTOR_(b, ...) \
  { WT_DESCRIPTOR_COMMON(b, WT_TABLE(state_fields), sizeof(b##_state_t)), __VA_ARGS__ }
/** The descriptor of block `b` without state (WT_NO_STATE), as WT_DESCRIPTOR. */
#define WT_DESCRIPTOR_NO_STATE(...) WT_DESCRIPTOR_NO_STATE_(__VA_ARGS__, )
#define WT_DESCRIPTOR_NO_STATE_(b, ...) \
  { WT_DESCRIPTOR_COMMON(b, WT_NO_STATE, 0), __VA_ARGS__ }

/** Elements of the static array `a`. */
#define WT_COUNT(a) ((unsigned)(sizeof(a) / sizeof((a)[0])))
/** A descriptor's `.parts` and `.nparts` from the static array `a`. */
#define WT_PARTS(a) .parts = (a), .nparts = WT_COUNT(a)
/** A descriptor's `.mems` and `.nmems` from the static array `a`. */
#define WT_MEMS(a) .mems = (a), .nmems = WT_COUNT(a)

/** Whether block `b` reads the knob named `knob` (its `knobs` list). */
bool wt_block_reads(const wt_block_t *b, const char *knob);

/** A knob's name and value (a configuration's knobs, in configs/knobs.def order). */
typedef struct wt_knob_val {
  const char *name;
  long long value;
} wt_knob_val_t;

/** The block's configuration hash (vector headers, the DPI-C model's drift check): 64-bit FNV-1a
 *  over "NAME=value;" of each knob of `knobs` (n of them, in configs/knobs.def order) that `b`
 *  reads. tb/vec/vec_replay.sv and the generated DPI-C package compute the same in Verilog. */
uint64_t wt_block_hash(const wt_block_t *b, const wt_knob_val_t *knobs, unsigned n);

/** Checks a descriptor's own declarations (today: every output qualifier names an output listed
 *  before it that is 1 bit wide and scalar). Returns false and writes what is wrong into `msg`. */
bool wt_block_validate(const wt_block_t *b, char *msg, size_t len);

/** Index in table `t` of the field named `name`, or -1. */
int wt_field_index(wt_fields_t t, const char *name);

/** The bits a checker compares in the packed outputs `exp` (the expected ones) of table `out`:
 *  sets `care` (as many words as `exp`) to all ones except the bits of each qualified output whose
 *  valid is 0 in `exp`. A field's qualifier must resolve (wt_block_validate). */
void wt_out_care(wt_fields_t out, const uint32_t *exp, uint32_t *care);

/** Whether field `i` of output table `out` counts in the packed outputs `exp`: true unless it is
 *  qualified and its valid is 0 in `exp`. */
bool wt_out_counts(wt_fields_t out, unsigned i, const uint32_t *exp);

/** Total bits of a field table (the MODEL bits when applied to the state table). */
unsigned long wt_fields_bits(wt_fields_t t);
/** Width of the flat port that carries table `t` packed (a wrapper's in_i/out_o/state_o, a vector
 *  replay's state_o): wt_fields_bits(t), but at least 1, since Verilog has no 0-bit vector (the
 *  state_o of a block without state is 1 bit tied to 0). State digests cover
 *  WT_WORDS(wt_port_bits(state)) words. */
static inline unsigned long wt_port_bits(wt_fields_t t) {
  const unsigned long n = wt_fields_bits(t);
  return n != 0u ? n : 1u;
}

/** MODEL of part `p` of block `b`, as the bits report shows it: the bits of its state fields
 *  divided by its `per` (0 counts as WT_WHOLE); -1 when a field is not in the state table or the
 *  division is not exact. */
long long wt_part_bits(const wt_block_t *b, const wt_part_t *p);
/** Bit offset of field `i` inside the packed vector of table `t`. */
unsigned long wt_field_offset(wt_fields_t t, unsigned i);

/** Reads element `e` of field `f` of the struct at `base`. */
uint64_t wt_field_read(const void *base, const wt_field_t *f, unsigned e);
/** Writes element `e` of field `f` of the struct at `base` (value must fit the width). */
void wt_field_write(void *base, const wt_field_t *f, unsigned e, uint64_t v);

/** A `check` hook's failure: writes the printf-style message into `msg` (`n` bytes, nothing when
 *  n = 0) and returns false, so a check reads `return wt_fail(msg, n, "...", ...);`. */
bool wt_fail(char *msg, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/** The width invariant of every element of table `t` in the struct at `base`, for a block's `check`
 *  hook: false, with "<field>[<e>] has bits above its <w>-bit width" in `msg` (`n` bytes), at the
 *  first element that holds bits at or above its field's width. */
bool wt_fields_width_ok(wt_fields_t t, const void *base, char *msg, size_t n);

/** Packs the struct at `base` into `words` (WT_WORDS(wt_fields_bits(t)) words, zero-filled).
 *  Returns false if some element holds bits at or above its field's width (a broken width
 *  invariant); those bits are left out of the packed vector. */
bool wt_pack(wt_fields_t t, const void *base, uint32_t *words);
/** Unpacks `words` into the struct at `base`; fields not in the table are left unchanged. */
void wt_unpack(wt_fields_t t, const uint32_t *words, void *base);

/** Reads `w` <= 64 bits at bit position `pos` of a packed word vector. */
uint64_t wt_bits_get(const uint32_t *words, unsigned long pos, unsigned w);
/** Writes `w` <= 64 bits at bit position `pos` of a packed word vector. */
void wt_bits_put(uint32_t *words, unsigned long pos, unsigned w, uint64_t v);

/** Names the field and element that holds bit `bit` of the packed vector of `t`. */
const wt_field_t *wt_locate(wt_fields_t t, unsigned long bit, unsigned *elem);

/** State digest of vector files: 64-bit FNV-1a over the packed state, one 32-bit word at a time
 *  (h = (h ^ word) * 0x100000001b3, from h = 0xcbf29ce484222325). tb/vec/vec_replay.sv computes
 *  the same function over `dbg_state_o`. */
uint64_t wt_digest(const uint32_t *words, unsigned nwords);

#ifdef __cplusplus
}
#endif

#endif
