/* tools/report_html.c: the reports' Markdown (tools/report.sh assembles it) as one self-contained
 * HTML page, and the page's tables as JSON and CSV (`make report`, mk/report.mk).
 *
 *   report_html [--title TEXT] [--html OUT] [--tables-json OUT] [--tables-csv OUT] [--check] IN.md
 *
 * libcmark-gfm parses IN.md (CommonMark and GitHub's tables) and renders it in its safe mode: a
 * link or image target with a javascript:, vbscript:, file: or non-image data: scheme is emptied.
 * Raw HTML in the input is shown as text, escaped (a report that writes <name> shows it). What
 * this tool adds, on cmark's tree:
 *
 * Ids. A heading gets the slug of its text; a table gets "tbl-" and the id of the heading above it
 * (then -2, -3 for further tables under the same heading). Every id of the page is unique, and
 * made of a-z, A-Z, 0-9, '_' and '-' only (so it needs no escaping).
 *
 * Notes. A list item that starts with **ID** or with **label** (ID), ID being 1-3 capitals and
 * 1-3 digits (SPEC 8's X1, W10), defines note ID: its text gets the anchor note-ID. Elsewhere
 * (not in headings, links or code) every occurrence of a defined ID becomes a link to that anchor
 * with the note in its title attribute (a tooltip), and a table whose rows cite notes gets a last
 * column "SPEC notes cited" where each cited note shows its title, expandable to its text.
 *
 * Contents. A paragraph that is just [TOC] is replaced by the table of contents (every heading to
 * level 4 and every table); without one, the contents follow the level-1 title and its first
 * paragraph.
 *
 * HTML (--html): inline CSS and a small script that sets data-tables-rendered on <body> to the
 * number of tables laid out with a nonzero height (data-tables-total: all of them), which
 * tb/report/test_report.sh reads from the DOM of a headless render. JSON (--tables-json):
 * {"tables": [{id, section, heading, line, columns, align, rows}], "notes": [{id, label, title,
 * text}]}, cells as plain text. CSV (--tables-csv): one line per body cell:
 * table,section,heading,row,column,value (a cell quoted when it must be). --check only reads and
 * parses IN.md.
 *
 * Errors (an unreadable input, a line that is not UTF-8, a failed write) name the file, and the
 * line and byte where it can ("IN.md:LINE:COL: error: not UTF-8"); every output is written to a
 * temporary file beside it and renamed, so none is left half-written. The messages, memory,
 * strings, escaping, reading and writing are tools/wt_util.c's.
 */
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wt_util.h"

/* cmark's safe mode: no raw HTML, no dangerous link targets. */
#define OPTS CMARK_OPT_DEFAULT

/* Room for one more element in array p of n. */
#define GROW(p, n) ((p) = wt_xrealloc((p), ((n) + 1) * sizeof *(p)))

/****************
 * Tree helpers *
 ****************/

static int is(cmark_node *n, cmark_node_type t) { return cmark_node_get_type(n) == t; }

static cmark_node *custom(cmark_node_type t, const char *enter, const char *exit) {
  cmark_node *c = cmark_node_new(t);
  cmark_node_set_on_enter(c, enter);
  cmark_node_set_on_exit(c, exit);
  return c;
}

static cmark_node *text(const char *s, size_t n) {
  cmark_node *t = cmark_node_new(CMARK_NODE_TEXT);
  char *d = wt_xstrndup(s, n);
  cmark_node_set_literal(t, d);
  free(d);
  return t;
}

