import GravityValues

/// Images: natural size from the file Resolve found (pixels divided by the file's scale).
extension LayoutPass {
    /// An image keeps its proportions when only one axis is given. Its
    /// children (any UIKit view may have subviews; Gravity's demo puts its
    /// name tag in a `UIImageView`) are placed inside it as in a Z, but do
    /// not size it: a `UIImageView`'s intrinsic size is its image's.
    mutating func solveImage(_ index: Int, _ proposal: Proposal) -> Solved {
        let node = tree.nodes[index]
        let natural = tree.imageSize(index)
        let definite = definiteSizes(node, proposal)
        var width = definite.width, height = definite.height
        if let w = width, height == nil, natural.width > 0 {
            height = tree.rules(of: node).clamped(w * natural.height / natural.width, .vertical, base: proposal.baseHeight)
        } else if let h = height, width == nil, natural.height > 0 {
            width = tree.rules(of: node).clamped(h * natural.width / natural.height, .horizontal, base: proposal.baseWidth)
        }
        let size = Size(width: width ?? contentDecided(node, .horizontal, natural: natural.width, proposal),
                        height: height ?? contentDecided(node, .vertical, natural: natural.height, proposal))
        guard node.childCount > 0 else { return Solved(size: size, anchors: .synthesized(height: size.height)) }
        let padding = tree.rules(of: node).padding
        let placed = layoutLayer(index, width: Swift.max(0, size.width - padding.horizontal),
                                 height: Swift.max(0, size.height - padding.vertical), placing: true)
        return Solved(size: size, anchors: .synthesized(height: size.height), childRects: placed.childRects, overflow: placed.overflow)
    }
}
