/* tb/lib/test_lib.c: Check suite of libwarptwin (lib/warptwin.h), linked with the static library
 * (make lib-test, and under ASan+UBSan make lib-test-san).
 *
 * Expected values come from the checked-in golden vector files (vectors/<block>/<config>/<name>.vec,
 * written by vecgen from the C model and replayed against the RTL by make replay) and from the
 * configuration files, never from numbers the library computes: a file's inputs are replayed
 * through the library and its outputs, qualifiers, configuration hash, knob values and state
 * digests are required. The vector reader and the digest are this file's own (vectors/FORMAT.md);
 * they share no code with the library.
 *
 *   - two instances of different configurations (dwf_warp_alloc on dwf_toy and on dwf_baseline,
 *     and wm_workload_buf on wm_baseline) in one process, stepped interleaved, one by port name and
 *     one in packed form, then the other way round;
 *   - every golden file of every block of every compiled-in configuration;
 *   - the replay itself can fail: a corrupted expected output or digest must be reported, and a
 *     changed don't-care output must not be;
 *   - configuration files: matched to the compiled-in configuration, base resolution, and the
 *     errors (invalid file, file not compiled in);
 *   - every misuse returns its error code and sets a message.
 *
 * Environment: WT_VECTORS (vectors/), WT_TMP (a scratch directory).
 */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <dirent.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <warptwin/warptwin.h>

static const char *env(const char *name, const char *def) {
  const char *v = getenv(name);
  return v && *v ? v : def;
}

////////////////////////////////////////////////////////////////////////////////
// A vector-file reader of its own (vectors/FORMAT.md)
////////////////////////////////////////////////////////////////////////////////

#define MAXCOL 128 /* columns of a vector file (pe_unit has 76) */
#define MAXW 128   /* 32-bit words per column: 4096 bits (ilp_scoreboard's op_data: 3 x 32 x 32) */

typedef struct col {
  char name[64];
  int out;       /* 0 in, 1 out */
  unsigned bits; /* count * width */
  unsigned count, width;
  char qual[64]; /* "" or the valid */
} col_t;

typedef struct line {
  int rst_ni;
  uint32_t *val; /* ncols x MAXW words */
  uint64_t digest;
} line_t;

typedef struct vec {
  char path[1024];
  char block[64], config[64];
  uint64_t hash;
  char knob[16][32];
  long long knobv[16];
  unsigned nknobs;
  col_t col[MAXCOL];
  unsigned ncols;
  unsigned cycles;
  line_t *line;
} vec_t;

static void vec_free(vec_t *v) {
  for (unsigned i = 0; v->line && i < v->cycles; i++) {
    free(v->line[i].val);
  }
  free(v->line);
  v->line = NULL;
}

/* Hex digits `s` (n of them) into words, LSB first. */
static bool hex_words(const char *s, size_t n, uint32_t *w) {
  memset(w, 0, MAXW * sizeof *w);
  for (size_t k = 0; k < n; k++) {
    char c = s[n - 1 - k];
    unsigned d = c >= '0' && c <= '9'   ? (unsigned)(c - '0')
                 : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                                        : 99u;
    if (d > 15 || k / 8 >= MAXW) {
      return false;
    }
    w[k / 8] |= (uint32_t)d << (4 * (k % 8));
  }
  return true;
}

/* Bits [pos, pos+w) of words (w <= 64), bit by bit. */
static uint64_t bits_get(const uint32_t *v, unsigned long pos, unsigned w) {
  uint64_t r = 0;
  for (unsigned i = 0; i < w; i++) {
    r |= (uint64_t)((v[(pos + i) / 32] >> ((pos + i) % 32)) & 1u) << i;
  }
  return r;
}

static void bits_put(uint32_t *v, unsigned long pos, unsigned w, uint64_t x) {
  for (unsigned i = 0; i < w; i++) {
    uint32_t m = 1u << ((pos + i) % 32);
    v[(pos + i) / 32] = ((x >> i) & 1u) ? v[(pos + i) / 32] | m : v[(pos + i) / 32] & ~m;
  }
}

/* The digest of vectors/FORMAT.md: FNV-1a 64 over 32-bit words. */
static uint64_t fnv_words(const uint32_t *w, size_t n) {
  uint64_t h = UINT64_C(0xcbf29ce484222325);
  for (size_t i = 0; i < n; i++) {
    h = (h ^ w[i]) * UINT64_C(0x100000001b3);
  }
  return h;
}

/* Reads vector file `path`; fails the test on a malformed file. */
static void vec_read(vec_t *v, const char *path) {
  memset(v, 0, sizeof *v);
  snprintf(v->path, sizeof v->path, "%s", path);
  FILE *f = fopen(path, "r");
  ck_assert_msg(f != NULL, "cannot open %s", path);
  char buf[8192];
  bool data = false;
  unsigned n = 0;
  while (fgets(buf, sizeof buf, f)) {
    buf[strcspn(buf, "\n")] = '\0';
    if (!data) {
      char a[64], b[64], c[64], d[64], e[64];
      unsigned bits;
      if (buf[0] == '#') continue;
      if (sscanf(buf, "block %63s", v->block) == 1) continue;
      if (sscanf(buf, "config_hash %" SCNx64, &v->hash) == 1) continue;
      if (sscanf(buf, "config %63s", v->config) == 1) continue;
      if (sscanf(buf, "cycles %u", &v->cycles) == 1) {
        v->line = calloc(v->cycles, sizeof *v->line);
        ck_assert(v->line != NULL);
        continue;
      }
      if (sscanf(buf, "knob %31s %lld", v->knob[v->nknobs], &v->knobv[v->nknobs]) == 2) {
        v->nknobs++;
        continue;
      }
      int k = sscanf(buf, "%63s %63s %u %63s %63s %63s", a, b, &bits, c, d, e);
      if (k >= 3 && (strcmp(a, "in") == 0 || strcmp(a, "out") == 0)) {
        if (strcmp(b, "rst_ni") == 0) continue;
        col_t *col = &v->col[v->ncols++];
        ck_assert(v->ncols <= MAXCOL);
        snprintf(col->name, sizeof col->name, "%s", b);
        col->out = a[0] == 'o';
        col->bits = bits;
        col->count = 1;
        col->width = bits;
        /* [<count>x<width>] [if <valid>] */
        const char *q = NULL;
        if (k >= 4 && strcmp(c, "if") != 0) {
          ck_assert(sscanf(c, "%ux%u", &col->count, &col->width) == 2);
          q = k == 6 && strcmp(d, "if") == 0 ? e : NULL;
        } else if (k == 5) {
          q = d;
        }
        if (q) {
          snprintf(col->qual, sizeof col->qual, "%s", q);
        }
        continue;
      }
      if (strcmp(buf, "data") == 0) data = true;
      continue;
    }
    if (strcmp(buf, "end") == 0) break;
    ck_assert_msg(n < v->cycles, "%s: more data lines than cycles", path);
    line_t *l = &v->line[n];
    l->val = calloc((size_t)v->ncols * MAXW, sizeof *l->val);
    ck_assert(l->val != NULL);
    char *save = NULL;
    char *tok = strtok_r(buf, " ", &save); /* cycle */
    ck_assert_msg(tok && (unsigned)atol(tok) == n, "%s: cycle %u", path, n);
    tok = strtok_r(NULL, " ", &save);
    l->rst_ni = tok && tok[0] == '1';
    for (unsigned c = 0; c < v->ncols; c++) {
      tok = strtok_r(NULL, " ", &save);
      if (tok && strcmp(tok, "|") == 0) tok = strtok_r(NULL, " ", &save);
      ck_assert_msg(tok && hex_words(tok, strlen(tok), &l->val[c * MAXW]),
                    "%s: line %u column %u: not lowercase hex, or wider than %d bits (MAXW)", path, n, c,
                    MAXW * 32);
    }
    tok = strtok_r(NULL, " ", &save);
    if (tok && strcmp(tok, "|") == 0) tok = strtok_r(NULL, " ", &save);
    ck_assert_msg(tok && sscanf(tok, "%" SCNx64, &l->digest) == 1, "%s: line %u digest", path, n);
    n++;
  }
  fclose(f);
  ck_assert_msg(n == v->cycles && n > 0, "%s: %u data lines, header says %u", path, n, v->cycles);
}

