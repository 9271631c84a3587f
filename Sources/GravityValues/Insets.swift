/// Inner (padding) or outer (margin) space of a box, in points.
public struct Insets: Hashable, Sendable {
    /// Points.
    public var top: Double
    /// Points.
    public var right: Double
    /// Points.
    public var bottom: Double
    /// Points.
    public var left: Double

    /// Insets in CSS order; missing sides are 0.
    @inlinable public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// No space on any side.
    @inlinable public static var zero: Insets { Insets() }

    /// Left plus right.
    @inlinable public var horizontal: Double { left + right }
    /// Top plus bottom.
    @inlinable public var vertical: Double { top + bottom }

    /// CSS shorthand: `"8"`, `"8 16"`, `"8 16 4"`, `"8 16 8 16"` (top right bottom left).
    public static func parse(_ text: String, allowNegative: Bool) throws -> Insets {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        var values: [Double] = []
        for part in parts {
            guard let value = parseFiniteNumber(part) else { throw ValueError("'\(part)' in '\(text)' is not a number") }
            guard allowNegative || value >= 0 else { throw ValueError("'\(part)' in '\(text)' must not be negative") }
            values.append(value)
        }
        switch values.count {
        case 1: return Insets(top: values[0], right: values[0], bottom: values[0], left: values[0])
        case 2: return Insets(top: values[0], right: values[1], bottom: values[0], left: values[1])
        case 3: return Insets(top: values[0], right: values[1], bottom: values[2], left: values[1])
        case 4: return Insets(top: values[0], right: values[1], bottom: values[2], left: values[3])
        default: throw ValueError("'\(text)' must have 1 to 4 numbers (top right bottom left)")
        }
    }
}
