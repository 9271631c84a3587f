import GravityDocument

/// A character built of a storm of combining marks ("Zalgo" text): every
/// mark joins the one grapheme cluster, and shaping walks that cluster
/// mark by mark at each step (a label of 5,000,000 took 11 s). Unicode's
/// Stream-Safe Text Format (UAX #15 §13) bounds a run of non-starters at
/// 30; far beyond any script's needs, a run of more than
/// `maxCombiningRun` marks is an error at the text, and the label is not
/// drawn.
extension Resolver {
    static let maxCombiningRun = 1_000

    /// The element's text emptied, with an error at `location`, if a
    /// character in it carries more than `maxCombiningRun` marks.
    mutating func refuseMarkStorms(_ element: inout Element, at location: SourceLocation) {
        guard let text = element.text?.text, Resolver.longestMarkRun(text) > Resolver.maxCombiningRun else { return }
        diagnostics.append(.error("text: a character carries more than \(groupedNumber(Resolver.maxCombiningRun)) combining marks "
                                  + "(the limit; Unicode's stream-safe text allows 30); the label is not drawn", at: location))
        element.text?.text = ""
        element.text?.spans = []
    }

    /// The longest run of scalars that extend the character before them
    /// (UAX #29's Extend, ZWJ and SpacingMark), stopping early past the limit.
    static func longestMarkRun(_ text: String) -> Int {
        var run = 0, longest = 0
        for scalar in text.unicodeScalars {
            // ASCII never extends: the common case costs one comparison.
            if scalar.value >= 0x300, scalar.value == 0x200D || scalar.properties.isGraphemeExtend
                || scalar.properties.generalCategory == .spacingMark {
                run += 1
                if run > longest {
                    longest = run
                    if longest > maxCombiningRun { return longest }
                }
            } else {
                run = 0
            }
        }
        return longest
    }
}
