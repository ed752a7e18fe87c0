/* tools/md2html.c: the reports' Markdown as one self-contained HTML page, and its tables as JSON
 * and CSV (`make report`, mk/report.mk; tools/report.sh assembles the Markdown).
 *
 *   md2html [--title TEXT] [--html OUT] [--tables-json OUT] [--tables-csv OUT] [--check] IN.md
 *
 * --check only reads and parses IN.md (its errors name it) and writes nothing.
 *
 * The subset the reports use, not tied to any report's columns:
 *   blocks  ATX headings (# .. ######), paragraphs, bullet and ordered lists (nested by
 *           indentation), GitHub tables (header row, alignment row `---`, `:--`, `--:`, `:-:`),
 *           fenced code blocks (``` or ~~~), block quotes (>), horizontal rules;
 *   inline  code spans, **strong**, *emphasis* (and _emphasis_ at word boundaries, so
 *           R_w or dwf_sched stay as they are), [links](url), ![images](src), <autolinks>,
 *           backslash escapes.
 * Raw HTML is not passed through: every character of the input is text, escaped. Link and image
 * targets keep relative paths (the page opens from file:// with no server); a scheme other than
 * http, https, mailto or file is dropped.
 *
 * Ids. A heading gets the slug of its text; a table gets "tbl-" and the id of the heading above it
 * (then -2, -3 for further tables under the same heading). Every id of the page is unique.
 *
 * Notes. A list item that starts with **ID** or with **label** (ID), ID being 1-3 capitals and
 * 1-3 digits (SPEC 8's X1, W10), defines note ID: the item gets the anchor note-ID. Elsewhere
 * (not in headings or code) every occurrence of a defined ID becomes a link to that anchor with
 * the note in its title attribute (a tooltip), and a table whose rows cite notes gets a last
 * column "SPEC notes cited" where each cited note shows its title, expandable to its text:
 * the explanation beside the row it explains.
 *
 * HTML (--html): inline CSS, a table of contents (every heading and table), and a small script
 * that sets data-tables-rendered on <body> to the number of tables laid out with a nonzero
 * height (data-tables-total: all of them), which tb/report/test_report.sh reads from the DOM of a
 * headless render. JSON (--tables-json): {"tables": [{id, section, heading, line, columns, align,
 * rows}], "notes": [{id, label, title, text}]}, cells as plain text. CSV (--tables-csv): one line
 * per body cell: table,section,heading,row,column,value.
 *
 * Errors (an unreadable input, a line that is not UTF-8, a failed write) name the file; every
 * output is written to a temporary file beside it and renamed, so none is left half-written.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

static const char *prog = "md2html";
static const char *in_path;

static void die(const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s: ", prog);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        die("out of memory");
    return p;
}

static char *xstrndup(const char *s, size_t n)
{
    char *d = xrealloc(NULL, n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

/* Growing arrays: GROW(ptr, count, cap) makes room for one more element. */
#define GROW(p, n, cap)                                                                         \
    do {                                                                                        \
        if ((n) == (cap)) {                                                                     \
            (cap) = (cap) ? 2 * (cap) : 16;                                                     \
            (p) = xrealloc((p), (cap) * sizeof *(p));                                           \
        }                                                                                       \
    } while (0)

/*****************
 * String buffer *
 *****************/

typedef struct {
    char *s;
    size_t n, cap;
} sb_t;

static void sb_putn(sb_t *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        b->cap = (b->n + n + 1) * 2;
        b->s = xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = '\0';
}

static void sb_puts(sb_t *b, const char *s) { sb_putn(b, s, strlen(s)); }
static void sb_putc(sb_t *b, char c) { sb_putn(b, &c, 1); }

static void sb_printf(sb_t *b, const char *fmt, ...)
{
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof tmp)
        die("internal: formatted text too long");
    sb_putn(b, tmp, (size_t)n);
}

static char *sb_take(sb_t *b)
{
    char *s = b->s ? b->s : xstrndup("", 0);
    b->s = NULL;
    b->n = b->cap = 0;
    return s;
}

/* Text into HTML (element content and attribute values alike). */
static void put_html(sb_t *b, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        switch (s[i]) {
        case '&': sb_puts(b, "&amp;"); break;
        case '<': sb_puts(b, "&lt;"); break;
        case '>': sb_puts(b, "&gt;"); break;
        case '"': sb_puts(b, "&quot;"); break;
        case '\'': sb_puts(b, "&#39;"); break;
        default: sb_putc(b, s[i]);
        }
    }
}

static void put_html_s(sb_t *b, const char *s) { put_html(b, s, strlen(s)); }

static void put_json_str(sb_t *b, const char *s)
{
    sb_putc(b, '"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            sb_putc(b, '\\');
            sb_putc(b, (char)c);
        } else if (c == '\n') {
            sb_puts(b, "\\n");
        } else if (c == '\t') {
            sb_puts(b, "\\t");
        } else if (c < 0x20 || c == 0x7f) {
            sb_printf(b, "\\u%04x", c);
        } else {
            sb_putc(b, (char)c);
        }
    }
    sb_putc(b, '"');
}

static void put_csv_str(sb_t *b, const char *s)
{
    sb_putc(b, '"');
    for (; *s; s++) {
        if (*s == '"')
            sb_putc(b, '"');
        sb_putc(b, *s == '\n' ? ' ' : *s);
    }
    sb_putc(b, '"');
}

/*********
 * Input *
 *********/

static char **lines;
static size_t nlines;

/* Length of the UTF-8 sequence at s (0 if invalid). */
static size_t utf8_len(const unsigned char *s)
{
    unsigned char c = s[0];
    size_t n;
    unsigned min;
    unsigned v;
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf) {
        n = 2;
        v = c & 0x1f;
        min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
        n = 3;
        v = c & 0x0f;
        min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
        n = 4;
        v = c & 0x07;
        min = 0x10000;
    } else {
        return 0;
    }
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        v = (v << 6) | (s[i] & 0x3f);
    }
    if (v < min || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
        return 0;
    return n;
}

