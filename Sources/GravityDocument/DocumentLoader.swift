import Foundation
import GravityValues

/// Reads a layout file from disk (bounded in size) and parses it.
public enum DocumentLoader {
    /// Reads the file at `path` (at most `limits.maxFileSize` bytes) and parses it into its root node; throws the located `Diagnostic` of the first problem.
    public static func load(path: String, limits: Limits = Limits()) throws -> (Node, SourceFile) {
        let source = try read(path: path, maxFileSize: limits.maxFileSize)
        return (try parse(source, limits: limits), source)
    }

    /// Reads `path`, refusing files over `maxFileSize` bytes (see `SafeFile`).
    /// A layout named on the command line may be a pipe or a device
    /// (`/dev/stdin`); a component must be a regular file.
    public static func read(path: String, maxFileSize: Int = Limits().maxFileSize,
                            accepting: SafeFile.Accepting = .regularFiles) throws -> SourceFile {
        do {
            return SourceFile(path: path, bytes: try SafeFile.read(path, maxBytes: maxFileSize, accepting: accepting))
        } catch .tooLarge(let size) {
            let what = size.map { "is \($0) bytes, more than" } ?? "is larger than"
            throw Diagnostic.error("'\(path)' \(what) the limit of \(maxFileSize) bytes (raise it with --max-file-size)",
                                   at: SourceLocation(file: path, line: 1, column: 1))
        } catch {
            throw Diagnostic.error("cannot read '\(path)': \(error)", at: nil)
        }
    }

    /// Parses a file already read into its root node, within `limits` (depth, node count); throws the located `Diagnostic` of the first problem.
    public static func parse(_ source: SourceFile, limits: Limits = Limits()) throws -> Node {
        if source.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw Diagnostic.error("the file is empty (a layout needs one root element)", at: SourceLocation(file: source.path, line: 1, column: 1))
        }
        return try XMLReader.parse(source, limits: limits)
    }
}
