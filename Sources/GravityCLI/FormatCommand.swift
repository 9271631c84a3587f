import ArgumentParser
import Foundation
import GravityCore
import GravityTools

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite layout files in the canonical form (two-space indents, one element per line, attributes ordered id, layout, appearance, rest).")

    @Argument(help: "Layout files, or folders searched for .xml files.")
    var paths: [String]

    @Flag(help: "Change nothing: list the files that are not in canonical form and exit 1 if there are any.")
    var check = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one layout file or folder") }
    }

    func run() throws {
        let files = try reportingInputErrors { try LayoutFiles.expand(paths) }
        var failed = false, changed: [String] = []
        for file in files {
            do {
                let source = try DocumentLoader.read(path: file)
                let formatted = try LayoutFormatter.format(source)
                guard Array(formatted.utf8) != source.bytes else { continue }
                if !check { try AtomicFile.write(Array(formatted.utf8), to: file) }
                changed.append(file)
            } catch {
                FileHandle.standardError.write(Data((errorText(error) + "\n").utf8))
                failed = true
            }
        }
        for file in changed { print(check ? "would reformat \(file)" : "reformatted \(file)") }
        if failed || (check && !changed.isEmpty) { throw ExitCode(1) }
    }
}

/// The layout files named on a command line: files as given, folders
/// searched (recursively) for `.xml` files in path order.
enum LayoutFiles {
    static func expand(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Diagnostic.error("cannot read '\(path)': no such file", at: nil)
            }
            guard isDirectory.boolValue else { files.append(path); continue }
            let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            files += found.filter { $0.hasSuffix(".xml") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
        return files
    }
}
