/// The arrange pass (SPEC §2.3, §2.9): from the solutions the measure pass
/// cached, the Frame tree in absolute, pixel-snapped points.
extension LayoutPass {
    /// The arrange pass: builds the frame of node `index` at `rect`
    /// (absolute, unsnapped points) and of its children from the placed
    /// solution, starting from the node's frame template (LayoutTree.frames:
    /// what the element's rules give, read from the flattened tree instead
    /// of the scattered Element tree). Frames get snapped edges; children are
    /// placed from the unsnapped rectangle, so every edge is rounded once,
    /// in absolute coordinates (SPEC §2.9).
    mutating func buildFrame(_ index: Int, rect: Rect, base: (Double?, Double?), snapper: PixelSnapper) -> Frame {
        var root: [Frame] = []
        appendFrame(index, rect: rect, base: base, snapper: snapper, to: &root)
        return root[0]
    }

    /// Builds the frame of node `index` and appends it to `list`, its
    /// parent's children: returning it to be appended cost one more
    /// frame copy per node (1.6 % of layout_100k's instructions when a Frame was 240 bytes).
    mutating func appendFrame(_ index: Int, rect: Rect, base: (Double?, Double?), snapper: PixelSnapper, to list: inout [Frame]) {
        let node = tree.nodes[index]
        // A leaf's frame reads nothing of its solution (no children to
        // place, no overflow): not asking saves a cache lookup per leaf.
        let solved = node.childCount > 0 ? solve(index, .exact(rect.size, base: base)) : nil
        var frame = tree.frames[index]
        frame.rect = snapper.snap(rect)
        if node.kind == .label, node.content >= 0, let layout = textLayout(index, width: rect.width, forFrame: true) {
            // Read in place: copying the whole TextContent retained its every string.
            frame.text = TextFrame(content: tree.labels[node.content].content.text, layout: layout,
                                   color: tree.labels[node.content].content.color,
                                   baseline: snapper.snap(rect.y + layout.firstBaseline),
                                   lastBaseline: snapper.snap(rect.y + layout.lastBaseline),
                                   capTop: snapper.snap(rect.y + layout.capTop), xTop: snapper.snap(rect.y + layout.xTop))
        }
        if let solved, solved.overflow > 1e-6 {
            let along = node.kind == .h ? "width" : "height"
            report(.warning("children of <\(node.kind.rawValue)> do not fit even at their minimum sizes: "
                            + "they overflow its \(along) by \(formatNumber((solved.overflow * 1000).rounded() / 1000)) points",
                            at: tree.locations[index]))
        }
        // The children's array is made complete, then set: appending to a
        // frame's children once it is in an array copied every frame.
        if let solved, solved.childRects >= 0 {
            let padding = tree.rules(of: node).padding
            let contentBase = (max(0, rect.width - padding.horizontal), max(0, rect.height - padding.vertical))
            var children: [Frame] = []
            children.reserveCapacity(node.childCount)
            for k in 0..<node.childCount {
                var childRect = childRects[solved.childRects + k]
                childRect.x += rect.x
                childRect.y += rect.y
                appendFrame(node.firstChild + k, rect: childRect, base: contentBase, snapper: snapper, to: &children)
            }
            frame.children = children
        }
        list.append(frame)
    }
}
