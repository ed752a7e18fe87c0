/* tools/wt_util.c: what the C tools of tools/ share (tools/wt_util.h). */
#define _POSIX_C_SOURCE 200809L /* getpid */
#include "wt_util.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *prog = "tool";

void wt_set_prog(const char *name) { prog = name; }
const char *wt_prog(void) { return prog; }

_Noreturn void wt_die(const char *fmt, ...) {
  va_list ap;
  fflush(stdout);
  fprintf(stderr, "%s: error: ", prog);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  exit(1);
}

void wt_verror_at(const char *file, unsigned long line, unsigned col, const char *fmt, va_list ap) {
  fflush(stdout);
  if (line && col) {
    fprintf(stderr, "%s:%lu:%u: error: ", file, line, col);
  } else if (line) {
    fprintf(stderr, "%s:%lu: error: ", file, line);
  } else {
    fprintf(stderr, "%s: error: ", file);
  }
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
}

void wt_error_at(const char *file, unsigned long line, unsigned col, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  wt_verror_at(file, line, col, fmt, ap);
  va_end(ap);
}

_Noreturn void wt_die_at(const char *file, unsigned long line, unsigned col, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  wt_verror_at(file, line, col, fmt, ap);
  va_end(ap);
  exit(1);
}

void *wt_xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    wt_die("out of memory");
  }
  return p;
}

void *wt_xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p) {
    wt_die("out of memory");
  }
  return p;
}

void *wt_xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p) {
    wt_die("out of memory");
  }
  return p;
}

char *wt_xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(wt_xmalloc(n), s, n);
}

char *wt_xstrndup(const char *s, size_t n) {
  const char *end = memchr(s, '\0', n);
  if (end) {
    n = (size_t)(end - s);
  }
  char *d = memcpy(wt_xmalloc(n + 1), s, n);
  d[n] = '\0';
  return d;
}

void wt_sb_vadd(wt_sbuf_t *b, const char *fmt, va_list ap) {
  for (;;) {
    size_t room = b->cap - b->len;
    va_list aq;
    va_copy(aq, ap);
    int k = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? room : 0, fmt, aq);
    va_end(aq);
    if (k < 0) {
      wt_die("formatting failed");
    }
    if (b->s && (size_t)k < room) {
      b->len += (size_t)k;
      return;
    }
    b->cap = (b->cap + (size_t)k + 1) * 2;
    b->s = wt_xrealloc(b->s, b->cap);
    b->s[b->len] = '\0';
  }
}

void wt_sb_add(wt_sbuf_t *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  wt_sb_vadd(b, fmt, ap);
  va_end(ap);
}

const char *wt_sb_str(const wt_sbuf_t *b) { return b->s ? b->s : ""; }

char *wt_trim(char *s) {
  while (isspace((unsigned char)*s)) {
    s++;
  }
  size_t n = strlen(s);
  while (n && isspace((unsigned char)s[n - 1])) {
    s[--n] = '\0';
  }
  return s;
}

void wt_copy(char *dst, size_t cap, const char *src, const char *what) {
  size_t n = strlen(src);
  if (n >= cap) {
    wt_die("%s is too long (%zu characters, at most %zu)", what, n, cap - 1);
  }
  memcpy(dst, src, n + 1);
}

void wt_append(char *dst, size_t cap, const char *fmt, ...) {
  size_t n = strlen(dst);
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(dst + n, cap - n, fmt, ap);
  va_end(ap);
  if (k < 0 || (size_t)k >= cap - n) {
    wt_die("text too long while formatting \"%.40s...\"", dst);
  }
}

int wt_word_in(const char *list, const char *word) {
  size_t n = strlen(word);
  for (const char *p = list; n && (p = strstr(p, word)) != NULL; p += n) {
    if ((p == list || p[-1] == ' ') && (p[n] == '\0' || p[n] == ' ')) {
      return 1;
    }
  }
  return 0;
}

int wt_split(char *s, char sep, char **f, int max) {
  int n = 0;
  for (;;) {
    if (n == max) {
      return max + 1;
    }
    f[n++] = s;
    char *p = strchr(s, sep);
    if (!p) {
      return n;
    }
    *p = '\0';
    s = p + 1;
  }
}

long long wt_parse_ll(const char *s, const char *what) {
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  if (errno || end == s || *end) {
    wt_die("%s: \"%s\" is not a number", what, s);
  }
  return v;
}

char *wt_slurp(const char *path, size_t *len_out) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    return NULL;
  }
  size_t cap = 1 << 16, len = 0;
  char *buf = wt_xmalloc(cap);
  for (;;) {
    size_t got = fread(buf + len, 1, cap - len - 1, f);
    len += got;
    if (len + 1 < cap) {
      if (ferror(f)) {
        wt_die("cannot read %s: %s", path, strerror(errno));
      }
      break;
    }
    cap *= 2;
    buf = wt_xrealloc(buf, cap);
  }
  fclose(f);
  buf[len] = '\0';
  if (len_out) {
    *len_out = len;
  }
  return buf;
}

/* The length of the UTF-8 sequence at s[0..left), 0 when it is not one. */
static size_t utf8_len(const unsigned char *s, size_t left) {
  unsigned c = s[0];
  size_t n = c < 0x80                 ? 1
             : c >= 0xc2 && c <= 0xdf ? 2
             : c >= 0xe0 && c <= 0xef ? 3
             : c >= 0xf0 && c <= 0xf4 ? 4
                                      : 0;
  if (n < 2) {
    return n;
  }
  if (n > left) {
    return 0;
  }
  unsigned v = c & (0x7fu >> n), min = n == 2 ? 0x80 : n == 3 ? 0x800 : 0x10000;
  for (size_t i = 1; i < n; i++) {
    if ((s[i] & 0xc0) != 0x80) {
      return 0;
    }
    v = (v << 6) | (s[i] & 0x3f);
  }
  return v < min || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff) ? 0 : n;
}

