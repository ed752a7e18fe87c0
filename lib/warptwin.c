/* lib/warptwin.c: the per-instance API of libwarptwin (contract in warptwin.h). Generic: it reads
 * the blocks' descriptors (rtl_c/wt_block.h) and names no block. */
#include "warptwin.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "wt_block.h"
#include "wt_cfg.h"
#include "wt_libcfg.h"

struct warptwin {
  const wt_block_t *b;
  const wt_libcfg_t *cfg; /* the compiled-in configuration that runs it */
  uint64_t hash;          /* the block's configuration hash in it */
  char config[256];       /* the name asked for */
  char *file;             /* the configuration file, or NULL for a compiled-in name */
  void *state, *next, *in, *out;
  unsigned long inbits, outbits, stbits;
  uint64_t cycle;
  char err[1024];
};

const char *warptwin_version(void) { return WARPTWIN_VERSION; }

//////////////////////////////////
// Errors                       //
//////////////////////////////////

/* Sets the instance's error text; returns `code`. */
static int werr(warptwin_t *w, int code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(w->err, sizeof w->err, fmt, ap);
  va_end(ap);
  return code;
}

/* Writes a creation error into `err`; returns NULL. */
static warptwin_t *cerr(char *err, size_t errlen, const char *fmt, ...) {
  if (err != NULL && errlen > 0) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
  }
  return NULL;
}

const char *warptwin_error(const warptwin_t *w) { return w ? w->err : "warptwin: no instance (NULL)"; }

void warptwin_clear_error(warptwin_t *w) {
  if (w) {
    w->err[0] = '\0';
  }
}

//////////////////////////////////
// Compiled-in configurations   //
//////////////////////////////////

static const wt_libcfg_t *find_cfg(const char *name) {
  for (unsigned i = 0; name && i < wt_n_libcfgs; i++) {
    if (strcmp(wt_libcfgs[i]->name, name) == 0) {
      return wt_libcfgs[i];
    }
  }
  return NULL;
}

/* Index of block `name` in configuration `c`, or -1. */
static int find_block(const wt_libcfg_t *c, const char *name) {
  for (unsigned i = 0; c && name && i < c->nblocks; i++) {
    if (strcmp(c->blocks[i]->name, name) == 0) {
      return (int)i;
    }
  }
  return -1;
}

/* Value of knob `name` in `c` (found: 1). */
static int cfg_knob(const wt_libcfg_t *c, const char *name, long long *v) {
  for (unsigned i = 0; i < c->nknobs; i++) {
    if (strcmp(c->knobs[i].name, name) == 0) {
      *v = c->knobs[i].value;
      return 1;
    }
  }
  return 0;
}

unsigned warptwin_num_configs(void) { return wt_n_libcfgs; }

const char *warptwin_config_at(unsigned i) { return i < wt_n_libcfgs ? wt_libcfgs[i]->name : NULL; }

unsigned warptwin_num_blocks(const char *config) {
  const wt_libcfg_t *c = find_cfg(config);
  return c ? c->nblocks : 0u;
}

const char *warptwin_block_at(const char *config, unsigned i) {
  const wt_libcfg_t *c = find_cfg(config);
  return c && i < c->nblocks ? c->blocks[i]->name : NULL;
}

int warptwin_config_knob(const char *config, const char *knob, long long *value) {
  if (config == NULL || knob == NULL || value == NULL) {
    return WARPTWIN_EARG;
  }
  const wt_libcfg_t *c = find_cfg(config);
  return c && cfg_knob(c, knob, value) ? WARPTWIN_OK : WARPTWIN_ENOTFOUND;
}

/* A growing text (error messages that list configurations). */
typedef struct {
  char s[2048];
  size_t n;
} text_t;
static void tadd(text_t *t, const char *fmt, ...) {
  if (t->n >= sizeof t->s - 1) {
    return;
  }
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(t->s + t->n, sizeof t->s - t->n, fmt, ap);
  va_end(ap);
  if (k > 0) {
    t->n += (size_t)k < sizeof t->s - t->n ? (size_t)k : sizeof t->s - t->n - 1;
  }
}

