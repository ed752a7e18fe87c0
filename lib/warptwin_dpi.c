/* lib/warptwin_dpi.c: the DPI-C functions (contract in warptwin_dpi.h) over the C API. */
#include "warptwin_dpi.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warptwin.h"

typedef struct dpi {
  warptwin_t *w;   /* NULL after a failed creation */
  int pending;     /* a set or get failed since the last step */
  char err[2048];  /* the last error */
  char text[4096]; /* warptwin_dpi_config_text's result */
} dpi_t;

/* Copies the instance's error text into the handle; returns `rc`. */
static int keep(dpi_t *d, int rc) {
  if (rc < 0) {
    snprintf(d->err, sizeof d->err, "%s", warptwin_error(d->w));
  }
  return rc;
}

void *warptwin_dpi_create(const char *block, const char *cfg, const char *hash) {
  dpi_t *d = calloc(1, sizeof *d);
  if (d == NULL) {
    return NULL;
  }
  d->w = warptwin_create(block, cfg, d->err, sizeof d->err);
  if (d->w == NULL || hash == NULL || hash[0] == '\0') {
    return d;
  }
  char *end;
  errno = 0;
  unsigned long long sv = strtoull(hash, &end, 16);
  uint64_t lib = warptwin_config_hash(d->w);
  if (errno != 0 || *end != '\0' || end == hash) {
    snprintf(d->err, sizeof d->err, "warptwin_dpi_create: configuration hash '%s' is not a hex number", hash);
  } else if ((uint64_t)sv != lib) {
    char knobs[1024] = "";
    size_t n = 0;
    for (unsigned i = 0; i < warptwin_num_knobs(d->w) && n < sizeof knobs; i++) {
      const char *name;
      long long v;
      if (warptwin_knob(d->w, i, &name, &v) == WARPTWIN_OK) {
        n += (size_t)snprintf(knobs + n, sizeof knobs - n, "%s%s = %lld", i ? ", " : "", name, v);
      }
    }
    snprintf(d->err, sizeof d->err,
             "configuration drift: the SystemVerilog side's configuration hash of %s is %016llx, but "
             "the library's configuration %s has %016" PRIx64
             " (%s): the RTL and the model are built "
             "for different knob values",
             block, sv, warptwin_compiled_config(d->w), lib, knobs);
  } else {
    return d;
  }
  warptwin_destroy(d->w);
  d->w = NULL;
  return d;
}

/* The instance of handle `h`, or NULL (with the error set when there is a handle). */
static warptwin_t *inst(dpi_t *d, const char *fn) {
  if (d == NULL) {
    return NULL;
  }
  if (d->w == NULL && d->err[0] == '\0') {
    snprintf(d->err, sizeof d->err, "%s: the instance was not created", fn);
  }
  return d->w;
}

const char *warptwin_dpi_error(void *h) { return h ? ((dpi_t *)h)->err : "warptwin_dpi: NULL handle"; }

const char *warptwin_dpi_config_text(void *h) {
  dpi_t *d = h;
  warptwin_t *w = inst(d, "warptwin_dpi_config_text");
  if (w == NULL) {
    return "";
  }
  int n = keep(d, warptwin_config_text(w, d->text, sizeof d->text));
  if (n < 0) {
    d->text[0] = '\0';
  } else if (n > 0 && (size_t)n < sizeof d->text && d->text[n - 1] == '\n') {
    d->text[n - 1] = '\0'; /* $display adds its own */
  }
  return d->text;
}

int warptwin_dpi_port(void *h, const char *name, int dir, int width, int count) {
  dpi_t *d = h;
  warptwin_t *w = inst(d, "warptwin_dpi_port");
  if (w == NULL) {
    return -1;
  }
  int p = keep(d, warptwin_port_find(w, name));
  warptwin_port_t info;
  if (p < 0 || keep(d, warptwin_port(w, (unsigned)p, &info)) < 0) {
    return -1;
  }
  if ((int)info.dir != dir || (int)info.width != width || (int)info.count != count) {
    snprintf(d->err, sizeof d->err,
             "port %s of %s: the package says %s, %d x %d bits, the library %s, %u x %u bits (the package "
             "was generated for another build: regenerate it with this library)",
             name, warptwin_block(w), dir ? "output" : "input", count, width,
             info.dir == WARPTWIN_OUT ? "output" : "input", info.count, info.width);
    return -1;
  }
  return p;
}

void warptwin_dpi_set(void *h, int port, int elem, unsigned long long v) {
  dpi_t *d = h;
  warptwin_t *w = inst(d, "warptwin_dpi_set");
  if (w == NULL) {
    return;
  }
  if (port < 0 || elem < 0) {
    snprintf(d->err, sizeof d->err, "warptwin_dpi_set: negative port %d or element %d", port, elem);
    d->pending = 1;
  } else if (keep(d, warptwin_set(w, (unsigned)port, (unsigned)elem, v)) < 0) {
    d->pending = 1;
  }
}

unsigned long long warptwin_dpi_get(void *h, int port, int elem) {
  dpi_t *d = h;
  warptwin_t *w = inst(d, "warptwin_dpi_get");
  uint64_t v = 0;
  if (w == NULL) {
    return 0;
  }
  if (port < 0 || elem < 0) {
    snprintf(d->err, sizeof d->err, "warptwin_dpi_get: negative port %d or element %d", port, elem);
    d->pending = 1;
  } else if (keep(d, warptwin_get(w, (unsigned)port, (unsigned)elem, &v)) < 0) {
    d->pending = 1;
  }
  return v;
}

/* A cycle (reset or not), then the invariants. */
static int run(void *h, int rst, const char *fn) {
  dpi_t *d = h;
  warptwin_t *w = inst(d, fn);
  if (w == NULL) {
    return -1;
  }
  if (d->pending) {
    d->pending = 0;
    return -1;
  }
  if (keep(d, rst ? warptwin_reset(w) : warptwin_step(w)) < 0) {
    return -1;
  }
  int rc = warptwin_check(w);
  if (rc == WARPTWIN_ECHECK) {
    snprintf(d->err, sizeof d->err, "%s", warptwin_error(w));
    return 1;
  }
  return keep(d, rc) < 0 ? -1 : 0;
}

int warptwin_dpi_step(void *h) { return run(h, 0, "warptwin_dpi_step"); }
int warptwin_dpi_reset(void *h) { return run(h, 1, "warptwin_dpi_reset"); }

int warptwin_dpi_reset_async(void *h) {
  dpi_t *d = h;
  warptwin_t *w = inst(d, "warptwin_dpi_reset_async");
  return w == NULL ? -1 : keep(d, warptwin_reset_async(w)) < 0 ? -1 : 0;
}

void warptwin_dpi_destroy(void *h) {
  dpi_t *d = h;
  if (d != NULL) {
    warptwin_destroy(d->w);
    free(d);
  }
}
