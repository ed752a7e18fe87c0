/* tools/wt_util.h: what the C tools of tools/ share. Linked into every tool (the Makefile's
 * TOOL_UTIL); nothing here knows a block, a configuration or a report.
 *
 *   messages   wt_die ("<prog>: error: ..."), wt_error_at / wt_die_at ("FILE:LINE[:COL]: error:
 *              ..."), the program name set once by wt_set_prog
 *   memory     wt_xmalloc, wt_xcalloc, wt_xrealloc, wt_xstrdup, wt_xstrndup: exit with a message
 *              when out of memory, never return NULL
 *   text       wt_sbuf_t (a growing string), wt_trim, wt_copy (bounded copy that refuses to cut),
 *              wt_append (bounded formatted append), wt_word_in, wt_split, wt_parse_ll
 *   files      wt_slurp (a whole file), wt_check_utf8 (a text is UTF-8, else an error naming its
 *              line), wt_next_line / wt_next_record (a buffer line by line),
 *              wt_tmp_open / wt_tmp_close (a file written to a temporary and renamed),
 *              wt_write_file (the same for a text), wt_write_if_changed
 *   escaping   wt_sb_csv (a CSV cell), wt_sb_json_str (a JSON string), wt_sb_html (HTML text or
 *              attribute value), wt_md_cell (a Markdown table cell)
 */
#ifndef WT_UTIL_H
#define WT_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#define WT_PRINTF(f, a) __attribute__((format(printf, f, a)))

/** The name messages start with ("vecgen", "bits report"); "tool" until set. */
void wt_set_prog(const char *name);
const char *wt_prog(void);

/** "<prog>: error: <message>" on stderr, exit status 1. */
_Noreturn void wt_die(const char *fmt, ...) WT_PRINTF(1, 2);
/** "FILE:LINE:COL: error: <message>" on stderr (":COL" left out when col is 0, ":LINE" when line
 *  is 0); wt_die_at exits with status 1, wt_error_at returns. */
void wt_error_at(const char *file, unsigned long line, unsigned col, const char *fmt, ...) WT_PRINTF(4, 5);
void wt_verror_at(const char *file, unsigned long line, unsigned col, const char *fmt, va_list ap)
    WT_PRINTF(4, 0);
_Noreturn void wt_die_at(const char *file, unsigned long line, unsigned col, const char *fmt, ...)
    WT_PRINTF(4, 5);

void *wt_xmalloc(size_t n);
void *wt_xcalloc(size_t n, size_t size);
void *wt_xrealloc(void *p, size_t n);
char *wt_xstrdup(const char *s);
/** The first `n` bytes of `s` (fewer when `s` ends before), NUL-terminated. */
char *wt_xstrndup(const char *s, size_t n);

/** A growing NUL-terminated string; {0} is an empty one. Free `s` when done. */
typedef struct wt_sbuf {
  char *s;
  size_t len, cap;
} wt_sbuf_t;
void wt_sb_add(wt_sbuf_t *b, const char *fmt, ...) WT_PRINTF(2, 3);
void wt_sb_vadd(wt_sbuf_t *b, const char *fmt, va_list ap) WT_PRINTF(2, 0);
/** The buffer's text, "" when nothing was added. */
const char *wt_sb_str(const wt_sbuf_t *b);

/** `s` without leading and trailing blanks (in place). */
char *wt_trim(char *s);
/** Copies `src` into `dst[cap]`; a text that does not fit is an error naming `what`, never cut. */
void wt_copy(char *dst, size_t cap, const char *src, const char *what);
/** Appends formatted text to `dst[cap]`; text that does not fit is an error. */
void wt_append(char *dst, size_t cap, const char *fmt, ...) WT_PRINTF(3, 4);
/** Whether `word` is one of the blank-separated words of `list`. */
int wt_word_in(const char *list, const char *word);
/** Splits `s` in place at every `sep` into f[]; returns the number of fields, max + 1 when there
 *  are more than `max`. */
int wt_split(char *s, char sep, char **f, int max);
/** `s` as a whole decimal number; anything else is an error naming `what`. */
long long wt_parse_ll(const char *s, const char *what);

/** A whole file, NUL-terminated (`*len` its length when not NULL); NULL with errno set when it
 *  cannot be opened. A read error is fatal. */
char *wt_slurp(const char *path, size_t *len);
/** Exits with "FILE:LINE:COL: error: not UTF-8" (or "a NUL byte"; COL counts bytes) unless
 *  text[0..len) is UTF-8 (no overlong forms, surrogates or code points above U+10FFFF) without
 *  NUL bytes; `path` names the file in the message. */
void wt_check_utf8(const char *path, const char *text, size_t len);
/** The next line of a buffer (split in place, a trailing '\r' removed); NULL at the end. */
char *wt_next_line(char **cur);
/** The next line that is neither blank nor a `#` comment, trimmed; `*ln` counts every line. */
char *wt_next_record(char **cur, int *ln);

/** Opens `<out>.tmp` (its name in tmp[cap]) for writing; NULL after a message when it cannot. */
FILE *wt_tmp_open(const char *out, char *tmp, size_t cap);
/** Closes the temporary and renames it to `out`: 0, or -1 after a message (the temporary
 *  removed) when writing, closing or renaming failed. */
int wt_tmp_close(FILE *f, const char *tmp, const char *out);
/** Writes `text` to `path` through a temporary and a rename; a failure is fatal. */
void wt_write_file(const char *path, const char *text);
/** As wt_write_file, but leaves `path` alone when it already holds exactly `text`. The temporary
 *  is per process: parallel jobs may write the same file. */
void wt_write_if_changed(const char *path, const char *text);

/** `s` as one CSV cell (quoted when it holds a comma, a quote or a newline), then `last` ? "\n"
 *  : ",". */
void wt_sb_csv(wt_sbuf_t *b, const char *s, int last);
/** `s` as a JSON string literal (quotes, backslashes and control characters escaped). */
void wt_sb_json_str(wt_sbuf_t *b, const char *s);
/** `s` as HTML element text or a quoted attribute value: & < > " ' escaped. */
void wt_sb_html(wt_sbuf_t *b, const char *s);
/** `s` as a Markdown table cell: '|' escaped, newlines flattened. The result lives until the
 *  eighth call after this one. */
const char *wt_md_cell(const char *s);

#endif
