/* rtl_c/wt_block.c: generic field-table operations (see wt_block.h). */
#include "wt_block.h"

#include <stdbool.h>
#include <string.h>

unsigned long wt_fields_bits(wt_fields_t t) {
  unsigned long n = 0;
  for (unsigned i = 0; i < t.n; i++) {
    n += (unsigned long)t.f[i].width * t.f[i].count;
  }
  return n;
}

unsigned long wt_field_offset(wt_fields_t t, unsigned i) {
  unsigned long n = 0;
  for (unsigned k = 0; k < i; k++) {
    n += (unsigned long)t.f[k].width * t.f[k].count;
  }
  return n;
}

uint64_t wt_field_read(const void *base, const wt_field_t *f, unsigned e) {
  const char *p = (const char *)base + f->offset + e * f->esize;
  if (f->esize == sizeof(bool)) {
    return *(const bool *)p;
  }
  if (f->esize == sizeof(uint32_t)) {
    return *(const uint32_t *)p;
  }
  return *(const uint64_t *)p;
}

void wt_field_write(void *base, const wt_field_t *f, unsigned e, uint64_t v) {
  char *p = (char *)base + f->offset + e * f->esize;
  if (f->esize == sizeof(bool)) {
    *(bool *)p = v != 0;
  } else if (f->esize == sizeof(uint32_t)) {
    *(uint32_t *)p = (uint32_t)v;
  } else {
    *(uint64_t *)p = v;
  }
}

uint64_t wt_bits_get(const uint32_t *words, unsigned long pos, unsigned w) {
  uint64_t v = 0;
  unsigned got = 0;
  while (got < w) {
    unsigned long wi = (pos + got) / 32u;
    unsigned bi = (unsigned)((pos + got) % 32u);
    unsigned take = 32u - bi;
    if (take > w - got) {
      take = w - got;
    }
    v |= (uint64_t)((words[wi] >> bi) & WT_MASK32(take)) << got;
    got += take;
  }
  return v;
}

void wt_bits_put(uint32_t *words, unsigned long pos, unsigned w, uint64_t v) {
  unsigned done = 0;
  while (done < w) {
    unsigned long wi = (pos + done) / 32u;
    unsigned bi = (unsigned)((pos + done) % 32u);
    unsigned take = 32u - bi;
    if (take > w - done) {
      take = w - done;
    }
    uint32_t m = WT_MASK32(take) << bi;
    words[wi] = (words[wi] & ~m) | (((uint32_t)(v >> done) << bi) & m);
    done += take;
  }
}

/* ORs `w` <= 64 bits of `v` in at bit `pos` of a zero-initialised vector (the fast path of wt_pack,
 * called once per element every co-simulated cycle, hence forced inline). */
static inline __attribute__((always_inline)) void or_bits(uint32_t *words, unsigned long pos, unsigned w, uint64_t v) {
  unsigned long wi = pos / 32u;
  unsigned bi = (unsigned)(pos % 32u);
  words[wi] |= (uint32_t)(v << bi);
  if (bi + w > 32u) {
    words[wi + 1] |= (uint32_t)(v >> (32u - bi));
  }
  if (bi + w > 64u) {
    words[wi + 2] |= (uint32_t)(v >> (64u - bi));
  }
}

bool wt_pack(wt_fields_t t, const void *base, uint32_t *words) {
  unsigned long nbits = wt_fields_bits(t);
  memset(words, 0, WT_WORDS(nbits) * sizeof(uint32_t));
  unsigned long pos = 0;
  uint64_t over = 0; /* any bit at or above a field's width */
  for (unsigned i = 0; i < t.n; i++) {
    const wt_field_t *f = &t.f[i];
    const char *p = (const char *)base + f->offset;
    /* One loop per container type keeps the per-element cost at a load and two ORs. */
    if (f->esize == sizeof(bool)) {
      for (unsigned e = 0; e < f->count; e++, pos++) {
        words[pos / 32u] |= (uint32_t)(((const bool *)p)[e] ? 1u : 0u) << (pos % 32u);
      }
    } else if (f->esize == sizeof(uint32_t)) {
      for (unsigned e = 0; e < f->count; e++, pos += f->width) {
        uint32_t v = ((const uint32_t *)p)[e];
        over |= v & ~WT_MASK32(f->width);
        or_bits(words, pos, f->width, v & WT_MASK32(f->width));
      }
    } else {
      for (unsigned e = 0; e < f->count; e++, pos += f->width) {
        uint64_t v = ((const uint64_t *)p)[e];
        over |= v & ~WT_MASK64(f->width);
        or_bits(words, pos, f->width, v & WT_MASK64(f->width));
      }
    }
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
