/// One element as layout sees it: the typed rules it reads, flattened into
/// an array so the measure and arrange passes index instead of copying
/// subtrees. Children of a node are contiguous (`firstChild ..< firstChild
/// + childCount`); hidden elements are left out entirely (SPEC §2.4).
struct LayoutNode {
    var kind: ElementKind
    var width: SizeValue
    var height: SizeValue
    var minWidth: Length?
    var maxWidth: Length?
    var minHeight: Length?
    var maxHeight: Length?
    var aspectRatio: Double?
    var margin: Insets
    var padding: Insets
    var weight: Double
    var shrinks: Int?
    var spacer: SpacerRule?
    /// Resolved gravity (both axes set) and gravity written on the element.
    var gravity: GravityValue
    var ownGravity: GravityValue
    var alignment: StackAlignment?
    /// Points between adjacent children of a stack.
    var spacing: Double
    /// Takes the space its parent gives on that axis: `fill`, or an auto
    /// size with a filling child (SPEC §2.3 fill propagation).
    var fillsWidth = false
    var fillsHeight = false
    /// Whether this node makes its parent fill: as above, but a container
    /// that fills only through a child stops propagation when it has a max.
    var propagatesWidth = false
    var propagatesHeight = false
    var firstChild = 0
    var childCount = 0

    init(_ element: Element) {
        kind = element.kind
        width = element.size.width
        height = element.size.height
        minWidth = element.size.minWidth
        maxWidth = element.size.maxWidth
        minHeight = element.size.minHeight
        maxHeight = element.size.maxHeight
        aspectRatio = element.size.aspectRatio
        margin = element.margin
        padding = element.padding
        weight = element.weight
        shrinks = element.shrinks
        spacer = element.spacer
        gravity = element.gravity
        ownGravity = element.ownGravity
        alignment = element.stack.alignment
        spacing = element.stack.spacing
    }

    var children: Range<Int> { firstChild ..< firstChild + childCount }

    func rule(_ axis: Axis) -> SizeValue { axis == .horizontal ? width : height }
    func minimum(_ axis: Axis) -> Length? { axis == .horizontal ? minWidth : minHeight }
    func maximum(_ axis: Axis) -> Length? { axis == .horizontal ? maxWidth : maxHeight }
    func fills(_ axis: Axis) -> Bool { axis == .horizontal ? fillsWidth : fillsHeight }
    func propagatesFill(_ axis: Axis) -> Bool { axis == .horizontal ? propagatesWidth : propagatesHeight }

    /// A size written as a number, percentage or identifier: the element
    /// keeps it and its minimum is that size (SPEC §2.3 shrinking).
    func isRigid(_ axis: Axis) -> Bool {
        switch rule(axis) {
        case .fixed, .percent, .identifier: return true
        case .auto, .fill: return false
        }
    }

    /// Clamps a size on `axis` by min/max: max beats fill, min beats everything.
    func clamped(_ value: Double, _ axis: Axis, base: Double?) -> Double {
        var result = value
        if let limit = maximum(axis)?.resolve(against: base) { result = Swift.min(result, limit) }
        if let limit = minimum(axis)?.resolve(against: base) { result = Swift.max(result, limit) }
        return result
    }
}

/// The flattened element tree.
struct LayoutTree {
    var nodes: [LayoutNode] = []
    /// The source elements, same indices, for ids, text and appearance.
    var elements: [Element] = []

    /// Breadth-first, so each node's children sit next to each other.
    init(root: Element) {
        var element = root
        elements.append(element)
        nodes.append(LayoutNode(element))
        var index = 0
        while index < elements.count {
            element = elements[index]
            nodes[index].firstChild = nodes.count
            for child in element.children where !child.hidden {
                var flat = child
                flat.children = child.children.filter { !$0.hidden }
                elements.append(flat)
                nodes.append(LayoutNode(flat))
            }
            nodes[index].childCount = nodes.count - nodes[index].firstChild
            index += 1
        }
        propagateFill()
    }
}
