#!/usr/bin/python3
"""make bench: pickers against its C baseline, runs interleaved (A B A B …), medians.

Run under a display and a D-Bus session (make bench does it with xvfb-run and
dbus-run-session). Reports start-up (exec → first window mapped), resident memory once
settled (VmRSS, and Pss and USS from smaps_rollup), the Dependent page's wheel reload (Texas ⇄ Alabama, click to next frame), the zip
data load against PropertyListSerialization, the longest frame interval during spins, and
the frames of a fling (a frame in a drag waits from the pointer's motion, not before it).
"""
import os
import platform
import signal
import statistics
import subprocess
import sys
import tempfile
import time

from pagecache import evict

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
BUILD = os.path.join(ROOT, ".build")
# The app as installed (make bench installs it into PICKERS_BENCH_PREFIX) and as a user
# starts it: its icon found in the prefix's share/ on XDG_DATA_DIRS. NO_ICON is the same
# start with the icon not found, to show what the icon costs.
PREFIX = os.environ.get("PICKERS_BENCH_PREFIX")
PICKERS = (os.path.join(PREFIX, "bin", "pickers") if PREFIX
           else os.path.join(BUILD, "release", "pickers"))
SYSTEM_DATA_DIRS = "/usr/local/share:/usr/share"
WITH_ICON = {"XDG_DATA_DIRS": f"{PREFIX}/share:{SYSTEM_DATA_DIRS}" if PREFIX else SYSTEM_DATA_DIRS}
NO_ICON = {"XDG_DATA_DIRS": SYSTEM_DATA_DIRS}
WINDOW_BENCH = os.path.join(BUILD, "release", "pickers-window-bench")
LOAD_BENCH = os.path.join(BUILD, "release", "pickers-load-bench")
BASELINE = os.path.join(BUILD, "bench", "baseline")
STARTUP = os.path.join(BUILD, "bench", "startup")
DATA = os.path.join(ROOT, "data")
ASSETS = os.path.join(ROOT, "Assets")


def values(output, key):
    return [float(line.split()[1]) for line in output.splitlines() if line.startswith(key + " ")]


def run(command, env=None):
    """The standard output of `command`, run from no saved state: every run is a first
    start (the app saves its state as it changes, and a run that read it would start on
    another page, with other rows). `env` adds to the environment."""
    with tempfile.TemporaryDirectory(prefix="pickers-bench-state-") as state:
        result = subprocess.run(command, capture_output=True, text=True, timeout=300,
                                env=dict(os.environ, XDG_STATE_HOME=state, **(env or {})))
    return result.stdout


def startup_round(command, env=WITH_ICON):
    """(start-up ms, {"rss": KiB, "pss": KiB, "uss": KiB, "cpu": ms}) of one first start:
    the CPU time is all its threads' until its window mapped."""
    output = run([STARTUP, "1500", *command], env)
    measures = {kind: values(output, f"{kind}_kib")[0] for kind in ("rss", "pss", "uss")}
    measures["cpu"] = values(output, "cpu_ms")[0]
    return values(output, "startup_ms")[0], measures


def startup_rounds(programs, rounds, env=WITH_ICON):
    """Start-up ms and measures ({"rss": [...], …}) of each program, over `rounds` rounds
    interleaved (A B A B …) after a warm-up start each."""
    for command in programs.values():
        evict(command[0])  # every build as after a reboot (bench/pagecache.py)
    for command in programs.values():  # warm-up: the first app starts the a11y bus
        startup_round(command, env)
    start = {name: [] for name in programs}
    measures = {name: {} for name in programs}
    for _ in range(rounds):
        for name, command in programs.items():
            ms, values_ = startup_round(command, env)
            start[name].append(ms)
            for kind, value in values_.items():
                measures[name].setdefault(kind, []).append(value)
    return start, measures


