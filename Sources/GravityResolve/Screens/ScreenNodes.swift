import GravityDocument

/// UIKit's screen classes (SPEC §14.2) are written in terms of the views
/// Resolve already reads: a view controller is the view it shows, a scroll
/// view a clipping viewport around its content, a tab bar a row of item
/// views. Each rewrite is a Node → Node step done once, before the element
/// is read, so layout and painting never learn the UIKit names.
extension Resolver {
    /// `node` with a screen class rewritten as plain views; any other node unchanged.
    mutating func screenNode(_ node: Node, parent: ElementKind?) -> Node {
        switch node.name {
        case "UIViewController": return controllerView(node, as: "UIView")
        case "UITableViewController": return tableView(controllerView(merging(node, with: "UITableView"), as: "UITableView"))
        case "UICollectionViewController":
            return collectionView(controllerView(merging(node, with: "UICollectionView"), as: "UICollectionView"))
        case "UINavigationController": return navigationControllerView(node)
        case "UITabBarController": return tabBarControllerView(node)
        case "UIScrollView": return scrollViewport(node)
        case "UITableView": return tableView(node)
        case "UICollectionView": return collectionView(node)
        case "UITableViewCell", "UITableViewHeaderFooterView": return standaloneCell(node, parent: parent)
        case "UICollectionViewCell", "UICollectionReusableView":
            var view = node.removingAttribute("reuseIdentifier")
            view.name = "UIView"
            return view
        default: return node.attribute(Resolver.barAttribute) == nil ? node : appearingBar(node)
        }
    }

    /// A table (collection) view controller written with its table view as
    /// a child: the child is its view, so its attributes and children join the controller's.
    func merging(_ controller: Node, with view: String) -> Node {
        guard let child = controller.elementChildren.first(where: { child in
            (Resolver.screenClassNames.contains(child.name) ? child.name : SubclassNames.base(of: child.name)) == view
        }) else { return controller }
        var merged = controller
        // As `view.*`, so the controller's rewrite keeps them all (`outlet` too) for its view.
        merged.attributes += child.attributes.map { attribute in
            var renamed = attribute
            renamed.name = "view." + attribute.name
            return renamed
        }
        merged.children = controller.children.filter { $0 != .element(child) } + child.children
        return merged
    }

    /// A cell outside a table (a cell file rendered alone): drawn as a plain table's row.
    /// The row's content view takes the cell's `height` (`auto + 20` counts
    /// its children once); the cell around it hugs the row, or fills the
    /// canvas as the root.
    mutating func standaloneCell(_ node: Node, parent: ElementKind?) -> Node {
        var look = CellLook()
        look.background = "systemBackground"
        look.separator = nil
        if node.name == "UITableViewHeaderFooterView" { look.rowHeight = "auto" }
        let row = cellRow(node, look: look, left: 0, top: "0", table: node)
        var frame = node.making("UIView", [("clipsToBounds", "false")], children: row)
        // A cell placed in a layer keeps its own frame; the root fills the canvas.
        for name in ["left", "top", "centerX", "centerY", "width"] { if let written = node.attribute(name) { frame.attributes.append(written) } }
        if parent != nil { frame = frame.setting("height", "auto") }
        return frame
    }

    /// Tables and cells read `style` as UIKit's (plain, subtitle…), not as a Gravity style name.
    static func takesUIKitStyle(_ name: String) -> Bool {
        let base = screenClassNames.contains(name) ? name : SubclassNames.base(of: name)
        return ["UITableView", "UITableViewCell", "UITableViewHeaderFooterView", "UITableViewController"].contains(base ?? "")
    }

    /// The UIKit classes a screen rewrite knows (for the subclass rule and the dialect).
    static let screenClassNames: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIScrollView", "UITableView", "UICollectionView",
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
    ]
}

extension Node {
    /// An attribute the rewrite adds, located at the element it stands for.
    func made(_ name: String, _ value: String) -> Attribute {
        Attribute(name: name, value: value, location: location, valueLocation: location)
    }

    /// `name` set to `value`: replaced where written, else added.
    func setting(_ name: String, _ value: String) -> Node {
        var node = self
        if let index = node.attributes.firstIndex(where: { $0.name == name }) {
            node.attributes[index].value = value
        } else {
            node.attributes.append(made(name, value))
        }
        return node
    }

    /// `name` set to `value` unless written.
    func defaulting(_ name: String, _ value: String) -> Node {
        attribute(name) == nil ? setting(name, value) : self
    }

    /// A synthetic element at this one's location.
    func making(_ name: String, _ attributes: [(String, String)], children: [Node] = []) -> Node {
        Node(name: name, attributes: attributes.map { made($0.0, $0.1) },
             children: children.map { .element($0) }, location: location)
    }

    /// Splits off the attributes whose names `take` accepts.
    func splitting(_ take: (String) -> Bool) -> (taken: [Attribute], rest: Node) {
        var rest = self
        rest.attributes = attributes.filter { !take($0.name) }
        return (attributes.filter { take($0.name) }, rest)
    }
}
