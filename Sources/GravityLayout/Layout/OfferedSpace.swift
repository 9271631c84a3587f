import GravityValues

/// Nodes that solve the same whatever space is offered on an axis, as long
/// as the offer holds what they take unbounded (CSS's "max-content still
/// fits", as Yoga reuses its measurements). A stack measures its children
/// with nothing offered across and places them offering its own cross
/// size; with this, the second offer reuses the first solution instead of
/// solving the subtree again.
extension LayoutTree {
    /// Children come after their parents: one backward walk sees every
    /// child before its parent. Runs after fill propagation, which it reads.
    mutating func markOfferIndependence() {
        for index in nodes.indices.reversed() {
            nodes[index].widthIgnoresOffer = ignoresOffer(index, .horizontal)
            nodes[index].heightIgnoresOffer = ignoresOffer(index, .vertical)
        }
    }

    /// A fixed size ignores the offer, and so does its content (it sees
    /// only the node's box). An auto size is min(natural, offer): the
    /// natural size when the offer holds it, if nothing inside takes the
    /// offer instead — no fill, max, aspect ratio, constraint layer, or
    /// child reading a percentage of the box.
    private func ignoresOffer(_ index: Int, _ axis: Axis) -> Bool {
        let node = nodes[index]
        switch node.rule(axis) {
        case .fixed: return true
        case .fill, .percent, .identifier: return false
        case .auto:
            let limits = rules(of: node)
            guard !node.fills(axis), limits.maximum(axis) == nil, limits.aspectRatio == nil, node.layer < 0 else { return false }
            return node.children.allSatisfy { !nodes[$0].readsBase(axis) && nodes[$0].ignoresOffer(axis) }
        }
    }
}
