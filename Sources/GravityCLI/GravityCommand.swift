import ArgumentParser
import Gravity

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
    static func main() {
        LargeStack.run {
            if !FastPath.run(Array(CommandLine.arguments.dropFirst())) { Self.main(nil) }
        }
    }
}
