import GravityDocument
import GravityValues

/// The front-end-neutral description of a relation between views (SPEC §7).
/// Every front end (Simple Format Language lines, Keep Layout attributes,
/// Relativity anchors, Layout's frame expressions, the Swift API) produces
/// these; the constraint layer in Layout turns them into solver constraints.
///
/// A constraint reads `expression relation 0`, where `expression` is a
/// linear sum of view anchors plus a constant, in points.

/// What a constraint may read of a view. `right bottom centerX centerY` and
/// the label anchors are derived from the four variables `left top width
/// height`; `leading`/`trailing` are `left`/`right` (Resolve rewrites them
/// in a right-to-left layer: `AnchorExpression.rightToLeft`).
public enum LayoutAnchor: String, Hashable, Sendable, CaseIterable {
    /// Edges, centres and sizes, in points; `leading`/`trailing` follow the layer's direction.
    case left, right, top, bottom, leading, trailing, centerX, centerY, width, height
    /// First baseline of a label; the bottom edge of a view without text.
    case baseline
    /// Last baseline of a label; the bottom edge of a view without text.
    case lastBaseline
    /// First baseline minus cap height; the top edge of a view without text.
    case capTop
    /// First baseline minus x-height; the top edge of a view without text.
    case xTop

    /// The axis the anchor lies on.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: return .horizontal
        default: return .vertical
        }
    }

    /// Whether the anchor is a size rather than a position.
    public var isSize: Bool { self == .width || self == .height }
}

/// Which view an anchor belongs to.
public enum ConstraintItem: Hashable, Sendable {
    /// The constraint layer's content box (`parent`, alias `superview`).
    case parent
    /// A child of the layer by id, as written; Resolve turns it into `.child`.
    case named(String)
    /// The element a Keep attribute or frame expression is written on;
    /// Resolve turns it into `.child`.
    case own
    /// The sibling before or after `.own` in document order (Layout's
    /// `previous.` and `next.`); Resolve turns them into `.child`.
    case previous, next
    /// A child of the layer by index in its `children` (hidden ones included).
    case child(Int)
}

/// `coefficient × item.anchor`.
public struct AnchorTerm: Hashable, Sendable {
    /// Multiplies the anchor's value.
    public var coefficient: Double
    /// Whose anchor: the element itself, a sibling, the layer.
    public var item: ConstraintItem
    /// Which of the item's values.
    public var anchor: LayoutAnchor

    /// `coefficient × item.anchor`.
    public init(_ coefficient: Double, _ item: ConstraintItem, _ anchor: LayoutAnchor) {
        self.coefficient = coefficient
        self.item = item
        self.anchor = anchor
    }
}

/// A linear sum of anchors plus a constant (points).
public struct AnchorExpression: Hashable, Sendable {
    /// The anchor terms, summed.
    public var terms: [AnchorTerm]
    /// Points added to the sum.
    public var constant: Double