static void read_input(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        die("cannot read %s: %s", path, strerror(errno));
    sb_t all = {0};
    char buf[65536];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0)
        sb_putn(&all, buf, k);
    if (ferror(f))
        die("cannot read %s: %s", path, strerror(errno));
    fclose(f);
    char *s = sb_take(&all);
    size_t cap = 0;
    char *p = s;
    while (*p) {
        char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n > 0 && p[n - 1] == '\r')
            n--;
        GROW(lines, nlines, cap);
        lines[nlines] = xstrndup(p, n);
        for (size_t i = 0; i < n;) {
            size_t u = utf8_len((const unsigned char *)lines[nlines] + i);
            if (!u)
                die("%s:%zu: not UTF-8 (byte %zu)", path, nlines + 1, i + 1);
            i += u;
        }
        if (strlen(lines[nlines]) != n)
            die("%s:%zu: NUL byte", path, nlines + 1);
        nlines++;
        if (!e)
            break;
        p = e + 1;
    }
    free(s);
}

/**********************
 * Line classification *
 **********************/

static size_t indent_of(const char *l)
{
    size_t i = 0;
    while (l[i] == ' ')
        i++;
    return i;
}

static int is_blank(const char *l)
{
    for (; *l; l++)
        if (*l != ' ' && *l != '\t')
            return 0;
    return 1;
}

/* "#".."######" then a space or the end: the level, else 0. */
static int heading_level(const char *l)
{
    size_t i = indent_of(l);
    if (i > 3)
        return 0;
    int n = 0;
    while (l[i + (size_t)n] == '#')
        n++;
    if (n < 1 || n > 6)
        return 0;
    char c = l[i + (size_t)n];
    return (c == ' ' || c == '\t' || c == '\0') ? n : 0;
}

/* A fence opener: the fence character, else 0. */
static char fence_char(const char *l)
{
    size_t i = indent_of(l);
    if (i > 3)
        return 0;
    if (strncmp(l + i, "```", 3) == 0)
        return '`';
    if (strncmp(l + i, "~~~", 3) == 0)
        return '~';
    return 0;
}

static int is_hr(const char *l)
{
    size_t i = indent_of(l);
    if (i > 3)
        return 0;
    char c = l[i];
    if (c != '-' && c != '*' && c != '_')
        return 0;
    int n = 0;
    for (; l[i]; i++) {
        if (l[i] == c)
            n++;
        else if (l[i] != ' ' && l[i] != '\t')
            return 0;
    }
    return n >= 3;
}

static int is_quote(const char *l)
{
    size_t i = indent_of(l);
    return i <= 3 && l[i] == '>';
}

/* A list item marker: returns the offset of the item's text (0 if none) and sets *ordered and
 * *start. */
static size_t list_marker(const char *l, int *ordered, long *start)
{
    size_t i = indent_of(l);
    if (l[i] == '-' || l[i] == '*' || l[i] == '+') {
        if (l[i + 1] != ' ' && l[i + 1] != '\t')
            return 0;
        *ordered = 0;
        *start = 1;
        i++;
    } else if (isdigit((unsigned char)l[i])) {
        size_t j = i;
        while (isdigit((unsigned char)l[j]) && j - i < 9)
            j++;
        if ((l[j] != '.' && l[j] != ')') || (l[j + 1] != ' ' && l[j + 1] != '\t'))
            return 0;
        *ordered = 1;
        *start = strtol(l + i, NULL, 10);
        i = j + 1;
    } else {
        return 0;
    }
    while (l[i] == ' ' || l[i] == '\t')
        i++;
    return i;
}

/* Splits a table row into cells (trimmed, "\|" unescaped). Returns the cell count. */
static size_t split_row(const char *l, char ***cells_out)
{
    size_t a = 0, b = strlen(l);
    while (a < b && (l[a] == ' ' || l[a] == '\t'))
        a++;
    while (b > a && (l[b - 1] == ' ' || l[b - 1] == '\t'))
        b--;
    if (a < b && l[a] == '|')
        a++;
    if (b > a && l[b - 1] == '|' && !(b - 1 > a && l[b - 2] == '\\'))
        b--;
    char **cells = NULL;
    size_t n = 0, cap = 0;
    sb_t cur = {0};
    for (size_t i = a;; i++) {
        if (i == b || l[i] == '|') {
            char *c = sb_take(&cur);
            size_t s = 0, e = strlen(c);
            while (s < e && (c[s] == ' ' || c[s] == '\t'))
                s++;
            while (e > s && (c[e - 1] == ' ' || c[e - 1] == '\t'))
                e--;
            GROW(cells, n, cap);
            cells[n++] = xstrndup(c + s, e - s);
            free(c);
            if (i == b)
                break;
        } else if (l[i] == '\\' && i + 1 < b && l[i + 1] == '|') {
            sb_putc(&cur, '|');
            i++;
        } else {
            sb_putc(&cur, l[i]);
        }
    }
    *cells_out = cells;
    return n;
}

static void free_cells(char **c, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(c[i]);
    free(c);
}

enum { AL_NONE, AL_LEFT, AL_RIGHT, AL_CENTER };

/* The alignment row of a table with ncols columns: the alignments, else NULL. */
static int *delim_row(const char *l, size_t ncols)
{
    if (!strchr(l, '-'))
        return NULL;
    char **c;
    size_t n = split_row(l, &c);
    int *al = NULL;
    if (n == ncols) {
        al = xrealloc(NULL, n * sizeof *al);
        for (size_t i = 0; i < n && al; i++) {
            const char *s = c[i];
            size_t len = strlen(s);
            int left = len && s[0] == ':', right = len && s[len - 1] == ':';
            size_t dashes = 0;
            for (size_t j = (size_t)left; j < len - (size_t)right; j++) {
                if (s[j] != '-') {
                    dashes = 0;
                    break;
                }
                dashes++;
            }
            if (!dashes || (left && right && len < 3)) {
                free(al);
                al = NULL;
            } else {
                al[i] = left && right ? AL_CENTER : right ? AL_RIGHT : left ? AL_LEFT : AL_NONE;
            }
        }
    }
    free_cells(c, n);
    return al;
}

