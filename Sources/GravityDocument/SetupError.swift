/// A problem with the environment rather than the input: a fonts folder
/// that cannot be read, FreeType or libpng failing, an output that cannot be
/// written. Problems with the input are located `Diagnostic`s; a
/// `ValueError` is only a value that cannot be read (resolve locates it).
public struct SetupError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
