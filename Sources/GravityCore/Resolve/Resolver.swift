import Foundation

/// Turns a parsed Node tree into a typed Element tree: element names to
/// kinds, components embedded, attribute strings to values, scoped
/// attributes (gravity, color, font) inherited down the tree. Every problem
/// becomes a located diagnostic; resolution goes on after an error so one
/// run reports them all.
public struct Resolver {
    public struct Options: Sendable {
        /// Unknown attributes are errors rather than warnings.
        public var strict = false
        /// Folders searched for `Name.xml` after the including file's own
        /// folder (`--components DIR`).
        public var componentDirectories: [String] = []
        /// Deepest nesting of components inside components.
        public var maxComponentDepth = 32
        /// Deepest element nesting of the whole render, counted through
        /// components (each file alone is already held to this by the reader).
        public var maxDepth = 256
        /// Most elements one render may expand to: components used inside
        /// components multiply, and a small file must not blow up.
        public var maxElements = 1_000_000
        public init() {}
    }

    /// The outcome of resolving a document.
    public struct Resolution: Sendable {
        /// Nil only when the root itself could not be resolved.
        public var element: Element?
        public var diagnostics: [Diagnostic]
        /// Component files read, so diagnostics inside them can quote their lines.
        public var sources: [SourceFile]
    }

    /// The scoped attributes an element inherits from its parent.
    struct Scope {
        var gravity = GravityValue.rootDefault
        var color = Color.black
        var font = FontRequest.default
    }

    /// Attributes UIKit accepts that mean nothing in a static image.
    static let ignoredUIKitAttributes: Set<String> = [
        "action", "userInteractionEnabled", "highlightColor", "disabledColor",
        "outlet", "target", "accessibilityLabel", "accessibilityIdentifier",
    ]

    let options: Options
    var diagnostics: [Diagnostic] = []
    /// Ids of the document being resolved: each component instance is a
    /// document of its own, so its ids never clash with the includer's.
    var ids: [String: SourceLocation] = [:]
    var loader: ComponentLoader
    /// The top-level document, then each component being embedded (name and
    /// real path), for cycle and depth checks.
    var chain: [(name: String, path: String)] = []
    /// Elements open above the one being resolved, across documents.
    private var depth = 0
    private var elementCount = 0

    /// `documentPath` is the layout file: its folder is searched for components first.
    public init(documentPath: String?, options: Options = Options()) {
        self.options = options
        loader = ComponentLoader(documentPath: documentPath, searchFolders: options.componentDirectories)
        if let documentPath, let real = ComponentLoader.realPath(documentPath) {
            let name = ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
            chain = [(name, real)]
        }
    }

    /// Resolves a whole document; components are looked up beside the file
    /// the root node was read from.
    public static func resolveDocument(_ root: Node, options: Options = Options()) -> Resolution {
        var resolver = Resolver(documentPath: root.location.file, options: options)
        let element = resolver.resolve(root, scope: Scope(), parent: nil)
        return Resolution(element: element, diagnostics: resolver.deduplicated(), sources: resolver.loader.sources)
    }

    /// Resolves a whole document. The element is nil only when the root
    /// itself could not be resolved.
    public static func resolve(_ root: Node, options: Options = Options()) -> (Element?, [Diagnostic]) {
        let resolution = resolveDocument(root, options: options)
        return (resolution.element, resolution.diagnostics)
    }

    /// A component used several times reports a problem inside it once.
    private func deduplicated() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    // MARK: - Elements

