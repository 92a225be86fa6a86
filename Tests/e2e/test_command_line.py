"""End-to-end: the command line goes through GOption. Our options and GTK's own
(`--display`) work; `--help` and `--version` print and exit 0; a bad option or value prints
why and the usage and exits 2; no display gives one line and exit status 1."""
import os
import signal
import socket
import subprocess
import threading
import time

import pyatspi

from driver import BINARY, expect, fresh_home, wait_for


def run(*args, env=None):
    """Runs the binary in English (GOption's own words are translated) with a fresh home."""
    return subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=20,
                          env={**os.environ, "LC_ALL": "C.UTF-8", "LANGUAGE": "", **fresh_home(),
                               **(env or {})})


def test_help_and_version():
    result = run("--help")
    expect(0, result.returncode, "--help's exit status")
    for part in ["pickers [OPTION…]", "--page=NAME", "--seed=N", "--help-gtk", "--version"]:
        assert part in result.stdout, f"{part!r} not in --help:\n{result.stdout}"
    assert "bench" not in result.stdout
    assert "--display" in run("--help-gtk").stdout
    version = run("--version")
    expect((0, "pickers 0.1.0\n"), (version.returncode, version.stdout), "--version")


def test_bad_command_lines_exit_2_with_the_usage():
    for args, reason in [(["--bogus"], "Unknown option --bogus"),
                         (["--seed", "abc"], "--seed takes a whole number ≥ 0, not 'abc'"),
                         (["--page=settings"], "unknown page 'settings'"),
                         (["extra"], "unexpected argument 'extra'")]:
        result = run(*args)
        expect(2, result.returncode, f"exit status of {args}")
        first = result.stderr.splitlines()[0]
        assert first.startswith("pickers: ") and reason in first, result.stderr
        assert "pickers [OPTION…]" in result.stderr, result.stderr


def test_a_named_folder_that_is_none_is_one_line_and_status_2(tmp_path):
    """A folder named by option or variable that is not there (or is a file, or is empty)
    is said once, before any window, instead of every page naming each file it misses."""
    afile = tmp_path / "afile"
    afile.write_text("")
    for args, env, reason in [
            (["--assets-dir", "/nonexistent"], None, "--assets-dir /nonexistent: it does not exist"),
            (["--data-dir", str(afile)], None, f"--data-dir {afile}: it is not a folder"),
            (["--data-dir="], None, "--data-dir takes a folder, not ''"),
            ([], {"PICKERS_ASSETS_DIR": "/nonexistent"},
             "PICKERS_ASSETS_DIR is /nonexistent, which does not exist")]:
        result = run(*args, env=env)
        expect(2, result.returncode, f"exit status of {args} {env}")
        first = result.stderr.splitlines()[0]
        assert first.startswith("pickers: ") and reason in first, result.stderr
        assert "is missing" not in result.stderr, result.stderr


def test_no_display_is_one_line_and_status_1():
    env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
    result = subprocess.run([BINARY], capture_output=True, text=True, timeout=20, env=env)
    expect(1, result.returncode, "exit status without a display")
    expect(1, len(result.stderr.strip().splitlines()), f"lines on stderr: {result.stderr!r}")
    bad = run("--display=:999")
    expect(1, bad.returncode, "exit status with --display=:999")
    assert "--display is :999" in bad.stderr, bad.stderr


def test_no_wayland_compositor_is_one_line_and_status_1():
    """GDK_BACKEND=wayland and no compositor at WAYLAND_DISPLAY: the line names it, and
    no X server is tried."""
    env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
    env.update(GDK_BACKEND="wayland", WAYLAND_DISPLAY="pickers-no-compositor")
    result = subprocess.run([BINARY], capture_output=True, text=True, timeout=20, env=env)
    expect(1, result.returncode, "exit status without a compositor")
    expect(["pickers: cannot open a display (WAYLAND_DISPLAY is pickers-no-compositor, "
            "GDK_BACKEND is wayland); run it inside a desktop session"],
           result.stderr.strip().splitlines(), "standard error")


def test_gtk_display_option_opens_that_display(launch):
    """GTK's own --display works: the app started with DISPLAY unset finds the server."""
    display = os.environ["DISPLAY"]
    app = launch(f"--display={display}", "--page", "single", env={"DISPLAY": ""})
    wait_for(lambda: app.selected("Character") == "Luke", what="the window on --display")


def dead_bus(tmp_path):
    """A session bus that accepts connections and never answers: its address, and the
    socket to close when done."""
    path = str(tmp_path / "dead-bus")
    server = socket.socket(socket.AF_UNIX)
    server.bind(path)
    server.listen(8)
    held = []

    def hold():
        try:
            held.extend(server.accept() for _ in range(4))
        except OSError:  # the socket closed at the test's end
            pass
    threading.Thread(target=hold, daemon=True).start()
    return f"unix:path={path}", server


def start_on(bus):
    """The app on `bus`. The accessibility bus is found through the X server's AT_SPI_BUS,
    as on a desktop (asking the registry for the desktop starts it): only the session bus
    is dead. Without it, GTK's accessibility bridge would wait on the dead bus first."""
    pyatspi.Registry.getDesktop(0)
    return subprocess.Popen([BINARY], stderr=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            text=True, env={**os.environ, **fresh_home(),
                                            "DBUS_SESSION_BUS_ADDRESS": bus})


def test_a_session_bus_that_never_answers_is_waited_for_a_bounded_time(tmp_path):
    """g_application_register blocked for ever in g_bus_get_sync: no window, and SIGTERM
    ignored. The app now says what it waits for after 2 s, goes on as a separate instance
    after 10 s, and quits on SIGTERM then as always."""
    bus, server = dead_bus(tmp_path)
    app = start_on(bus)
    try:
        window = wait_for(lambda: subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
            capture_output=True).returncode == 0, timeout=20, what="the window")
        assert window
        app.send_signal(signal.SIGTERM)
        status = app.wait(timeout=10)
    finally:
        app.kill()
        server.close()
    stderr = app.stderr.read()
    expect(0, status, f"exit status on SIGTERM ({stderr})")
    assert f"waiting for the session bus at {bus}" in stderr, stderr
    assert "did not answer in 10 s; going on as a separate instance" in stderr, stderr


def test_sigterm_ends_the_app_while_it_waits_for_the_session_bus(tmp_path):
    bus, server = dead_bus(tmp_path)
    app = start_on(bus)
    try:
        time.sleep(4)
        app.send_signal(signal.SIGTERM)
        status = app.wait(timeout=5)
    finally:
        app.kill()
        server.close()
    expect(-signal.SIGTERM, status, "SIGTERM, while the bus does not answer, ends the app")
