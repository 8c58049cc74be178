# ButtonSizer: the README's two commands are `make demo` and `make test`.
# Both install the Debian packages the build needs when they are missing (as root, or through sudo).

SWIFT ?= swift
DEB_PACKAGES := pkg-config libfreetype-dev libfontconfig-dev libharfbuzz-dev libicu-dev libpng-dev libmicrohttpd-dev
# The hermetic font set's Debian files (Fonts/debian-fonts.tsv), checked by sha256 after installing.
DEB_PACKAGES += fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji
# Metric-compatible substitutes for iOS's named fonts (GlyphMetrics' MetricSubstitutes: Arial, Helvetica, Times New Roman,
# Courier, Menlo, Palatino…), used when a storyboard names one and it is not installed.
DEB_PACKAGES += fonts-liberation2 fonts-urw-base35 fonts-dejavu-core
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := .build/debug/buttonsizer

.PHONY: deps build demo test install uninstall bench bench-layout bench-screens bench-instructions startup-order batch-golden clean fuzz fuzz-build test-asan test-tsan test-sanitizers leaks test-browser bench-serve docs \
	test-scale image test-image test-kubernetes kiwi-systems

# Installs the Debian packages named in $(1) that are missing.
define ensure_packages
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

# A Python virtual environment in $(1) (made with Debian's python3-venv) where module $(2) imports, installing
# the PyPI requirement $(3) when it does not.
define ensure_venv
	$(call ensure_packages,python3-venv)
	@test -x $(1)/bin/python || /usr/bin/python3 -m venv $(1)
	@$(1)/bin/python -c "import $(2)" 2>/dev/null || $(1)/bin/pip install -q $(3)
endef

deps:
	$(call ensure_packages,$(DEB_PACKAGES))
	@scripts/font-manifest.sh --check

build: deps
	$(SWIFT) build

demo: build
	@echo '$$ buttonsizer measure --hermetic "Continue shopping"'
	@$(BIN) measure --hermetic "Continue shopping"
	@echo
	@echo '$$ buttonsizer measure --hermetic --width 80 --line-break middle "Continue shopping"'
	@$(BIN) measure --hermetic --width 80 --line-break middle "Continue shopping"
	@echo
	@echo '$$ buttonsizer measure --hermetic --size 15 "登录 / ログイン / 로그인 / تسجيل الدخول"'
	@$(BIN) measure --hermetic --size 15 "登录 / ログイン / 로그인 / تسجيل الدخول"
	@echo
	@echo '$$ buttonsizer layout --hermetic --title "Add to cart" --image 20x20 --padding 8 --insets 10,16,10,16'
	@$(BIN) layout --hermetic --title "Add to cart" --image 20x20 --padding 8 --insets 10,16,10,16
	@echo
	@echo '$$ buttonsizer layout --hermetic --profile classic --title "Download the latest version" --image 24x24 --bounds 200x44'
	@$(BIN) layout --hermetic --profile classic --title "Download the latest version" --image 24x24 --bounds 200x44
	@echo
	@echo '$$ buttonsizer render --hermetic --title "Add to cart" --image 20x20 --padding 8 --insets 10,16,10,16 --guides --output /tmp/buttonsizer-demo.png'
	@$(BIN) render --hermetic --title "Add to cart" --image 20x20 --padding 8 --insets 10,16,10,16 --guides --output /tmp/buttonsizer-demo.png
	@echo
	@echo '$$ buttonsizer lint --hermetic --config examples/lint/buttons.json examples/lint/Localizable.xcstrings'
	@$(BIN) lint --hermetic --config examples/lint/buttons.json examples/lint/Localizable.xcstrings \
	  || echo "(lint exits 1 when a translation truncates, so CI can gate on it)"

# Runs a test command with the suite's temporary files (apps, goldens, renders, batch inputs it writes) in a
# folder of its own, removed afterwards whatever the result: the tests need not clean up one by one, and
# /tmp keeps nothing. The command's exit status is kept.
in_test_tmpdir = tmp=$$(mktemp -d) && TMPDIR=$$tmp $(1); status=$$?; rm -rf "$$tmp"; exit $$status

