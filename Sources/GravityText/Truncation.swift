/// Cutting text to a width with a trailing ellipsis (SPEC §2.6).
enum Truncation {
    static let ellipsis: Character = "\u{2026}"

    /// The end of the longest start of `range` that fits in `width` points
    /// together with an ellipsis of `ellipsisWidth` (trailing spaces
    /// dropped). When not even the ellipsis fits, the start itself: the
    /// ellipsis alone (the label's minimum).
    static func end(_ paragraph: ShapedParagraph, _ range: Range<Int>, width: Double?, ellipsisWidth: Double) -> Int {
        var end = paragraph.trimmedEnd(range)
        if let width {
            while end > range.lowerBound,
                  paragraph.width(range.lowerBound..<end) + ellipsisWidth > width + LineBreaker.tolerance {
                end = paragraph.trimmedEnd(range.lowerBound..<(end - 1))
            }
        }
        return end
    }

    /// The start of the longest end of `range` that fits in `width` with an
    /// ellipsis before it (`byTruncatingHead`).
    static func start(_ paragraph: ShapedParagraph, _ range: Range<Int>, width: Double, ellipsisWidth: Double) -> Int {
        let end = paragraph.trimmedEnd(range)
        var start = range.lowerBound
        while start < end, paragraph.width(start..<end) + ellipsisWidth > width + LineBreaker.tolerance { start += 1 }
        return start
    }

    /// The start and end of `range` kept around a middle ellipsis
    /// (`byTruncatingMiddle`): as much of the start as fits in half the
    /// room, then as much of the end as fits in the rest.
    static func middle(_ paragraph: ShapedParagraph, _ range: Range<Int>, width: Double, ellipsisWidth: Double)
        -> (head: Range<Int>, tail: Range<Int>) {
        let room = width - ellipsisWidth
        let headEnd = end(paragraph, range, width: room / 2, ellipsisWidth: 0)
        let used = paragraph.width(range.lowerBound..<headEnd)
        let tailStart = start(paragraph, headEnd..<paragraph.trimmedEnd(range), width: room - used, ellipsisWidth: 0)
        return (range.lowerBound..<headEnd, tailStart..<paragraph.trimmedEnd(range))
    }
}
