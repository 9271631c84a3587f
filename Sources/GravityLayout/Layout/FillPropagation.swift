import GravityValues

/// SPEC §2.3: "a container with a filling child and no fixed size on that
/// axis fills too, up to the next explicitly sized ancestor or the canvas;
/// a container with a max on that axis fills up to its max and stops the
/// propagation there. An element with both `fill` and a max fills up to its
/// max and still counts as filling for its parent."
extension LayoutTree {
    /// Children come after their parents, so one backward walk sees every
    /// child before its parent.
    mutating func propagateFill() {
        for index in nodes.indices.reversed() {
            for axis in [Axis.horizontal, .vertical] {
                let node = nodes[index]
                let fills: Bool, propagates: Bool
                switch node.rule(axis) {
                case .fill:
                    fills = true
                    propagates = true
                case .auto:
                    // Spacers are not filling children: flexible space only
                    // shares what its stack already has.
                    fills = node.kind.isContainer
                        && node.children.contains { rules(ofNode: $0).spacer == nil && nodes[$0].propagatesFill(axis) }
                    propagates = fills && rules(of: node).maximum(axis) == nil
                case .fixed, .percent, .identifier:
                    fills = false
                    propagates = false
                }
                if axis == .horizontal {
                    nodes[index].fillsWidth = fills
                    nodes[index].propagatesWidth = propagates
                } else {
                    nodes[index].fillsHeight = fills
                    nodes[index].propagatesHeight = propagates
                }
            }
        }
        // Which nodes the offered space cannot change depends on who fills.
        markOfferIndependence()
    }
}
