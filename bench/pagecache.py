"""The page-cache state the benchmarks start every executable from.

How an executable got into the page cache changes its resident memory. The kernel maps up
to 16 pages around a page fault in a cached file, and a whole folio where the cache holds
the file in large folios: a copy written by cp or install is cached in large folios, one
read back through page faults (after a reboot, or once the cache let it go) in single
pages. The same binary measured 2,524-2,580 KiB of its own pages resident as a fresh copy
(2,200 KiB of them in large folios) and 2,116-2,276 KiB after it was dropped from the
cache and read back by its own start. So the benchmarks drop each
executable they measure from the cache first (`evict`): every build is then measured as
after a reboot, whichever way it was written (the linker, cp, install, dpkg).
"""
import os


def evict(path):
    """Drops `path`'s pages from the page cache (written back first). Pages that a running
    process maps stay; the next start reads the file again through its page faults."""
    fd = os.open(os.path.realpath(path), os.O_RDONLY)
    try:
        os.fsync(fd)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)
