/// `coefficient × variable`, one term of a linear expression.
public struct Term: Hashable, Sendable {
    /// The variable multiplied.
    public var variable: Variable
    /// Its factor; 1 unless given.
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// Σ coefficient × variable + constant. Terms keep the order they were written
/// in until `simplified()` merges them.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms in the order written (merged by `simplified()`).
    public var terms: [Term]
    /// Added to the sum of terms.
    public var constant: Double

    /// `terms` plus `constant`; empty is 0.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The variable alone.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// One term per variable, sorted by variable id, zero coefficients dropped:
    /// the canonical form, so equal constraints compare equal.
    public func simplified() -> LinearExpression {
        // Already canonical (the common case): no sorting.
        var canonical = true
        for i in terms.indices where terms[i].coefficient == 0
            || (i > 0 && terms[i - 1].variable.id >= terms[i].variable.id) {
            canonical = false
            break
        }
        if canonical { return self }
        // Stable sort by variable (insertion sort for the usual short
        // expressions), then merge.
        var sorted = terms
        if sorted.count > 16 {
            sorted = terms.enumerated().sorted {
                ($0.element.variable.id, $0.offset) < ($1.element.variable.id, $1.offset)
            }.map(\.element)
        }
        for i in 1..<max(sorted.count, 1) {
            let term = sorted[i]
            var j = i
            while j > 0 && sorted[j - 1].variable.id > term.variable.id {
                sorted[j] = sorted[j - 1]
                j -= 1
            }
            sorted[j] = term
        }
        var merged: [Term] = []
        merged.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = merged.last, last.variable == term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        return LinearExpression(merged.filter { $0.coefficient != 0 }, constant: constant)
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) },
                         constant: constant * factor)
    }

    /// `a + 2.0 * b + 10.0`, by the variables' names.
    public var description: String {
        var parts = terms.map { term -> String in
            term.coefficient == 1 ? term.variable.name : "\(term.coefficient) * \(term.variable.name)"
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// MARK: Operators (Variable and Double mix freely with LinearExpression)

/// The sum of two expressions.
public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}
/// The expression plus a variable.
public func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
/// A variable plus the expression.
public func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
/// The sum of two variables.
public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
/// The expression with `b` added to its constant.
public func + (a: LinearExpression, b: Double) -> LinearExpression {
    LinearExpression(a.terms, constant: a.constant + b)
}
/// The expression with `a` added to its constant.
public func + (a: Double, b: LinearExpression) -> LinearExpression { b + a }
/// The variable plus a constant.
public func + (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + b }
/// A constant plus the variable.
public func + (a: Double, b: Variable) -> LinearExpression { LinearExpression(b) + a }

/// Every term and the constant negated.
public prefix func - (a: LinearExpression) -> LinearExpression { a.scaled(by: -1) }
/// The variable with coefficient −1.
public prefix func - (a: Variable) -> LinearExpression { LinearExpression([Term(a, -1)]) }

/// The difference of two expressions.
public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-b) }
/// The expression minus a variable.
public func - (a: LinearExpression, b: Variable) -> LinearExpression { a + (-b) }
/// A variable minus the expression.
public func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + (-b) }
/// The difference of two variables.
public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + (-b) }
/// The expression with `b` taken from its constant.
public func - (a: LinearExpression, b: Double) -> LinearExpression { a + (-b) }
/// A constant minus the expression.
public func - (a: Double, b: LinearExpression) -> LinearExpression { (-b) + a }
/// The variable minus a constant.
public func - (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + (-b) }
/// A constant minus the variable.
public func - (a: Double, b: Variable) -> LinearExpression { (-b) + a }

/// Every term and the constant multiplied by `b`.
public func * (a: LinearExpression, b: Double) -> LinearExpression { a.scaled(by: b) }
/// Every term and the constant multiplied by `a`.
public func * (a: Double, b: LinearExpression) -> LinearExpression { b.scaled(by: a) }
/// The variable with coefficient `b`.
public func * (a: Variable, b: Double) -> LinearExpression { LinearExpression([Term(a, b)]) }
/// The variable with coefficient `a`.
public func * (a: Double, b: Variable) -> LinearExpression { LinearExpression([Term(b, a)]) }

/// Every term and the constant divided by `b` (no check for 0).
public func / (a: LinearExpression, b: Double) -> LinearExpression { a.scaled(by: 1 / b) }
/// The variable with coefficient `1 / b` (no check for 0).
public func / (a: Variable, b: Double) -> LinearExpression { LinearExpression([Term(a, 1 / b)]) }

/// Anything that can stand on one side of a constraint.
public protocol LinearExpressionConvertible {
    /// The value as a linear expression.
    var linearExpression: LinearExpression { get }
}
extension LinearExpression: LinearExpressionConvertible {
    /// Itself.
    public var linearExpression: LinearExpression { self }
}
extension Variable: LinearExpressionConvertible {
    /// The variable with coefficient 1.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}
/// A number on one side of a constraint is a constant.
extension Double: LinearExpressionConvertible {
    /// A constant expression.
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}
/// A number on one side of a constraint is a constant.
extension Int: LinearExpressionConvertible {
    /// A constant expression.
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}
