import GravityValues

/// The arrange pass (SPEC §2.3, §2.9): from where the placed solutions put
/// each child (PlacedChild), the Frame tree in absolute, pixel-snapped points.
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
        let solved = solve(index, .exact(rect.size, base: base))
        appendFrame(index, PlacedChild(rect: rect, solved: solved), snapper: snapper, to: &root)
        return root[0]
    }

    /// Builds the frame of node `index` and appends it to `list`, its
    /// parent's children: returning it to be appended cost one more
    /// frame copy per node (1.6 % of layout_100k's instructions when a Frame was 240 bytes).
    /// `placed`: where the parent put it (absolute, unsnapped) and its solution there.
    mutating func appendFrame(_ index: Int, _ placed: PlacedChild, snapper: PixelSnapper, to list: inout [Frame]) {
        let node = tree.nodes[index], rect = finiteRect(placed.rect, of: index)
        var frame = tree.frames[index]
        frame.rect = snapper.snap(rect)
        if node.kind == .label, node.content >= 0, let layout = textLayout(index, width: rect.width, forFrame: true) {
            // Read in place: copying the whole TextContent retained its every string.
            let top = rect.y + textOffset(index, frameHeight: rect.height, textHeight: layout.size.height)
            frame.text = TextFrame(content: tree.labels[node.content].content.text, layout: layout,
                                   color: tree.labels[node.content].content.color,
                                   baseline: snapper.snap(top + layout.firstBaseline),
                                   lastBaseline: snapper.snap(top + layout.lastBaseline),
                                   capTop: snapper.snap(top + layout.capTop), xTop: snapper.snap(top + layout.xTop),
                                   lineBaselines: layout.lines.map { snapper.snap(top + $0.baseline) })
        }
        if placed.overflow > 1e-6 {
            let along = node.kind == .h ? "width" : "height"
            report(.warning("children of <\(node.kind.rawValue)> do not fit even at their minimum sizes: "
                            + "they overflow its \(along) by \(formatNumber((placed.overflow * 1000).rounded() / 1000)) points",
                            at: tree.locations[index]))
        }
        // The children's array is made complete, then set: appending to a
        // frame's children once it is in an array copied every frame.
        if node.childCount > 0, placed.childRects >= 0 {
            var children: [Frame] = []
            children.reserveCapacity(node.childCount)
            let hidden = node.layer >= 0 ? tree.layers[node.layer].hidden : []
            for k in 0..<node.childCount where hidden.isEmpty || !hidden[k] {
                var child = childRects[placed.childRects + k]
                child.rect.x += rect.x
                child.rect.y += rect.y
                appendFrame(node.firstChild + k, child, snapper: snapper, to: &children)
            }
            frame.children = children
        }
        list.append(frame)
    }
}