static const uint32_t *cell(const vec_t *v, unsigned line, unsigned c) {
  return &v->line[line].val[c * MAXW];
}

////////////////////////////////////////////////////////////////////////////////
// Replaying a file through an instance
////////////////////////////////////////////////////////////////////////////////

typedef struct replay {
  vec_t *v;
  warptwin_t *w;
  bool packed; /* warptwin_step_words instead of set/get by name */
  unsigned line;
  char msg[1536]; /* the first mismatch */
} replay_t;

/* The header against the instance: block, configuration hash, knobs, columns. */
static void replay_header(replay_t *r) {
  vec_t *v = r->v;
  warptwin_t *w = r->w;
  ck_assert_str_eq(warptwin_block(w), v->block);
  ck_assert_msg(warptwin_config_hash(w) == v->hash,
                "%s: config_hash %016" PRIx64 ", the library has %016" PRIx64, v->path, v->hash,
                warptwin_config_hash(w));
  ck_assert_uint_eq(warptwin_num_knobs(w), v->nknobs);
  for (unsigned k = 0; k < v->nknobs; k++) {
    const char *name;
    long long val;
    ck_assert_int_eq(warptwin_knob(w, k, &name, &val), WARPTWIN_OK);
    ck_assert_str_eq(name, v->knob[k]);
    ck_assert_msg(val == v->knobv[k], "%s: knob %s = %lld, the library has %lld", v->path, name, v->knobv[k],
                  val);
  }
  ck_assert_uint_eq(warptwin_num_ports(w), v->ncols);
  for (unsigned c = 0; c < v->ncols; c++) {
    warptwin_port_t p;
    ck_assert_int_eq(warptwin_port(w, c, &p), WARPTWIN_OK);
    ck_assert_str_eq(p.name, v->col[c].name);
    ck_assert_int_eq((int)p.dir, v->col[c].out);
    ck_assert_uint_eq(p.width, v->col[c].width);
    ck_assert_uint_eq(p.count, v->col[c].count);
    ck_assert_str_eq(p.qual ? p.qual : "", v->col[c].qual);
  }
}

/* Column index of `name`, or -1. */
static int col_of(const vec_t *v, const char *name) {
  for (unsigned c = 0; c < v->ncols; c++) {
    if (strcmp(v->col[c].name, name) == 0) return (int)c;
  }
  return -1;
}

/* Runs the next line; returns false (with r->msg) on the first difference. */
static bool replay_line(replay_t *r) {
  vec_t *v = r->v;
  warptwin_t *w = r->w;
  unsigned ln = r->line++;
  unsigned nin = warptwin_num_inputs(w);
  uint32_t out[MAXCOL * MAXW];
  if (r->packed) {
    uint32_t in[MAXCOL * MAXW];
    memset(in, 0, sizeof in);
    unsigned long pos = 0;
    for (unsigned c = 0; c < nin; c++) {
      for (unsigned b = 0; b < v->col[c].bits; b += 32) {
        unsigned k = v->col[c].bits - b < 32 ? v->col[c].bits - b : 32;
        bits_put(in, pos + b, k, bits_get(cell(v, ln, c), b, k));
      }
      pos += v->col[c].bits;
    }
    ck_assert_uint_eq(pos, warptwin_in_bits(w));
    ck_assert_int_eq(warptwin_step_words(w, v->line[ln].rst_ni, in, WARPTWIN_WORDS(pos), out, MAXCOL * MAXW),
                     WARPTWIN_OK);
  } else {
    for (unsigned c = 0; c < nin; c++) {
      for (unsigned e = 0; e < v->col[c].count; e++) {
        uint64_t x = bits_get(cell(v, ln, c), (unsigned long)e * v->col[c].width, v->col[c].width);
        ck_assert_int_eq(warptwin_set_by_name(w, v->col[c].name, e, x), WARPTWIN_OK);
      }
    }
    ck_assert_int_eq(v->line[ln].rst_ni ? warptwin_step(w) : warptwin_reset(w), WARPTWIN_OK);
  }
  unsigned long pos = 0;
  for (unsigned c = nin; c < v->ncols; c++) {
    const col_t *col = &v->col[c];
    /* A qualified output counts only while its expected valid is 1. */
    bool counts = true;
    if (col->qual[0]) {
      int q = col_of(v, col->qual);
      ck_assert(q >= 0);
      counts = bits_get(cell(v, ln, (unsigned)q), 0, 1) != 0;
      ck_assert_int_eq(warptwin_counts(w, c), counts ? 1 : 0);
    }
    for (unsigned e = 0; e < col->count; e++) {
      uint64_t want = bits_get(cell(v, ln, c), (unsigned long)e * col->width, col->width), got;
      if (r->packed) {
        got = bits_get(out, pos + (unsigned long)e * col->width, col->width);
      } else {
        ck_assert_int_eq(warptwin_get_by_name(w, col->name, e, &got), WARPTWIN_OK);
      }
      if (counts && got != want) {
        snprintf(r->msg, sizeof r->msg, "%s: line %u: output %s[%u]: expected %" PRIx64 " got %" PRIx64,
                 v->path, ln, col->name, e, want, got);
        return false;
      }
    }
    pos += col->bits;
  }
  /* The packed state, any size (a unit's state passes 131072 bits); a block without state packs
   * no word and digests one zero word (vectors/FORMAT.md). */
  unsigned long sb = warptwin_state_bits(w);
  const size_t nst = sb != 0u ? WARPTWIN_WORDS(sb) : 1u;
  uint32_t *st = calloc(nst, sizeof *st);
  ck_assert_ptr_nonnull(st);
  ck_assert_int_eq(warptwin_state_pack(w, st, WARPTWIN_WORDS(sb)), WARPTWIN_OK);
  uint64_t d = fnv_words(st, (unsigned)nst), d2 = 0;
  free(st);
  ck_assert_int_eq(warptwin_state_digest(w, &d2), WARPTWIN_OK);
  ck_assert(d == d2);
  if (d != v->line[ln].digest) {
    snprintf(r->msg, sizeof r->msg, "%s: line %u: state digest: expected %016" PRIx64 " got %016" PRIx64,
             v->path, ln, v->line[ln].digest, d);
    return false;
  }
  return true;
}

