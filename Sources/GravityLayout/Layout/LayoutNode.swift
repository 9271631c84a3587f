import GravityResolve
import GravityValues

/// One element as layout sees it: the typed rules it reads, flattened into
/// an array so the measure and arrange passes index instead of copying
/// subtrees. Children of a node are contiguous (`firstChild ..< firstChild
/// + childCount`); hidden elements are left out entirely (SPEC §2.4),
/// except a constraint layer's, which keep their place (ConstraintLayerSource).
///
/// A node is kept within 64 bytes, one cache line: the solve functions copy
/// the node they work on out of the array (several times per container),
/// and a 280-byte node made that a fifth of the cache misses of laying out
/// a large tree. So the rest of the element's rules are in a shared table
/// (`rules`, NodeRules) and the numbers are 32-bit.
struct LayoutNode {
    var width: AxisSize
    var height: AxisSize
    var kind: ElementKind
    /// Resolved gravity (both axes set) and gravity written on the element.
    var gravity: GravityValue
    var ownGravity: GravityValue
    var alignment: StackAlignment?
    /// Takes the space its parent gives on that axis: `fill`, or an auto
    /// size with a filling child (SPEC §2.3 fill propagation).
    var fillsWidth = false
    var fillsHeight = false
    /// Whether this node makes its parent fill: as above, but a container
    /// that fills only through a child stops propagation when it has a max.
    var propagatesWidth = false
    var propagatesHeight = false
    /// Whether the node's own size reads the parent's content box on that
    /// axis (`N%` size, min or max); when not, that part of a proposal's
    /// base cannot change its solution.
    let readsBaseWidth: Bool
    let readsBaseHeight: Bool
    /// Offered at least what it takes unbounded on that axis, the node
    /// solves as unbounded (OfferedSpace).
    var widthIgnoresOffer = false
    var heightIgnoresOffer = false
    private var first: Int32 = 0
    private var count: Int32 = 0
    private var contentNumber: Int32 = -1
    private var layerNumber: Int32 = -1
    private var rulesNumber: Int32

    /// `rules`: the index of the element's `NodeRules` in `LayoutTree.rules`.
    init(_ element: ElementReference, width: AxisSize, height: AxisSize, rules: Int) {
        kind = element.kind
        self.width = width
        self.height = height
        gravity = element.gravity
        ownGravity = element.ownGravity
        alignment = element.stack.alignment
        rulesNumber = Int32(rules)
        let size = element.size
        readsBaseWidth = Self.isPercent(width, size.minWidth, size.maxWidth)
        readsBaseHeight = Self.isPercent(height, size.minHeight, size.maxHeight)
    }

    private static func isPercent(_ rule: AxisSize, _ limits: Length?...) -> Bool {
        if case .percent = rule { return true }
        return limits.contains { if case .percent? = $0 { true } else { false } }
    }

    var firstChild: Int {
        get { Int(first) }
        set { first = Int32(newValue) }
    }
    var childCount: Int {
        get { Int(count) }
        set { count = Int32(newValue) }
    }
    /// A label's index in `LayoutTree.labels`, an image's in `.imageSizes`; -1 otherwise.
    var content: Int {
        get { Int(contentNumber) }
        set { contentNumber = Int32(newValue) }
    }
    /// A constraint layer's index in `LayoutTree.layers`; -1 otherwise.
    var layer: Int {
        get { Int(layerNumber) }
        set { layerNumber = Int32(newValue) }
    }
    /// The index of the node's other rules in `LayoutTree.rules`.
    var rules: Int { Int(rulesNumber) }

    var children: Range<Int> { firstChild ..< firstChild + childCount }

    /// A leaf other than a label (a spacer, an image, an empty container):
    /// its solution follows from its rules and the proposal alone, so it
    /// is computed each time, not cached: a few arithmetic operations cost
    /// less than a cache lookup, which misses the processor's cache on a
    /// large tree.
    var solvesFromRules: Bool { childCount == 0 && kind != .label }

    func rule(_ axis: Axis) -> AxisSize { axis == .horizontal ? width : height }
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
