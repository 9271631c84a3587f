/// Recursive descent over Layout's expression grammar (SPEC §8.1), lowest
/// precedence first:
///
/// 1. `c ? a : b` (right-associative)
/// 2. `a ?? b` (right-associative)
/// 3. `||`   4. `&&`   5. `== !=`   6. `< <= > >=`
/// 7. `+ -`  8. `* / %`  9. unary `- !`
/// 10. operands: numbers, `N%`, strings, `true false null`, colours
///     (`#rgb`…), key paths, `#id` references, function calls, parentheses.
extension Expression {
    /// Parses a whole text as one expression.
    public static func parse(_ text: String) throws(ExpressionError) -> Expression {
        let scalars = Array(text.unicodeScalars)
        return try parse(scalars, 0..<scalars.count)
    }

    /// Parses `range` of `scalars`; offsets in the tree and in errors count
    /// from the start of `scalars` (the whole attribute value).
    public static func parse(_ scalars: [Unicode.Scalar], _ range: Range<Int>) throws(ExpressionError) -> Expression {
        var parser = ExpressionParser(tokens: try ExpressionLexer.tokens(scalars, range))
        if case .end = parser.token {
            throw ExpressionError("empty expression", at: range.lowerBound)
        }
        let expression = try parser.conditional()
        if case .end = parser.token { return expression }
        throw ExpressionError("expected an operator, found \(parser.token.quoted)", at: parser.offset)
    }
}

struct ExpressionParser {
    typealias Token = ExpressionLexer.Token

    /// Deepest nesting of parentheses, unary operators, `?:` and `??`.
    static let maxDepth = 64
    /// Most binary operators in one expression: `a + b + …` is a tree as
    /// deep as it is long, and evaluating it recurses per operator.
    static let maxOperators = 1000

    private let tokens: [(Token, Int)]
    private var position = 0
    private var depth = 0
    private var operators = 0

    init(tokens: [(Token, Int)]) { self.tokens = tokens }

    var token: Token { tokens[position].0 }
    var offset: Int { tokens[position].1 }
    private func token(after: Int) -> Token { tokens[min(position + after, tokens.count - 1)].0 }

    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    private mutating func take(_ symbol: String) -> Int? {
        guard case .symbol(symbol) = token else { return nil }
        let at = offset
        advance()
        return at
    }

    private mutating func expect(_ symbol: String, _ why: String) throws(ExpressionError) {
        guard take(symbol) != nil else {
            throw ExpressionError("expected '\(symbol)' \(why), found \(token.quoted)", at: offset)
        }
    }

    private mutating func nest() throws(ExpressionError) {
        depth += 1
        if depth > ExpressionParser.maxDepth {
            throw ExpressionError("expression nested more than \(ExpressionParser.maxDepth) deep", at: offset)
        }
    }

    // 1. c ? a : b
    mutating func conditional() throws(ExpressionError) -> Expression {
        let condition = try coalesce()
        guard let at = take("?") else { return condition }
        try nest()
        defer { depth -= 1 }
        let then = try conditional()
        try expect(":", "after the value of '?'")
        let otherwise = try conditional()
        return Expression(.conditional(condition, then, otherwise), at: at)
    }

    // 2. a ?? b
    private mutating func coalesce() throws(ExpressionError) -> Expression {
        let left = try binary(level: 0)
        guard let at = take("??") else { return left }
        try nest()
        defer { depth -= 1 }
        return Expression(.binary(.coalesce, left, try coalesce()), at: at)
    }

    /// 3–8: left-associative binary levels, loosest first.
    private static let levels: [[BinaryOperator]] = [
        [.or], [.and], [.equal, .notEqual], [.less, .lessOrEqual, .greater, .greaterOrEqual],
        [.add, .subtract], [.multiply, .divide, .remainder],
    ]

    private mutating func binary(level: Int) throws(ExpressionError) -> Expression {
        guard level < ExpressionParser.levels.count else { return try unary() }
        var left = try binary(level: level + 1)
        while case .symbol(let symbol) = token,
              let op = ExpressionParser.levels[level].first(where: { $0.rawValue == symbol }) {
            let at = offset
            operators += 1
            if operators > ExpressionParser.maxOperators {
                throw ExpressionError("expression has more than \(ExpressionParser.maxOperators) operators (the limit)", at: at)
            }
            advance()
            left = Expression(.binary(op, left, try binary(level: level + 1)), at: at)
        }
        return left
    }

