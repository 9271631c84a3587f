#!/usr/bin/env python3
"""Draws the avatar images the data examples pick by name (a head-and-shoulders
silhouette on a coloured disc) at @1x and @2x, 4x4 supersampled, as 8-bit RGBA
PNGs. Run from this folder; the PNGs are committed."""
import math, os, sys

# The shared writer lives beside the other example images.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Images"))
from supersampled_png import png, supersampled

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
