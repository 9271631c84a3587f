import GravityDocument
import GravityValues

/// Layout's frame expressions (SPEC §7.5): `left="previous.right + 8"`,
/// `top="parent.height / 2 - height / 2"`, `width="max(auto, 44)"` on a
/// child of a `Z`. The expression is parsed with Layout's grammar
/// (`Expression`) and its names resolved here: what remains is arithmetic
/// over anchors, `auto` and numbers. A linear one becomes exactly the
/// equivalent required constraint; `min`, `max` and `?:` over layout values
/// are evaluated in dependency order.
public struct FrameExpression: Hashable, Sendable {
    /// The element it is written on (`.own` until Resolve makes it `.child`).
    public var item: ConstraintItem
    /// `left top right bottom centerX centerY width height`.
    public var anchor: LayoutAnchor
    /// The expression with its names resolved.
    public var value: FrameValue
    /// Where the attribute's value starts.
    public var location: SourceLocation?
    /// As written (`left="previous.right + 8"`), for messages.
    public var source: String

    /// The attributes that take frame expressions.
    public static let attributes: [LayoutAnchor] = [.left, .top, .right, .bottom, .centerX, .centerY, .width, .height]

    /// An expression setting `anchor` of `item` to `value`; `source` is the text as written.
    public init(item: ConstraintItem = .own, anchor: LayoutAnchor, value: FrameValue, location: SourceLocation?, source: String) {
        self.item = item
        self.anchor = anchor
        self.value = value
        self.location = location
        self.source = source
    }

    /// Parses the value of attribute `anchor`; bare names other than `auto`
    /// and the element's anchors read `constants`.
    public static func parse(_ anchor: LayoutAnchor, _ text: String, origin: SourceLocation?,
                             constants: FrameConstants = FrameConstants()) -> (FrameExpression?, [Diagnostic]) {
        let locator = ValueLocator(text, origin: origin)
        let source = "\(anchor.rawValue)=\"\(text)\""
        do {
            let expression = try Expression.parse(text)
            if try typeCheck(expression, constants) != .number {
                throw ExpressionError("\(anchor.rawValue) needs a number of points, not a boolean", at: expression.offset)
            }
            let value = try FrameValue(expression, axis: anchor.axis, constants: constants)
            return (FrameExpression(anchor: anchor, value: value, location: origin, source: source), [])
        } catch let error as ExpressionError {
            return (nil, [.error("\(anchor.rawValue): \(error.message)", at: locator.location(at: error.offset))])
        } catch {
            return (nil, [.error("\(anchor.rawValue): \(error)", at: origin)])
        }
    }

    /// The expression with every item (its own and those it reads) replaced by `transform`.
    public func mapItems(_ transform: (ConstraintItem) -> ConstraintItem) -> FrameExpression {
        var copy = self
        copy.item = transform(item)
        copy.value = value.mapItems(transform)
        return copy
    }
}

