import ArgumentParser
import Foundation
import GravityCore
import GravityText

struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract: "Print a font's metrics at a size, and where each came from.",
        discussion: "FONT is a font string as in a layout's font attribute (\"System Semibold\", \"'EB Garamond' 40\"). Values are points, unrounded.")

    @Argument(help: "The font, as a font string.")
    var font: String

    @Option(help: "Size in points, any finite number above 0 (default: the font string's size, else 17).")
    var size: Double?

    @Flag(help: "Print JSON (keys: family, style, file, size, unitsPerEm, ascender, descender, lineGap, lineHeight, capHeight, xHeight, capHeightSource, xHeightSource).")
    var json = false

    @Option(name: .customLong("fonts"), help: "An extra font folder, searched after the bundled fonts (repeatable).")
    var fontDirectories: [String] = []

    func validate() throws {
        // Metrics are arithmetic (font units × size ÷ unitsPerEm): no upper
        // bound, unlike a label's font size, which is rasterised.
        if let size, !(size.isFinite && size > 0) {
            throw ValidationError("--size must be a finite number above 0")
        }
    }

    func run() throws {
        try reportingInputErrors {
            var request = try FontDescriptor.parse(font, maxSize: .infinity).resolved(inheriting: .default)
            if let size { request.size = size }
            let library = try FontLibrary.standard(extraDirectories: fontDirectories)
            let report = try FontMetricsReport(library: library, request: request)
            print(json ? report.json : report.text, terminator: "")
        }
    }
}
