#!/usr/bin/python3
"""The app's heap at one moment, by who allocated it: a valgrind massif snapshot, taken
once the window has been mapped and the app has gone idle, grouped by owner.

    xvfb-run -a -s '-noreset' dbus-run-session -- scripts/heap_profile.py BINARY [OUT]

Runs BINARY under `valgrind --tool=massif` from no saved state, with PICKERS_TRACE set so
that it reports "mapped" on standard error. Under valgrind the app runs 20-50 times
slower, so a fixed delay would be another moment in the app's life than in make bench:
the snapshot is taken on the app's own event instead, when the window is mapped and then
no CPU time has been used for a second (the first frames drawn, nothing pending). The
snapshot goes to OUT (default: massif.snapshot), read with ms_print. Prints the heap in
use, then its bytes grouped by who allocated them: the first frame above the allocators
(malloc, g_malloc, g_slice, swift_allocObject, …), by library, or for the executable ours
(PickerKit, PickersUI, Pickers) or the Swift runtime's and standard library's; then the
largest allocation sites. docs/MEMORY.md has what it found.
"""
import collections
import os
import re
import subprocess
import sys
import tempfile
import time

OURS = re.compile(r"(9PickerKit|9PickersUI|7Pickers|11PickersMain|pickers_)")
ALLOCATORS = re.compile(r"^(malloc|calloc|realloc|memalign|posix_memalign|aligned_alloc|"
                        r"operator new|g_malloc|g_malloc0|g_realloc|g_try_malloc|g_try_realloc|"
                        r"g_slice_alloc|g_slice_alloc0|g_memdup2?|g_strdup|g_strndup|"
                        r"g_type_create_instance|swift_slowAlloc|swift_allocObject|"
                        r"g_malloc_n|g_malloc0_n|g_realloc_n)")


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def snapshot(binary, out):
    with tempfile.TemporaryDirectory(prefix="pickers-heap-") as scratch:
        log = open(os.path.join(scratch, "stderr"), "w+")
        app = subprocess.Popen(
            ["valgrind", "--tool=massif", "--vgdb=yes", "--depth=40", "--threshold=0.01",
             f"--massif-out-file={os.path.join(scratch, 'massif.out')}", binary],
            stdout=subprocess.DEVNULL, stderr=log,
            env=dict(os.environ, PICKERS_TRACE="1", XDG_STATE_HOME=scratch))
        deadline = time.monotonic() + 300
        while True:
            log.seek(0)
            # "mapped"; builds before 9e7803c never printed it (connected too late), and
            # "shown" follows gtk_widget_show there.
            if re.search(r"^trace [0-9.-]+ (mapped|shown)$", log.read(), re.M):
                break
            if app.poll() is not None or time.monotonic() > deadline:
                app.kill()
                log.seek(0)
                sys.exit(f"heap_profile: the window was never mapped:\n{log.read()[-2000:]}")
            time.sleep(0.2)
        last, quiet = cpu_ticks(app.pid), 0
        while quiet < 10:  # ten tenths of a second without CPU time
            if app.poll() is not None or time.monotonic() > deadline:
                app.kill()
                sys.exit("heap_profile: the app exited or never went idle")
            time.sleep(0.1)
            now = cpu_ticks(app.pid)
            quiet, last = (quiet + 1, now) if now == last else (0, now)
        try:
            subprocess.run(["vgdb", f"--pid={app.pid}", "detailed_snapshot", os.path.abspath(out)],
                           check=True, timeout=120, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
            app.kill()
            sys.exit(f"heap_profile: vgdb could not take the snapshot ({error})")
        app.terminate()
        app.wait(timeout=120)


def demangle(names):
    result = subprocess.run(["swift", "demangle", "--simplified", "--compact"],
                            input="\n".join(names), capture_output=True, text=True)
    return dict(zip(names, result.stdout.splitlines()))


def leaves(path):
    """(bytes, [frames from the allocator outwards]) of every allocation path in a snapshot
    that massif did not fold into "below threshold"."""
    stack, found = [], []
    with open(path) as f:
        for line in f:
            m = re.match(r"^( *)n(\d+): (\d+) (.*)$", line)
            if not m:
                continue
            depth, children = len(m.group(1)), int(m.group(2))
            size, where = int(m.group(3)), m.group(4)
            del stack[depth:]
            address = re.match(r"^0x([0-9A-F]+): ", where)
            frame = (int(address.group(1), 16) if address else None,
                     re.sub(r"^0x[0-9A-F]+: ", "", where))
            stack.append((frame, size, children))
            if children == 0 and depth > 0:
                found.append((size, [s[0] for s in stack[1:]]))
    return found


# valgrind loads a position-independent program at 0x108000 and every shared library from
# 0x4000000 up, so an address tells the executable's frames from the libraries' even where
# a frame shows a source file and line (glibc's have them) instead of "(in LIBRARY)".
LIBRARIES_FROM = 0x4000000


def owner(frames, binary):
    """(group, site) of one allocation path: the first frame above the allocators, by
    library; in the executable, ours or the Swift runtime's and standard library's."""
    for address, frame in frames:
        if "below massif's threshold" in frame:
            return "(sites under massif's threshold)", ""
        name = re.sub(r" \(.*\)$", "", frame)
        if ALLOCATORS.match(name):
            continue
        if OURS.search(name):
            return "ours (PickerKit, PickersUI, Pickers)", name
        if address is not None and address < LIBRARIES_FROM:
            return "Swift runtime and standard library (and libstdc++)", name
        where = re.search(r"\(in (\S+)\)", frame)
        if where:
            return re.sub(r"\.so[.0-9]*$", "", os.path.basename(where.group(1))), name
        source = re.search(r"\(([^:()]+):[0-9]+\)$", frame)
        return (f"a library, in {source.group(1)}" if source else "?"), name
    return "?", frames[-1][1] if frames else ""


def main(binary, out="massif.snapshot"):
    binary = os.path.realpath(binary)
    snapshot(binary, out)
    text = open(out).read()
    heap = int(re.search(r"mem_heap_B=(\d+)", text).group(1))
    extra = int(re.search(r"mem_heap_extra_B=(\d+)", text).group(1))
    print(f"{os.path.basename(binary)}: heap in use {heap / 1024:,.0f} KiB, "
          f"allocator overhead {extra / 1024:,.0f} KiB")
    groups, sites = collections.Counter(), collections.Counter()
    for size, frames in leaves(out):
        group, site = owner(frames, binary)
        groups[group] += size
        sites[(group, site)] += size
    readable = demangle([site for _, site in sites])
    print("by who allocated (the first frame above the allocator):")
    for group, size in groups.most_common():
        print(f"{size / 1024:8.1f} KiB  {group}")
    print("the largest sites:")
    for (group, site), size in sites.most_common(25):
        print(f"{size / 1024:8.1f} KiB  {group}: {readable.get(site, site)[:110]}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(*sys.argv[1:3])
