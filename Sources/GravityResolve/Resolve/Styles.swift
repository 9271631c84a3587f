import GravityDocument
import GravityValues

/// Styles (SPEC §8.3): `<Style name="title" font="System Bold 20"/>` names a
/// set of attributes; `style="title emphasis"` applies them left to right,
/// then the element's own attributes win. A `Style` may itself take
/// `style=` (its parents first). Styles come from the document (anywhere in
/// it, and from `<Styles file="…"/>`), from `--styles FILE.xml`, and from
/// the documents that include a component: the nearest definition wins.
struct StyleDefinition {
    var name: String
    /// Attributes in application order, parents' first (after flattening).
    var attributes: [Attribute]
    var location: SourceLocation
    /// The `style=` of the Style itself, before flattening.
    var parents: Attribute?
}

extension Resolver {
    /// Is this node a style definition, which leaves no element of its own?
    static func isStyleNode(_ node: Node) -> Bool { node.name == "Style" || node.name == "Styles" }

    // MARK: - Collecting

    /// Every style a document defines, flattened. `root` is the document's root.
    mutating func collectStyles(in root: Node) -> [String: StyleDefinition] {
        var found: [String: StyleDefinition] = [:]
        var pending = [root]
        while let node = pending.popLast() {
            var inner: [Node] = []
            for child in node.elementChildren {
                if child.name == "Style" {
                    addStyle(child, to: &found)
                } else if child.name == "Styles" {
                    collectStylesElement(child, into: &found)
                } else {
                    inner.append(child)
                }
            }
            pending += inner.reversed()
        }
        return flattened(found)
    }

    /// `<Styles file="…"/>` (a file whose root is `<Styles>`) or `<Styles>`
    /// holding `<Style>` elements.
    private mutating func collectStylesElement(_ node: Node, into found: inout [String: StyleDefinition]) {
        for attribute in node.attributes where attribute.name != "file" {
            diagnostics.append(.error("unknown attribute '\(attribute.name)' on <Styles> (it takes file)", at: attribute.location))
        }
        if let file = node.attribute("file") {
            switch loader.find(file: file.value, includedFrom: node.location.file) {
            case .found(_, let root): collectStyleFile(root, into: &found)
            case .notFound(let searched):
                diagnostics.append(.error("styles file '\(file.value)' not found (searched \(searched.map { "'\($0)'" }.joined(separator: ", ")))", at: file.valueLocation))
            case .failed(var diagnostic):
                if diagnostic.location == nil { diagnostic.location = file.valueLocation }
                diagnostics.append(diagnostic)
            }
        }
        collectStyleFile(node, into: &found)
    }

    /// The `<Style>` children of a `<Styles>` element.
    mutating func collectStyleFile(_ root: Node, into found: inout [String: StyleDefinition]) {
        guard root.name == "Styles" else {
            diagnostics.append(.error("a styles file has a <Styles> root holding <Style> elements, not <\(root.name)>", at: root.location))
            return
        }
        for child in root.children {
            switch child {
            case .element(let node) where node.name == "Style": addStyle(node, to: &found)
            case .element(let node):
                diagnostics.append(.error("<Styles> holds <Style> elements only, not <\(node.name)>", at: node.location))
            case .text(let text, let location):
                if !text.trimmingSpaces().isEmpty { diagnostics.append(.error("<Styles> cannot contain text", at: location)) }
            }
        }
    }

    private mutating func addStyle(_ node: Node, to found: inout [String: StyleDefinition]) {
        guard let name = node.attribute("name"), !name.value.trimmingSpaces().isEmpty else {
            diagnostics.append(.error("<Style> needs a name (name=\"title\")", at: node.location))
            return
        }
        if let inner = node.elementChildren.first {
            diagnostics.append(.error("<Style> takes attributes only, not <\(inner.name)>", at: inner.location))
        }
        // `appearance="dark"`: a variant of the style for one appearance,
        // kept under its own key until `mergingAppearances`.
        var key = name.value
        var applies = true
        if let scope = node.attribute("appearance") {
            guard let appearance = Appearance(rawValue: scope.value.trimmingSpaces().lowercased()) else {
                diagnostics.append(.error("appearance '\(scope.value)' on <Style> must be light or dark", at: scope.valueLocation))
                return
            }
            key += Resolver.appearanceKeySeparator + appearance.rawValue
            applies = appearance == options.appearance
        }
        if let first = found[key] {
            diagnostics.append(.error("duplicate style '\(name.value)'\(key == name.value ? "" : " for appearance \(key.split(separator: "\u{0}").last!)") (first defined at \(first.location))", at: name.valueLocation))
            return
        }
        // A variant for the other appearance applies nothing, so its
        // attributes are neither read nor reported unread.
        if applies { for attribute in node.attributes { styleAttributeLocations.insert(attribute.location) } }
        found[key] = StyleDefinition(
            name: name.value,
            attributes: applies ? node.attributes.filter { !["name", "style", "appearance"].contains($0.name) } : [],
            location: node.location, parents: applies ? node.attribute("style") : nil)
    }

