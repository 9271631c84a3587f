import GravityDocument

/// What is left of `--max-text-size` (`Limits.maxTextSize`): text that
/// expressions and macros make is charged against one budget per render, as
/// each value is made.
public struct TextBudget: Sendable {
    public var remaining: Int
    public var limit: Int

    public static let unlimited = TextBudget(remaining: .max, limit: .max)

    public init(remaining: Int, limit: Int) {
        self.remaining = remaining
        self.limit = limit
    }

    public var exceededMessage: String {
        "expressions make more than \(groupedNumber(limit)) bytes of text in this render (the limit; raise it with --max-text-size)"
    }
}
