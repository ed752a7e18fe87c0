# mk/lib.mk: libwarptwin, the C library of every block in every registered configuration, its
# DPI-C reference models, installation and tests (included by the Makefile; uses its variables
# CONFIGS, BLOCKS, B, GEN, OBJ, BIN, INCS, C_HDRS, CFLAGS_*, SAN_FLAGS, CHECK_FLAGS, Q, say).
#
#   make lib                     build/lib/{libwarptwin.a, libwarptwin.so*, warptwin.pc, include/,
#                                dpi/<config>/<block>_dpi.sv}
#   make install PREFIX=DIR      DIR/lib/{libwarptwin.a, libwarptwin.so*, pkgconfig/warptwin.pc},
#                                DIR/include/warptwin/*.h, DIR/share/warptwin/dpi/<config>/*.sv
#   make lib-check               the library's tests (a job of make test): Check suite plain and
#                                under ASan+UBSan, Verilator -Wall on every DPI-C model (lib-lint),
#                                install + examples/c_api, examples/dpi
#
# Configurations are compile-time (every width is a C constant), so each configuration's block
# objects (build/<config>/obj/<block>.o, the objects every other stage uses) are linked with that
# configuration's table (tools/dpigen --libcfg) into one relocatable object, build/<config>/lib/
# cfg.o, whose only global symbol is the table wt_libcfg_<config>: two configurations' functions
# and descriptors never meet. The generic code (rtl_c/wt_block.c, lib/*.c) is compiled once. All of
# it is linked into build/lib/warptwin.o with only the warptwin_* symbols global; the static and
# the shared library are made of that one object (the shared one also with lib/warptwin.map).
#
# The block objects are position-independent as they are: Debian's gcc builds PIE by default, and
# the Makefile's CFLAGS_COMMON says -fPIE so that another gcc does too (here: the same machine code).

#################
# The version   #
#################

# The one declaration of the version: the header's WARPTWIN_VERSION_*, the .pc's Version and the
# shared library's name and soname come from it.
WT_VERSION := 0.14.0
WT_VERSION_MAJOR := $(word 1,$(subst ., ,$(WT_VERSION)))
WT_VERSION_MINOR := $(word 2,$(subst ., ,$(WT_VERSION)))
WT_VERSION_PATCH := $(word 3,$(subst ., ,$(WT_VERSION)))
# The soname: major.minor while the major version is 0 (a 0.x release may change the ABI), else
# the major version.
WT_SOVERSION := $(if $(filter 0,$(WT_VERSION_MAJOR)),$(WT_VERSION_MAJOR).$(WT_VERSION_MINOR),$(WT_VERSION_MAJOR))

# The configurations compiled into the library.
LIB_CONFIGS ?= $(CONFIGS)

LIB_DIR  := build/lib
LIB_INC  := $(LIB_DIR)/include/warptwin
LIB_SO   := libwarptwin.so.$(WT_VERSION)
LIB_SONAME := libwarptwin.so.$(WT_SOVERSION)
# The public headers (installed as include/warptwin/).
LIB_HDRS := $(LIB_INC)/warptwin.h $(LIB_INC)/warptwin_dpi.h $(LIB_INC)/warptwin_version.h
# The generic objects, compiled once: wt_block.c, the configuration-file rules, the API, the DPI-C
# functions, the list of configurations.
LIB_GENERIC := wt_block wt_cfg warptwin warptwin_dpi wt_libcfgs
LIB_CFLAGS  := $(CFLAGS_COMMON) -fPIC -Irtl_c -Ilib -I$(LIB_INC)

.PHONY: lib lib-san lib-cfg lib-cfg-san install lib-check lib-test lib-test-san lib-lint

#####################################
# One configuration (a sub-make)    #
#####################################

# Run with CONFIG=<c> by the top-level rules below (WT_LIB_SUB=1): the configuration's relocatable
# object, plain and with sanitizers, and its blocks' DPI-C models.
ifdef WT_LIB_SUB

$(BIN)/dpigen: tools/dpigen.c $(TOOL_UTIL) $(OBJ)/libwt.a $(C_HDRS) | $(BIN)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) $(INCS) -Itools -o $@ $(TOOL_SRCS)

$(GEN)/%_dpi.sv: $(BIN)/dpigen
	$(call say,GEN $@)
	$(Q)$(BIN)/dpigen $* $@

$(B)/lib/wt_libcfg.c: $(BIN)/dpigen
	@mkdir -p $(@D)
	$(call say,GEN $@)
	$(Q)$(BIN)/dpigen --libcfg $@