def fling_run(flings=10):
    """Flings the zip wheel (Texas, 2,662 rows) with real pointer drags from the X server,
    half of them up and half down, 1.5 s apart; returns the app's frame-interval report."""
    state = tempfile.TemporaryDirectory(prefix="pickers-bench-state-")  # a first start
    app = subprocess.Popen([WINDOW_BENCH, "--fling", "1"], stdout=subprocess.PIPE, text=True,
                           env=dict(os.environ, XDG_STATE_HOME=state.name))
    x, y = (int(v) for v in app.stdout.readline().split()[1:3])
    for n in range(flings):
        step = -30 if n % 2 == 0 else 30
        moves = []
        for _ in range(6):
            moves += ["mousemove_relative", "--", "0", str(step), "sleep", "0.016"]
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "mousedown", "1", *moves,
                        "mouseup", "1"], check=True)
        time.sleep(1.5)
    app.send_signal(signal.SIGUSR1)
    output = app.communicate(timeout=30)[0]
    state.cleanup()
    return values(output, "fling_max_frame_interval_ms")[0], \
        values(output, "fling_median_frame_interval_ms")[0], values(output, "fling_frames")[0], \
        values(output, "fling_frames_over_20ms")[0], values(output, "fling_max_frame_wait_ms")[0], \
        values(output, "fling_frames_waiting_over_20ms")[0]


def image_folders():
    """The shipped assets, and a copy with one hostile file of each image class in place of
    shipped images (scripts/hostile_assets.py): a bomb, a strip, a truncated PNG, nested
    <use>s, a folder named like a drawing and a style-sheet bomb (crown.svg, taken before
    crown.png)."""
    hostile = tempfile.mkdtemp(prefix="pickers-bench-hostile-")
    for name in os.listdir(ASSETS):
        with open(os.path.join(ASSETS, name), "rb") as source, \
                open(os.path.join(hostile, name), "wb") as copy:
            copy.write(source.read())
    script = os.path.join(ROOT, "scripts", "hostile_assets.py")
    for kind, name in [("bomb", "cherry.png"), ("strip", "lemon.png"), ("truncated", "dog.png"),
                       ("nested-use", "seven.svg"), ("folder", "bar.svg"),
                       ("stylesheet-bomb", "crown.svg")]:
        if os.path.exists(os.path.join(hostile, name)):
            os.remove(os.path.join(hostile, name))
        subprocess.run([sys.executable, script, kind, os.path.join(hostile, name),
                        os.path.join(ASSETS, "apple.png")], check=True)
    return {"shipped": ASSETS, "hostile": hostile}


def image_runs(folder, runs=3, rounds=11):
    """(cold ms, warm median ms, images refused): each run a fresh app loading both image
    sets `rounds` times; the first round of each is cold (GdkPixbuf opens its loaders)."""
    outputs = [run([WINDOW_BENCH, "--images", str(rounds), "--assets-dir", folder,
                    "--data-dir", DATA]) for _ in range(runs)]
    times = [values(output, "images_ms") for output in outputs]
    return (statistics.median(t[0] for t in times),
            statistics.median(v for t in times for v in t[1:]),
            int(values(outputs[0], "images_refused")[0]))


