import Foundation
@_exported import GravityBuilder
@_exported import GravityUIKit  // UIKitCatalog and the controls, registered by default
import GravityCore
import GravityRender
import GravityText

/// The facade that wires the stages: parse → resolve → layout → paint → encode.
///
/// Three values steer it, each decided once: `EngineSetup` (fonts, when the
/// engine is made), `LayoutOptions` (canvas and inputs, per document) and
/// `OutputOptions` (backend, background, per render). Problems with the
/// input are thrown as `DiagnosticsError` (every located diagnostic of the
/// file); problems with the environment as `SetupError`.
public final class GravityEngine: @unchecked Sendable {
    /// The font folders this engine loaded, as given.
    public let setup: EngineSetup
    /// Every face the engine can use: the bundled fonts, the setup's folders, the system's if asked.
    public let fonts: FontLibrary
    /// Shapes and breaks text into lines for layout (sizes, baselines, line boxes).
    public let measurer: TextMeasurer
    /// Turns glyphs into coverage masks for the raster backend; keeps them cached across renders.
    public let glyphs: GlyphRasterizer
    /// Glyph outlines as paths, for the SVG backend.
    public let outlines: GlyphOutlines
    /// Decoded images by real path: resolve decodes each file once, painting reuses it.
    public let images = ImageDecoder()
    /// Memory layout keeps from one document for the next (`SolutionTables`).
    let solutionTables = SolutionTables()
    /// Coverage tables of rounded corners, computed once for every render
    /// of this engine (`CornerCoverage`).
    let corners = CornerCoverage()

    /// Loads the fonts `setup` names (the bundled `Fonts/` first).
    ///
    /// Make one engine and reuse it: loading fonts is the costly part.
    /// Throws `SetupError` when the bundled fonts or a font folder cannot be read.
    public init(setup: EngineSetup = EngineSetup()) throws {
        self.setup = setup
        fonts = try FontLibrary.standard(extraDirectories: setup.fontDirectories, systemFonts: setup.systemFonts)
        measurer = TextMeasurer(library: fonts)
        glyphs = GlyphRasterizer(library: fonts)
        outlines = GlyphOutlines(library: fonts)
    }

    /// An engine over the bundled fonts plus `fontDirectories` (each searched in order); throws `SetupError` like ``init(setup:)``.
    public convenience init(fontDirectories: [String]) throws {
        try self.init(setup: EngineSetup(fontDirectories: fontDirectories))
    }

    /// Lays out a layout file. Throws `DiagnosticsError` with every
    /// diagnostic when any of them is an error.
    public func layout(file path: String, options: LayoutOptions = LayoutOptions()) throws -> SolvedLayout {
        let source: SourceFile
        do {
            source = try DocumentLoader.read(path: path, maxFileSize: options.limits.maxFileSize, accepting: .regularFilesAndStreams)
        } catch let diagnostic as Diagnostic {
            var diagnostics = Diagnostics()
            diagnostics.append(diagnostic)
            throw DiagnosticsError(diagnostics)
        }
        return try layout(source: source, options: options)
    }

    /// Lays out XML text; `path` names it in diagnostics.
    public func layout(xml: String, path: String = "<string>", options: LayoutOptions = LayoutOptions()) throws -> SolvedLayout {
        try layout(source: SourceFile(path: path, text: xml), options: options)
    }

    /// Lays out a layout written with the builder (`V { Label("Hi") }`):
    /// the same Node tree XML reads to, through the same resolve and layout,
    /// so defaults and diagnostics are XML's, located at the Swift call sites.
    public func layout(_ element: some LayoutElement, options: LayoutOptions = LayoutOptions()) throws -> SolvedLayout {
        do {
            var solved = try layout(document: element.node, diagnostics: startDiagnostics(), options: options)
            solved.diagnostics.quoteSwiftSources()
            return solved
        } catch var error as DiagnosticsError {
            error.diagnostics.quoteSwiftSources()
            throw error
        }
    }

    /// The file bytes of a built layout (PNG or SVG, as `output.backend` says).
    public func render(_ element: some LayoutElement, options: LayoutOptions = LayoutOptions(),
                       output: OutputOptions = OutputOptions()) throws -> [UInt8] {
        try render(layout(element, options: options), output: output)
    }

    private func startDiagnostics() -> Diagnostics {
        var diagnostics = Diagnostics()
        for file in fonts.unreadableFiles {
            diagnostics.append(.warning("font file '\(file.path)' \(file.reason)", at: nil))
        }
        return diagnostics
    }

    private func layout(source: SourceFile, options: LayoutOptions) throws -> SolvedLayout {
        var diagnostics = startDiagnostics()
        diagnostics.register(source)
        let node: Node
        do {
            node = try DocumentLoader.parse(source, limits: options.limits)
        } catch let diagnostic as Diagnostic {
            diagnostics.append(diagnostic)
            throw DiagnosticsError(diagnostics)
        }
        return try layout(document: node, diagnostics: diagnostics, options: options)
    }

