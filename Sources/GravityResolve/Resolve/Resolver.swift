import Foundation
import GravityDocument
import GravityValues

/// Turns a parsed Node tree into a typed Element tree: element names to
/// kinds, components embedded, attribute strings to values, scoped
/// attributes (gravity, color, font) inherited down the tree. Every problem
/// becomes a located diagnostic; resolution goes on after an error so one
/// run reports them all.
public struct Resolver {
    /// What resolution reads besides the document: strictness, component and image folders, limits, data and styles.
    public struct Options: Sendable {
        /// Unknown attributes are errors rather than warnings.
        public var strict = false
        /// Folders searched for `Name.xml` after the including file's own
        /// folder (`--components DIR`).
        public var componentDirectories: [String] = []
        /// Depth, element count, file size and component depth of the
        /// whole render (each file alone is already held to them by the reader).
        public var limits = Limits()
        /// Where image names are looked up; nil: images are not looked up
        /// (they lay out with no natural size), as in tests of layout alone.
        public var images: ImageSearch?
        /// The data expressions read (`--data`, the API's `data:`).
        public var data: DataValue = .object([:])
        /// The `.stringsdict` plurals (`{strings.KEY(count)}`) and their locale's rules.
        public var plurals = PluralTable()
        /// Files of `<Style>`s every document may use (`--styles`).
        public var styleFiles: [String] = []
        /// The custom element types documents may use (the engine's setup).
        public var customElements = CustomElementTypes()
        /// Light or dark: semantic colour names resolve to its values.
        public var appearance: Appearance = .light
        /// The Dynamic Type size text styles take.
        public var contentSize: ContentSizeCategory = .large
        /// The direction the root inherits (`--direction`); its own
        /// `direction` attribute still wins, as on any element.
        public var direction: TextDirection?
        /// The device's safe area for the canvas's orientation (zero without one).
        public var safeArea = Insets.zero
        /// The device's name, empty without one.
        public var deviceName = ""
        /// Device pixels per point of the render: UIKit's hairlines (table
        /// separators, bar shadows) are one device pixel, 1 / scale points.
        public var scale = 2.0
        /// Gravity's or Layout's placement rules (`--dialect`); nil: decided
        /// from the document (`PlacementRules.detect`).
        public var dialect: PlacementRules.Dialect?
        /// Layout's `LayoutNode.useLegacyLayoutMode` (`--no-legacy-layout-mode`
        /// sets it false): `right`/`bottom` as edges, else insets.
        public var useLegacyLayoutMode = true
        /// Lenient, no extra folders, default limits, no image lookup, empty data.
        public init() {}
    }

    /// The outcome of resolving a document.
    public struct Resolution: Sendable {
        /// Nil only when the root itself could not be resolved.
        public var element: Element?
        /// Every problem found, located; errors among them mean no layout.
        public var diagnostics: [Diagnostic]
        /// Component files read, so diagnostics inside them can quote their lines.
        public var sources: [SourceFile]
        /// The rule set the document was read by.
        public var rules: PlacementRules = .gravity
        /// The root is the only child of a view standing for the canvas
        /// (Layout's host view): its own frame expressions place it. Layout
        /// returns the element's child as the document's root frame.
        public var hostsRoot = false
        /// Component trees walked for dot notation (at most two a component).
        package var dotNotationWalks = 0
        /// Searches for the keys nearest an unknown one (only for printed messages).
        package var nearbySearches = 0
        /// Searches for the colour names nearest a misspelt one (only for printed messages).
        package var colourSearches = 0
        /// Child slots walked for attribute nodes and params: each element's
        /// once, a component's params once for all its instances.
        package var childrenScanned = 0
    }

