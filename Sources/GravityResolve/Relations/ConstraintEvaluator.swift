import GravityDocument
import GravityValues

/// Gives parsed constraint terms their meaning: names to views, anchors and
/// metrics; `+ - * /` kept linear; Relativity's point anchors as pairs of
/// coordinates (SPEC §7.2, §7.4).
struct ConstraintEvaluator {
    var metrics: [String: Double]
    /// Child ids a constraint may name, in document order; nil: any.
    var views: [String]? {
        didSet { viewSet = views.map(Set.init) }
    }
    private var viewSet: Set<String>?

    init(metrics: [String: Double], views: [String]?) {
        self.metrics = metrics
        self.views = views
        viewSet = views.map(Set.init)
    }

    /// A side of a constraint: a number-valued expression, or a point
    /// (two expressions: x and y) for Relativity's anchors, pairs and sizes.
    enum Value {
        case scalar(AnchorExpression)
        case point(AnchorExpression, AnchorExpression)
    }

    /// Relativity's point anchors: the x and y anchors of each.
    static let pointAnchors: [String: (LayoutAnchor, LayoutAnchor)] = [
        "topLeft": (.left, .top), "top": (.centerX, .top), "topRight": (.right, .top),
        "left": (.left, .centerY), "middle": (.centerX, .centerY), "right": (.right, .centerY),
        "bottomLeft": (.left, .bottom), "bottom": (.centerX, .bottom), "bottomRight": (.right, .bottom),
        "capLeft": (.left, .capTop), "cap": (.centerX, .capTop), "capRight": (.right, .capTop),
        "baselineLeft": (.left, .baseline), "baseline": (.centerX, .baseline), "baselineRight": (.right, .baseline),
        "size": (.width, .height),
    ]

    /// Names that are SFL's number attributes too (`view.top`): they mean
    /// the point anchor only in a line that is about points.
    static let sharedNames: Set<String> = ["top", "left", "right", "bottom", "baseline", "cap"]

    static func scalarAnchor(_ name: String) -> LayoutAnchor? {
        name == "cap" ? .capTop : LayoutAnchor(rawValue: name)
    }

    static let anchorNames = LayoutAnchor.allCases.map(\.rawValue) + ["cap"]
        + pointAnchors.keys.filter { LayoutAnchor(rawValue: $0) == nil && $0 != "cap" }.sorted()

    // MARK: - Lines

    func relation(_ lhs: ConstraintTerm, _ relation: RelationOperator, _ rhs: ConstraintTerm,
                  priority: Double) throws -> [RelationConstraint] {
        let points = isAboutPoints(lhs) || isAboutPoints(rhs)
        let left = try value(lhs, points: points), right = try value(rhs, points: points)
        switch (left, right) {
        case (.scalar(let a), .scalar(let b)):
            if a.isConstant && b.isConstant {
                throw ConstraintSyntaxError("the constraint relates no view attribute", offset: lhs.offset)
            }
            return [RelationConstraint(a, relation, b, priority: priority)]
        case (.point(let ax, let ay), .point(let bx, let by)):
            return [RelationConstraint(ax, relation, bx, priority: priority),
                    RelationConstraint(ay, relation, by, priority: priority)]
        default:
            throw ConstraintSyntaxError("one side is a point and the other a number: relate a point anchor "
                                        + "(topLeft, middle, size, …) to a point or a pair (dx, dy)", offset: rhs.offset)
        }
    }

    /// Whether a side mentions a pair, `|--|` or an anchor that is only a point.
    private func isAboutPoints(_ term: ConstraintTerm) -> Bool {
        switch term {
        case .number: return false
        case .reference(_, let anchor, _):
            guard let anchor else { return false }
            return Self.pointAnchors[anchor] != nil && !Self.sharedNames.contains(anchor)
        case .negate(let inner, _): return isAboutPoints(inner)
        case .binary(_, let a, let b, _): return isAboutPoints(a) || isAboutPoints(b)
        case .pair, .between: return true
        }
    }

    // MARK: - Terms