/* "NAME = value, ..." of the knobs block `b` reads, with values from `c`'s table or `vals`. */
static void knob_list(text_t *t, const wt_block_t *b, const wt_libcfg_t *c, const long *vals) {
  bool first = true;
  for (int k = 0; k < WT_NKNOBS; k++) {
    const char *name = wt_knob_defs[k].name;
    long long v = 0;
    if (!wt_block_reads(b, name) || (c && !cfg_knob(c, name, &v))) {
      continue;
    }
    tadd(t, "%s%s = %lld", first ? "" : ", ", name, c ? v : (long long)vals[k]);
    first = false;
  }
  if (first) {
    tadd(t, "no knobs");
  }
}

/* The base of a configuration file that is not a file beside it: a compiled-in configuration. */
static int base_compiled(void *ctx, const char *name, long *values, char *what, size_t len) {
  (void)ctx;
  const wt_libcfg_t *c = find_cfg(name);
  if (c == NULL) {
    return 0;
  }
  for (int k = 0; k < WT_NKNOBS; k++) {
    long long v = wt_knob_defs[k].def;
    (void)cfg_knob(c, wt_knob_defs[k].name, &v);
    values[k] = (long)v;
  }
  snprintf(what, len, "compiled-in configuration %s", name);
  return 1;
}

static bool is_path(const char *config) {
  size_t n = strlen(config);
  return strchr(config, '/') != NULL || (n > 4 && strcmp(config + n - 4, ".cfg") == 0);
}

warptwin_t *warptwin_create(const char *block, const char *config, char *err, size_t errlen) {
  if (err != NULL && errlen > 0) {
    err[0] = '\0';
  }
  if (block == NULL || config == NULL) {
    return cerr(err, errlen, "warptwin_create: %s is NULL", block == NULL ? "block" : "config");
  }
  /* The block must exist in some configuration. */
  bool known = false;
  for (unsigned i = 0; i < wt_n_libcfgs && !known; i++) {
    known = find_block(wt_libcfgs[i], block) >= 0;
  }
  if (!known) {
    text_t t = {.n = 0};
    for (unsigned i = 0; i < wt_n_libcfgs; i++) {
      for (unsigned j = 0; j < wt_libcfgs[i]->nblocks; j++) {
        const char *bn = wt_libcfgs[i]->blocks[j]->name;
        bool seen = false;
        for (unsigned k = 0; k < i && !seen; k++) {
          seen = find_block(wt_libcfgs[k], bn) >= 0;
        }
        if (!seen) {
          tadd(&t, "%s%s", t.n ? " " : "", bn);
        }
      }
    }
    return cerr(err, errlen, "warptwin_create: unknown block '%s' (libwarptwin %s has: %s)", block,
                WARPTWIN_VERSION, t.s);
  }

  const wt_libcfg_t *c = NULL;
  int bi = -1;
  char name[256];
  char *file = NULL;
  if (!is_path(config)) {
    c = find_cfg(config);
    if (c == NULL) {
      text_t t = {.n = 0};
      for (unsigned i = 0; i < wt_n_libcfgs; i++) {
        tadd(&t, "%s%s", i ? " " : "", wt_libcfgs[i]->name);
      }
      return cerr(err, errlen,
                  "warptwin_create: unknown configuration '%s' (compiled in: %s; or give the path of "
                  "a .cfg file)",
                  config, t.s);
    }
    bi = find_block(c, block);
    if (bi < 0) {
      text_t t = {.n = 0};
      for (unsigned i = 0; i < wt_n_libcfgs; i++) {
        if (find_block(wt_libcfgs[i], block) >= 0) {
          tadd(&t, "%s%s", t.n ? " " : "", wt_libcfgs[i]->name);
        }
      }
      return cerr(err, errlen,
                  "warptwin_create: configuration '%s' does not build block '%s' (a configuration "
                  "builds only its paper's blocks; '%s' is in: %s)",
                  config, block, block, t.s);
    }
    snprintf(name, sizeof name, "%s", config);
  } else {
    /* A configuration file: the rules of cfggen, then the compiled-in configuration with the same
     * values of the knobs the block reads. */
    wt_cfg_t *f = malloc(sizeof *f);
    if (f == NULL) {
      return cerr(err, errlen, "warptwin_create: out of memory");
    }
    wt_cfg_opts_t opts = {NULL, base_compiled, NULL};
    char msg[1024];
    if (wt_cfg_load(f, config, &opts, msg, sizeof msg) != 0) {
      free(f);
      return cerr(err, errlen, "%s", msg);
    }
    text_t have = {.n = 0};
    const wt_block_t *any = NULL;
    for (unsigned i = 0; i < wt_n_libcfgs && c == NULL; i++) {
      int j = find_block(wt_libcfgs[i], block);
      if (j < 0) {
        continue;
      }
      const wt_block_t *b = wt_libcfgs[i]->blocks[j];
      any = b;
      bool same = true;
      for (int k = 0; k < WT_NKNOBS && same; k++) {
        long long v;
        if (wt_block_reads(b, wt_knob_defs[k].name)) {
          same = cfg_knob(wt_libcfgs[i], wt_knob_defs[k].name, &v) && v == (long long)f->value[k];
        }
      }
      if (same) {
        c = wt_libcfgs[i];
        bi = j;
      } else {
        tadd(&have, "%s%s (", have.n ? "; " : "", wt_libcfgs[i]->name);
        knob_list(&have, b, wt_libcfgs[i], NULL);
        tadd(&have, ")");
      }
    }
    if (c == NULL) {
      text_t want = {.n = 0};
      knob_list(&want, any, NULL, f->value);
      free(f);
      return cerr(err, errlen,
                  "%s: error: block %s with %s is not compiled into libwarptwin %s (compiled: %s). To "
                  "add it, copy the file to configs/<name>.cfg in the warptwin tree, add <name> to "
                  "CONFIGS_<paper> in mk/papers/<paper>.mk, then rebuild and reinstall: make lib && "
                  "make install PREFIX=<prefix>",
                  config, block, want.s, WARPTWIN_VERSION, have.s);
    }
    snprintf(name, sizeof name, "%s", f->name);
    free(f);
    size_t len = strlen(config) + 1;
    file = malloc(len);
    if (file != NULL) {
      memcpy(file, config, len);
    } else {
      return cerr(err, errlen, "warptwin_create: out of memory");
    }
  }

  const wt_block_t *b = c->blocks[bi];
  warptwin_t *w = calloc(1, sizeof *w);
  if (w) {
    w->state = calloc(1, b->state_size);
    w->next = calloc(1, b->state_size);
    w->in = calloc(1, b->in_size);
    w->out = calloc(1, b->out_size);
  }
  if (!w || !w->state || !w->next || !w->in || !w->out) {
    free(file);
    warptwin_destroy(w);
    return cerr(err, errlen, "warptwin_create: out of memory");
  }
  w->b = b;
  w->cfg = c;
  w->hash = c->hashes[bi];
  w->file = file;
  snprintf(w->config, sizeof w->config, "%s", name);
  w->inbits = wt_fields_bits(b->in);
  w->outbits = wt_fields_bits(b->out);
  w->stbits = wt_fields_bits(b->state);
  b->reset(w->state);
  return w;
}