$(B)/lib/wt_libcfg.o: $(B)/lib/wt_libcfg.c lib/wt_libcfg.h lib/wt_cfg.h rtl_c/wt_block.h configs/knobs.def
	$(call say,CC $@)
	$(Q)$(CCACHE) $(CC) $(LIB_CFLAGS) $(CFLAGS_OPT) -c -o $@ $<

# $(1): the output, $(2): the block objects. Links them with the table, keeps the table the only
# global symbol, and checks it is.
define lib_cfg_link
	$(call say,LD $(1))
	$(Q)ld -r -o $(1).tmp $(2) $(B)/lib/wt_libcfg.o
	$(Q)objcopy --keep-global-symbol=wt_libcfg_$(CONFIG) $(1).tmp $(1).tmp2 && rm -f $(1).tmp
	$(Q)globals=$$(nm -g --defined-only $(1).tmp2 | awk '{print $$3}'); \
	  [ "$$globals" = "wt_libcfg_$(CONFIG)" ] || { echo "lib [$(CONFIG)]: $(1): global symbols besides the table: $$globals"; rm -f $(1).tmp2; exit 1; }
	$(Q)mv -f $(1).tmp2 $(1)
endef

$(B)/lib/cfg.o: $(BLOCKS:%=$(OBJ)/%.o) $(B)/lib/wt_libcfg.o
	$(call lib_cfg_link,$@,$(BLOCKS:%=$(OBJ)/%.o))

$(B)/lib/cfg-san.o: $(BLOCKS:%=$(B)/obj-san/%.o) $(B)/lib/wt_libcfg.o
	$(call lib_cfg_link,$@,$(BLOCKS:%=$(B)/obj-san/%.o))

# The DPI-C models, also where build/lib/warptwin.pc's dpidir points.
$(LIB_DIR)/dpi/$(CONFIG)/%_dpi.sv: $(GEN)/%_dpi.sv
	@mkdir -p $(@D) && cp $< $@

lib-cfg: $(B)/lib/cfg.o $(BLOCKS:%=$(LIB_DIR)/dpi/$(CONFIG)/%_dpi.sv)
lib-cfg-san: $(B)/lib/cfg-san.o

else

#####################################
# The library                       #
#####################################

# Each configuration's object comes from its own make (its CONFIG); the sub-make replaces the file
# only when something changed, so an up-to-date library is not relinked.
LIB_CFG_OBJS     := $(foreach c,$(LIB_CONFIGS),build/$(c)/lib/cfg.o)
LIB_CFG_SAN_OBJS := $(foreach c,$(LIB_CONFIGS),build/$(c)/lib/cfg-san.o)
$(LIB_CFG_OBJS): build/%/lib/cfg.o: FORCE
	@$(MAKE) --no-print-directory CONFIG=$* WT_LIB_SUB=1 lib-cfg
# After the plain object: both sub-makes would otherwise build the same tool and table.
$(LIB_CFG_SAN_OBJS): build/%/lib/cfg-san.o: build/%/lib/cfg.o FORCE
	@$(MAKE) --no-print-directory CONFIG=$* WT_LIB_SUB=1 lib-cfg-san

$(LIB_INC)/warptwin_version.h: mk/lib.mk
	@mkdir -p $(@D)
	$(call say,GEN $@)
	$(Q){ echo '/* Generated by mk/lib.mk from WT_VERSION: do not edit. */'; \
	   echo '#ifndef WARPTWIN_VERSION_H'; echo '#define WARPTWIN_VERSION_H'; \
	   echo '#define WARPTWIN_VERSION_MAJOR $(WT_VERSION_MAJOR)'; \
	   echo '#define WARPTWIN_VERSION_MINOR $(WT_VERSION_MINOR)'; \
	   echo '#define WARPTWIN_VERSION_PATCH $(WT_VERSION_PATCH)'; \
	   echo '#define WARPTWIN_VERSION "$(WT_VERSION)"'; echo '#endif'; } > $@

$(LIB_INC)/%.h: lib/%.h
	@mkdir -p $(@D) && cp $< $@

# The list of the compiled-in configurations, rewritten when LIB_CONFIGS changes.
$(LIB_DIR)/gen/wt_libcfgs.c: FORCE
	@mkdir -p $(@D)
	@{ echo '/* Generated by mk/lib.mk from LIB_CONFIGS: do not edit. */'; \
	   echo '#include "wt_libcfg.h"'; \
	   $(foreach c,$(LIB_CONFIGS),echo 'extern const wt_libcfg_t wt_libcfg_$(c);';) \
	   echo 'const wt_libcfg_t *const wt_libcfgs[] = {$(foreach c,$(LIB_CONFIGS),&wt_libcfg_$(c),)};'; \
	   echo 'const unsigned wt_n_libcfgs = $(words $(LIB_CONFIGS));'; } > $@.tmp$$$$; \
	if cmp -s $@.tmp$$$$ $@; then rm -f $@.tmp$$$$; else mv -f $@.tmp$$$$ $@; fi