def main(rounds):
    programs = {"pickers": [PICKERS], "C baseline": [BASELINE, DATA]}
    start, memory = startup_rounds(programs, rounds)
    iconless = startup_rounds(programs, max(5, rounds // 2), NO_ICON)
    # The same reload run: inside the real app (pickers-window-bench, which is pickers plus
    # the benchmark modes) and inside the C program.
    reloaders = {"pickers": [WINDOW_BENCH, "--reload", "21"],
                 "C baseline": [BASELINE, DATA, "--bench-reload", "21"]}
    reload = {name: [] for name in programs}
    for _ in range(3):
        for name, command in reloaders.items():
            times = values(run(command), "reload_ms")
            reload[name].extend(times[1:])  # the first reload warms caches up
    spins = [run([WINDOW_BENCH, "--spin", "10", "--seed", str(seed)]) for seed in (1, 2, 3)]
    spin_max = [values(output, "spin_max_frame_interval_ms")[0] for output in spins]
    spin_frames = sum(values(output, "spin_frames")[0] for output in spins)
    spin_slow = sum(values(output, "spin_frames_over_20ms")[0] for output in spins)
    # Drawing one wheel, drum and flat interleaved inside one run, three runs.
    draws = [run([WINDOW_BENCH, "--draw", "200"]) for _ in range(3)]
    draw = {key: statistics.median(v for output in draws for v in values(output, key))
            for key in [f"draw_{w}_{look}_us" for w in ("zip", "reel")
                        for look in ("drum", "flat", "treeview")]}
    # The same at a phone's size under its top bar (360 x 310): the zip wheel's compact
    # 162 px drum and the reels' 56 px rows.
    compact_draws = [run([WINDOW_BENCH, "--draw", "200", "--size", "360", "310"])
                     for _ in range(3)]
    compact = {key: statistics.median(v for output in compact_draws for v in values(output, key))
               for key in [f"draw_{w}_{kind}" for w in ("zip", "reel")
                           for kind in ("drum_us", "flat_us", "treeview_us", "drum_px", "row_px")]}
    resizes = [run([WINDOW_BENCH, "--resize", "3"]) for _ in range(3)]
    resize = {key: statistics.median(v for output in resizes for v in values(output, key))
              for key in [f"resize_{kind}_{m}" for kind in ("plain", "crossing")
                          for m in ("median_ms", "max_ms")]}
    resize_steps = {kind: sum(v for output in resizes for v in values(output, f"resize_{kind}_steps"))
                    for kind in ("plain", "crossing")}
    flings = [fling_run() for _ in range(3)]
    images = {kind: image_runs(folder) for kind, folder in image_folders().items()}
    load = run([LOAD_BENCH, os.path.join(DATA, "statedictionary.plist"), "31"])

    med = {k: statistics.median(v) for k, v in start.items()}
    mem = {k: {kind: statistics.median(v) for kind, v in m.items()} for k, m in memory.items()}
    rel = {k: statistics.median(v) for k, v in reload.items()}
    print(f"machine: {platform.node()} {os.cpu_count()} cores, {platform.platform()}")
    print(f"{rounds} interleaved start-up rounds; 3 × 20 reloads each; medians\n")
    print("| measure | pickers | C baseline | ratio | target |")
    print("|---|---:|---:|---:|---|")
    where = "installed, its icon found" if PREFIX else "the release build"
    print(f"| start-up to window mapped ({where}) | {med['pickers']:.1f} ms |"
          f" {med['C baseline']:.1f} ms | {med['pickers'] / med['C baseline']:.3f} | ≤ 1.20 |")
    print(f"| the app's CPU time to its window mapped, all threads | {mem['pickers']['cpu']:.1f}"
          f" ms | {mem['C baseline']['cpu']:.1f} ms |"
          f" {mem['pickers']['cpu'] / mem['C baseline']['cpu']:.3f} | ≤ 1.20 |")
    plain = {k: statistics.median(v) for k, v in iconless[0].items()}
    plain_rss = {k: statistics.median(m["rss"]) for k, m in iconless[1].items()}
    print(f"| the same without the icon found: start-up; VmRSS | {plain['pickers']:.1f} ms;"
          f" {plain_rss['pickers'] / 1024:.1f} MiB | {plain['C baseline']:.1f} ms;"
          f" {plain_rss['C baseline'] / 1024:.1f} MiB |"
          f" {plain['pickers'] / plain['C baseline']:.3f}; "
          f"{plain_rss['pickers'] / plain_rss['C baseline']:.3f} | |")
    for kind, label, target in [("rss", "resident memory (VmRSS), settled", "≤ 1.30, watched"),
                                ("pss", "proportional set size (Pss)", ""),
                                ("uss", "unique set size (private pages)", "")]:
        ours, theirs = mem["pickers"][kind], mem["C baseline"][kind]
        print(f"| {label} | {ours / 1024:.1f} MiB | {theirs / 1024:.1f} MiB |"
              f" {ours / theirs:.3f} | {target} |")
    print(f"| wheel reload (Texas ⇄ Alabama, to next frame) | {rel['pickers']:.2f} ms |"
          f" {rel['C baseline']:.2f} ms | {rel['pickers'] / rel['C baseline']:.3f} |"
          f" ≤ 1.2 and < 16 ms |")
    print(f"| longest frame interval during spins (3 × 10) | {max(spin_max):.1f} ms | | |"
          f" ≤ 34 ms |")
    print(f"| frames over 20 ms during spins | {int(spin_slow)} of {int(spin_frames)}"
          f" ({100 * spin_slow / max(spin_frames, 1):.1f} %) | | | ≤ 2 % |")
    fling_frames = sum(f[2] for f in flings)
    fling_slow = sum(f[3] for f in flings)
    fling_waiting = sum(f[5] for f in flings)
    print(f"| longest frame wait, zip wheel fling and snap (3 × 10) |"
          f" {max(f[4] for f in flings):.1f} ms | | | ≤ 34 ms |")
    print(f"| frames waiting over 20 ms, fling and snap | {int(fling_waiting)} of"
          f" {int(fling_frames)} ({100 * fling_waiting / max(fling_frames, 1):.1f} %) | | |"
          f" ≤ 2 % |")
    print(f"| the same, frame to frame (xdotool's pauses in a drag count) |"
          f" longest {max(f[0] for f in flings):.1f} ms; {int(fling_slow)} over 20 ms"
          f" ({100 * fling_slow / max(fling_frames, 1):.1f} %) | | | |")
    for wheel, label in [("zip", "zip wheel (216 px, text)"), ("reel", "reel (192 px, images)")]:
        drum, flat, tree = (draw[f"draw_{wheel}_{look}_us"] for look in ("drum", "flat", "treeview"))
        print(f"| one frame of the {label}: drum / flat look / the tree view's own |"
              f" {drum:.0f} / {flat:.0f} / {tree:.0f} µs | | {drum / flat:.2f} × flat | ≤ 1 ms |")
    for wheel, label in [("zip", "zip wheel"), ("reel", "reel")]:
        drum, flat, tree = (compact[f"draw_{wheel}_{look}_us"] for look in ("drum", "flat", "treeview"))
        size = (f"{compact['draw_zip_drum_px']:.0f} px drum" if wheel == "zip"
                else f"{compact['draw_reel_row_px']:.0f} px rows")
        print(f"| one frame of the {label} at 360 x 310 ({size}): drum / flat look / the tree"
              f" view's own | {drum:.0f} / {flat:.0f} / {tree:.0f} µs | | {drum / flat:.2f} × flat"
              f" | ≤ 1 ms |")
    print(f"| resizing 640 ⇄ 360 px wide, 20 px steps, resize → frame: median / longest |"
          f" {resize['resize_plain_median_ms']:.1f} / {resize['resize_plain_max_ms']:.1f} ms"
          f" ({int(resize_steps['plain'])} steps) | | | |")
    print(f"| the same for steps across the narrow breakpoint, to the new layout's frame |"
          f" {resize['resize_crossing_median_ms']:.1f} / {resize['resize_crossing_max_ms']:.1f} ms"
          f" ({int(resize_steps['crossing'])} steps) | | | |")
    print(f"| median frame interval, zip wheel fling and snap |"
          f" {statistics.median(f[1] for f in flings):.1f} ms"
          f" ({int(sum(f[2] for f in flings))} frames) | | | < 17 ms |")
    for kind, (cold, warm, refused) in images.items():
        print(f"| loading the Custom page's and the Animal Chooser's images, {kind}"
              f" ({refused} refused): first / again | {cold:.1f} / {warm:.1f} ms | | |"
              f" < 100 ms |")
    print("\nZip data load (pickers-load-bench):")
    print(load)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
