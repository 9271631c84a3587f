import ArgumentParser
import Foundation
import Gravity
import GravityCore
import GravityRender

struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the solved frame tree as JSON (absolute points, after pixel snapping).")

    @Argument(help: "The layout file.")
    var file: String

    @Option(help: ArgumentHelp("Lay out every combination of these variant inputs, each written to --out-dir as <layout>.<values>.frames.json (as render --variants names its images).",
                               valueName: "axis=value,…; axis=value,…"))
    var variants: String?

    @Option(name: .customLong("out-dir"), help: "With --variants: the folder (created if missing) the frames files are written to.")
    var outDir: String?

    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var input: InputOptions

    func validate() throws {
        guard (variants == nil) == (outDir == nil) else {
            throw ValidationError("--variants and --out-dir go together: the frames of each variant are written to a file in the folder")
        }
        _ = try VariantDevices.matrix(variants)
    }

    func run() throws {
        if let matrix = try VariantDevices.matrix(variants), let outDir { return try writeVariants(matrix, to: outDir) }
        try reportingInputErrors {
            let engine = try GravityEngine(setup: input.engineSetup)
            let layout = try engine.layout(file: file, options: input.layoutOptions(canvas))
            let messages = successMessages(layout.diagnostics)
            if !messages.isEmpty { FileHandle.standardError.write(Data((messages + "\n").utf8)) }
            print(FrameJSON.encode(layout), terminator: "")
        }
    }
}

extension FramesCommand {
    /// Every variant laid out before any file is written; one failure
    /// writes nothing (as `render --variants`).
    func writeVariants(_ matrix: VariantMatrix, to outDir: String) throws {
        try reportingInputErrors {
            let engine = try GravityEngine(setup: input.engineSetup)
            let base = input.layoutOptions(canvas)
            var encoded: [(path: String, json: String)] = []
            var diagnostics = Diagnostics()
            var failed = false
            let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            for variant in matrix.variants {
                do {
                    let layout = try engine.layout(file: file, options: VariantDevices.options(variant, over: base, canvas: canvas))
                    encoded.append(((outDir as NSString).appendingPathComponent(variant.fileStem(stem) + ".frames.json"), FrameJSON.encode(layout)))
                    diagnostics.merge(layout.diagnostics)
                } catch let error as DiagnosticsError {
                    FileHandle.standardError.write(Data((errorText(error) + "\nnote: in \(file) [\(variant.name)]\n").utf8))
                    failed = true
                }
            }
            if failed {
                printError("some variants failed; nothing was written")
                throw ExitCode(1)
            }
            let messages = successMessages(diagnostics)
            if !messages.isEmpty { FileHandle.standardError.write(Data((messages + "\n").utf8)) }
            do {
                try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
            } catch {
                throw SetupError("cannot create the folder '\(outDir)': \(error.localizedDescription)")
            }
            for (path, json) in encoded {
                try AtomicFile.write(Array(json.utf8), to: path)
                print(TerminalText.escaped(path))
            }
        }
    }
}
