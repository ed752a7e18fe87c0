/* rtl_c/wt_block.c: generic field-table operations (see wt_block.h). */
#include "wt_block.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

unsigned long wt_fields_bits(wt_fields_t t) {
  unsigned long n = 0;
  for (unsigned i = 0; i < t.n; i++) {
    n += (unsigned long)t.f[i].width * t.f[i].count;
  }
  return n;
}

long long wt_part_bits(const wt_block_t *b, const wt_part_t *p) {
  long long bits = 0, per = p->per ? p->per : WT_WHOLE;
  for (const char *const *q = p->fields; *q; q++) {
    int i = wt_field_index(b->state, *q);
    if (i < 0) {
      return -1;
    }
    bits += (long long)b->state.f[i].width * b->state.f[i].count;
  }
  return bits % per ? -1 : bits / per;
}

int wt_field_index(wt_fields_t t, const char *name) {
  for (unsigned i = 0; i < t.n; i++) {
    if (strcmp(t.f[i].name, name) == 0) {
      return (int)i;
    }
  }
  return -1;
}

bool wt_block_validate(const wt_block_t *b, char *msg, size_t len) {
  for (unsigned i = 0; i < b->out.n; i++) {
    const wt_field_t *f = &b->out.f[i];
    if (f->qual == NULL) {
      continue;
    }
    int q = wt_field_index(b->out, f->qual);
    const char *why = NULL;
    if (q < 0) {
      why = "is not an output of the block";
    } else if ((unsigned)q >= i) {
      why = "is not listed before it";
    } else if (b->out.f[q].width != 1 || b->out.f[q].count != 1) {
      why = "is not a 1-bit scalar output";
    } else if (b->out.f[q].qual != NULL) {
      why = "is itself qualified";
    }
    if (why != NULL) {
      return wt_fail(msg, len, "%s: output '%s' is qualified by '%s', which %s", b->name, f->name, f->qual,
                     why);
    }
  }
  return true;
}

bool wt_out_counts(wt_fields_t out, unsigned i, const uint32_t *exp) {
  const char *q = out.f[i].qual;
  if (q == NULL) {
    return true;
  }
  int v = wt_field_index(out, q);
  return v < 0 || wt_bits_get(exp, wt_field_offset(out, (unsigned)v), 1) != 0;
}

void wt_out_care(wt_fields_t out, const uint32_t *exp, uint32_t *care) {
  unsigned long bits = wt_fields_bits(out);
  unsigned long nw = WT_WORDS(bits);
  for (unsigned long k = 0; k < nw; k++) {
    care[k] = 0xffffffffu;
  }
  unsigned long off = 0;
  for (unsigned i = 0; i < out.n; i++) {
    unsigned long fb = (unsigned long)out.f[i].width * out.f[i].count;
    if (!wt_out_counts(out, i, exp)) {
      for (unsigned long b = 0; b < fb; b += 64) {
        unsigned w = fb - b < 64 ? (unsigned)(fb - b) : 64u;
        wt_bits_put(care, off + b, w, 0);
      }
    }
    off += fb;
  }
}

unsigned long wt_field_offset(wt_fields_t t, unsigned i) {
  unsigned long n = 0;
  for (unsigned k = 0; k < i; k++) {
    n += (unsigned long)t.f[k].width * t.f[k].count;
  }
  return n;
}

uint64_t wt_field_read(const void *base, const wt_field_t *f, unsigned e) {
  const char *p = (const char *)base + wt_field_addr(f, e);
  if (f->esize == sizeof(bool)) {
    return *(const bool *)p;
  }
  if (f->esize == sizeof(uint32_t)) {
    return *(const uint32_t *)p;
  }
  return *(const uint64_t *)p;
}

void wt_field_write(void *base, const wt_field_t *f, unsigned e, uint64_t v) {
  char *p = (char *)base + wt_field_addr(f, e);
  if (f->esize == sizeof(bool)) {
    *(bool *)p = v != 0;
  } else if (f->esize == sizeof(uint32_t)) {
    *(uint32_t *)p = (uint32_t)v;
  } else {
    *(uint64_t *)p = v;
  }
}

/* The piece of the `w`-bit run at bit `pos` that starts `done` bits in and stays in one word: its
 * word `*wi`, its first bit `*bi` there, and its length (returned). */
static inline unsigned word_piece(unsigned long pos, unsigned w, unsigned done, unsigned long *wi,
                                  unsigned *bi) {
  *wi = (pos + done) / 32u;
  *bi = (unsigned)((pos + done) % 32u);
  return 32u - *bi < w - done ? 32u - *bi : w - done;
}