void warptwin_destroy(warptwin_t *w) {
  if (w == NULL) {
    return;
  }
  free(w->state);
  free(w->next);
  free(w->in);
  free(w->out);
  free(w->file);
  free(w);
}

//////////////////////////////////
// Configuration of an instance //
//////////////////////////////////

const char *warptwin_block(const warptwin_t *w) { return w ? w->b->name : NULL; }
const char *warptwin_config(const warptwin_t *w) { return w ? w->config : NULL; }
const char *warptwin_compiled_config(const warptwin_t *w) { return w ? w->cfg->name : NULL; }
uint64_t warptwin_config_hash(const warptwin_t *w) { return w ? w->hash : 0u; }

/* Index in the configuration's knob table of the i-th knob the block reads, or -1. */
static int block_knob(const warptwin_t *w, unsigned i) {
  unsigned n = 0;
  for (unsigned k = 0; k < w->cfg->nknobs; k++) {
    if (wt_block_reads(w->b, w->cfg->knobs[k].name) && n++ == i) {
      return (int)k;
    }
  }
  return -1;
}

unsigned warptwin_num_knobs(const warptwin_t *w) {
  unsigned n = 0;
  for (unsigned k = 0; w && k < w->cfg->nknobs; k++) {
    n += wt_block_reads(w->b, w->cfg->knobs[k].name) ? 1u : 0u;
  }
  return n;
}

