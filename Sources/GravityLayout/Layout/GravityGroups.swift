import GravityResolve
import GravityValues

/// Which children of a constraint layer gravity places, per axis (SPEC
/// §7.1: "a child that no constraint places on an axis is placed there by
/// its gravity").
///
/// Children tied together on an axis by required equalities (`b.left =
/// a.right + 8`) form a group; a group tied to the layer (through `parent`,
/// or a constraint that fixes a position outright, `a.left = 10`) is placed
/// by its constraints. A group that floats is placed by the gravity of its
/// first child in document order, as one block from its first child's start
/// to its last child's end; a child in no group by its own gravity. One
/// gravity preference per floating group keeps the problem small: one per
/// child of a long chain made every row of the solver depend on every other.
enum GravityGroups {
    /// Per axis, for each child: the last child of the floating group it is
    /// the first of (itself when alone), or -1 when gravity does not place it.
    static func placed(childCount: Int, constraints: [RelationConstraint], frames: [FrameExpression]) -> (horizontal: [Int], vertical: [Int]) {
        (groups(.horizontal, childCount, constraints, frames), groups(.vertical, childCount, constraints, frames))
    }

    private static func groups(_ axis: Axis, _ count: Int, _ constraints: [RelationConstraint], _ frames: [FrameExpression]) -> [Int] {
        // Union-find over the children, with `count` standing for the layer itself.
        var parent = Array(0...count)
        func root(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        func union(_ a: Int, _ b: Int) {
            let (ra, rb) = (root(a), root(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        func link(_ terms: [(item: ConstraintItem, anchor: LayoutAnchor, coefficient: Double)]) {
            var children: [Int] = []
            var anchored = false
            var sum = 0.0
            for term in terms where term.anchor.axis == axis && term.coefficient != 0 {
                switch term.item {
                case .parent: anchored = true
                case .child(let k) where k >= 0 && k < count && !term.anchor.isSize:
                    children.append(k)
                    sum += term.coefficient
                default: break
                }
            }
            guard let first = children.first else { return }
            for k in children.dropFirst() { union(first, k) }
            // Moving every child by the same amount breaks the equality: it fixes a position.
            if anchored || abs(sum) > 1e-9 { union(first, count) }
        }
        for constraint in constraints where constraint.isRequired && constraint.relation == .equal {
            link(constraint.expression.terms.map { ($0.item, $0.anchor, $0.coefficient) })
        }
        for frame in frames {
            // `anchor = value`: the anchor with coefficient 1, what it reads with −1 (linear or not).
            link([(frame.item, frame.anchor, 1)] + frame.value.anchors.map { ($0.0, $0.1, -1) }
                 + (frame.value.anchors.isEmpty ? [(ConstraintItem.parent, frame.anchor, 1)] : []))
        }
        // The first and last member of each floating group, in document order.
        var first: [Int: Int] = [:], last: [Int: Int] = [:]
        let anchoredRoot = root(count)
        for k in 0..<count {
            let r = root(k)
            guard r != anchoredRoot else { continue }
            if first[r] == nil { first[r] = k }
            last[r] = k
        }
        var ends = [Int](repeating: -1, count: count)
        for (r, k) in first { ends[k] = last[r]! }
        return ends
    }
}
