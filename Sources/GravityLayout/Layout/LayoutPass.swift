import GravityDocument
import GravityValues

/// The state of one layout run: the flattened tree, the solution cache and
/// the diagnostics found on the way.
struct LayoutPass {
    let measurer: TextMeasuring
    /// Device pixels per point.
    let scale: Double
    var tree: LayoutTree
    var cache: SolutionCache
    /// The children of every placed solution (PlacedChild: rectangles
    /// relative to the parent's top-left); `Solved.childRects` indexes into it.
    var childRects: [PlacedChild] = []
    /// Natural text layout per label, measured once (by `LayoutNode.content`).
    var naturalText: [TextLayout?]
    /// Their sizes and anchors, and whether each was measured (a label
    /// whose font fails has no layout and is measured once too).
    var naturalMetrics: [TextMetrics?]
    var measuredNatural: [Bool]
    /// Minimum content width per node (SPEC §2.3), computed once.
    var minimumContentWidth: [Double?]
    /// Minimum heights (MinimumContent) by node, each for the proposals it
    /// was measured at: a V in deficit asks for its children's, which ask
    /// for theirs, once per level above them when not remembered.
    var minimumHeights: [Int: [(offered: Proposal, height: Double)]] = [:]
    var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []
    /// By `LayoutNode.layer`: the last solution of each constraint layer
    /// (its content size and children's rectangles), so placing a layer at
    /// the size it measured reuses that solution instead of solving again.
    var layerSolutions: [(content: Size, rects: [Rect])?] = []
    /// Emptied item buffers of stacks laid out, for the next stacks (StackLayout).
    var spareItems: [[StackItem]] = []
    /// Whether an offer that holds a node's unbounded solution reuses it
    /// (OfferedSpace); off only in tests (`LayoutEngine.reusesUnboundedSolutions`).
    var reusesUnbounded = true
    /// Characters no font has are errors (`--strict`).
    var strict = false
    /// Points past which wrapped text need not be laid out: the tallest
    /// canvas the limits allow (a label taller than it cannot be shown).
    var textHorizon = Double.infinity
    /// `--max-solver-work` for each constraint layer's system.
    var maxSolverWork = Limits().maxSolverWork
    /// By `LayoutNode.layer`: the solver's work over every solve of the
    /// layer so far, and the layers whose limit error is reported (SolverWorkLimit).
    var solverWorkSpent: [Int] = []
    var solverLimitReported: Set<Int> = []

    /// Where solution caches leave their tables for the next layout.
    let solutionTables: SolutionTables

    init(tree: LayoutTree, measurer: TextMeasuring, scale: Double, solutionTables: SolutionTables = SolutionTables()) {
        self.tree = tree
        self.measurer = measurer
        self.scale = scale
        self.solutionTables = solutionTables
        let count = tree.nodes.count
        cache = SolutionCache(count: count, spares: solutionTables)
        naturalText = Array(repeating: nil, count: tree.labels.count)
        naturalMetrics = Array(repeating: nil, count: tree.labels.count)
        measuredNatural = Array(repeating: false, count: tree.labels.count)
        // Every node is placed at least once: its rectangle is one entry.
        childRects.reserveCapacity(count)
        minimumContentWidth = Array(repeating: nil, count: count)
        layerSolutions = Array(repeating: nil, count: tree.layers.count)
        solverWorkSpent = Array(repeating: 0, count: tree.layers.count)
    }

    /// Forgets every solution (after identifier sizes change the rules).
    mutating func resetCache() {
        cache = SolutionCache(count: tree.nodes.count, spares: solutionTables)
        childRects.removeAll(keepingCapacity: true)
        minimumContentWidth = Array(repeating: nil, count: tree.nodes.count)
        minimumHeights = [:]
        layerSolutions = Array(repeating: nil, count: tree.layers.count)
    }

