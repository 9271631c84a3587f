import GravityDocument

/// `<Repeat items="{users}" as="user">…</Repeat>` (SPEC §8.2): its children
/// once per array element, as children of the Repeat's parent, with the
/// element bound to the `as` name and `index` (from 0) to its position. A
/// Repeat leaves no element of its own.
extension Resolver {
    mutating func resolveRepeat(_ repeatNode: Node, in parent: Node, kind: ElementKind, scope: Scope,
                                into elements: inout [Element]) {
        let (node, foldDiagnostics) = AttributeNodes.fold(repeatNode)
        diagnostics.append(contentsOf: foldDiagnostics)
        for attribute in node.attributes where attribute.name != "items" && attribute.name != "as" {
            let severity: Diagnostic.Severity = options.strict ? .error : .warning
            diagnostics.append(Diagnostic(severity, "unknown attribute '\(attribute.name)' on <Repeat> (it takes items and as)", at: attribute.location))
        }
        guard let itemsAttribute = node.attribute("items") else {
            diagnostics.append(.error("<Repeat> needs items=\"{…}\", the array to repeat over", at: node.location))
            return
        }
        var name = "item"
        if let asAttribute = node.attribute("as") {
            name = asAttribute.value
            guard let first = name.unicodeScalars.first, ExpressionLexer.isNameStart(first),
                  name.unicodeScalars.allSatisfy(ExpressionLexer.isNamePart), name != "index" else {
                diagnostics.append(.error("as: '\(name)' is not a name expressions can use (letters, digits and _, not 'index')", at: asAttribute.valueLocation))
                return
            }
        }
        guard let items = boundValue(itemsAttribute, on: "Repeat", example: "{users}") else { return }
        guard case .array(let array) = items else {
            diagnostics.append(.error("items: expected an array to repeat over, got \(items.described)", at: itemsAttribute.valueLocation.advanced(by: 1, in: itemsAttribute.value)))
            return
        }
        let outer = dataScope
        defer { dataScope = outer }
        for (index, item) in array.enumerated() {
            dataScope = outer.binding(name, to: item).binding("index", to: .number(Double(index)))
            resolveChildren(bindText(of: node.children), of: parent, kind: kind, scope: scope, into: &elements)
        }
    }
}