test: deps
	$(call in_test_tmpdir,$(SWIFT) test)

clean:
	rm -rf .build

# The benchmark: a release build with the Swift runtime linked statically, as a shipped command-line
# tool would be; hb-shape (libharfbuzz-bin) is the single-process baseline.
# libstdc++ (which the Swift runtime needs) is linked statically too: loading the shared one costs every
# process start more than measuring a title. The toolchain links it as -lstdc++, so a directory holding
# only the archive (libstdc++-12-dev, a Swift toolchain requirement) comes first in the library path.
# -disable-concrete-type-metadata-mangled-name-accessors: code asks for a generic type's metadata
# (BoundedCache<RequestKey, MeasuredText>, Dictionary<FaceKey, FontFace>…) by calling its accessor with
# the conformances it already knows, instead of by mangled name, which makes the runtime look each
# conformance up by scanning every conformance record in the binary (~120,000 instructions per type,
# a quarter of a `measure` process). Behaviour is the same; debug builds keep the default.
# The executable stays position-independent: -no-pie would save the loader ~28,000 relative relocations
# (~0.4M instructions a process) but place the code of `buttonsizer serve`, a network service, at a fixed
# address (no ASLR). Instead the toolchain's lld packs them (-z pack-relative-relocs: DT_RELR, which
# glibc 2.36 and later applies in a tight loop; ~0.1M instructions a process fewer).
# --no-export-dynamic: the static Swift runtime's link arguments export every public symbol of the
# executable (4,600 of them); nothing loads symbols from it, and at start the runtime's dladdr() (the
# backtracer's own path) walks them all (~0.17M instructions a process).
# The functions a short command runs are placed together (-function-sections, then lld's
# --symbol-ordering-file with scripts/startup-order.txt, written by `make startup-order`): its code is
# then ~30 page faults of contiguous pages instead of ~65 spread over 6.5 MB of .text.
# libgcc's unwinder is linked statically (-static-libgcc: the static libstdc++ and runtime need it):
# loading libgcc_s.so.1 cost a library to map and relocate and its constructor's CPUID probes, which
# trap to the hypervisor on a virtual machine (~0.07 ms a process here).
# --disable-local-rpath: no RUNPATH $ORIGIN (the executable loads nothing from its own directory), which
# made the loader try ~25 paths under it before the system's for the first library.
STATIC_CXX_DIR := $(CURDIR)/.build-static/static-libstdc++
STATIC_CXX_ARCHIVE = $(shell $(dir $(realpath $(shell command -v swiftc)))clang -print-file-name=libstdc++.a)
BENCH_BUILD = test -f "$(STATIC_CXX_ARCHIVE)" || { echo "libstdc++.a not found (Debian: libstdc++-12-dev)"; exit 1; }; \
	mkdir -p $(STATIC_CXX_DIR) && ln -sf "$(STATIC_CXX_ARCHIVE)" $(STATIC_CXX_DIR)/libstdc++.a && \
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path .build-static -Xlinker -L$(STATIC_CXX_DIR) \
	  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	  -Xswiftc -Xfrontend -Xswiftc -function-sections \
	  -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
	  -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/startup-order.txt -Xlinker --no-warn-symbol-ordering \
	  -Xswiftc -Xclang-linker -Xswiftc -static-libgcc --disable-local-rpath
# Installs a release build (Swift runtime linked statically, so the toolchain is not needed to run it)
# to $(DESTDIR)$(PREFIX)/bin, the bundled fonts to share/buttonsizer/Fonts (found relative to the
# executable) and the generated man page to share/man/man1. The release build is the benchmark's.
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
install: deps
	$(BENCH_BUILD) --product buttonsizer
	install -d "$(INSTALL_ROOT)/bin" "$(INSTALL_ROOT)/share/buttonsizer" "$(INSTALL_ROOT)/share/man/man1"
	install -m 755 .build-static/release/buttonsizer "$(INSTALL_ROOT)/bin/buttonsizer"
	rm -rf "$(INSTALL_ROOT)/share/buttonsizer/Fonts"
	cp -R Fonts "$(INSTALL_ROOT)/share/buttonsizer/Fonts"
	.build-static/release/buttonsizer manpage > "$(INSTALL_ROOT)/share/man/man1/buttonsizer.1"
	@echo "installed $$(.build-static/release/buttonsizer --version) in $(INSTALL_ROOT)"

