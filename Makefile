# Paperdots — build, test and run. `make run` and `make test` work on a fresh Debian machine:
# they install what is missing first (scripts/setup-deps.sh).
SHELL := /bin/bash
# Every build runs on all cores (JOBS=1 for one at a time); targets that must run in order say
# so in their recipes (`deps` before anything that needs what it installs). A make started by
# another (a recipe's $(MAKE), or a script run from a `+` recipe line) shares its parent's jobs.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
ifeq ($(findstring jobserver,$(shell printf %s "$$MAKEFLAGS")),)
MAKEFLAGS += -j$(JOBS)
endif
CC ?= cc
CFLAGS_COMMON := -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-unused-parameter -Icore
CFLAGS ?= -O2 -g
SAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
# The core and the native test builds (plain and sanitized) stop on any warning.
TEST_WERROR := -Werror
LDLIBS := -lm
# Each object records the headers it includes (build/**/*.d), so a header change rebuilds only
# the objects that use it.
DEPFLAGS = -MMD -MP

# The command-line front end (cli/) is not part of the core's library or the WASM modules.
CLI_SRC := $(wildcard cli/*.c)
CORE_SRC := $(wildcard core/*.c core/*/*.c)
TEST_SRC := $(wildcard tests/native/test_*.c)
TEST_NAMES := $(basename $(notdir $(TEST_SRC)))
PLAIN_TESTS := $(addprefix build/tests/,$(TEST_NAMES))
SAN_TESTS := $(addprefix build/tests-san/,$(TEST_NAMES))

# The core is compiled once per flavour into objects that the CLI, every test program, the
# bench and the load run link (objects, not an archive: core/registry.c names the families by
# weak references, which would not pull a family's members out of an archive).
# build/obj: plain (-O2 -g); build/obj-san: ASan+UBSan; build/obj-fuzz: clang with libFuzzer.
core_obj = $(patsubst core/%.c,build/$(1)/core/%.o,$(CORE_SRC))
CORE_OBJ := $(call core_obj,obj)
CORE_OBJ_SAN := $(call core_obj,obj-san)
CORE_OBJ_FUZZ := $(call core_obj,obj-fuzz)

# Objects are kept (make would delete them as intermediate files and recompile them next time).
.SECONDARY:

build/obj/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_COMMON) $(TEST_WERROR) $(CFLAGS) $(DEPFLAGS) -c $< -o $@

build/obj-san/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_COMMON) $(TEST_WERROR) $(SAN_FLAGS) -DPD_SANITIZED $(DEPFLAGS) -c $< -o $@

.PHONY: all cli deps run-deps test test-long print-test-binaries test-quick wasm-objects test-native test-native-san lint-c lint-format tidy run clean fuzz fuzz-short wasm site bench bench-long lint load budgets strength book puzzles patterns

all: cli

deps:
	@bash scripts/setup-deps.sh test

run-deps:
	@bash scripts/setup-deps.sh run

cli: build/paperdots

