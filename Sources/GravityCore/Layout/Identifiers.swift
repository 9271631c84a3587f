/// SPEC §2.3 width and height identifiers (`width="col1"`): every element in
/// the render that shares an identifier gets the largest natural size among
/// them, so columns line up across rows and component instances. Natural
/// sizes are measured without a limit from the parent; the result then acts
/// as a fixed size.
extension LayoutPass {
    mutating func resolveIdentifiers() {
        for axis in [Axis.horizontal, .vertical] {
            var groups: [[Int]] = Array(repeating: [], count: tree.identifiers.count)
            for (index, node) in tree.nodes.enumerated() {
                if case .identifier(let number) = node.rule(axis) { groups[number].append(index) }
            }
            guard groups.contains(where: { !$0.isEmpty }) else { continue }
            for members in groups where !members.isEmpty {
                for index in members { setRule(index, axis, .auto) }
                tree.propagateFill()
                resetCache()
                var largest = 0.0
                for index in members {
                    largest = max(largest, solve(index, .available(width: nil, height: nil, base: (nil, nil))).size[axis])
                }
                for index in members { setRule(index, axis, .fixed(largest)) }
                tree.propagateFill()
            }
            resetCache()
        }
    }

    private mutating func setRule(_ index: Int, _ axis: Axis, _ value: AxisSize) {
        if axis == .horizontal { tree.nodes[index].width = value } else { tree.nodes[index].height = value }
    }
}
