import ArgumentParser
import Foundation
import GravityCore
import GravityRender
import GravityTools

struct RenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename an element id, constant, state or parameter key, macro or element name everywhere it is used: dot notation in the files that embed it, constraint strings, Keep attributes, expressions; Layout files are then formatted as LayoutTool formats them.",
        usage: "gravity rename FILE… OLD NEW")

    @Argument(help: "Layout files (or folders searched for .xml files) to change, then the old id, then the new id.")
    var arguments: [String]

    var paths: [String] { Array(arguments.dropLast(2)) }
    var old: String { arguments[arguments.count - 2] }
    var new: String { arguments[arguments.count - 1] }

    func validate() throws {
        guard arguments.count >= 3 else { throw ValidationError("give the layout files, then OLD and NEW") }
        guard old != new else { throw ValidationError("OLD and NEW are the same") }
        guard IdRenamer.isValidId(new) else {
            throw ValidationError("'\(new)' cannot be an id: use letters, digits and _, starting with a letter or _, and not one of \(IdRenamer.reservedNames.sorted().joined(separator: ", "))")
        }
    }

    func run() throws {
        let changes = try reportingInputErrors {
            try IdRenamer.rename(old, to: new, in: try LayoutFiles.expand(paths))
        }
        // Every file is checked before any is written.
        for change in changes {
            try reportingInputErrors { try SourceRewrite.write(change.bytes, over: change.path) }
            print("\(change.path): \(change.summary)")
        }
    }
}
