import GravityCore

/// Anything a layout builder block accepts: an element, or nothing
/// (an `if` without `else`), or several (a `for` loop).
public protocol LayoutContent {
    /// The document nodes this content stands for, in order.
    var nodes: [Node] { get }
}

/// One element written in Swift (SPEC §10). It is the same `Node` the XML
/// reader would produce for the equivalent markup — element name, attribute
/// strings in the order written, children — located at the Swift call site,
/// so Resolve gives it the same defaults and the same diagnostics as XML.
public protocol LayoutElement: LayoutContent {
    /// The document node this element stands for; modifiers return a copy with an attribute set on it.
    var node: Node { get set }
}

extension LayoutElement {
    public var nodes: [Node] { [node] }

    /// Sets an attribute exactly as XML writes it (`.attribute("keepWidth", "min 100")`),
    /// for anything without a modifier of its own: constraints, expressions,
    /// dot notation on components, a custom element's attributes. A later
    /// call for the same name replaces the earlier one, as modifiers do.
    public func attribute(_ name: String, _ value: String,
                          file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting(name, value, at: CallSite(file, line, column))
    }

    /// The element with one attribute set (replacing an earlier value).
    func setting(_ name: String, _ value: String, at site: CallSite) -> Self {
        var copy = self
        let attribute = Attribute(name: name, value: value, location: site.location, valueLocation: site.location)
        if let index = copy.node.attributes.firstIndex(where: { $0.name == name }) {
            copy.node.attributes[index] = attribute
        } else {
            copy.node.attributes.append(attribute)
        }
        return copy
    }
}

/// Where in Swift source an element or modifier was written: its
/// diagnostics point there, and images and components are looked up
/// beside that file, as they are beside a layout file.
public struct CallSite: Sendable {
    /// The Swift file, line and column, as diagnostics print them.
    public var location: SourceLocation

    /// A call site from `#filePath`, `#line` and `#column` (the defaults of every element and modifier).
    public init(_ file: StaticString, _ line: UInt, _ column: UInt) {
        location = SourceLocation(file: "\(file)", line: Int(line), column: Int(column))
    }
}

/// A node for a built element: its name, the attributes its initializer
/// sets (nil values are left out, as unwritten XML attributes are) and its children.
func makeNode(_ name: String, _ attributes: [(String, String?)], children: [Node] = [], at site: CallSite) -> Node {
    Node(name: name,
         attributes: attributes.compactMap { name, value in
             value.map { Attribute(name: name, value: $0, location: site.location, valueLocation: site.location) }
         },
         children: children.map { .element($0) },
         location: site.location)
}

/// Any built element, for values of mixed element types (`[AnyLayoutElement]`)
/// and for storing a layout without its concrete type.
public struct AnyLayoutElement: LayoutElement, Sendable {
    /// The wrapped element's node.
    public var node: Node
    /// Erases `element`'s type, keeping its node (attributes, children, location).
    public init(_ element: some LayoutElement) { node = element.node }
}
