import ArgumentParser
import Gravity
import GravityCore

/// `gravity check FILE…`: parse, resolve and lay out without rendering, and
/// print every diagnostic (errors, warnings such as stack overflow, notes).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse, resolve and lay out layout files without rendering; print every diagnostic.")

    @Argument(help: "The layout file(s) to check.")
    var files: [String]

    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var input: InputOptions

    func validate() throws {
        try UnknownOptions.check(files, of: Self.self)
        guard !files.isEmpty else { throw ValidationError("give at least one layout file") }
    }

    func run() throws {
        let options = input.layoutOptions(canvas)
        let engine = try reportingInputErrors { try GravityEngine(setup: input.engineSetup) }
        var failed = false
        for file in files {
            do {
                try reportingInputErrors {
                    let solved = try engine.layout(file: file, options: options)
                    printDiagnostics(solved.diagnostics)
                    // Layout's rules are named (SPEC §14.1); Gravity's, the default, print nothing.
                    if solved.rules != .gravity { print("\(file): read by \(solved.rules.name) rules") }
                }
            } catch {
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
