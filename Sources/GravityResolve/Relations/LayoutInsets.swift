/// Layout's `right`/`bottom` with `LayoutNode.useLegacyLayoutMode = false`
/// (SPEC §14.1): insets from the parent's edges rather than edge coordinates.
/// The solver works in edge coordinates, so the expression is rewritten:
/// 1. `right="E"` sets the right edge to `parent.width - E` (`bottom` likewise
///    with `parent.height`).
/// 2. Inside it, as `LayoutNode`'s getters read them while `right` is
///    evaluated: `x.right` is x's inset (`parent.width - x.right`), and
///    `x.left` too (`right="next.left + 8"` keeps 8 points before next).
/// 3. In any other attribute `x.right` is x's inset, but in `left` (and
///    `x.bottom` in `top`), where it is x's edge, as Layout reads it.
extension FrameExpression {
    /// The expression with Layout's non-legacy insets turned into edges.
    func withLayoutInsets() -> FrameExpression {
        var copy = self
        copy.value = value.insetsAsEdges(evaluating: anchor)
        switch anchor {
        case .right: copy.value = .binary(.subtract, .anchor(.parent, .width), copy.value)
        case .bottom: copy.value = .binary(.subtract, .anchor(.parent, .height), copy.value)
        default: break
        }
        return copy
    }
}

extension FrameValue {
    /// Steps 2 and 3 for an expression of attribute `evaluating`.
    func insetsAsEdges(evaluating attribute: LayoutAnchor) -> FrameValue {
        switch self {
        case .number, .bool, .natural: return self
        case .anchor(let item, let anchor):
            let inset: Bool
            switch anchor {
            case .right: inset = attribute != .left
            case .bottom: inset = attribute != .top
            case .left: inset = attribute == .right
            case .top: inset = attribute == .bottom
            default: inset = false
            }
            guard inset, item != .parent else { return self }
            let size: LayoutAnchor = anchor == .left || anchor == .right ? .width : .height
            return .binary(.subtract, .anchor(.parent, size), self)
        case .unary(let op, let a): return .unary(op, a.insetsAsEdges(evaluating: attribute))
        case .binary(let op, let a, let b):
            return .binary(op, a.insetsAsEdges(evaluating: attribute), b.insetsAsEdges(evaluating: attribute))
        case .conditional(let c, let a, let b):
            return .conditional(c.insetsAsEdges(evaluating: attribute), a.insetsAsEdges(evaluating: attribute),
                                b.insetsAsEdges(evaluating: attribute))
        case .call(let function, let arguments):
            return .call(function, arguments.map { $0.insetsAsEdges(evaluating: attribute) })
        }
    }
}
