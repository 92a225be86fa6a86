# Pickers — the two set-up commands are `make run` and `make test` (see README.md).
# Each installs the Debian packages it needs when they are missing.

export PATH := /opt/swift/usr/bin:$(PATH)
SWIFT ?= swift
APP_ID = io.github.pickers.Pickers

# To build and run the app.
APP_PACKAGES = pkg-config libgtk-3-dev libgstreamer1.0-dev libfeedback-dev \
  gstreamer1.0-plugins-base gstreamer1.0-plugins-good librsvg2-common gettext \
  appstream libstdc++-12-dev binutils
# To validate the desktop files.
DESKTOP_PACKAGES = desktop-file-utils appstream
# To build and check the Debian package.
DEB_PACKAGES = dpkg-dev help2man lintian binutils
# To test it as a person would: a virtual display, a D-Bus session, AT-SPI; every glibc
# locale, for the date picker's sweep (locales-all), a Thai font for its screenshots, and
# feedbackd, the haptic daemon the wheels' ticks are checked against (D-Bus starts it).
TEST_PACKAGES = $(APP_PACKAGES) $(DESKTOP_PACKAGES) $(DEB_PACKAGES) xvfb xauth dbus dbus-x11 at-spi2-core python3-pyatspi \
  python3-gi gir1.2-atspi-2.0 python3-pytest imagemagick xdotool x11-utils jwm locales fonts-noto-cjk \
  locales-all fonts-tlwg-garuda-ttf feedbackd \
  orca openbox $(WAYLAND_PACKAGES) $(GNOME_PACKAGES)
# The Wayland lane (scripts/wayland-session.sh): a headless compositor with a seat, a VNC
# server that gives the seat a virtual pointer and keyboard, screenshots, and the
# virtual environment for the VNC client (Tests/requirements.txt); and Cantarell, the font
# GNOME sets (GTK reads GNOME's font setting, Cantarell 11, under Wayland).
WAYLAND_PACKAGES = sway wayvnc grim python3-venv gir1.2-gtk-3.0 fonts-cantarell
# The GNOME Shell lane (scripts/gnome-session.sh): GNOME Shell itself, headless, whose
# Clutter virtual devices give the app real touch.
GNOME_PACKAGES = gnome-shell

# A virtual display and a D-Bus session (GTK's AT-SPI bridge needs both). -noreset: an X
# server resets when its last client leaves, and an app connecting during the reset fails
# with "cannot open a display" (a probe, or the AT-SPI launcher, is often that client).
# JACK's sink is never tried (GStreamer's autoaudiosink tries it first): libjack keeps a
# Berkeley DB in /dev/shm whose lock stays held when a client is killed inside it, and every
# later sound thread on the machine then waits for ever.
XVFB = xvfb-run -a -s '-screen 0 1280x1024x24 -noreset' dbus-run-session -- \
  env GST_PLUGIN_FEATURE_RANK=jackaudiosink:NONE
# Debian's Python, which has pyatspi (a pyenv python3 on PATH would not).
PYTEST = /usr/bin/python3 -m pytest -p no:cacheprovider -W ignore::DeprecationWarning

.PHONY: run test wayland-test gnome-test build unit-tests asan-session bench bench-programs format lint docs example tutorial fuzz fuzz-build \
  deps-app deps-test deps-deb clean install uninstall validate install-check uninstall-check \
  deb deb-check translations pot po-check docs-images

run: deps-app translations
	$(SWIFT) build --product pickers
	.build/debug/pickers $(ARGS)

