import GravityValues

/// Splits expression text into tokens, each with the offset it starts at.
struct ExpressionLexer {
    enum Token: Equatable {
        case number(Double)
        case string(String)
        case name(String)
        /// `#id`: an element reference (layout expressions).
        case reference(String)
        /// `#fff`, `#ff00007f`: Layout's colour literal.
        case color(Color)
        /// Operators and punctuation: `+ - * / % ( ) [ ] . , ? : ?? == != < <= > >= && || !`.
        case symbol(String)
        case end
    }

    /// Longest expression accepted, in tokens: a chain of binary operators
    /// builds a tree as deep as it is long, and evaluation recurses over it.
    static let maxTokens = 2000

    static func tokens(_ scalars: [Unicode.Scalar], _ range: Range<Int>) throws(ExpressionError) -> [(Token, Int)] {
        var tokens: [(Token, Int)] = []
        var i = range.lowerBound
        let end = range.upperBound
        func peek(_ at: Int) -> Unicode.Scalar? { at < end ? scalars[at] : nil }
        while i < end {
            let c = scalars[i]
            if c.properties.isWhitespace { i += 1; continue }
            if tokens.count >= maxTokens {
                throw ExpressionError("expression too long (more than \(maxTokens) tokens)", at: i)
            }
            let start = i
            // Layout's comments: `//` runs to the end of the expression
            // (`4 + 5 // why`, `{4 + 5 // why}`); `/ /` is not one.
            if c == "/", peek(i + 1) == "/" { break }
            if isDigit(c) {
                tokens.append((.number(try number(scalars, &i, end)), start))
            } else if c == "'" {
                tokens.append((.string(try string(scalars, &i, end)), start))
            } else if isNameStart(c) {
                tokens.append((.name(name(scalars, &i, end)), start))
            } else if c == "@", let next = peek(i + 1), isNameStart(next) {
                // Gravity's template aliases: `@node` (the element's own
                // attributes), `@model` (the data).
                i += 1
                tokens.append((.name("@" + name(scalars, &i, end)), start))
            } else if c == "`" {
                // Layout's escaped key: `strings.Some text!` is one name.
                i += 1
                let open = i
                while i < end, scalars[i] != "`" { i += 1 }
                guard i < end else { throw ExpressionError("this backtick is not closed", at: start) }
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars[open..<i])
                i += 1
                guard !text.isEmpty else { throw ExpressionError("empty backticks", at: start) }
                tokens.append((.name(String(text)), start))
            } else if c == "#" {
                i += 1
                let word = name(scalars, &i, end)
                // 3, 4, 6 or 8 hex digits are a colour (Layout's literal),
                // unless a `.` follows: `#abc.left` reads element abc.
                if peek(i) != ".", let color = Color.hashHex("#" + word) {
                    tokens.append((.color(color), start))
                } else if let first = word.unicodeScalars.first, isNameStart(first) {
                    tokens.append((.reference(word), start))
                } else {
                    throw ExpressionError("expected a colour (#rgb, #rgba, #rrggbb or #rrggbbaa) or an element id after '#'", at: start)
                }
            } else {
                let two = peek(i + 1).map { String(c) + String($0) } ?? ""
                if ["??", "==", "!=", "<=", ">=", "&&", "||"].contains(two) {
                    tokens.append((.symbol(two), start))
                    i += 2
                } else if "+-*/%()[].,?:<>!".unicodeScalars.contains(c) {
                    tokens.append((.symbol(String(c)), start))
                    i += 1
                } else if c == "=" {
                    throw ExpressionError("unexpected '=' (use '==' to compare)", at: start)
                } else if c == "&" || c == "|" {
                    throw ExpressionError("unexpected '\(c)' (use '\(c)\(c)')", at: start)
                } else if c == "\"" {
                    throw ExpressionError("strings in expressions take single quotes ('text')", at: start)
                } else if c == "^" || c == "~" {
                    // Operator characters of Layout's grammar with no
                    // operator here, named as LayoutTool names them.
                    throw ExpressionError("undefined \(followsOperand(tokens.last?.0) ? "infix" : "prefix") operator \(c)", at: start)
                } else {
                    throw ExpressionError("unexpected character '\(c)'", at: start)
                }
            }
        }
        tokens.append((.end, end))
        return tokens
    }

    /// Whether an operator after `token` stands between two operands.
    private static func followsOperand(_ token: Token?) -> Bool {
        switch token {
        case .number?, .string?, .name?, .reference?, .color?: return true
        case .symbol(let symbol)?: return symbol == ")" || symbol == "]" || symbol == "%"
        case .end?, nil: return false
        }
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    static func isNameStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic }
    static func isNamePart(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || isDigit(c) }

    /// Digits, an optional fraction and an optional exponent.
    private static func number(_ s: [Unicode.Scalar], _ i: inout Int, _ end: Int) throws(ExpressionError) -> Double {
        let start = i
        func digits() { while i < end, isDigit(s[i]) { i += 1 } }
        digits()
        if i + 1 < end, s[i] == ".", isDigit(s[i + 1]) { i += 1; digits() }
        if i < end, s[i] == "e" || s[i] == "E" {
            var j = i + 1
            if j < end, s[j] == "+" || s[j] == "-" { j += 1 }
            if j < end, isDigit(s[j]) { i = j; digits() }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: s[start..<i])
        guard let value = Double(String(text)), value.isFinite else {
            throw ExpressionError("number '\(String(text))' is too large", at: start)
        }
        return value
    }

    /// A single-quoted string; `\'` and `\\` escape, `\n` is a newline.
    private static func string(_ s: [Unicode.Scalar], _ i: inout Int, _ end: Int) throws(ExpressionError) -> String {
        let start = i
        i += 1
        var text = String.UnicodeScalarView()
        while i < end {
            let c = s[i]
            if c == "'" { i += 1; return String(text) }
            if c == "\\", i + 1 < end {
                let next = s[i + 1]
                text.append(next == "n" ? "\n" : next)
                i += 2
                continue
            }
            text.append(c)
            i += 1
        }
        throw ExpressionError("unterminated string (missing ')", at: start)
    }

    private static func name(_ s: [Unicode.Scalar], _ i: inout Int, _ end: Int) -> String {
        let start = i
        while i < end, isNamePart(s[i]) { i += 1 }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: s[start..<i])
        return String(text)
    }
}

extension ExpressionLexer.Token {
    /// How the token reads in an error message.
    var quoted: String {
        switch self {
        case .number(let value): return "'\(jsonNumber(value))'"
        case .string(let text): return "'\(text)'"
        case .name(let name): return "'\(name)'"
        case .reference(let name): return "'#\(name)'"
        case .color(let color): return "'\(color)'"
        case .symbol(let symbol): return "'\(symbol)'"
        case .end: return "the end"
        }
    }

    /// Can an operand start here? Decides whether `%` after a number is a
    /// percent sign (`50% - 8`) or the remainder operator (`7 % 2`).
    var startsOperand: Bool {
        switch self {
        case .number, .string, .name, .reference, .color: return true
        case .symbol(let symbol): return symbol == "(" || symbol == "!"
        case .end: return false
        }
    }
}
