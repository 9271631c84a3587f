import ArgumentParser
import Foundation
import Gravity
import GravityCore
import GravityRender
import GravityTools

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render layout files to PNG (or SVG: -o OUT.svg or --backend svg).")

    @Argument(help: "The layout file(s) to render.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output file (one input file); its extension (.png, .svg) chooses the backend; - for standard output.")
    var output: String?

    @Option(name: .customLong("out-dir"), help: "Output folder (created if missing), one file per input named after it and the backend.")
    var outDir: String?

    @Option(help: "Background colour of the canvas (a semantic colour such as systemBackground takes --appearance's value).")
    var background: String = "white"

    @Option(help: "Output format: raster (PNG) or svg (default: from -o's extension, else raster).")
    var backend: BackendKind?

    @Flag(name: .customLong("debug-overlay"), help: "Draw frame outlines, baselines and cap lines over the image.")
    var debugOverlay = false

    @Option(help: "Render only the i-th of n deterministic slices of the inputs (1/3, 2/3, 3/3), to split a batch across machines.")
    var shard: Shard?

    @Option(name: .customLong("data-each"), parsing: .upToNextOption,
            help: "Render the one layout once per JSON data file (DIR/*.json), over any --data, into --out-dir; each output is named after its data file.")
    var dataEach: [String] = []

    @Flag(help: "Keep running: render again whenever an input, component, image or font folder changes.")
    var watch = false

    @Option(help: ArgumentHelp("Render every combination of these variant inputs into --out-dir, each file named <layout>.<values>.png (axes: appearance, contentSize, direction, device, orientation).",
                               valueName: "axis=value,…; axis=value,…"))
    var variants: String?

    @Option(name: .customLong("contact-sheet"),
            help: ArgumentHelp("With --variants: also draw every combination, labelled, in one grid (a PNG, rendered by Gravity).", valueName: "file.png"))
    var contactSheet: String?

    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var input: InputOptions

    func validate() throws {
        try UnknownOptions.check(files, of: Self.self)
        guard !files.isEmpty else { throw ValidationError("give at least one layout file") }
        if variants != nil || contactSheet != nil { return try validateVariants() }
        if output != nil && outDir != nil { throw ValidationError("use either -o or --out-dir, not both") }
        if output != nil && files.count > 1 { throw ValidationError("-o takes one input file; use --out-dir for several") }
        if outDir != nil, let clash = Self.firstRepeated(files.map(outputPath(for:))) {
            throw ValidationError("several inputs would be written to '\(clash)'; render them into different folders")
        }
        if output == nil && outDir == nil { throw ValidationError("say where to write: -o OUT.png or --out-dir DIR") }
        if !dataEach.isEmpty {
            guard files.count == 1, outDir != nil, !watch else {
                throw ValidationError("--data-each renders one layout file into --out-dir (without --watch)")
            }
            if let clash = Self.firstRepeated(dataEach.map(outputPath(for:))) {
                throw ValidationError("several data files would be written to '\(clash)'; give them different names")
            }
        }
        let destinations = files.map { output ?? outputPath(for: $0) }
        if let (destination, input) = OutputTarget.firstOverwrite(destinations, anyOf: files) {
            throw ValidationError("the output '\(destination)' is the input '\(input)'; rendering would overwrite it")
        }
        if let backend, let output, let implied = Self.backend(forOutput: output), implied != backend {
            throw ValidationError("--backend \(backend.rawValue) writes .\(backend.fileExtension) files, but '\(output)' ends in "
                                  + ".\(implied.fileExtension) (the \(implied.rawValue) backend); drop --backend or change the name")
        }
        do { _ = try backgroundColor() } catch let error as ValueError {
            throw ValidationError("--background: \(error.message)")
        }
    }

    /// `--background`, a semantic name (`systemBackground`) read in `--appearance`.
    func backgroundColor() throws -> Color {
        try Color.parse(background, appearance: input.appearance ?? .light)
    }

    /// The first of `names` (in order) that occurs more than once, counted
    /// in one pass: a batch of thousands of files is checked in linear time.
    static func firstRepeated(_ names: [String]) -> String? {
        let counts = names.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        return names.first { counts[$0]! > 1 }
    }

    /// The backend: `--backend`, else the one `-o`'s extension names, else raster.
    var chosenBackend: BackendKind {
        backend ?? output.flatMap(Self.backend(forOutput:)) ?? .raster
    }

    static func backend(forOutput path: String) -> BackendKind? {
        BackendKind(fileExtension: (path as NSString).pathExtension)
    }

    func run() throws {
        let options = input.layoutOptions(canvas)
        let output = OutputOptions(backend: chosenBackend, background: try backgroundColor(), debugOverlay: debugOverlay)
        if let outDir {
            try reportingInputErrors {
                do {
                    try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
                } catch {
                    throw SetupError("cannot create the folder '\(outDir)': \(error.localizedDescription)")
                }
            }
        }
        if !dataEach.isEmpty { return try renderEach(options: options, output: output) }
        if let matrix = try variantMatrix() { return try renderVariants(matrix, options: options, output: output) }
        let inputs = shard.map { $0.slice(of: files) } ?? files
        if watch { try watchInputs(inputs, options: options, output: output) }
        let reports = try renderAll(inputs, options: options, output: output)
        var failed = false
        for report in reports {
            if !report.messages.isEmpty { FileHandle.standardError.write(Data((report.messages + "\n").utf8)) }
            // Standard output carries the image itself: no path there.
            if let written = report.written { if !report.toStandardOutput { print(TerminalText.escaped(written)) } } else { failed = true }
        }
        if failed { throw ExitCode(1) }
    }

    /// `--data-each`: the one layout once per data file, in parallel, each
    /// written to `--out-dir/<data file name>.<ext>`.
    private func renderEach(options: LayoutOptions, output: OutputOptions) throws {
        let engine = try reportingInputErrors { try GravityEngine(setup: input.engineSetup) }
        let dataFiles = shard.map { $0.slice(of: dataEach) } ?? dataEach
        let reports = RenderReports(count: dataFiles.count)
        let progress = Progress(total: dataFiles.count)
        let command = self
        LargeStack.parallel(dataFiles.count, depth: options.limits.maxDepth) { index in
            var each = options
            each.dataFiles.append(dataFiles[index])
            reports[index] = command.render(command.files[0], to: command.outputPath(for: dataFiles[index]),
                                            engine: engine, options: each, output: output)
            progress.advance()
        }
        progress.finish()
        AtomicFile.finishReleasing()
        var failed = false
        for report in reports.all {
            if !report.messages.isEmpty { FileHandle.standardError.write(Data((report.messages + "\n").utf8)) }
            if let written = report.written { print(TerminalText.escaped(written)) } else { failed = true }
        }
        if failed { throw ExitCode(1) }
    }

    /// Renders every input in parallel (the engine's font and glyph caches
    /// are thread-safe); reports come back in input order.
    private func renderAll(_ inputs: [String], options: LayoutOptions, output: OutputOptions) throws -> [RenderReport] {
        let engine = try reportingInputErrors { try GravityEngine(setup: input.engineSetup) }
        let reports = RenderReports(count: inputs.count)
        let progress = Progress(total: inputs.count)
        let command = self
        LargeStack.parallel(inputs.count, depth: options.limits.maxDepth) { index in
            reports[index] = command.render(inputs[index], engine: engine, options: options, output: output)
            progress.advance()
        }
        progress.finish()
        AtomicFile.finishReleasing()
        return reports.all
    }

    /// `--watch`: render, then render again after every change to a file in
    /// the folders the inputs are looked up in, one line per render. Runs
    /// until interrupted. A fresh engine each time, so changed images and
    /// fonts are read again.
    private func watchInputs(_ inputs: [String], options: LayoutOptions, output: OutputOptions) throws -> Never {
        let outputs = Set(inputs.map { FileWatcher.standardized(self.output ?? outputPath(for: $0)) })
        let folders = InputFolders.watched(layouts: inputs, options: options, setup: input.engineSetup)
        let watcher = FileWatcher(folders: folders) { outputs.contains($0) }
        while true {
            let start = Date()
            let reports = try renderAll(inputs, options: options, output: output)
            let milliseconds = Int((Date().timeIntervalSince(start) * 1000).rounded())
            for report in reports where !report.messages.isEmpty {
                FileHandle.standardError.write(Data((report.messages + "\n").utf8))
            }
            let failures = reports.filter { $0.written == nil }.count
            let what = failures == 0
                ? "rendered \(reports.count) file\(reports.count == 1 ? "" : "s")"
                : "\(failures) of \(reports.count) file\(reports.count == 1 ? "" : "s") failed"
            print("\(Self.clock.string(from: Date())) \(what) in \(milliseconds) ms")
            fflush(stdout)
            _ = watcher.waitForChange()
        }
    }

    private static let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()

    /// Lays out, renders and writes one file; never throws.
    private func render(_ file: String, to chosen: String? = nil, engine: GravityEngine, options: LayoutOptions,
                        output: OutputOptions) -> RenderReport {
        let destination = chosen ?? self.output ?? outputPath(for: file)
        do {
            let target = try OutputTarget(destination)
            let layout = try engine.layout(file: file, options: options)
            let bytes = try engine.render(layout, output: output)
            try target.write(bytes)
            return RenderReport(messages: successMessages(layout.diagnostics), written: destination,
                                toStandardOutput: target.isStandardOutput)
        } catch {
            return RenderReport(messages: errorText(error), written: nil)
        }
    }

    func outputPath(for file: String) -> String {
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension + "." + chosenBackend.fileExtension
        return ((outDir ?? ".") as NSString).appendingPathComponent(name)
    }
}

