/// Why an expression could not be parsed or evaluated, and where: `offset`
/// counts Unicode scalars from the start of the text that was parsed (the
/// whole attribute value for `{…}` segments). Resolve turns it into a
/// located diagnostic.
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, for the diagnostic.
    public var message: String
    /// Unicode scalars from the start of the parsed text to the offending character.
    public var offset: Int

    /// An error saying `message` at scalar `offset`.
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// `offset: message`.
    public var description: String { "\(offset): \(message)" }
}