# Lint (a warning fails); desktop files validated; every public symbol documented and in
# Swift types, and the DocC archives built; the example app built; `make install` into a
# temporary prefix; model tests, GTK widget tests and end-to-end tests through AT-SPI (the
# installed binary and the example among them), under Xvfb; beside them, in a session of
# their own that an interrupt stops, the sway and GNOME Shell lanes (each its own display
# and D-Bus session: the tests mostly wait on the app, so the two cores share them), then
# the fuzzers, 20 s each at the lowest priority, in the minutes by which the X11 suite
# outlasts the lanes; `make uninstall` must leave nothing; then the randomised session again
# in an AddressSanitizer build.
CHECK_PREFIX = $(CURDIR)/.build/install-check
test: deps-test lint po-check validate docs example tutorial
	$(SWIFT) build --build-tests
	$(MAKE) build
	rm -rf $(CHECK_PREFIX)
	$(MAKE) install PREFIX=$(CHECK_PREFIX)
	mkdir -p artifacts
	setsid sh -c '$(MAKE) wayland-test; sway=$$?; $(MAKE) gnome-test; shell=$$?; \
	  nice -n 19 $(MAKE) fuzz FUZZ_SECONDS=20 > artifacts/fuzz.log 2>&1; fuzz=$$?; \
	  echo "--- the fuzzers (artifacts/fuzz.log):"; grep "^Done" artifacts/fuzz.log; \
	  test $$fuzz -eq 0 || { tail -n 40 artifacts/fuzz.log; exit 1; }; \
	  test $$sway -eq 0 && test $$shell -eq 0' > artifacts/wayland-lanes.log 2>&1 & \
	lanes=$$!; trap 'kill -TERM -- -$$lanes 2>/dev/null; exit 130' INT TERM HUP; \
	$(XVFB) env PICKERS_INSTALLED_PREFIX=$(CHECK_PREFIX) \
	  sh -c '$(SWIFT) test --skip-build && $(PYTEST) -q Tests/e2e'; x11=$$?; \
	wait $$lanes; wayland=$$?; \
	echo "--- the Wayland lanes and the fuzzers, run beside the X11 suite (artifacts/wayland-lanes.log):"; \
	grep -v '^dbus-daemon' artifacts/wayland-lanes.log; \
	test $$x11 -eq 0 && test $$wayland -eq 0
	$(MAKE) uninstall-check
	$(MAKE) deb-check
	$(MAKE) asan-session

# The Wayland lane, beside the X11 suite (HACKING.md, "The Wayland lane"): the GTK widget
# tests and the end-to-end tests marked `wayland` (the pages, the wheels under the pointer,
# the seed windows, the phone's layout), with GDK_BACKEND=wayland against sway.
# It uses the debug build and test binary that `make test` has built (`swift build
# --build-tests` first when run alone); sway's and wayvnc's logs land in artifacts/wayland.
TEST_VENV = .build/test-venv
WAYLAND_PYTEST = $(TEST_VENV)/bin/python -m pytest -p no:cacheprovider -W ignore::DeprecationWarning
wayland-test: deps-test $(TEST_VENV)/ready
	PICKERS_WAYLAND_LOGS=$(CURDIR)/artifacts/wayland GST_PLUGIN_FEATURE_RANK=jackaudiosink:NONE \
	  scripts/wayland-session.sh sh -c '.build/debug/PickersPackageTests.xctest && \
	  $(WAYLAND_PYTEST) -q -m wayland Tests/e2e'

# The GNOME Shell lane, after the Wayland lane (HACKING.md, "The GNOME Shell lane"): the
# end-to-end tests marked `shell` (real touch from Clutter's virtual touchscreen, the
# pointer's notches and clicks, keys, each page's alert) under headless GNOME Shell on a
# phone's 360 x 720 screen, then the touch tests of every page and a drag on a desktop's
# 1280 x 800. It uses the debug build; the Shell's logs land in artifacts/gnome-shell.
gnome-test: deps-test $(TEST_VENV)/ready
	PICKERS_SHELL_LOGS=$(CURDIR)/artifacts/gnome-shell/phone \
	  scripts/gnome-session.sh --size 360x720 $(WAYLAND_PYTEST) -q -m shell Tests/e2e
	PICKERS_SHELL_LOGS=$(CURDIR)/artifacts/gnome-shell/desktop \
	  scripts/gnome-session.sh --size 1280x800 $(WAYLAND_PYTEST) -q -m shell \
	  -k "tap_on_a_drawn_row or drag_turns" Tests/e2e/test_touch.py

$(TEST_VENV)/ready: Tests/requirements.txt | deps-test
	rm -rf $(TEST_VENV)
	/usr/bin/python3 -m venv --system-site-packages $(TEST_VENV)
	$(TEST_VENV)/bin/pip install --quiet --disable-pip-version-check -r Tests/requirements.txt
	touch $@

