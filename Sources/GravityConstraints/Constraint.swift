/// How the two sides of a constraint compare.
public enum Relation: Hashable, Sendable {
    /// `lhs == rhs`, `lhs <= rhs`, `lhs >= rhs`.
    case equal, lessOrEqual, greaterOrEqual
}

/// How much a constraint matters: 1…1000. Required (1000) constraints must
/// hold; the others are satisfied in strict priority order — a 751 beats any
/// number of 750s — and within one priority as closely as possible.
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
                        ExpressibleByFloatLiteral, CustomStringConvertible {
    /// 1…1000 (`tieBreak` alone is below).
    public let value: Double

    /// Must hold (1000): adding one that cannot throws `SolverError.unsatisfiable`.
    public static let required = Priority(uncheckedValue: 1000)
    /// 750, UIKit's `defaultHigh`.
    public static let high = Priority(uncheckedValue: 750)
    /// 250, UIKit's `defaultLow`.
    public static let low = Priority(uncheckedValue: 250)
    /// 50, UIKit's `fittingSizeLevel`.
    public static let fitting = Priority(uncheckedValue: 50)
    /// The priorities a user may write.
    public static let range: ClosedRange<Double> = 1...1000
    /// Below every priority a user can write (0.5): for an engine's own last
    /// tie-break, which must never compete with a written constraint.
    public static let tieBreak = Priority(uncheckedValue: 0.5)

    /// A priority from user input: nil outside 1…1000 (and for NaN).
    public init?(checking value: Double) {
        guard Priority.range.contains(value) else { return nil }
        self.value = value
    }

    private init(uncheckedValue value: Double) { self.value = value }

    /// A literal priority; outside 1…1000 is a programming error (a precondition). Use `init(checking:)` for input.
    public init(integerLiteral value: Int) {
        precondition(Priority.range.contains(Double(value)), "priority \(value) outside 1…1000")
        self.value = Double(value)
    }

    /// A literal priority; outside 1…1000 is a programming error (a precondition). Use `init(checking:)` for input.
    public init(floatLiteral value: Double) {
        precondition(Priority.range.contains(value), "priority \(value) outside 1…1000")
        self.value = value
    }

    /// True at 1000.
    public var isRequired: Bool { value >= 1000 }
    /// Orders by value: a lower priority gives way first.
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
    /// `750`, or `500.5` when not whole.
    public var description: String { value == value.rounded() ? "\(Int(value))" : "\(value)" }
}

/// `lhs relation rhs` at a priority. Stored as `expression relation 0` with
/// `expression = lhs − rhs` in canonical form, so two constraints written the
/// same way are equal. `tag` is the caller's: the solver only hands it back
/// (in `SolverError.unsatisfiable`) to name constraints in diagnostics.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs − rhs` with like terms merged, zero terms dropped and terms in variable order.
    public let expression: LinearExpression
    /// How `expression` relates to 0.
    public let relation: Relation
    /// Required unless given.
    public let priority: Priority
    /// The caller's number for this constraint, handed back in errors; 0 unless given.
    public let tag: Int

    /// `lhs relation rhs`: sides may be variables, expressions or numbers. Required with tag 0 unless given.
    public init(_ lhs: some LinearExpressionConvertible, _ relation: Relation,
                _ rhs: some LinearExpressionConvertible,
                priority: Priority = .required, tag: Int = 0) {
        let left = lhs.linearExpression, right = rhs.linearExpression
        var terms = left.terms
        terms.reserveCapacity(left.terms.count + right.terms.count)
        for term in right.terms { terms.append(Term(term.variable, -term.coefficient)) }
        self.expression = LinearExpression(terms, constant: left.constant - right.constant).simplified()
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// Cheap: the tag, the number of terms and the first variable (equality
    /// still compares everything).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(expression.terms.count)
        hasher.combine(expression.terms.first?.variable.id ?? -1)
    }

    /// `expression op 0 @priority #tag`, for debugging.
    public var description: String {
        let op = relation == .equal ? "==" : relation == .lessOrEqual ? "<=" : ">="
        return "\(expression) \(op) 0 @\(priority) #\(tag)"
    }
}

/// Why `Solver.add` refused a constraint. The solver is unchanged afterwards.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint that cannot hold together with the earlier
    /// required constraints whose tags are listed (a minimal such set, in the
    /// order they were added).
    case unsatisfiable(conflicting: [Int])
    /// An equal constraint (expression, relation, priority and tag) is already in.
    case duplicate
    /// The work so far passed `Solver.workLimit`.
    case workLimit
    /// A coefficient or the constant is infinite or NaN: nothing can be solved with it.
    case nonFinite
    /// `suggestValue` for a variable that is not an edit variable.
    case notAnEditVariable
    /// Edit variables are wishes: their priority must be below required.
    case requiredEditVariable
}
