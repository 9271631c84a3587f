import GravityConstraints
import GravityResolve
import GravityValues

/// A `Z` with relations (SPEC §7.1): its children are placed by one
/// Cassowary problem instead of by gravity alone. Gravity, natural sizes
/// and `width`/`height` rules become constraints beside the written ones,
/// so every child always gets a frame.
extension LayoutPass {
    mutating func layoutConstraintLayer(_ index: Int, width: Double?, height: Double?, placing: Bool) -> ContentLayout {
        let layer = tree.nodes[index]
        let base = (width, height)
        // 1. Each child's natural size and text anchors: its intrinsic
        //    content size, as Auto Layout's, whatever the layer's size (the
        //    constraints and compression resistance decide what it gets),
        //    except that in a layer whose width its rules decide, text that
        //    wraps, or a container that may hold some, is measured at that
        //    width (and a label again at the width solved, step 4). A layer
        //    of auto width measures them unbounded, as it does when placed
        //    at its fitting width, so both passes agree.
        var naturals: [Size] = [], offsets: [LayerSystem.TextOffsets] = []
        let definiteWidth = isDefinite(layer, .horizontal)
        for child in layer.children {
            let margin = tree.rules(ofNode: child).margin
            let widthMatters = definiteWidth && (tree.wraps(child) || tree.nodes[child].childCount > 0)
            let proposal = Proposal.available(width: widthMatters ? width.map { max(0, $0 - margin.horizontal) } : nil,
                                              height: nil, base: base)
            let solved = solve(child, proposal)
            naturals.append(solved.size)
            offsets.append(textOffsets(child, solved))
        }
        // 2. Placing at the size the layer measured: that solution holds.
        let padding = tree.rules(of: layer).padding
        if placing, let width, let height, let known = layerSolutions[layer.layer],
           abs(known.content.width - width) < 1e-9, abs(known.content.height - height) < 1e-9 {
            return place(index, known.rects, content: known.content, padding: padding, base: base)
        }
        // 3. The size on an axis the rules leave open (measuring a layer
        //    of auto size): the fitting size, Auto Layout's
        //    `systemLayoutSizeFitting` (SelfSizing).
        let fixedWidth = placing || isDefinite(layer, .horizontal) ? width : nil
        let fixedHeight = placing || isDefinite(layer, .vertical) ? height : nil
        let system = solvedSystem(index, naturals: &naturals, offsets: offsets, baseHeight: height,
                                  width: fixedWidth.map { .exact($0) } ?? .fitting, height: fixedHeight.map { .exact($0) } ?? .fitting)
        let content = Size(width: fixedWidth ?? max(0, system.value(system.parentWidth)),
                           height: fixedHeight ?? max(0, system.value(system.parentHeight)))
        guard fixedWidth != nil, fixedHeight != nil else { return ContentLayout(content: content) }
        for diagnostic in system.diagnostics { report(diagnostic) }
        checkTies(system, index, naturals: naturals)
        let rects = (0..<layer.childCount).map { k in
            Rect(x: system.value(system.left[k]), y: system.value(system.top[k]),
                 width: max(0, system.value(system.width[k])), height: max(0, system.value(system.height[k])))
        }
        layerSolutions[layer.layer] = (content, rects)
        guard placing else { return ContentLayout(content: content) }
        return place(index, rects, content: content, padding: padding, base: base)
    }

    /// 4. The system solved; a wrapping label given another width than
    /// its natural one needs another height: measured there, and solved
    /// again. Every solve, at the fitting size or the given one, is charged
    /// to the layer's `--max-solver-work` (SolverWorkLimit).
    private mutating func solvedSystem(_ index: Int, naturals: inout [Size], offsets: [LayerSystem.TextOffsets], baseHeight: Double?,
                                       width: ContentPin, height: ContentPin) -> LayerSystem {
        let layer = tree.nodes[index]
        var system = constraintSystem(index, naturals: naturals, offsets: offsets, width: width, height: height)
        chargeSolverWork(system, layer: layer.layer, at: tree.locations[index])
        var rewrapped = false
        for (k, child) in layer.children.enumerated() where tree.wraps(child) {
            let solvedWidth = system.value(system.width[k])
            guard abs(solvedWidth - naturals[k].width) > 1e-9, let text = textLayout(child, width: max(0, solvedWidth)) else { continue }
            if abs(text.size.height - naturals[k].height) > 1e-9, case .auto = tree.nodes[child].height {
                naturals[k].height = tree.rules(ofNode: child).clamped(text.size.height, .vertical, base: baseHeight)
                rewrapped = true
            }
        }
        if rewrapped {
            system = constraintSystem(index, naturals: naturals, offsets: offsets, width: width, height: height)
            chargeSolverWork(system, layer: layer.layer, at: tree.locations[index])
        }
        return system
    }

