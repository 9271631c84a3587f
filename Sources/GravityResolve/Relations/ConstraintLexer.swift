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
        while let token = try next(scalars, &i) { tokens.append(token) }
        tokens.append(ConstraintToken(kind: .end, offset: scalars.count, text: "end of text"))
        return tokens
    }

    /// Operators and punctuation, longest first.
    static let symbols = ["|--|", "==", ">=", "<=", "<>", "=", "+", "-", "*", "/", "(", ")", ",", "@", ":", "~", "."]

    /// The token at `i` (skipping spaces and comments), `i` moved past it;
    /// nil at the end of the text.
    static func next(_ scalars: [Unicode.Scalar], _ i: inout Int) throws -> ConstraintToken? {
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
                i += 1
                return ConstraintToken(kind: .end, offset: i - 1, text: String(c))
            } else if c.properties.isWhitespace {
                i += 1
            } else if c == "/", starts(with: "//", at: i) {
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
                return ConstraintToken(kind: .number(value), offset: start, text: written)
            } else if isNameStart(c) {
                let start = i
                i += 1
                while i < scalars.count, scalars[i] != "#", isNameStart(scalars[i]) || isDigit(scalars[i]) { i += 1 }
                let written = String(String.UnicodeScalarView(scalars[start..<i]))
                return ConstraintToken(kind: .name(written), offset: start, text: written)
            } else {
                guard let symbol = symbols.first(where: { starts(with: $0, at: i) }) else {
                    throw ConstraintSyntaxError("unexpected character '\(Character(c))'", offset: i)
                }
                i += symbol.unicodeScalars.count
                return ConstraintToken(kind: .symbol(symbol), offset: i - symbol.unicodeScalars.count, text: symbol)
            }
        }
        return nil
    }

    /// Where the constraint holding scalar `i` ends: its line break or `;`
    /// (comments skipped as the lexer skips them), or the end of the text.
    static func lineEnd(_ scalars: [Unicode.Scalar], from i: Int) -> Int {
        var i = i
        while i < scalars.count {
            let c = scalars[i]
            if c == "\n" || c == ";" { return i }
            if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                while i < scalars.count, scalars[i] != "\n" { i += 1 }
                continue
            }
            i += 1
        }
        return i
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
