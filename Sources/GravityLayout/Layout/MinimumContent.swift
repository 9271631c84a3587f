import GravityValues

/// SPEC §2.3: "A child never shrinks below its minimum: `minWidth` if set,
/// else its minimum content size (a non-wrapping label: the width of its
/// ellipsis; a wrapping label: its longest word; a fixed size: the size
/// itself)." Containers need the minimums of their content; images and
/// flexible spacers may shrink to nothing.
extension LayoutPass {
    /// How far a stack child of natural length `natural` may shrink, points.
    mutating func shrinkMinimum(_ index: Int, _ axis: Axis, natural: Double, base: Double?) -> Double {
        let node = tree.nodes[index]
        if let minimum = tree.rules(of: node).minimum(axis)?.resolve(against: base) { return min(minimum, natural) }
        if node.isRigid(axis) { return natural }
        return min(natural, minimumContent(index, axis))
    }

    /// Minimum content size of a node on `axis`, border box, computed once.
    mutating func minimumContent(_ index: Int, _ axis: Axis) -> Double {
        if let known = axis == .horizontal ? minimumContentWidth[index] : minimumContentHeight[index] { return known }
        let node = tree.nodes[index]
        var result: Double
        if let minimum = tree.rules(of: node).minimum(axis)?.resolve(against: nil) {
            result = minimum
        } else if case .fixed(let points) = node.rule(axis) {
            result = tree.rules(of: node).clamped(points, axis, base: nil)
        } else {
            switch node.kind {
            case .label:
                let natural = naturalTextLayout(index)
                result = axis == .horizontal ? natural?.minimumWidth ?? 0 : natural?.size.height ?? 0
            case .image, .spacer:
                result = 0
            case .h, .v, .z, .button:
                let stackAxis: Axis? = node.kind == .h ? .horizontal : node.kind == .v ? .vertical : nil
                var sum = 0.0, widest = 0.0
                for child in node.children {
                    let own: Double
                    if case .fixed(let points)? = tree.rules(ofNode: child).spacer {
                        own = stackAxis == axis ? points : 0
                    } else if tree.rules(ofNode: child).spacer != nil {
                        own = 0
                    } else {
                        own = minimumContent(child, axis) + tree.rules(ofNode: child).margin.sum(axis)
                    }
                    sum += own
                    widest = max(widest, own)
                }
                if stackAxis == axis {
                    result = sum + tree.rules(of: node).spacing * Double(max(0, node.childCount - 1))
                } else {
                    result = widest
                }
                result += tree.rules(of: node).padding.sum(axis)
            }
            if let maximum = tree.rules(of: node).maximum(axis)?.resolve(against: nil) { result = min(result, maximum) }
        }
        if axis == .horizontal { minimumContentWidth[index] = result } else { minimumContentHeight[index] = result }
        return result
    }
}
