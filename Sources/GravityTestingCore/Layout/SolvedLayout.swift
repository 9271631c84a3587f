import Gravity
import GravityCore

/// A solved layout for frame and anchor assertions (SPEC §5.1):
/// `result["title"]?.frame`, `.baseline`, `.capTop`. All values in points,
/// absolute, after pixel snapping — the numbers `gravity frames` prints.
public struct SolvedLayout: Sendable {
    public var result: LayoutResult
    /// Warnings and notes found while laying out.
    public var diagnostics: Diagnostics

    public init(result: LayoutResult, diagnostics: Diagnostics = Diagnostics()) {
        self.result = result
        self.diagnostics = diagnostics
    }

    public var canvas: Canvas { result.canvas }
    public var root: SolvedElement { SolvedElement(result.root) }

    /// The element with this id (depth-first), or nil.
    public subscript(id: String) -> SolvedElement? { result[id].map(SolvedElement.init) }
}

/// One element of a solved layout.
public struct SolvedElement: Sendable {
    public var node: Frame

    public init(_ node: Frame) { self.node = node }

    public var id: String? { node.id }
    public var kind: ElementKind { node.kind }
    /// Points, absolute.
    public var frame: Rect { node.rect }
    /// The first baseline (labels only), points.
    public var baseline: Double? { node.text?.baseline }
    public var lastBaseline: Double? { node.text?.lastBaseline }
    /// First baseline − cap height (labels only), points.
    public var capTop: Double? { node.text?.capTop }
    public var xTop: Double? { node.text?.xTop }
    public var top: Double { node.rect.y }
    public var bottom: Double { node.rect.maxY }
    public var children: [SolvedElement] { node.children.map(SolvedElement.init) }
}
