#!/usr/bin/env python3
"""Where a running program's own resident pages go: reads /proc/PID/maps and
/proc/PID/pagemap (root only: without it the kernel hides which pages are present) for the
mappings of its executable, and shares each resident page among the symbols it holds
(`nm -S`), by bytes, grouped by owner: our modules, the Swift runtime and standard library
(linked statically; its runtime is C++ in namespace `swift::`), the C++ standard library
(libstdc++, linked statically too), and the rest.

    sudo scripts/memory_split.py PID        (or: scripts/memory_split.py -- COMMAND ...)

Prints KiB per segment (by permissions) and owner. docs/MEMORY.md has what it found.
"""
import bisect
import collections
import os
import re
import struct
import subprocess
import sys
import tempfile
import time

PAGE = os.sysconf("SC_PAGE_SIZE")
OURS = re.compile(r"(9PickerKit|9PickersUI|7Pickers|11PickersMain|pickers_)")


def owner(name, demangled):
    """Who a symbol belongs to, from its name and its C++-demangled name."""
    if OURS.search(name):
        return "ours (PickerKit, PickersUI, Pickers)"
    if demangled.startswith(("std::", "__gnu_cxx::", "__cxxabiv1::", "operator new",
                             "operator delete", "__cxa", "__gxx", "typeinfo for std::",
                             "vtable for std::", "VTT for std::")):
        return "C++ standard library (libstdc++)"
    if name.startswith(("$s", "_swift", "swift_", "_Z")) or "swift" in demangled[:40]:
        # The Swift runtime is C++ (namespace swift::) beside the standard library's Swift.
        return "Swift runtime and standard library"
    return "other (C start-up, data without symbols)"


def symbols(binary):
    """Sorted (start, end, owner) of the executable's defined symbols with sizes."""
    def listing(*flags):
        return subprocess.run(["nm", "-S", "-n", "--defined-only", *flags, binary],
                              capture_output=True, text=True, check=True).stdout.splitlines()
    found = []
    for line, plain in zip(listing(), listing("-C")):
        parts, readable = line.split(), plain.split(maxsplit=3)
        if len(parts) == 4 and len(readable) == 4 and int(parts[1], 16) > 0:
            start, size = int(parts[0], 16), int(parts[1], 16)
            found.append((start, start + size, owner(parts[3], readable[3])))
    found.sort()
    return found


def resident(pid):
    """(permissions, offset) of each resident page of the executable's mappings, the
    offset from its load address (the executable is position-independent)."""
    binary = os.readlink(f"/proc/{pid}/exe")
    maps = [line.split() for line in open(f"/proc/{pid}/maps")]
    mine = [m for m in maps if len(m) > 5 and m[5] == binary]
    base = min(int(m[0].split("-")[0], 16) for m in mine)
    pages = []
    with open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        for m in mine:
            lo, hi = (int(x, 16) for x in m[0].split("-"))
            for page in range(lo, hi, PAGE):
                pagemap.seek(page // PAGE * 8)
                (entry,) = struct.unpack("<Q", pagemap.read(8))
                if entry >> 63 & 1:
                    pages.append((m[1], page - base))
    return pages


def owners(table, starts, address):
    """Bytes of the page at `address` held by each owner, from a sorted table of
    (start, end, owner) and its starts."""
    shares = collections.Counter()
    i = max(0, bisect.bisect_right(starts, address) - 1)
    while i < len(table) and table[i][0] < address + PAGE:
        start, end, who = table[i]
        overlap = min(end, address + PAGE) - max(start, address)
        if overlap > 0:
            shares[who] += overlap
        i += 1
    return shares


def run_briefly(command, measure):
    """Runs `command` from an empty state folder for 3 s and returns `measure(pid)`."""
    with tempfile.TemporaryDirectory() as state:
        process = subprocess.Popen(command, env=dict(os.environ, XDG_STATE_HOME=state),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(3)
        try:
            return measure(process.pid)
        finally:
            process.terminate()
            process.wait()


def split(pid):
    table = symbols(os.readlink(f"/proc/{pid}/exe"))
    starts = [s[0] for s in table]
    totals = collections.defaultdict(collections.Counter)
    for permissions, address in resident(pid):
        shares = owners(table, starts, address)
        covered = sum(shares.values())
        if covered == 0:
            totals[permissions]["other (C start-up, data without symbols)"] += PAGE
            continue
        for who, size in shares.items():
            totals[permissions][who] += PAGE * size / covered
    return totals


def main(arguments):
    if arguments[:1] == ["--"]:
        totals = run_briefly(arguments[1:], split)
    else:
        totals = split(int(arguments[0]))
    grand = collections.Counter()
    for permissions, owners in sorted(totals.items()):
        print(f"{permissions}: {sum(owners.values()) / 1024:.0f} KiB")
        for who, size in owners.most_common():
            print(f"  {who}: {size / 1024:.0f} KiB")
            grand[who] += size
    print("all:")
    for who, size in grand.most_common():
        print(f"  {who}: {size / 1024:.0f} KiB")


if __name__ == "__main__":
    main(sys.argv[1:] or sys.exit(__doc__))