    func value(_ term: ConstraintTerm, points: Bool = false) throws -> Value {
        switch term {
        case .number(let number, _):
            return .scalar(.constant(number))
        case .reference(let name, let anchor, let offset):
            return try reference(name, anchor, offset: offset, points: points)
        case .negate(let inner, _):
            return try scaled(value(inner, points: points), by: -1)
        case .pair(let x, let y, let offset):
            guard case .scalar(let dx) = try value(x), case .scalar(let dy) = try value(y) else {
                throw ConstraintSyntaxError("a pair holds two numbers (dx, dy)", offset: offset)
            }
            return .point(dx, dy)
        case .between(let a, let b, let offset):
            guard case .point(let ax, let ay) = try value(a, points: true),
                  case .point(let bx, let by) = try value(b, points: true) else {
                throw ConstraintSyntaxError("'|--|' measures between two point anchors (a.topRight |--| c.bottomLeft)", offset: offset)
            }
            return .point(bx - ax, by - ay)
        case .binary(let op, let a, let b, let offset):
            let left = try value(a, points: points), right = try value(b, points: points)
            switch (op, left, right) {
            case ("+", .scalar(let x), .scalar(let y)): return .scalar(x + y)
            case ("-", .scalar(let x), .scalar(let y)): return .scalar(x - y)
            case ("+", .point(let x1, let y1), .point(let x2, let y2)): return .point(x1 + x2, y1 + y2)
            case ("-", .point(let x1, let y1), .point(let x2, let y2)): return .point(x1 - x2, y1 - y2)
            case ("+", _, _), ("-", _, _):
                throw ConstraintSyntaxError("cannot \(op == "+" ? "add" : "subtract") a point and a number: "
                                            + "offset a point by a pair (dx, dy)", offset: offset)
            case ("*", _, _):
                if case .scalar(let x) = left, x.isConstant { return try scaled(right, by: x.constant) }
                if case .scalar(let y) = right, y.isConstant { return try scaled(left, by: y.constant) }
                throw ConstraintSyntaxError("'\(written(a)) * \(written(b))' is not linear: one side of '*' must be a number", offset: offset)
            default:  // "/"
                guard case .scalar(let y) = right, y.isConstant else {
                    throw ConstraintSyntaxError("'/ \(written(b))' is not linear: divide by a number", offset: offset)
                }
                guard y.constant != 0 else { throw ConstraintSyntaxError("division by zero", offset: offset) }
                return try scaled(left, by: 1 / y.constant)
            }
        }
    }

    private func scaled(_ value: Value, by factor: Double) throws -> Value {
        switch value {
        case .scalar(let x): return .scalar(x * factor)
        case .point(let x, let y): return .point(x * factor, y * factor)
        }
    }

    private func reference(_ name: String, _ anchor: String?, offset: Int, points: Bool) throws -> Value {
        guard let anchor else {
            if let metric = metrics[name] { return .scalar(.constant(metric)) }
            if Self.parentNames.contains(name) || viewSet?.contains(name) == true {
                throw ConstraintSyntaxError("'\(name)' is a view: write \(name).attribute (\(name).width, \(name).left, …)", offset: offset)
            }
            let known = metrics.keys.sorted()
            throw ConstraintSyntaxError("unknown metric '\(name)'"
                                        + (known.isEmpty ? " (define it in <Z.metrics> or the data)" : " (metrics: \(candidateList(known, limit: 20)))"),
                                        offset: offset)
        }
        let item = try self.item(name, offset: offset)
        if points || Self.scalarAnchor(anchor) == nil, let (x, y) = Self.pointAnchors[anchor] {
            return .point(AnchorExpression(item, x), AnchorExpression(item, y))
        }
        guard let scalar = Self.scalarAnchor(anchor) else {
            throw ConstraintSyntaxError("unknown attribute '\(anchor)' (\(Self.anchorNames.joined(separator: ", ")))", offset: offset + name.unicodeScalars.count + 1)
        }
        return .scalar(AnchorExpression(item, scalar))
    }

    func item(_ name: String, offset: Int) throws -> ConstraintItem {
        if Self.parentNames.contains(name) { return .parent }
        let id = name.hasPrefix("#") ? String(name.dropFirst()) : name
        if let views, viewSet?.contains(id) == false {
            throw ConstraintSyntaxError(Self.unknownView(id, views: views), offset: offset)
        }
        return .named(id)
    }

    static func unknownView(_ id: String, views: [String]) -> String {
        // A bounded list: a layer may have thousands of children.
        return "unknown view '\(id)': a constraint may use parent (or superview)"
            + (views.isEmpty ? " only, as no child of this layer has an id" : " and this layer's children \(candidateList(views, limit: 20))")
    }

    static var parentNames: Set<String> { SimpleFormat.parentNames }

    /// A term as written (for messages).
    private func written(_ term: ConstraintTerm) -> String {
        switch term {
        case .number(let value, _): return formatNumber(value)
        case .reference(let view, let anchor, _): return anchor.map { "\(view).\($0)" } ?? view
        case .negate(let inner, _): return "-\(written(inner))"
        case .binary(let op, let a, let b, _): return "\(written(a)) \(op) \(written(b))"
        case .pair(let a, let b, _): return "(\(written(a)), \(written(b)))"
        case .between(let a, let b, _): return "\(written(a)) |--| \(written(b))"
        }
    }
}
