/// One attribute as written, with where its name and its value start.
public struct Attribute: Hashable, Sendable {
    /// The attribute's name (`width`, `keepWidth`, `titleLabel.text`).
    public var name: String
    /// The value as the parser unescaped it (entities replaced).
    public var value: String
    /// Where the attribute's name starts.
    public var location: SourceLocation
    /// Where the value starts (after the quote): values' diagnostics point here.
    public var valueLocation: SourceLocation
    /// The content of a `text` attribute node with inline markup
    /// (`<Label.text>a <b>b</b></Label.text>`); nil for plain values.
    public var markup: [Node.Child]?

    /// An attribute as written; `markup` only for a `text` attribute node with inline markup.
    public init(name: String, value: String, location: SourceLocation, valueLocation: SourceLocation,
                markup: [Node.Child]? = nil) {
        self.name = name
        self.value = value
        self.location = location
        self.valueLocation = valueLocation
        self.markup = markup
    }
}

/// An XML element as parsed: name, attributes in document order, children.
/// No meaning is attached yet; that is Resolve's job.
public struct Node: Hashable, Sendable {
    /// What an element holds: child elements and runs of text, in document order.
    public enum Child: Hashable, Sendable {
        /// A child element.
        case element(Node)
        /// Text between tags, located where it starts.
        case text(String, SourceLocation)
    }

    /// The tag name (`V`, `Label`, `FormRow`, `Z.constraints`).
    public var name: String
    /// The attributes in the order written.
    public var attributes: [Attribute]
    /// Child elements and text, in document order.
    public var children: [Child]
    /// Where the start tag is written.
    public var location: SourceLocation

    /// An element as the XML reader (or the Swift builder) makes it.
    public init(name: String, attributes: [Attribute] = [], children: [Child] = [], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    /// The attribute called `name`, if written.
    public func attribute(_ name: String) -> Attribute? {
        // An index loop: `first(where:)` is not specialised in a debug
        // build (`swift test`'s) and copies every attribute it passes.
        for index in attributes.indices where attributes[index].name == name { return attributes[index] }
        return nil
    }

    /// The child elements alone, in order, text left out.
    public var elementChildren: [Node] {
        children.compactMap { if case .element(let node) = $0 { return node } else { return nil } }
    }
}
