import GravityValues

/// A constraint line as parsed, before its names mean anything.
indirect enum ConstraintTerm: Equatable {
    case number(Double, offset: Int)
    /// `view.anchor`, or a bare name (a metric) when `anchor` is nil.
    case reference(view: String, anchor: String?, offset: Int)
    case negate(ConstraintTerm, offset: Int)
    case binary(String, ConstraintTerm, ConstraintTerm, offset: Int)
    /// `(dx, dy)`: a point offset or size.
    case pair(ConstraintTerm, ConstraintTerm, offset: Int)
    /// `a |--| b`: the size between two point anchors (Relativity).
    case between(ConstraintTerm, ConstraintTerm, offset: Int)

    var offset: Int {
        switch self {
        case .number(_, let offset), .reference(_, _, let offset), .negate(_, let offset),
             .binary(_, _, _, let offset), .pair(_, _, let offset), .between(_, _, let offset):
            return offset
        }
    }
}

/// One line of a constraint string.
enum ConstraintLine: Equatable {
    /// `lhs relation rhs @ priority`.
    case relation(lhs: ConstraintTerm, relation: RelationOperator, rhs: ConstraintTerm, priority: Double, offset: Int)
    /// `distribute horizontally: 8 a ~1~ b ~2~ c` (Relativity's distribution).
    case distribute(axis: Axis, items: [DistributionItem], offset: Int)
}

enum DistributionItem: Equatable {
    /// Points, or a metric's name.
    case fixed(ConstraintTerm)
    /// `~N~`: a share of the space left.
    case flexible(Double, offset: Int)
    case view(String, offset: Int)
}

/// Recursive descent over one constraint string's tokens (SPEC §7.2, §7.4).
struct ConstraintParser {
    /// Deepest nesting of parentheses and signs, as Layout's expressions
    /// allow (`ExpressionParser.maxDepth`): the parser and every walk of the
    /// tree recurse per level, so a file of a million `-` cannot overflow
    /// the stack.
    static let maxDepth = 64
    /// Most binary operators in one line: a chain `a + b + …` is a tree as
    /// deep as it is long.
    static let maxOperators = 1000

    private let tokens: ConstraintTokenSource
    private var index = 0
    private var depth = 0
    private var operators = 0

    init(tokens: [ConstraintToken]) { self.tokens = ConstraintTokenSource(tokens: tokens) }
    init(source: ConstraintTokenSource) { tokens = source }

    /// Every line that parses, the text lexed only as far as the parser
    /// reads it: a line that fails is skipped to its end unlexed, so a
    /// 15 MB line of signs costs the 65 tokens before the depth limit, not
    /// 15 million (`gravity rename`, which only needs the lines that parse).
    /// `tokensLexed` counts the lexer's work.
    static func parsableLines(_ text: String, tokensLexed: inout Int) -> [ConstraintLine] {
        let source = ConstraintTokenSource(lazy: Array(text.unicodeScalars))
        var parser = ConstraintParser(source: source)
        var lines: [ConstraintLine] = []
        while true {
            let token = parser.current
            if token.kind == .end {
                if source.isEndOfText(parser.index) { break }
                parser.index += 1
                continue
            }
            parser.depth = 0
            parser.operators = 0
            do {
                lines.append(try parser.line())
            } catch {
                parser.index = source.skipToLineEnd(from: parser.index)
            }
        }
        tokensLexed += source.tokensLexed
        return lines
    }

    /// Every line; a malformed line is an error and the parser goes on with
    /// the next one, so all of them are reported.
    static func parse(_ text: String) -> (lines: [(line: ConstraintLine, text: String)], errors: [ConstraintSyntaxError]) {
        let tokens: [ConstraintToken]
        do {
            tokens = try ConstraintLexer.tokens(text)
        } catch let error as ConstraintSyntaxError {
            return ([], [error])
        } catch {
            return ([], [ConstraintSyntaxError("\(error)", offset: 0)])
        }
        let scalars = Array(text.unicodeScalars)
        var parser = ConstraintParser(tokens: tokens)
        var lines: [(ConstraintLine, String)] = []
        var errors: [ConstraintSyntaxError] = []
        while parser.index < tokens.count {
            if parser.current.kind == .end { parser.index += 1; continue }
            let start = parser.current.offset
            parser.depth = 0
            parser.operators = 0
            do {
                let line = try parser.line()
                let end = parser.current.offset
                let written = String(String.UnicodeScalarView(scalars[start..<min(end, scalars.count)]))
                lines.append((line, written.trimmingSpaces()))
            } catch let error as ConstraintSyntaxError {
                errors.append(error)
                while parser.index < tokens.count, parser.current.kind != .end { parser.index += 1 }
            } catch {
                errors.append(ConstraintSyntaxError("\(error)", offset: start))
            }
        }
        return (lines, errors)
    }