    /// Resolve and layout of a document's Node tree, read from XML or built
    /// in Swift, on a stack that holds `maxDepth` levels (`LargeStack`).
    private func layout(document node: Node, diagnostics: Diagnostics, options: LayoutOptions) throws -> SolvedLayout {
        try LargeStack.run(levels: options.limits.maxDepth) {
            try resolveAndLayOut(document: node, diagnostics: diagnostics, options: options)
        }
    }

    private func resolveAndLayOut(document node: Node, diagnostics: Diagnostics, options: LayoutOptions) throws -> SolvedLayout {
        var diagnostics = diagnostics
        var options = options
        var device: Device?
        if let name = options.device {
            guard let named = Device.named(name) else {
                diagnostics.append(.error(Device.unknownMessage(name), at: nil))
                throw DiagnosticsError(diagnostics)
            }
            // The device's size is the canvas unless width or height is given.
            let size = named.size(options.orientation)
            options.width = options.width ?? size.width
            options.height = options.height ?? size.height
            device = named
        }
        var data = options.data
        if !options.dataFiles.isEmpty {
            do {
                data = data.merged(with: try DataFiles.load(options.dataFiles, maxFileSize: options.limits.maxFileSize).0)
            } catch let error as DiagnosticsError {
                diagnostics.merge(error.diagnostics)
                throw DiagnosticsError(diagnostics)
            }
        }
        // Localizable.strings beside the layout (SPEC §14.3): `strings` in
        // the data, under any `strings` the data itself gives; the
        // .stringsdict plurals beside them, with the locale's plural rules.
        var pluralTable = PluralTable(entries: [:], locale: options.locale)
        if node.location.file != "<string>" || options.locale != nil {
            do {
                let (table, sources) = try LocalizedStrings.load(documentPath: node.location.file, locale: options.locale,
                                                                 maxFileSize: options.limits.maxFileSize)
                sources.forEach { diagnostics.register($0) }
                if !table.isEmpty {
                    data = DataValue.object(["strings": .object(table.mapValues(DataValue.string))]).merged(with: data)
                }
                let (plurals, pluralSources) = try LocalizedStrings.loadPlurals(documentPath: node.location.file, locale: options.locale,
                                                                                limits: options.limits)
                pluralSources.forEach { diagnostics.register($0) }
                pluralTable = plurals
            } catch let error as DiagnosticsError {
                diagnostics.merge(error.diagnostics)
                throw DiagnosticsError(diagnostics)
            }
        }
        if options.direction == nil, let locale = options.locale, LocalizedStrings.direction(of: locale) == .rtl {
            options.direction = .rtl
        }
        var resolveOptions = Resolver.Options()
        resolveOptions.strict = options.strict
        resolveOptions.componentDirectories = options.componentDirectories
        resolveOptions.limits = options.limits
        resolveOptions.images = ImageSearch(assetDirectories: options.assetDirectories, scale: options.scale,
                                            limits: options.limits, inspector: images)
        resolveOptions.images?.appearance = options.appearance
        resolveOptions.images?.highContrast = options.contrast == .high
        resolveOptions.data = data
        resolveOptions.plurals = pluralTable
        resolveOptions.styleFiles = options.styleFiles
        resolveOptions.customElements = setup.customElements
        resolveOptions.appearance = options.appearance
        resolveOptions.contentSize = options.contentSize
        resolveOptions.direction = options.direction
        resolveOptions.safeArea = device?.safeArea(options.orientation) ?? .zero
        resolveOptions.deviceName = device?.name ?? ""
        resolveOptions.scale = options.scale
        resolveOptions.dialect = options.dialect
        resolveOptions.useLegacyLayoutMode = options.useLegacyLayoutMode
        let resolution = Resolver.resolveDocument(node, options: resolveOptions)
        resolution.sources.forEach { diagnostics.register($0) }
        diagnostics.append(contentsOf: resolution.diagnostics)
        // Lay out even after resolve errors (bad values are dropped), so
        // layout errors such as an oversized canvas are reported in the same run.
        guard let root = resolution.element else { throw DiagnosticsError(diagnostics) }
        var solved = try LayoutEngine(measurer: measurer, solutionTables: solutionTables).layout(root, options: options)
        diagnostics.merge(solved.diagnostics)
        solved.rules = resolution.rules
        // Layout's host view stands for the canvas: the document's root is its child.
        if resolution.hostsRoot, let documentRoot = solved.root.children.first { solved.root = documentRoot }
        if let degraded = measurer.takeLineBreakingWarning() { diagnostics.append(.warning(degraded, at: nil)) }
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics) }
        solved.diagnostics = diagnostics
        return solved
    }

    /// The display list of a solved layout, for any backend.
    public func scene(for layout: SolvedLayout, output: OutputOptions = OutputOptions()) throws -> Scene {
        try LargeStack.run(levels: layout.options.limits.maxDepth) { try makeScene(for: layout, output: output) }
    }

    private func makeScene(for layout: SolvedLayout, output: OutputOptions) throws -> Scene {
        try SceneBuilder(images: images, debugOverlay: output.debugOverlay)
            .scene(for: layout, background: output.background)
    }

    /// A built-in backend over this engine's glyph caches.
    public func backend(_ kind: BackendKind, limits: Limits = Limits()) -> Backend {
        switch kind {
        case .raster: RasterBackend(glyphs: glyphs, metadata: metadata, limits: limits, corners: corners)
        case .svg: SVGBackend(outlines: outlines, metadata: metadata)
        }
    }

    /// The file bytes (PNG or SVG, as `output.backend` says) of a solved layout.
    public func render(_ layout: SolvedLayout, output: OutputOptions = OutputOptions()) throws -> [UInt8] {
        if output.backend == .raster { try Self.checkRasterizable(layout) }
        return try LargeStack.run(levels: layout.options.limits.maxDepth) {
            do {
                return try backend(output.backend, limits: layout.options.limits).render(makeScene(for: layout, output: output))
            } catch let error as SetupError {
                throw Self.located(error.message, in: layout)
            }
        }
    }

    /// Pixels of a solved layout, before PNG encoding.
    public func rasterize(_ layout: SolvedLayout, output: OutputOptions = OutputOptions()) throws -> PixelBuffer {
        try Self.checkRasterizable(layout)
        return try LargeStack.run(levels: layout.options.limits.maxDepth) {
            do {
                return try RasterBackend(glyphs: glyphs, limits: layout.options.limits, corners: corners).rasterize(makeScene(for: layout, output: output))
            } catch let error as SetupError {
                throw Self.located(error.message, in: layout)
            }
        }
    }

    /// Key–value text embedded in outputs: PNG tEXt chunks, SVG metadata
    /// (SPEC §2.10: the renderer and library versions, no time stamp).
    public var metadata: [(String, String)] {
        var entries = [("Software", "Gravity for Linux \(GravityVersion.current)"),
                       ("Renderer", "FreeType \(fonts.freeTypeVersion); HarfBuzz \(HarfBuzzInfo.version); libpng \(PNGCodec.libpngVersion); libdeflate \(PNGCodec.libdeflateVersion)")]
        if fonts.usesSystemFonts {
            entries.append(("Fonts", "bundled, --fonts folders and this machine's fonts through fontconfig \(fonts.fontconfigVersion) (--system-fonts): not portable"))
        }
        return entries
    }

    /// A PNG needs at least one device pixel on each axis, and libpng (what
    /// most tools read PNGs with) reads at most `pngMaxSide` on a side: both
    /// are located errors rather than a PNG few tools open.
    static let pngMaxSide = 1_000_000  // libpng's PNG_USER_WIDTH_MAX and _HEIGHT_MAX

    static func checkRasterizable(_ layout: SolvedLayout) throws {
        let canvas = layout.canvas
        let pixels = [canvas.width * canvas.scale, canvas.height * canvas.scale].map { $0.rounded() }
        if pixels.contains(where: { !($0 >= 1) }) {
            throw located("the canvas is \(formatNumber(pixels[0])) × \(formatNumber(pixels[1])) device pixels; "
                          + "an image needs at least 1 × 1 (give the root a size, or pass --width and --height)", in: layout)
        }
        if pixels.contains(where: { $0 > Double(pngMaxSide) }) {
            throw located("the canvas is \(formatNumber(pixels[0])) × \(formatNumber(pixels[1])) device pixels; a PNG may have "
                          + "at most \(pngMaxSide) on a side (use --backend svg)", in: layout)
        }
    }

    /// The layout's diagnostics plus an error at its root element: what the
    /// rasteriser or the PNG encoder refuses is about this document's canvas.
    static func located(_ message: String, in layout: SolvedLayout) -> DiagnosticsError {
        var diagnostics = layout.diagnostics
        diagnostics.append(.error(message, at: layout.rootLocation))
        return DiagnosticsError(diagnostics)
    }
}

extension Diagnostics {
    /// Registers the Swift files that diagnostics of a built layout point
    /// into, when they can be read, so messages quote the line with a caret
    /// as they do for XML.
    mutating func quoteSwiftSources() {
        let files = Set(items.compactMap { $0.location?.file }.filter { $0.hasSuffix(".swift") })
        for file in files.sorted() {
            if let source = try? DocumentLoader.read(path: file, maxFileSize: Limits().maxFileSize) {
                register(source)
            }
        }
    }
}