void wt_check_utf8(const char *path, const char *text, size_t len) {
  const unsigned char *s = (const unsigned char *)text;
  unsigned long line = 1;
  size_t bol = 0;
  for (size_t i = 0, k; i < len; i += k) {
    if (!s[i] || !(k = utf8_len(s + i, len - i))) {
      wt_die_at(path, line, (unsigned)(i - bol + 1), "%s", s[i] ? "not UTF-8" : "a NUL byte");
    }
    if (s[i] == '\n') {
      line++;
      bol = i + 1;
    }
  }
}

char *wt_next_line(char **cur) {
  char *s = *cur;
  if (!s || !*s) {
    return NULL;
  }
  char *nl = strchr(s, '\n');
  if (nl) {
    *nl = '\0';
    *cur = nl + 1;
  } else {
    *cur = s + strlen(s);
  }
  size_t n = strlen(s);
  if (n && s[n - 1] == '\r') {
    s[n - 1] = '\0';
  }
  return s;
}

char *wt_next_record(char **cur, int *ln) {
  char *line;
  while ((line = wt_next_line(cur))) {
    ++*ln;
    line = wt_trim(line);
    if (*line && line[0] != '#') {
      return line;
    }
  }
  return NULL;
}

/* `<out><suffix>` into tmp[cap]; a name that does not fit is an error. */
static void tmp_name(char *tmp, size_t cap, const char *out, const char *suffix) {
  int k = snprintf(tmp, cap, "%s%s", out, suffix);
  if (k < 0 || (size_t)k >= cap) {
    wt_die("file name too long: %s", out);
  }
}

static FILE *open_named(const char *tmp) {
  FILE *f = fopen(tmp, "w");
  if (!f) {
    fprintf(stderr, "%s: error: cannot write %s: %s\n", prog, tmp, strerror(errno));
  }
  return f;
}

FILE *wt_tmp_open(const char *out, char *tmp, size_t cap) {
  tmp_name(tmp, cap, out, ".tmp");
  return open_named(tmp);
}

int wt_tmp_close(FILE *f, const char *tmp, const char *out) {
  int bad = ferror(f) != 0;
  if ((fclose(f) != 0) | bad || rename(tmp, out) != 0) {
    fprintf(stderr, "%s: error: cannot write %s: %s\n", prog, out, strerror(errno));
    remove(tmp);
    return -1;
  }
  return 0;
}

static void write_through(const char *path, const char *text, const char *suffix) {
  char tmp[4200];
  tmp_name(tmp, sizeof tmp, path, suffix);
  FILE *f = open_named(tmp);
  if (!f) {
    exit(1);
  }
  fputs(text, f);
  if (wt_tmp_close(f, tmp, path) != 0) {
    exit(1);
  }
}

void wt_write_file(const char *path, const char *text) { write_through(path, text, ".tmp"); }

void wt_write_if_changed(const char *path, const char *text) {
  size_t len;
  char *old = wt_slurp(path, &len);
  int same = old && len == strlen(text) && memcmp(old, text, len) == 0;
  free(old);
  if (same) {
    return;
  }
  char suffix[32];
  snprintf(suffix, sizeof suffix, ".tmp%ld", (long)getpid());
  write_through(path, text, suffix);
}

void wt_sb_csv(wt_sbuf_t *b, const char *s, int last) {
  if (strpbrk(s, ",\"\n")) {
    wt_sb_add(b, "\"");
    for (; *s; s++) {
      if (*s == '"') {
        wt_sb_add(b, "\"\"");
      } else {
        wt_sb_add(b, "%c", *s);
      }
    }
    wt_sb_add(b, "\"");
  } else {
    wt_sb_add(b, "%s", s);
  }
  wt_sb_add(b, last ? "\n" : ",");
}

void wt_sb_json_str(wt_sbuf_t *b, const char *s) {
  wt_sb_add(b, "\"");
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') {
      wt_sb_add(b, "\\%c", c);
    } else if (c < 0x20) {
      wt_sb_add(b, "\\u%04x", c);
    } else {
      wt_sb_add(b, "%c", c);
    }
  }
  wt_sb_add(b, "\"");
}

void wt_sb_html(wt_sbuf_t *b, const char *s) {
  for (; *s; s++) {
    const char *e = *s == '&'    ? "&amp;"
                    : *s == '<'  ? "&lt;"
                    : *s == '>'  ? "&gt;"
                    : *s == '"'  ? "&quot;"
                    : *s == '\'' ? "&#39;"
                                 : NULL;
    if (e) {
      wt_sb_add(b, "%s", e);
    } else {
      wt_sb_add(b, "%c", *s);
    }
  }
}

const char *wt_md_cell(const char *s) {
  static wt_sbuf_t bufs[8];
  static unsigned which;
  wt_sbuf_t *o = &bufs[which++ % 8];
  o->len = 0;
  wt_sb_add(o, "%s", "");
  for (; *s; s++) {
    if (*s == '|') {
      wt_sb_add(o, "\\");
    }
    wt_sb_add(o, "%c", *s == '\n' ? ' ' : *s);
  }
  return o->s;
}
