#!/usr/bin/env python3
"""Writes bidi_reference.json: the glyph order of mixed-direction lines as an
independent pipeline draws them — python-bidi's pure-Python UAX #9
(bidi.algorithm, rules P2–L2) for levels and visual order, uharfbuzz for
shaping each level run with its direction. Run once; `make test` only reads
the JSON (no PyPI at test time).

Each case is a label's text and the layout direction in scope (None: none
set). Every `\n` ends a paragraph (UAX #9 BD2: a paragraph separator ends
one); U+2028 LINE SEPARATOR ends only a line. A paragraph's base level is
its first strong character's
(python-bidi's get_base_level, rules P2–P3, UIKit's natural direction); the
layout direction is used only for a paragraph without a strong character
(higher-level protocol HL1; python-bidi's P3 would say left to right).

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install python-bidi==0.6.12 uharfbuzz==0.57.0
    /tmp/venv/bin/python Tests/Fixtures/Bidi/make_bidi_reference.py
"""
import json
import os
import unicodedata
import uharfbuzz as hb
from bidi import algorithm as uax9

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.join(HERE, "..", "..", "..", "Fonts")

CASES = [
    ("DejaVuSans.ttf", "abc بببب xyz", None),
    ("DejaVuSans.ttf", "שלום עולם right-to-left", None),
    ("DejaVuSans.ttf", "Hello שלום עולם world", None),
    ("DejaVuSans.ttf", "مرحبا بالعالم Hello", None),
    ("DejaVuSans.ttf", "Arabic: مرحبا بالعالم and more", None),
    ("DejaVuSans.ttf", "עברית 123 456", None),
    # The layout direction does not reorder a paragraph that has a strong character.
    ("DejaVuSans.ttf", "Hello, world!", "rtl"),
    ("DejaVuSans.ttf", "Hello, world!", "ltr"),
    ("DejaVuSans.ttf", "שלום עולם!", "ltr"),
    ("DejaVuSans.ttf", "שלום עולם!", "rtl"),
    ("DejaVuSans.ttf", "שלום עולם!", None),
    ("DejaVuSans.ttf", "السعر 42 دينار!", "ltr"),
    ("DejaVuSans.ttf", "السعر 42 دينار!", "rtl"),
    ("DejaVuSans.ttf", "42 دينار", "ltr"),
    # No strong character: the layout direction decides.
    ("DejaVuSans.ttf", "123 !", "rtl"),
    ("DejaVuSans.ttf", "123 !", "ltr"),
    ("DejaVuSans.ttf", "123 !", None),
    # Each paragraph its own direction.
    ("DejaVuSans.ttf", "Hello, world!\nשלום עולם!", "ltr"),
    ("DejaVuSans.ttf", "Hello, world!\nשלום עולם!", "rtl"),
    ("DejaVuSans.ttf", "שלום עולם!\n(123)", "ltr"),
    ("DejaVuSans.ttf", "שלום עולם!\n(123)", "rtl"),
    # U+2028 breaks the line, not the paragraph: its lines share one direction,
    # found over all of them.
    ("DejaVuSans.ttf", "(123)\u2028שלום!", "ltr"),
    ("DejaVuSans.ttf", "שלום!\u2028(123)\u2028Hello!", "ltr"),
    ("DejaVuSans.ttf", "Hello!\u2028שלום!\n(123)", "rtl"),
]


def has_strong(text):
    """Whether rule P2 finds a strong character (L, R or AL) in `text`."""
    return any(unicodedata.bidirectional(ch) in ("L", "R", "AL") for ch in text)


def base_level(paragraph, direction):
    """Rules P2–P3 (python-bidi); the layout direction when nothing is strong."""
    if has_strong(paragraph):
        return uax9.get_base_level(paragraph)
    return 1 if direction == "rtl" else 0


def visual_lines(paragraph, base):
    """Each line of the paragraph (lines end at U+2028 LINE SEPARATOR, which
    does not end the paragraph) as level runs in visual order: (level,
    logical text of the run). Levels are resolved over the whole paragraph
    (rules X1–I2), then each line gets rules L1–L2 on its own."""
    storage = uax9.get_empty_storage()
    storage["base_level"] = base
    storage["base_dir"] = ("L", "R")[base]
    uax9.get_embedding_levels(paragraph, storage)
    uax9.explicit_embed_and_overrides(storage)
    uax9.resolve_weak_types(storage)
    uax9.resolve_neutral_types(storage, False)
    uax9.resolve_implicit_levels(storage, False)
    lines = [[]]
    for char in storage["chars"]:
        if char["ch"] == "\u2028":
            lines.append([])
        else:
            lines[-1].append(char)
    result = []
    for chars in lines:
        line = dict(storage, chars=chars)
        uax9.reorder_resolved_levels(line, False)
        # No apply_mirroring: HarfBuzz mirrors in right-to-left runs itself.
        runs = []
        for char in line["chars"]:
            if runs and runs[-1][0] == char["level"]:
                runs[-1][1].append(char["ch"])
            else:
                runs.append((char["level"], [char["ch"]]))
        # Right-to-left runs were reversed into visual order: back to logical for shaping.
        result.append([(level, "".join(chars[::-1] if level % 2 else chars)) for level, chars in runs])
    return result


def shape(font, text, rtl):
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    buf.direction = "rtl" if rtl else "ltr"
    hb.shape(font, buf)
    return [(info.codepoint, pos.x_advance, pos.x_offset) for info, pos in zip(buf.glyph_infos, buf.glyph_positions)]


def main():
    cases = []
    for file, text, direction in CASES:
        blob = hb.Blob.from_file_path(os.path.join(FONTS, file))
        face = hb.Face(blob)
        font = hb.Font(face)
        font.scale = (face.upem, face.upem)
        lines = []
        for paragraph in text.split("\n"):
            base = base_level(paragraph, direction)
            for runs in visual_lines(paragraph, base):
                glyphs, xs, pen = [], [], 0
                for level, run in runs:
                    for gid, advance, offset in shape(font, run, level % 2 == 1):
                        glyphs.append(gid)
                        xs.append(pen + offset)
                        pen += advance
                lines.append({"paragraphLevel": base, "glyphs": glyphs, "x": xs})
        cases.append({"font": file, "unitsPerEm": face.upem, "text": text, "direction": direction, "lines": lines})
    with open(os.path.join(HERE, "bidi_reference.json"), "w", encoding="utf-8") as out:
        json.dump({"generator": "python-bidi 0.6.12 (bidi.algorithm) + uharfbuzz 0.57.0 (HarfBuzz %s)" % hb.version_string(),
                   "cases": cases}, out, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
