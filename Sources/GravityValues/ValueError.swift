/// Why an attribute value could not be read. Resolve attaches the location.
public struct ValueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why the value is wrong, with the accepted forms where they help.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The message alone; resolve prefixes the location.
    public var description: String { message }
}

/// Parses a finite number; NaN and infinities are refused because they would
/// poison every frame computed from them.
package func parseFiniteNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty, let value = Double(trimmed), value.isFinite else { return nil }
    // Double("0x1p3") and friends parse; layout numbers are plain decimals.
    guard isPlainDecimal(trimmed) else { return nil }
    return value
}

/// Whether every character is a digit, sign, point or exponent mark.
/// Byte-wise for ASCII text (where the digits are exactly 0–9): the
/// Character-wise test cost 1.4 k instructions a number.
func isPlainDecimal(_ text: String) -> Bool {
    let ascii = text.withASCIIBytes { bytes in
        bytes.allSatisfy { (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E || $0 | 0x20 == 0x65 }
    }
    return ascii ?? text.allSatisfy({ $0.isNumber || "+-.eE".contains($0) })
}

extension String {
    package func trimmingSpaces() -> String {
        // Most values start and end with a visible ASCII character, which
        // cannot belong to a whitespace Character: nothing to trim.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        return asciiTrimmingSpaces() ?? unicodeTrimmingSpaces()
    }

    /// `trimmingSpaces()` of an ASCII string, byte-wise; nil for any other.
    /// In ASCII the whitespace Characters are exactly the bytes 9–13 and 32
    /// ("\r\n" is one Character, both of its bytes whitespace): the
    /// indentation between a document's elements is trimmed without
    /// Character iteration and Unicode property lookups.
    func asciiTrimmingSpaces() -> String? {
        withASCIIBytes { bytes in
            var start = 0, end = bytes.count
            while start < end, bytes[start].isASCIIWhitespace { start += 1 }
            while end > start, bytes[end - 1].isASCIIWhitespace { end -= 1 }
            return start == 0 && end == bytes.count ? self : String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    /// `trimmingSpaces()` of any string, a Character at a time.
    func unicodeTrimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
