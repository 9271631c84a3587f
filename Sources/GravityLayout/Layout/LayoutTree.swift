import GravityDocument
import GravityResolve
import GravityValues

/// What a label or an image brings besides its rules.
struct LabelSource {
    var content: TextContent
    /// Where errors about its font point.
    var location: SourceLocation
    /// Where warnings about its characters point: the `text` attribute, else the element.
    var textLocation: SourceLocation
}

/// The flattened element tree. Each node's children are one contiguous
/// block placed after the node, so every child index is above its parent's.
struct LayoutTree {
    var nodes: [LayoutNode] = []
    /// By `LayoutNode.rules`: each distinct set of the rules nodes keep
    /// apart (NodeRules), once.
    var rules: [NodeRules] = []
    /// By `LayoutNode.content` (arrays, not dictionaries by node: hashing
    /// node numbers was a tenth of laying out a tree of labels).
    var labels: [LabelSource] = []
    /// Natural sizes (points) of the images, from the files Resolve found.
    var imageSizes: [Size] = []
    /// By `LayoutNode.layer`: the relations of each constraint layer.
    var layers: [ConstraintLayerSource] = []
    /// By node: its frame before layout gives it a rectangle, text and
    /// children (kind, id, appearance, image, …), so the arrange pass reads
    /// the flattened tree: reading the scattered Element tree there was
    /// most of the time of building the frames. Equal facts share a box
    /// (FrameTemplates).
    var frames: [Frame] = []
    /// By node: where its element is written, for layout's warnings.
    var locations: [SourceLocation] = []
    /// Width/height identifier names (`col1`), by `AxisSize.identifier` number.
    var identifiers: [String] = []

    /// The margin, padding, limits… of `node` (read in place: only the
    /// fields used are loaded).
    func rules(of node: LayoutNode) -> NodeRules { rules[node.rules] }

    /// The same for node `index`.
    func rules(ofNode index: Int) -> NodeRules { rules[nodes[index].rules] }

    /// What a label node shows, if it has text.
    func label(_ index: Int) -> LabelSource? {
        hasLabel(index) ? labels[nodes[index].content] : nil
    }

    /// Whether node `index` is a label with text (without copying its `LabelSource`).
    func hasLabel(_ index: Int) -> Bool {
        nodes[index].kind == .label && nodes[index].content >= 0
    }

    /// Whether node `index` is a label that wraps (read in place: copying
    /// its `LabelSource` retained every string in it).
    func wraps(_ index: Int) -> Bool {
        hasLabel(index) && labels[nodes[index].content].content.wrap
    }

    /// Whether `node` has intrinsic content (Auto Layout's
    /// intrinsicContentSize, SPEC §7.1): text, an image, or children (a
    /// stack's or layer's content). An empty `Z`, `View` or `Spacer` has none.
    func hasIntrinsicContent(_ node: LayoutNode) -> Bool {
        node.childCount > 0 || node.kind == .label || node.kind == .image
    }

    /// The natural size of image node `index` (zero for other nodes).
    func imageSize(_ index: Int) -> Size {
        nodes[index].kind == .image && nodes[index].content >= 0 ? imageSizes[nodes[index].content] : .zero
    }
}

extension LayoutTree {
    /// The tree of `root` (LayoutTreeBuilder flattens it), fill propagated.
    init(root: Element) {
        self = LayoutTreeBuilder(root: root).tree
        propagateFill()
    }
}
