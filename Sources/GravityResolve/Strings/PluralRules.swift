/// The plural categories of CLDR (Unicode's plural rules), as a
/// `.stringsdict` names its forms.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    /// CLDR's categories as a `.stringsdict` spells its forms' keys.
    case zero, one, two, few, many, other
}

/// CLDR's cardinal plural rules (version 42, what ICU 72 carries) for the
/// languages Decisions.md lists, as a small table rather than the system
/// ICU: the package does not link ICU's i18n library (only libicuuc, loaded
/// on first use for line breaking), and a table keeps a render the same on
/// every machine whatever ICU it has.
public struct PluralRules: Hashable, Sendable {
    /// The rule family a language follows.
    enum Family: Hashable, Sendable {
        /// Only `other` (Japanese, Chinese, Korean, Thai, Vietnamese, Indonesian, …).
        case otherOnly
        /// `one` for 1 with no visible fraction (English, German, Dutch, Swedish, …: `i = 1 and v = 0`).
        case oneInteger
        /// `one` for the number 1, `1.0` too (Norwegian, Greek, Hungarian, Turkish, Bulgarian: `n = 1`).
        case oneNumber
        /// `one` for 0 and 1 and their fractions (`i = 0,1`), `many` for
        /// whole millions (French, Brazilian Portuguese).
        case zeroAndOne
        /// `one` for `i = 0 or n = 1` (Hindi, Bengali, Persian, …).
        case zeroOrOne
        /// `one` for 1 (`n = 1`, Spanish; `i = 1 and v = 0`, Italian,
        /// Catalan, European Portuguese), `many` for whole millions.
        case oneAndMillions(integerOnly: Bool)
        /// Russian, Ukrainian, Belarusian.
        case eastSlavic
        /// Polish.
        case polish
        /// Czech, Slovak.
        case czech
        /// Arabic.
        case arabic
        /// Hebrew.
        case hebrew
    }

    let family: Family
    /// The language the rules are of (`en`, `pt-PT`).
    public let language: String

    static let families: [String: Family] = {
        var table: [String: Family] = [:]
        for code in ["ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue", "jv"] { table[code] = .otherOnly }
        for code in ["en", "de", "nl", "sv", "fi", "et", "ur", "sw", "fy"] { table[code] = .oneInteger }
        for code in ["nb", "no", "nn", "el", "hu", "tr", "bg", "af"] { table[code] = .oneNumber }
        for code in ["hi", "bn", "fa", "gu", "kn", "mr", "zu", "am"] { table[code] = .zeroOrOne }
        table["fr"] = .zeroAndOne
        table["pt"] = .zeroAndOne
        table["es"] = .oneAndMillions(integerOnly: false)
        for code in ["it", "ca"] { table[code] = .oneAndMillions(integerOnly: true) }
        for code in ["ru", "uk", "be"] { table[code] = .eastSlavic }
        table["pl"] = .polish
        table["cs"] = .czech
        table["sk"] = .czech
        table["ar"] = .arabic
        table["he"] = .hebrew
        table["iw"] = .hebrew
        return table
    }()

    /// The languages the table knows, sorted (for messages).
    public static var languages: [String] { families.keys.sorted() }

    /// The rules of `locale` (`pt-BR`, `pt_PT`, `ru`); nil for a language
    /// the table lacks. No locale is English, Xcode's development language.
    public init?(locale: String?) {
        let parts = (locale ?? "en").split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first?.lowercased() else { return nil }
        // European Portuguese differs from Brazilian (CLDR's `pt_PT`).
        if first == "pt", parts.count > 1, parts[1].uppercased() == "PT" {
            family = .oneAndMillions(integerOnly: true)
            language = "pt-PT"
            return
        }
        guard let family = Self.families[first] else { return nil }
        self.family = family
        language = first
    }

    /// The category of `number` as written with `fractionDigits` visible
    /// fraction digits (CLDR's operands: n the absolute value, i its
    /// integer digits, v the visible fraction digits; `1` and `1.0` differ).
    public func category(of number: Double, fractionDigits v: Int) -> PluralCategory {
        let n = Swift.abs(number)
        // i: the integer part (bounded: a count past 2^53 has no exact digits anyway).
        let i = n < 9e15 ? Int(n.rounded(.towardZero)) : 9_000_000_000_000_000
        let whole = v == 0
        let i10 = i % 10, i100 = i % 100
        switch family {
        case .otherOnly:
            return .other
        case .oneInteger:
            return i == 1 && whole ? .one : .other
        case .oneNumber:
            return n == 1 ? .one : .other
        case .zeroAndOne:
            if i == 0 || i == 1 { return .one }
            return whole && i % 1_000_000 == 0 ? .many : .other
        case .zeroOrOne:
            return i == 0 || n == 1 ? .one : .other
        case .oneAndMillions(let integerOnly):
            if integerOnly ? (i == 1 && whole) : n == 1 { return .one }
            return whole && i != 0 && i % 1_000_000 == 0 ? .many : .other
        case .eastSlavic:
            guard whole else { return .other }
            if i10 == 1 && i100 != 11 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case .polish:
            guard whole else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case .czech:
            guard whole else { return .many }
            if i == 1 { return .one }
            return (2...4).contains(i) ? .few : .other
        case .arabic:
            // n, not i: 3.0 is `few`, 3.5 is `other`.
            guard n == n.rounded() else { return .other }
            let n100 = i % 100
            switch i {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(n100) { return .few }
                return (11...99).contains(n100) ? .many : .other
            }
        case .hebrew:
            if (i == 1 && whole) || (i == 0 && !whole) { return .one }
            return i == 2 && whole ? .two : .other
        }
    }
}
