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

    init(_ element: UnsafePointer<Element>, width: AxisSize, height: AxisSize) {
        kind = element.pointee.kind
        self.width = width
        self.height = height
        minWidth = element.pointee.size.minWidth
        maxWidth = element.pointee.size.maxWidth
        minHeight = element.pointee.size.minHeight
        maxHeight = element.pointee.size.maxHeight
        aspectRatio = element.pointee.size.aspectRatio
        margin = element.pointee.margin
        padding = element.pointee.padding
        weight = element.pointee.weight
        shrinks = element.pointee.shrinks
        spacer = element.pointee.spacer
        gravity = element.pointee.gravity
        ownGravity = element.pointee.ownGravity
        alignment = element.pointee.stack.alignment
        spacing = element.pointee.stack.spacing
    }

    var children: Range<Int> { firstChild ..< firstChild + childCount }

    func rule(_ axis: Axis) -> AxisSize { axis == .horizontal ? width : height }
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

/// What a label or an image brings besides its rules.
struct LabelSource {
    var content: TextContent
    /// Where errors about its font point.
    var location: SourceLocation
    /// Where warnings about its characters point: the `text` attribute, else the element.
    var textLocation: SourceLocation
}

struct ImageSource {
    var content: ImageContent
    var location: SourceLocation
}

/// The flattened element tree. Each node's children are one contiguous
/// block placed after the node, so every child index is above its parent's.
struct LayoutTree {
    var nodes: [LayoutNode] = []
    /// By `LayoutNode.content` (arrays, not dictionaries by node: hashing
    /// node numbers was a tenth of laying out a tree of labels).
    var labels: [LabelSource] = []
    var images: [ImageSource] = []
    /// By `LayoutNode.layer`: the relations of each constraint layer.
    var layers: [ConstraintLayerSource] = []
    /// Width/height identifier names (`col1`), by `AxisSize.identifier` number.
    var identifiers: [String] = []
    private var identifierNumbers: [String: Int] = [:]

    init(root: Element) {
        withUnsafePointer(to: root) { root in
            nodes.reserveCapacity(Self.count(root))
            nodes.append(node(for: root))
            add(root, at: 0)
        }
        propagateFill()
    }

    // Elements are read through pointers to single fields: copying a whole
    // Element per node (strings, arrays, a dictionary) was most of the cost
    // of building the tree.
    private mutating func add(_ element: UnsafePointer<Element>, at index: Int) {
        let kind = element.pointee.kind
        if kind == .label, let text = element.pointee.text {
            nodes[index].content = labels.count
            labels.append(LabelSource(content: text, location: element.pointee.attributeLocations["font"] ?? element.pointee.location,
                                      textLocation: element.pointee.attributeLocations["text"] ?? element.pointee.location))
        }
        if kind == .image, let image = element.pointee.image {
            nodes[index].content = images.count
            images.append(ImageSource(content: image, location: element.pointee.attributeLocations["image"] ?? element.pointee.location))
        }
        let first = nodes.count
        element.pointee.children.withUnsafeBufferPointer { children in
            guard let base = children.baseAddress else { return }
            for k in children.indices where !base[k].hidden {
                nodes.append(node(for: base + k))
            }
            nodes[index].firstChild = first
            nodes[index].childCount = nodes.count - first
            if let relations = element.pointee.relations, relations.layer != nil {
                nodes[index].layer = layers.count
                layers.append(ConstraintLayerSource(element, relations: relations))
            }
            var next = first
            for k in children.indices where !base[k].hidden {
                add(base + k, at: next)
                next += 1
            }
        }
    }

    /// Elements that become nodes: growing the array instead moved every node several times.
    private static func count(_ element: UnsafePointer<Element>) -> Int {
        element.pointee.children.withUnsafeBufferPointer { children in
            guard let base = children.baseAddress else { return 1 }
            var total = 1
            for k in children.indices where !base[k].hidden { total += count(base + k) }
            return total
        }
    }

    /// What a label node shows, if it has text.
    func label(_ index: Int) -> LabelSource? {
        nodes[index].kind == .label && nodes[index].content >= 0 ? labels[nodes[index].content] : nil
    }

    func image(_ index: Int) -> ImageSource? {
        nodes[index].kind == .image && nodes[index].content >= 0 ? images[nodes[index].content] : nil
    }

    private mutating func node(for element: UnsafePointer<Element>) -> LayoutNode {
        LayoutNode(element, width: axisSize(element.pointee.size.width), height: axisSize(element.pointee.size.height))
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
