/// SPEC §2.3 width and height identifiers (`width="col1"`): every element in
/// the render that shares an identifier gets the largest natural size among
/// them, so columns line up across rows and component instances. Natural
/// sizes are measured without a limit from the parent; the result then acts
/// as a fixed size.
extension LayoutPass {
    mutating func resolveIdentifiers() {
        for axis in [Axis.horizontal, .vertical] {
            var groups: [String: [Int]] = [:]
            var order: [String] = []
            for (index, node) in tree.nodes.enumerated() {
                if case .identifier(let name) = node.rule(axis) {
                    if groups[name] == nil { order.append(name) }
                    groups[name, default: []].append(index)
                }
            }
            guard !order.isEmpty else { continue }
            for name in order {
                let members = groups[name]!
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

    private mutating func setRule(_ index: Int, _ axis: Axis, _ value: SizeValue) {
        if axis == .horizontal { tree.nodes[index].width = value } else { tree.nodes[index].height = value }
    }
}
