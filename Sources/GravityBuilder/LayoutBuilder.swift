import GravityCore

/// The result builder of container elements: `V { Label("A"); Label("B") }`,
/// with `if`, `if`/`else`, `switch` and `for` as in any Swift builder.
@resultBuilder
public enum LayoutBuilder {
    /// An element, or content standing for several (or no) nodes.
    public static func buildExpression(_ content: some LayoutContent) -> [Node] { content.nodes }
    /// The children in the order written.
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    /// An `if` without `else`: its children, or none.
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    /// The `if` branch of an `if`/`else` or the first `switch` case.
    public static func buildEither(first part: [Node]) -> [Node] { part }
    /// The `else` branch or another `switch` case.
    public static func buildEither(second part: [Node]) -> [Node] { part }
    /// A `for` loop: each pass's children in turn.
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    /// An `if #available` branch, kept as written.
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}
