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
}