# Only the installed-binary test: install, drive the installed binary from /, uninstall.
install-check: deps-test build
	rm -rf $(CHECK_PREFIX)
	$(MAKE) install PREFIX=$(CHECK_PREFIX)
	$(XVFB) env PICKERS_INSTALLED_PREFIX=$(CHECK_PREFIX) $(PYTEST) -q Tests/e2e/test_installed.py
	$(MAKE) uninstall-check

# make uninstall from the check prefix must leave no file behind.
uninstall-check:
	$(MAKE) uninstall PREFIX=$(CHECK_PREFIX)
	rm -f $(CHECK_PREFIX)/share/icons/hicolor/icon-theme.cache
	test -z "$$(find $(CHECK_PREFIX) -type f)" || { find $(CHECK_PREFIX) -type f; exit 1; }

# 300 AT-SPI actions against `pickers` built with -sanitize=address: no ASan error, and no
# LeakSanitizer leak outside the system libraries listed in Tests/asan/lsan.supp.
asan-session: deps-test
	$(SWIFT) build -Xswiftc -sanitize=address --build-path .build-asan --product pickers
	$(XVFB) /usr/bin/python3 Tests/e2e/asan_session.py 300

# Coverage-guided fuzzing with the toolchain's libFuzzer (see docs/RELIABILITY.md): the
# property-list reader with every typed data reading, the binary property-list reader with
# the same, the command line and the saved state's values. PickerKit is built once as a
# module, and each target as one module with PickersModels' sources, both with
# -sanitize=fuzzer,address; each runs FUZZ_SECONDS seconds from the committed seeds
# (Fuzz/corpus, plus data/), growing a corpus in .build/fuzz. A finding stops it with a
# non-zero status and leaves the input in artifacts/fuzz/; it then becomes a regression
# case in Tests/PickersModelsTests.
FUZZ_SECONDS ?= 180
FUZZ = .build/fuzz
PICKERKIT_SOURCES = $(shell find Sources/PickerKit -name '*.swift')
MODELS_SOURCES = $(shell find Sources/PickersModels -name '*.swift')
FUZZ_SWIFTC = swiftc -sanitize=fuzzer,address -parse-as-library -O -package-name pickers
FUZZ_FLAGS = -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 -timeout=5 -rss_limit_mb=2048 \
  -artifact_prefix=artifacts/fuzz/

fuzz-build:
	mkdir -p $(FUZZ)/corpus/plist $(FUZZ)/corpus/bplist $(FUZZ)/corpus/options \
	  $(FUZZ)/corpus/state $(FUZZ)/modules artifacts/fuzz
	@echo "swiftc -sanitize=fuzzer,address … (PickerKit) → $(FUZZ)/libPickerKit.a"
	@$(FUZZ_SWIFTC) -module-name PickerKit -emit-module -emit-module-path $(FUZZ)/modules/PickerKit.swiftmodule \
	  -emit-library -static -o $(FUZZ)/libPickerKit.a $(PICKERKIT_SOURCES)
	@for target in PropertyList BinaryPropertyList CommandLine SavedState; do \
	  echo "swiftc -sanitize=fuzzer,address … Fuzz/$${target}Fuzzer.swift (PickersModels) → $(FUZZ)/$$target-fuzzer"; \
	  rm -f $(FUZZ)/$$target-fuzzer; \
	  $(FUZZ_SWIFTC) -module-name PickersFuzz -I $(FUZZ)/modules \
	    Fuzz/$${target}Fuzzer.swift Fuzz/DataFileReadings.swift $(MODELS_SOURCES) $(FUZZ)/libPickerKit.a \
	    -o $(FUZZ)/$$target-fuzzer 2>&1 \
	    | { grep -v "Cannot export local symbol" || true; }; \
	  test -x $(FUZZ)/$$target-fuzzer || exit 1; \
	done

fuzz: fuzz-build
	$(FUZZ)/PropertyList-fuzzer $(FUZZ_FLAGS) -max_len=65536 -dict=Fuzz/plist.dict \
	  $(FUZZ)/corpus/plist Fuzz/corpus/plist data
	$(FUZZ)/BinaryPropertyList-fuzzer $(FUZZ_FLAGS) -max_len=65536 -dict=Fuzz/bplist.dict \
	  $(FUZZ)/corpus/bplist Fuzz/corpus/bplist
	$(FUZZ)/CommandLine-fuzzer $(FUZZ_FLAGS) -dict=Fuzz/options.dict \
	  $(FUZZ)/corpus/options Fuzz/corpus/options
	$(FUZZ)/SavedState-fuzzer $(FUZZ_FLAGS) -dict=Fuzz/state.dict \
	  $(FUZZ)/corpus/state Fuzz/corpus/state

