/// One element as layout sees it: the typed rules it reads, flattened into
/// an array so the measure and arrange passes index instead of copying
/// subtrees. Children of a node are contiguous (`firstChild ..< firstChild
/// + childCount`); hidden elements are left out entirely (SPEC §2.4).
struct LayoutNode {
    var kind: ElementKind
    var width: AxisSize
    var height: AxisSize
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
    /// A label's index in `LayoutTree.labels`, an image's in `.images`; -1 otherwise.
    var content = -1
    /// A constraint layer's index in `LayoutTree.layers`; -1 otherwise.
    var layer = -1
    /// Whether the node's own size reads the parent's content box on that
    /// axis (`N%` size, min or max); when not, that part of a proposal's
    /// base cannot change its solution.
    let readsBaseWidth: Bool
    let readsBaseHeight: Bool
    /// Offered at least what it takes unbounded on that axis, the node
    /// solves as unbounded (OfferedSpace).
    var widthIgnoresOffer = false
    var heightIgnoresOffer = false

    init(_ element: ElementReference, width: AxisSize, height: AxisSize) {
        kind = element.kind
        self.width = width
        self.height = height
        let size = element.size
        minWidth = size.minWidth
        maxWidth = size.maxWidth
        minHeight = size.minHeight
        maxHeight = size.maxHeight
        aspectRatio = size.aspectRatio
        margin = element.margin
        padding = element.padding
        weight = element.weight
        shrinks = element.shrinks
        spacer = element.spacer
        gravity = element.gravity
        ownGravity = element.ownGravity
        let stack = element.stack
        alignment = stack.alignment
        spacing = stack.spacing
        readsBaseWidth = Self.isPercent(width, size.minWidth, size.maxWidth)
        readsBaseHeight = Self.isPercent(height, size.minHeight, size.maxHeight)
    }

    private static func isPercent(_ rule: AxisSize, _ limits: Length?...) -> Bool {
        if case .percent = rule { return true }
        return limits.contains { if case .percent? = $0 { true } else { false } }
    }

    var children: Range<Int> { firstChild ..< firstChild + childCount }

    func rule(_ axis: Axis) -> AxisSize { axis == .horizontal ? width : height }
    func minimum(_ axis: Axis) -> Length? { axis == .horizontal ? minWidth : minHeight }
    func maximum(_ axis: Axis) -> Length? { axis == .horizontal ? maxWidth : maxHeight }
    func fills(_ axis: Axis) -> Bool { axis == .horizontal ? fillsWidth : fillsHeight }
    func propagatesFill(_ axis: Axis) -> Bool { axis == .horizontal ? propagatesWidth : propagatesHeight }
    func readsBase(_ axis: Axis) -> Bool { axis == .horizontal ? readsBaseWidth : readsBaseHeight }
    func ignoresOffer(_ axis: Axis) -> Bool { axis == .horizontal ? widthIgnoresOffer : heightIgnoresOffer }

    /// A size written as a number, percentage or identifier: the element
    /// keeps it and its minimum is that size (SPEC §2.3 shrinking).
    func isRigid(_ axis: Axis) -> Bool {
        switch rule(axis) {
        case .fixed, .percent, .identifier: return true
        case .auto, .fill: return false
        }
    }

    /// Clamps a size on `axis` by min/max: max beats fill, min beats everything.
    @inline(__always) func clamped(_ value: Double, _ axis: Axis, base: Double?) -> Double {
        var result = value
        if let limit = maximum(axis)?.resolve(against: base) { result = Swift.min(result, limit) }
        if let limit = minimum(axis)?.resolve(against: base) { result = Swift.max(result, limit) }
        return result
    }
}

/// `SizeValue` as layout reads it: identifiers become group numbers, so a
/// node is plain data and copies without reference counting.
enum AxisSize: Equatable {
    case auto
    /// Points.
    case fixed(Double)
    case fill
    /// Percent of the parent's content box.
    case percent(Double)
    /// Index into `LayoutTree.identifiers`.
    case identifier(Int)
}