int warptwin_knob(warptwin_t *w, unsigned i, const char **name, long long *value) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (name == NULL || value == NULL) {
    return werr(w, WARPTWIN_EARG, "warptwin_knob: name or value is NULL");
  }
  int k = block_knob(w, i);
  if (k < 0) {
    return werr(w, WARPTWIN_ERANGE, "warptwin_knob: knob %u out of range (%s reads %u knobs)", i, w->b->name,
                warptwin_num_knobs(w));
  }
  *name = w->cfg->knobs[k].name;
  *value = w->cfg->knobs[k].value;
  return WARPTWIN_OK;
}

/* Appends to `buf` (`len` bytes) at *n, as far as it fits, NUL-terminated; *n counts the whole
 * text (snprintf's contract). */
static void app(char *buf, size_t len, size_t *n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(*n < len ? buf + *n : NULL, *n < len ? len - *n : 0, fmt, ap);
  va_end(ap);
  *n += k > 0 ? (size_t)k : 0u;
}

int warptwin_config_text(warptwin_t *w, char *buf, size_t len) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (buf == NULL && len > 0) {
    return werr(w, WARPTWIN_EARG, "warptwin_config_text: buf is NULL");
  }
  if (len > 0) {
    buf[0] = '\0';
  }
  size_t n = 0;
  app(buf, len, &n, "block %s\nconfig %s\n", w->b->name, w->config);
  if (w->file) {
    app(buf, len, &n, "file %s\n", w->file);
  }
  app(buf, len, &n, "compiled %s\nconfig_hash %016" PRIx64 "\n", w->cfg->name, w->hash);
  for (unsigned k = 0; k < w->cfg->nknobs; k++) {
    if (wt_block_reads(w->b, w->cfg->knobs[k].name)) {
      app(buf, len, &n, "knob %s %lld\n", w->cfg->knobs[k].name, w->cfg->knobs[k].value);
    }
  }
  return n > (size_t)INT32_MAX ? werr(w, WARPTWIN_ERANGE, "warptwin_config_text: text too long") : (int)n;
}

int warptwin_print_config(warptwin_t *w, FILE *f) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (f == NULL) {
    return werr(w, WARPTWIN_EARG, "warptwin_print_config: FILE is NULL");
  }
  int n = warptwin_config_text(w, NULL, 0);
  char *buf = n >= 0 ? malloc((size_t)n + 1u) : NULL;
  if (buf == NULL) {
    return n < 0 ? n : werr(w, WARPTWIN_ENOMEM, "warptwin_print_config: out of memory");
  }
  (void)warptwin_config_text(w, buf, (size_t)n + 1u);
  int rc = fputs(buf, f) < 0 ? werr(w, WARPTWIN_EARG, "warptwin_print_config: write failed") : WARPTWIN_OK;
  free(buf);
  return rc;
}

//////////////////////////////////
// Ports                        //
//////////////////////////////////

unsigned warptwin_num_ports(const warptwin_t *w) { return w ? w->b->in.n + w->b->out.n : 0u; }
unsigned warptwin_num_inputs(const warptwin_t *w) { return w ? w->b->in.n : 0u; }

/* The field of port `p`, its table and its struct; NULL (with the error set) if out of range. */
static const wt_field_t *port_field(warptwin_t *w, unsigned p, wt_fields_t *t, void **base, const char *fn) {
  if (p < w->b->in.n) {
    *t = w->b->in;
    *base = w->in;
    return &w->b->in.f[p];
  }
  if (p < w->b->in.n + w->b->out.n) {
    *t = w->b->out;
    *base = w->out;
    return &w->b->out.f[p - w->b->in.n];
  }
  werr(w, WARPTWIN_ERANGE, "%s: port %u out of range (%s has %u ports: %u inputs, then %u outputs)", fn, p,
       w->b->name, w->b->in.n + w->b->out.n, w->b->in.n, w->b->out.n);
  return NULL;
}

static void describe(const wt_fields_t t, unsigned i, warptwin_dir_t dir, unsigned qbase,
                     warptwin_port_t *info) {
  const wt_field_t *f = &t.f[i];
  info->name = f->name;
  info->dir = dir;
  info->width = f->width;
  info->count = f->count;
  info->offset = wt_field_offset(t, i);
  info->qual = dir == WARPTWIN_OUT ? f->qual : NULL;
  int q = info->qual ? wt_field_index(t, info->qual) : -1;
  info->qual_port = q >= 0 ? (int)(qbase + (unsigned)q) : -1;
  info->doc = f->doc;
}

