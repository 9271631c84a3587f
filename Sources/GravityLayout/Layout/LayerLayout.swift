import GravityValues

/// `Z` and `Button` (SPEC §2.2): every child is placed in the content box,
/// less its margins, by its own resolved gravity on each axis; `fill`
/// stretches it. `baseline`, `lastBaseline` and `cap` read as `top`.
extension LayoutPass {
    mutating func layoutLayer(_ index: Int, width: Double?, height: Double?, placing: Bool) -> ContentLayout {
        if tree.nodes[index].layer >= 0 { return layoutConstraintLayer(index, width: width, height: height, placing: placing) }
        let layer = tree.nodes[index]
        let base = (width, height)
        var natural = Size.zero
        var sizes: [Size] = []
        sizes.reserveCapacity(layer.childCount)
        for child in layer.children {
            let margin = tree.rules(ofNode: child).margin
            let proposal = Proposal.available(width: width.map { max(0, $0 - margin.horizontal) },
                                              height: height.map { max(0, $0 - margin.vertical) }, base: base)
            let size = solve(child, proposal).size
            natural.width = max(natural.width, size.width + margin.horizontal)
            natural.height = max(natural.height, size.height + margin.vertical)
            sizes.append(size)
        }
        guard placing, let width, let height else { return ContentLayout(content: natural) }

        let padding = tree.rules(of: layer).padding
        // The block first: solving a child may append its own children's.
        let first = childRects.count
        childRects.append(contentsOf: repeatElement(PlacedChild(rect: .zero), count: sizes.count))
        var anchors: Anchors?
        for (k, child) in layer.children.enumerated() {
            let node = tree.nodes[child]
            let margin = tree.rules(of: node).margin, size = sizes[k]
            let fx = (node.gravity.horizontal ?? .center).placementFraction
            let fy = (node.gravity.vertical ?? .middle).placementFraction
            let rect = Rect(x: padding.left + margin.left + (width - margin.horizontal - size.width) * fx,
                            y: padding.top + margin.top + (height - margin.vertical - size.height) * fy,
                            width: size.width, height: size.height)
            let solved = solve(child, .exact(size, base: base))
            childRects[first + k] = PlacedChild(rect: rect, solved: solved)
            // A Z's baselines are its first child's; its last baseline the last child's.
            let childAnchors = solved.anchors.offset(by: rect.y)
            if anchors == nil { anchors = childAnchors } else { anchors!.lastBaseline = childAnchors.lastBaseline }
        }
        return ContentLayout(content: Size(width: width, height: height), anchors: anchors, childRects: first)
    }
}
