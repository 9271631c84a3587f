import GravityDocument

/// What is left of `--max-text-size` (`Limits.maxTextSize`): text that
/// expressions and macros make is charged against one budget per render, as
/// each value is made.
public struct TextBudget: Sendable {
    /// Bytes of text expressions may still make in this render.
    public var remaining: Int
    /// The whole budget (`--max-text-size`), for messages.
    public var limit: Int

    /// No limit: tests and callers that bound text themselves.
    public static let unlimited = TextBudget(remaining: .max, limit: .max)

    /// A budget of `remaining` bytes out of `limit`.
    public init(remaining: Int, limit: Int) {
        self.remaining = remaining
        self.limit = limit
    }

    /// The diagnostic when the budget runs out, naming the limit and the option that raises it.
    public var exceededMessage: String {
        "expressions make more than \(groupedNumber(limit)) bytes of text in this render (the limit; raise it with --max-text-size)"
    }
}
