/// Greedy line breaking (SPEC §2.6): at spaces, after hyphens and at soft
/// hyphens (which then show as `-`); inside a word only when the word alone
/// does not fit its line. Linear: widths come from prefix sums.
enum LineBreaker {
    /// Character ranges of the lines of `paragraph` at most `width` points
    /// wide (each range includes its trailing spaces).
    static func lines(_ paragraph: ShapedParagraph, width: Double) -> [Range<Int>] {
        let count = paragraph.characters.count
        guard count > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lineEnd = 0  // end of the last segment that fits on the current line
        for segment in segments(paragraph) {
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
    static func longestWord(_ paragraph: ShapedParagraph) -> Double {
        segments(paragraph).map { paragraph.width($0) }.max() ?? 0
    }

    /// Runs of text between break opportunities: a word with the spaces
    /// after it, or a word up to and including a hyphen.
    static func segments(_ paragraph: ShapedParagraph) -> [Range<Int>] {
        let characters = paragraph.characters
        var segments: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            let next = index < characters.count ? characters[index] : nil
            let breakAfter: Bool
            if character.isBreakingSpace {
                breakAfter = next.map { !$0.isBreakingSpace } ?? false
            } else if character.isSoftHyphen {
                // "hy\u{AD}phen" may break as "hy-" / "phen".
                breakAfter = next.map { !$0.isBreakingSpace } ?? false
            } else if character.isBreakingHyphen {
                // "well-known" breaks after the hyphen; "-5" and "a - b" do not.
                let previous = index >= 2 ? characters[index - 2] : nil
                breakAfter = previous.map { !$0.isBreakingSpace && !$0.isBreakingHyphen } ?? false
                    && next.map { !$0.isBreakingSpace && !$0.isBreakingHyphen } ?? false
            } else {
                breakAfter = false
            }
            if breakAfter {
                segments.append(start..<index)
                start = index
            }
        }
        if start < characters.count { segments.append(start..<characters.count) }
        return segments
    }

    /// Points; absorbs floating-point noise when a width equals the limit.
    static let tolerance = 1e-6
}
