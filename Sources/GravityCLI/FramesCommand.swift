import ArgumentParser
import Foundation
import Gravity
import GravityCore

struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the solved frame tree as JSON (absolute points, after pixel snapping).")

    @Argument(help: "The layout file.")
    var file: String

    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var input: InputOptions

    func run() throws {
        try reportingInputErrors {
            let engine = try GravityEngine(setup: input.engineSetup)
            let layout = try engine.layout(file: file, options: input.layoutOptions(canvas))
            let messages = successMessages(layout.diagnostics)
            if !messages.isEmpty { FileHandle.standardError.write(Data((messages + "\n").utf8)) }
            print(FrameJSON.encode(layout), terminator: "")
        }
    }
}
