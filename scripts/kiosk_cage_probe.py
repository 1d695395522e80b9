#!/usr/bin/env python3
"""Looks at a screenshot of the kiosk taken from the compositor (grim under cage), for
scripts/kiosk-cage-check: the picture must be the kiosk's list, not the black of a window that
was never shown. Checks, on the default catalog in light appearance:
  - the grouped table's light background (#EFEFF4 as TableKit draws it today, #F2F2F7 as iOS 17
    does) is one of the two most common colors, over at least 15 % of the screen (the cards'
    white is the other: a landscape screen of 1000 points or more shows the list and an item's
    detail side by side, whose white cards cover more);
  - the large title's corner (top left) holds dark text pixels;
  - the pictures of the rows bring many colors.
Exits 0 when all hold, 1 with the reason otherwise. Reads 8-bit RGB and RGBA PNGs, as grim and
SDL write them, without third-party modules.
usage: kiosk_cage_probe.py SCREENSHOT.png
"""
import struct
import sys
import zlib


def read_png(path):
    """Returns (width, height, rows of (r, g, b) tuples)."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG file")
    position, width, height, channels, compressed = 8, 0, 0, 0, b""
    while position < len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color_type = struct.unpack(">IIBB", body[:10])
            if depth != 8 or color_type not in (2, 6) or body[12] != 0:
                raise ValueError(f"{path}: only 8-bit RGB or RGBA, not interlaced")
            channels = 3 if color_type == 2 else 4
        elif kind == b"IDAT":
            compressed += body
        position += 12 + length
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            up_left = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                guess = left + up - up_left
                distances = (abs(guess - left), abs(guess - up), abs(guess - up_left))
                nearest = (left, up, up_left)[distances.index(min(distances))]
                line[x] = (line[x] + nearest) & 0xFF
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return width, height, rows


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    width, height, rows = read_png(sys.argv[1])
    pixels = [pixel for row in rows for pixel in row]
    counts = {}
    for pixel in pixels:
        counts[pixel] = counts.get(pixel, 0) + 1
    commonest = sorted(counts.items(), key=lambda item: item[1], reverse=True)[:2]
    grouped = {(0xEF, 0xEF, 0xF4), (0xF2, 0xF2, 0xF7)}
    background = max(
        (count / len(pixels) for color, count in commonest if color in grouped), default=0)
    title_corner = [pixel for row in rows[: height // 5] for pixel in row[: width * 2 // 5]]
    dark = sum(1 for pixel in title_corner if max(pixel) < 60)
    colors = len(counts)
    print(f"kiosk_cage_probe: {width}×{height}, grouped background {background:.0%} of the"
          f" screen, {dark} dark pixels in the title's corner, {colors} colors")
    problems = []
    if background < 0.15:
        names = ", ".join(f"#{bytes(color).hex().upper()}" for color, _ in commonest)
        problems.append(
            f"the most common colors are {names}: the grouped background is neither, or it"
            " covers less than 15 % of the screen")
    if dark < 200:
        problems.append("the large title's corner has no dark text")
    if colors < 500:
        problems.append("fewer than 500 colors: the rows' pictures are missing")
    for problem in problems:
        print(f"kiosk_cage_probe: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