    /// 5. Place: the solved frames, relative to the container's top-left.
    private mutating func place(_ index: Int, _ rects: [Rect], content: Size, padding: Insets, base: (Double?, Double?)) -> ContentLayout {
        noteUnconstrainedAxes(index)
        checkBounds(index, rects, content: content, padding: padding)
        let source = tree.layers[tree.nodes[index].layer]
        // The block first: solving a child may append its own children's.
        let first = childRects.count
        childRects.append(contentsOf: repeatElement(PlacedChild(rect: .zero), count: rects.count))
        var anchors: Anchors?
        for (k, child) in tree.nodes[index].children.enumerated() {
            var rect = rects[k]
            rect.x += padding.left
            rect.y += padding.top
            let solved = solve(child, .exact(rect.size, base: base))
            childRects[first + k] = PlacedChild(rect: rect, solved: solved)
            guard !source.hidden[k] else { continue }
            // A Z's baselines are its first (drawn) child's; its last baseline the last child's.
            let childAnchors = solved.anchors.offset(by: rect.y)
            if anchors == nil { anchors = childAnchors } else { anchors!.lastBaseline = childAnchors.lastBaseline }
        }
        return ContentLayout(content: content, anchors: anchors, childRects: first)
    }

    /// How the content box's size enters a solve: exactly (required), or
    /// as small as the other constraints allow (measuring, SelfSizing).
    enum ContentPin {
        case exact(Double)
        case fitting
    }

    /// Whether the rules decide the layer's size on `axis` without its content.
    private func isDefinite(_ node: LayoutNode, _ axis: Axis) -> Bool {
        switch node.rule(axis) {
        case .fixed, .percent, .identifier: return true
        case .fill, .auto: return node.fills(axis)
        }
    }

    /// A label's text lines below its top; a box without text has its
    /// baselines at its bottom and its cap and x lines at its top.
    private mutating func textOffsets(_ child: Int, _ solved: Solved) -> LayerSystem.TextOffsets {
        let anchors = solved.anchors
        var xTop = anchors.capTop
        if tree.hasLabel(child), let text = textLayout(child, width: solved.size.width) { xTop = text.xTop }
        return LayerSystem.TextOffsets(baseline: anchors.firstBaseline, lastBaseline: anchors.lastBaseline,
                                       capTop: anchors.capTop, xTop: xTop)
    }

    /// Steps of building the system: the content box, each child's size
    /// rules and gravity, then the written constraints in document order.
    private func constraintSystem(_ index: Int, naturals: [Size], offsets: [LayerSystem.TextOffsets],
                                  width: ContentPin, height: ContentPin) -> LayerSystem {
        let layer = tree.nodes[index]
        let source = tree.layers[layer.layer]
        var system = LayerSystem(offsets: offsets, maxWork: solverBudget(layer.layer))
        addContentBox(&system, layer, width: width, height: height)
        for (k, child) in layer.children.enumerated() {
            for axis in [Axis.horizontal, .vertical] {
                addSizeRules(&system, k, tree.nodes[child], axis, natural: naturals[k][axis], source: source)
                let last = axis == .horizontal ? source.gravity.horizontal[k] : source.gravity.vertical[k]
                if last >= 0 { addGravity(&system, first: k, last: last, layer: layer, axis) }
            }
            if let ratio = tree.rules(ofNode: child).aspectRatio, !(tree.nodes[child].isRigid(.horizontal) && tree.nodes[child].isRigid(.vertical)) {
                system.add(LinearExpression(system.width[k]), .equal, LinearExpression(system.height[k]) * ratio, priority: 1000,
                           "aspectRatio=\"\(formatNumber(ratio))\" of \(source.childNames[k])", at: source.attributeLocations[k]["aspectRatio"])
            }
        }
        for constraint in source.constraints {
            system.add(system.expression(constraint.expression), constraint.relation, LinearExpression(constant: 0),
                       priority: constraint.priority, constraint.source, at: constraint.location)
        }
        addFrameExpressions(&system, source.frames, naturals: naturals)
        var free: [Axis] = []
        if case .fitting = width { free.append(.horizontal) }
        if case .fitting = height { free.append(.vertical) }
        for axis in free { addFitting(&system, axis) }
        addContainment(&system, layer, free)
        return system
    }

