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
    private var ruleNumbers: [NodeRules: Int] = [:]
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
    private var templates = FrameTemplates()
    /// By node: where its element is written, for layout's warnings.
    var locations: [SourceLocation] = []
    /// Width/height identifier names (`col1`), by `AxisSize.identifier` number.
    var identifiers: [String] = []
    private var identifierNumbers: [String: Int] = [:]

    init(root: Element) {
        ElementReference.with(root) { root in
            let count = Self.count(root)
            nodes.reserveCapacity(count)
            frames.reserveCapacity(count)
            locations.reserveCapacity(count)
            nodes.append(node(for: root))
            add(root, at: 0)
        }
        // Only needed while adding nodes.
        ruleNumbers = [:]
        templates = FrameTemplates()
        propagateFill()
    }

    /// Adds the children of `element` (node `index`) after the nodes so
    /// far, as one block, then their children, depth-first.
    private mutating func add(_ element: ElementReference, at index: Int) {
        let kind = element.kind
        if kind == .label, let text = element.text {
            nodes[index].content = labels.count
            labels.append(LabelSource(content: text, location: element.attributeLocation("font") ?? element.location,
                                      textLocation: element.attributeLocation("text") ?? element.location))
        }
        if kind == .image, let image = element.image {
            nodes[index].content = imageSizes.count
            imageSizes.append(image.file?.naturalSize ?? .zero)
        }
        let first = nodes.count
        element.forEachVisibleChild { child in nodes.append(node(for: child)) }
        nodes[index].firstChild = first
        nodes[index].childCount = nodes.count - first
        if let relations = element.relations, relations.layer != nil {
            nodes[index].layer = layers.count
            layers.append(ConstraintLayerSource(element, relations: relations))
        }
        var next = first
        element.forEachVisibleChild { child in
            add(child, at: next)
            next += 1
        }
    }

    /// Elements that become nodes: growing the array instead moved every node several times.
    private static func count(_ element: ElementReference) -> Int {
        var total = 1
        element.forEachVisibleChild { total += count($0) }
        return total
    }

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

    /// The natural size of image node `index` (zero for other nodes).
    func imageSize(_ index: Int) -> Size {
        nodes[index].kind == .image && nodes[index].content >= 0 ? imageSizes[nodes[index].content] : .zero
    }

    /// The node of `element`, with its frame template and location.
    private mutating func node(for element: ElementReference) -> LayoutNode {
        frames.append(templates.template(for: element))
        locations.append(element.location)
        let size = element.size
        return LayoutNode(element, width: axisSize(size.width), height: axisSize(size.height), rules: number(of: NodeRules(element)))
    }

    /// The index of `rules` in `rules`, added if new.
    private mutating func number(of rules: NodeRules) -> Int {
        if let number = ruleNumbers[rules] { return number }
        self.rules.append(rules)
        ruleNumbers[rules] = self.rules.count - 1
        return self.rules.count - 1
    }

    private mutating func axisSize(_ value: SizeValue) -> AxisSize {
        switch value {
        case .auto: return .auto
        case .fixed(let points): return .fixed(points)
        case .fill: return .fill
        case .percent(let percent): return .percent(percent)
        case .identifier(let name):
            if let number = identifierNumbers[name] { return .identifier(number) }
            identifiers.append(name)
            identifierNumbers[name] = identifiers.count - 1
            return .identifier(identifiers.count - 1)
        }
    }
}
