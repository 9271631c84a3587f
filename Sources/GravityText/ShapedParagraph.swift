import CHarfBuzz
import GravityCore

/// How a stretch of a paragraph is set: the label's font, or a markup span's.
struct ParagraphStyle: Hashable {
    var font: FontRequest
    /// nil: the label's colour.
    var color: Color?
    var underline = false
    var strikethrough = false
    /// Points up from the line's baseline (`<sup>`; negative for `<sub>`).
    var baselineShift = 0.0

    init(font: FontRequest, color: Color? = nil) {
        self.font = font
        self.color = color
    }

    init(_ span: TextSpan) {
        font = span.font
        color = span.color
        underline = span.underline
        strikethrough = span.strikethrough
        baselineShift = span.baselineShift
    }
}

/// The styles of one paragraph: `styles[0]` is the label's; `runs` give
/// the others by UTF-8 offset within the paragraph, sorted.
struct ParagraphStyles {
    var styles: [ParagraphStyle]
    var runs: [(range: Range<Int>, style: Int)] = []

    init(_ base: ParagraphStyle) { styles = [base] }

    /// The styles of the paragraph at UTF-8 `offset` of `length` bytes in a label with `spans`.
    init(base: ParagraphStyle, spans: [TextSpan], offset: Int, length: Int) {
        styles = [base]
        let paragraph = offset..<(offset + length)
        for span in spans where span.range.overlaps(paragraph) {
            let range = span.range.clamped(to: paragraph)
            styles.append(ParagraphStyle(span))
            runs.append(((range.lowerBound - offset)..<(range.upperBound - offset), styles.count - 1))
        }
    }

    /// The style of each character, from the UTF-8 offset where it starts.
    func perCharacter(_ characters: [Character]) -> [Int] {
        guard !runs.isEmpty else { return [Int](repeating: 0, count: characters.count) }
        var result: [Int] = []
        result.reserveCapacity(characters.count)
        var offset = 0
        var run = 0
        for character in characters {
            while run < runs.count, runs[run].range.upperBound <= offset { run += 1 }
            result.append(run < runs.count && runs[run].range.contains(offset) ? runs[run].style : 0)
            offset += character.utf8.count
        }
        return result
    }
}

/// One paragraph (text between explicit line breaks), itemised and shaped
/// once so line breaking can measure any stretch of it without shaping
/// again (SPEC §2.6, §9):
///
/// 1. bidi embedding levels (FriBiDi; the paragraph's direction from its text),
/// 2. the script of every character (Common and Inherited resolved),
/// 3. a face for every character from the fallback chain,
/// 4. items — maximal runs of one level, script, face and style — each
///    shaped by HarfBuzz with its direction and script,
/// 5. the advance of every character, from its glyphs,
/// 6. the scalars drawn as `.notdef`.
struct ShapedParagraph {
    /// Grapheme clusters, in logical order.
    let characters: [Character]
    /// The paragraph's Unicode scalars; glyph clusters index into them.
    let scalars: [UInt32]
    /// `characterStart[i]`: the first scalar of character `i` (one extra entry at the end).
    let characterStart: [Int]
    /// Scalars that are tabs in the text (spaces in `scalars`), for the line breaker.
    let tabs: [Int]
    let bidi: BidiLevels
    let items: [TextItem]
    /// Advance of each character in points (a ligature's advance goes to its
    /// first character; kerning to the character before the pair's gap).
    let advances: [Double]
    /// Code points drawn as `.notdef` (no face of the chain has them), each once.
    let missing: [UInt32]
    /// The face and size of the paragraph's own font (the ellipsis is set in it).
    let primary: FallbackFace
    let size: Double
    /// The label's own style (the ellipsis is set in it).
    let baseStyle: ParagraphStyle
    /// `offsets[i]`: the advance of characters `0..<i`, so any width is one subtraction.
    private let offsets: [Double]