LIB_SRC_wt_block     := rtl_c/wt_block.c
LIB_SRC_wt_cfg       := lib/wt_cfg.c
LIB_SRC_warptwin     := lib/warptwin.c
LIB_SRC_warptwin_dpi := lib/warptwin_dpi.c
LIB_SRC_wt_libcfgs   := $(LIB_DIR)/gen/wt_libcfgs.c
LIB_DEPS := $(LIB_HDRS) lib/wt_cfg.h lib/wt_libcfg.h rtl_c/wt_block.h rtl_c/wt_bits.h configs/knobs.def

$(LIB_DIR)/obj/%.o: $$(LIB_SRC_$$*) $(LIB_DEPS)
	@mkdir -p $(@D)
	$(call say,CC $@)
	$(Q)$(CCACHE) $(CC) $(LIB_CFLAGS) $(CFLAGS_OPT) -c -o $@ $<

$(LIB_DIR)/obj-san/%.o: $$(LIB_SRC_$$*) $(LIB_DEPS)
	@mkdir -p $(@D)
	$(call say,CC $@)
	$(Q)$(CCACHE) $(CC) $(LIB_CFLAGS) -O1 -g $(SAN_FLAGS) -c -o $@ $<

# Everything in one object with only warptwin_* global ($(1): output, $(2): objects).
define lib_link_all
	@mkdir -p $(dir $(1))
	$(call say,LD $(1))
	$(Q)ld -r -o $(1).tmp $(2)
	$(Q)objcopy --wildcard --keep-global-symbol='warptwin_*' $(1).tmp $(1) && rm -f $(1).tmp
endef

$(LIB_DIR)/warptwin.o: $(LIB_CFG_OBJS) $(LIB_GENERIC:%=$(LIB_DIR)/obj/%.o)
	$(call lib_link_all,$@,$^)

$(LIB_DIR)/san/warptwin.o: $(LIB_CFG_SAN_OBJS) $(LIB_GENERIC:%=$(LIB_DIR)/obj-san/%.o)
	$(call lib_link_all,$@,$^)

$(LIB_DIR)/libwarptwin.a: $(LIB_DIR)/warptwin.o
	$(call say,AR $@)
	$(Q)rm -f $@ && ar rcs $@ $<

$(LIB_DIR)/san/libwarptwin.a: $(LIB_DIR)/san/warptwin.o
	$(call say,AR $@)
	$(Q)rm -f $@ && ar rcs $@ $<

# Only warptwin_* exported (lib/warptwin.map); every reference resolved (--no-undefined); no text
# relocations (-z text).
$(LIB_DIR)/$(LIB_SO): $(LIB_DIR)/warptwin.o lib/warptwin.map
	$(call say,LD $@)
	$(Q)$(CC) -shared -o $@ $< -Wl,-soname,$(LIB_SONAME) -Wl,--version-script,lib/warptwin.map \
	  -Wl,--no-undefined -Wl,-z,text -Wl,-z,defs
	$(Q)ln -sf $(LIB_SO) $(LIB_DIR)/$(LIB_SONAME) && ln -sf $(LIB_SONAME) $(LIB_DIR)/libwarptwin.so

# $(1): prefix, $(2): libdir, $(3): includedir, $(4): dpidir.
lib_pc = sed -e 's|@prefix@|$(1)|; s|@libdir@|$(2)|; s|@includedir@|$(3)|; s|@dpidir@|$(4)|; s|@VERSION@|$(WT_VERSION)|' lib/warptwin.pc.in

# For use from the build tree: PKG_CONFIG_PATH=build/lib.
$(LIB_DIR)/warptwin.pc: lib/warptwin.pc.in mk/lib.mk
	$(call say,GEN $@)
	$(Q)$(call lib_pc,$(abspath $(LIB_DIR)),$${prefix},$${prefix}/include,$${prefix}/dpi) > $@

lib: $(LIB_DIR)/libwarptwin.a $(LIB_DIR)/$(LIB_SO) $(LIB_DIR)/warptwin.pc
	@echo "lib: libwarptwin $(WT_VERSION): $(words $(LIB_CONFIGS)) configurations ($(LIB_CONFIGS)) in $(LIB_DIR)"

lib-san: $(LIB_DIR)/san/libwarptwin.a $(LIB_HDRS)

#####################################
# Installation                      #
#####################################

ifneq ($(filter install,$(MAKECMDGOALS)),)
ifeq ($(strip $(PREFIX)),)
$(error make install: PREFIX is not set; say where to install, e.g. make install PREFIX=$$HOME/.local)
endif
endif
INSTALL_PREFIX = $(abspath $(PREFIX))