    /// A sum of `terms` plus `constant`; empty is 0.
    public init(terms: [AnchorTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// One anchor, coefficient 1.
    public init(_ item: ConstraintItem, _ anchor: LayoutAnchor) {
        self.init(terms: [AnchorTerm(1, item, anchor)])
    }

    /// A constant alone, in points.
    public static func constant(_ value: Double) -> AnchorExpression { AnchorExpression(constant: value) }

    /// The sum of both expressions.
    public static func + (a: AnchorExpression, b: AnchorExpression) -> AnchorExpression {
        AnchorExpression(terms: a.terms + b.terms, constant: a.constant + b.constant)
    }

    /// The difference of both expressions.
    public static func - (a: AnchorExpression, b: AnchorExpression) -> AnchorExpression { a + b * -1 }

    /// Every term and the constant multiplied by `factor`.
    public static func * (a: AnchorExpression, factor: Double) -> AnchorExpression {
        AnchorExpression(terms: a.terms.map { AnchorTerm($0.coefficient * factor, $0.item, $0.anchor) },
                         constant: a.constant * factor)
    }

    /// Whether it has no anchor terms (a number).
    public var isConstant: Bool { terms.allSatisfy { $0.coefficient == 0 } }

    /// The expression in a right-to-left layer (SPEC §9): `leading` and
    /// `trailing` measure from the layer's right edge towards the left, as
    /// Auto Layout's do, so `a.leading = parent.leading + 10` puts `a` 10
    /// points from the right and `b.leading = a.trailing + 8` puts `b` 8
    /// points left of `a`: leading is `parent.width − right`, trailing
    /// `parent.width − left`. Like terms are merged, so the layer's width
    /// stays only where it does not cancel.
    public var rightToLeft: AnchorExpression {
        var merged: [AnchorTerm] = []
        func add(_ term: AnchorTerm) {
            if let index = merged.firstIndex(where: { $0.item == term.item && $0.anchor == term.anchor }) {
                merged[index].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        for term in terms {
            switch term.anchor {
            case .leading, .trailing:
                add(AnchorTerm(term.coefficient, .parent, .width))
                add(AnchorTerm(-term.coefficient, term.item, term.anchor == .leading ? .right : .left))
            default:
                add(term)
            }
        }
        return AnchorExpression(terms: merged.filter { $0.coefficient != 0 }, constant: constant)
    }

    /// Every item replaced by `transform` (id resolution).
    public func mapItems(_ transform: (ConstraintItem) -> ConstraintItem) -> AnchorExpression {
        AnchorExpression(terms: terms.map { AnchorTerm($0.coefficient, transform($0.item), $0.anchor) }, constant: constant)
    }
}

/// How the expression relates to 0.
public enum RelationOperator: String, Hashable, Sendable {
    /// Equal: `=` or `==` in SFL.
    case equal = "=="
    /// At most.
    case lessOrEqual = "<="
    /// At least.
    case greaterOrEqual = ">="
}

/// One constraint: `expression relation 0` at `priority` (1…1000; 1000 is
/// required), with where it was written and how, for diagnostics.
public struct RelationConstraint: Hashable, Sendable {
    /// Left side minus right side, as the relation reads it against 0.
    public var expression: AnchorExpression
    /// Equal, at most or at least.
    public var relation: RelationOperator
    /// 1…1000; 1000 is required.
    public var priority: Double
    /// Where it was written (the start of its line or attribute value).
    public var location: SourceLocation?
    /// As written (an SFL line, `keepWidth="min 100"`), for messages.
    public var source: String

    /// `lhs relation rhs` at `priority` (required unless given), stored as `lhs - rhs relation 0`.
    public init(_ lhs: AnchorExpression, _ relation: RelationOperator, _ rhs: AnchorExpression,
                priority: Double = ConstraintPriority.required, location: SourceLocation? = nil, source: String = "") {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.location = location
        self.source = source
    }

    /// True at priority 1000: the layout fails rather than break it.
    public var isRequired: Bool { priority >= ConstraintPriority.required }

    /// Items replaced by `transform`.
    public func mapItems(_ transform: (ConstraintItem) -> ConstraintItem) -> RelationConstraint {
        var copy = self
        copy.expression = expression.mapItems(transform)
        return copy
    }

    /// The constraint in a right-to-left layer (`AnchorExpression.rightToLeft`).
    public var rightToLeft: RelationConstraint {
        var copy = self
        copy.expression = expression.rightToLeft
        return copy
    }
}

/// Named priority levels (SPEC §7.1, Keep Layout's).
public enum ConstraintPriority {
    /// Must hold (1000): a conflict is a located error.
    public static let required = 1000.0
    /// UIKit's `defaultHigh` (750): compression resistance's default.
    public static let high = 750.0
    /// UIKit's `defaultLow` (250): content hugging's default.
    public static let low = 250.0
    /// UIKit's `fittingSizeLevel` (50).
    public static let fitting = 50.0
    /// Gravity's placement of an axis nothing else decides.
    public static let gravity = 1.0
    /// Measuring a self-sizing layer: each child inside the content box,
    /// just above the fitting size's own pull (`fitting`), below every
    /// priority a document writes above it (SelfSizing).
    public static let containment = 50.5
    /// The engine's last tie-break, below every priority a document can
    /// write: a size nothing decides is 0.
    public static let tieBreak = 0.5

    /// `required`, `high`, `low`, `fitting` or a number 1…1000.
    public static func parse(_ text: String) throws -> Double {
        let trimmed = text.trimmingSpaces()
        switch trimmed.lowercased() {
        case "required": return required
        case "high": return high
        case "low": return low
        case "fitting": return fitting
        default: break
        }
        guard let value = parseFiniteNumber(trimmed) else {
            throw ValueError("'\(trimmed)' is not a priority (a number 1…1000, or required, high, low, fitting)")
        }
        guard value >= 1, value <= 1000 else { throw ValueError("priority \(trimmed) is outside 1…1000") }
        return value
    }
}
