import GravityCore

/// One paragraph (text between explicit line breaks), shaped once so line
/// breaking can measure any stretch of it without shaping again.
struct ShapedParagraph {
    /// Grapheme clusters.
    let characters: [Character]
    /// Advance of each character in points (a ligature's advance goes to its
    /// first character; kerning to the character before the pair's gap).
    let advances: [Double]
    /// The whole paragraph as shaped; reused for a line that is the whole paragraph.
    let run: ShapedRun
    /// `offsets[i]`: the advance of characters `0..<i`, so any width is one subtraction.
    private let offsets: [Double]

    init(_ text: Substring, face: FontFace, size: Double, synthesis: FontSynthesis) {
        characters = Array(text)
        var characterAtByte: [Int] = []
        characterAtByte.reserveCapacity(text.utf8.count)
        for (index, character) in characters.enumerated() {
            characterAtByte.append(contentsOf: repeatElement(index, count: character.utf8.count))
        }
        var advances = [Double](repeating: 0, count: characters.count)
        run = Shaper.shape(text, face: face, size: size, synthesis: synthesis)
        for glyph in run.glyphs where glyph.cluster < characterAtByte.count {
            advances[characterAtByte[glyph.cluster]] += glyph.advance
        }
        self.advances = advances
        var offsets = [0.0]
        offsets.reserveCapacity(advances.count + 1)
        for advance in advances { offsets.append(offsets[offsets.count - 1] + advance) }
        self.offsets = offsets
    }

    /// Width of characters `range` in points, trailing spaces left out.
    func width(_ range: Range<Int>) -> Double {
        offsets[trimmedEnd(range)] - offsets[range.lowerBound]
    }

    /// End of `range` without its trailing spaces (they hang past the line's end).
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, characters[end - 1].isBreakingSpace { end -= 1 }
        return end
    }

    func text(_ range: Range<Int>) -> String {
        String(characters[range])
    }

    /// `text` shaped as a line of its own: the paragraph's run when it is
    /// the whole paragraph, else shaped again.
    func shapeLine(_ text: String, range: Range<Int>, face: FontFace, size: Double, synthesis: FontSynthesis) -> ShapedRun {
        range == 0..<characters.count ? run : Shaper.shape(text, face: face, size: size, synthesis: synthesis)
    }
}

extension Character {
    /// Spaces lines break at (not the no-break space).
    var isBreakingSpace: Bool { self == " " || self == "\t" || self == "\u{3000}" || self == "\u{2009}" || self == "\u{200B}" }

    /// Hyphens lines may break after.
    var isBreakingHyphen: Bool { self == "-" || self == "\u{2010}" || self == "\u{2013}" }
}
