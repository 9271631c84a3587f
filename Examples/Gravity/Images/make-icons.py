#!/usr/bin/env python3
"""Draws the three icons the map call-out uses (white glyphs on a transparent
background, 22 x 22 points at @1x and @2x) and the orange status icon of the
shrinking sample (Shrinking.xml) with nothing but zlib and struct.
Each shape is described in a 22 x 22 point grid and sampled 8 x 8 times per
pixel for anti-aliased edges. Run it from this folder to regenerate the PNGs."""
import math, struct, zlib

def seg_dist(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)

def stroke(points, width):
    def inside(x, y):
        return any(seg_dist(x, y, *points[i], *points[i + 1]) <= width / 2 for i in range(len(points) - 1))
    return inside

def circle(cx, cy, r):
    return lambda x, y: math.hypot(x - cx, y - cy) <= r

def polygon(points):
    def inside(x, y):
        result = False
        for i in range(len(points)):
            (x1, y1), (x2, y2) = points[i], points[i - 1]
            if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
                result = not result
        return result
    return inside

def rounded_rect(x0, y0, x1, y1, r):
    def inside(x, y):
        cx, cy = min(max(x, x0 + r), x1 - r), min(max(y, y0 + r), y1 - r)
        return x0 <= x <= x1 and y0 <= y <= y1 and math.hypot(x - cx, y - cy) <= r
    return inside

def icon(solid, holes=()):
    return lambda x, y: any(s(x, y) for s in solid) and not any(h(x, y) for h in holes)

ICONS = {
    # A car seen from the side: cabin, body with windows cut out, two wheels.
    "Directions-Car": icon(
        [polygon([(6, 10), (8, 5), (14, 5), (16.5, 10)]), rounded_rect(2.5, 9.5, 19.5, 16, 2),
         circle(7, 16.5, 2.6), circle(15, 16.5, 2.6)],
        [polygon([(7.6, 9.6), (9, 6.4), (10.5, 6.4), (10.5, 9.6)]),
         polygon([(11.6, 9.6), (11.6, 6.4), (13.2, 6.4), (15, 9.6)]),
         circle(7, 16.5, 1.1), circle(15, 16.5, 1.1)]),
    # A walking figure: head, body, swinging arms and legs.
    "Directions-Walk": icon(
        [circle(12.5, 3.6, 2.2), stroke([(12, 7.5), (10.6, 13)], 2.6),
         stroke([(10.6, 13), (8.2, 16.2), (6.8, 20)], 2.2), stroke([(10.6, 13), (13.2, 16), (14.6, 20)], 2.2),
         stroke([(12, 8.2), (8.6, 10.2), (7.6, 12.6)], 1.8), stroke([(12, 8.2), (14.2, 11), (16.4, 11.8)], 1.8)]),
    # A bold right-pointing chevron.
    "chevron-right-bold": icon([stroke([(8.5, 4.5), (15, 11), (8.5, 17.5)], 3.6)]),
    # A status badge: a disc with an exclamation mark cut out.
    "exclamation-22": icon([circle(11, 11, 10)], [rounded_rect(9.6, 4.5, 12.4, 13.5, 1.4), circle(11, 16.6, 1.6)]),
}

# White unless named here (RGB).
COLORS = {"exclamation-22": (255, 149, 0)}

def png(width, height, rgba_rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(row) for row in rgba_rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

def render(shape, scale, color=(255, 255, 255), samples=8):
    size = 22 * scale
    rows = []
    for py in range(size):
        row = []
        for px in range(size):
            hits = sum(shape((px + (i + 0.5) / samples) / scale, (py + (j + 0.5) / samples) / scale)
                       for i in range(samples) for j in range(samples))
            row += [*color, round(255 * hits / (samples * samples))]
        rows.append(row)
    return png(size, size, rows)

for name, shape in ICONS.items():
    for scale, suffix in ((1, ""), (2, "@2x")):
        with open(f"{name}{suffix}.png", "wb") as f:
            f.write(render(shape, scale, COLORS.get(name, (255, 255, 255))))
