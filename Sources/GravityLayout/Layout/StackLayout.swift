import GravityValues

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
        /// Where step 6 puts it, with its solution there (set when placing).
        var placed = PlacedChild(rect: .zero)
        /// Step 1's solution, reused in step 4 when the length is unchanged.
        var measured: Solved?
    }

    /// What every step of one stack's layout reads: the stack, its axis and
    /// the space it was given (points of the content box; nil: unbounded).
    struct StackRun {
        var stack: LayoutNode
        var axis: Axis
        var cross: Axis { axis.cross }
        /// Along the axis, and whether the stack's size there is decided.
        var space: Double?
        var takesAllSpace: Bool
        /// Across, and whether the stack's size there is decided.
        var crossSpace: Double?
        var crossDefinite: Bool
        /// The content box, for percentages.
        var base: (Double?, Double?)
        /// UIStackView's distribution; nil: Gravity's rules.
        var distribution: StackDistribution?

        /// A proposal of `along` on the axis and `across` on the cross axis.
        func proposal(along: Double?, across: Double?) -> Proposal {
            .available(width: axis == .horizontal ? along : across, height: axis == .horizontal ? across : along, base: base)
        }
    }

    /// Lays out a stack's content box. Sizes are points of the content box;
    /// nil means unbounded. `definite…` says the stack's size on that axis
    /// is decided; when `placing`, both are and children are positioned
    /// (rectangles relative to the stack's top-left, padding included).
    /// Each numbered step of SPEC §2.3 (listed above) is one function.
    mutating func layoutStack(_ index: Int, width: Double?, height: Double?,
                              definiteWidth: Bool, definiteHeight: Bool, placing: Bool) -> ContentLayout {
        let stack = tree.nodes[index]
        let axis: Axis = stack.kind == .h ? .horizontal : .vertical
        let run = StackRun(stack: stack, axis: axis,
                           space: axis == .horizontal ? width : height,
                           takesAllSpace: axis == .horizontal ? definiteWidth : definiteHeight,
                           crossSpace: axis == .horizontal ? height : width,
                           crossDefinite: axis == .horizontal ? definiteHeight : definiteWidth,
                           base: (width, height), distribution: tree.rules(of: stack).distribution)
        // The items' memory is reused from stack to stack (a stack inside
        // takes another buffer): one allocation per stack laid out was a
        // tenth of the time of a large tree.
        var items = spareItems.popLast() ?? []
        defer { spareItems.append(items) }
        let natural = naturalSizes(run, into: &items)                          // 1
        let used = equalizedRun(items, used: natural, run)
        let target = spaceToFill(run, used: used)                              // 2
        let (leftover, overflow) = run.distribution == nil                     // 3
            ? fillOrShrink(&items, free: target - used, run)
            : distribute(&items, target: target, free: target - used, run)
        crossSizes(&items, run, placing: placing)                              // 4
        let groups = BaselineGroups(items: items, tree: tree)                  // 5
        let content = Size(axis, along: run.space.map { run.takesAllSpace ? $0 : target } ?? target,
                           across: contentCross(items, groups: groups, run))
        guard placing else { return ContentLayout(content: content, overflow: overflow) }
        let first = childRects.count
        let anchors = place(items, leftover: leftover, groups: groups, contentCross: content[axis.cross], run)  // 6
        return ContentLayout(content: content, anchors: anchors, childRects: first, overflow: overflow)
    }

    /// Step 1: the natural size of every child along the axis (fixed
    /// spacers: their size; flexible spacers: 0) into `items`, and the
    /// run's total with margins and spacing.
    private mutating func naturalSizes(_ run: StackRun, into items: inout [StackItem]) -> Double {
        let stack = run.stack, axis = run.axis, cross = run.cross
        items.removeAll(keepingCapacity: true)
        items.reserveCapacity(stack.childCount)
        var used = tree.rules(of: stack).spacing * Double(max(0, stack.childCount - 1))
        for child in stack.children {
            var item = StackItem(node: child)
            switch tree.rules(ofNode: child).spacer {
            case .fixed(let points)?:
                item.isSpacer = true
                item.natural = points
            case .flexible(let weight)?:
                item.isSpacer = true
                item.weight = weight
            case nil:
                let margin = tree.rules(ofNode: child).margin
                let crossAvailable = run.crossSpace.map { max(0, $0 - margin.sum(cross)) }
                let measured = solve(child, run.proposal(along: nil, across: crossAvailable))
                item.natural = measured.size[axis]
                item.measured = measured
                item.weight = tree.nodes[child].fills(axis) ? tree.rules(ofNode: child).weight : 0
                used += margin.sum(axis)
            }
            item.size = item.natural
            used += item.natural
            items.append(item)
        }
        return used
    }

    /// Step 2: the space to fill — all of it when the stack's size is
    /// decided, else no more than the natural run.
    private func spaceToFill(_ run: StackRun, used: Double) -> Double {
        run.space.map { run.takesAllSpace ? $0 : min(used, $0) } ?? used
    }

    /// Step 3: leftover space to `fill` children and flexible spacers by
    /// weight, or a deficit taken in `shrinks` order. Returns the space
    /// still left over (placed by gravity in step 6) and the overflow.
    private mutating func fillOrShrink(_ items: inout [StackItem], free: Double, _ run: StackRun)
        -> (leftover: Double, overflow: Double) {
        guard free >= 0 else { return (0, shrinkChildren(&items, deficit: -free, run)) }
        let hasFlex = items.contains { $0.weight > 0 }
        return (hasFlex ? distributeFill(&items, free: free, axis: run.axis, base: run.space) : free, 0)
    }

    /// Step 4: each child's cross size at its final length; `alignment="fill"`
    /// stretches children that set no gravity on that axis.
    private mutating func crossSizes(_ items: inout [StackItem], _ run: StackRun, placing: Bool) {
        let axis = run.axis, cross = run.cross
        for k in items.indices where !items[k].isSpacer {
            let node = tree.nodes[items[k].node]
            let crossAvailable = run.crossSpace.map { max(0, $0 - tree.rules(of: node).margin.sum(cross)) }
            // Offered exactly its natural length, a node answers as it did
            // unbounded (auto sizes are min(natural, offered)), so step 1's
            // solution stands; otherwise measure at the final length.
            let measured: Solved
            if let first = items[k].measured, items[k].size == items[k].natural {
                measured = first
            } else {
                measured = solve(items[k].node, run.proposal(along: items[k].size, across: crossAvailable))
            }
            items[k].cross = measured.size[cross]
            items[k].anchors = measured.anchors
            items[k].alignment = crossAlignment(of: node, in: run.stack, axis: axis)
            if items[k].alignment == .stretch {
                if run.crossDefinite, let available = crossAvailable {
                    items[k].cross = tree.rules(of: node).clamped(available, cross, base: run.crossSpace)
                }
                items[k].alignment = .start
            }
            if placing {
                let exact = Proposal.exact(Size(axis, along: items[k].size, across: items[k].cross), base: run.base)
                let solved = solve(items[k].node, exact)
                items[k].anchors = solved.anchors
                items[k].placed = PlacedChild(rect: .zero, solved: solved)
            }
        }
    }

    /// Step 5 (after the baseline groups): the content box's cross size —
    /// the space given when it is decided, else the tallest child or group.
    private func contentCross(_ items: [StackItem], groups: BaselineGroups, _ run: StackRun) -> Double {
        var natural = groups.height
        for item in items where !item.isSpacer && !item.alignment.isBaselineGroup {
            natural = max(natural, item.cross + tree.rules(ofNode: item.node).margin.sum(run.cross))
        }
        return run.crossDefinite ? (run.crossSpace ?? natural) : natural
    }

    /// Step 6: positions relative to the stack's top-left — the run placed
    /// by the stack's own gravity when space is left over, each child across
    /// by its alignment. Appends one rectangle per child; returns the
    /// stack's anchors.
    private mutating func place(_ items: [StackItem], leftover: Double, groups: BaselineGroups, contentCross: Double,
                                _ run: StackRun) -> Anchors? {
        let stack = run.stack, axis = run.axis, cross = run.cross
        let padding = tree.rules(of: stack).padding, spacing = tree.rules(of: stack).spacing
        // A distribution spends what is left on the gaps; else the stack's gravity places the run.
        let gaps = run.distribution == nil ? [] : distributedGaps(items, leftover: leftover, run)
        var cursor = padding.leading(axis) + (leftover > 0 && gaps.isEmpty ? leftover * runFraction(stack, axis) : 0)
        var firstPlaced: (rect: Rect, anchors: Anchors)?, lastPlaced: (rect: Rect, anchors: Anchors)?
        for (index, item) in items.enumerated() {
            if !gaps.isEmpty, index > 0 { cursor += gaps[index - 1] }
            if item.isSpacer {
                // A spacer's frame: its share of the run, no cross size, at the cross start.
                let start = padding.leading(cross)
                childRects.append(PlacedChild(rect: axis == .horizontal ? Rect(x: cursor, y: start, width: item.size, height: 0)
                                                                        : Rect(x: start, y: cursor, width: 0, height: item.size)))
                cursor += item.size + spacing
                continue
            }
            let margin = tree.rules(ofNode: item.node).margin
            let along = cursor + margin.leading(axis)
            cursor += item.size + margin.sum(axis) + spacing
            let offset = padding.leading(cross) + groups.offset(of: item, margin: margin, contentCross: contentCross, axis: axis)
            let rect = axis == .horizontal
                ? Rect(x: along, y: offset, width: item.size, height: item.cross)
                : Rect(x: offset, y: along, width: item.cross, height: item.size)
            var placed = item.placed
            placed.rect = rect
            childRects.append(placed)
            if firstPlaced == nil { firstPlaced = (rect, item.anchors) }
            lastPlaced = (rect, item.anchors)
        }
        guard let firstPlaced, let lastPlaced else { return nil }
        var anchors = Anchors(firstBaseline: firstPlaced.rect.y + firstPlaced.anchors.firstBaseline,
                              lastBaseline: lastPlaced.rect.y + lastPlaced.anchors.lastBaseline,
                              capTop: firstPlaced.rect.y + firstPlaced.anchors.capTop)
        // An H uses the shared lines of its aligned children (SPEC §2.2).
        if axis == .horizontal {
            if let line = groups.baseline { anchors.firstBaseline = padding.top + line }
            if let line = groups.lastBaseline { anchors.lastBaseline = padding.top + line }
            if let line = groups.cap { anchors.capTop = padding.top + line }
        }
        return anchors
    }

    /// Where the run starts when space is left over and nothing takes it:
    /// 0 at the start, ½ centred, 1 at the end, by the stack's own gravity.
    func runFraction(_ stack: LayoutNode, _ axis: Axis) -> Double {
        axis == .horizontal ? (stack.gravity.horizontal ?? .left).placementFraction
                            : (stack.gravity.vertical ?? .top).placementFraction
    }

    /// Step 3, deficit: how far each child may shrink (MinimumContent, at
    /// the cross space step 1 measured it in), then ShrinkRanks.
    /// Returns the points that still do not fit.
    mutating func shrinkChildren(_ items: inout [StackItem], deficit: Double, _ run: StackRun) -> Double {
        var capacities = [Double](repeating: 0, count: items.count)
        var ranks = [Int?](repeating: nil, count: items.count)
        for k in items.indices where !items[k].isSpacer {
            let margin = tree.rules(ofNode: items[k].node).margin
            let offered = run.proposal(along: nil, across: run.crossSpace.map { max(0, $0 - margin.sum(run.cross)) })
            let minimum = shrinkMinimum(items[k].node, run.axis, natural: items[k].natural, base: run.space, offered: offered)
            capacities[k] = max(0, items[k].natural - minimum)
            ranks[k] = tree.rules(ofNode: items[k].node).shrinks
        }
        let outcome = ShrinkRanks.distribute(deficit: deficit, capacities: capacities, ranks: ranks)
        for k in items.indices { items[k].size = items[k].natural - outcome.amounts[k] }
        return outcome.unresolved
    }
}
