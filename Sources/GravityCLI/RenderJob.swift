import ArgumentParser
import Foundation
import Gravity
import GravityCore
import GravityRender

/// A plain render — files to `-o OUT` or into `--out-dir DIR` — as the
/// values the engine takes. `RenderCommand` builds one from its options;
/// `FastPath` builds one straight from a common command line, so neither
/// restates a default: every value starts as `LayoutOptions()`,
/// `EngineSetup()` and `OutputOptions()` and only what was given is set.
struct RenderJob: Equatable {
    var files: [String]
    var output: String?
    var outDir: String?
    var setup = EngineSetup()
    var options = LayoutOptions()
    var paper = OutputOptions()

    /// The backend `-o`'s extension names, else the default one.
    static func backend(forOutput output: String?) -> BackendKind {
        output.flatMap(RenderCommand.backend(forOutput:)) ?? OutputOptions().backend
    }

    /// 1. Either `-o` (one file) or `--out-dir`, not both, not neither.
    /// 2. No two inputs written to one path.
    func validateDestinations() throws {
        if output != nil && outDir != nil { throw ValidationError("use either -o or --out-dir, not both") }
        if output != nil && files.count > 1 { throw ValidationError("-o takes one input file; use --out-dir for several") }
        if outDir != nil, let clash = RenderCommand.firstRepeated(files.map(outputPath(for:))) {
            throw ValidationError("several inputs would be written to '\(clash)'; render them into different folders")
        }
        if output == nil && outDir == nil { throw ValidationError("say where to write: -o OUT.png or --out-dir DIR") }
    }

    /// No output is one of the inputs.
    func validateOverwrite() throws {
        let destinations = files.map { output ?? outputPath(for: $0) }
        if let (destination, input) = OutputTarget.firstOverwrite(destinations, anyOf: files) {
            throw ValidationError("the output '\(destination)' is the input '\(input)'; rendering would overwrite it")
        }
    }

    func outputPath(for file: String) -> String {
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension + "." + paper.backend.fileExtension
        return ((outDir ?? ".") as NSString).appendingPathComponent(name)
    }

    /// Creates `--out-dir` (a setup error, exit 1, when it cannot).
    func makeOutDir() throws {
        guard let outDir else { return }
        try reportingInputErrors {
            do {
                try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
            } catch {
                throw SetupError("cannot create the folder '\(outDir)': \(error.localizedDescription)")
            }
        }
    }

    /// Renders `inputs` (the files, or a shard of them) and prints each
    /// written path; exit 1 when one failed.
    func run(_ inputs: [String]) throws {
        let reports = try renderAll(inputs)
        var failed = false
        for report in reports {
            if !report.messages.isEmpty { FileHandle.standardError.write(Data((report.messages + "\n").utf8)) }
            // Standard output carries the image itself: no path there.
            if let written = report.written { if !report.toStandardOutput { print(TerminalText.escaped(written)) } } else { failed = true }
        }
        if failed { throw ExitCode(1) }
    }

    /// Renders every input in parallel (the engine's font and glyph caches
    /// are thread-safe); reports come back in input order.
    func renderAll(_ inputs: [String]) throws -> [RenderReport] {
        let engine = try reportingInputErrors { try GravityEngine(setup: setup) }
        let reports = RenderReports(count: inputs.count)
        let progress = Progress(total: inputs.count)
        let job = self
        LargeStack.parallel(inputs.count, depth: options.limits.maxDepth) { index in
            reports[index] = job.render(inputs[index], engine: engine, options: job.options)
            progress.advance()
        }
        progress.finish()
        AtomicFile.finishReleasing()
        return reports.all
    }

    /// Lays out, renders and writes one file; never throws.
    func render(_ file: String, to chosen: String? = nil, engine: GravityEngine, options: LayoutOptions) -> RenderReport {
        let destination = chosen ?? output ?? outputPath(for: file)
        do {
            let target = try OutputTarget(destination)
            let layout = try engine.layout(file: file, options: options)
            let bytes = try engine.render(layout, output: paper)
            try target.write(bytes)
            return RenderReport(messages: successMessages(layout.diagnostics), written: destination,
                                toStandardOutput: target.isStandardOutput)
        } catch {
            return RenderReport(messages: errorText(error), written: nil)
        }
    }
}