uninstall:
	rm -f "$(INSTALL_ROOT)/bin/buttonsizer" "$(INSTALL_ROOT)/share/man/man1/buttonsizer.1"
	rm -rf "$(INSTALL_ROOT)/share/buttonsizer"

# BASELINE=<commit> adds batch rows run with that commit's build in turn with this one (built once
# under .build-baseline/ by scripts/build-baseline.sh), e.g. `make bench BASELINE=259b603`, the tree #17 was filed on.
bench: deps
	$(call ensure_packages,libharfbuzz-bin)
	$(BENCH_BUILD) --product buttonsizer
	$(BENCH_BUILD) --product buttonsizer-bench
	.build-static/release/buttonsizer-bench $(if $(BASELINE),--baseline-tool "$$(scripts/build-baseline.sh $(BASELINE))")

# The Auto Layout rows alone (issue 36): the corpus' documents solved once, re-solved for 30 locales, and the
# texts measured alone as the baseline of the same run; the same release build as `make bench`.
bench-layout: deps
	$(BENCH_BUILD) --product buttonsizer-bench
	.build-static/release/buttonsizer-bench --layout

# Screen lint (issue 37): the corpus' documents × 30 locales × 3 devices, re-solved and every label checked; then
# whole `lint --screens` processes on a real app's screens against measuring the same texts.
bench-screens: deps
	$(BENCH_BUILD) --product buttonsizer
	$(BENCH_BUILD) --product buttonsizer-bench
	.build-static/release/buttonsizer-bench --screens

# The service under load (docs/performance.md): wrk on loopback, 20 s per warm route, then the corpus
# cold beside batch; the same release build as `make bench`.
bench-serve: deps
	$(call ensure_packages,wrk)
	$(BENCH_BUILD) --product buttonsizer
	scripts/bench-serve.sh .build-static/release/buttonsizer

# Instructions per label for floor, cold, warm and layout, counted by callgrind (deterministic where
# times are not): each round runs alone under valgrind, counted from entry to exit of its function.
# Valgrind 3.19 cannot read the DWARF the Swift compiler writes, so it runs a copy without it (the
# symbol table, which names the functions, stays).
# scripts/startup-order.txt (the functions a short command runs, placed together by the release link)
# from the current release build: run after changes to what a `measure` or `layout` process runs.
startup-order: deps
	$(call ensure_packages,valgrind binutils)
	$(BENCH_BUILD) --product buttonsizer
	scripts/startup-order.py .build-static/release/buttonsizer
	rm .build-static/release/buttonsizer  # SwiftPM does not track the list: link again with it
	$(BENCH_BUILD) --product buttonsizer

bench-instructions: deps
	$(call ensure_packages,valgrind binutils)
	$(BENCH_BUILD) --product buttonsizer-bench
	strip --strip-debug -o .build-static/release/buttonsizer-bench-counted .build-static/release/buttonsizer-bench
	.build-static/release/buttonsizer-bench-counted --instructions

# Records the batch byte-identity test's expected output (BatchIdentityTests) with the current code:
# only for a change that alters answers on purpose.
batch-golden: build
	$(SWIFT) run buttonsizer-bench --write-fixture Benchmarks/batch-fixture.jsonl
	$(BIN) batch --hermetic --workers 1 --input Benchmarks/batch-fixture.jsonl \
	  | sed "s|$(CURDIR)/Fonts/|Fonts/|g" > Benchmarks/batch-fixture.expected.jsonl