uint64_t wt_bits_get(const uint32_t *words, unsigned long pos, unsigned w) {
  uint64_t v = 0;
  unsigned long wi;
  unsigned bi;
  for (unsigned got = 0, take; got < w; got += take) {
    take = word_piece(pos, w, got, &wi, &bi);
    v |= (uint64_t)((words[wi] >> bi) & WT_MASK32(take)) << got;
  }
  return v;
}

void wt_bits_put(uint32_t *words, unsigned long pos, unsigned w, uint64_t v) {
  unsigned long wi;
  unsigned bi;
  for (unsigned done = 0, take; done < w; done += take) {
    take = word_piece(pos, w, done, &wi, &bi);
    const uint32_t m = WT_MASK32(take) << bi;
    words[wi] = (words[wi] & ~m) | (((uint32_t)(v >> done) << bi) & m);
  }
}

/* Streaming packer: bits accumulate LSB first in `acc` and leave as whole 32-bit words, so packing
 * costs a shift and an OR per element and one store per word (it runs every co-simulated cycle). */
typedef struct {
  uint32_t *out;
  uint64_t acc;
  unsigned nacc; /* valid bits in acc, < 32 between calls */
} packer_t;

static inline __attribute__((always_inline)) void put32(packer_t *p, uint32_t v, unsigned w) {
  p->acc |= (uint64_t)v << p->nacc;
  p->nacc += w;
  if (p->nacc >= 32u) {
    *p->out++ = (uint32_t)p->acc;
    p->acc >>= 32;
    p->nacc -= 32u;
  }
}

bool wt_fail(char *msg, size_t n, const char *fmt, ...) {
  if (n > 0u) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, n, fmt, ap);
    va_end(ap);
  }
  return false;
}

/* Where element `e` of field `f` breaks its width, the message (the slow path: only on a failure). */
static bool width_fail(const wt_field_t *f, unsigned e, char *msg, size_t n) {
  return wt_fail(msg, n, "%s[%u] has bits above its %u-bit width", f->name, e, f->width);
}

bool wt_fields_width_ok(wt_fields_t t, const void *base, char *msg, size_t n) {
  /* It runs on every co-simulated cycle over every element (a unit's check calls it on ~1e4
   * elements), so it walks each run of elements with one OR per element, like wt_pack, and looks
   * for the element only when a run has a bit above the width. A `bool` holds 0 or 1 and so never
   * exceeds its 1 bit. */
  for (unsigned i = 0; i < t.n; i++) {
    const wt_field_t *f = &t.f[i];
    if (f->esize == sizeof(bool)) {
      continue;
    }
    const unsigned per = f->group != 0u ? f->group : f->count;
    for (unsigned g = 0; per != 0u && g < f->count / per; g++) {
      const char *b = (const char *)base + wt_field_addr(f, g * per);
      uint64_t over = 0;
      if (f->esize == sizeof(uint32_t)) {
        /* Four accumulators: no chain of dependent ORs through the loads. */
        const uint32_t m = ~WT_MASK32(f->width);
        const uint32_t *v = (const uint32_t *)b;
        uint32_t o0 = 0, o1 = 0, o2 = 0, o3 = 0;
        unsigned e = 0;
        for (; e + 4u <= per; e += 4u) {
          o0 |= v[e];
          o1 |= v[e + 1u];
          o2 |= v[e + 2u];
          o3 |= v[e + 3u];
        }
        for (; e < per; e++) {
          o0 |= v[e];
        }
        over = (o0 | o1 | o2 | o3) & m;
      } else {
        const uint64_t m = ~WT_MASK64(f->width);
        for (unsigned e = 0; e < per; e++) {
          over |= ((const uint64_t *)b)[e] & m;
        }
      }
      if (over != 0u) {
        for (unsigned e = g * per; e < (g + 1u) * per; e++) {
          if ((wt_field_read(base, f, e) & ~WT_MASK64(f->width)) != 0u) {
            return width_fail(f, e, msg, n);
          }
        }
      }
    }
  }
  return true;
}