    // 9. unary - and !
    private mutating func unary() throws(ExpressionError) -> Expression {
        let at = offset
        let op: UnaryOperator
        if take("-") != nil { op = .negate } else if take("!") != nil { op = .not } else { return try operand() }
        try nest()
        defer { depth -= 1 }
        return Expression(.unary(op, try unary()), at: at)
    }

    // 10. operands
    private mutating func operand() throws(ExpressionError) -> Expression {
        let at = offset
        switch token {
        case .number(let value):
            advance()
            // `50%` is a percentage unless an operand follows (`7 % 2`).
            if case .symbol("%") = token, !token(after: 1).startsOperand {
                advance()
                return Expression(.percent(value), at: at)
            }
            return Expression(.number(value), at: at)
        case .string(let text):
            advance()
            return Expression(.string(text), at: at)
        case .color(let color):
            advance()
            return Expression(.color(color), at: at)
        case .name(let name):
            switch name {
            case "true", "false":
                advance()
                return Expression(.bool(name == "true"), at: at)
            case "null", "nil":
                advance()
                return Expression(.null, at: at)
            default:
                if case .symbol("(") = token(after: 1), !name.hasPrefix("strings.") { return try call(name) }
                return try keyPath(reference: false)
            }
        case .reference:
            return try keyPath(reference: true)
        case .symbol("("):
            try nest()
            advance()
            defer { depth -= 1 }
            let inner = try conditional()
            try expect(")", "to close '('")
            return inner
        default:
            throw ExpressionError("expected a value, found \(token.quoted)", at: at)
        }
    }

    /// `name.key[0].key`; the first name is the current token.
    private mutating func keyPath(reference: Bool) throws(ExpressionError) -> Expression {
        let at = offset
        var parts: [KeyPath.Component] = []
        var offsets: [Int] = []
        if case .name(let name) = token { parts.append(.key(name)) }
        if case .reference(let name) = token { parts.append(.key(name)) }
        offsets.append(reference ? at + 1 : at)
        advance()
        while true {
            if take(".") != nil {
                guard case .name(let name) = token else {
                    throw ExpressionError("expected a name after '.', found \(token.quoted)", at: offset)
                }
                parts.append(.key(name))
                offsets.append(offset)
                advance()
            } else if case .symbol("[") = token {
                let bracket = offset
                advance()
                guard case .number(let value) = token, value == value.rounded(), value < 1e9 else {
                    throw ExpressionError("expected a whole number index inside '[ ]', found \(token.quoted)", at: offset)
                }
                advance()
                try expect("]", "to close '['")
                parts.append(.index(Int(value)))
                offsets.append(bracket)
            } else {
                break
            }
        }
        let path = KeyPath(parts: parts, offsets: offsets, isElementReference: reference)
        // `strings.Messages.Title(name, count)`, `` `strings.Some %d text`(n) ``.
        if !reference, path.head == "strings" || path.head.hasPrefix("strings."), case .symbol("(") = token {
            advance()
            return Expression(.localized(path, try arguments(of: "\(path)")), at: at)
        }
        return Expression(.keyPath(path), at: at)
    }

    /// `a, b)` after a call's `(`: the arguments, up to its closing bracket.
    private mutating func arguments(of callee: String) throws(ExpressionError) -> [Expression] {
        try nest()
        defer { depth -= 1 }
        var arguments: [Expression] = []
        if take(")") == nil {
            repeat { arguments.append(try conditional()) } while take(",") != nil
            try expect(")", "to close the arguments of \(callee)")
        }
        return arguments
    }

    /// `max(a, b)`: the name is the current token, `(` the next.
    private mutating func call(_ name: String) throws(ExpressionError) -> Expression {
        let at = offset
        guard let function = Function(rawValue: name) else {
            let known = Function.allCases.map(\.rawValue).sorted().joined(separator: ", ")
            throw ExpressionError("unknown function '\(name)' (functions: \(known))", at: at)
        }
        advance()
        advance()
        let arguments = try arguments(of: name)
        let arity = function.arity
        guard arity.contains(arguments.count) else {
            let wanted = arity.upperBound == Int.max ? "at least \(arity.lowerBound) arguments"
                : "\(arity.lowerBound) argument\(arity.lowerBound == 1 ? "" : "s")"
            // LayoutTool's (Expression's) wording: `rgb() expects 3 arguments`.
            throw ExpressionError("\(name)() expects \(wanted), got \(arguments.count)", at: at)
        }
        return Expression(.call(function, arguments), at: at)
    }
}
