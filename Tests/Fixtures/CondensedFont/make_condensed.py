#!/usr/bin/env python3
"""Generates GravityTest-Condensed.ttf: ../Fonts/GravityTest.ttf with its
OS/2 usWidthClass set to 3 (condensed) and every advance (hmtx) and box
glyph kept, so a test can tell which face was chosen only by the width
class. The OS/2 table's checksum is recomputed. Run `python3
make_condensed.py` in this folder; the output is committed."""
import os, struct

here = os.path.dirname(os.path.abspath(__file__))
data = bytearray(open(os.path.join(here, "..", "Fonts", "GravityTest.ttf"), "rb").read())
count = struct.unpack(">H", data[4:6])[0]
for i in range(count):
    record = 12 + 16 * i
    tag = bytes(data[record:record + 4])
    offset, length = struct.unpack(">II", data[record + 8:record + 16])
    if tag == b"OS/2":
        struct.pack_into(">H", data, offset + 6, 3)
        padded = bytes(data[offset:offset + length]) + b"\0" * (-length % 4)
        checksum = sum(struct.unpack(">%dI" % (len(padded) // 4), padded)) & 0xFFFFFFFF
        struct.pack_into(">I", data, record + 4, checksum)
open(os.path.join(here, "GravityTest-Condensed.ttf"), "wb").write(data)