    /// Lays `node` out for `proposal`, once per distinct proposal.
    mutating func solve(_ node: Int, _ offered: Proposal) -> Solved {
        let proposal = offered.keyed(for: tree.nodes[node])
        if tree.nodes[node].solvesFromRules { return compute(node, proposal) }
        if let solved = cache.lookup(node, proposal) ?? solvedUnbounded(node, proposal) { return solved }
        let solved = compute(node, proposal)
        cache.store(node, proposal, solved)
        // A measured node was also placed (or, for a leaf, sized) at its
        // size: that is exactly what the parent's arrange pass asks for next.
        if !proposal.exact {
            let exact = Proposal.exact(solved.size, base: (proposal.baseWidth, proposal.baseHeight))
            if cache.lookup(node, exact) == nil { cache.store(node, exact, solved) }
        }
        return solved
    }

    /// The solution without an offer, for an offer that holds it on the
    /// axes where the node ignores the offer (OfferedSpace): both such
    /// axes unbounded, else one.
    private func solvedUnbounded(_ node: Int, _ proposal: Proposal) -> Solved? {
        guard reusesUnbounded, !proposal.exact else { return nil }
        let width = tree.nodes[node].widthIgnoresOffer && proposal.width != nil
        let height = tree.nodes[node].heightIgnoresOffer && proposal.height != nil
        guard width || height else { return nil }
        if let solved = solvedUnbounded(node, proposal, width: width, height: height) { return solved }
        guard width && height else { return nil }
        return solvedUnbounded(node, proposal, width: true, height: false)
            ?? solvedUnbounded(node, proposal, width: false, height: true)
    }

    /// The cached solution of `proposal` with the axes given here
    /// unbounded, if it fits in what they offer.
    private func solvedUnbounded(_ node: Int, _ proposal: Proposal, width: Bool, height: Bool) -> Solved? {
        guard let solved = cache.lookup(node, proposal.unbounded(width: width, height: height)),
              !width || solved.size.width <= proposal.width!, !height || solved.size.height <= proposal.height! else { return nil }
        return solved
    }

