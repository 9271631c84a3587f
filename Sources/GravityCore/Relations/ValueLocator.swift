/// Finds the source location of a character inside an attribute value, from
/// where the value starts: columns advance per scalar, a line break starts
/// a new line at column 1. (An entity such as `&lt;` counts as the one
/// character it stands for.)
public struct ValueLocator: Sendable {
    public var origin: SourceLocation?
    private let scalars: [Unicode.Scalar]

    public init(_ text: String, origin: SourceLocation?) {
        self.origin = origin
        scalars = Array(text.unicodeScalars)
    }

    /// The location of the scalar at `offset` (0-based) in the value.
    public func location(at offset: Int) -> SourceLocation? {
        guard var location = origin else { return nil }
        for scalar in scalars.prefix(max(0, offset)) {
            if scalar == "\n" {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
        }
        return location
    }
}
