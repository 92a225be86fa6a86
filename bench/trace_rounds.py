#!/usr/bin/env python3
"""Interleaved PICKERS_TRACE=1 runs of pickers on the Custom page (docs/PERFORMANCE.md).

    python3 bench/trace_rounds.py ROUNDS NAME=PICKERS[,NAME=PICKERS…] KIND=ASSETS…

Runs every binary on every assets folder, ROUNDS times, interleaved, each from a fresh
home with --page custom --data-dir data/, under the display and session bus it is given
(xvfb-run … dbus-run-session --), and prints for each binary and folder the medians of
its trace milestones, in milliseconds since the Swift code started: the Custom page
built, the window's first frame, and the images asked for so far all decoded or given up
("images decoded", which builds before issue 54 do not trace: there the images are
decoded while the page is built). Each run ends 3 s after its first frame at the latest.
"""
import os
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
MILESTONES = ["built CustomPage", "first frame", "images decoded"]


def trace_run(binary, assets):
    """The first time of each milestone in one run, {milestone: ms}."""
    home = tempfile.mkdtemp(prefix="pickers-trace-")
    env = dict(os.environ, PICKERS_TRACE="1", HOME=home, XDG_STATE_HOME=f"{home}/state",
               XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
    process = subprocess.Popen(
        [binary, "--page", "custom", "--data-dir", os.path.join(ROOT, "data"),
         "--assets-dir", assets], env=env, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL)
    seen, pending, end = {}, "", time.monotonic() + 60
    while time.monotonic() < end and not {"first frame", "images decoded"} <= seen.keys():
        ready, _, _ = select.select([process.stderr], [], [], 0.2)
        if ready:
            chunk = os.read(process.stderr.fileno(), 65536).decode(errors="replace")
            if not chunk:
                break
            *lines, pending = (pending + chunk).split("\n")
            for line in lines:
                if line.startswith("trace "):
                    ms, what = line[6:].split(" ", 1)
                    for milestone in MILESTONES:
                        if what.startswith(milestone):
                            seen.setdefault(milestone, float(ms))
        if "first frame" in seen:
            end = min(end, time.monotonic() + 3)
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
    return seen


def summary(runs):
    """Medians (min–max) of each milestone, and of "images decoded" less the others."""
    parts = []
    for milestone in MILESTONES:
        times = [run[milestone] for run in runs if milestone in run]
        if times:
            parts.append(f"{milestone} {statistics.median(times):.1f} ms "
                         f"({min(times):.1f}–{max(times):.1f}, {len(times)} runs)")
    for base in MILESTONES[:2]:
        gaps = [run["images decoded"] - run[base] for run in runs
                if "images decoded" in run and base in run]
        if gaps:
            parts.append(f"images decoded − {base} {statistics.median(gaps):.1f} ms")
    return "; ".join(parts)


def main(rounds, binaries, folders):
    results = {(name, kind): [] for kind in folders for name in binaries}
    for _ in range(rounds):
        for kind, assets in folders.items():
            for name, binary in binaries.items():
                results[(name, kind)].append(trace_run(binary, assets))
    for (name, kind), runs in results.items():
        print(f"{name}, {kind}: {summary(runs)}")


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    main(int(sys.argv[1]), dict(item.split("=", 1) for item in sys.argv[2].split(",")),
         dict(item.split("=", 1) for item in sys.argv[3:]))
