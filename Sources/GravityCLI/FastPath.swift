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
/// batch of 100 files starts rendering. The command built here is the
/// very value the parser builds (FastPathTests compares the two), validated
/// and run by the same code, and its errors leave through the same
/// `GravityCommand.exit(withError:)`. Anything else — another subcommand,
/// an option not listed, `--opt=value`, a repeated option, a value or file
/// that starts with `-` or is empty, a value that does not parse, a
/// failed validation — returns nil and goes to the parser, which then
/// prints exactly what it always printed.
enum FastPath {
    /// Set (to anything) to send every command line through the parser, so
    /// tests can compare the two paths.
    static let disablingVariable = "GRAVITY_NO_FAST_PATH"

    /// Runs a command `command(_:)` made.
    static func run(_ command: ParsableCommand) {
        var command = command
        do {
            try command.run()
        } catch let status as ExitCode {
            // A bare exit status (a failing `gravity diff`): nothing to print,
            // and ArgumentParser's exit(withError:) spends 3 M instructions
            // (~0.7 ms) finding that out. exit() flushes stdout as it does.
            exit(status.rawValue)
        } catch {
            GravityCommand.exit(withError: error)
        }
    }

    /// Whether `command` is one job (one file rendered, or one diff), which
    /// then runs on the calling thread: a batch starts its own workers.
    static func isOneJob(_ command: ParsableCommand) -> Bool {
        ((command as? RenderCommand)?.files.count ?? 1) == 1
    }

    /// The parsed and validated command for a common command line, or nil
    /// (the parser must handle it).
    static func command(_ arguments: [String]) -> ParsableCommand? {
        guard getenv(disablingVariable) == nil, let name = arguments.first, let line = Line(arguments.dropFirst()) else {
            return nil
        }
        switch name {
        case "render": return render(line)
        case "diff": return diff(line)
        default: return nil
        }
    }

    /// 1. Files and either `-o` or `--out-dir`; the canvas options, else
    ///    their defaults.
    /// 2. The option groups validated, then the command, as the parser does
    ///    (it refuses `-o` with several files).
    private static func render(_ line: Line) -> RenderCommand? {
        let output = line.value("-o", "--output"), outDir = line.value("--out-dir")
        guard !line.positionals.isEmpty, (output == nil) != (outDir == nil),
              line.names.isSubset(of: ["-o", "--output", "--out-dir", "--scale", "--width", "--height", "--background"])
        else { return nil }
        var canvas = CanvasOptions()
        guard let width = line.double("--width"), let height = line.double("--height"),
              let scale = line.double("--scale") else { return nil }
        canvas.width = width
        canvas.height = height
        canvas.scale = scale
        var command = RenderCommand()
        command.files = line.positionals
        command.output = output
        command.outDir = outDir
        command.background = line.value("--background") ?? "white"
        command.backend = nil
        command.debugOverlay = false
        command.shard = nil
        command.dataEach = []
        command.watch = false
        command.variants = nil
        command.contactSheet = nil
        command.canvas = canvas
        command.input = defaultInputOptions()
        do {
            try command.canvas.validate()
            try command.input.validate()
            try command.validate()
        } catch {
            return nil
        }
        return command
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

    /// InputOptions with none of its options given: the defaults its
    /// declarations state (FastPathTests fails if one differs or is missed).
    private static func defaultInputOptions() -> InputOptions {
        var input = InputOptions()
        input.fontDirectories = []
        input.systemFonts = false
        input.componentDirectories = []
        input.assetDirectories = []
        input.dataFiles = []
        input.styleFiles = []
        input.appearance = nil
        input.contentSize = nil
        input.device = nil
        input.orientation = nil
        input.direction = nil
        input.strict = false
        let limits = Limits()
        input.maxCanvas = limits.maxCanvasSide
        input.maxDepth = limits.maxDepth
        input.maxNodes = limits.maxNodes
        input.maxFileSize = limits.maxFileSize
        input.maxComponentDepth = limits.maxComponentDepth
        input.maxImagePixels = limits.maxImagePixels
        input.maxLayerPixels = limits.maxLayerPixels
        input.maxTextSize = limits.maxTextSize
        input.maxSolverWork = limits.maxSolverWork
        return input
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