/* Replays the whole file through `w`; returns false with the message on a difference. */
static bool replay_all(warptwin_t *w, vec_t *v, bool packed, char *msg, size_t len) {
  replay_t r = {v, w, packed, 0, ""};
  replay_header(&r);
  while (r.line < v->cycles) {
    if (!replay_line(&r)) {
      snprintf(msg, len, "%s", r.msg);
      return false;
    }
  }
  return true;
}

static warptwin_t *create_ok(const char *block, const char *config) {
  char err[2048];
  warptwin_t *w = warptwin_create(block, config, err, sizeof err);
  ck_assert_msg(w != NULL, "warptwin_create(%s, %s): %s", block, config, err);
  ck_assert_str_eq(err, "");
  return w;
}

static void vec_path(char *buf, size_t n, const char *block, const char *config, const char *file) {
  snprintf(buf, n, "%s/%s/%s/%s", env("WT_VECTORS", "vectors"), block, config, file);
}

////////////////////////////////////////////////////////////////////////////////
// Two configurations in one process, interleaved
////////////////////////////////////////////////////////////////////////////////

/* dwf_warp_alloc on dwf_toy and on dwf_baseline, wm_workload_buf on wm_baseline: the same scenario
 * files, one line of each in turn, with both forms of stepping. */
START_TEST(test_interleaved) {
  static const char *const files[] = {"dwf1_alloc.vec", "wrap.vec", "drain_refill.vec", "random_s1.vec"};
  warptwin_t *toy = create_ok("dwf_warp_alloc", "dwf_toy");
  warptwin_t *base = create_ok("dwf_warp_alloc", "dwf_baseline");
  warptwin_t *wm = create_ok("wm_workload_buf", "wm_baseline");
  char path[1024];
  vec_t vt, vb, vw;
  vec_path(path, sizeof path, "wm_workload_buf", "wm_baseline", "random_s1.vec");
  vec_read(&vw, path);
  for (unsigned form = 0; form < 2; form++) {
    for (unsigned i = 0; i < sizeof files / sizeof files[0]; i++) {
      vec_path(path, sizeof path, "dwf_warp_alloc", "dwf_toy", files[i]);
      vec_read(&vt, path);
      vec_path(path, sizeof path, "dwf_warp_alloc", "dwf_baseline", files[i]);
      vec_read(&vb, path);
      replay_t rt = {&vt, toy, form == 0, 0, ""}, rb = {&vb, base, form == 1, 0, ""},
               rw = {&vw, wm, form == 0, 0, ""};
      replay_header(&rt);
      replay_header(&rb);
      replay_header(&rw);
      while (rt.line < vt.cycles || rb.line < vb.cycles) {
        if (rt.line < vt.cycles) ck_assert_msg(replay_line(&rt), "%s", rt.msg);
        if (rb.line < vb.cycles) ck_assert_msg(replay_line(&rb), "%s", rb.msg);
        if (rw.line == vw.cycles) {
          rw.line = 0; /* the file starts with a reset line */
        }
        ck_assert_msg(replay_line(&rw), "%s", rw.msg);
      }
      vec_free(&vt);
      vec_free(&vb);
    }
  }
  vec_free(&vw);
  /* Different configurations really ran: the toy and the baseline hash differ. */
  ck_assert(warptwin_config_hash(toy) != warptwin_config_hash(base));
  warptwin_destroy(toy);
  warptwin_destroy(base);
  warptwin_destroy(wm);
}
END_TEST

/* Stepping one instance leaves the other's state alone. */
START_TEST(test_independent) {
  warptwin_t *a = create_ok("dwf_warp_alloc", "dwf_toy");
  warptwin_t *b = create_ok("dwf_warp_alloc", "dwf_toy");
  uint64_t da, db, db2;
  ck_assert_int_eq(warptwin_state_digest(b, &db), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_set_by_name(a, "pop0", 0, 1), WARPTWIN_OK);
  for (int i = 0; i < 3; i++) ck_assert_int_eq(warptwin_step(a), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_state_digest(a, &da), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_state_digest(b, &db2), WARPTWIN_OK);
  ck_assert(da != db);
  ck_assert(db == db2);
  ck_assert(warptwin_cycle(a) == 3 && warptwin_cycle(b) == 0);
  /* SPEC 1.4: three pops from the reset FIFO (slots 0..7 on the toy POOL = 8) hand out 0, 1, 2:
   * the next pop0 index is 3. */
  ck_assert_int_eq(warptwin_set_by_name(a, "pop0", 0, 0), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_step(a), WARPTWIN_OK);
  uint64_t v;
  ck_assert_int_eq(warptwin_get_by_name(a, "pop0_idx", 0, &v), WARPTWIN_OK);
  ck_assert_uint_eq(v, 3);
  warptwin_destroy(a);
  warptwin_destroy(b);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Every golden file
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_all_golden) {
  unsigned files = 0;
  for (unsigned c = 0; c < warptwin_num_configs(); c++) {
    const char *cfg = warptwin_config_at(c);
    for (unsigned b = 0; b < warptwin_num_blocks(cfg); b++) {
      const char *blk = warptwin_block_at(cfg, b);
      char dir[1024];
      snprintf(dir, sizeof dir, "%s/%s/%s", env("WT_VECTORS", "vectors"), blk, cfg);
      DIR *d = opendir(dir);
      ck_assert_msg(d != NULL, "no golden vectors in %s", dir);
      warptwin_t *w = create_ok(blk, cfg);
      struct dirent *e;
      unsigned here = 0;
      while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".vec") != 0) continue;
        char path[2048], msg[2048];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        vec_t v;
        vec_read(&v, path);
        ck_assert_str_eq(v.config, cfg);
        bool ok = replay_all(w, &v, (files + here) % 2 == 1, msg, sizeof msg);
        vec_free(&v);
        ck_assert_msg(ok, "%s", msg);
        here++;
      }
      closedir(d);
      ck_assert_msg(here > 0, "no .vec file in %s", dir);
      files += here;
      warptwin_destroy(w);
    }
  }
  ck_assert_uint_gt(files, 0);
  printf("lib: %u golden vector files replayed through libwarptwin\n", files);
}
END_TEST

