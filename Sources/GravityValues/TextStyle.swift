/// iOS Dynamic Type text styles (`UIFont.TextStyle`), as Layout's font
/// strings name them (`font="helvetica body bold 120%"`), at every content
/// size category.
///
/// Sizes and weights are Apple's table "iOS, iPadOS Dynamic Type sizes" in
/// the Human Interface Guidelines, Typography → Specifications
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications),
/// one column per category, xSmall to AX5; every style but Headline
/// (semibold) is regular at every size. Leading is not modelled (a label's
/// line height is its font's). Cross-checked against sizes printed by
/// `UIFont.preferredFont(forTextStyle:)` in the iOS simulator (body 14, 15,
/// 16, 17, 19, 21, 23, 28, 33, 40, 47, 53).
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// The styles, as font strings name them.
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Points at the default content size (Large).
    public var size: Double { size(at: .large) }

    /// Points at a content size category.
    public func size(at category: ContentSizeCategory) -> Double {
        Double(TextStyle.sizes[self]![ContentSizeCategory.allCases.firstIndex(of: category)!])
    }

    /// CSS weight.
    public var weight: Int { self == .headline ? 600 : 400 }

    /// The style a font-string token names, case-insensitively.
    public static func named(_ token: String) -> TextStyle? {
        byLowercasedName[token.lowercased()]
    }

    /// Made once: lowercasing every style's name for every token of every
    /// font string was a tenth of parsing one.
    private static let byLowercasedName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })

    /// Apple's table, columns in `ContentSizeCategory.allCases` order:
    /// XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5.
    private static let sizes: [TextStyle: [Int]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
