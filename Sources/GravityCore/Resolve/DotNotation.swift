/// Applies the attributes written on a component element to the component's
/// own tree (SPEC §2.8): a plain name sets (overrides) the attribute on the
/// component's root; `titleLabel.text` sets `text` on the element with id
/// `titleLabel`. When that element is itself a component, the rest of the
/// path (`streetLabel.text` in `addressView.streetLabel.text`) is handed on
/// to it, so any depth works one document at a time.
enum DotNotation {
    /// `root` with `overrides` applied. Overrides keep their own locations,
    /// so a bad value is reported where it was written.
    static func apply(_ overrides: [Attribute], to root: Node, component: String,
                      isComponent: (Node) -> Bool) -> (Node, [Diagnostic]) {
        var root = root
        var diagnostics: [Diagnostic] = []
        let known = ids(in: root)
        // Paths first, so they still find the root by its own id when the
        // component element gives the root a new one.
        let ordered = overrides.filter { $0.name.contains(".") } + overrides.filter { !$0.name.contains(".") }
        for override in ordered {
            guard let dot = override.name.firstIndex(of: ".") else {
                set(override, on: &root)
                continue
            }
            let id = String(override.name[..<dot])
            var attribute = override
            attribute.name = String(override.name[override.name.index(after: dot)...])
            guard !id.isEmpty, !attribute.name.isEmpty else {
                diagnostics.append(.error("'\(override.name)' is not a valid attribute path (write id.attribute)", at: override.location))
                continue
            }
            let found = update(&root, id: id) { target in
                if attribute.name.contains("."), !isComponent(target) {
                    diagnostics.append(.error("'\(override.name)': '\(id)' in \(component) is a <\(target.name)>, not a component, so '\(attribute.name)' cannot reach inside it", at: override.location))
                    return
                }
                set(attribute, on: &target)
            }
            if !found {
                let list = known.isEmpty ? "it has no ids" : "its ids are " + known.joined(separator: ", ")
                diagnostics.append(.error("'\(override.name)': component \(component) has no element with id '\(id)' (\(list))", at: override.location))
            }
        }
        return (root, diagnostics)
    }

    /// Sets or replaces one attribute.
    private static func set(_ attribute: Attribute, on node: inout Node) {
        if let index = node.attributes.firstIndex(where: { $0.name == attribute.name }) {
            node.attributes[index] = attribute
        } else {
            node.attributes.append(attribute)
        }
    }

    /// Runs `change` on the element with `id`; false when there is none.
    private static func update(_ node: inout Node, id: String, _ change: (inout Node) -> Void) -> Bool {
        if node.attribute("id")?.value == id {
            change(&node)
            return true
        }
        for index in node.children.indices {
            guard case .element(var child) = node.children[index] else { continue }
            if update(&child, id: id, change) {
                node.children[index] = .element(child)
                return true
            }
        }
        return false
    }

    /// The ids written in a component's file, in document order.
    static func ids(in node: Node) -> [String] {
        var result: [String] = []
        if let id = node.attribute("id")?.value { result.append(id) }
        for child in node.elementChildren { result += ids(in: child) }
        return result
    }
}
