#!/usr/bin/env python3
"""Makes Fonts/DroidSansFallback-CJKSubset.ttf from Debian's fonts-droid-fallback
(DroidSansFallback.ttf, Apache 2.0) with fontTools: the common CJK characters
(GB 2312 level 1 hanzi, JIS X 0208 level 1 kanji, KS X 1001 hangul syllables),
kana, CJK punctuation and full-width forms. Run once; the output is committed.

    pip install fonttools
    python3 Fonts/make_cjk_subset.py /usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf Fonts/
"""
import sys
from fontTools import subset

def decoded(encoding, leads, trails):
    chars = set()
    for lead in leads:
        for trail in trails:
            try:
                chars.add(bytes([lead, trail]).decode(encoding))
            except UnicodeDecodeError:
                pass
    return chars

def main(source, out_dir):
    chars = set()
    chars |= decoded("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF))     # GB 2312 level 1
    chars |= decoded("euc_jp", range(0xB0, 0xD0), range(0xA1, 0xFF))     # JIS X 0208 level 1
    chars |= decoded("euc_kr", range(0xB0, 0xC9), range(0xA1, 0xFF))     # KS X 1001 hangul
    codepoints = {ord(c) for c in chars if len(c) == 1}
    codepoints |= set(range(0x3000, 0x3100))   # CJK punctuation, hiragana, katakana
    codepoints |= set(range(0xFF00, 0xFFF0))   # half- and full-width forms
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(codepoints))
    subsetter.subset(font)
    font.save(f"{out_dir}/DroidSansFallback-CJKSubset.ttf")
    print(len(codepoints), "code points")

if __name__ == "__main__":
    main(*sys.argv[1:])
