import GravityDocument

/// Applies the attributes written on a component element to the component's
/// own tree (SPEC §2.8): a plain name sets (overrides) the attribute on the
/// component's root; `titleLabel.text` sets `text` on the element with id
/// `titleLabel`. When that element is itself a component, the rest of the
/// path (`streetLabel.text` in `addressView.streetLabel.text`) is handed on
/// to it, so any depth works one document at a time.
enum DotNotation {
    /// What dot notation needs of a component's tree, found once per
    /// component and only when asked: 400 instances of a component with
    /// 20,000 ids walked its tree twice each (for the paths and for the id
    /// list of a message), 13 s of `check`.
    final class Index {
        private let root: Node
        /// How many times the tree was walked (the budget test counts them).
        private(set) var walks = 0

        init(_ root: Node) { self.root = root }

        /// Where each id is (`paths(in:)`).
        lazy var paths: [String: [Int]] = {
            walks += 1
            return DotNotation.paths(in: root)
        }()

        /// "its ids are a, b, … and 19,990 more", for the message about an unknown id.
        lazy var idList: String = {
            walks += 1
            let known = DotNotation.ids(in: root)
            return known.isEmpty ? "it has no ids" : "its ids are " + candidateList(known)
        }()
    }

    /// `root` with `overrides` applied. Overrides keep their own locations,
    /// so a bad value is reported where it was written.
    static func apply(_ overrides: [Attribute], to root: Node, component: String,
                      isComponent: (Node) -> Bool) -> (Node, [Diagnostic]) {
        apply(overrides, to: root, component: component, index: Index(root), isComponent: isComponent)
    }

    /// `apply`, with the component's `index` (shared by its instances).
    static func apply(_ overrides: [Attribute], to root: Node, component: String, index shared: Index,
                      isComponent: (Node) -> Bool) -> (Node, [Diagnostic]) {
        var root = root
        var diagnostics: [Diagnostic] = []
        // Where each id is, found once per component; found again in this
        // instance only after an override changed an id.
        var changedPaths: [String: [Int]]?
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
            if let path = (changedPaths ?? shared.paths)[id] {
                update(&root, at: path[...]) { target in
                    if attribute.name.contains("."), !isComponent(target) {
                        diagnostics.append(.error("'\(override.name)': '\(id)' in \(component) is a <\(target.name)>, not a component, so '\(attribute.name)' cannot reach inside it", at: override.location))
                        return
                    }
                    set(attribute, on: &target)
                }
                if attribute.name == "id" { changedPaths = paths(in: root) }
            } else {
                diagnostics.append(.error("'\(override.name)': component \(component) has no element with id '\(id)' (\(shared.idList))", at: override.location))
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

    /// Runs `change` on the element at `path` (child indices from `node`).
    private static func update(_ node: inout Node, at path: ArraySlice<Int>, _ change: (inout Node) -> Void) {
        guard let first = path.first else { return change(&node) }
        guard case .element(var child) = node.children[first] else { return }
        update(&child, at: path.dropFirst(), change)
        node.children[first] = .element(child)
    }

    /// Where each id is: the child indices leading to the first element
    /// that has it, in document order.
    static func paths(in root: Node) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        var path: [Int] = []
        func visit(_ node: Node) {
            if let id = node.attribute("id")?.value, result[id] == nil { result[id] = path }
            for (index, child) in node.children.enumerated() {
                guard case .element(let element) = child else { continue }
                path.append(index)
                visit(element)
                path.removeLast()
            }
        }
        visit(root)
        return result
    }

    /// The ids written in a component's file, in document order.
    static func ids(in node: Node) -> [String] {
        var result: [String] = []
        if let id = node.attribute("id")?.value { result.append(id) }
        for child in node.elementChildren { result += ids(in: child) }
        return result
    }
}