# Only the headless model tests (no display needed).
unit-tests:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter 'PickerKitTests|PickersModelsTests'

# The release binary that `make install`, `make deb` and `make bench` use: SwiftPM's own
# release build, the Swift standard library linked statically so no toolchain is needed
# to run it, and every symbol bound at load (-z now: Debian's hardening, bindnow).
RELEASE = -c release --static-swift-stdlib -Xlinker -z -Xlinker now
build: deps-app translations
	$(SWIFT) build $(RELEASE) --product pickers

# The side-by-side benchmark against the C baseline (not part of make test); see
# docs/PERFORMANCE.md. ROUNDS sets the interleaved start-up rounds. pickers-window-bench is
# the same app with the benchmark runs, built by the same command as pickers. The app's
# start-up is measured installed (into BENCH_PREFIX) and as a user starts it, its icon found
# through XDG_DATA_DIRS, and again under a phone-class CPU quota (bench/throttled.py, as root:
# its cgroup is made and removed by it).
ROUNDS ?= 15
BENCH_PREFIX = $(CURDIR)/.build/bench-prefix
bench: deps-test build bench-programs $(TEST_VENV)/ready
	$(SWIFT) build $(RELEASE) --product pickers-window-bench
	$(SWIFT) build $(RELEASE) --product pickers-load-bench
	rm -rf $(BENCH_PREFIX)
	$(MAKE) install PREFIX=$(BENCH_PREFIX)
	$(XVFB) env PICKERS_BENCH_PREFIX=$(BENCH_PREFIX) /usr/bin/python3 bench/run.py $(ROUNDS)
	PICKERS_BENCH_PREFIX=$(BENCH_PREFIX) GST_PLUGIN_FEATURE_RANK=jackaudiosink:NONE \
	  /usr/bin/python3 bench/throttled.py 7
	scripts/wayland-session.sh $(TEST_VENV)/bin/python bench/wayland.py

# The C programs both benchmarks run: the same app in C, and the start-up timer.
bench-programs: deps-app
	mkdir -p .build/bench
	cc -O2 -Wall bench/baseline.c $$(pkg-config --cflags --libs gtk+-3.0) -o .build/bench/baseline
	cc -O2 -Wall bench/startup.c -lX11 -o .build/bench/startup

SWIFT_SOURCES = Package.swift Sources Tests bench/WindowBench bench/LoadBench Examples/TwoWheels/Package.swift \
  Examples/TwoWheels/Sources Examples/Tutorial Fuzz

format:
	$(SWIFT) format -i -r $(SWIFT_SOURCES)

# swift format with the repository's .swift-format; any warning fails.
lint:
	$(SWIFT) format lint --strict -r $(SWIFT_SOURCES)

# DocC archives of the three libraries in .build/docs (offline: symbol graphs from the build,
# docc from the toolchain); fails, listing them, when a public symbol has no doc comment or
# names a C type, and on any DocC warning (a broken symbol link in an article).
SYMBOL_GRAPHS = .build/$(shell uname -m)-unknown-linux-gnu/symbolgraph
docs: deps-app
	rm -rf $(SYMBOL_GRAPHS) .build/docs
	# dump-symbol-graph reads every module of the package, the test modules included.
	$(SWIFT) build --build-tests
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	/usr/bin/python3 scripts/check-docs.py $(SYMBOL_GRAPHS) PickerKit PickersUI PickersModels
	for module in PickerKit PickersUI PickersModels; do \
	  mkdir -p .build/docs/graphs/$$module && cp $(SYMBOL_GRAPHS)/$$module.symbols.json \
	    $$(ls $(SYMBOL_GRAPHS)/$$module@*.symbols.json 2>/dev/null) .build/docs/graphs/$$module/ && \
	  docc convert Sources/$$module/$$module.docc --warnings-as-errors \
	    --additional-symbol-graph-dir .build/docs/graphs/$$module \
	    --fallback-display-name $$module --fallback-bundle-identifier io.github.pickers.$$module \
	    --output-path .build/docs/$$module.doccarchive || exit 1; \
	done
	docc convert Examples/Tutorial/Pickers.docc --warnings-as-errors \
	  --fallback-display-name Pickers --fallback-bundle-identifier io.github.pickers.Tutorial \
	  --output-path .build/docs/Tutorial.doccarchive
	@echo "DocC archives: .build/docs/{PickerKit,PickersUI,PickersModels,Tutorial}.doccarchive"
	@echo "Read the tutorial (another port if 8000 is taken): python3 -m http.server --bind 127.0.0.1 --directory .build/docs/Tutorial.doccarchive 8000, then open http://127.0.0.1:8000/tutorials/pickers"

