/// Why an attribute value could not be read. Resolve attaches the location.
public struct ValueError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Parses a finite number; NaN and infinities are refused because they would
/// poison every frame computed from them.
func parseFiniteNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty, let value = Double(trimmed), value.isFinite else { return nil }
    // Double("0x1p3") and friends parse; layout numbers are plain decimals.
    guard trimmed.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }) else { return nil }
    return value
}

extension String {
    func trimmingSpaces() -> String {
        // Most values start and end with a visible ASCII character, which
        // cannot belong to a whitespace Character: nothing to trim.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
