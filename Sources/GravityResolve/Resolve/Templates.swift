import Foundation
import GravityDocument

/// Templates and composition (SPEC §8.4, Layout's): `template="Card.xml"`
/// extends a template (its root's attributes first, then the element's; its
/// children with the element's at `<children/>`, or at the end), and
/// `xml="MyView.xml"` replaces the element with the file's root (the
/// element's attributes over the root's). Both are textual: the file's
/// elements join the including document (its ids, data and styles).
struct TemplateExpansion {
    var node: Node
    /// The template's declared params, with the values the element gave.
    var locals: [(String, DataValue)]
    /// Real paths of the file and the templates it extends, for cycle checks.
    var paths: [String]
}

extension Resolver {
    /// `template="true"` on an image is the tint flag (SPEC §2.7), not a file.
    static func templateFile(of node: Node) -> Attribute? {
        guard let attribute = node.attribute("template") else { return nil }
        return (try? Parse.bool(attribute.value)) == nil ? attribute : nil
    }

    static func usesTemplate(_ node: Node) -> Bool {
        node.attribute("xml") != nil || templateFile(of: node) != nil
    }

    /// The element with its template or xml file expanded; nil (and a
    /// diagnostic) when the file cannot be used.
    mutating func expandTemplate(_ node: Node) -> TemplateExpansion? {
        let replaces = node.attribute("xml") != nil
        guard let file = replaces ? node.attribute("xml") : Resolver.templateFile(of: node) else { return nil }
        if replaces, Resolver.templateFile(of: node) != nil {
            diagnostics.append(.error("an element takes either xml= (replace it with a file) or template= (extend a file), not both", at: file.location))
            return nil
        }
        // Data never chooses a file to include (SPEC §8.2): only images may
        // be named by data, and only inside the search folders.
        if Interpolation.hasExpressions(file.value) {
            diagnostics.append(.error("\(file.name) names a file, not an expression: data does not choose the files a layout includes", at: file.valueLocation))
            return nil
        }
        let path: String
        var root: Node
        switch loader.find(file: file.value, includedFrom: node.location.file) {
        case .found(let foundPath, let foundRoot):
            path = foundPath
            root = foundRoot
        case .notFound(let searched):
            diagnostics.append(.error("\(file.name): '\(file.value)' not found (searched \(searched.map { "'\($0)'" }.joined(separator: ", ")))", at: file.valueLocation))
            return nil
        case .failed(var diagnostic):
            if diagnostic.location == nil { diagnostic.location = file.valueLocation }
            diagnostics.append(diagnostic)
            return nil
        }
        if let start = templateChain.firstIndex(of: path) {
            let names = (templateChain[start...] + [path]).map { ($0 as NSString).lastPathComponent }
            diagnostics.append(.error("template cycle: \(names.joined(separator: " → "))", at: file.valueLocation))
            return nil
        }
        // Each file extending another was copied whole at every level (a
        // chain of 20,000 took 18 s): the chain is as deep as components may nest.
        if templateChain.count >= options.limits.maxComponentDepth {
            let names = (templateChain + [path]).suffix(4).map { ($0 as NSString).lastPathComponent }
            diagnostics.append(.error("templates and xml= files include each other more than \(options.limits.maxComponentDepth) deep "
                                      + "(the limit; raise it with --max-component-depth): … → \(names.joined(separator: " → "))", at: file.valueLocation))
            return nil
        }
        // A template may itself extend a template.
        var inherited: [(String, DataValue)] = []
        var paths = [path]
        if Resolver.usesTemplate(root) {
            templateChain.append(path)
            let inner = expandTemplate(root)
            templateChain.removeLast()
            guard let inner else { return nil }
            root = inner.node
            inherited = inner.locals
            paths += inner.paths
        }
        // The file's styles join the document's.
        styleSheets[styleSheets.count - 1].merge(collectStyles(in: root)) { current, _ in current }

        let element = applyingStyles(node.removingAttribute(file.name))
        guard let (locals, remaining) = bindParams(declaredIn: root, file: file.value, given: element, bound: false) else { return nil }
        var expanded = applyingStyles(root)
        expanded.children = expanded.children.filter { child in
            if case .element(let inner) = child { return inner.name != "param" }
            return true
        }
        if replaces {
            expanded.attributes += remaining.attributes
            if let first = node.elementChildren.first {
                diagnostics.append(.note("the children of an element with xml= are Layout's loading placeholder; the file's content replaces them", at: first.location))
            }
        } else {
            expanded.name = node.name
            expanded.location = node.location
            expanded.attributes += remaining.attributes
            expanded.children = Resolver.placingChildren(node.children, into: expanded.children)
        }
        return TemplateExpansion(node: expanded, locals: inherited + locals, paths: paths)
    }

    /// The template's children with `children` at the first `<children/>`
    /// (searched at any depth), or after them all.
    static func placingChildren(_ children: [Node.Child], into template: [Node.Child]) -> [Node.Child] {
        var placed = false
        func place(_ list: [Node.Child]) -> [Node.Child] {
            var out: [Node.Child] = []
            for child in list {
                guard case .element(var inner) = child else { out.append(child); continue }
                if inner.name == "children", !placed {
                    placed = true
                    out += children
                    continue
                }
                if !placed { inner.children = place(inner.children) }
                out.append(.element(inner))
            }
            return out
        }
        let result = place(template)
        return placed ? result : result + children
    }
}
