"""End-to-end: a real screen reader. Orca, under Openbox (without a window manager that
activates new windows it announces no dialog), speaks the Single page's drum wheel, its
rows as the keyboard turns it, and the alert, and reads the Date page's looping Minute
wheel round its end, from the accessible tree the tree view behind the drum keeps. Orca
writes every utterance to its debug file as a `SPEECH OUTPUT: '…'` line; that is what it
would say."""
import os
import re
import subprocess
import time

import pyatspi
import pytest

from conftest import bad_stderr
from driver import Pickers, fresh_home, wait_for

# at-spi2-core 2.46's bridge (libatk-bridge, inside every GTK app) logs this while it answers
# Orca's D-Bus calls: the stack is the bridge's own message handler (checked with
# G_DEBUG=fatal-criticals), and the app before the drum logs it the same way.
BRIDGE_CRITICAL = re.compile(r".*GLib-CRITICAL \*\*: [\d:.]+: g_ptr_array_unref: assertion 'array' failed\n?")


# Orca writes its debug file through an 8 KiB buffer, so what it said reaches the file late
# or at exit. This runs /usr/bin/orca with that one file line-buffered.
LINE_BUFFERED_ORCA = """
import builtins, runpy, sys
path, real_open = sys.argv[1], builtins.open
def line_buffered_open(file, mode="r", *args, **kwargs):
    if file == path:
        return real_open(file, mode, 1)
    return real_open(file, mode, *args, **kwargs)
builtins.open = line_buffered_open
sys.argv = ["orca", "--replace", "--debug-file", path]
runpy.run_path("/usr/bin/orca", run_name="__main__")
"""


def speech(path):
    """Everything Orca has said so far, one utterance per item."""
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8", errors="replace") as f:
        return re.findall(r"SPEECH OUTPUT: '([^']*)'", f.read())


def orca_running():
    """Whether Orca has registered on the accessibility bus (it is then listening)."""
    desktop = pyatspi.Registry.getDesktop(0)
    return any(app is not None and app.name == "orca"
               for app in (desktop.getChildAtIndex(i) for i in range(desktop.childCount)))


def wait_until_quiet(path, seconds=1.5):
    """Waits until Orca has said nothing new for `seconds`: it handles events in turn, and
    a key pressed while it still reads the window is read after, or not at all."""
    last = [None, 0.0]

    def quiet():
        count = len(speech(path))
        now = time.monotonic()
        if count != last[0]:
            last[0], last[1] = count, now
            return False
        return now - last[1] >= seconds
    wait_for(quiet, timeout=20, interval=0.1, what="Orca to finish speaking")


def said(path, text, since=0):
    """Whether Orca has said something containing `text`, after its first `since`
    utterances."""
    return any(text in line for line in speech(path)[since:])


@pytest.fixture
def orca(openbox, tmp_path):
    """Orca, started fresh and ready; yields its debug file and a list to put the app in,
    which is closed (its stderr checked) before Orca stops."""
    debug = str(tmp_path / "orca-debug.out")
    process = subprocess.Popen(["/usr/bin/python3", "-c", LINE_BUFFERED_ORCA, debug],
                               env=dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="", **fresh_home()),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    apps = []
    try:
        wait_for(orca_running, timeout=30, what="Orca on the accessibility bus")
        wait_for(lambda: said(debug, "Screen reader on"), timeout=30, what="Orca to be ready")
        yield debug, apps
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        for app in apps:
            status, stderr = app.close()
            left = BRIDGE_CRITICAL.sub("", stderr)
            assert status == 0 and not bad_stderr(left), f"status {status}:\n{left}"


def press_until_said(app, debug, key, text, what, timeout=10):
    """Presses `key` once Orca is quiet, waits for Orca to say `text` (`what` names it), and
    returns everything it said since the key, one utterance per item."""
    wait_until_quiet(debug)
    before = len(speech(debug))
    app.keys(key)
    wait_for(lambda: said(debug, text, since=before), timeout=timeout,
             what=f"Orca to read {what} (it said {speech(debug)[-8:]})")
    return speech(debug)[before:]


def press_and_hear(app, debug, key, wheel, row):
    """Presses `key` once Orca is quiet, and waits for `row` to be selected in `wheel` and
    for Orca to say it."""
    press_until_said(app, debug, key, row, row)
    wait_for(lambda: app.selected(wheel) == row, what=f"{row} selected in {wheel}")


def test_orca_speaks_the_wheel_its_rows_and_the_alert(orca):
    debug, apps = orca
    app = Pickers("--page", "single")
    apps.append(app)
    wait_for(lambda: said(debug, "Luke"), timeout=15,
             what=f"Orca to read the focused wheel (it said {speech(debug)[-5:]})")
    # What Orca reads first depends on whether it heard the window activate before the
    # focus (under load it can hear only "Luke"), so the wheel's name and role are checked
    # where they are always read: focus coming back to the wheel from the Select button.
    press_until_said(app, debug, "Tab", "Select push button", "the button")
    back = " | ".join(press_until_said(app, debug, "shift+Tab", "Luke", "the wheel again"))
    for words in ["Character", "table with 7 rows 1 column"]:
        assert words in back, f"Orca did not say {words!r} back on the wheel: {back}"
    for row in ["Leia", "Han"]:
        press_and_hear(app, debug, "Down", "Character", row)
    spoken = " | ".join(
        press_until_said(app, debug, "Return", "You selected Han!", "the alert", timeout=15))
    assert "Thank you for choosing." in spoken, f"Orca did not read the alert's text: {spoken}"
    app.dismiss_alert()
    assert app.alive(), "pickers died with Orca reading it"


def test_orca_speaks_a_looping_wheel_round_its_end(orca):
    """Minute loops: Orca reads it as the model's 60 rows, and Down on 59 is read as 00,
    with no row between, as on a wheel with ends."""
    debug, apps = orca
    app = Pickers("--page", "date")
    apps.append(app)
    wait_for(lambda: said(debug, "Today"), timeout=15,
             what=f"Orca to read the focused Date wheel (it said {speech(debug)[-5:]})")
    app.pick("Minute", "58")
    app.at_rest("Minute")
    before = len(speech(debug))
    # Date, then Hour, then Minute.
    press_until_said(app, debug, "Tab", "Hour", "the Hour wheel")
    press_until_said(app, debug, "Tab", "Minute", "the Minute wheel")
    for key, row in [("Down", "59"), ("Down", "00"), ("Up", "59")]:
        press_and_hear(app, debug, key, "Minute", row)
    spoken = " | ".join(speech(debug)[before:])
    assert "table with 60 rows 1 column" in spoken, f"Orca never said Minute's size: {spoken}"
    assert app.alive(), "pickers died with Orca reading it"
