/// The paragraphs of a label's text: split at `\n`, `\r\n`, `\r`, U+2028,
/// U+2029, vertical tab, form feed and NEL, lazily and over UTF-8 bytes,
/// so a huge label is split only as far as it is read, at memory speed.
/// U+2028 LINE SEPARATOR, vertical tab and form feed break the line but not
/// the bidi paragraph (UAX #9 BD2: only type B separates paragraphs), so
/// each piece says whether one of them ends it.
struct Paragraphs: Sequence, IteratorProtocol {
    private let text: String
    /// UTF-8 offset where the next paragraph starts; nil when done.
    private var start: Int? = 0

    init(_ text: String) {
        self.text = text
    }

    /// The next paragraph, the UTF-8 offset where it starts in the text, and
    /// whether a line separator (not a paragraph separator) ends it.
    mutating func next() -> (text: Substring, offset: Int, lineSeparated: Bool)? {
        guard let from = start else { return nil }
        let utf8 = text.utf8
        let found: (end: Int, next: Int, line: Bool)? = utf8.withContiguousStorageIfAvailable { Self.lineBreak(in: $0, from: from) }
            ?? Self.lineBreak(in: Array(utf8), from: from)
        let end = found?.end ?? utf8.count
        start = found?.next
        let lower = utf8.index(utf8.startIndex, offsetBy: from)
        let upper = utf8.index(lower, offsetBy: end - from)
        return (text[lower..<upper], from, found?.line ?? false)
    }

    /// The first line break at or after `from`: where it starts, where the
    /// text after it starts, and whether it breaks only the line.
    private static func lineBreak<C: RandomAccessCollection>(in bytes: C, from: Int) -> (end: Int, next: Int, line: Bool)? where C.Element == UInt8, C.Index == Int {
        var index = from
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x0A, 0x0B, 0x0C:
                return (index, index + 1, byte != 0x0A)
            case 0x0D:
                let crlf = index + 1 < count && bytes[index + 1] == 0x0A
                return (index, index + (crlf ? 2 : 1), false)
            case 0xC2 where index + 1 < count && bytes[index + 1] == 0x85:
                return (index, index + 2, false)
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                return (index, index + 3, bytes[index + 2] == 0xA8)
            default:
                index += 1
            }
        }
        return nil
    }
}