static int table_starts(size_t i)
{
    if (i + 1 >= nlines || !strchr(lines[i], '|') || indent_of(lines[i]) > 3)
        return 0;
    char **c;
    size_t n = split_row(lines[i], &c);
    int *al = delim_row(lines[i + 1], n);
    free_cells(c, n);
    free(al);
    return al != NULL;
}

static int starts_block(size_t i)
{
    const char *l = lines[i];
    int o;
    long s;
    return is_blank(l) || heading_level(l) || fence_char(l) || is_hr(l) || is_quote(l) ||
           list_marker(l, &o, &s) || table_starts(i);
}

/**********
 * Blocks *
 **********/

enum { B_HEADING, B_PARA, B_CODE, B_QUOTE, B_HR, B_TABLE, B_ITEM };

typedef struct {
    int kind;
    size_t line;       /* first line, 0-based */
    int level;         /* heading level */
    char *text;        /* heading, paragraph, quote, item text; code content */
    char *id;          /* heading and table ids */
    size_t indent;     /* list item: indentation of its marker */
    int ordered;       /* list item */
    long start;        /* list item: its number */
    int note;          /* list item: index of the note it defines, or -1 */
    size_t ncols;      /* table */
    int *align;        /* table */
    char **head;       /* table: header cells */
    char ***rows;      /* table: body rows, ncols cells each */
    size_t nrows;
    int has_notes;     /* table: some row cites a note */
    int heading;       /* index of the heading above (block index), or -1 */
    int section;       /* index of the level 1-2 heading above, or -1 */
} block_t;

static block_t *blocks;
static size_t nblocks, cap_blocks;

static block_t *new_block(int kind, size_t line)
{
    GROW(blocks, nblocks, cap_blocks);
    block_t *b = &blocks[nblocks++];
    memset(b, 0, sizeof *b);
    b->kind = kind;
    b->line = line;
    b->note = -1;
    b->heading = b->section = -1;
    return b;
}

