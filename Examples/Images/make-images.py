#!/usr/bin/env python3
"""Draws the example images (a landscape photo and a star template icon) at
@1x, @2x and @3x with 4x4 supersampling, as 8-bit RGBA PNGs. Run from this
folder; the PNGs are committed, so this only documents where they came from."""
import math, struct, zlib

def png(path, width, height, pixel):
    rows = b""
    for y in range(height):
        rows += b"\0" + b"".join(bytes(pixel(x, y)) for x in range(width))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))

def supersampled(scale, shade):
    """shade(x, y) in points -> (r, g, b, a) floats 0..1, averaged over 4x4 samples."""
    def pixel(px, py):
        acc = [0.0] * 4
        for sy in range(4):
            for sx in range(4):
                r, g, b, a = shade((px + (sx + 0.5) / 4) / scale, (py + (sy + 0.5) / 4) / scale)
                acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
        a = acc[3] / 16
        if a == 0:
            return (0, 0, 0, 0)
        return tuple(round(c / 16 / a * 255) for c in acc[:3]) + (round(a * 255),)
    return pixel

def landscape(x, y):  # 160 x 100 points
    t = y / 100
    color = (0.35 + 0.4 * t, 0.6 + 0.3 * t, 1.0, 1.0)
    if (x - 118) ** 2 + (y - 30) ** 2 < 14 ** 2:
        color = (1.0, 0.82, 0.25, 1.0)
    if y > 70 + 10 * math.sin(x / 18):
        color = (0.2, 0.62, 0.3, 1.0)
    if y > 82 + 6 * math.sin(x / 11 + 2):
        color = (0.1, 0.45, 0.22, 1.0)
    return color

STAR = [(12 + r * math.sin(k * math.pi / 5), 12.9 - r * math.cos(k * math.pi / 5))
        for k, r in zip(range(10), [11, 4.6] * 5)]

def star(x, y):  # 24 x 24 points, five points: even-odd point-in-polygon
    inside = False
    for (x0, y0), (x1, y1) in zip(STAR, STAR[1:] + STAR[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return (0, 0, 0, 1.0 if inside else 0.0)

for s in (1, 2, 3):
    suffix = "" if s == 1 else f"@{s}x"
    png(f"landscape{suffix}.png", 160 * s, 100 * s, supersampled(s, landscape))
    png(f"star{suffix}.png", 24 * s, 24 * s, supersampled(s, star))
