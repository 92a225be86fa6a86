"""End-to-end: a person's choice is on disk within a second or two of being made (issue 54),
so a kill, a crash or a display that goes away loses at most that; what the app does not
use in its state file survives its saves; and the state is saved, with true reasons, when
files are short or the environment is wrong. The state's round trip through a clean quit
is test_state.py's."""
import os
import resource
import signal
import subprocess
import time

import pytest

from driver import expect, fresh_home, wait_for
from test_state import env, spin_once, state_file, state_home  # noqa: F401 (a fixture)


def saved(state_home):
    """The state file's text, or "" while there is none."""
    try:
        with open(state_file(state_home), encoding="utf-8") as f:
            return f.read()
    except FileNotFoundError:
        return ""


def test_a_choice_survives_a_kill_three_seconds_later(launch, state_home):
    app = launch(env=env(state_home))
    app.select_tab("Single")
    app.pick("Character", "Leia")
    time.sleep(3)
    app.process.send_signal(signal.SIGKILL)
    app.expected_status = -signal.SIGKILL
    app.close()
    expect(True, "single=1" in saved(state_home) and "page=single" in saved(state_home),
           f"the choice on disk after a SIGKILL 3 s after it, in {saved(state_home)!r}")
    again = launch(env=env(state_home))
    expect("Leia", again.selected("Character"), "the choice, back after the kill")