static const char *skip_ws(const char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

static void parse_blocks(void)
{
    size_t i = 0;
    while (i < nlines) {
        const char *l = lines[i];
        int ordered;
        long start;
        size_t off;
        if (is_blank(l)) {
            i++;
        } else if (heading_level(l)) {
            block_t *b = new_block(B_HEADING, i);
            b->level = heading_level(l);
            const char *s = skip_ws(l + indent_of(l) + b->level);
            size_t n = strlen(s);
            while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
                n--;
            /* An optional closing run of '#' after a space. */
            size_t m = n;
            while (m && s[m - 1] == '#')
                m--;
            if (m < n && (m == 0 || s[m - 1] == ' ' || s[m - 1] == '\t')) {
                n = m;
                while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
                    n--;
            }
            b->text = xstrndup(s, n);
            i++;
        } else if (fence_char(l)) {
            char fc = fence_char(l);
            size_t ind = indent_of(l);
            size_t flen = 0;
            while (l[ind + flen] == fc)
                flen++;
            block_t *b = new_block(B_CODE, i);
            sb_t t = {0};
            i++;
            while (i < nlines) {
                const char *c = lines[i];
                size_t ci = indent_of(c), k = 0;
                while (c[ci + k] == fc)
                    k++;
                if (ci <= 3 && k >= flen && is_blank(c + ci + k))
                    break;
                size_t strip = indent_of(c) < ind ? indent_of(c) : ind;
                sb_puts(&t, c + strip);
                sb_putc(&t, '\n');
                i++;
            }
            if (i < nlines)
                i++; /* the closing fence; an unclosed fence runs to the end */
            b->text = sb_take(&t);
        } else if (table_starts(i)) {
            block_t *b = new_block(B_TABLE, i);
            b->ncols = split_row(l, &b->head);
            b->align = delim_row(lines[i + 1], b->ncols);
            size_t cap = 0;
            i += 2;
            while (i < nlines && !is_blank(lines[i]) && strchr(lines[i], '|') &&
                   !heading_level(lines[i]) && !fence_char(lines[i]) && !is_quote(lines[i])) {
                char **c;
                size_t n = split_row(lines[i], &c);
                char **row = xrealloc(NULL, b->ncols * sizeof *row);
                for (size_t k = 0; k < b->ncols; k++)
                    row[k] = k < n ? c[k] : xstrndup("", 0);
                for (size_t k = b->ncols; k < n; k++)
                    free(c[k]);
                free(c);
                GROW(b->rows, b->nrows, cap);
                b->rows[b->nrows++] = row;
                i++;
            }
        } else if (is_hr(l)) {
            new_block(B_HR, i);
            i++;
        } else if (is_quote(l)) {
            block_t *b = new_block(B_QUOTE, i);
            sb_t t = {0};
            while (i < nlines && is_quote(lines[i])) {
                const char *s = lines[i] + indent_of(lines[i]) + 1;
                if (*s == ' ')
                    s++;
                if (t.n)
                    sb_putc(&t, '\n');
                sb_puts(&t, s);
                i++;
            }
            b->text = sb_take(&t);
        } else if ((off = list_marker(l, &ordered, &start)) != 0) {
            block_t *b = new_block(B_ITEM, i);
            b->indent = indent_of(l);
            b->ordered = ordered;
            b->start = start;
            sb_t t = {0};
            sb_puts(&t, l + off);
            i++;
            /* Continuation lines: up to a blank line or the start of another block. */
            while (i < nlines && !starts_block(i)) {
                sb_putc(&t, '\n');
                sb_puts(&t, skip_ws(lines[i]));
                i++;
            }
            b->text = sb_take(&t);
        } else {
            block_t *b = new_block(B_PARA, i);
            sb_t t = {0};
            sb_puts(&t, skip_ws(l));
            i++;
            while (i < nlines && !starts_block(i)) {
                sb_putc(&t, '\n');
                sb_puts(&t, skip_ws(lines[i]));
                i++;
            }
            b->text = sb_take(&t);
        }
    }
}

/*********
 * Notes *
 *********/

typedef struct {
    char *id;     /* X1 */
    char *label;  /* the bold label when it is not the id (CT in "**CT** (W4)"), else "" */
    char *title;  /* the parenthesised text after the id, else the label, else "" */
    char *text;   /* the rest of the item (Markdown) */
    char *anchor; /* note-X1 */
} note_t;

static note_t *notes;
static size_t nnotes, cap_notes;

/* A note id at s: 1-3 capitals then 1-3 digits. Returns its length, else 0. */
static size_t note_id_len(const char *s)
{
    size_t i = 0, d = 0;
    while (i < 3 && s[i] >= 'A' && s[i] <= 'Z')
        i++;
    if (!i)
        return 0;
    while (d < 3 && isdigit((unsigned char)s[i + d]))
        d++;
    if (!d || isalnum((unsigned char)s[i + d]) || s[i + d] == '_')
        return 0;
    return i + d;
}

static int find_note(const char *s, size_t n)
{
    for (size_t k = 0; k < nnotes; k++)
        if (strlen(notes[k].id) == n && strncmp(notes[k].id, s, n) == 0)
            return (int)k;
    return -1;
}

/* **ID** (title): text   or   **label** (ID): text   or   **ID**: text */
static void note_from_item(block_t *b)
{
    const char *s = b->text;
    if (strncmp(s, "**", 2) != 0)
        return;
    const char *e = strstr(s + 2, "**");
    if (!e || e == s + 2)
        return;
    const char *lab = s + 2;
    size_t nlab = (size_t)(e - lab);
    const char *p = e + 2;
    const char *id = NULL, *title = NULL;
    size_t nid = 0, ntitle = 0;
    if (note_id_len(lab) == nlab) {
        id = lab;
        nid = nlab;
    }
    if (p[0] == ' ' && p[1] == '(') {
        const char *q = strchr(p + 2, ')');
        if (q) {
            const char *in = p + 2;
            size_t nin = (size_t)(q - in);
            if (!id && note_id_len(in) == nin) {
                id = in;
                nid = nin;
            } else {
                title = in;
                ntitle = nin;
            }
            p = q + 1;
        }
    }
    if (!id || find_note(id, nid) >= 0)
        return;
    if (*p == ':')
        p++;
    GROW(notes, nnotes, cap_notes);
    note_t *n = &notes[nnotes];
    n->id = xstrndup(id, nid);
    n->label = id == lab ? xstrndup("", 0) : xstrndup(lab, nlab);
    n->title = title ? xstrndup(title, ntitle) : xstrndup(n->label, strlen(n->label));
    n->text = xstrndup(skip_ws(p), strlen(skip_ws(p)));
    b->note = (int)nnotes++;
}

/*******
 * Ids *
 *******/

static char **ids;
static size_t nids, cap_ids;

static int id_taken(const char *s)
{
    for (size_t k = 0; k < nids; k++)
        if (strcmp(ids[k], s) == 0)
            return 1;
    return 0;
}

/* base, or base-2, base-3, ...: the first one not taken; recorded. */
static char *unique_id(const char *base)
{
    sb_t b = {0};
    sb_puts(&b, base);
    for (int k = 2; id_taken(b.s); k++) {
        b.n = 0;
        sb_printf(&b, "%s-%d", base, k);
    }
    GROW(ids, nids, cap_ids);
    ids[nids++] = b.s;
    return xstrndup(b.s, b.n);
}

/* Lower-case ASCII letters, digits and '_'; apostrophes dropped; every other run of characters
 * becomes one '-'. At most 72 bytes. */
static char *slug(const char *s)
{
    sb_t b = {0};
    int dash = 0;
    for (; *s && b.n < 72; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '\'')
            continue; /* "WarpMan's" -> warpmans */
        if (isalnum(c) || c == '_') {
            if (dash && b.n)
                sb_putc(&b, '-');
            dash = 0;
            sb_putc(&b, (char)tolower(c));
        } else {
            dash = 1;
        }
    }
    if (!b.n)
        sb_puts(&b, "section");
    return sb_take(&b);
}

/**********
 * Inline *
 **********/

enum { F_HTML = 1, F_NOTES = 2 };
static int self_note = -1; /* the note whose definition is being written: not linked to itself */

static void inline_md(sb_t *o, const char *s, size_t n, int flags);

static void put_text(sb_t *o, const char *s, size_t n, int flags)
{
    if (flags & F_HTML)
        put_html(o, s, n);
    else
        sb_putn(o, s, n);
}

/* The text of s without markup (for slugs, titles, JSON and CSV). */
static char *plain(const char *s)
{
    sb_t b = {0};
    inline_md(&b, s, strlen(s), 0);
    return sb_take(&b);
}

/* A link target for an href/src attribute: relative paths and http(s), mailto, file kept. */
static void put_url(sb_t *o, const char *u, size_t n)
{
    size_t k = 0;
    while (k < n && (isalnum((unsigned char)u[k]) || u[k] == '+' || u[k] == '-' || u[k] == '.'))
        k++;
    if (k < n && u[k] == ':' && k > 0) {
        static const char *ok[] = {"http", "https", "mailto", "file"};
        int good = 0;
        for (size_t j = 0; j < sizeof ok / sizeof ok[0]; j++)
            if (strlen(ok[j]) == k && strncasecmp(u, ok[j], k) == 0)
                good = 1;
        if (!good) {
            sb_puts(o, "#");
            return;
        }
    }
    put_html(o, u, n);
}

