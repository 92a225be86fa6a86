#!/usr/bin/python3
"""make bench's phone-class lane: start-up of the installed app and of the C baseline, both
with the app's icon found, in a whole session (Xvfb, D-Bus, the programs) held to 15 % of one
core: a CPU quota of 1.5 ms per 10 ms period, roughly a PinePhone's A53 against the bench
machine. The cgroup is made for the run and removed after it (root and cgroup v1's or v2's
cpu controller needed; without them the lane says why and is skipped).

    bench/throttled.py ROUNDS            # makes the cgroup, runs the session in it
    bench/throttled.py --inside ROUNDS   # (in the session) the interleaved rounds
"""
import os
import signal
import statistics
import subprocess
import sys
import time

PERIOD_US, QUOTA_US = 10_000, 1_500
V1 = "/sys/fs/cgroup/cpu"
V2 = "/sys/fs/cgroup"


def make_cgroup():
    """The cgroup's folder, made with the quota; or raises OSError saying why not."""
    name = f"pickers-bench-{os.getpid()}"
    if os.path.isfile(os.path.join(V1, "cpu.cfs_quota_us")):
        folder = os.path.join(V1, name)
        os.mkdir(folder)
        with open(os.path.join(folder, "cpu.cfs_period_us"), "w") as f:
            f.write(str(PERIOD_US))
        with open(os.path.join(folder, "cpu.cfs_quota_us"), "w") as f:
            f.write(str(QUOTA_US))
        return folder
    if os.path.isfile(os.path.join(V2, "cgroup.controllers")):
        folder = os.path.join(V2, name)
        os.mkdir(folder)
        with open(os.path.join(folder, "cpu.max"), "w") as f:
            f.write(f"{QUOTA_US} {PERIOD_US}")
        return folder
    raise OSError("no cgroup cpu controller here")


def outside(rounds):
    try:
        folder = make_cgroup()
    except OSError as error:
        print(f"\nPhone-class lane skipped: the cgroup cannot be made ({error}).")
        return

    def join():
        with open(os.path.join(folder, "cgroup.procs"), "w") as f:
            f.write(str(os.getpid()))

    try:
        result = subprocess.run(
            ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24 -noreset", "dbus-run-session", "--",
             sys.executable, __file__, "--inside", str(rounds)],
            preexec_fn=join, capture_output=True, text=True, timeout=3600)
        print(result.stdout, end="")
        if result.returncode != 0:
            print(result.stderr[-2000:])
    finally:
        remove_cgroup(folder)


def remove_cgroup(folder):
    """Ends what the session left in the cgroup (daemons D-Bus started), then removes it."""
    procs = os.path.join(folder, "cgroup.procs")
    for sig in (signal.SIGTERM, signal.SIGKILL):
        with open(procs) as f:
            pids = [int(line) for line in f if line.strip()]
        if not pids:
            break
        for pid in pids:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            with open(procs) as f:
                if not f.read().strip():
                    break
            time.sleep(0.1)
    os.rmdir(folder)


def inside(rounds):
    sys.path.insert(0, os.path.dirname(__file__))
    import run  # noqa: E402 (the same rounds as make bench's own)
    programs = {"pickers": [run.PICKERS], "C baseline": [run.BASELINE, run.DATA]}
    start, measures = run.startup_rounds(programs, rounds)
    med = {k: statistics.median(v) for k, v in start.items()}
    cpu = {k: statistics.median(m["cpu"]) for k, m in measures.items()}
    print(f"\nPhone-class lane: {rounds} interleaved rounds, the whole session at "
          f"{QUOTA_US / PERIOD_US:.0%} of one core; medians\n")
    print("| measure | pickers | C baseline | ratio | target |")
    print("|---|---:|---:|---:|---|")
    print(f"| start-up to window mapped | {med['pickers']:.0f} ms | {med['C baseline']:.0f} ms |"
          f" {med['pickers'] / med['C baseline']:.3f} | ≤ 1.20 |")
    print(f"| CPU time to window mapped, all threads | {cpu['pickers']:.1f} ms |"
          f" {cpu['C baseline']:.1f} ms | {cpu['pickers'] / cpu['C baseline']:.3f} | ≤ 1.20 |")


if __name__ == "__main__":
    if sys.argv[1] == "--inside":
        inside(int(sys.argv[2]))
    else:
        outside(int(sys.argv[1]))
