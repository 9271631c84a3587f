import Foundation
import GravityCore
import GravityText

/// Turns a Scene into file bytes.
///
/// A backend sees only the `Scene` (points, colours, glyph ids with their
/// font files, decoded images) and never elements, frames or XML, so a
/// Cairo, Skia or GPU backend can be added without touching layout:
/// implement this protocol and `Backends.register` a factory under a name;
/// `gravity render --backend NAME` then selects it.
///
/// Contract: the output for the same Scene is byte-identical on every run;
/// items are drawn in order with source-over in sRGB; `.group` is
/// composited as one layer (clip, then opacity); borders lie inside their
/// shape; glyph baselines are already on whole device pixels.
public protocol Backend {
    /// The name `--backend` selects it by.
    var name: String { get }
    /// The file extension of its output ("png", "svg").
    var fileExtension: String { get }
    func render(_ scene: Scene) throws -> [UInt8]
}

/// What a backend factory may use: the shared glyph caches and the
/// metadata to embed.
public struct BackendContext: @unchecked Sendable {
    public var glyphs: GlyphRasterizer
    public var outlines: GlyphOutlines
    /// Key–value text to embed (PNG tEXt chunks, SVG metadata).
    public var metadata: [(String, String)]

    public init(glyphs: GlyphRasterizer, outlines: GlyphOutlines, metadata: [(String, String)]) {
        self.glyphs = glyphs
        self.outlines = outlines
        self.metadata = metadata
    }
}

/// The backends known by name. `raster` and `svg` are built in.
public enum Backends {
    public typealias Factory = (BackendContext) -> Backend

    nonisolated(unsafe) private static var factories: [String: Factory] = [
        "raster": { RasterBackend(glyphs: $0.glyphs, metadata: $0.metadata) },
        "svg": { SVGBackend(outlines: $0.outlines, metadata: $0.metadata) },
    ]
    private static let lock = NSLock()

    /// Adds (or replaces) the backend called `name`.
    public static func register(_ name: String, _ factory: @escaping Factory) {
        lock.lock(); defer { lock.unlock() }
        factories[name] = factory
    }

    /// Registered names, sorted.
    public static var names: [String] {
        lock.lock(); defer { lock.unlock() }
        return factories.keys.sorted()
    }

    public static func make(_ name: String, context: BackendContext) throws -> Backend {
        lock.lock()
        let factory = factories[name]
        lock.unlock()
        guard let factory else {
            throw RenderError("unknown backend '\(name)'; available: \(names.joined(separator: ", "))")
        }
        return factory(context)
    }
}

/// An error a backend reports (not an input error with a location).
public struct RenderError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