/* [text](target) at s[i] == '['. Sets the parts; returns the index after ')', or 0. */
static size_t parse_link(const char *s, size_t n, size_t i, size_t *t0, size_t *t1, size_t *u0,
                         size_t *u1)
{
    int depth = 0;
    size_t j = i;
    for (; j < n; j++) {
        if (s[j] == '\\' && j + 1 < n) {
            j++;
        } else if (s[j] == '`') {
            const char *q = memchr(s + j + 1, '`', n - j - 1);
            if (q)
                j = (size_t)(q - s);
        } else if (s[j] == '[') {
            depth++;
        } else if (s[j] == ']' && --depth == 0) {
            break;
        }
    }
    if (j >= n || j + 1 >= n || s[j + 1] != '(')
        return 0;
    *t0 = i + 1;
    *t1 = j;
    size_t k = j + 2;
    depth = 1;
    for (; k < n; k++) {
        if (s[k] == '(')
            depth++;
        else if (s[k] == ')' && --depth == 0)
            break;
    }
    if (k >= n)
        return 0;
    size_t a = j + 2, b = k;
    while (a < b && s[a] == ' ')
        a++;
    /* An optional "title" after the target is dropped. */
    for (size_t q = a; q < b; q++)
        if (s[q] == ' ') {
            b = q;
            break;
        }
    if (a < b && s[a] == '<' && s[b - 1] == '>') {
        a++;
        b--;
    }
    *u0 = a;
    *u1 = b;
    return k + 1;
}

static int word_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* The closing run of `run` delimiter characters c for an opener at i (text from i + run). */
static size_t find_close(const char *s, size_t n, size_t i, char c, size_t run)
{
    if (i + run >= n || s[i + run] == ' ' || s[i + run] == '\t' || s[i + run] == '\n')
        return 0;
    if (c == '_' && i > 0 && word_char(s[i - 1]))
        return 0;
    for (size_t j = i + run + 1; j + run <= n; j++) {
        if (s[j] == '`') {
            const char *q = memchr(s + j + 1, '`', n - j - 1);
            if (q)
                j = (size_t)(q - s);
            continue;
        }
        if (s[j] == '\\') {
            j++;
            continue;
        }
        size_t k = 0;
        while (j + k < n && s[j + k] == c)
            k++;
        if (k == 0)
            continue;
        if (k == run && s[j - 1] != ' ' && s[j - 1] != '\t' && s[j - 1] != '\n' &&
            !(c == '_' && j + k < n && word_char(s[j + k])))
            return j;
        j += k - 1;
    }
    return 0;
}

static void put_note_link(sb_t *o, int k)
{
    note_t *nt = &notes[k];
    sb_puts(o, "<a class=\"note-ref\" href=\"#");
    put_html_s(o, nt->anchor);
    sb_puts(o, "\" title=\"");
    char *t = plain(nt->text);
    put_html_s(o, nt->id);
    if (*nt->title) {
        sb_puts(o, " (");
        put_html_s(o, nt->title);
        sb_puts(o, ")");
    }
    sb_puts(o, ": ");
    put_html_s(o, t);
    free(t);
    sb_puts(o, "\">");
    put_html_s(o, nt->id);
    sb_puts(o, "</a>");
}

static void inline_md(sb_t *o, const char *s, size_t n, int flags)
{
    int html = flags & F_HTML;
    for (size_t i = 0; i < n;) {
        char c = s[i];
        if (c == '\\' && i + 1 < n && ispunct((unsigned char)s[i + 1])) {
            put_text(o, s + i + 1, 1, flags);
            i += 2;
        } else if (c == '`') {
            size_t run = 0;
            while (i + run < n && s[i + run] == '`')
                run++;
            size_t j = i + run, close = 0;
            while (j < n) {
                size_t k = 0;
                while (j + k < n && s[j + k] == '`')
                    k++;
                if (k == run) {
                    close = j;
                    break;
                }
                j += k ? k : 1;
            }
            if (!close) {
                put_text(o, s + i, run, flags);
                i += run;
                continue;
            }
            size_t a = i + run, b = close;
            if (b - a >= 2 && s[a] == ' ' && s[b - 1] == ' ') {
                a++;
                b--;
            }
            if (html)
                sb_puts(o, "<code>");
            put_text(o, s + a, b - a, flags);
            if (html)
                sb_puts(o, "</code>");
            i = close + run;
        } else if ((c == '!' && i + 1 < n && s[i + 1] == '[') || c == '[') {
            size_t t0, t1, u0, u1;
            size_t at = c == '!' ? i + 1 : i;
            size_t end = parse_link(s, n, at, &t0, &t1, &u0, &u1);
            if (!end) {
                put_text(o, s + i, 1, flags);
                i++;
                continue;
            }
            if (!html) {
                inline_md(o, s + t0, t1 - t0, flags);
            } else if (c == '!') {
                sb_t alt = {0};
                inline_md(&alt, s + t0, t1 - t0, 0);
                sb_puts(o, "<img src=\"");
                put_url(o, s + u0, u1 - u0);
                sb_puts(o, "\" alt=\"");
                if (alt.s)
                    put_html_s(o, alt.s);
                sb_puts(o, "\">");
                free(alt.s);
            } else {
                sb_puts(o, "<a href=\"");
                put_url(o, s + u0, u1 - u0);
                sb_puts(o, "\">");
                inline_md(o, s + t0, t1 - t0, flags & ~F_NOTES);
                sb_puts(o, "</a>");
            }
            i = end;
        } else if (c == '<') {
            /* <scheme:...> autolink; any other '<' is text. */
            const char *q = memchr(s + i, '>', n - i);
            size_t k = i + 1;
            while (k < n && isalpha((unsigned char)s[k]))
                k++;
            int auto_ok = q && k < n && s[k] == ':' && k > i + 1 &&
                          !memchr(s + i, ' ', (size_t)(q - s) - i);
            if (!auto_ok) {
                put_text(o, "<", 1, flags);
                i++;
                continue;
            }
            size_t u0 = i + 1, u1 = (size_t)(q - s);
            if (html) {
                sb_puts(o, "<a href=\"");
                put_url(o, s + u0, u1 - u0);
                sb_puts(o, "\">");
            }
            put_text(o, s + u0, u1 - u0, flags);
            if (html)
                sb_puts(o, "</a>");
            i = u1 + 1;
        } else if (c == '*' || c == '_') {
            size_t run = 0;
            while (i + run < n && s[i + run] == c)
                run++;
            size_t use = run >= 2 ? 2 : 1;
            size_t close = run <= 2 ? find_close(s, n, i, c, use) : 0;
            if (!close) {
                put_text(o, s + i, run, flags);
                i += run;
                continue;
            }
            if (html)
                sb_puts(o, use == 2 ? "<strong>" : "<em>");
            inline_md(o, s + i + use, close - i - use, flags);
            if (html)
                sb_puts(o, use == 2 ? "</strong>" : "</em>");
            i = close + use;
        } else if ((flags & F_NOTES) && c >= 'A' && c <= 'Z' && (i == 0 || !word_char(s[i - 1]))) {
            size_t k = note_id_len(s + i);
            int nt = k ? find_note(s + i, k) : -1;
            if (nt >= 0 && nt != self_note && html) {
                put_note_link(o, nt);
                i += k;
            } else {
                put_text(o, s + i, 1, flags);
                i++;
            }
        } else if (c == '\n') {
            put_text(o, html ? "\n" : " ", 1, flags);
            i++;
        } else {
            put_text(o, s + i, 1, flags);
            i++;
        }
    }
}

