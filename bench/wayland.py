#!/usr/bin/python3
"""make bench, the Wayland part: run inside scripts/wayland-session.sh (make bench does).

- One wheel frame drawn under Wayland (sway, pixman) and under X11 (Xvfb, started here for
  each X11 run), runs interleaved, medians: `pickers-window-bench --draw 200`.
- The zip wheel's fling under Wayland: real drags by wayvnc's virtual pointer (the X11
  figures come from bench/run.py's xdotool drags), the longest frame wait and the share
  of frames waiting over 20 ms.
"""
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "e2e"))
from screen import SCREEN, WAYLAND  # noqa: E402
from run import values  # noqa: E402  (bench/run.py: make bench's key-value output)

WINDOW_BENCH = os.path.join(ROOT, ".build", "release", "pickers-window-bench")
XVFB = ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24 -noreset", "env", "-u", "WAYLAND_DISPLAY",
        "GDK_BACKEND=x11"]


def run(command):
    return subprocess.run(command, capture_output=True, text=True, timeout=300,
                          check=True).stdout


class Bench:
    """pickers-window-bench's accessible application, found by its process id (its window's
    place on the screen comes through AT-SPI and sway, as in the e2e tests)."""

    def __init__(self, process):
        import pyatspi
        from driver import wait_for
        self.process = process

        def find():
            desktop = pyatspi.Registry.getDesktop(0)
            for i in range(desktop.childCount):
                app = desktop.getChildAtIndex(i)
                if app is not None and app.get_process_id() == process.pid and app.childCount:
                    return app.getChildAtIndex(0)
            return None
        self.window = wait_for(find, timeout=20, what="the bench's window on AT-SPI")


def fling_run(flings=10):
    state = tempfile.TemporaryDirectory(prefix="pickers-bench-state-")
    app = subprocess.Popen([WINDOW_BENCH, "--fling", "1"], stdout=subprocess.PIPE, text=True,
                           env=dict(os.environ, XDG_STATE_HOME=state.name))
    x, y = (int(v) for v in app.stdout.readline().split()[1:3])
    window = Bench(app).window
    dx, dy = SCREEN.origin(window, app.pid)
    x, y = x + dx, y + dy
    for n in range(flings):
        step = -30 if n % 2 == 0 else 30
        SCREEN.drag(x, y, [step] * 6, 0, spacing=0.016)
        time.sleep(1.5)
    app.send_signal(signal.SIGUSR1)
    output = app.communicate(timeout=30)[0]
    state.cleanup()
    return (values(output, "fling_max_frame_wait_ms")[0],
            values(output, "fling_frames_waiting_over_20ms")[0], values(output, "fling_frames")[0])


def main():
    if not WAYLAND:
        sys.exit("bench/wayland.py: run it inside scripts/wayland-session.sh")
    keys = ["draw_zip_drum_us", "draw_reel_drum_us"]
    draws = {"wayland": {key: [] for key in keys}, "x11": {key: [] for key in keys}}
    for _ in range(3):
        for name, prefix in [("wayland", []), ("x11", XVFB)]:
            output = run([*prefix, WINDOW_BENCH, "--draw", "200"])
            for key in keys:
                draws[name][key].extend(values(output, key))
    flings = [fling_run() for _ in range(3)]
    print("| measure (Wayland lane: sway headless, pixman) | Wayland | X11 (Xvfb) | ratio |")
    print("|---|---|---|---|")
    for key, what in [("draw_zip_drum_us", "one frame of the zip wheel, 216 px drum"),
                      ("draw_reel_drum_us", "one frame of a reel, 96 px rows")]:
        wayland = statistics.median(draws["wayland"][key])
        x11 = statistics.median(draws["x11"][key])
        print(f"| {what} | {wayland:.0f} µs | {x11:.0f} µs | {wayland / x11:.2f} |")
    frames = sum(f[2] for f in flings)
    waiting = sum(f[1] for f in flings)
    print(f"| longest frame wait, zip wheel fling and snap (3 × 10, VNC drags) |"
          f" {max(f[0] for f in flings):.1f} ms | | |")
    print(f"| frames waiting over 20 ms, fling and snap | {int(waiting)} of {int(frames)}"
          f" ({100 * waiting / max(frames, 1):.1f} %) | | |")


if __name__ == "__main__":
    main()
