import ArgumentParser
import Foundation
import GravityCore
import GravityTestingCore

/// The two most common command lines, recognised without
/// swift-argument-parser:
///
///     gravity render FILE -o OUT [--scale S] [--width W] [--height H] [--background C]
///     gravity render FILE... --out-dir DIR [the same options]
///     gravity diff EXPECTED ACTUAL [-o OUT] [--threshold T] [--metric M]
///
/// (options before, between or after the files). The parser reflects over
/// every command's properties and each first dynamic cast scans the Swift
/// runtime's conformance records: 22.7 M of a small render's 53 M
/// instructions (BENCHMARKS.md, cold start), and 37 M, serial, before a
/// batch of 100 files starts rendering. A render is built as the values the
/// render uses (`RenderJob`: `LayoutOptions()`, `EngineSetup()`,
/// `OutputOptions()` with what the line gives set), the same values
/// `RenderCommand` builds from the parser's options, whose absent options
/// also leave the value types' defaults: no default is written here
/// (FastPathTests compares the two values). It is validated and run by the
/// same code, and errors leave through the same
/// `GravityCommand.exit(withError:)`. Anything else — another subcommand,
/// an option not listed, `--opt=value`, a repeated option, a value or file
/// that starts with `-` or is empty, a value that does not parse, a
/// failed validation — returns nil and goes to the parser, which then
/// prints exactly what it always printed.
enum FastPath {
    /// Set (to anything) to send every command line through the parser, so
    /// tests can compare the two paths.
    static let disablingVariable = "GRAVITY_NO_FAST_PATH"

    /// A command line the fast path took.
    enum Command {
        case render(RenderJob)
        case diff(DiffCommand)

        /// Whether this is one job (one file rendered, or one diff), which
        /// then runs on the calling thread: a batch starts its own workers.
        var isOneJob: Bool {
            if case .render(let job) = self { return job.files.count == 1 }
            return true
        }

        /// Runs it; errors leave as the parser's run's do.
        func run() {
            do {
                switch self {
                case .render(let job):
                    try job.makeOutDir()
                    try job.run(job.files)
                case .diff(let command):
                    try command.run()
                }
            } catch let status as ExitCode {
                // A bare exit status (a failed render or `gravity diff`):
                // nothing to print, and ArgumentParser's exit(withError:)
                // spends 3 M instructions (~0.7 ms) finding that out.
                // exit() flushes stdout as it does.
                exit(status.rawValue)
            } catch {
                GravityCommand.exit(withError: error)
            }
        }
    }

    /// The validated command for a common command line, or nil (the parser
    /// must handle it).
    static func command(_ arguments: [String]) -> Command? {
        guard getenv(disablingVariable) == nil, let name = arguments.first, let line = Line(arguments.dropFirst()) else {
            return nil
        }
        switch name {
        case "render": return render(line).map(Command.render)
        case "diff": return diff(line).map(Command.diff)
        default: return nil
        }
    }

    /// 1. Files and either `-o` or `--out-dir`; the canvas options.
    /// 2. The values, each starting from its type's defaults, with what the
    ///    line gives set.
    /// 3. Validated as the parser's command is (the limits are the
    ///    defaults: this process may lack the stack for their depth).
    private static func render(_ line: Line) -> RenderJob? {
        let output = line.value("-o", "--output"), outDir = line.value("--out-dir")
        guard !line.positionals.isEmpty, (output == nil) != (outDir == nil),
              line.names.isSubset(of: ["-o", "--output", "--out-dir", "--scale", "--width", "--height", "--background"]),
              let width = line.double("--width"), let height = line.double("--height"), let scale = line.double("--scale")
        else { return nil }
        var job = RenderJob(files: line.positionals, output: output, outDir: outDir)
        CanvasOptions.apply(width: width, height: height, scale: scale, to: &job.options)
        job.paper.backend = RenderJob.backend(forOutput: output)
        do {
            if let background = line.value("--background") {
                job.paper.background = try Color.parse(background, appearance: job.options.appearance)
            }
            try CanvasOptions.validate(width: width, height: height, scale: scale)
            try InputOptions.validate(job.options.limits)
            try job.validateDestinations()
            try job.validateOverwrite()
        } catch {
            return nil
        }
        return job
    }

    /// 1. Two images; `-o`, `--threshold` and `--metric`, else their defaults.
    /// 2. Validated as the parser does.
    private static func diff(_ line: Line) -> DiffCommand? {
        guard line.positionals.count == 2,
              line.names.isSubset(of: ["-o", "--output", "--threshold", "--metric"]),
              let threshold = line.double("--threshold") else { return nil }
        var command = DiffCommand()
        command.expected = line.positionals[0]
        command.actual = line.positionals[1]
        command.output = line.value("-o", "--output")
        command.threshold = threshold ?? 0
        if let metric = line.value("--metric") {
            guard let parsed = ColorMetric(argument: metric) else { return nil }
            command.metric = parsed
        } else {
            command.metric = .yiq
        }
        command.maxDiffPixels = nil
        command.maxDiffRatio = nil
        command.maxPixels = DiffCommand.defaultMaxPixels
        command.includeAntiAliasing = false
        command.checkerboard = true
        command.alpha = 0.1
        command.diffColor = .red
        command.diffColorAlt = nil
        command.antiAliasedColor = .yellow
        command.diffMask = false
        command.windowSize = nil
        do { try command.validate() } catch { return nil }
        return command
    }

    /// A command line after the subcommand: positionals and `-name value`
    /// pairs, each name at most once. Nil for anything less plain.
    private struct Line {
        var positionals: [String] = []
        private var values: [String: String] = [:]

        init?<Arguments: Collection<String>>(_ arguments: Arguments) {
            var iterator = arguments.makeIterator()
            while let argument = iterator.next() {
                guard !argument.isEmpty else { return nil }
                guard argument.hasPrefix("-") else {
                    positionals.append(argument)
                    continue
                }
                guard argument.count > 1, !argument.contains("="), values[argument] == nil,
                      let value = iterator.next(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                values[argument] = value
            }
            // `-o` and `--output` name one option.
            if values["-o"] != nil && values["--output"] != nil { return nil }
        }

        var names: Set<String> { Set(values.keys) }

        func value(_ names: String...) -> String? {
            names.lazy.compactMap { values[$0] }.first
        }

        /// .some(nil) when absent, nil when given but not a number (as the
        /// parser reads a Double).
        func double(_ name: String) -> Double?? {
            guard let text = values[name] else { return .some(nil) }
            return Double(argument: text).map { .some($0) }
        }
    }
}
