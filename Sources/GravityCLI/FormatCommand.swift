import ArgumentParser
import Foundation
import GravityCore
import GravityRender
import GravityTools

extension DocumentDialect: ExpressibleByArgument {}

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite layout files in the canonical form: Gravity documents with two-space indents, one element per line, attributes ordered id, layout, appearance, rest; Layout documents as LayoutTool formats them.")

    @Argument(help: "Layout files, or folders searched for .xml files.")
    var paths: [String]

    @Flag(help: "Change nothing: list the files that are not in canonical form and exit 1 if there are any.")
    var check = false

    @Flag(help: "Format files named on the command line even if they do not look like layouts (folders are still searched for layouts only).")
    var force = false

    @Option(help: "Format every file as this dialect's documents (gravity: two-space indents; layout: LayoutTool's style) instead of each file's own (SPEC §14.1).")
    var dialect: DocumentDialect?

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one layout file or folder") }
    }

    func run() throws {
        let files = try reportingInputErrors { try LayoutFiles.expand(paths) }
        var failed = false, changed: [String] = []
        for file in files {
            do {
                if !force, let reason = LayoutFiles.notLayoutReason(file) {
                    throw Diagnostic.error("'\(file)' is not a layout document (\(reason)); it is left alone (give --force to format it anyway)", at: nil)
                }
                let source = try DocumentLoader.read(path: file)
                // The file's byte order mark and line ends stay (TextStyle).
                let style = TextStyle(of: source.bytes)
                let formatted = style.apply(to: try LayoutFormatter.format(source, dialect: dialect))
                guard formatted != source.bytes else { continue }
                if let note = style.mixedNote {
                    FileHandle.standardError.write(Data("\(TerminalText.escaped(file)): warning: \(note)\n".utf8))
                }
                if !check { try SourceRewrite.write(formatted, over: file) }
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
/// searched (recursively) for `.xml` files in path order, leaving out
/// hidden and build folders and XML that is no layout (a Maven `pom.xml`,
/// an Android layout): a folder search must not rewrite a stranger's file.
enum LayoutFiles {
    static func expand(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Diagnostic.error("cannot read '\(path)': no such file", at: nil)
            }
            guard isDirectory.boolValue else {
                // A link named here may lead into the folder that holds the name.
                let folder = (path as NSString).deletingLastPathComponent
                try LinkTargets.check(path, inside: folder.isEmpty ? "." : folder)
                files.append(path)
                continue
            }
            let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            let candidates = found.filter { $0.hasSuffix(".xml") && !LayoutFiles.isSkipped($0) }.sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            // Checked before anything is read: a link out of the folder is never followed.
            for file in candidates { try LinkTargets.check(file, inside: path) }
            files += candidates.filter(LayoutFiles.looksLikeLayout)
        }
        return files
    }
}

extension LayoutFiles {
    /// Build outputs and dependencies, besides hidden folders (`.git`, `.build`).
    static let skippedFolders: Set<String> = ["build", "node_modules", "Pods", "DerivedData"]

    /// A path (relative to the searched folder) inside a hidden or build folder.
    static func isSkipped(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/").dropLast()
        return parts.contains { $0.hasPrefix(".") || skippedFolders.contains(String($0)) }
    }

    /// Whether the file's root element could be a layout's: a name that
    /// starts with a capital letter (`V`, `Label`, a component), and no XML
    /// namespace (`xmlns`, which Maven, Android and SVG files declare).
    /// Unreadable or malformed files are kept, so their errors are reported.
    static func looksLikeLayout(_ file: String) -> Bool { notLayoutReason(file) == nil }

    /// Why the file is no layout, or nil if it may be one.
    static func notLayoutReason(_ file: String) -> String? {
        guard let source = try? DocumentLoader.read(path: file), let root = try? DocumentLoader.parse(source) else { return nil }
        return LayoutRecognition.notLayoutReason(root)
    }
}