/* The notes cited in s (outside code spans), in order of first citation; returns how many. */
static size_t cited_notes(const char *s, int *out, size_t max)
{
    size_t n = 0;
    size_t len = strlen(s);
    for (size_t i = 0; i < len; i++) {
        if (s[i] == '`') {
            const char *q = strchr(s + i + 1, '`');
            if (q)
                i = (size_t)(q - s);
            continue;
        }
        if (s[i] < 'A' || s[i] > 'Z' || (i > 0 && word_char(s[i - 1])))
            continue;
        size_t k = note_id_len(s + i);
        int nt = k ? find_note(s + i, k) : -1;
        if (nt < 0)
            continue;
        int dup = 0;
        for (size_t j = 0; j < n; j++)
            dup |= out[j] == nt;
        if (!dup && n < max)
            out[n++] = nt;
        i += k - 1;
    }
    return n;
}

/*********
 * Pages *
 *********/

static const char *align_class(int a)
{
    return a == AL_RIGHT    ? " class=\"r\""
           : a == AL_CENTER ? " class=\"c\""
           : a == AL_LEFT   ? " class=\"l\""
                            : "";
}

static const char *align_name(int a)
{
    return a == AL_RIGHT ? "right" : a == AL_CENTER ? "center" : a == AL_LEFT ? "left" : "none";
}

/* The ids, the headings above each table and the notes. */
static void resolve(void)
{
    int head = -1, sect = -1;
    for (size_t k = 0; k < nblocks; k++)
        if (blocks[k].kind == B_ITEM)
            note_from_item(&blocks[k]);
    for (size_t k = 0; k < nnotes; k++) {
        sb_t a = {0};
        sb_puts(&a, "note-");
        sb_puts(&a, notes[k].id);
        notes[k].anchor = unique_id(a.s);
        free(a.s);
    }
    for (size_t k = 0; k < nblocks; k++) {
        block_t *b = &blocks[k];
        if (b->kind == B_HEADING) {
            char *p = plain(b->text);
            char *sl = slug(p);
            b->id = unique_id(sl);
            free(p);
            free(sl);
            head = (int)k;
            if (b->level <= 2)
                sect = (int)k;
        } else if (b->kind == B_TABLE) {
            sb_t base = {0};
            sb_puts(&base, "tbl-");
            sb_puts(&base, head >= 0 ? blocks[head].id : "table");
            b->id = unique_id(base.s);
            free(base.s);
            b->heading = head;
            b->section = sect;
            int tmp[64];
            for (size_t r = 0; r < b->nrows && !b->has_notes; r++)
                for (size_t c = 0; c < b->ncols && !b->has_notes; c++)
                    b->has_notes = cited_notes(b->rows[r][c], tmp, 64) > 0;
        }
    }
}

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
    "li.note:target,li.note.flash{background:#fff1a8;outline:2px solid #e0b000}\n"
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

static void html_table(sb_t *o, block_t *b)
{
    sb_puts(o, "<div class=\"table-wrap\"><table id=\"");
    put_html_s(o, b->id);
    sb_puts(o, "\">\n<thead><tr>");
    for (size_t c = 0; c < b->ncols; c++) {
        sb_printf(o, "<th%s>", align_class(b->align[c]));
        inline_md(o, b->head[c], strlen(b->head[c]), F_HTML);
        sb_puts(o, "</th>");
    }
    if (b->has_notes)
        sb_puts(o, "<th class=\"notes-side\">SPEC notes cited</th>");
    sb_puts(o, "</tr></thead>\n<tbody>\n");
    for (size_t r = 0; r < b->nrows; r++) {
        sb_puts(o, "<tr>");
        int cited[64];
        size_t nc = 0;
        for (size_t c = 0; c < b->ncols; c++) {
            sb_printf(o, "<td%s>", align_class(b->align[c]));
            inline_md(o, b->rows[r][c], strlen(b->rows[r][c]), F_HTML | F_NOTES);
            sb_puts(o, "</td>");
            int here[64];
            size_t k = cited_notes(b->rows[r][c], here, 64);
            for (size_t j = 0; j < k; j++) {
                int dup = 0;
                for (size_t m = 0; m < nc; m++)
                    dup |= cited[m] == here[j];
                if (!dup && nc < 64)
                    cited[nc++] = here[j];
            }
        }
        if (b->has_notes) {
            sb_puts(o, "<td class=\"notes-side\">");
            for (size_t j = 0; j < nc; j++) {
                note_t *nt = &notes[cited[j]];
                sb_puts(o, "<details><summary>");
                put_note_link(o, cited[j]);
                if (*nt->title) {
                    sb_puts(o, " ");
                    inline_md(o, nt->title, strlen(nt->title), F_HTML);
                }
                sb_puts(o, "</summary><div class=\"note-text\">");
                inline_md(o, nt->text, strlen(nt->text), F_HTML);
                sb_puts(o, "</div></details>");
            }
            sb_puts(o, "</td>");
        }
        sb_puts(o, "</tr>\n");
    }
    sb_puts(o, "</tbody></table></div>\n");
}

