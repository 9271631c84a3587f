import Foundation
import Gravity
import GravityCore
import GravityTools

/// The state of one previewed layout: which version of the inputs is
/// current, whether it lays out, and the last good image and frames for
/// each way the page asks for them (scale, debug overlay, variant; the 32
/// most recently used, `LastGoodStore`).
///
/// 1. A change in a watched folder starts `refresh()`: a fresh engine (so
///    changed images and fonts are read again), a layout to learn whether
///    the file is good, a new version number, and an event to every page.
/// 2. A page then asks for the image and frames of that version at its
///    scale; they are rendered on demand and remembered as the last good
///    ones, which are served instead whenever the file is broken.
public final class PreviewSession: @unchecked Sendable {
    /// What a page is told after each change.
    public struct Update: Sendable {
        public var version: Int
        public var file: String
        /// Compiler-style diagnostics when the layout failed, else empty.
        public var errors: [Diagnostic]
        /// The first `PreviewEvents.maxErrors` of them, formatted.
        public var formattedErrors: [String]
    }

    public let file: String
    private let options: LayoutOptions
    private let setup: EngineSetup
    private let background: Color
    private let lock = NSLock()
    private var engine: GravityEngine?
    private var current: Update
    private var lastGoodImages = LastGoodStore<[UInt8]>()
    private var lastGoodFrames = LastGoodStore<String>()
    private var subscribers: [Int: @Sendable (Update) -> Void] = [:]
    private var nextSubscriber = 0

    public init(file: String, options: LayoutOptions, setup: EngineSetup, background: Color = .white) {
        self.file = file
        self.options = options
        self.setup = setup
        self.background = background
        current = Update(version: 0, file: file, errors: [], formattedErrors: [])
    }

    /// The folders whose changes start a refresh.
    public var watchedFolders: [String] { InputFolders.watched(layouts: [file], options: options, setup: setup) }

    public var update: Update { lock.lock(); defer { lock.unlock() }; return current }

    /// Step 1: read everything again and tell every page.
    public func refresh() {
        var errors: [Diagnostic] = [], formatted: [String] = []
        var newEngine: GravityEngine?
        do {
            let engine = try GravityEngine(setup: setup)
            newEngine = engine
            _ = try engine.layout(file: file, options: options)
        } catch let error as DiagnosticsError {
            errors = error.diagnostics.errors
            // Only what an event shows is formatted (PreviewEvents.maxErrors).
            formatted = errors.prefix(PreviewEvents.maxErrors).map { error.diagnostics.formatted($0) }
        } catch let diagnostic as Diagnostic {
            errors = [diagnostic]
            formatted = [diagnostic.description]
        } catch {
            errors = [.error("\(error)", at: nil)]
            formatted = ["error: \(error)"]
        }
        lock.lock()
        engine = newEngine
        current = Update(version: current.version + 1, file: file, errors: errors, formattedErrors: formatted)
        let update = current
        let listeners = Array(subscribers.values)
        lock.unlock()
        for listener in listeners { listener(update) }
    }

    /// Calls `listener` with the current state now and after every refresh;
    /// returns a token for `unsubscribe`.
    public func subscribe(_ listener: @escaping @Sendable (Update) -> Void) -> Int {
        lock.lock()
        let token = nextSubscriber
        nextSubscriber += 1
        subscribers[token] = listener
        let update = current
        lock.unlock()
        listener(update)
        return token
    }

    public func unsubscribe(_ token: Int) {
        lock.lock(); subscribers[token] = nil; lock.unlock()
    }

    /// Step 2: the PNG at `scale` (with the debug overlay when asked) in
    /// `variant` (the page's switches, over the command's options), or the
    /// last good one when the layout is broken now; nil if there never was one.
    public func image(scale: Double, debugOverlay: Bool, variant: Variant = Variant()) -> [UInt8]? {
        var options = variant.applied(to: self.options)
        options.scale = scale
        let output = OutputOptions(backend: .raster, background: background, debugOverlay: debugOverlay)
        return rendered(key: "\(scale)/\(debugOverlay)/\(variant.name)", in: \.lastGoodImages) { [file] engine in
            try engine.render(try engine.layout(file: file, options: options), output: output)
        }
    }

    /// The frames JSON at `scale` in `variant`, or the last good one.
    public func frames(scale: Double, variant: Variant = Variant()) -> String? {
        var options = variant.applied(to: self.options)
        options.scale = scale
        return rendered(key: "\(scale)/\(variant.name)", in: \.lastGoodFrames) { [file] engine in
            FrameJSON.encode(try engine.layout(file: file, options: options))
        }
    }

    private func rendered<Value>(key: String, in store: ReferenceWritableKeyPath<PreviewSession, LastGoodStore<Value>>,
                                 _ make: (GravityEngine) throws -> Value) -> Value? {
        lock.lock()
        let engine = self.engine
        lock.unlock()
        if let engine, let value = try? make(engine) {
            lock.lock(); self[keyPath: store].store(value, for: key); lock.unlock()
            return value
        }
        lock.lock(); defer { lock.unlock() }
        return self[keyPath: store].value(for: key)
    }
}
