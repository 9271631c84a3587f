import Foundation

/// Reads a layout file from disk (bounded in size) and parses it.
public enum DocumentLoader {
    public static func load(path: String, limits: Limits = Limits()) throws -> (Node, SourceFile) {
        let source = try read(path: path, maxFileSize: limits.maxFileSize)
        return (try parse(source, limits: limits), source)
    }

    /// Reads `path`, refusing files over `maxFileSize` bytes. Reads at most
    /// one byte more than the limit, so a file that grows while it is read,
    /// or a device such as /dev/zero, cannot take unbounded memory.
    public static func read(path: String, maxFileSize: Int = Limits().maxFileSize) throws -> SourceFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Diagnostic.error("cannot read '\(path)': no such file", at: nil)
        }
        guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            throw Diagnostic.error("cannot read '\(path)'", at: nil)
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maxFileSize == .max ? .max : maxFileSize + 1) ?? Data()
        } catch {
            throw Diagnostic.error("cannot read '\(path)': \(error.localizedDescription)", at: nil)
        }
        if data.count > maxFileSize {
            let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
            let what = size > maxFileSize ? "is \(size) bytes, more than" : "is larger than"
            throw Diagnostic.error("'\(path)' \(what) the limit of \(maxFileSize) bytes (raise it with --max-file-size)",
                                   at: SourceLocation(file: path, line: 1, column: 1))
        }
        return SourceFile(path: path, bytes: [UInt8](data))
    }

    public static func parse(_ source: SourceFile, limits: Limits = Limits()) throws -> Node {
        if source.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw Diagnostic.error("the file is empty (a layout needs one root element)", at: SourceLocation(file: source.path, line: 1, column: 1))
        }
        return try XMLReader.parse(source, limits: limits)
    }
}
