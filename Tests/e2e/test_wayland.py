"""End-to-end, in the Wayland lane only: what only Wayland does (HACKING.md, "The Wayland
lane").

- The compositor goes away mid-run: a second headless sway is started for the app, and
  stopped under it. GTK's Wayland backend ends the process: one line on standard error,
  exit status 1, no crash and no core dump.
- A seat with neither a keyboard nor a pointer (a headless sway without wayvnc): the app
  starts, draws and quits without a critical from GTK or from us.
"""
import os
import signal
import subprocess
import time

import pytest

from conftest import bad_stderr
from driver import BINARY, expect, fresh_home, wait_for
from screen import WAYLAND

pytestmark = [pytest.mark.wayland,
              pytest.mark.skipif(not WAYLAND, reason="needs the Wayland lane's session")]


@pytest.fixture
def second_compositor(tmp_path):
    """A headless sway of its own, with no VNC server: its seat has no keyboard or
    pointer. Yields its WAYLAND_DISPLAY."""
    runtime = os.environ["XDG_RUNTIME_DIR"]
    before = set(os.listdir(runtime))
    config = tmp_path / "sway.conf"
    config.write_text("output HEADLESS-1 resolution 800x600\n")
    sway = subprocess.Popen(["sway", "--config", str(config)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL,
                            env={**os.environ, "WAYLAND_DISPLAY": ""})

    def socket():
        new = [name for name in set(os.listdir(runtime)) - before
               if name.startswith("wayland-") and not name.endswith(".lock")]
        return new[0] if new else None
    display = wait_for(socket, timeout=10, what="the second sway's socket")
    yield sway, display
    if sway.poll() is None:
        sway.terminate()
        sway.wait(timeout=10)


def start(display, tmp_path, home=None):
    """The app on the compositor at `display`, its standard error in a file."""
    env = {**os.environ, "LC_ALL": "C.UTF-8", "LANGUAGE": "", **(home or fresh_home()),
           "WAYLAND_DISPLAY": display, "NO_AT_BRIDGE": "1", "PICKERS_TRACE": "1"}
    stderr = tmp_path / "stderr"
    with open(stderr, "w") as out:
        app = subprocess.Popen([BINARY, "--page", "custom"], stdout=subprocess.DEVNULL,
                               stderr=out, env=env)
    wait_for(lambda: app.poll() is None and "mapped" in stderr.read_text(), timeout=20,
             what="the window mapped on the second sway")
    return app, stderr


def untraced(stderr):
    return [line for line in stderr.read_text().splitlines() if not line.startswith("trace ")]


def expect_one_line_exit(app, stderr, gone):
    """The app, its compositor (`gone`) ended under it, exits 1 with at most one line on
    standard error and no critical."""
    status = app.wait(timeout=10)
    lines = untraced(stderr)
    expect(1, status, f"the exit status once {gone} is gone")
    assert len(lines) <= 1, f"more than one line on standard error: {lines}"
    assert not bad_stderr("\n".join(lines)), lines


def test_a_compositor_that_goes_away_ends_the_app_with_one_line(second_compositor, tmp_path):
    """A first run, with nothing changed yet, so nothing saved: the compositor's hang-up is
    seen before GDK's own source sees it, and the state is written on the way out."""
    sway, display = second_compositor
    home = fresh_home()
    app, stderr = start(display, tmp_path, home)
    state = os.path.join(home["XDG_STATE_HOME"], "pickers", "state.ini")
    assert not os.path.exists(state), "the state was written before the compositor went"
    sway.send_signal(signal.SIGTERM)
    sway.wait(timeout=10)
    expect_one_line_exit(app, stderr, "the compositor")
    with open(state, encoding="utf-8") as f:
        assert "page=custom" in f.read(), "the state written as the compositor went"


def test_a_seat_without_keyboard_or_pointer_gives_no_critical(second_compositor, tmp_path):
    _, display = second_compositor
    app, stderr = start(display, tmp_path)
    time.sleep(1.0)  # the reels drawn, the idle layout applied
    app.send_signal(signal.SIGTERM)
    expect(0, app.wait(timeout=10), "the exit status on SIGTERM")
    lines = untraced(stderr)
    assert not bad_stderr("\n".join(lines)), lines
