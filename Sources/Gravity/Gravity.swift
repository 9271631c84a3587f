import Foundation
@_exported import GravityBuilder
import GravityCore
import GravityRender
import GravityText

/// How to lay out and render a document.
public struct RenderOptions: Sendable {
    /// Canvas width in points; nil: the root's natural width.
    public var width: Double?
    /// Canvas height in points; nil: the root's natural height.
    public var height: Double?
    /// Device pixels per point.
    public var scale: Double = 1
    public var background: Color = .white
    /// Font folders searched after the bundled `Fonts/`.
    public var fontDirectories: [String] = []
    /// Unknown attributes are errors.
    public var strict = false
    /// Largest canvas side in device pixels, checked before any pixel is allocated.
    public var maxCanvasSide = LayoutEngine.CanvasRequest.defaultMaxSide
    /// Deepest element nesting, counted through components.
    public var maxDepth = XMLReader.Limits.defaultMaxDepth
    /// Most elements in a file, and in a render after components expand.
    public var maxNodes = XMLReader.Limits.defaultMaxNodes
    /// Largest layout or component file in bytes.
    public var maxFileSize = DocumentLoader.defaultMaxFileSize
    /// Deepest nesting of components inside components.
    public var maxComponentDepth = Resolver.Options.defaultMaxComponentDepth
    /// Folders searched for component files (`FormRow.xml`) after the
    /// including file's own folder.
    public var componentDirectories: [String] = []
    /// The backend `render` uses, by name (`Backends.names`: raster, svg).
    public var backend = "raster"
    /// Image folders searched after the layout's folder and its `Images/`.
    public var assetDirectories: [String] = []
    /// Draw frame outlines, baselines and cap lines over the image.
    public var debugOverlay = false

    public init(width: Double? = nil, height: Double? = nil, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }
}

extension RenderOptions {
    /// The limits the XML reader applies to the layout file.
    var readerLimits: XMLReader.Limits {
        var limits = XMLReader.Limits()
        limits.maxDepth = maxDepth
        limits.maxNodes = maxNodes
        limits.maxFileSize = maxFileSize
        return limits
    }
}

/// A laid-out document and the warnings and notes found on the way.
public struct LayoutOutcome: Sendable {
    public var result: LayoutResult
    public var diagnostics: Diagnostics
    /// Where the root element is written, for errors about the whole canvas.
    public var rootLocation: SourceLocation?

    /// A PNG needs at least one device pixel on each axis: an empty canvas
    /// is a located error rather than libpng's "Invalid IHDR data".
    func checkRasterizable() throws {
        let canvas = result.canvas
        let pixels = [canvas.width * canvas.scale, canvas.height * canvas.scale].map { $0.rounded() }
        guard pixels.contains(where: { !($0 >= 1) }) else { return }
        var diagnostics = diagnostics
        diagnostics.append(.error("the canvas is \(formatNumber(pixels[0])) × \(formatNumber(pixels[1])) device pixels; "
                                  + "an image needs at least 1 × 1 (give the root a size, or pass --width and --height)",
                                  at: rootLocation))
        throw DiagnosticsError(diagnostics)
    }
}

/// The facade that wires the stages: parse → resolve → layout → paint → encode.
public final class GravityEngine: @unchecked Sendable {
    public let fonts: FontLibrary
    public let measurer: TextMeasurer
    public let glyphs: GlyphRasterizer
    public let outlines: GlyphOutlines
    private var imageLoaders: [[String]: ImageLoader] = [:]
    private let lock = NSLock()

    public init(fontDirectories: [String] = []) throws {
        fonts = try FontLibrary.standard(extraDirectories: fontDirectories)
        measurer = TextMeasurer(library: fonts)
        glyphs = GlyphRasterizer(library: fonts)
        outlines = GlyphOutlines(library: fonts)
    }

    /// The image loader for a set of asset folders (shared, so each file is
    /// decoded once for layout and painting).
    public func images(assetDirectories: [String]) -> ImageLoader {
        lock.lock(); defer { lock.unlock() }
        if let loader = imageLoaders[assetDirectories] { return loader }
        let loader = ImageLoader(assetDirectories: assetDirectories)
        imageLoaders[assetDirectories] = loader
        return loader
    }

    /// Lays out a layout file. Throws `DiagnosticsError` with every
    /// diagnostic when any of them is an error.
    public func layout(file path: String, options: RenderOptions = RenderOptions()) throws -> LayoutOutcome {
        var diagnostics = Diagnostics()
        let source: SourceFile
        do {
            source = try DocumentLoader.read(path: path, maxFileSize: options.maxFileSize)
        } catch let diagnostic as Diagnostic {
            diagnostics.append(diagnostic)
            throw DiagnosticsError(diagnostics)
        }
        return try layout(source: source, options: options)
    }

    /// Lays out XML text; `path` names it in diagnostics.
    public func layout(xml: String, path: String = "<string>", options: RenderOptions = RenderOptions()) throws -> LayoutOutcome {
        try layout(source: SourceFile(path: path, text: xml), options: options)
    }

