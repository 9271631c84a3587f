#!/usr/bin/env python3
"""Makes Fonts/NotoColorEmoji-Subset.ttf from Debian's NotoColorEmoji.ttf
(fonts-noto-color-emoji 2.042-0+deb12u1) with fontTools' subsetter, once.

Kept: the emoticons block (U+1F600-1F64F), a set of common emoji, hands and
people with the five skin-tone modifiers, the keycaps, every flag (regional
indicator pairs) and the ZWJ sequences these characters form (family,
technologist, rainbow flag, heart on fire...): the font's GSUB ligatures
whose components are all kept. U+1F9FF (nazar amulet) is left out on
purpose: tests use it as a character no bundled face has.

    /usr/bin/python3 Fonts/make_emoji_subset.py /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf Fonts/NotoColorEmoji-Subset.ttf
"""
import sys
from fontTools import subset

RANGES = [
    (0x1F600, 0x1F64F),  # emoticons
    (0x1F3FB, 0x1F3FF),  # skin-tone modifiers
    (0x1F1E6, 0x1F1FF),  # regional indicators: flags
    (0x0030, 0x0039),    # keycap bases
]
SINGLES = [
    0x0023, 0x002A, 0x20E3, 0xFE0F, 0x200D,  # keycaps, presentation selector, joiner
    0x2764, 0x1F525, 0x1F389, 0x2615, 0x1F680, 0x2B50, 0x2705, 0x274C, 0x2728, 0x1F308, 0x1F3F3,
    0x1F44D, 0x1F44E, 0x1F44B, 0x1F44F, 0x1F44C, 0x270C, 0x270B, 0x1F590, 0x1F4AA,  # hands (take skin tones)
    0x1F468, 0x1F469, 0x1F9D1, 0x1F466, 0x1F467, 0x1F476,  # people (take skin tones, form families)
    0x1F4BB, 0x1F52C, 0x1F680, 0x1F3A8,  # technologist, scientist, astronaut, artist (ZWJ)
    0x1F914, 0x1F923, 0x1F970, 0x1F973, 0x1F929, 0x1F60D,
    0x1F436, 0x1F431, 0x1F98A, 0x1F34E, 0x1F355, 0x2600, 0x1F319, 0x1F30D,
]

def main(source, target):
    unicodes = [c for a, b in RANGES for c in range(a, b + 1)] + SINGLES
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.drop_tables = [t for t in options.drop_tables if t not in ("CBDT", "CBLC")]
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    subset.save_font(font, target, options)

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