    static let appearanceKeySeparator = "\u{0}"

    /// Styles with their appearance variants folded in: the variant for the
    /// render's appearance adds its attributes after the plain style's (so
    /// they win); a variant for the other appearance only makes the name
    /// known (it applies nothing). A variant may take `style=` parents only
    /// when the plain style has none.
    private mutating func mergingAppearances(_ styles: [String: StyleDefinition]) -> [String: StyleDefinition] {
        var merged = styles.filter { !$0.key.contains(Resolver.appearanceKeySeparator) }
        for (key, variant) in styles.sorted(by: { $0.key < $1.key }) where key.contains(Resolver.appearanceKeySeparator) {
            guard var plain = merged[variant.name] else {
                merged[variant.name] = variant
                continue
            }
            plain.attributes = Resolver.lastOfEachName(plain.attributes + variant.attributes)
            if let parents = variant.parents {
                if plain.parents == nil {
                    plain.parents = parents
                } else {
                    diagnostics.append(.error("style '\(variant.name)' already takes style= on its plain definition; an appearance variant cannot add parents", at: parents.valueLocation))
                }
            }
            merged[variant.name] = plain
        }
        return merged
    }

    /// The styles of `--styles` files (each a `<Styles>` root), later files
    /// redefining earlier ones' names being an error like any duplicate.
    mutating func loadStyleFiles(_ paths: [String]) -> [String: StyleDefinition] {
        var found: [String: StyleDefinition] = [:]
        for path in paths {
            do {
                let source = try DocumentLoader.read(path: path, maxFileSize: options.limits.maxFileSize)
                styleFileSources.append(source)
                collectStyleFile(try DocumentLoader.parse(source, limits: options.limits), into: &found)
            } catch let diagnostic as Diagnostic {
                diagnostics.append(diagnostic)
            } catch {
                diagnostics.append(.error("cannot read styles file '\(path)': \(error)", at: nil))
            }
        }
        return flattened(found)
    }

    // MARK: - Flattening

    /// Each style with its parents' attributes first; a cycle is an error
    /// and leaves the styles in it without parents.
    private mutating func flattened(_ styles: [String: StyleDefinition]) -> [String: StyleDefinition] {
        let styles = mergingAppearances(styles)
        var done: [String: StyleDefinition] = [:]
        for name in styles.keys.sorted() {
            var visiting: [String] = []
            flatten(name, styles, &done, &visiting)
        }
        return done
    }

    private mutating func flatten(_ name: String, _ styles: [String: StyleDefinition],
                                  _ done: inout [String: StyleDefinition], _ visiting: inout [String]) {
        guard done[name] == nil, var style = styles[name] else { return }
        guard let parents = style.parents else {
            done[name] = style
            return
        }
        visiting.append(name)
        var inherited: [Attribute] = []
        for (parent, _) in Resolver.styleNames(parents.value) {
            if let start = visiting.firstIndex(of: parent) {
                let cycle = visiting[start...] + [parent]
                diagnostics.append(.error("style cycle: \(cycle.joined(separator: " → "))", at: parents.valueLocation))
                continue
            }
            flatten(parent, styles, &done, &visiting)
            if let definition = done[parent] ?? lookupStyle(parent) {
                inherited += definition.attributes
            } else if styles[parent] == nil {
                diagnostics.append(.error(unknownStyleMessage(parent, also: styles.keys), at: parents.valueLocation))
            }
        }
        visiting.removeLast()
        inherited = Resolver.lastOfEachName(inherited + style.attributes)
        if chargeStyleAttributes(inherited.count, at: parents.valueLocation) { style.attributes = inherited }
        style.parents = nil
        done[name] = style
    }

    // MARK: - Applying