    /// Lays out a layout written with the builder (`V { Label("Hi") }`):
    /// the same Node tree XML reads to, through the same resolve and layout,
    /// so defaults and diagnostics are XML's, located at the Swift call sites.
    public func layout(_ element: some LayoutElement, options: RenderOptions = RenderOptions()) throws -> LayoutOutcome {
        do {
            var outcome = try layout(document: element.node, diagnostics: startDiagnostics(), options: options)
            outcome.diagnostics.quoteSwiftSources()
            return outcome
        } catch var error as DiagnosticsError {
            error.diagnostics.quoteSwiftSources()
            throw error
        }
    }

    /// Renders a built layout with `options.backend` (PNG or SVG bytes).
    public func render(_ element: some LayoutElement, options: RenderOptions = RenderOptions()) throws -> [UInt8] {
        try render(layout(element, options: options), options: options)
    }

    private func startDiagnostics() -> Diagnostics {
        var diagnostics = Diagnostics()
        for file in fonts.unreadableFiles {
            diagnostics.append(.warning("font file '\(file)' cannot be read by FreeType and is skipped", at: nil))
        }
        return diagnostics
    }

    private func layout(source: SourceFile, options: RenderOptions) throws -> LayoutOutcome {
        var diagnostics = startDiagnostics()
        diagnostics.register(source)
        let node: Node
        do {
            node = try DocumentLoader.parse(source, limits: options.readerLimits)
        } catch let diagnostic as Diagnostic {
            diagnostics.append(diagnostic)
            throw DiagnosticsError(diagnostics)
        }
        return try layout(document: node, diagnostics: diagnostics, options: options)
    }

    /// Resolve and layout of a document's Node tree, read from XML or built in Swift.
    private func layout(document node: Node, diagnostics: Diagnostics, options: RenderOptions) throws -> LayoutOutcome {
        var diagnostics = diagnostics
        var resolveOptions = Resolver.Options()
        resolveOptions.strict = options.strict
        resolveOptions.componentDirectories = options.componentDirectories
        resolveOptions.maxDepth = options.maxDepth
        resolveOptions.maxElements = options.maxNodes
        resolveOptions.maxFileSize = options.maxFileSize
        resolveOptions.maxComponentDepth = options.maxComponentDepth
        let resolution = Resolver.resolveDocument(node, options: resolveOptions)
        resolution.sources.forEach { diagnostics.register($0) }
        diagnostics.append(contentsOf: resolution.diagnostics)
        // Lay out even after resolve errors (bad values are dropped), so
        // layout errors such as a missing image are reported in the same run.
        guard let root = resolution.element else { throw DiagnosticsError(diagnostics) }
        let engine = LayoutEngine(measurer: measurer, images: images(assetDirectories: options.assetDirectories))
        let (result, layoutDiagnostics) = try engine.layout(
            root, canvas: .init(width: options.width, height: options.height, scale: options.scale,
                              maxPixels: Double(options.maxCanvasSide)))
        diagnostics.append(contentsOf: layoutDiagnostics)
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics) }
        return LayoutOutcome(result: result, diagnostics: diagnostics, rootLocation: root.location)
    }

    /// The scene for a laid-out document.
    public func scene(for outcome: LayoutOutcome, options: RenderOptions) throws -> Scene {
        try SceneBuilder(images: images(assetDirectories: options.assetDirectories), debugOverlay: options.debugOverlay)
            .scene(for: outcome.result, background: options.background)
    }

    /// The backend `options.backend` names.
    public func backend(for options: RenderOptions) throws -> Backend {
        try Backends.make(options.backend, context: BackendContext(glyphs: glyphs, outlines: outlines, metadata: pngMetadata))
    }

    /// The output of `options.backend` (PNG or SVG bytes) for a laid-out document.
    public func render(_ outcome: LayoutOutcome, options: RenderOptions) throws -> [UInt8] {
        if options.backend == "raster" { try outcome.checkRasterizable() }
        return try backend(for: options).render(scene(for: outcome, options: options))
    }

    /// PNG bytes of a laid-out document.
    public func renderPNG(_ outcome: LayoutOutcome, options: RenderOptions) throws -> [UInt8] {
        var raster = options
        raster.backend = "raster"
        return try render(outcome, options: raster)
    }

    /// Pixels of a laid-out document, before PNG encoding.
    public func rasterize(_ outcome: LayoutOutcome, options: RenderOptions) throws -> PixelBuffer {
        try outcome.checkRasterizable()
        return try RasterBackend(glyphs: glyphs).rasterize(scene(for: outcome, options: options))
    }

    /// tEXt chunks naming the renderer and library versions (SPEC §2.10).
    public var pngMetadata: [(String, String)] {
        [("Software", "Gravity for Linux \(GravityVersion.current)"),
         ("Renderer", "FreeType \(fonts.freeTypeVersion); HarfBuzz \(HarfBuzzInfo.version); libpng \(PNGCodec.libpngVersion)")]
    }
}

public enum GravityVersion {
    public static let current = "0.1.0"
}

extension Diagnostics {
    /// Registers the Swift files that diagnostics of a built layout point
    /// into, when they can be read, so messages quote the line with a caret
    /// as they do for XML.
    mutating func quoteSwiftSources() {
        let files = Set(items.compactMap { $0.location?.file }.filter { $0.hasSuffix(".swift") })
        for file in files.sorted() {
            if let source = try? DocumentLoader.read(path: file, maxFileSize: DocumentLoader.defaultMaxFileSize) {
                register(source)
            }
        }
    }
}