    private var current: ConstraintToken { tokens[index] }

    private func isSymbol(_ symbol: String) -> Bool { current.kind == .symbol(symbol) }

    private mutating func expect(_ symbol: String, _ context: String) throws {
        guard isSymbol(symbol) else { throw unexpected(expected: "'\(symbol)' \(context)") }
        index += 1
    }

    private func unexpected(expected: String) -> ConstraintSyntaxError {
        ConstraintSyntaxError("expected \(expected), found \(current.kind == .end ? "the end of the constraint" : "'\(current.text)'")", offset: current.offset)
    }

    // MARK: - Lines

    private mutating func line() throws -> ConstraintLine {
        if case .name("distribute") = current.kind, tokens.has(index + 1), case .name = tokens[index + 1].kind {
            return try distribution()
        }
        let offset = current.offset
        let lhs = try sizeExpression()
        let relation: RelationOperator
        switch current.kind {
        case .symbol("="), .symbol("=="): relation = .equal
        case .symbol(">="): relation = .greaterOrEqual
        case .symbol("<="): relation = .lessOrEqual
        default: throw unexpected(expected: "a relation (=, ==, >=, <=)")
        }
        index += 1
        let rhs = try sizeExpression()
        var priority = ConstraintPriority.required
        if isSymbol("@") {
            index += 1
            priority = try self.priority()
        }
        guard current.kind == .end else { throw unexpected(expected: isSymbol("@") ? "one priority" : "'@ priority' or the end of the constraint") }
        return .relation(lhs: lhs, relation: relation, rhs: rhs, priority: priority, offset: offset)
    }

    private mutating func priority() throws -> Double {
        let token = current
        switch token.kind {
        case .number, .name:
            index += 1
            do {
                return try ConstraintPriority.parse(token.text)
            } catch let error as ValueError {
                throw ConstraintSyntaxError(error.message, offset: token.offset)
            }
        default: throw unexpected(expected: "a priority (a number 1…1000, or required, high, low, fitting)")
        }
    }

    /// `distribute horizontally|vertically: items`, items separated by
    /// spaces or Relativity's `<>`.
    private mutating func distribution() throws -> ConstraintLine {
        let offset = current.offset
        index += 1
        let axis: Axis
        switch current.kind {
        case .name("horizontally"): axis = .horizontal
        case .name("vertically"): axis = .vertical
        default: throw unexpected(expected: "'horizontally' or 'vertically' after 'distribute'")
        }
        index += 1
        try expect(":", "after 'distribute \(axis == .horizontal ? "horizontally" : "vertically")'")
        var items: [DistributionItem] = []
        while current.kind != .end {
            if isSymbol("<>") { index += 1; continue }
            let token = current
            switch token.kind {
            case .number(let value):
                index += 1
                items.append(.fixed(.number(value, offset: token.offset)))
            case .name(let name):
                index += 1
                items.append(.view(name, offset: token.offset))
            case .symbol("~"):
                index += 1
                guard case .number(let weight) = current.kind, weight > 0 else {
                    throw unexpected(expected: "a positive weight in '~N~'")
                }
                index += 1
                try expect("~", "closing '~\(formatNumber(weight))~'")
                items.append(.flexible(weight, offset: token.offset))
            default:
                throw unexpected(expected: "a view id, a number of points or '~N~'")
            }
        }
        guard items.contains(where: { if case .view = $0 { return true } else { return false } }) else {
            throw ConstraintSyntaxError("'distribute' needs at least one view", offset: offset)
        }
        return .distribute(axis: axis, items: items, offset: offset)
    }

    // MARK: - Expressions

    private mutating func nest() throws {
        depth += 1
        if depth > ConstraintParser.maxDepth {
            throw ConstraintSyntaxError("the expression nests parentheses and signs more than \(ConstraintParser.maxDepth) deep (the limit)", offset: current.offset)
        }
    }

    private mutating func countOperator() throws {
        operators += 1
        if operators > ConstraintParser.maxOperators {
            throw ConstraintSyntaxError("the constraint has more than \(ConstraintParser.maxOperators) operators (the limit)", offset: current.offset)
        }
    }

