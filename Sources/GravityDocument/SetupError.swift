/// A problem with the environment rather than the input: a fonts folder
/// that cannot be read, FreeType or libpng failing, an output that cannot be
/// written. Problems with the input are located `Diagnostic`s; a
/// `ValueError` is only a value that cannot be read (resolve locates it).
public struct SetupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, naming the file or library.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The message as the command line prints it.
    public var description: String { message }
}
