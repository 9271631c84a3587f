/// Splits a constraint string (SFL lines, SPEC §7.2) into tokens with their
/// scalar offsets. `//` starts a comment to the end of the line; a line
/// break or `;` ends a constraint.
struct ConstraintToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case name(String)
        /// `. + - * / ( ) , @ : ~ = == >= <= <> |--|`
        case symbol(String)
        /// A line break or `;`.
        case end
    }
    var kind: Kind
    /// Offset of the first scalar in the string.
    var offset: Int
    /// The text as written, for messages.
    var text: String
}

enum ConstraintLexer {
    static func tokens(_ text: String) throws -> [ConstraintToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [ConstraintToken] = []
        var i = 0
        func starts(with s: String, at index: Int) -> Bool {
            var k = index
            for c in s.unicodeScalars {
                guard k < scalars.count, scalars[k] == c else { return false }
                k += 1
            }
            return true
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == "\n" || c == ";" {
                tokens.append(ConstraintToken(kind: .end, offset: i, text: String(c)))
                i += 1
            } else if c.properties.isWhitespace {
                i += 1
            } else if starts(with: "//", at: i) {
                while i < scalars.count, scalars[i] != "\n" { i += 1 }
            } else if isDigit(c) || (c == "." && i + 1 < scalars.count && isDigit(scalars[i + 1])) {
                let start = i
                while i < scalars.count, isDigit(scalars[i]) || scalars[i] == "." { i += 1 }
                // An exponent, as in 1e3.
                if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
                    var k = i + 1
                    if k < scalars.count, scalars[k] == "+" || scalars[k] == "-" { k += 1 }
                    if k < scalars.count, isDigit(scalars[k]) {
                        i = k
                        while i < scalars.count, isDigit(scalars[i]) { i += 1 }
                    }
                }
                let written = String(String.UnicodeScalarView(scalars[start..<i]))
                guard let value = Double(written), value.isFinite else {
                    throw ConstraintSyntaxError("'\(written)' is not a number", offset: start)
                }
                tokens.append(ConstraintToken(kind: .number(value), offset: start, text: written))
            } else if isNameStart(c) {
                let start = i
                i += 1
                while i < scalars.count, scalars[i] != "#", isNameStart(scalars[i]) || isDigit(scalars[i]) { i += 1 }
                let written = String(String.UnicodeScalarView(scalars[start..<i]))
                tokens.append(ConstraintToken(kind: .name(written), offset: start, text: written))
            } else {
                let symbols = ["|--|", "==", ">=", "<=", "<>", "=", "+", "-", "*", "/", "(", ")", ",", "@", ":", "~", "."]
                guard let symbol = symbols.first(where: { starts(with: $0, at: i) }) else {
                    throw ConstraintSyntaxError("unexpected character '\(Character(c))'", offset: i)
                }
                tokens.append(ConstraintToken(kind: .symbol(symbol), offset: i, text: symbol))
                i += symbol.unicodeScalars.count
            }
        }
        tokens.append(ConstraintToken(kind: .end, offset: scalars.count, text: "end of text"))
        return tokens
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

    static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" || c == "#" || (c.value > 0x7F && c.properties.isAlphabetic)
    }
}

/// A malformed constraint string: the message and the scalar offset of the
/// offending character.
struct ConstraintSyntaxError: Error, Equatable {
    var message: String
    var offset: Int
    init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}
