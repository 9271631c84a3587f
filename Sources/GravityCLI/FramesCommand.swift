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

    func run() throws {
        let options = canvas.renderOptions
        try reportingInputErrors {
            let engine = try GravityEngine(fontDirectories: options.fontDirectories)
            let outcome = try engine.layout(file: file, options: options)
            let messages = successMessages(outcome.diagnostics)
            if !messages.isEmpty { FileHandle.standardError.write(Data((messages + "\n").utf8)) }
            print(FrameJSON.encode(outcome.result), terminator: "")
        }
    }
}