static void html_toc(sb_t *o)
{
    sb_puts(o, "<nav id=\"toc\"><div class=\"toc-title\">Contents</div><ul>\n");
    int level = 1;
    for (size_t k = 0; k < nblocks; k++) {
        block_t *b = &blocks[k];
        if (b->kind == B_HEADING && b->level <= 4) {
            level = b->level;
            sb_printf(o, "<li class=\"toc-l%d\"><a href=\"#", level);
            put_html_s(o, b->id);
            sb_puts(o, "\">");
            inline_md(o, b->text, strlen(b->text), F_HTML);
            sb_puts(o, "</a></li>\n");
        } else if (b->kind == B_TABLE) {
            sb_printf(o, "<li class=\"toc-table toc-l%d\"><a href=\"#", level + 1);
            put_html_s(o, b->id);
            sb_printf(o, "\">table, %zu row%s:", b->nrows, b->nrows == 1 ? "" : "s");
            for (size_t c = 0; c < b->ncols && c < 4; c++) {
                char *p = plain(b->head[c]);
                sb_puts(o, c ? ", " : " ");
                put_html_s(o, p);
                free(p);
            }
            sb_puts(o, b->ncols > 4 ? ", &hellip;</a></li>\n" : "</a></li>\n");
        }
    }
    sb_puts(o, "</ul></nav>\n");
}

static void write_html(sb_t *o, const char *title)
{
    sb_puts(o, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
               "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
               "<meta name=\"generator\" content=\"warptwin tools/md2html\">\n<title>");
    put_html_s(o, title);
    sb_puts(o, "</title>\n<style>\n");
    sb_puts(o, css);
    sb_puts(o, "</style>\n</head>\n<body>\n");
    /* The contents go after the page's level-1 title and its first paragraph, if it has them. */
    size_t toc_at = 0;
    if (nblocks && blocks[0].kind == B_HEADING && blocks[0].level == 1)
        toc_at = nblocks > 1 && blocks[1].kind == B_PARA ? 2 : 1;
    struct { size_t indent; int ordered; } stack[16];
    size_t depth = 0;
    for (size_t k = 0; k < nblocks; k++) {
        block_t *b = &blocks[k];
        if (b->kind != B_ITEM)
            for (; depth; depth--)
                sb_puts(o, stack[depth - 1].ordered ? "</li></ol>\n" : "</li></ul>\n");
        if (k == toc_at) {
            html_toc(o);
            sb_puts(o, "<main>\n");
        }
        switch (b->kind) {
        case B_HEADING:
            sb_printf(o, "<h%d id=\"", b->level);
            put_html_s(o, b->id);
            sb_puts(o, "\">");
            inline_md(o, b->text, strlen(b->text), F_HTML);
            sb_puts(o, "<a class=\"anchor\" href=\"#");
            put_html_s(o, b->id);
            sb_printf(o, "\" aria-label=\"link to this section\">#</a></h%d>\n", b->level);
            break;
        case B_PARA:
            sb_puts(o, "<p>");
            inline_md(o, b->text, strlen(b->text), F_HTML | F_NOTES);
            sb_puts(o, "</p>\n");
            break;
        case B_QUOTE:
            sb_puts(o, "<blockquote><p>");
            inline_md(o, b->text, strlen(b->text), F_HTML | F_NOTES);
            sb_puts(o, "</p></blockquote>\n");
            break;
        case B_CODE:
            sb_puts(o, "<pre><code>");
            put_html_s(o, b->text);
            sb_puts(o, "</code></pre>\n");
            break;
        case B_HR:
            sb_puts(o, "<hr>\n");
            break;
        case B_TABLE:
            html_table(o, b);
            break;
        case B_ITEM: {
            while (depth && stack[depth - 1].indent > b->indent) {
                sb_puts(o, stack[depth - 1].ordered ? "</li></ol>\n" : "</li></ul>\n");
                depth--;
            }
            int nested = depth && b->indent >= stack[depth - 1].indent + 2;
            if (depth && !nested && stack[depth - 1].ordered != b->ordered) {
                sb_puts(o, stack[depth - 1].ordered ? "</li></ol>\n" : "</li></ul>\n");
                depth--;
            }
            if (depth && !nested) {
                sb_puts(o, "</li>\n");
            } else {
                if (depth == sizeof stack / sizeof stack[0])
                    die("%s:%zu: lists nested too deep", in_path, b->line + 1);
                stack[depth].indent = b->indent;
                stack[depth].ordered = b->ordered;
                depth++;
                if (b->ordered && b->start != 1)
                    sb_printf(o, "<ol start=\"%ld\">\n", b->start);
                else
                    sb_puts(o, b->ordered ? "<ol>\n" : "<ul>\n");
            }
            if (b->note >= 0) {
                sb_puts(o, "<li class=\"note\" id=\"");
                put_html_s(o, notes[b->note].anchor);
                sb_puts(o, "\">");
            } else {
                sb_puts(o, "<li>");
            }
            self_note = b->note;
            inline_md(o, b->text, strlen(b->text), F_HTML | F_NOTES);
            self_note = -1;
            break;
        }
        }
    }
    for (; depth; depth--)
        sb_puts(o, stack[depth - 1].ordered ? "</li></ol>\n" : "</li></ul>\n");
    if (toc_at >= nblocks) {
        html_toc(o);
        sb_puts(o, "<main>\n");
    }
    sb_puts(o, "</main>\n<script>\n");
    sb_puts(o, script);
    sb_puts(o, "</script>\n</body>\n</html>\n");
}

static char *heading_plain(int k) { return plain(k >= 0 ? blocks[k].text : ""); }