# Fuzzing (docs/reliability.md): libFuzzer from the Swift toolchain, address sanitizer, coverage
# instrumentation of every Swift module. libFuzzer is linked without its main (SwiftPM gives every
# executable one); buttonsizer-fuzz hands its command line to LLVMFuzzerRunDriver.
# FUZZ_SECONDS per target (16 targets: 80 s each is about 21 minutes); FUZZ_TARGETS="server …" runs
# only those (scripts/fuzz.sh TARGET… after a fuzz-build does the same).
FUZZ_SECONDS ?= 80
FUZZER_LIB = $(firstword $(wildcard $(dir $(realpath $(shell command -v swiftc)))../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a))
fuzz-build: deps
	@test -n "$(FUZZER_LIB)" || { echo "libclang_rt.fuzzer_no_main not found in the Swift toolchain"; exit 1; }
	$(SWIFT) build -c release --scratch-path .build-fuzz --product buttonsizer-fuzz \
	  -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
	  -Xswiftc -DBUTTONSIZER_FUZZING \
	  -Xlinker --whole-archive -Xlinker $(FUZZER_LIB) -Xlinker --no-whole-archive -Xlinker -lstdc++

fuzz: fuzz-build
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh $(FUZZ_TARGETS)

# The test suite under the address (with LeakSanitizer) and thread sanitizers, each in its own
# scratch directory. --disable-xctest: the suite is Swift Testing only, and XCTest's empty runner leaks
# a few objects of its own at exit. Swift's crash reporter is off so the sanitizers report instead.
# TSan: Synchronization.Mutex is invisible to it on Linux (scripts/tsan-suppressions.txt explains
# and lists the false positives it causes).
SANITIZER_ENV := SWIFT_BACKTRACE=enable=no
# LeakSanitizer: Foundation.Process's own leak on Linux is suppressed by name (scripts/lsan-suppressions.txt).
ASAN_ENV := ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt
ASAN_SCRATCH ?= .build-asan
TSAN_SCRATCH ?= .build-tsan
test-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path $(ASAN_SCRATCH)
	$(call in_test_tmpdir,$(SANITIZER_ENV) $(ASAN_ENV) $(SWIFT) test --skip-build --disable-xctest --sanitize=address --scratch-path $(ASAN_SCRATCH))

test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path $(TSAN_SCRATCH)
	$(call in_test_tmpdir,$(SANITIZER_ENV) TSAN_OPTIONS="halt_on_error=1 suppressions=$(CURDIR)/scripts/tsan-suppressions.txt" \
	  $(SWIFT) test --skip-build --disable-xctest --sanitize=thread --scratch-path $(TSAN_SCRATCH))

test-sanitizers: test-asan test-tsan

# Leak check: font open/measure/close and whole batch runs in a loop, in the ASan build (LeakSanitizer
# reports unreachable memory at exit; the loop fails when the live heap grows between the 10 % and
# the final sample). LEAK_ITERATIONS font iterations, a fifth as many batch runs.
LEAK_ITERATIONS ?= 1000
leaks: deps
	$(SWIFT) build --sanitize=address --scratch-path $(ASAN_SCRATCH) --product buttonsizer-fuzz
	$(SANITIZER_ENV) $(ASAN_ENV) $(ASAN_SCRATCH)/debug/buttonsizer-fuzz leaks $(LEAK_ITERATIONS)

# API documentation: a DocC archive per library module in .build/docs/<Module>/ (static HTML), built by the
# toolchain's docc from symbol graphs of the debug build, warnings as errors, and 100 % of the public
# symbols documented (DOCS_COVERAGE=report prints the number without failing). scripts/docs.sh.
docs: build
	$(call ensure_packages,python3)
	scripts/docs.sh