/* The replay can fail: a changed expected output or digest is reported; a changed don't-care
 * output (its valid 0) is not. */
START_TEST(test_replay_catches) {
  char path[1024], msg[2048];
  vec_path(path, sizeof path, "dwf_warp_alloc", "dwf_toy", "drain_refill.vec");
  for (int packed = 0; packed < 2; packed++) {
    vec_t v;
    vec_read(&v, path);
    int idx = col_of(&v, "pop1_idx"), valid = col_of(&v, "pop1_valid");
    ck_assert(idx >= 0 && valid >= 0);
    /* A line with pop1_valid = 1 and one with 0 (drain_refill drains the FIFO). */
    int on = -1, off = -1;
    for (unsigned l = 0; l < v.cycles; l++) {
      if (v.line[l].val[(unsigned)valid * MAXW] & 1u) {
        on = on < 0 ? (int)l : on;
      } else {
        off = off < 0 ? (int)l : off;
      }
    }
    ck_assert(on >= 0 && off >= 0);
    warptwin_t *w = create_ok("dwf_warp_alloc", "dwf_toy");
    v.line[off].val[(unsigned)idx * MAXW] ^= 1u; /* don't-care: still passes */
    ck_assert_msg(replay_all(w, &v, packed, msg, sizeof msg), "%s", msg);
    v.line[on].val[(unsigned)idx * MAXW] ^= 1u; /* counts: must fail */
    ck_assert(!replay_all(w, &v, packed, msg, sizeof msg));
    ck_assert_msg(strstr(msg, "output pop1_idx") != NULL, "%s", msg);
    v.line[on].val[(unsigned)idx * MAXW] ^= 1u;
    v.line[v.cycles - 1].digest ^= 1u;
    ck_assert(!replay_all(w, &v, packed, msg, sizeof msg));
    ck_assert_msg(strstr(msg, "state digest") != NULL, "%s", msg);
    vec_free(&v);
    warptwin_destroy(w);
  }
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// What the library holds, the configuration of an instance
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_enumerate) {
  char buf[32];
  snprintf(buf, sizeof buf, "%d.%d.%d", WARPTWIN_VERSION_MAJOR, WARPTWIN_VERSION_MINOR,
           WARPTWIN_VERSION_PATCH);
  ck_assert_str_eq(buf, WARPTWIN_VERSION);
  ck_assert_str_eq(warptwin_version(), WARPTWIN_VERSION);
  bool toy = false, wmb = false;
  for (unsigned c = 0; c < warptwin_num_configs(); c++) {
    const char *n = warptwin_config_at(c);
    toy = toy || strcmp(n, "dwf_toy") == 0;
    wmb = wmb || strcmp(n, "wm_baseline") == 0;
    ck_assert_uint_gt(warptwin_num_blocks(n), 0);
    ck_assert_ptr_null(warptwin_block_at(n, warptwin_num_blocks(n)));
  }
  ck_assert(toy && wmb);
  ck_assert_ptr_null(warptwin_config_at(warptwin_num_configs()));
  ck_assert_uint_eq(warptwin_num_blocks("nonesuch"), 0);
  ck_assert_uint_eq(warptwin_num_blocks(NULL), 0);
  /* configs/dwf_toy.cfg: POOL = 8, NL = 4; the baseline's POOL is knobs.def's 128. */
  long long v = 0;
  ck_assert_int_eq(warptwin_config_knob("dwf_toy", "POOL", &v), WARPTWIN_OK);
  ck_assert_int_eq(v, 8);
  ck_assert_int_eq(warptwin_config_knob("dwf_toy", "NL", &v), WARPTWIN_OK);
  ck_assert_int_eq(v, 4);
  ck_assert_int_eq(warptwin_config_knob("dwf_baseline", "POOL", &v), WARPTWIN_OK);
  ck_assert_int_eq(v, 128);
  ck_assert_int_eq(warptwin_config_knob("dwf_toy", "BOGUS", &v), WARPTWIN_ENOTFOUND);
  ck_assert_int_eq(warptwin_config_knob("nonesuch", "POOL", &v), WARPTWIN_ENOTFOUND);
  ck_assert_int_eq(warptwin_config_knob(NULL, "POOL", &v), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_config_knob("dwf_toy", "POOL", NULL), WARPTWIN_EARG);
}
END_TEST

/* The configuration travels with the instance (hash from the golden file's header). */
START_TEST(test_config_text) {
  char path[1024];
  vec_path(path, sizeof path, "dwf_warp_alloc", "dwf_toy", "wrap.vec");
  vec_t v;
  vec_read(&v, path);
  warptwin_t *w = create_ok("dwf_warp_alloc", "dwf_toy");
  ck_assert_str_eq(warptwin_config(w), "dwf_toy");
  ck_assert_str_eq(warptwin_compiled_config(w), "dwf_toy");
  char text[1024], want[128];
  int n = warptwin_config_text(w, text, sizeof text);
  ck_assert_int_gt(n, 0);
  ck_assert_uint_eq((size_t)n, strlen(text));
  snprintf(want, sizeof want, "config_hash %016" PRIx64 "\n", v.hash);
  ck_assert_msg(strstr(text, want) != NULL, "%s", text);
  ck_assert(strstr(text, "block dwf_warp_alloc\n") && strstr(text, "config dwf_toy\n") &&
            strstr(text, "knob POOL 8\n"));
  /* snprintf's contract: the length without writing, and a truncated copy. */
  ck_assert_int_eq(warptwin_config_text(w, NULL, 0), n);
  char small[8];
  ck_assert_int_eq(warptwin_config_text(w, small, sizeof small), n);
  ck_assert_str_eq(small, "block d");
  char tmp[1024];
  snprintf(tmp, sizeof tmp, "%s/config.txt", env("WT_TMP", "/tmp"));
  FILE *f = fopen(tmp, "w+");
  ck_assert_ptr_nonnull(f);
  ck_assert_int_eq(warptwin_print_config(w, f), WARPTWIN_OK);
  rewind(f);
  char back[1024] = "";
  size_t got = fread(back, 1, sizeof back - 1, f);
  back[got] = '\0';
  fclose(f);
  remove(tmp);
  ck_assert_str_eq(back, text);
  vec_free(&v);
  warptwin_destroy(w);
}
END_TEST

