import GravityDocument

/// Embedding a component (SPEC §2.8): `<FormRow titleLabel.text="Name:"/>`
/// resolves `FormRow.xml` as a document of its own (own ids, scoped
/// attributes from their defaults) with the element's attributes applied.
extension Resolver {
    mutating func resolveComponent(_ written: Node, scope: Scope, parent: ElementKind?) -> Element? {
        let name = written.name
        // The element's values are computed in the includer's data; `data=`
        // gives the component data of its own (SPEC §8.2).
        var node = bind(written.removingAttribute("data"), escapingResults: true)
        let includerData = dataScope
        defer { dataScope = includerData }
        if let dataAttribute = written.attribute("data") {
            guard let data = boundValue(dataAttribute, on: name, example: "{user.address}") else { return nil }
            guard case .object = data else {
                diagnostics.append(.error("data: a component's data must be an object, got \(data.described)", at: dataAttribute.valueLocation.advanced(by: 1, in: dataAttribute.value)))
                return nil
            }
            let (variant, plurals) = (dataScope.variant, dataScope.plurals)
            dataScope = DataScope(root: data)
            dataScope.variant = variant
            dataScope.plurals = plurals
        }
        node.children = written.children
        let depth = max(0, chain.count - 1)
        if depth >= options.limits.maxComponentDepth {
            let names = chain.dropFirst().map(\.name) + [name]
            diagnostics.append(.error("components nest more than \(options.limits.maxComponentDepth) deep (the limit; raise it with --max-component-depth): \(names.joined(separator: " → "))", at: node.location))
            return nil
        }
        let path: String, root: Node
        switch loader.find(name, includedFrom: node.location.file) {
        case .notFound(let searched):
            let message = Resolver.unsupportedSeedElement(name).map { "<\(name)> is not supported (\($0)); it is not drawn" }
            diagnostics.append(.error(message ?? unknownElementMessage(name, searched: searched), at: node.location))
            return nil
        case .failed(var diagnostic):
            if diagnostic.location == nil {
                diagnostic.location = node.location
                diagnostics.append(diagnostic)
            } else {
                diagnostics.append(diagnostic)
                diagnostics.append(.note("in component <\(name)> embedded here", at: node.location))
            }
            return nil
        case .found(let foundPath, let foundRoot):
            path = foundPath
            root = foundRoot
        }
        if let start = chain.firstIndex(where: { $0.path == path }) {
            let names = chain[start...].map(\.name) + [name]
            diagnostics.append(.error("component cycle: \(names.joined(separator: " → ")) (\(name).xml embeds itself)", at: node.location))
            return nil
        }
        for child in node.children {
            switch child {
            case .element(let childNode):
                diagnostics.append(.error("<\(name)> is a component: it takes attributes and attribute nodes such as <\(name).id.attribute>, not child elements like <\(childNode.name)>", at: childNode.location))
            case .text(let text, let location):
                if !text.trimmingSpaces().isEmpty {
                    diagnostics.append(.error("<\(name)> is a component: it cannot contain text", at: location))
                }
            }
        }
        // Params the component declares are data inside it, not attributes of its root.
        guard let (locals, remaining) = bindParams(componentParams(path, root), file: name + ".xml", given: node) else {
            diagnostics.append(.note("in component <\(name)> embedded here", at: node.location))
            return nil
        }
        node = remaining
        for (param, value) in locals { dataScope = dataScope.binding(param, to: value) }

        // The component element's id belongs to the including document.
        if let id = node.attribute("id") { registerId(id.value, at: id.location) }

        let index = componentWork.index(path, root)
        let (embedded, overrideDiagnostics) = DotNotation.apply(
            node.attributes, to: root, component: name, index: index,
            isComponent: { Resolver.kind(of: $0) == nil && !$0.name.contains(".") })
        diagnostics.append(contentsOf: overrideDiagnostics)
        // Past `--max-nodes` (reported where it was crossed) an instance's
        // own attributes are still checked, its component not expanded again.
        if elementCount > options.limits.maxNodes { return nil }

        let before = diagnostics.count
        let includerIds = ids
        ids = [:]
        chain.append((name, path))
        // The includer's styles reach into the component; its own come first.
        styleSheets.append(componentStyles(path, root))
        var element = resolve(embedded, scope: Scope(gravity: rootScope.gravity), parent: parent,
                              placement: scope.gravity, idFromIncluder: node.attribute("id") != nil)
        styleSheets.removeLast()
        chain.removeLast()
        ids = includerIds
        if diagnostics[before...].contains(where: { $0.severity != .note && $0.location?.file != node.location.file }) {
            diagnostics.append(.note("in component <\(name)> embedded here", at: node.location))
        }
        element?.component = name
        return element
    }
}

extension Resolver {
    /// What a component's instances share, found once per component file.
    final class ComponentWork {
        private(set) var indexes: [String: DotNotation.Index] = [:]
        var styles: [String: [String: StyleDefinition]] = [:]
        var params: [String: [ParamDeclaration]] = [:]

        func index(_ path: String, _ root: Node) -> DotNotation.Index {
            if let index = indexes[path] { return index }
            let index = DotNotation.Index(root)
            indexes[path] = index
            return index
        }

        /// How many times component trees were walked for dot notation.
        var dotNotationWalks: Int { indexes.values.reduce(0) { $0 + $1.walks } }
    }

    /// The params a component file declares, read for its first instance
    /// (their diagnostics too): a walk of the root's children, which a
    /// component of 20,000 views used 400 times made 400 times.
    mutating func componentParams(_ path: String, _ root: Node) -> [ParamDeclaration] {
        if let params = componentWork.params[path] { return params }
        let params = params(declaredIn: root)
        componentWork.params[path] = params
        return params
    }

    /// The styles a component file defines, collected for its first
    /// instance (their diagnostics too; later instances' would be duplicates).
    mutating func componentStyles(_ path: String, _ root: Node) -> [String: StyleDefinition] {
        if let styles = componentWork.styles[path] { return styles }
        let styles = collectStyles(in: root)
        componentWork.styles[path] = styles
        return styles
    }
}
