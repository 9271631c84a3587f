import GravityValues

/// SPEC §2.3: "A child never shrinks below its minimum: `minWidth` if set,
/// else its minimum content size (a non-wrapping label: the width of its
/// ellipsis; a wrapping label: its longest word; a fixed size: the size
/// itself)." Containers need the minimums of their content; images and
/// flexible spacers may shrink to nothing.
///
/// Along a V's axis the minimum depends on the width the child is offered
/// (Decisions: "A child's minimum height"), as CSS flexbox's
/// `min-height: auto` for a column: a label keeps every line it has at its
/// width (text never truncates by height), a stack or Z needs what its
/// children's minimums need at the widths they are placed at, and a
/// constraint layer keeps its natural height (its constraints decide where
/// the children go, so it is not shrunk by guesswork).
extension LayoutPass {
    /// How far a stack child of natural length `natural` may shrink, points.
    /// `offered`: the proposal the stack measured it with in step 1.
    mutating func shrinkMinimum(_ index: Int, _ axis: Axis, natural: Double, base: Double?, offered: Proposal) -> Double {
        let node = tree.nodes[index]
        if let minimum = tree.rules(of: node).minimum(axis)?.resolve(against: base) { return min(minimum, natural) }
        if node.isRigid(axis) { return natural }
        return min(natural, axis == .horizontal ? minimumWidth(index) : minimumHeight(index, offered))
    }

    /// Minimum content width of a node, border box, computed once.
    mutating func minimumWidth(_ index: Int) -> Double {
        if let known = minimumContentWidth[index] { return known }
        let node = tree.nodes[index]
        var result: Double
        if let minimum = tree.rules(of: node).minimum(.horizontal)?.resolve(against: nil) {
            result = minimum
        } else if case .fixed(let points) = node.rule(.horizontal) {
            result = tree.rules(of: node).clamped(points, .horizontal, base: nil)
        } else {
            switch node.kind {
            case .label:
                result = naturalTextLayout(index)?.minimumWidth ?? 0
            case .image, .spacer:
                result = 0
            case .h, .v, .z, .button:
                var sum = 0.0, widest = 0.0
                for child in node.children {
                    let own: Double
                    if case .fixed(let points)? = tree.rules(ofNode: child).spacer {
                        own = node.kind == .h ? points : 0
                    } else if tree.rules(ofNode: child).spacer != nil {
                        own = 0
                    } else {
                        own = minimumWidth(child) + tree.rules(ofNode: child).margin.horizontal
                    }
                    sum += own
                    widest = max(widest, own)
                }
                result = node.kind == .h ? sum + tree.rules(of: node).spacing * Double(max(0, node.childCount - 1)) : widest
                result += tree.rules(of: node).padding.horizontal
            }
            if let maximum = tree.rules(of: node).maximum(.horizontal)?.resolve(against: nil) { result = min(result, maximum) }
        }
        minimumContentWidth[index] = result
        return result
    }

    /// Minimum height of a node, border box, when offered `offered` (the
    /// width decides how many lines its text takes), measured once per
    /// layout pass for each proposal (`minimumHeights`; like the solutions
    /// it reads, it changes only when the pass's cache is reset).
    mutating func minimumHeight(_ index: Int, _ offered: Proposal) -> Double {
        if let known = minimumHeights[index]?.first(where: { $0.offered == offered }) { return known.height }
        let height = measuredMinimumHeight(index, offered)
        minimumHeights[index, default: []].append((offered, height))
        return height
    }

    /// `minimumHeight`, measured:
    ///
    /// 1. `minHeight` if set; a fixed height, a label (every line it has at
    ///    its width) or a constraint layer: its height there.
    /// 2. Images and spacers: 0.
    /// 3. A stack or Z: each child's minimum at the width it is placed at
    ///    (plus margins) — summed with the spacing in a V (fixed spacers
    ///    count), the largest in an H or Z — plus padding, at most
    ///    `maxHeight`.
    private mutating func measuredMinimumHeight(_ index: Int, _ offered: Proposal) -> Double {
        let node = tree.nodes[index], rules = tree.rules(of: node)
        if let minimum = rules.minimum(.vertical)?.resolve(against: offered.baseHeight) { return minimum }  // 1
        if node.kind == .image || node.kind == .spacer { return 0 }                                      // 2
        let solved = solve(index, offered)
        if node.isRigid(.vertical) || node.kind == .label || node.layer >= 0 { return solved.size.height }  // 1
        guard node.childCount > 0, solved.childRects >= 0 else { return min(solved.size.height, rules.padding.vertical) }
        let base: (Double?, Double?) = (max(0, solved.size.width - rules.padding.horizontal), nil)            // 3
        var sum = 0.0, tallest = 0.0
        for (k, child) in node.children.enumerated() {
            let own: Double
            switch tree.rules(ofNode: child).spacer {
            case .fixed(let points)?: own = node.kind == .v ? points : 0
            case .flexible?: own = 0
            case nil:
                // Solving a child appends to childRects: read the rectangle first.
                let width = childRects[solved.childRects + k].rect.width
                own = minimumHeight(child, .available(width: width, height: nil, base: base))
                    + tree.rules(ofNode: child).margin.vertical
            }
            sum += own
            tallest = max(tallest, own)
        }
        var result = node.kind == .v ? sum + rules.spacing * Double(max(0, node.childCount - 1)) : tallest
        result += rules.padding.vertical
        if let maximum = rules.maximum(.vertical)?.resolve(against: offered.baseHeight) { result = min(result, maximum) }
        return result
    }
}
