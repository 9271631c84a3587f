import ArgumentParser
import Gravity
#if canImport(Glibc)
import Glibc
#endif

@main
struct GravityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gravity",
        abstract: "Lay out Gravity XML documents and render them to PNG.",
        version: GravityVersion.current,
        subcommands: [RenderCommand.self, FramesCommand.self, CheckCommand.self, DiffCommand.self, MetricsCommand.self,
                      FormatCommand.self, RenameCommand.self, PreviewCommand.self])

    /// The entry point: parse and run on a thread with room for the
    /// command's own work on deep trees (the engine finds room for resolve,
    /// layout and painting itself, `LargeStack`); the common command lines
    /// skip the parser (`FastPath`). One of those that is one job, with its
    /// default depth limit, runs on the main thread: a thread of its own,
    /// with a fresh malloc arena grown by a hundred `mprotect` calls, was 7 %
    /// of a small render's time (BENCHMARKS.md, cold start, session 8).
    static func main() {
        // Past the file size limit (`ulimit -f`) a write fails with EFBIG
        // and the output's temporary file is removed, instead of the
        // default action killing the process and leaving it behind.
        signal(SIGXFSZ, SIG_IGN)
        let fast = FastPath.command(Array(CommandLine.arguments.dropFirst()))
        if let fast, fast.isOneJob, LargeStack.mainThreadHoldsDefaultDepth {
            fast.run()
            return
        }
        LargeStack.runCommand {
            if let fast { fast.run() } else { Self.main(nil) }
        }
    }
}
