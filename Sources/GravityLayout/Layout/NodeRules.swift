import GravityResolve
import GravityValues

/// The rules of an element that layout reads besides its size, gravity and
/// place in the tree: margin, padding, spacing, weight, min/max, aspect
/// ratio, shrink rank and spacer.
///
/// Documents repeat a few distinct sets of these (every row of a list has
/// the same), so each distinct set is stored once, in `LayoutTree.rules`,
/// and a node refers to it by number. That keeps `LayoutNode` within one
/// cache line: the solve functions copy nodes out of the array, and copying
/// 280-byte nodes (these rules inline) was a fifth of the cache misses of
/// laying out a large tree. The table itself stays in the cache.
///
/// Equal sets are shared, so two margins of 0 and −0 points become one;
/// nothing layout computes from them tells the two apart.
struct NodeRules: Hashable {
    var margin = Insets.zero
    var padding = Insets.zero
    /// Points between adjacent children of a stack.
    var spacing = 0.0
    /// UIStackView's distribution; nil: Gravity's stack rules.
    var distribution: StackDistribution?
    var weight = 1.0
    var minWidth: Length?
    var maxWidth: Length?
    var minHeight: Length?
    var maxHeight: Length?
    var aspectRatio: Double?
    var shrinks: Int?
    var spacer: SpacerRule?

    init() {}

    init(_ element: ElementReference) {
        let size = element.size
        margin = element.margin
        padding = element.padding
        spacing = element.stack.spacing
        distribution = element.stack.distribution
        weight = element.weight
        minWidth = size.minWidth
        maxWidth = size.maxWidth
        minHeight = size.minHeight
        maxHeight = size.maxHeight
        aspectRatio = size.aspectRatio
        shrinks = element.shrinks
        spacer = element.spacer
    }

    func minimum(_ axis: Axis) -> Length? { axis == .horizontal ? minWidth : minHeight }
    func maximum(_ axis: Axis) -> Length? { axis == .horizontal ? maxWidth : maxHeight }

    /// Clamps a size on `axis` by min/max: max beats fill, min beats everything.
    @inline(__always) func clamped(_ value: Double, _ axis: Axis, base: Double?) -> Double {
        var result = value
        if let limit = maximum(axis)?.resolve(against: base) { result = Swift.min(result, limit) }
        if let limit = minimum(axis)?.resolve(against: base) { result = Swift.max(result, limit) }
        return result
    }
}
