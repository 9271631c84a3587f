import GravityResolve

/// An Element tree flattened for layout once, to be laid out at several
/// canvas sizes (a window being resized, one document on several devices):
/// each `LayoutEngine.layout(_:options:)` of it starts from the flattened
/// nodes instead of walking the Element tree again (a tenth of the time of
/// laying out a large tree). Nothing else carries over between layouts.
public struct PreparedLayout {
    /// The tree as written, for the frames (ids, appearance, text) and
    /// for messages about the canvas.
    public let root: Element
    let tree: LayoutTree

    /// Flattens `root` (what `LayoutEngine.layout(_ root:options:)` does
    /// on every call).
    public init(_ root: Element) {
        self.root = root
        tree = LayoutTree(root: root)
    }
}