    /// SPEC §7.5, in dependency order: a linear expression is the required
    /// constraint it spells; one with `min`, `max` or `?:` over layout
    /// values is evaluated on the solution so far (everything it reads is
    /// already in) and holds its anchor at that number.
    private func addFrameExpressions(_ system: inout LayerSystem, _ frames: [FrameExpression], naturals: [Size]) {
        for frame in frames {
            guard case .child(let k) = frame.item, k < naturals.count else { continue }
            let natural = naturals[k][frame.anchor.axis]
            let target = system.anchor(frame.item, frame.anchor)
            if let linear = frame.value.linear(natural: natural) {
                system.add(target, .equal, system.expression(linear), priority: 1000, frame.source, at: frame.location)
                continue
            }
            let current = system
            let result = try? frame.value.evaluate(natural: natural) { current.value(of: current.anchor($0, $1)) }
            guard case .number(let number)? = result, number.isFinite else {
                system.report(.error("\(frame.anchor.rawValue): the expression has no finite value here", at: frame.location))
                continue
            }
            system.add(target, .equal, LinearExpression(constant: number), priority: 1000, frame.source, at: frame.location)
        }
    }

    /// The content box: its size, or the least it may be (SelfSizing).
    private func addContentBox(_ system: inout LayerSystem, _ layer: LayoutNode, width: ContentPin, height: ContentPin) {
        for (axis, pin) in [(Axis.horizontal, width), (.vertical, height)] {
            switch pin {
            case .exact(let size):
                let variable = axis == .horizontal ? system.parentWidth : system.parentHeight
                system.add(LinearExpression(variable), .equal, LinearExpression(constant: size), priority: 1000,
                           "the layer's content \(axis == .horizontal ? "width" : "height") of \(formatNumber(size))", at: nil)
            case .fitting:
                // After the rest (constraintSystem): the solver meets its chains first.
                break
            }
        }
    }

    /// SPEC §7.1: fixed sizes are required; `fill`, `N%`, min and max are
    /// constraints of the same meaning; an auto size on an element with
    /// intrinsic content is its natural size, held by hugging (don't grow)
    /// and compression resistance (don't shrink), as Auto Layout's
    /// intrinsicContentSize.
    private func addSizeRules(_ system: inout LayerSystem, _ k: Int, _ node: LayoutNode, _ axis: Axis, natural: Double,
                              source: ConstraintLayerSource) {
        let size = LinearExpression(axis == .horizontal ? system.width[k] : system.height[k])
        let parent = LinearExpression(axis == .horizontal ? system.parentWidth : system.parentHeight)
        let name = axis == .horizontal ? "width" : "height"
        let child = source.childNames[k], locations = source.attributeLocations[k]
        let rules = tree.rules(of: node)
        if !node.isRigid(axis) {
            system.add(size, .greaterOrEqual, LinearExpression(constant: 0), priority: 1000, "\(child)'s \(name) is not negative", at: source.childLocations[k])
        }
        switch node.rule(axis) {
        case .fixed, .identifier:
            system.add(size, .equal, LinearExpression(constant: natural), priority: 1000,
                       "\(name)=\"\(formatNumber(natural))\" of \(child)", at: locations[name])
        case .percent(let percent):
            system.add(size, .equal, parent * (percent / 100), priority: 1000,
                       "\(name)=\"\(formatNumber(percent))%\" of \(child)", at: locations[name])
        case .fill:
            let bounded = rules.maximum(axis) != nil || rules.minimum(axis) != nil
            system.add(size, .equal, parent - LinearExpression(constant: rules.margin.sum(axis)), priority: bounded ? 999 : 1000,
                       "\(name)=\"fill\" of \(child)", at: locations[name])
        case .auto where !tree.hasIntrinsicContent(node):
            // No content, no hugging or compression resistance (Auto Layout's
            // UIView): only the last tie-break, below every written priority,
            // keeps an axis nothing decides at 0 rather than anywhere.
            system.add(size, .equal, LinearExpression(constant: 0), priority: ConstraintPriority.tieBreak,
                       "\(child)'s \(name) (no intrinsic content)", at: nil)
        case .auto:
            system.add(size, .lessOrEqual, LinearExpression(constant: natural), priority: source.hugging[k][axis],
                       "\(child)'s natural \(name) (hugging)", at: nil)
            system.add(size, .greaterOrEqual, LinearExpression(constant: natural), priority: source.compressionResistance[k][axis],
                       "\(child)'s natural \(name) (compression resistance)", at: nil)
        }
        let minName = axis == .horizontal ? "minWidth" : "minHeight", maxName = axis == .horizontal ? "maxWidth" : "maxHeight"
        for (length, relation, attribute) in [(rules.minimum(axis), RelationOperator.greaterOrEqual, minName), (rules.maximum(axis), .lessOrEqual, maxName)] {
            guard let length else { continue }
            let bound: LinearExpression
            switch length {
            case .points(let points): bound = LinearExpression(constant: points)
            case .percent(let percent): bound = parent * (percent / 100)
            }
            system.add(size, relation, bound, priority: 1000, "\(attribute) of \(child)", at: locations[attribute])
        }
    }