    /// `base`: how its direction is found (its first strong character's, or
    /// its whole paragraph's past a line separator).
    init(_ text: Substring, styles: ParagraphStyles, base: BaseDirection, library: FontLibrary) throws {
        characters = Array(text)
        let characterStyles = styles.perCharacter(characters)
        var scalars: [UInt32] = []
        var unicode: [Unicode.Scalar] = []
        let scalarCount = text.unicodeScalars.count
        scalars.reserveCapacity(scalarCount)
        unicode.reserveCapacity(scalarCount)
        var characterStart: [Int] = []
        characterStart.reserveCapacity(characters.count + 1)
        var tabs: [Int] = []
        for character in characters {
            characterStart.append(scalars.count)
            // Tabs are spaces: fonts rarely have a visible tab glyph.
            for scalar in character.unicodeScalars {
                if scalar.value == 0x09 { tabs.append(scalars.count) }
                let drawn = scalar.value == 0x09 ? " " : scalar
                scalars.append(drawn.value)
                unicode.append(drawn)
            }
        }
        characterStart.append(scalars.count)
        self.scalars = scalars
        self.characterStart = characterStart
        self.tabs = tabs
        let size = styles.styles[0].font.size
        self.size = size
        baseStyle = styles.styles[0]

        // 1. Bidi levels.
        let bidi = BidiLevels(unicode, base: base)
        self.bidi = bidi
        // 2. Scripts.
        let scripts = Scripts.resolve(unicode)
        // 3. A face per character.
        let assignment = try FaceAssignment(characters: characters, scalars: unicode, characterStart: characterStart,
                                            scripts: scripts, fonts: styles.styles.map(\.font), styleOf: characterStyles,
                                            library: library)
        primary = assignment.primary
        // 4. Items, shaped.
        var items: [TextItem] = []
        var start = 0
        for index in 0...characters.count {
            let ends = index == characters.count || index > start && (
                assignment.faces[index] != assignment.faces[start]
                    || characterStyles[index] != characterStyles[start]
                    || bidi.level(characterStart[index]) != bidi.level(characterStart[start])
                    || scripts.resolved[characterStart[index]] != scripts.resolved[characterStart[start]])
            guard ends, index > start else { continue }
            let range = characterStart[start]..<characterStart[index]
            let level = bidi.level(range.lowerBound)
            let face = assignment.chain(assignment.faces[start])
            let script = scripts.resolved[range.lowerBound]
            let style = styles.styles[characterStyles[start]]
            let run = scalars.withUnsafeBufferPointer {
                Shaper.shape(scalars: $0, range: range, clusterBase: 0, rtl: level % 2 == 1, script: script,
                             face: face.face, size: style.font.size, synthesis: face.choice.synthesis)
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
        var missing: [UInt32] = []
        for item in items {
            for glyph in item.run.glyphs where glyph.cluster < scalars.count {
                let character = Int(characterOfScalar[glyph.cluster])
                advances[character] += glyph.advance
                // 6. A `.notdef` glyph: the scalars of its character the face lacks
                // (a combining mark no face has beside a base letter one has).
                if glyph.id == 0 {
                    for scalar in unicode[characterStart[character]..<characterStart[character + 1]]
                    where !scalar.isDefaultIgnorable && !item.font.face.covers(scalar) && !missing.contains(scalar.value) {
                        missing.append(scalar.value)
                    }
                }
            }
        }
        self.advances = advances
        self.missing = missing
        var offsets = [0.0]
        offsets.reserveCapacity(advances.count + 1)
        for advance in advances { offsets.append(offsets[offsets.count - 1] + advance) }
        self.offsets = offsets
    }

    /// Width of characters `range` in points, trailing spaces left out.
    func width(_ range: Range<Int>) -> Double {
        offsets[trimmedEnd(range)] - offsets[range.lowerBound]
    }

    static let softHyphen: Character = "\u{AD}"

    /// Width of characters `range` as a line of its own: a line ending at a
    /// soft hyphen shows a hyphen.
    func lineWidth(_ range: Range<Int>) -> Double {
        width(range) + (endsAtSoftHyphen(range) ? hyphenAdvance : 0)
    }

    /// Whether `range` (trailing spaces aside) ends at a soft hyphen inside the paragraph.
    func endsAtSoftHyphen(_ range: Range<Int>) -> Bool {
        let end = trimmedEnd(range)
        return end > range.lowerBound && end < characters.count && characters[end - 1].isSoftHyphen
    }

    /// The advance of `-` in the paragraph's own face (shown at a soft-hyphen break).
    var hyphenAdvance: Double {
        Shaper.shape("-", face: primary.face, size: size, synthesis: primary.choice.synthesis).advance
    }

    /// End of `range` without its trailing spaces (they hang past the line's end).
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, characters[end - 1].isBreakingSpace { end -= 1 }
        return end
    }

    /// The characters of `range`, tabs shown as the spaces they draw as,
    /// soft hyphens left out. Encoded from `scalars`, where tabs already
    /// are spaces: comparing every Character with "\t" and the soft hyphen
    /// was a String comparison each, 15 k instructions a line.
    func text(_ range: Range<Int>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(4 * (characterStart[range.upperBound] - characterStart[range.lowerBound]))
        for index in range {
            let start = characterStart[index], end = characterStart[index + 1]
            // A soft hyphen alone is the Character; with marks after it, it is another.
            if end - start == 1, scalars[start] == 0xAD { continue }
            for scalar in scalars[start..<end] { UTF8.encode(Unicode.Scalar(scalar)!) { utf8.append($0) } }
        }
        return String(decoding: utf8, as: UTF8.self)
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
    /// Spaces that hang past a line's end (not the no-break space).
    var isBreakingSpace: Bool {
        switch onlyScalar { case 0x20, 0x09, 0x3000, 0x2009, 0x200B: true; default: false }
    }

    /// The soft hyphen (U+00AD, a character of its own: a format control).
    var isSoftHyphen: Bool { onlyScalar == 0xAD }

    /// The scalar of a one-scalar character, else a value no scalar has.
    /// Compared as scalars, not as Characters: Character equality is a
    /// string comparison, and trimming asks about every character at a line's
    /// end (this was 1.5 % of a batch screen's instructions). The same answers: no other
    /// scalar sequence is canonically equivalent to these characters.
    private var onlyScalar: UInt32 {
        let scalars = unicodeScalars
        let first = scalars.startIndex
        return scalars.index(after: first) == scalars.endIndex ? scalars[first].value : UInt32.max
    }
}
