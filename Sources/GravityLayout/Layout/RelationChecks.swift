import GravityConstraints
import GravityDocument
import GravityValues

/// `gravity check` sees relations (SPEC §7.1, issue #28): per layer and
/// axis, what the solver decided that the document did not. Warnings, and
/// errors under `--strict`:
/// 1. two children with intrinsic content hug (or resist compression) at
///    the same priority in one chain, and the solver chose which one gave
///    way (Auto Layout's ambiguity);
/// 2. a drawn child that lies outside its layer's bounds (clipped when the
///    layer clips, as a `Z` does by default).
extension LayoutPass {
    /// 1. On the solved system (before the rectangles are read back, which
    ///    a trial does not change: it is removed again).
    mutating func checkTies(_ system: LayerSystem, _ index: Int, naturals: [Size]) {
        let layer = tree.nodes[index]
        let source = tree.layers[layer.layer]
        for axis in [Axis.horizontal, .vertical] {
            checkTies(system, layer, source, naturals, axis)
        }
    }

    /// 2. On the placed rectangles.
    mutating func checkBounds(_ index: Int, _ rects: [Rect], content: Size, padding: Insets) {
        checkBounds(index, tree.layers[tree.nodes[index].layer], rects, content: content, padding: padding)
    }

    /// 1. A hugging or compression resistance that gave way while another
    ///    child of the same priority in the same chain could have instead:
    ///    a trial constraint holding it at its natural size just above that
    ///    priority moves the other child, so the choice was the solver's.
    private mutating func checkTies(_ system: LayerSystem, _ layer: LayoutNode, _ source: ConstraintLayerSource, _ naturals: [Size], _ axis: Axis) {
        let sizes = axis == .horizontal ? system.width : system.height
        let name = axis == .horizontal ? "horizontally" : "vertically"
        func yields(_ k: Int) -> Bool {
            tree.nodes[layer.firstChild + k].rule(axis) == .auto && tree.hasIntrinsicContent(tree.nodes[layer.firstChild + k])
        }
        var chains: [Int]?
        var warned: Set<Int> = []
        for k in sizes.indices where yields(k) && !warned.contains(k) {
            let size = system.value(sizes[k]), natural = naturals[k][axis]
            let grew = size > natural + 1e-6
            guard grew || size < natural - 1e-6 else { continue }
            let priorities = grew ? source.hugging : source.compressionResistance
            let priority = priorities[k][axis]
            if chains == nil { chains = Self.chains(source, axis) }
            let partners = sizes.indices.filter { $0 != k && yields($0) && chains![$0] == chains![k] && priorities[$0][axis] == priority }
            guard !partners.isEmpty, priority < 1000,
                  let trialPriority = Priority(checking: priority + 0.25) else { continue }
            let before = partners.map { system.value(sizes[$0]) }
            let trial = Constraint(LinearExpression(sizes[k]), .equal, LinearExpression(constant: natural), priority: trialPriority)
            guard (try? system.solver.add(trial)) != nil else { continue }
            let moved = partners.indices.first { abs(system.value(sizes[partners[$0]]) - before[$0]) > 1e-6 }
            let gaveWay = abs(system.value(sizes[k]) - natural) < abs(size - natural) - 1e-6
            _ = system.solver.remove(trial)
            guard gaveWay, let moved else { continue }
            warned.formUnion([k, partners[moved]])
            let verb = grew ? "stretched" : "compressed"
            report(Diagnostic(strict ? .error : .warning,
                              "\(source.childNames[k]) and \(source.childNames[partners[moved]]) \(grew ? "hug" : "resist compression") \(name) "
                              + "at the same priority (\(formatNumber(priority))), so which one is \(verb) is left to the solver: it \(verb) "
                              + "\(source.childNames[k]); give the one that should give way a lower priority "
                              + "(`\(grew ? "hugging" : "compressionResistance")=\"…\"`)", at: source.childLocations[k]))
        }
    }

    /// Per child, a number shared by the children that written constraints
    /// on `axis` tie together (inequalities too), the layer included.
    private static func chains(_ source: ConstraintLayerSource, _ axis: Axis) -> [Int] {
        let count = source.childNames.count
        var parent = Array(0...count)
        func root(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        for constraint in source.constraints {
            let items = constraint.expression.terms.filter { $0.anchor.axis == axis && $0.coefficient != 0 }.map { term -> Int in
                if case .child(let k) = term.item, k >= 0, k < count { return k }
                return count
            }
            for item in items.dropFirst() { parent[root(item)] = root(items[0]) }
        }
        return (0..<count).map(root)
    }

    /// 2. Drawn children outside the layer's bounds (its content box and padding).
    private mutating func checkBounds(_ index: Int, _ source: ConstraintLayerSource, _ rects: [Rect], content: Size, padding: Insets) {
        let clips = tree.frames[index].appearance.clips
        // A scroll view's content runs past its content view by design (SPEC §14.2).
        if !clips, tree.frames[index].component == "UIScrollView" { return }
        for (k, rect) in rects.enumerated() where !source.hidden[k] && rect.width > 0 && rect.height > 0 {
            let outside = [("left", -padding.left - rect.x), ("top", -padding.top - rect.y),
                           ("right", rect.x + rect.width - content.width - padding.right),
                           ("bottom", rect.y + rect.height - content.height - padding.bottom)]
                .filter { $0.1 > 0.5 / scale }
            guard !outside.isEmpty else { continue }
            let sides = outside.map { "\(formatNumber(($0.1 * 100).rounded() / 100)) points at the \($0.0)" }.joined(separator: ", ")
            report(Diagnostic(strict ? .error : .warning,
                              clips ? "\(source.childNames[k]) is clipped by its layer: \(sides) are not drawn"
                                    : "\(source.childNames[k]) overflows its layer by \(sides)",
                              at: source.childLocations[k]))
        }
    }
}