    /// SPEC §7.1: an axis nothing else places goes by gravity, as in any Z
    /// (the weakest preference, priority 1). A floating group is one block,
    /// from its first child's start to its last child's end (margins
    /// included), placed by its first child's gravity.
    private func addGravity(_ system: inout LayerSystem, first: Int, last: Int, layer: LayoutNode, _ axis: Axis) {
        let head = tree.nodes[layer.firstChild + first], tail = tree.nodes[layer.firstChild + last]
        let headMargin = tree.rules(of: head).margin, tailMargin = tree.rules(of: tail).margin
        let fraction = axis == .horizontal ? (head.gravity.horizontal ?? .center).placementFraction
                                           : (head.gravity.vertical ?? .middle).placementFraction
        let horizontal = axis == .horizontal
        let start = LinearExpression(horizontal ? system.left[first] : system.top[first]) - LinearExpression(constant: headMargin.leading(axis))
        let end = LinearExpression(horizontal ? system.left[last] : system.top[last])
            + LinearExpression(horizontal ? system.width[last] : system.height[last])
            + LinearExpression(constant: tailMargin.sum(axis) - tailMargin.leading(axis))
        let parent = LinearExpression(horizontal ? system.parentWidth : system.parentHeight)
        // (1 − f)·start + f·end = f·space: f = 0 puts the start at 0, 1 the end at the far edge, ½ centres the block.
        system.add(start * (1 - fraction) + end * fraction, .equal, parent * fraction, priority: ConstraintPriority.gravity, "gravity", at: nil)
    }

    /// `gravity check` notes (SPEC §7.1): which child and axis no written
    /// constraint places, so gravity and natural size decided them, and
    /// which constraints name a hidden child (kept, as Auto Layout keeps them).
    private mutating func noteUnconstrainedAxes(_ index: Int) {
        let source = tree.layers[tree.nodes[index].layer]
        for (written, location, names) in source.hiddenReferences {
            let subject = names.count == 1 ? "hidden \(names[0])" : "hidden " + names.joined(separator: ", ")
            report(.note("'\(written)' is kept though it names \(subject): a hidden child keeps its place "
                         + "and its constraints, as in Auto Layout, and is only not drawn", at: location))
        }
        // What the written constraints and expressions read of each child, per axis: one pass.
        var read = [[LayoutAnchor]](repeating: [], count: 2 * source.childNames.count)
        // Whether an equality places the child (else only inequalities do, or nothing).
        var placedByEquality = [Bool](repeating: false, count: 2 * source.childNames.count)
        func slot(_ k: Int, _ axis: Axis) -> Int { 2 * k + (axis == .horizontal ? 0 : 1) }
        for constraint in source.constraints {
            for term in constraint.expression.terms where term.coefficient != 0 {
                guard case .child(let k) = term.item, k < source.childNames.count else { continue }
                read[slot(k, term.anchor.axis)].append(term.anchor)
                if constraint.relation == .equal, !term.anchor.isSize { placedByEquality[slot(k, term.anchor.axis)] = true }
            }
        }
        for frame in source.frames {
            if case .child(let k) = frame.item, k < source.childNames.count {
                read[slot(k, frame.anchor.axis)].append(frame.anchor)
                if !frame.anchor.isSize { placedByEquality[slot(k, frame.anchor.axis)] = true }
            }
        }
        for (k, child) in tree.nodes[index].children.enumerated() where !source.hidden[k] {
            for axis in [Axis.horizontal, .vertical] {
                let anchors = read[slot(k, axis)]
                let name = axis == .horizontal ? "horizontally" : "vertically"
                if anchors.isEmpty {
                    let natural = tree.nodes[child].rule(axis) == .auto ? " at its natural size" : ""
                    report(.note("no constraint relates \(source.childNames[k]) \(name): its gravity places it\(natural)",
                                 at: source.childLocations[k]))
                } else if anchors.allSatisfy(\.isSize) {
                    report(.note("no constraint places \(source.childNames[k]) \(name): its gravity does", at: source.childLocations[k]))
                } else if !placedByEquality[slot(k, axis)] {
                    report(.note("only inequalities place \(source.childNames[k]) \(name): its gravity places it within them",
                                 at: source.childLocations[k]))
                }
            }
        }
    }
}
