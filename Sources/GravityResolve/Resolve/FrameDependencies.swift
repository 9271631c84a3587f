import GravityDocument

/// Frame expressions of a layer's children (SPEC §7.5): names resolved to
/// children, then ordered so each comes after the expressions it reads (as
/// Layout evaluates them). A circle of references is an error that prints it.
extension ConstraintLayerAssembly {
    static func orderedFrames(_ children: [Element], ids: [String], indices: [String: Int], layerID: String? = nil,
                              external: External? = nil, readsOutside: inout Bool,
                              diagnostics: inout [Diagnostic]) -> [FrameExpression] {
        // 1. Resolve names: own, previous, next and ids become children; an id
        //    elsewhere in the document (Layout) is the size it was last laid out at.
        var frames: [FrameExpression] = []
        for (k, child) in children.enumerated() {
            for written in child.relations?.frames ?? [] {
                var problem: String?
                var frame = written
                if let external {
                    frame.value = frame.value.readingOutside(indices: indices, layerID: layerID, external: external,
                                                             readsOutside: &readsOutside, problem: &problem)
                }
                let resolved = frame.mapItems { item in
                    switch item {
                    case .own: return .child(k)
                    case .previous:
                        if k == 0 { problem = "'previous' is the sibling before this element, and it is the first child" }
                        return .child(k - 1)
                    case .next:
                        if k + 1 >= children.count { problem = "'next' is the sibling after this element, and it is the last child" }
                        return .child(k + 1)
                    case .named(let id):
                        if let index = indices[id] { return .child(index) }
                        // The layer itself by its id (Layout's `#foo.width` inside foo) is the parent.
                        if id == layerID { return .parent }
                        if problem == nil { problem = ConstraintEvaluator.unknownView(id, views: ids) }
                        return item
                    case .parent, .child: return item
                    }
                }
                if let problem {
                    diagnostics.append(.error("\(frame.anchor.rawValue): \(problem)", at: frame.location))
                } else {
                    frames.append(resolved)
                }
            }
        }
        // 2. Each expression depends on the expressions that decide what it reads.
        var written = [[Int]](repeating: [], count: children.count)
        for (e, frame) in frames.enumerated() {
            if case .child(let k) = frame.item, k >= 0, k < children.count { written[k].append(e) }
        }
        let dependencies = frames.map { frame in
            frame.value.anchors.flatMap { item, anchor -> [Int] in
                guard case .child(let d) = item, d >= 0, d < children.count else { return [] }
                return Self.deciding(anchor, among: written[d], in: frames)
            }
        }
        // 3. Depth-first, dependencies first; a reference back to an open expression closes a circle.
        var state = [Int](repeating: 0, count: frames.count)  // 0 new, 1 open, 2 done
        var order: [Int] = []
        var inCircle = Set<Int>()
        // An explicit stack (the open path, with how far each has got through
        // its dependencies): a chain of 100,000 `previous.` must not recurse.
        var path: [(e: Int, next: Int)] = []
        for root in frames.indices where state[root] == 0 {
            state[root] = 1
            path.append((root, 0))
            while let (e, next) = path.last {
                guard next < dependencies[e].count else {
                    path.removeLast()
                    state[e] = 2
                    order.append(e)
                    continue
                }
                path[path.count - 1].next += 1
                let d = dependencies[e][next]
                if state[d] == 1 {
                    let open = path.map(\.e)
                    let circle = Array(open[open.lastIndex(of: d)!...]) + [d]
                    if !circle.contains(where: inCircle.contains) {
                        let names = circle.map { name(of: frames[$0], children) }.joined(separator: " → ")
                        diagnostics.append(.error("circular reference: \(names)", at: frames[d].location))
                    }
                    inCircle.formUnion(circle)
                } else if state[d] == 0 {
                    state[d] = 1
                    path.append((d, 0))
                }
            }
        }
        return order.filter { !inCircle.contains($0) }.map { frames[$0] }
    }

    /// The expressions of child `d` that decide its `anchor`: the anchor's
    /// own, or else the ones it is derived from (`right` from `left` and
    /// `width`; a size from two edges).
    private static func deciding(_ anchor: LayoutAnchor, among written: [Int], in frames: [FrameExpression]) -> [Int] {
        func those(_ anchors: [LayoutAnchor]) -> [Int] { written.filter { anchors.contains(frames[$0].anchor) } }
        let horizontal: [LayoutAnchor] = [.left, .right, .centerX], vertical: [LayoutAnchor] = [.top, .bottom, .centerY]
        var canonical = anchor
        switch anchor {
        case .leading: canonical = .left
        case .trailing: canonical = .right
        case .baseline, .lastBaseline, .capTop, .xTop: canonical = .top
        default: break
        }
        let own = those([canonical])
        if !own.isEmpty { return own }
        switch canonical {
        case .width: let edges = those(horizontal); return edges.count >= 2 ? edges : []
        case .height: let edges = those(vertical); return edges.count >= 2 ? edges : []
        default: return those(canonical.axis == .horizontal ? horizontal + [.width] : vertical + [.height])
        }
    }

    private static func name(of frame: FrameExpression, _ children: [Element]) -> String {
        guard case .child(let k) = frame.item else { return frame.anchor.rawValue }
        let child = k < children.count ? children[k].id ?? "<\(children[k].kind.rawValue)> (child \(k + 1))" : "?"
        return "\(child).\(frame.anchor.rawValue)"
    }
}

extension FrameValue {
    /// `#id.width`/`.height` of a view outside the layer as the number
    /// `external` gives; its other anchors are a problem (its position is in
    /// another layer's coordinates).
    func readingOutside(indices: [String: Int], layerID: String?, external: ConstraintLayerAssembly.External,
                        readsOutside: inout Bool, problem: inout String?) -> FrameValue {
        switch self {
        case .number, .bool, .natural: return self
        case .anchor(.named(let id), let anchor) where indices[id] == nil && id != layerID:
            guard let size = external(id) else { return self }
            guard anchor == .width || anchor == .height else {
                problem = "'#\(id).\(anchor.rawValue)': '\(id)' is not in this layer; a view elsewhere in the document is read for its width and height only"
                return self
            }
            readsOutside = true
            return .number(anchor == .width ? size.width : size.height)
        case .anchor: return self
        case .unary(let op, let a):
            return .unary(op, a.readingOutside(indices: indices, layerID: layerID, external: external, readsOutside: &readsOutside, problem: &problem))
        case .binary(let op, let a, let b):
            return .binary(op, a.readingOutside(indices: indices, layerID: layerID, external: external, readsOutside: &readsOutside, problem: &problem),
                           b.readingOutside(indices: indices, layerID: layerID, external: external, readsOutside: &readsOutside, problem: &problem))
        case .conditional(let c, let a, let b):
            return .conditional(c.readingOutside(indices: indices, layerID: layerID, external: external, readsOutside: &readsOutside, problem: &problem),
                                a.readingOutside(indices: indices, layerID: layerID, external: external, readsOutside: &readsOutside, problem: &problem),
                                b.readingOutside(indices: indices, layerID: layerID, external: external, readsOutside: &readsOutside, problem: &problem))
        case .call(let function, let arguments):
            return .call(function, arguments.map {
                $0.readingOutside(indices: indices, layerID: layerID, external: external, readsOutside: &readsOutside, problem: &problem)
            })
        }
    }
}
