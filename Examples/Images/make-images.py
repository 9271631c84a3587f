#!/usr/bin/env python3
"""Draws the example images (a landscape photo and a star template icon) at
@1x, @2x and @3x with 4x4 supersampling, as 8-bit RGBA PNGs. Run from this
folder; the PNGs are committed, so this only documents where they came from."""
import math

from supersampled_png import png, supersampled

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
