/// A size along one axis as written in `width`/`height` (SPEC §2.3).
public enum SizeValue: Hashable, Sendable {
    /// Natural size: the content's size.
    case auto
    /// Points.
    case fixed(Double)
    /// Take the space the parent gives.
    case fill
    /// Percent of the parent's content box on the same axis (50 means 50%).
    case percent(Double)
    /// A width or height identifier (`width="col1"`): every element sharing
    /// it gets the largest natural size among them.
    case identifier(String)

    /// Parses a `width`/`height` value: `auto`, `fill`, points, `N%` or an identifier; throws `ValueError` with the accepted forms.
    public static func parse(_ text: String) throws -> SizeValue {
        let trimmed = text.trimmingSpaces()
        switch trimmed {
        case "", "auto": return .auto
        case "fill": return .fill
        default: break
        }
        if let length = try? Length.parse(trimmed) {
            switch length {
            case .points(let value): return .fixed(value)
            case .percent(let value): return .percent(value)
            }
        }
        // "nan" and "inf" would be identifiers, but whoever wrote them meant a number.
        let numberWords: Set<String> = ["nan", "inf", "infinity", "-inf", "+inf"]
        let isIdentifier = !numberWords.contains(trimmed.lowercased()) && trimmed.first.map { $0.isLetter || $0 == "_" } == true
            && trimmed.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard isIdentifier else {
            throw ValueError("'\(trimmed)' is not a size (use a number of points, 'auto', 'fill', 'N%', or an identifier such as 'col1')")
        }
        return .identifier(trimmed)
    }
}

/// A number of points or a percentage, as `minWidth`, `maxWidth` and
/// padding-like attributes take.
public enum Length: Hashable, Sendable {
    /// Points.
    case points(Double)
    /// A percentage of the parent's content box (50 means 50 %).
    case percent(Double)

    /// Parses points or `N%`; negative values only when `allowNegative`; throws `ValueError`.
    public static func parse(_ text: String, allowNegative: Bool = false) throws -> Length {
        let trimmed = text.trimmingSpaces()
        if trimmed.hasSuffix("%") {
            guard let value = parseFiniteNumber(String(trimmed.dropLast())) else {
                throw ValueError("'\(trimmed)' is not a percentage")
            }
            guard allowNegative || value >= 0 else { throw ValueError("'\(trimmed)' must not be negative") }
            return .percent(value)
        }
        guard let value = parseFiniteNumber(trimmed) else {
            throw ValueError("'\(trimmed)' is not a number")
        }
        guard allowNegative || value >= 0 else { throw ValueError("'\(trimmed)' must not be negative") }
        return .points(value)
    }

    /// Points, given the length of the parent's content box on that axis.
    public func resolve(against base: Double?) -> Double? {
        switch self {
        case .points(let value): return value
        case .percent(let value): return base.map { $0 * value / 100 }
        }
    }
}
