#!/usr/bin/python3
"""Writes build-aux/release-link/pickers.order, the symbol-ordering file of the release link, and
swiftcore.ld, the standard library block's place (make orderfile).

    xvfb-run -a -s '-noreset' dbus-run-session -- /usr/bin/python3 build-aux/release-link/orderfile.py \\
        .build/release/pickers build-aux/release-link/pickers.order
    ... build-aux/release-link/orderfile.py --check .build/release/pickers build-aux/release-link/pickers.order

Runs the release binary under callgrind twice, each time from exec until its window has
been shown for a moment (the profile is dumped then), then ends it with SIGTERM (the app
quits cleanly and saves its state): a first start, from no saved state, and a second start
that reads the state the first one saved, as every launch after a user's first does.
Every function of the binary that ran in the first start is listed, hottest first, by its
symbol name, then those only the second start ran (reading and applying the saved state):
lld then places those functions next to each other, so start-up touches fewer pages of the
binary's text either way. Functions that only run later (a spin, a reload) stay out of the
way. Measured: with a file made from the first start alone, a second start had 384 KiB
more of the binary resident (2,456 against 2,072 KiB, six 64 KiB windows of state-reading
code among cold code). Then every protocol conformance descriptor (data that start-up
reads whole, see conformance_descriptors).
With --check it writes nothing and says how many of the functions each start runs today
the file misses (make bench prints it: a stale file shows there first).

The file is an optimisation only: lld skips names it does not find (a stale file orders
less; --no-warn-symbol-ordering keeps it quiet), and the program is the same either way.
The ranking moves a little from one profile to the next, and the order changes resident
memory by a window or more: measure a new file (make bench-memory) before committing it.
"""
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time


def window_shown(pid):
    result = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                            capture_output=True, text=True)
    return result.returncode == 0 and result.stdout.strip() != ""


def profile(binary, out, state_home):
    """Profiles one start of `binary` into `out`, with XDG_STATE_HOME=`state_home`: from
    exec to 3 s after the window is shown. The profile is dumped then, before the SIGTERM
    that ends the app, so quitting (which saves the state) is not counted as start-up: it
    runs after the moment the benchmarks measure, and code it alone runs had been ordered
    among start-up's and had moved the standard library block's pad."""
    log = open(out + ".log", "w+", encoding="utf-8")
    app = subprocess.Popen(
        ["valgrind", "--tool=callgrind", "--demangle=no", "--compress-strings=no",
         "--compress-pos=no", f"--callgrind-out-file={out}", binary],
        stdout=subprocess.DEVNULL, stderr=log, text=True,
        env=dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="", XDG_STATE_HOME=state_home))
    deadline = time.monotonic() + 180
    while not window_shown(app.pid):
        if app.poll() is not None or time.monotonic() > deadline:
            app.kill()
            log.seek(0)
            sys.exit(f"orderfile: the window never appeared:\n{log.read()}")
        time.sleep(0.5)
    time.sleep(3)  # the first frames: drawing the wheels is part of start-up
    # callgrind_control -d writes the profile so far to `out`.1; what follows (the quit) goes
    # to `out` when the app exits, and is dropped.
    subprocess.run(["callgrind_control", "-d", str(app.pid)], stdout=subprocess.DEVNULL,
                   check=True)
    app.send_signal(signal.SIGTERM)
    app.wait(timeout=120)
    os.replace(out + ".1", out)


def both_starts(binary, scratch):
    """{symbol: self cost} of the first start (no saved state) and of the second start
    (the state the first one saved, in the same fresh state folder)."""
    state_home = os.path.join(scratch, "state")
    os.mkdir(state_home)
    first, second = os.path.join(scratch, "first.out"), os.path.join(scratch, "second.out")
    # Valgrind 3.19 cannot read the DWARF 5 of Swift's concurrency runtime: it profiles a
    # copy without debug information (the same code at the same addresses, its symbols
    # kept), beside the binary so that it finds the same data.
    copy = binary + "-profiled"
    subprocess.run(["objcopy", "--strip-debug", binary, copy], check=True)
    try:
        profile(copy, first, state_home)
        if not any(files for _, _, files in os.walk(state_home)):
            sys.exit(f"orderfile: the first start saved no state under {state_home}")
        profile(copy, second, state_home)
        starts = functions(first, copy), functions(second, copy)
        # Valgrind reads no symbols of a binary whose segments it does not expect (a
        # read-only segment after the data, for one): every cost then lands on bare
        # addresses, and the profile would say that nothing of ours ran.
        if not any(name.startswith("$s") for name in starts[0]):
            sys.exit(f"orderfile: valgrind named no Swift function of {binary}: it could not"
                     " read its symbols (a new segment layout?)")
        return starts
    finally:
        os.remove(copy)


