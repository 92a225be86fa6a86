#!/usr/bin/env python3
"""Which 64 KiB windows of a running program's executable are resident, and what lies in
each: the kernel maps the whole window around a page fault in a cached file
("fault-around"), so the window, not the page, is what the release link places.

    sudo scripts/memory_windows.py MAP -- BINARY [ARG ...]

MAP is the linker's map of BINARY (add `-Xlinker -Map=MAP` to the release build's link;
`make -n build` prints it). BINARY is first dropped from the page cache, as the benches do
(docs/MEMORY.md: how a file entered the cache moves its resident pages). The program runs
from an empty state folder for 3 s; then
/proc/PID/pagemap (root only) says which pages of the executable are present, and each
window is printed with its resident KiB and the four input sections (archive member or
module) holding most of its resident bytes. docs/MEMORY.md has what it found.
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

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bench"))
from pagecache import evict  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")
WINDOW = 0x10000


def input_sections(map_path):
    """Sorted (start, end, "output-section input-file") of every allocated input section."""
    found, output = [], None
    for line in open(map_path, encoding="utf-8", errors="replace"):
        match = re.match(r"\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+\s(.*)$", line)
        if not match:
            continue
        address, size, rest = int(match.group(1), 16), int(match.group(2), 16), match.group(3)
        if not rest.startswith(" "):  # an output section
            output = rest.strip()
        elif rest.startswith(" " * 8) and not rest.startswith(" " * 16) and size and address:
            if output.startswith(".debug"):
                continue
            name = re.sub(r":\(.*", "", rest.strip())
            module = re.search(r"/(\w+)\.build/", name)  # our modules, by their build folder
            found.append((address, address + size,
                          f"{output} {module.group(1) if module else os.path.basename(name)}"))
    found.sort()
    return found


def resident(pid):
    """The executable's resident pages, as offsets from its load address."""
    binary = os.readlink(f"/proc/{pid}/exe")
    mappings = [line.split() for line in open(f"/proc/{pid}/maps")]
    mine = [m for m in mappings if len(m) > 5 and m[5] == binary]
    base = min(int(m[0].split("-")[0], 16) for m in mine)
    pages = []
    with open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        for m in mine:
            low, high = (int(x, 16) for x in m[0].split("-"))
            for page in range(low, high, PAGE):
                pagemap.seek(page // PAGE * 8)
                (entry,) = struct.unpack("<Q", pagemap.read(8))
                if entry >> 63 & 1:
                    pages.append(page - base)
    return pages


def main(arguments):
    if len(arguments) < 3 or arguments[1] != "--":
        sys.exit(__doc__)
    sections = input_sections(arguments[0])
    starts = [s[0] for s in sections]
    evict(arguments[2])
    with tempfile.TemporaryDirectory() as state:
        process = subprocess.Popen(arguments[2:], env=dict(os.environ, XDG_STATE_HOME=state),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(3)
        pages = resident(process.pid)
        process.terminate()
        process.wait()
    windows = collections.defaultdict(list)
    for page in pages:
        windows[page // WINDOW].append(page)
    total = 0
    for window in sorted(windows):
        owners = collections.Counter()
        for page in windows[window]:
            i = max(0, bisect.bisect_right(starts, page) - 1)
            while i < len(sections) and sections[i][0] < page + PAGE:
                start, end, who = sections[i]
                overlap = min(end, page + PAGE) - max(start, page)
                if overlap > 0:
                    owners[who] += overlap
                i += 1
        size = len(windows[window]) * PAGE // 1024
        total += size
        top = "; ".join(f"{who} {bytes_ / 1024:.0f}" for who, bytes_ in owners.most_common(4))
        print(f"{window * WINDOW:#9x} {size:3d} KiB  {top}")
    print(f"all: {total} KiB in {len(windows)} windows")


if __name__ == "__main__":
    main(sys.argv[1:])