    /// The scoped attributes an element inherits from its parent.
    struct Scope {
        var gravity = GravityValue.rootDefault
        var color = Color.black
        var font = FontRequest.default
        /// `direction` (SPEC §9); nil: left to right, each paragraph's own text decides its base direction.
        var direction: TextDirection?
        /// UIKit's `tintColor`, inherited down the tree; nil: none written
        /// (controls then use `systemBlue`).
        var tint: Color?
    }

    let options: Options
    /// The document's rule set, decided once (`resolveDocument`) and read by every stage of resolve.
    var rules: PlacementRules = .gravity
    var diagnostics: [Diagnostic] = []
    /// Ids of the document being resolved: each component instance is a
    /// document of its own, so its ids never clash with the includer's.
    var ids: [String: SourceLocation] = [:]
    var loader: ComponentLoader
    /// `options.images`, summing the pixels of the render's images.
    var images: ImageSearch?
    /// The data `{…}` expressions read here: the render's data, with the
    /// locals of enclosing `Repeat`s; a component given `data=` has its own.
    var dataScope: DataScope
    /// The rows' states the screens' rewrites filed (`CellStates`).
    var cellStates: [[(String, DataValue)]] = []
    /// The safe area inside the bars of the controllers being resolved
    /// (the device's, plus a tab bar's or navigation bar's height).
    var screenSafeArea = Insets.zero
    /// Whether the scroll views resolved since the last bar reach under it (Screens/BarAppearance).
    var scrollEdges = ScrollEdges()
    /// Styles in reach: `--styles` files first, then each document from the
    /// top-level one to the component being resolved (the last wins).
    var styleSheets: [[String: StyleDefinition]] = []
    /// `--styles` files read, for quoting their lines in diagnostics.
    var styleFileSources: [SourceFile] = []
    /// Real paths of the template and xml= files being expanded, outermost first.
    var templateChain: [String] = []
    /// Where style attributes are written, and which of them elements read.
    var styleAttributeLocations: Set<SourceLocation> = []
    var readStyleAttributes: Set<SourceLocation> = []
    var unreadStyleAttributes: [SourceLocation: String] = [:]
    /// Elements with an attribute whose `{…}` failed (and was reported), so
    /// a check that it is missing does not report it again.
    var failedBindings: Set<SourceLocation> = []
    /// Each distinct attribute value parsed once per render.
    var interpolations: [String: Result<Interpolation, ExpressionError>] = [:]
    /// The top-level document, then each component being embedded (name and
    /// real path), for cycle and depth checks.
    var chain: [(name: String, path: String)] = []
    /// What a component's instances share (dot notation's index, styles).
    let componentWork = ComponentWork()
    /// The metrics of the layer whose children are being resolved: their
    /// frame expressions read them by bare name (`left="previous.right + gap"`).
    var layerMetrics: [String: Double] = [:]
    /// UIKit's `safeAreaInsets` of the element being read and of its parent (`SafeAreaInsets`).
    var elementSafeArea = Insets.zero
    var parentSafeArea = Insets.zero
    /// Elements open above the one being resolved, across documents.
    private var depth = 0
    private(set) var elementCount = 0
    /// Child slots walked reading elements' attribute nodes and params
    /// (`Resolution.childrenScanned`).
    var childrenScanned = 0
    /// Bytes of text `{…}` expressions and macros have made (`--max-text-size`).
    var textMade = 0
    /// Set while an element is read again to learn the names it takes (UnknownAttributes).
    var askedNames: AskedNames?
    /// Unknown data keys reported so far (`evaluator.suggestsNearby`), and
    /// unknown attributes (only the first are given suggestions).
    var unknownKeys = 0
    var unknownAttributes = 0
    /// Searches for nearby keys made, shared by the resolver's copies.
    let nearbySearches = Tally()
    /// Colour values that did not parse (only the first get suggestions);
    /// a reference, as the colour reader is a closure.
    var colourErrors = ErrorCount()
    /// Attributes styles have given, to styles and elements (`chargeStyleAttributes`).
    var styleAttributesGiven = 0
    /// Colour sets of the asset catalogs the layout sees (SPEC §14.3), by
    /// name, in the render's appearance: any colour attribute may name one.
    var assetColors: [String: Result<Color, ValueError>] = [:]