    /// `sum` or `sum |--| sum`.
    private mutating func sizeExpression() throws -> ConstraintTerm {
        let first = try sum()
        guard isSymbol("|--|") else { return first }
        let offset = current.offset
        try countOperator()
        index += 1
        let second = try sum()
        if isSymbol("|--|") { throw unexpected(expected: "one '|--|' per side") }
        return .between(first, second, offset: offset)
    }

    private mutating func sum() throws -> ConstraintTerm {
        try leftAssociative("+", "-") { try $0.product() }
    }

    private mutating func product() throws -> ConstraintTerm {
        try leftAssociative("*", "/") { try $0.unary() }
    }

    /// `operand (op operand)*` for one precedence level, folded to the left.
    private mutating func leftAssociative(_ first: String, _ second: String,
                                          operand: (inout Self) throws -> ConstraintTerm) throws -> ConstraintTerm {
        var result = try operand(&self)
        while isSymbol(first) || isSymbol(second) {
            let op = current.text, offset = current.offset
            try countOperator()
            index += 1
            result = .binary(op, result, try operand(&self), offset: offset)
        }
        return result
    }

    private mutating func unary() throws -> ConstraintTerm {
        guard isSymbol("-") || isSymbol("+") else { return try primary() }
        let offset = current.offset, negative = isSymbol("-")
        try nest()
        defer { depth -= 1 }
        index += 1
        let operand = try unary()
        return negative ? .negate(operand, offset: offset) : operand
    }

    private mutating func primary() throws -> ConstraintTerm {
        let token = current
        switch token.kind {
        case .number(let value):
            index += 1
            return .number(value, offset: token.offset)
        case .name(let name):
            index += 1
            guard isSymbol(".") else { return .reference(view: name, anchor: nil, offset: token.offset) }
            index += 1
            guard case .name(let anchor) = current.kind else { throw unexpected(expected: "an attribute name after '\(name).'") }
            index += 1
            if isSymbol(".") { throw ConstraintSyntaxError("'\(name).\(anchor)' is followed by another '.': write view.attribute", offset: current.offset) }
            return .reference(view: name, anchor: anchor, offset: token.offset)
        case .symbol("("):
            try nest()
            defer { depth -= 1 }
            index += 1
            let first = try sum()
            if isSymbol(",") {
                index += 1
                let second = try sum()
                try expect(")", "closing the pair (dx, dy)")
                return .pair(first, second, offset: token.offset)
            }
            try expect(")", "closing '('")
            return first
        default:
            throw unexpected(expected: "a number, a metric or view.attribute")
        }
    }
}

/// The parser's tokens: all lexed up front (`ConstraintParser.parse`), or
/// lexed as the parser asks for them (`parsableLines`).
final class ConstraintTokenSource {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var finished: Bool
    private(set) var lexed: [ConstraintToken]
    /// Tokens the lazy lexer has made.
    private(set) var tokensLexed = 0

    init(tokens: [ConstraintToken]) {
        scalars = []
        lexed = tokens
        finished = true
    }

    init(lazy scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        lexed = []
        finished = false
    }

    /// The token at `index`; past the last, the last (the end of the text).
    subscript(index: Int) -> ConstraintToken {
        fill(index)
        return lexed[min(index, lexed.count - 1)]
    }

    func has(_ index: Int) -> Bool {
        fill(index)
        return index < lexed.count
    }

    func isEndOfText(_ index: Int) -> Bool {
        fill(index)
        return finished && index >= lexed.count - 1
    }

    /// The index of the `.end` of the line holding token `index`: the
    /// rest of the line's text is passed over without lexing it.
    func skipToLineEnd(from index: Int) -> Int {
        if index < lexed.count {
            for k in index..<lexed.count where lexed[k].kind == .end { return k }
        }
        guard !finished else { return lexed.count - 1 }
        position = ConstraintLexer.lineEnd(scalars, from: position)
        fill(lexed.count)
        return lexed.count - 1
    }

    private func fill(_ index: Int) {
        while !finished, lexed.count <= index {
            do {
                if let token = try ConstraintLexer.next(scalars, &position) {
                    lexed.append(token)
                    tokensLexed += 1
                } else {
                    lexed.append(ConstraintToken(kind: .end, offset: scalars.count, text: "end of text"))
                    finished = true
                }
            } catch let error as ConstraintSyntaxError {
                // A token no rule accepts: the parser fails the line there.
                lexed.append(ConstraintToken(kind: .symbol("<error>"), offset: error.offset, text: error.message))
                position = ConstraintLexer.lineEnd(scalars, from: error.offset)
            } catch {
                finished = true
            }
        }
    }
}
