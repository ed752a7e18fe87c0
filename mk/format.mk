# mk/format.mk: the C and C++ house style (.clang-format at the top of the tree).
#
#   make format        rewrite every tracked C/C++ source in place
#   make format-check  list the sources whose formatting differs, and fail if any does
#
# The sources are the tracked *.c, *.h and *.cpp files (git ls-files); what the build generates
# lives under build/ and is never formatted. format-check is a job of make test.
FORMAT_SRCS = $(shell git ls-files '*.c' '*.h' '*.cpp')
CLANG_FORMAT ?= clang-format

.PHONY: format format-check
format:
	@$(CLANG_FORMAT) -i $(FORMAT_SRCS)
	@echo "format: $(words $(FORMAT_SRCS)) files formatted with $$($(CLANG_FORMAT) --version)"

format-check:
	@bad=""; for f in $(FORMAT_SRCS); do \
	  $(CLANG_FORMAT) --dry-run --Werror "$$f" >/dev/null 2>&1 || bad="$$bad $$f"; done; \
	if [ -n "$$bad" ]; then \
	  echo "format-check: these files differ from .clang-format (run make format):"; \
	  for f in $$bad; do echo "  $$f"; done; exit 1; fi; \
	echo "format-check: $(words $(FORMAT_SRCS)) files follow .clang-format"
