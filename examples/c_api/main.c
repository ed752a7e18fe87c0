/* examples/c_api/main.c: libwarptwin from C (or C++): one block in one configuration, its
 * configuration and ports, and a few cycles.
 *
 *   cc -o c_api examples/c_api/main.c $(pkg-config --cflags --libs warptwin)
 *   ./c_api [block [configuration or file.cfg]]     (default: dwf_warp_alloc dwf_toy)
 *
 * The cycles are those of SPEC 1.12 DWF-1 on the warp allocator (vectors/FORMAT.md's example): a
 * reset cycle, then both ports pop. Another block gets its reset cycle and three cycles with all
 * inputs 0. The same file compiles as C++ (g++ -x c++). */
#include <stdio.h>
#include <string.h>

#include <warptwin/warptwin.h>

/* Prints every output of the last cycle, "-" for a don't-care one (its valid is 0). */
static void print_outputs(warptwin_t *w) {
  printf("cycle %llu:", (unsigned long long)warptwin_cycle(w) - 1u);
  for (unsigned p = warptwin_num_inputs(w); p < warptwin_num_ports(w); p++) {
    warptwin_port_t info;
    uint64_t v = 0;
    warptwin_port(w, p, &info);
    printf(" %s=", info.name);
    for (unsigned e = 0; e < info.count; e++) {
      if (warptwin_get(w, p, e, &v) != WARPTWIN_OK) {
        printf("?");
      } else if (warptwin_counts(w, p) == 0) {
        printf("-");
      } else {
        printf("%s%llx", e ? "," : "", (unsigned long long)v);
      }
    }
  }
  printf("\n");
}

int main(int argc, char **argv) {
  const char *block = argc > 1 ? argv[1] : "dwf_warp_alloc";
  const char *config = argc > 2 ? argv[2] : "dwf_toy";
  char err[1024];
  printf("libwarptwin %s (header %d.%d.%d)\n", warptwin_version(), WARPTWIN_VERSION_MAJOR,
         WARPTWIN_VERSION_MINOR, WARPTWIN_VERSION_PATCH);
  warptwin_t *w = warptwin_create(block, config, err, sizeof err);
  if (w == NULL) {
    fprintf(stderr, "c_api: %s\n", err);
    return 1;
  }
  warptwin_print_config(w, stdout);
  for (unsigned p = 0; p < warptwin_num_ports(w); p++) {
    warptwin_port_t info;
    warptwin_port(w, p, &info);
    printf("port %u %s_%s %ux%u%s%s\n", p, info.name, info.dir == WARPTWIN_IN ? "i" : "o", info.count,
           info.width, info.qual ? " if " : "", info.qual ? info.qual : "");
  }
  /* Cycle 0: reset. Then, on the allocator, pop through both ports. */
  warptwin_reset(w);
  print_outputs(w);
  int alloc = strcmp(block, "dwf_warp_alloc") == 0;
  for (int c = 1; c <= 3; c++) {
    if (alloc && (warptwin_set_by_name(w, "pop0", 0, 1) != WARPTWIN_OK ||
                  warptwin_set_by_name(w, "pop1", 0, 1) != WARPTWIN_OK)) {
      fprintf(stderr, "c_api: %s\n", warptwin_error(w));
      warptwin_destroy(w);
      return 1;
    }
    warptwin_step(w);
    print_outputs(w);
  }
  uint64_t digest = 0;
  warptwin_state_digest(w, &digest);
  printf("state digest %016llx\n", (unsigned long long)digest);
  /* A misuse is an error code and a message, never a crash. */
  if (warptwin_set_by_name(w, "no_such_port", 0, 1) != WARPTWIN_ENOTFOUND) {
    return 1;
  }
  printf("error: %s\n", warptwin_error(w));
  warptwin_destroy(w);
  return 0;
}
