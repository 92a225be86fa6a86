#!/usr/bin/python3
"""Resident memory of several programs, interleaved (A B C A B C …), split by mapping.

    xvfb-run -a -s '-noreset' dbus-run-session -- bench/memory.py [--rounds N] \\
        [--as-cached] [--second-start] LABEL=PROGRAM[,ARG…] …

Each round starts every program once from no saved state through bench/startup (the same
1.5 s after its first window is mapped as make bench), and takes VmRSS, Pss and USS, a
copy of /proc/PID/smaps at that moment, and the start-up time (exec to window mapped).
The `Rss:` of each mapping is summed by what it maps: the executable itself, [heap],
anonymous mappings, each shared library, fonts, icon caches, GSettings schemas, locale
files. Prints the medians per program, and per mapping the medians with their difference
against the last program (the anchor, usually the C baseline). make bench-memory runs it
on today's build, the same build a second time (the bench's own noise: two entries of one
binary), a reference commit's build and the C program. Each executable is first dropped
from the page cache (bench/pagecache.py), so that how it was written does not count;
--as-cached measures the files as the cache holds them (a build fresh from make install).
--second-start measures every launch after a user's first: each round starts the program
once unmeasured, then measures a start that reads the state the first one saved.
docs/MEMORY.md has what it found.
"""
import collections
import os
import re
import statistics
import subprocess
import sys
import tempfile

from pagecache import evict
from run import STARTUP, values

SETTLE_MS = "1500"


def category(name, executable):
    """The row a mapping's pages count under, from the name smaps gives it."""
    if name == executable:
        return "the executable itself"
    if name == "":
        return "anonymous mappings"
    if name.startswith("["):
        return {"[heap]": "the heap ([heap])"}.get(name, "stack, vdso and vvar")
    base = os.path.basename(name.replace(" (deleted)", ""))
    if re.search(r"\.(ttf|otf|ttc|pfb|pcf(\.gz)?)$", base, re.I):
        return "fonts"
    if re.search(r"-le64\.cache-[0-9]+$", base) or "fontconfig" in name:
        return "fontconfig caches"
    if base == "icon-theme.cache":
        return "icon caches"
    if base == "gschemas.compiled":
        return "GSettings schemas"
    if base.endswith(".mo") or base == "locale-archive" or "/locale/" in name:
        return "locale files"
    if name.startswith(("/dev/shm", "/memfd:", "/SYSV")):
        return "shared memory"
    if ".so" in base:
        return re.sub(r"(\.so)(\.[0-9.]+)?$", r"\1", base)
    return base


