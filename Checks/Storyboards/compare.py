#!/usr/bin/env python3
"""Compares two PNG screenshots within a tolerance; standard library only.

usage: compare.py REFERENCE ACTUAL [DIFF.png]

Exit 0 when they match, 1 when they differ (with the reason on standard error, and the
differing pixels painted red in DIFF.png when given), 2 on unreadable input.

Two screenshots of the same page in two builds of Chromium differ a little where text is
anti-aliased; a picture that lost its tab bar or its sheet differs a lot in one place. So a
pixel differs when a channel is off by more than CHANNEL, and the images differ when more
than SPREAD of all pixels differ, or when more than DENSE of the pixels of any BLOCK x BLOCK
square differ.
"""
import struct
import sys
import zlib

CHANNEL = 48
SPREAD = 0.01
DENSE = 0.20
BLOCK = 16


def decode(path):
    """Width, height and rows of RGB bytes of an 8-bit, non-interlaced RGB or RGBA PNG."""
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    position, idat, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat.append(chunk)
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError(f"{path} has no header")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise ValueError(f"{path}: only 8-bit RGB or RGBA without interlacing is read")
    channels = 3 if colour == 2 else 4
    stride = width * channels
    raw = zlib.decompress(b"".join(idat))
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        elif kind != 0:
            raise ValueError(f"{path}: unknown filter {kind} in row {y}")
        previous = line
        if channels == 4:
            rgb = bytearray(width * 3)
            rgb[0::3], rgb[1::3], rgb[2::3] = line[0::4], line[1::4], line[2::4]
            rows.append(bytes(rgb))
        else:
            rows.append(bytes(line))
    return width, height, rows


def encode(path, width, height, rows):
    """Writes RGB rows as a PNG."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    body = b"".join(b"\x00" + row for row in rows)
    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(body, 6)) + chunk(b"IEND", b""))


def main(arguments):
    if len(arguments) not in (2, 3):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    try:
        reference, actual = decode(arguments[0]), decode(arguments[1])
    except (OSError, ValueError, zlib.error) as error:
        print(f"compare.py: {error}", file=sys.stderr)
        return 2
    if reference[:2] != actual[:2]:
        print(f"size: the reference is {reference[0]}x{reference[1]}, the screenshot {actual[0]}x{actual[1]}",
              file=sys.stderr)
        return 1
    width, height = reference[:2]
    blocks_across = (width + BLOCK - 1) // BLOCK
    blocks = {}
    differing = 0
    marks = []
    for y, (old, new) in enumerate(zip(reference[2], actual[2])):
        if old == new:
            continue
        for x in range(width):
            i = x * 3
            if (abs(old[i] - new[i]) > CHANNEL or abs(old[i + 1] - new[i + 1]) > CHANNEL
                    or abs(old[i + 2] - new[i + 2]) > CHANNEL):
                differing += 1
                key = (y // BLOCK) * blocks_across + x // BLOCK
                blocks[key] = blocks.get(key, 0) + 1
                marks.append((x, y))
    spread = differing / (width * height)
    worst_key, worst = max(blocks.items(), key=lambda item: item[1], default=(0, 0))
    dense = worst / (BLOCK * BLOCK)
    verdict = spread <= SPREAD and dense <= DENSE
    print(f"{differing} of {width * height} pixels differ ({spread:.3%}); the densest {BLOCK}x{BLOCK} square "
          f"at x={worst_key % blocks_across * BLOCK}, y={worst_key // blocks_across * BLOCK}: {dense:.0%}",
          file=sys.stderr)
    if not verdict and len(arguments) == 3:
        rows = [bytearray(row) for row in actual[2]]
        for x, y in marks:
            rows[y][x * 3:x * 3 + 3] = b"\xff\x00\x00"
        encode(arguments[2], width, height, [bytes(row) for row in rows])
        print(f"the differing pixels are red in {arguments[2]}", file=sys.stderr)
    return 0 if verdict else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
