import GravityDocument
import GravityValues

/// `--data FILE.json` (SPEC §8.2): each file holds a JSON object; later
/// files win, merged deeply (objects key by key).
public enum DataFiles {
    /// The merged data of `paths`, and the files read (so diagnostics can
    /// quote their lines). Throws `DiagnosticsError` with every file's problem.
    public static func load(_ paths: [String], maxFileSize: Int = Limits().maxFileSize) throws -> (DataValue, [SourceFile]) {
        var merged: DataValue = .object([:])
        var sources: [SourceFile] = []
        var diagnostics = Diagnostics()
        for path in paths {
            do {
                let source = try DocumentLoader.read(path: path, maxFileSize: maxFileSize)
                sources.append(source)
                diagnostics.register(source)
                let value = try JSONReader.parse(source)
                guard case .object = value else {
                    throw Diagnostic.error("a data file holds one JSON object ({ … }) at its top, not \(value.typeName)",
                                           at: SourceLocation(file: path, line: 1, column: 1))
                }
                merged = merged.merged(with: value)
            } catch let diagnostic as Diagnostic {
                diagnostics.append(diagnostic)
            }
        }
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics) }
        return (merged, sources)
    }
}
