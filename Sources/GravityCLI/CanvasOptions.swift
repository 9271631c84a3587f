import ArgumentParser
import Foundation
import Gravity

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
    var maxCanvas: Int = 16384

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value > 0) { throw ValidationError("\(name) must be a positive number") }
        }
        guard maxCanvas > 0 else { throw ValidationError("--max-canvas must be positive") }
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
        options.componentDirectories = componentDirectories
        return options
    }
}
