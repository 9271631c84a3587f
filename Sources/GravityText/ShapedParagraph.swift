import CHarfBuzz
import GravityCore

/// How a paragraph's text is set: the label's font and, later, a span's.
struct ParagraphStyle: Hashable {
    var font: FontRequest
    /// nil: the label's colour.
    var color: Color?
}

/// One paragraph (text between explicit line breaks), itemised and shaped
/// once so line breaking can measure any stretch of it without shaping
/// again (SPEC §2.6, §9):
///
/// 1. bidi embedding levels (FriBiDi),
/// 2. the script of every character (Common and Inherited resolved),
/// 3. a face for every character from the fallback chain,
/// 4. items — maximal runs of one level, script, face and style — each
///    shaped by HarfBuzz with its direction and script,
/// 5. the advance of every character, from its glyphs.
struct ShapedParagraph {
    /// Grapheme clusters, in logical order.
    let characters: [Character]
    /// The paragraph's Unicode scalars; glyph clusters index into them.
    let scalars: [UInt32]
    /// `characterStart[i]`: the first scalar of character `i` (one extra entry at the end).
    let characterStart: [Int]
    let bidi: BidiLevels
    let items: [TextItem]
    /// Advance of each character in points (a ligature's advance goes to its
    /// first character; kerning to the character before the pair's gap).
    let advances: [Double]
    /// Code points no face of the chain has, each once.
    let missing: [UInt32]
    /// The face and size of the paragraph's own font (the ellipsis is set in it).
    let primary: FallbackFace
    let size: Double
    /// `offsets[i]`: the advance of characters `0..<i`, so any width is one subtraction.
    private let offsets: [Double]

    init(_ text: Substring, style: ParagraphStyle, direction: TextDirection?, library: FontLibrary) throws {
        characters = Array(text)
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        var characterStart: [Int] = []
        characterStart.reserveCapacity(characters.count + 1)
        for character in characters {
            characterStart.append(scalars.count)
            for scalar in character.unicodeScalars { scalars.append(scalar.value) }
        }
        characterStart.append(scalars.count)
        self.scalars = scalars
        self.characterStart = characterStart
        let size = style.font.size
        self.size = size

        // 1. Bidi levels.
        let unicode = text.unicodeScalars.map { $0 }
        let bidi = BidiLevels(unicode, direction: direction)
        self.bidi = bidi
        // 2. Scripts.
        let scripts = Scripts.resolve(unicode)
        // 3. A face per character.
        let assignment = try FaceAssignment(characters: characters, scalars: unicode, characterStart: characterStart,
                                            scripts: scripts, font: style.font, library: library)
        missing = assignment.missing
        primary = assignment.primary
        // 4. Items, shaped.
        var items: [TextItem] = []
        var start = 0
        for index in 0...characters.count {
            let ends = index == characters.count || index > start && (
                assignment.faces[index] != assignment.faces[start]
                    || bidi.levels[characterStart[index]] != bidi.levels[characterStart[start]]
                    || scripts.resolved[characterStart[index]] != scripts.resolved[characterStart[start]])
            guard ends, index > start else { continue }
            let range = characterStart[start]..<characterStart[index]
            let level = bidi.levels[range.lowerBound]
            let face = assignment.chain(assignment.faces[start])
            let script = scripts.resolved[range.lowerBound]
            let run = scalars.withUnsafeBufferPointer {
                Shaper.shape(scalars: $0, range: range, clusterBase: 0, rtl: level % 2 == 1, script: script,
                             face: face.face, size: size, synthesis: face.choice.synthesis)
            }
            items.append(TextItem(range: range, level: level, script: script, font: face, style: style, run: run))
            start = index
        }
        self.items = items
        // 5. Advances per character.
        var characterOfScalar = [Int32](repeating: 0, count: scalars.count)
        for index in characters.indices {
            for scalar in characterStart[index]..<characterStart[index + 1] { characterOfScalar[scalar] = Int32(index) }
        }
        var advances = [Double](repeating: 0, count: characters.count)
        for item in items {
            for glyph in item.run.glyphs where glyph.cluster < scalars.count {
                advances[Int(characterOfScalar[glyph.cluster])] += glyph.advance
            }
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
}

/// A run of one bidi level, script, face and style, shaped.
struct TextItem {
    /// Scalars of the paragraph.
    var range: Range<Int>
    var level: UInt8
    var script: hb_script_t
    var font: FallbackFace
    var style: ParagraphStyle
    /// Glyphs in visual order; clusters are scalar indices of the paragraph.
    var run: ShapedRun

    var rtl: Bool { level % 2 == 1 }
}

extension Character {
    /// Spaces lines break at (not the no-break space).
    var isBreakingSpace: Bool { self == " " || self == "\t" || self == "\u{3000}" || self == "\u{2009}" || self == "\u{200B}" }

    /// Hyphens lines may break after.
    var isBreakingHyphen: Bool { self == "-" || self == "\u{2010}" || self == "\u{2013}" }
}
