import GravityValues

/// A parsed expression (SPEC §8.1, Layout's grammar): a typed tree with the
/// source offset of every node, independent of how it is evaluated.
///
/// Data binding evaluates it against JSON-like values (`ExpressionEvaluator`);
/// layout front ends (Layout's frame expressions, §7.5) walk the same tree to
/// build linear constraints, reading `percent`, `auto`, `previous.right` and
/// friends as key paths and percentages of their own.
///
/// Offsets count Unicode scalars from the start of the text the expression
/// was parsed from (for `{…}` segments: from the start of the whole attribute
/// value), so a diagnostic can point at the character.
public struct Expression: Hashable, Sendable {
    /// What an expression node is.
    public indirect enum Kind: Hashable, Sendable {
        /// `12`, `0.5`, `1e3`.
        case number(Double)
        /// `'text'` (single quotes; `\'` and `\\` escape).
        case string(String)
        /// `true`, `false`.
        case bool(Bool)
        /// `null` (also `nil`, Layout's spelling).
        case null
        /// `50%`: a number directly followed by `%` with no operand after
        /// it. The value is the number as written (50 for `50%`).
        case percent(Double)
        /// `#00f`, `#ff00007f`: Layout's colour literals.
        case color(Color)
        /// `user.name`, `items[0].title`, `auto`, `previous.right`, `#id.left`.
        case keyPath(KeyPath)
        /// `-x`, `!flag`.
        case unary(UnaryOperator, Expression)
        /// `a + b`, `a == b`, `a && b`, `a ?? b`.
        case binary(BinaryOperator, Expression, Expression)
        /// `condition ? then : else`.
        case conditional(Expression, Expression, Expression)
        /// `max(auto, 44)`: one of the built-in functions.
        case call(Function, [Expression])
        /// `strings.Messages.Title(name, count)`: Layout's parameterized
        /// localized string, the key's format (or `.stringsdict` plural)
        /// filled with the arguments.
        case localized(KeyPath, [Expression])
    }

    /// The node and its operands.
    public var kind: Kind
    /// Where the node starts; for operators, where the operator is written
    /// (the place a division by zero or a type error points at).
    public var offset: Int

    /// A node of `kind` starting at scalar `offset`.
    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}

/// A dotted path: `user.name`, `items[0].title`, `#badge.left`.
public struct KeyPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Hashable, Sendable {
        /// A key: `name` in `user.name`.
        case key(String)
        /// An index: `0` in `items[0]`.
        case index(Int)
    }

    /// The keys and indices in order.
    public var parts: [Component]
    /// Where each part starts (its name, or its `[`), parallel to `parts`.
    public var offsets: [Int]
    /// Written with a leading `#` (`#badge.left`): an element reference in
    /// layout expressions; the `#` is not part of the first key.
    public var isElementReference: Bool

    /// A path of `parts` starting at `offsets` (one per part).
    public init(parts: [Component], offsets: [Int], isElementReference: Bool = false) {
        self.parts = parts
        self.offsets = offsets
        self.isElementReference = isElementReference
    }

    /// The first key (every path starts with a name).
    public var head: String {
        if case .key(let name) = parts[0] { return name }
        return ""
    }

    /// `user.name`, `items[0].title` (the `#` of an element reference included).
    public var description: String { KeyPath.text(of: parts[...], reference: isElementReference) }

    static func text(of parts: ArraySlice<Component>, reference: Bool = false) -> String {
        var text = reference ? "#" : ""
        for (position, part) in parts.enumerated() {
            switch part {
            case .key(let name): text += (position == 0 ? "" : ".") + name
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

/// Prefix operators.
public enum UnaryOperator: String, Hashable, Sendable {
    /// Arithmetic negation (numbers).
    case negate = "-"
    /// Logical not (booleans).
    case not = "!"
}

/// Infix operators, each spelled as written.
public enum BinaryOperator: String, Hashable, Sendable {
    /// Arithmetic on numbers; `+` also joins strings.
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    /// Comparisons; `==` and `!=` take any two values.
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    /// Logical and, or (booleans, short-circuit).
    case and = "&&", or = "||"
    /// `a ?? b`: `b` when `a` is null.
    case coalesce = "??"
}

/// The functions an expression may call, with how many arguments each takes.
public enum Function: String, Hashable, Sendable, CaseIterable {
    /// Numeric functions as in C's maths library (`pow(x, y)`, `round` half away from zero).
    case min, max, abs, round, floor, ceil, sqrt, pow
    /// Layout's colour functions: `rgb(255, 0, 0)`, `rgba(255, 0, 0, 0.5)`
    /// (channels 0…255, alpha 0…1, as CSS).
    case rgb, rgba

    /// Allowed argument counts.
    var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: return 2...Int.max
        case .pow: return 2...2
        case .abs, .round, .floor, .ceil, .sqrt: return 1...1
        case .rgb: return 3...3
        case .rgba: return 4...4
        }
    }

    /// Does it compute a colour rather than a number?
    var makesColor: Bool { self == .rgb || self == .rgba }
}

extension Expression {
    /// Whether the expression reads the data key `name` (as the head of a key path).
    func readsKey(_ name: String) -> Bool {
        switch kind {
        case .number, .string, .bool, .null, .percent, .color: return false
        case .keyPath(let path): return !path.isElementReference && path.head == name
        case .unary(_, let a): return a.readsKey(name)
        case .binary(_, let a, let b): return a.readsKey(name) || b.readsKey(name)
        case .conditional(let c, let a, let b): return c.readsKey(name) || a.readsKey(name) || b.readsKey(name)
        case .call(_, let arguments): return arguments.contains { $0.readsKey(name) }
        case .localized(let path, let arguments): return path.head == name || arguments.contains { $0.readsKey(name) }
        }
    }
}
