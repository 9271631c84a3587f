import Foundation
import Gravity
import GravityCore
import GravityRender

/// Lays out and renders documents for snapshot tests through one shared
/// `GravityEngine` (loading fonts is not free). Relative layout paths are
/// taken from the calling package's root, not the working directory.
public final class SnapshotRenderer: @unchecked Sendable {
    public let engine: GravityEngine
    private let lock = NSLock()

    public init(engine: GravityEngine) { self.engine = engine }

    private static let sharedLock = NSLock()
    private static var sharedRenderer: SnapshotRenderer?  // guarded by sharedLock

    /// The process-wide renderer over the bundled fonts.
    public static func shared() throws -> SnapshotRenderer {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let sharedRenderer { return sharedRenderer }
        let renderer = SnapshotRenderer(engine: try GravityEngine())
        sharedRenderer = renderer
        return renderer
    }

    /// A layout document: a file, XML text, or a layout built in Swift.
    public enum Source: Sendable {
        case file(String)
        case xml(String)
        case built(AnyLayoutElement)
    }

    public func layout(_ source: Source, options: RenderOptions, packageRoot: String?) throws -> (LayoutOutcome, SolvedLayout) {
        lock.lock()
        defer { lock.unlock() }
        let outcome: LayoutOutcome
        switch source {
        case .file(let path):
            outcome = try engine.layout(file: Self.resolve(path, in: packageRoot), options: options)
        case .xml(let text):
            outcome = try engine.layout(xml: text, options: options)
        case .built(let element):
            outcome = try engine.layout(element, options: options)
        }
        return (outcome, SolvedLayout(result: outcome.result, diagnostics: outcome.diagnostics))
    }

    /// Renders to pixels and to the PNG bytes `gravity render` would write.
    public func render(_ source: Source, options: RenderOptions, packageRoot: String?) throws -> RenderedSnapshot {
        let (outcome, _) = try layout(source, options: options, packageRoot: packageRoot)
        lock.lock()
        defer { lock.unlock() }
        let buffer = try engine.rasterize(outcome, options: options)
        let png = try PNGCodec.encode(buffer, text: engine.pngMetadata)
        return RenderedSnapshot(image: RGBAImage(buffer), png: png)
    }

    static func resolve(_ path: String, in root: String?) -> String {
        guard let root, !path.hasPrefix("/") else { return path }
        return root + "/" + path
    }
}
