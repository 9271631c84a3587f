/// A place in a layout file: 1-based line and column (columns count Unicode
/// scalars, as editors do).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path as given on the command line (or a Swift file for built layouts).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    /// The place at `line` and `column` (both 1-based) of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print locations.
    public var description: String { "\(file):\(line):\(column)" }
}
