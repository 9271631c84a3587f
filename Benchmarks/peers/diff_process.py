"""The diff pair compared by whole processes, from spawn to exit, with the
same harness for both: `gravity diff a.png b.png` (ours, release build) and
ImageMagick's `compare -metric AE a.png b.png null:` (exact count, fuzz 0).
Both decode the two files and count differing pixels."""
import os
import re
import subprocess
import sys
from common import INPUTS, run, check, wanted

if not any(wanted(name) for name in ["diff_1080p_identical_process", "diff_1080p_1pct_process"]):
    sys.exit(0)  # no case of this script matches the filter (and its inputs may not exist)

GRAVITY = os.environ.get("GRAVITY_BIN", ".build/release/gravity")
a, b = os.path.join(INPUTS, "diff-a.png"), os.path.join(INPUTS, "diff-b.png")
magick = subprocess.run(["compare", "-version"], capture_output=True, text=True).stdout
MAGICK = "ImageMagick " + re.search(r"ImageMagick (\S+)", magick).group(1) + " compare"


def spawn(command):
    return subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


for name, second, expected in [("diff_1080p_identical_process", a, "0"), ("diff_1080p_1pct_process", b, "20736")]:
    if not wanted(name):
        continue
    magick_count = spawn(["compare", "-metric", "AE", a, second, "null:"]).stderr.decode().strip()
    check(magick_count == expected, f"compare counted {magick_count}")
    run(name, "gravity", 21, "gravity diff a.png b.png, spawn to exit", lambda _: spawn([GRAVITY, "diff", a, second]))
    run(name, MAGICK, 21, "compare -metric AE a.png b.png null:, spawn to exit",
        lambda _: spawn(["compare", "-metric", "AE", a, second, "null:"]))
