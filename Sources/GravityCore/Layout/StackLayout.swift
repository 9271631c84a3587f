/// `H` and `V` (SPEC §2.3, §2.4), as numbered steps:
///
/// 1. Natural size of every child along the axis (fixed spacers: their
///    size; flexible spacers: 0), plus margins and spacing (spacers count).
/// 2. The space to fill: all of it when the stack's own size is decided,
///    else no more than the natural run.
/// 3. Space left over goes to `fill` children and flexible spacers by
///    weight (FillDistribution); a deficit is taken from children in
///    `shrinks` order (ShrinkRanks).
/// 4. Cross sizes: each child measured at its final length; `alignment="fill"`
///    stretches children that set no gravity on that axis.
/// 5. Baseline groups (CrossAlignment) and the stack's natural cross size.
/// 6. Positions: the run placed by the stack's own gravity when space is
///    left over, each child across by its alignment.
extension LayoutPass {
    /// One child of a stack while it is being laid out.
    struct StackItem {
        var node: Int
        var isSpacer = false
        /// Points along the axis, before and after steps 3.
        var natural = 0.0
        var size = 0.0
        /// Share of leftover space; 0 for children that do not fill.
        var weight = 0.0
        /// Fill distribution: the share is final / the max along the axis.
        var frozen = false
        var cap = Double.infinity
        var cross = 0.0
        var alignment = CrossAlignment.start
        var anchors = Anchors.synthesized(height: 0)
        /// Step 1's solution, reused in step 4 when the length is unchanged.
        var measured: Solved?
    }

