import GravityCore

// Relations written in Swift (SPEC §10) become the attributes the XML front
// ends read — SFL lines in the layer's `constraints`, Keep Layout attributes
// on children and on the layer — so they produce the same constraint
// description and solve on the one solver.

/// A relation that belongs to the constraint layer around it: write it in
/// the layer's block, beside the children it relates
/// (`Z { a; b; a.right --> 10.horizontalOffset + b.left }`).
/// It is carried as the attribute node `<Z.name>`, so outside a `Z` it is
/// reported as an attribute node in the wrong place.
public struct LayerRelation: LayoutContent, Sendable {
    /// The layer attribute it adds to (`constraints`, `keepWidthsEqual`…).
    public var name: String
    /// The attribute's text, as XML would write it (an SFL line, a list of ids).
    public var value: String
    /// Where the relation was written in Swift; its diagnostics point there.
    public var location: SourceLocation

    public var nodes: [Node] {
        [Node(name: "Z." + name, children: [.text(value, location)], location: location)]
    }
}

/// The attribute a child carries up to its layer (`b.size = a.topRight |--| c.bottomLeft`).
let carriedToLayer = "Z.constraints"

/// The layer's side: relations from its block and its children's carried
/// lines become its own attributes. SFL lines join into one `constraints`
/// (in the order written); Keep Layout groups stay one attribute each.
func hoistRelations(into layer: inout Node) {
    var lines: [(String, SourceLocation)] = []
    if let own = layer.attribute("constraints") { lines.append((own.value, own.valueLocation)) }
    var children: [Node.Child] = []
    var groups: [Attribute] = []
    for child in layer.children {
        guard case .element(var node) = child else { children.append(child); continue }
        if node.name.hasPrefix("Z."), case .text(let value, let location)? = node.children.first {
            let name = String(node.name.dropFirst(2))
            if name == "constraints" { lines.append((value, location)) } else {
                groups.append(Attribute(name: name, value: value, location: location, valueLocation: location))
            }
            continue
        }
        for carried in node.attributes where carried.name == carriedToLayer { lines.append((carried.value, carried.valueLocation)) }
        node.attributes.removeAll { $0.name == carriedToLayer }
        children.append(.element(node))
    }
    layer.children = children
    layer.attributes.removeAll { $0.name == "constraints" }
    if let first = lines.first {
        let text = lines.map(\.0).joined(separator: "\n")
        layer.attributes.append(Attribute(name: "constraints", value: text, location: first.1, valueLocation: first.1))
    }
    layer.attributes += groups
}

extension Z {
    /// Simple Format Language lines (SPEC §7.2), one per line or `;`:
    /// `layer.constraints("title.left = icon.right + 8")`. Called again, the
    /// lines are added after the earlier ones.
    public func constraints(_ lines: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Z {
        var copy = self
        let site = CallSite(file, line, column)
        if let index = copy.node.attributes.firstIndex(where: { $0.name == "constraints" }) {
            copy.node.attributes[index].value += "\n" + lines
        } else {
            copy.node.attributes.append(Attribute(name: "constraints", value: lines, location: site.location, valueLocation: site.location))
        }
        return copy
    }

    /// Named numbers for the constraint lines: `.metrics("gap = 8; pad = 16")`.
    public func metrics(_ definitions: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Z {
        setting("metrics", definitions, at: CallSite(file, line, column))
    }
}

extension LayoutElement {
    /// How constraints name this element: its id. An element without one is
    /// named after where it was written, which no constraint can resolve, so
    /// the layer reports it ("unknown view 'unnamed_L12C9'…"): give it an `.id`.
    var constraintName: String {
        node.attribute("id")?.value ?? "unnamed_L\(node.location.line)C\(node.location.column)"
    }
}
