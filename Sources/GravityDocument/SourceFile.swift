#if canImport(Glibc)
import Glibc
#endif

/// The text of one layout file plus a table of line starts, so byte offsets
/// turn into line:column and diagnostics can quote the offending line.
/// Lines end at `\n`, `\r\n` or a lone `\r` (old Mac files); a UTF-8 byte
/// order mark is not a column.
public struct SourceFile: Sendable {
    /// The path as given, used in every location.
    public let path: String
    /// The file's bytes (UTF-8).
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    private let lineStarts: [Int]
    /// Bytes of the byte order mark at the start (0 or 3).
    private let markLength: Int

    /// A file from its bytes; lines are found once, here.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = Self.lineStarts(bytes)
        markLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Byte offset of the first byte of each line. A file without `\r`
    /// is searched with the C library's `memchr`: a byte loop in Swift costs
    /// about 1,500 instructions a byte in a debug build (`swift test`'s).
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        let searched: Bool = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, memchr(base, Int32(UInt8(ascii: "\r")), buffer.count) == nil else { return false }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
            return true
        }
        if searched { return starts }
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"))) {
                starts.append(offset + 1)
            }
        }
        return starts
    }

    /// A file from text (tests, builder documents, standard input).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Line and column of a byte offset. Columns count scalars, not bytes.
    public func location(ofOffset offset: Int) -> SourceLocation {
        var cursor = LocationCursor()
        return location(ofOffset: offset, cursor: &cursor)
    }

    /// Where the last location was found: a reader asking for offsets in
    /// increasing order counts each line's scalars once, instead of once per
    /// offset from the start of the line (long one-line files were quadratic).
    public struct LocationCursor: Sendable {
        /// Byte offset reached, and the index of its line in `lineStarts`.
        fileprivate var offset = 0
        fileprivate var line = 0
        /// Scalars that start in `lineStarts[line] ..< offset`.
        fileprivate var scalars = 0
        /// A cursor at the start of the file.
        public init() {}
    }

    /// As `location(ofOffset:)`, counting on from `cursor` when `offset` is
    /// further along the same line.
    public func location(ofOffset offset: Int, cursor: inout LocationCursor) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let lineEnd = cursor.line + 1 < lineStarts.count ? lineStarts[cursor.line + 1] : Int.max
        if clamped < cursor.offset || clamped >= lineEnd {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
            }
            cursor = LocationCursor()
            cursor.line = low
            cursor.offset = lineStarts[low]
        }
        while cursor.offset < clamped {
            if bytes[cursor.offset] & 0xC0 != 0x80 { cursor.scalars += 1 }
            cursor.offset += 1
        }
        var column = 1 + cursor.scalars
        // A continuation byte at the start offset would count once too often.
        if clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
        if cursor.line == 0, markLength > 0, clamped >= markLength { column -= 1 }
        return SourceLocation(file: path, line: cursor.line + 1, column: max(1, column))
    }

    /// The text of a 1-based line, without its line break (nor the byte
    /// order mark).
    public func lineText(_ line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = line == 1 ? markLength : lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}
