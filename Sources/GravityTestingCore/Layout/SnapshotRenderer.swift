import Foundation
import Gravity
import GravityCore
import GravityRender

/// Lays out and renders documents for snapshot tests through one shared
/// `GravityEngine` (loading fonts is not free). Relative layout paths are
/// taken from the calling package's root, not the working directory.
public final class SnapshotRenderer: @unchecked Sendable {
    /// The engine that lays out and renders every snapshot of this renderer.
    public let engine: GravityEngine
    private let lock = NSLock()

    /// A renderer over `engine` (tests with their own font folders make their own).
    public init(engine: GravityEngine) { self.engine = engine }

    private static let sharedLock = NSLock()
    private static var sharedRenderers: [SnapshotRenderer] = []  // guarded by sharedLock; one per setup

    /// The renderer over an engine built with `setup` (by default the
    /// bundled fonts alone), made once per distinct setup and then shared.
    public static func shared(setup: EngineSetup = EngineSetup()) throws -> SnapshotRenderer {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let renderer = sharedRenderers.first(where: { $0.engine.setup == setup }) { return renderer }
        let renderer = SnapshotRenderer(engine: try GravityEngine(setup: setup))
        sharedRenderers.append(renderer)
        return renderer
    }

    /// A layout document: a file, XML text, or a layout built in Swift.
    public enum Source: Sendable {
        /// A layout file; a relative path is taken from the package root.
        case file(String)
        /// Layout XML text.
        case xml(String)
        /// A layout built in Swift.
        case built(AnyLayoutElement)
    }

    /// Lays out `source`; a relative file path is taken from `packageRoot` when given.
    ///
    /// Throws `DiagnosticsError` with every located diagnostic when the layout has errors.
    public func layout(_ source: Source, options: LayoutOptions, packageRoot: String?) throws -> SolvedLayout {
        lock.lock()
        defer { lock.unlock() }
        switch source {
        case .file(let path):
            return try engine.layout(file: Self.resolve(path, in: packageRoot), options: options)
        case .xml(let text):
            return try engine.layout(xml: text, options: options)
        case .built(let element):
            return try engine.layout(element, options: options)
        }
    }

    /// Renders to pixels; the PNG bytes `gravity render` would write are
    /// encoded when first asked for (a golden or a failure's artifacts).
    public func render(_ source: Source, options: LayoutOptions, output: OutputOptions = OutputOptions(),
                       packageRoot: String?) throws -> RenderedSnapshot {
        let layout = try self.layout(source, options: options, packageRoot: packageRoot)
        lock.lock()
        defer { lock.unlock() }
        return RenderedSnapshot(rendering: try engine.rasterize(layout, output: output), text: engine.metadata)
    }

    static func resolve(_ path: String, in root: String?) -> String {
        guard let root, !path.hasPrefix("/") else { return path }
        return root + "/" + path
    }
}