# The picture in WheelLook's documentation (the Single wheel as a drum, magnified and flat),
# drawn by the widget test that draws it; commit the image it writes.
docs-images: deps-test
	$(SWIFT) build --build-tests
	$(XVFB) env PICKERS_DOCS_IMAGE=$(CURDIR)/Sources/PickersUI/PickersUI.docc/Resources/wheel-looks.png \
	  $(SWIFT) test --skip-build --filter DrumDrawingTests/testDrawTheLooksForTheDocumentation

# The tutorial (Examples/Tutorial): every step type-checks against the debug build's
# PickerKit and PickersUI, each chapter's last step is its package, and every package
# builds, all in one scratch folder (.build/tutorial). See HACKING.md, "The tutorial".
# Before the packages, the Tabs chapter's first build is made as a reader makes it, as
# `make example` does for TwoWheels: its Package.swift and main.swift in an empty folder
# outside the clone, built there without PICKERS_CLONE (it must stop, naming the path the
# text quotes) and with it (it must build), the folder then removed. It builds into the
# same scratch folder, so it costs only the app's own compile and link, a few seconds; in
# a fresh clone it is what compiles the libraries the packages then reuse.
tutorial: deps-app
	$(SWIFT) build
	/usr/bin/python3 scripts/tutorial.py check

# The example app (Examples/TwoWheels), a package that depends on this one by its path as
# any other app would: copied to a new folder outside the clone, built there from scratch,
# its binary brought back as .build/example/TwoWheels for the e2e test, the folder removed.
example: deps-app
	rm -f .build/example/TwoWheels
	dir=$$(mktemp -d "$${TMPDIR:-/tmp}/pickers-example.XXXXXX") && trap 'rm -rf "$$dir"' EXIT && \
	cp -R Examples/TwoWheels/Package.swift Examples/TwoWheels/Sources "$$dir" && \
	sed -i 's|path: "../.."|path: "$(CURDIR)"|' "$$dir/Package.swift" && \
	(cd "$$dir" && $(SWIFT) build) && \
	mkdir -p .build/example && cp "$$dir/.build/debug/TwoWheels" .build/example/

# Translations (po/, see HACKING.md). The build compiles each catalogue of po/LINGUAS into
# .build/locale/<lang>/LC_MESSAGES/pickers.mo, where a binary run from the source tree
# finds it, and merges the translations into the desktop entry and the metainfo in
# .build/desktop. `make pot` regenerates po/pickers.pot from the sources; `make po-check`
# (in make test) fails on a stale template or an incomplete catalogue.
LINGUAS = $(shell grep -v '^\#' po/LINGUAS)
PO_FILES = $(LINGUAS:%=po/%.po)
MO_FILES = $(LINGUAS:%=.build/locale/%/LC_MESSAGES/pickers.mo)
DESKTOP_FILES = .build/desktop/$(APP_ID).desktop .build/desktop/$(APP_ID).metainfo.xml
translations: deps-app $(MO_FILES) $(DESKTOP_FILES)

.build/locale/%/LC_MESSAGES/pickers.mo: po/%.po
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

.build/desktop/$(APP_ID).desktop: desktop/$(APP_ID).desktop.in $(PO_FILES) po/LINGUAS
	@mkdir -p $(@D)
	msgfmt --desktop --template=$< -d po -o $@

.build/desktop/$(APP_ID).metainfo.xml: desktop/$(APP_ID).metainfo.xml.in $(PO_FILES) po/LINGUAS
	@mkdir -p $(@D)
	msgfmt --xml --template=$< -d po -o $@

pot: deps-app
	scripts/po.py pot po/pickers.pot
	for lang in $(LINGUAS); do msgmerge --quiet --update --backup=none po/$$lang.po po/pickers.pot || exit 1; done

