import Foundation
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

    /// A PNG needs at least one device pixel on each axis, and the
    /// rasteriser allocates at most `RasterBackend.maxPixels`: both are
    /// located errors (at the root) rather than libpng's "Invalid IHDR data"
    /// or an unlocated one.
    func checkRasterizable() throws {
        let canvas = result.canvas
        let pixels = [canvas.width * canvas.scale, canvas.height * canvas.scale].map { $0.rounded() }
        if pixels.contains(where: { !($0 >= 1) }) {
            throw located("the canvas is \(formatNumber(pixels[0])) × \(formatNumber(pixels[1])) device pixels; "
                          + "an image needs at least 1 × 1 (give the root a size, or pass --width and --height)")
        }
        if pixels[0] * pixels[1] > RasterBackend.maxPixels {
            throw located("the canvas is \(formatNumber(pixels[0])) × \(formatNumber(pixels[1])) device pixels, more than "
                          + "the \(formatNumber(RasterBackend.maxPixels)) pixels (16384 × 16384) a raster image may have; use --backend svg, or a smaller --scale")
        }
    }

    /// The diagnostics so far plus an error at the root element.
    func located(_ message: String) -> DiagnosticsError {
        var diagnostics = diagnostics
        diagnostics.append(.error(message, at: rootLocation))
        return DiagnosticsError(diagnostics)
    }
}

/// The facade that wires the stages: parse → resolve → layout → paint → encode.
public final class GravityEngine: @unchecked Sendable {
    public let fonts: FontLibrary
    public let measurer: TextMeasurer
    public let glyphs: GlyphRasterizer
    public let outlines: GlyphOutlines
    private var imageLoaders: [ImageLoaderKey: ImageLoader] = [:]
    private let lock = NSLock()

    public init(fontDirectories: [String] = []) throws {
        fonts = try FontLibrary.standard(extraDirectories: fontDirectories)
        measurer = TextMeasurer(library: fonts)
        glyphs = GlyphRasterizer(library: fonts)
        outlines = GlyphOutlines(library: fonts)
    }

    /// The image loader for a set of asset folders (shared, so each file is
    /// decoded once for layout and painting).
    public func images(for options: RenderOptions) -> ImageLoader {
        let key = ImageLoaderKey(assetDirectories: options.assetDirectories, maxFileSize: options.maxFileSize)
        lock.lock(); defer { lock.unlock() }
        if let loader = imageLoaders[key] { return loader }
        let loader = ImageLoader(assetDirectories: key.assetDirectories, maxFileSize: key.maxFileSize)
        imageLoaders[key] = loader
        return loader
    }

    private struct ImageLoaderKey: Hashable {
        var assetDirectories: [String]
        var maxFileSize: Int
    }

    /// Lays out a layout file. Throws `DiagnosticsError` with every
    /// diagnostic when any of them is an error.
    public func layout(file path: String, options: RenderOptions = RenderOptions()) throws -> LayoutOutcome {
        var diagnostics = Diagnostics()
        let source: SourceFile
        do {
            source = try DocumentLoader.read(path: path, maxFileSize: options.maxFileSize, accepting: .regularFilesAndStreams)
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

    private func layout(source: SourceFile, options: RenderOptions) throws -> LayoutOutcome {
        var diagnostics = Diagnostics()
        diagnostics.register(source)
        for file in fonts.unreadableFiles {
            diagnostics.append(.warning("font file '\(file.path)' \(file.reason)", at: nil))
        }
        let node: Node
        do {
            node = try DocumentLoader.parse(source, limits: options.readerLimits)
        } catch let diagnostic as Diagnostic {
            diagnostics.append(diagnostic)
            throw DiagnosticsError(diagnostics)
        }
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
        let engine = LayoutEngine(measurer: measurer, images: images(for: options))
        let (result, layoutDiagnostics) = try engine.layout(
            root, canvas: .init(width: options.width, height: options.height, scale: options.scale,
                              maxPixels: Double(options.maxCanvasSide)))
        diagnostics.append(contentsOf: layoutDiagnostics)
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics) }
        return LayoutOutcome(result: result, diagnostics: diagnostics, rootLocation: root.location)
    }

    /// The scene for a laid-out document.
    public func scene(for outcome: LayoutOutcome, options: RenderOptions) throws -> Scene {
        try SceneBuilder(images: images(for: options), debugOverlay: options.debugOverlay)
            .scene(for: outcome.result, background: options.background)
    }

    /// The backend `options.backend` names.
    public func backend(for options: RenderOptions) throws -> Backend {
        try Backends.make(options.backend, context: BackendContext(glyphs: glyphs, outlines: outlines, metadata: pngMetadata))
    }

    /// The output of `options.backend` (PNG or SVG bytes) for a laid-out document.
    public func render(_ outcome: LayoutOutcome, options: RenderOptions) throws -> [UInt8] {
        if options.backend == "raster" { try outcome.checkRasterizable() }
        do {
            return try backend(for: options).render(scene(for: outcome, options: options))
        } catch let error as RenderError {
            throw outcome.located(error.message)
        }
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
        do {
            return try RasterBackend(glyphs: glyphs).rasterize(scene(for: outcome, options: options))
        } catch let error as RenderError {
            throw outcome.located(error.message)
        }
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