static void write_json(sb_t *o)
{
    sb_puts(o, "{\"tables\": [");
    int first = 1;
    for (size_t k = 0; k < nblocks; k++) {
        block_t *b = &blocks[k];
        if (b->kind != B_TABLE)
            continue;
        sb_puts(o, first ? "\n  {" : ",\n  {");
        first = 0;
        char *sect = heading_plain(b->section), *head = heading_plain(b->heading);
        sb_puts(o, "\"id\": ");
        put_json_str(o, b->id);
        sb_puts(o, ", \"section\": ");
        put_json_str(o, sect);
        sb_puts(o, ", \"heading\": ");
        put_json_str(o, head);
        sb_printf(o, ", \"line\": %zu,\n   \"columns\": [", b->line + 1);
        free(sect);
        free(head);
        for (size_t c = 0; c < b->ncols; c++) {
            char *p = plain(b->head[c]);
            if (c)
                sb_puts(o, ", ");
            put_json_str(o, p);
            free(p);
        }
        sb_puts(o, "],\n   \"align\": [");
        for (size_t c = 0; c < b->ncols; c++)
            sb_printf(o, "%s\"%s\"", c ? ", " : "", align_name(b->align[c]));
        sb_puts(o, "],\n   \"rows\": [");
        for (size_t r = 0; r < b->nrows; r++) {
            sb_puts(o, r ? ",\n     [" : "\n     [");
            for (size_t c = 0; c < b->ncols; c++) {
                char *p = plain(b->rows[r][c]);
                if (c)
                    sb_puts(o, ", ");
                put_json_str(o, p);
                free(p);
            }
            sb_puts(o, "]");
        }
        sb_puts(o, "]}");
    }
    sb_puts(o, "],\n \"notes\": [");
    for (size_t k = 0; k < nnotes; k++) {
        char *t = plain(notes[k].text), *ti = plain(notes[k].title);
        sb_puts(o, k ? ",\n  {\"id\": " : "\n  {\"id\": ");
        put_json_str(o, notes[k].id);
        sb_puts(o, ", \"label\": ");
        put_json_str(o, notes[k].label);
        sb_puts(o, ", \"title\": ");
        put_json_str(o, ti);
        sb_puts(o, ", \"text\": ");
        put_json_str(o, t);
        sb_puts(o, "}");
        free(t);
        free(ti);
    }
    sb_puts(o, "]}\n");
}

static void write_csv(sb_t *o)
{
    sb_puts(o, "table,section,heading,row,column,value\n");
    for (size_t k = 0; k < nblocks; k++) {
        block_t *b = &blocks[k];
        if (b->kind != B_TABLE)
            continue;
        char *sect = heading_plain(b->section), *head = heading_plain(b->heading);
        for (size_t r = 0; r < b->nrows; r++)
            for (size_t c = 0; c < b->ncols; c++) {
                char *col = plain(b->head[c]), *v = plain(b->rows[r][c]);
                put_csv_str(o, b->id);
                sb_putc(o, ',');
                put_csv_str(o, sect);
                sb_putc(o, ',');
                put_csv_str(o, head);
                sb_printf(o, ",%zu,", r + 1);
                put_csv_str(o, col);
                sb_putc(o, ',');
                put_csv_str(o, v);
                sb_putc(o, '\n');
                free(col);
                free(v);
            }
        free(sect);
        free(head);
    }
}

/* path.tmp.<pid> then rename: a failed run never leaves a half-written path. */
static void write_file(const char *path, const sb_t *b)
{
    sb_t tmp = {0};
    sb_printf(&tmp, "%.400s.tmp.%ld", path, (long)getpid());
    FILE *f = fopen(tmp.s, "wb");
    if (!f)
        die("cannot write %s: %s", tmp.s, strerror(errno));
    int bad = b->n && fwrite(b->s, 1, b->n, f) != b->n;
    bad |= fclose(f) != 0;
    if (bad || rename(tmp.s, path) != 0) {
        int e = errno;
        unlink(tmp.s);
        die("cannot write %s: %s", path, strerror(e));
    }
    free(tmp.s);
}

static void usage(void)
{
    fprintf(stderr,
            "usage: %s [--title TEXT] [--html OUT] [--tables-json OUT] [--tables-csv OUT] [--check]"
            " IN.md\n",
            prog);
    exit(2);
}

int main(int argc, char **argv)
{
    const char *title = NULL, *html = NULL, *json = NULL, *csv = NULL;
    int check = 0;
    for (int a = 1; a < argc; a++) {
        const char **opt = !strcmp(argv[a], "--title")         ? &title
                           : !strcmp(argv[a], "--html")        ? &html
                           : !strcmp(argv[a], "--tables-json") ? &json
                           : !strcmp(argv[a], "--tables-csv")  ? &csv
                                                               : NULL;
        if (!strcmp(argv[a], "--check")) {
            check = 1;
        } else if (opt) {
            if (a + 1 >= argc)
                usage();
            *opt = argv[++a];
        } else if (argv[a][0] == '-' && argv[a][1]) {
            usage();
        } else if (!in_path) {
            in_path = argv[a];
        } else {
            usage();
        }
    }
    if (!in_path || (!html && !json && !csv && !check))
        usage();
    read_input(in_path);
    parse_blocks();
    resolve();
    char *auto_title = NULL;
    if (!title) {
        for (size_t k = 0; k < nblocks && !title; k++)
            if (blocks[k].kind == B_HEADING)
                title = auto_title = plain(blocks[k].text);
        if (!title)
            title = in_path;
    }
    if (html) {
        sb_t o = {0};
        write_html(&o, title);
        write_file(html, &o);
        free(o.s);
    }
    if (json) {
        sb_t o = {0};
        write_json(&o);
        write_file(json, &o);
        free(o.s);
    }
    if (csv) {
        sb_t o = {0};
        write_csv(&o);
        write_file(csv, &o);
        free(o.s);
    }
    free(auto_title);
    return 0;
}