    /// `placement` is set for a component's root: the gravity of the
    /// including document, which places the root; `idFromIncluder` when the
    /// root's id was given on the component element (and checked there).
    mutating func resolve(_ written: Node, scope: Scope, parent: ElementKind?,
                                  placement: GravityValue? = nil, idFromIncluder: Bool = false) -> Element? {
        let (node, nodeDiagnostics) = AttributeNodes.fold(written)
        diagnostics.append(contentsOf: nodeDiagnostics)
        if let dot = node.name.firstIndex(of: ".") {
            diagnostics.append(.error("<\(node.name)> is an attribute node, so it must be written directly inside <\(node.name[..<dot])>", at: node.location))
            return nil
        }
        guard let kind = Resolver.kind(of: node) else {
            return resolveComponent(node, scope: scope, parent: parent)
        }
        if depth >= options.maxDepth {
            diagnostics.append(.error("elements are nested more than \(options.maxDepth) deep, counting the elements inside components (the limit)", at: node.location))
            return nil
        }
        elementCount += 1
        if elementCount > options.maxElements {
            if elementCount == options.maxElements + 1 {
                diagnostics.append(.error("the layout expands to more than \(options.maxElements) elements through its components (the limit)", at: node.location))
            }
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        var reader = AttributeReader(node)
        var element = Element(kind: kind, location: node.location)
        for attribute in node.attributes { element.attributeLocations[attribute.name] = attribute.valueLocation }
        if kind == .spacer, !(parent?.isStack ?? false) {
            diagnostics.append(.error("a Spacer must be inside an H or V stack", at: node.location))
        }
        if node.name == "UIStackView" { reader.markUsed("axis") }

        readIdentity(&reader, into: &element, register: !idFromIncluder)
        let childScope = readScoped(&reader, into: &element, inherited: scope, placement: placement)
        readSize(&reader, into: &element)
        readBox(&reader, into: &element)
        readAppearance(&reader, into: &element)
        var titleLabel: Element?
        switch kind {
        case .label:
            readLabel(&reader, into: &element, scope: childScope)
            if reader.location(of: "text") == nil { element.text?.text = bodyText(of: node) }
        case .image: readImage(&reader, into: &element, scope: childScope)
        case .spacer: readSpacer(&reader, into: &element)
        case .button: titleLabel = readButton(&reader, into: &element, scope: childScope)
        case .h, .v, .z: break
        }
        if kind.isStack {
            element.stack.spacing = reader.value("spacing", Parse.number) ?? 0
            element.stack.alignment = reader.value("alignment", StackAlignment.parse)
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        reportUnusedAttributes(reader, node: node)

        element.children = resolveChildren(of: node, kind: kind, scope: childScope)
        // A Button draws its title on top of its children.
        if let titleLabel { element.children.append(titleLabel) }
        return element
    }

    private mutating func resolveChildren(of node: Node, kind: ElementKind, scope: Scope) -> [Element] {
        var children: [Element] = []
        for child in node.children {
            switch child {
            case .element(let childNode):
                if kind == .label || kind == .image || kind == .spacer {
                    diagnostics.append(.error("<\(node.name)> cannot have child elements", at: childNode.location))
                    continue
                }
                if let element = resolve(childNode, scope: scope, parent: kind) { children.append(element) }
            case .text(let raw, let location):
                let text = raw.trimmingSpaces()
                guard !text.isEmpty else { continue }
                if kind == .label {
                    // <Label>Hello</Label>: the body is the text.
                    continue
                }
                guard kind.isContainer else {
                    diagnostics.append(.error("<\(node.name)> cannot contain text", at: location))
                    continue
                }
                // Bare text inside a container becomes a Label (Gravity).
                var label = Element(kind: .label, location: location)
                label.gravity = scope.gravity
                var content = TextContent(text: text, font: scope.font, color: scope.color)
                content.wrap = text.contains("\n")
                label.text = content
                children.append(label)
            }
        }
        return children
    }

    /// `<Label>Hello</Label>`: the trimmed body is the text.
    private func bodyText(of node: Node) -> String {
        node.children.compactMap { child -> String? in
            if case .text(let text, _) = child { return text } else { return nil }
        }.joined().trimmingSpaces()
    }

    static func kind(of node: Node) -> ElementKind? {
        if node.name == "UIStackView" {
            return node.attribute("axis")?.value.lowercased() == "horizontal" ? .h : .v
        }
        return ElementKind.aliases[node.name]
    }

    func unknownElementMessage(_ name: String, searched: [String]) -> String {
        let suggestions = ElementKind.builtInNames
            .map { ($0, editDistance($0.lowercased(), name.lowercased())) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(3)
            .map { $0.0 }
        let folders = searched.isEmpty
            ? "no folder to search: the layout is not a file and no --components DIR was given"
            : "searched " + searched.map { "'\($0)'" }.joined(separator: ", ")
        return "unknown element <\(name)>: not a built-in element and no component \(name).xml was found (\(folders)); did you mean \(suggestions.joined(separator: ", "))?"
    }

    // MARK: - Attribute groups

    private mutating func readIdentity(_ reader: inout AttributeReader, into element: inout Element, register: Bool) {
        guard let id = reader.string("id") else { return }
        if register { registerId(id, at: reader.location(of: "id")) }
        element.id = id
    }

    /// Ids are unique within their document.
    mutating func registerId(_ id: String, at location: SourceLocation?) {
        if let first = ids[id] {
            diagnostics.append(.error("duplicate id '\(id)' (first used at \(first))", at: location))
        } else if let location {
            ids[id] = location
        }
    }

    private mutating func readScoped(_ reader: inout AttributeReader, into element: inout Element,
                                     inherited: Scope, placement: GravityValue?) -> Scope {
        var scope = inherited
        if let own = reader.value("gravity", GravityValue.parse) {
            element.ownGravity = own
            scope.gravity = own.inheriting(from: inherited.gravity)
        }
        // A component's root is placed within the including document, so its
        // own placement follows that document's gravity; its contents start
        // from the defaults (the scope passed in).
        element.gravity = placement.map { element.ownGravity.inheriting(from: $0) } ?? scope.gravity
        if let color = reader.value("color", Color.parse) { scope.color = color }
        element.appearance.color = scope.color
        if let font = reader.value("font", FontDescriptor.parse) {
            scope.font = font.resolved(inheriting: inherited.font)
        }
        return scope
    }

    private mutating func readSize(_ reader: inout AttributeReader, into element: inout Element) {
        element.size.width = reader.value("width", SizeValue.parse) ?? .auto
        element.size.height = reader.value("height", SizeValue.parse) ?? .auto
        element.size.minWidth = reader.value("minWidth") { try Length.parse($0) }
        element.size.maxWidth = reader.value("maxWidth") { try Length.parse($0) }
        element.size.minHeight = reader.value("minHeight") { try Length.parse($0) }
        element.size.maxHeight = reader.value("maxHeight") { try Length.parse($0) }
        element.size.aspectRatio = reader.value("aspectRatio", Parse.positive)
    }

    private mutating func readBox(_ reader: inout AttributeReader, into element: inout Element) {
        if element.kind.isContainer {
            var padding = reader.value("padding") { try Insets.parse($0, allowNegative: false) } ?? .zero
            if let value = reader.value("topPadding", Parse.nonNegative) { padding.top = value }
            if let value = reader.value("rightPadding", Parse.nonNegative) { padding.right = value }
            if let value = reader.value("bottomPadding", Parse.nonNegative) { padding.bottom = value }
            if let value = reader.value("leftPadding", Parse.nonNegative) { padding.left = value }
            element.padding = padding
        }
        var margin = reader.value("margin") { try Insets.parse($0, allowNegative: true) } ?? .zero
        if let value = reader.value("topMargin", Parse.number) { margin.top = value }
        if let value = reader.value("rightMargin", Parse.number) { margin.right = value }
        if let value = reader.value("bottomMargin", Parse.number) { margin.bottom = value }
        if let value = reader.value("leftMargin", Parse.number) { margin.left = value }
        element.margin = margin
        element.weight = reader.value("weight", Parse.positive) ?? 1
        element.shrinks = reader.value("shrinks", Parse.integer)
        element.zIndex = reader.value("zIndex", Parse.integer) ?? 0
        element.hidden = reader.value("hidden", Parse.bool) ?? false
    }

    private mutating func readAppearance(_ reader: inout AttributeReader, into element: inout Element) {
        var appearance = element.appearance
        appearance.backgroundColor = reader.value("backgroundColor", Color.parse)
        appearance.cornerRadius = reader.value("cornerRadius", Parse.nonNegative) ?? 0
        appearance.borderColor = reader.value("borderColor", Color.parse)
        appearance.borderWidth = reader.value(["borderWidth", "borderSize"], Parse.nonNegative) ?? 0
        appearance.opacity = reader.value(["opacity", "alpha"], Parse.unitInterval) ?? 1
        if let clips = reader.value("clips", Parse.bool) { appearance.clips = clips }
        element.appearance = appearance
    }

    private mutating func readLabel(_ reader: inout AttributeReader, into element: inout Element, scope: Scope) {
        var content = TextContent(text: "", font: scope.font, color: scope.color)
        if let text = reader.string("text") {
            content.text = text
        }
        if let color = reader.value("textColor", Color.parse) { content.color = color }
        content.alignment = reader.value("textAlignment", Parse.textAlignment)
        content.wrap = reader.value("wrap", Parse.bool) ?? false
        content.lines = reader.value(["lines", "numberOfLines"]) { text -> Int in
            let value = try Parse.integer(text)
            guard value >= 0 else { throw ValueError("'\(text)' must not be negative") }
            return value
        } ?? 0
        content.lineHeight = reader.value("lineHeight", Parse.positive)
        content.trim = reader.value("trim", Parse.trim) ?? TextTrim()
        element.text = content
    }

    private mutating func readImage(_ reader: inout AttributeReader, into element: inout Element, scope: Scope) {
        guard let name = reader.string("image") else {
            diagnostics.append(.error("<Image> needs an 'image' attribute naming a PNG", at: element.location))
            return
        }
        var image = ImageContent(name: name)
        image.contentMode = reader.value("contentMode", Parse.contentMode) ?? .scaleAspectFit
        let tint = reader.value("tintColor", Color.parse)
        if reader.value("template", Parse.bool) == true { image.tint = tint ?? scope.color }
        element.image = image
    }

    private mutating func readSpacer(_ reader: inout AttributeReader, into element: inout Element) {
        if let size = reader.value("size", Parse.nonNegative) {
            element.spacer = .fixed(size)
        } else {
            element.spacer = .flexible(reader.value("flex", Parse.positive) ?? 1)
        }
    }

    /// The centred label a Button's `title` draws, if it has one.
    private mutating func readButton(_ reader: inout AttributeReader, into element: inout Element, scope: Scope) -> Element? {
        guard let title = reader.string("title") else { return nil }
        var label = Element(kind: .label, location: reader.location(of: "title") ?? element.location)
        label.gravity = GravityValue(horizontal: .center, vertical: .middle)
        label.ownGravity = label.gravity
        var content = TextContent(text: title, font: scope.font, color: scope.color)
        if let color = reader.value("titleColor", Color.parse) { content.color = color }
        label.text = content
        return label
    }

    private mutating func reportUnusedAttributes(_ reader: AttributeReader, node: Node) {
        for attribute in node.attributes where !reader.used.contains(attribute.name) {
            if Resolver.ignoredUIKitAttributes.contains(attribute.name) {
                diagnostics.append(.note("'\(attribute.name)' has no effect in a static image and is ignored", at: attribute.location))
            } else {
                let severity: Diagnostic.Severity = options.strict ? .error : .warning
                diagnostics.append(Diagnostic(severity, "unknown attribute '\(attribute.name)' on <\(node.name)>", at: attribute.location))
            }
        }
    }
}

/// Levenshtein distance, for "did you mean" suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
