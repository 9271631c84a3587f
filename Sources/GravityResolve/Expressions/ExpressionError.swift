/// Why an expression could not be parsed or evaluated, and where: `offset`
/// counts Unicode scalars from the start of the text that was parsed (the
/// whole attribute value for `{…}` segments). Resolve turns it into a
/// located diagnostic.
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(offset): \(message)" }
}
