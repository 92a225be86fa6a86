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
import collections
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bench"))
from pagecache import evict  # noqa: E402
from memory_split import PAGE, owners, resident, run_briefly  # noqa: E402

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


def main(arguments):
    if len(arguments) < 3 or arguments[1] != "--":
        sys.exit(__doc__)
    sections = input_sections(arguments[0])
    starts = [s[0] for s in sections]
    evict(arguments[2])
    pages = run_briefly(arguments[2:], resident)
    windows = collections.defaultdict(list)
    for _, page in pages:
        windows[page // WINDOW].append(page)
    total = 0
    for window in sorted(windows):
        held = collections.Counter()
        for page in windows[window]:
            held.update(owners(sections, starts, page))
        size = len(windows[window]) * PAGE // 1024
        total += size
        top = "; ".join(f"{who} {bytes_ / 1024:.0f}" for who, bytes_ in held.most_common(4))
        print(f"{window * WINDOW:#9x} {size:3d} KiB  {top}")
    print(f"all: {total} KiB in {len(windows)} windows")


if __name__ == "__main__":
    main(sys.argv[1:])
