import GravityCore

/// Which seed a document is written for, as the formatter needs it: Layout
/// documents take LayoutTool's style, Gravity documents their own. The rule
/// is the resolver's (`PlacementRules.detect`, SPEC §14.1; Decisions.md,
/// "Which rules a document is read by"), so a file is formatted in the style
/// of the rules it is laid out by.
public enum DocumentDialect: String, Sendable, CaseIterable {
    case gravity, layout

    public static func detect(_ root: Node) -> DocumentDialect {
        PlacementRules.detect(root) == .layout ? .layout : .gravity
    }
}

/// Layout's expression tree (GravityResolve), named apart from Foundation's
/// `Expression` for the files that import both.
typealias LayoutExpression = Expression