install: lib
	@echo "install: libwarptwin $(WT_VERSION) into $(INSTALL_PREFIX)"
	$(Q)install -d $(INSTALL_PREFIX)/lib/pkgconfig $(INSTALL_PREFIX)/include/warptwin \
	  $(foreach c,$(LIB_CONFIGS),$(INSTALL_PREFIX)/share/warptwin/dpi/$(c))
	$(Q)install -m 644 $(LIB_DIR)/libwarptwin.a $(INSTALL_PREFIX)/lib/
	$(Q)install -m 755 $(LIB_DIR)/$(LIB_SO) $(INSTALL_PREFIX)/lib/
	$(Q)ln -sf $(LIB_SO) $(INSTALL_PREFIX)/lib/$(LIB_SONAME) && ln -sf $(LIB_SONAME) $(INSTALL_PREFIX)/lib/libwarptwin.so
	$(Q)install -m 644 $(LIB_HDRS) $(INSTALL_PREFIX)/include/warptwin/
	$(Q)$(call lib_pc,$(INSTALL_PREFIX),$${prefix}/lib,$${prefix}/include,$${prefix}/share/warptwin/dpi) \
	  > $(INSTALL_PREFIX)/lib/pkgconfig/warptwin.pc
	$(Q)$(foreach c,$(LIB_CONFIGS),install -m 644 $(LIB_DIR)/dpi/$(c)/*_dpi.sv $(INSTALL_PREFIX)/share/warptwin/dpi/$(c)/ &&) true

#####################################
# Tests                             #
#####################################

LIB_TEST_SRCS := tb/lib/test_lib.c
# The Check suite on the static library, plain and under ASan+UBSan.
$(LIB_DIR)/test/test_lib: $(LIB_TEST_SRCS) $(LIB_DIR)/libwarptwin.a $(LIB_HDRS)
	@mkdir -p $(@D)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) $(CFLAGS_OPT) -I$(LIB_DIR)/include -o $@ $(LIB_TEST_SRCS) $(LIB_DIR)/libwarptwin.a $(CHECK_FLAGS)

$(LIB_DIR)/test/san_test_lib: $(LIB_TEST_SRCS) $(LIB_DIR)/san/libwarptwin.a $(LIB_HDRS)
	@mkdir -p $(@D)
	$(call say,CC $@)
	$(Q)$(CC) $(CFLAGS_COMMON) -O1 -g $(SAN_FLAGS) -I$(LIB_DIR)/include -o $@ $(LIB_TEST_SRCS) $(LIB_DIR)/san/libwarptwin.a $(CHECK_FLAGS)

# The Check suite reads the golden vectors and writes its scratch configuration files here.
LIB_TEST_ENV = WT_VECTORS=vectors WT_CONFIGS=configs WT_TMP=$(LIB_DIR)/test/tmp

lib-test: $(LIB_DIR)/test/test_lib
	@echo "== lib: Check suite (static library)"
	@mkdir -p $(LIB_DIR)/test/tmp && $(LIB_TEST_ENV) $<

lib-test-san: $(LIB_DIR)/test/san_test_lib
	@echo "== lib: Check suite under ASan+UBSan"
	@mkdir -p $(LIB_DIR)/test/tmp && $(LIB_TEST_ENV) ASAN_OPTIONS=detect_leaks=1 \
	  UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 $<

# Everything: the Check suite plain and sanitized, then install into a fresh prefix and build the
# C example (shared and static) and the DPI-C example (passing, and catching a planted bug) from it.
# Every generated DPI-C model, alone: Verilator -Wall clean.
lib-lint: lib
	@$(foreach c,$(LIB_CONFIGS),$(foreach b,$(call cfg_blocks,$(c)),\
	  $(VERILATOR) --lint-only -Wall $(LIB_DIR)/dpi/$(c)/$(b)_dpi.sv --top-module $(b)_ref &&)) true
	@echo "lib-lint: $(words $(foreach c,$(LIB_CONFIGS),$(call cfg_blocks,$(c)))) DPI-C models: verilator --lint-only -Wall clean"

# The examples run on LIB_EXAMPLE_BLOCK of LIB_EXAMPLE_CONFIG (a paper sets them); their Verilog
# twin needs that configuration's generated includes.
lib-check: lib lib-san
	@$(MAKE) --no-print-directory lib-test lib-test-san lib-lint
	@$(MAKE) --no-print-directory CONFIG=$(LIB_EXAMPLE_CONFIG) prep > /dev/null
	@bash tb/lib/test_install.sh "$(MAKE)" $(WT_VERSION) $(LIB_SONAME) $(LIB_EXAMPLE_CONFIG) $(LIB_EXAMPLE_BLOCK)

endif