    /// Lays out a stack's content box. Sizes are points of the content box;
    /// nil means unbounded. `definite…` says the stack's size on that axis
    /// is decided; when `placing`, both are and children are positioned
    /// (rectangles relative to the stack's top-left, padding included).
    mutating func layoutStack(_ index: Int, width: Double?, height: Double?,
                              definiteWidth: Bool, definiteHeight: Bool, placing: Bool) -> ContentLayout {
        let stack = tree.nodes[index]
        let axis: Axis = stack.kind == .h ? .horizontal : .vertical
        let cross = axis.cross
        let space = axis == .horizontal ? width : height
        let crossSpace = axis == .horizontal ? height : width
        let takesAllSpace = axis == .horizontal ? definiteWidth : definiteHeight
        let crossDefinite = axis == .horizontal ? definiteHeight : definiteWidth
        let base = (width, height)

        // 1. Natural sizes along the axis.
        var items: [StackItem] = []
        items.reserveCapacity(stack.childCount)
        var used = stack.spacing * Double(max(0, stack.childCount - 1))
        var hasFlex = false
        for child in stack.children {
            var item = StackItem(node: child)
            switch tree.nodes[child].spacer {
            case .fixed(let points)?:
                item.isSpacer = true
                item.natural = points
            case .flexible(let weight)?:
                item.isSpacer = true
                item.weight = weight
            case nil:
                let margin = tree.nodes[child].margin
                let crossAvailable = crossSpace.map { max(0, $0 - margin.sum(cross)) }
                let proposal = Proposal.available(width: axis == .horizontal ? nil : crossAvailable,
                                                  height: axis == .horizontal ? crossAvailable : nil, base: base)
                let measured = solve(child, proposal)
                item.natural = measured.size[axis]
                item.measured = measured
                item.weight = tree.nodes[child].fills(axis) ? tree.nodes[child].weight : 0
                used += margin.sum(axis)
            }
            item.size = item.natural
            hasFlex = hasFlex || item.weight > 0
            used += item.natural
            items.append(item)
        }

        // 2. The space to fill.
        let target = space.map { takesAllSpace ? $0 : min(used, $0) } ?? used
        let free = target - used

        // 3. Fill or shrink.
        var leftover = 0.0, overflow = 0.0
        if free >= 0 {
            leftover = hasFlex ? distributeFill(&items, free: free, axis: axis, base: space) : free
        } else {
            overflow = shrinkChildren(&items, deficit: -free, axis: axis, base: space)
        }

        // 4. Cross sizes at the final lengths.
        for k in items.indices where !items[k].isSpacer {
            let node = tree.nodes[items[k].node]
            let crossAvailable = crossSpace.map { max(0, $0 - node.margin.sum(cross)) }
            // Offered exactly its natural length, a node answers as it did
            // unbounded (auto sizes are min(natural, offered)), so step 1's
            // solution stands; otherwise measure at the final length.
            let measured: Solved
            if let first = items[k].measured, items[k].size == items[k].natural {
                measured = first
            } else {
                measured = solve(items[k].node, .available(width: axis == .horizontal ? items[k].size : crossAvailable,
                                                           height: axis == .horizontal ? crossAvailable : items[k].size,
                                                           base: base))
            }
            items[k].cross = measured.size[cross]
            items[k].anchors = measured.anchors
            items[k].alignment = crossAlignment(of: node, in: stack, axis: axis)
            if items[k].alignment == .stretch {
                if crossDefinite, let available = crossAvailable {
                    items[k].cross = node.clamped(available, cross, base: crossSpace)
                }
                items[k].alignment = .start
            }
            if placing {
                let exact = Proposal.exact(Size(axis, along: items[k].size, across: items[k].cross), base: base)
                items[k].anchors = solve(items[k].node, exact).anchors
            }
        }

        // 5. Baseline groups and the natural cross size.
        let groups = BaselineGroups(items: items, nodes: tree.nodes)
        var crossNatural = groups.height
        for item in items where !item.isSpacer && !item.alignment.isBaselineGroup {
            crossNatural = max(crossNatural, item.cross + tree.nodes[item.node].margin.sum(cross))
        }
        let contentCross = crossDefinite ? (crossSpace ?? crossNatural) : crossNatural
        let contentAlong = space.map { takesAllSpace ? $0 : target } ?? target
        let content = Size(axis, along: contentAlong, across: contentCross)
        guard placing else { return ContentLayout(content: content, overflow: overflow) }

        // 6. Positions, relative to the stack's top-left.
        let padding = stack.padding
        let first = childRects.count
        var cursor = padding.leading(axis) + (leftover > 0 ? leftover * runFraction(stack, axis) : 0)
        var firstPlaced: (rect: Rect, anchors: Anchors)?, lastPlaced: (rect: Rect, anchors: Anchors)?
        for item in items {
            if item.isSpacer {
                // A spacer's frame: its share of the run, no cross size, at the cross start.
                let start = padding.leading(cross)
                childRects.append(axis == .horizontal ? Rect(x: cursor, y: start, width: item.size, height: 0)
                                                      : Rect(x: start, y: cursor, width: 0, height: item.size))
                cursor += item.size + stack.spacing
                continue
            }
            let margin = tree.nodes[item.node].margin
            let along = cursor + margin.leading(axis)
            cursor += item.size + margin.sum(axis) + stack.spacing
            let offset = padding.leading(cross) + groups.offset(of: item, margin: margin, contentCross: contentCross, axis: axis)
            let rect = axis == .horizontal
                ? Rect(x: along, y: offset, width: item.size, height: item.cross)
                : Rect(x: offset, y: along, width: item.cross, height: item.size)
            childRects.append(rect)
            if firstPlaced == nil { firstPlaced = (rect, item.anchors) }
            lastPlaced = (rect, item.anchors)
        }
        var anchors: Anchors?
        if let firstPlaced, let lastPlaced {
            anchors = Anchors(firstBaseline: firstPlaced.rect.y + firstPlaced.anchors.firstBaseline,
                              lastBaseline: lastPlaced.rect.y + lastPlaced.anchors.lastBaseline,
                              capTop: firstPlaced.rect.y + firstPlaced.anchors.capTop)
            // An H uses the shared lines of its aligned children (SPEC §2.2).
            if axis == .horizontal {
                if let line = groups.baseline { anchors!.firstBaseline = padding.top + line }
                if let line = groups.lastBaseline { anchors!.lastBaseline = padding.top + line }
                if let line = groups.cap { anchors!.capTop = padding.top + line }
            }
        }
        return ContentLayout(content: content, anchors: anchors, childRects: first, overflow: overflow)
    }

    /// Where the run starts when space is left over and nothing takes it:
    /// 0 at the start, ½ centred, 1 at the end, by the stack's own gravity.
    func runFraction(_ stack: LayoutNode, _ axis: Axis) -> Double {
        axis == .horizontal ? (stack.gravity.horizontal ?? .left).placementFraction
                            : (stack.gravity.vertical ?? .top).placementFraction
    }

    /// Step 3, deficit: how far each child may shrink, then ShrinkRanks.
    /// Returns the points that still do not fit.
    private mutating func shrinkChildren(_ items: inout [StackItem], deficit: Double, axis: Axis, base: Double?) -> Double {
        var capacities = [Double](repeating: 0, count: items.count)
        var ranks = [Int?](repeating: nil, count: items.count)
        for k in items.indices where !items[k].isSpacer {
            let minimum = shrinkMinimum(items[k].node, axis, natural: items[k].natural, base: base)
            capacities[k] = max(0, items[k].natural - minimum)
            ranks[k] = tree.nodes[items[k].node].shrinks
        }
        let outcome = ShrinkRanks.distribute(deficit: deficit, capacities: capacities, ranks: ranks)
        for k in items.indices { items[k].size = items[k].natural - outcome.amounts[k] }
        return outcome.unresolved
    }
}
