/// iOS Dynamic Type text styles (`UIFont.TextStyle`) at the default content
/// size category (Large), as Layout's font strings name them
/// (`font="helvetica body bold 120%"`).
///
/// Sizes and weights are Apple's table "iOS, iPadOS Dynamic Type sizes",
/// column Large (default), in the Human Interface Guidelines, Typography:
/// Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17 semibold,
/// Body 17, Callout 16, Subhead 15, Footnote 13, Caption 1 12, Caption 2 11;
/// every style but Headline is regular.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// The styles, as font strings name them.
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Points at the default content size.
    public var size: Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
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
}