def split(smaps_path, executable):
    """{category: Rss KiB} of one smaps copy."""
    rows = collections.Counter()
    current = None
    with open(smaps_path, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.split(maxsplit=5)
            if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                current = category(parts[5].strip() if len(parts) > 5 else "", executable)
            elif parts and parts[0] == "Rss:" and current is not None:
                rows[current] += int(parts[1])
    return rows


def one_round(command, scratch, second_start=False):
    """({"rss", "pss", "uss"}: KiB, {category: KiB}) of one first start of `command`, or
    with `second_start` of a start after an unmeasured first one in the same state folder."""
    smaps = os.path.join(scratch, "smaps")
    if os.path.exists(smaps):
        os.remove(smaps)
    with tempfile.TemporaryDirectory(prefix="pickers-memory-state-") as state:
        env = dict(os.environ, XDG_STATE_HOME=state)
        if second_start:  # startup ends it with SIGTERM: the app quits and saves its state
            first = subprocess.run([STARTUP, SETTLE_MS, *command], capture_output=True,
                                   text=True, timeout=300, env=env)
            if first.returncode != 0:
                sys.exit(f"memory: the first start of {command[0]} failed:\n"
                         f"{first.stdout}{first.stderr}")
        result = subprocess.run([STARTUP, SETTLE_MS, *command], capture_output=True, text=True,
                                timeout=300, env=dict(env, STARTUP_SMAPS=smaps))
    totals = {kind: values(result.stdout, f"{kind}_kib") for kind in ("rss", "pss", "uss")}
    totals["startup"] = values(result.stdout, "startup_ms")
    if result.returncode != 0 or not all(totals.values()) or not os.path.exists(smaps):
        sys.exit(f"memory: {command[0]} gave no figures:\n{result.stdout}{result.stderr}")
    rows = split(smaps, os.path.realpath(command[0]))
    if not rows:
        sys.exit(f"memory: the smaps copy of {command[0]} holds no mapping")
    return {k: v[0] for k, v in totals.items()}, rows


def main(argv):
    rounds, evicting, second_start = 15, True, False
    while argv[:1] in (["--rounds"], ["--as-cached"], ["--second-start"]):
        if argv[0] == "--rounds":
            rounds, argv = int(argv[1]), argv[2:]
        elif argv[0] == "--second-start":
            second_start, argv = True, argv[1:]
        else:  # measure the files as the page cache holds them now (after an install, say)
            evicting, argv = False, argv[1:]
    if len(argv) < 2:
        sys.exit(__doc__)
    programs = {}
    for spec in argv:
        label, _, command = spec.partition("=")
        programs[label] = command.split(",")
        if not os.access(programs[label][0], os.X_OK):
            sys.exit(f"memory: {programs[label][0]} is not an executable program")
    totals = {label: collections.defaultdict(list) for label in programs}
    splits = {label: [] for label in programs}  # one {mapping: KiB} per round
    with tempfile.TemporaryDirectory(prefix="pickers-memory-") as scratch:
        for command in programs.values():
            if evicting:
                evict(command[0])  # every build as after a reboot (bench/pagecache.py)
        for command in programs.values():  # warm-up: the first app starts the a11y bus
            one_round(command, scratch)
        for _ in range(rounds):
            for label, command in programs.items():
                kib, split_ = one_round(command, scratch, second_start)
                for kind, value in kib.items():
                    totals[label][kind].append(value)
                splits[label].append(split_)
    labels = list(programs)
    anchor = labels[-1]
    median = {label: {kind: statistics.median(v) for kind, v in totals[label].items()}
              for label in labels}
    print(f"{rounds} interleaved rounds, {SETTLE_MS} ms after the first window is mapped"
          f"{', of a second start (saved state)' if second_start else ''}; medians\n")
    print("| measure | " + " | ".join(labels) + " |")
    print("|---|" + "---:|" * len(labels))
    for kind, name in [("rss", "VmRSS"), ("pss", "Pss"), ("uss", "USS")]:
        cells = [f"{median[l][kind]:,.0f} KiB ({median[l][kind] / median[anchor][kind]:.3f} ×)"
                 for l in labels]
        print(f"| {name} | " + " | ".join(cells) + " |")
    spread = [f"{min(totals[l]['rss']):,.0f}–{max(totals[l]['rss']):,.0f}" for l in labels]
    print("| VmRSS, lowest–highest | " + " | ".join(spread) + " |")
    cells = [f"{median[l]['startup']:.1f} ms"
             f" ({median[l]['startup'] / median[anchor]['startup']:.3f} ×)" for l in labels]
    print("| start-up, exec → window mapped | " + " | ".join(cells) + " |")
    print(f"\nRss by mapping, KiB (medians; in brackets, the difference from {anchor}):\n")
    print("| mapping | " + " | ".join(labels) + " |")
    print("|---|" + "---:|" * len(labels))
    # A mapping missing from a round (a library some runs load) counts 0 KiB in that round.
    names = set().union(*(split_ for l in labels for split_ in splits[l]))
    med_rows = {l: {n: statistics.median(split_.get(n, 0) for split_ in splits[l])
                    for n in names} for l in labels}
    order = sorted(names, key=lambda n: -max(abs(med_rows[l][n] - med_rows[anchor][n])
                                              for l in labels))
    same = {l: 0.0 for l in labels}
    for name in order:
        if max(abs(med_rows[l][name] - med_rows[anchor][name]) for l in labels) < 8:
            for l in labels:
                same[l] += med_rows[l][name]
            continue
        cells = []
        for l in labels:
            value, difference = med_rows[l][name], med_rows[l][name] - med_rows[anchor][name]
            cells.append(f"{value:,.0f}" if l == anchor else f"{value:,.0f} ({difference:+,.0f})")
        print(f"| {name} | " + " | ".join(cells) + " |")
    print("| every other mapping (each within 8 KiB of the anchor) | "
          + " | ".join(f"{same[l]:,.0f}" for l in labels) + " |")


if __name__ == "__main__":
    main(sys.argv[1:])