build/paperdots: $(patsubst %.c,build/obj/%.o,$(CLI_SRC)) $(CORE_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

build/paperdots-san: $(patsubst %.c,build/obj-san/%.o,$(CLI_SRC)) $(CORE_OBJ_SAN)
	$(CC) $(SAN_FLAGS) -o $@ $^ $(LDLIBS)

# A test program: its own file compiled and linked with the core's objects.
build/tests/%: build/obj/tests/native/%.o build/obj/tests/native/line_buffered.o $(CORE_OBJ)
	@mkdir -p build/tests
	$(CC) $(CFLAGS) -o $@ $^ -lcmocka $(LDLIBS)

build/tests-san/%: build/obj-san/tests/native/%.o build/obj-san/tests/native/line_buffered.o $(CORE_OBJ_SAN)
	@mkdir -p build/tests-san
	$(CC) $(SAN_FLAGS) -o $@ $^ -lcmocka $(LDLIBS)

build/obj/tests/native/%.o build/obj-san/tests/native/%.o: CFLAGS_COMMON += -Itests/native

# Plain native tests, the programs side by side (one per core); with PD_TEST_QUICK=1 (what
# `make wasm` and `make run` wait for: the fast unit tests) the matches and exhaustive checks
# (PD_LONG_TEST in tests/native/long.h) are skipped. `make test` (scripts/run-all.sh) sets it;
# `make test-long` (scripts/run-long.sh) runs them.
# The test binaries, for scripts/run-all.sh to build them before it runs suites side by side.
print-test-binaries:
	@echo $(PLAIN_TESTS) $(SAN_TESTS)

test-native: $(PLAIN_TESTS) build/paperdots
	@bash scripts/run-native.sh plain $(PLAIN_TESTS)

test-native-san: $(SAN_TESTS) build/paperdots-san
	@bash scripts/run-native.sh asan+ubsan $(SAN_TESTS)

# The quick set alone (what `make wasm` runs first).
test-quick:
	@PD_TEST_QUICK=1 $(MAKE) --no-print-directory test-native

# C lint: the house format (.clang-format) on every C file, clang-tidy over every core and CLI
# file with the checks of .clang-tidy (where editors find them too), and no floating-point printf
# in the core.
C_FILES := $(shell git ls-files '*.c' '*.h' 2>/dev/null)
lint-c: lint-format tidy

# The quick part of the C lint (`make test` runs it): the house format and no floating point in printf.
lint-format:
	@clang-format --dry-run -Werror $(C_FILES) || { echo "lint-c: not in the house format (above): run clang-format -i on those files"; exit 1; }
	@if grep -nE '"[^"]*%[-+ #0-9.*]*[lL]?[fFeEgGaA]' $(wildcard core/*.c core/*/*.c cli/*.c wasm/*.c); then \
		echo "lint-c: a floating-point printf conversion (above): the core formats integers only; use pd_buf_decimal (core/common/fmt.h)"; exit 1; fi

# clang-tidy over the core and the CLI (two to three minutes of CPU: `make test-long` runs it).
tidy:
	@clang-tidy --quiet $(wildcard core/*.c core/*/*.c cli/*.c) -- $(CFLAGS_COMMON)

# libFuzzer targets (clang): setup strings, records and move lists; Dots SGF files and exports.
FUZZ_FLAGS := -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all

build/obj-fuzz/%.o: %.c
	@mkdir -p $(@D)
	clang $(CFLAGS_COMMON) $(FUZZ_FLAGS) $(DEPFLAGS) -c $< -o $@

build/fuzz-%: build/obj-fuzz/tests/fuzz/fuzz_%.o $(CORE_OBJ_FUZZ)
	clang $(FUZZ_FLAGS) -o $@ $^ -lm
# (fuzz-wasm: the WASM module's C ABI, wasm/exports.c included in tests/fuzz/fuzz_wasm.c and
# compiled natively: hostile strings and call sequences.)

FUZZ_TARGETS := build/fuzz-setup build/fuzz-sgf build/fuzz-wasm

# `make fuzz`: the targets side by side, each until it has run its share of executions (together
# 10 million; the ABI target runs each input through many calls, so it gets fewer), then a table
# of executions and coverage per target.
# Then the JS parsers' properties (fast-check: links, saved games, the WASM API from JS) with
# PD_FUZZ_RUNS generated inputs each instead of make test's few thousand.
fuzz: $(FUZZ_TARGETS) wasm/dist/paperdots.wasm
	@bash scripts/run-fuzz.sh runs setup:512:2000000 sgf:4096:7800000 wasm:4096:200000
	PD_FUZZ_RUNS=30000 npx vitest run tests/wasm/parsers.prop.test.js

# `make test`: 20 s for each target.
fuzz-short: $(FUZZ_TARGETS)
	@bash scripts/run-fuzz.sh 20 setup:512 sgf:4096 wasm:4096

# The WebAssembly module: only after the fast plain native tests pass.
EMCC := NODE_PATH=/usr/share/nodejs emcc
VERSION := $(shell node -p "require('./package.json').version" 2>/dev/null || echo 0.0.0)
COMMIT := $(shell git rev-parse --short HEAD 2>/dev/null || echo unknown)
# -O2, not -O3: 3 KB gzip smaller (less inlining) and measured as fast for the bots and the solver;
# the code that runs once per action (setup, records, SGF, the C ABI) with -Os: 1.7 KB
# smaller. emmalloc, not dlmalloc: 2.4 KB gzip smaller (the core allocates in big blocks: pools,
# tables). The core's printf is integer-only in WASM (core/common/fmt.h): no floating-point formatter.
# Measured for the boxes solver (2026-12-01, nodes/s against native on the critical suite):
# -O3, -msimd128 and -mbulk-memory gave no speed-up (+3.1, +2.4 and -0.1 KB gzip); the gap to
# native (about 0.6x) is spread over all of the search, not in one construct a flag changes.
WASM_CFLAGS := -std=c11 -Icore -DPD_VERSION='"$(VERSION)+$(COMMIT)"'
# Memory grows on demand up to a ceiling: 256 MiB for the site's modules (their biggest tables
# are level 4's 128 MiB; a browser on a small device may refuse more), 2 GiB for the whole module
# that node runs (tests, benches: the solver's 1 GiB table for 4x4). Not past 2 GiB: wasm/engine.js
# passes pointers as numbers that must stay below 2^31.
WASM_LDFLAGS := --no-entry -sSTANDALONE_WASM -sALLOW_MEMORY_GROWTH -sMALLOC=emmalloc \
	-sINITIAL_MEMORY=16777216 -sEXPORTED_FUNCTIONS=_malloc,_free
WASM_MAX_SITE := -sMAXIMUM_MEMORY=268435456
WASM_MAX_NODE := -sMAXIMUM_MEMORY=2147483648
WASM_FLAGS := $(WASM_CFLAGS) -O2 $(WASM_LDFLAGS) $(WASM_MAX_NODE)
WASM_COLD := wasm/exports.c core/setup.c core/registry.c core/dots/sgf_form.c core/dots/sgf_read.c core/dots/sgf_record.c core/dots/sgf_write.c core/dots/sgf_game.c core/dots/sgf_rings.c core/dots/sgf_katago.c core/boxes/structure.c
WASM_OBJ := $(patsubst %.c,build/wasm/%.o,wasm/exports.c $(CORE_SRC))
# The site's modules, one per family (the play page loads only its game's: half the bytes or
# less): the shared core (game, setup, registry, match, common/) and that family's folder; the
# registry's weak references leave the other families out (core/registry.c).
FAMILIES := boxes dots shutin
WASM_SHARED_OBJ := $(patsubst %.c,build/wasm/%.o,wasm/exports.c $(wildcard core/*.c core/common/*.c))
family_obj = $(WASM_SHARED_OBJ) $(patsubst %.c,build/wasm/%.o,$(wildcard core/$(1)/*.c))
WASM_FAMILY := $(foreach f,$(FAMILIES),wasm/dist/paperdots-$(f).wasm)
WASM_ALL := wasm/dist/paperdots.wasm $(WASM_FAMILY)

# The WASM objects compile while the quick tests run (the cores stay busy); the modules are
# linked only once the tests have passed.
wasm:
	@$(MAKE) --no-print-directory test-quick wasm-objects
	@$(MAKE) --no-print-directory $(WASM_ALL)

wasm-objects: $(sort $(WASM_OBJ) $(WASM_SHARED_OBJ))

# exports.c carries the version: rebuilt whenever the commit changes.
build/wasm/wasm/exports.o: build/commit-$(COMMIT)
build/commit-$(COMMIT):
	@mkdir -p build && rm -f build/commit-* && touch $@

# emcc starts Python for each file before it runs clang (0.71 s for boxes/board.c, clang alone
# 0.14 s): the objects compile with emcc's own clang and the flags emcc would give it for that
# optimisation level (`emcc --cflags -O2`, `-Os`: asked once per make run), which makes the same
# object byte for byte; the links go through emcc.
WASM_CC_O2 = $(eval WASM_CC_O2 := $$(shell em-config LLVM_ROOT)/clang $$(shell $(EMCC) --cflags -O2))$(WASM_CC_O2)
WASM_CC_Os = $(eval WASM_CC_Os := $$(shell em-config LLVM_ROOT)/clang $$(shell $(EMCC) --cflags -Os))$(WASM_CC_Os)
build/wasm/%.o: %.c
	@mkdir -p $(dir $@)
	$(if $(filter $<,$(WASM_COLD)),$(WASM_CC_Os),$(WASM_CC_O2)) $(WASM_CFLAGS) $(DEPFLAGS) -c $< -o $@

wasm/dist/paperdots.wasm: $(WASM_OBJ)
	@mkdir -p wasm/dist
	$(EMCC) -O2 $(WASM_LDFLAGS) $(WASM_MAX_NODE) -o $@ $(WASM_OBJ)

define family_wasm
wasm/dist/paperdots-$(1).wasm: $(call family_obj,$(1))
	@mkdir -p wasm/dist
	$$(EMCC) -O2 $$(WASM_LDFLAGS) $$(WASM_MAX_SITE) -o $$@ $$^
endef
$(foreach f,$(FAMILIES),$(eval $(call family_wasm,$(f))))

# Benchmarks: a table, not a test (bench/run.mjs). `make bench` takes a few minutes on an idle
# machine; the solves and matches of minutes each are in `make bench-long`.
build/bench-native: build/obj/bench/native.o build/obj/bench/kernel.o $(CORE_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

build/bench.wasm: build/wasm/bench/kernel.o $(patsubst %.c,build/wasm/%.o,$(CORE_SRC))
	$(EMCC) -O2 $(WASM_LDFLAGS) $(WASM_MAX_NODE) -o $@ $^

# The learned move prior of Dots level 4 (docs/bots.md "The learned prior"): the features of
# every candidate point in PATTERN_GAMES (records of a stronger player, one a line, made outside
# the repository: docs/bots.md says how), fitted by bench/patterns/fit.mjs into
# core/dots/pattern_table.h, which is committed. Deterministic: the same games give the same table.
PATTERN_GAMES ?=
build/patterns-extract: build/obj/bench/patterns/extract.o $(CORE_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

patterns: build/patterns-extract
	@test -n "$(PATTERN_GAMES)" || { echo "make patterns: PATTERN_GAMES=FILE (the records to learn from) is needed"; exit 1; }
	build/patterns-extract --skip 4 < $(PATTERN_GAMES) > build/patterns.txt
	node bench/patterns/fit.mjs build/patterns.txt core/dots/pattern_table.h
	clang-format -i core/dots/pattern_table.h

# In order: the installs, the tested WASM build, then the rest side by side.
BENCH_BUILD := site build/paperdots build/bench-native build/bench.wasm
bench: deps
	@$(MAKE) --no-print-directory wasm
	@$(MAKE) --no-print-directory $(BENCH_BUILD)
	@node bench/run.mjs

bench-long: deps
	@$(MAKE) --no-print-directory wasm
	@$(MAKE) --no-print-directory $(BENCH_BUILD)
	@node bench/run.mjs long

# The bots' strength (not part of `make test` or `make bench`: hours, niced; bench/strength.mjs
# lists its rows): boxes level 4's critical-position suite (bench/data/boxes-critical.jsonl)
# natively and in WASM, matches against the frozen baselines, series against the reference
# engines, the Dots double-threat suite. The boxes baseline is level 4 as it was at commit
# 2c26ad3 (once the tag boxes-l4-baseline, which a clone on a new machine did not carry), built
# from a `git archive` of that commit in a temporary folder. STRENGTH_ARGS passes options on,
# e.g. STRENGTH_ARGS='--rows boxes-critical --positions 20' while developing.
BASELINE_REV := 2c26ad3d52a820df52ee045ebd922e98b5421b26
# The frozen Dots baseline: level 4 as it was before it used its whole budget, read double
# threats and weighed grounding, built the same way.
DOTS_BASELINE_REV := 2122f139eb1b7c7868084bd9456df6c3f6a3d739
STRENGTH_ARGS ?=
# $(call baseline,DIR,REV): the CLI of commit REV, built from a `git archive` in a temporary
# folder, as DIR/paperdots.
define baseline
build/$(1)/paperdots:
	@mkdir -p build/$(1)
	@tmp=$$$$(mktemp -d) && git archive $(2) | tar -x -C "$$$$tmp" && \
		$$(MAKE) --no-print-directory -C "$$$$tmp" build/paperdots >/dev/null && \
		cp "$$$$tmp/build/paperdots" $$@ && rm -rf "$$$$tmp"
endef
$(eval $(call baseline,baseline,$(BASELINE_REV)))
$(eval $(call baseline,baseline-dots,$(DOTS_BASELINE_REV)))

# The reference engines (docs/bots.md: built outside the repository) come from the
# environment: PD_REF_DABBLE, PD_REF_MAPUALPHA, PD_REF_OPPAI; a row whose engine is absent is
# skipped with a line saying so. STRENGTH_ARGS='--rows dots15-oppai --games 4 --ms 300' plays
# one row briefly.
strength: build/paperdots wasm/dist/paperdots.wasm build/baseline/paperdots build/baseline-dots/paperdots
	nice -n 10 node bench/strength.mjs --baseline build/baseline/paperdots \
		--dots-baseline build/baseline-dots/paperdots $(STRENGTH_ARGS)

# The opening books the site ships (site/src/books; docs/solvers.md "Opening books (boxes)"): each a long exact
# solve of a board's start and of every position one and two lines on, and the walk of their
# proofs down to --min-free free lines (4x4: about 15 minutes natively, 2.5 GiB of memory). The
# build is deterministic: the same file every time. The file holds the book so far while it
# runs; a build that was stopped goes on from it with
# BOOK_ARGS='--book site/src/books/boxes-square-4x4.bin' (read whole before it is written).
book: build/paperdots
	build/paperdots book 'game=boxes&size=4x4' --openings 2 --min-free 32 --table-mb 2048 \
		--progress $(BOOK_ARGS) --out site/src/books/boxes-square-4x4.bin

# The boxes puzzles (docs/puzzles.md): bot games of every boxes board kind, each late position
# proved by the exact solver in the WASM module and kept when one move (or one set of equivalent
# moves) is best; appended to site/src/puzzles/boxes-<kind>.jsonl. Resumable: a run goes on from
# the seed after the file's last. Capped: PUZZLE_ARGS='--count 60 --seconds 600' (puzzles per
# kind, the run's seconds; --kinds sq3,hex for some kinds). tests/wasm/puzzles.test.js re-proves them.
# Then the Dots puzzles (docs/puzzles.md "Dots"): bot games on 10x10, 12x12 and 15x15 (Polish rules on 12x12 and 15x15 too), each
# position proved by the horizon search to 2 or 3 plies; site/src/puzzles/dots-<kind>.jsonl,
# resumable the same way, DOTS_PUZZLE_ARGS='--count 250 --seconds 1800' (--kinds ru10,ru12,ru15,pl12,pl15);
# tests/wasm/puzzles-dots.test.js re-proves them. Then the Shut In puzzles (docs/puzzles.md "Shut
# In"): bot games on 8x8 with and without gravity, the won positions kept when one move (or one set
# of moves leaving the same game) wins; site/src/puzzles/shutin-<kind>.jsonl, resumable alike,
# SHUTIN_PUZZLE_ARGS='--count 250 --seconds 1800' (--kinds gravity,nogravity);
# tests/wasm/puzzles-shutin.test.js re-proves them.
PUZZLE_ARGS ?= --count 60 --seconds 600
DOTS_PUZZLE_ARGS ?= --count 250 --seconds 1800
SHUTIN_PUZZLE_ARGS ?= --count 250 --seconds 1800
puzzles: wasm/dist/paperdots.wasm
	nice -n 10 node bench/puzzles.mjs $(PUZZLE_ARGS)
	nice -n 10 node bench/puzzles-dots.mjs $(DOTS_PUZZLE_ARGS)
	nice -n 10 node bench/puzzles-shutin.mjs $(SHUTIN_PUZZLE_ARGS)

# The load run (not part of `make test`, which runs a short one): 10,000 random games per family
# natively (build/load, tests/load/load.h), then the same through the WASM module in node with
# its memory size checked before and after (tests/load/load-wasm.mjs).
LOAD_GAMES ?= 10000
build/load: build/obj/tests/load/load.o $(CORE_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

load: build/load wasm/dist/paperdots.wasm
	build/load $(LOAD_GAMES)
	node tests/load/load-wasm.mjs $(LOAD_GAMES)

# The play page's budgets in Chromium (size, first board, bot ready): a table like make bench.
budgets: site
	@bash scripts/setup-deps.sh budgets
	node tests/e2e/budgets.mjs

# ESLint over the site, the WASM wrapper, tests and benches (eslint.config.js); `make test` runs
# it too, as the suite "lint".
lint:
	npm run --silent lint

# The static site (site/dist): what a static host serves.
site: $(WASM_ALL)
	npm run --silent build

test: deps
	+@bash scripts/run-all.sh

# The slow checks that `make test` leaves out so it stays a developer's loop (CI runs both): the
# long exhaustive native tests (PD_LONG_TEST, in the plain build), clang-tidy, and the re-proof of
# every shipped Dots and Shut In puzzle (make test's Vitest run re-proves every 10th).
test-long: deps
	+@bash scripts/run-long.sh

run: run-deps
	+@bash scripts/serve.sh

clean:
	rm -rf build wasm/dist site/dist

# Header dependencies of every object built so far.
-include $(shell find build -name '*.d' 2>/dev/null)
