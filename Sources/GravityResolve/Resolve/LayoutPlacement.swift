import GravityValues

/// Layout's placement rules (SPEC §14.1, `LayoutNode.overrideExpressions`),
/// applied while resolving a document read by `PlacementRules.layout`.
extension Resolver {
    /// The scope the root inherits. Under Layout's rules a view without
    /// `left`/`top` sits at its parent's origin: the inherited gravity is
    /// `left top` rather than Gravity's `center middle`.
    var rootScope: Scope {
        var scope = Scope(direction: options.direction)
        if rules.isLayout { scope.gravity = GravityValue(horizontal: .left, vertical: .top) }
        return scope
    }

    /// Layout's rule for a view without intrinsic size (`UIView`, `UIStackView`):
    /// with no `width` (`height`) written, and not sized by two of its
    /// position expressions, it is 100% of its parent on that axis; `auto`
    /// written hugs its children. Arranged views of a stack are the stack's
    /// to size, so the caller leaves them out; the root is 100% of the canvas.
    func applyLayoutDefaultSize(to element: inout Element, root: Bool) {
        guard element.kind == .z || element.kind.isStack, element.custom == nil,
              element.size.aspectRatio == nil else { return }
        let expressions = element.relations?.expressionAttributes ?? []
        // A child placed by frame expressions gets the size as a frame expression (`addLayoutAutoSize`).
        if !root, !expressions.isEmpty { return }
        let rows: [(name: String, anchor: LayoutAnchor, positions: [LayoutAnchor])] = [
            ("width", .width, [.left, .right, .centerX]), ("height", .height, [.top, .bottom, .centerY])]
        for row in rows where element.attributeLocations[row.name] == nil && !expressions.contains(row.anchor) {
            // Two positions decide the size (Layout: `right - left`).
            if !root, row.positions.filter(expressions.contains).count >= 2 { continue }
            if row.anchor == .width, element.size.width == .auto { element.size.width = .percent(100) }
            if row.anchor == .height, element.size.height == .auto { element.size.height = .percent(100) }
        }
    }
}
