import ArgumentParser
import Foundation
import Gravity
import GravityCore

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render layout files to PNG (or SVG with --backend svg).")

    @Argument(help: "The layout file(s) to render.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output PNG (one input file).")
    var output: String?

    @Option(name: .customLong("out-dir"), help: "Output folder, one PNG per input named after it.")
    var outDir: String?

    @Option(help: "Background colour of the canvas.")
    var background: String = "white"

    @Option(help: "Output format: raster (PNG) or svg. --out-dir names files with its extension.")
    var backend: String = "raster"

    @Flag(name: .customLong("debug-overlay"), help: "Draw frame outlines, baselines and cap lines over the image.")
    var debugOverlay = false

    @Option(name: .customLong("assets"), help: "An image folder searched after the layout's folder and its Images/ (repeatable).")
    var assetDirectories: [String] = []

    @OptionGroup var canvas: CanvasOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one layout file") }
        if output != nil && outDir != nil { throw ValidationError("use either -o or --out-dir, not both") }
        if output != nil && files.count > 1 { throw ValidationError("-o takes one input file; use --out-dir for several") }
        if output == nil && outDir == nil { throw ValidationError("say where to write: -o OUT.png or --out-dir DIR") }
        guard ["raster", "svg"].contains(backend) else {
            throw ValidationError("--backend must be raster or svg, not '\(backend)'")
        }
        do { _ = try Color.parse(background) } catch let error as ValueError {
            throw ValidationError("--background: \(error.message)")
        }
    }

    func run() throws {
        var options = canvas.renderOptions
        options.background = try Color.parse(background)
        options.backend = backend
        options.debugOverlay = debugOverlay
        options.assetDirectories = assetDirectories
        let engine = try reportingInputErrors { try GravityEngine(fontDirectories: options.fontDirectories) }
        var failed = false
        for file in files {
            let destination = output ?? outputPath(for: file)
            do {
                try reportingInputErrors {
                    let outcome = try engine.layout(file: file, options: options)
                    printDiagnostics(outcome.diagnostics)
                    let bytes = try engine.render(outcome, options: options)
                    try AtomicFile.write(bytes, to: destination)
                    print(destination)
                }
            } catch {
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }

    private func outputPath(for file: String) -> String {
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension + (backend == "svg" ? ".svg" : ".png")
        return ((outDir ?? ".") as NSString).appendingPathComponent(name)
    }
}