def functions(profile_path, binary):
    """{symbol: self cost} of the binary's functions that ran."""
    name = os.path.realpath(binary)
    costs = {}
    current_object, current_function, after_call = None, None, False
    with open(profile_path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if line.startswith("ob="):
                current_object = os.path.realpath(line[3:].strip())
            elif line.startswith("fn="):
                current_function = line[3:].strip() if current_object == name else None
                if current_function:
                    costs.setdefault(current_function, 0)
            elif line.startswith("calls="):
                after_call = True  # the next cost line is the call's inclusive cost
            elif line[:1].isdigit() or line[:1] in "+-*":
                if after_call:
                    after_call = False
                elif current_function:
                    parts = line.split()
                    if len(parts) >= 2 and parts[1].isdigit():
                        costs[current_function] += int(parts[1])
    return costs


def ranked(costs):
    """Symbol names by cost, hottest first. Only ELF symbol names: not addresses, not
    callgrind's "(below main)", not the "name'2" entries callgrind makes for deeper
    recursion levels (the function itself is listed under its own name, ranked by its
    outermost level's cost). Measured: ranking by the recursion levels' costs merged
    instead left 0.4 MiB more resident (1.072 against 1.085 × the C program, 11
    interleaved rounds, the same 643 functions)."""
    return [symbol for symbol, _ in sorted(costs.items(), key=lambda item: -item[1])
            if not symbol.startswith("0x") and " " not in symbol and "(" not in symbol
            and "'" not in symbol]


def main(binary, output):
    with tempfile.TemporaryDirectory() as scratch:
        first, second = both_starts(binary, scratch)
    ran = ranked(first)
    later = [symbol for symbol in ranked(second) if symbol not in first]
    table = symbols(binary)
    descriptors = conformance_descriptors(table)
    library = standard_library_text()
    _, block = standard_library_block(table, library, set(first) | set(second))
    pad, windows = best_pad(block, library.alignment)
    steps = range(0, WINDOW, library.alignment)
    script_text = SWIFTCORE_TEMPLATE.format(
        pad=pad, functions=len(block), windows=windows, at_zero=cost(block, 0),
        worst=max(cost(block, p) for p in steps))
    # Everything is known before anything is written: the two files go together.
    # The standard library's block first, right after swiftcore.ld's pad: lld places
    # a section by its best-ranked symbol, and this one names the block's start.
    with open(output, "w", encoding="utf-8") as f:
        f.write("".join(symbol + "\n"
                        for symbol in [library.first] + ran + later + descriptors))
    script = os.path.join(os.path.dirname(output), SWIFTCORE_SCRIPT)
    with open(script, "w", encoding="utf-8") as f:
        f.write(script_text)
    print(f"orderfile: {len(ran)} functions of {binary} ran at a first start,"
          f" {len(later)} more at a second one, and {len(descriptors)} conformance"
          f" descriptors → {output}")
    print(f"orderfile: the standard library's block starts {pad:#x} bytes into a 64 KiB"
          f" window: start-up touches {windows} of its windows ({cost(block, 0)} at 0)"
          f" → {script}")


# The standard library's one block of text. libswiftCore.a(Swift.o) has no function
# sections: its 1.5 MB of non-generic code is a single input section, which neither lld
# nor the ordering file can split. swiftcore.ld (written here) places it first in
# .text, at a 64 KiB boundary plus a pad: which of its 64 KiB windows start-up touches
# depends only on where the block starts within a window, and the pad picks the start
# that touches the fewest (swiftcore.ld's header has today's counts).
# The search counts the block's windows only: the pad also moves what follows the block
# (the ordered start-up code, and the later segments within their windows), which can
# gain or lose a window of its own; measure a new pad with make bench. (The script
# describes .text itself rather than a section of its own: valgrind names only the
# functions of a section called .text, and the profile needs their names.)
WINDOW = 65536
SWIFTCORE_SCRIPT = "swiftcore.ld"
SWIFTCORE_TEMPLATE = """\
/* Written by make orderfile (build-aux/release-link/orderfile.py): do not edit. Part of the release link
 * (Makefile, RELEASE), with layout.ld.
 *
 * The standard library's non-generic code, libswiftCore.a(Swift.o)'s one 1.5 MB .text
 * section (no function sections: the ordering file cannot reorder inside it), first in
 * .text (build-aux/release-link/pickers.order names its first function first), {pad:#x} bytes past a 64 KiB
 * boundary; the rest of .text follows it as lld places it. The kernel maps the whole
 * 64 KiB window around a page fault in a cached file, so what start-up costs of this block
 * is the number of windows its functions fall in, which depends only on where the block
 * starts within a window. At this pad the {functions} functions start-up runs in it fall in
 * {windows} windows; at pad 0 in {at_zero}, at the worst pad in {worst}. The pad also moves
 * what follows, which the search does not count: make bench measures the whole.
 */
SECTIONS {{
  .text : {{ . = ALIGN(0x10000); . += {pad:#x}; *libswiftCore.a:Swift.o(.text) }}
}} INSERT BEFORE .init;
"""


def symbols(binary):
    """{name: (address, size, nm's type letter)} of every symbol `binary` defines."""
    listing = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True,
                             text=True, check=True).stdout
    table = {}
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) == 4:
            table[parts[3]] = (int(parts[0], 16), int(parts[1], 16), parts[2])
        elif len(parts) == 3:  # a symbol without a size
            table[parts[2]] = (int(parts[0], 16), 0, parts[1])
    return table