bool wt_pack(wt_fields_t t, const void *base, uint32_t *words) {
  packer_t p = {words, 0, 0};
  uint64_t over = 0; /* any bit at or above a field's width */
  for (unsigned i = 0; i < t.n; i++) {
    const wt_field_t *f = &t.f[i];
    const unsigned w = f->width;
    /* A plain array is one run of `count` elements; a grouped field one run per instance. */
    const unsigned per = f->group != 0u ? f->group : f->count;
    for (unsigned g = 0; per != 0u && g < f->count / per; g++) {
      const char *b = (const char *)base + wt_field_addr(f, g * per);
      /* One loop per container type keeps the per-element cost at a load, a shift and an OR. */
      if (f->esize == sizeof(bool)) {
        /* 32 flags gathered into a word, then one put (a unit's state has ~2e4 flags): 8 flags
         * (bytes of 0 or 1) at a time, byte i to bit i by one multiplication (bits 56..63 of
         * x * 0x0102040810204080 are byte 0 .. byte 7; no carry reaches them for 0/1 bytes). */
        const bool *bb = (const bool *)b;
        unsigned e = 0;
        for (; e + 32u <= per; e += 32u) {
          uint32_t v = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
          for (unsigned k = 0; k < 32u; k += 8u) {
            uint64_t x;
            memcpy(&x, bb + e + k, sizeof x);
            v |= (uint32_t)(((x & UINT64_C(0x0101010101010101)) * UINT64_C(0x0102040810204080)) >> 56) << k;
          }
#else
          for (unsigned k = 0; k < 32u; k++) {
            v |= (uint32_t)(bb[e + k] ? 1u : 0u) << k;
          }
#endif
          put32(&p, v, 32u);
        }
        for (; e < per; e++) {
          put32(&p, bb[e] ? 1u : 0u, 1u);
        }
      } else if (f->esize == sizeof(uint32_t)) {
        const uint32_t m = WT_MASK32(w);
        for (unsigned e = 0; e < per; e++) {
          uint32_t v = ((const uint32_t *)b)[e];
          over |= v & ~m;
          put32(&p, v & m, w);
        }
      } else {
        const uint64_t m = WT_MASK64(w);
        for (unsigned e = 0; e < per; e++) {
          uint64_t v = ((const uint64_t *)b)[e];
          over |= v & ~m;
          v &= m;
          if (w > 32u) {
            put32(&p, (uint32_t)v, 32u);
            put32(&p, (uint32_t)(v >> 32), w - 32u);
          } else {
            put32(&p, (uint32_t)v, w);
          }
        }
      }
    }
  }
  if (p.nacc != 0u) {
    *p.out = (uint32_t)p.acc; /* the last, partial word: upper bits zero */
  }
  return over == 0;
}

void wt_unpack(wt_fields_t t, const uint32_t *words, void *base) {
  unsigned long pos = 0;
  for (unsigned i = 0; i < t.n; i++) {
    const wt_field_t *f = &t.f[i];
    for (unsigned e = 0; e < f->count; e++) {
      wt_field_write(base, f, e, wt_bits_get(words, pos, f->width));
      pos += f->width;
    }
  }
}

const wt_field_t *wt_locate(wt_fields_t t, unsigned long bit, unsigned *elem) {
  unsigned long pos = 0;
  for (unsigned i = 0; i < t.n; i++) {
    unsigned long span = (unsigned long)t.f[i].width * t.f[i].count;
    if (bit < pos + span) {
      *elem = (unsigned)((bit - pos) / t.f[i].width);
      return &t.f[i];
    }
    pos += span;
  }
  return NULL;
}

uint64_t wt_digest(const uint32_t *words, unsigned nwords) {
  uint64_t h = UINT64_C(0xcbf29ce484222325);
  for (unsigned i = 0; i < nwords; i++) {
    h = (h ^ words[i]) * UINT64_C(0x100000001b3);
  }
  return h;
}

bool wt_block_reads(const wt_block_t *b, const char *knob) {
  for (const char *const *k = b->knobs; k && *k; k++) {
    if (strcmp(*k, knob) == 0) {
      return true;
    }
  }
  return false;
}

uint64_t wt_block_hash(const wt_block_t *b, const wt_knob_val_t *knobs, unsigned n) {
  uint64_t h = UINT64_C(0xcbf29ce484222325);
  for (unsigned i = 0; i < n; i++) {
    if (!wt_block_reads(b, knobs[i].name)) {
      continue;
    }
    char kv[128];
    snprintf(kv, sizeof kv, "%s=%lld;", knobs[i].name, knobs[i].value);
    for (const char *c = kv; *c; c++) {
      h ^= (unsigned char)*c;
      h *= UINT64_C(0x100000001b3);
    }
  }
  return h;
}
