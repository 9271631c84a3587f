/// Byte-wise fast paths for ASCII text. Values are almost always ASCII, and
/// walking Characters with Unicode property tests cost thousands of
/// instructions a value; each fast path falls back to its Character path
/// for anything else.
extension String {
    /// `body` over the string's UTF-8 bytes when every one is ASCII (and the
    /// string is stored contiguously); nil otherwise.
    func withASCIIBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        let result = try utf8.withContiguousStorageIfAvailable { bytes -> R? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return try body(bytes)
        }
        return result ?? nil
    }
}

extension UInt8 {
    /// The ASCII bytes whose Character is whitespace: tab, line feed,
    /// vertical tab, form feed, carriage return, space ("\r\n" is one
    /// Character, both of its bytes whitespace).
    var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