/// A frame expression with its names resolved.
public indirect enum FrameValue: Hashable, Sendable {
    /// A number in points (or a plain number for `min`/`max` arguments).
    case number(Double)
    /// A boolean, for `?:` conditions.
    case bool(Bool)
    /// An anchor of an element: `previous.right`.
    case anchor(ConstraintItem, LayoutAnchor)
    /// `auto`: the element's natural size on the attribute's axis.
    case natural
    /// `-x`, `!flag`.
    case unary(UnaryOperator, FrameValue)
    /// Arithmetic and comparisons over the operands.
    case binary(BinaryOperator, FrameValue, FrameValue)
    /// `condition ? then : else`.
    case conditional(FrameValue, FrameValue, FrameValue)
    /// `min`, `max` and the other built-in functions.
    case call(Function, [FrameValue])

    /// Resolves names: `parent.`, `previous.`, `next.`, `#id.` and `id.`,
    /// the element's own attributes unqualified, `auto`, `N%` of the
    /// parent's size on `axis`, and other bare names from `constants`.
    init(_ expression: Expression, axis: Axis, constants: FrameConstants = FrameConstants()) throws(ExpressionError) {
        switch expression.kind {
        case .number(let value): self = .number(value)
        case .bool(let value): self = .bool(value)
        case .string, .null:
            throw ExpressionError("a frame expression computes a number of points, not a string or null", at: expression.offset)
        case .color:
            throw ExpressionError("a frame expression computes a number of points, not a colour", at: expression.offset)
        case .localized:
            throw ExpressionError("a frame expression computes a number of points, not a localized string", at: expression.offset)
        case .call(let function, _) where function.makesColor:
            throw ExpressionError("a frame expression computes a number of points, not a colour (\(function.rawValue))", at: expression.offset)
        case .percent(let value):
            self = .binary(.multiply, .number(value / 100), .anchor(.parent, axis == .horizontal ? .width : .height))
        case .keyPath(let path):
            self = try FrameValue.reference(path, constants, axis: axis)
        case .unary(let op, let operand):
            let value = try FrameValue(operand, axis: axis, constants: constants)
            if op == .not, case .bool(let flag) = value { self = .bool(!flag) } else { self = .unary(op, value) }
        case .binary(let op, let a, let b):
            // `layer.contents == nil`: whether the view sets that object (nil unless written).
            if op == .equal || op == .notEqual, let property = FrameValue.nilComparison(a, b) ?? FrameValue.nilComparison(b, a) {
                self = .bool(constants.written.contains(property) == (op == .notEqual))
                return
            }
            if op == .coalesce { throw ExpressionError("'??' has no meaning in a frame expression: layout values are never null", at: expression.offset) }
            let x = try FrameValue(a, axis: axis, constants: constants), y = try FrameValue(b, axis: axis, constants: constants)
            // Conditions over the data alone are decided here too (`isWide && !isCompact`).
            switch (op, x, y) {
            case (.and, .bool(let p), .bool(let q)): self = .bool(p && q)
            case (.or, .bool(let p), .bool(let q)): self = .bool(p || q)
            case (.equal, .bool(let p), .bool(let q)): self = .bool(p == q)
            case (.notEqual, .bool(let p), .bool(let q)): self = .bool(p != q)
            default: self = .binary(op, x, y)
            }
        case .conditional(let c, let a, let b):
            let condition = try FrameValue(c, axis: axis, constants: constants)
            let then = try FrameValue(a, axis: axis, constants: constants), otherwise = try FrameValue(b, axis: axis, constants: constants)
            // A condition over the data alone (`isToggled ? (100% - 15) / 2 : 100%`) chooses
            // its branch here, so a linear branch stays a constraint.
            if case .bool(let chosen) = condition {
                self = chosen ? then : otherwise
            } else {
                self = .conditional(condition, then, otherwise)
            }
        case .call(let function, let arguments):
            var values: [FrameValue] = []
            for argument in arguments { values.append(try FrameValue(argument, axis: axis, constants: constants)) }
            self = .call(function, values)
        }
    }

    private static func reference(_ path: KeyPath, _ constants: FrameConstants, axis: Axis) throws(ExpressionError) -> FrameValue {
        // A subscript reads the data (Layout's array macros and constants: `ITEMS[1]`).
        if !path.isElementReference, path.parts.contains(where: { if case .index = $0 { true } else { false } }) {
            // Its message is thrown away: no search for nearby keys.
            var evaluator = ExpressionEvaluator(scope: constants.data)
            evaluator.suggestsNearby = false
            switch try? evaluator.evaluate(Expression(.keyPath(path), at: path.offsets[0])) {
            case .number(let value)?: return .number(value)
            case .bool(let value)?: return .bool(value)
            case let value?:
                throw ExpressionError("'\(path)' is \(value.described) in the data; a frame expression computes with numbers", at: path.offsets[0])
            case nil: break
            }
        }
        var names: [String] = []
        for part in path.parts {
            guard case .key(let name) = part else {
                throw ExpressionError("'\(path)': a frame expression reads view.attribute, not an index", at: path.offsets[0])
            }
            names.append(name)
        }
        // Layout's macros over layout terms, expanded here: `previous` is this view's.
        if !path.isElementReference, let macro = constants.data.macro(named: names[0]) {
            if let open = constants.expanding.firstIndex(of: names[0]) {
                let circle = (constants.expanding[open...] + [names[0]]).map { "'\($0)'" }.joined(separator: " → ")
                throw ExpressionError("circular reference: macro \(circle)", at: path.offsets[0])
            }
            guard names.count == 1 else {
                throw ExpressionError("'\(path)': macro '\(names[0])' is a value, not a view with attributes", at: path.offsets[0])
            }
            var inner = constants
            inner.expanding.append(names[0])
            inner.defining = nil
            return try FrameValue(macro.relocated(to: path.offsets[0]), axis: axis, constants: inner)
        }
        // UIKit's safe area: the view's own, and its parent's.
        if !path.isElementReference, let insets = safeAreaInsets(names, constants) {
            guard let edge = names.last, let value = insets.edge(edge), names.count == (names[0] == "parent" ? 3 : 2) else {
                throw ExpressionError("'\(path)': write safeAreaInsets.top, .left, .bottom or .right (or parent.safeAreaInsets.top)", at: path.offsets[0])
            }
            return .number(value)
        }
        if names.count == 1, !path.isElementReference {
            if names[0] == "auto" { return .natural }
            if names[0] == constants.defining, case .number(let value)? = constants.value(of: names[0]) { return .number(value) }
            if let anchor = LayoutAnchor(rawValue: names[0]) { return .anchor(.own, anchor) }
            switch constants.value(of: names[0]) {
            case .number(let value): return .number(value)
            case .bool(let value): return .bool(value)
            case let value?:
                throw ExpressionError("'\(names[0])' is \(value.described) in the data; a frame expression computes with numbers", at: path.offsets[0])
            case nil:
                throw ExpressionError(constants.unknownName(names[0]), at: path.offsets[0])
            }
        }
        if !path.isElementReference, names.count >= 2, OwnProperties.isProperty(names.joined(separator: ".")) {
            let property = names.joined(separator: ".")
            guard let value = OwnProperties.value(property, own: constants.own) else {
                throw ExpressionError("unknown property '\(names.dropFirst().joined(separator: "."))' of \(names[0]) (a frame expression reads "
                                      + OwnProperties.defaults.keys.filter { $0.hasPrefix(names[0] + ".") }.sorted().joined(separator: ", ") + ")",
                                      at: path.offsets[0])
            }
            return .number(value)
        }
        guard names.count == 2 else {
            throw ExpressionError("'\(path)': write view.attribute (parent.width, previous.right, header.bottom)", at: path.offsets[0])
        }
        let item: ConstraintItem
        switch names[0] {
        case _ where path.isElementReference: item = .named(names[0])
        case "parent", "superview": item = .parent
        case "previous": item = .previous
        case "next": item = .next
        default: item = .named(names[0])
        }
        guard let anchor = ConstraintEvaluator.scalarAnchor(names[1]) else {
            throw ExpressionError("unknown attribute '\(names[1])' (\(LayoutAnchor.allCases.map(\.rawValue).joined(separator: ", ")))", at: path.offsets[1])
        }
        return .anchor(item, anchor)
    }

    /// The property of `property == nil` when it is one that is nil unless written.
    private static func nilComparison(_ property: Expression, _ null: Expression) -> String? {
        guard case .null = null.kind, case .keyPath(let path) = property.kind, !path.isElementReference else { return nil }
        let name = path.description
        return OwnProperties.nilByDefault.contains(name) ? name : nil
    }

    /// The insets `names` reads: the view's own (`safeAreaInsets.…`) or its
    /// parent's (`parent.safeAreaInsets.…`); nil for any other name.
    private static func safeAreaInsets(_ names: [String], _ constants: FrameConstants) -> Insets? {
        if names[0] == "safeAreaInsets" { return constants.safeArea }
        if names.count >= 2, names[0] == "parent" || names[0] == "superview", names[1] == "safeAreaInsets" { return constants.parentSafeArea }
        return nil
    }

    /// The value with every item replaced by `transform`.
    public func mapItems(_ transform: (ConstraintItem) -> ConstraintItem) -> FrameValue {
        switch self {
        case .number, .bool, .natural: return self
        case .anchor(let item, let anchor): return .anchor(transform(item), anchor)
        case .unary(let op, let a): return .unary(op, a.mapItems(transform))
        case .binary(let op, let a, let b): return .binary(op, a.mapItems(transform), b.mapItems(transform))
        case .conditional(let c, let a, let b): return .conditional(c.mapItems(transform), a.mapItems(transform), b.mapItems(transform))
        case .call(let function, let arguments): return .call(function, arguments.map { $0.mapItems(transform) })
        }
    }

    /// Every anchor it reads.
    public var anchors: [(ConstraintItem, LayoutAnchor)] {
        switch self {
        case .number, .bool, .natural: return []
        case .anchor(let item, let anchor): return [(item, anchor)]
        case .unary(_, let a): return a.anchors
        case .binary(_, let a, let b): return a.anchors + b.anchors
        case .conditional(let c, let a, let b): return c.anchors + a.anchors + b.anchors
        case .call(_, let arguments): return arguments.flatMap(\.anchors)
        }
    }
}
