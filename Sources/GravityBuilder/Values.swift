import GravityCore

// Typed spellings of attribute values. Each turns into the exact text XML
// would hold, so one parser (in Resolve) decides what it means.

/// A `width` or `height` (SPEC §2.3): `120`, `.fill`, `.percent(50)`, `.auto`,
/// or a width identifier (`"col1"`).
public enum Dimension: Sendable, Equatable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// The natural size (the default).
    case auto
    /// All the room the parent gives (shared by weight among `fill` siblings).
    case fill
    /// A fixed size in points.
    case points(Double)
    /// A percentage of the parent's content box (50 is half).
    case percent(Double)
    /// Elements sharing an identifier get the largest natural size among them.
    case identifier(String)

    /// A number is points: `.width(120)`.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    /// A number is points: `.width(120.5)`.
    public init(floatLiteral value: Double) { self = .points(value) }
    /// A string is a shared width identifier: `.width("col1")`.
    public init(stringLiteral value: String) { self = .identifier(value) }

    var text: String {
        switch self {
        case .auto: return "auto"
        case .fill: return "fill"
        case .points(let value): return formatNumber(value)
        case .percent(let value): return formatNumber(value) + "%"
        case .identifier(let name): return name
        }
    }
}

/// A `minWidth`… value: points or a percentage of the parent's content box.
public enum Extent: Sendable, Equatable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Points.
    case points(Double)
    /// A percentage of the parent's content box.
    case percent(Double)

    /// A number is points: `.minWidth(44)`.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    /// A number is points: `.minWidth(44.5)`.
    public init(floatLiteral value: Double) { self = .points(value) }

    var text: String {
        switch self {
        case .points(let value): return formatNumber(value)
        case .percent(let value): return formatNumber(value) + "%"
        }
    }
}

/// One `gravity` token (SPEC §2.2): horizontal `left center right`, `leading`
/// `trailing` (which follow `direction`, §9) and Gravity's `wide`, vertical
/// `top middle bottom baseline lastBaseline cap`.
public enum GravityToken: String, Sendable, CaseIterable {
    /// The tokens, as XML writes them.
    case left, center, right, leading, trailing, wide, top, middle, bottom, baseline, lastBaseline, cap
}

/// A label's `textAlignment` (SPEC §2.6); `leading`, `trailing` and
/// `natural` follow `direction` (§9).
public enum TextAlignmentToken: String, Sendable, CaseIterable {
    /// The alignments, as XML writes them.
    case left, center, right, justified, leading, trailing, natural
}

/// The `trim` edges of a label (SPEC §2.6).
public enum TrimEdge: String, Sendable {
    /// The edges: the text's line box, the cap line, the x-height line, the baseline.
    case text, cap, x, baseline
}

/// Numbers as XML writes them: `8`, `0.5`.
func numbers(_ values: [Double]) -> String { values.map(formatNumber).joined(separator: " ") }