class LibraryText:
    """libswiftCore.a(Swift.o)'s .text: its size, its alignment and its first function."""

    def __init__(self, size, alignment, first):
        self.size, self.alignment, self.first = size, alignment, first


def standard_library_archive():
    """The toolchain's static libswiftCore.a (the one --static-swift-stdlib links), of the
    `swift` the Makefile uses (SWIFT in the environment, else the one on PATH)."""
    swift = os.environ.get("SWIFT", "swift")
    info = json.loads(subprocess.run([swift, "-print-target-info"], capture_output=True,
                                     text=True, check=True).stdout)
    resources = info["paths"]["runtimeResourcePath"]  # …/usr/lib/swift
    return os.path.join(resources + "_static", "linux", "libswiftCore.a")


def archive_member(listing, member):
    """The part of an `objdump` listing of an archive that is about `member`."""
    header = f"\n{member}:     file format"
    begin = listing.find(header)
    if begin < 0:
        sys.exit(f"orderfile: {standard_library_archive()} has no member {member}")
    following = listing.find("file format", begin + len(header))
    return listing[begin:] if following < 0 else listing[begin:following]


def standard_library_text():
    """A LibraryText for libswiftCore.a(Swift.o)'s .text section."""
    listing = subprocess.run(["objdump", "-h", "-t", standard_library_archive()],
                             capture_output=True, text=True, check=True).stdout
    member = archive_member(listing, "Swift.o")
    section = re.search(r"^\s*\d+\s+\.text\s+([0-9a-f]+)\s+\S+\s+\S+\s+\S+\s+2\*\*(\d+)\s*$",
                        member, re.M)
    first = None
    for line in member.splitlines():
        # objdump -t: value, flags (7 columns), section, size, name.
        parts = line.split("\t")
        if len(parts) == 2 and parts[0].endswith(" .text") and " F " in parts[0]:
            value = parts[0].split()[0]
            if int(value, 16) == 0:
                first = parts[1].split()[-1]
                break
    if not section or not first:
        sys.exit("orderfile: libswiftCore.a(Swift.o) has no .text with a function at its start")
    return LibraryText(int(section.group(1), 16), 1 << int(section.group(2)), first)


def standard_library_block(table, library, ran):
    """(the block's address, [(offset, size)] of the functions in `ran` that lie in the
    standard library's block, by offset from its start), from a binary's `symbols`."""
    functions = {name: (address, size) for name, (address, size, kind) in table.items()
                 if kind in "tTwW"}
    if library.first not in functions:
        sys.exit(f"orderfile: the binary has no {library.first}, where libswiftCore's .text"
                 " starts")
    start = functions[library.first][0]
    return start, [(address - start, max(length, 1))
                   for name, (address, length) in functions.items()
                   if name in ran and start <= address < start + library.size]


