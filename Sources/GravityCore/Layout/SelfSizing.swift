import GravityConstraints

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
    func addFitting(_ system: inout LayerSystem, _ layer: LayoutNode, _ axis: Axis) {
        let horizontal = axis == .horizontal
        let parent = LinearExpression(horizontal ? system.parentWidth : system.parentHeight)
        let name = horizontal ? "width" : "height"
        system.add(parent, .greaterOrEqual, LinearExpression(constant: 0), priority: ConstraintPriority.required,
                   "the layer's content \(name) is not negative", at: nil)
        for (k, child) in layer.children.enumerated() {
            let margin = tree.rules(ofNode: child).margin
            let start = LinearExpression(horizontal ? system.left[k] : system.top[k])
            let end = start + LinearExpression(horizontal ? system.width[k] : system.height[k])
            system.add(start, .greaterOrEqual, LinearExpression(constant: margin.leading(axis)), priority: ConstraintPriority.containment,
                       "inside the layer (measuring)", at: nil)
            system.add(end + LinearExpression(constant: margin.sum(axis) - margin.leading(axis)), .lessOrEqual, parent,
                       priority: ConstraintPriority.containment, "inside the layer (measuring)", at: nil)
        }
        system.add(parent, .equal, LinearExpression(constant: 0), priority: ConstraintPriority.fitting,
                   "the layer's fitting \(name)", at: nil)
    }
}