int warptwin_port(warptwin_t *w, unsigned port, warptwin_port_t *info) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (info == NULL) {
    return werr(w, WARPTWIN_EARG, "warptwin_port: info is NULL");
  }
  wt_fields_t t;
  void *base;
  if (!port_field(w, port, &t, &base, "warptwin_port")) {
    return WARPTWIN_ERANGE;
  }
  bool in = port < w->b->in.n;
  describe(t, in ? port : port - w->b->in.n, in ? WARPTWIN_IN : WARPTWIN_OUT, w->b->in.n, info);
  return WARPTWIN_OK;
}

int warptwin_port_find(warptwin_t *w, const char *name) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (name == NULL) {
    return werr(w, WARPTWIN_EARG, "warptwin_port_find: name is NULL");
  }
  int i = wt_field_index(w->b->in, name);
  if (i >= 0) {
    return i;
  }
  int o = wt_field_index(w->b->out, name);
  if (o >= 0) {
    return (int)w->b->in.n + o;
  }
  /* The Verilog names: <field>_i, <field>_o. */
  size_t n = strlen(name);
  if (n > 2 && name[n - 2] == '_' && (name[n - 1] == 'i' || name[n - 1] == 'o') && n - 2 < 256) {
    char f[256];
    memcpy(f, name, n - 2);
    f[n - 2] = '\0';
    int k = wt_field_index(name[n - 1] == 'i' ? w->b->in : w->b->out, f);
    if (k >= 0) {
      return name[n - 1] == 'i' ? k : (int)w->b->in.n + k;
    }
  }
  return werr(w, WARPTWIN_ENOTFOUND, "unknown port '%s' of block %s", name, w->b->name);
}

/* Checks `v` fits field `f`; sets the error naming `what` otherwise. */
static int fits(warptwin_t *w, const wt_field_t *f, uint64_t v, const char *fn, const char *what) {
  if (f->width < 64 && (v >> f->width) != 0) {
    return werr(w, WARPTWIN_ERANGE, "%s: value 0x%" PRIx64 " is wider than %s %s (%u bits)", fn, v, what,
                f->name, f->width);
  }
  return WARPTWIN_OK;
}

static int elem_ok(warptwin_t *w, const wt_field_t *f, unsigned e, const char *fn, const char *what) {
  if (e >= f->count) {
    return werr(w, WARPTWIN_ERANGE, "%s: element %u of %s %s out of range (%u element%s)", fn, e, what,
                f->name, f->count, f->count == 1 ? "" : "s");
  }
  return WARPTWIN_OK;
}

int warptwin_set(warptwin_t *w, unsigned port, unsigned elem, uint64_t value) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  wt_fields_t t;
  void *base;
  const wt_field_t *f = port_field(w, port, &t, &base, "warptwin_set");
  if (f == NULL) {
    return WARPTWIN_ERANGE;
  }
  if (port >= w->b->in.n) {
    return werr(w, WARPTWIN_EDIR, "warptwin_set: port %s is an output of %s", f->name, w->b->name);
  }
  int rc = elem_ok(w, f, elem, "warptwin_set", "port");
  rc = rc ? rc : fits(w, f, value, "warptwin_set", "port");
  if (rc == WARPTWIN_OK) {
    wt_field_write(base, f, elem, value);
  }
  return rc;
}

int warptwin_get(warptwin_t *w, unsigned port, unsigned elem, uint64_t *value) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (value == NULL) {
    return werr(w, WARPTWIN_EARG, "warptwin_get: value is NULL");
  }
  wt_fields_t t;
  void *base;
  const wt_field_t *f = port_field(w, port, &t, &base, "warptwin_get");
  if (f == NULL) {
    return WARPTWIN_ERANGE;
  }
  int rc = elem_ok(w, f, elem, "warptwin_get", "port");
  if (rc == WARPTWIN_OK) {
    *value = wt_field_read(base, f, elem);
  }
  return rc;
}

int warptwin_set_by_name(warptwin_t *w, const char *port, unsigned elem, uint64_t value) {
  int p = warptwin_port_find(w, port);
  return p < 0 ? p : warptwin_set(w, (unsigned)p, elem, value);
}