/* The nodes under root, root included, in page order, that want() accepts; *n of them. */
static cmark_node **collect(cmark_node *root, int (*want)(cmark_node *), size_t *n) {
  cmark_node **out = NULL;
  cmark_iter *it = cmark_iter_new(root);
  *n = 0;
  for (cmark_event_type ev; (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE;)
    if (ev == CMARK_EVENT_ENTER && want(cmark_iter_get_node(it)))
      GROW(out, *n), out[(*n)++] = cmark_iter_get_node(it);
  cmark_iter_free(it);
  return out;
}

/* Moves node `first` and its following siblings to the end of `to`. */
static void move_from(cmark_node *first, cmark_node *to) {
  for (cmark_node *next; first; first = next) {
    next = cmark_node_next(first);
    if (!cmark_node_append_child(to, first))
      wt_die("internal: cannot move a %s into a %s", cmark_node_get_type_string(first),
             cmark_node_get_type_string(to));
  }
}

/* The text of node first and its following siblings, without markup. */
static char *plain_from(cmark_node *first) {
  wt_sbuf_t b = {0};
  for (; first; first = cmark_node_next(first)) {
    cmark_iter *it = cmark_iter_new(first);
    for (cmark_event_type ev; (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE;) {
      cmark_node *c = cmark_iter_get_node(it);
      if (ev == CMARK_EVENT_ENTER && (is(c, CMARK_NODE_TEXT) || is(c, CMARK_NODE_CODE)))
        wt_sb_add(&b, "%s", cmark_node_get_literal(c));
      else if (is(c, CMARK_NODE_SOFTBREAK) || is(c, CMARK_NODE_LINEBREAK))
        wt_sb_add(&b, " ");
    }
    cmark_iter_free(it);
  }
  return b.s ? b.s : wt_xstrdup("");
}

static char *plain(cmark_node *n) { return plain_from(cmark_node_first_child(n)); }

/* The HTML of node first and its following siblings, which stay where they are. */
static char *html_from(cmark_node *first) {
  if (!first) return wt_xstrdup("");
  cmark_node *parent = cmark_node_parent(first), *w = cmark_node_new(CMARK_NODE_CUSTOM_INLINE);
  move_from(first, w);
  char *s = cmark_render_html(w, OPTS, NULL);
  move_from(cmark_node_first_child(w), parent);
  cmark_node_free(w);
  return s;
}

static int is_raw(cmark_node *n) { return is(n, CMARK_NODE_HTML_INLINE) || is(n, CMARK_NODE_HTML_BLOCK); }

/* Raw HTML as text (cmark's safe mode would drop it). */
static void raw_as_text(cmark_node *doc) {
  size_t n;
  cmark_node **raw = collect(doc, is_raw, &n);
  for (size_t k = 0; k < n; k++) {
    const char *s = cmark_node_get_literal(raw[k]);
    cmark_node *at = text(s, strlen(s));
    if (is(raw[k], CMARK_NODE_HTML_BLOCK)) {
      cmark_node *p = cmark_node_new(CMARK_NODE_PARAGRAPH);
      cmark_node_append_child(p, at);
      at = p;
    }
    cmark_node_replace(raw[k], at);
    cmark_node_free(raw[k]);
  }
  free(raw);
  cmark_consolidate_text_nodes(doc);
}

/*******
 * Ids *
 *******/

static char **ids;
static size_t nids;

/* base, or base-2, base-3, ...: the first one not taken; recorded. */
static char *unique_id(const char *base) {
  wt_sbuf_t b = {0};
  wt_sb_add(&b, "%s", base);
  for (int k = 2;; k++) {
    size_t i = 0;
    while (i < nids && strcmp(ids[i], b.s)) i++;
    if (i == nids) break;
    b.len = 0;
    wt_sb_add(&b, "%s-%d", base, k);
  }
  GROW(ids, nids);
  return ids[nids++] = b.s;
}

/* Lower-case ASCII letters, digits and '_'; apostrophes dropped; every other run of characters
 * becomes one '-'. At most 72 bytes. */
static char *slug(const char *s) {
  wt_sbuf_t b = {0};
  int dash = 0;
  for (; *s && b.len < 72; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '\'') continue; /* "WarpMan's" -> warpmans */
    if (isalnum(c) || c == '_') {
      wt_sb_add(&b, "%s%c", dash && b.len ? "-" : "", tolower(c));
      dash = 0;
    } else {
      dash = 1;
    }
  }
  return b.len ? b.s : wt_xstrdup("section");
}

/*********
 * Notes *
 *********/

typedef struct {
  char *id, *label, *title; /* label: the bold text when it is not the id; title: the text in
                               * parentheses after the id, else the label */
  char *html, *text;        /* the rest of the item: HTML and plain text */
  char *anchor;             /* note-X1 */
  cmark_node *span;         /* the definition's text */
} note_t;

static note_t **notes;
static size_t nnotes;

/* A note id at s: 1-3 capitals then 1-3 digits. Returns its length, else 0. */
static size_t note_id_len(const char *s) {
  size_t i = 0, d = 0;
  while (i < 3 && s[i] >= 'A' && s[i] <= 'Z') i++;
  while (i && d < 3 && isdigit((unsigned char)s[i + d])) d++;
  return d && !isalnum((unsigned char)s[i + d]) && s[i + d] != '_' ? i + d : 0;
}

static note_t *find_note(const char *s, size_t n) {
  for (size_t k = 0; k < nnotes; k++)
    if (strlen(notes[k]->id) == n && !strncmp(notes[k]->id, s, n)) return notes[k];
  return NULL;
}

/* **ID** (title): text   or   **label** (ID): text   or   **ID**: text. The item's paragraph
 * content is wrapped in <span class="note" id="note-ID"> (its id set once all notes are known),
 * whose user data is the note. */
static void note_from_item(cmark_node *item) {
  cmark_node *para = cmark_node_first_child(item);
  cmark_node *strong = para ? cmark_node_first_child(para) : NULL;
  if (!strong || !is(para, CMARK_NODE_PARAGRAPH) || !is(strong, CMARK_NODE_STRONG)) return;
  char *label = plain(strong);
  const char *id = note_id_len(label) == strlen(label) ? label : NULL, *title = NULL;
  const char *s = "", *p = s, *q;
  size_t nid = id ? strlen(label) : 0, ntitle = 0;
  cmark_node *after = cmark_node_next(strong), *body = after;
  if (after && is(after, CMARK_NODE_TEXT)) {
    p = s = cmark_node_get_literal(after);
    if (!strncmp(p, " (", 2) && (q = strchr(p + 2, ')'))) {
      if (!id && note_id_len(p + 2) == (size_t)(q - p - 2))
        id = p + 2, nid = (size_t)(q - p - 2);
      else
        title = p + 2, ntitle = (size_t)(q - p - 2);
      p = q + 1;
    }
    p += *p == ':';
    p += strspn(p, " \t");
    body = cmark_node_next(after);
  }
  if (!id || find_note(id, nid)) {
    free(label);
    return;
  }
  note_t *n = wt_xmalloc(sizeof *n);
  n->id = wt_xstrndup(id, nid);
  n->label = wt_xstrndup(label, id == label ? 0 : strlen(label));
  n->title = title ? wt_xstrndup(title, ntitle) : wt_xstrdup(n->label);
  free(label);
  if (*p) { /* the body starts inside the text after the label */
    cmark_node *rest = text(p, strlen(p)), *pre = text(s, (size_t)(p - s));
    cmark_node_replace(after, pre);
    cmark_node_free(after);
    cmark_node_insert_after(pre, body = rest);
  }
  n->html = html_from(body);
  n->text = plain_from(body);
  n->span = custom(CMARK_NODE_CUSTOM_INLINE, "", "</span>");
  move_from(strong, n->span);
  cmark_node_append_child(para, n->span);
  cmark_node_set_user_data(n->span, n);
  GROW(notes, nnotes);
  notes[nnotes++] = n;
}

/* The opening tag of a link to note n, the note in its tooltip. */
static char *note_ref_open(const note_t *n) {
  wt_sbuf_t b = {0};
  wt_sb_add(&b, "<a class=\"note-ref\" href=\"#%s\" title=\"%s", n->anchor, n->id);
  if (*n->title) {
    wt_sb_add(&b, " (");
    wt_sb_html(&b, n->title);
    wt_sb_add(&b, ")");
  }
  wt_sb_add(&b, ": ");
  wt_sb_html(&b, n->text);
  wt_sb_add(&b, "\">");
  return b.s;
}

static int word_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

static int is_text(cmark_node *n) { return is(n, CMARK_NODE_TEXT); }

/* A note link or a note's definition: a custom inline whose user data is the note. */
static note_t *note_of(cmark_node *n, const char *close) {
  return is(n, CMARK_NODE_CUSTOM_INLINE) && !strcmp(cmark_node_get_on_exit(n), close)
             ? cmark_node_get_user_data(n)
             : NULL;
}

static int is_note_ref(cmark_node *n) { return note_of(n, "</a>") != NULL; }

/* Every defined note id in text node t becomes a link (a custom inline whose user data is the
 * note), unless t is in a heading, a link, an image, or the note's own definition. */
static void link_notes(cmark_node *t) {
  note_t *self = NULL;
  for (cmark_node *p = cmark_node_parent(t); p; p = cmark_node_parent(p)) {
    if (is(p, CMARK_NODE_HEADING) || is(p, CMARK_NODE_LINK) || is(p, CMARK_NODE_IMAGE)) return;
    self = self ? self : note_of(p, "</span>");
  }
  const char *s = cmark_node_get_literal(t);
  size_t from = 0;
  for (size_t i = 0; s[i]; i++) {
    size_t k = i == 0 || !word_char(s[i - 1]) ? note_id_len(s + i) : 0;
    note_t *n = k ? find_note(s + i, k) : NULL;
    if (!n || n == self) continue;
    char *open = note_ref_open(n);
    cmark_node *ref = custom(CMARK_NODE_CUSTOM_INLINE, open, "</a>");
    free(open);
    cmark_node_append_child(ref, text(s + i, k));
    cmark_node_set_user_data(ref, n);
    if (i > from) cmark_node_insert_before(t, text(s + from, i - from));
    cmark_node_insert_before(t, ref);
    from = i + k;
    i = from - 1;
  }
  if (from) {
    if (s[from]) cmark_node_insert_before(t, text(s + from, strlen(s + from)));
    cmark_node_free(t); /* unlinks it; s was its text */
  }
}

/**********
 * Tables *
 **********/

typedef struct {
  cmark_node *node; /* a custom block; its rows custom blocks, their cells custom inlines */
  size_t ncols, nrows, line;
  char *align; /* 'l', 'r', 'c' or 0 per column */
  char *id, *section, *heading;
} table_t;

static table_t **tables;
static size_t ntables;

static const char *align_class(char a) {
  return a == 'r' ? " class=\"r\"" : a == 'c' ? " class=\"c\"" : a == 'l' ? " class=\"l\"" : "";
}

static const char *align_name(char a) {
  return a == 'r' ? "right" : a == 'c' ? "center" : a == 'l' ? "left" : "none";
}

/* A table of cmark's extension as custom nodes (their HTML set once ids and notes are known):
 * cmark's table cells cannot hold the note links. */
static void table_from(cmark_node *node) {
  table_t *t = wt_xmalloc(sizeof *t);
  *t = (table_t){.ncols = cmark_gfm_extensions_get_table_columns(node),
                 .line = (size_t)cmark_node_get_start_line(node),
                 .node = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)};
  /* One byte per column, 0 for none: not a string. */
  const uint8_t *align = cmark_gfm_extensions_get_table_alignments(node);
  t->align = memcpy(wt_xmalloc(t->ncols), align, t->ncols);
  cmark_node_set_user_data(t->node, t);
  for (cmark_node *row = cmark_node_first_child(node); row; row = cmark_node_next(row)) {
    int head = !t->nrows++;
    cmark_node *r = custom(CMARK_NODE_CUSTOM_BLOCK, "<tr>", head ? "</tr></thead>\n<tbody>" : "</tr>");
    size_t c = 0;
    for (cmark_node *cell = cmark_node_first_child(row); cell; cell = cmark_node_next(cell)) {
      char open[32];
      snprintf(open, sizeof open, "<t%c%s>", head ? 'h' : 'd', align_class(t->align[c++]));
      cmark_node *ci = custom(CMARK_NODE_CUSTOM_INLINE, open, head ? "</th>" : "</td>");
      move_from(cmark_node_first_child(cell), ci);
      cmark_node_append_child(r, ci);
    }
    cmark_node_append_child(t->node, r);
  }
  t->nrows--;
  cmark_node_replace(node, t->node);
  cmark_node_free(node);
  GROW(tables, ntables);
  tables[ntables++] = t;
}

