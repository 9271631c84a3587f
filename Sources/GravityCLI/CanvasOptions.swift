import ArgumentParser
import GravityCore

/// The canvas a layout is asked for (`render`, `frames`, `check`).
struct CanvasOptions: ParsableArguments {
    @Option(help: "Canvas width in points (default: the layout's natural width).")
    var width: Double?

    @Option(help: "Canvas height in points (default: the layout's natural height).")
    var height: Double?

    @Option(help: "Device pixels per point (1, 2, 3, 1.5, …; default 1, or the --device's).")
    var scale: Double?

    func validate() throws {
        try Self.validate(width: width, height: height, scale: scale)
    }

    /// The checks, on the values (the fast path has no `CanvasOptions`).
    static func validate(width: Double?, height: Double?, scale: Double?) throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value > 0) { throw ValidationError("\(name) must be a positive number") }
        }
        guard let scale else { return }
        guard scale.isFinite, scale > 0, scale <= 16 else { throw ValidationError("--scale must be a number above 0 and at most 16") }
    }

    /// Sets what was given on `options`; what was not keeps its value
    /// (`LayoutOptions()`'s, or the device's scale).
    static func apply(width: Double?, height: Double?, scale: Double?, to options: inout LayoutOptions) {
        options.width = width
        options.height = height
        if let scale { options.scale = scale }
    }
}
