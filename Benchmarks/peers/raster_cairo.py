"""raster_scene and png_encode on Cairo (pycairo, the system's libcairo).
Text: the same glyph ids and positions as ours (shaped by HarfBuzz before
timing), drawn with show_glyphs in DejaVu Sans through Cairo's toy font API,
which finds the system's fonts-dejavu-core file (byte-identical to
Fonts/DejaVuSans.ttf); no hinting, grayscale antialiasing, as ours."""
import io
import math
import os
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

if wanted("png_encode"):
    # The very pixels ours encodes, decoded once before timing.
    surface = cairo.ImageSurface.create_from_png(os.path.join(INPUTS, "raster_scene.png"))
    sink = io.BytesIO()
    surface.write_to_png(sink)
    run("png_encode", TOOL, 30, f"raster_scene.png pixels, {len(sink.getvalue())} bytes (cairo's zlib defaults)",
        lambda _: surface.write_to_png(io.BytesIO()))