/* The cell of the notes row r cites (in order of first citation): each note's link and title,
 * expandable to its text. */
static void notes_cell(cmark_node *r) {
  size_t n;
  cmark_node **refs = collect(r, is_note_ref, &n);
  wt_sbuf_t b = {0};
  wt_sb_add(&b, "<td class=\"notes-side\">");
  for (size_t k = 0; k < n; k++) {
    note_t *nt = note_of(refs[k], "</a>");
    size_t j = 0;
    while (j < k && note_of(refs[j], "</a>") != nt) j++;
    if (j < k) continue;
    wt_sb_add(&b, "<details><summary>%s%s</a>%s", cmark_node_get_on_enter(refs[k]), nt->id,
              *nt->title ? " " : "");
    wt_sb_html(&b, nt->title);
    wt_sb_add(&b, "</summary><div class=\"note-text\">%s</div></details>", nt->html);
  }
  cmark_node_append_child(r, custom(CMARK_NODE_CUSTOM_INLINE, b.s, "</td>"));
  free(b.s);
  free(refs);
}

/* The table's HTML, once its id is known and its cells hold their note links. */
static void table_html(table_t *t) {
  size_t n;
  free(collect(t->node, is_note_ref, &n));
  const char *th = "<th class=\"notes-side\">SPEC notes cited</th>";
  for (cmark_node *r = cmark_node_first_child(t->node); n && r; r = cmark_node_next(r)) {
    if (r == cmark_node_first_child(t->node))
      cmark_node_append_child(r, custom(CMARK_NODE_CUSTOM_INLINE, th, ""));
    else
      notes_cell(r);
  }
  wt_sbuf_t b = {0};
  wt_sb_add(&b, "<div class=\"table-wrap\"><table id=\"%s\">\n<thead>", t->id);
  cmark_node_set_on_enter(t->node, b.s);
  cmark_node_set_on_exit(t->node, "</tbody></table></div>");
  free(b.s);
}

