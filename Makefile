# Pickers — the two set-up commands are `make run` and `make test` (see README.md).
# Each installs the Debian packages it needs when they are missing.

export PATH := /opt/swift/usr/bin:$(PATH)
SWIFT ?= swift

# To build and run the app.
APP_PACKAGES = pkg-config libgtk-3-dev libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev \
  gstreamer1.0-plugins-base gstreamer1.0-plugins-good librsvg2-common
# To test it as a person would: a virtual display, a D-Bus session, AT-SPI.
TEST_PACKAGES = $(APP_PACKAGES) xvfb xauth dbus dbus-x11 at-spi2-core python3-pyatspi \
  python3-gi gir1.2-atspi-2.0 python3-pytest imagemagick xdotool

# A virtual display and a D-Bus session (GTK's AT-SPI bridge needs both).
XVFB = xvfb-run -a -s '-screen 0 1280x1024x24' dbus-run-session --
# Debian's Python, which has pyatspi (a pyenv python3 on PATH would not).
PYTEST = /usr/bin/python3 -m pytest -p no:cacheprovider -W ignore::DeprecationWarning

.PHONY: run test build unit-tests asan-session bench format lint deps-app deps-test clean

run: deps-app
	$(SWIFT) build --product pickers
	.build/debug/pickers $(ARGS)

# Model tests, GTK widget tests and end-to-end tests through AT-SPI, under Xvfb; then the
# randomised session again in an AddressSanitizer build.
test: deps-test
	$(SWIFT) build --build-tests
	$(XVFB) sh -c '$(SWIFT) test --skip-build && $(PYTEST) -q Tests/e2e'
	$(MAKE) asan-session

# 300 AT-SPI actions against `pickers` built with -sanitize=address: no ASan error, and no
# LeakSanitizer leak outside the system libraries listed in Tests/asan/lsan.supp.
asan-session: deps-test
	$(SWIFT) build -Xswiftc -sanitize=address --build-path .build-asan --product pickers
	$(XVFB) /usr/bin/python3 Tests/e2e/asan_session.py 300

# Only the headless model tests (no display needed).
unit-tests:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter PickerKitTests

build: deps-app
	$(SWIFT) build

bench: deps-app
	$(SWIFT) build -c release --product pickers-bench
	.build/release/pickers-bench data/statedictionary.plist

format:
	$(SWIFT) format -i -r Package.swift Sources Tests

lint:
	$(SWIFT) format lint -r Package.swift Sources Tests

deps-app:
	@scripts/ensure-packages.sh $(APP_PACKAGES)

deps-test:
	@scripts/ensure-packages.sh $(TEST_PACKAGES)

clean:
	rm -rf .build .build-asan artifacts
