import GravityValues

/// A JSON-like value that expressions read and produce: Gravity's models,
/// Layout's constants and state (SPEC §8.2).
public enum DataValue: Hashable, Sendable {
    /// JSON `null` (also an absent key when read through `??`).
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Every number is a double, as in JSON.
    case number(Double)
    /// Text.
    case string(String)
    /// An ordered list (what `Repeat` iterates).
    case array([DataValue])
    /// Keys to values.
    case object([String: DataValue])
    /// A colour an expression computed (`#00f`, `rgba(…)`, `red`); data
    /// read from JSON has none (a colour there is a string).
    indirect case color(Color)

    /// The name of the value's type, as error messages say it.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        case .color: return "a colour"
        }
    }

    /// `typeName` with the value itself where it is short (`a number (42)`).
    public var described: String {
        switch self {
        case .bool(let value): return "a boolean (\(value))"
        case .number(let value): return "a number (\(jsonNumber(value)))"
        case .string(let text) where text.unicodeScalars.count <= 40: return "a string ('\(text)')"
        case .color(let color): return "a colour (\(color))"
        default: return typeName
        }
    }

    /// Deep merge: objects merge key by key, `other` winning; anything else
    /// is replaced by `other` (later `--data` files win).
    public func merged(with other: DataValue) -> DataValue {
        guard case .object(var mine) = self, case .object(let theirs) = other else { return other }
        for (key, value) in theirs {
            mine[key] = mine[key].map { $0.merged(with: value) } ?? value
        }
        return .object(mine)
    }
}

// Literals, so Swift callers write data as they would JSON:
// `data: ["user": ["name": "Ada", "isPro": true], "n": 5]`.
extension DataValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral {
    /// A key written twice keeps its last value, as a JSON object's later key would.
    public init(dictionaryLiteral elements: (String, DataValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// `[1, "a"]` in Swift is an array value.
    public init(arrayLiteral elements: DataValue...) { self = .array(elements) }
    /// A string literal is a string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal is a number value.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A decimal literal is a number value.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `true`/`false` are bool values.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `nil` is `null`.
    public init(nilLiteral: ()) { self = .null }
}