def cost(block, pad):
    """How many 64 KiB windows the block's functions fall in, with the block `pad` bytes
    into a window."""
    windows = set()
    for offset, size in block:
        windows.update(range((pad + offset) // WINDOW, (pad + offset + size - 1) // WINDOW + 1))
    return len(windows)


def best_pad(block, alignment):
    """(pad, windows): the smallest pad, in steps of the block's alignment, at which its
    functions fall in the fewest windows. (The padding lies in the block's first window,
    which is resident anyway once touched.)"""
    best = min(range(0, WINDOW, alignment), key=lambda pad: (cost(block, pad), pad))
    return best, cost(block, best)


def backtrace_buffers_are_zeros():
    """Whether libswiftCore.a's swift5_backtrace section, which layout.ld makes
    NOLOAD (zero-filled memory, no file contents), holds only zeros, as NOLOAD assumes."""
    listing = subprocess.run(["objdump", "-s", "-j", "swift5_backtrace",
                              standard_library_archive()],
                             capture_output=True, text=True, check=True).stdout
    words = [word for line in listing.splitlines() if re.match(r"^ [0-9a-f]{4,} ", line)
             for word in line[1:].split("  ")[0].split()[1:]]
    return bool(words) and all(set(word) == {"0"} for word in words)


def conformance_descriptors(table):
    """Every protocol conformance descriptor the binary defines (data; mangled names ending
    in Mc). Start-up reads all of them, however few it uses: the first protocol lookup
    the runtime cannot answer from its cache (swift_conformsToProtocol) walks every
    conformance record and reads the protocol of each descriptor. lld orders data
    sections by the same file as functions, so the descriptors with a section of their
    own (ours, Glibc's) join the standard library's at the start of .rodata. Measured:
    the writable segment's resident pages 536-552 -> 488 KiB; one of Glibc's had sat at
    the end of .rodata, beside the runtime's 64 KiB of backtracer settings (which share
    its 64 KiB window). Nominal type descriptors (Mn) as well: no gain, not kept.
    (`table`: the binary's `symbols`; listed by name.)"""
    return [name for name, (_, _, kind) in sorted(table.items())
            if kind in "rRdD" and name.startswith("$s") and name.endswith("Mc")]


def check(binary, order_file):
    """How well `order_file` covers what start-up runs today (make bench prints it): the
    functions that ran and are not in the file were placed by the linker wherever their
    object put them, and each one alone in a cold stretch of code costs a 64 KiB window of
    resident pages. Prints only (make bench reports, it does not judge); it fails only when
    valgrind could not name the binary's functions, when there is nothing to report."""
    with tempfile.TemporaryDirectory() as scratch:
        starts = both_starts(binary, scratch)
    table = symbols(binary)
    sizes = {name: size for name, (_, size, _) in table.items()}
    with open(order_file, encoding="utf-8") as f:
        named = set(line.strip() for line in f)
    try:
        library = standard_library_text()
        address, block = standard_library_block(table, library, set(starts[0]) | set(starts[1]))
        windows = cost(block, address % WINDOW)
        best, best_windows = best_pad(block, library.alignment)
        print(f"order_file_standard_library_windows {windows}")
        print(f"orderfile: start-up touches {windows} of the standard library block's 64 KiB"
              f" windows; {best_windows} at the best pad ({best:#x}; make orderfile sets it)")
    except (SystemExit, subprocess.CalledProcessError, OSError, KeyError, ValueError) as error:
        print(f"orderfile: the standard library's block cannot be measured: {error}")
    for kind, ran in zip(("first", "second"), starts):
        present = [name for name in ran if name in sizes]
        missing = [name for name in present if name not in named]
        unnamed = [name for name in ran if name.startswith("0x")]
        print(f"order_file_{kind}_functions_run {len(present)}")
        print(f"order_file_{kind}_functions_missing {len(missing)}")
        print(f"order_file_{kind}_bytes_missing {sum(sizes[name] for name in missing)}")
        print(f"order_file_{kind}_unnamed_run {len(unnamed)}")
        print(f"orderfile: {len(present) - len(missing)} of the {len(present)} functions that "
              f"ran at a {kind} start are in {order_file}; {len(unnamed)} functions without "
              f"a symbol ran (layout.ld gathers those)")


def check_layout():
    """Fails (exit 1) when layout.ld's NOLOAD rule would drop data: make build runs
    this before every link."""
    if not backtrace_buffers_are_zeros():
        sys.exit("orderfile: libswiftCore.a's swift5_backtrace section is not all zeros;"
                 " layout.ld's NOLOAD rule for it would drop its contents: remove it")


if __name__ == "__main__":
    if sys.argv[1:] == ["--check-layout"]:
        check_layout()
    elif len(sys.argv) == 4 and sys.argv[1] == "--check":
        check(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 3:
        main(sys.argv[1], sys.argv[2])
    else:
        sys.exit(__doc__)
