import GravityValues

/// The anchors of a solved element, as the testing API and relations read
/// them. All values are points, absolute (from the canvas's top-left), after
/// pixel snapping — the numbers `gravity frames` prints.
extension Frame {
    /// The element's rectangle (UIKit's name for it).
    public var frame: Rect { rect }
    /// The top edge's y.
    public var top: Double { rect.y }
    /// The bottom edge's y.
    public var bottom: Double { rect.maxY }
    /// The first baseline (labels only).
    public var baseline: Double? { text?.baseline }
    /// The last shown line's baseline (labels only).
    public var lastBaseline: Double? { text?.lastBaseline }
    /// First baseline − cap height (labels only).
    public var capTop: Double? { text?.capTop }
    /// First baseline − x-height (labels only).
    public var xTop: Double? { text?.xTop }
}