/*********
 * Pages *
 *********/

/* A heading or a table, in page order: the contents. */
typedef struct {
  int level;              /* heading level; 0: a table */
  char *id, *html, *text; /* a heading's HTML and plain text */
  table_t *t;
} entry_t;

static entry_t *entries;
static size_t nentries;

static const char *css =
    "body{font:14px/1.45 'DejaVu Sans',system-ui,sans-serif;color:#1d232a;margin:0;"
    "padding:0 24px 40px;background:#fff}\n"
    "h1{font-size:1.7em;margin:.8em 0 .4em}\n"
    "h2{font-size:1.35em;margin:1.6em 0 .4em;padding-top:.4em;"
    "border-top:2px solid #d0d7de}h3{font-size:1.12em;margin:1.3em 0 .3em}h4,h5,h6{font-size:1em}\n"
    "a{color:#0b57b3}\n"
    "a.anchor{margin-left:.35em;color:#aab;text-decoration:none;font-weight:normal}\n"
    "code{font:12.5px 'DejaVu Sans Mono',monospace;background:#f2f4f7;padding:0 .25em;"
    "border-radius:3px}\n"
    "pre{background:#f2f4f7;padding:.6em .8em;overflow-x:auto}pre code{padding:0;background:none}\n"
    ".table-wrap{overflow-x:auto;margin:.5em 0 1em}\n"
    "table{border-collapse:collapse;font-size:12.5px}\n"
    "th,td{border:1px solid #d0d7de;padding:3px 7px;vertical-align:top}\n"
    "th{background:#eef1f5;text-align:left;position:sticky;top:0}\n"
    "tbody tr:nth-child(even){background:#f8f9fb}\n"
    "tbody tr:hover{background:#fff6d6}\n"
    ".r{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}.c{text-align:center}"
    ".l{text-align:left}\n"
    "td.notes-side,th.notes-side{background:#fffbea;min-width:16em;max-width:34em}\n"
    "td.notes-side details{margin:0 0 .2em}td.notes-side summary{cursor:pointer}\n"
    "td.notes-side .note-text{margin:.2em 0 .4em 1em;color:#333}\n"
    "a.note-ref{font-weight:bold;text-decoration:none;border-bottom:1px dotted #0b57b3}\n"
    ".note:target{background:#fff1a8;outline:2px solid #e0b000}\n"
    "img{max-width:100%;height:auto;border:1px solid #d0d7de;background:#fff}\n"
    "blockquote{margin:.5em 0;padding:.1em 1em;border-left:4px solid #d0d7de;color:#444}\n"
    "nav#toc{background:#f6f8fa;border:1px solid #d0d7de;padding:.4em 1em .6em;margin:1em 0;"
    "columns:2 28em;font-size:13px}\n"
    "nav#toc .toc-title{font-weight:bold;column-span:all;margin-bottom:.3em}\n"
    "nav#toc ul{list-style:none;margin:0;padding:0}nav#toc li{break-inside:avoid;margin:.1em 0}\n"
    "nav#toc li.toc-table{color:#555;font-size:12px}\n"
    ".toc-l1{font-weight:bold}.toc-l2{padding-left:.8em}.toc-l3{padding-left:1.8em}"
    ".toc-l4{padding-left:2.8em}.toc-l5{padding-left:3.8em}.toc-l6,.toc-l7{padding-left:4.8em}\n";