/* Ports by index and by name, Verilog names, qualifiers (rtl_c/dwf_warp_alloc.h). */
START_TEST(test_ports) {
  warptwin_t *w = create_ok("dwf_warp_alloc", "dwf_toy");
  ck_assert_uint_eq(warptwin_num_inputs(w), 4);
  ck_assert_uint_eq(warptwin_num_ports(w), 8);
  ck_assert_int_eq(warptwin_port_find(w, "push_idx"), 1);
  ck_assert_int_eq(warptwin_port_find(w, "push_idx_i"), 1);
  ck_assert_int_eq(warptwin_port_find(w, "pop0_idx_o"), 5);
  warptwin_port_t p;
  ck_assert_int_eq(warptwin_port(w, 5, &p), WARPTWIN_OK);
  ck_assert_str_eq(p.name, "pop0_idx");
  ck_assert_int_eq(p.dir, WARPTWIN_OUT);
  ck_assert_uint_eq(p.width, 3); /* clog2(POOL = 8) */
  ck_assert_str_eq(p.qual, "pop0_valid");
  ck_assert_int_eq(p.qual_port, 4);
  ck_assert_uint_eq(p.offset, 1);
  ck_assert_int_eq(warptwin_port(w, 4, &p), WARPTWIN_OK);
  ck_assert_ptr_null(p.qual);
  ck_assert_int_eq(p.qual_port, -1);
  ck_assert_uint_eq(warptwin_in_bits(w), 6);
  ck_assert_uint_eq(warptwin_out_bits(w), 8);
  ck_assert_uint_eq(warptwin_state_bits(w), 34); /* vectors/FORMAT.md's worked example */
  /* Arrays: dwf_update_regs's wur_tid is 2*NL elements of TIDW bits (toy: 8 x 5). */
  warptwin_t *u = create_ok("dwf_update_regs", "dwf_toy");
  int t = warptwin_port_find(u, "wur_tid_o");
  ck_assert_int_ge(t, 0);
  ck_assert_int_eq(warptwin_port(u, (unsigned)t, &p), WARPTWIN_OK);
  ck_assert_uint_eq(p.count, 8);
  ck_assert_uint_eq(p.width, 5);
  uint64_t x;
  ck_assert_int_eq(warptwin_get(u, (unsigned)t, 7, &x), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_get(u, (unsigned)t, 8, &x), WARPTWIN_ERANGE);
  ck_assert_msg(strstr(warptwin_error(u), "element 8") != NULL, "%s", warptwin_error(u));
  warptwin_destroy(u);
  warptwin_destroy(w);
}
END_TEST

/* The block's invariants: a state that breaks them is reported, a block without any says OK. */
START_TEST(test_check) {
  warptwin_t *w = create_ok("wm_sm", "wm_baseline");
  ck_assert_int_eq(warptwin_check(w), WARPTWIN_OK);
  int f = -1;
  for (unsigned i = 0; i < warptwin_num_state_fields(w); i++) {
    warptwin_port_t p;
    ck_assert_int_eq(warptwin_state_field(w, i, &p), WARPTWIN_OK);
    ck_assert_int_eq(p.dir, WARPTWIN_STATE);
    if (strcmp(p.name, "wb.valid") == 0) f = (int)i;
  }
  ck_assert_int_ge(f, 0);
  /* A valid workload buffer with no busy TB slot (rtl_c/wm_sm.c, wm_sm_check). */
  ck_assert_int_eq(warptwin_state_set(w, (unsigned)f, 0, 1), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_check(w), WARPTWIN_ECHECK);
  ck_assert_msg(strstr(warptwin_error(w), "invariant") && strstr(warptwin_error(w), "not busy"), "%s",
                warptwin_error(w));
  ck_assert_int_eq(warptwin_reset(w), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_check(w), WARPTWIN_OK);
  warptwin_destroy(w);
  warptwin_t *a = create_ok("dwf_warp_alloc", "dwf_toy");
  ck_assert_int_eq(warptwin_check(a), WARPTWIN_OK);
  warptwin_destroy(a);
}
END_TEST

