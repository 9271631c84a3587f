import GravityCore

/// Text (SPEC §2.6): `Label("Hello").font("System Bold 20")`.
public struct Label: LayoutElement {
    /// The `<Label>` node.
    public var node: Node

    /// A label showing `text` (which may hold `{expressions}`, SPEC §8).
    public init(_ text: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("Label", [("text", text)], at: CallSite(file, line, column))
    }
}

/// A PNG image (SPEC §2.7), looked up beside the Swift file that names it,
/// in `Images/` there, then in the asset folders.
public struct Image: LayoutElement {
    /// The `<Image>` node.
    public var node: Node

    /// An image by file name (`"avatar.png"` or `"avatar"`); a missing file is a located error when laid out.
    public init(_ name: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("Image", [("image", name)], at: CallSite(file, line, column))
    }
}

/// A layer container that also draws `title` as a centred label.
public struct Button: LayoutElement {
    /// The `<Button>` node.
    public var node: Node

    /// A button with an optional `title` and children laid out in its layer.
    public init(_ title: String? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = makeNode("Button", [("title", title)], children: content(), at: CallSite(file, line, column))
    }
}

/// Space in a stack (SPEC §2.4): `Spacer()` is flexible (`flex 1`),
/// `Spacer(8)` fixed, `Spacer(flex: 2)` shares leftover space by weight.
public struct Spacer: LayoutElement {
    /// The `<Spacer>` node.
    public var node: Node

    /// `size` in points for a fixed spacer, `flex` for a weighted flexible one; neither: `flex 1`.
    public init(_ size: Double? = nil, flex: Double? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("Spacer", [("size", size.map(formatNumber)), ("flex", flex.map(formatNumber))],
                        at: CallSite(file, line, column))
    }
}

/// Its children once per element of an array in the data (SPEC §8.2):
/// `Repeat("{users}", as: "user") { Label("{user.name}") }`.
public struct Repeat: LayoutElement {
    /// The `<Repeat>` node.
    public var node: Node

    /// Repeats `content` for each element of the array `items` names (`"{users}"`), each bound to `name` (default `item`).
    public init(_ items: String, as name: String? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node]) {
        node = makeNode("Repeat", [("items", items), ("as", name)], children: content(), at: CallSite(file, line, column))
    }
}

/// A component by name (SPEC §2.8): `Component("FormRow").attribute("titleLabel.text", "Name:")`
/// embeds `FormRow.xml` from the folder of this Swift file or the component
/// folders. Also any element by name, such as a registered custom element.
public struct Component: LayoutElement {
    /// The element's node: the component's name as its tag.
    public var node: Node

    /// The component or element called `name`, with `content` as its children.
    public init(_ name: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = makeNode(name, [], children: content(), at: CallSite(file, line, column))
    }
}
