import ArgumentParser
import Foundation
import Gravity
import GravityCore

/// Options shared by the commands that lay out a document.
struct CanvasOptions: ParsableArguments {
    @Option(help: "Canvas width in points (default: the layout's natural width).")
    var width: Double?

    @Option(help: "Canvas height in points (default: the layout's natural height).")
    var height: Double?

    @Option(help: "Device pixels per point (1, 2, 3, 1.5, …).")
    var scale: Double = 1

    @Option(name: .customLong("fonts"), help: "An extra font folder, searched after the bundled fonts (repeatable).")
    var fontDirectories: [String] = []

    @Option(name: .customLong("components"), help: "A folder of component files (Name.xml), searched after the layout's own folder (repeatable).")
    var componentDirectories: [String] = []

    @Flag(help: "Treat unknown attributes as errors.")
    var strict = false

    @Option(name: .customLong("max-canvas"), help: "Largest canvas side in device pixels.")
    var maxCanvas: Int = LayoutEngine.CanvasRequest.defaultMaxSide

    @Option(name: .customLong("max-depth"), help: "Deepest element nesting, counted through components (at most \(CanvasOptions.depthCeiling)).")
    var maxDepth: Int = XMLReader.Limits.defaultMaxDepth

    @Option(name: .customLong("max-nodes"), help: "Most elements in a file, and in a render after components expand.")
    var maxNodes: Int = XMLReader.Limits.defaultMaxNodes

    @Option(name: .customLong("max-file-size"), help: "Largest layout or component file in bytes.")
    var maxFileSize: Int = DocumentLoader.defaultMaxFileSize

    @Option(name: .customLong("max-component-depth"), help: "Deepest nesting of components inside components.")
    var maxComponentDepth: Int = Resolver.Options.defaultMaxComponentDepth

    /// Resolving, layout and painting walk the tree recursively; past this
    /// depth the thread's stack could overflow, so no option raises it further.
    static let depthCeiling = 4096

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value > 0) { throw ValidationError("\(name) must be a positive number") }
        }
        for (name, value) in [("--max-canvas", maxCanvas), ("--max-depth", maxDepth), ("--max-nodes", maxNodes),
                              ("--max-file-size", maxFileSize), ("--max-component-depth", maxComponentDepth)] where value <= 0 {
            throw ValidationError("\(name) must be positive")
        }
        guard maxDepth <= Self.depthCeiling else {
            throw ValidationError("--max-depth must be at most \(Self.depthCeiling) (deeper trees could overflow the stack)")
        }
        guard maxDepth <= LargeStack.depthCeiling else {
            throw ValidationError("--max-depth must be at most \(LargeStack.depthCeiling) here: the system granted only \(LargeStack.grantedDescription) (is virtual memory limited, ulimit -v?)")
        }
        guard scale.isFinite, scale > 0, scale <= 16 else { throw ValidationError("--scale must be a number above 0 and at most 16") }
        for folder in componentDirectories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--components: '\(folder)' is not a folder")
            }
        }
    }

    var renderOptions: RenderOptions {
        var options = RenderOptions(width: width, height: height, scale: scale)
        options.fontDirectories = fontDirectories
        options.strict = strict
        options.maxCanvasSide = maxCanvas
        options.maxDepth = maxDepth
        options.maxNodes = maxNodes
        options.maxFileSize = maxFileSize
        options.maxComponentDepth = maxComponentDepth
        options.componentDirectories = componentDirectories
        return options
    }
}
