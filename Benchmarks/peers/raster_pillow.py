"""raster_scene and png_encode on Pillow. ImageDraw blends RGBA fills over an
RGB canvas but does not antialias rounded rectangles, and it draws text
from strings (FreeType, shaped by libraqm/HarfBuzz at every draw: Pillow
cannot draw pre-shaped glyph ids), from Fonts/DejaVuSans.ttf."""
import io
import os
import PIL
from PIL import Image, ImageDraw, ImageFont, features
from common import INPUTS, run, scene, wanted

TOOL = f"Pillow {PIL.__version__}"
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

if wanted("raster_scene"):
    data = scene()
    width, height, radius = data["width"], data["height"], data["radius"]
    engine = ImageFont.Layout.RAQM if features.check("raqm") else ImageFont.Layout.BASIC
    fonts = {size: ImageFont.truetype(os.path.join(ROOT, data["font"]), size, layout_engine=engine) for size in range(14, 21)}
    rects = [((x, y, x + w - 1, y + h - 1), (r, g, b, a)) for x, y, w, h, r, g, b, a in data["rects"]]
    labels = [((label["x"], label["baseline"]), label["text"], fonts[label["size"]]) for label in data["labels"]]
    result = {}

    def draw(_):
        image = Image.new("RGB", (width, height), (255, 255, 255))
        canvas = ImageDraw.Draw(image, "RGBA")
        for box, color in rects:
            canvas.rounded_rectangle(box, radius=radius, fill=color)
        for origin, text, font in labels:
            canvas.text(origin, text, font=font, fill=(0, 0, 0), anchor="ls")
        result["image"] = image

    run("raster_scene", TOOL, 50, "750x1334 @1x, 200 rounded rects (not antialiased), 100 labels (shaped while drawing)", draw)
    os.makedirs(os.path.join(INPUTS, "out"), exist_ok=True)
    result["image"].save(os.path.join(INPUTS, "out", "raster_scene_pillow.png"))

if wanted("png_encode"):
    # The very pixels ours encodes, decoded once before timing.
    image = Image.open(os.path.join(INPUTS, "raster_scene.png"))
    image.load()
    sink = io.BytesIO()
    image.save(sink, "PNG")
    run("png_encode", TOOL, 30, f"raster_scene.png pixels, {len(sink.getvalue())} bytes (Pillow's defaults: zlib level 6)",
        lambda _: image.save(io.BytesIO(), "PNG"))
