/// Layout's rule for `auto` (issue #28, Layout's README): "If a node has no
/// children and no intrinsic size, auto is equivalent to 100%" of its
/// parent on that axis. It holds where Layout's model places views: in a
/// plain `Z`, and for a child of a constraint layer that Layout's frame
/// expressions place. A child that Keep attributes or SFL strings relate
/// keeps Auto Layout's model, where such a view has no size of its own.
extension Resolver {
    /// A childless plain view (`Z`, `View`, `UIView`; not a button, a custom
    /// element or an element with `aspectRatio`), which has no intrinsic size.
    static func hasNoIntrinsicSize(_ element: Element) -> Bool {
        element.kind == .z && element.custom == nil && element.children.isEmpty && element.size.aspectRatio == nil
    }

    /// Under Layout's rules (SPEC §14.1) a view without intrinsic size is
    /// 100% of its parent on an axis whose size is not written, children or
    /// not; `auto` written keeps the childless rule above (it hugs children).
    func layoutFillsByDefault(_ element: Element, _ attribute: String) -> Bool {
        rules.isLayout && (element.kind == .z || element.kind.isStack) && element.custom == nil
            && element.size.aspectRatio == nil && element.attributeLocations[attribute] == nil
    }

    /// 1. A child placed by frame expressions alone: each `auto` axis that its
    /// position expressions leave open (Layout: `width` is `100% - right -
    /// left` when both are written) gets `width = 100%` (`height`) as the
    /// frame expression Layout's default is.
    func addLayoutAutoSize(to element: inout Element, expressionsOnly: Bool = true) {
        guard var relations = element.relations ?? (expressionsOnly ? nil : ElementRelations()),
              !expressionsOnly || !relations.expressionAttributes.isEmpty, relations.own.isEmpty else { return }
        for (size, positions) in [(LayoutAnchor.width, [LayoutAnchor.left, .right, .centerX]), (.height, [.top, .bottom, .centerY])] {
            let rule = size == .width ? element.size.width : element.size.height
            guard Resolver.hasNoIntrinsicSize(element) || layoutFillsByDefault(element, size.rawValue),
                  rule == .auto, !relations.expressionAttributes.contains(size), !relations.frames.contains(where: { $0.anchor == size }),
                  positions.filter(relations.expressionAttributes.contains).count < 2 else { continue }
            let hundredPercent = FrameValue.binary(.multiply, .number(1), .anchor(.parent, size))
            relations.frames.append(FrameExpression(anchor: size, value: hundredPercent,
                                                    location: element.attributeLocations[size.rawValue] ?? element.location,
                                                    source: "\(size.rawValue)=\"auto\" (100% of the parent: a view without content, Layout's rule)"))
        }
        if relations != ElementRelations() { element.relations = relations }
    }

    /// 2. In a plain `Z` (no constraints), each `auto` axis of such a child is 100%.
    func applyLayoutAutoSize(toChildrenOf layer: inout Element) {
        guard layer.kind == .z, layer.relations?.layer == nil else { return }
        for index in layer.children.indices where Resolver.hasNoIntrinsicSize(layer.children[index]) {
            if layer.children[index].size.width == .auto { layer.children[index].size.width = .percent(100) }
            if layer.children[index].size.height == .auto { layer.children[index].size.height = .percent(100) }
        }
    }

    /// 3. In a constraint layer, a child whose position on an axis no frame
    /// expression writes is at its parent's origin on it (`left = 0`,
    /// `top = 0`), required: Layout computes each view's frame from its own
    /// expressions, so a sibling reading it (`bottom="previous.bottom"`)
    /// never moves it. Children related by Keep or SFL keep Auto Layout's
    /// model. A child without expressions gets step 1's sizes here too.
    func placeAtOrigin(childrenOf layer: inout Element) {
        for index in layer.children.indices {
            addLayoutAutoSize(to: &layer.children[index], expressionsOnly: false)
            var relations = layer.children[index].relations ?? ElementRelations()
            guard relations.own.isEmpty else { continue }
            let written = relations.expressionAttributes
            var added = false
            for (origin, positions) in [(LayoutAnchor.left, [LayoutAnchor.left, .right, .centerX]), (.top, [.top, .bottom, .centerY])]
            where !positions.contains(where: written.contains) {
                relations.frames.append(FrameExpression(anchor: origin, value: .number(0), location: layer.children[index].location,
                                                        source: "\(origin.rawValue)=\"0\" (at the parent's origin: no position written, Layout's rule)"))
                added = true
            }
            if added { layer.children[index].relations = relations }
        }
    }
}