    /// `documentPath` is the layout file: its folder is searched for components first.
    public init(documentPath: String?, options: Options = Options()) {
        self.options = options
        dataScope = DataScope(root: options.data)
        dataScope.variant = VariantData.values(of: options)
        dataScope.plurals = options.plurals
        screenSafeArea = options.safeArea
        images = options.images
        if let documentPath, images != nil { assetColors = images?.colors(for: documentPath) ?? [:] }
        loader = ComponentLoader(documentPath: documentPath, searchFolders: options.componentDirectories,
                                 limits: options.limits)
        if let documentPath, let real = ComponentLoader.realPath(documentPath) {
            let name = ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
            chain = [(name, real)]
        }
    }

    /// Resolves a whole document; components are looked up beside the file
    /// the root node was read from.
    public static func resolveDocument(_ root: Node, options: Options = Options()) -> Resolution {
        var resolver = Resolver(documentPath: root.location.file, options: options)
        resolver.rules = PlacementRules.decide(root, dialect: options.dialect, useLegacyLayoutMode: options.useLegacyLayoutMode)
        resolver.styleSheets = [resolver.loadStyleFiles(options.styleFiles)]
        resolver.styleSheets.append(resolver.collectStyles(in: root))
        resolver.bindOwnParams(of: root)
        // Layout's root may place itself (`left="20" width="100% - 40"`): it is
        // laid out inside a view as large as the canvas, as in its host view.
        let hostsRoot = resolver.rules.isLayout && PlacementRules.placesItself(root)
        let written = hostsRoot ? Node(name: "UIView", children: [.element(root)], location: root.location) : root
        let element = resolver.resolve(written, scope: resolver.rootScope, parent: nil)
        resolver.reportUnreadStyleAttributes()
        return Resolution(element: element, diagnostics: resolver.deduplicated(),
                          sources: resolver.styleFileSources + resolver.loader.sources, rules: resolver.rules,
                          hostsRoot: hostsRoot && element != nil, dotNotationWalks: resolver.componentWork.dotNotationWalks,
                          nearbySearches: resolver.nearbySearches.count, colourSearches: resolver.colourErrors.searches.count,
                          childrenScanned: resolver.childrenScanned)
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

    /// Colour values read in the render's appearance (semantic names).
    var parseColor: (String) throws -> Color {
        { [appearance = options.appearance, colourErrors, assetColors] text in
            try colourErrors.counted {
                if let named = assetColors[text] { return try named.get() }
                return try Color.parse(text, appearance: appearance, nearby: $0, searches: colourErrors.searches)
            }
        }
    }

    // MARK: - Elements

    /// `placement` is set for a component's root: the gravity of the
    /// including document, which places the root; `idFromIncluder` when the
    /// root's id was given on the component element (and checked there).
    mutating func resolve(_ written: Node, scope: Scope, parent: ElementKind?,
                                  placement: GravityValue? = nil, idFromIncluder: Bool = false) -> Element? {
        childrenScanned += written.children.count
        var (folded, nodeDiagnostics) = AttributeNodes.fold(written)
        diagnostics.append(contentsOf: nodeDiagnostics)
        if rules.isLayout {
            let (uncommented, commentDiagnostics) = LayoutComments.apply(to: folded)
            let (placed, positionDiagnostics) = LayoutPositions.apply(to: uncommented, legacy: rules.isLegacyLayout)
            folded = parent == .z ? placed : evaluatingConstantSizes(placed)
            diagnostics += commentDiagnostics + positionDiagnostics
        }
        if folded.name == "Repeat" {
            diagnostics.append(.error("<Repeat> repeats elements inside a stack or layer, so it cannot be \(parent == nil ? "the root" : "here")", at: folded.location))
            return nil
        }
        if Resolver.isStyleNode(folded) {
            diagnostics.append(.error("<\(folded.name)> defines styles; a layout's root must be a view", at: folded.location))
            return nil
        }
        // A template's params are data inside it, and its file is in the
        // chain while its content resolves (cycles).
        let outerData = dataScope
        let outerSafeArea = screenSafeArea
        let stated = bindingCellState(folded)
        guard let (expanded, expandedTemplates) = expandedAndStyled(stated) else {
            dataScope = outerData
            return nil
        }
        let boundState = stated != folded
        defer {
            screenSafeArea = outerSafeArea
            if expandedTemplates > 0 { templateChain.removeLast(expandedTemplates) }
            if expandedTemplates > 0 || boundState { dataScope = outerData }
        }
        // UIKit's screen classes as plain views (SPEC §14.2); an app's own
        // subclass (`BoxesViewController`) as its UIKit base (SPEC §2.1).
        let scrollContent = expanded.attribute(Resolver.scrollContentAttribute) != nil
        let based = subclassBase(expanded.removingAttribute(Resolver.scrollContentAttribute))
        let styled = screenNode(based, parent: parent)
        let isControllerView = parent == nil || based.name.hasSuffix("Controller")
        let ownSafeArea = isControllerView ? screenSafeArea
            : SafeAreaInsets.overlap(of: styled, in: parentSafeArea, legacy: rules.isLegacyLayout)
        insetSafeArea(forBarsOf: based)
        if let dot = folded.name.firstIndex(of: ".") {
            diagnostics.append(.error("<\(folded.name)> is an attribute node, so it must be written directly inside <\(folded.name[..<dot])>", at: folded.location))
            return nil
        }
        let builtIn = Resolver.kind(of: styled)
        let custom = builtIn == nil ? options.customElements.type(named: styled.name) : nil
        guard let kind = builtIn ?? (custom == nil ? nil : .z) else {
            return resolveComponent(styled, scope: scope, parent: parent)
        }
        // Gravity's `{@node.id}`: the element's own attributes (as written), read by its other attributes.
        let dataBeforeNode = dataScope
        if styled.attributes.contains(where: { $0.value.contains("{@node") }) {
            var own: [String: DataValue] = [:]
            for attribute in styled.attributes where !attribute.value.contains("{") { own[attribute.name] = .string(attribute.value) }
            dataScope = dataScope.binding("@node", to: .object(own))
        }
        // Layout's expressions read the view's safe area (`safeAreaInsets.top`)
        // and colours, after the data (the variant's names, left out of suggestions).
        if rules.isLayout {
            dataScope.variant["safeAreaInsets"] = SafeAreaInsets.value(ownSafeArea)
            dataScope.variant["parent"] = .object(["safeAreaInsets": SafeAreaInsets.value(parentSafeArea)])
            bindOwnColors(of: styled, inheritedTint: scope.tint)
        }
        let node = bind(rules.isLayout && kind == .label ? definingDeclarations(inLabel: styled) : styled, hasMarkup: kind == .label)
        dataScope = dataBeforeNode
        if depth >= options.limits.maxDepth {
            diagnostics.append(.error("elements are nested more than \(options.limits.maxDepth) deep, counting the elements inside components (the limit; raise it with --max-depth)", at: node.location))
            return nil
        }
        elementCount += 1
        if elementCount > options.limits.maxNodes {
            if elementCount == options.limits.maxNodes + 1 {
                diagnostics.append(.error("the layout expands to more than \(options.limits.maxNodes) elements through its components (the limit; raise it with --max-nodes)", at: node.location))
            }
            return nil
        }
        depth += 1
        let outerParentSafeArea = parentSafeArea
        elementSafeArea = ownSafeArea
        defer {
            depth -= 1
            parentSafeArea = outerParentSafeArea
        }
        var (element, childScope, layerSources, titleLabel) = readElement(
            node, kind: kind, custom: custom, scope: scope, parent: parent, placement: placement, idFromIncluder: idFromIncluder)

        let outerMetrics = layerMetrics
        if kind == .z { layerMetrics = layerSources.metricValues }
        parentSafeArea = ownSafeArea
        resolveChildren(node.children, of: node, kind: kind, scope: childScope, into: &element.children)
        parentSafeArea = outerParentSafeArea
        layerMetrics = outerMetrics
        // SPEC §9: an H mirrors right to left — its first child is rightmost.
        if kind == .h, childScope.direction == .rtl { element.children.reverse() }
        if rules.isLayout, parent.map({ !$0.isStack }) ?? true { applyLayoutDefaultSize(to: &element, root: parent == nil) }
        if parent == .z { addLayoutAutoSize(to: &element) }
        resolveConstraintLayer(layerSources, &element, direction: childScope.direction)
        applyLayoutAutoSize(toChildrenOf: &element)
        // A Button draws its title on top of its children.
        if let titleLabel { element.children.append(titleLabel) }
        if scrollContent { element.component = "UIScrollView" }
        return element
    }

    /// The element's own attributes, read.
    private mutating func readElement(_ node: Node, kind: ElementKind, custom: (any CustomElement.Type)?,
                                      scope: Scope, parent: ElementKind?,
                                      placement: GravityValue?, idFromIncluder: Bool)
        -> (Element, Scope, LayerSources, Element?) {
        var reader = AttributeReader(node, recording: askedNames)
        var element = Element(kind: kind, location: node.location)
        for attribute in node.attributes { element.attributeLocations[attribute.name] = attribute.valueLocation }
        if kind == .spacer, !(parent?.isStack ?? false) {
            diagnostics.append(.error("a Spacer must be inside an H or V stack", at: node.location))
        }
        if node.name == "UIStackView" { _ = reader.value("axis", StackAxis.parse) }

        readIdentity(&reader, into: &element, register: !idFromIncluder)
        let childScope = readScoped(&reader, into: &element, inherited: scope, placement: placement)
        readFrameExpressions(&reader, node: node, into: &element, parent: parent)
        readSize(&reader, into: &element)
        readBox(&reader, into: &element, direction: childScope.direction)
        readAppearance(&reader, into: &element)
        let layerSources = readRelations(&reader, node: node, into: &element, parent: parent)
        var titleLabel: Element?
        switch kind {
        case .label:
            readLabel(&reader, into: &element, scope: childScope)
            element.text?.centresVertically = node.name == "UILabel"
            if let markup = reader.markup("text") {
                readMarkup(markup, into: &element)
            } else if reader.location(of: "text") == nil {
                if node.elementChildren.isEmpty {
                    element.text?.text = bodyText(of: node)
                } else {
                    readMarkup(node.children, into: &element)
                }
            }
        case .image: readImage(&reader, into: &element, scope: childScope)
        case .spacer: readSpacer(&reader, into: &element)
        case .button: titleLabel = readButton(&reader, into: &element, scope: childScope)
        case .h, .v, .z: if let custom { readCustom(custom, &reader, into: &element, scope: childScope) }
        }
        refuseMarkStorms(&element, at: reader.valueLocation(of: "text") ?? element.location)
        if var title = titleLabel {
            refuseMarkStorms(&title, at: title.location)
            titleLabel = title
        }
        if kind.isStack {
            element.stack.spacing = reader.value("spacing", Parse.number) ?? 0
            let mirrored = kind == .v && childScope.direction == .rtl
            element.stack.alignment = reader.value("alignment") { try StackAlignment.parse($0, mirrored: mirrored) }
            // A UIStackView has UIKit's defaults: fill alignment and distribution.
            if node.name == "UIStackView" {
                element.stack.distribution = reader.value("distribution", StackDistribution.parse) ?? .fill
                if element.stack.alignment == nil { element.stack.alignment = .fill }
            } else if let distribution = reader.value("distribution", StackDistribution.parse) {
                element.stack.distribution = distribution
            }
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        reportUnusedAttributes(reader, node: node) { resolver in
            // Rare (an unknown attribute): the element read again, noting every name asked for.
            var probe = resolver
            probe.askedNames = AskedNames()
            probe.colourErrors = .discarding
            _ = probe.readElement(node, kind: kind, custom: custom, scope: scope, parent: parent,
                                  placement: placement, idFromIncluder: idFromIncluder)
            return probe.askedNames?.distinct ?? []
        }
        return (element, childScope, layerSources, titleLabel)
    }

    /// The element with its template expanded (and the number of template
    /// files pushed on the chain) or its styles applied.
    mutating func expandedAndStyled(_ folded: Node) -> (Node, Int)? {
        guard Resolver.usesTemplate(folded) else { return (applyingStyles(folded), 0) }
        guard let expansion = expandTemplate(folded) else { return nil }
        templateChain += expansion.paths
        for (name, value) in expansion.locals { dataScope = dataScope.binding(name, to: value) }
        return (expansion.node, expansion.paths.count)
    }

    /// `children` of `node`, appended to `elements`; a `Repeat`'s instances
    /// join them as if written there.
    mutating func resolveChildren(_ children: [Node.Child], of node: Node, kind: ElementKind, scope: Scope,
                                  into elements: inout [Element]) {
        let macroNames = Set(children.compactMap { child -> String? in
            guard case .element(let node) = child, node.name == "macro" else { return nil }
            return node.attribute("name")?.value
        })
        for child in children {
            switch child {
            case .element(let childNode):
                // A label's elements are inline markup, read with its text.
                if kind == .label { continue }
                if kind == .spacer {
                    diagnostics.append(.error("<\(node.name)> cannot have child elements", at: childNode.location))
                    continue
                }
                if childNode.name == "macro" {
                    defineMacro(childNode, declaredBeside: macroNames)
                    continue
                }
                if Resolver.isDeclaration(childNode) { continue }
                if childNode.name == "Repeat" {
                    resolveRepeat(childNode, in: node, kind: kind, scope: scope, into: &elements)
                    continue
                }
                if let element = resolve(childNode, scope: scope, parent: kind) { elements.append(element) }
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
                var label = Resolver.bareTextLabel(text, at: location, scope: scope)
                refuseMarkStorms(&label, at: location)
                elements.append(label)
            }
        }
    }

    /// Bare text inside a container becomes a Label (Gravity).
    static func bareTextLabel(_ text: String, at location: SourceLocation, scope: Scope) -> Element {
        var label = Element(kind: .label, location: location)
        label.gravity = scope.gravity
        var content = TextContent(text: text, font: scope.font, color: scope.color)
        content.wrap = text.contains("\n")
        content.direction = scope.direction
        if scope.direction == .rtl { content.alignment = .right }
        label.text = content
        return label
    }

    /// `<UILabel>pretty <b>bold</b></UILabel>`: text and spans from inline markup.
    private mutating func readMarkup(_ children: [Node.Child], into element: inout Element) {
        guard var content = element.text else { return }
        let markup = InlineMarkup(children, font: content.font, appearance: options.appearance, contentSize: options.contentSize,
                                  colourErrors: colourErrors)
        content.text = markup.text
        content.spans = markup.spans
        if markup.centred, content.alignment == nil { content.alignment = .center }
        element.text = content
        diagnostics.append(contentsOf: markup.diagnostics)
    }

    /// `<Label>Hello</Label>`: the trimmed body is the text.
    private func bodyText(of node: Node) -> String {
        node.children.compactMap { child -> String? in
            if case .text(let text, _) = child { return text } else { return nil }
        }.joined().trimmingSpaces()
    }
}