/* After layout: how many tables have a height (read back from the DOM by the render test). */
static const char *script =
    "(function(){var t=document.getElementsByTagName('table'),n=0,ids=[];"
    "for(var i=0;i<t.length;i++){if(t[i].offsetHeight>0){n++;ids.push(t[i].id);}}"
    "var d=document.body.dataset;d.tablesTotal=t.length;d.tablesRendered=n;"
    "d.tablesRenderedIds=ids.join(' ');"
    "window.addEventListener('load',function(){var m=document.images,k=0;"
    "for(var j=0;j<m.length;j++){if(m[j].complete&&m[j].naturalWidth>0)k++;}"
    "d.imagesTotal=m.length;d.imagesLoaded=k;});})();\n";

static int is_heading_or_table(cmark_node *n) {
  return is(n, CMARK_NODE_HEADING) || (is(n, CMARK_NODE_CUSTOM_BLOCK) && cmark_node_get_user_data(n));
}

/* The contents in page order with their ids and the headings above each table; each heading
 * becomes <hN id="ID">text<a class="anchor" href="#ID">#</a></hN>, a custom inline (the text stays
 * on the heading's line) in a custom block. */
static void resolve(cmark_node *doc) {
  size_t n;
  cmark_node **found = collect(doc, is_heading_or_table, &n);
  const char *head = "", *sect = "", *head_id = "table";
  entries = wt_xmalloc(n * sizeof *entries);
  for (size_t k = 0; k < n; k++) {
    cmark_node *c = found[k];
    entry_t *e = &entries[nentries++];
    *e = (entry_t){.level = cmark_node_get_heading_level(c)};
    if (!e->level) {
      wt_sbuf_t b = {0};
      wt_sb_add(&b, "tbl-%s", head_id);
      e->t = cmark_node_get_user_data(c);
      e->id = e->t->id = unique_id(b.s);
      e->t->section = (char *)sect;
      e->t->heading = (char *)head;
      free(b.s);
      continue;
    }
    char *s = slug(head = e->text = plain(c));
    head_id = e->id = unique_id(s);
    free(s);
    sect = e->level <= 2 ? head : sect;
    e->html = html_from(cmark_node_first_child(c));
    wt_sbuf_t open = {0}, close = {0};
    wt_sb_add(&open, "<h%d id=\"%s\">", e->level, e->id);
    wt_sb_add(&close,
              "<a class=\"anchor\" href=\"#%s\" aria-label=\"link to this section\">"
              "#</a></h%d>",
              e->id, e->level);
    cmark_node *blk = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK);
    cmark_node *in = custom(CMARK_NODE_CUSTOM_INLINE, open.s, close.s);
    free(open.s), free(close.s);
    move_from(cmark_node_first_child(c), in);
    cmark_node_append_child(blk, in);
    cmark_node_replace(c, blk);
    cmark_node_free(c);
  }
  free(found);
}

