import GravityDocument

/// Reads a JSON data file (RFC 8259) into a `DataValue`, with the line and
/// column of the first problem. Our own rather than Foundation's
/// `JSONSerialization`, which reports no location and turns booleans into
/// numbers.
public struct JSONReader {
    /// Deepest nesting of arrays and objects (the reader recurses per level).
    public static let maxDepth = 256

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The value of `source`; a `Diagnostic` located in it otherwise.
    public static func parse(_ source: SourceFile) throws -> DataValue {
        var reader = JSONReader(bytes: source.bytes)
        do {
            // A UTF-8 byte order mark is allowed and skipped.
            if source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
            reader.skipSpace()
            let value = try reader.value()
            reader.skipSpace()
            guard reader.position == reader.bytes.count else {
                throw Failure("unexpected \(reader.describeByte()) after the JSON value", at: reader.position)
            }
            return value
        } catch let failure as Failure {
            throw Diagnostic.error("invalid JSON: \(failure.message)", at: source.location(ofOffset: failure.offset))
        }
    }

    private struct Failure: Error {
        var message: String
        var offset: Int
        init(_ message: String, at offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    private var byte: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func describeByte() -> String {
        guard let byte else { return "end of file" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return byte < 0x80 ? "byte 0x\(String(byte, radix: 16))" : "non-ASCII text"
    }

    private mutating func skipSpace() {
        while let byte, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func value() throws -> DataValue {
        guard let byte else { throw Failure("expected a value, found the end of the file", at: position) }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .bool(true))
        case UInt8(ascii: "f"): return try word("false", .bool(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default:
            let hint = byte == UInt8(ascii: "'") ? " (JSON strings take double quotes)" : ""
            throw Failure("expected a value, found \(describeByte())\(hint)", at: position)
        }
    }

    private mutating func nest() throws {
        depth += 1
        if depth > JSONReader.maxDepth {
            throw Failure("arrays and objects nest more than \(JSONReader.maxDepth) deep", at: position)
        }
    }

    private mutating func object() throws -> DataValue {
        try nest()
        defer { depth -= 1 }
        position += 1
        var keys: [String: DataValue] = [:]
        skipSpace()
        if byte == UInt8(ascii: "}") { position += 1; return .object(keys) }
        while true {
            skipSpace()
            guard byte == UInt8(ascii: "\"") else {
                throw Failure("expected a key in double quotes, found \(describeByte())", at: position)
            }
            let keyOffset = position
            let key = try string()
            guard keys[key] == nil else { throw Failure("duplicate key \"\(key)\"", at: keyOffset) }
            skipSpace()
            guard byte == UInt8(ascii: ":") else { throw Failure("expected ':' after the key, found \(describeByte())", at: position) }
            position += 1
            skipSpace()
            keys[key] = try value()
            skipSpace()
            if byte == UInt8(ascii: ",") { position += 1; continue }
            if byte == UInt8(ascii: "}") { position += 1; return .object(keys) }
            throw Failure("expected ',' or '}' in the object, found \(describeByte())", at: position)
        }
    }

    private mutating func array() throws -> DataValue {
        try nest()
        defer { depth -= 1 }
        position += 1
        var items: [DataValue] = []
        skipSpace()
        if byte == UInt8(ascii: "]") { position += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            if byte == UInt8(ascii: ",") { position += 1; continue }
            if byte == UInt8(ascii: "]") { position += 1; return .array(items) }
            throw Failure("expected ',' or ']' in the array, found \(describeByte())", at: position)
        }
    }

    private mutating func word(_ text: String, _ value: DataValue) throws -> DataValue {
        let utf8 = Array(text.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            throw Failure("expected a value, found \(describeByte())", at: position)
        }
        position += utf8.count
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() throws -> DataValue {
        let start = position
        func digits() -> Int {
            let from = position
            while let byte, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
            return position - from
        }
        if byte == UInt8(ascii: "-") { position += 1 }
        let leadingZero = byte == UInt8(ascii: "0")
        let integer = digits()
        guard integer > 0 else { throw Failure("expected digits in the number", at: position) }
        if leadingZero, integer > 1 { throw Failure("numbers do not start with 0", at: start) }
        if byte == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw Failure("expected digits after '.'", at: position) }
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            position += 1
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw Failure("expected digits in the exponent", at: position) }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw Failure("number \(text) is too large", at: start) }
        return .number(value)
    }

    private mutating func string() throws -> String {
        let start = position
        position += 1
        var out: [UInt8] = []
        while let byte {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw Failure("the string is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                try escape(into: &out)
            case 0..<0x20:
                throw Failure("control characters must be escaped in strings (\\n, \\t, \\u00XX)", at: position)
            default:
                out.append(byte)
                position += 1
            }
        }
        throw Failure("unterminated string (missing \")", at: start)
    }

    private mutating func escape(into out: inout [UInt8]) throws {
        guard let byte else { throw Failure("unterminated string (missing \")", at: position) }
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        if let replacement = simple[byte] {
            out.append(replacement)
            position += 1
            return
        }
        guard byte == UInt8(ascii: "u") else { throw Failure("unknown escape '\\\(Character(Unicode.Scalar(byte)))'", at: position - 1) }
        let at = position - 1
        position += 1
        var code = try hex4(at: at)
        if (0xD800..<0xDC00).contains(code) {
            guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                throw Failure("a high surrogate must be followed by a low one (\\uDC00…\\uDFFF)", at: at)
            }
            position += 2
            let low = try hex4(at: at)
            guard (0xDC00..<0xE000).contains(low) else { throw Failure("a high surrogate must be followed by a low one (\\uDC00…\\uDFFF)", at: at) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(code) {
            throw Failure("a low surrogate without a high one", at: at)
        }
        out.append(contentsOf: Array(String(Character(Unicode.Scalar(code)!)).utf8))
    }

    private mutating func hex4(at escape: Int) throws -> UInt32 {
        guard bytes.count - position >= 4, let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
              bytes[position..<position + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }) else {
            throw Failure("expected four hex digits after \\u", at: escape)
        }
        position += 4
        return code
    }
}
