/// One attribute as written, with where its name and its value start.
public struct Attribute: Hashable, Sendable {
    public var name: String
    public var value: String
    public var location: SourceLocation
    public var valueLocation: SourceLocation
    /// The content of a `text` attribute node with inline markup
    /// (`<Label.text>a <b>b</b></Label.text>`); nil for plain values.
    public var markup: [Node.Child]?

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
    public enum Child: Hashable, Sendable {
        case element(Node)
        case text(String, SourceLocation)
    }

    public var name: String
    public var attributes: [Attribute]
    public var children: [Child]
    public var location: SourceLocation

    public init(name: String, attributes: [Attribute] = [], children: [Child] = [], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    public func attribute(_ name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    public var elementChildren: [Node] {
        children.compactMap { if case .element(let node) = $0 { return node } else { return nil } }
    }
}