static char *toc_html(void) {
  wt_sbuf_t o = {0};
  wt_sb_add(&o, "<nav id=\"toc\"><div class=\"toc-title\">Contents</div><ul>\n");
  int level = 1;
  for (size_t k = 0; k < nentries; k++) {
    entry_t *e = &entries[k];
    if (e->level > 4) continue;
    level = e->level ? e->level : level;
    wt_sb_add(&o, "<li class=\"%stoc-l%d\"><a href=\"#%s\">", e->level ? "" : "toc-table ",
              e->level ? level : level + 1, e->id);
    if (e->level) {
      wt_sb_add(&o, "%s</a></li>\n", e->html);
      continue;
    }
    table_t *t = e->t;
    wt_sb_add(&o, "table, %zu row%s:", t->nrows, t->nrows == 1 ? "" : "s");
    cmark_node *c = cmark_node_first_child(cmark_node_first_child(t->node));
    for (size_t i = 0; i < t->ncols && i < 4; i++, c = cmark_node_next(c)) {
      char *p = plain(c);
      wt_sb_add(&o, i ? ", " : " ");
      wt_sb_html(&o, p);
      free(p);
    }
    wt_sb_add(&o, "%s</a></li>\n", t->ncols > 4 ? ", &hellip;" : "");
  }
  wt_sb_add(&o, "</ul></nav>");
  return o.s;
}