    /// Adds `diagnostic` once (a set says whether it is new: searching the
    /// list made a layer's per-child notes quadratic in its children).
    mutating func report(_ diagnostic: Diagnostic) {
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    // MARK: - One node

    private mutating func compute(_ index: Int, _ proposal: Proposal) -> Solved {
        switch tree.nodes[index].kind {
        case .label: return solveLabel(index, proposal)
        case .image: return solveImage(index, proposal)
        case .spacer:
            let size = proposal.exact ? Size(width: proposal.width!, height: proposal.height!) : .zero
            return Solved(size: size, anchors: .synthesized(height: size.height))
        case .h, .v, .z, .button: return solveContainer(index, proposal)
        }
    }

    /// The size an axis takes without looking at content, if the rules
    /// decide it: a number, `N%` of the parent's content box, or the space
    /// offered when the node fills. nil: the content decides.
    func definiteSize(_ node: LayoutNode, _ axis: Axis, _ proposal: Proposal) -> Double? {
        if proposal.exact { return proposal[axis] }
        let value: Double?
        switch node.rule(axis) {
        case .fixed(let points): value = points
        case .percent(let percent): value = proposal.base(axis).map { $0 * percent / 100 }
        case .identifier: value = nil
        case .fill, .auto: value = node.fills(axis) ? proposal[axis] : nil
        }
        return value.map { tree.rules(of: node).clamped($0, axis, base: proposal.base(axis)) }
    }

    /// Both definite sizes, with `aspectRatio` (w/h) deriving the axis the
    /// rules leave open.
    func definiteSizes(_ node: LayoutNode, _ proposal: Proposal) -> (width: Double?, height: Double?) {
        var width = definiteSize(node, .horizontal, proposal)
        var height = definiteSize(node, .vertical, proposal)
        let rules = tree.rules(of: node)
        if let ratio = rules.aspectRatio, !proposal.exact {
            if let w = width, height == nil { height = rules.clamped(w / ratio, .vertical, base: proposal.baseHeight) }
            else if let h = height, width == nil { width = rules.clamped(h * ratio, .horizontal, base: proposal.baseWidth) }
        }
        return (width, height)
    }

    /// An axis the content decides: the natural size, no larger than the
    /// space offered (so labels truncate or wrap and stacks shrink their
    /// children), then clamped.
    func contentDecided(_ node: LayoutNode, _ axis: Axis, natural: Double, _ proposal: Proposal) -> Double {
        let offered = proposal[axis].map { Swift.min(natural, $0) } ?? natural
        return tree.rules(of: node).clamped(offered, axis, base: proposal.base(axis))
    }

    // MARK: - Containers

    private mutating func solveContainer(_ index: Int, _ proposal: Proposal) -> Solved {
        let node = tree.nodes[index]
        let padding = tree.rules(of: node).padding
        if node.childCount == 0 {
            // Nothing inside: the padding is the natural size.
            let definite = definiteSizes(node, proposal)
            var size = Size(width: definite.width ?? contentDecided(node, .horizontal, natural: padding.horizontal, proposal),
                            height: definite.height ?? contentDecided(node, .vertical, natural: padding.vertical, proposal))
            if let ratio = tree.rules(of: node).aspectRatio, definite.width == nil, definite.height == nil {
                size.height = tree.rules(of: node).clamped(size.width / ratio, .vertical, base: proposal.baseHeight)
            }
            return Solved(size: size, anchors: .synthesized(height: size.height))
        }
        var size: Size
        let definite = definiteSizes(node, proposal)
        if let width = definite.width, let height = definite.height {
            // The rules decide both axes: no need to measure the content.
            size = Size(width: width, height: height)
        } else {
            // Measure: the natural content size within what is offered.
            let contentWidth = (definite.width ?? proposal.width).map { Swift.max(0, $0 - padding.horizontal) }
            let contentHeight = (definite.height ?? proposal.height).map { Swift.max(0, $0 - padding.vertical) }
            let content: Size
            if node.kind.isStack {
                content = layoutStack(index, width: contentWidth, height: contentHeight,
                                      definiteWidth: definite.width != nil, definiteHeight: definite.height != nil,
                                      placing: false).content
            } else {
                content = layoutLayer(index, width: contentWidth, height: contentHeight, placing: false).content
            }
            size = Size(width: definite.width ?? contentDecided(node, .horizontal, natural: content.width + padding.horizontal, proposal),
                        height: definite.height ?? contentDecided(node, .vertical, natural: content.height + padding.vertical, proposal))
            if let ratio = tree.rules(of: node).aspectRatio, definite.width == nil, definite.height == nil {
                size.height = tree.rules(of: node).clamped(size.width / ratio, .vertical, base: proposal.baseHeight)
            }
        }
        // Arrange: place the children in the content box of that size.
        let contentWidth = Swift.max(0, size.width - padding.horizontal)
        let contentHeight = Swift.max(0, size.height - padding.vertical)
        let placed = node.kind.isStack
            ? layoutStack(index, width: contentWidth, height: contentHeight, definiteWidth: true, definiteHeight: true, placing: true)
            : layoutLayer(index, width: contentWidth, height: contentHeight, placing: true)
        // Anchors are already relative to the container's top (padding included).
        var anchors = placed.anchors ?? .synthesized(height: size.height)
        if node.childCount == 0 { anchors = .synthesized(height: size.height) }
        return Solved(size: size, anchors: anchors, childRects: placed.childRects, overflow: placed.overflow)
    }
}

/// What laying out a container's content produced.
struct ContentLayout {
    /// Points: natural when measuring, the given content box when placing.
    var content: Size
    /// Relative to the container's top; nil when no child gave one.
    var anchors: Anchors?
    var childRects = -1
    var overflow = 0.0
}
