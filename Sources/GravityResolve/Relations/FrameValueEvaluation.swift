import Foundation
import GravityValues

/// Checking and evaluating frame expressions (SPEC §7.5).
extension FrameExpression {
    enum ValueType { case number, bool }

    /// Layout's expressions are strongly typed: arithmetic and `min`/`max`
    /// take numbers, `?:` and `&&`/`||`/`!` booleans, and the attribute is
    /// a number. Checked once, with the offending character's offset.
    static func typeCheck(_ expression: Expression, _ constants: FrameConstants) throws(ExpressionError) -> ValueType {
        func expect(_ wanted: ValueType, _ e: Expression, _ what: String) throws(ExpressionError) {
            let found = try typeCheck(e, constants)
            if found != wanted { throw ExpressionError("\(what) needs a \(wanted == .number ? "number" : "boolean")", at: e.offset) }
        }
        switch expression.kind {
        case .keyPath(let path):
            // A boolean of the data (`isWide ? 200 : 100`); anchors are numbers.
            if path.parts.count == 1, !path.isElementReference, path.head != "auto", LayoutAnchor(rawValue: path.head) == nil,
               constants.metrics[path.head] == nil, case .bool = constants.data.value(of: path.head) {
                return .bool
            }
            return .number
        case .number, .percent, .string, .null, .color, .localized: return .number
        case .bool: return .bool
        case .unary(let op, let operand):
            try expect(op == .negate ? .number : .bool, operand, "'\(op.rawValue)'")
            return op == .negate ? .number : .bool
        case .binary(let op, let a, let b):
            switch op {
            case .add, .subtract, .multiply, .divide, .remainder:
                try expect(.number, a, "'\(op.rawValue)'"); try expect(.number, b, "'\(op.rawValue)'")
                return .number
            case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
                try expect(.number, a, "'\(op.rawValue)'"); try expect(.number, b, "'\(op.rawValue)'")
                return .bool
            case .and, .or:
                try expect(.bool, a, "'\(op.rawValue)'"); try expect(.bool, b, "'\(op.rawValue)'")
                return .bool
            case .coalesce: return try typeCheck(a, constants)
            }
        case .conditional(let c, let a, let b):
            try expect(.bool, c, "the condition before '?'")
            let type = try typeCheck(a, constants)
            try expect(type, b, "the other branch of '?:'")
            return type
        case .call(let function, let arguments):
            guard function == .min || function == .max || function == .abs || function == .round || function == .floor
                    || function == .ceil || function == .sqrt || function == .pow else { return .number }
            for argument in arguments { try expect(.number, argument, "\(function.rawValue)()") }
            return .number
        }
    }
}

extension FrameValue {
    /// The linear form, with `auto` as `natural`: sums of anchors times
    /// numbers, where `min`, `max`, `?:` and the other functions may only
    /// be over numbers (then they are folded). nil when it is not linear.
    public func linear(natural: Double) -> AnchorExpression? {
        switch self {
        case .number(let value): return .constant(value)
        case .natural: return .constant(natural)
        case .bool: return nil
        case .anchor(let item, let anchor): return AnchorExpression(item, anchor)
        case .unary(.negate, let a): return a.linear(natural: natural).map { $0 * -1 }
        case .unary: return nil
        case .binary(let op, let a, let b):
            guard let x = a.linear(natural: natural), let y = b.linear(natural: natural) else {
                return constant(natural: natural).map { .constant($0) }
            }
            switch op {
            case .add: return x + y
            case .subtract: return x - y
            case .multiply:
                if x.isConstant { return y * x.constant }
                if y.isConstant { return x * y.constant }
                return nil
            case .divide:
                guard y.isConstant, y.constant != 0 else { return nil }
                return x * (1 / y.constant)
            default:
                return constant(natural: natural).map { .constant($0) }
            }
        case .conditional, .call:
            return constant(natural: natural).map { .constant($0) }
        }
    }

    /// The number when it reads no anchor.
    private func constant(natural: Double) -> Double? {
        guard anchors.isEmpty, case .number(let value)? = try? evaluate(natural: natural, anchor: { _, _ in 0 }) else { return nil }
        return value
    }

    /// A frame value evaluated: a number of points or a boolean.
    public enum Result: Equatable {
        /// Points (or a plain number).
        case number(Double)
        /// A condition's value.
        case bool(Bool)
    }

    /// Evaluates with `anchor` giving the current value of each anchor.
    public func evaluate(natural: Double, anchor value: (ConstraintItem, LayoutAnchor) -> Double) throws -> Result {
        func number(_ v: FrameValue) throws -> Double {
            guard case .number(let n) = try v.evaluate(natural: natural, anchor: value) else { throw ValueError("expected a number") }
            return n
        }
        func bool(_ v: FrameValue) throws -> Bool {
            guard case .bool(let b) = try v.evaluate(natural: natural, anchor: value) else { throw ValueError("expected a boolean") }
            return b
        }
        switch self {
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .natural: return .number(natural)
        case .anchor(let item, let anchor): return .number(value(item, anchor))
        case .unary(.negate, let a): return .number(-(try number(a)))
        case .unary(_, let a): return .bool(!(try bool(a)))
        case .binary(let op, let a, let b):
            switch op {
            case .and: return .bool(try bool(a) && bool(b))
            case .or: return .bool(try bool(a) || bool(b))
            case .coalesce: return try a.evaluate(natural: natural, anchor: value)
            default: break
            }
            let x = try number(a), y = try number(b)
            switch op {
            case .add: return .number(x + y)
            case .subtract: return .number(x - y)
            case .multiply: return .number(x * y)
            case .divide: return .number(x / y)
            case .remainder: return .number(x.truncatingRemainder(dividingBy: y))
            case .less: return .bool(x < y)
            case .lessOrEqual: return .bool(x <= y)
            case .greater: return .bool(x > y)
            case .greaterOrEqual: return .bool(x >= y)
            case .equal: return .bool(x == y)
            case .notEqual: return .bool(x != y)
            case .and, .or, .coalesce: return .bool(false)
            }
        case .conditional(let c, let a, let b):
            return try (bool(c) ? a : b).evaluate(natural: natural, anchor: value)
        case .call(let function, let arguments):
            let values = try arguments.map(number)
            guard let first = values.first else { throw ValueError("\(function.rawValue)() needs arguments") }
            switch function {
            case .min: return .number(values.min()!)
            case .max: return .number(values.max()!)
            case .abs: return .number(Swift.abs(first))
            case .round: return .number(first.rounded())
            case .floor: return .number(first.rounded(.down))
            case .ceil: return .number(first.rounded(.up))
            case .sqrt: return .number(first.squareRoot())
            case .pow: return .number(values.count > 1 ? Foundation.pow(first, values[1]) : first)
            case .rgb, .rgba: throw ValueError("\(function.rawValue)() makes a colour, not a number")
            }
        }
    }
}
