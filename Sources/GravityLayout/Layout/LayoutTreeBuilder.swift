import GravityResolve
import GravityValues

/// Flattens an Element tree into a LayoutTree: each node's children as one
/// contiguous block after the node, depth-first. The tables that make equal
/// rules, frame templates and identifier names share one entry live here,
/// only while the tree is built.
struct LayoutTreeBuilder {
    private(set) var tree = LayoutTree()
    private var ruleNumbers: [NodeRules: Int] = [:]
    private var templates = FrameTemplates()
    private var identifierNumbers: [String: Int] = [:]

    init(root: Element) {
        ElementReference.with(root) { root in
            let count = Self.count(root)
            tree.nodes.reserveCapacity(count)
            tree.frames.reserveCapacity(count)
            tree.locations.reserveCapacity(count)
            tree.nodes.append(node(for: root))
            add(root, at: 0)
        }
    }

    /// Adds the children of `element` (node `index`) after the nodes so
    /// far, as one block, then their children, depth-first.
    private mutating func add(_ element: ElementReference, at index: Int) {
        let kind = element.kind
        if kind == .label, let text = element.text {
            tree.nodes[index].content = tree.labels.count
            tree.labels.append(LabelSource(content: text, location: element.attributeLocation("font") ?? element.location,
                                           textLocation: element.attributeLocation("text") ?? element.location))
        }
        if kind == .image, let image = element.image {
            tree.nodes[index].content = tree.imageSizes.count
            tree.imageSizes.append(image.file?.naturalSize ?? .zero)
        }
        let first = tree.nodes.count
        element.forEachLaidOutChild { child in tree.nodes.append(node(for: child)) }
        tree.nodes[index].firstChild = first
        tree.nodes[index].childCount = tree.nodes.count - first
        if element.isConstraintLayer, let relations = element.relations {
            tree.nodes[index].layer = tree.layers.count
            tree.layers.append(ConstraintLayerSource(element, relations: relations))
        }
        var next = first
        element.forEachLaidOutChild { child in
            add(child, at: next)
            next += 1
        }
    }

    /// Elements that become nodes: growing the array instead moved every node several times.
    private static func count(_ element: ElementReference) -> Int {
        var total = 1
        element.forEachLaidOutChild { total += count($0) }
        return total
    }

    /// The node of `element`, with its frame template and location.
    private mutating func node(for element: ElementReference) -> LayoutNode {
        tree.frames.append(templates.template(for: element))
        tree.locations.append(element.location)
        let size = element.size
        return LayoutNode(element, width: axisSize(size.width), height: axisSize(size.height), rules: number(of: NodeRules(element)))
    }

    /// The index of `rules` in the tree's rules, added if new.
    private mutating func number(of rules: NodeRules) -> Int {
        if let number = ruleNumbers[rules] { return number }
        tree.rules.append(rules)
        ruleNumbers[rules] = tree.rules.count - 1
        return tree.rules.count - 1
    }

    private mutating func axisSize(_ value: SizeValue) -> AxisSize {
        switch value {
        case .auto: return .auto
        case .fixed(let points): return .fixed(points)
        case .fill: return .fill
        case .percent(let percent): return .percent(percent)
        case .identifier(let name):
            if let number = identifierNumbers[name] { return .identifier(number) }
            tree.identifiers.append(name)
            identifierNumbers[name] = tree.identifiers.count - 1
            return .identifier(tree.identifiers.count - 1)
        }
    }
}
