import GravityDocument
import GravityValues

/// A `Localizable.strings` file (Apple's "old-style" strings table):
/// `"key" = "value";` pairs, `/* */` and `//` comments, keys and values
/// quoted (or bare words of letters, digits and `_.$:/-`), escapes `\"`
/// `\\` `\n` `\t` `\r` `\0` `\Uxxxx` `\uxxxx` and octal `\ooo`. UTF-8, or
/// UTF-16 with a byte order mark (what Xcode writes). Problems are located
/// in the file; the text is never guessed at.
public enum StringsFile {
    /// The file's keys and values, in order; a later duplicate key wins, as
    /// Foundation reads it. The source is what diagnostics quote.
    public static func parse(path: String, bytes: [UInt8]) throws -> (table: [String: String], source: SourceFile) {
        let (text, source) = try decode(path: path, bytes: bytes)
        var reader = Reader(scalars: Array(text.unicodeScalars), source: source)
        return (try reader.table(), source)
    }

    /// UTF-16 (byte order mark FF FE or FE FF) or UTF-8 (optional EF BB BF).
    static func decode(path: String, bytes: [UInt8]) throws -> (String, SourceFile) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                throw Diagnostic.error("invalid UTF-16: an odd number of bytes", at: SourceLocation(file: path, line: 1, column: 1))
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            for i in stride(from: 2, to: bytes.count, by: 2) {
                units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            }
            var scalars = String.UnicodeScalarView()
            var iterator = units.makeIterator(), decoder = UTF16()
            var line = 1
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    if scalar == "\n" { line += 1 }
                    scalars.append(scalar)
                case .emptyInput: break loop
                case .error:
                    throw Diagnostic.error("invalid UTF-16: an unpaired surrogate", at: SourceLocation(file: path, line: line, column: 1))
                }
            }
            let text = String(scalars)
            // Diagnostics locate in the UTF-8 text the file decodes to.
            return (text, SourceFile(path: path, bytes: Array(text.utf8)))
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            // Locate the first byte that is not UTF-8.
            var iterator = body.makeIterator(), decoder = UTF8(), offset = body.count < bytes.count ? 3 : 0
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): offset += String(scalar).utf8.count
                case .emptyInput, .error: break loop
                }
            }
            throw Diagnostic.error("invalid UTF-8 (a .strings file is UTF-8, or UTF-16 with a byte order mark)",
                                   at: SourceFile(path: path, bytes: bytes).location(ofOffset: offset))
        }
        return (text, SourceFile(path: path, bytes: bytes))
    }

    struct Reader {
        let scalars: [Unicode.Scalar]
        let source: SourceFile
        var position = 0
        /// UTF-8 offset of `position`, for locations.
        var byteOffset = 0

        init(scalars: [Unicode.Scalar], source: SourceFile) {
            self.scalars = scalars
            self.source = source
            // A UTF-8 byte order mark is in the source's bytes but not the text.
            if source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { byteOffset = 3 }
        }

        var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        mutating func advance() {
            byteOffset += String(scalars[position]).utf8.count
            position += 1
        }

        func fail(_ message: String, at offset: Int? = nil) -> Diagnostic {
            .error(message, at: source.location(ofOffset: offset ?? byteOffset))
        }

        mutating func table() throws -> [String: String] {
            var table: [String: String] = [:]
            while true {
                try skipTrivia()
                guard current != nil else { return table }
                let key = try token("a key")
                try skipTrivia()
                guard current == "=" else {
                    // `"key";` alone: the key is its own value (Foundation's reading).
                    if current == ";" { advance(); table[key] = key; continue }
                    throw fail("expected '=' after the key \"\(key)\"")
                }
                advance()
                try skipTrivia()
                let value = try token("a value")
                try skipTrivia()
                guard current == ";" else { throw fail("expected ';' after the value of \"\(key)\"") }
                advance()
                table[key] = value
            }
        }

        /// Whitespace and comments.
        mutating func skipTrivia() throws {
            while let c = current {
                if c.properties.isWhitespace { advance(); continue }
                if c == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                    let start = byteOffset
                    advance(); advance()
                    while true {
                        guard let d = current else { throw fail("this comment is not closed ('*/')", at: start) }
                        advance()
                        if d == "*", current == "/" { advance(); break }
                    }
                    continue
                }
                if c == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                    while let d = current, d != "\n" { advance() }
                    continue
                }
                return
            }
        }

        static func isBare(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || ("0"..."9").contains(c) || "_.$:/-".unicodeScalars.contains(c)
        }

        /// A quoted string or a bare word.
        mutating func token(_ what: String) throws -> String {
            guard let c = current else { throw fail("expected \(what), found the end of the file") }
            if c == "\"" { return try quoted() }
            guard Self.isBare(c) else { throw fail("expected \(what) in double quotes, found '\(c)'") }
            var word = ""
            while let d = current, Self.isBare(d) { word.unicodeScalars.append(d); advance() }
            return word
        }

        /// The four hex digits of a `\U` or `\u` escape (`letter`), read
        /// from the current position; the error points at the escape.
        mutating func fourHexDigits(after letter: Unicode.Scalar, escape: Int) throws -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let h = current, let digit = Int(String(h), radix: 16) else {
                    throw fail("\\\(letter) takes four hex digits", at: escape)
                }
                value = value * 16 + UInt32(digit)
                advance()
            }
            return value
        }

        mutating func quoted() throws -> String {
            let start = byteOffset
            advance()
            var text = String.UnicodeScalarView()
            while true {
                guard let c = current else { throw fail("this quote is not closed", at: start) }
                advance()
                if c == "\"" { return String(text) }
                guard c == "\\" else { text.append(c); continue }
                let escape = byteOffset - 1
                guard let e = current else { throw fail("this quote is not closed", at: start) }
                advance()
                switch e {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "a": text.append("\u{07}")
                case "b": text.append("\u{08}")
                case "f": text.append("\u{0C}")
                case "v": text.append("\u{0B}")
                case "U", "u":
                    var value = try fourHexDigits(after: e, escape: escape)
                    // A surrogate pair written as two escapes (\UD83D\UDE00).
                    if (0xD800..<0xDC00).contains(value), current == "\\", position + 1 < scalars.count,
                       scalars[position + 1] == "U" || scalars[position + 1] == "u" {
                        advance()
                        let second = scalars[position]
                        advance()
                        let low = try fourHexDigits(after: second, escape: escape)
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("\\U\(String(value, radix: 16)) is a lone surrogate", at: escape) }
                        value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw fail("\\\(e)\(String(value, radix: 16, uppercase: true)) is not a character (a lone surrogate)", at: escape)
                    }
                    text.append(scalar)
                case "0"..."7":
                    var value = UInt32(String(e))!
                    for _ in 0..<2 {
                        guard let o = current, ("0"..."7").contains(o) else { break }
                        value = value * 8 + UInt32(String(o))!
                        advance()
                    }
                    text.append(Unicode.Scalar(value)!)
                default: text.append(e)  // \" \\ \' and any other character as itself
                }
            }
        }
    }
}
