/* tools/liberty.c: the cells of a Liberty file (tools/liberty.h). */
#include "liberty.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "wt_util.h"

static lib_cell_t *cells;
static unsigned ncells;

/* `word` at `p` as a whole word (not part of an identifier) followed by optional blanks and `c`;
 * returns the position after `c`, or NULL. */
static const char *word_then(const char *text, const char *p, const char *word, char c) {
  size_t n = strlen(word);
  if (strncmp(p, word, n) != 0) {
    return NULL;
  }
  if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_')) {
    return NULL;
  }
  const char *q = p + n;
  while (*q == ' ' || *q == '\t') {
    q++;
  }
  return *q == c ? q + 1 : NULL;
}

/* `cell (NAME) {` groups, each with its `area : N;` and whether it holds an `ff (` or `latch (`
 * group. */
double liberty_read(const char *path, const char *ge_cell) {
  char *text = wt_slurp(path, NULL);
  if (!text) {
    wt_die("%s: %s (tools/deps.sh installs qflow-tech-osu018)", path, strerror(errno));
  }
  lib_cell_t *cur = NULL;
  for (const char *p = text; *p; p++) {
    const char *q;
    if ((q = word_then(text, p, "cell", '('))) {
      while (*q == ' ' || *q == '"') {
        q++;
      }
      size_t n = strcspn(q, " \")\"");
      if (n == 0 || n >= sizeof cur->name) {
        wt_die("%s: unreadable cell name near offset %ld", path, (long)(q - text));
      }
      cells = wt_xrealloc(cells, (ncells + 1) * sizeof *cells);
      cur = &cells[ncells++];
      memset(cur, 0, sizeof *cur);
      memcpy(cur->name, q, n);
      cur->area = -1;
      p = q + n;
    } else if (cur && cur->area < 0 && (q = word_then(text, p, "area", ':'))) {
      char *end;
      cur->area = strtod(q, &end);
      if (end == q || cur->area < 0) {
        wt_die("%s: cell %s: unreadable area", path, cur->name);
      }
      p = end - 1;
    } else if (cur && (word_then(text, p, "ff", '(') || word_then(text, p, "latch", '('))) {
      cur->seq = 1;
    }
  }
  free(text);
  if (!ncells) {
    wt_die("%s: no `cell (...)` groups: not a Liberty file", path);
  }
  double ge_area = 0;
  for (unsigned i = 0; i < ncells; i++) {
    if (cells[i].area < 0) {
      wt_die("%s: cell %s has no area", path, cells[i].name);
    }
    if (strcmp(cells[i].name, ge_cell) == 0) {
      ge_area = cells[i].area;
    }
  }
  if (ge_area <= 0) {
    wt_die("%s: no gate-equivalent cell '%s' with an area (--ge-cell)", path, ge_cell);
  }
  return ge_area;
}

const lib_cell_t *liberty_cell(const char *name) {
  for (unsigned i = 0; i < ncells; i++) {
    if (strcmp(cells[i].name, name) == 0) {
      return &cells[i];
    }
  }
  return NULL;
}
