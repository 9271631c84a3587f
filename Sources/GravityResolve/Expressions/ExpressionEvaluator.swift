import Foundation
import GravityValues

/// Evaluates an expression tree against data (SPEC §8.1). Strongly typed,
/// as Layout is: arithmetic takes numbers, `&&` `||` `!` and `?:` take
/// booleans, `+` also joins strings; every failure is an `ExpressionError`
/// at the offending node's offset.
public struct ExpressionEvaluator {
    /// The names expressions read: data root and local bindings.
    public var scope: DataScope
    /// The longest string `+` may make: what is left of the render's
    /// `--max-text-size`, so a doubling chain stops at the step that
    /// crosses it instead of growing until memory runs out.
    public var textBudget: TextBudget
    /// Whether an unknown key's message searches the keys for the nearest
    /// (off once the render has printed as many such messages as are
    /// shown: 400 unknown keys among 20,000 took 8 s searching for
    /// suggestions no one would see).
    public var suggestsNearby = true
    /// The macros being expanded, outermost first (a macro reading itself
    /// through others is a circular reference, not a hang).
    var expanding: [String] = []
    /// Whether `text(_:at:)` refuses null (Layout's font and colour
    /// attributes: a nil value is an error, not empty text).
    var refusesNull = false
    /// Counts the searches for nearby keys made (`Resolution.nearbySearches`).
    package var nearbySearches: Tally?

    /// An evaluator over `scope`; strings may grow without limit unless a `textBudget` is given.
    public init(scope: DataScope, textBudget: TextBudget = .unlimited) {
        self.scope = scope
        self.textBudget = textBudget
    }

    /// The expression's value; throws `ExpressionError` at the offending node (unknown name, wrong type, division by zero, text over budget).
    public func evaluate(_ expression: Expression) throws(ExpressionError) -> DataValue {
        let at = expression.offset
        switch expression.kind {
        case .number(let value): return .number(value)
        case .string(let text): return .string(text)
        case .bool(let value): return .bool(value)
        case .null: return .null
        case .color(let color): return .color(color)
        case .percent(let value):
            throw ExpressionError("a percentage (\(jsonNumber(value))%) only means something in a layout attribute such as width", at: at)
        case .keyPath(let path):
            return try lookup(path, missingLastIsNull: false)
        case .unary(let op, let operand):
            let value = try evaluate(operand)
            switch (op, value) {
            case (.negate, .number(let number)): return .number(-number)
            case (.not, .bool(let bool)): return .bool(!bool)
            case (.negate, _): throw ExpressionError("'-' needs a number, got \(value.described)", at: operand.offset)
            case (.not, _): throw ExpressionError("'!' needs a boolean, got \(value.described)", at: operand.offset)
            }
        case .binary(let op, let left, let right):
            return try binary(op, left, right, at: at)
        case .conditional(let condition, let then, let otherwise):
            guard case .bool(let chosen) = try evaluate(condition) else {
                throw ExpressionError("the condition before '?' must be a boolean, got \(try evaluate(condition).described)", at: condition.offset)
            }
            return try evaluate(chosen ? then : otherwise)
        case .call(let function, let arguments):
            return try call(function, arguments, at: at)
        case .localized(let path, let arguments):
            return try localizedFormat(path, arguments, at: at)
        }
    }

    // MARK: - Key paths