# The preview page in a real browser (docs/service.md): Debian's chromium and chromium-driver,
# Selenium from PyPI in a virtual environment made here. Screenshots go to $(BROWSER_OUTPUT).
BROWSER_PACKAGES := chromium chromium-driver python3-venv
BROWSER_VENV := .build/browser-venv
BROWSER_OUTPUT ?= .build/browser-test
SELENIUM_VERSION := 4.27.1
test-browser: deps
	$(call ensure_packages,$(BROWSER_PACKAGES))
	$(call ensure_venv,$(BROWSER_VENV),selenium,selenium==$(SELENIUM_VERSION))
	$(SWIFT) build --product buttonsizer
	OUTPUT_DIR=$(BROWSER_OUTPUT) BUTTONSIZER=$(BIN) $(BROWSER_VENV)/bin/python scripts/browser-test.py

# Hostile clients, then many instances behind a real load balancer (docs/service-production.md): one
# instance of the debug build (SCALE_BINARY=… for another) with every default limit against 1,000 slow
# connections (scripts/slowloris.py --check, twice: silent, and dripping a byte a second), failing unless
# a client at 127.0.0.2 gets a 200 within 100 ms during and after; then 3 instances behind Debian's
# HAProxy on loopback, health-checked on /healthz; wrk for SCALE_SECONDS through 1 instance, through 3,
# and through 3 while each is restarted with SIGTERM; fails if a request of that last run is lost.
# About 3 × SCALE_SECONDS + 35 s.
SCALE_SECONDS ?= 10
SCALE_BINARY ?= $(BIN)
test-scale: deps
	$(call ensure_packages,haproxy wrk curl python3)
	$(SWIFT) build --product buttonsizer
	SCALE_SECONDS=$(SCALE_SECONDS) scripts/scale-test.sh $(SCALE_BINARY)

# The container image (docs/service.md "Container image"): `make install`'s release build staged in
# $(IMAGE_ROOT), the libraries it loads, busybox for the health check, a non-root user, committed from
# scratch by buildah without network as $(IMAGE), and saved as $(IMAGE_ARCHIVE) (docker-archive).
# IMAGE_STORAGE_DRIVER=vfs (the default) needs no overlay file system.
IMAGE ?= localhost/buttonsizer:latest
IMAGE_ROOT := $(CURDIR)/.build-static/image-root
IMAGE_ARCHIVE ?= $(CURDIR)/.build-static/buttonsizer-image.tar
IMAGE_PACKAGES := buildah podman busybox-static iproute2 util-linux curl python3
image: deps
	$(call ensure_packages,$(IMAGE_PACKAGES))
	rm -rf $(IMAGE_ROOT)
	$(MAKE) --no-print-directory install DESTDIR=$(IMAGE_ROOT) PREFIX=/usr/local
	scripts/build-image.sh $(IMAGE_ROOT) $(IMAGE) $(IMAGE_ARCHIVE)

# Starts the image and probes it (podman, or where podman cannot run containers, the image's root file
# system in new namespaces: the script says which), after checking its user and health check.
test-image: image
	scripts/image-test.sh $(IMAGE) .build-static/release/buttonsizer

# The constraint solver's differential test data (docs/constraint-solver.md): scripts/kiwi-systems.py with
# PyPI's kiwisolver (in a virtual environment made here) rewrites Tests/ConstraintSolverTests/Fixtures/
# kiwi-systems.txt. `make test` reads the committed file and needs no Python.
KIWI_VENV := .build/kiwi-venv
KIWISOLVER_VERSION := 1.5.1
kiwi-systems:
	$(call ensure_venv,$(KIWI_VENV),kiwisolver,kiwisolver==$(KIWISOLVER_VERSION))
	$(KIWI_VENV)/bin/python scripts/kiwi-systems.py

# The Kubernetes manifests (deploy/kubernetes/) against the Kubernetes schemas with kubernetes-validate
# (PyPI, in a virtual environment made here) and against the server's port, probes and drain.
KUBERNETES_VENV := .build/kubernetes-venv
KUBERNETES_VALIDATE_VERSION := 1.37.0
test-kubernetes:
	$(call ensure_venv,$(KUBERNETES_VENV),kubernetes_validate,kubernetes-validate==$(KUBERNETES_VALIDATE_VERSION))
	$(KUBERNETES_VENV)/bin/python scripts/kubernetes-test.py deploy/kubernetes/*.yaml
