"""pytest fixtures: a running app per test, and a screenshot of the screen on failure."""
import os
import re
import subprocess
import tempfile

import pytest

from driver import ROOT, Pickers, wait_for
from screen import SCREEN, SHELL, WAYLAND

ARTIFACTS = os.path.join(ROOT, "artifacts",
                         "e2e-shell" if SHELL else "e2e-wayland" if WAYLAND else "e2e")
# Where the GNOME Shell lane leaves pictures of pages and windows, to be looked at.
SHOTS = os.path.join(ROOT, "artifacts", "gnome-shell", "screens")


# What GTK, GLib and GStreamer print when something is wrong. The app's own
# "pickers-WARNING" lines (a bad data file, no sound) are checked by the tests that cause
# them, so they are not matched here.
BAD_STDERR = re.compile(r"(Gtk|Gdk|GLib|GLib-GObject|GLib-GIO|GStreamer|Gst\w*|Pango|Atk|dconf)-(CRITICAL|WARNING)|"
                        r"\.swift:\d+: Fatal error|Program crashed")
# What GStreamer itself may print as a play fails for want of an audio device (the test
# machine has none: the app then says "sound is off" once and goes on). playsink's
# converters can see the caps before the stream's start while the sink fails: GStreamer's
# race, once in some 500 end-to-end runs, and nothing the app can order.
NO_DEVICE_NOISE = re.compile(r"^.*GStreamer-WARNING \*\*: .*Sticky event misordering.*$", re.M)


def bad_stderr(stderr):
    """Whether `stderr` holds a critical or warning of GTK, GLib or GStreamer, beyond
    GStreamer's noise when the app has found no audio device."""
    if "sound is off" in stderr:
        stderr = NO_DEVICE_NOISE.sub("", stderr)
    return BAD_STDERR.search(stderr) is not None


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "wayland: runs in the Wayland lane too (make wayland-test, HACKING.md)")
    config.addinivalue_line(
        "markers", "shell: runs in the GNOME Shell lane (make gnome-test, HACKING.md)")


LOCALES = ["en_US", "de_DE", "zh_TW", "zh_CN"]


@pytest.fixture(scope="session")
def locales(tmp_path_factory):
    """A LOCPATH holding the UTF-8 locales of LOCALES, made from Debian's locale sources
    (the package `locales`), so no test depends on the machine's generated locales."""
    folder = tmp_path_factory.mktemp("locales")
    for name in LOCALES:
        subprocess.run(["localedef", "-i", name, "-f", "UTF-8", str(folder / f"{name}.UTF-8")],
                       check=True, capture_output=True)
    return str(folder)


def in_locale(locales, name):
    """The environment of an app run in the locale `name` (one of LOCALES)."""
    return {"LOCPATH": locales, "LC_ALL": f"{name}.UTF-8", "LANG": f"{name}.UTF-8",
            "LANGUAGE": ""}


@pytest.fixture
def launch():
    """Starts `pickers` with the given arguments. After the test every app must still be
    running, must exit 0 on SIGTERM (or the `expected_status` a test that ends it otherwise
    gives it), and must have printed no GTK/GLib critical or warning.
    """
    apps = []

    def start(*args, **kwargs):
        app = Pickers(*args, **kwargs)
        apps.append(app)
        return app

    yield start
    problems = []
    for app in apps:
        alive = app.alive() or getattr(app, "closed", None) is not None
        status, stderr = app.close()
        app.stderr = stderr
        if not alive:
            problems.append(f"pickers died during the test (status {status}):\n{stderr}")
        elif status != getattr(app, "expected_status", 0):  # a test that ends it otherwise
            problems.append(f"pickers exited {status} on SIGTERM, expected 0:\n{stderr}")
        if bad_stderr(stderr):
            problems.append(f"pickers printed criticals or warnings:\n{stderr}")
    if problems:
        pytest.fail("\n".join(problems))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call" and report.failed:
        folder = ARTIFACTS
        try:
            os.makedirs(folder, exist_ok=True)
        except OSError:  # a tree this user may not write (the Wayland lane's test user)
            folder = tempfile.mkdtemp(prefix="pickers-artifacts-")
        path = os.path.join(folder, re.sub(r"[^\w.-]+", "_", item.name) + ".png")
        SCREEN.screenshot(path)
        report.sections.append(("screenshot", f"saved to {path}"))


def window_manager_running():
    """Whether a window manager has announced itself on the root window (EWMH)."""
    root = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
                          capture_output=True, text=True).stdout
    return "window id" in root


@pytest.fixture
def window_manager():
    """A window manager for one test (JWM, with an empty configuration): with none, as in
    the other tests, nothing ever maximises a window. Under Wayland sway is the window
    manager already."""
    if WAYLAND:
        yield None
        return
    config = tempfile.NamedTemporaryFile("w", suffix=".jwmrc", delete=False)
    config.write('<?xml version="1.0"?><JWM></JWM>\n')
    config.close()
    wm = subprocess.Popen(["jwm", "-f", config.name], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)

    wait_for(window_manager_running, what="the window manager")
    yield wm
    subprocess.run(["jwm", "-exit"], check=False)
    try:
        wm.wait(timeout=10)
    except subprocess.TimeoutExpired:
        wm.kill()
        wm.wait()
    subprocess.run(["xprop", "-root", "-remove", "_NET_SUPPORTING_WM_CHECK"], check=False)
    os.unlink(config.name)


@pytest.fixture
def openbox():
    """Openbox for one test: it activates a new dialog as a desktop's window manager does
    (Orca announces a dialog when it is activated; under JWM it never was), and it resizes
    windows as a phone's shell does (without one GTK snaps a window back to its least
    size). Under Wayland sway is the window manager already."""
    if WAYLAND:
        yield None
        return
    wm = subprocess.Popen(["openbox", "--sm-disable"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    wait_for(window_manager_running, what="the window manager")
    yield wm
    wm.terminate()
    try:  # Openbox under load once took more than 10 s to go: killed then, as JWM is
        wm.wait(timeout=10)
    except subprocess.TimeoutExpired:
        wm.kill()
        wm.wait()
    subprocess.run(["xprop", "-root", "-remove", "_NET_SUPPORTING_WM_CHECK"], check=False)