int warptwin_get_by_name(warptwin_t *w, const char *port, unsigned elem, uint64_t *value) {
  int p = warptwin_port_find(w, port);
  return p < 0 ? p : warptwin_get(w, (unsigned)p, elem, value);
}

int warptwin_counts(warptwin_t *w, unsigned port) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  wt_fields_t t;
  void *base;
  const wt_field_t *f = port_field(w, port, &t, &base, "warptwin_counts");
  if (f == NULL) {
    return WARPTWIN_ERANGE;
  }
  if (port < w->b->in.n) {
    return werr(w, WARPTWIN_EDIR, "warptwin_counts: port %s is an input of %s", f->name, w->b->name);
  }
  if (f->qual == NULL) {
    return 1;
  }
  int q = wt_field_index(w->b->out, f->qual);
  return q >= 0 && wt_field_read(w->out, &w->b->out.f[q], 0) != 0 ? 1 : 0;
}

//////////////////////////////////
// Cycles                       //
//////////////////////////////////

/* One cycle: the reset before comb and after the edge on a reset cycle (vectors/FORMAT.md). */
static void cycle(warptwin_t *w, bool rst) {
  const wt_block_t *b = w->b;
  if (rst) {
    b->reset(w->state);
  }
  b->comb(w->state, w->in, w->out, w->next);
  memcpy(w->state, w->next, b->state_size);
  if (rst) {
    b->reset(w->state);
  }
  w->cycle++;
}

int warptwin_step(warptwin_t *w) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  cycle(w, false);
  return WARPTWIN_OK;
}

int warptwin_reset(warptwin_t *w) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  cycle(w, true);
  return WARPTWIN_OK;
}

int warptwin_reset_async(warptwin_t *w) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  w->b->reset(w->state);
  return WARPTWIN_OK;
}

/* Rejects a packed vector of `bits` bits in `n` words with bits set above `bits`. */
static int packed_ok(warptwin_t *w, const uint32_t *v, size_t n, unsigned long bits, const char *fn,
                     const char *what) {
  if (v == NULL) {
    return werr(w, WARPTWIN_EARG, "%s: %s is NULL", fn, what);
  }
  size_t need = WARPTWIN_WORDS(bits);
  if (n < need) {
    return werr(w, WARPTWIN_ERANGE, "%s: %s has %zu words, %s of %s needs %zu (%lu bits)", fn, what, n, what,
                w->b->name, need, bits);
  }
  for (size_t k = 0; k < n; k++) {
    uint32_t extra = k + 1 < need ? 0u : k + 1 == need ? (bits % 32u ? v[k] >> (bits % 32u) : 0u) : v[k];
    if (extra != 0) {
      return werr(w, WARPTWIN_ERANGE, "%s: %s word %zu has bits set above the %lu packed bits of %s", fn,
                  what, k, bits, w->b->name);
    }
  }
  return WARPTWIN_OK;
}

int warptwin_step_words(warptwin_t *w, int rst_ni, const uint32_t *in, size_t in_words, uint32_t *out,
                        size_t out_words) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  int rc = packed_ok(w, in, in_words, w->inbits, "warptwin_step_words", "in");
  if (rc) {
    return rc;
  }
  if (out != NULL && out_words < WARPTWIN_WORDS(w->outbits)) {
    return werr(w, WARPTWIN_ERANGE, "warptwin_step_words: out has %zu words, the outputs of %s need %lu",
                out_words, w->b->name, (unsigned long)WARPTWIN_WORDS(w->outbits));
  }
  wt_unpack(w->b->in, in, w->in);
  cycle(w, rst_ni == 0);
  if (out != NULL) {
    memset(out, 0, out_words * sizeof *out);
    (void)wt_pack(w->b->out, w->out, out);
  }
  return WARPTWIN_OK;
}

uint64_t warptwin_cycle(const warptwin_t *w) { return w ? w->cycle : 0u; }
unsigned long warptwin_in_bits(const warptwin_t *w) { return w ? w->inbits : 0u; }
unsigned long warptwin_out_bits(const warptwin_t *w) { return w ? w->outbits : 0u; }
unsigned long warptwin_state_bits(const warptwin_t *w) { return w ? w->stbits : 0u; }

//////////////////////////////////
// State                        //
//////////////////////////////////