@pytest.fixture
def own_display():
    """An X server of the test's own (the suite's must live on), killed by the test."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "800x600x24",
                               "-nolisten", "tcp"], pass_fds=[write],
                              stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    yield server, f":{number}"
    if server.poll() is None:
        server.kill()
    server.wait()


def test_the_display_going_away_ends_the_app_with_its_state(launch, state_home, own_display):
    """The change is made and the X server killed at once, before the second in which it
    would be saved anyway: the app writes it as GDK finds the connection broken, and ends."""
    server, display = own_display
    app = launch(env=dict(env(state_home), DISPLAY=display, WAYLAND_DISPLAY="",
                          GDK_BACKEND="x11"))
    app.select_tab("Single")
    app.pick("Character", "Leia")
    server.kill()
    app.expected_status = 1
    wait_for(lambda: not app.alive(), timeout=5, what="the app to end with its display")
    status, stderr = app.close()
    expect(1, status, "the exit status, as GDK ends an app whose display is gone")
    assert "single=1" in saved(state_home), f"the choice was not saved: {saved(state_home)!r}"
    again = launch(env=env(state_home))
    expect("Leia", again.selected("Character"), "the choice, back on another display")


def test_what_the_app_does_not_use_survives_its_saves(launch, state_home):
    """Another version's group, a key of the future in a group of ours, a translated key and
    comments stay as GLib's key file keeps them, save after save; the app's own keys change.
    (GLib writes a blank line between a file's first comment and its first group.)"""
    path = state_file(state_home)
    os.makedirs(os.path.dirname(path))
    foreign = ("# kept by hand: do not lose me\n\n"
               "[plugin-x]\nanswer=42\n# a note inside\nname[de]=Zweiundvierzig\n\n")
    with open(path, "w", encoding="utf-8") as f:
        f.write(foreign + "[window]\nwidth=700\nheight=500\npage=double\n"
                "layout-of-the-future=tiles\n")
    for character, row in [("Leia", 1), ("Han", 2)]:
        app = launch(env=env(state_home))
        app.select_tab("Single")
        app.pick("Character", character)
        wait_for(lambda: f"single={row}" in saved(state_home), timeout=5, what="the save")
        status, _ = app.close()
        expect(0, status, "exit status")
        after = saved(state_home)
        assert after.startswith(foreign), f"{foreign!r} is not kept in {after!r}"
        assert "layout-of-the-future=tiles\n" in after, after
        assert "page=single" in after and "page=double" not in after, after


def test_a_relative_xdg_folder_is_ignored_with_one_line(launch, tmp_path):
    """The XDG spec: a relative XDG_STATE_HOME (or DATA, CONFIG, CACHE) is invalid and
    ignored. The state goes to the default, $HOME/.local/state, wherever the app starts."""
    home = fresh_home()
    work = tmp_path / "work"
    work.mkdir()
    app = launch(env=dict(home, XDG_STATE_HOME="rel/state", XDG_CONFIG_HOME="rel/config"),
                 cwd=str(work))
    app.select_tab("Single")
    app.pick("Character", "Leia")
    status, stderr = app.close()
    expect(0, status, "exit status")
    expect([], os.listdir(work), "what the app made in its working folder")
    lines = [line for line in stderr.splitlines() if "XDG_" in line]
    expect(1, len(lines), f"lines about the XDG folders in {stderr!r}")
    assert "XDG_STATE_HOME" in lines[0] and "XDG_CONFIG_HOME" in lines[0], lines[0]
    default = os.path.join(home["HOME"], ".local", "state")
    assert "single=1" in saved(default), "the state is not in $HOME/.local/state"


def test_a_state_folder_that_cannot_be_made_says_why(launch, state_home):
    """$XDG_STATE_HOME is there but cannot be written (immutable as root, read-only
    otherwise), and pickers/ is not yet in it: the warning names the folder and the errno
    the mkdir met, not the "No such file or directory" of the open after it."""
    os.makedirs(state_home)
    if os.geteuid() == 0:
        lock, unlock = ["chattr", "+i", state_home], ["chattr", "-i", state_home]
        reason = "Operation not permitted"
    else:
        lock, unlock = ["chmod", "555", state_home], ["chmod", "755", state_home]
        reason = "Permission denied"
    if subprocess.run(lock, capture_output=True).returncode != 0:
        pytest.skip("the state folder cannot be made read-only here")
    try:
        app = launch(env=env(state_home))
        app.select_tab("Single")
        app.pick("Character", "Leia")
        time.sleep(2)
        status, stderr = app.close()
    finally:
        subprocess.run(unlock, check=True)
    expect(0, status, "exit status")
    lines = [line for line in stderr.splitlines() if "cannot be saved" in line]
    expect(1, len(lines), f"one line, as the first save fails, not again at quit: {stderr!r}")
    for line in lines:
        assert reason in line and "No such file" not in line, line
        assert os.path.join(state_home, "pickers") in line, line


def open_files(soft, hard):
    return lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


@pytest.mark.parametrize("limit", [16, 24])
def test_a_tiny_open_file_limit_spins_quits_and_keeps_its_state(launch, state_home, limit):
    """`ulimit -n 16` (soft and hard): no crash at the first spin, the sound off with one
    true reason, and the state saved."""
    app = launch(env=env(state_home), preexec_fn=open_files(limit, limit))
    spin_once(app)
    spin_once(app)
    status, stderr = app.close()
    expect(0, status, f"exit status at {limit} open files; stderr {stderr!r}")
    sound = [line for line in stderr.splitlines() if "sound is off" in line]
    expect(1, len(sound), f"lines about the sound in {stderr!r}")
    assert "too many open files" in sound[0], sound[0]
    expect([], [line for line in stderr.splitlines() if "cannot be saved" in line],
           "warnings about the state")
    assert "page=custom" in saved(state_home), saved(state_home)


def test_a_low_soft_limit_is_raised_to_the_hard_one(launch, state_home):
    app = launch(env=env(state_home), preexec_fn=open_files(16, 4096))
    with open(f"/proc/{app.process.pid}/limits", encoding="utf-8") as f:
        line = next(line for line in f if line.startswith("Max open files"))
    expect(["4096", "4096"], line.split()[3:5], "the soft and hard limits")
    spin_once(app)
    assert app.gstreamer_started(), "the sound is on"
    status, stderr = app.close()
    expect(0, status, "exit status")
    assert "too many open files" not in stderr, stderr
