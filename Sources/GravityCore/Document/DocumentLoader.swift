import Foundation

/// Reads a layout file from disk (bounded in size) and parses it.
public enum DocumentLoader {
    /// Largest layout file accepted: 16 MiB.
    public static var maxFileSize = 16 * 1024 * 1024

    public static func load(path: String, limits: XMLReader.Limits = XMLReader.Limits()) throws -> (Node, SourceFile) {
        let source = try read(path: path)
        return (try parse(source, limits: limits), source)
    }

    public static func read(path: String) throws -> SourceFile {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes else {
            throw Diagnostic.error("cannot read '\(path)': no such file", at: nil)
        }
        if let size = attributes[.size] as? NSNumber, size.intValue > maxFileSize {
            throw Diagnostic.error("'\(path)' is \(size.intValue) bytes, more than the limit of \(maxFileSize) bytes", at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic.error("cannot read '\(path)'", at: nil)
        }
        return SourceFile(path: path, bytes: [UInt8](data))
    }

    public static func parse(_ source: SourceFile, limits: XMLReader.Limits = XMLReader.Limits()) throws -> Node {
        if source.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw Diagnostic.error("the file is empty (a layout needs one root element)", at: SourceLocation(file: source.path, line: 1, column: 1))
        }
        return try XMLReader.parse(source, limits: limits)
    }
}