    /// Follows a key path through the data. With `missingLastIsNull` (the
    /// left side of `??`), an absent last key of an existing object reads as
    /// null; an absent name earlier in the path is still an error.
    private func lookup(_ path: KeyPath, missingLastIsNull: Bool) throws(ExpressionError) -> DataValue {
        // Gravity's `{@model.name}` is `{name}`: the data.
        if path.head == "@model", path.parts.count > 1 {
            return try lookup(KeyPath(parts: Array(path.parts.dropFirst()), offsets: Array(path.offsets.dropFirst())),
                              missingLastIsNull: missingLastIsNull)
        }
        if path.isElementReference {
            throw ExpressionError("'\(path)' refers to an element; element references only mean something in layout attributes such as left", at: path.offsets[0] - 1)
        }
        if let key = Self.localizedKey(path), scope.plurals.entries[key] != nil {
            throw ExpressionError("strings.\(key) is a plural (Localizable.stringsdict): give its count, strings.\(key)(count)", at: path.offsets[0])
        }
        if let localized = localizedString(path) { return localized }
        if let weight = Self.fontWeight(path), scope.value(of: "UIFont") == nil { return .string(weight) }
        guard let first = try macroValue(path) ?? scope.value(of: path.head) else {
            // Layout's colour constants (`isSelected ? blue : gray`): a CSS
            // colour name that the data does not define.
            if path.parts.count == 1, let named = NamedColors.table[path.head.lowercased()] { return .color(named) }
            if missingLastIsNull, path.parts.count == 1 { return .null }
            throw ExpressionError(unknownKeyMessage(path.head, parent: nil, isEmpty: scope.isEmpty, siblings: { scope.names }), at: path.offsets[0])
        }
        var value = first
        for index in 1..<max(1, path.parts.count) {
            let parent = KeyPath.text(of: path.parts[..<index])
            let at = path.offsets[index]
            switch (path.parts[index], value) {
            case (.key(let key), .object(let keys)):
                guard let next = keys[key] else {
                    if missingLastIsNull, index == path.parts.count - 1 { return .null }
                    throw ExpressionError(unknownKeyMessage(key, parent: parent, isEmpty: keys.isEmpty, siblings: { keys.keys.sorted() }), at: at)
                }
                value = next
            case (.key("count"), .array(let items)):
                value = .number(Double(items.count))
            case (.key("count"), .string(let text)):
                value = .number(Double(text.count))
            case (.key(let key), _):
                throw ExpressionError("cannot read '\(key)' of \(parent): it is \(value.typeName)\(value.isCountable ? " (it has only 'count')" : "")", at: at)
            case (.index(let position), .array(let items)):
                guard position < items.count else {
                    throw ExpressionError("index \(position) is out of range: \(parent) has \(items.count) element\(items.count == 1 ? "" : "s")", at: at)
                }
                value = items[position]
            case (.index, _):
                throw ExpressionError("cannot index \(parent): it is \(value.typeName), not an array", at: at)
            }
        }
        return value
    }

    /// Layout's `UIFont.Weight.bold`: the weight's name, as a font attribute reads it.
    private static func fontWeight(_ path: KeyPath) -> String? {
        guard path.parts.count == 3, path.head == "UIFont", path.parts[1] == .key("Weight"),
              case .key(let name) = path.parts[2],
              ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"].contains(name) else { return nil }
        return name
    }

    /// The value of a deferred macro at the head of `path` (`DataScope.macros`),
    /// evaluated here; nil when the head is no such macro.
    private func macroValue(_ path: KeyPath) throws(ExpressionError) -> DataValue? {
        guard let macro = scope.macro(named: path.head) else { return nil }
        if let open = expanding.firstIndex(of: path.head) {
            let circle = (expanding[open...] + [path.head]).map { "'\($0)'" }.joined(separator: " → ")
            throw ExpressionError("circular reference: macro \(circle)", at: path.offsets[0])
        }
        var inner = self
        inner.expanding.append(path.head)
        do {
            return try inner.evaluate(macro)
        } catch where error.message.hasPrefix("circular reference") {
            throw ExpressionError(error.message, at: path.offsets[0])
        } catch {
            throw ExpressionError("macro '\(path.head)': \(error.message)", at: path.offsets[0])
        }
    }

    /// Layout's `strings.Lorem.Ipsum` and `` `strings.Some text!` ``: the
    /// rest of the path, joined by dots, is a key of the `strings` table
    /// (Localizable.strings), when the table has it; nil otherwise (the
    /// path is then read as any other, with its unknown-key message).
    private func localizedString(_ path: KeyPath) -> DataValue? {
        guard let key = Self.localizedKey(path),
              case .object(let table)? = scope.value(of: "strings"), let value = table[key] else { return nil }
        return value
    }

    /// The key `strings.Lorem.Ipsum` and `` `strings.Some text!` `` name.
    static func localizedKey(_ path: KeyPath) -> String? {
        if path.head == "strings", path.parts.count > 1 {
            var keys: [String] = []
            for part in path.parts.dropFirst() {
                guard case .key(let name) = part else { return nil }
                keys.append(name)
            }
            return keys.joined(separator: ".")
        } else if path.parts.count == 1, path.head.hasPrefix("strings."), path.head.count > 8 {
            return String(path.head.dropFirst(8))
        }
        return nil
    }

