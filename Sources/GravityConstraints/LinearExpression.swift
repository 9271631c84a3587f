/// `coefficient × variable`, one term of a linear expression.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// Σ coefficient × variable + constant. Terms keep the order they were written
/// in until `simplified()` merges them.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

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

    public var description: String {
        var parts = terms.map { term -> String in
            term.coefficient == 1 ? term.variable.name : "\(term.coefficient) * \(term.variable.name)"
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// MARK: Operators (Variable and Double mix freely with LinearExpression)

public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
public func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
public func + (a: LinearExpression, b: Double) -> LinearExpression {
    LinearExpression(a.terms, constant: a.constant + b)
}
public func + (a: Double, b: LinearExpression) -> LinearExpression { b + a }
public func + (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + b }
public func + (a: Double, b: Variable) -> LinearExpression { LinearExpression(b) + a }

public prefix func - (a: LinearExpression) -> LinearExpression { a.scaled(by: -1) }
public prefix func - (a: Variable) -> LinearExpression { LinearExpression([Term(a, -1)]) }

public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-b) }
public func - (a: LinearExpression, b: Variable) -> LinearExpression { a + (-b) }
public func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + (-b) }
public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + (-b) }
public func - (a: LinearExpression, b: Double) -> LinearExpression { a + (-b) }
public func - (a: Double, b: LinearExpression) -> LinearExpression { (-b) + a }
public func - (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + (-b) }
public func - (a: Double, b: Variable) -> LinearExpression { (-b) + a }

public func * (a: LinearExpression, b: Double) -> LinearExpression { a.scaled(by: b) }
public func * (a: Double, b: LinearExpression) -> LinearExpression { b.scaled(by: a) }
public func * (a: Variable, b: Double) -> LinearExpression { LinearExpression([Term(a, b)]) }
public func * (a: Double, b: Variable) -> LinearExpression { LinearExpression([Term(b, a)]) }

public func / (a: LinearExpression, b: Double) -> LinearExpression { a.scaled(by: 1 / b) }
public func / (a: Variable, b: Double) -> LinearExpression { LinearExpression([Term(a, 1 / b)]) }

/// Anything that can stand on one side of a constraint.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}
extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}
extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}
extension Double: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}
extension Int: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}
