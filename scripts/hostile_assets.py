#!/usr/bin/env python3
"""Writes one hostile image or sound, for the tests and the benchmark of issue 22's bounds.

    python3 scripts/hostile_assets.py KIND PATH [SOURCE]

KIND is one of:
- bomb: a valid PNG of 25000 × 25000 pixels (1-bit grey, about 80 KB) that GdkPixbuf
  would decode to 1.9 GB of RGB;
- strip: a valid PNG 400000 pixels wide and 400 high (480 MB decoded);
- truncated: the first 200 bytes of the PNG SOURCE;
- pipe: a named pipe;
- folder: a folder;
- lying-wav: a WAV whose header claims 4 GB of sound, followed by 0.1 s of silence;
- nested-use: a 1.6 KB SVG whose groups each <use> the group before ten times (10⁶
  instances of one rectangle).
- stylesheet-bomb: a 3.3 KB SVG whose <?xml-stylesheet?> brings a data: style sheet that
  fills each level's twelve rectangles with the pattern of the level below (12⁵ pattern
  tiles drawn: librsvg 2.54 draws it for seconds, where the same written as attributes
  is refused by the scan);
- recoloured: a red square that a data: style sheet would draw blue;
- slow-blur: a 142 KB SVG that passes the scan, 2,000 squares each blurred four times
  over a region twenty times the drawing's size (librsvg takes seconds to draw it at a
  row's height): an image only a time budget can bound.
"""
import os
import struct
import sys
import zlib


def png(path, width, height):
    """A 1-bit greyscale PNG of zeros, its rows compressed a piece at a time."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + \
            struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    row = b"\0" * (1 + (width + 7) // 8)  # the filter byte, then the packed pixels
    compressor = zlib.compressobj(9)
    data = []
    block = row * max(1, (1 << 22) // len(row))
    rows_per_block = len(block) // len(row)
    left = height
    while left > 0:
        count = min(left, rows_per_block)
        data.append(compressor.compress(block[:count * len(row)]))
        left -= count
    data.append(compressor.flush())
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        out.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)))
        out.write(chunk(b"IDAT", b"".join(data)))
        out.write(chunk(b"IEND", b""))


def lying_wav(path):
    rate, samples = 44100, 4410
    fmt = struct.pack("<HHIIHH", 1, 1, rate, rate * 2, 2, 16)
    with open(path, "wb") as out:
        out.write(b"RIFF" + struct.pack("<I", 0xFFFFFFF0) + b"WAVE")
        out.write(b"fmt " + struct.pack("<I", len(fmt)) + fmt)
        out.write(b"data" + struct.pack("<I", 0xFFFFFFF0 - 36) + b"\0\0" * samples)


def nested_use(path):
    levels, fan = 6, 10
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
             ' width="96" height="96"><defs><rect id="g0" width="1" height="1"/>']
    for level in range(1, levels + 1):
        uses = "".join(f'<use xlink:href="#g{level - 1}"/>' for _ in range(fan))
        parts.append(f'<g id="g{level}">{uses}</g>')
    parts.append(f'</defs><use xlink:href="#g{levels}"/></svg>')
    with open(path, "w") as out:
        out.write("".join(parts))


def stylesheet_bomb(path):
    levels, fan, size = 5, 12, 96
    rules = [f".top{{fill:url(%23p{levels})}}"]
    rules += [f".l{level}{{fill:url(%23p{level - 1})}}" for level in range(1, levels + 1)]
    tile = f'width="{size}" height="{size}"'
    parts = [f'<?xml-stylesheet type="text/css" href="data:text/css,{"".join(rules)}"?>',
             f'<svg xmlns="http://www.w3.org/2000/svg" {tile}>',
             f'<pattern id="p0" {tile} patternUnits="userSpaceOnUse">'
             f'<rect {tile} fill="red"/></pattern>']
    for level in range(1, levels + 1):
        rects = f'<rect class="l{level}" {tile}/>' * fan
        parts.append(f'<pattern id="p{level}" {tile} patternUnits="userSpaceOnUse">{rects}</pattern>')
    parts.append(f'<rect class="top" {tile}/></svg>')
    with open(path, "w") as out:
        out.write("".join(parts))


def recoloured(path):
    with open(path, "w") as out:
        out.write('<?xml version="1.0"?>\n'
                  '<?xml-stylesheet type="text/css" href="data:text/css,rect{fill:blue}"?>\n'
                  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">'
                  '<rect width="64" height="64" fill="red"/></svg>')


def slow_blur(path):
    squares = "".join(f'<rect x="{n % 90}" y="{n % 90}" width="6" height="6" fill="blue"'
                      ' filter="url(#f)"/>' for n in range(2000))
    with open(path, "w") as out:
        out.write('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96">'
                  '<filter id="f" x="-1000%" y="-1000%" width="2100%" height="2100%">'
                  + '<feGaussianBlur stdDeviation="20"/>' * 4 + f'</filter>{squares}</svg>')


def main(kind, path, source=None):
    if kind == "bomb":
        png(path, 25000, 25000)
    elif kind == "strip":
        png(path, 400000, 400)
    elif kind == "truncated":
        with open(source, "rb") as f:
            head = f.read(200)
        with open(path, "wb") as out:
            out.write(head)
    elif kind == "pipe":
        os.mkfifo(path)
    elif kind == "folder":
        os.mkdir(path)
    elif kind == "lying-wav":
        lying_wav(path)
    elif kind == "nested-use":
        nested_use(path)
    elif kind == "stylesheet-bomb":
        stylesheet_bomb(path)
    elif kind == "recoloured":
        recoloured(path)
    elif kind == "slow-blur":
        slow_blur(path)
    else:
        sys.exit(f"hostile_assets.py: unknown kind {kind!r}")


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    main(*sys.argv[1:])
