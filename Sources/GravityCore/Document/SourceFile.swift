/// The text of one layout file plus a table of line starts, so byte offsets
/// turn into line:column and diagnostics can quote the offending line.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    private let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Line and column of a byte offset. Columns count scalars, not bytes.
    public func location(ofOffset offset: Int) -> SourceLocation {
        var cursor: Cursor?
        return location(ofOffset: offset, cursor: &cursor)
    }

    /// Where counting scalars stopped last time, so that a reader asking for
    /// increasing offsets on one long line counts each byte once rather than
    /// from the line start every time (quadratic on a one-line file).
    public struct Cursor: Sendable {
        var line: Int
        var offset: Int
        /// Scalars from the line start to `offset`.
        var scalars: Int
    }

    /// `location(ofOffset:)`, counting on from `cursor` when it lies earlier
    /// on the same line, and leaving it at `offset`.
    public func location(ofOffset offset: Int, cursor: inout Cursor?) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        var index = lineStarts[low], scalars = 0
        if let cursor, cursor.line == low, cursor.offset <= clamped {
            index = cursor.offset
            scalars = cursor.scalars
        }
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        cursor = Cursor(line: low, offset: clamped, scalars: scalars)
        var column = 1 + scalars
        // A continuation byte at the start offset would count once too often.
        if clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
        return SourceLocation(file: path, line: low + 1, column: max(1, column))
    }

    /// The text of a 1-based line, without its line break.
    public func lineText(_ line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}
