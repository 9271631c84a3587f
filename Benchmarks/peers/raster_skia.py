"""raster_scene and png_encode on Skia (skia-python, a CPU raster surface,
N32 premultiplied). Text: the same glyph ids and positions as ours (shaped
by HarfBuzz before timing) as text blobs built before timing, from
Fonts/DejaVuSans.ttf; no hinting, antialiased, subpixel positions, as ours."""
import io
import os
import skia
from common import INPUTS, run, scene, wanted

TOOL = f"Skia m{skia.__version__.split('.')[0]} (skia-python {skia.__version__})"
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

if wanted("raster_scene"):
    data = scene()
    width, height, radius = data["width"], data["height"], data["radius"]
    typeface = skia.Typeface.MakeFromFile(os.path.join(ROOT, data["font"]))
    blobs = []
    for label in data["labels"]:
        font = skia.Font(typeface, label["size"])
        font.setHinting(skia.FontHinting.kNone)
        font.setEdging(skia.Font.Edging.kAntiAlias)
        font.setSubpixel(True)
        builder = skia.TextBlobBuilder()
        builder.allocRunPos(font, [g[0] for g in label["glyphs"]], [skia.Point(g[1], -g[2]) for g in label["glyphs"]])
        blobs.append((builder.make(), label["x"], label["baseline"]))
    rects = [(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), radius, radius), skia.Color(r, g, b, a))
             for x, y, w, h, r, g, b, a in data["rects"]]
    fill = skia.Paint(AntiAlias=True)
    black = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)
    result = {}

    def draw(_):
        surface = skia.Surface(width, height)
        canvas = surface.getCanvas()
        canvas.clear(skia.ColorWHITE)
        for rrect, color in rects:
            fill.setColor(color)
            canvas.drawRRect(rrect, fill)
        for blob, x, y in blobs:
            canvas.drawTextBlob(blob, x, y, black)
        surface.flushAndSubmit()
        result["surface"] = surface

    run("raster_scene", TOOL, 50, "750x1334 @1x, 200 rounded rects, 100 labels (pre-shaped glyphs)", draw)
    os.makedirs(os.path.join(INPUTS, "out"), exist_ok=True)
    result["surface"].makeImageSnapshot().save(os.path.join(INPUTS, "out", "raster_scene_skia.png"), skia.kPNG)

if wanted("png_encode"):
    # The very pixels ours encodes, decoded once before timing.
    image = skia.Image.open(os.path.join(INPUTS, "raster_scene.png")).makeRasterImage()
    size = len(bytes(image.encodeToData(skia.kPNG, 100)))
    run("png_encode", TOOL, 30, f"raster_scene.png pixels, {size} bytes (Skia's PNG defaults)",
        lambda _: image.encodeToData(skia.kPNG, 100))
