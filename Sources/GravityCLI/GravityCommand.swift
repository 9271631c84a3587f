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

    /// The entry point: parse and run on a thread with room for deep
    /// documents; the common command lines skip the parser (`FastPath`).
    /// One of those that is one job, with its default depth limit, runs on
    /// the main thread, which holds that depth as it does for the library's
    /// callers (DeepDocumentTests): a thread of its own, with a fresh malloc
    /// arena grown by a hundred `mprotect` calls, was 7 % of a small
    /// render's time (BENCHMARKS.md, cold start, session 8).
    static func main() {
        // Past the file size limit (`ulimit -f`) a write fails with EFBIG
        // and the output's temporary file is removed, instead of the
        // default action killing the process and leaving it behind.
        signal(SIGXFSZ, SIG_IGN)
        // Made once, here; `run` joins its thread before returning, so the
        // command is never used by two threads at once.
        nonisolated(unsafe) let fast = FastPath.command(Array(CommandLine.arguments.dropFirst()))
        if let fast, FastPath.isOneJob(fast), LargeStack.mainThreadHoldsDefaultDepth {
            LargeStack.onMainThread { FastPath.run(fast) }
            return
        }
        LargeStack.run {
            if let fast { FastPath.run(fast) } else { Self.main(nil) }
        }
    }
}