po-check: deps-app
	scripts/po.py check

deps-app:
	@scripts/ensure-packages.sh $(APP_PACKAGES)

deps-test:
	@scripts/ensure-packages.sh $(TEST_PACKAGES)

# Installs into PREFIX (default /usr/local); the binary finds PREFIX/share/pickers.
PREFIX ?= /usr/local
SHARE = $(DESTDIR)$(PREFIX)/share

# Only installs (no package manager, no sudo, no compiler): `make build` first.
# DESTDIR stages the files (for packages), PREFIX is where they will live.
install:
	@test -x .build/release/pickers -a -f .build/desktop/$(APP_ID).desktop || \
	  { echo "no .build/release/pickers: run make build first" >&2; exit 1; }
	install -Dm755 .build/release/pickers $(DESTDIR)$(PREFIX)/bin/pickers
	install -d $(SHARE)/pickers/data $(SHARE)/pickers/Assets
	install -m644 data/*.plist data/README.md $(SHARE)/pickers/data/
	install -m644 Assets/*.png Assets/*.svg Assets/*.wav Assets/README.md $(SHARE)/pickers/Assets/
	install -Dm644 .build/desktop/$(APP_ID).desktop $(SHARE)/applications/$(APP_ID).desktop
	install -Dm644 .build/desktop/$(APP_ID).metainfo.xml $(SHARE)/metainfo/$(APP_ID).metainfo.xml
	for lang in $(LINGUAS); do \
	  install -Dm644 .build/locale/$$lang/LC_MESSAGES/pickers.mo \
	    $(SHARE)/locale/$$lang/LC_MESSAGES/pickers.mo || exit 1; \
	done
	install -Dm644 desktop/icons/hicolor/scalable/apps/$(APP_ID).svg \
	  $(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 desktop/icons/hicolor/48x48/apps/$(APP_ID).png \
	  $(SHARE)/icons/hicolor/48x48/apps/$(APP_ID).png
	install -Dm644 desktop/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	  $(SHARE)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	$(if $(DESTDIR),,-gtk-update-icon-cache -q -t $(SHARE)/icons/hicolor 2>/dev/null)

# The Debian package, pickers_$(VERSION)_amd64.deb in .build/deb, from a staged install
# (scripts/build-deb.sh: man page, copyright, Depends from dpkg-shlibdeps).
VERSION = $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/Pickers/App/AppInfo.swift)
DEB = .build/deb/pickers_$(VERSION)_$(shell dpkg --print-architecture).deb
deb: deps-deb build
	rm -rf .build/deb/stage
	$(MAKE) install DESTDIR=$(CURDIR)/.build/deb/stage PREFIX=/usr
	scripts/build-deb.sh $(VERSION) .build/deb/stage .build/deb

deps-deb:
	@scripts/ensure-packages.sh $(APP_PACKAGES) $(DEB_PACKAGES)

# The package as a user gets it: lintian (an error fails), then Tests/deb: installed with
# dpkg into a throwaway root (scripts/deb-check.sh: dpkg's --root over a copy of the host's
# package database), the installed binary through the end-to-end installed-binary test,
# purged, nothing left; a broken package fails; the host's packages are never touched.
deb-check: deb
	lintian --fail-on error --tag-display-limit 0 --display-info $(DEB)
	PICKERS_DEB=$(CURDIR)/$(DEB) $(PYTEST) -q Tests/deb

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/pickers
	rm -rf $(SHARE)/pickers
	rm -f $(SHARE)/applications/$(APP_ID).desktop $(SHARE)/metainfo/$(APP_ID).metainfo.xml
	rm -f $(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg
	rm -f $(SHARE)/icons/hicolor/48x48/apps/$(APP_ID).png
	rm -f $(SHARE)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	for lang in $(LINGUAS); do rm -f $(SHARE)/locale/$$lang/LC_MESSAGES/pickers.mo; done
	-gtk-update-icon-cache -q -t $(SHARE)/icons/hicolor 2>/dev/null

validate: deps-test translations
	desktop-file-validate .build/desktop/$(APP_ID).desktop
	appstreamcli validate --no-net .build/desktop/$(APP_ID).metainfo.xml

clean:
	rm -rf .build .build-asan artifacts