    /// `strings.KEY(a, b)`: the key's `.stringsdict` plural (which wins, as
    /// in an app bundle) or its `Localizable.strings` text as a printf
    /// format, filled with the arguments (Layout's parameterized strings).
    private func localizedFormat(_ path: KeyPath, _ arguments: [Expression], at: Int) throws(ExpressionError) -> DataValue {
        guard let key = Self.localizedKey(path) else {
            throw ExpressionError("'\(path)(…)': only a localized string (strings.KEY) takes arguments", at: at)
        }
        var values: [DataValue] = []
        for argument in arguments { values.append(try evaluate(argument)) }
        do {
            if let plural = scope.plurals.entries[key] {
                guard let rules = scope.plurals.rules else {
                    let locale = scope.plurals.locale ?? ""
                    throw ExpressionError("strings.\(key) is a plural, and there are no plural rules for the locale '\(locale)' (languages: \(PluralRules.languages.joined(separator: ", ")))", at: at)
                }
                return .string(try LocalizedFormat.apply(plural.format, arguments: values, plural: (plural, rules)))
            }
            guard case .object(let table)? = scope.value(of: "strings"), case .string(let format)? = table[key] else {
                throw ExpressionError("unknown localized string '\(key)' (not in Localizable.strings or Localizable.stringsdict)", at: path.offsets[0])
            }
            return .string(try LocalizedFormat.apply(format, arguments: values))
        } catch let failure as LocalizedFormat.Failure {
            throw ExpressionError("strings.\(key): \(failure.message)", at: at)
        } catch let error as ExpressionError {
            throw error
        } catch {
            throw ExpressionError("strings.\(key): \(error)", at: at)
        }
    }

    /// `unknown key 'nmae' in user; nearby: user.name, user.email`.
    private func unknownKeyMessage(_ key: String, parent: String?, isEmpty: Bool, siblings: () -> [String]) -> String {
        let prefix = parent.map { $0 + "." } ?? ""
        let message = "unknown key '\(prefix)\(key)'"
        if isEmpty {
            return message + (parent.map { "; \($0) is an empty object" } ?? "; there is no data (pass it with --data FILE.json)")
        }
        guard suggestsNearby else { return message + "; nearby keys are only searched for the first unknown keys" }
        nearbySearches?.add()
        return message + "; nearby: " + Nearby.names(to: key, among: siblings()).map { prefix + $0 }.joined(separator: ", ")
    }

    /// Whether `error` is an unknown key's (counted for `suggestsNearby`).
    public static func isUnknownKey(_ error: ExpressionError) -> Bool { error.message.hasPrefix("unknown key '") }

    // MARK: - Operators

