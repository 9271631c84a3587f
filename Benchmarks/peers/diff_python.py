"""The diff cases on Pillow (ImageChops: exact per-channel differences, no
anti-aliasing detection) and on pixelmatch-py (PyPI `pixelmatch`, a pure
Python port of mapbox/pixelmatch: threshold 0, anti-aliasing detection on,
no diff image). The pair is the one gravity-bench wrote (diff-a.png,
diff-b.png); `_decode` cases decode both PNGs (one after the other) inside
the timing."""
import io
import sys
import os
import PIL
from PIL import Image, ImageChops
from common import INPUTS, run, check, wanted

if not any(wanted(name) for name in ["diff_1080p_identical_decode_serial", "diff_1080p_1pct_decode_serial"]):
    sys.exit(0)  # no case of this script matches the filter (and its inputs may not exist)

PILLOW = f"Pillow {PIL.__version__} (ImageChops, no AA detection)"


def read(name):
    with open(os.path.join(INPUTS, name), "rb") as f:
        return f.read()


def decode(png):
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def pillow_count(a, b):
    """Pixels where any channel differs: the largest channel difference, then
    the number of non-zero values in its histogram."""
    channels = ImageChops.difference(a, b).split()
    largest = channels[0]
    for channel in channels[1:]:
        largest = ImageChops.lighter(largest, channel)
    return largest.width * largest.height - largest.histogram()[0]


png_a, png_b = read("diff-a.png"), read("diff-b.png")
a, b = decode(png_a), decode(png_b)
copy = a.copy()
check(pillow_count(a, copy) == 0 and pillow_count(a, b) == 20736, f"Pillow counts {pillow_count(a, b)}")
for name, second, second_png, expected in [("diff_1080p_identical", copy, png_a, 0), ("diff_1080p_1pct", b, png_b, 20736)]:
    run(name, PILLOW, 21, "1080x1920 RGBA, exact", lambda _: pillow_count(a, second))
    # Pillow decodes one file after the other: set against both of ours.
    for suffix in ["_decode", "_decode_serial"]:
        run(name + suffix, PILLOW, 11, "1080x1920 RGBA, exact, both PNGs decoded one after the other",
            lambda _: pillow_count(decode(png_a), decode(second_png)))

try:
    from importlib.metadata import version
    from pixelmatch.core import pixelmatch
    PIXELMATCH = f"pixelmatch-py {version('pixelmatch')} (pure Python)"
    # The pair may be stored as RGB (opaque): pixelmatch reads RGBA bytes.
    raw_a, raw_b, raw_copy = (image.convert("RGBA").tobytes() for image in (a, b, copy))
    for name, second, expected in [("diff_1080p_identical", raw_copy, 0), ("diff_1080p_1pct", raw_b, 20736)]:
        if not wanted(name):
            continue
        count = pixelmatch(raw_a, second, 1080, 1920, threshold=0, includeAA=False)
        check(count == expected, f"pixelmatch-py counts {count} on {name}")
        run(name, PIXELMATCH, 3, "1080x1920 RGBA, threshold 0, AA detection on",
            lambda _: pixelmatch(raw_a, second, 1080, 1920, threshold=0, includeAA=False), warmup=0)
except ImportError as error:
    print(f"pixelmatch-py not available: {error}")
