#!/usr/bin/env python3
"""Draws the avatar images the data examples pick by name (a head-and-shoulders
silhouette on a coloured disc) at @1x and @2x, 4x4 supersampled, as 8-bit RGBA
PNGs. Run from this folder; the PNGs are committed."""
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

SIZE = 56  # points

def avatar(background, figure):
    def shade(x, y):
        cx = cy = SIZE / 2
        if math.hypot(x - cx, y - cy) > SIZE / 2:
            return (0, 0, 0, 0)
        head = math.hypot(x - cx, y - SIZE * 0.40) < SIZE * 0.17
        shoulders = math.hypot((x - cx) / 1.35, y - SIZE * 0.98) < SIZE * 0.36
        return figure + (1,) if head or shoulders else background + (1,)
    return shade

people = {
    "ada": ((0.42, 0.36, 0.90), (0.93, 0.91, 1.0)),
    "grace": ((0.95, 0.55, 0.20), (1.0, 0.94, 0.86)),
    "linus": ((0.18, 0.65, 0.47), (0.88, 0.98, 0.93)),
}
for name, (background, figure) in people.items():
    for scale, suffix in [(1, ""), (2, "@2x")]:
        png(f"avatar-{name}{suffix}.png", SIZE * scale, SIZE * scale, supersampled(scale, avatar(background, figure)))