/* The contents at the [TOC] paragraph, else after the level-1 title and its first paragraph. */
static void place_toc(cmark_node *doc) {
  char *html = toc_html();
  cmark_node *toc = custom(CMARK_NODE_CUSTOM_BLOCK, html, ""), *c = cmark_node_first_child(doc);
  free(html);
  for (; c; c = cmark_node_next(c)) {
    cmark_node *t = cmark_node_first_child(c);
    if (is(c, CMARK_NODE_PARAGRAPH) && t && !cmark_node_next(t) && is(t, CMARK_NODE_TEXT) &&
        !strcmp(cmark_node_get_literal(t), "[TOC]")) {
      cmark_node_replace(c, toc);
      cmark_node_free(c);
      return;
    }
  }
  /* The first heading, when it is the page's first block and of level 1. */
  cmark_node *at = cmark_node_first_child(doc);
  if (!at || !nentries || entries[0].level != 1 || !is(at, CMARK_NODE_CUSTOM_BLOCK) ||
      cmark_node_get_user_data(at))
    at = NULL;
  if (at && cmark_node_next(at) && is(cmark_node_next(at), CMARK_NODE_PARAGRAPH)) at = cmark_node_next(at);
  if (at)
    cmark_node_insert_after(at, toc);
  else
    cmark_node_prepend_child(doc, toc);
}

static char *page(cmark_node *doc, const char *title) {
  wt_sbuf_t o = {0};
  char *body = cmark_render_html(doc, OPTS, NULL);
  wt_sb_add(&o,
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<meta name=\"generator\" content=\"warptwin tools/report_html, libcmark-gfm\">\n"
            "<title>");
  wt_sb_html(&o, title);
  wt_sb_add(&o,
            "</title>\n<style>\n%s</style>\n</head>\n<body>\n<main>\n%s</main>\n"
            "<script>\n%s</script>\n</body>\n</html>\n",
            css, body, script);
  free(body);
  return o.s;
}

/* A table's header cells, then its rows', as plain text: ncols per row. */
static char **table_cells(const table_t *t) {
  char **cells = wt_xmalloc((t->nrows + 1) * t->ncols * sizeof *cells);
  size_t k = 0;
  for (cmark_node *r = cmark_node_first_child(t->node); r; r = cmark_node_next(r)) {
    cmark_node *c = cmark_node_first_child(r);
    for (size_t i = 0; i < t->ncols; i++, c = cmark_node_next(c)) cells[k++] = plain(c);
  }
  return cells;
}

/* Every table as JSON (then the notes) and as CSV, its cells as plain text. */
static void tables_out(wt_sbuf_t *js, wt_sbuf_t *cs) {
  wt_sb_add(js, "{\"tables\": [");
  wt_sb_add(cs, "table,section,heading,row,column,value\n");
  for (size_t k = 0; k < ntables; k++) {
    table_t *t = tables[k];
    char **cells = table_cells(t);
    wt_sb_add(js, "%s\n  {\"id\": \"%s\", \"section\": ", k ? "," : "", t->id);
    wt_sb_json_str(js, t->section);
    wt_sb_add(js, ", \"heading\": ");
    wt_sb_json_str(js, t->heading);
    wt_sb_add(js, ", \"line\": %zu,\n   \"columns\": [", t->line);
    for (size_t c = 0; c < t->ncols; c++) wt_sb_add(js, c ? ", " : ""), wt_sb_json_str(js, cells[c]);
    wt_sb_add(js, "],\n   \"align\": [");
    for (size_t c = 0; c < t->ncols; c++) wt_sb_add(js, "%s\"%s\"", c ? ", " : "", align_name(t->align[c]));
    wt_sb_add(js, "],\n   \"rows\": [");
    for (size_t r = 1; r <= t->nrows; r++) {
      wt_sb_add(js, "%s\n     [", r > 1 ? "," : "");
      for (size_t c = 0; c < t->ncols; c++) {
        wt_sb_add(js, c ? ", " : ""), wt_sb_json_str(js, cells[r * t->ncols + c]);
        wt_sb_csv(cs, t->id, 0), wt_sb_csv(cs, t->section, 0), wt_sb_csv(cs, t->heading, 0);
        wt_sb_add(cs, "%zu,", r);
        wt_sb_csv(cs, cells[c], 0), wt_sb_csv(cs, cells[r * t->ncols + c], 1);
      }
      wt_sb_add(js, "]");
    }
    wt_sb_add(js, "]}");
    for (size_t c = 0; c < (t->nrows + 1) * t->ncols; c++) free(cells[c]);
    free(cells);
  }
  wt_sb_add(js, "],\n \"notes\": [");
  for (size_t k = 0; k < nnotes; k++) {
    wt_sb_add(js, "%s\n  {\"id\": \"%s\", \"label\": ", k ? "," : "", notes[k]->id);
    wt_sb_json_str(js, notes[k]->label);
    wt_sb_add(js, ", \"title\": ");
    wt_sb_json_str(js, notes[k]->title);
    wt_sb_add(js, ", \"text\": ");
    wt_sb_json_str(js, notes[k]->text);
    wt_sb_add(js, "}");
  }
  wt_sb_add(js, "]}\n");
}

