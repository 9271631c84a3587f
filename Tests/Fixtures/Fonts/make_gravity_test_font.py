#!/usr/bin/env python3
"""Generates GravityTest.ttf, the box-glyph test font (fontTools FontBuilder).

unitsPerEm 1024, ascender 800, descender -200, line gap 200, cap height 700,
x-height 500. Every glyph is a filled box as wide as its advance, from the
baseline up to the cap height (capitals, digits, punctuation) or the x-height
(lower-case letters); the space is empty. Advances: capitals 640, space 256,
the ellipsis 768, everything else 512 — so at 16 pt a capital is 10 pt wide,
a lower-case letter 8 pt, a space 4 pt. Goldens and tests that must not depend
on rasteriser details use it: box edges fall on exact pixel boundaries.

Run `python3 make_gravity_test_font.py` in this folder to regenerate; the
generated file is committed so `make test` never needs fontTools.
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

UPEM, ASCENDER, DESCENDER, LINE_GAP, CAP, X = 1024, 800, -200, 200, 700, 500


def box(width, height):
    pen = TTGlyphPen(None)
    if width > 0 and height > 0:
        pen.moveTo((0, 0))
        pen.lineTo((0, height))
        pen.lineTo((width, height))
        pen.lineTo((width, 0))
        pen.closePath()
    return pen.glyph()


def main():
    order, cmap, glyphs, metrics = [".notdef"], {}, {".notdef": box(512, CAP)}, {".notdef": (512, 0)}
    characters = [chr(c) for c in range(0x20, 0x7F)] + ["\u00a0", "\u2010", "\u2026"]
    for ch in characters:
        name = "uni%04X" % ord(ch)
        if ch in (" ", "\u00a0"):
            advance, height = 256, 0
        elif ch == "\u2026":
            advance, height = 768, CAP
        elif ch.isupper():
            advance, height = 640, CAP
        elif ch.islower():
            advance, height = 512, X
        else:
            advance, height = 512, CAP
        order.append(name)
        cmap[ord(ch)] = name
        glyphs[name] = box(advance, height)
        metrics[name] = (advance, 0)

    builder = FontBuilder(UPEM, isTTF=True)
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap(cmap)
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=ASCENDER, descent=DESCENDER, lineGap=LINE_GAP)
    builder.setupNameTable({"familyName": "GravityTest", "styleName": "Regular",
                            "psName": "GravityTest-Regular", "version": "Version 1.000"})
    builder.setupOS2(version=4, usWeightClass=400, sTypoAscender=ASCENDER, sTypoDescender=DESCENDER,
                     sTypoLineGap=LINE_GAP, usWinAscent=ASCENDER, usWinDescent=-DESCENDER,
                     sxHeight=X, sCapHeight=CAP, fsSelection=0x40, achVendID="GRVT")
    builder.setupPost()
    builder.setupHead(unitsPerEm=UPEM, created=0, modified=0)
    builder.font["head"].checkSumAdjustment = 0
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "GravityTest.ttf")
    builder.save(out)


if __name__ == "__main__":
    main()