/* State pack / unpack round trip, and the asynchronous reset. */
START_TEST(test_state) {
  warptwin_t *w = create_ok("dwf_warp_alloc", "dwf_toy");
  uint32_t s0[2], s1[2];
  ck_assert_int_eq(warptwin_state_pack(w, s0, 2), WARPTWIN_OK);
  /* vectors/FORMAT.md: the reset state packs to 0x00fac688, 0x00000002. */
  ck_assert_uint_eq(s0[0], 0x00fac688u);
  ck_assert_uint_eq(s0[1], 0x00000002u);
  ck_assert_int_eq(warptwin_set_by_name(w, "pop0", 0, 1), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_set_by_name(w, "pop1", 0, 1), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_step(w), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_state_pack(w, s1, 2), WARPTWIN_OK);
  /* After two pops: head 2, count 6 (FORMAT.md): 0x82fac688, 0x00000001. */
  ck_assert_uint_eq(s1[0], 0x82fac688u);
  ck_assert_uint_eq(s1[1], 0x00000001u);
  ck_assert_int_eq(warptwin_state_unpack(w, s0, 2), WARPTWIN_OK);
  uint32_t s2[2];
  ck_assert_int_eq(warptwin_state_pack(w, s2, 2), WARPTWIN_OK);
  ck_assert(s2[0] == s0[0] && s2[1] == s0[1]);
  ck_assert_int_eq(warptwin_state_unpack(w, s1, 2), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_reset_async(w), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_state_pack(w, s2, 2), WARPTWIN_OK);
  ck_assert(s2[0] == s0[0] && s2[1] == s0[1]);
  uint64_t h;
  ck_assert_int_eq(warptwin_state_get(w, 3, 0, &h), WARPTWIN_OK); /* count = POOL */
  ck_assert_uint_eq(h, 8);
  /* A reset cycle with pops requested (vectors/FORMAT.md, reset lines): the outputs are those of
   * the reset state with these inputs (SPEC 1.4: port 0 gets slot 0, port 1 then slot 1), and the
   * state after the edge is the reset state again. */
  ck_assert_int_eq(warptwin_state_unpack(w, s1, 2), WARPTWIN_OK);
  ck_assert_int_eq(warptwin_reset(w), WARPTWIN_OK);
  static const char *const outs[] = {"pop0_valid", "pop0_idx", "pop1_valid", "pop1_idx"};
  static const uint64_t want[] = {1, 0, 1, 1};
  for (unsigned i = 0; i < 4; i++) {
    ck_assert_int_eq(warptwin_get_by_name(w, outs[i], 0, &h), WARPTWIN_OK);
    ck_assert_msg(h == want[i], "%s = %" PRIu64 ", expected %" PRIu64, outs[i], h, want[i]);
  }
  ck_assert_int_eq(warptwin_state_pack(w, s2, 2), WARPTWIN_OK);
  ck_assert(s2[0] == s0[0] && s2[1] == s0[1]);
  warptwin_destroy(w);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Configuration files
////////////////////////////////////////////////////////////////////////////////

/* Writes `text` to WT_TMP/<name>; the path into `path`. */
static void write_cfg(char *path, size_t n, const char *name, const char *text) {
  snprintf(path, n, "%s/%s", env("WT_TMP", "/tmp"), name);
  FILE *f = fopen(path, "w");
  ck_assert_msg(f != NULL, "cannot write %s", path);
  fputs(text, f);
  fclose(f);
}

START_TEST(test_cfg_file) {
  char path[1024], err[2048], vp[1024];
  vec_t v;
  vec_path(vp, sizeof vp, "dwf_warp_alloc", "dwf_toy", "wrap.vec");
  vec_read(&v, vp);
  /* POOL = 8 is what dwf_warp_alloc reads of dwf_toy; SWAPS it does not read. Base: the
   * compiled-in dwf_baseline (no dwf_baseline.cfg beside the file). */
  write_cfg(path, sizeof path, "my_alloc.cfg", "base = dwf_baseline\nPOOL = 8   # the toy pool\nSWAPS = 2\n");
  warptwin_t *w = warptwin_create("dwf_warp_alloc", path, err, sizeof err);
  ck_assert_msg(w != NULL, "%s", err);
  ck_assert_str_eq(warptwin_config(w), "my_alloc");
  ck_assert_str_eq(warptwin_compiled_config(w), "dwf_toy");
  ck_assert(warptwin_config_hash(w) == v.hash);
  char text[1024];
  ck_assert_int_gt(warptwin_config_text(w, text, sizeof text), 0);
  ck_assert_msg(strstr(text, "config my_alloc\n") && strstr(text, path) && strstr(text, "compiled dwf_toy\n"),
                "%s", text);
  /* It runs the golden file of the toy configuration. */
  char msg[2048];
  ck_assert_msg(replay_all(w, &v, false, msg, sizeof msg), "%s", msg);
  warptwin_destroy(w);
  vec_free(&v);
  /* A WarpMan register-file variant: REGS = 65536 is wm_rf64k's (configs/wm_rf64k.cfg). */
  write_cfg(path, sizeof path, "rf.cfg", "base = wm_baseline\nREGS = 65536\n");
  w = warptwin_create("wm_dispatch", path, err, sizeof err);
  ck_assert_msg(w != NULL, "%s", err);
  ck_assert_str_eq(warptwin_compiled_config(w), "wm_rf64k");
  warptwin_destroy(w);
  /* A base file beside the file wins over the compiled-in configuration of that name. */
  write_cfg(path, sizeof path, "dwf_toy.cfg", "base = dwf_baseline\nPOOL = 16\n");
  write_cfg(path, sizeof path, "on_toy.cfg", "base = dwf_toy\n");
  w = warptwin_create("dwf_warp_alloc", path, err, sizeof err);
  ck_assert_ptr_null(w);
  ck_assert_msg(strstr(err, "POOL = 16") != NULL, "%s", err);
  snprintf(vp, sizeof vp, "%s/dwf_toy.cfg", env("WT_TMP", "/tmp"));
  remove(vp);
  w = warptwin_create("dwf_warp_alloc", path, err, sizeof err);
  ck_assert_msg(w != NULL, "%s", err);
  ck_assert_str_eq(warptwin_compiled_config(w), "dwf_toy");
  warptwin_destroy(w);
}
END_TEST

/* Each bad file: its text and what the error must say. */
START_TEST(test_cfg_errors) {
  static const struct {
    const char *file, *text, *want[3];
  } cases[] = {
      /* Not compiled in: names the file, the knob values, the configurations there are, the fix. */
      {"pool16.cfg",
       "base = dwf_baseline\nPOOL = 16\n",
       {"pool16.cfg: error: block dwf_warp_alloc with POOL = 16 is not compiled into libwarptwin",
        "dwf_toy (POOL = 8)", "configs/<name>.cfg"}},
      {"badint.cfg",
       "POOL = 12x\n",
       {"badint.cfg:1: error: knob POOL: value is not a decimal integer", NULL, NULL}},
      {"ways3.cfg",
       "base = dwf_baseline\nPWL_WAYS = 3\n",
       {"ways3.cfg:2: error: knob PWL_WAYS = 3 must be a power of two", NULL, NULL}},
      {"bogus.cfg", "# comment\nBOGUS = 1\n", {"bogus.cfg:2: error: unknown knob BOGUS", NULL, NULL}},
      {"nobase.cfg",
       "base = nonesuch\n",
       {"nobase.cfg:1: error: unknown base configuration nonesuch", "no compiled-in configuration nonesuch",
        NULL}},
      {"range.cfg", "POOL = 1\n", {"range.cfg:1: error: knob POOL = 1 is out of range 2..1024", NULL, NULL}},
      {"cross.cfg",
       "base = wm_baseline\nSCHED = 32\n",
       {"cross.cfg:2: error: knob THRESH = 36 exceeds the scheduler entries (SCHED = 32)", NULL, NULL}},
      {"noext.txt", "POOL = 8\n", {"noext.txt", NULL, NULL}},
  };
  for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char path[1024], err[2048] = "x";
    write_cfg(path, sizeof path, cases[i].file, cases[i].text);
    /* A path without ".cfg" is still a path (it has a '/'): rejected by the name rule. */
    warptwin_t *w = warptwin_create("dwf_warp_alloc", path, err, sizeof err);
    ck_assert_msg(w == NULL, "%s accepted", cases[i].file);
    for (unsigned k = 0; k < 3 && cases[i].want[k]; k++) {
      ck_assert_msg(strstr(err, cases[i].want[k]) != NULL, "%s: want '%s', got '%s'", cases[i].file,
                    cases[i].want[k], err);
    }
    remove(path);
  }
  char err[256];
  ck_assert_ptr_null(warptwin_create("dwf_warp_alloc", "/nonexistent/x.cfg", err, sizeof err));
  ck_assert_msg(strstr(err, "/nonexistent/x.cfg: error: cannot open") != NULL, "%s", err);
}
END_TEST

