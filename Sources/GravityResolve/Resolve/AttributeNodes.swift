import GravityDocument

/// Gravity's attribute nodes: `<FormRow><FormRow.titleLabel.text>Name:</FormRow.titleLabel.text></FormRow>`
/// is the same as `<FormRow titleLabel.text="Name:"/>`. Folding them into
/// ordinary attributes first lets everything after treat both spellings alike.
enum AttributeNodes {
    /// `node` with every child attribute node moved into its attributes.
    /// A child named `Prefix.attribute` whose prefix is not this element's
    /// name, one with element content, or one that repeats an attribute is
    /// an error and is dropped.
    static func fold(_ node: Node) -> (Node, [Diagnostic]) {
        // Most elements have none: no copy of their children.
        guard node.children.contains(where: { child in
            if case .element(let childNode) = child { childNode.name.utf8.contains(UInt8(ascii: ".")) } else { false }
        }) else { return (node, []) }
        var result = node
        var diagnostics: [Diagnostic] = []
        var children: [Node.Child] = []
        var fromNodes: Set<String> = []
        for child in node.children {
            guard case .element(let childNode) = child, let dot = childNode.name.firstIndex(of: ".") else {
                children.append(child)
                continue
            }
            let prefix = String(childNode.name[..<dot])
            let name = String(childNode.name[childNode.name.index(after: dot)...])
            guard prefix == node.name else {
                diagnostics.append(.error("attribute node <\(childNode.name)> must be written directly inside <\(prefix)>, not inside <\(node.name)> (its prefix must equal the parent element's name)", at: childNode.location))
                continue
            }
            guard !name.isEmpty, !name.hasSuffix("."), !name.contains("..") else {
                diagnostics.append(.error("attribute node <\(childNode.name)> does not name an attribute", at: childNode.location))
                continue
            }
            // `text` may hold inline markup (SPEC §9); it is parsed with the label.
            let markup = name.hasSuffix("text") && !childNode.elementChildren.isEmpty
            if !markup, let inner = childNode.elementChildren.first {
                diagnostics.append(.error("attribute node <\(childNode.name)> must contain text only, not <\(inner.name)>", at: inner.location))
                continue
            }
            if !childNode.attributes.isEmpty {
                diagnostics.append(.error("attribute node <\(childNode.name)> takes no attributes", at: childNode.attributes[0].location))
                continue
            }
            if let existing = result.attribute(name) {
                let how = fromNodes.contains(name) ? "by an earlier attribute node" : "inline"
                diagnostics.append(.error("'\(name)' is set both \(how) (at \(existing.location)) and as the attribute node <\(childNode.name)>", at: childNode.location))
                continue
            }
            fromNodes.insert(name)
            var text = ""
            var valueLocation = childNode.location
            for case .text(let piece, let location) in childNode.children {
                if text.isEmpty { valueLocation = location }
                text += piece
            }
            result.attributes.append(Attribute(name: name, value: text.trimmingSpaces(),
                                               location: childNode.location, valueLocation: valueLocation,
                                               markup: markup ? childNode.children : nil))
        }
        result.children = children
        return (result, diagnostics)
    }
}