extension BackendKind: ExpressibleByArgument {}

/// What rendering one file printed and wrote.
struct RenderReport {
    var messages: String
    /// The output path, nil when the file failed.
    var written: String?
    var toStandardOutput = false
}

/// One report slot per input, filled from several threads.
final class RenderReports: @unchecked Sendable {
    private var reports: [RenderReport]
    private let lock = NSLock()

    init(count: Int) { reports = Array(repeating: RenderReport(messages: "", written: nil), count: count) }

    subscript(index: Int) -> RenderReport {
        get { lock.lock(); defer { lock.unlock() }; return reports[index] }
        set { lock.lock(); reports[index] = newValue; lock.unlock() }
    }

    var all: [RenderReport] { lock.lock(); defer { lock.unlock() }; return reports }
}

/// "rendered 3/10" on standard error, only when it is a terminal and there
/// are several files.
final class Progress: @unchecked Sendable {
    private let total: Int
    private var done = 0
    private let lock = NSLock()
    private let enabled: Bool

    init(total: Int) {
        self.total = total
        enabled = total > 1 && isatty(STDERR_FILENO) == 1
    }

    func advance() {
        guard enabled else { return }
        lock.lock()
        done += 1
        FileHandle.standardError.write(Data("\rrendered \(done)/\(total)".utf8))
        lock.unlock()
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
