"""The diff pair compared by whole processes, from spawn to exit, with the
same harness for both: `gravity diff a.png b.png` (ours, release build) and
ImageMagick's `compare -metric AE a.png b.png null:` (exact count, fuzz 0).
Both decode the two files and count differing pixels.

`diff_1080p_identical_process` passes the same file twice, which `gravity
diff` recognises as byte-identical and decodes once;
`diff_1080p_identical_pixels_process` passes A and a copy of A with one more
tEXt chunk (the same pixels, other bytes), so both files are decoded and
compared pixel by pixel."""
import os
import re
import subprocess
import struct
import sys
import zlib
from common import INPUTS, run, check, wanted

CASES = ["diff_1080p_identical_process", "diff_1080p_identical_pixels_process", "diff_1080p_1pct_process"]
if not any(wanted(name) for name in CASES):
    sys.exit(0)  # no case of this script matches the filter (and its inputs may not exist)

GRAVITY = os.environ.get("GRAVITY_BIN", ".build/release/gravity")
a, b = os.path.join(INPUTS, "diff-a.png"), os.path.join(INPUTS, "diff-b.png")
# A with a tEXt chunk after IHDR (signature 8 + IHDR 25 bytes): other bytes, same pixels.
a_text = os.path.join(INPUTS, "diff-a-text.png")
with open(a, "rb") as f:
    png = f.read()
text = b"tEXt" + b"Comment\x00same pixels, other bytes"
with open(a_text, "wb") as f:
    f.write(png[:33] + struct.pack(">I", len(text) - 4) + text + struct.pack(">I", zlib.crc32(text)) + png[33:])
magick = subprocess.run(["compare", "-version"], capture_output=True, text=True).stdout
MAGICK = "ImageMagick " + re.search(r"ImageMagick (\S+)", magick).group(1) + " compare"


def spawn(command):
    return subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


for name, second, expected in [("diff_1080p_identical_process", a, "0"), ("diff_1080p_identical_pixels_process", a_text, "0"),
                               ("diff_1080p_1pct_process", b, "20736")]:
    if not wanted(name):
        continue
    magick_count = spawn(["compare", "-metric", "AE", a, second, "null:"]).stderr.decode().strip()
    check(magick_count == expected, f"compare counted {magick_count}")
    run(name, "gravity", 21, "gravity diff a.png b.png, spawn to exit", lambda _: spawn([GRAVITY, "diff", a, second]))
    run(name, MAGICK, 21, "compare -metric AE a.png b.png null:, spawn to exit",
        lambda _: spawn(["compare", "-metric", "AE", a, second, "null:"]))
