/// Cutting text to a width with a trailing ellipsis (SPEC §2.6).
enum Truncation {
    static let ellipsis: Character = "\u{2026}"

    /// The longest start of `range` that fits in `width` points together
    /// with an ellipsis of `ellipsisWidth`, as text ending in `…`. When not
    /// even the ellipsis fits, the ellipsis alone (the label's minimum).
    static func truncate(_ paragraph: ShapedParagraph, _ range: Range<Int>, width: Double?, ellipsisWidth: Double) -> String {
        var end = paragraph.trimmedEnd(range)
        if let width {
            while end > range.lowerBound,
                  paragraph.width(range.lowerBound..<end) + ellipsisWidth > width + LineBreaker.tolerance {
                end = paragraph.trimmedEnd(range.lowerBound..<(end - 1))
            }
        }
        return paragraph.text(range.lowerBound..<end) + String(ellipsis)
    }
}
