"""raster_scene and png_encode on Cairo (pycairo, the system's libcairo).
Text: the same glyph ids and positions as ours (shaped by HarfBuzz before
timing), drawn with show_glyphs in DejaVu Sans through Cairo's toy font API,
which finds the system's fonts-dejavu-core file (byte-identical to
Fonts/DejaVuSans.ttf); no hinting, grayscale antialiasing, as ours."""
import io
import json
import math
import os
import sys
import time
import cairo
from common import INPUTS, run, scene, wanted

TOOL = f"Cairo {cairo.cairo_version_string()} (pycairo {cairo.version})"


def rounded_rect(ctx, x, y, w, h, r):
    ctx.new_sub_path()
    ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    ctx.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    ctx.close_path()


if wanted("raster_scene"):
    data = scene()
    width, height, radius = data["width"], data["height"], data["radius"]
    options = cairo.FontOptions()
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    options.set_antialias(cairo.ANTIALIAS_GRAY)
    labels = [(label["size"], [cairo.Glyph(g[0], label["x"] + g[1], label["baseline"] - g[2]) for g in label["glyphs"]])
              for label in data["labels"]]
    rects = data["rects"]
    result = {}

    def draw(_):
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width, height)
        ctx = cairo.Context(surface)
        ctx.set_source_rgb(1, 1, 1)
        ctx.paint()
        for x, y, w, h, r, g, b, a in rects:
            rounded_rect(ctx, x, y, w, h, radius)
            ctx.set_source_rgba(r / 255, g / 255, b / 255, a / 255)
            ctx.fill()
        ctx.select_font_face("DejaVu Sans")
        ctx.set_font_options(options)
        ctx.set_source_rgb(0, 0, 0)
        for size, glyphs in labels:
            ctx.set_font_size(size)
            ctx.show_glyphs(glyphs)
        surface.flush()
        result["surface"] = surface

    run("raster_scene", TOOL, 50, "750x1334 @1x, 200 rounded rects, 100 labels (pre-shaped glyphs)", draw)
    os.makedirs(os.path.join(INPUTS, "out"), exist_ok=True)
    result["surface"].write_to_png(os.path.join(INPUTS, "out", "raster_scene_cairo.png"))

def draw_heavy_items(ctx, items, images):
    for item in items:
        if "rect" in item:
            x, y, w, h, radius, r, g, b, a = item["rect"]
            rounded_rect(ctx, x, y, w, h, min(radius, w / 2, h / 2))
            ctx.set_source_rgba(r / 255, g / 255, b / 255, a / 255)
            ctx.fill()
        elif "label" in item:
            label = item["label"]
            ctx.set_source_rgb(0, 0, 0)
            ctx.set_font_size(label["size"])
            ctx.show_glyphs(label["glyphs"])
        elif "image" in item:
            k, x, y, w, h = item["image"]
            image = images[k]
            ctx.save()
            ctx.translate(x, y)
            ctx.scale(w / image.get_width(), h / image.get_height())
            ctx.set_source_surface(image, 0, 0)
            ctx.get_source().set_filter(cairo.FILTER_BILINEAR)
            ctx.get_source().set_extend(cairo.EXTEND_PAD)
            ctx.rectangle(0, 0, image.get_width(), image.get_height())
            ctx.fill()
            ctx.restore()
        else:
            group = item["group"]
            ctx.save()
            ctx.rectangle(*group["region"])  # the group's layer is only as large as its region
            ctx.clip()
            ctx.push_group()
            draw_heavy_items(ctx, group["items"], images)
            ctx.pop_group_to_source()
            ctx.paint_with_alpha(group["opacity"] / 255)
            ctx.restore()


if wanted("raster_heavy"):
    with open(os.path.join(INPUTS, "heavy.json")) as f:
        data = json.load(f)
    width, height = data["width"], data["height"]
    images = [cairo.ImageSurface.create_from_png(os.path.join(INPUTS, name)) for name in data["images"]]
    options = cairo.FontOptions()
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    options.set_antialias(cairo.ANTIALIAS_GRAY)

    def resolve(items):  # glyphs as cairo.Glyph, built before timing
        for item in items:
            if "label" in item:
                label = item["label"]
                label["glyphs"] = [cairo.Glyph(g[0], label["x"] + g[1], label["baseline"] - g[2]) for g in label["glyphs"]]
            elif "group" in item:
                resolve(item["group"]["items"])
    resolve(data["items"])
    result = {}

    def draw_heavy(size):
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, *size)
        ctx = cairo.Context(surface)
        ctx.set_source_rgb(1, 1, 1)
        ctx.paint()
        ctx.select_font_face("DejaVu Sans")
        ctx.set_font_options(options)
        draw_heavy_items(ctx, data["items"], images)
        surface.flush()
        return surface

    def draw(_):
        result["surface"] = draw_heavy((width, height))

    run("raster_heavy", TOOL, 20, "1170x2532 @1x, 2000 rounded rects, 1000 labels, 50 images, 20 opacity groups (pre-shaped glyphs)", draw)
    os.makedirs(os.path.join(INPUTS, "out"), exist_ok=True)
    result["surface"].write_to_png(os.path.join(INPUTS, "out", "raster_heavy_cairo.png"))
    # What Python's calls and Cairo's per-item work cost without the pixels:
    # the same drawing on a 1 x 1 canvas (stderr, not a table row).
    times = []
    for _ in range(10):
        start = time.perf_counter_ns()
        draw_heavy((1, 1))
        times.append((time.perf_counter_ns() - start) / 1e6)
    print(f"raster_heavy on Cairo at 1x1 (calls and per-item work, almost no pixels): median {sorted(times)[5]:.3f} ms",
          file=sys.stderr)

if wanted("png_encode"):
    # The very pixels ours encodes, decoded once before timing.
    surface = cairo.ImageSurface.create_from_png(os.path.join(INPUTS, "raster_scene.png"))
    sink = io.BytesIO()
    surface.write_to_png(sink)
    run("png_encode", TOOL, 30, f"raster_scene.png pixels, {len(sink.getvalue())} bytes (cairo's zlib defaults)",
        lambda _: surface.write_to_png(io.BytesIO()))
