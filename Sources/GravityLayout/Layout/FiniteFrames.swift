import GravityValues

/// Every number layout hands on (frames, then `gravity frames`, SVG and
/// pixels) is finite and within ±`FiniteFrames.largest` points. Constraint
/// layers refuse larger numbers where they are written (`LayerSystem.add`);
/// what is left (a product of large coefficients, a solver that ran out of
/// precision) is caught here, at the element, and drawn at 0 so every
/// output stays valid while the run fails.
enum FiniteFrames {
    /// A billion points: beyond any canvas the limits allow (a PNG side is
    /// at most 1,000,000 device pixels) and still exact to 1/10⁶ point.
    static let largest = 1e9

    static func isInRange(_ value: Double) -> Bool { abs(value) <= largest }

    static let rangeText = "±1,000,000,000 points"
}

extension LayoutPass {
    /// `rect` with each value outside the range replaced by 0, and an
    /// error at the element naming them.
    mutating func finiteRect(_ rect: Rect, of index: Int) -> Rect {
        let fields = [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)]
        let bad = fields.filter { !FiniteFrames.isInRange($0.1) }
        guard !bad.isEmpty else { return rect }
        let named = "<\(tree.nodes[index].kind.rawValue)>" + (tree.frames[index].id.map { " '\($0)'" } ?? "")
        let values = bad.map { "\($0.0) = \($0.1)" }.joined(separator: ", ")
        report(.error("the layout gives \(named) \(values), not a finite number within \(FiniteFrames.rangeText) (drawn as 0)",
                      at: tree.locations[index]))
        func clean(_ value: Double) -> Double { FiniteFrames.isInRange(value) ? value : 0 }
        return Rect(x: clean(rect.x), y: clean(rect.y), width: clean(rect.width), height: clean(rect.height))
    }
}
