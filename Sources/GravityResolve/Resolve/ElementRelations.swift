import GravityValues

/// What an element brings to a constraint layer (SPEC §7.1).
public struct ElementRelations: Hashable, Sendable {
    /// Constraints written on this element as a child of a layer (Keep
    /// attributes, frame expressions): `.own` is this element, siblings are
    /// `.named`. The layer resolves them into its `layer` list.
    public var own: [RelationConstraint] = []
    /// Layout's frame expressions written on this element (`left="previous.right + 8"`).
    public var frames: [FrameExpression] = []
    /// Attributes read as frame expressions, parsed or not: `width` and
    /// `height` among them are not sizes.
    var expressionAttributes: [LayoutAnchor] = []
    /// Whether the element wrote any relation (even one that failed to
    /// parse): its parent Z is then a constraint layer.
    public var writesConstraints = false
    /// Auto Layout's content hugging (default 250) and compression
    /// resistance (default 750) of the natural size, per axis.
    public var hugging: AxisPriorities?
    /// Keeps the natural size from shrinking (compression resistance), per axis; nil: 750 both ways.
    public var compressionResistance: AxisPriorities?
    /// On a constraint layer: every constraint of the layer and its children
    /// in document order, items only `.parent` and `.child(index)`.
    public var layer: [RelationConstraint]?
    /// On a constraint layer: its children's frame expressions, items only
    /// `.parent` and `.child(index)`, each after those it reads (dependency order).
    public var layerFrames: [FrameExpression] = []

    /// No relations.
    public init() {}
}

/// A priority per axis (`hugging="250 750"`: horizontal, vertical).
public struct AxisPriorities: Hashable, Sendable {
    /// Priority on the horizontal axis, 1…1000.
    public var horizontal: Double
    /// Priority on the vertical axis, 1…1000.
    public var vertical: Double

    /// Priorities per axis.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority on `axis`.
    public subscript(_ axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }

    /// Auto Layout's default content hugging: low (250) on both axes.
    public static let hugging = AxisPriorities(horizontal: ConstraintPriority.low, vertical: ConstraintPriority.low)
    /// Auto Layout's default compression resistance: high (750) on both axes.
    public static let compressionResistance = AxisPriorities(horizontal: ConstraintPriority.high, vertical: ConstraintPriority.high)

    /// One priority for both axes, or `h v`.
    public static func parse(_ text: String) throws -> AxisPriorities {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        guard (1...2).contains(words.count) else { throw ValueError("write one priority, or two (horizontal vertical)") }
        let values = try words.map(ConstraintPriority.parse)
        return AxisPriorities(horizontal: values[0], vertical: values[values.count - 1])
    }
}