    private func binary(_ op: BinaryOperator, _ leftExpression: Expression, _ rightExpression: Expression,
                        at: Int) throws(ExpressionError) -> DataValue {
        switch op {
        case .and, .or:
            let left = try boolean(leftExpression, op)
            if op == .and, !left { return .bool(false) }
            if op == .or, left { return .bool(true) }
            return .bool(try boolean(rightExpression, op))
        case .coalesce:
            let left: DataValue
            if case .keyPath(let path) = leftExpression.kind {
                left = try lookup(path, missingLastIsNull: true)
            } else {
                left = try evaluate(leftExpression)
            }
            return left == .null ? try evaluate(rightExpression) : left
        default: break
        }
        let left = try evaluate(leftExpression), right = try evaluate(rightExpression)
        switch (op, left, right) {
        case (.equal, _, _): return .bool(left == right)
        case (.notEqual, _, _): return .bool(left != right)
        case (.add, .string(let a), _): return .string(try joined(a, try text(right, at: rightExpression.offset), at: at))
        case (.add, _, .string(let b)): return .string(try joined(try text(left, at: leftExpression.offset), b, at: at))
        case (.less, .string(let a), .string(let b)): return .bool(a < b)
        case (.lessOrEqual, .string(let a), .string(let b)): return .bool(a <= b)
        case (.greater, .string(let a), .string(let b)): return .bool(a > b)
        case (.greaterOrEqual, .string(let a), .string(let b)): return .bool(a >= b)
        case (_, .number(let a), .number(let b)):
            return try arithmetic(op, a, b, at: at)
        default:
            let wanted = op == .add ? "two numbers, or a string" : [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(op) ? "two numbers or two strings" : "numbers"
            throw ExpressionError("'\(op.rawValue)' needs \(wanted), got \(left.described) and \(right.described)", at: at)
        }
    }

    private func arithmetic(_ op: BinaryOperator, _ a: Double, _ b: Double, at: Int) throws(ExpressionError) -> DataValue {
        let result: Double
        switch op {
        case .add: result = a + b
        case .subtract: result = a - b
        case .multiply: result = a * b
        case .divide:
            guard b != 0 else { throw ExpressionError("division by zero", at: at) }
            result = a / b
        case .remainder:
            guard b != 0 else { throw ExpressionError("remainder of a division by zero", at: at) }
            result = a.truncatingRemainder(dividingBy: b)
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        case .equal, .notEqual, .and, .or, .coalesce: preconditionFailure("handled by binary")
        }
        return try finite(result, at: at)
    }

    private func joined(_ a: String, _ b: String, at: Int) throws(ExpressionError) -> String {
        let (length, overflow) = a.utf8.count.addingReportingOverflow(b.utf8.count)
        guard !overflow, length <= textBudget.remaining else { throw ExpressionError(textBudget.exceededMessage, at: at) }
        return a + b
    }

    private func boolean(_ expression: Expression, _ op: BinaryOperator) throws(ExpressionError) -> Bool {
        let value = try evaluate(expression)
        guard case .bool(let bool) = value else {
            throw ExpressionError("'\(op.rawValue)' needs booleans, got \(value.described)", at: expression.offset)
        }
        return bool
    }

    private func finite(_ value: Double, at: Int) throws(ExpressionError) -> DataValue {
        guard value.isFinite else { throw ExpressionError("the result is not a finite number", at: at) }
        return .number(value)
    }

    // MARK: - Functions

    private func call(_ function: Function, _ arguments: [Expression], at: Int) throws(ExpressionError) -> DataValue {
        if function.makesColor { return try color(function, arguments) }
        var numbers: [Double] = []
        for argument in arguments {
            let value = try evaluate(argument)
            guard case .number(let number) = value else {
                throw ExpressionError("\(function.rawValue) needs numbers, got \(value.described)", at: argument.offset)
            }
            numbers.append(number)
        }
        switch function {
        case .min: return .number(numbers.min()!)
        case .max: return .number(numbers.max()!)
        case .abs: return .number(Swift.abs(numbers[0]))
        case .round: return .number(numbers[0].rounded(.toNearestOrAwayFromZero))
        case .floor: return .number(numbers[0].rounded(.down))
        case .ceil: return .number(numbers[0].rounded(.up))
        case .sqrt:
            guard numbers[0] >= 0 else { throw ExpressionError("sqrt of a negative number", at: arguments[0].offset) }
            return .number(numbers[0].squareRoot())
        case .pow: return try finite(Foundation.pow(numbers[0], numbers[1]), at: at)
        case .rgb, .rgba: preconditionFailure("handled by color")
        }
    }

    /// `rgb(r, g, b)`, `rgba(r, g, b, a)`: channels 0…255 and alpha 0…1, as
    /// CSS and `Color.parse` read them.
    private func color(_ function: Function, _ arguments: [Expression]) throws(ExpressionError) -> DataValue {
        var components: [Double] = []
        for (position, argument) in arguments.enumerated() {
            let value = try evaluate(argument)
            guard case .number(let number) = value else {
                throw ExpressionError("\(function.rawValue) needs numbers, got \(value.described)", at: argument.offset)
            }
            let isAlpha = position == 3
            guard number >= 0, number <= (isAlpha ? 1 : 255) else {
                throw ExpressionError(isAlpha ? "alpha \(jsonNumber(number)) is outside 0…1"
                                              : "colour channel \(jsonNumber(number)) is outside 0…255", at: argument.offset)
            }
            components.append(isAlpha ? number : number / 255)
        }
        return .color(Color(red: components[0], green: components[1], blue: components[2],
                            alpha: components.count == 4 ? components[3] : 1))
    }

    // MARK: - Text

    /// A value as it reads inside text: numbers as `gravity frames` prints
    /// them (`6`, `2.6`), null as nothing (Layout's rule for strings).
    public func text(_ value: DataValue, at: Int) throws(ExpressionError) -> String {
        switch value {
        case .null:
            if refusesNull { throw ExpressionError("the value is nil (null in the data), which this attribute cannot take", at: at) }
            return ""
        case .bool(let bool): return bool ? "true" : "false"
        case .number(let number): return jsonNumber(number)
        case .string(let text): return text
        case .color(let color): return color.expressionText
        case .array, .object:
            throw ExpressionError("\(value.typeName) cannot be written as text; pick one of its values", at: at)
        }
    }
}

private extension DataValue {
    var isCountable: Bool {
        switch self {
        case .array, .string: return true
        default: return false
        }
    }
}