int warptwin_state_pack(warptwin_t *w, uint32_t *words, size_t nwords) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (words == NULL) {
    return werr(w, WARPTWIN_EARG, "warptwin_state_pack: words is NULL");
  }
  if (nwords < WARPTWIN_WORDS(w->stbits)) {
    return werr(w, WARPTWIN_ERANGE, "warptwin_state_pack: %zu words, the state of %s needs %lu", nwords,
                w->b->name, (unsigned long)WARPTWIN_WORDS(w->stbits));
  }
  memset(words, 0, nwords * sizeof *words);
  (void)wt_pack(w->b->state, w->state, words);
  return WARPTWIN_OK;
}

int warptwin_state_unpack(warptwin_t *w, const uint32_t *words, size_t nwords) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  int rc = packed_ok(w, words, nwords, w->stbits, "warptwin_state_unpack", "state");
  if (rc == WARPTWIN_OK) {
    wt_unpack(w->b->state, words, w->state);
  }
  return rc;
}

int warptwin_state_digest(warptwin_t *w, uint64_t *digest) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (digest == NULL) {
    return werr(w, WARPTWIN_EARG, "warptwin_state_digest: digest is NULL");
  }
  /* At least one word: a block without state digests one zero word, as its vector files do
   * (wt_port_bits, rtl_c/wt_block.h). */
  size_t n = WARPTWIN_WORDS(wt_port_bits(w->b->state));
  uint32_t *v = calloc(n, sizeof *v);
  if (v == NULL) {
    return werr(w, WARPTWIN_ENOMEM, "warptwin_state_digest: out of memory");
  }
  (void)wt_pack(w->b->state, w->state, v);
  *digest = wt_digest(v, (unsigned)n);
  free(v);
  return WARPTWIN_OK;
}

unsigned warptwin_num_state_fields(const warptwin_t *w) { return w ? w->b->state.n : 0u; }

/* State field `i`, or NULL with the error set. */
static const wt_field_t *state_field(warptwin_t *w, unsigned i, const char *fn) {
  if (i < w->b->state.n) {
    return &w->b->state.f[i];
  }
  werr(w, WARPTWIN_ERANGE, "%s: state field %u out of range (%s has %u)", fn, i, w->b->name, w->b->state.n);
  return NULL;
}

int warptwin_state_field(warptwin_t *w, unsigned i, warptwin_port_t *info) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (info == NULL) {
    return werr(w, WARPTWIN_EARG, "warptwin_state_field: info is NULL");
  }
  if (!state_field(w, i, "warptwin_state_field")) {
    return WARPTWIN_ERANGE;
  }
  describe(w->b->state, i, WARPTWIN_STATE, 0, info);
  return WARPTWIN_OK;
}

int warptwin_state_get(warptwin_t *w, unsigned i, unsigned elem, uint64_t *value) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (value == NULL) {
    return werr(w, WARPTWIN_EARG, "warptwin_state_get: value is NULL");
  }
  const wt_field_t *f = state_field(w, i, "warptwin_state_get");
  if (f == NULL) {
    return WARPTWIN_ERANGE;
  }
  int rc = elem_ok(w, f, elem, "warptwin_state_get", "state field");
  if (rc == WARPTWIN_OK) {
    *value = wt_field_read(w->state, f, elem);
  }
  return rc;
}

int warptwin_state_set(warptwin_t *w, unsigned i, unsigned elem, uint64_t value) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  const wt_field_t *f = state_field(w, i, "warptwin_state_set");
  if (f == NULL) {
    return WARPTWIN_ERANGE;
  }
  int rc = elem_ok(w, f, elem, "warptwin_state_set", "state field");
  rc = rc ? rc : fits(w, f, value, "warptwin_state_set", "state field");
  if (rc == WARPTWIN_OK) {
    wt_field_write(w->state, f, elem, value);
  }
  return rc;
}

int warptwin_check(warptwin_t *w) {
  if (w == NULL) {
    return WARPTWIN_EARG;
  }
  if (w->b->check == NULL) {
    return WARPTWIN_OK;
  }
  char msg[512] = "";
  if (!w->b->check(w->state, msg, sizeof msg)) {
    return werr(w, WARPTWIN_ECHECK, "%s: invariant violated: %s", w->b->name, msg);
  }
  return WARPTWIN_OK;
}