////////////////////////////////////////////////////////////////////////////////
// Misuse
////////////////////////////////////////////////////////////////////////////////

START_TEST(test_create_errors) {
  char err[2048];
  ck_assert_ptr_null(warptwin_create(NULL, "dwf_toy", err, sizeof err));
  ck_assert_msg(strstr(err, "block is NULL") != NULL, "%s", err);
  ck_assert_ptr_null(warptwin_create("dwf_warp_alloc", NULL, err, sizeof err));
  ck_assert_msg(strstr(err, "config is NULL") != NULL, "%s", err);
  ck_assert_ptr_null(warptwin_create("nonesuch", "dwf_toy", err, sizeof err));
  ck_assert_msg(
      strstr(err, "unknown block 'nonesuch'") && strstr(err, "dwf_warp_alloc") && strstr(err, "wm_sm"), "%s",
      err);
  ck_assert_ptr_null(warptwin_create("dwf_warp_alloc", "nonesuch", err, sizeof err));
  ck_assert_msg(strstr(err, "unknown configuration 'nonesuch'") && strstr(err, "dwf_toy"), "%s", err);
  ck_assert_ptr_null(warptwin_create("wm_sm", "dwf_toy", err, sizeof err));
  ck_assert_msg(strstr(err, "does not build block 'wm_sm'") && strstr(err, "wm_baseline"), "%s", err);
  /* No error buffer, or a tiny one: no crash, a terminated (truncated) message. */
  ck_assert_ptr_null(warptwin_create("nonesuch", "dwf_toy", NULL, 0));
  ck_assert_ptr_null(warptwin_create("nonesuch", "dwf_toy", NULL, 100));
  char one[1] = {'x'};
  ck_assert_ptr_null(warptwin_create("nonesuch", "dwf_toy", one, 1));
  ck_assert_int_eq(one[0], '\0');
  char five[5];
  ck_assert_ptr_null(warptwin_create("nonesuch", "dwf_toy", five, sizeof five));
  ck_assert_str_eq(five, "warp");
}
END_TEST

/* Every function with a NULL instance. */
START_TEST(test_null_instance) {
  uint64_t v;
  uint32_t words[4] = {0};
  warptwin_port_t p;
  const char *name;
  long long lv;
  warptwin_destroy(NULL);
  warptwin_clear_error(NULL);
  ck_assert_str_eq(warptwin_error(NULL), "warptwin: no instance (NULL)");
  ck_assert_ptr_null(warptwin_block(NULL));
  ck_assert_ptr_null(warptwin_config(NULL));
  ck_assert_ptr_null(warptwin_compiled_config(NULL));
  ck_assert(warptwin_config_hash(NULL) == 0);
  ck_assert_uint_eq(warptwin_num_knobs(NULL), 0);
  ck_assert_int_eq(warptwin_knob(NULL, 0, &name, &lv), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_config_text(NULL, NULL, 0), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_print_config(NULL, stdout), WARPTWIN_EARG);
  ck_assert_uint_eq(warptwin_num_ports(NULL), 0);
  ck_assert_uint_eq(warptwin_num_inputs(NULL), 0);
  ck_assert_int_eq(warptwin_port(NULL, 0, &p), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_port_find(NULL, "push"), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_set(NULL, 0, 0, 0), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_get(NULL, 0, 0, &v), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_set_by_name(NULL, "push", 0, 0), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_get_by_name(NULL, "push", 0, &v), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_counts(NULL, 0), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_step(NULL), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_reset(NULL), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_reset_async(NULL), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_step_words(NULL, 1, words, 4, words, 4), WARPTWIN_EARG);
  ck_assert(warptwin_cycle(NULL) == 0);
  ck_assert_uint_eq(warptwin_in_bits(NULL) + warptwin_out_bits(NULL) + warptwin_state_bits(NULL), 0);
  ck_assert_int_eq(warptwin_state_pack(NULL, words, 4), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_state_unpack(NULL, words, 4), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_state_digest(NULL, &v), WARPTWIN_EARG);
  ck_assert_uint_eq(warptwin_num_state_fields(NULL), 0);
  ck_assert_int_eq(warptwin_state_field(NULL, 0, &p), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_state_get(NULL, 0, 0, &v), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_state_set(NULL, 0, 0, 0), WARPTWIN_EARG);
  ck_assert_int_eq(warptwin_check(NULL), WARPTWIN_EARG);
}
END_TEST

/* Checks `rc` is `code` and the error text holds `want`, then clears it. */
static void expect_err(warptwin_t *w, int rc, int code, const char *want) {
  ck_assert_msg(rc == code, "rc %d, expected %d (%s)", rc, code, warptwin_error(w));
  ck_assert_msg(strstr(warptwin_error(w), want) != NULL, "want '%s' in '%s'", want, warptwin_error(w));
  warptwin_clear_error(w);
  ck_assert_str_eq(warptwin_error(w), "");
}

