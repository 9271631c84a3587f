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

    // Absent, the background is `OutputOptions()`'s (white); the fast path
    // reads the same default.
    @Option(help: "Background colour of the canvas (default white; a semantic colour such as systemBackground takes --appearance's value).")
    var background: String?

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

    @Option(help: ArgumentHelp("Render every combination of these variant inputs into --out-dir, each file named <layout>.<values>.png (axes: appearance, contentSize, direction, device, orientation, locale, contrast).",
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
        // The destinations are checked before the background is read.
        let job = job(paper: OutputOptions(backend: chosenBackend))
        try job.validateDestinations()
        if !dataEach.isEmpty {
            guard files.count == 1, outDir != nil, !watch else {
                throw ValidationError("--data-each renders one layout file into --out-dir (without --watch)")
            }
            if let clash = Self.firstRepeated(dataEach.map(job.outputPath(for:))) {
                throw ValidationError("several data files would be written to '\(clash)'; give them different names")
            }
        }
        try job.validateOverwrite()
        if let backend, let output, let implied = Self.backend(forOutput: output), implied != backend {
            throw ValidationError("--backend \(backend.rawValue) writes .\(backend.fileExtension) files, but '\(output)' ends in "
                                  + ".\(implied.fileExtension) (the \(implied.rawValue) backend); drop --backend or change the name")
        }
        do { _ = try backgroundColor() } catch let error as ValueError {
            throw ValidationError("--background: \(error.message)")
        }
    }

    /// `--background`, a semantic name (`systemBackground`) read in
    /// `--appearance`; absent, `OutputOptions()`'s.
    func backgroundColor() throws -> Color {
        guard let background else { return OutputOptions().background }
        return try Color.parse(background, appearance: input.appearance ?? LayoutOptions().appearance)
    }

    /// The first of `names` (in order) that occurs more than once, counted
    /// in one pass: a batch of thousands of files is checked in linear time.
    static func firstRepeated(_ names: [String]) -> String? {
        let counts = names.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        return names.first { counts[$0]! > 1 }
    }

    /// The backend: `--backend`, else the one `-o`'s extension names, else
    /// `OutputOptions()`'s.
    var chosenBackend: BackendKind {
        backend ?? RenderJob.backend(forOutput: output)
    }

    static func backend(forOutput path: String) -> BackendKind? {
        BackendKind(fileExtension: (path as NSString).pathExtension)
    }

    /// The plain render these options ask for, writing with `paper`.
    func job(paper: OutputOptions) -> RenderJob {
        RenderJob(files: files, output: output, outDir: outDir, setup: input.engineSetup,
                  options: input.layoutOptions(canvas), paper: paper)
    }

    /// The plain render these options ask for.
    func job() throws -> RenderJob {
        job(paper: OutputOptions(backend: chosenBackend, background: try backgroundColor(), debugOverlay: debugOverlay))
    }

    func run() throws {
        let job = try job()
        try job.makeOutDir()
        if !dataEach.isEmpty { return try renderEach(job) }
        if let matrix = try VariantDevices.matrix(variants) { return try renderVariants(matrix, options: job.options, output: job.paper) }
        let inputs = shard.map { $0.slice(of: files) } ?? files
        if watch { try watchInputs(inputs, job: job) }
        try job.run(inputs)
    }

    /// `--data-each`: the one layout once per data file, in parallel, each
    /// written to `--out-dir/<data file name>.<ext>`.
    private func renderEach(_ job: RenderJob) throws {
        let engine = try reportingInputErrors { try GravityEngine(setup: job.setup) }
        let dataFiles = shard.map { $0.slice(of: dataEach) } ?? dataEach
        let reports = RenderReports(count: dataFiles.count)
        let progress = Progress(total: dataFiles.count)
        LargeStack.parallel(dataFiles.count, depth: job.options.limits.maxDepth) { index in
            var each = job.options
            each.dataFiles.append(dataFiles[index])
            reports[index] = job.render(job.files[0], to: job.outputPath(for: dataFiles[index]), engine: engine, options: each)
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

    /// `--watch`: render, then render again after every change to a file in
    /// the folders the inputs are looked up in, one line per render. Runs
    /// until interrupted. A fresh engine each time, so changed images and
    /// fonts are read again.
    private func watchInputs(_ inputs: [String], job: RenderJob) throws -> Never {
        let outputs = Set(inputs.map { FileWatcher.standardized(job.output ?? job.outputPath(for: $0)) })
        let folders = InputFolders.watched(layouts: inputs, options: job.options, setup: job.setup)
        let watcher = FileWatcher(folders: folders) { outputs.contains($0) }
        while true {
            let start = Date()
            let reports = try job.renderAll(inputs)
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
