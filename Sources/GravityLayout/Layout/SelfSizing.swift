import GravityConstraints
import GravityResolve
import GravityValues

/// SPEC §7.1: a constraint layer of `auto` size on an axis takes the
/// smallest size its constraints allow, as Auto Layout's
/// `systemLayoutSizeFitting(UILayoutFittingCompressedSize)`: the content
/// box's size is pulled towards 0 at the fitting priority (50), so every
/// required constraint, compression resistance (750) and hugging (250)
/// holds and the layer grows around them, insets to its own edges included.
/// Beyond Auto Layout, each child's margin box is kept inside the content
/// box just above that pull (a layer hugs children that only gravity
/// places); a constraint that puts a child outside whatever the size wins
/// over it.
extension LayoutPass {
    /// 1. The pull towards 0, after every other constraint.
    func addFitting(_ system: inout LayerSystem, _ axis: Axis) {
        let parent = LinearExpression(axis == .horizontal ? system.parentWidth : system.parentHeight)
        let name = axis == .horizontal ? "width" : "height"
        system.add(parent, .greaterOrEqual, LinearExpression(constant: 0), priority: ConstraintPriority.required,
                   "the layer's content \(name) is not negative", at: nil)
        system.add(parent, .equal, LinearExpression(constant: 0), priority: ConstraintPriority.fitting,
                   "the layer's fitting \(name)", at: nil)
    }

    /// 2. Children inside the box (priority 50.5), added only for the
    ///    children found outside, the farthest first, solving again after
    ///    each: a chain of 1,000 children needs its two ends, where a
    ///    constraint per child and edge made the solve 1,000 times slower.
    ///    After `rounds` rounds every child still outside is added at once.
    func addContainment(_ system: inout LayerSystem, _ layer: LayoutNode, _ axes: [Axis], rounds: Int = 8) {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        guard horizontal || vertical else { return }
        let count = layer.childCount
        // Per child and axis: whether its start and end are held inside yet.
        var added = [Bool](repeating: false, count: 4 * count)
        let margins = layer.children.map { tree.rules(ofNode: $0).margin }
        for round in 0...rounds {
            var found = false
            for axis in axes {
                let h = axis == .horizontal
                let size = system.value(h ? system.parentWidth : system.parentHeight)
                var outside: [(excess: Double, slot: Int)] = []
                for k in 0..<count {
                    let start = system.value(h ? system.left[k] : system.top[k])
                    let end = start + max(0, system.value(h ? system.width[k] : system.height[k]))
                    let margin = margins[k]
                    let before = margin.leading(axis) - start, after = end + margin.sum(axis) - margin.leading(axis) - size
                    let slot = 4 * k + (h ? 0 : 2)
                    if before > 1e-9, !added[slot] { outside.append((before, slot)) }
                    if after > 1e-9, !added[slot + 1] { outside.append((after, slot + 1)) }
                }
                guard !outside.isEmpty else { continue }
                found = true
                // The farthest start and end, or every one in the last round.
                let chosen = round < rounds
                    ? [outside.filter { $0.slot % 2 == 0 }.max { $0.excess < $1.excess }, outside.filter { $0.slot % 2 == 1 }.max { $0.excess < $1.excess }].compactMap { $0 }
                    : outside
                for (_, slot) in chosen {
                    added[slot] = true
                    add(&system, slot / 4, axis, end: slot % 2 == 1, margin: margins[slot / 4])
                }
            }
            if !found { return }
        }
    }

    private func add(_ system: inout LayerSystem, _ k: Int, _ axis: Axis, end: Bool, margin: Insets) {
        let h = axis == .horizontal
        let start = LinearExpression(h ? system.left[k] : system.top[k])
        if end {
            let edge = start + LinearExpression(h ? system.width[k] : system.height[k])
                + LinearExpression(constant: margin.sum(axis) - margin.leading(axis))
            system.add(edge, .lessOrEqual, LinearExpression(h ? system.parentWidth : system.parentHeight),
                       priority: ConstraintPriority.containment, "inside the layer (measuring)", at: nil)
        } else {
            system.add(start, .greaterOrEqual, LinearExpression(constant: margin.leading(axis)),
                       priority: ConstraintPriority.containment, "inside the layer (measuring)", at: nil)
        }
    }
}