static int is_item_or_table(cmark_node *n) {
  return is(n, CMARK_NODE_ITEM) || !strcmp(cmark_node_get_type_string(n), "table");
}

static void usage(void) {
  fputs(
      "usage: report_html [--title TEXT] [--html OUT] [--tables-json OUT] [--tables-csv OUT]"
      " [--check] IN.md\n",
      stderr);
  exit(2);
}

int main(int argc, char **argv) {
  const char *title = NULL, *html = NULL, *json = NULL, *csv = NULL, *in = NULL;
  int check = 0;
  wt_set_prog("report_html");
  for (int a = 1; a < argc; a++) {
    const char **opt = !strcmp(argv[a], "--title")         ? &title
                       : !strcmp(argv[a], "--html")        ? &html
                       : !strcmp(argv[a], "--tables-json") ? &json
                       : !strcmp(argv[a], "--tables-csv")  ? &csv
                                                           : NULL;
    if (!strcmp(argv[a], "--check"))
      check = 1;
    else if (opt && a + 1 < argc)
      *opt = argv[++a];
    else if (opt || (argv[a][0] == '-' && argv[a][1]) || in)
      usage();
    else
      in = argv[a];
  }
  if (!in || (!html && !json && !csv && !check)) usage();
  size_t len;
  char *md = wt_slurp(in, &len);
  if (!md) wt_die_at(in, 0, 0, "cannot read: %s", strerror(errno));
  wt_check_utf8(in, md, len);
  cmark_gfm_core_extensions_ensure_registered();
  cmark_syntax_extension *ext = cmark_find_syntax_extension("table");
  cmark_parser *parser = cmark_parser_new(OPTS);
  if (!ext || !cmark_parser_attach_syntax_extension(parser, ext))
    wt_die("libcmark-gfm has no table extension");
  cmark_parser_feed(parser, md, len);
  cmark_node *doc = cmark_parser_finish(parser);
  free(md);
  cmark_node_own(doc); /* its text outlives the blocks it was parsed in */
  raw_as_text(doc);

  /* Tables and note definitions (in page order), the note links, the ids, then the HTML. */
  size_t n;
  cmark_node **found = collect(doc, is_item_or_table, &n);
  for (size_t k = 0; k < n; k++)
    is(found[k], CMARK_NODE_ITEM) ? note_from_item(found[k]) : table_from(found[k]);
  free(found);
  for (size_t k = 0; k < nnotes; k++) {
    wt_sbuf_t a = {0};
    wt_sb_add(&a, "note-%s", notes[k]->id);
    notes[k]->anchor = unique_id(a.s);
    a.len = 0;
    wt_sb_add(&a, "<span class=\"note\" id=\"%s\">", notes[k]->anchor);
    cmark_node_set_on_enter(notes[k]->span, a.s);
    free(a.s);
  }
  found = collect(doc, is_text, &n);
  for (size_t k = 0; k < n; k++) link_notes(found[k]);
  free(found);
  resolve(doc);
  for (size_t k = 0; k < ntables; k++) table_html(tables[k]);
  for (size_t k = 0; k < nentries && !title; k++) title = entries[k].text;
  wt_sbuf_t js = {0}, cs = {0};
  tables_out(&js, &cs);
  if (html) {
    place_toc(doc);
    char *p = page(doc, title ? title : in);
    wt_write_file(html, p);
    free(p);
  }
  if (json) wt_write_file(json, js.s);
  if (csv) wt_write_file(csv, cs.s);
  free(js.s);
  free(cs.s);
  cmark_node_free(doc);
  cmark_parser_free(parser);
  return 0;
}
