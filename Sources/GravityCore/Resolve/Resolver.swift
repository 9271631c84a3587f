/// Turns a parsed Node tree into a typed Element tree: element names to
/// kinds, attribute strings to values, scoped attributes (gravity, color,
/// font) inherited down the tree. Every problem becomes a located diagnostic;
/// resolution goes on after an error so one run reports them all.
public struct Resolver {
    public struct Options: Sendable {
        /// Unknown attributes are errors rather than warnings.
        public var strict = false
        public init() {}
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

    private let options: Options
    private var diagnostics: [Diagnostic] = []
    private var ids: [String: SourceLocation] = [:]

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Resolves a whole document. The element is nil only when the root
    /// itself could not be resolved.
    public static func resolve(_ root: Node, options: Options = Options()) -> (Element?, [Diagnostic]) {
        var resolver = Resolver(options: options)
        let element = resolver.resolve(root, scope: Scope(), parent: nil)
        return (element, resolver.diagnostics)
    }

    // MARK: - Elements

    private mutating func resolve(_ node: Node, scope: Scope, parent: ElementKind?) -> Element? {
        guard let kind = kind(of: node) else {
            diagnostics.append(.error(unknownElementMessage(node.name), at: node.location))
            return nil
        }
        var reader = AttributeReader(node)
        var element = Element(kind: kind, location: node.location)
        for attribute in node.attributes { element.attributeLocations[attribute.name] = attribute.valueLocation }
        if kind == .spacer, !(parent?.isStack ?? false) {
            diagnostics.append(.error("a Spacer must be inside an H or V stack", at: node.location))
        }
        if node.name == "UIStackView" { reader.markUsed("axis") }

        readIdentity(&reader, into: &element)
        let childScope = readScoped(&reader, into: &element, inherited: scope)
        readSize(&reader, into: &element)
        readBox(&reader, into: &element)
        readAppearance(&reader, into: &element)
        switch kind {
        case .label:
            readLabel(&reader, into: &element, scope: childScope)
            if reader.location(of: "text") == nil { element.text?.text = bodyText(of: node) }
        case .image: readImage(&reader, into: &element, scope: childScope)
        case .spacer: readSpacer(&reader, into: &element)
        case .button: readButton(&reader, into: &element, scope: childScope)
        case .h, .v, .z: break
        }
        if kind.isStack {
            element.stack.spacing = reader.value("spacing", Parse.number) ?? 0
            element.stack.alignment = reader.value("alignment", StackAlignment.parse)
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        reportUnusedAttributes(reader, node: node)

        element.children = resolveChildren(of: node, kind: kind, scope: childScope)
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

    private func kind(of node: Node) -> ElementKind? {
        if node.name == "UIStackView" {
            return node.attribute("axis")?.value.lowercased() == "horizontal" ? .h : .v
        }
        return ElementKind.aliases[node.name]
    }

    private func unknownElementMessage(_ name: String) -> String {
        let suggestions = ElementKind.builtInNames
            .map { ($0, editDistance($0.lowercased(), name.lowercased())) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(3)
            .map { $0.0 }
        return "unknown element <\(name)>: not a built-in element and no component \(name).xml was found; did you mean \(suggestions.joined(separator: ", "))?"
    }

    // MARK: - Attribute groups

    private mutating func readIdentity(_ reader: inout AttributeReader, into element: inout Element) {
        guard let id = reader.string("id") else { return }
        let location = reader.location(of: "id")
        if let first = ids[id] {
            diagnostics.append(.error("duplicate id '\(id)' (first used at \(first))", at: location))
        } else if let location {
            ids[id] = location
        }
        element.id = id
    }

    private mutating func readScoped(_ reader: inout AttributeReader, into element: inout Element, inherited: Scope) -> Scope {
        var scope = inherited
        if let own = reader.value("gravity", GravityValue.parse) {
            element.ownGravity = own
            scope.gravity = own.inheriting(from: inherited.gravity)
        }
        element.gravity = scope.gravity
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

    private mutating func readButton(_ reader: inout AttributeReader, into element: inout Element, scope: Scope) {
        guard let title = reader.string("title") else { return }
        // A Button draws its title as a centred label on top of its children.
        var label = Element(kind: .label, location: reader.location(of: "title") ?? element.location)
        label.gravity = GravityValue(horizontal: .center, vertical: .middle)
        label.ownGravity = label.gravity
        var content = TextContent(text: title, font: scope.font, color: scope.color)
        if let color = reader.value("titleColor", Color.parse) { content.color = color }
        label.text = content
        element.children.append(label)
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