    /// The names in a `style` value with their offsets in it.
    static func styleNames(_ value: String) -> [(String, Int)] {
        var names: [(String, Int)] = []
        var current = "", start = 0
        for (offset, scalar) in value.unicodeScalars.enumerated() {
            if scalar.properties.isWhitespace {
                if !current.isEmpty { names.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { names.append((current, start)) }
        return names
    }

    /// The nearest definition of a style: the current document's, then its
    /// includers', then `--styles` files.
    func lookupStyle(_ name: String) -> StyleDefinition? {
        for sheet in styleSheets.reversed() {
            if let style = sheet[name] { return style }
        }
        return nil
    }

    /// `node` with its styles' attributes before its own (which win, being
    /// read last) and without `style`.
    mutating func applyingStyles(_ node: Node) -> Node {
        // `<UITableView style="plain">`, `<UITableViewCell style="subtitle">`:
        // UIKit's own `style`, read by the screens' rewrite (Screens/).
        guard var style = node.attribute("style"), !Resolver.takesUIKitStyle(node.name) else { return node }
        // `style="row {done ? 'muted' : ''}"`: names may come from data.
        if Interpolation.hasExpressions(style.value) {
            guard let names = boundText(style.value, name: "style", at: style.valueLocation) else { return node.removingAttribute("style") }
            style.value = names
        }
        var attributes: [Attribute] = []
        for (name, offset) in Resolver.styleNames(style.value) {
            guard let definition = lookupStyle(name) else {
                diagnostics.append(.error(unknownStyleMessage(name, also: [String]()), at: style.valueLocation.advanced(by: offset, in: style.value)))
                continue
            }
            attributes += definition.attributes
        }
        attributes = Resolver.lastOfEachName(attributes)
        if !chargeStyleAttributes(attributes.count, at: style.valueLocation) { attributes = [] }
        var styled = node
        styled.attributes = attributes + node.attributes.filter { $0.name != "style" }
        return styled
    }

    /// Counts attributes styles give (to the styles that build on them and to
    /// elements) against twenty per element of `--max-nodes`: a chain of
    /// styles each adding a new attribute to the one before holds a
    /// quadratic number of them. False, reported once, past the budget.
    mutating func chargeStyleAttributes(_ count: Int, at location: SourceLocation) -> Bool {
        let budget = options.limits.maxNodes.multipliedReportingOverflow(by: 20)
        let limit = budget.overflow ? Int.max : budget.partialValue
        guard styleAttributesGiven <= limit else { return false }
        styleAttributesGiven += count
        guard styleAttributesGiven > limit else { return true }
        diagnostics.append(.error("styles give more than \(groupedNumber(limit)) attributes in this render, counting each style built on others (twenty per element of the limit; raise it with --max-nodes)", at: location))
        return false
    }

    /// The last attribute of each name, in their order: what the element
    /// reads (the last one wins), so a style that applies another twice
    /// (`s1 style="s0 s0"`, 60 levels deep) holds one attribute per name,
    /// not 2⁶⁰.
    static func lastOfEachName(_ attributes: [Attribute]) -> [Attribute] {
        guard attributes.count > 1 else { return attributes }
        var seen = Set<String>(), kept: [Attribute] = []
        for attribute in attributes.reversed() where seen.insert(attribute.name).inserted { kept.append(attribute) }
        return kept.reversed()
    }

    private func unknownStyleMessage(_ name: String, also names: some Sequence<String>) -> String {
        var defined = Set(names)
        for sheet in styleSheets { defined.formUnion(sheet.keys) }
        let list = defined.isEmpty ? "no styles are defined" : "styles defined: " + defined.sorted().joined(separator: ", ")
        return "unknown style '\(name)' (\(list))"
    }
}

extension Resolver {
    /// A style serves elements of several kinds, so an attribute it gives an
    /// element that does not take it is no warning there; one that no element
    /// using the style reads (a misspelling) is, once, at the style.
    mutating func noteStyleAttributes(_ attributes: [Attribute], used: [String]) {
        for attribute in attributes where styleAttributeLocations.contains(attribute.location) {
            if used.contains(attribute.name) {
                readStyleAttributes.insert(attribute.location)
            } else {
                unreadStyleAttributes[attribute.location] = attribute.name
            }
        }
    }

    mutating func reportUnreadStyleAttributes() {
        for (location, name) in unreadStyleAttributes where !readStyleAttributes.contains(location) {
            if Resolver.ignoredUIKitAttributes.contains(name) { continue }
            let severity: Diagnostic.Severity = options.strict ? .error : .warning
            diagnostics.append(Diagnostic(severity, "unknown attribute '\(name)' in a style: no element using the style takes it", at: location))
        }
    }
}
