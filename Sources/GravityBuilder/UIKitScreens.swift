import GravityCore

// Builder twins of UIKit's screens (SPEC §14.2): each makes the node the
// document would, so a built screen is rewritten into the same views. Rows
// come from the render's data (`data:`), under the table's `outlet`.

/// `<UIViewController title=…>`: its view fills its container; its children are the view's.
public struct UIViewController: LayoutElement {
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(title: String? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = makeNode("UIViewController", [("title", title)], children: content(), at: CallSite(file, line, column))
    }
}

/// `<UINavigationController>`: the last child controller under a navigation bar.
public struct UINavigationController: LayoutElement {
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(prefersLargeTitles: Bool = false, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node]) {
        node = makeNode("UINavigationController", [("navigationBar.prefersLargeTitles", prefersLargeTitles ? "true" : nil)],
                        children: content(), at: CallSite(file, line, column))
    }
}

/// `<UITabBarController selectedIndex=…>`: the selected child over a tab bar.
public struct UITabBarController: LayoutElement {
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(selectedIndex: Int? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node]) {
        node = makeNode("UITabBarController", [("selectedIndex", selectedIndex.map(String.init))],
                        children: content(), at: CallSite(file, line, column))
    }
}

/// `<UITabBar tintColor=…/>`: a tab bar controller's bar.
public struct UITabBar: LayoutElement {
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(tintColor: String? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UITabBar", [("tintColor", tintColor)], at: CallSite(file, line, column))
    }
}

/// `<UIScrollView>`: its content at rest, inside `contentInset` (`.attribute("contentInset.top", …)`).
public struct UIScrollView: LayoutElement {
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node]) {
        node = makeNode("UIScrollView", [], children: content(), at: CallSite(file, line, column))
    }
}

/// `<UITableView outlet=… style=…>`: rows from the data under `outlet`; its
/// children are cell and header templates and the table header view.
public struct UITableView: LayoutElement {
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(outlet: String, style: String? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = makeNode("UITableView", [("outlet", outlet), ("style", style)], children: content(), at: CallSite(file, line, column))
    }
}

/// `<UITableViewCell reuseIdentifier=… style=…>`: a row template; labels
/// by `.attribute("textLabel.text", "{title}")`.
public struct UITableViewCell: LayoutElement {
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(reuseIdentifier: String, style: String? = nil, accessoryType: String? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = makeNode("UITableViewCell", [("reuseIdentifier", reuseIdentifier), ("style", style), ("accessoryType", accessoryType)],
                        children: content(), at: CallSite(file, line, column))
    }
}

/// `<UICollectionView outlet=…>`: items from the data under `outlet`, in a
/// flow layout set by `.attribute("collectionViewLayout.itemSize.width", …)`.
public struct UICollectionView: LayoutElement {
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(outlet: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node]) {
        node = makeNode("UICollectionView", [("outlet", outlet)], children: content(), at: CallSite(file, line, column))
    }
}

/// `<UICollectionViewCell reuseIdentifier=…>`: an item template.
public struct UICollectionViewCell: LayoutElement {
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(reuseIdentifier: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = makeNode("UICollectionViewCell", [("reuseIdentifier", reuseIdentifier)], children: content(), at: CallSite(file, line, column))
    }
}
