/// Greedy line breaking (SPEC §2.6): at the break opportunities of Unicode's
/// line breaking algorithm (UAX #14, from ICU: spaces, after hyphens, at
/// soft hyphens, which then show as `-`, between ideographs, between Thai
/// words); inside a word only when the word alone does not fit its line.
/// Linear: widths come from prefix sums.
enum LineBreaker {
    /// Character ranges of the lines of `paragraph` at most `width` points
    /// wide (each range includes its trailing spaces); `segments` are the
    /// paragraph's `segments(_:)`.
    static func lines(_ paragraph: ShapedParagraph, segments: [Range<Int>], width: Double) -> [Range<Int>] {
        let count = paragraph.characters.count
        guard count > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lineEnd = 0  // end of the last segment that fits on the current line
        for segment in segments {
            if paragraph.lineWidth(lineStart..<segment.upperBound) <= width + tolerance {
                lineEnd = segment.upperBound
                continue
            }
            if lineEnd > lineStart {
                lines.append(lineStart..<lineEnd)
                lineStart = lineEnd
            }
            if paragraph.lineWidth(lineStart..<segment.upperBound) <= width + tolerance {
                lineEnd = segment.upperBound
                continue
            }
            // The word alone is too wide: break it between characters.
            var start = lineStart
            while paragraph.lineWidth(start..<segment.upperBound) > width + tolerance {
                var end = start + 1
                while end < segment.upperBound, paragraph.lineWidth(start..<(end + 1)) <= width + tolerance { end += 1 }
                if paragraph.trimmedEnd(start..<segment.upperBound) <= end { break }
                lines.append(start..<end)
                start = end
            }
            lineStart = start
            lineEnd = segment.upperBound
        }
        lines.append(lineStart..<count)
        return lines
    }

    /// The width of the widest unbreakable word (SPEC §2.3: a wrapping label's minimum width).
    static func longestWord(_ paragraph: ShapedParagraph, segments: [Range<Int>]) -> Double {
        segments.map { paragraph.width($0) }.max() ?? 0
    }

    /// Runs of text between break opportunities (UAX #14 through ICU, see
    /// LineBreakIterator): a word with the spaces after it, a word up to and
    /// including a hyphen or soft hyphen, one ideograph with the
    /// punctuation kept to it, a Thai word.
    static func segments(_ paragraph: ShapedParagraph, iterators: LineBreakIterators) -> [Range<Int>] {
        segments(scalars: paragraph.scalars, characterStart: paragraph.characterStart, tabs: paragraph.tabs, iterators: iterators)
    }

    /// The segments of a paragraph of `scalars` whose character `i` starts
    /// at scalar `characterStart[i]` (one extra entry at the end); `tabs`:
    /// scalars that were tabs (the paragraph draws them as spaces, but a tab
    /// breaks as a tab, UAX #14 class BA).
    ///
    /// 1. The scalars as UTF-16, ICU's text.
    /// 2. ICU's boundaries, UTF-16 offsets where a line may start.
    /// 3. Each boundary at the start of a character ends a segment; one
    ///    inside a grapheme cluster (UAX #14 allows a few, such as after a
    ///    space carrying a combining mark) is not taken: a cluster is never split.
    static func segments(scalars: [UInt32], characterStart: [Int], tabs: [Int] = [],
                         iterators: LineBreakIterators = LineBreakIterators()) -> [Range<Int>] {
        let count = characterStart.count - 1
        guard count > 0 else { return [] }
        // 1.
        var utf16: [UInt16] = []
        utf16.reserveCapacity(scalars.count + scalars.count / 8)
        for scalar in scalars {
            if scalar < 0x10000 {
                utf16.append(UInt16(truncatingIfNeeded: scalar))
            } else {
                utf16.append(UInt16(truncatingIfNeeded: 0xD7C0 + (scalar >> 10)))
                utf16.append(UInt16(truncatingIfNeeded: 0xDC00 + (scalar & 0x3FF)))
            }
        }
        if !tabs.isEmpty {
            var offset = 0, tab = 0
            for (index, scalar) in scalars.enumerated() {
                if tab < tabs.count, tabs[tab] == index { utf16[offset] = 0x09; tab += 1 }
                offset += scalar < 0x10000 ? 1 : 2
            }
        }
        // 2. With no ICU (its data missing), the paragraph is one segment:
        //    lines then break between characters where they are full.
        let boundaries = iterators.withIterator { $0.boundaries(utf16) } ?? []
        // 3.
        var segments: [Range<Int>] = []
        var start = 0
        var offset = 0  // UTF-16 offset of character `index`
        var next = 0  // the first boundary not yet passed
        for index in 0..<count {
            while next < boundaries.count, boundaries[next] < offset { next += 1 }
            if index > 0, next < boundaries.count, boundaries[next] == offset {
                segments.append(start..<index)
                start = index
            }
            for scalar in characterStart[index]..<characterStart[index + 1] {
                offset += scalars[scalar] < 0x10000 ? 1 : 2
            }
        }
        segments.append(start..<count)
        return segments
    }

    /// Points; absorbs floating-point noise when a width equals the limit.
    static let tolerance = 1e-6
}