START_TEST(test_misuse) {
  warptwin_t *w = create_ok("dwf_warp_alloc", "dwf_toy");
  uint64_t v;
  warptwin_port_t p;
  const char *name;
  long long lv;
  expect_err(w, warptwin_port_find(w, "bogus"), WARPTWIN_ENOTFOUND, "unknown port 'bogus'");
  expect_err(w, warptwin_port_find(w, "push_o"), WARPTWIN_ENOTFOUND, "unknown port 'push_o'");
  expect_err(w, warptwin_port_find(w, NULL), WARPTWIN_EARG, "name is NULL");
  expect_err(w, warptwin_set_by_name(w, "bogus", 0, 0), WARPTWIN_ENOTFOUND, "unknown port 'bogus'");
  expect_err(w, warptwin_get_by_name(w, "bogus", 0, &v), WARPTWIN_ENOTFOUND, "unknown port 'bogus'");
  expect_err(w, warptwin_set(w, 8, 0, 0), WARPTWIN_ERANGE, "port 8 out of range");
  expect_err(w, warptwin_get(w, 99, 0, &v), WARPTWIN_ERANGE, "port 99 out of range");
  expect_err(w, warptwin_port(w, 8, &p), WARPTWIN_ERANGE, "port 8 out of range");
  expect_err(w, warptwin_port(w, 0, NULL), WARPTWIN_EARG, "info is NULL");
  expect_err(w, warptwin_set(w, 0, 1, 0), WARPTWIN_ERANGE, "element 1 of port push out of range");
  expect_err(w, warptwin_get(w, 5, 1, &v), WARPTWIN_ERANGE, "element 1 of port pop0_idx");
  expect_err(w, warptwin_get(w, 5, 0, NULL), WARPTWIN_EARG, "value is NULL");
  /* push_idx is 3 bits on the toy: 8 is too wide, and the input keeps its value. */
  ck_assert_int_eq(warptwin_set_by_name(w, "push_idx", 0, 5), WARPTWIN_OK);
  expect_err(w, warptwin_set_by_name(w, "push_idx", 0, 8), WARPTWIN_ERANGE,
             "wider than port push_idx (3 bits)");
  ck_assert_int_eq(warptwin_get_by_name(w, "push_idx", 0, &v), WARPTWIN_OK);
  ck_assert_uint_eq(v, 5);
  expect_err(w, warptwin_set_by_name(w, "push", 0, 2), WARPTWIN_ERANGE, "wider than port push (1 bits)");
  expect_err(w, warptwin_set_by_name(w, "pop0_idx", 0, 0), WARPTWIN_EDIR, "is an output");
  expect_err(w, warptwin_counts(w, 0), WARPTWIN_EDIR, "is an input");
  expect_err(w, warptwin_counts(w, 8), WARPTWIN_ERANGE, "out of range");
  expect_err(w, warptwin_knob(w, 1, &name, &lv), WARPTWIN_ERANGE, "knob 1 out of range");
  expect_err(w, warptwin_knob(w, 0, NULL, &lv), WARPTWIN_EARG, "NULL");
  expect_err(w, warptwin_config_text(w, NULL, 10), WARPTWIN_EARG, "buf is NULL");
  expect_err(w, warptwin_print_config(w, NULL), WARPTWIN_EARG, "FILE is NULL");
  /* Packed forms: sizes and bits above the packed width (in: 6 bits, out: 8, state: 34). */
  uint32_t in[2] = {0, 0}, out[2], st[2];
  expect_err(w, warptwin_step_words(w, 1, NULL, 1, out, 1), WARPTWIN_EARG, "in is NULL");
  expect_err(w, warptwin_step_words(w, 1, in, 0, out, 1), WARPTWIN_ERANGE, "in has 0 words");
  in[0] = 1u << 6;
  expect_err(w, warptwin_step_words(w, 1, in, 1, out, 1), WARPTWIN_ERANGE,
             "bits set above the 6 packed bits");
  in[0] = 0;
  in[1] = 1;
  expect_err(w, warptwin_step_words(w, 1, in, 2, out, 1), WARPTWIN_ERANGE, "word 1 has bits set");
  in[1] = 0;
  expect_err(w, warptwin_step_words(w, 1, in, 1, out, 0), WARPTWIN_ERANGE, "out has 0 words");
  ck_assert(warptwin_cycle(w) == 0); /* nothing ran */
  ck_assert_int_eq(warptwin_step_words(w, 1, in, 1, NULL, 0), WARPTWIN_OK);
  expect_err(w, warptwin_state_pack(w, st, 1), WARPTWIN_ERANGE, "needs 2");
  expect_err(w, warptwin_state_pack(w, NULL, 2), WARPTWIN_EARG, "words is NULL");
  ck_assert_int_eq(warptwin_state_pack(w, st, 2), WARPTWIN_OK);
  uint32_t bad[2] = {st[0], st[1] | 4u}; /* bit 34: above the 34 state bits */
  uint64_t d0, d1;
  ck_assert_int_eq(warptwin_state_digest(w, &d0), WARPTWIN_OK);
  expect_err(w, warptwin_state_unpack(w, bad, 2), WARPTWIN_ERANGE, "above the 34 packed bits");
  expect_err(w, warptwin_state_unpack(w, st, 1), WARPTWIN_ERANGE, "state has 1 words");
  expect_err(w, warptwin_state_unpack(w, NULL, 2), WARPTWIN_EARG, "state is NULL");
  ck_assert_int_eq(warptwin_state_digest(w, &d1), WARPTWIN_OK);
  ck_assert(d0 == d1); /* unchanged */
  expect_err(w, warptwin_state_digest(w, NULL), WARPTWIN_EARG, "digest is NULL");
  /* State fields: slot is POOL x 3 bits, count 4 bits. */
  expect_err(w, warptwin_state_set(w, 0, 8, 0), WARPTWIN_ERANGE, "element 8 of state field slot");
  expect_err(w, warptwin_state_set(w, 0, 0, 8), WARPTWIN_ERANGE, "wider than state field slot (3 bits)");
  expect_err(w, warptwin_state_set(w, 9, 0, 0), WARPTWIN_ERANGE, "state field 9 out of range");
  expect_err(w, warptwin_state_get(w, 9, 0, &v), WARPTWIN_ERANGE, "state field 9 out of range");
  expect_err(w, warptwin_state_get(w, 0, 0, NULL), WARPTWIN_EARG, "value is NULL");
  expect_err(w, warptwin_state_field(w, 9, &p), WARPTWIN_ERANGE, "state field 9 out of range");
  expect_err(w, warptwin_state_field(w, 0, NULL), WARPTWIN_EARG, "info is NULL");
  ck_assert_int_eq(warptwin_state_digest(w, &d1), WARPTWIN_OK);
  ck_assert(d0 == d1);
  warptwin_destroy(w);
}
END_TEST

static Suite *suite(void) {
  Suite *s = suite_create("libwarptwin");
  TCase *t = tcase_create("lib");
  tcase_set_timeout(t, 300);
  tcase_add_test(t, test_interleaved);
  tcase_add_test(t, test_independent);
  tcase_add_test(t, test_all_golden);
  tcase_add_test(t, test_replay_catches);
  tcase_add_test(t, test_enumerate);
  tcase_add_test(t, test_config_text);
  tcase_add_test(t, test_ports);
  tcase_add_test(t, test_check);
  tcase_add_test(t, test_state);
  tcase_add_test(t, test_cfg_file);
  tcase_add_test(t, test_cfg_errors);
  tcase_add_test(t, test_create_errors);
  tcase_add_test(t, test_null_instance);
  tcase_add_test(t, test_misuse);
  suite_add_tcase(s, t);
  return s;
}

int main(void) {
  SRunner *sr = srunner_create(suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
