import GravityCore

// Containers (SPEC §2.1, §2.4). The initializers take the attributes most
// layouts set; every other one is a modifier.

/// A horizontal stack: children left to right.
public struct H: LayoutElement {
    /// The `<H>` node.
    public var node: Node

    /// A horizontal stack: `spacing` and `padding` (CSS shorthand) in points, up to one horizontal and one vertical `gravity` token, `alignment` across the axis; unset ones keep the XML defaults.
    public init(spacing: Double? = nil, padding: Double...,
                gravity: GravityToken..., alignment: StackAlignment? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = stackNode("H", spacing, padding, gravity, alignment, content(), CallSite(file, line, column))
    }
}

/// A vertical stack: children top to bottom.
public struct V: LayoutElement {
    /// The `<V>` node.
    public var node: Node

    /// A vertical stack: `spacing` and `padding` (CSS shorthand) in points, up to one horizontal and one vertical `gravity` token, `alignment` across the axis; unset ones keep the XML defaults.
    public init(spacing: Double? = nil, padding: Double...,
                gravity: GravityToken..., alignment: StackAlignment? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = stackNode("V", spacing, padding, gravity, alignment, content(), CallSite(file, line, column))
    }
}

/// A layer container: children stacked along Z, each placed by its own gravity.
public struct Z: LayoutElement {
    /// The `<Z>` node, with the relations written in the block as its attributes.
    public var node: Node

    /// A layer: `padding` (CSS shorthand) in points and the children's default `gravity`; relations written in the block (`-->`, `keepWidthsEqual()`) constrain its children.
    public init(padding: Double..., gravity: GravityToken...,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = makeNode("Z", [("padding", padding.isEmpty ? nil : numbers(padding)),
                              ("gravity", gravity.isEmpty ? nil : gravity.map(\.rawValue).joined(separator: " "))],
                        children: content(), at: CallSite(file, line, column))
        // Relations written in the block, or carried by children, become the layer's attributes.
        hoistRelations(into: &node)
    }
}

func stackNode(_ name: String, _ spacing: Double?, _ padding: [Double], _ gravity: [GravityToken],
               _ alignment: StackAlignment?, _ children: [Node], _ site: CallSite) -> Node {
    makeNode(name, [("spacing", spacing.map(formatNumber)),
                    ("padding", padding.isEmpty ? nil : numbers(padding)),
                    ("gravity", gravity.isEmpty ? nil : gravity.map(\.rawValue).joined(separator: " ")),
                    ("alignment", alignment?.rawValue)],
             children: children, at: site)
}
