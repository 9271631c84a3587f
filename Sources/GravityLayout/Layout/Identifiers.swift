import GravityValues

/// SPEC §2.3 width and height identifiers (`width="col1"`): every element in
/// the render that shares an identifier gets the largest natural size among
/// them, so columns line up across rows and component instances. Natural
/// sizes are measured without a limit from the parent, all identifiers of
/// an axis at once (one pass, whatever the number of identifiers); the
/// result then acts as a fixed size.
extension LayoutPass {
    mutating func resolveIdentifiers() {
        guard !tree.identifiers.isEmpty else { return }
        for axis in [Axis.horizontal, .vertical] {
            var members: [(index: Int, group: Int)] = []
            for (index, node) in tree.nodes.enumerated() {
                if case .identifier(let group) = node.rule(axis) { members.append((index, group)) }
            }
            guard !members.isEmpty else { continue }
            for member in members { setRule(member.index, axis, .auto) }
            tree.propagateFill()
            resetCache()
            var largest = [Double](repeating: 0, count: tree.identifiers.count)
            for member in members {
                let natural = solve(member.index, .available(width: nil, height: nil, base: (nil, nil))).size[axis]
                largest[member.group] = max(largest[member.group], natural)
            }
            for member in members { setRule(member.index, axis, .fixed(largest[member.group])) }
            tree.propagateFill()
            resetCache()
        }
    }

    private mutating func setRule(_ index: Int, _ axis: Axis, _ value: AxisSize) {
        if axis == .horizontal { tree.nodes[index].width = value } else { tree.nodes[index].height = value }
    }
}
