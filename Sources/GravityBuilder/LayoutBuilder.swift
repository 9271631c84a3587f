import GravityCore

/// The result builder of container elements: `V { Label("A"); Label("B") }`,
/// with `if`, `if`/`else`, `switch` and `for` as in any Swift builder.
@resultBuilder
public enum LayoutBuilder {
    public static func buildExpression(_ content: some LayoutContent) -> [Node] { content.nodes }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first part: [Node]) -> [Node] { part }
    public static func buildEither(second part: [Node]) -> [Node] { part }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}
